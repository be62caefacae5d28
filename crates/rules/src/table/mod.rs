//! What the multiplayer games share: a lobby (join, leave, add a computer, start, cancel),
//! seats, turn order with timeouts, and a stake pool paid out to the winners.
//!
//! A table game implements [`TableRules`] (its own turns and scores); [`TableGame`] wraps it
//! into a [`Game`] the click pipeline can host. The pieces are also usable on their own:
//! [`pool`] (splits with odd chips, side pots) and [`turns`].

pub mod pool;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod turns;

use super::game::{
    ActionCode, Clicker, Close, Ctx, Game, Level, Occupant, Opening, Reason, SeatChange, SeatNo,
    SeatResult, Step, Timer, Who,
};
use super::{GameKind, Phase, RuleError, TableError};
use pool::Pool;
use rand::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use turns::Turns;

/// What a move did to the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    /// A change that commutes with other clicks of the turn (keeping dice).
    Within,
    /// A new phase within the same turn (a roll): older buttons go stale.
    Moved,
    /// The turn is over and passes to the next seat.
    TurnOver,
    /// Nothing changed; the player asked to see their private view.
    Private,
}

/// The rules of one table game, within the table the wrapper runs.
pub trait TableRules: Sized + Clone + Serialize + DeserializeOwned + Send + Sync + 'static {
    const KIND: GameKind;
    /// The game's own start options (beside the table's stake), kept until Start.
    type Options: Serialize + DeserializeOwned + Clone + PartialEq + Send + Sync + Default;
    type Move: ActionCode;
    /// The game's rules on a server (see [`Game::Rules`]).
    type Rules: std::fmt::Debug + Clone + Send + Sync + 'static;

    /// The game for these players, in playing order.
    fn new<R: Rng + ?Sized>(players: &[SeatNo], options: &Self::Options, rng: &mut R) -> Self;

    /// Who may make this move. By default only the seat whose turn it is.
    fn who_may(&self, _mv: &Self::Move, to_act: Option<SeatNo>) -> Who {
        to_act.map_or(Who::Seated, Who::Seat)
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        seat: SeatNo,
        mv: Self::Move,
        rules: &Self::Rules,
        rng: &mut R,
    ) -> Result<Progress, RuleError>;

    /// A computer player's next move in `seat`'s turn.
    fn computer_move<R: Rng + ?Sized>(
        &self,
        seat: SeatNo,
        level: Level,
        rules: &Self::Rules,
        rng: &mut R,
    ) -> Self::Move;

    /// A player is out of the game (left or dropped).
    fn remove(&mut self, seat: SeatNo);

    /// Whether the game is over for the seats still playing.
    fn is_over(&self, active: &[SeatNo]) -> bool;

    /// A seat's score; the highest among those still playing wins.
    fn score(&self, seat: SeatNo) -> i64;

    /// How many seats a table with these options, and when an idle player is dropped.
    fn seats(options: &Self::Options) -> Seats;

    /// Whose turn it is. By default the turn order's: one seat after another.
    fn to_act(&self, turns: &Turns) -> Option<SeatNo> {
        turns.current()
    }

    /// The move made for a player whose turn timed out. By default (None) the casual
    /// computer plays the turn for them.
    fn timeout_move(&self, _seat: SeatNo) -> Option<Self::Move> {
        None
    }

    /// The deadline passed with nobody to act (between hands): by default nothing happens.
    fn idle(&mut self) {}

    /// The hooks of a cash game, where players sit with a stack of chips: None for a game
    /// whose stakes go into one pool. A cash game implements [`CashTable`] and says
    /// `const CASH: Option<CashHooks<Self>> = cash_hooks::<Self>();`.
    const CASH: Option<CashHooks<Self>> = None;

    /// Results finished since the last call (a cash game's hands), for /stats.
    fn take_results(&mut self) -> Vec<SeatResult> {
        Vec::new()
    }
}

