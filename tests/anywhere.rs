//! Playing anywhere: a member's own wallet (kept under guild 0) in their DM with Parlor, in a
//! group DM and in a server that has not added Parlor, beside the economies of the servers
//! that host it. Through the app layer, each request built with the place Discord's owners
//! name: games survive a restart, a click stormed at once applies once, the sweep leaves an
//! own-wallet game to its next click, nothing is ever posted for the own wallets, `parlor
//! check` finds nothing wrong, an exclusion holds everywhere and a limit where it was set.
//! Run on SQLite and on PostgreSQL.

use crate::common;

use common::places::{ELSEWHERE, Where, at, fits};
use common::*;
use parlor::app::{Action, App, Command, LimitChange, OWN_WALLETS, Request};
use parlor::engine::GameKind;
use parlor::engine::blackjack::Blackjack;
use parlor::engine::blackjack::round::{Decision, Stage};
use parlor::engine::blackjack::table::Move;
use parlor::engine::table::TableAction;
use parlor::engine::video_poker::{Phase, Press};
use parlor::store::{DAY, GameStatus};
use parlor::view::custom_id::{CustomId, ExclusionButton};
use parlor::view::{Refusal, Reply};
use serde_json::json;
use std::sync::Arc;

/// Sends `member`'s `action` at `place`: the reply, checked (see [`Harness::send`], [`fits`]).
async fn send_at(h: &mut Harness, member: u64, action: Action, place: Where) -> Reply {
    let request = at(h.request(member, action), place);
    let reply = h.send(request).await;
    fits(&reply, place);
    reply
}

async fn command_at(h: &mut Harness, member: u64, command: Command, place: Where) -> Reply {
    send_at(h, member, Action::Command(command), place).await
}

async fn click_at(h: &mut Harness, member: u64, custom_id: &str, place: Where) -> Reply {
    let request = at(h.click_request(member, custom_id), place);
    let reply = h.send(request).await;
    fits(&reply, place);
    reply
}

async fn refused_at(h: &mut Harness, member: u64, action: Action, place: Where) -> Refusal {
    let request = at(h.request(member, action), place);
    h.refused(request).await
}

/// `member`'s own wallet's balance (0 before they have one).
async fn own(h: &Harness, member: u64) -> i64 {
    h.balance_in(OWN_WALLETS, member).await
}

/// Whether `member` has a wallet on server `guild`.
async fn has_wallet(h: &Harness, guild: u64, member: u64) -> bool {
    let mut tx = h.app.store().begin().await.unwrap();
    let wallet = tx.existing_wallet(guild, member).await.unwrap();
    tx.commit().await.unwrap();
    wallet.is_some()
}

/// The server a stored game plays in (0: the own wallets).
async fn economy_of(h: &Harness, game: i64) -> u64 {
    let row = h.app.store().find_game(game).await.unwrap().unwrap();
    row.guild_id
}

async fn deadline_of(h: &Harness, game: i64) -> Option<i64> {
    let row = h.app.store().find_game(game).await.unwrap().unwrap();
    row.deadline
}

async fn no_findings(h: &Harness) {
    let findings = h.app.check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
    parlor_check_url(&h.url);
}

async fn open_games(h: &Harness) -> usize {
    h.app.store().open_games_raw().await.unwrap().len()
}

fn blackjack(mode: &str, bet: i64) -> Command {
    Command::start(GameKind::Blackjack, json!({ "mode": mode, "bet": bet }))
}

fn self_exclude(span: &str, member: Option<u64>) -> Command {
    Command::SelfExclude {
        span: span.into(),
        user: member.map(user),
    }
}

/// The Blackjack table's button for `mv` at its current version.
async fn fresh(h: &Harness, id: i64, mv: Move) -> String {
    let version = h.row(id).await.0;
    CustomId::game(GameKind::Blackjack, id, version, &TableAction::Play(mv))
}

