//! Blackjack end to end: through the app layer (every illegal action refused, typed, with
//! nothing changed; a restart mid-hand; the ledger), and in the terminal table (a member's
//! own seat, and a table of two), every reply checked against Discord's schemas.

use crate::common;

use common::session::{Session, find, game_id as shown_game};
use common::*;
use parlor::engine::blackjack::round::{Decision, Illegal, Stage};
use parlor::engine::blackjack::table::Move;
use parlor::engine::blackjack::{Blackjack, BlackjackError};
use parlor::engine::cards::Card;
use parlor::engine::game::SeatNo;
use parlor::engine::table::TableAction;
use parlor::engine::{GameKind, RuleError};
use parlor::store::GameStatus;
use parlor::view::custom_id::CustomId;
use parlor::view::{Refusal, Reply};
use serde_json::{Value, json};

fn card(code: &str) -> Card {
    Card::parse(code).unwrap()
}

/// The button of `action` on the game's current version (a click made now, not a stale one).
async fn fresh(h: &Harness, id: i64, action: Move) -> String {
    let version = h.row(id).await.0;
    CustomId::game(GameKind::Blackjack, id, version, &TableAction::Play(action))
}

/// The game's refusal `error`, as the member gets it.
fn is_game(refusal: &Refusal, error: BlackjackError) -> bool {
    matches!(refusal, Refusal::Rule(RuleError::Game(g)) if g.get::<BlackjackError>() == Some(&error))
}

/// Starts ALICE's own seat and plays rounds out (standing, declining insurance) until one is
/// dealt whose hand is hers to play; returns the game and its latest reply.
pub(crate) async fn a_hand_to_play(h: &mut Harness, bet: i64) -> (i64, Reply) {
    let mut reply = h
        .start(
            ALICE,
            GameKind::Blackjack,
            json!({"mode": "solo", "bet": bet}),
        )
        .await;
    let id = game_id(&reply);
    for _ in 0..20 {
        let (game, _, _) = h.game::<Blackjack>(id).await;
        let stage = game.play().and_then(|t| t.round.as_ref()).map(|r| r.stage);
        let action = match stage {
            Some(Stage::Play) => return (id, reply),
            Some(Stage::Insurance) => "no-insure",
            _ => "deal",
        };
        reply = h.click(ALICE, &button(&reply, action)).await;
    }
    panic!("no hand to play in 20 rounds");
}

/// Puts these cards in the hand being played and under the dealer (the version stays).
async fn rig_cards(h: &Harness, id: i64, hand: [&str; 2], dealer: [&str; 2]) {
    h.rig::<Blackjack>(id, false, |g| {
        if let parlor::engine::table::TablePhase::Playing { rules, .. } = &mut g.table.phase {
            let round = rules.round.as_mut().unwrap();
            round.dealer = dealer.iter().map(|c| card(c)).collect();
            round.spots[0].hands[0].cards = hand.iter().map(|c| card(c)).collect();
        }
    })
    .await;
}

