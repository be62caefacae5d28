//! Hold'em as the click pipeline hosts it: a cash table ([`CashPlay`]) or a sit-and-go
//! ([`TourneyPlay`]), each within the shared table (lobby, seats, turns, chips).
//!
//! - **Moves.** Fold, Check, Call and raises to an amount (the presets and a typed one);
//!   My cards, Show (a mucked hand, after it), Sit out and I'm back; at a cash table Rebuy.
//! - **Dealing.** The next hand is dealt as soon as the last one ends, when two players can
//!   be dealt in: the last hand's end stays on the board beside it.
//! - **Idle turns.** An idle turn checks, or folds facing a bet; three in a row sit the
//!   member out (no blinds, no hands) until I'm back. At a cash table a member out for an
//!   hour leaves with their stack. A turn lasts the server's `holdem_turn_seconds`;
//!   between hands the table waits the server's idle timeout, then closes.
//! - **Chips.** A cash table's buy-in and each rebuy come from the wallet; a rebuy settles
//!   the stack and buys in again with it and the rebuy, so each buy-in is settled by one
//!   cash-out. A sit-and-go's buy-ins are stakes in its pool, paid by place when it ends.

mod cash;
mod dealing;
mod moves;
mod refusals;
mod setup;
mod sit_and_go;

pub use cash::CashPlay;
pub use moves::Move;
pub use refusals::HoldemError;
pub use setup::{Mode, Options, Setup};
pub use sit_and_go::TourneyPlay;

use super::betting::Options as BetOptions;
use super::hand::Street;
use super::table::HoldemTable;
use crate::game::{
    Clicker, Ctx, Game, Occupant, Opening, Reason, Seat, SeatChange, SeatNo, SeatStatus, Step,
    Timer, Who,
};
use crate::table::{Outcome, TableAction, TableGame, TableOptions, TablePhase, TableRules};
use crate::{GameKind, RuleError};
use cash::add_computer;
use dealing::keep_dealing;
use rand::Rng;
use serde::{Deserialize, Serialize};
use setup::buy_in_words;
use sit_and_go::{enter, finish_tournament, tournament_leave};

/// Seats at a table.
pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 9;
/// A turn's length unless the server sets `holdem_turn_seconds`.
pub const DEFAULT_TURN_SECONDS: i64 = 60;
/// The most a sit-and-go's buy-in may be.
pub const MAX_TOURNAMENT_BUY_IN: i64 = crate::table::MAX_STAKE;
/// A sit-and-go's buy-in unless set.
pub const DEFAULT_TOURNAMENT_BUY_IN: i64 = 100;

/// Hold'em's rules on a server: how long a turn lasts, and where the expert keeps its
/// ranges between decisions (a pure cache the app owns: none, and every decision works its
/// range out again).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoldemRules {
    pub turn_seconds: i64,
    pub memory: Option<std::sync::Arc<super::memory::Memory>>,
}

impl Default for HoldemRules {
    fn default() -> Self {
        HoldemRules {
            turn_seconds: DEFAULT_TURN_SECONDS,
            memory: None,
        }
    }
}

/// Who makes a move: what a sit-and-go's announcements depend on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mover {
    Member,
    Computer,
    Timer,
}

/// Texas Hold'em as the click pipeline hosts it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Holdem {
    Cash(TableGame<CashPlay>),
    Tournament(TableGame<TourneyPlay>),
}

/// Steps one after the other, as one.
fn merge(mut first: Step, then: Step) -> Step {
    first.chips.extend(then.chips);
    first.results.extend(then.results);
    first.seats.extend(then.seats);
    first.advance |= then.advance;
    first.announce |= then.announce;
    if then.close.is_some() {
        first.close = then.close;
    }
    if then.timer != Timer::Keep {
        first.timer = then.timer;
    }
    first.private |= then.private;
    first
}

/// `ctx` with these seats.
fn with_seats<'a>(ctx: &Ctx<'a, HoldemRules>, seats: &'a [Seat]) -> Ctx<'a, HoldemRules> {
    Ctx { seats, ..*ctx }
}

