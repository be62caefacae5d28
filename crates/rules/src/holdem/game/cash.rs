//! The cash table: members sit with a stack from their wallet, rebuy, and take their stack
//! home when they leave or the table closes; computers sit down in play.

use super::dealing::{
    Felt, computer_action, felt_rules, hand_results, keep_dealing, note_ended, play_move, who_may,
};
use super::moves::Move;
use super::setup::Setup;
use super::{HoldemRules, MIN_SEATS};
use crate::game::{Ctx, Level, Occupant, SeatChange, SeatNo, SeatResult, Step, Who};
use crate::holdem::betting::Action;
use crate::holdem::hand::HandEnd;
use crate::holdem::table::{HoldemTable, TableError};
use crate::table::turns::Turns;
use crate::table::{
    CashHooks, CashTable, Progress, Seats, TableGame, TablePhase, TableRules, cash_hooks,
};
use crate::{GameKind, RuleError};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// A cash table in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CashPlay {
    pub table: HoldemTable,
    /// The last hand recorded.
    pub seen: u32,
    /// Results of hands ended, not yet handed to the pipeline (always within the move
    /// that ended them, so never kept).
    #[serde(skip)]
    pub pending: Vec<SeatResult>,
    /// What each member took home when they left or the table closed.
    #[serde(default)]
    pub cashed: Vec<(SeatNo, i64)>,
    /// Nobody could be dealt in before the deadline: the table closes.
    #[serde(default)]
    pub closing: bool,
    /// The computers' seats: hands are dealt only while a member is dealt in, so that
    /// computers never play on alone.
    #[serde(default)]
    pub computers: Vec<SeatNo>,
    /// Members sent home after an hour sitting out, each with the hands dealt when they
    /// left: the table says so through the next hand.
    #[serde(default)]
    pub away: Vec<(SeatNo, u32)>,
}

impl CashPlay {
    /// What `seat` took home, once it has left or the table has closed.
    pub fn took_home(&self, seat: SeatNo) -> Option<i64> {
        self.cashed.iter().find(|(s, _)| *s == seat).map(|c| c.1)
    }

    /// Members sent home after an hour away whom the table still names (through the hand
    /// after the one in play when they left), with what each took home.
    pub fn sent_home(&self) -> Vec<(SeatNo, i64)> {
        self.away
            .iter()
            .filter(|&&(_, hands)| self.table.hands <= hands + 1)
            .filter_map(|&(seat, _)| self.took_home(seat).map(|took| (seat, took)))
            .collect()
    }

    fn cash(&mut self, seat: SeatNo, took: i64) {
        match self.cashed.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, t)) => *t += took,
            None => self.cashed.push((seat, took)),
        }
    }
}

impl Felt for CashPlay {
    fn felt(&self) -> &HoldemTable {
        &self.table
    }
    fn felt_mut(&mut self) -> &mut HoldemTable {
        &mut self.table
    }
    fn may_deal(&self) -> bool {
        let dealt = self.table.dealt_in();
        !self.closing && dealt.len() >= 2 && dealt.iter().any(|s| !self.computers.contains(s))
    }
    fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError> {
        self.table.deal_next(rng)
    }
    fn act(&mut self, seat: SeatNo, action: Action) -> Result<(), TableError> {
        self.table.act(seat, None, action)
    }
    fn time_out(&mut self, seat: SeatNo) -> Result<(), TableError> {
        self.table.time_out(seat).map(|_| ())
    }
    fn ended(&mut self, end: &HandEnd) {
        self.pending.extend(hand_results(end));
    }
    fn seen(&self) -> u32 {
        self.seen
    }
    fn set_seen(&mut self, hand: u32) {
        self.seen = hand;
    }
}

impl TableRules for CashPlay {
    felt_rules!();
    const CASH: Option<CashHooks<Self>> = cash_hooks::<Self>();

    fn new<R: Rng + ?Sized>(players: &[SeatNo], setup: &Setup, rng: &mut R) -> Self {
        let stacks: Vec<(SeatNo, i64)> = players
            .iter()
            .map(|&s| (s, setup.settings.buy_in))
            .collect();
        let mut play = CashPlay {
            table: HoldemTable::new(setup.settings.clone(), &stacks, 0),
            seen: 0,
            pending: Vec::new(),
            cashed: Vec::new(),
            closing: false,
            computers: Vec::new(),
            away: Vec::new(),
        };
        keep_dealing(&mut play, rng);
        play
    }

    /// A leaver folds and takes their stack: what they put in this hand stays in the pot.
    fn remove(&mut self, seat: SeatNo) {
        if self.table.sitter(seat).is_some() {
            let took = self.table.leave(seat);
            self.cash(seat, took);
        }
        note_ended(self);
    }

    fn is_over(&self, _active: &[SeatNo]) -> bool {
        self.table.hand.is_none() && self.closing
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.table.stack(seat)
    }

    /// The deadline passed with no hand to deal: the table closes.
    fn idle(&mut self) {
        if self.table.hand.is_none() {
            self.closing = true;
        }
    }

    fn take_results(&mut self) -> Vec<SeatResult> {
        std::mem::take(&mut self.pending)
    }
}

impl CashTable for CashPlay {
    const JOINS_IN_PLAY: bool = true;

    fn cash_out(&mut self, seat: SeatNo) -> i64 {
        if self.table.sitter(seat).is_some() {
            let took = self.table.leave(seat);
            self.cash(seat, took);
            note_ended(self);
        }
        // What it took is counted once: the shared table asks once per leaver.
        match self.cashed.iter().find(|(s, _)| *s == seat) {
            Some(&(_, took)) => took,
            None => 0,
        }
    }

    fn join(&mut self, seat: SeatNo, stack: i64) -> bool {
        !self.closing && self.table.join(seat, stack).is_ok()
    }

    /// A hand in play is played out by idle moves (check, else fold): the pot goes as the
    /// hand stands.
    fn close(&mut self) {
        self.table.close();
        note_ended(self);
    }
}

/// A computer sits down at a cash table in play, with the buy-in, dealt in from the next
/// hand.
pub(super) fn add_computer(
    game: &mut TableGame<CashPlay>,
    level: Level,
    ctx: &Ctx<HoldemRules>,
) -> Result<Step, RuleError> {
    let max = game.options.settings.seats;
    if ctx.playing().count() >= max {
        return Err(crate::TableError::TableFull { seats: max }.into());
    }
    let no = crate::game::free_seat(ctx.seats)
        .filter(|&no| no < crate::table::MAX_SEAT_NUMBER)
        .ok_or(crate::TableError::TableFull { seats: max })?;
    let stack = game.options.settings.buy_in;
    let TablePhase::Playing { turns, rules } = &mut game.phase else {
        return Err(crate::TableError::NotStarted.into());
    };
    rules.table.join(no, stack)?;
    rules.computers.push(no);
    turns.add(no);
    Ok(Step::advance().seat(SeatChange::Add(Occupant::Computer { level })))
}
