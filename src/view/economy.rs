//! Chips, leaderboards, stats and settings as messages.

use super::currency::Currency;
use super::custom_id::{CustomId, PageKey};
use super::format::{duration, mention};
use super::{Button, Field, Locale, Row, Style, View, colour};
use crate::engine::game::Recent;
use crate::store::{LeaderRow, LineKey, Side};
use crate::t;

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

/// A balance: the asker's own, with `daily_in` the seconds until their next /daily (0: it is
/// open now), or another member's (`None`).
pub fn balance(
    l: Locale,
    currency: &Currency,
    user_id: u64,
    balance: i64,
    rank: Option<i64>,
    daily_in: Option<i64>,
) -> View {
    let amount = currency.amount(l, balance);
    let mut text = if daily_in.is_some() {
        t!(l, "balance-own", amount = amount)
    } else {
        t!(
            l,
            "balance-other",
            member = mention(user_id),
            amount = amount
        )
    };
    if let Some(rank) = rank {
        text.push(' ');
        text.push_str(&t!(l, "balance-rank", rank = rank));
    }
    match daily_in {
        Some(0) => {
            text.push('\n');
            text.push_str(&t!(l, "balance-daily-hint"));
        }
        Some(wait) => {
            text.push('\n');
            text.push_str(&t!(l, "balance-daily-later", wait = duration(l, wait)));
        }
        None => {}
    }
    View::embed(t!(l, "balance-title"), text, colour::INFO)
}

/// Someone who has no wallet here yet.
pub fn not_played(l: Locale, currency: &Currency, user_id: u64, starting_chips: i64) -> View {
    notice(&t!(
        l,
        "balance-not-played",
        member = mention(user_id),
        starting = currency.amount(l, starting_chips)
    ))
}

pub struct DailyClaim {
    pub base: i64,
    pub bonus: i64,
    pub streak: i64,
    pub balance: i64,
    pub next_in: i64,
    /// A grace kept the streak (the claim came 48 to 72 hours after the last).
    pub graced: bool,
    /// Claims until a grace is there again for the next claim (0: it is).
    pub grace_in: i64,
}

/// The grace a streak has for its next claim, or in how many claims it will.
fn grace_line(l: Locale, grace_in: i64) -> String {
    if grace_in == 0 {
        t!(l, "daily-grace-ready")
    } else {
        t!(l, "daily-grace-in", claims = grace_in)
    }
}

pub fn daily_claimed(l: Locale, currency: &Currency, c: &DailyClaim) -> View {
    let mut text = format!("**+{}**", currency.amount(l, c.base + c.bonus));
    if c.bonus > 0 {
        text.push(' ');
        text.push_str(&t!(l, "daily-bonus", base = c.base, bonus = c.bonus));
    }
    text.push('\n');
    if c.graced {
        text.push_str(&t!(l, "daily-graced"));
        text.push('\n');
    }
    text.push_str(&t!(
        l,
        "daily-claimed",
        streak = c.streak,
        balance = currency.amount(l, c.balance),
        next = duration(l, c.next_in)
    ));
    text.push('\n');
    text.push_str(&grace_line(l, c.grace_in));
    View::embed(t!(l, "daily-title"), text, colour::WIN)
}

/// A member's last chip movements, newest first: when, how many chips, what for, with whom
/// or in which game.
pub fn audit(l: Locale, member: u64, moves: &[crate::store::Move]) -> View {
    let lines: Vec<String> = moves
        .iter()
        .map(|m| {
            let what = crate::locale::i18n::text(l, &format!("audit-reason-{}", m.reason), &[]);
            let with = match (m.counterparty, m.game_kind.as_deref()) {
                (Some(other), _) => format!(" · {}", mention(other)),
                (None, Some(kind)) => crate::engine::GameKind::parse(kind)
                    .map(|k| {
                        format!(
                            " · {} #{}",
                            crate::view::game::kind_name(l, k),
                            m.game_id.unwrap_or(0)
                        )
                    })
                    .unwrap_or_default(),
                (None, None) => String::new(),
            };
            format!(
                "<t:{}:f> · **{}** · {what}{with}",
                m.at,
                crate::view::format::signed(l, m.delta)
            )
        })
        .collect();
    let text = if lines.is_empty() {
        t!(l, "audit-none", who = mention(member))
    } else {
        format!(
            "{}\n{}",
            t!(l, "audit-head", who = mention(member), count = lines.len()),
            lines.join("\n")
        )
    };
    View::embed(t!(l, "audit-title"), text, colour::INFO)
}

