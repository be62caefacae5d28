//! A start command: the open game of its kind here is brought back (changed to the new
//! options where the game allows), or a new one is created and seated with its opener. Both
//! then take a click's way: the step, its effects, the reply.

use super::reply::{self, Audience};
use super::step::Held;
use super::{Env, Loaded, Stakes, public_locale};
use crate::app::rehearsal::{Inputs, Run};
use crate::app::responsible::Room;
use crate::app::{App, AppError, Request};
use crate::config::StartRule;
use crate::engine::game::Ctx;
use crate::engine::game::{Occupant, Opening, Seat, SeatStatus, Step};
use crate::games::{Achievement, Hosted};
use crate::store::Flags;
use crate::store::{GameStatus, NewGame, Tx};
use crate::view::economy::notice;
use crate::view::game::Viewer;
use crate::view::{Refusal, Reply, View};
use rand_chacha::ChaCha8Rng;
use serde_json::{Map, Value};

/// A start command as read: its options, what the game says of them, where its game is
/// kept, and the opener's balance.
struct Starting<O> {
    options: O,
    /// The options as given, for the engine call's key (only a rehearsed request builds one).
    given: String,
    opening: Opening,
    /// 0 for a channel's table, else the opener's id: one open game per slot.
    slot: u64,
    wallet: i64,
    /// What the opener's restraints leave them to stake, if something holds them back.
    room: Option<Room>,
    flags: Flags,
    /// When that keeps the opener from staking all they hold: the options read again, for
    /// a refused engine call to be tried on their whole balance, to tell why.
    held: Option<(Held, O)>,
}

/// What a new game takes over from the open one it replaces, if any: the old game's view,
/// shown to the member alone, and what the old game's overdue timeout unlocked.
#[derive(Default)]
struct Replacing {
    view: Option<View>,
    unlocked: Vec<(u64, &'static Achievement)>,
}

impl App {
    /// Every start command: bring back the open game, or start one.
    pub(in crate::app) async fn start<G: Hosted>(
        &self,
        tx: &mut Tx,
        request: &Request,
        options: &Map<String, Value>,
        run: &Run,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let given = if run.keys() {
            serde_json::to_string(options)?
        } else {
            String::new()
        };
        let given_options = options;
        let options = read_options::<G>(options)?;
        let settings = self.settings(tx, guild).await?.values;
        // The server's rules, read in the transaction that starts the game: the game
        // turned off, or played in other channels, starts nowhere here.
        match settings.start_refused(G::KIND.as_str(), request.channel_id) {
            Some(StartRule::GameOff) => return Err(Refusal::GameOff { kind: G::KIND }.into()),
            Some(StartRule::Elsewhere(channels)) => {
                return Err(Refusal::PlayElsewhere { channels }.into());
            }
            None => {}
        }
        let env = self.env(&settings, run);
        let to = Audience {
            member: request.locale,
            public: public_locale(&settings, request),
            look: env.look(),
        };
        let wallet = self.actor_wallet(tx, guild, request, &settings).await?;
        let room = self.wallet_room(tx, &wallet, env.now).await?;
        let held = match Held::of(wallet.balance, room) {
            Some(held) => Some((held, read_options::<G>(given_options)?)),
            None => None,
        };
        let opening = G::opening(&options, env.now);
        // Where Discord keeps the replies private, a table would be seen by its opener
        // alone: none is opened.
        if opening.table && !request.place.public() {
            return Err(Refusal::TableUnseen.into());
        }
        let slot = if opening.table { 0 } else { request.actor.id };
        let starting = Starting {
            options,
            given,
            opening,
            slot,
            wallet: wallet.balance,
            room,
            flags: wallet.flags,
            held,
        };
        let mut replacing = Replacing::default();
        if let Some(row) = tx
            .open_game(guild, request.channel_id, G::KIND, slot)
            .await?
        {
            let mut g = self.load::<G>(tx, row).await?;
            g.actor = request.actor.id;
            self.restrain(tx, &mut g, env.now).await?;
            run.saw(&g.row);
            if g.is_due(env.now) {
                self.time_out(tx, &mut g, &env).await?;
            }
            if g.row.status == GameStatus::Active {
                return self.bring_back(tx, request, g, starting, &env, to).await;
            }
            // Shown to the member alone: in their language.
            replacing.view = Some(g.render(Viewer::Public, to.member, to.look));
            // What the old game's overdue timeout unlocked is said with the new game.
            replacing.unlocked = std::mem::take(&mut g.unlocked);
        }
        let g = self
            .open::<G>(tx, request, starting, replacing.unlocked, &env)
            .await?;
        let mut reply = Reply::game_message(g.row.id, g.render(Viewer::Public, to.public, to.look));
        if let Some(old) = replacing.view {
            reply = reply.with_private(View {
                content: Some(G::replaced_notice(to.member)),
                ..old
            });
        }
        Ok(reply::with_unlocks(reply, &g, to.public))
    }

