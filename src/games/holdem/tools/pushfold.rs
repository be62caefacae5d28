//! `parlor analyze holdem pushfold --stack B`: heads-up jam-or-fold at a short stack, the
//! equilibrium's two ranges as charts, the small blind's share and the exploitability.
//! `--write-equities PATH` works out the class pairs' equities the module keeps.

use crate::engine::holdem::pushfold::{self, Chart, Class, matchup};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(clap::Args)]
pub struct PushfoldArgs {
    /// Each player's stack, in big blinds: more than 0, at most 25, need not be whole.
    #[arg(long, required_unless_present = "write_equities")]
    stack: Option<f64>,
    /// Works out every class pair's equity (every distinct matchup over every board, about
    /// 5 minutes in a release build) and writes the table to this file.
    #[arg(long, conflicts_with = "stack")]
    write_equities: Option<PathBuf>,
}

pub fn run(args: PushfoldArgs) -> Result<(), String> {
    match (args.write_equities, args.stack) {
        (Some(path), _) => write_equities(&path),
        (None, Some(stack)) => print_chart(stack),
        (None, None) => Err("--stack B or --write-equities PATH".into()),
    }
}

/// Solves the game at `stack` and prints both ranges, the share jammed, the
/// exploitability and the time.
fn print_chart(stack: f64) -> Result<(), String> {
    if !(stack > 0.0 && stack <= pushfold::MAX_STACK) {
        return Err(format!(
            "--stack is more than 0 and at most {} big blinds, not {stack}",
            pushfold::MAX_STACK
        ));
    }
    // The kept equities are read first: the time is the solve's.
    pushfold::equities();
    let started = Instant::now();
    let chart = Chart::solve(stack).map_err(|e| e.to_string())?;
    let took = started.elapsed();
    println!("heads-up jam or fold, {stack} big blinds each, no antes");
    println!();
    println!("the small blind jams:");
    print_range(|class| chart.jam_class(class));
    println!();
    println!("the big blind calls a jam with:");
    print_range(|class| chart.call_class(class));
    println!();
    println!(
        "small blind jams {:.1} % of hands",
        chart.jam_share() * 100.0
    );
    println!(
        "big blind calls {:.1} % of hands",
        chart.call_share() * 100.0
    );
    println!("small blind wins {:+.4} bb/hand", chart.value());
    println!("exploitability {:.5} mbb/hand", chart.exploitability_mbb());
    println!(
        "time {:.1} ms ({} CFR+ rounds)",
        took.as_secs_f64() * 1000.0,
        chart.rounds()
    );
    Ok(())
}

/// A range as poker charts draw it: the aces' row and column first, pairs on the
/// diagonal, suited hands above it and offsuit below. A class always played shows its
/// name, one never played a dot, one played some of the time its percentage.
fn print_range(chance: impl Fn(Class) -> f64) {
    const RANKS: [&str; 13] = [
        "A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2",
    ];
    let header: String = RANKS.iter().map(|r| format!("{r:>5}")).collect();
    println!("  {header}");
    for (row, rank) in RANKS.iter().enumerate() {
        let cells: String = (0..13)
            .filter_map(|column| Class::at(row, column))
            .map(|class| format!("{:>5}", cell(class, chance(class))))
            .collect();
        println!("{rank:>2}{cells}");
    }
}

/// A chart's cell: the class's name, a dot, or the percentage it is played.
fn cell(class: Class, chance: f64) -> String {
    let percent = (chance * 100.0).round();
    if percent >= 100.0 {
        class.to_string()
    } else if percent <= 0.0 {
        ".".into()
    } else {
        format!("{percent:.0}%")
    }
}

/// Enumerates every distinct matchup and writes the table, saying how far it has got.
fn write_equities(path: &Path) -> Result<(), String> {
    let started = Instant::now();
    let mut last_said = 0;
    let equities = matchup::compute(|done, total| {
        let percent = done * 100 / total;
        if percent != last_said || done == total {
            last_said = percent;
            eprintln!(
                "{done} of {total} matchups, {:.0} s",
                started.elapsed().as_secs_f64()
            );
        }
    });
    let bytes = equities
        .to_bytes()
        .ok_or("a class pair's sum is too large for the file")?;
    std::fs::write(path, &bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    println!(
        "{} bytes written to {} in {:.1} s",
        bytes.len(),
        path.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
