//! Chips, leaderboards, stats, settings, and the Discord schema checks themselves.

use crate::common;

use common::*;
use parlor::app::{Action, Command, ConfigChange, UserRef};
use parlor::config::Config;
use parlor::config::settings::{SettingError, Unit};
use parlor::games::video_poker::PayTableRefusal;
use parlor::view::{Button, Refusal, Reply, ResponseKind, Row, Style, View};
use serde_json::json;

#[tokio::test]
async fn new_members_start_with_the_servers_starting_chips() {
    let mut h = Harness::new().await;
    let mine = h.command(ALICE, Command::Balance { user: None }).await;
    assert!(
        text(&mine).contains("You have 100 chips"),
        "{}",
        text(&mine)
    );
    let theirs = h
        .command(
            ALICE,
            Command::Balance {
                user: Some(user(BOB)),
            },
        )
        .await;
    assert!(text(&theirs).contains("hasn't played"), "{}", text(&theirs));
    assert_eq!(h.balance(BOB).await, 0, "looking does not open a wallet");
    let bot = h
        .command(
            ALICE,
            Command::Balance {
                user: Some(UserRef {
                    id: 9,
                    name: "bot".into(),
                    bot: true,
                }),
            },
        )
        .await;
    assert!(text(&bot).contains("Bots don't hold chips"));

    let mut config = Config::default();
    config.defaults.starting_chips = 250;
    let mut h = Harness::with_config(config, 1).await;
    let mine = h.command(BOB, Command::Balance { user: None }).await;
    assert!(text(&mine).contains("You have 250 chips"));
}

#[tokio::test]
async fn daily_is_once_per_24_hours_with_a_streak_bonus() {
    let mut h = Harness::new().await;
    let first = h.command(ALICE, Command::Daily).await;
    assert!(text(&first).contains("+50 chips"), "{}", text(&first));
    assert!(text(&first).contains("Next claim opens in 24 h"));
    assert_eq!(h.balance(ALICE).await, 150);

    h.clock.advance(3600);
    let early = h.command(ALICE, Command::Daily).await;
    assert!(is_ephemeral_notice(&early));
    assert!(text(&early).contains("opens in 23 h"), "{}", text(&early));
    assert_eq!(h.balance(ALICE).await, 150);

    h.clock.advance(23 * 3600);
    let second = h.command(ALICE, Command::Daily).await;
    assert!(
        text(&second).contains("+60 chips (50 + 10 streak bonus)"),
        "{}",
        text(&second)
    );
    assert!(text(&second).contains("day 2"));
    // The bonus stops growing at the streak cap (7 days: +60 at most).
    for _ in 0..8 {
        h.clock.advance(86_400);
        h.command(ALICE, Command::Daily).await;
    }
    h.clock.advance(86_400);
    let capped = h.command(ALICE, Command::Daily).await;
    assert!(
        text(&capped).contains("+110 chips (50 + 60 streak bonus)"),
        "{}",
        text(&capped)
    );
    // Missing a day (48 h) resets the streak.
    h.clock.advance(3 * 86_400);
    let reset = h.command(ALICE, Command::Daily).await;
    assert!(
        text(&reset).contains("+50 chips") && text(&reset).contains("day 1"),
        "{}",
        text(&reset)
    );
    no_findings(&h).await;
}

/// `parlor check` on the harness's database finds nothing.
async fn no_findings(h: &Harness) {
    let findings = h.app.check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
}

#[tokio::test]
async fn give_refuses_bad_input_and_changes_nothing() {
    let mut h = Harness::new().await;
    h.command(ALICE, Command::Balance { user: None }).await;
    let cases = [
        (
            Command::Give {
                user: user(ALICE),
                amount: 5,
            },
            Refusal::GiveToSelf,
        ),
        (
            Command::Give {
                user: UserRef {
                    id: 9,
                    name: "bot".into(),
                    bot: true,
                },
                amount: 5,
            },
            Refusal::BotUser,
        ),
        (
            Command::Give {
                user: user(BOB),
                amount: 0,
            },
            Refusal::GiveNothing,
        ),
        (
            Command::Give {
                user: user(BOB),
                amount: -20,
            },
            Refusal::GiveNothing,
        ),
        (
            Command::Give {
                user: user(BOB),
                amount: 101,
            },
            Refusal::NotEnoughToGive {
                balance: 100,
                amount: 101,
            },
        ),
        // Past both the balance and the giving cap: the balance is what stops it.
        (
            Command::Give {
                user: user(BOB),
                amount: 99_999,
            },
            Refusal::NotEnoughToGive {
                balance: 100,
                amount: 99_999,
            },
        ),
    ];
    for (command, expected) in cases {
        let request = h.request(ALICE, Action::Command(command));
        assert_eq!(h.refused(request).await, expected);
    }
    // Said once, not "giving 101 needs 101".
    let short = Refusal::NotEnoughToGive {
        balance: 100,
        amount: 101,
    }
    .message(parlor::view::Locale::En);
    assert_eq!(short.matches("101").count(), 1, "{short}");
    assert_eq!(h.balance(ALICE).await, 100);
    assert_eq!(h.balance(BOB).await, 0);

    let given = h
        .command(
            ALICE,
            Command::Give {
                user: user(BOB),
                amount: 40,
            },
        )
        .await;
    assert!(
        text(&given).contains("You gave 40 chips"),
        "{}",
        text(&given)
    );
    assert_eq!((h.balance(ALICE).await, h.balance(BOB).await), (60, 140));
}

