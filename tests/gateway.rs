//! The gateway's answer to each interaction, with Discord replaced by the recorder: every
//! interaction is answered, a response Discord refuses is replaced by a private notice, and
//! a response that fails for a moment is sent again.

use crate::common;

use common::recorder::{Call, CallKind, Recorder};
use parlor::app::{App, Clock};
use parlor::config::Config;
use parlor::discord::{ALREADY_ACKNOWLEDGED, ApiError, DiscordApi, answer_interaction};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use std::sync::Arc;

const GUILD: &str = "900000000000000000";
const CHANNEL: &str = "910000000000000000";

async fn app(dir: &tempfile::TempDir) -> Arc<App> {
    let url = format!("sqlite://{}", dir.path().join("gateway.db").display());
    parlor::testing::registry();
    let (config, clock) = (Config::default(), Clock::fixed(1_800_000_000));
    parlor::testing::app_on(&url, Arc::new(config), Arc::new(clock), 3).await
}

fn user() -> Value {
    json!({ "id": "800000000000000001", "username": "ann", "global_name": "Ann", "discriminator": "0", "avatar": null })
}

fn interaction(kind: u8, id: u64, data: Value) -> serenity::Interaction {
    serde_json::from_value(interaction_json(kind, id, data))
        .expect("an interaction as Discord sends it")
}

fn interaction_json(kind: u8, id: u64, data: Value) -> Value {
    json!({
        "id": id.to_string(), "application_id": "1100000000000000000", "type": kind,
        "token": format!("tok-{id}"), "version": 1, "guild_id": GUILD, "channel_id": CHANNEL,
        "member": { "user": user(), "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z",
                    "deaf": false, "mute": false, "flags": 0, "permissions": "0" },
        "data": data,
        "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
        "attachment_size_limit": 10485760
    })
}

fn daily(id: u64) -> serenity::Interaction {
    interaction(2, id, json!({ "id": "1000", "name": "daily", "type": 1 }))
}

fn responses(recorder: &Recorder) -> Vec<Value> {
    recorder
        .calls()
        .into_iter()
        .filter_map(|c| match c {
            Call::Respond { body, .. } => Some(body),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn a_command_is_answered_through_the_gateway() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let recorder = Arc::new(Recorder::new());
    let api: Arc<dyn DiscordApi> = recorder.clone();
    answer_interaction(&app, &api, &daily(1)).await;
    let sent = responses(&recorder);
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0]["type"], 4);
    assert!(sent[0].to_string().contains("+50 chips"), "{}", sent[0]);
    assert!(common::schema_errors(&sent[0]).is_empty());
}

/// Discord refuses the response for good (a body it rejects): the member still gets an
/// answer, a private notice, instead of "The application did not respond".
#[tokio::test]
async fn a_refused_response_is_replaced_by_a_private_notice() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let recorder = Arc::new(Recorder::new());
    recorder.fail_next(
        CallKind::Respond,
        1,
        ApiError::lasting("400 Bad Request: Invalid Form Body"),
    );
    let api: Arc<dyn DiscordApi> = recorder.clone();
    answer_interaction(&app, &api, &daily(2)).await;
    let sent = responses(&recorder);
    assert_eq!(sent.len(), 2, "{sent:?}");
    assert_eq!(sent[1]["type"], 4);
    assert!(common::is_private(&sent[1]["data"]), "private");
    assert!(
        sent[1].to_string().contains("could not show its answer"),
        "{}",
        sent[1]
    );
    assert!(common::schema_errors(&sent[1]).is_empty());
}

/// A response that fails for a moment (Discord's 5xx, a dropped connection) is sent again.
#[tokio::test]
async fn a_response_that_fails_for_a_moment_is_sent_again() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let recorder = Arc::new(Recorder::new());
    recorder.fail_next(CallKind::Respond, 2, ApiError::transient("502 Bad Gateway"));
    let api: Arc<dyn DiscordApi> = recorder.clone();
    answer_interaction(&app, &api, &daily(3)).await;
    let sent = responses(&recorder);
    assert_eq!(sent.len(), 3, "{sent:?}");
    assert!(sent.iter().all(|r| r.to_string().contains("+50 chips")));
}

/// A form that is not Parlor's is still answered, privately.
#[tokio::test]
async fn an_interaction_of_a_kind_parlor_does_not_use_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let recorder = Arc::new(Recorder::new());
    let api: Arc<dyn DiscordApi> = recorder.clone();
    let modal = interaction(5, 4, json!({ "custom_id": "feedback", "components": [] }));
    answer_interaction(&app, &api, &modal).await;
    let sent = responses(&recorder);
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert!(common::is_private(&sent[0]["data"]));
    assert!(sent[0].to_string().contains("/help"), "{}", sent[0]);
}

/// A response whose first attempt seemed to fail but got there: the second attempt hears
/// "already acknowledged", and that counts as shown (no "not shown" notice).
#[tokio::test]
async fn a_response_that_got_there_after_all_counts_as_shown() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let recorder = Arc::new(Recorder::new());
    recorder.fail_next(CallKind::Respond, 1, ApiError::transient("502 Bad Gateway"));
    recorder.fail_next(
        CallKind::Respond,
        1,
        ApiError::lasting("400 Interaction has already been acknowledged")
            .with_code(ALREADY_ACKNOWLEDGED),
    );
    let api: Arc<dyn DiscordApi> = recorder.clone();
    answer_interaction(&app, &api, &daily(5)).await;
    let sent = responses(&recorder);
    assert_eq!(sent.len(), 2, "{sent:?}");
    assert!(
        !sent
            .iter()
            .any(|r| r.to_string().contains("could not show"))
    );
}

