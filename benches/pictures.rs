//! The pictures style's two costs, on the boards that cost most: drawing a picture and
//! writing its PNG (what a first fetch by Discord's media proxy waits for), and serving one
//! already drawn (its link's signature checked, the cache read). Criterion times each;
//! then each is timed one by one, warm, for its p50, p99 and worst, against the targets of
//! 5 ms (drawn) and 1 ms (served from the cache) at p99. Run with
//! `cargo bench --bench pictures` (release; a few seconds).

use criterion::{Criterion, criterion_group};
use parlor::app::pictures::Pictures;
use parlor::config::PicturesConfig;
use parlor::view::picture::draw::{self, Art};
use parlor::view::picture::{Line, Spec};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Pictures timed one by one, for each quantile.
const TIMED: usize = 1000;
const NOW: i64 = 1_780_000_000;

/// The boards the games show, the largest of each shape: a hand alone, a table of nine
/// seats, a grid of pegs with its corners empty, and the widest grid a game deals (26 × 26).
fn boards() -> Vec<(&'static str, Spec)> {
    let mut hand = Spec::default();
    hand.push_row("", &["c_ts", "c_jh", "c_qd", "c_kc", "c_as"], "");

    let mut table = Spec::default();
    table.push_row("Board", &["c_2h", "c_7d", "c_9s", "c_tc", "c_qh"], "");
    for seat in 1..=9 {
        let cards: &[&str] = if seat % 3 == 1 {
            &["c_ah", "c_kd"]
        } else {
            &["c_back", "c_back"]
        };
        table.push_row(
            &format!("{seat} Grzegorz Brzęczyszczykiewicz"),
            cards,
            "· 1 250",
        );
    }

    let mut pegs = Spec::default();
    pegs.lines.push(Line::Columns(7));
    for r in 0..7 {
        let names: Vec<&str> = (0..7)
            .map(|c| match (r, c) {
                (0 | 1 | 5 | 6, 0 | 1 | 5 | 6) => "",
                (3, 3) => "sol_hole",
                _ => "sol_peg",
            })
            .collect();
        pegs.push_row("", &names, &(r + 1).to_string());
    }

    let mut blocks = Spec::default();
    blocks.lines.push(Line::Columns(26));
    for r in 0..26u32 {
        let names: Vec<String> = (0..26u32)
            .map(|c| format!("cas_{}", 1 + (r * 7 + c * 13 + r * c) % 5))
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        blocks.push_row("", &names, &(r + 1).to_string());
    }
    vec![
        ("a hand", hand),
        ("a table of 9 seats", table),
        ("a 7 × 7 grid of pegs", pegs),
        ("a 26 × 26 grid of blocks", blocks),
    ]
}

fn render(c: &mut Criterion) {
    let art = Art::new(&parlor::app::startup::registry().emojis()).expect("the artwork");
    let mut group = c.benchmark_group("picture");
    group.sample_size(50);
    for (name, spec) in boards() {
        group.bench_function(format!("draw and PNG: {name}"), |b| {
            b.iter(|| draw::png(black_box(&spec), &art).expect("drawn"))
        });
        group.bench_function(format!("draw: {name}"), |b| {
            b.iter(|| draw::draw(black_box(&spec), &art).expect("drawn"))
        });
        let pixmap = draw::draw(&spec, &art).expect("drawn");
        group.bench_function(format!("PNG: {name}"), |b| {
            b.iter(|| draw::encode(black_box(&pixmap)).expect("written"))
        });
    }
    group.finish();
}

criterion_group!(benches, render);

fn quantiles(what: &str, mut took: Vec<Duration>, target_ms: f64) {
    took.sort();
    let n = took.len();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: f64| took[((n as f64 * q).ceil() as usize).clamp(1, n) - 1];
    println!(
        "{what}, {n} timed: p50 {:.4} ms, p99 {:.4} ms, worst {:.4} ms (target: p99 ≤ {target_ms} ms)",
        ms(at(0.50)),
        ms(at(0.99)),
        ms(took[n - 1]),
    );
}

/// Each board drawn `TIMED` times, then served as many times from the cache by its URL.
fn one_by_one() {
    let registry = parlor::app::startup::registry();
    let art = Art::new(&registry.emojis()).expect("the artwork");
    let config = PicturesConfig {
        base_url: Some("https://parlor.example/pictures".into()),
        key: Some("k".repeat(32)),
        ..PicturesConfig::default()
    };
    let pictures = Pictures::new(&config, registry).expect("the style is set up");
    for (name, spec) in boards() {
        let bytes = draw::png(&spec, &art).expect("drawn");
        let picture = tiny_skia::Pixmap::decode_png(&bytes).expect("a PNG");
        let drawn = (0..TIMED)
            .map(|_| {
                let started = Instant::now();
                black_box(draw::png(black_box(&spec), &art).expect("drawn"));
                started.elapsed()
            })
            .collect();
        quantiles(
            &format!(
                "drawn: {name} ({} × {}, {} bytes)",
                picture.width(),
                picture.height(),
                bytes.len()
            ),
            drawn,
            5.0,
        );
        let url = pictures
            .links()
            .url(&spec.encode(), NOW)
            .expect("a URL within Discord's limit");
        let path = url
            .strip_prefix("https://parlor.example/pictures/")
            .expect("under the base");
        pictures.serve(path, NOW).expect("served once, drawn");
        let served = (0..TIMED)
            .map(|_| {
                let started = Instant::now();
                black_box(pictures.serve(black_box(path), NOW).expect("served"));
                started.elapsed()
            })
            .collect();
        quantiles(&format!("served from the cache: {name}"), served, 1.0);
    }
}

fn main() {
    benches();
    one_by_one();
    Criterion::default().configure_from_args().final_summary();
}
