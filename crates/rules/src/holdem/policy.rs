//! The expert heads-up, as a policy over every hand it could hold at once.
//!
//! [`expert_policy`] reads only what the table shows (the board, the pot, the stacks, every
//! action so far; never the seat's own cards) and gives, for each of the 1,326 hands the
//! seat could hold, the chance of each move. The expert plays a heads-up hand by reading its
//! own row ([`Policy::choose`]); a best response reads every row, to know what the expert
//! does with each hand its actions leave it (`holdem::lbr`).
//!
//! How the rows are made:
//! - **Ranges.** The opponent's range is every hand, narrowed by their actions as
//!   `computer` reads them. The expert's own range, as an opponent would see it, is narrowed
//!   by the rules this policy plays by: its opens, its raises, its calls and its bets each
//!   keep the hands that make them.
//! - **Equity.** Every hand's share of the pot against the opponent's range, at once
//!   (`range::equities_read`, half the boards to come); before the flop, each hand's place
//!   among the 169 starting hands. At 15 big blinds or fewer, the push/fold chart.
//! - **Facing a bet**, the hands that continue are at least the share of its own range that
//!   keeps a bluff from paying (the pot before the bet against the pot after it: half the
//!   range against a pot-sized bet), the strongest first, and any hand the price pays for.
//!   Only the near-certain winners raise; the other strong hands call, so that its calls are
//!   never only middling.
//! - **Checked to**, it bets half its strong hands and as many of its weakest as the bet's
//!   price makes a caller indifferent to, so that a bet is never only strong; it checks the
//!   other half, so that a check is never only weak (all of them bet where its check would
//!   end the betting: last to act on the river).
//! - **Before the flop** the button never folds first in: it raises most hands and calls
//!   the rest, and the big blind raises a limp with its strong hands.

use super::betting::Action;
use super::computer::{View, high_bet, preflop_rank, raise_to, value_on};
use super::hand::{Hand, Street};
use super::memory::Memory;
use super::range::{HANDS, Reading, equities_read, hands, mask_of, rank_pair};
use crate::game::SeatNo;
use rand::{Rng, RngExt};

/// The most moves a row chooses among.
const MOVES: usize = 4;

/// The button's first raise keeps the strongest of its hands; it calls with the rest.
const OPEN: f32 = 0.7;
/// The big blind's raise of a limp.
const RAISE_LIMP: f32 = 0.3;
/// A re-raise before the flop.
const RE_RAISE: f32 = 0.05;
/// Equity that bets for value when checked to.
const VALUE: f32 = 0.64;
/// Equity that raises a bet: only the near-certain winners, so that the calls keep the
/// strong hands.
const NUTS: f32 = 0.97;
/// Checked to, the share of its value hands the expert checks too, so that its checks are
/// never only weak: a bet into them meets strong hands, which call. Not last to act on the
/// river, where a check ends the betting.
const TRAP: f32 = 0.5;

/// A move's chance for each hand.
#[derive(Debug, Clone, PartialEq)]
pub struct Policy {
    /// The moves, in order.
    pub actions: Vec<Action>,
    /// By hand number: each move's chance, in `actions`' order.
    rows: Vec<[f32; MOVES]>,
    /// The expert's own range it was made for, where it is the expert's.
    own: Vec<f32>,
}

impl Policy {
    fn new(actions: Vec<Action>) -> Policy {
        let mut first = [0.0; MOVES];
        first[0] = 1.0;
        Policy {
            actions,
            rows: vec![first; HANDS],
            own: Vec::new(),
        }
    }

    /// Hand `n`'s chances, in `actions`' order.
    pub fn row(&self, n: usize) -> &[f32] {
        &self.rows[n][..self.actions.len()]
    }

    /// The chance that hand `n` makes `action`.
    pub fn chance(&self, n: usize, action: Action) -> f32 {
        self.actions
            .iter()
            .position(|&a| a == action)
            .map_or(0.0, |i| self.rows[n][i])
    }

    /// The move for `hole`, drawn from its row.
    pub fn choose<R: Rng + ?Sized>(&self, hole: [crate::cards::Card; 2], rng: &mut R) -> Action {
        let row = self.row(hands().number(hole));
        let mut x: f32 = rng.random_range(0.0..1.0);
        for (i, &p) in row.iter().enumerate() {
            if x < p {
                return self.actions[i];
            }
            x -= p;
        }
        // Rounding: the last move with any chance.
        row.iter()
            .rposition(|&p| p > 0.0)
            .map_or(self.actions[0], |i| self.actions[i])
    }

