//! The one test harness, for the unit tests in `src/` and the integration tests in `tests/`
//! alike (built with the `testing` feature, which the tests turn on): an app on a real
//! SQLite file with a fixed clock and a seeded deck, requests from known members, every
//! reply checked against Discord's limits and OpenAPI schemas and the ledger audited after
//! it, the stored games read and rigged, refusals read back as the typed values they are;
//! and the terminal table in process ([`session`]).

pub mod database;
pub mod discord_schema;
pub mod session;
mod table_game;

pub use database::TestDatabase;

/// A database test run twice, on a SQLite file and on a PostgreSQL schema of its own (where
/// the tests have no PostgreSQL, that run says so once and passes).
#[cfg(test)]
macro_rules! on_both {
    (async fn $name:ident($db:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn run($db: $crate::testing::TestDatabase) $body

            #[tokio::test]
            async fn sqlite() {
                run($crate::testing::TestDatabase::sqlite()).await
            }

            #[tokio::test]
            async fn postgres() {
                if let Some(db) = $crate::testing::TestDatabase::postgres().await {
                    run(db).await
                }
            }
        }
    };
}
#[cfg(test)]
pub(crate) use on_both;

pub use discord_schema::{
    check_reply, discord_spec, edit_errors, followup_errors, message_errors, original_errors,
    schema_errors,
};

use crate::app::{Action, Actor, App, Clock, Command, Request, UserRef};
use crate::config::Config;
use crate::engine::GameKind;
use crate::store::{GameStatus, SaveGame};
use crate::view::custom_id::CustomId;
use crate::view::{Locale, Refusal, Reply, ResponseKind};
use std::sync::Arc;

pub const GUILD: u64 = crate::play::GUILD;
pub const CHANNEL: u64 = 600;
pub const ALICE: u64 = 1001;
pub const BOB: u64 = 1002;
pub const CAROL: u64 = 1003;
pub const DAVE: u64 = 1004;
pub const START: i64 = 1_800_000_000;

/// An app on a fresh database file, with its clock, and the members' requests.
pub struct Harness {
    pub app: Arc<App>,
    pub clock: Arc<Clock>,
    pub config: Arc<Config>,
    pub url: String,
    /// What the test puts in every app the harness makes (see [`Install`]).
    install: Option<Install>,
    _db: Arc<TestDatabase>,
    next: u64,
}

/// What a test puts in the resources of every app the harness makes, the first and each
/// after a restart: a game's table built once for the whole test binary, say.
pub type Install = Arc<dyn Fn(&crate::games::Resources) + Send + Sync>;

/// The registry every app of a test binary shares, made by the start-up the binary uses
/// ([`crate::app::startup::registry`]) as the test binary's first need for it comes (the bot
/// makes its own first thing). A test that reads a catalogue, a setting or the command
/// table before making an app calls it first.
pub fn registry() -> Arc<crate::games::Registry> {
    static REGISTRY: std::sync::OnceLock<Arc<crate::games::Registry>> = std::sync::OnceLock::new();
    REGISTRY.get_or_init(crate::app::startup::registry).clone()
}

/// What the start-up hands every app of a test binary, shared by all of them: the work that
/// depends on nothing but its input, done once per test binary rather than once per app
/// (the figures `/config` shows, the dealer's hands, the daily pars, each worked out at
/// once).
pub fn handed() -> crate::games::Resources {
    static FIGURES: std::sync::LazyLock<Arc<crate::app::WorkedOut>> =
        std::sync::LazyLock::new(Arc::default);
    static LISTS: std::sync::LazyLock<Arc<crate::games::blackjack::Lists>> =
        std::sync::LazyLock::new(|| Arc::new(crate::games::blackjack::Lists::built()));
    let resources = crate::games::Resources::default();
    resources.share(FIGURES.clone());
    resources.share(LISTS.clone());
    resources.put(crate::games::cascade::pars::Pars::new(PARS_AT_ONCE));
    resources
}

/// The tests' daily pars: each worked out once per test binary, at once, on the caller's
/// thread, so that a daily board started right after its app shows its par.
const PARS_AT_ONCE: crate::games::cascade::pars::Worker = crate::games::cascade::pars::Worker {
    par: |day| {
        static PARS: std::sync::Mutex<std::collections::BTreeMap<i64, u32>> =
            std::sync::Mutex::new(std::collections::BTreeMap::new());
        let mut pars = PARS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        *pars
            .entry(day)
            .or_insert_with(|| crate::engine::cascade::daily_par(day))
    },
    run: |work| work(),
};

