//! The server settings, each declared once: the economy's here ([`ECONOMY`]), each game's
//! with its game, which declares them through the registry (`games::Registry`), which
//! installs them here as the app starts ([`install`]). A declaration gives the key, what the setting
//! holds, its range and its default; its description is the catalogue's
//! `opt-config-<key>`, its name there `config-name-<key>`. From the declaration come the
//! `[defaults]` key of the configuration file, the environment variable (`PARLOR_<KEY>`),
//! the `/config` option with its bounds, the check of a value, the `/config` line, and for
//! a game's setting its storage (one JSON object per server and game kind, checked as it is
//! read).

use crate::config::Config;
use crate::engine::GameKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A server setting, the economy's or a game's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setting {
    /// The `/config` option, the `[defaults]` key, and `PARLOR_<KEY>` in the environment;
    /// unique across the games.
    pub key: &'static str,
    pub kind: SettingKind,
    /// The `/config` subcommand that sets it.
    pub group: Group,
}

/// The `/config` subcommands, by topic, in the order `/config show` lists them. Each
/// setting declares its own; a game's are in [`Group::Games`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    Economy,
    Gifts,
    Currency,
    Channels,
    Games,
    Season,
    Log,
    Display,
}

impl Group {
    pub const ALL: [Group; 8] = [
        Group::Economy,
        Group::Gifts,
        Group::Currency,
        Group::Channels,
        Group::Games,
        Group::Season,
        Group::Log,
        Group::Display,
    ];

    /// The subcommand's name: `/config economy`.
    pub fn name(self) -> &'static str {
        match self {
            Group::Economy => "economy",
            Group::Gifts => "gifts",
            Group::Currency => "currency",
            Group::Channels => "channels",
            Group::Games => "games",
            Group::Season => "season",
            Group::Log => "log",
            Group::Display => "display",
        }
    }

    pub fn parse(name: &str) -> Option<Group> {
        Group::ALL.into_iter().find(|g| g.name() == name)
    }
}

/// The longest a currency's name, or one of its forms, may be.
pub const CURRENCY_MAX: usize = 32;

/// What a setting holds, with its default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingKind {
    /// On or off.
    Switch { default: bool },
    /// A whole number from `min` to `max`, counting `unit`.
    Number {
        min: i64,
        max: i64,
        default: i64,
        unit: Unit,
    },
    /// A name the game checks (its [`Declared::check`]); `/config` suggests the known
    /// ones as the manager types.
    Name { default: &'static str },
    /// One of these words; `/config` offers them as choices.
    Choice {
        words: &'static [&'static str],
        default: &'static str,
    },
    /// One of the server's text channels, by its Discord id; 0 for none. Set per server
    /// only: `/config` checks Parlor may post there.
    Channel,
    /// Free text of at most `max` characters; empty for none (typed as `none`).
    Text { max: usize },
    /// One emoji, Unicode or one of the server's (`<:name:id>`); empty for none.
    Emoji,
    /// A list of the server's channels, by their ids (empty by default), set per server
    /// only. `/config` adds to it with the option `add` and takes off with `remove`.
    Channels {
        add: &'static str,
        remove: &'static str,
    },
    /// A list of games, by their kinds (empty by default). `/config` adds to it with the
    /// option `add` and takes off with `remove`, each offering the games as choices.
    Games {
        add: &'static str,
        remove: &'static str,
    },
}

/// What a number setting counts: how `/config` shows it and words its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Count,
    Chips,
    Days,
    Minutes,
}

