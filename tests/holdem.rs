//! Texas Hold'em through the terminal table, in process: a cash table with two members and
//! a computer played hand after hand (private cards, the raise form, refused and stale
//! clicks, a restart mid-hand, sitting out and coming back, leaving with the stack), and a
//! sit-and-go to its end (knockouts announced, the pool paid by place). Every reply is
//! checked against Discord's limits and OpenAPI schemas, every chip accounted for, and the
//! store's invariants hold after each table.

use crate::common;

use common::session::{Session, find, game_id, is};
use common::table_lines::{Lines, as_response, run};
use parlor::engine::cards::{Card, DeckKind};
use parlor::engine::hand_eval::evaluate;
use parlor::engine::holdem::Holdem;
use parlor::engine::holdem::game::Mode;
use parlor::engine::holdem::hand::Street;
use parlor::engine::holdem::{Fraction, equity};
use parlor::store::GameStatus;
use parlor::view::Refusal;
use parlor::view::format::cards_text;
use serde_json::Value;

async fn state(s: &Session, id: i64) -> (Holdem, GameStatus, i64) {
    s.game::<Holdem>(id).await
}

/// The table's public message after a line: the response, or the table's message edited
/// beside a private reply.
fn table_message(lines: &Lines, before: &Value) -> Value {
    let titled = |body: &Value| {
        common::panel_title(body, 0).contains("Hold'em") && !common::is_private(body)
    };
    if titled(&lines.response["data"]) {
        return lines.response["data"].clone();
    }
    lines
        .edits
        .iter()
        .rev()
        .find(|b| titled(b))
        .cloned()
        .unwrap_or_else(|| before.clone())
}

/// No public message shows a hand still in play.
fn no_secret_shown(lines: &Lines, game: &Holdem) {
    let Some(hand) = game.felt().and_then(|t| t.hand.as_ref()) else {
        return;
    };
    let public: Vec<&Value> = std::iter::once(&lines.response["data"])
        .chain(&lines.edits)
        .chain(&lines.followups)
        .filter(|b| !common::is_private(b))
        .collect();
    for p in hand.players.iter() {
        let secret = cards_text(&p.hole);
        for body in &public {
            assert!(
                !body.to_string().contains(&secret),
                "seat {}'s cards {secret} shown publicly: {body}",
                p.seat
            );
        }
    }
}

#[tokio::test]
async fn a_cash_table_plays_hand_after_hand_and_every_chip_comes_home() {
    let mut s = Session::new(61).await;
    let opened = run(
        &mut s,
        "alice",
        "/poker holdem blind:1 computers:1 level:casual",
    )
    .await;
    let id = game_id(&opened.response);
    let join = find(&opened.response, "join").expect("Join");
    let joined = run(&mut s, "bob", &format!("click {join}")).await;
    let start = find(&joined.response, "start").expect("Start");
    assert!(is(
        &run(&mut s, "bob", &format!("click {start}")).await.response,
        &Refusal::OnlyOpener
    ));
    let started = run(&mut s, "alice", &format!("click {start}")).await;
    assert_eq!(
        s.balance("alice").await,
        0,
        "the buy-in of 100 left the wallet"
    );
    assert_eq!(s.balance("bob").await, 0);
    let mut public = started.response["data"].clone();
    let names = [(0u8, "alice"), (2u8, "bob")];
    let name = |seat: u8| names.iter().find(|n| n.0 == seat).map(|n| n.1);
    let mut restarted = false;
    let mut typed = false;
    let mut hands_seen = 0;
    for _ in 0..200 {
        let (game, status, version) = state(&s, id).await;
        let table = game.felt().expect("the felt");
        hands_seen = table.hands;
        if status != GameStatus::Active || table.hands > 5 {
            break;
        }
        let Some(hand) = table.hand.clone() else {
            panic!("a hand is always dealt while two members have chips");
        };
        if table.hands == 3 && !restarted {
            s.restart(62).await;
            restarted = true;
        }
        let seat = hand
            .to_act()
            .expect("a member to act: the computer acts at once");
        let who = name(seat).expect("a member's turn");
        let other = names.iter().find(|n| n.0 != seat).map(|n| n.1).unwrap();
        // My cards: privately, mine alone.
        let cards = find(&as_response(&public), "cards").expect("My cards");
        let shown = run(&mut s, who, &format!("click {cards}")).await;
        let private: Vec<&Value> = std::iter::once(&shown.response["data"])
            .chain(&shown.followups)
            .filter(|b| common::is_private(b))
            .collect();
        let mine = cards_text(&hand.player(seat).unwrap().hole);
        assert!(
            private.iter().any(|b| b.to_string().contains(&mine)),
            "{mine}: {shown:?}"
        );
        no_secret_shown(&shown, &state(&s, id).await.0);
        public = table_message(&shown, &public);
        let code = if find(&as_response(&public), "check").is_some() {
            "check"
        } else {
            "call"
        };
        let button = find(&as_response(&public), code).expect(code);
        // Not the other member's turn, and nothing changes.
        let refused = run(&mut s, other, &format!("click {button}")).await;
        assert!(is(&refused.response, &Refusal::NotYourTurn), "{refused:?}");
        assert_eq!(state(&s, id).await.2, version);
        // Once, the raise form: typed at the least raise it offers.
        if !typed && let Some(ask) = find(&as_response(&public), "raise-typed") {
            let form = run(&mut s, who, &format!("click {ask}")).await;
            assert_eq!(form.response["type"], 9, "{form:?}");
            let least = form.response["data"]["components"][0]["component"]["value"]
                .as_str()
                .expect("the least raise")
                .to_string();
            // A word is refused, and changes nothing.
            let word = run(&mut s, who, "submit raise:lots").await;
            assert!(
                word.response.to_string().contains("whole number"),
                "{word:?}"
            );
            run(&mut s, who, &format!("click {ask}")).await;
            let raised = run(&mut s, who, &format!("submit raise:{least}")).await;
            let (after, _, _) = state(&s, id).await;
            no_secret_shown(&raised, &after);
            public = table_message(&raised, &public);
            let log = &after.felt().unwrap().last.clone();
            let still = after.felt().unwrap().hand.as_ref().map(|h| h.log.clone());
            let raised_to: i64 = least.parse().unwrap();
            assert!(
                still.iter().flatten().any(|(s, _, a)| *s == seat
                    && *a == parlor::engine::holdem::betting::Action::RaiseTo(raised_to as u64))
                    || log.is_some(),
                "the raise to {least} was made"
            );
            typed = true;
            continue;
        }
        let done = run(&mut s, who, &format!("click {button}")).await;
        assert_eq!(done.response["type"], 7, "{done:?}");
        no_secret_shown(&done, &state(&s, id).await.0);
        public = table_message(&done, &public);
        // The same button again is out of date: a refresh, nothing changes.
        let moved = state(&s, id).await.2;
        let stale = run(&mut s, who, &format!("click {button}")).await;
        assert!(
            stale
                .followups
                .iter()
                .any(|f| f.to_string().contains("out of date"))
                || is(&stale.response, &Refusal::NotYourTurn),
            "{stale:?}"
        );
        assert_eq!(state(&s, id).await.2, moved);
    }
    assert!(restarted && typed && hands_seen > 3, "{hands_seen} hands");
    let text = public.to_string();
    assert!(
        text.contains("Last hand (#"),
        "the last hand stays on the board: {text}"
    );
    // Bob leaves with his stack; then alice, and the table closes.
    let (game, _, _) = state(&s, id).await;
    let bob_stack = game.felt().unwrap().stack(2);
    let leave = find(&as_response(&public), "leave").expect("Leave");
    let left = run(&mut s, "bob", &format!("click {leave}")).await;
    public = table_message(&left, &public);
    let (game, _, _) = state(&s, id).await;
    let took = game
        .cash()
        .and_then(|c| c.took_home(2))
        .expect("bob took his stack");
    assert!(took <= bob_stack + 200, "{took}");
    assert_eq!(s.balance("bob").await, took);
    let leave = find(&as_response(&public), "leave").expect("Leave");
    run(&mut s, "alice", &format!("click {leave}")).await;
    let (game, status, _) = state(&s, id).await;
    assert_eq!(status, GameStatus::Finished);
    // Every chip: the members' wallets and the computer's stack hold the 200 the members
    // brought and the computer's 100.
    let computer = game.felt().map_or(0, |t| t.stack(1));
    let wallets = s.balance("alice").await + s.balance("bob").await;
    assert_eq!(wallets + computer, 300);
    s.audit().await;
    let findings = s.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
    let stats = run(&mut s, "alice", "/stats").await.response.to_string();
    assert!(stats.contains("Hands:"), "{stats}");
    let board = run(&mut s, "alice", "/leaderboard board:holdem").await;
    assert_eq!(board.response["type"], 4, "{board:?}");
}

