//! The load's report, as printed: the pace and the committed clicks, latency at the client
//! (by class) and at each server, the slowest kinds of request, errors, and what the servers
//! said of their own work (engine calls, database round trips, CPU).

use super::Options;
use super::traffic::{Class, DEFERRED_AT, Hints, Load};
use hdrhistogram::Histogram;
use serde_json::Value;

fn ms(micros: u64) -> String {
    format!("{:.2} ms", micros as f64 / 1000.0)
}

/// What the members measured and each server's latency and memory, `before` and `after`
/// being the servers' `/metrics.json` around the run, in the order of `urls`.
pub(super) fn report(
    options: &Options,
    urls: &[String],
    load: &Load,
    before: &[Option<Value>],
    after: &[Option<Value>],
) -> String {
    let mut out = client_lines(options, urls, load);
    for ((url, before), after) in urls.iter().zip(before).zip(after) {
        if let Some(after) = after {
            let at = if urls.len() == 1 {
                String::new()
            } else {
                format!(" {url}")
            };
            out.push_str(&server_lines(&at, before.as_ref(), after));
        }
    }
    out.push_str(&slowest_kinds(load));
    out.push_str(&format!(
        "errors: {} failed, {} refused ({} of them starts), {} answered late{}{}\n",
        load.failed,
        load.refused,
        load.refused_starts,
        load.late,
        load.first_error
            .as_ref()
            .map(|e| format!(" (first: {e})"))
            .unwrap_or_default(),
        load.first_refused_start
            .as_ref()
            .map(|e| format!(" (first refused start: {e})"))
            .unwrap_or_default()
    ));
    out
}

/// The run at the client: its pace, the committed clicks, latency overall and by class, and
/// the deferred answers.
fn client_lines(options: &Options, urls: &[String], load: &Load) -> String {
    let seconds = load.elapsed.as_secs_f64().max(1e-9);
    let l = &load.latency;
    let pace = match options.rate {
        Some(rate) => format!("together sending {rate:.0} requests a second"),
        None => "each as fast as answers come".into(),
    };
    let mut out = format!(
        "bench interactions: {} members ({pace}) for {:.1} s against {}\n\
         committed clicks: {} ({:.1} per second); games opened or brought back: {}\n\
         latency at the client: p50 {}, p90 {}, p99 {}, max {} ({} requests)\n",
        options.users,
        seconds,
        urls.join(", "),
        load.committed,
        load.committed as f64 / seconds,
        load.commands,
        ms(l.value_at_quantile(0.5)),
        ms(l.value_at_quantile(0.9)),
        ms(l.value_at_quantile(0.99)),
        ms(l.max()),
        l.len(),
    );
    for class in Class::ALL {
        let h = load.class(class);
        out.push_str(&format!(
            "latency at the client, {}: p50 {}, p90 {}, p99 {}, p99.9 {}, max {} ({})\n",
            class.name(),
            ms(h.value_at_quantile(0.5)),
            ms(h.value_at_quantile(0.9)),
            ms(h.value_at_quantile(0.99)),
            ms(h.value_at_quantile(0.999)),
            ms(h.max()),
            h.len(),
        ));
    }
    out.push_str(&format!(
        "deferred answers (counted above as late, at {} at least): moves {}, hints {}, commands {}\n",
        ms(DEFERRED_AT.as_micros() as u64),
        load.deferred[Class::Moves as usize],
        load.deferred[Class::Hints as usize],
        load.deferred[Class::Commands as usize],
    ));
    out
}

/// One server's latency and peak memory (`at`: its URL, when there are several), from its
/// metrics `before` and `after` the run.
fn server_lines(at: &str, before: Option<&Value>, after: &Value) -> String {
    // A server restarted meanwhile counts from zero again.
    let answered = after["interactions"]
        .as_u64()
        .unwrap_or(0)
        .saturating_sub(before.and_then(|b| b["interactions"].as_u64()).unwrap_or(0));
    let lat = &after["latency_us"];
    let mut out = format!(
        "latency at the server{at}: p50 {}, p90 {}, p99 {}, p99.9 {}, max {} (over {} interactions{})\n",
        ms(lat["p50"].as_u64().unwrap_or(0)),
        ms(lat["p90"].as_u64().unwrap_or(0)),
        ms(lat["p99"].as_u64().unwrap_or(0)),
        ms(lat["p999"].as_u64().unwrap_or(0)),
        ms(lat["max"].as_u64().unwrap_or(0)),
        after["interactions"].as_u64().unwrap_or(0),
        if before.is_some_and(|b| b["interactions"].as_u64() != Some(0)) {
            format!(", {answered} of them in this run")
        } else {
            String::new()
        }
    );
    if let Some(kb) = after["peak_rss_kb"].as_u64() {
        out.push_str(&format!(
            "server{at} peak memory: {:.1} MiB\n",
            kb as f64 / 1024.0
        ));
    }
    out
}