/// The economy's settings: what new members start with, the daily chips, gifts, and how
/// long an idle game waits.
pub const ECONOMY: &[Setting] = &[
    number(
        "starting_chips",
        0,
        1_000_000,
        100,
        Unit::Chips,
        Group::Economy,
    ),
    number(
        "daily_amount",
        0,
        1_000_000,
        50,
        Unit::Chips,
        Group::Economy,
    ),
    // Extra chips per consecutive day of claiming, on top of `daily_amount`...
    number(
        "daily_streak_bonus",
        0,
        1_000_000,
        10,
        Unit::Chips,
        Group::Economy,
    ),
    // ...which stops growing after this many days.
    number("daily_streak_max", 0, 365, 7, Unit::Days, Group::Economy),
    // The most chips one member may give away in 24 hours.
    number(
        "give_daily_cap",
        0,
        10_000_000,
        500,
        Unit::Chips,
        Group::Gifts,
    ),
    // Gift rules against alt accounts, each off at 0 (for both giver and receiver): the
    // Discord account's age in days, and the games finished on this server...
    number(
        "give_min_account_days",
        0,
        3650,
        0,
        Unit::Days,
        Group::Gifts,
    ),
    number("give_min_games", 0, 100_000, 0, Unit::Count, Group::Gifts),
    // ...and the most one member may receive from everyone in 24 hours.
    number(
        "give_receive_daily_cap",
        0,
        10_000_000,
        0,
        Unit::Chips,
        Group::Gifts,
    ),
    // The server's own name for the chips: the name alone (a title, the profile card, and
    // after an amount whose plural form was not given, where no emoji stands for it), its
    // emoji before every amount, and the word after an amount in each plural form a
    // language needs (English and French one and other; Polish one, few,
    // many and other). None set: Parlor's own chips in each language.
    text("currency_name", Group::Currency),
    Setting {
        key: "currency_emoji",
        kind: SettingKind::Emoji,
        group: Group::Currency,
    },
    text("currency_one", Group::Currency),
    text("currency_few", Group::Currency),
    text("currency_many", Group::Currency),
    text("currency_other", Group::Currency),
    // Where games may start: every channel while the list is empty.
    Setting {
        key: "game_channels",
        kind: SettingKind::Channels {
            add: "allow",
            remove: "remove",
        },
        group: Group::Channels,
    },
    // The games turned off on the server: none start, the ones running play on.
    Setting {
        key: "games_off",
        kind: SettingKind::Games {
            add: "disable",
            remove: "enable",
        },
        group: Group::Games,
    },
    number(
        "idle_timeout_minutes",
        1,
        1440,
        15,
        Unit::Minutes,
        Group::Games,
    ),
    // Seasons: `weekly` (the ISO week, from Monday 00:00 UTC), `monthly` (the calendar month,
    // UTC) or `off`. A new server starts with the default; a server that had settings before
    // seasons came keeps them off until a manager turns them on (the migration's default).
    Setting {
        key: "season",
        kind: SettingKind::Choice {
            words: SEASONS,
            default: "monthly",
        },
        group: Group::Season,
    },
    // Where a season's end is announced (its winners); none unless set.
    Setting {
        key: "announce_channel",
        kind: SettingKind::Channel,
        group: Group::Season,
    },
    // The server's log channel: gifts, `/config` changes and gifts refused under the rules
    // above are posted there while `log_posts` is on, gifts only when over `log_gift_over`
    // chips.
    Setting {
        key: "log_channel",
        kind: SettingKind::Channel,
        group: Group::Log,
    },
    Setting {
        key: "log_posts",
        kind: SettingKind::Switch { default: true },
        group: Group::Log,
    },
    number("log_gift_over", 0, 10_000_000, 0, Unit::Chips, Group::Log),
    // The language of the server's public messages (boards, tables, leaderboards): `auto`
    // follows the language Discord reports for the server.
    Setting {
        key: "language",
        kind: SettingKind::Choice {
            words: LANGUAGES,
            default: "auto",
        },
        group: Group::Display,
    },
    // How cards, dice and pieces are shown: `emoji` with Parlor's own application emojis
    // (once `parlor emojis sync` has uploaded them; text until then), `pictures` with each
    // board drawn as one picture (once `[pictures]` gives a public URL; emoji until then),
    // or `text`.
    Setting {
        key: "card_style",
        kind: SettingKind::Choice {
            words: CARD_STYLES,
            default: "emoji",
        },
        group: Group::Display,
    },
];

/// The values of the `season` setting.
pub const SEASONS: &[&str] = &["off", "weekly", "monthly"];

/// The values of the `language` setting: `auto`, then each language's code.
pub const LANGUAGES: &[&str] = &["auto", "en", "fr", "pl"];

/// The values of the `card_style` setting.
pub const CARD_STYLES: &[&str] = &["emoji", "pictures", "text"];

const fn number(
    key: &'static str,
    min: i64,
    max: i64,
    default: i64,
    unit: Unit,
    group: Group,
) -> Setting {
    Setting {
        key,
        kind: SettingKind::Number {
            min,
            max,
            default,
            unit,
        },
        group,
    }
}

