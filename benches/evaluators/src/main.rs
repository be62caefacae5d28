//! Parlor's five-card hand evaluators side by side with other Rust poker crates.
//!
//! Every five-card hand of the 52-card deck (2,598,960) is converted to each library's own
//! card or hand type before any timing, then evaluated in lexicographic order and in one
//! shuffled order (the same permutation for every library). Each measurement follows one
//! untimed warm-up pass (which also builds any lazily filled table) and is repeated 5 times;
//! the best and the median of the 5 are reported in million hands per second. The 24-card
//! deck (9 to ace, 42,504 hands) is timed for Parlor only: no other library plays it.
//!
//! Before timing, 200,000 random pairs of 52-card hands are ranked by every library, which
//! must order each pair as Parlor's `evaluate` does; any disagreement is an error.
//!
//! Build with `cargo run --release`: a debug build measures nothing useful.

mod seven;

use std::cmp::Ordering;
use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use parlor_rules::cards::{Card, DeckKind, Suit};
use parlor_rules::hand_eval::{self, for_each_hand};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Timed passes per measurement.
const RUNS: usize = 5;
/// Random pairs of hands in the correctness cross-check.
const CHECK_PAIRS: usize = 200_000;
/// Seed of the shuffled order, for every library and deck.
const SHUFFLE_SEED: u64 = 1;
/// Seed of the cross-check's random hands.
const CHECK_SEED: u64 = 2;

// ---------------------------------------------------------------------------------------------
// Conversions from Parlor's cards. Parlor: rank 2..=14 (14 = ace), suits spades, hearts,
// diamonds, clubs.

/// Index 0 (deuce) to 12 (ace).
fn rank_index(card: Card) -> usize {
    (card.rank() - 2) as usize
}

/// `poker` 0.7: `poker::Card::new(poker::Rank, poker::Suit)`.
fn to_poker(card: Card) -> poker::Card {
    use poker::Rank as R;
    const RANKS: [R; 13] = [
        R::Two,
        R::Three,
        R::Four,
        R::Five,
        R::Six,
        R::Seven,
        R::Eight,
        R::Nine,
        R::Ten,
        R::Jack,
        R::Queen,
        R::King,
        R::Ace,
    ];
    let suit = match card.suit() {
        Suit::Spades => poker::Suit::Spades,
        Suit::Hearts => poker::Suit::Hearts,
        Suit::Diamonds => poker::Suit::Diamonds,
        Suit::Clubs => poker::Suit::Clubs,
    };
    poker::Card::new(RANKS[rank_index(card)], suit)
}

/// `rs_poker` 5.0: `rs_poker::core::Card::new(Value, Suit)`, `Value::values()` deuce first.
fn to_rs_poker(card: Card) -> rs_poker::core::Card {
    use rs_poker::core::Suit as S;
    let suit = match card.suit() {
        Suit::Spades => S::Spade,
        Suit::Hearts => S::Heart,
        Suit::Diamonds => S::Diamond,
        Suit::Clubs => S::Club,
    };
    rs_poker::core::Card::new(rs_poker::core::Value::values()[rank_index(card)], suit)
}

/// `freezeout-eval` 0.2: `freezeout_eval::Card::new(Rank, Suit)` (Cactus Kev encoding).
fn to_freezeout(card: Card) -> freezeout_eval::Card {
    use freezeout_eval::Rank as R;
    const RANKS: [R; 13] = [
        R::Deuce,
        R::Trey,
        R::Four,
        R::Five,
        R::Six,
        R::Seven,
        R::Eight,
        R::Nine,
        R::Ten,
        R::Jack,
        R::Queen,
        R::King,
        R::Ace,
    ];
    let suit = match card.suit() {
        Suit::Spades => freezeout_eval::Suit::Spades,
        Suit::Hearts => freezeout_eval::Suit::Hearts,
        Suit::Diamonds => freezeout_eval::Suit::Diamonds,
        Suit::Clubs => freezeout_eval::Suit::Clubs,
    };
    freezeout_eval::Card::new(RANKS[rank_index(card)], suit)
}

