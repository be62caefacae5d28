//! Video poker's command-line analyses: `parlor analyze hand` (the exact value of all 32
//! holds of a deal) and `parlor analyze paytable` (a table's return under perfect play, with
//! the probability of each final hand). Each writes its report line by line through `out`.

use crate::config::Config;
use crate::engine::cards::{Card, DeckKind, parse_hand};
use crate::engine::video_poker::optimal::{FINALS, Final, HoldEvaluator, optimal_return};
use crate::engine::video_poker::{MAX_BET, PayTable};
use crate::games::{Tool, tool_args};
use std::time::Instant;

/// `parlor analyze paytable` and `parlor analyze hand`.
pub fn tools() -> Vec<Tool> {
    vec![
        Tool::new::<PaytableArgs>(
            "analyze",
            "paytable",
            "The exact return of a pay table under perfect play, and the probability of each final hand.",
            run_paytable,
        ),
        Tool::new::<HandArgs>(
            "analyze",
            "hand",
            "The exact expected return of all 32 holds of a dealt hand, best first.",
            run_hand,
        ),
    ]
}

#[derive(clap::Args)]
struct PaytableArgs {
    /// A table's name, or its pays per chip at the 5-chip bet written out:
    /// "RF,SF,4K,FH,FL,ST,3K,2P,PAIR" such as "800,50,25,9,6,4,3,2,1" (default: every
    /// configured table).
    name: Option<String>,
    /// The lowest paying pair: jacks, tens, queens... (default: jacks for a table written
    /// out without `/pair`, the table's own for a named one; applies to every configured
    /// table when no table is named).
    #[arg(long)]
    min_pair: Option<String>,
    /// Bet size, 1 to 5 (the royal flush pays its jackpot at 5).
    #[arg(long, default_value_t = MAX_BET)]
    bet: u32,
}

#[derive(clap::Args)]
struct HandArgs {
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
}

fn run_paytable(matches: &clap::ArgMatches, config: &Config) -> Result<(), String> {
    let args: PaytableArgs = tool_args(matches)?;
    let known = super::pay_tables(config);
    let tables = match args.name {
        Some(spec) => vec![resolve_table(&spec, args.min_pair.as_deref(), &known)?],
        // --min-pair applies to every configured table.
        None => {
            let rank = parse_min_pair(args.min_pair.as_deref())?;
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
        analyze_paytable(&table, args.bet, &mut |line| println!("{line}"))?;
    }
    Ok(())
}

fn run_hand(matches: &clap::ArgMatches, config: &Config) -> Result<(), String> {
    let args: HandArgs = tool_args(matches)?;
    let table = resolve_table(
        &args.paytable,
        args.min_pair.as_deref(),
        &super::pay_tables(config),
    )?;
    analyze_hand(&args.hand, &table, args.bet, &mut |line| println!("{line}"))?;
    Ok(())
}

/// A pay table from the command line: a known table's name, or nine pays per chip at the
/// 5-chip bet (`800,50,25,9,6,4,3,2,1`) paying pairs of `min_pair` or better.
pub fn resolve_table(
    spec: &str,
    min_pair: Option<&str>,
    known: &[PayTable],
) -> Result<PayTable, String> {
    let min_pair = parse_min_pair(min_pair)?;
    if PayTable::is_spec(spec) {
        // `pays/pair` as /config keeps it, or the pays alone with --min-pair (jacks unless
        // given).
        if spec.contains('/') && min_pair.is_some() {
            return Err(format!(
                "`{spec}` names its lowest paying pair already: leave out --min-pair"
            ));
        }
        let mut table = PayTable::from_spec(spec).map_err(|e| e.to_string())?;
        if let Some(rank) = min_pair {
            table.min_pair = rank;
        }
        return Ok(table);
    }
    let mut table = known.iter().find(|t| t.name == spec).cloned().ok_or_else(|| {
        let names: Vec<&str> = known.iter().map(|t| t.name.as_str()).collect();
        format!(
            "no pay table named `{spec}` (known: {}; or write one out as RF,SF,4K,FH,FL,ST,3K,2P,PAIR)",
            names.join(", ")
        )
    })?;
    if let Some(rank) = min_pair {
        table.min_pair = rank;
    }
    Ok(table)
}

/// The `--min-pair` option read as a rank, if given.
pub fn parse_min_pair(text: Option<&str>) -> Result<Option<u8>, String> {
    text.map(|text| {
        PayTable::parse_min_pair(text).ok_or_else(|| {
            format!("--min-pair is a rank such as jacks, tens or aces, not `{text}`")
        })
    })
    .transpose()
}

/// How a table is described in reports: its name, pays at 5 chips and lowest paying pair.
fn describe(table: &PayTable) -> String {
    format!(
        "{} ({}, {} or better)",
        table.name,
        table.pays_text(),
        table.min_pair_name()
    )
}

/// The held cards of `mask`, or a note that all five are drawn.
fn held_cards(hand: &[Card; 5], mask: u8) -> String {
    let held: Vec<String> = (0..5)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| hand[i].code())
        .collect();
    match held.is_empty() {
        true => "(draw five)".into(),
        false => held.join(" "),
    }
}

