//! The one pipeline every game goes through. A click: load the row and its seats; check the
//! clicker belongs at the game, that it is open, not past its turn deadline and not stale,
//! and that the clicker may press this button now; call the game; carry out its [`Step`]
//! (seats, chips, results, computer players' moves); save with the version check; answer.
//! Starting a game and a turn timing out take the same path.

use super::rehearsal::{Inputs, Run};
use super::{App, AppError, Request};
use crate::config::ServerDefaults;
use crate::engine::game::{
    ActionCode, Clicker, Close, Ctx, Game, Occupant, Reason, Seat, SeatChange, SeatStatus, Step,
    Timer, Who, free_seat,
};
use crate::engine::{GameKind, RuleError, TableError};
use crate::games::{Achievement, Deed, Hosted};
use crate::store::{GameRow, GameStatus, LoadedGame, Movement, NewGame, NewResult, SaveGame, Tx};
use crate::t;
use crate::view::economy::notice;
use crate::view::emoji::EmojiMap;
use crate::view::format::{chips_word, mention};

use crate::view::game::{RenderCtx, Status, Viewer};
use crate::view::{Locale, MessageEdit, Refusal, Reply, View};
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::Arc;

/// What was clicked, from the custom_id.
pub(super) struct Click<'a> {
    pub version: i64,
    /// The action's code: the button's, or a menu's with its chosen value.
    pub code: Cow<'a, str>,
    /// A form sent back rather than a button or a menu.
    pub form: bool,
    pub message_id: Option<u64>,
}

/// A game as loaded for one request: its row, seats, the seats' wallets, and its state.
pub(super) struct Loaded<G> {
    pub row: GameRow,
    pub seats: Vec<Seat>,
    pub wallets: Vec<i64>,
    pub game: G,
    /// Achievements the request unlocked, by member, for the reply to announce.
    pub unlocked: Vec<(u64, &'static Achievement)>,
}

impl<G: Game> Loaded<G> {
    /// The stored game as its engine state.
    pub(super) fn read(loaded: LoadedGame) -> Result<Loaded<G>, AppError> {
        Ok(Loaded {
            game: serde_json::from_str(&loaded.row.state)?,
            row: loaded.row,
            seats: loaded.seats,
            wallets: loaded.wallets,
            unlocked: Vec::new(),
        })
    }
}

impl<G> Loaded<G> {
    fn is_due(&self, now: i64) -> bool {
        self.row.status == GameStatus::Active && self.row.deadline.is_some_and(|d| d < now)
    }

    fn seat_of(&self, member: u64) -> Option<&Seat> {
        self.seats
            .iter()
            .find(|s| s.is_playing() && s.member() == Some(member))
    }
}

/// What one request knows of its server and its moment.
pub(super) struct Env<'r> {
    /// The server's settings, from which each game reads its rules.
    pub settings: ServerDefaults,
    /// The tables the games read.
    pub resources: &'r crate::games::Resources,
    /// How long a seat has for its turn.
    pub turn_seconds: i64,
    /// The server's idle timeout, for notices.
    pub idle_minutes: i64,
    /// Parlor's emojis, when the server shows pieces as pictures and they are synced.
    pub emojis: Option<Arc<EmojiMap>>,
    pub now: i64,
    /// The request's engine work, rehearsed or not.
    pub run: &'r Run,
}

/// How a request's views look besides their language: the server's idle timeout (for
/// notices) and its style of cards, dice and pieces.
#[derive(Clone, Copy)]
pub(super) struct Look<'a> {
    pub idle_minutes: i64,
    pub emojis: Option<&'a EmojiMap>,
}

impl Env<'_> {
    pub(super) fn look(&self) -> Look<'_> {
        Look {
            idle_minutes: self.idle_minutes,
            emojis: self.emojis.as_deref(),
        }
    }

    /// What a game's engine call reads besides the game.
    fn inputs<G: Hosted>(&self, seats: &[Seat], wallets: &[i64]) -> Inputs<G::Rules> {
        let rules = G::rules(&self.settings, self.resources);
        Inputs {
            seats: seats.to_vec(),
            wallets: wallets.to_vec(),
            readiness: G::readiness(&rules),
            rules,
            now: self.now,
            first_attempt: true,
        }
    }
}