/// Plays the table's round to its end at `place`, each seat standing and declining
/// insurance in turn, by the member seated there.
async fn play_the_round(h: &mut Harness, id: i64, seats: &[(u8, u64)], place: Where) {
    for _ in 0..20 {
        let (game, _, _) = h.game::<Blackjack>(id).await;
        let Some(round) = game.play().and_then(|t| t.round.clone()) else {
            return;
        };
        let Some(seat) = round.to_act() else { return };
        let who = seats.iter().find(|(s, _)| *s == seat).expect("a seat").1;
        let mv = if round.stage == Stage::Insurance {
            Move::NoInsurance
        } else {
            Move::Decide(Decision::Stand)
        };
        let click = fresh(h, id, mv).await;
        let played = click_at(h, who, &click, place).await;
        assert!(!is_ephemeral_notice(&played), "{}", text(&played));
    }
    panic!("the round did not end in 20 moves");
}

/// A hand of video poker in a DM: bet, dealt and held there; Parlor restarts; the draw
/// from before the restart settles it. Every chip moves in the member's own wallet, the
/// hosting server's wallet is never made, and the dealt board says when the turn times out.
#[tokio::test]
async fn a_hand_in_a_dm_survives_a_restart_and_plays_from_the_own_wallet() {
    let mut h = Harness::new().await;
    let claimed = command_at(&mut h, ALICE, Command::Daily, Where::Dm).await;
    assert!(text(&claimed).contains("+50 chips"), "{}", text(&claimed));
    assert_eq!(own(&h, ALICE).await, 150);
    let start = send_at(
        &mut h,
        ALICE,
        Action::Command(video_poker(Some(4))),
        Where::Dm,
    )
    .await;
    assert!(!start.view.ephemeral, "others in the DM see the machine");
    let id = game_id(&start);
    assert_eq!(economy_of(&h, id).await, OWN_WALLETS);
    let dealt = click_at(&mut h, ALICE, &button(&start, "deal"), Where::Dm).await;
    assert_eq!(own(&h, ALICE).await, 146);
    let deadline = deadline_of(&h, id).await.expect("a dealt hand has a deadline");
    assert!(
        text(&dealt).contains(&format!("⏳ Without a move, the game times out <t:{deadline}:R>.")),
        "{}",
        text(&dealt)
    );
    let held = click_at(&mut h, ALICE, &button(&dealt, "hold:4"), Where::Dm).await;
    let Phase::Dealt { hand, stock, .. } = machine(&h, id).await.phase else {
        panic!("a dealt hand")
    };

    h.restart(99).await;
    let drawn = click_at(&mut h, ALICE, &button(&held, "draw"), Where::Dm).await;
    assert_eq!(drawn.kind, parlor::view::ResponseKind::Update);
    let Phase::Settled(settled) = machine(&h, id).await.phase else {
        panic!("not settled after the restart")
    };
    assert_eq!(
        settled.hand,
        [stock[0], stock[1], stock[2], stock[3], hand[4]]
    );
    assert_eq!(own(&h, ALICE).await, 146 + settled.payout as i64);
    assert!(!has_wallet(&h, GUILD, ALICE).await, "no server's wallet made");
    no_findings(&h).await;
}

