//! Hold'em as messages. The table message: the stakes (a sit-and-go's level and pool), the
//! hand's street, board and pot, each seat's stack and bet, the street's actions, whose
//! turn it is with the betting buttons and their amounts, and the last hand's end below.
//! Each player's private message: their two cards and their best hand so far. Knockouts
//! and a sit-and-go's end are posted in the channel, where they stay.

use crate::engine::cards::Card;
use crate::engine::game::{Seat, SeatNo, SeatStatus};
use crate::engine::hand_eval::{Category, evaluate};
use crate::engine::holdem::Fraction;
use crate::engine::holdem::betting::Action;
use crate::engine::holdem::game::{MAX_SEATS, Mode, Move, SIT_AND_GO_BOARD};
use crate::engine::holdem::hand::{Hand, HandEnd, SeatEnd, Street};
use crate::engine::holdem::table::HoldemTable;
use crate::engine::holdem::tournament::{big_blind, level_of};
use crate::engine::holdem::{Holdem, Strength};
use crate::engine::table::{Outcome, TableAction};
use crate::games::GameView;
use crate::store::KindStats;
use crate::t;
use crate::view::format::{category_name, group, rate, signed};
use crate::view::game::{RenderCtx, Viewer};
use crate::view::modal::{Modal, TextField};
use crate::view::table::{join_line, lobby, lobby_text_with, name_at, outcome_line, seat_name};
use crate::view::{Button, Embed, Locale, Row, Section, Style, View, colour};

mod private;

use private::private_view;

/// Actions of the street shown, the latest last.
const ACTIONS_SHOWN: usize = 9;

/// The room for the board's own text in a message (see `View::check_limits`).
const DESCRIPTION_MAX: usize = crate::view::layout::BOARD_BUDGET;

/// The most characters of all of a message's panels together: the message's budget, less
/// the headings' markup.
const PANELS_MAX: usize = crate::view::layout::TEXT_BUDGET - 20;

/// The deciding ranks as the cards write them (`K`, `10`).
fn rank_text(rank: u8) -> String {
    match rank {
        14 => "A".into(),
        13 => "K".into(),
        12 => "Q".into(),
        11 => "J".into(),
        r => r.to_string(),
    }
}

/// A seven-card hand's name in the reader's language, with the ranks that decide it
/// ("Two pair (K, 7)").
pub fn hand_name(locale: Locale, strength: Strength) -> String {
    let ranks = strength.ranks();
    let deciding = strength.named();
    let name = category_name(locale, strength.class());
    if deciding == 0 || ranks.is_empty() {
        return name;
    }
    let shown: Vec<String> = ranks.iter().take(deciding).map(|&r| rank_text(r)).collect();
    format!("{name} ({})", shown.join(", "))
}

/// A hand shown down, named with the kickers that decide between it and `others` (the other
/// hands shown with it) where they share its name: "Two pair (A, 2), 9 kicker".
fn shown_hand_name(locale: Locale, strength: Strength, others: &[Strength]) -> String {
    let name = hand_name(locale, strength);
    let kickers = strength.kickers_among(others);
    if kickers.is_empty() {
        return name;
    }
    let ranks: Vec<String> = kickers.iter().map(|&r| rank_text(r)).collect();
    t!(
        locale,
        "he-with-kickers",
        hand = name,
        ranks = ranks.join("-"),
        count = kickers.len()
    )
}

/// The category of the best five of these five or six cards.
fn best_of(cards: &[Card]) -> Option<Category> {
    let fives: Vec<[Card; 5]> = match cards.len() {
        5 => vec![cards.try_into().ok()?],
        6 => (0..6)
            .filter_map(|skip| {
                let five: Vec<Card> = (0..6).filter(|&i| i != skip).map(|i| cards[i]).collect();
                <[Card; 5]>::try_from(five).ok()
            })
            .collect(),
        _ => return None,
    };
    fives
        .iter()
        .map(|five| evaluate(five, crate::engine::cards::DeckKind::Standard52))
        .max_by_key(|e| e.value)
        .map(|e| e.category)
}

