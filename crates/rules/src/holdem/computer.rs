//! Hold'em's computer players.
//!
//! - **Expert.** It gives each opponent a range: every two cards they could hold, weighted
//!   by how well each fits what they did (a raise before the flop keeps the strongest
//!   starting hands, a call the stronger half, a bet on the flop, turn or river the hands
//!   that stand well on that board, with a little weight left for draws and bluffs). Its
//!   equity against those ranges comes from the seven-card evaluator: exact heads-up on the
//!   turn and the river (every hand of the range, every river card), sampled elsewhere. It then weighs the equity against the pot odds, bets for value and sizes by
//!   the pot, bluffs now and then in position when checked to, and opens before the flop by
//!   position.
//! - **Casual.** Loose and simple: it plays most starting hands, calls with a pair of its
//!   own or a small bet (a third of the pot before the bet at most), and bets or raises only
//!   what its own cards have made (a pair or two pair on the board is everyone's).
//! - **Station.** Calls every bet and never bets: the calling station the simulation
//!   measures against.
//!
//! A computer sees only what its seat would: its own cards, the board, the stacks, the pot
//! and every action so far ([`View`]).

use super::betting::{Action, Options};
use super::eval::{Seven, Strength, tables};
use super::hand::{Hand, Street};
use super::memory::Memory;
use crate::cards::{Card, DeckKind};
use crate::game::SeatNo;
use crate::table::pool::left_of;
use rand::{Rng, RngExt, SeedableRng};
use std::sync::OnceLock;

/// How a computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Expert,
    Casual,
    Station,
    /// Folds to every bet and checks when it can: the floor every strategy should beat.
    AlwaysFold,
    /// Raises the pot at every turn: the wildest opponent.
    Maniac,
    /// Plays only the best starting hands, and on later streets only what it has made.
    Nit,
}

/// An opponent as the table shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opponent {
    pub seat: SeatNo,
    /// Chips behind.
    pub stack: i64,
    /// Their actions, in order.
    pub actions: Vec<(Street, Action)>,
}

/// What a computer sees at its turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    pub seat: SeatNo,
    /// Players dealt into the hand, folded ones included.
    pub dealt: usize,
    pub hole: [Card; 2],
    pub board: Vec<Card>,
    pub street: Street,
    pub big_blind: i64,
    /// Every chip in the middle, this street's bets included.
    pub pot: i64,
    pub stack: i64,
    /// This seat's bet on this street.
    pub bet: i64,
    pub options: Options,
    /// The opponents still in the hand.
    pub opponents: Vec<Opponent>,
    /// Players still to act after this seat on later streets: 0 is the button, last to act.
    pub acting_after: usize,
    /// Every action so far.
    pub log: Vec<(SeatNo, Street, Action)>,
}

impl View {
    /// What `seat` sees of `hand`, if it is that seat's turn.
    pub fn of(hand: &Hand, seat: SeatNo) -> Option<View> {
        if hand.to_act() != Some(seat) {
            return None;
        }
        let me = hand.player(seat)?;
        let live: Vec<SeatNo> = hand
            .players
            .iter()
            .filter(|p| !p.folded)
            .map(|p| p.seat)
            .collect();
        let order = left_of(hand.button, &live);
        let acting_after = order.len() - 1 - order.iter().position(|&s| s == seat).unwrap_or(0);
        Some(View {
            seat,
            dealt: hand.players.len(),
            hole: me.hole,
            board: hand.board.clone(),
            street: hand.street,
            big_blind: hand.big_blind,
            pot: hand.pot(),
            stack: hand.stack_of(seat),
            bet: hand.bet_of(seat),
            options: hand.options()?,
            opponents: hand
                .players
                .iter()
                .filter(|p| !p.folded && p.seat != seat)
                .map(|p| Opponent {
                    seat: p.seat,
                    stack: hand.stack_of(p.seat),
                    actions: hand
                        .log
                        .iter()
                        .filter(|(s, _, _)| *s == p.seat)
                        .map(|&(_, street, action)| (street, action))
                        .collect(),
                })
                .collect(),
            acting_after,
            log: hand.log.clone(),
        })
    }

    /// Chips to call.
    pub(super) fn to_call(&self) -> i64 {
        self.options.call as i64
    }

    /// Raises (bets included) made on this street before this turn.
    pub(super) fn raises_this_street(&self) -> usize {
        self.log
            .iter()
            .filter(|(_, street, a)| *street == self.street && matches!(a, Action::RaiseTo(_)))
            .count()
    }
}

