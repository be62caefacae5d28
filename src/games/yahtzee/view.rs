//! Yahtzee as a message: whose turn, the dice with the kept ones marked, Roll with the rolls
//! left, a menu of the open boxes with what each would score now, every player's scorecard
//! as a monospace table, what computers did since the last human turn, and at the end the
//! standings and the trainer's account.

use crate::engine::game::{Seat, SeatNo};
use crate::engine::table::{TableAction, TablePhase};
use crate::engine::yahtzee::play::{HintChoice, Move, Player, Turn, TurnLog, YahtzeeTable};
use crate::engine::yahtzee::score::{Category, Fill, Scorecard, UPPER_BONUS_AT};
use crate::engine::yahtzee::trainer::Trainer;
use crate::engine::yahtzee::{Mode, Yahtzee};
use crate::games::GameView;
use crate::store::KindStats;
use crate::t;
use crate::view::format::mention;
use crate::view::game::{RenderCtx, Viewer};
use crate::view::table::{lobby, lobby_text, name_at, outcome_line, plain_name, seat_name};
use crate::view::{
    Button, Embed, Field, Locale, Row, Section, Select, SelectOption, Style, View, colour,
};

/// A die's face as an emoji keycap.
pub fn face(d: u8) -> &'static str {
    match d {
        1 => "1️⃣",
        2 => "2️⃣",
        3 => "3️⃣",
        4 => "4️⃣",
        5 => "5️⃣",
        6 => "6️⃣",
        _ => "⬜",
    }
}

/// Dice as text: `3-3-5`.
pub fn dice_text(faces: &[u8]) -> String {
    faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join("-")
}

/// A box's name for players.
pub fn box_name(locale: Locale, cat: Category) -> String {
    crate::locale::i18n::text(locale, &format!("yz-box-{}", cat.code()), &[])
}

/// A scorecard row's short label (`yz-abbr-<code>`), at most 3 characters: a test holds
/// every catalogue to it.
fn row_label(locale: Locale, code: &str) -> String {
    crate::locale::i18n::text(locale, &format!("yz-abbr-{code}"), &[])
}

fn choice_text(locale: Locale, choice: &HintChoice) -> String {
    match choice {
        HintChoice::Keep(faces) if faces.is_empty() => t!(locale, "yz-choice-reroll"),
        HintChoice::Keep(faces) => t!(locale, "yz-choice-keep", dice = dice_text(faces)),
        HintChoice::Fill(cat) => t!(locale, "yz-choice-fill", name = box_name(locale, *cat)),
    }
}

/// Every player's scorecard, one column each, in a code block. A game of one is headed by
/// its player's name; at a table the columns are headed by seat number (`#1`), and a legend
/// beneath names each seat as the rest of the message does, so that no two columns read
/// alike however long or alike the names. Six players fit a phone in columns of five.
pub fn scorecards(ctx: &RenderCtx, game: &YahtzeeTable) -> String {
    let players: Vec<(&Player, Option<&Seat>)> = game
        .players
        .iter()
        .map(|p| (p, ctx.seats.iter().find(|s| s.no == p.seat)))
        .collect();
    let width = match players.len() {
        0..=2 => 8,
        3 => 6,
        _ => 5,
    };
    let cell = |text: String| format!("{text:>width$}");
    let mut out = String::from("```\n   ");
    for (p, seat) in &players {
        let header = match seat {
            Some(seat) if players.len() == 1 => plain_name(ctx.locale, seat)
                .chars()
                .take(width - 1)
                .collect(),
            _ => format!("#{}", u16::from(p.seat) + 1),
        };
        out.push_str(&cell(header));
    }
    out.push('\n');
    let row = |out: &mut String, label: &str, f: &dyn Fn(&Scorecard) -> String| {
        // Three columns, whatever the language's label (a test keeps them to three).
        let label: String = label.chars().take(3).collect();
        out.push_str(&format!("{label:<3}"));
        for (p, _) in &players {
            out.push_str(&cell(f(&p.card)));
        }
        out.push('\n');
    };
    let boxed = |cat: Category| {
        move |c: &Scorecard| c.boxes[cat.index()].map_or("·".to_string(), |v| v.to_string())
    };
    let l = ctx.locale;
    for cat in Category::UPPER {
        row(&mut out, &row_label(l, cat.code()), &boxed(cat));
    }
    row(&mut out, &row_label(l, "upper"), &|c| {
        c.upper_subtotal().to_string()
    });
    // The bonus row: 35 once reached, 0 once missed, else what the upper section still
    // needs, in brackets (a note under the card says so), so that it never reads as a score.
    let needs = |c: &Scorecard| {
        (c.upper_bonus() == 0 && Category::UPPER.iter().any(|b| c.is_open(*b)))
            .then(|| UPPER_BONUS_AT - c.upper_subtotal())
    };
    row(&mut out, &row_label(l, "bonus"), &|c| match needs(c) {
        Some(short) => format!("({short})"),
        None if c.upper_bonus() > 0 => "35".into(),
        None => "0".into(),
    });
    for cat in Category::LOWER {
        row(&mut out, &row_label(l, cat.code()), &boxed(cat));
    }
    row(&mut out, &row_label(l, "yb"), &|c| {
        c.yahtzee_bonus_points().to_string()
    });
    row(&mut out, &row_label(l, "total"), &|c| c.total().to_string());
    out.push_str("```");
    if players.iter().any(|(p, _)| needs(&p.card).is_some()) {
        out.push('\n');
        out.push_str(&t!(l, "yz-bonus-needs", at = UPPER_BONUS_AT));
    }
    if players.len() > 1 {
        out.push('\n');
        let legend: Vec<String> = players
            .iter()
            .map(|(p, _)| format!("#{} {}", u16::from(p.seat) + 1, name_at(ctx, p.seat)))
            .collect();
        out.push_str(&legend.join(" · "));
    }
    out
}