fn street_name(locale: Locale, street: Street) -> String {
    match street {
        Street::Preflop => t!(locale, "he-street-preflop"),
        Street::Flop => t!(locale, "he-street-flop"),
        Street::Turn => t!(locale, "he-street-turn"),
        Street::River => t!(locale, "he-street-river"),
    }
}

/// The stakes line: the blinds and buy-in, or a sit-and-go's level and pool.
fn stakes(ctx: &RenderCtx, game: &Holdem) -> String {
    let l = ctx.locale;
    let setup = game.setup();
    match game.mode() {
        Mode::Cash => {
            let bb = setup.settings.big_blind;
            t!(
                l,
                "he-stakes",
                small = (bb / 2).max(1),
                big = bb,
                buyin = ctx.currency.amount(l, game.buy_in()),
                max = ctx.currency.amount(l, setup.settings.max_stack())
            )
        }
        Mode::Tournament => {
            let per = setup.speed.hands_per_level();
            let Some(play) = game.tournament() else {
                return t!(
                    l,
                    "he-tournament-terms",
                    buyin = ctx.currency.amount(l, game.buy_in()),
                    stack = ctx
                        .currency
                        .amount(l, crate::engine::holdem::tournament::START_STACK),
                    per = per
                );
            };
            let t = &play.tournament;
            if t.is_over() {
                // No next level: the one its last hand was played at.
                let bb = big_blind(level_of(t.table.hands.max(1), t.speed));
                return t!(
                    l,
                    "he-level-final",
                    level = level_of(t.table.hands.max(1), t.speed),
                    small = bb / 2,
                    big = bb,
                    pool = ctx.currency.amount(l, t.pool)
                );
            }
            let next = t.table.hands + u32::from(t.table.hand.is_none());
            let level = level_of(next.max(1), t.speed);
            let bb = big_blind(level);
            let left = level * per + 1 - next.max(1);
            t!(
                l,
                "he-level",
                level = level,
                small = bb / 2,
                big = bb,
                left = left,
                pool = ctx.currency.amount(l, t.pool)
            )
        }
    }
}

/// A seat's line note: its stack, the button, its bet, folded, all in, sitting out.
fn seat_note(ctx: &RenderCtx, game: &Holdem, table: &HoldemTable, seat: &Seat) -> String {
    let l = ctx.locale;
    if let Some(t) = game
        .tournament()
        .map(|t| &t.tournament)
        .filter(|t| t.out.contains(&seat.no))
    {
        // A member's place among the members; a computer takes none.
        return match t.place(seat.no) {
            Some(place) => t!(l, "he-out-place", place = place_word(l, place)),
            None => t!(l, "he-out"),
        };
    }
    if let Some(took) = game.cash().and_then(|c| c.took_home(seat.no)) {
        return t!(l, "he-took-home", stack = ctx.currency.amount(l, took));
    }
    let mut parts = vec![format!(
        "**{}**",
        group(table.stack(seat.no), l.digit_group())
    )];
    if table.button == Some(seat.no) {
        parts.push(t!(l, "he-button"));
    }
    let sitter = table.sitter(seat.no);
    match table
        .hand
        .as_ref()
        .and_then(|h| h.player(seat.no).map(|p| (h, p)))
    {
        Some((hand, p)) => {
            if p.folded {
                parts.push(t!(l, "he-folded"));
            } else {
                let bet = hand.bet_of(seat.no);
                if bet > 0 {
                    parts.push(t!(l, "he-bet-in", amount = bet));
                }
                if hand.stack_of(seat.no) == 0 {
                    parts.push(t!(l, "he-all-in"));
                }
            }
        }
        None if sitter.is_some_and(|s| s.stack == 0) => parts.push(t!(l, "he-busted")),
        None => {}
    }
    if sitter.is_some_and(|s| s.out_since.is_some()) {
        parts.push(t!(l, "he-sitting-out"));
    }
    parts.join(" · ")
}

