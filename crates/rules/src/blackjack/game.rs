//! Blackjack as the click pipeline hosts it: a member's own seat (`/blackjack play`) or a
//! channel table (`/blackjack table`), both the shared table module around
//! [`BlackjackTable`]. Bets are taken into escrow as each round is dealt (and as a hand is
//! doubled, split or insured) and paid back as it settles, each a ledger move.

use super::ev::DealerLists;
use super::round::Illegal;
use super::table::{BlackjackTable, Move, Setup};
use super::{DEFAULT_BET, HouseRules, MAX_BET, deck::MAX_DECKS};
use crate::game::{Clicker, Close, Ctx, Game, Occupant, Opening, Reason, SeatNo, Step};
use crate::refusal::{Refuse, Wording};
use crate::table::pool::Pool;
use crate::table::turns::Turns;
use crate::table::{Outcome, TableAction, TableGame, TableOptions, TablePhase, TableRules};
use crate::{GameKind, RuleError, TableError};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Blackjack's rules on a server: its house rules, the decks of a shoe when a table does
/// not choose, and the dealer's hands listed once for the hints (each hint lists its own
/// without them).
#[derive(Debug, Clone, Default)]
pub struct BlackjackRules {
    pub house: HouseRules,
    pub decks: u8,
    pub lists: Option<Arc<DealerLists>>,
}

/// Refusals of blackjack's own rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BlackjackError {
    /// A round is out: it is played to its end first.
    RoundInProgress,
    /// No hand is being played.
    NoHand,
    /// Nobody at the table can cover the bet.
    NobodyCovers,
    /// The move does not fit the hand.
    Illegal(Illegal),
    /// The dealer is the only computer at blackjack.
    NoComputers,
    DecksOutOfRange {
        max: u8,
    },
    /// A member at the table cannot cover the bet the table plays.
    SeatCannotCover {
        member: String,
    },
    /// A seat brought back with another number of decks keeps the shoe it plays.
    KeepsItsShoe {
        decks: u8,
    },
}

impl Refuse for BlackjackError {
    fn wording(&self) -> Wording {
        match self {
            BlackjackError::RoundInProgress => Wording::new("bj-refuse-round-in-progress"),
            BlackjackError::KeepsItsShoe { decks } => {
                Wording::new("bj-refuse-keeps-its-shoe").with("decks", i64::from(*decks))
            }
            BlackjackError::NoHand => Wording::new("bj-refuse-no-hand"),
            BlackjackError::NobodyCovers => Wording::new("bj-refuse-nobody-covers"),
            BlackjackError::NoComputers => Wording::new("bj-refuse-no-computers"),
            BlackjackError::DecksOutOfRange { max } => {
                Wording::new("bj-refuse-decks").with("max", *max)
            }
            BlackjackError::SeatCannotCover { member } => {
                Wording::new("bj-refuse-seat-cannot-cover").with("member", member.as_str())
            }
            BlackjackError::Illegal(illegal) => Wording::new(match illegal {
                Illegal::NotNow => "bj-refuse-not-now",
                Illegal::DoubleTwoCardsOnly => "bj-refuse-double-two-cards",
                Illegal::DoubleAfterSplitOff => "bj-refuse-double-after-split",
                Illegal::SplitPairsOnly => "bj-refuse-split-pairs",
                Illegal::SplitLimit => "bj-refuse-split-limit",
                Illegal::SplitAcesOnce => "bj-refuse-split-aces",
                Illegal::SurrenderOff => "bj-refuse-surrender-off",
                Illegal::SurrenderFirstOnly => "bj-refuse-surrender-first",
                Illegal::SurrenderTooSmall => "bj-refuse-surrender-small",
                Illegal::InsuranceNoAce => "bj-refuse-insurance-no-ace",
                Illegal::InsuranceTooSmall => "bj-refuse-insurance-small",
                Illegal::HitSplitAce => "bj-refuse-hit-split-ace",
                Illegal::NothingToHit => "bj-refuse-nothing-to-hit",
            }),
        }
    }
}

