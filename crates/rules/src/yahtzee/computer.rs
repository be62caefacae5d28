//! Computer players. `casual` plays the seed's strategy: the upper section first (a Yahtzee of
//! fours, fives or sixes is sacrificed to its upper box), then straights, then three and four
//! of a kind and the full house, and otherwise the box that scores most. `expert` plays the
//! choice that maximises the expected final score, from the expert table.

use super::expert::{Choice, ExpertTable, TurnState};
use super::score::{Category, Counts, Dice, Scorecard, counts, is_yahtzee};
use crate::game::Level;

/// The choice a computer of `level` makes with these dice and rolls left. The expert plays
/// casually until its table is ready.
pub fn decide(
    level: Level,
    card: &Scorecard,
    dice: &Dice,
    rolls_left: u8,
    expert: Option<&ExpertTable>,
) -> Choice {
    match (level, expert) {
        (Level::Expert, Some(table)) => table.best(TurnState::of(card), dice, rolls_left).choice,
        _ => casual(card, dice, rolls_left),
    }
}

fn run_start(c: &Counts, len: usize) -> Option<usize> {
    (0..=6 - len).find(|&s| c[s..s + len].iter().all(|&n| n > 0))
}

/// The longest run of consecutive faces showing: (first face index, length).
fn longest_run(c: &Counts) -> (usize, usize) {
    let mut best = (0, 0);
    let mut start = 0;
    let mut len = 0;
    for (f, &n) in c.iter().enumerate() {
        if n > 0 {
            if len == 0 {
                start = f;
            }
            len += 1;
            if len >= best.1 {
                best = (start, len);
            }
        } else {
            len = 0;
        }
    }
    best
}

fn keep_face(face: usize, n: u8) -> Choice {
    let mut k = [0u8; 6];
    k[face] = n;
    Choice::Keep(k)
}

/// The most common face (the higher of equals).
fn most_common(c: &Counts) -> usize {
    (0..6).rev().max_by_key(|&f| (c[f], f)).unwrap_or(5)
}

/// The seed's strategy, decided afresh at each roll.
pub fn casual(card: &Scorecard, dice: &Dice, rolls_left: u8) -> Choice {
    let c = counts(dice);
    let options = card.options(dice);
    let allowed = |cat: Category| options.iter().any(|(o, _)| *o == cat);
    let points = |cat: Category| options.iter().find(|(o, _)| *o == cat).map(|(_, p)| *p);

    if is_yahtzee(&c) {
        let face = most_common(&c);
        let own = Category::UPPER[face];
        if face >= 3 && card.is_open(own) && allowed(own) {
            return Choice::Fill(own);
        }
        if allowed(Category::Yahtzee) {
            return Choice::Fill(Category::Yahtzee);
        }
        return Choice::Fill(choose_box(&c, &options));
    }
    if rolls_left == 0 {
        return Choice::Fill(choose_box(&c, &options));
    }
    // Made hands worth taking at once.
    if allowed(Category::LargeStraight) && points(Category::LargeStraight) == Some(40) {
        return Choice::Fill(Category::LargeStraight);
    }
    if allowed(Category::SmallStraight)
        && points(Category::SmallStraight) == Some(30)
        && !card.is_open(Category::LargeStraight)
    {
        return Choice::Fill(Category::SmallStraight);
    }
    if allowed(Category::FullHouse) && points(Category::FullHouse) == Some(25) {
        return Choice::Fill(Category::FullHouse);
    }

    // The upper section first: the open face with most dice, if two or more show.
    let upper = (0..6)
        .rev()
        .filter(|&f| card.is_open(Category::UPPER[f]))
        .max_by_key(|&f| (c[f], f));
    if let Some(f) = upper.filter(|&f| c[f] >= 2) {
        return keep_face(f, c[f]);
    }

    // Then the straights: keep one die of each face of the longest run.
    let straights_open =
        card.is_open(Category::SmallStraight) || card.is_open(Category::LargeStraight);
    let (start, len) = longest_run(&c);
    if straights_open && len >= 3 {
        let len = if card.is_open(Category::LargeStraight) {
            len
        } else {
            len.min(4)
        };
        let mut k = [0u8; 6];
        let from = if card.is_open(Category::LargeStraight) || len < 4 {
            start
        } else {
            run_start(&c, 4).unwrap_or(start)
        };
        for slot in k.iter_mut().skip(from).take(len) {
            *slot = 1;
        }
        return Choice::Keep(k);
    }

    // Then the full house: two pairs are kept together.
    if card.is_open(Category::FullHouse) {
        let pairs: Vec<usize> = (0..6).filter(|&f| c[f] == 2).collect();
        if pairs.len() == 2 {
            let mut k = [0u8; 6];
            for &f in &pairs {
                k[f] = 2;
            }
            return Choice::Keep(k);
        }
    }

    // Then three and four of a kind, Yahtzee and the rest: the most common face.
    let f = most_common(&c);
    keep_face(f, c[f])
}

