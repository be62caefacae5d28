//! The playing cards as emojis: the 52 faces and a back. Each face is a white card with its
//! rank large at the top left and its suit large below, readable at the 22 pixels a message
//! shows an emoji at. Hearts and diamonds are red, spades and clubs black, and the four suits
//! differ in shape too. Every card has a mid-grey edge that stays visible at that size on
//! Discord's light theme and on its dark one.

use super::Emoji;
use super::draw::{Canvas, INK, RED, Rgb, SIZE, WHITE, rounded};
use crate::engine::cards::{Card, Suit};
use tiny_skia::{Path, PathBuilder, Transform};

/// The edge of every card, face and back: a mid grey whose contrast is over 3:1 both on
/// Discord's light theme and on its dark one (`themes::LIGHT`, `themes::DARK`), so that a
/// white card keeps its outline on white and the dark blue back its own on dark grey.
pub const EDGE: Rgb = Rgb(0x82, 0x86, 0x8C);
/// The edge's width, inside the card's outline: a little over one pixel of an emoji shown
/// at 22 pixels (128 / 22 ≈ 5.8 of the canvas's), so that it survives the scaling whole.
pub const EDGE_WIDTH: f32 = 7.0;
/// The card's outline, as tall as the canvas. Its sides sit on the grid of the emoji shown
/// at 22 pixels: the edge covers the whole of that emoji's third column from the left
/// (canvas x 11.6 to 17.5) and of its third from the right, and its top and bottom rows,
/// so that scaling leaves a line of the edge's own colour all round rather than a blur
/// shared with the face and the ground.
pub const OUTLINE: (f32, f32, f32, f32) = (11.0, 0.0, 106.0, SIZE as f32);
const RADIUS: f32 = 12.0;
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
    canvas.edged_card(OUTLINE, RADIUS, WHITE, (EDGE, EDGE_WIDTH));
    let colour = if card.suit().is_red() { RED } else { INK };
    let rank = crate::engine::cards::rank_label(card.rank());
    // Ten is two glyphs: a little smaller, so that both fit above the suit.
    let (height, weight, x) = if rank.len() > 1 {
        (40.0, 8.0, 24.0)
    } else {
        (48.0, 9.0, 27.0)
    };
    canvas.text(rank, (x, 16.0), height, colour, weight);
    if let Some(path) = suit_path(card.suit(), (55.0, 70.0), 48.0) {
        canvas.fill(&path, colour);
    }
    Emoji::new(&name(card), &canvas)
}

fn back() -> Canvas {
    let mut canvas = Canvas::new();
    canvas.edged_card(OUTLINE, RADIUS, BACK, (EDGE, EDGE_WIDTH));
    canvas.card((25.0, 13.0, 78.0, 102.0), 6.0, BACK, Some((BACK_LINE, 3.0)));
    // A lattice of diamonds inside the frame.
    for row in 0..4 {
        for col in 0..3 {
            let (x, y) = (34.0 + col as f32 * 22.0, 20.0 + row as f32 * 24.0);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::emoji::themes::{
        self, DARK, Filter, GROUNDS, LIGHT, MIN_CONTRAST, contrast, on_ground,
    };
    use tiny_skia::Pixmap;

    fn pictures() -> Vec<(String, Pixmap)> {
        all()
            .into_iter()
            .map(|e| {
                let picture = Pixmap::decode_png(&e.png).expect("a PNG");
                (e.name, picture)
            })
            .collect()
    }

    #[test]
    fn the_edge_contrasts_with_both_themes() {
        for ground in GROUNDS {
            let ratio = contrast(EDGE, ground);
            assert!(ratio >= MIN_CONTRAST, "{EDGE:?} on {ground:?}: {ratio:.2}");
        }
    }

    /// At full size, the card's rim (each opaque pixel beside one that is not, or on the
    /// canvas's border) contrasts 3:1 with both themes' grounds, all the way round, on
    /// every face and on the back.
    #[test]
    fn every_cards_rim_contrasts_with_both_themes() {
        for (name, picture) in pictures() {
            let (w, h) = (picture.width() as i64, picture.height() as i64);
            let alpha = |x: i64, y: i64| {
                if (0..w).contains(&x) && (0..h).contains(&y) {
                    picture.pixel(x as u32, y as u32).map_or(0, |p| p.alpha())
                } else {
                    0
                }
            };
            let mut rim = 0;
            for y in 0..h {
                for x in 0..w {
                    let beside = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)];
                    if alpha(x, y) < 255 || beside.iter().all(|&(x, y)| alpha(x, y) == 255) {
                        continue;
                    }
                    rim += 1;
                    let pixel = picture.pixel(x as u32, y as u32).unwrap();
                    for ground in GROUNDS {
                        let shown = on_ground(pixel, ground);
                        let ratio = contrast(shown, ground);
                        assert!(
                            ratio >= MIN_CONTRAST,
                            "{name}: ({x}, {y}) is {shown:?}, {ratio:.2}:1 on {ground:?}"
                        );
                    }
                }
            }
            // The rim runs round a card some 105 by 128 pixels.
            assert!(rim > 400, "{name}: {rim} pixels of rim");
        }
    }

    /// Scaled down to the size a message shows it, with either filter, each card keeps an
    /// outline on both themes: crossing any of its four sides away from the corners, one of
    /// the first two pixels of the card (from the first that is more than faintly drawn)
    /// contrasts 3:1 with the light theme's ground and with the dark one's. Neither the
    /// white face nor the blue back can: each is too close to one of the grounds. At 22
    /// pixels, as in a line of text, and at 44 and 48 (a screen of double density; a
    /// message of emojis alone).
    #[test]
    fn every_cards_outline_survives_scaling_down_on_both_themes() {
        for (name, picture) in pictures() {
            for size in [themes::INLINE, 44, 48] {
                for filter in [Filter::Area, Filter::Lanczos3] {
                    let small = themes::downscale(&picture, size, filter);
                    let at = |(x, y): (u32, u32)| small.pixel(x, y).unwrap();
                    // The lower of its contrasts with the two grounds.
                    let worst = |p: (u32, u32)| {
                        GROUNDS
                            .iter()
                            .map(|&g| contrast(on_ground(at(p), g), g))
                            .fold(f64::INFINITY, f64::min)
                    };
                    for i in size / 4..size - size / 4 {
                        let crossings: [Vec<(u32, u32)>; 4] = [
                            (0..size).map(|x| (x, i)).collect(),
                            (0..size).rev().map(|x| (x, i)).collect(),
                            (0..size).map(|y| (i, y)).collect(),
                            (0..size).rev().map(|y| (i, y)).collect(),
                        ];
                        for crossing in crossings {
                            let Some(first) = crossing.iter().position(|&p| at(p).alpha() >= 32)
                            else {
                                panic!("{name} at {size} ({filter:?}): no card along {crossing:?}");
                            };
                            let band = &crossing[first..(first + 2).min(crossing.len())];
                            let best = band.iter().map(|&p| worst(p)).fold(0.0, f64::max);
                            assert!(
                                best >= MIN_CONTRAST,
                                "{name} at {size} ({filter:?}): the outline at {band:?} shows \
                                 {:?} on the light ground and {:?} on the dark, {best:.2}:1 at best",
                                band.iter()
                                    .map(|&p| on_ground(at(p), LIGHT))
                                    .collect::<Vec<_>>(),
                                band.iter()
                                    .map(|&p| on_ground(at(p), DARK))
                                    .collect::<Vec<_>>(),
                            );
                        }
                    }
                }
            }
        }
    }
}