/// How the game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// A member's own seat against the dealer.
    #[default]
    Solo,
    /// A channel table: a lobby of one to five members, then rounds against one dealer.
    Table,
}

/// `/blackjack play [bet] [decks]`, `/blackjack table [bet] [decks]`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub mode: Mode,
    #[serde(default)]
    pub bet: Option<i64>,
    #[serde(default)]
    pub decks: Option<i64>,
}

/// A game of blackjack.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Blackjack {
    pub mode: Mode,
    pub table: TableGame<BlackjackTable>,
}

fn bet_of(bet: Option<i64>) -> Result<i64, RuleError> {
    let bet = bet.unwrap_or(DEFAULT_BET);
    if (1..=MAX_BET).contains(&bet) {
        Ok(bet)
    } else {
        Err(RuleError::BetOutOfRange {
            min: 1,
            max: MAX_BET as u32,
        })
    }
}

fn cover(balance: i64, needed: i64) -> Result<(), RuleError> {
    if balance < needed {
        Err(RuleError::CannotCover { balance, needed })
    } else {
        Ok(())
    }
}

impl Blackjack {
    /// The game at the table, once dealt.
    pub fn play(&self) -> Option<&BlackjackTable> {
        self.table.rules()
    }

    fn play_mut(&mut self) -> Option<&mut BlackjackTable> {
        match &mut self.table.phase {
            TablePhase::Playing { rules, .. } => Some(rules),
            TablePhase::Over { rules, .. } => rules.as_mut(),
            TablePhase::Lobby => None,
        }
    }

    /// The table's setup: its bet, decks and house rules.
    pub fn setup(&self) -> &Setup {
        self.play().map_or(&self.table.options, |t| &t.setup)
    }

    /// Gives the table every seat's balance before a move.
    fn give_wallets(&mut self, ctx: &Ctx<BlackjackRules>) {
        let wallets: Vec<(SeatNo, i64)> =
            ctx.seats.iter().map(|s| (s.no, ctx.wallet(s.no))).collect();
        if let Some(table) = self.play_mut() {
            table.wallets = wallets;
        }
    }

    /// Adds the chips the table moved, and the rounds it settled, to `step` (the shared
    /// table passes on a game's results after a move, but not after Start, whose first
    /// round may settle at the deal). Nothing is pooled, so the shared table's empty
    /// cash-outs are left out; a round's end is shown on the board, not announced.
    fn drain(&mut self, mut step: Step) -> Step {
        let (moved, results) = self
            .play_mut()
            .map(|t| {
                t.pass_insurance_nobody_can_take();
                (std::mem::take(&mut t.chips), t.take_results())
            })
            .unwrap_or_default();
        // Nothing is cashed out or bought in at blackjack: each round is bet from the wallet.
        step.chips
            .retain(|c| c.delta != 0 || !matches!(c.reason, Reason::CashOut | Reason::BuyIn));
        step.chips.extend(moved);
        step.results.extend(results);
        step.announce = false;
        step
    }
}

impl Game for Blackjack {
    const KIND: GameKind = GameKind::Blackjack;
    type Options = Options;
    type Action = TableAction<Move>;
    type Rules = BlackjackRules;

    fn opening(options: &Options, _now: i64) -> Opening {
        Opening {
            table: options.mode == Mode::Table,
            ..Opening::default()
        }
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx<BlackjackRules>,
        rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        let bet = bet_of(options.bet)?;
        let decks = match options.decks {
            None => ctx.rules.decks.clamp(1, MAX_DECKS),
            Some(d) if (1..=i64::from(MAX_DECKS)).contains(&d) => d as u8,
            Some(_) => return Err(BlackjackError::DecksOutOfRange { max: MAX_DECKS }.into()),
        };
        cover(ctx.wallet(0), bet)?;
        let setup = Setup {
            bet,
            decks,
            house: ctx.rules.house,
        };
        match options.mode {
            Mode::Table => {
                let table_options = TableOptions {
                    stake: None,
                    game: setup,
                };
                let (table, step) = TableGame::create(table_options, ctx, rng)?;
                Ok((
                    Blackjack {
                        mode: Mode::Table,
                        table,
                    },
                    step,
                ))
            }
            Mode::Solo => {
                let mut game = Blackjack {
                    mode: Mode::Solo,
                    table: TableGame {
                        stake: 0,
                        options: setup,
                        pool: Pool::default(),
                        phase: TablePhase::Playing {
                            turns: Turns::new(vec![0]),
                            rules: BlackjackTable::new(&[0], &setup, rng),
                        },
                    },
                };
                game.give_wallets(ctx);
                let step = game.drain(Step::advance());
                Ok((game, step))
            }
        }
    }

