//! The scorecard of RULES.md: thirteen boxes, the upper bonus (35 at 63), Yahtzee bonuses
//! (100 each while the Yahtzee box holds 50) and the forced joker rule.
//!
//! Scoring works on face counts (`counts[f - 1]` = how many dice show `f`), so a roll and its
//! reordering score alike, and the expert table can score a multiset without building dice.

use serde::{Deserialize, Serialize};

/// Dice faces, 1 to 6, in the order they lie on the table.
pub type Dice = [u8; 5];
/// How many dice show each face: `counts[0]` aces ... `counts[5]` sixes.
pub type Counts = [u8; 6];

pub const UPPER_BONUS_AT: u16 = 63;
pub const UPPER_BONUS: u16 = 35;
pub const YAHTZEE_BONUS: u16 = 100;

/// A box of the scorecard. The discriminant is the box's bit in a filled-boxes mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Category {
    Aces = 0,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    ThreeOfAKind,
    FourOfAKind,
    FullHouse,
    SmallStraight,
    LargeStraight,
    Yahtzee,
    Chance,
}

use Category::*;

impl Category {
    pub const ALL: [Category; 13] = [
        Aces,
        Twos,
        Threes,
        Fours,
        Fives,
        Sixes,
        ThreeOfAKind,
        FourOfAKind,
        FullHouse,
        SmallStraight,
        LargeStraight,
        Yahtzee,
        Chance,
    ];
    pub const UPPER: [Category; 6] = [Aces, Twos, Threes, Fours, Fives, Sixes];
    pub const LOWER: [Category; 7] = [
        ThreeOfAKind,
        FourOfAKind,
        FullHouse,
        SmallStraight,
        LargeStraight,
        Yahtzee,
        Chance,
    ];
    /// The filled-mask bits of the lower boxes.
    pub const LOWER_MASK: u16 = 0b1_1111_1100_0000;

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn bit(self) -> u16 {
        1 << self as u16
    }

    pub fn from_index(i: usize) -> Option<Category> {
        Category::ALL.get(i).copied()
    }

    /// The face an upper box counts (1 to 6), or `None` for a lower box.
    pub fn face(self) -> Option<u8> {
        (self.index() < 6).then(|| self.index() as u8 + 1)
    }

    pub fn is_upper(self) -> bool {
        self.index() < 6
    }

    /// The short name used in custom_ids and stored states.
    pub fn code(self) -> &'static str {
        match self {
            Aces => "1s",
            Twos => "2s",
            Threes => "3s",
            Fours => "4s",
            Fives => "5s",
            Sixes => "6s",
            ThreeOfAKind => "3k",
            FourOfAKind => "4k",
            FullHouse => "fh",
            SmallStraight => "ss",
            LargeStraight => "ls",
            Yahtzee => "yz",
            Chance => "ch",
        }
    }

    pub fn from_code(code: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.code() == code)
    }
}

pub fn counts(dice: &Dice) -> Counts {
    let mut c = [0u8; 6];
    for &d in dice {
        if (1..=6).contains(&d) {
            c[d as usize - 1] += 1;
        }
    }
    c
}

fn sum(c: &Counts) -> u16 {
    c.iter()
        .enumerate()
        .map(|(i, &n)| (i as u16 + 1) * n as u16)
        .sum()
}

fn run(c: &Counts, len: usize) -> bool {
    (0..=6 - len).any(|start| c[start..start + len].iter().all(|&n| n > 0))
}

pub fn is_yahtzee(c: &Counts) -> bool {
    c.contains(&5)
}

/// What `cat` scores for these dice by its own pattern, without the joker rule.
pub fn pattern_score(cat: Category, c: &Counts) -> u16 {
    let most = c.iter().copied().max().unwrap_or(0);
    match cat {
        Aces | Twos | Threes | Fours | Fives | Sixes => {
            let face = cat.index();
            (face as u16 + 1) * c[face] as u16
        }
        ThreeOfAKind if most >= 3 => sum(c),
        FourOfAKind if most >= 4 => sum(c),
        FullHouse if c.contains(&3) && c.contains(&2) => 25,
        SmallStraight if run(c, 4) => 30,
        LargeStraight if run(c, 5) => 40,
        Yahtzee if most == 5 => 50,
        Chance => sum(c),
        _ => 0,
    }
}

