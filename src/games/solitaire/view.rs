//! Peg solitaire as members see it: the board as an emoji grid with coordinates, the pegs
//! left, whether it can still be won, and the menus that make every move two clicks away.

use crate::engine::solitaire::board::{BoardKind, Cell, Jump};
use crate::engine::solitaire::play::{Action, Ending, MENU, Solitaire, read_key};
use crate::games::GameView;
use crate::store::KindStats;
use crate::t;
use crate::view::format::column_header;
use crate::view::game::RenderCtx;
use crate::view::{Button, Embed, Locale, Row, Select, SelectOption, Style, View, colour};

const PEG: &str = "🔵";
const HOLE: &str = "⚪";
const OFF: &str = "⬛";
const CHOSEN: &str = "🟢";
const HINT_FROM: &str = "🟡";
const HINT_TO: &str = "⭕";

fn board_name(l: Locale, board: BoardKind) -> String {
    match board {
        BoardKind::English => t!(l, "sol-board-english"),
        BoardKind::French => t!(l, "sol-board-french"),
    }
}

/// The board as rows of emoji, column letters above and row numbers at the right: Parlor's
/// pegs and holes in the emoji style (the peg chosen or hinted ringed in gold, the hole it
/// jumps to in green), else Unicode's.
pub fn grid(ctx: &RenderCtx, game: &Solitaire) -> String {
    use super::emoji::{FROM_NAME, HOLE_NAME, PEG_NAME, TO_NAME};
    let pictures = [PEG_NAME, HOLE_NAME, FROM_NAME, TO_NAME].map(|name| ctx.emoji(name));
    // In text the chosen peg and the hint's differ; in pictures both are the peg to move.
    let [peg, hole, chosen, hint_from, to] = match pictures {
        [Some(peg), Some(hole), Some(from), Some(to)] => {
            [peg, hole, from.clone(), from, to].map(|e| e.to_string())
        }
        _ => [PEG, HOLE, CHOSEN, HINT_FROM, HINT_TO].map(String::from),
    };
    let hint = game.outlook.and_then(|o| o.mv);
    let mut lines = vec![column_header(7)];
    for row in 0..7u8 {
        let mut line = String::new();
        for col in 0..7u8 {
            let Some(cell) = Cell::new(col, row) else {
                continue;
            };
            let glyph = if !game.board.contains(cell) {
                OFF
            } else if game.selected == Some(cell) {
                chosen.as_str()
            } else if hint.is_some_and(|j| j.from == cell) {
                hint_from.as_str()
            } else if hint.is_some_and(|j| j.to == cell) {
                to.as_str()
            } else if game.position.has(cell) {
                peg.as_str()
            } else {
                hole.as_str()
            };
            line.push_str(glyph);
        }
        line.push_str(&format!(" {}", row + 1));
        lines.push(line);
    }
    lines.join("\n")
}

fn jump_label(jump: &Jump) -> String {
    format!("{} → {}", jump.from, jump.to)
}

fn status_lines(ctx: &RenderCtx, game: &Solitaire) -> Vec<String> {
    let l = ctx.locale;
    let mut lines = vec![t!(
        l,
        "sol-status",
        pegs = game.pegs(),
        moves = game.moves.len(),
        undos = game.undos
    )];
    if game.hints > 0 {
        lines.push(t!(l, "hints-unranked", hints = game.hints));
    }
    if let Some(end) = game.end {
        lines.push(match end.ending {
            Ending::Won if end.centre => t!(l, "sol-won-centre"),
            Ending::Won => t!(l, "sol-won"),
            Ending::Stuck => t!(l, "sol-stuck", pegs = end.pegs),
            Ending::GaveUp => t!(l, "sol-gave-up", pegs = end.pegs),
            Ending::Expired => t!(l, "sol-expired", pegs = end.pegs),
        });
        lines.push(t!(
            l,
            "sol-time",
            time = crate::view::format::elapsed(l, end.seconds)
        ));
        return lines;
    }
    if let Some(outlook) = &game.outlook {
        lines.push(if outlook.winnable {
            t!(l, "sol-winnable")
        } else {
            t!(l, "sol-not-winnable", best = outlook.best_pegs)
        });
        lines.push(match (outlook.mv, outlook.winnable) {
            (Some(mv), true) => t!(l, "sol-hint-win", mv = jump_label(&mv)),
            (Some(mv), false) => t!(
                l,
                "sol-hint-best",
                mv = jump_label(&mv),
                best = outlook.best_pegs
            ),
            (None, _) => t!(l, "sol-hint-none"),
        });
    }
    lines
}