/// What was played for others since the last member's own turn, a line a turn: the
/// computers' turns, and a member's turn the computer played when their time ran out. A
/// member whose last turn was played for them is told again when their turn comes, however
/// many turns came between.
fn computer_log(ctx: &RenderCtx, game: &YahtzeeTable) -> String {
    let is_computer = |seat: SeatNo| ctx.seats.iter().any(|s| s.no == seat && s.is_computer());
    let mut recent: Vec<&TurnLog> = game
        .log
        .iter()
        .rev()
        .take_while(|t| is_computer(t.seat) || t.timed_out)
        .collect();
    recent.reverse();
    let missed = game.turn.as_ref().and_then(|turn| {
        game.log
            .iter()
            .rev()
            .find(|t| t.seat == turn.seat)
            .filter(|t| t.timed_out && !recent.iter().any(|r| std::ptr::eq(*r, *t)))
    });
    let kept_first = usize::from(missed.is_some());
    let mut lines: Vec<String> = missed
        .into_iter()
        .chain(recent)
        .map(|t| log_line(ctx, t))
        .collect();
    // Six long turns make a long log (in French, say): past its room the oldest go, and the
    // turn played for the member to play now stays.
    while lines.len() > kept_first + 1 && lines.join("\n").chars().count() > FIELD_LIMIT {
        lines.remove(kept_first);
    }
    lines.join("\n")
}

/// The room for the log of the computer's turns, in characters: its share of the message's
/// text budget (`view::layout::TEXT_BUDGET`) beside the dice and the scorecards.
const FIELD_LIMIT: usize = 1024;

/// One turn of the log: its rolls and keeps, then the box filled.
fn log_line(ctx: &RenderCtx, t: &TurnLog) -> String {
    let l = ctx.locale;
    let who = ctx
        .seats
        .iter()
        .find(|s| s.no == t.seat)
        .map(|s| seat_name(l, s))
        .unwrap_or_default();
    let mut steps: Vec<String> = t
        .rolls
        .iter()
        .map(|(dice, kept)| {
            t!(
                l,
                "yz-log-roll",
                dice = dice_text(dice),
                kept = if kept.is_empty() {
                    "–".to_string()
                } else {
                    dice_text(kept)
                }
            )
        })
        .collect();
    steps.push(t!(
        l,
        "yz-log-fill",
        dice = dice_text(&t.dice),
        name = box_name(l, t.fill.category),
        points = t.fill.points + t.fill.bonus
    ));
    if t.timed_out {
        t!(l, "yz-log-timed-out", who = who, steps = steps.join(" → "))
    } else {
        t!(l, "yz-log-computer", who = who, steps = steps.join(" → "))
    }
}

/// The dice of a turn: Parlor's dice in the emoji style, the kept ones green; else
/// keycaps, kept ones marked with a lock beneath.
fn dice_lines(ctx: &RenderCtx, turn: &Turn) -> String {
    if turn.rolls == 0 {
        return "⬜ ⬜ ⬜ ⬜ ⬜".into();
    }
    let pictures: Option<Vec<String>> = (0..5)
        .map(|i| {
            let name = super::emoji::name(turn.dice[i], turn.kept[i]);
            ctx.emoji(&name).map(|e| e.to_string())
        })
        .collect();
    if let Some(pictures) = pictures {
        return pictures.join(" ");
    }
    let faces: Vec<&str> = turn.dice.iter().map(|&d| face(d)).collect();
    let marks: Vec<&str> = turn
        .kept
        .iter()
        .map(|&k| if k { "🔒" } else { "▫️" })
        .collect();
    format!("{}\n{}", faces.join(" "), marks.join(" "))
}

