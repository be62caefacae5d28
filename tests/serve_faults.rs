//! `parlor serve` and `parlor run` as processes, under faults: a full or closed stderr, a
//! read-only database, slow clients, an unreachable gateway.

mod common;

use common::{PING, hex, post_signed, unix_now};
use ed25519_dalek::SigningKey;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn key() -> SigningKey {
    SigningKey::from_bytes(&[11u8; 32])
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Kills the process when dropped, so a failing test leaves nothing running.
struct Guard(Child);

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn parlor(args: &[&str], dir: &std::path::Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_parlor"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("PARLOR_DATABASE_URL")
        .env("PARLOR_PUBLIC_KEY", hex(&key().verifying_key().to_bytes()))
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    command
}

/// Waits until something accepts connections on `address`.
fn wait_for(address: &str) {
    let until = Instant::now() + Duration::from_secs(30);
    while std::net::TcpStream::connect(address).is_err() {
        assert!(Instant::now() < until, "nothing listens on {address}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn daily(id: u64) -> String {
    serde_json::json!({
        "id": id.to_string(), "application_id": "1100000000000000000", "type": 2,
        "token": format!("tok-{id}"), "version": 1, "guild_id": "900000000000000000",
        "channel_id": "910000000000000000",
        "member": { "user": { "id": "800000000000000001", "username": "ann",
                              "global_name": null, "discriminator": "0", "avatar": null },
                    "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z",
                    "deaf": false, "mute": false, "flags": 0, "permissions": "0" },
        "data": { "id": "1000", "name": "daily", "type": 1, "options": [] },
        "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
        "attachment_size_limit": 10485760
    })
    .to_string()
}

/// Runs a command to its end, failing the test if it takes longer than `limit`; its exit
/// status and stderr.
fn finish_within(mut command: Command, limit: Duration) -> (std::process::ExitStatus, String) {
    use std::io::Read;
    let mut child = Guard(command.stderr(Stdio::piped()).spawn().unwrap());
    let mut stderr = child.0.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let until = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < until, "still running after {limit:?}");
        std::thread::sleep(Duration::from_millis(20));
    };
    (status, reader.join().unwrap())
}

fn terminate(child: &mut Child) -> std::process::ExitStatus {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(Instant::now() < until, "no exit within 10 s of SIGTERM");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn logging_to_a_full_or_closed_stderr_neither_panics_nor_drops_answers() {
    for closed in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let port = free_port();
        let address = format!("127.0.0.1:{port}");
        let mut command = parlor(&["serve", "--listen", &address], dir.path());
        // Every request logs at debug level.
        command.env("PARLOR_LOG", "debug");
        if closed {
            command.stderr(Stdio::piped());
        } else {
            let full = std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap();
            command.stderr(Stdio::from(full));
        }
        let mut child = Guard(command.spawn().unwrap());
        if closed {
            // Nobody will ever read what it writes.
            drop(child.0.stderr.take());
        }
        wait_for(&address);
        for i in 0..20u64 {
            let now = unix_now().to_string();
            let ping = post_signed(&address, &key(), &now, PING);
            assert!(ping.starts_with("HTTP/1.1 200"), "closed={closed}: {ping}");
            let answer = post_signed(
                &address,
                &key(),
                &now,
                &daily(1_300_000_000_000_000_000 + i),
            );
            assert!(
                answer.starts_with("HTTP/1.1 200"),
                "closed={closed}: {answer}"
            );
            assert!(answer.contains("\"type\":4"), "{answer}");
        }
        assert!(child.0.try_wait().unwrap().is_none(), "still serving");
        let status = terminate(&mut child.0);
        assert!(status.success(), "closed={closed}: {status}");
    }
}

#[test]
fn a_database_that_cannot_be_written_stops_start_up_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("p.db");
    // A database made and migrated by an earlier run, now opened read-only.
    let made = parlor(&["play", "--db", db.to_str().unwrap()], dir.path())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(made.success());
    for (url, says) in [
        (
            format!("sqlite://{}?mode=ro", db.display()),
            "cannot be written",
        ),
        // Nothing listens on port 1: PostgreSQL out of reach is said at once.
        (
            "postgres://parlor@127.0.0.1:1/parlor".to_string(),
            "cannot reach the database: PostgreSQL at 127.0.0.1:1",
        ),
        (
            "mysql://localhost/parlor".to_string(),
            "Parlor runs on SQLite (sqlite://parlor.db) or PostgreSQL",
        ),
    ] {
        let mut command = parlor(&["serve", "--listen", "127.0.0.1:0"], dir.path());
        command.env("PARLOR_DATABASE_URL", &url);
        let (status, stderr) = finish_within(command, Duration::from_secs(20));
        assert!(!status.success(), "{url}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{url}: {stderr}");
        assert!(
            lines[0].starts_with("parlor: ") && lines[0].contains(says),
            "{url}: {stderr}"
        );
    }
}