/// The menus: one select of every move when they fit, else the pegs then their jumps.
fn move_rows(ctx: &RenderCtx, game: &Solitaire) -> Vec<Row> {
    let l = ctx.locale;
    let jumps = game.jumps();
    let mut rows = Vec::new();
    if jumps.is_empty() {
        return rows;
    }
    if jumps.len() <= MENU {
        rows.push(Row::Select(Select {
            custom_id: ctx.select_id(&Action::Jump {
                from: jumps[0].from,
                to: jumps[0].to,
            }),
            placeholder: t!(l, "sol-choose-move", count = jumps.len()),
            options: jumps
                .iter()
                .map(|j| SelectOption {
                    label: jump_label(j),
                    value: format!("{}{}", j.from, j.to),
                    description: None,
                    default: false,
                })
                .collect(),
            min_values: 1,
            max_values: 1,
        }));
        return rows;
    }
    match game.selected {
        Some(peg) => {
            let mut buttons: Vec<Button> = jumps
                .iter()
                .filter(|j| j.from == peg)
                .map(|j| {
                    Button::new(
                        ctx.id(&Action::Jump {
                            from: j.from,
                            to: j.to,
                        }),
                        jump_label(j),
                        Style::Primary,
                    )
                })
                .collect();
            buttons.push(Button::new(
                ctx.id(&Action::Back),
                t!(l, "sol-back"),
                Style::Secondary,
            ));
            rows.push(Row::Buttons(buttons));
        }
        None => {
            let pegs = game.movable();
            let pages = pegs.len().div_ceil(MENU).max(1);
            let page = (game.page as usize).min(pages - 1);
            let shown = &pegs[page * MENU..((page + 1) * MENU).min(pegs.len())];
            rows.push(Row::Select(Select {
                custom_id: ctx.select_id(&Action::Peg(shown[0])),
                placeholder: t!(l, "sol-choose-peg", count = pegs.len()),
                options: shown
                    .iter()
                    .map(|c| SelectOption {
                        label: c.to_string(),
                        value: c.to_string(),
                        description: None,
                        default: false,
                    })
                    .collect(),
                min_values: 1,
                max_values: 1,
            }));
            if pages > 1 {
                rows.push(Row::Buttons(vec![
                    Button::new(
                        ctx.id(&Action::Page(page.saturating_sub(1) as u8)),
                        t!(l, "menu-previous"),
                        Style::Secondary,
                    )
                    .disabled(page == 0),
                    Button::new(
                        ctx.id(&Action::Page((page + 1).min(pages - 1) as u8)),
                        t!(l, "menu-next"),
                        Style::Secondary,
                    )
                    .disabled(page + 1 >= pages),
                ]));
            }
        }
    }
    rows
}

fn control_row(ctx: &RenderCtx, game: &Solitaire) -> Row {
    let l = ctx.locale;
    let moved = !game.moves.is_empty();
    Row::Buttons(vec![
        Button::new(ctx.id(&Action::Hint), t!(l, "puzzle-hint"), Style::Success),
        Button::new(
            ctx.id(&Action::Undo),
            t!(l, "puzzle-undo"),
            Style::Secondary,
        )
        .disabled(!moved),
        Button::new(
            ctx.id(&Action::Restart),
            t!(l, "sol-restart"),
            Style::Secondary,
        )
        .disabled(!moved),
        Button::new(
            ctx.id(&Action::GiveUp),
            t!(l, "puzzle-give-up"),
            Style::Danger,
        ),
    ])
}

impl GameView for Solitaire {
    const COLOUR: u32 = 0xA84300;

    const START: &'static str = "/solitaire play";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        let description = format!(
            "{}\n\n{}",
            grid(ctx, self),
            status_lines(ctx, self).join("\n")
        );
        let colour = match self.end {
            None if ctx.is_open() => Self::COLOUR,
            Some(end) if end.ending == Ending::Won => colour::WIN,
            _ => colour::CLOSED,
        };
        let mut rows = Vec::new();
        if ctx.is_open() && self.end.is_none() {
            rows = move_rows(ctx, self);
            rows.push(control_row(ctx, self));
        }
        View {
            embeds: vec![Embed {
                title: t!(l, "sol-title", board = board_name(l, self.board)),
                description,
                colour,
                ..Embed::default()
            }],
            rows,
            ..View::default()
        }
    }

    /// The board as it ended, the pegs left and the hints used.
    fn share(&self, ctx: &RenderCtx) -> Option<View> {
        self.end.as_ref()?;
        let l = ctx.locale;
        let pegs = i64::from(self.position.pegs());
        let mut text = vec![grid(ctx, self)];
        text.push(t!(
            l,
            "sol-share-line",
            pegs = pegs,
            hints = i64::from(self.hints)
        ));
        Some(View::embed(
            t!(l, "sol-share-title", board = board_name(l, self.board)),
            text.join("\n"),
            if pegs == 1 { colour::WIN } else { colour::INFO },
        ))
    }

    fn stats(s: &KindStats, l: Locale) -> String {
        t!(
            l,
            "sol-stats",
            games = s.played,
            wins = s.wins,
            best = s
                .lowest
                .as_ref()
                .map_or("–".to_string(), |b| board_entry(b.score, &b.detail, l)),
            average = s
                .measure("pegs")
                .map_or("–".to_string(), |m| crate::view::format::decimal(
                    l, m.average, 1
                ))
        )
    }
}

