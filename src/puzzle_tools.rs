//! The puzzles' command-line tools: `parlor solve solitaire`, `parlor solve cascade` and
//! `parlor simulate cascade`. Each writes its report line by line through `out`, so a long
//! run shows its progress.

use crate::engine::cascade::board::Board;
use crate::engine::cascade::play::parse_size;
use crate::engine::cascade::search::{self, Budget};
use crate::engine::solitaire::board::{BoardKind, Position};
use crate::engine::solitaire::{solver, table};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

/// Solves peg solitaire from the board's start or `from` (a position in the text form):
/// the jumps, one a line (`d2-d4`), or the proof that no one-peg finish exists.
pub fn solve_solitaire(
    board: &str,
    from: Option<&str>,
    out: &mut dyn FnMut(&str),
) -> Result<bool, String> {
    let kind = BoardKind::parse(board)
        .ok_or_else(|| format!("--board is english or french, not {board}"))?;
    let position = match from {
        Some(text) => Position::parse(kind, text).map_err(|_| {
            "--from does not read as a position: 7 rows split by `/`, `o` a peg, `.` a hole \
             (see the README)"
                .to_string()
        })?,
        None => kind.start(),
    };
    // The table answers crowded lost positions at once; without it the proof can take a
    // second. It loads before the clock starts.
    let _ = table::warm_english();
    let began = Instant::now();
    let solution = solver::solve(kind, position);
    let took = began.elapsed();
    match &solution {
        Some(jumps) => {
            let mut at = position;
            for jump in jumps {
                at = at
                    .apply(kind, *jump)
                    .map_err(|e| format!("the solution does not replay: {e}"))?;
                out(&jump.to_string());
            }
            out(&format!(
                "one peg left after {} jumps ({})",
                jumps.len(),
                at.to_text(kind)
            ));
        }
        None => out(&format!(
            "no one-peg finish exists from {} (proven exhaustively); the fewest pegs \
             reachable is {}",
            position.to_text(kind),
            solver::fewest_pegs(kind, position)
        )),
    }
    out(&format!("time: {:.1} ms", took.as_secs_f64() * 1e3));
    Ok(solution.is_some())
}

/// Builds the English table of crowded positions ([`table`]) and writes it to `path`.
pub fn write_solitaire_table(
    board: &str,
    path: &std::path::Path,
    out: &mut dyn FnMut(&str),
) -> Result<(), String> {
    if BoardKind::parse(board) != Some(BoardKind::English) {
        return Err("the table is kept for the English board only".into());
    }
    let kind = BoardKind::English;
    let began = Instant::now();
    let bytes = table::build(kind, kind.start(), table::FROM_PEGS);
    let built = began.elapsed();
    let loaded = table::Table::from_bytes(kind, kind.start(), &bytes)
        .map_err(|e| format!("the table just built does not read back: {e}"))?;
    std::fs::write(path, &bytes).map_err(|e| format!("writing {}: {e}", path.display()))?;
    let winnable = loaded.entries().filter(|(_, fewest)| *fewest == 1).count();
    out(&format!(
        "{} positions with {} pegs or more ({winnable} winnable), {} bytes, written to {}",
        loaded.len(),
        table::FROM_PEGS,
        bytes.len(),
        path.display()
    ));
    out(&format!("time: {:.1} s", built.as_secs_f64()));
    Ok(())
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
