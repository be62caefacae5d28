//! Parlor in French and Polish, through the terminal table: every game played in each
//! language by members who type its commands in their own words, and the parlor's own
//! commands. A reply fails the test if any message fell back to English, if it carries a word
//! only the English catalogue uses (text built outside the catalogues), or if it breaks
//! Discord's schema or limits. And the language of each reply: a member's private replies in
//! theirs, public boards in the server's.

use crate::common;

use common::session::{Session, components};
use parlor::play::Table;
use parlor::view::Locale;
use parlor::view::commands::shown;
use rand::{RngExt, SeedableRng};
use serde_json::Value;
use std::collections::BTreeSet;

/// Every command, once the registry installed the games'.
fn commands() -> &'static [parlor::view::commands::CommandDef] {
    parlor::testing::registry();
    parlor::view::commands::all()
}

/// The words of a catalogue's values (not its ids, comments or placeables), lowercase.
fn catalogue_words(locale: &str) -> BTreeSet<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut files = vec![format!("{root}/src/locale/locales/{locale}.ftl")];
    for entry in std::fs::read_dir(format!("{root}/src/games")).unwrap() {
        let path = entry.unwrap().path().join(format!("{locale}.ftl"));
        if path.exists() {
            files.push(path.display().to_string());
        }
    }
    let mut words = BTreeSet::new();
    for file in files {
        for line in std::fs::read_to_string(&file).unwrap().lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            // The value: after `id =` on a message's first line, the whole of a continuation.
            let value = match line.split_once(" = ") {
                Some((id, value)) if !line.starts_with(' ') && !id.contains(' ') => value,
                _ => line,
            };
            // Placeables name variables and variants, not words shown.
            let mut shown = String::new();
            // (A line may close a selector opened on an earlier one: `}. …`.)
            let mut depth = 0usize;
            for c in value.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth = depth.saturating_sub(1),
                    _ if depth == 0 => shown.push(c),
                    _ => {}
                }
            }
            let shown = shown.trim_start();
            let shown = match shown.strip_prefix('[').and_then(|s| s.split_once(']')) {
                Some((_, rest)) => rest.to_string(),
                None => shown.to_string(),
            };
            words.extend(words_of(&shown));
        }
    }
    words
}

fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(str::to_lowercase)
        .collect()
}

/// Words the English catalogue shows and neither other catalogue does: one of them in a
/// French or Polish reply is English that did not come through the catalogue. Values typed
/// as they are in every language are not among them: option choices (`casual`, `english`),
/// and the pay tables' names and lowest pairs (`classic`, `/jacks`), which docs/i18n.md
/// keeps in English.
fn english_only() -> BTreeSet<String> {
    let (fr, pl) = (catalogue_words("fr"), catalogue_words("pl"));
    let mut values: BTreeSet<String> = BTreeSet::new();
    for c in commands().iter() {
        let options = c
            .options
            .iter()
            .chain(c.subcommands.iter().flat_map(|s| s.options.iter()));
        for option in options {
            if let parlor::view::commands::OptionKind::Choice(words) = option.kind {
                values.extend(words.iter().flat_map(|w| words_of(w)));
            }
        }
    }
    for table in parlor::engine::video_poker::PayTable::built_in() {
        values.extend(words_of(&table.name));
        values.extend(words_of(&table.spec()));
    }
    catalogue_words("en")
        .into_iter()
        .filter(|w| !fr.contains(w) && !pl.contains(w) && !values.contains(w))
        .collect()
}

/// The words of `text` that only the English catalogue uses.
fn english_in(text: &str, english: &BTreeSet<String>) -> Vec<String> {
    words_of(text)
        .into_iter()
        .filter(|w| english.contains(w))
        .collect()
}

