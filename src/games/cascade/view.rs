//! Cascade as members see it: the board as coloured squares with coordinates, the score,
//! the day's par, and a menu of the groups, largest first.

use crate::engine::cascade::board::{Cell, Group};
use crate::engine::cascade::play::{Action, Cascade, Ending, MENU};
use crate::games::GameView;
use crate::store::KindStats;
use crate::t;
use crate::view::emoji::EmojiMap;
use crate::view::format::column_header;
use crate::view::game::RenderCtx;
use crate::view::{Button, Embed, Locale, Row, Select, SelectOption, Style, View, colour};

const COLOURS: [&str; 5] = ["🟥", "🟦", "🟩", "🟨", "🟪"];
const EMPTY: &str = "⬛";
const HINTED: &str = "⬜";

/// A colour's square (colours 1 to 5).
pub fn square(colour: u8) -> &'static str {
    match colour {
        1..=5 => COLOURS[colour as usize - 1],
        _ => EMPTY,
    }
}

fn colour_name(l: Locale, colour: u8) -> String {
    crate::locale::i18n::text(l, &format!("cas-colour-{colour}"), &[])
}

/// The board: column letters above, row numbers (from the top) at the right. With
/// `pictures` (the emoji style), each block is Parlor's emoji of its colour; else a square.
pub fn grid(game: &Cascade, pictures: Option<&EmojiMap>) -> String {
    let board = &game.board;
    // The hinted group is named in the text; its cell stands out on the board.
    let hinted = game.hint.as_ref().map(|g| g.cell);
    let mut lines = vec![column_header(board.width())];
    for row in 0..board.height() {
        let mut line = String::new();
        for col in 0..board.width() {
            let cell = Cell { col, row };
            let colour = board.get(cell);
            let marked = hinted == Some(cell);
            let picture = pictures
                .filter(|_| (1..=5).contains(&colour))
                .and_then(|map| map.get(&super::emoji::name(colour, marked)));
            match picture {
                Some(emoji) => line.push_str(&emoji.to_string()),
                None if marked => line.push_str(HINTED),
                None => line.push_str(square(colour)),
            }
        }
        line.push_str(&format!(" {}", row + 1));
        lines.push(line);
    }
    lines.join("\n")
}

fn group_label(l: Locale, group: &Group) -> String {
    t!(
        l,
        "cas-group",
        square = square(group.colour),
        size = group.size,
        points = group.points,
        cell = group.cell.to_string()
    )
}

fn status_lines(ctx: &RenderCtx, game: &Cascade) -> Vec<String> {
    let l = ctx.locale;
    let mut lines = vec![t!(
        l,
        "cas-status",
        score = game.score(),
        blocks = game.board.blocks(),
        moves = game.moves.len(),
        undos = game.undos
    )];
    if let Some(daily) = &game.daily {
        // Shown once worked out: a board started before its day's par plays without one.
        if let Some(par) = daily.par {
            lines.push(t!(l, "cas-par", par = par));
        }
        if !daily.scored {
            lines.push(t!(l, "cas-practice"));
        } else if game.hints > 0 {
            lines.push(t!(l, "hints-unranked", hints = game.hints));
        }
    }
    match game.end {
        Some(ending) => lines.push(match ending {
            Ending::NoMoves if game.board.is_cleared() => {
                t!(l, "cas-cleared", score = game.score())
            }
            Ending::NoMoves => t!(
                l,
                "cas-no-moves",
                score = game.score(),
                blocks = game.board.blocks()
            ),
            Ending::GaveUp => t!(l, "cas-gave-up", score = game.score()),
            Ending::Expired => t!(l, "cas-expired", score = game.score()),
        }),
        None => {
            if let Some(group) = &game.hint {
                lines.push(t!(
                    l,
                    "cas-hint",
                    colour = colour_name(l, group.colour),
                    size = group.size,
                    cell = group.cell.to_string(),
                    points = group.points
                ));
            }
        }
    }
    lines
}