/// Decides `view`'s move.
pub fn decide<R: Rng + ?Sized>(view: &View, style: Style, rng: &mut R) -> Action {
    decide_with(view, style, None, rng)
}

/// [`decide`], the expert keeping its ranges heads-up in `memory` between decisions.
pub fn decide_with<R: Rng + ?Sized>(
    view: &View,
    style: Style,
    memory: Option<&Memory>,
    rng: &mut R,
) -> Action {
    match style {
        Style::Station => {
            if view.options.check {
                Action::Check
            } else {
                Action::Call
            }
        }
        Style::Casual => casual(view, rng),
        Style::Expert => expert(view, memory, rng),
        Style::AlwaysFold => check_or_fold(view),
        Style::Maniac => {
            raise_to(view, high_bet(view) + view.pot).unwrap_or_else(|| call_or_check(view))
        }
        Style::Nit => nit(view),
    }
}

/// A bet or raise to about `target` chips this street, within what is allowed: all in when
/// it would leave little behind.
pub(super) fn raise_to(view: &View, target: i64) -> Option<Action> {
    let (min, most) = view.options.raise?;
    let target = (target.max(0) as u64).clamp(min, most);
    // Less than a third of the stack left behind: all in.
    let behind = most - target;
    Some(Action::RaiseTo(if behind * 3 < most {
        most
    } else {
        target
    }))
}

fn check_or_fold(view: &View) -> Action {
    if view.options.check {
        Action::Check
    } else {
        Action::Fold
    }
}

fn call_or_check(view: &View) -> Action {
    if view.options.check {
        Action::Check
    } else {
        Action::Call
    }
}

/// The highest bet on this street.
pub(super) fn high_bet(view: &View) -> i64 {
    view.bet + view.to_call()
}

/// The best tenth of starting hands, raised; later, a bet with two pair or better of its
/// own, a call with a pair of its own, else check or fold.
fn nit(view: &View) -> Action {
    if view.street == Street::Preflop {
        if preflop_rank(view.hole) < 0.1 {
            return raise_to(view, high_bet(view) * 3).unwrap_or_else(|| call_or_check(view));
        }
        return check_or_fold(view);
    }
    use crate::hand_eval::Category as C;
    match own_category(view.hole, &view.board) {
        C::HighCard => check_or_fold(view),
        C::OnePair => call_or_check(view),
        _ => {
            raise_to(view, high_bet(view) + view.pot * 2 / 3).unwrap_or_else(|| call_or_check(view))
        }
    }
}

fn casual<R: Rng + ?Sized>(view: &View, rng: &mut R) -> Action {
    let pot = view.pot.max(view.big_blind);
    // The pot before the bet this seat faces: a bet is small against what was there, not
    // against a pot it swells itself.
    let before = (view.pot - view.to_call()).max(view.big_blind);
    if view.street == Street::Preflop {
        let rank = preflop_rank(view.hole);
        if rank < 0.1 && view.raises_this_street() < 2 {
            return raise_to(view, high_bet(view) * 3).unwrap_or(Action::Call);
        }
        // Most hands see a flop for up to a tenth of the stack.
        if view.to_call() == 0 || (rank < 0.7 && view.to_call() * 10 <= view.stack) {
            return call_or_check(view);
        }
        return check_or_fold(view);
    }
    let made = own_category(view.hole, &view.board);
    use crate::hand_eval::Category as C;
    match made {
        C::HighCard => {
            if view.to_call() * 3 <= before && rng.random_bool(0.5) {
                call_or_check(view)
            } else {
                check_or_fold(view)
            }
        }
        C::OnePair => {
            if view.options.check && rng.random_bool(0.3) {
                raise_to(view, pot / 2).unwrap_or(Action::Check)
            } else if view.to_call() <= pot {
                call_or_check(view)
            } else {
                check_or_fold(view)
            }
        }
        _ => raise_to(view, high_bet(view) + pot).unwrap_or_else(|| call_or_check(view)),
    }
}

/// What the hole cards make of their own: the best category with the board, or a high
/// card where the board alone makes as much (its pair, its two pair, its straight are
/// everyone's).
fn own_category(hole: [Card; 2], board: &[Card]) -> crate::hand_eval::Category {
    let made = made_category(hole, board);
    if made > board_category(board) {
        made
    } else {
        crate::hand_eval::Category::HighCard
    }
}

