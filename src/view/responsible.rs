//! Responsible play as members see it: `/selfexclude`'s confirmation and its outcome, and
//! `/limits`. Always private; plainly worded, never scolding.

use super::currency::Currency;
use super::format::mention;
use super::{Button, Row, Style, View, colour};
use crate::locale::Locale;
use crate::store::{Caps, DAY, Exclusion, FOREVER, Limits};
use crate::t;

/// How long a Confirm under `/selfexclude` stays good.
pub const CONFIRM_MINUTES: i64 = 15;

/// When `until` falls, as Discord shows a time in each member's own zone: its date and
/// hour, and how far off it is.
pub fn when(until: i64) -> String {
    format!("<t:{until}:f> (<t:{until}:R>)")
}

/// The end of an exclusion in words: a date, or for good.
fn ends(l: Locale, until: i64) -> String {
    if until == FOREVER {
        t!(l, "exclusion-for-good")
    } else {
        t!(l, "exclusion-until", when = when(until))
    }
}

/// A wager refused while an exclusion holds: the member's own (`own`), or their server's.
pub fn refused(l: Locale, until: i64, own: bool) -> String {
    let ends = ends(l, until);
    if own {
        t!(l, "refuse-excluded-own", ends = ends)
    } else {
        t!(l, "refuse-excluded-server", ends = ends)
    }
}

/// A gift refused while the giver's exclusion holds.
pub fn no_giving(l: Locale, until: i64) -> String {
    t!(l, "refuse-give-excluded", ends = ends(l, until))
}

/// A wager refused by a limit (the loss limit, else the stake limit), with what is left.
pub fn past_limit(l: Locale, loss: bool, cap: i64, left: i64) -> String {
    if loss {
        t!(l, "refuse-past-loss-limit", cap = cap, left = left)
    } else {
        t!(l, "refuse-past-stake-limit", cap = cap, left = left)
    }
}

fn private(title: String, text: String, colour: u32) -> View {
    View {
        ephemeral: true,
        ..View::embed(title, text, colour)
    }
}

/// `/selfexclude`'s question, with Confirm beside Cancel. `member` is the one to be
/// excluded, `by` who asked.
pub fn confirm(l: Locale, member: u64, by: u64, until: i64, ids: (&str, &str)) -> View {
    let text = if member == by {
        t!(l, "exclusion-confirm-own", ends = ends(l, until))
    } else {
        t!(
            l,
            "exclusion-confirm-member",
            member = mention(member),
            ends = ends(l, until)
        )
    };
    let mut view = private(t!(l, "exclusion-title"), text, colour::TABLE);
    view.rows = vec![Row::Buttons(vec![
        Button::new(ids.0, t!(l, "exclusion-confirm-button"), Style::Danger),
        Button::new(ids.1, t!(l, "exclusion-cancel-button"), Style::Secondary),
    ])];
    view
}

/// A member's own exclusion that holds already, as long or longer: nothing to confirm.
pub fn already(l: Locale, held: Exclusion) -> View {
    let text = t!(l, "exclusion-already", ends = ends(l, held.until));
    private(t!(l, "exclusion-title"), text, colour::INFO)
}

/// Cancel pressed: nothing changed.
pub fn cancelled(l: Locale) -> View {
    private(
        t!(l, "exclusion-title"),
        t!(l, "exclusion-cancelled"),
        colour::CLOSED,
    )
}

/// Confirm pressed: the exclusion as it now holds.
pub fn excluded(l: Locale, member: u64, by: u64, held: Exclusion) -> View {
    let text = if member == by {
        t!(l, "exclusion-done-own", ends = ends(l, held.until))
    } else {
        t!(
            l,
            "exclusion-done-member",
            member = mention(member),
            ends = ends(l, held.until)
        )
    };
    private(t!(l, "exclusion-title"), text, colour::INFO)
}

/// What `/limits` shows.
pub struct Shown<'a> {
    pub limits: &'a Limits,
    pub exclusion: Option<Exclusion>,
    /// The limits before a change, when the command changed them.
    pub changed: Option<&'a Limits>,
    pub now: i64,
}

/// One limit's line: the limit, what the last 24 hours used of it and what is left; or
/// that there is none.
fn limit_line(l: Locale, currency: &Currency, cap: Option<i64>, used: i64, loss: bool) -> String {
    let Some(cap) = cap else {
        return if loss {
            t!(l, "limits-loss-none")
        } else {
            t!(l, "limits-stake-none")
        };
    };
    let (cap, used, left) = (
        currency.amount(l, cap),
        currency.amount(l, used.max(0)),
        currency.amount(l, (cap - used).max(0)),
    );
    if loss {
        t!(l, "limits-loss", cap = cap, used = used, left = left)
    } else {
        t!(l, "limits-stake", cap = cap, used = used, left = left)
    }
}

/// A limit as a change leaves it, for the line that waits: a number, or none.
fn limit_value(l: Locale, currency: &Currency, cap: Option<i64>) -> String {
    match cap {
        Some(cap) => currency.amount(l, cap),
        None => t!(l, "limits-no-limit"),
    }
}

/// `/limits`: the member's limits here, what the last 24 hours used of them, a change that
/// waits, and any exclusion.
pub fn limits(l: Locale, currency: &Currency, shown: &Shown<'_>) -> View {
    let limits = shown.limits;
    let mut lines = Vec::new();
    if shown.changed.is_some() {
        lines.push(t!(l, "limits-saved"));
    }
    lines.push(limit_line(
        l,
        currency,
        limits.caps.stake,
        limits.staked,
        false,
    ));
    lines.push(limit_line(l, currency, limits.caps.loss, limits.lost, true));
    if let Some((at, next)) = limits.next {
        let Caps { stake, loss } = next;
        lines.push(t!(
            l,
            "limits-waiting",
            stake = limit_value(l, currency, stake),
            loss = limit_value(l, currency, loss),
            when = when(at)
        ));
    }
    if let Some(exclusion) = shown.exclusion {
        let ends = ends(l, exclusion.until);
        lines.push(if exclusion.everywhere {
            t!(l, "limits-excluded-own", ends = ends)
        } else {
            t!(l, "limits-excluded-server", ends = ends)
        });
    }
    lines.push(String::new());
    lines.push(t!(l, "limits-how", hours = DAY / 3600));
    private(t!(l, "limits-title"), lines.join("\n"), colour::INFO)
}

