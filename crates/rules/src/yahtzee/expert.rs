//! The expert player: a table of the optimal expected score of every turn-start state, and
//! the decisions it implies.
//!
//! A turn-start state is the set of filled boxes (13 bits), the upper subtotal capped at 63
//! and whether the Yahtzee box holds 50 (which makes further Yahtzees worth the bonus). The
//! table holds, for each state, the expected *additional* score to the end of the game under
//! optimal play, upper bonus, Yahtzee bonuses and the forced joker rule included, exactly as
//! [`super::score`] scores them.
//!
//! The table is solved backwards, layer by layer in decreasing number of filled boxes (states
//! with equal counts are independent). Within a turn, each state is solved over the 252 roll
//! multisets and the 462 keep multisets of [`super::dice_sets`]:
//!
//! - with no rolls left, a roll is worth its best box: points, Yahtzee bonus, upper bonus if
//!   it is reached, plus the value of the state that box leads to;
//! - a keep `K` of fewer than five dice is worth `E[K] = (1/6) Σ_f E[K + f]` (one more die at
//!   a time), a keep of five dice is worth the roll itself;
//! - the best keep from a roll `R` is `B(R)`, where `B(K) = max(E[K], max_d B(K − d))` over
//!   the distinct faces `d` in `K`.
//!
//! States sharing a filled mask share every score, so they are solved together, eight at a
//! time in the lanes of small `f32` arrays that the compiler turns into vector code.
//!
//! With the forced joker rule of [`super::score`] the empty card is worth 254.58773 (an `f64`
//! solve; this `f32` table gives 254.587723). The often quoted 254.5896 is for the looser
//! joker convention (a joker may fill any open box), about 0.0019 more.

use crate::workers::Workers;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::dice_sets::{DiceSets, FIRST_ROLL, KEEPS, ROLLS};
use super::score::{self, Category, Counts, Dice, Scorecard, UPPER_BONUS, UPPER_BONUS_AT};

/// The upper subtotal a state remembers: anything at or above the bonus line is the same.
const UPPER_CAP: u8 = UPPER_BONUS_AT as u8;
/// Every box filled.
const ALL_FILLED: u16 = (1 << 13) - 1;
/// Table entries: 8192 filled masks × 64 upper subtotals × 2 Yahtzee flags.
const STATES: usize = 1 << 20;
/// Option slots per box: upper boxes by the count of their face (0 to 5), the Yahtzee box by
/// whether the roll is a Yahtzee, other boxes use slot 0.
const SLOTS: usize = 6;
/// States solved together.
const LANES: usize = 8;

/// Where a game stands at the start of a turn, as far as the rest of the game is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurnState {
    /// Filled boxes, one bit per [`Category`] (its discriminant).
    pub filled: u16,
    /// The upper subtotal, capped at 63 (the bonus line).
    pub upper: u8,
    /// Whether the Yahtzee box holds 50, so that a further Yahtzee earns the bonus.
    pub yahtzee_50: bool,
}

impl TurnState {
    /// The empty scorecard.
    pub const START: TurnState = TurnState {
        filled: 0,
        upper: 0,
        yahtzee_50: false,
    };

    /// The state of a scorecard.
    pub fn of(card: &Scorecard) -> TurnState {
        TurnState {
            filled: card.filled_mask(),
            upper: card.upper_subtotal().min(UPPER_BONUS_AT) as u8,
            yahtzee_50: card.yahtzee_holds_50(),
        }
    }

    /// Whether a real game can reach this state: the upper subtotal can be made from the
    /// filled upper boxes, and the Yahtzee flag is only set when the Yahtzee box is filled.
    pub fn is_reachable(self) -> bool {
        self.filled <= ALL_FILLED
            && self.upper <= UPPER_CAP
            && (!self.yahtzee_50 || self.filled & Category::Yahtzee.bit() != 0)
            && upper_reach()[(self.filled & 63) as usize] >> self.upper & 1 == 1
    }

    fn index(self) -> usize {
        index(self.filled, self.upper, self.yahtzee_50)
    }
}

fn index(filled: u16, upper: u8, yahtzee_50: bool) -> usize {
    ((filled & ALL_FILLED) as usize) << 7
        | (upper.min(UPPER_CAP) as usize) << 1
        | yahtzee_50 as usize
}

/// Builds the dice tables every Yahtzee decision reads (the dice sets, the rolls, the upper
/// boxes' reach) now, if not built yet: start-up does, so no click waits for them.
pub fn build_tables() {
    upper_reach();
    rolls();
}

/// For each set of filled upper boxes (6 bits), the reachable capped subtotals as a bit set.
fn upper_reach() -> &'static [u64; 64] {
    static REACH: OnceLock<[u64; 64]> = OnceLock::new();
    REACH.get_or_init(|| {
        let mut reach = [0u64; 64];
        reach[0] = 1;
        for m in 1..64usize {
            for f in (0..6).filter(|f| m & 1 << f != 0) {
                let before = reach[m & !(1 << f)];
                for u in (0..64).filter(|u| before >> u & 1 == 1) {
                    for n in 0..=5 {
                        reach[m] |= 1 << (u + n * (f + 1)).min(UPPER_CAP as usize);
                    }
                }
            }
        }
        reach
    })
}