/// An app on the database at `url`, made by the binary's start-up
/// ([`crate::app::startup::open_app`]) with what the tests hand every app ([`handed`]).
pub async fn app_on(url: &str, config: Arc<Config>, clock: Arc<Clock>, seed: u64) -> Arc<App> {
    let app = crate::app::startup::open_app(&registry(), &config, url, clock, Some(seed), handed())
        .await
        .unwrap_or_else(|e| panic!("start an app: {e}"));
    Arc::new(app)
}

impl Harness {
    pub async fn new() -> Harness {
        // The configuration's defaults read the games' settings.
        registry();
        Harness::with_config(Config::default(), 7).await
    }

    pub async fn with_config(config: Config, seed: u64) -> Harness {
        Harness::open(config, seed, None).await
    }

    /// A harness whose every app gets `install` (see [`Install`]).
    pub async fn installing(seed: u64, install: Install) -> Harness {
        registry();
        Harness::open(Config::default(), seed, Some(install)).await
    }

    async fn open(config: Config, seed: u64, install: Option<Install>) -> Harness {
        // A SQLite file, or in the PostgreSQL suite a schema of its own.
        let db = TestDatabase::for_suite().await;
        let url = db.url.clone();
        let clock = Arc::new(Clock::fixed(START));
        let config = Arc::new(config);
        let app = app_on(&url, config.clone(), clock.clone(), seed).await;
        let harness = Harness {
            app,
            clock,
            config,
            url,
            install,
            _db: Arc::new(db),
            next: 0,
        };
        harness.install();
        harness
    }

    fn install(&self) {
        if let Some(install) = &self.install {
            install(self.app.resources());
        }
    }

    /// Parlor's whole emoji set in the database as `parlor emojis sync` leaves it, and the
    /// app reading it: ids of 20 digits, as long as Discord's can be, so that every reply
    /// is measured at its longest.
    pub async fn sync_emojis(&self) {
        for (i, emoji) in registry().emojis().iter().enumerate() {
            let kept = crate::store::KeptEmoji {
                name: emoji.name.clone(),
                id: u64::MAX - i as u64,
                hash: emoji.hash(),
            };
            self.app
                .store()
                .keep_emoji(&kept, START)
                .await
                .expect("keep an emoji");
        }
        self.app.load_emojis().await.expect("read the emoji map");
    }

    /// A second app on the same database, as after a restart.
    pub async fn restart(&mut self, seed: u64) {
        self.app.store().close().await;
        self.app = app_on(&self.url, self.config.clone(), self.clock.clone(), seed).await;
        self.install();
    }

    /// A request from `user` (Alice manages the server).
    pub fn request(&mut self, user: u64, action: Action) -> Request {
        self.next += 1;
        Request {
            interaction_id: format!("i{}", self.next),
            guild_id: Some(GUILD),
            place: crate::app::Place::Server(GUILD),
            channel_id: CHANNEL,
            actor: Actor {
                id: user,
                name: name_of(user),
                manager: user == ALICE,
            },
            locale: Locale::En,
            guild_locale: Locale::En,
            action,
        }
    }

    /// A click on the button `custom_id`.
    pub fn click_request(&mut self, user: u64, custom_id: &str) -> Request {
        self.request(user, Action::click(custom_id, vec![], Some(77)))
    }

    /// Sends a request, checks the reply, and checks the ledger still balances.
    pub async fn send(&mut self, request: Request) -> Reply {
        let reply = self.app.handle(request).await;
        check_reply(&reply);
        self.audit().await;
        reply
    }

    /// Sends a request that must be refused; the refusal, as the value it is. The member
    /// sees it as its message, and nothing changed.
    pub async fn refused(&mut self, request: Request) -> Refusal {
        let locale = request.locale;
        let error = match self.app.try_handle(&request).await {
            Ok(reply) => panic!("not refused: {}", text(&reply)),
            Err(error @ crate::app::AppError::Refused(_)) => error,
            Err(fault) => panic!("a fault, not a refusal: {fault}"),
        };
        let refusal = error.refusal();
        assert_eq!(
            self.app.handle(request).await,
            Reply::notice(refusal.view(locale)),
            "the member reads the refusal"
        );
        self.audit().await;
        refusal
    }

