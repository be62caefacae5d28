//! A transport-free interaction: who acted, where, and what they asked for.

use crate::view::Locale;

#[derive(Debug, Clone)]
pub struct Request {
    /// Discord's interaction id (unique per interaction; a retry carries the same one).
    pub interaction_id: String,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub actor: Actor,
    pub locale: Locale,
    pub action: Action,
}

#[derive(Debug, Clone)]
pub struct Actor {
    pub id: u64,
    pub name: String,
    /// Holds the Manage Server permission.
    pub manager: bool,
}

/// Another member named in a command option.
#[derive(Debug, Clone)]
pub struct UserRef {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

#[derive(Debug, Clone)]
pub enum Action {
    Command(Command),
    /// A button or select menu on one of Parlor's messages.
    Click {
        custom_id: String,
        values: Vec<String>,
        message_id: Option<u64>,
    },
}

#[derive(Debug, Clone)]
pub enum Command {
    Balance { user: Option<UserRef> },
    Daily,
    Give { user: UserRef, amount: i64 },
    Leaderboard,
    Stats { user: Option<UserRef> },
    Help,
    Config(ConfigChange),
    VideoPoker { bet: Option<i64> },
}

/// `/config` options; all absent shows the settings.
#[derive(Debug, Clone, Default)]
pub struct ConfigChange {
    pub starting_chips: Option<i64>,
    pub daily_amount: Option<i64>,
    pub daily_streak_bonus: Option<i64>,
    pub daily_streak_max: Option<i64>,
    pub give_daily_cap: Option<i64>,
    pub pay_table: Option<String>,
    pub idle_timeout_minutes: Option<i64>,
}

impl ConfigChange {
    pub fn is_empty(&self) -> bool {
        self.starting_chips.is_none()
            && self.daily_amount.is_none()
            && self.daily_streak_bonus.is_none()
            && self.daily_streak_max.is_none()
            && self.give_daily_cap.is_none()
            && self.pay_table.is_none()
            && self.idle_timeout_minutes.is_none()
    }
}
