//! The store's invariants, checked on a whole database (`parlor check`): the ledger adds up
//! to the balances, server by server and member by member; no balance is negative; every
//! bet, stake or buy-in belongs to a game, and is settled exactly once: a member's bets and
//! stakes at a game add up to the wagers of their results there and their refunds (an open
//! game may hold the bets of the hand in play, however many: a double, a split or
//! insurance is a bet of its own, settled with its round's one result). At a game where a
//! member sat with a stack (a buy-in), their hands' results are played from the stack,
//! never a settlement: each buy-in is settled by one cash-out, and an open table holds at
//! most one not yet cashed out. Each wallet's daily streak reads back as the claims made it
//! (see [`StreakProblem`]), and no member received more in gifts in 24 hours than their
//! server's receive cap allows, since the server's settings last changed. No wager was
//! taken from a member while an exclusion held them, or past their limits in force then.

use super::db;
use super::restraints::{PLAY_REASONS, Play, PlayReason, WAGER_REASONS, counted_stakes, plays};

/// A member's limits from `since` on (None: no limit), set at `set_at`.
#[derive(Debug, Clone, Copy)]
struct LimitRow {
    since: i64,
    set_at: i64,
    stake: Option<i64>,
    loss: Option<i64>,
}

/// `member`'s wagers past their limits: each with the chips they staked, and the net chips
/// they lost, in the 24 hours before it, against the limits in force then: set before its
/// second, or set earlier to start in it (a raise after its 24 hours, which the app holds
/// from its very second).
fn past_limits((guild, user): (u64, u64), limits: &[LimitRow], plays: &[Play]) -> Vec<Finding> {
    let stakes = counted_stakes(plays);
    let mut findings = Vec::new();
    // The 24 hours before each row, as a window sliding over the rows in the order written:
    // rows [start, at), with what they staked and lost.
    let (mut start, mut staked, mut lost) = (0, 0, 0);
    for (at, play) in plays.iter().enumerate() {
        if at > 0 {
            staked += stakes[at - 1];
            lost -= plays[at - 1].delta;
        }
        while start < at && plays[start].at <= play.at - DAY {
            staked -= stakes[start];
            lost += plays[start].delta;
            start += 1;
        }
        if play.reason != PlayReason::Wager || play.delta >= 0 {
            continue;
        }
        let in_force =
            |l: &&LimitRow| l.since < play.at || (l.since == play.at && l.set_at < l.since);
        let Some(caps) = limits.iter().rev().find(in_force) else {
            continue;
        };
        for (loss, total, cap) in [
            (false, staked + stakes[at], caps.stake),
            (true, lost - play.delta, caps.loss),
        ] {
            if let Some(cap) = cap.filter(|&cap| total > cap) {
                findings.push(Finding::PastLimit {
                    ledger_id: play.id,
                    guild,
                    user,
                    loss,
                    total,
                    cap,
                });
            }
        }
    }
    findings
}

use super::{Result, Store, StoreError, from_sql_id};

/// The receive cap's window, as `/give` counts it: the gifts of the last 24 hours.
const DAY: i64 = 86_400;

/// One broken invariant.
#[derive(Debug, Clone, PartialEq)]
pub enum Finding {
    /// A server's ledger does not add up to its balances.
    ServerLedger {
        guild: u64,
        ledger: i64,
        balances: i64,
    },
    /// A member's ledger does not add up to their balance.
    MemberLedger {
        guild: u64,
        user: u64,
        ledger: i64,
        balance: i64,
    },
    NegativeBalance {
        guild: u64,
        user: u64,
        balance: i64,
    },
    /// A bet or stake whose game does not exist.
    BetWithoutGame {
        ledger_id: i64,
        game: Option<i64>,
    },
    /// More bet than settled for a member at a game: chips (buy-ins, at a table with
    /// stacks) at a closed game, buy-ins beyond the one stack at an open table.
    Unsettled {
        game: i64,
        user: u64,
        open: bool,
        bets: i64,
        settled: i64,
    },
    /// More settled than bet (chips; buy-ins at a table with stacks): something was paid
    /// twice.
    SettledTwice {
        game: i64,
        user: u64,
        bets: i64,
        settled: i64,
    },
    /// An open game whose stored state cannot be read.
    DamagedGame {
        game: i64,
        kind: String,
        error: String,
    },
    /// A log-channel post whose row reads as neither pending, sent nor failed.
    OutboxPost {
        post: i64,
        problem: String,
    },
    /// A wallet's daily streak that no run of claims leaves.
    Streak {
        guild: u64,
        user: u64,
        problem: StreakProblem,
    },
    /// A member received more in gifts in 24 hours than their server's receive cap: the
    /// worst such window since the server's settings last changed, the one ending at `at`.
    ReceiveCap {
        guild: u64,
        user: u64,
        received: i64,
        cap: i64,
        at: i64,
    },
    /// A wager taken from a member while an exclusion held them (after the second it was
    /// set, before it ended).
    WagerWhileExcluded {
        ledger_id: i64,
        guild: u64,
        user: u64,
    },
    /// A wager past a member's limit: what the 24 hours to it come to with it (chips
    /// staked, or net chips lost if it were lost), and the limit then.
    PastLimit {
        ledger_id: i64,
        guild: u64,
        user: u64,
        loss: bool,
        total: i64,
        cap: i64,
    },
}