    pub async fn command(&mut self, user: u64, command: Command) -> Reply {
        let request = self.request(user, Action::Command(command));
        self.send(request).await
    }

    /// `user` starts a game of `kind` with these options.
    pub async fn start(&mut self, user: u64, kind: GameKind, options: serde_json::Value) -> Reply {
        self.command(user, Command::start(kind, options)).await
    }

    pub async fn click(&mut self, user: u64, custom_id: &str) -> Reply {
        let request = self.click_request(user, custom_id);
        self.send(request).await
    }

    pub async fn audit(&self) {
        let (ledger, balances) = self.app.store().audit().await.expect("audit");
        assert_eq!(ledger, balances, "the ledger must add up to the balances");
    }

    pub async fn balance(&self, user: u64) -> i64 {
        self.balance_in(GUILD, user).await
    }

    /// `user`'s balance on server `guild` (0 before they have a wallet there).
    pub async fn balance_in(&self, guild: u64, user: u64) -> i64 {
        let mut tx = self.app.store().begin().await.expect("begin");
        let balance = tx
            .existing_wallet(guild, user)
            .await
            .expect("wallet")
            .map_or(0, |w| w.balance);
        tx.commit().await.expect("commit");
        balance
    }

    /// The stored game as stored: (version, state json, status).
    pub async fn row(&self, id: i64) -> (i64, String, GameStatus) {
        let row = self
            .app
            .store()
            .find_game(id)
            .await
            .expect("read a game")
            .expect("game exists");
        (row.version, row.state, row.status)
    }

    /// The stored game, read as `G`: (game, status, version).
    pub async fn game<G: serde::de::DeserializeOwned>(&self, id: i64) -> (G, GameStatus, i64) {
        let (version, state, status) = self.row(id).await;
        (
            serde_json::from_str(&state).expect("a game of this type"),
            status,
            version,
        )
    }

    /// Changes a stored game of type `G` in place; `advance` makes it a new version (its
    /// messages' buttons go stale). The version it is at after.
    pub async fn rig<G>(&self, id: i64, advance: bool, change: impl FnOnce(&mut G)) -> i64
    where
        G: serde::de::DeserializeOwned + serde::Serialize,
    {
        let row = self.app.store().find_game(id).await.unwrap().unwrap();
        let mut game: G = serde_json::from_str(&row.state).expect("a game of this type");
        change(&mut game);
        let mut tx = self.app.store().begin().await.unwrap();
        let version = tx
            .save_game(&SaveGame {
                id,
                version: row.version,
                advance,
                state: &serde_json::to_string(&game).unwrap(),
                status: row.status,
                deadline: row.deadline,
                at: self.clock.now(),
            })
            .await
            .unwrap();
        tx.commit().await.unwrap();
        version
    }

    /// A game's ledger rows: (reason, delta, idempotency key), in order.
    pub async fn ledger(&self, game: i64) -> Vec<(String, i64, String)> {
        self.app.store().ledger_of_game(game).await.unwrap()
    }
}

/// Every server setting at its widest value, the economy's in `settings` and the games' in
/// its `games`, for the tests of the longest `/config` reply and log post: numbers at
/// their largest, names and words 40 characters past their default, texts and currency
/// forms at their longest in Polish letters, the emoji one of a server's with the longest
/// name and id, every channel a list may hold, every game turned off. Gives the keys set.
pub fn widest_settings(settings: &mut crate::config::ServerDefaults) -> Vec<&'static str> {
    use crate::config::settings::{self, LIST_MAX, SettingKind, SettingValue};
    let mut keys = Vec::new();
    for (kind, setting) in settings::all() {
        let value = match setting.kind {
            SettingKind::Switch { default } => SettingValue::Switch(!default),
            SettingKind::Number { max, .. } => SettingValue::Number(max),
            SettingKind::Channel => SettingValue::Number(i64::MAX),
            SettingKind::Name { default } | SettingKind::Choice { default, .. } => {
                SettingValue::Name(format!("{default}-{}", "x".repeat(40)))
            }
            SettingKind::Text { max } => SettingValue::Name("ż".repeat(max)),
            SettingKind::Emoji => {
                SettingValue::Name(format!("<a:{}:{}>", "w".repeat(32), u64::MAX))
            }
            SettingKind::Channels { .. } => SettingValue::List(
                (0..LIST_MAX as u64)
                    .map(|i| (i64::MAX as u64 - i).to_string())
                    .collect(),
            ),
            SettingKind::Games { .. } => SettingValue::List(
                crate::engine::GameKind::ALL
                    .iter()
                    .map(|kind| kind.as_str().to_string())
                    .collect(),
            ),
        };
        match kind {
            None => {
                if !settings.set_own(setting.key, value.clone()) {
                    settings.set_own(setting.key, SettingValue::Name("fr".into()));
                }
            }
            Some(_) => settings.games.set(setting.key, value),
        }
        keys.push(setting.key);
    }
    keys
}