/// One line per seat still at the table (a cash table's leavers are not listed: a table
/// that runs for hours sees many), numbered 1 to the table's seats down the list, the seat
/// to act marked.
fn seat_lines(ctx: &RenderCtx, to_act: Option<SeatNo>, note: impl Fn(&Seat) -> String) -> String {
    let (seats, wallets): (Vec<Seat>, Vec<i64>) = ctx
        .seats
        .iter()
        .zip(ctx.wallets)
        .filter(|(s, _)| s.status == SeatStatus::Playing)
        .map(|(s, w)| (s.clone(), *w))
        .unzip();
    let at_the_table = RenderCtx {
        seats: &seats,
        wallets: &wallets,
        ..*ctx
    };
    crate::view::table::seat_lines_in_order(&at_the_table, to_act, note)
}

/// An action as the table saw it.
fn action_text(ctx: &RenderCtx, seat: SeatNo, action: Action, opened: bool) -> String {
    let l = ctx.locale;
    let who = name_at(ctx, seat);
    match action {
        Action::Fold => t!(l, "he-did-fold", who = who),
        Action::Check => t!(l, "he-did-check", who = who),
        Action::Call => t!(l, "he-did-call", who = who),
        Action::RaiseTo(to) if opened => t!(l, "he-did-bet", who = who, amount = to as i64),
        Action::RaiseTo(to) => t!(l, "he-did-raise", who = who, amount = to as i64),
    }
}

/// The actions of `street` in `log`, the last `most` of them ("…" before them when there
/// were more); None when nobody acted on it.
fn actions_on(
    ctx: &RenderCtx,
    log: &[(SeatNo, Street, Action)],
    street: Street,
    most: usize,
) -> Option<String> {
    let mut bet_yet = street == Street::Preflop;
    let texts: Vec<String> = log
        .iter()
        .filter(|(_, s, _)| *s == street)
        .map(|&(seat, _, action)| {
            let opened = !bet_yet && matches!(action, Action::RaiseTo(_));
            if matches!(action, Action::RaiseTo(_)) {
                bet_yet = true;
            }
            action_text(ctx, seat, action, opened)
        })
        .collect();
    if texts.is_empty() {
        return None;
    }
    let skip = texts.len().saturating_sub(most);
    let shown = texts[skip..].join(" ");
    Some(if skip > 0 {
        format!("… {shown}")
    } else {
        shown
    })
}

/// The street's actions so far, the last few.
fn street_actions(ctx: &RenderCtx, hand: &Hand) -> Option<String> {
    actions_on(ctx, &hand.log, hand.street, ACTIONS_SHOWN)
}

/// The hands ended on the board, oldest first: those ended since a member last acted, as
/// many as fit beside `shown` (the rest of the message), and always the last.
fn ended_on_board(ctx: &RenderCtx, table: &HoldemTable, shown: &[String]) -> Vec<String> {
    let l = ctx.locale;
    let Some(last) = &table.last else {
        return Vec::new();
    };
    let ends = table.history.on_board(last);
    let used: usize = shown.iter().map(|t| t.chars().count() + 2).sum();
    let mut room = DESCRIPTION_MAX.saturating_sub(used);
    let mut blocks = Vec::new();
    for (at, end) in ends.iter().enumerate().rev() {
        let latest = at + 1 == ends.len();
        let header = if latest {
            t!(l, "he-last-hand", number = end.number)
        } else {
            t!(l, "he-ended-hand", number = end.number)
        };
        let lines = hand_end_lines(ctx, end);
        let size = header.chars().count() + lines.chars().count() + 4;
        if !latest && size > room {
            break;
        }
        room = room.saturating_sub(size);
        blocks.push(lines);
        blocks.push(header);
    }
    blocks.reverse();
    blocks
}

/// A chance as a stat's rate (`46.3 %`), never rounded to a sure thing or to none when it
/// is neither (`< 0.1 %`, `> 99.9 %`).
pub fn chance(locale: Locale, chance: Fraction) -> String {
    let shown = rate(locale, chance.value());
    if chance.numerator > 0 && shown == rate(locale, 0.0) {
        t!(locale, "he-chance-under", rate = rate(locale, 0.001))
    } else if chance.numerator < chance.denominator && shown == rate(locale, 1.0) {
        t!(locale, "he-chance-over", rate = rate(locale, 0.999))
    } else {
        shown
    }
}

