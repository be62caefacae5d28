//! Blackjack within the shared table module: the seats in playing order, the shoe that
//! persists from round to round, the round in progress, and the trainer's reviews.

use super::HouseRules;
use super::coach::{Advice, InsuranceAdvice, Record, Review, advise, advise_insurance};
use super::deck::Cards;
use super::round::{Decision, Illegal, Round, Stage};
use super::{BlackjackError, BlackjackRules};
use crate::game::{ActionCode, ChipMove, Level, Reason, SeatNo, SeatResult, Who};
use crate::table::turns::Turns;
use crate::table::{CashHooks, CashTable, Progress, Seats, TableRules, cash_hooks};
use crate::{GameKind, Phase, RuleError};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// A seat's move at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Decide(Decision),
    /// Take insurance (half the bet) under an ace.
    Insure,
    /// Decline insurance.
    NoInsurance,
    /// The exact value of each legal decision on the hand being played.
    Hint,
    /// Deal the next round.
    Deal,
    /// Stand (or decline insurance) for a player who did not act in time: not their own
    /// decision, so the trainer does not review it.
    Idle,
}

impl ActionCode for Move {
    fn encode(&self) -> String {
        match self {
            Move::Decide(d) => d.code().into(),
            Move::Insure => "insure".into(),
            Move::NoInsurance => "no-insure".into(),
            Move::Hint => "hint".into(),
            Move::Deal => "deal".into(),
            Move::Idle => "idle".into(),
        }
    }

    fn decode(code: &str) -> Option<Move> {
        match code {
            "insure" => Some(Move::Insure),
            "no-insure" => Some(Move::NoInsurance),
            "hint" => Some(Move::Hint),
            "deal" => Some(Move::Deal),
            "idle" => Some(Move::Idle),
            _ => Decision::ALL
                .into_iter()
                .find(|d| d.code() == code)
                .map(Move::Decide),
        }
    }

    fn all() -> Vec<Move> {
        let mut all: Vec<Move> = Decision::ALL.into_iter().map(Move::Decide).collect();
        all.extend([
            Move::Insure,
            Move::NoInsurance,
            Move::Hint,
            Move::Deal,
            Move::Idle,
        ]);
        all
    }
}

/// A table's setup, fixed when it opens: the bet each seat plays every round, the shoe's
/// decks and the house rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub bet: i64,
    pub decks: u8,
    pub house: HouseRules,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            bet: super::DEFAULT_BET,
            decks: super::DEFAULT_DECKS,
            house: HouseRules::default(),
        }
    }
}

/// The hint asked for on the hand being played.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    pub seat: SeatNo,
    pub round: u32,
    /// The hand's index among the seat's hands, and its cards then.
    pub hand: usize,
    pub cards: usize,
    pub advice: Advice,
    /// Asked under the ace, before the peek: the insurance (or even money) decision's
    /// values, the hand's own `advice` then empty.
    #[serde(default)]
    pub insurance: Option<InsuranceAdvice>,
}

/// A turn that ran out: the hand stood, or insurance was declined, for the seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timeout {
    pub seat: SeatNo,
    pub round: u32,
    /// It was the insurance question that went unanswered.
    pub insurance: bool,
}

/// A member who left the table, or was dropped from it, in the round then dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Departure {
    pub seat: SeatNo,
    pub round: u32,
}

/// The game at a started table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BlackjackTable {
    pub setup: Setup,
    pub cards: Cards,
    /// Players in playing order.
    pub players: Vec<SeatNo>,
    /// Players who left or were dropped.
    pub out: Vec<SeatNo>,
    /// Players sitting this round out: their balance did not cover the bet.
    pub sitting_out: Vec<SeatNo>,
    /// Rounds dealt so far.
    pub rounds: u32,
    /// The round in progress, or the last one once it is over.
    pub round: Option<Round>,
    /// The hint on the hand being played, if asked for.
    pub hint: Option<Hint>,
    /// This round's reviews, in the order the decisions were made.
    pub reviews: Vec<Review>,
    /// This round's trainer record, by seat.
    pub records: Vec<(SeatNo, Record)>,
    /// Each seat's net over the game.
    pub net: Vec<(SeatNo, i64)>,
    /// Nobody dealt the next round in time: the table closes.
    pub closing: bool,
    /// The last round paid (a round is paid once, however often it is looked at).
    pub paid: u32,
    /// The turns that ran out in the round dealt last.
    #[serde(default)]
    pub timeouts: Vec<Timeout>,
    /// Who left the table, and in which round.
    #[serde(default)]
    pub departures: Vec<Departure>,
    /// The round dealt first from the shoe in use (shuffled before it).
    #[serde(default)]
    pub new_shoe_at: u32,
    /// The shoe's shuffles when the round was dealt: more now, and it ran out in the round
    /// and was shuffled again.
    #[serde(default)]
    pub shuffles_at_deal: u32,
    /// The seats' balances as the pipeline read them, given by the game before each move
    /// (the shared table passes none to its rules).
    #[serde(skip)]
    pub wallets: Vec<(SeatNo, i64)>,
    /// Chips to move, drained by the game after each move.
    #[serde(skip)]
    pub chips: Vec<ChipMove>,
    #[serde(skip)]
    pending: Vec<SeatResult>,
}

