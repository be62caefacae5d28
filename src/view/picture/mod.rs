//! The pictures style: each board's cards, dice and pieces drawn as one PNG, which the
//! board's panel shows by URL in a media gallery, with alt text that reads it.
//!
//! The games know nothing of it. In this style a game's view is drawn as in the emoji
//! style, with [`PICTURES`](super::emoji::map::PICTURES), whose every emoji is a placeholder (`<:c_qh:1>`).
//! [`show`] then takes each panel's rows of placeholders out of its text into the picture's
//! [`Spec`], leaves the rest of each line as text (a hand's owner and total, with its
//! cards written as text), and puts the signed URL ([`link`]) and the alt text on the
//! panel. Parlor's HTTP server draws the picture ([`draw`]) when Discord fetches it, not
//! when the click is answered.

pub mod draw;
pub mod link;
pub mod spec;

pub use link::Links;
pub use spec::{Line, Row, Spec};

use super::emoji::{EmojiMap, EmojiRef};
use super::{Button, Embed, Locale, Row as ViewRow, View};
use crate::engine::cards::Card;
use crate::t;
use serde::{Deserialize, Serialize};

/// The id of every emoji of [`PICTURES`](super::emoji::map::PICTURES): no emoji of Discord's has it (theirs
/// are snowflakes, far larger), so a placeholder is told from a real emoji.
pub const PLACEHOLDER_ID: u64 = 1;

/// The picture a panel shows under its board's text.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPicture {
    /// The signed URL Parlor serves it at.
    pub url: String,
    /// What it shows, read aloud by screen readers (at most 1,024 characters).
    pub description: String,
}

/// The most characters of alt text Discord takes.
pub const MAX_DESCRIPTION: usize = 1024;

/// What [`show`] needs: the links to sign, the emojis synced for the buttons, the moment
/// (the link's expiry counts from it) and the language of the alt text.
#[derive(Clone, Copy)]
pub struct Showing<'a> {
    pub links: &'a Links,
    /// Parlor's synced emojis, which a button keeps beside its label; None shows none.
    pub emojis: Option<&'a EmojiMap>,
    pub now: i64,
    pub locale: Locale,
}

/// Turns a view drawn with [`PICTURES`](super::emoji::map::PICTURES) into the pictures style: each panel's
/// rows of placeholders become its picture, and every other placeholder text (in a line
/// of words, a field, a button) what it shows in words or, on a button, the synced emoji.
pub fn show(view: &mut View, showing: &Showing) {
    let locale = showing.locale;
    for embed in &mut view.embeds {
        picture_panel(embed, showing);
        for text in [&mut embed.title, &mut embed.details] {
            as_text(text, locale);
        }
        for field in &mut embed.fields {
            as_text(&mut field.name, locale);
            as_text(&mut field.value, locale);
        }
        for section in &mut embed.sections {
            as_text(&mut section.text, locale);
            real_emoji(&mut section.button, showing.emojis);
        }
        if let Some(footer) = &mut embed.footer {
            as_text(footer, locale);
        }
    }
    if let Some(content) = &mut view.content {
        as_text(content, locale);
    }
    for row in &mut view.rows {
        if let ViewRow::Buttons(buttons) = row {
            for button in buttons {
                real_emoji(button, showing.emojis);
                as_text(&mut button.label, locale);
            }
        }
    }
}

/// The panel's rows of placeholders as its picture, if it has any and its URL fits.
fn picture_panel(embed: &mut Embed, showing: &Showing) {
    if !embed.description.contains(":1>") {
        return;
    }
    let (spec, text) = split(&embed.description, showing.locale);
    let url = spec
        .has_tiles()
        .then(|| showing.links.url(&spec.encode(), showing.now))
        .flatten();
    match url {
        Some(url) => {
            embed.description = text;
            embed.picture = Some(BoardPicture {
                url,
                description: alt_text(&spec, showing.locale),
            });
        }
        None => as_text(&mut embed.description, showing.locale),
    }
}

/// A button's placeholder emoji as the synced emoji of that name; where none is synced, a
/// card the button shows goes into its label (`Q♥ Hold`), as the text style has it.
fn real_emoji(button: &mut Button, emojis: Option<&EmojiMap>) {
    let Some(emoji) = button.emoji.take_if(|e| is_placeholder(e)) else {
        return;
    };
    button.emoji = emojis.and_then(|map| map.get(&emoji.name));
    if button.emoji.is_none()
        && let Some(card) = card(&emoji.name)
    {
        button.label = format!("{card} {}", button.label);
    }
}

/// One piece of a line of a board's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece<'a> {
    Tile(&'a str),
    /// A Unicode square a grid shows where there is no cell (a solitaire board's corners).
    Blank,
    Char(char),
}