/// An all-in's chances as they stood when the betting closed with cards to come: the
/// street (and its board), then each hand still in with its cards and its chances to win
/// and to tie. None where the hand had no such all-in.
fn all_in_lines(ctx: &RenderCtx, end: &HandEnd) -> Option<String> {
    let l = ctx.locale;
    let all_in = end.all_in.as_ref()?;
    let known = end
        .board
        .get(..all_in.street.board_cards())
        .map_or_else(String::new, |cards| ctx.cards_shown(cards));
    let mut lines = vec![match all_in.street {
        Street::Preflop => t!(l, "he-all-in-preflop"),
        Street::Flop => t!(l, "he-all-in-flop", cards = known),
        Street::Turn => t!(l, "he-all-in-turn", cards = known),
        Street::River => return None,
    }];
    for odds in &all_in.hands {
        let Some(seat) = end.seat(odds.seat) else {
            continue;
        };
        lines.push(t!(
            l,
            "he-all-in-odds",
            who = name_at(ctx, odds.seat),
            cards = ctx.cards_shown(&seat.hole),
            win = chance(l, odds.win),
            tie = chance(l, odds.tie)
        ));
    }
    Some(lines.join("\n"))
}

/// How a hand ended: an all-in's chances, then each hand shown with its name (and the
/// kickers that decide between hands of the same name), what each winner took (net), each
/// pot the hands split.
fn hand_end_lines(ctx: &RenderCtx, end: &HandEnd) -> String {
    let l = ctx.locale;
    let mut lines = Vec::new();
    let shown = |s: &&SeatEnd| s.shown && s.strength.is_some();
    for s in &end.seats {
        let net = s.won - s.put_in;
        let result = if s.won > 0 {
            format!(" · **{}**", signed(l, net))
        } else {
            String::new()
        };
        if s.shown {
            let who = name_at(ctx, s.seat);
            let cards = ctx.cards_shown(&s.hole);
            let line = match s.strength {
                Some(strength) => {
                    let others: Vec<Strength> = end
                        .seats
                        .iter()
                        .filter(shown)
                        .filter(|o| o.seat != s.seat)
                        .filter_map(|o| o.strength)
                        .collect();
                    let hand = shown_hand_name(l, strength, &others);
                    t!(l, "he-shown-hand", who = who, cards = cards, hand = hand)
                }
                None => t!(l, "he-shown", who = who, cards = cards),
            };
            lines.push(format!("{line}{result}"));
        } else if s.won > 0 {
            lines.push(t!(
                l,
                "he-won-unshown",
                who = name_at(ctx, s.seat),
                amount = ctx.currency.amount(l, s.won),
                net = signed(l, net)
            ));
        }
    }
    let mut splits: Vec<String> = Vec::new();
    for pot in end.pots.iter().filter(|p| p.winners.len() > 1) {
        let who: Vec<String> = pot.winners.iter().map(|w| name_at(ctx, w.0)).collect();
        let line = t!(
            l,
            "he-split",
            amount = ctx.currency.amount(l, pot.amount),
            who = who.join(", ")
        );
        if !splits.contains(&line) {
            splits.push(line);
        }
    }
    lines.extend(splits);
    if !end.board.is_empty() {
        lines.insert(0, t!(l, "he-board", cards = ctx.cards_shown(&end.board)));
    }
    if let Some(all_in) = all_in_lines(ctx, end) {
        lines.insert(0, all_in);
    }
    lines.join("\n")
}

