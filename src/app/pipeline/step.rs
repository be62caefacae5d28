//! The step: the game's engine called, through the rehearsal
//! ([`Rehearsal::engine`](crate::app::rehearsal::Rehearsal::engine)). A click's action (the
//! game's `apply`), a turn's timeout, and the computer players' moves that follow either;
//! each step's effects are carried out as it comes ([`effects`]), and the
//! game is saved once at the end.

use super::effects::{self, Totals};
use super::guard::Presser;
use super::{Env, Loaded, Stakes};
use crate::app::responsible::Room;
use crate::app::{App, AppError, Request};
use crate::engine::game::{ActionCode, Clicker, Ctx, Game, Seat, Step};
use crate::engine::{RuleError, TableError};
use crate::games::Hosted;
use crate::store::Tx;
use crate::view::Refusal;
use rand_chacha::ChaCha8Rng;

/// Computer moves carried out after one click, at most: a bound against a game that never
/// hands the turn back (no real table comes near it).
const MAX_COMPUTER_MOVES: usize = 500;

/// A member whose restraints keep them from staking their whole balance, and what holds
/// them back: a refusal of theirs is tried again with `balance`, to tell why.
#[derive(Debug, Clone, Copy)]
pub(super) struct Held {
    /// Their whole balance; for an excluded member, as much as any wager could need, so
    /// that one short of chips too hears of the exclusion first.
    pub balance: i64,
    pub room: Room,
}

/// What an excluded member's refusal is tried again with: more than any wager takes.
const ANY_WAGER: i64 = 1 << 40;

impl Held {
    /// A member with `balance`, if `room` keeps them from staking all of it, or excludes
    /// them.
    pub(super) fn of(balance: i64, room: Option<Room>) -> Option<Held> {
        let room = room?;
        if room.excluded() {
            return Some(Held {
                balance: balance.max(ANY_WAGER),
                room,
            });
        }
        room.binds(balance).then_some(Held { balance, room })
    }
}

impl App {
    /// The clicker as the game's `apply` reads them: their wallet as far as their restraints
    /// let them stake it, and whether those held them back. A seated member's wallet is
    /// loaded with the seats; anyone else (joining a table) gets one opened now.
    pub(super) async fn clicker<G>(
        &self,
        tx: &mut Tx,
        g: &Loaded<G>,
        request: &Request,
        presser: &Presser,
        env: &Env<'_>,
    ) -> Result<(Clicker, Option<Held>), AppError> {
        let seat = presser.seat;
        let (balance, room) = match seat.and_then(|no| g.seats.iter().position(|s| s.no == no)) {
            Some(at) => (g.wallets[at], g.room_at(at)),
            None => {
                let guild = g.row.guild_id;
                let wallet = self.actor_wallet(tx, guild, request, &env.settings).await?;
                let room = self.wallet_room(tx, &wallet, env.now).await?;
                (wallet.balance, room)
            }
        };
        let clicker = Clicker {
            member: request.actor.id,
            name: request.actor.name.clone(),
            seat,
            opener: presser.opener,
            wallet: room.map_or(balance, |r| r.cap(balance)),
        };
        Ok((clicker, Held::of(balance, room)))
    }

