//! Share: a finished peg solitaire board, Yahtzee game or Cascade daily attempt offers
//! **Share** to the member who played it, which posts a compact result in the channel, once.

use crate::common;

use common::*;
use parlor::engine::GameKind;
use parlor::view::Refusal;
use serde_json::json;

#[tokio::test]
async fn a_finished_solitaire_board_is_shared_once_by_its_player() {
    let mut h = Harness::new().await;
    let open = h.start(ALICE, GameKind::Solitaire, json!({})).await;
    assert!(
        !has_button(&open, "share"),
        "a board in play offers no Share"
    );
    // Share pressed on a game still in play (a button from another message).
    let early = h.click_request(
        ALICE,
        &parlor::view::custom_id::CustomId::share(game_id(&open)),
    );
    assert_eq!(h.refused(early).await, Refusal::ShareNotOver);
    let over = h.click(ALICE, &button(&open, "give-up")).await;
    let share = button(&over, "share");
    // Only its player may share it.
    let bobs = h.click_request(BOB, &share);
    assert_eq!(h.refused(bobs).await, Refusal::NotYourShare);
    let shared = h.click(ALICE, &share).await;
    let said = posted(&shared);
    assert_eq!(
        shared.announce[0].content.as_deref(),
        Some(format!("<@{ALICE}> shares:").as_str()),
        "the post names its player"
    );
    assert!(said.contains("Peg solitaire · English board"), "{said}");
    assert!(said.contains("**32 pegs left** · no hints"), "{said}");
    assert!(
        said.contains("🔵🔵🔵⚪🔵🔵🔵 4"),
        "the board as it ended: {said}"
    );
    assert!(!shared.announce[0].ephemeral, "posted for everyone");
    assert!(!has_button(&shared, "share"), "the message loses its Share");
    // Pressed again (a double click, an old message): once is enough.
    let again = h.click_request(ALICE, &share);
    assert_eq!(h.refused(again).await, Refusal::AlreadyShared);

    // A board left idle until it expired has no result to share, and offers no Share.
    let idle = h.start(BOB, GameKind::Solitaire, json!({})).await;
    let mut tx = h.app.store().begin().await.unwrap();
    tx.set_deadline(game_id(&idle), Some(START - 1))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    h.app.expire_idle().await.unwrap();
    let refreshed = h.click(BOB, &button(&idle, "give-up")).await;
    assert!(
        !has_button(&refreshed, "share"),
        "{:?}",
        refreshed.view.custom_ids()
    );
    let expired = h.click_request(
        BOB,
        &parlor::view::custom_id::CustomId::share(game_id(&idle)),
    );
    assert_eq!(h.refused(expired).await, Refusal::NothingToShare);
}

#[tokio::test]
async fn a_yahtzee_game_shares_its_score_bonus_and_yahtzees() {
    let mut h = Harness::new().await;
    let fill = last_box(&mut h, ALICE, CHANNEL).await;
    let over = h.click(ALICE, &fill).await;
    let shared = h.click(ALICE, &button(&over, "share")).await;
    let said = posted(&shared);
    assert!(said.contains("🎲 Yahtzee"), "{said}");
    assert!(
        said.contains("**50** points · no upper bonus · 1 Yahtzee"),
        "{said}"
    );
}

#[tokio::test]
async fn the_scored_daily_attempt_is_shared_with_its_date_and_a_free_board_is_not() {
    let mut h = Harness::new().await;
    let daily = h
        .start(ALICE, GameKind::Cascade, json!({ "mode": "daily" }))
        .await;
    let over = h.click(ALICE, &button(&daily, "give-up")).await;
    let shared = h.click(ALICE, &button(&over, "share")).await;
    let said = posted(&shared);
    // The harness's clock is 15 January 2027.
    assert!(said.contains("Cascade daily · 2027-01-15"), "{said}");
    assert!(said.contains("**0** points ·"), "{said}");
    assert!(said.contains("blocks left"), "{said}");
    // A free board, and the practice attempt after the scored one, offer no Share.
    let free = h
        .start(BOB, GameKind::Cascade, json!({ "mode": "play" }))
        .await;
    let free_over = h.click(BOB, &button(&free, "give-up")).await;
    assert!(
        !has_button(&free_over, "share"),
        "{:?}",
        free_over.view.custom_ids()
    );
    let practice = h
        .start(ALICE, GameKind::Cascade, json!({ "mode": "daily" }))
        .await;
    let practice_over = h.click(ALICE, &button(&practice, "give-up")).await;
    assert!(!has_button(&practice_over, "share"));
}

/// Every share in each language Parlor speaks: worded by its catalogue, within Discord's
/// schema and limits (the harness checks every reply, its posts included).
#[tokio::test]
async fn shares_read_in_every_language() {
    use parlor::view::Locale;
    for locale in [Locale::En, Locale::Fr, Locale::Pl] {
        let mut h = Harness::new().await;
        let send = |h: &mut Harness, member: u64, custom_id: &str| {
            let mut request = h.click_request(member, custom_id);
            request.locale = locale;
            request.guild_locale = locale;
            request
        };
        let mut shared = Vec::new();
        for (kind, options) in [
            (GameKind::Solitaire, json!({})),
            (GameKind::Cascade, json!({ "mode": "daily" })),
        ] {
            let open = h.start(ALICE, kind, options).await;
            let over = h.click(ALICE, &button(&open, "give-up")).await;
            let request = send(&mut h, ALICE, &button(&over, "share"));
            shared.push(h.send(request).await);
        }
        let fill = last_box(&mut h, ALICE, CHANNEL + 1).await;
        let over = h.click(ALICE, &fill).await;
        let request = send(&mut h, ALICE, &button(&over, "share"));
        shared.push(h.send(request).await);
        for reply in &shared {
            assert_eq!(reply.announce.len(), 1, "{locale:?}");
        }
        let misses = parlor::locale::i18n::misses();
        assert!(misses.is_empty(), "{locale:?}: {misses:?}");
        let said: Vec<String> = shared.iter().map(posted).collect();
        let expected = match locale {
            Locale::En => ["pegs left", "Cascade daily", "points"],
            Locale::Fr => ["pions restants", "Cascade du jour", "points"],
            Locale::Pl => ["pionki", "Dzienna Kaskada", "pkt"],
        };
        for (text, word) in said.iter().zip(expected) {
            assert!(text.contains(word), "{locale:?}: {text}");
        }
    }
}
