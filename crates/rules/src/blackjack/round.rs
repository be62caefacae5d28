//! One round against the dealer: each seat's hands, the dealer's cards, insurance, and the
//! settlement. Chips here are plain amounts; the table turns them into ledger moves.
//!
//! The order is the casino's: two cards to each seat and the dealer (the second one face
//! down); under an ace every seat is offered insurance in turn; under an ace or a ten the
//! dealer peeks and a blackjack ends the round at once; then each seat plays its hands in
//! turn, and the dealer plays last. The dealer draws from the round's own seed, so a round
//! can be finished without a random generator at hand (a player leaving in the middle).

use super::HouseRules;
use super::deck::{Cards, rank_of};
use super::hand::Total;
use super::shoe::{ACE, TEN};
use crate::cards::Card;
use crate::game::SeatNo;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The most hands one seat may have after splitting.
pub const MAX_HANDS: usize = 4;

/// One hand a seat plays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub cards: Vec<Card>,
    /// What is riding on the hand: the bet, twice it once doubled.
    pub bet: i64,
    pub doubled: bool,
    /// The hand came from a split (a two-card 21 is then not a blackjack).
    pub split: bool,
    pub surrendered: bool,
    /// No more cards: stood, doubled, busted, 21, or a split ace.
    pub done: bool,
}

impl Hand {
    fn new(cards: Vec<Card>, bet: i64, split: bool) -> Hand {
        Hand {
            cards,
            bet,
            doubled: false,
            split,
            surrendered: false,
            done: false,
        }
    }

    pub fn ranks(&self) -> Vec<usize> {
        self.cards.iter().map(|&c| rank_of(c)).collect()
    }

    pub fn total(&self) -> Total {
        Total::of(&self.ranks())
    }

    /// Two cards of 21, not from a split.
    pub fn is_blackjack(&self) -> bool {
        !self.split && self.cards.len() == 2 && self.total().best() == 21
    }

    pub fn is_bust(&self) -> bool {
        self.total().bust()
    }

    /// A split ace: one card and no more.
    pub fn split_ace(&self) -> bool {
        self.split && self.cards.first().is_some_and(|&c| rank_of(c) == ACE)
    }

    /// Whether the hand still meets the dealer's: not bust, surrendered or a blackjack.
    fn live(&self) -> bool {
        !self.is_bust() && !self.surrendered && !self.is_blackjack()
    }
}

/// A seat's answer to insurance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Insurance {
    /// Not asked yet (or no ace showing).
    Open,
    Taken(i64),
    Declined,
    /// Even money on a blackjack under an ace: the hand is paid 1:1 whatever the hole card.
    EvenMoney,
}

/// A seat's part of the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spot {
    pub seat: SeatNo,
    /// The bet each hand starts with.
    pub bet: i64,
    pub hands: Vec<Hand>,
    /// The hand being played.
    pub active: usize,
    pub insurance: Insurance,
}

impl Spot {
    pub fn done(&self) -> bool {
        self.hands.iter().all(|h| h.done)
    }

    pub fn hand(&self) -> Option<&Hand> {
        self.hands.get(self.active).filter(|h| !h.done)
    }

    fn move_on(&mut self) {
        while self.hands.get(self.active).is_some_and(|h| h.done) {
            self.active += 1;
        }
    }

    /// Everything the seat put on the table this round.
    pub fn wagered(&self) -> i64 {
        let insured = match self.insurance {
            Insurance::Taken(amount) => amount,
            _ => 0,
        };
        self.hands.iter().map(|h| h.bet).sum::<i64>() + insured
    }
}

/// Where the round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// An ace shows: each seat in turn takes insurance or not.
    Insurance,
    /// The seats play their hands in turn.
    Play,
    /// The dealer has played and every hand is settled.
    Over,
}

