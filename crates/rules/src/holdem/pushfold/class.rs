//! The 169 starting-hand classes: 13 pairs, 78 suited and 78 offsuit hands, numbered as a
//! poker chart lays them out, 13 rows of 13 from the aces down: a class's number is its
//! row times 13 plus its column. Pairs sit on the diagonal, suited hands above it (the row
//! the higher rank's), offsuit hands below it (the column the higher rank's).

use crate::cards::Card;
use std::fmt;

/// The number of classes.
pub const CLASSES: usize = 169;

/// The number of two-card hands.
pub const HANDS: usize = 1326;

/// A starting-hand class: its cell of the 13×13 chart, 0 to 168.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Class(u8);

/// The row or column of a rank: the aces' 0, the twos' 12.
fn line(rank: u8) -> u8 {
    14 - rank
}

impl Class {
    /// The class of the cell at `row` and `column` (0 to 12 each, the aces first).
    pub fn at(row: usize, column: usize) -> Option<Class> {
        (row < 13 && column < 13).then_some(Class((row * 13 + column) as u8))
    }

    /// The class numbered `index` (0 to 168).
    pub fn from_index(index: usize) -> Option<Class> {
        (index < CLASSES).then_some(Class(index as u8))
    }

    /// Its number: its row times 13 plus its column.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn row(self) -> usize {
        self.index() / 13
    }

    pub fn column(self) -> usize {
        self.index() % 13
    }

    /// The class of two distinct cards.
    pub fn of(hole: [Card; 2]) -> Class {
        let (high, low) = if hole[0].rank() >= hole[1].rank() {
            (hole[0], hole[1])
        } else {
            (hole[1], hole[0])
        };
        let (h, l) = (line(high.rank()), line(low.rank()));
        if high.suit() == low.suit() {
            Class(h * 13 + l)
        } else {
            Class(l * 13 + h)
        }
    }

    /// The higher rank and the lower (equal for a pair), 2 to 14.
    pub fn ranks(self) -> (u8, u8) {
        let (row, column) = (self.row() as u8, self.column() as u8);
        (14 - row.min(column), 14 - row.max(column))
    }

    pub fn is_pair(self) -> bool {
        self.row() == self.column()
    }

    pub fn is_suited(self) -> bool {
        self.row() < self.column()
    }

    /// How many two-card hands it holds: 6 for a pair, 4 suited, 12 offsuit.
    pub fn combos(self) -> u32 {
        match self.row().cmp(&self.column()) {
            std::cmp::Ordering::Equal => 6,
            std::cmp::Ordering::Less => 4,
            std::cmp::Ordering::Greater => 12,
        }
    }

    /// Its two-card hands, the higher card first, in the order of the cards' indexes.
    pub fn hands(self) -> Vec<[Card; 2]> {
        all_hands()
            .filter(|&hole| Class::of(hole) == self)
            .collect()
    }

    /// Every class, by number.
    pub fn all() -> impl Iterator<Item = Class> {
        (0..CLASSES as u8).map(Class)
    }
}

/// As charts name them: `AA`, `AKs`, `T9o`.
impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NAMES: &[u8; 13] = b"23456789TJQKA";
        let (high, low) = self.ranks();
        let name = |rank: u8| char::from(NAMES[usize::from(rank - 2)]);
        write!(f, "{}{}", name(high), name(low))?;
        if self.is_suited() {
            write!(f, "s")
        } else if self.is_pair() {
            Ok(())
        } else {
            write!(f, "o")
        }
    }
}

/// Every two-card hand, each once, the higher-indexed card first.
pub fn all_hands() -> impl Iterator<Item = [Card; 2]> {
    (0..52u8).flat_map(|high| {
        (0..high).filter_map(move |low| Some([Card::from_index(high)?, Card::from_index(low)?]))
    })
}