/// Every text a member reads in one printed line (a response, a follow-up, an edit), with
/// Discord's limits checked on the way.
fn texts(line: &Value) -> Vec<String> {
    let data = if line.get("type").is_some() {
        &line["data"]
    } else if let Some(body) = line.get("followup").or(line.get("edit_original")) {
        body
    } else if let Some(edit) = line.get("edit") {
        &edit["message"]
    } else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut take = |value: &Value, limit: usize, what: &str| {
        if let Some(text) = value.as_str() {
            let n = text.chars().count();
            assert!(n <= limit, "{what}: {n} characters, over {limit}: {text}");
            out.push(text.to_string());
        }
    };
    // A Components V2 message: its text displays (the panels' titles, boards, fields and
    // small print) within Parlor's budget for a message, and within Discord's count of
    // components; a form: its fields' labels.
    let components = data["components"].as_array().cloned().unwrap_or_default();
    let measure = parlor::view::layout::measure(&components);
    assert!(
        measure.text <= parlor::view::layout::TEXT_BUDGET,
        "a message of {} characters of text: {data}",
        measure.text
    );
    assert!(
        measure.components <= parlor::view::layout::MAX_COMPONENTS,
        "a message of {} components: {data}",
        measure.components
    );
    let mut shown = Vec::new();
    parlor::view::layout::walk(&components, &mut |c| shown.push(c.clone()));
    for c in &shown {
        match c["type"].as_u64() {
            Some(10) => take(&c["content"], parlor::view::layout::TEXT_BUDGET, "text"),
            Some(18) => take(&c["label"], 45, "form label"),
            Some(4) => take(&c["label"], 45, "text input label"),
            _ => {
                take(&c["label"], 80, "button label");
                take(&c["placeholder"], 150, "menu placeholder");
                for option in c["options"].as_array().into_iter().flatten() {
                    take(&option["label"], 100, "menu option");
                    take(&option["description"], 100, "menu option description");
                }
            }
        }
    }
    out
}

/// Fails on any English word in `lines`, and on any message that fell back to English. (The
/// fallbacks are counted for the whole process: one from a suite running beside this one
/// fails here too, named by its message id.)
fn no_english(locale: Locale, lines: &[Value], english: &BTreeSet<String>, said: &str) {
    let misses = parlor::locale::i18n::misses();
    assert!(misses.is_empty(), "{locale:?}, after `{said}`: {misses:?}");
    if locale == Locale::En {
        return;
    }
    // Decimals in the language's way: a decimal comma.
    let english_number = regex::Regex::new(r"\d\.\d").unwrap();
    // An emoji's name (`sol_hole`) is a name, not words.
    let emoji = regex::Regex::new(r"<a?:[a-z0-9_]+:\d+>").unwrap();
    for line in lines {
        for text in texts(line) {
            let text = emoji.replace_all(&text, "").to_string();
            let leaked = english_in(&text, english);
            assert!(
                leaked.is_empty(),
                "{locale:?}, after `{said}`: English {leaked:?} in: {text}"
            );
            assert!(
                !english_number.is_match(&text),
                "{locale:?}, after `{said}`: an English number in: {text}"
            );
        }
    }
}

/// The enabled controls of the newest lines: `click <id>`, `select <id> <value>` for each
/// option of a menu, or `submit <field>:<value>` for a form's field, with the value it holds.
fn controls(lines: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    for line in lines {
        let body = if line.get("type").is_some() {
            line.clone()
        } else if let Some(body) = line.get("followup").or(line.get("edit_original")) {
            serde_json::json!({ "data": body })
        } else if let Some(edit) = line.get("edit") {
            serde_json::json!({ "data": edit["message"] })
        } else {
            continue;
        };
        // A form's text inputs (in labels or rows): each submitted with the value it holds.
        if body["type"] == 9 {
            for input in parlor::games::player::form_inputs(&body["data"]) {
                let Some(id) = input["custom_id"].as_str().filter(|id| !id.is_empty()) else {
                    continue;
                };
                let value = input["value"].as_str().unwrap_or("1");
                out.push(format!("submit {id}:{value}"));
            }
            continue;
        }
        for (id, kind, disabled) in components(&body) {
            if disabled || id.is_empty() {
                continue;
            }
            if kind == 3 {
                let options = parlor::view::layout::controls(&body["data"])
                    .into_iter()
                    .filter(|c| c["custom_id"] == id.as_str())
                    .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
                    .filter_map(|o| o["value"].as_str().map(str::to_string))
                    .collect::<Vec<_>>();
                out.extend(options.into_iter().map(|v| format!("select {id} {v}")));
            } else {
                out.push(format!("click {id}"));
            }
        }
    }
    out
}

/// How a server shows cards, dice and pieces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Style {
    Text,
    /// Parlor's emojis, synced (`/config card_style:emoji`, the default, once they are).
    Emoji,
}

