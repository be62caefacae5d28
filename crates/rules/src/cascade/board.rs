//! The Cascade (SameGame) board and its rules.
//!
//! A rectangular grid of coloured blocks. Choosing a block removes its whole orthogonally
//! connected group of one colour, if the group holds at least two blocks; blocks above a gap
//! fall down, and an emptied column is closed by shifting the columns on its right leftwards.
//! Removing `n` blocks scores `(n-2)²`; clearing the board adds [`CLEAR_BONUS`]. The game ends
//! when no group of two or more is left.
//!
//! Cells are named as the player sees them: the column as a letter from the left, the row as a
//! number from the top (`c7` is the third column, seventh row from the top).
//!
//! Inside, the grid is stored column by column, bottom row first, with a border of empty cells
//! all round, so the flood fill needs no bounds checks and gravity only compacts a column
//! downwards. The search ([`super::search`]) works on the same board through a reusable `Scan`.

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Points added when the board is cleared completely.
pub const CLEAR_BONUS: u32 = 1000;
/// The smallest width and height.
pub const MIN_SIDE: u8 = 5;
/// The largest width and height (the columns are the letters a to z).
pub const MAX_SIDE: u8 = 26;
/// The most colours a board holds.
pub const MAX_COLOURS: u8 = 5;
/// The fewest colours a random board is made with.
pub const MIN_RANDOM_COLOURS: u8 = 3;

/// Cells per stored column: the board's rows plus an empty border row below and above.
pub(crate) const STRIDE: usize = MAX_SIDE as usize + 2;
/// Stored cells: the columns plus an empty border column on each side.
pub(crate) const AREA: usize = STRIDE * STRIDE;

/// The points for removing a group of `n` blocks: `(n-2)²`, or 0 below two blocks.
pub fn points(n: u32) -> u32 {
    if n < 2 { 0 } else { (n - 2) * (n - 2) }
}

/// The stored index of column `col` (0 = left), row `up` counted from the bottom (0 = bottom).
#[inline]
pub(crate) fn index(col: usize, up: usize) -> usize {
    (col + 1) * STRIDE + up + 1
}

/// The column (0 = left) of a stored index.
#[inline]
pub(crate) fn column_of(i: usize) -> usize {
    i / STRIDE - 1
}

/// The row counted from the bottom (0 = bottom) of a stored index.
#[inline]
pub(crate) fn up_of(i: usize) -> usize {
    i % STRIDE - 1
}

/// A cell of the board, 0-based: column 0 is on the left, row 0 at the top. Shown and parsed
/// as the player types it: `c7` is `Cell { col: 2, row: 6 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    pub col: u8,
    pub row: u8,
}

impl Cell {
    /// Reads a cell as typed (`c7`, `C7`, surrounding spaces allowed): a column letter `a` to
    /// `z` and a row number 1 to 26. Whether it lies on a given board is the board's question.
    pub fn parse(text: &str) -> Option<Cell> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: u8 = digits.parse().ok()?;
        if row == 0 || row > MAX_SIDE {
            return None;
        }
        Some(Cell {
            col: letter as u8 - b'a',
            row: row - 1,
        })
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = char::from(b'a'.saturating_add(self.col));
        write!(f, "{letter}{}", u32::from(self.row) + 1)
    }
}

/// A removable group: two or more connected blocks of one colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Group {
    /// The colour, 1 to 5.
    pub colour: u8,
    /// The number of blocks.
    pub size: u32,
    /// The group's representative: its bottom-most cell, the leftmost of those.
    pub cell: Cell,
    /// What removing it scores: `(size-2)²`.
    pub points: u32,
}

/// Why a board or a move was refused. The texts are for logs; the view words them for players.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CascadeError {
    #[error("{0} is off the board")]
    OffBoard(Cell),
    #[error("{0} is empty")]
    Empty(Cell),
    #[error("the block at {0} has no neighbour of its colour")]
    Lone(Cell),
    #[error("a board is {MIN_SIDE} to {MAX_SIDE} cells wide and high")]
    BadSize,
    #[error("a board has 1 to {MAX_COLOURS} colours (3 to {MAX_COLOURS} when made at random)")]
    BadColours,
    #[error("bad board text: {0}")]
    BadText(String),
}

/// A Cascade board: the blocks left and the size and colours it was made with.
///
/// Serialized compactly as `{"colours": 5, "cells": "<text form>"}` (see [`Board::to_text`]).
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "BoardRepr", try_from = "BoardRepr")]
pub struct Board {
    width: u8,
    height: u8,
    colours: u8,
    /// Columns holding blocks: always the leftmost ones.
    columns: u8,
    blocks: u16,
    /// Blocks in each column; a column's blocks fill its bottom rows.
    heights: [u8; MAX_SIDE as usize],
    /// The grid, by [`index`]: 0 empty, else the colour 1 to 5. The border stays empty.
    cells: [u8; AREA],
}

