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
use crate::view::emoji::draw::Rgb;
use crate::view::profile::font::{Fonts, Raster, Weight};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tiny_skia::{FilterQuality, Paint, Pixmap, PixmapPaint, Transform};

/// The drawing's version: raised whenever a change to this file changes the pixels, so that
/// a folder of pictures drawn before is not served (the emojis' own pictures are hashed).
pub const VERSION: u32 = 1;

/// The most pixels a picture may have: twice the largest a game's board makes.
const MAX_PIXELS: u64 = 1_000_000;

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
/// The smallest tile (for the widest grids).
const SMALLEST_TILE: u32 = 20;
/// The widest row's tiles, or a line of captioned rows side by side, take at most this many
/// pixels: a picture is drawn about as wide as a message shows it (a phone, 400 pixels; a
/// desktop, some 550), not wider, since every pixel costs its drawing and its PNG.
const ROW_ROOM: f32 = 560.0;
/// Captioned rows fill a line up to this many tiles' width before the next starts: three
/// hands of two cards with captions of [`CAPTION_TILES`] and the gaps between.
const LINE_TILES: f32 = 7.1;
/// A caption takes at most this many tiles' width, or its tiles' if wider.
const CAPTION_TILES: f32 = 2.2;

/// A glyph at a size (its bits) and weight.
type GlyphKey = (u16, u32, Weight);

/// The artwork: every emoji's picture, and the fonts; and each tile as drawn at each side
/// a picture asked for, scaled once.
pub struct Art {
    tiles: HashMap<String, Pixmap>,
    fonts: Fonts,
    scaled: Mutex<HashMap<(String, u32), Arc<Pixmap>>>,
    /// Each glyph of a caption, rasterised the first time it is drawn at a size.
    glyphs: Mutex<HashMap<GlyphKey, Option<Arc<Raster>>>>,
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
            scaled: Mutex::default(),
            glyphs: Mutex::default(),
        })
    }

    /// Draws `text` with its baseline's left end at `at`, each glyph at a whole pixel from
    /// the cache.
    fn text(
        &self,
        pixmap: &mut Pixmap,
        text: &str,
        at: (f32, f32),
        font: (f32, Weight),
        colour: Rgb,
    ) {
        let (size, weight) = font;
        let glyphs = self.fonts.glyphs(text, size, weight);
        let mut cache = match self.glyphs.lock() {
            Ok(cache) => cache,
            Err(poisoned) => poisoned.into_inner(),
        };
        for (id, pen) in glyphs {
            let raster = cache
                .entry((id.0, size.to_bits(), weight))
                .or_insert_with(|| self.fonts.raster(id, size, weight).map(Arc::new));
            if let Some(raster) = raster {
                let pen = ((at.0 + pen).round() as i32, at.1.round() as i32);
                Fonts::blit(pixmap, raster, pen, colour);
            }
        }
    }

    /// The picture's tiles at `side` pixels, each scaled (bicubic) the first time a picture
    /// asks for it at that side.
    fn at_side(&self, spec: &Spec, side: u32) -> HashMap<String, Arc<Pixmap>> {
        let mut scaled = match self.scaled.lock() {
            Ok(scaled) => scaled,
            Err(poisoned) => poisoned.into_inner(),
        };
        let mut out = HashMap::with_capacity(spec.tiles.len());
        for name in &spec.tiles {
            let key = (name.clone(), side);
            let tile = match scaled.get(&key) {
                Some(tile) => Some(tile.clone()),
                None => self.tiles.get(name).and_then(|full| {
                    let tile = Arc::new(scale(full, side)?);
                    scaled.insert(key, tile.clone());
                    Some(tile)
                }),
            };
            if let Some(tile) = tile {
                out.insert(name.clone(), tile);
            }
        }
        out
    }

    /// Whether the artwork has every tile the picture names.
    pub fn has_all(&self, spec: &Spec) -> bool {
        spec.tiles.iter().all(|t| self.tiles.contains_key(t))
    }
}

