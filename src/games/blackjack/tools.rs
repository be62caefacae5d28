//! Blackjack's command-line tools: `parlor analyze blackjack` (the house edge for a set of
//! rules and the basic-strategy chart derived for them), `parlor analyze blackjack hand`
//! (every legal action's exact value for one hand) and `parlor simulate blackjack` (basic
//! strategy over many rounds).

use crate::config::Config;
use crate::engine::blackjack::HouseRules;
use crate::engine::blackjack::analysis::expected_return;
use crate::engine::blackjack::deck::{MAX_DECKS, rank_of};
use crate::engine::blackjack::ev::{Action, Evaluator};
use crate::engine::blackjack::shoe::{ACE, RANKS, Shoe, TEN};
use crate::engine::blackjack::simulate::{Shuffle, simulate};
use crate::engine::blackjack::strategy::{Chart, HARD, SOFT};
use crate::engine::cards::Card;
use crate::games::{Tool, tool_args};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

pub fn tools() -> Vec<Tool> {
    vec![
        Tool::new::<AnalyzeArgs>(
            "analyze",
            "blackjack",
            "The house edge for a set of rules and the basic-strategy chart derived for them; with `hand \"TH 6S\" --dealer 9`, the exact value of every legal action on that hand.",
            run_analyze,
        ),
        Tool::new::<SimulateArgs>(
            "simulate",
            "blackjack",
            "Basic strategy over many rounds: the mean return with its standard error, beside the exact analysis.",
            run_simulate,
        ),
    ]
}

// The house rules, as both tools take them. (Not a doc comment: clap would show it as each
// tool's description, over the tool's own.)
#[derive(clap::Args)]
struct RulesArgs {
    /// Decks in the shoe, 1 to 8.
    #[arg(long, default_value_t = 6)]
    decks: u8,
    /// The dealer hits soft 17.
    #[arg(long)]
    h17: bool,
    /// Double after a split allowed (the default).
    #[arg(long, overrides_with = "no_das")]
    das: bool,
    /// No double after a split.
    #[arg(long)]
    no_das: bool,
    /// Late surrender offered.
    #[arg(long)]
    surrender: bool,
    /// What a blackjack pays: 3:2 or 6:5.
    #[arg(long, default_value = "3:2")]
    pays: String,
}

impl RulesArgs {
    fn rules(&self) -> Result<(HouseRules, u8), String> {
        if !(1..=MAX_DECKS).contains(&self.decks) {
            return Err(format!("--decks is 1 to {MAX_DECKS}"));
        }
        let three_to_two = match self.pays.as_str() {
            "3:2" => true,
            "6:5" => false,
            other => return Err(format!("--pays is 3:2 or 6:5, not {other}")),
        };
        Ok((
            HouseRules {
                hits_soft_17: self.h17,
                double_after_split: !self.no_das,
                surrender: self.surrender,
                three_to_two,
            },
            self.decks,
        ))
    }
}

#[derive(clap::Args)]
struct AnalyzeArgs {
    /// `hand`: value the actions of one hand instead.
    #[arg(value_parser = ["hand"])]
    what: Option<String>,
    /// The player's two cards, as "TH 6S" (with `hand`).
    cards: Option<String>,
    /// The dealer's upcard: a rank (9, T, A) or a card (9H).
    #[arg(long)]
    dealer: Option<String>,
    /// Cards seen elsewhere and out of the shoe, as "5C 5D KH".
    #[arg(long)]
    seen: Option<String>,
    #[command(flatten)]
    rules: RulesArgs,
}

#[derive(clap::Args)]
struct SimulateArgs {
    /// Rounds to play.
    #[arg(long, default_value_t = 1_000_000)]
    hands: u64,
    /// The seed of the shuffles: the same seed plays the same rounds.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Shuffle before every round (each round from a full shoe, as the exact analysis has
    /// it) rather than once the cut card has come out.
    #[arg(long)]
    shuffle_every_round: bool,
    #[command(flatten)]
    rules: RulesArgs,
}

fn describe(rules: HouseRules, decks: u8) -> String {
    format!(
        "{decks} deck{}, dealer {} soft 17, {}double after split, {}surrender, blackjack pays {}",
        if decks == 1 { "" } else { "s" },
        if rules.hits_soft_17 {
            "hits"
        } else {
            "stands on"
        },
        if rules.double_after_split { "" } else { "no " },
        if rules.surrender { "late " } else { "no " },
        if rules.three_to_two { "3:2" } else { "6:5" },
    )
}

