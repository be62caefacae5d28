//! Seasons: a new server's monthly season, the season's boards (net chips won in games, and
//! each game's best since the season began), `/season`, and a season closed once by the
//! sweep, with its winners kept and announced, on one database or by two PostgreSQL
//! replicas sweeping at once.

use crate::common;

use common::*;
use parlor::app::{App, Command, ConfigChange};
use std::sync::Arc;

/// The harness's clock starts on Friday 15 January 2027, 08:00 UTC: the season of January
/// 2027 ends on 1 February 00:00 UTC.
const FEBRUARY: i64 = 1_801_440_000;

/// Alice draws a royal flush for a bet of 5 (+3,995), Carol loses a bet of 5, Bob only
/// claims /daily and receives a gift.
async fn a_month_of_play(h: &mut Harness) {
    let draw = rigged(h, ALICE, "Ts Js Qs Ks As").await;
    h.click(ALICE, &draw).await;
    let nothing = rigged(h, CAROL, "2c 5d 9h Js 3s").await;
    h.click(CAROL, &nothing).await;
    h.command(BOB, Command::Daily).await;
    h.command(
        ALICE,
        Command::Give {
            user: user(BOB),
            amount: 500,
        },
    )
    .await;
}

/// A machine dealt and rigged to hold `hand`: its Draw button.
async fn rigged(h: &mut Harness, member: u64, hand: &str) -> String {
    rigged_draw(h, member, hand, CHANNEL).await
}

fn config(pairs: &[(&str, &str)]) -> Command {
    Command::Config(ConfigChange {
        given: pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    })
}

fn leaderboard(board: Option<&str>, season: Option<bool>) -> Command {
    Command::Leaderboard {
        board: board.map(str::to_string),
        season,
    }
}

#[tokio::test]
async fn the_season_ranks_chips_won_in_games_not_gifts_or_dailies() {
    let mut h = Harness::new().await;
    a_month_of_play(&mut h).await;
    // A new server has monthly seasons: the chips board is the season's by default.
    let season = text(&h.command(DAVE, leaderboard(None, None)).await);
    assert!(season.contains("Leaderboard · January 2027"), "{season}");
    let alice = season.find(&format!("#1 <@{ALICE}> · +3,995 chips"));
    let carol = season.find(&format!("#2 <@{CAROL}> · -5 chips"));
    assert!(alice.is_some() && carol.is_some(), "{season}");
    assert!(
        !season.contains(&format!("<@{BOB}>")),
        "gifts and dailies are no game: {season}"
    );
    // The footer names the asker's place: Dave has played nothing this season.
    let carols = text(&h.command(CAROL, leaderboard(None, Some(true))).await);
    assert!(carols.contains("@carol: #2 with -5 chips"), "{carols}");
    // period:all is the richest members, as ever.
    let all = text(&h.command(DAVE, leaderboard(None, Some(false))).await);
    assert!(!all.contains("January 2027"), "{all}");
    assert!(
        all.contains(&format!("#1 <@{ALICE}> · 3,595 chips")),
        "{all}"
    );
    assert!(all.contains(&format!("<@{BOB}> · 650 chips")), "{all}");
    // A game's board of the season ranks the results since it began.
    let board = text(
        &h.command(DAVE, leaderboard(Some("video-poker"), None))
            .await,
    );
    assert!(
        board.contains("Leaderboard · Video poker · January 2027"),
        "{board}"
    );
    assert!(
        board.contains(&format!("#1 <@{ALICE}> · Royal flush")),
        "{board}"
    );
    // Next month: a new season, whose boards start empty; all time keeps everything.
    h.clock.advance(FEBRUARY - START + 60);
    let february = text(
        &h.command(DAVE, leaderboard(Some("video-poker"), None))
            .await,
    );
    assert!(february.contains("February 2027"), "{february}");
    assert!(
        february.contains("Nobody is on this board yet"),
        "{february}"
    );
    let ever = text(
        &h.command(DAVE, leaderboard(Some("video-poker"), Some(false)))
            .await,
    );
    assert!(
        ever.contains(&format!("#1 <@{ALICE}> · Royal flush")),
        "{ever}"
    );
}

