//! Hold'em's exact tools and its expert: a heads-up preflop enumeration of all 1,712,304
//! boards (aces against kings, one thread, the tables built before timing), a three-way
//! equity on the flop, the seven-card evaluator over random hands, and the expert's
//! duplicate heads-up matches against the casual computer and a calling station with each
//! of its decisions timed; and what an all-in with cards to come adds to the click that
//! closes its betting (each hand's exact chances, heads-up and three-way before the flop,
//! nine-way before the flop, heads-up on the flop), and the expert's heads-up decisions
//! (its policy for every hand at once, street by street, and the equities against a range
//! each reads). Run with `cargo bench --bench holdem` (`-- holdem_all_in` for the all-in's
//! alone, `-- holdem_policy` for the decisions').
//!
//! The evaluator's tables and the expert's starting-hand table are built the first time they
//! are asked for: those first calls, timed alone before the criterion groups, are the cold
//! costs. `HOLDEM_DEALS` sets the matches' deals (2,000 unless set; each is played twice).

use criterion::{Criterion, Throughput, criterion_group};
use parlor::engine::cards::Card;
use parlor::engine::holdem::betting::Action;
use parlor::engine::holdem::computer::{self, Style};
use parlor::engine::holdem::eval::tables;
use parlor::engine::holdem::hand::Hand;
use parlor::engine::holdem::memory::Memory;
use parlor::engine::holdem::policy;
use parlor::engine::holdem::range::{HANDS, Reading, equities_read};
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

/// A hand dealt from `deck` (each player's first card, their second, then the board) to
/// seats 0.. with these stacks, the button on seat 0, big blind 10; then `moves`.
fn all_in_hand(stacks: &[i64], deck: &str, moves: &[(u8, Action)]) -> Hand {
    let players: Vec<(u8, i64)> = stacks
        .iter()
        .enumerate()
        .map(|(i, &s)| (i as u8, s))
        .collect();
    let mut hand = Hand::deal_from(1, 0, 10, &players, cards(deck));
    for &(seat, action) in moves {
        let _ = hand.act(seat, action);
    }
    hand
}

/// The cost an all-in adds to its click: each hand's chances from every board that
/// completes the cards known as the betting closed.
fn all_in(c: &mut Criterion) {
    let mut group = c.benchmark_group("holdem_all_in");
    group.sample_size(10);
    // Heads-up, the big blind (seat 1) short: all in as the hand is dealt. Dealing starts
    // left of the button: seat 1's first card, seat 0's, then the second cards.
    let cases = [
        (
            "heads-up before the flop, AA v KK (1,712,304 boards)",
            all_in_hand(&[1000, 5], "KS AH KC AD", &[]),
        ),
        (
            "three-way before the flop, AKs v QQ v 87s (1,370,754 boards)",
            all_in_hand(
                &[1000, 1000, 1000],
                "QH 7C AS QD 8C KS",
                &[
                    (0, Action::RaiseTo(1000)),
                    (1, Action::Call),
                    (2, Action::Call),
                ],
            ),
        ),
        (
            "nine-way before the flop (278,256 boards)",
            all_in_hand(
                &[1000; 9],
                "2C 3D 4H 5S 6C 7D 8H 9S TC 2D 3H 4S 5C 6D 7H 8S 9C TD",
                &[
                    (3, Action::RaiseTo(1000)),
                    (4, Action::Call),
                    (5, Action::Call),
                    (6, Action::Call),
                    (7, Action::Call),
                    (8, Action::Call),
                    (0, Action::Call),
                    (1, Action::Call),
                    (2, Action::Call),
                ],
            ),
        ),
        (
            "heads-up on the flop (990 turns and rivers)",
            all_in_hand(
                &[1000, 1000],
                "KS AH KC AD 2C 7D 9H JS 3C",
                &[
                    (0, Action::Call),
                    (1, Action::Check),
                    (1, Action::RaiseTo(990)),
                    (0, Action::Call),
                ],
            ),
        ),
    ];
    for (name, hand) in cases {
        assert!(hand.is_over() && hand.all_in_at.is_some(), "{name}: all in");
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut hand = black_box(&hand).clone();
                hand.work_out_odds();
                hand.all_in.map(|a| a.boards)
            })
        });
    }
    group.finish();
}

/// What a heads-up decision of the expert costs: its policy for every hand at once on each
/// street of one line (the button raises, the big blind calls, then checks and bets), and
/// the equities of every hand against a range that each reads.
fn policy(c: &mut Criterion) {
    let mut group = c.benchmark_group("holdem_policy");
    group.sample_size(20);
    let deck = "KS AH KC AD 2C 7D 9H JS 3C";
    let preflop = [(0, Action::RaiseTo(50)), (1, Action::Call)];
    let flop = [
        (1, Action::Check),
        (0, Action::RaiseTo(60)),
        (1, Action::Call),
    ];
    let turn = [
        (1, Action::Check),
        (0, Action::RaiseTo(150)),
        (1, Action::Call),
    ];
    let line = |moves: &[&[(u8, Action)]], last: Option<(u8, Action)>| {
        let moves: Vec<(u8, Action)> = moves
            .iter()
            .flat_map(|m| m.iter().copied())
            .chain(last)
            .collect();
        all_in_hand(&[4000, 4000], deck, &moves)
    };
    let decisions = [
        (
            "the big blind first on the flop",
            line(&[&preflop], None),
            1,
        ),
        (
            "the button bet to on the flop",
            line(&[&preflop], Some((1, Action::RaiseTo(30)))),
            0,
        ),
        (
            "the big blind first on the turn",
            line(&[&preflop, &flop], None),
            1,
        ),
        (
            "the button checked to on the river",
            line(&[&preflop, &flop, &turn], Some((1, Action::Check))),
            0,
        ),
    ];
    for (name, hand, seat) in decisions {
        let view = computer::View::of(&hand, seat).expect("the seat's turn");
        assert!(policy::plays(&view), "{name}: heads-up");
        group.bench_function(format!("expert policy: {name}"), |b| {
            b.iter(|| policy::expert_policy(black_box(&view)))
        });
        // At a table, the app's memory holds the range its earlier moves left.
        let memory = Memory::default();
        policy::expert_policy_with(&view, Some(&memory));
        group.bench_function(format!("expert policy, earlier moves kept: {name}"), |b| {
            b.iter(|| policy::expert_policy_with(black_box(&view), Some(&memory)))
        });
    }
    let range: Vec<f32> = (0..HANDS).map(|n| 0.25 + (n % 4) as f32 / 4.0).collect();
    let board = cards("2C 7D 9H JS 3C");
    for (name, cards, reading) in [
        ("flop, quick (98 runouts)", 3, Reading::Quick),
        ("flop, full (196 runouts)", 3, Reading::Full),
        ("turn, quick", 4, Reading::Quick),
        ("turn, full (46 rivers)", 4, Reading::Full),
        ("river", 5, Reading::Full),
    ] {
        group.bench_function(format!("equities of every hand: {name}"), |b| {
            b.iter(|| equities_read(black_box(&board[..cards]), &range, reading))
        });
    }
    group.finish();
}

criterion_group!(benches, enumeration, all_in, policy);

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