/// The serialized form of a [`Board`].
#[derive(Serialize, Deserialize)]
struct BoardRepr {
    colours: u8,
    cells: String,
}

impl From<Board> for BoardRepr {
    fn from(board: Board) -> BoardRepr {
        BoardRepr {
            colours: board.colours,
            cells: board.to_text(),
        }
    }
}

impl TryFrom<BoardRepr> for Board {
    type Error = CascadeError;

    fn try_from(repr: BoardRepr) -> Result<Board, CascadeError> {
        let (mut board, highest) = Board::read(&repr.cells)?;
        if repr.colours == 0 || repr.colours > MAX_COLOURS || highest > repr.colours {
            return Err(CascadeError::BadColours);
        }
        board.colours = repr.colours;
        Ok(board)
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("colours", &self.colours)
            .field("blocks", &self.blocks)
            .field("cells", &self.to_text())
            .finish()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// Checks a width or height.
fn side_ok(side: usize) -> bool {
    (usize::from(MIN_SIDE)..=usize::from(MAX_SIDE)).contains(&side)
}

impl Board {
    /// An empty board of a checked size.
    fn empty(width: u8, height: u8, colours: u8) -> Board {
        Board {
            width,
            height,
            colours,
            columns: 0,
            blocks: 0,
            heights: [0; MAX_SIDE as usize],
            cells: [0; AREA],
        }
    }

    /// A full board of `width` × `height` blocks, each of `colours` colours drawn uniformly,
    /// filled row by row from the top, each row left to right (so a seed names a board).
    pub fn random<R: Rng + ?Sized>(
        width: u8,
        height: u8,
        colours: u8,
        rng: &mut R,
    ) -> Result<Board, CascadeError> {
        if !side_ok(width.into()) || !side_ok(height.into()) {
            return Err(CascadeError::BadSize);
        }
        if !(MIN_RANDOM_COLOURS..=MAX_COLOURS).contains(&colours) {
            return Err(CascadeError::BadColours);
        }
        let mut board = Board::empty(width, height, colours);
        for row in 0..usize::from(height) {
            let up = usize::from(height) - 1 - row;
            for col in 0..usize::from(width) {
                board.cells[index(col, up)] = rng.random_range(1..=colours);
            }
        }
        board.columns = width;
        board.heights[..usize::from(width)].fill(height);
        board.blocks = u16::from(width) * u16::from(height);
        Ok(board)
    }

    /// Reads a board from its text form: one line per row, the top row first, one character
    /// per cell: a digit `0` to `4` for a block (digit `d` is colour `d+1`), `.` or a space for
    /// an empty cell. Every row must be as long as the others (a row's trailing whitespace is
    /// ignored, so write `.` for empty cells at the end of a row); blank lines at the end are
    /// ignored. The blocks must have settled (none above a gap, no empty column left of a
    /// filled one), and at least one block must be present; the board's colours are the
    /// highest colour present.
    pub fn parse(text: &str) -> Result<Board, CascadeError> {
        let (mut board, highest) = Board::read(text)?;
        if highest == 0 {
            return Err(CascadeError::BadColours);
        }
        board.colours = highest;
        Ok(board)
    }

    /// Reads the text form (see [`Board::parse`]), allowing an empty board; returns the board
    /// and the highest colour present.
    fn read(text: &str) -> Result<(Board, u8), CascadeError> {
        let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
        while lines.last().is_some_and(|line| line.is_empty()) {
            lines.pop();
        }
        let height = lines.len();
        let width = lines
            .iter()
            .map(|line| line.chars().count())
            .max()
            .unwrap_or(0);
        if !side_ok(width) || !side_ok(height) {
            return Err(CascadeError::BadSize);
        }
        // Checked above: both fit in a u8.
        let mut board = Board::empty(width as u8, height as u8, 0);
        let mut highest = 0;
        for (row, line) in lines.iter().enumerate() {
            if line.chars().count() != width {
                return Err(CascadeError::BadText(format!(
                    "row {} is not {width} cells long",
                    row + 1
                )));
            }
            let up = height - 1 - row;
            for (col, ch) in line.chars().enumerate() {
                let colour = match ch {
                    '.' | ' ' => 0,
                    '0'..='4' => ch as u8 - b'0' + 1,
                    _ => {
                        return Err(CascadeError::BadText(format!(
                            "unexpected {ch:?} in row {}",
                            row + 1
                        )));
                    }
                };
                highest = highest.max(colour);
                board.cells[index(col, up)] = colour;
            }
        }
        board.settle_check()?;
        Ok((board, highest))
    }

    /// Fills in the column heights and counts from the cells, refusing unsettled blocks.
    fn settle_check(&mut self) -> Result<(), CascadeError> {
        let (width, height) = (usize::from(self.width), usize::from(self.height));
        let mut seen_empty_column = false;
        for col in 0..width {
            let filled = (0..height)
                .take_while(|&up| self.cells[index(col, up)] != 0)
                .count();
            if (filled..height).any(|up| self.cells[index(col, up)] != 0) {
                return Err(CascadeError::BadText(format!(
                    "a block floats above a gap in column {}",
                    char::from(b'a' + col as u8)
                )));
            }
            if filled > 0 && seen_empty_column {
                return Err(CascadeError::BadText(format!(
                    "an empty column stands left of column {}",
                    char::from(b'a' + col as u8)
                )));
            }
            seen_empty_column |= filled == 0;
            // `filled` is at most the height, a u8.
            self.heights[col] = filled as u8;
            self.blocks += filled as u16;
            if filled > 0 {
                self.columns = col as u8 + 1;
            }
        }
        Ok(())
    }

    /// The text form read by [`Board::parse`]: one line per row, top first, each ending in a
    /// newline; `.` for an empty cell.
    pub fn to_text(&self) -> String {
        let (width, height) = (usize::from(self.width), usize::from(self.height));
        let mut text = String::with_capacity((width + 1) * height);
        for row in 0..height {
            let up = height - 1 - row;
            for col in 0..width {
                text.push(match self.cells[index(col, up)] {
                    0 => '.',
                    colour => char::from(b'0' + colour - 1),
                });
            }
            text.push('\n');
        }
        text
    }

    /// Columns.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> u8 {
        self.height
    }

    /// The colours the board was made with (for a parsed board, the highest colour present).
    pub fn colours(&self) -> u8 {
        self.colours
    }

    /// The stored index of an on-board cell.
    fn index_of(&self, cell: Cell) -> Option<usize> {
        (cell.col < self.width && cell.row < self.height).then(|| {
            index(
                usize::from(cell.col),
                usize::from(self.height - 1 - cell.row),
            )
        })
    }

    /// The cell at a stored index.
    pub(crate) fn cell_of(&self, i: usize) -> Cell {
        // Stored indices are on the board: both parts fit in a u8.
        Cell {
            col: column_of(i) as u8,
            row: self.height - 1 - up_of(i) as u8,
        }
    }

    /// The colour at `cell`: 0 for an empty cell (or one off the board), else 1 to 5.
    pub fn get(&self, cell: Cell) -> u8 {
        self.index_of(cell).map_or(0, |i| self.cells[i])
    }

    /// The blocks left.
    pub fn blocks(&self) -> u32 {
        u32::from(self.blocks)
    }

    /// Every removable group (two blocks or more): the largest first; among equal sizes by
    /// colour, then by representative cell (column, then row).
    pub fn groups(&self) -> Vec<Group> {
        let mut scan = Scan::new();
        scan.run(self);
        let mut groups: Vec<Group> = scan
            .groups
            .iter()
            .map(|g| self.public_group(g, scan.cells_of(g)))
            .collect();
        groups.sort_by_key(|g| (std::cmp::Reverse(g.size), g.colour, g.cell));
        groups
    }

    /// The removable group containing `cell`.
    pub fn group_at(&self, cell: Cell) -> Result<Group, CascadeError> {
        let mut scan = Scan::new();
        let found = scan.group_at(self, cell)?;
        Ok(self.public_group(&found, scan.cells_of(&found)))
    }

    /// Removes the group containing `cell`, lets the blocks above fall and closes emptied
    /// columns; returns the points scored. On an error the board is unchanged.
    pub fn remove(&mut self, cell: Cell) -> Result<u32, CascadeError> {
        let mut scan = Scan::new();
        let found = scan.group_at(self, cell)?;
        self.remove_cells(scan.cells_of(&found));
        Ok(points(u32::from(found.size)))
    }

    /// True when no group of two or more is left.
    pub fn is_over(&self) -> bool {
        for col in 0..usize::from(self.columns) {
            let base = index(col, 0);
            for i in base..base + usize::from(self.heights[col]) {
                let colour = self.cells[i];
                if self.cells[i + 1] == colour || self.cells[i + STRIDE] == colour {
                    return false;
                }
            }
        }
        true
    }

    /// True when every block has been removed.
    pub fn is_cleared(&self) -> bool {
        self.blocks == 0
    }

    /// [`CLEAR_BONUS`] if the board is cleared, else 0.
    pub fn final_bonus(&self) -> u32 {
        if self.is_cleared() { CLEAR_BONUS } else { 0 }
    }

    /// A scanned group as the public [`Group`].
    fn public_group(&self, group: &RawGroup, cells: &[u16]) -> Group {
        Group {
            colour: group.colour,
            size: u32::from(group.size),
            cell: self.representative(cells),
            points: points(u32::from(group.size)),
        }
    }

    /// The representative of a group's cells: the bottom-most, the leftmost of those.
    pub(crate) fn representative(&self, cells: &[u16]) -> Cell {
        let lowest = cells
            .iter()
            .map(|&i| usize::from(i))
            .min_by_key(|&i| (up_of(i), column_of(i)))
            .unwrap_or(index(0, 0));
        self.cell_of(lowest)
    }

    /// Columns holding blocks (always the leftmost ones).
    pub(crate) fn columns_in_use(&self) -> usize {
        usize::from(self.columns)
    }

    /// A fast hash of the blocks (for telling positions apart in a search).
    pub(crate) fn hash64(&self) -> u64 {
        let end = index(usize::from(self.columns), 0);
        let mut h: u64 = 0x9E37_79B9_7F4A_7C15;
        let mix = |h: u64, word: [u8; 8]| {
            (h ^ u64::from_le_bytes(word))
                .wrapping_mul(0x0100_0000_01B3)
                .rotate_left(29)
        };
        let chunks = self.cells[STRIDE..end].chunks_exact(8);
        let tail = chunks.remainder();
        for chunk in chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            h = mix(h, word);
        }
        if !tail.is_empty() {
            let mut word = [0u8; 8];
            word[..tail.len()].copy_from_slice(tail);
            h = mix(h, word);
        }
        h
    }