/// A session on a server whose Discord language is `locale`, its members speaking it too.
async fn session(seed: u64, locale: Locale) -> Session {
    let mut s = Session::new(seed).await;
    s.table = Table::new(s.app.clone(), true, false).with_locale(locale);
    s
}

/// [`session`] with Parlor's emojis synced, on a server showing pieces in `style`. The text
/// style is the operator's default (`[defaults] card_style = "text"`), as a server's
/// `/config card_style:text` would make it; the emojis are synced either way. (`/config` itself, in each language, is
/// [`chips_boards_help_and_settings_read_in_each_language`]'s: here it would work out the
/// games' figures again for every new database.)
async fn styled_session(seed: u64, locale: Locale, style: Style) -> Session {
    let mut config = parlor::config::Config::default();
    if style == Style::Text {
        config.defaults.card_style = "text".to_string();
    }
    let mut s = Session::with_config(config, seed).await;
    s.table = Table::new(s.app.clone(), true, false).with_locale(locale);
    s.sync_emojis().await;
    s
}

/// The emoji names a line shows, in its text or on its buttons (`c_qh`, `d_3k`).
fn emojis_in(line: &Value) -> BTreeSet<String> {
    let text = line.to_string();
    let markup = regex::Regex::new(r"<:([a-z0-9_]+):\d+>").unwrap();
    let mut names: BTreeSet<String> = markup
        .captures_iter(&text)
        .map(|c| c[1].to_string())
        .collect();
    let buttons = regex::Regex::new(r#""emoji":\{"id":"\d+","name":"([a-z0-9_]+)"\}"#).unwrap();
    names.extend(buttons.captures_iter(&text).map(|c| c[1].to_string()));
    names
}

/// Plays every game a member can start, in `locale`: each start command typed in the
/// language's own words, then seeded random clicks and menu choices by two members (a table
/// fills, starts, plays; a solo game is played, hinted, given up), with refusals along the
/// way (a click by the member who does not own the game, a stale button).
async fn play_every_game(locale: Locale, seed: u64, style: Style) {
    let english = english_only();
    assert!(
        english.len() > 100 && english.contains("chips") && english.contains("your"),
        "the English-only words: {}",
        english.len()
    );
    let code = locale.code();
    let mut starts = Vec::new();
    for c in commands().iter() {
        for sub in c.subcommands.iter().filter(|s| s.game.is_some()) {
            let required: Vec<String> = sub
                .options
                .iter()
                .filter(|o| o.required)
                .map(|o| {
                    let path = format!("{}-{}", c.name, sub.name);
                    let name = parlor::view::commands::local_name(
                        locale,
                        &format!("opt-{path}-{}", o.name),
                    )
                    .unwrap_or(o.name.to_string());
                    format!("{name}:d2")
                })
                .collect();
            let typed = shown(locale, &format!("/{} {}", c.name, sub.name));
            starts.push(
                format!("{typed} {}", required.join(" "))
                    .trim_end()
                    .to_string(),
            );
        }
    }
    assert!(starts.len() >= 10, "{starts:?}");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    // Every emoji any reply showed.
    let mut pictured = BTreeSet::new();
    for (n, start) in starts.iter().enumerate() {
        let mut s = styled_session(seed + n as u64, locale, style).await;
        let members = ["ana", "bob"];
        for m in members {
            s.line(&format!("as {m} {code}")).await;
        }
        s.line(&format!("as {}", members[0])).await;
        let mut lines = s.line(start).await;
        pictured.extend(lines.iter().flat_map(emojis_in));
        no_english(locale, &lines, &english, start);
        let mut recent: Vec<Value> = lines.clone();
        // What was pressable before a form opened: a refused form is gone, and these are
        // what a member can press next.
        let mut behind: Vec<Value> = Vec::new();
        let mut last = members[0];
        for step in 0..40 {
            let options = controls(&recent);
            if options.is_empty() {
                // The game is over (or was only a move): start again.
                lines = s.line(start).await;
                no_english(locale, &lines, &english, start);
                recent = lines;
                continue;
            }
            // Mostly the opener (a solo game is theirs alone), now and then the other member
            // (who joins a table, or is refused someone else's game).
            // A form is filled in by whoever opened it.
            let random = members[usize::from(rng.random_range(0..5) == 0)];
            let who = if options.iter().any(|o| o.starts_with("submit ")) {
                last
            } else {
                random
            };
            last = who;
            s.line(&format!("as {who}")).await;
            // Leaving and giving up are chosen rarely, so that games are played on.
            let weight = |said: &String| {
                let code = said.split(':').nth(3).unwrap_or_default();
                let code = code.split([' ', ':']).next().unwrap_or_default();
                if ["leave", "give-up", "cancel", "quit", "close"].contains(&code) {
                    1
                } else {
                    12
                }
            };
            let total: u32 = options.iter().map(weight).sum();
            let mut pick = rng.random_range(0..total);
            let said = options
                .iter()
                .find(|o| {
                    let w = weight(o);
                    if pick < w {
                        true
                    } else {
                        pick -= w;
                        false
                    }
                })
                .cloned()
                .unwrap_or_default();
            lines = s.line(&said).await;
            pictured.extend(lines.iter().flat_map(emojis_in));
            if std::env::var("SHOW").is_ok() {
                for l in &lines {
                    for t in texts(l) {
                        eprintln!("[{said}] {t}");
                    }
                }
            }
            no_english(
                locale,
                &lines,
                &english,
                &format!("{start}, step {step}: {said}"),
            );
            // What a member can press next: the new lines' controls, or none when the game's
            // message was updated without any (over); a private notice alone changes nothing.
            let private_notice = lines.len() == 1 && common::is_private(&lines[0]["data"]);
            let form = lines.iter().any(|l| l["type"] == 9);
            if form {
                behind = std::mem::take(&mut recent);
                recent = lines;
            } else if !private_notice {
                recent = lines;
            } else if said.starts_with("submit ") {
                recent = std::mem::take(&mut behind);
            }
        }
        // Time passes: the idle sweep closes what is open, in the server's language.
        s.line("wait 2h").await;
        let swept = s.line("expire").await;
        no_english(locale, &swept, &english, "expire");
    }
    match style {
        Style::Text => assert!(pictured.is_empty(), "{pictured:?}"),
        // Cards (a face down too), dice plain and kept, pegs, Cascade's colours.
        Style::Emoji => {
            for wanted in ["c_back", "d_", "sol_peg", "sol_hole", "cas_"] {
                let shown = pictured.iter().any(|n| n.starts_with(wanted));
                assert!(shown, "{locale:?}: no {wanted}* in {pictured:?}");
            }
            let cards = pictured.iter().filter(|n| n.starts_with("c_")).count();
            assert!(cards > 20, "{pictured:?}");
        }
    }
}

#[tokio::test]
async fn every_game_plays_in_french() {
    play_every_game(Locale::Fr, 100, Style::Text).await;
}

#[tokio::test]
async fn every_game_plays_in_polish() {
    play_every_game(Locale::Pl, 200, Style::Text).await;
}

/// Every game with Parlor's emojis, in each language: each reply within Discord's schema
/// and limits with the longest ids an emoji can have, and every kind of piece shown.
#[tokio::test]
async fn every_game_plays_with_emojis_in_english() {
    play_every_game(Locale::En, 300, Style::Emoji).await;
}

#[tokio::test]
async fn every_game_plays_with_emojis_in_french() {
    play_every_game(Locale::Fr, 400, Style::Emoji).await;
}

#[tokio::test]
async fn every_game_plays_with_emojis_in_polish() {
    play_every_game(Locale::Pl, 500, Style::Emoji).await;
}

/// The parlor's own commands and refusals, typed in each language's words.
#[tokio::test]
async fn chips_boards_help_and_settings_read_in_each_language() {
    let english = english_only();
    for (locale, lines, mistakes) in [
        (
            Locale::Fr,
            [
                "/solde",
                "/quotidien",
                "/quotidien",
                "/donner membre:@bob montant:5",
                "/donner membre:@bob montant:999999",
                "/classement",
                "/classement tableau:yahtzee",
                "/stats",
                "/succès",
                "/succès membre:@bob",
                "/saison",
                "/classement période:all",
                "/aide",
                "/aide jeu:blackjack",
                "/config",
                "/config langue:fr",
                "/config jetons_de_départ:-4",
                "/config table_des_gains:1,2,3",
                "/poker vidéo mise:9",
            ],
            [
                "/danse",
                "click 9",
                "as @parlor",
                "wait 2y",
                "/donner montant:5",
            ],
        ),
        (
            Locale::Pl,
            [
                "/saldo",
                "/dzienne",
                "/dzienne",
                "/daj gracz:@bob kwota:5",
                "/daj gracz:@bob kwota:999999",
                "/ranking",
                "/ranking tabela:yahtzee",
                "/statystyki",
                "/osiągnięcia",
                "/osiągnięcia gracz:@bob",
                "/sezon",
                "/ranking okres:all",
                "/pomoc",
                "/pomoc gra:blackjack",
                "/konfiguracja",
                "/konfiguracja język:pl",
                "/konfiguracja żetony_na_start:-4",
                "/konfiguracja tabela_wypłat:1,2,3",
                "/poker wideo stawka:9",
            ],
            [
                "/taniec",
                "click 9",
                "as @parlor",
                "wait 2y",
                "/daj kwota:5",
            ],
        ),
    ] {
        let mut s = session(7, locale).await;
        for line in lines {
            let printed = s.line(line).await;
            assert!(!printed.is_empty(), "{line}");
            no_english(locale, &printed, &english, line);
        }
        // What the terminal table itself refuses, in the member's language.
        for line in mistakes {
            let (mut out, mut err) = (Vec::new(), Vec::new());
            s.table.run_line(line, &mut out, &mut err).await.unwrap();
            let err = String::from_utf8(err).unwrap();
            assert!(out.is_empty() && !err.is_empty(), "{line}: {err}");
            let leaked = english_in(&err, &english);
            assert!(
                leaked.is_empty(),
                "{locale:?} `{line}`: {leaked:?} in {err}"
            );
        }
        let misses = parlor::locale::i18n::misses();
        assert!(misses.is_empty(), "{misses:?}");
    }
}

/// The language a text is in: the catalogue most of its own words come from (words only
/// that catalogue uses).
fn language_of(text: &str) -> Option<Locale> {
    let words = [
        (Locale::En, catalogue_words("en")),
        (Locale::Fr, catalogue_words("fr")),
        (Locale::Pl, catalogue_words("pl")),
    ];
    let own = |i: usize| {
        words_of(text)
            .iter()
            .filter(|w| {
                words[i].1.contains(*w)
                    && (0..3).filter(|&j| j != i).all(|j| !words[j].1.contains(*w))
            })
            .count()
    };
    let counts = [own(0), own(1), own(2)];
    let best = (0..3).max_by_key(|&i| counts[i])?;
    (counts[best] > 0).then_some(words[best].0)
}

fn all_text(lines: &[Value]) -> String {
    lines.iter().flat_map(texts).collect::<Vec<_>>().join("\n")
}

/// An English server with a French and a Polish member: the table's board is in English,
/// each member's refusals in their own language; once the server chooses French, the board
/// is French for everyone, and the Polish member's refusals stay Polish.
#[tokio::test]
async fn private_replies_follow_the_member_and_boards_follow_the_server() {
    let mut s = session(9, Locale::En).await;
    s.line("as ana fr").await;
    s.line("as bob pl").await;
    s.line("as ana").await;
    let opened = s.line("/poker table").await;
    let board = &opened[0];
    assert!(
        common::is_public_v2(&board["data"]),
        "a public message: {board}"
    );
    assert_eq!(language_of(&all_text(&opened)), Some(Locale::En), "{board}");
    let start = common::session::find(board, "cancel").expect("a Cancel button");

    // Bob may not call off Ana's table: told so in Polish.
    s.line("as bob").await;
    let refused = s.line(&format!("click {start}")).await;
    assert!(common::is_private(&refused[0]["data"]), "{}", refused[0]);
    assert_eq!(language_of(&all_text(&refused)), Some(Locale::Pl));
    // Ana's own refusal (a second table here) is French.
    s.line("as ana").await;
    let mine = s.line("/yahtzee table enjeu:99999").await;
    assert!(common::is_private(&mine[0]["data"]), "{}", mine[0]);
    assert_eq!(
        language_of(&all_text(&mine)),
        Some(Locale::Fr),
        "{}",
        mine[0]
    );

    // The server chooses French: the manager's private /config answer stays in their
    // language (English), and the board, brought back, is French.
    s.line("as player").await;
    let config = s.line("/config language:fr").await;
    assert_eq!(language_of(&all_text(&config)), Some(Locale::En));
    s.line("as bob").await;
    let back = s.line("/poker table").await;
    assert_eq!(
        language_of(&all_text(&back)),
        Some(Locale::Fr),
        "{}",
        back[0]
    );
    let refused = s.line(&format!("click {start}")).await;
    assert_eq!(language_of(&all_text(&refused)), Some(Locale::Pl));
    // A member who has not played yet: told privately, in Bob's language; Bob's own balance
    // is posted in the channel, in the server's.
    let nobody = s.line("/saldo gracz:@zed").await;
    assert!(common::is_private(&nobody[0]["data"]), "{}", nobody[0]);
    assert_eq!(language_of(&all_text(&nobody)), Some(Locale::Pl));
    let own = s.line("/saldo").await;
    assert!(common::is_public_v2(&own[0]["data"]), "{}", own[0]);
    assert_eq!(language_of(&all_text(&own)), Some(Locale::Fr), "{}", own[0]);
    // And the idle sweep closes the table in the server's language.
    s.line("wait 2h").await;
    let swept = s.line("expire").await;
    assert!(!swept.is_empty());
    assert_eq!(
        language_of(&all_text(&swept)),
        Some(Locale::Fr),
        "{swept:?}"
    );
    assert!(parlor::locale::i18n::misses().is_empty());
}

/// `/config` in each language reads as a list of "name: value" lines (no setting's name
/// holds a colon of its own), names the shoe once ("6 decks", not "decks: 6 decks"), and the
/// Polish pay table names Jacks or Better one way; `/help` describes `/config` as what it
/// covers and names its topics rather than a cut list.
#[tokio::test]
async fn config_and_its_help_read_cleanly_in_every_language() {
    let mut s = Session::new(3).await;
    for (code, settings_title) in [
        ("en", "Server settings"),
        ("fr", "Réglages du serveur"),
        ("pl", "Ustawienia serwera"),
    ] {
        s.line(&format!("as player {code}")).await;
        let shown = s.line("/config").await;
        let text = serde_json::to_string(&shown).unwrap();
        // A first /config works out the games' figures: it may come as a completion.
        let reply = shown
            .iter()
            .find_map(|v| match (&v["data"]["components"], &v["edit_original"]) {
                (Value::Array(_), _) => Some(&v["data"]),
                (_, Value::Object(_)) => Some(&v["edit_original"]),
                _ => None,
            })
            .unwrap_or(&Value::Null);
        assert_eq!(
            common::panel_title(reply, 0),
            settings_title,
            "{code}: {text}"
        );
        let description = common::panel_description(reply, 0);
        let description = description.as_str();
        for line in description.lines() {
            // "3:2" is a value; a label's colon is followed by a space (a no-break space
            // before it in French).
            let labels = line.matches(": ").count();
            assert!(labels <= 1, "{code}: a doubled colon in {line:?}");
        }
        if code == "en" {
            assert!(
                description.contains("Blackjack shoe: **6** decks")
                    || description.contains("Blackjack shoe: 6 decks"),
                "{description}"
            );
        }
        if code == "pl" {
            assert!(text.contains("Walety lub lepiej"), "{text}");
            assert!(!text.contains("Walety i wyżej"), "{text}");
        }
        // A refused setting reads "option: why", the reason in lower case after the colon.
        let refused = serde_json::to_string(&s.line("/config blackjack_pays:2:1").await).unwrap();
        let reason = refused
            .split_once("2:1")
            .map(|_| refused.as_str())
            .unwrap_or_default();
        let after_colon = reason
            .match_indices(": ")
            .filter_map(|(i, _)| reason[i + 2..].chars().next())
            .find(|c| c.is_alphabetic());
        assert!(
            after_colon.is_some_and(|c| c.is_lowercase()),
            "{code}: {refused}"
        );
        // /help comes in pages: the games', then the others' by their buttons.
        let mut pages = s.line("/help").await;
        for page in ["chips", "managers"] {
            let turned = s.line(&format!("click p1:help:{page}")).await;
            assert!(
                turned.iter().any(|l| l["type"] == 7),
                "{code}: the {page} page: {turned:?}"
            );
            pages.extend(turned);
        }
        let help = serde_json::to_string(&pages).unwrap();
        assert!(!help.contains("] …"), "{code}: a cut option list in {help}");
        // /config's topics in one field, each named in the language.
        let l = parlor::view::Locale::parse(code).expect("a language");
        let topics = ["config-show", "config-currency", "config-display"].map(|path| {
            parlor::view::commands::local_name(l, path).unwrap_or(path["config-".len()..].into())
        });
        let read = pages
            .iter()
            .map(|l| parlor::view::layout::text_of(&l["data"]))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            read.replace("**", "")
                .lines()
                .any(|line| line.contains(&format!("{} | ", topics[0]))
                    && line.contains(&format!(" | {} | ", topics[1]))
                    && line.ends_with(&format!(" | {}", topics[2]))),
            "{code}: {help}"
        );
    }
}