/// The most boxes shown beside a Score button of their own: three components each, within
/// the message's 40 beside the dice, the actions and the menu.
const SCORES_BESIDE: usize = 6;

/// The turn's controls on the public message: the dice to keep (under the dice), the
/// boxes that score most with their Score buttons, and the actions, with a menu of every
/// open box when there are more than the buttons show.
struct TurnControls {
    dice: Option<Row>,
    scores: Vec<Section>,
    rows: Vec<Row>,
}

impl TurnControls {
    /// On `embed`'s panel: the dice row first, under the board.
    fn place(self, embed: &mut Embed, view_rows: &mut Vec<Row>) -> usize {
        embed.sections = self.scores;
        let board_rows = usize::from(self.dice.is_some());
        *view_rows = self.dice.into_iter().chain(self.rows).collect();
        board_rows
    }
}

fn turn_controls(
    ctx: &RenderCtx,
    y: &Yahtzee,
    game: &YahtzeeTable,
    turn: &Turn,
    hints: bool,
) -> TurnControls {
    let l = ctx.locale;
    let id = |mv: Move| ctx.id(&TableAction::Play(mv));
    let mut rows = Vec::new();
    let mut dice_row = None;
    if turn.rolls > 0 {
        let dice = (0..5u8)
            .map(|i| {
                let kept = turn.kept[i as usize];
                let d = turn.dice[i as usize];
                let emoji = ctx.emoji(&super::emoji::name(d, kept));
                let (label, style) = match (kept, emoji.is_some()) {
                    // The die is the button's emoji: a short label.
                    (true, true) => (t!(l, "yz-kept-label"), Style::Success),
                    (false, true) => (t!(l, "yz-keep-label"), Style::Secondary),
                    (true, false) => (format!("🔒 {d}"), Style::Success),
                    (false, false) => (d.to_string(), Style::Secondary),
                };
                Button::new(
                    id(Move::Keep {
                        die: i,
                        kept: !kept,
                    }),
                    label,
                    style,
                )
                .with_emoji(emoji)
                .disabled(turn.rolls_left() == 0)
            })
            .collect();
        dice_row = Some(Row::Buttons(dice));
    }
    let mut actions = vec![
        Button::new(
            id(Move::Roll),
            t!(l, "yz-roll", left = turn.rolls_left()),
            Style::Primary,
        )
        .disabled(turn.rolls_left() == 0 || (turn.rolls > 0 && turn.kept.iter().all(|&k| k))),
    ];
    if hints && turn.rolls > 0 {
        actions.push(Button::new(
            id(Move::Hint),
            t!(l, "yz-hint"),
            Style::Secondary,
        ));
    }
    if y.mode == Mode::Table {
        actions.push(Button::new(
            ctx.id(&TableAction::<Move>::Leave),
            t!(l, "table-leave"),
            Style::Danger,
        ));
    }
    rows.push(Row::Buttons(actions));
    let mut scores = Vec::new();
    if let Some(player) = game.player(turn.seat).filter(|_| turn.rolls > 0) {
        let fills: Vec<Fill> = player
            .card
            .options(&turn.dice)
            .into_iter()
            .filter_map(|(cat, _)| player.card.preview(cat, &turn.dice))
            .collect();
        let line = |fill: &Fill| {
            let points = t!(
                l,
                "yz-box-option",
                name = box_name(l, fill.category),
                points = fill.points
            );
            let bonus = (fill.bonus > 0).then(|| t!(l, "yz-box-bonus", bonus = fill.bonus));
            (points, bonus)
        };
        // The boxes that score most, in the card's order, beside their buttons; a box that
        // would score nothing is in the menu only.
        let mut best: Vec<usize> = (0..fills.len())
            .filter(|&i| fills[i].points + fills[i].bonus > 0)
            .collect();
        best.sort_by_key(|&i| (std::cmp::Reverse(fills[i].points + fills[i].bonus), i));
        best.truncate(SCORES_BESIDE);
        best.sort_unstable();
        for &i in &best {
            let fill = &fills[i];
            let (points, bonus) = line(fill);
            scores.push(Section {
                text: match bonus {
                    Some(bonus) => format!("{points} · {bonus}"),
                    None => points,
                },
                button: Button::new(
                    id(Move::Fill(fill.category)),
                    t!(l, "yz-score"),
                    Style::Success,
                ),
            });
        }
        if fills.len() > best.len() {
            let options = fills
                .iter()
                .map(|fill| {
                    let (label, description) = line(fill);
                    SelectOption {
                        label,
                        value: fill.category.code().to_string(),
                        description,
                        default: false,
                    }
                })
                .collect();
            rows.push(Row::Select(Select {
                custom_id: ctx.select_id(&TableAction::Play(Move::Fill(Category::Chance))),
                placeholder: t!(l, "yz-choose-box"),
                options,
                min_values: 1,
                max_values: 1,
            }));
        }
    }
    TurnControls {
        dice: dice_row,
        scores,
        rows,
    }
}

