//! A small fill, read back: every board's pages and places, and the achievements' rarity,
//! against the same answers worked out directly from the rows; then the same after chips
//! move, ties made and broken.

use super::fill::{FIRST_MEMBER, Fill, LARGEST, fill};
use crate::app::season::{Cadence, Season};
use crate::engine::GameKind;
use crate::engine::game::Ranking;
use crate::store::db::{self, Value};
use crate::store::{
    Among, LeaderRow, LineKey, Movement, Side, Store, Tx, Window, from_sql_id, sql_id,
};
use crate::testing::on_both;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};

/// The rows of a query with one integer column, or two.
async fn pairs(store: &Store, sql: &'static str) -> Vec<(i64, i64)> {
    let rows = db::query(sql)
        .bind(Value::Int(Some(sql_id(LARGEST))))
        .fetch_all(store.pool())
        .await
        .unwrap();
    rows.iter()
        .map(|r| (r.try_get(0).unwrap(), r.try_get(1).unwrap()))
        .collect()
}

/// Standard competition places of `lines` sorted best first by `key`: equal keys share
/// the place of the first of them.
fn places<K: PartialEq + Copy>(lines: &[(K, u64)]) -> Vec<i64> {
    let mut out: Vec<i64> = Vec::with_capacity(lines.len());
    for (i, (key, _)) in lines.iter().enumerate() {
        let place = match i {
            0 => 1,
            _ if lines[i - 1].0 == *key => out[i - 1],
            _ => i as i64 + 1,
        };
        out.push(place);
    }
    out
}

/// The chips board worked out from the wallets: (balance, member, place), best first.
async fn chips_board(store: &Store) -> Vec<(i64, u64, i64)> {
    let mut lines: Vec<(i64, u64)> = pairs(
        store,
        "SELECT balance, user_id FROM wallets WHERE guild_id = ?",
    )
    .await
    .into_iter()
    .map(|(balance, user)| (balance, from_sql_id(user)))
    .collect();
    lines.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let places = places(&lines);
    lines
        .iter()
        .zip(places)
        .map(|((balance, user), place)| (*balance, *user, place))
        .collect()
}

/// The chips board as the store reads it, at `offsets`, and each member's place by
/// `rank_of`, against the direct answer.
async fn check_chips(store: &Store, tx: &mut Tx, rng: &mut ChaCha8Rng) {
    let direct = chips_board(store).await;
    let among = Among::server(LARGEST);
    assert_eq!(tx.wallet_count(among).await.unwrap(), direct.len() as i64);
    let n = direct.len() as i64;
    // Pages within the top tiers, which the store adds up itself, and pages past them, which
    // the database's running sum finds.
    let held = pairs(
        store,
        "SELECT COUNT(*), CAST(0 AS BIGINT) FROM balance_tiers WHERE guild_id = ? AND members <> 0",
    )
    .await[0]
        .0;
    assert!(held > crate::store::ranks::TOP_TIERS, "{held} tiers held");
    let mut offsets = vec![0, 10, n / 2, (n - 1) / 10 * 10, n - 3, n, n + 5];
    offsets.extend((0..30).map(|_| rng.random_range(0..n)));
    for offset in offsets {
        let (page, total) = tx.leaderboard(among, offset, 10).await.unwrap();
        assert_eq!(total, n);
        let read: Vec<(i64, u64, i64)> = page
            .iter()
            .map(|r| (r.balance, r.user_id, r.rank))
            .collect();
        let want: Vec<(i64, u64, i64)> = direct
            .iter()
            .skip(offset.max(0) as usize)
            .take(10)
            .copied()
            .collect();
        assert_eq!(read, want, "the page at {offset}");
    }
    // Pages read from a line's key (Next, Previous) and from the board's end: the same lines
    // and places, tie or no tie.
    let mut at = vec![0, 1, direct.len() - 1, direct.len() / 2];
    at.extend((0..30).map(|_| rng.random_range(0..direct.len())));
    // The last line of some ties and the first of the next.
    let ends = (1..direct.len()).filter(|&i| direct[i].0 != direct[i - 1].0);
    at.extend(ends.take(10).flat_map(|i| [i - 1, i]));
    for i in at {
        let (balance, user, _) = direct[i];
        let line = LineKey { balance, user };
        let after = tx
            .chip_lines_beside(LARGEST, line, Side::After, 10)
            .await
            .unwrap();
        let want: Vec<(i64, u64, i64)> = direct.iter().skip(i + 1).take(10).copied().collect();
        assert_eq!(triples(&after), want, "after line {i}");
        let before = tx
            .chip_lines_beside(LARGEST, line, Side::Before, 10)
            .await
            .unwrap();
        let want: Vec<(i64, u64, i64)> = direct[i.saturating_sub(10)..i].to_vec();
        assert_eq!(triples(&before), want, "before line {i}");
    }
    for k in [1, 7, 10] {
        let end = tx.chip_lines_at_end(LARGEST, k).await.unwrap();
        assert_eq!(
            triples(&end),
            direct[direct.len() - k as usize..].to_vec(),
            "the last {k}"
        );
    }
    for _ in 0..40 {
        let (_, user, place) = direct[rng.random_range(0..direct.len())];
        let read = tx.rank_of(among, user).await.unwrap().unwrap();
        assert_eq!(read.rank, place, "member {user}");
    }
    // The counts the places are read from are the wallets', balance by balance.
    let counts = pairs(
        store,
        "SELECT balance, members FROM balance_counts WHERE guild_id = ? ORDER BY balance",
    )
    .await;
    let mut want: BTreeMap<i64, i64> = BTreeMap::new();
    for (balance, _, _) in &direct {
        *want.entry(*balance).or_default() += 1;
    }
    assert_eq!(counts, want.into_iter().collect::<Vec<_>>());
}

