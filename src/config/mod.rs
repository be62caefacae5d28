//! Configuration, in layers (figment): the defaults, then `config.toml` (every key
//! documented in `config.example.toml`), then the environment. Errors name the key, or the
//! variable, and the reason, in one line.
//!
//! The server settings are declared once ([`crate::config::settings`]): their `[defaults]` keys,
//! their variables (`PARLOR_<KEY>`), their ranges and defaults all come from there. A game
//! may own a section of the file (`[pay_tables]`, say: its [`settings::Declared::section`]),
//! which it reads and checks itself.

pub mod settings;

use figment::providers::{Format, Toml};
use figment::value::{Dict, Map, Value};
use figment::{Figment, Metadata, Profile, Provider};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use settings::{GameValues, SettingError, SettingKind, SettingValue};
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
#[serde(default)]
pub struct Config {
    pub discord: DiscordConfig,
    pub database: DatabaseConfig,
    pub server: ServerConfig,
    /// The pictures style's links and cache (`[pictures]`).
    pub pictures: PicturesConfig,
    pub defaults: ServerDefaults,
    /// The games' own sections (`[pay_tables]`, say), as written; each game reads
    /// its own ([`Config::section`]). A section no game owns is refused as the file loads.
    #[serde(flatten)]
    sections: BTreeMap<String, serde_json::Value>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DiscordConfig {
    pub token: Option<String>,
    pub application_id: Option<u64>,
    pub public_key: Option<String>,
    /// Discord's API, for `parlor emojis sync` (default `https://discord.com/api/v10`).
    pub api_url: Option<String>,
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

/// The pictures style (`card_style = "pictures"`): each board drawn as a PNG that Parlor's
/// own HTTP server serves by a signed URL (docs/configuration.md#pictures).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PicturesConfig {
    /// The public URL at which Discord reaches Parlor's `/pictures` path, through a
    /// reverse proxy with TLS: `https://parlor.example.com/pictures`. Without one the
    /// pictures style shows emoji.
    pub base_url: Option<String>,
    /// The secret the links are signed with: at least 32 characters, the same on every
    /// replica (`PARLOR_PICTURES_KEY`).
    pub key: Option<String>,
    /// How many days a link keeps working after the day it is made on.
    pub link_days: i64,
    /// The drawn pictures kept in memory, in MiB.
    pub cache_mib: usize,
    /// A folder where drawn pictures are kept too, so that a restart draws none again.
    pub cache_dir: Option<PathBuf>,
    /// Where `parlor run` (the gateway, which has no HTTP server of its own) serves the
    /// pictures; `parlor serve` serves them beside the interactions.
    pub listen: String,
}

impl Default for PicturesConfig {
    fn default() -> Self {
        PicturesConfig {
            base_url: None,
            key: None,
            link_days: 30,
            cache_mib: 64,
            cache_dir: None,
            listen: "127.0.0.1:8081".into(),
        }
    }
}

impl PicturesConfig {
    /// The base URL and key, when the style is set up.
    pub fn links(&self) -> Option<(&str, &str)> {
        Some((self.base_url.as_deref()?, self.key.as_deref()?))
    }

