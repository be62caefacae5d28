//! Hold'em's command-line tools: `parlor analyze holdem equity`, exact equities by every
//! board, and `parlor simulate holdem`, the expert's duplicate matches.

use crate::config::Config;
use crate::engine::cards::Card;
use crate::engine::holdem::computer::Style;
use crate::engine::holdem::simulate::{Match, run};
use crate::engine::holdem::{Fraction, equity};
use crate::games::{Tool, tool_args};

/// `parlor analyze holdem`, `parlor simulate holdem`.
pub fn tools() -> Vec<Tool> {
    vec![
        Tool::new::<AnalyzeArgs>(
            "analyze",
            "holdem",
            "Exact Hold'em equities: `equity \"AH AD\" \"KS KC\" [--board \"2C 7D 9H\"]` enumerates every board.",
            run_analyze,
        ),
        Tool::new::<SimulateArgs>(
            "simulate",
            "holdem",
            "The expert heads-up against the casual computer and a calling station: duplicate deals from 100 big blinds, bb/100 with a 95 % interval.",
            run_simulate,
        ),
    ]
}

#[derive(clap::Args)]
struct AnalyzeArgs {
    /// `equity`.
    what: String,
    /// Two to nine hands of two cards each ("AH AD").
    #[arg(num_args = 2..=9, required = true)]
    hands: Vec<String>,
    /// The board so far: none, or three to five cards.
    #[arg(long, default_value = "")]
    board: String,
}

/// Cards written as text ("AH KD 10C"), each once.
fn parse_cards(text: &str) -> Result<Vec<Card>, String> {
    text.split_whitespace()
        .map(|c| Card::parse(c).ok_or_else(|| format!("{c} is not a card (AH, 10C, 7D…)")))
        .collect()
}

fn run_analyze(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let AnalyzeArgs { what, hands, board } = tool_args(matches)?;
    if what != "equity" {
        return Err(format!("{what}: the analysis is `equity`"));
    }
    let hands: Vec<[Card; 2]> = hands
        .iter()
        .map(|h| {
            let cards = parse_cards(h)?;
            <[Card; 2]>::try_from(cards).map_err(|_| format!("\"{h}\" is not two cards"))
        })
        .collect::<Result<_, _>>()?;
    let board = parse_cards(&board)?;
    if !matches!(board.len(), 0 | 3..=5) {
        return Err("--board is three to five cards, or none".into());
    }
    // The evaluator's tables are built first: the time is the enumeration's.
    crate::engine::holdem::eval::tables();
    let started = std::time::Instant::now();
    let result = equity(&hands, &board).map_err(|e| e.to_string())?;
    let took = started.elapsed();
    println!(
        "{} boards enumerated{}",
        result.boards,
        if board.is_empty() {
            String::new()
        } else {
            format!(" after {}", crate::view::format::cards_text(&board))
        }
    );
    for (i, hand) in hands.iter().enumerate() {
        let share: Fraction = result.shares[i];
        println!(
            "{:<8} {:>7} %   wins {:>10}   exact {}",
            crate::view::format::cards_text(hand),
            share.percent(),
            result.wins[i],
            share
        );
    }
    println!("time {:.3} ms", took.as_secs_f64() * 1000.0);
    Ok(())
}

#[derive(clap::Args)]
struct SimulateArgs {
    /// Hands in each match: every deal is played twice, the seats swapped.
    #[arg(long, default_value_t = 20_000)]
    hands: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn run_simulate(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let SimulateArgs { hands, seed } = tool_args(matches)?;
    if !(2..=10_000_000).contains(&hands) {
        return Err("--hands is 2 to 10000000".into());
    }
    let started = std::time::Instant::now();
    println!(
        "the expert heads-up, {} hands a match ({} deals, each played twice with the seats swapped), 100 big blinds each hand, seed {seed}",
        hands / 2 * 2,
        hands / 2
    );
    let mut kept = true;
    for (opponent, name) in [
        (Style::Casual, "casual"),
        (Style::Station, "calling station"),
    ] {
        let report = run(Match {
            opponent,
            deals: hands / 2,
            seed,
        });
        kept &= report.chips_before == report.chips_after;
        println!(
            "against the {name:<16} {:+.1} bb/100 (95 % interval ±{:.1})   decisions p99 {:.2} ms",
            report.bb_per_100,
            report.interval,
            report.decision_quantile(0.99).as_secs_f64() * 1000.0
        );
    }
    println!("time {:.1} s", started.elapsed().as_secs_f64());
    if kept {
        Ok(())
    } else {
        Err("chips were not conserved".into())
    }
}