/// The seats after `step`'s leaves and drops.
fn seats_after(ctx: &Ctx<HoldemRules>, step: &Step) -> Vec<Seat> {
    let mut seats = ctx.seats.to_vec();
    for change in &step.seats {
        if let SeatChange::Leave(no) | SeatChange::Drop(no) = change
            && let Some(seat) = seats.iter_mut().find(|s| s.no == *no)
        {
            seat.status = SeatStatus::Left;
        }
    }
    seats
}

/// The seats that leave a cash table now, each as if they pressed Leave: members sitting
/// out an hour, members excluded from wagering (taking their stack home), and computers out
/// of chips (their seat is free again); between their hands, never out of the hand in play.
fn leaving(rules: &CashPlay, ctx: &Ctx<HoldemRules>) -> Vec<SeatNo> {
    let table = &rules.table;
    let mut gone = table.expired();
    for &seat in ctx.barred {
        if table.sitter(seat).is_some() && !gone.contains(&seat) {
            gone.push(seat);
        }
    }
    gone.extend(
        rules
            .computers
            .iter()
            .copied()
            .filter(|&s| table.sitter(s).is_some_and(|x| x.stack == 0)),
    );
    gone.retain(|&s| table.hand.as_ref().is_none_or(|h| h.player(s).is_none()));
    gone
}

impl Holdem {
    pub fn mode(&self) -> Mode {
        match self {
            Holdem::Cash(_) => Mode::Cash,
            Holdem::Tournament(_) => Mode::Tournament,
        }
    }

    /// The table's setup.
    pub fn setup(&self) -> &Setup {
        match self {
            Holdem::Cash(t) => &t.options,
            Holdem::Tournament(t) => &t.options,
        }
    }

    /// The table's buy-in: a cash table's stack, a sit-and-go's stake.
    pub fn buy_in(&self) -> i64 {
        match self {
            Holdem::Cash(t) => t.stake,
            Holdem::Tournament(t) => t.stake,
        }
    }

    /// The cards and chips on the felt, once dealt.
    pub fn felt(&self) -> Option<&HoldemTable> {
        match self {
            Holdem::Cash(t) => t.rules().map(|p| &p.table),
            Holdem::Tournament(t) => t.rules().map(|p| &p.tournament.table),
        }
    }

    pub fn cash(&self) -> Option<&CashPlay> {
        match self {
            Holdem::Cash(t) => t.rules(),
            Holdem::Tournament(_) => None,
        }
    }

    pub fn tournament(&self) -> Option<&TourneyPlay> {
        match self {
            Holdem::Tournament(t) => t.rules(),
            Holdem::Cash(_) => None,
        }
    }