impl BlackjackTable {
    pub const MIN_SEATS: usize = 1;
    pub const MAX_SEATS: usize = 5;

    pub fn new_table(players: &[SeatNo], setup: Setup) -> BlackjackTable {
        BlackjackTable {
            setup,
            cards: Cards::new(setup.decks),
            players: players.to_vec(),
            out: Vec::new(),
            sitting_out: Vec::new(),
            rounds: 0,
            round: None,
            hint: None,
            reviews: Vec::new(),
            records: Vec::new(),
            net: Vec::new(),
            closing: false,
            paid: 0,
            timeouts: Vec::new(),
            departures: Vec::new(),
            new_shoe_at: 1,
            shuffles_at_deal: 1,
            wallets: Vec::new(),
            chips: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// Whether a round is out and not yet settled.
    pub fn in_round(&self) -> bool {
        self.round.as_ref().is_some_and(|r| r.stage != Stage::Over)
    }

    pub fn wallet(&self, seat: SeatNo) -> i64 {
        self.wallets
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(0, |(_, w)| *w)
    }

    /// Players still at the table.
    pub fn seated(&self) -> impl Iterator<Item = SeatNo> + '_ {
        self.players
            .iter()
            .copied()
            .filter(|s| !self.out.contains(s))
    }

    /// Deals a round to every seated player in `covering` (whose balance covers the bet).
    pub fn deal<R: Rng + ?Sized>(
        &mut self,
        covering: &[SeatNo],
        rng: &mut R,
    ) -> Result<(), RuleError> {
        if self.in_round() {
            return Err(BlackjackError::RoundInProgress.into());
        }
        let bets: Vec<(SeatNo, i64)> = self
            .seated()
            .filter(|s| covering.contains(s))
            .map(|s| (s, self.setup.bet))
            .collect();
        if bets.is_empty() {
            return Err(BlackjackError::NobodyCovers.into());
        }
        let shuffles = self.cards.shuffles;
        if self.cards.past_cut() {
            self.cards.reshuffle();
        }
        let round = Round::deal(
            self.rounds + 1,
            &bets,
            &mut self.cards,
            self.setup.house,
            rng,
        )
        .ok_or(RuleError::WrongPhase(Phase::DeckShort))?;
        self.rounds += 1;
        // Shuffled before this round (at the cut card, or a shoe too short for the deal).
        if self.cards.shuffles != shuffles {
            self.new_shoe_at = self.rounds;
        }
        self.shuffles_at_deal = self.cards.shuffles;
        self.sitting_out = self.seated().filter(|s| !covering.contains(s)).collect();
        self.timeouts.clear();
        self.hint = None;
        self.reviews.clear();
        self.records.clear();
        for &(seat, bet) in &bets {
            self.charge(seat, bet);
        }
        self.round = Some(round);
        self.finish_if_over();
        Ok(())
    }

    fn charge(&mut self, seat: SeatNo, amount: i64) {
        if amount > 0 {
            self.chips.push(ChipMove {
                seat,
                delta: -amount,
                reason: Reason::Bet,
            });
        }
    }

    /// Which decisions `seat` may make on its hand now with `wallet` chips to add.
    pub fn legal(&self, seat: SeatNo, wallet: i64) -> Vec<Decision> {
        let Some(round) = self.round.as_ref() else {
            return Vec::new();
        };
        Decision::ALL
            .into_iter()
            .filter(|&d| {
                round.check(seat, d, self.setup.house).is_ok() && round.cost(seat, d) <= wallet
            })
            .collect()
    }

    /// Whether `seat` may take insurance (or even money, which costs nothing) now with
    /// `wallet` chips to add.
    pub fn may_insure(&self, seat: SeatNo, wallet: i64) -> bool {
        self.round.as_ref().is_some_and(|r| {
            r.stage == Stage::Insurance
                && r.to_act() == Some(seat)
                && r.spot(seat).is_some_and(|s| {
                    Round::insurable(s)
                        && (Round::even_money(s) || Round::insurance_for(s) <= wallet)
                })
        })
    }

    /// What `seat` may still spend in this move: its balance as read, less what the move
    /// has put on the table so far.
    fn available(&self, seat: SeatNo) -> i64 {
        self.wallet(seat)
            + self
                .chips
                .iter()
                .filter(|c| c.seat == seat)
                .map(|c| c.delta)
                .sum::<i64>()
    }

    /// Under the ace, a seat that cannot take insurance is not asked: its balance does not
    /// cover half its bet. Called once the balances are known, after every move.
    pub fn pass_insurance_nobody_can_take(&mut self) {
        let house = self.setup.house;
        for _ in 0..Self::MAX_SEATS {
            let Some(round) = self.round.as_ref() else {
                return;
            };
            let Some(seat) = round.to_act().filter(|_| round.stage == Stage::Insurance) else {
                break;
            };
            if self.may_insure(seat, self.available(seat)) {
                break;
            }
            let Some(round) = self.round.as_mut() else {
                return;
            };
            if round.insure(seat, false, &mut self.cards, house).is_err() {
                break;
            }
        }
        self.finish_if_over();
    }

    /// The exact value of each legal decision on `seat`'s hand.
    pub fn advice(&self, seat: SeatNo, rules: &BlackjackRules) -> Option<Advice> {
        let round = self.round.as_ref()?;
        let legal = self.legal(seat, self.wallet(seat));
        advise(
            round,
            &self.cards,
            self.setup.house,
            seat,
            &legal,
            rules.lists.as_deref(),
        )
    }

    /// The hint on `seat`'s hand being played, if it asked for one on this very hand.
    pub fn hint_for(&self, seat: SeatNo) -> Option<&Advice> {
        let round = self.round.as_ref()?;
        let spot = round.spot(seat)?;
        let hand = spot.hand()?;
        self.hint
            .as_ref()
            .filter(|h| {
                h.seat == seat
                    && h.round == round.number
                    && h.hand == spot.active
                    && h.cards == hand.cards.len()
                    && h.insurance.is_none()
                    && round.stage == Stage::Play
            })
            .map(|h| &h.advice)
    }

    /// The hint on `seat`'s insurance decision, if it asked for one under this ace.
    pub fn insurance_hint_for(&self, seat: SeatNo) -> Option<&InsuranceAdvice> {
        let round = self.round.as_ref()?;
        if round.stage != Stage::Insurance {
            return None;
        }
        self.hint
            .as_ref()
            .filter(|h| h.seat == seat && h.round == round.number)
            .and_then(|h| h.insurance.as_ref())
    }

    fn decide<R: Rng + ?Sized>(
        &mut self,
        seat: SeatNo,
        decision: Decision,
        reviewed: Option<&BlackjackRules>,
        rng: &mut R,
    ) -> Result<(), RuleError> {
        let house = self.setup.house;
        let round = self.round.as_ref().ok_or(BlackjackError::NoHand)?;
        round.check(seat, decision, house).map_err(refusal)?;
        let cost = round.cost(seat, decision);
        if cost > self.wallet(seat) {
            return Err(RuleError::CannotCover {
                balance: self.wallet(seat),
                needed: cost,
            });
        }
        // The trainer values the decision before it is made, from what the player saw.
        let review = if let Some(rules) = reviewed {
            let bet = round.spot(seat).and_then(|s| s.hand()).map_or(0, |h| h.bet);
            let hinted = self.hint_for(seat).is_some();
            self.advice(seat, rules)
                .and_then(|advice| Review::of(&advice, seat, decision, bet, hinted))
        } else {
            None
        };
        let round = self.round.as_mut().ok_or(BlackjackError::NoHand)?;
        let cost = round
            .decide(seat, decision, &mut self.cards, house, rng)
            .map_err(refusal)?;
        self.charge(seat, cost);
        if let Some(review) = review {
            self.record(seat).add(&review);
            self.reviews.push(review);
        }
        self.hint = None;
        Ok(())
    }

    fn record(&mut self, seat: SeatNo) -> &mut Record {
        let at = match self.records.iter().position(|(s, _)| *s == seat) {
            Some(at) => at,
            None => {
                self.records.push((seat, Record::default()));
                self.records.len() - 1
            }
        };
        &mut self.records[at].1
    }

    fn insure(&mut self, seat: SeatNo, take: bool) -> Result<(), RuleError> {
        let house = self.setup.house;
        let wallet = self.wallet(seat);
        let round = self.round.as_mut().ok_or(BlackjackError::NoHand)?;
        // Even money costs nothing: only insurance needs the balance.
        if take && !round.spot(seat).is_some_and(Round::even_money) {
            let amount = round.spot(seat).map_or(0, Round::insurance_for);
            if amount > wallet && round.stage == Stage::Insurance && round.to_act() == Some(seat) {
                return Err(RuleError::CannotCover {
                    balance: wallet,
                    needed: amount,
                });
            }
        }
        let cost = round
            .insure(seat, take, &mut self.cards, house)
            .map_err(refusal)?;
        self.charge(seat, cost);
        Ok(())
    }

    /// Pays a round that just ended and keeps its results for the pipeline.
    fn finish_if_over(&mut self) {
        let Some(round) = self.round.as_ref().filter(|r| r.stage == Stage::Over) else {
            return;
        };
        if self.paid == round.number {
            return;
        }
        self.paid = round.number;
        let ends = round.ends.clone();
        for end in ends {
            if end.paid > 0 {
                self.chips.push(ChipMove {
                    seat: end.seat,
                    delta: end.paid,
                    reason: Reason::Payout,
                });
            }
            let net = end.paid - end.wagered;
            match self.net.iter_mut().find(|(s, _)| *s == end.seat) {
                Some((_, total)) => *total += net,
                None => self.net.push((end.seat, net)),
            }
            let record = self
                .records
                .iter()
                .find(|(s, _)| *s == end.seat)
                .map(|(_, r)| *r)
                .unwrap_or_default();
            // A blackjack paid even money is a blackjack too.
            let blackjacks = end
                .verdicts
                .iter()
                .filter(|v| {
                    matches!(
                        v,
                        super::round::Verdict::Blackjack | super::round::Verdict::EvenMoney
                    )
                })
                .count();
            let mut measures = vec![
                ("hands".to_string(), end.verdicts.len() as f64),
                ("blackjacks".to_string(), blackjacks as f64),
            ];
            if record.hinted > 0 {
                measures.push(("hinted-decisions".into(), f64::from(record.hinted)));
            }
            if end.five_card_soft_21s > 0 {
                measures.push((
                    "five-card-soft-21s".into(),
                    f64::from(end.five_card_soft_21s),
                ));
            }
            if record.decisions > 0 {
                measures.push(("decisions".into(), f64::from(record.decisions)));
                measures.push(("best-decisions".into(), f64::from(record.best)));
                measures.push(("chips-lost".into(), record.lost));
            }
            self.pending.push(SeatResult {
                seat: end.seat,
                wager: end.wagered,
                payout: end.paid,
                score: net,
                detail: end
                    .verdicts
                    .iter()
                    .map(|v| v.code())
                    .collect::<Vec<_>>()
                    .join("+"),
                won: net > 0,
                measures,
                // The board ranks the biggest win in one round: a round lost or pushed
                // counts in /stats, not on the board.
                on_board: net > 0,
                board: None,
            });
        }
    }

    /// Each seat's net over the game so far.
    pub fn net_of(&self, seat: SeatNo) -> i64 {
        self.net
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(0, |(_, n)| *n)
    }
}

/// A round's refusal as the game's own.
fn refusal(illegal: Illegal) -> RuleError {
    BlackjackError::Illegal(illegal).into()
}

impl TableRules for BlackjackTable {
    const KIND: GameKind = GameKind::Blackjack;
    const CASH: Option<CashHooks<Self>> = cash_hooks::<Self>();
    type Options = Setup;

