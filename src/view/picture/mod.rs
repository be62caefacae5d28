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
    /// The members' names by id, for the mentions a caption holds (`<@123>`).
    pub names: &'a [(u64, &'a str)],
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
            real_emoji(&mut section.button, showing.emojis, locale);
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
                real_emoji(button, showing.emojis, locale);
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
    let (spec, text) = split(&embed.description, showing.locale, showing.names);
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

/// A button's placeholder emoji as the synced emoji of that name; where none is synced,
/// what it showed goes into its label as text (`Q♥ Hold`, `3 Keep`): a card by its own
/// letters, another tile by its game's short word for it (`pic-short-<name>`), if it has one.
fn real_emoji(button: &mut Button, emojis: Option<&EmojiMap>, locale: Locale) {
    let Some(emoji) = button.emoji.take_if(|e| is_placeholder(e)) else {
        return;
    };
    button.emoji = emojis.and_then(|map| map.get(&emoji.name));
    if button.emoji.is_some() {
        return;
    }
    let short = match card(&emoji.name) {
        Some(card) => Some(card.to_string()),
        None => crate::locale::i18n::lookup(locale, &format!("pic-short-{}", emoji.name)),
    };
    if let Some(short) = short {
        button.label = format!("{short} {}", button.label);
    }
}

