//! The effects: what a step changes besides the game's state. Its seat changes; its chip
//! movements, written to the ledger one row per member and reason, credits first; its
//! results, kept on the boards the game declares; the achievements those and the balances
//! that moved unlock; and once a click's steps are done, the game saved over the version it
//! was loaded at, with its status and turn timer.

use super::{Env, Loaded};
use crate::app::{App, AppError};
use crate::engine::GameKind;
use crate::engine::game::{
    Close, Game, Reason, Seat, SeatChange, SeatStatus, Step, Timer, free_seat,
};
use crate::games::Deed;
use crate::store::{Flags, GameStatus, Movement, NewResult, SaveGame, Tx};
use crate::view::Refusal;
use std::collections::BTreeMap;

/// The combined effect of a click and the computer moves that follow it.
#[derive(Default)]
pub(super) struct Totals {
    /// A step moved the game on: its buttons' version goes up.
    pub advance: bool,
    pub close: Option<Close>,
    pub timer: Timer,
    /// A step asked for an announcement in the channel.
    pub announce: bool,
}

impl Totals {
    pub(super) fn add(&mut self, step: &Step) {
        self.advance |= step.advance;
        self.announce |= step.announce;
        if step.close.is_some() {
            self.close = step.close;
        }
        if step.timer != Timer::Keep {
            self.timer = step.timer;
        }
    }
}

/// One ledger movement of a step: a member, why, and how many chips.
type Move = ((u64, Reason), i64);

impl App {
    /// One step's seat changes, chip movements and results, and what they unlock.
    pub(in crate::app) async fn effects<G>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        step: &Step,
        origin: &str,
        now: i64,
    ) -> Result<(), AppError> {
        seat_changes(self, tx, g, step, now).await?;
        // What each member held before the step paid or charged them: a balance crossing a
        // mark is a deed.
        let before: Vec<(u64, i64)> = g
            .seats
            .iter()
            .zip(&g.wallets)
            .filter_map(|(s, w)| s.member().map(|m| (m, *w)))
            .collect();
        ledger(tx, g, step, origin, now)?;
        self.results(tx, g, step, now)?;
        self.step_unlocks(tx, g, step, &before, now).await
    }

    /// A step's results, kept for the boards.
    fn results<G>(
        &self,
        tx: &mut Tx,
        g: &Loaded<G>,
        step: &Step,
        now: i64,
    ) -> Result<(), AppError> {
        for result in &step.results {
            let Some(member) = member_at(g, result.seat) else {
                continue;
            };
            tx.hold_result(&NewResult {
                guild_id: g.row.guild_id,
                user_id: member,
                game_id: g.row.id,
                kind: g.row.kind,
                board: self.board_of(g.row.kind, result.board),
                wager: result.wager,
                payout: result.payout,
                score: Some(result.score),
                ranked: result.on_board,
                detail: &result.detail,
                won: result.won,
                measures: &result.measures,
                at: now,
            })?;
        }
        Ok(())
    }

    /// The board a result of `kind` is kept under: `""` for the game's first, else the name
    /// of another board the game declares. A name the game does not declare would put the
    /// result where no board reads it: it is kept on the first, and the log says so.
    fn board_of(&self, kind: GameKind, board: Option<&'static str>) -> &'static str {
        let Some(name) = board else {
            return "";
        };
        match self.registry.board(name) {
            Some((owner, _, false)) if owner == kind => name,
            Some((owner, _, true)) if owner == kind => "",
            _ => {
                tracing::error!("{kind}: a result for the undeclared board `{name}`");
                ""
            }
        }
    }

    /// Unlocks what a step earned its members: results (each game's achievements read
    /// those the boards count, unless they say otherwise), and balances that crossed a mark.
    async fn step_unlocks<G>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        step: &Step,
        before: &[(u64, i64)],
        now: i64,
    ) -> Result<(), AppError> {
        let deeds = deeds(g, step, before);
        let mut members: Vec<u64> = deeds.iter().map(|(m, _)| *m).collect();
        members.sort_unstable();
        members.dedup();
        for member in members {
            let own: Vec<Deed> = deeds
                .iter()
                .filter(|(m, _)| *m == member)
                .map(|(_, d)| *d)
                .collect();
            for a in self.unlock(tx, g.row.guild_id, member, &own, now).await? {
                // Held for the commit: a later step of the request reads the member's
                // achievements without it.
                if !g.unlocked.iter().any(|(m, u)| *m == member && u.id == a.id) {
                    g.unlocked.push((member, a));
                }
            }
        }
        Ok(())
    }
}

