//! Video poker (RULES.md, seed 000): bet 1 to 5 chips, deal five cards, hold any of them,
//! draw once, get paid from the pay table.

pub mod optimal;
mod pay_table;

pub use pay_table::{MAX_PAY, PayLine, PayTable, PaysError};

use super::cards::{Card, DeckKind};
use super::game::{ActionCode, Clicker, Close, Ctx, Game, Reason, Step, Timer, Who};
use super::hand_eval::{Category, evaluate, hand_result};
use super::refusal::{Refuse, Wording};
use super::{GameKind, RuleError};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Video poker's rules on a server.
#[derive(Debug, Clone, PartialEq)]
pub struct VideoPokerRules {
    pub pay_table: PayTable,
    /// Whether the machine offers a Hint button.
    pub hints: bool,
    /// The exact hold analysis for the pay table's lowest paying pair, once counted.
    pub holds: optimal::Analyst,
}

impl VideoPokerRules {
    /// A pay table, hints on, and no hold analysis yet.
    pub fn with_pay_table(pay_table: PayTable) -> VideoPokerRules {
        VideoPokerRules {
            pay_table,
            hints: true,
            holds: optimal::Analyst::default(),
        }
    }
}

/// Refusals of video poker's own rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VideoPokerError {
    /// There is no card at this place in the hand.
    NoSuchCard(usize),
    /// The hand is still in play.
    HandInProgress,
    /// The server has turned the Hint button off.
    HintsOff,
    /// The hold analysis for this pay table is still being counted.
    AnalysisNotReady,
    /// The bet cannot change while a hand is out.
    BetLocked,
    /// The dealt hand still waits for its draw.
    AwaitingDraw,
    /// There is no hand out to hold or draw.
    NoHandOut,
}

impl Refuse for VideoPokerError {
    fn wording(&self) -> Wording {
        match self {
            VideoPokerError::NoSuchCard(card) => {
                Wording::new("vp-refuse-no-such-card").with("card", *card)
            }
            VideoPokerError::HandInProgress => Wording::new("vp-refuse-hand-in-progress"),
            VideoPokerError::HintsOff => Wording::new("vp-refuse-hints-off"),
            VideoPokerError::AnalysisNotReady => Wording::new("vp-refuse-analysis-not-ready"),
            VideoPokerError::BetLocked => Wording::new("vp-refuse-bet-locked"),
            VideoPokerError::AwaitingDraw => Wording::new("vp-refuse-awaiting-draw"),
            VideoPokerError::NoHandOut => Wording::new("vp-refuse-no-hand-out"),
        }
    }
}

pub const MIN_BET: u32 = 1;
pub const MAX_BET: u32 = 5;

/// One video-poker machine: the bet, the pay table it pays by, and where the hand stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VideoPoker {
    pub bet: u32,
    pub table: PayTable,
    pub phase: Phase,
    /// Hands played on this machine.
    pub hands: u32,
    /// Whether the server offers the Hint button (as of the last deal).
    #[serde(default = "offered")]
    pub hints: bool,
}

/// Hints are offered unless a server turns them off.
fn offered() -> bool {
    true
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Choosing the bet; no cards out.
    Betting,
    /// Five cards dealt and the bet taken; the player is choosing what to hold.
    Dealt {
        hand: [Card; 5],
        held: [bool; 5],
        /// The rest of the shuffled deck, in the order it will be drawn.
        stock: Vec<Card>,
        /// Every hold's exact value, once the player asked for a hint.
        #[serde(default)]
        advice: Option<Advice>,
    },
    /// The hand is over and paid.
    Settled(Settlement),
}

/// How a hand ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Settlement {
    pub hand: [Card; 5],
    /// The hand as dealt, before the draw (None in hands recorded before it was kept).
    #[serde(default)]
    pub dealt: Option<[Card; 5]>,
    /// The cards that were held for the draw.
    pub held: [bool; 5],
    pub wager: u32,
    pub payout: u32,
    /// The paying category, if the hand paid.
    pub paid: Option<Category>,
    /// The hand's category, paying or not.
    pub category: Category,
    /// Bit i: card i made the paying hand.
    pub scoring: u8,
    /// True when the hand stood because the player went idle.
    pub stood_idle: bool,
    /// How the hold compared with the best one, when the analysis was ready.
    #[serde(default)]
    pub review: Option<Review>,
}