#[tokio::test]
async fn give_is_capped_per_24_hours() {
    parlor::testing::registry();
    let mut config = Config::default();
    config.defaults.give_daily_cap = 50;
    let mut h = Harness::with_config(config, 1).await;
    h.command(
        ALICE,
        Command::Give {
            user: user(BOB),
            amount: 30,
        },
    )
    .await;
    let over = h.request(
        ALICE,
        Action::Command(Command::Give {
            user: user(CAROL),
            amount: 21,
        }),
    );
    assert_eq!(
        h.refused(over).await,
        Refusal::GiveCap { cap: 50, left: 20 }
    );
    h.command(
        ALICE,
        Command::Give {
            user: user(CAROL),
            amount: 20,
        },
    )
    .await;
    assert_eq!(h.balance(ALICE).await, 50);
    h.clock.advance(86_400);
    let next_day = h
        .command(
            ALICE,
            Command::Give {
                user: user(CAROL),
                amount: 50,
            },
        )
        .await;
    assert!(
        text(&next_day).contains("You gave 50 chips"),
        "{}",
        text(&next_day)
    );
}

#[tokio::test]
async fn a_replayed_give_moves_chips_once() {
    let mut h = Harness::new().await;
    let request = h.request(
        ALICE,
        Action::Command(Command::Give {
            user: user(BOB),
            amount: 10,
        }),
    );
    let first = h.send(request.clone()).await;
    let second = h.send(request).await;
    assert_eq!(first, second);
    assert_eq!((h.balance(ALICE).await, h.balance(BOB).await), (90, 110));
}

#[tokio::test]
async fn leaderboard_pages_by_buttons_and_shows_the_callers_rank() {
    const PAGER: u64 = 5003;
    let mut h = Harness::new().await;
    // 23 members, member k gives k chips to carol so balances differ.
    for k in 1..=23u64 {
        h.command(
            5000 + k,
            Command::Give {
                user: user(CAROL),
                amount: k as i64,
            },
        )
        .await;
    }
    // The richest members: the board of all time (a new server's default is the season's).
    let first = h
        .command(
            5001,
            Command::Leaderboard {
                board: None,
                season: Some(false),
            },
        )
        .await;
    assert_eq!(first.kind, ResponseKind::Message);
    assert!(!first.view.ephemeral, "the board is posted for everyone");
    let t = text(&first);
    assert!(t.contains(&format!("#1 <@{CAROL}>")), "{t}");
    // The public message names whose rank it shows: it is not "you" to the others.
    assert!(
        t.contains(&format!(
            "Page 1 of 3 · @{}: #2 with 99 chips",
            name_of(5001)
        )),
        "{t}"
    );
    assert!(!t.contains("You"), "{t}");
    check_reply(&first);

    // A member pages the public message: they get a private copy with his own rank, and the
    // public message is left as it was.
    let next = button(&first, "next");
    let second = h.click(PAGER, &next).await;
    check_reply(&second);
    assert_eq!(
        second.kind,
        ResponseKind::Message,
        "a new message, not an update"
    );
    assert!(second.view.ephemeral, "only they see it");
    assert!(
        text(&second).contains("Page 2 of 3 · You: #"),
        "{}",
        text(&second)
    );
    assert!(text(&second).contains("#11 "));
    // Their copy's buttons page his copy in place.
    let last = h.click(PAGER, &button(&second, "last")).await;
    check_reply(&last);
    assert_eq!(last.kind, ResponseKind::Update);
    assert!(
        text(&last).contains("Page 3 of 3 · You: #"),
        "{}",
        text(&last)
    );
    assert!(!last.view.custom_ids().is_empty());
    assert!(
        last.view.custom_ids().iter().all(|id| id
            .split(':')
            .nth(4)
            .is_some_and(|t| t.starts_with("me-"))),
        "{:?}",
        last.view.custom_ids()
    );
    // A member without chips is told so on their copy.
    let none = h.click(9999, &next).await;
    assert!(
        text(&none).contains("You have no chips here yet"),
        "{}",
        text(&none)
    );
    // A page past the end shows the last page.
    let beyond = h.click(PAGER, "p1:lb:99:next").await;
    assert!(text(&beyond).contains("Page 3 of 3"));
    assert!(beyond.view.ephemeral);
}

