//! PostgreSQL failing under Parlor, on a server of the test's own (`initdb` and `pg_ctl` from
//! the machine's PostgreSQL, in a temporary directory, on a free port), so it can be stopped
//! and started again: out of reach at start-up, the process says so in one line and exits;
//! gone while Parlor runs, members are told privately that Parlor is busy and nothing
//! changed, and `/healthz` says 503; back again, Parlor answers as before, without a restart.
//!
//! Runs where the tests have PostgreSQL (`PARLOR_TEST_POSTGRES_URL`), as the other
//! PostgreSQL tests do.

mod common;

use parlor::bench::{Client, Server, member_id};
use parlor::testing::TestDatabase;
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn binary() -> PathBuf {
    env!("CARGO_BIN_EXE_parlor").into()
}

/// The machine's PostgreSQL programs: `pg_config --bindir`, else Debian's directory, else
/// the PATH.
fn pg_program(name: &str) -> PathBuf {
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output()
        && out.status.success()
    {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if dir.join(name).exists() {
            return dir.join(name);
        }
    }
    if let Ok(entries) = std::fs::read_dir("/usr/lib/postgresql") {
        for entry in entries.flatten() {
            let candidate = entry.path().join("bin").join(name);
            if candidate.exists() {
                return candidate;
            }
        }
    }
    PathBuf::from(name)
}

/// A PostgreSQL server of the test's own. PostgreSQL will not run as root: there, its
/// programs run as the `postgres` user, owning the directory.
struct Cluster {
    dir: tempfile::TempDir,
    port: u16,
    as_postgres: bool,
}

impl Cluster {
    fn new() -> Cluster {
        let dir = tempfile::tempdir().unwrap();
        let as_postgres = unsafe { libc::geteuid() } == 0;
        if as_postgres {
            let chown = Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(dir.path())
                .status()
                .unwrap();
            assert!(chown.success(), "chown to postgres");
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let cluster = Cluster {
            dir,
            port,
            as_postgres,
        };
        let data = cluster.data();
        cluster.run(
            &pg_program("initdb"),
            &[
                "-D",
                data.to_str().unwrap(),
                "-A",
                "trust",
                "-U",
                "postgres",
                "--no-sync",
            ],
        );
        cluster
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    fn run(&self, program: &Path, args: &[&str]) {
        let mut command = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        };
        let out = command.args(args).stdin(Stdio::null()).output().unwrap();
        assert!(
            out.status.success(),
            "{} {args:?}: {}{}",
            program.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    fn start(&self) {
        let options = format!(
            "-p {} -c listen_addresses=127.0.0.1 -k {} -c fsync=off",
            self.port,
            self.dir.path().display()
        );
        let log = self.dir.path().join("log");
        self.run(
            &pg_program("pg_ctl"),
            &[
                "-D",
                self.data().to_str().unwrap(),
                "-o",
                &options,
                "-l",
                log.to_str().unwrap(),
                "-w",
                "start",
            ],
        );
    }

    fn stop(&self) {
        self.run(
            &pg_program("pg_ctl"),
            &[
                "-D",
                self.data().to_str().unwrap(),
                "-m",
                "fast",
                "-w",
                "stop",
            ],
        );
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if self.data().join("postmaster.pid").exists() {
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.stop()));
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_out_of_reach_then_gone_then_back() {
    // Where the tests have PostgreSQL; this test brings its own server.
    if TestDatabase::postgres().await.is_none() {
        return;
    }
    let cluster = Cluster::new();
    let key = ed25519_dalek::SigningKey::from_bytes(&[31u8; 32]);
    let public = parlor::bench::hex(&key.verifying_key().to_bytes());

    // Out of reach at start-up: one line, and the process exits.
    let out = Command::new(binary())
        .args(["serve", "--listen", "127.0.0.1:0"])
        .env("PARLOR_DATABASE_URL", cluster.url())
        .env("PARLOR_PUBLIC_KEY", &public)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(
        lines[0].starts_with("parlor: ") && lines[0].contains("cannot reach the database"),
        "{stderr}"
    );

    cluster.start();
    let server = Server::start(&binary(), &key, Some(&cluster.url()))
        .await
        .unwrap();
    let client = Client::new(&server.url, key.clone()).unwrap();
    let member = member_id(1);
    let (balance, _) = client.command(member, "balance", json!([])).await.unwrap();
    assert_eq!(
        common::panel_title(&balance["data"], 0),
        "Balance",
        "{balance}"
    );

    // Gone: a private "busy", nothing changed, and /healthz says so.
    cluster.stop();
    let (daily, _) = client.command(member, "daily", json!([])).await.unwrap();
    assert!(common::is_private(&daily["data"]), "private: {daily}");
    assert!(
        daily.to_string().contains("Parlor is busy right now"),
        "{daily}"
    );
    let health = client.get("/healthz").await;
    assert!(
        health.as_ref().is_err_and(|e| e.contains("503")),
        "{health:?}"
    );

    // Back: the same process answers again, and the daily it could not give is there to
    // claim.
    cluster.start();
    let until = Instant::now() + Duration::from_secs(30);
    let daily = loop {
        let (daily, _) = client.command(member, "daily", json!([])).await.unwrap();
        if !daily.to_string().contains("Parlor is busy") || Instant::now() > until {
            break daily;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(
        common::panel_title(&daily["data"], 0),
        "Daily chips",
        "{daily}"
    );
    assert!(client.get("/healthz").await.is_ok());
    drop(server);
    common::parlor_check_url(&cluster.url());
}
