//! Computer-only tables, for `parlor simulate poker`: many hands between computer players,
//! each seat's net chips, how often each category reached a showdown, and the check that no
//! chip was made or lost.

use super::computer::{Decision, Seen, Style, decide};
use super::hand::{Bet, Hand, Stacks};
use crate::cards::DeckKind;
use crate::game::{Level, SeatNo};
use crate::hand_eval::Category;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy)]
pub struct SimConfig {
    pub deck: DeckKind,
    pub players: usize,
    pub hands: u64,
    pub seed: u64,
    /// Every other seat (1, 3, ...) plays the seed's strategy.
    pub seed_opponents: bool,
    pub ante: i64,
}

/// What a simulation found.
#[derive(Debug, Clone, PartialEq)]
pub struct SimReport {
    pub styles: Vec<Style>,
    /// Each seat's net chips over all hands.
    pub net: Vec<i64>,
    /// Hands each category was shown down with.
    pub showdowns: Vec<(Category, u64)>,
    pub hands_to_showdown: u64,
    /// Chips at the table before and after every hand, summed over hands (equal when no
    /// chip was made or lost).
    pub chips_before: i64,
    pub chips_after: i64,
    pub decisions: u64,
    pub slowest_decision: Duration,
    pub decision_time: Duration,
}

impl SimReport {
    /// Seat `seat`'s result in small bets per 100 hands.
    pub fn small_bets_per_100(&self, seat: usize, hands: u64, small_bet: i64) -> f64 {
        self.net[seat] as f64 / small_bet as f64 / hands.max(1) as f64 * 100.0
    }
}

/// The stack every seat starts each hand with: a hundred big bets, so that all-ins happen
/// but rarely decide a long run.
pub fn stack_for(ante: i64) -> i64 {
    400 * ante
}

pub fn styles(config: &SimConfig) -> Vec<Style> {
    (0..config.players)
        .map(|i| {
            if config.seed_opponents && i % 2 == 1 {
                Style::Seed
            } else {
                Style::Parlor(Level::Expert)
            }
        })
        .collect()
}

/// Plays `config.hands` hands; the button moves every hand and stacks are topped up to
/// [`stack_for`] before each, the difference counted in each seat's net.
pub fn simulate(config: &SimConfig) -> SimReport {
    let styles = styles(config);
    let seats: Vec<SeatNo> = (0..config.players as SeatNo).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
    let mut report = SimReport {
        styles: styles.clone(),
        net: vec![0; config.players],
        showdowns: Category::ALL.iter().map(|&c| (c, 0)).collect(),
        hands_to_showdown: 0,
        chips_before: 0,
        chips_after: 0,
        decisions: 0,
        slowest_decision: Duration::ZERO,
        decision_time: Duration::ZERO,
    };
    let start = stack_for(config.ante);
    for n in 0..config.hands {
        let mut stacks: Vec<(SeatNo, i64)> = seats.iter().map(|&s| (s, start)).collect();
        report.chips_before += stacks.iter().map(|(_, c)| c).sum::<i64>();
        let button = seats[(n % seats.len() as u64) as usize];
        let mut hand = Hand::deal(
            n as u32 + 1,
            config.deck,
            config.ante,
            button,
            &seats,
            &mut stacks,
            &mut rng,
        );
        play_out(&mut hand, &mut stacks, &styles, &mut rng, &mut report);
        let end = hand.settle(&mut stacks);
        report.chips_after += stacks.iter().map(|(_, c)| c).sum::<i64>();
        if !end.shown.is_empty() {
            report.hands_to_showdown += 1;
            for shown in &end.shown {
                if let Some(slot) = report
                    .showdowns
                    .iter_mut()
                    .find(|(c, _)| *c == shown.category)
                {
                    slot.1 += 1;
                }
            }
        }
        for (i, &seat) in seats.iter().enumerate() {
            report.net[i] += stacks.stack(seat) - start;
        }
    }
    report
}

/// Every decision of a hand, each seat by its style, until the hand is over.
fn play_out(
    hand: &mut Hand,
    stacks: &mut Vec<(SeatNo, i64)>,
    styles: &[Style],
    rng: &mut ChaCha8Rng,
    report: &mut SimReport,
) {
    // A hand has at most 2 rounds of at most 6 raises for each of 6 players, and a draw.
    for _ in 0..200 {
        if hand.is_over() {
            return;
        }
        let Some(seat) = hand.to_act else {
            return;
        };
        let Some(seen) = Seen::of(hand, seat, stacks) else {
            return;
        };
        let began = Instant::now();
        let decision = decide(&seen, styles[seat as usize], rng);
        let took = began.elapsed();
        report.decisions += 1;
        report.decision_time += took;
        report.slowest_decision = report.slowest_decision.max(took);
        let done = match decision {
            Decision::Discard(mask) => hand.draw(seat, mask, stacks, rng),
            Decision::Bet(bet) => hand.bet(seat, bet, stacks),
        };
        if done.is_err() {
            // A refused decision folds, so a simulation always ends.
            let _ = hand.bet(seat, Bet::Fold, stacks);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_simulation_conserves_chips_and_reaches_showdowns() {
        for deck in [DeckKind::Standard52, DeckKind::Short24] {
            let config = SimConfig {
                deck,
                players: 3,
                hands: 60,
                seed: 9,
                seed_opponents: true,
                ante: 1,
            };
            let report = simulate(&config);
            assert_eq!(report.chips_before, report.chips_after);
            assert_eq!(report.net.iter().sum::<i64>(), 0);
            assert!(report.hands_to_showdown > 0);
            assert!(report.decisions > 60);
            assert_eq!(report.styles[1], Style::Seed);
        }
    }
}
