//! Responsible play, as stored: exclusions from wagering (a member's own, on every server,
//! or a server manager's, on that server) and a member's own limits on one server, with
//! what they staked and lost in the last 24 hours. What the rules mean (which limit binds, a
//! higher one waiting a day) is the app's; this is their SQL.

use super::db;
use super::{Result, Tx, from_sql_id, sql_id};

/// An exclusion that never ends: its `until`.
pub const FOREVER: i64 = i64::MAX;
/// The window limits count in: the last 24 hours.
pub const DAY: i64 = 86_400;
/// The exclusions' server for a member's own: every server.
pub const EVERYWHERE: u64 = 0;

/// The ledger's reasons that stake chips: a debit under one is a wager.
pub const WAGER_REASONS: &str = "'bet', 'stake', 'buy-in'";
/// The ledger's reasons of play, whose sum is what a member won or lost at the games.
pub const PLAY_REASONS: &str =
    "'bet', 'payout', 'stake', 'winnings', 'refund', 'buy-in', 'cash-out'";

/// Whether a ledger reason stakes chips.
fn is_wager(reason: &str) -> bool {
    matches!(reason, "bet" | "stake" | "buy-in")
}

/// One ledger row of play, as the limits count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    pub id: i64,
    pub at: i64,
    pub delta: i64,
    pub reason: PlayReason,
    pub game: Option<i64>,
}

/// What a row of play is to the limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayReason {
    /// A bet, stake or buy-in.
    Wager,
    /// Chips taken back from a table with stacks.
    CashOut,
    /// What else settles a wager: a payout, winnings, a refund.
    Settles,
}

impl PlayReason {
    /// What a ledger reason is to the limits; None for one that is not of play (a daily
    /// claim, a gift).
    pub fn of(reason: &str) -> Option<PlayReason> {
        match reason {
            "cash-out" => Some(PlayReason::CashOut),
            "payout" | "winnings" | "refund" => Some(PlayReason::Settles),
            r if is_wager(r) => Some(PlayReason::Wager),
            _ => None,
        }
    }
}

/// The chips each row of play (in the order written) counts as staked: a wager's debit,
/// less a cash-out from the same game written just before it in the same second (a rebuy
/// at a table with stacks cashes the stack out and buys it back in with the chips added:
/// only those are staked anew).
pub fn counted_stakes(plays: &[Play]) -> Vec<i64> {
    let mut counted = Vec::with_capacity(plays.len());
    for (at, play) in plays.iter().enumerate() {
        if play.reason != PlayReason::Wager || play.delta >= 0 {
            counted.push(0);
            continue;
        }
        let carried = match at.checked_sub(1).map(|before| &plays[before]) {
            Some(p)
                if p.reason == PlayReason::CashOut && p.at == play.at && p.game == play.game =>
            {
                p.delta.max(0)
            }
            _ => 0,
        };
        counted.push((-play.delta - carried).max(0));
    }
    counted
}

/// An exclusion in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exclusion {
    pub since: i64,
    /// Unix seconds; [`FOREVER`] for good.
    pub until: i64,
    /// The member's own, on every server; else a manager's, on this server.
    pub everywhere: bool,
}

/// A member's limits, in 24 hours: None is no limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Caps {
    pub stake: Option<i64>,
    pub loss: Option<i64>,
}

/// A member's limits on one server: those in force, the change that waits (when it starts,
/// and the limits then), and what the last 24 hours used of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    pub caps: Caps,
    pub next: Option<(i64, Caps)>,
    /// Chips staked in the last 24 hours.
    pub staked: i64,
    /// Net chips lost at the games in the last 24 hours (below zero: won).
    pub lost: i64,
}

/// What holds a member back on one server: an exclusion in force, and their limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Restraint {
    pub exclusion: Option<Exclusion>,
    pub limits: Limits,
}

/// What a member's seat or wallet row says of their restraints, read with it: the end of
/// their last exclusion here or everywhere, and whether they ever set limits here. Only a
/// member with either is read further.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Flags {
    pub excluded_until: Option<i64>,
    pub limited: bool,
}

impl Flags {
    /// Whether a restraint may hold at `now`.
    pub fn restrained(self, now: i64) -> bool {
        self.limited || self.excluded_until.is_some_and(|until| until > now)
    }

