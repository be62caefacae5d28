//! Configuration: `config.toml` (every key documented in `config.example.toml`), overridden
//! by environment variables. Errors name the key and the reason in one line.

use crate::engine::video_poker::PayTable;
use crate::settings::GameValues;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{path}: cannot read the file: {reason}")]
    Unreadable { path: String, reason: String },
    #[error("{path}: {key}: {reason}")]
    Invalid {
        path: String,
        key: String,
        reason: String,
    },
    #[error("{var}: {reason}")]
    Env { var: String, reason: String },
    #[error("{key} is not set: {hint}")]
    Missing {
        key: &'static str,
        hint: &'static str,
    },
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub discord: DiscordConfig,
    pub database: DatabaseConfig,
    pub server: ServerConfig,
    pub defaults: ServerDefaults,
    /// Custom video-poker pay tables, by name (the name is filled in from the key).
    pub pay_tables: BTreeMap<String, PayTable>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DiscordConfig {
    pub token: Option<String>,
    pub application_id: Option<u64>,
    pub public_key: Option<String>,
}

/// The request path: how requests are checked and how fast they are answered.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ServerConfig {
    /// How far a signed request's timestamp may be from this server's clock, in seconds.
    pub signature_window_seconds: i64,
    /// Every interaction is answered within this many milliseconds; slower work is
    /// acknowledged first and its result sent by editing the response.
    pub answer_within_ms: u64,
    /// The HTTP endpoint closes a connection whose request headers take longer than this.
    pub header_timeout_seconds: u64,
    /// ...or whose request body takes longer than this.
    pub body_timeout_seconds: u64,
    /// Connections the HTTP endpoint keeps open at once; more wait to be accepted.
    pub max_connections: usize,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            signature_window_seconds: 300,
            answer_within_ms: 2500,
            header_timeout_seconds: 5,
            body_timeout_seconds: 10,
            max_connections: 256,
        }
    }
}

impl ServerConfig {
    /// How long answered interactions are kept: past the signature window and Discord's
    /// 15-minute interaction token, with a margin.
    pub fn keep_answers_seconds(&self) -> i64 {
        self.signature_window_seconds + 15 * 60 + 5 * 60
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DatabaseConfig {
    pub url: String,
    /// How long a write waits for another writer's lock before it gives up (and the player
    /// is told Parlor is busy), in milliseconds.
    pub busy_timeout_ms: u64,
}

impl Default for DatabaseConfig {
    fn default() -> Self {
        DatabaseConfig {
            url: "sqlite://parlor.db".into(),
            busy_timeout_ms: 10_000,
        }
    }
}

/// Settings a new server starts with; managers change them with `/config`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct ServerDefaults {
    pub starting_chips: i64,
    pub daily_amount: i64,
    /// Extra chips per consecutive day of claiming, on top of `daily_amount`.
    pub daily_streak_bonus: i64,
    /// The streak bonus stops growing after this many days.
    pub daily_streak_max: i64,
    /// The most chips one member may give away in 24 hours.
    pub give_daily_cap: i64,
    pub idle_timeout_minutes: i64,
    /// The games' own settings, each declared by its game (see [`crate::settings`]); in
    /// the file, beside the others under `[defaults]`.
    #[serde(flatten)]
    pub games: GameValues,
}

impl Default for ServerDefaults {
    fn default() -> Self {
        ServerDefaults {
            starting_chips: 100,
            daily_amount: 50,
            daily_streak_bonus: 10,
            daily_streak_max: 7,
            give_daily_cap: 500,
            idle_timeout_minutes: 15,
            games: GameValues::default(),
        }
    }
}

/// The economy's per-server settings, as named in `[defaults]` and as `/config` options
/// (the games' own follow them: [`crate::settings::declared`]).
pub const SERVER_SETTING_KEYS: [&str; 6] = [
    "starting_chips",
    "daily_amount",
    "daily_streak_bonus",
    "daily_streak_max",
    "give_daily_cap",
    "idle_timeout_minutes",
];

/// Limits that keep the economy sane; shared by configuration and `/config`.
pub mod limits {
    pub const MAX_STARTING_CHIPS: i64 = 1_000_000;
    pub const MAX_DAILY_AMOUNT: i64 = 1_000_000;
    pub const MAX_STREAK_DAYS: i64 = 365;
    pub const MAX_GIVE_CAP: i64 = 10_000_000;
    pub const FEWEST_IDLE_MINUTES: i64 = 1;
    pub const MOST_IDLE_MINUTES: i64 = 1440;
    pub const IDLE_MINUTES: std::ops::RangeInclusive<i64> = FEWEST_IDLE_MINUTES..=MOST_IDLE_MINUTES;

