//! The log channel (`/config log_channel`): what a server's managers read there (gifts over
//! `log_gift_over`, gifts refused under the gift rules, `/config` changes with who made
//! them), each queued in the outbox in the transaction of what it reports, and the sending
//! of the outbox, by one process at a time, through a [`Courier`].
//!
//! A post is sent at least once: under Discord's message nonce with `enforce_nonce`, so a
//! send whose answer was lost, tried again, or made by a second process whose lease
//! overlapped, posts one message. Discord keeps nonces for a few minutes: a post that may
//! have been made is tried again within a minute.

use super::{App, AppError, Request};
use crate::config::ServerDefaults;
use crate::store::{NewPost, OUTBOX, Tx};
use crate::view::Refusal;
use crate::view::log::{self as view, Gift};
use crate::view::refusal::LogChannelProblem;
use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

/// Why a post could not be sent, or a channel not checked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PostError {
    pub message: String,
    /// Worth trying again (no answer, Discord's 5xx, a rate limit); else the post fails for
    /// good (the channel is gone, the permission taken away, a body Discord refuses).
    pub again: bool,
    /// How long Discord asked to wait, when it did.
    pub after: Option<Duration>,
}

/// Where log posts go: Discord's message API with the bot's token, or the terminal table.
#[async_trait::async_trait]
pub trait Courier: Send + Sync {
    /// Whether Parlor may post in `channel` of `guild`: it sees the channel and may send
    /// messages there.
    async fn may_post(&self, guild: u64, channel: u64) -> Result<bool, PostError>;
    /// Posts `body` (a message, with its nonce) in `channel`; the message's id.
    async fn post(&self, channel: u64, body: &Value) -> Result<u64, PostError>;
}

/// What one pass over the outbox did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sending {
    pub sent: usize,
    /// Tried again later (Discord did not answer, or asked to wait).
    pub again: usize,
    /// Failed for good.
    pub failed: usize,
    /// Another process holds the outbox's lease: it sends.
    pub elsewhere: bool,
}

/// How long a sender's lease lasts unless renewed: another process takes the outbox over
/// this long after its sender stops.
const LEASE_SECONDS: i64 = 30;
/// Posts read per pass.
const BATCH: i64 = 50;
/// How long a post is tried for before it fails for good.
const GIVE_UP_SECONDS: i64 = 24 * 3600;
/// The longest pause between two tries of a post, well within the minutes Discord keeps a
/// nonce (unless Discord itself asks for longer: then nothing was made).
const LONGEST_PAUSE: i64 = 60;

/// Discord's nonce for post `id`: the same on every try, and within Discord's 25
/// characters whatever the id.
pub fn nonce(id: i64) -> String {
    format!("log-{id}")
}

impl App {
    /// Sends log posts through `courier` from now on (the front ends with a bot token, the
    /// terminal table); without one, `/config` refuses a log channel. The first call counts.
    pub fn set_courier(&self, courier: Arc<dyn Courier>) {
        let _ = self.courier.set(courier);
    }

    /// Checks, before the write, that a channel the change names (`log_channel`,
    /// `announce_channel`) can be posted to.
    pub(super) async fn check_channel(
        &self,
        guild: u64,
        key: &str,
        values: &ServerDefaults,
    ) -> Result<(), AppError> {
        let channel = values.economy(key).unwrap_or(0);
        if channel <= 0 {
            return Ok(());
        }
        let channel = channel as u64;
        let refuse = |why| match key {
            "announce_channel" => Refusal::AnnounceChannelUnusable { channel, why },
            _ => Refusal::LogChannelUnusable { channel, why },
        };
        let Some(courier) = self.courier.get() else {
            return Err(refuse(LogChannelProblem::NoToken).into());
        };
        match courier.may_post(guild, channel).await {
            Ok(true) => Ok(()),
            Ok(false) => Err(refuse(LogChannelProblem::NoPermission).into()),
            Err(e) => {
                tracing::warn!("checking log channel {channel} of server {guild}: {e}");
                Err(refuse(LogChannelProblem::Unchecked).into())
            }
        }
    }

