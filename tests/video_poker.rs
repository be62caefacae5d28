//! Video poker end to end through the app layer, on a real SQLite file.

use crate::common;

use common::*;
use parlor::app::{Action, Command};
use parlor::engine::video_poker::{Phase, Press};
use parlor::engine::{GameKind, RuleError};
use parlor::store::GameStatus;
use parlor::view::custom_id::CustomId;
use parlor::view::{Refusal, ResponseKind};

#[tokio::test]
async fn a_seeded_hand_deals_holds_draws_and_pays() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 3).await;
    assert_eq!(start.kind, ResponseKind::Message);
    assert!(text(&start).contains("Bet 3 · Balance 100 chips"));
    let id = game_id(&start);

    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    assert_eq!(dealt.kind, ResponseKind::Update);
    assert_eq!(h.balance(ALICE).await, 97, "the bet leaves at the deal");
    let Phase::Dealt { hand, stock, .. } = machine(&h, id).await.phase else {
        panic!("not dealt")
    };

    // Hold the first and third cards.
    let held = h.click(ALICE, &button(&dealt, "hold:0")).await;
    assert!(text(&held).contains(&format!("Held (1): {}", hand[0])));
    let held = h.click(ALICE, &button(&held, "hold:2")).await;
    let labels: Vec<String> = match &held.view.rows[0] {
        parlor::view::Row::Buttons(b) => b.iter().map(|b| b.label.clone()).collect(),
        _ => panic!(),
    };
    assert_eq!(labels[0], format!("{} HELD", hand[0]));
    assert_eq!(labels[1], hand[1].to_string());

    let drawn = h.click(ALICE, &button(&held, "draw")).await;
    let expected = [hand[0], stock[0], hand[2], stock[1], stock[2]];
    let Phase::Settled(s) = machine(&h, id).await.phase else {
        panic!("not settled")
    };
    assert_eq!(
        s.hand, expected,
        "held cards stay, the others come off the top of the stock"
    );
    let e =
        parlor::engine::hand_eval::evaluate(&expected, parlor::engine::cards::DeckKind::Standard52);
    let pay = parlor::engine::video_poker::PayTable::jacks_9_6()
        .pays_per_chip(e.category, e.key_rank, 3) as i64;
    assert_eq!(s.payout as i64, pay * 3);
    assert_eq!(h.balance(ALICE).await, 97 + pay * 3);
    assert!(has_button(&drawn, "deal"), "deal again is offered");
    assert!(text(&drawn).contains(&parlor::view::format::category_name(
        parlor::view::Locale::En,
        e.category
    )));

    let stats = h.command(ALICE, Command::Stats { user: None }).await;
    assert!(text(&stats).contains("Hands played: 1"), "{}", text(&stats));
}

/// The payouts of RULES.md, per chip, best hand first; the royal flush pays 800 per chip
/// at 5 chips.
const JACKS: [i64; 9] = [250, 50, 25, 9, 6, 4, 3, 2, 1];
const CLASSIC: [i64; 9] = [250, 50, 20, 7, 6, 5, 4, 3, 2];
const HANDS: [&str; 9] = [
    "Ts Js Qs Ks As",
    "9h Th Jh Qh Kh",
    "7s 7h 7d 7c 2s",
    "3s 3h 3d 9c 9s",
    "2d 5d 8d Jd Kd",
    "5s 6h 7d 8c 9s",
    "Qs Qh Qd 4c 9s",
    "4s 4h 8d 8c Ks",
    "Js Jh 3d 6c 9s",
];

async fn stand_pat(h: &mut Harness, user: u64, bet: i64, hand: &str) -> (i64, String) {
    let draw = rigged_bet(h, user, bet, hand, CHANNEL).await;
    let before = h.balance(user).await;
    let drawn = h.click(user, &draw).await;
    (h.balance(user).await - before, text(&drawn))
}

#[tokio::test]
async fn every_pay_table_line_pays_as_the_rule_book_says() {
    for (table, pays) in [("jacks-9-6", JACKS), ("classic", CLASSIC)] {
        let mut h = Harness::new().await;
        let set = h
            .command(
                ALICE,
                Command::Config(parlor::app::ConfigChange::default().setting("pay_table", table)),
            )
            .await;
        assert!(text(&set).contains("Changed: pay_table"), "{}", text(&set));
        for bet in 1..=5i64 {
            for (line, hand) in HANDS.iter().enumerate() {
                let user = 2000 + bet as u64 * 10 + line as u64;
                let (won, shown) = stand_pat(&mut h, user, bet, hand).await;
                let per_chip = if line == 0 && bet == 5 {
                    800
                } else {
                    pays[line]
                };
                assert_eq!(won, per_chip * bet, "{table}, bet {bet}, {hand}: {shown}");
                // The headline is net, as every amount shown: a bet paid back is a push.
                let headline = shown.lines().next().unwrap_or_default();
                let net = won - bet;
                if net > 0 {
                    let gain = format!(" +{} chip", parlor::view::format::chips(net));
                    assert!(headline.contains(&gain), "{headline}");
                } else {
                    assert!(headline.contains("your bet back"), "{headline}");
                    assert!(!headline.contains('+'), "{headline}");
                }
            }
        }
        // Pairs below the table's minimum, and high cards, pay nothing.
        let low_pair = if table == "classic" {
            "9s 9h 3d 6c Ks"
        } else {
            "Ts Th 3d 6c Ks"
        };
        assert_eq!(stand_pat(&mut h, 3000, 2, low_pair).await.0, 0);
        assert_eq!(stand_pat(&mut h, 3001, 2, "2s 5h 9d Jc Kh").await.0, 0);
        if table == "classic" {
            assert_eq!(
                stand_pat(&mut h, 3002, 1, "Ts Th 3d 6c Ks").await.0,
                2,
                "tens or better"
            );
        }
    }
}