    /// The values a numeric server setting takes, by its key.
    pub fn range(key: &str) -> Option<std::ops::RangeInclusive<i64>> {
        Some(match key {
            "starting_chips" => 0..=MAX_STARTING_CHIPS,
            "daily_amount" | "daily_streak_bonus" => 0..=MAX_DAILY_AMOUNT,
            "daily_streak_max" => 0..=MAX_STREAK_DAYS,
            "give_daily_cap" => 0..=MAX_GIVE_CAP,
            "idle_timeout_minutes" => IDLE_MINUTES,
            _ => return None,
        })
    }
}

/// Why a server setting's value is refused. The wording here is for the configuration
/// file's errors; players see `view::Refusal`'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error("must be between {min} and {max}, not {value}")]
    OutOfRange { min: i64, max: i64, value: i64 },
    #[error("must be between {min} and {max} minutes, not {value}")]
    MinutesOutOfRange { min: i64, max: i64, value: i64 },
    #[error("there is no pay table named `{name}` (known: {known})")]
    NoSuchPayTable { name: String, known: String },
    #[error("{reason}")]
    BadPays { reason: String },
    #[error("no game has a setting named `{key}`")]
    UnknownSetting { key: String },
    #[error("`{value}` is not a value of this setting")]
    BadValue { value: String },
}

impl ServerDefaults {
    /// Checks every value; the error names the key.
    pub fn validate(&self, config: &Config) -> Result<(), (String, SettingError)> {
        use limits::*;
        // The ranges are `limits::range`'s, the ones the environment and `/config` use.
        let range = |key: &str, value: i64| match limits::range(key) {
            Some(r) if !r.contains(&value) => Err((
                key.to_string(),
                SettingError::OutOfRange {
                    min: *r.start(),
                    max: *r.end(),
                    value,
                },
            )),
            _ => Ok(()),
        };
        range("starting_chips", self.starting_chips)?;
        range("daily_amount", self.daily_amount)?;
        range("daily_streak_bonus", self.daily_streak_bonus)?;
        range("daily_streak_max", self.daily_streak_max)?;
        range("give_daily_cap", self.give_daily_cap)?;
        if !IDLE_MINUTES.contains(&self.idle_timeout_minutes) {
            return Err((
                "idle_timeout_minutes".into(),
                SettingError::MinutesOutOfRange {
                    min: *IDLE_MINUTES.start(),
                    max: *IDLE_MINUTES.end(),
                    value: self.idle_timeout_minutes,
                },
            ));
        }
        self.games.checked(config)?;
        Ok(())
    }
}