/// Three idle turns sit a member out: no cards, no blinds, until I'm back. The turn lasts
/// the server's `holdem_turn_seconds`, not its idle timeout.
#[tokio::test]
async fn idle_turns_sit_a_member_out_until_they_are_back() {
    let mut s = Session::new(63).await;
    let set = run(&mut s, "player", "/config holdem_turn_seconds:30").await;
    // A busy machine may defer the answer (type 5): the setting is made all the same.
    assert!(
        set.response.to_string().contains("30 s") || set.response["type"] == 5,
        "{set:?}"
    );
    let opened = run(
        &mut s,
        "alice",
        // Less than the most: whatever the idle hands cost her, she has room to rebuy.
        "/poker holdem blind:1 computers:2 level:casual buyin:60",
    )
    .await;
    let id = game_id(&opened.response);
    press(&mut s, "alice", id, "start").await;
    assert_eq!(idle_until_sat_out(&mut s, id).await, 3);
    let (game, _, version) = state(&s, id).await;
    let table = game.felt().unwrap();
    // The computers play on without her; she is dealt nothing.
    let dealt = table.hand.as_ref().map(|h| h.player(0).is_some());
    assert_ne!(dealt, Some(true), "{table:?}");
    // Sitting out, she tops her stack up from her daily chips: the form, then her seat's
    // own view with the new stack (no word of a table closing).
    run(&mut s, "alice", "/daily").await;
    let stack = table.sitter(0).map_or(0, |s| s.stack);
    let wallet = s.balance("alice").await;
    let ask = run(
        &mut s,
        "alice",
        &format!("click p1:{id}:{version}:rebuy-typed"),
    )
    .await;
    assert_eq!(ask.response["type"], 9, "{ask:?}");
    let target = (stack + wallet).min(100);
    let rebought = run(&mut s, "alice", &format!("submit rebuy:{target}")).await;
    let said: Vec<String> = rebought.followups.iter().map(Value::to_string).collect();
    assert!(target > stack, "{stack} {wallet}");
    assert!(
        said.iter()
            .any(|f| f.contains(&format!("Your stack: **{target}"))),
        "{said:?}"
    );
    assert!(!said.iter().any(|f| f.contains("closed")), "{said:?}");
    assert_eq!(s.balance("alice").await, wallet - (target - stack));
    let (_, _, version) = state(&s, id).await;
    let back = run(&mut s, "alice", &format!("click p1:{id}:{version}:back")).await;
    assert_eq!(back.response["type"], 7, "{back:?}");
    let (game, _, _) = state(&s, id).await;
    assert!(
        game.felt()
            .unwrap()
            .sitter(0)
            .is_some_and(|s| s.out_since.is_none())
    );
    s.audit().await;
}