#[tokio::test]
async fn season_shows_its_end_its_top_ten_your_place_and_past_winners() {
    let mut h = Harness::new().await;
    let courier = Arc::new(KeptPosts::default());
    h.app.set_courier(courier.clone());
    let set = h
        .command(ALICE, config(&[("announce_channel", "4242")]))
        .await;
    assert!(text(&set).contains("<#4242>"), "{}", text(&set));
    a_month_of_play(&mut h).await;
    let now = text(&h.command(CAROL, Command::Season).await);
    assert!(now.contains("Season · January 2027"), "{now}");
    assert!(now.contains(&format!("Ends <t:{FEBRUARY}:R>")), "{now}");
    assert!(
        now.contains(&format!("#1 <@{ALICE}> · +3,995 chips")),
        "{now}"
    );
    assert!(now.contains("Your place\n#2 · -5 chips"), "{now}");
    assert!(
        now.contains("No season has ended on this server yet"),
        "{now}"
    );

    // The sweep before the month ends closes nothing; after it, the season, once.
    assert_eq!(h.app.close_seasons().await.unwrap(), 0);
    h.clock.advance(FEBRUARY - START + 30);
    assert_eq!(h.app.close_seasons().await.unwrap(), 1);
    assert_eq!(h.app.close_seasons().await.unwrap(), 0);
    h.app.expire_idle().await.unwrap();
    let later = text(&h.command(DAVE, Command::Season).await);
    assert!(later.contains("Season · February 2027"), "{later}");
    assert!(
        later.contains("You have not played a game this season yet"),
        "{later}"
    );
    // Only a member who won chips is a winner: Carol lost hers.
    assert!(
        later.contains(&format!("January 2027 · 🥇 <@{ALICE}> +3,995 chips")),
        "{later}"
    );
    assert!(!later.contains(&format!("🥈 <@{CAROL}>")), "{later}");
    // Announced once in the announcement channel, through the outbox.
    let kept = h.app.store().posts().await.unwrap();
    let seasons: Vec<_> = kept
        .iter()
        .filter(|p| p.key.starts_with("season:"))
        .collect();
    assert_eq!(seasons.len(), 1, "{kept:?}");
    assert_eq!(seasons[0].channel_id, 4242);
    h.app.send_posts("test").await.unwrap();
    h.app.send_posts("test").await.unwrap();
    let posted = courier.posts.lock().unwrap().clone();
    let ended: Vec<_> = posted
        .iter()
        .filter(|(_, body)| body.to_string().contains("season is over"))
        .collect();
    assert_eq!(ended.len(), 1, "{posted:?}");
    let body = ended[0].1.to_string();
    assert!(
        body.contains("The **January 2027** season is over!"),
        "{body}"
    );
    assert!(
        body.contains(&format!("🥇 <@{ALICE}> +3,995 chips")),
        "{body}"
    );
    assert!(
        parlor::testing::message_errors(&ended[0].1).is_empty(),
        "{body}"
    );
}

#[tokio::test]
async fn seasons_off_a_week_long_and_turned_on_midway() {
    let mut h = Harness::new().await;
    // Turned off: /season says how to turn them on, and the boards are of all time.
    h.command(ALICE, config(&[("season", "off")])).await;
    let off = h.command(BOB, Command::Season).await;
    assert!(is_ephemeral_notice(&off), "{}", text(&off));
    assert!(text(&off).contains("Seasons are off"), "{}", text(&off));
    let board = text(&h.command(BOB, leaderboard(None, None)).await);
    assert!(!board.contains("2027"), "{board}");
    h.clock.advance(FEBRUARY - START + 60);
    assert_eq!(
        h.app.close_seasons().await.unwrap(),
        0,
        "off: nothing closes"
    );
    // Weekly, from Monday 1 February: the week before began before the seasons did, and is
    // not the server's; the week of 1 February is, and closes on 8 February.
    h.command(ALICE, config(&[("season", "weekly")])).await;
    let week = text(&h.command(BOB, Command::Season).await);
    assert!(week.contains("Season · Week 5 of 2027"), "{week}");
    assert_eq!(h.app.close_seasons().await.unwrap(), 0);
    h.clock.advance(7 * 86_400);
    assert_eq!(h.app.close_seasons().await.unwrap(), 1);
    let next = text(&h.command(BOB, Command::Season).await);
    assert!(next.contains("Week 6 of 2027"), "{next}");
    assert!(next.contains("Week 5 of 2027 · no winner"), "{next}");
}

/// Both processes' sweeps at once, on a server whose season has ended: it is closed once,
/// its winners kept once, its post queued once.
async fn two_sweeps_close_once(apps: Vec<Arc<App>>, h: &mut Harness) {
    h.app.set_courier(Arc::new(KeptPosts::default()));
    h.command(ALICE, config(&[("announce_channel", "4242")]))
        .await;
    a_month_of_play(h).await;
    h.clock.advance(FEBRUARY - START + 30);
    let (a, b) = tokio::join!(apps[0].close_seasons(), apps[1].close_seasons());
    assert_eq!(a.unwrap() + b.unwrap(), 1);
    let kept = apps[0].store().posts().await.unwrap();
    assert_eq!(
        kept.iter().filter(|p| p.key.starts_with("season:")).count(),
        1
    );
    let shown = text(&h.command(DAVE, Command::Season).await);
    assert_eq!(shown.matches("January 2027 ·").count(), 1, "{shown}");
    assert_eq!(
        shown.matches(&format!("🥇 <@{ALICE}>")).count(),
        1,
        "{shown}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_sweeps_at_once_close_a_season_once_on_one_database() {
    let mut h = Harness::new().await;
    let apps = vec![h.app.clone(), h.app.clone()];
    two_sweeps_close_once(apps, &mut h).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_sweeping_at_once_close_a_season_once_on_postgresql() {
    let Some((apps, mut h)) = postgres_replicas().await else {
        return;
    };
    two_sweeps_close_once(apps, &mut h).await;
}