/// How many a table seats, and when it lets an idle player go ([`TableRules::seats`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seats {
    pub min: usize,
    pub max: usize,
    /// Turns timed out in a row before a player is dropped.
    pub drop_after: u8,
}

impl Seats {
    /// `min` to `max` seats; a player is dropped after three idle turns in a row.
    pub const fn new(min: usize, max: usize) -> Seats {
        Seats {
            min,
            max,
            drop_after: 3,
        }
    }
}

/// What a cash game adds to its table's rules: each player takes their stack when they
/// leave and when the table closes, and the stake pool is never split. Optional: a table
/// game implements it only if it is a cash game, and declares it through
/// [`TableRules::CASH`].
pub trait CashTable: TableRules {
    /// Whether members may sit down at the game in progress (between hands).
    const JOINS_IN_PLAY: bool = false;

    /// The chips `seat` takes from the table now; the game forgets them.
    fn cash_out(&mut self, seat: SeatNo) -> i64;

    /// A member takes `seat` at a game in progress with `stack` chips: false when it cannot
    /// take them now (a hand is in play). Only asked when [`CashTable::JOINS_IN_PLAY`].
    fn join(&mut self, _seat: SeatNo, _stack: i64) -> bool {
        false
    }

    /// The table closes (its last member left): a hand still in play is settled as it
    /// stands, so its chips and its results are not lost.
    fn close(&mut self) {}
}

/// A cash game's hooks, as the shared table calls them.
pub struct CashHooks<R> {
    pub joins_in_play: bool,
    pub cash_out: fn(&mut R, SeatNo) -> i64,
    pub join: fn(&mut R, SeatNo, i64) -> bool,
    pub close: fn(&mut R),
}

/// The hooks of the cash game `R`, for its [`TableRules::CASH`].
pub const fn cash_hooks<R: CashTable>() -> Option<CashHooks<R>> {
    Some(CashHooks {
        joins_in_play: R::JOINS_IN_PLAY,
        cash_out: R::cash_out,
        join: R::join,
        close: R::close,
    })
}

/// The items of a [`Game`] that a game holding its [`TableGame`] in `self.table` forwards
/// to it unchanged: who may press what, whose turn it is, a computer's move. The table
/// games' one helper, written inside their `impl Game`.
macro_rules! forward_to_table {
    () => {
        fn who_may(&self, action: &Self::Action) -> $crate::game::Who {
            self.table.who_may(action)
        }

        fn to_act(&self, ctx: &$crate::game::Ctx<Self::Rules>) -> Option<$crate::game::SeatNo> {
            self.table.to_act(ctx)
        }

        fn computer_action<Rn: rand::Rng + ?Sized>(
            &self,
            ctx: &$crate::game::Ctx<Self::Rules>,
            rng: &mut Rn,
        ) -> Option<($crate::game::SeatNo, Self::Action)> {
            self.table.computer_action(ctx, rng)
        }
    };
}
pub(crate) use forward_to_table;

/// A table's start options: the stake each member pays in at Start, and the game's own.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct TableOptions<O> {
    #[serde(default)]
    pub stake: Option<i64>,
    #[serde(flatten)]
    pub game: O,
}

/// Seat numbers a table gives out, leavers' included (they keep theirs).
pub const MAX_SEAT_NUMBER: SeatNo = 200;

/// The most a table's stake may be.
pub const MAX_STAKE: i64 = 1_000_000;

/// The most moves a computer makes to play out one turn for a player who timed out.
const MAX_MOVES_A_TURN: usize = 100;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "R: TableRules")]
pub enum TablePhase<R> {
    Lobby,
    Playing { turns: Turns, rules: R },
    Over { rules: Option<R>, outcome: Outcome },
}

