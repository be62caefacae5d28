//! Reading one line of the terminal table.

use crate::app::{Command, ConfigChange, UserRef};

pub const HELP: &str = "\
Type a slash command as in Discord, or:
  click <custom_id>                 press a button (ids are shown beside each button)
  select <custom_id> <value>...     choose in a select menu
  as <name>                         act as another member (@player is a server manager)
  wait <N>[s|m|h|d]                 let time pass (idle timeouts, /daily)
  expire                            run the idle-game sweep now
  help, quit
Commands: /poker video [bet:N], /balance [user:@name], /daily, /give user:@name amount:N,
          /leaderboard, /stats [user:@name], /help,
          /config [starting_chips:N] [daily_amount:N] [daily_streak_bonus:N]
                  [daily_streak_max:N] [give_daily_cap:N] [pay_table:NAME] [idle_timeout_minutes:N]";

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
    #[error("`{0}` needs an option `{1}:…`")]
    Missing(&'static str, &'static str),
    #[error("option `{0}` expects {1}, not `{2}`")]
    BadValue(String, &'static str, String),
    #[error("unknown option `{1}` for {0}")]
    UnknownOption(&'static str, String),
    #[error("options are written name:value, not `{0}`")]
    NotAnOption(String),
    #[error("{0}")]
    Usage(&'static str),
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
            parse_command(slash, &rest, user_id, bot).map(Line::Command)
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

struct Options<'a> {
    command: &'static str,
    pairs: Vec<(&'a str, &'a str)>,
}

impl<'a> Options<'a> {
    fn new(
        command: &'static str,
        words: &[&'a str],
        allowed: &[&str],
    ) -> Result<Options<'a>, ParseError> {
        let mut pairs = Vec::new();
        for word in words {
            let (name, value) = word
                .split_once(':')
                .ok_or_else(|| ParseError::NotAnOption(word.to_string()))?;
            if !allowed.contains(&name) {
                return Err(ParseError::UnknownOption(command, name.to_string()));
            }
            pairs.push((name, value));
        }
        Ok(Options { command, pairs })
    }

    fn text(&self, name: &str) -> Option<&'a str> {
        self.pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    fn number(&self, name: &str) -> Result<Option<i64>, ParseError> {
        self.text(name)
            .map(|v| {
                v.parse()
                    .map_err(|_| ParseError::BadValue(name.into(), "a whole number", v.into()))
            })
            .transpose()
    }

    fn user(
        &self,
        name: &str,
        user_id: &mut dyn FnMut(&str) -> u64,
        bot: &str,
    ) -> Result<Option<UserRef>, ParseError> {
        self.text(name)
            .map(|v| {
                let who = v
                    .strip_prefix('@')
                    .filter(|w| !w.is_empty())
                    .ok_or_else(|| {
                        ParseError::BadValue(name.into(), "a member such as @bob", v.into())
                    })?;
                Ok(UserRef {
                    id: user_id(who),
                    name: who.to_lowercase(),
                    bot: who.eq_ignore_ascii_case(bot),
                })
            })
            .transpose()
    }

    fn require<T>(&self, value: Option<T>, name: &'static str) -> Result<T, ParseError> {
        value.ok_or(ParseError::Missing(self.command, name))
    }
}

fn parse_command(
    slash: &str,
    words: &[&str],
    user_id: &mut dyn FnMut(&str) -> u64,
    bot: &str,
) -> Result<Command, ParseError> {
    match slash {
        "/poker" => match words.split_first() {
            Some((&"video", rest)) => {
                let o = Options::new("/poker video", rest, &["bet"])?;
                Ok(Command::VideoPoker {
                    bet: o.number("bet")?,
                })
            }
            _ => Err(ParseError::Usage("usage: /poker video [bet:N]")),
        },
        "/balance" => {
            let o = Options::new("/balance", words, &["user"])?;
            Ok(Command::Balance {
                user: o.user("user", user_id, bot)?,
            })
        }
        "/daily" => Options::new("/daily", words, &[]).map(|_| Command::Daily),
        "/help" => Options::new("/help", words, &[]).map(|_| Command::Help),
        "/leaderboard" => Options::new("/leaderboard", words, &[]).map(|_| Command::Leaderboard),
        "/stats" => {
            let o = Options::new("/stats", words, &["user"])?;
            Ok(Command::Stats {
                user: o.user("user", user_id, bot)?,
            })
        }
        "/give" => {
            let o = Options::new("/give", words, &["user", "amount"])?;
            let user = o.user("user", user_id, bot)?;
            let amount = o.number("amount")?;
            Ok(Command::Give {
                user: o.require(user, "user")?,
                amount: o.require(amount, "amount")?,
            })
        }
        "/config" => {
            let o = Options::new("/config", words, &crate::config::SERVER_SETTING_KEYS)?;
            Ok(Command::Config(ConfigChange {
                starting_chips: o.number("starting_chips")?,
                daily_amount: o.number("daily_amount")?,
                daily_streak_bonus: o.number("daily_streak_bonus")?,
                daily_streak_max: o.number("daily_streak_max")?,
                give_daily_cap: o.number("give_daily_cap")?,
                pay_table: o.text("pay_table").map(str::to_string),
                idle_timeout_minutes: o.number("idle_timeout_minutes")?,
            }))
        }
        other => Err(ParseError::UnknownCommand(other.to_string())),
    }
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
        assert!(matches!(
            parse("/poker video bet:3"),
            Ok(Line::Command(Command::VideoPoker { bet: Some(3) }))
        ));
        assert!(matches!(
            parse("/poker video"),
            Ok(Line::Command(Command::VideoPoker { bet: None }))
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
            ParseError::Missing("/give", "amount")
        );
        assert!(matches!(
            parse("/poker video bet:x"),
            Err(ParseError::BadValue(..))
        ));
        assert!(matches!(
            parse("/poker video stake:3"),
            Err(ParseError::UnknownOption(..))
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
    }
}
