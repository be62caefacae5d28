//! Reading one line of the terminal table. Slash commands become the same
//! [`CommandInput`] the Discord front ends build, and the one parser (`app::commands`) reads
//! them, so the terminal understands exactly the commands `parlor register` defines.

use crate::app::commands::{self, CommandInput, InputOption, InputValue};
use crate::app::{Command, UserRef};
use crate::t;
use crate::view::commands::{self as defs, OptionDef, OptionKind};
use crate::view::{Locale, Refusal};

#[derive(Debug, Clone)]
pub enum Line {
    Empty,
    Quit,
    Help,
    /// Act as a member, in their language if given (`as bob fr`).
    As(String, Option<Locale>),
    /// Act in another place from here on (`in #casino`).
    In(Place),
    Wait(i64),
    Expire,
    Command(Command),
    Click {
        target: Target,
        values: Vec<String>,
    },
    /// Fills in and sends the open form: each field's value by the field's name.
    Submit(Vec<(String, String)>),
}

/// What a `click` or `select` names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// The exact custom_id (scripts).
    CustomId(String),
    /// The n-th button of the latest message with buttons, from 1.
    Number(usize),
    /// A button by its label or action (`deal`, `bet +`, `held`), or, for `select`, the
    /// option to choose in the latest message's menu.
    Label(String),
}

/// Where the table acts (`in #casino`, `in dm`, `in group friends`, `in server guest`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A channel of the server, which hosts Parlor, by its name, lowercase, without the `#`
    /// (`table` is the table's own).
    Channel(String),
    /// The acting member's DM with Parlor (each member has their own).
    Dm,
    /// A group DM, by its name, lowercase.
    Group(String),
    /// A server that has not added Parlor (only its members did), by its name, lowercase:
    /// its `#general`.
    Guest(String),
}

impl Place {
    /// The channel's id, for the acting member `member`: the same in every session.
    pub fn channel_id(&self, member: u64) -> u64 {
        match self {
            Place::Channel(name) => super::input::channel_id(name),
            Place::Dm => super::input::member_id(&format!("dm:{member}")),
            Place::Group(name) => super::input::member_id(&format!("group:{name}")),
            Place::Guest(name) => super::input::member_id(&format!("server:{name}:general")),
        }
    }

    /// The server's id, for a server that has not added Parlor.
    pub fn guest_id(name: &str) -> u64 {
        super::input::member_id(&format!("server:{name}"))
    }
}

/// The longest channel name, as Discord takes it.
pub const LONGEST_CHANNEL: usize = 100;

/// The longest `wait`: a year and a day. Longer waits would only break the clock.
pub const LONGEST_WAIT_SECONDS: i64 = 366 * 86_400;
/// The longest member name the terminal takes.
pub const LONGEST_NAME: usize = 32;