/// A claim made too soon: when the next opens, the streak, the bonus the next claim brings
/// if made in time (none: no bonus is set), and the grace left.
pub fn daily_wait(l: Locale, wait: i64, streak: i64, next_bonus: i64, grace_in: i64) -> View {
    let mut text = t!(l, "daily-wait", wait = duration(l, wait), streak = streak);
    if next_bonus > 0 {
        text.push(' ');
        text.push_str(&t!(l, "daily-next-bonus", bonus = next_bonus));
    }
    text.push(' ');
    text.push_str(&grace_line(l, grace_in));
    error(&text)
}

pub fn gave(
    l: Locale,
    currency: &Currency,
    to: u64,
    amount: i64,
    balance: i64,
    cap_left: i64,
) -> View {
    View::embed(
        t!(l, "give-title"),
        t!(
            l,
            "give-done",
            amount = currency.amount(l, amount),
            member = mention(to),
            balance = currency.amount(l, balance),
            left = currency.amount(l, cap_left)
        ),
        colour::WIN,
    )
}

/// One line of a leaderboard page: a rank, a member, and what puts them there.
pub struct BoardLine {
    pub rank: i64,
    pub user_id: u64,
    /// "1,245 chips", "Royal flush".
    pub shown: String,
}

pub struct LeaderboardPage<'a> {
    /// `chips`, or a game's name.
    pub board: &'a str,
    pub rows: &'a [BoardLine],
    pub total: i64,
    pub page: i64,
    /// The caller's own place on the chips board, and what puts them there.
    pub caller: Option<(i64, &'a str)>,
    /// Whose view this is: the public message names the member who asked, and its page
    /// buttons open a private copy; a private copy says "you" and pages itself.
    pub viewer: BoardViewer<'a>,
    /// A game's best results of the last seven days.
    pub week: Option<(Recent, &'a [BoardLine])>,
    /// The season's name when this is the season's board; None: of all time.
    pub season: Option<String>,
    /// The server's currency, which names the chips board.
    pub currency: &'a Currency,
    /// The first line's key and the last's, when the page next to this one is read from
    /// them (a server's chips board of all time): Previous and Next carry them.
    pub ends: Option<(LineKey, LineKey)>,
}

/// Who sees a leaderboard page.
#[derive(Debug, Clone, Copy)]
pub enum BoardViewer<'a> {
    /// The public message, by the member of this name.
    Public { name: &'a str },
    /// The clicker's own copy, seen by nobody else.
    Private,
}

/// The chips board's lines.
pub fn chip_lines(l: Locale, currency: &Currency, rows: &[LeaderRow]) -> Vec<BoardLine> {
    rows.iter()
        .map(|r| BoardLine {
            rank: r.rank,
            user_id: r.user_id,
            shown: currency.amount(l, r.balance),
        })
        .collect()
}

/// A page of a leaderboard: its ranks, the caller's place in the footer, the game's best of
/// the week (or the day) beside, and page buttons when there are pages.
pub fn leaderboard(l: Locale, p: &LeaderboardPage<'_>) -> View {
    let pages = ((p.total + LEADERBOARD_PAGE - 1) / LEADERBOARD_PAGE).max(1);
    let private = matches!(p.viewer, BoardViewer::Private);
    let text = leaderboard_lines(l, p);
    let mut view = View::embed(leaderboard_title(l, p), text.trim_end(), colour::JACKPOT);
    view.embeds[0].footer = Some(leaderboard_footer(l, p, pages));
    if let Some((recent, week)) = p.week {
        view.embeds[0].fields.push(recent_best(l, recent, week));
    }
    if pages > 1 {
        view.rows.push(page_buttons(l, p, pages, private));
    }
    view.ephemeral = private;
    view
}

/// The page's ranks, one a line with its medal, or why the board is empty.
fn leaderboard_lines(l: Locale, p: &LeaderboardPage<'_>) -> String {
    let chips_board = p.board == "chips";
    let mut text = String::new();
    if p.rows.is_empty() {
        text.push_str(&match (chips_board, &p.season) {
            (true, Some(_)) => t!(l, "leaderboard-empty-season"),
            (true, None) => t!(l, "leaderboard-empty"),
            (false, _) => t!(l, "leaderboard-empty-game"),
        });
    } else if chips_board && p.season.is_some() {
        text.push_str(&t!(l, "leaderboard-season-net"));
        text.push('\n');
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
            row.shown
        ));
    }
    text
}

