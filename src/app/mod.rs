//! Use cases. A transport-free [`Request`] comes in; a [`Reply`] goes out. Each request runs
//! in one write transaction: load, check the actor, apply the engine, move chips, save the
//! game and record the reply under the interaction id, then commit. A replayed interaction
//! gets the recorded reply and changes nothing.
//!
//! Every game goes through the one pipeline in `app::pipeline`, a file per stage; the kind
//! of a stored game becomes its type in one place, the registry's
//! [`crate::games::for_kind`]. The rest of what a game gives (its settings, boards, figures)
//! the app reads from the registry it is handed.

mod achievements;
mod check;
mod clock;
pub mod commands;
mod economy;
mod error;
mod figures;
mod outbox;
mod patience;
pub mod pictures;
mod pipeline;
mod profile;
mod rehearsal;
mod request;
mod responsible;
pub mod season;
pub mod startup;
mod sweep;
mod timely;

pub use achievements::ECONOMY as ECONOMY_ACHIEVEMENTS;
pub use clock::Clock;
pub use error::AppError;
pub use figures::WorkedOut;
pub use outbox::{Courier, PostError, Sending, nonce};
pub use patience::WriteConflicts;
pub use rehearsal::EngineCalls;
pub use request::{
    Action, Actor, Command, ConfigChange, Elsewhere, FOLLOWUPS_ELSEWHERE, OWN_WALLETS, Place,
    Request, USE_EXTERNAL_APPS, UserRef,
};
pub use responsible::{LimitChange, Span};
pub use timely::Answer;

use crate::config::Config;
use crate::games::{ForGame, Hosted, Registry, for_kind};
use crate::store::{GuildSettings, Store, Tx};
use crate::view::custom_id::CustomId;
use crate::view::emoji::EmojiMap;
use crate::view::{Locale, Refusal, Reply, help};
use economy::{Page, PageFrom};
use rand::Rng;
use std::borrow::Cow;
use std::sync::{Arc, Mutex};

pub use crate::view::MessageEdit;

pub struct App {
    /// Every game's declaration, made once as the process starts.
    registry: Arc<Registry>,
    store: Store,
    config: Arc<Config>,
    clock: Arc<Clock>,
    /// The games' figures this process knows (see [`crate::games::Figure`]).
    figures: figures::Known,
    /// What the games read that is loaded beside the requests (their tables).
    resources: Arc<crate::games::Resources>,
    /// Where the games' engine calls run, their seeds, and what the app has learnt of
    /// them (see [`rehearsal`]).
    rehearsal: rehearsal::Rehearsal,
    /// Parlor's application emojis as the store last said (`parlor emojis sync` writes
    /// them); read again by [`App::load_emojis`].
    emojis: std::sync::RwLock<Arc<EmojiMap>>,
    /// The pictures style's links and the pictures drawn for them, when the configuration
    /// gives a public URL ([`pictures`]).
    pictures: Option<Arc<pictures::Pictures>>,
    /// Games the idle sweep reads per query ([`sweep::BATCH`] unless a test sets fewer).
    sweep_batch: std::sync::atomic::AtomicI64,
    /// Where log-channel posts go, once a front end with a bot token (or the terminal)
    /// gives one.
    courier: std::sync::OnceLock<Arc<dyn Courier>>,
    /// Achievements this process has read as unlocked (see [`achievements`]).
    held: achievements::Held,
    /// The last seasons (weekly, monthly keys) this process found every server's closed.
    seasons_closed: Mutex<Option<(String, String)>>,
    /// How often writes met others ([`patience`]).
    conflicts: patience::Met,
}

impl App {
    /// `seed`: a fixed seed makes every shuffle reproducible; `None` seeds from the OS.
    pub fn new(
        registry: Arc<Registry>,
        store: Store,
        config: Arc<Config>,
        clock: Arc<Clock>,
        seed: Option<u64>,
    ) -> App {
        let resources = crate::games::Resources::default();
        App::with_resources(registry, store, config, clock, seed, resources)
    }

