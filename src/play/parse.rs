//! Reading one line of the terminal table. Slash commands become the same
//! [`CommandInput`] the Discord front ends build, and the one parser (`app::commands`) reads
//! them, so the terminal understands exactly the commands `parlor register` defines.

use crate::app::commands::{self, CommandInput, InputOption, InputValue};
use crate::app::{Command, UserRef};
use crate::view::commands::{self as defs, OptionDef, OptionKind};
use crate::view::{Locale, Refusal};

#[derive(Debug, Clone)]
pub enum Line {
    Empty,
    Quit,
    Help,
    As(String),
    Wait(i64),
    Expire,
    Command(Command),
    Click {
        custom_id: String,
        values: Vec<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("unknown command `{0}` (type help)")]
    UnknownCommand(String),
    #[error("option `{0}` expects {1}, not `{2}`")]
    BadValue(String, &'static str, String),
    #[error("options are written name:value, not `{0}`")]
    NotAnOption(String),
    #[error("{0}")]
    Usage(&'static str),
    /// The command parser's refusal, worded as on Discord.
    #[error("{}", .0.message(Locale::En))]
    Command(Refusal),
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
            [name] => Ok(Line::As(name.trim_start_matches('@').to_string())),
            _ => Err(ParseError::Usage("usage: as <name>")),
        },
        "wait" => match rest.as_slice() {
            [amount] => parse_duration(amount)
                .map(Line::Wait)
                .ok_or(ParseError::Usage(
                    "usage: wait <N>[s|m|h|d], such as wait 20m",
                )),
            _ => Err(ParseError::Usage("usage: wait <N>[s|m|h|d]")),
        },
        "click" => match rest.as_slice() {
            [id] => Ok(Line::Click {
                custom_id: id.to_string(),
                values: vec![],
            }),
            _ => Err(ParseError::Usage("usage: click <custom_id>")),
        },
        "select" => match rest.as_slice() {
            [id, values @ ..] if !values.is_empty() => Ok(Line::Click {
                custom_id: id.to_string(),
                values: values.iter().map(|v| v.to_string()).collect(),
            }),
            _ => Err(ParseError::Usage("usage: select <custom_id> <value>...")),
        },
        slash if slash.starts_with('/') => {
            let input = command_input(slash, &rest, user_id, bot)?;
            commands::parse(&input)
                .map(Line::Command)
                .map_err(ParseError::Command)
        }
        other => Err(ParseError::UnknownCommand(other.to_string())),
    }
}

fn parse_duration(text: &str) -> Option<i64> {
    let (number, unit) = match text.char_indices().find(|(_, c)| c.is_alphabetic()) {
        Some((i, _)) => text.split_at(i),
        None => (text, "s"),
    };
    let n: i64 = number.parse().ok().filter(|n| *n >= 0)?;
    let scale = match unit {
        "s" => 1,
        "m" | "min" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return None,
    };
    n.checked_mul(scale)
}

/// `/give user:@bob amount:5` as the interaction data Discord would send: each value typed
/// by the command's definition.
pub fn command_input(
    slash: &str,
    words: &[&str],
    user_id: &mut dyn FnMut(&str) -> u64,
    bot: &str,
) -> Result<CommandInput, ParseError> {
    let name = slash.trim_start_matches('/');
    let def = defs::find(name).ok_or_else(|| ParseError::UnknownCommand(slash.to_string()))?;
    if def.subcommands.is_empty() {
        return Ok(CommandInput {
            name: name.to_string(),
            options: options(def.options, words, user_id, bot)?,
        });
    }
    let Some((sub_name, rest)) = words.split_first() else {
        // No subcommand: the parser names what is missing.
        return Ok(CommandInput {
            name: name.to_string(),
            options: Vec::new(),
        });
    };
    let sub = def
        .subcommand(sub_name)
        .ok_or_else(|| ParseError::UnknownCommand(format!("{slash} {sub_name}")))?;
    Ok(CommandInput {
        name: name.to_string(),
        options: vec![InputOption::new(
            sub.name,
            InputValue::Sub(options(sub.options, rest, user_id, bot)?),
        )],
    })
}

fn options(
    defs: &[OptionDef],
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
        let kind = defs.iter().find(|d| d.name == name).map_or(
            OptionKind::Text {
                autocomplete: false,
            },
            |d| d.kind,
        );
        let value =
            match kind {
                OptionKind::Integer { .. } => InputValue::Integer(value.parse().map_err(|_| {
                    ParseError::BadValue(name.into(), "a whole number", value.into())
                })?),
                OptionKind::User => {
                    let who = value
                        .strip_prefix('@')
                        .filter(|w| !w.is_empty())
                        .ok_or_else(|| {
                            ParseError::BadValue(name.into(), "a member such as @bob", value.into())
                        })?;
                    InputValue::User(UserRef {
                        id: user_id(who),
                        name: who.to_lowercase(),
                        bot: who.eq_ignore_ascii_case(bot),
                    })
                }
                OptionKind::Text { .. } | OptionKind::Board | OptionKind::Choice(_) => {
                    InputValue::Text(value.to_string())
                }
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
    fn commands_parse_as_typed_in_discord() {
        let video = |options| Command::start(crate::engine::GameKind::VideoPoker, options);
        assert!(matches!(
            parse("/poker video bet:3"),
            Ok(Line::Command(c)) if c == video(serde_json::json!({ "bet": 3 }))
        ));
        assert!(matches!(
            parse("/poker video"),
            Ok(Line::Command(c)) if c == video(serde_json::json!({}))
        ));
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
        assert!(matches!(parse("click p1:1:1:deal"), Ok(Line::Click { .. })));
    }

    #[test]
    fn mistakes_are_named() {
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
