//! Local best response (LBR; Lisý and Bowling, 2017): how much an opponent who sees the
//! expert's whole range at each decision wins from it, heads-up.
//!
//! - **The game.** Blinds 1/2, 200 big blinds each, reset every hand; every deal is played
//!   twice, LBR in one seat and then the other, the cards and the button the same, so that
//!   the cards' luck cancels out.
//! - **The range.** LBR starts from every hand the expert could hold beside its own two
//!   cards. At each of the expert's moves it asks the expert's policy what it does with
//!   every hand at once (`policy::expert_policy`) and keeps each hand's weight times its
//!   chance of the move made.
//! - **LBR's moves.** Fold or call (check) before the flop and on the flop; fold, call, a
//!   pot-sized bet or raise, or all in on the turn and the river. Each is valued as if the
//!   hand were then checked down: a call by its chance to win against the range; a bet by
//!   the share of the range the policy folds to it, and by its chance against the hands that
//!   go on. The best move is played; folding is worth nothing, so a call or a bet that loses
//!   on average is folded.
//!
//! Its equities are exact from the flop on (every turn and river against every hand of the
//! range) and sampled before the flop.

use super::betting::Action;
use super::computer::{Style, View, decide};
use super::hand::{Hand, Street};
use super::memory::Memory;
use super::policy::{Policy, expert_policy_with, remember};
use super::range::{equity_of, every_hand_but, hands, mask_of};
use crate::cards::{Card, DeckKind};
use crate::game::SeatNo;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// Blinds 1/2.
pub const BIG_BLIND: i64 = 2;
/// Each hand starts with 200 big blinds in front of each player.
pub const STACK_BLINDS: i64 = 200;
/// Deals of LBR's hand and a board, before the flop.
const PREFLOP_SAMPLES: u32 = 2_000;

/// The player LBR answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bot {
    /// The expert heads-up, as it plays at the tables: its policy over every hand at once.
    Expert,
    /// The expert's play by equity against ranges (what it plays three-handed and more),
    /// asked hand by hand: slow, for comparison.
    ByEquity,
    /// Another computer, asked hand by hand.
    Other(Style),
}

impl Bot {
    /// Its moves at `view` for every hand: one policy query (the expert's own ranges kept
    /// in `memory`), or a decision per hand.
    fn policy(self, view: &View, seed: u64, memory: &Memory) -> Policy {
        match self {
            Bot::Expert => expert_policy_with(view, Some(memory)),
            Bot::ByEquity => Policy::from_decisions(view, |v| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                super::computer::expert_by_equity(v, &mut rng)
            }),
            Bot::Other(style) => Policy::from_decisions(view, |v| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                decide(v, style, &mut rng)
            }),
        }
    }
}

/// A run of LBR against the expert.
#[derive(Debug, Clone, Copy)]
pub struct Run {
    pub bot: Bot,
    /// Deals, each played twice.
    pub deals: u64,
    pub seed: u64,
}

/// What a run found.
#[derive(Debug, Clone, PartialEq)]
pub struct LbrReport {
    pub hands: u64,
    /// LBR's chips won over all hands.
    pub net: i64,
    /// LBR's winnings in thousandths of a big blind a hand, and the half-width of its 95 %
    /// interval, from how the two plays of a deal together vary from deal to deal.
    pub mbb_per_hand: f64,
    pub interval: f64,
    /// The expert's policy queries at its own moves, and the time each took.
    pub decisions: Vec<Duration>,
    /// Chips at the table after every hand against before (equal: none made or lost).
    pub chips_kept: bool,
    /// Where LBR's chips came from: each way a hand ended, its hands and LBR's net chips,
    /// most won first.
    pub endings: Vec<(Ending, u64, i64)>,
}

/// How a hand ended: on which street, how, and whether LBR made the last bet or raise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Ending {
    pub street: Street,
    pub how: Ended,
    pub lbr_bet_last: bool,
}

/// A hand's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ended {
    /// The bot folded.
    BotFolded,
    /// LBR folded.
    LbrFolded,
    /// The hands were shown (or run out all in).
    Showdown,
}

impl Ending {
    /// How `log`'s hand ended, LBR in `lbr_seat`.
    fn of(log: &[(SeatNo, Street, Action)], lbr_seat: SeatNo) -> Ending {
        let street = log.last().map_or(Street::Preflop, |a| a.1);
        let how = match log.last() {
            Some(&(who, _, Action::Fold)) if who == lbr_seat => Ended::LbrFolded,
            Some(&(_, _, Action::Fold)) => Ended::BotFolded,
            _ => Ended::Showdown,
        };
        let lbr_bet_last = log
            .iter()
            .rev()
            .find(|a| matches!(a.2, Action::RaiseTo(_)))
            .is_some_and(|a| a.0 == lbr_seat);
        Ending {
            street,
            how,
            lbr_bet_last,
        }
    }
}

