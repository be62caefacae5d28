//! The chips board of a server without counting its members: places and pages read from
//! how many wallets hold each balance (`balance_counts`) and each tier of balances
//! (`balance_tiers`), which the database's triggers keep in the transaction that moves a
//! balance (migration `balance_counts`). Every replica reads the same counts, so every
//! place is exact wherever it is read.
//!
//! A tier is 64 chips wide below 65,536 chips, then 4,096 below 2^22, 262,144 below 2^28,
//! and 16,777,216 above: a server's wallets fall in at most a few thousand tiers, and a
//! tier holds at most 4,096 distinct balances below 2^22. The members above a balance are
//! those of the tiers above its own and of the balances above it in its own: a few hundred
//! rows summed from two primary keys.

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

/// The stretch of `WIDTHS` a balance falls in.
fn width_of(balance: i64) -> (i64, i64, i64) {
    let balance = balance.max(0);
    WIDTHS
        .iter()
        .rev()
        .find(|(first, _, _)| balance >= *first)
        .copied()
        .unwrap_or(WIDTHS[0])
}

/// The tier of a balance: as the migration's SQL works it out.
pub(crate) fn tier(balance: i64) -> i64 {
    let (_, first_tier, shift) = width_of(balance);
    first_tier + (balance.max(0) >> shift)
}

/// The balances of tier `tier`: its first and its last.
pub(crate) fn tier_span(tier: i64) -> (i64, i64) {
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

/// Where a page of the chips board starts: the balance of its first line, and the members
/// with more (so its first line's place is one more, and its lines are the members with
/// that balance or less, after `offset - above` of those holding it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PageStart {
    pub balance: i64,
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
    /// The members of server `guild` holding more than `balance`.
    pub(crate) async fn members_above(&mut self, guild: u64, balance: i64) -> Result<i64> {
        let (_, tier_last) = tier_span(tier(balance));
        db::query(
            "SELECT CAST(COALESCE((SELECT SUM(members) FROM balance_tiers
                                    WHERE guild_id = ?1 AND tier > ?2), 0)
                       + COALESCE((SELECT SUM(members) FROM balance_counts
                                    WHERE guild_id = ?1 AND balance > ?3 AND balance <= ?4), 0)
                    AS BIGINT)",
        )
        .bind(sql_id(guild))
        .bind(tier(balance))
        .bind(balance)
        .bind(tier_last)
        .scalar(self.conn().await?)
        .await
    }

    /// The members of server `guild` who have a wallet.
    pub(crate) async fn members_counted(&mut self, guild: u64) -> Result<i64> {
        db::query(
            "SELECT CAST(COALESCE(SUM(members), 0) AS BIGINT) FROM balance_tiers
             WHERE guild_id = ?",
        )
        .bind(sql_id(guild))
        .scalar(self.conn().await?)
        .await
    }

    /// Where the chips board of `guild` stands at line `offset` (0 = the richest): None past
    /// its end.
    pub(crate) async fn page_start(
        &mut self,
        guild: u64,
        offset: i64,
    ) -> Result<Option<PageStart>> {
        // The tier the line falls in, and the members of the tiers above it.
        let found = db::query(
            "SELECT tier, CAST(through - members AS BIGINT) AS above FROM (
                 SELECT tier, members, SUM(members) OVER (ORDER BY tier DESC) AS through
                 FROM balance_tiers WHERE guild_id = ?1) AS t
             WHERE through > ?2 ORDER BY tier DESC LIMIT 1",
        )
        .bind(sql_id(guild))
        .bind(offset)
        .fetch_optional(self.conn().await?)
        .await?;
        let Some(found) = found else {
            return Ok(None);
        };
        let (tier, above_tier): (i64, i64) = (found.try_get("tier")?, found.try_get("above")?);
        let (first, last) = tier_span(tier);
        // The balance the line holds in that tier, and the members above it there.
        let found = db::query(
            "SELECT balance, CAST(through - members AS BIGINT) AS above FROM (
                 SELECT balance, members, SUM(members) OVER (ORDER BY balance DESC) AS through
                 FROM balance_counts WHERE guild_id = ?1 AND balance >= ?2 AND balance <= ?3) AS c
             WHERE through > ?4 ORDER BY balance DESC LIMIT 1",
        )
        .bind(sql_id(guild))
        .bind(first)
        .bind(last)
        .bind(offset - above_tier)
        .fetch_optional(self.conn().await?)
        .await?;
        found
            .map(|row| {
                Ok(PageStart {
                    balance: row.try_get("balance")?,
                    above: above_tier + row.try_get::<i64, _>("above")?,
                })
            })
            .transpose()
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
}