/// How a wallet's daily streak fails to read back. Each claim counts one in `daily_claims`,
/// writes a `daily` ledger row when it pays any chips, sets `last_daily_at`, takes the
/// streak to 1 or one day further, and may use a grace (`last_grace_claim`, its number).
#[derive(Debug, Clone, PartialEq)]
pub enum StreakProblem {
    /// The streak's days are not from 1 to the claims made (0 with none).
    Days { days: i64, claims: i64 },
    /// A grace used by a claim that was not made.
    Grace { grace: i64, claims: i64 },
    /// Fewer claims counted than the ledger paid.
    Claims { claims: i64, paid: i64 },
    /// A time of the last claim without any claim, or claims without one.
    LastClaim { claims: i64, at: Option<i64> },
}

impl std::fmt::Display for StreakProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StreakProblem::Days { days, claims } => {
                write!(f, "a streak of {days} days after {claims} claims")
            }
            StreakProblem::Grace { grace, claims } => {
                write!(f, "a grace used at claim {grace} of {claims}")
            }
            StreakProblem::Claims { claims, paid } => {
                write!(f, "{claims} claims counted, {paid} paid in the ledger")
            }
            StreakProblem::LastClaim { claims, at: None } => {
                write!(f, "{claims} claims, with no time of the last")
            }
            StreakProblem::LastClaim {
                claims,
                at: Some(at),
            } => write!(f, "{claims} claims, the last at {at}"),
        }
    }
}

/// The economy a finding is in, as `parlor check` names it: a server, or the own wallets.
struct Economy(u64);

impl std::fmt::Display for Economy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            super::OWN_WALLETS => write!(f, "the own wallets"),
            guild => write!(f, "server {guild}"),
        }
    }
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Finding::ServerLedger {
                guild,
                ledger,
                balances,
            } => write!(
                f,
                "{guild}: the ledger adds up to {ledger}, the balances to {balances}",
                guild = Economy(*guild)
            ),
            Finding::MemberLedger {
                guild,
                user,
                ledger,
                balance,
            } => write!(
                f,
                "{guild}, member {user}: the ledger adds up to {ledger}, the balance is {balance}",
                guild = Economy(*guild)
            ),
            Finding::NegativeBalance {
                guild,
                user,
                balance,
            } => write!(
                f,
                "{guild}, member {user}: negative balance {balance}",
                guild = Economy(*guild)
            ),
            Finding::BetWithoutGame { ledger_id, game } => match game {
                Some(game) => write!(
                    f,
                    "ledger row {ledger_id}: a bet for game {game}, which does not exist"
                ),
                None => write!(f, "ledger row {ledger_id}: a bet for no game"),
            },
            Finding::Unsettled {
                game,
                user,
                open,
                bets,
                settled,
            } => write!(
                f,
                "game {game} ({}), member {user}: {bets} bets, {settled} settled",
                if *open { "open" } else { "closed" }
            ),
            Finding::SettledTwice {
                game,
                user,
                bets,
                settled,
            } => write!(
                f,
                "game {game}, member {user}: {settled} settlements for {bets} bets"
            ),
            Finding::DamagedGame { game, kind, error } => {
                write!(f, "game {game} ({kind}): its state cannot be read: {error}")
            }
            Finding::OutboxPost { post, problem } => {
                write!(f, "log post {post} in the outbox: {problem}")
            }
            Finding::Streak {
                guild,
                user,
                problem,
            } => write!(
                f,
                "{guild}, member {user}: the daily streak does not add up: {problem}",
                guild = Economy(*guild)
            ),
            Finding::ReceiveCap {
                guild,
                user,
                received,
                cap,
                at,
            } => write!(
                f,
                "{guild}, member {user}: received {received} chips in gifts in the 24 hours to {at}, past the cap of {cap}",
                guild = Economy(*guild)
            ),
            Finding::WagerWhileExcluded {
                ledger_id,
                guild,
                user,
            } => write!(
                f,
                "ledger row {ledger_id}: {guild}, member {user} wagered while excluded",
                guild = Economy(*guild)
            ),
            Finding::PastLimit {
                ledger_id,
                guild,
                user,
                loss,
                total,
                cap,
            } => write!(
                f,
                "ledger row {ledger_id}: {guild}, member {user}: {total} {} in 24 hours, past the limit of {cap}",
                if *loss { "lost" } else { "staked" },
                guild = Economy(*guild)
            ),
        }
    }
}