/// How one hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Blackjack,
    Win,
    Push,
    Lose,
    Bust,
    Surrender,
    /// A blackjack paid 1:1 at once, before the peek.
    EvenMoney,
}

impl Verdict {
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Blackjack => "blackjack",
            Verdict::Win => "win",
            Verdict::Push => "push",
            Verdict::Lose => "lose",
            Verdict::Bust => "bust",
            Verdict::Surrender => "surrender",
            Verdict::EvenMoney => "even-money",
        }
    }

    pub fn parse(code: &str) -> Option<Verdict> {
        [
            Verdict::Blackjack,
            Verdict::Win,
            Verdict::Push,
            Verdict::Lose,
            Verdict::Bust,
            Verdict::Surrender,
            Verdict::EvenMoney,
        ]
        .into_iter()
        .find(|v| v.code() == code)
    }
}

/// A seat's settlement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpotEnd {
    pub seat: SeatNo,
    pub wagered: i64,
    /// Everything paid back: winnings with the stakes, pushes, half a surrender, insurance.
    pub paid: i64,
    pub verdicts: Vec<Verdict>,
    /// What the insurance paid (its stake and 2:1), if taken and the dealer had blackjack.
    pub insurance_paid: i64,
    /// Hands of five cards making a soft 21 (an ace counted eleven).
    #[serde(default)]
    pub five_card_soft_21s: u32,
}

/// A round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub number: u32,
    /// The dealer's cards: the upcard, the hole card, then any drawn.
    pub dealer: Vec<Card>,
    pub spots: Vec<Spot>,
    pub stage: Stage,
    /// The spot whose turn it is.
    pub turn: usize,
    /// The dealer's draws come from this seed.
    pub seed: u64,
    /// Each seat's settlement, once the round is over.
    pub ends: Vec<SpotEnd>,
}

/// Why a move is refused, in round terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegal {
    NotNow,
    DoubleTwoCardsOnly,
    DoubleAfterSplitOff,
    SplitPairsOnly,
    SplitLimit,
    SplitAcesOnce,
    SurrenderOff,
    SurrenderFirstOnly,
    /// Half of a 1-chip bet is nothing: surrendering it would be losing it.
    SurrenderTooSmall,
    InsuranceNoAce,
    InsuranceTooSmall,
    HitSplitAce,
    NothingToHit,
}

/// A decision on the hand being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    Hit,
    Stand,
    Double,
    Split,
    Surrender,
}

impl Decision {
    pub const ALL: [Decision; 5] = [
        Decision::Hit,
        Decision::Stand,
        Decision::Double,
        Decision::Split,
        Decision::Surrender,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Decision::Hit => "hit",
            Decision::Stand => "stand",
            Decision::Double => "double",
            Decision::Split => "split",
            Decision::Surrender => "surrender",
        }
    }
}

impl Round {
    /// Deals a round to `bets` (seat and bet, in playing order) from `cards`.
    pub fn deal<R: rand::Rng + ?Sized>(
        number: u32,
        bets: &[(SeatNo, i64)],
        cards: &mut Cards,
        house: HouseRules,
        rng: &mut R,
    ) -> Option<Round> {
        // The deal never runs the shoe dry: too few cards left, and it is shuffled first.
        if usize::from(cards.len()) < 2 * (bets.len() + 1) {
            cards.reshuffle_except(&[]);
        }
        let mut firsts = Vec::with_capacity(bets.len());
        for _ in bets {
            firsts.push(cards.deal(rng)?);
        }
        let up = cards.deal(rng)?;
        let mut spots = Vec::with_capacity(bets.len());
        for (&(seat, bet), first) in bets.iter().zip(firsts) {
            spots.push(Spot {
                seat,
                bet,
                hands: vec![Hand::new(vec![first, cards.deal(rng)?], bet, false)],
                active: 0,
                insurance: Insurance::Open,
            });
        }
        let hole = cards.deal(rng)?;
        let mut round = Round {
            number,
            dealer: vec![up, hole],
            spots,
            stage: Stage::Insurance,
            turn: 0,
            seed: rng.next_u64(),
            ends: Vec::new(),
        };
        if rank_of(up) == ACE {
            round.next_insurance(cards, house);
        } else {
            round.peek(cards, house);
        }
        Some(round)
    }