/// Lets the seat 0's member's turns time out (30-second turns) until the table sits them
/// out; how many it took.
async fn idle_until_sat_out(s: &mut Session, id: i64) -> usize {
    let mut idled = 0;
    for _ in 0..60 {
        let (game, status, _) = state(s, id).await;
        assert_eq!(status, GameStatus::Active);
        let table = game.felt().unwrap();
        if table.sitter(0).is_some_and(|s| s.out_since.is_some()) {
            break;
        }
        // Their turn: 31 seconds pass (the server's 15 minutes do not).
        assert_eq!(table.hand.as_ref().and_then(|h| h.to_act()), Some(0));
        s.clock.advance(31);
        s.line("expire").await;
        idled += 1;
    }
    idled
}

/// Every body a line printed, as text.
fn said(lines: &Lines) -> String {
    std::iter::once(&lines.response)
        .chain(&lines.followups)
        .chain(&lines.edits)
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}

/// `who` presses the button `code` of table `id` as it stands.
async fn press(s: &mut Session, who: &str, id: i64, code: &str) -> Lines {
    let version = state(s, id).await.2;
    run(s, who, &format!("click p1:{id}:{version}:{code}")).await
}

/// Whether a line's answer is private alone: an ephemeral reply, nothing public posted or
/// edited.
fn private_alone(lines: &Lines) -> bool {
    common::is_private(&lines.response["data"])
        && lines.edits.is_empty()
        && lines.followups.iter().all(common::is_private)
}

/// A new member after /daily opens a cash table with the defaults: the buy-in is what they
/// have. A member short of a table's buy-in, or of any, is told so in a buy-in's words,
/// with the way out.
#[tokio::test]
async fn a_new_member_opens_a_cash_table_that_fits_their_wallet() {
    let mut s = Session::new(71).await;
    // Carol, with her first 100 chips, asks for more than she has at the default blind,
    // then for a blind too big for them.
    let asked = run(&mut s, "carol", "/poker holdem buyin:200").await;
    assert!(
        said(&asked).contains("not enough for a buy-in of 200: choose `buyin:` from 40 to 100"),
        "{asked:?}"
    );
    let big = run(&mut s, "carol", "/poker holdem blind:10").await;
    assert!(
        said(&big).contains("the least buy-in at a big blind of 10 is 200 (20 big blinds). A smaller big blind fits: with `blind:5`"),
        "{big:?}"
    );
    run(&mut s, "alice", "/daily").await;
    let wallet = s.balance("alice").await;
    assert!(wallet < 200, "{wallet}");
    let opened = run(&mut s, "alice", "/poker holdem").await;
    assert_eq!(opened.response["type"], 4, "{opened:?}");
    let id = game_id(&opened.response);
    assert_eq!(state(&s, id).await.0.buy_in(), wallet);
    assert!(
        said(&opened).contains(&format!("buy-in {wallet} chips")),
        "{opened:?}"
    );
    // Bob, with his first 100 chips, is short of it.
    let join = find(&opened.response, "join").expect("Join");
    let short = run(&mut s, "bob", &format!("click {join}")).await;
    let text = said(&short);
    assert!(private_alone(&short), "{short:?}");
    assert!(
        text.contains(&format!(
            "You have 100 chips, not enough for this table's buy-in of {wallet}. Claim /daily"
        )),
        "{text}"
    );
    assert!(!text.contains("stake"), "{text}");
}

/// The start command again with a table open is refused privately, naming the table, and
/// changes nothing: whatever its type and options, valid or not.
#[tokio::test]
async fn a_second_command_names_the_open_table_privately() {
    let mut s = Session::new(72).await;
    let opened = run(&mut s, "alice", "/poker holdem blind:1 buyin:60").await;
    let id = game_id(&opened.response);
    let before = state(&s, id).await;
    for line in [
        "/poker holdem",
        "/poker holdem seats:99",
        "/poker holdem blind:4 buyin:100",
        "/poker tournament buyin:10",
    ] {
        for who in ["alice", "bob"] {
            let again = run(&mut s, who, line).await;
            assert!(private_alone(&again), "{line}: {again:?}");
            let text = said(&again);
            assert!(
                text.contains(
                    "A cash table is already open in this channel (blinds 1/1, buy-in 60): join it there."
                ),
                "{line}: {text}"
            );
            let after = state(&s, id).await;
            assert_eq!((after.1, after.2), (before.1, before.2), "{line}");
        }
    }
}

