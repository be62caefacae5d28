//! The servers a load runs against: `parlor serve` started by the tool (alone, or replicas
//! on one database), or those given by URL.

use super::Options;
use super::client::{Client, hex, signing_key};
use ed25519_dalek::SigningKey;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::time::{Duration, Instant};

/// A `parlor serve` started by the tool, on a database of its own unless given one. Killed
/// when dropped.
pub struct Server {
    child: std::process::Child,
    pub url: String,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts `binary serve` with `key`'s public half, on `database` (a SQLite URL) or a
    /// fresh temporary one, and waits until `/healthz` answers.
    pub async fn start(
        binary: &Path,
        key: &SigningKey,
        database: Option<&str>,
    ) -> Result<Server, String> {
        let dir = tempfile::tempdir().map_err(|e| format!("a temporary directory: {e}"))?;
        let database = match database {
            Some(url) => url.to_string(),
            None => format!("sqlite://{}", dir.path().join("bench.db").display()),
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("a free port: {e}"))?
            .port();
        let child = std::process::Command::new(binary)
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .current_dir(dir.path())
            .env("PARLOR_PUBLIC_KEY", hex(&key.verifying_key().to_bytes()))
            .env("PARLOR_DATABASE_URL", &database)
            .env("PARLOR_STARTING_CHIPS", "1000000")
            .env("PARLOR_LOG", "warn")
            .env_remove("DISCORD_TOKEN")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .map_err(|e| format!("starting {}: {e}", binary.display()))?;
        let server = Server {
            child,
            url: format!("http://127.0.0.1:{port}"),
            _dir: dir,
        };
        let probe = Client::new(&server.url, key.clone())?;
        let until = Instant::now() + Duration::from_secs(60);
        while probe.get("/healthz").await.is_err() {
            if Instant::now() > until {
                return Err("the server did not answer /healthz within 60 s".into());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Ok(server)
    }

    /// Waits (up to two minutes) until the server has done its one-time start-up work (the
    /// games' figures on a new database, the games' tables), so a measurement
    /// sees it as it runs for days.
    pub async fn settled(&self, key: &SigningKey) -> Result<(), String> {
        let probe = Client::new(&self.url, key.clone())?;
        let until = Instant::now() + Duration::from_secs(120);
        loop {
            let health = probe.get("/healthz").await?;
            // Every game's tables loaded (a server without the field has none to wait for).
            let tables = health["tables"]
                .as_object()
                .is_none_or(|t| t.values().all(|v| v == "ready"));
            if health["figures"] == "ready" && tables {
                return Ok(());
            }
            if Instant::now() > until {
                return Err("the server's start-up work was not done in 2 minutes".into());
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Kills the server at once (SIGKILL), as a crash would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The servers to load: those given, or `options.replicas` started on one database (kept
/// running while the returned servers live).
pub(super) async fn servers(
    binary: &Path,
    options: &Options,
) -> Result<
    (
        SigningKey,
        Vec<Server>,
        Vec<String>,
        Option<tempfile::TempDir>,
    ),
    String,
> {
    if !options.urls.is_empty() {
        let key = options
            .key
            .as_deref()
            .ok_or("--url needs --key (or PARLOR_BENCH_KEY): the signing key")?;
        return Ok((signing_key(key)?, Vec::new(), options.urls.clone(), None));
    }
    let mut seed = [0u8; 32];
    ChaCha8Rng::seed_from_u64(options.seed).fill(&mut seed);
    let key = SigningKey::from_bytes(&seed);
    let dir = tempfile::tempdir().map_err(|e| format!("a temporary directory: {e}"))?;
    let database = match &options.database {
        Some(url) => shared_database(url)?,
        None => format!("sqlite://{}", dir.path().join("bench.db").display()),
    };
    let mut started = Vec::new();
    // One after the other: the first creates and migrates the database.
    for _ in 0..options.replicas.max(1) {
        let server = Server::start(binary, &key, Some(&database)).await?;
        server.settled(&key).await?;
        started.push(server);
    }
    let urls = started.iter().map(|s| s.url.clone()).collect();
    Ok((key, started, urls, Some(dir)))
}

/// `url` as every started server reads it: each runs in a directory of its own, so a SQLite
/// file's relative path is made absolute here (an in-memory database cannot be shared).
fn shared_database(url: &str) -> Result<String, String> {
    let Some(rest) = url.strip_prefix("sqlite:") else {
        return Ok(url.to_string());
    };
    if rest.contains(":memory:") {
        return Err("--database: an in-memory database cannot be shared by servers".into());
    }
    let (path, query) = match rest.trim_start_matches("//").split_once('?') {
        Some((path, query)) => (path, format!("?{query}")),
        None => (rest.trim_start_matches("//"), String::new()),
    };
    let path = Path::new(path);
    if path.is_absolute() {
        return Ok(url.to_string());
    }
    let here = std::env::current_dir().map_err(|e| format!("the current directory: {e}"))?;
    Ok(format!("sqlite://{}{query}", here.join(path).display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_sqlite_file_is_named_by_its_absolute_path() {
        let here = std::env::current_dir().unwrap();
        let absolute = format!("sqlite://{}", here.join("bench.db").display());
        assert_eq!(shared_database("sqlite://bench.db").unwrap(), absolute);
        assert_eq!(shared_database("sqlite:bench.db").unwrap(), absolute);
        assert_eq!(
            shared_database("sqlite://bench.db?mode=rwc").unwrap(),
            format!("{absolute}?mode=rwc")
        );
        assert_eq!(
            shared_database("sqlite:///tmp/x/bench.db").unwrap(),
            "sqlite:///tmp/x/bench.db"
        );
        assert_eq!(
            shared_database("postgres://127.0.0.1/test").unwrap(),
            "postgres://127.0.0.1/test"
        );
        assert!(shared_database("sqlite::memory:").is_err());
    }
}
