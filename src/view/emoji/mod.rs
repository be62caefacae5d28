//! Parlor's own application emojis, drawn by Parlor: the playing cards here (three games deal
//! them), each game's own pieces with the game (`Hosted::emojis`: dice, pegs, colours). Each
//! emoji has a name Discord takes (`[a-z0-9_]`, 2 to 32 characters), a 128×128 PNG under
//! 256 KiB, and a content hash, so a changed drawing is told from an unchanged one.

pub mod cards;
pub mod draw;
pub mod map;
pub mod themes;

pub use map::{EmojiMap, EmojiRef};

use draw::{Canvas, SIZE};
use sha2::{Digest, Sha256};
use tiny_skia::{Pixmap, PixmapPaint, Transform};

/// Discord's limit on an emoji's image.
pub const MAX_BYTES: usize = 256 * 1024;

/// One emoji: its name and its picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Emoji {
    pub name: String,
    pub png: Vec<u8>,
}

impl Emoji {
    pub fn new(name: &str, canvas: &Canvas) -> Emoji {
        Emoji {
            name: name.to_string(),
            png: canvas.png(),
        }
    }

    /// The picture's SHA-256, hex: what `emojis sync` compares to know a drawing changed.
    pub fn hash(&self) -> String {
        Sha256::digest(&self.png)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// Whether Discord takes the name: `[a-z0-9_]`, 2 to 32 characters.
    pub fn valid_name(name: &str) -> bool {
        (2..=32).contains(&name.len())
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
    }
}

/// Every emoji Parlor draws: the cards, then the games' own (`games`, in the registry's
/// order).
pub fn all(games: Vec<Emoji>) -> Vec<Emoji> {
    let mut out = cards::all();
    out.extend(games);
    out
}

/// The side of an emoji on the contact sheet: half size, as a message shows them larger
/// than it must and the docs need no more.
pub const SHEET_SIZE: u32 = SIZE / 2;
/// Emojis to a row of the contact sheet.
pub const SHEET_COLUMNS: u32 = 14;
const GAP: u32 = 6;

/// Every emoji on one sheet, [`SHEET_COLUMNS`] to a row at [`SHEET_SIZE`] with a margin
/// between them, on a light ground: the picture the docs show.
pub fn contact_sheet(emojis: &[Emoji]) -> Vec<u8> {
    let rows: Vec<Vec<Option<&Emoji>>> = emojis
        .chunks(SHEET_COLUMNS as usize)
        .map(|row| row.iter().map(Some).collect())
        .collect();
    sheet(&rows, SHEET_COLUMNS)
}

/// The emojis of a message's text laid out as a message shows them, a row per line that
/// holds any: each emoji's markup (`<:c_qh:…>`) its picture, a Unicode square or circle
/// (a board's corners, an emptied cell) a gap of the same size, the rest
/// of the line (coordinates, totals) left out. The docs show each game's board with it.
pub fn board_picture(text: &str, set: &[Emoji]) -> Vec<u8> {
    let rows: Vec<Vec<Option<&Emoji>>> = text
        .lines()
        .filter(|line| line.contains("<:"))
        .map(|line| {
            let named = map::as_names(line);
            let mut row = Vec::new();
            let mut rest = named.as_str();
            while let Some(c) = rest.chars().next() {
                if c == ':'
                    && let Some(end) = rest[1..].find(':')
                    && let Some(emoji) = set.iter().find(|e| e.name == rest[1..=end])
                {
                    row.push(Some(emoji));
                    rest = &rest[end + 2..];
                    continue;
                }
                if BLANKS.contains(&c) {
                    row.push(None);
                }
                rest = &rest[c.len_utf8()..];
            }
            row
        })
        .collect();
    let widest = rows.iter().map(Vec::len).max().unwrap_or(1).max(1);
    sheet(&rows, widest as u32)
}

/// The Unicode pieces a board in the emoji style may still hold, each a cell.
const BLANKS: [char; 9] = ['⬛', '⬜', '🟥', '🟦', '🟩', '🟨', '🟪', '🔵', '⚪'];

/// Rows of emojis (None: an empty cell) at [`SHEET_SIZE`], `columns` wide, with a margin
/// between them, on a light ground.
fn sheet(rows: &[Vec<Option<&Emoji>>], columns: u32) -> Vec<u8> {
    let cell = SHEET_SIZE + GAP;
    let scale = SHEET_SIZE as f32 / SIZE as f32;
    let height = (rows.len() as u32).max(1);
    let Some(mut sheet) = Pixmap::new(columns * cell + GAP, height * cell + GAP) else {
        return Vec::new();
    };
    sheet.fill(tiny_skia::Color::from_rgba8(0xF2, 0xF3, 0xF5, 0xFF));
    let placed = rows.iter().enumerate().flat_map(|(row, emojis)| {
        emojis
            .iter()
            .enumerate()
            .filter_map(move |(col, emoji)| emoji.map(|e| (col as u32, row as u32, e)))
    });
    for (col, row, emoji) in placed {
        let Ok(picture) = Pixmap::decode_png(&emoji.png) else {
            continue;
        };
        let paint = PixmapPaint {
            quality: tiny_skia::FilterQuality::Bicubic,
            ..PixmapPaint::default()
        };
        let at = ((GAP + col * cell) as f32, (GAP + row * cell) as f32);
        sheet.draw_pixmap(
            0,
            0,
            picture.as_ref(),
            &paint,
            Transform::from_row(scale, 0.0, 0.0, scale, at.0, at.1),
            None,
        );
    }
    sheet.encode_png().unwrap_or_default()
}

/// The index of the set, a line each: name, bytes, hash.
pub fn index(emojis: &[Emoji]) -> String {
    emojis
        .iter()
        .map(|e| format!("{} {} {}\n", e.name, e.png.len(), e.hash()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The whole set: 52 cards and a back, 6 dice plain and kept, a peg, a hole and the
    /// hint's two marks, 5 colours plain and marked; every name one Discord takes and no two
    /// alike; every picture a 128×128 PNG under 256 KiB with something drawn on it; every
    /// drawing its own, and drawn the same each time.
    #[test]
    fn the_set_is_whole_named_sized_and_distinct() {
        let set = crate::testing::registry().emojis();
        assert_eq!(set.len(), 53 + 12 + 4 + 10);
        let names: BTreeSet<&str> = set.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names.len(), set.len(), "names are unique");
        for name in [
            "c_qh", "c_ts", "c_2c", "c_ad", "c_back", "d_6k", "sol_to", "cas_5m",
        ] {
            assert!(names.contains(name), "{name}");
        }
        let mut hashes = BTreeSet::new();
        for emoji in &set {
            assert!(Emoji::valid_name(&emoji.name), "{}", emoji.name);
            assert!(
                emoji.png.len() < MAX_BYTES,
                "{}: {}",
                emoji.name,
                emoji.png.len()
            );
            let picture = Pixmap::decode_png(&emoji.png).expect("a PNG");
            assert_eq!((picture.width(), picture.height()), (SIZE, SIZE));
            let drawn = picture.pixels().iter().filter(|p| p.alpha() > 0).count();
            assert!(drawn > 2000, "{}: {drawn} pixels drawn", emoji.name);
            assert!(
                hashes.insert(emoji.hash()),
                "{} looks like another",
                emoji.name
            );
        }
        assert_eq!(
            crate::testing::registry().emojis(),
            set,
            "the same drawings every time"
        );
        assert!(
            !Emoji::valid_name("C_qh") && !Emoji::valid_name("c") && !Emoji::valid_name("c-qh")
        );
    }

    #[test]
    fn red_and_black_suits_are_drawn_in_their_colours() {
        use crate::engine::cards::{Card, Suit};
        let colour_of = |card: Card| {
            let picture = Pixmap::decode_png(
                &crate::testing::registry().emojis()[usize::from(card.index())].png,
            )
            .unwrap();
            let reds = picture
                .pixels()
                .iter()
                .filter(|p| p.alpha() == 255 && p.red() > 150 && p.green() < 80)
                .count();
            reds > 500
        };
        assert!(colour_of(Card::new(12, Suit::Hearts)));
        assert!(colour_of(Card::new(2, Suit::Diamonds)));
        assert!(!colour_of(Card::new(12, Suit::Spades)));
        assert!(!colour_of(Card::new(14, Suit::Clubs)));
    }

    #[test]
    fn the_contact_sheet_shows_the_whole_set() {
        let set = crate::testing::registry().emojis();
        let sheet = Pixmap::decode_png(&contact_sheet(&set)).expect("a PNG");
        let rows = (set.len() as u32).div_ceil(SHEET_COLUMNS);
        assert_eq!(sheet.width(), SHEET_COLUMNS * (SHEET_SIZE + GAP) + GAP);
        assert_eq!(sheet.height(), rows * (SHEET_SIZE + GAP) + GAP);
        // Every cell holds its emoji: something drawn at each one's centre.
        for i in 0..set.len() as u32 {
            let (col, row) = (i % SHEET_COLUMNS, i / SHEET_COLUMNS);
            let x = GAP + col * (SHEET_SIZE + GAP) + SHEET_SIZE / 2;
            let y = GAP + row * (SHEET_SIZE + GAP) + SHEET_SIZE * 3 / 4;
            let ground = tiny_skia::PremultipliedColorU8::from_rgba(0xF2, 0xF3, 0xF5, 0xFF);
            let around = (0..8).any(|d| sheet.pixel(x - 4 + d, y) != ground);
            assert!(around, "emoji {i} is on the sheet");
        }
        assert_eq!(index(&set).lines().count(), set.len());
    }

    /// A board's text becomes its picture: a row per line that holds emojis, a cell per
    /// emoji or Unicode piece, the rest of the line left out.
    #[test]
    fn a_board_picture_lays_out_the_emojis_of_each_line() {
        let set = crate::testing::registry().emojis();
        let map = EmojiMap::new(
            set.iter()
                .enumerate()
                .map(|(i, e)| (e.name.clone(), i as u64 + 1)),
        );
        let shown = |name: &str| map.get(name).map(|e| e.to_string()).unwrap_or_default();
        let text = format!(
            "Dealer: {} {} · 17\nno pictures here\n⬛{}{}⬛ 3\n",
            shown("c_as"),
            shown("c_back"),
            shown("sol_peg"),
            shown("sol_hole")
        );
        let picture = Pixmap::decode_png(&board_picture(&text, &set)).expect("a PNG");
        let cell = SHEET_SIZE + GAP;
        assert_eq!(
            picture.width(),
            4 * cell + GAP,
            "four cells in the widest row"
        );
        assert_eq!(picture.height(), 2 * cell + GAP, "two rows hold emojis");
        let ground = tiny_skia::PremultipliedColorU8::from_rgba(0xF2, 0xF3, 0xF5, 0xFF);
        let drawn = |col: u32, row: u32| {
            let (x, y) = (
                GAP + col * cell + SHEET_SIZE / 2,
                GAP + row * cell + SHEET_SIZE / 2,
            );
            picture.pixel(x, y) != ground
        };
        assert!(drawn(0, 0) && drawn(1, 0) && !drawn(2, 0));
        assert!(!drawn(0, 1) && drawn(1, 1) && drawn(2, 1) && !drawn(3, 1));
    }
}
