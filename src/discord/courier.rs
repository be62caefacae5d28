//! Log-channel posts through Discord's message API (`POST /channels/{id}/messages`) with the
//! bot's token, keeping to Discord's rate limits ([`Rest`]: each channel's messages are a
//! bucket of their own), and the check `/config log_channel` makes first: whether the bot
//! sees the channel and may send messages there, worked out as Discord does from the
//! server's roles, the bot's roles and the channel's overwrites.

use super::api::ApiError;
use super::rest::{Rest, snowflake};
use crate::app::{Courier, PostError};
use poise::serenity_prelude as serenity;
use serde_json::Value;
use std::time::Duration;

/// The longest 429 a post waits out itself; past it the post is tried again later.
const PATIENCE: Duration = Duration::from_secs(10);

/// Posts to log channels as the bot.
pub struct DiscordCourier {
    rest: Rest,
    /// The bot's own user id, asked of Discord once.
    me: tokio::sync::OnceCell<u64>,
    /// The rate limits one call waits out by itself ([`PATIENCE`]).
    patience: Duration,
}

impl DiscordCourier {
    pub fn new(rest: Rest) -> DiscordCourier {
        DiscordCourier {
            rest,
            me: tokio::sync::OnceCell::new(),
            patience: PATIENCE,
        }
    }

    /// The courier waiting out at most `patience` of rate limits in one call (a test's
    /// shorter one).
    pub fn with_patience(self, patience: Duration) -> DiscordCourier {
        DiscordCourier { patience, ..self }
    }

    async fn get(&self, path: &str) -> Result<Value, ApiError> {
        self.rest
            .call(reqwest::Method::GET, path, None, "reads", self.patience)
            .await
    }

    async fn me(&self) -> Result<u64, ApiError> {
        self.me
            .get_or_try_init(|| async {
                let me = self.get("/users/@me").await?;
                snowflake(&me["id"])
                    .ok_or_else(|| ApiError::lasting("Discord's answer names no bot user"))
            })
            .await
            .copied()
    }
}

/// Discord's error codes for a channel the bot cannot reach: unknown channel, missing
/// access, missing permissions.
const NO_CHANNEL: [isize; 3] = [10003, 50001, 50013];
/// Discord's error codes for a message it will never take: empty, or a body it refuses.
const BAD_MESSAGE: [isize; 2] = [50006, 50035];

/// A post fails for good only where Discord says the channel or the message will never do;
/// anything else (no answer, a 5xx, a rate limit, a token refused for a moment, a proxy's
/// own error) is tried again, for a day.
fn post_error(e: ApiError) -> PostError {
    let lasting = e
        .code
        .is_some_and(|code| NO_CHANNEL.contains(&code) || BAD_MESSAGE.contains(&code));
    PostError {
        again: !lasting,
        after: e.retry_after,
        message: e.message,
    }
}

#[async_trait::async_trait]
impl Courier for DiscordCourier {
    async fn may_post(&self, guild: u64, channel: u64) -> Result<bool, PostError> {
        let read = async {
            let me = self.me().await?;
            let channel_json = match self.get(&format!("/channels/{channel}")).await {
                Ok(json) => json,
                // A channel the bot cannot see, or of no server it is in.
                Err(e) if e.code.is_some_and(|code| NO_CHANNEL.contains(&code)) => {
                    return Ok(None);
                }
                Err(e) => return Err(e),
            };
            if snowflake(&channel_json["guild_id"]) != Some(guild) {
                return Ok(None);
            }
            let guild_json = self.get(&format!("/guilds/{guild}")).await?;
            let member = self.get(&format!("/guilds/{guild}/members/{me}")).await?;
            Ok(Some(permissions(me, &guild_json, &member, &channel_json)))
        };
        match read.await {
            Ok(Some(held)) => Ok(held.contains(NEEDED)),
            Ok(None) => Ok(false),
            Err(e) => Err(post_error(e)),
        }
    }