    /// A policy made of one decision for each hand off the board: `decide` sees `view`
    /// with the hand's cards. For players who decide one hand at a time.
    pub fn from_decisions(view: &View, mut decide: impl FnMut(&View) -> Action) -> Policy {
        let dead = mask_of(&view.board);
        let mut actions: Vec<Action> = Vec::new();
        let mut chosen = vec![usize::MAX; HANDS];
        let mut asked = view.clone();
        for (n, slot) in chosen.iter_mut().enumerate() {
            if hands().mask(n) & dead != 0 {
                continue;
            }
            asked.hole = hands().cards(n);
            let action = decide(&asked);
            let i = match actions.iter().position(|&a| a == action) {
                Some(i) => i,
                None if actions.len() < MOVES => {
                    actions.push(action);
                    actions.len() - 1
                }
                // More moves than a row holds: the last one's stands in.
                None => MOVES - 1,
            };
            *slot = i;
        }
        if actions.is_empty() {
            actions.push(Action::Fold);
        }
        let mut policy = Policy::new(actions);
        for (n, &i) in chosen.iter().enumerate() {
            if i != usize::MAX {
                let mut row = [0.0; MOVES];
                row[i] = 1.0;
                policy.rows[n] = row;
            }
        }
        policy
    }

    /// Hand `n` makes move `i` with chance `p`, the rest of its chance on move 0.
    fn set(&mut self, n: usize, i: usize, p: f32) {
        let p = p.clamp(0.0, 1.0);
        let mut row = [0.0; MOVES];
        row[0] = 1.0 - p;
        row[i] += p;
        self.rows[n] = row;
    }
}

/// Whether the expert plays `view` by [`expert_policy`]: a hand dealt heads-up.
pub fn plays(view: &View) -> bool {
    view.dealt == 2 && view.opponents.len() == 1
}

/// The expert's policy at `view`, heads-up: its moves and each hand's chances. The view's
/// own cards are not read. Its own range is worked out again from every move it made.
pub fn expert_policy(view: &View) -> Policy {
    expert_policy_with(view, None)
}

/// [`expert_policy`], its own range starting from the latest one `memory` kept.
pub fn expert_policy_with(view: &View, memory: Option<&Memory>) -> Policy {
    let own = own_range(view, memory);
    let mut policy = policy_at(view, &own);
    policy.own = own;
    policy
}

/// The expert's move at `view`, drawn from its row of its policy; `memory` keeps the range
/// the move leaves for its next decision.
pub fn expert_move<R: Rng + ?Sized>(view: &View, memory: Option<&Memory>, rng: &mut R) -> Action {
    let policy = expert_policy_with(view, memory);
    let action = policy.choose(view.hole, rng);
    remember(view, &policy, action, memory);
    action
}

/// Keeps in `memory` the range the expert's `action` at `view` leaves, by `policy` (its
/// policy there, from [`expert_policy_with`]).
pub fn remember(view: &View, policy: &Policy, action: Action, memory: Option<&Memory>) {
    let Some(memory) = memory else {
        return;
    };
    if policy.own.len() != HANDS {
        return;
    }
    let began = began(view);
    let moved = (view.seat, view.street, action);
    let key = history_key(view, &began, view.log.iter().chain([&moved]));
    memory.keep(key, narrowed(&policy.own, policy, action).into());
}

/// The policy at `view` for the expert's range `own`. Its equities read half the boards to
/// come (`Reading::Quick`): a decision at a table stays near a millisecond.
fn policy_at(view: &View, own: &[f32]) -> Policy {
    let dead = mask_of(&view.board);
    let live: Vec<bool> = (0..HANDS).map(|n| hands().mask(n) & dead == 0).collect();
    if view.street == Street::Preflop {
        return preflop(view, own);
    }
    let opponent = view.opponents.first().map_or(view.seat, |o| o.seat);
    let theirs = opponent_range(view, opponent, &live);
    let equity = equities_read(&view.board, &theirs, Reading::Quick);
    if view.to_call() > 0 {
        facing_bet(view, own, &equity, &live)
    } else {
        checked_to(view, own, &equity, &live)
    }
}

