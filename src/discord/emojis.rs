//! `parlor emojis sync`: Parlor's own emojis onto the application, over Discord's
//! application-emoji API (`/applications/{id}/emojis`).
//!
//! One pass lists what the application holds, then:
//! - uploads each of Parlor's emojis that is missing;
//! - replaces one whose drawing changed: the map in the database keeps the hash of the
//!   picture uploaded under each name, and Discord cannot change a picture in place, so the
//!   old one is deleted and the new one uploaded;
//! - deletes Parlor's stale ones: names the map holds that the set no longer draws.
//!
//! Parlor's own are the names it draws and the names its map holds. Nothing else on the
//! application is ever touched. An emoji named as one of Parlor's that the map does not
//! know (a database that lost its map, an upload whose answer never came) is replaced, as
//! its picture cannot be known. A second run finds everything in place and changes nothing.
//!
//! The calls keep to Discord's rate limits ([`Rest`]): a 429 is waited out for its
//! `Retry-After` and the call made again, and a bucket Discord says is spent
//! (`X-RateLimit-Remaining: 0`) is waited out before the next call
//! (`X-RateLimit-Reset-After`).

use super::DiscordError;
use super::api::ApiError;
use super::rest::{Rest, snowflake};
use crate::store::{KeptEmoji, Store};
use crate::view::emoji::Emoji;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

/// How long a 429 on the emojis may ask to wait before the sync gives up and says so.
const PATIENCE: Duration = Duration::from_secs(600);
/// The bucket of the application's emojis.
const BUCKET: &str = "emojis";

/// One emoji as the application holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemoteEmoji {
    pub id: u64,
    pub name: String,
}

/// A client for the application's emojis, keeping to Discord's rate limits.
pub struct EmojiClient {
    rest: Rest,
    /// The application's id: configured, or asked of Discord once.
    application_id: tokio::sync::OnceCell<u64>,
}

impl EmojiClient {
    /// `base`: Discord's API (`https://discord.com/api/v10`) or a stand-in for it;
    /// `application_id`: asked of Discord with the token when None.
    pub fn new(
        base: &str,
        token: &str,
        application_id: Option<u64>,
    ) -> Result<EmojiClient, DiscordError> {
        Ok(EmojiClient::with(Rest::new(base, token)?, application_id))
    }

    fn with(rest: Rest, application_id: Option<u64>) -> EmojiClient {
        EmojiClient {
            rest,
            application_id: match application_id.filter(|&id| id != 0) {
                Some(id) => tokio::sync::OnceCell::new_with(Some(id)),
                None => tokio::sync::OnceCell::new(),
            },
        }
    }

    /// One call, waiting out Discord's rate limits; the JSON answer (Null for none).
    async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Value, ApiError> {
        self.rest.call(method, path, body, BUCKET, PATIENCE).await
    }

    async fn application(&self) -> Result<u64, ApiError> {
        self.application_id
            .get_or_try_init(|| async {
                let me = self
                    .call(reqwest::Method::GET, "/oauth2/applications/@me", None)
                    .await?;
                snowflake(&me["id"]).ok_or_else(|| {
                    ApiError::lasting("Discord's application has no id in its answer")
                })
            })
            .await
            .copied()
    }

    /// Every emoji the application holds.
    pub async fn list(&self) -> Result<Vec<RemoteEmoji>, ApiError> {
        let app = self.application().await?;
        let path = format!("/applications/{app}/emojis");
        let listed = self.call(reqwest::Method::GET, &path, None).await?;
        let items = listed["items"]
            .as_array()
            .ok_or_else(|| ApiError::lasting(format!("GET {path}: no items in the answer")))?;
        items.iter().map(|item| remote(item, &path)).collect()
    }

    /// Uploads `emoji`; what Discord made of it.
    pub async fn upload(&self, emoji: &Emoji) -> Result<RemoteEmoji, ApiError> {
        let app = self.application().await?;
        let path = format!("/applications/{app}/emojis");
        let image =
            serenity::CreateAttachment::bytes(emoji.png.clone(), format!("{}.png", emoji.name))
                .to_base64();
        let body = json!({ "name": emoji.name, "image": image });
        let made = self.call(reqwest::Method::POST, &path, Some(&body)).await?;
        remote(&made, &path)
    }

    /// Deletes the emoji `id`; one already gone counts as deleted.
    pub async fn delete(&self, id: u64) -> Result<(), ApiError> {
        let app = self.application().await?;
        let path = format!("/applications/{app}/emojis/{id}");
        match self.call(reqwest::Method::DELETE, &path, None).await {
            Ok(_) => Ok(()),
            Err(e) if e.code == Some(UNKNOWN_EMOJI) => Ok(()),
            Err(e) => Err(e),
        }
    }
}

