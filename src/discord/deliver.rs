//! What remains once an interaction is answered, the same for both front ends: complete a
//! deferred reply, send the clicker's private view, edit other messages, and record which
//! message shows a newly posted game (so its timeout can edit it later).

use super::api::DiscordApi;
use crate::app::App;
use crate::view::custom_id::CustomId;
use crate::view::{MessageEdit, Reply, ResponseKind};
use std::time::Duration;

/// The game a new message shows, if it shows one (read from its buttons).
pub fn game_of(reply: &Reply) -> Option<i64> {
    if !matches!(
        reply.kind,
        ResponseKind::Message | ResponseKind::DeferredMessage
    ) || reply.view.ephemeral
    {
        return None;
    }
    reply
        .view
        .custom_ids()
        .iter()
        .find_map(|id| match CustomId::parse(id) {
            Some(CustomId::Game { game, .. }) => Some(game),
            _ => None,
        })
}

/// Carries out what follows the response. `read_back_after`: how long Discord may need
/// before the posted message can be read back (the HTTP endpoint answers before Discord
/// posts; the gateway has already posted).
pub async fn after_response(
    api: &dyn DiscordApi,
    app: &App,
    token: &str,
    reply: &Reply,
    read_back_after: Duration,
) {
    if let Some(body) = reply.completion_json()
        && let Err(e) = api.edit_original(token, &body).await
    {
        tracing::warn!("could not complete a deferred reply: {e}");
    }
    if let Some(body) = reply.private_json()
        && let Err(e) = api.followup(token, &body).await
    {
        tracing::warn!("follow-up failed: {e}");
    }
    edit_messages(api, &reply.edits).await;
    if let Some(game) = game_of(reply) {
        tokio::time::sleep(read_back_after).await;
        match api.original_message_id(token).await {
            Ok(message) => {
                if let Err(e) = app.attach_message(game, message).await {
                    tracing::warn!("could not record the message of game {game}: {e}");
                }
            }
            Err(e) => tracing::warn!("could not read back the message of game {game}: {e}"),
        }
    }
}

/// Edits the messages of games that changed without a click on them.
pub async fn edit_messages(api: &dyn DiscordApi, edits: &[MessageEdit]) {
    for edit in edits {
        let Some(message) = edit.message_id else {
            continue;
        };
        if let Err(e) = api
            .edit_message(edit.channel_id, message, &edit.view.message_json(false))
            .await
        {
            tracing::warn!("could not edit the message of game {}: {e}", edit.game_id);
        }
    }
}
