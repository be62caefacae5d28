//! Blackjack as messages: the house rules, the dealer (the hole card face down until the
//! dealer plays), every seat's hands with their totals and bets, whose turn it is, the hint
//! and the trainer's review, and the buttons the seat to act may press now, only those.

use crate::engine::blackjack::HouseRules;
use crate::engine::blackjack::coach::{Advice, InsuranceAdvice, Review};
use crate::engine::blackjack::round::{Decision, Hand, Insurance, Round, Spot, Stage, Verdict};
use crate::engine::blackjack::table::{BlackjackTable, Move, Setup, Timeout};
use crate::engine::blackjack::{Blackjack, Mode};

use crate::engine::game::{SeatNo, SeatStatus};
use crate::engine::table::TableRules;
use crate::engine::table::{TableAction, TablePhase};
use crate::games::GameView;
use crate::store::KindStats;
use crate::t;
use crate::view::format::{cards_text, signed};
use crate::view::game::{RenderCtx, Status};
use crate::view::table::{join_line, lobby, name_at, outcome_line, seat_lines};
use crate::view::{Button, Embed, Locale, Row, Section, Style, View, colour};

/// The house rules in one line.
pub fn rules_line(l: Locale, setup: &Setup) -> String {
    let house: HouseRules = setup.house;
    let mut parts = vec![
        t!(l, "bj-rule-decks", decks = setup.decks),
        if house.hits_soft_17 {
            t!(l, "bj-rule-h17")
        } else {
            t!(l, "bj-rule-s17")
        },
        pays_line(l, house, setup.bet),
    ];
    // Said either way: a table without the double after a split must say so.
    parts.push(if house.double_after_split {
        t!(l, "bj-rule-das")
    } else {
        t!(l, "bj-rule-no-das")
    });
    if house.surrender {
        parts.push(t!(l, "bj-rule-surrender"));
    }
    parts.join(" · ")
}

/// What a blackjack pays, and (when the bet does not divide) what it pays on this bet,
/// rounded down to whole chips: `blackjack pays 3:2 (+1 on 1: whole chips, rounded down)`.
fn pays_line(l: Locale, house: HouseRules, bet: i64) -> String {
    let (pays, win) = if house.three_to_two {
        ("3:2", bet * 3 / 2)
    } else {
        ("6:5", bet * 6 / 5)
    };
    let exact = if house.three_to_two {
        bet % 2 == 0
    } else {
        bet % 5 == 0
    };
    if exact {
        t!(l, "bj-rule-pays", pays = pays)
    } else {
        t!(l, "bj-rule-pays-rounded", pays = pays, win = win, bet = bet)
    }
}

/// A hand's total as players say it: `soft 17`, `20`, `bust (24)`, `blackjack`.
fn total_text(l: Locale, hand: &Hand) -> String {
    let total = hand.total();
    if hand.is_blackjack() {
        t!(l, "bj-total-blackjack")
    } else if total.bust() {
        t!(l, "bj-total-bust", total = total.hard)
    } else if total.soft() {
        t!(l, "bj-total-soft", total = total.best())
    } else {
        total.best().to_string()
    }
}

fn verdict_text(l: Locale, verdict: Verdict) -> String {
    match verdict {
        Verdict::Blackjack => t!(l, "bj-verdict-blackjack"),
        Verdict::Win => t!(l, "bj-verdict-win"),
        Verdict::Push => t!(l, "bj-verdict-push"),
        Verdict::Lose => t!(l, "bj-verdict-lose"),
        Verdict::Bust => t!(l, "bj-verdict-bust"),
        Verdict::Surrender => t!(l, "bj-verdict-surrender"),
        Verdict::EvenMoney => t!(l, "bj-verdict-even-money"),
    }
}

fn decision_name(l: Locale, decision: Decision) -> String {
    match decision {
        Decision::Hit => t!(l, "bj-decision-hit"),
        Decision::Stand => t!(l, "bj-decision-stand"),
        Decision::Double => t!(l, "bj-decision-double"),
        Decision::Split => t!(l, "bj-decision-split"),
        Decision::Surrender => t!(l, "bj-decision-surrender"),
    }
}

/// A value per unit bet as `+0.123` / `-0.500` (`+0,123` in French and Polish), with the
/// minus sign every other number shows.
fn value_text(l: Locale, value: f64) -> String {
    let digits = crate::view::format::decimal(l, value.abs(), 3);
    if value < 0.0 && digits.chars().any(|c| c.is_ascii_digit() && c != '0') {
        format!("-{digits}")
    } else {
        format!("+{digits}")
    }
}

fn dealer_line(ctx: &RenderCtx, round: &Round) -> String {
    let l = ctx.locale;
    if round.stage == Stage::Over {
        let total = round.dealer_total();
        let shown = if total.bust() {
            t!(l, "bj-total-bust", total = total.hard)
        } else if round.dealer.len() == 2 && total.best() == 21 {
            t!(l, "bj-total-blackjack")
        } else {
            total.best().to_string()
        };
        t!(
            l,
            "bj-dealer",
            cards = ctx.cards_shown(&round.dealer),
            total = shown
        )
    } else {
        // The up card, and the hole card face down.
        let up = &round.dealer[..1];
        let cards = ctx
            .card_emojis(up, 1)
            .unwrap_or_else(|| format!("{} [🂠]", cards_text(up)));
        let hidden = t!(l, "bj-dealer-hidden", cards = cards);
        if round.stage == Stage::Play && round.peeked() {
            format!("{hidden}\n{}", t!(l, "bj-dealer-checked"))
        } else {
            hidden
        }
    }
}

/// One seat's hands, a line each, with the verdicts once the round is over.
fn spot_lines(ctx: &RenderCtx, round: &Round, spot: &Spot) -> String {
    let l = ctx.locale;
    let end = round.ends.iter().find(|e| e.seat == spot.seat);
    let mut lines = Vec::new();
    for (i, hand) in spot.hands.iter().enumerate() {
        let marker = if round.stage == Stage::Play
            && round.to_act() == Some(spot.seat)
            && spot.active == i
        {
            "▶"
        } else {
            "·"
        };
        let mut line = format!(
            "{marker} {} — {} · {}",
            ctx.cards_shown(&hand.cards),
            total_text(l, hand),
            t!(l, "bj-hand-bet", bet = ctx.currency.amount(l, hand.bet))
        );
        if hand.doubled {
            line.push_str(&format!(" · {}", t!(l, "bj-doubled")));
        }
        // The outcome, unless the total said it already (a bust, a blackjack).
        if let Some(verdict) = end.and_then(|e| e.verdicts.get(i)) {
            let said = match verdict {
                Verdict::Bust => hand.total().bust(),
                Verdict::Blackjack => hand.is_blackjack(),
                _ => false,
            };
            if !said {
                line.push_str(&format!(" · **{}**", verdict_text(l, *verdict)));
            }
        }
        lines.push(line);
    }
    match spot.insurance {
        Insurance::Taken(amount) => {
            let paid = end.map_or(0, |e| e.insurance_paid);
            // Settled at the peek: won with the dealer's blackjack, else lost at once.
            lines.push(if paid > 0 {
                t!(
                    l,
                    "bj-insurance-won",
                    amount = ctx.currency.amount(l, paid - amount)
                )
            } else if round.stage == Stage::Insurance {
                t!(l, "bj-insured", amount = ctx.currency.amount(l, amount))
            } else {
                t!(
                    l,
                    "bj-insurance-lost",
                    amount = ctx.currency.amount(l, amount)
                )
            });
        }
        // Said until the round settles, where the verdict says it.
        Insurance::EvenMoney if end.is_none() => {
            lines.push(t!(
                l,
                "bj-even-money-taken",
                amount = ctx.currency.amount(l, spot.bet)
            ));
        }
        Insurance::Open | Insurance::Declined | Insurance::EvenMoney => {}
    }
    if let Some(end) = end {
        lines.push(t!(
            l,
            "bj-round-net",
            net = signed(l, end.paid - end.wagered)
        ));
    }
    lines.join("\n")
}

