//! The solver: whether a position can still finish with one peg, the fewest pegs it can
//! finish with, and a jump that keeps that finish in reach.
//!
//! A depth-first search for "can this position reach `k` pegs or fewer?", run for `k` from a
//! lower bound upwards. The search is cut by:
//! - a transposition table of positions proven unable to reach `k` pegs or fewer, keyed by
//!   the least of the position's eight images under the square's symmetries (both boards
//!   share them);
//! - a sound lower bound on the pegs any finish keeps (`Rules::lower_bound`): pegs that can never
//!   take part in a jump again stay, and the rest must finish in the same position class
//!   (de Bruijn and Conway: colour cell `(x, y)` by `(x + y) mod 3` and by `(x - y) mod 3`;
//!   a jump flips the parity of every colour's peg count, so those parities, taken up to
//!   flipping all three, never change);
//! - endgame tables: every position with few pegs that can still reach one peg (English) or
//!   two (both boards), built once by jumping backwards from the finishes.
//!
//! Jumps are tried in an order that clears the edges first; a search that runs long restarts
//! in another order with twice the budget, keeping what it proved.
//!
//! Pure and deterministic: the same position always gets the same answer, and the same jumps
//! once the endgame tables are built (a search begun before then finds the same fewest pegs
//! without them, maybe by other jumps).

use super::board::{BoardKind, Cell, Jump, Position, STEPS, jump_sources};
use super::{symmetry, table};

/// A sequence of jumps from `from` to a single peg (anywhere), or `None` when there is none.
/// `None` is a proof: the search is exhaustive, cut only by sound bounds.
/// With the English table loaded, the table's hints lead the way while the position is
/// crowded, and a lost position is known at once.
pub fn solve(kind: BoardKind, from: Position) -> Option<Vec<Jump>> {
    let mut path = Vec::new();
    let mut at = from;
    if let Some(table) = table::english() {
        while let Some(hint) = table.hint(kind, at) {
            if !hint.winnable {
                return None;
            }
            let jump = hint.mv?;
            path.push(jump);
            at = at.apply(kind, jump).ok()?;
        }
    }
    match at.pegs() {
        0 => None,
        _ => {
            path.extend(Search::new(kind, at.0).path_to(at.0, 1)?);
            Some(path)
        }
    }
}

/// Every position reachable from `from`, up to symmetry, counted by pegs: entry `i` counts
/// the positions with `from.pegs() - i` pegs, and the list stops at the first empty level.
/// Breadth-first and exhaustive, with no bound or table: a check of the solver's arguments
/// (the French start is proven unable to reach one peg when its list has no entry for one
/// peg). Not for the bot: the French start takes minutes and about 2 GB.
pub fn count_reachable(kind: BoardKind, from: Position) -> Vec<usize> {
    let mut level = vec![symmetry::canonical(from.0)];
    let mut counts = Vec::new();
    while !level.is_empty() {
        counts.push(level.len());
        level = table::next_level(kind, &level);
    }
    counts
}

/// What the solver advises in a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    /// Whether a one-peg finish is still possible.
    pub winnable: bool,
    /// The fewest pegs reachable from here (1 when winnable).
    pub best_pegs: u32,
    /// A move that keeps `best_pegs` reachable; `None` when no move is possible.
    pub mv: Option<Jump>,
}

/// The fewest pegs reachable from `pos`, and a jump that keeps them in reach. Read from the
/// English table ([`table`]) when it is loaded and holds the position's successors, else
/// searched ([`searched_hint`]).
pub fn hint(kind: BoardKind, pos: Position) -> Hint {
    table::english()
        .and_then(|table| table.hint(kind, pos))
        .unwrap_or_else(|| searched_hint(kind, pos))
}

/// [`hint`] by search alone.
pub fn searched_hint(kind: BoardKind, pos: Position) -> Hint {
    let (best_pegs, path) = Search::new(kind, pos.0).fewest(pos.0);
    Hint {
        winnable: best_pegs == 1,
        best_pegs,
        mv: path.first().copied(),
    }
}