/// The trainer's account of one player's game.
pub fn trainer_lines(locale: Locale, trainer: &Trainer) -> Option<String> {
    let accuracy = trainer.accuracy()?;
    let mut text = t!(
        locale,
        "yz-trainer",
        accuracy = crate::view::format::rate(locale, accuracy),
        decisions = trainer.decisions,
        lost = crate::view::format::decimal(locale, trainer.lost, 1)
    );
    if let Some(worst) = &trainer.worst {
        text.push('\n');
        text.push_str(&t!(
            locale,
            "yz-trainer-worst",
            turn = worst.turn,
            chosen = choice_text(locale, &worst.chosen),
            expert = choice_text(locale, &worst.expert),
            lost = crate::view::format::decimal(locale, worst.lost, 1)
        ));
    }
    Some(text)
}

fn title(locale: Locale, y: &Yahtzee) -> String {
    match y.mode {
        Mode::Solo => t!(locale, "yz-title-solo"),
        Mode::Computer => t!(locale, "yz-title-computer"),
        Mode::Table => t!(locale, "yz-title-table"),
    }
}

/// The final standings, best first.
fn standings(ctx: &RenderCtx, game: &YahtzeeTable) -> String {
    let l = ctx.locale;
    let mut players: Vec<&Player> = game.players.iter().collect();
    players.sort_by_key(|p| std::cmp::Reverse(p.card.total()));
    players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let who = ctx
                .seats
                .iter()
                .find(|s| s.no == p.seat)
                .map(|s| seat_name(l, s))
                .unwrap_or_default();
            let out = if p.out {
                format!(" ({})", t!(l, "table-seat-left"))
            } else {
                String::new()
            };
            t!(
                l,
                "yz-standing",
                place = i + 1,
                who = who,
                total = p.card.total(),
                out = out
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The fields beside a turn: the hint, if one was asked, and what computers did since the
/// last human turn.
fn hint_and_log_fields(ctx: &RenderCtx, game: &YahtzeeTable) -> Vec<Field> {
    let l = ctx.locale;
    let mut fields = Vec::new();
    if let Some(hint) = game
        .turn
        .as_ref()
        .and_then(|turn| hint_text(ctx, game, turn.seat))
    {
        fields.push(Field {
            name: t!(l, "yz-hint"),
            value: hint,
            inline: false,
        });
    }
    let log = computer_log(ctx, game);
    if !log.is_empty() {
        fields.push(Field {
            name: t!(l, "yz-log"),
            value: log,
            inline: false,
        });
    }
    fields
}

/// The trainer's account of each human player's game, a field each.
fn trainer_fields(ctx: &RenderCtx, game: &YahtzeeTable) -> Vec<Field> {
    let l = ctx.locale;
    let mut fields = Vec::new();
    for p in &game.players {
        let seat = ctx.seats.iter().find(|s| s.no == p.seat);
        if seat.is_some_and(|s| s.is_computer()) {
            continue;
        }
        if let Some(lines) = trainer_lines(l, &p.trainer) {
            fields.push(Field {
                name: t!(
                    l,
                    "yz-trainer-title",
                    who = seat.map(|s| plain_name(l, s)).unwrap_or_default()
                ),
                value: lines,
                inline: false,
            });
        }
    }
    fields
}

impl GameView for Yahtzee {
    const COLOUR: u32 = 0xE91E63;

    const START: &'static str = "/yahtzee solo";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        let mut embed = Embed {
            title: title(l, self),
            colour: Self::COLOUR,
            ..Embed::default()
        };
        let mut rows = Vec::new();
        let mut board_rows = 0;
        let mut content = None;
        let hints = self.hints;
        match &self.table.phase {
            TablePhase::Lobby => {
                embed.description = crate::view::table::seat_lines(ctx, None, |_| String::new());
                let seats = YahtzeeTable::MIN_SEATS..=YahtzeeTable::MAX_SEATS;
                lobby::<Move>(ctx, lobby_text(ctx, &self.table), seats, true)
                    .place(&mut embed, &mut rows);
            }
            TablePhase::Playing { rules: game, .. } => {
                let mut text = String::new();
                if let Some(turn) = &game.turn {
                    let seat = ctx.seats.iter().find(|s| s.no == turn.seat);
                    let who = seat.map(|s| seat_name(l, s)).unwrap_or_default();
                    text.push_str(&t!(
                        l,
                        "yz-turn",
                        who = who,
                        turn = game.turn_number(turn.seat),
                        roll = turn.rolls,
                        left = turn.rolls_left()
                    ));
                    text.push('\n');
                    text.push_str(&dice_lines(ctx, turn));
                    if let (
                        Mode::Table,
                        Some(Seat {
                            occupant: crate::engine::game::Occupant::Member { id, .. },
                            ..
                        }),
                    ) = (self.mode, seat)
                    {
                        content = Some(t!(l, "yz-your-turn", who = mention(*id)));
                    }
                    if ctx.is_open() && seat.is_some_and(|s| !s.is_computer()) {
                        board_rows = turn_controls(ctx, self, game, turn, hints)
                            .place(&mut embed, &mut rows);
                    }
                }
                embed.fields.extend(hint_and_log_fields(ctx, game));
                // The scorecards under the dice and the buttons that keep them.
                embed.description = text;
                embed.details = scorecards(ctx, game);
                if let Viewer::Seat(seat) = ctx.viewer {
                    return private_view(ctx, game, seat);
                }
            }
            TablePhase::Over { rules, outcome } => {
                embed.colour = colour::CLOSED;
                let mut text = String::new();
                if self.mode != Mode::Solo {
                    text.push_str(&outcome_line(ctx, outcome, self.table.stake));
                    text.push('\n');
                }
                if let Some(game) = rules {
                    text.push_str(&standings(ctx, game));
                    text.push('\n');
                    text.push_str(&scorecards(ctx, game));
                    embed.fields.extend(trainer_fields(ctx, game));
                }
                embed.description = text;
            }
        }
        if !ctx.is_open() {
            embed.colour = colour::CLOSED;
            embed.sections.clear();
            rows.clear();
        }
        View {
            content,
            embeds: vec![embed],
            board_rows: if rows.is_empty() { 0 } else { board_rows },
            rows,
            ..View::default()
        }
    }

    /// The sharer's score, their upper bonus and their Yahtzees.
    fn share(&self, ctx: &RenderCtx) -> Option<View> {
        let Viewer::Seat(seat) = ctx.viewer else {
            return None;
        };
        let table = self.play()?;
        if table.turn.is_some() {
            return None;
        }
        // A card played to its end: not a player who left, not a table abandoned.
        let player = table
            .player(seat)
            .filter(|p| !p.out && p.card.boxes.iter().all(Option::is_some))?;
        let l = ctx.locale;
        let card = &player.card;
        let yahtzees = u16::from(card.yahtzee_holds_50()) + card.yahtzee_bonuses;
        let bonus = if card.upper_bonus() > 0 {
            t!(l, "yz-share-bonus")
        } else {
            t!(l, "yz-share-no-bonus")
        };
        let mut lines = vec![t!(
            l,
            "yz-share-line",
            score = i64::from(card.total()),
            bonus = bonus,
            yahtzees = i64::from(yahtzees)
        )];
        if player.hints > 0 {
            lines.push(t!(l, "yz-share-hints", hints = i64::from(player.hints)));
        }
        Some(View::embed(
            t!(l, "yz-share-title"),
            lines.join("\n"),
            colour::JACKPOT,
        ))
    }

    fn stats(s: &KindStats, l: Locale) -> String {
        let rate = |name: &str| {
            s.measure(name).map_or("–".to_string(), |m| {
                crate::view::format::rate(l, m.average)
            })
        };
        t!(
            l,
            "yz-stats",
            games = s.played,
            wins = s.wins,
            average = s
                .average_score
                .map_or("–".to_string(), |a| crate::view::format::decimal(l, a, 1)),
            best = s.highest.as_ref().map_or(0, |b| b.score),
            bonus = rate("upper-bonus"),
            yahtzees = s.measure("yahtzees").map_or(0, |m| m.sum as i64),
            accuracy = rate("accuracy")
        )
    }
}