/// The footer: the page, and on the chips board the caller's place (or why they have none).
fn leaderboard_footer(l: Locale, p: &LeaderboardPage<'_>, pages: i64) -> String {
    let chips_board = p.board == "chips";
    let page = p.page + 1;
    match (chips_board, p.caller, p.viewer) {
        (true, Some((rank, amount)), BoardViewer::Private) => t!(
            l,
            "leaderboard-footer-rank",
            page = page,
            pages = pages,
            rank = rank,
            amount = amount
        ),
        (true, Some((rank, amount)), BoardViewer::Public { name }) => t!(
            l,
            "leaderboard-footer-rank-of",
            page = page,
            pages = pages,
            name = super::format::at_name(name),
            rank = rank,
            amount = amount
        ),
        (true, None, BoardViewer::Private) if p.season.is_some() => {
            t!(
                l,
                "leaderboard-footer-no-season",
                page = page,
                pages = pages
            )
        }
        (true, None, BoardViewer::Private) => {
            t!(l, "leaderboard-footer-no-chips", page = page, pages = pages)
        }
        _ => t!(l, "leaderboard-footer", page = page, pages = pages),
    }
}

/// The board's title; the season's board says which season, and that it ranks chips won in
/// games.
fn leaderboard_title(l: Locale, p: &LeaderboardPage<'_>) -> String {
    let chips_board = p.board == "chips";
    let title = if chips_board && p.currency != Currency::parlor() {
        t!(l, "leaderboard-title-game", game = p.currency.title(l))
    } else if chips_board {
        t!(l, "leaderboard-title")
    } else {
        t!(
            l,
            "leaderboard-title-game",
            game = super::commands::board_label(l, p.board)
        )
    };
    match &p.season {
        Some(season) => t!(
            l,
            "leaderboard-title-season",
            title = title,
            season = season.as_str()
        ),
        None => title,
    }
}

/// A game's best results of the last seven days (or of today), as a field.
fn recent_best(l: Locale, recent: Recent, week: &[BoardLine]) -> Field {
    let lines: Vec<String> = week
        .iter()
        .map(|row| format!("**#{}** {} · {}", row.rank, mention(row.user_id), row.shown))
        .collect();
    Field {
        name: match recent {
            Recent::Week => t!(l, "leaderboard-week"),
            Recent::Today => t!(l, "leaderboard-today"),
        },
        value: if lines.is_empty() {
            match recent {
                Recent::Week => t!(l, "leaderboard-week-empty"),
                Recent::Today => t!(l, "leaderboard-today-empty"),
            }
        } else {
            lines.join("\n")
        },
        inline: false,
    }
}