/// A page's lines as (balance, member, place).
fn triples(page: &[LeaderRow]) -> Vec<(i64, u64, i64)> {
    page.iter()
        .map(|r| (r.balance, r.user_id, r.rank))
        .collect()
}

/// Tiers the balances passed through and left keep their rows at zero, between tiers
/// held: the pages' starts read after this must step over them.
async fn assert_tiers_left_at_zero(store: &Store) {
    let tiers = pairs(
        store,
        "SELECT tier, members FROM balance_tiers WHERE guild_id = ? ORDER BY tier",
    )
    .await;
    let first = tiers.iter().position(|(_, members)| *members > 0);
    let last = tiers.iter().rposition(|(_, members)| *members > 0);
    assert!(
        first
            .zip(last)
            .is_some_and(|(first, last)| tiers[first..last]
                .iter()
                .any(|(_, members)| *members == 0)),
        "no tier at zero between held ones"
    );
}

/// A board of `kind` since `since` computed from the results: each member's best (the
/// earlier of equal bests), best first by `ranking`, as (score, member) and places.
async fn direct_board(
    store: &Store,
    kind: GameKind,
    ranking: Ranking,
    since: i64,
) -> (Vec<(i64, u64)>, Vec<i64>) {
    let sign = match ranking {
        Ranking::Highest => 1,
        Ranking::Lowest => -1,
    };
    let rows = db::query(
        "SELECT id, user_id, score FROM results
         WHERE guild_id = ? AND kind = ? AND ranked = 1 AND score IS NOT NULL
           AND created_at >= ?",
    )
    .bind(Value::Int(Some(sql_id(LARGEST))))
    .bind(kind.as_str())
    .bind(since)
    .fetch_all(store.pool())
    .await
    .unwrap();
    let mut best: BTreeMap<u64, (i64, i64)> = BTreeMap::new();
    for row in &rows {
        let (id, user, score): (i64, i64, i64) = (
            row.try_get(0).unwrap(),
            row.try_get(1).unwrap(),
            sign * row.try_get::<i64, _>(2).unwrap(),
        );
        let entry = best.entry(from_sql_id(user)).or_insert((score, id));
        if (score, -id) > (entry.0, -entry.1) {
            *entry = (score, id);
        }
    }
    let mut lines: Vec<((i64, i64), u64)> = best
        .iter()
        .map(|(user, (s, id))| ((*s, *id), *user))
        .collect();
    lines.sort_by(|a, b| b.0.0.cmp(&a.0.0).then(a.0.1.cmp(&b.0.1)));
    let scores: Vec<(i64, u64)> = lines.iter().map(|((s, _), u)| (sign * s, *u)).collect();
    let places = places(&scores);
    (scores, places)
}

/// A board of `kind` over `window`, computed from the results, against the store's pages.
async fn check_game_board(
    store: &Store,
    tx: &mut Tx,
    kind: GameKind,
    ranking: Ranking,
    window: Window,
) {
    let (scores, places) = direct_board(store, kind, ranking, window.since()).await;
    let n = scores.len() as i64;
    assert!(n > 0, "a board of {kind:?} over {window:?}");
    for offset in [0, 7, n / 2, (n - 1) / 10 * 10] {
        let (page, total) = tx
            .board(
                Among::server(LARGEST),
                (kind, ""),
                ranking,
                window,
                offset,
                10,
            )
            .await
            .unwrap();
        assert_eq!(total, n);
        let read: Vec<(i64, u64, i64)> = page
            .iter()
            .map(|r| (r.best.score, r.user_id, r.rank))
            .collect();
        let want: Vec<(i64, u64, i64)> = (offset as usize
            ..(offset as usize + 10).min(scores.len()))
            .map(|i| (scores[i].0, scores[i].1, places[i]))
            .collect();
        assert_eq!(read, want, "the {kind:?} page at {offset} over {window:?}");
    }
}