    /// `/blackjack play` again: the seat comes back, with the new bet from the next round.
    fn resume<R: Rng + ?Sized>(
        &mut self,
        options: Options,
        ctx: &Ctx<BlackjackRules>,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        // The shoe is the seat's for as long as it is open: another size is a new seat.
        if let Some(decks) = options.decks
            && self.mode == Mode::Solo
            && decks != i64::from(self.setup().decks)
        {
            return Err(BlackjackError::KeepsItsShoe {
                decks: self.setup().decks,
            }
            .into());
        }
        let Some(bet) = options.bet else {
            return Ok(Step::within());
        };
        let bet = bet_of(Some(bet))?;
        if self.mode != Mode::Solo || bet == self.setup().bet {
            return Ok(Step::within());
        }
        if self.play().is_some_and(BlackjackTable::in_round) {
            return Err(BlackjackError::RoundInProgress.into());
        }
        cover(ctx.wallet(0), bet)?;
        self.table.options.bet = bet;
        if let Some(table) = self.play_mut() {
            table.setup.bet = bet;
        }
        Ok(Step::advance())
    }

    crate::table::forward_to_table!();

    fn apply<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: Self::Action,
        ctx: &Ctx<BlackjackRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        let bet = self.setup().bet;
        match &action {
            TableAction::AddComputer(_) => return Err(BlackjackError::NoComputers.into()),
            TableAction::Join | TableAction::Start | TableAction::Cancel
                if self.mode == Mode::Solo =>
            {
                return Err(TableError::AlreadyStarted.into());
            }
            TableAction::Leave
                if self.mode == Mode::Solo && self.play().is_some_and(BlackjackTable::in_round) =>
            {
                return Err(BlackjackError::RoundInProgress.into());
            }
            TableAction::Join => cover(by.wallet, bet)?,
            TableAction::Start if matches!(self.table.phase, TablePhase::Lobby) => {
                for seat in ctx.playing() {
                    if let Occupant::Member { name, .. } = &seat.occupant
                        && ctx.wallet(seat.no) < bet
                    {
                        return Err(BlackjackError::SeatCannotCover {
                            member: name.clone(),
                        }
                        .into());
                    }
                }
            }
            _ => {}
        }
        self.give_wallets(ctx);
        let step = self.table.apply(by, action, ctx, rng)?;
        // A table's first round is dealt by Start, before its seats' balances were given.
        self.give_wallets(ctx);
        Ok(self.drain(step))
    }

    /// At a table a turn that times out stands, as at the other tables (and a player idle
    /// three turns in a row is dropped, their hands standing). A member's own seat stands
    /// its hand, is paid, and closes.
    fn on_timeout<R: Rng + ?Sized>(&mut self, ctx: &Ctx<BlackjackRules>, rng: &mut R) -> Step {
        self.give_wallets(ctx);
        if self.mode == Mode::Table {
            let step = self.table.on_timeout(ctx, rng);
            return self.drain(step);
        }
        let step = Step::advance().close(Close::Expired);
        if let TablePhase::Playing { rules, .. } = &mut self.table.phase {
            // Each move stands a hand or declines insurance: a round has at most four hands.
            for _ in 0..8 {
                if !rules.in_round() || rules.play(0, Move::Idle, ctx.rules, rng).is_err() {
                    break;
                }
            }
            let rules = rules.clone();
            self.table.phase = TablePhase::Over {
                rules: Some(rules),
                outcome: Outcome::CashedOut,
            };
        }
        self.drain(step)
    }
}