/// Next and Previous carry the line their page follows or precedes, and the last page is
/// read from the board's end: walked both ways through a board of ties, every page shows
/// the lines and places of the same page asked for by number. A Next whose line has since
/// moved still shows a full page.
#[tokio::test]
async fn chips_pages_turned_by_their_lines_match_the_pages_by_number() {
    const PAGER: u64 = 6001;
    let mut h = Harness::new().await;
    // 33 members give one, two or three chips to carol: ties of eleven, 34 lines, 4 pages.
    for k in 1..=33u64 {
        let amount = (k % 3 + 1) as i64;
        h.command(6000 + k, Command::Give { user: user(CAROL), amount })
            .await;
    }
    let by_number = |page: i64| parlor::view::custom_id::CustomId::leaderboard("chips", page, "next", true, false);
    let mut numbered = Vec::new();
    for page in 0..4 {
        let shown = h.click(PAGER, &by_number(page)).await;
        assert!(text(&shown).contains(&format!("Page {} of 4", page + 1)), "{}", text(&shown));
        numbered.push(text(&shown));
    }
    let first = h
        .command(PAGER, Command::Leaderboard { board: None, season: Some(false) })
        .await;
    let mut page = h.click(PAGER, &button(&first, "next")).await;
    for want in &numbered[1..] {
        check_reply(&page);
        assert_eq!(&text(&page), want);
        if want != numbered.last().unwrap() {
            let next = button(&page, "next");
            assert!(next.split(':').nth(5).is_some_and(|key| key.starts_with('a')), "{next}");
            page = h.click(PAGER, &next).await;
        }
    }
    for want in numbered[..3].iter().rev() {
        let prev = button(&page, "prev");
        page = h.click(PAGER, &prev).await;
        check_reply(&page);
        assert_eq!(&text(&page), want);
    }
    // Page 2's Next, after the line it follows gave its chips away: a full page 3 still.
    let second = h.click(PAGER, &by_number(1)).await;
    let next = button(&second, "next");
    let key = next.split(':').nth(5).unwrap_or_default().to_string();
    let (_, member) = key.split_once('.').unwrap();
    let member: u64 = member.parse().unwrap();
    let all = h.balance(member).await;
    h.command(member, Command::Give { user: user(CAROL), amount: all }).await;
    let third = h.click(PAGER, &next).await;
    check_reply(&third);
    let t = text(&third);
    assert!(t.contains("Page 3 of 4"), "{t}");
    assert_eq!(t.lines().filter(|line| line.contains(" <@")).count(), 10, "{t}");
}

#[tokio::test]
async fn stats_count_hands_net_and_best_hand_per_game() {
    let mut h = Harness::new().await;
    let empty = h.command(BOB, Command::Stats { user: None }).await;
    assert!(text(&empty).contains("no hands played"));
    let mut reply = start_machine(&mut h, BOB, 2).await;
    for _ in 0..3 {
        let dealt = h.click(BOB, &button(&reply, "deal")).await;
        reply = h.click(BOB, &button(&dealt, "draw")).await;
    }
    let stats = h
        .command(
            ALICE,
            Command::Stats {
                user: Some(user(BOB)),
            },
        )
        .await;
    let t = text(&stats);
    assert!(
        t.contains("Video poker") && t.contains("Hands played: 3") && t.contains("Wagered: 6"),
        "{t}"
    );
    let net = h.balance(BOB).await - 100;
    let shown = if net > 0 {
        format!("Net in chips: +{net}")
    } else if net == 0 {
        "Net in chips: ±0".into()
    } else {
        format!("Net in chips: {net}")
    };
    assert!(t.contains(&shown), "{t}");
    assert!(t.contains("Best hand: "));
}

#[tokio::test]
async fn config_is_for_managers_and_refuses_bad_values() {
    let mut h = Harness::new().await;
    // Only asking to see the settings is refused in words of its own.
    let view = h.request(
        BOB,
        Action::Command(Command::Config(ConfigChange::default())),
    );
    assert_eq!(h.refused(view).await, Refusal::NotManager { viewing: true });
    let change = h.request(
        BOB,
        Action::Command(Command::Config(
            ConfigChange::default().setting("daily_amount", "1"),
        )),
    );
    assert_eq!(
        h.refused(change).await,
        Refusal::NotManager { viewing: false }
    );

    let shown = h
        .command(ALICE, Command::Config(ConfigChange::default()))
        .await;
    let t = text(&shown);
    assert!(t.contains("99.5439 % at 5 chips"), "{t}");
    assert!(t.contains("Starting chips: 100"));
    assert!(shown.view.ephemeral);

    let out_of_range = |key: &str, min, max, value, unit| Refusal::BadSetting {
        key: key.into(),
        problem: SettingError::OutOfRange {
            min,
            max,
            value,
            unit,
        },
    };
    for (key, value, expected) in [
        (
            "idle_timeout_minutes",
            "0",
            out_of_range("idle_timeout_minutes", 1, 1440, 0, Unit::Minutes),
        ),
        (
            "starting_chips",
            "-5",
            out_of_range("starting_chips", 0, 1_000_000, -5, Unit::Chips),
        ),
        (
            "daily_streak_max",
            "lots",
            Refusal::BadSetting {
                key: "daily_streak_max".into(),
                problem: SettingError::BadValue {
                    value: "lots".into(),
                },
            },
        ),
    ] {
        let change = ConfigChange::default().setting(key, value);
        let request = h.request(ALICE, Action::Command(Command::Config(change)));
        assert_eq!(h.refused(request).await, expected);
    }
    // A pay table no one configured: video poker's own refusal, carried typed.
    let change = ConfigChange::default().setting("pay_table", "loose");
    let request = h.request(ALICE, Action::Command(Command::Config(change)));
    let Refusal::BadSetting {
        key,
        problem: SettingError::Game(refusal),
    } = h.refused(request).await
    else {
        panic!("not a game's refusal")
    };
    assert_eq!(key, "pay_table");
    assert!(matches!(
        refusal.get::<PayTableRefusal>(),
        Some(PayTableRefusal::NoSuchTable { name, .. }) if name == "loose"
    ));
    let changed = h
        .command(
            ALICE,
            Command::Config(
                ConfigChange::default()
                    .setting("starting_chips", "500")
                    .setting("daily_amount", "5"),
            ),
        )
        .await;
    assert!(
        text(&changed).contains("Changed: starting_chips, daily_amount"),
        "{}",
        text(&changed)
    );
    let newcomer = h.command(CAROL, Command::Balance { user: None }).await;
    assert!(text(&newcomer).contains("You have 500 chips"));
    assert!(text(&newcomer).contains("Claim free chips every day"));
    let daily = h.command(CAROL, Command::Daily).await;
    assert!(text(&daily).contains("+5 chips"));
    // Right after a claim, /balance says when the next one opens, not to claim now.
    let after = text(&h.command(CAROL, Command::Balance { user: None }).await);
    assert!(!after.contains("Claim free chips every day"), "{after}");
    assert!(after.contains("Your next /daily opens in 24 h"), "{after}");
}

