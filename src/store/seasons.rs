//! Seasons: the standings of a period (net chips won in games, kept per member and season
//! as the ledger is written: migration `season_nets`), the seasons the sweep closes, once
//! each, and their winners.

use super::db;
use super::ranks::{Counted, place_on_page};
use super::{Result, Store, Tx, from_sql_id, sql_id};

/// A season of a server's: the week, or the month, that began at `start` (Unix seconds: a
/// Monday's midnight or a month's first, UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub monthly: bool,
    pub start: i64,
}

impl Period {
    /// Its span among the kept nets and bests: 1 for a week, 2 for a month (0, all time,
    /// is the bests' alone).
    pub(super) fn span(self) -> i64 {
        if self.monthly { 2 } else { 1 }
    }

    /// Its standings' board on server `guild`.
    fn counted(self, guild: u64) -> Counted {
        Counted::Season {
            guild,
            span: self.span(),
            since: self.start,
        }
    }
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
    /// One page of the standings of `period`: each member's net chips won in games
    /// (stakes, bets, buy-ins and cash-outs against payouts and winnings; not gifts or
    /// dailies), best first (equal nets share a place, the lower id listed first), and how
    /// many members played. A game counts whole, every movement of the member's in it, in
    /// the season of the member's last movement in it.
    pub async fn season_standings(
        &mut self,
        guild: u64,
        period: Period,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<SeasonRow>, i64)> {
        let total = self.season_players(guild, period).await?;
        Ok((self.season_rows(guild, period, offset, limit).await?, total))
    }

    /// How many members played in `period` (the standings' length).
    pub async fn season_players(&mut self, guild: u64, period: Period) -> Result<i64> {
        self.members_counted(period.counted(guild)).await
    }

    /// [`Tx::season_standings`]' lines alone, for a caller that knows their number.
    pub async fn season_rows(
        &mut self,
        guild: u64,
        period: Period,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<SeasonRow>> {
        let counted = period.counted(guild);
        if limit <= 0 {
            return Ok(Vec::new());
        }
        let Some(start) = self.page_start(counted, offset).await? else {
            return Ok(Vec::new());
        };
        let rows = db::query(
            "SELECT n.user_id, n.net, COALESCE(w.display_name, '') AS name
             FROM (SELECT guild_id, user_id, net FROM season_nets
                   WHERE guild_id = ?1 AND span = ?2 AND since = ?3 AND games > 0 AND net <= ?4
                   ORDER BY net DESC, user_id ASC LIMIT ?5 OFFSET ?6) AS n
             LEFT JOIN wallets w ON w.guild_id = n.guild_id AND w.user_id = n.user_id
             ORDER BY n.net DESC, n.user_id ASC",
        )
        .bind(sql_id(guild))
        .bind(period.span())
        .bind(period.start)
        .bind(start.value)
        .bind(limit)
        .bind(offset - start.above)
        .fetch_all(self.conn().await?)
        .await?;
        let mut page: Vec<SeasonRow> = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let net: i64 = row.try_get("net")?;
            let before = page.last().map(|r| (r.net, r.rank));
            page.push(SeasonRow {
                rank: place_on_page((offset, start.above), i, before, net),
                user_id: from_sql_id(row.try_get("user_id")?),
                name: row.try_get("name")?,
                net,
            });
        }
        Ok(page)
    }

    /// `user`'s line in the standings of `period`, if they played in it.
    pub async fn season_place(
        &mut self,
        guild: u64,
        user: u64,
        period: Period,
    ) -> Result<Option<SeasonRow>> {
        let counted = period.counted(guild);
        let row = db::query(
            "SELECT n.net, COALESCE(w.display_name, '') AS name
             FROM season_nets n
             LEFT JOIN wallets w ON w.guild_id = n.guild_id AND w.user_id = n.user_id
             WHERE n.guild_id = ?1 AND n.span = ?2 AND n.since = ?3 AND n.user_id = ?4
               AND n.games > 0",
        )
        .bind(sql_id(guild))
        .bind(period.span())
        .bind(period.start)
        .bind(sql_id(user))
        .fetch_optional(self.conn().await?)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let net: i64 = row.try_get("net")?;
        Ok(Some(SeasonRow {
            rank: self.members_above(counted, net).await? + 1,
            user_id: user,
            name: row.try_get("name")?,
            net,
        }))
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
