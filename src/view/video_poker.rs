//! The video-poker machine as a message: pay table, cards, hold buttons, result.

use super::custom_id::CustomId;
use super::format::{ANSI_GREEN, ANSI_RESET, ANSI_YELLOW, card_ansi, chips, chips_word, signed};
use super::{Button, Embed, Field, Row, Style, View, colour};
use crate::engine::hand_eval::Category;
use crate::engine::video_poker::{MAX_BET, MIN_BET, PayTable, Phase, Settlement, VideoPoker};

/// Where the machine stands, beyond its engine state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MachineStatus {
    Open,
    /// Closed by the player.
    Left,
    /// Closed after the server's idle timeout.
    Expired {
        idle_minutes: i64,
    },
}

pub struct MachineView<'a> {
    pub game_id: i64,
    pub version: i64,
    pub game: &'a VideoPoker,
    pub balance: i64,
    pub status: MachineStatus,
}

/// The table's name for titles.
pub fn table_title(table: &PayTable) -> String {
    match table.name.as_str() {
        "jacks-9-6" => "Jacks or Better 9/6".to_string(),
        "classic" => "Classic".to_string(),
        other => other.to_string(),
    }
}

pub fn render(m: &MachineView<'_>) -> View {
    let game = m.game;
    let open = m.status == MachineStatus::Open;
    let id = |action: &str| CustomId::game(m.game_id, m.version, action);
    let mut embed = Embed {
        title: format!("Video Poker · {}", table_title(&game.table)),
        colour: colour::TABLE,
        footer: Some(format!(
            "Bet {} · Balance {}",
            game.bet,
            chips_word(m.balance)
        )),
        ..Embed::default()
    };
    let mut rows = Vec::new();
    let paid_line = match &game.phase {
        Phase::Settled(s) => s.paid,
        _ => None,
    };
    embed.fields.push(Field {
        name: "Pay table".into(),
        value: pay_table(&game.table, game.bet, paid_line),
        inline: false,
    });

    match &game.phase {
        Phase::Betting => {
            embed.description = format!(
                "Choose your bet ({MIN_BET} to {MAX_BET} chips) and deal. {}.",
                capitalise(&game.table.pair_rule())
            );
        }
        Phase::Dealt { hand, held, .. } => {
            embed.colour = colour::IN_PLAY;
            let kept: Vec<String> = (0..5)
                .filter(|&i| held[i])
                .map(|i| hand[i].to_string())
                .collect();
            let replaced = 5 - kept.len();
            embed.description = format!(
                "{}\n{}",
                cards_block(hand, |i| if held[i] { "HELD" } else { "" }),
                if kept.is_empty() {
                    "Click the cards to hold, then draw. Nothing held: the draw replaces all 5."
                        .to_string()
                } else {
                    format!(
                        "Held: {} · the draw replaces {replaced} card{}",
                        kept.join(" "),
                        if replaced == 1 { "" } else { "s" }
                    )
                }
            );
            if open {
                rows.push(Row::Buttons(
                    (0..5)
                        .map(|i| {
                            let label = if held[i] {
                                format!("{} HELD", hand[i])
                            } else {
                                hand[i].to_string()
                            };
                            let style = if held[i] {
                                Style::Success
                            } else {
                                Style::Secondary
                            };
                            Button::new(
                                CustomId::game_arg(m.game_id, m.version, "hold", i),
                                label,
                                style,
                            )
                        })
                        .collect(),
                ));
                let draw_label = if replaced == 0 { "Stand pat" } else { "Draw" };
                rows.push(Row::Buttons(vec![Button::new(
                    id("draw"),
                    draw_label,
                    Style::Primary,
                )]));
            }
        }
        Phase::Settled(s) => {
            let (title, tone) = result_title(s);
            embed.title = format!("{title} · {}", table_title(&game.table));
            embed.colour = tone;
            embed.description = format!(
                "{}\n{}",
                cards_block(&s.hand, |i| if s.scoring & (1 << i) != 0 {
                    " ★ "
                } else {
                    ""
                }),
                result_line(s)
            );
        }
    }

    match m.status {
        MachineStatus::Open => {
            if !game.in_hand() {
                let dealt_before = matches!(game.phase, Phase::Settled(_));
                rows.push(Row::Buttons(vec![
                    Button::new(
                        id("deal"),
                        if dealt_before {
                            format!("Deal again ({})", chips_word(game.bet as i64))
                        } else {
                            format!("Deal ({})", chips_word(game.bet as i64))
                        },
                        Style::Primary,
                    )
                    .disabled(m.balance < game.bet as i64),
                    Button::new(id("bet-down"), "Bet −", Style::Secondary)
                        .disabled(game.bet <= MIN_BET),
                    Button::new(id("bet-up"), "Bet +", Style::Secondary)
                        .disabled(game.bet >= MAX_BET || m.balance <= game.bet as i64),
                    Button::new(id("leave"), "Leave", Style::Danger),
                ]));
                if m.balance < game.bet as i64 {
                    embed.description.push_str(&format!(
                        "\nYou have {}: lower the bet, or claim /daily.",
                        chips_word(m.balance)
                    ));
                }
            }
        }
        MachineStatus::Left => {
            embed.colour = colour::CLOSED;
            embed
                .description
                .push_str("\nMachine closed. Start again with /poker video.");
        }
        MachineStatus::Expired { idle_minutes } => {
            embed.colour = colour::CLOSED;
            embed.description.push_str(&format!(
                "\nMachine closed after {idle_minutes} idle minutes. Start again with /poker video."
            ));
        }
    }

    View {
        embeds: vec![embed],
        rows,
        ..View::default()
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn result_title(s: &Settlement) -> (String, u32) {
    match s.paid {
        Some(Category::RoyalFlush) => (
            format!("ROYAL FLUSH! +{} chips", chips(s.payout as i64)),
            colour::JACKPOT,
        ),
        Some(category) => (
            format!("{}! +{} chips", category.name(), chips(s.payout as i64)),
            colour::WIN,
        ),
        None => ("No win".to_string(), colour::LOSS),
    }
}

fn result_line(s: &Settlement) -> String {
    let net = s.payout as i64 - s.wager as i64;
    let stood = if s.stood_idle {
        "The hand stood as dealt after the idle timeout. "
    } else {
        ""
    };
    match s.paid {
        Some(category) => format!(
            "{stood}{} pays {} for a bet of {} (net {}).",
            category.name(),
            chips_word(s.payout as i64),
            s.wager,
            signed(net)
        ),
        None => format!(
            "{stood}{} does not pay. The bet of {} is lost.",
            s.category.name(),
            chips_word(s.wager as i64)
        ),
    }
}

/// The five cards in an `ansi` block, with a marker line under them.
fn cards_block(
    hand: &[crate::engine::cards::Card; 5],
    marker: impl Fn(usize) -> &'static str,
) -> String {
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
pub fn pay_table(table: &PayTable, bet: u32, paid: Option<Category>) -> String {
    let mut out = String::from("```ansi\n");
    out.push_str(&format!("{:<16}", "Hand"));
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
        let mut text = format!(
            "{:<16}",
            if hit {
                format!("▶{}", line.label)
            } else {
                line.label.clone()
            }
        );
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