/// Every /config number is registered with the range the app accepts: its max_value is
/// taken, one more is refused and changes nothing.
#[tokio::test]
async fn config_numbers_are_registered_with_the_range_the_app_takes() {
    use parlor::app::commands::{CommandInput, InputOption, InputValue, parse};
    use parlor::view::commands::{OptionKind, find};
    let mut h = Harness::new().await;
    let config = find("config").expect("/config");
    let mut numbers = 0;
    // Each as Discord sends it: the topic's subcommand, with the option inside.
    let options = config
        .subcommands
        .iter()
        .flat_map(|sub| sub.options.iter().map(move |option| (sub.name, option)));
    for (sub, option) in options {
        let OptionKind::Integer { min, max } = option.kind else {
            continue;
        };
        numbers += 1;
        let (min, max) = (min.expect(option.name), max.expect(option.name));
        let input = |value: i64| CommandInput {
            name: "config".into(),
            options: vec![InputOption::new(
                sub,
                InputValue::Sub(vec![InputOption::new(
                    option.name,
                    InputValue::Integer(value),
                )]),
            )],
        };
        for value in [min, max] {
            let command = parse(&input(value)).expect("in range");
            let reply = h.command(ALICE, command).await;
            assert!(
                text(&reply).contains(&format!("Changed: {}", option.name)),
                "{} = {value}: {}",
                option.name,
                text(&reply)
            );
        }
        for value in [min - 1, max + 1] {
            let refused = match parse(&input(value)) {
                Err(refusal) => refusal.message(parlor::view::Locale::En),
                Ok(command) => text(&h.command(ALICE, command).await),
            };
            assert!(
                refused.contains(option.name),
                "{} = {value}: {refused}",
                option.name
            );
            assert!(!refused.contains("Changed"), "{refused}");
        }
        // The last accepted value, the maximum, stands: the refusals changed nothing.
        let mut tx = h.app.store().begin().await.unwrap();
        let stored = tx
            .existing_settings(GUILD)
            .await
            .unwrap()
            .expect("settings");
        tx.commit().await.unwrap();
        let v = &stored.values;
        let value = match option.name {
            "starting_chips" => v.starting_chips,
            "daily_amount" => v.daily_amount,
            "daily_streak_bonus" => v.daily_streak_bonus,
            "daily_streak_max" => v.daily_streak_max,
            "give_daily_cap" => v.give_daily_cap,
            "idle_timeout_minutes" => v.idle_timeout_minutes,
            // A game's number setting.
            other => match v.get(other) {
                parlor::config::settings::SettingValue::Number(n) => n,
                value => panic!("{other} is kept as {value:?}"),
            },
        };
        assert_eq!(value, max, "{}", option.name);
    }
    let declared = parlor::config::settings::all()
        .iter()
        .filter(|(_, s)| matches!(s.kind, parlor::config::settings::SettingKind::Number { .. }))
        .count();
    assert_eq!(numbers, declared, "every number of /config was tried");
}

