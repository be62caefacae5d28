//! `/profile`: a member's card. In the emoji style it is a picture (960×480 PNG, drawn by
//! [`card`]) attached to the message, the embed showing it; in the text style the same
//! figures are the embed's fields, and the chart is a line of bars.

pub mod card;
pub mod font;

use super::attachment::{Attachment, Picture};
use super::currency::Currency;
use super::format::{group, mention};
use super::season::{SeasonName, name as season_name};
use super::{Embed, Field, Locale, View, colour};
use crate::t;
use card::{Badge, Card, Figure};

/// The file name the card is attached under.
pub const FILENAME: &str = "profile.png";

/// The season as the card shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeasonStanding {
    /// The server has no seasons.
    Off,
    /// The member has not played a game this season.
    NotPlayed(SeasonName),
    /// Their place in it.
    Placed(SeasonName, i64),
}

/// An achievement the member unlocked, as the card shows it.
pub struct Unlocked<'a> {
    pub id: &'a str,
    pub emoji: &'a str,
    /// 0 for the economy's, then each game's in the registry's order.
    pub group: u8,
}

/// Everything `/profile` shows.
pub struct Profile<'a> {
    pub member: u64,
    pub name: &'a str,
    pub chips: i64,
    /// Their place on the chips board, and how many members the board has.
    pub rank: Option<(i64, i64)>,
    pub season: SeasonStanding,
    pub streak: i64,
    pub games: i64,
    pub unlocked: Vec<Unlocked<'a>>,
    pub achievements: usize,
    /// The balance at the end of each of the last days, oldest first (see [`DAYS`]).
    pub balance: Vec<Option<i64>>,
    /// The server's currency, named on the card (without its emoji: the card's font has
    /// none).
    pub currency: &'a Currency,
}

/// The days the chart covers: the last 30, and today.
pub const DAYS: usize = 31;

/// The message `/profile` posts: the card as a picture when `picture`, else as text.
pub fn profile(l: Locale, p: &Profile, picture: bool) -> View {
    let card = card_of(l, p);
    let title = t!(l, "profile-title", name = p.name);
    if picture {
        // The alt text: what the card shows, for whoever cannot see it.
        let figures = card
            .figures
            .iter()
            .map(|f| {
                t!(
                    l,
                    "profile-figure",
                    label = f.label.as_str(),
                    value = f.value.as_str()
                )
            })
            .chain([card.achievements.clone()])
            .collect::<Vec<_>>()
            .join(" · ");
        let description: String = t!(l, "profile-alt", name = p.name, figures = figures)
            .chars()
            .take(1024)
            .collect();
        return View {
            embeds: vec![Embed {
                title,
                description: mention(p.member),
                colour: colour::TABLE,
                image: Some(format!("attachment://{FILENAME}")),
                ..Embed::default()
            }],
            attachments: vec![Attachment {
                filename: FILENAME.to_string(),
                description,
                picture: Picture::Profile(Box::new(card)),
            }],
            ..View::default()
        };
    }
    let mut fields: Vec<Field> = card
        .figures
        .iter()
        .map(|f| Field {
            name: f.label.clone(),
            value: f.value.clone(),
            inline: true,
        })
        .collect();
    let badges: Vec<&str> = p.unlocked.iter().map(|u| u.emoji).collect();
    fields.push(Field {
        name: card.achievements.clone(),
        value: if badges.is_empty() {
            card.no_badges.clone()
        } else {
            badges.join(" ")
        },
        inline: false,
    });
    fields.push(Field {
        name: card.chart.clone(),
        value: format!(
            "`{}` {}",
            bars(&p.balance),
            t!(
                l,
                "profile-chart-range",
                low = card.low.as_str(),
                high = card.high.as_str()
            )
        ),
        inline: false,
    });
    View {
        embeds: vec![Embed {
            title,
            description: format!("{}\n{}", mention(p.member), card.subtitle),
            colour: colour::TABLE,
            fields,
            ..Embed::default()
        }],
        ..View::default()
    }
}

/// The card's words and figures in `l`.
pub fn card_of(l: Locale, p: &Profile) -> Card {
    let number = |n: i64| group(n, l.digit_group());
    let rank = match p.rank {
        Some((place, of)) => t!(
            l,
            "profile-rank-value",
            rank = number(place),
            members = number(of)
        ),
        None => t!(l, "profile-none"),
    };
    let season = match p.season {
        SeasonStanding::Off => Figure {
            label: t!(l, "profile-season-off"),
            value: t!(l, "profile-off"),
        },
        SeasonStanding::NotPlayed(name) => Figure {
            label: t!(l, "profile-season", season = season_name(l, name)),
            value: t!(l, "profile-none"),
        },
        SeasonStanding::Placed(name, place) => Figure {
            label: t!(l, "profile-season", season = season_name(l, name)),
            value: t!(l, "profile-season-place", place = number(place)),
        },
    };
    let known = p.balance.iter().flatten().copied();
    let (low, high) = (
        known.clone().min().unwrap_or(p.chips),
        known.max().unwrap_or(p.chips),
    );
    Card {
        name: p.name.to_string(),
        member: p.member,
        subtitle: t!(
            l,
            "profile-subtitle",
            count = p.games,
            amount = number(p.games)
        ),
        figures: vec![
            Figure {
                label: p
                    .currency
                    .named()
                    .map_or_else(|| t!(l, "profile-chips"), str::to_string),
                value: p.currency.without_emoji().amount(l, p.chips),
            },
            Figure {
                label: t!(l, "profile-rank"),
                value: rank,
            },
            season,
            Figure {
                label: t!(l, "profile-streak"),
                value: t!(l, "profile-streak-days", days = p.streak),
            },
        ],
        achievements: t!(
            l,
            "profile-achievements",
            unlocked = p.unlocked.len() as i64,
            total = p.achievements as i64
        ),
        badges: p
            .unlocked
            .iter()
            .map(|u| Badge {
                letter: initial(&super::achievements::name(l, u.id)),
                group: u.group,
            })
            .collect(),
        no_badges: t!(l, "profile-no-badges"),
        chart: t!(l, "profile-chart", days = (DAYS - 1) as i64),
        balance: p.balance.clone(),
        low: number(low),
        high: number(high),
    }
}

/// The first letter or digit of a name, as a capital.
fn initial(name: &str) -> String {
    name.chars()
        .find(|c| c.is_alphanumeric())
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default()
}

/// The balance as a line of bars, one a day, from the lowest (▁) to the highest (█); a
/// day before the first movement is a dot.
pub fn bars(balance: &[Option<i64>]) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let known = balance.iter().flatten().copied();
    let (Some(low), Some(high)) = (known.clone().min(), known.max()) else {
        return "·".repeat(balance.len());
    };
    balance
        .iter()
        .map(|b| match b {
            None => '·',
            Some(_) if high == low => BARS[3],
            Some(b) => BARS[((b - low) * 7 / (high - low)) as usize],
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_run_from_the_lowest_to_the_highest_day() {
        assert_eq!(bars(&[None, Some(0), Some(70), Some(35)]), "·▁█▄");
        assert_eq!(bars(&[Some(5), Some(5)]), "▄▄");
        assert_eq!(bars(&[None, None]), "··");
    }

    #[test]
    fn initials_skip_what_is_not_a_letter() {
        assert_eq!(initial("“Żubr”"), "Ż");
        assert_eq!(initial("7 days"), "7");
        assert_eq!(initial("éclair"), "É");
        assert_eq!(initial("!!"), "");
    }
}
