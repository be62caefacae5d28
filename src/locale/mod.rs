//! The player's language: below every layer that stores or shows it (the store keeps a
//! game's language, the view words its text in it).

pub mod i18n;
pub mod numbers;

use serde::{Deserialize, Serialize};

/// The player's language, from the interaction's locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Locale {
    #[default]
    En,
    Fr,
    Pl,
}

impl Locale {
    pub const ALL: &'static [Locale] = &[Locale::En, Locale::Fr, Locale::Pl];

    /// Maps a Discord locale code (`en-US`, `fr`, `pl`) to a catalogue, English for every
    /// language Parlor does not speak.
    pub fn from_discord(code: &str) -> Locale {
        Locale::parse(code).unwrap_or(Locale::En)
    }

    /// The language a code names: `en`, `fr`, `pl`, or a regional code of one (`en-GB`,
    /// `fr-CA`); None for any other.
    pub fn parse(code: &str) -> Option<Locale> {
        let language = code.trim().split(['-', '_']).next().unwrap_or_default();
        Locale::ALL
            .iter()
            .copied()
            .find(|l| l.code().eq_ignore_ascii_case(language))
    }

    /// The language's two-letter code, as `/config language` and `--locale` take it.
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Fr => "fr",
            Locale::Pl => "pl",
        }
    }

    /// Discord's code for the language, as its localisation maps key it.
    pub fn discord_code(self) -> &'static str {
        match self {
            Locale::En => "en-US",
            Locale::Fr => "fr",
            Locale::Pl => "pl",
        }
    }

    /// Between the whole part and the decimals: `99.54`, `99,54`.
    pub fn decimal_mark(self) -> char {
        match self {
            Locale::En => '.',
            Locale::Fr | Locale::Pl => ',',
        }
    }

    /// Before a percent sign: a space in English as Parlor has always written it (`99.54
    /// %`), a narrow no-break space in French (`99,54 %`), none in Polish (`99,54%`).
    pub fn percent_gap(self) -> &'static str {
        match self {
            Locale::En => " ",
            Locale::Fr => "\u{202F}",
            Locale::Pl => "",
        }
    }

    /// Between groups of three digits: `1,000`, `1 000` (a narrow no-break space in French,
    /// a no-break space in Polish).
    pub fn digit_group(self) -> &'static str {
        match self {
            Locale::En => ",",
            Locale::Fr => "\u{202F}",
            Locale::Pl => "\u{00A0}",
        }
    }
}
