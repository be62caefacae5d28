//! Peg solitaire and Cascade through the terminal table, in process: played to the end by
//! their menus and the typed move, stale and foreign clicks refused, undo and hints, a
//! restart mid-game, the daily board's one scored attempt, and the leaderboards. Every
//! reply is checked against Discord's limits and OpenAPI schemas.

use crate::common;

use common::session::{Session, description, find, game_id, is, is_refusal};
use parlor::engine::cascade::Cascade;
use parlor::engine::cascade::board::points;
use parlor::engine::cascade::play::CascadeRefusal;
use parlor::engine::solitaire::Solitaire;
use parlor::engine::solitaire::play::Ending;
use parlor::engine::solitaire::play::SolitaireRefusal;
use parlor::engine::solitaire::solver;
use parlor::store::GameStatus;
use parlor::view::Refusal;
use serde_json::Value;

/// The select menu on `message`: its custom_id and its options' values.
fn menu(message: &Value) -> Option<(String, Vec<String>)> {
    parlor::view::layout::controls(&message["data"])
        .into_iter()
        .find(|c| c["type"] == 3)
        .map(|m| {
            (
                m["custom_id"].as_str().unwrap_or_default().to_string(),
                m["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str().map(str::to_string))
                    .collect(),
            )
        })
}

#[tokio::test]
async fn solitaire_is_won_by_menus_and_typed_moves_and_survives_a_restart() {
    let mut s = Session::new(31).await;
    let opened = s.as_("alice", "/solitaire play").await;
    assert_eq!(opened["type"], 4, "{opened}");
    let id = game_id(&opened);
    assert!(description(&opened).contains("Pegs left: **32**"));
    // The four opening jumps fit one menu.
    let (select, moves) = menu(&opened).expect("a menu of moves");
    assert_eq!(moves, ["d2d4", "b4d4", "f4d4", "d6d4"]);

    // Somebody else's board is not theirs to play.
    let foreign = s.as_("bob", &format!("select {select} {}", moves[0])).await;
    assert!(
        is(
            &foreign,
            &Refusal::NotYourGame {
                start: "/solitaire play"
            }
        ),
        "{foreign}"
    );
    let moved = s.as_("alice", &format!("select {select} d2d4")).await;
    assert_eq!(moved["type"], 7, "{moved}");
    assert!(description(&moved).contains("Pegs left: **31**"));
    // A second copy of that click comes from an earlier phase: nothing happens.
    let again = s.as_("alice", &format!("select {select} d2d4")).await;
    let (game, _, _) = s.game::<Solitaire>(id).await;
    assert_eq!(game.pegs(), 31, "{again}");

    // Undo puts the pegs back and is counted.
    let undone = s
        .as_("alice", &format!("click {}", find(&moved, "undo").unwrap()))
        .await;
    assert_eq!(undone["type"], 7, "{undone}");
    let (game, _, _) = s.game::<Solitaire>(id).await;
    assert_eq!((game.pegs(), game.undos), (32, 1));

    // A typed move that is not a jump is refused with the reason; a good one is made.
    s.line("as alice").await;
    let lines = s.line("/solitaire move from:d2 to:d3").await;
    assert!(
        lines.iter().any(|l| l.to_string().contains("not a jump")),
        "refused with the reason: {lines:?}"
    );
    assert_eq!(
        lines.len(),
        1,
        "the private refusal alone, no public board beside it: {lines:?}"
    );
    assert!(common::is_private(&lines[0]["data"]), "{lines:?}");
    assert_eq!(s.game::<Solitaire>(id).await.0.pegs(), 32, "nothing moved");
    s.as_("alice", "/solitaire move from:f4 to:d4").await;
    assert_eq!(s.game::<Solitaire>(id).await.0.pegs(), 31);

    // A restart in the middle: the same board comes back and plays on.
    s.restart(32).await;
    let back = s.as_("alice", "/solitaire play").await;
    assert_eq!(game_id(&back), id);
    let hinted = s
        .as_("alice", &format!("click {}", find(&back, "hint").unwrap()))
        .await;
    assert!(
        description(&hinted).contains("can still be won"),
        "{hinted}"
    );
    assert!(description(&hinted).contains("keeps a one-peg finish possible"));

    // The rest typed from the solver's solution: won, and on the board.
    let (game, _, _) = s.game::<Solitaire>(id).await;
    let solution = solver::solve(game.board, game.position).expect("still winnable");
    let mut last = Value::Null;
    for jump in &solution {
        let reply = s
            .as_(
                "alice",
                &format!("/solitaire move from:{} to:{}", jump.from, jump.to),
            )
            .await;
        assert!(!is_refusal(&reply), "{jump}: {reply}");
        last = reply;
    }
    let (game, status, _) = s.game::<Solitaire>(id).await;
    assert_eq!(status, GameStatus::Finished);
    let end = game.end.expect("ended");
    assert_eq!((end.ending, end.pegs), (Ending::Won, 1));
    // The solve used a hint: it counts in /stats, but the board ranks unassisted solves.
    assert!(description(&last).contains("One hint used"), "{last}");
    let board = s.as_("alice", "/leaderboard board:solitaire").await;
    assert!(
        board.to_string().contains("Nobody is on this board yet"),
        "{board}"
    );
    let stats = s.as_("alice", "/stats").await.to_string();
    assert!(stats.contains("Games: 1 · won: 1"), "{stats}");
    // A move on the finished game: nothing to move.
    let late = s.as_("alice", "/solitaire move from:d2 to:d4").await;
    assert!(
        is(&late, &Refusal::Rule(SolitaireRefusal::NoGame.into())),
        "{late}"
    );
    s.audit().await;
}

/// Plays the first group of the menu until the game ends; returns the last reply.
async fn play_out(s: &mut Session, who: &str, mut message: Value, id: i64) -> Value {
    for _ in 0..400 {
        let Some((select, values)) = menu(&message) else {
            return message;
        };
        let (before, _, _) = s.game::<Cascade>(id).await;
        let group = before
            .board
            .group_at(parlor::engine::cascade::board::Cell::parse(&values[0]).unwrap())
            .unwrap();
        message = s.as_(who, &format!("select {select} {}", values[0])).await;
        assert_eq!(message["type"], 7, "{message}");
        let (after, _, _) = s.game::<Cascade>(id).await;
        assert_eq!(after.points, before.points + points(group.size));
        assert_eq!(after.board.blocks(), before.board.blocks() - group.size);
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn cascade_plays_by_its_menu_with_undo_hints_and_a_restart() {
    let mut s = Session::new(41).await;
    let bad = s.as_("alice", "/cascade play size:4x40").await;
    assert!(
        is(
            &bad,
            &Refusal::Rule(CascadeRefusal::BadSize { min: 5, max: 26 }.into())
        ),
        "{bad}"
    );
    let opened = s.as_("alice", "/cascade play size:8x6 colours:3").await;
    let id = game_id(&opened);
    let (game, _, _) = s.game::<Cascade>(id).await;
    assert_eq!((game.board.width(), game.board.height()), (8, 6));
    let (select, values) = menu(&opened).expect("a menu of groups");
    let first = s
        .as_("alice", &format!("select {select} {}", values[0]))
        .await;
    assert_eq!(first["type"], 7);
    let (after, _, _) = s.game::<Cascade>(id).await;
    assert_eq!(after.moves.len(), 1);
    // Another board while this one is open: refused until it is given up.
    let other = s.line("/cascade play size:10x10").await;
    assert!(
        other.iter().any(|l| l.to_string().contains("Give up")),
        "{other:?}"
    );
    let undone = s
        .as_("alice", &format!("click {}", find(&first, "undo").unwrap()))
        .await;
    assert_eq!(undone["type"], 7);
    let (back, _, _) = s.game::<Cascade>(id).await;
    assert_eq!(
        (back.board.clone(), back.points, back.undos),
        (game.board, 0, 1)
    );
    let hinted = s
        .as_(
            "alice",
            &format!("click {}", find(&undone, "hint").unwrap()),
        )
        .await;
    assert!(description(&hinted).contains("Try the"), "{hinted}");

    s.restart(42).await;
    let again = s.as_("alice", "/cascade play").await;
    assert_eq!(game_id(&again), id);
    let last = play_out(&mut s, "alice", again, id).await;
    let (game, status, _) = s.game::<Cascade>(id).await;
    assert_eq!(status, GameStatus::Finished);
    assert!(game.board.is_over());
    assert!(description(&last).contains("Final score"), "{last}");
    // A free board stays off the leaderboard, which ranks daily boards.
    let board = s.as_("alice", "/leaderboard board:cascade").await;
    assert!(!board.to_string().contains("points ·"), "{board}");
    s.audit().await;
}

#[tokio::test]
async fn the_daily_board_is_shared_and_gives_one_scored_attempt() {
    let mut s = Session::new(51).await;
    let alice = s.as_("alice", "/cascade daily").await;
    let bob = s.as_("bob", "/cascade daily").await;
    let (a, _, _) = s.game::<Cascade>(game_id(&alice)).await;
    let (b, _, _) = s.game::<Cascade>(game_id(&bob)).await;
    assert_eq!(a.initial, b.initial, "everyone gets the same board");
    assert_eq!(a.daily.as_ref().unwrap().par, b.daily.as_ref().unwrap().par);
    assert!(description(&alice).contains("Par"), "{alice}");
    let id = game_id(&alice);
    play_out(&mut s, "alice", alice, id).await;
    let (done, _, _) = s.game::<Cascade>(id).await;
    let board = s.as_("alice", "/leaderboard board:cascade").await;
    assert!(
        board
            .to_string()
            .contains(&format!("{} points", done.score())),
        "{board}"
    );
    // A second game of the day is practice and stays off the board.
    let practice = s.as_("alice", "/cascade daily").await;
    assert!(description(&practice).contains("practice"), "{practice}");
    let pid = game_id(&practice);
    assert_ne!(pid, id);
    let gave_up = s
        .as_(
            "alice",
            &format!("click {}", find(&practice, "give-up").unwrap()),
        )
        .await;
    assert_eq!(gave_up["type"], 7);
    let (practice_game, _, _) = s.game::<Cascade>(pid).await;
    // Its result is kept off the board (`on_board` follows `scored`).
    assert!(
        !practice_game.daily.unwrap().scored,
        "the practice is not scored"
    );
    let stats = s.as_("alice", "/stats").await;
    assert!(stats.to_string().contains("Games: 2"), "{stats}");
    s.audit().await;
}

/// Peg solitaire keeps two leaderboards: the English board's results on the game's first,
/// the French board's on their own. `/leaderboard` offers both, named in every language.
#[tokio::test]
async fn each_solitaire_board_is_ranked_on_its_own_leaderboard() {
    let mut s = Session::new(33).await;
    let french = s.as_("alice", "/solitaire play board:french").await;
    let gave_up = s
        .as_(
            "alice",
            &format!("click {}", find(&french, "give-up").unwrap()),
        )
        .await;
    assert_eq!(gave_up["type"], 7, "{gave_up}");
    let english = s.as_("bob", "/solitaire play").await;
    s.as_(
        "bob",
        &format!("click {}", find(&english, "give-up").unwrap()),
    )
    .await;

    let first = s
        .as_("carol", "/leaderboard board:solitaire")
        .await
        .to_string();
    let second = s
        .as_("carol", "/leaderboard board:solitaire-french")
        .await
        .to_string();
    // One member on each, each entry naming its board.
    for (board, shown, other) in [
        (&first, "English board", "French board"),
        (&second, "French board", "English board"),
    ] {
        assert_eq!(board.matches("🥇 **#1**").count(), 1, "{board}");
        assert!(board.contains(shown) && !board.contains(other), "{board}");
    }
    assert!(
        second.contains("Leaderboard · Peg solitaire, French board"),
        "{second}"
    );
    // Each member's stats count the game, whichever board it ranks on.
    let stats = s.as_("alice", "/stats").await.to_string();
    assert!(stats.contains("Games: 1"), "{stats}");

    // The boards as `/leaderboard` offers them, each named in each language.
    let boards = parlor::view::commands::boards();
    assert!(boards.contains(&"solitaire") && boards.contains(&"solitaire-french"));
    let names: Vec<String> = parlor::view::Locale::ALL
        .iter()
        .map(|&l| parlor::view::commands::board_label(l, "solitaire-french"))
        .collect();
    assert_eq!(
        names,
        [
            "Peg solitaire, French board",
            "Solitaire, tablier français",
            "Samotnik, plansza francuska"
        ]
    );
    // A server that speaks French names it in French.
    s.line("as player").await;
    s.line("/config language:fr").await;
    let classement = s
        .as_("carol", "/leaderboard board:solitaire-french")
        .await
        .to_string();
    assert!(
        classement.contains("Solitaire, tablier français"),
        "{classement}"
    );
    s.audit().await;
}