/// The expert's range as its own moves leave it: every hand, times each hand's chance of
/// every move the expert made this hand, by this policy at that move (each read with the
/// hands off the board as it stood then); then the hands off the board now. The hand is
/// dealt again from what the table shows (the stacks each seat began with, the board) and
/// its actions replayed, to see each of those moves as the expert saw it; from the latest
/// move whose range `memory` kept, where it kept one.
fn own_range(view: &View, memory: Option<&Memory>) -> Vec<f32> {
    let mut own = vec![1.0f32; HANDS];
    let began = began(view);
    let moves: Vec<usize> = (0..view.log.len())
        .filter(|&i| view.log[i].0 == view.seat)
        .collect();
    let mut from = 0;
    if let Some(memory) = memory {
        for &i in moves.iter().rev() {
            let key = history_key(view, &began, view.log[..=i].iter());
            if let Some(kept) = memory.recall(&key) {
                own = kept.to_vec();
                from = i + 1;
                break;
            }
        }
    }
    if moves.last().is_some_and(|&i| i >= from)
        && let Some(mut replay) = deal_again(view, &began)
    {
        for (i, &(who, _, action)) in view.log.iter().enumerate() {
            if i >= from && who == view.seat {
                let Some(then) = View::of(&replay, who) else {
                    break;
                };
                off_the_board(&mut own, &then.board);
                let policy = policy_at(&then, &own);
                own = narrowed(&own, &policy, action);
                if let Some(memory) = memory {
                    let key = history_key(view, &began, view.log[..=i].iter());
                    memory.keep(key, own.as_slice().into());
                }
            }
            if replay.act(who, action).is_err() {
                break;
            }
        }
    }
    off_the_board(&mut own, &view.board);
    own
}

/// `own` times each hand's chance of `action` by `policy`; a move the policy gives no hand
/// leaves the range as it stood, which is all that is known.
fn narrowed(own: &[f32], policy: &Policy, action: Action) -> Vec<f32> {
    let narrowed: Vec<f32> = own
        .iter()
        .enumerate()
        .map(|(n, &w)| w * policy.chance(n, action))
        .collect();
    if narrowed.iter().sum::<f32>() <= 0.0 {
        return own.to_vec();
    }
    narrowed
}

/// Takes the hands that hold a card of `board` out of `range`.
fn off_the_board(range: &mut [f32], board: &[crate::cards::Card]) {
    let dead = mask_of(board);
    for (n, w) in range.iter_mut().enumerate() {
        if hands().mask(n) & dead != 0 {
            *w = 0.0;
        }
    }
}

/// The public history of `view`'s hand up to and including the last of `log`: the seat,
/// the blinds, the stacks the seats began with, the board as it stood at that move, every
/// move. What a kept range is kept under.
fn history_key<'a>(
    view: &View,
    began: &[(SeatNo, i64)],
    log: impl Iterator<Item = &'a (SeatNo, Street, Action)>,
) -> Vec<u8> {
    let mut key = Vec::with_capacity(96);
    key.push(view.seat);
    key.extend(view.big_blind.to_le_bytes());
    for &(seat, stack) in began {
        key.push(seat);
        key.extend(stack.to_le_bytes());
    }
    let mut street = Street::Preflop;
    let mut moves = Vec::with_capacity(64);
    for &(who, on, action) in log {
        street = on;
        moves.push(who);
        moves.push(on.board_cards() as u8);
        match action {
            Action::Fold => moves.push(0),
            Action::Check => moves.push(1),
            Action::Call => moves.push(2),
            Action::RaiseTo(to) => {
                moves.push(3);
                moves.extend(to.to_le_bytes());
            }
        }
    }
    let board = view
        .board
        .get(..street.board_cards())
        .unwrap_or(&view.board);
    key.push(board.len() as u8);
    key.extend(board.iter().map(|c| c.index()));
    key.extend(moves);
    key
}

/// The stacks each seat began the hand with, in seat order: what they hold now and what
/// they put in.
fn began(view: &View) -> Vec<(SeatNo, i64)> {
    let put_in = contributions(view);
    let mut seats: Vec<(SeatNo, i64)> = [(view.seat, view.stack)]
        .into_iter()
        .chain(view.opponents.first().map(|o| (o.seat, o.stack)))
        .map(|(seat, stack)| {
            (
                seat,
                stack + put_in.iter().find(|p| p.0 == seat).map_or(0, |p| p.1),
            )
        })
        .collect();
    seats.sort_unstable();
    seats
}

/// The hand of `view` dealt again, heads-up, before any action: the same seats, stacks
/// (`began`), blinds and board; other cards in the hands.
fn deal_again(view: &View, began: &[(SeatNo, i64)]) -> Option<Hand> {
    view.opponents.first()?;
    let (&(button, _, _), _) = view.log.split_first()?;
    let dead = mask_of(&view.board);
    let mut deck: Vec<crate::cards::Card> = (0..52u8)
        .filter(|c| dead >> c & 1 == 0)
        .filter_map(crate::cards::Card::from_index)
        .take(4)
        .collect();
    deck.extend(&view.board);
    Some(Hand::deal_from(0, button, view.big_blind, began, deck))
}