    /// The lobby, play or end, whichever table it is.
    pub fn in_lobby(&self) -> bool {
        match self {
            Holdem::Cash(t) => matches!(t.phase, TablePhase::Lobby),
            Holdem::Tournament(t) => matches!(t.phase, TablePhase::Lobby),
        }
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Over { outcome, .. },
                ..
            })
            | Holdem::Tournament(TableGame {
                phase: TablePhase::Over { outcome, .. },
                ..
            }) => Some(outcome),
            _ => None,
        }
    }

    /// The felt in play, told the time and who moves: a member's click (not the computers'
    /// moves that follow it) starts the knockouts to announce afresh once the last were
    /// announced; a timeout starts a request whose announcement is not posted.
    /// Tells the table the time, and a cash table who is excluded from wagering now.
    fn tell_time(&mut self, ctx: &Ctx<HoldemRules>, mover: Mover) {
        let now = ctx.now;
        match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => {
                rules.table.now = now;
                rules.table.barred = ctx.barred.to_vec();
            }
            Holdem::Tournament(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => {
                rules.tournament.table.now = now;
                match mover {
                    Mover::Member => {
                        rules.timing_out = false;
                        if rules.posted {
                            rules.knocked.clear();
                            rules.posted = false;
                        }
                    }
                    Mover::Timer => rules.timing_out = true,
                    Mover::Computer => {}
                }
            }
            _ => {}
        }
    }

    /// A member acts at the table: the hands ended before have been seen on the board, which
    /// shows from now on those that end after.
    fn member_acts(&mut self) {
        let table = match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => &mut rules.table,
            Holdem::Tournament(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => &mut rules.tournament.table,
            _ => return,
        };
        table.history.member_acted(table.last.as_ref());
    }

    /// Where the betting stands: the hand and street, whose turn it is and what they may
    /// do (another player folding out leaves it as it was).
    fn betting_state(&self) -> Option<(u32, Street, Option<SeatNo>, Option<BetOptions>)> {
        let hand = self.felt()?.hand.as_ref()?;
        Some((hand.number, hand.street, hand.to_act(), hand.options()))
    }

    fn to_act_now(&self) -> Option<SeatNo> {
        match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => rules.table.hand.as_ref().and_then(|h| h.to_act()),
            Holdem::Tournament(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => rules
                .tournament
                .table
                .hand
                .as_ref()
                .and_then(|h| h.to_act()),
            _ => None,
        }
    }

    /// A rebuy brings the stack to `to` (a second press of the same form adds nothing): the
    /// stack is settled and bought in again with the chips added, so each buy-in has its one
    /// cash-out. A member sitting out who rebuys is here: their hour starts again.
    fn rebuy(&mut self, by: &Clicker, to: Option<i64>) -> Result<Step, RuleError> {
        let Holdem::Cash(game) = self else {
            return Err(HoldemError::NoRebuys.into());
        };
        let TablePhase::Playing { rules, .. } = &mut game.phase else {
            return Err(crate::TableError::NotStarted.into());
        };
        let seat = by.seat.ok_or(crate::TableError::NotSeated)?;
        let to = to.ok_or(HoldemError::NotANumber)?;
        // The table's own refusals first (dealt in, past the most, below the least), then
        // the wallet's.
        let chips = rules.table.rebuy_chips(seat, to)?;
        if by.wallet < chips {
            return Err(HoldemError::RebuyShort {
                balance: by.wallet,
                needed: chips,
                to,
            }
            .into());
        }
        let before = rules.table.sitter(seat).map_or(0, |s| s.stack);
        rules.table.rebuy(seat, chips)?;
        let now = rules.table.now;
        if let Some(sitter) = rules.table.sitters.iter_mut().find(|s| s.seat == seat)
            && sitter.out_since.is_some()
        {
            sitter.out_since = Some(now);
        }
        game.pool.add(seat, chips);
        // The reply shows the seat's own view: its new stack.
        Ok(Step::within()
            .chips(seat, before, Reason::CashOut)
            .chips(seat, -(before + chips), Reason::BuyIn)
            .private())
    }

    /// After every move and timeout: the next hand dealt, members out an hour gone, the
    /// hands' results, a sit-and-go's end, and the turn's timer.
    fn after<R: Rng + ?Sized>(&mut self, step: Step, ctx: &Ctx<HoldemRules>, rng: &mut R) -> Step {
        let mut step = step;
        match self {
            Holdem::Cash(game) => {
                if let TablePhase::Playing { rules, .. } = &mut game.phase {
                    keep_dealing(rules, rng);
                    step.results.extend(rules.take_results());
                }
                // Not in a step that seats someone: its seat is not among the seats known
                // yet; the next move will do.
                let seating = step.seats.iter().any(|c| matches!(c, SeatChange::Add(_)));
                let gone: Vec<SeatNo> = match &game.phase {
                    TablePhase::Playing { rules, .. } if !seating => leaving(rules, ctx),
                    _ => Vec::new(),
                };
                for seat in gone {
                    // A rebuy in this very step: the member is here.
                    if step.chips.iter().any(|c| c.seat == seat) {
                        continue;
                    }
                    let seats = seats_after(ctx, &step);
                    let Some(leaving) = seats.iter().find(|s| s.no == seat && s.is_playing())
                    else {
                        continue;
                    };
                    let leaver = Clicker {
                        member: leaving.member().unwrap_or(0),
                        name: String::new(),
                        seat: Some(seat),
                        opener: false,
                        wallet: 0,
                    };
                    let inner = with_seats(ctx, &seats);
                    if let Ok(mut left) = game.apply(&leaver, TableAction::Leave, &inner, rng) {
                        // A computer takes nothing home: its chips were never a wallet's. A
                        // member's leaving is said on the table.
                        if leaving.is_computer() {
                            left.chips.retain(|c| c.seat != seat);
                        } else if let TablePhase::Playing { rules, .. }
                        | TablePhase::Over {
                            rules: Some(rules), ..
                        } = &mut game.phase
                        {
                            let hands = rules.table.hands;
                            rules.away.retain(|&(_, h)| h + 1 >= hands);
                            rules.away.push((seat, hands));
                        }
                        step = merge(step, left);
                    }
                    if let TablePhase::Playing { rules, .. } = &mut game.phase {
                        keep_dealing(rules, rng);
                        step.results.extend(rules.take_results());
                    }
                }
                // A hand's end is on the board, not announced.
                step.announce = false;
            }
            Holdem::Tournament(game) => {
                if let TablePhase::Playing { rules, .. } = &mut game.phase {
                    keep_dealing(rules, rng);
                }
                step.announce = false;
                step = finish_tournament(game, step, ctx);
                let play = match &mut game.phase {
                    TablePhase::Playing { rules, .. } => Some(rules),
                    TablePhase::Over { rules, .. } => rules.as_mut(),
                    TablePhase::Lobby => None,
                };
                if let Some(play) = play.filter(|p| !p.knocked.is_empty()) {
                    step.announce = true;
                    // A timeout's announcement is not posted: the next click's is.
                    play.posted |= !play.timing_out;
                }
            }
        }
        if step.timer == Timer::Restart {
            step.timer = self.turn_timer(ctx.rules.turn_seconds);
        }
        step
    }

    /// A new turn's timer: the table's own turn when a player is to act, and at a
    /// sit-and-go whose members all sit out (a hand is dealt each deadline); the server's
    /// idle timeout at a cash table nobody can be dealt in at (it then closes).
    fn turn_timer(&self, turn_seconds: i64) -> Timer {
        let waiting_tournament = self.tournament().is_some() && self.outcome().is_none();
        if self.to_act_now().is_some() || waiting_tournament {
            Timer::After(turn_seconds)
        } else {
            Timer::Restart
        }
    }
}

