//! The video-poker machine as a message: pay table, cards, hold buttons, result.

use crate::engine::cards::Card;
use crate::engine::hand_eval::Category;
use crate::engine::video_poker::{
    Advice, MAX_BET, MIN_BET, PayTable, Phase, Press, Review, Settlement, VideoPoker, hold_mask,
};
use crate::games::GameView;
use crate::store::KindStats;
use crate::t;
use crate::view::format::{
    ANSI_GREEN, ANSI_RESET, ANSI_YELLOW, card_ansi, category_name, signed, slug_name,
};
use crate::view::game::{RenderCtx, Status};
use crate::view::modal::{Modal, TextField};
use crate::view::{Button, Embed, Field, Locale, Row, Style, View, colour};

/// The rank's name for pair rules: "Jacks", "Tens".
fn rank_plural(locale: Locale, rank: u8) -> String {
    crate::locale::i18n::text(locale, &format!("rank-plural-{}", rank.clamp(2, 14)), &[])
}

/// The table's name for titles.
pub fn table_title(locale: Locale, table: &PayTable) -> String {
    match table.name.as_str() {
        "jacks-9-6" => t!(locale, "vp-table-jacks-9-6"),
        "classic" => t!(locale, "vp-table-classic"),
        // A table a server wrote out (`800,50,…`).
        "custom" => t!(locale, "vp-table-custom"),
        other => other.to_string(),
    }
}

/// Which pairs pay, as a sentence: "Jacks or better pay".
fn pair_rule(locale: Locale, table: &PayTable) -> String {
    if table.min_pair == 14 {
        t!(locale, "vp-pair-rule-aces")
    } else {
        t!(
            locale,
            "vp-pair-rule",
            pair = rank_plural(locale, table.min_pair)
        )
    }
}

/// A pay-table line's label: the category, or the lowest paying pair.
fn line_label(locale: Locale, table: &PayTable, category: Category) -> String {
    match category {
        Category::OnePair if table.min_pair == 14 => t!(locale, "vp-pair-label-aces"),
        Category::OnePair => {
            t!(
                locale,
                "vp-pair-label",
                pair = rank_plural(locale, table.min_pair)
            )
        }
        other => category_name(locale, other),
    }
}

/// The dealt hand's lines: the cards, what is held, and the hint's holds if one was asked.
fn dealt_lines(
    ctx: &RenderCtx,
    game: &VideoPoker,
    hand: &[Card; 5],
    held: &[bool; 5],
    advice: Option<&Advice>,
) -> String {
    let l = ctx.locale;
    let kept: Vec<String> = (0..5)
        .filter(|&i| held[i])
        .map(|i| ctx.card_named(hand[i]))
        .collect();
    let replaced = 5 - kept.len();
    let held_mark = t!(l, "vp-held-mark");
    let mut lines = format!(
        "{}\n{}",
        // The line below names the held cards: in pictures, no mark besides.
        hand_shown(ctx, hand, |i| if held[i] && ctx.emojis.is_none() {
            held_mark.clone()
        } else {
            String::new()
        }),
        if kept.is_empty() {
            t!(l, "vp-hold-hint")
        } else {
            t!(
                l,
                "vp-held",
                cards = kept.join(" "),
                kept = kept.len(),
                replaced = replaced
            )
        }
    );
    if let Some(advice) = advice {
        let (best, value) = advice.best();
        lines.push('\n');
        lines.push_str(&t!(
            l,
            "vp-advice-best",
            cards = held_cards(ctx, hand, best),
            value = crate::view::format::decimal(l, value, 4),
            chips = crate::view::format::decimal(l, value * f64::from(game.bet), 2),
            bet = game.bet
        ));
        lines.push('\n');
        lines.push_str(&t!(
            l,
            "vp-advice-yours",
            cards = held_cards(ctx, hand, hold_mask(held)),
            value = crate::view::format::decimal(l, advice.value_of(held), 4)
        ));
    }
    lines
}

