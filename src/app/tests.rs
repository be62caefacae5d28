//! The click pipeline and the shared table module, end to end on a real SQLite file, through
//! the test-only table game (`engine::table::testing`): a lobby, seats, stakes, turns,
//! computer players, private views, timeouts, payouts to several members, refunds.

use super::*;
use crate::engine::GameKind;
use crate::engine::table::testing::TestTable;
use crate::engine::table::{Outcome, TablePhase};
use crate::store::GameStatus;
use crate::testing::*;
use crate::view::ResponseKind;
use serde_json::json;

/// A test table: the game, its status, its version.
async fn table(h: &Harness, id: i64) -> (TestTable, GameStatus, i64) {
    h.game::<TestTable>(id).await
}

/// Sets the hidden numbers of a table in play.
async fn rig(h: &Harness, id: i64, secrets: &[(u8, i64)]) {
    h.rig(id, false, |game: &mut TestTable| {
        let TablePhase::Playing { rules, .. } = &mut game.phase else {
            panic!("not playing")
        };
        rules.secrets = secrets.to_vec();
    })
    .await;
}

/// The members seated at game `id`, by seat.
async fn seated(h: &Harness, id: i64) -> Vec<Option<u64>> {
    let mut tx = h.app.store().begin().await.unwrap();
    let seats = tx.seats(id).await.unwrap();
    tx.commit().await.unwrap();
    seats.iter().map(|s| s.member()).collect()
}

/// Opens a test table.
async fn open(h: &mut Harness, user: u64, options: serde_json::Value) -> Reply {
    h.start(user, GameKind::TestTable, options).await
}

#[tokio::test]
async fn a_table_pays_several_members_once_and_splits_the_odd_chip() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({ "stake": 11 })).await;
    let id = game_id(&lobby);
    // Joins from the same lobby message commute: both apply.
    let joined = h.click(BOB, &button(&lobby, "join")).await;
    assert!(joined.private.is_none(), "{}", text(&joined));
    h.click(CAROL, &button(&lobby, "join")).await;
    let start = h.click_request(BOB, &button(&lobby, "start"));
    assert_eq!(h.refused(start).await, Refusal::OnlyOpener);
    let playing = h.click(ALICE, &button(&lobby, "start")).await;
    for member in [ALICE, BOB, CAROL] {
        assert_eq!(
            h.balance(member).await,
            100 - 11,
            "the stake is taken at Start"
        );
    }
    rig(&h, id, &[(0, 50), (1, 90), (2, 90)]).await;

    let reveal = button(&playing, "reveal");
    let early = h.click_request(CAROL, &reveal);
    assert_eq!(h.refused(early).await, Refusal::NotYourTurn);
    let stranger = h.click_request(DAVE, &reveal);
    assert!(matches!(
        h.refused(stranger).await,
        Refusal::NotYourGame { .. }
    ));
    assert_eq!(
        h.balance(DAVE).await,
        0,
        "a stranger's click opens no wallet"
    );

    let after_alice = h.click(ALICE, &reveal).await;
    let after_bob = h.click(BOB, &button(&after_alice, "reveal")).await;
    let last = h.click_request(CAROL, &button(&after_bob, "reveal"));
    let ended_interaction = last.interaction_id.clone();
    let ended = h.send(last.clone()).await;
    assert!(text(&ended).contains("Winners"), "{}", text(&ended));
    let (game, status, _) = table(&h, id).await;
    assert_eq!(status, GameStatus::Finished);
    assert_eq!(
        phase_outcome(&game),
        Some(Outcome::Won {
            shares: vec![(1, 17), (2, 16)],
            winners: vec![1, 2]
        }),
        "33 chips split two ways: the odd chip to the first winner in playing order"
    );
    assert_eq!(h.balance(ALICE).await, 89);
    assert_eq!(h.balance(BOB).await, 89 + 17);
    assert_eq!(h.balance(CAROL).await, 89 + 16);

    // Discord retries the last click: the recorded reply, and no chip moves twice.
    let rows = h.ledger(id).await;
    assert_eq!(h.send(last).await, ended);
    assert_eq!(h.ledger(id).await, rows);
    let winnings: Vec<(i64, &str)> = rows
        .iter()
        .filter(|(r, _, _)| r == "winnings")
        .map(|(_, d, k)| (*d, k.as_str()))
        .collect();
    let origin = ended_interaction;
    assert_eq!(
        winnings,
        vec![
            (17, format!("{origin}:winnings:{BOB}").as_str()),
            (16, format!("{origin}:winnings:{CAROL}").as_str())
        ],
        "one row per winner, keyed by the click, the reason and the member"
    );

    let mut tx = h.app.store().begin().await.unwrap();
    let stats = tx.stats(GUILD, BOB).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!((stats[0].played, stats[0].wins, stats[0].paid), (1, 1, 17));
}