/// An open game as stored, its kind and state unread.
pub struct RawGame {
    pub id: i64,
    pub kind: String,
    pub state: String,
}

/// How many wallets, games or ledger rows a check reads in one statement: each statement
/// short, so that a check never holds a whole table in memory nor the database for long
/// (a WAL checkpoint waits for the longest read).
const BATCH: i64 = 5_000;

/// The ledger rows the servers' sums read in one statement.
const LEDGER_BATCH: i64 = 200_000;

/// The longest statement a check has run so far.
#[derive(Debug, Default, Clone, Copy)]
struct Longest(std::time::Duration);

impl Longest {
    /// Notes a statement that began at `started`.
    fn note(&mut self, started: std::time::Instant) {
        self.0 = self.0.max(started.elapsed());
    }
}

/// Where the next page of wallets starts: after this server and member.
type WalletKey = (i64, i64);

/// A wallet's balance below zero, and its ledger that does not add up to it.
fn member_ledger(row: &db::Row) -> Result<Vec<Finding>> {
    let guild = from_sql_id(row.try_get("guild_id")?);
    let user = from_sql_id(row.try_get("user_id")?);
    let (ledger, balance): (i64, i64) = (row.try_get("ledger")?, row.try_get("balance")?);
    let mut findings = Vec::new();
    if balance < 0 {
        findings.push(Finding::NegativeBalance {
            guild,
            user,
            balance,
        });
    }
    if ledger != balance {
        findings.push(Finding::MemberLedger {
            guild,
            user,
            ledger,
            balance,
        });
    }
    Ok(findings)
}

/// A wallet's daily streak that does not read back as its claims and its ledger's `daily`
/// rows made it.
fn streak(row: &db::Row) -> Result<Vec<Finding>> {
    let guild = from_sql_id(row.try_get("guild_id")?);
    let user = from_sql_id(row.try_get("user_id")?);
    let days: i64 = row.try_get("daily_streak")?;
    let claims: i64 = row.try_get("daily_claims")?;
    let grace: Option<i64> = row.try_get("last_grace_claim")?;
    let at: Option<i64> = row.try_get("last_daily_at")?;
    let paid: i64 = row.try_get("paid")?;
    let mut problems = Vec::new();
    if days < claims.min(1) || days > claims {
        problems.push(StreakProblem::Days { days, claims });
    }
    if let Some(grace) = grace.filter(|&g| g < 1 || g > claims) {
        problems.push(StreakProblem::Grace { grace, claims });
    }
    if claims < paid {
        problems.push(StreakProblem::Claims { claims, paid });
    }
    if (claims == 0) != at.is_none() {
        problems.push(StreakProblem::LastClaim { claims, at });
    }
    Ok(problems
        .into_iter()
        .map(|problem| Finding::Streak {
            guild,
            user,
            problem,
        })
        .collect())
}

/// A game and member whose bets are settled twice, or left unsettled where the game
/// cannot hold them.
fn settlement(row: &db::Row) -> Result<Option<Finding>> {
    let game: i64 = row.try_get("id")?;
    let user = from_sql_id(row.try_get("user_id")?);
    let open = row.try_get::<String, _>("status")? == "active";
    let stack: bool = row.try_get("stack")?;
    let (bets, settled): (i64, i64) = (row.try_get("bets")?, row.try_get("settled")?);
    // What an open game may hold unsettled: one stack, or the bets of the hand in play,
    // whatever they come to.
    let open_allows = match (open, stack) {
        (false, _) => 0,
        (true, true) => 1,
        (true, false) => i64::MAX,
    };
    Ok(if settled > bets {
        Some(Finding::SettledTwice {
            game,
            user,
            bets,
            settled,
        })
    } else if bets - settled > open_allows {
        Some(Finding::Unsettled {
            game,
            user,
            open,
            bets,
            settled,
        })
    } else {
        None
    })
}