/// The best of late of `kind` over `days` days to `today`, computed from the results,
/// against the store's (from the days' kept bests); `some` when it must not be empty.
async fn check_best_of_late(
    store: &Store,
    tx: &mut Tx,
    (kind, ranking): (GameKind, Ranking),
    (today, days): (i64, i64),
    some: bool,
) {
    let first = today - days + 1;
    let (scores, places) = direct_board(store, kind, ranking, first * 86_400).await;
    assert!(
        !some || !scores.is_empty(),
        "{kind:?} of late over {days} days"
    );
    for limit in [1, 5, 8] {
        let read: Vec<(i64, u64, i64)> = tx
            .best_of_late(
                Among::server(LARGEST),
                (kind, ""),
                ranking,
                (first, days),
                limit,
            )
            .await
            .unwrap()
            .iter()
            .map(|r| (r.best.score, r.user_id, r.rank))
            .collect();
        let want: Vec<(i64, u64, i64)> = (0..scores.len().min(limit as usize))
            .map(|i| (scores[i].0, scores[i].1, places[i]))
            .collect();
        assert_eq!(
            read, want,
            "{kind:?} of late over {days} days, {limit} lines"
        );
    }
}

/// The standings of the season `[start, end)` computed from the ledger: each member's net
/// over the games whose last movement of theirs falls in it, best first (the lower id
/// first among equals), as (net, member) and places.
async fn direct_season(store: &Store, (start, end): (i64, i64)) -> (Vec<(i64, u64)>, Vec<i64>) {
    let rows = db::query(
        "SELECT user_id, game_id, delta, created_at FROM ledger
         WHERE guild_id = ? AND game_id IS NOT NULL",
    )
    .bind(Value::Int(Some(sql_id(LARGEST))))
    .fetch_all(store.pool())
    .await
    .unwrap();
    let mut games: BTreeMap<(i64, i64), (i64, i64)> = BTreeMap::new();
    for row in &rows {
        let (user, game, delta, at): (i64, i64, i64, i64) = (
            row.try_get(0).unwrap(),
            row.try_get(1).unwrap(),
            row.try_get(2).unwrap(),
            row.try_get(3).unwrap(),
        );
        let entry = games.entry((user, game)).or_insert((0, at));
        *entry = (entry.0 + delta, entry.1.max(at));
    }
    let mut nets: BTreeMap<u64, i64> = BTreeMap::new();
    for ((user, _), (net, last)) in games {
        if start <= last && last < end {
            *nets.entry(from_sql_id(user)).or_default() += net;
        }
    }
    let mut lines: Vec<(i64, u64)> = nets.into_iter().map(|(user, net)| (net, user)).collect();
    lines.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let places = places(&lines);
    (lines, places)
}

/// A season's standings computed from the ledger, against the store's pages and places.
async fn check_season(store: &Store, tx: &mut Tx, season: Season, rng: &mut ChaCha8Rng) {
    let (lines, places) = direct_season(store, (season.start, season.end)).await;
    let n = lines.len() as i64;
    assert!(n > 20, "{season:?} has {n} players");
    for offset in [0, 7, n / 2, (n - 1) / 10 * 10] {
        let (page, total) = tx
            .season_standings(LARGEST, season.period(), offset, 10)
            .await
            .unwrap();
        assert_eq!(total, n);
        let read: Vec<(i64, u64, i64)> = page.iter().map(|r| (r.net, r.user_id, r.rank)).collect();
        let want: Vec<(i64, u64, i64)> = (offset as usize..(offset as usize + 10).min(lines.len()))
            .map(|i| (lines[i].0, lines[i].1, places[i]))
            .collect();
        assert_eq!(read, want, "{season:?} at {offset}");
    }
    for _ in 0..20 {
        let i = rng.random_range(0..lines.len());
        let mine = tx
            .season_place(LARGEST, lines[i].1, season.period())
            .await
            .unwrap()
            .unwrap();
        assert_eq!((mine.rank, mine.net), (places[i], lines[i].0), "{season:?}");
    }
    let outside = FIRST_MEMBER - 1;
    assert_eq!(
        tx.season_place(LARGEST, outside, season.period())
            .await
            .unwrap(),
        None
    );
}