/// The expert's three best choices for `seat`'s turn as it stands, when it asked for them.
fn hint_text(ctx: &RenderCtx, game: &YahtzeeTable, seat: SeatNo) -> Option<String> {
    let l = ctx.locale;
    let hint = game.hint.as_ref().filter(|h| h.seat == seat)?;
    let turn = game.turn.as_ref()?;
    if (turn.seat, turn.dice, turn.rolls) != (hint.seat, hint.dice, hint.rolls) {
        return None;
    }
    let mut text = t!(
        l,
        "yz-hint-title",
        dice = dice_text(&hint.dice),
        roll = hint.rolls
    );
    for (i, (choice, expected)) in hint.best.iter().enumerate() {
        text.push('\n');
        text.push_str(&t!(
            l,
            "yz-hint-line",
            n = i + 1,
            choice = choice_text(l, choice),
            expected = crate::view::format::decimal(l, *expected, 1)
        ));
    }
    if let Some(p) = game.player(seat).filter(|p| p.hints > 0) {
        text.push_str("\n\n");
        text.push_str(&t!(l, "hints-unranked", hints = p.hints));
    }
    Some(text)
}

/// A seat's own view: the hint for its turn, if it asked for one.
fn private_view(ctx: &RenderCtx, game: &YahtzeeTable, seat: SeatNo) -> View {
    let l = ctx.locale;
    let text = hint_text(ctx, game, seat).unwrap_or_else(|| t!(l, "yz-hint-none"));
    View::embed(t!(l, "yz-hint"), text, colour::INFO)
}