const fn text(key: &'static str, group: Group) -> Setting {
    Setting {
        key,
        kind: SettingKind::Text { max: CURRENCY_MAX },
        group,
    }
}

/// The economy's setting `key`.
pub fn economy(key: &str) -> Option<&'static Setting> {
    ECONOMY.iter().find(|s| s.key == key)
}

/// Every server setting, the economy's first, then each game's with its kind, in the
/// registry's order: the `/config` options, the `[defaults]` keys, the variables.
pub fn all() -> Vec<(Option<GameKind>, &'static Setting)> {
    ECONOMY
        .iter()
        .map(|s| (None, s))
        .chain(declared().into_iter().map(|(kind, s)| (Some(kind), s)))
        .collect()
}

impl Setting {
    /// Whether `value` fits, or why not.
    pub fn check(&self, value: &SettingValue) -> Result<(), SettingError> {
        match (self.kind, value) {
            (SettingKind::Number { min, max, unit, .. }, SettingValue::Number(n))
                if !(min..=max).contains(n) =>
            {
                Err(SettingError::OutOfRange {
                    min,
                    max,
                    value: *n,
                    unit,
                })
            }
            _ if self.fits(value) => Ok(()),
            _ => Err(SettingError::BadValue {
                value: value.shown(),
            }),
        }
    }

    pub fn default_value(&self) -> SettingValue {
        match self.kind {
            SettingKind::Switch { default } => SettingValue::Switch(default),
            SettingKind::Number { default, .. } => SettingValue::Number(default),
            SettingKind::Channel => SettingValue::Number(0),
            SettingKind::Name { default } | SettingKind::Choice { default, .. } => {
                SettingValue::Name(default.to_string())
            }
            SettingKind::Text { .. } | SettingKind::Emoji => SettingValue::Name(String::new()),
            SettingKind::Channels { .. } | SettingKind::Games { .. } => {
                SettingValue::List(Vec::new())
            }
        }
    }

    /// Whether `value` is of this setting's kind (a number also in its range).
    pub fn fits(&self, value: &SettingValue) -> bool {
        match (self.kind, value) {
            (SettingKind::Switch { .. }, SettingValue::Switch(_)) => true,
            (SettingKind::Number { min, max, .. }, SettingValue::Number(n)) => {
                (min..=max).contains(n)
            }
            (SettingKind::Channel, SettingValue::Number(n)) => *n >= 0,
            (SettingKind::Name { .. }, SettingValue::Name(_)) => true,
            (SettingKind::Choice { words, .. }, SettingValue::Name(word)) => {
                words.contains(&word.as_str())
            }
            (SettingKind::Text { max }, SettingValue::Name(text)) => {
                text.chars().count() <= max
                    && text.trim() == text
                    && !text.chars().any(char::is_control)
            }
            (SettingKind::Emoji, SettingValue::Name(text)) => text.is_empty() || is_emoji(text),
            (SettingKind::Channels { .. }, SettingValue::List(ids)) => {
                ids.len() <= LIST_MAX && ids.iter().all(|id| channel_id(id).is_some())
            }
            (SettingKind::Games { .. }, SettingValue::List(kinds)) => {
                kinds.iter().all(|kind| GameKind::parse(kind).is_some())
            }
            _ => false,
        }
    }

    /// Reads a value as typed in `/config` or the environment: `on`/`off` (or true/false,
    /// 1/0) for a switch, a whole number, or a name.
    pub fn parse(&self, text: &str) -> Option<SettingValue> {
        let text = text.trim();
        match self.kind {
            SettingKind::Switch { .. } => match text {
                "on" | "true" | "1" => Some(SettingValue::Switch(true)),
                "off" | "false" | "0" => Some(SettingValue::Switch(false)),
                _ => None,
            },
            SettingKind::Number { .. } => text.parse().ok().map(SettingValue::Number),
            SettingKind::Channel => channel(text).map(SettingValue::Number),
            SettingKind::Name { .. } => Some(SettingValue::Name(text.to_string())),
            SettingKind::Choice { words, .. } => words
                .iter()
                .find(|w| w.eq_ignore_ascii_case(text))
                .map(|w| SettingValue::Name(w.to_string())),
            SettingKind::Text { .. } | SettingKind::Emoji if is_none(text) => {
                Some(SettingValue::Name(String::new()))
            }
            SettingKind::Text { .. } | SettingKind::Emoji => {
                Some(SettingValue::Name(text.to_string()))
            }
            SettingKind::Channels { .. } => list(text, |item| {
                channel(item).filter(|&id| id > 0).map(|id| id.to_string())
            }),
            SettingKind::Games { .. } => list(text, |item| {
                GameKind::parse(item).map(|kind| kind.as_str().to_string())
            }),
        }
    }

