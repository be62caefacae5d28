//! A board's picture drawn: its rows of Parlor's emojis, the same artwork the emoji style
//! shows, on a felt with a mid-grey edge, captions in DejaVu Sans. Deterministic: the same
//! [`Spec`] gives the same bytes on every machine.
//!
//! Layout: a row without a caption (a hand alone, the dice, a grid's row) has a line of its
//! own, a grid's rows touching, its number at the right; captioned rows (the dealer, each
//! seat) sit side by side, their caption over their tiles, as many to a line as the
//! picture's width takes.

use super::spec::{Line, Row, Spec};
use crate::view::attachment::PictureError;
use crate::view::emoji::Emoji;
use crate::view::emoji::draw::{Rgb, SIZE, rounded};
use crate::view::profile::font::{Fonts, Weight};
use std::collections::HashMap;
use tiny_skia::{FilterQuality, Paint, Pixmap, PixmapPaint, Stroke, Transform};

/// The felt the tiles lie on.
pub const FELT: Rgb = Rgb(0x1B, 0x4D, 0x35);
/// The picture's edge: the cards' own mid grey, over 3:1 against both of Discord's themes.
pub const EDGE: Rgb = crate::view::emoji::cards::EDGE;
/// Captions: white on the felt.
pub const CAPTION: Rgb = Rgb(0xFF, 0xFF, 0xFF);
/// Notes and column letters.
pub const NOTE: Rgb = Rgb(0xDD, 0xE6, 0xE0);
/// A tile's side at most, in pixels.
pub const TILE: u32 = 96;
/// The smallest tile (Cascade's widest boards).
const SMALLEST_TILE: u32 = 28;
/// The tiles of the widest row take at most this many pixels.
const ROW_ROOM: u32 = 840;
/// Captioned rows fill a line up to this many tiles' width before the next starts.
const LINE_TILES: f32 = 6.5;

/// The artwork: every emoji's picture, and the fonts.
pub struct Art {
    tiles: HashMap<String, Pixmap>,
    fonts: Fonts,
}

impl Art {
    pub fn new(emojis: &[Emoji]) -> Result<Art, PictureError> {
        let mut tiles = HashMap::with_capacity(emojis.len());
        for emoji in emojis {
            let picture = Pixmap::decode_png(&emoji.png)
                .map_err(|e| PictureError::Png(format!("{}: {e}", emoji.name)))?;
            tiles.insert(emoji.name.clone(), picture);
        }
        Ok(Art {
            tiles,
            fonts: Fonts::load()?,
        })
    }

    /// Whether the artwork has every tile the picture names.
    pub fn has_all(&self, spec: &Spec) -> bool {
        spec.tiles.iter().all(|t| self.tiles.contains_key(t))
    }
}

/// The sizes one picture is laid out at.
struct Metrics {
    tile: f32,
    caption: f32,
    caption_line: f32,
    gap: f32,
    pad: f32,
    edge: f32,
}

impl Metrics {
    fn of(spec: &Spec) -> Metrics {
        let widest = spec.rows().map(|r| r.cells.len()).max().unwrap_or(1).max(1) as u32;
        let tile = (ROW_ROOM / widest).clamp(SMALLEST_TILE, TILE) as f32;
        let caption = (tile * 0.25).clamp(13.0, 22.0);
        Metrics {
            tile,
            caption,
            caption_line: (caption * 1.45).round(),
            gap: (tile / 4.0).round(),
            pad: (tile / 5.0).round().max(10.0),
            edge: 6.0,
        }
    }
}

/// One thing placed on the picture.
enum Block<'a> {
    /// A captioned row: the caption over the tiles.
    Unit {
        row: &'a Row,
        caption: String,
        width: f32,
    },
    /// A row alone on its line, its note at its right.
    Alone {
        row: &'a Row,
        note_width: f32,
    },
    Letters(u8),
}

