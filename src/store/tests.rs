//! The store against a real SQLite file and, where the tests have one, a real PostgreSQL
//! server: each test in [`on_both!`] runs on both.

use super::*;

use crate::config::ServerDefaults;
use crate::config::settings::SettingValue;
use crate::engine::GameKind;
use crate::testing::on_both;

async fn open() -> (Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("store.db").display());
    (Store::open(&url).await.unwrap(), dir)
}

/// A game of `kind` opened by member 7 in channel 2 of server 1, for results to name.
async fn open_game(tx: &mut Tx, kind: GameKind) -> GameRow {
    tx.insert_game(&NewGame {
        guild_id: 1,
        channel_id: 2,
        owner_id: 7,
        kind,
        slot: 7,
        state: "{}",
        deadline: None,
        at: 0,
        locale: crate::locale::Locale::En,
    })
    .await
    .unwrap()
}

fn movement(user: u64, delta: i64, key: &str) -> Movement<'static> {
    Movement {
        guild_id: 1,
        user_id: user,
        delta,
        reason: "test",
        game_id: None,
        counterparty: None,
        key: key.to_string(),
        at: 10,
    }
}

on_both! {
async fn wallets_open_once_through_the_ledger(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let w = tx.wallet(1, 7, "ann", 100, 5).await.unwrap();
    assert_eq!(w.balance, 100);
    let again = tx.wallet(1, 7, "Annie", 100, 6).await.unwrap();
    assert_eq!((again.balance, again.name.as_str()), (100, "Annie"));
    tx.commit().await.unwrap();
    assert_eq!(store.audit().await.unwrap(), (100, 100));
}
}

/// On PostgreSQL a write that needs a row another open transaction holds stops after
/// [`POSTGRES_LOCK_WAIT`] as a conflict, to be run again, rather than waiting for the
/// holder (or, when two wait on each other, for PostgreSQL's deadlock check a second later).
#[tokio::test]
async fn a_row_held_by_another_write_is_a_conflict_on_postgres() {
    let Some(db) = crate::testing::TestDatabase::postgres().await else {
        return;
    };
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    tx.wallet(1, 7, "ann", 100, 0).await.unwrap();
    tx.commit().await.unwrap();
    let mut holder = store.begin().await.unwrap();
    holder.move_chips(&movement(7, -1, "held")).await.unwrap();
    let mut waiter = store.begin().await.unwrap();
    let waited = tokio::time::timeout(
        Duration::from_secs(20),
        waiter.move_chips(&movement(7, -2, "waits")),
    )
    .await;
    assert!(
        matches!(waited, Ok(Err(StoreError::Conflict))),
        "{waited:?}"
    );
    drop(waiter);
    holder.commit().await.unwrap();
    assert_eq!(store.audit().await.unwrap(), (99, 99));
}

on_both! {
async fn balances_never_go_negative_and_keys_pay_once(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    tx.wallet(1, 7, "ann", 10, 0).await.unwrap();
    assert!(matches!(
        tx.move_chips(&movement(7, -11, "a")).await,
        Err(StoreError::InsufficientChips {
            balance: 10,
            needed: 11
        })
    ));
    assert_eq!(tx.move_chips(&movement(7, -10, "b")).await.unwrap(), 0);
    assert!(matches!(
        tx.move_chips(&movement(7, 5, "b")).await,
        Err(StoreError::DuplicateMovement(_))
    ));
    tx.commit().await.unwrap();
    assert_eq!(store.audit().await.unwrap(), (0, 0));
}
}

on_both! {
async fn a_rolled_back_transaction_leaves_no_trace(db) {
    let store = db.open().await;
    {
        let mut tx = store.begin().await.unwrap();
        tx.wallet(1, 7, "ann", 10, 0).await.unwrap();
        tx.move_chips(&movement(7, 50, "c")).await.unwrap();
        // dropped without commit
    }
    let mut tx = store.begin().await.unwrap();
    assert!(tx.existing_wallet(1, 7).await.unwrap().is_none());
    tx.commit().await.unwrap();
    assert_eq!(store.audit().await.unwrap(), (0, 0));
}
}

on_both! {
async fn game_versions_reject_stale_writes_and_one_game_is_active(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let new = NewGame {
        guild_id: 1,
        channel_id: 2,
        owner_id: 3,
        kind: GameKind::VideoPoker,
        slot: 3,
        state: "{}",
        deadline: None,
        at: 0,
        locale: crate::locale::Locale::En,
    };
    let save = |version, advance, status, at| SaveGame {
        id: 1,
        version,
        advance,
        state: "{}",
        status,
        deadline: None,
        at,
    };
    let game = tx.insert_game(&new).await.unwrap();
    assert_eq!(game.version, 1);
    assert!(
        tx.insert_game(&new).await.is_err(),
        "one active game per member, kind and channel"
    );
    assert_eq!(
        tx.save_game(&save(1, true, GameStatus::Active, 5))
            .await
            .unwrap(),
        2
    );
    assert!(matches!(
        tx.save_game(&save(1, true, GameStatus::Active, 6)).await,
        Err(StoreError::StaleVersion)
    ));
    assert_eq!(
        tx.save_game(&save(2, false, GameStatus::Active, 6))
            .await
            .unwrap(),
        2,
        "a change within the phase keeps the version"
    );
    tx.save_game(&save(2, true, GameStatus::Finished, 7))
        .await
        .unwrap();
    assert!(
        tx.insert_game(&new).await.is_ok(),
        "a finished game frees the slot"
    );
    tx.commit().await.unwrap();
    let stored = store.find_game(game.id).await.unwrap().unwrap();
    assert_eq!((stored.version, stored.status), (3, GameStatus::Finished));
}
}

on_both! {
async fn settings_start_from_the_defaults_and_survive_reopening(db) {
    crate::testing::registry();
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let mut settings = tx.settings(1, &ServerDefaults::default(), 0).await.unwrap();
    assert_eq!(settings.values, ServerDefaults::default());
    settings
        .values
        .games
        .set("pay_table", SettingValue::Name("classic".into()));
    tx.save_settings(&settings, 1).await.unwrap();
    tx.record_answer("i1", "{}", 1).unwrap();
    tx.commit().await.unwrap();
    store.close().await;

    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let again = tx.settings(1, &ServerDefaults::default(), 2).await.unwrap();
    assert_eq!(again.values.games.name("pay_table"), "classic");
    assert_eq!(again.values, settings.values);
    assert_eq!(tx.answered("i1").await.unwrap().as_deref(), Some("{}"));
    tx.commit().await.unwrap();
    assert_eq!(store.prune_answers(2).await.unwrap(), 1);
}
}