    fn seats(_options: &Setup) -> Seats {
        Seats::new(BlackjackTable::MIN_SEATS, BlackjackTable::MAX_SEATS)
    }
    type Move = Move;
    type Rules = BlackjackRules;

    /// The first round is dealt at once (the game checked every balance covers the bet).
    fn new<R: Rng + ?Sized>(players: &[SeatNo], setup: &Setup, rng: &mut R) -> Self {
        let mut table = BlackjackTable::new_table(players, *setup);
        // A fresh shoe always deals; an error here leaves the table waiting for Deal.
        let _ = table.deal(players, rng);
        table
    }

    fn who_may(&self, mv: &Move, to_act: Option<SeatNo>) -> Who {
        match mv {
            Move::Deal => Who::Seated,
            _ => to_act.map_or(Who::Seated, Who::Seat),
        }
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        seat: SeatNo,
        mv: Move,
        rules: &BlackjackRules,
        rng: &mut R,
    ) -> Result<Progress, RuleError> {
        match mv {
            Move::Deal => {
                let covering: Vec<SeatNo> = self
                    .seated()
                    .filter(|&s| self.wallet(s) >= self.setup.bet)
                    .collect();
                if !covering.contains(&seat) && !self.in_round() {
                    return Err(RuleError::CannotCover {
                        balance: self.wallet(seat),
                        needed: self.setup.bet,
                    });
                }
                self.deal(&covering, rng)?;
                return Ok(Progress::TurnOver);
            }
            Move::Hint => {
                if !self.in_round() {
                    return Err(BlackjackError::NoHand.into());
                }
                let round = self.round.as_ref().ok_or(BlackjackError::NoHand)?;
                if round.to_act() != Some(seat) {
                    return Err(refusal(Illegal::NotNow));
                }
                let spot = round.spot(seat).ok_or(BlackjackError::NoHand)?;
                let (advice, insurance) = match round.stage {
                    Stage::Play => (
                        self.advice(seat, rules).ok_or(BlackjackError::NoHand)?,
                        None,
                    ),
                    Stage::Insurance => {
                        let advice = advise_insurance(round, &self.cards, self.setup.house, seat)
                            .ok_or(BlackjackError::NoHand)?;
                        (Advice { values: Vec::new() }, Some(advice))
                    }
                    Stage::Over => return Err(refusal(Illegal::NotNow)),
                };
                self.hint = Some(Hint {
                    seat,
                    round: round.number,
                    hand: spot.active,
                    cards: spot.hand().map_or(0, |h| h.cards.len()),
                    advice,
                    insurance,
                });
                return Ok(Progress::Within);
            }
            Move::Insure | Move::NoInsurance => {
                if !self.in_round() {
                    return Err(BlackjackError::NoHand.into());
                }
                self.insure(seat, mv == Move::Insure)?;
            }
            Move::Decide(decision) => {
                if !self.in_round() {
                    return Err(BlackjackError::NoHand.into());
                }
                self.decide(seat, decision, Some(rules), rng)?;
            }
            Move::Idle => {
                let round = self.round.as_ref().ok_or(BlackjackError::NoHand)?;
                let number = round.number;
                let insurance = match round.stage {
                    Stage::Insurance => {
                        self.insure(seat, false)?;
                        true
                    }
                    Stage::Play => {
                        self.decide(seat, Decision::Stand, None, rng)?;
                        false
                    }
                    Stage::Over => return Err(BlackjackError::NoHand.into()),
                };
                self.timeouts.push(Timeout {
                    seat,
                    round: number,
                    insurance,
                });
            }
        }
        self.pass_insurance_nobody_can_take();
        // Every decision is a turn of its own: the turn's deadline starts again, and the
        // player has acted (so only turns let go by in a row count towards a drop).
        Ok(Progress::TurnOver)
    }