    /// Queues `text` for `channel` in `tx`, once for `key`; nothing outside a hosting server.
    pub(super) async fn queue(
        &self,
        tx: &mut Tx,
        guild: u64,
        channel: u64,
        key: String,
        text: &str,
    ) -> Result<(), AppError> {
        // No channel of the own wallets' is Parlor's to post in.
        if guild == super::OWN_WALLETS {
            return Ok(());
        }
        let post = NewPost {
            guild_id: guild,
            channel_id: channel,
            key,
            body: view::post(text).to_string(),
            at: self.clock.now(),
        };
        tx.queue_post(&post).await?;
        Ok(())
    }

    /// Logs a gift made by `request`, in its transaction, when it is over the server's
    /// threshold.
    pub(super) async fn log_gift(
        &self,
        tx: &mut Tx,
        request: &Request,
        settings: &ServerDefaults,
        gift: &Gift,
    ) -> Result<(), AppError> {
        let (Some(channel), Some(guild)) = (settings.log_to(), request.place.hosting()) else {
            return Ok(());
        };
        if gift.amount <= settings.log_gift_over {
            return Ok(());
        }
        let l = super::pipeline::public_locale(settings, request);
        let key = format!("{}:gift", request.interaction_id);
        self.queue(
            tx,
            guild,
            channel,
            key,
            &view::gift(l, &crate::view::currency::Currency::of(settings), gift),
        )
        .await
    }

    /// Logs a `/config` change, in its transaction: to the log channel as it is after the
    /// change, and to the one before when the change moves or stops the posts (its readers
    /// learn where the log went).
    pub(super) async fn log_config(
        &self,
        tx: &mut Tx,
        request: &Request,
        (before, after): (&ServerDefaults, &ServerDefaults),
        changed: &[&str],
    ) -> Result<(), AppError> {
        let Some(guild) = request.place.hosting() else {
            return Ok(());
        };
        let channels: Vec<(u64, &str)> = match (after.log_to(), before.log_to()) {
            (Some(now), Some(was)) if now != was => vec![(now, "config"), (was, "config:was")],
            (Some(now), _) => vec![(now, "config")],
            (None, Some(was)) => vec![(was, "config")],
            (None, None) => return Ok(()),
        };
        // A setting given its own value again is no change.
        let changed: Vec<&str> = changed
            .iter()
            .copied()
            .filter(|key| before.get(key) != after.get(key))
            .collect();
        if changed.is_empty() {
            return Ok(());
        }
        let l = super::pipeline::public_locale(after, request);
        let text = view::config_change(l, request.actor.id, (before, after), &changed, |kind| {
            self.registry.game(kind).show_setting
        });
        for (channel, what) in channels {
            let key = format!("{}:{what}", request.interaction_id);
            self.queue(tx, guild, channel, key, &text).await?;
        }
        Ok(())
    }

    /// Logs a gift refused under the gift rules, on its own (the refusal changed nothing
    /// else); once per interaction, however often it is run. A fault here is only logged:
    /// the member's answer is the refusal.
    pub(super) async fn log_refusal(&self, request: &Request, refusal: &Refusal) {
        let super::Action::Command(super::Command::Give { user, amount }) = &request.action else {
            return;
        };
        if !matches!(
            refusal,
            Refusal::ReceiveCap { .. }
                | Refusal::AccountTooNew { .. }
                | Refusal::TooFewGames { .. }
        ) {
            return;
        }
        let Some(guild) = request.place.hosting() else {
            return;
        };
        let gift = Gift {
            giver: request.actor.id,
            receiver: user.id,
            amount: *amount,
        };
        let logged = || async {
            let mut tx = self.store.begin().await?;
            let settings = self.settings(&mut tx, guild).await?.values;
            let l = super::pipeline::public_locale(&settings, request);
            if let (Some(channel), Some(text)) = (
                settings.log_to(),
                view::refused(
                    l,
                    &crate::view::currency::Currency::of(&settings),
                    &gift,
                    refusal,
                ),
            ) {
                let key = format!("{}:refused", request.interaction_id);
                self.queue(&mut tx, guild, channel, key, &text).await?;
            }
            tx.commit().await?;
            Ok::<_, AppError>(())
        };
        // Another write at the same rows (PostgreSQL): tried again, as a request is.
        let mut patience = super::patience::Patience::new();
        loop {
            match logged().await {
                Err(AppError::Conflict) if patience.again().await => {}
                Err(AppError::Conflict) => break,
                Err(e) => {
                    tracing::warn!(
                        interaction = %request.interaction_id,
                        "logging a refused gift: {e}"
                    );
                    return;
                }
                Ok(()) => return,
            }
        }
        tracing::warn!(interaction = %request.interaction_id, "logging a refused gift: busy");
    }