    /// The names of the `/config` options that set it: its key, or for a list the options
    /// that add to it and take off it.
    pub fn options(&self) -> Vec<&'static str> {
        match self.kind {
            SettingKind::Channels { add, remove } | SettingKind::Games { add, remove } => {
                vec![add, remove]
            }
            _ => vec![self.key],
        }
    }

    /// The environment variable that overrides the configured default.
    pub fn env_var(&self) -> String {
        format!("PARLOR_{}", self.key.to_ascii_uppercase())
    }
}

/// The most channels a server may allow games in.
pub const LIST_MAX: usize = 25;

/// Whether a text setting's value is typed as none: `none`, or nothing.
fn is_none(text: &str) -> bool {
    text.is_empty() || text.eq_ignore_ascii_case("none")
}

/// A list as typed: its items separated by commas or spaces, each read by `item`; `none`
/// for the empty list.
fn list(text: &str, item: impl Fn(&str) -> Option<String>) -> Option<SettingValue> {
    if is_none(text) {
        return Some(SettingValue::List(Vec::new()));
    }
    let mut items: Vec<String> = Vec::new();
    for typed in text.split([',', ' ']).filter(|t| !t.is_empty()) {
        let read = item(typed)?;
        if !items.contains(&read) {
            items.push(read);
        }
    }
    Some(SettingValue::List(items))
}

/// A channel's id as a list keeps it: digits, not 0.
pub fn channel_id(text: &str) -> Option<u64> {
    text.parse::<u64>().ok().filter(|&id| id > 0)
}

/// Whether `text` is one emoji: one of a server's (`<:name:id>`, `<a:name:id>`), or a
/// Unicode emoji with its modifiers, joiners and variation selectors (a flag, a family, a
/// keycap), and nothing else.
pub fn is_emoji(text: &str) -> bool {
    if let Some(inner) = text
        .strip_prefix("<a:")
        .or_else(|| text.strip_prefix("<:"))
        .and_then(|rest| rest.strip_suffix('>'))
    {
        return inner.split_once(':').is_some_and(|(name, id)| {
            (2..=32).contains(&name.chars().count())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && channel_id(id).is_some()
        });
    }
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() || chars.len() > 16 {
        return false;
    }
    // Pictographs beside the joiners that join them into one: one emoji at the end.
    let mut pictures = 0;
    let mut joiners = 0;
    let mut flags = 0;
    for (i, &c) in chars.iter().enumerate() {
        let u = c as u32;
        match u {
            0x200D => joiners += 1,
            0xFE0F | 0xFE0E | 0x20E3 | 0x1F3FB..=0x1F3FF | 0xE0020..=0xE007F => {}
            0x1F1E6..=0x1F1FF => flags += 1,
            // A keycap's digit, `#` or `*` comes first, with its keycap after.
            0x30..=0x39 | 0x23 | 0x2A if i == 0 && chars.contains(&'\u{20E3}') => pictures += 1,
            0xA9
            | 0xAE
            | 0x203C
            | 0x2049
            | 0x2122
            | 0x2139
            | 0x2194..=0x21AA
            | 0x231A..=0x23FF
            | 0x24C2
            | 0x25AA..=0x25FE
            | 0x2600..=0x27BF
            | 0x2934
            | 0x2935
            | 0x2B05..=0x2B55
            | 0x3030
            | 0x303D
            | 0x3297
            | 0x3299
            | 0x1F000..=0x1FAFF => pictures += 1,
            _ => return false,
        }
    }
    match flags {
        0 => pictures >= 1 && pictures - joiners.min(pictures - 1) == 1,
        2 => pictures == 0 && joiners == 0,
        _ => false,
    }
}

/// A channel as typed: its id, or Discord's mention of it (`<#id>`), or `#id`; `none`, `off`
/// or 0 for none.
fn channel(text: &str) -> Option<i64> {
    if ["none", "off", "0"].contains(&text) {
        return Some(0);
    }
    let id = text
        .strip_prefix("<#")
        .and_then(|rest| rest.strip_suffix('>'))
        .or_else(|| text.strip_prefix('#'))
        .unwrap_or(text);
    id.parse::<i64>().ok().filter(|&id| id > 0)
}

