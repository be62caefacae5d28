//! Yahtzee through the terminal table, in process: tables with humans and a computer, turns,
//! stale and wrong-turn clicks, the stake pool, refunds, a restart and a timed-out turn.
//! Every reply is checked against Discord's limits and OpenAPI schemas.

use crate::common;

use common::session::{Session, description, find, game_id, is, is_refusal};
use parlor::engine::game::SeatNo;
use parlor::engine::table::{Outcome, TablePhase};
use parlor::engine::yahtzee::Yahtzee;
use parlor::engine::yahtzee::expert::ExpertTable;
use parlor::store::GameStatus;
use parlor::view::Refusal;
use serde_json::Value;

/// Plays the current human's turn: one roll, then the first box the menu offers.
async fn play_turn(s: &mut Session, who: &str, message: &Value) -> Value {
    let roll = find(message, "roll").expect("a Roll button");
    let rolled = s.as_(who, &format!("click {roll}")).await;
    assert_eq!(rolled["type"], 7, "{rolled}");
    play_turn_from_menu(s, who, &rolled).await
}

/// Opens a table with a stake: alice opens, bob joins, a casual computer sits, alice starts.
async fn three_seat_table(s: &mut Session, stake: i64) -> (i64, Value) {
    let opened = s
        .as_("alice", &format!("/yahtzee table stake:{stake}"))
        .await;
    let id = game_id(&opened);
    let joined = s
        .as_("bob", &format!("click {}", find(&opened, "join").unwrap()))
        .await;
    let added = s
        .as_(
            "alice",
            &format!("click {}", find(&joined, "add:casual").unwrap()),
        )
        .await;
    let started = s
        .as_(
            "alice",
            &format!("click {}", find(&added, "start").unwrap()),
        )
        .await;
    assert_eq!(started["type"], 7, "{started}");
    (id, started)
}

/// A session whose app has the Yahtzee expert's table, built once for this test binary.
async fn with_expert(seed: u64) -> Session {
    static TABLE: std::sync::OnceLock<std::sync::Arc<ExpertTable>> = std::sync::OnceLock::new();
    let table = TABLE
        .get_or_init(|| std::sync::Arc::new(ExpertTable::build(&parlor::games::Threads)))
        .clone();
    Session::installing(
        seed,
        std::sync::Arc::new(move |resources: &parlor::games::Resources| {
            parlor::games::yahtzee::install_expert(resources, table.clone())
        }),
    )
    .await
}

