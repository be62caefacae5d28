//! One definition per command: what `parlor register` sends, what the HTTP endpoint parses
//! and what the terminal table parses agree, for every command and every option.

use parlor::app::Command;
use parlor::discord::registration;
use parlor::play::{Line, parse_line};
use parlor::view::Locale;
use parlor::view::commands::{OptionDef, OptionKind};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

/// Every command, once the registry installed the games'.
fn commands() -> &'static [parlor::view::commands::CommandDef] {
    parlor::testing::registry();
    parlor::view::commands::all()
}

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
        OptionKind::Channel => (json!("910000000000000007"), "<#910000000000000007>".into()),
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
        OptionKind::Channel => 7,
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
    parlor::testing::registry();
    let registered = registration();
    let registered = registered.as_array().unwrap();
    assert_eq!(registered.len(), commands().len());
    let mut checked = 0;
    for def in commands().iter() {
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
    parlor::testing::registry();
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
        // Every command says where it is installed and used: the servers' economy in the
        // servers that added Parlor alone; the rest for both installs, everywhere.
        let hosting = ["give", "season", "config", "audit"];
        let (installs, contexts) = if hosting.iter().any(|n| command["name"] == *n) {
            (json!([0]), json!([0]))
        } else {
            (json!([0, 1]), json!([0, 1, 2]))
        };
        assert_eq!(
            command["integration_types"], installs,
            "{}",
            command["name"]
        );
        assert_eq!(command["contexts"], contexts, "{}", command["name"]);
        let manager = command["name"] == "config" || command["name"] == "audit";
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
    parlor::testing::registry();
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

/// `parlor register --print`: the exact payload `register` sends, with every command,
/// subcommand, option and choice named and described in French and Polish, each within
/// Discord's rules: names lowercase and of the name pattern, at most 32 characters,
/// descriptions at most 100, option names unique within their command, command names unique,
/// and each command's characters (counting each field's longest localisation) within
/// Discord's total.
#[test]
fn register_print_names_every_node_in_every_language_within_discords_rules() {
    parlor::testing::registry();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["register", "--print"])
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("parlor runs");
    assert!(output.status.success(), "{output:?}");
    let printed: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(printed, registration(), "--print shows what register sends");

    let pattern = regex::Regex::new(r"^[-_\p{L}\p{N}\p{Devanagari}\p{Thai}]{1,32}$").unwrap();
    let locales = ["fr", "pl"];
    let mut seen_names: Vec<std::collections::BTreeSet<String>> = vec![Default::default(); 3];
    let mut nodes = 0;
    let mut choices = 0;

    /// The field's value in `locale` (`None`: the default), and its longest length.
    fn local<'a>(node: &'a Value, field: &str, locale: Option<&str>) -> Option<&'a str> {
        match locale {
            None => node[field].as_str(),
            Some(l) => node[format!("{field}_localizations")][l].as_str(),
        }
    }
    fn longest(node: &Value, field: &str) -> usize {
        let mut n = node[field].as_str().map_or(0, |s| s.chars().count());
        if let Some(map) = node[format!("{field}_localizations")].as_object() {
            for v in map.values() {
                n = n.max(v.as_str().map_or(0, |s| s.chars().count()));
            }
        }
        n
    }
    fn check_node(
        node: &Value,
        pattern: &regex::Regex,
        locales: &[&str],
        nodes: &mut usize,
        choices: &mut usize,
    ) -> usize {
        *nodes += 1;
        let what = node["name"].to_string();
        let mut total = longest(node, "name") + longest(node, "description");
        for locale in locales.iter().map(|l| Some(*l)).chain([None]) {
            let name = local(node, "name", locale)
                .unwrap_or_else(|| panic!("{what} has no name in {locale:?}"));
            assert!(pattern.is_match(name), "{what} in {locale:?}: `{name}`");
            assert_eq!(name, name.to_lowercase(), "{what} in {locale:?}");
            let description = local(node, "description", locale)
                .unwrap_or_else(|| panic!("{what} has no description in {locale:?}"));
            assert!(
                (1..=100).contains(&description.chars().count()),
                "{what} in {locale:?}: {description}"
            );
        }
        let options = node["options"].as_array().cloned().unwrap_or_default();
        for locale in locales.iter().map(|l| Some(*l)).chain([None]) {
            let mut names: Vec<&str> = options
                .iter()
                .map(|o| local(o, "name", locale).unwrap_or_default())
                .collect();
            let count = names.len();
            names.sort_unstable();
            names.dedup();
            assert_eq!(
                names.len(),
                count,
                "{what}'s options in {locale:?}: {names:?}"
            );
        }
        for option in &options {
            total += check_node(option, pattern, locales, nodes, choices);
            for choice in option["choices"].as_array().cloned().unwrap_or_default() {
                *choices += 1;
                for locale in locales {
                    let name = local(&choice, "name", Some(locale))
                        .unwrap_or_else(|| panic!("{choice} has no name in {locale}"));
                    assert!((1..=100).contains(&name.chars().count()), "{choice}");
                }
                total += longest(&choice, "name")
                    + choice["value"]
                        .to_string()
                        .trim_matches('"')
                        .chars()
                        .count();
            }
        }
        total
    }

    for command in printed.as_array().unwrap() {
        for (i, locale) in [None, Some("fr"), Some("pl")].iter().enumerate() {
            let name = local(command, "name", *locale).unwrap().to_string();
            assert!(
                seen_names[i].insert(name.clone()),
                "/{name} twice in {locale:?}"
            );
        }
        let total = check_node(command, &pattern, &locales, &mut nodes, &mut choices);
        assert!(total <= 4000, "{}: {total} characters", command["name"]);
    }
    assert!(
        nodes > 60 && choices > 20,
        "{nodes} nodes, {choices} choices"
    );
}

/// A member types a command as their language names it, and the table reads it by its
/// canonical name, as Discord delivers a localised command.
#[test]
fn localised_names_are_read_by_their_canonical_ones() {
    parlor::testing::registry();
    let pairs = [
        ("/poker vidéo mise:3", "/poker video bet:3"),
        ("/poker wideo stawka:3", "/poker video bet:3"),
        ("/donner membre:@bob montant:5", "/give user:@bob amount:5"),
        ("/daj gracz:@bob kwota:5", "/give user:@bob amount:5"),
        ("/samotnik ruch z:d2 na:d4", "/solitaire move from:d2 to:d4"),
        (
            "/yahtzee ordinateur niveau:expert",
            "/yahtzee computer level:expert",
        ),
        (
            "/yahtzee ordinateur niveau:amateur",
            "/yahtzee computer level:casual",
        ),
        (
            "/samotnik graj plansza:francuska",
            "/solitaire play board:french",
        ),
        ("/config langue:fr", "/config language:fr"),
        ("/konfiguracja język:pl", "/config language:pl"),
    ];
    for (typed, canonical) in pairs {
        assert_eq!(
            at_the_terminal(typed).unwrap_or_else(|e| panic!("{typed}: {e}")),
            at_the_terminal(canonical).unwrap(),
            "{typed}"
        );
    }
}