/// A step's seats taken, given up, left and dropped, in the store and in `g`.
async fn seat_changes<G>(
    app: &App,
    tx: &mut Tx,
    g: &mut Loaded<G>,
    step: &Step,
    now: i64,
) -> Result<(), AppError> {
    let (game_id, guild) = (g.row.id, g.row.guild_id);
    for change in &step.seats {
        match change {
            SeatChange::Add(occupant) => {
                let no = free_seat(&g.seats)
                    .ok_or_else(|| AppError::Damaged("every seat number is taken".into()))?;
                let seat = Seat {
                    no,
                    occupant: occupant.clone(),
                    status: SeatStatus::Playing,
                };
                tx.add_seat(game_id, &seat, now).await?;
                let (balance, flags) = match seat.member() {
                    Some(member) => member_balance(tx, guild, member).await?,
                    None => (0, Flags::default()),
                };
                let room = match seat.member() {
                    Some(member) => app.room(tx, guild, member, flags, now).await?,
                    None => None,
                };
                let at = g.seats.partition_point(|s| s.no < no);
                g.seats.insert(at, seat);
                g.wallets.insert(at, balance);
                g.flags.insert(at, flags);
                g.rooms.insert(at, room);
            }
            SeatChange::Remove(no) => {
                tx.remove_seat(game_id, *no).await?;
                if let Some(at) = g.seats.iter().position(|s| s.no == *no) {
                    g.seats.remove(at);
                    g.wallets.remove(at);
                    g.flags.remove(at);
                    g.rooms.remove(at);
                }
            }
            SeatChange::Leave(no) | SeatChange::Drop(no) => {
                let status = match change {
                    SeatChange::Drop(_) => SeatStatus::Dropped,
                    _ => SeatStatus::Left,
                };
                tx.set_seat_status(game_id, *no, status).await?;
                if let Some(seat) = g.seats.iter_mut().find(|s| s.no == *no) {
                    seat.status = status;
                }
            }
        }
    }
    Ok(())
}

/// The member in seat `no`, if a member sits there.
fn member_at<G>(g: &Loaded<G>, no: crate::engine::game::SeatNo) -> Option<u64> {
    g.seats.iter().find(|s| s.no == no).and_then(Seat::member)
}

/// A member's balance here (0 before they have a wallet), and their restraints' flags.
async fn member_balance(tx: &mut Tx, guild: u64, member: u64) -> Result<(i64, Flags), AppError> {
    Ok(match tx.existing_wallet(guild, member).await? {
        Some(w) => (w.balance, w.flags),
        None => (0, tx.flags(guild, member).await?),
    })
}

/// A step's chip movements, held for the commit: one ledger row per member and reason,
/// keyed by the step's origin, the reason and the member (several winners, side pots and
/// refunds never share a key); credits first, so a member paid and charged in one step
/// never dips below zero. The seats' balances move here already, for the reply.
fn ledger<G>(
    tx: &mut Tx,
    g: &mut Loaded<G>,
    step: &Step,
    origin: &str,
    now: i64,
) -> Result<(), AppError> {
    for ((member, reason), delta) in moves(g, step) {
        // Written with the commit; a balance that would fall below zero fails it.
        let at = g.seats.iter().position(|s| s.member() == Some(member));
        let balance = at.map_or(0, |at| g.wallets[at]);
        // A wager the member's restraints do not hold is refused: in their words when the
        // request is theirs, else naming them, as a stake they cannot cover is.
        if let Some(room) = at.and_then(|at| g.rooms[at].as_mut())
            && let Err(refusal) = room.take(reason.as_str(), delta)
        {
            return Err(AppError::Refused(if member == g.actor {
                refusal
            } else {
                Refusal::StakeNotCovered { member }
            }));
        }
        if balance + delta < 0 {
            return Err(AppError::Refused(Refusal::CannotCover {
                balance,
                bet: -delta,
            }));
        }
        tx.hold_chips(&Movement {
            guild_id: g.row.guild_id,
            user_id: member,
            delta,
            reason: reason.as_str(),
            game_id: Some(g.row.id),
            counterparty: None,
            key: format!("{origin}:{}:{member}", reason.as_str()),
            at: now,
        })?;
        for (seat, wallet) in g.seats.iter().zip(g.wallets.iter_mut()) {
            if seat.member() == Some(member) {
                *wallet = balance + delta;
            }
        }
    }
    Ok(())
}