impl LbrReport {
    /// The expert's decision time at a quantile (0.99 the p99).
    pub fn decision_quantile(&self, q: f64) -> Duration {
        super::simulate::quantile(&self.decisions, q)
    }
}

/// Plays a run.
pub fn run(r: Run) -> LbrReport {
    let mut rng = ChaCha8Rng::seed_from_u64(r.seed);
    let mut deal_rng = ChaCha8Rng::seed_from_u64(r.seed ^ 0x1b_2017);
    let mut decisions = Vec::new();
    let mut per_deal = Vec::with_capacity(r.deals as usize);
    let mut chips_kept = true;
    let mut endings: Vec<(Ending, u64, i64)> = Vec::new();
    let memory = Memory::default();
    for deal in 0..r.deals {
        let deck = DeckKind::Standard52.shuffled(&mut deal_rng);
        let button = (deal % 2) as SeatNo;
        let mut sum = 0;
        for lbr_seat in [0, 1] {
            let mut table = Table {
                bot: r.bot,
                lbr_seat,
                seed: r.seed ^ deal,
                decisions: &mut decisions,
                memory: &memory,
            };
            let (net, kept, ending) = table.play(&deck, button, &mut rng);
            sum += net;
            chips_kept &= kept;
            match endings.iter_mut().find(|e| e.0 == ending) {
                Some(e) => {
                    e.1 += 1;
                    e.2 += net;
                }
                None => endings.push((ending, 1, net)),
            }
        }
        per_deal.push(sum as f64);
    }
    let (mean, interval) = super::simulate::mean_and_interval(&per_deal);
    // A deal is two hands; a big blind is two chips; mbb are thousandths of a big blind.
    let scale = 1000.0 / 2.0 / BIG_BLIND as f64;
    endings.sort_unstable_by_key(|e| (std::cmp::Reverse(e.2), e.0));
    LbrReport {
        hands: 2 * r.deals,
        net: per_deal.iter().sum::<f64>() as i64,
        mbb_per_hand: mean * scale,
        interval: interval * scale,
        decisions,
        chips_kept,
        endings,
    }
}

/// One hand between LBR and the bot.
struct Table<'d> {
    bot: Bot,
    lbr_seat: SeatNo,
    seed: u64,
    decisions: &'d mut Vec<Duration>,
    memory: &'d Memory,
}

impl Table<'_> {
    /// Plays `deck` with the button on `button`: LBR's net chips, whether the chips were
    /// kept, and how the hand ended.
    fn play(&mut self, deck: &[Card], button: SeatNo, rng: &mut ChaCha8Rng) -> (i64, bool, Ending) {
        let stack = BIG_BLIND * STACK_BLINDS;
        let mut hand = Hand::deal_from(
            1,
            button,
            BIG_BLIND,
            &[(0, stack), (1, stack)],
            deck.to_vec(),
        );
        let Some(mine) = hand.player(self.lbr_seat).map(|p| mask_of(&p.hole)) else {
            return (0, true, Ending::of(&[], self.lbr_seat));
        };
        let mut range = every_hand_but(mine);
        while let Some(seat) = hand.to_act() {
            let Some(view) = View::of(&hand, seat) else {
                break;
            };
            let action = if seat == self.lbr_seat {
                self.respond(&hand, &view, &range)
            } else {
                let started = Instant::now();
                // The expert's own move is its row of this policy (`computer::decide`).
                let policy = self.bot.policy(&view, self.seed, self.memory);
                let action = policy.choose(view.hole, rng);
                remember(&view, &policy, action, Some(self.memory));
                self.decisions.push(started.elapsed());
                for (n, w) in range.iter_mut().enumerate() {
                    *w *= policy.chance(n, action);
                }
                action
            };
            if hand.act(seat, action).is_err() {
                let _ = hand.act(seat, Action::Fold);
            }
        }
        let end = hand.settle();
        let kept = end.seats.iter().map(|s| s.stack).sum::<i64>() == 2 * stack;
        let net = end.seat(self.lbr_seat).map_or(0, |s| s.stack - stack);
        (net, kept, Ending::of(&end.log, self.lbr_seat))
    }

    /// LBR's move: the best of its moves, each valued as if the hand were then checked down.
    fn respond(&self, hand: &Hand, view: &View, range: &[f32]) -> Action {
        let board_mask = mask_of(&view.board);
        let live: Vec<f32> = range
            .iter()
            .enumerate()
            .map(|(n, &w)| {
                if hands().mask(n) & board_mask == 0 {
                    w
                } else {
                    0.0
                }
            })
            .collect();
        let to_call = view.options.call as f64;
        let pot = view.pot as f64;
        let win = self.chance(view, &live);
        let call = win * (pot + to_call) - to_call;
        let passive = if view.options.check {
            Action::Check
        } else {
            Action::Call
        };
        let mut best = (
            if view.options.check {
                0.0
            } else {
                call.max(0.0)
            },
            passive,
        );
        if !view.options.check && call < 0.0 {
            best = (0.0, Action::Fold);
        }
        if matches!(view.street, Street::Turn | Street::River) {
            for total in bet_sizes(view) {
                if let Some(value) = self.bet_value(hand, view, &live, total)
                    && value
                        > best
                            .0
                            .max(if view.options.check { win * pot } else { call })
                {
                    best = (value, Action::RaiseTo(total));
                }
            }
        }
        if view.options.check && best.1 == Action::Fold {
            return Action::Check;
        }
        best.1
    }

    /// LBR's chance to win against `range` at the showdown from here.
    fn chance(&self, view: &View, range: &[f32]) -> f64 {
        equity_of(view.hole, &view.board, range, PREFLOP_SAMPLES, self.seed)
    }

    /// A bet or raise to `total`: what the bot's folds win, and what the checked-down pot
    /// pays against the hands it goes on with.
    fn bet_value(&self, hand: &Hand, view: &View, range: &[f32], total: u64) -> Option<f64> {
        let mut after = hand.clone();
        after.act(self.lbr_seat, Action::RaiseTo(total)).ok()?;
        let bot = after.to_act()?;
        let bot_view = View::of(&after, bot)?;
        let policy = self.bot.policy(&bot_view, self.seed, self.memory);
        let (mut held, mut folded) = (0.0f64, 0.0f64);
        let going_on: Vec<f32> = range
            .iter()
            .enumerate()
            .map(|(n, &w)| {
                let fold = policy.chance(n, Action::Fold);
                held += f64::from(w);
                folded += f64::from(w * fold);
                w * (1.0 - fold)
            })
            .collect();
        if held <= 0.0 {
            return None;
        }
        let fold_share = folded / held;
        let put_in = total as f64 - view.bet as f64;
        let called = (bot_view.options.call as f64).min(bot_view.stack as f64);
        let pot = view.pot as f64;
        let win = if fold_share < 1.0 {
            self.chance(view, &going_on)
        } else {
            0.0
        };
        Some(fold_share * pot + (1.0 - fold_share) * (win * (pot + put_in + called) - put_in))
    }
}

