use super::{Result, Tx, sql_id};
use sqlx::Row;

pub struct NewResult<'a> {
    pub guild_id: u64,
    pub user_id: u64,
    pub game_id: i64,
    pub kind: &'a str,
    pub wager: i64,
    pub payout: i64,
    /// The hand or result category (`full-house`), and its strength for "best hand".
    pub category: Option<(&'a str, i64)>,
    pub at: i64,
}

/// A member's record in one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindStats {
    pub kind: String,
    pub played: i64,
    pub wagered: i64,
    pub paid: i64,
    pub wins: i64,
    /// The best category reached, by strength.
    pub best: Option<String>,
}

impl KindStats {
    pub fn net(&self) -> i64 {
        self.paid - self.wagered
    }
}

impl Tx {
    pub async fn record_result(&mut self, r: &NewResult<'_>) -> Result<()> {
        sqlx::query(
            "INSERT INTO results (guild_id, user_id, game_id, kind, wager, payout, category,
                 category_rank, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(sql_id(r.guild_id))
        .bind(sql_id(r.user_id))
        .bind(r.game_id)
        .bind(r.kind)
        .bind(r.wager)
        .bind(r.payout)
        .bind(r.category.map(|c| c.0))
        .bind(r.category.map(|c| c.1))
        .bind(r.at)
        .execute(self.conn())
        .await?;
        Ok(())
    }
}

impl Tx {
    /// The member's record per game kind on this server.
    pub async fn stats(&mut self, guild: u64, user: u64) -> Result<Vec<KindStats>> {
        let rows = sqlx::query(
            "SELECT kind, COUNT(*) AS played, SUM(wager) AS wagered, SUM(payout) AS paid,
                    SUM(payout > wager) AS wins,
                    (SELECT r2.category FROM results r2
                      WHERE r2.guild_id = r.guild_id AND r2.user_id = r.user_id AND r2.kind = r.kind
                        AND r2.category IS NOT NULL
                      ORDER BY r2.category_rank DESC, r2.id ASC LIMIT 1) AS best
             FROM results r WHERE guild_id = ? AND user_id = ?
             GROUP BY kind ORDER BY kind",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .fetch_all(self.conn())
        .await?;
        rows.iter()
            .map(|row| {
                Ok(KindStats {
                    kind: row.try_get("kind")?,
                    played: row.try_get("played")?,
                    wagered: row.try_get("wagered")?,
                    paid: row.try_get("paid")?,
                    wins: row.try_get("wins")?,
                    best: row.try_get("best")?,
                })
            })
            .collect()
    }
}