/// Each seat's chips put in so far: its blind and what its actions put in.
fn contributions(view: &View) -> Vec<(SeatNo, i64)> {
    let replay = replay_chips(view);
    let mut total = replay.blinds.clone();
    for (&(who, _, _), step) in view.log.iter().zip(&replay.steps) {
        match total.iter_mut().find(|t| t.0 == who) {
            Some(t) => t.1 += step.put_in,
            None => total.push((who, step.put_in)),
        }
    }
    total
}

/// The chips of a hand's actions, replayed from the blinds.
struct ChipReplay {
    /// Each seat's blind.
    blinds: Vec<(SeatNo, i64)>,
    /// One step for each action of the log.
    steps: Vec<ChipStep>,
}

/// What one action put in, and the pot before it.
struct ChipStep {
    put_in: i64,
    pot_before: i64,
}

/// Replays the log's chips from the blinds (heads-up: the first to act before the flop is
/// the button and posted the small blind, the other seat the big blind).
fn replay_chips(view: &View) -> ChipReplay {
    let bb = view.big_blind.max(1);
    let sb = (bb / 2).max(1);
    let Some(&(first, _, _)) = view.log.first() else {
        return ChipReplay {
            blinds: Vec::new(),
            steps: Vec::new(),
        };
    };
    let other = view
        .opponents
        .iter()
        .map(|o| o.seat)
        .chain([view.seat])
        .find(|&s| s != first)
        .unwrap_or(first);
    let blinds = vec![(first, sb), (other, bb)];
    let mut bets = blinds.clone();
    let mut pot = sb + bb;
    let mut high = bb;
    let mut street_seen = Street::Preflop;
    let mut steps = Vec::with_capacity(view.log.len());
    for &(who, street, action) in &view.log {
        if street != street_seen {
            street_seen = street;
            bets.clear();
            high = 0;
        }
        let before = bets.iter().find(|b| b.0 == who).map_or(0, |b| b.1);
        let now = match action {
            Action::Call => high,
            Action::RaiseTo(to) => to as i64,
            _ => before,
        };
        steps.push(ChipStep {
            put_in: now - before,
            pot_before: pot,
        });
        pot += now - before;
        high = high.max(now);
        bets.retain(|b| b.0 != who);
        bets.push((who, now));
    }
    ChipReplay { blinds, steps }
}

/// Each hand's strength before the flop: 1 for aces down to near 0.
fn preflop_strength() -> Vec<f32> {
    hands()
        .all()
        .iter()
        .map(|&h| 1.0 - preflop_rank(h))
        .collect()
}

/// Heads-up at this many big blinds or fewer (the shorter stack), the button jams or folds
/// and the big blind meets a jam by the push/fold equilibrium.
pub const PUSH_FOLD_BLINDS: f64 = 15.0;

/// The push/fold charts the expert reads: every half big blind up to [`PUSH_FOLD_BLINDS`].
pub fn build_tables() {
    hands();
    let _ = preflop_rank([
        crate::cards::Card::new(14, crate::cards::Suit::Spades),
        crate::cards::Card::new(14, crate::cards::Suit::Hearts),
    ]);
    for halves in 1..=(PUSH_FOLD_BLINDS * 2.0) as u32 {
        let _ = super::pushfold::chart(f64::from(halves) / 2.0);
    }
}

/// The shorter stack at the start of the hand, in big blinds, rounded to a half (at least a
/// half).
fn effective_blinds(view: &View) -> f64 {
    let mine = view.stack + view.bet;
    let theirs = view
        .opponents
        .first()
        .map_or(0, |o| o.stack + high_bet(view).max(view.bet));
    let blinds = mine.min(theirs) as f64 / view.big_blind.max(1) as f64;
    ((blinds * 2.0).round() / 2.0).max(0.5)
}

/// A chart's chance for two cards: its jam or its call.
type ChartRead = fn(&super::pushfold::Chart, [crate::cards::Card; 2]) -> f64;

