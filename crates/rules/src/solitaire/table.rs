//! The English board's table: the fewest pegs reachable from every position with
//! [`FROM_PEGS`] pegs or more that a game from the start can reach, up to symmetry.
//!
//! Those crowded positions are where a search is slow: proving that a lost position with 25
//! pegs cannot finish with one visits millions of positions. The table answers them by a
//! lookup, and a hint in any position with more pegs than [`FROM_PEGS`] reads the fewest pegs
//! of each jump's result from it. Positions with fewer pegs are left to the search, which
//! takes milliseconds there.
//!
//! Building it takes one pass over all 23,475,688 positions reachable from the start (up to
//! symmetry): forwards, level by level, to list them, then backwards to give each the least
//! value of its successors. That is about 25 seconds and 340 MB in a release build, so the
//! result is kept in the source tree (`english.table`, written by
//! `parlor solve solitaire --write-table FILE`). The file holds only the values: loading it
//! lists the positions again by the forward pass down to [`FROM_PEGS`] (under a second), and
//! a checksum over positions and values together refuses a file that does not match them.
//!
//! Pure and deterministic, like the solver.

use super::board::{BoardKind, Jump, Position, STEPS, jump_sources};
use super::solver::Hint;
use super::symmetry;
use std::sync::OnceLock;

/// The fewest pegs the English table covers.
pub const FROM_PEGS: u32 = 20;

/// The English table as kept in the source tree.
static KEPT: &[u8] = include_bytes!("english.table");

/// The first bytes of a table file.
const MAGIC: &[u8; 8] = b"PARLORPS";

/// The file format's version.
const VERSION: u8 = 1;

/// Why a table file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("not a solitaire table file")]
    NotATable,
    #[error("the file is version {0}, this build reads version {VERSION}")]
    Version(u8),
    #[error("the file is for another board, start or depth")]
    Mismatch,
    #[error("the file is cut short or too long")]
    Length,
    #[error("the checksum does not match: the file is damaged or from another build")]
    Checksum,
}

/// The fewest pegs reachable from every position reachable from a root, down to a number of
/// pegs.
#[derive(Debug)]
pub struct Table {
    kind: BoardKind,
    from_pegs: u32,
    /// One level per peg count, the root's first: sorted entries `canonical << 8 | fewest`.
    levels: Vec<Vec<u64>>,
    root_pegs: u32,
}

impl Table {
    /// The fewest pegs reachable from `pos`, when the table holds it.
    pub fn fewest(&self, pos: Position) -> Option<u32> {
        let level = self
            .levels
            .get(self.root_pegs.checked_sub(pos.pegs())? as usize)?;
        lookup(level, symmetry::canonical(pos.0)).map(u32::from)
    }

    /// The hint for `pos` from its successors' entries, when the table holds them all: a jump
    /// whose result keeps the fewest pegs reachable (the first such in [`Position::moves`]
    /// order). Exact for any position whose successors are in the table, reachable or not.
    pub fn hint(&self, kind: BoardKind, pos: Position) -> Option<Hint> {
        if kind != self.kind || pos.pegs() <= self.from_pegs {
            return None;
        }
        let mut best: Option<(u32, Jump)> = None;
        for jump in pos.moves(kind) {
            let next = pos.apply(kind, jump).ok()?;
            let fewest = self.fewest(next)?;
            if best.is_none_or(|(b, _)| fewest < b) {
                best = Some((fewest, jump));
            }
        }
        let (best_pegs, mv) = match best {
            Some((fewest, jump)) => (fewest, Some(jump)),
            None => (pos.pegs(), None),
        };
        Some(Hint {
            winnable: best_pegs == 1,
            best_pegs,
            mv,
        })
    }

    /// How many positions the table holds.
    pub fn len(&self) -> usize {
        self.levels.iter().map(Vec::len).sum()
    }

    /// Whether the table holds no position.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every position the table holds with its fewest pegs, crowded first.
    pub fn entries(&self) -> impl Iterator<Item = (Position, u32)> + '_ {
        self.levels
            .iter()
            .flatten()
            .map(|&entry| (Position(entry >> 8), (entry & 0xff) as u32))
    }

    /// Reads a table written by [`build`] for `kind` from `root`, listing its positions again.
    pub fn from_bytes(kind: BoardKind, root: Position, bytes: &[u8]) -> Result<Table, TableError> {
        let mut reader = Reader(bytes);
        if reader.take(MAGIC.len())? != MAGIC {
            return Err(TableError::NotATable);
        }
        let version = reader.u8()?;
        if version != VERSION {
            return Err(TableError::Version(version));
        }
        let board = reader.u8()?;
        let from_pegs = u32::from(reader.u8()?);
        let file_root = reader.u64()?;
        if board != board_code(kind) || file_root != root.0 || from_pegs > root.pegs() {
            return Err(TableError::Mismatch);
        }
        let level_count = usize::from(reader.u8()?);
        let keys = levels(kind, root, from_pegs);
        if level_count != keys.len() {
            return Err(TableError::Mismatch);
        }
        let mut counts = Vec::with_capacity(level_count);
        for _ in 0..level_count {
            counts.push(reader.u32()? as usize);
        }
        let checksum = reader.u64()?;
        if counts.iter().zip(&keys).any(|(n, level)| *n != level.len()) {
            return Err(TableError::Mismatch);
        }
        let mut levels = Vec::with_capacity(level_count);
        for level in keys {
            let values = reader.take(level.len())?;
            levels.push(
                level
                    .iter()
                    .zip(values)
                    .map(|(&key, &value)| key << 8 | u64::from(value))
                    .collect::<Vec<u64>>(),
            );
        }
        if !reader.0.is_empty() {
            return Err(TableError::Length);
        }
        if fnv(levels.iter().flatten()) != checksum {
            return Err(TableError::Checksum);
        }
        Ok(Table {
            kind,
            from_pegs,
            levels,
            root_pegs: root.pegs(),
        })
    }
}

