//! The server killed (SIGKILL) at random moments under load, and restarted: afterwards every
//! invariant holds (`parlor check`) and every open game can be played on; and a blackjack
//! server killed between a deal and its settlement plays the hand on.

mod common;

use parlor::bench::players::{buttons, press_of};
use parlor::bench::{Client, Server, load, member_id};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

const MEMBERS: usize = 16;

fn binary() -> std::path::PathBuf {
    env!("CARGO_BIN_EXE_parlor").into()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kills_under_load_lose_no_chip_and_leave_every_game_playable() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.db");
    let url = format!("sqlite://{}", db.display());
    let key = ed25519_dalek::SigningKey::from_bytes(&[21u8; 32]);
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut committed = 0;
    for round in 0..4 {
        let mut server = Server::start(&binary(), &key, Some(&url)).await.unwrap();
        let client = Arc::new(Client::new(&server.url, key.clone()).unwrap());
        // The kill comes while the members play, and they keep clicking for a moment after
        // it (requests in flight and refused), then stop.
        let kill_after = Duration::from_millis(rng.random_range(300..1500));
        let playing = kill_after + Duration::from_millis(300);
        let running = tokio::spawn(load(client, MEMBERS, playing, round));
        tokio::time::sleep(kill_after).await;
        server.kill();
        let load = running.await.unwrap();
        committed += load.committed;
    }
    assert!(committed > 50, "the load did play: {committed} clicks");

    common::parlor_check(&db);

    // Every member's game comes back and takes its next click.
    let server = Server::start(&binary(), &key, Some(&url)).await.unwrap();
    // The Yahtzee expert's table is back (read from its file) before anyone asks a hint.
    server.settled(&key).await.unwrap();
    let client = Client::new(&server.url, key.clone()).unwrap();
    common::every_game_plays_on(&client, MEMBERS, &mut rng).await;
    drop(server);
    common::parlor_check(&db);
}

/// Blackjack: the server killed (SIGKILL) between a round's deal and its settlement: `parlor
/// check` passes with the bet out, and once the server is back the hand is played on from the
/// message's own buttons and settles. On SQLite, and on PostgreSQL where the tests have it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_hand_loses_no_chip() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("killed.db");
    killed_mid_hand(&format!("sqlite://{}", db.display())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_hand_loses_no_chip_on_postgres() {
    let Some(db) = parlor::testing::TestDatabase::postgres().await else {
        return;
    };
    killed_mid_hand(&db.url).await;
}

async fn killed_mid_hand(url: &str) {
    let key = ed25519_dalek::SigningKey::from_bytes(&[33u8; 32]);
    let member = member_id(0);
    let options = json!([{ "name": "play", "type": 1,
                           "options": [{ "name": "bet", "type": 4, "value": 20 }] }]);
    let mut server = Server::start(&binary(), &key, Some(url)).await.unwrap();
    let client = Client::new(&server.url, key.clone()).unwrap();
    let (mut shown, _) = client.command(member, "blackjack", options).await.unwrap();
    // Rounds that ended at the deal (a blackjack) are dealt again until a hand is in play.
    let button = |shown: &serde_json::Value, code: &str| press_of(&buttons(&shown["data"]), code);
    let mut stand = None;
    for _ in 0..20 {
        if let Some(no) = button(&shown, "no-insure") {
            shown = client.press(member, &no).await.unwrap().0;
            continue;
        }
        stand = button(&shown, "stand");
        if stand.is_some() {
            break;
        }
        let deal = button(&shown, "deal").expect("Deal between rounds");
        shown = client.press(member, &deal).await.unwrap().0;
    }
    let stand = stand.expect("a hand in play");
    server.kill();
    common::parlor_check_url(url);

    let server = Server::start(&binary(), &key, Some(url)).await.unwrap();
    let client = Client::new(&server.url, key.clone()).unwrap();
    let (stood, _) = client.press(member, &stand).await.unwrap();
    assert_eq!(stood["type"], 7, "{stood}");
    assert!(button(&stood, "deal").is_some(), "{stood}");
    drop(server);
    common::parlor_check_url(url);
}

/// Hold'em: the server killed (SIGKILL) with a hand in play at a cash table: `parlor check`
/// passes with the buy-in at the table, and once the server is back the hand is played on
/// from the message's own buttons, and leaving brings the stack home.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_holdem_server_killed_mid_hand_loses_no_chip() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("holdem.db");
    let url = format!("sqlite://{}", db.display());
    let key = ed25519_dalek::SigningKey::from_bytes(&[35u8; 32]);
    let member = member_id(0);
    let options = json!([{ "name": "holdem", "type": 1, "options": [
        { "name": "blind", "type": 4, "value": 1 },
        { "name": "computers", "type": 4, "value": 2 }] }]);
    let mut server = Server::start(&binary(), &key, Some(&url)).await.unwrap();
    let client = Client::new(&server.url, key.clone()).unwrap();
    let (opened, _) = client.command(member, "poker", options).await.unwrap();
    let button = |shown: &serde_json::Value, code: &str| press_of(&buttons(&shown["data"]), code);
    let start = button(&opened, "start").expect("Start");
    let (started, _) = client.press(member, &start).await.unwrap();
    let call = button(&started, "call")
        .or_else(|| button(&started, "check"))
        .expect("the member to act: the computers act at once");
    server.kill();
    common::parlor_check(&db);

    let server = Server::start(&binary(), &key, Some(&url)).await.unwrap();
    let client = Client::new(&server.url, key.clone()).unwrap();
    let (called, _) = client.press(member, &call).await.unwrap();
    assert_eq!(called["type"], 7, "{called}");
    let leave = button(&called, "leave").expect("Leave");
    let (left, _) = client.press(member, &leave).await.unwrap();
    assert_eq!(left["type"], 7, "{left}");
    drop(server);
    common::parlor_check(&db);
}
