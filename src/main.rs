//! The `parlor` binary: parse the command line, load the configuration, pick a front end.

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use parlor::app::{App, Clock};
use parlor::config::Config;
use parlor::engine::cards::DeckKind;
use parlor::engine::hand_eval::{Category, count_categories};
use parlor::games::{Registry, Tool};
use parlor::store::Store;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "parlor",
    version,
    about = "A Discord game parlor: card, dice and puzzle games, chips, leaderboards."
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
    /// Run the bot on Discord's gateway (needs discord.token or DISCORD_TOKEN), on as many
    /// shards as Discord recommends, or on a range of them.
    Run {
        /// Run only these shards, `3` or `0-3` (with --total-shards), so that several
        /// processes or hosts split the gateway.
        #[arg(long)]
        shards: Option<String>,
        /// The shards of all the processes together (the same in each).
        #[arg(long)]
        total_shards: Option<u32>,
    },
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
        /// Print the exact JSON that would be sent (every command with its names and
        /// descriptions in each language), and call nothing.
        #[arg(long)]
        print: bool,
        /// Then upload Parlor's emojis (`parlor emojis sync`) without asking.
        #[arg(long, conflicts_with = "print")]
        emojis: bool,
    },
    /// The terminal table: play through the same app layer, no Discord needed.
    Play(PlayArgs),
    /// Check the database's invariants: the ledger adds up to the balances, no balance is
    /// negative, every bet is settled once, every open game's state reads, every daily streak
    /// adds up, no member received gifts past the server's cap, every log post is pending,
    /// sent or failed (the first line counts each). One line per finding; the exit status is
    /// non-zero if any remains.
    Check {
        /// Close games whose state cannot be read, giving back their unsettled bets.
        #[arg(long)]
        repair: bool,
        /// Database: a SQLite file or a `sqlite:`/`postgres:` URL (default: the configured
        /// database).
        #[arg(long)]
        db: Option<String>,
    },
    /// Database tools: `db copy` moves everything from one database to another.
    Db {
        #[command(subcommand)]
        what: DbWhat,
    },
    /// Parlor's own emojis: `emojis export DIR` writes every picture, a contact sheet and
    /// an index; `emojis sync` uploads them to the application.
    Emojis {
        #[command(subcommand)]
        what: EmojisWhat,
    },
    /// Measure: `bench interactions` drives `parlor serve` with simulated members.
    Bench {
        #[command(subcommand)]
        what: BenchWhat,
    },
}

#[derive(Subcommand)]
enum EmojisWhat {
    /// Writes every emoji as `<name>.png` into DIR (made if missing), the whole set on one
    /// image as `contact-sheet.png`, and `emojis.txt`: each emoji's name, size and hash.
    Export { dir: std::path::PathBuf },
    /// Uploads Parlor's emojis to the application (the missing ones, and those whose
    /// drawing changed), deletes Parlor's stale ones and nothing else, and keeps the
    /// name-to-id map in the database, where the bot reads it. A second run changes
    /// nothing.
    Sync {
        /// Database: a SQLite file or a `sqlite:`/`postgres:` URL (default: the configured
        /// database, the bot's).
        #[arg(long)]
        db: Option<String>,
    },
}

#[derive(Subcommand)]
enum DbWhat {
    /// Copies every wallet, ledger row, game, seat, result, setting, attempt and recorded
    /// reply into a database that holds nothing yet (`--to postgres://…`), in one
    /// transaction, then compares the two (rows per table, each server's ledger) and runs
    /// `parlor check` on the copy. Stop the bot first; a copy stopped half way leaves the
    /// target empty, and can simply be run again.
    Copy {
        /// The database copied: a SQLite file or a `sqlite:`/`postgres:` URL.
        #[arg(long)]
        from: String,
        /// The database written, which must hold no data.
        #[arg(long)]
        to: String,
    },
}