    pub fn up(&self) -> usize {
        rank_of(self.dealer[0])
    }

    pub fn hole(&self) -> Card {
        self.dealer[1]
    }

    pub fn dealer_total(&self) -> Total {
        Total::of(&self.dealer.iter().map(|&c| rank_of(c)).collect::<Vec<_>>())
    }

    fn dealer_blackjack(&self) -> bool {
        self.dealer.len() == 2 && self.dealer_total().best() == 21
    }

    /// Whose turn it is.
    pub fn to_act(&self) -> Option<SeatNo> {
        match self.stage {
            Stage::Over => None,
            _ => self.spots.get(self.turn).map(|s| s.seat),
        }
    }

    pub fn spot(&self, seat: SeatNo) -> Option<&Spot> {
        self.spots.iter().find(|s| s.seat == seat)
    }

    /// The spot whose turn it is, if it is `seat`'s.
    fn turn_of(&mut self, seat: SeatNo) -> Result<&mut Spot, Illegal> {
        let turn = self.turn;
        match self.spots.get_mut(turn) {
            Some(spot) if spot.seat == seat && self.stage != Stage::Over => Ok(spot),
            _ => Err(Illegal::NotNow),
        }
    }

    /// The insurance each seat may take: half its bet, rounded down (none on a bet of one
    /// chip).
    pub fn insurance_for(spot: &Spot) -> i64 {
        spot.bet / 2
    }

    /// Whether `spot` holds a blackjack, so that insurance is offered as even money.
    pub fn even_money(spot: &Spot) -> bool {
        spot.hands.first().is_some_and(Hand::is_blackjack)
    }

    /// Whether `spot` has a choice under the ace at all: even money on a blackjack, whatever
    /// the bet (on one chip it pays 1 where declining pays 1 or pushes), or insurance on a bet
    /// of at least 2 (half of one chip is nothing).
    pub fn insurable(spot: &Spot) -> bool {
        Round::even_money(spot) || Round::insurance_for(spot) > 0
    }

    /// Takes or declines insurance for `seat`; returns the chips it costs.
    pub fn insure(
        &mut self,
        seat: SeatNo,
        take: bool,
        cards: &mut Cards,
        house: HouseRules,
    ) -> Result<i64, Illegal> {
        if self.stage != Stage::Insurance {
            return Err(if self.up() == ACE {
                Illegal::NotNow
            } else {
                Illegal::InsuranceNoAce
            });
        }
        let spot = self.turn_of(seat)?;
        let amount = Round::insurance_for(spot);
        if take && amount == 0 && !Round::even_money(spot) {
            return Err(Illegal::InsuranceTooSmall);
        }
        // Even money costs nothing more: the blackjack is paid 1:1 whatever the hole card.
        let (answer, cost) = match (take, Round::even_money(spot)) {
            (false, _) => (Insurance::Declined, 0),
            (true, true) => (Insurance::EvenMoney, 0),
            (true, false) => (Insurance::Taken(amount), amount),
        };
        spot.insurance = answer;
        self.next_insurance(cards, house);
        Ok(cost)
    }

    /// The next seat still to answer insurance, or the peek once all have. A seat with no
    /// choice (a bet of one chip) is not asked.
    fn next_insurance(&mut self, cards: &mut Cards, house: HouseRules) {
        for spot in &mut self.spots {
            if spot.insurance == Insurance::Open && !Round::insurable(spot) {
                spot.insurance = Insurance::Declined;
            }
        }
        match self
            .spots
            .iter()
            .position(|s| s.insurance == Insurance::Open)
        {
            Some(next) => self.turn = next,
            None => self.peek(cards, house),
        }
    }

