//! A game's board of a server from each member's best, as the database keeps it (`bests`,
//! migration `bests`): of all time, and of the week and the month a season runs over. A
//! page is found from how many members' best is each score (`best_counts`), then read
//! from the bests' index from its first score on; a place is one more than the members
//! whose best is better. Every replica reads the same rows, so every place is exact.

use super::db;
use super::results::{Best, BoardRow};
use super::{Result, Tx, from_sql_id, sql_id};
use crate::engine::GameKind;
use crate::engine::game::Ranking;

/// The results a board ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    /// Every result.
    AllTime,
    /// The season that began at `start` (Unix seconds): a week's, or a month's.
    Season { monthly: bool, start: i64 },
    /// The results since a moment that starts no season (the best of late): read from the
    /// results themselves.
    Since(i64),
}

impl From<i64> for Window {
    /// 0: every result; else the results since then.
    fn from(since: i64) -> Window {
        match since {
            0 => Window::AllTime,
            since => Window::Since(since),
        }
    }
}

impl Window {
    /// The first second it ranks (0 for all time).
    pub fn since(self) -> i64 {
        match self {
            Window::AllTime => 0,
            Window::Season { start, .. } | Window::Since(start) => start,
        }
    }

    /// Its key among the kept bests, (span, since); None when none are kept for it.
    pub(super) fn kept(self) -> Option<(i64, i64)> {
        match self {
            Window::AllTime => Some((0, 0)),
            Window::Season { monthly, start } => {
                Some((super::Period { monthly, start }.span(), start))
            }
            Window::Since(_) => None,
        }
    }
}

/// Which of the kept bests a ranking reads: the highest (side 1) or the lowest (-1), each
/// as a value where the better is the greater.
fn side(ranking: Ranking) -> i64 {
    match ranking {
        Ranking::Highest => 1,
        Ranking::Lowest => -1,
    }
}

impl Tx {
    /// How many members are on a kept board.
    pub(super) async fn kept_board_size(
        &mut self,
        guild: u64,
        (kind, board): (GameKind, &str),
        (span, since): (i64, i64),
    ) -> Result<i64> {
        db::query(
            "SELECT CAST(COALESCE(SUM(members), 0) AS BIGINT) FROM best_counts
             WHERE guild_id = ? AND kind = ? AND board = ? AND span = ? AND since = ?
               AND side = 1",
        )
        .bind(sql_id(guild))
        .bind(kind.as_str())
        .bind(board)
        .bind(span)
        .bind(since)
        .scalar(self.conn().await?)
        .await
    }

    /// One page of a kept board, from line `offset` (0: the best).
    pub(super) async fn kept_board(
        &mut self,
        guild: u64,
        (kind, board): (GameKind, &str),
        ranking: Ranking,
        (span, since): (i64, i64),
        (offset, limit): (i64, i64),
    ) -> Result<Vec<BoardRow>> {
        let side = side(ranking);
        // The value the line holds, and the members whose best is better.
        let start = db::query(
            "SELECT value, CAST(through - members AS BIGINT) AS above FROM (
                 SELECT value, members, SUM(members) OVER (ORDER BY value DESC) AS through
                 FROM best_counts
                 WHERE guild_id = ?1 AND kind = ?2 AND board = ?3 AND span = ?4
                   AND since = ?5 AND side = ?6 AND members > 0) AS c
             WHERE through > ?7 ORDER BY value DESC LIMIT 1",
        )
        .bind(sql_id(guild))
        .bind(kind.as_str())
        .bind(board)
        .bind(span)
        .bind(since)
        .bind(side)
        .bind(offset)
        .fetch_optional(self.conn().await?)
        .await?;
        let Some(start) = start else {
            return Ok(Vec::new());
        };
        let (value, above): (i64, i64) = (start.try_get("value")?, start.try_get("above")?);
        // The lines from that value on, past those holding it on earlier pages: the
        // earlier of equal bests first. The lines skipped are skipped on the index alone;
        // only the page's own look up their result and name.
        macro_rules! page {
            ($score:literal, $id:literal, $from:literal, $dir:literal) => {
                concat!(
                    "SELECT b.user_id, b.score, COALESCE(r.detail, '') AS detail,
                            COALESCE(w.display_name, '') AS name
                     FROM (SELECT guild_id, user_id, ",
                    $score,
                    " AS score, ",
                    $id,
                    " AS result_id FROM bests
                           WHERE guild_id = ?1 AND kind = ?2 AND board = ?3 AND span = ?4
                             AND since = ?5 AND ",
                    $score,
                    $from,
                    " ?6 ORDER BY ",
                    $score,
                    $dir,
                    ", ",
                    $id,
                    " LIMIT ?7 OFFSET ?8) AS b
                     JOIN results r ON r.id = b.result_id
                     LEFT JOIN wallets w ON w.guild_id = b.guild_id AND w.user_id = b.user_id
                     ORDER BY b.score",
                    $dir,
                    ", b.result_id"
                )
            };
        }
        let (sql, from) = match ranking {
            Ranking::Highest => (page!("high", "high_id", " <=", " DESC"), value),
            Ranking::Lowest => (page!("low", "low_id", " >=", ""), -value),
        };
        let rows = db::query(sql)
            .bind(sql_id(guild))
            .bind(kind.as_str())
            .bind(board)
            .bind(span)
            .bind(since)
            .bind(from)
            .bind(limit)
            .bind(offset - above)
            .fetch_all(self.conn().await?)
            .await?;
        let mut page: Vec<BoardRow> = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let score: i64 = row.try_get("score")?;
            let before = page.last().map(|b| (b.best.score, b.rank));
            let rank = super::ranks::place_on_page((offset, above), i, before, score);
            page.push(BoardRow {
                rank,
                user_id: from_sql_id(row.try_get("user_id")?),
                name: row.try_get("name")?,
                best: Best {
                    score,
                    detail: row.try_get("detail")?,
                },
            });
        }
        Ok(page)
    }
}

