//! The trainer: every human decision measured against the expert, in expected final points.

use super::expert::{Choice, Ranked};
use super::play::HintChoice;
use super::score::Dice;
use serde::{Deserialize, Serialize};

/// A decision losing less than this is as good as the expert's (rounding and ties).
const EPSILON: f64 = 1e-6;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Trainer {
    /// Decisions judged.
    pub decisions: u32,
    /// Decisions as good as the expert's.
    pub best: u32,
    /// Expected points given up, summed over every decision.
    pub lost: f64,
    /// The decision that gave up the most.
    pub worst: Option<Mistake>,
}

/// One costly decision, to name at the end of the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    /// The turn, from 1.
    pub turn: u8,
    /// The roll of the turn it came after, 1 to 3.
    pub roll: u8,
    pub dice: Dice,
    pub chosen: HintChoice,
    pub expert: HintChoice,
    /// Expected points given up.
    pub lost: f64,
}

impl Trainer {
    /// Records `choice`, made with `dice` after roll `roll` of turn `turn`, against the
    /// expert's `ranked` choices (every choice, best first).
    pub fn record(&mut self, turn: u8, dice: &Dice, roll: u8, choice: Choice, ranked: &[Ranked]) {
        let Some(best) = ranked.first() else {
            return;
        };
        let chosen = ranked
            .iter()
            .find(|r| same(r.choice, choice))
            .map_or(best.expected, |r| r.expected);
        let lost = (best.expected - chosen).max(0.0);
        self.decisions += 1;
        if lost <= EPSILON {
            self.best += 1;
            return;
        }
        self.lost += lost;
        if self.worst.as_ref().is_none_or(|w| lost > w.lost) {
            self.worst = Some(Mistake {
                turn,
                roll,
                dice: *dice,
                chosen: HintChoice::of(choice),
                expert: HintChoice::of(best.choice),
                lost,
            });
        }
    }

    /// The share of decisions as good as the expert's, 0 to 1; `None` before any.
    pub fn accuracy(&self) -> Option<f64> {
        (self.decisions > 0).then(|| self.best as f64 / self.decisions as f64)
    }
}

/// Keeping all five dice is the same decision as scoring them now; otherwise choices match
/// when they are equal.
fn same(a: Choice, b: Choice) -> bool {
    match (a, b) {
        (Choice::Keep(x), Choice::Keep(y)) => x == y,
        (Choice::Fill(x), Choice::Fill(y)) => x == y,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yahtzee::score::Category;

    fn ranked(list: &[(Choice, f64)]) -> Vec<Ranked> {
        list.iter()
            .map(|&(choice, expected)| Ranked { choice, expected })
            .collect()
    }

    #[test]
    fn records_losses_accuracy_and_the_costliest_mistake() {
        let mut t = Trainer::default();
        assert_eq!(t.accuracy(), None);
        let r = ranked(&[
            (Choice::Keep([0, 0, 0, 2, 1, 1]), 200.0),
            (Choice::Keep([0, 0, 0, 2, 0, 0]), 197.0),
            (Choice::Fill(Category::Chance), 190.0),
        ]);
        t.record(1, &[4, 4, 5, 6, 1], 1, Choice::Keep([0, 0, 0, 2, 1, 1]), &r);
        t.record(2, &[4, 4, 5, 6, 1], 1, Choice::Keep([0, 0, 0, 2, 0, 0]), &r);
        t.record(3, &[4, 4, 5, 6, 1], 2, Choice::Fill(Category::Chance), &r);
        assert_eq!((t.decisions, t.best), (3, 1));
        assert!((t.lost - 13.0).abs() < 1e-9);
        let worst = t.worst.clone().unwrap();
        assert_eq!((worst.turn, worst.roll), (3, 2));
        assert_eq!(worst.chosen, HintChoice::Fill(Category::Chance));
        assert_eq!(worst.expert, HintChoice::Keep(vec![4, 4, 5, 6]));
        assert!((t.accuracy().unwrap() - 1.0 / 3.0).abs() < 1e-9);
    }
}