#[tokio::test]
async fn double_clicks_and_replayed_interactions_pay_once() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 5).await;
    let id = game_id(&start);
    let deal = button(&start, "deal");

    // The same deal interaction delivered twice: one bet, the same reply.
    let request = h.request(ALICE, Action::click(&deal, vec![], None));
    let first = h.send(request.clone()).await;
    let again = h.send(request).await;
    assert_eq!(first, again);
    assert_eq!(h.balance(ALICE).await, 95);

    // A double click on Deal: the second click carries the old version.
    let second = h.click(ALICE, &deal).await;
    assert_eq!(second.kind, ResponseKind::Update);
    assert!(text(&second).contains("out of date"));
    assert_eq!(h.balance(ALICE).await, 95);

    let version = rig_machine(
        &h,
        id,
        Phase::Dealt {
            hand: cards("Ts Js Qs Ks As"),
            held: [true; 5],
            stock: stock("2c 3c 4c 5c 6c"),
            advice: None,
        },
    )
    .await;
    let draw = CustomId::game(GameKind::VideoPoker, id, version, &Press::Draw);
    let request = h.request(ALICE, Action::click(&draw, vec![], None));
    let paid = h.send(request.clone()).await;
    assert!(
        text(&paid).contains("ROYAL FLUSH! +3,995 chips"),
        "{}",
        text(&paid)
    );
    assert_eq!(h.balance(ALICE).await, 95 + 4000);
    // Retried by Discord, and double-clicked: still one payout.
    assert_eq!(h.send(request).await, paid);
    let stale = h.click(ALICE, &draw).await;
    assert!(text(&stale).contains("out of date"));
    assert_eq!(h.balance(ALICE).await, 4095);
}

#[tokio::test]
async fn a_stale_button_changes_nothing_and_refreshes_the_message() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 1).await;
    let id = game_id(&start);
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    let old_hold = button(&dealt, "hold:1");
    // Drawing moves the phase on: the dealt hand's buttons are now out of date.
    let now = h.click(ALICE, &button(&dealt, "draw")).await;
    let before = h.row(id).await;

    let stale = h.click(ALICE, &old_hold).await;
    assert_eq!(stale.kind, ResponseKind::Update);
    assert_eq!(
        stale.view, now.view,
        "the refresh shows the machine as it stands"
    );
    assert!(stale.private.as_ref().is_some_and(|f| f.ephemeral));
    assert_eq!(h.row(id).await, before);
    // Stale Bet+ from the start message cannot touch the bet of a dealt hand either.
    h.click(ALICE, &button(&start, "bet-up")).await;
    assert_eq!(h.row(id).await, before);
}

#[tokio::test]
async fn only_the_owner_can_press_the_buttons() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 2).await;
    let id = game_id(&start);
    let before = h.row(id).await;
    let bobs = h.click_request(BOB, &button(&start, "deal"));
    assert_eq!(
        h.refused(bobs).await,
        Refusal::NotYourGame {
            start: "/poker video"
        }
    );
    assert_eq!(h.row(id).await, before);
    assert_eq!(h.balance(ALICE).await, 100);
    assert_eq!(
        h.balance(BOB).await,
        0,
        "bob got no wallet and lost nothing"
    );

    // Made-up and foreign buttons are refused too.
    for forged in [
        "p1:999:1:deal",
        "p1:abc",
        "p1:1:1:explode",
        &format!("p1:{id}:1:hold:9"),
    ] {
        let request = h.click_request(ALICE, forged);
        h.refused(request).await;
    }
    assert_eq!(h.row(id).await, before);
}

#[tokio::test]
async fn bets_outside_1_to_5_or_above_the_balance_are_refused() {
    let mut h = Harness::new().await;
    for bet in [0, 6, -3, 1_000_000] {
        let request = h.request(ALICE, Action::Command(video_poker(Some(bet))));
        assert_eq!(
            h.refused(request).await,
            Refusal::Rule(RuleError::BetOutOfRange { min: 1, max: 5 })
        );
    }
    // Alice gives away all but 3 chips.
    h.command(
        ALICE,
        Command::Give {
            user: user(BOB),
            amount: 97,
        },
    )
    .await;
    assert_eq!(h.balance(ALICE).await, 3);
    let five = h.request(ALICE, Action::Command(video_poker(Some(5))));
    assert_eq!(
        h.refused(five).await,
        Refusal::Rule(RuleError::CannotCover {
            balance: 3,
            needed: 5
        })
    );

    let start = start_machine(&mut h, ALICE, 3).await;
    let up = h.click(ALICE, &button(&start, "bet-up")).await;
    assert!(
        is_ephemeral_notice(&up),
        "raising above the balance is refused"
    );
    let id = game_id(&start);
    h.click(ALICE, &button(&start, "deal")).await;
    assert_eq!(h.balance(ALICE).await, 0);
    // A hand that pays nothing, stood pat: every chip is gone.
    let version = rig_machine(
        &h,
        id,
        Phase::Dealt {
            hand: cards("2c 5d 9h Js 3s"),
            held: [true; 5],
            stock: stock("4c 6c 7c 8c Tc"),
            advice: None,
        },
    )
    .await;
    let drawn = h
        .click(
            ALICE,
            &CustomId::game(GameKind::VideoPoker, id, version, &Press::Draw),
        )
        .await;
    assert_eq!(h.balance(ALICE).await, 0);
    let again = h.click_request(ALICE, &button(&drawn, "deal"));
    assert_eq!(
        h.refused(again).await,
        Refusal::Rule(RuleError::CannotCover {
            balance: 0,
            needed: 3
        })
    );
    assert_eq!(h.balance(ALICE).await, 0, "never negative");
}

