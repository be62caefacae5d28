//! The `parlor` binary end to end: the terminal table from a pipe, `analyze`, config errors.

use crate::common;

use common::{followup_errors, schema_errors};
use parlor::view::custom_id::CustomId;
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

struct Run {
    stdout: String,
    stderr: String,
    success: bool,
}

fn parlor(args: &[&str], input: &str) -> Run {
    parlor_bytes(None, args, input.as_bytes())
}

/// Runs the binary in `dir` (the current directory otherwise) with raw bytes as its input.
fn parlor_bytes(dir: Option<&std::path::Path>, args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_parlor"));
    if let Some(dir) = dir {
        command.current_dir(dir);
    }
    let mut child = command
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("PARLOR_DATABASE_URL")
        .env_remove("PARLOR_PUBLIC_KEY")
        .env("PARLOR_LOG", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run parlor");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        stdout: String::from_utf8(out.stdout).expect("UTF-8 on stdout"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 on stderr"),
        success: out.status.success(),
    }
}

fn json_lines(run: &Run) -> Vec<Value> {
    run.stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

fn check(line: &Value) {
    if let Some(followup) = line.get("followup") {
        assert!(followup_errors(followup).is_empty(), "{line}");
    } else {
        let errors = schema_errors(line);
        assert!(errors.is_empty(), "{errors:?}\n{line}");
    }
}

/// A response's game buttons: (custom_id, action code), read with the codec.
fn buttons(line: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for id in common::custom_ids(&line["data"]) {
        if let Some(CustomId::Game { code, .. }) = CustomId::parse(&id) {
            out.push((id, code));
        }
    }
    out
}

fn button(line: &Value, action: &str) -> Option<String> {
    buttons(line)
        .into_iter()
        .find(|(_, code)| code == action)
        .map(|(id, _)| id)
}

#[test]
fn a_piped_script_prints_valid_json_whose_buttons_can_be_clicked() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let db = db.to_str().unwrap();
    let run = parlor(
        &["play", "--json", "--seed", "7", "--db", db],
        "/daily\n/poker video bet:5\n",
    );
    assert!(run.success, "{}", run.stderr);
    let lines = json_lines(&run);
    assert_eq!(lines.len(), 2);
    lines.iter().for_each(check);
    assert_eq!(lines[0]["type"], 4);
    assert!(
        common::panel_footer(&lines[1]["data"], 0).contains("Balance 150 chips"),
        "{}",
        lines[1]
    );
    let deal = button(&lines[1], "deal").expect("a deal button");

    // A second session on the same database clicks the buttons printed by the first.
    let run = parlor(
        &["play", "--json", "--seed", "7", "--db", db],
        &format!("click {deal}\n"),
    );
    assert!(run.success, "{}", run.stderr);
    let lines = json_lines(&run);
    assert_eq!(lines.len(), 1);
    check(&lines[0]);
    assert_eq!(lines[0]["type"], 7, "a click updates the message");
    let holds = buttons(&lines[0]);
    assert_eq!(
        holds
            .iter()
            .filter(|(_, code)| code.starts_with("hold:"))
            .count(),
        5
    );
    let draw = button(&lines[0], "draw").unwrap();
    let run = parlor(
        &["play", "--json", "--db", db],
        &format!("click {draw}\nclick {draw}\n/balance\n"),
    );
    let lines = json_lines(&run);
    lines.iter().for_each(check);
    assert_eq!(
        lines.len(),
        4,
        "the double click gets a refresh and an ephemeral follow-up"
    );
    assert!(lines[2]["followup"]["content"].is_null());
    assert!(common::is_private(&lines[2]["followup"]));
}

/// Runs a script with `--json --seed` on a fresh database.
fn play_fresh(seed: &str, script: &str) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("r.db");
    parlor(
        &[
            "play",
            "--json",
            "--seed",
            seed,
            "--db",
            db.to_str().unwrap(),
        ],
        script,
    )
}

#[test]
fn the_same_seed_replays_the_same_cards() {
    let script = "/poker video bet:2\nclick p1:1:1:deal\nclick p1:1:2:hold:3\nclick p1:1:2:draw\nclick p1:1:3:deal\n";
    let outputs: Vec<String> = (0..2)
        .map(|_| {
            let run = play_fresh("42", script);
            assert!(run.success && run.stderr.is_empty(), "{}", run.stderr);
            run.stdout
        })
        .collect();
    assert_eq!(outputs[0], outputs[1]);
    let other = play_fresh("43", script);
    assert_ne!(other.stdout, outputs[0]);
}

#[test]
fn the_readable_table_shows_cards_buttons_and_names() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.db");
    let script = "/poker video\nclick p1:1:1:deal\n/give user:@bob amount:5\nas bob\n/balance\n/leaderboard period:all\n/dance\n";
    let run = parlor(
        &["play", "--seed", "3", "--db", db.to_str().unwrap()],
        script,
    );
    assert!(run.success);
    let out = &run.stdout;
    assert!(out.contains("Video Poker · Jacks or Better 9/6"), "{out}");
    assert!(
        out.contains("p2:video-poker:1:2:hold:0") && out.contains("[Draw] p2:video-poker:1:2:draw"),
        "{out}"
    );
    assert!(out.contains("You gave 5 chips to @bob"), "{out}");
    assert!(
        out.contains("(now acting as @bob)") && out.contains("You have 105 chips"),
        "{out}"
    );
    assert!(out.contains("#1 @bob"), "{out}");
    assert!(!out.contains('\u{1b}'), "no colour codes in a pipe");
    assert!(
        run.stderr.contains("unknown command `/dance`"),
        "{}",
        run.stderr
    );
}

