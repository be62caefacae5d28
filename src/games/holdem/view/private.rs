//! Each player's private message: their two cards, the board and their best hand so far,
//! or between hands their stack; and below, the last hand they played, as it went.

use super::{
    ACTIONS_SHOWN, DESCRIPTION_MAX, PANELS_MAX, actions_on, best_of, hand_end_lines, hand_name,
};
use crate::engine::cards::Card;
use crate::engine::game::SeatNo;
use crate::engine::holdem::evaluate as evaluate_seven;
use crate::engine::holdem::hand::{HandEnd, Street};
use crate::engine::holdem::table::HoldemTable;
use crate::t;
use crate::view::format::category_name;
use crate::view::game::RenderCtx;
use crate::view::{Embed, View, colour};

/// A seat between its hands: its stack, and whether it sits out; the last hand it played.
fn seat_view(ctx: &RenderCtx, table: &HoldemTable, seat: SeatNo, why: String) -> View {
    let l = ctx.locale;
    let mut lines = vec![why];
    if let Some(sitter) = table.sitter(seat) {
        lines.push(t!(
            l,
            "he-your-stack",
            stack = ctx.currency.amount(l, sitter.stack)
        ));
        if sitter.out_since.is_some() {
            lines.push(t!(l, "he-you-sit-out"));
        }
    }
    if table.history.played_by(table.last.as_ref(), seat).is_none() {
        lines.push(t!(l, "he-review-none"));
    }
    let mut view = View::embed(t!(l, "he-cards-title-none"), lines.join("\n"), colour::INFO);
    with_review(ctx, table, seat, &mut view);
    view
}

/// The last hand `seat` played, as it went: its cards, each street's board and actions
/// (the last `most` of each), and how it ended.
fn review_text(ctx: &RenderCtx, end: &HandEnd, seat: SeatNo, most: usize) -> String {
    let l = ctx.locale;
    let mut lines = Vec::new();
    if let Some(mine) = end.seat(seat) {
        lines.push(t!(
            l,
            "he-review-cards",
            cards = ctx.cards_shown(&mine.hole)
        ));
    }
    for street in [Street::Preflop, Street::Flop, Street::Turn, Street::River] {
        if most == 0 || end.board.len() < street.board_cards() {
            break;
        }
        let actions =
            actions_on(ctx, &end.log, street, most).unwrap_or_else(|| t!(l, "he-review-no-action"));
        let cards = |range: std::ops::Range<usize>| {
            end.board
                .get(range)
                .map_or_else(String::new, |c| ctx.cards_shown(c))
        };
        lines.push(match street {
            Street::Preflop => t!(l, "he-review-preflop", actions = actions),
            Street::Flop => t!(l, "he-review-flop", cards = cards(0..3), actions = actions),
            Street::Turn => t!(l, "he-review-turn", cards = cards(3..4), actions = actions),
            Street::River => t!(l, "he-review-river", cards = cards(4..5), actions = actions),
        });
    }
    lines.push(hand_end_lines(ctx, end));
    lines.join("\n")
}

/// Adds the last hand `seat` played to its private `view`, as a second embed, within
/// Discord's limits: fewer actions of each street where the whole hand does not fit.
fn with_review(ctx: &RenderCtx, table: &HoldemTable, seat: SeatNo, view: &mut View) {
    let l = ctx.locale;
    let Some(end) = table.history.played_by(table.last.as_ref(), seat) else {
        return;
    };
    let used: usize = view
        .embeds
        .iter()
        .map(|e| e.title.chars().count() + e.description.chars().count())
        .sum();
    let title = t!(l, "he-review-title", number = end.number);
    let room = DESCRIPTION_MAX.min(PANELS_MAX.saturating_sub(used + title.chars().count()));
    let Some(description) = [usize::MAX, ACTIONS_SHOWN, 3, 0]
        .into_iter()
        .map(|most| review_text(ctx, end, seat, most))
        .find(|text| text.chars().count() <= room)
    else {
        return;
    };
    view.embeds.push(Embed {
        title,
        description,
        colour: colour::INFO,
        ..Embed::default()
    });
}

/// A player's own cards, with the board and their best hand so far.
pub(super) fn private_view(ctx: &RenderCtx, table: &HoldemTable, seat: SeatNo) -> View {
    let l = ctx.locale;
    let Some(hand) = table.hand.as_ref() else {
        return seat_view(ctx, table, seat, t!(l, "he-no-hand"));
    };
    let Some(p) = hand.player(seat) else {
        return seat_view(ctx, table, seat, t!(l, "he-not-in-hand"));
    };
    let mut lines = vec![ctx.cards_shown(&p.hole)];
    if !hand.board.is_empty() {
        lines.push(t!(l, "he-board", cards = ctx.cards_shown(&hand.board)));
    }
    let mut cards: Vec<Card> = p.hole.to_vec();
    cards.extend(&hand.board);
    let made = if cards.len() == 7 {
        <[Card; 7]>::try_from(cards.as_slice())
            .ok()
            .map(|seven| hand_name(l, evaluate_seven(&seven)))
    } else {
        best_of(&cards).map(|c| category_name(l, c))
    };
    if let Some(made) = made {
        lines.push(t!(l, "he-you-have", hand = made));
    } else if p.hole[0].rank() == p.hole[1].rank() {
        lines.push(t!(l, "he-pocket-pair"));
    }
    if p.folded {
        lines.push(t!(l, "he-you-folded"));
    }
    let mut view = View {
        embeds: vec![Embed {
            title: t!(l, "he-cards-title", number = hand.number),
            description: lines.join("\n"),
            colour: <crate::games::holdem::Holdem as crate::games::GameView>::COLOUR,
            ..Embed::default()
        }],
        ..View::default()
    };
    with_review(ctx, table, seat, &mut view);
    view
}
