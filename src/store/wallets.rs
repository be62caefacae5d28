use super::db::{self, Value};
use super::ranks::Counted;
use super::restraints::{FLAGS, Flags};
use super::{Result, StoreError, Tx, from_sql_id, sql_id};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wallet {
    pub guild_id: u64,
    pub user_id: u64,
    pub name: String,
    pub balance: i64,
    pub daily_streak: i64,
    pub last_daily_at: Option<i64>,
    /// Daily claims made so far, and the number of the claim that last used a grace.
    pub daily_claims: i64,
    pub last_grace_claim: Option<i64>,
    /// Whether an exclusion or limits may hold the member back here.
    pub flags: Flags,
}

/// One chip movement as `/audit` shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    pub at: i64,
    pub delta: i64,
    /// `start`, `daily`, `give`, `gift`, `bet`, `payout`, `stake`, `winnings`, `refund`,
    /// `buy-in`, `cash-out`.
    pub reason: String,
    pub counterparty: Option<u64>,
    pub game_id: Option<i64>,
    pub game_kind: Option<String>,
}

/// A member's streak as a claim leaves it: kept in the wallet, so that a restart, another
/// replica or a claim sent again reads the same figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Streak {
    pub days: i64,
    pub claims: i64,
    pub last_grace_claim: Option<i64>,
}

/// One chip movement: a ledger row and the balance change, made together.
#[derive(Debug, Clone)]
pub struct Movement<'a> {
    pub guild_id: u64,
    pub user_id: u64,
    /// Positive credits, negative debits.
    pub delta: i64,
    /// What it was for: `start`, `daily`, `give`, `gift`, `bet`, `payout`.
    pub reason: &'a str,
    pub game_id: Option<i64>,
    pub counterparty: Option<u64>,
    /// Unique per movement: the interaction id and what the movement is.
    pub key: String,
    pub at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderRow {
    pub rank: i64,
    pub user_id: u64,
    pub name: String,
    pub balance: i64,
}

fn wallet_from(row: &db::Row) -> Result<Wallet> {
    Ok(Wallet {
        guild_id: from_sql_id(row.try_get("guild_id")?),
        user_id: from_sql_id(row.try_get("user_id")?),
        name: row.try_get("display_name")?,
        balance: row.try_get("balance")?,
        daily_streak: row.try_get("daily_streak")?,
        last_daily_at: row.try_get("last_daily_at")?,
        daily_claims: row.try_get("daily_claims")?,
        last_grace_claim: row.try_get("last_grace_claim")?,
        flags: Flags::read(row, FLAGS)?,
    })
}

/// [`Tx::hold_chips`]'s statement.
pub(super) const HOLD_CHIPS: &str =
    "INSERT INTO ledger (guild_id, user_id, delta, balance_after, reason, game_id,
                 counterparty_id, idempotency_key, created_at)
             VALUES (?, ?, ?, (SELECT balance FROM wallets WHERE guild_id = ? AND user_id = ?) + ?,
                 ?, ?, ?, ?, ?);";

impl Tx {
    /// The member's wallet on this server. The first time, it is opened with
    /// `starting_chips`, written to the ledger like every other movement.
    pub async fn wallet(
        &mut self,
        guild: u64,
        user: u64,
        name: &str,
        starting_chips: i64,
        now: i64,
    ) -> Result<Wallet> {
        if self.is_rehearsal() {
            // The wallet as it is, or as it would be opened.
            if let Some(wallet) = self.existing_wallet(guild, user).await? {
                return Ok(wallet);
            }
            let wallet = Wallet {
                guild_id: guild,
                user_id: user,
                name: name.to_string(),
                balance: starting_chips.max(0),
                daily_streak: 0,
                last_daily_at: None,
                daily_claims: 0,
                last_grace_claim: None,
                flags: self.flags(guild, user).await?,
            };
            self.opened.push(wallet.clone());
            return Ok(wallet);
        }
        // Opened holding its starting chips, and the ledger row that gives them written
        // beside it: the balance counts (and on PostgreSQL their rows, which every new
        // member of a server shares) change once, at the starting balance, rather than at
        // zero and then again.
        let opening = starting_chips.max(0);
        let inserted = db::query(
            "INSERT INTO wallets (guild_id, user_id, display_name, balance, created_at)
             VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO NOTHING",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(name)
        .bind(opening)
        .bind(now)
        .execute(self.conn().await?)
        .await?;
        if inserted == 1 && opening > 0 {
            let key = format!("start:{guild}:{user}");
            let written: Option<i64> = db::query(
                "INSERT INTO ledger (guild_id, user_id, delta, balance_after, reason, game_id,
                     counterparty_id, idempotency_key, created_at)
                 VALUES (?1, ?2, ?3, ?3, 'start', NULL, NULL, ?4, ?5)
                 ON CONFLICT (idempotency_key) DO NOTHING
                 RETURNING id",
            )
            .bind(sql_id(guild))
            .bind(sql_id(user))
            .bind(opening)
            .bind(&key)
            .bind(now)
            .scalar_optional(self.conn().await?)
            .await?;
            if written.is_none() {
                return Err(StoreError::DuplicateMovement(key));
            }
        } else if inserted == 0 && !name.is_empty() {
            db::query(
                "UPDATE wallets SET display_name = ? WHERE guild_id = ? AND user_id = ? AND display_name <> ?",
            )
            .bind(name)
            .bind(sql_id(guild))
            .bind(sql_id(user))
            .bind(name)
            .execute(self.conn().await?)
            .await?;
        }
        self.existing_wallet(guild, user)
            .await?
            .ok_or_else(|| StoreError::Corrupt("a wallet vanished while it was opened".into()))
    }