/// The most days a board's best of late covers (its last seven, today's included).
pub const RECENT_DAYS: i64 = 7;

/// The most lines a best of late shows (the results its second query names).
const LINES_NAMED: usize = 8;

/// One day's part of the best-of-late query: its members' bests that day on the board, the
/// best first, as (user, value with the better the greater, result). `?N` is the day's
/// slot and `?M` the day; `?1`–`?4` are the server, game, board and the lines wanted.
macro_rules! day_part {
    ($value:literal, $id:literal, $order:literal, $slot:literal, $day:literal) => {
        concat!(
            "SELECT * FROM (SELECT user_id, ",
            $value,
            " AS value, ",
            $id,
            " AS id FROM day_bests
             WHERE guild_id = ?1 AND kind = ?2 AND board = ?3 AND slot = ?",
            $slot,
            " AND day = ?",
            $day,
            " ORDER BY ",
            $order,
            " LIMIT ?4) AS d",
            $slot
        )
    };
}

/// The best-of-late query over up to seven days (an unused day is bound as -1, which no
/// row holds), for a side's value, result and order.
macro_rules! recent_days {
    ($value:literal, $id:literal, $order:literal) => {
        concat!(
            day_part!($value, $id, $order, "5", "6"),
            " UNION ALL ",
            day_part!($value, $id, $order, "7", "8"),
            " UNION ALL ",
            day_part!($value, $id, $order, "9", "10"),
            " UNION ALL ",
            day_part!($value, $id, $order, "11", "12"),
            " UNION ALL ",
            day_part!($value, $id, $order, "13", "14"),
            " UNION ALL ",
            day_part!($value, $id, $order, "15", "16"),
            " UNION ALL ",
            day_part!($value, $id, $order, "17", "18")
        )
    };
}

/// A member's best over some days, as the days' parts give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct DayBest {
    user: i64,
    /// The better the greater (minus the score when the lowest ranks first).
    value: i64,
    /// The result: the earlier of equal ones.
    id: i64,
}

/// The best `limit` members of the days' parts, each by their best of those days (the
/// earlier of equal results), the best first and the earlier of equal bests first. Each
/// member in the true top `limit` is in the top `limit` of the day of their best, since any
/// member above them that day is above them over the days too.
fn best_of_days(mut parts: Vec<DayBest>, limit: usize) -> Vec<DayBest> {
    // Each member's best first, then one line each.
    parts.sort_by_key(|b| (b.user, -b.value, b.id));
    parts.dedup_by_key(|b| b.user);
    parts.sort_by_key(|b| (-b.value, b.id));
    parts.truncate(limit);
    parts
}

