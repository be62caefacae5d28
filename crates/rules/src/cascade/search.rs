//! Parlor's search for Cascade: the best complete sequence of moves it can find in a budget.
//!
//! **Method.** A beam search guided by random playouts, restarted with a doubling width:
//!
//! - Every position reached is valued by one *tabu-colour playout*: random moves to the end
//!   of the game that never remove the colour with the most blocks while another colour can
//!   be removed, so that colour gathers into one large group for the end. A playout picks its
//!   move by probing random blocks (no full scan of the board per move), and its whole
//!   sequence is a candidate answer: the best complete sequence ever seen is kept.
//! - Each layer of the beam expands every move of every position it holds, plays one playout
//!   from each child, merges children that reach the same blocks (keeping the better score so
//!   far), and keeps the `width` children with the best score-so-far plus playout.
//! - The beam starts narrow and is rerun four times as wide each time it reaches the end of
//!   the game (or, for the last run, as wide as the budget left can finish), so the answer
//!   improves for as long as the budget lasts. A beam that never had to drop a child has
//!   seen the whole game tree: its answer is optimal and the search stops.
//!
//! **Budgets.** [`Budget::Nodes`] counts moves played (in playouts and in the beam) and is
//! deterministic: the same board and the same seed give the same answer on any machine.
//! In a release build one core plays about 4.3 million moves a second on a 10×10 4-colour
//! board and about 3.9 million on a 15×15 5-colour board (the test profile is several times
//! slower): `Budget::Nodes(800_000)` is a search of about 0.19 s on 10×10,
//! `Budget::Nodes(1_000_000)` about a quarter of a second. [`Budget::Time`] is for the
//! command line; the clock is read every 256 moves. `cargo bench --bench cascade` measures
//! both on the machine at hand.
//!
//! Moves inside the search are stored indices of any block of the group removed; they are
//! turned into the groups' representative cells only for the answer.

use super::board::{
    Board, CascadeError, Cell, Group, MAX_SIDE, RawGroup, STRIDE, Scan, index, points,
};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::time::{Duration, Instant};

/// How much work a search may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Budget {
    /// Moves played, all told (in playouts and in the beam): deterministic.
    Nodes(u64),
    /// Wall-clock time.
    Time(Duration),
}

/// A complete sequence of moves (played to the end of the game) and what it scores.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Found {
    /// Each move is the representative cell of the group removed at that point.
    pub moves: Vec<Cell>,
    /// The points of all the moves, with the clear bonus if they clear the board.
    pub score: u32,
}

/// Plays the largest group (the first of [`Board::groups`]) until the game ends.
pub fn greedy(board: &Board) -> Found {
    let mut board = board.clone();
    let mut found = Found::default();
    while let Some(group) = board.groups().first().copied() {
        // The group was just found on this board: removing it cannot fail.
        found.score += board.remove(group.cell).unwrap_or(0);
        found.moves.push(group.cell);
    }
    found.score += board.final_bonus();
    found
}

/// Parlor's search (see the [module documentation](self)): the best complete sequence found
/// within `budget`, never worse than [`greedy`]. With [`Budget::Nodes`] the answer depends
/// only on the board and the generator's state.
pub fn search<R: Rng + ?Sized>(board: &Board, budget: Budget, rng: &mut R) -> Found {
    let mut searcher = Searcher::new(budget, rng);
    let start = greedy(board);
    let mut width = FIRST_WIDTH;
    while !searcher.limit.stopped {
        let before = searcher.limit.nodes;
        let exhaustive = searcher.beam(board, width);
        if exhaustive && !searcher.limit.stopped {
            break;
        }
        width = next_width(
            width,
            searcher.limit.nodes - before,
            searcher.limit.remaining(),
        );
    }
    if start.score >= searcher.best.score {
        return start;
    }
    Found {
        moves: to_cells(board, &searcher.best.moves),
        score: searcher.best.score,
    }
}

/// Plays `moves` from `board`: the board reached and the points scored, with the clear bonus
/// if the moves clear it.
pub fn replay(board: &Board, moves: &[Cell]) -> Result<(Board, u32), CascadeError> {
    let mut board = board.clone();
    let mut score = 0;
    for &cell in moves {
        score += board.remove(cell)?;
    }
    score += board.final_bonus();
    Ok((board, score))
}