on_both! {
async fn idle_games_follow_each_servers_timeout(db) {
    crate::testing::registry();
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let quick = ServerDefaults {
        idle_timeout_minutes: 1,
        ..ServerDefaults::default()
    };
    let slow = ServerDefaults {
        idle_timeout_minutes: 60,
        ..ServerDefaults::default()
    };
    tx.settings(1, &quick, 0).await.unwrap();
    tx.settings(2, &slow, 0).await.unwrap();
    for guild in [1, 2] {
        // The turn deadline is the server's idle timeout after the last move.
        let timeout = tx
            .settings(guild, &ServerDefaults::default(), 0)
            .await
            .unwrap()
            .values
            .idle_timeout_minutes;
        let game = NewGame {
            guild_id: guild,
            channel_id: 5,
            owner_id: 6,
            kind: GameKind::VideoPoker,
            slot: 6,
            state: "{}",
            deadline: Some(1000 + timeout * 60),
            at: 1000,
            locale: crate::locale::Locale::En,
        };
        tx.insert_game(&game).await.unwrap();
    }
    tx.commit().await.unwrap();
    let idle = |now| {
        let store = store.clone();
        async move {
            store
                .due_games(GameKind::VideoPoker, now, 10)
                .await
                .unwrap()
                .iter()
                .map(|g| g.guild_id)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(idle(1060).await, Vec::<u64>::new());
    assert_eq!(idle(1061).await, vec![1]);
    assert_eq!(idle(1000 + 3601).await, vec![1, 2]);
}
}

on_both! {
async fn seats_hold_members_and_computers_and_tables_take_one_slot_per_channel(db) {
    use crate::engine::game::{Level, Occupant, Seat, SeatStatus};
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let table = |owner| NewGame {
        guild_id: 1,
        channel_id: 2,
        owner_id: owner,
        kind: GameKind::VideoPoker,
        slot: 0,
        state: "{}",
        deadline: Some(50),
        at: 0,
        locale: crate::locale::Locale::En,
    };
    let game = tx.insert_game(&table(7)).await.unwrap();
    assert!(
        tx.insert_game(&table(8)).await.is_err(),
        "one open table per kind and channel, whoever opens it"
    );
    let seats = [
        Seat {
            no: 0,
            occupant: Occupant::Member {
                id: 7,
                name: "ann".into(),
            },
            status: SeatStatus::Playing,
        },
        Seat {
            no: 1,
            occupant: Occupant::Computer {
                level: Level::Expert,
            },
            status: SeatStatus::Playing,
        },
    ];
    for seat in &seats {
        tx.add_seat(game.id, seat, 0).await.unwrap();
    }
    assert!(
        tx.add_seat(game.id, &seats[0], 0).await.is_err(),
        "a seat is taken once"
    );
    tx.set_seat_status(game.id, 1, SeatStatus::Dropped)
        .await
        .unwrap();
    let stored = tx.seats(game.id).await.unwrap();
    assert_eq!(stored[0], seats[0]);
    assert_eq!(stored[1].status, SeatStatus::Dropped);
    assert_eq!(stored[1].occupant, seats[1].occupant);
    tx.commit().await.unwrap();
    assert_eq!(
        store
            .due_games(GameKind::VideoPoker, 50, 5)
            .await
            .unwrap()
            .len(),
        0
    );
    assert_eq!(
        store
            .due_games(GameKind::VideoPoker, 51, 5)
            .await
            .unwrap()
            .len(),
        1
    );
}
}

on_both! {
async fn best_results_rank_by_the_decks_strength_not_the_category_order(db) {
    use crate::engine::cards::DeckKind;
    use crate::engine::hand_eval::Category;
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let game = open_game(&mut tx, GameKind::VideoPoker).await;
    // On the 24-card deck a flush (16 hands) is rarer than four of a kind (120): it ranks
    // higher, though it comes first in the category list. The results are made as a game
    // makes them.
    for category in [Category::FourOfAKind, Category::Flush, Category::FullHouse] {
        let result = crate::engine::hand_eval::hand_result(0, category, DeckKind::Short24, 1, 0);
        tx.record_result(&NewResult {
            board: "",
            guild_id: 1,
            user_id: 7,
            game_id: game.id,
            kind: GameKind::VideoPoker,
            wager: result.wager,
            payout: result.payout,
            score: Some(result.score),
            detail: &result.detail,
            won: result.won,
            ranked: true,
            measures: &[],
            at: 0,
        })
        .await
        .unwrap();
    }
    let stats = tx.stats(1, 7).await.unwrap();
    assert_eq!(stats[0].highest.as_ref().unwrap().detail, "flush");
    assert!(
        Category::Flush < Category::FourOfAKind,
        "ranked by the enum order, four of a kind would have been best"
    );
    let (board, total) = tx
        .board(
            Among::server(1),
            (GameKind::VideoPoker, ""),
            crate::engine::game::Ranking::Highest,
            0,
            0,
            10,
        )
        .await
        .unwrap();
    assert_eq!((board.len(), total), (1, 1));
    assert_eq!(board[0].best.detail, "flush");
    tx.commit().await.unwrap();
}
}

/// A ranked Yahtzee result of `user` in `game`: its score, at `at`.
fn yahtzee_score(guild: u64, user: u64, game: i64, (score, at): (i64, i64)) -> NewResult<'static> {
    NewResult {
        board: "",
        guild_id: guild,
        user_id: user,
        game_id: game,
        kind: GameKind::Yahtzee,
        wager: 0,
        payout: 0,
        score: Some(score),
        detail: "",
        won: true,
        ranked: true,
        measures: &[],
        at,
    }
}

on_both! {
async fn a_circles_boards_rank_its_players_alone(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let own = super::OWN_WALLETS;
    // Own wallets of 1 to 4; a server's wallet of 5, richer than all.
    for (user, balance) in [(1u64, 100i64), (2, 300), (3, 200), (4, 900)] {
        tx.wallet(own, user, &format!("m{user}"), balance, 1).await.unwrap();
    }
    tx.wallet(1, 5, "m5", 5_000, 1).await.unwrap();
    // 1, 2 and 3 play in the circle (a group DM); 4 elsewhere; 5 joins it without an own
    // wallet, and so is on no board of it.
    for user in [1u64, 2, 3, 5] {
        tx.join_circle(77, user, 2).await.unwrap();
    }
    tx.join_circle(77, 1, 3).await.unwrap();
    let circle = Among {
        guild: own,
        circle: Some(77),
    };
    let (page, total) = tx.leaderboard(circle, 0, 10).await.unwrap();
    let places: Vec<(u64, i64)> = page.iter().map(|r| (r.user_id, r.rank)).collect();
    assert_eq!((places.as_slice(), total), (&[(2, 1), (3, 2), (1, 3)][..], 3));
    assert_eq!(tx.wallet_count(circle).await.unwrap(), 3);
    assert_eq!(tx.rank_of(circle, 1).await.unwrap().map(|r| r.rank), Some(3));
    // A member outside the circle has no place on its board, rich as they are.
    assert_eq!(tx.rank_of(circle, 4).await.unwrap(), None);
    // All the own wallets, without a circle: 4 first.
    let (all, _) = tx.leaderboard(Among::server(own), 0, 10).await.unwrap();
    assert_eq!(all.first().map(|r| r.user_id), Some(4));
    // A game's board of the circle: 4's better score is not on it.
    let game = open_game(&mut tx, GameKind::Yahtzee).await;
    for (user, score) in [(1u64, 120i64), (4, 300), (3, 150)] {
        tx.record_result(&yahtzee_score(own, user, game.id, (score, 5)))
            .await
        .unwrap();
    }
    let highest = crate::engine::game::Ranking::Highest;
    let (board, total) = tx
        .board(circle, (GameKind::Yahtzee, ""), highest, 0, 0, 10)
        .await
        .unwrap();
    let places: Vec<(u64, i64)> = board.iter().map(|r| (r.user_id, r.rank)).collect();
    assert_eq!((places.as_slice(), total), (&[(3, 1), (1, 2)][..], 2));
    assert_eq!(
        tx.board_size(circle, GameKind::Yahtzee, "", 0).await.unwrap(),
        2
    );
    // An achievement's rarity among the circle: of its two players with a result (1 and
    // 3; 4 is not of it), one holds it.
    for user in [1u64, 4] {
        tx.hold_unlock(own, user, "yahtzee", 6).unwrap();
    }
    tx.commit().await.unwrap();
    let mut tx = store.begin().await.unwrap();
    let rarity = tx.rarity(circle).await.unwrap();
    assert_eq!(rarity.players, 2);
    assert_eq!(rarity.share("yahtzee"), 0.5);
    let everyone = tx.rarity(Among::server(own)).await.unwrap();
    assert_eq!((everyone.players, everyone.share("yahtzee")), (3, 2.0 / 3.0));
    tx.commit().await.unwrap();
}
}

on_both! {
async fn equal_balances_and_equal_results_share_a_place(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    // Balances 100, 100, 100, 90, 50: places 1, 1, 1, 4, 5 (standard competition ranking).
    for (user, balance) in [(5u64, 100i64), (3, 100), (9, 90), (1, 100), (7, 50)] {
        tx.wallet(1, user, &format!("m{user}"), balance, 1).await.unwrap();
    }
    let (page, total) = tx.leaderboard(Among::server(1), 0, 10).await.unwrap();
    let places: Vec<(u64, i64)> = page.iter().map(|r| (r.user_id, r.rank)).collect();
    assert_eq!(total, 5);
    assert_eq!(places, [(1, 1), (3, 1), (5, 1), (9, 4), (7, 5)]);
    // A page further down keeps the places of the whole board.
    let (second, _) = tx.leaderboard(Among::server(1), 3, 2).await.unwrap();
    assert_eq!(second.iter().map(|r| r.rank).collect::<Vec<_>>(), [4, 5]);
    for (user, place) in [(5, 1), (1, 1), (9, 4), (7, 5)] {
        assert_eq!(tx.rank_of(Among::server(1), user).await.unwrap().unwrap().rank, place, "{user}");
    }
    // A game's board: two equal bests share first place, the earlier listed first.
    let game = open_game(&mut tx, GameKind::Yahtzee).await;
    for (user, score, at) in [(5u64, 250i64, 1i64), (3, 250, 2), (9, 200, 3)] {
        tx.record_result(&yahtzee_score(1, user, game.id, (score, at)))
            .await
        .unwrap();
    }
    let (board, _) = tx
        .board(Among::server(1), (GameKind::Yahtzee, ""), crate::engine::game::Ranking::Highest, 0, 0, 10)
        .await
        .unwrap();
    let places: Vec<(u64, i64)> = board.iter().map(|r| (r.user_id, r.rank)).collect();
    assert_eq!(places, [(5, 1), (3, 1), (9, 3)]);
    // Its pages keep the board's places too.
    let (page, _) = tx
        .board(
            Among::server(1),
            (GameKind::Yahtzee, ""),
            crate::engine::game::Ranking::Highest,
            0,
            1,
            2,
        )
        .await
        .unwrap();
    let places: Vec<(u64, i64)> = page.iter().map(|r| (r.user_id, r.rank)).collect();
    assert_eq!(places, [(3, 1), (9, 3)]);
    tx.commit().await.unwrap();
}
}

/// Runs `sql` on every connection of the pool (a per-connection setting such as
/// `max_page_count`).
async fn on_every_connection(store: &Store, sql: &'static str) {
    let mut held = Vec::new();
    for _ in 0..8 {
        let mut conn = store.sqlite_pool().unwrap().acquire().await.unwrap();
        conn.batch(sql).unwrap();
        held.push(conn);
    }
}

#[tokio::test]
async fn the_store_recovers_once_a_full_disk_has_room_again() {
    let (store, _dir) = open().await;
    let mut tx = store.begin().await.unwrap();
    tx.wallet(1, 7, "ann", 1000, 0).await.unwrap();
    tx.commit().await.unwrap();
    // No free page left behind (the migrations drop tables): every write must grow the file.
    db::query("VACUUM").execute(store.pool()).await.unwrap();
    let pages: i64 = db::query("PRAGMA page_count")
        .scalar(store.pool())
        .await
        .unwrap();
    assert!(pages > 0);
    // The database may not grow: every write that needs a new page fails, as on a full disk.
    // (The limit is a connection's own setting: it is set again on connections the pool
    // opens in place of broken ones.)
    let big = "x".repeat(8000);
    let mut failures = 0;
    for i in 0..40 {
        on_every_connection(&store, "PRAGMA max_page_count = 1").await;
        let attempt = async {
            let mut tx = store.begin().await?;
            tx.record_answer(&format!("full-{i}"), &big, 1)?;
            tx.move_chips(&movement(7, -1, &format!("k{i}"))).await?;
            tx.commit().await
        };
        if attempt.await.is_err() {
            failures += 1;
        }
    }
    assert_eq!(failures, 40, "writes fail while the disk is full");
    // Room again: every write must go through, on every pooled connection.
    on_every_connection(&store, "PRAGMA max_page_count = 1073741823").await;
    for i in 0..120 {
        let mut tx = store
            .begin()
            .await
            .unwrap_or_else(|e| panic!("write {i} after the disk was freed: {e}"));
        tx.record_answer(&format!("room-{i}"), &big, 1).unwrap();
        tx.commit()
            .await
            .unwrap_or_else(|e| panic!("commit {i} after the disk was freed: {e}"));
    }
    let (ledger, balances) = store.audit().await.unwrap();
    assert_eq!(
        ledger, balances,
        "no half-made movement survived the failures"
    );
}

#[tokio::test]
async fn the_write_ahead_log_is_bounded_and_checkpoints_truncate_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wal.db");
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let limit: i64 = db::query("PRAGMA journal_size_limit")
        .scalar(store.pool())
        .await
        .unwrap();
    assert_eq!(limit as u64, WAL_SIZE_LIMIT);
    let big = "x".repeat(20_000);
    for i in 0..200 {
        let mut tx = store.begin().await.unwrap();
        tx.record_answer(&format!("w{i}"), &big, 1).unwrap();
        tx.commit().await.unwrap();
    }
    let wal = dir.path().join("wal.db-wal");
    assert!(
        std::fs::metadata(&wal).unwrap().len() > 1_000_000,
        "the log grew"
    );
    let (busy, log, done) = store.checkpoint().await.unwrap();
    assert_eq!(busy, 0, "{log} {done}");
    assert_eq!(
        std::fs::metadata(&wal).unwrap().len(),
        0,
        "and was cut back"
    );
}

