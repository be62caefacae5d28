//! The terminal table in process, for games played end to end: each line's JSON output,
//! every reply checked against Discord's limits and OpenAPI schemas, restarts on the same
//! database, and helpers to read replies.

use super::{START, followup_errors, schema_errors};
use parlor::app::{App, Clock};
use parlor::config::Config;
use parlor::engine::yahtzee::expert::ExpertTable;
use parlor::play::{GUILD, Table};
use parlor::store::{GameStatus, Store};
use parlor::view::custom_id::CustomId;
use serde_json::Value;
use std::sync::{Arc, OnceLock};

pub struct Session {
    pub table: Table,
    pub app: Arc<App>,
    /// Whether the Yahtzee expert's table is installed (built once per test binary).
    expert: bool,
    url: String,
    pub clock: Arc<Clock>,
    _dir: tempfile::TempDir,
}

/// The Yahtzee expert's table, built once for the whole test binary.
pub fn expert() -> Arc<ExpertTable> {
    static TABLE: OnceLock<Arc<ExpertTable>> = OnceLock::new();
    TABLE.get_or_init(|| Arc::new(ExpertTable::build())).clone()
}

async fn app_on(url: &str, clock: Arc<Clock>, seed: u64, expert: bool) -> Arc<App> {
    let store = Store::open(url).await.expect("open store");
    let app = Arc::new(App::new(
        store,
        Arc::new(Config::default()),
        clock,
        Some(seed),
    ));
    if expert {
        parlor::games::yahtzee::install_expert(app.resources(), self::expert());
    }
    app
}

impl Session {
    /// A session whose app has the Yahtzee expert.
    pub async fn with_expert(seed: u64) -> Session {
        Session::open(seed, true).await
    }

    pub async fn new(seed: u64) -> Session {
        Session::open(seed, false).await
    }

    async fn open(seed: u64, expert: bool) -> Session {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("parlor.db").display());
        let clock = Arc::new(Clock::fixed(START));
        let app = app_on(&url, clock.clone(), seed, expert).await;
        Session {
            table: Table::new(app.clone(), true, false),
            app,
            expert,
            url,
            clock,
            _dir: dir,
        }
    }

    /// A restart: a new app on the same database; the terminal's members stay.
    pub async fn restart(&mut self, seed: u64) {
        self.app.store().close().await;
        self.app = app_on(&self.url, self.clock.clone(), seed, self.expert).await;
        self.table = Table::new(self.app.clone(), true, false);
    }

    /// Runs one line; returns the JSON lines it printed, each checked against the schemas.
    pub async fn line(&mut self, line: &str) -> Vec<Value> {
        let mut out = Vec::new();
        let mut err = Vec::new();
        self.table.run_line(line, &mut out, &mut err).await.unwrap();
        let err = String::from_utf8(err).unwrap();
        assert!(err.is_empty(), "{line}: {err}");
        let lines: Vec<Value> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect();
        for l in &lines {
            let errors = match l.get("followup") {
                Some(followup) => followup_errors(followup),
                None if l.get("type").is_some() => schema_errors(l),
                None => Vec::new(),
            };
            assert!(errors.is_empty(), "{line}: {errors:?}\n{l}");
        }
        lines
    }

    /// Runs a line as `who` and returns its first reply.
    pub async fn as_(&mut self, who: &str, line: &str) -> Value {
        self.line(&format!("as {who}")).await;
        let lines = self.line(line).await;
        lines.into_iter().next().unwrap_or(Value::Null)
    }

    pub async fn game<G: serde::de::DeserializeOwned>(&self, id: i64) -> (G, GameStatus, i64) {
        let row = self.app.store().find_game(id).await.unwrap().unwrap();
        (
            serde_json::from_str(&row.state).unwrap(),
            row.status,
            row.version,
        )
    }

    pub async fn balance(&mut self, name: &str) -> i64 {
        let id = self.table.user_id(name);
        let mut tx = self.app.store().begin().await.unwrap();
        let balance = tx
            .existing_wallet(GUILD, id)
            .await
            .unwrap()
            .map_or(0, |w| w.balance);
        tx.commit().await.unwrap();
        balance
    }

    pub async fn audit(&self) {
        let (ledger, balances) = self.app.store().audit().await.unwrap();
        assert_eq!(ledger, balances, "the ledger adds up to the balances");
    }
}

/// A reply's components: (custom_id, type, disabled).
pub fn components(reply: &Value) -> Vec<(String, u64, bool)> {
    let mut out = Vec::new();
    for row in reply["data"]["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            out.push((
                c["custom_id"].as_str().unwrap_or_default().to_string(),
                c["type"].as_u64().unwrap_or(0),
                c["disabled"].as_bool().unwrap_or(false),
            ));
        }
    }
    out
}

/// The custom_id of the enabled component whose action code is `code`.
pub fn find(reply: &Value, code: &str) -> Option<String> {
    components(reply)
        .into_iter()
        .filter(|(_, _, disabled)| !disabled)
        .find(|(id, _, _)| matches!(CustomId::parse(id), Some(CustomId::Game { code: c, .. }) if c == code))
        .map(|(id, _, _)| id)
}

pub fn game_id(reply: &Value) -> i64 {
    components(reply)
        .iter()
        .find_map(|(id, _, _)| match CustomId::parse(id) {
            Some(CustomId::Game { game, .. }) => Some(game),
            _ => None,
        })
        .expect("a game's message")
}

pub fn is_refusal(reply: &Value) -> bool {
    reply["type"] == 4 && reply["data"]["flags"] == 64
}

pub fn description(reply: &Value) -> String {
    reply["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}
