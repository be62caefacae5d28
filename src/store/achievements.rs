//! The achievements members unlocked: read for a member, unlocked in the transaction of what
//! earned them, and counted for their rarity on a server.

use super::db::{self, Value};
use super::{Among, Result, Tx, from_sql_id, sql_id};

/// An achievement a member holds: its declared id, and when it was unlocked (Unix seconds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unlocked {
    pub id: String,
    pub at: i64,
}

/// How many members hold each achievement, among the members who finished a game on a server.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rarity {
    /// Members with at least one finished game on the server.
    pub players: i64,
    /// Each achievement's id, and how many of those members hold it.
    pub holders: Vec<(String, i64)>,
}

impl Rarity {
    /// The share of the server's players who hold `id`, from 0 to 1 (0 with no players).
    pub fn share(&self, id: &str) -> f64 {
        let held = self
            .holders
            .iter()
            .find(|(a, _)| a == id)
            .map_or(0, |(_, n)| *n);
        if self.players == 0 {
            0.0
        } else {
            held as f64 / self.players as f64
        }
    }
}

/// [`Tx::hold_unlock`]'s statement. A row already there is left as it is: on PostgreSQL a row
/// another transaction wrote since this one began fails it instead (its snapshot cannot see
/// the row), and the app runs it again, where the row is read and nothing is announced twice.
const HOLD_UNLOCK: &str = "INSERT INTO achievements (guild_id, user_id, achievement, unlocked_at)
     VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING;";

impl Tx {
    /// The achievements `user` holds on this server, the earliest unlocked first.
    pub async fn unlocked(&mut self, guild: u64, user: u64) -> Result<Vec<Unlocked>> {
        let rows = db::query(
            "SELECT achievement, unlocked_at FROM achievements
             WHERE guild_id = ? AND user_id = ? ORDER BY unlocked_at, achievement",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .fetch_all(self.conn().await?)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Unlocked {
                    id: row.try_get("achievement")?,
                    at: row.try_get("unlocked_at")?,
                })
            })
            .collect()
    }

    /// Unlocks `achievement` for `user` at `at`, held back for the commit.
    pub fn hold_unlock(&mut self, guild: u64, user: u64, achievement: &str, at: i64) -> Result<()> {
        self.hold(
            HOLD_UNLOCK,
            vec![
                Value::from(sql_id(guild)),
                Value::from(sql_id(user)),
                Value::from(achievement),
                Value::from(at),
            ],
        )
    }

    /// How rare each achievement is among `among` (a server's members, or a circle's
    /// players): how many of those with a finished game hold it.
    pub async fn rarity(&mut self, among: Among) -> Result<Rarity> {
        if among.circle.is_none() {
            return self.kept_rarity(among.guild).await;
        }
        // A circle's players, few: counted as they are read.
        let players: i64 = among
            .bind_circle(
                db::query(
                    "SELECT COUNT(*) FROM circles c WHERE c.circle_id = ?2 AND EXISTS
                     (SELECT 1 FROM results r WHERE r.guild_id = ?1 AND r.user_id = c.user_id)",
                )
                .bind(sql_id(among.guild)),
            )
            .scalar(self.conn().await?)
            .await?;
        let holders = "SELECT a.achievement, COUNT(*) AS holders FROM circles c
                 JOIN achievements a ON a.guild_id = ?1 AND a.user_id = c.user_id
                 WHERE c.circle_id = ?2 AND EXISTS (SELECT 1 FROM results r
                     WHERE r.guild_id = a.guild_id AND r.user_id = a.user_id)
                 GROUP BY a.achievement ORDER BY a.achievement";
        let rows = among
            .bind_circle(db::query(holders).bind(sql_id(among.guild)))
            .fetch_all(self.conn().await?)
            .await?;
        let holders = rows
            .iter()
            .map(|row| Ok((row.try_get("achievement")?, row.try_get("holders")?)))
            .collect::<Result<Vec<(String, i64)>>>()?;
        Ok(Rarity { players, holders })
    }
}

impl Tx {
    /// A server's rarity as the database keeps it (`achievement_counts`, migration
    /// `achievement_counts`): its players under `''`, each achievement's holders among them.
    async fn kept_rarity(&mut self, guild: u64) -> Result<Rarity> {
        let rows = db::query(
            "SELECT achievement, members FROM achievement_counts
             WHERE guild_id = ? AND members > 0 ORDER BY achievement",
        )
        .bind(sql_id(guild))
        .fetch_all(self.conn().await?)
        .await?;
        let mut rarity = Rarity::default();
        for row in &rows {
            let (achievement, members): (String, i64) =
                (row.try_get("achievement")?, row.try_get("members")?);
            match achievement.as_str() {
                "" => rarity.players = members,
                _ => rarity.holders.push((achievement, members)),
            }
        }
        Ok(rarity)
    }
}

impl super::Store {
    /// Every unlock on a server: (member, achievement), in order (for tests and checks).
    pub async fn unlocks(&self, guild: u64) -> Result<Vec<(u64, String)>> {
        let rows = db::query(
            "SELECT user_id, achievement FROM achievements WHERE guild_id = ?
             ORDER BY user_id, achievement",
        )
        .bind(sql_id(guild))
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                Ok((
                    from_sql_id(row.try_get("user_id")?),
                    row.try_get("achievement")?,
                ))
            })
            .collect()
    }
}