    /// Nobody plays for a member at blackjack: a turn that times out stands.
    fn computer_move<R: Rng + ?Sized>(
        &self,
        _seat: SeatNo,
        _level: Level,
        _rules: &BlackjackRules,
        _rng: &mut R,
    ) -> Move {
        Move::Idle
    }

    fn remove(&mut self, seat: SeatNo) {
        if !self.out.contains(&seat) {
            self.out.push(seat);
            self.departures.push(Departure {
                seat,
                round: self.rounds,
            });
        }
        let house = self.setup.house;
        if let Some(round) = self.round.as_mut() {
            round.stand_all(seat, &mut self.cards, house);
        }
        self.finish_if_over();
    }

    fn is_over(&self, active: &[SeatNo]) -> bool {
        !self.in_round() && (self.closing || active.is_empty())
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.net_of(seat)
    }

    fn to_act(&self, _turns: &Turns) -> Option<SeatNo> {
        self.round.as_ref().and_then(Round::to_act)
    }

    fn timeout_move(&self, _seat: SeatNo) -> Option<Move> {
        Some(Move::Idle)
    }

    fn idle(&mut self) {
        if !self.in_round() {
            self.closing = true;
        }
    }

    fn take_results(&mut self) -> Vec<SeatResult> {
        std::mem::take(&mut self.pending)
    }
}

/// Each member plays from their own balance, round by round: nothing is pooled, and a member
/// leaving takes nothing from the table (their hands stand and are paid). A member sits down
/// at a running table and is dealt in from the next round.
impl CashTable for BlackjackTable {
    const JOINS_IN_PLAY: bool = true;

    fn cash_out(&mut self, _seat: SeatNo) -> i64 {
        0
    }

    fn join(&mut self, seat: SeatNo, _stack: i64) -> bool {
        if self.closing || self.players.contains(&seat) {
            return false;
        }
        self.players.push(seat);
        true
    }
}