#[derive(Subcommand)]
enum BenchWhat {
    /// Simulated members play real games against `parlor serve` over loopback, with signed
    /// requests; prints committed clicks per second, latency, errors and the server's peak
    /// memory.
    Interactions(InteractionsArgs),
    /// How the reads grow with the data: `data fill` writes a large server's history,
    /// `data measure` times every read over it.
    Data {
        #[command(subcommand)]
        what: DataWhat,
    },
}

#[derive(Subcommand)]
enum DataWhat {
    /// Fills an empty database with a seeded, realistic history: one server of --members
    /// members (and a tail of smaller servers, about a tenth more), about --ledger ledger
    /// rows, games, results, achievements, limits, exclusions and closed seasons.
    /// `parlor check` passes on it.
    Fill {
        /// Database: a SQLite file or a `sqlite:`/`postgres:` URL.
        #[arg(long)]
        db: String,
        /// Members of the largest server.
        #[arg(long, default_value_t = 10_000)]
        members: u64,
        /// Ledger rows, about, over every server.
        #[arg(long, default_value_t = 200_000)]
        ledger: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Times every read a member or a manager can make over a filled database, through the
    /// app: a line per read, `<read>: p50 X ms, p99 Y ms`, then the database's size.
    Measure {
        /// Database: a SQLite file or a `sqlite:`/`postgres:` URL.
        #[arg(long)]
        db: String,
        /// Times taken of each read.
        #[arg(long, default_value_t = 200)]
        samples: usize,
        /// Seeds which members ask.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Only the reads whose names start so (`leaderboard`, `balance`); given more than
        /// once, any of them.
        #[arg(long)]
        only: Vec<String>,
    },
}

// `parlor play`'s options (its help is the variant's).
#[derive(clap::Args)]
struct PlayArgs {
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
    /// Where the files replies carry (a profile card) are saved (default: beside the
    /// database, parlor-play-attachments for parlor-play.db). Given, each board's picture
    /// in the pictures style is saved there too, as Parlor serves it.
    #[arg(long, value_name = "DIR")]
    attachments: Option<std::path::PathBuf>,
    /// The server's language, and every member's unless `as <name> <locale>` gives
    /// them one: en, fr or pl.
    #[arg(long, value_parser = locale_arg, default_value = "en")]
    locale: parlor::view::Locale,
}

// `parlor bench interactions`' options (its help is the variant's).
#[derive(clap::Args)]
struct InteractionsArgs {
    /// Members playing at once.
    #[arg(long, default_value_t = 100)]
    users: usize,
    /// How long the load runs.
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// A running `parlor serve` (its base URL); given more than once, the members are
    /// spread over the servers in turn. Without it, --replicas servers are started.
    #[arg(long)]
    url: Vec<String>,
    /// With --url: the signing key, 64 hex digits, whose public half the servers check
    /// (or PARLOR_BENCH_KEY).
    #[arg(long)]
    key: Option<String>,
    /// Without --url: how many servers to start, on one database.
    #[arg(long, default_value_t = 1)]
    replicas: usize,
    /// Without --url: the database the started servers share (default: a temporary
    /// SQLite file).
    #[arg(long)]
    database: Option<String>,
    /// Seeds the members' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Requests a second the members send together, each on a steady schedule;
    /// without it, each member sends as soon as its last answer came.
    #[arg(long)]
    rate: Option<f64>,
    /// One more member beside the others, pressing Hint on each game's heaviest board
    /// as fast as answers come; its hints are
    /// reported apart, and the others' latency without its requests.
    #[arg(long)]
    hinter: bool,
    /// Runs the same load this many seconds first, unmeasured, by other members (the
    /// servers' caches, tables and connections warm; the measured members' games start
    /// afresh); without it there is no warm-up.
    #[arg(long, default_value_t = 0)]
    warmup: u64,
}

#[derive(Clone, Copy, ValueEnum)]
enum Deck {
    #[value(name = "52")]
    Full,
    #[value(name = "24")]
    Short,
}

/// The verbs of the command-line tools: the games' own (see `parlor::games::Tool`) and
/// `analyze hands`, the hand evaluator's.
const TOOL_VERBS: [(&str, &str); 3] = [
    ("analyze", "Engine analyses"),
    (
        "simulate",
        "Play many games with a computer strategy and summarise the scores.",
    ),
    ("solve", "Solve a puzzle"),
];

/// Every tool: the games', and `analyze hands`.
fn tools(registry: &Registry) -> Vec<Tool> {
    let mut tools = vec![Tool::new::<HandsArgs>(
        "analyze",
        "hands",
        "Evaluate every five-card hand of a deck and count each category.",
        analyze_hands,
    )];
    tools.extend(registry.tools());
    tools
}

/// The command line: the front ends and the store's commands, then the tools.
fn command_line(tools: &[Tool]) -> clap::Command {
    let mut cli = Cli::command();
    for (verb, about) in TOOL_VERBS {
        let mut sub = clap::Command::new(verb)
            .about(about)
            .subcommand_required(true)
            .arg_required_else_help(true);
        for tool in tools.iter().filter(|t| t.verb == verb) {
            sub = sub.subcommand(tool.command.clone());
        }
        cli = cli.subcommand(sub);
    }
    cli
}

/// mimalloc: a request's many small allocations cost less than with the system's allocator
/// (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    // Every game's declaration, installed below, made once and handed to whatever runs.
    let registry = parlor::app::startup::registry();
    let tools = tools(&registry);
    let matches = command_line(&tools).get_matches();
    let result = match matches.subcommand() {
        Some((verb, sub)) if TOOL_VERBS.iter().any(|(v, _)| *v == verb) => {
            // A report piped into `head` ends quietly when the reader leaves, as other tools
            // do, rather than panicking on the closed pipe. Only the reports: a server keeps
            // ignoring the signal, so that a closed pipe never ends it.
            #[cfg(unix)]
            // SAFETY: restoring the default action of one signal, before any thread starts.
            unsafe {
                libc::signal(libc::SIGPIPE, libc::SIG_DFL);
            }
            run_tool(&tools, verb, sub, matches.get_one::<PathBuf>("config"))
        }
        _ => Cli::from_arg_matches(&matches)
            .map_err(|e| e.to_string())
            .and_then(|cli| run(cli, registry)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            say(&format!("parlor: {message}"));
            ExitCode::FAILURE
        }
    }
}