on_both! {
async fn figures_are_kept_by_kind_and_key(db) {
    let store = db.open().await;
    assert_eq!(
        store.figure("video-poker", "{\"pays\":1}").await.unwrap(),
        None
    );
    let value = serde_json::json!([0.98, 0.995]);
    store
        .save_figure("video-poker", "{\"pays\":1}", &value, 5)
        .await
        .unwrap();
    // The first kept stays.
    store
        .save_figure(
            "video-poker",
            "{\"pays\":1}",
            &serde_json::json!([0.1, 0.2]),
            6,
        )
        .await
        .unwrap();
    assert_eq!(
        store.figure("video-poker", "{\"pays\":1}").await.unwrap(),
        Some(value)
    );
    assert_eq!(store.figure("yahtzee", "{\"pays\":1}").await.unwrap(), None);
}
}

on_both! {
async fn the_emoji_map_keeps_replaces_and_forgets(db) {
    let store = db.open().await;
    assert!(store.emojis().await.unwrap().is_empty());
    let queen = |id: u64, hash: &str| KeptEmoji {
        name: "c_qh".into(),
        id,
        hash: hash.into(),
    };
    // Ids past i64's range read back whole, as Discord's may.
    store.keep_emoji(&queen(u64::MAX, "aa"), 1).await.unwrap();
    let die = KeptEmoji {
        name: "d_1".into(),
        id: 1_300_000_000_000_000_001,
        hash: "bb".into(),
    };
    store.keep_emoji(&die, 1).await.unwrap();
    assert_eq!(
        store.emojis().await.unwrap(),
        vec![queen(u64::MAX, "aa"), die.clone()]
    );
    // A redrawn emoji replaces its row.
    store.keep_emoji(&queen(7, "cc"), 2).await.unwrap();
    store.forget_emoji("d_1").await.unwrap();
    store.forget_emoji("never_kept").await.unwrap();
    assert_eq!(store.emojis().await.unwrap(), vec![queen(7, "cc")]);
}
}