/// The first move of [`search`]'s best sequence, as a group of `board`; `None` when the game
/// is over.
pub fn hint<R: Rng + ?Sized>(board: &Board, budget: Budget, rng: &mut R) -> Option<Group> {
    if board.is_over() {
        return None;
    }
    let found = search(board, budget, rng);
    found
        .moves
        .first()
        .and_then(|&cell| board.group_at(cell).ok())
}

/// The beam width of the first run.
const FIRST_WIDTH: usize = 4;
/// How much wider each beam run is than the last.
const GROWTH: usize = 4;
/// The share of the budget left that a last, fitted run is planned to use.
const FIT_MARGIN: f64 = 0.9;
/// The widest beam: later runs repeat it (a layer holds this many boards).
const MAX_WIDTH: usize = 1 << 16;
/// Random blocks a playout tries before scanning the whole board for its move.
const PROBES: u32 = 24;
/// Moves between two readings of the clock.
const CLOCK_EVERY: u64 = 256;
/// No parent: the root of the beam.
const ROOT: u32 = u32::MAX;

/// The width of the next beam run, after a run of `width` that played `used` moves with
/// `remaining` moves of budget left: [`GROWTH`] times wider, or as wide as the budget left
/// can finish (a run's cost grows with its width), so no run is cut short.
fn next_width(width: usize, used: u64, remaining: u64) -> usize {
    let grown = width * GROWTH;
    let used = used.max(1);
    if used.saturating_mul(GROWTH as u64) <= remaining {
        return grown.min(MAX_WIDTH);
    }
    let fits = width as f64 * remaining as f64 / used as f64 * FIT_MARGIN;
    (fits as usize).clamp(1, MAX_WIDTH)
}

/// The stored moves (any block of each group) as the groups' representative cells.
fn to_cells(board: &Board, moves: &[u16]) -> Vec<Cell> {
    let mut board = board.clone();
    let mut scan = Scan::new();
    moves
        .iter()
        .map(|&i| {
            let group = scan.group_at_index(&board, usize::from(i));
            let cell = board.representative(scan.cells_of(&group));
            board.remove_cells(scan.cells_of(&group));
            cell
        })
        .collect()
}

/// A small fast generator (xorshift64*), seeded from the caller's.
struct Fast(u64);

impl Fast {
    fn new<R: Rng + ?Sized>(rng: &mut R) -> Fast {
        Fast(rng.next_u64() | 1)
    }

    #[inline]
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number uniform in `0..n` (`n` > 0) and a spare random 32-bit number, from one draw.
    #[inline]
    fn below_and_spare(&mut self, n: usize) -> (usize, usize) {
        let x = self.next();
        (
            (((x >> 32) * n as u64) >> 32) as usize,
            (x & 0xFFFF_FFFF) as usize,
        )
    }

    /// Uniform in `0..n` (`n` > 0).
    #[inline]
    fn below(&mut self, n: usize) -> usize {
        (((self.next() >> 32) * n as u64) >> 32) as usize
    }
}

/// Counts the moves played and watches the clock.
struct Limit {
    nodes: u64,
    max_nodes: u64,
    started: Instant,
    deadline: Option<Instant>,
    stopped: bool,
}

impl Limit {
    fn new(budget: Budget) -> Limit {
        let (max_nodes, deadline) = match budget {
            Budget::Nodes(n) => (n, None),
            Budget::Time(t) => (u64::MAX, Instant::now().checked_add(t)),
        };
        let stopped = max_nodes == 0 || budget == Budget::Time(Duration::ZERO);
        Limit {
            nodes: 0,
            max_nodes,
            started: Instant::now(),
            deadline,
            stopped,
        }
    }

    /// The moves the budget has left: counted, or estimated from the pace so far.
    fn remaining(&self) -> u64 {
        let Some(deadline) = self.deadline else {
            return self.max_nodes.saturating_sub(self.nodes);
        };
        let now = Instant::now();
        let pace = self.nodes as f64 / now.duration_since(self.started).as_secs_f64().max(1e-6);
        (deadline.saturating_duration_since(now).as_secs_f64() * pace) as u64
    }

    /// Counts one move, stopping the search once the budget is spent.
    #[inline]
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.max_nodes
            || (self.nodes.is_multiple_of(CLOCK_EVERY)
                && self
                    .deadline
                    .is_some_and(|deadline| Instant::now() >= deadline))
        {
            self.stopped = true;
        }
    }
}

