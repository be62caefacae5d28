//! Peg-solitaire solver timings: the English solution, the French proof, and hint latency over
//! random reachable positions, by search alone and with the English table. Run with
//! `cargo bench --bench solitaire` (about three minutes).
//! Add `-- --full` for 1,000 French positions instead of 300 (three more minutes), and
//! `-- --exhaustive` for the French proof by enumerating every reachable position, without
//! the position-class argument (minutes, about 2 GB).

use parlor::engine::solitaire::{board::*, solver::*, table};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Positions for the hint latencies: English, and French (whose hints are slower) unless
/// `--full` asks for as many as English.
const HINT_POSITIONS: usize = 1_000;
const FRENCH_HINT_POSITIONS: usize = 300;

/// Positions hinted once before the timings, so that the endgame tables are built (once per
/// process, by the first search long enough to use them) outside the measured calls.
const WARM_UP: [(BoardKind, &str); 2] = [
    (
        BoardKind::English,
        "ooo/ooo/ooooooo/ooo...o/ooo.ooo/o.o/ooo",
    ),
    (
        BoardKind::French,
        "ooo/ooooo/.oooooo/..ooooo/o.ooooo/o.ooo/ooo",
    ),
];

/// The most random jumps made from the start to reach a position.
const MAX_RANDOM_MOVES: usize = 30;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    english_solve();
    french_proof();
    warm_up();
    hint_latency(
        BoardKind::English,
        HINT_POSITIONS,
        "search alone",
        searched_hint,
    );
    let (loaded, took) = timed(table::warm_english);
    let loaded = loaded.expect("the kept English table loads");
    println!(
        "English table loaded in {:.1} ms: {} positions with {} pegs or more",
        ms(took),
        loaded.len(),
        table::FROM_PEGS
    );
    hint_latency(BoardKind::English, HINT_POSITIONS, "table and search", hint);
    english_solve();
    let french = match args.iter().any(|arg| arg == "--full") {
        true => HINT_POSITIONS,
        false => FRENCH_HINT_POSITIONS,
    };
    hint_latency(BoardKind::French, french, "search", hint);
    if args.iter().any(|arg| arg == "--exhaustive") {
        french_exhaustive();
    }
}

fn warm_up() {
    for (kind, text) in WARM_UP {
        let pos = Position::parse(kind, text).expect("a position");
        let (hint, took) = timed(|| hint(kind, pos));
        println!(
            "warm-up {} hint (builds the endgame tables it uses, if not yet built): {:.1} ms, fewest pegs {}",
            kind.as_str(),
            ms(took),
            hint.best_pegs
        );
    }
}

/// Times `f`, returning its result and the time taken.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed())
}

/// Milliseconds, for printing.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn english_solve() {
    let kind = BoardKind::English;
    let mut times = Vec::new();
    let mut solution = Vec::new();
    for _ in 0..20 {
        let (found, took) = timed(|| solve(kind, black_box(kind.start())));
        solution = found.expect("the English board has a solution");
        times.push(took);
    }
    let end = solution.iter().fold(kind.start(), |pos, &jump| {
        pos.apply(kind, jump).expect("the solution replays legally")
    });
    assert_eq!(end.pegs(), 1, "the solution ends with one peg");
    times.sort();
    let line: Vec<String> = solution.iter().map(Jump::to_string).collect();
    println!(
        "English solve ({}): median {:.2} ms, max {:.2} ms over {} runs; {} jumps, ends on {} ({})",
        match table::english() {
            Some(_) => "table, then search",
            None => "search",
        },
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        times.len(),
        solution.len(),
        (0..49u8)
            .map(Cell)
            .find(|&c| end.has(c))
            .map_or_else(String::new, Cell::name),
        line.join(" "),
    );
}

fn french_proof() {
    let kind = BoardKind::French;
    let (found, took) = timed(|| solve(kind, kind.start()));
    assert!(found.is_none(), "the French start has no one-peg finish");
    let (fewest, took_fewest) = timed(|| fewest_pegs(kind, kind.start()));
    println!(
        "French proof (no one-peg finish): {:.3} ms; fewest pegs {} found in {:.2} ms",
        ms(took),
        fewest,
        ms(took_fewest)
    );
}

fn french_exhaustive() {
    let kind = BoardKind::French;
    let (counts, took) = timed(|| count_reachable(kind, kind.start()));
    let fewest = kind.start().pegs() + 1 - counts.len() as u32;
    assert!(fewest >= 2, "the French start has no one-peg finish");
    println!(
        "French exhaustive proof (every reachable position, no class argument): {:.1} s; {} positions up to symmetry, fewest pegs {fewest}",
        took.as_secs_f64(),
        counts.iter().sum::<usize>(),
    );
}

/// A position reached by a random number of random jumps from the start (fewer at a dead
/// end).
fn random_position(kind: BoardKind, rng: &mut ChaCha8Rng) -> Position {
    let mut pos = kind.start();
    for _ in 0..rng.random_range(0..=MAX_RANDOM_MOVES) {
        let moves = pos.moves(kind);
        if moves.is_empty() {
            break;
        }
        pos = pos
            .apply(kind, moves[rng.random_range(0..moves.len())])
            .expect("a listed jump is legal");
    }
    pos
}

fn hint_latency(kind: BoardKind, count: usize, how: &str, hint: fn(BoardKind, Position) -> Hint) {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let positions: Vec<Position> = (0..count)
        .map(|_| random_position(kind, &mut rng))
        .collect();
    let mut times: Vec<(Duration, Position)> = Vec::new();
    let mut winnable = 0;
    let total = Instant::now();
    for &pos in &positions {
        let (hint, took) = timed(|| hint(kind, black_box(pos)));
        winnable += usize::from(hint.winnable);
        times.push((took, pos));
    }
    let total = total.elapsed();
    times.sort();
    let at = |q: f64| ms(times[((times.len() as f64 * q) as usize).min(times.len() - 1)].0);
    let over_100 = times.iter().filter(|t| ms(t.0) > 100.0).count();
    println!(
        "{} hints ({how}) over {} random reachable positions (0..={} random jumps): p50 {:.3} ms, p90 {:.3} ms, p99 {:.2} ms, max {:.2} ms, {} over 100 ms, total {:.2} s; {} winnable",
        kind.as_str(),
        times.len(),
        MAX_RANDOM_MOVES,
        at(0.50),
        at(0.90),
        at(0.99),
        ms(times[times.len() - 1].0),
        over_100,
        total.as_secs_f64(),
        winnable,
    );
    let mut by_pegs = std::collections::BTreeMap::<u32, (usize, Duration)>::new();
    for &(took, pos) in &times {
        let entry = by_pegs.entry(pos.pegs()).or_default();
        entry.0 += 1;
        entry.1 = entry.1.max(took);
    }
    let slowest: Vec<String> = by_pegs
        .iter()
        .rev()
        .map(|(pegs, (n, max))| format!("{pegs}:{:.1}({n})", ms(*max)))
        .collect();
    println!("  slowest ms by pegs (positions): {}", slowest.join(" "));
    for &(took, pos) in times.iter().rev().take(3) {
        println!(
            "  slow: {:.2} ms  {} pegs  {}  fewest {}",
            ms(took),
            pos.pegs(),
            pos.to_text(kind),
            fewest_pegs(kind, pos)
        );
    }
}