/// A Blackjack table in a group DM: ALICE opens it, BOB joins, ALICE starts it; Parlor
/// restarts mid-round and the round is played out. Each is paid from and to their own
/// wallet, and the group's leaderboard lists the two of them, not CAROL, who played only
/// in her DM.
#[tokio::test]
async fn a_group_table_survives_a_restart_and_pays_each_from_their_own_wallet() {
    let mut h = Harness::new().await;
    command_at(&mut h, CAROL, Command::Daily, Where::Dm).await;
    let opened = command_at(&mut h, ALICE, blackjack("table", 10), Where::Group).await;
    let id = game_id(&opened);
    assert_eq!(economy_of(&h, id).await, OWN_WALLETS);
    let joined = click_at(&mut h, BOB, &button(&opened, "join"), Where::Group).await;
    click_at(&mut h, ALICE, &button(&joined, "start"), Where::Group).await;
    let (game, _, _) = h.game::<Blackjack>(id).await;
    let round = game.play().and_then(|t| t.round.clone());
    assert!(
        round.is_some_and(|r| r.spot(0).is_some() && r.spot(1).is_some()),
        "both are dealt in"
    );
    // The stakes came out of their own wallets (100 each to begin with).
    assert_eq!((own(&h, ALICE).await, own(&h, BOB).await), (90, 90));

    h.restart(41).await;
    let seats = [(0, ALICE), (1, BOB)];
    play_the_round(&mut h, id, &seats, Where::Group).await;
    let (game, status, _) = h.game::<Blackjack>(id).await;
    let table = game.play().expect("the table plays on");
    assert!(!table.in_round() && table.rounds == 1, "one round played");
    assert_eq!(status, GameStatus::Active);
    assert_eq!(own(&h, ALICE).await, 100 + table.net_of(0));
    assert_eq!(own(&h, BOB).await, 100 + table.net_of(1));
    for member in [ALICE, BOB, CAROL] {
        assert!(!has_wallet(&h, GUILD, member).await, "{member}");
    }

    // The group's board ranks the group's players; CAROL's DM board, her alone.
    let chips = || Command::Leaderboard {
        board: None,
        season: None,
    };
    let board = text(&command_at(&mut h, BOB, chips(), Where::Group).await);
    for member in [ALICE, BOB] {
        assert!(board.contains(&format!("<@{member}>")), "{board}");
    }
    assert!(!board.contains(&format!("<@{CAROL}>")), "{board}");
    let hers = text(&command_at(&mut h, CAROL, chips(), Where::Dm).await);
    assert!(hers.contains(&format!("<@{CAROL}>")), "{hers}");
    for member in [ALICE, BOB] {
        assert!(!hers.contains(&format!("<@{member}>")), "{hers}");
    }
    // Her first word in the group is its board: she is one of its players from then on, and
    // on the board she asked for.
    let first = text(&command_at(&mut h, CAROL, chips(), Where::Group).await);
    for member in [ALICE, BOB, CAROL] {
        assert!(first.contains(&format!("<@{member}>")), "{first}");
    }
    no_findings(&h).await;
}

/// Sends every request at once over `apps` (a request told Parlor was busy is sent again,
/// as a member would press again); the replies, in the requests' order.
async fn at_once(apps: &[Arc<App>], requests: Vec<Request>) -> Vec<Reply> {
    let mut tasks = Vec::new();
    for (n, request) in requests.into_iter().enumerate() {
        let app = apps[n % apps.len()].clone();
        tasks.push(tokio::spawn(async move {
            for _ in 0..50 {
                let reply = app.handle(request.clone()).await;
                check_reply(&reply);
                if !raw_text(&reply).contains("busy right now") {
                    return reply;
                }
            }
            panic!("busy 50 times")
        }));
    }
    let mut replies = Vec::new();
    for task in tasks {
        replies.push(task.await.expect("a request"));
    }
    replies
}

/// Storms on a machine in a DM, over `apps` on one database: one Deal delivered twelve
/// times at once (the same interaction) takes the bet once and answers each delivery with
/// the one reply; one Draw pressed twelve times at once (twelve interactions) draws once,
/// the others told their press came too late.
async fn one_press_at_once(apps: Vec<Arc<App>>, mut h: Harness) {
    const AT_ONCE: usize = 12;
    let start = command_at(&mut h, BOB, video_poker(Some(5)), Where::Dm).await;
    let id = game_id(&start);
    let before = own(&h, BOB).await;
    let deal = at(h.click_request(BOB, &button(&start, "deal")), Where::Dm);
    let replies = at_once(&apps, vec![deal; AT_ONCE]).await;
    assert!(has_button(&replies[0], "draw"), "{}", text(&replies[0]));
    assert!(replies.iter().all(|r| *r == replies[0]), "one reply");
    assert_eq!(own(&h, BOB).await, before - 5, "the bet taken once");
    h.audit().await;

    let draw = button(&replies[0], "draw");
    let presses: Vec<Request> = (0..AT_ONCE)
        .map(|_| at(h.click_request(BOB, &draw), Where::Dm))
        .collect();
    let replies = at_once(&apps, presses).await;
    let drew = replies.iter().filter(|r| r.private.is_none()).count();
    assert_eq!(drew, 1, "one press draws");
    for reply in replies.iter().filter(|r| r.private.is_some()) {
        assert!(text(reply).contains("out of date"), "{}", text(reply));
        fits(reply, Where::Dm);
    }
    let Phase::Settled(settled) = machine(&h, id).await.phase else {
        panic!("the hand is settled")
    };
    assert_eq!(own(&h, BOB).await, before - 5 + settled.payout as i64);
    let ledger = h.ledger(id).await;
    assert_eq!(
        ledger.iter().filter(|(reason, _, _)| reason == "bet").count(),
        1,
        "{ledger:?}"
    );
    assert!(ledger.len() <= 2, "a bet and at most one payout: {ledger:?}");
    h.audit().await;
    let findings = apps[0].check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
}