#[tokio::test]
async fn a_table_of_two_members_and_a_computer_plays_out_and_pays_the_pool_once() {
    let mut s = with_expert(11).await;
    s.as_("alice", "/balance").await;
    s.as_("bob", "/balance").await;
    let (alice0, bob0) = (s.balance("alice").await, s.balance("bob").await);
    let (id, mut message) = three_seat_table(&mut s, 10).await;
    assert_eq!(s.balance("alice").await, alice0 - 10);
    assert_eq!(s.balance("bob").await, bob0 - 10);

    let mut turns = 0;
    loop {
        let (game, status, _) = s.game::<Yahtzee>(id).await;
        if status != GameStatus::Active {
            break;
        }
        let turn = game.play().and_then(|g| g.turn.clone()).expect("a turn");
        let who = if turn.seat == 0 { "alice" } else { "bob" };
        // The other member's click on this turn is refused, and changes nothing.
        let other = if who == "alice" { "bob" } else { "alice" };
        let roll = find(&message, "roll").unwrap();
        let refused = s.as_(other, &format!("click {roll}")).await;
        assert!(is(&refused, &Refusal::NotYourTurn), "{refused}");
        assert_eq!(
            s.game::<Yahtzee>(id).await.0,
            game,
            "a refused click changes nothing"
        );

        message = play_turn(&mut s, who, &message).await;
        turns += 1;
        assert!(turns <= 26, "two members play 13 turns each");
    }
    assert_eq!(turns, 26);
    let (game, status, _) = s.game::<Yahtzee>(id).await;
    assert_eq!(status, GameStatus::Finished);
    let TablePhase::Over {
        outcome: Outcome::Won { shares, winners },
        rules: Some(play),
    } = &game.table.phase
    else {
        panic!("the table was won: {:?}", game.table.phase);
    };
    assert!(play.players.iter().all(|p| p.card.is_complete()));
    // The pool (20 chips from the two members) is paid once, and only to members: the
    // computer paid no stake and takes none, even when it has the best score.
    let paid: i64 = shares.iter().map(|(_, a)| a).sum();
    let (alice, bob) = (s.balance("alice").await, s.balance("bob").await);
    assert!(paid == 20 && (1..=2).contains(&shares.len()), "{shares:?}");
    assert!(shares.iter().all(|(seat, _)| *seat < 2), "{shares:?}");
    assert_eq!(alice + bob, alice0 + bob0);
    let best = |seat: SeatNo| play.player(seat).map_or(0, |p| p.card.total());
    let best_member = best(0).max(best(1));
    for (seat, _) in shares {
        assert_eq!(best(*seat), best_member, "{shares:?}");
    }
    assert!(!winners.is_empty(), "the game names its winners");
    // The final message names the standings and every human's trainer.
    let text = description(&message);
    assert!(text.contains("1. "), "{text}");
    assert!(message.to_string().contains("Trainer"), "{message}");
    // The scores reach /stats and the Yahtzee board, all time and this week.
    let stats = s.as_("alice", "/stats").await.to_string();
    assert!(
        stats.contains("Upper bonus") && stats.contains("accuracy"),
        "{stats}"
    );
    let board = s
        .as_("alice", "/leaderboard board:yahtzee")
        .await
        .to_string();
    assert!(
        board.contains("This week") && board.contains("points"),
        "{board}"
    );
    s.audit().await;
}

#[tokio::test]
async fn a_stale_roll_click_is_ignored() {
    let mut s = with_expert(3).await;
    let opened = s.as_("alice", "/yahtzee solo").await;
    let id = game_id(&opened);
    let roll = find(&opened, "roll").unwrap();
    let rolled = s.as_("alice", &format!("click {roll}")).await;
    assert_eq!(rolled["type"], 7);
    let (after_one, _, version) = s.game::<Yahtzee>(id).await;
    // The same Roll button again (a double click): its phase has passed.
    let again = s.as_("alice", &format!("click {roll}")).await;
    let (after_two, _, version_two) = s.game::<Yahtzee>(id).await;
    assert_eq!(after_one, after_two, "no second roll: {again}");
    assert_eq!(version, version_two);
    let turn = after_two.play().unwrap().turn.clone().unwrap();
    assert_eq!(turn.rolls, 1);
}