/// The fewest pegs reachable from `pos`, exactly: from the English table when it is loaded
/// and holds `pos`, else by search.
pub fn fewest_pegs(kind: BoardKind, pos: Position) -> u32 {
    table::english()
        .filter(|_| kind == BoardKind::English)
        .and_then(|table| table.fewest(pos))
        .unwrap_or_else(|| Search::new(kind, pos.0).fewest(pos.0).0)
}

/// A lower bound on the pegs left at the end of any game from `pos`: the pegs that can never
/// move or be jumped again, plus the fewest pegs the others can be in their position class
/// (at least one). With no jump possible it is exactly the pegs on the board.
#[cfg(test)]
pub(crate) fn lower_bound(kind: BoardKind, pos: Position) -> u32 {
    Rules::of(kind).lower_bound(pos.0)
}

/// The position class of `pos`: the parities of the peg counts on the three `(x + y) mod 3`
/// colours and on the three `(x - y) mod 3` colours, each taken up to flipping all three, in
/// four bits. A jump never changes it.
#[cfg(test)]
pub(crate) fn position_class(pos: Position) -> u8 {
    class_of(pos.0)
}

/// What the endgame table says about reaching `k` pegs from `pos`, when one applies: built
/// for this board and `k`, `pos` of the start's class with no more pegs than it holds.
#[cfg(test)]
pub(crate) fn endgame_verdict(kind: BoardKind, pos: Position, k: u32) -> Option<bool> {
    build_endgames();
    let mut search = Search::new(kind, pos.0);
    search.use_endgames = search.endgames;
    let table = search.endgame(pos.0, k)?;
    Some(pos.pegs() <= k || table.contains(pos.0))
}

/// [`searched_hint`] as a search that starts before any endgame table is built.
#[cfg(test)]
pub(crate) fn hint_without_endgames(kind: BoardKind, pos: Position) -> Hint {
    let mut search = Search::new(kind, pos.0);
    search.tables = [None, None];
    let (best_pegs, path) = search.fewest(pos.0);
    Hint {
        winnable: best_pegs == 1,
        best_pegs,
        mv: path.first().copied(),
    }
}

/// [`hint`], with the endgame tables used from the first attempt on.
#[cfg(test)]
pub(crate) fn hint_with_endgames(kind: BoardKind, pos: Position) -> Hint {
    build_endgames();
    let mut search = Search::new(kind, pos.0);
    search.endgames_from = 0;
    let (best_pegs, path) = search.fewest(pos.0);
    Hint {
        winnable: best_pegs == 1,
        best_pegs,
        mv: path.first().copied(),
    }
}

/// The least of the eight images of `pos` under the symmetries of the square.
#[cfg(test)]
pub(crate) fn canonical(pos: Position) -> Position {
    Position(symmetry::canonical(pos.0))
}

/// The eight images of `pos` under the symmetries of the square.
#[cfg(test)]
pub(crate) fn images(pos: Position) -> [Position; 8] {
    symmetry::images(pos.0).map(Position)
}

/// The cells of the grid with `(col + row) mod 3 == i`, for `i` in `0..3`.
const SUM_COLOURS: [u64; 3] = colours(1);

/// The cells of the grid with `(col - row) mod 3 == i`, for `i` in `0..3`.
const DIFF_COLOURS: [u64; 3] = colours(2);

/// The three colour classes `(col + sign * row) mod 3` (`sign` 1 or 2, that is -1 mod 3).
const fn colours(sign: usize) -> [u64; 3] {
    let mut out = [0u64; 3];
    let mut i = 0;
    while i < 49 {
        let (col, row) = (i % 7, i / 7);
        out[(col + sign * row) % 3] |= 1 << i;
        i += 1;
    }
    out
}

/// Each colour's bits in a class: parities taken up to flipping all three colours, so colour
/// 0 counts as colours 1 and 2 together.
const COLOUR_CODE: [u8; 3] = [0b11, 0b01, 0b10];

/// The position class (see `position_class`) of a bit set.
const fn class_of(pegs: u64) -> u8 {
    let mut class = 0;
    let mut i = 0;
    while i < 3 {
        if (pegs & SUM_COLOURS[i]).count_ones() & 1 == 1 {
            class ^= COLOUR_CODE[i];
        }
        if (pegs & DIFF_COLOURS[i]).count_ones() & 1 == 1 {
            class ^= COLOUR_CODE[i] << 2;
        }
        i += 1;
    }
    class
}