/// A hint: the expected payout per chip of all 32 holds of the dealt hand (bit i of the
/// index: card i held).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Advice {
    pub values: Vec<f64>,
}

impl Advice {
    /// The best hold and its value.
    pub fn best(&self) -> (u8, f64) {
        let values: [f64; 32] = std::array::from_fn(|m| self.values.get(m).copied().unwrap_or(0.0));
        optimal::best_of(&values)
    }

    /// The value of holding `held`.
    pub fn value_of(&self, held: &[bool; 5]) -> f64 {
        self.values
            .get(usize::from(hold_mask(held)))
            .copied()
            .unwrap_or(0.0)
    }
}

/// The trainer's verdict on a drawn hand: the best hold and how the one played compares,
/// in expected payout per chip.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The hand as dealt, which the bit sets name cards of.
    pub dealt: [Card; 5],
    pub best: u8,
    pub best_value: f64,
    pub chosen_value: f64,
    /// The player had asked for a hint on this hand.
    #[serde(default)]
    pub hinted: bool,
}

impl Review {
    /// Whether the hold played was as good as the best (equal values are equally good).
    pub fn optimal(&self) -> bool {
        self.chosen_value >= self.best_value - 1e-9
    }

    /// What the hold played cost, in chips a hand at `bet` chips.
    pub fn cost(&self, bet: u32) -> f64 {
        ((self.best_value - self.chosen_value) * f64::from(bet)).max(0.0)
    }
}

/// The held cards as a bit set: bit i for card i.
pub fn hold_mask(held: &[bool; 5]) -> u8 {
    (0..5).filter(|&i| held[i]).fold(0, |m, i| m | 1 << i)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    BetDown,
    BetUp,
    SetBet(u32),
    Deal,
    /// Hold (`held: true`) or release a card: the target state, so a repeat changes nothing.
    Hold {
        card: usize,
        held: bool,
    },
    Draw,
    /// The player went idle: the dealt hand stands as it is and is paid.
    Stand,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    BetChanged,
    /// A hand was dealt; `wager` chips are at stake.
    Dealt {
        wager: u32,
    },
    HoldChanged,
    Settled(Settlement),
}

impl VideoPoker {
    pub fn new(bet: u32, table: PayTable) -> Result<VideoPoker, RuleError> {
        check_bet(bet)?;
        Ok(VideoPoker {
            bet,
            table,
            phase: Phase::Betting,
            hands: 0,
            hints: true,
        })
    }

    /// Whether a hand is out and unpaid.
    pub fn in_hand(&self) -> bool {
        matches!(self.phase, Phase::Dealt { .. })
    }

    /// Applies one action. On error the state is unchanged.
    pub fn apply<R: Rng + ?Sized>(
        &mut self,
        action: Action,
        rng: &mut R,
    ) -> Result<Outcome, RuleError> {
        match (action, &mut self.phase) {
            (Action::BetDown | Action::BetUp | Action::SetBet(_), Phase::Dealt { .. }) => {
                Err(RuleError::from(VideoPokerError::BetLocked))
            }
            (Action::BetDown, _) => self.set_bet(self.bet.saturating_sub(1)),
            (Action::BetUp, _) => self.set_bet(self.bet + 1),
            (Action::SetBet(bet), _) => self.set_bet(bet),
            (Action::Deal, Phase::Dealt { .. }) => {
                Err(RuleError::from(VideoPokerError::AwaitingDraw))
            }
            (Action::Deal, _) => {
                let mut deck = DeckKind::Standard52.shuffled(rng);
                let stock = deck.split_off(5);
                let hand: [Card; 5] = deck
                    .try_into()
                    .map_err(|_| RuleError::WrongPhase(super::Phase::DeckShort))?;
                self.phase = Phase::Dealt {
                    hand,
                    held: [false; 5],
                    stock,
                    advice: None,
                };
                self.hands += 1;
                Ok(Outcome::Dealt { wager: self.bet })
            }
            (Action::Hold { card, held: keep }, Phase::Dealt { held, .. }) => {
                let slot = held
                    .get_mut(card)
                    .ok_or(VideoPokerError::NoSuchCard(card))?;
                *slot = keep;
                Ok(Outcome::HoldChanged)
            }
            (
                Action::Draw | Action::Stand,
                Phase::Dealt {
                    hand, held, stock, ..
                },
            ) => {
                let stood_idle = action == Action::Stand;
                let dealt = *hand;
                let mut hand = *hand;
                if !stood_idle {
                    let mut next = stock.iter();
                    for (card, &keep) in hand.iter_mut().zip(held.iter()) {
                        if !keep {
                            *card = *next
                                .next()
                                .ok_or(RuleError::WrongPhase(super::Phase::DeckShort))?;
                        }
                    }
                }
                let held = *held;
                let mut settlement = self.settle(hand, held, stood_idle);
                settlement.dealt = Some(dealt);
                self.phase = Phase::Settled(settlement.clone());
                Ok(Outcome::Settled(settlement))
            }
            (Action::Hold { .. } | Action::Draw | Action::Stand, _) => {
                Err(RuleError::from(VideoPokerError::NoHandOut))
            }
        }
    }

