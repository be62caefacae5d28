//! Seven-card evaluators side by side: Parlor's Hold'em evaluator
//! (`parlor_rules::holdem::Seven`), `holdem-hand-evaluator` (`Hand::evaluate`), `aya_poker`
//! 0.1 (`poker_rank` on a `Hand`) and `rs_poker` 5.0 (`Rankable::rank` on seven cards).
//!
//! Two measurements, on one thread:
//! - random hands: 1,000,000 random seven-card hands, converted to each library's hand type
//!   before timing (so each library's timing covers its evaluation only), best and median of
//!   5 passes after a warm-up;
//! - the full enumeration: all 133,784,560 seven-card hands in lexicographic order, each
//!   library adding the cards as it best can (Parlor, `holdem-hand-evaluator` and `aya_poker`
//!   add one card at a time to the six before; `rs_poker` takes the seven cards as a slice),
//!   best of 3 passes (one for `rs_poker`).
//!
//! Before timing, 200,000 random pairs of hands must be ordered by every library exactly as
//! Parlor orders them, and every pass must count the published 13,967,280 hands of a
//! straight or better among all seven-card hands (the random hands' count must agree between
//! the libraries); the run fails otherwise.

use std::cmp::Ordering;
use std::hint::black_box;
use std::time::{Duration, Instant};

use parlor_rules::cards::{Card, Suit};
use parlor_rules::holdem::Seven;
use parlor_rules::holdem::eval::tables;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const RANDOM_HANDS: usize = 1_000_000;
const RUNS: usize = 5;
const CHECK_PAIRS: usize = 200_000;
/// Seven-card hands of a straight or better: straights, flushes, full houses, fours of a
/// kind and straight flushes, as published.
const STRAIGHT_OR_BETTER: u64 = 6_180_020 + 4_047_644 + 3_473_184 + 224_848 + 41_584;

/// The weakest straight's seven cards: a five-high straight beside an eight and a seven of
/// no suit in common.
fn reference() -> [Card; 7] {
    let c = |text: &str| Card::parse(text).expect("a card");
    [c("AC"), c("2D"), c("3H"), c("4S"), c("5C"), c("7D"), c("8H")]
}

/// `holdem-hand-evaluator`'s card: rank × 4 plus clubs 0, diamonds 1, hearts 2, spades 3.
fn to_hhe(card: Card) -> usize {
    let suit = match card.suit() {
        Suit::Clubs => 0,
        Suit::Diamonds => 1,
        Suit::Hearts => 2,
        Suit::Spades => 3,
    };
    (card.rank() as usize - 2) * 4 + suit
}

fn hhe_hand(cards: &[Card]) -> holdem_hand_evaluator::Hand {
    cards.iter().fold(holdem_hand_evaluator::Hand::new(), |hand, &c| {
        hand.add_card(to_hhe(c))
    })
}

fn aya_hand(cards: &[Card]) -> aya_poker::base::Hand {
    cards.iter().map(|&c| crate::to_aya(c)).collect()
}

fn parlor_hand(cards: &[Card]) -> Seven {
    cards.iter().fold(Seven::default(), |s, &c| s.and(c))
}

/// One library: its name, how it scores seven cards against the reference (1 if at least
/// as strong), and how it orders two hands.
struct Library {
    name: &'static str,
    random: Box<dyn Fn(&[[Card; 7]]) -> Box<dyn Fn() -> u64>>,
    every: Box<dyn Fn() -> u64>,
    order: Box<dyn Fn(&[Card; 7], &[Card; 7]) -> Ordering>,
    passes: usize,
}