/// LBR's bets on the turn and the river: pot-sized (a call and then the pot after it) and
/// all in, where the rules allow them.
fn bet_sizes(view: &View) -> Vec<u64> {
    let Some((min, most)) = view.options.raise else {
        return Vec::new();
    };
    let high = (view.bet + view.options.call as i64) as u64;
    let pot_sized = (high + view.pot as u64 + view.options.call).clamp(min, most);
    let mut sizes = vec![pot_sized];
    if most > pot_sized {
        sizes.push(most);
    }
    sizes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player who folds to every bet loses exactly 750 mbb a hand to LBR: half a big blind
    /// in the small blind, a big blind in the big blind once LBR bets.
    #[test]
    fn always_folding_loses_three_quarters_of_a_big_blind_a_hand() {
        let report = run(Run {
            bot: Bot::Other(Style::AlwaysFold),
            deals: 5,
            seed: 7,
        });
        assert_eq!(report.mbb_per_hand, 750.0);
        assert_eq!(report.interval, 0.0);
        assert!(report.chips_kept);
    }

    /// Heads-up, the expert's move is its row of its policy: the same draw picks the same
    /// move.
    #[test]
    fn the_expert_plays_its_policy() {
        let mut deal_rng = ChaCha8Rng::seed_from_u64(4);
        for _ in 0..12 {
            let deck = DeckKind::Standard52.shuffled(&mut deal_rng);
            let mut hand = Hand::deal_from(1, 0, 2, &[(0, 400), (1, 400)], deck);
            let mut rng = ChaCha8Rng::seed_from_u64(9);
            while let Some(seat) = hand.to_act() {
                let view = View::of(&hand, seat).expect("a view");
                let mut a = rng.clone();
                let by_policy =
                    super::super::policy::expert_policy(&view).choose(view.hole, &mut a);
                let decided = decide(&view, Style::Expert, &mut rng);
                assert_eq!(by_policy, decided);
                hand.act(seat, decided).expect("a legal move");
            }
        }
    }

    /// A short run against the expert keeps every chip, asks the expert's policy at each of
    /// its moves, and reports its rate as its net chips over the hands.
    #[test]
    fn a_short_run_keeps_its_chips_and_reports_consistently() {
        let report = run(Run {
            bot: Bot::Expert,
            deals: 6,
            seed: 2,
        });
        assert_eq!(report.hands, 12);
        assert!(report.chips_kept);
        assert!(!report.decisions.is_empty());
        let mbb = report.net as f64 / BIG_BLIND as f64 / report.hands as f64 * 1000.0;
        assert!((mbb - report.mbb_per_hand).abs() < 1e-6);
    }
}