/// Which box to fill when the turn must end.
fn choose_box(c: &Counts, options: &[(Category, u16)]) -> Category {
    let points = |cat: Category| options.iter().find(|(o, _)| *o == cat).map(|(_, p)| *p);
    let sum: u16 = (0..6).map(|f| (f as u16 + 1) * c[f] as u16).sum();
    // An upper box with three or more of its face keeps the bonus in reach.
    if let Some(f) = (0..6)
        .rev()
        .find(|&f| c[f] >= 3 && points(Category::UPPER[f]).is_some())
    {
        return Category::UPPER[f];
    }
    for cat in [
        Category::Yahtzee,
        Category::LargeStraight,
        Category::SmallStraight,
        Category::FullHouse,
    ] {
        if points(cat).is_some_and(|p| p > 0) {
            return cat;
        }
    }
    for cat in [Category::FourOfAKind, Category::ThreeOfAKind] {
        if points(cat).is_some_and(|p| p > 0 && sum >= 20) {
            return cat;
        }
    }
    if points(Category::Chance).is_some() && sum >= 22 {
        return Category::Chance;
    }
    // Otherwise the most points, and among boxes that score nothing the cheapest to lose.
    const DUMP: [Category; 13] = [
        Category::Aces,
        Category::Yahtzee,
        Category::Twos,
        Category::FourOfAKind,
        Category::Threes,
        Category::LargeStraight,
        Category::FullHouse,
        Category::ThreeOfAKind,
        Category::SmallStraight,
        Category::Fours,
        Category::Fives,
        Category::Sixes,
        Category::Chance,
    ];
    let best = options.iter().map(|(_, p)| *p).max().unwrap_or(0);
    let low_upper = options
        .iter()
        .filter(|(cat, p)| cat.is_upper() && *p > 0 && *p == best)
        .map(|(cat, _)| *cat)
        .next();
    if best > 0 {
        if let Some(cat) = low_upper {
            return cat;
        }
        if let Some((cat, _)) = options.iter().find(|(_, p)| *p == best) {
            return *cat;
        }
    }
    DUMP.into_iter()
        .find(|&cat| points(cat).is_some())
        .or_else(|| options.first().map(|(cat, _)| *cat))
        .unwrap_or(Category::Chance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn casual_sacrifices_a_high_yahtzee_to_its_upper_box() {
        let card = Scorecard::default();
        assert_eq!(
            casual(&card, &[5, 5, 5, 5, 5], 2),
            Choice::Fill(Category::Fives)
        );
        assert_eq!(
            casual(&card, &[2, 2, 2, 2, 2], 2),
            Choice::Fill(Category::Yahtzee)
        );
    }

    #[test]
    fn casual_chases_the_upper_section_then_straights() {
        let card = Scorecard::default();
        assert_eq!(
            casual(&card, &[3, 3, 1, 5, 6], 2),
            keep_face(2, 2),
            "two threes"
        );
        assert_eq!(
            casual(&card, &[1, 2, 3, 4, 6], 2),
            Choice::Keep([1, 1, 1, 1, 0, 0]),
            "a run of four, large straight open"
        );
        assert_eq!(
            casual(&card, &[2, 3, 4, 5, 6], 1),
            Choice::Fill(Category::LargeStraight)
        );
    }

    #[test]
    fn casual_always_fills_an_allowed_box_at_the_last_roll() {
        let mut card = Scorecard::default();
        let rolls = [
            [1, 1, 2, 3, 4],
            [6, 6, 6, 2, 2],
            [5, 5, 5, 5, 5],
            [2, 3, 4, 5, 1],
        ];
        for i in 0..13 {
            let dice = rolls[i % rolls.len()];
            let Choice::Fill(cat) = casual(&card, &dice, 0) else {
                panic!("a keep with no rolls left");
            };
            assert!(card.fill(cat, &dice).is_some(), "{cat:?} refused");
        }
        assert!(card.is_complete());
    }
}
