//! Every reply checked against Discord's limits and the OpenAPI schemas the repository
//! keeps (`tests/discord-api/openapi.json`).

use crate::view::Reply;
use serde_json::{Value, json};
use std::sync::OnceLock;

/// Validators for the interaction-response schemas (a message, an update, a form), the
/// follow-up and the edit.
struct Schemas {
    create: jsonschema::Validator,
    update: jsonschema::Validator,
    modal: jsonschema::Validator,
    followup: jsonschema::Validator,
    edit: jsonschema::Validator,
    message: jsonschema::Validator,
    original: jsonschema::Validator,
}

/// The part of Discord's OpenAPI document the tests use (see tests/discord-api/README.md).
pub fn discord_spec() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/discord-api/openapi.json"
    );
    serde_json::from_str(
        &std::fs::read_to_string(path).expect("tests/discord-api/openapi.json in the repository"),
    )
    .expect("tests/discord-api/openapi.json is JSON")
}

fn schemas() -> &'static Schemas {
    static SCHEMAS: OnceLock<Schemas> = OnceLock::new();
    SCHEMAS.get_or_init(|| {
        let spec = discord_spec();
        let compile = |name: &str| {
            let wrapper = json!({
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$ref": format!("#/components/schemas/{name}"),
                "components": spec["components"],
            });
            jsonschema::validator_for(&wrapper).unwrap_or_else(|e| panic!("schema {name}: {e}"))
        };
        Schemas {
            create: compile("CreateMessageInteractionCallbackRequest"),
            update: compile("UpdateMessageInteractionCallbackRequest"),
            modal: compile("ModalInteractionCallbackRequest"),
            followup: compile("IncomingWebhookRequestPartial"),
            edit: compile("MessageEditRequestPartial"),
            message: compile("MessageCreateRequest"),
            original: compile("IncomingWebhookUpdateForInteractionCallbackRequestPartial"),
        }
    })
}

fn errors(validator: &jsonschema::Validator, body: &Value) -> Vec<String> {
    let mut out: Vec<String> = validator
        .iter_errors(body)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    // An interaction response's message is its `data`; any other body is the message.
    let message = match body.get("type").map(Value::as_u64) {
        Some(Some(4 | 7)) => body.get("data"),
        Some(_) => None,
        None => Some(body),
    };
    if let Some(message) = message.filter(|m| m.get("components").is_some()) {
        out.extend(v2_errors(message));
    }
    out
}

/// What Discord requires of a Components V2 message beyond its schema: the flag; no
/// content and no embeds (null or empty on an edit, which clears an earlier layout's);
/// at most 40 components, nested ones counted; every file shown by a component that names
/// it (Discord shows no other); and the 4,000 characters of text Discord allows.
pub fn v2_errors(message: &Value) -> Vec<String> {
    use crate::view::layout;
    let mut out = Vec::new();
    let flags = message["flags"].as_u64().unwrap_or(0);
    if flags & layout::IS_COMPONENTS_V2 == 0 {
        out.push(format!("flags {flags} without IS_COMPONENTS_V2"));
    }
    if !message["content"].is_null() {
        out.push("content beside V2 components".into());
    }
    if message["embeds"].as_array().is_some_and(|e| !e.is_empty()) {
        out.push("embeds beside V2 components".into());
    }
    let components = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let measured = layout::measure(&components);
    if measured.components > layout::MAX_COMPONENTS {
        out.push(format!("{} components", measured.components));
    }
    if measured.text > layout::TEXT_BUDGET {
        out.push(format!("{} characters of text", measured.text));
    }
    let mut shown = Vec::new();
    layout::walk(&components, &mut |c| {
        for item in c["items"].as_array().into_iter().flatten() {
            if let Some(url) = item["media"]["url"].as_str() {
                shown.push(url.to_string());
            }
        }
        if let Some(url) = c["file"]["url"].as_str() {
            shown.push(url.to_string());
        }
    });
    for file in message["attachments"].as_array().into_iter().flatten() {
        let name = file["filename"].as_str().unwrap_or_default();
        if !shown.contains(&format!("attachment://{name}")) {
            out.push(format!("the file {name} is shown by no component"));
        }
    }
    out
}

/// Errors of a response body against Discord's schema for its type.
pub fn schema_errors(response: &Value) -> Vec<String> {
    let s = schemas();
    match response["type"].as_u64() {
        Some(4) => errors(&s.create, response),
        Some(7) => errors(&s.update, response),
        Some(9) => errors(&s.modal, response),
        // An acknowledgement (work past the deadline, on a loaded machine): nothing but its
        // type, and a "thinking…" may be private.
        Some(6) if response.as_object().is_some_and(|o| o.len() == 1) => Vec::new(),
        Some(5)
            if response.as_object().is_some_and(|o| o.len() == 1)
                || response == &json!({ "type": 5, "data": { "flags": 64 } }) =>
        {
            Vec::new()
        }
        _ => vec![format!("unexpected response type {}", response["type"])],
    }
}

