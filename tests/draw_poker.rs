//! Draw poker through the terminal table, in process: two members and a computer play
//! hands to the end; hands are shown only privately until the showdown; wrong-turn and
//! stale clicks change nothing; the table survives a restart mid-hand; leaving and closing
//! give every chip back; /stats and the poker board see the hands. Every reply is checked
//! against Discord's limits and OpenAPI schemas.

use crate::common;

use common::is_private;
use common::session::{Session, find, game_id, is};
use common::table_lines::{Lines, as_response, run};
use parlor::engine::draw_poker::DrawPoker;
use parlor::engine::draw_poker::hand::{Did, Street};
use parlor::engine::game::SeatNo;
use parlor::engine::table::TablePhase;
use parlor::store::GameStatus;
use parlor::view::currency::Currency;
use parlor::view::{Locale, Refusal};
use serde_json::Value;

fn card_text(cards: &[parlor::engine::cards::Card]) -> String {
    cards
        .iter()
        .map(|c| format!("[{c}]"))
        .collect::<Vec<_>>()
        .join(" ")
}

struct Game {
    id: i64,
    /// The table's public message as last shown.
    public: Value,
    names: Vec<(SeatNo, &'static str)>,
    summaries: Vec<String>,
    hands_seen: u32,
}

impl Game {
    fn name(&self, seat: SeatNo) -> Option<&'static str> {
        self.names.iter().find(|(s, _)| *s == seat).map(|(_, n)| *n)
    }

    fn other(&self, seat: SeatNo) -> &'static str {
        self.names
            .iter()
            .find(|(s, _)| *s != seat)
            .map(|(_, n)| *n)
            .unwrap()
    }

    /// Takes in what a line showed: the table's message, summaries, and checks that no
    /// public message carries a hand still in play.
    fn see(&mut self, lines: &Lines, state: &DrawPoker) {
        let secret: Vec<String> = state
            .play()
            .and_then(|t| t.hand.as_ref())
            .map(|h| h.seats.iter().map(|p| card_text(&p.cards)).collect())
            .unwrap_or_default();
        let mut public = Vec::new();
        if lines.response["type"] == 7 || lines.response["type"] == 4 {
            let data = &lines.response["data"];
            // An update of a private message (its cards) stays private on Discord.
            let table = common::panel_title(data, 0).contains("Draw poker");
            if !is_private(data) && table {
                public.push(data.clone());
            }
        }
        public.extend(lines.edits.iter().cloned());
        // Public posts: each hand's summary, and any achievement a hand unlocked.
        let unlock = |b: &&serde_json::Value| common::panel_description(b, 0).contains("🏆");
        for body in lines
            .followups
            .iter()
            .filter(|b| !is_private(b) && !unlock(b))
        {
            let text = parlor::view::layout::text_of(body);
            assert!(text.starts_with("Hand #"), "{text}");
            self.summaries.push(text);
        }
        for body in &public {
            let text = body.to_string();
            for cards in &secret {
                assert!(
                    !text.contains(cards.as_str()),
                    "a hand in play shown publicly: {text}"
                );
            }
            assert!(!text.contains("Your cards"), "{text}");
        }
        if let Some(last) = public.last()
            && common::panel_title(last, 0).contains("Draw poker")
        {
            self.public = last.clone();
        }
    }
}

async fn state(s: &Session, id: i64) -> (DrawPoker, GameStatus, i64) {
    s.game::<DrawPoker>(id).await
}

