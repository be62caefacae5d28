//! The catalogue of player-facing text, in Project Fluent files: the shared messages under
//! `src/locale/locales/`, and each game's own beside its code (`src/games/<game>/en.ftl`).
//!
//! English (`en.ftl`), French (`fr.ftl`) and Polish (`pl.ftl`). Every catalogue has every
//! message of the English one, with the same variables (a test checks it); Fluent's plural
//! rules handle "1 jeton / 2 jetons" and Polish's "1 żeton / 2 żetony / 5 żetonów" in the
//! files themselves. To add a language: write `locales/<code>.ftl` and each game's
//! `<code>.ftl`, add the variant to [`Locale`] with its files and tags, and list it in
//! [`Locale::ALL`]. The French and Polish catalogues name the slash commands in their
//! language's command names (docs/i18n.md).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

pub use crate::locale::Locale;

/// The language's tag for Fluent's plural rules and number formats.
fn tag(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "en-US",
        Locale::Fr => "fr-FR",
        Locale::Pl => "pl-PL",
    }
}

/// The shared messages in the language.
fn source(locale: Locale) -> &'static str {
    match locale {
        Locale::En => include_str!("locales/en.ftl"),
        Locale::Fr => include_str!("locales/fr.ftl"),
        Locale::Pl => include_str!("locales/pl.ftl"),
    }
}

/// A value for a placeable: text as it should read, or a number (for plural selection).
#[derive(Debug, Clone)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
    /// A number with `places` decimals, for plural selection by Fluent's operands (`0.50`
    /// reads as a fraction, not as a whole number).
    Decimal(f64, usize),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(i64, i32, u32, u16, u8, usize, u64);

/// A whole number with its digits grouped as `view::format::chips` groups them; other
/// values as Fluent writes them.
fn grouped<M, const SEPARATOR: char>(value: &FluentValue, _memoizer: &M) -> Option<String> {
    match value {
        FluentValue::Number(n)
            if n.value.fract() == 0.0
                && n.value.abs() < 1e15
                && n.options.minimum_fraction_digits.is_none() =>
        {
            Some(super::numbers::group(
                n.value as i64,
                SEPARATOR.encode_utf8(&mut [0; 4]),
            ))
        }
        _ => None,
    }
}

struct Catalogue {
    locale: Locale,
    bundle: FluentBundle<FluentResource>,
}

/// A game's catalogue: its kind's name and its text in each language.
pub type GameCatalogue = (&'static str, fn(Locale) -> &'static str);

/// The games' catalogues, installed once by the registry as the app starts
/// (`games::Registry::new`), before any message is worded.
static GAMES: OnceLock<Vec<GameCatalogue>> = OnceLock::new();

/// Installs the games' catalogues beside the shared messages. The first call counts; every
/// registry installs the same games.
pub fn install(games: Vec<GameCatalogue>) {
    let _ = GAMES.set(games);
}

/// The sources of `locale`'s catalogue: the shared messages, then each game's own.
fn sources(locale: Locale, games: &[GameCatalogue]) -> Vec<(&'static str, &'static str)> {
    let mut sources = vec![("shared", source(locale))];
    sources.extend(games.iter().map(|(name, text)| (*name, text(locale))));
    sources
}

/// `locale`'s bundle of every source, and what did not read or clashed (an id given twice).
fn bundle(locale: Locale, games: &[GameCatalogue]) -> (FluentBundle<FluentResource>, Vec<String>) {
    let tag = tag(locale).parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Discord renders the text as it is: no bidi isolation marks around values.
    bundle.set_use_isolating(false);
    // Whole numbers read as every amount does (1,558), wherever a message shows one.
    bundle.set_formatter(Some(match locale {
        Locale::En => grouped::<_, ','>,
        Locale::Fr => grouped::<_, '\u{202F}'>,
        Locale::Pl => grouped::<_, '\u{00A0}'>,
    }));
    let mut problems = Vec::new();
    for (name, source) in sources(locale, games) {
        let resource =
            FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, errors)| {
                problems.push(format!("{locale:?} {name}: {errors:?}"));
                partial
            });
        if let Err(errors) = bundle.add_resource(resource) {
            problems.push(format!("{locale:?} {name}: {errors:?}"));
        }
    }
    (bundle, problems)
}

