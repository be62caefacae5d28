//! The server's currency: what its chips are called, and how an amount of them reads.
//!
//! A server may name its chips (`/config currency`): a name ("Gold"), an emoji, and the
//! word for each plural form a language needs (`one`, `few`, `many`, `other`). An amount
//! reads `[emoji ]<amount>[ <word>]`, the word being the server's form for the number's
//! plural category in the reader's language; when the server gave no form for that
//! category, the emoji alone stands for the unit ("🪙 5", the neutral form), else the name
//! ("5 Gold"). A server that named nothing keeps Parlor's own chips, worded by the
//! catalogue (`chips`, `chips-fraction`, `board-chips`) as they always were.

use super::Locale;
use super::format::{decimal, group};
use crate::config::ServerDefaults;
use crate::t;

/// How a server's chips read. Cheap to borrow; [`Currency::parlor`] is Parlor's own.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Currency {
    /// The name alone ("Gold"), empty for none.
    name: String,
    /// One emoji, Unicode or the server's `<:name:id>`, empty for none.
    emoji: String,
    one: String,
    few: String,
    many: String,
    other: String,
}

/// Parlor's own chips, for views worded where no server's settings are at hand.
static PARLOR: Currency = Currency {
    name: String::new(),
    emoji: String::new(),
    one: String::new(),
    few: String::new(),
    many: String::new(),
    other: String::new(),
};

impl Currency {
    /// The server's currency, from its settings.
    pub fn of(settings: &ServerDefaults) -> Currency {
        let clean = |s: &str| s.trim().to_string();
        Currency {
            name: clean(&settings.currency_name),
            emoji: clean(&settings.currency_emoji),
            one: clean(&settings.currency_one),
            few: clean(&settings.currency_few),
            many: clean(&settings.currency_many),
            other: clean(&settings.currency_other),
        }
    }

