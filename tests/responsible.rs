//! Responsible play end to end (issue 57): a member's own exclusion (`/selfexclude`, on every
//! server), a manager's (on one server), and a member's own limits (`/limits`, staked and net
//! lost in 24 hours), each held to the wager in its transaction; tables treating an excluded
//! member as a short one; storms of wagers that may not pass the rule; and `parlor check`
//! finding a wager that did. Run on SQLite and on PostgreSQL.

use crate::common;

use common::*;
use parlor::app::{Action, Command, LimitChange, Request};
use parlor::engine::GameKind;
use parlor::engine::blackjack::Blackjack;
use parlor::engine::blackjack::round::{Decision, Round, Stage};
use parlor::engine::blackjack::table::Move;
use parlor::engine::table::TableAction;
use parlor::view::custom_id::CustomId;
use parlor::engine::video_poker::VideoPoker;
use parlor::store::{DAY, Finding, GameStatus, Movement};
use parlor::view::{Refusal, Reply};
use serde_json::json;

/// A second server Parlor runs on.
const ELSEWHERE: u64 = 4242;
/// A hand that wins nothing, all five held.
const LOSING: &str = "2c 7d 9h Js 4s";

fn self_exclude(span: &str, member: Option<u64>) -> Command {
    Command::SelfExclude {
        span: span.into(),
        user: member.map(user),
    }
}

fn limits(stake: Option<Option<i64>>, loss: Option<Option<i64>>) -> Command {
    Command::Limits(LimitChange { stake, loss })
}

/// `/blackjack play bet:<bet>`.
fn blackjack_bet(bet: i64) -> Command {
    Command::start(GameKind::Blackjack, json!({ "mode": "solo", "bet": bet }))
}

/// `/cascade play`: a free game.
fn cascade() -> Command {
    Command::start(GameKind::Cascade, json!({ "mode": "play" }))
}

/// `member`'s `command` on server `guild` (one that hosts Parlor).
fn on(h: &mut Harness, guild: u64, member: u64, command: Command) -> Request {
    let mut request = h.request(member, Action::Command(command));
    request.guild_id = Some(guild);
    request.place = parlor::app::Place::Server(guild);
    request
}

/// `member`'s `/poker video bet:<bet>` in `channel`.
fn machine_in(h: &mut Harness, member: u64, bet: i64, channel: u64) -> Request {
    let mut request = h.request(member, Action::Command(video_poker(Some(bet))));
    request.channel_id = channel;
    request
}


/// The end of the exclusion holding `member` on `guild` now, if one does.
async fn excluded_until(h: &Harness, guild: u64, member: u64) -> Option<i64> {
    let mut tx = h.app.store().begin().await.expect("begin");
    let held = tx
        .exclusion(guild, member, h.clock.now())
        .await
        .expect("read the exclusion");
    tx.commit().await.expect("commit");
    held.map(|x| x.until)
}

/// Chips `member` staked on `guild` since the start of the test, and net chips lost.
async fn played(h: &Harness, guild: u64, member: u64) -> (i64, i64) {
    let mut tx = h.app.store().begin().await.expect("begin");
    let played = tx.played_since(guild, member, 0).await.expect("the ledger");
    tx.commit().await.expect("commit");
    played
}

/// Puts the shared clock at `at`.
fn set_clock(h: &Harness, at: i64) {
    h.clock.advance(at - h.clock.now());
}

async fn games(h: &Harness) -> usize {
    h.app.store().open_games_raw().await.unwrap().len()
}

async fn no_findings(h: &Harness) {
    let findings = h.app.check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
}

/// `member` asks to stop wagering for `span` and confirms: the answer to Confirm.
async fn exclude(h: &mut Harness, member: u64, span: &str) -> Reply {
    let asked = h.command(member, self_exclude(span, None)).await;
    h.click(member, &button(&asked, "confirm")).await
}

/// `member` deals a hand of `bet` on a machine in `channel` and loses it.
async fn lose(h: &mut Harness, member: u64, bet: i64, channel: u64) {
    let before = h.balance(member).await;
    let draw = rigged_bet(h, member, bet, LOSING, channel).await;
    h.click(member, &draw).await;
    assert_eq!(h.balance(member).await, before - bet, "the hand of {bet} lost");
}