#[test]
fn slow_clients_are_cut_off_and_a_ping_still_answers() {
    use std::io::{Read, Write};
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[database]\nurl = \"sqlite://{}\"\n[server]\nheader_timeout_seconds = 1\n\
             body_timeout_seconds = 1\nmax_connections = 40\n",
            dir.path().join("s.db").display()
        ),
    )
    .unwrap();
    let port = free_port();
    let address = format!("127.0.0.1:{port}");
    let mut child = Guard(
        parlor(
            &[
                "--config",
                config.to_str().unwrap(),
                "serve",
                "--listen",
                &address,
            ],
            dir.path(),
        )
        .stderr(Stdio::null())
        .spawn()
        .unwrap(),
    );
    wait_for(&address);
    // 100 clients that never finish their headers, and one that never finishes its body.
    let mut slow: Vec<std::net::TcpStream> = (0..100)
        .map(|_| {
            let mut s = std::net::TcpStream::connect(&address).unwrap();
            s.write_all(b"POST /interactions HTTP/1.1\r\nHost: x\r\nContent-Type: appl")
                .unwrap();
            s
        })
        .collect();
    let mut half_body = std::net::TcpStream::connect(&address).unwrap();
    half_body
        .write_all(b"POST /interactions HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{\"id\"")
        .unwrap();

    let began = Instant::now();
    let ping = post_signed(&address, &key(), &unix_now().to_string(), PING);
    assert!(ping.starts_with("HTTP/1.1 200"), "{ping}");
    assert!(
        began.elapsed() < Duration::from_secs(8),
        "{:?}",
        began.elapsed()
    );

    // The server hung up on them.
    for stream in slow
        .iter_mut()
        .take(3)
        .chain(std::iter::once(&mut half_body))
    {
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let mut buf = Vec::new();
        match stream.read_to_end(&mut buf) {
            Ok(_) => {}
            Err(e) => assert!(
                e.kind() == std::io::ErrorKind::ConnectionReset,
                "still open after 5 s: {e}"
            ),
        }
    }
    let status = terminate(&mut child.0);
    assert!(status.success(), "{status}");
}

/// What `parlor run` or `parlor register` may say when Discord cannot be used: unreachable
/// (no network, as on the test machines) or refusing the made-up token (with a network).
fn names_the_cause(line: &str) -> bool {
    line.starts_with("parlor: ")
        && (line.contains("cannot reach Discord") || line.contains("rejected the bot token"))
}

#[test]
fn run_and_register_without_discord_end_in_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["run"],
        vec!["run", "--shards", "0-1", "--total-shards", "2"],
        vec!["register"],
        vec!["register", "--guild", "5"],
    ] {
        let mut command = parlor(&args, dir.path());
        command
            .env("DISCORD_TOKEN", "MTAw.not-a.token")
            .env("PARLOR_LOG", "off");
        let (status, stderr) = finish_within(command, Duration::from_secs(30));
        assert!(!status.success(), "{args:?}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: {stderr}");
        assert!(names_the_cause(lines[0]), "{args:?}: {stderr}");
    }
}

/// A shard range that cannot be run is refused in one line naming what is wrong, before
/// the token or Discord is looked at.
#[test]
fn run_refuses_an_impossible_shard_range_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    for (args, says) in [
        (vec!["--shards", "0-3"], "--shards needs --total-shards"),
        (
            vec!["--shards", "2-9", "--total-shards", "8"],
            "goes past the 8 shards",
        ),
        (
            vec!["--shards", "5-2", "--total-shards", "8"],
            "runs backwards",
        ),
        (vec!["--shards", "one", "--total-shards", "8"], "not `one`"),
        (vec!["--total-shards", "0"], "at least 1"),
    ] {
        let mut command = parlor(&[&["run"], &args[..]].concat(), dir.path());
        command.env_remove("DISCORD_TOKEN").env("PARLOR_LOG", "off");
        let (status, stderr) = finish_within(command, Duration::from_secs(30));
        assert!(!status.success(), "{args:?}");
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: {stderr}");
        assert!(
            lines[0].starts_with("parlor: ") && lines[0].contains(says),
            "{args:?}: {stderr}"
        );
    }
}

/// `parlor run` waiting on a Discord that takes its connections and never answers (through
/// a proxy on loopback that holds them) is still waiting a second later, and SIGTERM ends
/// it, cleanly, within seconds.
#[test]
fn run_stops_on_sigterm_within_seconds_while_discord_does_not_answer() {
    let dir = tempfile::tempdir().unwrap();
    let proxy = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = format!("http://{}", proxy.local_addr().unwrap());
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in proxy.incoming() {
            held.push(stream);
        }
    });
    let mut child = Guard(
        parlor(&["run"], dir.path())
            .env("DISCORD_TOKEN", "MTAw.not-a.token")
            .env("HTTPS_PROXY", &address)
            .env("https_proxy", &address)
            .env_remove("NO_PROXY")
            .env_remove("no_proxy")
            .env("PARLOR_LOG", "off")
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    std::thread::sleep(Duration::from_secs(1));
    assert!(
        child.0.try_wait().unwrap().is_none(),
        "still waiting on Discord a second later"
    );
    let began = Instant::now();
    let status = terminate(&mut child.0);
    assert!(status.success(), "{status:?}");
    assert!(
        began.elapsed() < Duration::from_secs(5),
        "{:?}",
        began.elapsed()
    );
}
