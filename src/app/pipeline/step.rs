//! The step: the game's engine called, through the rehearsal
//! ([`Rehearsal::engine`](crate::app::rehearsal::Rehearsal::engine)). A click's action (the
//! game's `apply`), a turn's timeout, and the computer players' moves that follow either;
//! each step's effects are carried out as it comes ([`effects`]), and the
//! game is saved once at the end.

use super::effects::{self, Totals};
use super::guard::Presser;
use super::{Env, Loaded};
use crate::app::{App, AppError, Request};
use crate::config::ServerDefaults;
use crate::engine::game::{ActionCode, Clicker, Ctx, Game, Seat, Step};
use crate::engine::{RuleError, TableError};
use crate::games::Hosted;
use crate::store::Tx;
use crate::view::Refusal;

/// Computer moves carried out after one click, at most: a bound against a game that never
/// hands the turn back (no real table comes near it).
const MAX_COMPUTER_MOVES: usize = 500;

impl App {
    /// The clicker as the game's `apply` reads them. A seated member's wallet is loaded with
    /// the seats; anyone else (joining a table) gets one opened now.
    pub(super) async fn clicker<G>(
        &self,
        tx: &mut Tx,
        g: &Loaded<G>,
        request: &Request,
        presser: &Presser,
        settings: &ServerDefaults,
    ) -> Result<Clicker, AppError> {
        let seat = presser.seat;
        let wallet = match seat.and_then(|no| g.seats.iter().position(|s| s.no == no)) {
            Some(at) => g.wallets[at],
            None => {
                let guild = g.row.guild_id;
                self.actor_wallet(tx, guild, request, settings)
                    .await?
                    .balance
            }
        };
        Ok(Clicker {
            member: request.actor.id,
            name: request.actor.name.clone(),
            seat,
            opener: presser.opener,
            wallet,
        })
    }

    /// The clicker's `action`, applied by the game: its step, or the game's refusal (naming
    /// the member who cannot cover the stake).
    pub(super) async fn apply<G: Hosted>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        clicker: Clicker,
        action: G::Action,
        env: &Env<'_>,
    ) -> Result<Step, AppError> {
        let run = env.run;
        let mut rng = self.rehearsal.step_rng(run);
        let inputs = env.inputs::<G>(&g.seats, &g.wallets);
        // What else the call reads, for its key: only a rehearsed request builds one.
        let detail = if run.keys() {
            format!("{clicker:?} {}", action.encode())
        } else {
            String::new()
        };
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
                move |game, ctx, rng| game.apply(&clicker, action, ctx, rng),
            )
            .await;
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
        let inputs = env.inputs::<G>(&g.seats, &g.wallets);
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
            let inputs = env.inputs::<G>(&g.seats, &g.wallets);
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
