//! What `parlor serve` measures of itself: `GET /metrics` in the Prometheus text format (per
//! replica: interactions by kind and outcome, a latency histogram, the database pool in use,
//! the idle sweep's lag, the games' engine calls, memory and CPU), and `GET /metrics.json`, a
//! summary the load tool reads (interactions answered and their latency from p50 to max).

use crate::app::{EngineCalls, WriteConflicts};
use hdrhistogram::Histogram as Hdr;
use prometheus_client::collector::Collector;
use prometheus_client::encoding::{
    DescriptorEncoder, EncodeLabelSet, EncodeLabelValue, EncodeMetric, LabelValueEncoder,
};
use prometheus_client::metrics::MetricType;
use prometheus_client::metrics::counter::{ConstCounter, Counter};
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::ConstGauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::{Registry, Unit};
use serde_json::{Value, json};
use std::fmt::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What an interaction was.
#[derive(Debug, Clone, Copy, Hash, PartialEq, Eq)]
pub enum Kind {
    Ping,
    Command,
    Component,
    Autocomplete,
    Modal,
    /// A request that could not be read as an interaction, or was not signed.
    Unknown,
}

/// How it was answered.
#[derive(Debug, Clone, Copy, Hash, PartialEq, Eq)]
pub enum Outcome {
    /// The reply itself went back in the response.
    Answered,
    /// An acknowledgement went back; the reply follows when its work is done.
    Deferred,
    /// Refused: an unsigned, badly signed or stale request (401).
    Unauthorized,
    /// Refused: a body that is not an interaction Parlor can read (400).
    Invalid,
}

impl EncodeLabelValue for Kind {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> std::fmt::Result {
        encoder.write_str(match self {
            Kind::Ping => "ping",
            Kind::Command => "command",
            Kind::Component => "component",
            Kind::Autocomplete => "autocomplete",
            Kind::Modal => "modal",
            Kind::Unknown => "unknown",
        })
    }
}

impl EncodeLabelValue for Outcome {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> std::fmt::Result {
        encoder.write_str(match self {
            Outcome::Answered => "answered",
            Outcome::Deferred => "deferred",
            Outcome::Unauthorized => "unauthorized",
            Outcome::Invalid => "invalid",
        })
    }
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Labels {
    kind: Kind,
    outcome: Outcome,
}

/// What is read when `/metrics` is asked for, rather than counted as it happens.
#[derive(Debug, Clone, Copy, Default)]
pub struct Snapshot {
    /// Connections open in the database pool, and how many of them are idle.
    pub pool_size: u32,
    pub pool_idle: u32,
    /// How long the oldest game past its deadline has waited for the idle sweep, in seconds
    /// (0 when none is overdue); `None` when the database could not say.
    pub sweep_lag_seconds: Option<f64>,
    pub engine_calls: EngineCalls,
    /// Round trips the app's store has made to its database.
    pub db_round_trips: u64,
    /// Writes that met others at the same rows (PostgreSQL).
    pub write_conflicts: WriteConflicts,
}

/// One gauge, read at the scrape.
fn gauge(
    encoder: &mut DescriptorEncoder,
    name: &str,
    help: &str,
    unit: Option<&Unit>,
    value: f64,
) -> std::fmt::Result {
    let metric = ConstGauge::new(value);
    let family = encoder.encode_descriptor(name, help, unit, metric.metric_type())?;
    metric.encode(family)
}

/// A counter's family, one counter for each value of its one label.
fn counters(
    encoder: &mut DescriptorEncoder,
    (name, label): (&str, &str),
    help: &str,
    values: &[(&str, u64)],
) -> std::fmt::Result {
    let mut family = encoder.encode_descriptor(name, help, None, MetricType::Counter)?;
    for (value, count) in values {
        ConstCounter::new(*count).encode(family.encode_family(&[(label, *value)])?)?;
    }
    Ok(())
}

/// Encodes the last [`Snapshot`] and the process's own figures on each scrape.
#[derive(Debug, Default)]
struct Read(Arc<Mutex<Snapshot>>);

impl Collector for Read {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let snapshot = *self.0.lock().unwrap_or_else(|e| e.into_inner());
        let in_use = snapshot.pool_size.saturating_sub(snapshot.pool_idle);
        gauge(
            &mut encoder,
            "parlor_db_pool_connections_in_use",
            "Database connections in use.",
            None,
            f64::from(in_use),
        )?;
        gauge(
            &mut encoder,
            "parlor_db_pool_connections_idle",
            "Database connections open and idle.",
            None,
            f64::from(snapshot.pool_idle),
        )?;
        if let Some(lag) = snapshot.sweep_lag_seconds {
            gauge(
                &mut encoder,
                "parlor_sweep_lag",
                "How long the oldest game past its turn deadline has waited for the idle sweep.",
                Some(&Unit::Seconds),
                lag,
            )?;
        }
        let trips = ConstCounter::new(snapshot.db_round_trips);
        let family = encoder.encode_descriptor(
            "parlor_db_round_trips",
            "Round trips to the database: each statement, and each batch of them sent at once.",
            None,
            trips.metric_type(),
        )?;
        trips.encode(family)?;
        let conflicts = snapshot.write_conflicts;
        counters(
            &mut encoder,
            ("parlor_write_conflicts", "outcome"),
            "Writes that met others at the same rows: tried again, or given up as busy.",
            &[("again", conflicts.again), ("gave_up", conflicts.gave_up)],
        )?;
        let calls = snapshot.engine_calls;
        counters(
            &mut encoder,
            ("parlor_engine_calls", "where"),
            "The games' engine calls, by where they ran.",
            &[
                ("rehearsed", calls.rehearsed),
                ("taken_from_rehearsal", calls.taken),
                ("in_write", calls.in_write),
            ],
        )?;
        let engine_cpu = ConstCounter::new(calls.cpu.as_secs_f64());
        let family = encoder.encode_descriptor(
            "parlor_engine_cpu",
            "CPU time the games' engine calls used, wherever they ran.",
            Some(&Unit::Seconds),
            engine_cpu.metric_type(),
        )?;
        engine_cpu.encode(family)?;
        if let Some(kb) = peak_rss_kb() {
            gauge(
                &mut encoder,
                "parlor_peak_resident_memory",
                "The process's peak resident memory.",
                Some(&Unit::Bytes),
                (kb * 1024) as f64,
            )?;
        }
        if let Some(seconds) = cpu_seconds() {
            let metric = ConstCounter::new(seconds);
            let family = encoder.encode_descriptor(
                "parlor_cpu",
                "CPU time the process has used, user and system.",
                Some(&Unit::Seconds),
                metric.metric_type(),
            )?;
            metric.encode(family)?;
        }
        Ok(())
    }
}

