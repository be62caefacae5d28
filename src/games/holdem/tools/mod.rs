//! Hold'em's command-line tools: `parlor analyze holdem equity`, exact equities by every
//! board; `parlor analyze holdem pushfold`, the short stacks' jam-or-fold equilibrium
//! (`tools::pushfold`); `parlor analyze holdem lbr`, the expert against a local best response
//! (`tools::lbr`); and `parlor simulate holdem`, the expert's duplicate matches.

mod lbr;
mod pushfold;

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
            "Hold'em's analyses: `equity` (exact, by every board), `pushfold` (the short stacks' equilibrium), `lbr` (a local best response against the expert).",
            run_analyze,
        ),
        Tool::new::<SimulateArgs>(
            "simulate",
            "holdem",
            "The expert heads-up against `--against always-fold,maniac,nit,station,casual` (duplicate deals from 100 big blinds, mbb/hand with a 95 % interval), or six-handed among a mix (`ring`).",
            run_simulate,
        ),
    ]
}

#[derive(clap::Args)]
struct AnalyzeArgs {
    #[command(subcommand)]
    what: Analysis,
}

#[derive(clap::Subcommand)]
enum Analysis {
    /// Exact equities: every board that completes the cards known.
    Equity(EquityArgs),
    /// Heads-up jam-or-fold at a short stack: the equilibrium's ranges and exploitability.
    Pushfold(pushfold::PushfoldArgs),
    /// A local best response against the expert, heads-up from 200 big blinds.
    Lbr(lbr::LbrArgs),
}

#[derive(clap::Args)]
struct EquityArgs {
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
    let AnalyzeArgs { what } = tool_args(matches)?;
    match what {
        Analysis::Equity(args) => run_equity(args),
        Analysis::Pushfold(args) => pushfold::run(args),
        Analysis::Lbr(args) => lbr::run(args),
    }
}

fn run_equity(EquityArgs { hands, board }: EquityArgs) -> Result<(), String> {
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
    /// The opponents, heads-up (each in turn; all five when not given), or `ring` for a
    /// six-handed table of the expert among a mix.
    #[arg(long, value_delimiter = ',')]
    against: Vec<String>,
}

/// The opponents `--against` names.
const OPPONENTS: [(&str, Style); 5] = [
    ("always-fold", Style::AlwaysFold),
    ("maniac", Style::Maniac),
    ("nit", Style::Nit),
    ("station", Style::Station),
    ("casual", Style::Casual),
];

fn run_simulate(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let SimulateArgs {
        hands,
        seed,
        against,
    } = tool_args(matches)?;
    if !(2..=10_000_000).contains(&hands) {
        return Err("--hands is 2 to 10000000".into());
    }
    let names = if against.is_empty() {
        OPPONENTS.iter().map(|(name, _)| name.to_string()).collect()
    } else {
        against
    };
    let started = std::time::Instant::now();
    let mut kept = true;
    for name in &names {
        if name == "ring" {
            kept &= print_ring(hands, seed);
            continue;
        }
        let Some(&(_, opponent)) = OPPONENTS.iter().find(|(n, _)| n == name) else {
            return Err(format!(
                "{name}: --against is always-fold, maniac, nit, station, casual or ring"
            ));
        };
        let report = run(Match {
            opponent,
            deals: hands / 2,
            seed,
        });
        kept &= report.chips_before == report.chips_after;
        println!(
            "the expert against {name}, heads-up, {} hands (each deal twice, the seats swapped), 100 big blinds each hand, seed {seed}: {:+.1} mbb/hand (95 % interval ±{:.1}), decisions p99 {:.2} ms",
            report.hands,
            report.bb_per_100 * 10.0,
            report.interval * 10.0,
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

/// The six-handed ring: each seat's big blinds per 100 hands. Whether the chips were kept.
fn print_ring(hands: u64, seed: u64) -> bool {
    use crate::engine::holdem::simulate::{SIX_RING, ring};
    let report = ring(&SIX_RING, hands, seed);
    println!(
        "six-handed, {} hands, 100 big blinds each hand, the button moving a seat a hand, seed {seed}:",
        report.hands
    );
    for (seat, style) in SIX_RING.iter().enumerate() {
        println!(
            "  seat {} {:<12} {:+.1} bb/100 (95 % interval ±{:.1})",
            seat + 1,
            format!("{style:?}").to_lowercase(),
            report.bb_per_100[seat],
            report.interval[seat]
        );
    }
    println!(
        "  the experts' decisions p99 {:.2} ms",
        crate::engine::holdem::simulate::quantile(&report.expert_decisions, 0.99).as_secs_f64()
            * 1000.0
    );
    report.chips_kept
}
