//! The profile card as a picture: 960×480 pixels, drawn with the emojis' canvas (tiny-skia)
//! and the embedded fonts, and written as PNG. Everything it shows comes worded from
//! [`Card`]; nothing here reads a catalogue, a clock or the network, so the same card
//! draws the same pixels on every machine.

use serde::{Deserialize, Serialize};
use tiny_skia::PathBuilder;

use super::font::{Fonts, Weight};
use crate::view::attachment::PictureError;
use crate::view::emoji::draw::{Canvas, Rgb};

pub const WIDTH: u32 = 960;
pub const HEIGHT: u32 = 480;

/// What the card shows, worded in its language. Kept in the record of the reply that
/// carries it: every field has a default, so that a card recorded before a field was added
/// still reads back.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Card {
    /// The member's name as the server shows it; their id is shown instead when the font
    /// cannot draw it.
    pub name: String,
    pub member: u64,
    /// The line under the name.
    pub subtitle: String,
    /// The figures in a row: chips, rank, the season's place, the streak.
    pub figures: Vec<Figure>,
    /// The achievements' heading ("Achievements · 12 of 35").
    pub achievements: String,
    /// The achievements unlocked, in the order `/achievements` lists them.
    pub badges: Vec<Badge>,
    /// What the achievements' panel says when there are none.
    pub no_badges: String,
    /// The chart's heading.
    pub chart: String,
    /// The balance at the end of each day, oldest first, today last; None before the
    /// member's first chip movement.
    pub balance: Vec<Option<i64>>,
    /// The chart's lowest and highest balance, as the language writes numbers.
    pub low: String,
    pub high: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Figure {
    pub label: String,
    pub value: String,
}

/// A badge as the card draws it: a disc in its group's colour (the economy's, or one
/// game's) with the first letter of its name.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Badge {
    pub letter: String,
    pub group: u8,
}

const BACKGROUND: Rgb = Rgb(0x1E, 0x1F, 0x24);
const PANEL: Rgb = Rgb(0x2B, 0x2D, 0x33);
const EDGE: Rgb = Rgb(0x3A, 0x3D, 0x45);
const TEXT: Rgb = Rgb(0xF2, 0xF3, 0xF5);
const MUTED: Rgb = Rgb(0xA3, 0xA6, 0xAD);
const ACCENT: Rgb = Rgb(0x58, 0x65, 0xF2);
const GRID: Rgb = Rgb(0x3F, 0x42, 0x4A);
/// The badges' colours by group: the economy's gold, then one per game.
const GROUPS: [Rgb; 9] = [
    Rgb(0xB8, 0x86, 0x0B),
    Rgb(0xC0, 0x39, 0x2B),
    Rgb(0x29, 0x80, 0xB9),
    Rgb(0x27, 0xAE, 0x60),
    Rgb(0x8E, 0x44, 0xAD),
    Rgb(0xD3, 0x54, 0x00),
    Rgb(0x16, 0xA0, 0x85),
    Rgb(0xC2, 0x18, 0x5B),
    Rgb(0x5D, 0x6D, 0x7E),
];

const MARGIN: f32 = 40.0;
/// Badges a row holds, and the rows the panel has.
const BADGES_A_ROW: usize = 8;
const BADGE_ROWS: usize = 4;

/// The name the card shows: the member's, or their id when the font has no glyph for a
/// character of it (or it is blank).
pub fn shown_name(fonts: &Fonts, card: &Card) -> String {
    let name = card.name.trim();
    if !name.is_empty() && fonts.drawable(name, Weight::Bold) {
        name.to_string()
    } else {
        card.member.to_string()
    }
}

/// The card as a PNG.
pub fn png(card: &Card) -> Result<Vec<u8>, PictureError> {
    let fonts = Fonts::load()?;
    let canvas = draw(&fonts, card);
    canvas
        .pixmap()
        .encode_png()
        .map_err(|e| PictureError::Png(e.to_string()))
}

/// The card drawn on a canvas.
pub fn draw(fonts: &Fonts, card: &Card) -> Canvas {
    let mut canvas = Canvas::sized(WIDTH, HEIGHT)
        .unwrap_or_else(|| unreachable!("the card's size is fixed and not zero"));
    let (w, h) = (WIDTH as f32, HEIGHT as f32);
    canvas.card((0.0, 0.0, w, h), 24.0, BACKGROUND, None);
    header(&mut canvas, fonts, card);
    figures(&mut canvas, fonts, &card.figures);
    let top = 250.0;
    let bottom = h - 30.0;
    chart(&mut canvas, fonts, card, (MARGIN, top, 540.0, bottom - top));
    badges(
        &mut canvas,
        fonts,
        card,
        (596.0, top, w - MARGIN - 596.0, bottom - top),
    );
    canvas
}

