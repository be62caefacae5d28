//! What a board's picture shows, and the text that names it in the picture's URL.
//!
//! A picture is a list of lines: column letters over a grid, or a row of tiles (Parlor's
//! emojis, by name, or gaps) with a caption. The URL carries the whole of it, so that any
//! replica draws the same picture from the URL alone, and its signature covers it, so that
//! nobody can have Parlor draw anything else.
//!
//! The grammar (the link carries it in base64url, [`super::link`]):
//!
//! ```text
//! payload  = "1" "~" palette *( "~" line )
//! palette  = name *( "." name )          ; the tiles the lines use, [a-z0-9_] each
//! line     = "#" count                   ; column letters A, B, … over the next row
//!          / text "!" cells "!" text     ; a row: its caption, its cells, its note
//! cells    = *( index / "-" )            ; a tile by its place in the palette, or a gap
//! index    = DIGIT / ALPHA               ; 0–9, then A–Z, then a–z: 62 tiles at most
//! text     = *( ALPHA / DIGIT / "%" HEXDIG HEXDIG )   ; UTF-8, every other byte escaped
//! ```

use std::fmt::Write as _;

/// The most tiles a palette names (the index's alphabet).
pub const MAX_TILES: usize = 62;
/// The most lines a picture has: a grid of 26 rows, its letters, and room to spare.
pub const MAX_LINES: usize = 40;
/// The most cells in a row: the widest grid a game deals (26 columns).
pub const MAX_CELLS: usize = 26;
/// The most characters of a caption or a note.
pub const MAX_TEXT: usize = 48;

const ALPHABET: &[u8; MAX_TILES] =
    b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const VERSION: &str = "1";

/// One picture's content.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Spec {
    /// The tiles, by emoji name, that the rows' cells point at.
    pub tiles: Vec<String>,
    pub lines: Vec<Line>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Letters A, B, … over the columns of the row below.
    Columns(u8),
    Row(Row),
}

/// A row of tiles: its caption (whose hand it is), the cells, and a note (a total, a row's
/// number).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Row {
    pub label: String,
    /// Each cell's tile, as an index into [`Spec::tiles`]; None leaves a gap.
    pub cells: Vec<Option<u8>>,
    pub note: String,
}

impl Row {
    /// A row with no caption stands on a line of its own (a hand alone, a grid's row); a
    /// captioned one may sit beside others.
    pub fn is_captioned(&self) -> bool {
        !self.label.is_empty()
    }
}