/// The best complete sequence seen so far.
#[derive(Default)]
struct Best {
    score: u32,
    moves: Vec<u16>,
}

/// A position held by the beam.
struct Node {
    board: Board,
    score: u32,
    /// This position's entry in the move history.
    history: u32,
}

/// A child position waiting for selection: not built yet, only valued.
#[derive(Clone, Copy)]
struct Child {
    /// Score so far plus the playout's.
    value: u32,
    /// Score so far.
    score: u32,
    hash: u64,
    /// The parent's place in the layer.
    parent: u32,
    /// A block of the group removed.
    mv: u16,
}

/// The search's working state.
struct Searcher {
    /// Working space for playouts.
    scan: Scan,
    /// Working space for expanding beam positions.
    expand: Scan,
    rng: Fast,
    limit: Limit,
    best: Best,
    /// The current playout's moves.
    tail: Vec<u16>,
    /// The beam's move history: (parent entry, move).
    history: Vec<(u32, u16)>,
}

impl Searcher {
    fn new<R: Rng + ?Sized>(budget: Budget, rng: &mut R) -> Searcher {
        Searcher {
            scan: Scan::new(),
            expand: Scan::new(),
            rng: Fast::new(rng),
            limit: Limit::new(budget),
            best: Best::default(),
            tail: Vec::with_capacity(256),
            history: Vec::new(),
        }
    }

    /// One beam search of `width` from `root` to the end of the game. True when it never
    /// had to drop a child (so it saw every position) and ran to the end.
    fn beam(&mut self, root: &Board, width: usize) -> bool {
        self.history.clear();
        let mut layer = vec![Node {
            board: root.clone(),
            score: 0,
            history: ROOT,
        }];
        let mut children: Vec<Child> = Vec::new();
        let mut complete = true;
        while !layer.is_empty() {
            children.clear();
            for (parent, node) in layer.iter().enumerate() {
                if !self.expand_node(node, parent as u32, &mut children) {
                    return false;
                }
            }
            merge_duplicates(&mut children);
            if children.len() > width {
                complete = false;
                children.select_nth_unstable_by_key(width, |c| (Reverse(c.value), c.hash));
                children.truncate(width);
            }
            layer = self.build_layer(&layer, &children);
            if self.limit.stopped {
                return false;
            }
        }
        complete
    }

    /// Values every child of `node` by a playout, keeping the best sequence seen; pushes the
    /// children that are not the end of the game. False when the budget ran out.
    fn expand_node(&mut self, node: &Node, parent: u32, children: &mut Vec<Child>) -> bool {
        self.expand.run(&node.board);
        for k in 0..self.expand.groups.len() {
            if self.limit.stopped {
                return false;
            }
            let group = self.expand.groups[k];
            let cells = self.expand.cells_of(&group);
            let mv = cells[0];
            let mut board = node.board.clone();
            board.remove_cells(cells);
            self.limit.tick();
            let score = node.score + points(u32::from(group.size));
            let hash = board.hash64();
            let mut tail = std::mem::take(&mut self.tail);
            tail.clear();
            let value = score + self.playout(&mut board, &mut tail);
            if value > self.best.score {
                self.record(value, node.history, mv, &tail);
            }
            if !tail.is_empty() {
                children.push(Child {
                    value,
                    score,
                    hash,
                    parent,
                    mv,
                });
            }
            self.tail = tail;
        }
        true
    }

    /// Keeps a new best sequence: the beam's moves to the parent, `mv`, then `tail`.
    fn record(&mut self, score: u32, history: u32, mv: u16, tail: &[u16]) {
        let moves = &mut self.best.moves;
        moves.clear();
        let mut at = history;
        while at != ROOT {
            let (parent, m) = self.history[at as usize];
            moves.push(m);
            at = parent;
        }
        moves.reverse();
        moves.push(mv);
        moves.extend_from_slice(tail);
        self.best.score = score;
    }

    /// Builds the chosen children's positions.
    fn build_layer(&mut self, layer: &[Node], children: &[Child]) -> Vec<Node> {
        children
            .iter()
            .map(|child| {
                let parent = &layer[child.parent as usize];
                let mut board = parent.board.clone();
                let group = self.scan.group_at_index(&board, usize::from(child.mv));
                board.remove_cells(self.scan.cells_of(&group));
                self.limit.tick();
                self.history.push((parent.history, child.mv));
                let history = (self.history.len() - 1) as u32;
                Node {
                    board,
                    score: child.score,
                    history,
                }
            })
            .collect()
    }

