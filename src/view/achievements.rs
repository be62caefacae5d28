//! Achievements as members see them: the list `/achievements` shows, and the line a reply
//! adds when one is unlocked. Each is worded by the catalogue of whoever declared it
//! (`achievement-<id>`, its name; `achievement-<id>-about`, how it is earned).

use super::format::{mention, rate};
use super::{Embed, Field, Locale, View, colour};
use crate::locale::i18n;
use crate::t;

/// One achievement as a list shows it.
pub struct Badge<'a> {
    pub id: &'a str,
    pub emoji: &'a str,
    /// When the member unlocked it (Unix seconds); None while locked.
    pub unlocked: Option<i64>,
    /// The share of the server's players who hold it, from 0 to 1.
    pub share: f64,
}

/// An achievement's name in `l`.
pub fn name(l: Locale, id: &str) -> String {
    i18n::text(l, &format!("achievement-{id}"), &[])
}

/// How an achievement is earned, in one line.
pub fn about(l: Locale, id: &str) -> String {
    i18n::text(l, &format!("achievement-{id}-about"), &[])
}

/// `/achievements`: the member's achievements, each group (the economy's, then each game's)
/// a field, unlocked ones with their date and every one with its rarity.
pub fn list(l: Locale, member: u64, own: bool, groups: &[(String, Vec<Badge>)]) -> View {
    let total: usize = groups.iter().map(|(_, badges)| badges.len()).sum();
    let unlocked = groups
        .iter()
        .flat_map(|(_, badges)| badges)
        .filter(|b| b.unlocked.is_some())
        .count();
    let heading = t!(
        l,
        "achievements-heading",
        unlocked = unlocked as i64,
        total = total as i64
    );
    let who = if own {
        t!(l, "achievements-yours")
    } else {
        t!(l, "achievements-theirs", member = mention(member))
    };
    let fields = groups
        .iter()
        .map(|(group, badges)| Field {
            name: group.clone(),
            value: badges
                .iter()
                .map(|b| line(l, b))
                .collect::<Vec<_>>()
                .join("\n"),
            inline: false,
        })
        .collect();
    View {
        embeds: vec![Embed {
            title: heading,
            description: format!("{who}\n{}", t!(l, "achievements-rarity")),
            colour: colour::JACKPOT,
            fields,
            ..Embed::default()
        }],
        ..View::default()
    }
}

/// One achievement's line: its badge (a lock while locked), name, how it is earned, its
/// rarity, and when it was unlocked.
fn line(l: Locale, b: &Badge) -> String {
    let rarity = rate(l, b.share);
    match b.unlocked {
        Some(at) => format!(
            "{} **{}** · {} · {rarity} · <t:{at}:d>",
            b.emoji,
            name(l, b.id),
            about(l, b.id)
        ),
        None => format!("🔒 {} · {} · {rarity}", name(l, b.id), about(l, b.id)),
    }
}

/// What a reply adds when `member` unlocked achievements (their ids and badges): posted in
/// the channel, in the server's language.
pub fn unlocked(l: Locale, member: u64, unlocks: &[(&str, &str)]) -> View {
    let lines: Vec<String> = unlocks
        .iter()
        .map(|(id, emoji)| {
            t!(
                l,
                "achievement-unlocked",
                badge = *emoji,
                name = name(l, id),
                about = about(l, id)
            )
        })
        .collect();
    View::embed(
        String::new(),
        format!(
            "{}\n{}",
            t!(l, "achievement-unlocked-by", member = mention(member)),
            lines.join("\n")
        ),
        colour::JACKPOT,
    )
}
