//! `parlor analyze holdem lbr --hands N --seed S`: a local best response against the expert.

use crate::engine::holdem::hand::Street;
use crate::engine::holdem::lbr::{Bot, Ended, Ending, Run, run as play};

#[derive(clap::Args)]
pub struct LbrArgs {
    /// Hands to play: each deal is played twice, the seats swapped.
    #[arg(long, default_value_t = 20_000)]
    hands: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The player answered: `expert` (as it plays heads-up) or `by-equity` (its play three-handed and more, asked hand by hand: slow).
    #[arg(long, default_value = "expert")]
    bot: String,
}

pub fn run(args: LbrArgs) -> Result<(), String> {
    let LbrArgs { hands, seed, bot } = args;
    if !(2..=10_000_000).contains(&hands) {
        return Err("--hands is 2 to 10000000".into());
    }
    let bot = match bot.as_str() {
        "expert" => Bot::Expert,
        "by-equity" => Bot::ByEquity,
        other => return Err(format!("{other}: --bot is `expert` or `by-equity`")),
    };
    crate::engine::holdem::eval::tables();
    let started = std::time::Instant::now();
    let report = play(Run {
        bot,
        deals: hands / 2,
        seed,
    });
    println!(
        "LBR against the {}, heads-up, blinds 1/2, 200 big blinds each hand, {} deals each played twice with the seats swapped, seed {seed}",
        if bot == Bot::Expert {
            "expert"
        } else {
            "expert by equity"
        },
        hands / 2
    );
    println!(
        "LBR wins {:.1} mbb/hand (95 % interval ±{:.1}) over {} hands",
        report.mbb_per_hand, report.interval, report.hands
    );
    println!(
        "the expert's decisions: {}, p50 {:.2} ms, p99 {:.2} ms",
        report.decisions.len(),
        report.decision_quantile(0.5).as_secs_f64() * 1000.0,
        report.decision_quantile(0.99).as_secs_f64() * 1000.0
    );
    let per_hand = |chips: i64| chips as f64 / 2.0 / report.hands as f64 * 1000.0;
    println!("where LBR's winnings come from (mbb/hand of the whole run; share of hands):");
    for (ending, count, net) in &report.endings {
        println!(
            "  {:>8.1}  {:>5.1} %  {}",
            per_hand(*net),
            *count as f64 * 100.0 / report.hands as f64,
            describe(ending)
        );
    }
    println!("time {:.1} s", started.elapsed().as_secs_f64());
    if report.chips_kept {
        Ok(())
    } else {
        Err("chips were not conserved".into())
    }
}

/// A hand's ending as the report's line names it.
fn describe(ending: &Ending) -> String {
    let street = match ending.street {
        Street::Preflop => "before the flop",
        Street::Flop => "on the flop",
        Street::Turn => "on the turn",
        Street::River => "on the river",
    };
    let how = match ending.how {
        Ended::BotFolded => "the expert folded",
        Ended::LbrFolded => "LBR folded",
        Ended::Showdown => "shown down",
    };
    let bet = if ending.lbr_bet_last {
        "LBR bet last"
    } else {
        "the expert bet last, or nobody"
    };
    format!("{how} {street}, {bet}")
}
