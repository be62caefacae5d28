//! What every table game's message shares: the seats, the stake and pool, the lobby's
//! buttons, whose turn it is, and how the table ended.

use super::format::mention;
use super::game::RenderCtx;
use super::{Button, Locale, Row, Section, Style};
use crate::engine::game::{ActionCode, Level, Occupant, Seat, SeatNo, SeatStatus};
use crate::engine::table::{Outcome, TableAction, TableGame, TablePhase, TableRules};
use crate::t;

/// A seat's occupant as others read it: a mention, or the computer and its level.
pub fn seat_name(locale: Locale, seat: &Seat) -> String {
    match &seat.occupant {
        Occupant::Member { id, .. } => mention(*id),
        Occupant::Computer { level } => match level {
            Level::Casual => t!(
                locale,
                "table-computer-casual",
                seat = u16::from(seat.no) + 1
            ),
            Level::Expert => t!(
                locale,
                "table-computer-expert",
                seat = u16::from(seat.no) + 1
            ),
        },
    }
}

/// A seat's occupant as plain text, for where Discord shows a label as typed (buttons,
/// menus) and for a panel's headings, which name a member without a mention's pill. A
/// member is their display name after an `@`, as a mention reads.
pub fn plain_name(locale: Locale, seat: &Seat) -> String {
    match &seat.occupant {
        Occupant::Member { name, .. } if !name.trim().is_empty() => super::format::at_name(name),
        Occupant::Member { .. } => format!("#{}", u16::from(seat.no) + 1),
        Occupant::Computer { .. } => seat_name(locale, seat),
    }
}

/// The occupant of seat `seat` as others read it (`#3` for a seat no longer listed).
pub fn name_at(ctx: &RenderCtx, seat: SeatNo) -> String {
    ctx.seats
        .iter()
        .find(|s| s.no == seat)
        .map(|s| seat_name(ctx.locale, s))
        .unwrap_or_else(|| format!("#{}", u16::from(seat) + 1))
}

/// One line per seat: its number, who sits there, and a note (left, dropped, to act).
pub fn seat_lines(
    ctx: &RenderCtx,
    to_act: Option<SeatNo>,
    note: impl Fn(&Seat) -> String,
) -> String {
    numbered_seat_lines(ctx, to_act, note, |_, s| u16::from(s.no) + 1)
}

/// One line per seat, as [`seat_lines`], numbered 1, 2, … down the list rather than by seat
/// number: for a table whose seat numbers grow as players come and go (leavers keep
/// theirs), and which lists only those still seated.
pub fn seat_lines_in_order(
    ctx: &RenderCtx,
    to_act: Option<SeatNo>,
    note: impl Fn(&Seat) -> String,
) -> String {
    numbered_seat_lines(ctx, to_act, note, |at, _| at as u16 + 1)
}

