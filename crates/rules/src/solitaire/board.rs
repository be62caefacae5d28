//! The peg-solitaire boards and their one rule: a peg jumps over an orthogonally adjacent peg
//! into the empty hole just beyond, and the jumped peg is removed.
//!
//! Both boards live on a 7x7 grid. Columns are `a`-`g` from the left, rows `1`-`7` from the
//! top, and cell `row * 7 + col` is bit `row * 7 + col` of a [`Position`].

use serde::{Deserialize, Serialize};
use std::fmt;

/// The side of the grid.
const SIZE: u8 = 7;

/// Every cell of the 7x7 grid.
const GRID: u64 = (1 << 49) - 1;

/// The four steps a jump can take, as cell-index offsets: right, left, down, up.
pub(crate) const STEPS: [i8; 4] = [1, -1, 7, -7];

/// The leaderboard of the French board's results.
pub const FRENCH_BOARD: &str = "solitaire-french";

/// Which board is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardKind {
    /// The cross of 33 holes.
    English,
    /// The English cross plus the four holes b2, f2, b6 and f6: 37 holes.
    French,
}

impl BoardKind {
    /// The leaderboard its results count on: the game's first for the English board, its
    /// own for the French.
    pub fn leaderboard(self) -> Option<&'static str> {
        match self {
            BoardKind::English => None,
            BoardKind::French => Some(FRENCH_BOARD),
        }
    }

    /// Every board, English first.
    pub const ALL: [BoardKind; 2] = [BoardKind::English, BoardKind::French];

    /// The board's name in commands and stored games: `english` or `french`.
    pub fn as_str(self) -> &'static str {
        match self {
            BoardKind::English => "english",
            BoardKind::French => "french",
        }
    }

    /// Reads a board's name as [`as_str`](Self::as_str) writes it (case-insensitive).
    pub fn parse(text: &str) -> Option<BoardKind> {
        let text = text.trim();
        BoardKind::ALL
            .into_iter()
            .find(|kind| kind.as_str().eq_ignore_ascii_case(text))
    }

    /// The board's holes: bit `i` is set when cell `i` is a hole.
    pub fn holes(self) -> u64 {
        match self {
            BoardKind::English => ENGLISH_HOLES,
            BoardKind::French => FRENCH_HOLES,
        }
    }

    /// Whether `cell` is one of this board's holes.
    pub fn contains(self, cell: Cell) -> bool {
        cell.0 < 49 && self.holes() & cell.bit() != 0
    }

    /// The starting position: a peg in every hole but the centre.
    pub fn start(self) -> Position {
        Position(self.holes() & !CENTRE.bit())
    }

    /// How many holes the board has: 33 or 37.
    pub fn hole_count(self) -> u32 {
        self.holes().count_ones()
    }

    /// For each of [`STEPS`], the cells a jump along it may start from.
    pub(crate) fn lanes(self) -> &'static [u64; 4] {
        match self {
            BoardKind::English => &ENGLISH_LANES,
            BoardKind::French => &FRENCH_LANES,
        }
    }
}

/// The English board's [`BoardKind::lanes`].
const ENGLISH_LANES: [u64; 4] = all_lanes(ENGLISH_HOLES);

/// The French board's [`BoardKind::lanes`].
const FRENCH_LANES: [u64; 4] = all_lanes(FRENCH_HOLES);

/// [`jump_lanes`] for each of [`STEPS`].
const fn all_lanes(holes: u64) -> [u64; 4] {
    [
        jump_lanes(holes, STEPS[0]),
        jump_lanes(holes, STEPS[1]),
        jump_lanes(holes, STEPS[2]),
        jump_lanes(holes, STEPS[3]),
    ]
}

/// The English cross: rows 1, 2, 6 and 7 hold columns c-e, rows 3-5 the whole width.
const ENGLISH_HOLES: u64 = cross_holes();

/// The French board: the English cross and b2, f2, b6, f6.
const FRENCH_HOLES: u64 =
    ENGLISH_HOLES | 1 << (7 + 1) | 1 << (7 + 5) | 1 << (5 * 7 + 1) | 1 << (5 * 7 + 5);

