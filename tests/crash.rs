//! The server killed (SIGKILL) at random moments under load, and restarted: afterwards every
//! invariant holds (`parlor check`) and every open game can be played on.

mod common;

use parlor::bench::{Client, Server, load};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
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
        let running = tokio::spawn(load(client, MEMBERS, Duration::from_secs(3), round));
        tokio::time::sleep(Duration::from_millis(rng.random_range(300..1500))).await;
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
