//! Seasons: the standings of a period (net chips won in games, from the ledger), the seasons
//! the sweep closes, once each, and their winners.

use super::db;
use super::{Result, Store, Tx, from_sql_id, sql_id};

/// Each member's net chips won in games in the season `[?2, ?3)` of server `?1`, as the
/// common table `net (user_id, net)`: a game counts whole, every movement of the member's
/// in it, in the season of the member's last movement in it (a buy-in before a season and
/// its cash-out in it count as the game's net, not as the cash-out alone).
macro_rules! season_net {
    () => {
        "WITH touched AS (
             SELECT DISTINCT game_id FROM ledger
             WHERE guild_id = ?1 AND game_id IS NOT NULL AND created_at >= ?2
                 AND created_at < ?3),
         per_game AS (
             SELECT l.user_id, SUM(l.delta) AS net, MAX(l.created_at) AS last
             FROM ledger l JOIN touched t ON t.game_id = l.game_id
             WHERE l.guild_id = ?1
             GROUP BY l.user_id, l.game_id),
         net AS (
             SELECT user_id, SUM(net) AS net FROM per_game
             WHERE last >= ?2 AND last < ?3 GROUP BY user_id) "
    };
}

/// One line of a season's standings: a member's net chips won in games over the period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonRow {
    /// Standard competition ranking: equal nets share a place (1, 2, 2, 4).
    pub rank: i64,
    pub user_id: u64,
    pub name: String,
    pub net: i64,
}

/// A closed season and its winners, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedSeason {
    pub period: String,
    pub starts_at: i64,
    pub ends_at: i64,
    /// (place, member, net).
    pub winners: Vec<(i64, u64, i64)>,
}

/// A server whose last season is due to close: its id.
pub type DueServer = u64;

/// The seasons a sweep looks for: for each cadence, the key of the season that ended last
/// and when it ended.
#[derive(Debug, Clone)]
pub struct DueSeasons {
    pub weekly: (String, i64),
    pub monthly: (String, i64),
}

