//! Yahtzee (RULES.md, seed 004): solo, against a computer, or a whole channel at one table.
//!
//! [`score`] is the scorecard and its rules, [`play`] a game at a table of one to six seats,
//! [`computer`] the casual and expert players, [`expert`] the table of optimal expected
//! scores (with [`dice_sets`], the dice multisets it works on), [`trainer`] the account of
//! each human decision against the expert.

pub mod computer;
pub mod dice_sets;
pub mod expert;
pub mod play;
pub mod score;
pub mod simulate;
pub mod trainer;

use super::game::{Clicker, Ctx, Game, Level, Occupant, Opening, SeatChange, SeatNo, Step, Timer};
use super::table::pool::Pool;
use super::table::turns::Turns;
use super::table::{TableAction, TableGame, TablePhase, TableRules};
use super::{GameKind, RuleError};
use crate::refusal::{Refuse, Word, Wording};
use expert::ExpertTable;
use play::{Move, YahtzeeTable};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Refusals of Yahtzee's own rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YahtzeeError {
    /// The turn has used its three rolls.
    NoRollsLeft,
    /// Every die is kept: there is nothing to roll.
    AllKept,
    /// The dice have not been rolled yet this turn.
    RollFirst,
    NoSuchDie(u8),
    /// The box is filled, or the joker rule sends these dice elsewhere.
    BoxNotAllowed(score::Category),
    /// Hints are off at tables with a stake on this server.
    HintsOff,
    /// The expert table is still being built.
    ExpertNotReady,
    /// Only tables take a stake.
    StakeOnlyAtTables,
}

impl Refuse for YahtzeeError {
    fn wording(&self) -> Wording {
        match self {
            YahtzeeError::NoRollsLeft => Wording::new("yz-refuse-no-rolls"),
            YahtzeeError::AllKept => Wording::new("yz-refuse-all-kept"),
            YahtzeeError::RollFirst => Wording::new("yz-refuse-roll-first"),
            YahtzeeError::NoSuchDie(_) => Wording::new("yz-refuse-no-such-die"),
            YahtzeeError::BoxNotAllowed(cat) => Wording::new("yz-refuse-box")
                .with("name", Word::Message(format!("yz-box-{}", cat.code()))),
            YahtzeeError::HintsOff => Wording::new("yz-refuse-hints-off"),
            YahtzeeError::ExpertNotReady => Wording::new("yz-refuse-expert-not-ready"),
            YahtzeeError::StakeOnlyAtTables => Wording::new("yz-refuse-stake-only-tables"),
        }
    }
}

/// Yahtzee's rules on a server.
#[derive(Debug, Clone)]
pub struct YahtzeeRules {
    /// The expert's table, once loaded or built.
    pub expert: Expert,
    /// Whether tables with a stake offer hints (tables without one always do).
    pub hints_at_stakes: bool,
}

impl Default for YahtzeeRules {
    fn default() -> Self {
        YahtzeeRules {
            expert: Expert::default(),
            hints_at_stakes: true,
        }
    }
}

/// The expert table as the games read it: shared, and absent until it is loaded or built
/// (the expert then plays casually, and hints and the trainer wait).
#[derive(Clone, Default)]
pub struct Expert(Option<Arc<ExpertTable>>);

impl Expert {
    /// The expert with its table. The dice tables every decision reads are built here first
    /// (if not built yet), so that no decision builds them: a decision is only made once an
    /// expert is ready.
    pub fn ready(table: Arc<ExpertTable>) -> Expert {
        expert::build_tables();
        Expert(Some(table))
    }

    pub fn table(&self) -> Option<&ExpertTable> {
        self.0.as_deref()
    }
}

impl std::fmt::Debug for Expert {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "Expert(ready)"
        } else {
            "Expert(not ready)"
        })
    }
}

impl PartialEq for Expert {
    fn eq(&self, other: &Expert) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
}

/// How a game of Yahtzee is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// One player, one card; an idle game waits for its player.
    #[default]
    Solo,
    /// One member against one computer player.
    Computer,
    /// A lobby that members join, 2 to 6 seats, an optional stake.
    Table,
}

/// `/yahtzee solo`, `/yahtzee computer [level]`, `/yahtzee table [stake]`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub mode: Mode,
    #[serde(default)]
    pub level: Option<Level>,
    #[serde(default)]
    pub stake: Option<i64>,
}

/// A game of Yahtzee in one of its modes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Yahtzee {
    pub mode: Mode,
    /// Whether the Hint button is offered: always, except at a table with a stake on a
    /// server that turned hints off there (decided when the game opens).
    #[serde(default = "offered")]
    pub hints: bool,
    pub table: TableGame<YahtzeeTable>,
}

