//! `/profile`: a member's card, a PNG drawn from their chips, rank, season, streak,
//! achievements and balance over 30 days; its text in the text style; always deferred,
//! because Discord takes a file only in the edit of a response.

use crate::common;

use common::*;
use parlor::app::{Action, Answer, Command, ECONOMY_ACHIEVEMENTS, UserRef};
use parlor::view::attachment::Picture;
use parlor::view::profile::card::{self, Card};
use parlor::view::profile::font::Fonts;
use parlor::view::{Delivery, Refusal, Reply, ResponseKind};

const DAY: i64 = 86_400;

fn profile(user: Option<UserRef>) -> Command {
    Command::Profile { user }
}

/// The card's line of achievements with one unlocked, out of every achievement Parlor
/// declares: the economy's and each game's.
fn one_achievement_of_all() -> String {
    format!(
        "Achievements · 1 of {}",
        ECONOMY_ACHIEVEMENTS.len() + registry().achievements().count()
    )
}

/// The card a reply carries.
fn card_of(reply: &Reply) -> Card {
    assert_eq!(reply.view.attachments.len(), 1, "{}", text(reply));
    let attachment = &reply.view.attachments[0];
    assert_eq!(attachment.filename, "profile.png");
    assert_eq!(
        reply.view.embeds[0].image.as_deref(),
        Some("attachment://profile.png")
    );
    match &attachment.picture {
        Picture::Profile(card) => (**card).clone(),
    }
}

fn figure<'a>(card: &'a Card, label: &str) -> &'a str {
    card.figures
        .iter()
        .find(|f| f.label.starts_with(label))
        .map(|f| f.value.as_str())
        .unwrap_or_else(|| panic!("no {label} in {:?}", card.figures))
}

#[tokio::test]
async fn the_card_shows_chips_rank_season_streak_badges_and_thirty_days_of_balance() {
    let mut h = Harness::new().await;
    // Bob arrives first; Alice claims three days in a row.
    h.command(BOB, Command::Daily).await;
    for _ in 0..3 {
        h.command(ALICE, Command::Daily).await;
        h.clock.advance(DAY);
    }
    let chips = h.balance(ALICE).await;
    let reply = h.command(ALICE, profile(None)).await;
    assert_eq!(reply.kind, ResponseKind::Message);
    assert!(!reply.view.ephemeral, "posted in the channel");
    let card = card_of(&reply);
    assert_eq!(card.name, "alice");
    assert_eq!(card.member, ALICE);
    assert_eq!(
        figure(&card, "Chips"),
        format!("{} chips", chips_text(chips))
    );
    assert_eq!(figure(&card, "Rank"), "#1 of 2");
    // A new server has monthly seasons; no game was played in this one.
    assert_eq!(figure(&card, "Season ·"), "—");
    assert_eq!(figure(&card, "Daily streak"), "3 days");
    // The first daily (a 3-day streak is not 7): one badge, the economy's.
    assert_eq!(card.badges.len(), 1, "{:?}", card.badges);
    assert_eq!(card.achievements, one_achievement_of_all());
    assert_eq!(card.badges[0].group, 0);
    assert_eq!(card.badges[0].letter, "R", "Rise and shine");
    // 31 days, today last: nothing before Alice's first day, her balance today.
    assert_eq!(card.balance.len(), 31);
    assert_eq!(card.balance.last(), Some(&Some(chips)));
    assert_eq!(card.balance.iter().filter(|b| b.is_some()).count(), 4);
    assert!(card.balance[..27].iter().all(Option::is_none));
    let days: Vec<i64> = card.balance.iter().flatten().copied().collect();
    assert!(days.windows(2).take(2).all(|w| w[0] < w[1]), "{days:?}");
    // The alt text says what the picture shows.
    let alt = &reply.view.attachments[0].description;
    assert!(alt.starts_with("Profile card of alice: Chips: "), "{alt}");
    assert!(alt.contains("Daily streak: 3 days"), "{alt}");

    // A streak left for three days is broken: the card shows none.
    h.clock.advance(3 * DAY);
    let later = card_of(&h.command(ALICE, profile(None)).await);
    assert_eq!(figure(&later, "Daily streak"), "0 days");
    assert_eq!(later.balance.iter().filter(|b| b.is_some()).count(), 7);

    // Another member's card, asked for by Alice.
    let bobs = card_of(&h.command(ALICE, profile(Some(user(BOB)))).await);
    assert_eq!((bobs.name.as_str(), bobs.member), ("bob", BOB));
    assert_eq!(figure(&bobs, "Rank"), "#2 of 2");
}