/// With every chip on the table, asking for another bet brings the machine back and says to
/// finish the hand; at the lowest bet, the machine does not say to lower it.
#[tokio::test]
async fn a_broke_player_in_a_hand_gets_the_machine_back() {
    let mut h = Harness::new().await;
    h.command(
        ALICE,
        Command::Give {
            user: user(BOB),
            amount: 99,
        },
    )
    .await;
    let start = start_machine(&mut h, ALICE, 1).await;
    let id = game_id(&start);
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    assert_eq!(h.balance(ALICE).await, 0);
    for bet in [Some(2), Some(1), None] {
        let back = h.command(ALICE, video_poker(bet)).await;
        check_reply(&back);
        assert_eq!(game_id(&back), id, "bet {bet:?}");
        assert!(has_button(&back, "draw"), "bet {bet:?}: the hand goes on");
        assert!(!text(&back).contains("You have 0 chips"), "{}", text(&back));
        if bet == Some(2) {
            assert!(
                text(&back).contains("Finish the hand first"),
                "{}",
                text(&back)
            );
        }
    }
    assert_eq!(h.balance(ALICE).await, 0);
    // The hand is drawn; if it lost, the machine says what to do at the lowest bet.
    let mut drawn = h.click(ALICE, &button(&dealt, "draw")).await;
    if h.balance(ALICE).await > 0 {
        // A winning hand: give the winnings away to see the broke machine.
        let won = h.balance(ALICE).await;
        h.command(
            ALICE,
            Command::Give {
                user: user(BOB),
                amount: won,
            },
        )
        .await;
        drawn = h.command(ALICE, video_poker(None)).await;
    }
    assert!(
        text(&drawn).contains("You have 0 chips: claim /daily, or ask for a /give"),
        "{}",
        text(&drawn)
    );
    assert!(!text(&drawn).contains("lower the bet"), "{}", text(&drawn));
    h.audit().await;
}

#[tokio::test]
async fn a_restarted_app_continues_a_dealt_hand() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 4).await;
    let id = game_id(&start);
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    let held = h.click(ALICE, &button(&dealt, "hold:4")).await;
    let Phase::Dealt { hand, stock, .. } = machine(&h, id).await.phase else {
        panic!()
    };

    h.restart(99).await;
    let drawn = h.click(ALICE, &button(&held, "draw")).await;
    assert_eq!(drawn.kind, ResponseKind::Update);
    let Phase::Settled(s) = machine(&h, id).await.phase else {
        panic!("not settled after restart")
    };
    assert_eq!(s.hand, [stock[0], stock[1], stock[2], stock[3], hand[4]]);
    assert_eq!(h.balance(ALICE).await, 96 + s.payout as i64);
}

#[tokio::test]
async fn an_idle_hand_stands_and_is_paid() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 5).await;
    let id = game_id(&start);
    h.click(ALICE, &button(&start, "deal")).await;
    rig_machine(
        &h,
        id,
        Phase::Dealt {
            hand: cards("Ks Kh 4d 8c 2s"),
            held: [false; 5],
            stock: stock("As Ah Ad Ac 3s"),
            advice: None,
        },
    )
    .await;

    h.clock.advance(14 * 60);
    assert!(
        h.app.expire_idle().await.unwrap().is_empty(),
        "not idle yet at 14 minutes"
    );
    h.clock.advance(2 * 60);
    let edits = h.app.expire_idle().await.unwrap();
    assert_eq!(edits.len(), 1);
    let edit = parlor::view::Reply::update(edits[0].view.clone());
    check_reply(&edit);
    let body = edits[0].view.message_json(false);
    assert!(edit_errors(&body).is_empty(), "{:?}", edit_errors(&body));
    assert_eq!(
        edits[0].message_id,
        Some(77),
        "the message id recorded from the clicks"
    );
    assert!(text(&edit).contains("stood"), "{}", text(&edit));
    assert!(edit.view.rows.is_empty(), "a closed machine has no buttons");
    assert_eq!(h.row(id).await.2, GameStatus::Expired);
    assert_eq!(
        h.balance(ALICE).await,
        95 + 5,
        "kings pay 1 per chip; the stock was never drawn"
    );
    h.audit().await;
    assert!(
        h.app.expire_idle().await.unwrap().is_empty(),
        "expires once"
    );

    // A click on the closed machine refreshes it and says so.
    let late = h.click(ALICE, &button(&start, "deal")).await;
    assert!(text(&late).contains("closed"), "{}", text(&late));
    assert_eq!(h.balance(ALICE).await, 100);
}

/// The notice on a click after the idle timeout says what became of the machine: a losing
/// hand stood and lost its bet, or no hand was in play.
#[tokio::test]
async fn the_idle_notice_says_what_happened() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 3).await;
    let id = game_id(&start);
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    rig_machine(
        &h,
        id,
        Phase::Dealt {
            hand: cards("Ks 9h 4d 8c 2s"),
            held: [false; 5],
            stock: stock("3s 4s 5s 6s 7s"),
            advice: None,
        },
    )
    .await;
    h.clock.advance(16 * 60);
    let late = h.click(ALICE, &button(&dealt, "draw")).await;
    let said = text(&late);
    assert!(
        said.contains("The dealt hand stood as it was and did not pay: the bet of 3 is lost."),
        "{said}"
    );
    assert!(!said.contains("was paid"), "{said}");
    assert_eq!(h.balance(ALICE).await, 97);

    let idle = start_machine(&mut h, ALICE, 1).await;
    h.clock.advance(16 * 60);
    let late = h.click(ALICE, &button(&idle, "deal")).await;
    let said = text(&late);
    assert!(said.contains("with no hand in play"), "{said}");
    assert!(!said.contains("stood"), "{said}");
    assert_eq!(h.balance(ALICE).await, 97);
    h.audit().await;
}