impl Store {
    /// Every ledger, balance and bet invariant that does not hold.
    pub async fn check_ledger(&self) -> Result<Vec<Finding>> {
        Ok(self.check_ledger_timed().await?.0)
    }

    /// Every ledger, balance and bet invariant that does not hold, and the longest
    /// statement the check ran (each reads a batch of wallets, games or ledger rows).
    pub async fn check_ledger_timed(&self) -> Result<(Vec<Finding>, std::time::Duration)> {
        let mut longest = Longest::default();
        let mut findings = self.check_server_ledgers(&mut longest).await?;
        findings.extend(self.check_wallets(&mut longest).await?);
        findings.extend(self.check_bets_have_games(&mut longest).await?);
        findings.extend(self.check_settlements(&mut longest).await?);
        findings.extend(self.check_receive_caps(&mut longest).await?);
        findings.extend(self.check_exclusions(&mut longest).await?);
        findings.extend(self.check_limits(&mut longest).await?);
        Ok((findings, longest.0))
    }

    /// Each server whose ledger does not add up to its wallets' balances: the ledger summed
    /// a stretch of rows at a time, the wallets a page at a time. The two are read apart, so
    /// on a database being played on, a server may differ by what was played meanwhile (a
    /// member's own check reads their ledger and balance in one statement).
    async fn check_server_ledgers(&self, longest: &mut Longest) -> Result<Vec<Finding>> {
        let mut sums: std::collections::BTreeMap<i64, (i64, i64)> = Default::default();
        let rows = self
            .by_ledger_stretch(
                "SELECT guild_id, CAST(SUM(delta) AS BIGINT) AS sum FROM ledger
                 WHERE id >= ?1 AND id < ?2 GROUP BY guild_id",
                longest,
            )
            .await?;
        for row in rows {
            sums.entry(row.try_get("guild_id")?).or_default().0 += row.try_get::<i64, _>("sum")?;
        }
        let mut after: WalletKey = (i64::MIN, i64::MIN);
        loop {
            let rows = self
                .wallet_page(
                    "SELECT guild_id, user_id, balance FROM wallets
                     WHERE (guild_id, user_id) > (?1, ?2) ORDER BY guild_id, user_id LIMIT ?3",
                    after,
                    longest,
                )
                .await?;
            for row in &rows {
                after = (row.try_get("guild_id")?, row.try_get("user_id")?);
                sums.entry(after.0).or_default().1 += row.try_get::<i64, _>("balance")?;
            }
            if (rows.len() as i64) < BATCH {
                break;
            }
        }
        Ok(sums
            .into_iter()
            .filter(|(_, (ledger, balances))| ledger != balances)
            .map(|(guild, (ledger, balances))| Finding::ServerLedger {
                guild: from_sql_id(guild),
                ledger,
                balances,
            })
            .collect())
    }

    /// Every wallet, a page at a time: its ledger against its balance, and its daily
    /// streak against its claims and its ledger's `daily` rows.
    async fn check_wallets(&self, longest: &mut Longest) -> Result<Vec<Finding>> {
        let mut findings = Vec::new();
        let mut after: WalletKey = (i64::MIN, i64::MIN);
        loop {
            let rows = self
                .wallet_page(
                    "SELECT w.guild_id, w.user_id, w.balance, w.daily_streak, w.daily_claims,
                            w.last_grace_claim, w.last_daily_at,
                            (SELECT CAST(COALESCE(SUM(l.delta), 0) AS BIGINT) FROM ledger l
                              WHERE l.guild_id = w.guild_id AND l.user_id = w.user_id) AS ledger,
                            (SELECT COUNT(*) FROM ledger l
                              WHERE l.guild_id = w.guild_id AND l.user_id = w.user_id
                                AND l.reason = 'daily') AS paid
                     FROM wallets w
                     WHERE (w.guild_id, w.user_id) > (?1, ?2)
                     ORDER BY w.guild_id, w.user_id LIMIT ?3",
                    after,
                    longest,
                )
                .await?;
            for row in &rows {
                after = (row.try_get("guild_id")?, row.try_get("user_id")?);
                findings.extend(member_ledger(row)?);
                findings.extend(streak(row)?);
            }
            if (rows.len() as i64) < BATCH {
                return Ok(findings);
            }
        }
    }