#[tokio::test]
async fn joining_and_leaving_a_lobby_reuses_seats_however_often_it_happens() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    let id = game_id(&lobby);
    for _ in 0..300 {
        let joined = h.click(BOB, &button(&lobby, "join")).await;
        assert!(joined.private.is_none(), "{}", text(&joined));
        let left = h.click(BOB, &button(&lobby, "leave")).await;
        assert!(left.private.is_none(), "{}", text(&left));
    }
    h.click(CAROL, &button(&lobby, "join")).await;
    let mut tx = h.app.store().begin().await.unwrap();
    let seats: Vec<u8> = tx.seats(id).await.unwrap().iter().map(|s| s.no).collect();
    tx.commit().await.unwrap();
    assert_eq!(
        seats,
        vec![0, 1],
        "a seat given up in the lobby is free again"
    );
    // A double click on Add computer adds one.
    let first = h.click(ALICE, &button(&lobby, "add:casual")).await;
    let second = h.click(ALICE, &button(&lobby, "add:casual")).await;
    assert!(first.private.is_none());
    assert!(text(&second).contains("out of date"), "{}", text(&second));
    let mut tx = h.app.store().begin().await.unwrap();
    assert_eq!(tx.seats(id).await.unwrap().len(), 3);
    tx.commit().await.unwrap();
}

#[tokio::test]
async fn a_step_writes_one_ledger_row_per_member_and_reason() {
    use crate::engine::game::{Reason, Step};
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({ "stake": 10 })).await;
    let id = game_id(&lobby);
    h.click(BOB, &button(&lobby, "join")).await;
    h.click(ALICE, &button(&lobby, "start")).await;
    // Bob wins two side pots and a refund, Alice one pot: three rows, three keys.
    let step = Step::within()
        .chips(1, 7, Reason::Winnings)
        .chips(0, 3, Reason::Winnings)
        .chips(1, 5, Reason::Winnings)
        .chips(1, 4, Reason::Refund);
    let mut tx = h.app.store().begin().await.unwrap();
    let row = tx.game(id).await.unwrap().unwrap();
    let mut g = h.app.load::<TestTable>(&mut tx, row).await.unwrap();
    h.app
        .effects(&mut tx, &mut g, &step, "i77", START)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let rows: Vec<(String, i64, String)> = h
        .ledger(id)
        .await
        .into_iter()
        .filter(|(_, _, key)| key.starts_with("i77:"))
        .collect();
    let key = |reason: &str, member: u64| format!("i77:{reason}:{member}");
    assert_eq!(
        rows,
        vec![
            ("winnings".into(), 12, key("winnings", BOB)),
            ("refund".into(), 4, key("refund", BOB)),
            ("winnings".into(), 3, key("winnings", ALICE)),
        ]
    );
    assert_eq!((h.balance(ALICE).await, h.balance(BOB).await), (93, 106));
    let (ledger, balances) = h.app.store().audit().await.unwrap();
    assert_eq!(ledger, balances);
}