/// The insurance (or even money) hint: each choice's value per chip of the hand's bet, and
/// the chance of a ten under the ace it comes from.
fn insurance_hint_text(l: Locale, advice: &InsuranceAdvice, ten: f64) -> String {
    let take = if advice.even_money {
        t!(l, "bj-hint-even-money", value = value_text(l, advice.take))
    } else {
        t!(l, "bj-hint-insure", value = value_text(l, advice.take))
    };
    let decline = t!(
        l,
        "bj-hint-no-insure",
        value = value_text(l, advice.decline)
    );
    let values = if advice.take_it() {
        format!("{take} · {decline}")
    } else {
        format!("{decline} · {take}")
    };
    t!(
        l,
        "bj-hint-insurance",
        values = values,
        chance = crate::view::format::rate(l, ten)
    )
}

fn hint_text(l: Locale, advice: &Advice) -> String {
    let values: Vec<String> = advice
        .values
        .iter()
        .map(|(d, v)| format!("{} {}", decision_name(l, *d), value_text(l, *v)))
        .collect();
    t!(l, "bj-hint", values = values.join(" · "))
}

fn review_text(ctx: &RenderCtx, review: &Review, solo: bool) -> String {
    let l = ctx.locale;
    let text = if review.optimal() {
        t!(
            l,
            "bj-review-best",
            decision = decision_name(l, review.decision),
            value = value_text(l, review.best_value)
        )
    } else {
        t!(
            l,
            "bj-review-mistake",
            decision = decision_name(l, review.decision),
            best = decision_name(l, review.best),
            chosen = value_text(l, review.chosen_value),
            value = value_text(l, review.best_value),
            cost = ctx.currency.fraction(l, review.cost(), 2)
        )
    };
    if solo {
        text
    } else {
        t!(l, "named", name = name_at(ctx, review.seat), text = text)
    }
}

/// The buttons of the seat to act, only those it may press now.
fn play_rows(ctx: &RenderCtx, table: &BlackjackTable, round: &Round, solo: bool) -> Vec<Row> {
    let l = ctx.locale;
    let id = |m: Move| ctx.id(&TableAction::Play(m));
    let mut rows = Vec::new();
    let Some(seat) = round.to_act() else {
        return rows;
    };
    let wallet = ctx.wallet(seat);
    match round.stage {
        Stage::Insurance => {
            let mut buttons = Vec::new();
            let spot = round.spot(seat);
            let even_money = spot.is_some_and(Round::even_money);
            if table.may_insure(seat, wallet) {
                let label = match spot {
                    Some(spot) if even_money => t!(l, "bj-even-money", amount = spot.bet),
                    Some(spot) => t!(l, "bj-insure", amount = Round::insurance_for(spot)),
                    None => t!(l, "bj-insure", amount = 0),
                };
                buttons.push(Button::new(id(Move::Insure), label, Style::Primary));
            }
            buttons.push(Button::new(
                id(Move::NoInsurance),
                if even_money {
                    t!(l, "bj-no-even-money")
                } else {
                    t!(l, "bj-no-insure")
                },
                Style::Secondary,
            ));
            buttons.push(Button::new(
                id(Move::Hint),
                t!(l, "bj-hint-button"),
                Style::Secondary,
            ));
            rows.push(Row::Buttons(buttons));
        }
        Stage::Play => {
            let legal = table.legal(seat, wallet);
            let buttons: Vec<Button> = legal
                .iter()
                .map(|&d| {
                    let amount = round.cost(seat, d);
                    let label = match d {
                        Decision::Double => t!(l, "bj-button-double", amount = amount),
                        Decision::Split => t!(l, "bj-button-split", amount = amount),
                        _ => decision_name(l, d),
                    };
                    let style = match d {
                        Decision::Hit => Style::Success,
                        Decision::Stand => Style::Danger,
                        Decision::Surrender => Style::Secondary,
                        _ => Style::Primary,
                    };
                    Button::new(id(Move::Decide(d)), label, style)
                })
                .collect();
            rows.push(Row::Buttons(buttons));
            let mut extra = vec![Button::new(
                id(Move::Hint),
                t!(l, "bj-hint-button"),
                Style::Secondary,
            )];
            if !solo {
                extra.push(Button::new(
                    ctx.id(&TableAction::<Move>::Leave),
                    t!(l, "table-leave"),
                    Style::Secondary,
                ));
            }
            rows.push(Row::Buttons(extra));
        }
        Stage::Over => {}
    }
    rows
}

/// Deal and Leave between rounds (a free seat's Join is a line of its own, [`free_seat`]).
fn between_rounds_rows(ctx: &RenderCtx, table: &BlackjackTable) -> Vec<Row> {
    let l = ctx.locale;
    vec![Row::Buttons(vec![
        Button::new(
            ctx.id(&TableAction::Play(Move::Deal)),
            t!(l, "bj-deal", bet = table.setup.bet),
            Style::Primary,
        ),
        Button::new(
            ctx.id(&TableAction::<Move>::Leave),
            t!(l, "table-leave"),
            Style::Secondary,
        ),
    ])]
}

/// Between the rounds of a channel's table with a seat free: the seat's line, with Join
/// beside it.
fn free_seat(ctx: &RenderCtx, game: &Blackjack) -> Option<Section> {
    let table = game.play()?;
    let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
    if game.mode == Mode::Solo || table.in_round() || seated >= BlackjackTable::MAX_SEATS {
        return None;
    }
    let l = ctx.locale;
    let bet = ctx.currency.amount(l, table.setup.bet);
    Some(join_line::<Move>(ctx, t!(l, "bj-seat-free", bet = bet)))
}

/// The shoe: its cards left and where the cut card lies, said when the cut card is out (a
/// new shoe before the next round), when this round was dealt from a new shoe, and when the
/// shoe ran out within it.
fn shoe_lines(l: Locale, table: &BlackjackTable, round: Option<&Round>) -> Vec<String> {
    let total = 52 * u16::from(table.cards.decks);
    let left = table.cards.len();
    let mut lines = Vec::new();
    if let Some(round) = round {
        if table.new_shoe_at == round.number && table.rounds > 0 {
            lines.push(t!(l, "bj-shoe-new", total = total));
        }
        // A table stored before the shuffles were kept reads 0: nothing to say for it.
        if table.shuffles_at_deal > 0 && table.cards.shuffles > table.shuffles_at_deal {
            lines.push(t!(l, "bj-shoe-ran-out"));
        }
    }
    lines.push(if table.cards.past_cut() {
        t!(l, "bj-shoe-cut", left = left, total = total)
    } else {
        t!(l, "bj-shoe", left = left, total = total, cut = total / 4)
    });
    lines
}