impl Tx {
    /// A board's best of late on server `guild`: its best `limit` members over the days
    /// `first` to `first + days - 1` (days since 1970, UTC; at most [`RECENT_DAYS`]), each
    /// by their best result of those days, from the days' kept bests (`day_bests`): at most
    /// eight lines.
    pub(super) async fn recent_board(
        &mut self,
        guild: u64,
        (kind, board): (GameKind, &str),
        ranking: Ranking,
        (first, days): (i64, i64),
        limit: i64,
    ) -> Result<Vec<BoardRow>> {
        let sql = match ranking {
            Ranking::Highest => recent_days!("high", "high_id", "high DESC, high_id"),
            Ranking::Lowest => recent_days!("-low", "low_id", "low, low_id"),
        };
        let mut query = db::query(sql)
            .bind(sql_id(guild))
            .bind(kind.as_str())
            .bind(board)
            .bind(limit);
        for n in 0..RECENT_DAYS {
            let day = if n < days { first + n } else { -1 };
            query = query.bind(day.rem_euclid(8)).bind(day);
        }
        let rows = query.fetch_all(self.conn().await?).await?;
        let mut parts = Vec::with_capacity(rows.len());
        for row in &rows {
            parts.push(DayBest {
                user: row.try_get("user_id")?,
                value: row.try_get("value")?,
                id: row.try_get("id")?,
            });
        }
        let best = best_of_days(parts, usize::try_from(limit).unwrap_or(0).min(LINES_NAMED));
        // Each line's result and member's name.
        let mut query = db::query(
            "SELECT r.id, COALESCE(r.detail, '') AS detail,
                    COALESCE(w.display_name, '') AS name
             FROM results r
             LEFT JOIN wallets w ON w.guild_id = r.guild_id AND w.user_id = r.user_id
             WHERE r.id IN (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        );
        for n in 0..LINES_NAMED {
            query = query.bind(best.get(n).map_or(-1, |b| b.id));
        }
        let named = query.fetch_all(self.conn().await?).await?;
        let mut page: Vec<BoardRow> = Vec::with_capacity(best.len());
        for (i, line) in best.iter().enumerate() {
            let Some(row) = named
                .iter()
                .find(|r| r.try_get::<i64, _>("id").ok() == Some(line.id))
            else {
                return Err(super::StoreError::Corrupt(format!(
                    "the best result {} of late is missing",
                    line.id
                )));
            };
            let before = page.last().map(|b: &BoardRow| (b.best.score, b.rank));
            let score = line.value * side(ranking);
            page.push(BoardRow {
                rank: super::ranks::place_on_page((0, 0), i, before, score),
                user_id: from_sql_id(line.user),
                name: row.try_get("name")?,
                best: Best {
                    score,
                    detail: row.try_get("detail")?,
                },
            });
        }
        Ok(page)
    }
}

#[cfg(test)]
mod tests {
    use super::{DayBest, best_of_days};
    use proptest::prelude::*;

    proptest! {
        /// Each day's best `limit` merged give the days' best `limit` members, as ranking
        /// every result of those days does.
        #[test]
        fn the_days_tops_hold_the_days_best(
            results in proptest::collection::vec((0..3usize, 0..12i64, -4..4i64), 0..80),
            limit in 1..6usize,
        ) {
            // Result n: (day, member, value), with id n.
            let mut days: Vec<Vec<DayBest>> = vec![Vec::new(); 3];
            let mut every: Vec<DayBest> = Vec::new();
            for (id, &(day, user, value)) in results.iter().enumerate() {
                let result = DayBest { user, value, id: id as i64 };
                every.push(result);
                // The day's best of each member, the earlier of equal ones.
                match days[day].iter_mut().find(|b| b.user == user) {
                    Some(kept) if value > kept.value => *kept = result,
                    Some(_) => {}
                    None => days[day].push(result),
                }
            }
            let mut parts = Vec::new();
            for mut day in days {
                day.sort_by_key(|b| (-b.value, b.id));
                parts.extend(day.into_iter().take(limit));
            }
            // Brute force: each member's best of every result, then the best of those.
            let mut best: Vec<DayBest> = Vec::new();
            for r in every {
                match best.iter_mut().find(|b| b.user == r.user) {
                    Some(kept) if (r.value, -r.id) > (kept.value, -kept.id) => *kept = r,
                    Some(_) => {}
                    None => best.push(r),
                }
            }
            best.sort_by_key(|b| (-b.value, b.id));
            best.truncate(limit);
            prop_assert_eq!(best_of_days(parts, limit), best);
        }
    }
}