/// The cells of the grid with `col mod 3 == i % 3` and `row mod 3 == i / 3`: a cell's residue
/// decides its class.
const RESIDUES: [u64; 9] = residues();

/// Builds [`RESIDUES`].
const fn residues() -> [u64; 9] {
    let mut out = [0u64; 9];
    let mut i = 0;
    while i < 49 {
        let (col, row) = (i % 7, i / 7);
        out[(row % 3) * 3 + col % 3] |= 1 << i;
        i += 1;
    }
    out
}

/// For each set of residues (a 9-bit mask over [`RESIDUES`]) and each class, the fewest pegs,
/// at least one, on cells of those residues that make up that class (`u8::MAX` if none do).
/// Cells may repeat, which can only make the count smaller: still a lower bound. Worked out
/// as the crate compiles, so no search builds it.
static FEWEST_IN_CLASS: [[u8; 16]; 512] = fewest_in_class();

/// Builds [`FEWEST_IN_CLASS`] by breadth-first search over the 16 classes, a set of classes
/// as 16 bits.
const fn fewest_in_class() -> [[u8; 16]; 512] {
    let mut units = [0u8; 9];
    let mut r = 0;
    while r < 9 {
        units[r] = class_of(RESIDUES[r] & RESIDUES[r].wrapping_neg());
        r += 1;
    }
    let mut table = [[u8::MAX; 16]; 512];
    let mut mask = 0;
    while mask < 512 {
        // The classes of one peg on an available residue: the first frontier.
        let mut frontier = 0u16;
        let mut r = 0;
        while r < 9 {
            if mask & (1 << r) != 0 {
                frontier |= 1 << units[r];
            }
            r += 1;
        }
        let mut count = 1u8;
        while frontier != 0 {
            let mut next = 0u16;
            let mut class = 0;
            while class < 16 {
                if frontier & (1 << class) != 0 && table[mask][class] == u8::MAX {
                    table[mask][class] = count;
                    let mut r = 0;
                    while r < 9 {
                        if mask & (1 << r) != 0 {
                            next |= 1 << (units[r] ^ class as u8);
                        }
                        r += 1;
                    }
                }
                class += 1;
            }
            frontier = next;
            count += 1;
        }
        mask += 1;
    }
    table
}

/// A board's rules in the solver's bit-parallel form.
struct Rules {
    holes: u64,
    lanes: [u64; 4],
    /// The residues ([`RESIDUES`]) present on the board, as a 9-bit mask.
    residues: usize,
    /// The jumps in search order, one order per weight of [`WEIGHTS`]: groups of (step index,
    /// starting cells), most promising group first.
    orders: [Vec<(u8, u64)>; WEIGHTS.len()],
}

impl Rules {
    /// The rules of `kind`, with one search order per weight in [`WEIGHTS`].
    fn of(kind: BoardKind) -> Rules {
        let lanes = *kind.lanes();
        let holes = kind.holes();
        Rules {
            holes,
            lanes,
            residues: residue_mask(holes),
            orders: WEIGHTS.map(|weight| search_order(&lanes, weight)),
        }
    }

    /// The jumps possible in `pegs`, as bits of their starting cells, one set per step.
    #[inline]
    fn sources(&self, pegs: u64) -> [u64; 4] {
        std::array::from_fn(|d| jump_sources(pegs, self.holes, STEPS[d], self.lanes[d]))
    }

    /// A lower bound on the pegs left at the end of any game from `pegs`: the pegs that
    /// can never move or be jumped again, plus the fewest pegs the others can be in their
    /// position class (at least one).
    fn lower_bound(&self, pegs: u64) -> u32 {
        if pegs == 0 {
            return 0;
        }
        let Some((reach, active)) = self.future(pegs) else {
            // Every peg may still move: the class bound alone, over the whole board.
            return u32::from(FEWEST_IN_CLASS[self.residues][usize::from(class_of(pegs))]);
        };
        let stuck = pegs & !active;
        let rest = pegs & active;
        if rest == 0 {
            return stuck.count_ones();
        }
        let region = residue_mask(reach & !stuck);
        stuck.count_ones() + u32::from(FEWEST_IN_CLASS[region][usize::from(class_of(rest))])
    }