on_both! {
async fn check_finds_bets_settled_never_or_twice(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    tx.wallet(1, 7, "ann", 100, 0).await.unwrap();
    let game = |slot| NewGame {
        guild_id: 1,
        channel_id: 2,
        owner_id: 7,
        kind: GameKind::VideoPoker,
        slot,
        state: "{}",
        deadline: None,
        at: 0,
        locale: crate::locale::Locale::En,
    };
    let open = tx.insert_game(&game(1)).await.unwrap();
    let closed = tx.insert_game(&game(2)).await.unwrap();
    tx.save_game(&SaveGame {
        id: closed.id,
        version: 1,
        advance: true,
        state: "{}",
        status: GameStatus::Finished,
        deadline: None,
        at: 1,
    })
    .await
    .unwrap();
    let bet = |game: i64, key: &str| Movement {
        reason: "bet",
        game_id: Some(game),
        ..movement(7, -5, key)
    };
    let result = |game: i64| NewResult {
        board: "",
        guild_id: 1,
        user_id: 7,
        game_id: game,
        kind: GameKind::VideoPoker,
        wager: 5,
        payout: 0,
        score: Some(0),
        detail: "high-card",
        won: false,
        ranked: true,
            measures: &[],
        at: 1,
    };
    // The open game: one hand settled, one out with a bet raised (a double):
    // fine. A third game, closed: two bets of 5 settled by one result of 10, also fine.
    tx.move_chips(&bet(open.id, "o1")).await.unwrap();
    tx.record_result(&result(open.id)).await.unwrap();
    tx.move_chips(&bet(open.id, "o2")).await.unwrap();
    tx.move_chips(&bet(open.id, "o3")).await.unwrap();
    let doubled = tx.insert_game(&game(3)).await.unwrap();
    tx.move_chips(&bet(doubled.id, "d1")).await.unwrap();
    tx.move_chips(&bet(doubled.id, "d2")).await.unwrap();
    tx.record_result(&NewResult {
        wager: 10,
        ..result(doubled.id)
    })
    .await
    .unwrap();
    tx.save_game(&SaveGame {
        id: doubled.id,
        version: 1,
        advance: true,
        state: "{}",
        status: GameStatus::Finished,
        deadline: None,
        at: 1,
    })
    .await
    .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(store.check_ledger().await.unwrap(), vec![]);

    let mut tx = store.begin().await.unwrap();
    // The closed game: a bet never settled.
    tx.move_chips(&bet(closed.id, "c1")).await.unwrap();
    // The open game: more settled than bet (15 bet, 20 settled).
    tx.record_result(&result(open.id)).await.unwrap();
    tx.record_result(&result(open.id)).await.unwrap();
    tx.record_result(&result(open.id)).await.unwrap();
    tx.commit().await.unwrap();
    let findings = store.check_ledger().await.unwrap();
    assert!(findings.contains(&Finding::Unsettled {
        game: closed.id,
        user: 7,
        open: false,
        bets: 5,
        settled: 0
    }));
    assert!(findings.contains(&Finding::SettledTwice {
        game: open.id,
        user: 7,
        bets: 15,
        settled: 20
    }));
    assert_eq!(findings.len(), 2, "{findings:?}");
}
}

/// Seconds in the receive cap's window and between daily claims.
const DAY: i64 = 86_400;

/// A /daily claim as the app makes it: the ledger's `daily` row when it pays anything, then
/// the wallet's streak, claims and last claim.
async fn claim(tx: &mut Tx, user: u64, chips: i64, streak: Streak, at: i64) {
    if chips > 0 {
        tx.move_chips(&Movement {
            reason: "daily",
            at,
            ..movement(user, chips, &format!("daily:{user}:{}", streak.claims))
        })
        .await
        .unwrap();
    }
    tx.set_daily(1, user, streak, at).await.unwrap();
}

on_both! {
async fn streaks_that_do_not_read_back_are_found(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    for user in 7..=13 {
        tx.wallet(1, user, "m", 100, 0).await.unwrap();
        if user == 12 {
            continue; // never claims
        }
        // Two claims a day apart, then one two and a half days later, kept by a grace and
        // paying nothing (a server paying no daily chips and no bonus): three claims, two
        // of them in the ledger.
        let streak = |days, grace| Streak {
            days,
            claims: days,
            last_grace_claim: grace,
        };
        claim(&mut tx, user, 50, streak(1, None), 100).await;
        claim(&mut tx, user, 60, streak(2, None), 100 + DAY).await;
        claim(&mut tx, user, 0, streak(3, Some(3)), 100 + DAY * 7 / 2).await;
    }
    tx.commit().await.unwrap();
    assert_eq!(store.check_ledger().await.unwrap(), vec![]);

    for (user, corrupt) in [
        (8, "UPDATE wallets SET daily_streak = 4 WHERE user_id = ?"),
        (9, "UPDATE wallets SET last_grace_claim = 4 WHERE user_id = ?"),
        (
            10,
            "UPDATE wallets SET daily_claims = 1, daily_streak = 1, last_grace_claim = NULL
             WHERE user_id = ?",
        ),
        (11, "UPDATE wallets SET last_daily_at = NULL WHERE user_id = ?"),
        (12, "UPDATE wallets SET last_daily_at = 50 WHERE user_id = ?"),
        (13, "UPDATE wallets SET daily_streak = 0 WHERE user_id = ?"),
    ] {
        let changed = db::query(corrupt)
            .bind(sql_id(user))
            .execute(store.pool())
            .await
            .unwrap();
        assert_eq!(changed, 1, "{corrupt}");
    }
    let streak = |user, problem| Finding::Streak {
        guild: 1,
        user,
        problem,
    };
    let findings = store.check_ledger().await.unwrap();
    assert_eq!(
        findings,
        vec![
            streak(8, StreakProblem::Days { days: 4, claims: 3 }),
            streak(9, StreakProblem::Grace { grace: 4, claims: 3 }),
            streak(10, StreakProblem::Claims { claims: 1, paid: 2 }),
            streak(11, StreakProblem::LastClaim { claims: 3, at: None }),
            streak(12, StreakProblem::LastClaim { claims: 0, at: Some(50) }),
            streak(13, StreakProblem::Days { days: 0, claims: 3 }),
        ]
    );
    assert_eq!(
        findings[0].to_string(),
        "server 1, member 8: the daily streak does not add up: a streak of 4 days after 3 claims"
    );
}
}