#[test]
fn analyze_hands_prints_the_published_counts() {
    let run = parlor(&["analyze", "hands", "--deck", "52"], "");
    assert!(run.success, "{}", run.stderr);
    for line in [
        "royal-flush 4",
        "straight-flush 36",
        "four-of-a-kind 624",
        "full-house 3744",
        "flush 5108",
        "straight 10200",
        "three-of-a-kind 54912",
        "two-pair 123552",
        "one-pair 1098240",
        "high-card 1302540",
        "total 2598960",
    ] {
        assert!(
            run.stdout.lines().any(|l| l == line),
            "missing `{line}` in\n{}",
            run.stdout
        );
    }
    assert!(run.stdout.lines().last().unwrap().starts_with("time "));
    let short = parlor(&["analyze", "hands", "--deck", "24"], "");
    let lines: Vec<&str> = short.stdout.lines().collect();
    assert_eq!(
        lines[..3],
        ["royal-flush 4", "straight-flush 4", "flush 16"]
    );
    assert!(lines.contains(&"four-of-a-kind 120") && lines.contains(&"total 42504"));
}

#[test]
fn analyze_hand_ranks_the_32_holds() {
    let run = parlor(&["analyze", "hand", "AS KS QS JS 9H"], "");
    assert!(run.success, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    // A title, 32 holds and the time.
    assert_eq!(lines.len(), 34, "{}", run.stdout);
    assert!(lines[0].contains("jacks-9-6"), "{}", lines[0]);
    assert!(lines[1].starts_with(" 1. AS KS QS JS "), "{}", lines[1]);
    let values: Vec<f64> = lines[1..33]
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "best first");
    // Standing on ace-high pays nothing.
    assert_eq!(lines[32], "32. AS KS QS JS 9H   0.000000");
    assert!(lines[33].starts_with("time: "));
    // A table written out, with tens paying.
    let tens = parlor(
        &[
            "analyze",
            "hand",
            "TS TD 4C 7H 2S",
            "--paytable",
            "800,50,25,9,6,4,3,2,1",
            "--min-pair",
            "tens",
        ],
        "",
    );
    assert!(tens.success, "{}", tens.stderr);
    assert!(
        tens.stdout
            .lines()
            .nth(1)
            .unwrap()
            .starts_with(" 1. TS TD "),
        "{}",
        tens.stdout
    );
    for (args, message) in [
        (vec!["analyze", "hand", "AS KS"], "is not five cards"),
        (
            vec!["analyze", "hand", "AS AS QS JS 9H"],
            "the same card twice",
        ),
        (
            vec!["analyze", "hand", "AS KS QS JS 9H", "--paytable", "1,2,3"],
            "nine pays",
        ),
        (
            vec!["analyze", "hand", "AS KS QS JS 9H", "--paytable", "nope"],
            "no pay table named `nope`",
        ),
    ] {
        let bad = parlor(&args, "");
        assert!(
            !bad.success && bad.stderr.contains(message),
            "{args:?}: {}",
            bad.stderr
        );
    }
}

#[test]
fn analyze_paytable_prints_the_return_and_the_final_hands() {
    let run = parlor(
        &[
            "analyze",
            "paytable",
            "800,50,25,9,6,4,3,2,1",
            "--min-pair",
            "jacks",
        ],
        "",
    );
    assert!(run.success, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(lines[0].contains("return 99.5439 %"), "{}", lines[0]);
    assert!(
        lines[0].contains("2598960 deals in 134459 suit classes"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].contains("royal-flush") && lines[1].contains("(1 in 40391)"),
        "{}",
        lines[1]
    );
    assert!(
        lines[3].contains("four-of-a-kind   0.00236"),
        "{}",
        lines[3]
    );
    assert!(
        lines[9].contains("jacks or better  0.21458"),
        "{}",
        lines[9]
    );
    assert_eq!(lines.len(), 11);
}

#[test]
fn a_bad_config_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, "[defaults]\nstarting_chips = \"many\"\n").unwrap();
    let run = parlor(&["--config", path.to_str().unwrap(), "play"], "");
    assert!(!run.success);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{}", run.stderr);
    assert!(
        lines[0].starts_with("parlor: ") && lines[0].contains("defaults.starting_chips"),
        "{}",
        lines[0]
    );

    let run = parlor(&["--config", "/nonexistent/parlor.toml", "play"], "");
    assert!(
        !run.success && run.stderr.contains("cannot read the file"),
        "{}",
        run.stderr
    );

    let run = parlor(&["run"], "");
    assert!(!run.success);
    assert!(
        run.stderr.contains("discord.token is not set"),
        "{}",
        run.stderr
    );
}