/// The Unicode squares a board in the emoji style may still hold, each a cell.
const BLANKS: [char; 9] = ['⬛', '⬜', '🟥', '🟦', '🟩', '🟨', '🟪', '🔵', '⚪'];

fn pieces(line: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::with_capacity(line.len());
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if let Some((name, after)) = placeholder(rest) {
            out.push(Piece::Tile(name));
            rest = after;
            continue;
        }
        out.push(if BLANKS.contains(&c) {
            Piece::Blank
        } else {
            Piece::Char(c)
        });
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// `<:name:1>` at the start of `text`: the name, and what follows.
fn placeholder(text: &str) -> Option<(&str, &str)> {
    let body = text.strip_prefix("<:")?;
    let end = body.find(':')?;
    let name = &body[..end];
    let after = body[end..].strip_prefix(":1>")?;
    super::emoji::Emoji::valid_name(name).then_some((name, after))
}

fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{200B}'
}

/// A line of column letters over a grid (`🇦​🇧​🇨`): how many.
fn column_letters(line: &str) -> Option<u8> {
    let mut count = 0u8;
    for c in line.chars() {
        if ('\u{1F1E6}'..='\u{1F1FF}').contains(&c) {
            count = count.checked_add(1)?;
        } else if !is_space(c) {
            return None;
        }
    }
    (count > 0).then_some(count)
}

/// The picture's lines from a board's text, and the text left: a line of tiles alone (a
/// hand, the dice, a grid's row with its number) leaves the text; a line with words
/// keeps them, its tiles in words.
fn split(description: &str, locale: Locale) -> (Spec, String) {
    let mut spec = Spec::default();
    let mut text: Vec<String> = Vec::new();
    let lines: Vec<&str> = description.split('\n').collect();
    for (at, line) in lines.iter().enumerate() {
        let row = (spec.lines.len() < spec::MAX_LINES)
            .then(|| tile_row(line, &mut spec))
            .flatten();
        let Some(row) = row else {
            let over_grid = column_letters(line).filter(|_| {
                lines.get(at + 1).is_some_and(|next| {
                    next.contains(":1>") && spec.lines.len() + 1 < spec::MAX_LINES
                })
            });
            match over_grid {
                Some(n) => spec.lines.push(Line::Columns(n.min(spec::MAX_CELLS as u8))),
                None => {
                    let mut line = line.to_string();
                    as_text(&mut line, locale);
                    text.push(line);
                }
            }
            continue;
        };
        let says_more = !row.label.is_empty() || row.note.chars().any(|c| c.is_alphabetic());
        if says_more {
            let mut line = line.to_string();
            as_text(&mut line, locale);
            text.push(line);
        }
        spec.lines.push(Line::Row(row));
    }
    // The text left, without the blank lines the rows left behind at its ends or doubled.
    let mut out = String::with_capacity(description.len());
    let mut blank = false;
    for line in text {
        if line.trim().is_empty() {
            blank = !out.is_empty();
            continue;
        }
        if blank {
            out.push('\n');
            blank = false;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&line);
    }
    (spec, out)
}

/// The row of tiles a line holds, with its caption (the words before) and its note (the
/// words after); None if it holds none, or more than a row takes.
fn tile_row(line: &str, spec: &mut Spec) -> Option<Row> {
    if !line.contains(":1>") {
        return None;
    }
    let pieces = pieces(line);
    let first = pieces.iter().position(|p| matches!(p, Piece::Tile(_)))?;
    let last = pieces.iter().rposition(|p| matches!(p, Piece::Tile(_)))?;
    // The squares next to the tiles (spaces between allowed) are cells of the row too.
    let mut start = first;
    let mut i = first;
    while i > 0 {
        i -= 1;
        match pieces[i] {
            Piece::Blank => start = i,
            Piece::Char(c) if is_space(c) => {}
            _ => break,
        }
    }
    let mut end = last;
    let mut i = last;
    while i + 1 < pieces.len() {
        i += 1;
        match pieces[i] {
            Piece::Blank => end = i,
            Piece::Char(c) if is_space(c) => {}
            _ => break,
        }
    }
    let mut tiles = spec.clone();
    let mut cells = Vec::new();
    for piece in &pieces[start..=end] {
        match piece {
            Piece::Tile(name) => cells.push(Some(tiles.tile(name)?)),
            Piece::Blank => cells.push(None),
            Piece::Char(_) => {}
        }
    }
    if cells.len() > spec::MAX_CELLS {
        return None;
    }
    let words = |pieces: &[Piece]| -> String {
        pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Char(c) => Some(*c),
                Piece::Blank => Some('□'),
                Piece::Tile(_) => None,
            })
            .collect()
    };
    *spec = tiles;
    Some(Row {
        label: caption(&words(&pieces[..start])),
        cells,
        note: caption(&words(&pieces[end + 1..])),
    })
}