/// Push/fold, where the stacks are short and no one has done more than post a blind or
/// jam: the button's jam or fold first in, and the big blind's call or fold of a jam.
fn push_fold(view: &View) -> Option<Policy> {
    // The chart's game: a small blind of half the big blind.
    if view.big_blind < 2 || view.big_blind % 2 != 0 {
        return None;
    }
    let blinds = effective_blinds(view);
    if blinds > PUSH_FOLD_BLINDS {
        return None;
    }
    // Charts are built with the shared tables, never in a move.
    let chart = super::pushfold::built_chart(blinds)?;
    let raises = view.raises_this_street();
    let (_, most) = view.options.raise.unwrap_or((0, 0));
    let first_in = raises == 0 && view.to_call() > 0 && view.log.is_empty();
    let facing_jam =
        raises == 1 && view.log.len() == 1 && view.opponents.first().is_some_and(|o| o.stack == 0);
    use super::pushfold::Chart;
    let (actions, chance): (Vec<Action>, ChartRead) = if first_in && most > 0 {
        (vec![Action::Fold, Action::RaiseTo(most)], Chart::jam)
    } else if first_in {
        // No raise open (too short to raise): the call.
        (vec![Action::Fold, Action::Call], Chart::jam)
    } else if facing_jam {
        (vec![Action::Fold, Action::Call], Chart::call)
    } else {
        return None;
    };
    let mut policy = Policy::new(actions);
    for (n, &hole) in hands().all().iter().enumerate() {
        policy.set(n, 1, chance(chart, hole) as f32);
    }
    Some(policy)
}

fn preflop(view: &View, own: &[f32]) -> Policy {
    if let Some(policy) = push_fold(view) {
        return policy;
    }
    let strength = preflop_strength();
    let raises = view.raises_this_street();
    let bb = view.big_blind.max(1);
    if view.to_call() == 0 {
        // The big blind, limped to: raise the strong hands, check the rest.
        let Some(raise) = raise_to(view, bb * 4) else {
            return Policy::new(vec![Action::Check]);
        };
        let mut policy = Policy::new(vec![Action::Check, raise]);
        for (n, &s) in strength.iter().enumerate() {
            policy.set(n, 1, if s > 1.0 - RAISE_LIMP { 1.0 } else { 0.0 });
        }
        return policy;
    }
    if raises == 0 {
        // The button first in: raise most hands, call the rest.
        let Some(raise) = raise_to(view, bb * 5 / 2) else {
            return Policy::new(vec![Action::Call]);
        };
        let mut policy = Policy::new(vec![Action::Call, raise]);
        for (n, &s) in strength.iter().enumerate() {
            policy.set(n, 1, if s > 1.0 - OPEN { 1.0 } else { 0.0 });
        }
        return policy;
    }
    // Facing a raise.
    let mut actions = vec![Action::Fold, Action::Call];
    let re_raise = raise_to(view, high_bet(view) * 3);
    actions.extend(re_raise);
    let mut policy = Policy::new(actions);
    let keep = defended_share(view);
    let cut = cut_for(own, &strength, keep);
    let jam_only = re_raise
        .is_some_and(|r| matches!(r, Action::RaiseTo(t) if t as i64 >= view.bet + view.stack));
    for (n, &s) in strength.iter().enumerate() {
        if s > 1.0 - RE_RAISE && re_raise.is_some() && !(jam_only && raises > 1) {
            policy.set(n, 2, 1.0);
        } else if s >= cut || s > 1.0 - RE_RAISE {
            policy.set(n, 1, 1.0);
        }
    }
    policy
}

/// The share of its range that keeps the bet faced from paying as a bluff: the pot before
/// the bet against the pot with it.
fn defended_share(view: &View) -> f32 {
    let pot = view.pot.max(1) as f32;
    (1.0 - view.to_call() as f32 / pot).clamp(0.0, 1.0)
}

/// The least score among the strongest `share` of `range` (by weight), scored by `score`.
fn cut_for(range: &[f32], score: &[f32], share: f32) -> f32 {
    let mut held: Vec<(f32, f32)> = range
        .iter()
        .zip(score)
        .filter(|(w, _)| **w > 0.0)
        .map(|(&w, &s)| (s, w))
        .collect();
    held.sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
    let total: f32 = held.iter().map(|h| h.1).sum();
    let mut sum = 0.0;
    for &(s, w) in &held {
        sum += w;
        if sum >= share * total {
            return s;
        }
    }
    f32::NEG_INFINITY
}

fn facing_bet(view: &View, own: &[f32], equity: &[f32], live: &[bool]) -> Policy {
    let mut actions = vec![Action::Fold, Action::Call];
    let raise = raise_to(view, high_bet(view) * 3 + view.pot / 2);
    actions.extend(raise);
    let mut policy = Policy::new(actions);
    let cut = cut_for(own, equity, defended_share(view));
    let odds = view.to_call() as f32 / (view.pot + view.to_call()).max(1) as f32;
    let pays = odds
        + if view.street == Street::River {
            0.02
        } else {
            -0.02
        };
    for n in (0..HANDS).filter(|&n| live[n]) {
        if equity[n] > NUTS && raise.is_some() {
            policy.set(n, 2, 1.0);
        } else if equity[n] >= cut.min(pays) {
            policy.set(n, 1, 1.0);
        }
    }
    policy
}

