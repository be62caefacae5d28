//! Basic strategy played over many rounds on a shoe that is dealt to its cut card and
//! shuffled, as at the table (or shuffled before every round, as the exact analysis
//! assumes): the mean return per unit bet and its standard error, to set beside the exact
//! analysis.

use super::HouseRules;
use super::deck::{Cards, rank_of};
use super::round::{Decision, Round, Stage};
use super::strategy::Chart;
use rand::Rng;

/// Each round's bet: ten chips, so that 3:2, 6:5 and half a surrender pay whole chips.
const BET: i64 = 10;

/// What a simulation found.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    pub rounds: u64,
    /// The mean return per unit of the initial bet.
    pub mean: f64,
    /// The standard error of the mean.
    pub std_error: f64,
}

/// When the shoe is shuffled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shuffle {
    /// Once the cut card, three quarters in, has come out: the table's shoe.
    AtTheCut,
    /// Before every round: each round from a full shoe, as the exact analysis has it.
    EveryRound,
}

/// Plays `rounds` rounds of `chart`'s strategy (never insuring) on a shoe of `decks`,
/// shuffled as `shuffle` says.
pub fn simulate<R: Rng + ?Sized>(
    rules: HouseRules,
    decks: u8,
    chart: &Chart,
    rounds: u64,
    shuffle: Shuffle,
    rng: &mut R,
) -> Summary {
    let mut cards = Cards::new(decks);
    let (mut sum, mut squares, mut played) = (0.0f64, 0.0f64, 0u64);
    for number in 0..rounds {
        if number > 0 && (shuffle == Shuffle::EveryRound || cards.past_cut()) {
            cards.reshuffle();
        }
        let Some(mut round) = Round::deal(number as u32, &[(0, BET)], &mut cards, rules, rng)
        else {
            break;
        };
        // At most four hands of a few cards each: the loop ends long before this bound.
        for _ in 0..64 {
            match round.stage {
                Stage::Over => break,
                Stage::Insurance => {
                    let _ = round.insure(0, false, &mut cards, rules);
                }
                Stage::Play => {
                    let Some(hand) = round.spot(0).and_then(|s| s.hand()) else {
                        break;
                    };
                    let ranks: Vec<usize> = hand.cards.iter().map(|&c| rank_of(c)).collect();
                    let up = round.up();
                    let check = |d: Decision| round.check(0, d, rules).is_ok();
                    let decision = chart.play(&ranks, up, check);
                    if round.decide(0, decision, &mut cards, rules, rng).is_err() {
                        let _ = round.decide(0, Decision::Stand, &mut cards, rules, rng);
                    }
                }
            }
        }
        let net = round
            .ends
            .first()
            .map_or(0.0, |e| (e.paid - e.wagered) as f64 / BET as f64);
        sum += net;
        squares += net * net;
        played += 1;
    }
    let n = played.max(1) as f64;
    let mean = sum / n;
    let variance = (squares / n - mean * mean).max(0.0);
    Summary {
        rounds: played,
        mean,
        std_error: (variance / n).sqrt(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn a_short_simulation_lands_near_the_exact_return() {
        let rules = HouseRules::default();
        let chart = Chart::derive(rules, 1);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let found = simulate(rules, 1, &chart, 20_000, Shuffle::AtTheCut, &mut rng);
        let exact = super::super::analysis::expected_return(rules, 1);
        // Five standard errors: a seeded run, but the bound is the statistics', not tuned.
        assert!(
            (found.mean - exact).abs() < 5.0 * found.std_error,
            "{found:?} against {exact}"
        );
        assert!(found.std_error > 0.0 && found.std_error < 0.02);
    }
}
