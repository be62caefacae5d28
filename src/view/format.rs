//! Small formatting helpers shared by the views.

use super::Locale;
use crate::engine::cards::Card;
pub use crate::locale::numbers::{decimal, group};
use crate::t;

/// 1245 -> "1,245"; -30 -> "-30".
pub fn chips(amount: i64) -> String {
    group(amount, ",")
}

/// Cards as the tables show them: `[A♠] [10♥]`.
pub fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| format!("[{c}]"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// "+15" / "-5" / "±0", grouped as `locale` groups digits ("+1,245", "+1 245").
pub fn signed(locale: Locale, amount: i64) -> String {
    let digits = group(amount, locale.digit_group());
    match amount {
        0 => "±0".to_string(),
        a if a > 0 => format!("+{digits}"),
        _ => digits,
    }
}

const RED: &str = "\u{1b}[0;31m";
const RESET: &str = "\u{1b}[0m";
pub const ANSI_GREEN: &str = "\u{1b}[0;32m";
pub const ANSI_YELLOW: &str = "\u{1b}[0;33m";
pub const ANSI_GREY: &str = "\u{1b}[0;30m";
pub const ANSI_RESET: &str = RESET;

/// A card for an `ansi` code block, hearts and diamonds in red, padded to three columns.
pub fn card_ansi(card: Card) -> String {
    let text = format!("{card:>3}");
    if card.suit().is_red() {
        format!("{RED}{text}{RESET}")
    } else {
        text
    }
}

/// "23 h 59 min", "4 min", "less than a minute"; past two days, in days ("3 days"),
/// rounded up.
pub fn duration(locale: Locale, seconds: i64) -> String {
    let minutes = seconds.saturating_add(59) / 60;
    const DAY_MINUTES: i64 = 24 * 60;
    match minutes {
        m if m <= 0 => t!(locale, "duration-under-a-minute"),
        m if m > 2 * DAY_MINUTES => t!(
            locale,
            "duration-days",
            days = (m + DAY_MINUTES - 1) / DAY_MINUTES
        ),
        m if m < 60 => t!(locale, "duration-minutes", minutes = m),
        m if m % 60 == 0 => t!(locale, "duration-hours", hours = m / 60),
        m => t!(
            locale,
            "duration-hours-minutes",
            hours = m / 60,
            minutes = m % 60
        ),
    }
}

/// Time taken, rounded down to the second: "45 s", "3 min 07 s", "1 h 2 min". (A wait is
/// [`duration`], rounded up to the minute.)
pub fn elapsed(locale: Locale, seconds: i64) -> String {
    let seconds = seconds.max(0);
    match seconds {
        s if s < 60 => t!(locale, "elapsed-seconds", seconds = s),
        s if s < 3600 => t!(
            locale,
            "elapsed-minutes-seconds",
            minutes = s / 60,
            seconds = format!("{:02}", s % 60)
        ),
        s => t!(
            locale,
            "duration-hours-minutes",
            hours = s / 3600,
            minutes = s % 3600 / 60
        ),
    }
}

/// A member's name where Discord renders no mention (titles, footers): `@erin`, as a
/// mention reads.
pub fn at_name(name: &str) -> String {
    format!("@{}", name.trim_start_matches('@'))
}

/// A rate as every stat shows one: at most one decimal, none when whole (`52.3 %`,
/// `100 %`, `0 %`; `52,3 %` in French, `100%` in Polish). Analyses' figures (a return, a
/// house edge) keep the decimals they need through [`percent`].
pub fn rate(locale: Locale, share: f64) -> String {
    let tenths = (share * 1000.0).round();
    let places = if tenths % 10.0 == 0.0 { 0 } else { 1 };
    percent(locale, tenths / 1000.0, places)
}

/// A share as a percentage with `places` decimals: `99.54%`, `99,54 %` (French, a narrow
/// no-break space), `99,54%` (Polish). `share` is a fraction (0.9954).
pub fn percent(locale: Locale, share: f64, places: usize) -> String {
    format!(
        "{}{}%",
        decimal(locale, share * 100.0, places),
        locale.percent_gap()
    )
}

/// A setting's value as `/config` shows it: a switch as the language says on and off (the
/// choice's name), anything else as it is typed.
pub fn setting_value(locale: Locale, value: &crate::config::settings::SettingValue) -> String {
    use crate::config::settings::SettingValue;
    match value {
        SettingValue::Switch(true) => t!(locale, "choice-on"),
        SettingValue::Switch(false) => t!(locale, "choice-off"),
        other => other.shown(),
    }
}

/// A Discord mention; the terminal table shows it as @name.
pub fn mention(user_id: u64) -> String {
    format!("<@{user_id}>")
}

/// A hand category's name for players.
pub fn category_name(locale: Locale, category: crate::engine::hand_eval::Category) -> String {
    super::i18n::text(locale, &format!("hand-{}", category.slug()), &[])
}

/// The name of the category a stored result names by its slug (a best hand), if any.
pub fn slug_name(locale: Locale, slug: &str) -> Option<String> {
    crate::engine::hand_eval::Category::from_slug(slug).map(|c| category_name(locale, c))
}

/// Column letters as emoji, kept apart so two never read as a flag.
pub fn column_header(columns: u8) -> String {
    (0..columns)
        .map(|c| char::from_u32(0x1F1E6 + c as u32).map_or(String::new(), String::from))
        .collect::<Vec<_>>()
        .join("\u{200B}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        crate::testing::registry();
        assert_eq!(chips(0), "0");
        assert_eq!(chips(999), "999");
        assert_eq!(chips(1000), "1,000");
        assert_eq!(chips(1_234_567), "1,234,567");
        assert_eq!(chips(-4000), "-4,000");
        assert_eq!(signed(Locale::En, 15), "+15");
        assert_eq!(signed(Locale::En, -5), "-5");
        assert_eq!(signed(Locale::Pl, 1245), "+1\u{a0}245");
        let en = Locale::En;
        assert_eq!(duration(en, 86_399), "24 h");
        assert_eq!(duration(en, 3_660), "1 h 1 min");
        assert_eq!(duration(en, 30), "1 min");
        assert_eq!(duration(en, 0), "less than a minute");
        assert_eq!(elapsed(en, 0), "0 s");
        assert_eq!(elapsed(en, 45), "45 s");
        assert_eq!(elapsed(en, 187), "3 min 07 s");
        assert_eq!(elapsed(en, 3_720), "1 h 2 min");
        assert_eq!(decimal(en, 1234.5, 2), "1,234.50");
        assert_eq!(decimal(Locale::Fr, 1234.5, 1), "1\u{202f}234,5");
        assert_eq!(decimal(Locale::Pl, -0.25, 2), "-0,25");
        assert_eq!(decimal(en, -0.0001, 2), "0.00");
        assert_eq!(percent(en, 0.99544, 2), "99.54 %");
        assert_eq!(percent(Locale::Fr, 0.99544, 2), "99,54\u{202f}%");
        assert_eq!(percent(Locale::Pl, 0.99544, 2), "99,54%");
        assert_eq!(percent(Locale::Pl, 1.0, 0), "100%");
        // Stats' rates: one decimal at most, none when whole, in every language's style.
        assert_eq!(rate(en, 1.0), "100 %");
        assert_eq!(rate(en, 0.0), "0 %");
        assert_eq!(rate(en, 0.5234), "52.3 %");
        assert_eq!(rate(en, 0.99996), "100 %");
        assert_eq!(rate(Locale::Fr, 0.5234), "52,3\u{202f}%");
        assert_eq!(rate(Locale::Pl, 0.25), "25%");
        assert_eq!(at_name("erin"), "@erin");
        // Every whole number a message shows is grouped as amounts are, and plurals read
        // right at one.
        let cannot_stake = |balance: i64| {
            crate::locale::i18n::text(
                en,
                "table-cannot-stake",
                &[
                    ("balance", crate::locale::i18n::Arg::Number(balance)),
                    ("stake", crate::locale::i18n::Arg::Number(2000)),
                ],
            )
        };
        assert_eq!(
            cannot_stake(1558),
            "You have 1,558 chips, and this table's stake is 2,000."
        );
        assert_eq!(
            cannot_stake(1),
            "You have 1 chip, and this table's stake is 2,000."
        );
    }
}