/// Where each block goes: (x, y) of its top left, and the picture's content size.
fn layout<'a>(
    spec: &'a Spec,
    m: &Metrics,
    fonts: &Fonts,
) -> (Vec<(Block<'a>, f32, f32)>, f32, f32) {
    let blocks: Vec<Block> = spec
        .lines
        .iter()
        .map(|line| match line {
            Line::Columns(n) => Block::Letters(*n),
            Line::Row(row) if row.is_captioned() => {
                let tiles = row.cells.len() as f32 * m.tile;
                let caption = if row.note.is_empty() {
                    row.label.clone()
                } else {
                    format!("{} {}", row.label, row.note)
                };
                let room = tiles.max(m.tile * 2.5);
                let (caption, _) = fonts.fit(&caption, (m.caption, m.caption), Weight::Bold, room);
                let width = tiles.max(fonts.width(&caption, m.caption, Weight::Bold));
                Block::Unit {
                    row,
                    caption,
                    width,
                }
            }
            Line::Row(row) => {
                let note_width = if row.note.is_empty() {
                    0.0
                } else {
                    m.gap / 2.0 + fonts.width(&row.note, m.caption, Weight::Bold)
                };
                Block::Alone { row, note_width }
            }
        })
        .collect();
    let alone_width = |b: &Block| match b {
        Block::Alone { row, note_width } => row.cells.len() as f32 * m.tile + note_width,
        Block::Unit { width, .. } => *width,
        Block::Letters(n) => f32::from(*n) * m.tile,
    };
    let widest = blocks.iter().map(alone_width).fold(0.0, f32::max);
    let units: Vec<f32> = blocks
        .iter()
        .filter_map(|b| match b {
            Block::Unit { width, .. } => Some(*width),
            _ => None,
        })
        .collect();
    let side_by_side = units.iter().sum::<f32>() + m.gap * units.len().saturating_sub(1) as f32;
    let width = widest.max(side_by_side.min(LINE_TILES * m.tile));
    let unit_height = m.caption_line + m.tile;
    let mut placed = Vec::with_capacity(blocks.len());
    let (mut x, mut y, mut line_height) = (0.0f32, 0.0f32, 0.0f32);
    let mut previous_alone = false;
    for block in blocks {
        match block {
            Block::Unit { width: w, .. } => {
                if x > 0.0 && x + w > width + 0.5 {
                    y += line_height + m.gap / 2.0;
                    x = 0.0;
                    line_height = 0.0;
                }
                if x == 0.0 && previous_alone {
                    y += m.gap / 2.0;
                }
                placed.push((block, x, y));
                x += w + m.gap;
                line_height = line_height.max(unit_height);
                previous_alone = false;
            }
            Block::Alone { .. } | Block::Letters(_) => {
                // A grid's rows touch; anything else starts a line of its own below.
                if x > 0.0 {
                    y += line_height + m.gap / 2.0;
                } else if line_height > 0.0 {
                    y += line_height;
                }
                let height = match block {
                    Block::Letters(_) => m.caption_line,
                    _ => m.tile,
                };
                placed.push((block, 0.0, y));
                x = 0.0;
                line_height = height;
                previous_alone = true;
            }
        }
    }
    let height = y + line_height;
    (placed, width, height)
}

/// The picture as a pixmap.
pub fn draw(spec: &Spec, art: &Art) -> Result<Pixmap, PictureError> {
    Ok(render(spec, art)?.0)
}

/// Where a tile was drawn: its name, its top left and its side.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    pub name: String,
    pub x: f32,
    pub y: f32,
    pub side: f32,
}