/// `member` deals a hand of `bet` on a fresh machine in `channel`; the dealt reply.
async fn deal(h: &mut Harness, member: u64, bet: i64, channel: u64) -> Reply {
    let request = machine_in(h, member, bet, channel);
    let machine = h.send(request).await;
    assert!(has_button(&machine, "deal"), "{}", text(&machine));
    let dealt = h.click(member, &button(&machine, "deal")).await;
    assert!(has_button(&dealt, "draw"), "{}", text(&dealt));
    dealt
}

/// `member`'s `/poker video bet:<bet>` in `channel`, refused: the refusal.
async fn refused_machine(h: &mut Harness, member: u64, bet: i64, channel: u64) -> Refusal {
    let request = machine_in(h, member, bet, channel);
    h.refused(request).await
}

/// Done when 1: `/selfexclude for:7d` and Confirm. A blackjack bet is then refused on this
/// server and on another, privately and saying until when, while a Cascade board starts;
/// nothing moves and no game opens. Nobody lifts it early: not a shorter exclusion, not
/// Cancel, not a second Confirm, not someone else's press or a stale one. After the 7 days
/// the bet goes through.
#[tokio::test]
async fn a_member_who_stops_wagering_is_refused_on_every_server_until_it_ends() {
    let mut h = Harness::new().await;
    // BOB has chips on both servers.
    h.command(BOB, Command::Balance { user: None }).await;
    let there = on(&mut h, ELSEWHERE, BOB, Command::Balance { user: None });
    h.send(there).await;
    let until = START + 7 * DAY;

    let asked = h.command(BOB, self_exclude("7d", None)).await;
    assert!(asked.view.ephemeral, "the question is private");
    let question = text(&asked);
    assert!(
        question.contains(&format!("Stop wagering until <t:{until}:f>")),
        "{question}"
    );
    let (confirm, cancel) = (button(&asked, "confirm"), button(&asked, "cancel"));
    // Someone else's press does nothing.
    let request = h.click_request(CAROL, &confirm);
    assert_eq!(h.refused(request).await, Refusal::NotYourConfirm);
    // Cancel changes nothing.
    let cancelled = h.click(BOB, &cancel).await;
    assert!(
        text(&cancelled).contains("Nothing was changed"),
        "{}",
        text(&cancelled)
    );
    assert_eq!(excluded_until(&h, GUILD, BOB).await, None);

    // Confirmed a minute later: the end is the one BOB was told.
    h.clock.advance(60);
    let done = h.click(BOB, &confirm).await;
    assert!(done.view.ephemeral);
    let said = text(&done);
    assert!(
        said.contains(&format!("you can't wager until <t:{until}:f>")),
        "{said}"
    );
    assert_eq!(excluded_until(&h, GUILD, BOB).await, Some(until));
    assert_eq!(excluded_until(&h, ELSEWHERE, BOB).await, Some(until));
    // A second press: the same exclusion, the same end.
    let again = h.click(BOB, &confirm).await;
    assert_eq!(text(&again), said);

    let refusal = Refusal::Excluded { until, own: true };
    let before = (
        h.balance(BOB).await,
        h.balance_in(ELSEWHERE, BOB).await,
        games(&h).await,
    );
    let here = h.request(BOB, Action::Command(blackjack_bet(10)));
    assert_eq!(h.refused(here).await, refusal);
    let words = refusal.message(parlor::view::Locale::En);
    assert!(
        words.contains(&format!("until <t:{until}:f>"))
            && words.contains("Games without a stake stay open"),
        "{words}"
    );
    let there = on(&mut h, ELSEWHERE, BOB, blackjack_bet(10));
    assert_eq!(h.refused(there).await, refusal);
    // Video poker's bet too.
    assert_eq!(refused_machine(&mut h, BOB, 1, CHANNEL).await, refusal);
    assert_eq!(
        (
            h.balance(BOB).await,
            h.balance_in(ELSEWHERE, BOB).await,
            games(&h).await
        ),
        before,
        "no chip moved and no game opened"
    );
    // A free game starts.
    let board = h.command(BOB, cascade()).await;
    assert!(!is_ephemeral_notice(&board), "{}", text(&board));
    assert_eq!(games(&h).await, before.2 + 1);

    // Nobody lifts it early: a shorter one changes nothing, and says so.
    let shorter = h.command(BOB, self_exclude("1d", None)).await;
    let shown = text(&shorter);
    assert!(
        shown.contains(&format!("already stopped wagering until <t:{until}:f>")),
        "{shown}"
    );
    assert!(!has_button(&shorter, "confirm"), "nothing to confirm");
    assert_eq!(excluded_until(&h, GUILD, BOB).await, Some(until));
    // A confirm of a shorter one, asked before this one was confirmed: expired by now, and
    // it could not shorten it anyway.
    h.clock.advance(15 * 60);
    let stale = h.click_request(BOB, &confirm);
    assert_eq!(h.refused(stale).await, Refusal::ConfirmExpired);
    // /limits shows it.
    let shown = text(&h.command(BOB, limits(None, None)).await);
    assert!(
        shown.contains(&format!("You have stopped wagering until <t:{until}:f>"))
            && shown.contains("on every server"),
        "{shown}"
    );

    // A second before the end, still refused; from its very second, the bet goes through
    // everywhere (and `parlor check` agrees).
    set_clock(&h, until - 1);
    let late = h.request(BOB, Action::Command(blackjack_bet(10)));
    assert_eq!(h.refused(late).await, refusal);
    set_clock(&h, until);
    let dealt = h.command(BOB, blackjack_bet(10)).await;
    assert!(!is_ephemeral_notice(&dealt), "{}", text(&dealt));
    assert_eq!(played(&h, GUILD, BOB).await.0, 10, "the bet was taken");
    let there = on(&mut h, ELSEWHERE, BOB, blackjack_bet(10));
    let dealt = h.send(there).await;
    assert!(!is_ephemeral_notice(&dealt), "{}", text(&dealt));
    assert_eq!(played(&h, ELSEWHERE, BOB).await.0, 10);
    no_findings(&h).await;
}