/// Each achievement's holders among the server's players, against the store's rarity.
async fn check_rarity(store: &Store, tx: &mut Tx) {
    let players: BTreeSet<i64> = pairs(
        store,
        "SELECT user_id, CAST(0 AS BIGINT) FROM results WHERE guild_id = ?",
    )
    .await
    .into_iter()
    .map(|(user, _)| user)
    .collect();
    let rows = db::query("SELECT user_id, achievement FROM achievements WHERE guild_id = ?")
        .bind(Value::Int(Some(sql_id(LARGEST))))
        .fetch_all(store.pool())
        .await
        .unwrap();
    let mut holders: BTreeMap<String, i64> = BTreeMap::new();
    for row in &rows {
        let user: i64 = row.try_get(0).unwrap();
        if players.contains(&user) {
            *holders.entry(row.try_get(1).unwrap()).or_default() += 1;
        }
    }
    let rarity = tx.rarity(Among::server(LARGEST)).await.unwrap();
    assert_eq!(rarity.players, players.len() as i64);
    assert_eq!(rarity.holders, holders.into_iter().collect::<Vec<_>>());
}

/// A member's record in one game, added up from their results: played, wagered, paid,
/// wins, and each score with its detail and whether it was ranked.
type Record = (i64, i64, i64, i64, Vec<(i64, String, bool)>);

/// `/stats` of some members against their results, added up here.
async fn check_stats(store: &Store, tx: &mut Tx, rng: &mut ChaCha8Rng) {
    let members = chips_board(store).await;
    for _ in 0..25 {
        let (_, user, _) = members[rng.random_range(0..members.len())];
        let rows = db::query(
            "SELECT kind, wager, payout, won, score, COALESCE(detail, '') AS detail, ranked
             FROM results WHERE guild_id = ? AND user_id = ? ORDER BY kind, id",
        )
        .bind(Value::Int(Some(sql_id(LARGEST))))
        .bind(Value::Int(Some(sql_id(user))))
        .fetch_all(store.pool())
        .await
        .unwrap();
        let mut want: BTreeMap<String, Record> = BTreeMap::new();
        for row in &rows {
            let entry = want.entry(row.try_get("kind").unwrap()).or_default();
            entry.0 += 1;
            entry.1 += row.try_get::<i64, _>("wager").unwrap();
            entry.2 += row.try_get::<i64, _>("payout").unwrap();
            entry.3 += row.try_get::<i64, _>("won").unwrap();
            if let Some(score) = row.try_get::<Option<i64>, _>("score").unwrap() {
                let ranked = row.try_get::<i64, _>("ranked").unwrap() == 1;
                entry
                    .4
                    .push((score, row.try_get("detail").unwrap(), ranked));
            }
        }
        let read = tx.stats(LARGEST, user).await.unwrap();
        assert_eq!(read.len(), want.len(), "member {user}");
        for (stats, (kind, (played, wagered, paid, wins, scores))) in read.iter().zip(&want) {
            assert_eq!(
                (
                    &stats.kind,
                    stats.played,
                    stats.wagered,
                    stats.paid,
                    stats.wins
                ),
                (kind, *played, *wagered, *paid, *wins)
            );
            // The earlier of equal scores: the first met, in the results' order.
            let pick = |better: &dyn Fn(i64, i64) -> bool, ranked: bool| {
                let mut best: Option<(i64, String)> = None;
                for (score, detail, on_board) in scores {
                    if (!ranked || *on_board)
                        && best.as_ref().is_none_or(|(b, _)| better(*score, *b))
                    {
                        best = Some((*score, detail.clone()));
                    }
                }
                best
            };
            let shown =
                |b: &Option<crate::store::Best>| b.as_ref().map(|b| (b.score, b.detail.clone()));
            assert_eq!(shown(&stats.highest), pick(&|a, b| a > b, false));
            assert_eq!(shown(&stats.lowest), pick(&|a, b| a < b, false));
            assert_eq!(shown(&stats.highest_ranked), pick(&|a, b| a > b, true));
            let average = (!scores.is_empty())
                .then(|| scores.iter().map(|s| s.0).sum::<i64>() as f64 / scores.len() as f64);
            assert_eq!(stats.average_score, average);
        }
        let finished = tx.games_finished(LARGEST, user).await.unwrap();
        assert_eq!(finished, rows.len() as i64);
    }
}