on_both! {
async fn gifts_past_the_receive_cap_are_found(db) {
    crate::testing::registry();
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    // Server 1 caps what a member receives at 100 chips in 24 hours, from its settings' last
    // change at 1000; server 2 has no cap.
    let capped = ServerDefaults {
        give_receive_daily_cap: 100,
        ..ServerDefaults::default()
    };
    tx.settings(1, &capped, 1000).await.unwrap();
    tx.settings(2, &ServerDefaults::default(), 1000).await.unwrap();
    let t = 2000;
    // Each gift: the server, the member receiving it, the chips and when.
    let gifts = [
        // Up to the cap in a day, and more once the first gift has left the window.
        (1, 7, 60, t),
        (1, 7, 40, t + 1000),
        (1, 7, 30, t + DAY),
        // A second short of a day after the first: 110 in the window.
        (1, 8, 60, t),
        (1, 8, 50, t + DAY - 1),
        // A day after the first to the second: the window is open at its start.
        (1, 9, 60, t),
        (1, 9, 50, t + DAY),
        // Before the settings' change, under another cap (or none).
        (1, 10, 500, 500),
        // ...but a gift after the change counts them, as /give would have: 501 in the window.
        (1, 11, 500, 500),
        (1, 11, 1, 1500),
        // Three windows past the cap, one finding: the worst.
        (1, 12, 80, t),
        (1, 12, 30, t + 100),
        (1, 12, 30, t + 200),
        // In the second of the change, which may have come after it.
        (1, 13, 150, 1000),
        (2, 7, 1000, t),
    ];
    for (n, (guild, user, chips, at)) in gifts.into_iter().enumerate() {
        tx.wallet(guild, user, "m", 0, 0).await.unwrap();
        tx.move_chips(&Movement {
            guild_id: guild,
            user_id: user,
            delta: chips,
            reason: "gift",
            game_id: None,
            counterparty: Some(99),
            key: format!("gift:{n}"),
            at,
        })
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    let past = |user, received, at| Finding::ReceiveCap {
        guild: 1,
        user,
        received,
        cap: 100,
        at,
    };
    let findings = store.check_ledger().await.unwrap();
    assert_eq!(
        findings,
        vec![
            past(8, 110, t + DAY - 1),
            past(11, 501, 1500),
            past(12, 140, t + 200)
        ]
    );
    assert_eq!(
        findings[1].to_string(),
        "server 1, member 11: received 501 chips in gifts in the 24 hours to 1500, past the cap of 100"
    );
    // A cap raised since: the gifts before the change are no longer read against it.
    let mut tx = store.begin().await.unwrap();
    let mut settings = tx.existing_settings(1).await.unwrap().unwrap();
    settings.values.give_receive_daily_cap = 1000;
    tx.save_settings(&settings, t + DAY).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(store.check_ledger().await.unwrap(), vec![]);
}
}

// Migration 0018 (PostgreSQL's 0010): wallets that claimed before their claims were counted
// are given the claims their ledger and streak show, and `parlor check` reads them back.
on_both! {
async fn the_claims_of_wallets_from_before_the_count_are_filled_in(db) {
    // The database as the release with 0017 (PostgreSQL's 0009) left it: member 7 claimed
    // three times, 8 twice with chips and twice more for nothing (a streak of 4), 9 once for
    // nothing, 10 never; 11's claims are counted already (a claim since).
    let rows = [
        "INSERT INTO wallets (guild_id, user_id, display_name, balance, daily_streak,
             last_daily_at, created_at, daily_claims)
         VALUES (1, 7, 'm', 150, 2, 500, 0, 0), (1, 8, 'm', 100, 4, 500, 0, 0),
                (1, 9, 'm', 0, 1, 500, 0, 0), (1, 10, 'm', 0, 0, NULL, 0, 0),
                (1, 11, 'm', 50, 1, 500, 0, 5)",
        "INSERT INTO ledger (guild_id, user_id, delta, balance_after, reason,
             idempotency_key, created_at)
         VALUES (1, 7, 50, 50, 'daily', 'a', 100), (1, 7, 50, 100, 'daily', 'b', 200),
                (1, 7, 50, 150, 'daily', 'c', 500), (1, 8, 50, 50, 'daily', 'd', 100),
                (1, 8, 50, 100, 'daily', 'e', 200), (1, 11, 50, 50, 'daily', 'f', 100)",
    ];
    match db.backend {
        Backend::Sqlite => {
            let pool = sqlx::SqlitePool::connect(&format!("{}?mode=rwc", db.url))
                .await
                .unwrap();
            sqlx::migrate!("./migrations/sqlite")
                .run_to(17, &pool)
                .await
                .unwrap();
            for sql in rows {
                sqlx::query(sql).execute(&pool).await.unwrap();
            }
            pool.close().await;
        }
        Backend::Postgres => {
            let pool = sqlx::PgPool::connect(&db.url).await.unwrap();
            sqlx::migrate!("./migrations/postgres")
                .run_to(9, &pool)
                .await
                .unwrap();
            for sql in rows {
                sqlx::query(sql).execute(&pool).await.unwrap();
            }
            pool.close().await;
        }
    }
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let mut claims = Vec::new();
    for user in 7..=11 {
        claims.push(tx.existing_wallet(1, user).await.unwrap().unwrap().daily_claims);
    }
    tx.commit().await.unwrap();
    assert_eq!(claims, [3, 4, 1, 0, 5]);
    assert_eq!(store.check_ledger().await.unwrap(), vec![]);
}
}