#[tokio::test]
async fn one_press_stormed_in_a_dm_applies_once() {
    let h = Harness::new().await;
    one_press_at_once(vec![h.app.clone()], h).await;
}

#[tokio::test]
async fn one_press_stormed_in_a_dm_applies_once_over_two_postgresql_replicas() {
    let Some((apps, h)) = postgres_replicas().await else {
        return;
    };
    one_press_at_once(apps, h).await;
}

/// The idle sweep times out a server's hand past its deadline (it can edit the message
/// there) and leaves a DM's alone: that hand's timeout is played by its next click, as the
/// click's answer, and not the click itself.
#[tokio::test]
async fn the_sweep_leaves_an_own_wallet_game_to_its_next_click() {
    let mut h = Harness::new().await;
    // ALICE's hand in her DM, BOB's on the server: both dealt, both rigged to a pair of kings
    // with four aces to draw.
    let rigged = Phase::Dealt {
        hand: cards("Ks Kh 4d 8c 2s"),
        held: [false; 5],
        stock: stock("As Ah Ad Ac 3s"),
        advice: None,
    };
    let mut hands = Vec::new();
    for (member, place) in [(ALICE, Where::Dm), (BOB, Where::Server)] {
        let start = command_at(&mut h, member, video_poker(Some(5)), place).await;
        let dealt = click_at(&mut h, member, &button(&start, "deal"), place).await;
        let id = game_id(&dealt);
        let version = rig_machine(&h, id, rigged.clone()).await;
        hands.push((member, place, id, version, dealt));
    }
    let (dm, server) = (hands[0].2, hands[1].2);
    assert!(text(&hands[0].4).contains("⏳"), "{}", text(&hands[0].4));
    assert!(!text(&hands[1].4).contains("⏳"), "{}", text(&hands[1].4));
    let server_deadline = deadline_of(&h, server).await.expect("a deadline");

    h.clock.advance(16 * 60);
    let now = h.clock.now();
    assert_eq!(
        h.app.store().oldest_overdue(now).await.unwrap(),
        Some(server_deadline),
        "the sweep's lag counts the server's hand alone"
    );
    let due = h.app.store().due_games(GameKind::VideoPoker, now, 10);
    let ids: Vec<i64> = due.await.unwrap().iter().map(|g| g.id).collect();
    assert_eq!(ids, vec![server], "the sweep's list holds the server's hand alone");
    let edits = h.app.expire_idle().await.unwrap();
    let edited: Vec<i64> = edits.iter().map(|e| e.game_id).collect();
    assert_eq!(edited, vec![server]);
    assert_eq!(h.row(server).await.2, GameStatus::Expired);
    assert_eq!(h.balance(BOB).await, 100, "kings stood: 95 + 5");
    assert_eq!(h.row(dm).await.2, GameStatus::Active, "left to its next click");
    assert_eq!(own(&h, ALICE).await, 95);
    assert!(h.app.expire_idle().await.unwrap().is_empty());

    // ALICE's Draw, pressed late: the timeout plays instead (her kings stand; four aces
    // would have paid 125).
    let (_, _, _, version, _) = hands[0];
    let draw = CustomId::game(GameKind::VideoPoker, dm, version, &Press::Draw);
    let late = click_at(&mut h, ALICE, &draw, Where::Dm).await;
    assert!(text(&late).contains("stood"), "{}", text(&late));
    assert_eq!(h.row(dm).await.2, GameStatus::Expired);
    assert_eq!(own(&h, ALICE).await, 100);
    no_findings(&h).await;
}