    async fn post(&self, channel: u64, body: &Value) -> Result<u64, PostError> {
        let path = format!("/channels/{channel}/messages");
        let bucket = format!("channel:{channel}");
        let made = self
            .rest
            .call(
                reqwest::Method::POST,
                &path,
                Some(body),
                &bucket,
                self.patience,
            )
            .await
            .map_err(post_error)?;
        snowflake(&made["id"]).ok_or_else(|| PostError {
            message: format!("POST {path}: no message id in the answer"),
            // Posted, whatever the answer lacks: sent again, the nonce gives it back.
            again: true,
            after: None,
        })
    }
}

/// How often the outbox is looked at.
const SEND_EVERY: Duration = Duration::from_secs(2);

/// The task that sends the outbox while this process holds its lease.
pub struct Sender {
    task: tokio::task::JoinHandle<()>,
    app: std::sync::Arc<crate::app::App>,
    holder: String,
}

impl Sender {
    /// Stops sending and gives the lease up, so another process sends at once.
    pub async fn stop(self) {
        self.task.abort();
        // Stopped before the lease is given up: no send of its own follows.
        let _ = self.task.await;
        self.app.stop_sending(&self.holder).await;
    }
}

/// The courier for the configured bot (`discord.api_url`, Discord's unless a stand-in is
/// set), given to `app`, and the task that sends the outbox; None without a bot token.
pub fn start(
    app: &std::sync::Arc<crate::app::App>,
    config: &crate::config::Config,
) -> Option<Sender> {
    let rest = match Rest::configured(config) {
        Ok(rest) => rest,
        Err(e) => {
            tracing::warn!("no log channel posts: {e}");
            return None;
        }
    };
    app.set_courier(std::sync::Arc::new(DiscordCourier::new(rest)));
    let holder = format!("{}-{:016x}", std::process::id(), rand::random::<u64>());
    let (sending, name) = (app.clone(), holder.clone());
    let task = tokio::spawn(async move {
        let mut ticker = tokio::time::interval(SEND_EVERY);
        // A pass slowed by rate limits is followed by one pause, not a burst of passes.
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            if let Err(e) = sending.send_posts(&name).await {
                tracing::warn!("sending log posts: {e}");
            }
        }
    });
    Some(Sender {
        task,
        app: app.clone(),
        holder,
    })
}

/// What posting in a channel needs.
const NEEDED: serenity::Permissions =
    serenity::Permissions::VIEW_CHANNEL.union(serenity::Permissions::SEND_MESSAGES);

fn bits(value: &Value) -> serenity::Permissions {
    let bits = match value {
        Value::String(text) => text.parse().unwrap_or(0),
        Value::Number(n) => n.as_u64().unwrap_or(0),
        _ => 0,
    };
    serenity::Permissions::from_bits_truncate(bits)
}