on_both! {
async fn held_back_writes_refuse_in_sql_and_leave_nothing(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    tx.wallet(1, 7, "ann", 10, 0).await.unwrap();
    let game = open_game(&mut tx, GameKind::VideoPoker).await;
    tx.commit().await.unwrap();
    let save = |version| SaveGame {
        id: game.id,
        version,
        advance: true,
        state: "{\"saved\":1}",
        status: GameStatus::Active,
        deadline: None,
        at: 1,
    };
    async fn attempt(store: &Store, f: &dyn Fn(&mut Tx)) -> Result<()> {
        let mut tx = store.begin().await.unwrap();
        tx.record_answer("once", "{}", 1).unwrap();
        f(&mut tx);
        tx.commit().await
    }
    // A balance that would go below zero, and a save over the wrong version: refused.
    let negative = attempt(&store, &|tx| {
        tx.hold_chips(&movement(7, -11, "too-much")).unwrap()
    })
    .await;
    assert!(
        matches!(negative, Err(StoreError::WouldGoNegative)),
        "{negative:?}"
    );
    let stale = attempt(&store, &|tx| {
        tx.hold_save_game(&save(5), GameStatus::Active).unwrap();
    })
    .await;
    assert!(matches!(stale, Err(StoreError::StaleVersion)), "{stale:?}");
    // Neither left a trace: the answer recorded with them is not there either.
    assert_eq!(store.answered("once").await.unwrap(), None);
    assert_eq!(store.audit().await.unwrap(), (10, 10));
    // The real thing commits; a second record of the same interaction is refused.
    let fine = attempt(&store, &|tx| {
        tx.hold_chips(&movement(7, -4, "bet")).unwrap();
        assert_eq!(tx.hold_save_game(&save(1), GameStatus::Active).unwrap(), 2);
    })
    .await;
    assert!(fine.is_ok(), "{fine:?}");
    assert_eq!(store.audit().await.unwrap(), (6, 6));
    let again = attempt(&store, &|_| {}).await;
    assert!(
        matches!(again, Err(StoreError::AlreadyAnswered)),
        "{again:?}"
    );
    let stored = store.find_game(game.id).await.unwrap().unwrap();
    assert_eq!(
        (stored.version, stored.state.as_str(), stored.status),
        (2, "{\"saved\":1}", GameStatus::Active)
    );
    // A save that finishes the game writes its status (and one that keeps it, over a stale
    // version, is refused as the other is).
    let mut tx = store.begin().await.unwrap();
    tx.hold_save_game(&save(1), GameStatus::Active).unwrap();
    let stale_keeping = tx.commit().await;
    assert!(
        matches!(stale_keeping, Err(StoreError::StaleVersion)),
        "{stale_keeping:?}"
    );
    let mut tx = store.begin().await.unwrap();
    let finishing = SaveGame {
        status: GameStatus::Finished,
        ..save(2)
    };
    assert_eq!(
        tx.hold_save_game(&finishing, GameStatus::Active).unwrap(),
        3
    );
    tx.commit().await.unwrap();
    let stored = store.find_game(game.id).await.unwrap().unwrap();
    assert_eq!((stored.version, stored.status), (3, GameStatus::Finished));
    // A transaction dropped unfinished never leaves its connection half done.
    {
        let mut tx = store.begin().await.unwrap();
        tx.move_chips(&movement(7, 1, "dropped")).await.unwrap();
    }
    for i in 0..10 {
        let mut tx = store.begin().await.unwrap();
        tx.record_answer(&format!("after-{i}"), "{}", 2).unwrap();
        tx.commit().await.unwrap();
    }
    assert_eq!(store.audit().await.unwrap(), (6, 6));
}
}

#[tokio::test]
async fn game_settings_move_to_their_own_rows_keeping_every_servers_values() {
    crate::testing::registry();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("old.db").display());
    // A database as the release before game settings left `guild_settings` left it.
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::migrate!("./migrations/sqlite")
        .run_to(6, &pool)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO guild_settings (guild_id, starting_chips, daily_amount, daily_streak_bonus,
             daily_streak_max, give_daily_cap, pay_table, idle_timeout_minutes,
             yahtzee_hints_at_stakes, video_poker_hints, updated_at)
         VALUES (7, 120, 40, 5, 3, 90, '800,50,25,9,6,4,3,2,1/tens', 20, 0, 0, 1),
                (8, 100, 50, 10, 7, 500, 'classic', 15, 1, 1, 1)",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;

    let store = Store::open(&url).await.unwrap();
    let mut tx = store.begin().await.unwrap();
    let seven = tx.existing_settings(7).await.unwrap().unwrap().values;
    assert_eq!(
        (
            seven.starting_chips,
            seven.give_daily_cap,
            seven.idle_timeout_minutes
        ),
        (120, 90, 20)
    );
    assert_eq!(seven.games.name("pay_table"), "800,50,25,9,6,4,3,2,1/tens");
    assert!(!seven.games.switch("video_poker_hints"));
    assert!(!seven.games.switch("yahtzee_hints_at_stakes"));
    let eight = tx.existing_settings(8).await.unwrap().unwrap().values;
    assert_eq!(eight.games.name("pay_table"), "classic");
    assert!(eight.games.switch("video_poker_hints"));
    assert!(eight.games.switch("yahtzee_hints_at_stakes"));
    // Saved again, they read back the same, one row per server and game kind.
    let mut changed = GuildSettings {
        guild_id: 8,
        values: eight.clone(),
    };
    changed
        .values
        .games
        .set("video_poker_hints", SettingValue::Switch(false));
    tx.save_settings(&changed, 2).await.unwrap();
    let again = tx.existing_settings(8).await.unwrap().unwrap().values;
    assert_eq!(again, changed.values);
    assert_ne!(again, eight);
    tx.commit().await.unwrap();
}

#[tokio::test]
async fn pay_table_returns_move_to_the_figures_keeping_their_values() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("old.db").display());
    // A database as the release before figures left it.
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::migrate!("./migrations/sqlite")
        .run_to(7, &pool)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO table_returns (pays, one_chip, max_bet, created_at)
         VALUES ('{\"pays\":1}', 0.9854, 0.9954, 3)",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;

    let store = Store::open(&url).await.unwrap();
    assert_eq!(
        store.figure("video-poker", "{\"pays\":1}").await.unwrap(),
        Some(serde_json::json!([0.9854, 0.9954]))
    );
}

/// A transaction's first statement carries its BEGIN; a statement whose count of changed rows
/// is read must not count the connection's last write again (SQLite reports a BEGIN as
/// changing what that write changed). One connection (in memory) makes the last write the
/// previous transaction's.
#[tokio::test]
async fn a_first_statement_counts_only_its_own_changes() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    for (n, first) in [(1, true), (2, false), (3, false)] {
        let mut tx = store.begin().await.unwrap();
        let claimed = tx
            .claim_attempt(7, 8, GameKind::TestTable, "day-1", n)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        assert_eq!(claimed, first, "transaction {n}");
    }
}

on_both! {
    async fn a_transaction_that_sends_nothing_leaves_its_connection_clean(db) {
        let store = db.open().await;
        // Begun and dropped before any statement: nothing was sent, nothing is held.
        drop(store.begin().await.unwrap());
        let tx = store.begin().await.unwrap();
        tx.rollback().await.unwrap();
        let mut tx = store.begin().await.unwrap();
        assert!(tx.claim_attempt(1, 2, GameKind::TestTable, "k", 3).await.unwrap());
        tx.commit().await.unwrap();
        let mut tx = store.begin().await.unwrap();
        assert!(!tx.claim_attempt(1, 2, GameKind::TestTable, "k", 4).await.unwrap());
        tx.commit().await.unwrap();
    }
}

/// Another process's connection holding SQLite's write lock on `path` until `release` says.
fn hold_write_lock(
    path: &std::path::Path,
) -> (std::sync::mpsc::Sender<()>, std::thread::JoinHandle<()>) {
    let (held_tx, held_rx) = std::sync::mpsc::channel();
    let (release_tx, release_rx) = std::sync::mpsc::channel::<()>();
    let path = path.to_path_buf();
    let holder = std::thread::spawn(move || {
        let other = rusqlite::Connection::open(&path).unwrap();
        other.execute_batch("BEGIN IMMEDIATE").unwrap();
        held_tx.send(()).unwrap();
        let _ = release_rx.recv();
        other.execute_batch("ROLLBACK").unwrap();
    });
    held_rx.recv().unwrap();
    (release_tx, holder)
}