/// With a log channel, log posts and an announcement channel in every server's defaults, a
/// hosting server's gift is posted; nothing a member does anywhere else queues a post, nor
/// stores settings for the own wallets, nor does a season close for them.
#[tokio::test]
async fn nothing_is_ever_posted_for_the_own_wallets() {
    let mut config = parlor::config::Config::default();
    config.defaults.log_channel = 4242;
    config.defaults.log_posts = true;
    config.defaults.log_gift_over = 0;
    config.defaults.announce_channel = 4343;
    let mut h = Harness::with_config(config, 7).await;
    let gift = || Command::Give {
        user: user(BOB),
        amount: 10,
    };
    h.command(ALICE, gift()).await;
    let posts = h.app.store().posts().await.unwrap();
    assert_eq!(posts.len(), 1, "the server's gift is logged: {posts:?}");

    for place in ELSEWHERE {
        command_at(&mut h, ALICE, Command::Daily, place).await;
        command_at(&mut h, ALICE, Command::Balance { user: None }, place).await;
        let request = at(h.request(ALICE, Action::Command(gift())), place);
        assert_eq!(h.refused(request).await, Refusal::NotInGuild);
        let start = command_at(&mut h, ALICE, video_poker(Some(1)), place).await;
        let dealt = click_at(&mut h, ALICE, &button(&start, "deal"), place).await;
        click_at(&mut h, ALICE, &button(&dealt, "draw"), place).await;
        let limits = Command::Limits(LimitChange {
            stake: Some(Some(500)),
            loss: None,
        });
        command_at(&mut h, ALICE, limits, place).await;
        let board = Command::Leaderboard {
            board: Some("video-poker".into()),
            season: None,
        };
        command_at(&mut h, ALICE, board, place).await;
    }
    // A season's end passes: the server's closes; the own wallets have none.
    h.clock.advance(40 * DAY);
    h.app.expire_idle().await.unwrap();
    let posts = h.app.store().posts().await.unwrap();
    assert!(
        posts.iter().all(|p| p.guild_id != OWN_WALLETS),
        "{posts:?}"
    );
    assert!(posts.iter().all(|p| p.guild_id == GUILD), "{posts:?}");
    let mut tx = h.app.store().begin().await.unwrap();
    assert!(tx.existing_settings(OWN_WALLETS).await.unwrap().is_none());
    tx.commit().await.unwrap();
    no_findings(&h).await;
}

/// The commands of a hosting server's economy are refused anywhere else, each changing
/// nothing.
#[tokio::test]
async fn the_servers_own_commands_are_refused_elsewhere() {
    let mut h = Harness::new().await;
    for place in ELSEWHERE {
        command_at(&mut h, BOB, Command::Daily, place).await;
    }
    let before = own(&h, BOB).await;
    for place in ELSEWHERE {
        for command in [
            Command::Give {
                user: user(CAROL),
                amount: 5,
            },
            Command::Season,
            Command::Config(parlor::app::ConfigChange::default()),
            Command::Config(parlor::app::ConfigChange::default().setting("starting_chips", "5")),
            Command::Audit { user: user(CAROL) },
        ] {
            let refusal = refused_at(&mut h, BOB, Action::Command(command.clone()), place).await;
            assert_eq!(refusal, Refusal::NotInGuild, "{command:?} at {place:?}");
        }
    }
    assert_eq!(own(&h, BOB).await, before);
    assert_eq!(own(&h, CAROL).await, 0, "no wallet made for her");
    assert!(!has_wallet(&h, GUILD, CAROL).await);
    let refusal = Refusal::NotInGuild.message(parlor::view::Locale::En);
    assert!(
        refusal.contains("This command belongs to the servers that added Parlor"),
        "{refusal}"
    );
}

/// Where a server keeps an external app's replies private, a solo game plays privately and
/// a table is refused, nothing opened or taken; where it does not, the table opens.
#[tokio::test]
async fn a_table_is_refused_where_the_replies_stay_private() {
    let mut h = Harness::new().await;
    let hidden = Where::Guest { public: false };
    let machine = command_at(&mut h, DAVE, video_poker(Some(5)), hidden).await;
    assert!(machine.view.ephemeral && has_button(&machine, "deal"));
    let dealt = click_at(&mut h, DAVE, &button(&machine, "deal"), hidden).await;
    assert!(has_button(&dealt, "draw"), "{}", text(&dealt));
    let (games, wallet) = (open_games(&h).await, own(&h, DAVE).await);
    for table in [
        blackjack("table", 10),
        Command::start(GameKind::DrawPoker, json!({ "buyin": 20 })),
    ] {
        let refusal = refused_at(&mut h, DAVE, Action::Command(table), hidden).await;
        assert_eq!(refusal, Refusal::TableUnseen);
    }
    assert_eq!((open_games(&h).await, own(&h, DAVE).await), (games, wallet));
    let words = Refusal::TableUnseen.message(parlor::view::Locale::En);
    assert!(words.contains("nobody else would see your moves"), "{words}");
    let opened = command_at(
        &mut h,
        DAVE,
        blackjack("table", 10),
        Where::Guest { public: true },
    )
    .await;
    assert!(has_button(&opened, "join") && !opened.view.ephemeral);
    // Nor does a member whose replies stay private take a seat at another's table there.
    let join = Action::click(&button(&opened, "join"), vec![], Some(77));
    let carol = own(&h, CAROL).await;
    assert_eq!(
        refused_at(&mut h, CAROL, join.clone(), hidden).await,
        Refusal::TableUnseen
    );
    assert_eq!(own(&h, CAROL).await, carol);
    let joined = click_at(&mut h, CAROL, &button(&opened, "join"), Where::Guest { public: true }).await;
    assert!(text(&joined).contains(&format!("<@{CAROL}>")), "{}", text(&joined));
}