/// How a table ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Played out. `winners` are the best scores, computers included; `shares` is what
    /// each member took from the pool. The pool is the members' own: a computer paid no
    /// stake and takes none, so when a computer has the best score the pool goes to the
    /// best-placed members instead. With no stake, `shares` is empty.
    Won {
        shares: Vec<(SeatNo, i64)>,
        /// Empty in games recorded before winners were kept apart: `shares` named them.
        #[serde(default)]
        winners: Vec<SeatNo>,
    },
    /// Called off in the lobby.
    Cancelled,
    /// No member was left at the table: every stake went back.
    Abandoned,
    /// A cash game closed: every member took their stack.
    CashedOut,
}

/// A table game as the click pipeline hosts it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "R: TableRules")]
pub struct TableGame<R: TableRules> {
    pub stake: i64,
    /// The game's own options, as the opener chose them.
    pub options: R::Options,
    pub pool: Pool,
    pub phase: TablePhase<R>,
}

/// The buttons every table has, and the game's own moves (whose codes must differ from
/// these; the round-trip test of every table game checks it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableAction<M> {
    Join,
    Leave,
    AddComputer(Level),
    Start,
    Cancel,
    Play(M),
}

impl<M: ActionCode> ActionCode for TableAction<M> {
    fn encode(&self) -> String {
        match self {
            TableAction::Join => "join".into(),
            TableAction::Leave => "leave".into(),
            TableAction::AddComputer(level) => format!("add:{}", level.as_str()),
            TableAction::Start => "start".into(),
            TableAction::Cancel => "cancel".into(),
            TableAction::Play(mv) => mv.encode(),
        }
    }

    fn private(&self) -> bool {
        matches!(self, TableAction::Play(mv) if mv.private())
    }

    fn decode(code: &str) -> Option<Self> {
        match code {
            "join" => Some(TableAction::Join),
            "leave" => Some(TableAction::Leave),
            "start" => Some(TableAction::Start),
            "cancel" => Some(TableAction::Cancel),
            _ => match code.strip_prefix("add:") {
                Some(level) => Level::parse(level).map(TableAction::AddComputer),
                // The game's own moves use their own codes; `all()` checks none collides.
                None => M::decode(code).map(TableAction::Play),
            },
        }
    }

    fn all() -> Vec<Self> {
        let mut all = vec![
            TableAction::Join,
            TableAction::Leave,
            TableAction::AddComputer(Level::Casual),
            TableAction::AddComputer(Level::Expert),
            TableAction::Start,
            TableAction::Cancel,
        ];
        all.extend(M::all().into_iter().map(TableAction::Play));
        all
    }
}

/// Adds the results a game finished to `step`; a finished hand is announced.
fn drain_results<R: TableRules>(rules: &mut R, mut step: Step) -> Step {
    let results = rules.take_results();
    if !results.is_empty() {
        step.announce = true;
        step.results.extend(results);
    }
    step
}

impl<R: TableRules> TableGame<R> {
    pub fn rules(&self) -> Option<&R> {
        match &self.phase {
            TablePhase::Lobby => None,
            TablePhase::Playing { rules, .. } => Some(rules),
            TablePhase::Over { rules, .. } => rules.as_ref(),
        }
    }

    pub fn turns(&self) -> Option<&Turns> {
        match &self.phase {
            TablePhase::Playing { turns, .. } => Some(turns),
            _ => None,
        }
    }

    /// Whether `by` may take a seat: not seated yet, a seat free, the stake covered.
    fn may_seat(&self, by: &Clicker, ctx: &Ctx<R::Rules>) -> Result<(), RuleError> {
        Self::seat_check(by, ctx, self.stake, R::seats(&self.options).max)
    }

    fn seat_check(
        by: &Clicker,
        ctx: &Ctx<R::Rules>,
        stake: i64,
        max_seats: usize,
    ) -> Result<(), RuleError> {
        if by.seat.is_some() {
            return Err(TableError::AlreadySeated.into());
        }
        if ctx.playing().count() >= max_seats {
            return Err(TableError::TableFull { seats: max_seats }.into());
        }
        if by.wallet < stake {
            return Err(TableError::CannotStake {
                balance: by.wallet,
                stake,
            }
            .into());
        }
        Ok(())
    }

