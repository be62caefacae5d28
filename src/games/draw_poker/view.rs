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
use crate::games::GameView;
use crate::store::KindStats;
use crate::t;
use crate::view::format::signed;
use crate::view::format::{category_name, slug_name};
use crate::view::game::{RenderCtx, Viewer};
use crate::view::table::{join_line, lobby, name_at, outcome_line, seat_lines};
use crate::view::{Button, Embed, Locale, Row, Section, Style, View, colour};

fn deck_name(locale: Locale, deck: DeckKind) -> String {
    match deck {
        DeckKind::Standard52 => t!(locale, "dp-deck-52"),
        DeckKind::Short24 => t!(locale, "dp-deck-24"),
    }
}

fn limits(ctx: &RenderCtx, settings: &Settings) -> String {
    let locale = ctx.locale;
    t!(
        locale,
        "dp-limits",
        deck = deck_name(locale, settings.deck),
        ante = settings.ante,
        small = settings.small_bet(),
        big = 2 * settings.small_bet(),
        buyin = ctx.currency.amount(locale, settings.buy_in)
    )
}

/// What a seat did last, and where it stands in the hand.
fn seat_note(ctx: &RenderCtx, table: &PokerTable, seat: &Seat) -> String {
    let l = ctx.locale;
    if let Some(took) = table.took_home(seat.no) {
        return t!(l, "dp-took-home", stack = ctx.currency.amount(l, took));
    }
    let mut parts = vec![ctx.currency.amount(l, table.stack(seat.no))];
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

/// The most actions of a betting round the table shows, the latest last.
const ACTIONS_SHOWN: usize = 12;

/// The round so far: the actions of the street in play (or of the one just finished), its
/// latest [`ACTIONS_SHOWN`] after an ellipsis when there were more.
fn round_text(ctx: &RenderCtx, hand: &Hand) -> Option<String> {
    let round = hand.round_so_far();
    if round.is_empty() {
        // A hand saved before actions were kept: its last one.
        return hand.last.map(|last| did_text(ctx, last));
    }
    let skipped = round.len().saturating_sub(ACTIONS_SHOWN);
    let shown = round[skipped..]
        .iter()
        .map(|(_, action)| did_text(ctx, *action));
    let earlier = (skipped > 0).then(|| "…".to_string());
    Some(
        earlier
            .into_iter()
            .chain(shown)
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
                amount = ctx.currency.amount(l, w.won),
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
        pot = ctx
            .currency
            .amount(l, end.pots.iter().map(|p| p.amount).sum()),
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

/// The table between and during hands; a free seat between hands is a line with Join
/// beside it, in `sections`.
fn public_playing(
    ctx: &RenderCtx,
    game: &DrawPoker,
    table: &PokerTable,
    sections: &mut Vec<Section>,
) -> (String, Vec<Row>) {
    let l = ctx.locale;
    let to_act = table.hand.as_ref().and_then(|h| h.to_act);
    let mut text = vec![limits(ctx, game.settings())];
    let mut rows = Vec::new();
    match &table.hand {
        Some(hand) => {
            text.push(t!(
                l,
                "dp-hand",
                number = hand.number,
                street = street_name(l, hand.street),
                pot = ctx.currency.amount(l, hand.pot())
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
            let buttons = vec![
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
            if seated < PokerTable::seats(&table.settings).max && !table.closing {
                let buyin = ctx.currency.amount(l, table.settings.buy_in);
                sections.push(join_line::<Move>(
                    ctx,
                    t!(l, "dp-join-between-hands", buyin = buyin),
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
    let mut lines = vec![t!(l, "dp-you-have", hand = category_name(l, category))];
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
                    (false, true) => t!(l, "dp-discard-label"),
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
    // The cards, the buttons that mark them for the discard under them, then the rest.
    View {
        embeds: vec![Embed {
            title: t!(l, "dp-cards-title", number = hand.number),
            description: ctx.cards_shown(&p.cards),
            details: lines.join("\n"),
            colour: <DrawPoker as GameView>::COLOUR,
            ..Embed::default()
        }],
        board_rows: usize::from(may_draw),
        rows,
        ..View::default()
    }
}

impl GameView for DrawPoker {
    const COLOUR: u32 = 0xE67E22;

    const START: &'static str = "/poker table";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        if let (Viewer::Seat(seat), Some(table)) = (ctx.viewer, self.play()) {
            return private_view(ctx, table, seat);
        }
        let settings = self.settings();
        let title = t!(l, "dp-title", deck = deck_name(l, settings.deck));
        let mut sections = Vec::new();
        let (description, rows) = match &self.table.phase {
            TablePhase::Lobby => {
                let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
                let text = format!(
                    "{}\n\n{}",
                    seat_lines(ctx, None, |_| String::new()),
                    limits(ctx, settings),
                );
                let line = t!(
                    l,
                    "dp-lobby",
                    seated = seated,
                    max = PokerTable::seats(settings).max
                );
                let seats = PokerTable::MIN_SEATS..=PokerTable::seats(settings).max;
                let lobby = lobby::<Move>(ctx, line, seats, true);
                sections.push(lobby.line);
                (text, lobby.rows)
            }
            TablePhase::Playing { rules, .. } => public_playing(ctx, self, rules, &mut sections),
            TablePhase::Over { rules, outcome } => {
                let mut text = vec![
                    limits(ctx, settings),
                    outcome_line(ctx, outcome, self.table.stake),
                ];
                if let Some(table) = rules {
                    text.push(seat_lines(ctx, None, |s| match table.took_home(s.no) {
                        // A member who left earlier: what they took, not the table's hands.
                        Some(took) if s.status == SeatStatus::Left => {
                            t!(l, "dp-took-home", stack = ctx.currency.amount(l, took))
                        }
                        Some(took) => t!(
                            l,
                            "dp-final-took-home",
                            hands = table.hands,
                            stack = ctx.currency.amount(l, took)
                        ),
                        None => t!(
                            l,
                            "dp-final-stack",
                            hands = table.hands,
                            stack = ctx.currency.amount(l, table.stack(s.no))
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
            Self::COLOUR
        } else {
            colour::CLOSED
        };
        View {
            embeds: vec![Embed {
                title,
                description,
                colour,
                sections: if ctx.is_open() { sections } else { Vec::new() },
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

    fn timed_out_notice(&self, ctx: &RenderCtx) -> String {
        t!(ctx.locale, "dp-timed-out")
    }
}

/// How an entry of the game's board reads: the best result's score and detail.
pub fn board_entry(_score: i64, detail: &str, locale: Locale) -> String {
    slug_name(locale, detail).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::{Card, parse_hand};
    use crate::engine::draw_poker::{MAX_ANTE, hand::Did};
    use crate::engine::game::Occupant;
    use crate::engine::table::pool::Pool;
    use crate::engine::table::turns::Turns;
    use crate::engine::table::{MAX_STAKE, Outcome, TableGame};
    use crate::view::emoji::map::longest_emoji_map;
    use crate::view::game::Status;
    use crate::view::game::measure;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Six hands from one deck with the longest names and every ten in them: four royal
    /// flushes (a pot split four ways, each winner's net shown) and two straight flushes.
    const HANDS: [&str; 6] = [
        "AS KS QS JS 10S",
        "AH KH QH JH 10H",
        "AD KD QD JD 10D",
        "AC KC QC JC 10C",
        "9S 8S 7S 6S 5S",
        "9H 8H 7H 6H 5H",
    ];

    /// Gives the hand in play `HANDS`, a seat each in playing order. With `draw`, each
    /// seat's last three cards are others of the deck, and the stock holds the three that
    /// complete its hand, in the order the seats draw (the stock is dealt from its end).
    fn rig(hand: &mut Hand, draw: bool) {
        let finals = HANDS.map(|text| parse_hand(text).expect("a hand"));
        let mut rest: Vec<Card> = DeckKind::Standard52
            .cards()
            .into_iter()
            .filter(|c| !finals.iter().flatten().any(|f| f == c))
            .collect();
        let mut drawn = Vec::new();
        for (p, cards) in hand.seats.iter_mut().zip(finals) {
            p.cards = cards;
            if draw {
                for (slot, card) in p.cards.iter_mut().zip(cards).skip(2) {
                    *slot = rest.pop().expect("22 cards to spare");
                    drawn.push(card);
                }
            }
        }
        drawn.reverse();
        rest.extend(drawn);
        hand.stock = rest;
    }

    /// The move that makes the longest betting round: everyone checks to the last seat,
    /// who bets; then each raise waits until every other seat but one has called, so all
    /// four raises come with the most calls between them.
    fn longest_move(hand: &Hand, stacks: &Vec<(SeatNo, i64)>) -> Move {
        let seat = hand.to_act.expect("a seat to act");
        let options = hand.options(seat, stacks).expect("a betting round");
        let street: Vec<Did> = hand
            .actions
            .iter()
            .rev()
            .take_while(|(street, _)| *street == hand.street)
            .map(|(_, action)| action.did)
            .collect();
        let live = hand.live().count();
        if options.opening {
            return if street.len() + 1 == live {
                Move::Bet
            } else {
                Move::Check
            };
        }
        let calls = street
            .iter()
            .take_while(|did| matches!(did, Did::Called(_)))
            .count();
        if options.raise.is_some() && calls + 2 == live {
            Move::Raise
        } else {
            Move::Call
        }
    }

    /// The game with `table` playing.
    fn game_of(table: &PokerTable) -> DrawPoker {
        DrawPoker {
            table: TableGame {
                stake: 0,
                options: table.settings.clone(),
                pool: Pool::default(),
                phase: TablePhase::Playing {
                    turns: Turns::new((0..6).collect()),
                    rules: table.clone(),
                },
            },
        }
    }

    /// Plays the hand in play to its end by the longest moves (the draw by each seat's
    /// marks), keeping the game after every move.
    fn play_out(table: &mut PokerTable, rng: &mut ChaCha8Rng, kept: &mut Vec<DrawPoker>) {
        while let Some(hand) = &table.hand {
            let seat = hand.to_act.expect("a seat to act");
            let mv = match hand.street {
                Street::Draw => Move::Draw { hand: hand.number },
                _ => longest_move(hand, &table.stacks),
            };
            table.play(seat, mv, &(), rng).expect("a legal move");
            kept.push(game_of(table));
        }
    }

    /// The longest table the rules allow, as it goes: six seats with the largest ante and
    /// buy-in, a first hand played to a showdown of all six (every betting round at its
    /// longest), then a second hand move by move beside it (every seat drawing three), the
    /// table between hands, and closed with every stack taken home.
    fn longest_games() -> Vec<DrawPoker> {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let settings = Settings {
            deck: DeckKind::Standard52,
            ante: MAX_ANTE,
            seats: 6,
            buy_in: MAX_STAKE,
        };
        let players: Vec<SeatNo> = (0..6).collect();
        let mut table = <PokerTable as TableRules>::new(&players, &settings, &mut rng);
        rig(table.hand.as_mut().expect("a first hand"), false);
        play_out(&mut table, &mut rng, &mut Vec::new());
        table.play(0, Move::Deal, &(), &mut rng).expect("a deal");
        let hand = table.hand.as_mut().expect("a second hand");
        rig(hand, true);
        let number = hand.number;
        for seat in 0..6 {
            for card in 2..5 {
                let mark = Move::Mark {
                    hand: number,
                    card,
                    on: true,
                };
                table.play(seat, mark, &(), &mut rng).expect("a mark");
            }
        }
        let mut games = vec![game_of(&table)];
        play_out(&mut table, &mut rng, &mut games);
        for seat in 0..6 {
            crate::engine::table::CashTable::cash_out(&mut table, seat);
        }
        let mut over = game_of(&table);
        over.table.phase = TablePhase::Over {
            rules: Some(table),
            outcome: Outcome::CashedOut,
        };
        games.push(over);
        games
    }

    /// The longest table fits Discord's limits in the text style and with Parlor's emojis
    /// at their longest markup, in every language: the public message at every move of a
    /// hand played beside the last hand's six-way showdown, each seat's own cards with the
    /// discard buttons, the hand's summary, open and closed.
    #[test]
    fn the_longest_board_fits_in_both_styles() {
        let map = longest_emoji_map();
        let seats: Vec<Seat> = (0..6u8)
            .map(|no| Seat {
                no,
                occupant: Occupant::Member {
                    id: u64::MAX - u64::from(no),
                    name: "W".repeat(32),
                },
                status: SeatStatus::Playing,
            })
            .collect();
        let wallets = [i64::MAX; 6];
        let games = longest_games();
        for &locale in Locale::ALL {
            for emojis in [None, Some(&map)] {
                let style = if emojis.is_some() { "emoji" } else { "text" };
                let mut longest = [(0, 0); 2];
                for (game, status) in games
                    .iter()
                    .flat_map(|g| [(g, Status::Open), (g, Status::Finished)])
                {
                    let viewers = std::iter::once(Viewer::Public).chain((0..6).map(Viewer::Seat));
                    for viewer in viewers {
                        let mut ctx = RenderCtx::sample(&seats, &wallets, locale, viewer, emojis);
                        ctx.status = status;
                        ctx.currency = crate::view::game::longest_currency();
                        let view = game.render(&ctx);
                        if let Err(e) = view.check_limits() {
                            panic!("{locale:?} {style} {viewer:?}: {e}\n{view:#?}");
                        }
                        let description = &view.embeds[0].description;
                        // Cards show: the hand in play, or (on the table) the last one's.
                        let shows_cards = game.play().is_some_and(|t| {
                            t.hand.is_some() || (viewer == Viewer::Public && t.last.is_some())
                        });
                        if shows_cards {
                            assert_eq!(description.contains("<:"), emojis.is_some(), "{view:#?}");
                        }
                        let (d, t) = measure(&view);
                        let at = usize::from(viewer != Viewer::Public);
                        longest[at] = (longest[at].0.max(d), longest[at].1.max(t));
                        if let Some(summary) = game.announcement(&ctx) {
                            summary.check_limits().expect("the summary fits");
                        }
                    }
                }
                for (name, (d, t)) in ["public", "private"].iter().zip(longest) {
                    println!(
                        "draw poker {locale:?} {style} {name}: longest description {d} characters, embed {t}"
                    );
                }
            }
        }
    }
}
