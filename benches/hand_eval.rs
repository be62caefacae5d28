//! Hand-evaluator throughput over all 2,598,960 five-card hands, and the cost of the exact
//! pay-table return. Run with `cargo bench`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use parlor::engine::cards::DeckKind;
use parlor::engine::hand_eval::{evaluate, for_each_hand};
use parlor::engine::video_poker::PayTable;
use parlor::engine::video_poker::optimal::optimal_return;
use std::hint::black_box;

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
    group.throughput(Throughput::Elements(42_504));
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

    let mut group = c.benchmark_group("pay_table_return");
    group.sample_size(10);
    group.bench_function("jacks-9-6 at 5 chips, perfect play", |b| {
        b.iter(|| {
            optimal_return(black_box(&PayTable::jacks_9_6()), 5, DeckKind::Standard52)
                .expected_return
        })
    });
    group.finish();
}

criterion_group!(benches, every_hand);
criterion_main!(benches);