/// A game's form through the gateway: "Bet…" answers with the form (type 9, Discord's
/// schema), and the form sent back (type 5) plays as the click it names.
#[tokio::test]
async fn a_game_form_opens_and_plays_through_the_gateway() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let recorder = Arc::new(Recorder::new());
    let api: Arc<dyn DiscordApi> = recorder.clone();
    let start = interaction(
        2,
        1,
        json!({ "id": "1000", "name": "poker", "type": 1, "options": [
            { "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 1 }] }] }),
    );
    answer_interaction(&app, &api, &start).await;
    let machine = responses(&recorder).remove(0);
    let ask = common::custom_ids(&machine["data"])
        .into_iter()
        .find(|id| id.ends_with(":bet-typed"))
        .expect("a Bet… button");
    let message = json!({
        "id": "1150000000000000000", "channel_id": CHANNEL, "author": user(), "content": "",
        "timestamp": "2024-01-01T00:00:00Z", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": [], "pinned": false, "type": 0
    });
    let mut click = interaction_json(3, 2, json!({ "custom_id": ask, "component_type": 2 }));
    click["message"] = message.clone();
    let click: serenity::Interaction = serde_json::from_value(click).unwrap();
    answer_interaction(&app, &api, &click).await;
    let form = responses(&recorder).remove(1);
    assert_eq!(form["type"], 9, "{form}");
    let errors = parlor::testing::schema_errors(&form);
    assert!(errors.is_empty(), "{errors:?}");
    // Through the gateway a form's fields come in action rows, each text input named by its
    // own label: serenity 0.12 cannot read a label's values back.
    let row = &form["data"]["components"][0];
    assert_eq!(row["type"], 1, "{form}");
    let input = &row["components"][0];
    assert_eq!(
        (&input["type"], &input["custom_id"], &input["value"]),
        (&json!(4), &json!("bet"), &json!("1")),
        "{form}"
    );
    assert!(
        input["label"].as_str().is_some_and(|l| !l.is_empty()),
        "{form}"
    );

    let form_id = form["data"]["custom_id"].as_str().unwrap();
    let mut submit = interaction_json(
        5,
        3,
        json!({ "custom_id": form_id, "components": [
            { "type": 1, "components": [{ "type": 4, "custom_id": "bet", "value": "3" }] }] }),
    );
    submit["message"] = message;
    let submit: serenity::Interaction = serde_json::from_value(submit).unwrap();
    answer_interaction(&app, &api, &submit).await;
    let played = responses(&recorder).remove(2);
    assert_eq!(played["type"], 7, "{played}");
    assert!(played.to_string().contains("Bet 3"), "{played}");
}

/// `/config log_channel` through the gateway, the channel resolved as Discord sends it: set,
/// and the change posted to it once.
#[tokio::test]
async fn a_log_channel_is_set_through_the_gateway() {
    const LOG: &str = "910000000000000077";
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let courier = Arc::new(common::KeptPosts::default());
    app.set_courier(courier.clone());
    let recorder = Arc::new(Recorder::new());
    let api: Arc<dyn DiscordApi> = recorder.clone();
    let mut config = interaction_json(
        2,
        7,
        json!({ "id": "1000", "name": "config", "type": 1,
                "options": [{ "name": "log_channel", "type": 7, "value": LOG }],
                "resolved": { "channels": { LOG: {
                    "id": LOG, "name": "log", "type": 0, "permissions": "3072" } } } }),
    );
    // Manage Server.
    config["member"]["permissions"] = json!("32");
    let config: serenity::Interaction = serde_json::from_value(config).unwrap();
    answer_interaction(&app, &api, &config).await;
    // A first /config works out the games' figures: it may come as a completion.
    let mut text = String::new();
    for _ in 0..400 {
        text = format!("{:?}", recorder.calls());
        if text.contains("Log channel") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert!(
        text.contains(&format!("Log channel: **<#{LOG}>**")),
        "{text}"
    );
    assert_eq!(app.send_posts("gateway").await.unwrap().sent, 1);
    let posts = courier.posts.lock().unwrap().clone();
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].0.to_string(), LOG);
    assert!(
        posts[0].1["content"]
            .as_str()
            .unwrap_or_default()
            .contains("<@800000000000000001>")
    );
}

/// `/profile` through the gateway does as the endpoint does: "thinking…" first, then the
/// card as the edit of the original response, with its PNG.
#[tokio::test]
async fn a_profile_card_comes_as_the_edit_of_a_deferred_response() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir).await;
    let recorder = Arc::new(Recorder::new());
    let api: Arc<dyn DiscordApi> = recorder.clone();
    answer_interaction(&app, &api, &daily(1)).await;
    let profile = interaction(2, 2, json!({ "id": "1000", "name": "profile", "type": 1 }));
    answer_interaction(&app, &api, &profile).await;
    assert_eq!(responses(&recorder)[1], json!({ "type": 5 }));
    let mut edit = None;
    for _ in 0..2_000 {
        edit = recorder.calls().into_iter().find_map(|c| match c {
            Call::EditOriginal { body, files, .. } => Some((body, files)),
            _ => None,
        });
        if edit.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let (body, files) = edit.expect("the card follows");
    assert!(common::original_errors(&body).is_empty(), "{body}");
    assert_eq!(common::panel_title(&body, 0), "Profile · Ann");
    assert_eq!(files.len(), 1);
    assert!(files[0].bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
}