/// A tile's picture at `side` pixels.
fn scale(full: &Pixmap, side: u32) -> Option<Pixmap> {
    let mut tile = Pixmap::new(side, side)?;
    let factor = side as f32 / full.width() as f32;
    let paint = PixmapPaint {
        quality: FilterQuality::Bicubic,
        ..PixmapPaint::default()
    };
    tile.draw_pixmap(
        0,
        0,
        full.as_ref(),
        &paint,
        Transform::from_scale(factor, factor),
        None,
    );
    Some(tile)
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
        let widest = spec.rows().map(|r| r.cells.len()).max().unwrap_or(1).max(1) as f32;
        let side_by_side = spec.rows().filter(|r| r.is_captioned()).count() > 1;
        let span = if side_by_side {
            widest.max(LINE_TILES)
        } else {
            widest
        };
        let tile = ((ROW_ROOM / span) as u32).clamp(SMALLEST_TILE, TILE) as f32;
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
    /// A captioned row: its label over the tiles, and its note on a line of its own
    /// between them (every unit of a picture has the note's line if one has a note).
    Unit {
        row: &'a Row,
        label: String,
        note: String,
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
                let room = tiles.max(m.tile * CAPTION_TILES);
                let fit =
                    |text: &str, weight| fonts.fit(text, (m.caption, m.caption), weight, room).0;
                let (label, note) = (
                    fit(&row.label, Weight::Bold),
                    fit(&row.note, Weight::Regular),
                );
                let width = tiles
                    .max(fonts.width(&label, m.caption, Weight::Bold))
                    .max(fonts.width(&note, m.caption, Weight::Regular));
                Block::Unit {
                    row,
                    label,
                    note,
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
    let unit_height = m.caption_line * captions(spec) + m.tile;
    let mut placed = Vec::with_capacity(blocks.len());
    let (mut x, mut y, mut line_height) = (0.0f32, 0.0f32, 0.0f32);
    // Whether the line above holds a row alone (or letters): nothing sits beside it.
    let mut after_alone = false;
    for block in blocks {
        match block {
            Block::Unit { width: w, .. } => {
                if after_alone || (x > 0.0 && x + w > width + 0.5) {
                    y += line_height + m.gap / 2.0;
                    x = 0.0;
                    line_height = 0.0;
                }
                placed.push((block, x, y));
                x += w + m.gap;
                line_height = line_height.max(unit_height);
                after_alone = false;
            }
            Block::Alone { .. } | Block::Letters(_) => {
                // A grid's rows (and its letters) touch; below captioned rows, a gap.
                if after_alone {
                    y += line_height;
                } else if line_height > 0.0 {
                    y += line_height + m.gap / 2.0;
                }
                let height = match block {
                    Block::Letters(_) => m.caption_line,
                    _ => m.tile,
                };
                placed.push((block, 0.0, y));
                x = 0.0;
                line_height = height;
                after_alone = true;
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
    // No picture a board makes comes near this; a payload that asks for more is refused
    // rather than drawn.
    if u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err(PictureError::Png(format!(
            "a picture of {w}×{h} is too large"
        )));
    }
    let mut pixmap =
        Pixmap::new(w, h).ok_or_else(|| PictureError::Png(format!("a picture of {w}×{h}")))?;
    felt(&mut pixmap, &m);
    let scaled = art.at_side(spec, m.tile as u32);
    let mut tiles = Vec::new();
    let mut put = |pixmap: &mut Pixmap, name: Option<&str>, x: f32, y: f32| {
        let Some((name, tile)) = name.and_then(|n| Some((n, scaled.get(n)?))) else {
            return;
        };
        let (x, y) = (x.round(), y.round());
        tiles.push(Placed {
            name: name.to_string(),
            x,
            y,
            side: m.tile,
        });
        blit(pixmap, tile, (x as i32, y as i32));
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
                    art.text(&mut pixmap, &letter, at, (m.caption, Weight::Bold), NOTE);
                }
            }
            Block::Unit {
                row, label, note, ..
            } => {
                let font = (m.caption, Weight::Bold);
                art.text(&mut pixmap, label, (x, y + m.caption), font, CAPTION);
                let font = (m.caption, Weight::Regular);
                let below = (x, y + m.caption_line + m.caption);
                art.text(&mut pixmap, note, below, font, NOTE);
                let tiles_at = y + m.caption_line * captions(spec);
                for (i, cell) in row.cells.iter().enumerate() {
                    let at = x + i as f32 * m.tile;
                    put(&mut pixmap, spec.name(*cell), at, tiles_at);
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
                    art.text(&mut pixmap, &row.note, at, (m.caption, Weight::Bold), NOTE);
                }
            }
        }
    }
    Ok((pixmap, tiles))
}

/// Lays `tile` over `pixmap` with its top left at `(x, y)`: source over, on premultiplied
/// pixels, as a loop over the bytes (a general pixmap draw costs several times as much).
fn blit(pixmap: &mut Pixmap, tile: &Pixmap, (x, y): (i32, i32)) {
    let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
    let side = tile.width() as i32;
    let to = pixmap.data_mut();
    let from = tile.data();
    for row in 0..tile.height() as i32 {
        let ty = y + row;
        if ty < 0 || ty >= height {
            continue;
        }
        for col in 0..side {
            let tx = x + col;
            if tx < 0 || tx >= width {
                continue;
            }
            let s = ((row * side + col) * 4) as usize;
            let d = ((ty * width + tx) * 4) as usize;
            let alpha = from[s + 3];
            if alpha == 255 {
                to[d..d + 4].copy_from_slice(&from[s..s + 4]);
            } else if alpha > 0 {
                let keep = u16::from(255 - alpha);
                for c in 0..4 {
                    let under = (u16::from(to[d + c]) * keep + 127) / 255;
                    to[d + c] = from[s + c].saturating_add(under as u8);
                }
            }
        }
    }
}

/// The lines of text over a captioned row's tiles: its label, and its note if any captioned
/// row has one.
fn captions(spec: &Spec) -> f32 {
    let notes = spec.rows().any(|r| r.is_captioned() && !r.note.is_empty());
    if notes { 2.0 } else { 1.0 }
}

/// The felt inside the mid-grey edge, square (Discord rounds a gallery's corners itself):
/// two solid fills, the fastest a pixmap is painted.
fn felt(pixmap: &mut Pixmap, m: &Metrics) {
    let Rgb(r, g, b) = EDGE;
    pixmap.fill(tiny_skia::Color::from_rgba8(r, g, b, 255));
    let (w, h) = (pixmap.width() as f32, pixmap.height() as f32);
    let Some(inside) =
        tiny_skia::Rect::from_xywh(m.edge, m.edge, w - 2.0 * m.edge, h - 2.0 * m.edge)
    else {
        return;
    };
    let mut paint = Paint {
        anti_alias: false,
        ..Paint::default()
    };
    let Rgb(r, g, b) = FELT;
    paint.set_color_rgba8(r, g, b, 255);
    pixmap.fill_rect(inside, &paint, Transform::identity(), None);
}

/// The picture as a PNG, written fast: a picture is drawn while Discord waits for it.
pub fn png(spec: &Spec, art: &Art) -> Result<Vec<u8>, PictureError> {
    let pixmap = draw(spec, art)?;
    encode(&pixmap)
}

/// A pixmap as an 8-bit PNG, compressed by the PNG encoder's fast setting: RGB when every
/// pixel is opaque (a board's picture always is), RGBA otherwise.
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, PictureError> {
    let opaque = pixmap.pixels().iter().all(|p| p.alpha() == 255);
    let channels = if opaque { 3 } else { 4 };
    let mut data = Vec::with_capacity(pixmap.pixels().len() * channels);
    for pixel in pixmap.pixels() {
        if opaque {
            data.extend_from_slice(&[pixel.red(), pixel.green(), pixel.blue()]);
        } else {
            let c = pixel.demultiply();
            data.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
        }
    }
    let mut out = Vec::with_capacity(data.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(if opaque {
        png::ColorType::Rgb
    } else {
        png::ColorType::Rgba
    });
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let err = |e: png::EncodingError| PictureError::Png(e.to_string());
    let mut writer = encoder.write_header().map_err(err)?;
    writer.write_image_data(&data).map_err(err)?;
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

    /// A hand at one seat: five cards, alone.
    fn one_seat() -> Spec {
        let mut spec = Spec::default();
        spec.push_row("", &["c_ts", "c_jh", "c_qd", "c_kc", "c_as"], "");
        spec
    }

    /// A table of nine seats at the end of a hand: the board, two hands shown, the rest
    /// face down, with long names.
    fn nine_seats() -> Spec {
        let mut spec = Spec::default();
        spec.push_row("Board", &["c_2h", "c_7d", "c_9s", "c_tc", "c_qh"], "");
        for seat in 1..=9 {
            let cards: &[&str] = match seat {
                1 => &["c_ah", "c_kd"],
                5 => &["c_8c", "c_8s"],
                _ => &["c_back", "c_back"],
            };
            let label = format!("{seat} Wwwwwwwwwwwwwwwwwwwwwwwwwwwwww");
            spec.push_row(&label, cards, "· 1,250 · all in");
        }
        spec
    }

    /// Five dice, two kept.
    fn dice() -> Spec {
        let mut spec = Spec::default();
        spec.push_row("", &["d_1", "d_2k", "d_3", "d_5k", "d_6"], "");
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
                let unit = tile.side / crate::view::emoji::draw::SIZE as f32;
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
            let mut lines: Vec<Vec<(u32, u32)>> = Vec::new();
            for y in 0..h {
                lines.push((0..w).map(|x| (x, y)).collect());
                lines.push((0..w).rev().map(|x| (x, y)).collect());
            }
            for x in 0..w {
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

    /// No tile covers another, whatever mix of rows alone and captioned rows a board has
    /// (a member's hand, named by a mention the picture cannot show, stands alone between
    /// captioned hands).
    #[test]
    fn no_tile_covers_another() {
        let art = art();
        let mut mixed = Spec::default();
        for (label, names) in [
            ("Board", &["c_2h", "c_7d", "c_9s", "c_tc", "c_qh"][..]),
            ("", &["c_6c", "c_3c"]),
            ("Computer 3 (expert)", &["c_ad", "c_2c"]),
            ("", &["c_8d", "c_8h"]),
            ("", &["c_9d", "c_9h"]),
            ("Computer 4 (expert)", &["c_ks", "c_ac"]),
            ("Computer 5 (expert)", &["c_ks", "c_ac"]),
        ] {
            mixed.push_row(label, names, "Pair (3)");
        }
        for spec in [mixed, nine_seats(), one_seat()] {
            let (picture, tiles) = render(&spec, &art).unwrap();
            for (i, a) in tiles.iter().enumerate() {
                assert!(
                    a.x + a.side <= picture.width() as f32
                        && a.y + a.side <= picture.height() as f32
                );
                for b in &tiles[i + 1..] {
                    let apart = a.x + a.side <= b.x
                        || b.x + b.side <= a.x
                        || a.y + a.side <= b.y
                        || b.y + b.side <= a.y;
                    assert!(apart, "{a:?} and {b:?} overlap");
                }
            }
        }
    }

    /// A grid's rows touch, their numbers at the right, the letters over its columns.
    #[test]
    fn a_grid_is_laid_out_as_its_rows() {
        let art = art();
        let mut spec = Spec::default();
        spec.lines.push(Line::Columns(3));
        for n in 1..=3 {
            spec.push_row("", &["sol_peg", "sol_hole", "sol_peg"], &n.to_string());
        }
        let (_, tiles) = render(&spec, &art).unwrap();
        assert_eq!(tiles.len(), 9);
        let side = tiles[0].side;
        assert_eq!(tiles[3].y - tiles[0].y, side, "rows touch");
        assert_eq!(tiles[1].x - tiles[0].x, side, "cells touch");
        assert!(tiles[0].y > side / 4.0, "the letters above");
    }
}
