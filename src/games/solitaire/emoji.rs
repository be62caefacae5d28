//! Peg solitaire's pieces as emojis: a peg, a hole, and the hint's marks: the peg to move
//! (`sol_from`, ringed in gold) and the hole it jumps to (`sol_to`, ringed in green).

use crate::view::emoji::Emoji;
use crate::view::emoji::draw::{Canvas, Rgb};

const PEG: Rgb = Rgb(0x2F, 0x6F, 0xD6);
const SHINE: Rgb = Rgb(0x9C, 0xC2, 0xF5);
const HOLE: Rgb = Rgb(0x3A, 0x2A, 0x1E);
const BOARD: Rgb = Rgb(0xD8, 0xB4, 0x84);
const FROM: Rgb = Rgb(0xF2, 0xB1, 0x1B);
const TO: Rgb = Rgb(0x1E, 0xA0, 0x4A);

pub const PEG_NAME: &str = "sol_peg";
pub const HOLE_NAME: &str = "sol_hole";
pub const FROM_NAME: &str = "sol_from";
pub const TO_NAME: &str = "sol_to";

pub fn all() -> Vec<Emoji> {
    vec![
        Emoji::new(PEG_NAME, &piece(true, None)),
        Emoji::new(HOLE_NAME, &piece(false, None)),
        Emoji::new(FROM_NAME, &piece(true, Some(FROM))),
        Emoji::new(TO_NAME, &piece(false, Some(TO))),
    ]
}

fn piece(peg: bool, mark: Option<Rgb>) -> Canvas {
    let mut canvas = Canvas::new();
    let centre = (64.0, 64.0);
    canvas.circle(centre, 60.0, BOARD);
    if let Some(mark) = mark {
        canvas.ring(centre, 52.0, mark, 12.0);
    }
    if peg {
        canvas.circle(centre, 38.0, PEG);
        canvas.circle((52.0, 50.0), 11.0, SHINE);
    } else {
        canvas.circle(centre, 22.0, HOLE);
    }
    canvas
}
