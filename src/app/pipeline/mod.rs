//! The one pipeline every game goes through. A click passes four stages, a file each:
//!
//! ```text
//! request ──▶ guard ──▶ step ──▶ effects ──▶ reply
//!   │           │         │         │           │
//!   │           │         │         │           └ the game drawn for each viewer, what the
//!   │           │         │         │             clicker took home, unlocks announced
//!   │           │         │         └ seats, ledger, results, achievements; then the
//!   │           │         │           game saved with its status and turn timer
//!   │           │         └ the game's `apply`, then the computer players' moves
//!   │           └ who may, open, overdue (its timeout runs), stale, a form to fill
//!   └ the custom_id parsed where the request was made; the game row loaded
//! ```
//!
//! - [`guard`]: whether the click goes on to the game.
//! - [`step`]: the game's engine called (the click's action, a timeout, computers' moves).
//! - [`effects`]: what a step changes besides the game's state, and the save.
//! - [`reply`]: what the member sees.
//!
//! A start command ([`start`]) and a turn timing out (the idle sweep) take the same step,
//! effects and reply. Share on a finished game ([`App::share_game`]) only reads and renders.

mod effects;
mod guard;
mod reply;
mod start;
mod step;

pub(super) use reply::public_locale;

use super::rehearsal::{Inputs, Run};
use super::responsible::Room;
use super::{App, AppError, Request};
use crate::config::ServerDefaults;
use crate::engine::game::{ActionCode, Game, Seat, SeatNo, Who};
use crate::games::{Achievement, Hosted};
use crate::store::{Flags, GameRow, GameStatus, LoadedGame, Tx};
use crate::view::currency::Currency;
use crate::view::emoji::EmojiMap;
use crate::view::game::Viewer;
use crate::view::{Refusal, Reply};
use guard::{Gate, Presser};
use reply::{Audience, Look, Outcome};
use std::borrow::Cow;
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

/// A game as loaded for one request: its row, seats, the seats' wallets and what their
/// members' restraints leave them, and its state.
pub(super) struct Loaded<G> {
    pub row: GameRow,
    pub seats: Vec<Seat>,
    pub wallets: Vec<i64>,
    /// Whether an exclusion or limits may hold each seat's member back.
    pub flags: Vec<Flags>,
    /// What each seat's member may stake, where something holds them back
    /// ([`App::restrain`] reads them).
    pub rooms: Vec<Option<Room>>,
    /// The member whose request this is (0 for the idle sweep): a wager of theirs that their
    /// restraints refuse is refused in their words, anyone else's naming them.
    pub actor: u64,
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
            rooms: vec![None; loaded.seats.len()],
            seats: loaded.seats,
            wallets: loaded.wallets,
            flags: loaded.flags,
            actor: 0,
            unlocked: Vec::new(),
        })
    }
}

impl<G> Loaded<G> {
    fn is_due(&self, now: i64) -> bool {
        self.row.status == GameStatus::Active && self.row.deadline.is_some_and(|d| d < now)
    }

    /// Each seat's wallet as the game may stake it: the member's balance, or what their
    /// exclusion or limits leave of it; and the seats whose members are excluded.
    pub(super) fn stakes(&self) -> Stakes {
        let wallets = self
            .wallets
            .iter()
            .zip(&self.rooms)
            .map(|(&balance, room)| room.map_or(balance, |r| r.cap(balance)))
            .collect();
        let barred = self
            .seats
            .iter()
            .zip(&self.rooms)
            .filter(|(_, room)| room.is_some_and(|r| r.excluded()))
            .map(|(seat, _)| seat.no)
            .collect();
        Stakes { wallets, barred }
    }

    /// The room of the member in seat position `at`, if something holds them back.
    pub(super) fn room_at(&self, at: usize) -> Option<Room> {
        self.rooms.get(at).copied().flatten()
    }

    fn seat_of(&self, member: u64) -> Option<&Seat> {
        self.seats
            .iter()
            .find(|s| s.is_playing() && s.member() == Some(member))
    }
}

/// The seats' wallets as a game may stake them, and the seats whose members are excluded
/// from wagering: what the engine sees of the members' chips.
#[derive(Debug, Clone, Default)]
pub(super) struct Stakes {
    pub wallets: Vec<i64>,
    pub barred: Vec<SeatNo>,
}

