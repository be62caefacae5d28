//! One definition per command: what `parlor register` sends, what the HTTP endpoint parses
//! and what the terminal table parses agree, for every command and every option.

use parlor::app::Command;
use parlor::discord::registration;
use parlor::play::{Line, parse_line};
use parlor::view::Locale;
use parlor::view::commands::{COMMANDS, OptionDef, OptionKind};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

const BOB: u64 = 800_000_000_000_000_002;

/// A value of the option's kind: (interaction JSON value, terminal text).
fn sample(def: &OptionDef) -> (Value, String) {
    match def.kind {
        OptionKind::Integer { min, max } => {
            let n = max.unwrap_or(min.unwrap_or(0) + 7);
            (json!(n), n.to_string())
        }
        OptionKind::Text { .. } => (json!("classic"), "classic".into()),
        OptionKind::Board => (json!("video-poker"), "video-poker".into()),
        OptionKind::User => (json!(BOB.to_string()), "@bob".into()),
        OptionKind::Choice(words) => {
            let last = words.last().copied().unwrap_or_default();
            (json!(last), last.to_string())
        }
    }
}

fn type_code(kind: OptionKind) -> u64 {
    match kind {
        OptionKind::Integer { .. } => 4,
        OptionKind::Text { .. } | OptionKind::Board | OptionKind::Choice(_) => 3,
        OptionKind::User => 6,
    }
}

/// The command as the HTTP endpoint reads it: serenity's view of Discord's JSON, then the
/// one parser.
fn over_http(name: &str, options: Value) -> Result<Command, parlor::view::Refusal> {
    let interaction = json!({
        "id": "1300000000000000001", "application_id": "1100000000000000000", "type": 2,
        "token": "tok", "version": 1, "guild_id": "900000000000000000",
        "channel_id": "910000000000000000",
        "member": { "user": { "id": "800000000000000001", "username": "ann", "discriminator": "0",
                              "global_name": null, "avatar": null },
                    "nick": null, "roles": [], "joined_at": "2024-01-01T00:00:00Z", "deaf": false,
                    "mute": false, "flags": 0, "permissions": "32" },
        "data": { "id": "1000", "name": name, "type": 1, "options": options,
                  "resolved": { "users": { BOB.to_string(): { "id": BOB.to_string(), "username": "bob",
                      "global_name": null, "discriminator": "0", "avatar": null } } } },
        "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
        "attachment_size_limit": 10485760
    });
    let interaction: serenity::CommandInteraction =
        serde_json::from_value(interaction).expect("a command interaction as Discord sends it");
    parlor::app::commands::parse(&parlor::discord::command_input(&interaction.data))
}

fn at_the_terminal(line: &str) -> Result<Command, String> {
    let mut user_id = |name: &str| if name == "bob" { BOB } else { 1000 };
    match parse_line(line, &mut user_id, "parlor") {
        Ok(Line::Command(command)) => Ok(command),
        Ok(other) => Err(format!("not a command: {other:?}")),
        Err(e) => Err(e.to_string()),
    }
}