    fn set_bet(&mut self, bet: u32) -> Result<Outcome, RuleError> {
        check_bet(bet)?;
        self.bet = bet;
        Ok(Outcome::BetChanged)
    }

    fn settle(&self, hand: [Card; 5], held: [bool; 5], stood_idle: bool) -> Settlement {
        let evaluation = evaluate(&hand, DeckKind::Standard52);
        let per_chip = self
            .table
            .pays_per_chip(evaluation.category, evaluation.key_rank, self.bet);
        let paid = (per_chip > 0).then_some(evaluation.category);
        Settlement {
            hand,
            dealt: None,
            held,
            wager: self.bet,
            payout: per_chip * self.bet,
            paid,
            category: evaluation.category,
            scoring: if paid.is_some() {
                evaluation.scoring
            } else {
                0
            },
            stood_idle,
            review: None,
        }
    }
}

pub fn check_bet(bet: u32) -> Result<(), RuleError> {
    if (MIN_BET..=MAX_BET).contains(&bet) {
        Ok(())
    } else {
        Err(RuleError::BetOutOfRange {
            min: MIN_BET,
            max: MAX_BET,
        })
    }
}

/// `/poker video` options.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    pub bet: Option<i64>,
}

/// The machine's buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Press {
    BetDown,
    BetUp,
    /// Asks for a bet to type: the bot answers with a form, and the form's answer is a
    /// [`Press::Bet`]. The machine itself changes nothing.
    AskBet,
    /// A bet as typed: None when the text was not a whole number.
    Bet(Option<u32>),
    Deal,
    /// Hold (true) or release (false) card `card`: the state the button leads to.
    Hold {
        card: u8,
        held: bool,
    },
    Draw,
    Leave,
    /// Show every hold's value and the best one.
    Hint,
}

impl ActionCode for Press {
    fn encode(&self) -> String {
        match self {
            Press::BetDown => "bet-down".into(),
            Press::BetUp => "bet-up".into(),
            Press::AskBet => "bet-typed".into(),
            Press::Bet(Some(bet)) => format!("bet:{bet}"),
            // A form's answer completes this code with what was typed (`bet:3`).
            Press::Bet(None) => "bet".into(),
            Press::Deal => "deal".into(),
            Press::Hold { card, held: true } => format!("hold:{card}"),
            Press::Hold { card, held: false } => format!("release:{card}"),
            Press::Draw => "draw".into(),
            Press::Leave => "leave".into(),
            Press::Hint => "hint".into(),
        }
    }

    fn decode(code: &str) -> Option<Press> {
        let card = |text: &str| text.parse::<u8>().ok().filter(|c| *c < 5);
        match code.split_once(':') {
            Some(("hold", i)) => card(i).map(|card| Press::Hold { card, held: true }),
            Some(("release", i)) => card(i).map(|card| Press::Hold { card, held: false }),
            // Whatever was typed: a bet that does not read is refused by the rules.
            Some(("bet", typed)) => Some(Press::Bet(typed.trim().parse::<u32>().ok())),
            Some(_) => None,
            None => match code {
                "bet-down" => Some(Press::BetDown),
                "bet-up" => Some(Press::BetUp),
                "bet-typed" => Some(Press::AskBet),
                // A form answered with too long a text comes without it.
                "bet" => Some(Press::Bet(None)),
                "deal" => Some(Press::Deal),
                "draw" => Some(Press::Draw),
                "leave" => Some(Press::Leave),
                "hint" => Some(Press::Hint),
                _ => None,
            },
        }
    }

