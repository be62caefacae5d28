//! `parlor bench interactions`: simulated members play real games against `parlor serve`
//! over loopback, every request signed as Discord signs it. The report: committed clicks per
//! second, latency at the client and inside the server, errors, and the server's peak
//! memory. Without a URL the tool starts its own server on a temporary database.

pub mod players;

use ed25519_dalek::{Signer, SigningKey};
use hdrhistogram::Histogram;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

const GUILD: u64 = 900_000_000_000_000_000;
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

fn unix_now() -> i64 {
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
            "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
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
            _ if form => {
                let rows: Vec<Value> = press
                    .fields
                    .iter()
                    .map(|(id, value)| {
                        json!({ "type": 1, "components": [
                            { "type": 4, "custom_id": id, "value": value }] })
                    })
                    .collect();
                json!({ "custom_id": press.custom_id, "components": rows })
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
            "attachments": [], "embeds": [], "pinned": false, "type": 0
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

/// A `parlor serve` started by the tool, on a database of its own unless given one. Killed
/// when dropped.
pub struct Server {
    child: std::process::Child,
    pub url: String,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts `binary serve` with `key`'s public half, on `database` (a SQLite URL) or a
    /// fresh temporary one, and waits until `/healthz` answers.
    pub async fn start(
        binary: &Path,
        key: &SigningKey,
        database: Option<&str>,
    ) -> Result<Server, String> {
        let dir = tempfile::tempdir().map_err(|e| format!("a temporary directory: {e}"))?;
        let database = match database {
            Some(url) => url.to_string(),
            None => format!("sqlite://{}", dir.path().join("bench.db").display()),
        };
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("a free port: {e}"))?
            .port();
        let child = std::process::Command::new(binary)
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .current_dir(dir.path())
            .env("PARLOR_PUBLIC_KEY", hex(&key.verifying_key().to_bytes()))
            .env("PARLOR_DATABASE_URL", &database)
            .env("PARLOR_STARTING_CHIPS", "1000000")
            .env("PARLOR_LOG", "warn")
            .env_remove("DISCORD_TOKEN")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .map_err(|e| format!("starting {}: {e}", binary.display()))?;
        let server = Server {
            child,
            url: format!("http://127.0.0.1:{port}"),
            _dir: dir,
        };
        let probe = Client::new(&server.url, key.clone())?;
        let until = Instant::now() + Duration::from_secs(60);
        while probe.get("/healthz").await.is_err() {
            if Instant::now() > until {
                return Err("the server did not answer /healthz within 60 s".into());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Ok(server)
    }

    /// Waits (up to two minutes) until the server has done its one-time start-up work (the
    /// games' figures on a new database, the games' tables), so a measurement
    /// sees it as it runs for days.
    pub async fn settled(&self, key: &SigningKey) -> Result<(), String> {
        let probe = Client::new(&self.url, key.clone())?;
        let until = Instant::now() + Duration::from_secs(120);
        loop {
            let health = probe.get("/healthz").await?;
            // Every game's tables loaded (a server without the field has none to wait for).
            let tables = health["tables"]
                .as_object()
                .is_none_or(|t| t.values().all(|v| v == "ready"));
            if health["figures"] == "ready" && tables {
                return Ok(());
            }
            if Instant::now() > until {
                return Err("the server's start-up work was not done in 2 minutes".into());
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Kills the server at once (SIGKILL), as a crash would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A deferred answer is counted at this latency at least: the member sees the game move only
/// when the late reply edits the message, after the server's budget (2.5 s by default).
pub const DEFERRED_AT: Duration = Duration::from_millis(2500);

/// What a request was, for the latency lines of the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// A component click other than Hint (a computer's turns ride on the click before them).
    Moves,
    /// A Hint click.
    Hints,
    /// A slash command.
    Commands,
}

impl Class {
    pub const ALL: [Class; 3] = [Class::Moves, Class::Hints, Class::Commands];

    pub fn name(self) -> &'static str {
        match self {
            Class::Moves => "moves",
            Class::Hints => "hints",
            Class::Commands => "commands",
        }
    }

    /// The class of a click on `press`.
    pub fn of_press(press: &players::Press) -> Class {
        if players::Hinter::is_hint(press) {
            Class::Hints
        } else {
            Class::Moves
        }
    }
}

fn histogram() -> Histogram<u64> {
    Histogram::new_with_bounds(1, 600_000_000, 3).expect("constant histogram bounds are valid")
}

/// What a load produced.
#[derive(Debug)]
pub struct Load {
    pub elapsed: Duration,
    /// Button presses that changed a game (UPDATE_MESSAGE answers).
    pub committed: u64,
    /// Games opened or brought back.
    pub commands: u64,
    /// Private refusals.
    pub refused: u64,
    /// Answers acknowledged and completed later (deferred), of every class.
    pub late: u64,
    /// Requests that got no answer, or not a valid one.
    pub failed: u64,
    pub first_error: Option<String>,
    /// Client-side latency of every request, microseconds (a deferred one at
    /// [`DEFERRED_AT`] at least).
    pub latency: Histogram<u64>,
    /// The same by what was sent: `/command` or a button's action name.
    pub by_kind: std::collections::BTreeMap<String, Histogram<u64>>,
    /// The same by [`Class`], in the order of [`Class::ALL`].
    pub by_class: [Histogram<u64>; 3],
    /// Deferred answers by [`Class`].
    pub deferred: [u64; 3],
}

impl Load {
    fn new() -> Load {
        Load {
            elapsed: Duration::ZERO,
            committed: 0,
            commands: 0,
            refused: 0,
            late: 0,
            failed: 0,
            first_error: None,
            latency: histogram(),
            by_kind: Default::default(),
            by_class: [histogram(), histogram(), histogram()],
            deferred: [0; 3],
        }
    }

    /// The latency of `class`.
    pub fn class(&self, class: Class) -> &Histogram<u64> {
        &self.by_class[class as usize]
    }

    /// Records `answer`'s latency under `kind` and `class` as well. A deferred answer (an
    /// acknowledgement, its reply to come) is counted late: at [`DEFERRED_AT`] at least.
    fn record_as(
        &mut self,
        kind: &str,
        class: Class,
        answer: &Result<(Value, Duration), String>,
    ) -> Option<Value> {
        let (response, took) = match answer {
            Ok(answer) => answer,
            Err(e) => {
                self.failed += 1;
                if self.first_error.is_none() {
                    self.first_error = Some(e.clone());
                }
                return None;
            }
        };
        let deferred = matches!(response["type"].as_u64(), Some(5 | 6));
        let took = if deferred {
            self.late += 1;
            self.deferred[class as usize] += 1;
            (*took).max(DEFERRED_AT)
        } else {
            *took
        };
        let micros = took.as_micros().max(1) as u64;
        self.by_kind
            .entry(kind.to_string())
            .or_insert_with(histogram)
            .saturating_record(micros);
        self.by_class[class as usize].saturating_record(micros);
        self.latency.saturating_record(micros);
        Some(response.clone())
    }

    fn merge(&mut self, other: Load) {
        self.committed += other.committed;
        self.commands += other.commands;
        self.refused += other.refused;
        self.late += other.late;
        self.failed += other.failed;
        self.first_error = self.first_error.take().or(other.first_error);
        let _ = self.latency.add(&other.latency);
        for (kind, histogram) in other.by_kind {
            match self.by_kind.get_mut(&kind) {
                Some(mine) => {
                    let _ = mine.add(&histogram);
                }
                None => {
                    self.by_kind.insert(kind, histogram);
                }
            }
        }
        for (mine, theirs) in self.by_class.iter_mut().zip(&other.by_class) {
            let _ = mine.add(theirs);
        }
        for (mine, theirs) in self.deferred.iter_mut().zip(other.deferred) {
            *mine += theirs;
        }
    }
}

/// When a member sends: as fast as answers come, or on a schedule at a given rate.
#[derive(Clone, Copy)]
enum Pace {
    Flat,
    Every(Duration),
}

struct Pacer {
    pace: Pace,
    next: Instant,
}

impl Pacer {
    fn new(pace: Pace, rng: &mut ChaCha8Rng) -> Pacer {
        // Members start spread over one interval, not all at once.
        let offset = match pace {
            Pace::Flat => Duration::ZERO,
            Pace::Every(interval) => interval.mul_f64(rng.random_range(0.0..1.0)),
        };
        Pacer {
            pace,
            next: Instant::now() + offset,
        }
    }

    /// Waits for the next send time; a member running late sends at once, without
    /// catching up in a burst.
    async fn wait(&mut self) {
        if let Pace::Every(interval) = self.pace {
            let now = Instant::now();
            if self.next > now {
                tokio::time::sleep_until(self.next.into()).await;
                self.next += interval;
            } else {
                self.next = now + interval;
            }
        }
    }
}

/// One simulated member's session until `until`.
async fn member(
    client: Arc<Client>,
    player: Box<dyn players::Player>,
    index: usize,
    until: Instant,
    seed: u64,
    pace: Pace,
) -> Load {
    play(client, index, player, until, seed, pace, None).await
}

/// `player`'s session as the member `index` until `until`. Its hints' latencies also go to
/// `hints` when given.
async fn play(
    client: Arc<Client>,
    index: usize,
    mut player: Box<dyn players::Player>,
    until: Instant,
    seed: u64,
    pace: Pace,
    mut hints: Option<&mut Histogram<u64>>,
) -> Load {
    let mut load = Load::new();
    let member = member_id(index);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ member);
    let mut pacer = Pacer::new(pace, &mut rng);
    while Instant::now() < until {
        pacer.wait().await;
        let (name, options) = player.start();
        let answer = client.command(member, name, options).await;
        let Some(response) = load.record_as(&format!("/{name}"), Class::Commands, &answer) else {
            tokio::time::sleep(Duration::from_millis(rng.random_range(5..20))).await;
            continue;
        };
        if response["type"].as_u64() == Some(5) {
            // Deferred: the game's message comes later, outside this tool's view.
            continue;
        }
        load.commands += 1;
        let mut message = response["data"].clone();
        while Instant::now() < until {
            let Some(button) = player.next(&message, &mut rng) else {
                break;
            };
            pacer.wait().await;
            let answer = client.press(member, &button).await;
            if let (Some(hints), Ok((_, took))) = (hints.as_deref_mut(), &answer)
                && players::Hinter::is_hint(&button)
            {
                hints.saturating_record(took.as_micros().max(1) as u64);
            }
            let kind = match crate::view::custom_id::CustomId::parse(&button.custom_id) {
                Some(crate::view::custom_id::CustomId::Game { code, .. }) => {
                    code.split(':').next().unwrap_or_default().to_string()
                }
                _ => "other".to_string(),
            };
            let Some(response) = load.record_as(&kind, Class::of_press(&button), &answer) else {
                break;
            };
            match response["type"].as_u64() {
                Some(7) => {
                    load.committed += 1;
                    message = response["data"].clone();
                }
                // A form: the member fills it in next.
                Some(9) => message = response["data"].clone(),
                // Deferred (counted late by `record_as`): the move's message comes later.
                Some(6) => break,
                _ => {
                    load.refused += 1;
                    break;
                }
            }
        }
    }
    load
}

/// `users` members playing against the server at `client` for `duration`, each as fast as
/// the answers come.
pub async fn load(client: Arc<Client>, users: usize, duration: Duration, seed: u64) -> Load {
    load_at(client, users, duration, seed, None).await
}

/// The client member `index` sends through: the members are spread over the servers in
/// turn.
fn client_of(clients: &[Arc<Client>], index: usize) -> Arc<Client> {
    clients[index % clients.len()].clone()
}

/// [`load`], the members together sending `rate` requests a second when given.
pub async fn load_at(
    client: Arc<Client>,
    users: usize,
    duration: Duration,
    seed: u64,
    rate: Option<f64>,
) -> Load {
    load_with(&[client], users, duration, seed, rate, false)
        .await
        .0
}

/// What the hinter (`--hinter`) saw: its requests, and its hints' latency at the client.
pub struct Hints {
    pub load: Load,
    pub latency: Histogram<u64>,
}

/// [`load_at`], the members spread over the servers of `clients` in turn, with one more
/// member beside the others, when `hinter` is set, who presses Hint on the heaviest
/// positions as fast as answers come ([`players::Hinter`]). The others' load excludes the
/// hinter's requests.
pub async fn load_with(
    clients: &[Arc<Client>],
    users: usize,
    duration: Duration,
    seed: u64,
    rate: Option<f64>,
    hinter: bool,
) -> (Load, Option<Hints>) {
    // The games' declarations, for their players: this process's registry.
    let registry = crate::games::Registry::new();
    let makers = players::players(&registry);
    let pace = match rate {
        Some(rate) if rate > 0.0 => Pace::Every(Duration::from_secs_f64(users as f64 / rate)),
        _ => Pace::Flat,
    };
    let began = Instant::now();
    let until = began + duration;
    let hinting = hinter.then(|| {
        let client = client_of(clients, users);
        tokio::spawn(async move {
            let mut latency = histogram();
            let player = Box::new(players::Hinter::new(&registry));
            let load = play(
                client,
                users,
                player,
                until,
                seed,
                Pace::Flat,
                Some(&mut latency),
            )
            .await;
            Hints { load, latency }
        })
    });
    let tasks: Vec<_> = (0..users)
        .map(|i| {
            let player = (makers[i % makers.len()])();
            tokio::spawn(member(client_of(clients, i), player, i, until, seed, pace))
        })
        .collect();
    let mut total = Load::new();
    for task in tasks {
        match task.await {
            Ok(load) => total.merge(load),
            Err(e) => {
                total.failed += 1;
                total.first_error.get_or_insert(e.to_string());
            }
        }
    }
    total.elapsed = began.elapsed();
    let hints = match hinting {
        Some(task) => task.await.ok(),
        None => None,
    };
    (total, hints)
}

/// `parlor bench interactions`' options.
pub struct Options {
    pub users: usize,
    pub duration: Duration,
    /// Running servers, the members spread over them; empty: `replicas` are started.
    pub urls: Vec<String>,
    /// The signing key (64 hex digits) whose public half the servers at `urls` check.
    pub key: Option<String>,
    /// Servers started on one database when no `urls` are given.
    pub replicas: usize,
    /// The database the started servers share; None: a temporary SQLite file.
    pub database: Option<String>,
    pub seed: u64,
    /// Requests a second the members send together; None: each as fast as answers come.
    pub rate: Option<f64>,
    /// One more member pressing Hint on the heaviest positions beside the others.
    pub hinter: bool,
    /// The same load run first for this long, unmeasured; zero: no warm-up.
    pub warmup: Duration,
}

/// The servers to load: those given, or `options.replicas` started on one database (kept
/// running while the returned servers live).
async fn servers(
    binary: &Path,
    options: &Options,
) -> Result<
    (
        SigningKey,
        Vec<Server>,
        Vec<String>,
        Option<tempfile::TempDir>,
    ),
    String,
> {
    if !options.urls.is_empty() {
        let key = options
            .key
            .as_deref()
            .ok_or("--url needs --key (or PARLOR_BENCH_KEY): the signing key")?;
        return Ok((signing_key(key)?, Vec::new(), options.urls.clone(), None));
    }
    let mut seed = [0u8; 32];
    ChaCha8Rng::seed_from_u64(options.seed).fill(&mut seed);
    let key = SigningKey::from_bytes(&seed);
    let dir = tempfile::tempdir().map_err(|e| format!("a temporary directory: {e}"))?;
    let database = match &options.database {
        Some(url) => shared_database(url)?,
        None => format!("sqlite://{}", dir.path().join("bench.db").display()),
    };
    let mut started = Vec::new();
    // One after the other: the first creates and migrates the database.
    for _ in 0..options.replicas.max(1) {
        let server = Server::start(binary, &key, Some(&database)).await?;
        server.settled(&key).await?;
        started.push(server);
    }
    let urls = started.iter().map(|s| s.url.clone()).collect();
    Ok((key, started, urls, Some(dir)))
}

/// `url` as every started server reads it: each runs in a directory of its own, so a SQLite
/// file's relative path is made absolute here (an in-memory database cannot be shared).
fn shared_database(url: &str) -> Result<String, String> {
    let Some(rest) = url.strip_prefix("sqlite:") else {
        return Ok(url.to_string());
    };
    if rest.contains(":memory:") {
        return Err("--database: an in-memory database cannot be shared by servers".into());
    }
    let (path, query) = match rest.trim_start_matches("//").split_once('?') {
        Some((path, query)) => (path, format!("?{query}")),
        None => (rest.trim_start_matches("//"), String::new()),
    };
    let path = Path::new(path);
    if path.is_absolute() {
        return Ok(url.to_string());
    }
    let here = std::env::current_dir().map_err(|e| format!("the current directory: {e}"))?;
    Ok(format!("sqlite://{}{query}", here.join(path).display()))
}

/// Each server's `/metrics.json`, in the order of `clients`.
async fn summaries(clients: &[Arc<Client>]) -> Vec<Option<Value>> {
    let mut all = Vec::with_capacity(clients.len());
    for client in clients {
        all.push(client.get("/metrics.json").await.ok());
    }
    all
}

/// Runs the load and returns the report, as printed.
pub async fn run(binary: &Path, options: &Options) -> Result<String, String> {
    let (key, started, urls, _dir) = servers(binary, options).await?;
    let clients = urls
        .iter()
        .map(|url| Client::new(url, key.clone()).map(Arc::new))
        .collect::<Result<Vec<_>, String>>()?;
    if !options.warmup.is_zero() {
        let seed = options.seed.wrapping_add(1);
        load_with(
            &clients,
            options.users,
            options.warmup,
            seed,
            options.rate,
            false,
        )
        .await;
    }
    let before = summaries(&clients).await;
    let own_before = crate::discord::metrics::cpu_seconds();
    let (load, hints) = load_with(
        &clients,
        options.users,
        options.duration,
        options.seed,
        options.rate,
        options.hinter,
    )
    .await;
    let after = summaries(&clients).await;
    let own = crate::discord::metrics::cpu_seconds()
        .zip(own_before)
        .map(|(after, before)| after - before);
    drop(started);
    let mut out = report(options, &urls, &load, &before, &after);
    if let Some(hints) = &hints {
        let l = &hints.latency;
        out.push_str(&format!(
            "the hinter (not counted above): {} requests, {} hints (each game's heaviest board): \
             p50 {}, p90 {}, max {}; {} failed, {} answered late\n",
            hints.load.latency.len(),
            l.len(),
            ms(l.value_at_quantile(0.5)),
            ms(l.value_at_quantile(0.9)),
            ms(l.max()),
            hints.load.failed,
            hints.load.late,
        ));
    }
    let calls = |place: &str| -> u64 {
        after
            .iter()
            .flatten()
            .filter_map(|a| a["engine_calls"][place].as_u64())
            .sum()
    };
    if after.iter().flatten().any(|a| !a["engine_calls"].is_null()) {
        out.push_str(&format!(
            "engine calls: {} rehearsed, {} taken from a rehearsal, {} worked out in a write\n",
            calls("rehearsed"),
            calls("taken_from_rehearsal"),
            calls("in_write")
        ));
    }
    // The database round trips every server made, per request answered.
    let trips: Option<u64> = after
        .iter()
        .zip(&before)
        .map(|(after, before)| {
            let trips = |m: &Option<Value>| m.as_ref().and_then(|m| m["db_round_trips"].as_u64());
            Some(trips(after)?.saturating_sub(trips(before)?))
        })
        .sum();
    if let Some(trips) = trips {
        out.push_str(&format!(
            "database round trips: {trips} ({:.2} a request)\n",
            trips as f64 / load.latency.len().max(1) as f64
        ));
    }
    // Every server's CPU in the run, when each said.
    let server_cpu: Option<f64> = after
        .iter()
        .zip(&before)
        .map(|(after, before)| {
            let cpu = |m: &Option<Value>| m.as_ref().and_then(|m| m["cpu_seconds"].as_f64());
            Some(cpu(after)? - cpu(before)?)
        })
        .sum();
    // Of which in the games' engine calls, when every server says.
    let engine_cpu: Option<f64> = after
        .iter()
        .zip(&before)
        .map(|(after, before)| {
            let cpu = |m: &Option<Value>| {
                m.as_ref()
                    .and_then(|m| m["engine_calls"]["cpu_seconds"].as_f64())
            };
            Some(cpu(after)? - cpu(before)?)
        })
        .sum();
    if let (Some(server), Some(own)) = (server_cpu, own) {
        let requests = load.latency.len().max(1) as f64;
        let split = match engine_cpu {
            Some(engine) => format!(
                ": engine calls {engine:.1} s ({:.0} µs a request), the rest {:.1} s ({:.0} µs a request)",
                engine * 1e6 / requests,
                server - engine,
                (server - engine) * 1e6 / requests,
            ),
            None => String::new(),
        };
        out.push_str(&format!(
            "CPU: {} {server:.1} s ({:.0} µs a request{split}), load tool {own:.1} s, in {:.1} s\n",
            if clients.len() == 1 {
                "server"
            } else {
                "servers"
            },
            server * 1e6 / requests,
            load.elapsed.as_secs_f64()
        ));
    }
    Ok(out)
}

fn ms(micros: u64) -> String {
    format!("{:.2} ms", micros as f64 / 1000.0)
}

fn report(
    options: &Options,
    urls: &[String],
    load: &Load,
    before: &[Option<Value>],
    after: &[Option<Value>],
) -> String {
    let seconds = load.elapsed.as_secs_f64().max(1e-9);
    let l = &load.latency;
    let pace = match options.rate {
        Some(rate) => format!("together sending {rate:.0} requests a second"),
        None => "each as fast as answers come".into(),
    };
    let mut out = format!(
        "bench interactions: {} members ({pace}) for {:.1} s against {}\n\
         committed clicks: {} ({:.1} per second); games opened or brought back: {}\n\
         latency at the client: p50 {}, p90 {}, p99 {}, max {} ({} requests)\n",
        options.users,
        seconds,
        urls.join(", "),
        load.committed,
        load.committed as f64 / seconds,
        load.commands,
        ms(l.value_at_quantile(0.5)),
        ms(l.value_at_quantile(0.9)),
        ms(l.value_at_quantile(0.99)),
        ms(l.max()),
        l.len(),
    );
    for class in Class::ALL {
        let h = load.class(class);
        out.push_str(&format!(
            "latency at the client, {}: p50 {}, p90 {}, p99 {}, p99.9 {}, max {} ({})\n",
            class.name(),
            ms(h.value_at_quantile(0.5)),
            ms(h.value_at_quantile(0.9)),
            ms(h.value_at_quantile(0.99)),
            ms(h.value_at_quantile(0.999)),
            ms(h.max()),
            h.len(),
        ));
    }
    out.push_str(&format!(
        "deferred answers (counted above as late, at {} at least): moves {}, hints {}, commands {}\n",
        ms(DEFERRED_AT.as_micros() as u64),
        load.deferred[Class::Moves as usize],
        load.deferred[Class::Hints as usize],
        load.deferred[Class::Commands as usize],
    ));
    for ((url, before), after) in urls.iter().zip(before).zip(after) {
        let Some(after) = after else {
            continue;
        };
        // A server restarted meanwhile counts from zero again.
        let answered = after["interactions"].as_u64().unwrap_or(0).saturating_sub(
            before
                .as_ref()
                .and_then(|b| b["interactions"].as_u64())
                .unwrap_or(0),
        );
        let lat = &after["latency_us"];
        let at = if urls.len() == 1 {
            String::new()
        } else {
            format!(" {url}")
        };
        out.push_str(&format!(
            "latency at the server{at}: p50 {}, p90 {}, p99 {}, p99.9 {}, max {} (over {} interactions{})\n",
            ms(lat["p50"].as_u64().unwrap_or(0)),
            ms(lat["p90"].as_u64().unwrap_or(0)),
            ms(lat["p99"].as_u64().unwrap_or(0)),
            ms(lat["p999"].as_u64().unwrap_or(0)),
            ms(lat["max"].as_u64().unwrap_or(0)),
            after["interactions"].as_u64().unwrap_or(0),
            if before
                .as_ref()
                .is_some_and(|b| b["interactions"].as_u64() != Some(0))
            {
                format!(", {answered} of them in this run")
            } else {
                String::new()
            }
        ));
        if let Some(kb) = after["peak_rss_kb"].as_u64() {
            out.push_str(&format!(
                "server{at} peak memory: {:.1} MiB\n",
                kb as f64 / 1024.0
            ));
        }
    }
    // The slowest kinds of request, by their p99 at the client.
    let mut kinds: Vec<(&String, &Histogram<u64>)> = load.by_kind.iter().collect();
    kinds.sort_by_key(|(_, h)| std::cmp::Reverse(h.value_at_quantile(0.99)));
    let slowest: Vec<String> = kinds
        .iter()
        .take(6)
        .map(|(kind, h)| {
            format!(
                "{kind} {} (p99 {}, max {})",
                h.len(),
                ms(h.value_at_quantile(0.99)),
                ms(h.max())
            )
        })
        .collect();
    if !slowest.is_empty() {
        out.push_str(&format!("slowest kinds: {}\n", slowest.join("; ")));
    }
    out.push_str(&format!(
        "errors: {} failed, {} refused, {} answered late{}\n",
        load.failed,
        load.refused,
        load.late,
        load.first_error
            .as_ref()
            .map(|e| format!(" (first: {e})"))
            .unwrap_or_default()
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_sqlite_file_is_named_by_its_absolute_path() {
        let here = std::env::current_dir().unwrap();
        let absolute = format!("sqlite://{}", here.join("bench.db").display());
        assert_eq!(shared_database("sqlite://bench.db").unwrap(), absolute);
        assert_eq!(shared_database("sqlite:bench.db").unwrap(), absolute);
        assert_eq!(
            shared_database("sqlite://bench.db?mode=rwc").unwrap(),
            format!("{absolute}?mode=rwc")
        );
        assert_eq!(
            shared_database("sqlite:///tmp/x/bench.db").unwrap(),
            "sqlite:///tmp/x/bench.db"
        );
        assert_eq!(
            shared_database("postgres://127.0.0.1/test").unwrap(),
            "postgres://127.0.0.1/test"
        );
        assert!(shared_database("sqlite::memory:").is_err());
    }

    #[test]
    fn a_deferred_answer_is_counted_late_by_its_class_and_listed_apart() {
        let mut load = Load::new();
        let quick = Ok((json!({ "type": 7 }), Duration::from_millis(3)));
        let deferred = Ok((json!({ "type": 6 }), Duration::from_millis(4)));
        let command = Ok((json!({ "type": 5 }), Duration::from_millis(2)));
        load.record_as("hold", Class::Moves, &quick);
        load.record_as("hit", Class::Moves, &deferred);
        load.record_as("/poker", Class::Commands, &command);
        assert_eq!(load.deferred, [1, 0, 1]);
        assert_eq!(load.late, 2);
        let moves = load.class(Class::Moves);
        assert_eq!(moves.len(), 2);
        assert!(moves.max() >= DEFERRED_AT.as_micros() as u64);
        assert!(moves.min() < 4_000);
        assert_eq!(load.class(Class::Hints).len(), 0);
        let mut other = Load::new();
        other.record_as("hint", Class::Hints, &quick);
        load.merge(other);
        assert_eq!(load.class(Class::Hints).len(), 1);
        assert_eq!(load.latency.len(), 4);
    }

    #[test]
    fn hint_clicks_are_hints_and_every_other_click_a_move() {
        let hint = players::Press::button("p2:test-table:4:9:hint".to_string());
        let hold = players::Press::button("p2:test-table:4:9:add:casual".to_string());
        let old_hint = players::Press::button("p1:4:9:hint".to_string());
        assert_eq!(Class::of_press(&hint), Class::Hints);
        assert_eq!(Class::of_press(&old_hint), Class::Hints);
        assert_eq!(Class::of_press(&hold), Class::Moves);
    }
}