    /// The rows `sql` finds in each stretch of [`LEDGER_BATCH`] ledger ids, `?1` its first
    /// and `?2` the one after its last, in order: a statement over the whole ledger run a
    /// stretch at a time, so that none holds the database for long.
    async fn by_ledger_stretch(
        &self,
        sql: impl Into<String>,
        longest: &mut Longest,
    ) -> Result<Vec<db::Row>> {
        let sql = sql.into();
        let last: i64 = db::query("SELECT CAST(COALESCE(MAX(id), 0) AS BIGINT) FROM ledger")
            .scalar(self.pool())
            .await?;
        let mut rows = Vec::new();
        let mut from = 0;
        while from <= last {
            let started = std::time::Instant::now();
            rows.extend(
                db::query_built(sql.clone())
                    .bind(from)
                    .bind(from.saturating_add(LEDGER_BATCH))
                    .fetch_all(self.pool())
                    .await?,
            );
            longest.note(started);
            from = from.saturating_add(LEDGER_BATCH);
        }
        Ok(rows)
    }

    /// One page of wallets by `sql`, whose `?1` and `?2` are the server and member it starts
    /// after and `?3` the page's size.
    async fn wallet_page(
        &self,
        sql: &'static str,
        after: WalletKey,
        longest: &mut Longest,
    ) -> Result<Vec<db::Row>> {
        let started = std::time::Instant::now();
        let rows = db::query(sql)
            .bind(after.0)
            .bind(after.1)
            .bind(BATCH)
            .fetch_all(self.pool())
            .await?;
        longest.note(started);
        Ok(rows)
    }

    /// Each bet, stake or buy-in whose game is gone.
    async fn check_bets_have_games(&self, longest: &mut Longest) -> Result<Vec<Finding>> {
        let mut findings = Vec::new();
        let rows = self
            .by_ledger_stretch(
                "SELECT l.id, l.game_id FROM ledger l LEFT JOIN games g ON g.id = l.game_id
                 WHERE l.id >= ?1 AND l.id < ?2 AND l.reason IN ('bet', 'stake', 'buy-in')
                   AND g.id IS NULL",
                longest,
            )
            .await?;
        for row in rows {
            findings.push(Finding::BetWithoutGame {
                ledger_id: row.try_get("id")?,
                game: row.try_get("game_id")?,
            });
        }
        Ok(findings)
    }

    /// Bets and their settlements, per game and member: by chips, a result's wager or a
    /// refund; at a table with stacks, by count, a cash-out for each buy-in. A closed game holds
    /// nothing unsettled, an open one at most a stack or its hand's bets.
    async fn check_settlements(&self, longest: &mut Longest) -> Result<Vec<Finding>> {
        let mut findings = Vec::new();
        let last: i64 = db::query("SELECT CAST(COALESCE(MAX(id), 0) AS BIGINT) FROM games")
            .scalar(self.pool())
            .await?;
        let mut from = 0;
        while from <= last {
            let to = from.saturating_add(BATCH);
            let started = std::time::Instant::now();
            let rows = self.settlements((from, to)).await?;
            longest.note(started);
            for row in rows {
                findings.extend(settlement(&row)?);
            }
            from = to;
        }
        Ok(findings)
    }