/// The picture, and where each tile went.
pub fn render(spec: &Spec, art: &Art) -> Result<(Pixmap, Vec<Placed>), PictureError> {
    let m = Metrics::of(spec);
    let (placed, width, height) = layout(spec, &m, &art.fonts);
    let margin = m.edge + m.pad;
    let (w, h) = (
        (width + 2.0 * margin).ceil() as u32,
        (height + 2.0 * margin).ceil() as u32,
    );
    let mut pixmap =
        Pixmap::new(w, h).ok_or_else(|| PictureError::Png(format!("a picture of {w}×{h}")))?;
    felt(&mut pixmap, &m);
    let tile_scale = m.tile / SIZE as f32;
    let mut tiles = Vec::new();
    let mut put = |pixmap: &mut Pixmap, name: Option<&str>, x: f32, y: f32| {
        let Some((name, tile)) = name.and_then(|n| Some((n, art.tiles.get(n)?))) else {
            return;
        };
        tiles.push(Placed {
            name: name.to_string(),
            x: x.round(),
            y: y.round(),
            side: m.tile,
        });
        let paint = PixmapPaint {
            quality: FilterQuality::Bilinear,
            ..PixmapPaint::default()
        };
        pixmap.draw_pixmap(
            0,
            0,
            tile.as_ref(),
            &paint,
            Transform::from_row(tile_scale, 0.0, 0.0, tile_scale, x.round(), y.round()),
            None,
        );
    };
    for (block, x, y) in &placed {
        let (x, y) = (x + margin, y + margin);
        match block {
            Block::Letters(n) => {
                for col in 0..*n {
                    let letter = char::from(b'A' + col).to_string();
                    let lw = art.fonts.width(&letter, m.caption, Weight::Bold);
                    let at = (
                        x + f32::from(col) * m.tile + (m.tile - lw) / 2.0,
                        y + m.caption,
                    );
                    art.fonts
                        .draw(&mut pixmap, &letter, at, (m.caption, Weight::Bold), NOTE);
                }
            }
            Block::Unit { row, caption, .. } => {
                art.fonts.draw(
                    &mut pixmap,
                    caption,
                    (x, y + m.caption),
                    (m.caption, Weight::Bold),
                    CAPTION,
                );
                for (i, cell) in row.cells.iter().enumerate() {
                    let at = x + i as f32 * m.tile;
                    put(&mut pixmap, spec.name(*cell), at, y + m.caption_line);
                }
            }
            Block::Alone { row, .. } => {
                for (i, cell) in row.cells.iter().enumerate() {
                    put(&mut pixmap, spec.name(*cell), x + i as f32 * m.tile, y);
                }
                if !row.note.is_empty() {
                    let at = (
                        x + row.cells.len() as f32 * m.tile + m.gap / 2.0,
                        y + (m.tile + m.caption * 0.7) / 2.0,
                    );
                    art.fonts
                        .draw(&mut pixmap, &row.note, at, (m.caption, Weight::Bold), NOTE);
                }
            }
        }
    }
    Ok((pixmap, tiles))
}

/// The felt, its corners rounded, inside the mid-grey edge.
fn felt(pixmap: &mut Pixmap, m: &Metrics) {
    let (w, h) = (pixmap.width() as f32, pixmap.height() as f32);
    let half = m.edge / 2.0;
    let Some(path) = rounded((half, half, w - m.edge, h - m.edge), m.pad) else {
        return;
    };
    let mut paint = Paint::default();
    paint.anti_alias = true;
    let Rgb(r, g, b) = FELT;
    paint.set_color_rgba8(r, g, b, 255);
    pixmap.fill_path(
        &path,
        &paint,
        tiny_skia::FillRule::Winding,
        Transform::identity(),
        None,
    );
    let Rgb(r, g, b) = EDGE;
    paint.set_color_rgba8(r, g, b, 255);
    let stroke = Stroke {
        width: m.edge,
        ..Stroke::default()
    };
    pixmap.stroke_path(&path, &paint, &stroke, Transform::identity(), None);
}

/// The picture as a PNG, written fast: a picture is drawn while Discord waits for it.
pub fn png(spec: &Spec, art: &Art) -> Result<Vec<u8>, PictureError> {
    let pixmap = draw(spec, art)?;
    encode(&pixmap)
}

