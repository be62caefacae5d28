//! Achievements: unlocked by what members do (a hand, a daily claim, a gift), announced in
//! the reply that unlocked them and never again, listed with their rarity, and unlocked once
//! under copies of one click, on one database or over two PostgreSQL replicas.

use crate::common;

use common::*;
use parlor::app::{Action, Actor, App, Command, ECONOMY_ACHIEVEMENTS, Request};
use parlor::view::Reply;
use std::sync::Arc;

/// Every achievement Parlor declares: the economy's and each game's.
fn declared() -> usize {
    ECONOMY_ACHIEVEMENTS.len() + registry().achievements().count()
}

/// A video-poker machine dealt and rigged to hold `hand`: its Draw button.
async fn rigged(h: &mut Harness, member: u64, hand: &str) -> String {
    rigged_draw(h, member, hand, CHANNEL).await
}

#[tokio::test]
async fn a_royal_flush_unlocks_once_and_the_reply_says_so() {
    let mut h = Harness::new().await;
    let draw = rigged(&mut h, ALICE, "Ts Js Qs Ks As").await;
    let request = h.click_request(ALICE, &draw);
    let paid = h.send(request.clone()).await;
    let said = posted(&paid);
    assert!(said.contains("🏆 **Royal flush!**"), "{said}");
    assert!(said.contains(&format!("<@{ALICE}> unlocked")), "{said}");
    // The same interaction again (Discord retried it): the one reply, recorded.
    assert_eq!(h.send(request).await, paid);
    // A second royal flush unlocks nothing new.
    let again = rigged(&mut h, ALICE, "Tc Jc Qc Kc Ac").await;
    let second = h.click(ALICE, &again).await;
    assert!(text(&second).contains("ROYAL FLUSH"), "{}", text(&second));
    assert!(second.announce.is_empty(), "{}", posted(&second));
    assert_eq!(
        h.app.store().unlocks(GUILD).await.unwrap(),
        vec![(ALICE, "video-poker-royal-flush".to_string())]
    );
    // A hand that earns nothing announces nothing.
    let pair = rigged(&mut h, BOB, "2c 2d 9h Js 3s").await;
    assert!(h.click(BOB, &pair).await.announce.is_empty());
}

#[tokio::test]
async fn dailies_streaks_and_gifts_unlock_the_economys_achievements() {
    let mut h = Harness::new().await;
    // A claim's or a gift's own message says what it unlocked, below it.
    let first = h.command(BOB, Command::Daily).await;
    assert!(first.announce.is_empty());
    assert!(
        raw_text(&first).contains("🏆 **Rise and shine!** 🌅 Claim /daily."),
        "{}",
        raw_text(&first)
    );
    for day in 2..=7 {
        h.clock.advance(86_400);
        let said = text(&h.command(BOB, Command::Daily).await);
        assert_eq!(said.contains("On a roll"), day == 7, "day {day}: {said}");
        assert!(!said.contains("Rise and shine"), "day {day}: {said}");
    }
    // The first gift is generous; the second unlocks nothing new.
    for first in [true, false] {
        let give = Command::Give {
            user: user(CAROL),
            amount: 5,
        };
        let gift = text(&h.command(BOB, give).await);
        assert_eq!(gift.contains("Generous"), first, "{gift}");
    }
    let unlocks = h.app.store().unlocks(GUILD).await.unwrap();
    let bobs: Vec<&str> = unlocks
        .iter()
        .filter(|(m, _)| *m == BOB)
        .map(|(_, a)| a.as_str())
        .collect();
    assert_eq!(bobs, ["first-daily", "first-gift", "streak-7"]);
}

#[tokio::test]
async fn the_list_shows_every_achievement_with_its_rarity() {
    let mut h = Harness::new().await;
    let empty = h.command(BOB, Command::Achievements { user: None }).await;
    let total = declared();
    assert!(total >= 30, "{total} achievements");
    assert!(
        text(&empty).contains(&format!("0 of {total} unlocked")),
        "{}",
        text(&empty)
    );
    // Alice holds a royal flush and a first daily; Bob has played a hand of nothing.
    h.command(ALICE, Command::Daily).await;
    let draw = rigged(&mut h, ALICE, "Ts Js Qs Ks As").await;
    h.click(ALICE, &draw).await;
    let pair = rigged(&mut h, BOB, "2c 2d 9h Js 3s").await;
    h.click(BOB, &pair).await;
    let hers = h
        .command(
            BOB,
            Command::Achievements {
                user: Some(user(ALICE)),
            },
        )
        .await;
    let shown = text(&hers);
    assert!(shown.contains(&format!("2 of {total} unlocked")), "{shown}");
    assert!(
        shown.contains(&format!("<@{ALICE}>'s achievements")),
        "{shown}"
    );
    // Two members have finished a game: one of them holds the royal flush.
    let royal = shown
        .lines()
        .find(|l| l.contains("Royal flush"))
        .expect("the royal flush's line");
    assert!(royal.starts_with("👑") && royal.contains("50 %"), "{royal}");
    assert!(royal.contains(&format!("<t:{START}:d>")), "{royal}");
    let locked = shown
        .lines()
        .find(|l| l.contains("Straight flush") && l.contains("video poker"))
        .expect("the straight flush's line");
    assert!(
        locked.starts_with("🔒") && locked.ends_with("· 0 %"),
        "{locked}"
    );
    // Bots hold no achievements.
    let bot = h
        .command(
            BOB,
            Command::Achievements {
                user: Some(parlor::app::UserRef {
                    id: 9,
                    name: "bot".into(),
                    bot: true,
                }),
            },
        )
        .await;
    assert!(is_ephemeral_notice(&bot), "{}", text(&bot));
}