/// A decision: dice to keep before rolling the others, or a box to fill now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Choice {
    /// Keep these dice (face counts, fewer than five) and roll the rest.
    Keep(Counts),
    /// Fill this box with the dice as they lie (keeping all five comes to the same).
    Fill(Category),
}

/// A decision with its value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ranked {
    pub choice: Choice,
    /// Expected additional points from the start of this turn onward (this turn's points and
    /// bonuses plus the rest of the game); add the points already on the card for a total.
    pub expected: f64,
}

/// Why a stored table was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableFileError {
    #[error("not an expert Yahtzee table (bad magic)")]
    BadMagic,
    #[error("expert table format version {found}, expected {expected}")]
    Version { found: u32, expected: u32 },
    #[error("expert table has the wrong length: {found} bytes, expected {expected}")]
    Length { found: usize, expected: usize },
    #[error("expert table checksum mismatch: stored {stored:#018x}, computed {computed:#018x}")]
    Checksum { stored: u64, computed: u64 },
}

const MAGIC: &[u8; 9] = b"PARLOR-YZ";
const VERSION: u32 = 1;
/// Magic, version (u32), value count (u64), FNV-1a-64 of the payload (u64).
const HEADER: usize = MAGIC.len() + 4 + 8 + 8;
const FILE_LEN: usize = HEADER + STATES * 4;

fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Per-roll scoring facts shared by every state, taken from [`score::points`].
struct Rolls {
    /// For each roll and box, the option slot (`box * SLOTS + slot`) its value comes from.
    slot: Vec<[u8; 13]>,
    /// For each roll and box, points added to the option value (lower boxes but Yahtzee).
    extra: Vec<[f32; 13]>,
    /// Roll probabilities.
    probability: Vec<f64>,
    /// The six Yahtzees, as roll indices (by face).
    yahtzees: [usize; 6],
    is_yahtzee: Vec<bool>,
}

fn rolls() -> &'static Rolls {
    static ROLLS_TABLE: OnceLock<Rolls> = OnceLock::new();
    ROLLS_TABLE.get_or_init(|| {
        let sets = DiceSets::get();
        let mut yahtzees = [0; 6];
        let mut rolls = Rolls {
            slot: vec![[0; 13]; ROLLS],
            extra: vec![[0.0; 13]; ROLLS],
            probability: (0..ROLLS).map(|r| sets.roll_probability(r)).collect(),
            yahtzees: [0; 6],
            is_yahtzee: vec![false; ROLLS],
        };
        for r in 0..ROLLS {
            let c = sets.roll(r);
            rolls.is_yahtzee[r] = score::is_yahtzee(&c);
            if let Some(face) = c.iter().position(|&n| n == 5) {
                yahtzees[face] = r;
            }
            for cat in Category::ALL {
                let i = cat.index();
                // Nothing filled: the boxes' own patterns, no joker.
                let points = score::points(0, &c, cat).unwrap_or(0);
                let slot = match cat.face() {
                    Some(face) => c[face as usize - 1] as usize,
                    None if cat == Category::Yahtzee => usize::from(points > 0),
                    None => {
                        rolls.extra[r][i] = f32::from(points);
                        0
                    }
                };
                rolls.slot[r][i] = (i * SLOTS + slot) as u8;
            }
        }
        rolls.yahtzees = yahtzees;
        rolls
    })
}

/// The boxes a joker (a Yahtzee while the Yahtzee box is filled) may fill for one filled
/// mask: per face, the allowed boxes as (option slot, extra points).
struct Jokers {
    allowed: [[(u8, f32); 13]; 6],
    len: [usize; 6],
}

impl Jokers {
    fn of(filled: u16) -> Option<Jokers> {
        if filled & Category::Yahtzee.bit() == 0 {
            return None;
        }
        let rolls = rolls();
        let sets = DiceSets::get();
        let mut j = Jokers {
            allowed: [[(0, 0.0); 13]; 6],
            len: [0; 6],
        };
        for (face, &r) in rolls.yahtzees.iter().enumerate() {
            let c = sets.roll(r);
            for cat in Category::ALL {
                if let Some(points) = score::points(filled, &c, cat) {
                    let i = cat.index();
                    let (slot, extra) = match cat.face() {
                        Some(f) => (i * SLOTS + c[f as usize - 1] as usize, 0.0),
                        None => (i * SLOTS, f32::from(points)),
                    };
                    j.allowed[face][j.len[face]] = (slot as u8, extra);
                    j.len[face] += 1;
                }
            }
        }
        Some(j)
    }
}

