//! A transport-free interaction: who acted, where, and what they asked for.

use crate::engine::GameKind;
use crate::view::Locale;
use crate::view::custom_id::CustomId;
use serde_json::{Map, Value};

#[derive(Debug, Clone)]
pub struct Request {
    /// Discord's interaction id (unique per interaction; a retry carries the same one).
    pub interaction_id: String,
    /// The server the interaction came from, if any (hosting Parlor or not: see `place`).
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// Where it happened as far as chips go: a server that hosts Parlor, or elsewhere.
    pub place: Place,
    pub actor: Actor,
    /// The member's language: their private replies are in it.
    pub locale: Locale,
    /// The server's language as Discord reports it: public messages are in it unless the
    /// server chose another (`/config language`). English outside a server.
    pub guild_locale: Locale,
    pub action: Action,
}

pub use crate::store::OWN_WALLETS;

/// Where an interaction happened, and so whose chips it plays with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A server that hosts Parlor (its server install authorised the interaction): the
    /// server's economy, settings and channels.
    Server(u64),
    /// Anywhere else: the member plays from their own wallet, under Parlor's defaults, and
    /// Parlor can only answer the interaction (it cannot post or edit by itself there).
    Elsewhere {
        at: Elsewhere,
        /// Others see the replies: false in a server whose rules keep an external app's
        /// replies private (the member lacks Use External Apps), where Discord makes
        /// every reply ephemeral.
        public: bool,
    },
}

/// The places outside a hosting server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elsewhere {
    /// The member's direct messages with Parlor.
    BotDm,
    /// A group DM, or a DM between members.
    Private,
    /// A server where only the member installed Parlor.
    Guest { guild: u64 },
}

/// Discord's Use External Apps permission (`1 << 50`): without it a member's user-installed
/// app answers them privately.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;

/// The most follow-up messages Discord takes for one interaction that only a user install
/// authorises.
pub const FOLLOWUPS_ELSEWHERE: usize = 5;

impl Place {
    /// The economy the place plays in: the server's id, or [`OWN_WALLETS`].
    pub fn economy(self) -> u64 {
        match self {
            Place::Server(guild) => guild,
            Place::Elsewhere { .. } => OWN_WALLETS,
        }
    }

    /// The hosting server, if the place is one.
    pub fn hosting(self) -> Option<u64> {
        match self {
            Place::Server(guild) => Some(guild),
            Place::Elsewhere { .. } => None,
        }
    }

    /// Whether others see the replies here.
    pub fn public(self) -> bool {
        match self {
            Place::Server(_) => true,
            Place::Elsewhere { public, .. } => public,
        }
    }
}

impl Request {
    /// Outside a hosting server, the circle whose players a leaderboard ranks here: a
    /// guest server's, or the channel's (a group DM's players; in Parlor's own DM, the
    /// member alone). None in a hosting server, whose board ranks all its members.
    pub fn circle(&self) -> Option<u64> {
        match self.place {
            Place::Server(_) => None,
            Place::Elsewhere {
                at: Elsewhere::Guest { guild },
                ..
            } => Some(guild),
            Place::Elsewhere { .. } => Some(self.channel_id),
        }
    }
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
