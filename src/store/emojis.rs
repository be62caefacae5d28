//! Parlor's application emojis as Discord holds them: the name-to-id map `parlor emojis
//! sync` keeps, with the hash of the picture uploaded under each name.

use super::db;
use super::{Result, Store, from_sql_id, sql_id};

/// One of Parlor's emojis on Discord.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptEmoji {
    pub name: String,
    /// Discord's id for it.
    pub id: u64,
    /// The SHA-256 of the picture uploaded (`view::emoji::Emoji::hash`).
    pub hash: String,
}

impl Store {
    /// Every emoji the map holds, by name.
    pub async fn emojis(&self) -> Result<Vec<KeptEmoji>> {
        let rows = db::query("SELECT name, id, hash FROM emojis ORDER BY name")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| {
                Ok(KeptEmoji {
                    name: row.try_get("name")?,
                    id: from_sql_id(row.try_get("id")?),
                    hash: row.try_get("hash")?,
                })
            })
            .collect()
    }

    /// Keeps (or replaces) the id and hash of the emoji `name`.
    pub async fn keep_emoji(&self, emoji: &KeptEmoji, now: i64) -> Result<()> {
        let mut tx = self.begin().await?;
        db::query(
            "INSERT INTO emojis (name, id, hash, updated_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (name) DO UPDATE SET id = excluded.id, hash = excluded.hash,
                 updated_at = excluded.updated_at",
        )
        .bind(&emoji.name)
        .bind(sql_id(emoji.id))
        .bind(&emoji.hash)
        .bind(now)
        .execute(tx.conn().await?)
        .await?;
        tx.commit().await
    }

    /// Forgets the emoji `name` (deleted on Discord).
    pub async fn forget_emoji(&self, name: &str) -> Result<()> {
        let mut tx = self.begin().await?;
        db::query("DELETE FROM emojis WHERE name = ?")
            .bind(name)
            .execute(tx.conn().await?)
            .await?;
        tx.commit().await
    }
}