/// `member` asks to stop wagering for `span` at `place`, and confirms there.
async fn exclude_at(h: &mut Harness, member: u64, span: &str, place: Where) -> Reply {
    let asked = command_at(h, member, self_exclude(span, None), place).await;
    assert!(asked.view.ephemeral, "the question is private");
    click_at(h, member, &button(&asked, "confirm"), place).await
}

/// A member's own exclusion, taken in their DM, stops their wagers on a hosting server and
/// everywhere else; one taken on a hosting server stops them in a group DM. Nothing moves and
/// no game opens.
#[tokio::test]
async fn an_exclusion_taken_in_a_dm_holds_everywhere() {
    let mut h = Harness::new().await;
    h.command(BOB, Command::Balance { user: None }).await;
    command_at(&mut h, BOB, Command::Daily, Where::Dm).await;
    exclude_at(&mut h, BOB, "7d", Where::Dm).await;
    let refusal = Refusal::Excluded {
        until: START + 7 * DAY,
        own: true,
    };
    let before = (h.balance(BOB).await, own(&h, BOB).await, open_games(&h).await);
    for place in [Where::Server].into_iter().chain(ELSEWHERE) {
        for wager in [blackjack("solo", 10), video_poker(Some(1))] {
            let refused = refused_at(&mut h, BOB, Action::Command(wager), place).await;
            assert_eq!(refused, refusal, "{place:?}");
        }
    }
    let after = (h.balance(BOB).await, own(&h, BOB).await, open_games(&h).await);
    assert_eq!(after, before, "no chip moved, no game opened");

    // One taken on the server holds in a group DM.
    command_at(&mut h, CAROL, Command::Daily, Where::Group).await;
    exclude_at(&mut h, CAROL, "1d", Where::Server).await;
    let refused = refused_at(
        &mut h,
        CAROL,
        Action::Command(blackjack("solo", 10)),
        Where::Group,
    )
    .await;
    assert_eq!(
        refused,
        Refusal::Excluded {
            until: START + DAY,
            own: true
        }
    );
    no_findings(&h).await;
}

/// Nobody manages the own wallets: a member holding Manage Server in a server that has not
/// added Parlor cannot stop another member wagering there (kept under guild 0, it would stop
/// them on every server), neither by the command nor by a Confirm made for it. On the
/// server that hosts Parlor, the same Confirm stops them there alone.
#[tokio::test]
async fn nobody_manages_the_own_wallets() {
    let mut h = Harness::new().await;
    let guest = Where::Guest { public: true };
    let asked = refused_at(
        &mut h,
        ALICE,
        Action::Command(self_exclude("7d", Some(BOB))),
        guest,
    )
    .await;
    assert_eq!(asked, Refusal::ExcludeOthers);
    let confirm = CustomId::exclusion(&ExclusionButton {
        by: ALICE,
        member: BOB,
        days: Some(7),
        at: h.clock.now(),
        confirm: true,
    });
    let request = at(h.click_request(ALICE, &confirm), guest);
    assert_eq!(h.refused(request).await, Refusal::ExcludeOthers);
    for place in [Where::Server, Where::Dm, guest] {
        let dealt = command_at(&mut h, BOB, video_poker(Some(1)), place).await;
        assert!(has_button(&dealt, "deal"), "{place:?}: {}", text(&dealt));
    }
    // The server's manager, on the server: BOB stops there, and plays on elsewhere.
    let request = h.click_request(ALICE, &confirm);
    h.send(request).await;
    let refused = refused_at(
        &mut h,
        BOB,
        Action::Command(blackjack("solo", 10)),
        Where::Server,
    )
    .await;
    assert!(
        matches!(refused, Refusal::Excluded { own: false, .. }),
        "{refused:?}"
    );
    let played = command_at(&mut h, BOB, blackjack("solo", 10), Where::Dm).await;
    assert!(!is_ephemeral_notice(&played), "{}", text(&played));
    no_findings(&h).await;
}