impl Tx {
    /// One page of the standings of `[start, end)`: each member's net chips won in games
    /// (stakes, bets, buy-ins and cash-outs against payouts and winnings; not gifts or
    /// dailies), best first, and how many members played.
    pub async fn season_standings(
        &mut self,
        guild: u64,
        (start, end): (i64, i64),
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<SeasonRow>, i64)> {
        let rows = db::query(concat!(
            season_net!(),
            "SELECT n.user_id, CAST(n.net AS BIGINT) AS net,
                    COALESCE(w.display_name, '') AS name,
                    RANK() OVER (ORDER BY n.net DESC) AS place
             FROM net n LEFT JOIN wallets w ON w.guild_id = ?1 AND w.user_id = n.user_id
             ORDER BY n.net DESC, n.user_id ASC LIMIT ?4 OFFSET ?5"
        ))
        .bind(sql_id(guild))
        .bind(start)
        .bind(end)
        .bind(limit)
        .bind(offset)
        .fetch_all(self.conn().await?)
        .await?;
        let total: i64 = db::query(concat!(season_net!(), "SELECT COUNT(*) FROM net"))
            .bind(sql_id(guild))
            .bind(start)
            .bind(end)
            .scalar(self.conn().await?)
            .await?;
        let page = rows
            .iter()
            .map(|row| {
                Ok(SeasonRow {
                    rank: row.try_get("place")?,
                    user_id: from_sql_id(row.try_get("user_id")?),
                    name: row.try_get("name")?,
                    net: row.try_get("net")?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok((page, total))
    }

    /// `user`'s line in the standings of `[start, end)`, if they played in it.
    pub async fn season_place(
        &mut self,
        guild: u64,
        user: u64,
        (start, end): (i64, i64),
    ) -> Result<Option<SeasonRow>> {
        let row = db::query(concat!(
            season_net!(),
            ", mine AS (SELECT net FROM net WHERE user_id = ?4)
             SELECT CAST(mine.net AS BIGINT) AS net,
                    (SELECT COUNT(*) FROM net WHERE net.net > mine.net) AS ahead,
                    COALESCE((SELECT display_name FROM wallets
                              WHERE guild_id = ?1 AND user_id = ?4), '') AS name
             FROM mine"
        ))
        .bind(sql_id(guild))
        .bind(start)
        .bind(end)
        .bind(sql_id(user))
        .fetch_optional(self.conn().await?)
        .await?;
        row.map(|row| {
            Ok(SeasonRow {
                rank: row.try_get::<i64, _>("ahead")? + 1,
                user_id: user,
                name: row.try_get("name")?,
                net: row.try_get("net")?,
            })
        })
        .transpose()
    }

    /// Closes the server's season `period` of `[start, end)` at `now`: true for the one
    /// transaction that closed it, false when it was closed before. On PostgreSQL a close
    /// made by another transaction since this one began fails this one instead (its
    /// snapshot cannot see the row), as any write that meets another.
    pub async fn close_season(
        &mut self,
        guild: u64,
        period: &str,
        (start, end): (i64, i64),
        now: i64,
    ) -> Result<bool> {
        let made = db::query(
            "INSERT INTO seasons (guild_id, period, starts_at, ends_at, closed_at)
             VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, period) DO NOTHING",
        )
        .bind(sql_id(guild))
        .bind(period)
        .bind(start)
        .bind(end)
        .bind(now)
        .execute(self.conn().await?)
        .await?;
        Ok(made > 0)
    }

    /// Keeps a closed season's winner.
    pub async fn add_season_winner(
        &mut self,
        guild: u64,
        period: &str,
        winner: &SeasonRow,
    ) -> Result<()> {
        db::query(
            "INSERT INTO season_winners (guild_id, period, place, user_id, net)
             VALUES (?, ?, ?, ?, ?)",
        )
        .bind(sql_id(guild))
        .bind(period)
        .bind(winner.rank)
        .bind(sql_id(winner.user_id))
        .bind(winner.net)
        .execute(self.conn().await?)
        .await?;
        Ok(())
    }

    /// The server's last `limit` closed seasons, the latest first, each with its winners.
    pub async fn closed_seasons(&mut self, guild: u64, limit: i64) -> Result<Vec<ClosedSeason>> {
        let rows = db::query(
            "SELECT s.period, s.starts_at, s.ends_at, w.place, w.user_id, w.net
             FROM (SELECT * FROM seasons WHERE guild_id = ?1
                   ORDER BY ends_at DESC LIMIT ?2) s
             LEFT JOIN season_winners w ON w.guild_id = s.guild_id AND w.period = s.period
             ORDER BY s.ends_at DESC, w.place ASC, w.user_id ASC",
        )
        .bind(sql_id(guild))
        .bind(limit)
        .fetch_all(self.conn().await?)
        .await?;
        let mut seasons: Vec<ClosedSeason> = Vec::new();
        for row in &rows {
            let period: String = row.try_get("period")?;
            if seasons.last().is_none_or(|s| s.period != period) {
                seasons.push(ClosedSeason {
                    period: period.clone(),
                    starts_at: row.try_get("starts_at")?,
                    ends_at: row.try_get("ends_at")?,
                    winners: Vec::new(),
                });
            }
            let place: Option<i64> = row.try_get("place")?;
            if let (Some(place), Some(season)) = (place, seasons.last_mut()) {
                let user: i64 = row.try_get("user_id")?;
                season
                    .winners
                    .push((place, from_sql_id(user), row.try_get("net")?));
            }
        }
        Ok(seasons)
    }
}

impl Store {
    /// Servers with seasons whose last season (`due`, by cadence) ended after their seasons
    /// began and is not closed yet: at most `limit`, of ids above `after`, in order.
    pub async fn due_seasons(
        &self,
        due: &DueSeasons,
        after: u64,
        limit: i64,
    ) -> Result<Vec<DueServer>> {
        let rows = db::query(
            "SELECT g.guild_id FROM guild_settings g
             WHERE g.guild_id > ?6
                AND ((g.season = 'weekly' AND g.season_since < ?1 AND NOT EXISTS (
                        SELECT 1 FROM seasons s WHERE s.guild_id = g.guild_id AND s.period = ?2))
                  OR (g.season = 'monthly' AND g.season_since < ?3 AND NOT EXISTS (
                        SELECT 1 FROM seasons s WHERE s.guild_id = g.guild_id AND s.period = ?4)))
             ORDER BY g.guild_id LIMIT ?5",
        )
        .bind(due.weekly.1)
        .bind(due.weekly.0.as_str())
        .bind(due.monthly.1)
        .bind(due.monthly.0.as_str())
        .bind(limit)
        .bind(sql_id(after))
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| Ok(from_sql_id(row.try_get("guild_id")?)))
            .collect()
    }
}

impl Tx {
    /// The language of the server's most recent game (`en`, `fr`, …), if it has one: the
    /// language of its public messages when no member's request says it.
    pub async fn recent_locale(&mut self, guild: u64) -> Result<Option<String>> {
        db::query("SELECT locale FROM games WHERE guild_id = ? ORDER BY id DESC LIMIT 1")
            .bind(sql_id(guild))
            .fetch_optional(self.conn().await?)
            .await?
            .map(|row| row.try_get("locale"))
            .transpose()
    }
}
