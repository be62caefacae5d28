//! Chips, leaderboards, stats, help and settings as messages.

use super::custom_id::CustomId;
use super::format::{chips, chips_word, duration, mention, signed};
use super::video_poker::{pay_table, table_title};
use super::{Button, Field, Row, Style, View, colour};
use crate::config::ServerDefaults;
use crate::engine::hand_eval::Category;
use crate::engine::video_poker::PayTable;
use crate::store::{KindStats, LeaderRow};

pub const LEADERBOARD_PAGE: i64 = 10;

/// A refusal or problem, shown only to the actor.
pub fn error(message: &str) -> View {
    View {
        ephemeral: true,
        ..View::embed("", message, colour::ERROR)
    }
}

/// A neutral notice, shown only to the actor.
pub fn notice(message: &str) -> View {
    View {
        ephemeral: true,
        ..View::embed("", message, colour::INFO)
    }
}

pub fn balance(user_id: u64, balance: i64, rank: Option<i64>, own: bool) -> View {
    let who = if own {
        "You have".to_string()
    } else {
        format!("{} has", mention(user_id))
    };
    let mut text = format!("{who} **{}**.", chips_word(balance));
    if let Some(rank) = rank {
        text.push_str(&format!(" Rank #{rank} on this server."));
    }
    if own {
        text.push_str("\nClaim free chips every day with /daily.");
    }
    View::embed("Balance", text, colour::INFO)
}

pub struct DailyClaim {
    pub base: i64,
    pub bonus: i64,
    pub streak: i64,
    pub balance: i64,
    pub next_in: i64,
}

pub fn daily_claimed(c: &DailyClaim) -> View {
    let mut text = format!("**+{}**", chips_word(c.base + c.bonus));
    if c.bonus > 0 {
        text.push_str(&format!(
            " ({} + {} streak bonus)",
            chips(c.base),
            chips(c.bonus)
        ));
    }
    text.push_str(&format!(
        "\nStreak: day {}. Balance: {}.\nNext claim opens in {}.",
        c.streak,
        chips_word(c.balance),
        duration(c.next_in)
    ));
    View::embed("Daily chips", text, colour::WIN)
}

pub fn daily_wait(wait: i64, streak: i64) -> View {
    error(&format!(
        "You already claimed today's chips. The next claim opens in {} (streak: day {streak}).",
        duration(wait)
    ))
}

pub fn gave(to: u64, amount: i64, balance: i64, cap_left: i64) -> View {
    View::embed(
        "Chips sent",
        format!(
            "You gave **{}** to {}.\nYour balance: {}. You can give {} more in the next 24 h.",
            chips_word(amount),
            mention(to),
            chips_word(balance),
            chips_word(cap_left)
        ),
        colour::WIN,
    )
}

pub struct LeaderboardPage<'a> {
    pub rows: &'a [LeaderRow],
    pub total: i64,
    pub page: i64,
    pub caller: Option<&'a LeaderRow>,
}

pub fn leaderboard(p: &LeaderboardPage<'_>) -> View {
    let pages = ((p.total + LEADERBOARD_PAGE - 1) / LEADERBOARD_PAGE).max(1);
    let mut text = String::new();
    if p.rows.is_empty() {
        text.push_str("Nobody has chips here yet. Be the first: /daily or /poker video.");
    }
    for row in p.rows {
        let medal = match row.rank {
            1 => "🥇",
            2 => "🥈",
            3 => "🥉",
            _ => "▫️",
        };
        text.push_str(&format!(
            "{medal} **#{}** {} · {}\n",
            row.rank,
            mention(row.user_id),
            chips_word(row.balance)
        ));
    }
    let footer = match p.caller {
        Some(me) => format!(
            "Page {} of {pages} · You: #{} with {}",
            p.page + 1,
            me.rank,
            chips_word(me.balance)
        ),
        None => format!(
            "Page {} of {pages} · You have no chips here yet",
            p.page + 1
        ),
    };
    let mut view = View::embed("Leaderboard", text.trim_end(), colour::JACKPOT);
    view.embeds[0].footer = Some(footer);
    if pages > 1 {
        view.rows.push(Row::Buttons(vec![
            Button::new(
                CustomId::leaderboard(0, "first"),
                "« First",
                Style::Secondary,
            )
            .disabled(p.page == 0),
            Button::new(
                CustomId::leaderboard((p.page - 1).max(0), "prev"),
                "‹ Previous",
                Style::Secondary,
            )
            .disabled(p.page == 0),
            Button::new(
                CustomId::leaderboard((p.page + 1).min(pages - 1), "next"),
                "Next ›",
                Style::Secondary,
            )
            .disabled(p.page + 1 >= pages),
            Button::new(
                CustomId::leaderboard(pages - 1, "last"),
                "Last »",
                Style::Secondary,
            )
            .disabled(p.page + 1 >= pages),
        ]));
    }
    view
}

pub fn kind_name(kind: &str) -> &str {
    match kind {
        "video-poker" => "Video poker",
        other => other,
    }
}

