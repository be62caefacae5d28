//! Hold'em's exact tools and its expert: a heads-up preflop enumeration of all 1,712,304
//! boards (aces against kings, one thread, the tables built before timing), a three-way
//! equity on the flop, the seven-card evaluator over random hands, and the expert's
//! duplicate heads-up matches against the casual computer and a calling station with each
//! of its decisions timed. Run with `cargo bench --bench holdem`.
//!
//! The evaluator's tables and the expert's starting-hand table are built the first time they
//! are asked for: those first calls, timed alone before the criterion groups, are the cold
//! costs. `HOLDEM_DEALS` sets the matches' deals (2,000 unless set; each is played twice).

use criterion::{Criterion, Throughput, criterion_group};
use parlor::engine::cards::Card;
use parlor::engine::holdem::computer::{self, Style};
use parlor::engine::holdem::eval::tables;
use parlor::engine::holdem::simulate::{self, Match};
use parlor::engine::holdem::{Seven, equity};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Instant;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().filter_map(Card::parse).collect()
}

fn hand(text: &str) -> [Card; 2] {
    let c = cards(text);
    [c[0], c[1]]
}

fn cold_tables() {
    let started = Instant::now();
    black_box(tables());
    println!(
        "holdem tables cold (flushes, rank counts' perfect hash): {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let started = Instant::now();
    black_box(computer::preflop_rank(hand("AS AD")));
    println!(
        "holdem starting-hand table cold (169 classes' sampled equity): {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
}

/// The expert's matches, as `parlor simulate holdem` plays them.
fn matches() {
    let deals = std::env::var("HOLDEM_DEALS")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(2_000);
    for opponent in [Style::Casual, Style::Station] {
        let started = Instant::now();
        let report = simulate::run(Match {
            opponent,
            deals,
            seed: 1,
        });
        let ms = |q: f64| report.decision_quantile(q).as_secs_f64() * 1e3;
        println!(
            "expert v {opponent:?}: {:+.1} bb/100 (95 % interval ±{:.1}) over {} hands, chips kept: {}; {} decisions, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms; {:.1} s",
            report.bb_per_100,
            report.interval,
            report.hands,
            report.chips_before == report.chips_after,
            report.decisions.len(),
            ms(0.5),
            ms(0.99),
            ms(1.0),
            started.elapsed().as_secs_f64()
        );
    }
}

fn enumeration(c: &mut Criterion) {
    let mut group = c.benchmark_group("holdem_equity");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1_712_304));
    let heads_up = [hand("AH AD"), hand("KS KC")];
    group.bench_function("heads-up preflop, all 1,712,304 boards", |b| {
        b.iter(|| equity(black_box(&heads_up), &[]).map(|e| e.boards))
    });
    group.throughput(Throughput::Elements(903));
    let three_way = [hand("AS KS"), hand("QH QD"), hand("7C 8C")];
    let flop = cards("2S 9S 8H");
    group.bench_function("three-way on the flop, all 903 turns and rivers", |b| {
        b.iter(|| equity(black_box(&three_way), black_box(&flop)).map(|e| e.boards))
    });
    group.finish();

    let mut group = c.benchmark_group("holdem_eval");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    let hands: Vec<Seven> = (0..100_000)
        .map(|_| {
            deck.shuffle(&mut rng);
            deck[..7].iter().fold(Seven::default(), |s, &c| s.and(c))
        })
        .collect();
    let t = tables();
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("100,000 random seven-card hands", |b| {
        b.iter(|| {
            hands.iter().fold(0u64, |sum, seven| {
                sum.wrapping_add(u64::from(black_box(seven).strength(t).0))
            })
        })
    });
    group.bench_function("100,000 random seven-card hands, cards added", |b| {
        let raw: Vec<[Card; 7]> = (0..100_000)
            .map(|_| {
                deck.shuffle(&mut rng);
                [
                    deck[0], deck[1], deck[2], deck[3], deck[4], deck[5], deck[6],
                ]
            })
            .collect();
        b.iter(|| {
            raw.iter().fold(0u64, |sum, cards| {
                sum.wrapping_add(u64::from(
                    parlor::engine::holdem::evaluate(black_box(cards)).0,
                ))
            })
        })
    });
    group.finish();
}

criterion_group!(benches, enumeration);

/// Nine-handed: four experts among casual computers and calling stations, the experts'
/// decisions timed (multiway, each with up to eight ranges).
fn full_ring() {
    let started = Instant::now();
    let report = simulate::ring(&simulate::MIXED_RING, 1_000, 2);
    let mut times = report.expert_decisions.clone();
    times.sort_unstable();
    let at = |q: f64| {
        let i = ((times.len() as f64 * q).ceil() as usize).clamp(1, times.len().max(1)) - 1;
        times.get(i).map_or(0.0, |d| d.as_secs_f64() * 1e3)
    };
    println!(
        "nine-handed, 1,000 hands: {} expert decisions, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms; chips kept: {}; {:.1} s",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0),
        report.chips_kept,
        started.elapsed().as_secs_f64()
    );
}

fn main() {
    cold_tables();
    matches();
    full_ring();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
