//! Several `parlor serve` processes on one database (a SQLite file, so on one host): the
//! members of a load spread over them play as they would on one, and one click sent to every
//! server at once is applied once, every copy getting the same answer.

mod common;

use parlor::bench::players::{Press, buttons, press_of};
use parlor::bench::{Client, Server, load_with, member_id};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

fn binary() -> std::path::PathBuf {
    env!("CARGO_BIN_EXE_parlor").into()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_on_one_database_share_a_load_and_apply_a_copied_click_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("replicas.db");
    let url = format!("sqlite://{}", db.display());
    let key = ed25519_dalek::SigningKey::from_bytes(&[23u8; 32]);
    let first = Server::start(&binary(), &key, Some(&url)).await.unwrap();
    let second = Server::start(&binary(), &key, Some(&url)).await.unwrap();
    let clients: Vec<Arc<Client>> = [&first, &second]
        .iter()
        .map(|s| Arc::new(Client::new(&s.url, key.clone()).unwrap()))
        .collect();

    let (load, _) = load_with(&clients, 8, Duration::from_secs(3), 7, None, false).await;
    assert_eq!(load.failed, 0, "{:?}", load.first_error);
    assert!(load.committed > 20, "the load did play: {load:?}");
    for client in &clients {
        let summary = client.get("/metrics.json").await.unwrap();
        let answered = summary["interactions"].as_u64().unwrap_or(0);
        assert!(answered > 10, "{}: {summary}", client.url());
    }

    // One click, sent twenty times at once, in turn to each server.
    let member = member_id(100);
    let options = json!([{ "name": "video", "type": 1,
                           "options": [{ "name": "bet", "type": 4, "value": 5 }] }]);
    let (opened, _) = clients[0].command(member, "poker", options).await.unwrap();
    let deal: Press = press_of(&buttons(&opened["data"]), "deal").expect("a Deal button");
    let body = clients[0].press_body(member, &deal);
    let copies: Vec<_> = (0..20)
        .map(|i| {
            let (client, body) = (clients[i % 2].clone(), body.clone());
            tokio::spawn(async move { client.post(&body).await })
        })
        .collect();
    let mut answers: Vec<Value> = Vec::new();
    for copy in copies {
        answers.push(copy.await.unwrap().unwrap().0);
    }
    assert_eq!(answers[0]["type"], 7, "the deal was shown: {}", answers[0]);
    for answer in &answers {
        assert_eq!(answer, &answers[0], "every copy gets the one answer");
    }
    // Dealt once: the hand's Draw button is there, and the next click plays on from it.
    let draw = press_of(&buttons(&answers[0]["data"]), "draw").expect("a Draw button");
    let (drawn, _) = clients[1].press(member, &draw).await.unwrap();
    assert_eq!(drawn["type"], 7, "{drawn}");
    drop((first, second));
    common::parlor_check(&db);
}