fn checked_to(view: &View, own: &[f32], equity: &[f32], live: &[bool]) -> Policy {
    let pot = view.pot.max(view.big_blind);
    let Some(bet) = raise_to(view, pot * 2 / 3) else {
        return Policy::new(vec![Action::Check]);
    };
    let mut policy = Policy::new(vec![Action::Check, bet]);
    let size = match bet {
        Action::RaiseTo(t) => t as f32,
        _ => 0.0,
    };
    // Last to act on the river, a check ends the betting: nothing to trap.
    let trap = if view.acting_after == 0 && view.street == Street::River {
        0.0
    } else {
        TRAP
    };
    // Bluffs: the weakest hands, as many (by weight) as the bet's price asks of the value
    // bets, so that a caller's call is no better than a fold against the weakest value.
    let value: f32 = (0..HANDS)
        .filter(|&n| live[n] && equity[n] > VALUE)
        .map(|n| own[n] * (1.0 - trap))
        .sum();
    let ratio = size / (pot as f32 + 2.0 * size).max(1.0);
    let bluffs = value * ratio / (1.0 - ratio).max(0.01);
    let weakest = cut_for(own, &equity.iter().map(|e| -e).collect::<Vec<_>>(), {
        let total: f32 = own.iter().sum();
        if total > 0.0 { bluffs / total } else { 0.0 }
    });
    for n in (0..HANDS).filter(|&n| live[n]) {
        if equity[n] > VALUE {
            policy.set(n, 1, 1.0 - trap);
        } else if bluffs > 0.0 && -equity[n] >= weakest {
            policy.set(n, 1, 1.0);
        }
    }
    policy
}

/// The opponent's range: every hand off the board, narrowed by their actions. A bet or
/// raise keeps fewer hands the larger it is against the pot, and fewer of the others (its
/// bluffs).
fn opponent_range(view: &View, seat: SeatNo, live: &[bool]) -> Vec<f32> {
    let mut range: Vec<f32> = live.iter().map(|&l| if l { 1.0 } else { 0.0 }).collect();
    let mut raises_before = 0usize;
    let mut street_seen = Street::Preflop;
    let sizes = bet_sizes(view);
    for (&(who, street, action), &size) in view.log.iter().zip(&sizes) {
        if street != street_seen {
            street_seen = street;
            raises_before = 0;
        }
        if who == seat {
            match (street, action) {
                (Street::Preflop, Action::RaiseTo(_)) => {
                    let top = if raises_before == 0 { 0.35 } else { 0.12 };
                    narrow_by_rank(&mut range, top, 0.05);
                }
                (Street::Preflop, Action::Call) if raises_before > 0 => {
                    narrow_by_rank(&mut range, 0.6, 0.2);
                }
                (Street::Preflop, _) => {}
                (_, Action::RaiseTo(_)) => {
                    let raised = if raises_before > 0 { 0.6 } else { 1.0 };
                    let share = ((0.7 - 0.2 * size) * raised).clamp(0.03, 0.7);
                    let rest = (0.35 - 0.1 * size).clamp(0.01, 0.35);
                    keep_strongest(&mut range, view, street, share, rest);
                }
                (_, Action::Call) => keep_strongest(&mut range, view, street, 0.75, 0.4),
                _ => {}
            }
        }
        if matches!(action, Action::RaiseTo(_)) {
            raises_before += 1;
        }
    }
    range
}

/// Each action's size: a bet or raise's chips put in against the pot before it (0 for the
/// other actions).
fn bet_sizes(view: &View) -> Vec<f32> {
    view.log
        .iter()
        .zip(replay_chips(view).steps)
        .map(|(&(_, _, action), step)| match action {
            Action::RaiseTo(_) => step.put_in as f32 / step.pot_before.max(1) as f32,
            _ => 0.0,
        })
        .collect()
}

/// Keeps the hands ranked among the best `top` of starting hands at full weight, the rest at
/// `rest`.
fn narrow_by_rank(range: &mut [f32], top: f32, rest: f32) {
    for (w, &h) in range.iter_mut().zip(hands().all()) {
        if preflop_rank(h) >= top {
            *w *= rest;
        }
    }
}