/// Runs the tool `parlor <verb> <name>`.
fn run_tool(
    tools: &[Tool],
    verb: &str,
    matches: &clap::ArgMatches,
    config: Option<&PathBuf>,
) -> Result<(), String> {
    let config = Config::load(config.map(PathBuf::as_path)).map_err(|e| e.to_string())?;
    let (name, args) = matches.subcommand().ok_or("which tool?")?;
    let tool = tools
        .iter()
        .find(|t| t.verb == verb && t.command.get_name() == name)
        .ok_or_else(|| format!("no tool `{verb} {name}`"))?;
    (tool.run)(args, &config)
}

/// Runs the front end or the store's command the command line names.
fn run(cli: Cli, registry: Arc<Registry>) -> Result<(), String> {
    let config = Config::load(cli.config.as_deref()).map_err(|e| e.to_string())?;
    let registry = &registry;
    let config = &config;
    match cli.command {
        Commands::Run {
            shards,
            total_shards,
        } => on_runtime(run_gateway(registry, config, shards, total_shards)),
        Commands::Serve { listen } => on_runtime(serve(registry, config, listen)),
        Commands::Emojis {
            what: EmojisWhat::Export { dir },
        } => export_emojis(registry, &dir),
        Commands::Emojis {
            what: EmojisWhat::Sync { db },
        } => on_runtime(async {
            let _logging = init_logging("info");
            let store = open_store(config, &database_url(config, db)).await?;
            sync_emojis(registry, config, &store).await
        }),
        Commands::Register { print: true, .. } => print_registration(),
        Commands::Register { guild, emojis, .. } => {
            on_runtime(register(registry, config, guild, emojis))
        }
        Commands::Bench {
            what: BenchWhat::Interactions(args),
        } => on_runtime(bench_interactions(args)),
        Commands::Bench {
            what: BenchWhat::Data { what },
        } => on_runtime(async {
            let _logging = init_logging("warn");
            bench_data(registry, config, what).await
        }),
        Commands::Db {
            what: DbWhat::Copy { from, to },
        } => on_runtime(async {
            let _logging = init_logging("warn");
            let (from, to) = (
                database_url(config, Some(from)),
                database_url(config, Some(to)),
            );
            copy_database(registry, config, &from, &to).await
        }),
        Commands::Check { repair, db } => on_runtime(async {
            let _logging = init_logging("warn");
            let app = open_app(registry, config, &database_url(config, db), None).await?;
            let result = check(&app, repair).await;
            app.store().close().await;
            result
        }),
        Commands::Play(args) => on_runtime(play(registry, config, args)),
    }
}