fn header(canvas: &mut Canvas, fonts: &Fonts, card: &Card) {
    let name = shown_name(fonts, card);
    // A disc with the name's first letter, in a colour of the member's own.
    let centre = (MARGIN + 38.0, 78.0);
    canvas.circle(
        centre,
        38.0,
        GROUPS[(card.member % GROUPS.len() as u64) as usize],
    );
    canvas.ring(centre, 38.0, EDGE, 3.0);
    let initial: String = name
        .chars()
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    centred(
        canvas,
        fonts,
        &initial,
        (centre.0, centre.1 + 13.0),
        (38.0, Weight::Bold),
        TEXT,
    );
    let left = MARGIN + 96.0;
    let room = WIDTH as f32 - MARGIN - left;
    fonts.draw_fitted(
        canvas.pixmap_mut(),
        &name,
        (left, 82.0),
        (44.0, 24.0, Weight::Bold),
        room,
        TEXT,
    );
    fonts.draw_fitted(
        canvas.pixmap_mut(),
        &card.subtitle,
        (left, 112.0),
        (20.0, 14.0, Weight::Regular),
        room,
        MUTED,
    );
}

fn figures(canvas: &mut Canvas, fonts: &Fonts, figures: &[Figure]) {
    let count = figures.len().max(1) as f32;
    let gap = 16.0;
    let width = (WIDTH as f32 - 2.0 * MARGIN - gap * (count - 1.0)) / count;
    let (top, height) = (140.0, 90.0);
    for (i, figure) in figures.iter().enumerate() {
        let x = MARGIN + i as f32 * (width + gap);
        canvas.card((x, top, width, height), 14.0, PANEL, Some((EDGE, 1.5)));
        let room = width - 32.0;
        fonts.draw_fitted(
            canvas.pixmap_mut(),
            &figure.label,
            (x + 16.0, top + 30.0),
            (17.0, 12.0, Weight::Regular),
            room,
            MUTED,
        );
        fonts.draw_fitted(
            canvas.pixmap_mut(),
            &figure.value,
            (x + 16.0, top + 72.0),
            (32.0, 16.0, Weight::Bold),
            room,
            TEXT,
        );
    }
}

/// The balance day by day: a line over a shaded area, between the lowest and highest
/// balance of the days shown.
fn chart(canvas: &mut Canvas, fonts: &Fonts, card: &Card, (x, y, w, h): (f32, f32, f32, f32)) {
    panel(canvas, fonts, (x, y, w, h), &card.chart);
    let labels = fonts
        .width(&card.high, 13.0, Weight::Regular)
        .max(fonts.width(&card.low, 13.0, Weight::Regular));
    let plot = (x + 24.0 + labels, y + 48.0, w - 40.0 - labels, h - 66.0);
    let (px, py, pw, ph) = plot;
    let known: Vec<(usize, i64)> = card
        .balance
        .iter()
        .enumerate()
        .filter_map(|(day, b)| b.map(|b| (day, b)))
        .collect();
    // One balance all along: one line, through the middle.
    let lines = if card.high == card.low {
        vec![(py + ph / 2.0, &card.high)]
    } else {
        vec![(py, &card.high), (py + ph, &card.low)]
    };
    for (line_y, label) in lines {
        if let Some(path) = crate::view::emoji::draw::rect(px, line_y - 0.75, pw, 1.5) {
            canvas.fill(&path, GRID);
        }
        let lw = fonts.width(label, 13.0, Weight::Regular);
        fonts.draw(
            canvas.pixmap_mut(),
            label,
            (px - 8.0 - lw, line_y + 5.0),
            (13.0, Weight::Regular),
            MUTED,
        );
    }
    let (Some(low), Some(high)) = (
        known.iter().map(|&(_, b)| b).min(),
        known.iter().map(|&(_, b)| b).max(),
    ) else {
        return;
    };
    let days = card.balance.len().saturating_sub(1).max(1) as f32;
    let at = |day: usize, balance: i64| {
        let share = if high > low {
            (balance - low) as f32 / (high - low) as f32
        } else {
            0.5
        };
        (px + pw * day as f32 / days, py + ph * (1.0 - share))
    };
    let points: Vec<(f32, f32)> = known.iter().map(|&(day, b)| at(day, b)).collect();
    let shade = blend(ACCENT, PANEL, 0.28);
    if points.len() > 1 {
        let mut area = PathBuilder::new();
        area.move_to(points[0].0, py + ph);
        for &(x, y) in &points {
            area.line_to(x, y);
        }
        if let Some(&(last_x, _)) = points.last() {
            area.line_to(last_x, py + ph);
        }
        area.close();
        if let Some(path) = area.finish() {
            canvas.fill(&path, shade);
        }
        let mut line = PathBuilder::new();
        line.move_to(points[0].0, points[0].1);
        for &(x, y) in &points[1..] {
            line.line_to(x, y);
        }
        if let Some(path) = line.finish() {
            canvas.stroke(&path, ACCENT, 3.0);
        }
    }
    if let Some(&today) = points.last() {
        canvas.circle(today, 6.0, ACCENT);
        canvas.ring(today, 6.0, TEXT, 2.0);
    }
}

