//! Hand-evaluator throughput over all 2,598,960 five-card hands, the exact value of the 32
//! holds of one deal, and the exact pay-table return. Run with `cargo bench --bench hand_eval`.
//!
//! The pay-table return counts the deck's hands once per process and lowest paying pair and
//! finds the deals' suit classes once per process: the first call, timed alone before the
//! criterion groups, is the cold cost; the group measures calls after it.

use criterion::{Criterion, Throughput, criterion_group};
use parlor::engine::cards::DeckKind;
use parlor::engine::hand_eval::{evaluate, for_each_hand, hand_value};
use parlor::engine::video_poker::PayTable;
use parlor::engine::video_poker::optimal::{HoldEvaluator, optimal_return};
use parlor::games::Threads;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Instant;

/// The first pay-table return of the process, with nothing counted yet.
fn cold_return() {
    let started = Instant::now();
    let report = optimal_return(&PayTable::jacks_9_6(), 5, DeckKind::Standard52, &Threads);
    println!(
        "pay_table_return cold (counts, suit classes, every class's best hold): {:.1} ms, return {:.4} %, {} threads",
        started.elapsed().as_secs_f64() * 1e3,
        report.expected_return * 100.0,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
}

/// Every hold of one deal by enumerating its 1,712,304 draws: the plain way, as a baseline.
fn plain_holds(table: &PayTable, hand: &[parlor::engine::cards::Card; 5]) -> [f64; 32] {
    let deck = DeckKind::Standard52;
    let stock: Vec<_> = deck
        .cards()
        .into_iter()
        .filter(|c| !hand.contains(c))
        .collect();
    let mut totals = [0u64; 32];
    let mut counts = [0u64; 32];
    for mask in 0..32usize {
        let held: Vec<_> = (0..5)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| hand[i])
            .collect();
        let need = 5 - held.len();
        let mut pick = [0usize; 5];
        // Every `need`-subset of the stock, in lexicographic order.
        for (i, p) in pick.iter_mut().enumerate().take(need) {
            *p = i;
        }
        loop {
            let mut cards = [hand[0]; 5];
            cards[..held.len()].copy_from_slice(&held);
            for i in 0..need {
                cards[held.len() + i] = stock[pick[i]];
            }
            let e = evaluate(&cards, deck);
            totals[mask] += u64::from(table.pays_per_chip(e.category, e.key_rank, 5));
            counts[mask] += 1;
            let Some(i) = (0..need).rev().find(|&i| pick[i] < stock.len() - need + i) else {
                break;
            };
            pick[i] += 1;
            for j in i + 1..need {
                pick[j] = pick[j - 1] + 1;
            }
        }
    }
    std::array::from_fn(|m| totals[m] as f64 / counts[m] as f64)
}

fn every_hand(c: &mut Criterion) {
    let mut group = c.benchmark_group("hand_eval");
    group.sample_size(10);
    group.throughput(Throughput::Elements(2_598_960));
    group.bench_function("all 2,598,960 hands (52 cards)", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for_each_hand(DeckKind::Standard52, |hand| {
                sum = sum
                    .wrapping_add(evaluate(black_box(hand), DeckKind::Standard52).value.0 as u64);
            });
            sum
        })
    });
    group.bench_function("all 2,598,960 hands (52 cards), hand_value", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for_each_hand(DeckKind::Standard52, |hand| {
                sum = sum.wrapping_add(hand_value(black_box(hand), DeckKind::Standard52).0 as u64);
            });
            sum
        })
    });
    let mut shuffled = Vec::with_capacity(2_598_960);
    for_each_hand(DeckKind::Standard52, |hand| shuffled.push(*hand));
    parlor::engine::cards::shuffle(&mut shuffled, &mut ChaCha8Rng::seed_from_u64(2));
    group.bench_function("all 2,598,960 hands (52 cards) shuffled, evaluate", |b| {
        b.iter(|| {
            shuffled.iter().fold(0u64, |sum, hand| {
                sum.wrapping_add(evaluate(black_box(hand), DeckKind::Standard52).value.0 as u64)
            })
        })
    });
    group.bench_function("all 2,598,960 hands (52 cards) shuffled, hand_value", |b| {
        b.iter(|| {
            shuffled.iter().fold(0u64, |sum, hand| {
                sum.wrapping_add(hand_value(black_box(hand), DeckKind::Standard52).0 as u64)
            })
        })
    });
    drop(shuffled);
    group.throughput(Throughput::Elements(42_504));
    group.bench_function("all 42,504 hands (24 cards), hand_value", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for_each_hand(DeckKind::Short24, |hand| {
                sum = sum.wrapping_add(hand_value(black_box(hand), DeckKind::Short24).0 as u64);
            });
            sum
        })
    });
    group.bench_function("all 42,504 hands (24 cards)", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for_each_hand(DeckKind::Short24, |hand| {
                sum = sum.wrapping_add(evaluate(black_box(hand), DeckKind::Short24).value.0 as u64);
            });
            sum
        })
    });
    group.finish();

    let table = PayTable::jacks_9_6();
    let evaluator = HoldEvaluator::new(&table, 5, DeckKind::Standard52, &Threads);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let deals: Vec<[parlor::engine::cards::Card; 5]> = (0..1_000)
        .map(|_| {
            let cards = DeckKind::Standard52.shuffled(&mut rng);
            [cards[0], cards[1], cards[2], cards[3], cards[4]]
        })
        .collect();
    let mut group = c.benchmark_group("hold_values");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1));
    group.bench_function("32 holds of one deal, counts known", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % deals.len();
            evaluator.hold_values(black_box(&deals[i]))
        })
    });
    group.bench_function("32 holds of one deal, every draw enumerated", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % deals.len();
            plain_holds(&table, black_box(&deals[i]))
        })
    });
    group.finish();

    let mut group = c.benchmark_group("pay_table_return");
    group.sample_size(10);
    group.bench_function("jacks-9-6 at 5 chips, perfect play", |b| {
        b.iter(|| {
            optimal_return(
                black_box(&PayTable::jacks_9_6()),
                5,
                DeckKind::Standard52,
                &Threads,
            )
            .expected_return
        })
    });
    group.finish();
}

criterion_group!(benches, every_hand);

fn main() {
    cold_return();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