/// One member's move: the draw through their private cards, or a check or call. The
/// other member's click on the same button first is refused.
async fn human_turn(s: &mut Session, g: &mut Game, seat: SeatNo, who: &str) {
    let (before, _, version) = state(s, g.id).await;
    let hand = before.play().unwrap().hand.clone().unwrap();
    if hand.street == Street::Draw {
        let shown = run(
            s,
            who,
            &format!("click {}", find(&as_response(&g.public), "cards").unwrap()),
        )
        .await;
        g.see(&shown, &state(s, g.id).await.0);
        let private = shown
            .followups
            .iter()
            .find(|b| is_private(b))
            .expect("my cards");
        let mine = card_text(&hand.seat(seat).unwrap().cards);
        assert!(private.to_string().contains(&mine), "{private}");
        for other in hand.seats.iter().filter(|p| p.seat != seat) {
            assert!(!private.to_string().contains(&card_text(&other.cards)));
        }
        // Mark the first card, then draw one.
        let mark = find(&as_response(private), &format!("mark:{}.0", hand.number)).unwrap();
        let marked = run(s, who, &format!("click {mark}")).await;
        assert_eq!(marked.response["type"], 7, "{}", marked.response);
        assert!(
            is_private(&marked.response["data"])
                || common::panel_title(&marked.response["data"], 0).contains("Your cards")
        );
        let draw = find(&marked.response, &format!("draw:{}", hand.number)).expect("Draw");
        // The other member cannot draw for them (their click is not theirs to make).
        let other = g.other(seat);
        let refused = run(s, other, &format!("click {draw}")).await;
        assert!(
            is(&refused.response, &Refusal::NotYourTurn),
            "{}",
            refused.response
        );
        let drawn = run(s, who, &format!("click {draw}")).await;
        let after = state(s, g.id).await.0;
        g.see(&drawn, &after);
        assert_eq!(drawn.response["type"], 7);
        assert!(
            !drawn.edits.is_empty() || after.play().unwrap().hand.is_none(),
            "the table's message is edited beside the private one"
        );
        // A second Draw from the same private message changes nothing: the turn has
        // moved on.
        let again = run(s, who, &format!("click {draw}")).await;
        assert!(
            is(&again.response, &Refusal::NotYourTurn),
            "{}",
            again.response
        );
        return;
    }
    let code = if find(&as_response(&g.public), "check").is_some() {
        "check"
    } else {
        "call"
    };
    let button =
        find(&as_response(&g.public), code).unwrap_or_else(|| panic!("{code}: {}", g.public));
    // Not the other member's turn.
    let refused = run(s, g.other(seat), &format!("click {button}")).await;
    assert!(
        is(&refused.response, &Refusal::NotYourTurn),
        "{}",
        refused.response
    );
    assert_eq!(
        state(s, g.id).await.2,
        version,
        "a refused click changes nothing"
    );
    let done = run(s, who, &format!("click {button}")).await;
    g.see(&done, &state(s, g.id).await.0);
    assert_eq!(done.response["type"], 7, "{}", done.response);
    // The same button again is out of date now: a refresh, nothing changes.
    let (_, _, moved) = state(s, g.id).await;
    let stale = run(s, who, &format!("click {button}")).await;
    assert_eq!(stale.response["type"], 7);
    assert!(
        stale
            .followups
            .iter()
            .any(|f| f.to_string().contains("out of date"))
    );
    assert_eq!(state(s, g.id).await.2, moved);
}

#[tokio::test]
async fn two_members_and_a_computer_play_hands_to_the_end() {
    let mut s = Session::new(21).await;
    let opened = run(&mut s, "alice", "/poker table computers:1").await;
    let id = game_id(&opened.response);
    let join = find(&opened.response, "join").unwrap();
    let joined = run(&mut s, "bob", &format!("click {join}")).await;
    let start = find(&joined.response, "start").unwrap();
    // Only the opener starts.
    assert!(is(
        &run(&mut s, "bob", &format!("click {start}")).await.response,
        &Refusal::OnlyOpener
    ));
    let started = run(&mut s, "alice", &format!("click {start}")).await;
    assert_eq!(started.response["type"], 7);
    assert_eq!(s.balance("alice").await, 50, "the buy-in left the wallet");
    assert_eq!(s.balance("bob").await, 50);
    let mut g = Game {
        id,
        public: started.response["data"].clone(),
        names: vec![(0, "alice"), (2, "bob")],
        summaries: Vec::new(),
        hands_seen: 0,
    };
    let mut restarted = false;
    for _ in 0..300 {
        let (game, status, _) = state(&s, id).await;
        if status != GameStatus::Active || g.summaries.len() >= 4 {
            break;
        }
        let table = game.play().unwrap();
        g.hands_seen = table.hands;
        // A restart in the middle of the second hand: the table carries on.
        if table.hands == 2 && table.hand.is_some() && !restarted {
            s.restart(22).await;
            restarted = true;
        }
        let Some(hand) = &table.hand else {
            let deal = find(&as_response(&g.public), "deal").expect("Deal next hand");
            let dealt = run(&mut s, "bob", &format!("click {deal}")).await;
            g.see(&dealt, &state(&s, id).await.0);
            continue;
        };
        let seat = hand.to_act.expect("a member to act: computers act at once");
        let who = g.name(seat).expect("a member's turn");
        human_turn(&mut s, &mut g, seat, who).await;
    }
    assert!(
        restarted && g.summaries.len() >= 3,
        "{} hands",
        g.summaries.len()
    );
    // Both leave: bob first (he takes his stack), then alice, and the table closes.
    let (game, _, _) = state(&s, id).await;
    let bob_stack = game.play().unwrap().stack(2);
    let bob_before = s.balance("bob").await;
    let leave = find(&as_response(&g.public), "leave").unwrap();
    let left = run(&mut s, "bob", &format!("click {leave}")).await;
    g.see(&left, &state(&s, id).await.0);
    assert_eq!(s.balance("bob").await, bob_before + bob_stack);
    // Bob is told, privately, what he took home.
    let told = left
        .followups
        .iter()
        .find(|f| is_private(f))
        .map(Value::to_string)
        .unwrap_or_default();
    let took = format!(
        "took {} home",
        Currency::parlor().amount(Locale::En, bob_stack)
    );
    assert!(told.contains(&took), "{took}: {told}");
    let leave = find(&as_response(&g.public), "leave").unwrap();
    let closed = run(&mut s, "alice", &format!("click {leave}")).await;
    // The closed table says what each member took home, not the emptied stacks.
    let final_text = closed.response.to_string();
    assert!(!final_text.contains("0 chips after"), "{final_text}");
    let line = format!(
        "(left) · took home {}",
        Currency::parlor().amount(Locale::En, bob_stack)
    );
    assert!(final_text.contains(&line), "{line}: {final_text}");
    let (game, status, _) = state(&s, id).await;
    assert_eq!(status, GameStatus::Finished);
    assert!(matches!(game.table.phase, TablePhase::Over { .. }));
    // Every chip is accounted for: the members' wallets and the computer's stack hold the
    // 200 the members started with and the computer's 50.
    let computer = game.play().map_or(0, |t| t.stack(1));
    let wallets = s.balance("alice").await + s.balance("bob").await;
    assert_eq!(wallets + computer, 250);
    s.audit().await;
    let findings = s.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
    // The hands feed /stats and the poker board.
    let stats = run(&mut s, "alice", "/stats").await;
    assert!(
        stats.response.to_string().contains("Hands:"),
        "{}",
        stats.response
    );
    let board = run(&mut s, "alice", "/leaderboard board:poker").await;
    let alice = format!("<@{}>", s.table.user_id("alice"));
    assert!(
        board.response.to_string().contains(&alice),
        "{}",
        board.response
    );
}

