//! Cascade's command-line tools: `parlor solve cascade` (the best sequence Parlor's search
//! finds on a board) and `parlor simulate cascade` (the search against a greedy player on
//! seeded boards). Each writes its report line by line through `out`.

use crate::config::Config;
use crate::engine::cascade::board::Board;
use crate::engine::cascade::play::parse_size;
use crate::engine::cascade::search::{self, Budget};
use crate::games::{Tool, tool_args};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// `parlor solve cascade` and `parlor simulate cascade`.
pub fn tools() -> Vec<Tool> {
    vec![
        Tool::new::<SolveArgs>(
            "solve",
            "cascade",
            "The best sequence found within the time: one cell of each removed group a line.",
            run_solve,
        ),
        Tool::new::<SimulateArgs>(
            "simulate",
            "cascade",
            "Seeded Cascade boards played by a greedy largest-group player and by Parlor's search: each board's two scores, the totals, the time.",
            run_simulate,
        ),
    ]
}

#[derive(clap::Args)]
struct SolveArgs {
    /// A text file: one line per row, top row first, colours as digits 0-4.
    #[arg(long)]
    board: std::path::PathBuf,
    #[arg(long, default_value_t = 10.0)]
    seconds: f64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

#[derive(clap::Args)]
struct SimulateArgs {
    #[arg(long, default_value = "15x15")]
    size: String,
    #[arg(long, default_value_t = 5)]
    colours: u8,
    #[arg(long, default_value_t = 20)]
    boards: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The search's time on each board.
    #[arg(long, default_value_t = 1.0)]
    seconds: f64,
}

fn run_solve(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let args: SolveArgs = tool_args(matches)?;
    let text = std::fs::read_to_string(&args.board)
        .map_err(|e| format!("reading {}: {e}", args.board.display()))?;
    solve_cascade(&text, args.seconds, args.seed, &mut |line| {
        println!("{line}")
    })
    .map(|_| ())
}

fn run_simulate(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let a: SimulateArgs = tool_args(matches)?;
    simulate_cascade(
        &a.size,
        a.colours,
        a.boards,
        a.seed,
        a.seconds,
        &mut |line| println!("{line}"),
    )
    .map(|_| ())
}

/// The best sequence found on the board in `text` within `seconds`: the moves, one a line,
/// each a cell of the removed group (`c7`), then the score.
pub fn solve_cascade(
    text: &str,
    seconds: f64,
    seed: u64,
    out: &mut dyn FnMut(&str),
) -> Result<u32, String> {
    let board = Board::parse(text).map_err(|e| format!("the board does not read: {e}"))?;
    if !(seconds > 0.0 && seconds <= 86_400.0) {
        return Err("--seconds is more than 0 and at most a day".into());
    }
    let began = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let found = search::search(
        &board,
        Budget::Time(Duration::from_secs_f64(seconds)),
        &mut rng,
    );
    let took = began.elapsed();
    let (_, replayed) = search::replay(&board, &found.moves)
        .map_err(|e| format!("the sequence found does not replay: {e}"))?;
    for cell in &found.moves {
        out(&cell.to_string());
    }
    out(&format!(
        "score: {replayed} in {} moves ({:.2} s)",
        found.moves.len(),
        took.as_secs_f64()
    ));
    Ok(replayed)
}

/// What `parlor simulate cascade` found over its boards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CascadeTotals {
    pub greedy: u64,
    pub search: u64,
}

/// Seeded random boards, each played by the greedy largest-group player and by Parlor's
/// search at `seconds` a board: per board both scores, then the totals and the time.
pub fn simulate_cascade(
    size: &str,
    colours: u8,
    boards: u32,
    seed: u64,
    seconds: f64,
    out: &mut dyn FnMut(&str),
) -> Result<CascadeTotals, String> {
    let (width, height) = parse_size(size).map_err(|_| format!("--size {size}: 5x5 to 26x26"))?;
    if !(3..=5).contains(&colours) {
        return Err("--colours is 3 to 5".into());
    }
    if !(1..=10_000).contains(&boards) {
        return Err("--boards is 1 to 10000".into());
    }
    if !(seconds > 0.0 && seconds <= 3_600.0) {
        return Err("--seconds is more than 0 and at most an hour".into());
    }
    out(&format!(
        "cascade: {boards} boards {width}x{height}, {colours} colours, seed {seed}; \
         Parlor's search {seconds} s a board"
    ));
    out("board   greedy   search");
    let began = Instant::now();
    let mut totals = CascadeTotals {
        greedy: 0,
        search: 0,
    };
    for i in 0..boards {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(i as u64));
        let board = Board::random(width, height, colours, &mut rng)
            .map_err(|e| format!("board {i}: {e}"))?;
        let greedy = search::greedy(&board).score;
        let found = search::search(
            &board,
            Budget::Time(Duration::from_secs_f64(seconds)),
            &mut rng,
        );
        let (_, checked) = search::replay(&board, &found.moves)
            .map_err(|e| format!("board {i}: the search's sequence does not replay: {e}"))?;
        if checked != found.score {
            return Err(format!(
                "board {i}: the search claimed {} but its moves score {checked}",
                found.score
            ));
        }
        totals.greedy += greedy as u64;
        totals.search += checked as u64;
        out(&format!("{:>5} {greedy:>8} {checked:>8}", i + 1));
    }
    out(&format!(
        "total {:>8} {:>8}\naverage {:.1} greedy, {:.1} search ({:.1}x); {:.1} s in all",
        totals.greedy,
        totals.search,
        totals.greedy as f64 / boards as f64,
        totals.search as f64 / boards as f64,
        totals.search as f64 / totals.greedy.max(1) as f64,
        began.elapsed().as_secs_f64()
    ));
    Ok(totals)
}
