use super::db;
use super::{Result, Tx, from_sql_id, sql_id};
use crate::config::ServerDefaults;
use crate::config::settings::GameValues;

/// A server's own settings, copied from the configured defaults on first use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuildSettings {
    pub guild_id: u64,
    pub values: ServerDefaults,
}

/// The column that gathers a server's games' settings, `{kind: {key: value}}`, beside its
/// `guild_settings` row (`gs` the row's alias), in each database's JSON functions: a
/// literal, so queries stay `&'static str`.
macro_rules! games_column {
    (sqlite) => {
        "(SELECT json_group_object(kind,
                 CASE WHEN json_valid(settings) THEN json(settings) END)
          FROM game_settings WHERE guild_id = gs.guild_id) AS gs_games"
    };
    (postgres) => {
        "(SELECT CAST(json_object_agg(kind, parlor_json(settings)) AS TEXT)
          FROM game_settings WHERE guild_id = gs.guild_id) AS gs_games"
    };
}
pub(super) use games_column;

/// A server's settings from a row holding the `guild_settings` columns by their names and
/// [`games_column!`]. A game's setting missing or unreadable there is the game's default.
/// `rules`: the row holds the channel rules (`game_channels`, `games_off`) too; a row
/// without leaves them empty.
pub(super) fn settings_from(row: &db::Row, rules: bool) -> Result<ServerDefaults> {
    let list = |column: &str| -> Result<String> {
        Ok(if rules {
            row.try_get(column)?
        } else {
            String::new()
        })
    };
    let games: Option<String> = row.try_get("gs_games")?;
    let stored = match games.map(|text| serde_json::from_str(&text)) {
        Some(Ok(stored)) => stored,
        Some(Err(e)) => {
            tracing::warn!("a server's game settings do not read ({e}); using the defaults");
            serde_json::Value::Null
        }
        None => serde_json::Value::Null,
    };
    Ok(ServerDefaults {
        starting_chips: row.try_get("starting_chips")?,
        daily_amount: row.try_get("daily_amount")?,
        daily_streak_bonus: row.try_get("daily_streak_bonus")?,
        daily_streak_max: row.try_get("daily_streak_max")?,
        give_daily_cap: row.try_get("give_daily_cap")?,
        give_min_account_days: row.try_get("give_min_account_days")?,
        give_min_games: row.try_get("give_min_games")?,
        give_receive_daily_cap: row.try_get("give_receive_daily_cap")?,
        idle_timeout_minutes: row.try_get("idle_timeout_minutes")?,
        log_channel: row.try_get("log_channel")?,
        log_posts: row.try_get::<i64, _>("log_posts")? != 0,
        log_gift_over: row.try_get("log_gift_over")?,
        language: row.try_get("language")?,
        card_style: row.try_get("card_style")?,
        season: row.try_get("season")?,
        announce_channel: row.try_get("announce_channel")?,
        currency_name: row.try_get("currency_name")?,
        currency_emoji: row.try_get("currency_emoji")?,
        currency_one: row.try_get("currency_one")?,
        currency_few: row.try_get("currency_few")?,
        currency_many: row.try_get("currency_many")?,
        currency_other: row.try_get("currency_other")?,
        game_channels: split(&list("game_channels")?)
            .filter_map(crate::config::settings::channel_id)
            .collect(),
        games_off: split(&list("games_off")?).map(str::to_string).collect(),
        season_since: row.try_get("season_since")?,
        games: GameValues::read(&stored, GameValues::defaults()),
    })
}

/// A list column's items: separated by commas.
fn split(text: &str) -> impl Iterator<Item = &str> {
    text.split(',').filter(|item| !item.is_empty())
}

