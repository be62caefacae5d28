//! A transport-free interaction: who acted, where, and what they asked for.

use crate::engine::GameKind;
use crate::view::Locale;
use crate::view::custom_id::CustomId;
use serde_json::{Map, Value};

#[derive(Debug, Clone)]
pub struct Request {
    /// Discord's interaction id (unique per interaction; a retry carries the same one).
    pub interaction_id: String,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub actor: Actor,
    /// The member's language: their private replies are in it.
    pub locale: Locale,
    /// The server's language as Discord reports it: public messages are in it unless the
    /// server chose another (`/config language`). English outside a server.
    pub guild_locale: Locale,
    pub action: Action,
}

#[derive(Debug, Clone)]
pub struct Actor {
    pub id: u64,
    pub name: String,
    /// May use the manager-only commands (`/config`): holds Manage Server, or Discord let
    /// the command through because the server's Integrations settings grant it.
    pub manager: bool,
}

/// Another member named in a command option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRef {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

#[derive(Debug, Clone)]
pub enum Action {
    Command(Command),
    /// A button or select menu on one of Parlor's messages, or a form one of its buttons
    /// opened, sent back (`form`): the fields' values, in order, are its `values`. Made by
    /// [`Action::click`] and [`Action::form`], where the custom_id is parsed: the app reads
    /// only what they found.
    Click {
        /// What the custom_id names; None when it is not of Parlor's grammar (refused).
        id: Option<CustomId>,
        values: Vec<String>,
        form: bool,
        /// The public message clicked, when Discord says (a private one is not named).
        message_id: Option<u64>,
    },
}

impl Action {
    /// A button or select menu pressed: its `custom_id` as Discord (or the terminal) sent
    /// it, a menu's chosen `values` (none for a button), the message it was on.
    pub fn click(custom_id: &str, values: Vec<String>, message_id: Option<u64>) -> Action {
        Action::Click {
            id: CustomId::parse(custom_id),
            values,
            form: false,
            message_id,
        }
    }

    /// A form sent back: the `custom_id` of the button that opened it, its fields' `values`
    /// in order, the message whose button opened it.
    pub fn form(custom_id: &str, values: Vec<String>, message_id: Option<u64>) -> Action {
        Action::Click {
            id: CustomId::parse(custom_id),
            values,
            form: true,
            message_id,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    Balance {
        user: Option<UserRef>,
    },
    Daily,
    Give {
        user: UserRef,
        amount: i64,
    },
    Leaderboard {
        /// `chips` (the default) or a game's name.
        board: Option<String>,
        /// `period:season` (true) or `period:all` (false); None: the season's while the
        /// server has seasons.
        season: Option<bool>,
    },
    /// The season: when it ends, its top ten, the asker's place, past seasons' winners.
    Season,
    Stats {
        user: Option<UserRef>,
    },
    /// A member's achievements, unlocked and locked.
    Achievements {
        user: Option<UserRef>,
    },
    /// A member's profile card.
    Profile {
        user: Option<UserRef>,
    },
    /// `/selfexclude for:<span> [user:]`: stop wagering (a member's own, on every server),
    /// or a manager stopping a member on this server.
    SelfExclude {
        span: String,
        user: Option<UserRef>,
    },
    /// `/limits`: see or change one's limits on this server.
    Limits(super::responsible::LimitChange),
    /// Every command, or one game's rules.
    Help {
        game: Option<GameKind>,
    },
    Config(ConfigChange),
    /// A member's last chip movements, for the server's managers.
    Audit {
        user: UserRef,
    },
    /// Start a game, or bring back the open one: its options by name, as the command's
    /// definition types them.
    Start {
        kind: GameKind,
        options: Map<String, Value>,
    },
}

impl Command {
    /// `Command::Start` from a JSON object of options (`{"bet": 5}`); anything else is no
    /// options.
    pub fn start(kind: GameKind, options: Value) -> Command {
        let options = match options {
            Value::Object(map) => map,
            _ => Map::new(),
        };
        Command::Start { kind, options }
    }
}

/// `/config` options; all absent shows the settings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConfigChange {
    /// The settings given, by key, as typed: the economy's and the games' (each declared
    /// once: see [`crate::config::settings`]).
    pub given: std::collections::BTreeMap<String, String>,
}

impl ConfigChange {
    pub fn is_empty(&self) -> bool {
        *self == ConfigChange::default()
    }

    /// The change with the setting `key` given as `value`.
    pub fn setting(mut self, key: &str, value: &str) -> ConfigChange {
        self.given.insert(key.to_string(), value.to_string());
        self
    }
}