/// Every language's catalogue, read from the sources once the registry installed the games'
/// (a message worded before that is a bug of the start-up, said as such in every build).
fn catalogues() -> &'static [Catalogue] {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    let games = GAMES.get().expect(
        "a message worded before the games' catalogues were installed (games::Registry::new, as the app starts)",
    );
    CATALOGUES.get_or_init(|| {
        Locale::ALL
            .iter()
            .map(|&locale| {
                let (bundle, problems) = bundle(locale, games);
                for problem in problems {
                    tracing::error!("catalogue {problem}");
                }
                Catalogue { locale, bundle }
            })
            .collect()
    })
}

fn format(catalogue: &Catalogue, id: &str, args: &FluentArgs) -> Option<String> {
    let message = catalogue.bundle.get_message(id)?;
    let pattern = message.value()?;
    let mut errors = Vec::new();
    let text = catalogue
        .bundle
        .format_pattern(pattern, Some(args), &mut errors);
    if !errors.is_empty() {
        tracing::warn!("message {id}: {errors:?}");
        miss(format!("{:?} {id}: {errors:?}", catalogue.locale));
    }
    Some(text.into_owned())
}

/// The messages that fell back to English or did not fill, since the last [`misses`]: none
/// ever should (the catalogue tests check each message; the sessions in every language
/// check what was shown).
static MISSES: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

fn miss(what: String) {
    if let Ok(mut misses) = MISSES.lock()
        && misses.len() < 100
    {
        misses.push(what);
    }
}

/// Takes the messages that fell back to English or did not fill since the last call.
pub fn misses() -> Vec<String> {
    MISSES
        .lock()
        .map(|mut misses| std::mem::take(&mut *misses))
        .unwrap_or_default()
}

/// The message `id` in `locale`, with its placeables filled from `args`. Falls back to
/// English; a message missing from English is a defect (the tests fail on it).
pub fn text(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(text) => FluentValue::from(text.to_string()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Decimal(value, places) => {
                FluentValue::Number(fluent_bundle::types::FluentNumber::new(
                    *value,
                    fluent_bundle::types::FluentNumberOptions {
                        minimum_fraction_digits: Some(*places),
                        maximum_fraction_digits: Some(*places),
                        ..Default::default()
                    },
                ))
            }
        };
        fluent_args.set(name.to_string(), value);
    }
    let all = catalogues();
    let find = |l: Locale| all.iter().find(|c| c.locale == l);
    find(locale)
        .and_then(|c| format(c, id, &fluent_args))
        .or_else(|| {
            if locale != Locale::En {
                tracing::warn!("no message `{id}` in {locale:?}: English shown");
                miss(format!("{locale:?} {id}: not in the catalogue"));
            }
            find(Locale::En).and_then(|c| format(c, id, &fluent_args))
        })
        .unwrap_or_else(|| {
            debug_assert!(false, "no message `{id}` in the English catalogue");
            id.to_string()
        })
}

/// The message `id` in `locale`'s own catalogue, without placeables; None where that
/// catalogue lacks it (no English in its place: for Discord's localisation maps).
pub fn lookup(locale: Locale, id: &str) -> Option<String> {
    let all = catalogues();
    let catalogue = all.iter().find(|c| c.locale == locale)?;
    format(catalogue, id, &FluentArgs::new())
}

/// A refusal a game worded for the catalogue (see [`crate::engine::refusal`]).
pub fn worded(locale: Locale, wording: &crate::engine::refusal::Wording) -> String {
    use crate::engine::refusal::Word;
    let args: Vec<(&str, Arg)> = wording
        .args
        .iter()
        .map(|(name, word)| {
            let value = match word {
                Word::Text(text) => Arg::from(text.as_str()),
                Word::Number(n) => Arg::Number(*n),
                Word::Decimal { scaled, places } => Arg::from(super::numbers::decimal(
                    locale,
                    *scaled as f64 / 10f64.powi(i32::from(*places)),
                    usize::from(*places),
                )),
                Word::Message(id) => Arg::from(text(locale, id, &[])),
                Word::Worded(inner) => Arg::from(worded(locale, inner)),
            };
            (*name, value)
        })
        .collect();
    text(locale, wording.id, &args)
}