/// Computer moves carried out after one click, at most: a bound against a game that never
/// hands the turn back (no real table comes near it).
const MAX_COMPUTER_MOVES: usize = 500;

/// The combined effect of a click and the computer moves that follow it.
#[derive(Default)]
struct Totals {
    advance: bool,
    close: Option<Close>,
    timer: Timer,
    announce: bool,
}

impl Totals {
    fn add(&mut self, step: &Step) {
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

impl App {
    /// The request's [`Env`], from the server's settings.
    pub(super) fn env<'r>(&'r self, settings: &ServerDefaults, run: &'r Run) -> Env<'r> {
        Env {
            settings: settings.clone(),
            resources: &self.resources,
            turn_seconds: settings.idle_timeout_minutes * 60,
            idle_minutes: settings.idle_timeout_minutes,
            emojis: self.emojis_for(settings),
            now: run.now,
            run,
        }
    }

    pub(super) async fn load<G: Game>(
        &self,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Loaded<G>, AppError> {
        let game: G = serde_json::from_str(&row.state)?;
        let (seats, wallets) = tx.seats_and_wallets(row.id, row.guild_id).await?;
        Ok(Loaded {
            row,
            seats,
            wallets,
            game,
            unlocked: Vec::new(),
        })
    }

    /// A member's balance here; 0 before they have a wallet.
    async fn member_balance(&self, tx: &mut Tx, guild: u64, member: u64) -> Result<i64, AppError> {
        Ok(tx
            .existing_wallet(guild, member)
            .await?
            .map_or(0, |w| w.balance))
    }

    /// The game as `viewer` sees it.
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

    pub(super) fn render<G: Hosted>(
        &self,
        g: &Loaded<G>,
        viewer: Viewer,
        locale: Locale,
        look: Look,
    ) -> View {
        let mut view = self.render_game(g, viewer, locale, look);
        if viewer == Viewer::Public {
            self.offer_share(&mut view, g, locale, look, &[]);
        }
        view
    }

    /// A finished game that one of its players (but those in `shared`) may share offers
    /// Share on its public message.
    fn offer_share<G: Hosted>(
        &self,
        view: &mut View,
        g: &Loaded<G>,
        locale: Locale,
        look: Look,
        shared: &[u64],
    ) {
        if g.row.status == GameStatus::Finished
            && view.rows.len() < 5
            && g.seats
                .iter()
                .filter_map(Seat::member)
                .filter(|member| !shared.contains(member))
                .any(|member| self.sharing(g, member, locale, look).is_some())
        {
            view.rows
                .push(crate::view::Row::Buttons(vec![crate::view::Button::new(
                    crate::view::custom_id::CustomId::share(g.row.id),
                    t!(locale, "share-button"),
                    crate::view::Style::Primary,
                )]));
        }
    }

    /// What Share posts for `g` as `member` played it, if the game offers it: the
    /// game's result for the member's seat, under the member's name.
    fn sharing<G: Hosted>(
        &self,
        g: &Loaded<G>,
        member: u64,
        locale: Locale,
        look: Look,
    ) -> Option<View> {
        let seat = g.seats.iter().find(|s| s.member() == Some(member))?;
        let shared = g
            .game
            .share(&render_ctx(g, Viewer::Seat(seat.no), locale, look))?;
        Some(View {
            content: Some(t!(locale, "share-by", member = mention(member))),
            ..shared
        })
    }

    /// The game as `viewer` sees it, without what the pipeline adds.
    fn render_game<G: Hosted>(
        &self,
        g: &Loaded<G>,
        viewer: Viewer,
        locale: Locale,
        look: Look,
    ) -> View {
        let view = g.game.render(&render_ctx(g, viewer, locale, look));
        // A view whose emoji markup (about 28 characters a piece, against one or a few for
        // its text) would pass Discord's limits is sent in the text style instead: measured
        // on the message itself, whatever the game.
        match look.emojis {
            Some(_) if view.check_limits().is_err() => {
                let text = Look {
                    emojis: None,
                    ..look
                };
                g.game.render(&render_ctx(g, viewer, locale, text))
            }
            _ => view,
        }
    }

    /// Every start command: bring back the open game, or start one.
    pub(super) async fn start<G: Hosted>(
        &self,
        tx: &mut Tx,
        request: &Request,
        options: &Map<String, Value>,
        run: &Run,
    ) -> Result<Reply, AppError> {
        let guild = Self::guild(request)?;
        let given = if run.keys() {
            serde_json::to_string(options)?
        } else {
            String::new()
        };
        let options: G::Options =
            serde_json::from_value(Value::Object(options.clone())).map_err(|e| {
                tracing::warn!("{} options {options:?}: {e}", G::KIND);
                Refusal::BadOption {
                    command: G::START.to_string(),
                    option: options.keys().cloned().collect::<Vec<_>>().join(", "),
                }
            })?;
        let settings = self.settings(tx, guild).await?.values;
        let env = self.env(&settings, run);
        let (locale, idle, now) = (request.locale, env.look(), env.now);
        let public = public_locale(&settings, request);
        let actor = &request.actor;
        let wallet = self.actor_wallet(tx, guild, request, &settings).await?;
        let opening = G::opening(&options, now);
        let slot = if opening.table { 0 } else { actor.id };

        let mut replaced = None;
        let mut carried = Vec::new();
        if let Some(row) = tx
            .open_game(guild, request.channel_id, G::KIND, slot)
            .await?
        {
            let mut g = self.load::<G>(tx, row).await?;
            run.saw(&g.row);
            if g.is_due(now) {
                self.time_out(tx, &mut g, &env).await?;
            }
            if g.row.status == GameStatus::Active {
                // Bring it back, changed to the new options where the game allows.
                let mut rng = self.step_rng(run);
                let inputs = env.inputs::<G>(&g.seats, &g.wallets);
                let alone = opening.acts || opening.once;
                let resumed = self
                    .engine(
                        tx,
                        run,
                        "resume",
                        &given,
                        &mut g.game,
                        inputs,
                        &mut rng,
                        move |game, ctx, rng| game.resume(options, ctx, rng),
                    )
                    .await;
                let reply = match resumed {
                    Ok(step) => {
                        self.carry_out(tx, &mut g, step, &request.interaction_id, &env)
                            .await?;
                        let reply = Reply::game_message(
                            g.row.id,
                            self.render(&g, Viewer::Public, public, idle),
                        );
                        self.with_unlocks(reply, &g, public)
                    }
                    // A typed move that is refused, or a game that takes its options once,
                    // changes nothing: the refusal alone.
                    Err(refused) if alone => return Err(Refusal::Rule(refused).into()),
                    // The game comes back as it was, with why the new options were not
                    // taken (finish the hand first, a bet the balance cannot cover).
                    Err(refused) => {
                        let reply = Reply::game_message(
                            g.row.id,
                            self.render(&g, Viewer::Public, public, idle),
                        )
                        .with_private(notice(&Refusal::Rule(refused).message(locale)));
                        // What its overdue timeout unlocked, if anything.
                        self.with_unlocks(reply, &g, public)
                    }
                };
                return Ok(reply);
            }
            // Shown to the member alone: in their language.
            replaced = Some(self.render(&g, Viewer::Public, locale, idle));
            // What the old game's overdue timeout unlocked is said with the new game.
            carried = std::mem::take(&mut g.unlocked);
        }

        let seats = vec![Seat {
            no: 0,
            occupant: Occupant::Member {
                id: actor.id,
                name: actor.name.clone(),
            },
            status: SeatStatus::Playing,
        }];
        let wallets = vec![wallet.balance];
        let first_attempt = match &opening.attempt {
            Some(key) => tx.claim_attempt(guild, actor.id, G::KIND, key, now).await?,
            None => true,
        };
        let mut rng = self.step_rng(run);
        let inputs = Inputs {
            first_attempt,
            ..env.inputs::<G>(&seats, &wallets)
        };
        let mut created: Option<G> = None;
        let made = self
            .engine(
                tx,
                run,
                "create",
                &given,
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
        let mut step = made?;
        let game = created.ok_or_else(|| AppError::Damaged("a game was not created".into()))?;
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
                locale: public,
            })
            .await?;
        tx.add_seat(row.id, &seats[0], now).await?;
        let mut g = Loaded {
            row,
            seats,
            wallets,
            game,
            unlocked: carried,
        };
        // A new game's buttons carry version 1.
        step.advance = false;
        self.carry_out(tx, &mut g, step, &request.interaction_id, &env)
            .await?;
        let mut reply =
            Reply::game_message(g.row.id, self.render(&g, Viewer::Public, public, idle));
        if let Some(old) = replaced {
            reply = reply.with_private(View {
                content: Some(G::replaced_notice(locale)),
                ..old
            });
        }
        Ok(self.with_unlocks(reply, &g, public))
    }

    /// A click on one of a game's buttons.
    pub(super) async fn click_game<G: Hosted>(
        &self,
        tx: &mut Tx,
        request: &Request,
        loaded: LoadedGame,
        click: Click<'_>,
        run: &Run,
    ) -> Result<Reply, AppError> {
        let action = <G::Action as ActionCode>::decode(&click.code)
            .ok_or(Refusal::UnknownButton { start: G::START })?;
        let guild = loaded.row.guild_id;
        let actor = &request.actor;
        let known_settings = loaded.settings.clone();
        let mut g = Loaded::<G>::read(loaded)?;
        run.saw(&g.row);
        let seat = g.seat_of(actor.id).map(|s| s.no);
        let opener = g.row.owner_id == actor.id;
        let who = g.game.who_may(&action);
        if seat.is_none() && !opener && who != Who::Anyone {
            return Err(Refusal::NotYourGame { start: G::START }.into());
        }
        if let Some(message) = click.message_id.filter(|&m| g.row.message_id != Some(m)) {
            tx.set_message(g.row.id, message).await?;
            g.row.message_id = Some(message);
        }
        let settings = match known_settings {
            Some(settings) => settings,
            None => self.settings(tx, guild).await?.values,
        };
        let env = self.env(&settings, run);
        let (locale, idle, now) = (request.locale, env.look(), env.now);
        let public = public_locale(&settings, request);
        let private = action.private();
        let refresh = |g: &Loaded<G>, said: String| {
            if private {
                // The clicked message is the clicker's own: it is not replaced by the table.
                Reply::notice(notice(&said))
            } else {
                Reply::update(self.render(g, Viewer::Public, public, idle))
                    .with_private(notice(&said))
            }
        };

        if g.row.status != GameStatus::Active {
            return Ok(refresh(&g, g.game.closed_notice(locale)));
        }
        if g.is_due(now) {
            self.time_out(tx, &mut g, &env).await?;
            let said = g
                .game
                .timed_out_notice(&render_ctx(&g, Viewer::Public, locale, idle));
            // What the timeout unlocked (a dealt royal flush paid as it stood) is said too.
            return Ok(self.with_unlocks(refresh(&g, said), &g, public));
        }
        // A private view's buttons check their own freshness (a hand number), since the
        // table's version moves with every other player's move.
        if click.version != g.row.version && !private {
            return Ok(refresh(&g, G::stale_notice(locale)));
        }
        // The button is current: may this member press it now?
        match who {
            Who::Anyone => {}
            Who::Seated if seat.is_none() => {
                return Err(Refusal::NotYourGame { start: G::START }.into());
            }
            Who::Opener if !opener => return Err(Refusal::OnlyOpener.into()),
            Who::Seat(turn) if seat != Some(turn) => {
                return Err(match seat {
                    Some(_) => Refusal::NotYourTurn,
                    None => Refusal::NotYourGame { start: G::START },
                }
                .into());
            }
            Who::Seated | Who::Opener | Who::Seat(_) => {}
        }
        // A button that opens a form: the form alone, as the first response, in the
        // clicker's language, seen from their seat. Nothing changes until it is sent back. A
        // form is never the answer to a form (Discord refuses it): a form sent back naming
        // such a button is not one Parlor opened.
        let viewer = seat.map_or(Viewer::Public, Viewer::Seat);
        if let Some(form) = g.game.modal(&action, &render_ctx(&g, viewer, locale, idle)) {
            if click.form {
                return Err(Refusal::UnknownButton { start: G::START }.into());
            }
            return Ok(Reply::modal(form));
        }
        // A seated member's wallet is loaded with the seats; anyone else (joining a table)
        // gets one opened now.
        let wallet = match seat.and_then(|no| g.seats.iter().position(|s| s.no == no)) {
            Some(at) => g.wallets[at],
            None => {
                self.actor_wallet(tx, guild, request, &settings)
                    .await?
                    .balance
            }
        };
        let clicker = Clicker {
            member: actor.id,
            name: actor.name.clone(),
            seat,
            opener,
            wallet,
        };
        let mut rng = self.step_rng(run);
        let inputs = env.inputs::<G>(&g.seats, &g.wallets);
        // What else the call reads, for its key: only a rehearsed request builds one.
        let detail = if run.keys() {
            format!("{clicker:?} {}", action.encode())
        } else {
            String::new()
        };
        let step = self
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
            .await
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
            })?;
        let wants_private = step.private;
        let advanced = step.advance;
        // A member who takes their chips off the table is told what they took home.
        let left = seat.is_some_and(|no| step.seats.contains(&SeatChange::Leave(no)));
        let took_home = seat.and_then(|no| {
            let moves = step
                .chips
                .iter()
                .filter(|c| c.seat == no && c.reason == Reason::CashOut);
            moves
                .clone()
                .next()
                .map(|_| moves.map(|c| c.delta).sum::<i64>())
        });
        let announce = self
            .carry_out(tx, &mut g, step, &request.interaction_id, &env)
            .await?;
        let mut reply = match (private, seat) {
            // A click on the clicker's private view updates it; the table's message is
            // edited beside it when the click moved the game on.
            (true, Some(seat)) => {
                let edits = match g.row.message_id {
                    Some(message_id) if advanced => vec![MessageEdit {
                        game_id: g.row.id,
                        channel_id: g.row.channel_id,
                        message_id: Some(message_id),
                        view: self.render(&g, Viewer::Public, public, idle),
                    }],
                    _ => Vec::new(),
                };
                Reply::update(self.render(&g, Viewer::Seat(seat), locale, idle)).with_edits(edits)
            }
            // A click on a private view by a member with no seat (an opener who left):
            // their own message, in their language.
            (true, None) => Reply::update(self.render(&g, Viewer::Public, locale, idle)),
            _ => Reply::update(self.render(&g, Viewer::Public, public, idle)),
        };
        // The clicker's own view, for a step that asks for it (their cards, their dice).
        if wants_private
            && !private
            && let Some(seat) = g.seat_of(actor.id).map(|s| s.no)
        {
            reply = reply.with_private(self.render(&g, Viewer::Seat(seat), locale, idle));
        }
        if let Some(took) = took_home
            && reply.private.is_none()
        {
            let amount = chips_word(locale, took);
            let said = if left {
                t!(locale, "table-took-home", amount = amount)
            } else {
                t!(locale, "table-closed-took-home", amount = amount)
            };
            reply = reply.with_private(notice(&said));
        }
        if announce
            && let Some(view) = g
                .game
                .announcement(&render_ctx(&g, Viewer::Public, public, idle))
        {
            reply = reply.with_announce(view);
        }
        Ok(self.with_unlocks(reply, &g, public))
    }