/// A game started in each of the test's places, in each language: every start a member can
/// type (tables with computers where they take them, so that one member plays them).
const STARTS: [&str; 12] = [
    "/poker video bet:5",
    "/poker table computers:2",
    "/poker holdem computers:2",
    "/poker tournament computers:2",
    "/yahtzee solo",
    "/yahtzee computer",
    "/yahtzee table",
    "/solitaire play",
    "/cascade play",
    "/cascade daily",
    "/blackjack play bet:5",
    "/blackjack table bet:5",
];

/// A member's own commands and the servers' economy's, as typed (`@bob`: the other member).
const OWN_COMMANDS: [&str; 19] = [
    "/daily",
    "/balance",
    "/balance user:@bob",
    "/leaderboard",
    "/leaderboard board:video-poker",
    "/leaderboard period:all",
    "/stats",
    "/stats user:@bob",
    "/achievements",
    "/profile",
    "/selfexclude for:7d",
    "/limits",
    "/limits loss:500",
    "/help",
    "/help game:blackjack",
    "/give user:@bob amount:5",
    "/season",
    "/config",
    "/audit user:@bob",
];

/// What a member presses next on `reply`: the `step`th of its enabled controls (each
/// select's first option), leaving out those that end a game or ask for heavy analysis.
fn next_press(reply: &parlor::view::Reply, step: usize) -> Option<(String, Vec<String>)> {
    use parlor::view::Row;
    use parlor::view::custom_id::CustomId;
    let ends = [
        "leave", "give-up", "quit", "close", "cancel", "hint", "share",
    ];
    let pressable = |id: &str| match CustomId::parse(id) {
        Some(CustomId::Game { code, .. }) => !ends.iter().any(|end| code.starts_with(end)),
        _ => false,
    };
    let mut presses = Vec::new();
    for row in &reply.view.rows {
        match row {
            Row::Buttons(buttons) => presses.extend(
                buttons
                    .iter()
                    .filter(|b| !b.disabled && pressable(&b.custom_id))
                    .map(|b| (b.custom_id.clone(), Vec::new())),
            ),
            Row::Select(select) if pressable(&select.custom_id) => {
                if let Some(first) = select.options.first() {
                    presses.push((select.custom_id.clone(), vec![first.value.clone()]));
                }
            }
            Row::Select(_) => {}
        }
    }
    (!presses.is_empty()).then(|| presses.swap_remove(step % presses.len()))
}

