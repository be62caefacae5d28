//! The terminal table in process, for games played end to end: each line's JSON output
//! checked against Discord's schemas, restarts on the same database, and helpers to read the
//! replies as the terminal prints them.

use super::{Harness, followup_errors, schema_errors};
use crate::play::Table;
use crate::view::custom_id::CustomId;
use serde_json::Value;

/// The terminal table over a [`Harness`]'s app (its app, clock and store are the
/// harness's: `session.app`, `session.clock`).
pub struct Session {
    pub table: Table,
    harness: Harness,
}

impl std::ops::Deref for Session {
    type Target = Harness;

    fn deref(&self) -> &Harness {
        &self.harness
    }
}

impl Session {
    /// A session whose every app gets `install` (see [`super::Install`]).
    pub async fn installing(seed: u64, install: super::Install) -> Session {
        Session::on(Harness::installing(seed, install).await)
    }

    pub async fn new(seed: u64) -> Session {
        super::registry();
        Session::with_config(crate::config::Config::default(), seed).await
    }

    /// A session whose apps read `config` (a server default set in the file, say).
    pub async fn with_config(config: crate::config::Config, seed: u64) -> Session {
        Session::on(Harness::with_config(config, seed).await)
    }

    fn on(harness: Harness) -> Session {
        Session {
            table: Table::new(harness.app.clone(), true, false),
            harness,
        }
    }

    /// A restart: a new app on the same database; the terminal's members stay.
    pub async fn restart(&mut self, seed: u64) {
        self.harness.restart(seed).await;
        self.table = Table::new(self.harness.app.clone(), true, false);
    }

    /// Runs one line; returns the JSON lines it printed, each checked against the schemas.
    pub async fn line(&mut self, line: &str) -> Vec<Value> {
        let mut out = Vec::new();
        let mut err = Vec::new();
        self.table
            .run_line(line, &mut out, &mut err)
            .await
            .expect("the line runs");
        let err = String::from_utf8(err).expect("utf-8");
        assert!(err.is_empty(), "{line}: {err}");
        let lines: Vec<Value> = String::from_utf8(out)
            .expect("utf-8")
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
        // And every message the channel holds now within Discord's limits.
        for view in self.table.messages() {
            if let Err(broken) = view.check_limits() {
                panic!("{line}: {broken}\n{view:#?}");
            }
        }
        lines
    }

    /// Runs a line as `who` and returns its first reply.
    pub async fn as_(&mut self, who: &str, line: &str) -> Value {
        self.line(&format!("as {who}")).await;
        let lines = self.line(line).await;
        lines.into_iter().next().unwrap_or(Value::Null)
    }

    /// The balance of the terminal's member `name`.
    pub async fn balance(&mut self, name: &str) -> i64 {
        let id = self.table.user_id(name);
        self.harness.balance(id).await
    }
}

/// A reply's buttons and menus, wherever the layout puts them: (custom_id, type, disabled).
pub fn components(reply: &Value) -> Vec<(String, u64, bool)> {
    crate::view::layout::controls(&reply["data"])
        .into_iter()
        .map(|c| {
            (
                c["custom_id"].as_str().unwrap_or_default().to_string(),
                c["type"].as_u64().unwrap_or(0),
                c["disabled"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

/// The custom_id of the enabled component whose action code is `code`.
pub fn find(reply: &Value, code: &str) -> Option<String> {
    components(reply)
        .into_iter()
        .filter(|(_, _, disabled)| !disabled)
        .find(|(id, _, _)| matches!(CustomId::parse(id), Some(CustomId::Game { code: c, .. }) if c == code))
        .map(|(id, _, _)| id)
}

/// The game a printed message shows.
pub fn game_id(reply: &Value) -> i64 {
    components(reply)
        .iter()
        .find_map(|(id, _, _)| match CustomId::parse(id) {
            Some(CustomId::Game { game, .. }) => Some(game),
            _ => None,
        })
        .expect("a game's message")
}

/// Whether a printed reply is a refusal: a private message.
pub fn is_refusal(reply: &Value) -> bool {
    reply["type"] == 4
        && reply["data"]["flags"]
            .as_u64()
            .is_some_and(|f| f & crate::view::layout::EPHEMERAL != 0)
}

/// Whether a printed reply is exactly `refusal`'s message, as the member reads it.
pub fn is(reply: &Value, refusal: &crate::view::Refusal) -> bool {
    let expected = crate::view::Reply::notice(refusal.view(crate::view::Locale::En)).to_json();
    *reply == expected
}

/// The text of a printed reply's message, as a reader sees it.
pub fn description(reply: &Value) -> String {
    crate::view::layout::text_of(&reply["data"])
}