pub fn name_of(user: u64) -> String {
    match user {
        ALICE => "alice".into(),
        BOB => "bob".into(),
        CAROL => "carol".into(),
        DAVE => "dave".into(),
        other => format!("member{other}"),
    }
}

pub fn user(id: u64) -> UserRef {
    UserRef {
        id,
        name: name_of(id),
        bot: false,
    }
}

/// A reply's game buttons, decoded: (custom_id, game, version, action code).
pub fn game_buttons(reply: &Reply) -> Vec<(String, i64, i64, String)> {
    reply
        .view
        .custom_ids()
        .into_iter()
        .filter_map(|id| match CustomId::parse(id) {
            Some(CustomId::Game {
                game,
                version,
                code,
                ..
            }) => Some((id.to_string(), game, version, code)),
            _ => None,
        })
        .collect()
}

/// Whether `id` is the button for `action`: a game button's action code (`deal`,
/// `hold:0`), or a leaderboard button's tag (`next`, on a public or a private copy).
fn is_button(id: &str, action: &str) -> bool {
    match CustomId::parse(id) {
        Some(CustomId::Game { code, .. }) => code == action,
        Some(CustomId::Leaderboard {
            board,
            page,
            private,
            season,
            key: None,
        }) => CustomId::leaderboard(&board, page, action, private, season) == id,
        Some(CustomId::Leaderboard {
            page,
            private,
            key: Some(key),
            ..
        }) => CustomId::chips_page(page, action, private, Some(key)) == id,
        Some(CustomId::Share { .. }) => action == "share",
        Some(CustomId::Exclusion(button)) => {
            action == if button.confirm { "confirm" } else { "cancel" }
        }
        Some(CustomId::Help(page)) => action == page.code(),
        None => false,
    }
}

/// The custom_id of the button for `action`.
pub fn button(reply: &Reply, action: &str) -> String {
    reply
        .view
        .custom_ids()
        .into_iter()
        .find(|id| is_button(id, action))
        .unwrap_or_else(|| panic!("no {action} button in {:?}", reply.view.custom_ids()))
        .to_string()
}

pub fn has_button(reply: &Reply, action: &str) -> bool {
    reply
        .view
        .custom_ids()
        .iter()
        .any(|id| is_button(id, action))
}

/// The game id shown by a reply's buttons.
pub fn game_id(reply: &Reply) -> i64 {
    game_buttons(reply).first().expect("game buttons").1
}

/// All text of the reply as the player reads it (markdown bold removed).
pub fn text(reply: &Reply) -> String {
    raw_text(reply).replace("**", "")
}

pub fn raw_text(reply: &Reply) -> String {
    let mut out = String::new();
    for view in std::iter::once(&reply.view).chain(reply.private.iter()) {
        if let Some(c) = &view.content {
            out.push_str(c);
        }
        for e in &view.embeds {
            out.push_str(&format!("{}\n{}\n", e.title, e.description));
            if !e.details.is_empty() {
                out.push_str(&format!("{}\n", e.details));
            }
            for f in &e.fields {
                out.push_str(&format!("{}\n{}\n", f.name, f.value));
            }
            for s in &e.sections {
                out.push_str(&format!("{}\n", s.text));
            }
            if let Some(f) = &e.footer {
                out.push_str(f);
            }
        }
    }
    out
}

pub fn is_ephemeral_notice(reply: &Reply) -> bool {
    reply.kind == ResponseKind::Message && reply.view.ephemeral && !reply.view.has_controls()
}
