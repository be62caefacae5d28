//! The catalogue of player-facing text, in Project Fluent files: the shared messages under
//! `src/view/locales/`, and each game's own beside its code (`src/games/<game>/en.ftl`).
//!
//! English (`en.ftl`) is the only catalogue so far. To add French or Polish: write
//! `locales/fr.ftl` (or `pl.ftl`) and each game's `fr.ftl` with the same message ids, add the
//! variant to [`Locale`] with its file and tag, and map Discord's code in
//! [`Locale::from_discord`]. A message the new file lacks falls back to English; Fluent's plural rules handle "1 jeton / 2 jetons"
//! and Polish's "1 żeton / 2 żetony / 5 żetonów" in the files themselves.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::OnceLock;

/// The player's language, from the interaction's locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Locale {
    #[default]
    En,
}

impl Locale {
    pub const ALL: &'static [Locale] = &[Locale::En];

    /// Maps a Discord locale code (`en-US`, `fr`, `pl`) to a catalogue, English by default.
    pub fn from_discord(_code: &str) -> Locale {
        Locale::En
    }

    /// Discord's code for the language, as its localisation maps key it.
    pub fn discord_code(self) -> &'static str {
        match self {
            Locale::En => "en-US",
        }
    }

    fn tag(self) -> &'static str {
        match self {
            Locale::En => "en-US",
        }
    }

    fn source(self) -> &'static str {
        match self {
            Locale::En => include_str!("locales/en.ftl"),
        }
    }
}

/// A value for a placeable: text as it should read, or a number (for plural selection).
#[derive(Debug, Clone)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
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

/// A whole number with its digits grouped as [`super::format::chips`] groups them; other
/// values as Fluent writes them.
fn grouped<M>(value: &FluentValue, _memoizer: &M) -> Option<String> {
    match value {
        FluentValue::Number(n)
            if n.value.fract() == 0.0
                && n.value.abs() < 1e15
                && n.options.minimum_fraction_digits.is_none() =>
        {
            Some(super::format::chips(n.value as i64))
        }
        _ => None,
    }
}

struct Catalogue {
    locale: Locale,
    bundle: FluentBundle<FluentResource>,
}

/// The sources of `locale`'s catalogue: the shared messages, then each game's own.
fn sources(locale: Locale) -> Vec<(&'static str, &'static str)> {
    let mut sources = vec![("shared", locale.source())];
    for &kind in crate::engine::GameKind::ALL {
        let text = crate::with_game!(kind, G => <G as crate::games::Hosted>::catalogue(locale));
        sources.push((kind.as_str(), text));
    }
    sources
}

/// `locale`'s bundle of every source, and what did not read or clashed (an id given twice).
fn bundle(locale: Locale) -> (FluentBundle<FluentResource>, Vec<String>) {
    let tag = locale.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Discord renders the text as it is: no bidi isolation marks around values.
    bundle.set_use_isolating(false);
    // Whole numbers read as every amount does (1,558), wherever a message shows one.
    bundle.set_formatter(Some(grouped));
    let mut problems = Vec::new();
    for (name, source) in sources(locale) {
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

fn catalogues() -> &'static [Catalogue] {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    CATALOGUES.get_or_init(|| {
        Locale::ALL
            .iter()
            .map(|&locale| {
                let (bundle, problems) = bundle(locale);
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
    }
    Some(text.into_owned())
}

/// The message `id` in `locale`, with its placeables filled from `args`. Falls back to
/// English; a message missing from English is a defect (the tests fail on it).
pub fn text(locale: Locale, id: &str, args: &[(&str, Arg)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(text) => FluentValue::from(text.to_string()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(name.to_string(), value);
    }
    let all = catalogues();
    let find = |l: Locale| all.iter().find(|c| c.locale == l);
    find(locale)
        .and_then(|c| format(c, id, &fluent_args))
        .or_else(|| find(Locale::En).and_then(|c| format(c, id, &fluent_args)))
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
                Word::Message(id) => Arg::from(text(locale, id, &[])),
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
        $crate::view::i18n::text($locale, $id, &[])
    };
    ($locale:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::view::i18n::text(
            $locale,
            $id,
            &[$((stringify!($name), $crate::view::i18n::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

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
            let (_, problems) = bundle(locale);
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
    fn plurals_and_values_are_filled_without_isolation_marks() {
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
        assert_eq!(Locale::from_discord("fr"), Locale::En);
    }
}