    /// What the future of `pegs` can touch, over-approximated: the cells that may ever hold a
    /// peg, and the cells of every jump that may ever be made (its start and the peg jumped).
    /// A jump may be made only if its start and middle may hold pegs and its landing hole may
    /// be empty; then its landing hole may hold a peg and the other two may be empty. `None`
    /// as soon as every peg is seen to take part in some jump: then nothing is stuck.
    fn future(&self, pegs: u64) -> Option<(u64, u64)> {
        let mut full = pegs;
        let mut empty = self.holes & !pegs;
        loop {
            let mut active = 0u64;
            let mut landed = 0u64;
            for (d, &step) in STEPS.iter().enumerate() {
                let shift = u32::from(step.unsigned_abs());
                let (over, land) = if step > 0 {
                    (full >> shift, empty >> (2 * shift))
                } else {
                    (full << shift, empty << (2 * shift))
                };
                let from = full & over & land & self.lanes[d];
                let (jumped, to) = if step > 0 {
                    (from << shift, from << (2 * shift))
                } else {
                    (from >> shift, from >> (2 * shift))
                };
                active |= from | jumped;
                landed |= to;
            }
            if pegs & !active == 0 {
                return None;
            }
            if landed & !full == 0 && active & !empty == 0 {
                return Some((full, active));
            }
            full |= landed;
            empty |= active;
        }
    }
}

/// The weights of a peg by its offset from the centre, one per search order. The search tries
/// first the jumps that take the most weight off the board: clearing the edges early keeps the
/// pegs together. Restarts take the next order, as orders good on one position can be poor
/// on another.
const WEIGHTS: [fn(i32, i32) -> i32; 4] = [
    |x, y| x * x + y * y,
    |x, y| (x * x + y * y) * (x * x + y * y),
    |x, y| x * x + y * y + x.abs().max(y.abs()),
    |x, y| x.abs() + y.abs(),
];

/// The jumps along `lanes` in the order of `weight`: groups of (step index, starting cells).
fn search_order(lanes: &[u64; 4], weight: fn(i32, i32) -> i32) -> Vec<(u8, u64)> {
    let at = |cell: Cell| weight(i32::from(cell.col()) - 3, i32::from(cell.row()) - 3);
    let mut jumps: Vec<(i32, u8, u8)> = Vec::new();
    for (d, &lane) in lanes.iter().enumerate() {
        for from in (0..49u8).filter(|&i| lane >> i & 1 == 1) {
            let jump = jump_at(from, d as u8);
            jumps.push((at(jump.to) - at(jump.from) - at(jump.over), d as u8, from));
        }
    }
    jumps.sort_unstable();
    let mut order: Vec<(i32, u8, u64)> = Vec::new();
    for (gain, d, from) in jumps {
        match order.last_mut() {
            Some(last) if last.0 == gain && last.1 == d => last.2 |= 1 << from,
            _ => order.push((gain, d, 1 << from)),
        }
    }
    order.into_iter().map(|(_, d, cells)| (d, cells)).collect()
}

/// The residues ([`RESIDUES`]) that `cells` touch, as a 9-bit mask.
fn residue_mask(cells: u64) -> usize {
    let mut mask = 0;
    for (r, residue) in RESIDUES.iter().enumerate() {
        if cells & residue != 0 {
            mask |= 1 << r;
        }
    }
    mask
}

/// A transposition table of proven failures: for a canonical position, the largest `k` such
/// that the position is known unable to reach `k` pegs or fewer. Open addressing with linear
/// probing; it doubles up to [`Memo::MAX_BITS`] and then overwrites its cheapest entries, which
/// only costs time, never soundness.
struct Memo {
    slots: Vec<u64>,
    bits: u32,
    len: usize,
}