/// `forever` holds for good, and says so.
#[tokio::test]
async fn an_exclusion_for_good_never_ends() {
    let mut h = Harness::new().await;
    let done = text(&exclude(&mut h, DAVE, "forever").await);
    assert!(done.contains("you can't wager for good"), "{done}");
    h.clock.advance(400 * DAY);
    let request = h.request(DAVE, Action::Command(blackjack_bet(1)));
    assert_eq!(
        h.refused(request).await,
        Refusal::Excluded {
            until: parlor::store::FOREVER,
            own: true
        }
    );
    for bad in ["0d", "366d", "soon"] {
        let request = h.request(DAVE, Action::Command(self_exclude(bad, None)));
        assert_eq!(
            h.refused(request).await,
            Refusal::BadSpan { given: bad.into() }
        );
    }
}

/// A manager stops a member wagering on this server alone; a member who is not a manager
/// cannot stop another.
#[tokio::test]
async fn a_manager_excludes_a_member_on_this_server_only() {
    let mut h = Harness::new().await;
    let request = h.request(CAROL, Action::Command(self_exclude("30d", Some(BOB))));
    assert_eq!(h.refused(request).await, Refusal::ExcludeOthers);

    let asked = h.command(ALICE, self_exclude("30d", Some(BOB))).await;
    assert!(
        text(&asked).contains(&format!("Stop <@{BOB}> wagering on this server")),
        "{}",
        text(&asked)
    );
    let confirm = button(&asked, "confirm");
    // BOB cannot press the manager's Confirm (nor lift it).
    let request = h.click_request(BOB, &confirm);
    assert_eq!(h.refused(request).await, Refusal::NotYourConfirm);
    let done = text(&h.click(ALICE, &confirm).await);
    assert!(done.contains(&format!("<@{BOB}> can't wager on this server")), "{done}");
    let until = START + 30 * DAY;
    assert_eq!(excluded_until(&h, GUILD, BOB).await, Some(until));
    assert_eq!(excluded_until(&h, ELSEWHERE, BOB).await, None);

    let request = h.request(BOB, Action::Command(blackjack_bet(10)));
    assert_eq!(
        h.refused(request).await,
        Refusal::Excluded { until, own: false }
    );
    // On another server BOB plays.
    let there = on(&mut h, ELSEWHERE, BOB, blackjack_bet(10));
    let dealt = h.send(there).await;
    assert!(!is_ephemeral_notice(&dealt), "{}", text(&dealt));
    assert_eq!(played(&h, ELSEWHERE, BOB).await.0, 10);
    assert_eq!(played(&h, GUILD, BOB).await.0, 0);
    // BOB's own /limits says who stopped him.
    let shown = text(&h.command(BOB, limits(None, None)).await);
    assert!(
        shown.contains("This server's managers have stopped you wagering here"),
        "{shown}"
    );
    no_findings(&h).await;
}