/// The dealt hand's buttons: one per card to hold or release it, then Draw (or Stand pat)
/// and the hint.
fn hold_and_draw_rows(
    ctx: &RenderCtx,
    game: &VideoPoker,
    hand: &[Card; 5],
    held: &[bool; 5],
) -> [Row; 2] {
    let l = ctx.locale;
    let holds = (0..5)
        .map(|i| {
            let emoji = ctx.card_emoji(hand[i]);
            let (label, style) = match (held[i], emoji.is_some()) {
                // The card is the button's emoji: a short label.
                (true, true) => (t!(l, "vp-held-mark"), Style::Success),
                (false, true) => (t!(l, "vp-hold-label"), Style::Secondary),
                (true, false) => (
                    t!(l, "vp-held-label", card = hand[i].to_string()),
                    Style::Success,
                ),
                (false, false) => (hand[i].to_string(), Style::Secondary),
            };
            // The button leads to the other state: a repeat is harmless.
            let press = Press::Hold {
                card: i as u8,
                held: !held[i],
            };
            Button::new(ctx.id(&press), label, style).with_emoji(emoji)
        })
        .collect();
    let draw_label = if held.iter().all(|&h| h) {
        t!(l, "vp-stand-pat")
    } else {
        t!(l, "vp-draw")
    };
    let mut buttons = vec![Button::new(
        ctx.id(&Press::Draw),
        draw_label,
        Style::Primary,
    )];
    if game.hints {
        buttons.push(Button::new(
            ctx.id(&Press::Hint),
            t!(l, "vp-hint"),
            Style::Secondary,
        ));
    }
    [Row::Buttons(holds), Row::Buttons(buttons)]
}

/// The settled hand's lines: the dealt hand when the draw changed it, the final hand with
/// its scoring cards starred, the result, and the review of the holds if there is one.
fn settled_lines(ctx: &RenderCtx, s: &Settlement) -> String {
    let l = ctx.locale;
    let mut lines = String::new();
    // The dealt hand stays in view when the draw changed it: the review names its cards.
    if let Some(dealt) = s.dealt.filter(|d| *d != s.hand) {
        let held_mark = t!(l, "vp-held-mark");
        lines = format!(
            "{}\n{}\n{}\n",
            t!(l, "vp-dealt"),
            hand_shown(ctx, &dealt, |i| if s.held[i] {
                held_mark.clone()
            } else {
                String::new()
            }),
            t!(l, "vp-after-draw")
        );
    }
    lines.push_str(&format!(
        "{}\n{}",
        hand_shown(ctx, &s.hand, |i| if s.scoring & (1 << i) != 0 {
            " ★ ".to_string()
        } else {
            String::new()
        }),
        result_line(ctx, s)
    ));
    if let Some(review) = &s.review {
        lines.push('\n');
        lines.push_str(&review_line(ctx, s, review));
    }
    lines
}

/// What the machine's status adds: between hands on an open machine, the deal and bet
/// buttons (and a word when the balance cannot cover the bet); closed, why.
fn status_footing(ctx: &RenderCtx, game: &VideoPoker, embed: &mut Embed, rows: &mut Vec<Row>) {
    let l = ctx.locale;
    match ctx.status {
        Status::Open => {
            if !game.in_hand() {
                let balance = ctx.wallet(0);
                rows.push(between_hands_row(ctx, game, balance));
                if balance < game.bet as i64 {
                    embed.description.push('\n');
                    embed.description.push_str(&t!(
                        l,
                        "vp-low-balance",
                        balance = ctx.currency.amount(l, balance),
                        chips = balance
                    ));
                }
            }
        }
        Status::Finished => {
            embed.colour = colour::CLOSED;
            embed.description.push('\n');
            embed.description.push_str(&t!(l, "vp-closed"));
        }
        Status::Expired => {
            embed.colour = colour::CLOSED;
            embed.description.push('\n');
            embed
                .description
                .push_str(&t!(l, "vp-closed-idle", minutes = ctx.idle_minutes));
        }
    }
}

/// The buttons between hands: deal, the bet down, up or typed, and leave.
fn between_hands_row(ctx: &RenderCtx, game: &VideoPoker, balance: i64) -> Row {
    let l = ctx.locale;
    let dealt_before = matches!(game.phase, Phase::Settled(_));
    // A button's label shows no custom emoji: the currency's words alone.
    let stake = ctx.currency.without_emoji().amount(l, game.bet as i64);
    Row::Buttons(vec![
        Button::new(
            ctx.id(&Press::Deal),
            if dealt_before {
                t!(l, "vp-deal-again", stake = stake)
            } else {
                t!(l, "vp-deal", stake = stake)
            },
            Style::Primary,
        )
        .disabled(balance < game.bet as i64),
        Button::new(
            ctx.id(&Press::BetDown),
            t!(l, "vp-bet-down"),
            Style::Secondary,
        )
        .disabled(game.bet <= MIN_BET),
        Button::new(ctx.id(&Press::BetUp), t!(l, "vp-bet-up"), Style::Secondary)
            .disabled(game.bet >= MAX_BET || balance <= game.bet as i64),
        Button::new(
            ctx.id(&Press::AskBet),
            t!(l, "vp-bet-typed"),
            Style::Secondary,
        ),
        Button::new(ctx.id(&Press::Leave), t!(l, "vp-leave"), Style::Danger),
    ])
}

