//! The `parlor` binary: parse the command line, load the configuration, pick a front end.

use clap::{Parser, Subcommand, ValueEnum};
use parlor::app::{App, Clock};
use parlor::config::Config;
use parlor::engine::cards::DeckKind;
use parlor::engine::hand_eval::{Category, count_categories};
use parlor::engine::video_poker::MAX_BET;
use parlor::store::Store;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "parlor",
    version,
    about = "A Discord game parlor: video poker, chips, leaderboards."
)]
struct Cli {
    /// Configuration file (default: ./config.toml if present, else built-in defaults).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Run the bot on Discord's gateway (needs discord.token or DISCORD_TOKEN).
    Run,
    /// Serve the HTTP interactions endpoint (needs discord.public_key).
    Serve {
        /// Address to listen on; put a TLS reverse proxy in front of it.
        #[arg(long, default_value = "127.0.0.1:8080")]
        listen: std::net::SocketAddr,
    },
    /// Register the slash commands with Discord, globally or in one server.
    Register {
        /// Register in this server only (shows up at once; for testing).
        #[arg(long)]
        guild: Option<u64>,
    },
    /// The terminal table: play through the same app layer, no Discord needed.
    Play {
        /// Print each reply as the interaction-response JSON Discord would receive.
        #[arg(long)]
        json: bool,
        /// Seed the shuffles, so a script replays the same cards.
        #[arg(long)]
        seed: Option<u64>,
        /// SQLite database file (default: parlor-play.db, the terminal table's own, never
        /// the bot's).
        #[arg(long)]
        db: Option<String>,
    },
    /// Check the database's invariants: the ledger adds up to the balances, no balance is
    /// negative, every bet is settled once, every open game's state reads. One line per
    /// finding; the exit status is non-zero if any remains.
    Check {
        /// Close games whose state cannot be read, giving back their unsettled bets.
        #[arg(long)]
        repair: bool,
        /// SQLite database file (default: the configured database).
        #[arg(long)]
        db: Option<String>,
    },
    /// Measure: `bench interactions` drives `parlor serve` with simulated members.
    Bench {
        #[command(subcommand)]
        what: BenchWhat,
    },
    /// Engine analyses.
    Analyze {
        #[command(subcommand)]
        what: Analysis,
    },
    /// Play many games with a computer strategy and summarise the scores.
    Simulate {
        #[command(subcommand)]
        what: Simulation,
    },
    /// Solve a puzzle: a peg-solitaire position, or a Cascade board from a file.
    Solve {
        #[command(subcommand)]
        what: Puzzle,
    },
}