/// `copies` presses at once, over `apps`, of `presses` (two buttons of ALICE's, the first in
/// `CHANNEL`, the second in the next channel), each of which earns the achievement named
/// `name` (`id`): of each button, half the presses are one interaction Discord sent again,
/// half each a new interaction (a member pressing again and again). It is unlocked once,
/// and announced by one interaction; the copies of one interaction get its one answer.
async fn pressed_at_once(
    apps: &[Arc<App>],
    presses: [String; 2],
    (id, name): (&str, &str),
    copies: usize,
) {
    let request = |interaction: String, press: usize| Request {
        interaction_id: interaction,
        guild_id: Some(GUILD),
        place: parlor::app::Place::Server(GUILD),
        channel_id: CHANNEL + press as u64,
        actor: Actor {
            id: ALICE,
            name: name_of(ALICE),
            manager: true,
        },
        locale: parlor::view::Locale::En,
        guild_locale: parlor::view::Locale::En,
        action: Action::click(&presses[press], vec![], Some(77)),
    };
    let mut tasks = Vec::new();
    for n in 0..copies {
        let app = apps[n % apps.len()].clone();
        let press = n / 2 % 2;
        // Interactions of this race only: a replayed id gets its first answer.
        let interaction = if n % 4 < 2 {
            format!("the-copied-press-{id}-{press}")
        } else {
            format!("press-{id}-{n}")
        };
        let request = request(interaction.clone(), press);
        tasks.push(tokio::spawn(async move {
            // A member told Parlor was busy presses again, as they would.
            for _ in 0..50 {
                let reply = app.handle(request.clone()).await;
                if !raw_text(&reply).contains("busy right now") {
                    return (interaction, reply);
                }
            }
            panic!("busy fifty times");
        }));
    }
    let mut announcing = std::collections::BTreeSet::new();
    let mut copied: std::collections::BTreeMap<String, Vec<Reply>> = Default::default();
    for task in tasks {
        let (interaction, reply) = task.await.expect("a press");
        if posted(&reply).contains(&format!("**{name}!**")) {
            announcing.insert(interaction.clone());
        }
        if interaction.starts_with("the-copied") {
            copied.entry(interaction).or_default().push(reply);
        }
    }
    let unlocks = apps[0].store().unlocks(GUILD).await.unwrap();
    let rows: Vec<&(u64, String)> = unlocks.iter().filter(|(_, a)| a == id).collect();
    assert_eq!(rows, [&(ALICE, id.to_string())], "{unlocks:?}");
    assert_eq!(announcing.len(), 1, "{announcing:?}");
    for replies in copied.values() {
        assert!(replies.iter().all(|r| r == &replies[0]));
    }
    let findings = apps[0].check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
}

/// Two royal flushes of one member, on two machines, drawn by 200 presses at once; then two
/// Yahtzees of the same member, on two solo games, scored by 200 presses at once. The first
/// race meets on the member's wallet too (both draws pay); the second on the unlock alone.
async fn races(apps: Vec<Arc<App>>, h: &mut Harness) {
    let draws = [
        rigged_draw(h, ALICE, "Ts Js Qs Ks As", CHANNEL).await,
        rigged_draw(h, ALICE, "Th Jh Qh Kh Ah", CHANNEL + 1).await,
    ];
    pressed_at_once(
        &apps,
        draws,
        ("video-poker-royal-flush", "Royal flush"),
        200,
    )
    .await;
    // Each machine drew once: two bets of 5 taken, two royal flushes paid 4,000 each.
    let balance = 100 - 10 + 2 * 4000;
    assert_eq!(h.balance(ALICE).await, balance);
    let fills = [
        last_box(h, ALICE, CHANNEL).await,
        last_box(h, ALICE, CHANNEL + 1).await,
    ];
    pressed_at_once(&apps, fills, ("yahtzee-yahtzee", "Yahtzee"), 200).await;
    assert_eq!(
        h.balance(ALICE).await,
        balance,
        "a solo game moves no chips"
    );
    let mut tx = apps[0].store().begin().await.unwrap();
    let stats = tx.stats(GUILD, ALICE).await.unwrap();
    tx.commit().await.unwrap();
    let yahtzee = stats.iter().find(|s| s.kind == "yahtzee").expect("yahtzee");
    assert_eq!(yahtzee.played, 2, "both games were scored");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_presses_unlock_once_on_one_database() {
    let mut h = Harness::new().await;
    let apps = vec![h.app.clone(), h.app.clone()];
    races(apps, &mut h).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_presses_unlock_once_over_two_postgresql_replicas() {
    let Some((apps, mut h)) = postgres_replicas().await else {
        return;
    };
    races(apps, &mut h).await;
}