// Over 5 seconds on PostgreSQL (about 15 s alone, over a minute beside the rest of the
// suite): the fill writes 20,000 ledger rows through the triggers, each of which sets off
// PL/pgSQL triggers costing about half a millisecond a row in all (docs/performance.md);
// fewer rows would leave too few ties and too few players a season.
on_both! {
async fn a_small_fill_reads_back_as_its_rows_say(db) {
    crate::testing::registry();
    let store = db.open().await;
    let defaults = crate::config::Config::default().defaults;
    let spec = Fill { members: 1_500, ledger: 20_000, seed: 5, now: 1_800_000_000 };
    let filled = fill(&store, &spec, &defaults, |_| {}).await.unwrap();
    assert!(filled.wallets > 1_500 && filled.ledger > 15_000, "{filled:?}");
    assert_eq!(store.check_ledger().await.unwrap(), vec![]);
    // A second fill into the same database is refused, and writes nothing.
    assert!(fill(&store, &spec, &defaults, |_| {}).await.is_err());
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut tx = store.begin().await.unwrap();
    check_chips(&store, &mut tx, &mut rng).await;
    let week = Season::at(Cadence::Weekly, spec.now).start;
    let month = Season::at(Cadence::Monthly, spec.now).start;
    for window in [
        Window::AllTime,
        Window::Season { monthly: false, start: week },
        Window::Season { monthly: true, start: month },
        Window::Since(spec.now - 3 * 86_400),
    ] {
        check_game_board(&store, &mut tx, GameKind::Yahtzee, Ranking::Highest, window).await;
        check_game_board(&store, &mut tx, GameKind::VideoPoker, Ranking::Lowest, window).await;
    }
    let today = spec.now / 86_400;
    for game in [
        (GameKind::Yahtzee, Ranking::Highest),
        (GameKind::VideoPoker, Ranking::Lowest),
    ] {
        check_best_of_late(&store, &mut tx, game, (today, 7), true).await;
        check_best_of_late(&store, &mut tx, game, (today - 2, 3), true).await;
        check_best_of_late(&store, &mut tx, game, (today, 1), false).await;
    }
    let this_week = Season::at(Cadence::Weekly, spec.now);
    for season in [
        this_week.previous(),
        this_week,
        Season::at(Cadence::Monthly, spec.now).previous(),
    ] {
        check_season(&store, &mut tx, season, &mut rng).await;
    }
    check_rarity(&store, &mut tx).await;
    check_stats(&store, &mut tx, &mut rng).await;
    tx.commit().await.unwrap();
    // Chips move: some to a balance others hold (ties made), some away from it, some
    // to nothing.
    let direct = chips_board(&store).await;
    let mut tx = store.begin().await.unwrap();
    for k in 0..300 {
        let (_, user, _) = direct[rng.random_range(0..direct.len())];
        let balance = tx.existing_wallet(LARGEST, user).await.unwrap().unwrap().balance;
        let target = match k % 3 {
            0 => direct[rng.random_range(0..direct.len())].0,
            1 => balance + rng.random_range(1..100_000),
            _ => 0,
        };
        if target == balance {
            continue;
        }
        tx.move_chips(&Movement {
            guild_id: LARGEST,
            user_id: user,
            delta: target - balance,
            reason: "gift",
            game_id: None,
            counterparty: Some(FIRST_MEMBER - 7),
            key: format!("test-move-{k}"),
            at: spec.now + k,
        })
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    assert_tiers_left_at_zero(&store).await;
    let mut tx = store.begin().await.unwrap();
    check_chips(&store, &mut tx, &mut rng).await;
    tx.commit().await.unwrap();
    // The sweep lets go of the tiers at zero, on every board; the pages and places read
    // the same without them.
    assert!(store.let_go_of_empty_tiers().await.unwrap() > 0);
    for sql in [
        "SELECT COUNT(*), CAST(0 AS BIGINT) FROM balance_tiers WHERE members = 0 AND guild_id <> ?",
        "SELECT COUNT(*), CAST(0 AS BIGINT) FROM balance_tiers WHERE members = 0 AND guild_id = ?",
        "SELECT COUNT(*), CAST(0 AS BIGINT) FROM season_tiers WHERE members = 0 AND guild_id = ?",
    ] {
        assert_eq!(pairs(&store, sql).await, vec![(0, 0)], "{sql}");
    }
    assert_eq!(store.let_go_of_empty_tiers().await.unwrap(), 0);
    let mut tx = store.begin().await.unwrap();
    check_chips(&store, &mut tx, &mut rng).await;
    check_season(&store, &mut tx, Season::at(Cadence::Weekly, spec.now), &mut rng).await;
    tx.commit().await.unwrap();
}
}
