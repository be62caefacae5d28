//! Yahtzee's dice as emojis: the faces 1 to 6 (`d_1`…`d_6`), and kept (`d_1k`…`d_6k`): a
//! green face with a thick border, told from a plain die by shape as well as colour.

use crate::view::emoji::Emoji;
use crate::view::emoji::draw::{Canvas, INK, Rgb, WHITE};

const EDGE: Rgb = Rgb(0xB4, 0xB8, 0xC0);
const KEPT_FACE: Rgb = Rgb(0xD9, 0xF2, 0xDC);
const KEPT_EDGE: Rgb = Rgb(0x1E, 0x8E, 0x3E);

/// The name of a die's emoji: `d_3`, or `d_3k` when kept.
pub fn name(face: u8, kept: bool) -> String {
    format!("d_{face}{}", if kept { "k" } else { "" })
}

pub fn all() -> Vec<Emoji> {
    [false, true]
        .into_iter()
        .flat_map(|kept| (1..=6).map(move |face| die(face, kept)))
        .collect()
}

fn die(face: u8, kept: bool) -> Emoji {
    let mut canvas = Canvas::new();
    let (ground, edge, width) = if kept {
        (KEPT_FACE, KEPT_EDGE, 10.0)
    } else {
        (WHITE, EDGE, 4.0)
    };
    canvas.card((8.0, 8.0, 112.0, 112.0), 22.0, ground, Some((edge, width)));
    let (lo, mid, hi) = (36.0, 64.0, 92.0);
    let pips: &[(f32, f32)] = match face {
        1 => &[(mid, mid)],
        2 => &[(lo, lo), (hi, hi)],
        3 => &[(lo, lo), (mid, mid), (hi, hi)],
        4 => &[(lo, lo), (hi, lo), (lo, hi), (hi, hi)],
        5 => &[(lo, lo), (hi, lo), (mid, mid), (lo, hi), (hi, hi)],
        _ => &[(lo, lo), (hi, lo), (lo, mid), (hi, mid), (lo, hi), (hi, hi)],
    };
    for &pip in pips {
        canvas.circle(pip, 11.0, INK);
    }
    Emoji::new(&name(face, kept), &canvas)
}