    fn check(&self) -> Result<(), (&'static str, String)> {
        if let Some(base) = &self.base_url {
            let scheme = base.starts_with("https://") || base.starts_with("http://");
            if !scheme || base.contains(['?', '#', ' ']) || base.len() > 512 {
                return Err((
                    "base_url",
                    "must be an http(s) URL without a query, such as https://parlor.example.com/pictures".into(),
                ));
            }
            match &self.key {
                None => {
                    return Err((
                        "key",
                        "must be set with base_url (32 characters or more, the same on every replica)".into(),
                    ));
                }
                Some(key) if key.chars().count() < 32 => {
                    return Err(("key", "must be 32 characters or more".into()));
                }
                Some(_) => {}
            }
        }
        if !(1..=365).contains(&self.link_days) {
            return Err(("link_days", "must be 1 to 365".into()));
        }
        if !(1..=4096).contains(&self.cache_mib) {
            return Err(("cache_mib", "must be 1 to 4096".into()));
        }
        if self.listen.parse::<std::net::SocketAddr>().is_err() {
            return Err((
                "listen",
                "must be an address and port, such as 127.0.0.1:8081".into(),
            ));
        }
        Ok(())
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

/// Settings a new server starts with; managers change them with `/config`. Each is
/// declared in [`crate::config::settings`]: the economy's are the fields here, by their keys.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct ServerDefaults {
    pub starting_chips: i64,
    pub daily_amount: i64,
    pub daily_streak_bonus: i64,
    pub daily_streak_max: i64,
    pub give_daily_cap: i64,
    /// Gift rules, each off at 0: the age in days a Discord account must have to give or
    /// receive, the games on this server it must have finished, and the most one member
    /// may receive in 24 hours from everyone.
    pub give_min_account_days: i64,
    pub give_min_games: i64,
    pub give_receive_daily_cap: i64,
    pub idle_timeout_minutes: i64,
    /// The log channel (0 for none; set per server with `/config`, never in the file),
    /// whether it is posted to, and the gifts it reports: those over this many chips.
    pub log_channel: i64,
    pub log_posts: bool,
    pub log_gift_over: i64,
    /// The language of public messages: `auto` (Discord's for the server), `en`, `fr`,
    /// `pl`.
    pub language: String,
    /// How cards, dice and pieces are shown: `emoji` (Parlor's application emojis, once
    /// synced) or `text`.
    pub card_style: String,
    /// Seasons: `off`, `weekly` or `monthly`.
    pub season: String,
    /// Where a season's end is announced (0 for none; set per server with `/config`).
    pub announce_channel: i64,
    /// The server's name for the chips (empty: Parlor's own, in each language), its emoji,
    /// and the word after an amount in each plural form (see `settings::ECONOMY`).
    pub currency_name: String,
    pub currency_emoji: String,
    pub currency_one: String,
    pub currency_few: String,
    pub currency_many: String,
    pub currency_other: String,
    /// The channels games may start in, by id; every channel while empty. Set per server
    /// with `/config channels`, never in the file.
    pub game_channels: Vec<u64>,
    /// The games turned off on the server, by kind (`GameKind::as_str`).
    pub games_off: Vec<String>,
    /// Since when the server has had seasons as they are (Unix seconds): a season that ended
    /// before it is not the server's. Kept beside the settings, never set in the file.
    #[serde(skip)]
    pub season_since: i64,
    /// The games' own settings, each declared by its game; in the file, beside the others
    /// under `[defaults]`.
    #[serde(flatten)]
    pub games: GameValues,
}

impl Default for ServerDefaults {
    fn default() -> Self {
        let mut defaults = ServerDefaults {
            starting_chips: 0,
            daily_amount: 0,
            daily_streak_bonus: 0,
            daily_streak_max: 0,
            give_daily_cap: 0,
            give_min_account_days: 0,
            give_min_games: 0,
            give_receive_daily_cap: 0,
            idle_timeout_minutes: 0,
            log_channel: 0,
            log_posts: true,
            log_gift_over: 0,
            language: String::new(),
            card_style: String::new(),
            season: String::new(),
            announce_channel: 0,
            currency_name: String::new(),
            currency_emoji: String::new(),
            currency_one: String::new(),
            currency_few: String::new(),
            currency_many: String::new(),
            currency_other: String::new(),
            game_channels: Vec::new(),
            games_off: Vec::new(),
            season_since: 0,
            games: GameValues::default(),
        };
        for setting in settings::ECONOMY {
            defaults.set_own(setting.key, setting.default_value());
        }
        defaults
    }
}

impl ServerDefaults {
    /// The economy's setting `key`, by its declared key.
    pub fn economy(&self, key: &str) -> Option<i64> {
        Some(match key {
            "starting_chips" => self.starting_chips,
            "daily_amount" => self.daily_amount,
            "daily_streak_bonus" => self.daily_streak_bonus,
            "daily_streak_max" => self.daily_streak_max,
            "give_daily_cap" => self.give_daily_cap,
            "give_min_account_days" => self.give_min_account_days,
            "give_min_games" => self.give_min_games,
            "give_receive_daily_cap" => self.give_receive_daily_cap,
            "idle_timeout_minutes" => self.idle_timeout_minutes,
            "log_channel" => self.log_channel,
            "log_gift_over" => self.log_gift_over,
            "announce_channel" => self.announce_channel,
            _ => return None,
        })
    }