/// The sit-and-go's leaderboard, beside the cash table's best hands.
pub const SIT_AND_GO_BOARD: &str = "sit-and-go";

impl Game for Holdem {
    const KIND: GameKind = GameKind::Holdem;
    type Options = Options;
    type Action = TableAction<Move>;
    type Rules = HoldemRules;

    fn opening(_options: &Options, _now: i64) -> Opening {
        Opening {
            table: true,
            once: true,
            ..Opening::default()
        }
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        let (setup, buy_in, computers, level) = options.setup(ctx.wallet(0))?;
        let table_options = TableOptions {
            stake: Some(buy_in),
            game: setup,
        };
        let (game, mut step) = match options.mode {
            Mode::Cash => {
                let (table, step) = TableGame::create(table_options, ctx, rng)?;
                (Holdem::Cash(table), step)
            }
            Mode::Tournament => {
                let (table, step) = TableGame::create(table_options, ctx, rng)?;
                (Holdem::Tournament(table), step)
            }
        };
        for _ in 0..computers {
            step = step.seat(SeatChange::Add(Occupant::Computer { level }));
        }
        Ok((game, step))
    }

    /// The start command again while a table is open: refused, naming the table (a table
    /// takes its options once; the new ones, valid or not, would make another table).
    fn resume<R: Rng + ?Sized>(
        &mut self,
        _options: Options,
        _ctx: &Ctx<HoldemRules>,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        Err(HoldemError::TableOpen {
            mode: self.mode(),
            big_blind: self.setup().settings.big_blind,
            buy_in: self.buy_in(),
        }
        .into())
    }

    fn who_may(&self, action: &Self::Action) -> Who {
        match self {
            Holdem::Cash(t) => t.who_may(action),
            Holdem::Tournament(t) => t.who_may(action),
        }
    }

    fn to_act(&self, ctx: &Ctx<HoldemRules>) -> Option<SeatNo> {
        match self {
            Holdem::Cash(t) => t.to_act(ctx),
            Holdem::Tournament(t) => t.to_act(ctx),
        }
    }