/// The betting buttons, with their amounts, for the seat to act.
fn betting_rows(ctx: &RenderCtx, hand: &Hand) -> Vec<Row> {
    let l = ctx.locale;
    let (Some(seat), Some(options)) = (hand.to_act(), hand.options()) else {
        return Vec::new();
    };
    let id = |m: Move| ctx.id(&TableAction::Play(m));
    let mut first = vec![Button::new(id(Move::Fold), t!(l, "he-fold"), Style::Danger)];
    first.push(if options.check {
        Button::new(id(Move::Check), t!(l, "he-check"), Style::Success)
    } else {
        Button::new(
            id(Move::Call),
            t!(l, "he-call", amount = options.call as i64),
            Style::Success,
        )
    });
    let mut second = Vec::new();
    if let Some((min, max)) = options.raise {
        let (min, max) = (min as i64, max as i64);
        let opening = options.check && hand.round.high == 0;
        let label = |to: i64| {
            if opening {
                t!(l, "he-bet", amount = to)
            } else {
                t!(l, "he-raise", amount = to)
            }
        };
        // A pot-sized raise: the call, then the pot as it would stand after it.
        let bet = hand.bet_of(seat);
        let call = options.call as i64;
        let after_call = hand.pot() + call;
        let mut presets = vec![(min, label(min))];
        for share in [2, 1] {
            let to = bet + call + after_call / share;
            if to > presets.last().map_or(0, |p| p.0) && to < max {
                let text = if share == 2 {
                    t!(l, "he-half-pot", amount = to)
                } else {
                    t!(l, "he-pot", amount = to)
                };
                presets.push((to, text));
            }
        }
        if min < max {
            for (to, text) in presets {
                first.push(Button::new(id(Move::Raise(Some(to))), text, Style::Primary));
            }
        }
        second.push(Button::new(
            id(Move::Raise(Some(max))),
            t!(l, "he-all-in-for", amount = max),
            Style::Primary,
        ));
        if min < max {
            second.push(Button::new(
                id(Move::AskRaise),
                t!(l, "he-raise-typed"),
                Style::Secondary,
            ));
        }
    }
    second.push(Button::new(
        id(Move::Cards),
        t!(l, "he-my-cards"),
        Style::Secondary,
    ));
    vec![Row::Buttons(first), Row::Buttons(second)]
}

/// The seat buttons: sit out or come back, rebuy, show, leave; Add computer for the opener
/// at a cash table, and a free seat's line with Join beside it, in `sections`.
fn seat_rows(
    ctx: &RenderCtx,
    game: &Holdem,
    table: &HoldemTable,
    sections: &mut Vec<Section>,
) -> Vec<Row> {
    let l = ctx.locale;
    let id = |a: TableAction<Move>| ctx.id(&a);
    let mut buttons = vec![
        Button::new(
            id(TableAction::Play(Move::SitOut)),
            t!(l, "he-sit-out"),
            Style::Secondary,
        ),
        Button::new(
            id(TableAction::Play(Move::Back)),
            t!(l, "he-back"),
            Style::Success,
        )
        .disabled(!table.sitters.iter().any(|s| s.out_since.is_some())),
    ];
    if game.mode() == Mode::Cash {
        buttons.push(Button::new(
            id(TableAction::Play(Move::AskRebuy)),
            t!(l, "he-rebuy"),
            Style::Secondary,
        ));
    }
    let unshown = table
        .last
        .as_ref()
        .is_some_and(|e| e.seats.iter().any(|s| !s.shown));
    if unshown {
        buttons.push(Button::new(
            id(TableAction::Play(Move::Show)),
            t!(l, "he-show"),
            Style::Secondary,
        ));
    }
    buttons.push(Button::new(
        id(TableAction::Leave),
        t!(l, "table-leave"),
        Style::Secondary,
    ));
    let mut rows = vec![Row::Buttons(buttons)];
    let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
    if game.mode() == Mode::Cash && seated < game.setup().settings.seats {
        let buyin = ctx.currency.amount(l, game.buy_in());
        sections.push(join_line::<Move>(ctx, t!(l, "he-seat-free", buyin = buyin)));
        rows.push(Row::Buttons(vec![
            Button::new(
                id(TableAction::AddComputer(crate::engine::game::Level::Casual)),
                t!(l, "table-add-casual"),
                Style::Secondary,
            ),
            Button::new(
                id(TableAction::AddComputer(crate::engine::game::Level::Expert)),
                t!(l, "table-add-expert"),
                Style::Secondary,
            ),
        ]));
    }
    // The last hand a member played, privately: beside Add computer, or on a row of its own.
    if table.last.is_some() {
        let button = Button::new(
            id(TableAction::Play(Move::LastHand)),
            t!(l, "he-last-hand-button"),
            Style::Secondary,
        );
        match rows.get_mut(1) {
            Some(Row::Buttons(join)) => join.push(button),
            _ => rows.push(Row::Buttons(vec![button])),
        }
    }
    rows
}