/// An excluded member can neither give nor receive gifts; nothing moves.
#[tokio::test]
async fn gifts_stop_both_ways_while_excluded() {
    let mut h = Harness::new().await;
    h.command(CAROL, Command::Balance { user: None }).await;
    exclude(&mut h, BOB, "7d").await;
    let (bob, carol) = (h.balance(BOB).await, h.balance(CAROL).await);
    let give = |to: u64| {
        Action::Command(Command::Give {
            user: user(to),
            amount: 10,
        })
    };
    let request = h.request(BOB, give(CAROL));
    assert_eq!(
        h.refused(request).await,
        Refusal::GiveExcluded {
            until: START + 7 * DAY,
        }
    );
    let request = h.request(CAROL, give(BOB));
    assert_eq!(
        h.refused(request).await,
        Refusal::TakesNoGifts { member: BOB }
    );
    assert_eq!((h.balance(BOB).await, h.balance(CAROL).await), (bob, carol));
    // Others give as before.
    h.command(CAROL, Command::Give {
        user: user(DAVE),
        amount: 10,
    })
    .await;
    assert_eq!(h.balance(CAROL).await, carol - 10);
}

/// An excluded member with no chips at all hears of the exclusion, not of their balance.
#[tokio::test]
async fn an_excluded_member_without_chips_hears_of_the_exclusion() {
    let mut h = Harness::new().await;
    h.command(BOB, Command::Balance { user: None }).await;
    let all = h.balance(BOB).await;
    assert!(all > 0, "a wallet with the starting chips");
    h.command(BOB, Command::Give {
        user: user(CAROL),
        amount: all,
    })
    .await;
    assert_eq!(h.balance(BOB).await, 0);
    // Before the exclusion: the balance is why.
    let request = h.request(BOB, Action::Command(blackjack_bet(10)));
    assert!(
        matches!(h.refused(request).await, Refusal::Rule(_)),
        "short of chips"
    );
    exclude(&mut h, BOB, "7d").await;
    let request = h.request(BOB, Action::Command(blackjack_bet(10)));
    assert_eq!(
        h.refused(request).await,
        Refusal::Excluded {
            until: START + 7 * DAY,
            own: true
        }
    );
}

/// A limit out of its range is refused, naming the range, and sets nothing.
#[tokio::test]
async fn a_limit_out_of_range_is_refused_and_sets_nothing() {
    let mut h = Harness::new().await;
    let max = parlor::view::commands::LIMIT_MAX;
    for (stake, loss) in [(Some(Some(0)), None), (None, Some(Some(max + 1)))] {
        let request = h.request(BOB, Action::Command(limits(stake, loss)));
        assert_eq!(h.refused(request).await, Refusal::BadLimit { max });
    }
    let shown = text(&h.command(BOB, limits(None, None)).await);
    assert!(
        shown.contains("Stake limit: none") && shown.contains("Loss limit: none"),
        "{shown}"
    );
}

