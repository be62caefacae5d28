//! The one command parser. The gateway, the HTTP endpoint and the terminal table each turn
//! their interaction data into a [`CommandInput`]; [`parse`] turns that into a [`Command`],
//! checked against the definitions in `view::commands` (the ones `parlor register` sends).

use super::{Command, ConfigChange, UserRef};
use crate::view::Refusal;
use crate::view::commands::{self, OptionDef, OptionKind};
use serde_json::{Map, Value, json};

/// A slash command as a front end received it.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandInput {
    pub name: String,
    pub options: Vec<InputOption>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct InputOption {
    pub name: String,
    pub value: InputValue,
}

#[derive(Debug, Clone, PartialEq)]
pub enum InputValue {
    Integer(i64),
    Text(String),
    User(UserRef),
    /// A channel, by its id.
    Channel(u64),
    /// A subcommand and its own options.
    Sub(Vec<InputOption>),
    /// A kind of value no Parlor command takes.
    Unsupported,
}

impl InputOption {
    pub fn new(name: impl Into<String>, value: InputValue) -> InputOption {
        InputOption {
            name: name.into(),
            value,
        }
    }
}

fn fits(kind: OptionKind, value: &InputValue) -> bool {
    if let (OptionKind::Choice(words), InputValue::Text(text)) = (kind, value) {
        return words.contains(&text.as_str());
    }
    matches!(
        (kind, value),
        (OptionKind::Integer { .. }, InputValue::Integer(_))
            | (
                OptionKind::Text { .. } | OptionKind::Board,
                InputValue::Text(_)
            )
            | (OptionKind::Choice(_), InputValue::Text(_))
            | (OptionKind::User, InputValue::User(_))
            | (OptionKind::Channel, InputValue::Channel(_))
    )
}

/// The options given, checked: each known and of its type, every required one present.
struct Given<'a> {
    values: Vec<(&'static str, &'a InputValue)>,
}

impl<'a> Given<'a> {
    fn check(
        path: &str,
        defs: &[OptionDef],
        given: &'a [InputOption],
    ) -> Result<Given<'a>, Refusal> {
        let mut values = Vec::new();
        for option in given {
            let def = defs.iter().find(|d| d.name == option.name).ok_or_else(|| {
                Refusal::UnknownOption {
                    command: path.to_string(),
                    option: option.name.clone(),
                }
            })?;
            if let (OptionKind::Choice(words), InputValue::Text(text)) = (def.kind, &option.value)
                && !words.contains(&text.as_str())
            {
                return Err(Refusal::BadChoice {
                    command: path.to_string(),
                    option: option.name.clone(),
                    value: text.clone(),
                    choices: words.iter().map(|w| w.to_string()).collect(),
                });
            }
            if !fits(def.kind, &option.value) {
                return Err(Refusal::BadOption {
                    command: path.to_string(),
                    option: option.name.clone(),
                });
            }
            if values.iter().any(|(name, _)| *name == def.name) {
                return Err(Refusal::RepeatedOption {
                    command: path.to_string(),
                    option: option.name.clone(),
                });
            }
            values.push((def.name, &option.value));
        }
        if let Some(missing) = defs
            .iter()
            .find(|d| d.required && !values.iter().any(|(n, _)| *n == d.name))
        {
            return Err(Refusal::MissingOption {
                command: path.to_string(),
                option: missing.name.to_string(),
            });
        }
        Ok(Given { values })
    }

    fn get(&self, name: &str) -> Option<&'a InputValue> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }

    fn integer(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Some(InputValue::Integer(n)) => Some(*n),
            _ => None,
        }
    }

    fn text(&self, name: &str) -> Option<String> {
        match self.get(name) {
            Some(InputValue::Text(t)) => Some(t.clone()),
            _ => None,
        }
    }

    fn user(&self, name: &str) -> Option<UserRef> {
        match self.get(name) {
            Some(InputValue::User(u)) => Some(u.clone()),
            _ => None,
        }
    }

    /// The options as a JSON object, for a game's typed start options.
    fn json(&self) -> Map<String, Value> {
        self.values
            .iter()
            .filter_map(|(name, value)| {
                let value = match value {
                    InputValue::Integer(n) => json!(n),
                    InputValue::Text(t) => json!(t),
                    InputValue::User(u) => json!(u.id),
                    InputValue::Channel(id) => json!(id),
                    InputValue::Sub(_) | InputValue::Unsupported => return None,
                };
                Some((name.to_string(), value))
            })
            .collect()
    }
}