/// A rebuy while dealt in is refused as one, whatever the amount; the form holds what the
/// wallet can bring the stack to; a rebuy below the least buy-in is refused, naming it.
#[tokio::test]
async fn a_rebuy_is_refused_in_its_own_words_and_reaches_the_least_buy_in() {
    let mut s = Session::new(73).await;
    let opened = run(&mut s, "alice", "/poker holdem buyin:40").await;
    let id = game_id(&opened.response);
    let join = find(&opened.response, "join").expect("Join");
    run(&mut s, "bob", &format!("click {join}")).await;
    let started = press(&mut s, "alice", id, "start").await;
    assert!(
        find(&started.response, "rebuy-typed").is_some(),
        "{started:?}"
    );
    let version = state(&s, id).await.2;
    for who in ["alice", "bob"] {
        for to in [90, 200, 500, 1] {
            let form = run(&mut s, who, &format!("click p1:{id}:{version}:rebuy-typed")).await;
            assert_eq!(form.response["type"], 9, "{form:?}");
            let refused = run(&mut s, who, &format!("submit rebuy:{to}")).await;
            let text = said(&refused);
            assert!(
                text.contains("You are dealt in, and a rebuy waits for a seat out of the hand"),
                "{to}: {text}"
            );
        }
    }
    // All in and called until one of them is out of chips, between hands.
    for _ in 0..20 {
        let (game, _, _) = state(&s, id).await;
        let Some(hand) = game.felt().and_then(|t| t.hand.clone()) else {
            break;
        };
        let seat = hand.to_act().expect("to act");
        let (first, then) = if seat == 0 {
            ("alice", "bob")
        } else {
            ("bob", "alice")
        };
        let most = hand
            .options()
            .and_then(|o| o.raise)
            .map(|r| r.1)
            .expect("a raise");
        press(&mut s, first, id, &format!("raise:{most}")).await;
        press(&mut s, then, id, "call").await;
    }
    let (game, _, version) = state(&s, id).await;
    let table = game.felt().expect("the felt");
    assert!(table.hand.is_none(), "{table:?}");
    let busted = table
        .sitters
        .iter()
        .find(|x| x.stack == 0)
        .map(|x| x.seat)
        .expect("one is out of chips");
    let who = if busted == 0 { "alice" } else { "bob" };
    let wallet = s.balance(who).await;
    assert_eq!(wallet, 60);
    let form = run(&mut s, who, &format!("click p1:{id}:{version}:rebuy-typed")).await;
    // The terminal prints the form as the HTTP endpoint sends it: each field in a label.
    let label = &form.response["data"]["components"][0];
    assert_eq!(label["type"], 18, "{form:?}");
    let field = &label["component"];
    assert_eq!(
        (&field["type"], &field["custom_id"]),
        (&serde_json::json!(4), &serde_json::json!("rebuy")),
        "{form:?}"
    );
    assert_eq!(
        field["value"], "60",
        "what the wallet brings it to: {form:?}"
    );
    assert!(
        label["label"]
            .as_str()
            .unwrap_or_default()
            .contains("(40 to 200)"),
        "{form:?}"
    );
    let one = run(&mut s, who, "submit rebuy:1").await;
    assert!(
        said(&one).contains("A rebuy brings your stack to at least 40, the least buy-in here."),
        "{one:?}"
    );
    assert_eq!(s.balance(who).await, 60, "nothing moved");
    run(&mut s, who, &format!("click p1:{id}:{version}:rebuy-typed")).await;
    let short = run(&mut s, who, "submit rebuy:90").await;
    assert!(
        said(&short)
            .contains("Bringing your stack to 90 takes 90 chips from your wallet, which holds 60"),
        "{short:?}"
    );
    run(&mut s, who, &format!("click p1:{id}:{version}:rebuy-typed")).await;
    run(&mut s, who, "submit rebuy:40").await;
    assert_eq!(s.balance(who).await, 20);
    s.audit().await;
}

/// A pot won without a showdown earns "First pot", as /stats counts it a win.
#[tokio::test]
async fn a_pot_won_unshown_earns_first_pot() {
    let mut s = Session::new(74).await;
    let opened = run(&mut s, "alice", "/poker holdem buyin:40").await;
    let id = game_id(&opened.response);
    let join = find(&opened.response, "join").expect("Join");
    run(&mut s, "bob", &format!("click {join}")).await;
    press(&mut s, "alice", id, "start").await;
    let (game, _, version) = state(&s, id).await;
    let hand = game.felt().and_then(|t| t.hand.clone()).expect("a hand");
    let (folder, winner) = if hand.to_act() == Some(0) {
        ("alice", "bob")
    } else {
        ("bob", "alice")
    };
    let folded = run(&mut s, folder, &format!("click p1:{id}:{version}:fold")).await;
    let winner_id = s.table.user_id(winner);
    let text = said(&folded);
    assert!(
        text.contains(&format!("<@{winner_id}> unlocked")) && text.contains("**First pot!**"),
        "{text}"
    );
    let stats = run(&mut s, winner, "/stats").await;
    assert!(said(&stats).contains("wins: 1"), "{stats:?}");
}

/// Seats are numbered within the table's size, however many came and went.
#[tokio::test]
async fn seat_numbers_stay_within_the_tables_seats() {
    let mut s = Session::new(75).await;
    let opened = run(&mut s, "alice", "/poker holdem blind:1 seats:2").await;
    let id = game_id(&opened.response);
    let join = find(&opened.response, "join").expect("Join");
    run(&mut s, "bob", &format!("click {join}")).await;
    press(&mut s, "alice", id, "start").await;
    press(&mut s, "bob", id, "leave").await;
    let version = state(&s, id).await.2;
    let joined = run(&mut s, "carol", &format!("click p1:{id}:{version}:join")).await;
    let carol = s.table.user_id("carol");
    let public = table_message(&joined, &Value::Null);
    let text = common::panel_description(&public, 0);
    assert!(text.contains(&format!("2. <@{carol}>")), "{text}");
    assert!(!text.contains("3. "), "{text}");
}