fn offered() -> bool {
    true
}

impl Yahtzee {
    /// The game itself, once it has begun.
    pub fn play(&self) -> Option<&YahtzeeTable> {
        self.table.rules()
    }

    /// A game that starts at once, for `players` (seat 0, and a computer in seat 1).
    fn started<R: Rng + ?Sized>(mode: Mode, players: &[SeatNo], rng: &mut R) -> Yahtzee {
        Yahtzee {
            mode,
            hints: true,
            table: TableGame {
                stake: 0,
                options: play::TableOptions::default(),
                pool: Pool::default(),
                phase: TablePhase::Playing {
                    turns: Turns::new(players.to_vec()),
                    rules: YahtzeeTable::new(players, &play::TableOptions::default(), rng),
                },
            },
        }
    }

    /// Results carry what the stats show: the upper bonus, the Yahtzees, the trainer.
    fn describe(&self, mut step: Step) -> Step {
        let Some(game) = self.play() else {
            return step;
        };
        for result in &mut step.results {
            let Some(p) = game.player(result.seat) else {
                continue;
            };
            let yahtzees = u16::from(p.card.yahtzee_holds_50()) + p.card.yahtzee_bonuses;
            result.detail = format!("{}", p.card.total());
            result.measures = vec![
                (
                    "upper-bonus".into(),
                    f64::from(u8::from(p.card.upper_bonus() > 0)),
                ),
                ("yahtzees".into(), f64::from(yahtzees)),
                ("hints".into(), f64::from(p.hints)),
            ];
            // Hints are help: a hinted game counts in /stats, but the boards rank
            // unassisted play only.
            result.on_board &= p.hints == 0;
            if let Some(accuracy) = p.trainer.accuracy() {
                result.measures.push(("accuracy".into(), accuracy));
                result.measures.push(("points-lost".into(), p.trainer.lost));
            }
            if self.mode == Mode::Solo {
                // Nobody to beat: a solo game is a score, not a win.
                result.won = false;
            }
        }
        step
    }

    /// Solo and computer games wait for their player: no turn deadline.
    fn untimed(&self, step: Step) -> Step {
        if self.mode == Mode::Table || step.close.is_some() {
            step
        } else {
            step.timer(Timer::Stop)
        }
    }
}

impl Game for Yahtzee {
    const KIND: GameKind = GameKind::Yahtzee;
    type Options = Options;
    type Action = TableAction<Move>;
    type Rules = YahtzeeRules;

    fn opening(options: &Options, _now: i64) -> Opening {
        Opening {
            table: options.mode == Mode::Table,
            ..Opening::default()
        }
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx<YahtzeeRules>,
        rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        if options.mode != Mode::Table && options.stake.is_some() {
            return Err(YahtzeeError::StakeOnlyAtTables.into());
        }
        match options.mode {
            Mode::Table => {
                let table_options = super::table::TableOptions {
                    stake: options.stake,
                    game: play::TableOptions::default(),
                };
                let (table, step) = TableGame::create(table_options, ctx, rng)?;
                Ok((
                    Yahtzee {
                        mode: Mode::Table,
                        hints: table.stake == 0 || ctx.rules.hints_at_stakes,
                        table,
                    },
                    step,
                ))
            }
            Mode::Solo => Ok((
                Yahtzee::started(Mode::Solo, &[0], rng),
                Step::advance().timer(Timer::Stop),
            )),
            Mode::Computer => {
                let level = options.level.unwrap_or_default();
                let game = Yahtzee::started(Mode::Computer, &[0, 1], rng);
                let step = Step::advance()
                    .timer(Timer::Stop)
                    .seat(SeatChange::Add(Occupant::Computer { level }));
                Ok((game, step))
            }
        }
    }

    super::table::forward_to_table!();