#[tokio::test]
async fn a_click_after_the_timeout_settles_before_anything_else() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 2).await;
    let id = game_id(&start);
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    rig_machine(
        &h,
        id,
        Phase::Dealt {
            hand: cards("Qs Qh Qd 8c 2s"),
            held: [false; 5],
            stock: stock("3s 4s 5s 6s 7s"),
            advice: None,
        },
    )
    .await;
    h.clock.advance(16 * 60);
    let late = h.click(ALICE, &button(&dealt, "draw")).await;
    assert!(
        text(&late).contains(
            "closed after 15 idle minutes. The dealt hand stood as it was: Three of a kind paid 6 chips."
        ),
        "{}",
        text(&late)
    );
    assert_eq!(
        h.balance(ALICE).await,
        98 + 6,
        "three queens stood and paid 3 per chip"
    );
    // Starting again opens a new machine.
    let again = h.command(ALICE, video_poker(None)).await;
    assert_ne!(game_id(&again), id);
}

#[tokio::test]
async fn two_clicks_at_once_apply_once() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 5).await;
    let deal = button(&start, "deal");
    let a = h.request(ALICE, Action::click(&deal, vec![], None));
    let b = h.request(ALICE, Action::click(&deal, vec![], None));
    let (ra, rb) = tokio::join!(h.app.handle(a), h.app.handle(b));
    check_reply(&ra);
    check_reply(&rb);
    let stale = [&ra, &rb]
        .iter()
        .filter(|r| text(r).contains("out of date"))
        .count();
    assert_eq!(stale, 1, "exactly one of the two clicks deals");
    assert_eq!(h.balance(ALICE).await, 95);
    h.audit().await;
}

#[tokio::test]
async fn one_machine_per_member_per_channel_and_leaving_closes_it() {
    let mut h = Harness::new().await;
    let first = start_machine(&mut h, ALICE, 1).await;
    let id = game_id(&first);
    let again = h.command(ALICE, video_poker(Some(4))).await;
    assert_eq!(
        game_id(&again),
        id,
        "starting again brings the machine back"
    );
    assert!(text(&again).contains("Bet 4"), "with the new bet");
    let bobs = start_machine(&mut h, BOB, 1).await;
    assert_ne!(game_id(&bobs), id);

    let dealt = h.click(ALICE, &button(&again, "deal")).await;
    assert!(
        !has_button(&dealt, "leave"),
        "no leaving in the middle of a hand"
    );
    let refused = h.command(ALICE, video_poker(Some(2))).await;
    assert!(
        text(&refused).contains("Finish the hand first"),
        "{}",
        text(&refused)
    );
    assert_eq!(game_id(&refused), id, "the machine comes back");
    assert!(has_button(&refused, "draw"), "with the hand as it was");
    assert!(refused.private.as_ref().is_some_and(|p| p.ephemeral));
    let drawn = h.click(ALICE, &button(&dealt, "draw")).await;
    let left = h.click(ALICE, &button(&drawn, "leave")).await;
    assert!(text(&left).contains("Machine closed"));
    assert_eq!(h.row(id).await.2, GameStatus::Finished);
    let new = h.command(ALICE, video_poker(None)).await;
    assert_ne!(game_id(&new), id);
}

#[tokio::test]
async fn bet_buttons_move_within_1_to_5() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 1).await;
    let mut reply = start.clone();
    for expected in 2..=5 {
        reply = h.click(ALICE, &button(&reply, "bet-up")).await;
        assert!(text(&reply).contains(&format!("Bet {expected} ·")));
    }
    let too_high = h.click(ALICE, &button(&reply, "bet-up")).await;
    assert!(
        text(&too_high).contains("Bets are 1 to 5"),
        "{}",
        text(&too_high)
    );
    for expected in (1..=4).rev() {
        reply = h.click(ALICE, &button(&reply, "bet-down")).await;
        assert!(text(&reply).contains(&format!("Bet {expected} ·")));
    }
    let too_low = h.click(ALICE, &button(&reply, "bet-down")).await;
    assert!(is_ephemeral_notice(&too_low));
}

#[tokio::test]
async fn a_custom_pay_table_from_the_configuration_pays_every_line_by_its_own_pays() {
    parlor::testing::registry();
    let example = include_str!("../config.example.toml");
    let config = parlor::config::Config::from_toml(example, "config.example.toml").unwrap();
    let mut h = Harness::with_config(config, 3).await;
    let set = h
        .command(
            ALICE,
            Command::Config(parlor::app::ConfigChange::default().setting("pay_table", "bonus-8-5")),
        )
        .await;
    let t = text(&set);
    assert!(t.contains("Pay table: bonus-8-5"), "{t}");
    assert!(t.contains("% at 5 chips"), "its return is computed: {t}");
    // Every line of the example's table, each by a member of its own at 1 chip; the royal
    // flush also at 5 chips, where it pays `royal_flush_max_bet`.
    for (member, bet, hand, paid) in [
        (2001, 1, "As Ks Qs Js Ts", 250),
        (2002, 5, "Ah Kh Qh Jh Th", 5 * 800),
        (2003, 1, "9h 8h 7h 6h 5h", 50),
        (2004, 2, "7s 7h 7d 7c 2s", 2 * 40),
        (2005, 1, "3s 3h 3d 9c 9s", 8),
        (2006, 1, "2d 6d 9d Jd Kd", 5),
        (2007, 1, "4c 5d 6h 7s 8c", 4),
        (2008, 1, "Qs Qh Qd 4c 9s", 3),
        (2009, 1, "Js Jh 4d 4c 9s", 2),
        (2010, 1, "Ks Kh 4d 7c 9s", 1),
        // Its lowest paying pair is the jacks: tens pay nothing.
        (2011, 1, "Ts Th 4d 7c 9s", 0),
    ] {
        let (won, shown) = stand_pat(&mut h, member, bet, hand).await;
        assert_eq!(won, paid, "{hand} at {bet} on bonus-8-5: {shown}");
    }
}

