//! Heads-up matches between computers, for `parlor simulate holdem`: the expert against
//! an opponent, 100 big blinds each, the stacks reset every hand, and every deal played
//! twice with the seats (and so the cards and the button) swapped, so that the luck of
//! the cards cancels out and what is left is the play.

use super::betting::Action;
use super::computer::{Style, View, decide, decide_with};
use super::hand::Hand;
use super::memory::Memory;
use crate::cards::DeckKind;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// The big blind of a simulated hand; the small blind is half of it.
pub const BIG_BLIND: i64 = 2;
/// Each hand starts with this many big blinds in front of each player.
pub const STACK_BLINDS: i64 = 100;

/// One match: the expert against `opponent` over `deals` deals (each played twice).
#[derive(Debug, Clone, Copy)]
pub struct Match {
    pub opponent: Style,
    pub deals: u64,
    pub seed: u64,
}

/// What a match found.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchReport {
    pub opponent: Style,
    /// Hands played: twice the deals.
    pub hands: u64,
    /// The expert's chips won over all hands.
    pub net: i64,
    /// Big blinds won per 100 hands, and the half-width of its 95 % interval, from how
    /// much the two plays of a deal together vary from deal to deal.
    pub bb_per_100: f64,
    pub interval: f64,
    /// Chips at the table after every hand, summed, against before (equal: none made or
    /// lost).
    pub chips_before: i64,
    pub chips_after: i64,
    /// The expert's decisions, and the time each took.
    pub decisions: Vec<Duration>,
}

impl MatchReport {
    /// The expert's decision time at a quantile (0.5 the median, 0.99 the p99).
    pub fn decision_quantile(&self, q: f64) -> Duration {
        quantile(&self.decisions, q)
    }
}

/// A quantile of `times` (0.5 the median, 0.99 the p99).
pub fn quantile(times: &[Duration], q: f64) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

/// The mean of `samples` and the half-width of its 95 % interval.
pub fn mean_and_interval(samples: &[f64]) -> (f64, f64) {
    let n = samples.len().max(1) as f64;
    let mean = samples.iter().sum::<f64>() / n;
    let variance = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (variance / n).sqrt())
}

/// Plays one hand from `deck` with the expert in seat `expert_seat` (0 or 1) and the
/// button on seat `button`: the expert's net chips.
fn play_hand(
    deck: &[crate::cards::Card],
    expert_seat: u8,
    button: u8,
    opponent: Style,
    rng: &mut ChaCha8Rng,
    decisions: &mut Vec<Duration>,
    memory: &Memory,
) -> (i64, i64) {
    let stack = BIG_BLIND * STACK_BLINDS;
    let mut hand = Hand::deal_from(
        1,
        button,
        BIG_BLIND,
        &[(0, stack), (1, stack)],
        deck.to_vec(),
    );
    while let Some(seat) = hand.to_act() {
        let Some(view) = View::of(&hand, seat) else {
            break;
        };
        let action = if seat == expert_seat {
            let started = Instant::now();
            let action = decide_with(&view, Style::Expert, Some(memory), rng);
            decisions.push(started.elapsed());
            action
        } else {
            decide(&view, opponent, rng)
        };
        if hand.act(seat, action).is_err() {
            // A computer's move is always legal; were it not, it folds.
            let _ = hand.act(seat, Action::Fold);
        }
    }
    let end = hand.settle();
    let after: i64 = end.seats.iter().map(|s| s.stack).sum();
    let mine = end.seat(expert_seat).map_or(0, |s| s.stack - stack);
    (mine, after)
}

/// Plays a match.
pub fn run(m: Match) -> MatchReport {
    let mut rng = ChaCha8Rng::seed_from_u64(m.seed);
    let mut deal_rng = ChaCha8Rng::seed_from_u64(m.seed ^ 0x5eed_dea1);
    let mut decisions = Vec::new();
    let mut per_deal = Vec::with_capacity(m.deals as usize);
    let (mut before, mut after) = (0i64, 0i64);
    // The expert's ranges between its decisions, as the app keeps them at a table.
    let memory = Memory::default();
    for deal in 0..m.deals {
        let deck = DeckKind::Standard52.shuffled(&mut deal_rng);
        let button = (deal % 2) as u8;
        let mut sum = 0;
        // The same cards and button, the expert in one seat and then the other.
        for expert_seat in [0u8, 1] {
            let (net, chips) = play_hand(
                &deck,
                expert_seat,
                button,
                m.opponent,
                &mut rng,
                &mut decisions,
                &memory,
            );
            sum += net;
            before += 2 * BIG_BLIND * STACK_BLINDS;
            after += chips;
        }
        per_deal.push(sum as f64);
    }
    let (mean, interval) = mean_and_interval(&per_deal);
    // Per deal is two hands: per 100 hands is 50 deals.
    let scale = 50.0 / BIG_BLIND as f64;
    MatchReport {
        opponent: m.opponent,
        hands: 2 * m.deals,
        net: per_deal.iter().sum::<f64>() as i64,
        bb_per_100: mean * scale,
        interval: interval * scale,
        chips_before: before,
        chips_after: after,
        decisions,
    }
}