/// A database with one member holding a dealt hand of 5 chips.
fn a_database_with_a_hand_out(dir: &std::path::Path, name: &str) -> String {
    let db = dir.join(name);
    let db = db.to_str().unwrap().to_string();
    let run = parlor(
        &["play", "--json", "--seed", "7", "--db", &db],
        "/daily\n/poker video bet:5\nclick p1:1:1:deal\n",
    );
    assert!(run.success, "{}", run.stderr);
    db
}

async fn tamper(db: &str, sql: &'static str) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{db}"))
        .await
        .unwrap();
    sqlx::query(sql).execute(&pool).await.unwrap();
    pool.close().await;
}

#[tokio::test]
async fn check_finds_broken_invariants_and_repairs_damaged_games() {
    let dir = tempfile::tempdir().unwrap();
    let healthy = a_database_with_a_hand_out(dir.path(), "ok.db");
    let run = parlor(&["check", "--db", &healthy], "");
    assert!(run.success, "{}{}", run.stdout, run.stderr);
    let lines: Vec<&str> = run.stdout.trim().lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stdout);
    assert_eq!(lines[0], "outbox: 0 sent, 0 pending, 0 failed");
    // How long it took, in batches, and its longest statement.
    assert!(
        lines[1].starts_with("checked in ") && lines[1].contains("the longest statement took"),
        "{}",
        run.stdout
    );
    assert_eq!(lines[2], "ok: every invariant holds");

    // A log post said sent with no message Discord made: found.
    let posted = a_database_with_a_hand_out(dir.path(), "posted.db");
    tamper(
        &posted,
        "INSERT INTO outbox (guild_id, channel_id, key, body, created_at, next_try_at, sent_at)
         VALUES (1, 5, 'k', '{}', 10, 10, 20)",
    )
    .await;
    let run = parlor(&["check", "--db", &posted], "");
    assert!(!run.success);
    assert!(
        run.stdout
            .starts_with("outbox: 1 sent, 0 pending, 0 failed\n")
            && run
                .stdout
                .contains("log post 1 in the outbox: sent, with no message"),
        "{}",
        run.stdout
    );

    // A balance changed outside the ledger: found, and not "repaired".
    let tampered = a_database_with_a_hand_out(dir.path(), "tampered.db");
    tamper(&tampered, "UPDATE wallets SET balance = balance + 7").await;
    let run = parlor(&["check", "--repair", "--db", &tampered], "");
    assert!(!run.success);
    assert!(
        run.stdout
            .contains("the ledger adds up to 145, the balance is 152"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("the ledger adds up to 145, the balances to 152")
    );
    assert!(run.stderr.contains("invariant(s) broken"), "{}", run.stderr);

    // A game whose state no longer reads: found; repaired by closing it and giving its bet
    // back.
    let damaged = a_database_with_a_hand_out(dir.path(), "damaged.db");
    tamper(&damaged, "UPDATE games SET state = '{\"phase\":\"lost\"}'").await;
    let run = parlor(&["check", "--db", &damaged], "");
    assert!(!run.success);
    assert!(
        run.stdout
            .contains("game 1 (video-poker): its state cannot be read"),
        "{}",
        run.stdout
    );
    let run = parlor(&["check", "--repair", "--db", &damaged], "");
    assert!(run.success, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout
            .contains("repaired: game 1: closed; 5 chips of unsettled bets given back"),
        "{}",
        run.stdout
    );
    let run = parlor(&["play", "--json", "--db", &damaged], "/balance\n");
    assert!(
        run.stdout.contains("You have **150 chips**"),
        "{}",
        run.stdout
    );
    assert!(parlor(&["check", "--db", &damaged], "").success);
}

/// A readable session on a fresh database, in `dir`.
fn readable(dir: &std::path::Path, script: &str) -> Run {
    let db = dir.join("r.db");
    parlor(
        &["play", "--seed", "5", "--db", db.to_str().unwrap()],
        script,
    )
}

/// The hint and the trainer's review in the terminal table: a script waits for the hold
/// analysis, so both are there from the first hand.
#[test]
fn video_poker_hints_and_reviews_show_in_the_terminal_table() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(
        dir.path(),
        "/poker video bet:5\nclick deal\nclick hint\nclick draw\n/stats\n",
    );
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    assert!(out.contains("[💡 Hint]"), "{out}");
    assert!(out.contains("💡 Best hold: "), "{out}");
    assert!(
        out.contains("Your hold so far: nothing (draw five)"),
        "{out}"
    );
    // Drawing five is right only when nothing better exists; either way the review says so.
    assert!(
        out.contains("✅ Best hold") || out.contains("🎓 The best hold was"),
        "{out}"
    );
    assert!(out.contains("analysed draws"), "{out}");
}

