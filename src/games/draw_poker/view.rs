//! Draw poker as messages. The table message: the deck and limits, the pot, each seat's
//! chips and what it did, whose turn it is, the betting buttons with their amounts, and
//! after a hand the hands shown. Each player's private message: their five cards, and in
//! the draw the toggles for the cards to discard and the Draw button. A one-line summary
//! of every hand is posted in the channel, where it stays.

use crate::engine::cards::DeckKind;
use crate::engine::draw_poker::hand::{Did, Hand, HandEnd, LastAction, Street};
use crate::engine::draw_poker::{DrawPoker, Move, PokerTable, Settings};
use crate::engine::game::{Seat, SeatNo, SeatStatus};
use crate::engine::hand_eval::evaluate;
use crate::engine::table::{TableAction, TablePhase, TableRules};
use crate::store::KindStats;
use crate::t;
use crate::view::format::{category_name, slug_name};
use crate::view::format::{chips_word, signed};
use crate::view::game::{GameView, RenderCtx, Viewer};
use crate::view::table::{lobby_rows, name_at, outcome_line, seat_lines};
use crate::view::{Button, Embed, Locale, Row, Style, View, colour};

fn deck_name(locale: Locale, deck: DeckKind) -> String {
    match deck {
        DeckKind::Standard52 => t!(locale, "dp-deck-52"),
        DeckKind::Short24 => t!(locale, "dp-deck-24"),
    }
}

fn limits(locale: Locale, settings: &Settings) -> String {
    t!(
        locale,
        "dp-limits",
        deck = deck_name(locale, settings.deck),
        ante = settings.ante,
        small = settings.small_bet(),
        big = 2 * settings.small_bet(),
        buyin = chips_word(locale, settings.buy_in)
    )
}

/// What a seat did last, and where it stands in the hand.
fn seat_note(ctx: &RenderCtx, table: &PokerTable, seat: &Seat) -> String {
    let l = ctx.locale;
    if let Some(took) = table.took_home(seat.no) {
        return t!(l, "dp-took-home", stack = chips_word(l, took));
    }
    let mut parts = vec![chips_word(l, table.stack(seat.no))];
    if table.button == Some(seat.no) {
        parts.push(t!(l, "dp-button"));
    }
    if let Some(p) = table.hand.as_ref().and_then(|h| h.seat(seat.no)) {
        if p.folded {
            parts.push(t!(l, "dp-folded"));
        } else {
            if p.total > 0 {
                parts.push(t!(l, "dp-in-pot", amount = p.total));
            }
            if table.stack(seat.no) == 0 {
                parts.push(t!(l, "dp-all-in"));
            }
            if let Some(n) = p.drew {
                parts.push(t!(l, "dp-drew", count = n));
            }
        }
    } else if table.stack(seat.no) == 0 && seat.is_playing() {
        parts.push(t!(l, "dp-busted"));
    }
    parts.join(" · ")
}

/// The round so far: every action of the street in play (or of the one just finished).
fn round_text(ctx: &RenderCtx, hand: &Hand) -> Option<String> {
    let round = hand.round_so_far();
    if round.is_empty() {
        // A hand saved before actions were kept: its last one.
        return hand.last.map(|last| did_text(ctx, last));
    }
    Some(
        round
            .iter()
            .map(|(_, action)| did_text(ctx, *action))
            .collect::<Vec<_>>()
            .join(" "),
    )
}

fn did_text(ctx: &RenderCtx, last: LastAction) -> String {
    let l = ctx.locale;
    let who = name_at(ctx, last.seat);
    let mut text = match last.did {
        Did::Checked => t!(l, "dp-did-check", who = who),
        Did::Called(n) => t!(l, "dp-did-call", who = who, amount = n),
        Did::Bet(n) => t!(l, "dp-did-bet", who = who, amount = n),
        Did::Raised(n) => t!(l, "dp-did-raise", who = who, amount = n),
        Did::Folded => t!(l, "dp-did-fold", who = who),
        Did::Drew(n) => t!(l, "dp-did-draw", who = who, count = n),
    };
    if last.all_in {
        text.push_str(&format!(" ({})", t!(l, "dp-all-in")));
    }
    text
}