/// How an entry of the game's board reads: the best result's score and detail.
pub fn board_entry(score: i64, detail: &str, l: Locale) -> String {
    let (pegs, undos, seconds) = read_key(score);
    let board = detail.trim_end_matches("-centre");
    let board = BoardKind::parse(board).map_or(board.to_string(), |b| board_name(l, b));
    t!(
        l,
        "sol-entry",
        pegs = pegs,
        undos = undos,
        time = crate::view::format::elapsed(l, seconds),
        board = board,
        centre = if detail.ends_with("-centre") {
            "yes"
        } else {
            "no"
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solitaire::play::{End, Outlook};
    use crate::view::emoji::map::longest_emoji_map;
    use crate::view::game::{Status, Viewer};
    use crate::view::game::{longest_member, measure};

    /// Ten years, in seconds: the longest time shown on an ended board.
    const DECADE: i64 = 10 * 365 * 86_400;

    /// Every board worth measuring, on both boards: from the start and after each of a
    /// dozen jumps (the first legal one each time), each with the longest counts (every
    /// undo and hint a `u32` holds) and a hint shown (winnable, not winnable, or no move),
    /// with a peg chosen; and the board ended every way, after a decade's play.
    fn boards() -> Vec<Solitaire> {
        let mut out = Vec::new();
        for kind in BoardKind::ALL {
            let mut game = Solitaire::new(kind, 0);
            game.undos = u32::MAX;
            game.hints = u32::MAX;
            for _ in 0..=12 {
                let Some(jump) = game.jumps().first().copied() else {
                    break;
                };
                for (winnable, mv) in [(true, Some(jump)), (false, Some(jump)), (false, None)] {
                    let mut hinted = game.clone();
                    hinted.outlook = Some(Outlook {
                        winnable,
                        best_pegs: game.pegs(),
                        mv,
                    });
                    out.push(hinted.clone());
                    hinted.selected = Some(jump.from);
                    out.push(hinted);
                }
                game.act(
                    Action::Jump {
                        from: jump.from,
                        to: jump.to,
                    },
                    0,
                )
                .expect("a legal jump");
            }
            for ending in [Ending::Won, Ending::Stuck, Ending::GaveUp, Ending::Expired] {
                for centre in [false, true] {
                    let mut ended = game.clone();
                    ended.end = Some(End {
                        ending,
                        pegs: game.pegs(),
                        centre,
                        seconds: DECADE,
                    });
                    out.push(ended);
                }
            }
            game.act(Action::GiveUp, DECADE).expect("giving up");
            out.push(game);
        }
        out
    }

    /// The longest board fits Discord's limits in the text style and with Parlor's emojis
    /// at their longest markup, in every language: both boards, full or nearly, with a hint
    /// shown or ended, open and closed.
    #[test]
    fn the_longest_board_fits_in_both_styles() {
        let map = longest_emoji_map();
        let seats = [longest_member(0)];
        let wallets = [i64::MAX];
        let boards = boards();
        for &locale in Locale::ALL {
            for emojis in [None, Some(&map)] {
                let style = if emojis.is_some() { "emoji" } else { "text" };
                let mut longest = (0, 0);
                for board in &boards {
                    for status in [Status::Open, Status::Finished, Status::Expired] {
                        let mut ctx =
                            RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, emojis);
                        ctx.status = status;
                        let view = board.render(&ctx);
                        if let Err(e) = view.check_limits() {
                            panic!("{locale:?} {style}: {e}\n{view:#?}");
                        }
                        let description = &view.embeds[0].description;
                        assert_eq!(description.contains("<:"), emojis.is_some(), "{view:#?}");
                        let (d, t) = measure(&view);
                        longest = (longest.0.max(d), longest.1.max(t));
                    }
                }
                println!(
                    "solitaire {locale:?} {style}: longest description {} characters, embed {}",
                    longest.0, longest.1
                );
            }
        }
    }
}