#[tokio::test]
async fn every_illegal_action_is_refused_and_changes_nothing() {
    let mut h = Harness::new().await;
    let (id, _) = a_hand_to_play(&mut h, 10).await;
    rig_cards(&h, id, ["2H", "3C"], ["9S", "7D"]).await;
    let balance = h.balance(ALICE).await;
    let (before, _, version) = h.game::<Blackjack>(id).await;
    let before = serde_json::to_string(&before).unwrap();
    async fn unchanged(h: &Harness, id: i64, before: &str, version: i64, balance: i64) {
        let (after, status, v) = h.game::<Blackjack>(id).await;
        assert_eq!(serde_json::to_string(&after).unwrap(), before);
        assert_eq!((status, v), (GameStatus::Active, version));
        assert_eq!(h.balance(ALICE).await, balance);
    }
    // A split of unequal cards, insurance with no ace showing, a surrender the server does
    // not offer.
    for (action, illegal) in [
        (Move::Decide(Decision::Split), Illegal::SplitPairsOnly),
        (Move::Insure, Illegal::InsuranceNoAce),
        (Move::Decide(Decision::Surrender), Illegal::SurrenderOff),
    ] {
        let click = fresh(&h, id, action).await;
        let request = h.click_request(ALICE, &click);
        let refusal = h.refused(request).await;
        assert!(
            is_game(&refusal, BlackjackError::Illegal(illegal)),
            "{action:?}: {refusal:?}"
        );
        unchanged(&h, id, &before, version, balance).await;
    }
    // Another member's button.
    let stand = fresh(&h, id, Move::Decide(Decision::Stand)).await;
    let request = h.click_request(BOB, &stand);
    assert!(matches!(
        h.refused(request).await,
        Refusal::NotYourGame { .. }
    ));
    unchanged(&h, id, &before, version, balance).await;
    // A bet above the balance.
    let request = h.request(
        BOB,
        parlor::app::Action::Command(parlor::app::Command::start(
            GameKind::Blackjack,
            json!({"mode": "solo", "bet": 5000}),
        )),
    );
    let refusal = h.refused(request).await;
    assert!(
        matches!(
            refusal,
            Refusal::CannotCover { .. } | Refusal::Rule(RuleError::CannotCover { .. })
        ),
        "{refusal:?}"
    );

    // A hit, then a double: no double after hitting. The hit's old buttons are stale.
    let hit = fresh(&h, id, Move::Decide(Decision::Hit)).await;
    let hit_reply = h.click(ALICE, &hit).await;
    let (after_hit, _, version) = h.game::<Blackjack>(id).await;
    let cards = after_hit.play().unwrap().round.as_ref().unwrap().spots[0].hands[0]
        .cards
        .len();
    assert_eq!(cards, 3, "2 and 3 and one more can never bust");
    let double = fresh(&h, id, Move::Decide(Decision::Double)).await;
    let request = h.click_request(ALICE, &double);
    assert!(is_game(
        &h.refused(request).await,
        BlackjackError::Illegal(Illegal::DoubleTwoCardsOnly)
    ));
    assert!(
        !has_button(&hit_reply, "double"),
        "Double is shown only when legal"
    );
    // The first hit's button again (a double click): stale, nothing happens.
    let again = h.click(ALICE, &hit).await;
    assert!(
        again.private.is_some() || is_ephemeral_notice(&again),
        "{again:?}"
    );
    let (after, _, v) = h.game::<Blackjack>(id).await;
    assert_eq!(v, version);
    assert_eq!(
        serde_json::to_string(&after).unwrap(),
        serde_json::to_string(&after_hit).unwrap()
    );

    // Standing settles the round: the bet and the payout are ledger rows of the game.
    let stood = h.click(ALICE, &button(&hit_reply, "stand")).await;
    assert!(has_button(&stood, "deal"));
    let ledger = h.ledger(id).await;
    let bets: i64 = ledger.iter().filter(|r| r.0 == "bet").map(|r| r.1).sum();
    let paid: i64 = ledger.iter().filter(|r| r.0 == "payout").map(|r| r.1).sum();
    assert_eq!(h.balance(ALICE).await, 100 + bets + paid);
    let findings = h.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
}

#[tokio::test]
async fn a_double_and_a_split_are_bets_of_their_own_settled_with_the_round() {
    let mut h = Harness::new().await;
    let (id, reply) = a_hand_to_play(&mut h, 10).await;
    rig_cards(&h, id, ["8H", "8C"], ["6S", "TD"]).await;
    // The reply was drawn before the rig: its buttons are this version's.
    let split = h
        .click(ALICE, &fresh(&h, id, Move::Decide(Decision::Split)).await)
        .await;
    let _ = reply;
    let mut last = split;
    for _ in 0..12 {
        let (game, status, _) = h.game::<Blackjack>(id).await;
        let round = game.play().unwrap().round.clone().unwrap();
        if status != GameStatus::Active || round.stage == Stage::Over {
            break;
        }
        let action = if has_button(&last, "double") {
            "double"
        } else {
            "stand"
        };
        last = h.click(ALICE, &button(&last, action)).await;
    }
    let (game, _, _) = h.game::<Blackjack>(id).await;
    let round = game.play().unwrap().round.clone().unwrap();
    assert_eq!(round.stage, Stage::Over);
    let end = &round.ends[0];
    assert!(round.spots[0].hands.len() >= 2);
    let ledger = h.ledger(id).await;
    let bets: Vec<i64> = ledger
        .iter()
        .filter(|r| r.0 == "bet")
        .map(|r| -r.1)
        .collect();
    // Every bet of the last round (the deal, the split, any double) is a row of its own.
    assert!(bets.len() >= 2, "{ledger:?}");
    assert_eq!(
        end.wagered,
        round.spots[0].hands.iter().map(|h| h.bet).sum::<i64>()
    );
    let findings = h.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
}

