//! Draw poker's command-line tool: `parlor simulate poker`, computer-only tables.

use crate::config::Config;
use crate::games::{Tool, tool_args};

/// `parlor simulate poker`.
pub fn tools() -> Vec<Tool> {
    vec![Tool::new::<SimulateArgs>(
        "simulate",
        "poker",
        "Computer-only draw-poker tables: each seat's net chips, showdowns by category, and the check that the table's chips are unchanged.",
        run_simulate,
    )]
}

#[derive(clap::Args)]
struct SimulateArgs {
    /// 52 or 24.
    #[arg(long, default_value_t = 52)]
    deck: u8,
    #[arg(long, default_value_t = 2)]
    players: usize,
    #[arg(long, default_value_t = 10_000)]
    hands: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// `seed`: every other seat plays the seed's strategy (draw by its rule, always call).
    #[arg(long)]
    opponent: Option<Opponent>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Opponent {
    Seed,
}

fn run_simulate(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let SimulateArgs {
        deck,
        players,
        hands,
        seed,
        opponent,
    } = tool_args(matches)?;
    let seed_opponents = opponent.is_some();
    use crate::engine::cards::DeckKind;
    use crate::engine::draw_poker::computer::Style;
    use crate::engine::draw_poker::simulate::{SimConfig, simulate};
    let deck = match deck {
        52 => DeckKind::Standard52,
        24 => DeckKind::Short24,
        _ => return Err("--deck is 52 or 24".into()),
    };
    let range = crate::engine::draw_poker::seat_range(deck);
    if !range.contains(&(players as i64)) {
        return Err(format!(
            "--players is {} to {} with this deck",
            range.start(),
            range.end()
        ));
    }
    if !(1..=10_000_000).contains(&hands) {
        return Err("--hands is 1 to 10000000".into());
    }
    let config = SimConfig {
        deck,
        players,
        hands,
        seed,
        seed_opponents,
        ante: 1,
    };
    let started = std::time::Instant::now();
    let report = simulate(&config);
    let took = started.elapsed();
    println!(
        "{} hands, {} players, {} cards, ante 1, bets 2/4, stacks reset to {} each hand",
        hands,
        players,
        deck.size(),
        crate::engine::draw_poker::simulate::stack_for(1)
    );
    for (seat, style) in report.styles.iter().enumerate() {
        let who = match style {
            Style::Seed => "seed".to_string(),
            Style::Parlor(level) => format!("parlor ({})", level.as_str()),
        };
        println!(
            "seat {} {:<16} net {:>+10} chips  {:>+8.2} small bets / 100 hands",
            seat + 1,
            who,
            report.net[seat],
            report.small_bets_per_100(seat, hands, 2)
        );
    }
    println!(
        "showdowns: {} of {} hands ({:.1} %)",
        report.hands_to_showdown,
        hands,
        report.hands_to_showdown as f64 * 100.0 / hands as f64
    );
    let shown: u64 = report.showdowns.iter().map(|(_, n)| n).sum();
    for (category, n) in &report.showdowns {
        if *n > 0 {
            println!(
                "  {:<16} {:>9}  {:>6.2} %",
                category.slug(),
                n,
                *n as f64 * 100.0 / shown.max(1) as f64
            );
        }
    }
    let unchanged =
        report.chips_before == report.chips_after && report.net.iter().sum::<i64>() == 0;
    println!(
        "total chips {}: {} before the hands, {} after",
        if unchanged { "unchanged" } else { "CHANGED" },
        report.chips_before,
        report.chips_after
    );
    println!(
        "decisions {} · mean {:.3} ms · slowest {:.3} ms · time {:.1} s",
        report.decisions,
        report.decision_time.as_secs_f64() * 1000.0 / report.decisions.max(1) as f64,
        report.slowest_decision.as_secs_f64() * 1000.0,
        took.as_secs_f64()
    );
    if unchanged {
        Ok(())
    } else {
        Err("chips were not conserved".into())
    }
}