/// Turns a slash command into an app command, or says what is wrong with it.
pub fn parse(input: &CommandInput) -> Result<Command, Refusal> {
    let def =
        commands::find(&input.name).ok_or_else(|| Refusal::UnknownCommand(input.name.clone()))?;
    if def.name == "config" {
        return config(def, &input.options).map(Command::Config);
    }
    if !def.subcommands.is_empty() {
        return start(def, &input.options);
    }
    let path = format!("/{}", def.name);
    let given = Given::check(&path, def.options, &input.options)?;
    let missing = |option: &str| Refusal::MissingOption {
        command: path.clone(),
        option: option.to_string(),
    };
    Ok(match def.name {
        "balance" => Command::Balance {
            user: given.user("user"),
        },
        "daily" => Command::Daily,
        "give" => Command::Give {
            user: given.user("user").ok_or_else(|| missing("user"))?,
            amount: given.integer("amount").ok_or_else(|| missing("amount"))?,
        },
        "leaderboard" => Command::Leaderboard {
            board: given.text("board"),
            season: given.text("period").map(|p| p == "season"),
        },
        "season" => Command::Season,
        "stats" => Command::Stats {
            user: given.user("user"),
        },
        "achievements" => Command::Achievements {
            user: given.user("user"),
        },
        "profile" => Command::Profile {
            user: given.user("user"),
        },
        "selfexclude" => Command::SelfExclude {
            span: given.text("for").ok_or_else(|| missing("for"))?,
            user: given.user("user"),
        },
        "limits" => {
            let remove = given.text("remove");
            let removes =
                |which: &str| matches!(remove.as_deref(), Some(w) if w == which || w == "both");
            let change = |which: &str| {
                if removes(which) {
                    Some(None)
                } else {
                    given.integer(which).map(Some)
                }
            };
            Command::Limits(super::responsible::LimitChange {
                stake: change("stake"),
                loss: change("loss"),
            })
        }
        "audit" => Command::Audit {
            user: given.user("user").ok_or_else(|| missing("user"))?,
        },
        "help" => Command::Help {
            game: given
                .text("game")
                .and_then(|g| crate::engine::GameKind::parse(&g)),
        },
        other => return Err(Refusal::UnknownCommand(other.to_string())),
    })
}

/// A command with subcommands: a game's start command, its subcommand naming the mode.
fn start(def: &commands::CommandDef, options: &[InputOption]) -> Result<Command, Refusal> {
    let path = format!("/{}", def.name);
    let (sub, inner) = match options {
        [
            InputOption {
                name,
                value: InputValue::Sub(inner),
            },
        ] => (
            def.subcommand(name)
                .ok_or_else(|| Refusal::UnknownCommand(format!("{} {name}", def.name)))?,
            inner,
        ),
        _ => {
            let names: Vec<&str> = def.subcommands.iter().map(|s| s.name).collect();
            return Err(Refusal::MissingOption {
                command: path,
                option: names.join(" | "),
            });
        }
    };
    let path = format!("/{} {}", def.name, sub.name);
    let given = Given::check(&path, sub.options, inner)?;
    match sub.game {
        Some(kind) => {
            let mut options = given.json();
            if let Some(mode) = sub.mode {
                options.insert("mode".into(), json!(mode));
            }
            Ok(Command::Start { kind, options })
        }
        None => Err(Refusal::UnknownCommand(path)),
    }
}

