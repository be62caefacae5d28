//! Whatever arrives from outside — a custom_id, an interaction body, a typed line, a stored
//! state — is answered with an error, never a panic.

use parlor::engine::GameKind;
use parlor::view::custom_id::CustomId;
use proptest::prelude::*;

/// Strings that look a little like what they are fed.
fn noise() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "p1(:[0-9a-z\\-]{0,12}){0,7}",
        "[/a-z_]{0,8}( [a-z_@:0-9\\-]{0,12}){0,6}",
        "\\{\"[a-z_]{1,8}\":(\\[\\]|\\{\\}|[0-9]{1,20}|\"[a-z]{0,6}\"|null)\\}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn custom_ids_and_every_games_actions_never_panic_on_noise(text in noise()) {
        let _ = CustomId::parse(&text);
        for &kind in GameKind::ALL {
            let _ = kind.knows_action(&text);
        }
    }

    #[test]
    fn stored_states_of_every_game_never_panic_on_noise(text in noise()) {
        for &kind in GameKind::ALL {
            let _ = kind.read_state(&text);
        }
    }

    #[test]
    fn terminal_lines_never_panic_on_noise(text in noise()) {
        parlor::testing::registry();
        let mut ids = |_: &str| 1000;
        let _ = parlor::play::parse_line(&text, &mut ids, "parlor");
    }
}

/// JSON shaped like a video-poker machine, with its numbers and arrays out of range, and
/// whether it describes a machine that can be read: a bet that fits, and in the dealt phase
/// five cards of the deck, five holds and a stock of cards of the deck. A settled machine
/// written with its hand alone lacks the rest of its settlement.
fn machine_json() -> impl Strategy<Value = (String, bool)> {
    (
        prop_oneof![any::<i64>(), 0i64..10],
        prop::collection::vec(-2i16..56, 4..7),
        prop::collection::vec(any::<bool>(), 4..7),
        prop::collection::vec(prop_oneof![any::<u8>(), 0u8..52], 0..60),
        0u8..3,
    )
        .prop_map(|(bet, hand, held, stock, phase)| {
            let card = |c: i64| (0..52).contains(&c);
            let bet_fits = u32::try_from(bet).is_ok();
            let (phase, readable) = match phase {
                0 => (serde_json::json!({ "phase": "betting" }), bet_fits),
                1 => (
                    serde_json::json!({ "phase": "dealt", "hand": hand, "held": held, "stock": stock }),
                    bet_fits
                        && hand.len() == 5
                        && hand.iter().all(|&c| card(i64::from(c)))
                        && held.len() == 5
                        && stock.iter().all(|&c| card(i64::from(c))),
                ),
                _ => (serde_json::json!({ "phase": "settled", "hand": hand }), false),
            };
            let text = serde_json::json!({
                "bet": bet,
                "table": parlor::engine::video_poker::PayTable::jacks_9_6(),
                "phase": phase,
                "hands": 1
            })
            .to_string();
            (text, readable)
        })
}

proptest! {
    #[test]
    fn a_machine_reads_exactly_when_its_cards_and_numbers_are_in_range(
        (text, readable) in machine_json()
    ) {
        let read = serde_json::from_str::<parlor::engine::video_poker::VideoPoker>(&text);
        prop_assert_eq!(read.is_ok(), readable, "{}: {:?}", text, read.err());
    }
}

mod interactions {
    use axum::body::Body;
    use axum::http::Request;
    use ed25519_dalek::{Signer, SigningKey};
    use parlor::app::Clock;
    use parlor::config::Config;
    use proptest::prelude::*;
    use serde_json::{Value, json};
    use std::sync::Arc;
    use tower::ServiceExt;

    const NOW: i64 = 1_800_000_000;

