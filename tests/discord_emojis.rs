//! `parlor emojis sync` against a stand-in for Discord's application-emoji API: it keeps the
//! application's emojis as Discord would, answers in Discord's own schemas (checked here
//! against Discord's OpenAPI document), records every call, and rate limits on demand with
//! a 429 and `Retry-After`, as Discord does.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get};
use parlor::discord::emojis::{EmojiClient, SyncReport, sync};
use parlor::store::Store;
use parlor::testing::{TestDatabase, discord_spec};
use parlor::view::emoji::{self, Emoji};
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const APP: u64 = 1_200_000_000_000_000_001;
const TOKEN: &str = "test-token";

/// One call the stand-in saw.
#[derive(Debug, Clone)]
struct Seen {
    method: &'static str,
    path: String,
    at: Instant,
    /// What it answered.
    status: u16,
}

/// One emoji on the stand-in application.
#[derive(Debug, Clone)]
struct Held {
    id: u64,
    name: String,
    /// The PNG uploaded.
    png: Vec<u8>,
}

#[derive(Default)]
struct Discord {
    emojis: Vec<Held>,
    next_id: u64,
    calls: Vec<Seen>,
    /// The next this-many uploads are answered 429, asking for this wait.
    limit_uploads: Option<(usize, f64)>,
    /// Uploads fail with Discord's 500.
    failing_uploads: bool,
    /// A listing says its bucket is spent for this many seconds.
    spent_after_list: Option<f64>,
}

type Shared = Arc<Mutex<Discord>>;

/// Notes a call and what it was answered.
fn record(d: &mut Discord, method: &'static str, path: String, status: u16) {
    d.calls.push(Seen {
        method,
        path,
        at: Instant::now(),
        status,
    });
}

fn lock(d: &Shared) -> std::sync::MutexGuard<'_, Discord> {
    d.lock().unwrap_or_else(|p| p.into_inner())
}

fn emoji_json(e: &Held) -> Value {
    json!({
        "id": e.id.to_string(),
        "name": e.name,
        "roles": [],
        "require_colons": true,
        "managed": false,
        "animated": false,
        "available": true,
    })
}

/// A JSON answer, as Discord gives them.
fn answer(status: StatusCode, body: &Value) -> Response {
    (
        status,
        [("content-type", "application/json")],
        body.to_string(),
    )
        .into_response()
}

fn error(status: StatusCode, code: u64, message: &str) -> Response {
    answer(status, &json!({ "code": code, "message": message }))
}

fn authorised(headers: &HeaderMap) -> bool {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {TOKEN}"))
}

async fn list(State(d): State<Shared>, Path(app): Path<u64>, headers: HeaderMap) -> Response {
    let mut d = lock(&d);
    let status = if !authorised(&headers) {
        401
    } else if app != APP {
        404
    } else {
        200
    };
    record(&mut d, "GET", format!("/applications/{app}/emojis"), status);
    match status {
        200 => {
            let listed = answer(
                StatusCode::OK,
                &json!({ "items": d.emojis.iter().map(emoji_json).collect::<Vec<_>>() }),
            );
            match d.spent_after_list {
                Some(after) => (
                    [
                        ("x-ratelimit-limit", "5".to_string()),
                        ("x-ratelimit-remaining", "0".to_string()),
                        ("x-ratelimit-reset-after", format!("{after}")),
                    ],
                    listed,
                )
                    .into_response(),
                None => listed,
            }
        }
        401 => error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized"),
        _ => error(StatusCode::NOT_FOUND, 10002, "Unknown Application"),
    }
}