/// Done when 2: a loss limit refuses the wager that would cross it, with what is left, and
/// lets the one within it go; raising it waits 24 hours (the old limit holds until then);
/// lowering it holds at once; removing it waits 24 hours. (Video poker bets 1 to 5.)
#[tokio::test]
async fn a_loss_limit_refuses_the_wager_that_would_cross_it_and_a_raise_waits_a_day() {
    let mut h = Harness::new().await;
    h.command(BOB, Command::Balance { user: None }).await;
    let set = text(&h.command(BOB, limits(None, Some(Some(12)))).await);
    assert!(
        set.contains("Saved")
            && set.contains("Loss limit: 12 chips in 24 hours · lost 0 chips · 12 chips left"),
        "{set}"
    );
    lose(&mut h, BOB, 5, 801).await;
    lose(&mut h, BOB, 5, 802).await;
    assert_eq!(played(&h, GUILD, BOB).await, (10, 10));
    // 5 more could lose past 12: refused, saying 2 are left.
    let past = |cap: i64, left: i64| Refusal::PastLimit {
        loss: true,
        cap,
        left,
    };
    assert_eq!(refused_machine(&mut h, BOB, 5, 803).await, past(12, 2));
    let words = past(12, 2).message(parlor::view::Locale::En);
    assert!(
        words.contains("24-hour loss limit (12): you can stake 2 more"),
        "{words}"
    );
    // A machine started now, its bet within what is left.
    let request = machine_in(&mut h, BOB, 1, 811);
    let waiting = h.send(request).await;
    // 2 goes; then nothing more, the waiting machine's Deal included.
    lose(&mut h, BOB, 2, 804).await;
    assert_eq!(refused_machine(&mut h, BOB, 1, 805).await, past(12, 0));
    let request = h.click_request(BOB, &button(&waiting, "deal"));
    assert_eq!(h.refused(request).await, past(12, 0));
    assert_eq!(h.balance(BOB).await, 88);

    // Raised an hour later: it waits 24 hours, and says from when.
    h.clock.advance(3600);
    let raised_at = h.clock.now();
    let raised = text(&h.command(BOB, limits(None, Some(Some(500)))).await);
    assert!(
        raised.contains(&format!(
            "From <t:{at}:f> (<t:{at}:R>): stake limit none, loss limit 500 chips",
            at = raised_at + DAY
        )) && raised.contains("Loss limit: 12 chips"),
        "{raised}"
    );
    assert_eq!(refused_machine(&mut h, BOB, 1, 805).await, past(12, 0));
    // A second before it: the first losses are out of the 24 hours, but 12 still holds.
    set_clock(&h, raised_at + DAY - 1);
    lose(&mut h, BOB, 5, 806).await;
    lose(&mut h, BOB, 5, 807).await;
    assert_eq!(refused_machine(&mut h, BOB, 5, 808).await, past(12, 2));
    // From then, 500.
    set_clock(&h, raised_at + DAY);
    lose(&mut h, BOB, 5, 809).await;
    let shown = text(&h.command(BOB, limits(None, None)).await);
    assert!(
        shown.contains("Loss limit: 500 chips in 24 hours · lost 15 chips · 485 chips left")
            && !shown.contains("From <t:"),
        "{shown}"
    );

    // Lowered in the very second the raise began: at once, and the raise stays on record
    // for the wager made under it (`parlor check` reads it at the end).
    h.command(BOB, limits(None, Some(Some(18)))).await;
    assert_eq!(refused_machine(&mut h, BOB, 5, 810).await, past(18, 3));
    // Removed: that waits 24 hours too.
    let removed = text(&h.command(BOB, limits(None, Some(None))).await);
    assert!(
        removed.contains("stake limit none, loss limit none"),
        "{removed}"
    );
    assert_eq!(refused_machine(&mut h, BOB, 5, 810).await, past(18, 3));
    h.clock.advance(DAY);
    deal(&mut h, BOB, 5, 810).await;
    let shown = text(&h.command(BOB, limits(None, None)).await);
    assert!(
        shown.contains("Loss limit: none") && !shown.contains("From <t:"),
        "{shown}"
    );
    assert_eq!(h.balance(BOB).await, 100 - 12 - 15 - 5);
    no_findings(&h).await;
}