    fn lobby<Rn: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: TableAction<R::Move>,
        ctx: &Ctx<R::Rules>,
        rng: &mut Rn,
    ) -> Result<Step, RuleError> {
        let seated = ctx.playing().count();
        let max_seats = R::seats(&self.options).max;
        match action {
            TableAction::Join => {
                self.may_seat(by, ctx)?;
                Ok(Step::within().seat(SeatChange::Add(Occupant::Member {
                    id: by.member,
                    name: by.name.clone(),
                })))
            }
            TableAction::Leave => {
                let seat = by.seat.ok_or(TableError::NotSeated)?;
                if by.opener {
                    return Err(TableError::OpenerCannotLeave.into());
                }
                Ok(Step::within().seat(SeatChange::Remove(seat)))
            }
            TableAction::AddComputer(level) => {
                if seated >= max_seats {
                    return Err(TableError::TableFull { seats: max_seats }.into());
                }
                // A new phase: a double click on Add does not add two computers.
                Ok(Step::advance().seat(SeatChange::Add(Occupant::Computer { level })))
            }
            TableAction::Start => {
                let min = R::seats(&self.options).min;
                if seated < min {
                    return Err(TableError::NotEnoughPlayers { min }.into());
                }
                let members: Vec<SeatNo> = ctx
                    .playing()
                    .filter(|s| !s.is_computer())
                    .map(|s| s.no)
                    .collect();
                if let Some(&short) = members.iter().find(|&&s| ctx.wallet(s) < self.stake) {
                    return Err(TableError::StakeNotCovered { seat: short }.into());
                }
                let mut step = Step::advance();
                let players: Vec<SeatNo> = ctx.playing().map(|s| s.no).collect();
                let reason = if R::CASH.is_some() {
                    Reason::BuyIn
                } else {
                    Reason::Stake
                };
                if self.stake > 0 {
                    for &seat in &members {
                        step = step.chips(seat, -self.stake, reason);
                        self.pool.add(seat, self.stake);
                    }
                }
                self.phase = TablePhase::Playing {
                    turns: Turns::new(players.clone()),
                    rules: R::new(&players, &self.options, rng),
                };
                Ok(step)
            }
            TableAction::Cancel => {
                self.phase = TablePhase::Over {
                    rules: None,
                    outcome: Outcome::Cancelled,
                };
                Ok(Step::advance().close(Close::Finished))
            }
            TableAction::Play(_) => Err(TableError::NotStarted.into()),
        }
    }

    /// Ends the game if it is over (or abandoned by every member); else `step` as it is.
    fn settle_if_over(&mut self, step: Step, ctx: &Ctx<R::Rules>, gone: &[SeatNo]) -> Step {
        let TablePhase::Playing { turns, rules } = &self.phase else {
            return step;
        };
        let active = turns.active();
        let members_left = ctx
            .playing()
            .filter(|s| !s.is_computer() && !gone.contains(&s.no))
            .count();
        if let Some(cash) = &R::CASH {
            if members_left > 0 && !rules.is_over(&active) {
                return step;
            }
            let rules = rules.clone();
            return self.close_cash_table(cash, rules, step, ctx, gone);
        }
        if members_left == 0 {
            let rules = rules.clone();
            return self.abandon(rules, step);
        }
        if !rules.is_over(&active) {
            return step;
        }
        let rules = rules.clone();
        self.pay_the_best(rules, &active, step, ctx, gone)
    }

    /// Closes a cash table: the hand in play is settled first (a leaver's ante and bets are
    /// in its results); then every member still seated takes their stack; leavers took
    /// theirs already.
    fn close_cash_table(
        &mut self,
        cash: &CashHooks<R>,
        mut rules: R,
        mut step: Step,
        ctx: &Ctx<R::Rules>,
        gone: &[SeatNo],
    ) -> Step {
        (cash.close)(&mut rules);
        step = drain_results(&mut rules, step);
        for seat in ctx
            .playing()
            .filter(|s| !s.is_computer() && !gone.contains(&s.no))
        {
            step = step.chips(
                seat.no,
                (cash.cash_out)(&mut rules, seat.no),
                Reason::CashOut,
            );
        }
        self.pool.clear();
        self.phase = TablePhase::Over {
            rules: Some(rules),
            outcome: Outcome::CashedOut,
        };
        finished(step)
    }

    /// Closes a game every member left: each stake goes back.
    fn abandon(&mut self, rules: R, mut step: Step) -> Step {
        for (seat, amount) in self.pool.refunds() {
            step = step.chips(seat, amount, Reason::Refund);
        }
        self.pool.clear();
        self.phase = TablePhase::Over {
            rules: Some(rules),
            outcome: Outcome::Abandoned,
        };
        finished(step)
    }

    /// Closes a game played out: the pool goes to the best-placed members, and each member
    /// who played has their result.
    fn pay_the_best(
        &mut self,
        rules: R,
        active: &[SeatNo],
        mut step: Step,
        ctx: &Ctx<R::Rules>,
        gone: &[SeatNo],
    ) -> Step {
        let best = active.iter().map(|&s| rules.score(s)).max();
        let winners: Vec<SeatNo> = active
            .iter()
            .copied()
            .filter(|&s| Some(rules.score(s)) == best)
            .collect();
        // The pool goes to the best-placed members: a computer paid nothing into it.
        let member = |s: SeatNo| ctx.seat(s).is_some_and(|x| !x.is_computer());
        let best_member = active
            .iter()
            .filter(|&&s| member(s))
            .map(|&s| rules.score(s))
            .max();
        let payees: Vec<SeatNo> = active
            .iter()
            .copied()
            .filter(|&s| member(s) && Some(rules.score(s)) == best_member)
            .collect();
        // Payout order is playing order: the first winner after the button gets odd chips.
        let shares = pool::split(self.pool.total(), &payees);
        for &(seat, amount) in &shares {
            step = step.chips(seat, amount, Reason::Winnings);
        }
        // No member still in play to take it: every stake goes back.
        let refunds = if payees.is_empty() {
            self.pool.refunds()
        } else {
            Vec::new()
        };
        for &(seat, amount) in &refunds {
            step = step.chips(seat, amount, Reason::Refund);
        }
        for seat in ctx.seats.iter().filter(|s| !s.is_computer()) {
            let paid = self.pool.paid_by(seat.no);
            let was_player = active.contains(&seat.no) || gone.contains(&seat.no) || paid > 0;
            if !was_player {
                continue;
            }
            let share = shares
                .iter()
                .chain(&refunds)
                .find(|(s, _)| *s == seat.no)
                .map_or(0, |(_, a)| *a);
            step = step.result(SeatResult {
                seat: seat.no,
                wager: paid,
                payout: share,
                score: rules.score(seat.no),
                detail: String::new(),
                won: winners.contains(&seat.no),
                measures: Vec::new(),
                on_board: true,
                board: None,
            });
        }
        self.pool.clear();
        self.phase = TablePhase::Over {
            rules: Some(rules),
            outcome: Outcome::Won { shares, winners },
        };
        finished(step)
    }

    /// Takes `seat` out of a game in progress; the turn passes if it was theirs. In a cash
    /// game the seat's stack goes back to them, and a hand the removal finished is recorded.
    fn take_out(&mut self, seat: SeatNo, step: Step) -> (bool, Step) {
        let TablePhase::Playing { turns, rules } = &mut self.phase else {
            return (false, step);
        };
        let was_turn = rules.to_act(turns) == Some(seat);
        turns.remove(seat);
        rules.remove(seat);
        let mut step = drain_results(rules, step);
        if let Some(cash) = &R::CASH {
            step = step.chips(seat, (cash.cash_out)(rules, seat), Reason::CashOut);
        }
        (was_turn, step)
    }
}