/// A step's chips summed by member and reason, credits first. A cash-out is kept even when
/// it is empty: leaving a table with nothing still settles the buy-in.
fn moves<G>(g: &Loaded<G>, step: &Step) -> Vec<Move> {
    let mut summed: BTreeMap<(u64, Reason), i64> = BTreeMap::new();
    for chips in &step.chips {
        if let Some(member) = member_at(g, chips.seat) {
            *summed.entry((member, chips.reason)).or_default() += chips.delta;
        }
    }
    let mut moves: Vec<Move> = summed
        .into_iter()
        .filter(|((_, reason), d)| *d != 0 || *reason == Reason::CashOut)
        .collect();
    moves.sort_by_key(|(_, delta)| std::cmp::Reverse(*delta));
    moves
}

/// What a step did, by member, for their achievements: each result, and a balance that
/// grew (once per member).
fn deeds<'s, G>(g: &Loaded<G>, step: &'s Step, before: &[(u64, i64)]) -> Vec<(u64, Deed<'s>)> {
    let mut deeds: Vec<(u64, Deed)> = Vec::new();
    for result in &step.results {
        if let Some(member) = member_at(g, result.seat) {
            deeds.push((member, Deed::Result(g.row.kind, result)));
        }
    }
    for (seat, after) in g.seats.iter().zip(&g.wallets) {
        let Some(member) = seat.member() else {
            continue;
        };
        if let Some(&(_, was)) = before.iter().find(|(m, _)| *m == member)
            && *after > was
            && !deeds
                .iter()
                .any(|(m, d)| *m == member && matches!(d, Deed::Balance { .. }))
        {
            deeds.push((
                member,
                Deed::Balance {
                    before: was,
                    after: *after,
                },
            ));
        }
    }
    deeds
}

/// Saves the game over the version it was loaded at, with what its steps came to: its
/// status, its turn deadline, its version moved on.
pub(super) fn save<G: Game>(
    tx: &mut Tx,
    g: &mut Loaded<G>,
    totals: &Totals,
    env: &Env<'_>,
) -> Result<(), AppError> {
    let (now, turn) = (env.now, env.turn_seconds);
    let status = match totals.close {
        None => GameStatus::Active,
        Some(Close::Finished) => GameStatus::Finished,
        Some(Close::Expired) => GameStatus::Expired,
    };
    let deadline = match (status, totals.timer) {
        (GameStatus::Active, Timer::Keep) => g.row.deadline,
        (GameStatus::Active, Timer::Restart) => Some(now + turn),
        (GameStatus::Active, Timer::After(seconds)) => Some(now + seconds.max(1)),
        _ => None,
    };
    // A deadline never stays in the past: a timeout that changed nothing is not run
    // again at every sweep.
    let deadline = deadline.map(|d| if d <= now { now + turn } else { d });
    let state = serde_json::to_string(&g.game)?;
    // Written with the commit. Inside the transaction the version read is the version
    // written; a stale one (something outside the app touched the row) fails the commit.
    let version = tx.hold_save_game(
        &SaveGame {
            id: g.row.id,
            version: g.row.version,
            advance: totals.advance,
            state: &state,
            status,
            deadline,
            at: now,
        },
        g.row.status,
    )?;
    g.row.version = version;
    g.row.status = status;
    g.row.deadline = deadline;
    Ok(())
}