    /// Plays a tabu-colour playout to the end of the game, appending its moves; returns its
    /// points, with the clear bonus if it clears the board.
    fn playout(&mut self, board: &mut Board, moves: &mut Vec<u16>) -> u32 {
        let mut counts = board.colour_counts();
        let mut score = 0;
        loop {
            let tabu = most_blocks(&counts);
            let group = match self.probe(board, tabu) {
                Some(seed) => self.scan.group_at_index(board, seed),
                None => match self.pick_scanned(board, tabu) {
                    Some(group) => group,
                    None => break,
                },
            };
            let cells = self.scan.cells_of(&group);
            moves.push(cells[0]);
            board.remove_cells(cells);
            counts[usize::from(group.colour)] -= group.size;
            score += points(u32::from(group.size));
            // A playout always runs to the end, so every sequence kept is complete.
            self.limit.tick();
        }
        score + board.final_bonus()
    }

    /// Tries random blocks for one that is not of the tabu colour and has a neighbour of its
    /// colour; its stored index.
    #[inline]
    fn probe(&mut self, board: &Board, tabu: u8) -> Option<usize> {
        let columns = board.columns_in_use();
        if columns == 0 {
            return None;
        }
        for _ in 0..PROBES {
            let (col, up) = self.rng.below_and_spare(columns);
            let i = index(col, remainder(up, board.height_of(col)));
            let colour = board.at(i);
            if colour != tabu
                && (board.at(i + 1) == colour
                    || board.at(i - 1) == colour
                    || board.at(i + STRIDE) == colour
                    || board.at(i - STRIDE) == colour)
            {
                return Some(i);
            }
        }
        None
    }

    /// Scans the board and picks a removable group at random, avoiding the tabu colour when
    /// another is removable; `None` when the game is over.
    fn pick_scanned(&mut self, board: &Board, tabu: u8) -> Option<RawGroup> {
        self.scan.run(board);
        let groups = &self.scan.groups;
        let allowed = groups.iter().filter(|g| g.colour != tabu).count();
        if allowed == 0 {
            return (!groups.is_empty()).then(|| groups[self.rng.below(groups.len())]);
        }
        let k = self.rng.below(allowed);
        groups.iter().filter(|g| g.colour != tabu).nth(k).copied()
    }
}

/// For each divisor `d` (1 to [`MAX_SIDE`]), `2⁶⁴ / d` rounded up (0 for `d` = 1, as
/// wrapping): what [`remainder`] multiplies by.
const RECIPROCALS: [u64; MAX_SIDE as usize + 1] = {
    let mut table = [0u64; MAX_SIDE as usize + 1];
    let mut d = 1;
    while d <= MAX_SIDE as usize {
        table[d] = (u64::MAX / d as u64).wrapping_add(1);
        d += 1;
    }
    table
};

/// `n % d` for `n` below 2³² and `d` from 1 to [`MAX_SIDE`], by two multiplications instead
/// of a division (Lemire, Kaser and Kurz, "Faster remainder by direct computation", 2019):
/// exact for every such `n` and `d`.
#[inline]
pub(super) fn remainder(n: usize, d: usize) -> usize {
    let low = RECIPROCALS[d].wrapping_mul(n as u64);
    ((u128::from(low) * d as u128) >> 64) as usize
}

/// The colour with the most blocks (the lowest such colour on a tie).
#[inline]
fn most_blocks(counts: &[u16]) -> u8 {
    let mut most = 1;
    for colour in 2..counts.len() {
        if counts[colour] > counts[most] {
            most = colour;
        }
    }
    most as u8
}

/// Merges children reaching the same blocks: the one with the best score so far stays, with
/// the best playout any of them had (the positions are the same, so it applies to all).
fn merge_duplicates(children: &mut Vec<Child>) {
    children.sort_unstable_by_key(|c| (c.hash, Reverse(c.score), Reverse(c.value)));
    let mut kept = 0;
    for k in 0..children.len() {
        let child = children[k];
        if kept > 0 && children[kept - 1].hash == child.hash {
            let first = &mut children[kept - 1];
            first.value = first.value.max(first.score + (child.value - child.score));
        } else {
            children[kept] = child;
            kept += 1;
        }
    }
    children.truncate(kept);
}