/// `step`, advancing the game, which it closes as finished.
fn finished(step: Step) -> Step {
    Step {
        advance: true,
        ..step
    }
    .close(Close::Finished)
}

impl<R: TableRules> Game for TableGame<R> {
    const KIND: GameKind = R::KIND;
    type Options = TableOptions<R::Options>;
    type Action = TableAction<R::Move>;
    type Rules = R::Rules;

    fn opening(_options: &Self::Options, _now: i64) -> Opening {
        Opening {
            table: true,
            ..Opening::default()
        }
    }

    fn create<Rn: Rng + ?Sized>(
        options: Self::Options,
        ctx: &Ctx<R::Rules>,
        _rng: &mut Rn,
    ) -> Result<(Self, Step), RuleError> {
        let stake = options.stake.unwrap_or(0);
        if !(0..=MAX_STAKE).contains(&stake) {
            return Err(TableError::StakeOutOfRange { max: MAX_STAKE }.into());
        }
        if ctx.wallet(0) < stake {
            return Err(TableError::CannotStake {
                balance: ctx.wallet(0),
                stake,
            }
            .into());
        }
        let game = TableGame {
            stake,
            options: options.game,
            pool: Pool::default(),
            phase: TablePhase::Lobby,
        };
        Ok((game, Step::advance()))
    }