/// A full ring: `styles.len()` computers (2 to 9), each hand from 100 big blinds, the
/// button moving one seat a hand. Each seat's net chips, and the decisions' times by seat
/// style (the expert's are the ones that matter).
#[derive(Debug, Clone, PartialEq)]
pub struct RingReport {
    pub net: Vec<i64>,
    /// Each seat's big blinds per 100 hands, and the half-width of its 95 % interval.
    pub bb_per_100: Vec<f64>,
    pub interval: Vec<f64>,
    pub hands: u64,
    pub chips_kept: bool,
    /// The experts' decisions' times.
    pub expert_decisions: Vec<Duration>,
}

/// Six seats: the expert among one of each other computer and a second casual one.
pub const SIX_RING: [Style; 6] = [
    Style::Expert,
    Style::Casual,
    Style::Station,
    Style::Nit,
    Style::Maniac,
    Style::Casual,
];

/// Nine seats: four experts among casual computers and calling stations.
pub const MIXED_RING: [Style; 9] = [
    Style::Expert,
    Style::Casual,
    Style::Station,
    Style::Expert,
    Style::Casual,
    Style::Expert,
    Style::Station,
    Style::Casual,
    Style::Expert,
];

pub fn ring(styles: &[Style], hands: u64, seed: u64) -> RingReport {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let stack = BIG_BLIND * STACK_BLINDS;
    let players: Vec<(u8, i64)> = (0..styles.len() as u8).map(|s| (s, stack)).collect();
    let mut net = vec![0i64; styles.len()];
    let mut per_hand: Vec<Vec<f64>> = vec![Vec::with_capacity(hands as usize); styles.len()];
    let mut expert_decisions = Vec::new();
    let mut chips_kept = true;
    for number in 0..hands {
        let button = (number % styles.len() as u64) as u8;
        let mut hand = Hand::deal(number as u32 + 1, button, BIG_BLIND, &players, &mut rng);
        while let Some(seat) = hand.to_act() {
            let Some(view) = View::of(&hand, seat) else {
                break;
            };
            let style = styles[seat as usize];
            let started = Instant::now();
            let action = decide(&view, style, &mut rng);
            if style == Style::Expert {
                expert_decisions.push(started.elapsed());
            }
            if hand.act(seat, action).is_err() {
                let _ = hand.act(seat, Action::Fold);
            }
        }
        let end = hand.settle();
        chips_kept &= end.seats.iter().map(|s| s.stack).sum::<i64>() == stack * styles.len() as i64;
        for s in &end.seats {
            net[s.seat as usize] += s.stack - stack;
            per_hand[s.seat as usize].push((s.stack - stack) as f64);
        }
    }
    let per_100 = 100.0 / BIG_BLIND as f64;
    let (bb_per_100, interval) = per_hand
        .iter()
        .map(|nets| {
            let (mean, interval) = mean_and_interval(nets);
            (mean * per_100, interval * per_100)
        })
        .unzip();
    RingReport {
        net,
        bb_per_100,
        interval,
        hands,
        chips_kept,
        expert_decisions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A short match keeps every chip, decides every turn, and reports the interval's
    /// arithmetic consistently; the long runs are `parlor simulate holdem`'s.
    #[test]
    fn a_short_match_keeps_its_chips() {
        for opponent in [Style::Casual, Style::Station] {
            let report = run(Match {
                opponent,
                deals: 40,
                seed: 3,
            });
            assert_eq!(report.hands, 80);
            assert_eq!(report.chips_before, report.chips_after);
            assert!(!report.decisions.is_empty());
            assert!(report.interval > 0.0);
            let bb = report.net as f64 / BIG_BLIND as f64 / report.hands as f64 * 100.0;
            assert!((bb - report.bb_per_100).abs() < 1e-6);
        }
    }

    /// Each baseline opponent plays a short match that keeps its chips, and the one who
    /// always folds loses it (the expert never folds first in).
    #[test]
    fn the_baselines_play_short_matches() {
        for opponent in [Style::AlwaysFold, Style::Maniac, Style::Nit] {
            let report = run(Match {
                opponent,
                deals: 20,
                seed: 5,
            });
            assert_eq!(report.chips_before, report.chips_after, "{opponent:?}");
            if opponent == Style::AlwaysFold {
                assert!(report.bb_per_100 > 0.0 && report.net > 0, "{report:?}");
            }
        }
    }

    /// Six seats keep their chips; each seat's rate is its net over the hands.
    #[test]
    fn a_six_handed_ring_reports_each_seat() {
        let report = ring(&SIX_RING, 30, 6);
        assert!(report.chips_kept);
        for (seat, &net) in report.net.iter().enumerate() {
            let rate = net as f64 / BIG_BLIND as f64 / 30.0 * 100.0;
            assert!((rate - report.bb_per_100[seat]).abs() < 1e-6);
        }
    }

    /// Nine computers keep their chips, and the experts decide at every turn of theirs.
    #[test]
    fn a_full_ring_keeps_its_chips() {
        let report = ring(&MIXED_RING, 12, 4);
        assert!(report.chips_kept);
        assert_eq!(report.net.iter().sum::<i64>(), 0);
        assert!(!report.expert_decisions.is_empty());
    }

    /// The same seed plays the same match.
    #[test]
    fn a_match_is_its_seed() {
        let m = Match {
            opponent: Style::Casual,
            deals: 10,
            seed: 9,
        };
        assert_eq!(run(m).net, run(m).net);
    }
}
