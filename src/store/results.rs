use super::bests::Window;
use super::db::{self, Value};
use super::{Among, Result, Tx, from_sql_id, sql_id};
use crate::engine::GameKind;
use crate::engine::game::Ranking;

pub struct NewResult<'a> {
    pub guild_id: u64,
    pub user_id: u64,
    pub game_id: i64,
    pub kind: GameKind,
    /// The game's board the result counts on: its first (`""`) or one it names.
    pub board: &'a str,
    pub wager: i64,
    pub payout: i64,
    /// The game's own measure (a hand's strength on its deck, a total, pieces left); None
    /// where the game keeps none.
    pub score: Option<i64>,
    /// On the game's board: false for a result that counts in /stats only (a hinted game, a
    /// practice board, a blackjack round lost).
    pub ranked: bool,
    /// What the score stands for (`full-house`).
    pub detail: &'a str,
    pub won: bool,
    /// Further numbers for the game's stats, by name.
    pub measures: &'a [(String, f64)],
    pub at: i64,
}

/// The JSON object a result's measures are stored as; `None` when there are none.
fn measures_json(measures: &[(String, f64)]) -> Option<String> {
    if measures.is_empty() {
        return None;
    }
    let object: serde_json::Map<String, serde_json::Value> = measures
        .iter()
        .map(|(name, value)| (name.clone(), serde_json::json!(value)))
        .collect();
    Some(serde_json::Value::Object(object).to_string())
}

/// A best result: its score and what it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Best {
    pub score: i64,
    pub detail: String,
}

/// A member's record in one game.
#[derive(Debug, Clone, PartialEq)]
pub struct KindStats {
    pub kind: String,
    pub played: i64,
    pub wagered: i64,
    pub paid: i64,
    pub wins: i64,
    pub average_score: Option<f64>,
    /// The best result by the highest score (earliest first among equals).
    pub highest: Option<Best>,
    /// The best result by the lowest score (earliest first among equals).
    pub lowest: Option<Best>,
    /// The best by the highest score among those on the game's board (a Cascade daily
    /// attempt without hints, not a free board).
    pub highest_ranked: Option<Best>,
    /// Each measure the game's results carry: its name, sum and average.
    pub measures: Vec<Measure>,
}

/// One measure over a member's results in one game.
#[derive(Debug, Clone, PartialEq)]
pub struct Measure {
    pub name: String,
    pub sum: f64,
    pub average: f64,
    /// How many results carry it.
    pub count: i64,
}

impl KindStats {
    pub fn measure(&self, name: &str) -> Option<&Measure> {
        self.measures.iter().find(|m| m.name == name)
    }
}

impl KindStats {
    pub fn net(&self) -> i64 {
        self.paid - self.wagered
    }
}

/// One line of a game's leaderboard: a member and their best result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    pub rank: i64,
    pub user_id: u64,
    pub name: String,
    pub best: Best,
}

/// [`Tx::hold_result`]'s statement.
pub(super) const HOLD_RESULT: &str =
    "INSERT INTO results (guild_id, user_id, game_id, kind, wager, payout, score, detail,
                 won, created_at, measures, board, ranked)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);";

impl Tx {
    /// [`Tx::record_result`] held back for the commit.
    pub fn hold_result(&mut self, r: &NewResult<'_>) -> Result<()> {
        self.hold(
            HOLD_RESULT,
            vec![
                Value::from(sql_id(r.guild_id)),
                Value::from(sql_id(r.user_id)),
                Value::from(r.game_id),
                Value::from(r.kind.as_str()),
                Value::from(r.wager),
                Value::from(r.payout),
                Value::from(r.score),
                Value::from(r.detail),
                Value::from(r.won),
                Value::from(r.at),
                Value::from(measures_json(r.measures)),
                Value::from(r.board),
                Value::from(r.ranked),
            ],
        )
    }