async fn create(
    State(d): State<Shared>,
    Path(app): Path<u64>,
    headers: HeaderMap,
    body: String,
) -> Response {
    let body: Value = serde_json::from_str(&body).unwrap_or(Value::Null);
    let mut d = lock(&d);
    let path = format!("/applications/{app}/emojis");
    let seen = |status: u16, d: &mut Discord| record(d, "POST", path.clone(), status);
    if !authorised(&headers) || app != APP {
        seen(401, &mut d);
        return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
    }
    if let Some((left, wait)) = d.limit_uploads
        && left > 0
    {
        d.limit_uploads = Some((left - 1, wait));
        seen(429, &mut d);
        let body = json!({
            "message": "You are being rate limited.",
            "retry_after": wait / 10.0,
            "global": false,
            "code": 0,
        });
        let errors = validate("RatelimitedResponse", &body);
        assert!(errors.is_empty(), "{errors:?}");
        return (
            StatusCode::TOO_MANY_REQUESTS,
            [
                ("retry-after", format!("{wait}")),
                ("x-ratelimit-scope", "user".to_string()),
                ("content-type", "application/json".to_string()),
            ],
            body.to_string(),
        )
            .into_response();
    }
    if d.failing_uploads {
        seen(500, &mut d);
        return error(
            StatusCode::INTERNAL_SERVER_ERROR,
            0,
            "500: Internal Server Error",
        );
    }
    // The request as Discord's document has it: a name of 2 to 32 characters, and the
    // picture as a data URI (a PNG under 256 KiB).
    let name = body["name"].as_str().unwrap_or_default().to_string();
    let png = body["image"]
        .as_str()
        .and_then(|i| i.strip_prefix("data:image/png;base64,"))
        .and_then(base64_decode);
    let good_name = Emoji::valid_name(&name);
    let taken = d.emojis.iter().any(|e| e.name == name);
    match png {
        Some(png) if good_name && !taken && png.len() < emoji::MAX_BYTES => {
            seen(201, &mut d);
            d.next_id += 1;
            let held = Held {
                id: 1_300_000_000_000_000_000 + d.next_id,
                name,
                png,
            };
            let made = emoji_json(&held);
            d.emojis.push(held);
            answer(StatusCode::CREATED, &made)
        }
        _ => {
            seen(400, &mut d);
            error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body")
        }
    }
}

async fn remove(
    State(d): State<Shared>,
    Path((app, id)): Path<(u64, u64)>,
    headers: HeaderMap,
) -> Response {
    let mut d = lock(&d);
    let before = d.emojis.len();
    let allowed = authorised(&headers) && app == APP;
    if allowed {
        d.emojis.retain(|e| e.id != id);
    }
    let status = match (allowed, d.emojis.len() < before) {
        (false, _) => 401,
        (true, true) => 204,
        (true, false) => 404,
    };
    record(
        &mut d,
        "DELETE",
        format!("/applications/{app}/emojis/{id}"),
        status,
    );
    match status {
        204 => StatusCode::NO_CONTENT.into_response(),
        401 => error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized"),
        _ => error(StatusCode::NOT_FOUND, 10014, "Unknown Emoji"),
    }
}

async fn me(State(d): State<Shared>, headers: HeaderMap) -> Response {
    let mut d = lock(&d);
    record(&mut d, "GET", "/oauth2/applications/@me".into(), 200);
    if !authorised(&headers) {
        return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
    }
    answer(
        StatusCode::OK,
        &json!({ "id": APP.to_string(), "name": "Parlor" }),
    )
}

/// The stand-in, serving on a port of its own; its base URL is `…/api/v10`.
async fn stand_in() -> (String, Shared) {
    let shared: Shared = Arc::default();
    let app = axum::Router::new()
        .route("/api/v10/applications/{app}/emojis", get(list).post(create))
        .route("/api/v10/applications/{app}/emojis/{id}", delete(remove))
        .route("/api/v10/oauth2/applications/@me", get(me))
        .with_state(shared.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (format!("http://{address}/api/v10"), shared)
}

fn validate(schema: &str, body: &Value) -> Vec<String> {
    let spec = discord_spec();
    let wrapper = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$ref": format!("#/components/schemas/{schema}"),
        "components": spec["components"],
    });
    let validator = jsonschema::validator_for(&wrapper).unwrap();
    validator.iter_errors(body).map(|e| e.to_string()).collect()
}

/// Standard base64, decoded by hand: an independent reading of what was uploaded.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let bytes = text.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(bytes.len() * 3 / 4);
    for chunk in bytes.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        let take = chunk.len().checked_sub(1)?;
        out.extend_from_slice(&n.to_be_bytes()[1..1 + take]);
    }
    Some(out)
}

fn calls(d: &Shared, method: &str) -> Vec<Seen> {
    lock(d)
        .calls
        .iter()
        .filter(|c| c.method == method)
        .cloned()
        .collect()
}