impl Config {
    /// Loads `path` if given (it must exist), else `config.toml` if present, else the
    /// defaults; then applies environment overrides and validates.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let (mut config, origin) = match path {
            Some(path) => (Self::from_file(path)?, path.display().to_string()),
            None if Path::new("config.toml").exists() => (
                Self::from_file(Path::new("config.toml"))?,
                "config.toml".to_string(),
            ),
            None => (Config::default(), "defaults".to_string()),
        };
        config.apply_env(|name| std::env::var(name).ok())?;
        config.validate(&origin)?;
        Ok(config)
    }

    pub fn from_file(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Unreadable {
            path: path.display().to_string(),
            reason: e.to_string(),
        })?;
        Self::from_toml(&text, &path.display().to_string())
    }

    pub fn from_toml(text: &str, origin: &str) -> Result<Config, ConfigError> {
        let invalid = |key: String, reason: String| ConfigError::Invalid {
            path: origin.to_string(),
            key,
            reason,
        };
        let deserializer = toml::Deserializer::parse(text)
            .map_err(|e| invalid("(syntax)".into(), one_line(&e.to_string())))?;
        let mut config: Config = serde_path_to_error::deserialize(deserializer).map_err(|e| {
            let key = e.path().to_string();
            invalid(
                if key == "." {
                    "(top level)".into()
                } else {
                    key
                },
                one_line(&e.into_inner().to_string()),
            )
        })?;
        for (key, table) in &mut config.pay_tables {
            if !table.name.is_empty() && table.name != *key {
                return Err(invalid(
                    format!("pay_tables.{key}.name"),
                    "a table's name is its key; leave `name` out".into(),
                ));
            }
            table.name = key.clone();
        }
        config.validate(origin)?;
        Ok(config)
    }

    /// Applies environment overrides, read through `get` (so tests need not touch the
    /// process environment).
    pub fn apply_env(&mut self, get: impl Fn(&str) -> Option<String>) -> Result<(), ConfigError> {
        fn number(var: &str, value: &str) -> Result<i64, ConfigError> {
            value.trim().parse().map_err(|_| ConfigError::Env {
                var: var.into(),
                reason: format!("`{value}` is not a whole number"),
            })
        }
        if let Some(v) = get("DISCORD_TOKEN").filter(|v| !v.is_empty()) {
            self.discord.token = Some(v);
        }
        if let Some(v) = get("PARLOR_APPLICATION_ID").filter(|v| !v.is_empty()) {
            self.discord.application_id = Some(v.trim().parse().map_err(|_| ConfigError::Env {
                var: "PARLOR_APPLICATION_ID".into(),
                reason: format!("`{v}` is not an application id (a number)"),
            })?);
        }
        if let Some(v) = get("PARLOR_PUBLIC_KEY").filter(|v| !v.is_empty()) {
            self.discord.public_key = Some(v);
        }
        if let Some(v) = get("PARLOR_DATABASE_URL").filter(|v| !v.is_empty()) {
            self.database.url = v;
        }
        // The games' settings, each by its own variable.
        for (_, setting) in crate::settings::declared() {
            let var = setting.env_var();
            if let Some(v) = get(&var).filter(|v| !v.is_empty()) {
                let value = setting
                    .parse(&v)
                    .filter(|value| setting.fits(value))
                    .ok_or_else(|| ConfigError::Env {
                        var: var.clone(),
                        reason: format!("`{v}` is not a value of this setting"),
                    })?;
                self.defaults.games.set(setting.key, value);
            }
        }
        let d = &mut self.defaults;
        for (var, key, slot) in [
            (
                "PARLOR_STARTING_CHIPS",
                "starting_chips",
                &mut d.starting_chips,
            ),
            ("PARLOR_DAILY_AMOUNT", "daily_amount", &mut d.daily_amount),
            (
                "PARLOR_DAILY_STREAK_BONUS",
                "daily_streak_bonus",
                &mut d.daily_streak_bonus,
            ),
            (
                "PARLOR_DAILY_STREAK_MAX",
                "daily_streak_max",
                &mut d.daily_streak_max,
            ),
            (
                "PARLOR_GIVE_DAILY_CAP",
                "give_daily_cap",
                &mut d.give_daily_cap,
            ),
            (
                "PARLOR_IDLE_TIMEOUT_MINUTES",
                "idle_timeout_minutes",
                &mut d.idle_timeout_minutes,
            ),
        ] {
            if let Some(v) = get(var).filter(|v| !v.is_empty()) {
                let value = number(var, &v)?;
                // Named here, by the variable that set it, not by the key it stands for.
                if let Some(range) = limits::range(key).filter(|r| !r.contains(&value)) {
                    return Err(ConfigError::Env {
                        var: var.into(),
                        reason: format!(
                            "must be between {} and {}, not {value}",
                            range.start(),
                            range.end()
                        ),
                    });
                }
                *slot = value;
            }
        }
        Ok(())
    }

    /// Checks every value, and keeps the games' settings in the form their games keep them
    /// (every declared setting given a value).
    fn validate(&mut self, origin: &str) -> Result<(), ConfigError> {
        let invalid = |key: String, reason: String| ConfigError::Invalid {
            path: origin.to_string(),
            key,
            reason,
        };
        let server = &self.server;
        for (key, ok, range) in [
            (
                "signature_window_seconds",
                (5..=3600).contains(&server.signature_window_seconds),
                "5 to 3600",
            ),
            (
                "answer_within_ms",
                (100..=2900).contains(&server.answer_within_ms),
                "100 to 2900 (Discord waits 3 seconds)",
            ),
            (
                "header_timeout_seconds",
                (1..=300).contains(&server.header_timeout_seconds),
                "1 to 300",
            ),
            (
                "body_timeout_seconds",
                (1..=300).contains(&server.body_timeout_seconds),
                "1 to 300",
            ),
            (
                "max_connections",
                (1..=100_000).contains(&server.max_connections),
                "1 to 100000",
            ),
        ] {
            if !ok {
                return Err(invalid(format!("server.{key}"), format!("must be {range}")));
            }
        }
        if !(100..=600_000).contains(&self.database.busy_timeout_ms) {
            return Err(invalid(
                "database.busy_timeout_ms".into(),
                "must be 100 to 600000".into(),
            ));
        }
        for table in self.custom_pay_tables() {
            if PayTable::built_in().iter().any(|b| b.name == table.name) {
                return Err(invalid(
                    format!("pay_tables.{}", table.name),
                    "this name belongs to a built-in table; choose another".into(),
                ));
            }
            table
                .validate()
                .map_err(|reason| invalid(format!("pay_tables.{}", table.name), reason))?;
        }
        self.defaults
            .validate(self)
            .map_err(|(key, reason)| invalid(format!("defaults.{key}"), reason.to_string()))?;
        // Every game's setting, given or not, has its value from here on, in its kept form.
        self.defaults.games = self
            .defaults
            .games
            .checked(self)
            .map_err(|(key, reason)| invalid(format!("defaults.{key}"), reason.to_string()))?;
        Ok(())
    }

    fn custom_pay_tables(&self) -> Vec<PayTable> {
        self.pay_tables
            .iter()
            .map(|(name, table)| PayTable {
                name: name.clone(),
                ..table.clone()
            })
            .collect()
    }

    /// Built-in tables first, then the custom ones.
    pub fn pay_tables(&self) -> Vec<PayTable> {
        let mut tables = PayTable::built_in();
        tables.extend(self.custom_pay_tables());
        tables
    }

    pub fn token(&self) -> Result<&str, ConfigError> {
        self.discord
            .token
            .as_deref()
            .filter(|t| !t.trim().is_empty())
            .ok_or(ConfigError::Missing {
                key: "discord.token",
                hint: "set it in config.toml or the DISCORD_TOKEN environment variable",
            })
    }
}