/// A wait says how long it moved the clock, to the second; a member's language words the
/// table down to its punctuation and the choices a refusal names.
#[test]
fn waits_and_languages_read_right_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(
        dir.path(),
        "wait 10s\nwait 90s\nwait 20m\nwait 1d\n/config pay_table:800,50,25,9,6,4,3,2,1/jacks\n\
         /config language:pl\nas ola pl\n/daily\nas zoe fr\n/poker tournament speed:fast\n",
    );
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    for later in [
        "(10 s later)",
        "(1 min 30 s later)",
        "(20 min later)",
        "(24 h later)",
    ] {
        assert!(out.contains(later), "{later}: {out}");
    }
    // A pay table written out is named once, and called a custom one.
    assert!(
        out.contains("Pay table: 800,50,25,9,6,4,3,2,1/jacks (Custom table)\n"),
        "{out}"
    );
    // Polish writes hours as "h": a sentence that ends on a wait ends with one full stop.
    assert!(out.contains("Kolejny odbiór za 24 h."), "{out}");
    assert!(!out.contains(".."), "{out}");
    assert!(
        run.stderr
            .contains("turbo, normale, lente (pas «\u{a0}fast\u{a0}»)"),
        "{}",
        run.stderr
    );
}

/// Buttons are clicked by number, label or action; the pay table is not printed again
/// while it stays the same.
#[test]
fn buttons_are_clicked_by_number_or_label() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(
        dir.path(),
        "/poker video bet:2\nclick deal\nclick 1\nclick 1\nclick draw\nclick 9\nclick fold\nclick bet +\n",
    );
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    assert!(
        out.contains("1 [Deal (2 chips)] p2:video-poker:1:1:deal"),
        "{out}"
    );
    assert_eq!(out.matches("Pay table (unchanged)").count(), 4, "{out}");
    // Deal, hold the first card, let it go again, draw, bet up: six messages, the pay table
    // printed in full on the first, on the settled hand (its paid line) and after bet +.
    assert!(out.contains("HELD"), "{out}");
    assert!(out.contains("Deal again"), "{out}");
    assert!(out.contains("Bet 3"), "{out}");
    assert!(
        run.stderr.contains("there is no button 9")
            && run.stderr.contains("no button is called `fold`"),
        "{}",
        run.stderr
    );
}

/// A member is the same member in every session on a database: their id comes from their
/// name, not from the order names were typed in.
#[test]
fn members_keep_their_chips_across_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.db");
    let db = db.to_str().unwrap();
    let run = parlor(&["play", "--db", db], "as bob\n/daily\n/balance\n");
    assert!(run.stdout.contains("You have 150 chips"), "{}", run.stdout);
    let run = parlor(
        &["play", "--db", db],
        "as carol\n/balance\n/daily\nas bob\n/balance\n",
    );
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    assert!(out.contains("You have 100 chips"), "carol is new: {out}");
    assert!(out.contains("+50 chips"), "carol's first daily: {out}");
    assert!(out.contains("You have 150 chips"), "bob kept his: {out}");
}

/// Bad input is refused with a line on stderr; the session goes on and nothing breaks.
#[test]
fn bad_input_is_refused_and_the_table_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("b.db");
    let db = db.to_str().unwrap();
    let mut input = Vec::new();
    input.extend_from_slice(b"wait 9223372036854775807s\n");
    input.extend_from_slice(b"wait 99999999999d\n");
    input.extend_from_slice(b"\xff\xfe not text\n");
    input.extend_from_slice(b"as \x1b[31mdan\x1b[0m\x07\n");
    input.extend_from_slice(b"as parlor\nas @\n");
    input.extend_from_slice(b"/give user:@bob user:@carol amount:5\n");
    input.extend_from_slice(b"/daily\n");
    let run = parlor_bytes(None, &["play", "--db", db], &input);
    assert!(run.success, "exit status: {}", run.stderr);
    let err = &run.stderr;
    assert_eq!(err.matches("wait is at most 366d").count(), 2, "{err}");
    assert!(err.contains("line 3 is not UTF-8 text; skipped"), "{err}");
    assert!(err.contains("`parlor` is not a member's name"), "{err}");
    assert!(err.contains("`@` is not a member's name"), "{err}");
    assert!(
        err.contains("/give: the option user is given twice."),
        "{err}"
    );
    let out = &run.stdout;
    assert!(out.contains("(now acting as @dan)"), "{out}");
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("+50 chips"), "{out}");

    // The clock was never pushed: a second session finds the daily claim not yet open.
    let run = parlor(&["play", "--db", db], "as dan\n/daily\n");
    assert!(
        run.stdout.contains("The next claim opens in 2"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("2402399"), "{}", run.stdout);
}