fn clear_calls(d: &Shared) {
    lock(d).calls.clear();
}

async fn run(client: &EmojiClient, store: &Store, set: &[Emoji]) -> SyncReport {
    sync(client, store, set, 1_800_000_000).await.expect("sync")
}

#[test]
fn the_stand_in_answers_in_discords_schemas() {
    let held = Held {
        id: 1_300_000_000_000_000_001,
        name: "c_qh".into(),
        png: Vec::new(),
    };
    assert!(validate("EmojiResponse", &emoji_json(&held)).is_empty());
    let listed = json!({ "items": [emoji_json(&held)] });
    assert!(validate("ListApplicationEmojisResponse", &listed).is_empty());
    // And the schemas do refuse: an emoji without its id.
    assert!(!validate("EmojiResponse", &json!({ "name": "c_qh" })).is_empty());
    assert_eq!(base64_decode("UGFybG9y"), Some(b"Parlor".to_vec()));
    assert_eq!(base64_decode("UGFybG8="), Some(b"Parlo".to_vec()));
}

#[tokio::test]
async fn a_first_sync_uploads_everything_and_a_second_changes_nothing() {
    let (base, discord) = stand_in().await;
    let db = TestDatabase::sqlite();
    let store = db.open().await;
    // The application has emojis of its own: never Parlor's to touch.
    {
        let mut d = lock(&discord);
        for (i, name) in ["party_parrot", "c_zz", "dice"].into_iter().enumerate() {
            d.emojis.push(Held {
                id: 1_100_000_000_000_000_000 + i as u64,
                name: name.into(),
                png: vec![1, 2, 3],
            });
        }
    }
    // The application's id is asked of Discord when it is not configured.
    let client = EmojiClient::new(&base, TOKEN, None).unwrap();
    let set = parlor::testing::registry().emojis();
    let first = run(&client, &store, &set).await;
    assert_eq!(first.uploaded.len(), set.len(), "{first}");
    assert!(first.replaced.is_empty() && first.deleted.is_empty());
    assert_eq!(first.others, 3);
    assert!(first.changed());
    // Discord holds every picture as drawn, and the map its ids.
    let kept = store.emojis().await.unwrap();
    assert_eq!(kept.len(), set.len());
    {
        let d = lock(&discord);
        for e in &set {
            let held = d.emojis.iter().find(|h| h.name == e.name).unwrap();
            assert_eq!(held.png, e.png, "{}", e.name);
            let mapped = kept.iter().find(|k| k.name == e.name).unwrap();
            assert_eq!((mapped.id, mapped.hash.clone()), (held.id, e.hash()));
        }
        assert!(d.calls.iter().all(|c| c.status < 300), "{:?}", d.calls);
    }
    assert!(calls(&discord, "DELETE").is_empty());

    clear_calls(&discord);
    let second = run(&client, &store, &set).await;
    assert_eq!(second.unchanged, set.len(), "{second}");
    assert!(!second.changed(), "{second}");
    assert!(calls(&discord, "POST").is_empty() && calls(&discord, "DELETE").is_empty());
    assert_eq!(lock(&discord).emojis.len(), set.len() + 3);
    // The others are as they were.
    for name in ["party_parrot", "c_zz", "dice"] {
        assert!(lock(&discord).emojis.iter().any(|e| e.name == name));
    }
}