    pub fn economy_mut(&mut self, key: &str) -> Option<&mut i64> {
        Some(match key {
            "starting_chips" => &mut self.starting_chips,
            "daily_amount" => &mut self.daily_amount,
            "daily_streak_bonus" => &mut self.daily_streak_bonus,
            "daily_streak_max" => &mut self.daily_streak_max,
            "give_daily_cap" => &mut self.give_daily_cap,
            "give_min_account_days" => &mut self.give_min_account_days,
            "give_min_games" => &mut self.give_min_games,
            "give_receive_daily_cap" => &mut self.give_receive_daily_cap,
            "idle_timeout_minutes" => &mut self.idle_timeout_minutes,
            "log_channel" => &mut self.log_channel,
            "log_gift_over" => &mut self.log_gift_over,
            "announce_channel" => &mut self.announce_channel,
            _ => return None,
        })
    }

    /// Any setting's value, the economy's or a game's.
    pub fn get(&self, key: &str) -> SettingValue {
        if let Some(text) = self.currency(key) {
            return SettingValue::Name(text.to_string());
        }
        match self.economy(key) {
            Some(n) => SettingValue::Number(n),
            None if key == "language" => SettingValue::Name(self.language.clone()),
            None if key == "card_style" => SettingValue::Name(self.card_style.clone()),
            None if key == "season" => SettingValue::Name(self.season.clone()),
            None if key == "log_posts" => SettingValue::Switch(self.log_posts),
            None if key == "game_channels" => {
                SettingValue::List(self.game_channels.iter().map(|id| id.to_string()).collect())
            }
            None if key == "games_off" => SettingValue::List(self.games_off.clone()),
            None => self.games.get(key),
        }
    }

    /// The currency's text setting `key` (`currency_name`, `currency_one`…).
    fn currency(&self, key: &str) -> Option<&str> {
        Some(match key {
            "currency_name" => &self.currency_name,
            "currency_emoji" => &self.currency_emoji,
            "currency_one" => &self.currency_one,
            "currency_few" => &self.currency_few,
            "currency_many" => &self.currency_many,
            "currency_other" => &self.currency_other,
            _ => return None,
        })
    }

    fn currency_mut(&mut self, key: &str) -> Option<&mut String> {
        Some(match key {
            "currency_name" => &mut self.currency_name,
            "currency_emoji" => &mut self.currency_emoji,
            "currency_one" => &mut self.currency_one,
            "currency_few" => &mut self.currency_few,
            "currency_many" => &mut self.currency_many,
            "currency_other" => &mut self.currency_other,
            _ => return None,
        })
    }

    /// Why a game of `kind` may not start in `channel`, if it may not: the game is turned
    /// off, or the server plays its games elsewhere.
    pub fn start_refused(&self, kind: &str, channel: u64) -> Option<StartRule> {
        if self.games_off.iter().any(|off| off == kind) {
            return Some(StartRule::GameOff);
        }
        (!self.game_channels.is_empty() && !self.game_channels.contains(&channel))
            .then(|| StartRule::Elsewhere(self.game_channels.clone()))
    }