impl GameView for VideoPoker {
    const COLOUR: u32 = 0x9B59B6;

    /// "Bet…" between hands: a form to type the bet, holding the current one.
    fn modal(&self, action: &Press, ctx: &RenderCtx) -> Option<Modal> {
        if *action != Press::AskBet || self.in_hand() {
            return None;
        }
        let l = ctx.locale;
        Some(Modal {
            custom_id: ctx.id(&Press::Bet(None)),
            title: t!(l, "vp-bet-form-title"),
            fields: vec![TextField {
                id: "bet".into(),
                label: t!(l, "vp-bet-form-label", min = MIN_BET, max = MAX_BET),
                value: Some(self.bet.to_string()),
                placeholder: None,
                min_length: 1,
                max_length: 2,
            }],
        })
    }

    const START: &'static str = "/poker video";

    fn render(&self, ctx: &RenderCtx) -> View {
        let l = ctx.locale;
        let game = self;
        let mut embed = Embed {
            title: t!(l, "vp-title", table = table_title(l, &game.table)),
            colour: Self::COLOUR,
            footer: Some(t!(
                l,
                "vp-footer",
                bet = game.bet,
                balance = ctx.currency.amount(l, ctx.wallet(0))
            )),
            ..Embed::default()
        };
        let mut rows = Vec::new();
        let mut board_rows = 0;
        let paid_line = match &game.phase {
            Phase::Settled(s) => s.paid,
            _ => None,
        };
        embed.fields.push(Field {
            name: t!(l, "vp-pay-table"),
            value: pay_table(l, &game.table, game.bet, paid_line),
            inline: false,
        });

        match &game.phase {
            Phase::Betting => {
                embed.description = t!(
                    l,
                    "vp-choose-bet",
                    min = MIN_BET,
                    max = ctx.currency.amount(l, i64::from(MAX_BET)),
                    rule = pair_rule(l, &game.table)
                );
            }
            Phase::Dealt {
                hand, held, advice, ..
            } => {
                embed.colour = Self::COLOUR;
                embed.description = dealt_lines(ctx, game, hand, held, advice.as_ref());
                if ctx.is_open() {
                    // The holds under the cards, Draw under the pay table.
                    rows.extend(hold_and_draw_rows(ctx, game, hand, held));
                    board_rows = 1;
                }
            }
            Phase::Settled(s) => {
                let (title, tone) = result_title(ctx, s);
                embed.title = format!("{title} · {}", table_title(l, &game.table));
                embed.colour = tone;
                embed.description = settled_lines(ctx, s);
            }
        }
        status_footing(ctx, game, &mut embed, &mut rows);
        View {
            embeds: vec![embed],
            rows,
            board_rows,
            ..View::default()
        }
    }

    fn stale_notice(locale: Locale) -> String {
        t!(locale, "vp-stale")
    }

    fn closed_notice(&self, locale: Locale) -> String {
        t!(locale, "vp-closed-notice")
    }

    fn timed_out_notice(&self, ctx: &RenderCtx) -> String {
        let (l, minutes) = (ctx.locale, ctx.idle_minutes);
        match &self.phase {
            Phase::Settled(s) if s.stood_idle => match s.paid {
                Some(category) if s.payout > 0 => t!(
                    l,
                    "vp-timed-out-paid",
                    minutes = minutes,
                    hand = category_name(l, category),
                    payout = ctx.currency.amount(l, s.payout as i64)
                ),
                _ => t!(l, "vp-timed-out-lost", minutes = minutes, wager = s.wager),
            },
            _ => t!(l, "vp-timed-out", minutes = minutes),
        }
    }

    fn replaced_notice(locale: Locale) -> String {
        t!(locale, "vp-replaced")
    }