/// First, previous, next and last: a public board's open a private copy, a private copy's
/// page it.
fn page_buttons(l: Locale, p: &LeaderboardPage<'_>, pages: i64, private: bool) -> Row {
    let season = p.season.is_some();
    let id = |page: i64, tag: &str| CustomId::leaderboard(p.board, page, tag, private, season);
    let beside = |page: i64, tag: &str, side: Side| match p.ends {
        Some((first, last)) => {
            let line = if side == Side::After { last } else { first };
            CustomId::chips_page(page, tag, private, Some(PageKey { side, line }))
        }
        None => id(page, tag),
    };
    Row::Buttons(vec![
        Button::new(id(0, "first"), t!(l, "leaderboard-first"), Style::Secondary)
            .disabled(p.page == 0),
        Button::new(
            beside((p.page - 1).max(0), "prev", Side::Before),
            t!(l, "leaderboard-previous"),
            Style::Secondary,
        )
        .disabled(p.page == 0),
        Button::new(
            beside((p.page + 1).min(pages - 1), "next", Side::After),
            t!(l, "leaderboard-next"),
            Style::Secondary,
        )
        .disabled(p.page + 1 >= pages),
        Button::new(
            id(pages - 1, "last"),
            t!(l, "leaderboard-last"),
            Style::Secondary,
        )
        .disabled(p.page + 1 >= pages),
    ])
}

