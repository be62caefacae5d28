//! Peg solitaire's command-line tools: `parlor solve solitaire` (a one-peg solution, or the
//! proof that none exists; or the English table of crowded positions, built and written).
//! Each writes its report line by line through `out`, so a long run shows its progress.

use crate::config::Config;
use crate::engine::solitaire::board::{BoardKind, Position};
use crate::engine::solitaire::{solver, table};
use crate::games::{Tool, tool_args};
use std::time::Instant;

/// `parlor solve solitaire`.
pub fn tools() -> Vec<Tool> {
    vec![Tool::new::<SolveArgs>(
        "solve",
        "solitaire",
        "A one-peg solution, one jump a line (`d2-d4`), or the proof that none exists.",
        run_solve,
    )]
}

#[derive(clap::Args)]
struct SolveArgs {
    /// english or french.
    #[arg(long, default_value = "english")]
    board: String,
    /// The position to solve from (7 rows split by `/`, `o` a peg, `.` an empty hole); the
    /// board's start unless given.
    #[arg(long)]
    from: Option<String>,
    /// Instead of solving, build the English table of crowded positions (about 25 s and 340
    /// MB in a release build) and write it here: `crates/rules/src/solitaire/english.table`
    /// is this file.
    #[arg(long, conflicts_with_all = ["from"])]
    write_table: Option<std::path::PathBuf>,
}

fn run_solve(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let args: SolveArgs = tool_args(matches)?;
    let mut out = |line: &str| println!("{line}");
    match &args.write_table {
        Some(path) => write_solitaire_table(&args.board, path, &mut out),
        None => solve_solitaire(&args.board, args.from.as_deref(), &mut out).map(|_| ()),
    }
}

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