/// The English cross as a bit set, built at compile time.
const fn cross_holes() -> u64 {
    let mut holes = 0u64;
    let mut row = 0;
    while row < 7 {
        let mut col = 0;
        while col < 7 {
            if (2 <= row && row <= 4) || (2 <= col && col <= 4) {
                holes |= 1 << (row * 7 + col);
            }
            col += 1;
        }
        row += 1;
    }
    holes
}

/// The centre of the board, d4.
pub const CENTRE: Cell = Cell(3 * 7 + 3);

/// One cell of the 7x7 grid, `row * 7 + col` (0-based, row 0 is row `1` at the top).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell(pub u8);

impl Cell {
    /// The cell at 0-based `col` and `row`, or `None` outside the 7x7 grid.
    pub fn new(col: u8, row: u8) -> Option<Cell> {
        (col < SIZE && row < SIZE).then(|| Cell(row * SIZE + col))
    }

    /// The 0-based column: 0 is `a`.
    pub fn col(self) -> u8 {
        self.0 % SIZE
    }

    /// The 0-based row: 0 is row `1`, at the top.
    pub fn row(self) -> u8 {
        self.0 / SIZE
    }

    /// Reads a cell's name such as `d2` (case-insensitive, surrounding spaces ignored).
    pub fn parse(text: &str) -> Option<Cell> {
        let mut chars = text.trim().chars();
        let (letter, digit) = (chars.next()?, chars.next()?);
        if chars.next().is_some() {
            return None;
        }
        let col = (letter.to_ascii_lowercase() as u32).checked_sub('a' as u32)?;
        let row = (digit as u32).checked_sub('1' as u32)?;
        Cell::new(u8::try_from(col).ok()?, u8::try_from(row).ok()?)
    }

    /// The cell's name: column letter then row number, such as `d2`.
    pub fn name(self) -> String {
        self.to_string()
    }

    /// The cell's bit in a [`Position`] or a board's holes.
    pub(crate) fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The cell `steps` cells along `step` (an offset from [`STEPS`]), if still on the grid.
    fn along(self, step: i8, steps: i8) -> Option<Cell> {
        let (dc, dr) = match step {
            1 => (1, 0),
            -1 => (-1, 0),
            7 => (0, 1),
            _ => (0, -1),
        };
        let col = u8::try_from(self.col() as i8 + dc * steps).ok()?;
        let row = u8::try_from(self.row() as i8 + dr * steps).ok()?;
        Cell::new(col, row)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

/// Why a jump or a position text was refused. The texts are for logs; players see their own
/// wording, chosen by variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SolitaireError {
    /// A named cell is not a hole of this board.
    #[error("{0} is not a hole on this board")]
    NotAHole(Cell),
    /// There is no peg to move at the starting cell.
    #[error("there is no peg at {0}")]
    NoPeg(Cell),
    /// The landing hole already holds a peg.
    #[error("{0} is not empty")]
    Occupied(Cell),
    /// The two cells are not two holes apart in a straight line.
    #[error("{from} to {to} is not a jump")]
    NotAJump {
        /// Where the peg would start.
        from: Cell,
        /// Where it would land.
        to: Cell,
    },
    /// There is no peg between the two cells to jump over.
    #[error("there is no peg at {0} to jump over")]
    NothingToJump(Cell),
    /// A position text that does not read.
    #[error("not a position")]
    BadPosition,
}

/// One jump: the peg at `from` goes over `over` (which is removed) and lands in `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Jump {
    /// Where the jumping peg starts.
    pub from: Cell,
    /// The peg jumped over and removed.
    pub over: Cell,
    /// The empty hole the peg lands in.
    pub to: Cell,
}