    /// The dealer looks under an ace or a ten: a blackjack ends the round; otherwise the
    /// seats play, each blackjack standing at once.
    fn peek(&mut self, cards: &mut Cards, house: HouseRules) {
        if self.dealer_blackjack() {
            for hand in self.spots.iter_mut().flat_map(|s| s.hands.iter_mut()) {
                hand.done = true;
            }
            self.settle(house);
            return;
        }
        self.stage = Stage::Play;
        for hand in self.spots.iter_mut().flat_map(|s| s.hands.iter_mut()) {
            if hand.total().best() == 21 {
                hand.done = true;
            }
        }
        self.turn = 0;
        self.next_turn(cards, house);
    }

    /// Moves the turn to the first spot with a hand to play; the dealer plays when none is
    /// left.
    fn next_turn(&mut self, cards: &mut Cards, house: HouseRules) {
        while let Some(spot) = self.spots.get_mut(self.turn) {
            spot.move_on();
            if !spot.done() {
                return;
            }
            self.turn += 1;
        }
        self.dealer_plays(cards, house);
    }

    /// Why `decision` is not allowed for `seat` now (chips aside), if it is not.
    pub fn check(
        &self,
        seat: SeatNo,
        decision: Decision,
        house: HouseRules,
    ) -> Result<(), Illegal> {
        if self.stage != Stage::Play || self.to_act() != Some(seat) {
            return Err(Illegal::NotNow);
        }
        let spot = &self.spots[self.turn];
        let hand = spot.hand().ok_or(Illegal::NotNow)?;
        let two = hand.cards.len() == 2 && !hand.doubled;
        match decision {
            Decision::Stand => Ok(()),
            Decision::Hit => {
                if hand.split_ace() {
                    Err(Illegal::HitSplitAce)
                } else if hand.total().best() >= 21 {
                    Err(Illegal::NothingToHit)
                } else {
                    Ok(())
                }
            }
            Decision::Double => {
                if !two || hand.split_ace() {
                    Err(Illegal::DoubleTwoCardsOnly)
                } else if hand.split && !house.double_after_split {
                    Err(Illegal::DoubleAfterSplitOff)
                } else {
                    Ok(())
                }
            }
            Decision::Split => {
                let ranks = hand.ranks();
                if !two || ranks[0] != ranks[1] {
                    Err(Illegal::SplitPairsOnly)
                } else if hand.split_ace() {
                    Err(Illegal::SplitAcesOnce)
                } else if spot.hands.len() >= MAX_HANDS {
                    Err(Illegal::SplitLimit)
                } else {
                    Ok(())
                }
            }
            Decision::Surrender => {
                if !house.surrender {
                    Err(Illegal::SurrenderOff)
                } else if spot.hands.len() != 1 || !two {
                    Err(Illegal::SurrenderFirstOnly)
                } else if hand.bet < 2 {
                    Err(Illegal::SurrenderTooSmall)
                } else {
                    Ok(())
                }
            }
        }
    }

    /// The chips `decision` adds to the table for `seat` (a double or a split: the hand's
    /// bet).
    pub fn cost(&self, seat: SeatNo, decision: Decision) -> i64 {
        match decision {
            Decision::Double | Decision::Split => {
                self.spot(seat).and_then(Spot::hand).map_or(0, |h| h.bet)
            }
            _ => 0,
        }
    }

