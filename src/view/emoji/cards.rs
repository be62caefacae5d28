//! The playing cards as emojis: the 52 faces and a back. Each face is a white card with its
//! rank large at the top left and its suit large below, readable at the 22 pixels a message
//! shows an emoji at. Hearts and diamonds are red, spades and clubs black, and the four suits
//! differ in shape too.

use super::Emoji;
use super::draw::{Canvas, INK, RED, Rgb, WHITE, rounded};
use crate::engine::cards::{Card, Suit};
use tiny_skia::{Path, PathBuilder, Transform};

const EDGE: Rgb = Rgb(0xB4, 0xB8, 0xC0);
const BACK: Rgb = Rgb(0x23, 0x4E, 0x9A);
const BACK_LINE: Rgb = Rgb(0xA9, 0xC1, 0xEA);

/// The card's emoji name: `c_` then its rank (`2`–`9`, `t` for ten, `j`, `q`, `k`, `a`) and
/// its suit (`s`, `h`, `d`, `c`): `c_qh`.
pub fn name(card: Card) -> String {
    format!("c_{}", card.code().to_lowercase())
}

/// The back's name.
pub const BACK_NAME: &str = "c_back";

/// Every card, then the back.
pub fn all() -> Vec<Emoji> {
    let mut out: Vec<Emoji> = (0..52u8).filter_map(Card::from_index).map(face).collect();
    out.push(Emoji::new(BACK_NAME, &back()));
    out
}

fn face(card: Card) -> Emoji {
    let mut canvas = Canvas::new();
    canvas.card((12.0, 2.0, 104.0, 124.0), 12.0, WHITE, Some((EDGE, 3.0)));
    let colour = if card.suit().is_red() { RED } else { INK };
    let rank = crate::engine::cards::rank_label(card.rank());
    // Ten is two glyphs: a little smaller, so that both fit above the suit.
    let (height, weight, x) = if rank.len() > 1 {
        (44.0, 8.0, 20.0)
    } else {
        (52.0, 9.0, 22.0)
    };
    canvas.text(rank, (x, 12.0), height, colour, weight);
    if let Some(path) = suit_path(card.suit(), (50.0, 66.0), 56.0) {
        canvas.fill(&path, colour);
    }
    Emoji::new(&name(card), &canvas)
}

fn back() -> Canvas {
    let mut canvas = Canvas::new();
    canvas.card((12.0, 2.0, 104.0, 124.0), 12.0, BACK, Some((EDGE, 3.0)));
    canvas.card((22.0, 12.0, 84.0, 104.0), 6.0, BACK, Some((BACK_LINE, 3.0)));
    // A lattice of diamonds inside the frame.
    for row in 0..4 {
        for col in 0..3 {
            let (x, y) = (34.0 + col as f32 * 22.0, 22.0 + row as f32 * 24.0);
            if let Some(path) = suit_path(Suit::Diamonds, (x, y), 16.0) {
                canvas.fill(&path, BACK_LINE);
            }
        }
    }
    canvas
}

/// A suit's symbol in the square of side `size` whose top left is `at`.
pub fn suit_path(suit: Suit, at: (f32, f32), size: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    match suit {
        Suit::Hearts => heart(&mut pb, false),
        Suit::Diamonds => {
            pb.move_to(0.5, 0.0);
            pb.line_to(0.88, 0.5);
            pb.line_to(0.5, 1.0);
            pb.line_to(0.12, 0.5);
            pb.close();
        }
        Suit::Spades => {
            heart(&mut pb, true);
            stem(&mut pb);
        }
        Suit::Clubs => {
            for (x, y) in [(0.5, 0.27), (0.25, 0.58), (0.75, 0.58)] {
                pb.push_circle(x, y, 0.23);
            }
            pb.push_circle(0.5, 0.52, 0.14);
            stem(&mut pb);
        }
    }
    let path = pb.finish()?;
    path.transform(Transform::from_row(size, 0.0, 0.0, size, at.0, at.1))
}

/// A heart in the unit square, or upside down (a spade's body, in its top 0.86).
fn heart(pb: &mut PathBuilder, upside_down: bool) {
    let (top, height) = if upside_down {
        (0.86, -0.86)
    } else {
        (0.0, 1.0)
    };
    let y = |v: f32| top + v * height;
    pb.move_to(0.5, y(0.94));
    pb.cubic_to(0.2, y(0.7), 0.0, y(0.52), 0.0, y(0.3));
    pb.cubic_to(0.0, y(0.12), 0.14, y(0.02), 0.28, y(0.02));
    pb.cubic_to(0.4, y(0.02), 0.48, y(0.1), 0.5, y(0.2));
    pb.cubic_to(0.52, y(0.1), 0.6, y(0.02), 0.72, y(0.02));
    pb.cubic_to(0.86, y(0.02), 1.0, y(0.12), 1.0, y(0.3));
    pb.cubic_to(1.0, y(0.52), 0.8, y(0.7), 0.5, y(0.94));
    pb.close();
}

/// The foot of a spade or a club.
fn stem(pb: &mut PathBuilder) {
    pb.move_to(0.5, 0.58);
    pb.line_to(0.66, 1.0);
    pb.line_to(0.34, 1.0);
    pb.close();
}

/// A rounded card outline, for the other sets.
pub fn outline(rect: (f32, f32, f32, f32), radius: f32) -> Option<Path> {
    rounded(rect, radius)
}
