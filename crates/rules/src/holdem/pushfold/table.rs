//! The class pairs' equities: for every ordered pair of classes, the first class's wins and
//! the ties summed over every pair of disjoint hands and every board, and how many hand pairs
//! that is. Kept as `equities.bin`, written by `parlor analyze holdem pushfold
//! --write-equities` from [`super::matchup::compute`]: the magic `PFEQ`, then for each
//! class and each class from it on (14,365 pairs, the class pairs of a chart row by row,
//! each with its own first), the first's wins and the ties as little-endian `u32`s. The
//! pairs the other way round follow: one's wins are the other's losses.

use super::class::{CLASSES, Class};
use super::matchup::BOARDS;

/// The file's first four bytes.
const MAGIC: &[u8; 4] = b"PFEQ";

/// The class pairs kept: each class with itself and every class after it.
const KEPT: usize = CLASSES * (CLASSES + 1) / 2;

/// One class pair's results, summed over its hand pairs and their boards.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Outcome {
    pub wins: u64,
    pub ties: u64,
}

/// Every ordered class pair's results and hand pairs.
pub struct Equities {
    /// By the first class's number times 169 plus the second's.
    sums: Vec<Outcome>,
    /// How many pairs of disjoint hands each class pair holds, likewise.
    pairs: Vec<u32>,
}

impl Equities {
    /// From the results of every ordered class pair.
    pub fn from_ordered(sums: Vec<Outcome>) -> Equities {
        Equities {
            sums,
            pairs: hand_pairs(),
        }
    }

    /// From the kept file's bytes; None unless they are one.
    pub fn from_bytes(bytes: &[u8]) -> Option<Equities> {
        let body = bytes.strip_prefix(MAGIC)?;
        if body.len() != KEPT * 8 {
            return None;
        }
        let mut words = body
            .chunks_exact(4)
            .map(|w| u64::from(u32::from_le_bytes([w[0], w[1], w[2], w[3]])));
        let pairs = hand_pairs();
        let mut sums = vec![Outcome::default(); CLASSES * CLASSES];
        for a in 0..CLASSES {
            for b in a..CLASSES {
                let (wins, ties) = (words.next()?, words.next()?);
                let boards = u64::from(pairs[a * CLASSES + b]) * BOARDS;
                let losses = boards.checked_sub(wins + ties)?;
                sums[a * CLASSES + b] = Outcome { wins, ties };
                sums[b * CLASSES + a] = Outcome { wins: losses, ties };
            }
        }
        Some(Equities { sums, pairs })
    }

    /// The bytes of the kept file; None if a sum is too large for it.
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        let mut bytes = Vec::with_capacity(4 + KEPT * 8);
        bytes.extend_from_slice(MAGIC);
        for a in 0..CLASSES {
            for b in a..CLASSES {
                let sum = self.sums[a * CLASSES + b];
                bytes.extend_from_slice(&u32::try_from(sum.wins).ok()?.to_le_bytes());
                bytes.extend_from_slice(&u32::try_from(sum.ties).ok()?.to_le_bytes());
            }
        }
        Some(bytes)
    }

    /// `a`'s wins and the ties against `b`, summed over their hand pairs and boards.
    pub fn outcome(&self, a: Class, b: Class) -> Outcome {
        self.sums[a.index() * CLASSES + b.index()]
    }

    /// How many pairs of disjoint hands, one of `a` and one of `b`.
    pub fn hand_pairs(&self, a: Class, b: Class) -> u32 {
        self.pairs[a.index() * CLASSES + b.index()]
    }

    /// The boards `a` plays `b` on, over all their hand pairs.
    pub fn boards(&self, a: Class, b: Class) -> u64 {
        u64::from(self.hand_pairs(a, b)) * BOARDS
    }

    /// `a`'s share of the pot against `b`: its wins and half its ties, over the boards (0
    /// where no hand of one is disjoint from a hand of the other, which never happens).
    pub fn equity(&self, a: Class, b: Class) -> f64 {
        let boards = self.boards(a, b);
        if boards == 0 {
            return 0.0;
        }
        let sum = self.outcome(a, b);
        (sum.wins as f64 + sum.ties as f64 / 2.0) / boards as f64
    }
}

/// How many disjoint hand pairs each ordered class pair holds: each hand of the first
/// against each of the second, as card sets.
fn hand_pairs() -> Vec<u32> {
    let hands: Vec<Vec<u64>> = Class::all()
        .map(|class| {
            class
                .hands()
                .iter()
                .map(|h| 1u64 << h[0].index() | 1u64 << h[1].index())
                .collect()
        })
        .collect();
    let mut pairs = vec![0u32; CLASSES * CLASSES];
    for (a, first) in hands.iter().enumerate() {
        for (b, second) in hands.iter().enumerate() {
            pairs[a * CLASSES + b] = first
                .iter()
                .map(|x| second.iter().filter(|&&y| x & y == 0).count() as u32)
                .sum();
        }
    }
    pairs
}