#[tokio::test]
async fn a_server_installs_a_table_written_out_and_sees_its_return() {
    let mut h = Harness::new().await;
    let config = |table: &str| {
        Command::Config(parlor::app::ConfigChange::default().setting("pay_table", table))
    };
    for bad in [
        "1,2,3",
        "800,50,25,9,6,4,3,2,1/knaves",
        "800,50,25,9,6,4,3,2,x",
    ] {
        let refused = h.command(ALICE, config(bad)).await;
        assert!(is_ephemeral_notice(&refused), "{bad}: {}", text(&refused));
        assert!(text(&refused).contains("pay_table"), "{}", text(&refused));
    }
    // Full pay with tens paying, written with spaces: kept in one form.
    let set = h
        .command(ALICE, config("800, 50, 25, 9, 6, 4, 3, 2, 1/Tens"))
        .await;
    let t = text(&set);
    assert!(t.contains("Changed: pay_table"), "{t}");
    assert!(t.contains("Pay table: 800,50,25,9,6,4,3,2,1/tens"), "{t}");
    assert!(t.contains("% at 5 chips"), "its return is computed: {t}");
    let (won, shown) = stand_pat(&mut h, BOB, 2, "Ts Th 3d 6c 9s").await;
    assert_eq!(won, 2, "a pair of tens pays 1 per chip: {shown}");
    let (won, _) = stand_pat(&mut h, CAROL, 1, "Ts Js Qs Ks As").await;
    assert_eq!(
        won, 800,
        "the royal pays 800 at every bet on a table written out"
    );
}

/// A table that pays nothing, or too little to be a game, is refused and changes nothing;
/// a machine open between hands takes the new table when it is brought back.
#[tokio::test]
async fn a_table_that_only_takes_chips_is_refused_and_open_machines_take_a_new_one() {
    let mut h = Harness::new().await;
    let config = |table: &str| {
        Command::Config(parlor::app::ConfigChange::default().setting("pay_table", table))
    };
    let machine = start_machine(&mut h, ALICE, 1).await;
    assert!(
        text(&machine).contains("Jacks or Better 9/6"),
        "{}",
        text(&machine)
    );
    for (stingy, why) in [
        ("0,0,0,0,0,0,0,0,0/jacks", "must pay for some hand"),
        (
            "800,0,0,0,0,0,0,0,0/jacks",
            "a server's table must return at least 80 %",
        ),
    ] {
        let refused = h.command(ALICE, config(stingy)).await;
        assert!(
            is_ephemeral_notice(&refused),
            "{stingy}: {}",
            text(&refused)
        );
        let said = text(&refused);
        assert!(said.contains("pay_table") && said.contains(why), "{said}");
    }
    let (won, shown) = stand_pat(&mut h, BOB, 1, "7s 7h 7d 7c 2s").await;
    assert_eq!(won, 25, "the server's table is unchanged: {shown}");
    let set = text(&h.command(ALICE, config("classic")).await);
    assert!(set.contains("Changed: pay_table"), "{set}");
    assert!(set.contains("takes a new table at its next deal"), "{set}");
    let back = h.command(ALICE, video_poker(None)).await;
    assert_eq!(game_id(&back), game_id(&machine), "the same machine");
    assert!(text(&back).contains("Classic"), "{}", text(&back));
}

#[tokio::test]
async fn two_quick_holds_from_one_message_both_apply_and_repeats_change_nothing() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 2).await;
    let id = game_id(&start);
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    // Both clicks come from the same message, as when Discord has not refreshed it yet.
    let first = h.click(ALICE, &button(&dealt, "hold:0")).await;
    let second = h.click(ALICE, &button(&dealt, "hold:3")).await;
    for reply in [&first, &second] {
        assert_eq!(reply.kind, ResponseKind::Update);
        assert!(reply.private.is_none(), "no stale notice: {}", text(reply));
    }
    let held = |game: &parlor::engine::video_poker::VideoPoker| match &game.phase {
        Phase::Dealt { held, .. } => *held,
        other => panic!("not dealt: {other:?}"),
    };
    assert_eq!(
        held(&machine(&h, id).await),
        [true, false, false, true, false]
    );
    assert!(has_button(&second, "release:0") && has_button(&second, "release:3"));
    // A double click on a card holds it, it does not toggle it back.
    let again = h.click(ALICE, &button(&dealt, "hold:0")).await;
    assert!(again.private.is_none());
    assert_eq!(
        held(&machine(&h, id).await),
        [true, false, false, true, false]
    );
    let released = h.click(ALICE, &button(&again, "release:3")).await;
    assert_eq!(
        held(&machine(&h, id).await),
        [true, false, false, false, false]
    );
    // Holding never moved the phase: the deal's draw button still draws.
    let drawn = h.click(ALICE, &button(&dealt, "draw")).await;
    assert!(drawn.private.is_none(), "{}", text(&drawn));
    assert!(matches!(machine(&h, id).await.phase, Phase::Settled(_)));
    assert!(has_button(&drawn, "deal"));
    // ...and now the dealt hand's buttons are stale.
    let stale = h.click(ALICE, &button(&released, "hold:1")).await;
    assert!(text(&stale).contains("out of date"), "{}", text(&stale));
}