#[tokio::test]
async fn a_restart_mid_hand_resumes_the_hand() {
    let mut h = Harness::new().await;
    let (id, reply) = a_hand_to_play(&mut h, 10).await;
    let (before, _, _) = h.game::<Blackjack>(id).await;
    h.restart(99).await;
    let (after, status, _) = h.game::<Blackjack>(id).await;
    assert_eq!(status, GameStatus::Active);
    assert_eq!(
        serde_json::to_string(&after).unwrap(),
        serde_json::to_string(&before).unwrap()
    );
    // The message's Stand button from before the restart still plays the hand.
    let stood = h.click(ALICE, &button(&reply, "stand")).await;
    assert!(has_button(&stood, "deal"), "{}", text(&stood));
    let findings = h.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
}

/// The lines of one terminal line as `who`: the interaction response.
async fn say(s: &mut Session, who: &str, line: &str) -> Value {
    s.as_(who, line).await
}

/// Plays the turn of whoever is to act (standing, declining insurance), or deals; returns
/// false once the game is closed.
async fn play_on(s: &mut Session, id: i64, names: &[(SeatNo, &str)], public: &mut Value) -> bool {
    let (game, status, _) = s.game::<Blackjack>(id).await;
    if status != GameStatus::Active {
        return false;
    }
    let table = game.play().unwrap();
    let round = table.round.as_ref();
    let (who, action) = match round.filter(|r| r.stage != Stage::Over) {
        Some(round) => {
            let seat = round.to_act().unwrap();
            let who = names.iter().find(|(s, _)| *s == seat).unwrap().1;
            let action = if round.stage == Stage::Insurance {
                "no-insure"
            } else {
                "stand"
            };
            (who, action)
        }
        None => (names[names.len() - 1].1, "deal"),
    };
    let click = find(public, action).unwrap_or_else(|| panic!("{action} on {public}"));
    let reply = say(s, who, &format!("click {click}")).await;
    assert_eq!(reply["type"], 7, "{who} {action}: {reply}");
    *public = reply;
    true
}

#[tokio::test]
async fn a_members_own_seat_and_a_table_of_two_play_in_the_terminal() {
    let mut s = Session::new(5).await;
    // A member's own seat: three rounds.
    let mut public = say(&mut s, "alice", "/blackjack play bet:5").await;
    let id = shown_game(&public);
    for _ in 0..40 {
        let (game, _, _) = s.game::<Blackjack>(id).await;
        if game.play().unwrap().rounds >= 3 && !game.play().unwrap().in_round() {
            break;
        }
        assert!(play_on(&mut s, id, &[(0, "alice")], &mut public).await);
    }
    let (game, _, _) = s.game::<Blackjack>(id).await;
    let net = game.play().unwrap().net_of(0);
    assert_eq!(s.balance("alice").await, 100 + net);
    let stats = say(&mut s, "alice", "/stats").await;
    assert!(stats.to_string().contains("Rounds 3"), "{stats}");

    // A table: bob joins alice's, a click out of turn is refused, two rounds are played,
    // and both leave.
    let opened = say(&mut s, "alice", "/blackjack table bet:4").await;
    let table = shown_game(&opened);
    let join = find(&opened, "join").unwrap();
    let joined = say(&mut s, "bob", &format!("click {join}")).await;
    let start = find(&joined, "start").unwrap();
    let mut public = say(&mut s, "alice", &format!("click {start}")).await;
    assert_eq!(public["type"], 7, "{public}");
    let names = [(0, "alice"), (1, "bob")];
    let (game, _, _) = s.game::<Blackjack>(table).await;
    let round = game.play().unwrap().round.clone().unwrap();
    if let Some(seat) = round.to_act() {
        let other = if seat == 0 { "bob" } else { "alice" };
        let action = if round.stage == Stage::Insurance {
            "no-insure"
        } else {
            "stand"
        };
        let click = find(&public, action).unwrap();
        let refused = say(&mut s, other, &format!("click {click}")).await;
        assert!(common::is_private(&refused["data"]), "{refused}");
    }
    for _ in 0..40 {
        let (game, _, _) = s.game::<Blackjack>(table).await;
        let t = game.play().unwrap();
        if t.rounds >= 2 && !t.in_round() {
            break;
        }
        assert!(play_on(&mut s, table, &names, &mut public).await);
    }
    let (game, _, _) = s.game::<Blackjack>(table).await;
    let t = game.play().unwrap().clone();
    assert!(t.rounds >= 2);
    for who in ["bob", "alice"] {
        let leave = find(&public, "leave").unwrap();
        public = say(&mut s, who, &format!("click {leave}")).await;
    }
    let (_, status, _) = s.game::<Blackjack>(table).await;
    assert_eq!(status, GameStatus::Finished);
    assert_eq!(s.balance("bob").await, 100 + t.net_of(1));
    s.audit().await;
    let findings = s.app.store().check_ledger().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
    let board = say(&mut s, "alice", "/leaderboard board:blackjack").await;
    assert_eq!(board["type"], 4, "{board}");
}