    /// One pass over the outbox, if this process (`holder`) holds its lease or can take it:
    /// every post due, oldest first, each channel's in order (a post tried again later holds
    /// back the channel's next ones). Without a courier nothing is sent.
    pub async fn send_posts(&self, holder: &str) -> Result<Sending, AppError> {
        let mut done = Sending::default();
        let Some(courier) = self.courier.get() else {
            return Ok(done);
        };
        let lease = |now: i64| {
            self.store
                .take_lease(OUTBOX, holder, now, now + LEASE_SECONDS)
        };
        if !lease(self.clock.now()).await? {
            done.elsewhere = true;
            return Ok(done);
        }
        // A channel's posts go in order: one put off in this pass holds back the rest.
        let mut held_back = BTreeSet::new();
        for post in self.store.due_posts(self.clock.now(), BATCH).await? {
            if held_back.contains(&post.channel_id) {
                continue;
            }
            // Each send under a lease still ours: a pass slowed by rate limits may outlast
            // it, and then another process sends.
            let now = self.clock.now();
            if !lease(now).await? {
                done.elsewhere = true;
                break;
            }
            let body = match serde_json::from_str::<Value>(&post.body) {
                Ok(Value::Object(mut body)) => {
                    body.insert("nonce".into(), Value::from(nonce(post.id)));
                    body.insert("enforce_nonce".into(), Value::from(true));
                    Value::Object(body)
                }
                _ => {
                    self.store
                        .post_failed(post.id, "its message does not read", now)
                        .await?;
                    done.failed += 1;
                    continue;
                }
            };
            match courier.post(post.channel_id, &body).await {
                Ok(message) => {
                    self.store
                        .post_sent(post.id, message, self.clock.now())
                        .await?;
                    done.sent += 1;
                }
                Err(e) if e.again && now - post.created_at < GIVE_UP_SECONDS => {
                    let pause = match e.after {
                        // Discord asked to wait (a rate limit): nothing was made.
                        Some(after) => (after.as_secs_f64().ceil() as i64).max(1),
                        None => (1_i64 << post.attempts.clamp(0, 9)).min(LONGEST_PAUSE),
                    };
                    let next = now + pause;
                    tracing::info!("log post {}: {e}; again in {pause} s", post.id);
                    self.store.post_again(post.id, next, &e.message).await?;
                    held_back.insert(post.channel_id);
                    done.again += 1;
                }
                Err(e) => {
                    tracing::warn!(
                        "log post {} to channel {} failed for good: {e}",
                        post.id,
                        post.channel_id
                    );
                    self.store.post_failed(post.id, &e.message, now).await?;
                    done.failed += 1;
                }
            }
        }
        Ok(done)
    }

    /// Gives the outbox's lease up (a process that stops), so another sends at once.
    pub async fn stop_sending(&self, holder: &str) {
        if let Err(e) = self.store.release_lease(OUTBOX, holder).await {
            tracing::warn!("giving up the outbox's lease: {e}");
        }
    }
}