    /// Plays `decision` on `seat`'s hand; returns the chips it adds to the table.
    pub fn decide<R: rand::Rng + ?Sized>(
        &mut self,
        seat: SeatNo,
        decision: Decision,
        cards: &mut Cards,
        house: HouseRules,
        rng: &mut R,
    ) -> Result<i64, Illegal> {
        self.check(seat, decision, house)?;
        // The cards the decision draws, before anything changes.
        let drawn = match decision {
            Decision::Hit | Decision::Double => vec![self.draw(cards, rng)?],
            Decision::Split => vec![self.draw(cards, rng)?, self.draw(cards, rng)?],
            Decision::Stand | Decision::Surrender => Vec::new(),
        };
        let spot = &mut self.spots[self.turn];
        let at = spot.active;
        let mut cost = 0;
        match decision {
            Decision::Stand => spot.hands[at].done = true,
            Decision::Hit => {
                let card = drawn[0];
                let hand = &mut spot.hands[at];
                hand.cards.push(card);
                hand.done = hand.total().best() >= 21;
            }
            Decision::Double => {
                let card = drawn[0];
                let hand = &mut spot.hands[at];
                cost = hand.bet;
                hand.bet *= 2;
                hand.doubled = true;
                hand.cards.push(card);
                hand.done = true;
            }
            Decision::Split => {
                let (first, second) = (drawn[0], drawn[1]);
                let hand = &mut spot.hands[at];
                cost = hand.bet;
                let moved = hand.cards.pop().ok_or(Illegal::NotNow)?;
                hand.split = true;
                hand.cards.push(first);
                let mut other = Hand::new(vec![moved, second], hand.bet, true);
                for h in [&mut spot.hands[at], &mut other] {
                    h.done = h.split_ace() || h.total().best() == 21;
                }
                spot.hands.insert(at + 1, other);
            }
            Decision::Surrender => {
                let hand = &mut spot.hands[at];
                hand.surrendered = true;
                hand.done = true;
            }
        }
        self.next_turn(cards, house);
        Ok(cost)
    }

    /// `seat` is gone: every hand it has left stands, and it declines insurance.
    pub fn stand_all(&mut self, seat: SeatNo, cards: &mut Cards, house: HouseRules) {
        if self.stage == Stage::Over {
            return;
        }
        let Some(at) = self.spots.iter().position(|s| s.seat == seat) else {
            return;
        };
        let spot = &mut self.spots[at];
        if spot.insurance == Insurance::Open {
            spot.insurance = Insurance::Declined;
        }
        for hand in &mut spot.hands {
            hand.done = true;
        }
        match self.stage {
            Stage::Insurance => self.next_insurance(cards, house),
            Stage::Play => self.next_turn(cards, house),
            Stage::Over => {}
        }
    }

    /// The dealer turns the hole card and draws to 17 (hitting a soft 17 under `h17`) if
    /// any hand still meets it; then every hand is settled.
    fn dealer_plays(&mut self, cards: &mut Cards, house: HouseRules) {
        let live = self.spots.iter().flat_map(|s| &s.hands).any(Hand::live);
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let hits = |total: Total| {
            let best = total.best();
            best < 17 || (best == 17 && total.soft() && house.hits_soft_17)
        };
        if live {
            while hits(self.dealer_total()) {
                match self.draw(cards, &mut rng) {
                    Ok(card) => self.dealer.push(card),
                    Err(_) => break,
                }
            }
        }
        self.settle(house);
    }