    fn stats(s: &KindStats, locale: Locale) -> String {
        let best = s
            .highest
            .as_ref()
            .and_then(|b| slug_name(locale, &b.detail))
            .unwrap_or_else(|| "—".to_string());
        t!(
            locale,
            "vp-stats",
            played = s.played,
            wins = s.wins,
            wagered = s.wagered,
            paid = s.paid,
            net = signed(locale, s.net()),
            best = best,
            accuracy = s.measure("optimal").map_or("–".to_string(), |m| {
                crate::view::format::rate(locale, m.average)
            }),
            decisions = s.measure("optimal").map_or(0, |m| m.count),
            lost =
                s.measure("chips-lost")
                    .map_or("0".to_string(), |m| crate::view::format::decimal(
                        locale, m.sum, 2
                    ))
        )
    }
}

/// The cards of a hold, or "nothing (draw five)".
fn held_cards(ctx: &RenderCtx, hand: &[Card; 5], mask: u8) -> String {
    let l = ctx.locale;
    let cards: Vec<String> = (0..5)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| ctx.card_named(hand[i]))
        .collect();
    match cards.is_empty() {
        true => t!(l, "vp-draw-all"),
        false => cards.join(" "),
    }
}

/// The trainer's line after a draw: the hold was the best, or what the best was and what
/// the mistake cost.
fn review_line(ctx: &RenderCtx, s: &Settlement, review: &Review) -> String {
    let l = ctx.locale;
    if review.optimal() {
        let mask = (0..5).filter(|&i| s.held[i]).fold(0u8, |m, i| m | 1 << i);
        return t!(
            l,
            "vp-review-best",
            cards = held_cards(ctx, &review.dealt, mask)
        );
    }
    t!(
        l,
        "vp-review-mistake",
        cards = held_cards(ctx, &review.dealt, review.best),
        best = crate::view::format::decimal(l, review.best_value, 4),
        yours = crate::view::format::decimal(l, review.chosen_value, 4),
        cost = ctx.currency.fraction(l, review.cost(s.wager), 2)
    )
}

/// The headline says what the wallet gained (net, as every amount Parlor shows): a hand
/// that pays back only the bet is a push, not a win.
fn result_title(ctx: &RenderCtx, s: &Settlement) -> (String, u32) {
    let l = ctx.locale;
    let net = s.payout as i64 - s.wager as i64;
    match s.paid {
        Some(Category::RoyalFlush) => (
            t!(l, "vp-royal-title", net = ctx.currency.signed(l, net)),
            colour::JACKPOT,
        ),
        Some(category) if net > 0 => (
            t!(
                l,
                "vp-win-title",
                hand = category_name(l, category),
                net = ctx.currency.signed(l, net)
            ),
            colour::WIN,
        ),
        Some(category) => (
            t!(l, "vp-push-title", hand = category_name(l, category)),
            colour::PUSH,
        ),
        None => (t!(l, "vp-no-win"), colour::LOSS),
    }
}

fn result_line(ctx: &RenderCtx, s: &Settlement) -> String {
    let l = ctx.locale;
    let net = s.payout as i64 - s.wager as i64;
    let stood = if s.stood_idle {
        format!("{} ", t!(l, "vp-stood"))
    } else {
        String::new()
    };
    let line = match s.paid {
        Some(category) => t!(
            l,
            "vp-pays",
            hand = category_name(l, category),
            payout = ctx.currency.amount(l, s.payout as i64),
            wager = s.wager,
            net = signed(l, net)
        ),
        None => t!(
            l,
            "vp-no-pay",
            hand = category_name(l, s.category),
            wager = ctx.currency.amount(l, s.wager as i64)
        ),
    };
    format!("{stood}{line}")
}

/// The five cards in an `ansi` block, with a marker line under them.
/// The five cards: a row of card emojis in the emoji style, with a line naming the marked
/// cards (`HELD: …`, `★: …`) where a mark cannot sit under its card; else [`cards_block`].
fn hand_shown(ctx: &RenderCtx, hand: &[Card; 5], marker: impl Fn(usize) -> String) -> String {
    let Some(row) = ctx.card_emojis(hand, 0) else {
        return cards_block(hand, marker);
    };
    let marked: Vec<(String, String)> = (0..5)
        .filter_map(|i| {
            let mark = marker(i).trim().to_string();
            (!mark.is_empty()).then(|| (mark, ctx.card_named(hand[i])))
        })
        .collect();
    match marked.first() {
        Some((mark, _)) => {
            let cards: Vec<&str> = marked.iter().map(|(_, card)| card.as_str()).collect();
            let line = t!(
                ctx.locale,
                "named",
                name = mark.as_str(),
                text = cards.join(" ")
            );
            format!("{row}\n{line}")
        }
        None => row,
    }
}