/// Scratch space for solving `L` states of one filled mask together.
struct Work<const L: usize> {
    /// Per box and slot: points not in `extra`, upper bonus, and the next state's value.
    option: [[f32; L]; 13 * SLOTS],
    /// Per keep: its expectation, then (after a max pass) its best value.
    keep: [[f32; L]; KEEPS],
}

impl<const L: usize> Work<L> {
    fn new() -> Box<Work<L>> {
        Box::new(Work {
            option: [[0.0; L]; 13 * SLOTS],
            keep: [[0.0; L]; KEEPS],
        })
    }

    /// Fills the option values of the open boxes for these states (all with mask `filled`).
    fn options(&mut self, values: &[f32], filled: u16, lanes: &[(u8, bool); L]) {
        for cat in Category::ALL.into_iter().filter(|c| filled & c.bit() == 0) {
            let i = cat.index();
            let next = filled | cat.bit();
            for (l, &(upper, y)) in lanes.iter().enumerate() {
                match cat.face() {
                    Some(face) => {
                        for n in 0..=5u8 {
                            let raw = upper + n * face;
                            let bonus = if upper < UPPER_CAP && raw >= UPPER_CAP {
                                UPPER_BONUS
                            } else {
                                0
                            };
                            self.option[i * SLOTS + n as usize][l] =
                                f32::from(u16::from(n * face) + bonus)
                                    + values[index(next, raw.min(UPPER_CAP), y)];
                        }
                    }
                    None if cat == Category::Yahtzee => {
                        self.option[i * SLOTS][l] = values[index(next, upper, y)];
                        self.option[i * SLOTS + 1][l] = 50.0 + values[index(next, upper, true)];
                    }
                    None => self.option[i * SLOTS][l] = values[index(next, upper, y)],
                }
            }
        }
    }

    /// Values every roll with no rolls left: the best open box, into the roll keeps.
    fn last_roll(&mut self, filled: u16, jokers: Option<&Jokers>, bonus: &[f32; L]) {
        let rolls = rolls();
        let mut open = [0usize; 13];
        let mut n_open = 0;
        for cat in Category::ALL.into_iter().filter(|c| filled & c.bit() == 0) {
            open[n_open] = cat.index();
            n_open += 1;
        }
        let open = &open[..n_open];
        for r in 0..ROLLS {
            let mut best = [f32::NEG_INFINITY; L];
            if let (Some(j), true) = (jokers, rolls.is_yahtzee[r]) {
                let face = rolls.yahtzees.iter().position(|&y| y == r).unwrap_or(0);
                for &(slot, extra) in &j.allowed[face][..j.len[face]] {
                    let o = &self.option[slot as usize];
                    for l in 0..L {
                        let v = o[l] + extra + bonus[l];
                        if v > best[l] {
                            best[l] = v;
                        }
                    }
                }
            } else {
                let slots = &rolls.slot[r];
                let extras = &rolls.extra[r];
                for &i in open {
                    let o = &self.option[slots[i] as usize];
                    let extra = extras[i];
                    for l in 0..L {
                        let v = o[l] + extra;
                        if v > best[l] {
                            best[l] = v;
                        }
                    }
                }
            }
            self.keep[FIRST_ROLL + r] = best;
        }
    }

    /// Keep expectations from the roll values: `E[K] = (1/6) Σ_f E[K + f]`. Dividing by 6
    /// (rather than multiplying by a rounded 1/6) keeps `f32` free of a compounding bias.
    fn expect(&mut self) {
        let sets = DiceSets::get();
        for k in (0..FIRST_ROLL).rev() {
            let children = sets.children(k);
            let mut sum = self.keep[children[0] as usize];
            for &c in &children[1..] {
                let e = &self.keep[c as usize];
                for l in 0..L {
                    sum[l] += e[l];
                }
            }
            for s in sum.iter_mut() {
                *s /= 6.0;
            }
            self.keep[k] = sum;
        }
    }

    /// Best values from expectations: `B(K) = max(E[K], max_d B(K − d))`; afterwards the roll
    /// keeps hold the values of the rolls with one more roll left.
    fn maximize(&mut self) {
        let sets = DiceSets::get();
        for k in 1..KEEPS {
            let mut best = self.keep[k];
            for &p in sets.parents(k) {
                let b = &self.keep[p as usize];
                for l in 0..L {
                    if b[l] > best[l] {
                        best[l] = b[l];
                    }
                }
            }
            self.keep[k] = best;
        }
    }

    /// The expectation over a fresh roll of five dice (summed in `f64`).
    fn first_roll(&self) -> [f32; L] {
        let rolls = rolls();
        let mut sum = [0.0f64; L];
        for (v, &p) in self.keep[FIRST_ROLL..].iter().zip(&rolls.probability) {
            for l in 0..L {
                sum[l] += p * f64::from(v[l]);
            }
        }
        sum.map(|s| s as f32)
    }