/// Discord's error code for an emoji it does not know.
const UNKNOWN_EMOJI: isize = 10014;

fn remote(item: &Value, path: &str) -> Result<RemoteEmoji, ApiError> {
    match (snowflake(&item["id"]), item["name"].as_str()) {
        (Some(id), Some(name)) => Ok(RemoteEmoji {
            id,
            name: name.to_string(),
        }),
        _ => Err(ApiError::lasting(format!(
            "{path}: an emoji without an id or a name in the answer"
        ))),
    }
}

/// What one sync did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyncReport {
    pub uploaded: Vec<String>,
    /// Drawings that changed (or whose picture was unknown), deleted and uploaded again.
    pub replaced: Vec<String>,
    /// Parlor's own that it no longer draws.
    pub deleted: Vec<String>,
    pub unchanged: usize,
    /// The application's emojis that are not Parlor's, left as they are.
    pub others: usize,
}

impl SyncReport {
    /// Whether the run changed anything on Discord.
    pub fn changed(&self) -> bool {
        !(self.uploaded.is_empty() && self.replaced.is_empty() && self.deleted.is_empty())
    }
}

impl std::fmt::Display for SyncReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "emojis: {} uploaded, {} replaced, {} deleted, {} unchanged; {} of the application's own left alone",
            self.uploaded.len(),
            self.replaced.len(),
            self.deleted.len(),
            self.unchanged,
            self.others
        )
    }
}

/// Brings the application's emojis in line with `set` (Parlor's, `view::emoji::all`), and
/// the map in `store` with the application. Each emoji's map entry is written as soon as
/// Discord has it, so an interrupted sync loses nothing: the next run carries on.
pub async fn sync(
    client: &EmojiClient,
    store: &Store,
    set: &[Emoji],
    now: i64,
) -> Result<SyncReport, DiscordError> {
    let remote = client.list().await?;
    let kept: BTreeMap<String, KeptEmoji> = store
        .emojis()
        .await?
        .into_iter()
        .map(|e| (e.name.clone(), e))
        .collect();
    let drawn: BTreeSet<&str> = set.iter().map(|e| e.name.as_str()).collect();
    let mut report = SyncReport::default();

    // Parlor's stale ones: in the map, no longer drawn.
    for stale in kept.keys().filter(|name| !drawn.contains(name.as_str())) {
        for on_discord in remote.iter().filter(|r| &r.name == stale) {
            client.delete(on_discord.id).await?;
        }
        if remote.iter().any(|r| &r.name == stale) {
            report.deleted.push(stale.clone());
        }
        store.forget_emoji(stale).await?;
    }
    report.others = remote
        .iter()
        .filter(|r| !drawn.contains(r.name.as_str()) && !kept.contains_key(&r.name))
        .count();

    for emoji in set {
        let hash = emoji.hash();
        let same_name: Vec<&RemoteEmoji> = remote.iter().filter(|r| r.name == emoji.name).collect();
        let in_place = match (same_name.as_slice(), kept.get(&emoji.name)) {
            ([one], Some(known)) => known.id == one.id && known.hash == hash,
            _ => false,
        };
        if in_place {
            report.unchanged += 1;
            continue;
        }
        // Forgotten first: should the upload fail after the old picture is deleted, the
        // bot shows this piece as text rather than an emoji Discord no longer has.
        if kept.contains_key(&emoji.name) {
            store.forget_emoji(&emoji.name).await?;
        }
        for old in &same_name {
            client.delete(old.id).await?;
        }
        let made = client.upload(emoji).await?;
        store
            .keep_emoji(
                &KeptEmoji {
                    name: emoji.name.clone(),
                    id: made.id,
                    hash,
                },
                now,
            )
            .await?;
        if same_name.is_empty() {
            report.uploaded.push(emoji.name.clone());
        } else {
            report.replaced.push(emoji.name.clone());
        }
    }
    Ok(report)
}

/// How many of `set` the map in `store` does not hold as drawn (missing or changed): what
/// `parlor register` offers to sync.
pub async fn out_of_date(store: &Store, set: &[Emoji]) -> Result<usize, DiscordError> {
    let kept: BTreeMap<String, String> = store
        .emojis()
        .await?
        .into_iter()
        .map(|e| (e.name, e.hash))
        .collect();
    Ok(set
        .iter()
        .filter(|e| kept.get(&e.name) != Some(&e.hash()))
        .count())
}

/// A client for the configured application: its token, its id if given, and
/// `discord.api_url` (Discord's API unless a stand-in is configured).
pub fn configured_client(config: &crate::config::Config) -> Result<EmojiClient, DiscordError> {
    Ok(EmojiClient::with(
        Rest::configured(config)?,
        config.discord.application_id,
    ))
}