impl Jump {
    /// Reads a jump's two cells, such as `d2-d4`, `d2 d4`, `d2d4` or `d2→d4` (also `->`), case-
    /// insensitive. Only the notation is checked: whether the jump is legal is
    /// [`Position::jump`]'s question.
    pub fn parse(text: &str) -> Option<(Cell, Cell)> {
        let text = text.trim();
        let split = text.char_indices().nth(2).map_or(text.len(), |(i, _)| i);
        let (first, rest) = text.split_at(split);
        let rest = rest.trim_start();
        let rest = ["->", "-", "→"]
            .iter()
            .find_map(|sep| rest.strip_prefix(sep))
            .unwrap_or(rest);
        Some((Cell::parse(first)?, Cell::parse(rest)?))
    }

    /// The bits of the three cells the jump changes.
    fn bits(self) -> u64 {
        self.from.bit() | self.over.bit() | self.to.bit()
    }
}

impl fmt::Display for Jump {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Which holes hold a peg: bit `i` is set when cell `i` holds one.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Position(pub u64);

impl Position {
    /// How many pegs are on the board.
    pub fn pegs(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `cell` holds a peg.
    pub fn has(self, cell: Cell) -> bool {
        cell.0 < 49 && self.0 & cell.bit() != 0
    }

    /// Every legal jump, sorted by the cell indices of `from`, then `to`.
    pub fn moves(self, kind: BoardKind) -> Vec<Jump> {
        let mut jumps = Vec::new();
        for (step, lanes) in STEPS.into_iter().zip(kind.lanes()) {
            let mut froms = jump_sources(self.0, kind.holes(), step, *lanes);
            while froms != 0 {
                let from = Cell(froms.trailing_zeros() as u8);
                froms &= froms - 1;
                let over = Cell(from.0.wrapping_add_signed(step));
                let to = Cell(over.0.wrapping_add_signed(step));
                jumps.push(Jump { from, over, to });
            }
        }
        jumps.sort_by_key(|j| (j.from, j.to));
        jumps
    }

    /// Whether any jump is possible.
    pub fn can_move(self, kind: BoardKind) -> bool {
        STEPS
            .into_iter()
            .zip(kind.lanes())
            .any(|(step, &lanes)| jump_sources(self.0, kind.holes(), step, lanes) != 0)
    }

    /// The position after `jump`, once it is checked to be legal here (all three cells).
    pub fn apply(self, kind: BoardKind, jump: Jump) -> Result<Position, SolitaireError> {
        let legal = self.jump(kind, jump.from, jump.to)?;
        if legal.over != jump.over {
            return Err(SolitaireError::NotAJump {
                from: jump.from,
                to: jump.to,
            });
        }
        Ok(Position(self.0 ^ legal.bits()))
    }

    /// The legal jump from `from` to `to`, or why there is none. The checks run in this order:
    /// both cells are holes ([`NotAHole`](SolitaireError::NotAHole), `from` first), they are
    /// two holes apart in a line ([`NotAJump`](SolitaireError::NotAJump)), `from` holds a peg
    /// ([`NoPeg`](SolitaireError::NoPeg)), `to` is empty
    /// ([`Occupied`](SolitaireError::Occupied)), and a peg lies between
    /// ([`NothingToJump`](SolitaireError::NothingToJump)).
    pub fn jump(self, kind: BoardKind, from: Cell, to: Cell) -> Result<Jump, SolitaireError> {
        for cell in [from, to] {
            if !kind.contains(cell) {
                return Err(SolitaireError::NotAHole(cell));
            }
        }
        let over = STEPS
            .iter()
            .find(|&&step| from.along(step, 2) == Some(to))
            .and_then(|&step| from.along(step, 1))
            .filter(|&over| kind.contains(over))
            .ok_or(SolitaireError::NotAJump { from, to })?;
        if !self.has(from) {
            return Err(SolitaireError::NoPeg(from));
        }
        if self.has(to) {
            return Err(SolitaireError::Occupied(to));
        }
        if !self.has(over) {
            return Err(SolitaireError::NothingToJump(over));
        }
        Ok(Jump { from, over, to })
    }

    /// Reads a position: seven rows separated by `/` (or new lines), top row first. A row is
    /// either exactly 7 characters, one per column `a`-`g` with `-` or a space off the board,
    /// or exactly the row's holes. `o`, `O` or `1` is a peg, `.` or `0` an empty hole.
    pub fn parse(kind: BoardKind, text: &str) -> Result<Position, SolitaireError> {
        let text = text.trim_matches(['\n', '\r']);
        let rows: Vec<&str> = text
            .split(['/', '\n'])
            .map(|row| row.strip_suffix('\r').unwrap_or(row))
            .collect();
        if rows.len() != usize::from(SIZE) {
            return Err(SolitaireError::BadPosition);
        }
        let mut pegs = 0u64;
        for (row, line) in (0u8..).zip(rows) {
            pegs |= parse_row(kind, row, line).ok_or(SolitaireError::BadPosition)?;
        }
        Ok(Position(pegs))
    }

    /// The position in the holes-only form [`parse`](Self::parse) reads, such as the English
    /// start `ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo`.
    pub fn to_text(self, kind: BoardKind) -> String {
        let rows: Vec<String> = (0..SIZE)
            .map(|row| {
                row_holes(kind, row)
                    .map(|cell| if self.has(cell) { 'o' } else { '.' })
                    .collect()
            })
            .collect();
        rows.join("/")
    }
}

/// The holes of one row, left to right.
fn row_holes(kind: BoardKind, row: u8) -> impl Iterator<Item = Cell> {
    (0..SIZE)
        .filter_map(move |col| Cell::new(col, row))
        .filter(move |&cell| kind.contains(cell))
}

/// One row of a position text, as the pegs it holds; `None` when it does not read.
fn parse_row(kind: BoardKind, row: u8, line: &str) -> Option<u64> {
    let chars: Vec<char> = line.chars().collect();
    let holes: Vec<Cell> = row_holes(kind, row).collect();
    let mut pegs = 0u64;
    if chars.len() == holes.len() {
        for (&c, cell) in chars.iter().zip(holes) {
            if peg_char(c)? {
                pegs |= cell.bit();
            }
        }
    } else if chars.len() == usize::from(SIZE) {
        for (col, &c) in (0..SIZE).zip(&chars) {
            let cell = Cell::new(col, row)?;
            if !kind.contains(cell) {
                if c != '-' && c != ' ' {
                    return None;
                }
            } else if peg_char(c)? {
                pegs |= cell.bit();
            }
        }
    } else {
        return None;
    }
    Some(pegs)
}

/// Whether a hole's character is a peg (`Some(true)`), empty (`Some(false)`) or unreadable.
fn peg_char(c: char) -> Option<bool> {
    match c {
        'o' | 'O' | '1' => Some(true),
        '.' | '0' => Some(false),
        _ => None,
    }
}

/// The cells a jump along `step` may start from on a board with these holes: the start, the
/// cell jumped and the landing hole are all holes in one line.
const fn jump_lanes(holes: u64, step: i8) -> u64 {
    let mut lanes = 0u64;
    let mut i = 0;
    while i < 49 {
        let (col, row) = ((i % 7) as i8, (i / 7) as i8);
        let (dc, dr) = match step {
            1 => (1, 0),
            -1 => (-1, 0),
            7 => (0, 1),
            _ => (0, -1),
        };
        let (tc, tr) = (col + 2 * dc, row + 2 * dr);
        if 0 <= tc && tc < 7 && 0 <= tr && tr < 7 {
            let over = (row + dr) * 7 + col + dc;
            let to = tr * 7 + tc;
            let cells = 1u64 << i | 1u64 << over | 1u64 << to;
            if holes & cells == cells {
                lanes |= 1 << i;
            }
        }
        i += 1;
    }
    lanes
}

/// The cells a legal jump along `step` starts from in position `pegs` on the board `holes`,
/// whose `lanes` for this step are given.
#[inline]
pub(crate) fn jump_sources(pegs: u64, holes: u64, step: i8, lanes: u64) -> u64 {
    let empty = holes & !pegs & GRID;
    let shift = u32::from(step.unsigned_abs());
    let (over, land) = if step > 0 {
        (pegs >> shift, empty >> (2 * shift))
    } else {
        (pegs << shift, empty << (2 * shift))
    };
    pegs & over & land & lanes
}