#[tokio::test]
async fn a_reply_recorded_before_new_fields_still_replays() {
    let mut h = Harness::new().await;
    // Recorded by the first release: no `private`, no `edits`, no `pings`.
    let old = include_str!("fixtures/reply-v1-stale-refresh.json").trim();
    assert!(!old.contains("\"private\"") && !old.contains("\"pings\""));
    let mut tx = h.app.store().begin().await.unwrap();
    tx.record_answer("old-interaction", old, START).unwrap();
    tx.commit().await.unwrap();
    let mut request = h.request(ALICE, Action::Command(Command::Daily));
    request.interaction_id = "old-interaction".into();
    let replayed = h.send(request).await;
    assert_eq!(replayed.kind, ResponseKind::Update);
    assert!(
        text(&replayed).contains("out of date"),
        "the old follow-up replays"
    );
    assert_eq!(h.balance(ALICE).await, 0, "a replay changes nothing");
    let json = replayed.to_json();
    assert_eq!(json["type"], 7);
    assert_eq!(
        parlor::view::layout::controls(&json["data"])[0]["custom_id"],
        "p1:1:2:hold:0"
    );
}

#[tokio::test]
async fn the_video_poker_board_ranks_best_hands_and_names_itself_in_its_buttons() {
    let mut h = Harness::new().await;
    let (_, _) = stand_pat(&mut h, BOB, 1, "3s 3h 3d 9c 9s").await;
    let (_, _) = stand_pat(&mut h, CAROL, 1, "Ts Js Qs Ks As").await;
    let (_, _) = stand_pat(&mut h, ALICE, 1, "2s 5h 9d Jc Kh").await;
    let board = h
        .command(
            ALICE,
            Command::Leaderboard {
                board: Some("video-poker".into()),
                season: None,
            },
        )
        .await;
    let t = text(&board);
    let royal = t.find(&format!("#1 <@{CAROL}> · Royal flush"));
    let full = t.find(&format!("#2 <@{BOB}> · Full house"));
    assert!(royal.is_some() && full.is_some(), "{t}");
    assert!(t.contains(&format!("#3 <@{ALICE}> · High card")), "{t}");
    assert!(t.contains("Leaderboard · Video poker"), "{t}");
    for member in 0..12u64 {
        stand_pat(&mut h, 7000 + member, 1, "4s 4h 8d 8c Ks").await;
    }
    let board = h
        .command(
            ALICE,
            Command::Leaderboard {
                board: Some("video-poker".into()),
                season: None,
            },
        )
        .await;
    let next = button(&board, "next");
    assert!(next.starts_with("p1:lb:video-poker:"), "{next}");
    let page = h.click(BOB, &next).await;
    assert!(text(&page).contains("Page 2 of 2"), "{}", text(&page));
    let unknown = h
        .command(
            ALICE,
            Command::Leaderboard {
                board: Some("chess".into()),
                season: None,
            },
        )
        .await;
    assert!(is_ephemeral_notice(&unknown));
    assert!(text(&unknown).contains("no leaderboard named chess"));
}

#[tokio::test]
async fn the_sweep_edits_messages_through_the_discord_seam() {
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 1).await;
    h.click(ALICE, &button(&start, "deal")).await;
    let recorder = common::recorder::Recorder::new();
    h.clock.advance(16 * 60);
    parlor::discord::sweep_once(&h.app, Some(&recorder)).await;
    let calls = recorder.calls();
    assert_eq!(calls.len(), 1, "{calls:?}");
    let common::recorder::Call::EditMessage {
        channel,
        message,
        body,
    } = &calls[0]
    else {
        panic!("{calls:?}")
    };
    assert_eq!((*channel, *message), (CHANNEL, 77));
    assert!(edit_errors(body).is_empty(), "{:?}", edit_errors(body));
    assert!(
        body.to_string()
            .contains("Machine closed after 15 idle minutes")
    );
    parlor::discord::sweep_once(&h.app, Some(&recorder)).await;
    assert_eq!(recorder.calls().len(), 1, "a game expires once");
    h.audit().await;
}