/// The house rules are server settings: `/config` shows the house edge for them and, at
/// 6:5, what that costs; a payout that is neither 3:2 nor 6:5 is refused by its key.
#[tokio::test]
async fn config_shows_the_house_edge_and_the_cost_of_six_to_five() {
    use parlor::app::{Command, ConfigChange};
    let mut h = Harness::new().await;
    let shown = h
        .command(ALICE, Command::Config(ConfigChange::default()))
        .await;
    let t = text(&shown);
    assert!(t.contains("0.40 % of each bet on a shoe of 6 decks"), "{t}");
    assert!(!t.contains("costs players"), "{t}");
    assert!(
        t.contains("even bets at 3:2") && t.contains("rounded down, so they pay less"),
        "{t}"
    );
    let changed = h
        .command(
            ALICE,
            Command::Config(ConfigChange::default().setting("blackjack_pays", "6:5")),
        )
        .await;
    let t = text(&changed);
    assert!(t.contains("1.76 % of each bet"), "{t}");
    assert!(t.contains("Paying 6:5 costs players 1.36 %"), "{t}");
    let request = h.request(
        ALICE,
        parlor::app::Action::Command(Command::Config(
            ConfigChange::default().setting("blackjack_pays", "2:1"),
        )),
    );
    let refusal = h.refused(request).await;
    assert!(
        matches!(&refusal, Refusal::BadSetting { key, .. } if key == "blackjack_pays"),
        "{refusal:?}"
    );
    // A new seat plays by the new rules.
    let opened = h
        .start(
            ALICE,
            GameKind::Blackjack,
            json!({"mode": "solo", "bet": 10}),
        )
        .await;
    let (game, _, _) = h.game::<Blackjack>(game_id(&opened)).await;
    assert!(!game.setup().house.three_to_two);
    assert!(
        text(&opened).contains("blackjack pays 6:5"),
        "{}",
        text(&opened)
    );
}

/// `/blackjack play decks:2` at a seat playing a shoe of 6: the seat keeps its shoe, and
/// says so privately beside the table brought back, rather than ignoring the option.
#[tokio::test]
async fn a_seat_asked_for_another_shoe_says_it_keeps_its_own() {
    let mut h = Harness::new().await;
    let (id, _) = a_hand_to_play(&mut h, 5).await;
    let again = h
        .start(
            ALICE,
            GameKind::Blackjack,
            json!({"mode": "solo", "decks": 2}),
        )
        .await;
    assert_eq!(game_id(&again), id);
    let private = again.private.as_ref().expect("a private notice");
    let said = &private.embeds[0].description;
    assert!(said.contains("keeps its shoe of 6 decks"), "{said}");
    let (game, _, _) = h.game::<Blackjack>(id).await;
    assert_eq!(game.setup().decks, 6, "nothing changed");
}

/// The table's public message as the channel shows it now.
fn board(s: &Session) -> String {
    s.table
        .messages()
        .filter(|v| {
            v.embeds
                .first()
                .is_some_and(|e| e.title.starts_with("🃏 Blackjack table"))
        })
        .last()
        .map(|v| v.embeds[0].description.clone())
        .expect("the table's message")
}