/// A member sitting out an hour while still in the hand in play keeps their hand; once it
/// is over they leave with their stack, and the table says so.
#[tokio::test]
async fn an_hour_away_leaves_between_hands_and_the_table_says_so() {
    let mut s = Session::new(76).await;
    let opened = run(&mut s, "alice", "/poker holdem buyin:100").await;
    let id = game_id(&opened.response);
    let join = find(&opened.response, "join").expect("Join");
    run(&mut s, "bob", &format!("click {join}")).await;
    run(&mut s, "carol", &format!("click {join}")).await;
    press(&mut s, "alice", id, "start").await;
    let names = ["alice", "bob", "carol"];
    let (game, _, _) = state(&s, id).await;
    let hand = game.felt().and_then(|t| t.hand.clone()).expect("a hand");
    let left = |seat: u8| (seat + 1) % 3;
    let big = left(left(hand.button));
    // The others call; the big blind sits out at its turn, which checks for it.
    for _ in 0..3 {
        let (game, _, version) = state(&s, id).await;
        let to_act = game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .and_then(|h| h.to_act());
        let seat = to_act.expect("to act");
        let code = if seat == big { "sit-out" } else { "call" };
        run(
            &mut s,
            names[usize::from(seat)],
            &format!("click p1:{id}:{version}:{code}"),
        )
        .await;
        if seat == big {
            break;
        }
    }
    let in_hand = |game: &parlor::engine::holdem::Holdem| {
        game.felt()
            .and_then(|t| t.hand.as_ref())
            .and_then(|h| h.player(big))
            .is_some_and(|p| !p.folded)
    };
    let (game, _, _) = state(&s, id).await;
    assert!(in_hand(&game), "the big blind checked and is still in");
    let number = game.felt().and_then(|t| t.hand.as_ref()).map(|h| h.number);
    let wallet = s.balance(names[usize::from(big)]).await;
    // An hour on: the turn to act times out (a check), and the big blind is still in.
    s.clock.advance(3_600);
    s.line("expire").await;
    let (game, _, _) = state(&s, id).await;
    assert!(in_hand(&game), "an hour away does not fold a live hand");
    // The hand checked down: the big blind goes home with its stack.
    let mut public = Value::Null;
    for _ in 0..12 {
        let (game, _, version) = state(&s, id).await;
        let table = game.felt().expect("the felt");
        if table.hand.as_ref().map(|h| h.number) != number {
            break;
        }
        let seat = table
            .hand
            .as_ref()
            .and_then(|h| h.to_act())
            .expect("to act");
        let done = run(
            &mut s,
            names[usize::from(seat)],
            &format!("click p1:{id}:{version}:check"),
        )
        .await;
        public = table_message(&done, &public);
    }
    let (game, _, _) = state(&s, id).await;
    let took = game
        .cash()
        .and_then(|c| c.took_home(big))
        .unwrap_or_else(|| panic!("went home: {:?}", game.cash()));
    assert_eq!(s.balance(names[usize::from(big)]).await, wallet + took);
    let member = s.table.user_id(names[usize::from(big)]);
    let text = common::panel_description(&public, 0);
    assert!(
        text.contains(&format!(
            "<@{member}> left the table after an hour sitting out, taking {took} chips home."
        )),
        "{text}"
    );
    s.audit().await;
}

#[tokio::test]
async fn a_sit_and_go_pays_its_pool_by_place_and_announces_knockouts() {
    let mut s = Session::new(65).await;
    let opened = run(
        &mut s,
        "alice",
        "/poker tournament buyin:10 computers:2 level:casual speed:turbo",
    )
    .await;
    let id = game_id(&opened.response);
    let join = find(&opened.response, "join").expect("Join");
    let joined = run(&mut s, "bob", &format!("click {join}")).await;
    let start = find(&joined.response, "start").expect("Start");
    let started = run(&mut s, "alice", &format!("click {start}")).await;
    assert_eq!(s.balance("alice").await, 90);
    assert_eq!(s.balance("bob").await, 90);
    let mut public = started.response["data"].clone();
    let mut announced = Vec::new();
    for _ in 0..400 {
        let (game, status, _) = state(&s, id).await;
        if status != GameStatus::Active {
            break;
        }
        assert_eq!(game.mode(), Mode::Tournament);
        let Some(seat) = game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .and_then(|h| h.to_act())
        else {
            s.clock.advance(61);
            s.line("expire").await;
            continue;
        };
        let who = if seat == 0 { "alice" } else { "bob" };
        // All in whenever it can: the tournament ends quickly.
        let button = find(&as_response(&public), "call")
            .filter(|_| find(&as_response(&public), "fold").is_some())
            .or_else(|| {
                parlor::testing::session::components(&as_response(&public))
                    .into_iter()
                    .map(|c| c.0)
                    .rfind(|c| c.contains(":raise:"))
            })
            .or_else(|| find(&as_response(&public), "check"))
            .expect("a betting button");
        let done = run(&mut s, who, &format!("click {button}")).await;
        for f in &done.followups {
            if !common::is_private(f) {
                announced.push(parlor::view::layout::text_of(f));
            }
        }
        public = table_message(&done, &public);
    }
    let (game, status, _) = state(&s, id).await;
    assert_eq!(status, GameStatus::Finished, "{:?}", game.outcome());
    assert!(
        announced.iter().any(|a| a.contains("finishes")),
        "{announced:?}"
    );
    assert!(announced.iter().any(|a| a.contains("sit-and-go is over")));
    // Two members: the members' 20 all to the first of them, whatever the computers did.
    let wallets = s.balance("alice").await + s.balance("bob").await;
    assert_eq!(wallets, 200, "the whole pool went back to the members");
    let won: Vec<i64> = [s.balance("alice").await - 90, s.balance("bob").await - 90].to_vec();
    let mut won = won;
    won.sort();
    assert!(won == vec![0, 20] || won == vec![10, 10], "{won:?}");
    s.audit().await;
    let findings = s.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
    let board = run(&mut s, "alice", "/leaderboard board:sit-and-go").await;
    let text = board.response.to_string();
    assert!(text.contains("1st of 2"), "{text}");
}

/// The text of every message a run of lines printed: responses, follow-ups and edits.
async fn transcript(s: &mut Session, lines: &[&str]) -> Vec<Value> {
    let mut out = Vec::new();
    for line in lines {
        for l in s.line(line).await {
            out.push(l);
        }
    }
    out
}