/// `aya_poker` 0.1: `aya_poker::base::Card::new(Rank, Suit)`; `Rank::try_from(0..=12)`
/// is deuce to ace (its `Rank` and `Suit` are not `Copy`, hence no table).
fn to_aya(card: Card) -> aya_poker::base::Card {
    use aya_poker::base::Suit as S;
    let rank = aya_poker::base::Rank::try_from(rank_index(card) as u8).expect("rank 0..=12");
    let suit = match card.suit() {
        Suit::Spades => S::Spades,
        Suit::Hearts => S::Hearts,
        Suit::Diamonds => S::Diamonds,
        Suit::Clubs => S::Clubs,
    };
    aya_poker::base::Card::new(rank, suit)
}

/// `aya_poker`'s hand type: the five cards' keys summed into one `Hand` (via `FromIterator`).
fn to_aya_hand(hand: &[Card; 5]) -> aya_poker::base::Hand {
    hand.iter().map(|&card| to_aya(card)).collect()
}

// ---------------------------------------------------------------------------------------------
// The evaluators. Each has a conversion (untimed), a comparison of two of its results as
// "greater = stronger hand" (the cross-check), and a score for the timed loop: 1 if the hand is
// at least as strong as the reference hand (the weakest pair of jacks), else 0. The timed
// checksum is therefore a count that every evaluator of a deck must reproduce exactly, and it
// depends on the full rank of every hand, so no evaluation can be optimised away.

/// The weakest pair of jacks of a deck: J J with the three lowest other ranks.
fn reference_hand(deck: DeckKind) -> [Card; 5] {
    let jack = |suit| Card::new(11, suit);
    match deck {
        DeckKind::Standard52 => [
            jack(Suit::Clubs),
            jack(Suit::Diamonds),
            Card::new(4, Suit::Hearts),
            Card::new(3, Suit::Spades),
            Card::new(2, Suit::Clubs),
        ],
        DeckKind::Short24 => [
            jack(Suit::Clubs),
            jack(Suit::Diamonds),
            Card::new(12, Suit::Hearts),
            Card::new(10, Suit::Spades),
            Card::new(9, Suit::Clubs),
        ],
    }
}

fn deck_name(deck: DeckKind) -> &'static str {
    match deck {
        DeckKind::Standard52 => "52-card",
        DeckKind::Short24 => "24-card",
    }
}

// ---------------------------------------------------------------------------------------------
// Hands, orders and timing.

/// Every hand of a deck in lexicographic order, and the shuffled order as a permutation.
struct HandSet {
    deck: DeckKind,
    hands: Vec<[Card; 5]>,
    permutation: Vec<u32>,
}

impl HandSet {
    fn new(deck: DeckKind) -> HandSet {
        let mut hands = Vec::new();
        for_each_hand(deck, |hand: &[Card; 5]| hands.push(*hand));
        let expected = match deck {
            DeckKind::Standard52 => 2_598_960,
            DeckKind::Short24 => 42_504,
        };
        assert_eq!(hands.len(), expected, "{} hands", deck_name(deck));
        let mut permutation: Vec<u32> = (0..hands.len() as u32).collect();
        fisher_yates(
            &mut permutation,
            &mut ChaCha8Rng::seed_from_u64(SHUFFLE_SEED),
        );
        HandSet {
            deck,
            hands,
            permutation,
        }
    }

    /// The hands in a library's representation, in lexicographic and in shuffled order.
    fn convert<X: Copy>(&self, convert: impl Fn(&[Card; 5]) -> X) -> (Vec<X>, Vec<X>) {
        let in_order: Vec<X> = self.hands.iter().map(convert).collect();
        let shuffled = self
            .permutation
            .iter()
            .map(|&i| in_order[i as usize])
            .collect();
        (in_order, shuffled)
    }
}

/// Uniform Fisher-Yates shuffle.
fn fisher_yates<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i);
        items.swap(i, j);
    }
}