    /// Blocks of each colour (index 1 to 5; index 0 unused).
    pub(crate) fn colour_counts(&self) -> [u16; MAX_COLOURS as usize + 1] {
        let mut counts = [0; MAX_COLOURS as usize + 1];
        for col in 0..self.columns_in_use() {
            let base = index(col, 0);
            for &colour in &self.cells[base..base + self.height_of(col)] {
                counts[usize::from(colour)] += 1;
            }
        }
        counts
    }

    /// Blocks in column `col`.
    #[inline]
    pub(crate) fn height_of(&self, col: usize) -> usize {
        usize::from(self.heights[col])
    }

    /// The colour at a stored index.
    #[inline]
    pub(crate) fn at(&self, i: usize) -> u8 {
        self.cells[i]
    }

    /// Removes a group given as stored indices (a whole group, as found by a [`Scan`]):
    /// empties its cells, lets the blocks above fall and closes emptied columns.
    pub(crate) fn remove_cells(&mut self, group: &[u16]) {
        if group.is_empty() {
            return;
        }
        // Each column's lowest emptied row: the blocks below it stay where they are.
        let mut lowest = [u8::MAX; MAX_SIDE as usize];
        let (mut low, mut high) = (usize::MAX, 0);
        for &i in group {
            let i = usize::from(i);
            self.cells[i] = 0;
            let col = column_of(i);
            // A stored row is below MAX_SIDE: it fits in a u8.
            lowest[col] = lowest[col].min(up_of(i) as u8);
            low = low.min(col);
            high = high.max(col);
        }
        let mut emptied = false;
        for (col, &from) in lowest.iter().enumerate().take(high + 1).skip(low) {
            if from != u8::MAX {
                emptied |= self.fall(col, usize::from(from)) == 0;
            }
        }
        // A group has at most AREA cells.
        self.blocks -= group.len() as u16;
        if emptied {
            self.close_columns(low);
        }
    }