/// Why a line was not taken. Each is worded by the catalogue (`play-…` messages), in the
/// acting member's language ([`ParseError::message`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("{}", self.message(Locale::En))]
    UnknownCommand(String),
    /// The option, what it expects (a message id), and what was typed.
    #[error("{}", self.message(Locale::En))]
    BadValue(String, &'static str, String),
    #[error("{}", self.message(Locale::En))]
    NotAnOption(String),
    /// How a line is written: a message id.
    #[error("{}", self.message(Locale::En))]
    Usage(&'static str),
    /// The name, and why it is not one (a message id).
    #[error("{}", self.message(Locale::En))]
    BadName(String, &'static str),
    #[error("{}", self.message(Locale::En))]
    WaitTooLong,
    #[error("{}", self.message(Locale::En))]
    BadLocale(String),
    /// What followed `in`, which is no place the table can act in.
    #[error("{}", self.message(Locale::En))]
    BadPlace(String),
    /// The command parser's refusal, worded as on Discord.
    #[error("{}", self.message(Locale::En))]
    Command(Refusal),
}

impl ParseError {
    /// The problem in `locale`'s words.
    pub fn message(&self, locale: Locale) -> String {
        use crate::locale::i18n::text;
        match self {
            ParseError::UnknownCommand(name) => t!(locale, "play-unknown-command", name = name),
            ParseError::BadValue(option, expects, value) => t!(
                locale,
                "play-bad-value",
                option = option,
                expects = text(locale, expects, &[]),
                value = value
            ),
            ParseError::NotAnOption(word) => t!(locale, "play-not-an-option", word = word),
            ParseError::Usage(id) => text(locale, id, &[]),
            ParseError::BadName(name, why) => t!(
                locale,
                "play-bad-name",
                name = name,
                why = text(locale, why, &[])
            ),
            ParseError::WaitTooLong => t!(locale, "play-wait-too-long"),
            ParseError::BadLocale(code) => t!(locale, "play-bad-locale", code = code),
            ParseError::BadPlace(place) => t!(
                locale,
                "play-bad-place",
                place = place,
                usage = text(locale, "play-usage-in", &[])
            ),
            ParseError::Command(refusal) => refusal.message(locale),
        }
    }
}

/// Parses a line. `user_id` names members (`@bob`); `bot` is the name that is a bot.
pub fn parse_line(
    line: &str,
    user_id: &mut dyn FnMut(&str) -> u64,
    bot: &str,
) -> Result<Line, ParseError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    let mut words = line.split_whitespace();
    let first = words.next().unwrap_or_default();
    let rest: Vec<&str> = words.collect();
    match first {
        "quit" | "exit" => Ok(Line::Quit),
        "help" | "?" => Ok(Line::Help),
        "expire" => Ok(Line::Expire),
        "as" => match rest.as_slice() {
            [name] => member_name(name, bot).map(|name| Line::As(name, None)),
            [name, code] => {
                let locale =
                    Locale::parse(code).ok_or_else(|| ParseError::BadLocale(code.to_string()))?;
                member_name(name, bot).map(|name| Line::As(name, Some(locale)))
            }
            _ => Err(ParseError::Usage("play-usage-as")),
        },
        "in" => match rest.as_slice() {
            ["dm"] => Ok(Line::In(Place::Dm)),
            ["group", name] => place_name(name).map(|name| Line::In(Place::Group(name))),
            ["server", name] => place_name(name).map(|name| Line::In(Place::Guest(name))),
            [place] => self::place(place).map(Line::In),
            _ => Err(ParseError::Usage("play-usage-in")),
        },
        "wait" => match rest.as_slice() {
            [amount] => parse_duration(amount).map(Line::Wait),
            _ => Err(ParseError::Usage("play-usage-wait")),
        },
        "click" => match rest.as_slice() {
            [] => Err(ParseError::Usage("play-usage-click")),
            words => Ok(Line::Click {
                target: target(&words.join(" ")),
                values: vec![],
            }),
        },
        "select" => match rest.as_slice() {
            [id, values @ ..] if is_custom_id(id) && !values.is_empty() => Ok(Line::Click {
                target: Target::CustomId(id.to_string()),
                values: values.iter().map(|v| v.to_string()).collect(),
            }),
            [id] if is_custom_id(id) => Err(ParseError::Usage("play-usage-select")),
            [] => Err(ParseError::Usage("play-usage-select")),
            words => Ok(Line::Click {
                target: Target::Label(String::new()),
                values: vec![words.join(" ")],
            }),
        },
        "submit" => submitted(&rest).map(Line::Submit),
        slash if slash.starts_with('/') => {
            let input = command_input(slash, &rest, user_id, bot)?;
            commands::parse(&input)
                .map(Line::Command)
                .map_err(ParseError::Command)
        }
        other => Err(ParseError::UnknownCommand(other.to_string())),
    }
}

/// `submit bet:3 note:two words`: each field's value by its name; a word without a colon
/// goes on the value before it.
fn submitted(words: &[&str]) -> Result<Vec<(String, String)>, ParseError> {
    let mut fields: Vec<(String, String)> = Vec::new();
    for word in words {
        match (word.split_once(':'), fields.last_mut()) {
            (Some((field, value)), _) if !field.is_empty() => {
                fields.push((field.to_string(), value.to_string()));
            }
            (None, Some((_, value))) => {
                value.push(' ');
                value.push_str(word);
            }
            _ => return Err(ParseError::Usage("play-usage-submit")),
        }
    }
    if fields.is_empty() {
        return Err(ParseError::Usage("play-usage-submit"));
    }
    Ok(fields)
}

/// Whether `text` is written as a custom_id (`p2:poker:7:2:deal`, or the first grammar's
/// `p1:7:2:deal`), rather than a button's number or label.
fn is_custom_id(text: &str) -> bool {
    (text.starts_with("p1:") || text.starts_with("p2:")) && !text.contains(' ')
}

/// `click 3`, `click deal`, `click p2:<kind>:7:2:deal`, `click p1:7:2:deal`.
fn target(text: &str) -> Target {
    if is_custom_id(text) {
        Target::CustomId(text.to_string())
    } else if let Some(n) = text.parse::<usize>().ok().filter(|n| *n > 0) {
        Target::Number(n)
    } else {
        Target::Label(text.to_string())
    }
}

/// A member's name as typed after `as` or `@`: letters, digits, `_`, `-` and `.`, not the
/// bot's. Lowercase, as Discord's usernames are.
pub fn member_name(text: &str, bot: &str) -> Result<String, ParseError> {
    let name = text.trim_start_matches('@').to_lowercase();
    let bad = |why| Err(ParseError::BadName(text.to_string(), why));
    if name.is_empty() {
        return bad("play-name-empty");
    }
    if name.chars().count() > LONGEST_NAME {
        return bad("play-name-too-long");
    }
    if !name
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
    {
        return bad("play-name-characters");
    }
    if name == bot {
        return bad("play-name-bot");
    }
    Ok(name)
}

/// The name of a group DM or a server after `in group` or `in server`: as a channel's.
fn place_name(text: &str) -> Result<String, ParseError> {
    match place(&format!("#{text}")) {
        Ok(Place::Channel(name)) if !text.starts_with('#') => Ok(name),
        _ => Err(ParseError::BadPlace(text.to_string())),
    }
}

/// The place after `in`: `#name`, a channel (letters, digits, `-` and `_`, as Discord
/// writes channel names), lowercase.
fn place(text: &str) -> Result<Place, ParseError> {
    let name = text
        .strip_prefix('#')
        .filter(|name| {
            !name.is_empty()
                && name.chars().count() <= LONGEST_CHANNEL
                && name
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        })
        .ok_or_else(|| ParseError::BadPlace(text.to_string()))?;
    Ok(Place::Channel(name.to_lowercase()))
}

/// `20m`, `3h`, `1d`, `45` (seconds): at most [`LONGEST_WAIT_SECONDS`].
fn parse_duration(text: &str) -> Result<i64, ParseError> {
    let usage = ParseError::Usage("play-usage-wait");
    let (number, unit) = match text.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => text.split_at(i),
        None => (text, "s"),
    };
    let scale: u128 = match unit {
        "s" => 1,
        "m" | "min" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return Err(usage),
    };
    if number.is_empty() {
        return Err(usage);
    }
    // Digits only: a number too long for u128 is too long a wait.
    let n: u128 = number.parse().map_err(|_| ParseError::WaitTooLong)?;
    match n.checked_mul(scale) {
        Some(seconds) if seconds <= LONGEST_WAIT_SECONDS as u128 => Ok(seconds as i64),
        _ => Err(ParseError::WaitTooLong),
    }
}