impl Memo {
    const MIN_BITS: u32 = 12;
    /// 2^23 slots of 8 bytes: 64 MB at most.
    const MAX_BITS: u32 = 23;
    const KEY: u64 = (1 << 49) - 1;
    const PROBES: usize = 16;

    fn new() -> Memo {
        Memo {
            slots: vec![0; 1 << Self::MIN_BITS],
            bits: Self::MIN_BITS,
            len: 0,
        }
    }

    #[inline]
    fn home(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// The largest `k` known to be out of reach of `key`, 0 when nothing is known.
    #[inline]
    fn get(&self, key: u64) -> u32 {
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        for _ in 0..Self::PROBES {
            let slot = self.slots[i];
            if slot == 0 {
                return 0;
            }
            if slot & Self::KEY == key {
                return (slot >> 56) as u32;
            }
            i = (i + 1) & mask;
        }
        0
    }

    /// Records that `key` cannot reach `k` pegs or fewer.
    fn put(&mut self, key: u64, k: u32) {
        if self.len * 10 > self.slots.len() * 7 && self.bits < Self::MAX_BITS {
            self.grow();
        }
        let entry = key | u64::from(k) << 56;
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        let mut cheapest = i;
        for _ in 0..Self::PROBES {
            let slot = self.slots[i];
            if slot == 0 {
                self.slots[i] = entry;
                self.len += 1;
                return;
            }
            if slot & Self::KEY == key {
                self.slots[i] = slot.max(entry);
                return;
            }
            if slot >> 56 < self.slots[cheapest] >> 56 {
                cheapest = i;
            }
            i = (i + 1) & mask;
        }
        self.slots[cheapest] = entry;
    }

    fn grow(&mut self) {
        let old = std::mem::replace(&mut self.slots, vec![0; 1 << (self.bits + 1)]);
        self.bits += 1;
        self.len = 0;
        for slot in old.into_iter().filter(|&s| s != 0) {
            self.put(slot & Self::KEY, (slot >> 56) as u32);
        }
    }
}

/// The most jumps one position can offer: one per (start, direction) on the French board.
const MAX_MOVES: usize = 96;

/// Endgame tables: for a board, a target `k` (1 or 2) and the position class of the board's
/// start, every position with at most `Endgame::max_pegs` pegs that can reach exactly `k`
/// pegs, found by jumping backwards from every `k`-peg position of that class. Built once per
/// process when a search first needs one (a fraction of a second); 2 to 17 MB each.
/// Builds the endgame tables of both boards now, if not built yet: about a second of CPU,
/// done once per process at start-up so that no hint waits for one.
pub fn build_endgames() {
    endgame::build_all();
}

/// Whether [`build_endgames`] has built every table. A search started before then searches
/// without the tables not built yet: the same fewest pegs, found more slowly.
pub fn endgames_built() -> bool {
    endgame::all_built()
}

mod endgame {
    use super::{BoardKind, STEPS, class_of, jump_at, jump_bits, symmetry};
    use std::sync::OnceLock;

    /// One table: canonical positions grouped in buckets by hash, each bucket sorted.
    pub(super) struct Endgame {
        /// The table holds every winning position up to this many pegs.
        pub(super) max_pegs: u32,
        /// The positions, bucket after bucket.
        keys: Vec<u64>,
        /// Where each bucket starts in `keys`, and where the last one ends.
        starts: Vec<u32>,
        /// How many bits of the hash pick the bucket.
        bits: u32,
    }

    impl Endgame {
        /// Whether `pegs` (more than the target, at most `max_pegs` of them) can reach the
        /// target.
        #[inline]
        pub(super) fn contains(&self, pegs: u64) -> bool {
            let key = symmetry::canonical(pegs);
            let bucket = bucket(key, self.bits);
            let range = self.starts[bucket] as usize..self.starts[bucket + 1] as usize;
            self.keys[range].contains(&key)
        }