/// The achievements unlocked, as discs; the last place says how many more there are when
/// they do not all fit.
fn badges(canvas: &mut Canvas, fonts: &Fonts, card: &Card, (x, y, w, h): (f32, f32, f32, f32)) {
    panel(canvas, fonts, (x, y, w, h), &card.achievements);
    if card.badges.is_empty() {
        fonts.draw_fitted(
            canvas.pixmap_mut(),
            &card.no_badges,
            (x + 16.0, y + 70.0),
            (17.0, 12.0, Weight::Regular),
            w - 32.0,
            TEXT,
        );
        return;
    }
    let cell = (w - 24.0) / BADGES_A_ROW as f32;
    let radius = cell / 2.0 - 3.0;
    let places = BADGES_A_ROW * BADGE_ROWS;
    let shown = if card.badges.len() > places {
        places - 1
    } else {
        card.badges.len()
    };
    for (i, badge) in card.badges.iter().take(shown).enumerate() {
        let centre = slot(i, (x, y, cell));
        canvas.circle(
            centre,
            radius,
            GROUPS[usize::from(badge.group) % GROUPS.len()],
        );
        canvas.ring(centre, radius, blend(TEXT, PANEL, 0.55), 2.0);
        centred(
            canvas,
            fonts,
            &badge.letter,
            (centre.0, centre.1 + 6.0),
            (17.0, Weight::Bold),
            TEXT,
        );
    }
    if shown < card.badges.len() {
        let centre = slot(shown, (x, y, cell));
        canvas.ring(centre, radius, MUTED, 2.0);
        let more = format!("+{}", card.badges.len() - shown);
        centred(
            canvas,
            fonts,
            &more,
            (centre.0, centre.1 + 5.0),
            (14.0, Weight::Bold),
            MUTED,
        );
    }
}

/// A panel of the card's lower half, with its heading.
fn panel(canvas: &mut Canvas, fonts: &Fonts, (x, y, w, h): (f32, f32, f32, f32), heading: &str) {
    canvas.card((x, y, w, h), 14.0, PANEL, Some((EDGE, 1.5)));
    fonts.draw_fitted(
        canvas.pixmap_mut(),
        heading,
        (x + 16.0, y + 28.0),
        (17.0, 12.0, Weight::Regular),
        w - 32.0,
        MUTED,
    );
}

/// The centre of the `i`th badge's place.
fn slot(i: usize, (x, y, cell): (f32, f32, f32)) -> (f32, f32) {
    let (row, column) = (i / BADGES_A_ROW, i % BADGES_A_ROW);
    (
        x + 12.0 + cell * (column as f32 + 0.5),
        y + 44.0 + cell * (row as f32 + 0.5),
    )
}

/// `text` centred on `x`, its baseline at `baseline`.
fn centred(
    canvas: &mut Canvas,
    fonts: &Fonts,
    text: &str,
    (x, baseline): (f32, f32),
    (size, weight): (f32, Weight),
    colour: Rgb,
) {
    let width = fonts.width(text, size, weight);
    fonts.draw(
        canvas.pixmap_mut(),
        text,
        (x - width / 2.0, baseline),
        (size, weight),
        colour,
    );
}

/// `top` over `bottom`, `share` of the way.
fn blend(top: Rgb, bottom: Rgb, share: f32) -> Rgb {
    let mix = |a: u8, b: u8| (f32::from(a) * share + f32::from(b) * (1.0 - share)).round() as u8;
    Rgb(
        mix(top.0, bottom.0),
        mix(top.1, bottom.1),
        mix(top.2, bottom.2),
    )
}