fn random_hands(count: usize, seed: u64) -> Vec<[Card; 7]> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    (0..count)
        .map(|_| {
            for i in 0..7 {
                let j = rng.random_range(i..deck.len());
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

/// Every seven-card hand, lexicographic, as `each` adds its cards to a hand type `H`: the
/// count of those `score` gives 1.
#[inline(always)]
fn every_hand<H: Copy>(empty: H, add: impl Fn(H, Card) -> H, score: impl Fn(&H) -> u64) -> u64 {
    let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    let mut count = 0u64;
    for a in 0..46 {
        let ha = add(empty, deck[a]);
        for b in a + 1..47 {
            let hb = add(ha, deck[b]);
            for c in b + 1..48 {
                let hc = add(hb, deck[c]);
                for d in c + 1..49 {
                    let hd = add(hc, deck[d]);
                    for e in d + 1..50 {
                        let he = add(hd, deck[e]);
                        for f in e + 1..51 {
                            let hf = add(he, deck[f]);
                            for &card in &deck[f + 1..] {
                                count += score(&black_box(add(hf, card)));
                            }
                        }
                    }
                }
            }
        }
    }
    count
}

fn libraries() -> Vec<Library> {
    let t = tables();
    let reference = reference();
    let parlor_ref = parlor_hand(&reference).strength(t);
    let hhe_ref = hhe_hand(&reference).evaluate();
    let aya_ref = aya_poker::poker_rank(&aya_hand(&reference)).0;
    let rs_ref = {
        use rs_poker::core::Rankable;
        reference.map(crate::to_rs_poker)[..].rank()
    };
    vec![
        Library {
            name: "parlor holdem::Seven",
            random: Box::new(move |hands| {
                let converted: Vec<Seven> = hands.iter().map(|h| parlor_hand(h)).collect();
                Box::new(move || {
                    converted
                        .iter()
                        .map(|h| u64::from(black_box(h).strength(t) >= parlor_ref))
                        .sum()
                })
            }),
            every: Box::new(move || {
                every_hand(Seven::default(), Seven::and, |h| {
                    u64::from(h.strength(t) >= parlor_ref)
                })
            }),
            order: Box::new(move |a, b| parlor_hand(a).strength(t).cmp(&parlor_hand(b).strength(t))),
            passes: 3,
        },
        Library {
            name: "holdem-hand-evaluator",
            random: Box::new(move |hands| {
                let converted: Vec<holdem_hand_evaluator::Hand> =
                    hands.iter().map(|h| hhe_hand(h)).collect();
                Box::new(move || {
                    converted
                        .iter()
                        .map(|h| u64::from(black_box(h).evaluate() >= hhe_ref))
                        .sum()
                })
            }),
            every: Box::new(move || {
                every_hand(
                    holdem_hand_evaluator::Hand::new(),
                    |h, c| h.add_card(to_hhe(c)),
                    |h| u64::from(h.evaluate() >= hhe_ref),
                )
            }),
            order: Box::new(|a, b| hhe_hand(a).evaluate().cmp(&hhe_hand(b).evaluate())),
            passes: 3,
        },
        Library {
            name: "aya_poker 0.1.0",
            random: Box::new(move |hands| {
                let converted: Vec<aya_poker::base::Hand> =
                    hands.iter().map(|h| aya_hand(h)).collect();
                Box::new(move || {
                    converted
                        .iter()
                        .map(|h| u64::from(aya_poker::poker_rank(black_box(h)).0 >= aya_ref))
                        .sum()
                })
            }),
            every: Box::new(move || {
                every_hand(
                    aya_poker::base::Hand::default(),
                    |mut h, c| {
                        h.insert_unchecked(&crate::to_aya(c));
                        h
                    },
                    |h| u64::from(aya_poker::poker_rank(h).0 >= aya_ref),
                )
            }),
            order: Box::new(|a, b| {
                aya_poker::poker_rank(&aya_hand(a)).cmp(&aya_poker::poker_rank(&aya_hand(b)))
            }),
            passes: 3,
        },
        Library {
            name: "rs_poker 5.0.0",
            random: Box::new(move |hands| {
                let converted: Vec<[rs_poker::core::Card; 7]> =
                    hands.iter().map(|h| h.map(crate::to_rs_poker)).collect();
                Box::new(move || {
                    use rs_poker::core::Rankable;
                    converted
                        .iter()
                        .map(|h| u64::from(black_box(h)[..].rank() >= rs_ref))
                        .sum()
                })
            }),
            every: Box::new(move || {
                use rs_poker::core::Rankable;
                let deck: Vec<rs_poker::core::Card> = (0..52)
                    .filter_map(Card::from_index)
                    .map(crate::to_rs_poker)
                    .collect();
                // The cards' places in the deck, one card at a time as the others do.
                every_hand(
                    (0u64, 0usize),
                    |(cards, n), c| (cards | (c.index() as u64) << (6 * n), n + 1),
                    |&(cards, _)| {
                        let seven: [rs_poker::core::Card; 7] =
                            std::array::from_fn(|i| deck[(cards >> (6 * i) & 63) as usize]);
                        u64::from(seven[..].rank() >= rs_ref)
                    },
                )
            }),
            order: Box::new(|a, b| {
                use rs_poker::core::Rankable;
                a.map(crate::to_rs_poker)[..]
                    .rank()
                    .cmp(&b.map(crate::to_rs_poker)[..].rank())
            }),
            passes: 1,
        },
    ]
}

/// One library's figures: random hands (best, median, M hands/s) and the full enumeration
/// (best, M hands/s, and the time of the best pass).
pub struct SevenRow {
    pub name: &'static str,
    pub random_best: f64,
    pub random_median: f64,
    pub every_best: f64,
    pub every_time: Duration,
}

/// Runs the cross-check and both measurements. `None` if a library disagrees.
pub fn run() -> Option<Vec<SevenRow>> {
    let t0 = Instant::now();
    black_box(tables());
    println!(
        "== seven cards: Parlor's tables built in {:.1} ms (not timed below)",
        t0.elapsed().as_secs_f64() * 1e3
    );
    let libraries = libraries();
    let pairs = random_hands(2 * CHECK_PAIRS, 3);
    let mut agree = true;
    for library in &libraries {
        let agreed = pairs
            .chunks(2)
            .filter(|pair| {
                (library.order)(&pair[0], &pair[1]) == (libraries[0].order)(&pair[0], &pair[1])
            })
            .count();
        println!(
            "{:<28} seven cards: agreed on {agreed} of {CHECK_PAIRS} pairs",
            library.name
        );
        agree &= agreed == CHECK_PAIRS;
    }
    if !agree {
        eprintln!("error: a seven-card evaluator orders some pairs differently from Parlor's");
        return None;
    }
    let hands = random_hands(RANDOM_HANDS, 4);
    let mut rows = Vec::new();
    let mut random_count = None;
    for library in &libraries {
        let pass = (library.random)(&hands);
        let warm = pass();
        if *random_count.get_or_insert(warm) != warm {
            eprintln!("error: {} counted {warm} random hands of a straight or better", library.name);
            return None;
        }
        let mut rates: Vec<f64> = (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                let count = black_box(pass());
                let elapsed = start.elapsed();
                assert_eq!(count, warm, "the count changed between passes");
                RANDOM_HANDS as f64 / elapsed.as_secs_f64() / 1e6
            })
            .collect();
        rates.sort_by(f64::total_cmp);
        let mut best_every = Duration::MAX;
        for _ in 0..library.passes {
            let start = Instant::now();
            let count = (library.every)();
            best_every = best_every.min(start.elapsed());
            if count != STRAIGHT_OR_BETTER {
                eprintln!(
                    "error: {} counted {count} seven-card hands of a straight or better, not {STRAIGHT_OR_BETTER}",
                    library.name
                );
                return None;
            }
        }
        let row = SevenRow {
            name: library.name,
            random_best: rates[RUNS - 1],
            random_median: rates[RUNS / 2],
            every_best: 133_784_560.0 / best_every.as_secs_f64() / 1e6,
            every_time: best_every,
        };
        println!(
            "{:<28} random best {:>7.1} M/s  median {:>7.1} M/s  all 133,784,560 in {:>7.3} s ({:>7.1} M/s)",
            row.name,
            row.random_best,
            row.random_median,
            row.every_time.as_secs_f64(),
            row.every_best
        );
        rows.push(row);
    }
    Some(rows)
}