        fn build(kind: BoardKind, k: u32, max_pegs: u32) -> Endgame {
            let holes = kind.holes();
            let class = class_of(kind.start().0);
            let cells: Vec<u64> = (0..49)
                .map(|i| 1u64 << i)
                .filter(|bit| holes & bit != 0)
                .collect();
            let mut level: Vec<u64> = if k == 1 {
                cells.clone()
            } else {
                let pairs = cells.iter().enumerate();
                pairs
                    .flat_map(|(i, &a)| cells[i + 1..].iter().map(move |&b| a | b))
                    .collect()
            };
            level.retain(|&pegs| class_of(pegs) == class);
            let mut keys = Vec::new();
            for _ in k..max_pegs {
                level = unjump_all(kind, &level);
                keys.extend_from_slice(&level);
            }
            // About four positions per bucket.
            let bits = (keys.len() / 4).max(1).ilog2().max(1);
            keys.sort_unstable_by_key(|&key| (bucket(key, bits), key));
            let mut starts = vec![0u32; (1 << bits) + 1];
            for &key in &keys {
                starts[bucket(key, bits) + 1] += 1;
            }
            for i in 1..starts.len() {
                starts[i] += starts[i - 1];
            }
            Endgame {
                max_pegs,
                keys,
                starts,
                bits,
            }
        }
    }

    /// The bucket of `key` among `1 << bits`.
    #[inline]
    fn bucket(key: u64, bits: u32) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize
    }