fn chips_text(chips: i64) -> String {
    parlor::view::format::chips(chips)
}

#[tokio::test]
async fn the_season_place_counts_chips_won_in_games() {
    let mut h = Harness::new().await;
    let draw = rigged_draw(&mut h, ALICE, "AS KS QS JS TS", CHANNEL).await;
    h.click(ALICE, &draw).await;
    let card = card_of(&h.command(ALICE, profile(None)).await);
    assert_eq!(figure(&card, "Season ·"), "#1");
    assert!(
        !card.badges.is_empty() && card.badges.iter().all(|b| b.group > 0),
        "the royal flush's badges, a game's: {:?}",
        card.badges
    );
    // Seasons off: the card says so.
    h.command(
        ALICE,
        Command::Config(parlor::app::ConfigChange::default().setting("season", "off")),
    )
    .await;
    let off = card_of(&h.command(ALICE, profile(None)).await);
    assert_eq!(figure(&off, "Seasons"), "off");
}

#[tokio::test]
async fn a_name_the_font_cannot_draw_is_shown_by_the_members_id() {
    let mut h = Harness::new().await;
    h.command(BOB, Command::Daily).await;
    let fonts = Fonts::load().expect("the embedded fonts");
    for (name, shown) in [
        ("Łucja Żółć-Wiśniewska", "Łucja Żółć-Wiśniewska"),
        ("Françoise Œillet", "Françoise Œillet"),
        ("山田太郎", "1002"),
        ("bob 🎲", "1002"),
        // A blank name (Discord has none) is the one the server last saw.
        ("   ", "bob"),
    ] {
        let asked = UserRef {
            id: BOB,
            name: name.into(),
            bot: false,
        };
        let card = card_of(&h.command(ALICE, profile(Some(asked))).await);
        assert_eq!(card::shown_name(&fonts, &card), shown, "{name}");
    }
}

#[tokio::test]
async fn the_text_style_gives_the_card_as_text() {
    let mut h = Harness::new().await;
    h.command(ALICE, Command::Daily).await;
    h.command(
        ALICE,
        Command::Config(parlor::app::ConfigChange::default().setting("card_style", "text")),
    )
    .await;
    let reply = h.command(ALICE, profile(None)).await;
    assert!(reply.view.attachments.is_empty(), "no picture");
    let embed = &reply.view.embeds[0];
    assert_eq!(embed.image, None);
    let field = |name: &str| {
        embed
            .fields
            .iter()
            .find(|f| f.name.starts_with(name))
            .map(|f| f.value.clone())
            .unwrap_or_else(|| panic!("no {name} field: {:?}", embed.fields))
    };
    assert_eq!(field("Chips"), "150 chips");
    assert_eq!(field("Rank"), "#1 of 1");
    assert_eq!(field("Daily streak"), "1 day");
    assert!(
        embed
            .fields
            .iter()
            .any(|f| f.name == one_achievement_of_all()),
        "{:?}",
        embed.fields
    );
    // The chart as a line of bars: 30 days before Alice came, then today.
    let chart = field("Balance, last 30 days");
    assert!(
        chart.starts_with(&format!("`{}▄`", "·".repeat(30))),
        "{chart}"
    );
}