    fn all() -> Vec<Press> {
        let mut all = vec![
            Press::BetDown,
            Press::BetUp,
            Press::AskBet,
            Press::Bet(None),
            Press::Bet(Some(0)),
            Press::Bet(Some(3)),
            Press::Bet(Some(u32::MAX)),
            Press::Deal,
            Press::Draw,
            Press::Leave,
            Press::Hint,
        ];
        for card in 0..5 {
            for held in [true, false] {
                all.push(Press::Hold { card, held });
            }
        }
        all
    }
}

/// A bet from a command option, checked.
fn bet_option(bet: Option<i64>) -> Result<Option<u32>, RuleError> {
    match bet {
        None => Ok(None),
        Some(b) if (MIN_BET as i64..=MAX_BET as i64).contains(&b) => Ok(Some(b as u32)),
        Some(_) => Err(RuleError::BetOutOfRange {
            min: MIN_BET,
            max: MAX_BET,
        }),
    }
}

fn cover(balance: i64, needed: u32) -> Result<(), RuleError> {
    if needed as i64 > balance {
        Err(RuleError::CannotCover {
            balance,
            needed: needed as i64,
        })
    } else {
        Ok(())
    }
}

/// A settled hand as chips and a result: the payout, and the hand for /stats.
fn paid(s: &Settlement, step: Step) -> Step {
    let step = if s.payout > 0 {
        step.chips(0, s.payout as i64, Reason::Payout)
    } else {
        step
    };
    let mut result = hand_result(
        0,
        s.category,
        DeckKind::Standard52,
        s.wager as i64,
        s.payout as i64,
    );
    // The trainer's record for /stats: whether the hold was the best, and what it cost.
    if let Some(review) = s.review.filter(|r| !r.hinted) {
        result.measures = vec![
            ("optimal".into(), if review.optimal() { 1.0 } else { 0.0 }),
            ("chips-lost".into(), review.cost(s.wager)),
        ];
    }
    step.result(result)
}

impl Game for VideoPoker {
    const KIND: GameKind = GameKind::VideoPoker;
    type Options = Options;
    type Action = Press;
    type Rules = VideoPokerRules;

    fn readiness(rules: &VideoPokerRules) -> String {
        let counted =
            optimal::DrawCounts::ready(DeckKind::Standard52, rules.pay_table.min_pair).is_some();
        format!("holds:{counted}")
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx<VideoPokerRules>,
        _rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        let bet = bet_option(options.bet)?;
        if let Some(bet) = bet {
            cover(ctx.wallet(0), bet)?;
        }
        let mut game = VideoPoker::new(bet.unwrap_or(MIN_BET), ctx.rules.pay_table.clone())?;
        game.hints = ctx.rules.hints;
        Ok((game, Step::advance()))
    }

    /// Brings the machine back, with the new bet if one was asked for between hands, and
    /// the server's pay table if it changed since (a hand in play keeps the table it was
    /// dealt under).
    fn resume<R: Rng + ?Sized>(
        &mut self,
        options: Options,
        ctx: &Ctx<VideoPokerRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        let refreshed =
            !self.in_hand() && (self.table != ctx.rules.pay_table || self.hints != ctx.rules.hints);
        if refreshed {
            self.table = ctx.rules.pay_table.clone();
            self.hints = ctx.rules.hints;
        }
        match bet_option(options.bet)? {
            Some(bet) if bet != self.bet => {
                if self.in_hand() {
                    return Err(VideoPokerError::HandInProgress.into());
                }
                cover(ctx.wallet(0), bet)?;
                self.apply(Action::SetBet(bet), rng)?;
                Ok(Step::advance())
            }
            _ if refreshed => Ok(Step::advance()),
            _ => Ok(Step::within()),
        }
    }

    fn who_may(&self, _press: &Press) -> Who {
        Who::Seat(0)
    }

