//! Yahtzee's command-line tools: `parlor analyze yahtzee` (the expert's table built, its
//! expected score and its time) and `parlor simulate yahtzee` (many solo games by a
//! computer strategy).

use crate::config::Config;
use crate::games::{Tool, tool_args};

/// `parlor analyze yahtzee` and `parlor simulate yahtzee`.
pub fn tools() -> Vec<Tool> {
    vec![
        Tool::new::<AnalyzeArgs>(
            "analyze",
            "yahtzee",
            "Build the Yahtzee expert's table: the expected score of an empty scorecard under optimal play, and the time.",
            run_analyze,
        ),
        Tool::new::<SimulateArgs>(
            "simulate",
            "yahtzee",
            "Solo Yahtzee games: mean, standard deviation, median, min, max, upper-bonus rate.",
            run_simulate,
        ),
    ]
}

#[derive(clap::Args)]
struct AnalyzeArgs {}

#[derive(clap::Args)]
struct SimulateArgs {
    #[arg(long, value_enum, default_value = "expert")]
    strategy: Strategy,
    #[arg(long, default_value_t = 10_000)]
    games: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Strategy {
    Casual,
    Expert,
}

fn run_analyze(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let AnalyzeArgs {} = tool_args(matches)?;
    use crate::engine::yahtzee::expert::ExpertTable;
    let started = std::time::Instant::now();
    let table = ExpertTable::build(&crate::games::Threads);
    let built = started.elapsed();
    let bytes = table.to_bytes();
    let started = std::time::Instant::now();
    let loaded = ExpertTable::from_bytes(&bytes).map_err(|e| e.to_string())?;
    let load = started.elapsed();
    println!(
        "expected score of an empty scorecard {:.4}",
        loaded.expected_start()
    );
    println!(
        "time {:.3} s to build ({} threads), {:.1} ms to load from its {} bytes, table {} bytes",
        built.as_secs_f64(),
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        load.as_secs_f64() * 1000.0,
        bytes.len(),
        table.memory_bytes()
    );
    Ok(())
}

fn run_simulate(matches: &clap::ArgMatches, config: &Config) -> Result<(), String> {
    let SimulateArgs {
        strategy,
        games,
        seed,
    } = tool_args(matches)?;
    use crate::engine::yahtzee::simulate::simulate;
    if !(1..=10_000_000).contains(&games) {
        return Err("--games is 1 to 10000000".into());
    }
    let (level, table) = match strategy {
        Strategy::Casual => (crate::engine::game::Level::Casual, None),
        Strategy::Expert => {
            let path = super::cache_path(&config.database.url);
            let (table, source, took) = super::load_or_build(path.as_deref());
            println!(
                "expert table {} in {:.1} ms",
                match source {
                    super::Source::Loaded => "loaded",
                    super::Source::Built => "built",
                },
                took.as_secs_f64() * 1000.0
            );
            (crate::engine::game::Level::Expert, Some(table))
        }
    };
    let s = simulate(level, table.as_ref(), games, seed).ok_or("no games to play")?;
    println!(
        "games {} mean {:.2} sd {:.2} median {} min {} max {} upper bonus {:.1} %",
        s.games,
        s.mean,
        s.std_dev,
        s.median,
        s.min,
        s.max,
        s.bonus_rate * 100.0
    );
    println!(
        "time {:.3} s ({:.1} µs a game)",
        s.elapsed.as_secs_f64(),
        s.elapsed.as_secs_f64() * 1e6 / s.games as f64
    );
    Ok(())
}