/// A stake limit counts every chip staked, won or lost, and wins do not give it back; a
/// loss limit is given back by what play pays. Limits are per server.
#[tokio::test]
async fn a_stake_limit_counts_what_was_staked_and_holds_on_its_server() {
    let mut h = Harness::new().await;
    h.command(BOB, limits(Some(Some(12)), None)).await;
    // A royal flush pays, and still the 5 staked count.
    let draw = rigged_bet(&mut h, BOB, 5, "Ts Js Qs Ks As", 801).await;
    h.click(BOB, &draw).await;
    assert!(h.balance(BOB).await > 100, "the royal paid");
    lose(&mut h, BOB, 5, 802).await;
    assert_eq!(
        refused_machine(&mut h, BOB, 5, 803).await,
        Refusal::PastLimit {
            loss: false,
            cap: 12,
            left: 2
        }
    );
    let words = Refusal::PastLimit {
        loss: false,
        cap: 12,
        left: 2,
    }
    .message(parlor::view::Locale::En);
    assert!(words.contains("stake limit (12): 2 left"), "{words}");
    deal(&mut h, BOB, 2, 803).await;
    assert_eq!(played(&h, GUILD, BOB).await.0, 12);
    // On another server BOB has no limit.
    let there = on(&mut h, ELSEWHERE, BOB, blackjack_bet(20));
    let dealt = h.send(there).await;
    assert!(!is_ephemeral_notice(&dealt), "{}", text(&dealt));
    // /profile tells BOB alone.
    let profile = h.command(BOB, Command::Profile { user: None }).await;
    let note = profile.private.as_ref().expect("a private note");
    let said = &note.embeds[0].description;
    assert!(
        said.contains("a stake limit of 12 chips and a loss limit of none"),
        "{said}"
    );
    let seen = h.command(CAROL, Command::Profile { user: Some(user(BOB)) }).await;
    assert!(seen.private.is_none(), "not shown to others");
    no_findings(&h).await;
}

/// A staked table treats an excluded member as one short of the stake: they cannot sit
/// down, and a seated member excluded before the start holds the start back, named.
#[tokio::test]
async fn a_staked_table_treats_an_excluded_member_as_short() {
    let mut h = Harness::new().await;
    let opened = h
        .start(ALICE, GameKind::DrawPoker, json!({ "buyin": 20 }))
        .await;
    let join = button(&opened, "join");
    exclude(&mut h, BOB, "7d").await;
    let bob = h.balance(BOB).await;
    let request = h.click_request(BOB, &join);
    assert_eq!(
        h.refused(request).await,
        Refusal::Excluded {
            until: START + 7 * DAY,
            own: true
        }
    );
    assert_eq!(h.balance(BOB).await, bob);
    // CAROL sits down, then stops wagering: the start is held back, naming her.
    let joined = h.click(CAROL, &join).await;
    assert!(!is_ephemeral_notice(&joined), "{}", text(&joined));
    exclude(&mut h, CAROL, "1d").await;
    let (alice, carol) = (h.balance(ALICE).await, h.balance(CAROL).await);
    let request = h.click_request(ALICE, &button(&joined, "start"));
    assert_eq!(
        h.refused(request).await,
        Refusal::StakeNotCovered { member: CAROL }
    );
    assert_eq!((h.balance(ALICE).await, h.balance(CAROL).await), (alice, carol));
    assert!(h.ledger(game_id(&opened)).await.is_empty(), "no buy-in taken");
    // She leaves (no wager), DAVE sits down in her place, and the table starts.
    let left = h.click(CAROL, &button(&joined, "leave")).await;
    let joined = h.click(DAVE, &button(&left, "join")).await;
    let dave = h.balance(DAVE).await;
    let started = h.click(ALICE, &button(&joined, "start")).await;
    assert!(!is_ephemeral_notice(&started), "{}", text(&started));
    assert_eq!(
        (h.balance(ALICE).await, h.balance(DAVE).await, h.balance(CAROL).await),
        (alice - 20, dave - 20, carol)
    );
    no_findings(&h).await;
}

/// The Blackjack table's button for `mv` at its current version.
async fn fresh(h: &Harness, id: i64, mv: Move) -> String {
    let version = h.row(id).await.0;
    CustomId::game(GameKind::Blackjack, id, version, &TableAction::Play(mv))
}

/// The table's round now, if one is being played.
async fn round(h: &Harness, id: i64) -> Option<Round> {
    let (game, _, _) = h.game::<Blackjack>(id).await;
    game.play().and_then(|t| t.round.clone())
}

