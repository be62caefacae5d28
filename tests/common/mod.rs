//! Test harness: an App on a real SQLite file, a fixed clock, a seeded deck, and a check of
//! every reply against Discord's limits and OpenAPI schemas.
#![allow(dead_code)]

pub mod recorder;
pub mod session;

use parlor::app::{Action, Actor, App, Clock, Command, Request, UserRef};
use parlor::config::Config;
use parlor::engine::GameKind;
use parlor::engine::video_poker::{Phase, VideoPoker};
use parlor::store::{GameStatus, SaveGame, Store};
use parlor::view::custom_id::CustomId;
use parlor::view::{Locale, Reply, ResponseKind};
use serde_json::{Value, json};
use std::sync::{Arc, OnceLock};

pub const GUILD: u64 = 500;
pub const CHANNEL: u64 = 600;
pub const ALICE: u64 = 1001;
pub const BOB: u64 = 1002;
pub const CAROL: u64 = 1003;
pub const START: i64 = 1_800_000_000;

pub struct Harness {
    pub app: App,
    pub clock: Arc<Clock>,
    pub config: Arc<Config>,
    pub url: String,
    _dir: tempfile::TempDir,
    next: u64,
}

impl Harness {
    pub async fn new() -> Harness {
        Harness::with_config(Config::default(), 7).await
    }

    pub async fn with_config(config: Config, seed: u64) -> Harness {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("parlor.db").display());
        let clock = Arc::new(Clock::fixed(START));
        let config = Arc::new(config);
        let store = Store::open(&url).await.expect("open store");
        let app = App::new(store, config.clone(), clock.clone(), Some(seed));
        Harness {
            app,
            clock,
            config,
            url,
            _dir: dir,
            next: 0,
        }
    }

    /// A second app on the same database, as after a restart.
    pub async fn restart(&mut self, seed: u64) {
        self.app.store().close().await;
        let store = Store::open(&self.url).await.expect("reopen store");
        self.app = App::new(store, self.config.clone(), self.clock.clone(), Some(seed));
    }

    pub fn request(&mut self, user: u64, action: Action) -> Request {
        self.next += 1;
        Request {
            interaction_id: format!("i{}", self.next),
            guild_id: Some(GUILD),
            channel_id: CHANNEL,
            actor: Actor {
                id: user,
                name: name_of(user),
                manager: user == ALICE,
            },
            locale: Locale::En,
            action,
        }
    }

    /// Sends a request, checks the reply, and checks the ledger still balances.
    pub async fn send(&mut self, request: Request) -> Reply {
        let reply = self.app.handle(request).await;
        check_reply(&reply);
        self.audit().await;
        reply
    }

    pub async fn command(&mut self, user: u64, command: Command) -> Reply {
        let request = self.request(user, Action::Command(command));
        self.send(request).await
    }

    pub async fn click(&mut self, user: u64, custom_id: &str) -> Reply {
        let request = self.request(
            user,
            Action::Click {
                custom_id: custom_id.to_string(),
                values: vec![],
                message_id: Some(77),
            },
        );
        self.send(request).await
    }

    pub async fn audit(&self) {
        let (ledger, balances) = self.app.store().audit().await.expect("audit");
        assert_eq!(ledger, balances, "the ledger must add up to the balances");
    }

    pub async fn balance(&self, user: u64) -> i64 {
        let mut tx = self.app.store().begin().await.unwrap();
        let balance = tx
            .existing_wallet(GUILD, user)
            .await
            .unwrap()
            .map(|w| w.balance)
            .unwrap_or(0);
        tx.commit().await.unwrap();
        balance
    }

    /// The stored game: (version, state json, status).
    pub async fn game(&self, id: i64) -> (i64, String, GameStatus) {
        let row = self
            .app
            .store()
            .find_game(id)
            .await
            .unwrap()
            .expect("game exists");
        (row.version, row.state, row.status)
    }

    pub async fn machine(&self, id: i64) -> VideoPoker {
        serde_json::from_str(&self.game(id).await.1).unwrap()
    }

    /// Replaces a dealt machine's cards (bet already taken) and returns the new version.
    pub async fn rig(&self, id: i64, phase: Phase) -> i64 {
        let row = self.app.store().find_game(id).await.unwrap().unwrap();
        let mut game: VideoPoker = serde_json::from_str(&row.state).unwrap();
        assert!(game.in_hand(), "rig a dealt hand");
        game.phase = phase;
        let mut tx = self.app.store().begin().await.unwrap();
        let version = tx
            .save_game(&SaveGame {
                id,
                version: row.version,
                advance: true,
                state: &serde_json::to_string(&game).unwrap(),
                status: GameStatus::Active,
                deadline: row.deadline,
                at: self.clock.now(),
            })
            .await
            .unwrap();
        tx.commit().await.unwrap();
        version
    }
}