/// A turn that ran out: the hand stood, or the question under the ace went unanswered.
fn timeout_line(ctx: &RenderCtx, table: &BlackjackTable, timeout: &Timeout) -> String {
    let l = ctx.locale;
    let who = name_at(ctx, timeout.seat);
    let even_money = table
        .round
        .as_ref()
        .and_then(|r| r.spot(timeout.seat))
        .is_some_and(Round::even_money);
    match (timeout.insurance, even_money) {
        (false, _) => t!(l, "bj-log-timed-out", who = who),
        (true, true) => t!(l, "bj-log-timed-out-even-money", who = who),
        (true, false) => t!(l, "bj-log-timed-out-insurance", who = who),
    }
}

/// The turns that ran out in this round, and who left the table in it, with their net since
/// sitting down.
fn table_log(ctx: &RenderCtx, table: &BlackjackTable) -> Vec<String> {
    let l = ctx.locale;
    let mut lines: Vec<String> = table
        .timeouts
        .iter()
        .filter(|t| t.round == table.rounds)
        .map(|t| timeout_line(ctx, table, t))
        .collect();
    for departure in table.departures.iter().filter(|d| d.round == table.rounds) {
        let who = name_at(ctx, departure.seat);
        let net = signed(l, table.net_of(departure.seat));
        let dropped = ctx
            .seats
            .iter()
            .any(|s| s.no == departure.seat && s.status == SeatStatus::Dropped);
        lines.push(if dropped {
            let turns = BlackjackTable::seats(&table.setup).drop_after;
            t!(l, "bj-log-dropped", who = who, turns = turns, net = net)
        } else {
            t!(l, "bj-log-left", who = who, net = net)
        });
    }
    lines
}

/// How a closed table or seat ended: nobody dealt in time, or everyone left.
fn ending_line(ctx: &RenderCtx, game: &Blackjack, table: Option<&BlackjackTable>) -> String {
    let l = ctx.locale;
    let idle = ctx.status == Status::Expired || table.is_some_and(|t| t.closing);
    // A hand stood only if a turn to play one ran out (not the question under the ace).
    let stood = table.is_some_and(|t| {
        t.timeouts
            .iter()
            .any(|o| o.round == t.rounds && !o.insurance)
    }) && game.mode == Mode::Solo;
    match (game.mode, idle) {
        (Mode::Solo, true) if stood => {
            t!(l, "bj-seat-closed-idle-stood", minutes = ctx.idle_minutes)
        }
        (Mode::Solo, true) => t!(l, "bj-seat-closed-idle", minutes = ctx.idle_minutes),
        (Mode::Solo, false) => t!(l, "bj-seat-closed"),
        (Mode::Table, true) => t!(l, "bj-table-closed-idle", minutes = ctx.idle_minutes),
        (Mode::Table, false) => t!(l, "bj-table-closed-empty"),
    }
}

/// The most players the table's summary names (the seated first, then those who left).
const NETS_SHOWN: usize = 10;

/// The room for the board's own text in a message (see `View::check_limits`).
const DESCRIPTION_LIMIT: usize = crate::view::layout::BOARD_BUDGET;

/// A paragraph's characters in the description, with the blank line that parts it from the
/// next.
fn paragraph_size(paragraph: &str) -> usize {
    paragraph.chars().count() + 2
}

/// The latest of `reviews` that fit in `room` characters: at the end of a long round every
/// decision of every seat has its review, more than a message holds, and the latest are the
/// ones the table saw last.
fn latest_that_fit(reviews: Vec<String>, mut room: usize) -> Vec<String> {
    let mut kept = Vec::new();
    for review in reviews.into_iter().rev() {
        if paragraph_size(&review) > room {
            break;
        }
        room -= paragraph_size(&review);
        kept.push(review);
    }
    kept.reverse();
    kept
}

/// The round's paragraphs: the dealer, each spot, who sits out or joins next round, and
/// at a table its log.
fn round_lines(ctx: &RenderCtx, table: &BlackjackTable, round: &Round, solo: bool) -> Vec<String> {
    let l = ctx.locale;
    let mut text = Vec::new();
    text.push(format!(
        "{}\n{}",
        t!(l, "bj-round", number = round.number),
        dealer_line(ctx, round)
    ));
    for spot in &round.spots {
        let head = if solo {
            String::new()
        } else {
            let marker = if round.to_act() == Some(spot.seat) {
                "▶ "
            } else {
                ""
            };
            format!("{marker}{}\n", name_at(ctx, spot.seat))
        };
        text.push(format!("{head}{}", spot_lines(ctx, round, spot)));
    }
    if !table.sitting_out.is_empty() {
        let names: Vec<String> = table.sitting_out.iter().map(|&s| name_at(ctx, s)).collect();
        text.push(t!(l, "bj-sitting-out", names = names.join(", ")));
    }
    // Sat down since this round was dealt.
    let joining: Vec<String> = table
        .seated()
        .filter(|&s| round.spot(s).is_none() && !table.sitting_out.contains(&s))
        .map(|s| name_at(ctx, s))
        .collect();
    if !joining.is_empty() {
        text.push(t!(l, "bj-joining", names = joining.join(", ")));
    }
    if !solo {
        let log = table_log(ctx, table);
        if !log.is_empty() {
            text.push(log.join("\n"));
        }
    }
    text
}

/// What follows the reviews: the offer or the hint for the seat to act, or between rounds
/// each player's net at a table and the word that the next round is coming.
fn after_reviews(
    ctx: &RenderCtx,
    table: &BlackjackTable,
    round: &Round,
    solo: bool,
) -> Vec<String> {
    let l = ctx.locale;
    let mut after = Vec::new();
    match (round.stage, round.to_act()) {
        (Stage::Insurance, Some(seat)) => after.extend(insurance_offer(ctx, table, round, seat)),
        (Stage::Play, Some(seat)) => {
            if let Some(advice) = table.hint_for(seat) {
                after.push(hint_text(l, advice));
            }
            if !solo {
                after.push(t!(l, "bj-to-act", who = name_at(ctx, seat)));
            }
        }
        _ => {
            if !solo {
                after.push(table_nets(ctx, table));
            }
            if ctx.is_open() {
                after.push(t!(l, "bj-next-round"));
            }
        }
    }
    after
}