    fn apply<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: Self::Action,
        ctx: &Ctx<YahtzeeRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        if action == TableAction::Play(Move::Hint) && !self.hints {
            return Err(YahtzeeError::HintsOff.into());
        }
        if self.mode != Mode::Table
            && matches!(
                action,
                TableAction::Join
                    | TableAction::AddComputer(_)
                    | TableAction::Start
                    | TableAction::Cancel
            )
        {
            return Err(crate::TableError::AlreadyStarted.into());
        }
        let step = self.table.apply(by, action, ctx, rng)?;
        Ok(self.untimed(self.describe(step)))
    }

    /// At a table the casual computer plays the turn (three in a row and the player is
    /// dropped); a solo or computer game is kept for its player.
    fn on_timeout<R: Rng + ?Sized>(&mut self, ctx: &Ctx<YahtzeeRules>, rng: &mut R) -> Step {
        if self.mode != Mode::Table {
            return Step::within().timer(Timer::Stop);
        }
        // Whose turn ran out, so the log can say it was played for them.
        let late = match &self.table.phase {
            TablePhase::Playing { turns, rules } => rules.to_act(turns).and_then(|seat| {
                if ctx.seat(seat).is_none_or(|s| s.is_computer()) {
                    return None;
                }
                let trainer = rules.player(seat)?.trainer.clone();
                Some((seat, rules.turn_number(seat), trainer))
            }),
            _ => None,
        };
        let step = self.table.on_timeout(ctx, rng);
        if let Some((seat, number, trainer)) = late
            && let TablePhase::Playing { rules, .. }
            | TablePhase::Over {
                rules: Some(rules), ..
            } = &mut self.table.phase
        {
            rules.played_for(seat, number, trainer);
        }
        self.describe(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Occupant, Seat, SeatStatus};
    use crate::table::Outcome;
    use crate::yahtzee::score::Category;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn member(no: SeatNo) -> Seat {
        Seat {
            no,
            occupant: Occupant::Member {
                id: 100 + u64::from(no),
                name: format!("m{no}"),
            },
            status: SeatStatus::Playing,
        }
    }

    #[test]
    fn a_tie_splits_the_pool_with_the_odd_chip_to_the_first_winner() {
        let seats: Vec<Seat> = (0..3).map(member).collect();
        let wallets = vec![100; 3];
        let rules = YahtzeeRules::default();
        let ctx = Ctx {
            now: 0,
            seats: &seats,
            wallets: &wallets,
            barred: &[],
            rules: &rules,
            first_attempt: true,
            memo: &crate::game::NoMemo,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let options = Options {
            mode: Mode::Table,
            level: None,
            stake: Some(5),
        };
        let (mut game, _) = Yahtzee::create(options, &ctx, &mut rng).unwrap();
        let clicker = |no: SeatNo| Clicker {
            member: 100 + u64::from(no),
            name: String::new(),
            seat: Some(no),
            opener: no == 0,
            wallet: 100,
        };
        let step = game
            .apply(&clicker(0), TableAction::Start, &ctx, &mut rng)
            .unwrap();
        assert_eq!(step.chips.iter().map(|c| c.delta).sum::<i64>(), -15);
        // Every player rolls once and scores every box in the same order, Yahtzee first (0
        // unless five alike): seats 0 and 1 are made to score exactly alike below.
        let mut last = Step::default();
        let mut filled = 0;
        while game.table.rules().is_some_and(|g| g.turn.is_some()) {
            let g = game.play().unwrap();
            let turn = g.turn.clone().unwrap();
            let seat = turn.seat;
            game.apply(
                &clicker(seat),
                TableAction::Play(Move::Roll),
                &ctx,
                &mut rng,
            )
            .unwrap();
            // Seats 0 and 1 fill boxes with the same points as each other: Chance last,
            // all other boxes their pattern score, but the dice are forced equal by
            // copying seat 0's dice for seat 1.
            if let TablePhase::Playing { rules, .. } = &mut game.table.phase {
                let card = &rules.player(seat).unwrap().card;
                let cat = Category::ALL
                    .into_iter()
                    .find(|c| card.is_open(*c))
                    .unwrap();
                if let Some(t) = rules.turn.as_mut() {
                    t.dice = if seat == 2 {
                        [1, 1, 2, 2, 3]
                    } else {
                        [6, 6, 6, 5, 5]
                    };
                }
                last = game
                    .apply(
                        &clicker(seat),
                        TableAction::Play(Move::Fill(cat)),
                        &ctx,
                        &mut rng,
                    )
                    .unwrap();
                filled += 1;
            }
        }
        assert_eq!(filled, 39);
        let TablePhase::Over {
            outcome: Outcome::Won { shares, .. },
            ..
        } = &game.table.phase
        else {
            panic!("won: {:?}", game.table.phase);
        };
        assert_eq!(
            shares,
            &vec![(0, 8), (1, 7)],
            "15 chips split, the odd one first"
        );
        let paid: Vec<i64> = last.chips.iter().map(|c| c.delta).collect();
        assert_eq!(paid, vec![8, 7]);
        assert!(last.results.iter().filter(|r| r.won).count() == 2);
        assert!(
            last.results
                .iter()
                .all(|r| r.measures.iter().any(|(n, _)| n == "yahtzees"))
        );
    }
}
