//! Solo games played by a computer strategy, for `parlor simulate yahtzee`: seeded, so
//! a run repeats exactly.

use super::computer::decide;
use super::dice_sets::keep_positions;
use super::expert::{Choice, ExpertTable};
use super::play::ROLLS;
use super::score::{Dice, Scorecard};
use crate::game::Level;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// One solo game by a strategy: 13 turns, each up to three rolls.
pub fn play_solo<R: Rng + ?Sized>(
    level: Level,
    expert: Option<&ExpertTable>,
    rng: &mut R,
) -> Scorecard {
    let mut card = Scorecard::default();
    while !card.is_complete() {
        let mut dice: Dice = [0; 5];
        let mut kept = [false; 5];
        let mut rolls = 0;
        loop {
            for (d, k) in dice.iter_mut().zip(kept) {
                if !k {
                    *d = rng.random_range(1..=6);
                }
            }
            rolls += 1;
            match decide(level, &card, &dice, ROLLS - rolls, expert) {
                Choice::Keep(keep) if rolls < ROLLS => kept = keep_positions(&dice, &keep),
                Choice::Fill(cat) if card.fill(cat, &dice).is_some() => break,
                // A strategy that keeps with no roll left, or names a box it may not fill:
                // the first box the card takes (never happens with the built-in strategies).
                _ => {
                    if let Some((cat, _)) = card.options(&dice).first().copied() {
                        card.fill(cat, &dice);
                    }
                    break;
                }
            }
        }
    }
    card
}

/// What many games came to.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub games: usize,
    pub mean: f64,
    pub std_dev: f64,
    pub median: f64,
    pub min: u16,
    pub max: u16,
    /// The share of games that made the upper bonus.
    pub bonus_rate: f64,
    pub elapsed: Duration,
}

/// Plays `games` solo games with `seed`.
pub fn simulate(
    level: Level,
    expert: Option<&ExpertTable>,
    games: usize,
    seed: u64,
) -> Option<Summary> {
    if games == 0 {
        return None;
    }
    let started = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut totals = Vec::with_capacity(games);
    let mut bonuses = 0usize;
    for _ in 0..games {
        let card = play_solo(level, expert, &mut rng);
        bonuses += usize::from(card.upper_bonus() > 0);
        totals.push(card.total());
    }
    let elapsed = started.elapsed();
    totals.sort_unstable();
    let n = games as f64;
    let mean = totals.iter().map(|&t| f64::from(t)).sum::<f64>() / n;
    let variance = totals
        .iter()
        .map(|&t| (f64::from(t) - mean).powi(2))
        .sum::<f64>()
        / n;
    let median = if games % 2 == 1 {
        f64::from(totals[games / 2])
    } else {
        (f64::from(totals[games / 2 - 1]) + f64::from(totals[games / 2])) / 2.0
    };
    Some(Summary {
        games,
        mean,
        std_dev: variance.sqrt(),
        median,
        min: totals[0],
        max: totals[games - 1],
        bonus_rate: bonuses as f64 / n,
        elapsed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn casual_games_are_repeatable_and_beat_the_seed() {
        let a = simulate(Level::Casual, None, 400, 7).unwrap();
        let b = simulate(Level::Casual, None, 400, 7).unwrap();
        assert_eq!((a.mean, a.min, a.max), (b.mean, b.min, b.max));
        // The seed's computer averaged 165.6 over 10,000 games; the standard error of 400
        // games is about 2.5 points.
        assert!(a.mean > 165.6, "casual averages {:.1}", a.mean);
        assert!(a.min <= a.median as u16 && a.median as u16 <= a.max);
    }
}