/// The points of filling `cat` with these dice, given which boxes are already filled
/// (`filled`, one bit per [`Category`]), or `None` when the forced joker rule forbids it.
///
/// When the dice are a Yahtzee and the Yahtzee box is already filled (with 50 or 0), the roll
/// is a joker: it must fill its own upper box if that is open; otherwise any open lower box,
/// at full value (full house 25, straights 30 and 40); and only when every lower box is full,
/// any open upper box, for what it counts (0 unless it is the Yahtzee's own face).
pub fn points(filled: u16, c: &Counts, cat: Category) -> Option<u16> {
    if filled & cat.bit() != 0 {
        return None;
    }
    if !(is_yahtzee(c) && filled & Yahtzee.bit() != 0) {
        return Some(pattern_score(cat, c));
    }
    let face = c.iter().position(|&n| n == 5).unwrap_or(0);
    let own = Category::UPPER[face];
    if filled & own.bit() == 0 {
        return (cat == own).then(|| pattern_score(own, c));
    }
    let lower_open = Category::LOWER_MASK & !filled != 0;
    if cat.is_upper() {
        return (!lower_open).then(|| pattern_score(cat, c));
    }
    Some(match cat {
        FullHouse => 25,
        SmallStraight => 30,
        LargeStraight => 40,
        _ => pattern_score(cat, c),
    })
}

/// The Yahtzee bonus this roll earns when it fills any box: 100 for a further Yahtzee while
/// the Yahtzee box holds 50.
pub fn bonus_for(yahtzee_holds_50: bool, filled: u16, c: &Counts) -> u16 {
    if yahtzee_holds_50 && filled & Yahtzee.bit() != 0 && is_yahtzee(c) {
        YAHTZEE_BONUS
    } else {
        0
    }
}

/// One player's scorecard.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scorecard {
    /// Points in each box, by [`Category::index`]; `None` while open.
    pub boxes: [Option<u16>; 13],
    /// Yahtzee bonuses earned (each 100).
    #[serde(default)]
    pub yahtzee_bonuses: u16,
}

/// What filling a box gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fill {
    pub category: Category,
    pub points: u16,
    pub bonus: u16,
}

impl Scorecard {
    pub fn filled_mask(&self) -> u16 {
        self.boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.is_some())
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    pub fn is_open(&self, cat: Category) -> bool {
        self.boxes[cat.index()].is_none()
    }

    pub fn is_complete(&self) -> bool {
        self.boxes.iter().all(Option::is_some)
    }

    pub fn turns_played(&self) -> usize {
        self.boxes.iter().filter(|b| b.is_some()).count()
    }

    pub fn yahtzee_holds_50(&self) -> bool {
        self.boxes[Yahtzee.index()] == Some(50)
    }

    /// The boxes these dice may fill now, each with its points (bonus not included).
    pub fn options(&self, dice: &Dice) -> Vec<(Category, u16)> {
        let c = counts(dice);
        let filled = self.filled_mask();
        Category::ALL
            .into_iter()
            .filter_map(|cat| points(filled, &c, cat).map(|p| (cat, p)))
            .collect()
    }

    /// What filling `cat` with these dice would give, or `None` when it may not be filled.
    pub fn preview(&self, cat: Category, dice: &Dice) -> Option<Fill> {
        let c = counts(dice);
        let filled = self.filled_mask();
        let points = points(filled, &c, cat)?;
        Some(Fill {
            category: cat,
            points,
            bonus: bonus_for(self.yahtzee_holds_50(), filled, &c),
        })
    }

    /// Fills `cat` with these dice; `None` (and nothing changed) when it may not be filled.
    pub fn fill(&mut self, cat: Category, dice: &Dice) -> Option<Fill> {
        let fill = self.preview(cat, dice)?;
        self.boxes[cat.index()] = Some(fill.points);
        self.yahtzee_bonuses += fill.bonus / YAHTZEE_BONUS;
        Some(fill)
    }

    pub fn upper_subtotal(&self) -> u16 {
        self.boxes[..6].iter().flatten().sum()
    }

    pub fn upper_bonus(&self) -> u16 {
        if self.upper_subtotal() >= UPPER_BONUS_AT {
            UPPER_BONUS
        } else {
            0
        }
    }

    pub fn lower_total(&self) -> u16 {
        self.boxes[6..].iter().flatten().sum()
    }

    pub fn yahtzee_bonus_points(&self) -> u16 {
        self.yahtzee_bonuses * YAHTZEE_BONUS
    }

    pub fn total(&self) -> u16 {
        self.upper_subtotal()
            + self.upper_bonus()
            + self.lower_total()
            + self.yahtzee_bonus_points()
    }
}