/// Every text the lines showed, as one string to search.
fn all_text(out: &[Value]) -> String {
    out.iter()
        .map(|l| l.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A sit-and-go's words, and a member alone against computers. The lobbies say what a
/// buy-in is (a cash table's stack, taken back; a sit-and-go's stake, paid by place among
/// the members). Sitting out says that hands go on (nobody can join). Leaving finishes no
/// place: the buy-in comes back as a refund, with no prize, no "In the money", no board
/// entry, no win, and no next level shown.
#[tokio::test]
async fn a_lone_members_sit_and_go_says_what_happens_and_refunds_the_buy_in() {
    let mut s = Session::new(3).await;
    let cash = run(&mut s, "alice", "/poker holdem buyin:40")
        .await
        .response
        .to_string();
    assert!(!cash.contains("best-placed member"), "{cash}");
    assert!(cash.contains("the chips you sit down with"), "{cash}");
    run(&mut s, "alice", "click cancel").await;

    let opened = run(
        &mut s,
        "player",
        "/poker tournament buyin:1 computers:2 speed:turbo",
    )
    .await;
    let lobby = opened.response.to_string();
    assert!(!lobby.contains("best-placed member"), "{lobby}");
    assert!(lobby.contains("paid by place among the members"), "{lobby}");
    let id = game_id(&opened.response);
    let before = s.balance("player").await;
    run(&mut s, "player", "click start").await;
    assert_eq!(s.balance("player").await, before - 1);
    let out = run(&mut s, "player", "click sit out").await;
    let said = all_text(&out.edits) + &out.response.to_string();
    assert!(!said.contains("join, or press"), "{said}");
    assert!(
        said.contains("Every member still in is sitting out"),
        "{said}"
    );

    let left = run(&mut s, "player", "click leave").await;
    let (_, status, _) = state(&s, id).await;
    assert_eq!(status, GameStatus::Finished);
    assert_eq!(s.balance("player").await, before, "the buy-in came back");
    let said = all_text(&left.followups) + &left.response.to_string();
    assert!(!said.contains("unlocked"), "{said}");
    assert!(said.contains("only member"), "{said}");
    // The final table names no next level: the sit-and-go is over.
    let table = table_message(&left, &Value::Null).to_string();
    assert!(table.contains("Ended at level 1"), "{table}");
    assert!(!table.contains("to the next level"), "{table}");
    let stats = run(&mut s, "player", "/stats").await.response.to_string();
    assert!(stats.contains("sit-and-gos: 1 (in the money 0)"), "{stats}");
    assert!(stats.contains("wins: 0"), "{stats}");
    let board = run(&mut s, "player", "/leaderboard board:sit-and-go")
        .await
        .response
        .to_string();
    assert!(!board.contains("of 2"), "{board}");
    let achievements = run(&mut s, "player", "/achievements").await.response;
    assert!(
        !achievements.to_string().contains("🎟️ In the money"),
        "{achievements}"
    );
    s.audit().await;
    let findings = s.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
}

/// Two members knocked out in the same hand, both having started it with 1,500 chips, tie:
/// both placed 1st of the two members, sharing the pool, whatever their seats.
#[tokio::test]
async fn members_out_in_one_hand_with_the_same_chips_tie() {
    let mut s = Session::new(1).await;
    let mut lines = vec![
        "as player",
        "/poker tournament buyin:100 seats:9 computers:2 level:casual speed:turbo",
        "as alice",
        "click join",
        "as player",
        "click start",
    ];
    for _ in 0..4 {
        lines.extend(["as alice", "click call", "as player", "click call"]);
    }
    let out = transcript(&mut s, &lines).await;
    let said = all_text(&out);
    assert!(said.contains("sit-and-go is over"), "{said}");
    // Each paid 100 of the 100 a new member holds, and took 100 back.
    assert_eq!(s.balance("alice").await, 100, "{said}");
    assert_eq!(s.balance("player").await, 100, "{said}");
    let over = said
        .split("sit-and-go is over")
        .nth(1)
        .and_then(|t| t.split("Last hand").next())
        .unwrap_or_default();
    assert_eq!(over.matches("1st <@").count(), 2, "{over}");
    assert_eq!(over.matches("· **100 chips**").count(), 2, "{over}");
    let board = run(&mut s, "alice", "/leaderboard board:sit-and-go")
        .await
        .response
        .to_string();
    // Both 1st, in the month's ranking and the week's.
    assert_eq!(board.matches("1st of 2").count(), 4, "{board}");
    s.audit().await;
}

/// Runs `lines` as the terminal's default member, one after the other; the last line's
/// output.
async fn play_lines(s: &mut Session, lines: &[&str]) -> Lines {
    let mut last = Lines::default();
    for line in lines {
        last = run(s, "player", line).await;
    }
    last
}

/// A showdown stays on the board when the next hand ends in the same click (the computer
/// folds its blind), until the member acts; the member reviews the last hand they played,
/// privately, with their own cards and every action.
#[tokio::test]
async fn a_showdown_stays_on_the_board_when_the_next_hand_ends_at_once() {
    let mut s = Session::new(39).await;
    // A casual computer: the expert never folds its button first in heads-up.
    let ended = play_lines(
        &mut s,
        &[
            "/daily",
            "/poker holdem computers:1 buyin:150 level:casual",
            "click start",
            // Hand 1.
            "click call",
            "click check",
            "click check",
            "click check",
            // Hand 2.
            "click check",
            "click check",
            "click check",
            "click check",
            // Hand 3, to the showdown.
            "click call",
            "click check",
            "click check",
            "click check",
        ],
    )
    .await;
    let board = ended.response.to_string();
    // Hand 3 went to a showdown won with a straight against a high card; hand 4 ended at
    // once, the computer folding its small blind: both are on the board.
    assert!(board.contains("Hand #3:"), "{board}");
    assert!(board.contains("Straight (10)"), "{board}");
    assert!(board.contains("High card (Q)"), "{board}");
    assert!(board.contains("Last hand (#4)"), "{board}");
    // Last hand: the hand the member played last, to them alone.
    let button = find(&ended.response, "last-hand").expect("Last hand");
    let review = run(&mut s, "player", &format!("click {button}")).await;
    let private: Vec<String> = std::iter::once(&review.response)
        .chain(&review.followups)
        .filter(|b| common::is_private(b) || common::is_private(&b["data"]))
        .map(Value::to_string)
        .collect();
    assert!(
        private
            .iter()
            .any(|p| p.contains("Your last hand · hand #4") && p.contains("folds")),
        "{private:?}"
    );
    let (game, _, _) = state(&s, game_id(&ended.response)).await;
    let table = game.felt().expect("the felt");
    let hand = table
        .history
        .played_by(table.last.as_ref(), 0)
        .expect("played");
    let mine = cards_text(&hand.seat(0).expect("dealt in").hole);
    assert!(
        private.iter().any(|p| p.contains(&mine)),
        "{mine}: {private:?}"
    );
    // Once the member acts, the earlier showdown leaves the board; the last hand stays.
    let call = find(&ended.response, "call").expect("Call");
    let acted = run(&mut s, "player", &format!("click {call}")).await;
    let board = acted.response.to_string();
    assert!(!board.contains("Hand #3:"), "{board}");
    assert!(board.contains("Last hand (#4)"), "{board}");
}

/// When a kicker decides between two hands of the same name, the showdown names it.
#[tokio::test]
async fn the_deciding_kicker_is_named_at_the_showdown() {
    let mut s = Session::new(8).await;
    let mut last = Lines::default();
    for (who, line) in [
        ("player", "/poker holdem buyin:40"),
        ("alice", "click join"),
        ("bob", "click join"),
        ("player", "click start"),
        ("bob", "click leave"),
        ("player", "click call"),
        ("alice", "click call"),
        ("alice", "click check"),
        ("player", "click check"),
        ("alice", "click check"),
        ("player", "click check"),
        ("alice", "click check"),
        ("player", "click check"),
    ] {
        last = run(&mut s, who, line).await;
    }
    let board = last.response.to_string();
    assert!(board.contains("Two pair (A, 2), 9 kicker"), "{board}");
    assert!(board.contains("Two pair (A, 2), 7 kicker"), "{board}");
}

/// A rebuy under a stake limit stakes only the chips it adds: the stack it carries was
/// staked with the buy-in (the ledger writes a rebuy as the stack cashed out and bought back
/// with the chips added).
#[tokio::test]
async fn a_rebuy_under_a_stake_limit_stakes_only_what_it_adds() {
    let mut s = Session::new(63).await;
    run(&mut s, "player", "/config holdem_turn_seconds:30").await;
    let limited = run(&mut s, "alice", "/limits stake:70").await;
    assert!(
        limited.response.to_string().contains("Stake limit: 70"),
        "{limited:?}"
    );
    let opened = run(
        &mut s,
        "alice",
        "/poker holdem blind:1 computers:2 level:casual buyin:60",
    )
    .await;
    let id = game_id(&opened.response);
    press(&mut s, "alice", id, "start").await;
    // Idle turns sit her out: a rebuy waits for a seat out of the hand.
    idle_until_sat_out(&mut s, id).await;
    let (game, _, version) = state(&s, id).await;
    let stack = game.felt().and_then(|t| t.sitter(0)).map_or(0, |s| s.stack);
    assert!(
        (40..=89).contains(&stack),
        "room to add 11 under the most: {stack}"
    );
    let wallet = s.balance("alice").await;
    run(
        &mut s,
        "alice",
        &format!("click p1:{id}:{version}:rebuy-typed"),
    )
    .await;
    // 60 staked with the buy-in and 5 now: within the 70.
    let rebought = run(&mut s, "alice", &format!("submit rebuy:{}", stack + 5)).await;
    let said: Vec<String> = rebought.followups.iter().map(Value::to_string).collect();
    assert!(
        said.iter()
            .any(|f| f.contains(&format!("Your stack: **{}", stack + 5))),
        "{said:?} {rebought:?}"
    );
    assert_eq!(s.balance("alice").await, wallet - 5);
    // Past it: 6 more would make 71.
    let (_, _, version) = state(&s, id).await;
    run(
        &mut s,
        "alice",
        &format!("click p1:{id}:{version}:rebuy-typed"),
    )
    .await;
    let refused = run(&mut s, "alice", &format!("submit rebuy:{}", stack + 11)).await;
    assert!(
        refused
            .response
            .to_string()
            .contains("That goes past your 24-hour stake limit (70): 5 left for now."),
        "{refused:?}"
    );
    assert_eq!(s.balance("alice").await, wallet - 5);
    s.audit().await;
    let findings = s.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
}

/// Every board that completes `board` from the cards left, each hand's seven cards ranked
/// by the five-card evaluator (the best of their 21 fives): the boards each hand wins
/// alone, those it ties for best on, and the boards.
fn count_boards(holes: &[[Card; 2]], board: &[Card]) -> (Vec<u64>, Vec<u64>, u64) {
    let used: Vec<Card> = holes.iter().flatten().chain(board).copied().collect();
    let left: Vec<Card> = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| !used.contains(c))
        .collect();
    let best = |seven: &[Card]| {
        let mut best = None;
        for skip_a in 0..7 {
            for skip_b in skip_a + 1..7 {
                let five: Vec<Card> = (0..7)
                    .filter(|&i| i != skip_a && i != skip_b)
                    .map(|i| seven[i])
                    .collect();
                let five: [Card; 5] = five.try_into().expect("five cards");
                let value = evaluate(&five, DeckKind::Standard52).value;
                best = best.max(Some(value));
            }
        }
        best
    };
    let mut boards: Vec<Vec<Card>> = vec![board.to_vec()];
    for _ in board.len()..5 {
        boards = boards
            .into_iter()
            .flat_map(|b| {
                let from = b[board.len()..]
                    .last()
                    .and_then(|c| left.iter().position(|l| l == c))
                    .map_or(0, |p| p + 1);
                left[from..].iter().map(move |&c| {
                    let mut next = b.clone();
                    next.push(c);
                    next
                })
            })
            .collect();
    }
    let (mut wins, mut ties) = (vec![0; holes.len()], vec![0; holes.len()]);
    for b in &boards {
        let values: Vec<_> = holes
            .iter()
            .map(|h| best(&[h[0], h[1], b[0], b[1], b[2], b[3], b[4]]))
            .collect();
        let top = values.iter().max().copied().flatten();
        let best_count = values.iter().filter(|v| **v == top).count();
        for (i, v) in values.iter().enumerate() {
            if *v == top {
                if best_count == 1 {
                    wins[i] += 1;
                } else {
                    ties[i] += 1;
                }
            }
        }
    }
    (wins, ties, boards.len() as u64)
}

/// A chance as the board writes it in English, worked out apart from the view's code: a
/// tenth of a percent at most, none when whole.
fn as_written(numerator: u64, denominator: u64) -> String {
    let tenths = (numerator as f64 * 1000.0 / denominator as f64).round() as u64;
    if numerator > 0 && tenths == 0 {
        return "< 0.1 %".into();
    }
    if numerator < denominator && tenths == 1000 {
        return "> 99.9 %".into();
    }
    if tenths.is_multiple_of(10) {
        format!("{} %", tenths / 10)
    } else {
        format!("{}.{} %", tenths / 10, tenths % 10)
    }
}

/// Two members all in with cards to come, before the flop and on the flop: the rest of the
/// board comes in the same click and the hand is settled at once; its end on the board, and
/// in each member's review of it, shows each hand with its exact chances to win and to tie
/// as the betting closed, the street and its board; the figures are those of an independent
/// count on the same cards, and the hands' wins and ties make up every board.
#[tokio::test]
async fn an_all_in_shows_each_hands_exact_chances_to_win_and_tie() {
    for (seed, on_flop) in [(8, false), (9, true)] {
        let mut s = Session::new(seed).await;
        let mut lines = vec![
            ("player", "/poker holdem buyin:40"),
            ("alice", "click join"),
            ("player", "click start"),
        ];
        if on_flop {
            // The button (player) completes its small blind, alice checks; on the flop
            // alice, left of the button, moves all in and player calls.
            lines.extend([
                ("player", "click call"),
                ("alice", "click check"),
                ("alice", "click all-in"),
                ("player", "click call"),
            ]);
        } else {
            lines.extend([("player", "click all-in"), ("alice", "click call")]);
        }
        let mut last = Lines::default();
        for (who, line) in lines {
            last = run(&mut s, who, line).await;
        }
        let board = last.response.to_string();
        let (game, _, _) = state(&s, game_id(&last.response)).await;
        let table = game.felt().expect("the felt");
        let end = table
            .history
            .played_by(table.last.as_ref(), 0)
            .expect("the hand all in")
            .clone();
        assert_eq!((end.number, end.board.len()), (1, 5), "{board}");
        let all_in = end.all_in.clone().expect("the chances");
        let (street, heading) = if on_flop {
            let flop = cards_text(&end.board[..3]);
            (Street::Flop, format!("All in on the flop ({flop}):"))
        } else {
            (Street::Preflop, "All in before the flop:".to_string())
        };
        assert_eq!(all_in.street, street);
        assert!(board.contains(&heading), "{heading}: {board}");
        let holes: Vec<[Card; 2]> = end.seats.iter().map(|s| s.hole).collect();
        let known = &end.board[..street.board_cards()];
        // Independently: the five-card evaluator on every board after the flop; the
        // enumeration worked out again from the cards before it.
        let (wins, ties, boards) = if on_flop {
            count_boards(&holes, known)
        } else {
            let e = equity(&holes, known).expect("an equity");
            (e.wins, e.ties, e.boards)
        };
        assert_eq!(all_in.boards, boards);
        assert_eq!(
            wins[0] + wins[1] + ties[0],
            boards,
            "every board counted once"
        );
        assert_eq!(ties[0], ties[1]);
        let mut pot = Fraction::new(0, 1);
        for (i, odds) in all_in.hands.iter().enumerate() {
            assert_eq!(odds.seat, end.seats[i].seat);
            assert_eq!(odds.win, Fraction::new(wins[i], boards));
            assert_eq!(odds.tie, Fraction::new(ties[i], boards));
            // The hand's share of the pot: its wins and half its ties.
            assert_eq!(odds.share, Fraction::new(2 * wins[i] + ties[i], 2 * boards));
            pot = Fraction::new(
                pot.numerator * odds.share.denominator + odds.share.numerator * pot.denominator,
                pot.denominator * odds.share.denominator,
            );
            let line = format!(
                "{} — {} win · {} tie",
                cards_text(&holes[i]),
                as_written(wins[i], boards),
                as_written(ties[i], boards)
            );
            assert!(board.contains(&line), "{line}: {board}");
        }
        assert_eq!(pot, Fraction::new(1, 1), "the shares make the pot");
        // Each member's review of the hand shows them too.
        let button = find(&last.response, "last-hand").expect("Last hand");
        let review = run(&mut s, "alice", &format!("click {button}")).await;
        let private = std::iter::once(&review.response)
            .chain(&review.followups)
            .map(Value::to_string)
            .find(|p| p.contains("Your last hand"))
            .expect("the review");
        assert!(private.contains(&heading), "{private}");
        s.audit().await;
    }
}
