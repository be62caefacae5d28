//! A server's chips board read from a line its page buttons carry, or from the bottom,
//! rather than by the page's number. The board is ordered by balance, then by member; a
//! page found by its number skips the lines of its first balance on earlier pages one by
//! one (`OFFSET`), and a large server's commonest balances are held by thousands. A page
//! that follows a known line (Next) or ends before one (Previous) starts at that line in
//! the index, and the last page is read from the board's end, so neither skips anything,
//! however many members tie.

use super::db;
use super::ranks::Counted;
use super::{LeaderRow, Result, Tx, from_sql_id, sql_id};

/// A line of a chips board: its balance and member, the order's two keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineKey {
    pub balance: i64,
    pub user: u64,
}

/// Which side of a known line a page lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The page begins with the line after it (Next).
    After,
    /// The page ends with the line before it (Previous).
    Before,
}

/// The lines after `key` (in the board's order), then those before it (in reverse); each
/// half is one seek in `wallets_by_balance` and reads only the lines it returns, and the
/// few they return are put in order again (a compound's order is otherwise not promised).
const AFTER: &str = "SELECT user_id, display_name, balance FROM (
         SELECT user_id, display_name, balance FROM wallets
         WHERE guild_id = ?1 AND balance = ?2 AND user_id > ?3
         ORDER BY user_id ASC LIMIT ?4) AS tie
     UNION ALL
     SELECT user_id, display_name, balance FROM (
         SELECT user_id, display_name, balance FROM wallets
         WHERE guild_id = ?1 AND balance < ?2
         ORDER BY balance DESC, user_id ASC LIMIT ?4) AS below
     ORDER BY balance DESC, user_id ASC LIMIT ?4";
const BEFORE: &str = "SELECT user_id, display_name, balance FROM (
         SELECT user_id, display_name, balance FROM wallets
         WHERE guild_id = ?1 AND balance = ?2 AND user_id < ?3
         ORDER BY user_id DESC LIMIT ?4) AS tie
     UNION ALL
     SELECT user_id, display_name, balance FROM (
         SELECT user_id, display_name, balance FROM wallets
         WHERE guild_id = ?1 AND balance > ?2
         ORDER BY balance ASC, user_id DESC LIMIT ?4) AS above
     ORDER BY balance ASC, user_id DESC LIMIT ?4";

impl Tx {
    /// Up to `limit` lines of `guild`'s chips board on `side` of `key`, in the board's
    /// order and ranked (equal balances share a place).
    pub async fn chip_lines_beside(
        &mut self,
        guild: u64,
        key: LineKey,
        side: Side,
        limit: i64,
    ) -> Result<Vec<LeaderRow>> {
        let sql = match side {
            Side::After => AFTER,
            Side::Before => BEFORE,
        };
        let rows = db::query(sql)
            .bind(sql_id(guild))
            .bind(key.balance)
            .bind(sql_id(key.user))
            .bind(limit)
            .fetch_all(self.conn().await?)
            .await?;
        let mut lines = unranked(&rows)?;
        if side == Side::Before {
            lines.reverse();
        }
        self.rank_lines(guild, lines).await
    }

    /// The last `limit` lines of `guild`'s chips board, in the board's order and ranked.
    pub async fn chip_lines_at_end(&mut self, guild: u64, limit: i64) -> Result<Vec<LeaderRow>> {
        let rows = db::query(
            "SELECT user_id, display_name, balance FROM wallets WHERE guild_id = ?1
             ORDER BY balance ASC, user_id DESC LIMIT ?2",
        )
        .bind(sql_id(guild))
        .bind(limit)
        .fetch_all(self.conn().await?)
        .await?;
        let mut lines = unranked(&rows)?;
        lines.reverse();
        self.rank_lines(guild, lines).await
    }

    /// `lines`, contiguous on `guild`'s chips board, with their places: one more than the
    /// members above the first line's balance, counted by the tiers, plus the members of
    /// each balance between it and a line's (which are all on this page but the first
    /// balance's, read whole from its count).
    async fn rank_lines(
        &mut self,
        guild: u64,
        mut lines: Vec<LeaderRow>,
    ) -> Result<Vec<LeaderRow>> {
        let (Some(first), Some(last)) = (lines.first(), lines.last()) else {
            return Ok(lines);
        };
        let (top, bottom) = (first.balance, last.balance);
        let mut above = self.members_above(Counted::Chips(guild), top).await?;
        let counts = db::query(
            "SELECT balance, members FROM balance_counts
             WHERE guild_id = ?1 AND balance <= ?2 AND balance > ?3 ORDER BY balance DESC",
        )
        .bind(sql_id(guild))
        .bind(top)
        .bind(bottom)
        .fetch_all(self.conn().await?)
        .await?;
        let mut counts = counts
            .iter()
            .map(|row| {
                Ok((
                    row.try_get::<i64, _>("balance")?,
                    row.try_get::<i64, _>("members")?,
                ))
            })
            .collect::<Result<Vec<(i64, i64)>>>()?
            .into_iter()
            .peekable();
        for line in &mut lines {
            // Every balance above the line's, down from the first line's, is passed.
            while let Some((_, members)) = counts.next_if(|(b, _)| *b > line.balance) {
                above += members;
            }
            line.rank = above + 1;
        }
        Ok(lines)
    }
}

/// The rows of a chips read, their places not yet known.
fn unranked(rows: &[db::Row]) -> Result<Vec<LeaderRow>> {
    rows.iter()
        .map(|row| {
            Ok(LeaderRow {
                rank: 0,
                user_id: from_sql_id(row.try_get("user_id")?),
                name: row.try_get("display_name")?,
                balance: row.try_get("balance")?,
            })
        })
        .collect()
}
