//! Boards ranked by an amount without counting their members: the chips board of a server
//! (its wallets by balance) and a season's standings (its players by net). Places and pages
//! are read from how many members hold each amount (`balance_counts`, `season_counts`) and
//! each tier of amounts (`balance_tiers`, `season_tiers`), which the database's triggers
//! keep in the transaction that moves the amount (migrations `balance_counts` and
//! `season_nets`). Every replica reads the same counts, so every place is exact wherever it
//! is read.
//!
//! A tier is 64 chips wide below 65,536 chips, then 4,096 below 2^22, 262,144 below 2^28,
//! and 16,777,216 above, and the tiers of an amount below zero mirror those above: a board
//! falls in at most a few thousand tiers, and a tier holds at most 4,096 distinct amounts
//! below 2^22. The members above an amount are those of the tiers above its own and of the
//! amounts above it in its own: a few hundred rows summed from two primary keys.

use super::db;
use super::{Result, Tx, sql_id};

/// The tiers' widths, as shifts, and the balance each width starts at.
const WIDTHS: [(i64, i64, i64); 4] = [
    // (first balance, first tier, shift)
    (0, 0, 6),
    (1 << 16, 1024, 12),
    (1 << 22, 2048, 18),
    (1 << 28, 3072, 24),
];

/// The stretch of `WIDTHS` an amount of at least zero falls in.
fn width_of(amount: i64) -> (i64, i64, i64) {
    WIDTHS
        .iter()
        .rev()
        .find(|(first, _, _)| amount >= *first)
        .copied()
        .unwrap_or(WIDTHS[0])
}

/// The tier of an amount: as the migrations' SQL works it out. Below zero, amount
/// `-1 - b` is in tier `-1 - t` where `b` is in tier `t`.
pub(crate) fn tier(amount: i64) -> i64 {
    if amount < 0 {
        return -1 - tier(-1 - amount);
    }
    let (_, first_tier, shift) = width_of(amount);
    first_tier + (amount >> shift)
}

/// The amounts of tier `tier`: its first and its last.
pub(crate) fn tier_span(tier: i64) -> (i64, i64) {
    if tier < 0 {
        let (first, last) = tier_span(-1 - tier);
        return (-1 - last, -1 - first);
    }
    let (_, first_tier, shift) = WIDTHS
        .iter()
        .rev()
        .find(|(_, first_tier, _)| tier >= *first_tier)
        .copied()
        .unwrap_or(WIDTHS[0]);
    let index = i128::from(tier - first_tier);
    let last = (((index + 1) << shift) - 1).min(i128::from(i64::MAX));
    ((index << shift) as i64, last as i64)
}

/// A board whose members are counted by amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Counted {
    /// A server's chips board: its wallets by balance.
    Chips(u64),
    /// A server's standings of a season (span 1: the week, 2: the month, that began at
    /// `since`): its players by net.
    Season { guild: u64, span: i64, since: i64 },
}

impl Counted {
    /// The server whose members it ranks.
    fn guild(self) -> u64 {
        match self {
            Counted::Chips(guild) | Counted::Season { guild, .. } => guild,
        }
    }

    /// Binds the key's placeholders after the query's own: none for the chips board, the
    /// span and the start for a season.
    fn key(self, query: db::Query) -> db::Query {
        match self {
            Counted::Chips(_) => query,
            Counted::Season { span, since, .. } => query.bind(span).bind(since),
        }
    }
}

/// A query over a board's counts, for the chips board and for a season: `$tiers`, `$counts`
/// and `$value` name the tables and the amount's column in `$sql`'s pieces, and `$key`
/// picks the board's rows (the season's own placeholders numbered after the query's).
macro_rules! per_board {
    ($counted:expr, $chips_key:literal, $season_key:literal, [$($piece:tt)*]) => {
        match $counted {
            Counted::Chips(_) => per_board!(@sql "balance_tiers", "balance_counts", "balance",
                                            $chips_key, [$($piece)*]),
            Counted::Season { .. } => per_board!(@sql "season_tiers", "season_counts", "net",
                                                 $season_key, [$($piece)*]),
        }
    };
    (@sql $tiers:literal, $counts:literal, $value:literal, $key:literal, [$($piece:tt),*]) => {
        concat!($(per_board!(@piece $tiers, $counts, $value, $key, $piece)),*)
    };
    (@piece $tiers:literal, $counts:literal, $value:literal, $key:literal, TIERS) => { $tiers };
    (@piece $tiers:literal, $counts:literal, $value:literal, $key:literal, COUNTS) => { $counts };
    (@piece $tiers:literal, $counts:literal, $value:literal, $key:literal, VALUE) => { $value };
    (@piece $tiers:literal, $counts:literal, $value:literal, $key:literal, KEY) => { $key };
    (@piece $tiers:literal, $counts:literal, $value:literal, $key:literal, $text:literal) => {
        $text
    };
}