    /// The clicker's `action`, applied by the game: its step, or the game's refusal (naming
    /// the member who cannot cover the stake).
    pub(super) async fn apply<G: Hosted>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        (clicker, held): (Clicker, Option<Held>),
        action: G::Action,
        env: &Env<'_>,
    ) -> Result<Step, AppError> {
        let run = env.run;
        let mut rng = self.rehearsal.step_rng(run);
        let stakes = g.stakes();
        let inputs = env.inputs::<G>(&g.seats, &stakes);
        // What else the call reads, for its key: only a rehearsed request builds one.
        let detail = if run.keys() {
            format!("{clicker:?} {}", action.encode())
        } else {
            String::new()
        };
        let (tried, again) = (clicker.clone(), action.clone());
        let applied = self
            .rehearsal
            .engine(
                tx,
                run,
                "apply",
                &detail,
                &mut g.game,
                inputs,
                &mut rng,
                move |game, ctx, rng| game.apply(&tried, again, ctx, rng),
            )
            .await;
        if let (Err(_), Some(held)) = (&applied, held) {
            // Refused with what the clicker's restraints leave them: if their whole balance
            // would have done, the restraint is why.
            let whole = match clicker
                .seat
                .and_then(|no| g.seats.iter().position(|s| s.no == no))
            {
                Some(at) => stakes.whole(at, held.balance),
                None => stakes,
            };
            let clicker = Clicker {
                wallet: held.balance,
                ..clicker
            };
            // The key names the clicker's whole wallet too (a clicker not seated has none
            // among the seats').
            let whole_detail = format!("{detail} {}", held.balance);
            let call = move |game: &mut G, ctx: &Ctx<G::Rules>, rng: &mut ChaCha8Rng| {
                game.apply(&clicker, action, ctx, rng).is_ok()
            };
            let whole = (&g.seats[..], &whole);
            if self
                .whole_would_do::<G, _, _>(tx, env, whole, &whole_detail, g.game.clone(), call)
                .await
            {
                return Err(held.room.refusal().into());
            }
        }
        applied
            .map_err(|e| match e {
                // Name the member who cannot cover the stake.
                RuleError::Table(TableError::StakeNotCovered { seat }) => g
                    .seats
                    .iter()
                    .find(|s| s.no == seat)
                    .and_then(Seat::member)
                    .map_or(Refusal::Rule(e), |member| Refusal::StakeNotCovered {
                        member,
                    }),
                other => Refusal::Rule(other),
            })
            .map_err(AppError::from)
    }

    /// Whether an engine call refused on what a member's restraints leave them goes through
    /// with `whole`, the seats' wallets with that member's whole balance: then the
    /// restraint is why. The call runs on a copy of the state, and changes nothing.
    pub(super) async fn whole_would_do<G: Hosted, S, F>(
        &self,
        tx: &mut Tx,
        env: &Env<'_>,
        (seats, whole): (&[Seat], &Stakes),
        detail: &str,
        mut state: S,
        call: F,
    ) -> bool
    where
        S: Clone + Send + 'static,
        F: FnOnce(&mut S, &Ctx<G::Rules>, &mut ChaCha8Rng) -> bool + Send + 'static,
    {
        let mut rng = self.rehearsal.step_rng(env.run);
        let inputs = env.inputs::<G>(seats, whole);
        self.rehearsal
            .engine(
                tx, env.run, "whole", detail, &mut state, inputs, &mut rng, call,
            )
            .await
    }

    /// The turn deadline passed: the game's timeout rule applies (stand, play the turn for
    /// the player, drop them, close).
    pub(in crate::app) async fn time_out<G: Hosted>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        env: &Env<'_>,
    ) -> Result<(), AppError> {
        let origin = format!(
            "timeout:{}:{}:{}",
            g.row.id,
            g.row.version,
            g.row.deadline.unwrap_or(env.now)
        );
        let mut rng = self.rehearsal.step_rng(env.run);
        let inputs = env.inputs::<G>(&g.seats, &g.stakes());
        let step = self
            .rehearsal
            .engine(
                tx,
                env.run,
                "timeout",
                "",
                &mut g.game,
                inputs,
                &mut rng,
                |game, ctx, rng| game.on_timeout(ctx, rng),
            )
            .await;
        self.carry_out(tx, g, step, &origin, env).await.map(|_| ())
    }

    /// Carries out a step and the computer players' moves that follow it, then saves the
    /// game over the version it was loaded at. `origin` makes the ledger keys: the
    /// interaction id, or the timeout's. True when a step asked for an announcement.
    pub(super) async fn carry_out<G: Hosted>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        first: Step,
        origin: &str,
        env: &Env<'_>,
    ) -> Result<bool, AppError> {
        let mut totals = Totals::default();
        self.effects(tx, g, &first, origin, env.now).await?;
        totals.add(&first);
        self.computer_moves(tx, g, &mut totals, origin, env).await?;
        effects::save(tx, g, &totals, env)?;
        Ok(totals.announce)
    }

    /// The computer players' moves, one after another until the turn is a member's again
    /// or the game closes, each step's effects carried out as it comes.
    async fn computer_moves<G: Hosted>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        totals: &mut Totals,
        origin: &str,
        env: &Env<'_>,
    ) -> Result<(), AppError> {
        let mut rng = self.rehearsal.step_rng(env.run);
        for n in 0..MAX_COMPUTER_MOVES {
            if totals.close.is_some() {
                break;
            }
            let inputs = env.inputs::<G>(&g.seats, &g.stakes());
            let turn = self
                .rehearsal
                .engine(
                    tx,
                    env.run,
                    "computer",
                    "",
                    &mut g.game,
                    inputs,
                    &mut rng,
                    computer_turn::<G>,
                )
                .await;
            let Some((step, refused)) = turn else {
                break;
            };
            if let Some(e) = refused {
                // A computer must never hold a table up: its turn timed out instead.
                tracing::warn!("game {}: a computer's move was refused: {e}", g.row.id);
            }
            self.effects(tx, g, &step, &format!("{origin}:c{n}"), env.now)
                .await?;
            totals.add(&step);
        }
        Ok(())
    }
}

/// A computer's turn, if it is one's: its move, or its turn timed out if the move is
/// refused (with why).
fn computer_turn<G: Game>(
    game: &mut G,
    ctx: &Ctx<G::Rules>,
    rng: &mut rand_chacha::ChaCha8Rng,
) -> Option<(Step, Option<String>)> {
    let (seat, action) = game.computer_action(ctx, rng)?;
    let computer = Clicker {
        member: 0,
        name: String::new(),
        seat: Some(seat),
        opener: false,
        wallet: 0,
    };
    Some(match game.apply(&computer, action, ctx, rng) {
        Ok(step) => (step, None),
        Err(e) => (game.on_timeout(ctx, rng), Some(e.to_string())),
    })
}