#[tokio::test]
async fn computers_take_their_turns_and_peeking_is_private() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    let id = game_id(&lobby);
    let added = h.click(ALICE, &button(&lobby, "add:casual")).await;
    assert!(
        text(&added).contains("Computer 2 (casual)"),
        "{}",
        text(&added)
    );
    let playing = h.click(ALICE, &button(&added, "start")).await;
    let peek = h.click(ALICE, &button(&playing, "peek")).await;
    let (game, ..) = table(&h, id).await;
    let secret = game.rules().unwrap().secret(0);
    let private = peek.private.as_ref().expect("a private view");
    assert!(private.ephemeral);
    assert!(text(&peek).contains(&format!("Your number: {secret}")));
    assert!(
        !peek.view.embeds[0].description.contains("Your number"),
        "the public message shows no hidden number"
    );
    // Alice reveals; the computer reveals in the same click, and the game ends.
    let ended = h.click(ALICE, &button(&peek, "reveal")).await;
    assert_eq!(ended.kind, ResponseKind::Update);
    let (game, status, _) = table(&h, id).await;
    assert_eq!(status, GameStatus::Finished);
    assert!(game.rules().unwrap().revealed.contains(&1));
    assert!(
        ended.view.rows.is_empty(),
        "a finished table has no buttons"
    );
}

/// Alice opens a table with `options`, Bob joins (and a casual computer, if asked), the
/// hidden numbers are set, and both reveal: the table's id and the last reply.
async fn alice_and_bob_play(
    h: &mut Harness,
    options: serde_json::Value,
    computer: bool,
    secrets: &[(u8, i64)],
) -> (i64, Reply) {
    let mut lobby = open(h, ALICE, options).await;
    let id = game_id(&lobby);
    h.click(BOB, &button(&lobby, "join")).await;
    if computer {
        lobby = h.click(ALICE, &button(&lobby, "add:casual")).await;
    }
    let playing = h.click(ALICE, &button(&lobby, "start")).await;
    rig(h, id, secrets).await;
    let revealed = h.click(ALICE, &button(&playing, "reveal")).await;
    (id, h.click(BOB, &button(&revealed, "reveal")).await)
}

#[tokio::test]
async fn a_table_without_a_stake_names_its_winner() {
    let mut h = Harness::new().await;
    let (id, ended) = alice_and_bob_play(&mut h, json!({}), false, &[(0, 50), (1, 90)]).await;
    let (game, status, _) = table(&h, id).await;
    assert_eq!(status, GameStatus::Finished);
    assert_eq!(
        phase_outcome(&game),
        Some(Outcome::Won {
            shares: vec![],
            winners: vec![1]
        })
    );
    assert!(
        text(&ended).contains(&format!("Winner: <@{BOB}>.")),
        "{}",
        text(&ended)
    );
    assert_eq!((h.balance(ALICE).await, h.balance(BOB).await), (100, 100));
}

#[tokio::test]
async fn a_computer_with_the_best_score_leaves_the_pool_to_the_best_placed_member() {
    let mut h = Harness::new().await;
    let secrets = [(0, 50), (1, 60), (2, 99)];
    let (id, ended) = alice_and_bob_play(&mut h, json!({ "stake": 10 }), true, &secrets).await;
    let (game, status, _) = table(&h, id).await;
    assert_eq!(status, GameStatus::Finished);
    assert_eq!(
        phase_outcome(&game),
        Some(Outcome::Won {
            shares: vec![(1, 20)],
            winners: vec![2]
        }),
        "the computer wins the game, Bob the members' pool"
    );
    assert_eq!((h.balance(ALICE).await, h.balance(BOB).await), (90, 110));
    let said = text(&ended);
    assert!(
        said.contains("Winner: Computer 3 (casual).")
            && said.contains(&format!("best-placed member: <@{BOB}> (+10 chips).")),
        "{said}"
    );
}