/// The profile's line for its own member: their exclusion, else their limits here, if any.
pub fn profile_line(
    l: Locale,
    currency: &Currency,
    restraint: &crate::store::Restraint,
) -> Option<String> {
    if let Some(exclusion) = restraint.exclusion {
        let ends = ends(l, exclusion.until);
        return Some(if exclusion.everywhere {
            t!(l, "profile-excluded", ends = ends)
        } else {
            t!(l, "profile-excluded-server", ends = ends)
        });
    }
    let caps = restraint.limits.caps;
    if caps == Caps::default() {
        return None;
    }
    Some(t!(
        l,
        "profile-limits",
        stake = limit_value(l, currency, caps.stake),
        loss = limit_value(l, currency, caps.loss)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Restraint;
    use crate::view::Refusal;

    /// Ids and times at their longest: Discord's ids run to 20 digits.
    const MEMBER: u64 = u64::MAX;
    const BY: u64 = u64::MAX - 1;
    const LATE: i64 = 4_102_444_800;

    fn limits_at_their_longest() -> Limits {
        let max = crate::view::commands::LIMIT_MAX;
        let caps = Caps {
            stake: Some(max),
            loss: Some(max),
        };
        Limits {
            caps,
            next: Some((LATE, caps)),
            staked: max,
            lost: -max,
        }
    }

    /// Every view and refusal of responsible play, in every language, at its longest (the
    /// longest currency, the largest limits, 20-digit ids, a custom_id at its longest):
    /// within Discord's limits, private, and with no message missing.
    #[test]
    fn every_reply_fits_discord_in_every_language() {
        crate::testing::registry();
        let currency = Currency::longest();
        let id = |confirm| {
            crate::view::custom_id::CustomId::exclusion(&crate::view::custom_id::ExclusionButton {
                by: BY,
                member: MEMBER,
                days: Some(365),
                at: LATE,
                confirm,
            })
        };
        let (yes, no) = (id(true), id(false));
        let limits = limits_at_their_longest();
        for &l in Locale::ALL {
            let mut views = Vec::new();
            for until in [LATE, FOREVER] {
                for (member, everywhere) in [(BY, true), (MEMBER, false)] {
                    let held = Exclusion {
                        since: 0,
                        until,
                        everywhere,
                    };
                    views.push(confirm(l, member, BY, until, (&yes, &no)));
                    views.push(already(l, held));
                    views.push(excluded(l, member, BY, held));
                    let shown = Shown {
                        limits: &limits,
                        exclusion: Some(held),
                        changed: Some(&limits),
                        now: 0,
                    };
                    views.push(super::limits(l, &currency, &shown));
                    let line = profile_line(
                        l,
                        &currency,
                        &Restraint {
                            exclusion: Some(held),
                            limits,
                        },
                    )
                    .expect("an exclusion's line");
                    views.push(crate::view::economy::notice(&line));
                }
            }
            views.push(cancelled(l));
            let line = profile_line(
                l,
                &currency,
                &Restraint {
                    exclusion: None,
                    limits,
                },
            )
            .expect("a line for limits");
            views.push(crate::view::economy::notice(&line));
            for view in &views {
                assert!(view.ephemeral, "{l:?}: private");
                view.check_limits()
                    .unwrap_or_else(|e| panic!("{l:?}: {e}: {view:?}"));
            }
            let max = crate::view::commands::LIMIT_MAX;
            for refusal in [
                Refusal::Excluded {
                    until: LATE,
                    own: true,
                },
                Refusal::Excluded {
                    until: FOREVER,
                    own: false,
                },
                Refusal::PastLimit {
                    loss: true,
                    cap: max,
                    left: max,
                },
                Refusal::PastLimit {
                    loss: false,
                    cap: max,
                    left: max,
                },
                Refusal::TakesNoGifts { member: MEMBER },
                Refusal::GiveExcluded { until: LATE },
                Refusal::GiveExcluded { until: FOREVER },
                Refusal::BadSpan {
                    given: "ż".repeat(32),
                },
                Refusal::ExcludeOthers,
                Refusal::NotYourConfirm,
                Refusal::ConfirmExpired,
                Refusal::BadLimit { max },
            ] {
                let message = refusal.message(l);
                assert!(message.chars().count() <= 2000, "{l:?}: {message}");
                refusal
                    .view(l)
                    .check_limits()
                    .unwrap_or_else(|e| panic!("{l:?}: {refusal:?}: {e}"));
            }
        }
        let missed = crate::locale::i18n::misses();
        assert!(missed.is_empty(), "{missed:?}");
    }

    /// A forever exclusion reads as for good, never as a date in the year 292 billion.
    #[test]
    fn an_exclusion_for_good_shows_no_date() {
        crate::testing::registry();
        for &l in Locale::ALL {
            let held = Exclusion {
                since: 0,
                until: FOREVER,
                everywhere: true,
            };
            let view = excluded(l, BY, BY, held);
            let text = &view.embeds[0].description;
            assert!(!text.contains("<t:"), "{l:?}: {text}");
            assert!(text.contains(&t!(l, "exclusion-for-good")), "{l:?}: {text}");
        }
    }
}