fn menu_rows(ctx: &RenderCtx, game: &Cascade) -> Vec<Row> {
    let l = ctx.locale;
    let groups = game.groups();
    let mut rows = Vec::new();
    if groups.is_empty() {
        return rows;
    }
    let pages = groups.len().div_ceil(MENU);
    let page = (game.page as usize).min(pages - 1);
    let shown = &groups[page * MENU..((page + 1) * MENU).min(groups.len())];
    rows.push(Row::Select(Select {
        custom_id: ctx.select_id(&Action::Remove(shown[0].cell)),
        placeholder: if pages > 1 {
            t!(
                l,
                "cas-choose-paged",
                count = groups.len(),
                page = page + 1,
                pages = pages
            )
        } else {
            t!(l, "cas-choose", count = groups.len())
        },
        options: shown
            .iter()
            .map(|g| SelectOption {
                label: group_label(l, g),
                value: g.cell.to_string(),
                description: None,
                default: false,
            })
            .collect(),
        min_values: 1,
        max_values: 1,
    }));
    let mut controls = Vec::new();
    if pages > 1 {
        controls.push(
            Button::new(
                ctx.id(&Action::Page(page.saturating_sub(1) as u8)),
                t!(l, "menu-previous"),
                Style::Secondary,
            )
            .disabled(page == 0),
        );
        controls.push(
            Button::new(
                ctx.id(&Action::Page((page + 1).min(pages - 1) as u8)),
                t!(l, "menu-next"),
                Style::Secondary,
            )
            .disabled(page + 1 >= pages),
        );
    }
    controls.push(Button::new(
        ctx.id(&Action::Hint),
        t!(l, "puzzle-hint"),
        Style::Success,
    ));
    controls.push(
        Button::new(
            ctx.id(&Action::Undo),
            t!(l, "puzzle-undo"),
            Style::Secondary,
        )
        .disabled(game.moves.is_empty()),
    );
    controls.push(Button::new(
        ctx.id(&Action::GiveUp),
        t!(l, "puzzle-give-up"),
        Style::Danger,
    ));
    rows.push(Row::Buttons(controls));
    rows
}

/// The most squares a shared result shows; the rest are counted.
const SHARED_SQUARES: usize = 40;

/// A square of each group's colour, in the order the board was played (replayed from the
/// board as dealt).
fn played_squares(game: &Cascade) -> String {
    let mut board = game.initial.clone();
    let mut squares = String::new();
    for (n, &cell) in game.moves.iter().enumerate() {
        let colour = board.get(cell);
        if board.remove(cell).is_err() {
            break;
        }
        if n < SHARED_SQUARES {
            squares.push_str(square(colour));
        }
    }
    if game.moves.len() > SHARED_SQUARES {
        squares.push_str(&format!(" +{}", game.moves.len() - SHARED_SQUARES));
    }
    squares
}

/// The date of a day number (days since 1970-01-01), `2026-11-22`: the proleptic Gregorian
/// calendar, by Howard Hinnant's civil-from-days algorithm.
pub fn date_of(day: i64) -> String {
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

impl GameView for Cascade {
    const COLOUR: u32 = 0x3498DB;

    const START: &'static str = "/cascade play";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        let title = match &self.daily {
            Some(daily) => t!(l, "cas-title-daily", date = date_of(daily.day)),
            None => t!(
                l,
                "cas-title",
                width = self.board.width(),
                height = self.board.height(),
                colours = self.board.colours()
            ),
        };
        let status = status_lines(ctx, self).join("\n");
        let colour = match self.end {
            None if ctx.is_open() => Self::COLOUR,
            Some(_) if self.board.is_cleared() => colour::WIN,
            _ => colour::CLOSED,
        };
        let rows = if ctx.is_open() && self.end.is_none() {
            menu_rows(ctx, self)
        } else {
            Vec::new()
        };
        let view = |pictures: Option<&EmojiMap>| View {
            embeds: vec![Embed {
                title: title.clone(),
                description: format!("{}\n\n{status}", grid(self, pictures)),
                colour,
                ..Embed::default()
            }],
            rows: rows.clone(),
            ..View::default()
        };
        // A large board's emoji markup can pass the message's limits (4,000 characters of
        // text): measured on the message itself, it then keeps the squares.
        match ctx.emojis.map(|map| view(Some(map))) {
            Some(pictures) if pictures.check_limits().is_ok() => pictures,
            _ => view(None),
        }
    }

    /// The scored daily attempt: its date, the score against the par, and a square of each
    /// group's colour in the order the board was played.
    fn share(&self, ctx: &RenderCtx) -> Option<View> {
        let daily = self.daily.as_ref().filter(|d| d.scored)?;
        self.end.as_ref()?;
        let l = ctx.locale;
        let score = i64::from(self.score());
        let against = match daily.par {
            Some(par) => t!(
                l,
                "cas-share-par",
                par = i64::from(par),
                diff = crate::view::format::signed(l, score - i64::from(par))
            ),
            None => t!(l, "cas-share-no-par"),
        };
        let mut lines = vec![
            t!(l, "cas-share-score", score = score, against = against),
            played_squares(self),
        ];
        lines.push(if self.board.is_cleared() {
            t!(l, "cas-share-cleared")
        } else {
            t!(l, "cas-share-left", blocks = i64::from(self.board.blocks()))
        });
        if self.hints > 0 {
            lines.push(t!(l, "cas-share-hints", hints = i64::from(self.hints)));
        }
        Some(View::embed(
            t!(l, "cas-share-title", date = date_of(daily.day)),
            lines.join("\n"),
            colour::JACKPOT,
        ))
    }

    fn stats(s: &KindStats, l: Locale) -> String {
        t!(
            l,
            "cas-stats",
            games = s.played,
            cleared = s.wins,
            // The best daily attempt on the board: a free board or a hinted one is not one.
            best = s.highest_ranked.as_ref().map_or(0, |b| b.score),
            average =
                s.measure("points")
                    .map_or("–".to_string(), |m| crate::view::format::decimal(
                        l, m.average, 0
                    ))
        )
    }
}