/// A member's record: one field per game, each worded by its game's view.
pub fn stats(l: Locale, user_id: u64, own: bool, fields: Vec<(String, String)>) -> View {
    let who = if own {
        t!(l, "stats-yours")
    } else {
        t!(l, "stats-theirs", member = mention(user_id))
    };
    let mut view = View::embed(
        t!(l, "stats-title"),
        if fields.is_empty() {
            t!(l, "stats-empty", who = who.clone())
        } else {
            t!(l, "stats-intro", who = who)
        },
        colour::INFO,
    );
    for (name, value) in fields {
        view.embeds[0].fields.push(Field {
            name,
            value,
            inline: true,
        });
    }
    view
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaderboard_buttons_are_distinct_and_decode_to_pages() {
        crate::testing::registry();
        let rows: Vec<BoardLine> = (1..=10)
            .map(|r| BoardLine {
                rank: r,
                user_id: r as u64,
                shown: String::new(),
            })
            .collect();
        let view = leaderboard(
            Locale::En,
            &LeaderboardPage {
                board: "yahtzee",
                rows: &rows,
                total: 25,
                page: 1,
                caller: None,
                week: None,
                viewer: BoardViewer::Public { name: "alice" },
                season: None,
                currency: Currency::parlor(),
                ends: None,
            },
        );
        assert!(view.check_limits().is_ok());
        assert!(!view.ephemeral);
        let pages: Vec<(String, i64, bool)> = view
            .custom_ids()
            .iter()
            .map(|id| match CustomId::parse(id) {
                Some(CustomId::Leaderboard {
                    board,
                    page,
                    private,
                    season: false,
                    key: None,
                }) => (board, page, private),
                other => panic!("{other:?}"),
            })
            .collect();
        let board = || "yahtzee".to_string();
        assert_eq!(
            pages,
            vec![
                (board(), 0, false),
                (board(), 0, false),
                (board(), 2, false),
                (board(), 2, false)
            ]
        );
    }

    /// The chips replies fit Discord's limits in every language with the longest currency
    /// (a 32-character name and forms, a server's animated emoji), at the largest amounts,
    /// and name it.
    #[test]
    fn chips_replies_fit_with_the_longest_currency() {
        crate::testing::registry();
        let currency = Currency::longest();
        let big = i64::MAX;
        for &l in Locale::ALL {
            let rows = chip_lines(
                l,
                &currency,
                &(1..=LEADERBOARD_PAGE)
                    .map(|rank| LeaderRow {
                        rank,
                        user_id: u64::MAX,
                        name: "W".repeat(32),
                        balance: big,
                    })
                    .collect::<Vec<_>>(),
            );
            let shown = currency.amount(l, big);
            let widest = LineKey {
                balance: i64::MIN,
                user: u64::MAX,
            };
            for season in [None, Some("W".repeat(40))] {
                for viewer in [
                    BoardViewer::Public {
                        name: &"W".repeat(32),
                    },
                    BoardViewer::Private,
                ] {
                    let view = leaderboard(
                        l,
                        &LeaderboardPage {
                            board: "chips",
                            rows: &rows,
                            total: i64::MAX / 2,
                            page: i64::MAX / 20,
                            caller: Some((i64::MAX, &shown)),
                            week: None,
                            viewer,
                            season: season.clone(),
                            currency: &currency,
                            ends: Some((widest, widest)),
                        },
                    );
                    view.check_limits().unwrap_or_else(|e| panic!("{l:?}: {e}"));
                    assert!(view.embeds[0].title.contains(&currency.title(l)));
                }
            }
            let views = [
                balance(l, &currency, u64::MAX, big, Some(i64::MAX), Some(i64::MAX)),
                balance(l, &currency, u64::MAX, big, Some(i64::MAX), None),
                not_played(l, &currency, u64::MAX, big),
                daily_claimed(
                    l,
                    &currency,
                    &DailyClaim {
                        base: big / 2,
                        bonus: big / 2,
                        streak: i64::MAX,
                        balance: big,
                        next_in: i64::MAX / 2,
                        graced: true,
                        grace_in: i64::MAX,
                    },
                ),
                gave(l, &currency, u64::MAX, big, big, big),
            ];
            for view in views {
                view.check_limits().unwrap_or_else(|e| panic!("{l:?}: {e}"));
                let text = &view.embeds[0].description;
                assert!(text.contains(&shown), "{l:?}: {text}");
            }
        }
    }

    #[test]
    fn help_and_errors_fit_discord() {
        use super::super::help::{HelpPage, help};
        crate::testing::registry();
        for l in Locale::ALL {
            for hosting in [true, false] {
                let mut names = Vec::new();
                for page in HelpPage::ALL {
                    let view = help(*l, hosting, page);
                    view.check_limits()
                        .unwrap_or_else(|e| panic!("{l:?} {page:?}: {e}"));
                    // The buttons lead to the other pages; the managers' only in a server.
                    let pages: Vec<String> =
                        view.custom_ids().iter().map(|s| s.to_string()).collect();
                    assert_eq!(pages.len(), if hosting { 3 } else { 2 }, "{l:?}");
                    for to in pages {
                        assert!(matches!(
                            super::super::custom_id::CustomId::parse(&to),
                            Some(super::super::custom_id::CustomId::Help(_))
                        ));
                    }
                    names.extend(view.embeds[0].fields.iter().map(|f| f.name.clone()));
                }
                // Elsewhere the servers' commands are left out, and only there.
                let give = super::super::commands::shown(*l, "/give");
                let gives = names.iter().any(|f| f.starts_with(&give));
                assert_eq!(gives, hosting, "{l:?}");
                // Every command is on a page, once: each usage /help lists, the config's
                // topics on one line, and /selfexclude and /limits on theirs.
                let mut unique = names.clone();
                unique.sort();
                unique.dedup();
                assert_eq!(unique.len(), names.len(), "{l:?}");
                for (usage, path) in super::super::commands::usages(*l, false) {
                    let reach = path
                        .split('-')
                        .next()
                        .and_then(super::super::commands::find)
                        .map(|c| c.reach);
                    if !hosting && reach == Some(super::super::commands::Reach::HostingServers) {
                        continue;
                    }
                    let shown = if path.starts_with("config-") {
                        super::super::commands::shown(*l, "/config")
                    } else {
                        usage
                    };
                    assert!(
                        names
                            .iter()
                            .any(|n| n.starts_with(&shown) || n.contains(&format!(" · {shown}"))),
                        "{l:?}: {shown} on no page"
                    );
                }
                let balance = super::super::commands::shown(*l, "/balance");
                assert!(names.iter().any(|f| f.starts_with(&balance)), "{l:?}");
                let audit = super::super::commands::shown(*l, "/audit");
                assert_eq!(
                    names.iter().any(|f| f.starts_with(&audit)),
                    hosting,
                    "{l:?}"
                );
            }
        }
        assert!(error("x").check_limits().is_ok());
    }
}