fn cards_block(hand: &[Card; 5], marker: impl Fn(usize) -> String) -> String {
    let cards: Vec<String> = hand
        .iter()
        .map(|&c| format!("[{}]", card_ansi(c)))
        .collect();
    let marks: Vec<String> = (0..5).map(|i| format!("{:^5}", marker(i))).collect();
    let marks = marks.join(" ");
    if marks.trim().is_empty() {
        format!("```ansi\n{}\n```", cards.join(" "))
    } else {
        format!(
            "```ansi\n{}\n{ANSI_GREEN}{}{ANSI_RESET}\n```",
            cards.join(" "),
            marks.trim_end()
        )
    }
}

/// The pay table, monospace, the current bet's column marked ▶ and the paid line in green.
pub fn pay_table(l: Locale, table: &PayTable, bet: u32, paid: Option<Category>) -> String {
    let mut out = String::from("```ansi\n");
    // The hands' column as wide as the language's longest name with the ▶ mark beside it
    // ("Quinte flush royale" is 19 characters); each cell starts with a space.
    let header = t!(l, "vp-pay-hand");
    let width = table
        .lines()
        .iter()
        .map(|line| line_label(l, table, line.category).chars().count() + 1)
        .chain([header.chars().count() + 1, 16])
        .max()
        .unwrap_or(16);
    out.push_str(&format!("{header:<width$}"));
    for b in 1..=MAX_BET {
        if b == bet {
            out.push_str(&format!(" {ANSI_YELLOW}{:>5}{ANSI_RESET}", format!("▶{b}")));
        } else {
            out.push_str(&format!(" {b:>5}"));
        }
    }
    out.push('\n');
    for line in table.lines() {
        let hit = paid == Some(line.category);
        let label = line_label(l, table, line.category);
        let mut text = format!("{:<width$}", if hit { format!("▶{label}") } else { label });
        for (i, payout) in line.payouts.iter().enumerate() {
            let cell = format!(" {payout:>5}");
            if i as u32 + 1 == bet && !hit {
                text.push_str(&format!("{ANSI_YELLOW}{cell}{ANSI_RESET}"));
            } else {
                text.push_str(&cell);
            }
        }
        if hit {
            out.push_str(&format!("{ANSI_GREEN}{text}{ANSI_RESET}\n"));
        } else {
            out.push_str(&text);
            out.push('\n');
        }
    }
    out.push_str("```");
    out
}