/// Parses `path` with the given options both ways; they must agree.
fn both(command: &str, sub: Option<&str>, options: &[(&OptionDef, Value, String)]) -> Command {
    let json_options: Vec<Value> = options
        .iter()
        .map(|(d, v, _)| json!({ "name": d.name, "type": type_code(d.kind), "value": v }))
        .collect();
    let json_options = match sub {
        Some(sub) => json!([{ "name": sub, "type": 1, "options": json_options }]),
        None => json!(json_options),
    };
    let mut line = format!("/{command}");
    if let Some(sub) = sub {
        line.push_str(&format!(" {sub}"));
    }
    for (d, _, text) in options {
        line.push_str(&format!(" {}:{text}", d.name));
    }
    let http = over_http(command, json_options).unwrap_or_else(|e| panic!("{line}: {e:?}"));
    let terminal = at_the_terminal(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert_eq!(http, terminal, "{line}");
    http
}

#[test]
fn registration_http_and_terminal_agree_on_every_command_and_option() {
    let registered = registration();
    let registered = registered.as_array().unwrap();
    assert_eq!(registered.len(), COMMANDS.len());
    let mut checked = 0;
    for def in COMMANDS.iter() {
        let reg = registered
            .iter()
            .find(|c| c["name"] == def.name)
            .unwrap_or_else(|| panic!("/{} is registered", def.name));
        let mut paths: Vec<(Option<&str>, &[OptionDef], &Value)> = Vec::new();
        if def.subcommands.is_empty() {
            paths.push((None, def.options, reg));
        }
        for sub in &def.subcommands {
            let reg_sub = reg["options"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["name"] == sub.name && o["type"] == 1)
                .unwrap_or_else(|| panic!("/{} {} is registered", def.name, sub.name));
            paths.push((Some(sub.name), sub.options, reg_sub));
        }
        for (sub, options, reg) in paths {
            let reg_options = reg["options"].as_array().cloned().unwrap_or_default();
            assert_eq!(reg_options.len(), options.len(), "/{} {sub:?}", def.name);
            let required: Vec<(&OptionDef, Value, String)> = options
                .iter()
                .filter(|o| o.required)
                .map(|o| {
                    let (v, t) = sample(o);
                    (o, v, t)
                })
                .collect();
            let base = both(def.name, sub, &required);
            for option in options {
                let reg_option = reg_options
                    .iter()
                    .find(|o| o["name"] == option.name)
                    .unwrap_or_else(|| panic!("{} is registered", option.name));
                assert_eq!(
                    reg_option["type"],
                    type_code(option.kind),
                    "{}",
                    option.name
                );
                assert_eq!(reg_option["required"], option.required, "{}", option.name);
                let len = |key: &str| reg_option[key].as_str().map_or(0, |s| s.chars().count());
                assert!((1..=100).contains(&len("description")), "{}", option.name);
                if option.required {
                    continue;
                }
                let (v, t) = sample(option);
                let mut with = required.clone();
                with.push((option, v, t));
                let parsed = both(def.name, sub, &with);
                assert_ne!(
                    parsed, base,
                    "/{} {:?}: {} is read",
                    def.name, sub, option.name
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 11, "every optional option was tried: {checked}");
}

#[test]
fn registration_fits_discords_schema() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/discord-api/openapi.json"
    );
    let spec: Value = serde_json::from_str(
        &std::fs::read_to_string(path).expect("tests/discord-api/openapi.json in the repository"),
    )
    .expect("tests/discord-api/openapi.json is JSON");
    let wrapper = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$ref": "#/components/schemas/ApplicationCommandCreateRequest",
        "components": spec["components"],
    });
    let validator = jsonschema::validator_for(&wrapper).unwrap();
    for command in registration().as_array().unwrap() {
        // Discord takes a permission bit set as a string of digits, as serenity sends it;
        // the schema writes it as a number.
        let mut command = command.clone();
        if let Some(bits) = command["default_member_permissions"].as_str() {
            command["default_member_permissions"] = json!(bits.parse::<u64>().unwrap());
        }
        let command = &command;
        let errors: Vec<String> = validator
            .iter_errors(command)
            .map(|e| format!("{e} at {}", e.instance_path()))
            .collect();
        assert!(errors.is_empty(), "{}: {errors:?}", command["name"]);
        // Guild install only: user installs are not supported end to end.
        assert_eq!(command["integration_types"], json!([0]));
        // Every command says where it can be used: /help in DMs too, the rest in servers.
        let contexts = if command["name"] == "help" {
            json!([0, 1])
        } else {
            json!([0])
        };
        assert_eq!(command["contexts"], contexts, "{}", command["name"]);
        let manager = command["name"] == "config";
        assert_eq!(
            command.get("default_member_permissions"),
            manager.then(|| json!(32)).as_ref(),
            "{}",
            command["name"]
        );
        if manager {
            for option in command["options"].as_array().unwrap() {
                if option["type"] == 4 {
                    assert!(option["max_value"].is_i64(), "{option}");
                }
            }
        }
    }
}

#[test]
fn mistakes_read_the_same_way_in_both_front_ends() {
    assert_eq!(
        over_http("give", json!([{ "name": "amount", "type": 4, "value": 3 }]))
            .unwrap_err()
            .message(Locale::En),
        "/give needs the option user."
    );
    assert_eq!(
        at_the_terminal("/give amount:3").unwrap_err(),
        "/give needs the option user."
    );
    assert_eq!(
        over_http("dance", json!([]))
            .unwrap_err()
            .message(Locale::En),
        "Unknown command: /dance."
    );
}