/// A pixmap as an 8-bit RGBA PNG, compressed by the PNG encoder's fast setting.
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, PictureError> {
    let mut rgba = Vec::with_capacity(pixmap.data().len());
    for pixel in pixmap.pixels() {
        let c = pixel.demultiply();
        rgba.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    let mut out = Vec::with_capacity(rgba.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let err = |e: png::EncodingError| PictureError::Png(e.to_string());
    let mut writer = encoder.write_header().map_err(err)?;
    writer.write_image_data(&rgba).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::emoji::draw::{INK, RED, WHITE};
    use crate::view::emoji::themes::{Filter, GROUNDS, contrast, on_ground, resize};
    use crate::view::picture::spec::Line;

    /// The width a phone shows a picture at.
    const PHONE: u32 = 400;
    /// WCAG's contrast for text (the ranks and pips) and for the parts of a picture.
    const TEXT_CONTRAST: f64 = 4.5;
    const EDGE_CONTRAST: f64 = 3.0;

    fn art() -> Art {
        Art::new(&crate::testing::registry().emojis()).expect("the artwork loads")
    }

    fn row(spec: &mut Spec, label: &str, names: &[&str], note: &str) -> Line {
        let cells = names.iter().map(|n| spec.tile(n)).collect();
        Line::Row(Row {
            label: label.into(),
            cells,
            note: note.into(),
        })
    }

    /// A hand at one seat: video poker's five cards, alone.
    fn one_seat() -> Spec {
        let mut spec = Spec::default();
        let line = row(&mut spec, "", &["c_ts", "c_jh", "c_qd", "c_kc", "c_as"], "");
        spec.lines.push(line);
        spec
    }

    /// A Hold'em table of nine seats at the river: the board, two hands shown, the rest
    /// face down, with long names.
    fn nine_seats() -> Spec {
        let mut spec = Spec::default();
        let board = row(
            &mut spec,
            "Board",
            &["c_2h", "c_7d", "c_9s", "c_tc", "c_qh"],
            "",
        );
        spec.lines.push(board);
        for seat in 1..=9 {
            let cards: &[&str] = match seat {
                1 => &["c_ah", "c_kd"],
                5 => &["c_8c", "c_8s"],
                _ => &["c_back", "c_back"],
            };
            let label = format!("{seat} Wwwwwwwwwwwwwwwwwwwwwwwwwwwwww");
            let line = row(&mut spec, &label, cards, "· 1,250 · all in");
            spec.lines.push(line);
        }
        spec
    }

    /// Yahtzee's dice, two kept.
    fn dice() -> Spec {
        let mut spec = Spec::default();
        let line = row(&mut spec, "", &["d_1", "d_2k", "d_3", "d_5k", "d_6"], "");
        spec.lines.push(line);
        spec
    }

    /// The picture scaled to a phone's 400 pixels across, and the factor.
    fn on_phone(picture: &Pixmap) -> (Pixmap, f32) {
        let scale = PHONE as f32 / picture.width() as f32;
        let height = (picture.height() as f32 * scale).round() as u32;
        (resize(picture, (PHONE, height), Filter::Area), scale)
    }

    fn rgb(p: tiny_skia::PremultipliedColorU8) -> Rgb {
        on_ground(p, WHITE)
    }

    #[test]
    fn the_inks_contrast_with_the_faces_they_are_drawn_on() {
        for (ink, face) in [(INK, WHITE), (RED, WHITE)] {
            assert!(contrast(ink, face) >= TEXT_CONTRAST, "{ink:?} on {face:?}");
        }
        assert!(contrast(CAPTION, FELT) >= TEXT_CONTRAST);
        assert!(contrast(NOTE, FELT) >= TEXT_CONTRAST);
        for ground in GROUNDS {
            assert!(
                contrast(EDGE, ground) >= EDGE_CONTRAST,
                "the edge on {ground:?}"
            );
        }
    }

    /// At 400 pixels wide, each card's rank and suit, and each die's pips, still reach
    /// 4.5:1 against the face around them: the strongest ink pixel in the rank's and the
    /// suit's areas, against the face's own pixel beside them.
    #[test]
    fn ranks_and_pips_stay_legible_at_400_pixels() {
        let art = art();
        for spec in [one_seat(), nine_seats(), dice()] {
            let (picture, tiles) = render(&spec, &art).unwrap();
            let (phone, scale) = on_phone(&picture);
            let at = |x: f32, y: f32| {
                let (x, y) = ((x * scale) as u32, (y * scale) as u32);
                rgb(phone
                    .pixel(x.min(phone.width() - 1), y.min(phone.height() - 1))
                    .unwrap())
            };
            for tile in tiles.iter().filter(|t| t.name != "c_back") {
                let unit = tile.side / SIZE as f32;
                let (face, areas): (Rgb, Vec<(f32, f32, f32, f32)>) = if tile.name.starts_with("c_")
                {
                    // A card's face, and its rank's and suit's areas on the 128 grid.
                    (
                        at(tile.x + 96.0 * unit, tile.y + 40.0 * unit),
                        vec![(24.0, 16.0, 52.0, 50.0), (55.0, 70.0, 48.0, 48.0)],
                    )
                } else {
                    // A die's face beside its pips, and the pips' area.
                    (
                        at(tile.x + 22.0 * unit, tile.y + 64.0 * unit),
                        vec![(25.0, 25.0, 78.0, 78.0)],
                    )
                };
                for (ax, ay, aw, ah) in areas {
                    let mut best = 0.0f64;
                    let mut y = ay;
                    while y < ay + ah {
                        let mut x = ax;
                        while x < ax + aw {
                            best =
                                best.max(contrast(at(tile.x + x * unit, tile.y + y * unit), face));
                            x += 1.0;
                        }
                        y += 1.0;
                    }
                    assert!(
                        best >= TEXT_CONTRAST,
                        "{}: {best:.2}:1 at {}×{} px",
                        tile.name,
                        phone.width(),
                        phone.height()
                    );
                }
            }
        }
    }

    /// At 400 pixels wide the picture's edge shows against both of Discord's grounds: on
    /// every line across and down, one of the first two pixels in from each side reaches
    /// 3:1 against the light ground and against the dark one.
    #[test]
    fn the_board_stands_out_on_both_themes_at_400_pixels() {
        let art = art();
        for spec in [one_seat(), nine_seats(), dice()] {
            let (phone, _) = on_phone(&draw(&spec, &art).unwrap());
            let (w, h) = (phone.width(), phone.height());
            // The rounded corners (a radius of a fifth of a tile, 19 pixels at most, before
            // scaling) are crossed slantwise; every straight stretch is checked.
            let corner = 16;
            let mut lines: Vec<Vec<(u32, u32)>> = Vec::new();
            for y in corner..h - corner {
                lines.push((0..w).map(|x| (x, y)).collect());
                lines.push((0..w).rev().map(|x| (x, y)).collect());
            }
            for x in corner..w - corner {
                lines.push((0..h).map(|y| (x, y)).collect());
                lines.push((0..h).rev().map(|y| (x, y)).collect());
            }
            for ground in GROUNDS {
                for line in &lines {
                    let first = line
                        .iter()
                        .position(|&(x, y)| phone.pixel(x, y).is_some_and(|p| p.alpha() > 0))
                        .expect("the picture has an edge");
                    let best = line[first..first + 2]
                        .iter()
                        .filter_map(|&(x, y)| phone.pixel(x, y))
                        .map(|p| contrast(on_ground(p, ground), ground))
                        .fold(0.0, f64::max);
                    assert!(
                        best >= EDGE_CONTRAST,
                        "{best:.2}:1 on {ground:?} at {:?}",
                        line[first]
                    );
                }
            }
        }
    }

    #[test]
    fn a_picture_is_drawn_the_same_every_time_and_fits_a_phone() {
        let art = art();
        let a = png(&nine_seats(), &art).unwrap();
        assert_eq!(a, png(&nine_seats(), &art).unwrap(), "deterministic");
        let table = Pixmap::decode_png(&a).unwrap();
        // Nine seats three to a line under the board: wider than tall is not needed, but
        // the picture must not be a tall strip a phone shrinks to nothing.
        assert!(
            table.width() <= 1000 && table.height() <= 1000,
            "{}×{}",
            table.width(),
            table.height()
        );
        assert!(table.height() < 2 * table.width());
        let (_, tiles) = render(&nine_seats(), &art).unwrap();
        assert_eq!(tiles.len(), 5 + 9 * 2, "every card drawn");
        let hand = Pixmap::decode_png(&png(&one_seat(), &art).unwrap()).unwrap();
        assert!(
            hand.width() >= PHONE,
            "a hand is drawn at least at a phone's width"
        );
    }

    /// A grid's rows touch, their numbers at the right, the letters over its columns.
    #[test]
    fn a_grid_is_laid_out_as_its_rows() {
        let art = art();
        let mut spec = Spec::default();
        spec.lines.push(Line::Columns(3));
        for n in 1..=3 {
            let line = row(
                &mut spec,
                "",
                &["sol_peg", "sol_hole", "sol_peg"],
                &n.to_string(),
            );
            spec.lines.push(line);
        }
        let (_, tiles) = render(&spec, &art).unwrap();
        assert_eq!(tiles.len(), 9);
        let side = tiles[0].side;
        assert_eq!(tiles[3].y - tiles[0].y, side, "rows touch");
        assert_eq!(tiles[1].x - tiles[0].x, side, "cells touch");
        assert!(tiles[0].y > side / 4.0, "the letters above");
    }
}