    /// The turn deadline passed: the game's timeout rule applies (stand, play the turn for
    /// the player, drop them, close).
    pub(super) async fn time_out<G: Hosted>(
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
        let mut rng = self.step_rng(env.run);
        let inputs = env.inputs::<G>(&g.seats, &g.wallets);
        let step = self
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
    /// interaction id, or the timeout's.
    async fn carry_out<G: Hosted>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        first: Step,
        origin: &str,
        env: &Env<'_>,
    ) -> Result<bool, AppError> {
        let now = env.now;
        let mut totals = Totals::default();
        self.effects(tx, g, &first, origin, now).await?;
        totals.add(&first);
        let mut rng = self.step_rng(env.run);
        for n in 0..MAX_COMPUTER_MOVES {
            if totals.close.is_some() {
                break;
            }
            let inputs = env.inputs::<G>(&g.seats, &g.wallets);
            let turn = self
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
            self.effects(tx, g, &step, &format!("{origin}:c{n}"), now)
                .await?;
            totals.add(&step);
        }

        let status = match totals.close {
            None => GameStatus::Active,
            Some(Close::Finished) => GameStatus::Finished,
            Some(Close::Expired) => GameStatus::Expired,
        };
        let turn = env.turn_seconds;
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
        Ok(totals.announce)
    }