    fn computer_action<R: Rng + ?Sized>(
        &self,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Option<(SeatNo, Self::Action)> {
        match self {
            Holdem::Cash(t) => t.computer_action(ctx, rng),
            Holdem::Tournament(t) => t.computer_action(ctx, rng),
        }
    }

    fn apply<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: Self::Action,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        let before = self.clone();
        let computer = by
            .seat
            .and_then(|s| ctx.seat(s))
            .is_some_and(Seat::is_computer);
        self.tell_time(
            ctx,
            if computer {
                Mover::Computer
            } else {
                Mover::Member
            },
        );
        if !computer
            && let TableAction::Play(Move::Fold | Move::Check | Move::Call | Move::Raise(_)) =
                action
        {
            self.member_acts();
        }
        let playing = self.felt().is_some() && self.outcome().is_none();
        let betting = self.betting_state();
        let mut result = self.apply_now(by, action, ctx, rng);
        match &mut result {
            // On a refusal the state is as it was.
            Err(_) => *self = before,
            // At a table in play, what moves the turn on is a change to the betting (an
            // action, a hand ended or dealt): the buttons of the turn before go stale and the
            // turn's timer starts. A join, a rebuy or a computer seated leave the player to act
            // their buttons and their time.
            Ok(step) if playing && self.outcome().is_none() && step.close.is_none() => {
                let computer_seated = step
                    .seats
                    .iter()
                    .any(|c| matches!(c, SeatChange::Add(Occupant::Computer { .. })));
                if self.betting_state() == betting {
                    // A computer seated still moves the version on, so that a double click
                    // seats one.
                    step.advance = computer_seated;
                    // Between hands a move is the table's activity: its wait starts again.
                    step.timer = if betting.is_none() {
                        self.turn_timer(ctx.rules.turn_seconds)
                    } else {
                        Timer::Keep
                    };
                } else {
                    step.advance = true;
                    step.timer = self.turn_timer(ctx.rules.turn_seconds);
                }
            }
            Ok(_) => {}
        }
        result
    }

    fn on_timeout<R: Rng + ?Sized>(&mut self, ctx: &Ctx<HoldemRules>, rng: &mut R) -> Step {
        self.tell_time(ctx, Mover::Timer);
        let step = match self {
            Holdem::Cash(t) => t.on_timeout(ctx, rng),
            Holdem::Tournament(t) => t.on_timeout(ctx, rng),
        };
        self.after(step, ctx, rng)
    }
}

impl Holdem {
    fn apply_now<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: TableAction<Move>,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        let playing = self.felt().is_some() && self.outcome().is_none();
        match action {
            TableAction::Play(Move::Idle | Move::AskRaise | Move::AskRebuy) => {
                return Err(HoldemError::NotAMove.into());
            }
            TableAction::Play(Move::Rebuy(chips)) => {
                let step = self.rebuy(by, chips)?;
                return Ok(self.after(step, ctx, rng));
            }
            _ => {}
        }
        let step = match (&mut *self, action) {
            (Holdem::Cash(t), TableAction::AddComputer(level)) if playing => {
                if by.seat.is_none() {
                    return Err(crate::TableError::NotSeated.into());
                }
                add_computer(t, level, ctx)?
            }
            (Holdem::Cash(t), action) => {
                let start = matches!(action, TableAction::Start);
                let step = t
                    .apply(by, action, ctx, rng)
                    .map_err(|e| buy_in_words(e, Mode::Cash))?;
                if let (true, TablePhase::Playing { rules, .. }) = (start, &mut t.phase) {
                    rules.computers = ctx
                        .playing()
                        .filter(|s| s.is_computer())
                        .map(|s| s.no)
                        .collect();
                }
                step
            }
            (Holdem::Tournament(_), TableAction::Join) if playing => {
                return Err(HoldemError::TournamentStarted.into());
            }
            (Holdem::Tournament(t), TableAction::Leave) if playing => tournament_leave(t, by)?,
            (Holdem::Tournament(t), action) => {
                let start = matches!(action, TableAction::Start);
                let step = t
                    .apply(by, action, ctx, rng)
                    .map_err(|e| buy_in_words(e, Mode::Tournament))?;
                if start {
                    enter(t, ctx);
                }
                step
            }
        };
        Ok(self.after(step, ctx, rng))
    }
}

#[cfg(test)]
mod tests;
