//! The Yahtzee scorecard against a second, deliberately plain scorer written from the rule
//! book: every ordered roll in every box, the forced joker rule over every filled mask,
//! hand-checked cards, and whole games whose totals are recomputed from the boxes.

use Category::*;
use parlor::engine::yahtzee::score::{Category, Dice, Fill, Scorecard, bonus_for, counts, points};

/// The thirteen boxes in rule-book order; a box's filled-mask bit is its position here.
const BOXES: [Category; 13] = [
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
const UPPER_BOXES: [Category; 6] = [Aces, Twos, Threes, Fours, Fives, Sixes];
const LOWER_BOXES: [Category; 7] = [
    ThreeOfAKind,
    FourOfAKind,
    FullHouse,
    SmallStraight,
    LargeStraight,
    Yahtzee,
    Chance,
];

// ---------------------------------------------------------------------------------------
// The independent scorer: works on the dice themselves, no crate helper.
// ---------------------------------------------------------------------------------------

fn position(cat: Category) -> usize {
    BOXES.iter().position(|&c| c == cat).unwrap()
}

fn model_bit(cat: Category) -> u16 {
    1 << position(cat)
}

fn how_many(dice: &Dice, face: u8) -> u16 {
    let mut n = 0;
    for &d in dice {
        if d == face {
            n += 1;
        }
    }
    n
}

fn dice_sum(dice: &Dice) -> u16 {
    let mut total = 0;
    for &d in dice {
        total += d as u16;
    }
    total
}

fn is_five_alike(dice: &Dice) -> bool {
    dice[0] == dice[1] && dice[1] == dice[2] && dice[2] == dice[3] && dice[3] == dice[4]
}

/// What the box scores for these dice by its own pattern (no joker).
fn model_pattern(cat: Category, dice: &Dice) -> u16 {
    let mut s = *dice;
    s.sort();
    let total = dice_sum(dice);
    let mut most = 0;
    for face in 1..=6 {
        most = most.max(how_many(dice, face));
    }
    let has = |f: u8| s.contains(&f);
    match cat {
        Aces => how_many(dice, 1),
        Twos => 2 * how_many(dice, 2),
        Threes => 3 * how_many(dice, 3),
        Fours => 4 * how_many(dice, 4),
        Fives => 5 * how_many(dice, 5),
        Sixes => 6 * how_many(dice, 6),
        ThreeOfAKind => {
            if most >= 3 {
                total
            } else {
                0
            }
        }
        FourOfAKind => {
            if most >= 4 {
                total
            } else {
                0
            }
        }
        FullHouse => {
            // Sorted, a full house is AAABB or AABBB with A != B.
            let three_then_two = s[0] == s[1] && s[1] == s[2] && s[3] == s[4] && s[2] != s[3];
            let two_then_three = s[0] == s[1] && s[2] == s[3] && s[3] == s[4] && s[1] != s[2];
            if three_then_two || two_then_three {
                25
            } else {
                0
            }
        }
        SmallStraight => {
            let low = has(1) && has(2) && has(3) && has(4);
            let mid = has(2) && has(3) && has(4) && has(5);
            let high = has(3) && has(4) && has(5) && has(6);
            if low || mid || high { 30 } else { 0 }
        }
        LargeStraight => {
            if s == [1, 2, 3, 4, 5] || s == [2, 3, 4, 5, 6] {
                40
            } else {
                0
            }
        }
        Yahtzee => {
            if s[0] == s[4] {
                50
            } else {
                0
            }
        }
        Chance => total,
    }
}

/// The points of filling `cat`, or `None` when it may not be filled: a filled box, or the
/// forced joker rule sending the roll elsewhere.
fn model_points(filled: u16, dice: &Dice, cat: Category) -> Option<u16> {
    let is_filled = |c: Category| filled & model_bit(c) != 0;
    if is_filled(cat) {
        return None;
    }
    if !is_five_alike(dice) || !is_filled(Yahtzee) {
        return Some(model_pattern(cat, dice));
    }
    // A joker. First its own upper box, if open.
    let own = UPPER_BOXES[dice[0] as usize - 1];
    if !is_filled(own) {
        return if cat == own {
            Some(5 * dice[0] as u16)
        } else {
            None
        };
    }
    // Then any open lower box, at full value.
    let mut lower_open = false;
    for c in LOWER_BOXES {
        if !is_filled(c) {
            lower_open = true;
        }
    }
    if LOWER_BOXES.contains(&cat) {
        return Some(match cat {
            FullHouse => 25,
            SmallStraight => 30,
            LargeStraight => 40,
            ThreeOfAKind | FourOfAKind | Chance => dice_sum(dice),
            _ => unreachable!("the Yahtzee box is filled"),
        });
    }
    // Only then an open upper box, for what it counts (0: the own face is filled).
    if lower_open {
        None
    } else {
        Some(model_pattern(cat, dice))
    }
}

fn model_bonus(yahtzee_holds_50: bool, filled: u16, dice: &Dice) -> u16 {
    if yahtzee_holds_50 && filled & model_bit(Yahtzee) != 0 && is_five_alike(dice) {
        100
    } else {
        0
    }
}

fn model_options(filled: u16, dice: &Dice) -> Vec<(Category, u16)> {
    let mut out = Vec::new();
    for cat in BOXES {
        if let Some(p) = model_points(filled, dice, cat) {
            out.push((cat, p));
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------------------

fn all_rolls() -> Vec<Dice> {
    let mut out = Vec::with_capacity(7776);
    for a in 1..=6 {
        for b in 1..=6 {
            for c in 1..=6 {
                for d in 1..=6 {
                    for e in 1..=6 {
                        out.push([a, b, c, d, e]);
                    }
                }
            }
        }
    }
    out
}

/// A card with the boxes of `mask` filled: the Yahtzee box with `yahtzee_value`, others 0.
fn card_from_mask(mask: u16, yahtzee_value: u16) -> Scorecard {
    let mut card = Scorecard::default();
    for cat in BOXES {
        if mask & model_bit(cat) != 0 {
            card.boxes[position(cat)] = Some(if cat == Yahtzee { yahtzee_value } else { 0 });
        }
    }
    card
}

fn card_with(filled: &[(Category, u16)]) -> Scorecard {
    let mut card = Scorecard::default();
    for &(cat, p) in filled {
        card.boxes[position(cat)] = Some(p);
    }
    card
}

/// A small deterministic generator (xorshift64*), so the games are the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        (self.next() >> 33) % n
    }

    fn die(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// A roll, five alike one time in three so that jokers and bonuses come up often.
    fn roll(&mut self) -> Dice {
        if self.below(3) == 0 {
            [self.die(); 5]
        } else {
            [self.die(), self.die(), self.die(), self.die(), self.die()]
        }
    }
}

// ---------------------------------------------------------------------------------------
// The model itself, on a few rolls checked by hand.
// ---------------------------------------------------------------------------------------

#[test]
fn the_model_scores_known_rolls() {
    let s = |d: Dice| BOXES.map(|c| model_pattern(c, &d));
    //                           1  2  3   4   5   6  3k  4k  fh  ss  ls  yz  ch
    assert_eq!(
        s([3, 3, 3, 5, 5]),
        [0, 0, 9, 0, 10, 0, 19, 0, 25, 0, 0, 0, 19]
    );
    assert_eq!(
        s([5, 3, 5, 3, 3]),
        [0, 0, 9, 0, 10, 0, 19, 0, 25, 0, 0, 0, 19]
    );
    assert_eq!(
        s([2, 2, 2, 2, 2]),
        [0, 10, 0, 0, 0, 0, 10, 10, 0, 0, 0, 50, 10]
    );
    assert_eq!(
        s([4, 1, 3, 2, 4]),
        [1, 2, 3, 8, 0, 0, 0, 0, 0, 30, 0, 0, 14]
    );
    assert_eq!(
        s([6, 5, 4, 3, 1]),
        [1, 0, 3, 4, 5, 6, 0, 0, 0, 30, 0, 0, 19]
    );
    assert_eq!(
        s([6, 5, 4, 3, 2]),
        [0, 2, 3, 4, 5, 6, 0, 0, 0, 30, 40, 0, 20]
    );
    assert_eq!(s([1, 2, 3, 5, 6]), [1, 2, 3, 0, 5, 6, 0, 0, 0, 0, 0, 0, 17]);
    assert_eq!(
        s([6, 6, 6, 6, 1]),
        [1, 0, 0, 0, 0, 24, 25, 25, 0, 0, 0, 0, 25]
    );
    assert_eq!(s([1, 1, 2, 2, 3]), [2, 4, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9]);
}

#[test]
fn boxes_are_in_rule_book_order_with_one_bit_each() {
    assert_eq!(Category::ALL, BOXES);
    for (i, cat) in BOXES.into_iter().enumerate() {
        assert_eq!(cat.index(), i, "{cat:?}");
        assert_eq!(cat.bit(), 1 << i, "{cat:?}");
    }
}

// ---------------------------------------------------------------------------------------
// Exhaustive: every ordered roll, every box, empty card.
// ---------------------------------------------------------------------------------------

#[test]
fn every_roll_in_every_box_on_an_empty_card() {
    let empty = Scorecard::default();
    let rolls = all_rolls();
    assert_eq!(rolls.len(), 7776);
    for dice in &rolls {
        let c = counts(dice);
        for cat in BOXES {
            let want = model_pattern(cat, dice);
            assert_eq!(
                points(0, &c, cat),
                Some(want),
                "points: dice {dice:?}, mask 0, box {cat:?}"
            );
            assert_eq!(
                empty.preview(cat, dice),
                Some(Fill {
                    category: cat,
                    points: want,
                    bonus: 0
                }),
                "preview: dice {dice:?}, empty card, box {cat:?}"
            );
        }
        let options = empty.options(dice);
        assert_eq!(options, model_options(0, dice), "options: dice {dice:?}");
        assert_eq!(
            options.iter().map(|&(c, _)| c).collect::<Vec<_>>(),
            BOXES.to_vec(),
            "options on an empty card must list all 13 boxes: dice {dice:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Exhaustive: the forced joker rule and the Yahtzee bonus.
// ---------------------------------------------------------------------------------------

#[test]
fn every_yahtzee_against_every_filled_mask() {
    for face in 1..=6u8 {
        let dice: Dice = [face; 5];
        let c = counts(&dice);
        for mask in 0..(1u16 << 13) {
            for cat in BOXES {
                assert_eq!(
                    points(mask, &c, cat),
                    model_points(mask, &dice, cat),
                    "points: dice {dice:?}, mask {mask:#015b}, box {cat:?}"
                );
            }
            for holds_50 in [false, true] {
                let want = model_bonus(holds_50, mask, &dice);
                assert_eq!(
                    bonus_for(holds_50, mask, &c),
                    want,
                    "bonus_for: dice {dice:?}, mask {mask:#015b}, holds 50 {holds_50}"
                );
                assert_eq!(want == 100, holds_50 && mask & model_bit(Yahtzee) != 0);
            }
            // Through a scorecard, when the Yahtzee box is filled with 50 or with 0.
            if mask & model_bit(Yahtzee) != 0 {
                for yahtzee_value in [50, 0] {
                    let card = card_from_mask(mask, yahtzee_value);
                    assert_eq!(card.filled_mask(), mask);
                    let bonus = if yahtzee_value == 50 { 100 } else { 0 };
                    let options = card.options(&dice);
                    assert_eq!(
                        options,
                        model_options(mask, &dice),
                        "options: dice {dice:?}, mask {mask:#015b}, yahtzee box {yahtzee_value}"
                    );
                    if mask != (1 << 13) - 1 {
                        assert!(
                            !options.is_empty(),
                            "a joker always has a box: dice {dice:?}, mask {mask:#015b}"
                        );
                    }
                    for cat in BOXES {
                        let want = model_points(mask, &dice, cat).map(|points| Fill {
                            category: cat,
                            points,
                            bonus,
                        });
                        assert_eq!(
                            card.preview(cat, &dice),
                            want,
                            "preview: dice {dice:?}, mask {mask:#015b}, yahtzee box \
                             {yahtzee_value}, box {cat:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn rolls_that_are_not_yahtzees_are_never_jokers_and_earn_no_bonus() {
    let y = model_bit(Yahtzee);
    let lower: u16 = LOWER_BOXES.iter().map(|&c| model_bit(c)).sum();
    let masks = [
        y,
        y | model_bit(Fives),
        y | model_bit(FullHouse) | model_bit(Twos),
        lower,
        lower | model_bit(Aces) | model_bit(Sixes),
        (1 << 13) - 1 - model_bit(Chance),
        0b0_1010_1010_1010,
        0b1_0101_0101_0101,
    ];
    for dice in all_rolls() {
        if is_five_alike(&dice) {
            continue;
        }
        let c = counts(&dice);
        for mask in masks {
            for cat in BOXES {
                assert_eq!(
                    points(mask, &c, cat),
                    model_points(mask, &dice, cat),
                    "points: dice {dice:?}, mask {mask:#015b}, box {cat:?}"
                );
            }
            assert_eq!(
                bonus_for(true, mask, &c),
                0,
                "bonus: dice {dice:?}, mask {mask:#015b}"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// Hand-written cases.
// ---------------------------------------------------------------------------------------

const FIVES: Dice = [5, 5, 5, 5, 5];

#[test]
fn a_joker_with_its_own_upper_box_open_must_go_there() {
    let card = card_with(&[(Yahtzee, 50)]);
    assert_eq!(card.options(&FIVES), vec![(Fives, 25)]);
    assert_eq!(
        card.preview(Fives, &FIVES),
        Some(Fill {
            category: Fives,
            points: 25,
            bonus: 100
        })
    );
    for cat in BOXES {
        if cat != Fives {
            assert_eq!(card.preview(cat, &FIVES), None, "{cat:?}");
        }
    }
    let mut played = card.clone();
    assert_eq!(
        played.fill(Fives, &FIVES),
        Some(Fill {
            category: Fives,
            points: 25,
            bonus: 100
        })
    );
    assert_eq!(played.boxes[position(Fives)], Some(25));
    assert_eq!(played.yahtzee_bonuses, 1);
    assert_eq!(played.yahtzee_bonus_points(), 100);
    assert_eq!(played.total(), 50 + 25 + 100);
}

#[test]
fn a_joker_with_its_own_upper_box_filled_takes_lower_boxes_at_full_value() {
    let card = card_with(&[(Yahtzee, 50), (Fives, 20)]);
    assert_eq!(
        card.options(&FIVES),
        vec![
            (ThreeOfAKind, 25),
            (FourOfAKind, 25),
            (FullHouse, 25),
            (SmallStraight, 30),
            (LargeStraight, 40),
            (Chance, 25),
        ]
    );
    for (cat, pts) in [
        (FullHouse, 25),
        (SmallStraight, 30),
        (LargeStraight, 40),
        (Chance, 25),
    ] {
        assert_eq!(
            card.preview(cat, &FIVES),
            Some(Fill {
                category: cat,
                points: pts,
                bonus: 100
            })
        );
    }
    for cat in UPPER_BOXES {
        assert_eq!(card.preview(cat, &FIVES), None, "{cat:?}");
    }
}

#[test]
fn a_joker_with_every_lower_box_filled_takes_an_open_upper_box_for_nothing() {
    let card = card_with(&[
        (ThreeOfAKind, 20),
        (FourOfAKind, 0),
        (FullHouse, 25),
        (SmallStraight, 30),
        (LargeStraight, 0),
        (Yahtzee, 50),
        (Chance, 22),
        (Fives, 15),
        (Threes, 9),
    ]);
    assert_eq!(
        card.options(&FIVES),
        vec![(Aces, 0), (Twos, 0), (Fours, 0), (Sixes, 0)]
    );
    let mut played = card.clone();
    assert_eq!(
        played.fill(Twos, &FIVES),
        Some(Fill {
            category: Twos,
            points: 0,
            bonus: 100
        })
    );
    assert_eq!(played.boxes[position(Twos)], Some(0));
    assert_eq!(played.yahtzee_bonuses, 1);
}

#[test]
fn a_zeroed_yahtzee_box_still_forces_the_joker_but_pays_no_bonus() {
    let card = card_with(&[(Yahtzee, 0)]);
    assert_eq!(card.options(&FIVES), vec![(Fives, 25)]);
    assert_eq!(
        card.preview(Fives, &FIVES),
        Some(Fill {
            category: Fives,
            points: 25,
            bonus: 0
        })
    );
    let card = card_with(&[(Yahtzee, 0), (Fives, 25)]);
    assert_eq!(
        card.preview(LargeStraight, &FIVES),
        Some(Fill {
            category: LargeStraight,
            points: 40,
            bonus: 0
        })
    );
    assert_eq!(card.preview(Aces, &FIVES), None);
    let mut played = card.clone();
    assert_eq!(played.fill(FullHouse, &FIVES).map(|f| f.points), Some(25));
    assert_eq!(played.yahtzee_bonuses, 0);
    assert_eq!(played.yahtzee_bonus_points(), 0);
}

#[test]
fn a_yahtzee_with_the_yahtzee_box_open_scores_by_pattern_anywhere() {
    let card = Scorecard::default();
    let fours: Dice = [4; 5];
    assert_eq!(
        card.options(&fours),
        vec![
            (Aces, 0),
            (Twos, 0),
            (Threes, 0),
            (Fours, 20),
            (Fives, 0),
            (Sixes, 0),
            (ThreeOfAKind, 20),
            (FourOfAKind, 20),
            (FullHouse, 0),
            (SmallStraight, 0),
            (LargeStraight, 0),
            (Yahtzee, 50),
            (Chance, 20),
        ]
    );
    // Yahtzee box open but the own face filled: still no joker, full house is 0.
    let card = card_with(&[(Fours, 12)]);
    assert_eq!(card.preview(FullHouse, &fours).map(|f| f.points), Some(0));
    assert_eq!(
        card.preview(Yahtzee, &fours).map(|f| (f.points, f.bonus)),
        Some((50, 0))
    );
    assert_eq!(card.preview(Aces, &fours).map(|f| f.points), Some(0));
}

#[test]
fn upper_bonus_starts_at_exactly_63() {
    let mut card = Scorecard::default();
    let rolls: [(Category, Dice); 6] = [
        (Aces, [1, 1, 1, 2, 3]),
        (Twos, [2, 2, 2, 1, 3]),
        (Threes, [3, 3, 3, 1, 2]),
        (Fours, [4, 4, 4, 1, 2]),
        (Fives, [5, 5, 5, 1, 2]),
        (Sixes, [6, 6, 6, 1, 2]),
    ];
    for (cat, dice) in rolls {
        card.fill(cat, &dice).unwrap();
    }
    assert_eq!(card.upper_subtotal(), 63);
    assert_eq!(card.upper_bonus(), 35);
    assert_eq!(card.total(), 98);

    let mut short = Scorecard::default();
    short.fill(Aces, &[1, 1, 2, 2, 3]).unwrap();
    for (cat, dice) in &rolls[1..] {
        short.fill(*cat, dice).unwrap();
    }
    assert_eq!(short.upper_subtotal(), 62);
    assert_eq!(short.upper_bonus(), 0);
    assert_eq!(short.total(), 62);
}

#[test]
fn a_full_card_by_hand() {
    let turns: [(Dice, Category, u16, u16); 13] = [
        ([6, 6, 6, 6, 6], Yahtzee, 50, 0),
        ([5, 5, 5, 5, 5], Fives, 25, 100),
        ([5, 5, 5, 5, 5], FullHouse, 25, 100),
        ([2, 2, 2, 2, 2], Twos, 10, 100),
        ([1, 1, 1, 2, 3], Aces, 3, 0),
        ([3, 4, 3, 4, 3], Threes, 9, 0),
        ([4, 4, 1, 4, 4], Fours, 16, 0),
        ([6, 1, 6, 2, 6], Sixes, 18, 0),
        ([6, 1, 3, 2, 4], SmallStraight, 30, 0),
        ([2, 6, 3, 5, 4], LargeStraight, 40, 0),
        ([3, 3, 5, 3, 6], ThreeOfAKind, 20, 0),
        ([2, 2, 6, 2, 2], FourOfAKind, 14, 0),
        ([1, 1, 2, 2, 3], Chance, 9, 0),
    ];
    let mut card = Scorecard::default();
    for (n, (dice, cat, pts, bonus)) in turns.into_iter().enumerate() {
        assert!(!card.is_complete(), "turn {n}");
        let before = card.clone();
        assert_eq!(
            card.fill(cat, &dice),
            Some(Fill {
                category: cat,
                points: pts,
                bonus
            }),
            "turn {n}: dice {dice:?}, box {cat:?}"
        );
        // Filling it again is refused and changes nothing.
        let after = card.clone();
        assert_eq!(card.fill(cat, &dice), None, "turn {n}: refill {cat:?}");
        assert_eq!(card, after);
        assert_ne!(card, before);
    }
    assert!(card.is_complete());
    assert_eq!(card.upper_subtotal(), 3 + 10 + 9 + 16 + 25 + 18);
    assert_eq!(card.upper_subtotal(), 81);
    assert_eq!(card.upper_bonus(), 35);
    assert_eq!(card.lower_total(), 50 + 25 + 30 + 40 + 20 + 14 + 9);
    assert_eq!(card.lower_total(), 188);
    assert_eq!(card.yahtzee_bonuses, 3);
    assert_eq!(card.yahtzee_bonus_points(), 300);
    assert_eq!(
        card.total(),
        card.upper_subtotal() + card.upper_bonus() + card.lower_total() + 100 * 3
    );
    assert_eq!(card.total(), 604);
    // A complete card takes nothing more.
    for cat in BOXES {
        assert_eq!(card.fill(cat, &[1, 2, 3, 4, 5]), None);
    }
    assert!(card.options(&[6; 5]).is_empty());
}

#[test]
fn fill_on_a_filled_box_changes_nothing() {
    let mut card = card_with(&[(Chance, 17), (Yahtzee, 50)]);
    let before = card.clone();
    assert_eq!(card.fill(Chance, &[6, 6, 6, 6, 5]), None);
    assert_eq!(card.fill(Yahtzee, &[3; 5]), None);
    assert_eq!(card, before);
    assert_eq!(card.yahtzee_bonuses, 0);
    // A box the joker forbids is refused the same way.
    assert_eq!(card.fill(Chance, &[3; 5]), None);
    assert_eq!(card.fill(FullHouse, &[3; 5]), None);
    assert_eq!(card, before);
}

// ---------------------------------------------------------------------------------------
// Whole games: the crate's totals against a recomputation from the boxes.
// ---------------------------------------------------------------------------------------

#[test]
fn whole_games_total_what_their_boxes_say() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut bonuses_seen = 0;
    let mut upper_bonuses_seen = 0;
    for game in 0..400 {
        let mut card = Scorecard::default();
        let mut my_bonuses: u16 = 0;
        for turn in 0..13 {
            let dice = rng.roll();
            let mask = card.filled_mask();
            let holds_50 = card.boxes[position(Yahtzee)] == Some(50);
            let options = card.options(&dice);
            assert_eq!(
                options,
                model_options(mask, &dice),
                "game {game} turn {turn}: dice {dice:?}, mask {mask:#015b}"
            );
            assert!(
                !options.is_empty(),
                "game {game} turn {turn}: no box for {dice:?}"
            );
            // Half the time the best-paying box (so Yahtzees, bonuses and the upper bonus
            // come up), otherwise any allowed box.
            let (cat, pts) = if rng.below(2) == 0 {
                let best = options.iter().map(|&(_, p)| p).max().unwrap();
                *options.iter().find(|&&(_, p)| p == best).unwrap()
            } else {
                options[rng.below(options.len() as u64) as usize]
            };
            let bonus = model_bonus(holds_50, mask, &dice);
            assert_eq!(
                card.fill(cat, &dice),
                Some(Fill {
                    category: cat,
                    points: pts,
                    bonus
                }),
                "game {game} turn {turn}: dice {dice:?}, mask {mask:#015b}, box {cat:?}"
            );
            my_bonuses += bonus / 100;
        }
        assert!(card.is_complete(), "game {game}");

        let mut upper = 0;
        for cat in UPPER_BOXES {
            upper += card.boxes[position(cat)].expect("upper box filled");
        }
        let mut lower = 0;
        for cat in LOWER_BOXES {
            lower += card.boxes[position(cat)].expect("lower box filled");
        }
        let upper_bonus = if upper >= 63 { 35 } else { 0 };
        let want = upper + upper_bonus + lower + 100 * my_bonuses;
        assert_eq!(card.upper_subtotal(), upper, "game {game}: {card:?}");
        assert_eq!(card.upper_bonus(), upper_bonus, "game {game}: {card:?}");
        assert_eq!(card.lower_total(), lower, "game {game}: {card:?}");
        assert_eq!(card.yahtzee_bonuses, my_bonuses, "game {game}: {card:?}");
        assert_eq!(card.yahtzee_bonus_points(), 100 * my_bonuses, "game {game}");
        assert_eq!(card.total(), want, "game {game}: {card:?}");
        bonuses_seen += my_bonuses;
        upper_bonuses_seen += (upper_bonus > 0) as u32;
    }
    // The games did exercise bonuses and the upper bonus.
    assert!(bonuses_seen > 0);
    assert!(upper_bonuses_seen > 0);
}