    /// [`App::new`], its games handed `resources` before they prepare their own (see
    /// [`startup::open_app`]).
    pub fn with_resources(
        registry: Arc<Registry>,
        store: Store,
        config: Arc<Config>,
        clock: Arc<Clock>,
        seed: Option<u64>,
        resources: crate::games::Resources,
    ) -> App {
        let seed = seed.unwrap_or_else(|| rand::rng().next_u64());
        let resources = Arc::new(resources);
        let now = clock.now();
        for game in registry.games() {
            (game.lookups.prepare)(&config, &resources);
            (game.lookups.keep_up)(&config, &resources, now);
        }
        let pictures = pictures::Pictures::new(&config.pictures, registry.clone()).map(Arc::new);
        App {
            pictures,
            registry,
            store,
            config,
            clock,
            figures: figures::Known::default(),
            resources,
            rehearsal: rehearsal::Rehearsal::new(seed),
            emojis: std::sync::RwLock::default(),
            sweep_batch: std::sync::atomic::AtomicI64::new(sweep::BATCH),
            courier: std::sync::OnceLock::new(),
            held: achievements::Held::default(),
            seasons_closed: Mutex::new(None),
            conflicts: patience::Met::default(),
        }
    }

    /// How many games the idle sweep reads per query (500). A test makes it small, so that a
    /// few games fill a batch.
    #[cfg(any(test, feature = "testing"))]
    pub fn set_sweep_batch(&self, games: i64) {
        self.sweep_batch
            .store(games.max(1), std::sync::atomic::Ordering::Relaxed);
    }

    /// Reads Parlor's emojis from the store again (the idle sweep does, so a sync reaches
    /// a running bot within a minute); returns how many it holds.
    pub async fn load_emojis(&self) -> Result<usize, AppError> {
        let kept = self.store.emojis().await?;
        let map = Arc::new(EmojiMap::new(kept.into_iter().map(|e| (e.name, e.id))));
        let count = map.len();
        match self.emojis.write() {
            Ok(mut slot) => *slot = map,
            Err(poisoned) => *poisoned.into_inner() = map,
        }
        Ok(count)
    }

    /// The emojis a server's replies show: none in the text style or before a sync.
    fn emojis_for(&self, settings: &crate::config::ServerDefaults) -> Option<Arc<EmojiMap>> {
        if !settings.emoji_style() {
            return None;
        }
        let map = match self.emojis.read() {
            Ok(map) => map.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        };
        (!map.is_empty()).then_some(map)
    }