fn numbered_seat_lines(
    ctx: &RenderCtx,
    to_act: Option<SeatNo>,
    note: impl Fn(&Seat) -> String,
    number: impl Fn(usize, &Seat) -> u16,
) -> String {
    let l = ctx.locale;
    ctx.seats
        .iter()
        .enumerate()
        .map(|(at, s)| {
            let marker = if Some(s.no) == to_act { "▶" } else { " " };
            let status = match s.status {
                SeatStatus::Playing => String::new(),
                SeatStatus::Left => format!(" ({})", t!(l, "table-seat-left")),
                SeatStatus::Dropped => format!(" ({})", t!(l, "table-seat-dropped")),
            };
            let extra = note(s);
            let extra = if extra.is_empty() {
                extra
            } else {
                format!(" · {extra}")
            };
            format!(
                "{marker} {}. {}{status}{extra}",
                number(at, s),
                seat_name(l, s)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A lobby's controls: the line that says the stake and the seats taken, with Join
/// beside it, and the rows of the other buttons.
pub struct Lobby {
    pub line: Section,
    pub rows: Vec<Row>,
}

impl Lobby {
    /// The lobby on `embed`'s panel, with `rows` its buttons.
    pub fn place(self, embed: &mut super::Embed, rows: &mut Vec<Row>) {
        embed.sections.push(self.line);
        *rows = self.rows;
    }
}

/// A free seat's `line` with Join beside it, for anyone (the pipeline checks the wallet).
pub fn join_line<M: ActionCode>(ctx: &RenderCtx, line: String) -> Section {
    Section {
        text: line,
        button: Button::new(
            ctx.id(&TableAction::<M>::Join),
            t!(ctx.locale, "table-join"),
            Style::Success,
        ),
    }
}

/// The lobby: `line` (its stake and seats, [`lobby_text`]) with Join beside it for anyone,
/// then Leave and Add computer, and Start and Cancel for the opener (the pipeline checks
/// who presses which). `computers`: whether computers may take seats.
pub fn lobby<M: ActionCode>(
    ctx: &RenderCtx,
    line: String,
    seats: std::ops::RangeInclusive<usize>,
    computers: bool,
) -> Lobby {
    let l = ctx.locale;
    let id = |a: TableAction<M>| ctx.id(&a);
    let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
    let full = seated >= *seats.end();
    let mut buttons = vec![Button::new(
        id(TableAction::Leave),
        t!(l, "table-leave"),
        Style::Secondary,
    )];
    if computers {
        buttons.push(
            Button::new(
                id(TableAction::AddComputer(Level::Casual)),
                t!(l, "table-add-casual"),
                Style::Secondary,
            )
            .disabled(full),
        );
        buttons.push(
            Button::new(
                id(TableAction::AddComputer(Level::Expert)),
                t!(l, "table-add-expert"),
                Style::Secondary,
            )
            .disabled(full),
        );
    }
    let mut line = join_line::<M>(ctx, line);
    line.button = line.button.disabled(full);
    Lobby {
        line,
        rows: vec![
            Row::Buttons(buttons),
            Row::Buttons(vec![
                Button::new(id(TableAction::Start), t!(l, "table-start"), Style::Primary)
                    .disabled(seated < *seats.start()),
                Button::new(
                    id(TableAction::Cancel),
                    t!(l, "table-cancel"),
                    Style::Danger,
                ),
            ]),
        ],
    }
}

/// The lobby's text: the stake and how many seats are taken. The stake reads as a pool the
/// best-placed member takes; a game whose stake works otherwise says so with
/// [`lobby_text_with`].
pub fn lobby_text<R: TableRules>(ctx: &RenderCtx, game: &TableGame<R>) -> String {
    let l = ctx.locale;
    let stake = if game.stake > 0 {
        t!(l, "table-stake", stake = ctx.currency.amount(l, game.stake))
    } else {
        t!(l, "table-no-stake")
    };
    lobby_text_with(ctx, game, stake)
}

/// The lobby's text with the game's own words for its stake.
pub fn lobby_text_with<R: TableRules>(
    ctx: &RenderCtx,
    game: &TableGame<R>,
    stake: String,
) -> String {
    let l = ctx.locale;
    let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
    t!(
        l,
        "table-lobby",
        seated = seated,
        min = R::seats(&game.options).min,
        max = R::seats(&game.options).max,
        stake = stake
    )
}

/// How the table ended, in one line: the winners, and what each member took from the pool,
/// net of the stake they paid in (every amount Parlor shows is net: what the wallet gained).
pub fn outcome_line(ctx: &RenderCtx, outcome: &Outcome, stake: i64) -> String {
    let l = ctx.locale;
    match outcome {
        Outcome::Cancelled => t!(l, "table-cancelled"),
        Outcome::Abandoned => t!(l, "table-abandoned"),
        Outcome::CashedOut => t!(l, "table-cashed-out"),
        Outcome::Won { shares, winners } => {
            // Games recorded before winners were kept apart named them by their shares.
            let winners: Vec<SeatNo> = if winners.is_empty() {
                shares.iter().map(|(s, _)| *s).collect()
            } else {
                winners.clone()
            };
            let with_share = |seat: SeatNo| {
                let who = name_at(ctx, seat);
                match shares.iter().find(|(s, _)| *s == seat) {
                    Some((_, share)) => t!(
                        l,
                        "table-winner-share",
                        who = who,
                        net = ctx.currency.signed(l, share - stake)
                    ),
                    None => who,
                }
            };
            if winners.is_empty() {
                // A table without a stake, recorded before winners were kept apart.
                return t!(l, "table-finished");
            }
            let names: Vec<String> = winners.iter().map(|&s| with_share(s)).collect();
            let mut line = t!(
                l,
                "table-won",
                winners = names.join(", "),
                count = winners.len()
            );
            let elsewhere: Vec<String> = shares
                .iter()
                .filter(|(s, _)| !winners.contains(s))
                .map(|&(s, _)| with_share(s))
                .collect();
            if !elsewhere.is_empty() {
                line.push(' ');
                line.push_str(&t!(
                    l,
                    "table-pool-to-members",
                    members = elsewhere.join(", "),
                    count = elsewhere.len()
                ));
            }
            line
        }
    }
}

/// Whose turn it is, if the table is playing.
pub fn to_act<R: TableRules>(game: &TableGame<R>) -> Option<SeatNo> {
    match &game.phase {
        TablePhase::Playing { turns, rules } => rules.to_act(turns),
        _ => None,
    }
}
