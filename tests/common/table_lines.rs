//! A terminal-table line's output split by what it is, for the table games' suites.

use parlor::testing::session::Session;
use serde_json::{Value, json};

/// The lines of one terminal line, split by what they are.
#[derive(Default, Debug)]
pub struct Lines {
    /// The interaction response (`{"type": 4|7|9, "data": ...}`).
    pub response: Value,
    /// Follow-up message bodies: private ones carry the ephemeral flag (64).
    pub followups: Vec<Value>,
    /// Bodies of other messages edited (the table's, after a private click).
    pub edits: Vec<Value>,
}

/// Runs `line` as the terminal's member `who`.
pub async fn run(s: &mut Session, who: &str, line: &str) -> Lines {
    s.line(&format!("as {who}")).await;
    let mut lines = Lines::default();
    for l in s.line(line).await {
        if let Some(f) = l.get("followup") {
            lines.followups.push(f.clone());
        } else if let Some(e) = l.get("edit") {
            lines.edits.push(e["message"].clone());
        } else if l.get("type").is_some() {
            lines.response = l;
        }
    }
    lines
}

/// A message body as a response, so the session's helpers read its buttons.
pub fn as_response(body: &Value) -> Value {
    json!({ "type": 7, "data": body })
}
