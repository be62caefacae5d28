//! What remains once an interaction is answered, the same for both front ends: the calls of
//! [`Reply::deliveries`] (a private message, edits of other messages) or, after an
//! acknowledgement, of [`Reply::completion`]; then recording which message shows a newly
//! posted game (so its timeout can edit it later).

use super::api::DiscordApi;
use crate::app::App;
use crate::view::attachment::{Attachment, File};
use crate::view::{Delivery, MessageEdit, Reply, ResponseKind};
use serde_json::Value;
use std::time::Duration;

/// The game a new public message shows, if it shows one (the reply names it).
pub fn game_of(reply: &Reply) -> Option<i64> {
    if reply.kind != ResponseKind::Message || reply.view.ephemeral {
        return None;
    }
    reply.posts
}

/// Whether anything follows the response of `reply`.
pub fn needed(reply: &Reply) -> bool {
    !reply.deliveries().is_empty() || game_of(reply).is_some()
}

/// Carries out what follows a reply sent as the response. `read_back_after`: how long
/// Discord may need before the posted message can be read back (the HTTP endpoint answers
/// before Discord posts; the gateway has already posted).
pub async fn after_response(
    api: &dyn DiscordApi,
    app: &App,
    token: &str,
    reply: &Reply,
    read_back_after: Duration,
) {
    send(api, token, &reply.deliveries()).await;
    attach(api, app, token, reply, read_back_after).await;
}

/// Completes an acknowledgement with the reply that was late.
pub async fn complete(api: &dyn DiscordApi, app: &App, token: &str, ack: &Reply, reply: &Reply) {
    send(api, token, &ack.completion(reply)).await;
    let posted = ack.kind == ResponseKind::DeferredMessage && !reply.view.ephemeral;
    if posted {
        attach(api, app, token, reply, Duration::ZERO).await;
    }
}

/// Makes each call in order, each tried again while Discord's error may pass (a follow-up
/// can reach Discord before the response it follows, and get 404 Unknown Webhook).
async fn send(api: &dyn DiscordApi, token: &str, deliveries: &[Delivery]) {
    let retry = api.retry();
    for delivery in deliveries {
        let sent = match delivery {
            Delivery::EditOriginal { body, attachments } => {
                let (body, files) = drawn(body, attachments).await;
                retry
                    .run("editing the response", || {
                        api.edit_original(token, &body, &files)
                    })
                    .await
            }
            Delivery::DeleteOriginal => {
                retry
                    .run("deleting the response", || api.delete_original(token))
                    .await
            }
            Delivery::Followup(body) => {
                retry.run("a follow-up", || api.followup(token, body)).await
            }
            Delivery::EditMessage {
                channel_id,
                message_id,
                body,
                ..
            } => {
                retry
                    .run("editing a message", || {
                        api.edit_message(*channel_id, *message_id, body)
                    })
                    .await
            }
        };
        if let Err(e) = sent {
            tracing::warn!("a call to Discord failed: {e}");
        }
    }
}

/// The message's files, drawn off the runtime's threads (a card takes milliseconds), with
/// the body that names them. A picture that cannot be drawn is left out, with the body's
/// mention of it, so that the message still replaces "thinking…". One file a message: the
/// serenity call numbers every file 0 (`View::check_limits` holds Parlor's views to one).
async fn drawn(body: &Value, attachments: &[Attachment]) -> (Value, Vec<File>) {
    let mut body = body.clone();
    let Some(first) = attachments.first().cloned() else {
        return (body, Vec::new());
    };
    if attachments.len() > 1 {
        tracing::error!(
            "a message with {} files: only the first is sent",
            attachments.len()
        );
        if let Some(listed) = body.get_mut("attachments").and_then(Value::as_array_mut) {
            listed.truncate(1);
        }
    }
    let filename = first.filename.clone();
    match tokio::task::spawn_blocking(move || first.file()).await {
        Ok(Ok(file)) => (body, vec![file]),
        Ok(Err(e)) => {
            tracing::error!("drawing {filename}: {e}");
            (without_files(body), Vec::new())
        }
        Err(e) => {
            tracing::error!("drawing {filename} failed: {e}");
            (without_files(body), Vec::new())
        }
    }
}

fn without_files(body: Value) -> Value {
    crate::view::layout::without_media(body)
}

async fn attach(
    api: &dyn DiscordApi,
    app: &App,
    token: &str,
    reply: &Reply,
    read_back_after: Duration,
) {
    let Some(game) = game_of(reply) else {
        return;
    };
    tokio::time::sleep(read_back_after).await;
    let read = api
        .retry()
        .run("reading back the response", || {
            api.original_message_id(token)
        })
        .await;
    match read {
        Ok(message) => {
            if let Err(e) = app.attach_message(game, message).await {
                tracing::warn!("could not record the message of game {game}: {e}");
            }
        }
        Err(e) => tracing::warn!("could not read back the message of game {game}: {e}"),
    }
}

/// Edits the messages of games that changed without a click on them.
pub async fn edit_messages(api: &dyn DiscordApi, edits: &[MessageEdit]) {
    let deliveries: Vec<Delivery> = edits.iter().filter_map(MessageEdit::delivery).collect();
    send(api, "", &deliveries).await;
}