/// `N` distinct random cards: the first `N` of a partial Fisher-Yates shuffle.
fn deal<const N: usize>(cards: &mut [Card], rng: &mut ChaCha8Rng) -> [Card; N] {
    for i in 0..N {
        let j = rng.random_range(i..cards.len());
        cards.swap(i, j);
    }
    std::array::from_fn(|i| cards[i])
}

/// One timed pass: `rounds` times over every hand. Returns the time and the summed scores.
#[inline(never)]
fn timed_pass<X>(hands: &[X], rounds: usize, score: &impl Fn(&X) -> u64) -> (Duration, u64) {
    let start = Instant::now();
    let mut checksum = 0u64;
    for _ in 0..rounds {
        for hand in black_box(hands) {
            checksum = checksum.wrapping_add(score(black_box(hand)));
        }
    }
    let elapsed = start.elapsed();
    (elapsed, black_box(checksum))
}

/// Best and median of the runs, in million hands per second, and the per-pass checksum.
#[derive(Clone, Copy)]
struct Timing {
    best: f64,
    median: f64,
    checksum: u64,
}

fn measure<X>(hands: &[X], score: impl Fn(&X) -> u64) -> Timing {
    // Small decks are looped over so that one run evaluates about as many hands as the 52-card
    // deck: long enough to time reliably.
    let rounds = (2_598_960 / hands.len()).max(1);
    let (_, warm_up) = timed_pass(hands, 1, &score);
    let mut rates = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        let (elapsed, checksum) = timed_pass(hands, rounds, &score);
        assert_eq!(
            checksum,
            warm_up.wrapping_mul(rounds as u64),
            "checksum changed between passes"
        );
        rates.push((hands.len() * rounds) as f64 / elapsed.as_secs_f64() / 1e6);
    }
    rates.sort_by(f64::total_cmp);
    Timing {
        best: rates[RUNS - 1],
        median: rates[RUNS / 2],
        checksum: warm_up,
    }
}

/// One evaluator on one deck, both orders.
struct Row {
    name: String,
    deck: DeckKind,
    in_order: Timing,
    shuffled: Timing,
}

fn bench<X: Copy>(
    name: &str,
    set: &HandSet,
    convert: impl Fn(&[Card; 5]) -> X,
    score: impl Fn(&X) -> u64,
) -> Row {
    let (in_order, shuffled) = set.convert(convert);
    let in_order_timing = measure(&in_order, &score);
    drop(in_order);
    let shuffled_timing = measure(&shuffled, &score);
    let row = Row {
        name: name.to_string(),
        deck: set.deck,
        in_order: in_order_timing,
        shuffled: shuffled_timing,
    };
    for (order, t) in [("in order", row.in_order), ("shuffled", row.shuffled)] {
        println!(
            "{:<28} {} {:<8}  best {:>8.1} M/s  median {:>8.1} M/s  checksum {}",
            row.name,
            deck_name(row.deck),
            order,
            t.best,
            t.median,
            t.checksum
        );
    }
    row
}

// ---------------------------------------------------------------------------------------------
// The correctness cross-check.

/// Whether `compare` orders every pair as Parlor's `evaluate` does. Prints how many it agreed
/// on, and the first disagreement if any.
fn cross_check<X>(
    name: &str,
    deck: DeckKind,
    pairs: &[([Card; 5], [Card; 5])],
    convert: impl Fn(&[Card; 5]) -> X,
    compare: impl Fn(&X, &X) -> Ordering,
) -> bool {
    let mut agreed = 0;
    let mut first_disagreement = None;
    for (a, b) in pairs {
        let expected = hand_eval::evaluate(a, deck)
            .value
            .0
            .cmp(&hand_eval::evaluate(b, deck).value.0);
        let got = compare(&convert(a), &convert(b));
        if got == expected {
            agreed += 1;
        } else if first_disagreement.is_none() {
            first_disagreement = Some((*a, *b, expected, got));
        }
    }
    println!(
        "{:<28} {}: agreed on {agreed} of {} pairs",
        name,
        deck_name(deck),
        pairs.len()
    );
    if let Some((a, b, expected, got)) = first_disagreement {
        eprintln!(
            "  {name}: first disagreement: {a:?} vs {b:?}: parlor evaluate says {expected:?}, \
             {name} says {got:?}"
        );
    }
    agreed == pairs.len()
}