    /// Every canonical position one jump before a position of `level`, sorted, without
    /// duplicates. A jump backwards takes a peg at `to`, with `over` and `from` empty, and
    /// fills `from` and `over`.
    fn unjump_all(kind: BoardKind, level: &[u64]) -> Vec<u64> {
        let holes = kind.holes();
        let mut out = Vec::new();
        for &pegs in level {
            let empty = holes & !pegs;
            for (d, (&step, &lanes)) in STEPS.iter().zip(kind.lanes()).enumerate() {
                let shift = u32::from(step.unsigned_abs());
                let (over, to) = if step > 0 {
                    (empty >> shift, pegs >> (2 * shift))
                } else {
                    (empty << shift, pegs << (2 * shift))
                };
                let mut froms = empty & over & to & lanes;
                while froms != 0 {
                    let jump = jump_at(froms.trailing_zeros() as u8, d as u8);
                    froms &= froms - 1;
                    out.push(symmetry::canonical(pegs ^ jump_bits(jump)));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// How far each table reaches, by board and target: deep enough to cut most of a search
    /// (each level more roughly halves the hardest searches), small enough to build in half a
    /// second. English, one peg: 1.9 million positions; French, two pegs: 0.7 million.
    fn max_pegs(kind: BoardKind, k: u32) -> u32 {
        match (kind, k) {
            (BoardKind::English, 1) => 14,
            _ => 10,
        }
    }

    static TABLES: [OnceLock<Endgame>; 4] = [const { OnceLock::new() }; 4];

    /// Builds every board's tables now, if not built yet (start-up does, so no hint waits
    /// for one).
    pub(super) fn build_all() {
        for kind in BoardKind::ALL {
            for k in 1..=2 {
                table(kind, k);
            }
        }
    }

    /// The table for reaching `k` pegs (1 or 2) on `kind`, for positions of the start's class,
    /// built now if not built yet (start-up).
    fn table(kind: BoardKind, k: u32) -> &'static Endgame {
        TABLES[slot(kind, k)].get_or_init(|| Endgame::build(kind, k, max_pegs(kind, k)))
    }

    /// The tables for reaching 1 and 2 pegs on `kind`, each if built: a search reads only
    /// what start-up has built, and searches without the rest.
    pub(super) fn built(kind: BoardKind) -> [Option<&'static Endgame>; 2] {
        [1, 2].map(|k| TABLES[slot(kind, k)].get())
    }

    /// Whether every board's tables are built.
    pub(super) fn all_built() -> bool {
        BoardKind::ALL
            .iter()
            .all(|&kind| built(kind).iter().all(Option::is_some))
    }

    fn slot(kind: BoardKind, k: u32) -> usize {
        let board = match kind {
            BoardKind::English => 0,
            BoardKind::French => 2,
        };
        board + k as usize - 1
    }
}

/// How a bounded search of a position ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// The target is reachable; the path holds the jumps.
    Found,
    /// The target is out of reach: proven.
    Dead,
    /// The node budget ran out first.
    Unknown,
}

/// The node budget of the first attempt at a target; each restart doubles it.
const FIRST_BUDGET: u64 = 20_000;

/// One search, with its table.
struct Search {
    rules: Rules,
    memo: Memo,
    /// Whether the endgame tables apply: the position has the start's class and no peg off
    /// the board.
    endgames: bool,
    /// The endgame tables for 1 and 2 pegs, if all were built when the search began.
    tables: [Option<&'static endgame::Endgame>; 2],
    /// Whether the current attempt uses them.
    use_endgames: bool,
    /// The first attempt that uses them: the second, as quick searches need none.
    endgames_from: usize,
    /// Which of the rules' orders the current attempt follows.
    order: usize,
    /// Positions the current attempt may still expand.
    budget: u64,
}

impl Search {
    fn new(kind: BoardKind, pegs: u64) -> Search {
        Search {
            rules: Rules::of(kind),
            memo: Memo::new(),
            endgames: pegs & !kind.holes() == 0 && class_of(pegs) == class_of(kind.start().0),
            // All or none: a search reads the tables only once every one is built, so that
            // the readiness the game reports names what it read.
            tables: match endgame::all_built() {
                true => endgame::built(kind),
                false => [None, None],
            },
            use_endgames: false,
            endgames_from: 1,
            order: 0,
            budget: 0,
        }
    }

    /// The fewest pegs reachable from `pegs` and the jumps that get there.
    fn fewest(&mut self, pegs: u64) -> (u32, Vec<Jump>) {
        let mut k = self.rules.lower_bound(pegs);
        loop {
            if let Some(path) = self.path_to(pegs, k) {
                return (k, path);
            }
            k += 1;
        }
    }

    /// Jumps from `pegs` to `k` pegs or fewer, or `None` when there are none. Attempts with a
    /// doubling node budget, each in the next search order: a search that finds a way in one
    /// order can stall for long in another. What an attempt proves dead stays in the table,
    /// so the attempts add up to one exhaustive search.
    fn path_to(&mut self, pegs: u64, k: u32) -> Option<Vec<Jump>> {
        let mut budget = FIRST_BUDGET;
        for attempt in 0.. {
            self.order = attempt % WEIGHTS.len();
            self.use_endgames = self.endgames && attempt >= self.endgames_from;
            self.budget = budget;
            let mut path = Vec::new();
            match self.reach(pegs, k, &mut path) {
                Outcome::Found => {
                    path.reverse();
                    return Some(path);
                }
                Outcome::Dead => return None,
                Outcome::Unknown => budget = budget.saturating_mul(2),
            }
        }
        None
    }

    /// The endgame table that answers "can `pegs` reach `k` pegs or fewer?", if one does.
    #[inline]
    fn endgame(&self, pegs: u64, k: u32) -> Option<&'static endgame::Endgame> {
        if !self.use_endgames || !(1..=2).contains(&k) {
            return None;
        }
        let table = self.tables[k as usize - 1]?;
        (pegs.count_ones() <= table.max_pegs).then_some(table)
    }

    /// Whether `pegs` can reach `k` pegs or fewer within the budget; when found, `path` ends
    /// with the jumps that do it, last jump first.
    fn reach(&mut self, pegs: u64, k: u32, path: &mut Vec<Jump>) -> Outcome {
        if pegs.count_ones() <= k {
            return Outcome::Found;
        }
        if let Some(table) = self.endgame(pegs, k) {
            return match table.contains(pegs) && self.descend(table, pegs, k, path) {
                true => Outcome::Found,
                false => Outcome::Dead,
            };
        }
        if self.rules.lower_bound(pegs) > k {
            return Outcome::Dead;
        }
        let key = symmetry::canonical(pegs);
        if self.memo.get(key) >= k {
            return Outcome::Dead;
        }
        if self.budget == 0 {
            return Outcome::Unknown;
        }
        self.budget -= 1;
        let mut moves = [(0u8, 0u8); MAX_MOVES];
        let count = self.moves(pegs, &mut moves);
        let mut outcome = Outcome::Dead;
        for &(from, d) in &moves[..count] {
            let jump = jump_at(from, d);
            let child = pegs ^ jump_bits(jump);
            match self.reach(child, k, path) {
                Outcome::Found => {
                    path.push(jump);
                    return Outcome::Found;
                }
                Outcome::Dead => {}
                Outcome::Unknown => outcome = Outcome::Unknown,
            }
        }
        if outcome == Outcome::Dead {
            self.memo.put(key, k);
        }
        outcome
    }

    /// Follows `table` from `pegs`, which it holds, down to `k` pegs, pushing the jumps on
    /// `path` last first. Always succeeds: a position in the table has a child in it.
    fn descend(&self, table: &endgame::Endgame, pegs: u64, k: u32, path: &mut Vec<Jump>) -> bool {
        if pegs.count_ones() <= k {
            return true;
        }
        let mut moves = [(0u8, 0u8); MAX_MOVES];
        let count = self.moves(pegs, &mut moves);
        for &(from, d) in &moves[..count] {
            let jump = jump_at(from, d);
            let child = pegs ^ jump_bits(jump);
            if (child.count_ones() <= k || table.contains(child))
                && self.descend(table, child, k, path)
            {
                path.push(jump);
                return true;
            }
        }
        false
    }

    /// Fills `out` with the jumps possible in `pegs` (start cell, step index) in search order
    /// ([`Rules::of`]); returns how many.
    fn moves(&self, pegs: u64, out: &mut [(u8, u8); MAX_MOVES]) -> usize {
        let sources = self.rules.sources(pegs);
        let mut count = 0;
        for &(d, cells) in &self.rules.orders[self.order] {
            let mut froms = sources[usize::from(d)] & cells;
            while froms != 0 {
                out[count] = (froms.trailing_zeros() as u8, d);
                froms &= froms - 1;
                count += 1;
            }
        }
        count
    }
}

/// The cells a jump changes, as bits.
fn jump_bits(jump: Jump) -> u64 {
    jump.from.bit() | jump.over.bit() | jump.to.bit()
}

/// The jump from cell `from` along step `STEPS[d]`.
fn jump_at(from: u8, d: u8) -> Jump {
    let step = STEPS[usize::from(d)];
    let over = from.wrapping_add_signed(step);
    Jump {
        from: Cell(from),
        over: Cell(over),
        to: Cell(over.wrapping_add_signed(step)),
    }
}

#[cfg(test)]
mod fewest_in_class_tests {
    use super::{FEWEST_IN_CLASS, RESIDUES, class_of};

    /// The table by a second route: for each set of residues, every multiset of up to six
    /// pegs on them, smallest first (a class needs at most four; six leaves room), its class
    /// and size, and the least size seen for each class.
    #[test]
    fn the_compiled_table_matches_counting_peg_sets() {
        let cells: Vec<u64> = RESIDUES.iter().map(|r| r & r.wrapping_neg()).collect();
        for (mask, row) in FEWEST_IN_CLASS.iter().enumerate() {
            let available: Vec<u64> = (0..9)
                .filter(|r| mask & (1 << r) != 0)
                .map(|r| cells[r])
                .collect();
            let mut fewest = [u8::MAX; 16];
            // Classes of multisets: a class is the xor of its pegs' classes.
            let mut classes_of_size: Vec<u16> = vec![1]; // size 0: the empty class 0
            for size in 1..=6u8 {
                let mut reached = 0u16;
                for class in 0..16u8 {
                    if classes_of_size[usize::from(size) - 1] & (1 << class) != 0 {
                        for &cell in &available {
                            reached |= 1 << (class ^ class_of(cell));
                        }
                    }
                }
                for (class, fewest) in fewest.iter_mut().enumerate() {
                    if reached & (1 << class) != 0 && *fewest == u8::MAX {
                        *fewest = size;
                    }
                }
                classes_of_size.push(reached);
            }
            assert_eq!(row, &fewest, "residues {mask:09b}");
        }
        // The full board has every residue, and one peg of each class but the empty class is
        // not always enough: the table is not trivial.
        assert!(FEWEST_IN_CLASS[511].iter().any(|&n| n > 1));
        assert_eq!(FEWEST_IN_CLASS[0], [u8::MAX; 16]);
    }
}