    /// Lets the blocks of column `col` fall, none being missing below row `from`; returns its
    /// new height.
    fn fall(&mut self, col: usize, from: usize) -> usize {
        let base = index(col, 0);
        let height = usize::from(self.heights[col]);
        let column = &mut self.cells[base..base + height];
        let mut kept = from;
        // Each cell is emptied, then its colour written at the next place kept, and only a
        // block moves that place on: no branch on the colour, and every cell above the last
        // block kept is left empty.
        for up in from..height {
            let colour = column[up];
            column[up] = 0;
            column[kept] = colour;
            kept += usize::from(colour != 0);
        }
        // At most the old height, a u8.
        self.heights[col] = kept as u8;
        kept
    }

    /// Shifts the filled columns from `from` on leftwards over the empty ones.
    fn close_columns(&mut self, from: usize) {
        let rows = usize::from(self.height);
        let mut to = from;
        for col in from..usize::from(self.columns) {
            let height = self.heights[col];
            if height == 0 {
                continue;
            }
            if to != col {
                let (src, dst) = (index(col, 0), index(to, 0));
                self.cells.copy_within(src..src + rows, dst);
                self.cells[src..src + rows].fill(0);
                self.heights[to] = height;
                self.heights[col] = 0;
            }
            to += 1;
        }
        // At most the old column count, a u8.
        self.columns = to as u8;
    }
}