fn public_playing(
    ctx: &RenderCtx,
    game: &Holdem,
    table: &HoldemTable,
    sections: &mut Vec<Section>,
) -> (String, Vec<Row>) {
    let l = ctx.locale;
    let hand = table.hand.as_ref();
    let to_act = hand.and_then(Hand::to_act);
    let mut text = vec![stakes(ctx, game)];
    let mut rows = Vec::new();
    match hand {
        Some(hand) => {
            text.push(t!(
                l,
                "he-hand",
                number = hand.number,
                street = street_name(l, hand.street),
                pot = ctx.currency.amount(l, hand.pot())
            ));
            let board = if hand.board.is_empty() {
                "—".to_string()
            } else {
                ctx.cards_shown(&hand.board)
            };
            text.push(t!(l, "he-board", cards = board));
            text.push(seat_lines(ctx, to_act, |s| seat_note(ctx, game, table, s)));
            if let Some(did) = street_actions(ctx, hand) {
                text.push(did);
            }
            if let (Some(seat), Some(options)) = (to_act, hand.options()) {
                let who = name_at(ctx, seat);
                text.push(if options.check {
                    t!(l, "he-to-act-check", who = who)
                } else {
                    t!(l, "he-to-act-call", who = who, amount = options.call as i64)
                });
            }
            rows.extend(betting_rows(ctx, hand));
        }
        None => {
            text.push(seat_lines(ctx, None, |s| seat_note(ctx, game, table, s)));
            // A sit-and-go takes nobody new: it waits only on its members sitting out.
            text.push(match game.mode() {
                Mode::Cash => t!(l, "he-waiting"),
                Mode::Tournament => t!(l, "he-waiting-tournament"),
            });
        }
    }
    if let Some(gone) = sent_home_lines(ctx, game) {
        text.push(gone);
    }
    let ended = ended_on_board(ctx, table, &text);
    text.extend(ended);
    rows.extend(seat_rows(ctx, game, table, sections));
    (text.join("\n\n"), rows)
}

