//! `parlor bench interactions`: simulated members play real games against `parlor serve`
//! over loopback, every request signed as Discord signs it. The report: committed clicks per
//! second, latency at the client and inside the server, errors, and the server's peak
//! memory. Without a URL the tool starts its own server on a temporary database.
//!
//! The client signs the members' requests (`client`), the servers are started or given
//! (`server`), the members play (`traffic`, each game's player in [`players`]), and the
//! report words what they measured (`report`).

mod client;
pub mod data;
pub mod players;
mod report;
mod server;
mod traffic;

pub use client::{Client, GUILD, channel_of, hex, member_id, signing_key, unix_now};
pub use server::Server;
pub use traffic::{Class, DEFERRED_AT, Hints, Load, load, load_at, load_with, warm_up};

use serde_json::Value;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// `parlor bench interactions`' options.
pub struct Options {
    pub users: usize,
    pub duration: Duration,
    /// Running servers, the members spread over them; empty: `replicas` are started.
    pub urls: Vec<String>,
    /// The signing key (64 hex digits) whose public half the servers at `urls` check.
    pub key: Option<String>,
    /// Servers started on one database when no `urls` are given.
    pub replicas: usize,
    /// The database the started servers share; None: a temporary SQLite file.
    pub database: Option<String>,
    pub seed: u64,
    /// Requests a second the members send together; None: each as fast as answers come.
    pub rate: Option<f64>,
    /// One more member pressing Hint on the heaviest positions beside the others.
    pub hinter: bool,
    /// The same load run first for this long, unmeasured, by other members ([`warm_up`]);
    /// zero: no warm-up.
    pub warmup: Duration,
}

/// Each server's `/metrics.json`, in the order of `clients`.
async fn summaries(clients: &[Arc<Client>]) -> Vec<Option<Value>> {
    let mut all = Vec::with_capacity(clients.len());
    for client in clients {
        all.push(client.get("/metrics.json").await.ok());
    }
    all
}

/// Runs the load and returns the report, as printed.
pub async fn run(binary: &Path, options: &Options) -> Result<String, String> {
    let (key, started, urls, _dir) = server::servers(binary, options).await?;
    let clients = urls
        .iter()
        .map(|url| Client::new(url, key.clone()).map(Arc::new))
        .collect::<Result<Vec<_>, String>>()?;
    if !options.warmup.is_zero() {
        let seed = options.seed.wrapping_add(1);
        warm_up(&clients, options.users, options.warmup, seed, options.rate).await;
    }
    let before = summaries(&clients).await;
    let own_before = crate::discord::metrics::cpu_seconds();
    let (load, hints) = load_with(
        &clients,
        options.users,
        options.duration,
        options.seed,
        options.rate,
        options.hinter,
    )
    .await;
    let after = summaries(&clients).await;
    let own = crate::discord::metrics::cpu_seconds()
        .zip(own_before)
        .map(|(after, before)| after - before);
    drop(started);
    let mut out = report::report(options, &urls, &load, &before, &after);
    if let Some(hints) = &hints {
        out.push_str(&report::hinter(hints));
    }
    out.push_str(&report::engine_calls(&after));
    out.push_str(&report::round_trips(&before, &after, &load));
    out.push_str(&report::cpu(&before, &after, own, &load, clients.len()));
    Ok(out)
}