/// Errors of a channel-message edit body (what the idle sweep sends).
pub fn edit_errors(body: &Value) -> Vec<String> {
    errors(&schemas().edit, body)
}

/// Errors of a channel message's body (a log-channel post).
pub fn message_errors(body: &Value) -> Vec<String> {
    errors(&schemas().message, body)
}

/// Errors of the body that edits an interaction's original response (a deferred reply).
pub fn original_errors(body: &Value) -> Vec<String> {
    errors(&schemas().original, body)
}

/// Errors of a follow-up message's body.
pub fn followup_errors(body: &Value) -> Vec<String> {
    errors(&schemas().followup, body)
}

/// Every reply must fit Discord's limits and match its OpenAPI schema.
pub fn check_reply(reply: &Reply) {
    // A form is the whole answer (Discord takes nothing beside it): its message is empty.
    if reply.kind != crate::view::ResponseKind::Modal {
        reply
            .view
            .check_limits()
            .unwrap_or_else(|e| panic!("limits: {e}\n{reply:#?}"));
    }
    if let Some(form) = &reply.modal {
        form.check_limits()
            .unwrap_or_else(|e| panic!("form limits: {e}\n{reply:#?}"));
    }
    let json = reply.to_json();
    let errors = schema_errors(&json);
    assert!(errors.is_empty(), "schema: {errors:?}\n{json:#}");
    check_files(&reply.view);
    if let Some(private) = &reply.private {
        private
            .check_limits()
            .unwrap_or_else(|e| panic!("follow-up limits: {e}"));
        let body = reply.private_json().expect("a follow-up body");
        let errors = followup_errors(&body);
        assert!(errors.is_empty(), "follow-up schema: {errors:?}\n{body:#}");
    }
    // What is posted in the channel after the response (a hand's summary, an achievement).
    for view in &reply.announce {
        view.check_limits()
            .unwrap_or_else(|e| panic!("announcement limits: {e}"));
        let body = view.message_json(true);
        let errors = followup_errors(&body);
        assert!(
            errors.is_empty(),
            "announcement schema: {errors:?}\n{body:#}"
        );
    }
}

/// A message with files goes as the edit of a deferred response: that body matches
/// Discord's schema, and each file is drawn as a PNG of at least 800×400.
fn check_files(view: &crate::view::View) {
    if view.attachments.is_empty() {
        return;
    }
    let body = view.message_json(false);
    let errors = original_errors(&body);
    assert!(errors.is_empty(), "edit schema: {errors:?}\n{body:#}");
    for attachment in &view.attachments {
        let file = attachment
            .file()
            .unwrap_or_else(|e| panic!("{}: {e}", attachment.filename));
        let png = tiny_skia::Pixmap::decode_png(&file.bytes)
            .unwrap_or_else(|e| panic!("{} is not a PNG: {e}", file.filename));
        assert!(
            png.width() >= 800 && png.height() >= 400,
            "{} is {}×{}",
            file.filename,
            png.width(),
            png.height()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::attachment::Attachment;
    use crate::view::{Reply, View};

    /// The V2 rules catch an embed-shaped body, text past the budget and a file nothing
    /// shows, and pass Parlor's own views.
    #[test]
    fn the_v2_rules_catch_what_discord_would_refuse() {
        let view = View::embed("Title", "Board", 1);
        assert_eq!(
            schema_errors(&Reply::message(view.clone()).to_json()),
            Vec::<String>::new()
        );
        let old = json!({ "type": 4, "data": { "content": "hi", "components": [], "embeds": [] } });
        let errors = schema_errors(&old);
        assert!(
            errors.iter().any(|e| e.contains("IS_COMPONENTS_V2")),
            "{errors:?}"
        );
        assert!(errors.iter().any(|e| e.contains("content")), "{errors:?}");
        let mut long = view.message_json(true);
        long["components"][0]["components"][0]["content"] = json!("x".repeat(4001));
        assert!(v2_errors(&long).iter().any(|e| e.contains("characters")));
        let mut unseen = View {
            attachments: vec![Attachment {
                filename: "card.png".into(),
                ..Attachment::default()
            }],
            ..view.clone()
        };
        let body = unseen.message_json(false);
        assert!(v2_errors(&body).iter().any(|e| e.contains("card.png")));
        unseen.embeds[0].image = Some("attachment://card.png".into());
        assert_eq!(v2_errors(&unseen.message_json(false)), Vec::<String>::new());
    }
}