    pub async fn record_result(&mut self, r: &NewResult<'_>) -> Result<()> {
        db::query(
            "INSERT INTO results (guild_id, user_id, game_id, kind, wager, payout, score, detail,
                 won, created_at, measures, board, ranked)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(sql_id(r.guild_id))
        .bind(sql_id(r.user_id))
        .bind(r.game_id)
        .bind(r.kind.as_str())
        .bind(r.wager)
        .bind(r.payout)
        .bind(r.score)
        .bind(r.detail)
        .bind(r.won)
        .bind(r.at)
        .bind(measures_json(r.measures))
        .bind(r.board)
        .bind(r.ranked)
        .execute(self.conn().await?)
        .await?;
        Ok(())
    }

    /// The member's record per game kind on this server, as the database keeps it
    /// (`member_stats` and `member_measures`, added to with each result).
    pub async fn stats(&mut self, guild: u64, user: u64) -> Result<Vec<KindStats>> {
        let rows = db::query(
            "SELECT kind, played, wagered, paid, wins, scored, score_sum, high, high_detail,
                    low, low_detail, top, top_detail
             FROM member_stats WHERE guild_id = ? AND user_id = ? ORDER BY kind",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .fetch_all(self.conn().await?)
        .await?;
        let measured = db::query(
            "SELECT kind, name, total, count FROM member_measures
             WHERE guild_id = ? AND user_id = ? ORDER BY kind, name",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .fetch_all(self.conn().await?)
        .await?;
        let mut measures: Vec<(String, Measure)> = Vec::with_capacity(measured.len());
        for row in &measured {
            let (sum, count): (f64, i64) = (row.try_get("total")?, row.try_get("count")?);
            measures.push((
                row.try_get("kind")?,
                Measure {
                    name: row.try_get("name")?,
                    sum,
                    average: sum / count.max(1) as f64,
                    count,
                },
            ));
        }
        let best = |row: &db::Row, score: &str, detail: &str| -> Result<Option<Best>> {
            let score: Option<i64> = row.try_get(score)?;
            score
                .map(|score| {
                    Ok(Best {
                        score,
                        detail: row.try_get(detail)?,
                    })
                })
                .transpose()
        };
        rows.iter()
            .map(|row| {
                let kind: String = row.try_get("kind")?;
                let (scored, sum): (i64, i64) = (row.try_get("scored")?, row.try_get("score_sum")?);
                Ok(KindStats {
                    measures: measures
                        .iter()
                        .filter(|(k, _)| *k == kind)
                        .map(|(_, m)| m.clone())
                        .collect(),
                    kind,
                    played: row.try_get("played")?,
                    wagered: row.try_get("wagered")?,
                    paid: row.try_get("paid")?,
                    wins: row.try_get("wins")?,
                    average_score: (scored > 0).then(|| sum as f64 / scored as f64),
                    highest: best(row, "high", "high_detail")?,
                    lowest: best(row, "low", "low_detail")?,
                    highest_ranked: best(row, "top", "top_detail")?,
                })
            })
            .collect()
    }

    /// How many members are on one of a game's leaderboards (`board`: `""` for its first),
    /// of results since `since`, Unix seconds.
    pub async fn board_size(
        &mut self,
        among: Among,
        kind: GameKind,
        board: &str,
        window: impl Into<Window>,
    ) -> Result<i64> {
        let window = window.into();
        if let (None, Some(kept)) = (among.circle, window.kept()) {
            return self.kept_board_size(among.guild, (kind, board), kept).await;
        }
        let since = window.since();
        let sql = match among.circle {
            None => {
                "SELECT COUNT(DISTINCT user_id) FROM results
                 WHERE guild_id = ?1 AND kind = ?2 AND board = ?3 AND score IS NOT NULL
                     AND ranked = 1 AND created_at >= ?4"
            }
            Some(_) => {
                "SELECT COUNT(DISTINCT r.user_id) FROM circles c
                 JOIN results r ON r.guild_id = ?1 AND r.user_id = c.user_id
                 WHERE c.circle_id = ?5 AND r.kind = ?2 AND r.board = ?3
                     AND r.score IS NOT NULL AND r.ranked = 1 AND r.created_at >= ?4"
            }
        };
        let query = db::query(sql)
            .bind(sql_id(among.guild))
            .bind(kind.as_str())
            .bind(board)
            .bind(since);
        among.bind_circle(query).scalar(self.conn().await?).await
    }

    /// A board's best of late among `among`: its best `limit` members (at most eight) over
    /// the days `first` to `first + days - 1` (days since 1970, UTC; at most
    /// [`RECENT_DAYS`](super::bests::RECENT_DAYS)), each by their best result of those days.
    /// A server's is read from the days' kept bests; a circle's from its players' results.
    pub async fn best_of_late(
        &mut self,
        among: Among,
        (kind, board): (GameKind, &str),
        ranking: Ranking,
        (first, days): (i64, i64),
        limit: i64,
    ) -> Result<Vec<BoardRow>> {
        match among.circle {
            None => {
                self.recent_board(among.guild, (kind, board), ranking, (first, days), limit)
                    .await
            }
            Some(_) => {
                let since = Window::Since(first.saturating_mul(86_400));
                Ok(self
                    .board(among, (kind, board), ranking, since, 0, limit)
                    .await?
                    .0)
            }
        }
    }

    /// One page of one of a game's leaderboards (`(kind, board)`, `""` for its first): each
    /// member's best result since `since` (Unix seconds; 0 for all time), best first (equal
    /// results share a place, the earlier listed first), and how many members are on it.
    pub async fn board(
        &mut self,
        among: Among,
        (kind, board): (GameKind, &str),
        ranking: Ranking,
        window: impl Into<Window>,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<BoardRow>, i64)> {
        let window = window.into();
        if let (None, Some(kept)) = (among.circle, window.kept()) {
            let total = self
                .kept_board_size(among.guild, (kind, board), kept)
                .await?;
            let page = self
                .kept_board(among.guild, (kind, board), ranking, kept, (offset, limit))
                .await?;
            return Ok((page, total));
        }
        let since = window.since();
        // The sign turns "lowest first" into "highest first" so one query serves both
        // rankings.
        let sign: i64 = match ranking {
            Ranking::Highest => 1,
            Ranking::Lowest => -1,
        };
        // Each member's best result among `$from` (a server's, or a circle's players'),
        // then those in order.
        macro_rules! best_of {
            ($from:literal) => {
                concat!(
                    "WITH best AS (
                         SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.user_id
                             ORDER BY r.score * ?5 DESC, r.id ASC) AS n ",
                    $from,
                    " AND r.kind = ?2 AND r.board = ?7
                             AND r.score IS NOT NULL AND r.ranked = 1 AND r.created_at >= ?6)
                     SELECT b.user_id, b.score, COALESCE(b.detail, '') AS detail,
                            COALESCE(w.display_name, '') AS name,
                            RANK() OVER (ORDER BY b.score * ?5 DESC) AS place
                     FROM best b LEFT JOIN wallets w
                         ON w.guild_id = b.guild_id AND w.user_id = b.user_id
                     WHERE b.n = 1 ORDER BY b.score * ?5 DESC, b.id ASC LIMIT ?3 OFFSET ?4"
                )
            };
        }
        let query = match among.circle {
            None => best_of!("FROM results r WHERE r.guild_id = ?1"),
            // The circle's players alone, each looked up by their own results.
            Some(_) => best_of!(
                "FROM circles c JOIN results r ON r.guild_id = ?1 AND r.user_id = c.user_id
                 WHERE c.circle_id = ?8"
            ),
        };
        let query = db::query(query)
            .bind(sql_id(among.guild))
            .bind(kind.as_str())
            .bind(limit)
            .bind(offset)
            .bind(sign)
            .bind(since)
            .bind(board);
        let rows = among
            .bind_circle(query)
            .fetch_all(self.conn().await?)
            .await?;
        let total = self.board_size(among, kind, board, window).await?;
        let mut page = Vec::with_capacity(rows.len());
        for row in &rows {
            page.push(BoardRow {
                // Equal results share a place (1, 2, 2, 4); the earlier is listed first.
                rank: row.try_get("place")?,
                user_id: from_sql_id(row.try_get("user_id")?),
                name: row.try_get("name")?,
                best: Best {
                    score: row.try_get("score")?,
                    detail: row.try_get("detail")?,
                },
            });
        }
        Ok((page, total))
    }
}