/// The slowest kinds of request, by their p99 at the client.
fn slowest_kinds(load: &Load) -> String {
    let mut kinds: Vec<(&String, &Histogram<u64>)> = load.by_kind.iter().collect();
    kinds.sort_by_key(|(_, h)| std::cmp::Reverse(h.value_at_quantile(0.99)));
    let slowest: Vec<String> = kinds
        .iter()
        .take(6)
        .map(|(kind, h)| {
            format!(
                "{kind} {} (p99 {}, max {})",
                h.len(),
                ms(h.value_at_quantile(0.99)),
                ms(h.max())
            )
        })
        .collect();
    if slowest.is_empty() {
        return String::new();
    }
    format!("slowest kinds: {}\n", slowest.join("; "))
}

/// The hinter's line: its requests and its hints' latency, apart from the members'.
pub(super) fn hinter(hints: &Hints) -> String {
    let l = &hints.latency;
    format!(
        "the hinter (not counted above): {} requests, {} hints (each game's heaviest board): \
         p50 {}, p90 {}, max {}; {} failed, {} answered late\n",
        hints.load.latency.len(),
        l.len(),
        ms(l.value_at_quantile(0.5)),
        ms(l.value_at_quantile(0.9)),
        ms(l.max()),
        hints.load.failed,
        hints.load.late,
    )
}

/// Where the servers' engine calls ran, when any server says.
pub(super) fn engine_calls(after: &[Option<Value>]) -> String {
    let calls = |place: &str| -> u64 {
        after
            .iter()
            .flatten()
            .filter_map(|a| a["engine_calls"][place].as_u64())
            .sum()
    };
    if !after.iter().flatten().any(|a| !a["engine_calls"].is_null()) {
        return String::new();
    }
    format!(
        "engine calls: {} rehearsed, {} taken from a rehearsal, {} worked out in a write\n",
        calls("rehearsed"),
        calls("taken_from_rehearsal"),
        calls("in_write")
    )
}

/// What every server counted of `field` in the run (`get` reads it from a server's
/// metrics), when each said.
fn in_the_run<T: std::ops::Sub<Output = T> + std::iter::Sum<T>>(
    before: &[Option<Value>],
    after: &[Option<Value>],
    get: impl Fn(&Value) -> Option<T>,
) -> Option<T> {
    after
        .iter()
        .zip(before)
        .map(|(after, before)| Some(get(after.as_ref()?)? - get(before.as_ref()?)?))
        .sum()
}

/// The database round trips every server made, per request answered, when each said.
pub(super) fn round_trips(
    before: &[Option<Value>],
    after: &[Option<Value>],
    load: &Load,
) -> String {
    let trips: Option<u64> = after
        .iter()
        .zip(before)
        .map(|(after, before)| {
            let trips = |m: &Option<Value>| m.as_ref().and_then(|m| m["db_round_trips"].as_u64());
            Some(trips(after)?.saturating_sub(trips(before)?))
        })
        .sum();
    match trips {
        Some(trips) => format!(
            "database round trips: {trips} ({:.2} a request)\n",
            trips as f64 / load.latency.len().max(1) as f64
        ),
        None => String::new(),
    }
}

/// Every server's CPU in the run (of which in the games' engine calls, when every server
/// says), beside the load tool's own (`own`), when each server said.
pub(super) fn cpu(
    before: &[Option<Value>],
    after: &[Option<Value>],
    own: Option<f64>,
    load: &Load,
    servers: usize,
) -> String {
    let server_cpu = in_the_run(before, after, |m| m["cpu_seconds"].as_f64());
    let engine_cpu = in_the_run(before, after, |m| m["engine_calls"]["cpu_seconds"].as_f64());
    let (Some(server), Some(own)) = (server_cpu, own) else {
        return String::new();
    };
    let requests = load.latency.len().max(1) as f64;
    let split = match engine_cpu {
        Some(engine) => format!(
            ": engine calls {engine:.1} s ({:.0} µs a request), the rest {:.1} s ({:.0} µs a request)",
            engine * 1e6 / requests,
            server - engine,
            (server - engine) * 1e6 / requests,
        ),
        None => String::new(),
    };
    format!(
        "CPU: {} {server:.1} s ({:.0} µs a request{split}), load tool {own:.1} s, in {:.1} s\n",
        if servers == 1 { "server" } else { "servers" },
        server * 1e6 / requests,
        load.elapsed.as_secs_f64()
    )
}