/// Keeps the strongest `share` of the range's hands (by weight) on `street`'s board at full
/// weight, the rest at `rest`.
fn keep_strongest(range: &mut [f32], view: &View, street: Street, share: f32, rest: f32) {
    let Some(board) = view.board.get(..street.board_cards()) else {
        return;
    };
    let values = values_on(range, board);
    let cut = cut_for(range, &values, share);
    for (w, &v) in range.iter_mut().zip(&values) {
        if v < cut {
            *w *= rest;
        }
    }
}

/// Each hand's value on `board` ([`value_on`]) where `range` holds it, else 0. A hand that
/// can make no flush is worth its two ranks' value, read once for each two ranks.
fn values_on(range: &[f32], board: &[crate::cards::Card]) -> Vec<f32> {
    let mut suits = [0u8; 4];
    for card in board {
        suits[card.suit() as usize] += 1;
    }
    let flushes = |h: [crate::cards::Card; 2]| {
        (0..4).any(|suit| {
            let held = h.iter().filter(|c| c.suit() as usize == suit).count() as u8;
            suits[suit] + held >= 5
        })
    };
    let mut by_ranks = [u32::MAX; 169];
    hands()
        .all()
        .iter()
        .zip(range)
        .map(|(&h, &w)| {
            if w <= 0.0 {
                return 0.0;
            }
            if board.len() == 5 || flushes(h) {
                return value_on(h, board) as f32;
            }
            let kept = &mut by_ranks[rank_pair(h)];
            if *kept == u32::MAX {
                *kept = value_on(h, board);
            }
            *kept as f32
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::holdem::test_cards::*;

    /// Every hand's value on flops and turns, flush draws and made flushes among them, is
    /// the one [`value_on`] reads for it alone.
    #[test]
    fn values_by_ranks_are_each_hands_own() {
        for board in [
            "2C 7D 9H",
            "2H 7H 9H",
            "AS KS QS",
            "2C 7D 9H KS",
            "2H 7H 9H KS",
            "2H 7H 9H KH",
            "5D 6D 7D 8C",
            "TC TD TH",
        ] {
            let board = cards(board);
            let range = crate::holdem::range::every_hand_but(mask_of(&board));
            let values = values_on(&range, &board);
            for (n, &h) in hands().all().iter().enumerate() {
                let own = if range[n] > 0.0 {
                    value_on(h, &board) as f32
                } else {
                    0.0
                };
                assert_eq!(values[n], own, "{h:?} on {board:?}");
            }
        }
    }

    /// Every row's chances add up to one, over every hand off the board.
    fn rows_add_up(policy: &Policy) {
        for n in 0..HANDS {
            let sum: f32 = policy.row(n).iter().sum();
            assert!((sum - 1.0).abs() < 1e-5, "hand {n}: {sum}");
        }
    }

    #[test]
    fn the_button_never_folds_first_in_and_raises_most() {
        let h = Hand::deal_from(1, 0, 2, &[(0, 400), (1, 400)], cards("7C AS 2D AD"));
        let view = View::of(&h, 0).expect("the button's turn");
        let policy = expert_policy(&view);
        rows_add_up(&policy);
        assert!(!policy.actions.contains(&Action::Fold));
        let raise = policy.actions[1];
        let raised: f32 = (0..HANDS).map(|n| policy.chance(n, raise)).sum();
        assert!((raised / HANDS as f32 - OPEN).abs() < 0.05, "{raised}");
        assert_eq!(policy.chance(hands().number(hole("AS AD")), raise), 1.0);
    }

    /// At ten big blinds the button jams or folds by the equilibrium's chart, and the big
    /// blind meets the jam by it; at 40 big blinds it does not.
    #[test]
    fn short_stacks_play_push_fold() {
        let chart = crate::holdem::pushfold::chart(10.0).expect("a chart");
        let h = Hand::deal_from(1, 0, 2, &[(0, 20), (1, 26)], cards("7C AS 2D AD"));
        let view = View::of(&h, 0).expect("the button's turn");
        let policy = expert_policy(&view);
        assert_eq!(policy.actions, vec![Action::Fold, Action::RaiseTo(20)]);
        for (n, &hole) in hands().all().iter().enumerate().step_by(7) {
            let jam = policy.chance(n, Action::RaiseTo(20));
            assert!((f64::from(jam) - chart.jam(hole)).abs() < 1e-6, "{hole:?}");
        }
        let mut jammed = h.clone();
        jammed.act(0, Action::RaiseTo(20)).expect("a jam");
        let view = View::of(&jammed, 1).expect("the big blind's turn");
        let policy = expert_policy(&view);
        assert_eq!(policy.actions, vec![Action::Fold, Action::Call]);
        for (n, &hole) in hands().all().iter().enumerate().step_by(7) {
            let call = policy.chance(n, Action::Call);
            assert!(
                (f64::from(call) - chart.call(hole)).abs() < 1e-6,
                "{hole:?}"
            );
        }
        let deep = Hand::deal_from(1, 0, 2, &[(0, 80), (1, 80)], cards("7C AS 2D AD"));
        let view = View::of(&deep, 0).expect("the button's turn");
        assert!(!expert_policy(&view).actions.contains(&Action::Fold));
    }

    /// A hand dealt three-handed stays with the expert's play by equity when it comes down
    /// to two: its policy's replay knows only heads-up deals.
    #[test]
    fn only_hands_dealt_heads_up_play_the_policy() {
        let mut h = Hand::deal_from(
            1,
            0,
            2,
            &[(0, 400), (1, 400), (2, 400)],
            cards("7C AS 2D AD 9S 9D"),
        );
        let first = h.to_act().expect("a turn");
        h.act(first, Action::Fold).expect("a fold");
        let seat = h.to_act().expect("the next turn");
        let view = View::of(&h, seat).expect("a view");
        assert_eq!(view.opponents.len(), 1);
        assert!(!plays(&view));
        let heads_up = Hand::deal_from(1, 0, 2, &[(0, 400), (1, 400)], cards("7C AS 2D AD"));
        assert!(plays(&View::of(&heads_up, 0).expect("a view")));
    }

    /// The same public view gives the same policy whatever the seat holds.
    /// A range the memory kept is the range worked out again from every move, to the bit:
    /// the policy with a memory is the policy without one, at every decision of whole hands.
    #[test]
    fn a_kept_range_is_the_range_worked_out_again() {
        use rand::SeedableRng;
        let memory = Memory::default();
        let mut deal_rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut decisions = 0;
        for deal in 0..4 {
            let deck = crate::cards::DeckKind::Standard52.shuffled(&mut deal_rng);
            let mut hand = Hand::deal_from(1, deal % 2, 2, &[(0, 400), (1, 300)], deck);
            while let Some(seat) = hand.to_act() {
                let view = View::of(&hand, seat).expect("a view");
                let kept = expert_policy_with(&view, Some(&memory));
                assert_eq!(kept, expert_policy(&view));
                rows_add_up(&kept);
                let action = kept.choose(view.hole, &mut rng);
                remember(&view, &kept, action, Some(&memory));
                hand.act(seat, action).expect("a legal move");
                decisions += 1;
            }
        }
        assert!(decisions > 8);
        assert!(!memory.is_empty());
    }

    #[test]
    fn the_policy_does_not_read_the_seats_cards() {
        let mut a = Hand::deal_from(
            1,
            0,
            2,
            &[(0, 400), (1, 400)],
            cards("7C AS 2D AD 9S 9D 3H"),
        );
        a.act(0, Action::Call).expect("limp");
        a.act(1, Action::Check).expect("check");
        let view = View::of(&a, 1).expect("the big blind's turn on the flop");
        let mut other = view.clone();
        other.hole = hole("KH QH");
        assert_eq!(expert_policy(&view), expert_policy(&other));
    }

    /// Facing a pot-sized bet, at least half of its range goes on, the strongest first.
    #[test]
    fn a_pot_sized_bet_meets_half_the_range() {
        let mut h = Hand::deal_from(
            1,
            0,
            2,
            &[(0, 400), (1, 400)],
            cards("7C AS 2D AD 9S 9D 3H KC"),
        );
        h.act(0, Action::Call).expect("limp");
        h.act(1, Action::Check).expect("check");
        h.act(1, Action::Check).expect("check on the flop");
        let pot = h.pot() as u64;
        h.act(0, Action::RaiseTo(pot)).expect("a pot-sized bet");
        let view = View::of(&h, 1).expect("the big blind faces it");
        let policy = expert_policy(&view);
        rows_add_up(&policy);
        let own = own_range(&view, None);
        let total: f32 = own.iter().sum();
        let going_on: f32 = (0..HANDS)
            .map(|n| own[n] * (1.0 - policy.chance(n, Action::Fold)))
            .sum();
        assert!(going_on / total >= 0.49, "{}", going_on / total);
        // Four nines go on; seven-deuce off the board does not.
        assert_eq!(
            policy.chance(hands().number(hole("9H 9C")), Action::Fold),
            0.0
        );
        assert_eq!(
            policy.chance(hands().number(hole("7H 2S")), Action::Fold),
            1.0
        );
    }
}