/// One piece of a line of a board's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece<'a> {
    Tile(&'a str),
    /// A Unicode square a grid shows where there is no cell (a board's corners).
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
fn split(description: &str, locale: Locale, names: &[(u64, &str)]) -> (Spec, String) {
    let mut spec = Spec::default();
    let mut text: Vec<String> = Vec::new();
    let lines: Vec<&str> = description.split('\n').collect();
    // Whether the lines above are a grid's (its letters or its rows): a row of it emptied
    // (a column's top cleared) is still one of its rows.
    let mut in_grid = false;
    for (at, line) in lines.iter().enumerate() {
        let room = spec.lines.len() < spec::MAX_LINES;
        let row = room.then(|| tile_row(line, &mut spec, names)).flatten();
        let row = row.or_else(|| {
            room.then(|| in_grid.then(|| empty_row(line)))
                .flatten()
                .flatten()
        });
        let Some((row, worded)) = row else {
            in_grid = false;
            let over_grid = column_letters(line).filter(|_| {
                let below = lines[at + 1..]
                    .iter()
                    .find(|next| empty_row(next).is_none());
                below.is_some_and(|next| next.contains(":1>"))
                    && spec.lines.len() + 1 < spec::MAX_LINES
            });
            match over_grid {
                Some(n) => {
                    spec.lines.push(Line::Columns(n.min(spec::MAX_CELLS as u8)));
                    in_grid = true;
                }
                None => {
                    let mut line = line.to_string();
                    as_text(&mut line, locale);
                    text.push(line);
                }
            }
            continue;
        };
        if worded {
            let mut line = line.to_string();
            as_text(&mut line, locale);
            text.push(line);
        }
        in_grid = in_grid || (row.label.is_empty() && !row.note.is_empty());
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
fn tile_row(line: &str, spec: &mut Spec, names: &[(u64, &str)]) -> Option<(Row, bool)> {
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
            Piece::Char(c) if is_space(*c) => {}
            // Words between the tiles: the line is not a row, and stays text.
            Piece::Char(_) => return None,
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
    let (before, after) = (words(&pieces[..start]), words(&pieces[end + 1..]));
    // A line whose words say more than a row's number stays in the text too: whose hand it
    // is (even when the picture cannot name them), a total, a result.
    let worded = before.chars().any(|c| c.is_alphanumeric() || c == '<')
        || after.chars().any(char::is_alphabetic);
    let row = Row {
        label: caption(&before, names),
        cells,
        note: caption(&after, names),
    };
    Some((row, worded))
}

/// A grid's row with nothing left in it (`⬛⬛⬛ 1`): its squares as gaps, its number.
fn empty_row(line: &str) -> Option<(Row, bool)> {
    let (squares, number) = line.trim_end().rsplit_once(' ').unwrap_or((line, ""));
    let cells = squares.chars().filter(|&c| !is_space(c)).count();
    let blank = squares.chars().all(|c| BLANKS.contains(&c) || is_space(c));
    let numbered = number.chars().all(|c| c.is_ascii_digit());
    (blank && numbered && (1..=spec::MAX_CELLS).contains(&cells)).then(|| {
        let row = Row {
            label: String::new(),
            cells: vec![None; cells],
            note: number.to_string(),
        };
        (row, false)
    })
}

/// Words of a board's line as a caption in the picture: without markdown, a member's
/// mention as their name (`names`) and any other markup left out, the punctuation that tied
/// them to the cards trimmed, cut to [`spec::MAX_TEXT`] characters.
fn caption(words: &str, names: &[(u64, &str)]) -> String {
    let mut plain = String::with_capacity(words.len());
    let mut rest = words;
    while let Some(c) = rest.chars().next() {
        // A mention or a timestamp (`<@123>`, `<t:…:R>`): a picture shows no markup.
        if c == '<'
            && let Some(end) = rest.find('>')
            && rest[1..end].starts_with(['@', '#', 't', 'a', ':'])
        {
            let member = rest[1..end]
                .strip_prefix('@')
                .map(|id| id.trim_start_matches('!'))
                .and_then(|id| id.parse::<u64>().ok())
                .and_then(|id| names.iter().find(|(known, _)| *known == id));
            if let Some((_, name)) = member {
                plain.push_str(name);
            }
            rest = &rest[end + 1..];
            continue;
        }
        // Markdown's marks: bold, code, spoilers, strikes, and underlines (`__`, a single
        // `_` being part of a name).
        if let Some(after) = rest.strip_prefix("__") {
            rest = after;
            continue;
        }
        if !matches!(c, '*' | '`' | '|' | '~') {
            plain.push(if is_space(c) { ' ' } else { c });
        }
        rest = &rest[c.len_utf8()..];
    }
    // The punctuation that tied the words to the cards, and the marks of whose turn it is,
    // which the picture's order and the text already show.
    let trim: &[char] = &[' ', ':', '·', '—', '–', ',', '□', '▶'];
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

/// A tile's name read aloud: `queen of hearts`, `die 5 (kept)`.
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
/// of the same tile counted (`3 × peg`); under column letters, a grid's row by its columns
/// (`Row 4: A–C peg, D hole to jump into, E–G peg`).
pub fn alt_text(spec: &Spec, locale: Locale) -> String {
    let mut rows = Vec::new();
    let mut grid = false;
    for line in &spec.lines {
        let row = match line {
            Line::Columns(_) => {
                grid = true;
                continue;
            }
            Line::Row(row) => row,
        };
        let tiles = if grid {
            by_columns(spec, row, locale)
        } else {
            counted(spec, row, locale)
        };
        if tiles.is_empty() {
            // A grid's emptied row: nothing to read.
            continue;
        }
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

/// A row's tiles read in order, a run of the same one counted (`3 × peg`).
fn counted(spec: &Spec, row: &Row, locale: Locale) -> String {
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
    said.join(", ")
}

/// A grid's row read by its columns: each run of the same tile with the letters it spans
/// (`A–C peg`), the gaps left out.
fn by_columns(spec: &Spec, row: &Row, locale: Locale) -> String {
    let letter = |i: usize| char::from(b'A' + i.min(25) as u8);
    let mut said: Vec<String> = Vec::new();
    let mut i = 0;
    while i < row.cells.len() {
        let Some(name) = spec.name(row.cells[i]) else {
            i += 1;
            continue;
        };
        let start = i;
        while i + 1 < row.cells.len() && row.cells[i + 1] == row.cells[start] {
            i += 1;
        }
        let span = if i > start {
            format!("{}–{}", letter(start), letter(i))
        } else {
            letter(start).to_string()
        };
        said.push(format!("{span} {}", spoken(name, locale)));
        i += 1;
    }
    said.join(", ")
}

/// Whether `emoji` is a placeholder of the pictures style.
pub fn is_placeholder(emoji: &EmojiRef) -> bool {
    emoji.id == PLACEHOLDER_ID
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::Style;
    use crate::view::emoji::map::PICTURES;

    fn links() -> Links {
        Links::new("https://parlor.example/pictures", b"the tests' key", 30)
    }

    fn showing<'a>(links: &'a Links, emojis: Option<&'a EmojiMap>) -> Showing<'a> {
        Showing {
            links,
            emojis,
            now: 1_780_000_000,
            locale: Locale::En,
            names: &[(7, "Zoë")],
        }
    }

    /// A board as the emoji style writes it with placeholders.
    fn p(name: &str) -> String {
        format!("<:{name}:1>")
    }

    #[test]
    fn a_hands_words_stay_and_its_cards_become_the_picture() {
        crate::testing::registry();
        let text = format!(
            "Round 2\nDealer: {} {} — 10\n\n▶ **Alice** {} {} — 16 · bet 10 chips\n\nShoe: 304 cards left.",
            p("c_qh"),
            p("c_back"),
            p("c_6c"),
            p("c_td")
        );
        let (spec, left) = split(&text, Locale::En, &[]);
        assert_eq!(
            left,
            "Round 2\nDealer: Q♥ 🂠 — 10\n\n▶ **Alice** 6♣ 10♦ — 16 · bet 10 chips\n\nShoe: 304 cards left."
        );
        let rows: Vec<&Row> = spec.rows().collect();
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[0].label.as_str(), rows[0].note.as_str()),
            ("Dealer", "10")
        );
        assert_eq!(
            (rows[1].label.as_str(), rows[1].note.as_str()),
            ("Alice", "16 · bet 10 chips")
        );
        let names: Vec<&str> = rows[1].cells.iter().filter_map(|&c| spec.name(c)).collect();
        assert_eq!(names, ["c_6c", "c_td"]);
        assert_eq!(
            alt_text(&spec, Locale::En),
            "Dealer 10: queen of hearts, face-down card. Alice 16 · bet 10 chips: six of clubs, ten of diamonds"
        );
    }

    /// A grid whose top rows are emptied (its columns' tops cleared) keeps its
    /// letters and every row in the picture.
    #[test]
    fn an_emptied_row_of_a_grid_stays_in_the_picture() {
        crate::testing::registry();
        let header = crate::view::format::column_header(2);
        let text = format!(
            "Score: 4\n{header}\n⬛⬛ 1\n⬛⬛ 2\n{}{} 3",
            p("cas_1"),
            p("cas_2m")
        );
        let (spec, left) = split(&text, Locale::En, &[]);
        assert_eq!(left, "Score: 4");
        assert_eq!(spec.lines[0], Line::Columns(2));
        let rows: Vec<&Row> = spec.rows().collect();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].cells, [None, None]);
        assert_eq!(alt_text(&spec, Locale::En), "Row 3: A red, B blue (hinted)");
    }

    /// Words between the tiles keep the line as text; a negative amount keeps its sign.
    #[test]
    fn a_line_with_words_between_its_tiles_stays_text() {
        crate::testing::registry();
        let text = format!(
            "Split: {} and {}\nAlice {} {} · -20",
            p("c_as"),
            p("c_ks"),
            p("c_2d"),
            p("c_2h")
        );
        let (spec, left) = split(&text, Locale::En, &[]);
        assert!(left.starts_with("Split: A♠ and K♠\n"));
        let rows: Vec<&Row> = spec.rows().collect();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].note, "-20");
    }

    #[test]
    fn a_mention_is_captioned_by_the_members_name() {
        crate::testing::registry();
        let text = format!(
            "<@7>: {} {} — Pair (3)\n<@8>: {} {}",
            p("c_6c"),
            p("c_3c"),
            p("c_2d"),
            p("c_2h")
        );
        let (spec, _) = split(&text, Locale::En, &[(7, "Zoë")]);
        let rows: Vec<&Row> = spec.rows().collect();
        assert_eq!(
            (rows[0].label.as_str(), rows[0].note.as_str()),
            ("Zoë", "Pair (3)")
        );
        assert_eq!(
            rows[1].label, "",
            "an unknown member's mention shows nothing"
        );
    }

    #[test]
    fn a_grid_leaves_the_text_whole_with_its_letters_and_numbers() {
        crate::testing::registry();
        let header = crate::view::format::column_header(3);
        let text = format!(
            "Pegs left: 4\n{header}\n⬛{}⬛ 1\n{}{}{} 2\n⬛{}⬛ 3\nYour move.",
            p("sol_peg"),
            p("sol_peg"),
            p("sol_hole"),
            p("sol_to"),
            p("sol_peg")
        );
        let (spec, left) = split(&text, Locale::En, &[]);
        assert_eq!(left, "Pegs left: 4\nYour move.");
        assert_eq!(spec.lines[0], Line::Columns(3));
        let rows: Vec<&Row> = spec.rows().collect();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].cells.len(), 3, "the corners are cells too");
        assert_eq!(rows[0].cells[0], None);
        assert_eq!(rows[2].note, "3");
        assert_eq!(
            alt_text(&spec, Locale::En),
            "Row 1: B peg. Row 2: A peg, B hole, C hole to jump into. Row 3: B peg"
        );
        // Letters with nothing under them stay text.
        let (spec, left) = split(&header, Locale::En, &[]);
        assert!(spec.lines.is_empty());
        assert_eq!(left, header);
    }

    #[test]
    fn the_pictures_style_leaves_no_placeholder_and_keeps_synced_emojis() {
        crate::testing::registry();
        // A card named in a sentence is text already (`RenderCtx::card_named`).
        let mut view = View::embed(
            "A machine",
            format!("{}{}\nHeld: A♠", p("c_as"), p("c_ks")),
            0,
        );
        view.embeds[0].fields = vec![super::super::Field {
            name: "Best".into(),
            value: p("d_5k"),
            inline: false,
        }];
        let hold = |card: &str| {
            Button::new("hold", "Hold", Style::Secondary).with_emoji(PICTURES.get(card))
        };
        view.rows = vec![ViewRow::Buttons(vec![hold("c_as"), hold("c_ks")])];
        let synced = EmojiMap::new([("c_as".to_string(), 1_300_000_000_000_000_001)]);
        let links = links();
        show(&mut view, &showing(&links, Some(&synced)));
        let json = serde_json::to_string(&view.message_json(false)).unwrap();
        assert!(!json.contains(":1>"), "{json}");
        let embed = &view.embeds[0];
        assert_eq!(embed.description, "Held: A♠");
        assert_eq!(embed.fields[0].value, "die 5 (kept)");
        let picture = embed.picture.as_ref().expect("a picture");
        assert_eq!(picture.description, "ace of spades, king of spades");
        let path = picture
            .url
            .strip_prefix("https://parlor.example/pictures/")
            .unwrap();
        let payload = links.open(path, 1_780_000_000).expect("signed");
        assert_eq!(Spec::decode(&payload).unwrap().tiles, ["c_as", "c_ks"]);
        let ViewRow::Buttons(buttons) = &view.rows[0] else {
            panic!("buttons")
        };
        assert_eq!(
            buttons[0].emoji,
            synced.get("c_as"),
            "the synced emoji kept"
        );
        assert_eq!(buttons[0].label, "Hold");
        assert_eq!(
            (buttons[1].emoji.as_ref(), buttons[1].label.as_str()),
            (None, "K♠ Hold")
        );
    }

    #[test]
    fn a_board_too_large_for_a_link_stays_text() {
        crate::testing::registry();
        // 30 hands under long Polish names, each of their letters escaped in the URL: past
        // what a URL of 2,048 characters holds.
        let line = format!(
            "Źdźbło Żółć Gęśla Jaźń Ćma Łódź Śnieg: {}{}",
            p("c_2s"),
            p("c_3s")
        );
        let text = vec![line; 30].join("\n");
        let mut view = View::embed("Big", text, 0);
        show(&mut view, &showing(&links(), None));
        assert!(
            view.embeds[0].picture.is_none(),
            "{:?}",
            view.embeds[0].picture.as_ref().map(|p| p.url.len())
        );
        assert!(!view.embeds[0].description.contains(":1>"));
        assert!(view.embeds[0].description.ends_with("Śnieg: 2♠3♠"));
    }

    #[test]
    fn alt_text_is_cut_at_discords_limit() {
        crate::testing::registry();
        let mut spec = Spec::default();
        for _ in 0..30 {
            let cells = ["c_as", "c_kd", "c_qh", "c_jc", "c_ts"]
                .iter()
                .map(|n| spec.tile(n))
                .collect();
            spec.lines.push(Line::Row(Row {
                label: "A seat with a long name".into(),
                cells,
                note: String::new(),
            }));
        }
        let alt = alt_text(&spec, Locale::En);
        assert_eq!(alt.chars().count(), MAX_DESCRIPTION);
        assert!(alt.ends_with('…'));
    }

    /// Every tile Parlor draws is read aloud in every language, from its own words.
    #[test]
    fn every_tile_has_its_spoken_name_in_every_language() {
        let registry = crate::testing::registry();
        for &locale in Locale::ALL {
            let mut said = std::collections::BTreeSet::new();
            for emoji in registry.emojis() {
                let ids: Vec<String> = match card(&emoji.name) {
                    Some(card) => {
                        let code = card.code().to_lowercase();
                        vec![
                            format!("pic-rank-{}", &code[..1]),
                            format!("pic-suit-{}", &code[1..]),
                        ]
                    }
                    None => vec![format!("pic-{}", emoji.name)],
                };
                for id in ids {
                    assert!(
                        crate::locale::i18n::lookup(locale, &id).is_some(),
                        "{locale:?} lacks {id}"
                    );
                }
                assert!(
                    said.insert(spoken(&emoji.name, locale)),
                    "{} said twice",
                    emoji.name
                );
            }
        }
        assert_eq!(spoken("c_qh", Locale::Fr), "dame de cœur");
        assert_eq!(spoken("c_qh", Locale::Pl), "dama kier");
    }
}