/// Every reply, in every place Parlor answers (the server that hosts it, a DM, a group DM,
/// a server that has not added it with and without Use External Apps), in `locale`, with
/// Parlor's emojis at their longest ids: each checked against Discord's schemas and limits
/// (the harness checks every reply), and outside the hosting server within what Discord
/// lets Parlor do there (no edit of another message, the follow-ups it takes, private
/// where the server keeps replies private). A member's own commands and the servers'
/// economy's; every game started (each by a member of its own, in a channel of its own)
/// and pressed on, a table joined by a second member; the server's idle games swept, and
/// a late press on each game elsewhere playing its timeout.
async fn every_reply_fits_in_every_place(locale: Locale) {
    use common::places::{ELSEWHERE, Where, at, fits};
    use parlor::app::{Action, Request};
    use parlor::play::{Line, parse_line};
    use parlor::testing::{Harness, is_ephemeral_notice};
    use parlor::view::{Reply, ResponseKind};

    /// The request of `member` at `place` (in its channel number `channel`), in `locale`, as
    /// a manager wherever Discord would say so.
    fn placed(
        h: &mut Harness,
        (member, action): (u64, Action),
        (place, channel): (Where, u64),
        locale: Locale,
    ) -> Request {
        let mut request = h.request(member, action);
        request.actor.manager = true;
        let mut request = at(request, place);
        request.channel_id += channel;
        request.locale = locale;
        request.guild_locale = locale;
        request
    }
    async fn sent(h: &mut Harness, request: Request, place: Where) -> Reply {
        let reply = h.send(request).await;
        fits(&reply, place);
        reply
    }
    fn command(line: &str, bob: u64) -> parlor::app::Command {
        match parse_line(line, &mut |_| bob, "parlor") {
            Ok(Line::Command(command)) => command,
            other => panic!("{line}: {other:?}"),
        }
    }

    let mut h = Harness::new().await;
    h.sync_emojis().await;
    let mut open = Vec::new();
    for (n, place) in [Where::Server].into_iter().chain(ELSEWHERE).enumerate() {
        let members = 10_000 + 1_000 * n as u64;
        let (me, bob) = (members, members + 500);
        for line in OWN_COMMANDS {
            let action = Action::Command(command(line, bob));
            let request = placed(&mut h, (me, action), (place, 0), locale);
            sent(&mut h, request, place).await;
        }
        let mut shown = 0;
        for (k, line) in STARTS.iter().enumerate() {
            let (me, bob, channel) = (me + 1 + k as u64, bob + 1 + k as u64, 1 + k as u64);
            let action = Action::Command(command(line, bob));
            let request = placed(&mut h, (me, action), (place, channel), locale);
            let mut recent = sent(&mut h, request, place).await;
            if next_press(&recent, 0).is_some() {
                shown += 1;
            }
            for step in 0..6 {
                let Some((id, values)) = next_press(&recent, step) else {
                    break;
                };
                let who = if id.ends_with(":join") { bob } else { me };
                let action = Action::click(&id, values, Some(77));
                let request = placed(&mut h, (who, action), (place, channel), locale);
                let reply = sent(&mut h, request, place).await;
                if reply.kind != ResponseKind::Modal && !is_ephemeral_notice(&reply) {
                    recent = reply;
                }
            }
            if next_press(&recent, 0).is_some() {
                open.push((place, channel, me, recent));
            }
        }
        // Every game shows itself; where the replies stay private, the tables are refused.
        let tables = STARTS
            .iter()
            .filter(|l| l.contains("table") || l.contains("holdem") || l.contains("tournament"))
            .count();
        let expected = if place == (Where::Guest { public: false }) {
            STARTS.len() - tables
        } else {
            STARTS.len()
        };
        assert_eq!(shown, expected, "{place:?}");
    }
    // Two hours on: the sweep edits the server's idle games within Discord's schema, and a
    // late press anywhere else plays its game's timeout.
    h.clock.advance(2 * 3600);
    let edits = h.app.expire_idle().await.expect("the sweep");
    assert!(!edits.is_empty(), "the server's games were swept");
    for edit in edits {
        edit.view
            .check_limits()
            .expect("an edit within Discord's limits");
        let body = edit.view.message_json(false);
        let errors = parlor::testing::edit_errors(&body);
        assert!(errors.is_empty(), "{errors:?}\n{body:#}");
    }
    for (place, channel, member, recent) in open {
        let Some((id, values)) = next_press(&recent, 0) else {
            continue;
        };
        let action = Action::click(&id, values, Some(77));
        let request = placed(&mut h, (member, action), (place, channel), locale);
        sent(&mut h, request, place).await;
    }
    let misses = parlor::locale::i18n::misses();
    assert!(misses.is_empty(), "{misses:?}");
}

#[tokio::test]
async fn every_reply_fits_in_every_place_in_english() {
    every_reply_fits_in_every_place(Locale::En).await;
}

#[tokio::test]
async fn every_reply_fits_in_every_place_in_french() {
    every_reply_fits_in_every_place(Locale::Fr).await;
}

#[tokio::test]
async fn every_reply_fits_in_every_place_in_polish() {
    every_reply_fits_in_every_place(Locale::Pl).await;
}
