//! Several `parlor serve` processes on one database (a SQLite file, so on one host; or a
//! PostgreSQL database, as on several hosts): the members of a load spread over them play as
//! they would on one, one click sent to every server at once is applied once, every copy
//! getting the same answer, and on PostgreSQL a replica killed under load loses nothing the
//! others or a restart cannot play on from.

mod common;

use parlor::bench::players::{Press, buttons, press_of};
use parlor::bench::{Client, Server, load_with, member_id, warm_up};
use parlor::testing::TestDatabase;
use rand::SeedableRng;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;

fn binary() -> std::path::PathBuf {
    env!("CARGO_BIN_EXE_parlor").into()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_on_one_sqlite_file_share_a_load_and_apply_a_copied_click_once() {
    let db = TestDatabase::sqlite();
    let key = ed25519_dalek::SigningKey::from_bytes(&[23u8; 32]);
    let first = Server::start(&binary(), &key, Some(&db.url)).await.unwrap();
    let second = Server::start(&binary(), &key, Some(&db.url)).await.unwrap();
    share_a_load_and_apply_a_copied_click_once(&[&first, &second], &key, 20).await;
    drop((first, second));
    common::parlor_check_url(&db.url);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replicas_on_postgres_apply_two_hundred_copies_once_and_survive_a_kill() {
    let Some(db) = TestDatabase::postgres().await else {
        return;
    };
    let key = ed25519_dalek::SigningKey::from_bytes(&[24u8; 32]);
    let first = Server::start(&binary(), &key, Some(&db.url)).await.unwrap();
    let mut second = Server::start(&binary(), &key, Some(&db.url)).await.unwrap();
    let third = Server::start(&binary(), &key, Some(&db.url)).await.unwrap();
    share_a_load_and_apply_a_copied_click_once(&[&first, &second, &third], &key, 200).await;
    common::parlor_check_url(&db.url);

    // One member's /daily sent twenty times at once, each a new interaction, over the three:
    // the chips are given once.
    let clients: Vec<Arc<Client>> = [&first, &second, &third]
        .iter()
        .map(|s| Arc::new(Client::new(&s.url, key.clone()).unwrap()))
        .collect();
    let member = member_id(90);
    let claims: Vec<_> = (0..20)
        .map(|i| {
            let client = clients[i % clients.len()].clone();
            tokio::spawn(async move { client.command(member, "daily", json!([])).await })
        })
        .collect();
    let mut given = 0;
    for claim in claims {
        let (answer, _) = claim.await.unwrap().unwrap();
        if common::panel_title(&answer["data"], 0) == "Daily chips" {
            given += 1;
        } else {
            assert!(
                common::is_private(&answer["data"]),
                "refused privately: {answer}"
            );
        }
    }
    assert_eq!(given, 1, "one daily claim of twenty at once");
    common::parlor_check_url(&db.url);

    // One replica killed (SIGKILL) while members play on all three: the others go on, and
    // afterwards every invariant holds and every member's game takes its next click.
    let clients: Vec<Arc<Client>> = [&first, &second, &third]
        .iter()
        .map(|s| Arc::new(Client::new(&s.url, key.clone()).unwrap()))
        .collect();
    let members = 12;
    let running = tokio::spawn({
        let clients = clients.clone();
        async move { load_with(&clients, members, Duration::from_secs(2), 11, None, false).await }
    });
    tokio::time::sleep(Duration::from_millis(1000)).await;
    second.kill();
    let (load, _) = running.await.unwrap();
    assert!(load.committed > 20, "the load did play: {load:?}");
    common::parlor_check_url(&db.url);
    let survivor = Client::new(&first.url, key.clone()).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    common::every_game_plays_on(&survivor, members, &mut rng).await;
    drop((first, third));
    common::parlor_check_url(&db.url);
}

/// Each server's write conflicts, for a failure's message.
async fn conflicts(clients: &[Arc<Client>]) -> String {
    let mut said = Vec::new();
    for client in clients {
        let summary = client.get("/metrics.json").await.unwrap_or_default();
        said.push(format!("{}: {}", client.url(), summary["write_conflicts"]));
    }
    said.join(", ")
}

/// A load spread over `servers`, then one click sent `copies` times at once, in turn to each.
async fn share_a_load_and_apply_a_copied_click_once(
    servers: &[&Server],
    key: &ed25519_dalek::SigningKey,
    copies: usize,
) {
    let clients: Vec<Arc<Client>> = servers
        .iter()
        .map(|s| Arc::new(Client::new(&s.url, key.clone()).unwrap()))
        .collect();

    // A warm-up first, as `parlor bench interactions --warmup` runs it: by other members, so
    // that the load's own find none of their games open (a Hold'em table left open is
    // named privately to a second `/poker holdem`, which the load counts as refused). Its
    // second is the servers' first, with every member new: how much it plays depends on the
    // machine, so only that it played and nothing failed is asked of it.
    let warm = warm_up(&clients, 8, Duration::from_millis(1000), 8, None).await;
    assert!(
        warm.committed > 0 && warm.failed == 0,
        "the warm-up did play: {warm:?}; {}",
        conflicts(&clients).await
    );
    let (load, _) = load_with(&clients, 8, Duration::from_millis(1500), 7, None, false).await;
    assert_eq!(load.failed, 0, "{:?}", load.first_error);
    assert_eq!(
        load.refused_starts,
        0,
        "every start opened or brought back a game: {:?}; {}",
        load.first_refused_start,
        conflicts(&clients).await
    );
    assert!(
        load.committed > 20,
        "the load did play: {load:?}; {}",
        conflicts(&clients).await
    );
    for client in &clients {
        let summary = client.get("/metrics.json").await.unwrap();
        let answered = summary["interactions"].as_u64().unwrap_or(0);
        assert!(answered > 10, "{}: {summary}", client.url());
    }

    // One click, sent many times at once, in turn to each server.
    let member = member_id(100);
    let options = json!([{ "name": "video", "type": 1,
                           "options": [{ "name": "bet", "type": 4, "value": 5 }] }]);
    let (opened, _) = clients[0].command(member, "poker", options).await.unwrap();
    let deal: Press = press_of(&buttons(&opened["data"]), "deal").expect("a Deal button");
    let body = clients[0].press_body(member, &deal);
    let copies: Vec<_> = (0..copies)
        .map(|i| {
            let (client, body) = (clients[i % clients.len()].clone(), body.clone());
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
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_sweeps_at_once_on_postgres_time_out_each_game_once() {
    let Some(db) = TestDatabase::postgres().await else {
        return;
    };
    parlor::testing::registry();
    let config = Arc::new(parlor::config::Config::default());
    let clock = Arc::new(parlor::app::Clock::fixed(parlor::testing::START));
    let one = parlor::testing::app_on(&db.url, config.clone(), clock.clone(), 1).await;
    let other = parlor::testing::app_on(&db.url, config, clock.clone(), 2).await;
    // Twelve members each leave a dealt machine, its bet taken.
    let mut h = parlor::testing::Harness::new().await;
    h.app = one.clone();
    let members: Vec<u64> = (0..12).map(|i| 5000 + i).collect();
    for &member in &members {
        let reply = common::start_machine(&mut h, member, 2).await;
        h.click(member, &parlor::testing::button(&reply, "deal"))
            .await;
    }
    clock.advance(16 * 60);
    // Both processes' sweeps at once: each game is timed out by one of them.
    let (a, b) = tokio::join!(one.expire_idle(), other.expire_idle());
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(
        a.len() + b.len(),
        members.len(),
        "{} + {}",
        a.len(),
        b.len()
    );
    assert!(one.expire_idle().await.unwrap().is_empty());
    assert!(other.expire_idle().await.unwrap().is_empty());
    h.audit().await;
    common::parlor_check_url(&db.url);
}