/// The insurance (or even money) offer to `seat`, and its hint if asked.
fn insurance_offer(
    ctx: &RenderCtx,
    table: &BlackjackTable,
    round: &Round,
    seat: SeatNo,
) -> Vec<String> {
    let l = ctx.locale;
    let mut lines = Vec::new();
    let spot = round.spot(seat);
    lines.push(match spot {
        Some(spot) if Round::even_money(spot) => t!(
            l,
            "bj-even-money-offer",
            who = name_at(ctx, seat),
            amount = ctx.currency.amount(l, spot.bet),
            pays = if table.setup.house.three_to_two {
                "3:2"
            } else {
                "6:5"
            }
        ),
        _ => t!(l, "bj-insurance-offer", who = name_at(ctx, seat)),
    });
    if let Some(advice) = table.insurance_hint_for(seat) {
        let ten = round
            .unseen(&table.cards)
            .chance(crate::engine::blackjack::shoe::TEN);
        lines.push(insurance_hint_text(l, advice, ten));
    }
    lines
}

/// Each player's net at the table: everyone who played here, those who left too, the
/// first few, seated first, and how many more.
fn table_nets(ctx: &RenderCtx, table: &BlackjackTable) -> String {
    let l = ctx.locale;
    let mut players: Vec<SeatNo> = table.seated().collect();
    players.extend(table.players.iter().filter(|s| table.out.contains(s)));
    let more = players.len().saturating_sub(NETS_SHOWN);
    let mut nets: Vec<String> = players
        .iter()
        .take(NETS_SHOWN)
        .map(|&s| {
            let net = signed(l, table.net_of(s));
            if table.out.contains(&s) {
                t!(l, "bj-net-left", who = name_at(ctx, s), net = net)
            } else {
                format!("{} {net}", name_at(ctx, s))
            }
        })
        .collect();
    if more > 0 {
        nets.push(t!(l, "bj-table-net-more", count = more));
    }
    t!(l, "bj-table-net", nets = nets.join(" · "))
}

/// The table's text and buttons, `ending` last (how a closed table ended).
fn playing(
    ctx: &RenderCtx,
    game: &Blackjack,
    table: &BlackjackTable,
    ending: Option<String>,
) -> (String, Vec<Row>) {
    let l = ctx.locale;
    let solo = game.mode == Mode::Solo;
    let mut text = vec![rules_line(l, &table.setup)];
    let mut rows = Vec::new();
    let Some(round) = table.round.as_ref() else {
        text.push(seat_lines(ctx, None, |_| String::new()));
        text.extend(ending);
        if ctx.is_open() {
            rows = between_rounds_rows(ctx, table);
        }
        return (text.join("\n\n"), rows);
    };
    text.extend(round_lines(ctx, table, round, solo));
    let reviews: Vec<String> = table
        .reviews
        .iter()
        .filter(|review| {
            solo || round.stage == Stage::Over || table.reviews.last() == Some(*review)
        })
        .map(|review| review_text(ctx, review, solo))
        .collect();
    let mut after = after_reviews(ctx, table, round, solo);
    after.push(shoe_lines(l, table, Some(round)).join("\n"));
    after.extend(ending.clone());
    // A free seat's line shows beside the board, out of the same budget.
    let free = free_seat(ctx, game).map_or(0, |line| line.text.chars().count());
    let used: usize = free
        + text
            .iter()
            .chain(&after)
            .map(|p| paragraph_size(p))
            .sum::<usize>();
    if used > DESCRIPTION_LIMIT && ctx.emojis.is_some() {
        // Many hands of many cards can pass Discord's limit in the emojis' markup: measured
        // on the description itself, the cards then show as text.
        let text_style = RenderCtx {
            emojis: None,
            ..*ctx
        };
        return playing(&text_style, game, table, ending);
    }
    text.extend(latest_that_fit(
        reviews,
        DESCRIPTION_LIMIT.saturating_sub(used),
    ));
    text.extend(after);
    if ctx.is_open() {
        rows = if table.in_round() {
            play_rows(ctx, table, round, solo)
        } else {
            between_rounds_rows(ctx, table)
        };
    }
    (text.join("\n\n"), rows)
}

impl GameView for Blackjack {
    const COLOUR: u32 = 0x11806A;

    const START: &'static str = "/blackjack play";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        let setup = *self.setup();
        let title = match self.mode {
            Mode::Solo => t!(l, "bj-title", bet = ctx.currency.amount(l, setup.bet)),
            Mode::Table => t!(l, "bj-title-table", bet = ctx.currency.amount(l, setup.bet)),
        };
        let mut sections = Vec::new();
        let (description, rows) = match &self.table.phase {
            TablePhase::Lobby => {
                let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
                let text = format!(
                    "{}\n\n{}",
                    seat_lines(ctx, None, |_| String::new()),
                    rules_line(l, &setup),
                );
                let line = t!(
                    l,
                    "bj-lobby",
                    seated = seated,
                    max = BlackjackTable::MAX_SEATS,
                    bet = ctx.currency.amount(l, setup.bet)
                );
                // The dealer is the only computer at blackjack: no Add computer buttons.
                let seats = BlackjackTable::MIN_SEATS..=BlackjackTable::MAX_SEATS;
                let lobby = lobby::<Move>(ctx, line, seats, false);
                sections.push(lobby.line);
                (text, lobby.rows)
            }
            TablePhase::Playing { rules, .. } => {
                sections.extend(free_seat(ctx, self));
                playing(ctx, self, rules, None)
            }
            TablePhase::Over { rules, outcome } => {
                // Measured with the rest of the description: it goes after the reviews.
                let ending = Some(match outcome {
                    crate::engine::table::Outcome::CashedOut => {
                        ending_line(ctx, self, rules.as_ref())
                    }
                    _ => outcome_line(ctx, outcome, self.table.stake),
                });
                let text = match rules {
                    Some(table) => playing(ctx, self, table, ending).0,
                    None => std::iter::once(rules_line(l, &setup))
                        .chain(ending)
                        .collect::<Vec<_>>()
                        .join("\n\n"),
                };
                (text, Vec::new())
            }
        };
        let colour = match (ctx.is_open(), self.play().and_then(|t| t.round.as_ref())) {
            (false, _) => colour::CLOSED,
            (true, Some(round)) if round.stage == Stage::Over => {
                let net: i64 = round.ends.iter().map(|e| e.paid - e.wagered).sum();
                match net {
                    n if n > 0 => colour::WIN,
                    0 => colour::PUSH,
                    _ => colour::LOSS,
                }
            }
            _ => Self::COLOUR,
        };
        let footer = (self.mode == Mode::Solo).then(|| {
            t!(
                l,
                "bj-footer",
                balance = ctx.currency.amount(l, ctx.wallet(0)),
                net = signed(l, self.play().map_or(0, |t| t.net_of(0)))
            )
        });
        View {
            embeds: vec![Embed {
                title,
                description,
                colour,
                footer,
                sections: if ctx.is_open() { sections } else { Vec::new() },
                ..Embed::default()
            }],
            rows: if ctx.is_open() { rows } else { Vec::new() },
            ..View::default()
        }
    }

    fn stats(s: &KindStats, locale: Locale) -> String {
        let sum = |name: &str| s.measure(name).map_or(0.0, |m| m.sum);
        let decisions = sum("decisions");
        let accuracy = if decisions > 0.0 {
            crate::view::format::rate(locale, sum("best-decisions") / decisions)
        } else {
            "–".to_string()
        };
        t!(
            locale,
            "bj-stats",
            rounds = s.played,
            won = s.wins,
            net = signed(locale, s.net()),
            blackjacks = sum("blackjacks") as i64,
            accuracy = accuracy,
            decisions = decisions as i64,
            lost = crate::view::format::decimal(locale, sum("chips-lost"), 2)
        )
    }

    /// What the timeout did: the seat or table closed (and how), or the turn that ran out.
    fn timed_out_notice(&self, ctx: &RenderCtx) -> String {
        let table = self.play();
        if matches!(self.table.phase, TablePhase::Over { .. }) {
            let ctx = RenderCtx {
                status: Status::Expired,
                ..*ctx
            };
            return ending_line(&ctx, self, table);
        }
        table
            .and_then(|t| {
                t.timeouts
                    .iter()
                    .rev()
                    .find(|o| o.round == t.rounds)
                    .map(|o| timeout_line(ctx, t, o))
            })
            .unwrap_or_else(|| t!(ctx.locale, "notice-timed-out"))
    }

    /// A closed table points to the command that opens one like it.
    fn closed_notice(&self, locale: Locale) -> String {
        let start = match self.mode {
            Mode::Solo => "/blackjack play",
            Mode::Table => "/blackjack table",
        };
        t!(
            locale,
            "notice-closed",
            start = crate::view::commands::shown(locale, start)
        )
    }
}