#[tokio::test]
async fn idle_turns_are_played_for_the_player_who_is_dropped_after_three() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({ "rounds": 4 })).await;
    let id = game_id(&lobby);
    h.click(BOB, &button(&lobby, "join")).await;
    let playing = h.click(ALICE, &button(&lobby, "start")).await;
    for round in 0..3 {
        // Alice lets her turn time out; Bob plays his.
        h.app.clock().advance(16 * 60);
        let edits = h.app.expire_idle().await.unwrap();
        assert_eq!(edits.len(), 1, "round {round}");
        let (game, _, version) = table(&h, id).await;
        if round < 2 {
            assert!(game.turns().is_some_and(|t| t.current() == Some(1)));
            assert!(
                game.rules().is_some_and(|r| r.revealed.contains(&0)),
                "round {round}: her turn was played for her"
            );
            let reveal = crate::view::custom_id::CustomId::game(
                GameKind::TestTable,
                id,
                version,
                &crate::engine::table::TableAction::Play(
                    crate::engine::table::testing::Move::Reveal,
                ),
            );
            h.click(BOB, &reveal).await;
        }
    }
    let (game, status, _) = table(&h, id).await;
    assert_eq!(status, GameStatus::Active);
    assert!(
        game.turns().is_some_and(|t| t.active() == vec![1]),
        "alice was dropped after three timeouts in a row"
    );
    let mut tx = h.app.store().begin().await.unwrap();
    let seats = tx.seats(id).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(seats[0].status, crate::engine::game::SeatStatus::Dropped);
    // Alice comes back and clicks the current board: she no longer plays here.
    let (_, _, version) = table(&h, id).await;
    let current = crate::view::custom_id::CustomId::game(
        GameKind::TestTable,
        id,
        version,
        &crate::engine::table::TableAction::Play(crate::engine::table::testing::Move::Reveal),
    );
    assert_ne!(current, button(&playing, "reveal"));
    let late = h.click_request(ALICE, &current);
    assert!(matches!(h.refused(late).await, Refusal::NotYourGame { .. }));
}

#[tokio::test]
async fn an_abandoned_table_refunds_every_stake_and_a_cancelled_lobby_moves_nothing() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({ "stake": 10 })).await;
    let id = game_id(&lobby);
    h.click(BOB, &button(&lobby, "join")).await;
    let playing = h.click(ALICE, &button(&lobby, "start")).await;
    assert_eq!((h.balance(ALICE).await, h.balance(BOB).await), (90, 90));
    h.click(BOB, &button(&playing, "leave")).await;
    assert_eq!(
        table(&h, id).await.1,
        GameStatus::Active,
        "alice still plays"
    );
    let gone = h.click(ALICE, &button(&playing, "leave")).await;
    assert!(
        text(&gone).contains("every stake went back"),
        "{}",
        text(&gone)
    );
    assert_eq!(table(&h, id).await.1, GameStatus::Finished);
    assert_eq!((h.balance(ALICE).await, h.balance(BOB).await), (100, 100));

    let lobby = open(&mut h, CAROL, json!({ "stake": 5 })).await;
    let second = game_id(&lobby);
    assert_ne!(second, id, "a new table once the old one closed");
    let cant = h.click_request(CAROL, &button(&lobby, "leave"));
    assert_eq!(
        h.refused(cant).await,
        Refusal::Rule(crate::engine::RuleError::Table(
            crate::engine::TableError::OpenerCannotLeave
        ))
    );
    let cancelled = h.click(CAROL, &button(&lobby, "cancel")).await;
    assert!(text(&cancelled).contains("cancelled"));
    assert_eq!(h.balance(CAROL).await, 100);
    assert!(h.ledger(second).await.is_empty());
}