/// A group found by a [`Scan`]: its cells are `Scan::cells[start..start + size]`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RawGroup {
    pub colour: u8,
    pub size: u16,
    pub start: u16,
}

/// Reusable working space for finding groups without allocating: a visit mark per cell
/// (a stamp, so it never needs clearing) and the cells of the groups found.
pub(crate) struct Scan {
    marks: Box<[u32; AREA]>,
    stamp: u32,
    /// The cells of the groups found, group after group.
    cells: Vec<u16>,
    /// The removable groups found by the last [`Scan::run`], in board order.
    pub groups: Vec<RawGroup>,
}

impl Scan {
    /// Fresh working space.
    pub fn new() -> Scan {
        Scan {
            marks: Box::new([0; AREA]),
            stamp: 0,
            cells: Vec::with_capacity(AREA),
            groups: Vec::with_capacity(AREA / 2),
        }
    }

    /// The cells of a group found by the last scan.
    #[inline]
    pub fn cells_of(&self, group: &RawGroup) -> &[u16] {
        let start = usize::from(group.start);
        &self.cells[start..start + usize::from(group.size)]
    }

    /// Starts a new visit: every cell unmarked.
    fn next_stamp(&mut self) {
        if self.stamp == u32::MAX {
            self.marks.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
    }

    /// Visits the group containing stored index `seed` (which must hold a block), appending
    /// its cells; returns their number.
    #[inline]
    fn flood(&mut self, board: &Board, seed: usize) -> usize {
        let colour = board.cells[seed];
        let start = self.cells.len();
        let stamp = self.stamp;
        self.marks[seed] = stamp;
        self.cells.push(seed as u16);
        let mut next = start;
        while next < self.cells.len() {
            let i = usize::from(self.cells[next]);
            next += 1;
            for n in [i - 1, i + 1, i - STRIDE, i + STRIDE] {
                if board.cells[n] == colour && self.marks[n] != stamp {
                    self.marks[n] = stamp;
                    self.cells.push(n as u16);
                }
            }
        }
        self.cells.len() - start
    }

    /// Finds every removable group of `board`.
    pub fn run(&mut self, board: &Board) {
        self.next_stamp();
        self.cells.clear();
        self.groups.clear();
        let stamp = self.stamp;
        for col in 0..board.columns_in_use() {
            let base = index(col, 0);
            for i in base..base + board.height_of(col) {
                let colour = board.cells[i];
                if self.marks[i] == stamp {
                    continue;
                }
                // A lone block needs no flood: check its neighbours first.
                if board.cells[i + 1] != colour
                    && board.cells[i - 1] != colour
                    && board.cells[i + STRIDE] != colour
                    && board.cells[i - STRIDE] != colour
                {
                    continue;
                }
                let start = self.cells.len();
                let size = self.flood(board, i);
                self.groups.push(RawGroup {
                    colour,
                    size: size as u16,
                    start: start as u16,
                });
            }
        }
    }

    /// Finds the removable group containing `cell`, refusing an off-board cell, an empty one
    /// and a lone block. The group's cells are the only ones held afterwards.
    pub fn group_at(&mut self, board: &Board, cell: Cell) -> Result<RawGroup, CascadeError> {
        let i = board.index_of(cell).ok_or(CascadeError::OffBoard(cell))?;
        let colour = board.cells[i];
        if colour == 0 {
            return Err(CascadeError::Empty(cell));
        }
        let group = self.group_at_index(board, i);
        if group.size < 2 {
            return Err(CascadeError::Lone(cell));
        }
        Ok(group)
    }

    /// Finds the group (of any size) holding the block at stored index `i`.
    pub fn group_at_index(&mut self, board: &Board, i: usize) -> RawGroup {
        self.next_stamp();
        self.cells.clear();
        self.groups.clear();
        let size = self.flood(board, i);
        RawGroup {
            colour: board.cells[i],
            size: size as u16,
            start: 0,
        }
    }
}

impl Default for Scan {
    fn default() -> Scan {
        Scan::new()
    }
}