    /// The open game brought back, changed to the new options where the game allows.
    async fn bring_back<G: Hosted>(
        &self,
        tx: &mut Tx,
        request: &Request,
        mut g: Loaded<G>,
        starting: Starting<G::Options>,
        env: &Env<'_>,
        to: Audience<'_>,
    ) -> Result<Reply, AppError> {
        let mut rng = self.rehearsal.step_rng(env.run);
        let stakes = g.stakes();
        let inputs = env.inputs::<G>(&g.seats, &stakes);
        let alone = starting.opening.acts || starting.opening.once;
        let options = starting.options;
        // The opener's seat, when their restraints keep them from staking all they hold: a
        // refusal is tried again on their whole balance, to tell why.
        let seat = g
            .seats
            .iter()
            .position(|s| s.member() == Some(request.actor.id));
        let again = match (seat, starting.held) {
            (Some(at), Some((held, options))) => Some((at, held, g.game.clone(), options)),
            _ => None,
        };
        let resumed = self
            .rehearsal
            .engine(
                tx,
                env.run,
                "resume",
                &starting.given,
                &mut g.game,
                inputs,
                &mut rng,
                move |game, ctx, rng| game.resume(options, ctx, rng),
            )
            .await;
        let table = |g: &Loaded<G>| {
            Reply::game_message(g.row.id, g.render(Viewer::Public, to.public, to.look))
        };
        if let (Err(_), Some((at, held, game, options))) = (&resumed, again) {
            let whole = stakes.whole(at, held.balance);
            let call = move |game: &mut G, ctx: &Ctx<G::Rules>, rng: &mut ChaCha8Rng| {
                game.resume(options, ctx, rng).is_ok()
            };
            let whole = (&g.seats[..], &whole);
            if self
                .whole_would_do::<G, _, _>(tx, env, whole, &starting.given, game, call)
                .await
            {
                return Err(held.room.refusal().into());
            }
        }
        let reply = match resumed {
            Ok(step) => {
                self.carry_out(tx, &mut g, step, &request.interaction_id, env)
                    .await?;
                table(&g)
            }
            // A typed move that is refused, or a game that takes its options once,
            // changes nothing: the refusal alone.
            Err(refused) if alone => return Err(Refusal::Rule(refused).into()),
            // The game comes back as it was, with why the new options were not taken
            // (finish the hand first, a bet the balance cannot cover).
            Err(refused) => {
                table(&g).with_private(notice(&Refusal::Rule(refused).message(to.member)))
            }
        };
        // What its overdue timeout unlocked, if anything, is said too.
        Ok(reply::with_unlocks(reply, &g, to.public))
    }