#[tokio::test]
async fn a_full_batch_of_lobbies_does_not_hold_back_another_kinds_timeout() {
    let mut h = Harness::new().await;
    // More idle lobbies than one batch, all due before the video-poker machine.
    let state = serde_json::to_string(&TestTable {
        stake: 0,
        options: Default::default(),
        pool: Default::default(),
        phase: TablePhase::Lobby,
    })
    .unwrap();
    let mut tx = h.app.store().begin().await.unwrap();
    for channel in 0..520u64 {
        tx.insert_game(&crate::store::NewGame {
            guild_id: GUILD,
            channel_id: 1000 + channel,
            owner_id: ALICE,
            kind: GameKind::TestTable,
            slot: 0,
            state: &state,
            deadline: Some(START - 100),
            at: START - 1000,
            locale: crate::view::Locale::En,
        })
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    let request = h.request(
        BOB,
        Action::Command(Command::start(GameKind::VideoPoker, json!({}))),
    );
    h.send(request).await;
    h.app.clock().advance(16 * 60);
    let edits = h.app.expire_idle().await.unwrap();
    assert_eq!(edits.len(), 521, "every lobby and the machine");
    assert!(
        edits.iter().any(|e| e.game_id == 521),
        "the machine expired too"
    );
    let due = h
        .app
        .store()
        .due_games(GameKind::TestTable, h.app.clock().now(), 10)
        .await
        .unwrap();
    assert!(due.is_empty());
    let (lobby, status, _) = table(&h, 1).await;
    assert_eq!(status, GameStatus::Expired);
    assert_eq!(phase_outcome(&lobby), Some(Outcome::Cancelled));
}

/// How a table's play ended, if it did.
fn phase_outcome(game: &TestTable) -> Option<Outcome> {
    match &game.phase {
        TablePhase::Over { outcome, .. } => Some(outcome.clone()),
        _ => None,
    }
}

#[tokio::test]
async fn every_engine_call_of_a_table_is_worked_out_before_its_write() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    let added = h.click(ALICE, &button(&lobby, "add:casual")).await;
    let playing = h.click(ALICE, &button(&added, "start")).await;
    let peek = h.click(ALICE, &button(&playing, "peek")).await;
    // The computer plays its turn inside Alice's click: its decision was rehearsed too.
    h.click(ALICE, &button(&peek, "reveal")).await;
    let calls = h.app.engine_calls();
    assert_eq!(calls.in_write, 0, "{calls:?}");
    assert!(calls.taken >= 6, "{calls:?}");
    assert_eq!(calls.rehearsed, calls.taken, "{calls:?}");
}

#[tokio::test]
async fn a_rehearsal_writes_nothing() {
    let mut h = Harness::new().await;
    let request = h.request(
        ALICE,
        Action::Command(Command::start(GameKind::TestTable, json!({}))),
    );
    let run = rehearsal::Run::new(h.app.clock().now());
    h.app.rehearse(&request, &run).await;
    assert!(h.app.engine_calls().rehearsed > 0);
    assert_eq!(h.app.store().find_game(1).await.unwrap(), None);
    let mut tx = h.app.store().begin().await.unwrap();
    assert_eq!(tx.existing_wallet(GUILD, ALICE).await.unwrap(), None);
    assert_eq!(tx.existing_settings(GUILD).await.unwrap(), None);
    tx.commit().await.unwrap();
    assert_eq!(
        h.app
            .store()
            .answered(&request.interaction_id)
            .await
            .unwrap(),
        None
    );
}

#[tokio::test]
async fn a_game_changed_since_its_rehearsal_is_worked_out_again_in_the_write() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    let id = game_id(&lobby);
    let join = h.click_request(BOB, &button(&lobby, "join"));
    let run = rehearsal::Run::new(h.app.clock().now());
    h.app.rehearse(&join, &run).await;
    // Carol joins first: Bob's rehearsed join no longer matches the game.
    h.click(CAROL, &button(&lobby, "join")).await;
    let before = h.app.engine_calls();
    assert_eq!(before.in_write, 0, "{before:?}");
    let mut tx = h.app.store().begin().await.unwrap();
    let reply = h.app.in_transaction(&mut tx, &join, &run).await.unwrap();
    tx.commit().await.unwrap();
    let after = h.app.engine_calls();
    // Its click and the computers' check that follows it, both on a game Carol changed.
    assert_eq!(after.in_write, 2, "{after:?}");
    assert_eq!(after.taken, before.taken, "{after:?}");
    // Worked out again on the game as it now is: both joins stand.
    assert!(
        text(&reply).contains(&format!("3. <@{BOB}>")),
        "{}",
        text(&reply)
    );
    let seated = seated(&h, id).await;
    assert_eq!(seated, vec![Some(ALICE), Some(CAROL), Some(BOB)]);
}