    fn apply<R: Rng + ?Sized>(
        &mut self,
        _by: &Clicker,
        press: Press,
        ctx: &Ctx<VideoPokerRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        let balance = ctx.wallet(0);
        let action = match press {
            Press::BetDown => Action::BetDown,
            // The form is the view's; pressed between hands, nothing changes.
            Press::AskBet if !self.in_hand() => return Ok(Step::within()),
            Press::AskBet => return Err(VideoPokerError::BetLocked.into()),
            Press::Bet(typed) => {
                let bet = typed
                    .filter(|bet| (MIN_BET..=MAX_BET).contains(bet))
                    .ok_or(RuleError::BetOutOfRange {
                        min: MIN_BET,
                        max: MAX_BET,
                    })?;
                if !self.in_hand() {
                    cover(balance, bet)?;
                }
                Action::SetBet(bet)
            }
            Press::BetUp => {
                if !self.in_hand() {
                    cover(balance, self.bet + 1)?;
                }
                Action::BetUp
            }
            Press::Deal => {
                if !self.in_hand() {
                    cover(balance, self.bet)?;
                    // A new hand is paid by the server's current table, with its hint setting.
                    self.table = ctx.rules.pay_table.clone();
                    self.hints = ctx.rules.hints;
                }
                Action::Deal
            }
            Press::Hold { card, held } => Action::Hold {
                card: card as usize,
                held,
            },
            Press::Draw => {
                // The trainer values the hold before the draw replaces the discards.
                // A draw made after a hint still gets its review, but is not the player's
                // own decision: it stays out of the record (see `paid`).
                let review = match &self.phase {
                    Phase::Dealt {
                        hand, held, advice, ..
                    } => ctx
                        .rules
                        .holds
                        .values(&self.table, self.bet, hand)
                        .map(|values| {
                            let (best, best_value) = optimal::best_of(&values);
                            Review {
                                dealt: *hand,
                                best,
                                best_value,
                                chosen_value: values[usize::from(hold_mask(held))],
                                hinted: advice.is_some(),
                            }
                        }),
                    _ => None,
                };
                check_bet(self.bet)?;
                return Ok(match self.apply(Action::Draw, rng)? {
                    Outcome::Settled(mut s) => {
                        s.review = review;
                        if let Phase::Settled(kept) = &mut self.phase {
                            kept.review = review;
                        }
                        paid(&s, Step::advance())
                    }
                    _ => Step::advance(),
                });
            }
            Press::Hint => {
                // As the button was drawn: the server's setting at the deal.
                if !self.hints {
                    return Err(VideoPokerError::HintsOff.into());
                }
                let Phase::Dealt { hand, advice, .. } = &mut self.phase else {
                    return Err(RuleError::from(VideoPokerError::NoHandOut));
                };
                let values = ctx
                    .rules
                    .holds
                    .values(&self.table, self.bet, hand)
                    .ok_or(VideoPokerError::AnalysisNotReady)?;
                *advice = Some(Advice {
                    values: values.to_vec(),
                });
                // Like a hold, a hint commutes with the other cards' buttons.
                return Ok(Step::within().timer(Timer::Restart));
            }
            Press::Leave => {
                if self.in_hand() {
                    return Err(VideoPokerError::HandInProgress.into());
                }
                return Ok(Step::advance().close(Close::Finished));
            }
        };
        check_bet(self.bet)?;
        Ok(match self.apply(action, rng)? {
            Outcome::BetChanged => Step::advance(),
            Outcome::Dealt { wager } => Step::advance().chips(0, -(wager as i64), Reason::Bet),
            // Holding commutes with holding other cards; it is still activity at the machine.
            Outcome::HoldChanged => Step::within().timer(Timer::Restart),
            Outcome::Settled(s) => paid(&s, Step::advance()),
        })
    }

    /// Nobody clicked in time: a dealt hand stands as it is and is paid; the machine closes.
    fn on_timeout<R: Rng + ?Sized>(&mut self, _ctx: &Ctx<VideoPokerRules>, rng: &mut R) -> Step {
        let step = Step::advance().close(Close::Expired);
        match self.apply(Action::Stand, rng) {
            Ok(Outcome::Settled(s)) => paid(&s, step),
            _ => step,
        }
    }

