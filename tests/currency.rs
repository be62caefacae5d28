//! The server's currency: a manager names the chips and gives them an emoji, and every
//! reply that shows chips shows them so.

use crate::common;

use common::*;
use parlor::app::{Command, ConfigChange};
use parlor::engine::GameKind;
use serde_json::json;

/// Renames the server's chips "Gold", with a coin emoji and English forms.
async fn gold(h: &mut Harness) {
    let changed = h
        .command(
            ALICE,
            Command::Config(
                ConfigChange::default()
                    .setting("currency_name", "Gold")
                    .setting("currency_emoji", "🪙")
                    .setting("currency_one", "coin")
                    .setting("currency_other", "coins"),
            ),
        )
        .await;
    let t = text(&changed);
    assert!(t.contains("Gold"), "{t}");
}

#[tokio::test]
async fn a_renamed_currency_shows_in_the_balance_the_leaderboard_and_a_games_board() {
    let mut h = Harness::new().await;
    // Parlor's own chips until the server names them.
    let before = text(&h.command(BOB, Command::Balance { user: None }).await);
    assert!(before.contains("You have 100 chips"), "{before}");
    gold(&mut h).await;

    let balance = text(&h.command(BOB, Command::Balance { user: None }).await);
    assert!(balance.contains("You have 🪙 100 coins."), "{balance}");
    assert!(!balance.contains("100 chips"), "{balance}");

    let board = h
        .command(
            BOB,
            Command::Leaderboard {
                board: None,
                season: Some(false),
            },
        )
        .await;
    let t = text(&board);
    assert!(board.view.embeds[0].title.contains("🪙 Gold"), "{t}");
    assert!(t.contains(&format!("<@{BOB}> · 🪙 100 coins")), "{t}");
    assert!(t.contains("with 🪙 100 coins"), "{t}");

    let machine = h
        .start(BOB, GameKind::VideoPoker, json!({ "bet": 1 }))
        .await;
    let t = text(&machine);
    assert!(t.contains("1 to 🪙 5 coins"), "{t}");
    // A button shows no custom emoji: the words alone.
    let labels: Vec<String> = machine
        .view
        .rows
        .iter()
        .flat_map(|row| match row {
            parlor::view::Row::Buttons(buttons) => {
                buttons.iter().map(|b| b.label.clone()).collect()
            }
            _ => Vec::new(),
        })
        .collect();
    assert!(labels.iter().any(|l| l == "Deal (1 coin)"), "{labels:?}");
}

#[tokio::test]
async fn a_currency_without_forms_reads_by_its_emoji_or_its_name() {
    let mut h = Harness::new().await;
    h.command(
        ALICE,
        Command::Config(ConfigChange::default().setting("currency_name", "Gold")),
    )
    .await;
    let named = text(&h.command(BOB, Command::Balance { user: None }).await);
    assert!(named.contains("You have 100 Gold."), "{named}");
    h.command(
        ALICE,
        Command::Config(ConfigChange::default().setting("currency_emoji", "🪙")),
    )
    .await;
    // With the emoji, the number needs no word: the emoji is the unit.
    let emoji = text(&h.command(BOB, Command::Balance { user: None }).await);
    assert!(emoji.contains("You have 🪙 100."), "{emoji}");
}