/// How an entry of the game's board reads: the best result's score and detail.
pub fn board_entry(_score: i64, detail: &str, locale: Locale) -> String {
    slug_name(locale, detail).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::parse_hand;
    use crate::engine::video_poker::{Action, Advice};
    use crate::view::emoji::map::longest_emoji_map;
    use crate::view::game::Viewer;
    use crate::view::game::{longest_member, measure};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The text of a code block with its ANSI colours removed, a line each.
    fn plain_lines(block: &str) -> Vec<String> {
        let mut out = String::new();
        let mut chars = block.chars();
        while let Some(c) = chars.next() {
            if c == '\u{1b}' {
                for d in chars.by_ref() {
                    if d == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out.lines()
            .filter(|line| !line.starts_with("```"))
            .map(str::to_string)
            .collect()
    }

    /// Every marker starts under the card it marks, whatever the ranks and suits: tens are
    /// three characters, the others two, and each suit is one.
    #[test]
    fn markers_sit_under_their_cards() {
        let hands = [
            "10C 10D 10H 10S AC",
            "QC 2D 10H KS 9C",
            "AS KH QD JC 10S",
            "2C 3D 4H 5S 6C",
        ];
        for text in hands {
            let hand = crate::engine::cards::parse_hand(text).expect("a hand");
            for mask in 1u8..32 {
                let block = cards_block(&hand, |i| {
                    if mask & (1 << i) != 0 {
                        "HELD".to_string()
                    } else {
                        String::new()
                    }
                });
                let lines = plain_lines(&block);
                assert_eq!(lines.len(), 2, "{block}");
                let cards: Vec<char> = lines[0].chars().collect();
                let marks: Vec<char> = lines[1].chars().collect();
                assert!(marks.len() <= cards.len(), "{text} {mask:05b}:\n{block}");
                // Each card is a column `[ Q♣]` of five characters and a space.
                for (i, card) in hand.iter().enumerate() {
                    let column: String = cards[i * 6..i * 6 + 5].iter().collect();
                    assert_eq!(column.trim_start_matches('[').trim(), format!("{card}]"));
                    let under: String = marks.iter().skip(i * 6).take(5).collect::<String>();
                    assert_eq!(
                        under.trim() == "HELD",
                        mask & (1 << i) != 0,
                        "{text} {mask:05b}, card {i}:\n{}\n{}",
                        lines[0],
                        lines[1]
                    );
                }
            }
        }
    }

    #[test]
    fn pay_lines_name_the_lowest_paying_pair() {
        crate::testing::registry();
        let l = Locale::En;
        let (j, c) = (PayTable::jacks_9_6(), PayTable::classic());
        assert_eq!(line_label(l, &j, Category::OnePair), "Jacks or better");
        assert_eq!(line_label(l, &c, Category::OnePair), "Tens or better");
        let aces = PayTable {
            min_pair: 14,
            ..j.clone()
        };
        assert_eq!(line_label(l, &aces, Category::OnePair), "Pair of Aces");
        assert_eq!(pair_rule(l, &aces), "Only a pair of aces pays");
        assert_eq!(pair_rule(l, &j), "Jacks or better pay");
        for category in Category::ALL {
            assert_ne!(
                category_name(l, category),
                format!("hand-{}", category.slug())
            );
        }
    }

    fn cards(text: &str) -> [Card; 5] {
        parse_hand(text).expect("a hand")
    }

    /// The longest table a server can set: a name of 32 characters (shown as it is), the
    /// most every hand may pay (five digits at five chips), the lowest paying pair as asked.
    fn longest_table(min_pair: u8) -> PayTable {
        let pays = vec![crate::engine::video_poker::MAX_PAY.to_string(); 9].join(",");
        PayTable::from_pays(&"x".repeat(32), &pays, min_pair).expect("a valid table")
    }

    /// A royal flush in hearts: red cards are the longest in the text style (their colour
    /// codes), and holding it all is the one hold worth the top pay.
    const DEALT: &str = "AH KH QH JH 10H";

    /// The machine at the maximum bet with `DEALT` out and `held` held.
    fn dealt(table: &PayTable, held: [bool; 5], stock: Vec<Card>) -> VideoPoker {
        VideoPoker {
            bet: MAX_BET,
            table: table.clone(),
            phase: Phase::Dealt {
                hand: cards(DEALT),
                held,
                stock,
                advice: None,
            },
            hands: u32::MAX,
            hints: true,
        }
    }

    /// Every dealt phase: each of the 32 holds, with the hint's advice shown. The best hold
    /// (all five) pays the table's top; every other shows the longest value below it.
    fn dealt_phases(table: &PayTable) -> Vec<VideoPoker> {
        let top = f64::from(table.royal_at_max_bet());
        (0..32u8)
            .map(|mask| {
                let held = std::array::from_fn(|i| mask >> i & 1 == 1);
                let mut game = dealt(table, held, Vec::new());
                let values = (0..32).map(|m| if m == 31 { top } else { top * 0.8 - 1e-4 });
                if let Phase::Dealt { advice, .. } = &mut game.phase {
                    *advice = Some(Advice {
                        values: values.collect(),
                    });
                }
                game
            })
            .collect()
    }

    /// Every settled phase that shows the dealt hand, the hand after the draw and the
    /// trainer's mistake: drawing five to a hand of each category, or holding four to the
    /// royal; and the hand that stood when the player went idle.
    fn settled_phases(table: &PayTable) -> Vec<VideoPoker> {
        let top = f64::from(table.royal_at_max_bet());
        let draw_five = [
            "AD KD QD JD 10D",
            "9D 8D 7D 6D 5D",
            "9H 9D 9C 9S 10D",
            "10D 10C 10S 9H 9D",
            "10D 8D 6D 4D 2D",
            "10D 9H 8D 7H 6D",
            "10D 10C 10S 9H 8D",
            "10D 10C 9H 9D 8D",
            "AD AC 10D 9H 8D",
            "10D 10C 9H 8D 6D",
            "10D 8H 6D 4H 2D",
        ]
        .map(|drawn| ([false; 5], cards(drawn).to_vec()));
        let four_to_royal = ["10D", "9H", "AD", "2C"].map(|drawn| {
            let card = Card::parse(drawn).expect("a card");
            ([true, true, true, true, false], vec![card])
        });
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let mut out: Vec<VideoPoker> = draw_five
            .into_iter()
            .chain(four_to_royal)
            .map(|(held, stock)| {
                let mut game = dealt(table, held, stock);
                game.apply(Action::Draw, &mut rng).expect("a draw");
                if let Phase::Settled(s) = &mut game.phase {
                    s.review = Some(Review {
                        dealt: cards(DEALT),
                        best: 0b11111,
                        best_value: top,
                        chosen_value: top * 0.8 - 1e-4,
                        hinted: false,
                    });
                }
                game
            })
            .collect();
        let mut stood = dealt(table, [true; 5], Vec::new());
        stood.apply(Action::Stand, &mut rng).expect("a stand");
        out.push(stood);
        out
    }

    /// The longest machine, in the text style and with Parlor's emojis at their longest
    /// markup, fits Discord's limits in every language: every dealt phase with the hint's
    /// advice, every settled phase that shows the dealt hand, the hand drawn and the
    /// trainer's line, under the longest pay table (each lowest paying pair), open with the
    /// largest balance or too little for the bet, closed, and closed when idle.
    #[test]
    fn the_longest_board_fits_in_both_styles() {
        let map = longest_emoji_map();
        let seats = [longest_member(0)];
        let games: Vec<VideoPoker> = (2..=14)
            .map(longest_table)
            .flat_map(|table| {
                let mut games = dealt_phases(&table);
                games.extend(settled_phases(&table));
                games
            })
            .collect();
        let states = [
            (Status::Open, i64::MAX),
            (Status::Open, 0),
            (Status::Finished, i64::MAX),
            (Status::Expired, i64::MAX),
        ];
        for &locale in Locale::ALL {
            for emojis in [None, Some(&map)] {
                let mut longest = (0, 0);
                for (status, wallet) in states {
                    let wallets = [wallet];
                    let mut ctx =
                        RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, emojis);
                    ctx.status = status;
                    ctx.currency = crate::view::game::longest_currency();
                    for game in &games {
                        let view = game.render(&ctx);
                        if let Err(e) = view.check_limits() {
                            panic!("{locale:?}, emojis {}: {e}\n{view:#?}", emojis.is_some());
                        }
                        let embed = &view.embeds[0];
                        let pictured = embed.description.contains("<:");
                        assert_eq!(pictured, emojis.is_some(), "{locale:?}: {embed:#?}");
                        let (description, total) = measure(&view);
                        longest = (longest.0.max(description), longest.1.max(total));
                    }
                }
                println!(
                    "video poker {locale:?} {}: longest description {} characters, embed {}",
                    if emojis.is_some() { "emoji" } else { "text" },
                    longest.0,
                    longest.1
                );
            }
        }
    }

    /// The Bet form, in every language, fits Discord's form limits (a label of at most 45
    /// characters) in both its shapes: labels for the endpoint, rows for the gateway.
    #[test]
    fn the_bet_form_fits_in_every_language() {
        use crate::view::modal::FormStyle;
        let game = VideoPoker {
            phase: Phase::Betting,
            ..dealt(&longest_table(11), [false; 5], Vec::new())
        };
        let seats = [crate::view::game::longest_member(0)];
        for &locale in Locale::ALL {
            let ctx = RenderCtx::sample(&seats, &[i64::MAX], locale, Viewer::Public, None);
            let form = game
                .modal(&Press::AskBet, &ctx)
                .expect("a form between hands");
            form.check_limits()
                .unwrap_or_else(|e| panic!("{locale:?}: {e}"));
            let labels = form.data_json(FormStyle::Labels);
            let label = &labels["components"][0];
            assert_eq!(label["type"], 18, "{locale:?}");
            assert!(
                label["label"]
                    .as_str()
                    .is_some_and(|l| l.chars().count() <= 45)
            );
            assert_eq!(label["component"]["custom_id"], "bet");
            let rows = form.data_json(FormStyle::Rows);
            assert_eq!(
                rows["components"][0]["components"][0]["label"],
                label["label"]
            );
            assert!(game.modal(&Press::Deal, &ctx).is_none());
        }
    }
}