/// Why a payload is not a picture.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a picture: {0}")]
pub struct BadSpec(pub &'static str);

impl Spec {
    /// The tile's index in the palette, added if new; None once the palette is full.
    pub fn tile(&mut self, name: &str) -> Option<u8> {
        if let Some(at) = self.tiles.iter().position(|t| t == name) {
            return Some(at as u8);
        }
        if self.tiles.len() >= MAX_TILES || !super::super::emoji::Emoji::valid_name(name) {
            return None;
        }
        self.tiles.push(name.to_string());
        Some((self.tiles.len() - 1) as u8)
    }

    /// Adds a row of the tiles `names` under `label`, with `note`: an empty name leaves a gap.
    pub fn push_row(&mut self, label: &str, names: &[&str], note: &str) {
        let cells = names
            .iter()
            .map(|n| (!n.is_empty()).then(|| self.tile(n)).flatten())
            .collect();
        self.lines.push(Line::Row(Row {
            label: label.into(),
            cells,
            note: note.into(),
        }));
    }

    /// The rows of tiles, without the column letters.
    pub fn rows(&self) -> impl Iterator<Item = &Row> {
        self.lines.iter().filter_map(|line| match line {
            Line::Row(row) => Some(row),
            Line::Columns(_) => None,
        })
    }

    /// The tile name of a cell.
    pub fn name(&self, cell: Option<u8>) -> Option<&str> {
        self.tiles.get(usize::from(cell?)).map(String::as_str)
    }

    /// Whether the picture holds at least one tile.
    pub fn has_tiles(&self) -> bool {
        self.rows().any(|row| row.cells.iter().any(Option::is_some))
    }

    /// The payload the URL carries.
    pub fn encode(&self) -> String {
        let mut out = String::with_capacity(16 + 8 * self.tiles.len() + 32 * self.lines.len());
        out.push_str(VERSION);
        out.push('~');
        out.push_str(&self.tiles.join("."));
        for line in &self.lines {
            out.push('~');
            match line {
                Line::Columns(n) => {
                    let _ = write!(out, "#{n}");
                }
                Line::Row(row) => {
                    escape(&row.label, &mut out);
                    out.push('!');
                    for cell in &row.cells {
                        out.push(match cell {
                            Some(i) => char::from(ALPHABET[usize::from(*i)]),
                            None => '-',
                        });
                    }
                    out.push('!');
                    escape(&row.note, &mut out);
                }
            }
        }
        out
    }

    /// The picture a payload names, checked whole: anything else is refused.
    pub fn decode(payload: &str) -> Result<Spec, BadSpec> {
        let mut parts = payload.split('~');
        if parts.next() != Some(VERSION) {
            return Err(BadSpec("an unknown version"));
        }
        let palette = parts.next().ok_or(BadSpec("no palette"))?;
        let tiles: Vec<String> = palette.split('.').map(String::from).collect();
        if tiles.len() > MAX_TILES
            || !tiles
                .iter()
                .all(|t| super::super::emoji::Emoji::valid_name(t))
        {
            return Err(BadSpec("a bad palette"));
        }
        let mut lines = Vec::new();
        for part in parts {
            if lines.len() == MAX_LINES {
                return Err(BadSpec("too many lines"));
            }
            lines.push(line(part, tiles.len())?);
        }
        let spec = Spec { tiles, lines };
        if !spec.has_tiles() {
            return Err(BadSpec("no tile"));
        }
        Ok(spec)
    }
}

fn line(part: &str, palette: usize) -> Result<Line, BadSpec> {
    if let Some(count) = part.strip_prefix('#') {
        let n: u8 = count.parse().map_err(|_| BadSpec("a bad column count"))?;
        if n == 0 || usize::from(n) > MAX_CELLS || count != n.to_string() {
            return Err(BadSpec("a bad column count"));
        }
        return Ok(Line::Columns(n));
    }
    let mut fields = part.split('!');
    let (Some(label), Some(cells), Some(note), None) =
        (fields.next(), fields.next(), fields.next(), fields.next())
    else {
        return Err(BadSpec("a row is a caption, cells and a note"));
    };
    if cells.len() > MAX_CELLS {
        return Err(BadSpec("too many cells"));
    }
    let cells = cells
        .bytes()
        .map(|b| match b {
            b'-' => Ok(None),
            _ => ALPHABET
                .iter()
                .position(|&a| a == b)
                .filter(|&i| i < palette)
                .map(|i| Some(i as u8))
                .ok_or(BadSpec("a cell outside the palette")),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Line::Row(Row {
        label: unescape(label)?,
        cells,
        note: unescape(note)?,
    }))
}

/// `text` with every byte but ASCII letters and digits as `%XX`.
fn escape(text: &str, out: &mut String) {
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
}

fn unescape(text: &str) -> Result<String, BadSpec> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = text.get(i + 1..i + 3).ok_or(BadSpec("a cut escape"))?;
                if !hex.bytes().all(|h| h.is_ascii_hexdigit()) {
                    return Err(BadSpec("a bad escape"));
                }
                let byte = u8::from_str_radix(hex, 16).map_err(|_| BadSpec("a bad escape"))?;
                // One spelling for each text: upper-case escapes, and none for what needs none.
                if byte.is_ascii_alphanumeric() || hex.bytes().any(|h| h.is_ascii_lowercase()) {
                    return Err(BadSpec("an escape that is not needed"));
                }
                out.push(byte);
                i += 3;
            }
            b if b.is_ascii_alphanumeric() => {
                out.push(b);
                i += 1;
            }
            _ => return Err(BadSpec("a character that must be escaped")),
        }
    }
    let text = String::from_utf8(out).map_err(|_| BadSpec("text that is not UTF-8"))?;
    if text.chars().count() > MAX_TEXT {
        return Err(BadSpec("a text too long"));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sample() -> Spec {
        let mut spec = Spec::default();
        let ace = spec.tile("c_as").unwrap();
        let back = spec.tile("c_back").unwrap();
        assert_eq!(spec.tile("c_as"), Some(ace), "a tile is named once");
        spec.lines = vec![
            Line::Row(Row {
                label: "Dealer".into(),
                cells: vec![Some(ace), Some(back)],
                note: "· 11".into(),
            }),
            Line::Columns(7),
            Line::Row(Row {
                label: "Łukasz ~!%".into(),
                cells: vec![None, Some(back), None],
                note: String::new(),
            }),
        ];
        spec
    }

    #[test]
    fn a_picture_reads_back_from_its_payload() {
        let spec = sample();
        let payload = spec.encode();
        assert_eq!(
            payload,
            "1~c_as.c_back~Dealer!01!%C2%B7%2011~#7~%C5%81ukasz%20%7E%21%25!-1-!"
        );
        assert_eq!(Spec::decode(&payload), Ok(spec));
    }

    #[test]
    fn anything_else_is_refused() {
        for bad in [
            "",
            "2~c_as~!0!",
            "1~c_as",
            "1~C_AS~!0!",
            "1~c_as~!1!",
            "1~c_as~!0",
            "1~c_as~!0!!",
            "1~c_as~!-!",
            "1~c_as~a b!0!",
            "1~c_as~%41!0!",
            "1~c_as~%c5%81!0!",
            "1~c_as~%C5!0!",
            "1~c_as~%2!0!",
            "1~c_as~%+F!0!",
            "1~c_as~#0~!0!",
            "1~c_as~#07~!0!",
            "1~c_as~#27~!0!",
        ] {
            assert!(Spec::decode(bad).is_err(), "{bad:?} was read");
        }
        let long = format!("1~c_as~!{}!", "0".repeat(MAX_CELLS + 1));
        assert!(Spec::decode(&long).is_err());
        let many = format!("1~c_as{}", "~!0!".repeat(MAX_LINES + 1));
        assert!(Spec::decode(&many).is_err());
    }

    #[test]
    fn a_palette_holds_62_tiles() {
        let mut spec = Spec::default();
        for i in 0..MAX_TILES {
            assert_eq!(spec.tile(&format!("t_{i}")), Some(i as u8));
        }
        assert_eq!(spec.tile("t_more"), None);
        assert_eq!(spec.tile("Bad name"), None);
    }

    proptest! {
        /// Whatever the rows, the payload reads back as the same picture, and uses only
        /// characters a URL's path takes as they are.
        #[test]
        fn every_picture_round_trips(
            rows in prop::collection::vec(
                (".{0,20}", prop::collection::vec(prop::option::of(0u8..3), 1..=MAX_CELLS), ".{0,20}"),
                1..8,
            ),
            columns in prop::option::of(1u8..=26),
        ) {
            let mut spec = Spec { tiles: vec!["c_as".into(), "d_1k".into(), "cas_5m".into()], lines: vec![] };
            if let Some(n) = columns {
                spec.lines.push(Line::Columns(n));
            }
            for (label, mut cells, note) in rows {
                cells[0] = Some(0);
                spec.lines.push(Line::Row(Row { label, cells, note }));
            }
            let payload = spec.encode();
            prop_assert!(payload.is_ascii());
            prop_assert_eq!(Spec::decode(&payload), Ok(spec));
        }

        /// Any text is a picture or refused, never a panic.
        #[test]
        fn any_text_decodes_or_is_refused(payload in "1~[a-z_.]{0,12}(~[#!%A-Za-z0-9-]{0,12}){0,4}") {
            let _ = Spec::decode(&payload);
        }
    }
}