/// `t!(locale, "message-id")` or `t!(locale, "message-id", name = value, ...)`.
#[macro_export]
macro_rules! t {
    ($locale:expr, $id:literal) => {
        $crate::locale::i18n::text($locale, $id, &[])
    };
    ($locale:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::locale::i18n::text(
            $locale,
            $id,
            &[$((stringify!($name), $crate::locale::i18n::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games() -> &'static [GameCatalogue] {
        crate::testing::registry();
        GAMES.get().map(Vec::as_slice).unwrap_or_default()
    }
    use std::collections::{BTreeMap, BTreeSet};

    /// Every id the code asks for with `t!(…, "id")`, and every id the games' refusals are
    /// worded with (`Wording::new("id")`, in the rules crate).
    fn ids_in_code() -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        let mut dirs = vec![
            std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
            std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/crates/rules/src")),
        ];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs")
                    && !path.ends_with("i18n.rs")
                    && !path.ends_with("rules/src/refusal.rs")
                {
                    let source = std::fs::read_to_string(&path).unwrap();
                    let calls = source
                        .match_indices("t!(")
                        .chain(source.match_indices("Wording::new("));
                    for (i, _) in calls {
                        // `t!(`, not `format!(` or `assert!(`.
                        let before = source[..i].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        let rest = &source[i..];
                        let Some(open) = rest.find('"') else { continue };
                        if rest[..open].contains(')') || rest[..open].contains(';') {
                            continue;
                        }
                        let rest = &rest[open + 1..];
                        if let Some(close) = rest.find('"') {
                            ids.insert(rest[..close].to_string());
                        }
                    }
                }
            }
        }
        ids
    }

    #[test]
    fn every_catalogue_parses_and_english_has_every_message_the_code_uses() {
        for &locale in Locale::ALL {
            let (_, problems) = bundle(locale, games());
            assert!(problems.is_empty(), "{problems:?}");
        }
        let english = catalogues()
            .iter()
            .find(|c| c.locale == Locale::En)
            .unwrap();
        let ids = ids_in_code();
        assert!(ids.len() > 50, "the scan found the messages: {}", ids.len());
        let missing: Vec<&String> = ids
            .iter()
            .filter(|id| !english.bundle.has_message(id))
            .collect();
        assert!(missing.is_empty(), "missing from en.ftl: {missing:?}");
    }

    #[test]
    fn discord_locales_map_to_the_languages_parlor_speaks() {
        for (code, locale) in [
            ("en-US", Locale::En),
            ("en-GB", Locale::En),
            ("fr", Locale::Fr),
            ("pl", Locale::Pl),
            ("de", Locale::En),
            ("pt-BR", Locale::En),
            ("es-419", Locale::En),
            ("", Locale::En),
        ] {
            assert_eq!(Locale::from_discord(code), locale, "{code}");
        }
        for &locale in Locale::ALL {
            assert_eq!(Locale::parse(locale.code()), Some(locale));
            assert_eq!(Locale::from_discord(locale.discord_code()), locale);
        }
        assert_eq!(Locale::parse("xx"), None);
    }

    #[test]
    fn plurals_and_values_are_filled_without_isolation_marks() {
        crate::testing::registry();
        assert_eq!(
            text(
                Locale::En,
                "chips",
                &[("count", Arg::Number(1)), ("amount", "1".into())]
            ),
            "1 chip"
        );
        assert_eq!(
            text(
                Locale::En,
                "chips",
                &[("count", Arg::Number(1200)), ("amount", "1,200".into())]
            ),
            "1,200 chips"
        );
    }

    /// Each catalogue's messages and the variables each uses, by id.
    fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
        let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut current: Option<String> = None;
        for line in source.lines() {
            let starts_message = line
                .split_once('=')
                .map(|(id, _)| id.trim_end())
                .filter(|id| {
                    !id.is_empty()
                        && !line.starts_with([' ', '#'])
                        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                });
            if let Some(id) = starts_message {
                current = Some(id.to_string());
                out.entry(id.to_string()).or_default();
            } else if line.starts_with('#') {
                continue;
            }
            let Some(id) = &current else { continue };
            let vars = out.entry(id.clone()).or_default();
            for (i, _) in line.match_indices('$') {
                let name: String = line[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                vars.insert(name);
            }
        }
        out
    }

    #[test]
    fn every_catalogue_has_every_message_with_the_same_variables() {
        let english = sources(Locale::En, games());
        let total: usize = english.iter().map(|(_, en)| messages(en).len()).sum();
        assert!(total > 500, "the parse found the messages: {total}");
        for &locale in Locale::ALL.iter().filter(|&&l| l != Locale::En) {
            for ((name, en), (_, other)) in english.iter().zip(sources(locale, games())) {
                let (en, other) = (messages(en), messages(other));
                let missing: Vec<&String> =
                    en.keys().filter(|id| !other.contains_key(*id)).collect();
                // Command and option names (`name-…`) are the other languages' alone:
                // English names are the canonical ones.
                let extra: Vec<&String> = other
                    .keys()
                    .filter(|id| !en.contains_key(*id) && !id.starts_with("name-"))
                    .collect();
                assert!(
                    missing.is_empty() && extra.is_empty(),
                    "{locale:?} {name}: missing {missing:?}, extra {extra:?}"
                );
                for (id, vars) in &en {
                    assert_eq!(&other[id], vars, "{locale:?} {name}: {id}'s variables");
                }
            }
        }
    }

    /// Every message that chooses a form by a number reads in Polish for 1, 2, 5 and 22 (the
    /// one, few, many and few-again forms), and in French for 0, 1 and 2, with no error.
    #[test]
    fn plural_messages_read_for_every_form() {
        for (locale, numbers) in [
            (Locale::Pl, &[1, 2, 5, 22][..]),
            (Locale::Fr, &[0, 1, 2][..]),
        ] {
            let (bundle, problems) = bundle(locale, games());
            assert!(problems.is_empty(), "{problems:?}");
            let mut exercised = 0;
            for (_, source) in sources(Locale::En, games()) {
                for (id, vars) in messages(source) {
                    let selects: Vec<&String> = vars
                        .iter()
                        .filter(|v| source.contains(&format!("${v} ->")))
                        .collect();
                    if selects.is_empty() {
                        continue;
                    }
                    let pattern = bundle.get_message(&id).and_then(|m| m.value());
                    let pattern = pattern.unwrap_or_else(|| panic!("{locale:?}: no {id}"));
                    for &n in numbers {
                        let mut args = FluentArgs::new();
                        for v in &vars {
                            args.set(v.clone(), FluentValue::from(n));
                        }
                        let mut errors = Vec::new();
                        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                        assert!(errors.is_empty(), "{locale:?} {id} at {n}: {errors:?}");
                        assert!(!text.contains('{'), "{locale:?} {id} at {n}: {text}");
                    }
                    exercised += 1;
                }
            }
            assert!(exercised > 10, "{locale:?}: {exercised} plural messages");
        }
        let chips = |n: i64| crate::view::currency::Currency::parlor().amount(Locale::Pl, n);
        assert_eq!(
            [chips(1), chips(2), chips(5), chips(22), chips(1000)],
            [
                "1 żeton",
                "2 żetony",
                "5 żetonów",
                "22 żetony",
                "1\u{a0}000 żetonów"
            ]
        );
        let jetons = |n: i64| crate::view::currency::Currency::parlor().amount(Locale::Fr, n);
        assert_eq!(
            [jetons(0), jetons(1), jetons(2), jetons(1500)],
            ["0 jeton", "1 jeton", "2 jetons", "1\u{202f}500 jetons"]
        );
    }

    /// One of something reads in the singular in English too: one deck, one analysed draw.
    #[test]
    fn one_reads_in_the_singular() {
        crate::testing::registry();
        let shoe = crate::t!(Locale::En, "bj-config-edge-value", edge = "0.5", decks = 1);
        assert!(shoe.ends_with("a shoe of 1 deck"), "{shoe}");
        let stats = crate::t!(
            Locale::En,
            "vp-stats",
            played = 1,
            wins = 0,
            wagered = "1",
            paid = "0",
            net = "-1",
            best = "–",
            accuracy = "100 %",
            decisions = 1,
            lost = "0.00"
        );
        assert!(stats.contains("of 1 analysed draw ·"), "{stats}");
        // A net of one chip is not "+1 chips": the unit is in the label.
        assert!(stats.contains("Net in chips: -1\n"), "{stats}");
        let decks = crate::t!(Locale::En, "bj-config-decks", value = 1);
        assert_eq!(decks, "1 deck");
        // One held card agrees in French and Polish.
        for (locale, one, many) in [
            (Locale::Fr, "Gardée\u{a0}:", "Gardées\u{a0}:"),
            (Locale::Pl, "Zatrzymana:", "Zatrzymane:"),
        ] {
            let held = |kept: usize| {
                crate::t!(
                    locale,
                    "vp-held",
                    cards = "A♠",
                    kept = kept,
                    replaced = 5 - kept
                )
            };
            assert!(held(1).starts_with(one), "{}", held(1));
            assert!(held(2).starts_with(many), "{}", held(2));
        }
    }
}