/// The English table once [`warm_english`] has loaded it; `None` before, or if it did not
/// load.
pub fn english() -> Option<&'static Table> {
    ENGLISH.get().and_then(|loaded| loaded.as_ref().ok())
}

/// The English table's file as kept in the source tree.
#[cfg(test)]
pub(crate) fn kept_bytes() -> &'static [u8] {
    KEPT
}

/// Whether [`warm_english`] has finished, whether the table loaded or not.
pub fn english_settled() -> bool {
    ENGLISH.get().is_some()
}

static ENGLISH: OnceLock<Result<Table, TableError>> = OnceLock::new();

/// Loads the English table kept in the source tree, once per process (under a second in a
/// release build, a few in a debug one); later calls return the first call's outcome.
pub fn warm_english() -> Result<&'static Table, TableError> {
    let kind = BoardKind::English;
    ENGLISH
        .get_or_init(|| Table::from_bytes(kind, kind.start(), KEPT))
        .as_ref()
        .map_err(Clone::clone)
}

/// Builds the table of `kind` from `root` for the positions with `from_pegs` pegs or more,
/// as file bytes for [`Table::from_bytes`]. Visits every position reachable from `root`:
/// for the English start, about 25 seconds and 340 MB in a release build.
pub fn build(kind: BoardKind, root: Position, from_pegs: u32) -> Vec<u8> {
    let mut levels = levels(kind, root, 0);
    // Backwards: a position's fewest pegs is its own count when it is stuck, else the least
    // of its successors'. The entries of each level become `canonical << 8 | fewest`.
    for i in (0..levels.len()).rev() {
        let (upper, lower) = levels.split_at_mut(i + 1);
        let below = lower.first().map(Vec::as_slice).unwrap_or_default();
        for entry in upper[i].iter_mut() {
            let pegs = *entry;
            let mut fewest = pegs.count_ones() as u8;
            successors(kind, pegs, |next| {
                if let Some(value) = lookup(below, symmetry::canonical(next)) {
                    fewest = fewest.min(value);
                }
            });
            *entry = pegs << 8 | u64::from(fewest);
        }
    }
    let from_pegs = from_pegs.min(root.pegs());
    levels.truncate((root.pegs() - from_pegs + 1) as usize);
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.push(board_code(kind));
    out.push(from_pegs as u8);
    out.extend_from_slice(&root.0.to_le_bytes());
    out.push(levels.len() as u8);
    for level in &levels {
        out.extend_from_slice(&(level.len() as u32).to_le_bytes());
    }
    out.extend_from_slice(&fnv(levels.iter().flatten()).to_le_bytes());
    for level in &levels {
        out.extend(level.iter().map(|entry| (entry & 0xff) as u8));
    }
    out
}

/// The positions reachable from `root` with `down_to` pegs or more, up to symmetry, one
/// sorted level per peg count from the root's down (stopping early at an empty level).
pub(crate) fn levels(kind: BoardKind, root: Position, down_to: u32) -> Vec<Vec<u64>> {
    let mut levels = vec![vec![symmetry::canonical(root.0)]];
    let mut pegs = root.pegs();
    while pegs > down_to.max(1) {
        let next = next_level(kind, levels.last().map(Vec::as_slice).unwrap_or_default());
        if next.is_empty() {
            break;
        }
        levels.push(next);
        pegs -= 1;
    }
    levels
}

/// Every canonical position one jump after a position of `level`, sorted, without
/// duplicates.
pub(crate) fn next_level(kind: BoardKind, level: &[u64]) -> Vec<u64> {
    let mut next = Vec::new();
    for &pegs in level {
        successors(kind, pegs, |p| next.push(symmetry::canonical(p)));
    }
    next.sort_unstable();
    next.dedup();
    next.shrink_to_fit();
    next
}

/// Calls `f` with the position after each legal jump in `pegs`.
#[inline]
fn successors(kind: BoardKind, pegs: u64, mut f: impl FnMut(u64)) {
    let holes = kind.holes();
    for (&step, &lanes) in STEPS.iter().zip(kind.lanes()) {
        let shift = u32::from(step.unsigned_abs());
        let mut froms = jump_sources(pegs, holes, step, lanes);
        while froms != 0 {
            let from = froms & froms.wrapping_neg();
            froms &= froms - 1;
            let cells = match step > 0 {
                true => from | from << shift | from << (2 * shift),
                false => from | from >> shift | from >> (2 * shift),
            };
            f(pegs ^ cells);
        }
    }
}

/// The value of canonical position `key` in a level of entries `canonical << 8 | value`.
#[inline]
fn lookup(level: &[u64], key: u64) -> Option<u8> {
    let i = level.partition_point(|&entry| entry >> 8 < key);
    level
        .get(i)
        .filter(|&&entry| entry >> 8 == key)
        .map(|&entry| (entry & 0xff) as u8)
}

fn board_code(kind: BoardKind) -> u8 {
    match kind {
        BoardKind::English => 0,
        BoardKind::French => 1,
    }
}

/// FNV-1a over the entries' bytes.
fn fnv<'a>(entries: impl Iterator<Item = &'a u64>) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for entry in entries {
        for byte in entry.to_le_bytes() {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// Reads a table file front to back.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], TableError> {
        if self.0.len() < n {
            return Err(TableError::Length);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn u8(&mut self) -> Result<u8, TableError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, TableError> {
        let bytes = self.take(4)?;
        Ok(u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }

    fn u64(&mut self) -> Result<u64, TableError> {
        let mut word = [0u8; 8];
        word.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(word))
    }
}