/// The default location of the config file, for messages.
pub fn default_path() -> PathBuf {
    PathBuf::from("config.toml")
}

fn one_line(text: &str) -> String {
    // toml's messages quote the source over several lines; the last line is the reason.
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let reason = lines.last().copied().unwrap_or("invalid");
    match lines.first() {
        Some(first) if first.starts_with("TOML parse error") && lines.len() > 1 => {
            format!(
                "{reason} ({})",
                first.trim_start_matches("TOML parse error ").trim()
            )
        }
        _ => reason.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_config_is_valid_and_documents_every_key() {
        let text = include_str!("../config.example.toml");
        let config = Config::from_toml(text, "config.example.toml").unwrap();
        assert_eq!(config.defaults, ServerDefaults::default());
        assert_eq!(config.server, ServerConfig::default());
        let other_keys = [
            "token",
            "application_id",
            "public_key",
            "url",
            "busy_timeout_ms",
            "signature_window_seconds",
            "answer_within_ms",
            "header_timeout_seconds",
            "body_timeout_seconds",
            "max_connections",
            "royal_flush_max_bet",
            "min_pair",
        ];
        let game_keys: Vec<&str> = crate::settings::declared()
            .iter()
            .map(|(_, s)| s.key)
            .collect();
        for key in SERVER_SETTING_KEYS
            .iter()
            .chain(other_keys.iter())
            .chain(game_keys.iter())
        {
            assert!(
                text.contains(&format!("{key} =")),
                "config.example.toml lacks {key}"
            );
        }
        assert!(
            config.pay_tables().len() > 2,
            "the example shows a custom table"
        );
    }

    #[test]
    fn errors_name_the_key_in_one_line() {
        let err = Config::from_toml("[defaults]\nstarting_chips = \"lots\"\n", "c.toml")
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("c.toml: defaults.starting_chips: "),
            "{err}"
        );
        assert!(!err.contains('\n'), "{err}");

        let err = Config::from_toml("[defaults]\nstartin_chips = 5\n", "c.toml").unwrap_err();
        assert!(err.to_string().contains("startin_chips"), "{err}");

        let err = Config::from_toml("[defaults]\npay_table = \"nope\"\n", "c.toml").unwrap_err();
        assert!(err.to_string().contains("defaults.pay_table"), "{err}");

        let err = Config::from_toml("[defaults\n", "c.toml")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("c.toml: (syntax): "), "{err}");
        assert!(!err.contains('\n'), "{err}");

        let err =
            Config::from_toml("[defaults]\nidle_timeout_minutes = 0\n", "c.toml").unwrap_err();
        assert!(err.to_string().contains("idle_timeout_minutes"), "{err}");
    }

    #[test]
    fn the_games_settings_are_checked_in_the_file_and_the_environment() {
        // A switch written as text is refused, not read as its default.
        let err = Config::from_toml("[defaults]\nvideo_poker_hints = \"off\"\n", "c.toml")
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("c.toml: defaults.video_poker_hints: "),
            "{err}"
        );
        let err = Config::from_toml("[defaults]\nyahtzee_hints_at_stakes = 0\n", "c.toml")
            .unwrap_err()
            .to_string();
        assert!(err.contains("defaults.yahtzee_hints_at_stakes"), "{err}");
        // A name is kept as its game keeps it.
        let config = Config::from_toml(
            "[defaults]\npay_table = \" classic \"\nvideo_poker_hints = false\n",
            "c",
        )
        .unwrap();
        assert_eq!(config.defaults.games.name("pay_table"), "classic");
        assert!(!config.defaults.games.switch("video_poker_hints"));
        assert!(config.defaults.games.switch("yahtzee_hints_at_stakes"));
        // Each by its own variable.
        let mut config = Config::default();
        config
            .apply_env(|n| (n == "PARLOR_YAHTZEE_HINTS_AT_STAKES").then(|| "off".to_string()))
            .unwrap();
        assert!(!config.defaults.games.switch("yahtzee_hints_at_stakes"));
        let err = Config::default()
            .apply_env(|n| (n == "PARLOR_VIDEO_POKER_HINTS").then(|| "maybe".to_string()))
            .unwrap_err();
        assert!(
            err.to_string().starts_with("PARLOR_VIDEO_POKER_HINTS: "),
            "{err}"
        );
    }

    #[test]
    fn environment_overrides_the_file() {
        let mut config = Config::from_toml("[defaults]\nstarting_chips = 5\n", "c").unwrap();
        let env = |name: &str| match name {
            "DISCORD_TOKEN" => Some("abc".to_string()),
            "PARLOR_DATABASE_URL" => Some("sqlite://x.db".to_string()),
            "PARLOR_STARTING_CHIPS" => Some("250".to_string()),
            _ => None,
        };
        config.apply_env(env).unwrap();
        assert_eq!(config.token().unwrap(), "abc");
        assert_eq!(config.database.url, "sqlite://x.db");
        assert_eq!(config.defaults.starting_chips, 250);
        let err = config
            .apply_env(|n| (n == "PARLOR_DAILY_AMOUNT").then(|| "ten".to_string()))
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "PARLOR_DAILY_AMOUNT: `ten` is not a whole number"
        );
        let err = Config::default()
            .apply_env(|n| (n == "PARLOR_IDLE_TIMEOUT_MINUTES").then(|| "0".to_string()))
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "PARLOR_IDLE_TIMEOUT_MINUTES: must be between 1 and 1440, not 0"
        );
        let err = Config::default()
            .apply_env(|n| (n == "PARLOR_STARTING_CHIPS").then(|| "-1".to_string()))
            .unwrap_err();
        assert!(
            err.to_string().starts_with("PARLOR_STARTING_CHIPS: "),
            "{err}"
        );
        assert!(Config::default().token().is_err());
    }
}