    /// The flags from a row whose flag columns are named `[excluded_until, limits_since]`
    /// ([`FLAGS`], or [`SEAT_FLAGS`] in a game's load).
    pub(super) fn read(row: &db::Row, [excluded, limits]: [&str; 2]) -> Result<Flags> {
        Ok(Flags {
            excluded_until: row.try_get(excluded)?,
            limited: row.try_get::<Option<i64>, _>(limits)?.is_some(),
        })
    }
}

/// Rows of play as read: `id, created_at, delta, reason, game_id`.
pub(super) fn plays(rows: Vec<db::Row>) -> Result<Vec<Play>> {
    rows.iter()
        .map(|row| {
            Ok(Play {
                id: row.try_get("id")?,
                at: row.try_get("created_at")?,
                delta: row.try_get("delta")?,
                // Read from rows of play alone: none is anything else.
                reason: PlayReason::of(&row.try_get::<String, _>("reason")?)
                    .unwrap_or(PlayReason::Settles),
                game: row.try_get("game_id")?,
            })
        })
        .collect()
}

/// The flag columns' names, as [`flag_columns`] names them with no prefix.
pub(super) const FLAGS: [&str; 2] = ["excluded_until", "limits_since"];
/// The same with the seat columns' prefix `s_`, in a game's load.
pub(super) const SEAT_FLAGS: [&str; 2] = ["s_excluded_until", "s_limits_since"];

/// The flag columns for a member `user` (an SQL expression) on server `guild`.
macro_rules! flag_columns {
    ($guild:literal, $user:literal, $prefix:literal) => {
        concat!(
            "(SELECT MAX(x.until) FROM exclusions x WHERE x.user_id = ",
            $user,
            " AND x.guild_id IN (0, ",
            $guild,
            ")) AS ",
            $prefix,
            "excluded_until, (SELECT MAX(l.since) FROM limits l WHERE l.guild_id = ",
            $guild,
            " AND l.user_id = ",
            $user,
            ") AS ",
            $prefix,
            "limits_since"
        )
    };
}
pub(super) use flag_columns;

impl Tx {
    /// The exclusion in force for `user` on `guild` at `now` (theirs everywhere, or this
    /// server's), the one ending last.
    pub async fn exclusion(
        &mut self,
        guild: u64,
        user: u64,
        now: i64,
    ) -> Result<Option<Exclusion>> {
        let row = db::query(
            "SELECT guild_id, since, until FROM exclusions
             WHERE user_id = ? AND guild_id IN (0, ?) AND until > ? AND since <= ?
             ORDER BY until DESC, guild_id LIMIT 1",
        )
        .bind(sql_id(user))
        .bind(sql_id(guild))
        .bind(now)
        .bind(now)
        .fetch_optional(self.conn().await?)
        .await?;
        row.map(|row| {
            Ok(Exclusion {
                since: row.try_get("since")?,
                until: row.try_get("until")?,
                everywhere: from_sql_id(row.try_get("guild_id")?) == EVERYWHERE,
            })
        })
        .transpose()
    }