#[tokio::test]
async fn refusals_change_nothing() {
    let mut h = Harness::new().await;
    let bot = UserRef {
        id: 4242,
        name: "parlor".into(),
        bot: true,
    };
    let asked = h.request(ALICE, Action::Command(profile(Some(bot))));
    assert_eq!(h.refused(asked).await, Refusal::BotUser);
    // A member who never played: said privately, at once (no "thinking…" in the channel
    // first), and no wallet is opened for them.
    let asked = h.request(ALICE, Action::Command(profile(Some(user(CAROL)))));
    let Answer::Now(reply) = h.app.answer(asked).await else {
        panic!("a refusal is not deferred")
    };
    assert!(is_ephemeral_notice(&reply), "{}", text(&reply));
    let reply = h.command(ALICE, profile(Some(user(CAROL)))).await;
    assert!(is_ephemeral_notice(&reply), "{}", text(&reply));
    assert!(text(&reply).contains("hasn't played"), "{}", text(&reply));
    let mut tx = h.app.store().begin().await.unwrap();
    assert!(tx.existing_wallet(GUILD, CAROL).await.unwrap().is_none());
    tx.commit().await.unwrap();
    // In a DM, of the own wallets: CAROL has none either, and none is opened.
    let mut direct = h.request(ALICE, Action::Command(profile(Some(user(CAROL)))));
    direct.guild_id = None;
    direct.place = parlor::app::Place::Elsewhere {
        at: parlor::app::Elsewhere::BotDm,
        public: true,
    };
    let reply = h.send(direct).await;
    assert!(is_ephemeral_notice(&reply), "{}", text(&reply));
    assert!(text(&reply).contains("hasn't played"), "{}", text(&reply));
    let mut tx = h.app.store().begin().await.unwrap();
    let own = tx.existing_wallet(parlor::app::OWN_WALLETS, CAROL).await;
    assert!(own.unwrap().is_none());
    tx.commit().await.unwrap();
}

#[tokio::test]
async fn the_card_speaks_each_language_and_fits_discords_limits() {
    let mut h = Harness::new().await;
    h.command(ALICE, Command::Daily).await;
    for (language, chips, rank, streak) in [
        ("fr", "Jetons", "Rang", "Série quotidienne"),
        ("pl", "Żetony", "Miejsce", "Seria"),
        ("en", "Chips", "Rank", "Daily streak"),
    ] {
        h.command(
            ALICE,
            Command::Config(parlor::app::ConfigChange::default().setting("language", language)),
        )
        .await;
        // `send` checks the reply's limits, the edit's schema and the PNG's size.
        let card = card_of(&h.command(ALICE, profile(None)).await);
        let labels: Vec<&str> = card.figures.iter().map(|f| f.label.as_str()).collect();
        assert_eq!(labels[0], chips, "{language}");
        assert_eq!(labels[1], rank, "{language}");
        assert_eq!(labels[3], streak, "{language}");
        let fonts = Fonts::load().unwrap();
        for text in labels
            .iter()
            .chain([&card.chart.as_str(), &card.achievements.as_str()])
        {
            assert!(
                fonts.drawable(text, parlor::view::profile::font::Weight::Regular),
                "{text}"
            );
        }
        h.command(
            ALICE,
            Command::Config(parlor::app::ConfigChange::default().setting("card_style", "text")),
        )
        .await;
        h.command(ALICE, profile(None)).await;
        h.command(
            ALICE,
            Command::Config(parlor::app::ConfigChange::default().setting("card_style", "emoji")),
        )
        .await;
    }
}

/// Discord takes no file in an interaction's response: /profile is acknowledged at once
/// ("thinking…", in the channel), and the card comes as the edit of that response.
#[tokio::test]
async fn the_card_is_deferred_then_sent_as_the_edit_of_the_response() {
    let mut h = Harness::new().await;
    h.command(ALICE, Command::Daily).await;
    let request = h.request(ALICE, Action::Command(profile(None)));
    let Answer::Later { ack, reply } = h.app.answer(request).await else {
        panic!("a profile is always deferred")
    };
    assert_eq!(
        ack.to_json(),
        serde_json::json!({ "type": 5 }),
        "public thinking"
    );
    let reply = reply.await.expect("the work");
    let completion = ack.completion(&reply);
    let Delivery::EditOriginal { body, attachments } = &completion[0] else {
        panic!("{completion:?}")
    };
    assert_eq!(attachments.len(), 1);
    assert_eq!(
        body["attachments"],
        serde_json::json!([{ "id": "0", "filename": "profile.png",
                              "description": attachments[0].description }])
    );
    assert_eq!(common::panel_image(body, 0), "attachment://profile.png");
    assert!(
        original_errors(body).is_empty(),
        "{:?}",
        original_errors(body)
    );
}