    /// A new game, made by the game from the command's options, with its opener in the first
    /// seat, its first step carried out. `unlocked`: what the game it replaces unlocked, to
    /// be said with it.
    async fn open<G: Hosted>(
        &self,
        tx: &mut Tx,
        request: &Request,
        starting: Starting<G::Options>,
        unlocked: Vec<(u64, &'static Achievement)>,
        env: &Env<'_>,
    ) -> Result<Loaded<G>, AppError> {
        let (guild, actor, now) = (Self::economy(request), &request.actor, env.now);
        let seats = vec![Seat {
            no: 0,
            occupant: Occupant::Member {
                id: actor.id,
                name: actor.name.clone(),
            },
            status: SeatStatus::Playing,
        }];
        let wallets = vec![starting.wallet];
        let (rooms, flags) = (vec![starting.room], vec![starting.flags]);
        let slot = starting.slot;
        let first_attempt = match &starting.opening.attempt {
            Some(key) => tx.claim_attempt(guild, actor.id, G::KIND, key, now).await?,
            None => true,
        };
        let stakes = Stakes {
            wallets: vec![
                starting
                    .room
                    .map_or(starting.wallet, |r| r.cap(starting.wallet)),
            ],
            barred: if starting.room.is_some_and(|r| r.excluded()) {
                vec![0]
            } else {
                Vec::new()
            },
        };
        let inputs = Inputs {
            first_attempt,
            ..env.inputs::<G>(&seats, &stakes)
        };
        let (game, mut step) = self.create::<G>(tx, starting, inputs, env).await?;
        let state = serde_json::to_string(&game)?;
        let row = tx
            .insert_game(&NewGame {
                guild_id: guild,
                channel_id: request.channel_id,
                owner_id: actor.id,
                kind: G::KIND,
                slot,
                state: &state,
                deadline: None,
                at: now,
                locale: public_locale(&env.settings, request),
            })
            .await?;
        tx.add_seat(row.id, &seats[0], now).await?;
        let mut g = Loaded {
            row,
            seats,
            wallets,
            flags,
            rooms,
            actor: actor.id,
            game,
            unlocked,
        };
        // A new game's buttons carry version 1.
        step.advance = false;
        self.carry_out(tx, &mut g, step, &request.interaction_id, env)
            .await?;
        Ok(g)
    }

    /// The game's `create`, through the rehearsal: the new game and its first step.
    async fn create<G: Hosted>(
        &self,
        tx: &mut Tx,
        starting: Starting<G::Options>,
        inputs: Inputs<G::Rules>,
        env: &Env<'_>,
    ) -> Result<(G, Step), AppError> {
        let run = env.run;
        let mut rng = self.rehearsal.step_rng(run);
        let options = starting.options;
        // Tried again on the opener's whole balance if refused, to tell why.
        let again = starting
            .held
            .map(|(held, options)| (held, options, inputs.seats.clone(), inputs.first_attempt));
        let mut created: Option<G> = None;
        let made = self
            .rehearsal
            .engine(
                tx,
                run,
                "create",
                &starting.given,
                &mut created,
                inputs,
                &mut rng,
                move |created, ctx, rng| {
                    G::create(options, ctx, rng).map(|(game, step)| {
                        *created = Some(game);
                        step
                    })
                },
            )
            .await;
        if let (Err(_), Some((held, options, seats, first_attempt))) = (&made, again) {
            let whole = Stakes {
                wallets: vec![held.balance],
                barred: Vec::new(),
            };
            let call = move |_: &mut Option<G>, ctx: &Ctx<G::Rules>, rng: &mut ChaCha8Rng| {
                let ctx = Ctx {
                    first_attempt,
                    ..*ctx
                };
                G::create(options, &ctx, rng).is_ok()
            };
            let whole = (&seats[..], &whole);
            let given = format!("{} {first_attempt}", starting.given);
            if self
                .whole_would_do::<G, _, _>(tx, env, whole, &given, None, call)
                .await
            {
                return Err(held.room.refusal().into());
            }
        }
        let step = made.map_err(Refusal::Rule)?;
        let game = created.ok_or_else(|| AppError::Damaged("a game was not created".into()))?;
        Ok((game, step))
    }
}

/// A start command's options as the game reads them; refused, naming them, when they do
/// not fit.
fn read_options<G: Hosted>(options: &Map<String, Value>) -> Result<G::Options, Refusal> {
    serde_json::from_value(Value::Object(options.clone())).map_err(|e| {
        tracing::warn!("{} options {options:?}: {e}", G::KIND);
        Refusal::BadOption {
            command: G::START.to_string(),
            option: options.keys().cloned().collect::<Vec<_>>().join(", "),
        }
    })
}