/// The tiers [`Tx::page_start`] reads from the top before it leaves the running sum to the
/// database: ten lines a page, so a board's first pages fall within them.
pub(crate) const TOP_TIERS: i64 = 16;

/// Where a page of a board starts: the amount of its first line, and the members with
/// more (so its first line's place is one more, and its lines are the members with that
/// amount or less, after `offset - above` of those holding it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PageStart {
    pub value: i64,
    pub above: i64,
}

/// The place of line `i` of a page of a board (ranked by values, the greater the better)
/// that starts at line `offset`, with `above` members better than its first line: the
/// first line's is one more than those, a line that ties the one before (`before`: its
/// value and place) shares its place, and any other line's is its number on the board.
pub(crate) fn place_on_page(
    (offset, above): (i64, i64),
    i: usize,
    before: Option<(i64, i64)>,
    value: i64,
) -> i64 {
    match before {
        None => above + 1,
        Some((tied, place)) if tied == value => place,
        Some(_) => offset + i as i64 + 1,
    }
}

impl Tx {
    /// The members of a board holding more than `value`.
    pub(crate) async fn members_above(&mut self, counted: Counted, value: i64) -> Result<i64> {
        let (_, tier_last) = tier_span(tier(value));
        let sql = per_board!(
            counted,
            "guild_id = ?1",
            "guild_id = ?1 AND span = ?5 AND since = ?6",
            [
                "SELECT CAST(COALESCE((SELECT SUM(members) FROM ",
                TIERS,
                " WHERE ",
                KEY,
                " AND tier > ?2), 0) + COALESCE((SELECT SUM(members) FROM ",
                COUNTS,
                " WHERE ",
                KEY,
                " AND ",
                VALUE,
                " > ?3 AND ",
                VALUE,
                " <= ?4), 0) AS BIGINT)"
            ]
        );
        let query = db::query(sql)
            .bind(sql_id(counted.guild()))
            .bind(tier(value))
            .bind(value)
            .bind(tier_last);
        counted.key(query).scalar(self.conn().await?).await
    }

    /// The members on a board.
    pub(crate) async fn members_counted(&mut self, counted: Counted) -> Result<i64> {
        let sql = per_board!(
            counted,
            "guild_id = ?1",
            "guild_id = ?1 AND span = ?2 AND since = ?3",
            [
                "SELECT CAST(COALESCE(SUM(members), 0) AS BIGINT) FROM ",
                TIERS,
                " WHERE ",
                KEY
            ]
        );
        let query = db::query(sql).bind(sql_id(counted.guild()));
        counted.key(query).scalar(self.conn().await?).await
    }

    /// Where a board stands at line `offset` (0 = the best): None past its end.
    pub(crate) async fn page_start(
        &mut self,
        counted: Counted,
        offset: i64,
    ) -> Result<Option<PageStart>> {
        // The tier the line falls in, and the members of the tiers above it: first among
        // the top few tiers held, added up here, where a board's first pages fall whatever
        // its size; past them, by the database's running sum over every tier held. A tier
        // whose members have all moved on keeps its row at zero until the idle sweep lets it
        // go: a large server's board passes through many more tiers than it holds members
        // in (at 10,000 members 745 of 801), and both sums pass over those.
        let sql = per_board!(
            counted,
            "guild_id = ?1",
            "guild_id = ?1 AND span = ?3 AND since = ?4",
            [
                "SELECT tier, members FROM ",
                TIERS,
                " WHERE ",
                KEY,
                " AND members <> 0 ORDER BY tier DESC LIMIT ?2"
            ]
        );
        let query = db::query(sql).bind(sql_id(counted.guild())).bind(TOP_TIERS);
        let top = counted.key(query).fetch_all(self.conn().await?).await?;
        let mut above = 0i64;
        let mut found = None;
        for row in &top {
            let (tier, members): (i64, i64) = (row.try_get("tier")?, row.try_get("members")?);
            if above + members > offset {
                found = Some((tier, above));
                break;
            }
            above += members;
        }
        let (tier, above_tier) = match found {
            Some(found) => found,
            // Every tier held was read, and the line is past them all.
            None if (top.len() as i64) < TOP_TIERS => return Ok(None),
            None => match self.page_start_tier(counted, offset).await? {
                Some(found) => found,
                None => return Ok(None),
            },
        };
        self.page_start_in(counted, offset, tier, above_tier).await
    }