#[tokio::test]
async fn a_damaged_game_cannot_starve_the_sweep() {
    let mut h = Harness::new().await;
    // The sweep reads 25 games a query here (500 in the bot): more damaged games than a
    // batch holds, all due before the healthy one.
    h.app.set_sweep_batch(25);
    // 60 open games whose state no longer reads, all long past their deadline.
    let mut tx = h.app.store().begin().await.unwrap();
    for owner in 0..60u64 {
        tx.insert_game(&parlor::store::NewGame {
            guild_id: GUILD,
            channel_id: CHANNEL,
            owner_id: 90_000 + owner,
            kind: parlor::engine::GameKind::VideoPoker,
            slot: 90_000 + owner,
            state: "{\"not\":\"a machine\"}",
            deadline: Some(START - 3600),
            at: START - 7200,
            locale: parlor::view::Locale::En,
        })
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    let start = start_machine(&mut h, ALICE, 1).await;
    let id = game_id(&start);
    h.clock.advance(16 * 60);
    let edits = h.app.expire_idle().await.unwrap();
    assert_eq!(edits.len(), 1, "the healthy machine expires");
    assert_eq!(edits[0].game_id, id);
    assert_eq!(h.row(id).await.2, GameStatus::Expired);
    // The damaged ones wait an hour before they are tried again; the next sweeps are quick.
    let due = h
        .app
        .store()
        .due_games(parlor::engine::GameKind::VideoPoker, h.clock.now(), 1000)
        .await
        .unwrap();
    assert!(due.is_empty(), "{} still due", due.len());
    assert!(h.app.expire_idle().await.unwrap().is_empty());
}

/// Counts the hands once, as the server does at startup, so that hints and reviews are ready.
async fn analysis_ready() {
    tokio::task::spawn_blocking(|| {
        parlor::engine::video_poker::optimal::DrawCounts::shared(
            parlor::engine::cards::DeckKind::Standard52,
            11,
            &parlor::games::Threads,
        )
    })
    .await
    .unwrap();
}

#[tokio::test]
async fn hints_and_the_trainer_value_holds_exactly_and_stats_keep_the_record() {
    analysis_ready().await;
    let mut h = Harness::new().await;
    let start = start_machine(&mut h, ALICE, 5).await;
    let id = game_id(&start);
    // No hand out: nothing to hint.
    let early = h
        .click(
            ALICE,
            &CustomId::game(GameKind::VideoPoker, id, 0, &Press::Hint),
        )
        .await;
    assert!(is_ephemeral_notice(&early), "{}", text(&early));
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    assert!(has_button(&dealt, "hint"), "{}", text(&dealt));
    let rig = |held| Phase::Dealt {
        hand: cards("As Ks Qs Js 9h"),
        held,
        stock: stock("Ts 2c 3d 4h 5s"),
        advice: None,
    };
    let version = rig_machine(&h, id, rig([false; 5])).await;
    let hinted = h
        .click(
            ALICE,
            &CustomId::game(GameKind::VideoPoker, id, version, &Press::Hint),
        )
        .await;
    assert_eq!(hinted.kind, ResponseKind::Update, "{}", text(&hinted));
    let shown = text(&hinted);
    assert!(
        shown.contains("Best hold: A♠ K♠ Q♠ J♠ · returns 18.5532 a chip (92.77 chips at 5)"),
        "{shown}"
    );
    assert!(
        shown.contains("Your hold so far: nothing (draw five) · returns 0.2920 a chip"),
        "{shown}"
    );
    // The value of the hold chosen so far follows the holds.
    let mut reply = hinted;
    for card in 0..5 {
        reply = h
            .click(ALICE, &button(&reply, &format!("hold:{card}")))
            .await;
    }
    assert!(
        text(&reply).contains("Your hold so far: A♠ K♠ Q♠ J♠ 9♥ · returns 0.0000 a chip"),
        "{}",
        text(&reply)
    );
    // Standing pat on ace-high is a mistake of 92.77 chips.
    let drawn = h.click(ALICE, &button(&reply, "draw")).await;
    assert!(
        text(&drawn).contains(
            "The best hold was A♠ K♠ Q♠ J♠ (18.5532 a chip); yours returns 0.0000 a chip. The mistake cost 92.77 chips a hand."
        ),
        "{}",
        text(&drawn)
    );
    // The next hand held right.
    let again = h.click(ALICE, &button(&drawn, "deal")).await;
    let version = rig_machine(&h, id, rig([true, true, true, true, false])).await;
    let drawn = h
        .click(
            ALICE,
            &CustomId::game(GameKind::VideoPoker, id, version, &Press::Draw),
        )
        .await;
    assert!(text(&drawn).contains("Royal"), "{}", text(&drawn));
    let shown = text(&drawn);
    assert!(
        shown.contains("✅ Best hold: A♠ K♠ Q♠ J♠. No other hold returns more on average."),
        "{shown}"
    );
    assert!(!shown.contains("nothing held"), "{shown}");
    // The dealt hand stays in view above the drawn one: the review names its cards.
    let (dealt, drawn_block) = shown.split_once("After the draw:").expect("both hands");
    assert!(dealt.contains("Dealt:") && dealt.contains("9♥"), "{shown}");
    assert!(
        drawn_block.contains("10♠") && !drawn_block.contains("9♥"),
        "{shown}"
    );
    drop(again);
    // And the third stood pat again, without a hint this time.
    let third = h.click(ALICE, &button(&drawn, "deal")).await;
    let version = rig_machine(&h, id, rig([true; 5])).await;
    let drawn = h
        .click(
            ALICE,
            &CustomId::game(GameKind::VideoPoker, id, version, &Press::Draw),
        )
        .await;
    assert!(
        text(&drawn).contains("The mistake cost 92.77 chips a hand"),
        "{}",
        text(&drawn)
    );
    drop(third);
    // The hinted hand is reviewed but kept out of the record: two of the player's own.
    let stats = h.command(ALICE, Command::Stats { user: None }).await;
    assert!(
        text(&stats).contains(
            "Best holds: 50 % of 2 analysed draws · expected chips lost to mistakes: 92.77"
        ),
        "{}",
        text(&stats)
    );
}

#[tokio::test]
async fn a_server_can_turn_video_poker_hints_off() {
    analysis_ready().await;
    let mut h = Harness::new().await;
    let set = h
        .command(
            ALICE,
            Command::Config(
                parlor::app::ConfigChange::default().setting("video_poker_hints", "off"),
            ),
        )
        .await;
    assert!(
        text(&set).contains("Changed: video_poker_hints"),
        "{}",
        text(&set)
    );
    assert!(
        text(&set).contains("Video-poker hints: off"),
        "{}",
        text(&set)
    );
    let start = start_machine(&mut h, ALICE, 1).await;
    let id = game_id(&start);
    let dealt = h.click(ALICE, &button(&start, "deal")).await;
    assert!(!has_button(&dealt, "hint"), "{}", text(&dealt));
    let before = machine(&h, id).await;
    let version = h.row(id).await.0;
    let hint = h.click_request(
        ALICE,
        &CustomId::game(GameKind::VideoPoker, id, version, &Press::Hint),
    );
    assert_eq!(
        h.refused(hint).await,
        Refusal::Rule(parlor::engine::video_poker::VideoPokerError::HintsOff.into())
    );
    assert_eq!(
        machine(&h, id).await,
        before,
        "a refused hint changes nothing"
    );
    // The review after the draw is still given.
    let drawn = h.click(ALICE, &button(&dealt, "draw")).await;
    assert!(
        text(&drawn).contains("Best hold") || text(&drawn).contains("The best hold was"),
        "{}",
        text(&drawn)
    );
}

#[tokio::test]
async fn config_reads_a_tables_return_from_the_database_instead_of_computing_it() {
    let mut h = Harness::new().await;
    // A return stored by an earlier run (here: made up, so a computation would show).
    let table = parlor::engine::video_poker::PayTable::classic();
    let pays = serde_json::to_string(&parlor::engine::video_poker::PayTable {
        name: String::new(),
        royal_flush_max_bet: Some(table.royal_at_max_bet()),
        ..table
    })
    .unwrap();
    h.app
        .store()
        .save_figure(
            "video-poker",
            &pays,
            &serde_json::json!([0.95, 0.96]),
            START,
        )
        .await
        .unwrap();
    let shown = h
        .command(
            ALICE,
            Command::Config(parlor::app::ConfigChange::default().setting("pay_table", "classic")),
        )
        .await;
    assert!(
        text(&shown).contains("96.0000 % at 5 chips · 95.0000 % at 1 to 4 chips"),
        "{}",
        text(&shown)
    );
}

/// A server's custom table taken out of the configuration file: the server plays by the
/// built-in table, and `/config` still shows and changes the other settings.
#[tokio::test]
async fn a_custom_table_taken_out_of_the_configuration_blocks_no_other_change() {
    parlor::testing::registry();
    let example = include_str!("../config.example.toml");
    let config = parlor::config::Config::from_toml(example, "config.example.toml").unwrap();
    let mut h = Harness::with_config(config, 3).await;
    let config = |change: parlor::app::ConfigChange| Command::Config(change);
    let set = h
        .command(
            ALICE,
            config(parlor::app::ConfigChange::default().setting("pay_table", "bonus-8-5")),
        )
        .await;
    assert!(text(&set).contains("Changed: pay_table"), "{}", text(&set));
    h.config = std::sync::Arc::new(parlor::config::Config::default());
    h.restart(3).await;
    let shown = h
        .command(ALICE, config(parlor::app::ConfigChange::default()))
        .await;
    assert!(text(&shown).contains("Server settings"), "{}", text(&shown));
    let changed = h
        .command(
            ALICE,
            config(parlor::app::ConfigChange::default().setting("starting_chips", "200")),
        )
        .await;
    assert!(
        text(&changed).contains("Changed: starting_chips"),
        "{}",
        text(&changed)
    );
    // The machine pays by the built-in table: four of a kind pays 25 a chip, not 40.
    let (won, shown) = stand_pat(&mut h, BOB, 1, "7s 7h 7d 7c 2s").await;
    assert_eq!(won, 25, "{shown}");
}

#[tokio::test]
async fn a_new_machine_replaces_one_past_its_deadline_before_the_sweep() {
    // The old machine timed out but the sweep has not closed it yet: /poker video closes it
    // and opens the new one in the same interaction, its slot freed first.
    let mut h = Harness::new().await;
    let old = start_machine(&mut h, ALICE, 2).await;
    let old_id = game_id(&old);
    h.clock.advance(16 * 60);
    let new = h.command(ALICE, video_poker(Some(3))).await;
    assert!(has_button(&new, "deal"), "{}", text(&new));
    let new_id = game_id(&new);
    assert_ne!(new_id, old_id);
    assert_eq!(h.row(old_id).await.2, GameStatus::Expired);
    assert_eq!(h.row(new_id).await.2, GameStatus::Active);
    h.audit().await;
}

/// At the terminal table: "Bet…" opens a form that only its member sees, `submit` sends it
/// back, and the bet is what was typed. A bet out of range is refused with the range; a
/// form opened before the machine moved on is stale; in a hand there is no "Bet…".
#[tokio::test]
async fn a_typed_bet_is_a_form_filled_in_at_the_terminal() {
    use common::session::{Session, find, game_id};
    use parlor::engine::video_poker::VideoPoker;
    let mut s = Session::new(41).await;
    let opened = s.as_("alice", "/poker video bet:1").await;
    let id = game_id(&opened);
    let form = s.as_("alice", "click bet-typed").await;
    assert_eq!(form["type"], 9, "{form}");
    assert_eq!(form["data"]["title"], "Your bet");
    let set = s.as_("alice", "submit bet:4").await;
    assert_eq!(set["type"], 7, "{set}");
    assert_eq!(s.game::<VideoPoker>(id).await.0.bet, 4);

    s.as_("alice", "click bet-typed").await;
    let refused = s.as_("alice", "submit bet:9").await;
    assert!(common::is_private(&refused["data"]), "{refused}");
    assert!(
        refused.to_string().contains("Bets are 1 to 5 chips"),
        "{refused}"
    );
    assert_eq!(s.game::<VideoPoker>(id).await.0.bet, 4, "nothing changed");

    // A form opened, then the machine moves on (Bet −): the form is stale when sent.
    let form = s.as_("alice", "click bet-typed").await;
    assert_eq!(form["type"], 9);
    s.as_("alice", "click bet-down").await;
    let stale = s.as_("alice", "submit bet:5").await;
    assert_eq!(stale["type"], 7, "{stale}");
    assert_eq!(
        s.game::<VideoPoker>(id).await.0.bet,
        3,
        "the stale form set nothing"
    );

    // In a hand the bet is locked: no "Bet…" on the machine.
    let dealt = s.as_("alice", "click deal").await;
    assert!(find(&dealt, "bet-typed").is_none(), "{dealt}");
    s.audit().await;
}