pub fn name_of(user: u64) -> String {
    match user {
        ALICE => "alice".into(),
        BOB => "bob".into(),
        CAROL => "carol".into(),
        other => format!("member{other}"),
    }
}

pub fn user(id: u64) -> UserRef {
    UserRef {
        id,
        name: name_of(id),
        bot: false,
    }
}

/// A reply's game buttons, decoded: (custom_id, game, version, action code).
pub fn game_buttons(reply: &Reply) -> Vec<(String, i64, i64, String)> {
    reply
        .view
        .custom_ids()
        .into_iter()
        .filter_map(|id| match CustomId::parse(id) {
            Some(CustomId::Game {
                game,
                version,
                code,
            }) => Some((id.to_string(), game, version, code)),
            _ => None,
        })
        .collect()
}

/// Whether `id` is the button for `action`: a game button's action code (`deal`,
/// `hold:0`), or a leaderboard button's tag (`next`, on a public or a private copy).
fn is_button(id: &str, action: &str) -> bool {
    match CustomId::parse(id) {
        Some(CustomId::Game { code, .. }) => code == action,
        Some(CustomId::Leaderboard {
            board,
            page,
            private,
        }) => CustomId::leaderboard(&board, page, action, private) == id,
        None => false,
    }
}

/// The custom_id of the button for `action`.
pub fn button(reply: &Reply, action: &str) -> String {
    reply
        .view
        .custom_ids()
        .into_iter()
        .find(|id| is_button(id, action))
        .unwrap_or_else(|| panic!("no {action} button in {:?}", reply.view.custom_ids()))
        .to_string()
}

pub fn has_button(reply: &Reply, action: &str) -> bool {
    reply
        .view
        .custom_ids()
        .iter()
        .any(|id| is_button(id, action))
}

/// The game id shown by a reply's buttons.
pub fn game_id(reply: &Reply) -> i64 {
    game_buttons(reply).first().expect("game buttons").1
}

/// `/poker video [bet]`.
pub fn video_poker(bet: Option<i64>) -> Command {
    Command::start(GameKind::VideoPoker, serde_json::json!({ "bet": bet }))
}

/// All text of the reply as the player reads it (markdown bold removed).
pub fn text(reply: &Reply) -> String {
    raw_text(reply).replace("**", "")
}

pub fn raw_text(reply: &Reply) -> String {
    let mut out = String::new();
    for view in std::iter::once(&reply.view).chain(reply.private.iter()) {
        if let Some(c) = &view.content {
            out.push_str(c);
        }
        for e in &view.embeds {
            out.push_str(&format!("{}\n{}\n", e.title, e.description));
            for f in &e.fields {
                out.push_str(&format!("{}\n{}\n", f.name, f.value));
            }
            if let Some(f) = &e.footer {
                out.push_str(f);
            }
        }
    }
    out
}

pub fn is_ephemeral_notice(reply: &Reply) -> bool {
    reply.kind == ResponseKind::Message && reply.view.ephemeral && reply.view.rows.is_empty()
}

/// Validators for the two interaction-response schemas and the follow-up schema.
struct Schemas {
    create: jsonschema::Validator,
    update: jsonschema::Validator,
    followup: jsonschema::Validator,
    edit: jsonschema::Validator,
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
            followup: compile("IncomingWebhookRequestPartial"),
            edit: compile("MessageEditRequestPartial"),
        }
    })
}