    /// [`Tx::page_start`]'s tier, by the database's running sum over every tier held.
    async fn page_start_tier(
        &mut self,
        counted: Counted,
        offset: i64,
    ) -> Result<Option<(i64, i64)>> {
        let sql = per_board!(
            counted,
            "guild_id = ?1",
            "guild_id = ?1 AND span = ?3 AND since = ?4",
            [
                "SELECT tier, CAST(through - members AS BIGINT) AS above FROM (
                     SELECT tier, members, SUM(members) OVER (ORDER BY tier DESC) AS through
                     FROM ",
                TIERS,
                " WHERE ",
                KEY,
                " AND members <> 0) AS t WHERE through > ?2 ORDER BY tier DESC LIMIT 1"
            ]
        );
        let query = db::query(sql).bind(sql_id(counted.guild())).bind(offset);
        let found = counted
            .key(query)
            .fetch_optional(self.conn().await?)
            .await?;
        found
            .map(|row| Ok((row.try_get("tier")?, row.try_get("above")?)))
            .transpose()
    }

    /// [`Tx::page_start`] within the line's tier, `above_tier` members in the tiers above.
    async fn page_start_in(
        &mut self,
        counted: Counted,
        offset: i64,
        tier: i64,
        above_tier: i64,
    ) -> Result<Option<PageStart>> {
        let (first, last) = tier_span(tier);
        // The amount the line holds in that tier, and the members above it there.
        let sql = per_board!(
            counted,
            "guild_id = ?1",
            "guild_id = ?1 AND span = ?5 AND since = ?6",
            [
                "SELECT ",
                VALUE,
                " AS value, CAST(through - members AS BIGINT) AS above FROM (
                     SELECT ",
                VALUE,
                ", members, SUM(members) OVER (ORDER BY ",
                VALUE,
                " DESC) AS through FROM ",
                COUNTS,
                " WHERE ",
                KEY,
                " AND ",
                VALUE,
                " >= ?2 AND ",
                VALUE,
                " <= ?3) AS c WHERE through > ?4 ORDER BY ",
                VALUE,
                " DESC LIMIT 1"
            ]
        );
        let query = db::query(sql)
            .bind(sql_id(counted.guild()))
            .bind(first)
            .bind(last)
            .bind(offset - above_tier);
        let found = counted
            .key(query)
            .fetch_optional(self.conn().await?)
            .await?;
        found
            .map(|row| {
                Ok(PageStart {
                    value: row.try_get("value")?,
                    above: above_tier + row.try_get::<i64, _>("above")?,
                })
            })
            .transpose()
    }
}

impl super::Store {
    /// Lets go of the tiers no member holds any more, on every board: the triggers keep a
    /// tier's row at zero when its last member moves out, and a large server's board passes
    /// through many more tiers than it holds, each a row its sums would read past. A
    /// tier's row comes back when a member moves in. One write transaction, over tables of
    /// a few thousand rows a server; another process letting go at once (PostgreSQL) ends
    /// it quietly. Returns the rows let go.
    pub async fn let_go_of_empty_tiers(&self) -> Result<u64> {
        let attempt = self.write_all(vec![
            db::query("DELETE FROM balance_tiers WHERE members = 0"),
            db::query("DELETE FROM season_tiers WHERE members = 0"),
        ]);
        match attempt.await {
            Err(super::StoreError::Conflict) => Ok(0),
            done => done,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_follow_the_balances_and_their_spans_hold_them() {
        let mut last = -1;
        for balance in (0..70_000)
            .chain((1 << 22) - 5..(1 << 22) + 5)
            .chain((1 << 28) - 5..(1 << 28) + 5)
            .chain([i64::MAX / 2, i64::MAX])
        {
            let t = tier(balance);
            assert!(t >= last, "tier of {balance} falls");
            last = t;
            let (first, last) = tier_span(t);
            assert!(first <= balance && balance <= last, "{balance} in {t}");
            assert_eq!(tier(first), t);
            assert_eq!(tier(last), t);
        }
        assert_eq!(tier(63), 0);
        assert_eq!(tier(64), 1);
        assert_eq!(tier(65_535), 1023);
        assert_eq!(tier(65_536), 1024 + 16);
        assert_eq!(tier_span(1024 + 16), (65_536, 65_536 + 4_095));
        assert_eq!(tier_span(tier(i64::MAX)).1, i64::MAX);
    }

    #[test]
    fn tiers_below_zero_mirror_those_above() {
        let mut last = tier(-70_000 - 1);
        for amount in (-70_000..70_000).chain([i64::MIN / 2, i64::MIN + 1]) {
            let t = tier(amount);
            if amount > i64::MIN / 2 {
                assert!(t >= last, "tier of {amount} falls");
                last = t;
            }
            let (lo, hi) = tier_span(t);
            assert!(lo <= amount && amount <= hi, "{amount} in {t}");
            assert_eq!((tier(lo), tier(hi)), (t, t));
        }
        assert_eq!((tier(-1), tier(-64), tier(-65)), (-1, -1, -2));
        assert_eq!(tier_span(-1), (-64, -1));
        assert_eq!(tier_span(-2), (-128, -65));
    }
}