pub fn stats(user_id: u64, own: bool, stats: &[KindStats]) -> View {
    let who = if own {
        "Your".to_string()
    } else {
        format!("{}'s", mention(user_id))
    };
    let mut view = View::embed(
        "Stats",
        if stats.is_empty() {
            format!("{who} record is empty: no hands played on this server yet.")
        } else {
            format!("{who} record on this server.")
        },
        colour::INFO,
    );
    for s in stats {
        let best = s
            .best
            .as_deref()
            .and_then(Category::from_slug)
            .map(|c| c.name())
            .unwrap_or("—");
        view.embeds[0].fields.push(Field {
            name: kind_name(&s.kind).to_string(),
            value: format!(
                "Hands played: {}\nWinning hands: {}\nWagered: {} · Paid: {}\nNet: {} chips\nBest hand: {best}",
                chips(s.played),
                chips(s.wins),
                chips(s.wagered),
                chips(s.paid),
                signed(s.net()),
            ),
            inline: true,
        });
    }
    view
}

pub fn help() -> View {
    let mut view = View::embed(
        "Parlor · help",
        "A game parlor for this server. Chips are per server and start at the server's starting \
         balance; every movement is on a ledger.",
        colour::INFO,
    );
    let fields = [
        (
            "/poker video [bet]",
            "Video poker, bet 1 to 5 chips. Deal, click cards to hold them, draw, get paid from the pay table.",
        ),
        ("/balance [user]", "Your chips, or another member's."),
        (
            "/daily",
            "Free chips once every 24 h; claiming on consecutive days grows a streak bonus.",
        ),
        (
            "/give user amount",
            "Give chips to another member (daily cap).",
        ),
        ("/leaderboard", "The richest members, with your own rank."),
        (
            "/stats [user]",
            "Hands played, net chips and best hand, per game.",
        ),
        (
            "/config",
            "Server managers: starting chips, daily amount, pay table, idle timeout.",
        ),
        ("/help", "This message."),
    ];
    for (name, value) in fields {
        view.embeds[0].fields.push(Field {
            name: name.into(),
            value: value.into(),
            inline: false,
        });
    }
    view.ephemeral = true;
    view
}

/// A pay table's theoretical return under perfect play, per bet size.
pub struct TableReturn {
    pub one_chip: f64,
    pub max_bet: f64,
}

pub fn config(
    settings: &ServerDefaults,
    table: &PayTable,
    ret: &TableReturn,
    tables: &[PayTable],
    changed: &[&str],
) -> View {
    let title = if changed.is_empty() {
        "Server settings"
    } else {
        "Server settings updated"
    };
    let mut text = String::new();
    if !changed.is_empty() {
        text.push_str(&format!("Changed: {}.\n", changed.join(", ")));
    }
    text.push_str(&format!(
        "Starting chips: **{}**\nDaily: **{}** + {} per streak day (up to {} days)\n\
         Give cap: **{}** per member per 24 h\nIdle timeout: **{} min**\n\
         Pay table: **{}** ({})",
        chips(settings.starting_chips),
        chips(settings.daily_amount),
        chips(settings.daily_streak_bonus),
        settings.daily_streak_max,
        chips(settings.give_daily_cap),
        settings.idle_timeout_minutes,
        settings.pay_table,
        table_title(table),
    ));
    let mut view = View::embed(title, text, colour::INFO);
    let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
    view.embeds[0].fields = vec![
        Field {
            name: "Pay table".into(),
            value: pay_table(table, 5, None),
            inline: false,
        },
        Field {
            name: "Theoretical return (perfect play)".into(),
            value: format!(
                "{:.4} % at 5 chips · {:.4} % at 1 to 4 chips{}",
                ret.max_bet * 100.0,
                ret.one_chip * 100.0,
                if ret.max_bet > 1.0 {
                    "\nAbove 100 %: players win chips over time."
                } else {
                    ""
                }
            ),
            inline: false,
        },
    ];
    view.embeds[0].footer = Some(format!(
        "Change with /config option:value · pay tables: {}",
        names.join(", ")
    ));
    view.ephemeral = true;
    view
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaderboard_buttons_are_distinct_and_decode_to_pages() {
        let rows: Vec<LeaderRow> = (1..=10)
            .map(|r| LeaderRow {
                rank: r,
                user_id: r as u64,
                name: String::new(),
                balance: 100 - r,
            })
            .collect();
        let view = leaderboard(&LeaderboardPage {
            rows: &rows,
            total: 25,
            page: 1,
            caller: None,
        });
        assert!(view.check_limits().is_ok());
        let pages: Vec<i64> = view
            .custom_ids()
            .iter()
            .map(|id| match crate::view::custom_id::CustomId::parse(id) {
                Some(crate::view::custom_id::CustomId::Leaderboard { page }) => page,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(pages, vec![0, 0, 2, 2]);
    }

    #[test]
    fn help_and_errors_fit_discord() {
        assert!(help().check_limits().is_ok());
        assert!(error("x").check_limits().is_ok());
    }
}
