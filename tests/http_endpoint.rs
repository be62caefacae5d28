//! The HTTP interactions endpoint, with requests signed by a test Ed25519 key.

use crate::common;

use axum::body::Body;
use axum::http::{Request as HttpRequest, StatusCode};
use common::recorder::{Call, CallKind, Recorder};
use common::schema_errors;
use ed25519_dalek::{Signer, SigningKey};
use parlor::app::{App, Clock};
use parlor::config::Config;
use parlor::discord::http::{after_response_worker, router, verifier};
use parlor::discord::{ApiError, Retry};
use parlor::view::custom_id::CustomId;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tower::ServiceExt;

const GUILD: &str = "900000000000000000";
const CHANNEL: &str = "910000000000000000";
const ANN: &str = "800000000000000001";
const BEN: &str = "800000000000000002";

use common::hex;

/// Discord's signature: Ed25519 over the timestamp followed by the body, in hex.
fn sign(key: &SigningKey, timestamp: &str, body: &str) -> String {
    hex(&key.sign(format!("{timestamp}{body}").as_bytes()).to_bytes())
}

struct Endpoint {
    router: axum::Router,
    key: SigningKey,
    app: Arc<App>,
    /// Every call the endpoint's background worker made to Discord.
    discord: Arc<Recorder>,
    next: u64,
    _dir: tempfile::TempDir,
}

fn user(id: &str, name: &str) -> Value {
    json!({ "id": id, "username": name, "global_name": name, "discriminator": "0", "avatar": null })
}

fn member(id: &str, name: &str, permissions: &str) -> Value {
    json!({ "user": user(id, name), "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z",
            "deaf": false, "mute": false, "flags": 0, "permissions": permissions })
}

impl Endpoint {
    async fn new() -> Endpoint {
        parlor::testing::registry();
        Endpoint::with_config(Config::default()).await
    }

    async fn with_config(config: Config) -> Endpoint {
        Endpoint::with_recorder(config, Recorder::new()).await
    }