/// A setting's value, as stored (JSON) and as written in the configuration file (TOML).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SettingValue {
    Switch(bool),
    Number(i64),
    Name(String),
    /// A list: channels' ids, games' kinds.
    List(Vec<String>),
    /// Anything else written where a setting's value goes (`1.5`, a list): of no setting's
    /// kind, so refused by name where it is checked, and read as the default from storage.
    Other(serde_json::Value),
}

impl SettingValue {
    /// The value a stored JSON value holds, as deserializing it would read it, without
    /// trying each kind in turn.
    pub fn of_json(value: &serde_json::Value) -> SettingValue {
        use serde_json::Value;
        match value {
            Value::Bool(on) => SettingValue::Switch(*on),
            Value::Number(n) => n
                .as_i64()
                .map_or_else(|| SettingValue::Other(value.clone()), SettingValue::Number),
            Value::String(name) => SettingValue::Name(name.clone()),
            Value::Array(items) => items
                .iter()
                .map(|item| item.as_str().map(str::to_string))
                .collect::<Option<Vec<String>>>()
                .map_or_else(|| SettingValue::Other(value.clone()), SettingValue::List),
            Value::Null | Value::Object(_) => SettingValue::Other(value.clone()),
        }
    }

    /// The value as `/config` shows it: `on`/`off`, the number, the name.
    pub fn shown(&self) -> String {
        match self {
            SettingValue::Switch(true) => "on".into(),
            SettingValue::Switch(false) => "off".into(),
            SettingValue::Number(n) => n.to_string(),
            SettingValue::Name(name) => name.clone(),
            SettingValue::List(items) => items.join(", "),
            SettingValue::Other(value) => value.to_string(),
        }
    }
}

/// Why a server setting's value is refused. The wording here is for the configuration
/// file's errors; players see the catalogue's (`view::Refusal`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error("must be between {min} and {max}, not {value}")]
    OutOfRange {
        min: i64,
        max: i64,
        value: i64,
        unit: Unit,
    },
    #[error("no setting is named `{key}`")]
    UnknownSetting { key: String },
    #[error("`{value}` is not a value of this setting")]
    BadValue { value: String },
    /// A value its game refuses, in the game's words.
    #[error("{}", english(.0))]
    Game(crate::engine::refusal::GameRefusal),
}

fn english(refusal: &crate::engine::refusal::GameRefusal) -> String {
    crate::locale::i18n::worded(crate::locale::Locale::En, &refusal.wording())
}

/// What one game declares of the configuration: its server settings, how it checks their
/// values, and the section of the configuration file it owns.
#[derive(Clone)]
pub struct Declared {
    pub kind: GameKind,
    pub settings: &'static [Setting],
    /// Checks a value of one of the game's settings (beyond its kind and range, which the
    /// declaration checks) and gives it in the form it is kept in.
    pub check: fn(&str, SettingValue, &Config) -> Result<SettingValue, SettingError>,
    /// The game's own section of the configuration file (video poker's `[pay_tables]`), by
    /// its name, with its check as the configuration loads: the error names the key within
    /// the section, and the reason.
    pub section: Option<(&'static str, CheckSection)>,
}

/// A game's check of its own section of the configuration file: the error names the key
/// within the section, and the reason.
pub type CheckSection = fn(&Config) -> Result<(), (String, String)>;

/// Keeps the value as given: for a game whose settings need no check beyond their
/// declarations.
pub fn unchecked(
    _key: &str,
    value: SettingValue,
    _config: &Config,
) -> Result<SettingValue, SettingError> {
    Ok(value)
}

/// The games' declarations, and what is read of them at every turn.
struct Schema {
    games: Vec<Declared>,
    /// Every game's settings with its kind, in the registry's order.
    settings: Vec<(GameKind, &'static Setting)>,
    /// Every game's setting at its default.
    defaults: GameValues,
}

static SCHEMA: OnceLock<Schema> = OnceLock::new();

/// Installs the games' declarations, in the registry's order. The first call counts; every
/// registry installs the same games.
pub fn install(games: Vec<Declared>) {
    let settings: Vec<(GameKind, &'static Setting)> = games
        .iter()
        .flat_map(|game| game.settings.iter().map(move |s| (game.kind, s)))
        .collect();
    let defaults = GameValues(
        settings
            .iter()
            .map(|(_, s)| (s.key.to_string(), s.default_value()))
            .collect(),
    );
    let _ = SCHEMA.set(Schema {
        games,
        settings,
        defaults,
    });
}

/// The games' declarations; a read before the registry installed them is a bug of the
/// start-up, said as such in every build.
fn installed() -> &'static Schema {
    SCHEMA.get().expect(
        "the games' settings read before their install (games::Registry::new, as the app starts)",
    )
}

/// Every game's declarations, as the registry installed them.
pub fn schema() -> &'static [Declared] {
    installed().games.as_slice()
}

/// Every game's settings, with the kind that declares each, in the registry's order.
pub fn declared() -> Vec<(GameKind, &'static Setting)> {
    installed().settings.clone()
}

/// The declaration of the setting `key`, with its game's kind.
pub fn find(key: &str) -> Option<(GameKind, &'static Setting)> {
    installed()
        .settings
        .iter()
        .find(|(_, s)| s.key == key)
        .copied()
}

/// The games' settings on one server (or the configured defaults), by key. Every declared
/// setting has a value: one that does not read, or is missing, is its default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameValues(BTreeMap<String, SettingValue>);

impl Default for GameValues {
    fn default() -> Self {
        installed().defaults.clone()
    }
}

impl GameValues {
    /// Every game's declared defaults, as the registry installed them (what
    /// [`GameValues::default`] copies).
    pub fn defaults() -> &'static GameValues {
        &installed().defaults
    }