    /// The bets and settlements of the games `[from, to)` by id, per game and member.
    async fn settlements(&self, (from, to): (i64, i64)) -> Result<Vec<db::Row>> {
        db::query(
            "WITH stacks AS (
                 SELECT DISTINCT game_id, user_id FROM ledger
                 WHERE reason = 'buy-in' AND game_id >= ?1 AND game_id < ?2),
             bets AS (
                 SELECT game_id, user_id, COUNT(*) AS n, CAST(SUM(-delta) AS BIGINT) AS chips FROM ledger
                 WHERE reason IN ('bet', 'stake', 'buy-in') AND game_id >= ?1 AND game_id < ?2
                 GROUP BY game_id, user_id),
             settled AS (
                 SELECT game_id, user_id, COUNT(*) AS n, CAST(SUM(chips) AS BIGINT) AS chips FROM (
                     SELECT r.game_id, r.user_id, r.wager AS chips FROM results r
                     LEFT JOIN stacks st ON st.game_id = r.game_id AND st.user_id = r.user_id
                     WHERE r.wager > 0 AND st.game_id IS NULL
                       AND r.game_id >= ?1 AND r.game_id < ?2
                     UNION ALL
                     SELECT game_id, user_id, delta AS chips FROM ledger
                     WHERE reason IN ('refund', 'cash-out') AND game_id >= ?1 AND game_id < ?2
                 ) AS u GROUP BY game_id, user_id)
             SELECT g.id, g.status, m.user_id,
                    CASE WHEN st.user_id IS NULL THEN COALESCE(b.chips, 0) ELSE COALESCE(b.n, 0)
                        END AS bets,
                    CASE WHEN st.user_id IS NULL THEN COALESCE(s.chips, 0) ELSE COALESCE(s.n, 0)
                        END AS settled,
                    st.user_id IS NOT NULL AS stack
             FROM games g
             JOIN (SELECT game_id, user_id FROM bets UNION SELECT game_id, user_id FROM settled) m
                  ON m.game_id = g.id
             LEFT JOIN bets b ON b.game_id = m.game_id AND b.user_id = m.user_id
             LEFT JOIN settled s ON s.game_id = m.game_id AND s.user_id = m.user_id
             LEFT JOIN stacks st ON st.game_id = m.game_id AND st.user_id = m.user_id
             WHERE g.id >= ?1 AND g.id < ?2",
        )
        .bind(from)
        .bind(to)
        .fetch_all(self.pool())
        .await
    }

    /// The receive cap, as `/give` keeps it: each gift received since the server's settings
    /// last changed (before, the cap may have been another), with every gift of the 24 hours
    /// up to it, received before the change or after, comes to at most the cap. The window
    /// is `received_since`'s (open at its start, so a gift exactly 24 hours older has left
    /// it), and `/give` refuses only a total past the cap. A change in the same second as a
    /// gift may have come after it: such gifts are left out rather than read as past a cap
    /// they never met.
    async fn check_receive_caps(&self, longest: &mut Longest) -> Result<Vec<Finding>> {
        // Each stretch's gifts past the cap; the worst window of each member's is kept across
        // stretches (the most received, then the earliest).
        let rows = self
            .by_ledger_stretch(
                format!(
                    "SELECT id, guild_id, user_id, cap, at, received FROM (
                         SELECT g.id, g.guild_id, g.user_id, s.give_receive_daily_cap AS cap,
                                g.created_at AS at,
                                (SELECT CAST(SUM(o.delta) AS BIGINT) FROM ledger o
                                  WHERE o.guild_id = g.guild_id AND o.user_id = g.user_id
                                    AND o.reason = 'gift' AND o.created_at > g.created_at - {DAY}
                                    AND o.created_at <= g.created_at) AS received
                         FROM ledger g JOIN guild_settings s ON s.guild_id = g.guild_id
                         WHERE g.id >= ?1 AND g.id < ?2 AND g.reason = 'gift'
                           AND s.give_receive_daily_cap > 0 AND g.created_at > s.updated_at
                     ) AS windows
                     WHERE received > cap"
                ),
                longest,
            )
            .await?;
        let mut worst: std::collections::BTreeMap<(i64, i64), (i64, i64, i64, i64)> =
            Default::default();
        for row in &rows {
            let member = (row.try_get("guild_id")?, row.try_get("user_id")?);
            let (received, at, id): (i64, i64, i64) = (
                row.try_get("received")?,
                row.try_get("at")?,
                row.try_get("id")?,
            );
            let window = (received, at, id, row.try_get("cap")?);
            let kept = worst.entry(member).or_insert(window);
            if (-received, at, id) < (-kept.0, kept.1, kept.2) {
                *kept = window;
            }
        }
        Ok(worst
            .into_iter()
            .map(
                |((guild, user), (received, at, _, cap))| Finding::ReceiveCap {
                    guild: from_sql_id(guild),
                    user: from_sql_id(user),
                    received,
                    cap,
                    at,
                },
            )
            .collect())
    }

    /// Every wager taken from a member while an exclusion held them: theirs everywhere, or
    /// their server's. One in the very second the exclusion was set may have come before
    /// it, and is left out.
    async fn check_exclusions(&self, longest: &mut Longest) -> Result<Vec<Finding>> {
        let sql = format!(
            "SELECT l.id, l.guild_id, l.user_id FROM ledger l
             WHERE l.id >= ?1 AND l.id < ?2 AND l.delta < 0 AND l.reason IN ({WAGER_REASONS})
               AND EXISTS (SELECT 1 FROM exclusions x
                           WHERE x.user_id = l.user_id AND x.guild_id IN (0, l.guild_id)
                             AND l.created_at > x.since AND l.created_at < x.until)
             ORDER BY l.id"
        );
        let rows = self.by_ledger_stretch(sql, longest).await?;
        rows.iter()
            .map(|row| {
                Ok(Finding::WagerWhileExcluded {
                    ledger_id: row.try_get("id")?,
                    guild: from_sql_id(row.try_get("guild_id")?),
                    user: from_sql_id(row.try_get("user_id")?),
                })
            })
            .collect()
    }

    /// Every wager past a limit of its member: with the chips they staked, and the net chips
    /// they lost, in the 24 hours before it (the ledger's rows of play then, in the order
    /// they were written), it must stay within the limits in force when it was made. Limits
    /// set in the very second of a wager may have come after it: it is read against those
    /// before.
    async fn check_limits(&self, longest: &mut Longest) -> Result<Vec<Finding>> {
        let started = std::time::Instant::now();
        let members =
            db::query("SELECT DISTINCT guild_id, user_id FROM limits ORDER BY guild_id, user_id")
                .fetch_all(self.pool())
                .await?;
        longest.note(started);
        let mut findings = Vec::new();
        for member in &members {
            let (guild, user): (i64, i64) =
                (member.try_get("guild_id")?, member.try_get("user_id")?);
            let limits = db::query(
                "SELECT since, set_at, stake_cap, loss_cap FROM limits
                 WHERE guild_id = ? AND user_id = ? ORDER BY since, set_at",
            )
            .bind(guild)
            .bind(user)
            .fetch_all(self.pool())
            .await?
            .iter()
            .map(|row| {
                Ok(LimitRow {
                    since: row.try_get("since")?,
                    set_at: row.try_get("set_at")?,
                    stake: row.try_get("stake_cap")?,
                    loss: row.try_get("loss_cap")?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
            let started = std::time::Instant::now();
            let plays = plays(
                db::query_built(format!(
                    "SELECT id, created_at, delta, reason, game_id FROM ledger
                     WHERE guild_id = ? AND user_id = ? AND reason IN ({PLAY_REASONS})
                     ORDER BY id"
                ))
                .bind(guild)
                .bind(user)
                .fetch_all(self.pool())
                .await?,
            )?;
            longest.note(started);
            let member = (from_sql_id(guild), from_sql_id(user));
            findings.extend(past_limits(member, &limits, &plays));
        }
        Ok(findings)
    }

    /// Every open game, its kind and state as stored.
    pub async fn open_games_raw(&self) -> Result<Vec<RawGame>> {
        let rows = db::query("SELECT id, kind, state FROM games WHERE status = 'active'")
            .fetch_all(self.pool())
            .await?;
        rows.iter()
            .map(|row| {
                Ok(RawGame {
                    id: row.try_get("id")?,
                    kind: row.try_get("kind")?,
                    state: row.try_get("state")?,
                })
            })
            .collect()
    }

    /// Closes a game that cannot be played on, and gives each member back what they bet
    /// and was not settled (at a table with stacks, the buy-ins not cashed out), in one
    /// transaction. Returns the chips given back.
    pub async fn close_damaged_game(&self, game: i64, now: i64) -> Result<i64> {
        let mut tx = self.begin().await?;
        let owed = db::query(
            "WITH stacks AS (
                 SELECT DISTINCT user_id FROM ledger WHERE game_id = ?1 AND reason = 'buy-in'),
             buy_ins AS (
                 SELECT id, guild_id, user_id, -delta AS amount,
                        ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY id DESC) AS latest
                 FROM ledger WHERE game_id = ?1 AND reason = 'buy-in'),
             cashed AS (
                 SELECT user_id, COUNT(*) AS n FROM ledger
                 WHERE game_id = ?1 AND reason IN ('refund', 'cash-out') GROUP BY user_id),
             bought AS (SELECT user_id, COUNT(*) AS n FROM buy_ins GROUP BY user_id),
             bets AS (
                 SELECT user_id, MIN(guild_id) AS guild_id, MAX(id) AS id, CAST(SUM(-delta) AS BIGINT) AS amount
                 FROM ledger WHERE game_id = ?1 AND reason IN ('bet', 'stake')
                     AND user_id NOT IN (SELECT user_id FROM stacks)
                 GROUP BY user_id),
             settled AS (
                 SELECT user_id, CAST(SUM(chips) AS BIGINT) AS chips FROM (
                     SELECT user_id, wager AS chips FROM results WHERE game_id = ?1 AND wager > 0
                     UNION ALL
                     SELECT user_id, delta AS chips FROM ledger
                     WHERE game_id = ?1 AND reason IN ('refund', 'cash-out')
                 ) AS u GROUP BY user_id)
             SELECT b.id, b.guild_id, b.user_id, b.amount FROM buy_ins b
             JOIN bought c ON c.user_id = b.user_id
             LEFT JOIN cashed s ON s.user_id = b.user_id
             WHERE b.latest <= c.n - COALESCE(s.n, 0)
             UNION ALL
             SELECT b.id, b.guild_id, b.user_id, b.amount - COALESCE(s.chips, 0) FROM bets b
             LEFT JOIN settled s ON s.user_id = b.user_id
             WHERE b.amount > COALESCE(s.chips, 0)",
        )
        .bind(game)
        .fetch_all(tx.conn().await?)
        .await?;
        let mut refunded = 0;
        for row in owed {
            let bet: i64 = row.try_get("id")?;
            let amount: i64 = row.try_get("amount")?;
            tx.move_chips(&super::Movement {
                guild_id: from_sql_id(row.try_get("guild_id")?),
                user_id: from_sql_id(row.try_get("user_id")?),
                delta: amount,
                reason: "refund",
                game_id: Some(game),
                counterparty: None,
                key: format!("repair:{game}:{bet}"),
                at: now,
            })
            .await?;
            refunded += amount;
        }
        let closed = db::query(
            "UPDATE games SET status = 'expired', deadline = NULL, updated_at = ?
             WHERE id = ? AND status = 'active'",
        )
        .bind(now)
        .bind(game)
        .execute(tx.conn().await?)
        .await?;
        if closed != 1 {
            return Err(StoreError::Corrupt(format!("game {game} is not open")));
        }
        tx.commit().await?;
        Ok(refunded)
    }
}

#[cfg(test)]
mod limit_tests {
    use super::*;

    fn play(id: i64, at: i64, delta: i64, wager: bool) -> Play {
        Play {
            id,
            at,
            delta,
            reason: if wager {
                PlayReason::Wager
            } else {
                PlayReason::Settles
            },
            game: Some(1),
        }
    }

    fn flagged(limits: &[LimitRow], plays: &[Play]) -> Vec<(i64, bool, i64)> {
        past_limits((1, 2), limits, plays)
            .into_iter()
            .map(|f| match f {
                Finding::PastLimit {
                    ledger_id,
                    loss,
                    total,
                    ..
                } => (ledger_id, loss, total),
                other => panic!("{other}"),
            })
            .collect()
    }

    #[test]
    fn a_wager_is_held_to_the_limits_of_its_moment_over_the_24_hours_before_it() {
        let limits = [LimitRow {
            since: 100,
            set_at: 100,
            stake: Some(50),
            loss: Some(45),
        }];
        // 20 staked and lost, 20 staked and 40 paid back: staked 40, lost 0.
        let plays = [
            play(1, 200, -20, true),
            play(2, 300, -20, true),
            play(3, 300, 40, false),
            // 10 more: staked 50, within; 11 more would pass the stake limit.
            play(4, 400, -10, true),
            play(5, 500, -11, true),
        ];
        assert_eq!(flagged(&limits, &plays), vec![(5, false, 61)]);
        // A day after the first wager it has left the window: 40 staked before the last.
        let later = [
            play(1, 200, -20, true),
            play(2, 300, -20, true),
            play(3, 300, 40, false),
            play(4, 200 + DAY, -10, true),
        ];
        assert!(flagged(&limits, &later).is_empty());
        // The loss limit: 25 lost, then a wager of 25 could lose 50.
        let losing = [play(1, 200, -25, true), play(2, 300, -25, true)];
        assert_eq!(flagged(&limits, &losing), vec![(2, true, 50)]);
        // A limit set in the very second of a wager is not held against it; none before.
        let early = [play(1, 100, -60, true), play(2, 50, -60, true)];
        assert!(flagged(&limits, &early).is_empty());
        // A raise set a day before holds from its very second.
        let raised = [
            LimitRow {
                since: 100,
                set_at: 100,
                stake: Some(10),
                loss: None,
            },
            LimitRow {
                since: 100 + DAY,
                set_at: 100,
                stake: Some(50),
                loss: None,
            },
        ];
        let at_the_raise = [play(1, 100 + DAY, -40, true)];
        assert!(flagged(&raised, &at_the_raise).is_empty());
        let before_it = [play(1, 99 + DAY, -40, true)];
        assert_eq!(flagged(&raised, &before_it), vec![(1, false, 40)]);
        // A rebuy cashes the stack out and buys it back with 5 more: 5 staked anew.
        let cash_out = Play {
            reason: PlayReason::CashOut,
            ..play(2, 300, 40, false)
        };
        let rebuy = [play(1, 200, -45, true), cash_out, play(3, 300, -45, true)];
        // Staked: 45, then 5. Lost if the stack is lost: 5 so far, and 45 more.
        let wide = [LimitRow {
            loss: Some(50),
            ..limits[0]
        }];
        assert!(flagged(&wide, &rebuy).is_empty(), "within both");
        assert_eq!(flagged(&limits, &rebuy), vec![(3, true, 50)]);
        assert_eq!(counted_stakes(&rebuy), vec![45, 0, 5]);
    }
}