/// `in #name` takes the table to another channel: a server that plays only in `#casino`
/// refuses a start in `#table`, naming `#casino`, and starts it there; each channel keeps
/// its own messages to click, and a game started before the rule plays on.
#[test]
fn the_table_acts_in_another_channel() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(
        dir.path(),
        "/poker video bet:2\n/config channels allow:#casino\n/poker video bet:3\n\
         in #casino\nclick deal\n/poker video bet:3\nclick deal\n/balance\n\
         in #table\nclick deal\nin #casino\nclick 1\n",
    );
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    // Refused in #table, privately, naming where games are played.
    assert!(
        out.contains("Games on this server are played in #casino: start one there."),
        "{out}"
    );
    assert_eq!(out.matches("(now in #casino)").count(), 2, "{out}");
    assert!(out.contains("(now in #table)"), "{out}");
    // In #casino nothing was posted yet: there is nothing to click.
    assert!(
        run.stderr.contains("no message with buttons yet"),
        "{}",
        run.stderr
    );
    // The game started in #casino (game 2) is dealt there; back in #table, the first game's
    // message is still there and its deal is pressed; back in #casino, its hand is held.
    let casino_dealt = out
        .find("p2:video-poker:2:2:hold:0")
        .expect("game 2 dealt in #casino");
    let table_dealt = out
        .find("p2:video-poker:1:2:hold:0")
        .expect("game 1 dealt in #table");
    assert!(casino_dealt < table_dealt, "{out}");
    assert!(
        out[table_dealt..].contains("HELD] p2:video-poker:2:2:release:0"),
        "{out}"
    );
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);

    // The rule stays with the server: another session starts in #casino only.
    let db = dir.path().join("r.db");
    let run = parlor(
        &["play", "--json", "--db", db.to_str().unwrap()],
        "as dan\nin #casino\n/poker video bet:1\nas erin\nin #general\n/poker video bet:1\n",
    );
    assert!(run.success, "{}", run.stderr);
    let lines = json_lines(&run);
    assert_eq!(
        lines.len(),
        2,
        "as and in print nothing with --json: {}",
        run.stdout
    );
    lines.iter().for_each(check);
    assert!(button(&lines[0], "deal").is_some(), "{}", lines[0]);
    assert!(
        common::is_private(&lines[1]["data"]),
        "refused privately: {}",
        lines[1]
    );
    let casino = parlor::play::channel_id("casino");
    assert!(
        lines[1].to_string().contains(&format!("<#{casino}>")),
        "{}",
        lines[1]
    );
}

/// `in` takes a channel, `dm`, `group <name>` or `server <name>`, and says how they are
/// written otherwise.
#[test]
fn in_refuses_what_is_not_a_place() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(
        dir.path(),
        "in nowhere\nin #\nin\nin group\nin group #friends\nin server a!b\nin dm now\n\
         in server\n/daily\n",
    );
    assert!(run.success, "{}", run.stderr);
    let err = &run.stderr;
    let usage = "usage: in #<channel>, in dm, in group <name> or in server <name>, such as \
                 in #casino (in #table goes back)";
    for place in ["nowhere", "#", "group", "#friends", "a!b", "server"] {
        assert!(
            err.contains(&format!(
                "error: `{place}` is not a place to act in; {usage}\n"
            )),
            "{place}: {err}"
        );
    }
    // `in`, and `in dm now`: the usage alone.
    assert_eq!(
        err.matches(&format!("error: {usage}\n")).count(),
        2,
        "{err}"
    );
    assert!(!run.stdout.contains("(now in"), "{}", run.stdout);
    // Still on the server that hosts Parlor: its chips.
    assert!(run.stdout.contains("+50 chips"), "{}", run.stdout);
}

/// `/config` in the terminal: the flat shorthand and the groups Discord shows both set the
/// server's rules; a game turned off is refused and starts again once turned on.
#[test]
fn config_is_taken_flat_or_by_group_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(
        dir.path(),
        "/config starting_chips:500 log_posts:off\nas bob\n/balance\nas player\n\
         /config economy starting_chips:700\nas carol\n/balance\nas player\n\
         /config games disable:blackjack\n/blackjack play\n/config games enable:blackjack\n\
         /blackjack play\n/config show\n/config\n",
    );
    assert!(run.success, "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    let out = &run.stdout;
    assert!(out.contains("You have 500 chips"), "flat: {out}");
    assert!(out.contains("You have 700 chips"), "grouped: {out}");
    let off = out
        .find("Blackjack is turned off on this server")
        .expect("refused while off");
    let started = out.find("p2:blackjack:1:").expect("started once on");
    assert!(off < started, "{out}");
    assert_eq!(out.matches("p2:blackjack:2:").count(), 0, "one game: {out}");
}

/// Without --db the terminal table uses a file of its own, and says which.
#[test]
fn the_table_never_opens_the_bots_database_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let run = parlor_bytes(Some(dir.path()), &["play"], b"/daily\n");
    assert!(run.success, "{}", run.stderr);
    assert!(run.stderr.contains("parlor-play.db"), "{}", run.stderr);
    assert!(dir.path().join("parlor-play.db").exists());
    assert!(!dir.path().join("parlor.db").exists());
}