    /// The links a server's boards are pictured with: in the pictures style, once set up.
    fn pictures_for(
        &self,
        settings: &crate::config::ServerDefaults,
    ) -> Option<&crate::view::picture::Links> {
        self.pictures
            .as_deref()
            .filter(|_| settings.pictures_style())
            .map(pictures::Pictures::links)
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The pictures this app serves, when the pictures style is set up.
    pub fn pictures(&self) -> Option<&Arc<pictures::Pictures>> {
        self.pictures.as_ref()
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The games' engine calls so far, by where they ran: rehearsed before the write, or
    /// worked out inside it.
    pub fn engine_calls(&self) -> EngineCalls {
        self.rehearsal.calls()
    }

    /// How often this process's writes met others at the same rows, and how often one gave
    /// up (PostgreSQL; always nothing on SQLite, whose writers take turns).
    pub fn write_conflicts(&self) -> WriteConflicts {
        self.conflicts.read()
    }

    /// Answers one interaction. Never fails: a refusal or fault becomes an ephemeral
    /// message, and then nothing was changed.
    pub async fn handle(&self, request: Request) -> Reply {
        let reply = match self.try_handle(&request).await {
            Ok(reply) => reply,
            Err(error) => {
                if !matches!(error, AppError::Refused(_)) {
                    tracing::error!(interaction = %request.interaction_id, "{error}");
                }
                Reply::notice(error.refusal().view(request.locale))
            }
        };
        fit(reply, request.place)
    }

    /// [`App::handle`], with a refusal or fault as the error it is (the tests read it).
    pub(crate) async fn try_handle(&self, request: &Request) -> Result<Reply, AppError> {
        // Work that must not hold the write lock happens first.
        if let Action::Command(Command::Config(change)) = &request.action {
            self.prepare_config(request, change).await?;
        }
        let run = rehearsal::Run::new(self.clock.now());
        let class = self.engine_class(request);
        if let Some((class, known)) = &class
            && (!known || self.rehearsal.classes.rehearse(class))
        {
            run.set_heavy(self.rehearsal.classes.heavy(class));
            run.set_inline(self.rehearsal.classes.inline(class));
            self.rehearse(request, &run).await;
        }
        let done = self.write(request, &run).await;
        if let Some((class, true)) = &class {
            self.rehearsal.classes.took(class, run.engine_time());
        }
        if run.write_time() >= rehearsal::LIGHT {
            tracing::info!(
                interaction = %request.interaction_id,
                "engine work inside a write: {:?} ({})",
                run.write_time(),
                class.as_ref().map_or("", |(class, _)| class.as_str()),
            );
        }
        done
    }

    /// The request in its write transaction; a replay gets the first reply. A write that
    /// met another at the same rows (PostgreSQL, several processes) left nothing, and runs
    /// again from the start, a little later each time ([`patience`]); the member hears
    /// "busy" only if the rows stayed taken for every try.
    async fn write(&self, request: &Request, run: &rehearsal::Run) -> Result<Reply, AppError> {
        let mut patience = patience::Patience::new();
        loop {
            match self.write_once(request, run).await {
                Err(AppError::Conflict) if patience.again().await => {
                    tracing::debug!(interaction = %request.interaction_id, "write conflict; again");
                    self.conflicts.tried_again();
                    run.again();
                }
                Err(AppError::Conflict) => {
                    self.conflicts.gave_up();
                    return Err(AppError::Conflict);
                }
                done => return done,
            }
        }
    }

    async fn write_once(&self, request: &Request, run: &rehearsal::Run) -> Result<Reply, AppError> {
        let mut tx = self.store.begin().await?;
        let failed = match self.in_transaction(&mut tx, request, run).await {
            Ok(reply) => match tx.commit().await {
                Ok(()) => return Ok(reply),
                Err(e) => e.into(),
            },
            Err(e) => {
                tx.rollback().await?;
                e
            }
        };
        // Answered before (a replay): what was done again is undone, and the first reply
        // stands. A replay may also fail on the way (a gift's ledger key is spent).
        match self.store.answered(&request.interaction_id).await? {
            Some(previous) => Ok(serde_json::from_str(&previous)?),
            None => {
                // A gift refused under the gift rules goes to the log channel.
                if let AppError::Refused(refusal) = &failed {
                    self.log_refusal(request, refusal).await;
                }
                Err(failed)
            }
        }
    }

    /// The request run on a read snapshot, so that its games' heavy work is done before its
    /// turn to write (see [`rehearsal`]). Whatever it finds is only kept work: a refusal or
    /// a fault here is met again, or not, in the write.
    async fn rehearse(&self, request: &Request, run: &rehearsal::Run) {
        let mut tx = match self.store.rehearse().await {
            Ok(tx) => tx,
            Err(e) => {
                tracing::debug!(interaction = %request.interaction_id, "no rehearsal: {e}");
                return;
            }
        };
        run.set_rehearsing(true);
        let outcome = self.in_transaction(&mut tx, request, run).await;
        run.set_rehearsing(false);
        if let Err(e) = outcome {
            tracing::debug!(interaction = %request.interaction_id, "rehearsal: {e}");
        }
        let _ = tx.rollback().await;
    }

    /// The request's work inside its write transaction, its reply recorded with the commit.
    async fn in_transaction(
        &self,
        tx: &mut Tx,
        request: &Request,
        run: &rehearsal::Run,
    ) -> Result<Reply, AppError> {
        // Outside a hosting server, the member is one of the players here from their first
        // interaction, which already sees them so.
        if let Some(circle) = request.circle()
            && !tx.is_rehearsal()
        {
            tx.join_circle(circle, request.actor.id, self.clock.now())
                .await?;
        }
        let reply = match &request.action {
            Action::Command(command) => self.command(tx, request, command, run).await?,
            Action::Click {
                id,
                values,
                form,
                message_id,
            } => {
                let id = id.as_ref().ok_or(Refusal::NotParlors)?;
                let from = Clicked {
                    values,
                    form: *form,
                    message_id: *message_id,
                };
                self.click(tx, request, id, from, run).await?
            }
        };
        if !tx.is_rehearsal() {
            tx.record_answer(
                &request.interaction_id,
                &serde_json::to_string(&reply)?,
                self.clock.now(),
            )?;
        }
        Ok(reply)
    }

    async fn command(
        &self,
        tx: &mut Tx,
        request: &Request,
        command: &Command,
        run: &rehearsal::Run,
    ) -> Result<Reply, AppError> {
        match command {
            Command::Help { game: None } => Ok(Reply::message(help::help(
                request.locale,
                request.place.hosting().is_some(),
                help::HelpPage::Games,
            ))),
            Command::Help { game: Some(kind) } => Ok(Reply::message(help::game_rules(
                request.locale,
                *kind,
                self.registry.how_to_play(*kind, request.locale),
            ))),
            Command::Balance { user } => self.balance(tx, request, user.as_ref()).await,
            Command::Daily => self.daily(tx, request).await,
            Command::Give { user, amount } => self.give(tx, request, user, *amount).await,
            Command::Leaderboard { board, season } => {
                let board = board.as_deref().unwrap_or("chips");
                self.leaderboard(
                    tx,
                    request,
                    (board, *season),
                    Page::FIRST,
                    PageFrom::Command,
                )
                .await
            }
            Command::Season => self.season(tx, request).await,
            Command::Stats { user } => self.stats(tx, request, user.as_ref()).await,
            Command::Achievements { user } => {
                self.list_achievements(tx, request, user.as_ref()).await
            }
            Command::Profile { user } => self.profile(tx, request, user.as_ref()).await,
            Command::Config(change) => self.configure(tx, request, change).await,
            Command::Audit { user } => self.audit(tx, request, user).await,
            Command::SelfExclude { span, user } => {
                self.self_exclude(tx, request, span, user.as_ref()).await
            }
            Command::Limits(change) => self.limits(tx, request, *change).await,
            Command::Start { kind, options } => {
                let start = Start {
                    app: self,
                    tx,
                    request,
                    options,
                    run,
                };
                for_kind(*kind, start).await
            }
        }
    }

    /// A click: a leaderboard's page, Share on a finished game, or a game's button (through
    /// the [`pipeline`], for the game its row names).
    async fn click(
        &self,
        tx: &mut Tx,
        request: &Request,
        id: &CustomId,
        from: Clicked<'_>,
        run: &rehearsal::Run,
    ) -> Result<Reply, AppError> {
        match id {
            CustomId::Leaderboard {
                board,
                page,
                private,
                season,
                key,
            } => {
                let from = if *private {
                    PageFrom::PrivatePage
                } else {
                    PageFrom::PublicPage
                };
                let page = Page {
                    number: *page,
                    key: *key,
                };
                self.leaderboard(tx, request, (board, Some(*season)), page, from)
                    .await
            }
            CustomId::Exclusion(button) => self.confirm_exclusion(tx, request, button).await,
            CustomId::Help(page) => Ok(Reply::update(help::help(
                request.locale,
                request.place.hosting().is_some(),
                *page,
            ))),
            CustomId::Share { game } => {
                let loaded = clicked_game(tx, request, *game).await?;
                let kind = loaded.row.kind;
                let share = ShareGame {
                    app: self,
                    tx,
                    request,
                    loaded,
                    run,
                };
                for_kind(kind, share).await
            }
            CustomId::Game {
                kind,
                game,
                version,
                code,
            } => {
                let loaded = clicked_game(tx, request, *game).await?;
                // The row's kind is the truth: a button naming another is not this game's.
                if kind.is_some_and(|kind| kind != loaded.row.kind) {
                    return Err(Refusal::NotParlors.into());
                }
                if kind.is_none() {
                    self.rehearsal.kinds.learn(*game, loaded.row.kind);
                }
                let kind = loaded.row.kind;
                let click = ClickGame {
                    app: self,
                    tx,
                    request,
                    loaded,
                    click: from.on(*version, code),
                    run,
                };
                for_kind(kind, click).await
            }
        }
    }

    /// Answers an autocomplete request: suggestions for the option being typed.
    pub fn autocomplete(&self, command: &str, option: &str, typed: &str) -> Vec<String> {
        match (command, option) {
            ("config", key) => match crate::config::settings::find(key) {
                // The economy's settings are numbers: nothing to suggest.
                Some((kind, setting)) => {
                    (self.registry.game(kind).suggest)(setting.key, typed, &self.config)
                }
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// The economy the request plays in: its hosting server's, or the own wallets'.
    fn economy(request: &Request) -> u64 {
        request.place.economy()
    }

    /// The server of a command that belongs to the servers hosting Parlor (gifts, their
    /// settings, their seasons, the audit): refused anywhere else.
    fn hosting(request: &Request) -> Result<u64, AppError> {
        request
            .place
            .hosting()
            .ok_or(AppError::Refused(Refusal::NotInGuild))
    }

    /// A server's settings, made with the defaults the first time; for the own wallets,
    /// Parlor's defaults as they apply outside a hosting server (never stored).
    async fn settings(&self, tx: &mut Tx, guild: u64) -> Result<GuildSettings, AppError> {
        if guild == OWN_WALLETS {
            return Ok(GuildSettings {
                guild_id: guild,
                values: self.config.defaults.elsewhere(),
            });
        }
        Ok(tx
            .settings(guild, &self.config.defaults, self.clock.now())
            .await?)
    }

    /// The language of the server's public messages, read without making its settings (for
    /// the commands that need nothing else of them): see [`pipeline::public_locale`].
    async fn public_locale(&self, tx: &mut Tx, request: &Request) -> Result<Locale, AppError> {
        let chosen = match request.place.hosting() {
            Some(guild) => tx.server_language(guild).await?,
            // Elsewhere, the member's own language.
            None => return Ok(request.locale),
        };
        let chosen = chosen.as_deref().unwrap_or(&self.config.defaults.language);
        Ok(Locale::parse(chosen).unwrap_or(request.guild_locale))
    }

    /// The acting member's wallet, opened with the server's starting chips the first time.
    async fn actor_wallet(
        &self,
        tx: &mut Tx,
        guild: u64,
        request: &Request,
        settings: &crate::config::ServerDefaults,
    ) -> Result<crate::store::Wallet, AppError> {
        let actor = &request.actor;
        Ok(tx
            .wallet(
                guild,
                actor.id,
                &actor.name,
                settings.starting_chips,
                self.clock.now(),
            )
            .await?)
    }

    /// Every game's declaration.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// What the games read that is loaded beside the requests.
    pub fn resources(&self) -> &crate::games::Resources {
        &self.resources
    }

    /// Starts loading every game's lookups (and the tables the games share), each on a
    /// thread of its own at the lowest CPU priority: the bot answers at once.
    pub fn warm_lookups(&self) {
        crate::games::warm_shared_tables(&self.resources);
        for game in self.registry.games() {
            (game.lookups.warm)(&self.config, &self.resources);
        }
    }

    /// Every game's lookups (and the tables the games share), by name, and whether each is
    /// ready.
    pub fn lookups_ready(&self) -> Vec<(&'static str, bool)> {
        self.registry.lookups_ready(&self.config, &self.resources)
    }

    /// Records which message shows a game (known only after Discord posted it).
    pub async fn attach_message(&self, game_id: i64, message_id: u64) -> Result<(), AppError> {
        let mut tx = self.store.begin().await?;
        tx.set_message(game_id, message_id).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The class of a request that may call a game's engine (see [`rehearsal`]): a start
    /// command by its kind, a click on a game's button by the game's kind and the action's
    /// name. The flag says whether the class is known: a click on a button that does not
    /// name its kind, of a game this process has not loaded yet, is always rehearsed, and
    /// teaches nothing.
    fn engine_class(&self, request: &Request) -> Option<(String, bool)> {
        match &request.action {
            Action::Command(Command::Start { kind, .. }) => Some((format!("start:{kind}"), true)),
            Action::Command(_) => None,
            Action::Click { id, .. } => match id.as_ref()? {
                CustomId::Game {
                    kind, game, code, ..
                } => {
                    let name = code.split(':').next().unwrap_or_default();
                    // A button of the first grammar: its kind as this process loaded it.
                    Some(match kind.or_else(|| self.rehearsal.kinds.of(*game)) {
                        Some(kind) => (format!("click:{kind}:{name}"), true),
                        None => (format!("click:?:{name}"), false),
                    })
                }
                CustomId::Leaderboard { .. }
                | CustomId::Share { .. }
                | CustomId::Exclusion(_)
                | CustomId::Help(_) => None,
            },
        }
    }
}

/// A reply as Discord lets Parlor send it where it is: outside a hosting server, only the
/// interaction's own messages (no other message is edited: a table's board moved on from a
/// private view comes again as a new message; nor is the game's message read back),
/// at most [`FOLLOWUPS_ELSEWHERE`] follow-ups (one kept for a late answer), and all of them
/// private where the server keeps an external app's replies to the member.
fn fit(mut reply: Reply, place: Place) -> Reply {
    let Place::Elsewhere { public, .. } = place else {
        return reply;
    };
    // A table's board that a click on a private view moved on cannot be edited in place:
    // it comes again as a new message, before anything else that follows.
    let boards: Vec<_> = std::mem::take(&mut reply.edits)
        .into_iter()
        .map(|edit| crate::view::View {
            ephemeral: false,
            ..edit.view
        })
        .collect();
    reply.announce.splice(0..0, boards);
    // Nothing will edit the game's message by itself: its id need not be read back.
    reply.posts = None;
    let room = FOLLOWUPS_ELSEWHERE - 1 - usize::from(reply.private.is_some());
    reply.announce.truncate(room);
    if !public {
        reply.view.ephemeral |= reply.kind == crate::view::ResponseKind::Message;
        for view in &mut reply.announce {
            view.ephemeral = true;
        }
    }
    reply
}

/// The game a button names, loaded: a game of another server is not Parlor's here.
async fn clicked_game(
    tx: &mut Tx,
    request: &Request,
    game: i64,
) -> Result<crate::store::LoadedGame, AppError> {
    let guild = App::economy(request);
    Ok(tx
        .load_game(game)
        .await?
        .filter(|loaded| loaded.row.guild_id == guild)
        .ok_or(Refusal::NotParlors)?)
}

/// What a click sent beside its custom_id: a menu's chosen value or a form's fields, whether
/// it is a form sent back, and the message it was on.
struct Clicked<'a> {
    values: &'a [String],
    form: bool,
    message_id: Option<u64>,
}

impl<'a> Clicked<'a> {
    /// The click on a game's button at `version` whose action's code is `code`. A select
    /// menu's custom_id names the action; the chosen value is its argument, as a form's one
    /// field is.
    fn on(self, version: i64, code: &'a str) -> pipeline::Click<'a> {
        let code = match self.values {
            [value] if !code.contains(':') && value.len() <= 40 => {
                Cow::Owned(format!("{code}:{value}"))
            }
            _ => Cow::Borrowed(code),
        };
        pipeline::Click {
            version,
            code,
            form: self.form,
            message_id: self.message_id,
        }
    }
}

/// A future the app's dispatch gives back: the same type whatever the game.
type Answering<'a> = std::pin::Pin<Box<dyn Future<Output = Result<Reply, AppError>> + Send + 'a>>;

/// A start command, for the game its kind names.
struct Start<'a> {
    app: &'a App,
    tx: &'a mut Tx,
    request: &'a Request,
    options: &'a serde_json::Map<String, serde_json::Value>,
    run: &'a rehearsal::Run,
}

impl<'a> ForGame for Start<'a> {
    type Out = Answering<'a>;
    fn with<G: Hosted>(self) -> Answering<'a> {
        Box::pin(
            self.app
                .start::<G>(self.tx, self.request, self.options, self.run),
        )
    }
}

/// A click on a loaded game's button, for the game its row names.
struct ClickGame<'a> {
    app: &'a App,
    tx: &'a mut Tx,
    request: &'a Request,
    loaded: crate::store::LoadedGame,
    click: pipeline::Click<'a>,
    run: &'a rehearsal::Run,
}

impl<'a> ForGame for ClickGame<'a> {
    type Out = Answering<'a>;
    fn with<G: Hosted>(self) -> Answering<'a> {
        Box::pin(
            self.app
                .click_game::<G>(self.tx, self.request, self.loaded, self.click, self.run),
        )
    }
}

/// Share on a finished game, with the game's type.
struct ShareGame<'a> {
    app: &'a App,
    tx: &'a mut Tx,
    request: &'a Request,
    loaded: crate::store::LoadedGame,
    run: &'a rehearsal::Run,
}

impl<'a> ForGame for ShareGame<'a> {
    type Out = Answering<'a>;
    fn with<G: Hosted>(self) -> Answering<'a> {
        Box::pin(
            self.app
                .share_game::<G>(self.tx, self.request, self.loaded, self.run),
        )
    }
}

#[cfg(test)]
mod tests;