impl Stakes {
    /// Seat position `at`'s member's whole balance in place of what their rules leave.
    pub(super) fn whole(mut self, at: usize, balance: i64) -> Stakes {
        if let Some(wallet) = self.wallets.get_mut(at) {
            *wallet = balance;
        }
        self
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
    /// The links of the pictures style, when the server chose it and it is set up.
    pub pictures: Option<&'r crate::view::picture::Links>,
    /// The server's currency, in which amounts read.
    pub currency: Currency,
    pub now: i64,
    /// The request's engine work, rehearsed or not.
    pub run: &'r Run,
}

impl Env<'_> {
    pub(super) fn look(&self) -> Look<'_> {
        Look {
            idle_minutes: self.idle_minutes,
            emojis: self.emojis.as_deref(),
            currency: &self.currency,
            pictures: self.pictures.map(|links| reply::Pictured {
                links,
                now: self.now,
            }),
        }
    }

    /// What a game's engine call reads besides the game.
    fn inputs<G: Hosted>(&self, seats: &[Seat], stakes: &Stakes) -> Inputs<G::Rules> {
        let rules = G::rules(&self.settings, self.resources);
        Inputs {
            seats: seats.to_vec(),
            wallets: stakes.wallets.clone(),
            barred: stakes.barred.clone(),
            readiness: G::readiness(&rules),
            rules,
            now: self.now,
            first_attempt: true,
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
            pictures: self.pictures_for(settings),
            currency: Currency::of(settings),
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
        let (seats, wallets, flags) = tx.seats_and_wallets(row.id, row.guild_id).await?;
        Ok(Loaded {
            row,
            rooms: vec![None; seats.len()],
            seats,
            wallets,
            flags,
            actor: 0,
            game,
            unlocked: Vec::new(),
        })
    }

    /// Reads what holds back the seats' members whose flags say something may: their rooms,
    /// for the game to see only what they may stake.
    pub(super) async fn restrain<G>(
        &self,
        tx: &mut Tx,
        g: &mut Loaded<G>,
        now: i64,
    ) -> Result<(), AppError> {
        for at in 0..g.seats.len() {
            let (Some(member), Some(&flags)) = (g.seats[at].member(), g.flags.get(at)) else {
                continue;
            };
            g.rooms[at] = self.room(tx, g.row.guild_id, member, flags, now).await?;
        }
        Ok(())
    }

    /// A click on one of a game's buttons, through the pipeline's stages: the guard, the
    /// game's step and its effects, the reply.
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
        let known_settings = loaded.settings.clone();
        let mut g = Loaded::<G>::read(loaded)?;
        g.actor = request.actor.id;
        run.saw(&g.row);
        let presser = Presser::of(&g, request.actor.id, &action)?;
        // Where Discord keeps the member's replies to them, nobody else would see their
        // moves at a table: they take no seat there (as they open no table).
        if presser.seat.is_none() && presser.who == Who::Anyone && !request.place.public() {
            return Err(Refusal::TableUnseen.into());
        }
        if let Some(message) = click.message_id.filter(|&m| g.row.message_id != Some(m)) {
            tx.set_message(g.row.id, message).await?;
            g.row.message_id = Some(message);
        }
        let settings = match known_settings {
            Some(settings) => settings,
            None => self.settings(tx, g.row.guild_id).await?.values,
        };
        let env = self.env(&settings, run);
        self.restrain(tx, &mut g, env.now).await?;
        let to = Audience {
            member: request.locale,
            public: public_locale(&settings, request),
            look: env.look(),
        };
        match guard::check(&g, (&click, &action, &presser), env.now, to)? {
            Gate::Open => {}
            Gate::Answered(reply) => return Ok(reply),
            Gate::Overdue => {
                self.time_out(tx, &mut g, &env).await?;
                return Ok(reply::timed_out(&g, presser.private, to));
            }
        }
        let clicker = self.clicker(tx, &g, request, &presser, &env).await?;
        let step = self.apply(tx, &mut g, clicker, action, &env).await?;
        let outcome = Outcome::of(&step, presser.seat);
        let announce = self
            .carry_out(tx, &mut g, step, &request.interaction_id, &env)
            .await?;
        Ok(reply::clicked(
            &g,
            request.actor.id,
            &presser,
            outcome,
            announce,
            to,
        ))
    }

    /// Share on a finished game: its opener posts the game's compact result in the channel,
    /// once; the game's message loses its Share button.
    pub(in crate::app) async fn share_game<G: Hosted>(
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
        let shared = g
            .sharing(member, public, look)
            .filter(|_| g.row.status == GameStatus::Finished)
            .ok_or(Refusal::NothingToShare)?;
        if !tx.share_once(g.row.id, member, self.clock.now()).await? {
            return Err(Refusal::AlreadyShared.into());
        }
        // The message keeps Share while another player has a result to share.
        let done = tx.shared_by(g.row.id).await?;
        let mut view = g.draw(Viewer::Public, public, look);
        g.offer_share(&mut view, public, look, &done);
        Ok(Reply::update(view).with_announce(shared))
    }
}