#[tokio::test]
async fn a_cancelled_lobby_and_an_abandoned_table_give_every_stake_back() {
    let mut s = with_expert(5).await;
    s.as_("alice", "/balance").await;
    s.as_("bob", "/balance").await;
    let (alice0, bob0) = (s.balance("alice").await, s.balance("bob").await);
    let opened = s.as_("alice", "/yahtzee table stake:25").await;
    let joined = s
        .as_("bob", &format!("click {}", find(&opened, "join").unwrap()))
        .await;
    let cancelled = s
        .as_(
            "alice",
            &format!("click {}", find(&joined, "cancel").unwrap()),
        )
        .await;
    assert!(description(&cancelled).contains("cancelled"), "{cancelled}");
    assert_eq!(s.balance("alice").await, alice0);
    assert_eq!(s.balance("bob").await, bob0);

    // A table that starts takes the stakes; when every member leaves, they come back.
    let opened = s.as_("alice", "/yahtzee table stake:25").await;
    let joined = s
        .as_("bob", &format!("click {}", find(&opened, "join").unwrap()))
        .await;
    let started = s
        .as_(
            "alice",
            &format!("click {}", find(&joined, "start").unwrap()),
        )
        .await;
    assert_eq!(s.balance("alice").await, alice0 - 25);
    let leave = find(&started, "leave").unwrap();
    s.as_("bob", &format!("click {leave}")).await;
    // Alice plays on alone against nobody; she leaves too and the table is abandoned.
    let (game, _, _) = s.game::<Yahtzee>(game_id(&started)).await;
    assert!(game.play().is_some());
    let message = s.as_("alice", "/yahtzee table").await;
    let leave = find(&message, "leave").unwrap();
    let left = s.as_("alice", &format!("click {leave}")).await;
    assert!(!is_refusal(&left), "{left}");
    let (game, status, _) = s.game::<Yahtzee>(game_id(&started)).await;
    assert_eq!(status, GameStatus::Finished);
    assert!(
        matches!(
            game.table.phase,
            TablePhase::Over {
                outcome: Outcome::Abandoned,
                ..
            }
        ),
        "{:?}",
        game.table.phase
    );
    assert_eq!(s.balance("alice").await, alice0);
    assert_eq!(s.balance("bob").await, bob0);
    s.audit().await;
}

#[tokio::test]
async fn a_solo_game_comes_back_after_a_restart_and_waits_however_long() {
    let mut s = with_expert(9).await;
    let opened = s.as_("alice", "/yahtzee solo").await;
    let id = game_id(&opened);
    let rolled = s
        .as_(
            "alice",
            &format!("click {}", find(&opened, "roll").unwrap()),
        )
        .await;
    let dice = s
        .game::<Yahtzee>(id)
        .await
        .0
        .play()
        .unwrap()
        .turn
        .clone()
        .unwrap()
        .dice;
    s.restart(10).await;
    // A day later the sweep keeps it: solo games have no deadline.
    s.clock.advance(86_400);
    s.line("expire").await;
    let back = s.as_("alice", "/yahtzee solo").await;
    assert_eq!(game_id(&back), id, "the same game comes back");
    let (game, status, _) = s.game::<Yahtzee>(id).await;
    assert_eq!(status, GameStatus::Active);
    assert_eq!(game.play().unwrap().turn.clone().unwrap().dice, dice);
    // And it plays on: a box from the menu of the message shown after the restart.
    let next = play_turn_from_menu(&mut s, "alice", &back).await;
    assert_eq!(next["type"], 7, "{next}");
    let (game, _, _) = s.game::<Yahtzee>(id).await;
    assert_eq!(game.play().unwrap().players[0].card.turns_played(), 1);
    let _ = rolled;
}

/// Chooses the first open box on `message` (the dice are already rolled): the menu's first
/// option, or, when every open box has a Score button of its own and no menu shows, the
/// first of those buttons (both in the card's order).
async fn play_turn_from_menu(s: &mut Session, who: &str, message: &Value) -> Value {
    let controls = parlor::view::layout::controls(&message["data"]);
    let scores: Vec<String> = parlor::testing::session::components(message)
        .into_iter()
        .filter(|(id, _, disabled)| {
            !disabled
                && matches!(
                    parlor::view::custom_id::CustomId::parse(id),
                    Some(parlor::view::custom_id::CustomId::Game { code, .. })
                        if code.starts_with("box:")
                )
        })
        .map(|(id, _, _)| id)
        .collect();
    let Some(menu) = find(message, "box") else {
        let first = scores
            .first()
            .expect("a box to score: a menu or a Score button");
        return s.as_(who, &format!("click {first}")).await;
    };
    let options = controls
        .iter()
        .find(|c| c["type"] == 3)
        .and_then(|m| m["options"].as_array())
        .expect("the menu's options");
    // The menu offers every open box; the Score buttons, the ones that score most.
    assert!(options.len() > scores.len(), "{message}");
    let first = options[0]["value"].as_str().unwrap().to_string();
    s.as_(who, &format!("select {menu} {first}")).await
}