/// The table shows the round so far, not only its last action; a member who leaves in the
/// middle of a hand forfeits what they put in, and that hand is recorded for /stats.
#[tokio::test]
async fn the_round_so_far_is_shown_and_a_forfeited_hand_is_recorded() {
    let mut s = Session::new(31).await;
    let opened = run(&mut s, "alice", "/poker table computers:2").await;
    let id = game_id(&opened.response);
    let start = find(&opened.response, "start").unwrap();
    let started = run(&mut s, "alice", &format!("click {start}")).await;
    let (game, _, _) = state(&s, id).await;
    let hand = game.play().and_then(|t| t.hand.clone()).expect("a hand");
    // The two computers act before alice, and both their actions show.
    let shown = hand.round_so_far().len();
    assert!(shown >= 2, "{:?}", hand.actions);
    let text = started.response.to_string();
    for (_, action) in hand.round_so_far() {
        let did = match action.did {
            Did::Checked => "checked.".to_string(),
            Did::Called(n) => format!("called {n}."),
            Did::Bet(n) => format!("bet {n}."),
            Did::Raised(n) => format!("raised to {n}."),
            Did::Folded => "folded.".to_string(),
            Did::Drew(_) => "drew".to_string(),
        };
        let said = format!("Computer {} (expert) {did}", action.seat + 1);
        assert!(text.contains(&said), "{said}: {text}");
    }
    let put_in = hand.seat(0).map_or(0, |p| p.total);
    assert!(put_in > 0, "alice's ante is in");
    let leave = find(&started.response, "leave").unwrap();
    run(&mut s, "alice", &format!("click {leave}")).await;
    let (game, status, _) = state(&s, id).await;
    assert_eq!(status, GameStatus::Finished);
    // Every chip is accounted for: alice's wallet and the computers' stacks.
    let table = game.play().unwrap();
    let total = s.balance("alice").await + table.stack(1) + table.stack(2);
    assert_eq!(
        total,
        100 + 50 + 50,
        "the forfeited chips went to the hand's winner"
    );
    let stats = run(&mut s, "alice", "/stats").await.response.to_string();
    assert!(stats.contains("Hands: 1"), "{stats}");
    s.audit().await;
}

