//! The configuration's layers (the defaults, the file, the environment) and its errors, each
//! naming the key or the variable in one line.

use parlor::config::settings::{self, SettingKind};
use parlor::config::{Config, ServerConfig, ServerDefaults};

pub(crate) fn env(
    pairs: &'static [(&'static str, &'static str)],
) -> impl Fn(&str) -> Option<String> {
    move |name| {
        pairs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.to_string())
    }
}

fn file_error(text: &str) -> String {
    Config::from_toml(text, "c.toml").unwrap_err().to_string()
}

fn env_error(pairs: &'static [(&'static str, &'static str)]) -> String {
    Config::layered("", "c.toml", env(pairs))
        .unwrap_err()
        .to_string()
}

#[test]
fn the_example_config_is_valid_and_documents_every_key_and_variable() {
    parlor::testing::registry();
    let text = include_str!("../config.example.toml");
    let config = Config::from_toml(text, "config.example.toml").unwrap();
    assert_eq!(config.defaults, ServerDefaults::default());
    assert_eq!(config.server, ServerConfig::default());
    let other_keys = [
        "token",
        "application_id",
        "public_key",
        "url",
        "busy_timeout_ms",
        "signature_window_seconds",
        "answer_within_ms",
        "header_timeout_seconds",
        "body_timeout_seconds",
        "max_connections",
        "royal_flush_max_bet",
        "min_pair",
    ];
    for key in other_keys {
        assert!(
            text.contains(&format!("{key} =")),
            "config.example.toml lacks {key}"
        );
    }
    for (_, setting) in settings::all() {
        assert!(
            text.contains(&format!("\n{} =", setting.key)),
            "config.example.toml lacks {}",
            setting.key
        );
        assert!(
            text.contains(&setting.env_var()),
            "config.example.toml does not name {}",
            setting.env_var()
        );
    }
    // The example's custom table is one a server may choose.
    let custom = Config::layered(
        text,
        "config.example.toml",
        env(&[("PARLOR_PAY_TABLE", "bonus-8-5")]),
    )
    .unwrap();
    assert_eq!(custom.defaults.games.name("pay_table"), "bonus-8-5");
}

#[test]
fn file_errors_name_the_key_in_one_line() {
    parlor::testing::registry();
    let err = file_error("[defaults]\nstarting_chips = \"lots\"\n");
    assert!(
        err.starts_with("c.toml: defaults.starting_chips: "),
        "{err}"
    );
    assert!(!err.contains('\n'), "{err}");

    let err = file_error("[defaults]\nstartin_chips = 5\n");
    assert!(err.contains("startin_chips"), "{err}");

    let err = file_error("[defaults]\npay_table = \"nope\"\n");
    assert!(err.starts_with("c.toml: defaults.pay_table: "), "{err}");
    assert!(err.contains("nope"), "{err}");

    let err = file_error("[defaults\n");
    assert!(err.starts_with("c.toml: (syntax): "), "{err}");
    assert!(!err.contains('\n'), "{err}");

    let err = file_error("[defaults]\nidle_timeout_minutes = 0\n");
    assert_eq!(
        err,
        "c.toml: defaults.idle_timeout_minutes: must be between 1 and 1440, not 0"
    );

    let err = file_error("[server]\nanswer_within_ms = 5000\n");
    assert!(
        err.starts_with("c.toml: server.answer_within_ms: "),
        "{err}"
    );

    let err = file_error("[databse]\nurl = \"x\"\n");
    assert!(err.starts_with("c.toml: (top level): "), "{err}");
    assert!(err.contains("databse"), "{err}");

    let err = file_error("[discord]\ntokn = \"x\"\n");
    assert!(err.starts_with("c.toml: discord.tokn: "), "{err}");
}

#[test]
fn a_games_section_is_the_games_own_to_check() {
    parlor::testing::registry();
    let table = "royal_flush = 250\nstraight_flush = 50\nfour_of_a_kind = 25\n\
                 full_house = 9\nflush = 6\nstraight = 4\nthree_of_a_kind = 3\n\
                 two_pair = 2\npair = 1\nmin_pair = 11\n";
    let config = Config::from_toml(
        &format!("[defaults]\npay_table = \"mine\"\n[pay_tables.mine]\n{table}"),
        "c.toml",
    )
    .unwrap();
    assert_eq!(config.defaults.games.name("pay_table"), "mine");

    let err = file_error(&format!("[pay_tables.classic]\n{table}"));
    assert!(err.starts_with("c.toml: pay_tables.classic: "), "{err}");

    let err = file_error(&format!("[pay_tables.mine]\n{table}name = \"other\"\n"));
    assert!(err.starts_with("c.toml: pay_tables.mine.name: "), "{err}");

    let err = file_error("[pay_tables.mine]\nroyal_flush = \"big\"\n");
    assert!(
        err.starts_with("c.toml: pay_tables.mine.royal_flush: "),
        "{err}"
    );
    assert!(!err.contains('\n'), "{err}");
}

