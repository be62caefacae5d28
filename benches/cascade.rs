//! Cascade search quality and speed. For 20 seeded 15×15 5-colour boards, the greedy
//! (largest group) score and the search's score at a budget per board, then the moves played
//! per second on 10×10 4-colour and 15×15 5-colour boards, and what a node budget costs.
//!
//! Run with `cargo bench --bench cascade` (1 second a board), or give the budget:
//! `cargo bench --bench cascade -- 5` (seconds) or `-- 2000000nodes` (deterministic), or set
//! `CASCADE_BUDGET` the same way.

use parlor::engine::cascade::board::Board;
use parlor::engine::cascade::search::{Budget, greedy, replay, search};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// The first board's seed; board `i` uses `SEED + i`.
const SEED: u64 = 1;
/// Boards played.
const BOARDS: u64 = 20;
/// Node budget of the speed measurements.
const SPEED_NODES: u64 = 2_000_000;
/// The node budget suggested for an in-game hint on 10×10.
const HINT_NODES: u64 = 800_000;

fn main() {
    let budget = match budget_asked() {
        Ok(budget) => budget,
        Err(text) => {
            eprintln!("cannot read the budget {text:?}: give seconds (5, 0.5) or 2000000nodes");
            std::process::exit(2);
        }
    };
    quality(budget);
    speed();
}

/// The budget from the first argument that is not a flag, else `CASCADE_BUDGET`, else 1 s.
fn budget_asked() -> Result<Budget, String> {
    let arg = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let Some(text) = arg.or_else(|| std::env::var("CASCADE_BUDGET").ok()) else {
        return Ok(Budget::Time(Duration::from_secs(1)));
    };
    let text = text.trim();
    if let Some(nodes) = text.strip_suffix("nodes") {
        return nodes
            .trim()
            .parse()
            .map(Budget::Nodes)
            .map_err(|_| text.to_string());
    }
    let seconds = text.strip_suffix('s').unwrap_or(text);
    match seconds.parse::<f64>() {
        Ok(s) if s.is_finite() && s >= 0.0 => Ok(Budget::Time(Duration::from_secs_f64(s))),
        _ => Err(text.to_string()),
    }
}

/// Greedy and search on the seeded boards.
fn quality(budget: Budget) {
    println!("Cascade: {BOARDS} random 15x15 5-colour boards (seeds {SEED}..), {budget:?} each");
    let (mut greedy_total, mut search_total) = (0u64, 0u64);
    let mut cleared = 0;
    let started = Instant::now();
    for i in 0..BOARDS {
        let board = Board::random(15, 15, 5, &mut ChaCha8Rng::seed_from_u64(SEED + i))
            .expect("15x15 with 5 colours is a valid board");
        let easy = greedy(&board);
        let clock = Instant::now();
        let found = search(&board, budget, &mut ChaCha8Rng::seed_from_u64(1000 + i));
        let took = clock.elapsed();
        let (end, score) = replay(&board, &found.moves).expect("the search's moves are legal");
        assert!(
            end.is_over() && score == found.score,
            "the search's sequence scores its claim"
        );
        cleared += u32::from(end.is_cleared());
        println!(
            "board {:2}: greedy {:5}  search {:5}  ({} moves{}, {:.2} s)",
            i + 1,
            easy.score,
            found.score,
            found.moves.len(),
            if end.is_cleared() { ", cleared" } else { "" },
            took.as_secs_f64()
        );
        greedy_total += u64::from(easy.score);
        search_total += u64::from(found.score);
    }
    println!(
        "total: greedy {greedy_total}, search {search_total}; average: greedy {:.1}, search {:.1}; \
         {cleared} of {BOARDS} cleared; {:.1} s",
        greedy_total as f64 / BOARDS as f64,
        search_total as f64 / BOARDS as f64,
        started.elapsed().as_secs_f64()
    );
}

/// Moves a second at a node budget, and the time of a hint-sized search on 10×10.
fn speed() {
    for (width, colours) in [(10, 4), (15, 5)] {
        let mut took = Duration::ZERO;
        for i in 0..3 {
            let board = Board::random(width, width, colours, &mut ChaCha8Rng::seed_from_u64(i))
                .expect("a valid board");
            let clock = Instant::now();
            search(
                &board,
                Budget::Nodes(SPEED_NODES),
                &mut ChaCha8Rng::seed_from_u64(i),
            );
            took += clock.elapsed();
        }
        let rate = 3.0 * SPEED_NODES as f64 / took.as_secs_f64();
        println!(
            "{width}x{width} {colours} colours: {:.2} million nodes a second",
            rate / 1e6
        );
    }
    let mut worst = Duration::ZERO;
    let mut total = Duration::ZERO;
    for i in 0..10 {
        let board = Board::random(10, 10, 4, &mut ChaCha8Rng::seed_from_u64(100 + i))
            .expect("a valid board");
        let clock = Instant::now();
        search(
            &board,
            Budget::Nodes(HINT_NODES),
            &mut ChaCha8Rng::seed_from_u64(i),
        );
        let took = clock.elapsed();
        worst = worst.max(took);
        total += took;
    }
    println!(
        "hint budget Nodes({HINT_NODES}) on 10x10 4 colours: {:.0} ms on average, {:.0} ms at worst",
        total.as_secs_f64() * 100.0,
        worst.as_secs_f64() * 1000.0
    );
}
