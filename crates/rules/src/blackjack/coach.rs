//! Hint and the trainer: the exact expected return of each legal decision on the hand being
//! played, from the cards its player has not seen (the shoe and the hole card), and the
//! review of a decision against the best one.

use super::HouseRules;
use super::deck::{Cards, rank_of};
use super::ev::{DealerLists, Evaluator};
use super::round::{Decision, MAX_HANDS, Round};
use crate::game::SeatNo;
use serde::{Deserialize, Serialize};

/// Each legal decision's expected return per unit of the hand's bet, best first. Stand, hit
/// and double are exact for the unseen cards with the dealer's peek taken into account;
/// split is valued as the round plays it: resplits up to the hands the seat may still have
/// (four in all; aces once, one card each), each hand played the best way for its own
/// cards with the dealer's exact chances, exact for that play (see [`Evaluator::split`]);
/// surrender is -0.5 (less on an odd bet: the half given back is rounded down).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Advice {
    pub values: Vec<(Decision, f64)>,
}

impl Advice {
    pub fn best(&self) -> Option<(Decision, f64)> {
        self.values.first().copied()
    }

    pub fn value_of(&self, decision: Decision) -> Option<f64> {
        self.values
            .iter()
            .find(|(d, _)| *d == decision)
            .map(|(_, v)| *v)
    }
}

/// The values of `legal` for the hand `seat` is playing in `round`.
pub fn advise(
    round: &Round,
    cards: &Cards,
    house: HouseRules,
    seat: SeatNo,
    legal: &[Decision],
    lists: Option<&DealerLists>,
) -> Option<Advice> {
    let spot = round.spot(seat)?;
    let hand = spot.hand()?;
    let shoe = round.unseen(cards);
    let total = hand.total();
    let mut evaluator = Evaluator::with_lists(house, round.up(), lists);
    let mut values: Vec<(Decision, f64)> = legal
        .iter()
        .map(|&decision| {
            let value = match decision {
                Decision::Stand => evaluator.stand(shoe, total),
                Decision::Hit => evaluator.hit(shoe, total),
                Decision::Double => evaluator.double(shoe, total),
                // A hand split again becomes at most the hands the seat has room for.
                Decision::Split => {
                    let room = MAX_HANDS + 1 - spot.hands.len().min(MAX_HANDS);
                    evaluator.split_into(shoe, rank_of(hand.cards[0]), room)
                }
                // Half the bet back, rounded down to whole chips.
                Decision::Surrender => {
                    let bet = hand.bet.max(1);
                    -((bet - bet / 2) as f64) / bet as f64
                }
            };
            (decision, value)
        })
        .collect();
    values.sort_by(|a, b| b.1.total_cmp(&a.1));
    Some(Advice { values })
}

/// The insurance decision under the ace, valued from the cards the player has not seen
/// (the hole card is one of them), per chip of the hand's bet: `take` is insurance's own
/// return (half the bet, rounded down, paid 2:1 when the hole card is a ten), or even
/// money's on a blackjack (the bet, at once); `decline` is nothing for insurance and, on a
/// blackjack, the payout it is left with (3:2 or 6:5, rounded down, unless the dealer has
/// blackjack too).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct InsuranceAdvice {
    pub even_money: bool,
    pub take: f64,
    pub decline: f64,
}

impl InsuranceAdvice {
    /// Whether taking it is the better choice.
    pub fn take_it(&self) -> bool {
        self.take > self.decline
    }
}

/// The insurance (or even money) decision's values for `seat` under the ace in `round`.
pub fn advise_insurance(
    round: &Round,
    cards: &Cards,
    house: HouseRules,
    seat: SeatNo,
) -> Option<InsuranceAdvice> {
    let spot = round.spot(seat)?;
    if !Round::insurable(spot) {
        return None;
    }
    let bet = spot.bet.max(1) as f64;
    let ten = round.unseen(cards).chance(super::shoe::TEN);
    if Round::even_money(spot) {
        let win = if house.three_to_two {
            spot.bet * 3 / 2
        } else {
            spot.bet * 6 / 5
        };
        return Some(InsuranceAdvice {
            even_money: true,
            take: 1.0,
            decline: (1.0 - ten) * win as f64 / bet,
        });
    }
    let amount = Round::insurance_for(spot) as f64;
    Some(InsuranceAdvice {
        even_money: false,
        take: amount / bet * (3.0 * ten - 1.0),
        decline: 0.0,
    })
}

/// The trainer's verdict on one decision.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub seat: SeatNo,
    pub decision: Decision,
    pub best: Decision,
    /// Expected return per unit of the hand's bet.
    pub chosen_value: f64,
    pub best_value: f64,
    /// The hand's bet when the decision was made.
    pub bet: i64,
    /// The player had asked for a hint on this decision: it stays out of the record.
    pub hinted: bool,
}

impl Review {
    pub fn of(
        advice: &Advice,
        seat: SeatNo,
        decision: Decision,
        bet: i64,
        hinted: bool,
    ) -> Option<Review> {
        let (best, best_value) = advice.best()?;
        Some(Review {
            seat,
            decision,
            best,
            chosen_value: advice.value_of(decision)?,
            best_value,
            bet,
            hinted,
        })
    }

    /// Whether the decision was (one of) the best.
    pub fn optimal(&self) -> bool {
        self.chosen_value >= self.best_value - 1e-9
    }

    /// What the decision cost in expected chips.
    pub fn cost(&self) -> f64 {
        if self.optimal() {
            0.0
        } else {
            (self.best_value - self.chosen_value) * self.bet as f64
        }
    }
}

/// A seat's trainer record over a round.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Record {
    pub decisions: u32,
    pub best: u32,
    /// Expected chips lost to mistakes.
    pub lost: f64,
    /// Decisions made after a hint, kept out of the rest.
    #[serde(default)]
    pub hinted: u32,
}

impl Record {
    pub fn add(&mut self, review: &Review) {
        if review.hinted {
            self.hinted += 1;
            return;
        }
        self.decisions += 1;
        if review.optimal() {
            self.best += 1;
        }
        self.lost += review.cost();
    }
}