/// In a DM with Parlor a member's own commands play from their own wallet, and a command of
/// the servers' economy says where it belongs.
#[tokio::test]
async fn commands_outside_a_hosting_server_play_from_the_own_wallet_or_are_explained() {
    use parlor::app::{Elsewhere, OWN_WALLETS, Place};
    let mut h = Harness::new().await;
    let in_dm = |h: &mut Harness, command| {
        let mut request = h.request(ALICE, Action::Command(command));
        request.guild_id = None;
        request.place = Place::Elsewhere {
            at: Elsewhere::BotDm,
            public: true,
        };
        request
    };
    let daily = in_dm(&mut h, Command::Daily);
    let reply = h.send(daily).await;
    assert!(text(&reply).contains("+50 chips"), "{}", text(&reply));
    assert_eq!(h.balance_in(OWN_WALLETS, ALICE).await, 150);
    assert_eq!(h.balance(ALICE).await, 0, "no wallet on the server");
    let give = in_dm(
        &mut h,
        Command::Give {
            user: user(BOB),
            amount: 5,
        },
    );
    let reply = h.send(give).await;
    assert!(is_ephemeral_notice(&reply));
    assert!(
        text(&reply).contains("This command belongs to the servers that added Parlor"),
        "{}",
        text(&reply)
    );
    assert_eq!(h.balance_in(OWN_WALLETS, ALICE).await, 150);
    let help = h.command(ALICE, Command::Help { game: None }).await;
    assert!(text(&help).contains("/poker video"));
}

/// `/help game:<name>` shows every game's rules, privately, within Discord's limits.
#[tokio::test]
async fn every_game_has_its_rules_in_help() {
    let mut h = Harness::new().await;
    let help = parlor::view::commands::find("help").expect("/help");
    let Some(parlor::view::commands::OptionKind::Choice(games)) =
        help.options.first().map(|o| o.kind)
    else {
        panic!("/help takes a game: {help:?}");
    };
    // Every game members start: the test-only table game, started by the tests alone, has
    // no rules to show.
    let started = registry()
        .games()
        .iter()
        .filter(|g| !g.starts.is_empty())
        .count();
    assert_eq!(games.len(), started, "{games:?}");
    for &name in games {
        let kind = parlor::engine::GameKind::parse(name).expect("a game");
        let reply = h.command(ALICE, Command::Help { game: Some(kind) }).await;
        assert!(reply.view.ephemeral, "{name}: only the asker sees it");
        assert!(schema_errors(&reply.to_json()).is_empty(), "{name}");
        let shown = text(&reply);
        assert!(shown.starts_with("How to play · "), "{shown}");
        assert!(shown.len() > 800, "{name}: the rules, not a line: {shown}");
    }
    let yahtzee = Command::Help {
        game: Some(parlor::engine::GameKind::Yahtzee),
    };
    let shown = text(&h.command(ALICE, yahtzee).await);
    assert!(
        shown.contains("Full house") && shown.contains("63"),
        "{shown}"
    );
}

#[test]
fn the_schema_check_rejects_what_discord_would_reject() {
    let good = Reply::message(View::embed("Title", "Body", 1));
    assert!(schema_errors(&good.to_json()).is_empty());

    let mut long_label = good.clone();
    long_label.view.rows = vec![Row::Buttons(vec![Button::new(
        "a",
        "x".repeat(81),
        Style::Primary,
    )])];
    assert!(!schema_errors(&long_label.to_json()).is_empty());

    let wrong_type = json!({ "type": 7, "data": { "embeds": [{ "title": "t".repeat(257) }] } });
    assert!(!schema_errors(&wrong_type).is_empty());
    let bad_style = json!({ "type": 4, "data": { "components": [{ "type": 1, "components": [
        { "type": 2, "style": 9, "label": "x", "custom_id": "a" }] }] } });
    assert!(!schema_errors(&bad_style).is_empty());
    let six_buttons = json!({ "type": 4, "data": { "components": [{ "type": 1, "components":
        (0..6).map(|i| json!({ "type": 2, "style": 1, "label": "x", "custom_id": format!("{i}") })).collect::<Vec<_>>() }] } });
    assert!(!schema_errors(&six_buttons).is_empty());
    assert!(!followup_errors(&json!({ "content": "x".repeat(2001) })).is_empty());
}

#[tokio::test]
async fn answered_interactions_are_kept_past_the_signature_window_and_no_longer() {
    let mut h = Harness::new().await;
    let request = h.request(ALICE, Action::Command(Command::Daily));
    let first = h.send(request.clone()).await;
    let kept = |h: &Harness| {
        let store = h.app.store().clone();
        let id = request.interaction_id.clone();
        async move {
            let mut tx = store.begin().await.unwrap();
            let answered = tx.answered(&id).await.unwrap().is_some();
            tx.commit().await.unwrap();
            answered
        }
    };
    // 5 minutes of signature window, 15 of Discord's token, 5 of margin.
    h.clock.advance(24 * 60);
    h.app.expire_idle().await.unwrap();
    assert!(
        kept(&h).await,
        "within the window a replay finds its answer"
    );
    assert_eq!(h.send(request.clone()).await, first);
    h.clock.advance(2 * 60);
    h.app.expire_idle().await.unwrap();
    assert!(!kept(&h).await, "25 minutes on, the record is gone");
}

/// A Discord id made at `unix` seconds (its first 42 bits are its age).
fn id_made_at(unix: i64, low: u64) -> u64 {
    ((unix as u64 * 1000 - 1_420_070_400_000) << 22) | low
}