/// The best category of the board's cards alone: by their ranks on the flop and the turn
/// (too few cards for a straight or a flush), the five-card evaluator's on the river.
fn board_category(board: &[Card]) -> crate::hand_eval::Category {
    use crate::hand_eval::Category as C;
    if let Ok(five) = <[Card; 5]>::try_from(board) {
        return crate::hand_eval::evaluate(&five, DeckKind::Standard52).category;
    }
    let mut counts = [0u8; 15];
    for card in board {
        counts[usize::from(card.rank()).min(14)] += 1;
    }
    let pairs = counts.iter().filter(|&&n| n == 2).count();
    match counts.iter().max().copied().unwrap_or(0) {
        4 => C::FourOfAKind,
        3 => C::ThreeOfAKind,
        2 if pairs == 2 => C::TwoPair,
        2 => C::OnePair,
        _ => C::HighCard,
    }
}

/// The best category the hole cards make with the board (three to five cards).
fn made_category(hole: [Card; 2], board: &[Card]) -> crate::hand_eval::Category {
    strength_on(hole, board).1
}

/// The value and category of the best five of the hole cards and the board (three to five
/// cards): the five-card evaluator over every five of them.
fn strength_on(hole: [Card; 2], board: &[Card]) -> (u32, crate::hand_eval::Category) {
    let cards: Vec<Card> = hole.iter().chain(board).copied().collect();
    if cards.len() == 7 {
        let s = Seven::of(hole[0])
            .and(hole[1])
            .with(&board.iter().fold(Seven::default(), |s, &c| s.and(c)))
            .strength(tables());
        return (u32::from(s.0), s.class());
    }
    let mut best = (0u32, crate::hand_eval::Category::HighCard);
    for five in fives(hole, board) {
        let e = crate::hand_eval::evaluate(&five, DeckKind::Standard52);
        if e.value.0 >= best.0 {
            best = (e.value.0, e.category);
        }
    }
    best
}

// ---------------------------------------------------------------------------------------
// Starting hands.

/// Each starting hand's place among all 169, 0 the strongest (aces) to 1 the weakest, by
/// its equity against one random hand.
struct Preflop {
    /// By the two ranks (high, low; 0 the two) and whether suited.
    rank: [[[f32; 2]; 13]; 13],
}

fn preflop_table() -> &'static Preflop {
    static TABLE: OnceLock<Preflop> = OnceLock::new();
    TABLE.get_or_init(|| {
        // Each class's equity against a random hand, sampled with a fixed seed (the same
        // table every run), then ranked by how many starting hands are stronger.
        let t = tables();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(169);
        let mut equity = Vec::new();
        for high in 0..13u8 {
            for low in 0..=high {
                for suited in [false, true] {
                    if suited && low == high {
                        continue;
                    }
                    let a = Card::new(high + 2, crate::cards::Suit::Spades);
                    let b = Card::new(
                        low + 2,
                        if suited {
                            crate::cards::Suit::Spades
                        } else {
                            crate::cards::Suit::Hearts
                        },
                    );
                    let combos = if low == high {
                        6
                    } else if suited {
                        4
                    } else {
                        12
                    };
                    let share =
                        sampled_equity([a, b], &[], &[Range::all(&[a, b], &[])], 600, t, &mut rng);
                    equity.push((high, low, suited, share, combos));
                }
            }
        }
        equity.sort_by(|x, y| y.3.total_cmp(&x.3));
        let mut rank = [[[1.0f32; 2]; 13]; 13];
        let mut stronger = 0u32;
        for (high, low, suited, _, combos) in equity {
            rank[high as usize][low as usize][usize::from(suited)] = stronger as f32 / 1326.0;
            stronger += combos;
        }
        Preflop { rank }
    })
}

/// The share of starting hands stronger than these two cards: 0 for aces, near 1 for the
/// weakest.
pub fn preflop_rank(hole: [Card; 2]) -> f32 {
    let (a, b) = (hole[0].rank() - 2, hole[1].rank() - 2);
    let (high, low) = (a.max(b), a.min(b));
    let suited = hole[0].suit() == hole[1].suit() && a != b;
    preflop_table().rank[high as usize][low as usize][usize::from(suited)]
}

// ---------------------------------------------------------------------------------------
// Ranges.

/// The hands an opponent may hold, each with a weight.
#[derive(Debug, Clone)]
struct Range {
    combos: Vec<([Card; 2], f32)>,
}

