//! The sit-and-go: its entrants' buy-ins are stakes in one pool, paid by place when one
//! player holds every chip.

use super::dealing::{Felt, computer_action, felt_rules, keep_dealing, play_move, who_may};
use super::moves::Move;
use super::setup::Setup;
use super::{HoldemRules, MIN_SEATS, SIT_AND_GO_BOARD};
use crate::game::{
    Clicker, Close, Ctx, Level, Reason, Seat, SeatChange, SeatNo, SeatResult, Step, Who,
};
use crate::holdem::betting::Action;
use crate::holdem::hand::HandEnd;
use crate::holdem::table::{HoldemTable, TableError};
use crate::holdem::tournament::Tournament;
use crate::table::turns::Turns;
use crate::table::{Outcome, Progress, Seats, TableGame, TablePhase, TableRules};
use crate::{GameKind, RuleError};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// A sit-and-go in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TourneyPlay {
    pub tournament: Tournament,
    pub seen: u32,
    /// Knocked out and not yet announced: a member's click announces them (the timeouts'
    /// sweep posts nothing), and the next member's click starts afresh.
    #[serde(default)]
    pub knocked: Vec<SeatNo>,
    /// Whether `knocked` went out with a member's click.
    #[serde(default)]
    pub posted: bool,
    /// The request in progress is a timeout's (with the computers' moves after it), whose
    /// announcement the sweep does not post.
    #[serde(default)]
    pub timing_out: bool,
    /// Every member left is sitting out and the turn's deadline passed: one hand is dealt
    /// (their blinds are posted, their hands fold).
    #[serde(default)]
    pub deal_once: bool,
}

impl Felt for TourneyPlay {
    fn felt(&self) -> &HoldemTable {
        &self.tournament.table
    }
    fn felt_mut(&mut self) -> &mut HoldemTable {
        &mut self.tournament.table
    }
    /// While a member is at the table and not sitting out; else once a deadline.
    fn may_deal(&self) -> bool {
        let t = &self.tournament;
        let member_in = t
            .table
            .sitters
            .iter()
            .any(|s| s.out_since.is_none() && t.entrants.iter().any(|e| e.0 == s.seat && e.1));
        !t.is_over() && (member_in || self.deal_once)
    }
    fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError> {
        let out = self.tournament.out.len();
        self.deal_once = false;
        self.tournament.deal_next(rng)?;
        self.note_knocked(out);
        Ok(())
    }
    fn act(&mut self, seat: SeatNo, action: Action) -> Result<(), TableError> {
        let out = self.tournament.out.len();
        self.tournament.act(seat, None, action)?;
        self.note_knocked(out);
        Ok(())
    }
    fn time_out(&mut self, seat: SeatNo) -> Result<(), TableError> {
        let out = self.tournament.out.len();
        self.tournament.time_out(seat)?;
        self.note_knocked(out);
        Ok(())
    }
    /// Tournament chips are not the wallet's: a hand is no result of its own.
    fn ended(&mut self, _end: &HandEnd) {}
    fn seen(&self) -> u32 {
        self.seen
    }
    fn set_seen(&mut self, hand: u32) {
        self.seen = hand;
    }
}

impl TourneyPlay {
    fn note_knocked(&mut self, before: usize) {
        self.knocked
            .extend(self.tournament.out.iter().skip(before).copied());
    }
}

impl TableRules for TourneyPlay {
    felt_rules!();

    /// Every seat enters; [`Holdem`](super::Holdem) marks the computers once the lobby's seats
    /// are known.
    fn new<R: Rng + ?Sized>(players: &[SeatNo], setup: &Setup, rng: &mut R) -> Self {
        let entrants: Vec<(SeatNo, bool)> = players.iter().map(|&s| (s, true)).collect();
        let mut play = TourneyPlay {
            tournament: Tournament::new(&entrants, 0, setup.speed, 0),
            seen: 0,
            knocked: Vec::new(),
            posted: false,
            timing_out: false,
            deal_once: false,
        };
        keep_dealing(&mut play, rng);
        play
    }

    fn remove(&mut self, seat: SeatNo) {
        let out = self.tournament.out.len();
        self.tournament.leave(seat);
        self.note_knocked(out);
    }

    /// [`Holdem`](super::Holdem) ends a sit-and-go itself, paying by place.
    fn is_over(&self, _active: &[SeatNo]) -> bool {
        false
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.tournament.table.stack(seat)
    }