#[test]
fn the_games_settings_are_checked_in_the_file_and_the_environment() {
    parlor::testing::registry();
    // A switch written as text is refused, not read as its default.
    let err = file_error("[defaults]\nvideo_poker_hints = \"off\"\n");
    assert!(
        err.starts_with("c.toml: defaults.video_poker_hints: "),
        "{err}"
    );
    let err = file_error("[defaults]\nyahtzee_hints_at_stakes = 0\n");
    assert!(err.contains("defaults.yahtzee_hints_at_stakes"), "{err}");
    // A value of no setting's kind at all is named by its key too.
    let err = file_error("[defaults]\npay_table = 1.5\n");
    assert_eq!(
        err,
        "c.toml: defaults.pay_table: `1.5` is not a value of this setting"
    );
    let err = file_error("[pay_tables]\nmine = 5\n");
    assert!(err.starts_with("c.toml: pay_tables.mine: "), "{err}");
    let err = file_error("pay_tables = 5\n");
    assert!(err.starts_with("c.toml: pay_tables: "), "{err}");
    // A name is kept as its game keeps it.
    let config = Config::from_toml(
        "[defaults]\npay_table = \" classic \"\nvideo_poker_hints = false\n",
        "c",
    )
    .unwrap();
    assert_eq!(config.defaults.games.name("pay_table"), "classic");
    assert!(!config.defaults.games.switch("video_poker_hints"));
    assert!(config.defaults.games.switch("yahtzee_hints_at_stakes"));
    // Each by its own variable, read as /config reads it.
    let config =
        Config::layered("", "c", env(&[("PARLOR_YAHTZEE_HINTS_AT_STAKES", "off")])).unwrap();
    assert!(!config.defaults.games.switch("yahtzee_hints_at_stakes"));
    let err = env_error(&[("PARLOR_VIDEO_POKER_HINTS", "maybe")]);
    assert_eq!(err, "PARLOR_VIDEO_POKER_HINTS: `maybe` is not on or off");
    // A name its game refuses is named by its variable, not by the file's key.
    let err = env_error(&[("PARLOR_PAY_TABLE", "nope")]);
    assert!(err.starts_with("PARLOR_PAY_TABLE: "), "{err}");
}

#[test]
fn environment_overrides_the_file() {
    parlor::testing::registry();
    let config = Config::layered(
        "[defaults]\nstarting_chips = 5\ndaily_amount = 7\n[discord]\ntoken = \"file\"\n",
        "c",
        env(&[
            ("DISCORD_TOKEN", "abc"),
            ("PARLOR_APPLICATION_ID", " 42 "),
            ("PARLOR_DATABASE_URL", "sqlite://x.db"),
            ("PARLOR_STARTING_CHIPS", "250"),
            // An empty variable is no override.
            ("PARLOR_DAILY_AMOUNT", ""),
        ]),
    )
    .unwrap();
    assert_eq!(config.token().unwrap(), "abc");
    assert_eq!(config.discord.application_id, Some(42));
    assert_eq!(config.database.url, "sqlite://x.db");
    assert_eq!(config.defaults.starting_chips, 250);
    assert_eq!(config.defaults.daily_amount, 7);

    assert_eq!(
        env_error(&[("PARLOR_DAILY_AMOUNT", "ten")]),
        "PARLOR_DAILY_AMOUNT: `ten` is not a whole number"
    );
    assert_eq!(
        env_error(&[("PARLOR_IDLE_TIMEOUT_MINUTES", "0")]),
        "PARLOR_IDLE_TIMEOUT_MINUTES: must be between 1 and 1440, not 0"
    );
    let err = env_error(&[("PARLOR_STARTING_CHIPS", "-1")]);
    assert!(err.starts_with("PARLOR_STARTING_CHIPS: "), "{err}");
    let err = env_error(&[("PARLOR_APPLICATION_ID", "me")]);
    assert!(err.starts_with("PARLOR_APPLICATION_ID: "), "{err}");
    assert!(Config::default().token().is_err());
}

#[test]
fn every_setting_has_its_variable_and_its_range_checked() {
    parlor::testing::registry();
    for (_, setting) in settings::all() {
        let SettingKind::Number { min, max, .. } = setting.kind else {
            continue;
        };
        let var: &'static str = Box::leak(setting.env_var().into_boxed_str());
        for (value, ok) in [(min, true), (max, true), (max + 1, false)] {
            let text: &'static str = Box::leak(value.to_string().into_boxed_str());
            let pairs: &'static [(&str, &str)] = Box::leak(Box::new([(var, text)]));
            let got = Config::layered("", "c", env(pairs));
            assert_eq!(got.is_ok(), ok, "{var}={value}");
            if let Ok(config) = got {
                assert_eq!(
                    config.defaults.get(setting.key),
                    parlor::config::settings::SettingValue::Number(value)
                );
            }
        }
        let file = Config::from_toml(&format!("[defaults]\n{} = {}\n", setting.key, min - 1), "c");
        let err = file.unwrap_err().to_string();
        assert!(
            err.starts_with(&format!("c: defaults.{}: must be between", setting.key)),
            "{err}"
        );
    }
}