/// The 32 holds of the deal in `hand_text`, best first, with their exact expected return per
/// chip at `bet` chips. Returns the best hold.
pub fn analyze_hand(
    hand_text: &str,
    table: &PayTable,
    bet: u32,
    out: &mut dyn FnMut(&str),
) -> Result<u8, String> {
    let hand = parse_hand(hand_text).ok_or_else(|| {
        format!(
            "`{hand_text}` is not five cards: rank then suit, split by spaces, such as \"AS KS QS JS 9H\" (ranks 2-9, T, J, Q, K, A; suits C, D, H, S)"
        )
    })?;
    if (1..5).any(|i| hand[..i].contains(&hand[i])) {
        return Err(format!("`{hand_text}` holds the same card twice"));
    }
    if !(1..=MAX_BET).contains(&bet) {
        return Err(format!("--bet must be 1 to {MAX_BET}, not {bet}"));
    }
    let counted = Instant::now();
    let evaluator = HoldEvaluator::new(table, bet, DeckKind::Standard52, &crate::games::Threads);
    let counting = counted.elapsed();
    let began = Instant::now();
    let holds = evaluator.ranked_holds(&hand);
    let took = began.elapsed();
    let dealt: Vec<String> = hand.iter().map(|c| c.code()).collect();
    out(&format!(
        "{} with {}, expected return per chip bet at {bet} chips:",
        dealt.join(" "),
        describe(table)
    ));
    for (rank, &(mask, value)) in holds.iter().enumerate() {
        out(&format!(
            "{:>2}. {:<16} {value:.6}",
            rank + 1,
            held_cards(&hand, mask)
        ));
    }
    out(&format!(
        "time: {:.3} ms for the 32 holds (every draw counted exactly), after {:.0} ms counting the deck's hands once for this lowest paying pair",
        took.as_secs_f64() * 1e3,
        counting.as_secs_f64() * 1e3
    ));
    Ok(holds.first().map_or(0, |h| h.0))
}

/// The exact return of `table` under perfect play at `bet` chips, and the probability of
/// each final hand.
pub fn analyze_paytable(
    table: &PayTable,
    bet: u32,
    out: &mut dyn FnMut(&str),
) -> Result<f64, String> {
    if !(1..=MAX_BET).contains(&bet) {
        return Err(format!("--bet must be 1 to {MAX_BET}, not {bet}"));
    }
    let report = optimal_return(table, bet, DeckKind::Standard52, &crate::games::Threads);
    out(&format!(
        "{} bet {bet} return {:.4} % ({} deals in {} suit classes, {:.3} s)",
        describe(table),
        report.expected_return * 100.0,
        report.hands,
        report.classes,
        report.elapsed.as_secs_f64()
    ));
    for (final_hand, p) in FINALS.iter().zip(report.finals) {
        let name = match final_hand {
            Final::Hand(category) => category.slug().to_string(),
            Final::PayingPair => format!("{} or better", table.min_pair_name()),
            Final::Nothing => "nothing".into(),
        };
        let odds = match p > 0.0 {
            true => format!("1 in {:.0}", 1.0 / p),
            false => "never".into(),
        };
        out(&format!("  {name:<16} {p:.8}  ({odds})"));
    }
    Ok(report.expected_return)
}