    /// Interactions as Discord sends them: a command, a click, an autocomplete.
    fn templates() -> Vec<Value> {
        let member = json!({ "user": { "id": "800000000000000001", "username": "ann",
            "global_name": null, "discriminator": "0", "avatar": null },
            "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z", "deaf": false,
            "mute": false, "flags": 0, "permissions": "32" });
        let base = |kind: u8, data: Value| {
            json!({ "id": "1300000000000000001", "application_id": "1100000000000000000",
                "type": kind, "token": "tok", "version": 1, "guild_id": "900000000000000000",
                "channel_id": "910000000000000000", "member": member.clone(), "data": data,
                "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
                "attachment_size_limit": 10485760 })
        };
        vec![
            base(
                2,
                json!({ "id": "1", "name": "give", "type": 1, "options": [
                { "name": "user", "type": 6, "value": "800000000000000002" },
                { "name": "amount", "type": 4, "value": 5 }] }),
            ),
            base(
                2,
                json!({ "id": "1", "name": "poker", "type": 1, "options": [
                { "name": "video", "type": 1, "options": [{ "name": "bet", "type": 4, "value": 2 }] }] }),
            ),
            base(
                3,
                json!({ "custom_id": "p1:1:1:deal", "component_type": 2 }),
            ),
            base(
                4,
                json!({ "id": "1", "name": "config", "type": 1, "options": [
                { "name": "pay_table", "type": 3, "value": "cl", "focused": true }] }),
            ),
        ]
    }

    fn replacement() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            Just(json!(-1)),
            Just(json!(u64::MAX)),
            Just(json!("18446744073709551616")),
            Just(json!("")),
            Just(json!([])),
            Just(json!({})),
            Just(json!(true)),
            any::<String>().prop_map(Value::String),
            any::<i64>().prop_map(|n| json!(n)),
        ]
    }

    /// A template with one field, anywhere in it, replaced.
    fn mutated() -> impl Strategy<Value = String> {
        (0..4usize, any::<prop::sample::Index>(), replacement()).prop_map(|(t, at, value)| {
            let mut body = templates()[t].clone();
            let mut paths = Vec::new();
            fn walk(v: &Value, path: String, out: &mut Vec<String>) {
                out.push(path.clone());
                match v {
                    Value::Object(map) => {
                        for (k, child) in map {
                            walk(child, format!("{path}/{k}"), out);
                        }
                    }
                    Value::Array(items) => {
                        for (i, child) in items.iter().enumerate() {
                            walk(child, format!("{path}/{i}"), out);
                        }
                    }
                    _ => {}
                }
            }
            walk(&body, String::new(), &mut paths);
            let path = at.get(&paths[1..]).clone();
            if let Some(slot) = body.pointer_mut(&path) {
                *slot = value;
            }
            body.to_string()
        })
    }

    #[test]
    fn any_signed_body_is_answered_or_refused_never_a_panic() {
        parlor::testing::registry();
        let runtime = tokio::runtime::Runtime::new().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let key = SigningKey::from_bytes(&[3u8; 32]);
        let router = runtime.block_on(async {
            let url = format!("sqlite://{}", dir.path().join("p.db").display());
            let (config, clock) = (Config::default(), Clock::fixed(NOW));
            let app = parlor::testing::app_on(&url, Arc::new(config), Arc::new(clock), 1).await;
            let public = parlor::bench::hex(&key.verifying_key().to_bytes());
            let (after, _jobs) = tokio::sync::mpsc::unbounded_channel();
            parlor::discord::http::router(
                app,
                parlor::discord::http::verifier(&public).unwrap(),
                after,
            )
        });
        let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(400));
        let bodies = prop_oneof![mutated(), super::noise()];
        runner
            .run(&bodies, |body| {
                let timestamp = NOW.to_string();
                let signature: String = key
                    .sign(format!("{timestamp}{body}").as_bytes())
                    .to_bytes()
                    .iter()
                    .map(|b| format!("{b:02x}"))
                    .collect();
                let request = Request::post("/interactions")
                    .header("x-signature-ed25519", signature)
                    .header("x-signature-timestamp", timestamp)
                    .body(Body::from(body.clone()))
                    .unwrap();
                let status = runtime
                    .block_on(router.clone().oneshot(request))
                    .unwrap()
                    .status();
                prop_assert!(status == 200 || status == 400, "{status} for {body}");
                Ok(())
            })
            .unwrap();
    }
}