    fn who_may(&self, action: &Self::Action) -> Who {
        match action {
            TableAction::Join => Who::Anyone,
            TableAction::Leave => Who::Seated,
            TableAction::AddComputer(_) | TableAction::Start | TableAction::Cancel => Who::Opener,
            TableAction::Play(mv) => match &self.phase {
                TablePhase::Playing { turns, rules } => rules.who_may(mv, rules.to_act(turns)),
                _ => Who::Seated,
            },
        }
    }

    fn apply<Rn: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: Self::Action,
        ctx: &Ctx<R::Rules>,
        rng: &mut Rn,
    ) -> Result<Step, RuleError> {
        match &mut self.phase {
            TablePhase::Over { .. } => Err(RuleError::WrongPhase(Phase::GameOver)),
            TablePhase::Lobby => self.lobby(by, action, ctx, rng),
            TablePhase::Playing { turns, rules } => match action {
                // A cash table seats a new member between hands, with the buy-in.
                TableAction::Join if R::CASH.as_ref().is_some_and(|c| c.joins_in_play) => {
                    Self::seat_check(by, ctx, self.stake, R::seats(&self.options).max)?;
                    let max_seats = R::seats(&self.options).max;
                    // The number the pipeline gives the new seat. Seats that left keep theirs,
                    // so a long-lived table may run out: it then takes no one new.
                    let no = crate::game::free_seat(ctx.seats)
                        .filter(|&no| no < MAX_SEAT_NUMBER)
                        .ok_or(TableError::TableFull { seats: max_seats })?;
                    let joined = R::CASH
                        .as_ref()
                        .is_some_and(|c| (c.join)(rules, no, self.stake));
                    if !joined {
                        return Err(TableError::JoinBetweenHands.into());
                    }
                    turns.add(no);
                    self.pool.add(no, self.stake);
                    Ok(Step::advance()
                        .seat(SeatChange::Add(Occupant::Member {
                            id: by.member,
                            name: by.name.clone(),
                        }))
                        .chips(no, -self.stake, Reason::BuyIn))
                }
                TableAction::Join | TableAction::AddComputer(_) | TableAction::Start => {
                    Err(TableError::AlreadyStarted.into())
                }
                TableAction::Cancel => Err(TableError::AlreadyStarted.into()),
                TableAction::Leave => {
                    let seat = by.seat.ok_or(TableError::NotSeated)?;
                    let (passed, step) =
                        self.take_out(seat, Step::within().seat(SeatChange::Leave(seat)));
                    let step = if passed {
                        Step {
                            advance: true,
                            timer: Timer::Restart,
                            ..step
                        }
                    } else {
                        step
                    };
                    Ok(self.settle_if_over(step, ctx, &[seat]))
                }
                TableAction::Play(mv) => {
                    let seat = by.seat.ok_or(TableError::NotSeated)?;
                    let progress = rules.play(seat, mv, ctx.rules, rng)?;
                    match progress {
                        Progress::Within => Ok(Step::within()),
                        Progress::Private => Ok(Step::within().private()),
                        Progress::Moved => Ok(drain_results(
                            rules,
                            Step {
                                advance: true,
                                ..Step::within()
                            },
                        )),
                        Progress::TurnOver => {
                            if !ctx.seat(seat).is_some_and(|s| s.is_computer()) {
                                turns.acted(seat);
                            }
                            turns.advance();
                            let step = drain_results(rules, Step::advance());
                            Ok(self.settle_if_over(step, ctx, &[]))
                        }
                    }
                }
            },
        }
    }

    fn on_timeout<Rn: Rng + ?Sized>(&mut self, ctx: &Ctx<R::Rules>, rng: &mut Rn) -> Step {
        match &mut self.phase {
            TablePhase::Over { .. } => Step::within().timer(Timer::Stop),
            TablePhase::Lobby => {
                self.phase = TablePhase::Over {
                    rules: None,
                    outcome: Outcome::Cancelled,
                };
                Step::advance().close(Close::Expired)
            }
            TablePhase::Playing { turns, rules } => {
                let Some(seat) = rules.to_act(turns) else {
                    rules.idle();
                    return self.settle_if_over(Step::advance(), ctx, &[]);
                };
                let mut finished = false;
                if let Some(mv) = rules.timeout_move(seat) {
                    finished =
                        matches!(rules.play(seat, mv, ctx.rules, rng), Ok(Progress::TurnOver));
                }
                // Otherwise the casual computer plays the turn for the player.
                for _ in 0..MAX_MOVES_A_TURN {
                    if finished {
                        break;
                    }
                    let mv = rules.computer_move(seat, Level::Casual, ctx.rules, rng);
                    match rules.play(seat, mv, ctx.rules, rng) {
                        Ok(Progress::TurnOver) => {
                            finished = true;
                            break;
                        }
                        Ok(_) => {}
                        Err(_) => break,
                    }
                }
                let in_a_row = turns.timed_out(seat);
                let computer = ctx.seat(seat).is_some_and(|s| s.is_computer());
                let mut step = drain_results(rules, Step::advance());
                let mut gone = Vec::new();
                // A turn the computer could not finish ends that player's game, so the turn
                // order and the game never disagree about whose turn it is.
                if !finished || (in_a_row >= R::seats(&self.options).drop_after && !computer) {
                    if finished {
                        turns.advance();
                    }
                    step = self.take_out(seat, step.seat(SeatChange::Drop(seat))).1;
                    gone.push(seat);
                } else {
                    turns.advance();
                }
                self.settle_if_over(step, ctx, &gone)
            }
        }
    }

    fn to_act(&self, _ctx: &Ctx<R::Rules>) -> Option<SeatNo> {
        match &self.phase {
            TablePhase::Playing { turns, rules } => rules.to_act(turns),
            _ => None,
        }
    }

    fn computer_action<Rn: Rng + ?Sized>(
        &self,
        ctx: &Ctx<R::Rules>,
        rng: &mut Rn,
    ) -> Option<(SeatNo, Self::Action)> {
        let TablePhase::Playing { turns, rules } = &self.phase else {
            return None;
        };
        let seat = rules.to_act(turns)?;
        let level = match ctx.seat(seat)?.occupant {
            Occupant::Computer { level } => level,
            Occupant::Member { .. } => return None,
        };
        Some((
            seat,
            TableAction::Play(rules.computer_move(seat, level, ctx.rules, rng)),
        ))
    }
}

#[cfg(test)]
mod tests;