/// `parlor run`: the bot on Discord's gateway.
async fn run_gateway(
    registry: &Arc<Registry>,
    config: &Config,
    shards: Option<String>,
    total_shards: Option<u32>,
) -> Result<(), String> {
    let plan = parlor::discord::ShardPlan::new(shards.as_deref(), total_shards)
        .map_err(|e| e.to_string())?;
    config.token().map_err(|e| e.to_string())?;
    let _logging = init_logging("info");
    let app = Arc::new(open_app(registry, config, &config.database.url, None).await?);
    parlor::discord::run(app, config, plan)
        .await
        .map_err(|e| e.to_string())
}

/// `parlor serve`: the HTTP interactions endpoint.
async fn serve(
    registry: &Arc<Registry>,
    config: &Config,
    listen: std::net::SocketAddr,
) -> Result<(), String> {
    parlor::discord::http::check_config(config)?;
    let _logging = init_logging("info");
    let app = Arc::new(open_app(registry, config, &config.database.url, None).await?);
    parlor::discord::serve(app, config, listen)
        .await
        .map_err(|e| e.to_string())
}

/// `parlor emojis export DIR`: every emoji, the contact sheet and the index, written.
fn export_emojis(registry: &Registry, dir: &std::path::Path) -> Result<(), String> {
    let emojis = registry.emojis();
    let write = || -> std::io::Result<()> {
        std::fs::create_dir_all(dir)?;
        for emoji in &emojis {
            std::fs::write(dir.join(format!("{}.png", emoji.name)), &emoji.png)?;
        }
        let sheet = parlor::view::emoji::contact_sheet(&emojis);
        std::fs::write(dir.join("contact-sheet.png"), sheet)?;
        std::fs::write(dir.join("emojis.txt"), parlor::view::emoji::index(&emojis))
    };
    write().map_err(|e| format!("cannot write to {}: {e}", dir.display()))?;
    println!(
        "{} emojis and a contact sheet in {}",
        emojis.len(),
        dir.display()
    );
    Ok(())
}

/// `parlor register --print`: the commands' JSON, and no call.
fn print_registration() -> Result<(), String> {
    let body = parlor::discord::registration();
    let text = serde_json::to_string_pretty(&body).map_err(|e| e.to_string())?;
    println!("{text}");
    Ok(())
}

/// `parlor register`: the commands registered, then the emojis offered.
async fn register(
    registry: &Registry,
    config: &Config,
    guild: Option<u64>,
    emojis: bool,
) -> Result<(), String> {
    let _logging = init_logging("warn");
    let done = parlor::discord::register(config, guild)
        .await
        .map_err(|e| e.to_string())?;
    println!("{done}");
    offer_emojis(registry, config, emojis).await
}