/// `/give user:@bob amount:5` as the interaction data Discord would send: each value typed
/// by the command's definition.
pub fn command_input(
    slash: &str,
    words: &[&str],
    user_id: &mut dyn FnMut(&str) -> u64,
    bot: &str,
) -> Result<CommandInput, ParseError> {
    // A name in any language Parlor speaks (`/poker vidéo mise:5`) goes through by its
    // canonical one, as Discord delivers a localised command.
    let typed = slash.trim_start_matches('/');
    let def =
        defs::find_typed(typed).ok_or_else(|| ParseError::UnknownCommand(slash.to_string()))?;
    let name = def.name;
    if def.subcommands.is_empty() {
        return Ok(CommandInput {
            name: name.to_string(),
            options: options(&[(name.to_string(), def.options)], words, user_id, bot)?,
        });
    }
    let Some((sub_name, rest)) = words.split_first() else {
        // No subcommand: the parser names what is missing (`/config` alone shows).
        return Ok(CommandInput {
            name: name.to_string(),
            options: Vec::new(),
        });
    };
    // The flat form of a command of settings, `/config starting_chips:500 log_posts:off`:
    // each option is found in whichever subcommand has it (their names are unique), and
    // they go as the command's own, for its parser to take as a shorthand. A game's start
    // command always names its subcommand.
    let settings = def.subcommands.iter().all(|sub| sub.game.is_none());
    if settings && sub_name.contains(':') && def.subcommand_typed(sub_name).is_none() {
        let scopes: Vec<(String, &[OptionDef])> = def
            .subcommands
            .iter()
            .map(|sub| (format!("{name}-{}", sub.name), sub.options))
            .collect();
        return Ok(CommandInput {
            name: name.to_string(),
            options: options(&scopes, words, user_id, bot)?,
        });
    }
    let sub = def
        .subcommand_typed(sub_name)
        .ok_or_else(|| ParseError::UnknownCommand(format!("{slash} {sub_name}")))?;
    let path = format!("{name}-{}", sub.name);
    Ok(CommandInput {
        name: name.to_string(),
        options: vec![InputOption::new(
            sub.name,
            InputValue::Sub(options(&[(path, sub.options)], rest, user_id, bot)?),
        )],
    })
}