    /// Sets one of the parlor's own settings (not a game's); false for another key or a
    /// value of another kind.
    pub fn set_own(&mut self, key: &str, value: SettingValue) -> bool {
        match (key, value) {
            ("language", SettingValue::Name(code)) => {
                self.language = code;
                true
            }
            ("card_style", SettingValue::Name(style)) => {
                self.card_style = style;
                true
            }
            ("season", SettingValue::Name(cadence)) => {
                self.season = cadence;
                true
            }
            ("log_posts", SettingValue::Switch(on)) => {
                self.log_posts = on;
                true
            }
            ("game_channels", SettingValue::List(ids)) => {
                self.game_channels = ids
                    .iter()
                    .filter_map(|id| settings::channel_id(id))
                    .collect();
                true
            }
            ("games_off", SettingValue::List(kinds)) => {
                self.games_off = kinds;
                true
            }
            (key, SettingValue::Name(text)) if self.currency(key).is_some() => {
                if let Some(slot) = self.currency_mut(key) {
                    *slot = text;
                }
                true
            }
            (key, SettingValue::Number(n)) => match self.economy_mut(key) {
                Some(slot) => {
                    *slot = n;
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    /// The settings outside a server that hosts Parlor, where the own wallets play: the
    /// defaults, with no seasons, no channels to post to and no games kept to channels, in
    /// each member's language and Parlor's own chips.
    pub fn elsewhere(&self) -> ServerDefaults {
        let mut own = self.clone();
        (own.log_channel, own.log_posts, own.announce_channel) = (0, false, 0);
        own.language = "auto".into();
        own.season = "off".into();
        own.game_channels.clear();
        own.games_off.clear();
        for word in [
            &mut own.currency_name,
            &mut own.currency_emoji,
            &mut own.currency_one,
            &mut own.currency_few,
            &mut own.currency_many,
            &mut own.currency_other,
        ] {
            word.clear();
        }
        own
    }

    /// The channel the server's log posts go to, if it has one and they are on.
    pub fn log_to(&self) -> Option<u64> {
        (self.log_posts && self.log_channel > 0).then_some(self.log_channel as u64)
    }

    /// The language the server chose for its public messages; None to follow Discord's.
    pub fn language(&self) -> Option<crate::locale::Locale> {
        crate::locale::Locale::parse(&self.language)
    }

    /// Whether the server shows cards, dice and pieces with Parlor's emojis (where they
    /// are synced; in the pictures style, where it falls back to them) rather than as text.
    pub fn emoji_style(&self) -> bool {
        self.card_style != "text"
    }

    /// Whether the server chose to show each board as a picture.
    pub fn pictures_style(&self) -> bool {
        self.card_style == "pictures"
    }

    /// Checks every value against its declaration, and the games' by their games; the error
    /// names the key. Gives the games' values in the form they are kept in.
    pub fn validate(&self, config: &Config) -> Result<GameValues, (String, SettingError)> {
        // A channel is one server's: `/config` sets it, where Parlor checks it may post.
        for (key, channel) in [
            ("log_channel", self.log_channel),
            ("announce_channel", self.announce_channel),
        ] {
            if channel != 0 {
                return Err((
                    key.into(),
                    SettingError::BadValue {
                        value: format!("{channel} (set per server with /config)"),
                    },
                ));
            }
        }
        if !self.game_channels.is_empty() {
            return Err((
                "game_channels".into(),
                SettingError::BadValue {
                    value: "(set per server with /config channels)".into(),
                },
            ));
        }
        for setting in settings::ECONOMY {
            let value = self.get(setting.key);
            setting
                .check(&value)
                .map_err(|e| (setting.key.to_string(), e))?;
        }
        self.games.checked(config)
    }
}

/// Why a game may not start where it was asked for (see [`ServerDefaults::start_refused`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartRule {
    /// The server turned the game off.
    GameOff,
    /// The server's games are played in these channels.
    Elsewhere(Vec<u64>),
}

/// The variables that are not server settings, and the key each sets.
const VARIABLES: [(&str, &str); 7] = [
    ("DISCORD_TOKEN", "discord.token"),
    ("PARLOR_APPLICATION_ID", "discord.application_id"),
    ("PARLOR_PUBLIC_KEY", "discord.public_key"),
    ("PARLOR_DISCORD_API_URL", "discord.api_url"),
    ("PARLOR_DATABASE_URL", "database.url"),
    ("PARLOR_PICTURES_BASE_URL", "pictures.base_url"),
    ("PARLOR_PICTURES_KEY", "pictures.key"),
];

/// The environment as a configuration layer: the variables above, and `PARLOR_<KEY>` for
/// each server setting, read as the setting reads a typed value (`on`/`off`, a number).
struct Environment {
    /// (variable, key, value), the key dotted.
    given: Vec<(String, String, Value)>,
}

impl Environment {
    /// Reads the variables through `get` (the tests give their own); a setting's value
    /// that does not read, or is out of its range, is refused here, naming the variable.
    fn read(get: impl Fn(&str) -> Option<String>) -> Result<Environment, ConfigError> {
        let mut given = Vec::new();
        for (var, key) in VARIABLES {
            if let Some(text) = get(var).filter(|v| !v.trim().is_empty()) {
                let value = match text.trim().parse::<u64>() {
                    Ok(n) if key == "discord.application_id" => Value::from(n),
                    _ => Value::from(text),
                };
                given.push((var.to_string(), key.to_string(), value));
            }
        }
        for (_, setting) in settings::all() {
            let var = setting.env_var();
            let Some(text) = get(&var).filter(|v| !v.trim().is_empty()) else {
                continue;
            };
            let env = |reason: String| ConfigError::Env {
                var: var.clone(),
                reason,
            };
            let value = setting.parse(&text).ok_or_else(|| {
                env(match setting.kind {
                    SettingKind::Switch { .. } => format!("`{text}` is not on or off"),
                    SettingKind::Number { .. } => format!("`{text}` is not a whole number"),
                    SettingKind::Channel => format!("`{text}` is not a channel"),
                    SettingKind::Name { .. } => format!("`{text}` is not a name"),
                    SettingKind::Choice { words, .. } => {
                        format!("`{text}` is not one of {}", words.join(", "))
                    }
                    SettingKind::Text { max } => format!("`{text}` is longer than {max}"),
                    SettingKind::Emoji => format!("`{text}` is not one emoji"),
                    SettingKind::Channels { .. } => format!("`{text}` is not a list of channels"),
                    SettingKind::Games { .. } => format!("`{text}` is not a list of games"),
                })
            })?;
            setting.check(&value).map_err(|e| env(e.to_string()))?;
            let value = match value {
                SettingValue::Switch(on) => Value::from(on),
                SettingValue::Number(n) => Value::from(n),
                SettingValue::Name(name) => Value::from(name),
                SettingValue::List(items) => Value::from(items),
                // `parse` gives none of these.
                SettingValue::Other(other) => Value::from(other.to_string()),
            };
            given.push((var, format!("defaults.{}", setting.key), value));
        }
        Ok(Environment { given })
    }
}

/// The name figment gives the environment's values, by which errors are told apart.
const ENVIRONMENT: &str = "environment";

impl Provider for Environment {
    fn metadata(&self) -> Metadata {
        let vars: Vec<(String, String)> = self
            .given
            .iter()
            .map(|(var, key, _)| (key.clone(), var.clone()))
            .collect();
        Metadata::named(ENVIRONMENT).interpolater(move |_: &Profile, keys: &[&str]| {
            let key = keys.join(".");
            vars.iter()
                .find(|(k, _)| *k == key)
                .map(|(_, var)| var.clone())
                .unwrap_or(key)
        })
    }

    fn data(&self) -> Result<Map<Profile, Dict>, figment::Error> {
        let mut dict = Dict::new();
        for (_, key, value) in &self.given {
            let (section, name) = key.split_once('.').unwrap_or(("", key));
            let inner = dict
                .entry(section.to_string())
                .or_insert_with(|| Value::from(Dict::new()));
            if let Value::Dict(_, inner) = inner {
                inner.insert(name.to_string(), value.clone());
            }
        }
        Ok(Profile::Default.collect(dict))
    }
}

impl Config {
    /// Loads `path` if given (it must exist), else `config.toml` if present, else the
    /// defaults; then the environment over it; then checks every value.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let file = match path {
            Some(path) => Some(path.to_path_buf()),
            None => Some(default_path()).filter(|p| p.exists()),
        };
        let (text, origin) = match &file {
            Some(path) => (
                std::fs::read_to_string(path).map_err(|e| ConfigError::Unreadable {
                    path: path.display().to_string(),
                    reason: e.to_string(),
                })?,
                path.display().to_string(),
            ),
            None => (String::new(), "defaults".to_string()),
        };
        Self::layered(&text, &origin, |name| std::env::var(name).ok())
    }

    /// The file's text alone, as `origin` (the tests' way in).
    pub fn from_toml(text: &str, origin: &str) -> Result<Config, ConfigError> {
        Self::layered(text, origin, |_| None)
    }

    /// The layers: the defaults, the file's text, the environment read through `env`.
    pub fn layered(
        text: &str,
        origin: &str,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let figment = Figment::new()
            .merge(Toml::string(text))
            .merge(Environment::read(env)?);
        let mut config: Config = figment
            .extract()
            .map_err(|e| Self::figment_error(e, origin))?;
        config.validate(&figment, origin)?;
        Ok(config)
    }

    fn figment_error(error: figment::Error, origin: &str) -> ConfigError {
        let key = error.path.join(".");
        let reason = one_line(&error.kind.to_string());
        match &error.metadata {
            Some(metadata) if metadata.name == ENVIRONMENT => ConfigError::Env {
                var: metadata.interpolate(&Profile::Default, &error.path),
                reason,
            },
            _ => ConfigError::Invalid {
                path: origin.to_string(),
                key: match (key.is_empty(), &error.kind) {
                    (true, figment::error::Kind::Message(_)) => "(syntax)".into(),
                    (true, _) => "(top level)".into(),
                    (false, _) => key,
                },
                reason,
            },
        }
    }

    /// Checks every value, and keeps the games' settings in the form their games keep them
    /// (every declared setting given a value). `figment` tells which layer gave a value.
    fn validate(&mut self, figment: &Figment, origin: &str) -> Result<(), ConfigError> {
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
        // Named by the layer that gave it: the file's key or the environment's variable.
        self.pictures.check().map_err(|(key, reason)| {
            let dotted = format!("pictures.{key}");
            match figment.find_metadata(&dotted) {
                Some(metadata) if metadata.name == ENVIRONMENT => ConfigError::Env {
                    var: metadata.interpolate(&Profile::Default, &["pictures", key]),
                    reason,
                },
                _ => invalid(dotted, reason),
            }
        })?;
        if !(100..=600_000).contains(&self.database.busy_timeout_ms) {
            return Err(invalid(
                "database.busy_timeout_ms".into(),
                "must be 100 to 600000".into(),
            ));
        }
        // The games' sections, before the settings that name what they hold.
        let owned: Vec<(&str, settings::CheckSection)> = settings::schema()
            .iter()
            .filter_map(|game| game.section)
            .collect();
        if let Some(name) = self
            .sections
            .keys()
            .find(|name| !owned.iter().any(|(owned, _)| owned == name))
        {
            let known = ["discord", "database", "server", "pictures", "defaults"]
                .into_iter()
                .chain(owned.iter().map(|(name, _)| *name))
                .collect::<Vec<_>>()
                .join(", ");
            return Err(invalid(
                "(top level)".into(),
                format!("unknown section `{name}` (known: {known})"),
            ));
        }
        for (name, check) in &owned {
            check(self).map_err(|(key, reason)| match key.is_empty() {
                true => invalid(name.to_string(), reason),
                false => invalid(format!("{name}.{key}"), reason),
            })?;
        }
        // A setting's value is named by the layer that gave it: the file's key or the
        // environment's variable.
        self.defaults.games = self.defaults.validate(self).map_err(|(key, reason)| {
            let dotted = format!("defaults.{key}");
            match figment.find_metadata(&dotted) {
                Some(metadata) if metadata.name == ENVIRONMENT => ConfigError::Env {
                    var: metadata.interpolate(&Profile::Default, &["defaults", &key]),
                    reason: reason.to_string(),
                },
                _ => invalid(dotted, reason.to_string()),
            }
        })?;
        Ok(())
    }

    /// A game's section of the file, read as `T`; None when the file has none. The error
    /// names the key within the section.
    pub fn section<T: DeserializeOwned>(&self, name: &str) -> Result<Option<T>, (String, String)> {
        let Some(value) = self.sections.get(name) else {
            return Ok(None);
        };
        serde_path_to_error::deserialize(value.clone())
            .map(Some)
            .map_err(|e| {
                // The section itself is `.`: named by the section alone.
                let key = match e.path().to_string() {
                    key if key == "." => String::new(),
                    key => key,
                };
                (key, one_line(&e.into_inner().to_string()))
            })
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