impl Range {
    /// Every two cards not among `dead` and `board`.
    fn all(dead: &[Card], board: &[Card]) -> Range {
        let left: Vec<Card> = DeckKind::Standard52
            .cards()
            .into_iter()
            .filter(|c| !dead.contains(c) && !board.contains(c))
            .collect();
        let mut combos = Vec::with_capacity(left.len() * (left.len() - 1) / 2);
        for i in 0..left.len() {
            for j in i + 1..left.len() {
                combos.push(([left[i], left[j]], 1.0));
            }
        }
        Range { combos }
    }

    /// Keeps the weight of hands that `fits` at full, and `rest` of the others'.
    fn narrow(&mut self, fits: impl Fn([Card; 2]) -> bool, rest: f32) {
        for (hole, weight) in &mut self.combos {
            if !fits(*hole) {
                *weight *= rest;
            }
        }
    }

    /// The strongest `share` of the hands by their `values` on a board (one value for each
    /// hand, in the range's order), at full weight; the others at `rest`.
    fn keep_strongest(&mut self, values: &StreetValues, share: f32, rest: f32) {
        let cut = values.cut(share);
        for ((_, weight), &value) in self.combos.iter_mut().zip(&values.values) {
            if value < cut {
                *weight *= rest;
            }
        }
    }
}

/// Every hand's value on one street's board (in the order of [`Range::all`]), and the
/// values sorted, worked out once for all the opponents.
struct StreetValues {
    values: Vec<u32>,
    sorted: Vec<u32>,
}

impl StreetValues {
    fn of(range: &Range, board: &[Card]) -> StreetValues {
        let values: Vec<u32> = range
            .combos
            .iter()
            .map(|(hole, _)| value_on(*hole, board))
            .collect();
        let mut sorted = values.clone();
        sorted.sort_unstable();
        StreetValues { values, sorted }
    }

    /// The least value among the strongest `share` of hands.
    fn cut(&self, share: f32) -> u32 {
        let n = self.sorted.len();
        if n == 0 {
            return 0;
        }
        let at = (((1.0 - share) * n as f32) as usize).min(n - 1);
        self.sorted[at]
    }
}

/// How the hole cards stand on a board of three to five cards: the best five's value, by
/// the five-card evaluator's fast path (three or four board cards) or the seven-card one.
pub(super) fn value_on(hole: [Card; 2], board: &[Card]) -> u32 {
    if board.len() == 5 {
        let s = board
            .iter()
            .fold(Seven::of(hole[0]).and(hole[1]), |s, &c| s.and(c))
            .strength(tables());
        return u32::from(s.0);
    }
    fives(hole, board)
        .map(|five| crate::hand_eval::hand_value(&five, DeckKind::Standard52).0)
        .max()
        .unwrap_or(0)
}

/// Every five of the hole cards and a board of three or four cards: the one five, or each
/// of the six leaving one card out.
fn fives(hole: [Card; 2], board: &[Card]) -> impl Iterator<Item = [Card; 5]> {
    let mut cards = [hole[0]; 6];
    let n = (2 + board.len()).min(6);
    cards[1] = hole[1];
    cards[2..n].copy_from_slice(&board[..n - 2]);
    // Six cards: each one left out in turn; five: none (the one past the end).
    let outs = if n == 6 { 0..6 } else { 5..6 };
    outs.filter(move |_| n >= 5).map(move |out| {
        let mut five = [cards[0]; 5];
        for (slot, card) in five
            .iter_mut()
            .zip((0..n).filter(|&i| i != out).map(|i| cards[i]))
        {
            *slot = card;
        }
        five
    })
}

/// The range an opponent's actions leave them, from the cards this seat can see: `base` is
/// every hand they could hold, `streets` each later street's values of those hands.
fn range_of(
    opponent: &Opponent,
    view: &View,
    base: &Range,
    streets: &[(Street, StreetValues)],
) -> Range {
    let mut range = base.clone();
    // Raises before the opponent's, street by street, to tell an open from a re-raise.
    let mut raises_before = 0usize;
    let mut street_seen = Street::Preflop;
    for (seat, street, action) in &view.log {
        if *street != street_seen {
            street_seen = *street;
            raises_before = 0;
        }
        if *seat == opponent.seat {
            if *street == Street::Preflop {
                match action {
                    Action::RaiseTo(_) => {
                        let top = if raises_before == 0 { 0.2 } else { 0.07 };
                        range.narrow(|hole| preflop_rank(hole) < top, 0.02);
                    }
                    Action::Call if raises_before > 0 => {
                        range.narrow(|hole| preflop_rank(hole) < 0.4, 0.1);
                    }
                    _ => {}
                }
            } else if let Some((_, values)) = streets.iter().find(|(s, _)| s == street) {
                match action {
                    Action::RaiseTo(_) => range.keep_strongest(values, 0.45, 0.25),
                    Action::Call => range.keep_strongest(values, 0.7, 0.35),
                    _ => {}
                }
            }
        }
        if matches!(action, Action::RaiseTo(_)) {
            raises_before += 1;
        }
    }
    range
}