/// The Yahtzee expert's table is kept beside the database opened, wherever the table runs.
#[test]
fn the_yahtzee_table_is_kept_beside_the_database_given() {
    let (cwd, data) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let db = data.path().join("x.db");
    let db = db.to_str().expect("a UTF-8 path");
    let run = parlor_bytes(Some(cwd.path()), &["play", "--db", db], b"/daily\n");
    assert!(run.success, "{}", run.stderr);
    assert!(data.path().join("x.db.yahtzee-expert").exists());
    let stray: Vec<_> = std::fs::read_dir(cwd.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(
        stray.is_empty(),
        "nothing in the current directory: {stray:?}"
    );
}

/// Yahtzee's box menu is chosen by the option's name in the readable table.
#[test]
fn a_menu_option_is_selected_by_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(dir.path(), "/yahtzee solo\nclick roll\nselect chance\n");
    assert!(run.success, "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    let out = &run.stdout;
    assert!(
        out.contains("select one of:") && out.contains("Chance"),
        "{out}"
    );
    assert!(
        out.contains("turn 2 of 13"),
        "the box was scored and the next turn began: {out}"
    );
}

/// `parlor --help` describes the parlor, not only its first game.
#[test]
fn the_command_line_help_describes_the_parlor() {
    let run = parlor(&["--help"], "");
    assert!(run.success, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("A Discord game parlor: card, dice and puzzle games, chips, leaderboards."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("video poker, chips"), "{}", run.stdout);
}

/// With Parlor's emojis synced into the database, the readable table shows each as its name
/// between colons (`:c_qh:`), in the text and on the buttons, never Discord's markup; a
/// server that chooses `card_style:text` sees the text again.
#[tokio::test]
async fn the_readable_table_names_the_emojis() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("e.db");
    let url = format!("sqlite://{}", db.display());
    let store = parlor::store::Store::open(&url).await.unwrap();
    for (i, emoji) in parlor::testing::registry().emojis().iter().enumerate() {
        let kept = parlor::store::KeptEmoji {
            name: emoji.name.clone(),
            id: 1_300_000_000_000_000_000 + i as u64,
            hash: emoji.hash(),
        };
        store.keep_emoji(&kept, 0).await.unwrap();
    }
    store.close().await;
    let script = "/poker video\nclick p1:1:1:deal\n/config card_style:text\n/poker video\n";
    let db_arg = db.to_str().unwrap().to_string();
    let run = tokio::task::spawn_blocking(move || {
        parlor(&["play", "--seed", "3", "--db", &db_arg], script)
    })
    .await
    .unwrap();
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    // The settings' reply comes between the two hands.
    let (pictures, text) = out
        .split_once("Changed: ")
        .unwrap_or_else(|| panic!("{out}"));
    let named = regex::Regex::new(r":c_[2-9tjqka][shdc]:").unwrap();
    assert!(named.find_iter(pictures).count() >= 5, "{pictures}");
    // The hold buttons: the card's emoji and a short label.
    let hold =
        regex::Regex::new(r"\[:c_[2-9tjqka][shdc]: Hold\] p2:video-poker:1:2:hold:0").unwrap();
    assert!(hold.is_match(pictures), "{pictures}");
    assert!(!out.contains("<:"), "{out}");
    // In the text style, the same hand as text.
    assert!(named.find(text).is_none(), "{text}");
    assert!(text.contains("p2:video-poker:1:2:hold:0"), "{text}");
}

/// `analyze blackjack hand` refuses cards no shoe of that many decks holds: three A♠ from
/// one deck, or seven 9♥ among the seen cards of six decks.
#[test]
fn analyze_blackjack_hand_refuses_impossible_cards() {
    let three_aces = parlor(
        &[
            "analyze",
            "blackjack",
            "hand",
            "AS AS",
            "--dealer",
            "AS",
            "--decks",
            "1",
        ],
        "",
    );
    assert!(!three_aces.success, "{}", three_aces.stdout);
    assert!(
        three_aces
            .stderr
            .contains("a shoe of 1 deck holds 1 A♠, not 3"),
        "{}",
        three_aces.stderr
    );
    let seven_nines = parlor(
        &[
            "analyze",
            "blackjack",
            "hand",
            "TH 6S",
            "--dealer",
            "9",
            "--seen",
            "9H 9H 9H 9H 9H 9H 9H",
        ],
        "",
    );
    assert!(!seven_nines.success, "{}", seven_nines.stdout);
    assert!(
        seven_nines
            .stderr
            .contains("a shoe of 6 decks holds 6 9♥, not 7"),
        "{}",
        seven_nines.stderr
    );
    let fine = parlor(
        &[
            "analyze",
            "blackjack",
            "hand",
            "TH 6S",
            "--dealer",
            "9",
            "--seen",
            "9H 9H",
        ],
        "",
    );
    assert!(fine.success, "{}", fine.stderr);
}

/// A natural is valued as the round pays it, before the peek: 3:2 unless the dealer has a
/// blackjack too (a push), and nothing else is offered on it.
#[test]
fn analyze_blackjack_hand_values_a_natural_as_it_pays() {
    let run = parlor(
        &["analyze", "blackjack", "hand", "AH KS", "--dealer", "T"],
        "",
    );
    assert!(run.success, "{}", run.stderr);
    // Six decks less A♥, K♠ and the ten up: 23 aces among 309 cards may be the hole card.
    let value = 1.5 * (1.0 - 23.0 / 309.0);
    assert!(
        run.stdout.contains(&format!("blackjack {value:+.6}")),
        "{}",
        run.stdout
    );
    for offered in ["double", "hit", "split", "surrender", "stand"] {
        assert!(
            !run.stdout.lines().any(|l| l.starts_with(offered)),
            "{offered} on a natural: {}",
            run.stdout
        );
    }
}

/// Each blackjack tool's help says what the tool does, and every argument has a description.
#[test]
fn the_blackjack_tools_help_says_what_each_does() {
    let analyze = parlor(&["analyze", "blackjack", "--help"], "");
    assert!(
        analyze
            .stdout
            .starts_with("The house edge for a set of rules"),
        "{}",
        analyze.stdout
    );
    let simulate = parlor(&["simulate", "blackjack", "--help"], "");
    assert!(
        simulate
            .stdout
            .starts_with("Basic strategy over many rounds"),
        "{}",
        simulate.stdout
    );
    for (flag, about) in [
        ("--hands", "Rounds to play"),
        ("--seed", "The seed of the shuffles"),
    ] {
        let line = simulate
            .stdout
            .lines()
            .find(|l| l.trim_start().starts_with(flag))
            .unwrap_or_default()
            .to_string();
        assert!(line.contains(about), "{flag}: {}", simulate.stdout);
    }
}

/// `/profile` at the terminal table: the card is saved as a PNG and its path printed; with
/// `--json` the edit lists the attachment as Discord receives it, and a line gives the path.
#[test]
fn the_terminal_saves_a_profile_card_and_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.db");
    let db = db.to_str().unwrap();
    let cards = dir.path().join("cards");
    let run = parlor(
        &[
            "play",
            "--json",
            "--db",
            db,
            "--attachments",
            cards.to_str().unwrap(),
        ],
        "/daily\n/profile\n",
    );
    assert!(run.success, "{}", run.stderr);
    let lines = json_lines(&run);
    let edit = lines
        .iter()
        .find_map(|l| l.get("edit_original"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    let errors = common::original_errors(edit);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(edit["attachments"][0]["filename"], "profile.png");
    let saved = lines
        .iter()
        .find_map(|l| l.get("attachment"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    let path = std::path::Path::new(saved["path"].as_str().unwrap());
    assert!(path.starts_with(&cards), "{}", path.display());
    let bytes = std::fs::read(path).expect("the saved card");
    assert_eq!(saved["size"], bytes.len());
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));

    // Without --attachments, beside the database; the text says where.
    let run = parlor(&["play", "--db", db], "/profile\n");
    assert!(run.success, "{}", run.stderr);
    let beside = dir.path().join("table-attachments");
    let line = run
        .stdout
        .lines()
        .find(|l| l.contains("profile.png saved as"))
        .unwrap_or_else(|| panic!("{}", run.stdout));
    assert!(line.contains(beside.to_str().unwrap()), "{line}");
    assert_eq!(std::fs::read_dir(&beside).unwrap().count(), 1);
}

/// Responsible play in the terminal: `/selfexclude for:7d` and `click confirm` stop the
/// member's bets (Blackjack's, video poker's), privately and saying until when, while a
/// Cascade board starts and `/limits` shows the exclusion. Seven days later a bet goes
/// through, within the loss limit `/limits loss:` set; a bet that would cross it is refused.
#[test]
fn a_member_stops_wagering_and_sets_a_limit_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let run = readable(
        dir.path(),
        "as bob\n/selfexclude for:7d\nclick confirm\n/blackjack play bet:10\n\
         /poker video bet:1\n/cascade play\n/limits\n/balance\nwait 7d\n\
         /limits loss:3\n/poker video bet:5\n/poker video bet:3\nclick deal\n\
         /blackjack play bet:10\n",
    );
    assert!(run.success, "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    let out = &run.stdout;
    // Discord's timestamps read as UTC dates, with how far off they are by the table's clock.
    let asked = out
        .find("Stop wagering until ")
        .expect("the question, with its end");
    let line = out[asked..].lines().next().unwrap_or_default();
    assert!(line.contains(" UTC (+7d)?"), "{line}");
    assert!(!out.contains("<t:"), "{out}");
    let done = out.find("Done: you can't wager until").expect("confirmed");
    assert!(asked < done, "{out}");
    assert_eq!(
        out.matches("You have stopped wagering until").count(),
        3,
        "the blackjack bet, the video-poker bet, /limits: {out}"
    );
    assert!(out.contains("Games without a stake stay open"), "{out}");
    assert!(
        out.contains("p2:cascade:1:"),
        "the Cascade board started: {out}"
    );
    assert!(
        out.contains("You have 100 chips"),
        "nothing was taken: {out}"
    );
    // Seven days later, under a loss limit of 3: a bet of 5 is refused, one of 3 is dealt,
    // and then nothing is left.
    assert!(out.contains("Loss limit: 3 chips in 24 hours"), "{out}");
    let past = out
        .find("That could go past your 24-hour loss limit (3): you can stake 3 more for now.")
        .expect("the bet of 5 refused");
    let dealt = out
        .find("p2:video-poker:2:2:hold:0")
        .expect("the bet of 3 dealt");
    let spent = out
        .find("That could go past your 24-hour loss limit (3): you can stake 0 more for now.")
        .expect("the blackjack bet refused");
    assert!(past < dealt && dealt < spent, "{out}");
    assert!(
        !out.contains("p2:blackjack:"),
        "no blackjack game opened: {out}"
    );
}

/// The replies of a `--json` run, without the follow-ups (each checked against Discord's
/// schemas).
fn responses(run: &Run) -> Vec<Value> {
    let lines = json_lines(run);
    lines.iter().for_each(check);
    lines
        .into_iter()
        .filter(|l| l.get("followup").is_none())
        .collect()
}

fn description_of(line: &Value) -> String {
    parlor::view::layout::text_of(&line["data"]).replace("**", "")
}

/// `in dm`, `in server <name>`: outside the server that hosts Parlor a member plays from
/// their own wallet, the same in their DM and in a server that has not added Parlor; `as`
/// takes the table to the other member's own DM, where none of the first one's messages
/// are; `in #table` is the server's chips again. The readable table says where it is.
#[test]
fn the_table_plays_from_the_own_wallet_outside_the_hosting_server() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("o.db");
    let db = db.to_str().unwrap();
    let run = parlor(
        &["play", "--json", "--seed", "7", "--db", db],
        "as alice\n/daily\nin dm\n/daily\n/poker video bet:5\nclick deal\nclick draw\n/balance\n\
         in server guest\n/balance\nas bob\n/balance\nin dm\nclick deal\nas alice\nclick deal\n\
         in #table\n/balance\n",
    );
    assert!(run.success, "{}", run.stderr);
    let lines = responses(&run);
    assert_eq!(lines.len(), 10, "{}", run.stdout);
    let said: Vec<String> = lines.iter().map(description_of).collect();
    assert!(said[0].contains("+50 chips"), "the server's: {}", said[0]);
    assert!(
        said[1].contains("+50 chips"),
        "the own wallet's: {}",
        said[1]
    );
    assert_eq!(common::footer_balance(&lines[2]), 150);
    assert_eq!(common::footer_balance(&lines[3]), 145);
    let own = common::footer_balance(&lines[4]);
    assert!(own >= 145, "{}", lines[4]);
    for (n, at) in [(5, "alice's DM"), (6, "the guest server")] {
        assert!(
            said[n].contains(&format!("You have {own} chips")),
            "{at}: {}",
            said[n]
        );
    }
    assert!(
        said[7].contains("You have 100 chips"),
        "bob's own: {}",
        said[7]
    );
    // In bob's DM there is nothing to click; back in alice's, her machine deals again.
    assert_eq!(
        run.stderr.matches("no message with buttons yet").count(),
        1,
        "{}",
        run.stderr
    );
    assert_eq!(lines[8]["type"], 7, "{}", lines[8]);
    assert_eq!(common::footer_balance(&lines[8]), own - 5);
    assert!(
        said[9].contains("You have 150 chips"),
        "the server's: {}",
        said[9]
    );

    let run = readable(
        dir.path(),
        "in dm\nin group friends\nin server guest\nin #table\n",
    );
    assert!(run.success, "{}", run.stderr);
    for note in [
        "(now in your DM with Parlor)",
        "(now in the group DM friends)",
        "(now in #general of the server guest, which has not added Parlor)",
        "(now in #table)",
    ] {
        assert!(run.stdout.contains(note), "{note}: {}", run.stdout);
    }
}

/// `in group friends`: alice opens a Blackjack table, `as bob` joins it, alice starts it and
/// the two play the round out, each paid from and to their own wallet; the group's board
/// lists both, and no server's wallet is made.
#[tokio::test]
async fn a_group_dm_table_plays_in_the_terminal_from_each_own_wallet() {
    use parlor::app::OWN_WALLETS;
    use parlor::engine::GameKind;
    use parlor::engine::blackjack::Blackjack;
    use parlor::engine::table::TableAction;
    use parlor::testing::session::{Session, find, game_id};
    let mut s = Session::new(5).await;
    s.line("in group friends").await;
    let opened = s.as_("alice", "/blackjack table bet:10").await;
    let table = game_id(&opened);
    let join = find(&opened, "join").expect("Join");
    let joined = s.as_("bob", &format!("click {join}")).await;
    let start = find(&joined, "start").expect("Start");
    let started = s.as_("alice", &format!("click {start}")).await;
    assert_eq!(started["type"], 7, "{started}");
    let names = [(0, "alice"), (1, "bob")];
    for _ in 0..20 {
        let (game, _, version) = s.game::<Blackjack>(table).await;
        let Some(round) = game.play().and_then(|t| t.round.clone()) else {
            break;
        };
        let Some(seat) = round.to_act() else { break };
        let who = names.iter().find(|(n, _)| *n == seat).unwrap().1;
        let mv = common::blackjack_standing(&round);
        let click = CustomId::game(GameKind::Blackjack, table, version, &TableAction::Play(mv));
        let played = s.as_(who, &format!("click {click}")).await;
        assert_eq!(played["type"], 7, "{who}: {played}");
    }
    let (game, _, _) = s.game::<Blackjack>(table).await;
    let t = game.play().expect("the table plays on");
    assert!(!t.in_round() && t.rounds == 1, "the round played out");
    let (alice, bob) = (s.table.user_id("alice"), s.table.user_id("bob"));
    assert_eq!(s.balance_in(OWN_WALLETS, alice).await, 100 + t.net_of(0));
    assert_eq!(s.balance_in(OWN_WALLETS, bob).await, 100 + t.net_of(1));
    assert_eq!(s.balance("alice").await, 0, "no wallet on the server");
    assert_eq!(s.balance("bob").await, 0, "no wallet on the server");
    s.audit().await;
    let board = s.as_("bob", "/leaderboard").await.to_string();
    for member in [alice, bob] {
        assert!(board.contains(&format!("<@{member}>")), "{board}");
    }
    let findings = s.app.check().await.unwrap();
    assert!(findings.is_empty(), "{findings:?}");
}