    fn to_act(&self, _ctx: &Ctx<VideoPokerRules>) -> Option<u8> {
        Some(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn cards(text: &str) -> [Card; 5] {
        crate::cards::parse_hand(text).unwrap()
    }

    fn hold(card: usize, held: bool) -> Action {
        Action::Hold { card, held }
    }

    fn dealt(hand: &str, stock: &str, bet: u32) -> VideoPoker {
        let stock = stock
            .split_whitespace()
            .map(|t| Card::parse(t).unwrap())
            .collect();
        VideoPoker {
            bet,
            table: PayTable::jacks_9_6(),
            phase: Phase::Dealt {
                hand: cards(hand),
                held: [false; 5],
                stock,
                advice: None,
            },
            hands: 1,
            hints: true,
        }
    }

    #[test]
    fn draw_replaces_exactly_the_cards_not_held() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let mut game = dealt("Js Jh 4d 7c 9s", "2c 3c 5h 8d Kd", 2);
        game.apply(hold(0, true), &mut rng).unwrap();
        game.apply(hold(1, true), &mut rng).unwrap();
        game.apply(hold(1, true), &mut rng).unwrap(); // holding twice is holding
        game.apply(hold(3, true), &mut rng).unwrap();
        game.apply(hold(3, false), &mut rng).unwrap(); // un-hold again
        let Outcome::Settled(s) = game.apply(Action::Draw, &mut rng).unwrap() else {
            panic!("not settled")
        };
        assert_eq!(s.hand, cards("Js Jh 2c 3c 5h"));
        assert_eq!(s.paid, Some(Category::OnePair));
        assert_eq!(s.payout, 2);
        assert_eq!(s.scoring, 0b00011);
    }

    #[test]
    fn low_pair_pays_nothing_and_standing_keeps_the_deal() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let mut game = dealt("Ts Th 4d 7c 9s", "Tc Td 5h 8d Kd", 5);
        let Outcome::Settled(s) = game.apply(Action::Stand, &mut rng).unwrap() else {
            panic!("not settled")
        };
        assert_eq!(s.hand, cards("Ts Th 4d 7c 9s"));
        assert_eq!((s.payout, s.paid, s.scoring), (0, None, 0));
        assert!(s.stood_idle);
    }

    #[test]
    fn phases_refuse_out_of_turn_actions_without_change() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut game = VideoPoker::new(1, PayTable::jacks_9_6()).unwrap();
        assert!(game.apply(Action::Draw, &mut rng).is_err());
        assert!(game.apply(hold(0, true), &mut rng).is_err());
        assert!(game.apply(Action::BetDown, &mut rng).is_err());
        assert_eq!(game.bet, 1);
        game.apply(Action::SetBet(5), &mut rng).unwrap();
        assert!(game.apply(Action::BetUp, &mut rng).is_err());
        game.apply(Action::Deal, &mut rng).unwrap();
        let before = game.clone();
        assert!(game.apply(Action::Deal, &mut rng).is_err());
        assert!(game.apply(Action::BetUp, &mut rng).is_err());
        assert!(game.apply(hold(5, true), &mut rng).is_err());
        assert_eq!(game, before);
        assert!(VideoPoker::new(0, PayTable::jacks_9_6()).is_err());
        assert!(VideoPoker::new(6, PayTable::jacks_9_6()).is_err());
    }

    #[test]
    fn every_button_round_trips_through_its_code() {
        crate::game::testing::check_action_codes::<Press>();
        assert_eq!(Press::decode("hold:5"), None);
        assert_eq!(Press::decode("release:x"), None);
    }

    #[test]
    fn a_deal_uses_52_distinct_cards_and_replays_from_its_seed() {
        let deal = |seed| {
            let mut game = VideoPoker::new(3, PayTable::jacks_9_6()).unwrap();
            game.apply(Action::Deal, &mut ChaCha8Rng::seed_from_u64(seed))
                .unwrap();
            game
        };
        assert_eq!(deal(9), deal(9));
        assert_ne!(deal(9), deal(10));
        let Phase::Dealt { hand, stock, .. } = deal(9).phase else {
            panic!()
        };
        let mut all: Vec<Card> = hand.iter().chain(stock.iter()).copied().collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 52);
    }
}
