//! How long an exact blackjack hint takes: every action's value for one hand, from the cards
//! left in a six-deck shoe, over random situations (a shoe dealt 0 to 230 cards in, a
//! two-card hand, an upcard). A hint starts from the dealer's hands listed once for the
//! process (as the bot keeps them) and works out everything else afresh; beside it, the same
//! hint listing the dealer's hands itself; the pairs alone, with and without the split (which
//! resplits to four hands); and hitting by a plain recursion that keeps nothing it worked
//! out, on fewer situations.
//!
//! Run with `cargo bench --bench blackjack`.

use parlor::engine::blackjack::HouseRules;
use parlor::engine::blackjack::ev::{DealerLists, Evaluator};
use parlor::engine::blackjack::hand::{Total, blackjack};
use parlor::engine::blackjack::shoe::{ACE, RANKS, Shoe, TEN};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Situations timed with the evaluator, and with the plain recursion.
const SITUATIONS: usize = 2_000;
const PLAIN_SITUATIONS: usize = 40;

fn situation(rng: &mut ChaCha8Rng) -> (Shoe, [usize; 2], usize) {
    loop {
        let mut shoe = Shoe::new(6);
        for _ in 0..rng.random_range(0..230) {
            shoe.deal(rng);
        }
        let (Some(a), Some(b), Some(up)) = (shoe.deal(rng), shoe.deal(rng), shoe.deal(rng)) else {
            continue;
        };
        if !blackjack(a, b) {
            return (shoe, [a, b], up);
        }
    }
}

/// Plain: the dealer's finals by recursion, nothing kept.
fn plain_dealer(shoe: Shoe, total: Total, rules: HouseRules) -> [f64; 6] {
    if total.bust() {
        return [0.0, 0.0, 0.0, 0.0, 0.0, 1.0];
    }
    let best = total.best();
    if best >= 17 && !(rules.hits_soft_17 && best == 17 && total.soft()) {
        let mut out = [0.0; 6];
        out[usize::from(best - 17)] = 1.0;
        return out;
    }
    let mut out = [0.0; 6];
    for rank in 0..RANKS {
        let p = shoe.chance(rank);
        if p > 0.0 {
            let sub = plain_dealer(shoe.without(rank), total.with(rank), rules);
            for (o, s) in out.iter_mut().zip(sub) {
                *o += p * s;
            }
        }
    }
    out
}

/// Plain standing value, weighted by the chance of no dealer blackjack (as the evaluator).
fn plain_stand(shoe: Shoe, player: Total, up: usize, rules: HouseRules) -> f64 {
    let completes = match up {
        ACE => Some(TEN),
        TEN => Some(ACE),
        _ => None,
    };
    let weight = completes.map_or(1.0, |r| 1.0 - shoe.chance(r));
    if player.bust() {
        return -weight;
    }
    let mut value = 0.0;
    for hole in (0..RANKS).filter(|&r| Some(r) != completes) {
        let p = shoe.chance(hole);
        if p > 0.0 {
            let d = plain_dealer(shoe.without(hole), Total::of(&[up, hole]), rules);
            let mut v = d[5];
            for (dealer, chance) in (17u8..=21).zip(d) {
                if player.best() > dealer {
                    v += chance;
                } else if player.best() < dealer {
                    v -= chance;
                }
            }
            value += p * v;
        }
    }
    value
}

fn plain_hit(shoe: Shoe, player: Total, up: usize, rules: HouseRules) -> f64 {
    let mut value = 0.0;
    for rank in 0..RANKS {
        let p = shoe.chance(rank);
        if p > 0.0 {
            let after = shoe.without(rank);
            let next = player.with(rank);
            let stand = plain_stand(after, next, up, rules);
            value += p * if next.bust() || next.best() == 21 {
                stand
            } else {
                stand.max(plain_hit(after, next, up, rules))
            };
        }
    }
    value
}

fn percentiles(mut times: Vec<Duration>) -> String {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    format!(
        "p50 {:.3} ms, p90 {:.3} ms, p99 {:.3} ms, max {:.3} ms ({} situations)",
        at(0.5).as_secs_f64() * 1e3,
        at(0.9).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
        times.len()
    )
}

