//! The server's rules through the app layer: the channels games may start in, the games
//! turned off, each checked in the transaction that starts a game, and `/config show` at its
//! longest within Discord's limits. Run on SQLite and on PostgreSQL.

use crate::common;
use common::*;
use parlor::app::{Action, Command, ConfigChange};
use parlor::engine::GameKind;
use parlor::view::Refusal;

const CASINO: u64 = 700;
const LOUNGE: u64 = 701;

fn config(options: &[(&str, &str)]) -> Command {
    let mut change = ConfigChange::default();
    for (name, value) in options {
        change = change.setting(name, value);
    }
    Command::Config(change)
}

/// `user`'s video poker started in `channel`.
fn video_poker_in(h: &mut Harness, user: u64, channel: u64) -> parlor::app::Request {
    let mut request = h.request(user, Action::Command(video_poker(Some(1))));
    request.channel_id = channel;
    request
}

async fn open_games(h: &Harness) -> usize {
    h.app.store().open_games_raw().await.unwrap().len()
}

/// A server limits games to #casino: a start elsewhere is refused privately, naming
/// #casino, and changes nothing; it starts in #casino; a game running elsewhere before the
/// rule plays on; taking #casino off the list lets games start everywhere again.
#[tokio::test]
async fn games_start_only_in_the_channels_the_server_allows() {
    let mut h = Harness::new().await;
    // Before the rule: a machine in the default channel, dealt.
    let before = { let r = video_poker_in(&mut h, BOB, CHANNEL); h.send(r) }.await;
    let deal = button(&before, "deal");

    let set = text(&h.command(ALICE, config(&[("allow", &CASINO.to_string())])).await);
    assert!(set.contains(&format!("<#{CASINO}>")), "{set}");
    let balance = h.balance(CAROL).await;
    let open = open_games(&h).await;
    let refused = { let r = video_poker_in(&mut h, CAROL, CHANNEL); h.refused(r) }.await;
    assert_eq!(refused, Refusal::PlayElsewhere { channels: vec![CASINO] });
    let words = refused.message(parlor::view::Locale::En);
    assert!(words.contains(&format!("<#{CASINO}>")), "{words}");
    assert_eq!((h.balance(CAROL).await, open_games(&h).await), (balance, open));
    // The game running before the rule plays on where it is.
    let dealt = h.click(BOB, &deal).await;
    assert!(has_button(&dealt, "draw"), "{}", text(&dealt));
    // In #casino it starts.
    let started = { let r = video_poker_in(&mut h, CAROL, CASINO); h.send(r) }.await;
    assert!(has_button(&started, "deal"), "{}", text(&started));

    // A second channel: both are named.
    h.command(ALICE, config(&[("allow", &LOUNGE.to_string())])).await;
    let both = { let r = video_poker_in(&mut h, DAVE, CHANNEL); h.refused(r) }.await;
    assert_eq!(both, Refusal::PlayElsewhere { channels: vec![CASINO, LOUNGE] });
    // Economy commands work everywhere.
    let daily = h.command(DAVE, Command::Daily).await;
    assert!(text(&daily).contains("Daily chips"), "{}", text(&daily));

    // Taken off the list, one at a time: an empty list is everywhere.
    h.command(ALICE, config(&[("remove", &CASINO.to_string())])).await;
    let lounge = { let r = video_poker_in(&mut h, DAVE, CASINO); h.refused(r) }.await;
    assert_eq!(lounge, Refusal::PlayElsewhere { channels: vec![LOUNGE] });
    let shown = text(&h.command(ALICE, config(&[("remove", &LOUNGE.to_string())])).await);
    assert!(shown.contains("every channel"), "{shown}");
    let anywhere = { let r = video_poker_in(&mut h, DAVE, CHANNEL); h.send(r) }.await;
    assert!(has_button(&anywhere, "deal"), "{}", text(&anywhere));
}

/// A game turned off starts nowhere, in its own words; the others start; a running game of
/// it plays on; turned back on, it starts.
#[tokio::test]
async fn a_game_turned_off_starts_nowhere_until_it_is_turned_back_on() {
    let mut h = Harness::new().await;
    let running = { let r = video_poker_in(&mut h, BOB, CHANNEL); h.send(r) }.await;
    let set = text(&h.command(ALICE, config(&[("disable", "video-poker")])).await);
    assert!(set.contains("Games turned off: Video poker"), "{set}");
    let refused = { let r = video_poker_in(&mut h, CAROL, CHANNEL); h.refused(r) }.await;
    assert_eq!(
        refused,
        Refusal::GameOff {
            kind: GameKind::VideoPoker
        }
    );
    let words = refused.message(parlor::view::Locale::En);
    assert!(
        words.contains("Video poker is turned off") && words.contains("/config games"),
        "{words}"
    );
    let dealt = h.click(BOB, &button(&running, "deal")).await;
    assert!(has_button(&dealt, "draw"), "{}", text(&dealt));
    let yahtzee = h.start(CAROL, GameKind::Yahtzee, serde_json::json!({})).await;
    assert!(!is_ephemeral_notice(&yahtzee), "{}", text(&yahtzee));

    let on = text(&h.command(ALICE, config(&[("enable", "video-poker")])).await);
    assert!(on.contains("Games turned off: none"), "{on}");
    let started = { let r = video_poker_in(&mut h, CAROL, CHANNEL); h.send(r) }.await;
    assert!(has_button(&started, "deal"), "{}", text(&started));
}