    /// Pays every hand and insurance.
    fn settle(&mut self, house: HouseRules) {
        let dealer = self.dealer_total();
        let dealer_blackjack = self.dealer_blackjack();
        let mut ends = Vec::with_capacity(self.spots.len());
        for spot in &self.spots {
            let mut paid = 0;
            let mut verdicts = Vec::with_capacity(spot.hands.len());
            for hand in &spot.hands {
                let (verdict, back) = if hand.surrendered {
                    (Verdict::Surrender, hand.bet / 2)
                } else if hand.is_blackjack() && spot.insurance == Insurance::EvenMoney {
                    (Verdict::EvenMoney, 2 * hand.bet)
                } else if hand.is_blackjack() && !dealer_blackjack {
                    let win = if house.three_to_two {
                        hand.bet * 3 / 2
                    } else {
                        hand.bet * 6 / 5
                    };
                    (Verdict::Blackjack, hand.bet + win)
                } else if hand.is_blackjack() {
                    (Verdict::Push, hand.bet)
                } else if dealer_blackjack {
                    (Verdict::Lose, 0)
                } else if hand.is_bust() {
                    (Verdict::Bust, 0)
                } else if dealer.bust() || hand.total().best() > dealer.best() {
                    (Verdict::Win, 2 * hand.bet)
                } else if hand.total().best() == dealer.best() {
                    (Verdict::Push, hand.bet)
                } else {
                    (Verdict::Lose, 0)
                };
                verdicts.push(verdict);
                paid += back;
            }
            let insurance_paid = match spot.insurance {
                Insurance::Taken(amount) if dealer_blackjack => 3 * amount,
                _ => 0,
            };
            let five_card_soft_21s = spot
                .hands
                .iter()
                .filter(|h| h.cards.len() == 5 && h.total().soft() && h.total().best() == 21)
                .count() as u32;
            ends.push(SpotEnd {
                seat: spot.seat,
                wagered: spot.wagered(),
                paid: paid + insurance_paid,
                verdicts,
                insurance_paid,
                five_card_soft_21s,
            });
        }
        self.ends = ends;
        self.stage = Stage::Over;
    }

    /// The cards a player at the table has not seen: the shoe and the hole card (while it is
    /// face down), as the composition the expected values read.
    pub fn unseen(&self, cards: &Cards) -> super::shoe::Shoe {
        let mut counts = *cards.shoe().counts();
        if self.stage != Stage::Over {
            counts[rank_of(self.hole())] += 1;
        }
        super::shoe::Shoe::of(counts)
    }

    /// Every card on the table: the dealer's and every hand's.
    fn in_play(&self) -> Vec<Card> {
        self.dealer
            .iter()
            .chain(
                self.spots
                    .iter()
                    .flat_map(|s| s.hands.iter().flat_map(|h| &h.cards)),
            )
            .copied()
            .collect()
    }

    /// A card from the shoe; one run dry in the middle of a round is shuffled again from
    /// the discards, the cards on the table staying where they are.
    fn draw<R: rand::Rng + ?Sized>(&self, cards: &mut Cards, rng: &mut R) -> Result<Card, Illegal> {
        if cards.is_empty() {
            cards.reshuffle_except(&self.in_play());
        }
        cards.deal(rng).ok_or(Illegal::NotNow)
    }

    /// Whether the dealer has looked under an ace or a ten (and found no blackjack, or the
    /// round would be over).
    pub fn peeked(&self) -> bool {
        self.stage != Stage::Insurance && matches!(self.up(), ACE | TEN)
    }

    /// Whether a ten shows (the dealer has peeked under it).
    pub fn ten_up(&self) -> bool {
        self.up() == TEN
    }
}

#[cfg(test)]
impl Round {
    /// A round dealt from chosen cards (the dealer's upcard and hole card, each seat's two
    /// cards at `bet`), played on from `cards`: insurance under an ace, else the peek.
    pub(crate) fn rigged(
        dealer: [Card; 2],
        hands: &[[Card; 2]],
        bet: i64,
        cards: &mut Cards,
        house: HouseRules,
    ) -> Round {
        let mut round = Round {
            number: 1,
            dealer: dealer.to_vec(),
            spots: hands
                .iter()
                .enumerate()
                .map(|(i, h)| Spot {
                    seat: i as SeatNo,
                    bet,
                    hands: vec![Hand::new(h.to_vec(), bet, false)],
                    active: 0,
                    insurance: Insurance::Open,
                })
                .collect(),
            stage: Stage::Insurance,
            turn: 0,
            seed: 1,
            ends: Vec::new(),
        };
        if rank_of(dealer[0]) == ACE {
            round.next_insurance(cards, house);
        } else {
            round.peek(cards, house);
        }
        round
    }
}