fn main() {
    let rules = HouseRules::default();
    // The dealer's every way to end, listed once per evaluator, with the first shoe's sum.
    let firsts: Vec<String> = (0..RANKS)
        .map(|up| {
            let started = Instant::now();
            black_box(Evaluator::new(rules, up).dealer_outcomes(Shoe::new(6)));
            format!("{:.2}", started.elapsed().as_secs_f64() * 1e3)
        })
        .collect();
    println!(
        "the dealer's chances, first shoe, ms by upcard A..T: {}",
        firsts.join(" ")
    );
    let started = Instant::now();
    let lists = black_box(DealerLists::new(rules.hits_soft_17));
    println!(
        "the dealer's hands under every upcard, listed once: {:.2} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let situations: Vec<_> = (0..SITUATIONS).map(|_| situation(&mut rng)).collect();
    let mut times = Vec::with_capacity(SITUATIONS);
    let mut own = Vec::with_capacity(SITUATIONS);
    for (shoe, cards, up) in &situations {
        let started = Instant::now();
        let mut evaluator = Evaluator::with_lists(rules, *up, Some(&lists));
        black_box(evaluator.actions(*shoe, cards, true, true));
        times.push(started.elapsed());
        let started = Instant::now();
        let mut evaluator = Evaluator::new(rules, *up);
        black_box(evaluator.actions(*shoe, cards, true, true));
        own.push(started.elapsed());
    }
    println!(
        "hint (every action, the dealer's hands shared): {}",
        percentiles(times)
    );
    println!(
        "hint listing the dealer's hands itself: {}",
        percentiles(own)
    );
    // The pairs alone, where the split is valued: the hint, the same hint without the split
    // (the baseline of this run), and the split alone, resplitting to four hands and valued
    // as if split once.
    let pairs: Vec<_> = situations
        .iter()
        .filter(|(_, cards, _)| cards[0] == cards[1])
        .collect();
    let mut with_split = Vec::with_capacity(pairs.len());
    let mut without_split = Vec::with_capacity(pairs.len());
    let mut split_alone = Vec::with_capacity(pairs.len());
    let mut split_once = Vec::with_capacity(pairs.len());
    for (shoe, cards, up) in &pairs {
        let started = Instant::now();
        let mut evaluator = Evaluator::with_lists(rules, *up, Some(&lists));
        black_box(evaluator.actions(*shoe, cards, true, true));
        with_split.push(started.elapsed());
        let started = Instant::now();
        let mut evaluator = Evaluator::with_lists(rules, *up, Some(&lists));
        black_box(evaluator.actions(*shoe, cards, true, false));
        without_split.push(started.elapsed());
        let started = Instant::now();
        let mut evaluator = Evaluator::with_lists(rules, *up, Some(&lists));
        black_box(evaluator.split(*shoe, cards[0]));
        split_alone.push(started.elapsed());
        let started = Instant::now();
        let mut evaluator = Evaluator::with_lists(rules, *up, Some(&lists));
        black_box(evaluator.split_into(*shoe, cards[0], 2));
        split_once.push(started.elapsed());
    }
    println!("pairs, the hint: {}", percentiles(with_split));
    println!(
        "pairs, the hint without the split: {}",
        percentiles(without_split)
    );
    println!("pairs, the split alone: {}", percentiles(split_alone));
    println!(
        "pairs, the split alone, split once: {}",
        percentiles(split_once)
    );
    // The two agree on hitting (the best play after each card) before either is timed.
    for (shoe, cards, up) in situations.iter().take(PLAIN_SITUATIONS) {
        let player = Total::of(cards);
        let mut evaluator = Evaluator::new(rules, *up);
        let hit = evaluator.hit(*shoe, player) * evaluator.no_blackjack(shoe);
        let plain = plain_hit(*shoe, player, *up, rules);
        assert!(
            (hit - plain).abs() < 1e-9,
            "{cards:?} v {up}: {hit} against {plain}"
        );
    }
    let mut times = Vec::with_capacity(PLAIN_SITUATIONS);
    for (shoe, cards, up) in situations.iter().take(PLAIN_SITUATIONS) {
        let started = Instant::now();
        let mut evaluator = Evaluator::new(rules, *up);
        black_box(evaluator.hit(*shoe, Total::of(cards)));
        times.push(started.elapsed());
    }
    println!("hit alone, the evaluator: {}", percentiles(times));
    let mut plain_times = Vec::with_capacity(PLAIN_SITUATIONS);
    for (shoe, cards, up) in situations.iter().take(PLAIN_SITUATIONS) {
        let started = Instant::now();
        black_box(plain_hit(*shoe, Total::of(cards), *up, rules));
        plain_times.push(started.elapsed());
    }
    println!("hit alone, plain recursion: {}", percentiles(plain_times));
}