#[derive(Subcommand)]
enum Puzzle {
    /// A one-peg solution, one jump a line (`d2-d4`), or the proof that none exists.
    Solitaire {
        /// english or french.
        #[arg(long, default_value = "english")]
        board: String,
        /// The position to solve from (7 rows split by `/`, `o` a peg, `.` an empty hole);
        /// the board's start unless given.
        #[arg(long)]
        from: Option<String>,
        /// Instead of solving, build the English table of crowded positions (about 25 s and
        /// 340 MB in a release build) and write it here: `crates/rules/src/solitaire/english.table`
        /// is this file.
        #[arg(long, conflicts_with_all = ["from"])]
        write_table: Option<std::path::PathBuf>,
    },
    /// The best sequence found within the time: one cell of each removed group a line.
    Cascade {
        /// A text file: one line per row, top row first, colours as digits 0-4.
        #[arg(long)]
        board: std::path::PathBuf,
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

#[derive(Subcommand)]
enum Simulation {
    /// Solitaire Yahtzee games: mean, standard deviation, median, min, max, upper-bonus rate.
    Yahtzee {
        #[arg(long, value_enum, default_value = "expert")]
        strategy: Strategy,
        #[arg(long, default_value_t = 10_000)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Computer-only draw-poker tables: each seat's net chips, showdowns by category, and
    /// the check that the table's chips are unchanged.
    Poker {
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
    },
    /// Seeded Cascade boards played by a greedy largest-group player and by Parlor's
    /// search: each board's two scores, the totals, the time.
    Cascade {
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
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Opponent {
    Seed,
}

#[derive(Clone, Copy, ValueEnum)]
enum Strategy {
    Casual,
    Expert,
}

#[derive(Subcommand)]
enum BenchWhat {
    /// Simulated members play real games against `parlor serve` over loopback, with signed
    /// requests; prints committed clicks per second, latency, errors and the server's peak
    /// memory.
    Interactions {
        /// Members playing at once.
        #[arg(long, default_value_t = 100)]
        users: usize,
        /// How long the load runs.
        #[arg(long, default_value_t = 30)]
        seconds: u64,
        /// A running `parlor serve` (its base URL); without it, one is started on a
        /// temporary database.
        #[arg(long)]
        url: Option<String>,
        /// With --url: the signing key, 64 hex digits, whose public half the server checks
        /// (or PARLOR_BENCH_KEY).
        #[arg(long)]
        key: Option<String>,
        /// Seeds the members' choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Requests a second the members send together, each on a steady schedule;
        /// without it, each member sends as soon as its last answer came.
        #[arg(long)]
        rate: Option<f64>,
        /// One more member beside the others, pressing Hint on a 26x26 Cascade board and on
        /// the crowded French solitaire board as fast as answers come; its hints are
        /// reported apart, and the others' latency without its requests.
        #[arg(long)]
        hinter: bool,
    },
}

#[derive(Subcommand)]
enum Analysis {
    /// Evaluate every five-card hand of a deck and count each category.
    Hands {
        #[arg(long, value_enum, default_value = "52")]
        deck: Deck,
    },
    /// Build the Yahtzee expert's table: the expected score of an empty scorecard under
    /// optimal play, and the time.
    Yahtzee,
    /// The exact return of a pay table under perfect play, and the probability of each
    /// final hand.
    Paytable {
        /// A table's name, or its pays per chip at the 5-chip bet written out:
        /// "RF,SF,4K,FH,FL,ST,3K,2P,PAIR" such as "800,50,25,9,6,4,3,2,1" (default: every
        /// configured table).
        name: Option<String>,
        /// The lowest paying pair: jacks, tens, queens... (default: jacks for a table
        /// written out without `/pair`, the table's own for a named one; applies to every
        /// configured table when no table is named).
        #[arg(long)]
        min_pair: Option<String>,
        /// Bet size, 1 to 5 (the royal flush pays its jackpot at 5).
        #[arg(long, default_value_t = MAX_BET)]
        bet: u32,
    },
    /// The exact expected return of all 32 holds of a dealt hand, best first.
    Hand {
        /// Five cards, rank then suit: "AS KS QS JS 9H" (T for ten; suits C, D, H, S).
        hand: String,
        /// A table's name, or its pays written out as for `analyze paytable`.
        #[arg(long, default_value = "jacks-9-6")]
        paytable: String,
        /// The lowest paying pair, as for `analyze paytable`.
        #[arg(long)]
        min_pair: Option<String>,
        /// Bet size, 1 to 5.
        #[arg(long, default_value_t = MAX_BET)]
        bet: u32,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Deck {
    #[value(name = "52")]
    Full,
    #[value(name = "24")]
    Short,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // A report piped into `head` ends quietly when the reader leaves, as other tools do,
    // rather than panicking on the closed pipe. Only the reports: a server keeps ignoring
    // the signal, so that a closed pipe never ends it.
    #[cfg(unix)]
    if matches!(
        cli.command,
        Commands::Analyze { .. } | Commands::Simulate { .. } | Commands::Solve { .. }
    ) {
        // SAFETY: restoring the default action of one signal, before any thread starts.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            say(&format!("parlor: {message}"));
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<(), String> {
    let config = Config::load(cli.config.as_deref()).map_err(|e| e.to_string())?;
    match cli.command {
        Commands::Analyze { what } => analyze(what, &config),
        Commands::Simulate {
            what:
                Simulation::Yahtzee {
                    strategy,
                    games,
                    seed,
                },
        } => simulate_yahtzee(strategy, games, seed, &config),
        Commands::Simulate {
            what:
                Simulation::Poker {
                    deck,
                    players,
                    hands,
                    seed,
                    opponent,
                },
        } => simulate_poker(deck, players, hands, seed, opponent.is_some()),
        Commands::Simulate {
            what:
                Simulation::Cascade {
                    size,
                    colours,
                    boards,
                    seed,
                    seconds,
                },
        } => parlor::puzzle_tools::simulate_cascade(
            &size,
            colours,
            boards,
            seed,
            seconds,
            &mut |line| println!("{line}"),
        )
        .map(|_| ()),
        Commands::Solve {
            what:
                Puzzle::Solitaire {
                    write_table: Some(path),
                    board,
                    ..
                },
        } => parlor::puzzle_tools::write_solitaire_table(&board, &path, &mut |line| {
            println!("{line}")
        }),
        Commands::Solve {
            what: Puzzle::Solitaire { board, from, .. },
        } => parlor::puzzle_tools::solve_solitaire(&board, from.as_deref(), &mut |line| {
            println!("{line}")
        })
        .map(|_| ()),
        Commands::Solve {
            what:
                Puzzle::Cascade {
                    board,
                    seconds,
                    seed,
                },
        } => {
            let text = std::fs::read_to_string(&board)
                .map_err(|e| format!("reading {}: {e}", board.display()))?;
            parlor::puzzle_tools::solve_cascade(&text, seconds, seed, &mut |line| {
                println!("{line}")
            })
            .map(|_| ())
        }
        Commands::Run => on_runtime(async {
            config.token().map_err(|e| e.to_string())?;
            let _logging = init_logging("info");
            let app = Arc::new(open_app(&config, &config.database.url, None).await?);
            parlor::discord::run(app, &config)
                .await
                .map_err(|e| e.to_string())
        }),
        Commands::Serve { listen } => on_runtime(async {
            parlor::discord::http::check_config(&config)?;
            let _logging = init_logging("info");
            let app = Arc::new(open_app(&config, &config.database.url, None).await?);
            parlor::discord::serve(app, &config, listen)
                .await
                .map_err(|e| e.to_string())
        }),
        Commands::Register { guild } => on_runtime(async {
            let _logging = init_logging("warn");
            let done = parlor::discord::register(&config, guild)
                .await
                .map_err(|e| e.to_string())?;
            println!("{done}");
            Ok(())
        }),
        Commands::Bench {
            what:
                BenchWhat::Interactions {
                    users,
                    seconds,
                    url,
                    key,
                    seed,
                    rate,
                    hinter,
                },
        } => on_runtime(async {
            if !(1..=10_000).contains(&users) || !(1..=3600).contains(&seconds) {
                return Err("--users is 1 to 10000 and --seconds 1 to 3600".into());
            }
            let binary = std::env::current_exe()
                .map_err(|e| format!("cannot find this program to start a server: {e}"))?;
            let options = parlor::bench::Options {
                users,
                duration: std::time::Duration::from_secs(seconds),
                url,
                key: key.or_else(|| std::env::var("PARLOR_BENCH_KEY").ok()),
                seed,
                rate: rate.filter(|r| r.is_finite() && *r > 0.0),
                hinter,
            };
            let report = parlor::bench::run(&binary, &options).await?;
            print!("{report}");
            Ok(())
        }),
        Commands::Check { repair, db } => on_runtime(async {
            let _logging = init_logging("warn");
            let url = database_url(&config, db);
            let app = open_app(&config, &url, None).await?;
            let result = check(&app, repair).await;
            app.store().close().await;
            result
        }),
        Commands::Play { json, seed, db } => on_runtime(async {
            let _logging = init_logging("warn");
            let chosen = db.is_some();
            let db = db.or_else(|| Some(parlor::play::DEFAULT_DB.to_string()));
            let url = database_url(&config, db);
            if !chosen {
                say(&format!(
                    "The terminal table's chips are kept in {} (its own; --db FILE for another).",
                    parlor::play::DEFAULT_DB
                ));
            }
            let app = Arc::new(open_app(&config, &url, seed).await?);
            app.warm_tables();
            let colour = !json && std::io::stdout().is_terminal();
            let interactive = std::io::stdin().is_terminal() && !json;
            // Line editing draws on the terminal: only when both ends are one.
            let editing = interactive && std::io::stdout().is_terminal();
            if !interactive {
                // A script replays the same with the same seed: the expert plays from its
                // table from the first line, not casually while the table loads, and a
                // video-poker hint or review does not depend on how fast the hands count.
                let waited = std::time::Instant::now();
                while !app.tables_ready().iter().all(|(_, ready)| *ready)
                    && waited.elapsed() < std::time::Duration::from_secs(60)
                {
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                }
            }
            let mut table = parlor::play::Table::new(app, json, colour);
            if interactive {
                say(
                    "Parlor terminal table. Type /help for Parlor's commands, help for the table's own, quit to leave.",
                );
            }
            // Not locked for the session: the line editor writes to the same terminal from
            // its own thread.
            let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
            let edited = editing
                && table
                    .run_interactive(&mut out, &mut err)
                    .await
                    .map_err(|e| e.to_string())?;
            if !edited {
                let prompt = interactive.then_some("> ");
                table
                    .run(std::io::stdin().lock(), &mut out, &mut err, prompt)
                    .await
                    .map_err(|e| e.to_string())?;
            }
            table.app().store().close().await;
            Ok(())
        }),
    }
}

/// `--db PATH` (a file or a `sqlite:` URL), else the configured database.
fn database_url(config: &Config, db: Option<String>) -> String {
    match db {
        Some(path) if path.starts_with("sqlite:") => path,
        Some(path) => format!("sqlite://{path}"),
        None => config.database.url.clone(),
    }
}

/// `parlor check`: prints one line per finding (and per repair); fails if any remains.
async fn check(app: &App, repair: bool) -> Result<(), String> {
    let mut findings = app.check().await.map_err(|e| e.to_string())?;
    for finding in &findings {
        println!("{finding}");
    }
    if repair && !findings.is_empty() {
        for done in app.repair(&findings).await.map_err(|e| e.to_string())? {
            println!("repaired: {done}");
        }
        findings = app.check().await.map_err(|e| e.to_string())?;
        for finding in &findings {
            println!("still: {finding}");
        }
    }
    if findings.is_empty() {
        println!("ok: every invariant holds");
        Ok(())
    } else {
        Err(format!("{} invariant(s) broken", findings.len()))
    }
}

/// Runs `work` on a multi-threaded runtime. On the way out, background computations (pay
/// table returns) are not waited for longer than a second.
fn on_runtime(work: impl std::future::Future<Output = Result<(), String>>) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    let result = runtime.block_on(work);
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    result
}

/// Logs to stderr without ever stopping the program: lines are written by a background
/// thread (dropped, not waited for, if stderr cannot keep up), and a stderr that is full or
/// closed is ignored. Keep the guard until the end, so the last lines are written.
fn init_logging(default: &str) -> tracing_appender::non_blocking::WorkerGuard {
    let filter = tracing_subscriber::EnvFilter::try_from_env("PARLOR_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    let (writer, guard) = tracing_appender::non_blocking::NonBlockingBuilder::default()
        .lossy(true)
        .finish(QuietStderr);
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(writer)
        .log_internal_errors(false)
        .try_init();
    guard
}

/// stderr, where a failed write is a lost line, never an error.
struct QuietStderr;

impl std::io::Write for QuietStderr {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let _ = std::io::stderr().write_all(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let _ = std::io::stderr().flush();
        Ok(())
    }
}

/// A line on stderr for the person at the terminal; never a panic if stderr is gone.
fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}

async fn open_app(config: &Config, url: &str, seed: Option<u64>) -> Result<App, String> {
    if !url.starts_with("sqlite:") {
        let scheme = url.split(':').next().unwrap_or(url);
        return Err(format!(
            "database {scheme}:…: only SQLite is supported for now (database.url = \"sqlite://parlor.db\")"
        ));
    }
    let busy = std::time::Duration::from_millis(config.database.busy_timeout_ms);
    let store = Store::open_with(url, busy)
        .await
        .map_err(|e| format!("database {url}: {e}"))?;
    // Found now, not at the first player's click: the database takes writes.
    store
        .health(Clock::system().now(), busy)
        .await
        .map_err(|e| format!("database {url} cannot be written: {e}"))?;
    Ok(App::new(
        store,
        Arc::new(config.clone()),
        Arc::new(Clock::system()),
        seed,
    ))
}

fn simulate_yahtzee(
    strategy: Strategy,
    games: usize,
    seed: u64,
    config: &Config,
) -> Result<(), String> {
    use parlor::engine::yahtzee::simulate::simulate;
    if !(1..=10_000_000).contains(&games) {
        return Err("--games is 1 to 10000000".into());
    }
    let (level, table) = match strategy {
        Strategy::Casual => (parlor::engine::game::Level::Casual, None),
        Strategy::Expert => {
            let path = parlor::games::yahtzee::cache_path(&config.database.url);
            let (table, source, took) = parlor::games::yahtzee::load_or_build(path.as_deref());
            println!(
                "expert table {} in {:.1} ms",
                match source {
                    parlor::games::yahtzee::Source::Loaded => "loaded",
                    parlor::games::yahtzee::Source::Built => "built",
                },
                took.as_secs_f64() * 1000.0
            );
            (parlor::engine::game::Level::Expert, Some(table))
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

fn simulate_poker(
    deck: u8,
    players: usize,
    hands: u64,
    seed: u64,
    seed_opponents: bool,
) -> Result<(), String> {
    use parlor::engine::cards::DeckKind;
    use parlor::engine::draw_poker::computer::Style;
    use parlor::engine::draw_poker::simulate::{SimConfig, simulate};
    let deck = match deck {
        52 => DeckKind::Standard52,
        24 => DeckKind::Short24,
        _ => return Err("--deck is 52 or 24".into()),
    };
    let range = parlor::engine::draw_poker::seat_range(deck);
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
        parlor::engine::draw_poker::simulate::stack_for(1)
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

fn analyze(what: Analysis, config: &Config) -> Result<(), String> {
    match what {
        Analysis::Yahtzee => {
            use parlor::engine::yahtzee::expert::ExpertTable;
            let started = std::time::Instant::now();
            let table = ExpertTable::build();
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
        Analysis::Hands { deck } => {
            let deck = match deck {
                Deck::Full => DeckKind::Standard52,
                Deck::Short => DeckKind::Short24,
            };
            let counts = count_categories(deck);
            for category in Category::ranked(deck) {
                println!("{} {}", category.slug(), counts.get(category));
            }
            println!("total {}", counts.total);
            let seconds = counts.elapsed.as_secs_f64();
            println!(
                "time {:.3} s ({:.1} million hands per second)",
                seconds,
                counts.total as f64 / seconds / 1e6
            );
            Ok(())
        }
        Analysis::Paytable {
            name,
            min_pair,
            bet,
        } => {
            let known = config.pay_tables();
            let tables = match name {
                Some(spec) => vec![parlor::video_poker_tools::resolve_table(
                    &spec,
                    min_pair.as_deref(),
                    &known,
                )?],
                // --min-pair applies to every configured table.
                None => {
                    let rank = parlor::video_poker_tools::parse_min_pair(min_pair.as_deref())?;
                    known
                        .into_iter()
                        .map(|mut table| {
                            table.min_pair = rank.unwrap_or(table.min_pair);
                            table
                        })
                        .collect()
                }
            };
            for table in tables {
                parlor::video_poker_tools::analyze_paytable(&table, bet, &mut |line| {
                    println!("{line}")
                })?;
            }
            Ok(())
        }
        Analysis::Hand {
            hand,
            paytable,
            min_pair,
            bet,
        } => {
            let table = parlor::video_poker_tools::resolve_table(
                &paytable,
                min_pair.as_deref(),
                &config.pay_tables(),
            )?;
            parlor::video_poker_tools::analyze_hand(&hand, &table, bet, &mut |line| {
                println!("{line}")
            })?;
            Ok(())
        }
    }
}