/// Bad values change nothing and say why; only managers set the rules.
#[tokio::test]
async fn bad_rules_are_refused_and_change_nothing() {
    let mut h = Harness::new().await;
    for (name, value) in [
        ("allow", "not-a-channel"),
        ("disable", "chess"),
        ("currency_emoji", "not an emoji"),
        ("currency_name", &"x".repeat(33)),
    ] {
        let request = h.request(ALICE, Action::Command(config(&[(name, value)])));
        let refusal = h.refused(request).await;
        assert!(
            matches!(&refusal, Refusal::BadSetting { key, .. } if key == name),
            "{name}: {refusal:?}"
        );
    }
    // At most 25 channels.
    for channel in 0..parlor::config::settings::LIST_MAX as u64 {
        h.command(ALICE, config(&[("allow", &(CASINO + channel).to_string())]))
            .await;
    }
    let request = h.request(ALICE, Action::Command(config(&[("allow", "9999")])));
    assert!(matches!(h.refused(request).await, Refusal::BadSetting { .. }));
    let request = h.request(BOB, Action::Command(config(&[("remove", &CASINO.to_string())])));
    assert_eq!(
        h.refused(request).await,
        Refusal::NotManager { viewing: false }
    );
    // Nothing of it changed the list.
    let refused = { let r = video_poker_in(&mut h, BOB, CHANNEL); h.refused(r) }.await;
    let Refusal::PlayElsewhere { channels } = refused else {
        panic!("{refused:?}")
    };
    assert_eq!(channels.len(), parlor::config::settings::LIST_MAX);
    assert_eq!(channels[0], CASINO);
}

/// `/config show` with every setting at its widest (the longest currency, 25 channels, every
/// game off) fits Discord's schema and limits in every language, with no message missing.
#[tokio::test]
async fn config_show_at_its_longest_fits_discord_in_every_language() {
    let mut h = Harness::new().await;
    h.command(ALICE, Command::Config(ConfigChange::default())).await;
    {
        let mut tx = h.app.store().begin().await.unwrap();
        let mut settings = tx.existing_settings(GUILD).await.unwrap().expect("settings");
        parlor::testing::widest_settings(&mut settings.values);
        // A channel is a Discord id; the widest list at the longest ids.
        tx.save_settings(&settings, START).await.unwrap();
        tx.commit().await.unwrap();
    }
    for &l in parlor::view::Locale::ALL {
        let mut request = h.request(ALICE, Action::Command(Command::Config(ConfigChange::default())));
        request.locale = l;
        let reply = h.send(request).await;
        let shown = text(&reply);
        assert!(shown.contains(&"ż".repeat(32)), "{l:?}: {shown}");
    }
    assert!(parlor::locale::i18n::misses().is_empty());
}

/// Two processes on one database, as replicas are: a rule set through one holds on the
/// other at once, and taken off through the other holds on the first. No process keeps a
/// copy of the rule; each start reads it in its own transaction.
#[tokio::test]
async fn a_rule_set_through_one_replica_holds_on_another_at_once() {
    let mut h = Harness::new().await;
    let other = parlor::testing::app_on(&h.url, h.config.clone(), h.clock.clone(), 8).await;
    // The other replica has read the server's settings before the rule.
    let first = video_poker_in(&mut h, BOB, CHANNEL);
    let started = other.handle(first).await;
    assert!(has_button(&started, "deal"), "{}", text(&started));

    h.command(ALICE, config(&[("allow", &CASINO.to_string())]))
        .await;
    let elsewhere = video_poker_in(&mut h, CAROL, CHANNEL);
    let refused = Refusal::PlayElsewhere {
        channels: vec![CASINO],
    };
    assert_eq!(
        other.handle(elsewhere).await,
        parlor::view::Reply::notice(refused.view(parlor::view::Locale::En)),
        "refused on the other replica"
    );

    let remove = h.request(ALICE, Action::Command(config(&[("remove", &CASINO.to_string())])));
    other.handle(remove).await;
    let anywhere = video_poker_in(&mut h, CAROL, CHANNEL);
    let started = h.send(anywhere).await;
    assert!(has_button(&started, "deal"), "{}", text(&started));
    other.store().close().await;
}