fn give(to: u64, amount: i64) -> Action {
    Action::Command(Command::Give {
        user: user(to),
        amount,
    })
}

/// The receive cap: what one member may receive from everyone in 24 hours. A gift past it is
/// refused privately with what may still come now and when this gift fits, and nothing
/// moves.
#[tokio::test]
async fn the_receive_cap_holds_for_gifts_from_everyone() {
    parlor::testing::registry();
    let mut config = Config::default();
    config.defaults.give_receive_daily_cap = 50;
    let mut h = Harness::with_config(config, 1).await;
    h.command(CAROL, Command::Balance { user: None }).await;
    h.command(
        ALICE,
        Command::Give {
            user: user(BOB),
            amount: 30,
        },
    )
    .await;
    h.clock.advance(3600);
    let over = h.request(CAROL, give(BOB, 30));
    assert_eq!(
        h.refused(over).await,
        Refusal::ReceiveCap {
            member: BOB,
            cap: 50,
            left: 20,
            wait: Some(86_400 - 3600),
        }
    );
    assert_eq!((h.balance(CAROL).await, h.balance(BOB).await), (100, 130));
    let too_big = h.request(CAROL, give(BOB, 60));
    assert!(matches!(
        h.refused(too_big).await,
        Refusal::ReceiveCap { wait: None, .. }
    ));
    h.command(
        CAROL,
        Command::Give {
            user: user(BOB),
            amount: 20,
        },
    )
    .await;
    assert_eq!(h.balance(BOB).await, 150);
    h.clock.advance(86_400);
    h.command(
        CAROL,
        Command::Give {
            user: user(BOB),
            amount: 50,
        },
    )
    .await;
    assert_eq!(h.balance(BOB).await, 200);
    // The gifts within the cap read back within it, the one received at the cap included.
    no_findings(&h).await;
}

/// The account-age and games rules hold for the giver and the receiver, each refusal saying
/// whose account or games and when the rule will pass; refusals come in order: the amount,
/// the balance, the giver's cap, the receiver's cap, then age and games.
#[tokio::test]
async fn gift_rules_on_age_and_games_hold_for_both_sides_in_order() {
    parlor::testing::registry();
    let mut config = Config::default();
    config.defaults.give_min_account_days = 30;
    config.defaults.give_receive_daily_cap = 40;
    let mut h = Harness::with_config(config, 1).await;
    // An account made ten days before the test's clock.
    let newbie = id_made_at(parlor::testing::START - 10 * 86_400, 5);
    for member in [ALICE, newbie] {
        h.command(member, Command::Balance { user: None }).await;
    }
    let refused = h.request(ALICE, give(newbie, 10));
    assert_eq!(
        h.refused(refused).await,
        Refusal::AccountTooNew {
            member: newbie,
            you: false,
            days: 30,
            wait: 20 * 86_400,
        }
    );
    let refused = h.request(newbie, give(ALICE, 10));
    assert!(matches!(
        h.refused(refused).await,
        Refusal::AccountTooNew { you: true, .. }
    ));
    // The balance comes before the rules; the receive cap before the age.
    let refused = h.request(newbie, give(ALICE, 500));
    assert!(matches!(
        h.refused(refused).await,
        Refusal::NotEnoughToGive { .. }
    ));
    let refused = h.request(ALICE, give(newbie, 41));
    assert!(matches!(
        h.refused(refused).await,
        Refusal::ReceiveCap { .. }
    ));
    assert_eq!(h.balance(ALICE).await, 100);

    // Games: ALICE, a manager, asks for one game finished on the server.
    h.command(
        ALICE,
        Command::Config(ConfigChange::default().setting("give_min_games", "1")),
    )
    .await;
    let refused = h.request(ALICE, give(BOB, 10));
    assert_eq!(
        h.refused(refused).await,
        Refusal::TooFewGames {
            member: ALICE,
            you: true,
            needed: 1,
            played: 0,
        }
    );
    // A hand of video poker played out: now BOB is the one short of games.
    let opened = start_machine(&mut h, ALICE, 1).await;
    let dealt = h.click(ALICE, &button(&opened, "deal")).await;
    let drawn = h.click(ALICE, &button(&dealt, "draw")).await;
    assert!(text(&drawn).contains("After the draw"), "{}", text(&drawn));
    let refused = h.request(ALICE, give(BOB, 10));
    assert_eq!(
        h.refused(refused).await,
        Refusal::TooFewGames {
            member: BOB,
            you: false,
            needed: 1,
            played: 0,
        }
    );
}