/// Members sent home after an hour sitting out, lately: who, and what they took home.
fn sent_home_lines(ctx: &RenderCtx, game: &Holdem) -> Option<String> {
    let l = ctx.locale;
    let lines: Vec<String> = game
        .cash()?
        .sent_home()
        .into_iter()
        .map(|(seat, took)| {
            t!(
                l,
                "he-sent-home",
                who = name_at(ctx, seat),
                stack = ctx.currency.amount(l, took)
            )
        })
        .collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// The rebuy form's range for the clicker's seat (the least total that adds chips and
/// reaches the least buy-in, the table's most), and what it holds: the total their wallet
/// can bring the stack to, within that range.
fn rebuy_range(ctx: &RenderCtx, table: &HoldemTable) -> (i64, i64, i64) {
    let max = table.settings.max_stack();
    let (stack, wallet) = match ctx.viewer {
        Viewer::Seat(seat) => (table.stack(seat), ctx.wallet(seat)),
        Viewer::Public => (0, max),
    };
    let min = table.settings.min_buy_in().max(stack + 1).min(max);
    (min, max, stack.saturating_add(wallet).clamp(min, max))
}

/// A place as the language writes it (1st, 1er, 1.).
pub fn place_word(locale: Locale, place: usize) -> String {
    t!(locale, "he-place", place = place)
}

/// How a sit-and-go ended: the members' places among themselves and their prizes, or a
/// lone member's buy-in given back.
fn finish_lines(ctx: &RenderCtx, game: &Holdem) -> Option<String> {
    let l = ctx.locale;
    let t = &game.tournament()?.tournament;
    if !t.is_over() {
        return None;
    }
    let standings = t.standings();
    if standings.len() < 2 {
        let who = standings
            .first()
            .map_or_else(String::new, |&(seat, _)| name_at(ctx, seat));
        let alone = match t.refund() {
            Some((_, amount)) => t!(
                l,
                "he-tournament-alone-refund",
                who = who,
                buyin = ctx.currency.amount(l, amount)
            ),
            None => t!(l, "he-tournament-alone", who = who),
        };
        return Some(format!("{}\n{alone}", t!(l, "he-tournament-ended")));
    }
    let prizes = t.prizes();
    let mut lines = vec![t!(l, "he-tournament-over")];
    lines.extend(standings.iter().map(|&(seat, place)| {
        let prize = prizes.iter().find(|p| p.0 == seat).map_or(0, |p| p.1);
        let won = if prize > 0 {
            format!(" · **{}**", ctx.currency.amount(l, prize))
        } else {
            String::new()
        };
        format!("{} {}{won}", place_word(l, place), name_at(ctx, seat))
    }));
    Some(lines.join("\n"))
}

/// The lobby's words for the buy-in: a cash table's stack, taken back when leaving; a
/// sit-and-go's stake in the prize pool, paid by place among the members.
fn lobby_line(ctx: &RenderCtx, game: &Holdem) -> String {
    let l = ctx.locale;
    let buyin = ctx.currency.amount(l, game.buy_in());
    match game {
        Holdem::Cash(t) => {
            let stake = t!(l, "he-lobby-cash", buyin = buyin);
            lobby_text_with(ctx, t, stake)
        }
        Holdem::Tournament(t) => {
            let stake = if t.stake > 0 {
                t!(l, "he-lobby-tournament", buyin = buyin)
            } else {
                t!(l, "he-lobby-tournament-free")
            };
            lobby_text_with(ctx, t, stake)
        }
    }
}

impl GameView for Holdem {
    const COLOUR: u32 = 0x206694;

    const START: &'static str = "/poker holdem";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        if let (Viewer::Seat(seat), Some(table)) = (ctx.viewer, self.felt()) {
            return private_view(ctx, table, seat);
        }
        let title = match self.mode() {
            Mode::Cash => t!(l, "he-title"),
            Mode::Tournament => t!(l, "he-title-tournament"),
        };
        let mut sections = Vec::new();
        let (description, rows) = if self.in_lobby() {
            let max = self.setup().settings.seats;
            let text = format!(
                "{}\n\n{}",
                seat_lines(ctx, None, |_| String::new()),
                stakes(ctx, self),
            );
            let lobby = lobby::<Move>(ctx, lobby_line(ctx, self), 2..=max, true);
            sections.push(lobby.line);
            (text, lobby.rows)
        } else if let Some(outcome) = self.outcome() {
            let mut text = vec![stakes(ctx, self)];
            match (finish_lines(ctx, self), outcome) {
                (Some(finish), _) => text.push(finish),
                (None, Outcome::CashedOut) => {
                    text.push(outcome_line(ctx, outcome, 0));
                    text.push(seat_lines_all(ctx, self));
                }
                (None, _) => text.push(outcome_line(ctx, outcome, self.buy_in())),
            }
            if let Some(table) = self.felt() {
                let ended = ended_on_board(ctx, table, &text);
                text.extend(ended);
            }
            (text.join("\n\n"), Vec::new())
        } else {
            match self.felt() {
                Some(table) => public_playing(ctx, self, table, &mut sections),
                None => (String::new(), Vec::new()),
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

    /// "Raise…" opens a form for the amount; "Rebuy…" one for the chips to add.
    fn modal(&self, action: &TableAction<Move>, ctx: &RenderCtx) -> Option<Modal> {
        let l = ctx.locale;
        let table = self.felt()?;
        match action {
            TableAction::Play(Move::AskRaise) => {
                let (min, max) = table.hand.as_ref()?.options()?.raise?;
                Some(Modal {
                    custom_id: ctx.id(&TableAction::Play(Move::Raise(None))),
                    title: t!(l, "he-raise-form-title"),
                    fields: vec![TextField {
                        id: "raise".into(),
                        label: t!(l, "he-raise-form-label", min = min as i64, max = max as i64),
                        value: Some(min.to_string()),
                        placeholder: None,
                        min_length: 1,
                        max_length: 12,
                    }],
                })
            }
            TableAction::Play(Move::AskRebuy) if self.mode() == Mode::Cash => {
                let (min, max, filled) = rebuy_range(ctx, table);
                Some(Modal {
                    custom_id: ctx.id(&TableAction::Play(Move::Rebuy(None))),
                    title: t!(l, "he-rebuy-form-title"),
                    fields: vec![TextField {
                        id: "rebuy".into(),
                        label: t!(l, "he-rebuy-form-label", min = min, max = max),
                        value: Some(filled.to_string()),
                        placeholder: None,
                        min_length: 1,
                        max_length: 12,
                    }],
                })
            }
            _ => None,
        }
    }

    /// Knockouts as they happen, and a sit-and-go's final places.
    fn announcement(&self, ctx: &RenderCtx) -> Option<View> {
        let l = ctx.locale;
        let play = self.tournament()?;
        let t = &play.tournament;
        let mut lines: Vec<String> = play
            .knocked
            .iter()
            .map(|&seat| match t.place(seat) {
                // A member's place among the members; a computer takes none.
                Some(place) => t!(
                    l,
                    "he-knocked-out",
                    who = name_at(ctx, seat),
                    place = place_word(l, place),
                    members = t.members()
                ),
                None => t!(l, "he-knocked-out-unplaced", who = name_at(ctx, seat)),
            })
            .collect();
        if let Some(finish) = finish_lines(ctx, self) {
            lines.push(finish);
        }
        if lines.is_empty() {
            return None;
        }
        Some(View {
            content: Some(lines.join("\n")),
            ..View::default()
        })
    }

    fn stats(s: &KindStats, locale: Locale) -> String {
        let best = s
            .highest
            .as_ref()
            .filter(|b| !b.detail.contains('/'))
            .map(|b| board_entry(b.score, &b.detail, locale))
            .filter(|b| !b.is_empty())
            .unwrap_or_else(|| "—".to_string());
        let count = |name: &str| s.measure(name).map_or(0, |m| m.count);
        let itm = s.measure("in-the-money").map_or(0.0, |m| m.sum) as i64;
        t!(
            locale,
            "he-stats",
            hands = count("hand"),
            tournaments = count(SIT_AND_GO_BOARD),
            itm = itm,
            won = s.wins,
            net = signed(locale, s.net()),
            best = best
        )
    }

    fn timed_out_notice(&self, ctx: &RenderCtx) -> String {
        t!(ctx.locale, "he-timed-out")
    }
}

/// The members who left a closed cash table last (at most nine: a table that ran for hours
/// saw many come and go; a member who sat down twice counts once, by their last seat), in
/// seat order, with what each took home.
fn seat_lines_all(ctx: &RenderCtx, game: &Holdem) -> String {
    let l = ctx.locale;
    let Some(cash) = game.cash() else {
        return String::new();
    };
    let mut last: Vec<(&Seat, i64)> = Vec::new();
    for &(no, took) in cash.cashed.iter().rev() {
        let Some(seat) = ctx.seats.iter().find(|s| s.no == no) else {
            continue;
        };
        let member = seat.member();
        if member.is_none() || last.iter().any(|(s, _)| s.member() == member) {
            continue;
        }
        last.push((seat, took));
        if last.len() == MAX_SEATS {
            break;
        }
    }
    last.sort_by_key(|(s, _)| s.no);
    last.iter()
        .map(|(s, took)| {
            format!(
                "{} · {}",
                seat_name(l, s),
                t!(l, "he-took-home", stack = ctx.currency.amount(l, *took))
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// How an entry of the cash table's board reads: the best hand shown down.
pub fn board_entry(score: i64, _detail: &str, locale: Locale) -> String {
    match u16::try_from(score) {
        Ok(s) if s > 0 => hand_name(locale, Strength(s)),
        _ => String::new(),
    }
}

/// How an entry of the sit-and-go board reads: the best finish among the members (`1/7`:
/// first of seven members).
pub fn finish_entry(_score: i64, detail: &str, locale: Locale) -> String {
    let Some((place, entrants)) = detail.split_once('/') else {
        return String::new();
    };
    match (place.parse::<usize>(), entrants.parse::<usize>()) {
        (Ok(place), Ok(entrants)) => t!(
            locale,
            "he-finish-entry",
            place = place_word(locale, place),
            entrants = entrants
        ),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests;