/// `parlor bench interactions`: its options checked, the load run, the report printed.
async fn bench_interactions(args: InteractionsArgs) -> Result<(), String> {
    let InteractionsArgs {
        users,
        seconds,
        url,
        key,
        replicas,
        database,
        seed,
        rate,
        hinter,
        warmup,
    } = args;
    if !(1..=10_000).contains(&users) || !(1..=3600).contains(&seconds) {
        return Err("--users is 1 to 10000 and --seconds 1 to 3600".into());
    }
    if !(1..=16).contains(&replicas) {
        return Err("--replicas is 1 to 16".into());
    }
    if warmup > 3600 {
        return Err("--warmup is 0 to 3600 seconds".into());
    }
    if !url.is_empty() && (replicas != 1 || database.is_some()) {
        return Err(
            "--replicas and --database start servers; with --url the servers are yours".into(),
        );
    }
    let binary = std::env::current_exe()
        .map_err(|e| format!("cannot find this program to start a server: {e}"))?;
    let options = parlor::bench::Options {
        users,
        duration: std::time::Duration::from_secs(seconds),
        urls: url,
        key: key.or_else(|| std::env::var("PARLOR_BENCH_KEY").ok()),
        replicas,
        database,
        seed,
        rate: rate.filter(|r| r.is_finite() && *r > 0.0),
        hinter,
        warmup: std::time::Duration::from_secs(warmup),
    };
    let report = parlor::bench::run(&binary, &options).await?;
    print!("{report}");
    Ok(())
}

/// `parlor play`: the terminal table, on its own database unless `--db` names one.
async fn play(registry: &Arc<Registry>, config: &Config, args: PlayArgs) -> Result<(), String> {
    let PlayArgs {
        json,
        seed,
        db,
        attachments,
        locale,
    } = args;
    let _logging = init_logging("warn");
    if db.is_none() {
        say(&parlor::locale::i18n::text(
            locale,
            "play-kept-in",
            &[("file", parlor::play::DEFAULT_DB.into())],
        ));
    }
    let db = db.unwrap_or_else(|| parlor::play::DEFAULT_DB.to_string());
    let save_pictures = attachments.is_some();
    let attachments = attachments.unwrap_or_else(|| parlor::play::attachments_beside(&db));
    let config = &parlor::play::table_config(config);
    let url = database_url(config, Some(db));
    let app = Arc::new(open_app(registry, config, &url, seed).await?);
    app.warm_lookups();
    let interactive = std::io::stdin().is_terminal() && !json;
    if !interactive {
        // A script replays the same with the same seed: every game reads its lookups from
        // the first line, so no answer depends on how fast they load.
        wait_for_lookups(&app, std::time::Duration::from_secs(60)).await;
    }
    let colour = !json && std::io::stdout().is_terminal();
    let table = parlor::play::Table::new(app, json, colour)
        .with_locale(locale)
        .with_attachments(attachments)
        .saving_pictures(save_pictures);
    play_lines(table, locale, interactive).await
}