/// The showdown or the fold that ended a hand, a line per seat.
fn hand_end_lines(ctx: &RenderCtx, end: &HandEnd) -> String {
    let l = ctx.locale;
    if end.shown.is_empty() {
        let winner = end.seats.iter().find(|s| s.won > 0);
        return winner.map_or_else(String::new, |w| {
            t!(
                l,
                "dp-won-by-fold",
                who = name_at(ctx, w.seat),
                amount = chips_word(l, w.won),
                net = signed(l, w.won - w.put_in)
            )
        });
    }
    end.shown
        .iter()
        .map(|s| {
            // Net, as every amount shown: what the hand added to the winner's stack.
            let result = match end.seats.iter().find(|e| e.seat == s.seat) {
                Some(e) if e.won > 0 => format!(" · **{}**", signed(l, e.won - e.put_in)),
                _ => String::new(),
            };
            let shown = format!(
                "{} — {}{result}",
                ctx.cards_shown(&s.cards),
                category_name(l, s.category)
            );
            t!(l, "named", name = name_at(ctx, s.seat), text = shown)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The one-line summary of a hand that stays in the channel.
pub fn summary(ctx: &RenderCtx, end: &HandEnd) -> String {
    let l = ctx.locale;
    let parts: Vec<String> = end
        .seats
        .iter()
        .filter(|s| s.won > 0 || !s.folded)
        .map(|s| {
            let shown = end.shown.iter().any(|x| x.seat == s.seat);
            let hand = if shown {
                format!(" ({})", category_name(l, s.category))
            } else {
                String::new()
            };
            format!(
                "{} {}{hand}",
                name_at(ctx, s.seat),
                signed(l, s.won - s.put_in)
            )
        })
        .collect();
    t!(
        l,
        "dp-summary",
        number = end.number,
        pot = chips_word(l, end.pots.iter().map(|p| p.amount).sum()),
        seats = parts.join(" · ")
    )
}

fn street_name(locale: Locale, street: Street) -> String {
    match street {
        Street::First => t!(locale, "dp-street-first"),
        Street::Draw => t!(locale, "dp-street-draw"),
        Street::Second => t!(locale, "dp-street-second"),
    }
}

/// The betting buttons, with their amounts, for the seat to act.
fn betting_row(ctx: &RenderCtx, table: &PokerTable, hand: &Hand) -> Option<Row> {
    let l = ctx.locale;
    let seat = hand.to_act?;
    let options = hand.options(seat, &table.stacks)?;
    let id = |m: Move| ctx.id(&TableAction::Play(m));
    let raise = match (options.raise, options.opening) {
        (Some(pay), true) => {
            Button::new(id(Move::Bet), t!(l, "dp-bet", amount = pay), Style::Primary)
        }
        (Some(pay), false) => Button::new(
            id(Move::Raise),
            t!(
                l,
                "dp-raise",
                amount = hand.seat(seat).map_or(0, |p| p.round) + pay
            ),
            Style::Primary,
        ),
        (None, true) => {
            Button::new(id(Move::Bet), t!(l, "dp-bet-none"), Style::Primary).disabled(true)
        }
        (None, false) => {
            Button::new(id(Move::Raise), t!(l, "dp-raise-capped"), Style::Primary).disabled(true)
        }
    };
    let check_or_call = if options.to_call == 0 {
        Button::new(id(Move::Check), t!(l, "dp-check"), Style::Success)
    } else {
        Button::new(
            id(Move::Call),
            t!(l, "dp-call", amount = options.call),
            Style::Success,
        )
    };
    Some(Row::Buttons(vec![
        check_or_call,
        raise,
        Button::new(id(Move::Fold), t!(l, "dp-fold"), Style::Danger),
    ]))
}

fn public_playing(ctx: &RenderCtx, game: &DrawPoker, table: &PokerTable) -> (String, Vec<Row>) {
    let l = ctx.locale;
    let to_act = table.hand.as_ref().and_then(|h| h.to_act);
    let mut text = vec![limits(l, game.settings())];
    let mut rows = Vec::new();
    match &table.hand {
        Some(hand) => {
            text.push(t!(
                l,
                "dp-hand",
                number = hand.number,
                street = street_name(l, hand.street),
                pot = chips_word(l, hand.pot())
            ));
            text.push(seat_lines(ctx, to_act, |s| seat_note(ctx, table, s)));
            if let Some(did) = round_text(ctx, hand) {
                text.push(did);
            }
            if let Some(seat) = to_act {
                let who = name_at(ctx, seat);
                text.push(if hand.street == Street::Draw {
                    t!(l, "dp-to-draw", who = who)
                } else {
                    t!(l, "dp-to-bet", who = who)
                });
            }
            if let Some(row) = betting_row(ctx, table, hand) {
                rows.push(row);
            }
            rows.push(Row::Buttons(vec![
                Button::new(
                    ctx.id(&TableAction::Play(Move::Cards)),
                    t!(l, "dp-my-cards"),
                    Style::Secondary,
                ),
                Button::new(
                    ctx.id(&TableAction::<Move>::Leave),
                    t!(l, "table-leave"),
                    Style::Secondary,
                ),
            ]));
        }
        None => {
            text.push(seat_lines(ctx, None, |s| seat_note(ctx, table, s)));
            if let Some(end) = &table.last {
                text.push(t!(l, "dp-last-hand", number = end.number));
                text.push(hand_end_lines(ctx, end));
            }
            text.push(t!(l, "dp-next-hand-prompt"));
            let mut buttons = vec![
                Button::new(
                    ctx.id(&TableAction::Play(Move::Deal)),
                    t!(l, "dp-next-hand"),
                    Style::Primary,
                ),
                Button::new(
                    ctx.id(&TableAction::<Move>::Leave),
                    t!(l, "table-leave"),
                    Style::Secondary,
                ),
            ];
            // A free seat: others may sit down now, with the buy-in, for the next hand.
            let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
            if seated < PokerTable::max_seats(&table.settings) && !table.closing {
                text.push(t!(
                    l,
                    "dp-join-between-hands",
                    buyin = chips_word(l, table.settings.buy_in)
                ));
                buttons.push(Button::new(
                    ctx.id(&TableAction::<Move>::Join),
                    t!(l, "table-join"),
                    Style::Success,
                ));
            }
            rows.push(Row::Buttons(buttons));
        }
    }
    if table.hand.is_some()
        && let Some(end) = &table.last
    {
        text.push(t!(l, "dp-last-hand", number = end.number));
        text.push(hand_end_lines(ctx, end));
    }
    (text.join("\n\n"), rows)
}

/// A player's own cards, with the discard toggles and Draw while they may draw.
fn private_view(ctx: &RenderCtx, table: &PokerTable, seat: SeatNo) -> View {
    let l = ctx.locale;
    let Some(hand) = table.hand.as_ref() else {
        return View::embed(
            t!(l, "dp-cards-title-none"),
            t!(l, "dp-no-hand"),
            colour::INFO,
        );
    };
    let Some(p) = hand.seat(seat) else {
        return View::embed(
            t!(l, "dp-cards-title-none"),
            t!(l, "dp-not-in-hand"),
            colour::INFO,
        );
    };
    let category = evaluate(&p.cards, hand.deck).category;
    let mut lines = vec![
        ctx.cards_shown(&p.cards),
        t!(l, "dp-you-have", hand = category_name(l, category)),
    ];
    let mut rows = Vec::new();
    let may_draw = hand.street != Street::Second && !p.folded && p.drew.is_none();
    if p.folded {
        lines.push(t!(l, "dp-you-folded"));
    } else if let Some(n) = p.drew {
        lines.push(t!(l, "dp-you-drew", count = n));
    } else if may_draw {
        lines.push(t!(l, "dp-mark-help"));
        let buttons = (0..5u8)
            .map(|i| {
                let marked = p.marks & (1 << i) != 0;
                let mv = Move::Mark {
                    hand: hand.number,
                    card: i,
                    on: !marked,
                };
                let card = p.cards[i as usize];
                let emoji = ctx.card_emoji(card);
                let label = match (marked, emoji.is_some()) {
                    // The card is the button's emoji: a short label.
                    (true, true) => t!(l, "dp-discard-marked"),
                    (false, true) => t!(l, "dp-keep-label"),
                    (true, false) => format!("✖ {card}"),
                    (false, false) => card.to_string(),
                };
                let style = if marked {
                    Style::Danger
                } else {
                    Style::Secondary
                };
                Button::new(ctx.id(&TableAction::Play(mv)), label, style).with_emoji(emoji)
            })
            .collect();
        rows.push(Row::Buttons(buttons));
        let count = p.marks.count_ones();
        let label = if count == 0 {
            t!(l, "dp-stand-pat")
        } else {
            t!(l, "dp-draw", count = count)
        };
        let my_turn = hand.street == Street::Draw && hand.to_act == Some(seat);
        if !my_turn {
            lines.push(t!(l, "dp-draw-wait"));
        }
        rows.push(Row::Buttons(vec![
            Button::new(
                ctx.id(&TableAction::Play(Move::Draw { hand: hand.number })),
                label,
                Style::Primary,
            )
            .disabled(!my_turn),
        ]));
    }
    View {
        embeds: vec![Embed {
            title: t!(l, "dp-cards-title", number = hand.number),
            description: lines.join("\n"),
            colour: colour::IN_PLAY,
            ..Embed::default()
        }],
        rows,
        ..View::default()
    }
}

impl GameView for DrawPoker {
    const START: &'static str = "/poker table";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        if let (Viewer::Seat(seat), Some(table)) = (ctx.viewer, self.play()) {
            return private_view(ctx, table, seat);
        }
        let settings = self.settings();
        let title = t!(l, "dp-title", deck = deck_name(l, settings.deck));
        let (description, rows) = match &self.table.phase {
            TablePhase::Lobby => {
                let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
                let text = format!(
                    "{}\n\n{}\n\n{}",
                    seat_lines(ctx, None, |_| String::new()),
                    limits(l, settings),
                    t!(
                        l,
                        "dp-lobby",
                        seated = seated,
                        max = PokerTable::max_seats(settings)
                    )
                );
                let rows = lobby_rows::<Move>(
                    ctx,
                    seated,
                    PokerTable::MIN_SEATS,
                    PokerTable::max_seats(settings),
                );
                (text, rows)
            }
            TablePhase::Playing { rules, .. } => public_playing(ctx, self, rules),
            TablePhase::Over { rules, outcome } => {
                let mut text = vec![
                    limits(l, settings),
                    outcome_line(ctx, outcome, self.table.stake),
                ];
                if let Some(table) = rules {
                    text.push(seat_lines(ctx, None, |s| match table.took_home(s.no) {
                        // A member who left earlier: what they took, not the table's hands.
                        Some(took) if s.status == SeatStatus::Left => {
                            t!(l, "dp-took-home", stack = chips_word(l, took))
                        }
                        Some(took) => t!(
                            l,
                            "dp-final-took-home",
                            hands = table.hands,
                            stack = chips_word(l, took)
                        ),
                        None => t!(
                            l,
                            "dp-final-stack",
                            hands = table.hands,
                            stack = chips_word(l, table.stack(s.no))
                        ),
                    }));
                    if let Some(end) = &table.last {
                        text.push(t!(l, "dp-last-hand", number = end.number));
                        text.push(hand_end_lines(ctx, end));
                    }
                }
                (text.join("\n\n"), Vec::new())
            }
        };
        let colour = if ctx.is_open() {
            colour::TABLE
        } else {
            colour::CLOSED
        };
        View {
            embeds: vec![Embed {
                title,
                description,
                colour,
                ..Embed::default()
            }],
            rows: if ctx.is_open() { rows } else { Vec::new() },
            ..View::default()
        }
    }

    fn announcement(&self, ctx: &RenderCtx) -> Option<View> {
        let end = self.play()?.last.as_ref()?;
        Some(View {
            content: Some(summary(ctx, end)),
            ..View::default()
        })
    }

    fn stats(s: &KindStats, locale: Locale) -> String {
        let best = s
            .highest
            .as_ref()
            .and_then(|b| slug_name(locale, &b.detail))
            .unwrap_or_else(|| "—".to_string());
        t!(
            locale,
            "dp-stats",
            hands = s.played,
            won = s.wins,
            net = signed(locale, s.net()),
            best = best
        )
    }

    fn board_entry(_score: i64, detail: &str, locale: Locale) -> String {
        slug_name(locale, detail).unwrap_or_default()
    }

    fn timed_out_notice(&self, ctx: &RenderCtx) -> String {
        t!(ctx.locale, "dp-timed-out")
    }
}