/// 200 distinct gifts to one member at once, and 200 copies of one /give at once, over
/// `apps` sharing one database and `clock`: the receive cap holds exactly, and the copied
/// gift moves its chips once.
async fn gifts_at_once(apps: Vec<std::sync::Arc<parlor::app::App>>, clock: &parlor::app::Clock) {
    use parlor::app::{Actor, Request};
    let request = |n: usize, from: u64, action: Action, id: String| Request {
        interaction_id: id,
        guild_id: Some(parlor::testing::GUILD),
        place: parlor::app::Place::Server(parlor::testing::GUILD),
        channel_id: parlor::testing::CHANNEL,
        actor: Actor {
            id: from,
            name: format!("m{n}"),
            manager: false,
        },
        locale: parlor::view::Locale::En,
        guild_locale: parlor::view::Locale::En,
        action,
    };
    // The server's settings are made first, and the gifts come a minute later: `parlor
    // check` reads the cap against the gifts made since the settings last changed, and a
    // gift in the very second of a change is left out of it.
    let opened = apps[0]
        .handle(request(
            0,
            BOB,
            Action::Command(Command::Daily),
            "daily".into(),
        ))
        .await;
    assert!(
        raw_text(&opened).contains("+50 chips"),
        "{}",
        raw_text(&opened)
    );
    clock.advance(60);
    let mut tasks = Vec::new();
    for n in 0..200usize {
        let app = apps[n % apps.len()].clone();
        let distinct = request(n, 7000 + n as u64, give(BOB, 1), format!("gift{n}"));
        let copy = request(n, ALICE, give(CAROL, 10), "the-copied-gift".into());
        // A member told Parlor was busy (their transaction lost a race and ran out of
        // tries) presses again, as they would.
        tasks.push(tokio::spawn(async move {
            for request in [distinct, copy] {
                for _ in 0..50 {
                    let reply = app.handle(request.clone()).await;
                    if !raw_text(&reply).contains("busy right now") {
                        break;
                    }
                }
            }
        }));
    }
    for task in tasks {
        task.await.expect("a request");
    }
    let app = &apps[0];
    let balance = |user: u64| async move {
        let mut tx = app.store().begin().await.expect("begin");
        let balance = tx
            .existing_wallet(parlor::testing::GUILD, user)
            .await
            .expect("a wallet")
            .map_or(0, |w| w.balance);
        tx.commit().await.expect("commit");
        balance
    };
    assert_eq!(
        balance(BOB).await,
        100 + 50 + 150,
        "the receive cap of 150 holds"
    );
    assert_eq!(balance(CAROL).await, 110, "the copied gift moved once");
    assert_eq!(balance(ALICE).await, 90);
    // `parlor check`: the ledger, BOB's streak, and the cap read back as they were kept.
    let findings = app.check().await.expect("the check");
    assert!(findings.is_empty(), "{findings:?}");
}

fn capped() -> Config {
    let mut config = Config::default();
    config.defaults.give_receive_daily_cap = 150;
    config
}

#[tokio::test]
async fn the_caps_hold_under_gifts_at_once_on_sqlite() {
    parlor::testing::registry();
    let h = Harness::with_config(capped(), 1).await;
    gifts_at_once(vec![h.app.clone()], &h.clock).await;
}

#[tokio::test]
async fn the_caps_hold_under_gifts_at_once_over_two_postgresql_replicas() {
    let Some(db) = parlor::testing::TestDatabase::postgres().await else {
        return;
    };
    let clock = std::sync::Arc::new(parlor::app::Clock::fixed(parlor::testing::START));
    let config = std::sync::Arc::new(capped());
    let first = parlor::testing::app_on(&db.url, config.clone(), clock.clone(), 1).await;
    let second = parlor::testing::app_on(&db.url, config, clock.clone(), 2).await;
    gifts_at_once(vec![first, second], &clock).await;
}

/// BOB's /daily, as he reads it.
async fn daily(h: &mut Harness) -> String {
    let request = h.request(BOB, Action::Command(Command::Daily));
    text(&h.send(request).await)
}

/// A claim 48 to 72 hours after the last keeps the streak once per seven claims: the reply
/// says a grace was used and when the next is there, `/daily` shows the grace left, and the
/// figures are the wallet's, so a restart reads them the same.
#[tokio::test]
async fn a_late_claim_keeps_the_streak_once_per_seven_claims() {
    let mut h = Harness::new().await;
    let first = daily(&mut h).await;
    assert!(first.contains("Grace: 1 left"), "{first}");
    h.clock.advance(30 * 3600);
    let second = daily(&mut h).await;
    assert!(
        second.contains("day 2") && !second.contains("a grace kept"),
        "{second}"
    );
    // 60 hours later: the grace keeps the streak.
    h.clock.advance(60 * 3600);
    let graced = daily(&mut h).await;
    assert!(graced.contains("a grace kept your streak"), "{graced}");
    assert!(graced.contains("day 3"), "{graced}");
    assert!(graced.contains("comes after 6 more claims"), "{graced}");
    // A restart reads the same figures.
    h.restart(2).await;
    let waiting = daily(&mut h).await;
    // Day 4 next, with the default 10 chips a streak day.
    assert!(waiting.contains("streak bonus of +30"), "{waiting}");
    assert!(
        waiting.contains("day 3") && waiting.contains("after 6 more claims"),
        "{waiting}"
    );
    // Another 60 hours: no grace left, the streak starts again.
    h.clock.advance(60 * 3600);
    let reset = daily(&mut h).await;
    assert!(
        reset.contains("day 1") && !reset.contains("a grace kept"),
        "{reset}"
    );
    // Six more claims a day apart, and the grace is there again.
    for _ in 0..5 {
        h.clock.advance(25 * 3600);
        daily(&mut h).await;
    }
    h.clock.advance(25 * 3600);
    let ready = daily(&mut h).await;
    assert!(ready.contains("Grace: 1 left"), "{ready}");
    h.clock.advance(50 * 3600);
    let again = daily(&mut h).await;
    assert!(
        again.contains("a grace kept your streak") && again.contains("day 8"),
        "{again}"
    );
    // The streak, its claims and its grace read back as the claims left them.
    no_findings(&h).await;
}

