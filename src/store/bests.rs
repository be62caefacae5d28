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
            Window::Season { monthly, start } => Some((if monthly { 2 } else { 1 }, start)),
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
        // earlier of equal bests first.
        macro_rules! page {
            ($score:literal, $id:literal, $from:literal, $order:literal) => {
                concat!(
                    "SELECT b.user_id, b.",
                    $score,
                    " AS score, COALESCE(r.detail, '') AS detail,
                            COALESCE(w.display_name, '') AS name
                     FROM bests b
                     JOIN results r ON r.id = b.",
                    $id,
                    "
                     LEFT JOIN wallets w ON w.guild_id = b.guild_id AND w.user_id = b.user_id
                     WHERE b.guild_id = ?1 AND b.kind = ?2 AND b.board = ?3 AND b.span = ?4
                       AND b.since = ?5 AND b.",
                    $score,
                    $from,
                    " ?6 ORDER BY b.",
                    $order,
                    " LIMIT ?7 OFFSET ?8"
                )
            };
        }
        let (sql, from) = match ranking {
            Ranking::Highest => (
                page!("high", "high_id", " <=", "high DESC, b.high_id"),
                value,
            ),
            Ranking::Lowest => (page!("low", "low_id", " >=", "low, b.low_id"), -value),
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