#[tokio::test]
async fn a_changed_drawing_is_replaced_and_a_stale_one_deleted() {
    let (base, discord) = stand_in().await;
    let db = TestDatabase::sqlite();
    let store = db.open().await;
    let client = EmojiClient::new(&base, TOKEN, Some(APP)).unwrap();
    // An earlier release drew one more emoji.
    let mut earlier = parlor::testing::registry().emojis();
    let retired = Emoji {
        name: "c_joker".into(),
        png: earlier[0].png.clone(),
    };
    earlier.push(retired.clone());
    run(&client, &store, &earlier).await;
    lock(&discord).emojis.push(Held {
        id: 1_100_000_000_000_000_000,
        name: "party_parrot".into(),
        png: vec![9],
    });
    let old_queen = store
        .emojis()
        .await
        .unwrap()
        .into_iter()
        .find(|k| k.name == "c_qh")
        .unwrap();

    // This release redraws the queen of hearts and no longer draws the joker.
    let mut set = parlor::testing::registry().emojis();
    let queen = set.iter_mut().find(|e| e.name == "c_qh").unwrap();
    queen.png = set_last_byte(&queen.png);
    let new_png = queen.png.clone();
    clear_calls(&discord);
    let report = run(&client, &store, &set).await;
    assert_eq!(report.replaced, vec!["c_qh".to_string()], "{report}");
    assert_eq!(report.deleted, vec!["c_joker".to_string()], "{report}");
    assert!(report.uploaded.is_empty());
    assert_eq!(report.unchanged, set.len() - 1);
    assert_eq!(report.others, 1);
    let deleted: Vec<String> = calls(&discord, "DELETE")
        .into_iter()
        .map(|c| c.path)
        .collect();
    assert_eq!(deleted.len(), 2, "{deleted:?}");
    assert!(
        deleted
            .iter()
            .any(|p| p.ends_with(&format!("/{}", old_queen.id)))
    );
    assert!(deleted.iter().all(|p| !p.ends_with("/1100000000000000000")));
    {
        let d = lock(&discord);
        let held = d.emojis.iter().find(|h| h.name == "c_qh").unwrap();
        assert_eq!(held.png, new_png);
        assert!(d.emojis.iter().all(|h| h.name != "c_joker"));
        assert!(d.emojis.iter().any(|h| h.name == "party_parrot"));
    }
    let kept = store.emojis().await.unwrap();
    assert!(kept.iter().all(|k| k.name != "c_joker"));
    let queen = kept.iter().find(|k| k.name == "c_qh").unwrap();
    assert_ne!(queen.id, old_queen.id);
    // And then nothing more to do.
    assert!(!run(&client, &store, &set).await.changed());
}

/// The same picture with one byte of its end changed: a different drawing to the hash.
fn set_last_byte(png: &[u8]) -> Vec<u8> {
    let mut changed = png.to_vec();
    if let Some(last) = changed.last_mut() {
        *last ^= 0x55;
    }
    changed
}

#[tokio::test]
async fn a_rate_limit_is_waited_out() {
    let (base, discord) = stand_in().await;
    let db = TestDatabase::sqlite();
    let store = db.open().await;
    let client = EmojiClient::new(&base, TOKEN, Some(APP)).unwrap();
    let set: Vec<Emoji> = parlor::testing::registry()
        .emojis()
        .into_iter()
        .take(6)
        .collect();
    // The header is what counts; the body's figure is smaller.
    lock(&discord).limit_uploads = Some((2, 0.3));
    let report = run(&client, &store, &set).await;
    assert_eq!(report.uploaded.len(), 6, "{report}");
    let posts = calls(&discord, "POST");
    assert_eq!(posts.len(), 8, "two refused, six made: {posts:?}");
    assert_eq!(
        (posts[0].status, posts[1].status, posts[2].status),
        (429, 429, 201)
    );
    // Each try came after the wait Discord asked for.
    for pair in posts[..3].windows(2) {
        let waited = pair[1].at.duration_since(pair[0].at);
        assert!(waited >= Duration::from_millis(300), "{waited:?}");
    }
    assert_eq!(lock(&discord).emojis.len(), 6);
}

#[tokio::test]
async fn a_refused_token_stops_the_sync_with_nothing_changed() {
    let (base, discord) = stand_in().await;
    let db = TestDatabase::sqlite();
    let store = db.open().await;
    let client = EmojiClient::new(&base, "wrong", Some(APP)).unwrap();
    let failed = sync(&client, &store, &parlor::testing::registry().emojis(), 0)
        .await
        .unwrap_err();
    assert!(failed.to_string().contains("401"), "{failed}");
    assert!(store.emojis().await.unwrap().is_empty());
    let refused: Vec<u16> = lock(&discord).calls.iter().map(|c| c.status).collect();
    assert_eq!(
        refused,
        vec![401],
        "the listing was refused and nothing followed"
    );
}