    /// One step's seat changes, chip movements and results.
    pub(super) async fn effects<G>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        step: &Step,
        origin: &str,
        now: i64,
    ) -> Result<(), AppError> {
        let game_id = g.row.id;
        let guild = g.row.guild_id;
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
                    let balance = match seat.member() {
                        Some(member) => self.member_balance(tx, guild, member).await?,
                        None => 0,
                    };
                    let at = g.seats.partition_point(|s| s.no < no);
                    g.seats.insert(at, seat);
                    g.wallets.insert(at, balance);
                }
                SeatChange::Remove(no) => {
                    tx.remove_seat(game_id, *no).await?;
                    if let Some(at) = g.seats.iter().position(|s| s.no == *no) {
                        g.seats.remove(at);
                        g.wallets.remove(at);
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

        // What each member held before the step paid or charged them: a balance crossing a
        // mark is a deed.
        let before: Vec<(u64, i64)> = g
            .seats
            .iter()
            .zip(&g.wallets)
            .filter_map(|(s, w)| s.member().map(|m| (m, *w)))
            .collect();
        // One ledger row per member and reason in a step, keyed by the step's origin, the
        // reason and the member: several winners, side pots and refunds never share a key.
        let mut moves: BTreeMap<(u64, Reason), i64> = BTreeMap::new();
        for chips in &step.chips {
            if let Some(member) = g
                .seats
                .iter()
                .find(|s| s.no == chips.seat)
                .and_then(Seat::member)
            {
                *moves.entry((member, chips.reason)).or_default() += chips.delta;
            }
        }
        // A cash-out is written even when it is empty: leaving a table with nothing still
        // settles the buy-in.
        let mut moves: Vec<((u64, Reason), i64)> = moves
            .into_iter()
            .filter(|((_, reason), d)| *d != 0 || *reason == Reason::CashOut)
            .collect();
        // Credits first, so a member paid and charged in one step never dips below zero.
        moves.sort_by_key(|(_, delta)| std::cmp::Reverse(*delta));
        for ((member, reason), delta) in moves {
            // Written with the commit; a balance that would fall below zero fails it. The
            // seats' balances move here already, for the reply.
            let balance = g
                .seats
                .iter()
                .position(|s| s.member() == Some(member))
                .map_or(0, |at| g.wallets[at]);
            if balance + delta < 0 {
                return Err(AppError::Refused(Refusal::CannotCover {
                    balance,
                    bet: -delta,
                }));
            }
            tx.hold_chips(&Movement {
                guild_id: guild,
                user_id: member,
                delta,
                reason: reason.as_str(),
                game_id: Some(game_id),
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

        for result in &step.results {
            let Some(member) = g
                .seats
                .iter()
                .find(|s| s.no == result.seat)
                .and_then(Seat::member)
            else {
                continue;
            };
            tx.hold_result(&NewResult {
                guild_id: guild,
                user_id: member,
                game_id,
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
        self.step_unlocks(tx, g, step, &before, now).await
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
        let guild = g.row.guild_id;
        let mut deeds: Vec<(u64, Deed)> = Vec::new();
        for result in &step.results {
            if let Some(member) = g
                .seats
                .iter()
                .find(|s| s.no == result.seat)
                .and_then(Seat::member)
            {
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
        let mut members: Vec<u64> = deeds.iter().map(|(m, _)| *m).collect();
        members.sort_unstable();
        members.dedup();
        for member in members {
            let own: Vec<Deed> = deeds
                .iter()
                .filter(|(m, _)| *m == member)
                .map(|(_, d)| *d)
                .collect();
            for a in self.unlock(tx, guild, member, &own, now).await? {
                // Held for the commit: a later step of the request reads the member's
                // achievements without it.
                if !g.unlocked.iter().any(|(m, u)| *m == member && u.id == a.id) {
                    g.unlocked.push((member, a));
                }
            }
        }
        Ok(())
    }

    /// `reply` with the announcement of what the request unlocked, each member's in the
    /// server's language.
    fn with_unlocks<G>(&self, mut reply: Reply, g: &Loaded<G>, public: Locale) -> Reply {
        let mut members: Vec<u64> = g.unlocked.iter().map(|(m, _)| *m).collect();
        members.sort_unstable();
        members.dedup();
        for member in members {
            let theirs: Vec<&Achievement> = g
                .unlocked
                .iter()
                .filter(|(m, _)| *m == member)
                .map(|(_, a)| *a)
                .collect();
            reply = super::achievements::announce(reply, public, member, &theirs);
        }
        reply
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

fn render_ctx<'a, G>(
    g: &'a Loaded<G>,
    viewer: Viewer,
    locale: Locale,
    look: Look<'a>,
) -> RenderCtx<'a> {
    RenderCtx {
        kind: g.row.kind,
        game_id: g.row.id,
        version: g.row.version,
        status: match g.row.status {
            GameStatus::Active => Status::Open,
            GameStatus::Finished => Status::Finished,
            GameStatus::Expired => Status::Expired,
        },
        seats: &g.seats,
        wallets: &g.wallets,
        locale,
        idle_minutes: look.idle_minutes,
        viewer,
        emojis: look.emojis,
    }
}

/// The language of a server's public messages (boards, tables): the one it chose with
/// `/config language`, or else Discord's for the server. Each member's private replies are
/// in their own ([`Request::locale`]).
pub(super) fn public_locale(settings: &ServerDefaults, request: &Request) -> Locale {
    settings.language().unwrap_or(request.guild_locale)
}

impl App {
    /// Share on a finished game: its opener posts the game's compact result in the channel,
    /// once; the game's message loses its Share button.
    pub(super) async fn share_game<G: Hosted>(
        &self,
        tx: &mut Tx,
        request: &Request,
        loaded: LoadedGame,
        run: &Run,
    ) -> Result<Reply, AppError> {
        let g = Loaded::<G>::read(loaded)?;
        let member = request.actor.id;
        if !g.seats.iter().any(|s| s.member() == Some(member)) {
            return Err(Refusal::NotYourShare.into());
        }
        if g.row.status == GameStatus::Active {
            return Err(Refusal::ShareNotOver.into());
        }
        let settings = self.settings(tx, g.row.guild_id).await?.values;
        let env = self.env(&settings, run);
        let public = public_locale(&settings, request);
        let look = env.look();
        // An expired game, or a seat with no result to show (a player who left).
        let shared = self
            .sharing(&g, member, public, look)
            .filter(|_| g.row.status == GameStatus::Finished)
            .ok_or(Refusal::NothingToShare)?;
        if !tx.share_once(g.row.id, member, self.clock.now()).await? {
            return Err(Refusal::AlreadyShared.into());
        }
        // The message keeps Share while another player has a result to share.
        let done = tx.shared_by(g.row.id).await?;
        let mut view = self.render_game(&g, Viewer::Public, public, look);
        self.offer_share(&mut view, &g, public, look, &done);
        Ok(Reply::update(view).with_announce(shared))
    }
}
