//! Seasons as members see them: `/season` (when it ends, the top ten, your place, past
//! seasons' winners), a season's name, and the post that announces a season's end.

use super::currency::Currency;
use super::economy::BoardLine;
use super::format::mention;
use super::{Field, Locale, View, colour};
use crate::t;

/// A season as it is named: a month of a year, or an ISO week of an ISO year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeasonName {
    pub weekly: bool,
    pub year: i32,
    /// The month (1 to 12), or the ISO week (1 to 53).
    pub number: u8,
}

/// "November 2026", "Week 48 of 2026", in `l`.
pub fn name(l: Locale, s: SeasonName) -> String {
    if s.weekly {
        t!(
            l,
            "season-week",
            week = i64::from(s.number),
            year = s.year.to_string()
        )
    } else {
        t!(
            l,
            "season-month",
            month = i64::from(s.number),
            year = s.year.to_string()
        )
    }
}

/// A closed season and its winners: (place, member, net).
pub struct PastSeason {
    pub name: SeasonName,
    pub winners: Vec<(i64, u64, i64)>,
}

/// What `/season` shows.
pub struct SeasonPage<'a> {
    pub name: SeasonName,
    /// When it ends (Unix seconds).
    pub ends_at: i64,
    /// Its top ten by net chips won in games.
    pub top: &'a [BoardLine],
    /// The asker's place and net, if they played a game in it.
    pub mine: Option<(i64, i64)>,
    pub past: &'a [PastSeason],
}

fn medal(place: i64) -> &'static str {
    match place {
        1 => "🥇",
        2 => "🥈",
        3 => "🥉",
        _ => "▫️",
    }
}

/// `/season`, posted in the channel.
pub fn season(l: Locale, currency: &Currency, p: &SeasonPage) -> View {
    let mut text = t!(l, "season-ends", ends = format!("<t:{}:R>", p.ends_at));
    text.push('\n');
    if p.top.is_empty() {
        text.push_str(&t!(l, "season-empty"));
    }
    for row in p.top {
        text.push_str(&format!(
            "\n{} **#{}** {} · {}",
            medal(row.rank),
            row.rank,
            mention(row.user_id),
            row.shown
        ));
    }
    let mut view = View::embed(
        t!(l, "season-title", season = name(l, p.name)),
        text,
        colour::JACKPOT,
    );
    let fields = &mut view.embeds[0].fields;
    fields.push(Field {
        name: t!(l, "season-yours"),
        value: match p.mine {
            Some((rank, net)) => format!("**#{rank}** · {}", currency.signed(l, net)),
            None => t!(l, "season-not-played"),
        },
        inline: false,
    });
    fields.push(Field {
        name: t!(l, "season-past"),
        value: if p.past.is_empty() {
            t!(l, "season-none-past")
        } else {
            p.past
                .iter()
                .map(|s| past_line(l, currency, s))
                .collect::<Vec<_>>()
                .join("\n")
        },
        inline: false,
    });
    view
}

fn past_line(l: Locale, currency: &Currency, s: &PastSeason) -> String {
    let winners = if s.winners.is_empty() {
        t!(l, "season-no-winner")
    } else {
        winners(l, currency, &s.winners)
    };
    format!("**{}** · {winners}", name(l, s.name))
}

fn winners(l: Locale, currency: &Currency, winners: &[(i64, u64, i64)]) -> String {
    winners
        .iter()
        .map(|(place, member, net)| {
            format!(
                "{} {} {}",
                medal(*place),
                mention(*member),
                currency.signed(l, *net)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A season's standings as a board's lines: each member's net chips won in games.
pub fn standings(
    l: Locale,
    currency: &Currency,
    rows: &[crate::store::SeasonRow],
) -> Vec<BoardLine> {
    rows.iter()
        .map(|r| BoardLine {
            rank: r.rank,
            user_id: r.user_id,
            shown: currency.signed(l, r.net),
        })
        .collect()
}

/// `/season` on a server whose seasons are off, to the asker alone.
pub fn off(l: Locale) -> String {
    t!(l, "season-off")
}

/// The post announcing that a season ended, with its winners, in the server's language.
pub fn ended(
    l: Locale,
    currency: &Currency,
    season: SeasonName,
    top: &[(i64, u64, i64)],
) -> String {
    let season = name(l, season);
    if top.is_empty() {
        t!(l, "season-ended-no-winner", season = season)
    } else {
        t!(
            l,
            "season-ended",
            season = season,
            winners = winners(l, currency, top)
        )
    }
}