/// The bot's permissions in a channel, as Discord works them out: the server's owner and
/// administrators hold all; else the @everyone role's and the bot's roles' permissions, then
/// the channel's overwrites for @everyone, for the bot's roles together, and for the bot.
pub fn permissions(
    me: u64,
    guild: &Value,
    member: &Value,
    channel: &Value,
) -> serenity::Permissions {
    use serenity::Permissions as P;
    let Some(guild_id) = snowflake(&guild["id"]) else {
        return P::empty();
    };
    if snowflake(&guild["owner_id"]) == Some(me) {
        return P::all();
    }
    let my_roles: Vec<u64> = member["roles"]
        .as_array()
        .map(|roles| roles.iter().filter_map(snowflake).collect())
        .unwrap_or_default();
    let roles = guild["roles"].as_array().cloned().unwrap_or_default();
    let mut held = P::empty();
    for role in &roles {
        let Some(id) = snowflake(&role["id"]) else {
            continue;
        };
        // The @everyone role has the server's id.
        if id == guild_id || my_roles.contains(&id) {
            held |= bits(&role["permissions"]);
        }
    }
    if held.contains(P::ADMINISTRATOR) {
        return P::all();
    }
    let overwrites = channel["permission_overwrites"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let overwrite = |id: u64| {
        overwrites
            .iter()
            .find(|o| snowflake(&o["id"]) == Some(id))
            .map(|o| (bits(&o["allow"]), bits(&o["deny"])))
    };
    if let Some((allow, deny)) = overwrite(guild_id) {
        held = (held - deny) | allow;
    }
    let (mut allow, mut deny) = (P::empty(), P::empty());
    for role in &my_roles {
        if let Some((a, d)) = overwrite(*role) {
            allow |= a;
            deny |= d;
        }
    }
    held = (held - deny) | allow;
    if let Some((allow, deny)) = overwrite(me) {
        held = (held - deny) | allow;
    }
    held
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const GUILD: u64 = 100;
    const ME: u64 = 7;
    const ROLE: u64 = 200;

    fn guild(everyone: u64, role: u64) -> Value {
        json!({
            "id": GUILD.to_string(),
            "owner_id": "1",
            "roles": [
                { "id": GUILD.to_string(), "permissions": everyone.to_string() },
                { "id": ROLE.to_string(), "permissions": role.to_string() },
            ],
        })
    }

    fn channel(overwrites: Value) -> Value {
        json!({ "id": "300", "guild_id": GUILD.to_string(), "permission_overwrites": overwrites })
    }

    fn may_post(guild: &Value, roles: &[u64], channel: &Value) -> bool {
        let member = json!({ "roles": roles.iter().map(u64::to_string).collect::<Vec<_>>() });
        permissions(ME, guild, &member, channel).contains(NEEDED)
    }

    #[test]
    fn permissions_follow_roles_then_overwrites_as_discord_orders_them() {
        use poise::serenity_prelude::Permissions as P;
        let view_send = (P::VIEW_CHANNEL | P::SEND_MESSAGES).bits();
        let view = P::VIEW_CHANNEL.bits();
        let send = P::SEND_MESSAGES.bits();
        let open = channel(json!([]));
        // From @everyone, or from a role the bot has, not one it lacks.
        assert!(may_post(&guild(view_send, 0), &[], &open));
        assert!(may_post(&guild(view, send), &[ROLE], &open));
        assert!(!may_post(&guild(view, send), &[], &open));
        // The channel denies @everyone sending; the bot's role allows it again.
        let everyone_denied =
            json!([{ "id": GUILD.to_string(), "type": 0, "allow": "0", "deny": send.to_string() }]);
        assert!(!may_post(
            &guild(view_send, 0),
            &[],
            &channel(everyone_denied.clone())
        ));
        let mut role_allows = everyone_denied.as_array().cloned().unwrap_or_default();
        role_allows.push(
            json!({ "id": ROLE.to_string(), "type": 0, "allow": send.to_string(), "deny": "0" }),
        );
        assert!(may_post(
            &guild(view_send, 0),
            &[ROLE],
            &channel(json!(role_allows.clone()))
        ));
        // A member overwrite for the bot has the last word.
        role_allows.push(
            json!({ "id": ME.to_string(), "type": 1, "allow": "0", "deny": view.to_string() }),
        );
        assert!(!may_post(
            &guild(view_send, 0),
            &[ROLE],
            &channel(json!(role_allows))
        ));
        // Administrators pass every overwrite; the owner holds all.
        let hidden = json!([{ "id": GUILD.to_string(), "type": 0, "allow": "0", "deny": view_send.to_string() }]);
        assert!(may_post(
            &guild(0, P::ADMINISTRATOR.bits()),
            &[ROLE],
            &channel(hidden.clone())
        ));
        let mut owned = guild(0, 0);
        owned["owner_id"] = json!(ME.to_string());
        assert!(may_post(&owned, &[], &channel(hidden)));
    }
}