/// Words of a board's line as a caption in the picture: without markdown or mentions, the
/// punctuation that tied them to the cards trimmed, cut to [`spec::MAX_TEXT`] characters.
fn caption(words: &str) -> String {
    let mut plain = String::with_capacity(words.len());
    let mut rest = words;
    while let Some(c) = rest.chars().next() {
        // A mention or a timestamp (`<@123>`, `<t:…:R>`) says nothing in a picture.
        if c == '<'
            && let Some(end) = rest.find('>')
            && rest[1..end].starts_with(['@', '#', 't', 'a', ':'])
        {
            rest = &rest[end + 1..];
            continue;
        }
        if !matches!(c, '*' | '`' | '|' | '~') && !(c == '_' && rest.starts_with("__")) {
            plain.push(if is_space(c) { ' ' } else { c });
        }
        rest = &rest[c.len_utf8()..];
    }
    let trim: &[char] = &[' ', ':', '·', '—', '–', '-', ',', '□'];
    let words: Vec<&str> = plain.split(' ').filter(|w| !w.is_empty()).collect();
    let joined = words.join(" ");
    let shown = joined.trim_matches(trim);
    if shown.chars().count() <= spec::MAX_TEXT {
        return shown.to_string();
    }
    let cut: String = shown.chars().take(spec::MAX_TEXT - 1).collect();
    format!("{}…", cut.trim_end())
}

/// Every placeholder in `text` as what it shows: a card as `Q♥`, anything else in words.
pub fn as_text(text: &mut String, locale: Locale) {
    if !text.contains(":1>") {
        return;
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find("<:") {
        out.push_str(&rest[..at]);
        match placeholder(&rest[at..]) {
            Some((name, after)) => {
                out.push_str(&short_name(name, locale));
                rest = after;
            }
            None => {
                out.push_str("<:");
                rest = &rest[at + 2..];
            }
        }
    }
    out.push_str(rest);
    *text = out;
}

/// The card an emoji name shows (`c_qh`), if it shows one.
fn card(name: &str) -> Option<Card> {
    name.strip_prefix("c_").and_then(Card::parse)
}

/// A tile as a line of text shows it: a card as `Q♥`, the back as `🂠`, anything else by
/// its name in words.
fn short_name(name: &str, locale: Locale) -> String {
    match card(name) {
        Some(card) => card.to_string(),
        None if name == super::emoji::cards::BACK_NAME => "🂠".into(),
        None => spoken(name, locale),
    }
}

/// A tile's name read aloud: `queen of hearts`, `5, kept`.
pub fn spoken(name: &str, locale: Locale) -> String {
    match card(name) {
        Some(card) => t!(
            locale,
            "pic-card",
            rank = crate::locale::i18n::text(
                locale,
                &format!("pic-rank-{}", card.code()[..1].to_lowercase()),
                &[]
            ),
            suit = crate::locale::i18n::text(
                locale,
                &format!("pic-suit-{}", card.code()[1..].to_lowercase()),
                &[]
            )
        ),
        None => crate::locale::i18n::text(locale, &format!("pic-{name}"), &[]),
    }
}

/// The alt text: each row read aloud, `Dealer · 17: ace of spades, face-down card`, a run
/// of the same tile counted (`3 × peg`).
pub fn alt_text(spec: &Spec, locale: Locale) -> String {
    let mut rows = Vec::new();
    for row in spec.rows() {
        let mut said: Vec<String> = Vec::new();
        let mut cells = row.cells.iter().filter_map(|&c| spec.name(c)).peekable();
        while let Some(name) = cells.next() {
            let mut count = 1;
            while cells.next_if_eq(&name).is_some() {
                count += 1;
            }
            let word = spoken(name, locale);
            said.push(if count > 1 {
                t!(locale, "pic-run", count = count, name = word)
            } else {
                word
            });
        }
        let tiles = said.join(", ");
        let caption = match (row.label.is_empty(), row.note.is_empty()) {
            (false, false) => format!("{} {}", row.label, row.note),
            (false, true) => row.label.clone(),
            (true, false) if row.note.chars().all(|c| c.is_ascii_digit()) => {
                t!(locale, "pic-grid-row", row = row.note.as_str())
            }
            (true, false) => row.note.clone(),
            (true, true) => String::new(),
        };
        rows.push(if caption.is_empty() {
            tiles
        } else {
            t!(locale, "pic-row", caption = caption, tiles = tiles)
        });
    }
    let text = rows.join(". ");
    if text.chars().count() <= MAX_DESCRIPTION {
        return text;
    }
    let cut: String = text.chars().take(MAX_DESCRIPTION - 1).collect();
    format!("{cut}…")
}

/// Whether `emoji` is a placeholder of the pictures style.
pub fn is_placeholder(emoji: &EmojiRef) -> bool {
    emoji.id == PLACEHOLDER_ID
}