fn run_analyze(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let args: AnalyzeArgs = tool_args(matches)?;
    let (rules, decks) = args.rules.rules()?;
    if args.what.is_some() {
        return analyze_hand(&args, rules, decks);
    }
    println!("{}", describe(rules, decks));
    let started = Instant::now();
    let player = expected_return(rules, decks);
    let took = started.elapsed();
    println!(
        "house edge {:.3} % (player's return {:+.4} %), the best play for each first two cards and upcard; worked out in {:.2} s",
        -player * 100.0,
        player * 100.0,
        took.as_secs_f64()
    );
    let started = Instant::now();
    let chart = Chart::derive(rules, decks);
    println!(
        "basic strategy, derived in {:.2} s, each total's move the best over all its two-card hands (H hit, S stand, D double else hit, Ds double else stand, P split, Rh/Rs surrender else hit/stand):",
        started.elapsed().as_secs_f64()
    );
    let header: String = (1..RANKS)
        .chain([ACE])
        .map(|r| format!("{:>4}", rank_name(r)))
        .collect();
    let print =
        |title: &str, rows: Vec<(String, [crate::engine::blackjack::strategy::Cell; RANKS])>| {
            println!("\n{title:<8}{header}");
            for (label, cells) in rows {
                let line: String = (1..RANKS)
                    .chain([ACE])
                    .map(|up| format!("{:>4}", cells[up].letters()))
                    .collect();
                println!("{label:<8}{line}");
            }
        };
    print(
        "hard",
        HARD.zip(chart.hard.iter())
            .map(|(t, c)| (t.to_string(), *c))
            .collect(),
    );
    print(
        "soft",
        SOFT.zip(chart.soft.iter())
            .map(|(t, c)| {
                (
                    format!(
                        "A,{}",
                        if t == 12 {
                            "A".into()
                        } else {
                            (t - 11).to_string()
                        }
                    ),
                    *c,
                )
            })
            .collect(),
    );
    print(
        "pairs",
        (1..RANKS)
            .chain([ACE])
            .map(|r| (format!("{0},{0}", rank_name(r)), chart.pairs[r]))
            .collect(),
    );
    Ok(())
}

fn rank_name(rank: usize) -> String {
    match rank {
        ACE => "A".into(),
        TEN => "T".into(),
        r => (r + 1).to_string(),
    }
}

/// A dealer's upcard: a card code or a rank alone.
fn parse_up(text: &str) -> Result<usize, String> {
    if let Some(card) = Card::parse(text) {
        return Ok(rank_of(card));
    }
    match text.trim().to_ascii_uppercase().as_str() {
        "A" => Ok(ACE),
        "T" | "10" | "J" | "Q" | "K" => Ok(TEN),
        digit => digit
            .parse::<usize>()
            .ok()
            .filter(|d| (2..=9).contains(d))
            .map(|d| d - 1)
            .ok_or_else(|| format!("--dealer {text}: a rank (2-9, T, A) or a card (9H)")),
    }
}

fn parse_cards(text: &str) -> Result<Vec<Card>, String> {
    text.split_whitespace()
        .map(|c| Card::parse(c).ok_or_else(|| format!("{c} is not a card (write TH, 6S, AC)")))
        .collect()
}