fn random_pairs(deck: DeckKind, seed: u64) -> Vec<([Card; 5], [Card; 5])> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut cards = deck.cards();
    (0..CHECK_PAIRS)
        .map(|_| {
            let ten: [Card; 10] = deal(&mut cards, &mut rng);
            (
                std::array::from_fn(|i| ten[i]),
                std::array::from_fn(|i| ten[5 + i]),
            )
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string())
}

fn main() -> ExitCode {
    if cfg!(debug_assertions) {
        eprintln!("warning: debug build; run `cargo run --release` for meaningful numbers");
    }
    println!("CPU: {}", cpu_model());
    println!("threads used: 1");
    println!();

    let std52 = DeckKind::Standard52;
    let short24 = DeckKind::Short24;
    let poker_evaluator = poker::Evaluator::new();

    // ---- Correctness: every library orders random pairs as Parlor's `evaluate` does.
    println!("== cross-check: {CHECK_PAIRS} random pairs of hands, ordered as parlor evaluate");
    let pairs52 = random_pairs(std52, CHECK_SEED);
    let mut all_agree = true;
    all_agree &= cross_check(
        "parlor hand_value",
        std52,
        &pairs52,
        |h| hand_eval::hand_value(h, std52),
        |a, b| a.0.cmp(&b.0),
    );
    all_agree &= cross_check(
        "poker 0.7.0",
        std52,
        &pairs52,
        |h| {
            poker_evaluator
                .evaluate_five(h.map(to_poker))
                .expect("five distinct cards")
        },
        // Its internal rank is lower = stronger; these methods (and its `Ord`) invert it.
        |a, b| {
            if a.is_better_than(*b) {
                Ordering::Greater
            } else if a.is_worse_than(*b) {
                Ordering::Less
            } else {
                Ordering::Equal
            }
        },
    );
    all_agree &= cross_check(
        "rs_poker 5.0.0",
        std52,
        &pairs52,
        |h| h.map(to_rs_poker),
        // `Rank` is `(category << 12) | subrank`, higher = stronger.
        |a, b| {
            use rs_poker::core::Rankable;
            a[..].rank().cmp(&b[..].rank())
        },
    );
    all_agree &= cross_check(
        "freezeout-eval 0.2.1",
        std52,
        &pairs52,
        |h| freezeout_eval::HandValue::eval(&h.map(to_freezeout)),
        // Cactus Kev values: 1 (royal flush) to 7462, lower = stronger.
        |a, b| b.value().cmp(&a.value()),
    );
    all_agree &= cross_check(
        "aya_poker 0.1.0",
        std52,
        &pairs52,
        |h| aya_poker::poker_rank(&to_aya_hand(h)),
        // `PokerHandRank(pub u16)`, higher = stronger.
        |a, b| a.0.cmp(&b.0),
    );
    // Not a library comparison: the new evaluator checked on the deck only Parlor plays.
    let pairs24 = random_pairs(short24, CHECK_SEED);
    all_agree &= cross_check(
        "parlor hand_value",
        short24,
        &pairs24,
        |h| hand_eval::hand_value(h, short24),
        |a, b| a.0.cmp(&b.0),
    );
    println!();
    if !all_agree {
        eprintln!("error: an evaluator orders some pairs differently from parlor evaluate");
        return ExitCode::FAILURE;
    }

    // ---- Timing.
    println!(
        "== timing: best and median of {RUNS} passes after a warm-up; checksum = hands at least \
         as strong as the weakest pair of jacks"
    );
    let set52 = HandSet::new(std52);
    let mut rows = Vec::new();

    let reference = hand_eval::evaluate(&reference_hand(std52), std52).value.0;
    rows.push(bench(
        "parlor evaluate",
        &set52,
        |h| *h,
        |h| (hand_eval::evaluate(h, std52).value.0 >= reference) as u64,
    ));

    let reference = hand_eval::hand_value(&reference_hand(std52), std52).0;
    rows.push(bench(
        "parlor hand_value",
        &set52,
        |h| *h,
        |h| (hand_eval::hand_value(h, std52).0 >= reference) as u64,
    ));

    let reference = poker_evaluator
        .evaluate_five(reference_hand(std52).map(to_poker))
        .expect("five distinct cards");
    rows.push(bench(
        "poker 0.7.0",
        &set52,
        |h| h.map(to_poker),
        |h| {
            let eval = poker_evaluator
                .evaluate_five(h)
                .expect("five distinct cards");
            (!eval.is_worse_than(reference)) as u64
        },
    ));

    {
        use rs_poker::core::Rankable;
        let reference = reference_hand(std52).map(to_rs_poker)[..].rank();
        rows.push(bench(
            "rs_poker 5.0.0",
            &set52,
            |h| h.map(to_rs_poker),
            |h| (h[..].rank() >= reference) as u64,
        ));
    }

    let reference = freezeout_eval::HandValue::eval(&reference_hand(std52).map(to_freezeout));
    rows.push(bench(
        "freezeout-eval 0.2.1",
        &set52,
        |h| h.map(to_freezeout),
        |h| (freezeout_eval::HandValue::eval(h).value() <= reference.value()) as u64,
    ));

    let reference = aya_poker::poker_rank(&to_aya_hand(&reference_hand(std52)));
    rows.push(bench("aya_poker 0.1.0", &set52, to_aya_hand, |h| {
        (aya_poker::poker_rank(h).0 >= reference.0) as u64
    }));
    drop(set52);

    let set24 = HandSet::new(short24);
    let reference = hand_eval::evaluate(&reference_hand(short24), short24)
        .value
        .0;
    rows.push(bench(
        "parlor evaluate",
        &set24,
        |h| *h,
        |h| (hand_eval::evaluate(h, short24).value.0 >= reference) as u64,
    ));
    let reference = hand_eval::hand_value(&reference_hand(short24), short24).0;
    rows.push(bench(
        "parlor hand_value",
        &set24,
        |h| *h,
        |h| (hand_eval::hand_value(h, short24).0 >= reference) as u64,
    ));
    println!();

    // Every evaluator of a deck must count the same hands at least as strong as the reference.
    let mut counts_agree = true;
    for row in &rows {
        let expected = rows
            .iter()
            .find(|r| r.deck == row.deck)
            .map(|r| r.in_order.checksum)
            .unwrap();
        for t in [row.in_order, row.shuffled] {
            if t.checksum != expected {
                eprintln!(
                    "error: {} ({}) counted {} hands at least a pair of jacks, parlor evaluate {}",
                    row.name,
                    deck_name(row.deck),
                    t.checksum,
                    expected
                );
                counts_agree = false;
            }
        }
    }

    // ---- The table.
    println!("CPU: {}, threads used: 1", cpu_model());
    println!();
    println!(
        "| evaluator | in order (M hands/s, best of {RUNS}) | shuffled (M hands/s, best of {RUNS}) |"
    );
    println!("|---|---:|---:|");
    for row in &rows {
        let name = match row.deck {
            DeckKind::Standard52 => row.name.clone(),
            DeckKind::Short24 => format!("{} (24-card deck, 42,504 hands)", row.name),
        };
        println!(
            "| {name} | {:.1} | {:.1} |",
            row.in_order.best, row.shuffled.best
        );
    }

    println!();
    let Some(seven) = seven::run() else {
        return ExitCode::FAILURE;
    };
    println!();
    println!(
        "| seven-card evaluator | random hands (M hands/s, best of {RUNS}) | all 133,784,560 hands (M hands/s, best pass) |"
    );
    println!("|---|---:|---:|");
    for row in &seven {
        println!(
            "| {} | {:.1} | {:.1} ({:.2} s) |",
            row.name,
            row.random_best,
            row.every_best,
            row.every_time.as_secs_f64()
        );
    }

    if counts_agree {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
