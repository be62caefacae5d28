//! Blackjack as messages: the house rules, the dealer (the hole card face down until the
//! dealer plays), every seat's hands with their totals and bets, whose turn it is, the hint
//! and the trainer's review, and the buttons the seat to act may press now, only those.

use crate::engine::blackjack::HouseRules;
use crate::engine::blackjack::coach::{Advice, Review};
use crate::engine::blackjack::round::{Decision, Hand, Insurance, Round, Spot, Stage, Verdict};
use crate::engine::blackjack::table::{BlackjackTable, Move, Setup};
use crate::engine::blackjack::{Blackjack, Mode};

use crate::engine::game::Level;
use crate::engine::table::{TableAction, TablePhase, TableRules};
use crate::store::KindStats;
use crate::t;
use crate::view::format::{cards_text, chips_word, signed};
use crate::view::game::{GameView, RenderCtx};
use crate::view::table::{lobby_rows, name_at, outcome_line, seat_lines};
use crate::view::{Button, Embed, Locale, Row, Style, View, colour};

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
        if house.three_to_two {
            t!(l, "bj-rule-pays", pays = "3:2")
        } else {
            t!(l, "bj-rule-pays", pays = "6:5")
        },
    ];
    if house.double_after_split {
        parts.push(t!(l, "bj-rule-das"));
    }
    if house.surrender {
        parts.push(t!(l, "bj-rule-surrender"));
    }
    parts.join(" · ")
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

