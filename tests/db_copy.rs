//! `parlor db copy`: a played SQLite database copied into PostgreSQL (or, without one, into
//! another SQLite file) holds everything, checks clean and plays on; a target holding data
//! is refused; a copy killed half way leaves the target empty, and the next run copies it
//! all.

mod common;

use common::*;
use parlor::app::{Action, Command, UserRef};
use parlor::store::Store;
use std::process::{Command as Process, Output, Stdio};
use std::time::Duration;

fn parlor(args: &[&str]) -> Output {
    Process::new(env!("CARGO_BIN_EXE_parlor"))
        .args(args)
        .env("PARLOR_LOG", "off")
        .output()
        .unwrap()
}

fn said(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// An empty database to copy into: a PostgreSQL schema of its own where the tests have a
/// server, else a SQLite file.
async fn target() -> TestDatabase {
    match TestDatabase::postgres().await {
        Some(db) => db,
        None => TestDatabase::sqlite(),
    }
}

/// Every table's rows, in a fixed order, as text: what a copy must carry over exactly.
async fn everything(url: &str) -> Vec<String> {
    let store = Store::open(url).await.unwrap();
    let dump = store.dump().await.unwrap();
    store.close().await;
    dump
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_played_database_copies_whole_checks_clean_and_plays_on() {
    // A server's life: chips claimed and given, hands of video poker, a Yahtzee game open.
    let mut h = Harness::new().await;
    h.command(ALICE, Command::Daily).await;
    h.command(
        ALICE,
        Command::Give {
            user: UserRef {
                id: BOB,
                name: name_of(BOB),
                bot: false,
            },
            amount: 7,
        },
    )
    .await;
    for _ in 0..3 {
        let reply = start_machine(&mut h, BOB, 5).await;
        let deal = button(&reply, "deal");
        let dealt = h.click(BOB, &deal).await;
        let draw = button(&dealt, "draw");
        h.click(BOB, &draw).await;
    }
    h.command(
        CAROL,
        Command::start(
            parlor::engine::GameKind::Yahtzee,
            serde_json::json!({ "mode": "solo" }),
        ),
    )
    .await;
    // And a member's own wallet, played in a group DM: its players are copied too.
    for member in [ALICE, DAVE] {
        let daily = h.request(member, Action::Command(Command::Daily));
        h.send(common::places::at(daily, common::places::Where::Group))
            .await;
    }
    h.app.store().close().await;
    let source = h.url.clone();
    let before = everything(&source).await;
    assert!(before.len() > 20, "the source holds a server's life");
    let circle = format!("circles|{}|", common::places::GROUP);
    assert_eq!(
        before.iter().filter(|l| l.starts_with(&circle)).count(),
        2,
        "{before:?}"
    );

    let target = target().await;
    let out = parlor(&["db", "copy", "--from", &source, "--to", &target.url]);
    assert!(out.status.success(), "{}", said(&out));
    let report = said(&out);
    assert!(report.contains("ok: every invariant holds"), "{report}");
    assert!(!report.contains("DIFFERS"), "{report}");
    assert_eq!(everything(&target.url).await, before, "row for row");

    // A second copy into the same target is refused, and changes nothing.
    let again = parlor(&["db", "copy", "--from", &source, "--to", &target.url]);
    assert!(!again.status.success());
    assert!(
        said(&again).contains("already holds data"),
        "{}",
        said(&again)
    );
    assert_eq!(everything(&target.url).await, before);

    // The copy plays on: a new game takes an id after the copied ones.
    parlor::testing::registry();
    let config = std::sync::Arc::new(parlor::config::Config::default());
    let clock = std::sync::Arc::new(parlor::app::Clock::fixed(START + 60));
    let app = app_on(&target.url, config, clock, 9).await;
    let mut on_copy = Harness::new().await;
    on_copy.app = app;
    // Interactions the source never saw (Discord never sends an id twice).
    let mut request = on_copy.request(BOB, Action::Command(video_poker(Some(5))));
    request.interaction_id = "after-the-copy-1".into();
    let reply = on_copy.send(request).await;
    assert!(has_button(&reply, "deal"), "{}", text(&reply));
    let mut request = on_copy.request(BOB, Action::Command(Command::Balance { user: None }));
    request.interaction_id = "after-the-copy-2".into();
    let balance = on_copy.send(request).await;
    let bob = before
        .iter()
        .find(|line| line.starts_with(&format!("wallets|{GUILD}|{BOB}|")))
        .and_then(|line| line.split('|').nth(4))
        .and_then(|balance| balance.parse::<i64>().ok())
        .expect("Bob's wallet was copied");
    assert!(
        text(&balance).contains(&format!("You have {bob} chips")),
        "{bob}: {}",
        text(&balance)
    );
    on_copy.app.store().close().await;
    common::parlor_check_url(&target.url);

    // And back again, into a SQLite file: the same rows.
    let back = TestDatabase::sqlite();
    let out = parlor(&["db", "copy", "--from", &target.url, "--to", &back.url]);
    assert!(out.status.success(), "{}", said(&out));
    let there = everything(&target.url).await;
    assert_eq!(everything(&back.url).await, there);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_killed_half_way_leaves_the_target_empty_and_runs_again() {
    // A source big enough that its copy takes a while: many recorded replies. PostgreSQL's
    // copy is watched and killed while it writes, so half as many do there; SQLite's is
    // killed after a fixed wait, which the copy must outlast.
    let target = target().await;
    let replies = match target.backend {
        parlor::store::Backend::Postgres => 100_000,
        parlor::store::Backend::Sqlite => 200_000,
    };
    let source = TestDatabase::sqlite();
    let store = source.open().await;
    parlor::testing::database::fill_replies(&store, replies)
        .await
        .unwrap();
    store.close().await;
    let before = everything(&source.url).await;

    // On PostgreSQL the copy's connections carry a name of their own, so the test sees the
    // moment its transaction is writing, and kills it then.
    let named = format!(
        "{}&application_name=copy_{}",
        target.url,
        std::process::id()
    );
    let to = match target.backend {
        parlor::store::Backend::Postgres => named.as_str(),
        parlor::store::Backend::Sqlite => target.url.as_str(),
    };
    let mut copy = Process::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["db", "copy", "--from", &source.url, "--to", to])
        .env("PARLOR_LOG", "off")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    match target.backend {
        parlor::store::Backend::Postgres => {
            let watcher = sqlx::PgPool::connect(&target.url).await.unwrap();
            let name = format!("copy_{}", std::process::id());
            let mut writing = false;
            for _ in 0..2000 {
                let seen: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM pg_stat_activity WHERE application_name = $1
                     AND xact_start IS NOT NULL AND query LIKE 'INSERT INTO interactions%'",
                )
                .bind(&name)
                .fetch_one(&watcher)
                .await
                .unwrap();
                if seen > 0 {
                    writing = true;
                    break;
                }
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            assert!(writing, "the copy was never seen writing");
        }
        parlor::store::Backend::Sqlite => {
            tokio::time::sleep(Duration::from_millis(700)).await;
        }
    }
    copy.kill().unwrap();
    copy.wait().unwrap();
    // Never half the data: on PostgreSQL, killed while writing, nothing; on SQLite, where the
    // moment cannot be seen, nothing or everything.
    let after_kill = everything(&target.url).await;
    let whole = after_kill == before;
    match target.backend {
        parlor::store::Backend::Postgres => assert!(
            after_kill.is_empty(),
            "a copy killed while writing left {} rows",
            after_kill.len()
        ),
        parlor::store::Backend::Sqlite => assert!(
            after_kill.is_empty() || whole,
            "a killed copy left {} of {} rows",
            after_kill.len(),
            before.len()
        ),
    }
    let out = parlor(&["db", "copy", "--from", &source.url, "--to", &target.url]);
    if whole {
        assert!(said(&out).contains("already holds data"), "{}", said(&out));
    } else {
        assert!(out.status.success(), "{}", said(&out));
    }
    assert_eq!(everything(&target.url).await, before);
}