/// The move of whoever is to act at `id` (standing, declining insurance), or None between
/// rounds: the member and the terminal's click.
async fn next_move(
    s: &Session,
    id: i64,
    names: &[(SeatNo, &'static str)],
) -> Option<(&'static str, &'static str)> {
    let (game, _, _) = s.game::<Blackjack>(id).await;
    let round = game.play()?.round.clone()?;
    let seat = round.to_act()?;
    let who = names.iter().find(|(s, _)| *s == seat)?.1;
    let click = if round.stage == Stage::Insurance {
        "click no-insure"
    } else {
        "click stand"
    };
    Some((who, click))
}

/// A table as its members meet it: carol sits down between rounds and is dealt in from the
/// next; her turns run out and the board says so, then that she left after three; when
/// nobody deals, the table closes in its own words, and a late click points to
/// `/blackjack table`.
#[tokio::test]
async fn a_table_seats_a_joiner_says_its_timeouts_and_closes_in_its_own_words() {
    let mut s = Session::new(11).await;
    let opened = say(&mut s, "alice", "/blackjack table bet:4").await;
    let id = shown_game(&opened);
    say(&mut s, "bob", "click join").await;
    say(&mut s, "alice", "click start").await;
    let names = [(0, "alice"), (1, "bob"), (2, "carol")];
    // The first round played out; between rounds the board offers Join.
    while let Some((who, click)) = next_move(&s, id, &names).await {
        say(&mut s, who, click).await;
    }
    let joined = say(&mut s, "carol", "click join").await;
    assert_eq!(joined["type"], 7, "{joined}");
    let (game, _, _) = s.game::<Blackjack>(id).await;
    assert!(game.play().unwrap().players.contains(&2));
    say(&mut s, "carol", "click deal").await;
    let (game, _, _) = s.game::<Blackjack>(id).await;
    let round = game.play().unwrap().round.clone().unwrap();
    assert!(round.spot(2).is_some(), "carol is dealt in");
    // Carol lets every turn of hers run out; the others play theirs.
    let mut timeouts = 0;
    for _ in 0..100 {
        let (game, status, _) = s.game::<Blackjack>(id).await;
        if status != GameStatus::Active || game.play().unwrap().out.contains(&2) {
            break;
        }
        match next_move(&s, id, &names).await {
            Some(("carol", _)) => {
                s.clock.advance(16 * 60);
                s.line("expire").await;
                timeouts += 1;
                let shown = board(&s);
                assert!(shown.contains("ran out of time"), "{shown}");
            }
            Some((who, click)) => {
                say(&mut s, who, click).await;
            }
            None => {
                say(&mut s, "alice", "click deal").await;
            }
        }
    }
    assert_eq!(timeouts, 3, "carol is dropped after three turns in a row");
    let shown = board(&s);
    assert!(
        shown.contains("missed 3 turns and left the table") && shown.contains("since sitting down"),
        "{shown}"
    );
    // Nobody deals: the table closes, in its own words, with no Deal line.
    for _ in 0..20 {
        let (_, status, _) = s.game::<Blackjack>(id).await;
        if status != GameStatus::Active {
            break;
        }
        match next_move(&s, id, &names).await {
            Some((who, click)) => {
                say(&mut s, who, click).await;
            }
            None => {
                s.clock.advance(16 * 60);
                s.line("expire").await;
            }
        }
    }
    let (_, status, _) = s.game::<Blackjack>(id).await;
    assert_ne!(status, GameStatus::Active);
    let shown = board(&s);
    assert!(shown.contains("Nobody dealt the next round"), "{shown}");
    assert!(!shown.contains("Deal the next round"), "{shown}");
    assert!(!shown.contains("took their chips back"), "{shown}");
    let custom = CustomId::game(GameKind::Blackjack, id, 1, &TableAction::Play(Move::Deal));
    s.line("as alice").await;
    let late = s.line(&format!("click {custom}")).await;
    let said = serde_json::to_string(&late).unwrap();
    assert!(said.contains("/blackjack table"), "{said}");
}

/// A member's own seat left idle closes: mid-hand the hand stands and the late click says
/// so; between rounds the seat closes with no hand said to stand, and the board no longer
/// asks for the next round.
#[tokio::test]
async fn an_idle_seat_says_whether_a_hand_stood() {
    let mut h = Harness::new().await;
    let (_, reply) = a_hand_to_play(&mut h, 10).await;
    h.clock.advance(16 * 60);
    let late = h.click(ALICE, &button(&reply, "stand")).await;
    let t = text(&late);
    assert!(
        t.contains("the hand in play stood and the seat closed"),
        "{t}"
    );
    assert!(!t.contains("Deal the next round"), "{t}");
    // Between rounds: nothing stood.
    let (id, reply) = a_hand_to_play(&mut h, 10).await;
    let stood = h.click(ALICE, &button(&reply, "stand")).await;
    assert!(has_button(&stood, "deal"), "{}", text(&stood));
    h.clock.advance(16 * 60);
    let late = h.click(ALICE, &button(&stood, "deal")).await;
    let t = text(&late);
    assert!(t.contains("the seat closed") && !t.contains("stood"), "{t}");
    let (_, status, _) = h.game::<Blackjack>(id).await;
    assert_ne!(status, GameStatus::Active);
}