/// How an entry of the game's board reads: the best result's score and detail.
pub fn board_entry(score: i64, _detail: &str, locale: Locale) -> String {
    t!(locale, "yz-board-entry", points = score)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::{Level, Occupant, SeatStatus};
    use crate::engine::table::pool::Pool;
    use crate::engine::table::turns::Turns;
    use crate::engine::table::{MAX_STAKE, Outcome, TableGame};
    use crate::engine::yahtzee::play::Hint;
    use crate::engine::yahtzee::score::Fill;
    use crate::engine::yahtzee::trainer::Mistake;
    use crate::view::emoji::map::longest_emoji_map;
    use crate::view::game::Status;
    use crate::view::game::measure;

    /// Every scorecard row's label fits its three columns, in every language, and no two
    /// rows read alike.
    #[test]
    fn row_labels_fit_three_columns_in_every_language() {
        crate::testing::registry();
        let codes: Vec<&str> = Category::UPPER
            .iter()
            .chain(Category::LOWER.iter())
            .map(|c| c.code())
            .chain(["upper", "bonus", "yb", "total"])
            .collect();
        assert_eq!(codes.len(), 17);
        for &locale in Locale::ALL {
            let labels: Vec<String> = codes.iter().map(|c| row_label(locale, c)).collect();
            for (code, label) in codes.iter().zip(&labels) {
                let n = label.chars().count();
                assert!((1..=3).contains(&n), "{locale:?} {code}: `{label}`");
            }
            let mut distinct = labels.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), labels.len(), "{locale:?}: {labels:?}");
        }
        assert!(
            crate::locale::i18n::misses()
                .iter()
                .all(|m| !m.contains("yz-abbr"))
        );
    }

    /// A game of nothing but Yahtzees, every box but `last` filled by the engine: the card
    /// then, and every fill in turn with `last`'s at the end. The sixes fill the boxes, or
    /// the fives when `last` is the sixes' own box: the other upper boxes first (for
    /// nothing), then the Yahtzee box, then by the joker rule the dice's own upper box and
    /// the lower boxes, each with a Yahtzee bonus.
    fn yahtzees_but(last: Category) -> (Scorecard, Vec<Fill>) {
        let face = if last == Category::Sixes { 5 } else { 6 };
        let own = Category::UPPER[face - 1];
        let order = Category::UPPER
            .into_iter()
            .filter(|&c| c != own)
            .chain([Category::Yahtzee, own])
            .chain(
                Category::LOWER
                    .into_iter()
                    .filter(|&c| c != Category::Yahtzee),
            );
        let mut card = Scorecard::default();
        let mut fills = Vec::new();
        for cat in order {
            if cat != last {
                fills.push(
                    card.fill(cat, &[face as u8; 5])
                        .expect("the joker fills it"),
                );
            }
        }
        let before = card.clone();
        fills.push(
            card.fill(last, &[6; 5])
                .expect("the last box takes the sixes"),
        );
        (before, fills)
    }

    /// A computer's turn reads as the catalogue words it: in French, with the no-break space
    /// before the colon.
    #[test]
    fn a_computers_turn_is_worded_by_the_catalogue() {
        crate::testing::registry();
        let seats = [crate::view::game::longest_member(0)];
        let wallets = [0];
        let fill = Fill {
            category: Category::Chance,
            points: 30,
            bonus: 0,
        };
        for (locale, colon) in [(Locale::En, ": "), (Locale::Fr, "\u{a0}: ")] {
            let ctx = RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, None);
            let line = log_line(&ctx, &turn_log(0, 1, fill, false));
            assert!(line.starts_with("🤖 "), "{line}");
            assert!(line.contains(&format!(">{colon}")), "{line}");
        }
    }

    /// The longest turn of the log: two re-rolls keeping four dice, then the fill; played
    /// by a computer, or (`timed_out`) for a member who ran out of time.
    fn turn_log(seat: SeatNo, number: u8, fill: Fill, timed_out: bool) -> TurnLog {
        TurnLog {
            seat,
            number,
            rolls: vec![
                ([6, 6, 6, 6, 1], vec![6, 6, 6, 6]),
                ([6, 6, 6, 6, 2], vec![6, 6, 6, 6]),
            ],
            dice: [6; 5],
            fill,
            timed_out,
        }
    }

    /// The trainer's longest account: every decision a mistake, the worst named.
    fn trainer() -> Trainer {
        Trainer {
            decisions: 39,
            best: 0,
            lost: 1234.5,
            worst: Some(Mistake {
                turn: 13,
                roll: 2,
                dice: [6, 6, 6, 6, 1],
                chosen: HintChoice::Keep(Vec::new()),
                expert: HintChoice::Fill(Category::FourOfAKind),
                lost: 1234.5,
            }),
        }
    }

    /// The fullest table the rules allow, its last box to fill being `last`: six players,
    /// the first five done with all thirteen boxes, the sixth in its last turn after its
    /// second roll (four dice kept) with the expert's three best choices shown, and the
    /// log of the last six turns, each with two re-rolls and a Yahtzee bonus, played for
    /// the member who ran out of time or (`computers`) by the computers in the first five
    /// seats; then the game over with every card full.
    fn fullest(last: Category, computers: bool) -> [YahtzeeTable; 2] {
        let (open, fills) = yahtzees_but(last);
        let mut done = open.clone();
        done.fill(last, &[6; 5])
            .expect("the last box takes the sixes");
        let player = |seat: SeatNo, card: &Scorecard| Player {
            seat,
            card: card.clone(),
            out: false,
            trainer: trainer(),
            hints: u32::MAX,
        };
        let mut players: Vec<Player> = (0..5).map(|seat| player(seat, &done)).collect();
        players.push(player(5, &open));
        let dice = [6, 6, 6, 6, 1];
        let mut log = vec![turn_log(5, 12, fills[fills.len() - 2], true)];
        log.extend((0..5).map(|seat| turn_log(seat, 13, fills[fills.len() - 1], !computers)));
        let playing = YahtzeeTable {
            players: players.clone(),
            turn: Some(Turn {
                seat: 5,
                dice,
                kept: [true, true, true, true, false],
                rolls: 2,
                keeps: vec![([6, 6, 6, 6, 2], vec![6, 6, 6, 6])],
            }),
            log,
            hint: Some(Hint {
                seat: 5,
                dice,
                rolls: 2,
                best: vec![
                    (HintChoice::Keep(vec![6, 6, 6, 6]), 1575.5),
                    (HintChoice::Keep(Vec::new()), 1575.4),
                    (HintChoice::Fill(last), 1575.3),
                ],
            }),
        };
        let mut over = playing.clone();
        over.turn = None;
        over.hint = None;
        players[5].card = done;
        over.players = players;
        [playing, over]
    }

    /// A table of `phase` at the largest stake.
    fn table(phase: TablePhase<YahtzeeTable>) -> Yahtzee {
        Yahtzee {
            mode: Mode::Table,
            hints: true,
            table: TableGame {
                stake: MAX_STAKE,
                options: Default::default(),
                pool: Pool::default(),
                phase,
            },
        }
    }

    /// The fullest tables, for each box the last turn fills, with or without computers:
    /// playing, over in a six-way tie, and over with five players gone.
    fn fullest_games() -> Vec<(bool, Yahtzee)> {
        let mut games = Vec::new();
        for (last, computers) in Category::ALL
            .into_iter()
            .flat_map(|last| [(last, false), (last, true)])
        {
            let [playing, over] = fullest(last, computers);
            let mut push = |game| games.push((computers, game));
            push(table(TablePhase::Playing {
                turns: Turns::new((0..6).collect()),
                rules: playing,
            }));
            let seats: Vec<SeatNo> = (0..6).collect();
            push(table(TablePhase::Over {
                rules: Some(over.clone()),
                outcome: Outcome::Won {
                    shares: seats.iter().map(|&s| (s, MAX_STAKE)).collect(),
                    winners: seats,
                },
            }));
            let mut left = over;
            for p in left.players.iter_mut().skip(1) {
                p.out = true;
            }
            push(table(TablePhase::Over {
                rules: Some(left),
                outcome: Outcome::Won {
                    shares: vec![(0, 6 * MAX_STAKE)],
                    winners: vec![0],
                },
            }));
        }
        games
    }

    /// Six seats with the longest names: members whose turns timed out, or (`computers`)
    /// computers beside the member to play; with the seats gone when the game says so.
    fn seats(computers: bool, game: &Yahtzee) -> Vec<Seat> {
        (0..6u8)
            .map(|no| Seat {
                no,
                occupant: if computers && no < 5 {
                    Occupant::Computer {
                        level: Level::Expert,
                    }
                } else {
                    Occupant::Member {
                        id: u64::MAX - u64::from(no),
                        name: "W".repeat(32),
                    }
                },
                status: match game.play().and_then(|g| g.player(no)) {
                    Some(p) if p.out => SeatStatus::Left,
                    _ => SeatStatus::Playing,
                },
            })
            .collect()
    }

    /// The fullest table fits Discord's limits in the text style and with Parlor's emojis
    /// at their longest markup, in every language: six players' full scorecards, the
    /// longest log of turns played for others (by computers, or for members who ran out of
    /// time), the hint, each seat's own view, and the game over with the trainer's account
    /// of every member; open and closed.
    #[test]
    fn the_longest_board_fits_in_both_styles() {
        let map = longest_emoji_map();
        let wallets = [i64::MAX; 6];
        let games = fullest_games();
        let viewers = || std::iter::once(Viewer::Public).chain((0..6).map(Viewer::Seat));
        for &locale in Locale::ALL {
            for emojis in [None, Some(&map)] {
                let style = if emojis.is_some() { "emoji" } else { "text" };
                let mut longest = [(0, 0); 2];
                for (computers, game) in &games {
                    let seats = seats(*computers, game);
                    let playing = game.play().is_some_and(|g| g.turn.is_some());
                    for (viewer, status) in
                        viewers().flat_map(|v| [(v, Status::Open), (v, Status::Finished)])
                    {
                        let mut ctx = RenderCtx::sample(&seats, &wallets, locale, viewer, emojis);
                        ctx.status = status;
                        ctx.currency = crate::view::game::longest_currency();
                        let view = game.render(&ctx);
                        if let Err(e) = view.check_limits() {
                            panic!("{locale:?} {style} {viewer:?}: {e}\n{view:#?}");
                        }
                        // The dice show on the table while the game is played.
                        let pictured = view.embeds[0].description.contains("<:");
                        if emojis.is_none() || (playing && viewer == Viewer::Public) {
                            assert_eq!(pictured, emojis.is_some(), "{view:#?}");
                        }
                        if playing && viewer == Viewer::Public {
                            let log = t!(locale, "yz-log");
                            assert!(view.embeds[0].fields.iter().any(|f| f.name == log));
                        }
                        // A seat's own view is its hint while the game is played; once
                        // over, the seat sees the table.
                        let at = usize::from(playing && viewer != Viewer::Public);
                        let (d, t) = measure(&view);
                        longest[at] = (longest[at].0.max(d), longest[at].1.max(t));
                    }
                }
                for (name, (d, t)) in ["public", "private"].iter().zip(longest) {
                    println!(
                        "yahtzee {locale:?} {style} {name}: longest description {d} characters, embed {t}"
                    );
                }
            }
        }
    }

    /// The bonus row says what the upper section still needs in brackets, with a note under
    /// the card, never as a negative score; 35 once reached, 0 once missed.
    #[test]
    fn the_bonus_row_says_what_is_still_needed_not_a_score() {
        crate::testing::registry();
        let seats = [crate::view::game::longest_member(0)];
        let wallets = [0];
        let mut card = Scorecard::default();
        card.fill(Category::UPPER[0], &[1, 1, 1, 2, 3])
            .expect("ones");
        let table = |card: &Scorecard| YahtzeeTable {
            players: vec![Player {
                seat: 0,
                card: card.clone(),
                out: false,
                trainer: trainer(),
                hints: 0,
            }],
            turn: None,
            log: Vec::new(),
            hint: None,
        };
        for &locale in Locale::ALL {
            let ctx = RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, None);
            let shown = scorecards(&ctx, &table(&card));
            let bonus = row_label(locale, "bonus");
            let row = shown
                .lines()
                .find(|l| l.starts_with(&bonus))
                .expect("the bonus row");
            assert!(row.ends_with("(60)"), "{locale:?}: {row}");
            assert!(!shown.contains("-60"), "{shown}");
            assert!(
                shown.contains(&t!(locale, "yz-bonus-needs", at = 63)),
                "{shown}"
            );
        }
        let mut full = Scorecard::default();
        for (cat, face) in Category::UPPER.iter().zip(1u8..) {
            full.fill(*cat, &[face; 5]).expect("five of a kind");
        }
        let ctx = RenderCtx::sample(&seats, &wallets, Locale::En, Viewer::Public, None);
        let shown = scorecards(&ctx, &table(&full));
        assert!(!shown.contains("(n)"), "no note once settled: {shown}");
    }
}
