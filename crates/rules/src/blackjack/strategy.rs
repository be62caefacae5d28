//! The basic-strategy chart, derived rather than copied: for each hand class and each
//! upcard, the decision with the best exact expected return, and what to do instead when
//! that decision is not allowed (a double after a third card, a surrender after a split).
//!
//! A chart of totals plays every hand of a total alike, so each cell of a hard or soft total
//! is chosen for all the two cards that make that total, dealt from a full shoe less the
//! upcard: each decision's value is averaged over them, each weighted by its chance (after
//! the dealer's peek), as total-dependent basic strategy is. A pair counts in its total's row
//! too, since that row is how it is played when it is not split. The rows of pairs are one
//! composition each.

use super::HouseRules;
use super::ev::{Action, Evaluator};
use super::hand::Total;
use super::round::Decision;
use super::shoe::{ACE, RANKS, Shoe, TEN, value};

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

/// Every two cards that make the hard total `total` (no ace), the lower rank first.
fn hard_compositions(total: u8) -> Vec<[usize; 2]> {
    (1..=TEN)
        .flat_map(|low| (low..=TEN).map(move |high| [low, high]))
        .filter(|&[low, high]| value(low) + value(high) == total)
        .collect()
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

/// The chance that the first two cards dealt from `shoe` are `cards`, in either order.
fn two_card_chance(shoe: &Shoe, [a, b]: [usize; 2]) -> f64 {
    let in_order = shoe.chance(a) * shoe.without(a).chance(b);
    if a == b { in_order } else { 2.0 * in_order }
}

/// The cell for the two-card hands `compositions` against `up` (out of `after_up`), `split`
/// allowed or not: each action's value averaged over the hands, weighted by the chance of
/// each being dealt and not meeting a dealer blackjack.
fn cell(
    evaluator: &mut Evaluator,
    after_up: Shoe,
    compositions: &[[usize; 2]],
    split: bool,
) -> Cell {
    let mut sums: Vec<(Action, f64)> = Vec::new();
    for &cards in compositions {
        let chance = two_card_chance(&after_up, cards);
        if chance <= 0.0 {
            continue;
        }
        let shoe = after_up.without(cards[0]).without(cards[1]);
        let weight = chance * evaluator.no_blackjack(&shoe);
        for (action, value) in evaluator.actions(shoe, &cards, true, split) {
            match sums.iter_mut().find(|(a, _)| *a == action) {
                Some((_, sum)) => *sum += weight * value,
                None => sums.push((action, weight * value)),
            }
        }
    }
    let value = |a: Action| sums.iter().find(|(b, _)| *b == a).map(|(_, v)| *v);
    let hit = value(Action::Hit).unwrap_or(f64::NEG_INFINITY);
    let stand = value(Action::Stand).unwrap_or(f64::NEG_INFINITY);
    let best = sums
        .iter()
        .copied()
        .reduce(|best, next| if next.1 > best.1 { next } else { best })
        .map_or(Action::Stand, |(action, _)| action);
    match best {
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
            for (row, total) in HARD.enumerate() {
                let compositions = hard_compositions(total);
                chart.hard[row][up] = cell(&mut evaluator, after_up, &compositions, false);
            }
            for (row, total) in SOFT.enumerate() {
                let cards = soft_cards(total);
                chart.soft[row][up] = cell(&mut evaluator, after_up, &[cards], false);
            }
            for rank in 0..RANKS {
                chart.pairs[rank][up] = cell(&mut evaluator, after_up, &[[rank, rank]], true);
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

    /// The column of an upcard by its value (11 for the ace).
    fn up(card: u8) -> usize {
        if card == 11 {
            ACE
        } else {
            usize::from(card - 1)
        }
    }

    /// Hard 12 against a 4 stands in every published chart for these rules: 9-3, 8-4 and
    /// 7-5 stand, and only 10-2 would hit, so a chart valued for 10-2 alone hit it.
    #[test]
    fn hard_12_against_a_4_stands_over_all_its_two_cards() {
        let rules = HouseRules::default();
        let mut evaluator = Evaluator::new(rules, up(4));
        let after_up = Shoe::new(6).without(up(4));
        let cells: Vec<Cell> = hard_compositions(12)
            .into_iter()
            .map(|cards| cell(&mut evaluator, after_up, &[cards], false))
            .collect();
        // 2-T, 3-9, 4-8, 5-7, 6-6.
        assert_eq!(
            cells,
            [
                Cell::Hit,
                Cell::Stand,
                Cell::Stand,
                Cell::Stand,
                Cell::Stand
            ]
        );
        let chart = Chart::derive(rules, 6);
        assert_eq!(chart.hard[12 - 4][up(4)], Cell::Stand);
    }

    /// The Wizard of Odds' chart for four to eight decks, the dealer standing on soft 17,
    /// double after split, no surrender: rows by total (soft by the ace's partner), columns
    /// the upcards 2 to 10, then the ace.
    const PUBLISHED_HARD: [(u8, &str); 17] = [
        (4, "H H H H H H H H H H"),
        (5, "H H H H H H H H H H"),
        (6, "H H H H H H H H H H"),
        (7, "H H H H H H H H H H"),
        (8, "H H H H H H H H H H"),
        (9, "H D D D D H H H H H"),
        (10, "D D D D D D D D H H"),
        (11, "D D D D D D D D D H"),
        (12, "H H S S S H H H H H"),
        (13, "S S S S S H H H H H"),
        (14, "S S S S S H H H H H"),
        (15, "S S S S S H H H H H"),
        (16, "S S S S S H H H H H"),
        (17, "S S S S S S S S S S"),
        (18, "S S S S S S S S S S"),
        (19, "S S S S S S S S S S"),
        (20, "S S S S S S S S S S"),
    ];
    /// Soft 13 to 20; two aces are always split, so the chart has no soft 12.
    const PUBLISHED_SOFT: [(u8, &str); 8] = [
        (13, "H H H D D H H H H H"),
        (14, "H H H D D H H H H H"),
        (15, "H H D D D H H H H H"),
        (16, "H H D D D H H H H H"),
        (17, "H D D D D H H H H H"),
        (18, "S Ds Ds Ds Ds S S H H H"),
        (19, "S S S S S S S S S S"),
        (20, "S S S S S S S S S S"),
    ];
    /// Pairs by the value of a card (11 for aces); fives are played as a hard 10.
    const PUBLISHED_PAIRS: [(u8, &str); 10] = [
        (2, "P P P P P P H H H H"),
        (3, "P P P P P P H H H H"),
        (4, "H H H P P H H H H H"),
        (5, "D D D D D D D D H H"),
        (6, "P P P P P H H H H H"),
        (7, "P P P P P P H H H H"),
        (8, "P P P P P P P P P P"),
        (9, "P P P P P S P P S S"),
        (10, "S S S S S S S S S S"),
        (11, "P P P P P P P P P P"),
    ];

    /// The cells where the derived six-deck chart differs from the published one, each to
    /// be explained in docs/games.md ("Analyses"): (row, upcard, published, derived). There
    /// are none: derived over every two cards of each total, with splits valued as the round
    /// plays them, the chart is the published one cell for cell. (Derived from 10-2 alone,
    /// hard 12 against a 4 was a hit.)
    const DIFFERENCES: [(&str, u8, &str, &str); 0] = [];

    /// The derived six-deck chart for these rules, cell by cell against the published one
    /// (350 cells; soft 12, two aces not split, is in no published chart): the differences
    /// are exactly those listed.
    #[test]
    fn the_six_deck_chart_matches_the_published_one_but_for_the_listed_cells() {
        let chart = Chart::derive(HouseRules::default(), 6);
        let upcards = (2..=11).map(up);
        let mut differences = Vec::new();
        let mut compare = |name: String, published: &'static str, derived: &[Cell; RANKS]| {
            let cells: Vec<&str> = published.split_whitespace().collect();
            assert_eq!(cells.len(), RANKS, "{name}");
            for (column, dealer) in upcards.clone().enumerate() {
                let found = derived[dealer].letters();
                if cells[column] != found {
                    differences.push((name.clone(), column as u8 + 2, cells[column], found));
                }
            }
        };
        for (total, published) in PUBLISHED_HARD {
            compare(
                format!("hard {total}"),
                published,
                &chart.hard[usize::from(total - 4)],
            );
        }
        for (total, published) in PUBLISHED_SOFT {
            compare(
                format!("soft {total}"),
                published,
                &chart.soft[usize::from(total - 12)],
            );
        }
        for (card, published) in PUBLISHED_PAIRS {
            compare(format!("pair {card}"), published, &chart.pairs[up(card)]);
        }
        let expected: Vec<(String, u8, &str, &str)> = DIFFERENCES
            .iter()
            .map(|&(row, dealer, published, derived)| (row.to_string(), dealer, published, derived))
            .collect();
        assert_eq!(differences, expected);
    }
}