    /// Solves a turn for these states: their turn-start values.
    fn turn(
        &mut self,
        values: &[f32],
        filled: u16,
        jokers: Option<&Jokers>,
        lanes: &[(u8, bool); L],
    ) -> [f32; L] {
        let yahtzee = DiceSets::get().roll(rolls().yahtzees[0]);
        let bonus = lanes.map(|(_, y)| f32::from(score::bonus_for(y, filled, &yahtzee)));
        self.options(values, filled, lanes);
        self.last_roll(filled, jokers, &bonus);
        self.expect();
        self.maximize();
        self.expect();
        self.maximize();
        self.first_roll()
    }
}

/// Solves every reachable state of one filled mask, appending (index, value) pairs.
fn solve_mask(values: &[f32], filled: u16, work: &mut Work<LANES>, out: &mut Vec<(u32, f32)>) {
    let reach = upper_reach()[(filled & 63) as usize];
    let flags: &[bool] = if filled & Category::Yahtzee.bit() != 0 {
        &[false, true]
    } else {
        &[false]
    };
    let mut states = [(0u8, false); 128];
    let mut n = 0;
    for u in (0..=UPPER_CAP).filter(|u| reach >> u & 1 == 1) {
        for &y in flags {
            states[n] = (u, y);
            n += 1;
        }
    }
    let jokers = Jokers::of(filled);
    for start in (0..n).step_by(LANES) {
        let lanes: [(u8, bool); LANES] = std::array::from_fn(|l| states[(start + l).min(n - 1)]);
        let v = work.turn(values, filled, jokers.as_ref(), &lanes);
        for (l, &(u, y)) in lanes.iter().enumerate().take(n - start) {
            out.push((index(filled, u, y) as u32, v[l]));
        }
    }
}

/// Solves the masks of one layer on `workers`, masks handed out one at a time (each state's
/// value depends only on the layer below, so who solves it does not matter).
fn solve_layer(values: &[f32], masks: &[u16], workers: &impl Workers) -> Vec<(u32, f32)> {
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut work = Work::<LANES>::new();
        let mut out = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(&mask) = masks.get(i) else {
                return out;
            };
            solve_mask(values, mask, &mut work, &mut out);
        }
    };
    workers.run(&worker).into_iter().flatten().collect()
}

/// A decision under consideration, with its place in the tie-breaking order.
#[derive(Clone, Copy)]
struct Candidate {
    ranked: Ranked,
    order: usize,
}

impl Candidate {
    /// Better first: higher expectation, then boxes in box order, then bigger keeps.
    fn cmp(&self, other: &Candidate) -> std::cmp::Ordering {
        other
            .ranked
            .expected
            .total_cmp(&self.ranked.expected)
            .then(self.order.cmp(&other.order))
    }
}

/// The optimal expected additional score of every turn-start state.
///
/// Values are `f32` in a flat vector indexed by `filled << 7 | upper << 1 | yahtzee_50`:
/// 2^20 entries, 4 MiB (4,194,304 bytes). Only the 536,448 reachable states are solved;
/// the others (and, in a partial build, the states not built) hold NaN.
pub struct ExpertTable {
    values: Vec<f32>,
}

impl ExpertTable {
    /// Solves every reachable state, the work shared by `workers`.
    pub fn build(workers: &impl Workers) -> ExpertTable {
        ExpertTable::build_with(workers, 0)
    }

    /// Solves the reachable states with at least `min_filled` boxes filled, the work shared
    /// by `workers`; the other states hold NaN.
    pub fn build_with(workers: &impl Workers, min_filled: u32) -> ExpertTable {
        let mut values = vec![f32::NAN; STATES];
        let reach = upper_reach()[63];
        for u in (0..=UPPER_CAP).filter(|u| reach >> u & 1 == 1) {
            values[index(ALL_FILLED, u, false)] = 0.0;
            values[index(ALL_FILLED, u, true)] = 0.0;
        }
        for layer in (min_filled..13).rev() {
            let masks: Vec<u16> = (0..ALL_FILLED)
                .filter(|m| m.count_ones() == layer)
                .collect();
            for (i, v) in solve_layer(&values, &masks, workers) {
                values[i as usize] = v;
            }
        }
        ExpertTable { values }
    }

    /// The expected additional score from the start of a turn in state `s` (NaN for a state
    /// no game reaches, or one a partial build left out).
    pub fn value(&self, s: TurnState) -> f32 {
        self.values[s.index()]
    }

    /// The expected final score of a game from the empty scorecard.
    pub fn expected_start(&self) -> f64 {
        f64::from(self.value(TurnState::START))
    }

    /// The bytes the values take.
    pub fn memory_bytes(&self) -> usize {
        self.values.len() * std::mem::size_of::<f32>()
    }