/// An upload that fails after the old picture was deleted: the map no longer names the
/// deleted emoji (the bot shows the piece as text), and the next sync uploads it.
#[tokio::test]
async fn a_failed_replacement_leaves_no_dead_id_and_the_next_sync_mends_it() {
    let (base, discord) = stand_in().await;
    let db = TestDatabase::sqlite();
    let store = db.open().await;
    let client = EmojiClient::new(&base, TOKEN, Some(APP)).unwrap();
    let mut set: Vec<Emoji> = parlor::testing::registry()
        .emojis()
        .into_iter()
        .take(3)
        .collect();
    run(&client, &store, &set).await;
    set[1].png = set_last_byte(&set[1].png);
    lock(&discord).failing_uploads = true;
    let failed = sync(&client, &store, &set, 0).await.unwrap_err();
    assert!(failed.to_string().contains("500"), "{failed}");
    let kept: Vec<String> = store
        .emojis()
        .await
        .unwrap()
        .into_iter()
        .map(|k| k.name)
        .collect();
    let mut unchanged = vec![set[0].name.clone(), set[2].name.clone()];
    unchanged.sort();
    assert_eq!(kept, unchanged, "kept by name");
    assert!(lock(&discord).emojis.iter().all(|e| e.name != set[1].name));
    lock(&discord).failing_uploads = false;
    let mended = run(&client, &store, &set).await;
    assert_eq!(mended.uploaded, vec![set[1].name.clone()], "{mended}");
    assert_eq!(mended.unchanged, 2);
    assert_eq!(store.emojis().await.unwrap().len(), 3);
}

/// A bucket Discord says is spent is waited out before the next call.
#[tokio::test]
async fn a_spent_bucket_is_waited_out() {
    let (base, discord) = stand_in().await;
    let db = TestDatabase::sqlite();
    let store = db.open().await;
    let client = EmojiClient::new(&base, TOKEN, Some(APP)).unwrap();
    lock(&discord).spent_after_list = Some(0.4);
    let set: Vec<Emoji> = parlor::testing::registry()
        .emojis()
        .into_iter()
        .take(1)
        .collect();
    run(&client, &store, &set).await;
    let listed = calls(&discord, "GET")[0].at;
    let posted = calls(&discord, "POST")[0].at;
    let waited = posted.duration_since(listed);
    assert!(waited >= Duration::from_millis(400), "{waited:?}");
}

/// An emoji named as one of Parlor's that the map does not know (the map was lost): its
/// picture cannot be known, so it is replaced; the rest are left alone.
#[tokio::test]
async fn a_lost_map_is_rebuilt() {
    let (base, discord) = stand_in().await;
    let client = EmojiClient::new(&base, TOKEN, Some(APP)).unwrap();
    let set: Vec<Emoji> = parlor::testing::registry()
        .emojis()
        .into_iter()
        .take(3)
        .collect();
    let first = TestDatabase::sqlite();
    run(&client, &first.open().await, &set).await;
    let fresh = TestDatabase::sqlite();
    let store = fresh.open().await;
    let report = run(&client, &store, &set).await;
    assert_eq!(report.replaced.len(), 3, "{report}");
    assert_eq!(store.emojis().await.unwrap().len(), 3);
    assert_eq!(lock(&discord).emojis.len(), 3);
    assert!(!run(&client, &store, &set).await.changed());
}

/// The binary, as an operator runs it: `parlor emojis sync` against the configured API,
/// then the map is in the database the bot reads.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_syncs_into_its_database() {
    let (base, discord) = stand_in().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let run_binary = |db: std::path::PathBuf, base: String| {
        tokio::task::spawn_blocking(move || {
            std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
                .args(["emojis", "sync", "--db"])
                .arg(&db)
                .env("DISCORD_TOKEN", TOKEN)
                .env("PARLOR_APPLICATION_ID", APP.to_string())
                .env("PARLOR_DISCORD_API_URL", base)
                .current_dir(db.parent().expect("the database's directory"))
                .output()
                .expect("parlor runs")
        })
    };
    let out = run_binary(db.clone(), base.clone()).await.unwrap();
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let count = parlor::testing::registry().emojis().len();
    assert!(said.contains(&format!("{count} uploaded")), "{said}");
    let again = run_binary(db.clone(), base).await.unwrap();
    let said = String::from_utf8_lossy(&again.stdout).to_string();
    assert!(said.contains("0 uploaded, 0 replaced, 0 deleted"), "{said}");
    assert_eq!(lock(&discord).emojis.len(), count);
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    assert_eq!(store.emojis().await.unwrap().len(), count);
}