    async fn with_recorder(config: Config, recorder: Recorder) -> Endpoint {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("http.db").display());
        let clock = Arc::new(Clock::fixed(1_800_000_000));
        let app = parlor::testing::app_on(&url, Arc::new(config), clock, 5).await;
        let key = SigningKey::from_bytes(&[7u8; 32]);
        let public_hex = hex(&key.verifying_key().to_bytes());
        let (tx, rx) = mpsc::unbounded_channel();
        let discord = Arc::new(recorder);
        tokio::spawn(after_response_worker(
            app.clone(),
            Some(discord.clone()),
            rx,
            Duration::ZERO,
        ));
        Endpoint {
            router: router(app.clone(), verifier(&public_hex).unwrap(), tx),
            key,
            app,
            discord,
            next: 0,
            _dir: dir,
        }
    }

    /// Waits for the worker to have made `count` calls to Discord, and returns them all.
    async fn discord_calls(&self, count: usize) -> Vec<Call> {
        for _ in 0..200 {
            let calls = self.discord.calls();
            if calls.len() >= count {
                return calls;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        panic!(
            "expected {count} calls to Discord: {:?}",
            self.discord.calls()
        )
    }

    fn id(&mut self) -> String {
        self.next += 1;
        format!("{}", 1_300_000_000_000_000_000u64 + self.next)
    }

    async fn post_signed(&self, body: &str, signature: Option<String>) -> (StatusCode, String) {
        let timestamp = "1800000000";
        let signature = signature.unwrap_or_else(|| sign(&self.key, timestamp, body));
        let request = HttpRequest::post("/interactions")
            .header("content-type", "application/json")
            .header("x-signature-ed25519", signature)
            .header("x-signature-timestamp", timestamp)
            .body(Body::from(body.to_string()))
            .unwrap();
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        (status, String::from_utf8(bytes.to_vec()).unwrap())
    }

    /// Sends an interaction, expects 200 and returns the JSON, checked against the schemas.
    async fn send(&self, interaction: &Value) -> Value {
        let (status, body) = self.post_signed(&interaction.to_string(), None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let response: Value = serde_json::from_str(&body).unwrap();
        if response["type"] == 4 || response["type"] == 7 || response["type"] == 9 {
            let errors = schema_errors(&response);
            assert!(errors.is_empty(), "{errors:?}\n{response:#}");
        }
        response
    }

    fn command(&mut self, who: (&str, &str), name: &str, options: Value, resolved: Value) -> Value {
        let id = self.id();
        json!({
            "id": id, "application_id": "1100000000000000000", "type": 2, "token": format!("tok-{id}"),
            "version": 1, "guild_id": GUILD, "channel_id": CHANNEL,
            "member": member(who.0, who.1, "32"),
            "data": { "id": "1000", "name": name, "type": 1, "options": options, "resolved": resolved },
            "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
            "attachment_size_limit": 10485760
        })
    }

    fn click(&mut self, who: (&str, &str), custom_id: &str) -> Value {
        let id = self.id();
        json!({
            "id": id, "application_id": "1100000000000000000", "type": 3, "token": format!("tok-{id}"),
            "version": 1, "guild_id": GUILD, "channel_id": CHANNEL,
            "member": member(who.0, who.1, "0"),
            "data": { "custom_id": custom_id, "component_type": 2 },
            "message": {
                "id": "1150000000000000000", "channel_id": CHANNEL, "author": user("1100000000000000000", "parlor"),
                "content": "", "timestamp": "2024-01-01T00:00:00Z", "edited_timestamp": null, "tts": false,
                "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
                "embeds": [], "pinned": false, "type": 0
            },
            "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
            "attachment_size_limit": 10485760
        })
    }
}

/// The custom_id of the game button for `action` in a response.
fn custom_id(response: &Value, action: &str) -> String {
    common::custom_ids(&response["data"])
        .into_iter()
        .find(
            |id| matches!(CustomId::parse(id), Some(CustomId::Game { code, .. }) if code == action),
        )
        .unwrap_or_else(|| panic!("no {action} in {response}"))
}

fn description(response: &Value) -> String {
    parlor::view::layout::text_of(&response["data"]).replace("**", "")
}

#[tokio::test]
async fn only_correctly_signed_requests_are_answered() {
    let e = Endpoint::new().await;
    let ping = json!({ "id": "1", "application_id": "2", "type": 1, "token": "t", "version": 1 })
        .to_string();
    let (status, body) = e.post_signed(&ping, None).await;
    assert_eq!((status, body.as_str()), (StatusCode::OK, r#"{"type":1}"#));

    let (status, _) = e.post_signed(&ping, Some("00".repeat(64))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = e.post_signed(&ping, Some("not hex".into())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // A body changed after signing fails.
    let timestamp = "1800000000";
    let signature = sign(&e.key, timestamp, &ping);
    let tampered = ping.replace("\"t\"", "\"u\"");
    let (status, _) = e.post_signed(&tampered, Some(signature)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = e.post_signed("{not json", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(verifier("abc").is_err());
    assert!(
        verifier(&"é".repeat(32)).is_err(),
        "64 bytes of non-ASCII is refused, not a panic"
    );
    assert!(verifier(&"zz".repeat(32)).is_err());
}

#[tokio::test]
async fn a_hand_of_video_poker_over_http() {
    let mut e = Endpoint::new().await;
    let daily = e.command((ANN, "ann"), "daily", json!([]), json!({}));
    let daily = e.send(&daily).await;
    assert_eq!(daily["type"], 4);
    assert!(description(&daily).contains("+50 chips"), "{daily}");

    let options = json!([{ "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 5 }] }]);
    let start = e.command((ANN, "ann"), "poker", options, json!({}));
    let start = e.send(&start).await;
    assert_eq!(
        common::panel_footer(&start["data"], 0),
        "Bet 5 · Balance 150 chips"
    );
    // The new message's id is read back and recorded, so an idle expiry can edit it.
    let calls = e.discord_calls(1).await;
    let token = format!("tok-{}", 1_300_000_000_000_000_000u64 + 2);
    assert_eq!(calls, vec![Call::OriginalMessage { token }]);
    let Some(CustomId::Game { game, .. }) = CustomId::parse(&custom_id(&start, "deal")) else {
        panic!("a game button")
    };
    let mut recorded = None;
    for _ in 0..200 {
        recorded = e
            .app
            .store()
            .find_game(game)
            .await
            .unwrap()
            .unwrap()
            .message_id;
        if recorded.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(recorded, Some(1_400_000_000_000_000_000));

    let deal = custom_id(&start, "deal");
    let click = e.click((ANN, "ann"), &deal);
    let dealt = e.send(&click).await;
    assert_eq!(dealt["type"], 7);
    assert_eq!(
        common::panel_footer(&dealt["data"], 0),
        "Bet 5 · Balance 145 chips"
    );

    // Someone else's click is refused, privately.
    let click = e.click((BEN, "ben"), &custom_id(&dealt, "draw"));
    let refused = e.send(&click).await;
    assert_eq!(refused["type"], 4, "{refused}");
    assert!(common::is_private(&refused["data"]), "{refused}");

    // A stale click refreshes the message, and an ephemeral follow-up is posted.
    let click = e.click((ANN, "ann"), &deal);
    let stale = e.send(&click).await;
    assert_eq!(stale["type"], 7);
    let calls = e.discord_calls(2).await;
    let Call::Followup { token, body } = &calls[1] else {
        panic!("a follow-up: {calls:?}")
    };
    assert_eq!(token, click["token"].as_str().unwrap());
    assert!(common::is_private(body));
    assert!(common::followup_errors(body).is_empty());
    assert!(body.to_string().contains("out of date"), "{body}");

    let click = e.click((ANN, "ann"), &custom_id(&dealt, "draw"));
    let drawn = e.send(&click).await;
    assert!(custom_id(&drawn, "deal").ends_with(":deal"));
}

#[tokio::test]
async fn options_with_users_and_an_unknown_command() {
    let mut e = Endpoint::new().await;
    let options = json!([{ "name": "user", "type": 6, "value": BEN }, { "name": "amount", "type": 4, "value": 12 }]);
    let resolved = json!({ "users": { BEN: user(BEN, "ben") } });
    let give = e.command((ANN, "ann"), "give", options, resolved);
    let give = e.send(&give).await;
    assert!(
        description(&give).contains(&format!("You gave 12 chips to <@{BEN}>")),
        "{give}"
    );
    let balance = e.command((BEN, "ben"), "balance", json!([]), json!({}));
    assert!(description(&e.send(&balance).await).contains("You have 112 chips"));

    let unknown = e.command((ANN, "ann"), "dance", json!([]), json!({}));
    let unknown = e.send(&unknown).await;
    assert!(common::is_private(&unknown["data"]));
}

#[test]
fn registration_lists_every_command_and_its_options() {
    parlor::testing::registry();
    let registered = parlor::discord::registration();
    let registered: Vec<Value> = registered.as_array().unwrap().clone();
    let names: Vec<&str> = registered
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "poker",
            "yahtzee",
            "solitaire",
            "cascade",
            "blackjack",
            "balance",
            "daily",
            "give",
            "leaderboard",
            "season",
            "stats",
            "achievements",
            "profile",
            "selfexclude",
            "limits",
            "help",
            "config",
            "audit"
        ]
    );
    let config = registered.iter().find(|c| c["name"] == "config").unwrap();
    // A subcommand per topic (type 1), after `show`, each with its settings' options: the
    // economy's, then each game's as it declares them.
    let subs = config["options"].as_array().unwrap();
    let names: Vec<&str> = subs.iter().map(|o| o["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "show", "economy", "gifts", "currency", "channels", "games", "season", "log", "display"
        ]
    );
    assert!(subs.iter().all(|sub| sub["type"] == 1));
    let options: Vec<&str> = subs
        .iter()
        .flat_map(|sub| sub["options"].as_array().cloned().unwrap_or_default())
        .map(|o| o["name"].as_str().unwrap().to_string().leak() as &str)
        .collect();
    let expected: Vec<&str> = parlor::config::settings::Group::ALL
        .iter()
        .flat_map(|&group| {
            parlor::config::settings::all()
                .into_iter()
                .filter(move |(_, s)| s.group == group)
                .flat_map(|(_, s)| s.options())
        })
        .collect();
    assert_eq!(options, expected);
    assert_eq!(options[0], "starting_chips");
    assert!(options.contains(&"pay_table") && options.contains(&"yahtzee_hints_at_stakes"));
    assert!(options.contains(&"allow") && options.contains(&"disable"));
    assert!(
        subs.iter()
            .all(|sub| sub["options"].as_array().map_or(0, Vec::len) <= 25),
        "at most 25 options a subcommand"
    );
    assert_eq!(
        config["default_member_permissions"], "32",
        "only Manage Server sees /config"
    );
    let poker = registered.iter().find(|c| c["name"] == "poker").unwrap();
    assert_eq!(poker["options"][0]["name"], "video");
    assert_eq!(poker["options"][0]["options"][0]["name"], "bet");
    let give = registered.iter().find(|c| c["name"] == "give").unwrap();
    let give_options: Vec<&str> = give["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(give_options, ["user", "amount"]);
    // Every board is a choice of /leaderboard, named in every language: a game's second
    // board too.
    let leaderboard = registered
        .iter()
        .find(|c| c["name"] == "leaderboard")
        .unwrap();
    let choices = leaderboard["options"][0]["choices"].as_array().unwrap();
    let values: Vec<&str> = choices
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, parlor::view::commands::boards());
    let french = choices
        .iter()
        .find(|c| c["value"] == "solitaire-french")
        .unwrap();
    assert_eq!(french["name"], "Peg solitaire, French board");
    assert_eq!(
        french["name_localizations"]["fr"],
        "Solitaire, tablier français"
    );
    assert_eq!(
        french["name_localizations"]["pl"],
        "Samotnik, plansza francuska"
    );
}

/// A game's second board through the endpoint: `/leaderboard board:solitaire-french`.
#[tokio::test]
async fn a_games_second_board_is_read_through_the_endpoint() {
    let mut e = Endpoint::new().await;
    let options = json!([{ "name": "board", "type": 3, "value": "solitaire-french" }]);
    let board = e.command((ANN, "ann"), "leaderboard", options, json!({}));
    let board = e.send(&board).await;
    assert_eq!(board["type"], 4, "{board}");
    // A new server has monthly seasons: the board is the season's (the harness's clock is
    // in January 2027).
    assert_eq!(
        common::panel_title(&board["data"], 0),
        "Leaderboard · Peg solitaire, French board · January 2027"
    );
}

#[test]
fn serve_answers_a_signed_ping_over_loopback_and_stops_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let key = SigningKey::from_bytes(&[9u8; 32]);
    let mut served = common::Served::start(
        &hex(&key.verifying_key().to_bytes()),
        &[(
            "PARLOR_DATABASE_URL",
            format!("sqlite://{}", dir.path().join("s.db").display()),
        )],
    );
    let response = common::post_signed(
        &served.address,
        &key,
        &common::unix_now().to_string(),
        common::PING,
    );
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(response.ends_with(r#"{"type":1}"#), "{response}");
    let status = served.terminate();
    assert!(status.success(), "a clean shutdown on SIGTERM: {status}");
}

#[tokio::test]
async fn autocomplete_answers_for_the_focused_option_only() {
    let mut e = Endpoint::new().await;
    let mut ask = |focused: &str, kind: u8, value: &str| {
        let id = e.id();
        json!({
            "id": id, "application_id": "1100000000000000000", "type": 4, "token": format!("tok-{id}"),
            "version": 1, "guild_id": GUILD, "channel_id": CHANNEL,
            "member": member(ANN, "ann", "32"),
            "data": { "id": "1000", "name": "config", "type": 1,
                      "options": [{ "name": focused, "type": kind, "value": value, "focused": true }] },
            "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
            "attachment_size_limit": 10485760
        })
    };
    let tables = ask("pay_table", 3, "cl");
    let idle = ask("daily_amount", 4, "5");
    // pay_table already typed, but the member is typing a number now.
    let mut both = ask("daily_amount", 4, "5");
    both["data"]["options"]
        .as_array_mut()
        .unwrap()
        .insert(0, json!({ "name": "pay_table", "type": 3, "value": "cl" }));
    let answer = e.send(&tables).await;
    assert_eq!(answer["type"], 8);
    assert_eq!(
        answer["data"]["choices"],
        json!([{ "name": "classic", "value": "classic" }])
    );
    for asked in [idle, both] {
        let answer = e.send(&asked).await;
        assert_eq!(
            answer["data"]["choices"],
            json!([]),
            "no pay tables offered for a number"
        );
    }
}

#[tokio::test]
async fn a_late_reply_completes_its_acknowledgement_and_every_part_reaches_discord() {
    use parlor::view::{MessageEdit, Reply, ResponseKind, View};
    let e = Endpoint::new().await;
    // A game to attach the new message to.
    let mut tx = e.app.store().begin().await.unwrap();
    let game = tx
        .insert_game(&parlor::store::NewGame {
            guild_id: 9,
            channel_id: 8,
            owner_id: 7,
            kind: parlor::engine::GameKind::VideoPoker,
            slot: 7,
            state: "{}",
            deadline: None,
            at: 0,
            locale: parlor::view::Locale::En,
        })
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let mut board = View::embed("Board", "the table", 1);
    board
        .rows
        .push(parlor::view::Row::Buttons(vec![parlor::view::Button::new(
            CustomId::game(
                parlor::engine::GameKind::VideoPoker,
                game.id,
                1,
                &parlor::engine::video_poker::Press::Deal,
            ),
            "Deal",
            parlor::view::Style::Primary,
        )]));
    let ack = Reply::acknowledgement(ResponseKind::DeferredMessage, false);
    let reply = Reply::game_message(game.id, board)
        .with_private(View::embed("", "just for you", 2))
        .with_edits(vec![
            MessageEdit {
                game_id: game.id,
                channel_id: 8,
                message_id: Some(42),
                view: View::embed("Other", "another board", 3),
            },
            MessageEdit {
                game_id: game.id,
                channel_id: 8,
                message_id: None,
                view: View::embed("Unposted", "no message yet", 3),
            },
        ]);
    assert_eq!(ack.to_json(), json!({ "type": 5 }));
    parlor::discord::deliver::complete(e.discord.as_ref(), &e.app, "tok", &ack, &reply).await;
    let calls = e.discord.calls();
    assert_eq!(calls.len(), 4, "{calls:?}");
    match &calls[0] {
        Call::EditOriginal { token, body, .. } => {
            assert_eq!(token, "tok");
            assert_eq!(common::panel_title(body, 0), "Board");
            assert!(
                common::edit_errors(body).is_empty(),
                "{:?}",
                common::edit_errors(body)
            );
        }
        other => panic!("the deferred reply is completed first: {other:?}"),
    }
    match &calls[1] {
        Call::Followup { body, .. } => {
            assert!(common::is_private(body));
            assert!(common::followup_errors(body).is_empty());
        }
        other => panic!("{other:?}"),
    }
    match &calls[2] {
        Call::EditMessage {
            channel: 8,
            message: 42,
            body,
        } => assert!(common::edit_errors(body).is_empty()),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        calls[3],
        Call::OriginalMessage {
            token: "tok".into()
        }
    );
    let attached = e.app.store().find_game(game.id).await.unwrap().unwrap();
    assert_eq!(attached.message_id, Some(1_400_000_000_000_000_000));
}

#[tokio::test]
async fn old_future_and_malformed_timestamps_are_refused() {
    let e = Endpoint::new().await;
    let ping = json!({ "id": "1", "application_id": "2", "type": 1, "token": "t", "version": 1 })
        .to_string();
    let now: i64 = 1_800_000_000;
    for (timestamp, expected) in [
        (now.to_string(), StatusCode::OK),
        ((now - 60).to_string(), StatusCode::OK),
        ((now + 30).to_string(), StatusCode::OK),
        ((now - 3600).to_string(), StatusCode::UNAUTHORIZED),
        ((now - 30 * 86_400).to_string(), StatusCode::UNAUTHORIZED),
        ((now + 3600).to_string(), StatusCode::UNAUTHORIZED),
        ("not-a-number".to_string(), StatusCode::UNAUTHORIZED),
        (format!("{now}.5"), StatusCode::UNAUTHORIZED),
        (format!(" {now}"), StatusCode::UNAUTHORIZED),
        (String::new(), StatusCode::UNAUTHORIZED),
        (
            "99999999999999999999999".to_string(),
            StatusCode::UNAUTHORIZED,
        ),
    ] {
        // Correctly signed: only the timestamp's age decides.
        let signature = sign(&e.key, &timestamp, &ping);
        let request = HttpRequest::post("/interactions")
            .header("content-type", "application/json")
            .header("x-signature-ed25519", signature)
            .header("x-signature-timestamp", &timestamp)
            .body(Body::from(ping.clone()))
            .unwrap();
        let response = e.router.clone().oneshot(request).await.unwrap();
        assert_eq!(response.status(), expected, "timestamp {timestamp:?}");
    }
}

#[tokio::test]
async fn the_health_check_writes_to_the_database() {
    let e = Endpoint::new().await;
    let get = || HttpRequest::get("/healthz").body(Body::empty()).unwrap();
    let response = e.router.clone().oneshot(get()).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    // Another process holds the write lock: no write can commit, so not healthy; a PING
    // would still have answered.
    let url = format!("sqlite://{}", e._dir.path().join("http.db").display());
    let other = sqlx::SqlitePool::connect(&url).await.unwrap();
    let mut holder = other.acquire().await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *holder)
        .await
        .unwrap();
    let started = std::time::Instant::now();
    let response = e.router.clone().oneshot(get()).await.unwrap();
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(started.elapsed() < std::time::Duration::from_secs(4));
    sqlx::query("ROLLBACK").execute(&mut *holder).await.unwrap();
    let response = e.router.clone().oneshot(get()).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK, "healthy again");
}

/// Holds the database's write lock from another connection, as another process would.
async fn hold_write_lock(e: &Endpoint) -> sqlx::pool::PoolConnection<sqlx::Sqlite> {
    let url = format!("sqlite://{}", e._dir.path().join("http.db").display());
    let other = sqlx::SqlitePool::connect(&url).await.unwrap();
    let mut holder = other.acquire().await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *holder)
        .await
        .unwrap();
    holder
}

/// A form only ever opens as the first response: a "Bet…" that waits behind a held lock is
/// acknowledged in time, and then the clicker is told, privately, to press again.
#[tokio::test]
async fn a_form_too_late_to_open_asks_for_the_button_again() {
    parlor::testing::registry();
    let mut config = Config::default();
    config.server.answer_within_ms = 300;
    let mut e = Endpoint::with_config(config).await;
    let options = json!([{ "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 1 }] }]);
    let start = e.command((ANN, "ann"), "poker", options, json!({}));
    let start = e.send(&start).await;
    let calls_before = e.discord_calls(1).await.len();

    let mut holder = hold_write_lock(&e).await;
    let ask = e.click((ANN, "ann"), &custom_id(&start, "bet-typed"));
    assert_eq!(e.send(&ask).await, json!({ "type": 6 }));
    sqlx::query("ROLLBACK").execute(&mut *holder).await.unwrap();
    let calls = e.discord_calls(calls_before + 1).await;
    match &calls[calls_before] {
        Call::Followup { body, .. } => {
            assert!(common::is_private(body), "{body}");
            assert!(
                body.to_string().contains("Press the button again"),
                "{body}"
            );
        }
        other => panic!("a private follow-up: {other:?}"),
    }
}

#[tokio::test]
async fn a_request_that_waits_on_a_held_lock_is_acknowledged_in_time_then_completed() {
    parlor::testing::registry();
    let mut config = Config::default();
    config.server.answer_within_ms = 300;
    let mut e = Endpoint::with_config(config).await;
    let options = json!([{ "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 1 }] }]);
    let start = e.command((ANN, "ann"), "poker", options, json!({}));
    let start = e.send(&start).await;
    let calls_before = e.discord_calls(1).await.len();

    let mut holder = hold_write_lock(&e).await;
    let daily = e.command((ANN, "ann"), "daily", json!([]), json!({}));
    let deal = e.click((ANN, "ann"), &custom_id(&start, "deal"));
    let began = std::time::Instant::now();
    let acked = e.send(&daily).await;
    assert_eq!(acked, json!({ "type": 5 }), "thinking…, in time");
    let acked_click = e.send(&deal).await;
    assert_eq!(acked_click, json!({ "type": 6 }));
    assert!(
        began.elapsed() < Duration::from_millis(1500),
        "{:?}",
        began.elapsed()
    );
    // Both wait behind the held lock, acknowledged; once it goes, both complete.
    sqlx::query("ROLLBACK").execute(&mut *holder).await.unwrap();

    let calls = e.discord_calls(calls_before + 2).await;
    let completions: Vec<&Value> = calls[calls_before..]
        .iter()
        .filter_map(|c| match c {
            Call::EditOriginal { body, .. } => Some(body),
            _ => None,
        })
        .collect();
    assert_eq!(completions.len(), 2, "{calls:?}");
    let texts: Vec<String> = completions.iter().map(|b| b.to_string()).collect();
    assert!(texts.iter().any(|t| t.contains("Daily chips")), "{texts:?}");
    assert!(
        texts
            .iter()
            .any(|t| t.contains("release:") || t.contains("hold:")),
        "the machine's message shows the dealt hand: {texts:?}"
    );
    for body in completions {
        assert!(
            common::edit_errors(body).is_empty(),
            "{:?}",
            common::edit_errors(body)
        );
    }
    let balance = e.command((ANN, "ann"), "balance", json!([]), json!({}));
    assert!(
        description(&e.send(&balance).await).contains("You have 149 chips"),
        "the daily claim and the bet, each once"
    );
}

#[tokio::test]
async fn a_lock_held_past_the_busy_timeout_says_busy_and_changes_nothing() {
    parlor::testing::registry();
    let mut config = Config::default();
    config.server.answer_within_ms = 200;
    config.database.busy_timeout_ms = 600;
    let mut e = Endpoint::with_config(config).await;
    let mut holder = hold_write_lock(&e).await;
    let daily = e.command((ANN, "ann"), "daily", json!([]), json!({}));
    assert_eq!(e.send(&daily).await, json!({ "type": 5 }));
    let calls = e.discord_calls(2).await;
    sqlx::query("ROLLBACK").execute(&mut *holder).await.unwrap();
    assert_eq!(
        calls[0],
        Call::DeleteOriginal {
            token: daily["token"].as_str().unwrap().into()
        }
    );
    let Call::Followup { body, .. } = &calls[1] else {
        panic!("{calls:?}")
    };
    assert!(common::is_private(body), "only the member sees it");
    assert!(body.to_string().contains("busy"), "{body}");
    assert!(common::followup_errors(body).is_empty());
    let balance = e.command((ANN, "ann"), "balance", json!([]), json!({}));
    assert!(
        description(&e.send(&balance).await).contains("You have 100 chips"),
        "no claim was made"
    );
}

#[tokio::test]
async fn malformed_bodies_get_one_short_error() {
    let e = Endpoint::new().await;
    for body in [
        "{not json",
        "[]",
        r#"{"type": "two"}"#,
        r#"{"id":"1","type":2,"token":"t","version":1}"#,
        "",
    ] {
        let (status, answer) = e.post_signed(body, None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(answer, "invalid interaction body", "{body}");
    }
}

/// serenity's model panics on an avatar hash of 32 bytes that are not all ASCII
/// (it slices the string inside a character). Such a body is refused like any
/// other invalid one, and the endpoint goes on answering.
#[tokio::test]
async fn a_body_that_panics_the_model_is_refused() {
    let mut e = Endpoint::new().await;
    let mut balance = e.command((ANN, "ann"), "balance", json!([]), json!({}));
    balance["member"]["user"]["avatar"] = json!(format!("a{}b", "é".repeat(15)));
    let (status, answer) = e.post_signed(&balance.to_string(), None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer, "invalid interaction body");
    let balance = e.command((ANN, "ann"), "balance", json!([]), json!({}));
    assert!(description(&e.send(&balance).await).contains("chips"));
}

/// Waits until the recorder has seen `count` calls of `kind`, or panics after 60 seconds
/// (late work such as a pay table's return takes seconds on a loaded 2-core machine).
async fn calls_of(e: &Endpoint, kind: CallKind, count: usize) -> Vec<Call> {
    for _ in 0..12_000 {
        let calls: Vec<Call> = e
            .discord
            .calls()
            .into_iter()
            .filter(|c| c.kind() == kind)
            .collect();
        if calls.len() >= count {
            return calls;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("expected {count} {kind:?} calls: {:?}", e.discord.calls())
}

/// Sends a stale click, whose answer is a refresh plus a private follow-up notice.
async fn stale_click(e: &mut Endpoint) -> Value {
    stale_click_by(e, (ANN, "ann")).await
}

/// [`stale_click`] by `member`, on a machine of their own.
async fn stale_click_by(e: &mut Endpoint, member: (&str, &str)) -> Value {
    let options = json!([{ "name": "video", "type": 1, "options": [] }]);
    let start = e.command(member, "poker", options, json!({}));
    let start = e.send(&start).await;
    let deal = custom_id(&start, "deal");
    let click = e.click(member, &deal);
    e.send(&click).await;
    let click = e.click(member, &deal);
    e.send(&click).await;
    click
}

/// A follow-up that reaches Discord before the response it follows gets 404 Unknown
/// Webhook: through the endpoint, it is tried again until it goes through, and an error
/// that will not pass is not tried again. (The schedule itself is timed below, in paused
/// time.)
#[tokio::test]
async fn follow_ups_are_tried_again_while_discord_may_not_know_the_interaction() {
    parlor::testing::registry();
    let retry = Retry {
        first_wait: Duration::from_millis(10),
        longest_wait: Duration::from_millis(40),
        give_up_after: Duration::from_millis(400),
    };
    let unknown_webhook = || ApiError::transient("404 Not Found: Unknown Webhook (10015)");

    let mut e = Endpoint::with_recorder(Config::default(), Recorder::with_retry(retry)).await;
    e.discord
        .fail_next(CallKind::Followup, 3, unknown_webhook());
    let click = stale_click(&mut e).await;
    let followups = calls_of(&e, CallKind::Followup, 4).await;
    assert_eq!(followups.len(), 4, "three failures, then the follow-up");
    for call in &followups {
        let Call::Followup { token, body } = call else {
            unreachable!()
        };
        assert_eq!(token, click["token"].as_str().unwrap());
        assert!(body.to_string().contains("out of date"), "{body}");
    }

    // A body Discord refuses is not sent again: the next follow-up (of another click) is
    // the next call of its kind.
    let mut e = Endpoint::with_recorder(Config::default(), Recorder::with_retry(retry)).await;
    e.discord.fail_next(
        CallKind::Followup,
        1,
        ApiError::lasting("400 Bad Request: Invalid Form Body"),
    );
    let refused = stale_click(&mut e).await;
    let after = stale_click_by(&mut e, (BEN, "ben")).await;
    let followups = calls_of(&e, CallKind::Followup, 2).await;
    let tokens: Vec<&str> = followups
        .iter()
        .map(|c| match c {
            Call::Followup { token, .. } => token.as_str(),
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(
        tokens,
        vec![
            refused["token"].as_str().unwrap(),
            after["token"].as_str().unwrap()
        ]
    );
}

/// The retry schedule, in paused time: waits of 250 ms doubling to 4 s, attempts only while
/// the next would start within 30 s of the first, and none after a lasting error.
#[tokio::test(start_paused = true)]
async fn the_retry_schedule_doubles_its_waits_and_stops_within_its_bound() {
    let started = tokio::time::Instant::now();
    let attempts = std::sync::Mutex::new(Vec::new());
    let outcome: Result<(), ApiError> = Retry::DISCORD
        .run("a follow-up", || {
            attempts.lock().unwrap().push(started.elapsed().as_millis());
            async {
                Err(ApiError::transient(
                    "404 Not Found: Unknown Webhook (10015)",
                ))
            }
        })
        .await;
    assert!(outcome.is_err());
    // 0, then +250, +500, +1000, +2000, then +4000 while within 30 s.
    assert_eq!(
        attempts.into_inner().unwrap(),
        vec![
            0, 250, 750, 1750, 3750, 7750, 11750, 15750, 19750, 23750, 27750
        ]
    );

    let started = tokio::time::Instant::now();
    let tries = std::sync::atomic::AtomicU32::new(0);
    let outcome: Result<(), ApiError> = Retry::DISCORD
        .run("a follow-up", || {
            tries.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            async { Err(ApiError::lasting("400 Bad Request: Invalid Form Body")) }
        })
        .await;
    assert!(outcome.is_err());
    assert_eq!(tries.into_inner(), 1, "a lasting error is not tried again");
    assert_eq!(started.elapsed(), Duration::ZERO);

    // A call that goes through on its third try returns its value after 250 + 500 ms.
    let started = tokio::time::Instant::now();
    let tries = std::sync::atomic::AtomicU32::new(0);
    let outcome = Retry::DISCORD
        .run("a follow-up", || {
            let n = tries.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            async move {
                if n < 2 {
                    Err(ApiError::transient("503 Service Unavailable"))
                } else {
                    Ok(n)
                }
            }
        })
        .await;
    assert_eq!(outcome.unwrap(), 2);
    assert_eq!(started.elapsed(), Duration::from_millis(750));
}

/// A server can grant /config to a role without Manage Server. Discord then delivers the
/// command, and Parlor shows the settings instead of refusing.
#[tokio::test]
async fn config_follows_discords_permission_check() {
    let mut e = Endpoint::new().await;
    let show = json!([{ "name": "show", "type": 1, "options": [] }]);
    let mut config = e.command((BEN, "ben"), "config", show, json!({}));
    config["member"]["permissions"] = json!("0");
    let shown = e.send(&config).await;
    // A first /config computes the pay table's return: it may come as a completion.
    let text = if shown["type"] == 5 {
        format!("{:?}", calls_of(&e, CallKind::EditOriginal, 1).await)
    } else {
        assert_eq!(shown["type"], 4);
        shown.to_string()
    };
    assert!(text.contains("Starting chips"), "{text}");
    assert!(!text.contains("Manage Server"), "{text}");
}

/// A form that is not one of Parlor's is answered privately, not with an error.
#[tokio::test]
async fn a_form_not_parlors_is_answered_privately() {
    let mut e = Endpoint::new().await;
    let mut modal = e.click((ANN, "ann"), "feedback");
    modal["type"] = json!(5);
    modal["data"] = json!({ "custom_id": "feedback", "components": [] });
    let answered = e.send(&modal).await;
    assert_eq!(answered["type"], 4);
    assert!(common::is_private(&answered["data"]));
    assert!(answered.to_string().contains("/help"), "{answered}");
}

/// Video poker's "Bet…" opens a form (type 9, Discord's schema for it); its submission
/// (type 5) goes through the pipeline as a click does and sets the bet. A stale form, or a
/// bet that does not read, changes nothing and is told privately.
#[tokio::test]
async fn a_game_form_opens_and_its_submission_plays() {
    let mut e = Endpoint::new().await;
    let options = json!([{ "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 1 }] }]);
    let start = e.command((ANN, "ann"), "poker", options, json!({}));
    let start = e.send(&start).await;
    let ask = e.click((ANN, "ann"), &custom_id(&start, "bet-typed"));
    let form = e.send(&ask).await;
    assert_eq!(form["type"], 9, "{form}");
    assert_eq!(form["data"]["title"], "Your bet");
    // Over HTTP each field is a label (type 18) holding its text input; the label's text is
    // the label's, not the input's.
    let label = &form["data"]["components"][0];
    assert_eq!(label["type"], 18, "{form}");
    assert!(
        label["label"].as_str().is_some_and(|l| !l.is_empty()),
        "{form}"
    );
    let input = &label["component"];
    assert_eq!(
        (&input["type"], &input["custom_id"], &input["value"]),
        (&json!(4), &json!("bet"), &json!("1"))
    );
    assert_eq!(input["label"], Value::Null, "{form}");
    let form_id = form["data"]["custom_id"].as_str().unwrap().to_string();

    // A submission comes back in labels, as the form was sent.
    let submit = |e: &mut Endpoint, who: (&str, &str), typed: &str| {
        let mut submit = e.click(who, &form_id);
        submit["type"] = json!(5);
        submit["data"] = json!({ "custom_id": form_id, "components": [
            { "type": 18, "component": { "type": 4, "custom_id": "bet", "value": typed } }] });
        submit
    };
    // A form sent back naming the button that opens one is not a form Parlor opened: it
    // is refused, never answered with a form.
    let mut forged = e.click((ANN, "ann"), &custom_id(&start, "bet-typed"));
    forged["type"] = json!(5);
    forged["data"] = json!({ "custom_id": custom_id(&start, "bet-typed"), "components": [] });
    let forged = e.send(&forged).await;
    assert_eq!(forged["type"], 4, "{forged}");
    assert!(common::is_private(&forged["data"]), "{forged}");
    // Somebody else's machine is not theirs to bet on.
    let foreign = submit(&mut e, (BEN, "ben"), "2");
    let foreign = e.send(&foreign).await;
    assert!(common::is_private(&foreign["data"]), "{foreign}");
    // A bet that does not read: refused privately, with the range.
    let typo = submit(&mut e, (ANN, "ann"), "two");
    let typo = e.send(&typo).await;
    assert!(common::is_private(&typo["data"]), "{typo}");
    assert!(typo.to_string().contains("1 to 5"), "{typo}");
    let set = submit(&mut e, (ANN, "ann"), "2");
    let set = e.send(&set).await;
    assert_eq!(set["type"], 7, "{set}");
    assert_eq!(
        common::panel_footer(&set["data"], 0),
        "Bet 2 · Balance 100 chips"
    );
    // The form was opened on the machine as it was: sent again, it is stale.
    let again = submit(&mut e, (ANN, "ann"), "4");
    let again = e.send(&again).await;
    assert_eq!(again["type"], 7, "{again}");
    assert!(common::panel_footer(&again["data"], 0).starts_with("Bet 2"));

    // A submission in action rows (the layout forms had before labels) reads as well.
    let ask = e.click((ANN, "ann"), &custom_id(&again, "bet-typed"));
    let form = e.send(&ask).await;
    assert_eq!(form["type"], 9, "{form}");
    let form_id = form["data"]["custom_id"].as_str().unwrap().to_string();
    let mut rows = e.click((ANN, "ann"), &form_id);
    rows["type"] = json!(5);
    rows["data"] = json!({ "custom_id": form_id, "components": [
        { "type": 1, "components": [{ "type": 4, "custom_id": "bet", "value": "3" }] }] });
    let rows = e.send(&rows).await;
    assert_eq!(rows["type"], 7, "{rows}");
    assert_eq!(
        common::panel_footer(&rows["data"], 0),
        "Bet 3 · Balance 100 chips"
    );
}

/// `GET` on the endpoint: the status, the content type and the body.
async fn get(e: &Endpoint, path: &str) -> (StatusCode, String, String) {
    let request = HttpRequest::get(path).body(Body::empty()).unwrap();
    let response = e.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .unwrap();
    (
        status,
        content_type,
        String::from_utf8(bytes.to_vec()).unwrap(),
    )
}

/// The value of the sample named exactly `name` (labels included) in a text exposition.
fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
        .and_then(|value| value.split(' ').next()?.parse().ok())
}

#[tokio::test]
async fn metrics_count_interactions_by_kind_and_outcome_in_the_prometheus_format() {
    let mut e = Endpoint::new().await;
    let ping = json!({ "id": "1", "application_id": "2", "type": 1, "token": "t", "version": 1 })
        .to_string();
    assert_eq!(e.post_signed(&ping, None).await.0, StatusCode::OK);
    let badly_signed = e.post_signed(&ping, Some("00".repeat(64))).await;
    assert_eq!(badly_signed.0, StatusCode::UNAUTHORIZED);
    assert_eq!(e.post_signed("[]", None).await.0, StatusCode::BAD_REQUEST);
    let daily = e.command((ANN, "ann"), "daily", json!([]), json!({}));
    e.send(&daily).await;
    let options = json!([{ "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 5 }] }]);
    let start = e.command((ANN, "ann"), "poker", options, json!({}));
    let start = e.send(&start).await;
    let deal = custom_id(&start, "deal");
    let click = e.click((ANN, "ann"), &deal);
    e.send(&click).await;

    let (status, content_type, text) = get(&e, "/metrics").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        content_type.starts_with("application/openmetrics-text"),
        "{content_type}"
    );
    assert!(text.ends_with("# EOF\n"), "{text}");
    let count = |kind: &str, outcome: &str| {
        let name = format!("parlor_interactions_total{{kind=\"{kind}\",outcome=\"{outcome}\"}}");
        sample(&text, &name)
    };
    assert_eq!(count("ping", "answered"), Some(1.0), "{text}");
    assert_eq!(count("unknown", "unauthorized"), Some(1.0), "{text}");
    assert_eq!(count("unknown", "invalid"), Some(1.0), "{text}");
    assert_eq!(count("command", "answered"), Some(2.0), "{text}");
    assert_eq!(count("component", "answered"), Some(1.0), "{text}");
    assert_eq!(count("component", "deferred"), None, "{text}");
    assert_eq!(
        sample(&text, "parlor_interaction_duration_seconds_count"),
        Some(6.0),
        "{text}"
    );
    let every = sample(
        &text,
        "parlor_interaction_duration_seconds_bucket{le=\"+Inf\"}",
    );
    assert_eq!(every, Some(6.0), "{text}");
    assert_eq!(
        sample(&text, "parlor_sweep_lag_seconds"),
        Some(0.0),
        "{text}"
    );
    assert!(
        sample(&text, "parlor_db_pool_connections_idle").is_some(),
        "{text}"
    );
    assert!(
        sample(&text, "parlor_db_pool_connections_in_use").is_some(),
        "{text}"
    );
    for place in ["rehearsed", "taken_from_rehearsal", "in_write"] {
        let name = format!("parlor_engine_calls_total{{where=\"{place}\"}}");
        assert!(sample(&text, &name).is_some(), "{name}: {text}");
    }
    // SQLite's writers take turns in the process: none meets another.
    for outcome in ["again", "gave_up"] {
        let name = format!("parlor_write_conflicts_total{{outcome=\"{outcome}\"}}");
        assert_eq!(sample(&text, &name), Some(0.0), "{name}: {text}");
    }

    // A game 90 seconds past its turn deadline that no sweep has timed out yet.
    let Some(CustomId::Game { game, .. }) = CustomId::parse(&deal) else {
        panic!("a game button")
    };
    let url = format!("sqlite://{}", e._dir.path().join("http.db").display());
    let other = sqlx::SqlitePool::connect(&url).await.unwrap();
    sqlx::query("UPDATE games SET deadline = ? WHERE id = ?")
        .bind(1_800_000_000i64 - 90)
        .bind(game)
        .execute(&other)
        .await
        .unwrap();
    let (_, _, text) = get(&e, "/metrics").await;
    assert_eq!(
        sample(&text, "parlor_sweep_lag_seconds"),
        Some(90.0),
        "{text}"
    );

    // The load tool's summary counts the same interactions.
    let (status, content_type, json) = get(&e, "/metrics.json").await;
    assert_eq!(
        (status, content_type.as_str()),
        (StatusCode::OK, "application/json")
    );
    let summary: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(summary["interactions"], 6, "{summary}");
    assert!(summary["engine_calls"]["rehearsed"].is_u64(), "{summary}");
    assert_eq!(summary["write_conflicts"]["again"], 0, "{summary}");
}

/// The reply's text, whether it came at once or completed an acknowledgement.
async fn answered(e: &Endpoint, response: &Value, calls: usize) -> String {
    if response["type"] == 5 {
        format!("{:?}", calls_of(e, CallKind::EditOriginal, calls).await)
    } else {
        response.to_string()
    }
}

/// `/config log log_channel` through the endpoint, its channel option as Discord sends it
/// (inside the topic's subcommand: the id, and the channel resolved): refused while the process has no way to post (no bot
/// token), nothing changed or queued; then set, the change posted once to the channel, naming
/// the manager and notifying nobody, however often Discord delivers the interaction.
#[tokio::test]
async fn a_log_channel_is_set_through_the_endpoint_and_its_change_posted_once() {
    const LOG: &str = "910000000000000077";
    let mut e = Endpoint::new().await;
    let options = json!([{ "name": "log", "type": 1, "options": [
        { "name": "log_channel", "type": 7, "value": LOG }] }]);
    let resolved = json!({ "channels": { LOG: {
        "id": LOG, "name": "log", "type": 0, "permissions": "3072"
    } } });
    let first = e.command((ANN, "ann"), "config", options.clone(), resolved.clone());
    let refused = e.send(&first).await;
    let text = answered(&e, &refused, 1).await;
    assert!(
        text.contains("cannot be used") && text.contains("without a bot token"),
        "{text}"
    );
    assert!(e.app.store().posts().await.unwrap().is_empty());

    let courier = Arc::new(common::KeptPosts::default());
    e.app.set_courier(courier.clone());
    let set = e.command((ANN, "ann"), "config", options, resolved);
    let shown = e.send(&set).await;
    let text = answered(&e, &shown, 1).await;
    assert!(
        text.contains(&format!("Log channel: **<#{LOG}>**")),
        "{text}"
    );
    // Discord delivers it again: the recorded reply, no second post.
    e.send(&set).await;
    let sent = e.app.send_posts("endpoint").await.unwrap();
    assert_eq!((sent.sent, sent.again, sent.failed), (1, 0, 0));
    let posts = courier.posts.lock().unwrap().clone();
    assert_eq!(posts.len(), 1, "{posts:?}");
    let (channel, body) = &posts[0];
    assert_eq!(channel.to_string(), LOG);
    let content = body["content"].as_str().unwrap_or_default();
    assert!(content.contains(&format!("<@{ANN}>")), "{content}");
    assert!(content.contains(&format!("<#{LOG}>")), "{content}");
    assert_eq!(body["allowed_mentions"], json!({ "parse": [] }));
    assert_eq!(body["enforce_nonce"], true);
    assert!(
        body["nonce"].as_str().is_some_and(|n| n.len() <= 25),
        "{body}"
    );
    assert_eq!(e.app.send_posts("endpoint").await.unwrap().sent, 0);
}

/// `/profile` over the endpoint: Discord takes no file in the HTTP response, so the answer
/// is "thinking…" in the channel, and the card follows as a multipart edit of the original
/// response, its one file the PNG the body's `attachments` and embed name.
#[tokio::test]
async fn a_profile_card_is_deferred_then_sent_as_a_file() {
    let mut e = Endpoint::new().await;
    let daily = e.command((ANN, "ann"), "daily", json!([]), json!({}));
    e.send(&daily).await;
    let before = e.discord.calls().len();
    let profile = e.command((ANN, "ann"), "profile", json!([]), json!({}));
    let answered = e.send(&profile).await;
    assert_eq!(answered, json!({ "type": 5 }), "public thinking, no file");
    let calls = e.discord_calls(before + 1).await;
    let Call::EditOriginal { token, body, files } = &calls[before] else {
        panic!("{:?}", &calls[before..])
    };
    assert_eq!(token, &format!("tok-{}", profile["id"].as_str().unwrap()));
    assert!(
        common::original_errors(body).is_empty(),
        "{:?}",
        common::original_errors(body)
    );
    assert_eq!(body["attachments"][0]["id"], "0");
    assert_eq!(body["attachments"][0]["filename"], "profile.png");
    assert_eq!(common::panel_image(body, 0), "attachment://profile.png");
    assert_eq!(files.len(), 1);
    assert_eq!(files[0].filename, "profile.png");
    let png = tiny_skia::Pixmap::decode_png(&files[0].bytes).expect("a PNG");
    assert_eq!((png.width(), png.height()), (960, 480));
}

/// The server's rules through the endpoint, each as Discord delivers it: `/config channels
/// allow:#casino` (a subcommand, its channel resolved), then `/poker video` in another
/// channel is refused privately naming #casino, and starts in #casino; `/config currency`
/// renames the chips with an emoji, which `/balance` shows.
#[tokio::test]
async fn server_rules_are_set_and_kept_through_the_endpoint() {
    const CASINO: &str = "910000000000000088";
    let mut e = Endpoint::new().await;
    let allow = json!([{ "name": "channels", "type": 1, "options": [
        { "name": "allow", "type": 7, "value": CASINO }] }]);
    let resolved = json!({ "channels": { CASINO: {
        "id": CASINO, "name": "casino", "type": 0, "permissions": "3072"
    } } });
    let set = e.command((ANN, "ann"), "config", allow, resolved);
    let set = e.send(&set).await;
    let text = answered(&e, &set, 1).await;
    assert!(text.contains(&format!("<#{CASINO}>")), "{text}");

    let video = json!([{ "name": "video", "type": 1, "options": [] }]);
    let elsewhere = e.command((BEN, "ben"), "poker", video.clone(), json!({}));
    let refused = e.send(&elsewhere).await;
    assert_eq!(refused["type"], 4, "{refused}");
    assert!(common::is_private(&refused["data"]), "private: {refused}");
    assert!(
        refused
            .to_string()
            .contains(&format!("played in <#{CASINO}>")),
        "{refused}"
    );
    let mut there = e.command((BEN, "ben"), "poker", video, json!({}));
    there["channel_id"] = json!(CASINO);
    let started = e.send(&there).await;
    assert!(started.to_string().contains("deal"), "{started}");

    let currency = json!([{ "name": "currency", "type": 1, "options": [
        { "name": "currency_name", "type": 3, "value": "Gold" },
        { "name": "currency_emoji", "type": 3, "value": "🪙" },
        { "name": "currency_one", "type": 3, "value": "coin" },
        { "name": "currency_other", "type": 3, "value": "coins" }] }]);
    let renamed = e.command((ANN, "ann"), "config", currency, json!({}));
    let renamed = e.send(&renamed).await;
    answered(&e, &renamed, 2).await;
    let balance = e.command((BEN, "ben"), "balance", json!([]), json!({}));
    let balance = e.send(&balance).await;
    assert!(balance.to_string().contains("🪙 100 coins"), "{balance}");
}

/// Responsible play through the endpoint, each command as Discord delivers it: `/limits
/// loss:3` is shown privately, and a `/poker video bet:5` that could lose past it is
/// refused privately with what is left; `/selfexclude for:7d` asks privately, its Confirm
/// (a button press) excludes, and a `/blackjack play bet:10` is then refused privately,
/// saying until when. No chip moves.
#[tokio::test]
async fn limits_and_an_exclusion_hold_through_the_endpoint() {
    let mut e = Endpoint::new().await;
    let set = e.command(
        (BEN, "ben"),
        "limits",
        json!([{ "name": "loss", "type": 4, "value": 3 }]),
        json!({}),
    );
    let set = e.send(&set).await;
    assert_eq!(set["type"], 4, "{set}");
    assert!(common::is_private(&set["data"]), "{set}");
    assert!(
        description(&set).contains("Loss limit: 3 chips in 24 hours"),
        "{set}"
    );
    let video = json!([{ "name": "video", "type": 1, "options": [
        { "name": "bet", "type": 4, "value": 5 }] }]);
    let past = e.command((BEN, "ben"), "poker", video, json!({}));
    let past = e.send(&past).await;
    assert!(common::is_private(&past["data"]), "private: {past}");
    assert!(
        description(&past).contains("24-hour loss limit (3): you can stake 3 more"),
        "{past}"
    );

    let asked = e.command(
        (ANN, "ann"),
        "selfexclude",
        json!([{ "name": "for", "type": 3, "value": "7d" }]),
        json!({}),
    );
    let asked = e.send(&asked).await;
    assert!(common::is_private(&asked["data"]), "private: {asked}");
    let confirm = common::custom_ids(&asked["data"])
        .into_iter()
        .find(
            |id| matches!(CustomId::parse(id), Some(CustomId::Exclusion(button)) if button.confirm),
        )
        .unwrap_or_else(|| panic!("no Confirm in {asked}"));
    let pressed = e.click((ANN, "ann"), &confirm);
    let done = e.send(&pressed).await;
    assert_eq!(done["type"], 7, "the question is updated: {done}");
    let until = 1_800_000_000 + 7 * 86_400;
    assert!(
        description(&done).contains(&format!("you can't wager until <t:{until}:f>")),
        "{done}"
    );
    let play = json!([{ "name": "play", "type": 1, "options": [
        { "name": "bet", "type": 4, "value": 10 }] }]);
    let bet = e.command((ANN, "ann"), "blackjack", play, json!({}));
    let refused = e.send(&bet).await;
    assert!(common::is_private(&refused["data"]), "private: {refused}");
    assert!(
        description(&refused).contains(&format!("You have stopped wagering until <t:{until}:f>")),
        "{refused}"
    );
    let balance = e.command((ANN, "ann"), "balance", json!([]), json!({}));
    let balance = e.send(&balance).await;
    assert!(balance.to_string().contains("100 chips"), "{balance}");
}

// Playing anywhere: the member's own install in their DM with Parlor, in a group DM and in a
// server that has not added Parlor, beside the server that has.

/// A server that has not added Parlor, its #general, a group DM, and a third member.
const GUEST: &str = "930000000000000000";
const GUEST_CHANNEL: &str = "930000000000000001";
const GROUP: &str = "940000000000000000";
const CAL: &str = "800000000000000003";
/// Discord's Use External Apps permission, and Manage Server.
const EXTERNAL_APPS: u64 = 1 << 50;
const MANAGE_SERVER: u64 = 32;

/// Where an interaction comes from, as Discord describes it.
#[derive(Clone, Copy, Debug)]
enum Origin {
    /// The server that added Parlor: its install authorises, the member's own beside it or
    /// not.
    Hosting { member_installed: bool },
    /// The member's DM with Parlor: no server, no member, the user at the top.
    Dm,
    /// The group DM, by the member's own install.
    Group,
    /// The server that has not added Parlor, the member's permissions there.
    Guest(u64),
}

/// The DM channel of `member` with Parlor.
fn dm_channel(member: &str) -> String {
    format!("95{}", &member[2..])
}

/// `interaction` as Discord sends it from `origin`, by `who`.
fn from(mut interaction: Value, who: (&str, &str), origin: Origin) -> Value {
    let o = interaction.as_object_mut().unwrap();
    let (context, channel, kind, owners) = match origin {
        Origin::Hosting { member_installed } => {
            let owners = if member_installed {
                json!({ "0": GUILD, "1": who.0 })
            } else {
                json!({ "0": GUILD })
            };
            (0, CHANNEL.to_string(), 0, owners)
        }
        Origin::Dm => (1, dm_channel(who.0), 1, json!({ "1": who.0 })),
        Origin::Group => (2, GROUP.to_string(), 3, json!({ "1": who.0 })),
        Origin::Guest(_) => (0, GUEST_CHANNEL.to_string(), 0, json!({ "1": who.0 })),
    };
    match origin {
        Origin::Hosting { .. } => {}
        Origin::Dm | Origin::Group => {
            o.remove("guild_id");
            o.remove("member");
            o.insert("user".into(), user(who.0, who.1));
        }
        Origin::Guest(permissions) => {
            o.insert("guild_id".into(), json!(GUEST));
            o.insert(
                "member".into(),
                member(who.0, who.1, &permissions.to_string()),
            );
        }
    }
    o.insert("context".into(), json!(context));
    o.insert("authorizing_integration_owners".into(), owners);
    o.insert("channel_id".into(), json!(channel));
    o.insert("channel".into(), json!({ "id": channel, "type": kind }));
    if let Some(message) = o.get_mut("message") {
        message["channel_id"] = json!(channel);
    }
    interaction
}

impl Endpoint {
    fn command_from(
        &mut self,
        who: (&str, &str),
        name: &str,
        options: Value,
        origin: Origin,
    ) -> Value {
        let command = self.command(who, name, options, json!({}));
        from(command, who, origin)
    }

    fn click_from(&mut self, who: (&str, &str), custom_id: &str, origin: Origin) -> Value {
        let click = self.click(who, custom_id);
        from(click, who, origin)
    }

    /// The balance of `member`'s wallet on server `guild` (0: their own), if they have one.
    async fn wallet(&self, guild: u64, member: &str) -> Option<i64> {
        let mut tx = self.app.store().begin().await.unwrap();
        let wallet = tx
            .existing_wallet(guild, member.parse().unwrap())
            .await
            .unwrap();
        tx.commit().await.unwrap();
        wallet.map(|w| w.balance)
    }
}

fn guild_id() -> u64 {
    GUILD.parse().unwrap()
}

/// `/poker video bet:<bet>`'s options.
fn video(bet: i64) -> Value {
    json!([{ "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": bet }] }])
}

/// Whether a response is a message only its member sees.
fn private(response: &Value) -> bool {
    common::is_private(&response["data"])
}

/// The game a response's buttons name.
fn game_of(response: &Value) -> i64 {
    let any = common::custom_ids(&response["data"])
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("a button: {response}"));
    match CustomId::parse(&any) {
        Some(CustomId::Game { game, .. }) => game,
        other => panic!("{other:?}"),
    }
}

/// In their DM with Parlor (no server, no member, their own install), a member claims
/// `/daily` and plays a whole hand of video poker: every chip moves in their own wallet,
/// the server's is never made, the dealt board says when its turn times out, and no other
/// message is edited.
#[tokio::test]
async fn a_member_plays_video_poker_in_their_dm_from_their_own_wallet() {
    let mut e = Endpoint::new().await;
    let dm = Origin::Dm;
    let daily = e.command_from((ANN, "ann"), "daily", json!([]), dm);
    let daily = e.send(&daily).await;
    assert_eq!(daily["type"], 4);
    assert!(!private(&daily), "{daily}");
    assert!(description(&daily).contains("+50 chips"), "{daily}");
    assert_eq!(e.wallet(0, ANN).await, Some(150));

    let start = e.command_from((ANN, "ann"), "poker", video(5), dm);
    let start = e.send(&start).await;
    assert_eq!(
        common::panel_footer(&start["data"], 0),
        "Bet 5 · Balance 150 chips"
    );
    let game = game_of(&start);
    let row = e.app.store().find_game(game).await.unwrap().unwrap();
    assert_eq!(row.guild_id, 0, "played from the own wallets");
    let deal = e.click_from((ANN, "ann"), &custom_id(&start, "deal"), dm);
    let dealt = e.send(&deal).await;
    assert_eq!(dealt["type"], 7, "{dealt}");
    assert_eq!(common::footer_balance(&dealt), 145);
    assert_eq!(e.wallet(0, ANN).await, Some(145));
    let deadline = e
        .app
        .store()
        .find_game(game)
        .await
        .unwrap()
        .unwrap()
        .deadline
        .expect("a dealt hand's deadline");
    assert!(
        description(&dealt).contains(&format!(
            "⏳ Without a move, the game times out <t:{deadline}:R>."
        )),
        "{dealt}"
    );
    let draw = e.click_from((ANN, "ann"), &custom_id(&dealt, "draw"), dm);
    let drawn = e.send(&draw).await;
    assert_eq!(drawn["type"], 7, "{drawn}");
    assert!(custom_id(&drawn, "deal").ends_with(":deal"), "settled");
    let paid = e.wallet(0, ANN).await.expect("the own wallet");
    assert_eq!(common::footer_balance(&drawn), paid);
    assert!(paid >= 145, "a payout is never negative: {paid}");
    assert_eq!(e.wallet(guild_id(), ANN).await, None, "no server's wallet");
    let (ledger, balances) = e.app.store().audit().await.unwrap();
    assert_eq!(ledger, balances);
    assert!(
        !e.discord
            .calls()
            .iter()
            .any(|c| matches!(c, Call::EditMessage { .. })),
        "{:?}",
        e.discord.calls()
    );
}

/// A member's own wallet is one wallet: the DM's chips are the ones `/balance` shows in a
/// server that has not added Parlor (privately where they lack Use External Apps); a server
/// that has added it, authorising alone or beside the member's install, shows its own.
#[tokio::test]
async fn the_own_wallet_is_the_same_everywhere_but_in_a_hosting_server() {
    let mut e = Endpoint::new().await;
    let daily = e.command_from((ANN, "ann"), "daily", json!([]), Origin::Dm);
    e.send(&daily).await;
    for (origin, private_there) in [
        (Origin::Guest(EXTERNAL_APPS), false),
        (Origin::Guest(EXTERNAL_APPS | MANAGE_SERVER), false),
        (Origin::Guest(0), true),
        (Origin::Group, false),
        (Origin::Dm, false),
    ] {
        let balance = e.command_from((ANN, "ann"), "balance", json!([]), origin);
        let balance = e.send(&balance).await;
        assert!(
            description(&balance).contains("You have 150 chips"),
            "{origin:?}: {balance}"
        );
        assert_eq!(private(&balance), private_there, "{origin:?}: {balance}");
    }
    for member_installed in [false, true] {
        let balance = e.command_from(
            (ANN, "ann"),
            "balance",
            json!([]),
            Origin::Hosting { member_installed },
        );
        let balance = e.send(&balance).await;
        assert!(
            description(&balance).contains("You have 100 chips"),
            "{member_installed}: {balance}"
        );
    }
    assert_eq!(e.wallet(guild_id(), ANN).await, Some(100));
    assert_eq!(e.wallet(0, ANN).await, Some(150));
    // No wallet is kept for the guest server: it has no economy.
    assert_eq!(e.wallet(GUEST.parse().unwrap(), ANN).await, None);
}

/// The Blackjack table's custom_id for `mv` at the game's current version, and its state.
async fn table_now(e: &Endpoint, game: i64) -> (i64, parlor::engine::blackjack::Blackjack) {
    let row = e.app.store().find_game(game).await.unwrap().unwrap();
    (row.version, serde_json::from_str(&row.state).unwrap())
}

/// A Blackjack table in a group DM, each interaction carrying its own member's install: the
/// opener opens it, a friend joins, the opener starts it, and both play the round out. Each
/// is paid from and to their own wallet; the ledger balances; the group's leaderboard lists
/// the two of them and not a member who played only in their own DM.
#[tokio::test]
async fn a_blackjack_table_in_a_group_dm_pays_each_from_their_own_wallet() {
    use parlor::engine::GameKind;
    use parlor::engine::table::TableAction;
    let mut e = Endpoint::new().await;
    let group = Origin::Group;
    let daily = e.command_from((CAL, "cal"), "daily", json!([]), Origin::Dm);
    e.send(&daily).await;
    let table = json!([{ "name": "table", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 10 }] }]);
    let open = e.command_from((ANN, "ann"), "blackjack", table, group);
    let opened = e.send(&open).await;
    assert_eq!(opened["type"], 4, "{opened}");
    assert!(!private(&opened), "{opened}");
    let game = game_of(&opened);
    let join = e.click_from((BEN, "ben"), &custom_id(&opened, "join"), group);
    let joined = e.send(&join).await;
    assert_eq!(joined["type"], 7, "{joined}");
    let start = e.click_from((ANN, "ann"), &custom_id(&joined, "start"), group);
    let started = e.send(&start).await;
    assert_eq!(started["type"], 7, "{started}");
    let players = [(0, (ANN, "ann")), (1, (BEN, "ben"))];
    for _ in 0..20 {
        let (version, state) = table_now(&e, game).await;
        let Some(round) = state.play().and_then(|t| t.round.clone()) else {
            break;
        };
        let Some(seat) = round.to_act() else { break };
        let who = players.iter().find(|(s, _)| *s == seat).unwrap().1;
        let mv = common::blackjack_standing(&round);
        let id = CustomId::game(GameKind::Blackjack, game, version, &TableAction::Play(mv));
        let click = e.click_from(who, &id, group);
        let played = e.send(&click).await;
        assert_eq!(played["type"], 7, "{played}");
    }
    let (_, state) = table_now(&e, game).await;
    let table = state.play().expect("the table plays on");
    assert!(
        !table.in_round() && table.rounds == 1,
        "the round played out"
    );
    assert_eq!(e.wallet(0, ANN).await, Some(100 + table.net_of(0)));
    assert_eq!(e.wallet(0, BEN).await, Some(100 + table.net_of(1)));
    for member in [ANN, BEN, CAL] {
        assert_eq!(e.wallet(guild_id(), member).await, None, "{member}");
    }
    let (ledger, balances) = e.app.store().audit().await.unwrap();
    assert_eq!(ledger, balances);
    assert!(e.app.store().check_ledger().await.unwrap().is_empty());

    let board = e.command_from((BEN, "ben"), "leaderboard", json!([]), group);
    let board = e.send(&board).await;
    let said = parlor::view::layout::text_of(&board["data"]);
    let named: std::collections::BTreeSet<&str> = regex::Regex::new(r"<@(\d+)>")
        .unwrap()
        .captures_iter(&said)
        .map(|c| c.get(1).unwrap().as_str())
        .collect();
    assert_eq!(
        named,
        [ANN, BEN].into(),
        "exactly the group's players: {said}"
    );
}

/// In a server that has not added Parlor, a member without Use External Apps: a solo game's
/// reply comes back private and plays on, and a table is refused in its own words, changing
/// nothing; a member holding it there sees the game in public.
#[tokio::test]
async fn without_use_external_apps_a_game_is_private_and_a_table_refused() {
    let mut e = Endpoint::new().await;
    let hidden = Origin::Guest(0);
    let start = e.command_from((ANN, "ann"), "poker", video(5), hidden);
    let start = e.send(&start).await;
    assert_eq!(start["type"], 4);
    assert!(private(&start), "{start}");
    let deal = e.click_from((ANN, "ann"), &custom_id(&start, "deal"), hidden);
    let dealt = e.send(&deal).await;
    assert_eq!(dealt["type"], 7, "{dealt}");
    let (games, wallet) = (
        e.app.store().open_games_raw().await.unwrap().len(),
        e.wallet(0, ANN).await,
    );
    let table = json!([{ "name": "table", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 10 }] }]);
    let open = e.command_from((ANN, "ann"), "blackjack", table, hidden);
    let refused = e.send(&open).await;
    assert!(private(&refused), "{refused}");
    assert!(
        description(&refused).contains("nobody else would see your moves at a table here"),
        "{refused}"
    );
    assert_eq!(
        (
            e.app.store().open_games_raw().await.unwrap().len(),
            e.wallet(0, ANN).await
        ),
        (games, wallet),
        "nothing opened, nothing taken"
    );
    let start = e.command_from(
        (BEN, "ben"),
        "poker",
        video(5),
        Origin::Guest(EXTERNAL_APPS),
    );
    let start = e.send(&start).await;
    assert!(!private(&start), "{start}");
    assert!(custom_id(&start, "deal").ends_with(":deal"));
}

/// `/give` belongs to the servers that added Parlor: refused in a DM and in a guest server,
/// privately, moving nothing. A member holding Manage Server in a guest server manages no
/// wallet: they cannot stop another member wagering there.
#[tokio::test]
async fn gifts_and_a_managers_exclusion_are_refused_outside_a_hosting_server() {
    let mut e = Endpoint::new().await;
    let daily = e.command_from((ANN, "ann"), "daily", json!([]), Origin::Dm);
    e.send(&daily).await;
    let balance = e.command_from((BEN, "ben"), "balance", json!([]), Origin::Dm);
    e.send(&balance).await;
    let options = json!([{ "name": "user", "type": 6, "value": BEN }, { "name": "amount", "type": 4, "value": 12 }]);
    let resolved = json!({ "users": { BEN: user(BEN, "ben") } });
    for origin in [
        Origin::Dm,
        Origin::Group,
        Origin::Guest(EXTERNAL_APPS | MANAGE_SERVER),
    ] {
        let give = e.command((ANN, "ann"), "give", options.clone(), resolved.clone());
        let give = from(give, (ANN, "ann"), origin);
        let refused = e.send(&give).await;
        assert!(private(&refused), "{origin:?}: {refused}");
        assert!(
            description(&refused).contains("This command belongs to the servers that added Parlor"),
            "{origin:?}: {refused}"
        );
    }
    assert_eq!(
        (e.wallet(0, ANN).await, e.wallet(0, BEN).await),
        (Some(150), Some(100))
    );
    assert_eq!(e.wallet(guild_id(), BEN).await, None);

    let exclude = json!([{ "name": "for", "type": 3, "value": "7d" }, { "name": "user", "type": 6, "value": BEN }]);
    let resolved = json!({ "users": { BEN: user(BEN, "ben") } });
    let asked = e.command((ANN, "ann"), "selfexclude", exclude, resolved);
    let asked = from(
        asked,
        (ANN, "ann"),
        Origin::Guest(EXTERNAL_APPS | MANAGE_SERVER),
    );
    let refused = e.send(&asked).await;
    assert!(
        description(&refused).contains("Only a server manager can stop another member wagering"),
        "{refused}"
    );
    assert!(
        parlor::view::layout::controls(&refused["data"]).is_empty(),
        "no Confirm: {refused}"
    );
    let start = e.command_from((BEN, "ben"), "poker", video(5), Origin::Dm);
    let start = e.send(&start).await;
    assert!(custom_id(&start, "deal").ends_with(":deal"), "{start}");
}

/// A form sent back names no owners (as serenity reads it): the message its button was on
/// says where it was made. In a server that has not added Parlor, the bet typed in video
/// poker's form is set on the member's own machine; the same form from a message that names
/// no interaction is taken for the server's own, where the machine is not Parlor's.
#[tokio::test]
async fn a_form_plays_where_the_message_it_came_from_was_made() {
    let mut e = Endpoint::new().await;
    let guest = Origin::Guest(EXTERNAL_APPS);
    let start = e.command_from((ANN, "ann"), "poker", video(1), guest);
    let start = e.send(&start).await;
    let ask = e.click_from((ANN, "ann"), &custom_id(&start, "bet-typed"), guest);
    let form = e.send(&ask).await;
    assert_eq!(form["type"], 9, "{form}");
    let form_id = form["data"]["custom_id"].as_str().unwrap().to_string();
    let submit = |e: &mut Endpoint, made_by: Option<Value>| {
        let mut submit = e.click_from((ANN, "ann"), &form_id, guest);
        submit["type"] = json!(5);
        submit["data"] = json!({ "custom_id": form_id, "components": [
            { "type": 18, "component": { "type": 4, "custom_id": "bet", "value": "2" } }] });
        if let Some(owners) = made_by {
            submit["message"]["interaction_metadata"] = json!({
                "id": "1200000000000000001", "type": 2, "user": user(ANN, "ann"),
                "authorizing_integration_owners": owners
            });
        }
        submit
            .as_object_mut()
            .unwrap()
            .remove("authorizing_integration_owners");
        submit
    };
    let unplaced = submit(&mut e, None);
    let unplaced = e.send(&unplaced).await;
    assert!(private(&unplaced), "{unplaced}");
    let placed = submit(&mut e, Some(json!({ "1": ANN })));
    let placed = e.send(&placed).await;
    assert_eq!(placed["type"], 7, "{placed}");
    assert_eq!(
        common::panel_footer(&placed["data"], 0),
        "Bet 2 · Balance 100 chips"
    );
}

/// Registration: the games and a member's own commands are installed to servers and to
/// members (integration_types 0 and 1) and used in servers, Parlor's DMs and private
/// channels (contexts 0, 1, 2); the servers' economy (/give, /season, /config, /audit) only
/// installed to and used in servers.
#[test]
fn registration_says_where_each_command_is_installed_and_used() {
    parlor::testing::registry();
    let registered = parlor::discord::registration();
    let registered = registered.as_array().unwrap();
    let anywhere = [
        "poker",
        "yahtzee",
        "solitaire",
        "cascade",
        "blackjack",
        "balance",
        "daily",
        "leaderboard",
        "stats",
        "achievements",
        "profile",
        "selfexclude",
        "limits",
        "help",
    ];
    let hosting = ["give", "season", "config", "audit"];
    assert_eq!(registered.len(), anywhere.len() + hosting.len());
    for command in registered {
        let name = command["name"].as_str().unwrap();
        let (installs, contexts) = if anywhere.contains(&name) {
            (json!([0, 1]), json!([0, 1, 2]))
        } else {
            assert!(hosting.contains(&name), "{name}");
            (json!([0]), json!([0]))
        };
        assert_eq!(command["integration_types"], installs, "{name}");
        assert_eq!(command["contexts"], contexts, "{name}");
    }
}