/// The options typed, each typed by its definition in the first of `scopes` that has it:
/// the options of a command or subcommand, with its path (`poker-video`).
fn options(
    scopes: &[(String, &[OptionDef])],
    words: &[&str],
    user_id: &mut dyn FnMut(&str) -> u64,
    bot: &str,
) -> Result<Vec<InputOption>, ParseError> {
    let mut out = Vec::new();
    for word in words {
        let (name, value) = word
            .split_once(':')
            .ok_or_else(|| ParseError::NotAnOption(word.to_string()))?;
        // An option the command lacks goes through as text: the parser names it.
        let (path, def) = scopes
            .iter()
            .find_map(|(path, defs)| {
                defs::option_typed(defs, path, name).map(|def| (path.as_str(), Some(def)))
            })
            .unwrap_or(("", None));
        // Problems name the option as typed; the command gets its canonical name.
        let typed = name;
        let name = def.map_or(name, |d| d.name);
        let kind = def.map_or(
            OptionKind::Text {
                autocomplete: false,
                max: None,
            },
            |d| d.kind,
        );
        let value = match kind {
            OptionKind::Integer { .. } => InputValue::Integer(value.parse().map_err(|_| {
                ParseError::BadValue(typed.into(), "play-expects-number", value.into())
            })?),
            OptionKind::User => {
                let who = value
                    .strip_prefix('@')
                    .filter(|w| !w.is_empty())
                    .ok_or_else(|| {
                        ParseError::BadValue(typed.into(), "play-expects-member", value.into())
                    })?;
                // The bot can be named (and is then refused as a bot), not acted as.
                let is_bot = who.eq_ignore_ascii_case(bot);
                let who = if is_bot {
                    bot.to_string()
                } else {
                    member_name(who, bot)?
                };
                InputValue::User(UserRef {
                    id: user_id(&who),
                    name: who,
                    bot: is_bot,
                })
            }
            // `#log`, or Discord's mention of a channel (`<#123>`), or `none`.
            OptionKind::Channel => {
                let id = if value.eq_ignore_ascii_case("none") {
                    Some(0)
                } else if let Some(id) = value.strip_prefix("<#").and_then(|v| v.strip_suffix('>'))
                {
                    id.parse().ok()
                } else {
                    value
                        .strip_prefix('#')
                        .filter(|name| !name.is_empty() && !name.contains(['<', '>', '@']))
                        .map(super::input::channel_id)
                };
                InputValue::Channel(id.ok_or_else(|| {
                    ParseError::BadValue(typed.into(), "play-expects-channel", value.into())
                })?)
            }
            // A choice by its shown name in any language (`niveau:amateur`) is its value.
            OptionKind::Choice(words) => InputValue::Text(
                defs::choice_typed(words, path, name, value)
                    .unwrap_or(value)
                    .to_string(),
            ),
            OptionKind::Text { .. } | OptionKind::Board => InputValue::Text(value.to_string()),
        };
        out.push(InputOption::new(name, value));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Line, ParseError> {
        let mut ids = std::collections::HashMap::new();
        let mut user_id = |name: &str| {
            let next = 100 + ids.len() as u64;
            *ids.entry(name.to_string()).or_insert(next)
        };
        parse_line(line, &mut user_id, "parlor")
    }

    #[test]
    fn submit_names_each_field_and_keeps_words_with_the_value_before() {
        assert!(matches!(
            parse("submit bet:3"),
            Ok(Line::Submit(fields)) if fields == [("bet".to_string(), "3".to_string())]
        ));
        assert!(matches!(
            parse("submit amount:12 note:all in"),
            Ok(Line::Submit(fields)) if fields == [
                ("amount".to_string(), "12".to_string()),
                ("note".to_string(), "all in".to_string()),
            ]
        ));
        for bad in ["submit", "submit three", "submit :3"] {
            assert!(
                matches!(parse(bad), Err(ParseError::Usage("play-usage-submit"))),
                "{bad}"
            );
        }
    }

    #[test]
    fn in_names_a_place_and_nothing_else() {
        assert_eq!(
            parse("in #Casino").ok().map(|l| format!("{l:?}")),
            Some(format!("{:?}", Line::In(Place::Channel("casino".into()))))
        );
        assert!(matches!(
            parse("in #table"),
            Ok(Line::In(place)) if place.channel_id(0) == super::super::CHANNEL
        ));
        assert!(matches!(
            parse("in #high-rollers_2"),
            Ok(Line::In(place)) if place.channel_id(0) == super::super::input::channel_id("high-rollers_2")
        ));
        // Outside the server: the member's own DM, a group DM, a server that has not added
        // Parlor, each named as a channel is.
        assert!(matches!(parse("in dm"), Ok(Line::In(Place::Dm))));
        assert!(matches!(
            parse("in group Friends"),
            Ok(Line::In(Place::Group(name))) if name == "friends"
        ));
        assert!(matches!(
            parse("in server guest-2"),
            Ok(Line::In(Place::Guest(name))) if name == "guest-2"
        ));
        // Each member has a DM of their own; a group DM and a server are the same for all.
        assert_ne!(Place::Dm.channel_id(1), Place::Dm.channel_id(2));
        for place in [Place::Group("friends".into()), Place::Guest("guest".into())] {
            assert_eq!(place.channel_id(1), place.channel_id(2), "{place:?}");
        }
        let ids = [
            Place::Dm.channel_id(1),
            Place::Group("friends".into()).channel_id(1),
            Place::Guest("friends".into()).channel_id(1),
            Place::Channel("friends".into()).channel_id(1),
            Place::guest_id("friends"),
        ];
        let distinct: std::collections::BTreeSet<u64> = ids.into_iter().collect();
        assert_eq!(distinct.len(), ids.len(), "{ids:?}");
        for bad in [
            "in nowhere",
            "in #",
            "in @bob",
            "in #a!b",
            "in <#12>",
            "in group",
            "in server",
            "in group #friends",
            "in server a!b",
        ] {
            let word = bad.rsplit(' ').next().unwrap_or_default();
            assert_eq!(
                parse(bad).err(),
                Some(ParseError::BadPlace(word.into())),
                "{bad}"
            );
        }
        assert_eq!(
            parse(&format!("in #{}", "x".repeat(101)))
                .err()
                .map(|e| matches!(e, ParseError::BadPlace(_))),
            Some(true)
        );
        assert!(matches!(
            parse(&format!("in #{}", "x".repeat(100))),
            Ok(Line::In(_))
        ));
        for bad in ["in", "in #casino #table", "in dm now", "in group a b"] {
            assert_eq!(
                parse(bad).err(),
                Some(ParseError::Usage("play-usage-in")),
                "{bad}"
            );
        }
        // The refusal says how `in` is written, in each language.
        crate::testing::registry();
        let refused = ParseError::BadPlace("nowhere".into());
        assert_eq!(
            refused.message(Locale::En),
            "`nowhere` is not a place to act in; usage: in #<channel>, in dm, in group <name> \
             or in server <name>, such as in #casino (in #table goes back)"
        );
        assert!(
            refused
                .message(Locale::Fr)
                .contains("usage\u{a0}: in #<salon>, in dm, in group <nom>")
        );
        assert!(
            refused
                .message(Locale::Pl)
                .contains("użycie: in #<kanał>, in dm, in group <nazwa>")
        );
    }

    /// `/config` as the terminal takes it: flat, each option found in its group, or by its
    /// group as Discord sends it; each value typed by its option.
    #[test]
    fn config_is_taken_flat_or_by_group() {
        crate::testing::registry();
        let input = |line: &str| {
            let mut words = line.split_whitespace();
            let slash = words.next().unwrap_or_default();
            let rest: Vec<&str> = words.collect();
            command_input(slash, &rest, &mut |_| 7, "parlor")
        };
        let flat = input("/config starting_chips:500 log_posts:off").expect("flat");
        assert_eq!(
            flat.options,
            vec![
                InputOption::new("starting_chips", InputValue::Integer(500)),
                InputOption::new("log_posts", InputValue::Text("off".into())),
            ]
        );
        let grouped = input("/config economy starting_chips:500").expect("grouped");
        assert_eq!(
            grouped.options,
            vec![InputOption::new(
                "economy",
                InputValue::Sub(vec![InputOption::new(
                    "starting_chips",
                    InputValue::Integer(500)
                )])
            )]
        );
        let casino = super::super::input::channel_id("casino");
        for line in ["/config channels allow:#casino", "/config allow:#casino"] {
            let typed = input(line).expect(line);
            let allow = InputOption::new("allow", InputValue::Channel(casino));
            let options = match typed.options.as_slice() {
                [
                    InputOption {
                        value: InputValue::Sub(inner),
                        ..
                    },
                ] => inner.clone(),
                flat => flat.to_vec(),
            };
            assert_eq!(options, vec![allow], "{line}");
        }
        // A name in another language is found in its group too.
        let french = input("/config jetons_de_départ:500 autoriser:#casino").expect("French");
        assert_eq!(
            french.options,
            vec![
                InputOption::new("starting_chips", InputValue::Integer(500)),
                InputOption::new("allow", InputValue::Channel(casino)),
            ]
        );
        assert!(matches!(
            parse("/config starting_chips:x"),
            Err(ParseError::BadValue(..))
        ));
        assert!(matches!(
            parse("/config allow:casino"),
            Err(ParseError::BadValue(..))
        ));
        for line in [
            "/config",
            "/config show",
            "/config starting_chips:500 log_posts:off",
            "/config economy starting_chips:500",
            "/config channels allow:#casino",
            format!(
                "/config games disable:{}",
                crate::engine::GameKind::ALL[0].as_str()
            )
            .as_str(),
        ] {
            assert!(
                matches!(parse(line), Ok(Line::Command(_))),
                "{line}: {:?}",
                parse(line)
            );
        }
        assert!(matches!(
            parse("/config bogus"),
            Err(ParseError::UnknownCommand(_))
        ));
        assert!(matches!(
            parse("/config nothing:1"),
            Err(ParseError::Command(Refusal::UnknownOption { .. }))
        ));
        // A game's start command still names its mode.
        assert!(matches!(
            parse("/poker bet:5"),
            Err(ParseError::UnknownCommand(_))
        ));
    }

    /// Every line the terminal table's `help` prints is one the parser takes: each command
    /// with each of its options and each choice, and the table's own lines with the
    /// examples they give.
    #[test]
    fn every_line_the_help_prints_parses() {
        crate::testing::registry();
        use crate::view::commands::{OptionKind, all};
        let help = crate::view::help::terminal_help(crate::view::Locale::En);
        let (own, commands) = help.split_once("Commands:").expect("two parts");
        let mut tried = 0;
        let mut must_parse = |line: String| {
            assert!(
                matches!(parse(&line), Ok(ref l) if !matches!(l, Line::Empty)),
                "help prints `{line}`, which does not parse: {:?}",
                parse(&line)
            );
            tried += 1;
        };
        for usage in commands.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let words: Vec<&str> = usage.split_whitespace().collect();
            let head: Vec<&str> = words
                .iter()
                .copied()
                .take_while(|w| !w.contains(':'))
                .collect();
            let def = all()
                .iter()
                .find(|c| format!("/{}", c.name) == head[0])
                .expect("a command");
            let options = match head.get(1) {
                Some(sub) => {
                    let sub = def.subcommands.iter().find(|s| s.name == *sub);
                    sub.expect("a subcommand").options
                }
                None => def.options,
            };
            // Each option as printed: optional in brackets, `name:value`.
            let mut required = Vec::new();
            let mut optional = Vec::new();
            for word in &words[head.len()..] {
                let bare = word.trim_start_matches('[').trim_end_matches(']');
                let (name, value) = bare
                    .split_once(':')
                    .unwrap_or_else(|| panic!("`{word}` in `{usage}` is not name:value"));
                let option = options.iter().find(|o| o.name == name).expect("an option");
                assert_eq!(bare.len() == word.len(), option.required, "{usage}");
                let values: Vec<String> = match option.kind {
                    OptionKind::Integer { min, .. } => {
                        assert_eq!(value, "N");
                        vec![min.unwrap_or(1).max(1).to_string()]
                    }
                    OptionKind::User => vec!["@bob".into()],
                    OptionKind::Channel => vec!["#log".into()],
                    OptionKind::Board => vec!["chips".into()],
                    OptionKind::Text { .. } => vec!["x".into()],
                    OptionKind::Choice(words) => {
                        assert_eq!(value, words.join("|"), "{usage}");
                        words.iter().map(|w| w.to_string()).collect()
                    }
                };
                let typed: Vec<String> = values.iter().map(|v| format!("{name}:{v}")).collect();
                if option.required {
                    required.push(typed[0].clone());
                } else {
                    optional.extend(typed);
                }
            }
            let base = std::iter::once(head.join(" "))
                .chain(required)
                .collect::<Vec<_>>()
                .join(" ");
            must_parse(base.clone());
            for option in optional {
                must_parse(format!("{base} {option}"));
            }
        }
        // The table's own lines, with their placeholders filled in, and their examples.
        let filled = [
            ("<number>", "2"),
            ("<label>", "deal"),
            ("<custom_id> <value>...", "p1:1:1:box ch"),
            ("<custom_id>", "p1:1:1:deal"),
            ("<option>", "chance"),
            ("<name>", "bob"),
            ("<channel>", "casino"),
            ("<field>:<value>...", "bet:3"),
        ];
        for line in own.lines().skip(1).map(str::trim).filter(|l| !l.is_empty()) {
            let (syntax, about) = line.split_once("  ").unwrap_or((line, ""));
            let mut syntax = syntax.trim().to_string();
            for (placeholder, value) in filled {
                syntax = syntax.replace(placeholder, value);
            }
            let variants: Vec<String> = if syntax.contains("<N>[s|m|h|d]") {
                ["5", "5s", "5m", "5h", "5d"]
                    .iter()
                    .map(|d| syntax.replace("<N>[s|m|h|d]", d))
                    .collect()
            } else {
                syntax.split(", ").map(str::to_string).collect()
            };
            for variant in variants {
                assert!(!variant.contains('<'), "a placeholder to fill: {variant}");
                must_parse(variant);
            }
            // Examples given in the description: `click deal, click bet +`.
            for example in about
                .split(": ")
                .nth(1)
                .into_iter()
                .flat_map(|e| e.split(", "))
            {
                must_parse(example.trim().to_string());
            }
        }
        assert!(tried > 60, "{tried} lines tried");
    }

    #[test]
    fn commands_parse_as_typed_in_discord() {
        crate::testing::registry();
        // Every game's start commands, bare and with an integer option of theirs.
        use crate::view::commands::{OptionKind, all};
        let mut parsed = 0;
        for def in all().iter() {
            for sub in &def.subcommands {
                let Some(kind) = sub.game else { continue };
                let start = |mut options: serde_json::Value| {
                    if let Some(mode) = sub.mode {
                        options["mode"] = mode.into();
                    }
                    Command::start(kind, options)
                };
                let line = format!("/{} {}", def.name, sub.name);
                let required = sub.options.iter().any(|o| o.required);
                parsed += 1;
                if !required {
                    assert!(
                        matches!(parse(&line), Ok(Line::Command(c)) if c == start(serde_json::json!({}))),
                        "{line}"
                    );
                }
                for o in sub.options {
                    if let (OptionKind::Integer { min: Some(min), .. }, false) = (o.kind, required)
                    {
                        let typed = format!("{line} {}:{min}", o.name);
                        assert!(
                            matches!(parse(&typed), Ok(Line::Command(c))
                                if c == start(serde_json::json!({ o.name: min }))),
                            "{typed}"
                        );
                    }
                }
            }
        }
        assert!(parsed >= 5, "the games' start commands: {parsed}");
        match parse("/give user:@bob amount:5") {
            Ok(Line::Command(Command::Give { user, amount: 5 })) => {
                assert_eq!((user.name.as_str(), user.bot), ("bob", false))
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            parse("/give user:@parlor amount:5"),
            Ok(Line::Command(Command::Give {
                user: UserRef { bot: true, .. },
                ..
            }))
        ));
        assert!(matches!(parse("wait 20m"), Ok(Line::Wait(1200))));
        assert!(matches!(parse("wait 1d"), Ok(Line::Wait(86_400))));
        assert!(matches!(parse("# comment"), Ok(Line::Empty)));
        assert!(matches!(
            parse("click p1:1:1:deal"),
            Ok(Line::Click { target: Target::CustomId(id), .. }) if id == "p1:1:1:deal"
        ));
        assert!(matches!(
            parse("click p2:test-table:1:1:deal"),
            Ok(Line::Click { target: Target::CustomId(id), .. }) if id == "p2:test-table:1:1:deal"
        ));
        assert!(matches!(
            parse("click 3"),
            Ok(Line::Click {
                target: Target::Number(3),
                ..
            })
        ));
        assert!(matches!(
            parse("click Bet +"),
            Ok(Line::Click { target: Target::Label(l), .. }) if l == "Bet +"
        ));
        assert!(matches!(
            parse("select chance"),
            Ok(Line::Click { values, .. }) if values == ["chance"]
        ));
    }

    #[test]
    fn mistakes_are_named() {
        crate::testing::registry();
        assert_eq!(
            parse("/give user:@bob").unwrap_err(),
            ParseError::Command(Refusal::MissingOption {
                command: "/give".into(),
                option: "amount".into()
            })
        );
        assert!(matches!(
            parse("/poker video bet:x"),
            Err(ParseError::BadValue(..))
        ));
        // A value that is not one of the choices is refused with the choices named.
        let help = crate::view::commands::find("help").expect("/help");
        let Some(crate::view::commands::OptionKind::Choice(games)) =
            help.options.first().map(|o| o.kind)
        else {
            panic!("/help takes a game")
        };
        let wrong = parse("/help game:chess").unwrap_err();
        assert_eq!(
            wrong,
            ParseError::Command(Refusal::BadChoice {
                command: "/help".into(),
                option: "game".into(),
                value: "chess".into(),
                choices: games.iter().map(|g| g.to_string()).collect()
            })
        );
        let ParseError::Command(refusal) = wrong else {
            unreachable!()
        };
        assert_eq!(
            refusal.message(Locale::En),
            format!("/help: game is one of {}, not “chess”.", games.join(", "))
        );
        // The choices are named as the reader may type them, in their language.
        let ParseError::Command(speed) = parse("/poker tournament speed:fast").unwrap_err() else {
            panic!("a bad choice is the command's refusal")
        };
        assert_eq!(
            speed.message(Locale::Fr),
            "/poker tournoi\u{a0}: vitesse doit être l'une de ces valeurs\u{a0}: turbo, normale, lente \
             (pas «\u{a0}fast\u{a0}»)."
        );
        assert!(speed.message(Locale::En).contains("turbo, regular, slow"));
        assert!(matches!(
            parse("/poker video stake:3"),
            Err(ParseError::Command(Refusal::UnknownOption { .. }))
        ));
        assert!(matches!(
            parse("/dance"),
            Err(ParseError::UnknownCommand(_))
        ));
        assert!(matches!(
            parse("/give user:bob amount:1"),
            Err(ParseError::BadValue(..))
        ));
        assert!(matches!(parse("wait soon"), Err(ParseError::Usage(_))));
        assert!(matches!(parse("wait -5m"), Err(ParseError::Usage(_))));
        assert!(matches!(parse("wait 5x"), Err(ParseError::Usage(_))));
        for too_long in [
            "wait 9223372036854775807s",
            "wait 99999999999d",
            "wait 367d",
            "wait 340282366920938463463374607431768211456",
        ] {
            assert_eq!(
                parse(too_long).unwrap_err(),
                ParseError::WaitTooLong,
                "{too_long}"
            );
        }
        assert!(matches!(parse("wait 366d"), Ok(Line::Wait(31_622_400))));
        for bad in ["as parlor", "as @", "as PARLOR", "as bob!", "as a\u{7}b"] {
            assert!(
                matches!(parse(bad), Err(ParseError::BadName(..))),
                "{bad}: {:?}",
                parse(bad)
            );
        }
        assert!(matches!(
            parse(&format!("as {}", "x".repeat(33))),
            Err(ParseError::BadName(..))
        ));
        assert!(matches!(parse("as @Carol"), Ok(Line::As(name, None)) if name == "carol"));
        assert!(
            matches!(parse("as bob fr"), Ok(Line::As(name, Some(Locale::Fr))) if name == "bob")
        );
        assert_eq!(
            parse("as bob xx").err(),
            Some(ParseError::BadLocale("xx".into()))
        );
        assert!(matches!(
            parse("/give user:@bob! amount:1"),
            Err(ParseError::BadName(..))
        ));
        assert_eq!(
            parse("/give user:@bob user:@carol amount:1")
                .unwrap_err()
                .to_string(),
            "/give: the option user is given twice."
        );
        assert!(matches!(
            parse("/daily now"),
            Err(ParseError::NotAnOption(_))
        ));
        assert_eq!(
            parse("/give user:@bob").unwrap_err().to_string(),
            "/give needs the option amount."
        );
    }
}