/// A list as its column keeps it.
fn joined<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(|item| item.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

impl Tx {
    /// The server's settings, created from `defaults` the first time.
    pub async fn settings(
        &mut self,
        guild: u64,
        defaults: &ServerDefaults,
        now: i64,
    ) -> Result<GuildSettings> {
        if let Some(known) = self.existing_settings(guild).await? {
            return Ok(known);
        }
        if self.is_rehearsal() {
            return Ok(GuildSettings {
                guild_id: guild,
                values: defaults.clone(),
            });
        }
        let made = db::query(
            "INSERT INTO guild_settings (guild_id, starting_chips, daily_amount, daily_streak_bonus,
                 daily_streak_max, give_daily_cap, give_min_account_days, give_min_games,
                 give_receive_daily_cap, idle_timeout_minutes, log_channel, log_posts,
                 log_gift_over, language, card_style, season, season_since, announce_channel,
                 currency_name, currency_emoji, currency_one, currency_few, currency_many,
                 currency_other, game_channels, games_off, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
                     ?)
             ON CONFLICT (guild_id) DO NOTHING",
        )
        .bind(sql_id(guild))
        .bind(defaults.starting_chips)
        .bind(defaults.daily_amount)
        .bind(defaults.daily_streak_bonus)
        .bind(defaults.daily_streak_max)
        .bind(defaults.give_daily_cap)
        .bind(defaults.give_min_account_days)
        .bind(defaults.give_min_games)
        .bind(defaults.give_receive_daily_cap)
        .bind(defaults.idle_timeout_minutes)
        .bind(defaults.log_channel)
        .bind(i64::from(defaults.log_posts))
        .bind(defaults.log_gift_over)
        .bind(&defaults.language)
        .bind(&defaults.card_style)
        .bind(&defaults.season)
        // A new server's seasons start now.
        .bind(now)
        .bind(defaults.announce_channel)
        .bind(&defaults.currency_name)
        .bind(&defaults.currency_emoji)
        .bind(&defaults.currency_one)
        .bind(&defaults.currency_few)
        .bind(&defaults.currency_many)
        .bind(&defaults.currency_other)
        .bind(joined(&defaults.game_channels))
        .bind(joined(&defaults.games_off))
        .bind(now)
        .execute(self.conn().await?)
        .await?;
        if made > 0 {
            self.save_game_settings(guild, &defaults.games, now).await?;
        }
        self.existing_settings(guild).await?.ok_or_else(|| {
            super::StoreError::Corrupt("a server's settings vanished as they were made".into())
        })
    }

    /// The server's settings, if it has any yet.
    pub async fn existing_settings(&mut self, guild: u64) -> Result<Option<GuildSettings>> {
        let Some(row) = db::query2(
            concat!(
                "SELECT gs.*, ",
                games_column!(sqlite),
                " FROM guild_settings gs WHERE gs.guild_id = ?"
            ),
            concat!(
                "SELECT gs.*, ",
                games_column!(postgres),
                " FROM guild_settings gs WHERE gs.guild_id = ?"
            ),
        )
        .bind(sql_id(guild))
        .fetch_optional(self.conn().await?)
        .await?
        else {
            return Ok(None);
        };
        Ok(Some(GuildSettings {
            guild_id: from_sql_id(row.try_get("guild_id")?),
            values: settings_from(&row, true)?,
        }))
    }

    /// The language the server chose for its public messages (`auto`, `en`, …), if it has
    /// settings yet: one column, for the commands that read nothing else of them.
    pub async fn server_language(&mut self, guild: u64) -> Result<Option<String>> {
        let row = db::query("SELECT language FROM guild_settings WHERE guild_id = ?")
            .bind(sql_id(guild))
            .fetch_optional(self.conn().await?)
            .await?;
        Ok(match row {
            Some(row) => Some(row.try_get("language")?),
            None => None,
        })
    }

    pub async fn save_settings(&mut self, settings: &GuildSettings, now: i64) -> Result<()> {
        let v = &settings.values;
        db::query(
            "UPDATE guild_settings SET starting_chips = ?, daily_amount = ?, daily_streak_bonus = ?,
                 daily_streak_max = ?, give_daily_cap = ?, give_min_account_days = ?,
                 give_min_games = ?, give_receive_daily_cap = ?, idle_timeout_minutes = ?,
                 log_channel = ?, log_posts = ?, log_gift_over = ?, language = ?, card_style = ?,
                 season = ?, season_since = ?, announce_channel = ?, currency_name = ?,
                 currency_emoji = ?, currency_one = ?, currency_few = ?, currency_many = ?,
                 currency_other = ?, game_channels = ?, games_off = ?, updated_at = ?
             WHERE guild_id = ?",
        )
        .bind(v.starting_chips)
        .bind(v.daily_amount)
        .bind(v.daily_streak_bonus)
        .bind(v.daily_streak_max)
        .bind(v.give_daily_cap)
        .bind(v.give_min_account_days)
        .bind(v.give_min_games)
        .bind(v.give_receive_daily_cap)
        .bind(v.idle_timeout_minutes)
        .bind(v.log_channel)
        .bind(i64::from(v.log_posts))
        .bind(v.log_gift_over)
        .bind(&v.language)
        .bind(&v.card_style)
        .bind(&v.season)
        .bind(v.season_since)
        .bind(v.announce_channel)
        .bind(&v.currency_name)
        .bind(&v.currency_emoji)
        .bind(&v.currency_one)
        .bind(&v.currency_few)
        .bind(&v.currency_many)
        .bind(&v.currency_other)
        .bind(joined(&v.game_channels))
        .bind(joined(&v.games_off))
        .bind(now)
        .bind(sql_id(settings.guild_id))
        .execute(self.conn().await?)
        .await?;
        self.save_game_settings(settings.guild_id, &v.games, now)
            .await
    }

    /// Keeps each game's settings as one JSON object per server and kind.
    async fn save_game_settings(&mut self, guild: u64, games: &GameValues, now: i64) -> Result<()> {
        for kind in GameValues::kinds() {
            db::query(
                "INSERT INTO game_settings (guild_id, kind, settings, updated_at)
                 VALUES (?, ?, ?, ?)
                 ON CONFLICT (guild_id, kind)
                 DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at",
            )
            .bind(sql_id(guild))
            .bind(kind.as_str())
            .bind(games.of_kind(kind).to_string())
            .bind(now)
            .execute(self.conn().await?)
            .await?;
        }
        Ok(())
    }
}