pub struct Metrics {
    /// Microseconds from the request's body read to the response ready, for the summary.
    latency: Mutex<Hdr<u64>>,
    registry: Registry,
    interactions: Family<Labels, Counter>,
    seconds: Histogram,
    snapshot: Arc<Mutex<Snapshot>>,
    /// Held through a scrape, so that two at once each encode their own snapshot.
    scrape: Mutex<()>,
}

impl Default for Metrics {
    fn default() -> Self {
        let interactions = Family::<Labels, Counter>::default();
        // 0.25 ms to about 4 s, doubling: Discord drops an answer after 3 s.
        let seconds = Histogram::new(exponential_buckets(0.000_25, 2.0, 15));
        let snapshot = Arc::new(Mutex::new(Snapshot::default()));
        let mut registry = Registry::default();
        registry.register(
            "parlor_interactions",
            "Interactions answered, by kind and outcome.",
            interactions.clone(),
        );
        registry.register_with_unit(
            "parlor_interaction_duration",
            "Time from an interaction's body read to its response ready.",
            Unit::Seconds,
            seconds.clone(),
        );
        registry.register_collector(Box::new(Read(snapshot.clone())));
        Metrics {
            // 1 µs to 10 minutes, three significant figures.
            latency: Mutex::new(
                Hdr::new_with_bounds(1, 600_000_000, 3)
                    .expect("constant histogram bounds are valid"),
            ),
            registry,
            interactions,
            seconds,
            snapshot,
            scrape: Mutex::new(()),
        }
    }
}

impl Metrics {
    /// Counts one interaction answered in `took`.
    pub fn record(&self, kind: Kind, outcome: Outcome, took: Duration) {
        self.interactions
            .get_or_create(&Labels { kind, outcome })
            .inc();
        self.seconds.observe(took.as_secs_f64());
        if let Ok(mut latency) = self.latency.lock() {
            latency.saturating_record(took.as_micros().max(1) as u64);
        }
    }

    /// The Prometheus text exposition, with `snapshot` for what is read rather than counted.
    pub fn to_text(&self, snapshot: Snapshot) -> String {
        let _scrape = self.scrape.lock().unwrap_or_else(|e| e.into_inner());
        *self.snapshot.lock().unwrap_or_else(|e| e.into_inner()) = snapshot;
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }

    /// The load tool's summary: interactions answered and their latency, memory and CPU.
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