    /// The value of `key`; its declared default if it has none that fits.
    pub fn get(&self, key: &str) -> SettingValue {
        let declared = find(key);
        match (self.0.get(key), declared) {
            (Some(value), Some((_, setting))) if setting.fits(value) => value.clone(),
            (_, Some((_, setting))) => setting.default_value(),
            (Some(value), None) => value.clone(),
            (None, None) => SettingValue::Name(String::new()),
        }
    }

    /// A switch's value (false for a key that is not a switch).
    pub fn switch(&self, key: &str) -> bool {
        matches!(self.get(key), SettingValue::Switch(true))
    }

    /// A number's value (0 for a key that is not a number).
    pub fn number(&self, key: &str) -> i64 {
        match self.get(key) {
            SettingValue::Number(n) => n,
            _ => 0,
        }
    }

    /// A name's value (empty for a key that is not a name).
    pub fn name(&self, key: &str) -> String {
        match self.get(key) {
            SettingValue::Name(name) => name,
            _ => String::new(),
        }
    }

    pub fn set(&mut self, key: &str, value: SettingValue) {
        self.0.insert(key.to_string(), value);
    }

    /// The values as given (in the configuration file, say) checked against their
    /// declarations and by their games, in the form they are kept in, with every other
    /// declared setting at its default. The error names the key: one no game declares, a
    /// value of the wrong kind or out of range, or one its game refuses.
    pub fn checked(&self, config: &Config) -> Result<GameValues, (String, SettingError)> {
        let mut values = GameValues::default();
        for (key, value) in &self.0 {
            let Some((kind, setting)) = find(key) else {
                return Err((
                    key.clone(),
                    SettingError::UnknownSetting { key: key.clone() },
                ));
            };
            setting.check(value).map_err(|e| (key.clone(), e))?;
            let check = schema()
                .iter()
                .find(|game| game.kind == kind)
                .map_or(unchecked as fn(_, _, _) -> _, |game| game.check);
            let kept = check(setting.key, value.clone(), config)
                .map_err(|problem| (key.clone(), problem))?;
            values.set(setting.key, kept);
        }
        Ok(values)
    }