// The store runs SQLite on the request's own thread: a write that meets another process's
// lock waits for it asleep, so the thread's other tasks go on meanwhile, and it goes
// through once the lock is let go.
#[tokio::test(flavor = "current_thread")]
async fn a_write_waits_asleep_for_another_processs_lock_and_then_goes_through() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lock.db");
    let store = Store::open_with(
        &format!("sqlite://{}", path.display()),
        Duration::from_secs(5),
    )
    .await
    .unwrap();
    let (release, holder) = hold_write_lock(&path);
    let ticks = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
    let ticker = tokio::spawn({
        let ticks = ticks.clone();
        async move {
            loop {
                tokio::time::sleep(Duration::from_millis(5)).await;
                ticks.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
        }
    });
    let releaser = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        release.send(()).unwrap();
    });
    let mut tx = store.begin().await.unwrap();
    tx.wallet(1, 7, "ann", 100, 0).await.unwrap();
    tx.commit().await.unwrap();
    let during = ticks.load(std::sync::atomic::Ordering::Relaxed);
    ticker.abort();
    releaser.join().unwrap();
    holder.join().unwrap();
    assert!(
        during >= 10,
        "the thread ran its other tasks while the write waited ({during} ticks)"
    );
    let mut tx = store.begin().await.unwrap();
    assert_eq!(
        tx.existing_wallet(1, 7).await.unwrap().unwrap().balance,
        100
    );
    tx.rollback().await.unwrap();
}

#[tokio::test]
async fn a_lock_held_past_the_busy_timeout_is_said_as_busy_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("busy.db");
    let url = format!("sqlite://{}", path.display());
    let store = Store::open_with(&url, Duration::from_millis(200))
        .await
        .unwrap();
    let (release, holder) = hold_write_lock(&path);
    let began = std::time::Instant::now();
    let attempt = async {
        let mut tx = store.begin().await?;
        tx.wallet(1, 7, "ann", 100, 0).await?;
        tx.commit().await
    };
    let before = store.pool_use();
    assert!(matches!(attempt.await, Err(StoreError::Busy)));
    assert!(
        began.elapsed() >= Duration::from_millis(150),
        "{:?}",
        began.elapsed()
    );
    // The write's connection never began: it goes back to the pool, not closed.
    let (open, idle) = store.pool_use();
    assert!(
        open >= 1 && open >= before.0 && idle == open,
        "{before:?} then {:?}",
        (open, idle)
    );
    release.send(()).unwrap();
    holder.join().unwrap();
    let mut tx = store.begin().await.unwrap();
    assert!(tx.existing_wallet(1, 7).await.unwrap().is_none());
    tx.rollback().await.unwrap();
}

#[tokio::test]
async fn answers_are_pruned_by_age_a_thousand_at_a_time_until_none_is_left() {
    let (store, _dir) = open().await;
    let mut tx = store.begin().await.unwrap();
    for i in 0..2_500 {
        tx.record_answer(&format!("old-{i}"), "{}", 10).unwrap();
    }
    for i in 0..3 {
        tx.record_answer(&format!("new-{i}"), "{}", 20).unwrap();
    }
    tx.commit().await.unwrap();
    assert_eq!(store.prune_answers(15).await.unwrap(), 2_500);
    assert_eq!(store.prune_answers(15).await.unwrap(), 0);
    let mut tx = store.begin().await.unwrap();
    assert!(tx.answered("old-7").await.unwrap().is_none());
    assert_eq!(tx.answered("new-2").await.unwrap().as_deref(), Some("{}"));
    tx.rollback().await.unwrap();
}

/// Migration 0012: a game may keep several boards. Peg solitaire's French board's results,
/// until then ranked with the English board's, move to a board of their own; every other
/// result stays on its game's first board.
#[tokio::test]
async fn the_french_boards_results_move_to_their_own_board() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("old.db").display());
    // One connection, whose results need no games of their own (the test reads boards).
    let pool = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .connect(&url)
        .await
        .unwrap();
    sqlx::migrate!("./migrations/sqlite")
        .run_to(11, &pool)
        .await
        .unwrap();
    sqlx::query("PRAGMA foreign_keys = OFF")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO results (guild_id, user_id, game_id, kind, wager, payout, score, detail,
             won, created_at)
         VALUES (1, 10, 1, 'solitaire', 0, 0, 1000000000000, 'french-centre', 1, 5),
                (1, 11, 2, 'solitaire', 0, 0, 2000000000000, 'english', 0, 5),
                (1, 12, 3, 'solitaire', 0, 0, 3000000000000, 'french', 0, 5),
                (1, 13, 4, 'video-poker', 5, 0, 1, 'french', 0, 5)",
    )
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;

    let store = Store::open(&url).await.unwrap();
    let mut tx = store.begin().await.unwrap();
    let users = |rows: Vec<crate::store::BoardRow>| -> Vec<u64> {
        rows.iter().map(|r| r.user_id).collect()
    };
    let lowest = crate::engine::game::Ranking::Lowest;
    let (english, _) = tx
        .board(
            Among::server(1),
            (GameKind::Solitaire, ""),
            lowest,
            0,
            0,
            10,
        )
        .await
        .unwrap();
    let (french, total) = tx
        .board(
            Among::server(1),
            (GameKind::Solitaire, "solitaire-french"),
            lowest,
            0,
            0,
            10,
        )
        .await
        .unwrap();
    assert_eq!(users(english), [11]);
    assert_eq!((users(french), total), (vec![10, 12], 2));
    let (poker, _) = tx
        .board(
            Among::server(1),
            (GameKind::VideoPoker, ""),
            crate::engine::game::Ranking::Highest,
            0,
            0,
            10,
        )
        .await
        .unwrap();
    assert_eq!(users(poker), [13], "another game's detail is not a board");
    tx.commit().await.unwrap();
}

on_both! {
async fn a_result_off_the_board_keeps_its_score_for_the_stats(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let game = open_game(&mut tx, GameKind::Yahtzee).await;
    // A hinted game of 240 and a ranked one of 200.
    for (score, ranked) in [(240i64, false), (200, true)] {
        tx.record_result(&NewResult {
            board: "",
            guild_id: 1,
            user_id: 7,
            game_id: game.id,
            kind: GameKind::Yahtzee,
            wager: 0,
            payout: 0,
            score: Some(score),
            detail: "",
            won: true,
            ranked,
            measures: &[],
            at: 1,
        })
        .await
        .unwrap();
    }
    let stats = tx.stats(1, 7).await.unwrap();
    assert_eq!(stats[0].average_score, Some(220.0));
    assert_eq!(stats[0].highest.as_ref().map(|b| b.score), Some(240));
    assert_eq!(stats[0].highest_ranked.as_ref().map(|b| b.score), Some(200));
    let (board, total) = tx
        .board(Among::server(1), (GameKind::Yahtzee, ""), crate::engine::game::Ranking::Highest, 0, 0, 10)
        .await
        .unwrap();
    assert_eq!((board.len(), total), (1, 1));
    assert_eq!(board[0].best.score, 200, "the hinted game is not on the board");
    tx.commit().await.unwrap();
}
}

on_both! {
async fn a_server_with_settings_from_before_seasons_has_them_off(db) {
    crate::testing::registry();
    let store = db.open().await;
    // A row as a build before seasons wrote it: without the seasons' columns, which take
    // the migration's defaults, as every row that was there when it ran did.
    db::query(
        "INSERT INTO guild_settings (guild_id, starting_chips, daily_amount, daily_streak_bonus,
             daily_streak_max, give_daily_cap, idle_timeout_minutes, language, card_style,
             updated_at)
         VALUES (5, 100, 50, 10, 7, 500, 15, 'auto', 'emoji', 1)",
    )
    .execute(store.pool())
    .await
    .unwrap();
    let mut tx = store.begin().await.unwrap();
    let old = tx.existing_settings(5).await.unwrap().unwrap().values;
    assert_eq!((old.season.as_str(), old.season_since, old.announce_channel), ("off", 0, 0));
    // A new server's row takes the configured default, its seasons from now.
    let new = tx.settings(6, &ServerDefaults::default(), 77).await.unwrap().values;
    assert_eq!((new.season.as_str(), new.season_since), ("monthly", 77));
    tx.commit().await.unwrap();
}
}