/// Waits until every game's lookups are ready, or `at_most`.
async fn wait_for_lookups(app: &App, at_most: std::time::Duration) {
    let waited = std::time::Instant::now();
    while !app.lookups_ready().iter().all(|(_, ready)| *ready) && waited.elapsed() < at_most {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// The terminal table's lines: edited on a terminal at both ends, else read as they come.
async fn play_lines(
    mut table: parlor::play::Table,
    locale: parlor::view::Locale,
    interactive: bool,
) -> Result<(), String> {
    // Line editing draws on the terminal: only when both ends are one.
    let editing = interactive && std::io::stdout().is_terminal();
    if interactive {
        say(&parlor::locale::i18n::text(locale, "play-welcome", &[]));
    }
    // Not locked for the session: the line editor writes to the same terminal from its own
    // thread.
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
}

/// `--db PATH` (a file, a `sqlite:` or a `postgres:` URL), else the configured database.
fn database_url(config: &Config, db: Option<String>) -> String {
    match db {
        Some(path) if parlor::store::Backend::of_url(&path).is_some() => path,
        Some(path) => format!("sqlite://{path}"),
        None => config.database.url.clone(),
    }
}

/// `parlor bench data fill` and `measure`.
async fn bench_data(
    registry: &Arc<Registry>,
    config: &Config,
    what: DataWhat,
) -> Result<(), String> {
    use parlor::bench::data;
    match what {
        DataWhat::Fill {
            db,
            members,
            ledger,
            seed,
        } => {
            // A chunk may wait for a checkpoint of the one before: minutes, not seconds.
            let store = Store::open_with(
                &database_url(config, Some(db)),
                std::time::Duration::from_secs(600),
            )
            .await
            .map_err(|e| e.to_string())?;
            let fill = data::Fill {
                members,
                ledger,
                seed,
                now: parlor::bench::unix_now(),
            };
            let started = std::time::Instant::now();
            let mut shown = 0;
            let filled = data::fill(&store, &fill, &config.defaults, |f| {
                if f.ledger >= shown + 1_000_000 {
                    shown = f.ledger;
                    say(&format!(
                        "{} wallets, {} ledger rows ({:.0} s)",
                        f.wallets,
                        f.ledger,
                        started.elapsed().as_secs_f64()
                    ));
                }
            })
            .await
            .map_err(|e| e.to_string())?;
            store.close().await;
            println!(
                "filled in {:.1} s: {} servers, {} wallets, {} ledger rows, {} games, {} results, {} achievements",
                started.elapsed().as_secs_f64(),
                filled.servers,
                filled.wallets,
                filled.ledger,
                filled.games,
                filled.results,
                filled.achievements
            );
            Ok(())
        }
        DataWhat::Measure {
            db,
            samples,
            seed,
            only,
        } => {
            let opening = std::time::Instant::now();
            let app = open_app(registry, config, &database_url(config, Some(db)), None).await?;
            println!(
                "opened in {:.1} s (migrations included)",
                opening.elapsed().as_secs_f64()
            );
            // Each read's line as it is measured; the sizes at the end.
            let mut measured = data::measure(&app, (samples, seed), &only, |line| {
                println!("{line}");
            })
            .await?;
            app.store().close().await;
            let report = data::report(&mut measured);
            for line in report.lines().skip(measured.reads.len()) {
                println!("{line}");
            }
            Ok(())
        }
    }
}

/// `parlor check`: prints one line per finding (and per repair); fails if any remains.
async fn check(app: &App, repair: bool) -> Result<(), String> {
    // The log channels' outbox: what was sent, what waits, what failed for good.
    let outbox = app
        .store()
        .outbox_report()
        .await
        .map_err(|e| e.to_string())?;
    let waiting = match outbox.oldest_pending {
        Some(at) => format!(
            " (the oldest queued {} s ago)",
            (app.clock().now() - at).max(0)
        ),
        None => String::new(),
    };
    println!(
        "outbox: {} sent, {} pending{waiting}, {} failed",
        outbox.sent, outbox.pending, outbox.failed
    );
    let started = std::time::Instant::now();
    let (mut findings, longest) = app.check_timed().await.map_err(|e| e.to_string())?;
    for finding in &findings {
        println!("{finding}");
    }
    println!(
        "checked in {:.1} s, in batches: the longest statement took {:.0} ms",
        started.elapsed().as_secs_f64(),
        longest.as_secs_f64() * 1e3
    );
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

/// `parlor db copy`: the copy, its report, and `parlor check` on the target.
async fn copy_database(
    registry: &Arc<Registry>,
    config: &Config,
    from: &str,
    to: &str,
) -> Result<(), String> {
    use parlor::store::db::without_password;
    if from == to {
        return Err("--from and --to name the same database".into());
    }
    // A SQLite source must exist: opening a missing file would make an empty one. (Opening
    // it migrates it to this release's schema, as starting Parlor on it would.)
    if let Some(path) = from
        .strip_prefix("sqlite://")
        .or_else(|| from.strip_prefix("sqlite:"))
    {
        let path = path.split('?').next().unwrap_or(path);
        if !path.contains(":memory:") && !std::path::Path::new(path).exists() {
            return Err(format!("no database at {path}"));
        }
    }
    let busy = std::time::Duration::from_millis(config.database.busy_timeout_ms);
    let source = Store::open_with(from, busy)
        .await
        .map_err(|e| format!("database {}: {e}", without_password(from)))?;
    let app = open_app(registry, config, to, None).await?;
    let report = source
        .copy_to(app.store())
        .await
        .map_err(|e| format!("copy to {}: {e}", without_password(to)))?;
    source.close().await;
    print!("{report}");
    let result = if report.matches() {
        check(&app, false).await
    } else {
        Err("the copy differs from its source (above); the target holds the copy as it is".into())
    };
    app.store().close().await;
    result?;
    println!(
        "copied {} rows into {}",
        report.tables.iter().map(|(_, read, _)| read).sum::<u64>(),
        without_password(to)
    );
    Ok(())
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

/// `parlor emojis sync`, saying what it did in one line.
async fn sync_emojis(registry: &Registry, config: &Config, store: &Store) -> Result<(), String> {
    let client = parlor::discord::emojis::configured_client(config).map_err(|e| e.to_string())?;
    let set = registry.emojis();
    let report = parlor::discord::emojis::sync(&client, store, &set, Clock::system().now())
        .await
        .map_err(|e| format!("emojis sync stopped (run it again to carry on): {e}"))?;
    println!("{report}");
    Ok(())
}

/// After `parlor register`: syncs Parlor's emojis when asked to (`--emojis`), or offers to
/// when the database's map lacks some of them and someone is at the terminal to answer.
async fn offer_emojis(registry: &Registry, config: &Config, sync: bool) -> Result<(), String> {
    let set = registry.emojis();
    let checked = async {
        let store = open_store(config, &config.database.url).await?;
        let missing = parlor::discord::emojis::out_of_date(&store, &set)
            .await
            .map_err(|e| e.to_string())?;
        Ok::<_, String>((store, missing))
    };
    // The commands are registered: a database out of reach only postpones the emojis.
    let (store, missing) = match checked.await {
        Ok(checked) => checked,
        Err(e) if !sync => {
            println!("Parlor's emojis were not checked ({e}): run `parlor emojis sync`");
            return Ok(());
        }
        Err(e) => return Err(e),
    };
    if sync {
        return sync_emojis(registry, config, &store).await;
    }
    if missing == 0 {
        return Ok(());
    }
    let question = format!(
        "{missing} of Parlor's {} emojis are not uploaded or have changed; upload them now (parlor emojis sync)? [y/N] ",
        set.len()
    );
    if !std::io::stdin().is_terminal() {
        println!("{missing} of Parlor's emojis are not uploaded: run `parlor emojis sync`");
        return Ok(());
    }
    print!("{question}");
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let mut answer = String::new();
    if std::io::stdin().read_line(&mut answer).is_err() {
        return Ok(());
    }
    match answer.trim().to_lowercase().as_str() {
        "y" | "yes" => sync_emojis(registry, config, &store).await,
        _ => {
            println!("later, with `parlor emojis sync`");
            Ok(())
        }
    }
}

/// The database at `url`, checked to take writes.
async fn open_store(config: &Config, url: &str) -> Result<Store, String> {
    parlor::app::startup::open_store(config, url, &Clock::system())
        .await
        .map_err(|e| e.to_string())
}

/// The app on the database at `url`, by the one start-up (the tests' too).
async fn open_app(
    registry: &Arc<Registry>,
    config: &Config,
    url: &str,
    seed: Option<u64>,
) -> Result<App, String> {
    let clock = Arc::new(Clock::system());
    let handed = parlor::games::Resources::default();
    parlor::app::startup::open_app(registry, config, url, clock, seed, handed)
        .await
        .map_err(|e| e.to_string())
}

#[derive(clap::Args)]
struct HandsArgs {
    #[arg(long, value_enum, default_value = "52")]
    deck: Deck,
}

fn analyze_hands(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let HandsArgs { deck } = parlor::games::tool_args(matches)?;
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

/// `--locale`: a language Parlor speaks.
fn locale_arg(code: &str) -> Result<parlor::view::Locale, String> {
    parlor::view::Locale::parse(code).ok_or_else(|| format!("`{code}` is not one of en, fr, pl"))
}
