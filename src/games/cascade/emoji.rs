//! Cascade's colours as emojis: a block of each colour (`cas_1`…`cas_5`), and marked
//! (`cas_1m`…): the hinted group, with a white ring inside, told apart without its colour.

use crate::view::emoji::Emoji;
use crate::view::emoji::draw::{Canvas, Rgb, WHITE};

/// The five colours, in the board's order (red, blue, green, yellow, purple).
const COLOURS: [Rgb; 5] = [
    Rgb(0xDD, 0x2E, 0x44),
    Rgb(0x3B, 0x88, 0xC3),
    Rgb(0x78, 0xB1, 0x59),
    Rgb(0xFD, 0xCB, 0x58),
    Rgb(0xAA, 0x8E, 0xD6),
];

/// The name of a colour's block (colours 1 to 5): `cas_2`, or `cas_2m` when marked.
pub fn name(colour: u8, marked: bool) -> String {
    format!("cas_{colour}{}", if marked { "m" } else { "" })
}

pub fn all() -> Vec<Emoji> {
    [false, true]
        .into_iter()
        .flat_map(|marked| (1..=5u8).map(move |colour| block(colour, marked)))
        .collect()
}

fn block(colour: u8, marked: bool) -> Emoji {
    let mut canvas = Canvas::new();
    let fill = COLOURS[usize::from(colour.clamp(1, 5) - 1)];
    canvas.card((6.0, 6.0, 116.0, 116.0), 16.0, fill, None);
    if marked {
        canvas.ring((64.0, 64.0), 30.0, WHITE, 14.0);
    }
    Emoji::new(&name(colour, marked), &canvas)
}