/// `id` written in the first grammar (`p1:<game>:<version>:<action>`), as a build before the
/// kind travelled in the custom_id posted it.
fn as_first_grammar(id: &str) -> String {
    let rest = id
        .strip_prefix("p2:test-table:")
        .unwrap_or_else(|| panic!("a button naming its kind: {id}"));
    format!("p1:{rest}")
}

#[tokio::test]
async fn a_button_posted_before_the_kind_travelled_still_plays() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    let id = game_id(&lobby);
    let join = button(&lobby, "join");
    let old = as_first_grammar(&join);
    let joined = h.click(BOB, &old).await;
    assert_eq!(joined.kind, ResponseKind::Update, "{}", text(&joined));
    let seated = seated(&h, id).await;
    assert_eq!(seated, vec![Some(ALICE), Some(BOB)]);
    // The buttons it answers with name the kind again.
    assert!(
        button(&joined, "start").starts_with("p2:test-table:"),
        "{}",
        button(&joined, "start")
    );
}

#[tokio::test]
async fn a_button_naming_another_kind_is_refused_and_changes_nothing() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    let id = game_id(&lobby);
    let join = button(&lobby, "join");
    let (_, _, before) = table(&h, id).await;
    let other = GameKind::ALL
        .iter()
        .find(|&&kind| kind != GameKind::TestTable)
        .expect("a kind besides the test table");
    let forged = join.replacen("p2:test-table:", &format!("p2:{}:", other.as_str()), 1);
    let request = h.click_request(BOB, &forged);
    assert_eq!(h.refused(request).await, Refusal::NotParlors);
    let (_, _, after) = table(&h, id).await;
    assert_eq!(before, after);
    assert_eq!(seated(&h, id).await.len(), 1, "Bob did not join");
}

#[tokio::test]
async fn a_new_game_names_itself_in_its_reply_and_a_move_does_not() {
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    assert_eq!(lobby.posts, Some(game_id(&lobby)));
    let joined = h.click(BOB, &button(&lobby, "join")).await;
    assert_eq!(joined.posts, None);
}

/// A result earns a game's achievements only where the boards count it (not a hinted game),
/// and only its own game's: a table's "royal flush" is no video-poker royal flush.
#[tokio::test]
async fn only_a_games_own_counted_results_unlock_its_achievements() {
    use crate::engine::game::{SeatResult, Step};
    let mut h = Harness::new().await;
    let lobby = open(&mut h, ALICE, json!({})).await;
    let id = game_id(&lobby);
    let royal = |on_board: bool| SeatResult {
        seat: 0,
        wager: 5,
        payout: 4000,
        score: 1,
        detail: "royal-flush".into(),
        won: true,
        measures: Vec::new(),
        on_board,
        board: None,
    };
    let unlocked = |kind: GameKind, on_board: bool| {
        let app = h.app.clone();
        let royal = royal(on_board);
        async move {
            let mut tx = app.store().begin().await.unwrap();
            let row = tx.game(id).await.unwrap().unwrap();
            let mut g = app.load::<TestTable>(&mut tx, row).await.unwrap();
            // The row read as a game of `kind`: what the pipeline knows the result by.
            g.row.kind = kind;
            let step = Step::within().result(royal);
            app.effects(&mut tx, &mut g, &step, "i78", START)
                .await
                .unwrap();
            tx.rollback().await.unwrap();
            g.unlocked
                .iter()
                .map(|(m, a)| (*m, a.id))
                .collect::<Vec<_>>()
        }
    };
    assert!(unlocked(GameKind::TestTable, true).await.is_empty());
    assert!(unlocked(GameKind::VideoPoker, false).await.is_empty());
    assert_eq!(
        unlocked(GameKind::VideoPoker, true).await,
        vec![(ALICE, "video-poker-royal-flush")]
    );
}
