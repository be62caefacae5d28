use super::{Result, Store, StoreError, Tx, from_sql_id, sql_id};
use sqlx::Row;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    Active,
    Finished,
    Expired,
}

impl GameStatus {
    fn as_str(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Expired => "expired",
        }
    }

    fn parse(text: &str) -> Result<GameStatus> {
        match text {
            "active" => Ok(GameStatus::Active),
            "finished" => Ok(GameStatus::Finished),
            "expired" => Ok(GameStatus::Expired),
            other => Err(StoreError::Corrupt(format!("unknown game status {other}"))),
        }
    }
}

/// A game as stored: who, where, which version, and its serialized engine state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub message_id: Option<u64>,
    pub owner_id: u64,
    pub kind: String,
    pub status: GameStatus,
    pub version: i64,
    pub state: String,
    pub created_at: i64,
    pub updated_at: i64,
}

pub struct NewGame<'a> {
    pub guild_id: u64,
    pub channel_id: u64,
    pub owner_id: u64,
    pub kind: &'a str,
    pub state: String,
    pub at: i64,
}

fn game_from(row: &sqlx::sqlite::SqliteRow) -> Result<GameRow> {
    Ok(GameRow {
        id: row.try_get("id")?,
        guild_id: from_sql_id(row.try_get("guild_id")?),
        channel_id: from_sql_id(row.try_get("channel_id")?),
        message_id: row
            .try_get::<Option<i64>, _>("message_id")?
            .map(from_sql_id),
        owner_id: from_sql_id(row.try_get("owner_id")?),
        kind: row.try_get("kind")?,
        status: GameStatus::parse(&row.try_get::<String, _>("status")?)?,
        version: row.try_get("version")?,
        state: row.try_get("state")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

impl Tx {
    pub async fn game(&mut self, id: i64) -> Result<Option<GameRow>> {
        let row = sqlx::query("SELECT * FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(self.conn())
            .await?;
        row.as_ref().map(game_from).transpose()
    }

    /// The member's active game of this kind in this channel.
    pub async fn active_game(
        &mut self,
        guild: u64,
        channel: u64,
        owner: u64,
        kind: &str,
    ) -> Result<Option<GameRow>> {
        let row = sqlx::query(
            "SELECT * FROM games WHERE guild_id = ? AND channel_id = ? AND owner_id = ?
             AND kind = ? AND status = 'active'",
        )
        .bind(sql_id(guild))
        .bind(sql_id(channel))
        .bind(sql_id(owner))
        .bind(kind)
        .fetch_optional(self.conn())
        .await?;
        row.as_ref().map(game_from).transpose()
    }

    pub async fn insert_game(&mut self, game: &NewGame<'_>) -> Result<GameRow> {
        let row = sqlx::query(
            "INSERT INTO games (guild_id, channel_id, owner_id, kind, status, version, state,
                 created_at, updated_at)
             VALUES (?, ?, ?, ?, 'active', 1, ?, ?, ?) RETURNING *",
        )
        .bind(sql_id(game.guild_id))
        .bind(sql_id(game.channel_id))
        .bind(sql_id(game.owner_id))
        .bind(game.kind)
        .bind(&game.state)
        .bind(game.at)
        .bind(game.at)
        .fetch_one(self.conn())
        .await?;
        game_from(&row)
    }

    /// Saves a new state if the game is still at `version`; returns the new version.
    /// Anyone who read an older version gets [`StoreError::StaleVersion`].
    pub async fn update_game(
        &mut self,
        id: i64,
        version: i64,
        state: &str,
        status: GameStatus,
        at: i64,
    ) -> Result<i64> {
        let updated: Option<i64> = sqlx::query_scalar(
            "UPDATE games SET state = ?, status = ?, version = version + 1, updated_at = ?
             WHERE id = ? AND version = ? RETURNING version",
        )
        .bind(state)
        .bind(status.as_str())
        .bind(at)
        .bind(id)
        .bind(version)
        .fetch_optional(self.conn())
        .await?;
        updated.ok_or(StoreError::StaleVersion)
    }

    /// Remembers which message shows the game, so it can be edited later.
    pub async fn set_message(&mut self, id: i64, message_id: u64) -> Result<()> {
        sqlx::query("UPDATE games SET message_id = ? WHERE id = ?")
            .bind(sql_id(message_id))
            .bind(id)
            .execute(self.conn())
            .await?;
        Ok(())
    }
}

impl Store {
    /// Active games idle for longer than their server's timeout at `now`, oldest first.
    pub async fn idle_games(&self, now: i64, limit: i64) -> Result<Vec<GameRow>> {
        let rows = sqlx::query(
            "SELECT g.* FROM games g JOIN guild_settings s ON s.guild_id = g.guild_id
             WHERE g.status = 'active' AND g.updated_at < ?1 - s.idle_timeout_minutes * 60
             ORDER BY g.updated_at LIMIT ?2",
        )
        .bind(now)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(game_from).collect()
    }

    pub async fn find_game(&self, id: i64) -> Result<Option<GameRow>> {
        let row = sqlx::query("SELECT * FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        row.as_ref().map(game_from).transpose()
    }
}
