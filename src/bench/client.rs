//! The load tool's client: interactions signed as Discord signs them, each with an id of
//! its own, from the simulated members of one server.

use super::players;
use ed25519_dalek::{Signer, SigningKey};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The server the simulated members play in.
pub const GUILD: u64 = 900_000_000_000_000_000;
const CHANNEL: u64 = 910_000_000_000_000_000;
/// The channel the simulated member `member` plays in: one each, as members spread over a
/// server's channels, so a table game is one member's.
pub fn channel_of(member: u64) -> u64 {
    CHANNEL + member % 1_000_000
}
/// The simulated member `index`'s id.
pub fn member_id(index: usize) -> u64 {
    700_000_000_000_000_000 + index as u64
}

/// Unix seconds now, as Discord stamps its requests.
pub fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// Bytes as lowercase hex (a key, a signature).
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Parses a signing key of 64 hex digits (the private half of the public key the server
/// checks).
pub fn signing_key(hex_key: &str) -> Result<SigningKey, String> {
    let hex_key = hex_key.trim();
    if hex_key.len() != 64 || !hex_key.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err("the signing key is 64 hex digits".into());
    }
    let mut bytes = [0u8; 32];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex_key[2 * i..2 * i + 2], 16)
            .map_err(|_| "the signing key is 64 hex digits".to_string())?;
    }
    Ok(SigningKey::from_bytes(&bytes))
}

/// The next interaction id for any client of this process: ids are unique across the
/// clients of one run (which may send to the same database through several servers, or to
/// one server restarted), and across runs on one database, as Discord's are, since each
/// run starts from its clock's second.
static NEXT_ID: AtomicU64 = AtomicU64::new(0);

fn next_id() -> u64 {
    let start = 1_000_000_000_000_000_000 + (unix_now() as u64 % 1_000_000) * 1_000_000_000;
    // Only the first call of the process sets the start.
    let _ = NEXT_ID.compare_exchange(0, start, Ordering::Relaxed, Ordering::Relaxed);
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}
/// Sends signed interactions to one endpoint.
pub struct Client {
    http: reqwest::Client,
    url: String,
    key: SigningKey,
}

impl Client {
    /// `url`: the server's base, such as `http://127.0.0.1:8080`.
    pub fn new(url: &str, key: SigningKey) -> Result<Client, String> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .pool_max_idle_per_host(1024)
            // The server closes a connection idle past its header timeout (5 s by default,
            // hyper's header read timeout runs while it waits for the next request): one
            // reused just then is reset with the request on it. Forgotten well before.
            .pool_idle_timeout(Duration::from_secs(2))
            .build()
            .map_err(|e| format!("HTTP client: {e}"))?;
        Ok(Client {
            http,
            url: url.trim_end_matches('/').to_string(),
            key,
        })
    }

    /// The server's base URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    fn envelope(&self, member: u64, kind: u8) -> Value {
        let id = next_id();
        let channel = channel_of(member);
        let member = member.to_string();
        json!({
            "id": id.to_string(), "application_id": "1100000000000000000", "type": kind,
            "token": format!("bench-{id}"), "version": 1,
            "guild_id": GUILD.to_string(), "channel_id": channel.to_string(),
            "member": { "user": { "id": member, "username": format!("m{member}"),
                                  "global_name": null, "discriminator": "0", "avatar": null },
                        "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z",
                        "deaf": false, "mute": false, "flags": 0, "permissions": "0" },
            "locale": "en-US", "entitlements": [], "context": 0,
            // A server that hosts Parlor, as Discord names it: its install authorised this.
            "authorizing_integration_owners": { "0": GUILD.to_string() },
            "attachment_size_limit": 10485760
        })
    }

    /// A slash command by `member`; the response and how long it took.
    pub async fn command(
        &self,
        member: u64,
        name: &str,
        options: Value,
    ) -> Result<(Value, Duration), String> {
        let mut body = self.envelope(member, 2);
        body["data"] = json!({ "id": "1000", "name": name, "type": 1, "options": options });
        self.post(&body).await
    }

    /// A button press by `member` on the game message `message_id`.
    pub async fn click(&self, member: u64, custom_id: &str) -> Result<(Value, Duration), String> {
        self.press(member, &players::Press::button(custom_id)).await
    }

    /// A button click, or a menu choice when `press` has a value.
    pub async fn press(
        &self,
        member: u64,
        press: &players::Press,
    ) -> Result<(Value, Duration), String> {
        self.post(&self.press_body(member, press)).await
    }

    /// The interaction of a button click, a menu choice or a form sent back, with an id of
    /// its own: sent more than once (to one server or several), it is one interaction sent
    /// again.
    pub fn press_body(&self, member: u64, press: &players::Press) -> Value {
        let form = !press.fields.is_empty();
        let mut body = self.envelope(member, if form { 5 } else { 3 });
        body["data"] = match &press.value {
            // Each field in its label, as Discord sends a form back.
            _ if form => {
                let labels: Vec<Value> = press
                    .fields
                    .iter()
                    .map(|(id, value)| {
                        json!({ "type": 18, "component":
                            { "type": 4, "custom_id": id, "value": value } })
                    })
                    .collect();
                json!({ "custom_id": press.custom_id, "components": labels })
            }
            None => json!({ "custom_id": press.custom_id, "component_type": 2 }),
            Some(value) => {
                json!({ "custom_id": press.custom_id, "component_type": 3, "values": [value] })
            }
        };
        body["message"] = json!({
            "id": "1150000000000000000", "channel_id": channel_of(member).to_string(),
            "author": { "id": "1100000000000000000", "username": "parlor", "discriminator": "0",
                        "avatar": null, "bot": true },
            "content": "", "timestamp": "2024-01-01T00:00:00Z", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0,
            // The message a click comes from is laid out in Components V2.
            "flags": 32768,
            "components": [{ "type": 17, "components": [{ "type": 10, "content": "…" }] }]
        });
        body
    }

    /// Signs and sends one interaction; the response and how long it took.
    pub async fn post(&self, body: &Value) -> Result<(Value, Duration), String> {
        let body = body.to_string();
        let timestamp = unix_now().to_string();
        let signature = hex(&self
            .key
            .sign(format!("{timestamp}{body}").as_bytes())
            .to_bytes());
        let began = Instant::now();
        let response = self
            .http
            .post(format!("{}/interactions", self.url))
            .header("content-type", "application/json")
            .header("x-signature-ed25519", signature)
            .header("x-signature-timestamp", timestamp)
            .body(body)
            .send()
            .await
            .map_err(|e| crate::discord::cause_chain(&e))?;
        let status = response.status();
        let text = response.text().await.map_err(|e| e.to_string())?;
        let took = began.elapsed();
        if !status.is_success() {
            return Err(format!("HTTP {status}: {text}"));
        }
        let value = serde_json::from_str(&text).map_err(|e| format!("{e}: {text}"))?;
        Ok((value, took))
    }

    /// `GET` a JSON document of the server's (`/metrics.json`, `/healthz`).
    pub async fn get(&self, path: &str) -> Result<Value, String> {
        let response = self
            .http
            .get(format!("{}{path}", self.url))
            .send()
            .await
            .map_err(|e| crate::discord::cause_chain(&e))?;
        if !response.status().is_success() {
            return Err(format!("{path}: HTTP {}", response.status()));
        }
        let text = response.text().await.map_err(|e| e.to_string())?;
        serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))
    }
}