    /// Every member left is sitting out: the deadline deals a hand anyway.
    fn idle(&mut self) {
        self.deal_once = true;
    }
}

/// Ends a sit-and-go that is over: the pool paid by the members' places among themselves,
/// each member's result recorded. With one member there is no prize: the buy-in goes back
/// as a refund, and the result counts on no board.
pub(super) fn finish_tournament(
    game: &mut TableGame<TourneyPlay>,
    mut step: Step,
    ctx: &Ctx<HoldemRules>,
) -> Step {
    let TablePhase::Playing { rules, .. } = &game.phase else {
        return step;
    };
    if rules.tournament.finish.is_none() {
        return step;
    }
    let t = &rules.tournament;
    let prizes = t.prizes();
    for &(seat, prize) in &prizes {
        step = step.chips(seat, prize, Reason::Winnings);
    }
    let refund = t.refund();
    if let Some((seat, amount)) = refund {
        step = step.chips(seat, amount, Reason::Refund);
    }
    let standings = t.standings();
    let members = standings.len();
    for &(seat, place) in &standings {
        if ctx.seat(seat).is_none_or(Seat::is_computer) {
            continue;
        }
        let prize = prizes.iter().find(|p| p.0 == seat).map_or(0, |p| p.1);
        step = step.result(if members < 2 {
            // A refund settles the stake: the result wagers nothing and wins nothing.
            SeatResult {
                seat,
                wager: 0,
                payout: 0,
                score: 0,
                detail: String::new(),
                won: false,
                measures: vec![("sit-and-go".into(), 1.0), ("in-the-money".into(), 0.0)],
                on_board: false,
                board: Some(SIT_AND_GO_BOARD),
            }
        } else {
            SeatResult {
                seat,
                wager: game.pool.paid_by(seat),
                payout: prize,
                // Members beaten: the sit-and-go board ranks the best finish among members.
                score: (members - place) as i64,
                detail: format!("{place}/{members}"),
                won: place == 1,
                measures: vec![
                    ("sit-and-go".into(), 1.0),
                    ("in-the-money".into(), f64::from(u8::from(prize > 0))),
                ],
                on_board: true,
                board: Some(SIT_AND_GO_BOARD),
            }
        });
    }
    let winners: Vec<SeatNo> = standings
        .iter()
        .filter(|s| members >= 2 && s.1 == 1)
        .map(|s| s.0)
        .collect();
    let rules = rules.clone();
    game.pool.clear();
    game.phase = TablePhase::Over {
        rules: Some(rules),
        outcome: Outcome::Won {
            shares: prizes,
            winners,
        },
    };
    step.announce = true;
    Step {
        advance: true,
        ..step
    }
    .close(Close::Finished)
}

/// The sit-and-go's entrants as the lobby seated them: members paid the stake, computers
/// did not.
pub(super) fn enter(game: &mut TableGame<TourneyPlay>, ctx: &Ctx<HoldemRules>) {
    let stake = game.stake;
    let pool = game.pool.total();
    if let TablePhase::Playing { rules, .. } = &mut game.phase {
        let t = &mut rules.tournament;
        for entrant in t.entrants.iter_mut() {
            entrant.1 = ctx.seat(entrant.0).is_some_and(|s| !s.is_computer());
        }
        t.buy_in = stake;
        t.pool = pool;
    }
}

/// A member leaves a sit-and-go in play: out now, placed next up from the bottom. When no
/// member is left it ends, and the pool goes to the members by their places.
pub(super) fn tournament_leave(
    game: &mut TableGame<TourneyPlay>,
    by: &Clicker,
) -> Result<Step, RuleError> {
    let seat = by.seat.ok_or(crate::TableError::NotSeated)?;
    let TablePhase::Playing { turns, rules } = &mut game.phase else {
        return Err(crate::TableError::NotStarted.into());
    };
    let t = &rules.tournament;
    let last_member = !t
        .table
        .sitters
        .iter()
        .any(|s| s.seat != seat && t.entrants.iter().any(|e| e.0 == s.seat && e.1));
    // The last member's leaving ends it at once: the hand in play is played out by idle
    // moves, and the computers place by their stacks.
    if last_member {
        rules.tournament.table.close();
    }
    turns.remove(seat);
    rules.remove(seat);
    Ok(Step::advance().seat(SeatChange::Leave(seat)))
}