/// A loss limit set in a group DM binds the member's own wallet (in their DM too) and not a
/// hosting server's; one set on the server binds the server's alone.
#[tokio::test]
async fn a_limit_set_elsewhere_binds_the_own_wallet_only() {
    let mut h = Harness::new().await;
    let loss = |cap| {
        Command::Limits(LimitChange {
            stake: None,
            loss: Some(Some(cap)),
        })
    };
    let set = command_at(&mut h, DAVE, loss(3), Where::Group).await;
    assert!(text(&set).contains("Loss limit: 3 chips"), "{}", text(&set));
    let refused = refused_at(
        &mut h,
        DAVE,
        Action::Command(video_poker(Some(5))),
        Where::Dm,
    )
    .await;
    assert!(
        matches!(
            refused,
            Refusal::PastLimit {
                loss: true,
                cap: 3,
                ..
            }
        ),
        "{refused:?}"
    );
    let there = h.command(DAVE, video_poker(Some(5))).await;
    assert!(has_button(&there, "deal"), "{}", text(&there));
    h.click(DAVE, &button(&there, "deal")).await;
    assert_eq!(h.balance(DAVE).await, 95);

    h.command(CAROL, loss(3)).await;
    let request = h.request(CAROL, Action::Command(video_poker(Some(5))));
    assert!(matches!(
        h.refused(request).await,
        Refusal::PastLimit { loss: true, .. }
    ));
    let own_game = command_at(&mut h, CAROL, video_poker(Some(5)), Where::Guest { public: true }).await;
    let dealt = click_at(
        &mut h,
        CAROL,
        &button(&own_game, "deal"),
        Where::Guest { public: true },
    )
    .await;
    assert!(has_button(&dealt, "draw"), "{}", text(&dealt));
    assert_eq!(own(&h, CAROL).await, 95);
    no_findings(&h).await;
}

/// A member's own exclusion writes their own wallet too, as it writes every wallet of
/// theirs: a wager on it in flight when the exclusion commits (PostgreSQL, another replica)
/// cannot commit past it. Only PostgreSQL runs two writers at once.
#[tokio::test]
async fn an_own_exclusion_meets_a_wager_on_the_own_wallet_in_flight() {
    use parlor::store::{EVERYWHERE, Movement, StoreError};
    let Some((apps, mut h)) = postgres_replicas().await else {
        return;
    };
    let machine = command_at(&mut h, BOB, video_poker(Some(5)), Where::Dm).await;
    let game = game_id(&machine);
    let now = h.clock.now();
    // The wager's transaction reads first: no exclusion yet.
    let mut wager = apps[0].store().begin().await.unwrap();
    assert!(
        wager
            .exclusion(OWN_WALLETS, BOB, now)
            .await
            .unwrap()
            .is_none()
    );
    // BOB's exclusion commits meanwhile, on the other replica.
    let mut exclusion = apps[1].store().begin().await.unwrap();
    exclusion
        .exclude(EVERYWHERE, BOB, BOB, now, now + DAY)
        .await
        .unwrap();
    exclusion.commit().await.unwrap();
    // The wager writes the own wallet: it met the exclusion's write, and nothing of it stays.
    let bet = Movement {
        guild_id: OWN_WALLETS,
        user_id: BOB,
        delta: -5,
        reason: "bet",
        game_id: Some(game),
        counterparty: None,
        key: "in-flight".into(),
        at: now,
    };
    let taken = match wager.move_chips(&bet).await {
        Ok(_) => wager.commit().await,
        Err(e) => Err(e),
    };
    assert!(matches!(taken, Err(StoreError::Conflict)), "{taken:?}");
    assert_eq!(own(&h, BOB).await, 100);
    let findings = apps[0].check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
}