/// How an entry of the game's board reads: the best result's score and detail.
pub fn board_entry(score: i64, detail: &str, l: Locale) -> String {
    t!(l, "cas-entry", score = score, board = detail.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cascade::board::{Board, MAX_SIDE, MIN_SIDE};
    use crate::engine::cascade::play::{DEFAULT_SIDE, Daily, daily_board};
    use crate::engine::game::Seat;
    use crate::view::emoji::map::longest_emoji_map;
    use crate::view::game::measure;
    use crate::view::game::{Status, Viewer};

    /// Share's squares replay the groups removed from the board as dealt: one square of
    /// each group's colour, in order (the columns close up as each goes).
    #[test]
    fn the_squares_are_the_colours_played_in_order() {
        // Two columns of red beside three of blue.
        let board = Board::parse(&"00111\n".repeat(5)).unwrap();
        let mut game = Cascade::new(board, None);
        let bottom_left = Cell { col: 0, row: 4 };
        game.moves = vec![bottom_left, bottom_left];
        assert_eq!(played_squares(&game), "🟥🟦");
        game.moves = vec![bottom_left; SHARED_SQUARES + 3];
        // A move the board cannot make ends the replay: two squares, the rest counted.
        assert_eq!(played_squares(&game), "🟥🟦 +3");
    }

    #[test]
    fn days_read_as_dates() {
        assert_eq!(super::date_of(0), "1970-01-01");
        assert_eq!(super::date_of(20_414), "2025-11-22");
        assert_eq!(super::date_of(20_779), "2026-11-22");
        assert_eq!(super::date_of(11_016), "2000-02-29");
        assert_eq!(super::date_of(-1), "1969-12-31");
    }

    /// A full `side` x `side` board of five colours: dominoes side by side, each its own
    /// group of two (the most groups a board holds), or (`single`) one colour, one group of
    /// every block (the largest group).
    fn full_board(side: u8, single: bool) -> Board {
        let text: String = (0..side)
            .map(|row| {
                let line: String = (0..side)
                    .map(|col| match single {
                        true => '0',
                        false => char::from(b'0' + (col / 2 + row) % 5),
                    })
                    .collect();
                line + "\n"
            })
            .collect();
        Board::parse(&text).expect("a full board")
    }

    /// The game on `board` at its longest in play: not a block removed but every undo and
    /// hint a `u32` holds, the first group hinted (its block marked on the board).
    fn hinted(board: Board, daily: Option<Daily>) -> Cascade {
        let mut game = Cascade::new(board, daily);
        game.undos = u32::MAX;
        game.hints = u32::MAX;
        game.hint = game.groups().first().copied();
        game
    }

    /// The full square boards of `side`: both patterns hinted, and ended every way.
    fn full_games(side: u8) -> Vec<Cascade> {
        let mut out = Vec::new();
        for single in [false, true] {
            let game = hinted(full_board(side, single), None);
            for ending in [Ending::NoMoves, Ending::GaveUp, Ending::Expired] {
                let mut ended = game.clone();
                ended.hint = None;
                ended.end = Some(ending);
                out.push(ended);
            }
            out.push(game);
        }
        out
    }

    /// Every daily board's longest: the last day a date of four digits names, with the
    /// largest par, scored with hints or played again as practice.
    fn daily_games() -> Vec<Cascade> {
        let day = 2_932_896; // 9999-12-31
        [true, false]
            .into_iter()
            .map(|scored| {
                let daily = Daily {
                    day,
                    scored,
                    par: Some(u32::MAX),
                };
                hinted(daily_board(day), Some(daily))
            })
            .collect()
    }

    fn seats() -> [Seat; 1] {
        [crate::view::game::longest_member(0)]
    }

    /// `game`'s description with Parlor's emojis at their longest markup, in `locale`.
    fn with_emojis(game: &Cascade, locale: Locale, map: &EmojiMap) -> String {
        let seats = seats();
        let ctx = RenderCtx::sample(&seats, &[0], locale, Viewer::Public, Some(map));
        game.render(&ctx).embeds[0].description.clone()
    }

    /// The largest board (26 x 26, full) fits Discord's limits in the text style and with
    /// Parlor's emojis at their longest markup, in every language, hinted and ended every
    /// way, as does the daily board; open and closed.
    #[test]
    fn the_longest_board_fits_in_both_styles() {
        let map = longest_emoji_map();
        let seats = seats();
        let wallets = [i64::MAX];
        let mut games = full_games(MAX_SIDE);
        games.extend(daily_games());
        for &locale in Locale::ALL {
            for emojis in [None, Some(&map)] {
                let style = if emojis.is_some() { "emoji" } else { "text" };
                let mut longest = (0, 0);
                for game in &games {
                    for status in [Status::Open, Status::Finished, Status::Expired] {
                        let mut ctx =
                            RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, emojis);
                        ctx.status = status;
                        let view = game.render(&ctx);
                        if let Err(e) = view.check_limits() {
                            panic!("{locale:?} {style}: {e}\n{view:#?}");
                        }
                        if emojis.is_none() {
                            assert!(!view.embeds[0].description.contains("<:"));
                        }
                        let (d, t) = measure(&view);
                        longest = (longest.0.max(d), longest.1.max(t));
                    }
                }
                println!(
                    "cascade {locale:?} {style}: longest description {} characters, embed {}",
                    longest.0, longest.1
                );
            }
        }
    }

    /// With emojis, a full 26 x 26 board keeps the squares (its markup would pass the
    /// limits) while the default 10 x 10 board and the daily one show the emojis; the
    /// largest full square board shown with emojis in every language is at least the
    /// default, and the next size up keeps the squares.
    #[test]
    fn a_board_shows_emojis_while_they_fit() {
        let map = longest_emoji_map();
        let pictured = |games: &[Cascade]| {
            games.iter().all(|game| {
                Locale::ALL
                    .iter()
                    .all(|&l| with_emojis(game, l, &map).contains("<:"))
            })
        };
        let squares = full_games(MAX_SIDE).iter().all(|game| {
            Locale::ALL
                .iter()
                .all(|&l| !with_emojis(game, l, &map).contains("<:"))
        });
        assert!(squares, "a full 26 x 26 board keeps the squares");
        assert!(
            pictured(&full_games(DEFAULT_SIDE)),
            "10 x 10 shows the emojis"
        );
        assert!(pictured(&daily_games()), "the daily board shows the emojis");
        let largest = (MIN_SIDE..=MAX_SIDE)
            .take_while(|&side| pictured(&full_games(side)))
            .last()
            .expect("the smallest board shows the emojis");
        let description = full_games(largest)
            .iter()
            .flat_map(|game| Locale::ALL.iter().map(|&l| with_emojis(game, l, &map)))
            .map(|d| d.chars().count())
            .max()
            .unwrap_or(0);
        println!(
            "cascade: emojis up to a full {largest} x {largest} board \
             (longest description {description} characters)"
        );
        assert!(largest >= DEFAULT_SIDE, "{largest}");
        assert!(largest < MAX_SIDE);
        let next = full_games(largest + 1);
        let falls_back = next.iter().any(|game| {
            Locale::ALL
                .iter()
                .any(|&l| !with_emojis(game, l, &map).contains("<:"))
        });
        assert!(
            falls_back,
            "a full {0} x {0} board keeps the squares",
            largest + 1
        );
    }
}