/// `/config`: `show` (or nothing) changes nothing; a group's subcommand gives its options.
/// The flat form, `/config starting_chips:500 log_posts:off`, takes any group's options at
/// once, as the terminal table writes them: every option's name is unique across the
/// groups.
fn config(def: &commands::CommandDef, options: &[InputOption]) -> Result<ConfigChange, Refusal> {
    let (path, defs, given): (String, Vec<OptionDef>, &[InputOption]) = match options {
        [
            InputOption {
                name,
                value: InputValue::Sub(inner),
            },
        ] => {
            let sub = def
                .subcommand(name)
                .ok_or_else(|| Refusal::UnknownCommand(format!("{} {name}", def.name)))?;
            (
                format!("/{} {}", def.name, sub.name),
                sub.options.to_vec(),
                inner,
            )
        }
        flat => (
            format!("/{}", def.name),
            def.subcommands
                .iter()
                .flat_map(|sub| sub.options.iter().copied())
                .collect(),
            flat,
        ),
    };
    let given = Given::check(&path, &defs, given)?;
    Ok(ConfigChange {
        given: given
            .values
            .iter()
            .filter_map(|(name, value)| {
                let text = match value {
                    InputValue::Integer(n) => n.to_string(),
                    InputValue::Channel(id) => id.to_string(),
                    InputValue::Text(text) => text.clone(),
                    InputValue::User(_) | InputValue::Sub(_) | InputValue::Unsupported => {
                        return None;
                    }
                };
                Some((name.to_string(), text))
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(name: &str, options: Vec<InputOption>) -> CommandInput {
        CommandInput {
            name: name.into(),
            options,
        }
    }

    #[test]
    fn commands_without_required_options_parse_and_mistakes_are_named() {
        crate::testing::registry();
        for def in commands::all().iter() {
            if def.subcommands.is_empty() && def.options.iter().all(|o| !o.required) {
                assert!(parse(&input(def.name, vec![])).is_ok(), "/{}", def.name);
            }
        }
        // A game's subcommand with an integer option, as Discord nests it.
        let (def, sub, option, min) = commands::all()
            .iter()
            .flat_map(|d| d.subcommands.iter().map(move |s| (d, s)))
            .find_map(|(d, s)| {
                s.options.iter().find_map(|o| match o.kind {
                    commands::OptionKind::Integer { min: Some(min), .. } => {
                        Some((d, s, o.name, min))
                    }
                    _ => None,
                })
            })
            .unwrap();
        let mut expected = json!({ option: min });
        if let Some(mode) = sub.mode {
            expected["mode"] = json!(mode);
        }
        assert_eq!(
            parse(&input(
                def.name,
                vec![InputOption::new(
                    sub.name,
                    InputValue::Sub(vec![InputOption::new(option, InputValue::Integer(min))])
                )]
            )),
            Ok(Command::start(sub.game.unwrap(), expected))
        );
        assert_eq!(
            parse(&input(
                "give",
                vec![InputOption::new("amount", InputValue::Integer(3))]
            )),
            Err(Refusal::MissingOption {
                command: "/give".into(),
                option: "user".into()
            }),
            "a missing option is named, not called an unknown command"
        );
        let sub_with = |options| {
            input(
                def.name,
                vec![InputOption::new(sub.name, InputValue::Sub(options))],
            )
        };
        assert!(matches!(
            parse(&sub_with(vec![InputOption::new(
                "no_such_option",
                InputValue::Integer(3)
            )])),
            Err(Refusal::UnknownOption { .. })
        ));
        assert!(matches!(
            parse(&sub_with(vec![InputOption::new(
                option,
                InputValue::Text("x".into())
            )])),
            Err(Refusal::BadOption { .. })
        ));
        assert!(matches!(
            parse(&input(def.name, vec![])),
            Err(Refusal::MissingOption { .. })
        ));
        assert_eq!(
            parse(&input("dance", vec![])),
            Err(Refusal::UnknownCommand("dance".into()))
        );
    }
}