fn analyze_hand(args: &AnalyzeArgs, rules: HouseRules, decks: u8) -> Result<(), String> {
    let cards = parse_cards(
        args.cards
            .as_deref()
            .ok_or("hand needs the cards, as \"TH 6S\"")?,
    )?;
    if cards.len() < 2 {
        return Err("a hand has at least two cards".into());
    }
    let up = parse_up(args.dealer.as_deref().ok_or("hand needs --dealer")?)?;
    let seen = match &args.seen {
        Some(text) => parse_cards(text)?,
        None => Vec::new(),
    };
    // Each card is in the shoe once a deck: more of one card than that is no real shoe.
    let up_card = args.dealer.as_deref().and_then(Card::parse);
    let named = cards.iter().chain(&seen).chain(up_card.as_ref());
    let mut copies: std::collections::BTreeMap<Card, u32> = std::collections::BTreeMap::new();
    for &card in named {
        *copies.entry(card).or_default() += 1;
    }
    if let Some((card, count)) = copies.iter().find(|(_, n)| **n > u32::from(decks)) {
        return Err(format!(
            "a shoe of {decks} deck{} holds {decks} {card}, not {count}",
            if decks == 1 { "" } else { "s" }
        ));
    }
    let mut counts = *Shoe::new(decks).counts();
    let ranks: Vec<usize> = cards.iter().map(|&c| rank_of(c)).collect();
    for rank in ranks
        .iter()
        .copied()
        .chain([up])
        .chain(seen.iter().map(|&c| rank_of(c)))
    {
        if counts[rank] == 0 {
            return Err(format!(
                "a shoe of {decks} decks has no {} left for these cards",
                rank_name(rank)
            ));
        }
        counts[rank] -= 1;
    }
    let shoe = Shoe::of(counts);
    println!(
        "{} against {}, {} cards left in the shoe; {}",
        cards.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "),
        rank_name(up),
        shoe.left(),
        describe(rules, decks)
    );
    // A natural is paid as it stands, before any decision: 3:2 (or 6:5) unless the dealer's
    // hole card makes a blackjack too, a push. Nothing else is offered on it.
    if ranks.len() == 2 && ranks.contains(&ACE) && ranks.contains(&TEN) {
        let hole = match up {
            ACE => TEN,
            TEN => ACE,
            _ => usize::MAX,
        };
        let dealer_blackjack = match hole {
            usize::MAX => 0.0,
            hole => f64::from(shoe.counts()[hole]) / f64::from(shoe.left()),
        };
        let value = rules.blackjack_pays() * (1.0 - dealer_blackjack);
        println!("expected return per unit of the initial bet:");
        println!(
            "blackjack {value:+.6}   (pays {}, a push when the dealer has one too: {:.2} %)",
            if rules.three_to_two { "3:2" } else { "6:5" },
            dealer_blackjack * 100.0
        );
        println!("exact for this shoe, before the dealer's peek");
        return Ok(());
    }
    let started = Instant::now();
    let mut evaluator = Evaluator::new(rules, up);
    let actions = evaluator.actions(shoe, &ranks, ranks.len() == 2, true);
    let took = started.elapsed();
    println!("expected return per unit of the initial bet, best first:");
    for (action, value) in &actions {
        let name = match action {
            Action::Stand => "stand",
            Action::Hit => "hit",
            Action::Double => "double",
            Action::Split => "split",
            Action::Surrender => "surrender",
        };
        let note = if *action == Action::Split {
            "   (split again to four hands, aces once; each hand played best for its own cards)"
        } else {
            ""
        };
        println!("{name:<10}{value:+.6}{note}");
    }
    println!(
        "exact for this shoe, the dealer having peeked (no dealer blackjack); {:.2} ms",
        took.as_secs_f64() * 1000.0
    );
    Ok(())
}

fn run_simulate(matches: &clap::ArgMatches, _config: &Config) -> Result<(), String> {
    let args: SimulateArgs = tool_args(matches)?;
    let (rules, decks) = args.rules.rules()?;
    if !(1..=1_000_000_000).contains(&args.hands) {
        return Err("--hands is 1 to 1000000000".into());
    }
    println!("{}", describe(rules, decks));
    let chart = Chart::derive(rules, decks);
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let started = Instant::now();
    let shuffle = if args.shuffle_every_round {
        Shuffle::EveryRound
    } else {
        Shuffle::AtTheCut
    };
    let found = simulate(rules, decks, &chart, args.hands, shuffle, &mut rng);
    let took = started.elapsed();
    println!(
        "{} rounds of basic strategy (seed {}, {}): mean return {:+.4} % ± {:.4} % (one standard error), in {:.2} s",
        found.rounds,
        args.seed,
        match shuffle {
            Shuffle::EveryRound => "each from a full shoe",
            Shuffle::AtTheCut => "shuffled at the cut card",
        },
        found.mean * 100.0,
        found.std_error * 100.0,
        took.as_secs_f64()
    );
    let exact = expected_return(rules, decks);
    println!(
        "exact analysis {:+.4} %: {:.2} standard errors apart",
        exact * 100.0,
        (found.mean - exact).abs() / found.std_error.max(f64::MIN_POSITIVE)
    );
    println!(
        "(the analysis plays each hand the best way for its own cards, each round from a full shoe; the chart plays totals, a little worse, and dealing down to the cut card costs the player a little more: see docs/games.md)"
    );
    Ok(())
}