/// A seated member who stops wagering mid-round plays the hand out (standing is no wager,
/// a double is), is then left out of the next deal while the table plays on, and cannot
/// deal themselves in.
#[tokio::test]
async fn a_seated_member_excluded_mid_round_plays_it_out_and_is_then_left_out() {
    let mut h = Harness::new().await;
    let opened = h
        .start(ALICE, GameKind::Blackjack, json!({ "mode": "table", "bet": 10 }))
        .await;
    let id = game_id(&opened);
    let joined = h.click(BOB, &button(&opened, "join")).await;
    h.click(ALICE, &button(&joined, "start")).await;
    let dealt = round(&h, id).await.expect("the first round is dealt");
    let seats = [(0, ALICE), (1, BOB)];
    assert!(dealt.spot(1).is_some(), "BOB is dealt in");
    let bob = h.balance(BOB).await;
    exclude(&mut h, BOB, "7d").await;
    let excluded = Refusal::Excluded {
        until: START + 7 * DAY,
        own: true,
    };
    // The round played out: BOB stands; a double, his only wager left, is refused.
    let mut doubled = false;
    while let Some(round) = round(&h, id).await {
        let Some(seat) = round.to_act() else { break };
        let who = seats.iter().find(|(s, _)| *s == seat).unwrap().1;
        let mv = if round.stage == Stage::Insurance {
            Move::NoInsurance
        } else {
            if who == BOB && !doubled {
                let double = fresh(&h, id, Move::Decide(Decision::Double)).await;
                let request = h.click_request(BOB, &double);
                assert_eq!(h.refused(request).await, excluded);
                doubled = true;
            }
            Move::Decide(Decision::Stand)
        };
        let click = fresh(&h, id, mv).await;
        h.click(who, &click).await;
    }
    let paid = h.balance(BOB).await;
    assert!(paid >= bob, "his hand settled: {bob} then {paid}");
    // BOB cannot deal himself in.
    let click = fresh(&h, id, Move::Deal).await;
    let request = h.click_request(BOB, &click);
    assert_eq!(h.refused(request).await, excluded);
    // ALICE deals: the table plays on without him.
    let click = fresh(&h, id, Move::Deal).await;
    h.click(ALICE, &click).await;
    let next = round(&h, id).await.expect("the next round");
    assert!(next.spot(0).is_some() && next.spot(1).is_none(), "{next:?}");
    assert_eq!(h.balance(BOB).await, paid);
    let (_, status, _) = h.game::<Blackjack>(id).await;
    assert_eq!(status, GameStatus::Active);
    no_findings(&h).await;
}

/// Storms, over `apps` on one database: 200 copies of one wager from an excluded member move
/// nothing; 200 distinct wagers from one member with a stake limit of 10 bets let exactly
/// 10 through.
async fn wagers_at_once(apps: Vec<std::sync::Arc<parlor::app::App>>, mut h: Harness) {
    const BET: i64 = 5;
    const MACHINES: u64 = 200;
    // CAROL's machine, started before she stops wagering: its Deal is the wager.
    let request = machine_in(&mut h, CAROL, BET, CHANNEL);
    let started = h.send(request).await;
    let carol_deal = button(&started, "deal");
    exclude(&mut h, CAROL, "7d").await;
    // DAVE's machines, one a channel, under a stake limit of 10 bets.
    h.command(DAVE, limits(Some(Some(10 * BET)), None)).await;
    let mut deals = Vec::new();
    for n in 0..MACHINES {
        let request = machine_in(&mut h, DAVE, BET, 10_000 + n);
        let machine = h.send(request).await;
        deals.push((10_000 + n, button(&machine, "deal")));
    }
    let (carol, dave) = (h.balance(CAROL).await, h.balance(DAVE).await);
    h.clock.advance(60);

    let copy = h.click_request(CAROL, &carol_deal);
    let mut tasks = Vec::new();
    for (n, (channel, deal)) in deals.into_iter().enumerate() {
        let app = apps[n % apps.len()].clone();
        let mut distinct = h.click_request(DAVE, &deal);
        distinct.channel_id = channel;
        let copy = copy.clone();
        // A member told Parlor was busy presses again, as they would.
        tasks.push(tokio::spawn(async move {
            let mut said = Vec::new();
            for request in [distinct, copy] {
                for _ in 0..50 {
                    let reply = app.handle(request.clone()).await;
                    check_reply(&reply);
                    if !raw_text(&reply).contains("busy right now") {
                        said.push(reply);
                        break;
                    }
                }
            }
            said
        }));
    }
    let mut dealt = 0;
    let mut past = 0;
    for task in tasks {
        let said = task.await.expect("a request");
        assert_eq!(said.len(), 2, "every request answered");
        if has_button(&said[0], "draw") {
            dealt += 1;
        } else if raw_text(&said[0]).contains("past your 24-hour stake limit") {
            past += 1;
        } else {
            panic!("neither dealt nor refused: {}", raw_text(&said[0]));
        }
        assert!(
            raw_text(&said[1]).contains("You have stopped wagering"),
            "{}",
            raw_text(&said[1])
        );
    }
    assert_eq!((dealt, past), (10, MACHINES as usize - 10));
    assert_eq!(played(&h, GUILD, DAVE).await.0, 10 * BET, "staked: the cap");
    assert_eq!(h.balance(DAVE).await, dave - 10 * BET);
    assert_eq!(h.balance(CAROL).await, carol, "the excluded member's chips stay");
    assert_eq!(played(&h, GUILD, CAROL).await, (0, 0));
    let machine = h
        .game::<VideoPoker>(game_id(&started))
        .await
        .0;
    assert!(!machine.in_hand(), "CAROL's machine was never dealt");
    h.audit().await;
    let findings = apps[0].check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
}

