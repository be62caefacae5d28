//! What `parlor serve` measures of itself, for `GET /metrics` and the load tool: how many
//! interactions it answered, how long each took inside the server, and its peak memory.

use hdrhistogram::Histogram;
use serde_json::{Value, json};
use std::sync::Mutex;
use std::time::Duration;

pub struct Metrics {
    /// Microseconds from the request's body read to the response ready.
    latency: Mutex<Histogram<u64>>,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            // 1 µs to 10 minutes, three significant figures.
            latency: Mutex::new(
                Histogram::new_with_bounds(1, 600_000_000, 3)
                    .expect("constant histogram bounds are valid"),
            ),
        }
    }
}

impl Metrics {
    pub fn record(&self, took: Duration) {
        if let Ok(mut latency) = self.latency.lock() {
            latency.saturating_record(took.as_micros().max(1) as u64);
        }
    }

    pub fn to_json(&self) -> Value {
        let (count, p50, p90, p99, p999, max) = match self.latency.lock() {
            Ok(l) => (
                l.len(),
                l.value_at_quantile(0.5),
                l.value_at_quantile(0.9),
                l.value_at_quantile(0.99),
                l.value_at_quantile(0.999),
                l.max(),
            ),
            Err(_) => (0, 0, 0, 0, 0, 0),
        };
        json!({
            "interactions": count,
            "latency_us": { "p50": p50, "p90": p90, "p99": p99, "p999": p999, "max": max },
            "peak_rss_kb": peak_rss_kb(),
            "cpu_seconds": cpu_seconds(),
        })
    }
}

/// CPU time this process has used, user and system (Linux), in seconds.
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// The process's peak resident memory (Linux: VmHWM), in KiB.
pub fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
}