    /// The table as a file: magic `PARLOR-YZ`, format version (u32), value count (u64),
    /// FNV-1a-64 checksum of the payload (u64), then the values as little-endian `f32`s.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut payload = Vec::with_capacity(self.values.len() * 4);
        for v in &self.values {
            payload.extend_from_slice(&v.to_le_bytes());
        }
        let mut bytes = Vec::with_capacity(HEADER + payload.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&(self.values.len() as u64).to_le_bytes());
        bytes.extend_from_slice(&fnv1a64(&payload).to_le_bytes());
        bytes.extend_from_slice(&payload);
        bytes
    }

    /// Reads a table written by [`ExpertTable::to_bytes`], checking magic, version, length
    /// and checksum.
    pub fn from_bytes(bytes: &[u8]) -> Result<ExpertTable, TableFileError> {
        if bytes.get(..MAGIC.len()) != Some(MAGIC.as_slice()) {
            return Err(TableFileError::BadMagic);
        }
        let wrong_length = TableFileError::Length {
            found: bytes.len(),
            expected: FILE_LEN,
        };
        let field = |at: usize, len: usize| bytes.get(at..at + len).ok_or(wrong_length.clone());
        let mut version = [0; 4];
        version.copy_from_slice(field(MAGIC.len(), 4)?);
        let version = u32::from_le_bytes(version);
        if version != VERSION {
            return Err(TableFileError::Version {
                found: version,
                expected: VERSION,
            });
        }
        let mut count = [0; 8];
        count.copy_from_slice(field(MAGIC.len() + 4, 8)?);
        let mut stored = [0; 8];
        stored.copy_from_slice(field(MAGIC.len() + 12, 8)?);
        let stored = u64::from_le_bytes(stored);
        if u64::from_le_bytes(count) != STATES as u64 || bytes.len() != FILE_LEN {
            return Err(wrong_length);
        }
        let payload = &bytes[HEADER..];
        let computed = fnv1a64(payload);
        if computed != stored {
            return Err(TableFileError::Checksum { stored, computed });
        }
        let values = payload
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        Ok(ExpertTable { values })
    }

    /// What filling `cat` with dice `c` is worth from state `s`: points, Yahtzee bonus, upper
    /// bonus if reached, and the value of the next state; `None` when the box may not be
    /// filled.
    fn fill_value(&self, s: TurnState, c: &Counts, cat: Category) -> Option<f64> {
        let points = score::points(s.filled, c, cat)?;
        let bonus = score::bonus_for(s.yahtzee_50, s.filled, c);
        let mut upper = s.upper.min(UPPER_CAP);
        let mut upper_bonus = 0;
        if cat.is_upper() {
            let raw = u16::from(upper) + points;
            if upper < UPPER_CAP && raw >= UPPER_BONUS_AT {
                upper_bonus = UPPER_BONUS;
            }
            upper = raw.min(UPPER_BONUS_AT) as u8;
        }
        let next = TurnState {
            filled: s.filled | cat.bit(),
            upper,
            yahtzee_50: s.yahtzee_50 || (cat == Category::Yahtzee && points == 50),
        };
        Some(f64::from(points + bonus + upper_bonus) + f64::from(self.value(next)))
    }

    /// Calls `f` with every choice: the allowed boxes, then (with rolls left) every distinct
    /// keep of fewer than five dice. Nothing for invalid dice or a complete card.
    fn choices(&self, s: TurnState, dice: &Dice, rolls_left: u8, mut f: impl FnMut(Candidate)) {
        let sets = DiceSets::get();
        let c = score::counts(dice);
        let Some(roll) = sets.roll_index(&c) else {
            return;
        };
        let mut any = false;
        for cat in Category::ALL {
            if let Some(expected) = self.fill_value(s, &c, cat) {
                any = true;
                f(Candidate {
                    ranked: Ranked {
                        choice: Choice::Fill(cat),
                        expected,
                    },
                    order: cat.index(),
                });
            }
        }
        if rolls_left == 0 || !any {
            return;
        }
        let mut work = Work::<1>::new();
        let filled = s.filled & ALL_FILLED;
        let jokers = Jokers::of(filled);
        let lanes = [(s.upper.min(UPPER_CAP), s.yahtzee_50)];
        let yahtzee = sets.roll(rolls().yahtzees[0]);
        let bonus = [f32::from(score::bonus_for(s.yahtzee_50, filled, &yahtzee))];
        work.options(&self.values, filled, &lanes);
        work.last_roll(filled, jokers.as_ref(), &bonus);
        work.expect();
        if rolls_left >= 2 {
            work.maximize();
            work.expect();
        }
        sets.for_each_sub_keep(&c, |k| {
            if k != FIRST_ROLL + roll {
                f(Candidate {
                    ranked: Ranked {
                        choice: Choice::Keep(sets.keep(k)),
                        expected: f64::from(work.keep[k][0]),
                    },
                    order: 13 + (KEEPS - k),
                });
            }
        });
    }

    /// The best choices now, best first, at most `n`. With rolls left: every allowed box and
    /// every distinct keep of fewer than five dice (keeping all five is the same as filling a
    /// box now); with no rolls left, the allowed boxes only. Ties go to boxes (in box order),
    /// then to bigger keeps. Empty for a complete card or dice that are not five faces 1–6.
    pub fn ranked(&self, s: TurnState, dice: &Dice, rolls_left: u8, n: usize) -> Vec<Ranked> {
        let mut all = Vec::with_capacity(45);
        self.choices(s, dice, rolls_left, |c| all.push(c));
        all.sort_by(Candidate::cmp);
        all.into_iter().take(n).map(|c| c.ranked).collect()
    }

    /// The expert decision (the first of [`ExpertTable::ranked`]), or `None` for a complete
    /// card or dice that are not five faces 1–6.
    pub fn try_best(&self, s: TurnState, dice: &Dice, rolls_left: u8) -> Option<Ranked> {
        let mut best: Option<Candidate> = None;
        self.choices(s, dice, rolls_left, |c| {
            if best.is_none_or(|b| c.cmp(&b).is_lt()) {
                best = Some(c);
            }
        });
        best.map(|c| c.ranked)
    }

    /// The expert decision. On a complete card or invalid dice there is nothing to decide:
    /// it returns keeping the dice as they are, worth 0.
    pub fn best(&self, s: TurnState, dice: &Dice, rolls_left: u8) -> Ranked {
        self.try_best(s, dice, rolls_left).unwrap_or(Ranked {
            choice: Choice::Keep(score::counts(dice)),
            expected: 0.0,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::super::score::{bonus_for, counts, points};
    use super::*;

    /// The exact optimum under these rules (forced joker), from an f64 solve.
    const EXACT_START: f64 = 254.587_728_7;

    fn all_ordered() -> impl Iterator<Item = Dice> {
        (0..7776usize).map(|mut i| {
            let mut d = [0u8; 5];
            for x in d.iter_mut() {
                *x = (i % 6) as u8 + 1;
                i /= 6;
            }
            d
        })
    }

    fn code_of(d: &Dice) -> usize {
        counts(d).iter().rev().fold(0, |a, &n| a * 6 + n as usize)
    }

    /// Turn-start values by plain enumeration over ordered dice: every keep mask, every
    /// outcome of the rerolled dice, every allowed box.
    #[derive(Default)]
    struct Brute {
        memo: HashMap<(u16, u8, bool), f64>,
    }

    impl Brute {
        fn fill_best(&mut self, filled: u16, upper: u8, y: bool, d: &Dice) -> f64 {
            let c = counts(d);
            let mut best = f64::NEG_INFINITY;
            for cat in Category::ALL {
                let Some(p) = points(filled, &c, cat) else {
                    continue;
                };
                let bonus = bonus_for(y, filled, &c);
                let (next_upper, upper_bonus) = if cat.is_upper() {
                    let raw = u16::from(upper) + p;
                    let ub = if upper < 63 && raw >= 63 { 35 } else { 0 };
                    (raw.min(63) as u8, ub)
                } else {
                    (upper, 0)
                };
                let next_y = y || (cat == Category::Yahtzee && p == 50);
                let future = self.turn(filled | cat.bit(), next_upper, next_y);
                best = best.max(f64::from(p + bonus + upper_bonus) + future);
            }
            best
        }

        fn turn(&mut self, filled: u16, upper: u8, y: bool) -> f64 {
            if filled == ALL_FILLED {
                return 0.0;
            }
            if let Some(&v) = self.memo.get(&(filled, upper, y)) {
                return v;
            }
            let sorted: Vec<Dice> = all_ordered().filter(|d| d.is_sorted()).collect();
            let mut level = vec![f64::NAN; 46656];
            for d in &sorted {
                level[code_of(d)] = self.fill_best(filled, upper, y, d);
            }
            for _ in 0..2 {
                let mut next = vec![f64::NAN; 46656];
                for d in &sorted {
                    let mut best = f64::NEG_INFINITY;
                    for mask in 0..32u32 {
                        let free = 5 - mask.count_ones();
                        let outcomes = 6usize.pow(free);
                        let mut sum = 0.0;
                        for o in 0..outcomes {
                            let mut nd = *d;
                            let mut x = o;
                            for (i, die) in nd.iter_mut().enumerate() {
                                if mask >> i & 1 == 0 {
                                    *die = (x % 6) as u8 + 1;
                                    x /= 6;
                                }
                            }
                            sum += level[code_of(&nd)];
                        }
                        best = best.max(sum / outcomes as f64);
                    }
                    next[code_of(d)] = best;
                }
                level = next;
            }
            let v = all_ordered().map(|d| level[code_of(&d)]).sum::<f64>() / 7776.0;
            self.memo.insert((filled, upper, y), v);
            v
        }
    }

    fn small_table() -> &'static ExpertTable {
        static TABLE: OnceLock<ExpertTable> = OnceLock::new();
        TABLE.get_or_init(|| ExpertTable::build_with(&crate::workers::OnCaller, 11))
    }

    fn check_brute(states: &[TurnState]) {
        let table = small_table();
        let mut brute = Brute::default();
        let mut checked = 0;
        for &s in states.iter().filter(|s| s.is_reachable()) {
            let expected = brute.turn(s.filled, s.upper, s.yahtzee_50);
            let got = f64::from(table.value(s));
            assert!(
                (expected - got).abs() < 1e-4,
                "{s:?}: brute {expected}, table {got}"
            );
            checked += 1;
        }
        assert!(checked >= states.len() / 2, "too few reachable states");
    }

    /// One state per box with only that box open, cycling through subtotals and flags.
    fn one_open(cats: &[Category], uppers: &[u8]) -> Vec<TurnState> {
        cats.iter()
            .enumerate()
            .map(|(i, &cat)| TurnState {
                filled: ALL_FILLED & !cat.bit(),
                upper: uppers[i % uppers.len()],
                yahtzee_50: i % 2 == 0 && cat != Category::Yahtzee,
            })
            .collect()
    }

    #[test]
    fn reachable_states() {
        let pairs: u32 = upper_reach().iter().map(|r| r.count_ones()).sum();
        assert_eq!(pairs, 2794);
        let states = (0..=ALL_FILLED)
            .flat_map(|filled| (0..=63).map(move |upper| (filled, upper)))
            .flat_map(|(filled, upper)| {
                [false, true].map(|yahtzee_50| TurnState {
                    filled,
                    upper,
                    yahtzee_50,
                })
            })
            .filter(|s| s.is_reachable())
            .count();
        assert_eq!(states, 536_448);
        assert!(TurnState::START.is_reachable());
        assert!(
            !TurnState {
                filled: 1,
                upper: 6,
                yahtzee_50: false
            }
            .is_reachable()
        );
    }

    #[test]
    fn last_turn_upper_box_matches_brute_force() {
        check_brute(&one_open(&Category::UPPER, &[40, 60, 62]));
    }

    #[test]
    fn last_turn_lower_box_matches_brute_force() {
        check_brute(&one_open(&Category::LOWER, &[0, 63, 45]));
    }

    #[test]
    fn two_open_boxes_match_brute_force() {
        use Category::*;
        let two = |a: Category, b: Category, upper, yahtzee_50| TurnState {
            filled: ALL_FILLED & !a.bit() & !b.bit(),
            upper,
            yahtzee_50,
        };
        check_brute(&[
            two(Yahtzee, Sixes, 50, false),
            two(FullHouse, LargeStraight, 63, true),
        ]);
    }

    #[test]
    fn bytes_round_trip_and_refusals() {
        let table = small_table();
        let bytes = table.to_bytes();
        assert_eq!(bytes.len(), FILE_LEN);
        let loaded = ExpertTable::from_bytes(&bytes);
        assert!(loaded.as_ref().is_ok_and(|t| t.to_bytes() == bytes));

        let mut corrupt = bytes.clone();
        corrupt[HEADER + 4 * index(ALL_FILLED & !1, 40, true) + 1] ^= 0x10;
        assert!(matches!(
            ExpertTable::from_bytes(&corrupt),
            Err(TableFileError::Checksum { .. })
        ));
        assert_eq!(
            ExpertTable::from_bytes(&bytes[..bytes.len() - 1]).err(),
            Some(TableFileError::Length {
                found: FILE_LEN - 1,
                expected: FILE_LEN
            })
        );
        assert!(matches!(
            ExpertTable::from_bytes(&bytes[..HEADER - 3]),
            Err(TableFileError::Length { .. })
        ));
        let mut magic = bytes.clone();
        magic[0] = b'X';
        assert_eq!(
            ExpertTable::from_bytes(&magic).err(),
            Some(TableFileError::BadMagic)
        );
        assert_eq!(
            ExpertTable::from_bytes(&[]).err(),
            Some(TableFileError::BadMagic)
        );
        let mut version = bytes.clone();
        version[MAGIC.len()] = 9;
        assert_eq!(
            ExpertTable::from_bytes(&version).err(),
            Some(TableFileError::Version {
                found: 9,
                expected: VERSION
            })
        );
    }

    /// Layer-11 states (two open boxes) with a variety of boxes and flags.
    fn layer_11_states() -> Vec<TurnState> {
        use Category::*;
        let two = |a: Category, b: Category, upper, yahtzee_50| TurnState {
            filled: ALL_FILLED & !a.bit() & !b.bit(),
            upper,
            yahtzee_50,
        };
        vec![
            two(Sixes, Chance, 50, true),
            two(Yahtzee, SmallStraight, 63, false),
            two(Aces, Threes, 57, true),
            two(FullHouse, FourOfAKind, 20, false),
        ]
    }

    #[test]
    fn ranked_is_sorted_and_starts_with_best() {
        let table = small_table();
        for s in layer_11_states() {
            for (i, dice) in all_ordered().step_by(97).enumerate() {
                let rolls_left = (i % 3) as u8;
                let ranked = table.ranked(s, &dice, rolls_left, 100);
                assert!(!ranked.is_empty());
                assert!(ranked.windows(2).all(|w| w[0].expected >= w[1].expected));
                assert_eq!(ranked[0], table.best(s, &dice, rolls_left));
                assert_eq!(table.ranked(s, &dice, rolls_left, 1), ranked[..1]);
                let c = counts(&dice);
                let allowed: Vec<Choice> = Category::ALL
                    .into_iter()
                    .filter(|&cat| points(s.filled, &c, cat).is_some())
                    .map(Choice::Fill)
                    .collect();
                let fills: Vec<Choice> = ranked
                    .iter()
                    .map(|r| r.choice)
                    .filter(|c| matches!(c, Choice::Fill(_)))
                    .collect();
                assert_eq!(fills.len(), allowed.len());
                assert!(fills.iter().all(|f| allowed.contains(f)));
                if rolls_left == 0 {
                    assert_eq!(ranked.len(), allowed.len());
                } else {
                    let keeps = ranked.len() - fills.len();
                    let distinct = DiceSets::get().sub_keeps(&c).len() - 1;
                    assert_eq!(keeps, distinct);
                }
            }
        }
    }

    #[test]
    fn joker_rule_limits_the_boxes() {
        use Category::*;
        let table = small_table();
        // The Yahtzee box holds 50 and Sixes is open: five sixes must go there, with the bonus.
        let s = TurnState {
            filled: ALL_FILLED & !Sixes.bit() & !Chance.bit(),
            upper: 40,
            yahtzee_50: true,
        };
        let ranked = table.ranked(s, &[6; 5], 0, 13);
        assert_eq!(ranked.len(), 1);
        assert_eq!(ranked[0].choice, Choice::Fill(Sixes));
        let future = f64::from(table.value(TurnState {
            filled: s.filled | Sixes.bit(),
            upper: 63,
            yahtzee_50: true,
        }));
        assert!((ranked[0].expected - (30.0 + 100.0 + 35.0 + future)).abs() < 1e-9);
        // Threes filled: five threes may go to the open lower box only.
        let ranked = table.ranked(s, &[3; 5], 0, 13);
        assert_eq!(
            ranked.iter().map(|r| r.choice).collect::<Vec<_>>(),
            [Choice::Fill(Chance)]
        );
        // With rolls left, keeps are offered too, and the joker box stays the only fill.
        let ranked = table.ranked(s, &[3; 5], 2, 13);
        assert_eq!(ranked.len(), 1 + 5);
    }

    #[test]
    fn decisions_agree_with_the_table() {
        let table = small_table();
        let sets = DiceSets::get();
        for s in layer_11_states() {
            let mut sum = 0.0;
            for r in 0..ROLLS {
                let c = sets.roll(r);
                let mut dice = [0u8; 5];
                let mut i = 0;
                for (f, &n) in c.iter().enumerate() {
                    for _ in 0..n {
                        dice[i] = f as u8 + 1;
                        i += 1;
                    }
                }
                sum += sets.roll_probability(r) * table.best(s, &dice, 2).expected;
            }
            let v = f64::from(table.value(s));
            assert!((sum - v).abs() < 1e-3, "{s:?}: {sum} vs {v}");
        }
    }

    #[test]
    fn no_decision_without_open_boxes_or_dice() {
        let table = small_table();
        let full = TurnState {
            filled: ALL_FILLED,
            upper: 63,
            yahtzee_50: true,
        };
        assert!(table.ranked(full, &[1, 2, 3, 4, 5], 2, 10).is_empty());
        assert_eq!(table.try_best(full, &[1, 2, 3, 4, 5], 0), None);
        assert_eq!(table.best(full, &[1, 2, 3, 4, 5], 0).expected, 0.0);
        let s = layer_11_states()[0];
        assert!(table.ranked(s, &[0, 2, 3, 4, 5], 1, 10).is_empty());
        assert!(table.ranked(s, &[7, 2, 3, 4, 5], 1, 10).is_empty());
    }

    #[test]
    fn turn_state_of_a_card() {
        let mut card = Scorecard::default();
        assert_eq!(TurnState::of(&card), TurnState::START);
        card.fill(Category::Sixes, &[6, 6, 6, 6, 6]);
        card.fill(Category::Fives, &[5, 5, 5, 5, 1]);
        card.fill(Category::Yahtzee, &[2, 2, 2, 2, 2]);
        let s = TurnState::of(&card);
        assert_eq!(s.upper, 50);
        assert!(s.yahtzee_50);
        assert!(s.is_reachable());
        card.fill(Category::Fours, &[4, 4, 4, 4, 1]);
        assert_eq!(TurnState::of(&card).upper, 63);
    }

    /// The full table (about 0.25 s in release, about 1 s in a debug build at opt-level 1).
    #[test]
    fn full_table_matches_the_optimum() {
        let table = ExpertTable::build(&crate::workers::testing::Scoped(2));
        let start = table.expected_start();
        assert!((start - EXACT_START).abs() < 1e-3, "{start}");
        assert!((start - 254.5896).abs() < 0.005, "{start}");
    }
}