#[tokio::test]
async fn no_wager_passes_the_rule_under_storms_on_sqlite() {
    let h = Harness::new().await;
    wagers_at_once(vec![h.app.clone()], h).await;
}

#[tokio::test]
async fn no_wager_passes_the_rule_under_storms_over_two_postgresql_replicas() {
    let Some((apps, h)) = postgres_replicas().await else {
        return;
    };
    wagers_at_once(apps, h).await;
}

/// `parlor check` finds a wager written past the rule (here straight to the ledger, as a
/// bug would): one from an excluded member, one past a stake limit, one past a loss limit.
/// A wager after the exclusion ended, or within a limit, is no finding.
#[tokio::test]
async fn check_finds_a_wager_taken_past_an_exclusion_or_a_limit() {
    let mut h = Harness::new().await;
    // Each member's machine, for the rows to name (a bet names its game).
    let mut machines = std::collections::BTreeMap::new();
    for member in [BOB, CAROL, DAVE] {
        let machine = start_machine(&mut h, member, 1).await;
        machines.insert(member, game_id(&machine));
    }
    exclude(&mut h, BOB, "1d").await;
    h.command(CAROL, limits(Some(Some(10)), None)).await;
    h.command(DAVE, limits(None, Some(Some(10)))).await;
    no_findings(&h).await;
    h.clock.advance(60);
    let at = h.clock.now();
    let wager = |member: u64, delta: i64, key: &str| Movement {
        guild_id: GUILD,
        user_id: member,
        delta,
        reason: "bet",
        game_id: Some(machines[&member]),
        counterparty: None,
        key: key.into(),
        at,
    };
    let mut tx = h.app.store().begin().await.unwrap();
    for movement in [
        wager(BOB, -5, "t-bob"),
        wager(CAROL, -8, "t-carol-1"),
        wager(CAROL, -5, "t-carol-2"),
        wager(DAVE, -6, "t-dave-1"),
        wager(DAVE, -6, "t-dave-2"),
    ] {
        tx.move_chips(&movement).await.unwrap();
    }
    tx.commit().await.unwrap();
    let findings = h.app.check().await.expect("the check");
    assert_eq!(findings.len(), 3, "{findings:?}");
    assert!(
        findings.iter().any(|f| matches!(
            f,
            Finding::WagerWhileExcluded { guild: GUILD, user: BOB, .. }
        )),
        "{findings:?}"
    );
    assert!(
        findings.iter().any(|f| matches!(
            f,
            Finding::PastLimit {
                guild: GUILD,
                user: CAROL,
                loss: false,
                total: 13,
                cap: 10,
                ..
            }
        )),
        "{findings:?}"
    );
    assert!(
        findings.iter().any(|f| matches!(
            f,
            Finding::PastLimit {
                guild: GUILD,
                user: DAVE,
                loss: true,
                total: 12,
                cap: 10,
                ..
            }
        )),
        "{findings:?}"
    );
    let said = findings
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(said.contains("wagered while excluded"), "{said}");
    assert!(said.contains("13 staked in 24 hours, past the limit of 10"), "{said}");
    // After the end, BOB's wager is no finding.
    h.clock.advance(DAY);
    let mut tx = h.app.store().begin().await.unwrap();
    let mut after = wager(BOB, -5, "t-bob-after");
    after.at = h.clock.now();
    tx.move_chips(&after).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(h.app.check().await.unwrap().len(), 3);
}