on_both! {
async fn a_season_is_closed_once_and_ranks_net_chips_won_in_games(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    let game = open_game(&mut tx, GameKind::VideoPoker).await.id;
    for (user, name) in [(7, "ann"), (8, "bob"), (9, "cy")] {
        tx.wallet(1, user, name, 100, 0).await.unwrap();
    }
    let table = open_game(&mut tx, GameKind::DrawPoker).await.id;
    tx.wallet(1, 10, "dee", 100, 0).await.unwrap();
    tx.wallet(1, 11, "eve", 100, 0).await.unwrap();
    // A week that begins on a Monday, and seconds into it.
    const W: i64 = 1_754_265_600;
    const WEEK: i64 = 7 * 86_400;
    let moved = |user: u64, delta: i64, key: &str, at: i64, game_id: Option<i64>| Movement {
        game_id,
        at: if at < 200 { W + at } else { W + WEEK + at - 200 },
        ..movement(user, delta, key)
    };
    // In the week from W (seconds 0 to 199 here; 200 on are the next week's): ann -5 +20,
    // bob -5, cy +30 from a gift (no game) and +5 from a game at 200 (the next week's).
    for m in [
        moved(7, -5, "a1", 100, Some(game)),
        moved(7, 20, "a2", 150, Some(game)),
        moved(8, -5, "b1", 120, Some(game)),
        moved(9, 30, "c1", 130, None),
        moved(9, 5, "c2", 200, Some(game)),
        // dee buys in at a table before the season and cashes out in it: the game's net,
        // +30, is the season's, not the cash-out's +130; eve buys in within the season and
        // cashes out after it: the next season's.
        moved(10, -100, "d1", -50, Some(table)),
        moved(10, 130, "d2", 150, Some(table)),
        moved(11, -50, "e1", 150, Some(table)),
        moved(11, 90, "e2", 250, Some(table)),
    ] {
        tx.move_chips(&m).await.unwrap();
    }
    let week = Period { monthly: false, start: W };
    let (rows, total) = tx.season_standings(1, week, 0, 10).await.unwrap();
    let shown: Vec<(i64, u64, i64)> = rows.iter().map(|r| (r.rank, r.user_id, r.net)).collect();
    assert_eq!(
        (shown, total),
        (vec![(1, 10, 30), (2, 7, 15), (3, 8, -5)], 3)
    );
    let bob = tx.season_place(1, 8, week).await.unwrap().unwrap();
    assert_eq!((bob.rank, bob.net, bob.name.as_str()), (3, -5, "bob"));
    assert_eq!(tx.season_place(1, 9, week).await.unwrap(), None);
    // dee's game moved whole out of the week before; eve's out of this one into the next.
    let before = Period { monthly: false, start: W - WEEK };
    assert_eq!(tx.season_standings(1, before, 0, 10).await.unwrap(), (vec![], 0));
    assert_eq!(tx.season_place(1, 10, before).await.unwrap(), None);
    let next = Period { monthly: false, start: W + WEEK };
    let (rows_next, total_next) = tx.season_standings(1, next, 0, 10).await.unwrap();
    let shown: Vec<(i64, u64, i64)> = rows_next.iter().map(|r| (r.rank, r.user_id, r.net)).collect();
    assert_eq!((shown, total_next), (vec![(1, 11, 40), (2, 9, 5)], 2));
    // The month (all of it in August 2025) counts each game once, whole.
    let month = Period { monthly: true, start: 1_754_006_400 };
    let (rows_month, total_month) = tx.season_standings(1, month, 0, 10).await.unwrap();
    let shown: Vec<(i64, u64, i64)> = rows_month.iter().map(|r| (r.rank, r.user_id, r.net)).collect();
    assert_eq!(
        (shown, total_month),
        (vec![(1, 11, 40), (2, 10, 30), (3, 7, 15), (4, 9, 5), (5, 8, -5)], 5)
    );
    assert!(tx.close_season(1, "2027-01", (100, 200), 201).await.unwrap());
    assert!(!tx.close_season(1, "2027-01", (100, 200), 202).await.unwrap());
    tx.add_season_winner(1, "2027-01", &rows[1]).await.unwrap();
    assert!(tx.close_season(1, "2027-02", (200, 300), 301).await.unwrap());
    let closed = tx.closed_seasons(1, 5).await.unwrap();
    tx.commit().await.unwrap();
    let listed: Vec<_> = closed
        .iter()
        .map(|s| (s.period.as_str(), s.winners.clone()))
        .collect();
    assert_eq!(listed, vec![("2027-02", vec![]), ("2027-01", vec![(2, 7, 15)])]);
}
}

on_both! {
async fn balances_close_each_day_on_its_last_movement(db) {
    let store = db.open().await;
    let mut tx = store.begin().await.unwrap();
    const DAY: i64 = 86_400;
    // Member 7 opens with 100 on day 9, then moves chips on days 10 and 12; member 8 and
    // another server move too, and count for nobody here.
    tx.wallet(1, 7, "ann", 100, 9 * DAY + 5).await.unwrap();
    tx.wallet(1, 8, "bo", 100, 10 * DAY).await.unwrap();
    tx.wallet(2, 7, "ann", 100, 10 * DAY).await.unwrap();
    let at = |delta, key: &str, at| Movement {
        at,
        ..movement(7, delta, key)
    };
    tx.move_chips(&at(20, "a", 10 * DAY)).await.unwrap();
    tx.move_chips(&at(-5, "b", 10 * DAY + 3_600)).await.unwrap();
    // Two movements in the same second: the later row is the day's close.
    tx.move_chips(&at(7, "c", 12 * DAY + 60)).await.unwrap();
    tx.move_chips(&at(1, "d", 12 * DAY + 60)).await.unwrap();
    tx.move_chips(&Movement { user_id: 8, ..at(3, "e", 11 * DAY) }).await.unwrap();
    assert_eq!(
        tx.balance_by_day(1, 7, 10 * DAY).await.unwrap(),
        (Some(100), vec![(10, 115), (12, 123)])
    );
    assert_eq!(
        tx.balance_by_day(1, 7, 0).await.unwrap(),
        (None, vec![(9, 100), (10, 115), (12, 123)])
    );
    assert_eq!(tx.balance_by_day(1, 9, 0).await.unwrap(), (None, vec![]));
    assert_eq!(tx.wallet_count(Among::server(1)).await.unwrap(), 2);
    tx.commit().await.unwrap();
}
}

#[test]
fn a_finding_names_the_own_wallets_as_such() {
    let own = Finding::NegativeBalance {
        guild: super::OWN_WALLETS,
        user: 8,
        balance: -1,
    };
    assert_eq!(
        own.to_string(),
        "the own wallets, member 8: negative balance -1"
    );
    let server = Finding::NegativeBalance {
        guild: 1,
        user: 8,
        balance: -1,
    };
    assert_eq!(
        server.to_string(),
        "server 1, member 8: negative balance -1"
    );
}