    /// One game's settings as its stored JSON object.
    pub fn of_kind(&self, kind: GameKind) -> serde_json::Value {
        let object: serde_json::Map<String, serde_json::Value> = declared()
            .into_iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, s)| {
                let value = serde_json::to_value(self.get(s.key)).unwrap_or_default();
                (s.key.to_string(), value)
            })
            .collect();
        serde_json::Value::Object(object)
    }

    /// The kinds that declare settings.
    pub fn kinds() -> Vec<GameKind> {
        let mut kinds: Vec<GameKind> = declared().into_iter().map(|(k, _)| k).collect();
        kinds.dedup();
        kinds
    }

    /// Reads stored objects (`{kind: {key: value}}`) over `defaults`: a value that does not
    /// fit its declaration, or a key no game of that kind declares, is left at the default.
    pub fn read(stored: &serde_json::Value, defaults: &GameValues) -> GameValues {
        let mut values = defaults.clone();
        let Some(kinds) = stored.as_object() else {
            return values;
        };
        for (kind, object) in kinds {
            let Some(object) = object.as_object() else {
                continue;
            };
            for (key, value) in object {
                let fits = find(key)
                    .filter(|(k, _)| k.as_str() == kind)
                    .and_then(|(_, s)| {
                        let value = SettingValue::of_json(value);
                        s.fits(&value).then_some(value)
                    });
                match fits {
                    Some(value) => values.set(key, value),
                    None => tracing::warn!("stored setting {kind}.{key} = {value} does not read"),
                }
            }
        }
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_defaults_fit() {
        crate::testing::registry();
        let all = declared();
        assert!(!all.is_empty());
        let mut keys: Vec<&str> = all.iter().map(|(_, s)| s.key).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), all.len(), "a key declared twice");
        for (_, s) in &all {
            assert!(s.fits(&s.default_value()), "{}", s.key);
            assert!(
                s.key.starts_with(|c: char| c.is_ascii_lowercase())
                    && s.key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
                "{}",
                s.key
            );
        }
    }

    /// A stored value reads as deserializing it tries each kind in turn.
    #[test]
    fn a_stored_value_reads_as_its_deserialization() {
        for text in [
            "true",
            "false",
            "0",
            "-7",
            "9223372036854775807",
            "18446744073709551615",
            "1.5",
            "2.0",
            "\"en\"",
            "\"\"",
            "[]",
            "[\"1\", \"2\"]",
            "[1, 2]",
            "[\"a\", 2]",
            "null",
            "{}",
            "{\"a\": 1}",
        ] {
            let value: serde_json::Value = serde_json::from_str(text).unwrap();
            let deserialized: SettingValue = serde_json::from_value(value.clone()).unwrap();
            assert_eq!(SettingValue::of_json(&value), deserialized, "{text}");
        }
    }

    #[test]
    fn stored_values_are_checked_as_they_are_read() {
        crate::testing::registry();
        let defaults = GameValues::default();
        let (kind, switch) = declared()
            .into_iter()
            .find(|(_, s)| matches!(s.kind, SettingKind::Switch { .. }))
            .unwrap();
        let flipped = !defaults.switch(switch.key);
        let stored = serde_json::json!({
            kind.as_str(): { switch.key: flipped, "no_such_key": 3 },
            "no-such-kind": { switch.key: !flipped },
        });
        let read = GameValues::read(&stored, &defaults);
        assert_eq!(read.switch(switch.key), flipped);
        assert_eq!(
            read.0.len(),
            defaults.0.len(),
            "no key beside the declared ones"
        );
        // A value of the wrong type is the default.
        let wrong = serde_json::json!({ kind.as_str(): { switch.key: "maybe" } });
        assert_eq!(
            GameValues::read(&wrong, &defaults).switch(switch.key),
            defaults.switch(switch.key)
        );
        // Round trip through each kind's object.
        let mut objects = serde_json::Map::new();
        for kind in GameValues::kinds() {
            objects.insert(kind.as_str().into(), read.of_kind(kind));
        }
        assert_eq!(
            GameValues::read(&serde_json::Value::Object(objects), &defaults),
            read
        );
    }

    #[test]
    fn values_parse_as_typed() {
        let switch = Setting {
            key: "x",
            kind: SettingKind::Switch { default: true },
            group: Group::Games,
        };
        assert_eq!(switch.parse("off"), Some(SettingValue::Switch(false)));
        assert_eq!(switch.parse("maybe"), None);
        let number = Setting {
            key: "n",
            kind: SettingKind::Number {
                min: 1,
                max: 5,
                default: 2,
                unit: Unit::Count,
            },
            group: Group::Games,
        };
        assert_eq!(number.parse(" 4 "), Some(SettingValue::Number(4)));
        assert!(!number.fits(&SettingValue::Number(6)));
        assert_eq!(number.env_var(), "PARLOR_N");
        assert_eq!(SettingValue::Switch(false).shown(), "off");
    }
}