/// A member who comes to a cash table already running sits down between hands, with the
/// buy-in, and is dealt in from the next hand; during a hand they are told to wait.
#[tokio::test]
async fn a_member_joins_a_running_cash_table_between_hands() {
    let mut s = Session::new(41).await;
    run(&mut s, "carol", "/balance").await;
    let carol = s.balance("carol").await;
    let opened = run(&mut s, "alice", "/poker table computers:1").await;
    let id = game_id(&opened.response);
    let start = find(&opened.response, "start").unwrap();
    let mut public = run(&mut s, "alice", &format!("click {start}"))
        .await
        .response;
    let version = state(&s, id).await.2;
    let early = run(&mut s, "carol", &format!("click p1:{id}:{version}:join")).await;
    assert!(
        is(
            &early.response,
            &Refusal::Rule(parlor::engine::TableError::JoinBetweenHands.into())
        ),
        "{}",
        early.response
    );
    assert_eq!(s.balance("carol").await, carol, "nothing taken");
    // Alice folds whenever she is to act, until the hand is over.
    for _ in 0..10 {
        let (game, _, _) = state(&s, id).await;
        if game.play().and_then(|t| t.hand.as_ref()).is_none() {
            break;
        }
        let fold = find(&public, "fold").expect("alice to act");
        public = run(&mut s, "alice", &format!("click {fold}"))
            .await
            .response;
    }
    let join = find(&public, "join").expect("a Join button between hands");
    let joined = run(&mut s, "carol", &format!("click {join}")).await;
    assert_eq!(joined.response["type"], 7, "{}", joined.response);
    assert_eq!(
        s.balance("carol").await,
        carol - 50,
        "the buy-in left her wallet"
    );
    let deal = find(&joined.response, "deal").unwrap();
    run(&mut s, "carol", &format!("click {deal}")).await;
    let (game, _, _) = state(&s, id).await;
    let hand = game
        .play()
        .and_then(|t| t.hand.clone())
        .expect("a new hand");
    assert_eq!(hand.seats.len(), 3, "carol is dealt in");
    s.audit().await;
}

/// A member who lets their turn time out checks when they can and folds otherwise; after
/// two timeouts in a row they sit out, and their stack goes back to their wallet.
#[tokio::test]
async fn idle_players_check_or_fold_then_sit_out() {
    let mut s = Session::new(31).await;
    let opened = run(&mut s, "alice", "/poker table").await;
    let id = game_id(&opened.response);
    let joined = run(
        &mut s,
        "bob",
        &format!("click {}", find(&opened.response, "join").unwrap()),
    )
    .await;
    let started = run(
        &mut s,
        "alice",
        &format!("click {}", find(&joined.response, "start").unwrap()),
    )
    .await;
    assert_eq!(started.response["type"], 7);
    let mut timeouts = Vec::new();
    for _ in 0..20 {
        let (game, status, _) = state(&s, id).await;
        if status != GameStatus::Active {
            break;
        }
        let table = game.play().unwrap();
        let Some(hand) = table.hand.clone() else {
            // Between hands, bob deals (alice stays idle on her turns).
            run(&mut s, "bob", "click deal").await;
            continue;
        };
        let seat = hand.to_act.unwrap();
        if seat == 0 {
            let facing = hand.options(0, &table.stacks).map(|o| o.to_call);
            let street = hand.street;
            s.clock.advance(16 * 60);
            s.line("expire").await;
            let (after, _, _) = state(&s, id).await;
            timeouts.push((street, facing, after.clone()));
            let table = after.play().unwrap();
            if let Some(h) = after
                .play()
                .and_then(|t| t.hand.as_ref())
                .filter(|h| h.number == hand.number)
            {
                let me = h.seat(0).unwrap();
                match (street, facing) {
                    (Street::Draw, _) => assert_eq!(me.drew, Some(0), "stood pat"),
                    (_, Some(0)) => assert!(!me.folded, "checked"),
                    _ => assert!(me.folded, "folded to a bet"),
                }
            }
            if timeouts.len() == 2 {
                assert!(
                    table.out.contains(&0),
                    "two timeouts in a row: she sits out"
                );
                break;
            }
        } else {
            // Bob bets when he can, so alice faces bets too.
            let (g, _, _) = state(&s, id).await;
            let h = g.play().unwrap().hand.clone().unwrap();
            let line = if h.street == Street::Draw {
                "click swap:0".to_string()
            } else {
                let o = h.options(seat, &g.play().unwrap().stacks).unwrap();
                match (o.raise.is_some() && o.opening, o.to_call) {
                    (true, _) => "click bet".into(),
                    (_, 0) => "click check".into(),
                    _ => "click call".into(),
                }
            };
            let custom = format!(
                "p1:{id}:{}:{}",
                state(&s, id).await.2,
                line.trim_start_matches("click ")
            );
            run(&mut s, "bob", &format!("click {custom}")).await;
        }
    }
    assert_eq!(timeouts.len(), 2, "alice timed out twice");
    let (game, status, _) = state(&s, id).await;
    // Alice sat out: her stack went back; with one player left the table closed.
    assert_eq!(status, GameStatus::Finished, "{:?}", game.table.phase);
    let total = s.balance("alice").await + s.balance("bob").await;
    assert_eq!(total, 200, "every chip is back in a wallet");
    s.audit().await;
    assert!(s.app.store().check_ledger().await.unwrap().is_empty());
}
