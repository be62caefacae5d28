//! The basic-strategy chart, derived rather than copied: for each hand class (hard and
//! soft totals, pairs) and each upcard, the decision with the best exact expected return for
//! a typical two cards of that class dealt from a full shoe, and what to do instead when
//! that decision is not allowed (a double after a third card, a surrender after a split).

use super::HouseRules;
use super::ev::{Action, Evaluator};
use super::hand::Total;
use super::round::Decision;
use super::shoe::{ACE, RANKS, Shoe, TEN};

/// One cell of the chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Hit,
    Stand,
    /// Double, else hit.
    DoubleHit,
    /// Double, else stand.
    DoubleStand,
    Split,
    /// Surrender, else hit.
    SurrenderHit,
    /// Surrender, else stand.
    SurrenderStand,
}

impl Cell {
    /// The chart's usual letters.
    pub fn letters(self) -> &'static str {
        match self {
            Cell::Hit => "H",
            Cell::Stand => "S",
            Cell::DoubleHit => "D",
            Cell::DoubleStand => "Ds",
            Cell::Split => "P",
            Cell::SurrenderHit => "Rh",
            Cell::SurrenderStand => "Rs",
        }
    }

    /// The decision this cell makes when `allowed` says what may be done.
    pub fn decide(self, allowed: impl Fn(Decision) -> bool) -> Decision {
        let fallback = match self {
            Cell::Hit | Cell::DoubleHit | Cell::SurrenderHit => Decision::Hit,
            _ => Decision::Stand,
        };
        let first = match self {
            Cell::Hit => Decision::Hit,
            Cell::Stand => Decision::Stand,
            Cell::DoubleHit | Cell::DoubleStand => Decision::Double,
            Cell::Split => Decision::Split,
            Cell::SurrenderHit | Cell::SurrenderStand => Decision::Surrender,
        };
        if allowed(first) { first } else { fallback }
    }
}

/// Hard totals from 4 to 20, soft totals from 12 (two aces not split) to 20, pairs from
/// aces to tens; columns are upcards by rank (ace first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chart {
    pub hard: Vec<[Cell; RANKS]>,
    pub soft: Vec<[Cell; RANKS]>,
    pub pairs: Vec<[Cell; RANKS]>,
}

pub const HARD: std::ops::RangeInclusive<u8> = 4..=20;
pub const SOFT: std::ops::RangeInclusive<u8> = 12..=20;

/// Two cards (by rank) typical of a hard total: a ten and the rest from 12 up, two small
/// unequal cards below (a pair for 4 and 20, played as a total).
fn hard_cards(total: u8) -> [usize; 2] {
    let card = |value: u8| usize::from(value - 1);
    match total {
        4 => [card(2), card(2)],
        5..=11 => [card(2), card(total - 2)],
        20 => [TEN, TEN],
        _ => [TEN, card(total - 10)],
    }
}

/// An ace and the card that makes the soft total (a second ace for 12).
fn soft_cards(total: u8) -> [usize; 2] {
    [
        ACE,
        if total == 12 {
            ACE
        } else {
            usize::from(total - 12)
        },
    ]
}

/// The cell for two cards against `up` from `shoe`, `split` allowed or not.
fn cell(evaluator: &mut Evaluator, shoe: Shoe, cards: [usize; 2], split: bool) -> Cell {
    let actions = evaluator.actions(shoe, &cards, true, split);
    let value = |a: Action| actions.iter().find(|(b, _)| *b == a).map(|(_, v)| *v);
    let hit = value(Action::Hit).unwrap_or(f64::NEG_INFINITY);
    let stand = value(Action::Stand).unwrap_or(f64::NEG_INFINITY);
    match actions[0].0 {
        Action::Stand => Cell::Stand,
        Action::Hit => Cell::Hit,
        Action::Split => Cell::Split,
        Action::Double if hit >= stand => Cell::DoubleHit,
        Action::Double => Cell::DoubleStand,
        Action::Surrender if hit >= stand => Cell::SurrenderHit,
        Action::Surrender => Cell::SurrenderStand,
    }
}

impl Chart {
    /// The chart for `rules` on a full shoe of `decks`.
    pub fn derive(rules: HouseRules, decks: u8) -> Chart {
        let full = Shoe::new(decks);
        let mut chart = Chart {
            hard: vec![[Cell::Hit; RANKS]; HARD.count()],
            soft: vec![[Cell::Hit; RANKS]; SOFT.count()],
            pairs: vec![[Cell::Hit; RANKS]; RANKS],
        };
        for up in 0..RANKS {
            let mut evaluator = Evaluator::new(rules, up);
            let after_up = full.without(up);
            let shoe_for = |cards: [usize; 2]| after_up.without(cards[0]).without(cards[1]);
            for (row, total) in HARD.enumerate() {
                let cards = hard_cards(total);
                chart.hard[row][up] = cell(&mut evaluator, shoe_for(cards), cards, false);
            }
            for (row, total) in SOFT.enumerate() {
                let cards = soft_cards(total);
                chart.soft[row][up] = cell(&mut evaluator, shoe_for(cards), cards, false);
            }
            for rank in 0..RANKS {
                let cards = [rank, rank];
                chart.pairs[rank][up] = cell(&mut evaluator, shoe_for(cards), cards, true);
            }
        }
        chart
    }

    /// What the chart plays with `cards` against `up`; `allowed` says what may be done.
    pub fn play(&self, cards: &[usize], up: usize, allowed: impl Fn(Decision) -> bool) -> Decision {
        let total = Total::of(cards);
        if total.best() >= 21 {
            return Decision::Stand;
        }
        let cell = if cards.len() == 2 && cards[0] == cards[1] && allowed(Decision::Split) {
            self.pairs[cards[0]][up]
        } else if total.soft() {
            self.soft[usize::from(total.best().max(12) - 12)][up]
        } else {
            self.hard[usize::from(total.best().max(4) - 4)][up]
        };
        cell.decide(allowed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spots every published chart for a double-deck game with these rules agrees on.
    #[test]
    fn the_derived_chart_has_the_textbook_spots() {
        let chart = Chart::derive(HouseRules::default(), 2);
        let up = |card: u8| {
            if card == 11 {
                ACE
            } else {
                usize::from(card - 1)
            }
        };
        let hard = |total: u8, dealer: u8| chart.hard[usize::from(total - 4)][up(dealer)];
        let soft = |total: u8, dealer: u8| chart.soft[usize::from(total - 12)][up(dealer)];
        let pair = |card: u8, dealer: u8| chart.pairs[up(card)][up(dealer)];
        assert_eq!(hard(16, 10), Cell::Hit);
        assert_eq!(hard(14, 6), Cell::Stand);
        assert_eq!(hard(13, 5), Cell::Stand);
        assert_eq!(hard(11, 6), Cell::DoubleHit);
        assert_eq!(hard(17, 11), Cell::Stand);
        assert_eq!(hard(8, 10), Cell::Hit);
        assert_eq!(soft(18, 9), Cell::Hit);
        assert_eq!(soft(19, 10), Cell::Stand);
        assert_eq!(pair(11, 10), Cell::Split);
        assert_eq!(pair(8, 6), Cell::Split);
        assert_eq!(pair(10, 6), Cell::Stand);
        assert_eq!(pair(5, 6), Cell::DoubleHit);
        // With surrender on, 16 against a ten is given up.
        let with = Chart::derive(
            HouseRules {
                surrender: true,
                ..HouseRules::default()
            },
            2,
        );
        assert_eq!(with.hard[12][TEN], Cell::SurrenderHit);
    }
}