    /// Excludes `user` from wagering on `guild` ([`EVERYWHERE`] for every server) from
    /// `since` until `until`, set by `by`. An exclusion there that ends as late or later
    /// stays as it is (none is shortened); the one in force after is returned. The member's
    /// wallets are written too, so a wager of theirs running at once on another replica
    /// meets this one (PostgreSQL ends one of the two, and it runs again).
    pub async fn exclude(
        &mut self,
        guild: u64,
        user: u64,
        by: u64,
        since: i64,
        until: i64,
    ) -> Result<Exclusion> {
        let longer: Option<i64> = db::query(
            "SELECT MAX(until) FROM exclusions WHERE user_id = ? AND guild_id = ? AND until >= ?",
        )
        .bind(sql_id(user))
        .bind(sql_id(guild))
        .bind(until)
        .scalar(self.conn().await?)
        .await?;
        let everywhere = guild == EVERYWHERE;
        if let Some(until) = longer {
            let since = db::query(
                "SELECT MIN(since) FROM exclusions WHERE user_id = ? AND guild_id = ? AND until = ?",
            )
            .bind(sql_id(user))
            .bind(sql_id(guild))
            .bind(until)
            .scalar::<Option<i64>>(self.conn().await?)
            .await?
            .unwrap_or(since);
            return Ok(Exclusion {
                since,
                until,
                everywhere,
            });
        }
        db::query(
            "INSERT INTO exclusions (guild_id, user_id, set_by, since, until) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(sql_id(by))
        .bind(since)
        .bind(until)
        .execute(self.conn().await?)
        .await?;
        let touch = if everywhere {
            // Every wallet of theirs: each server's, and their own (kept under guild 0 too).
            db::query("UPDATE wallets SET display_name = display_name WHERE user_id = ?")
                .bind(sql_id(user))
        } else {
            db::query(
                "UPDATE wallets SET display_name = display_name WHERE user_id = ? AND guild_id = ?",
            )
            .bind(sql_id(user))
            .bind(sql_id(guild))
        };
        touch.execute(self.conn().await?).await?;
        Ok(Exclusion {
            since,
            until,
            everywhere,
        })
    }

    /// `user`'s limits on `guild` at `now`, and what the last 24 hours used of them.
    pub async fn limits(&mut self, guild: u64, user: u64, now: i64) -> Result<Limits> {
        let rows = db::query(
            "SELECT since, stake_cap, loss_cap FROM limits
             WHERE guild_id = ? AND user_id = ?
               AND since >= COALESCE((SELECT MAX(since) FROM limits
                                      WHERE guild_id = ? AND user_id = ? AND since <= ?), 0)
             ORDER BY since, set_at",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(now)
        .fetch_all(self.conn().await?)
        .await?;
        let mut limits = Limits::default();
        for row in &rows {
            let since: i64 = row.try_get("since")?;
            let caps = Caps {
                stake: row.try_get("stake_cap")?,
                loss: row.try_get("loss_cap")?,
            };
            if since <= now {
                limits.caps = caps;
            } else if limits.next.is_none() {
                limits.next = Some((since, caps));
            }
        }
        if limits.caps != Caps::default() {
            let (staked, lost) = self.played_since(guild, user, now - DAY).await?;
            limits.staked = staked;
            limits.lost = lost;
        }
        Ok(limits)
    }

    /// Chips `user` staked on `guild` after `since`, and their net loss at the games then.
    pub async fn played_since(&mut self, guild: u64, user: u64, since: i64) -> Result<(i64, i64)> {
        let plays = plays(
            db::query_built(format!(
                "SELECT id, created_at, delta, reason, game_id FROM ledger
                 WHERE guild_id = ? AND user_id = ? AND created_at > ?
                   AND reason IN ({PLAY_REASONS}) ORDER BY id"
            ))
            .bind(sql_id(guild))
            .bind(sql_id(user))
            .bind(since)
            .fetch_all(self.conn().await?)
            .await?,
        )?;
        let staked = counted_stakes(&plays).iter().sum();
        let lost = -plays.iter().map(|p| p.delta).sum::<i64>();
        Ok((staked, lost))
    }

    /// Puts `user`'s limits on `guild` as `rows` say, each (from when, the limits then):
    /// the changes not yet in force are dropped first. A row in force once is never
    /// rewritten: a change in the second a waiting raise starts is a row of its own, set
    /// later.
    pub async fn set_limits(
        &mut self,
        guild: u64,
        user: u64,
        rows: &[(i64, Caps)],
        now: i64,
    ) -> Result<()> {
        db::query("DELETE FROM limits WHERE guild_id = ? AND user_id = ? AND since > ?")
            .bind(sql_id(guild))
            .bind(sql_id(user))
            .bind(now)
            .execute(self.conn().await?)
            .await?;
        for (since, caps) in rows {
            db::query(
                "INSERT INTO limits (guild_id, user_id, since, stake_cap, loss_cap, set_at)
                 VALUES (?, ?, ?, ?, ?, ?)
                 ON CONFLICT (guild_id, user_id, since, set_at)
                 DO UPDATE SET stake_cap = excluded.stake_cap, loss_cap = excluded.loss_cap",
            )
            .bind(sql_id(guild))
            .bind(sql_id(user))
            .bind(*since)
            .bind(caps.stake)
            .bind(caps.loss)
            .bind(now)
            .execute(self.conn().await?)
            .await?;
        }
        // Written too, as an exclusion writes them: a wager running at once meets it.
        db::query(
            "UPDATE wallets SET display_name = display_name WHERE guild_id = ? AND user_id = ?",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .execute(self.conn().await?)
        .await?;
        Ok(())
    }

    /// Everything that holds `user` back on `guild` at `now`.
    pub async fn restraint(&mut self, guild: u64, user: u64, now: i64) -> Result<Restraint> {
        Ok(Restraint {
            exclusion: self.exclusion(guild, user, now).await?,
            limits: self.limits(guild, user, now).await?,
        })
    }
}