/// A value per unit bet as `+0.123` / `−0.500` (`+0,123` in French and Polish).
fn value_text(l: Locale, value: f64) -> String {
    let digits = crate::view::format::decimal(l, value.abs(), 3);
    if value < 0.0 && digits.chars().any(|c| c.is_ascii_digit() && c != '0') {
        format!("−{digits}")
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
        t!(l, "bj-dealer-hidden", cards = cards)
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
            t!(l, "bj-hand-bet", bet = chips_word(l, hand.bet))
        );
        if hand.doubled {
            line.push_str(&format!(" · {}", t!(l, "bj-doubled")));
        }
        if let Some(verdict) = end.and_then(|e| e.verdicts.get(i)) {
            line.push_str(&format!(" · **{}**", verdict_text(l, *verdict)));
        }
        lines.push(line);
    }
    match spot.insurance {
        Insurance::Taken(amount) => {
            let paid = end.map_or(0, |e| e.insurance_paid);
            lines.push(if round.stage == Stage::Over && paid > 0 {
                t!(l, "bj-insurance-paid", amount = chips_word(l, paid))
            } else if round.stage == Stage::Over {
                t!(l, "bj-insurance-lost", amount = chips_word(l, amount))
            } else {
                t!(l, "bj-insured", amount = chips_word(l, amount))
            });
        }
        Insurance::Open | Insurance::Declined => {}
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
            cost = crate::view::format::decimal(l, review.cost(), 2)
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
            if table.may_insure(seat, wallet) {
                let amount = round.spot(seat).map_or(0, Round::insurance_for);
                buttons.push(Button::new(
                    id(Move::Insure),
                    t!(l, "bj-insure", amount = amount),
                    Style::Primary,
                ));
            }
            buttons.push(Button::new(
                id(Move::NoInsurance),
                t!(l, "bj-no-insure"),
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

fn playing(ctx: &RenderCtx, game: &Blackjack, table: &BlackjackTable) -> (String, Vec<Row>) {
    let l = ctx.locale;
    let solo = game.mode == Mode::Solo;
    let mut text = vec![rules_line(l, &table.setup)];
    let mut rows = Vec::new();
    let Some(round) = table.round.as_ref() else {
        text.push(seat_lines(ctx, None, |_| String::new()));
        if ctx.is_open() {
            rows = between_rounds_rows(ctx, table);
        }
        return (text.join("\n\n"), rows);
    };
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
    for review in &table.reviews {
        if solo || round.stage == Stage::Over || table.reviews.last() == Some(review) {
            text.push(review_text(ctx, review, solo));
        }
    }
    match (round.stage, round.to_act()) {
        (Stage::Insurance, Some(seat)) => {
            text.push(t!(l, "bj-insurance-offer", who = name_at(ctx, seat)));
        }
        (Stage::Play, Some(seat)) => {
            if let Some(advice) = table.hint_for(seat) {
                text.push(hint_text(l, advice));
            }
            if !solo {
                text.push(t!(l, "bj-to-act", who = name_at(ctx, seat)));
            }
        }
        _ => {
            if !solo {
                let nets: Vec<String> = table
                    .seated()
                    .map(|s| format!("{} {}", name_at(ctx, s), signed(l, table.net_of(s))))
                    .collect();
                text.push(t!(l, "bj-table-net", nets = nets.join(" · ")));
            }
            text.push(t!(l, "bj-next-round"));
        }
    }
    text.push(t!(
        l,
        "bj-shoe",
        left = table.cards.len(),
        total = 52 * u16::from(table.cards.decks)
    ));
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
    const START: &'static str = "/blackjack play";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        let setup = *self.setup();
        let title = match self.mode {
            Mode::Solo => t!(l, "bj-title", bet = chips_word(l, setup.bet)),
            Mode::Table => t!(l, "bj-title-table", bet = chips_word(l, setup.bet)),
        };
        let (description, rows) = match &self.table.phase {
            TablePhase::Lobby => {
                let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
                let text = format!(
                    "{}\n\n{}\n\n{}",
                    seat_lines(ctx, None, |_| String::new()),
                    rules_line(l, &setup),
                    t!(
                        l,
                        "bj-lobby",
                        seated = seated,
                        max = BlackjackTable::MAX_SEATS,
                        bet = chips_word(l, setup.bet)
                    )
                );
                // The dealer is the only computer at blackjack: no Add computer buttons.
                let computers = [Level::Casual, Level::Expert]
                    .map(|level| ctx.id(&TableAction::<Move>::AddComputer(level)));
                let rows = lobby_rows::<Move>(
                    ctx,
                    seated,
                    BlackjackTable::MIN_SEATS,
                    BlackjackTable::MAX_SEATS,
                )
                .into_iter()
                .map(|row| match row {
                    Row::Buttons(buttons) => Row::Buttons(
                        buttons
                            .into_iter()
                            .filter(|b| !computers.contains(&b.custom_id))
                            .collect(),
                    ),
                    other => other,
                })
                .collect();
                (text, rows)
            }
            TablePhase::Playing { rules, .. } => playing(ctx, self, rules),
            TablePhase::Over { rules, outcome } => {
                let (mut text, _) = match rules {
                    Some(table) => playing(ctx, self, table),
                    None => (rules_line(l, &setup), Vec::new()),
                };
                if self.mode == Mode::Table
                    || !matches!(outcome, crate::engine::table::Outcome::CashedOut)
                {
                    text.push_str("\n\n");
                    text.push_str(&outcome_line(ctx, outcome, self.table.stake));
                }
                (text, Vec::new())
            }
        };
        let colour = match (ctx.is_open(), self.play().and_then(|t| t.round.as_ref())) {
            (false, _) => colour::CLOSED,
            (true, Some(round)) if round.stage == Stage::Over => {
                let net: i64 = round.ends.iter().map(|e| e.paid - e.wagered).sum();
                match net {
                    n if n > 0 => colour::WIN,
                    0 => colour::INFO,
                    _ => colour::LOSS,
                }
            }
            _ => colour::TABLE,
        };
        let footer = (self.mode == Mode::Solo).then(|| {
            t!(
                l,
                "bj-footer",
                balance = chips_word(l, ctx.wallet(0)),
                net = signed(l, self.play().map_or(0, |t| t.net_of(0)))
            )
        });
        View {
            embeds: vec![Embed {
                title,
                description,
                colour,
                footer,
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
            crate::view::format::percent(locale, sum("best-decisions") / decisions, 1)
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

    fn board_entry(score: i64, detail: &str, locale: Locale) -> String {
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

    fn timed_out_notice(&self, ctx: &RenderCtx) -> String {
        t!(ctx.locale, "bj-timed-out", minutes = ctx.idle_minutes)
    }
}