/// How an entry of the game's board reads: the best result's score and detail.
pub fn board_entry(score: i64, detail: &str, locale: Locale) -> String {
    let verdicts: Vec<String> = detail
        .split('+')
        .filter_map(Verdict::parse)
        .map(|v| verdict_text(locale, v))
        .collect();
    t!(
        locale,
        "bj-board-entry",
        net = signed(locale, score),
        hands = verdicts.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::blackjack::MAX_BET;
    use crate::engine::blackjack::deck::{Cards, MAX_DECKS, rank_of};
    use crate::engine::blackjack::round::MAX_HANDS;
    use crate::engine::blackjack::shoe::{ACE, TEN};
    use crate::engine::blackjack::table::Hint;
    use crate::engine::cards::Card;
    use crate::engine::game::{Occupant, Seat, SeatNo, SeatStatus};
    use crate::engine::table::pool::Pool;
    use crate::engine::table::turns::Turns;
    use crate::engine::table::{Outcome, TableGame};
    use crate::view::emoji::map::longest_emoji_map;
    use crate::view::game::measure;
    use crate::view::game::{Status, Viewer};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The blackjack rank of a two.
    const TWO: usize = 1;

    /// The shoe as the test deals it: the copies left of each card.
    struct Dealer {
        left: Vec<u8>,
    }

    impl Dealer {
        fn count(&self, rank: usize) -> usize {
            (0..Card::COUNT)
                .filter_map(Card::from_index)
                .filter(|&c| rank_of(c) == rank)
                .map(|c| usize::from(self.left[usize::from(c.index())]))
                .sum()
        }

        /// A card of blackjack rank `rank` out of the shoe: a ten before a face card (its
        /// text is the longer).
        fn take(&mut self, rank: usize) -> Card {
            let mut cards: Vec<Card> = (0..Card::COUNT)
                .filter_map(Card::from_index)
                .filter(|&c| rank_of(c) == rank && self.left[usize::from(c.index())] > 0)
                .collect();
            cards.sort_by_key(|c| c.rank() != 10);
            let card = cards[0];
            self.left[usize::from(card.index())] -= 1;
            card
        }
    }

    /// Makes `cards` hold only `next`, so that the engine draws those and no others.
    fn stack(cards: &mut Cards, next: &[Card]) {
        cards.left = vec![0; usize::from(Card::COUNT)];
        for card in next {
            cards.left[usize::from(card.index())] += 1;
        }
    }

    /// The smallest card that keeps `hand` under 21 (the most cards before it ends), if any.
    fn smallest_going_on(hand: &Hand, dealer: &Dealer) -> Option<usize> {
        (ACE..=TEN).find(|&r| dealer.count(r) > 0 && hand.total().with(r).best() < 21)
    }

    /// The trainer's longest line about the `n`th decision: a mistake by the most, with the
    /// longest values (the first decision could have surrendered). No two are alike, as
    /// no two real ones are.
    fn review(n: usize, seat: SeatNo, decision: Decision, first: bool) -> Review {
        let (best, best_value) = match decision {
            _ if first => (Decision::Surrender, -0.5),
            Decision::Stand => (Decision::Hit, 0.999),
            _ => (Decision::Stand, 0.999),
        };
        Review {
            seat,
            decision,
            best,
            chosen_value: -0.999 + 0.001 * n as f64,
            best_value,
            bet: MAX_BET,
            hinted: false,
        }
    }

    /// The longest round the rules allow, played by the engine with every card chosen: five
    /// seats at the largest bet on the largest shoe, each splitting to four hands, each hand
    /// hitting the smallest cards left (at most `hits` of them) until nothing keeps it under
    /// 21 and then taking a ten, every decision reviewed as a mistake. The very last hand
    /// stands, so the dealer plays: showing a two and drawing twos to 18, or (`insured`)
    /// showing an ace every seat insures and drawing aces to a soft 18. Returns the table
    /// just before the last decision, with a hint shown, and once the round is over.
    fn longest_round(insured: bool, hits: usize) -> [BlackjackTable; 2] {
        let house = HouseRules {
            hits_soft_17: true,
            double_after_split: true,
            surrender: true,
            three_to_two: false,
        };
        let setup = Setup {
            bet: MAX_BET,
            decks: MAX_DECKS,
            house,
        };
        let seats: Vec<SeatNo> = (0..5).collect();
        let table = BlackjackTable::new_table(&seats, setup);
        let mut dealer = Dealer {
            left: vec![MAX_DECKS; usize::from(Card::COUNT)],
        };
        let up = dealer.take(if insured { ACE } else { TWO });
        let hole = dealer.take(TWO);
        // The dealer's draws, put aside: twos to 18 from 2 + 2, or aces from a soft 13.
        let draws: Vec<Card> = (0..if insured { 5 } else { 7 })
            .map(|_| dealer.take(if insured { ACE } else { TWO }))
            .collect();
        // Each seat the smallest pair the shoe still has eight of: two dealt, six drawn by
        // three splits.
        let mut pairs: Vec<Vec<Card>> = Vec::new();
        for _ in &seats {
            let rank = (TWO..TEN)
                .find(|&r| dealer.count(r) >= 2 * MAX_HANDS)
                .expect("a pair to split");
            pairs.push((0..2 * MAX_HANDS).map(|_| dealer.take(rank)).collect());
        }
        let spots = seats
            .iter()
            .zip(&pairs)
            .map(|(&seat, pair)| Spot {
                seat,
                bet: MAX_BET,
                hands: vec![Hand {
                    cards: pair[..2].to_vec(),
                    bet: MAX_BET,
                    doubled: false,
                    split: false,
                    surrendered: false,
                    done: false,
                }],
                active: 0,
                insurance: Insurance::Open,
            })
            .collect();
        let mut round = Round {
            number: 1,
            dealer: vec![up, hole],
            spots,
            stage: if insured {
                Stage::Insurance
            } else {
                Stage::Play
            },
            turn: 0,
            seed: 1,
            ends: Vec::new(),
        };
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        // The engine draws from a shoe of its own, which `stack` fills with the next cards.
        let cards = &mut Cards::new(MAX_DECKS);
        if insured {
            for &seat in &seats {
                round.insure(seat, true, cards, house).expect("insurance");
            }
        }
        let mut reviews = Vec::new();
        let mut before_last = None;
        for (&seat, pair) in seats.iter().zip(&pairs) {
            for split in 0..MAX_HANDS - 1 {
                stack(cards, &pair[2 + 2 * split..4 + 2 * split]);
                round
                    .decide(seat, Decision::Split, cards, house, &mut rng)
                    .expect("a split");
                reviews.push(review(reviews.len(), seat, Decision::Split, split == 0));
            }
            while round.to_act() == Some(seat) {
                let spot = round.spot(seat).expect("a spot");
                let hand = spot.hand().expect("a hand in play");
                let last = seat == 4 && spot.active + 1 == spot.hands.len();
                // A hand that has had its hits stands.
                let capped = hand.cards.len() - 2 >= hits;
                let decision = match smallest_going_on(hand, &dealer).filter(|_| !capped) {
                    Some(rank) => {
                        stack(cards, &[dealer.take(rank)]);
                        Decision::Hit
                    }
                    None if last => {
                        stack(cards, &draws);
                        let mut kept = table_with(&table, &round, &reviews, &dealer);
                        kept.hint = Some(Hint {
                            seat,
                            round: 1,
                            hand: spot.active,
                            cards: hand.cards.len(),
                            advice: Advice {
                                values: vec![(Decision::Stand, -0.999), (Decision::Hit, -0.998)],
                            },
                            insurance: None,
                        });
                        before_last = Some(kept);
                        Decision::Stand
                    }
                    None if capped => Decision::Stand,
                    None => {
                        stack(cards, &[dealer.take(TEN)]);
                        Decision::Hit
                    }
                };
                round
                    .decide(seat, decision, cards, house, &mut rng)
                    .expect("a legal decision");
                reviews.push(review(reviews.len(), seat, decision, false));
            }
        }
        assert_eq!(round.stage, Stage::Over, "the dealer has played");
        let mut over = table_with(&table, &round, &reviews, &dealer);
        over.net = round
            .ends
            .iter()
            .map(|e| (e.seat, e.paid - e.wagered))
            .collect();
        over.paid = 1;
        [before_last.expect("a last decision"), over]
    }

    /// `table` with `round` dealt, `reviews` made and the cards `dealer` has left.
    fn table_with(
        table: &BlackjackTable,
        round: &Round,
        reviews: &[Review],
        dealer: &Dealer,
    ) -> BlackjackTable {
        let mut table = table.clone();
        table.cards.left = dealer.left.clone();
        table.round = Some(round.clone());
        table.rounds = 1;
        table.reviews = reviews.to_vec();
        table
    }

    /// A channel table playing `table`, and closed after it.
    fn games(table: BlackjackTable) -> [Blackjack; 2] {
        let game = |phase| Blackjack {
            mode: Mode::Table,
            table: TableGame {
                stake: 0,
                options: table.setup,
                pool: Pool::default(),
                phase,
            },
        };
        [
            game(TablePhase::Playing {
                turns: Turns::new((0..5).collect()),
                rules: table.clone(),
            }),
            game(TablePhase::Over {
                rules: Some(table.clone()),
                outcome: Outcome::CashedOut,
            }),
        ]
    }

    /// Five members with the longest mentions.
    fn seats() -> Vec<Seat> {
        (0..5u8)
            .map(|no| Seat {
                no,
                occupant: Occupant::Member {
                    id: u64::MAX - u64::from(no),
                    name: "W".repeat(32),
                },
                status: SeatStatus::Playing,
            })
            .collect()
    }

    /// The rounds with at most `hits` hits a hand: the dealer showing a two or an ace, each
    /// before its last decision and once over, the table playing and closed.
    fn rounds(hits: usize) -> Vec<Blackjack> {
        [false, true]
            .into_iter()
            .flat_map(|insured| longest_round(insured, hits))
            .flat_map(games)
            .collect()
    }

    /// A hint's values, a review's and the results' nets share one minus sign, the ASCII
    /// one every other number uses: `-0.500`, as the board's `-10`.
    #[test]
    fn values_share_the_results_minus_sign() {
        crate::testing::registry();
        assert_eq!(value_text(Locale::En, -0.5), "-0.500");
        assert_eq!(value_text(Locale::Fr, -1.25), "-1,250");
        assert_eq!(value_text(Locale::En, 0.5), "+0.500");
        // Too small to show: no sign to read as a loss.
        assert_eq!(value_text(Locale::En, -0.0001), "+0.000");
        assert!(!board_entry(-10, "lose", Locale::En).contains('\u{2212}'));
    }

    /// The rules line names the double after a split either way: a table without it says so.
    #[test]
    fn the_rules_line_says_when_there_is_no_double_after_split() {
        crate::testing::registry();
        let setup = |double_after_split| Setup {
            bet: 10,
            decks: 6,
            house: HouseRules {
                double_after_split,
                ..HouseRules::default()
            },
        };
        for &l in Locale::ALL {
            let with = rules_line(l, &setup(true));
            let without = rules_line(l, &setup(false));
            assert!(with.contains(&t!(l, "bj-rule-das")), "{with}");
            assert!(without.contains(&t!(l, "bj-rule-no-das")), "{without}");
        }
    }

    /// A hand's outcome is said once: a bust total is not followed by "bust" again, nor a
    /// blackjack by "blackjack".
    #[test]
    fn a_hands_outcome_is_said_once() {
        crate::testing::registry();
        let seats = seats();
        let wallets = [i64::MAX; 5];
        // The round over, every hand hit to a bust but the last.
        let over = &rounds(usize::MAX)[2];
        for &locale in Locale::ALL {
            let ctx = RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, None);
            let view = over.render(&ctx);
            let text: Vec<String> = view.embeds[0]
                .fields
                .iter()
                .map(|f| f.value.clone())
                .chain([view.embeds[0].description.clone()])
                .collect();
            let bust = t!(locale, "bj-verdict-bust");
            let lines: Vec<&str> = text.iter().flat_map(|t| t.lines()).collect();
            assert!(
                lines.iter().any(|l| l.contains(&format!("{bust} ("))),
                "a bust hand: {lines:?}"
            );
            for line in lines {
                assert!(!line.contains(&format!("**{bust}**")), "{line}");
            }
        }
    }

    /// The longest table fits Discord's limits in the text style and with Parlor's emojis at
    /// their longest markup, in every language: the most seats, the most hands a seat may
    /// split to and the most cards each may hold, at the end of the round (the dealer's full
    /// hand and the reviews shown) and before its last decision (with a hint), with the
    /// dealer showing a two or an ace every seat insured, open and closed. With emojis, the
    /// cards show as emojis exactly when that message fits, else as text.
    #[test]
    fn the_longest_board_fits_in_both_styles() {
        let map = longest_emoji_map();
        // Every seat taken, and one left: a free seat's line with Join beside the board.
        let mut one_left = seats();
        one_left[4].status = SeatStatus::Left;
        let wallets = [i64::MAX; 5];
        let games = rounds(usize::MAX);
        let (mut kept, mut fell_back, mut free_seat) = (0, 0, 0);
        for (seats, &locale) in [seats(), one_left]
            .iter()
            .flat_map(|seats| Locale::ALL.iter().map(move |l| (seats, l)))
        {
            for emojis in [None, Some(&map)] {
                let style = if emojis.is_some() { "emoji" } else { "text" };
                let mut longest = (0, 0);
                for game in &games {
                    for status in [Status::Open, Status::Finished] {
                        let mut ctx =
                            RenderCtx::sample(seats, &wallets, locale, Viewer::Public, emojis);
                        ctx.status = status;
                        // With the longest currency the fullest tables pass the limits:
                        // the pipeline then sends them in Parlor's chips, as here
                        // (`Loaded::draw`); every other board keeps the server's currency.
                        ctx.currency = crate::view::game::longest_currency();
                        let mut view = game.render(&ctx);
                        if view.check_limits().is_err() {
                            let plain = RenderCtx {
                                emojis: None,
                                currency: crate::view::currency::Currency::parlor(),
                                ..ctx
                            };
                            view = game.render(&plain);
                            ctx = plain;
                            fell_back += 1;
                        } else {
                            kept += 1;
                        }
                        if let Err(e) = view.check_limits() {
                            panic!("{locale:?} {style}: {e}\n{view:#?}");
                        }
                        // With emojis, cards too long in their markup show as text.
                        let description = &view.embeds[0].description;
                        if emojis.is_none() || !description.contains("<:") {
                            let text_style = RenderCtx {
                                emojis: None,
                                ..ctx
                            };
                            assert_eq!(
                                *description,
                                game.render(&text_style).embeds[0].description
                            );
                        }
                        free_seat += view.embeds[0].sections.len();
                        let (d, t) = measure(&view);
                        longest = (longest.0.max(d), longest.1.max(t));
                    }
                }
                println!(
                    "blackjack {locale:?} {style}: longest description {} characters, embed {}",
                    longest.0, longest.1
                );
            }
        }
        // Of these fullest tables, those before the round's end keep the server's currency;
        // only the longest read in chips.
        assert!(
            kept > 0 && fell_back > 0,
            "{kept} kept, {fell_back} fell back"
        );
        assert!(
            free_seat > 0,
            "a round's end with a seat free shows its line"
        );
    }

    /// With emojis, the longest table's cards show as text (their markup would pass the
    /// limits), while the fullest table as dealt shows them as emojis: the most hits a hand
    /// that still show as emojis in every language, at five seats of four hands (none past
    /// the deal, within a V2 message's 4,000 characters).
    #[test]
    fn the_longest_board_shows_its_cards_as_emojis_while_they_fit() {
        let map = longest_emoji_map();
        let seats = seats();
        let wallets = [i64::MAX; 5];
        // Each of the rounds with at most `hits` hits a hand, in each language: whether its
        // cards show as emojis, and its description's length.
        let shown = |hits: usize| {
            let mut out = Vec::new();
            for game in rounds(hits) {
                for &locale in Locale::ALL {
                    let ctx =
                        RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, Some(&map));
                    let description = game.render(&ctx).embeds[0].description.clone();
                    out.push((description.contains("<:"), description.chars().count()));
                }
            }
            out
        };
        let longest = shown(usize::MAX);
        assert!(
            longest.iter().all(|(pictured, _)| !pictured),
            "the longest table's cards show as text"
        );
        let most = (0..20)
            .take_while(|&hits| shown(hits).iter().all(|(pictured, _)| *pictured))
            .last()
            .expect("the fullest table shows its dealt cards as emojis");
        let description = shown(most).iter().map(|(_, n)| *n).max().unwrap_or(0);
        println!(
            "blackjack: emojis for up to {most} hits a hand at five seats of four hands \
             (longest description {description} characters)"
        );
    }

    fn card(code: &str) -> Card {
        Card::parse(code).expect("a card")
    }

    /// A table of one seat (seat 0, bet `bet`) whose round is `dealer` against `hand`, at
    /// `stage`, with `insurance`; settled as the engine settles it when over.
    fn one_seat(
        dealer: [&str; 2],
        hand: [&str; 2],
        bet: i64,
        stage: Stage,
        insurance: Insurance,
        insurance_paid: i64,
    ) -> BlackjackTable {
        let setup = Setup {
            bet,
            ..Setup::default()
        };
        let mut table = BlackjackTable::new_table(&[0], setup);
        let hand = Hand {
            cards: hand.iter().map(|c| card(c)).collect(),
            bet,
            doubled: false,
            split: false,
            surrendered: false,
            done: stage == Stage::Over,
        };
        let wagered = bet
            + if let Insurance::Taken(a) = insurance {
                a
            } else {
                0
            };
        table.round = Some(Round {
            number: 1,
            dealer: dealer.iter().map(|c| card(c)).collect(),
            spots: vec![Spot {
                seat: 0,
                bet,
                hands: vec![hand],
                active: 0,
                insurance,
            }],
            stage,
            turn: 0,
            seed: 1,
            ends: if stage == Stage::Over {
                vec![crate::engine::blackjack::round::SpotEnd {
                    seat: 0,
                    wagered,
                    paid: insurance_paid,
                    verdicts: vec![Verdict::Lose],
                    insurance_paid,
                    five_card_soft_21s: 0,
                }]
            } else {
                Vec::new()
            },
        });
        table.rounds = 1;
        table
    }

    /// The public message of `table` at a member's own seat, open, in `locale`.
    fn shown(table: &BlackjackTable, locale: Locale) -> View {
        let seats = seats();
        let wallets = [1_000i64; 5];
        let ctx = RenderCtx::sample(&seats[..1], &wallets, locale, Viewer::Public, None);
        let game = Blackjack {
            mode: Mode::Solo,
            table: TableGame {
                stake: 0,
                options: table.setup,
                pool: Pool::default(),
                phase: TablePhase::Playing {
                    turns: Turns::new(vec![0]),
                    rules: table.clone(),
                },
            },
        };
        game.render(&ctx)
    }

    fn labels(view: &View) -> Vec<String> {
        view.rows
            .iter()
            .flat_map(|r| match r {
                Row::Buttons(b) => b.iter().map(|b| b.caption()).collect(),
                Row::Select(_) => Vec::new(),
            })
            .collect()
    }

    /// Insurance is settled at the peek and said in net terms: "insurance wins 10" with the
    /// dealer's blackjack; otherwise the dealer is said to have checked, and the insurance
    /// lost, with "insured for" gone.
    #[test]
    fn insurance_is_said_as_the_peek_settles_it() {
        crate::testing::registry();
        let won = one_seat(
            ["AS", "KD"],
            ["TH", "9C"],
            10,
            Stage::Over,
            Insurance::Taken(5),
            15,
        );
        let text = shown(&won, Locale::En).embeds[0].description.clone();
        assert!(text.contains("insurance wins 10 chips"), "{text}");
        assert!(!text.contains("paid 15"), "{text}");
        let lost = one_seat(
            ["AS", "6D"],
            ["TH", "6C"],
            10,
            Stage::Play,
            Insurance::Taken(5),
            0,
        );
        let text = shown(&lost, Locale::En).embeds[0].description.clone();
        assert!(text.contains("The dealer checked: no blackjack."), "{text}");
        assert!(
            text.contains("no blackjack: insurance lost (5 chips)"),
            "{text}"
        );
        assert!(!text.contains("insured for"), "{text}");
        for &l in Locale::ALL {
            let text = shown(&lost, l).embeds[0].description.clone();
            assert!(text.contains(&t!(l, "bj-dealer-checked")), "{l:?} {text}");
        }
    }

    /// What a mistake cost on average is a fraction of a chip, worded as each language words
    /// one: French takes the singular below 2 ("0,67 jeton"), Polish the genitive.
    #[test]
    fn a_mistakes_average_cost_reads_as_the_language_counts() {
        crate::testing::registry();
        let seats = seats();
        let wallets = [1_000i64; 5];
        let review = |cost: f64| Review {
            seat: 0,
            decision: Decision::Hit,
            best: Decision::Stand,
            chosen_value: -0.5,
            best_value: -0.5 + cost,
            bet: 1,
            hinted: false,
        };
        let said = |l: Locale, cost: f64| {
            let ctx = RenderCtx::sample(&seats[..1], &wallets, l, Viewer::Public, None);
            review_text(&ctx, &review(cost), true)
        };
        assert!(
            said(Locale::Fr, 0.67).contains("0,67 jeton\u{a0}:"),
            "{}",
            said(Locale::Fr, 0.67)
        );
        assert!(said(Locale::Fr, 1.5).contains("1,50 jeton\u{a0}:"));
        assert!(said(Locale::Fr, 2.25).contains("2,25 jetons\u{a0}:"));
        assert!(said(Locale::En, 0.67).contains("cost 0.67 chips on average"));
        assert!(said(Locale::En, 1.0).contains("cost 1.00 chips on average"));
        assert!(said(Locale::Pl, 0.67).contains("średnio 0,67 żetonu:"));
        assert!(said(Locale::Pl, 3.0).contains("średnio 3,00 żetonu:"));
    }

    /// A blackjack under an ace is offered even money, named so, with its hint button.
    #[test]
    fn a_blackjack_under_an_ace_is_offered_even_money() {
        crate::testing::registry();
        let table = one_seat(
            ["AS", "6D"],
            ["AH", "QC"],
            10,
            Stage::Insurance,
            Insurance::Open,
            0,
        );
        let view = shown(&table, Locale::En);
        let buttons = labels(&view);
        assert!(
            buttons.contains(&"Even money (+10)".to_string()),
            "{buttons:?}"
        );
        assert!(buttons.iter().any(|b| b.contains("Hint")), "{buttons:?}");
        assert!(view.embeds[0].description.contains("even money?"));
        let plain = one_seat(
            ["AS", "6D"],
            ["TH", "9C"],
            10,
            Stage::Insurance,
            Insurance::Open,
            0,
        );
        let buttons = labels(&shown(&plain, Locale::En));
        assert!(
            buttons.contains(&"Insurance (5)".to_string()),
            "{buttons:?}"
        );
    }

    /// A bet that 3:2 (or 6:5) does not divide says in the header what a blackjack pays on
    /// it, rounded down; a bet it divides reads as the plain rule.
    #[test]
    fn an_odd_bet_says_what_its_blackjack_pays() {
        crate::testing::registry();
        let setup = |bet, three_to_two| Setup {
            bet,
            decks: 6,
            house: HouseRules {
                three_to_two,
                ..HouseRules::default()
            },
        };
        let one = rules_line(Locale::En, &setup(1, true));
        assert!(
            one.contains("blackjack pays 3:2") && one.contains("+1 on 1"),
            "{one}"
        );
        let ten = rules_line(Locale::En, &setup(10, true));
        assert!(
            ten.contains("blackjack pays 3:2") && !ten.contains("rounded"),
            "{ten}"
        );
        let six_five = rules_line(Locale::En, &setup(7, false));
        assert!(six_five.contains("+8 on 7"), "{six_five}");
        for &l in Locale::ALL {
            assert!(rules_line(l, &setup(5, true)).contains("+7"), "{l:?}");
        }
    }

    /// The shoe says where its cut card lies, when it is out, and when a new shoe was
    /// shuffled for the round.
    #[test]
    fn the_shoe_says_its_cut_card_and_its_new_shoe() {
        crate::testing::registry();
        let mut table = one_seat(
            ["9S", "7D"],
            ["TH", "9C"],
            10,
            Stage::Over,
            Insurance::Declined,
            0,
        );
        let text = shown(&table, Locale::En).embeds[0].description.clone();
        assert!(text.contains("cut card at 78"), "{text}");
        assert!(
            text.contains("New shoe"),
            "the first round's shoe is new: {text}"
        );
        table.rounds = 5;
        table.round.as_mut().expect("a round").number = 5;
        table.cards.left = vec![1; 52];
        let text = shown(&table, Locale::En).embeds[0].description.clone();
        assert!(text.contains("The cut card is out"), "{text}");
        assert!(!text.contains("New shoe"), "{text}");
        table.new_shoe_at = 5;
        let text = shown(&table, Locale::En).embeds[0].description.clone();
        assert!(text.contains("New shoe: all 312 cards"), "{text}");
    }

    /// Even money taken is said on the board until the round settles; a seat closed while
    /// only the question under the ace was left unanswered does not say a hand stood.
    #[test]
    fn even_money_is_said_and_an_unanswered_question_is_no_stood_hand() {
        crate::testing::registry();
        let table = one_seat(
            ["AS", "6D"],
            ["AH", "QC"],
            10,
            Stage::Play,
            Insurance::EvenMoney,
            0,
        );
        let text = shown(&table, Locale::En).embeds[0].description.clone();
        assert!(text.contains("even money taken: +10 chips"), "{text}");
        let mut idle = one_seat(
            ["AS", "KD"],
            ["TH", "9C"],
            10,
            Stage::Over,
            Insurance::Declined,
            0,
        );
        idle.timeouts = vec![Timeout {
            seat: 0,
            round: 1,
            insurance: true,
        }];
        let seats = seats();
        let wallets = [1_000i64; 5];
        let mut ctx = RenderCtx::sample(&seats[..1], &wallets, Locale::En, Viewer::Public, None);
        ctx.status = Status::Expired;
        let game = Blackjack {
            mode: Mode::Solo,
            table: TableGame {
                stake: 0,
                options: idle.setup,
                pool: Pool::default(),
                phase: TablePhase::Over {
                    rules: Some(idle.clone()),
                    outcome: Outcome::CashedOut,
                },
            },
        };
        let ending = ending_line(&ctx, &game, Some(&idle));
        assert!(!ending.contains("stood"), "{ending}");
        idle.timeouts[0].insurance = false;
        let ending = ending_line(&ctx, &game, Some(&idle));
        assert!(ending.contains("the hand in play stood"), "{ending}");
    }
}