/// Errors of a response body against Discord's schema for its type.
pub fn schema_errors(response: &Value) -> Vec<String> {
    let s = schemas();
    let validator = match response["type"].as_u64() {
        Some(4) => &s.create,
        Some(7) => &s.update,
        _ => return vec![format!("unexpected response type {}", response["type"])],
    };
    validator
        .iter_errors(response)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect()
}

/// Errors of a channel-message edit body (what the idle sweep sends).
pub fn edit_errors(body: &Value) -> Vec<String> {
    schemas()
        .edit
        .iter_errors(body)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect()
}

pub fn followup_errors(body: &Value) -> Vec<String> {
    schemas()
        .followup
        .iter_errors(body)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect()
}

/// Every reply must fit Discord's limits and match its OpenAPI schema.
pub fn check_reply(reply: &Reply) {
    reply
        .view
        .check_limits()
        .unwrap_or_else(|e| panic!("limits: {e}\n{reply:#?}"));
    let json = reply.to_json();
    let errors = schema_errors(&json);
    assert!(errors.is_empty(), "schema: {errors:?}\n{json:#}");
    if let Some(private) = &reply.private {
        private
            .check_limits()
            .unwrap_or_else(|e| panic!("follow-up limits: {e}"));
        let body = reply.private_json().unwrap();
        let errors = followup_errors(&body);
        assert!(errors.is_empty(), "follow-up schema: {errors:?}\n{body:#}");
    }
}

pub async fn start_machine(h: &mut Harness, user: u64, bet: i64) -> Reply {
    let reply = h.command(user, video_poker(Some(bet))).await;
    assert!(has_button(&reply, "deal"), "{}", text(&reply));
    reply
}

/// Unix seconds now, as Discord stamps its requests.
pub fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A `parlor serve` process on loopback, killed when dropped. Its stderr is collected.
pub struct Served {
    pub child: std::process::Child,
    pub address: String,
    pub stderr: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Served {
    /// Starts `parlor serve` on a free port with the given public key (hex) and extra
    /// environment, and waits until it says where it listens.
    pub fn start(public_hex: &str, env: &[(&str, String)]) -> Served {
        use std::io::{BufRead, BufReader};
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"));
        command
            .args(["serve", "--listen", "127.0.0.1:0"])
            .env("PARLOR_PUBLIC_KEY", public_hex)
            .env("PARLOR_LOG", "info")
            .env_remove("DISCORD_TOKEN")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped());
        for (name, value) in env {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("start parlor serve");
        let stderr = BufReader::new(child.stderr.take().unwrap());
        let log = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let (found, address) = std::sync::mpsc::channel();
        let collected = log.clone();
        std::thread::spawn(move || {
            let mut found = Some(found);
            for line in stderr.lines().map_while(Result::ok) {
                if let Some(rest) = line.split("http://").nth(1)
                    && let Some(found) = found.take()
                {
                    let _ = found.send(rest.split('/').next().unwrap_or_default().to_string());
                }
                collected.lock().unwrap().push_str(&format!("{line}\n"));
            }
        });
        let address = address
            .recv_timeout(std::time::Duration::from_secs(30))
            .unwrap_or_else(|_| panic!("parlor serve did not start: {}", log.lock().unwrap()));
        Served {
            child,
            address,
            stderr: log,
        }
    }

    /// Sends SIGTERM and waits for the process; its exit status.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let killed = std::process::Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        self.child.wait().unwrap()
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One raw HTTP/1.1 POST of a signed interaction body; the whole response as text.
pub fn post_signed(
    address: &str,
    key: &ed25519_dalek::SigningKey,
    timestamp: &str,
    body: &str,
) -> String {
    use ed25519_dalek::Signer;
    use std::io::{Read, Write};
    let signature = hex(&key.sign(format!("{timestamp}{body}").as_bytes()).to_bytes());
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "POST /interactions HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         X-Signature-Ed25519: {signature}\r\nX-Signature-Timestamp: {timestamp}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut response = String::new();
    let _ = stream.read_to_string(&mut response);
    response
}

pub const PING: &str = r#"{"id":"1","application_id":"2","type":1,"token":"t","version":1}"#;
