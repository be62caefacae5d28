//! The profile card: drawing it and writing its PNG, without the database query that
//! gathers its figures. The card is the fullest one (a long Polish name, all 35 badges, a
//! balance that moved every day). Criterion times it over 100 samples; then 100 single
//! renders, warm, are timed one by one for their p50, p99 and worst, against the target of
//! 50 ms at p99. Run with `cargo bench --bench profile_card` (release; a few seconds).

use criterion::{Criterion, criterion_group};
use parlor::view::profile::card::{self, Badge, Card, Figure};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Renders timed one by one.
const RENDERS: usize = 100;

fn fullest() -> Card {
    let figure = |label: &str, value: &str| Figure {
        label: label.into(),
        value: value.into(),
    };
    // A balance that moves every day, up and down.
    let mut balance = 5_000i64;
    let days = (0..31)
        .map(|day| {
            balance += (day * 7_919 % 1_201) - 560;
            Some(balance)
        })
        .collect::<Vec<_>>();
    Card {
        name: "Grzegorz Brzęczyszczykiewicz-Łękołody".into(),
        member: 1_150_000_000_000_000_001,
        subtitle: "12 345 gier rozegranych na tym serwerze".into(),
        figures: vec![
            figure("Żetony", "1 234 567 żetonów"),
            figure("Miejsce", "#12 z 4 321"),
            figure("Sezon · listopad 2026", "#3"),
            figure("Seria", "100 dni"),
        ],
        achievements: "Osiągnięcia · 35 z 35".into(),
        badges: (0..35)
            .map(|i| Badge {
                letter: ["Ś", "K", "Ż", "P", "R", "W", "M"][i % 7].into(),
                group: (i / 5) as u8,
            })
            .collect(),
        no_badges: String::new(),
        chart: "Saldo z ostatnich 30 dni".into(),
        low: "4 440".into(),
        high: "9 876".into(),
        balance: days,
    }
}

fn render(c: &mut Criterion) {
    let card = fullest();
    let mut group = c.benchmark_group("profile card");
    group.sample_size(100);
    group.bench_function("draw and PNG", |b| {
        b.iter(|| card::png(black_box(&card)).expect("the card"))
    });
    group.finish();
}

criterion_group!(benches, render);

/// 100 renders, each timed: the quantiles of one render, warm.
fn one_by_one() {
    let card = fullest();
    let bytes = card::png(&card).expect("the card").len();
    let mut took: Vec<Duration> = (0..RENDERS)
        .map(|_| {
            let started = Instant::now();
            black_box(card::png(black_box(&card)).expect("the card"));
            started.elapsed()
        })
        .collect();
    took.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: f64| took[((RENDERS as f64 * q).ceil() as usize).clamp(1, RENDERS) - 1];
    println!(
        "profile card, {RENDERS} renders ({} × {}, {bytes} bytes of PNG): p50 {:.1} ms, p99 {:.1} ms, worst {:.1} ms (target: p99 ≤ 50 ms)",
        card::WIDTH,
        card::HEIGHT,
        ms(at(0.50)),
        ms(at(0.99)),
        ms(took[RENDERS - 1]),
    );
}

fn main() {
    benches();
    one_by_one();
    Criterion::default().configure_from_args().final_summary();
}