/// `/audit user:<member>` shows a manager the member's last chip movements privately, each
/// with its time, amount, reason and counterpart; others are refused.
#[tokio::test]
async fn audit_shows_a_members_last_movements_to_managers_only() {
    let mut h = Harness::new().await;
    h.command(BOB, Command::Daily).await;
    h.command(
        CAROL,
        Command::Give {
            user: user(BOB),
            amount: 7,
        },
    )
    .await;
    let shown = h.command(ALICE, Command::Audit { user: user(BOB) }).await;
    assert!(
        is_ephemeral_notice(&shown) || shown.view.ephemeral,
        "private"
    );
    let t = text(&shown);
    assert!(t.contains("Chip movements"), "{t}");
    assert!(
        t.contains(&format!("+7 · gift received · <@{CAROL}>")),
        "{t}"
    );
    assert!(t.contains("+50 · daily chips"), "{t}");
    assert!(t.contains("+100 · starting chips"), "{t}");
    // Newest first.
    assert!(t.find("gift received") < t.find("daily chips"), "{t}");
    let refused = h.request(BOB, Action::Command(Command::Audit { user: user(CAROL) }));
    assert_eq!(h.refused(refused).await, Refusal::NotAuditor);
    // More than 25 movements: the last 25.
    for _ in 0..30 {
        h.command(
            CAROL,
            Command::Give {
                user: user(BOB),
                amount: 1,
            },
        )
        .await;
    }
    let t = text(&h.command(ALICE, Command::Audit { user: user(BOB) }).await);
    assert_eq!(t.matches("gift received").count(), 25, "{t}");
}

/// Every reply the gift rules, the streaks and /audit add fits Discord's schema and limits in
/// every language, with no message missing from a catalogue: the longest of each.
#[test]
fn the_new_economy_replies_fit_discord_in_every_language() {
    use parlor::store::Move;
    use parlor::view::economy::{DailyClaim, audit, daily_claimed, daily_wait};
    parlor::testing::registry();
    let moves: Vec<Move> = (0..25)
        .map(|_| Move {
            at: i64::from(i32::MAX),
            delta: -1_000_000_000,
            reason: "cash-out".into(),
            counterparty: None,
            game_id: Some(i64::MAX),
            game_kind: Some("video-poker".into()),
        })
        .chain((0..25).map(|_| Move {
            at: i64::from(i32::MAX),
            delta: 1_000_000_000,
            reason: "gift".into(),
            counterparty: Some(u64::MAX),
            game_id: None,
            game_kind: None,
        }))
        .collect();
    for &l in parlor::view::Locale::ALL {
        let refusals = [
            Refusal::ReceiveCap {
                member: u64::MAX,
                cap: 10_000_000,
                left: 9_999_999,
                wait: Some(86_399),
            },
            Refusal::ReceiveCap {
                member: u64::MAX,
                cap: 1,
                left: 0,
                wait: None,
            },
            Refusal::AccountTooNew {
                member: u64::MAX,
                you: false,
                days: 3650,
                wait: 3650 * 86_400,
            },
            Refusal::AccountTooNew {
                member: u64::MAX,
                you: true,
                days: 1,
                wait: 60,
            },
            Refusal::TooFewGames {
                member: u64::MAX,
                you: false,
                needed: 100_000,
                played: 99_999,
            },
            Refusal::TooFewGames {
                member: u64::MAX,
                you: true,
                needed: 1,
                played: 0,
            },
            Refusal::NotAuditor,
        ];
        for refusal in refusals {
            parlor::testing::check_reply(&Reply::notice(refusal.view(l)));
        }
        for shown in [&moves[..25], &moves[25..], &moves[..0]] {
            parlor::testing::check_reply(&Reply::notice(audit(l, u64::MAX, shown)));
        }
        parlor::testing::check_reply(&Reply::notice(daily_wait(l, 86_399, 365, 1_000_000, 6)));
        // At the longest currency a server can set.
        parlor::testing::check_reply(&Reply::message(daily_claimed(
            l,
            &parlor::view::currency::Currency::longest(),
            &DailyClaim {
                base: 1_000_000,
                bonus: 364_000_000,
                streak: 365,
                balance: i64::MAX / 2,
                next_in: 86_400,
                graced: true,
                grace_in: 6,
            },
        )));
    }
    assert!(
        parlor::locale::i18n::misses().is_empty(),
        "{:?}",
        parlor::locale::i18n::misses()
    );
}