#[tokio::test]
async fn a_timed_out_turn_is_played_for_the_player_and_the_turn_moves_on() {
    let mut s = with_expert(4).await;
    let opened = s.as_("alice", "/yahtzee table").await;
    let id = game_id(&opened);
    let joined = s
        .as_("bob", &format!("click {}", find(&opened, "join").unwrap()))
        .await;
    s.as_(
        "alice",
        &format!("click {}", find(&joined, "start").unwrap()),
    )
    .await;
    // Alice lets her turn go past the server's 15 minutes.
    s.clock.advance(16 * 60);
    let edits = Value::Array(s.line("expire").await).to_string();
    assert!(
        edits.contains("ran out of time, so the computer played the turn"),
        "the board says her turn was played for her: {edits}"
    );
    let (game, status, _) = s.game::<Yahtzee>(id).await;
    assert_eq!(status, GameStatus::Active);
    let play = game.play().unwrap();
    assert_eq!(
        play.players[0].card.turns_played(),
        1,
        "her turn was played"
    );
    assert_eq!(play.turn.as_ref().unwrap().seat, 1, "and it is bob's turn");
    assert_eq!(
        play.log.last().map(|t| (t.seat, t.timed_out)),
        Some((0, true))
    );
    assert_eq!(
        play.players[0].trainer.decisions, 0,
        "the computer's choices are not judged as hers"
    );
    // Bob plays his turn; when hers comes round, the table still tells her.
    let table = s.as_("bob", "/yahtzee table").await;
    let back = play_turn(&mut s, "bob", &table).await;
    let (game, _, _) = s.game::<Yahtzee>(id).await;
    assert_eq!(game.play().unwrap().turn.as_ref().unwrap().seat, 0);
    assert!(
        back.to_string()
            .contains("ran out of time, so the computer played the turn"),
        "{back}"
    );
}

#[tokio::test]
async fn a_lobby_needs_two_seats_and_says_so() {
    let mut s = with_expert(12).await;
    let opened = s.as_("alice", "/yahtzee table").await;
    assert!(
        description(&opened).contains("(2 needed to start)"),
        "{opened}"
    );
    assert!(
        find(&opened, "start").is_none(),
        "Start waits for a second seat"
    );
    let id = game_id(&opened);
    let start = format!("p1:{id}:1:start");
    let refused = s.as_("alice", &format!("click {start}")).await;
    assert!(
        is(
            &refused,
            &Refusal::Rule(parlor::engine::TableError::NotEnoughPlayers { min: 2 }.into())
        ),
        "{refused}"
    );
}

#[tokio::test]
async fn a_six_seat_scorecard_tells_every_column_apart() {
    let mut s = with_expert(13).await;
    let mut message = s.as_("playtester", "/yahtzee table").await;
    message = s
        .as_(
            "playbob_",
            &format!("click {}", find(&message, "join").unwrap()),
        )
        .await;
    for _ in 0..4 {
        message = s
            .as_(
                "playtester",
                &format!("click {}", find(&message, "add:casual").unwrap()),
            )
            .await;
    }
    let started = s
        .as_(
            "playtester",
            &format!("click {}", find(&message, "start").unwrap()),
        )
        .await;
    let text = description(&started);
    let header = text
        .split("```")
        .nth(1)
        .and_then(|block| block.lines().nth(1))
        .expect("the scorecard's header");
    let columns: Vec<&str> = header.split_whitespace().collect();
    assert_eq!(columns, ["#1", "#2", "#3", "#4", "#5", "#6"], "{text}");
    assert!(header.chars().count() <= 40, "fits a phone: {header}");
    for (seat, who) in [(3, "Computer 3 (casual)"), (6, "Computer 6 (casual)")] {
        assert!(text.contains(&format!("#{seat} {who}")), "{text}");
    }
    assert!(!started.to_string().contains("CPU"), "{started}");
}