/// Every opponent's range.
fn ranges(view: &View) -> Vec<Range> {
    let base = Range::all(&view.hole, &view.board);
    // Each later street someone bet or called on, its hands' values, once.
    let streets: Vec<(Street, StreetValues)> = [Street::Flop, Street::Turn, Street::River]
        .into_iter()
        .filter(|&street| street.board_cards() <= view.board.len())
        .filter(|&street| {
            view.log.iter().any(|(seat, s, a)| {
                *s == street && *seat != view.seat && matches!(a, Action::RaiseTo(_) | Action::Call)
            })
        })
        .map(|street| {
            let values = StreetValues::of(&base, &view.board[..street.board_cards()]);
            (street, values)
        })
        .collect();
    view.opponents
        .iter()
        .map(|o| range_of(o, view, &base, &streets))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Equity.

/// Samples a hand from `range` whose cards are not in `used`; None if none is left.
fn sample<R: Rng + ?Sized>(
    range: &Range,
    prefix: &[f32],
    used: u64,
    rng: &mut R,
) -> Option<[Card; 2]> {
    let total = *prefix.last()?;
    if total <= 0.0 {
        return None;
    }
    for _ in 0..64 {
        let x = rng.random_range(0.0..total);
        let i = prefix
            .partition_point(|&p| p <= x)
            .min(range.combos.len() - 1);
        let hole = range.combos[i].0;
        if used >> hole[0].index() & 1 == 0 && used >> hole[1].index() & 1 == 0 {
            return Some(hole);
        }
    }
    None
}

/// The hole cards' share of the pot against one hand from each range, over `samples` deals
/// of the opponents' hands and the rest of the board.
fn sampled_equity<R: Rng + ?Sized>(
    hole: [Card; 2],
    board: &[Card],
    ranges: &[Range],
    samples: usize,
    t: &super::eval::Tables,
    rng: &mut R,
) -> f64 {
    let prefixes: Vec<Vec<f32>> = ranges
        .iter()
        .map(|r| {
            r.combos
                .iter()
                .scan(0.0f32, |sum, (_, w)| {
                    *sum += w;
                    Some(*sum)
                })
                .collect()
        })
        .collect();
    let mut dead = 0u64;
    for c in hole.iter().chain(board) {
        dead |= 1 << c.index();
    }
    let known = board.iter().fold(Seven::default(), |s, &c| s.and(c));
    let mine = Seven::of(hole[0]).and(hole[1]);
    let mut won = 0.0f64;
    let mut dealt = 0usize;
    let mut theirs: Vec<Seven> = Vec::with_capacity(ranges.len());
    for _ in 0..samples {
        let mut used = dead;
        theirs.clear();
        let mut complete = true;
        for (range, prefix) in ranges.iter().zip(&prefixes) {
            match sample(range, prefix, used, rng) {
                Some(h) => {
                    used |= 1 << h[0].index() | 1 << h[1].index();
                    theirs.push(Seven::of(h[0]).and(h[1]));
                }
                None => complete = false,
            }
        }
        if !complete {
            continue;
        }
        let mut full = known;
        for _ in board.len()..5 {
            loop {
                let c = rng.random_range(0..52u8);
                if used >> c & 1 == 0 {
                    used |= 1 << c;
                    if let Some(card) = Card::from_index(c) {
                        full = full.and(card);
                    }
                    break;
                }
            }
        }
        let me = mine.with(&full).strength(t);
        let mut best_other = Strength(0);
        let mut ties = 0u32;
        for other in &theirs {
            let s = other.with(&full).strength(t);
            if s > best_other {
                best_other = s;
            }
            if s == me {
                ties += 1;
            }
        }
        dealt += 1;
        if me > best_other {
            won += 1.0;
        } else if me == best_other {
            won += 1.0 / f64::from(ties + 1);
        }
    }
    if dealt == 0 { 0.5 } else { won / dealt as f64 }
}

/// Exact equity against one range, heads-up: every hand of the range, weighted, on every
/// completion of a board of four or five cards.
fn exact_equity(hole: [Card; 2], board: &[Card], range: &Range, t: &super::eval::Tables) -> f64 {
    let mut dead = 0u64;
    for c in hole.iter().chain(board) {
        dead |= 1 << c.index();
    }
    let known = board.iter().fold(Seven::default(), |s, &c| s.and(c));
    let mine = Seven::of(hole[0]).and(hole[1]);
    let rivers: Vec<Card> = if board.len() == 5 {
        Vec::new()
    } else {
        (0..52u8)
            .filter(|c| dead >> c & 1 == 0)
            .filter_map(Card::from_index)
            .collect()
    };
    let (mut won, mut weight) = (0.0f64, 0.0f64);
    for &(other, w) in &range.combos {
        if w <= 0.0 {
            continue;
        }
        let theirs = Seven::of(other[0]).and(other[1]);
        let mut score = |full: Seven| {
            let (a, b) = (mine.with(&full).strength(t), theirs.with(&full).strength(t));
            won += f64::from(w)
                * if a > b {
                    1.0
                } else if a == b {
                    0.5
                } else {
                    0.0
                };
            weight += f64::from(w);
        };
        if rivers.is_empty() {
            score(known);
        } else {
            for &river in &rivers {
                if river != other[0] && river != other[1] {
                    score(known.and(river));
                }
            }
        }
    }
    if weight == 0.0 { 0.5 } else { won / weight }
}

/// The expert's equity against the opponents' ranges.
pub fn equity_against_ranges<R: Rng + ?Sized>(view: &View, rng: &mut R) -> f64 {
    let t = tables();
    let ranges = ranges(view);
    if ranges.len() == 1 && view.board.len() >= 4 {
        return exact_equity(view.hole, &view.board, &ranges[0], t);
    }
    let samples = if view.street == Street::Preflop {
        700
    } else {
        1000
    };
    sampled_equity(view.hole, &view.board, &ranges, samples, t, rng)
}

/// The expert: heads-up by its policy over every hand at once (`policy`), three-handed and
/// more by its equity against the opponents' ranges.
fn expert<R: Rng + ?Sized>(view: &View, memory: Option<&Memory>, rng: &mut R) -> Action {
    if super::policy::plays(view) {
        return super::policy::expert_move(view, memory, rng);
    }
    expert_by_equity(view, rng)
}

/// The expert's play by its equity against the opponents' ranges.
pub(crate) fn expert_by_equity<R: Rng + ?Sized>(view: &View, rng: &mut R) -> Action {
    let bb = view.big_blind.max(1);
    let pot = view.pot.max(bb);
    let to_call = view.to_call();
    let opponents = view.opponents.len().max(1);
    if view.street == Street::Preflop && view.raises_this_street() == 0 {
        // Opening: tighter the more players act after, looser from the button and blinds.
        let rank = preflop_rank(view.hole);
        let players = opponents + 1;
        let open = match (players, view.acting_after) {
            (2, _) => 0.6,
            (_, 0) => 0.42,
            (_, 1) => 0.33,
            (_, a) if a + 2 >= players => 0.16,
            _ => 0.24,
        };
        if rank < open {
            let limpers = view
                .log
                .iter()
                .filter(|(_, s, a)| *s == Street::Preflop && *a == Action::Call)
                .count() as i64;
            return raise_to(view, bb * 5 / 2 + bb * limpers).unwrap_or(Action::Call);
        }
        return check_or_fold(view);
    }
    let equity = equity_against_ranges(view, rng);
    // What a pot of this many players pays a fair share: a share above it is value.
    let fair = 1.0 / (opponents as f64 + 1.0);
    let value = fair + (1.0 - fair) * 0.45;
    let strong = fair + (1.0 - fair) * 0.7;
    let odds = to_call as f64 / (pot + to_call) as f64;
    if to_call == 0 {
        if equity > value {
            let size = if equity > strong {
                pot * 3 / 4
            } else {
                pot * 3 / 5
            };
            return raise_to(view, size).unwrap_or(Action::Check);
        }
        // A bluff now and then when checked to in position on the river.
        if view.acting_after == 0
            && view.street == Street::River
            && opponents == 1
            && equity < 0.25
            && rng.random_bool(0.3)
        {
            return raise_to(view, pot * 2 / 3).unwrap_or(Action::Check);
        }
        return Action::Check;
    }
    if equity > strong && view.options.raise.is_some() {
        return raise_to(view, high_bet(view) * 3 + pot / 2).unwrap_or(Action::Call);
    }
    // Behind on the river there are no cards to come: the call must pay for itself; with
    // cards to come, a little less is enough.
    let margin = if view.street == Street::River {
        0.02
    } else {
        -0.02
    };
    if equity >= odds + margin {
        Action::Call
    } else {
        Action::Fold
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::holdem::equity::equity;
    use crate::holdem::test_cards::*;

    #[test]
    fn starting_hands_rank_as_poker_ranks_them() {
        assert_eq!(preflop_rank(hole("AS AD")), 0.0);
        assert!(preflop_rank(hole("KH KC")) < 0.01);
        assert!(preflop_rank(hole("AS KS")) < 0.05);
        assert!(preflop_rank(hole("AS KS")) < preflop_rank(hole("AS KD")));
        assert!(preflop_rank(hole("7C 2D")) > 0.9);
        assert!(preflop_rank(hole("9H 8H")) < preflop_rank(hole("9H 8C")));
    }

    /// A turn's value is the best of its six fives, whichever card is left out.
    #[test]
    fn a_turn_is_valued_by_its_best_five() {
        use rand::seq::SliceRandom;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
        let mut deck = DeckKind::Standard52.cards();
        for _ in 0..2_000 {
            deck.shuffle(&mut rng);
            let (hole, board) = ([deck[0], deck[1]], &deck[2..6]);
            let best = (0..6)
                .map(|skip| {
                    let five: Vec<Card> = deck[..6]
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != skip)
                        .map(|(_, &c)| c)
                        .collect();
                    let five = [five[0], five[1], five[2], five[3], five[4]];
                    crate::hand_eval::hand_value(&five, DeckKind::Standard52).0
                })
                .max();
            assert_eq!(Some(value_on(hole, board)), best);
        }
        // Four nines on the board: the three of the hole plays, not the two.
        let quads = value_on(hole("3D 2C"), &cards("9S 9D 9H 9C"));
        assert_eq!(quads, value_on(hole("3H 2S"), &cards("9S 9D 9H 9C")));
        assert!(quads > value_on(hole("2H 2S"), &cards("9S 9D 9H 9C")));
    }

    /// Against a range of one hand, the exact equity is the enumeration's.
    #[test]
    fn exact_equity_against_one_hand_is_the_enumerations() {
        let t = tables();
        for (mine, theirs, board) in [
            ("AH AD", "KS KC", "2C 7D 9H 3S"),
            ("5C 6C", "AH KD", "4C 7H 9C TD"),
            ("QS JS", "TH TD", "2S 9S 8H KC 3D"),
        ] {
            let board = cards(board);
            let range = Range {
                combos: vec![(hole(theirs), 1.0)],
            };
            let exact = exact_equity(hole(mine), &board, &range, t);
            let e = equity(&[hole(mine), hole(theirs)], &board).unwrap();
            let fraction = e.shares[0].numerator as f64 / e.shares[0].denominator as f64;
            assert!((exact - fraction).abs() < 1e-12, "{mine} {theirs}");
        }
    }

    /// Sampling agrees with the exact figure within a few points.
    #[test]
    fn sampled_equity_is_close_to_exact() {
        let t = tables();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let board = cards("2C 7D 9H 3S");
        let range = Range::all(&hole("AH KD"), &board);
        let exact = exact_equity(hole("AH KD"), &board, &range, t);
        let sampled = sampled_equity(hole("AH KD"), &board, &[range], 4000, t, &mut rng);
        assert!((exact - sampled).abs() < 0.03, "{exact} {sampled}");
    }

    #[test]
    fn a_raise_narrows_a_range_to_strong_hands() {
        let mut h = Hand::deal_from(1, 0, 2, &[(0, 200), (1, 200)], cards("7C AS 2D AD"));
        // Heads-up, the button (0) raises; seat 1 holds seven-deuce and sees the range.
        h.act(0, Action::RaiseTo(6)).unwrap();
        let view = View::of(&h, 1).unwrap();
        let range = ranges(&view).remove(0);
        let weight = |text: &str| {
            let h = hole(text);
            range
                .combos
                .iter()
                .find(|(c, _)| *c == h || *c == [h[1], h[0]])
                .map(|(_, w)| *w)
        };
        assert_eq!(weight("KS KH"), Some(1.0));
        assert!(weight("8C 3H").is_some_and(|w| w < 0.1));
        // Its own cards are not in it.
        assert_eq!(weight("7C 2D"), None);
    }

    #[test]
    fn each_style_plays_to_its_nature() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        // Seat 1 is dealt first (left of the button). Seat 0 (button) shoves; seat 1 decides with aces, then with seven-deuce.
        for (cards_dealt, expert_calls) in [("AH KS AD QD", true), ("7C KS 2D QD", false)] {
            let mut h = Hand::deal_from(1, 0, 2, &[(0, 200), (1, 200)], cards(cards_dealt));
            h.act(0, Action::RaiseTo(200)).unwrap();
            let view = View::of(&h, 1).unwrap();
            let expert = decide(&view, Style::Expert, &mut rng);
            assert_eq!(expert == Action::Call, expert_calls, "{cards_dealt}");
            assert_eq!(decide(&view, Style::Station, &mut rng), Action::Call);
        }
        // Checked to, the station checks; the expert bets its set.
        let mut h = Hand::deal_from(
            1,
            0,
            2,
            &[(0, 200), (1, 200)],
            cards("9S 2C 9D 3D 9C 5H KD"),
        );
        h.act(0, Action::Call).unwrap();
        h.act(1, Action::Check).unwrap();
        let view = View::of(&h, 1).unwrap();
        assert_eq!(view.board.len(), 3);
        assert_eq!(decide(&view, Style::Station, &mut rng), Action::Check);
        assert!(matches!(
            decide(&view, Style::Expert, &mut rng),
            Action::RaiseTo(_)
        ));
        // Nobody sees another seat's cards: the view is the seat's own.
        assert_eq!(view.hole, hole("9S 9D"));
    }

    /// Seat 1's view heads-up after the flop, facing seat 0's bet of `bet` into `before`
    /// chips already in the middle, with `stack` behind.
    fn facing(hole: [Card; 2], board: &[Card], before: i64, bet: i64, stack: i64) -> View {
        let street = match board.len() {
            3 => Street::Flop,
            4 => Street::Turn,
            _ => Street::River,
        };
        let call = bet.min(stack);
        View {
            seat: 1,
            dealt: 2,
            hole,
            board: board.to_vec(),
            street,
            big_blind: 2,
            pot: before + bet,
            stack,
            bet: 0,
            options: Options {
                check: false,
                call: call as u64,
                raise: (stack > bet).then(|| ((2 * bet).min(stack) as u64, stack as u64)),
            },
            opponents: vec![Opponent {
                seat: 0,
                stack: 400,
                actions: vec![(street, Action::RaiseTo(bet as u64))],
            }],
            acting_after: 0,
            log: vec![(0, street, Action::RaiseTo(bet as u64))],
        }
    }

    /// The casual computer with nothing of its own (its cards make no more than the board
    /// does) calls only a small bet: a third of the pot before it at most. Over every bet
    /// size, with the same cards and the same luck, a larger bet is never called more
    /// readily.
    #[test]
    fn the_casual_computer_calls_only_small_bets_with_nothing() {
        use rand::seq::SliceRandom;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let mut deck = DeckKind::Standard52.cards();
        let mut nothing = 0;
        for deal in 0..400u64 {
            deck.shuffle(&mut rng);
            let hole = [deck[0], deck[1]];
            let board = &deck[2..2 + 3 + (deal % 3) as usize];
            let before = 4 + (deal as i64 * 7) % 60;
            let own = own_category(hole, board);
            let mut called_before = true;
            for bet in 1..=220 {
                let view = facing(hole, board, before, bet, 200);
                let action = decide(
                    &view,
                    Style::Casual,
                    &mut rand_chacha::ChaCha8Rng::seed_from_u64(deal),
                );
                let called = action != Action::Fold;
                assert!(
                    !called || called_before,
                    "{hole:?} {board:?}: a bet of {bet} into {before} called, a smaller one not"
                );
                called_before = called;
                if own == crate::hand_eval::Category::HighCard && bet * 3 > before {
                    assert_eq!(
                        action,
                        Action::Fold,
                        "{hole:?} {board:?} {bet} into {before}"
                    );
                }
            }
            nothing += usize::from(own == crate::hand_eval::Category::HighCard);
        }
        assert!(nothing > 100, "{nothing} deals with nothing");
        // The board's two pair is not the computer's: ten-high folds to an all-in.
        let board = cards("8S 3D 8C 9H 9S");
        assert_eq!(
            own_category(hole("TD 2S"), &board),
            crate::hand_eval::Category::HighCard
        );
        for seed in 0..20 {
            let view = facing(hole("TD 2S"), &board, 24, 196, 188);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            assert_eq!(decide(&view, Style::Casual, &mut rng), Action::Fold);
        }
        // What its cards add counts: an ace pairing the board's three is two pair of its own.
        assert_eq!(
            own_category(hole("AS 3C"), &cards("8S 3D 8C")),
            crate::hand_eval::Category::TwoPair
        );
    }
}
