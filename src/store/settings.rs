use super::{Result, Tx, from_sql_id, sql_id};
use crate::config::ServerDefaults;
use sqlx::Row;

/// A server's own settings, copied from the configured defaults on first use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuildSettings {
    pub guild_id: u64,
    pub values: ServerDefaults,
}

/// A server's settings from a row holding the `guild_settings` columns by their names.
pub(super) fn settings_from(row: &sqlx::sqlite::SqliteRow) -> Result<ServerDefaults> {
    Ok(ServerDefaults {
        starting_chips: row.try_get("starting_chips")?,
        daily_amount: row.try_get("daily_amount")?,
        daily_streak_bonus: row.try_get("daily_streak_bonus")?,
        daily_streak_max: row.try_get("daily_streak_max")?,
        give_daily_cap: row.try_get("give_daily_cap")?,
        pay_table: row.try_get("pay_table")?,
        idle_timeout_minutes: row.try_get("idle_timeout_minutes")?,
        yahtzee_hints_at_stakes: row.try_get("yahtzee_hints_at_stakes")?,
        video_poker_hints: row.try_get("video_poker_hints")?,
    })
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
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, starting_chips, daily_amount, daily_streak_bonus,
                 daily_streak_max, give_daily_cap, pay_table, idle_timeout_minutes,
                 yahtzee_hints_at_stakes, video_poker_hints, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (guild_id) DO NOTHING",
        )
        .bind(sql_id(guild))
        .bind(defaults.starting_chips)
        .bind(defaults.daily_amount)
        .bind(defaults.daily_streak_bonus)
        .bind(defaults.daily_streak_max)
        .bind(defaults.give_daily_cap)
        .bind(&defaults.pay_table)
        .bind(defaults.idle_timeout_minutes)
        .bind(defaults.yahtzee_hints_at_stakes)
        .bind(defaults.video_poker_hints)
        .bind(now)
        .execute(self.conn().await?)
        .await?;
        self.existing_settings(guild).await?.ok_or_else(|| {
            super::StoreError::Corrupt("a server's settings vanished as they were made".into())
        })
    }

    /// The server's settings, if it has any yet.
    pub async fn existing_settings(&mut self, guild: u64) -> Result<Option<GuildSettings>> {
        let Some(row) = sqlx::query("SELECT * FROM guild_settings WHERE guild_id = ?")
            .bind(sql_id(guild))
            .fetch_optional(self.conn().await?)
            .await?
        else {
            return Ok(None);
        };
        Ok(Some(GuildSettings {
            guild_id: from_sql_id(row.try_get("guild_id")?),
            values: settings_from(&row)?,
        }))
    }

    pub async fn save_settings(&mut self, settings: &GuildSettings, now: i64) -> Result<()> {
        let v = &settings.values;
        sqlx::query(
            "UPDATE guild_settings SET starting_chips = ?, daily_amount = ?, daily_streak_bonus = ?,
                 daily_streak_max = ?, give_daily_cap = ?, pay_table = ?, idle_timeout_minutes = ?,
                 yahtzee_hints_at_stakes = ?, video_poker_hints = ?, updated_at = ?
             WHERE guild_id = ?",
        )
        .bind(v.starting_chips)
        .bind(v.daily_amount)
        .bind(v.daily_streak_bonus)
        .bind(v.daily_streak_max)
        .bind(v.give_daily_cap)
        .bind(&v.pay_table)
        .bind(v.idle_timeout_minutes)
        .bind(v.yahtzee_hints_at_stakes)
        .bind(v.video_poker_hints)
        .bind(now)
        .bind(sql_id(settings.guild_id))
        .execute(self.conn().await?)
        .await?;
        Ok(())
    }
}