    /// Parlor's own chips.
    pub fn parlor() -> &'static Currency {
        &PARLOR
    }

    /// The currency at its longest, for the tests that hold every reply to Discord's
    /// limits: a 32-character name and forms (in Polish letters, two bytes each) and a
    /// server's animated emoji with the longest name and id.
    pub fn longest() -> Currency {
        let word = "ż".repeat(crate::config::settings::CURRENCY_MAX);
        Currency {
            name: word.clone(),
            emoji: format!("<a:{}:{}>", "abcdefghijklmnopqrstuvwxyzabcdef", u64::MAX),
            one: word.clone(),
            few: word.clone(),
            many: word.clone(),
            other: word,
        }
    }

    /// Whether the server named nothing: Parlor's chips, worded by the catalogue.
    fn has_no_words(&self) -> bool {
        self.name.is_empty()
            && [&self.one, &self.few, &self.many, &self.other]
                .iter()
                .all(|form| form.is_empty())
    }

    /// The server's form for a plural category, if it gave one.
    fn form(&self, category: &str) -> Option<&str> {
        let form = match category {
            "one" => &self.one,
            "few" => &self.few,
            "many" => &self.many,
            _ => &self.other,
        };
        (!form.is_empty()).then_some(form.as_str())
    }

    /// The word after an amount of `category`: the server's form, else nothing beside the
    /// emoji, else the name.
    fn word(&self, category: &str) -> Option<&str> {
        self.form(category).or_else(|| {
            (self.emoji.is_empty() && !self.name.is_empty()).then_some(self.name.as_str())
        })
    }

    /// `digits` (already written in `locale`'s way) with the emoji before and the word
    /// after, for a number of `category`.
    fn dress(&self, digits: &str, category: &str) -> String {
        let mut out = String::new();
        if !self.emoji.is_empty() {
            out.push_str(&self.emoji);
            out.push(' ');
        }
        out.push_str(digits);
        if let Some(word) = self.word(category) {
            out.push(' ');
            out.push_str(word);
        }
        out
    }

    /// The emoji and a space before Parlor's own worded amount, when the server set one.
    fn with_emoji(&self, worded: String) -> String {
        if self.emoji.is_empty() {
            worded
        } else {
            format!("{} {worded}", self.emoji)
        }
    }

    /// "5 chips", "🪙 5 coins", "1 moneta": a whole amount in `locale`.
    pub fn amount(&self, locale: Locale, amount: i64) -> String {
        let digits = group(amount, locale.digit_group());
        self.whole(locale, amount.unsigned_abs(), digits)
    }

    /// A change to a wallet, with its sign: "+15 chips", "-5 chips", "±0 chips". Every
    /// amount won or lost that Parlor shows is net: what the wallet gained over the chips
    /// put in.
    pub fn signed(&self, locale: Locale, amount: i64) -> String {
        let digits = group(amount.abs(), locale.digit_group());
        let text = match amount {
            0 => "±0".to_string(),
            a if a > 0 => format!("+{digits}"),
            _ => format!("-{digits}"),
        };
        self.whole(locale, amount.unsigned_abs(), text)
    }

    /// `text`, a whole number of `count` written out, as an amount.
    fn whole(&self, locale: Locale, count: u64, text: String) -> String {
        if self.has_no_words() {
            return self.with_emoji(t!(locale, "chips", count = count, amount = text));
        }
        let category = t!(locale, "plural-form", count = count);
        self.dress(&text, &category)
    }

    /// An amount with decimals (an average): "0.67 chips", French "0,67 jeton" (the
    /// singular below 2), Polish "0,67 żetonu"; a server's form by Fluent's operands for the
    /// decimal number.
    pub fn fraction(&self, locale: Locale, value: f64, places: usize) -> String {
        let text = decimal(locale, value, places);
        if self.has_no_words() {
            return self.with_emoji(t!(
                locale,
                "chips-fraction",
                whole = value.abs().trunc() as i64,
                amount = text
            ));
        }
        let category = if value.is_finite() {
            let scale = 10f64.powi(places.min(15) as i32);
            let shown = (value.abs() * scale).round() / scale;
            crate::locale::i18n::text(
                locale,
                "plural-form",
                &[("count", crate::locale::i18n::Arg::Decimal(shown, places))],
            )
        } else {
            "other".to_string()
        };
        self.dress(&text, &category)
    }

    /// The currency's name alone, for titles and labels: the server's name, else Parlor's
    /// ("Chips", "Jetons", "Żetony"). No emoji: the profile card's font has none.
    pub fn name(&self, locale: Locale) -> String {
        if self.name.is_empty() {
            t!(locale, "board-chips")
        } else {
            self.name.clone()
        }
    }

    /// The server's name for its chips, if it gave one.
    pub fn named(&self) -> Option<&str> {
        (!self.name.is_empty()).then_some(self.name.as_str())
    }

    /// The currency without its emoji, for what cannot show one (the profile card).
    pub fn without_emoji(&self) -> Currency {
        Currency {
            emoji: String::new(),
            ..self.clone()
        }
    }

    /// The name with the emoji before it when the server set one, for titles Discord
    /// renders ("🪙 Gold").
    pub fn title(&self, locale: Locale) -> String {
        self.with_emoji(self.name(locale))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn currency(name: &str, emoji: &str, forms: [&str; 4]) -> Currency {
        Currency::of(&ServerDefaults {
            currency_name: name.into(),
            currency_emoji: emoji.into(),
            currency_one: forms[0].into(),
            currency_few: forms[1].into(),
            currency_many: forms[2].into(),
            currency_other: forms[3].into(),
            ..ServerDefaults::default()
        })
    }

    #[test]
    fn english_reads_one_and_other() {
        crate::testing::registry();
        let coins = currency("Coins", "", ["coin", "", "", "coins"]);
        let en = Locale::En;
        assert_eq!(coins.amount(en, 1), "1 coin");
        assert_eq!(coins.amount(en, 2), "2 coins");
        assert_eq!(coins.amount(en, 0), "0 coins");
        assert_eq!(coins.amount(en, 1500), "1,500 coins");
        assert_eq!(coins.signed(en, -1), "-1 coin");
        assert_eq!(coins.signed(en, 0), "±0 coins");
        assert_eq!(coins.signed(en, 25), "+25 coins");
        // A decimal one is not the singular in English.
        assert_eq!(coins.fraction(en, 1.0, 2), "1.00 coins");
        assert_eq!(coins.fraction(en, 0.5, 2), "0.50 coins");
        assert_eq!(coins.name(en), "Coins");
    }

    #[test]
    fn french_reads_zero_and_one_in_the_singular() {
        crate::testing::registry();
        let fr = Locale::Fr;
        let pieces = currency("Or", "", ["pièce", "", "de pièces", "pièces"]);
        assert_eq!(pieces.amount(fr, 0), "0 pièce");
        assert_eq!(pieces.amount(fr, 1), "1 pièce");
        assert_eq!(pieces.amount(fr, 2), "2 pièces");
        // CLDR's French `many` (un million de pièces) is not in the plural rules Fluent
        // reads (intl_pluralrules 7): a million is `other`, and the server's `many` form
        // is not used. When the rules gain it, this reads "de pièces".
        assert_eq!(
            pieces.amount(fr, 1_000_000),
            "1\u{202f}000\u{202f}000 pièces"
        );
        // Below 2, a decimal is singular in French.
        assert_eq!(pieces.fraction(fr, 1.5, 1), "1,5 pièce");
        assert_eq!(pieces.fraction(fr, 2.5, 1), "2,5 pièces");
        // No `other` given: the name stands in, with no emoji.
        let no_other = currency("Or", "", ["pièce", "", "", ""]);
        assert_eq!(no_other.amount(fr, 1_000_000), "1\u{202f}000\u{202f}000 Or");
        assert_eq!(no_other.amount(fr, 1), "1 pièce");
    }

    #[test]
    fn polish_reads_every_form() {
        crate::testing::registry();
        let pl = Locale::Pl;
        let coins = currency("Monety", "", ["moneta", "monety", "monet", "monety"]);
        let read = |n: i64| coins.amount(pl, n);
        assert_eq!(
            [read(1), read(2), read(5), read(12), read(22), read(1000)],
            [
                "1 moneta",
                "2 monety",
                "5 monet",
                "12 monet",
                "22 monety",
                "1\u{a0}000 monet"
            ]
        );
        // A fraction takes `other`.
        let fractions = currency("Monety", "", ["moneta", "monety", "monet", "monety-u"]);
        assert_eq!(fractions.fraction(pl, 0.5, 1), "0,5 monety-u");
        assert_eq!(fractions.signed(pl, -5), "-5 monet");
    }

    #[test]
    fn a_missing_form_leaves_the_emoji_alone_or_the_name() {
        crate::testing::registry();
        let pl = Locale::Pl;
        // Only `one` given: other numbers show the emoji alone, the neutral form.
        let gold = currency("Złoto", "🪙", ["moneta", "", "", ""]);
        assert_eq!(gold.amount(pl, 1), "🪙 1 moneta");
        assert_eq!(gold.amount(pl, 5), "🪙 5");
        assert_eq!(gold.fraction(pl, 0.5, 2), "🪙 0,50");
        // A name and an emoji, no forms: the emoji is the unit.
        let emoji_named = currency("Gold", "🪙", ["", "", "", ""]);
        assert_eq!(emoji_named.amount(Locale::En, 5), "🪙 5");
        assert_eq!(emoji_named.title(Locale::En), "🪙 Gold");
        // No emoji: the name.
        let named = currency("Gold", "", ["", "", "", ""]);
        assert_eq!(named.amount(Locale::En, 5), "5 Gold");
        assert_eq!(named.signed(Locale::En, 5), "+5 Gold");
        assert_eq!(named.name(Locale::Fr), "Gold");
        // An emoji alone: Parlor's words after it.
        let emoji = currency("", "<:gold:123>", ["", "", "", ""]);
        assert_eq!(emoji.amount(Locale::En, 1), "<:gold:123> 1 chip");
        assert_eq!(emoji.amount(Locale::Fr, 5), "<:gold:123> 5 jetons");
        assert_eq!(emoji.name(Locale::En), "Chips");
    }

    #[test]
    fn no_currency_reads_as_parlor_always_did() {
        crate::testing::registry();
        let parlor = Currency::parlor();
        assert_eq!(parlor, &Currency::of(&ServerDefaults::default()));
        let en = Locale::En;
        assert_eq!(parlor.amount(en, 1), "1 chip");
        assert_eq!(parlor.amount(en, 1500), "1,500 chips");
        assert_eq!(parlor.signed(en, 5), "+5 chips");
        assert_eq!(parlor.signed(en, -1), "-1 chip");
        assert_eq!(parlor.signed(en, 0), "±0 chips");
        assert_eq!(parlor.fraction(en, 0.667, 2), "0.67 chips");
        assert_eq!(parlor.fraction(Locale::Fr, 1.5, 2), "1,50 jeton");
        assert_eq!(parlor.fraction(Locale::Pl, 2.0, 2), "2,00 żetonu");
        let pl = |n: i64| parlor.amount(Locale::Pl, n);
        assert_eq!(
            [pl(1), pl(2), pl(5), pl(22), pl(1000)],
            [
                "1 żeton",
                "2 żetony",
                "5 żetonów",
                "22 żetony",
                "1\u{a0}000 żetonów"
            ]
        );
        let fr = |n: i64| parlor.amount(Locale::Fr, n);
        assert_eq!(
            [fr(0), fr(1), fr(2), fr(1500)],
            ["0 jeton", "1 jeton", "2 jetons", "1\u{202f}500 jetons"]
        );
        assert_eq!(parlor.name(en), "Chips");
        assert_eq!(parlor.name(Locale::Fr), "Jetons");
        assert_eq!(parlor.name(Locale::Pl), "Żetony");
        assert_eq!(parlor.title(en), "Chips");
    }
}