#[tokio::test]
async fn a_solo_game_ends_with_its_trainer_named_in_plain_text_and_hints_keep_it_unranked() {
    let mut s = with_expert(14).await;
    let mut message = s.as_("alice", "/yahtzee solo").await;
    let id = game_id(&message);
    // One hint on the first turn.
    let rolled = s
        .as_(
            "alice",
            &format!("click {}", find(&message, "roll").unwrap()),
        )
        .await;
    s.line("as alice").await;
    let hinted = s
        .line(&format!("click {}", find(&rolled, "hint").unwrap()))
        .await;
    // The hint shows on the game's message, as every game's does, and says what it costs.
    assert_eq!(hinted.len(), 1, "{hinted:?}");
    assert_eq!(hinted[0]["type"], 7, "an update of the game's message");
    let fields = common::panel_fields(&hinted[0]["data"], 0);
    let field = fields.first().unwrap_or_else(|| panic!("{}", hinted[0]));
    assert_eq!(field.0, "💡 Hint", "{field:?}");
    assert!(field.1.contains("One hint used"), "{field:?}");
    message = play_turn_from_menu(&mut s, "alice", &rolled).await;
    for _ in 1..13 {
        message = play_turn(&mut s, "alice", &message).await;
    }
    let (game, status, _) = s.game::<Yahtzee>(id).await;
    assert_eq!(status, GameStatus::Finished);
    assert_eq!(game.play().unwrap().players[0].hints, 1);
    let fields: Vec<String> = common::panel_fields(&message["data"], 0)
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert!(fields.iter().any(|f| f == "Trainer · @alice"), "{fields:?}");
    assert!(fields.iter().all(|f| !f.contains("<@")), "{fields:?}");
    let board = s.as_("alice", "/leaderboard board:yahtzee").await;
    assert!(
        board.to_string().contains("Nobody is on this board yet"),
        "a hinted game is not ranked: {board}"
    );
    // It counts in /stats with its score: the average and the best are the game's total.
    let total = game.play().unwrap().players[0].card.total();
    let stats = s.as_("alice", "/stats").await.to_string();
    assert!(
        stats.contains(&format!("average: {total}.0 · best: {total}")),
        "{total}: {stats}"
    );
}

#[tokio::test]
async fn hints_name_three_choices_and_the_computer_game_logs_its_turns() {
    let mut s = with_expert(8).await;
    let opened = s.as_("alice", "/yahtzee computer level:expert").await;
    let id = game_id(&opened);
    let rolled = s
        .as_(
            "alice",
            &format!("click {}", find(&opened, "roll").unwrap()),
        )
        .await;
    let hint = find(&rolled, "hint").expect("a Hint button");
    s.line("as alice").await;
    let lines = s.line(&format!("click {hint}")).await;
    let all = Value::Array(lines).to_string();
    assert!(all.contains("1. ") && all.contains("3. "), "{all}");
    // Bob is not in this game: his clicks are refused.
    let refused = s.as_("bob", &format!("click {hint}")).await;
    assert!(
        is(
            &refused,
            &Refusal::NotYourGame {
                start: "/yahtzee solo"
            }
        ),
        "{refused}"
    );
    // Alice scores; the computer plays its turn in the same answer, logged in the message.
    let after = play_turn_from_menu(&mut s, "alice", &rolled).await;
    assert!(after.to_string().contains("🤖"), "{after}");
    let (game, _, _) = s.game::<Yahtzee>(id).await;
    let play = game.play().unwrap();
    assert_eq!(
        play.players[1].card.turns_played(),
        1,
        "the computer played"
    );
    assert_eq!(play.turn.as_ref().unwrap().seat, 0, "alice's turn again");
    assert!(play.players[0].trainer.decisions >= 1);
}