    pub async fn existing_wallet(&mut self, guild: u64, user: u64) -> Result<Option<Wallet>> {
        if let Some(opened) = self
            .opened
            .iter()
            .find(|w| w.guild_id == guild && w.user_id == user)
        {
            return Ok(Some(opened.clone()));
        }
        let row = db::query(concat!(
            "SELECT w.*, ",
            super::restraints::flag_columns!("w.guild_id", "w.user_id", ""),
            " FROM wallets w WHERE w.guild_id = ? AND w.user_id = ?"
        ))
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .fetch_optional(self.conn().await?)
        .await?;
        row.as_ref().map(wallet_from).transpose()
    }

    /// What a member's restraints' flags are on `guild`, wallet or not.
    pub async fn flags(&mut self, guild: u64, user: u64) -> Result<Flags> {
        let row = db::query(concat!(
            "SELECT ",
            super::restraints::flag_columns!("?1", "?2", "")
        ))
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .fetch_one(self.conn().await?)
        .await?;
        Flags::read(&row, FLAGS)
    }

    /// Moves chips in or out of one wallet and writes the ledger row. Refuses to take the
    /// balance below zero and refuses a key used before; either way nothing changes.
    pub async fn move_chips(&mut self, m: &Movement<'_>) -> Result<i64> {
        // The ledger row, with the balance it leads to: it is written only if the balance
        // stays at zero or above and its key is new (a key used before is skipped, not an
        // error, so the transaction goes on on PostgreSQL too), and a trigger moves the
        // wallet to that balance in the same statement.
        let written: Option<i64> = db::query(
            "INSERT INTO ledger (guild_id, user_id, delta, balance_after, reason, game_id,
                 counterparty_id, idempotency_key, created_at)
             SELECT guild_id, user_id, ?3, balance + ?3, ?4, ?5, ?6, ?7, ?8 FROM wallets
             WHERE guild_id = ?1 AND user_id = ?2 AND balance + ?3 >= 0
             ON CONFLICT (idempotency_key) DO NOTHING
             RETURNING balance_after",
        )
        .bind(sql_id(m.guild_id))
        .bind(sql_id(m.user_id))
        .bind(m.delta)
        .bind(m.reason)
        .bind(m.game_id)
        .bind(m.counterparty.map(sql_id))
        .bind(&m.key)
        .bind(m.at)
        .scalar_optional(self.conn().await?)
        .await?;
        let Some(balance) = written else {
            let used: Option<i64> = db::query("SELECT id FROM ledger WHERE idempotency_key = ?")
                .bind(&m.key)
                .scalar_optional(self.conn().await?)
                .await?;
            if used.is_some() {
                return Err(StoreError::DuplicateMovement(m.key.clone()));
            }
            let current = self
                .existing_wallet(m.guild_id, m.user_id)
                .await?
                .map(|w| w.balance)
                .unwrap_or(0);
            return Err(StoreError::InsufficientChips {
                balance: current,
                needed: -m.delta,
            });
        };
        Ok(balance)
    }

    /// [`Tx::move_chips`] held back for the commit: the ledger row takes the balance the
    /// wallet has by then, and a balance below zero or a key used before fails the commit
    /// (nothing stays). For moves whose new balance the caller already knows.
    pub fn hold_chips(&mut self, m: &Movement<'_>) -> Result<()> {
        let (guild, user) = (sql_id(m.guild_id), sql_id(m.user_id));
        self.hold(
            HOLD_CHIPS,
            vec![
                Value::from(guild),
                Value::from(user),
                Value::from(m.delta),
                Value::from(guild),
                Value::from(user),
                Value::from(m.delta),
                Value::from(m.reason),
                Value::from(m.game_id),
                Value::from(m.counterparty.map(sql_id)),
                Value::from(&m.key),
                Value::from(m.at),
            ],
        )
    }

    pub async fn set_daily(
        &mut self,
        guild: u64,
        user: u64,
        streak: Streak,
        at: i64,
    ) -> Result<()> {
        db::query(
            "UPDATE wallets SET daily_streak = ?, daily_claims = ?, last_grace_claim = ?,
                 last_daily_at = ?
             WHERE guild_id = ? AND user_id = ?",
        )
        .bind(streak.days)
        .bind(streak.claims)
        .bind(streak.last_grace_claim)
        .bind(at)
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .execute(self.conn().await?)
        .await?;
        Ok(())
    }

    /// The gifts this member received with /give after `since` (a window, open at its
    /// start), oldest first: when each came, and how many chips.
    pub async fn received_since(
        &mut self,
        guild: u64,
        user: u64,
        since: i64,
    ) -> Result<Vec<(i64, i64)>> {
        let rows = db::query(
            "SELECT created_at, delta FROM ledger
             WHERE guild_id = ? AND user_id = ? AND reason = 'gift' AND created_at > ?
             ORDER BY created_at, id",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(since)
        .fetch_all(self.conn().await?)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get("created_at")?, row.try_get("delta")?)))
            .collect()
    }

    /// The member's last `limit` chip movements on this server, newest first, each with the
    /// kind of game it belongs to, if any: read backwards from the end of the member's rows
    /// in `ledger_by_member`, however long their history.
    pub async fn movements(&mut self, guild: u64, user: u64, limit: i64) -> Result<Vec<Move>> {
        let rows = db::query(
            "SELECT l.created_at, l.delta, l.reason, l.counterparty_id, l.game_id,
                    g.kind AS game_kind
             FROM ledger l LEFT JOIN games g ON g.id = l.game_id
             WHERE l.guild_id = ? AND l.user_id = ?
             ORDER BY l.created_at DESC, l.id DESC LIMIT ?",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(limit)
        .fetch_all(self.conn().await?)
        .await?;
        rows.iter()
            .map(|row| {
                let counterparty: Option<i64> = row.try_get("counterparty_id")?;
                Ok(Move {
                    at: row.try_get("created_at")?,
                    delta: row.try_get("delta")?,
                    reason: row.try_get("reason")?,
                    counterparty: counterparty.map(from_sql_id),
                    game_id: row.try_get("game_id")?,
                    game_kind: row.try_get("game_kind")?,
                })
            })
            .collect()
    }

    /// The games and rounds this member finished on this server, as /stats counts them.
    pub async fn games_finished(&mut self, guild: u64, user: u64) -> Result<i64> {
        db::query(
            "SELECT CAST(COALESCE(SUM(played), 0) AS BIGINT) FROM member_stats
             WHERE guild_id = ? AND user_id = ?",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .scalar(self.conn().await?)
        .await
    }

    /// Chips this member gave away with /give after `since` (a window, open at its start).
    pub async fn given_since(&mut self, guild: u64, user: u64, since: i64) -> Result<i64> {
        let total: Option<i64> = db::query(
            "SELECT CAST(SUM(-delta) AS BIGINT) FROM ledger
             WHERE guild_id = ? AND user_id = ? AND reason = 'give' AND created_at > ?",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(since)
        .scalar(self.conn().await?)
        .await?;
        Ok(total.unwrap_or(0))
    }
}

/// Whom a board ranks: a server's members, or, for the own wallets
/// ([`super::OWN_WALLETS`]), the players of one circle (see [`Tx::join_circle`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Among {
    pub guild: u64,
    pub circle: Option<u64>,
}

impl Among {
    /// A whole server's members.
    pub fn server(guild: u64) -> Among {
        Among {
            guild,
            circle: None,
        }
    }

    /// `query` with the circle bound last, when there is one (its placeholder is the
    /// query's last).
    pub(super) fn bind_circle(self, query: db::Query) -> db::Query {
        match self.circle {
            Some(circle) => query.bind(sql_id(circle)),
            None => query,
        }
    }
}

impl Tx {
    /// One page of the server's richest members, and how many members have a wallet.
    /// Standard competition ranking: equal balances share a place, and the next balance
    /// down takes the place after all of them (1, 2, 2, 4); equal balances are listed by
    /// member.
    pub async fn leaderboard(
        &mut self,
        among: Among,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<LeaderRow>, i64)> {
        let total = self.wallet_count(among).await?;
        Ok((self.leaderboard_rows(among, offset, limit).await?, total))
    }

    /// [`Tx::leaderboard`]'s lines alone, for a caller that knows their number.
    pub async fn leaderboard_rows(
        &mut self,
        among: Among,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<LeaderRow>> {
        if among.circle.is_some() {
            return self.circle_leaderboard(among, offset, limit).await;
        }
        // A server's page is found from the counts (ranks.rs), then read from the index
        // from its first balance on, past those of that balance on earlier pages.
        let Some(start) = self.page_start(Counted::Chips(among.guild), offset).await? else {
            return Ok(Vec::new());
        };
        let rows = db::query(
            "SELECT user_id, display_name, balance FROM wallets
             WHERE guild_id = ?1 AND balance <= ?2
             ORDER BY balance DESC, user_id ASC LIMIT ?3 OFFSET ?4",
        )
        .bind(sql_id(among.guild))
        .bind(start.value)
        .bind(limit)
        .bind(offset - start.above)
        .fetch_all(self.conn().await?)
        .await?;
        let mut page: Vec<LeaderRow> = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let balance: i64 = row.try_get("balance")?;
            let before = page.last().map(|b| (b.balance, b.rank));
            let rank = super::ranks::place_on_page((offset, start.above), i, before, balance);
            page.push(LeaderRow {
                rank,
                user_id: from_sql_id(row.try_get("user_id")?),
                name: row.try_get("display_name")?,
                balance,
            });
        }
        Ok(page)
    }

    /// One page of a circle's board: its players, few, ranked as they are read.
    async fn circle_leaderboard(
        &mut self,
        among: Among,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<LeaderRow>> {
        let rows = among
            .bind_circle(
                db::query(
                    "SELECT user_id, display_name, balance, place FROM (
                         SELECT w.user_id, w.display_name, w.balance,
                                RANK() OVER (ORDER BY w.balance DESC) AS place
                         FROM circles c JOIN wallets w ON w.guild_id = ?1 AND w.user_id = c.user_id
                         WHERE c.circle_id = ?4) AS ranked
                     ORDER BY balance DESC, user_id ASC LIMIT ?2 OFFSET ?3",
                )
                .bind(sql_id(among.guild))
                .bind(limit)
                .bind(offset),
            )
            .fetch_all(self.conn().await?)
            .await?;
        rows.iter()
            .map(|row| {
                Ok(LeaderRow {
                    rank: row.try_get("place")?,
                    user_id: from_sql_id(row.try_get("user_id")?),
                    name: row.try_get("display_name")?,
                    balance: row.try_get("balance")?,
                })
            })
            .collect()
    }

    /// How many members have a wallet among `among` (the chips board's length).
    pub async fn wallet_count(&mut self, among: Among) -> Result<i64> {
        if among.circle.is_none() {
            return self.members_counted(Counted::Chips(among.guild)).await;
        }
        among
            .bind_circle(
                db::query(
                    "SELECT COUNT(*) FROM circles c
                     JOIN wallets w ON w.guild_id = ?1 AND w.user_id = c.user_id
                     WHERE c.circle_id = ?2",
                )
                .bind(sql_id(among.guild)),
            )
            .scalar(self.conn().await?)
            .await
    }

    /// `user` plays from their own wallet in `circle` (a group DM, a server that has not
    /// added Parlor): its boards rank them from now on.
    pub async fn join_circle(&mut self, circle: u64, user: u64, at: i64) -> Result<()> {
        db::query(
            "INSERT INTO circles (circle_id, user_id, joined_at) VALUES (?, ?, ?)
             ON CONFLICT DO NOTHING",
        )
        .bind(sql_id(circle))
        .bind(sql_id(user))
        .bind(at)
        .execute(self.conn().await?)
        .await?;
        Ok(())
    }

    /// The member's balance day by day from `since` (Unix seconds at the start of a UTC
    /// day): the balance before it, if they had one, and each day's closing balance on the
    /// days their chips moved, as (day number since 1970, balance), in order.
    pub async fn balance_by_day(
        &mut self,
        guild: u64,
        user: u64,
        since: i64,
    ) -> Result<(Option<i64>, Vec<(i64, i64)>)> {
        let before: Option<i64> = db::query(
            "SELECT balance_after FROM ledger
             WHERE guild_id = ? AND user_id = ? AND created_at < ?
             ORDER BY created_at DESC, id DESC LIMIT 1",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(since)
        .fetch_optional(self.conn().await?)
        .await?
        .map(|row| row.try_get("balance_after"))
        .transpose()?;
        // Each day's last movement, found by the index from the day's end: as many seeks as
        // days, however busy the member. The day is bounded on (member, time) together, which
        // only `ledger_by_member` can seek: given the member and the time apart, SQLite's
        // planner may take the server's rows of the day by `ledger_by_time` and look each up,
        // which on a large server reads a day's play of every member.
        let rows = db::query(
            "WITH RECURSIVE days (day) AS (
                 SELECT CAST(?3 / 86400 AS BIGINT)
                 UNION ALL
                 SELECT day + 1 FROM days
                 WHERE day < (SELECT CAST(MAX(created_at) / 86400 AS BIGINT) FROM ledger
                              WHERE guild_id = ?1 AND user_id = ?2))
             SELECT day, balance_after FROM (
                 SELECT day, (SELECT l.balance_after FROM ledger l
                              WHERE l.guild_id = ?1
                                AND (l.user_id, l.created_at) >= (?2, day * 86400)
                                AND (l.user_id, l.created_at) < (?2, (day + 1) * 86400)
                              ORDER BY l.user_id DESC, l.created_at DESC, l.id DESC
                              LIMIT 1) AS balance_after
                 FROM days) AS closing
             WHERE balance_after IS NOT NULL ORDER BY day",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(since)
        .fetch_all(self.conn().await?)
        .await?;
        let days = rows
            .iter()
            .map(|row| Ok((row.try_get("day")?, row.try_get("balance_after")?)))
            .collect::<Result<Vec<_>>>()?;
        Ok((before, days))
    }

    /// The member's place on the leaderboard (1 = richest), if they have a wallet: one more
    /// than the members strictly richer, so that equal balances share a place.
    pub async fn rank_of(&mut self, among: Among, user: u64) -> Result<Option<LeaderRow>> {
        let Some(wallet) = self.existing_wallet(among.guild, user).await? else {
            return Ok(None);
        };
        let ahead: i64 = match among.circle {
            None => {
                self.members_above(Counted::Chips(among.guild), wallet.balance)
                    .await?
            }
            Some(circle) => {
                // A member who never played in the circle has no place on its board.
                let member: i64 =
                    db::query("SELECT COUNT(*) FROM circles WHERE circle_id = ? AND user_id = ?")
                        .bind(sql_id(circle))
                        .bind(sql_id(user))
                        .scalar(self.conn().await?)
                        .await?;
                if member == 0 {
                    return Ok(None);
                }
                db::query(
                    "SELECT COUNT(*) FROM circles c
                     JOIN wallets w ON w.guild_id = ? AND w.user_id = c.user_id
                     WHERE c.circle_id = ? AND w.balance > ?",
                )
                .bind(sql_id(among.guild))
                .bind(sql_id(circle))
                .bind(wallet.balance)
                .scalar(self.conn().await?)
                .await?
            }
        };
        Ok(Some(LeaderRow {
            rank: ahead + 1,
            user_id: user,
            name: wallet.name,
            balance: wallet.balance,
        }))
    }
}

impl super::Store {
    /// A game's ledger rows: (reason, delta, idempotency key), in order.
    pub async fn ledger_of_game(&self, game: i64) -> Result<Vec<(String, i64, String)>> {
        let rows = db::query(
            "SELECT reason, delta, idempotency_key FROM ledger WHERE game_id = ? ORDER BY id",
        )
        .bind(game)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|row| {
                Ok((
                    row.try_get("reason")?,
                    row.try_get("delta")?,
                    row.try_get("idempotency_key")?,
                ))
            })
            .collect()
    }
}
