//! What the integration tests share beside the crate's own harness (`parlor::testing`):
//! a `parlor serve` process, signed posts, a recording `DiscordApi`, video-poker helpers.
#![allow(dead_code)]

pub mod places;
pub mod recorder;
pub mod table_lines;

// The one harness is the crate's own (`parlor::testing`, under the `testing` feature the
// tests turn on); what is here needs the built binary, or is a test double.
pub use parlor::testing::*;

use parlor::app::Command;
use parlor::engine::GameKind;
use parlor::engine::video_poker::{Phase, VideoPoker};
use parlor::view::Reply;

/// `/poker video [bet]`.
pub fn video_poker(bet: Option<i64>) -> Command {
    Command::start(GameKind::VideoPoker, serde_json::json!({ "bet": bet }))
}

pub async fn start_machine(h: &mut Harness, user: u64, bet: i64) -> Reply {
    let reply = h.command(user, video_poker(Some(bet))).await;
    assert!(has_button(&reply, "deal"), "{}", text(&reply));
    reply
}

/// A video-poker machine's stored state.
pub async fn machine(h: &Harness, id: i64) -> VideoPoker {
    h.game::<VideoPoker>(id).await.0
}

/// Replaces a dealt machine's cards (bet already taken); the new version.
pub async fn rig_machine(h: &Harness, id: i64, phase: Phase) -> i64 {
    h.rig(id, true, |game: &mut VideoPoker| {
        assert!(game.in_hand(), "rig a dealt hand");
        game.phase = phase;
    })
    .await
}

/// `member`'s video-poker machine in `channel` (one machine per member and channel), dealt
/// for a bet of 5 and rigged to hold `hand`: its Draw button.
pub async fn rigged_draw(h: &mut Harness, member: u64, hand: &str, channel: u64) -> String {
    rigged_bet(h, member, 5, hand, channel).await
}

/// [`rigged_draw`] at `bet`.
pub async fn rigged_bet(
    h: &mut Harness,
    member: u64,
    bet: i64,
    hand: &str,
    channel: u64,
) -> String {
    use parlor::app::Action;
    use parlor::engine::video_poker::Press;
    use parlor::view::custom_id::CustomId;
    let mut start = h.request(member, Action::Command(video_poker(Some(bet))));
    start.channel_id = channel;
    let start = h.send(start).await;
    let id = game_id(&start);
    let mut deal = h.click_request(member, &button(&start, "deal"));
    deal.channel_id = channel;
    h.send(deal).await;
    let version = rig_machine(
        h,
        id,
        Phase::Dealt {
            hand: cards(hand),
            held: [true; 5],
            stock: stock("2c 3c 4c 5c 6c"),
            advice: None,
        },
    )
    .await;
    CustomId::game(GameKind::VideoPoker, id, version, &Press::Draw)
}

/// The Fill of the Yahtzee box on `member`'s solo game in `channel`, rigged to its last
/// turn: every other box scored 0, five sixes rolled. A solo game has no stake: filling it
/// moves no chips, and writes no row another game of the member's writes but the unlock.
pub async fn last_box(h: &mut Harness, member: u64, channel: u64) -> String {
    use parlor::engine::table::{TableAction, TablePhase};
    use parlor::engine::yahtzee::Yahtzee;
    use parlor::engine::yahtzee::play::Move;
    use parlor::engine::yahtzee::score::Category;
    let command =
        parlor::app::Command::start(GameKind::Yahtzee, serde_json::json!({ "mode": "solo" }));
    let mut start = h.request(member, parlor::app::Action::Command(command));
    start.channel_id = channel;
    let start = h.send(start).await;
    let id = game_id(&start);
    let version = h
        .rig(id, true, |game: &mut Yahtzee| {
            let TablePhase::Playing { rules, .. } = &mut game.table.phase else {
                panic!("a solo game plays at once")
            };
            for (at, filled) in rules.players[0].card.boxes.iter_mut().enumerate() {
                if at != Category::Yahtzee as usize {
                    *filled = Some(0);
                }
            }
            let turn = rules.turn.as_mut().expect("a turn");
            turn.dice = [6; 5];
            turn.rolls = 1;
        })
        .await;
    parlor::view::custom_id::CustomId::game(
        GameKind::Yahtzee,
        id,
        version,
        &TableAction::Play(Move::Fill(Category::Yahtzee)),
    )
}

/// The move that ends a blackjack seat's turn soonest: no insurance, else stand.
pub fn blackjack_standing(
    round: &parlor::engine::blackjack::round::Round,
) -> parlor::engine::blackjack::table::Move {
    use parlor::engine::blackjack::round::{Decision, Stage};
    use parlor::engine::blackjack::table::Move;
    if round.stage == Stage::Insurance {
        Move::NoInsurance
    } else {
        Move::Decide(Decision::Stand)
    }
}

/// What a reply posts in the channel after it (a hand's summary, an unlocked achievement,
/// a shared result): each post's embeds' titles and descriptions.
pub fn posted(reply: &Reply) -> String {
    reply
        .announce
        .iter()
        .flat_map(|v| &v.embeds)
        .map(|e| format!("{}\n{}", e.title, e.description))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Two apps on one PostgreSQL database, as two replicas, with a harness whose app is the
/// first and whose clock both share; None where the tests have no PostgreSQL.
pub async fn postgres_replicas() -> Option<(Vec<std::sync::Arc<parlor::app::App>>, Harness)> {
    use std::sync::Arc;
    let db = TestDatabase::postgres().await?;
    let clock = Arc::new(parlor::app::Clock::fixed(START));
    parlor::testing::registry();
    let config = Arc::new(parlor::config::Config::default());
    let first = app_on(&db.url, config.clone(), clock.clone(), 1).await;
    let second = app_on(&db.url, config, clock.clone(), 2).await;
    let mut h = Harness::new().await;
    h.app = first.clone();
    h.clock = clock;
    Some((vec![first, second], h))
}

/// Five cards as written (`Ts Js Qs Ks As`).
pub fn cards(text: &str) -> [parlor::engine::cards::Card; 5] {
    parlor::engine::cards::parse_hand(text).unwrap()
}

/// Cards as written, in order: what a rigged machine draws from.
pub fn stock(text: &str) -> Vec<parlor::engine::cards::Card> {
    text.split_whitespace()
        .map(|t| parlor::engine::cards::Card::parse(t).unwrap())
        .collect()
}

/// Unix seconds now, as Discord stamps its requests (the load tool's clock).
pub fn unix_now() -> i64 {
    parlor::bench::unix_now()
}

/// Bytes as lowercase hex, as the load tool writes keys and signatures.
pub fn hex(bytes: &[u8]) -> String {
    parlor::bench::hex(bytes)
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

/// Runs `parlor check` on the SQLite file `db` and asserts it passes, showing what it found
/// if not.
pub fn parlor_check(db: &std::path::Path) {
    parlor_check_url(db.to_str().unwrap());
}

/// `parlor check` on a database URL (SQLite or PostgreSQL) passes.
pub fn parlor_check_url(url: &str) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["check", "--db", url])
        .env("PARLOR_LOG", "off")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Every member of a load (`member_id(0..members)`, each with the load tool's player for
/// them) opens their game again and it takes its next click.
pub async fn every_game_plays_on(
    client: &parlor::bench::Client,
    members: usize,
    rng: &mut rand_chacha::ChaCha8Rng,
) {
    use parlor::bench::{member_id, players};
    for i in 0..members {
        let member = member_id(i);
        let makers = players::players(&parlor::testing::registry());
        let mut player = (makers[i % makers.len()])();
        let (name, options) = player.start();
        let (opened, _) = client.command(member, name, options).await.unwrap();
        assert_eq!(opened["type"], 4, "{opened}");
        // A Hold'em table still open is named privately rather than posted again: the
        // table itself plays on in its own message (tests/holdem.rs restarts one mid-hand).
        if is_private(&opened["data"]) {
            let said = parlor::view::layout::text_of(&opened["data"]);
            assert!(said.contains("already open"), "member {i}: {opened}");
            continue;
        }
        // A move, not a Hint: a hint may ask to wait while its tables warm up on a
        // process just started, which is an answer, not a move.
        let button = (0..50)
            .filter_map(|_| player.next(&opened["data"], rng))
            .find(|press| !players::Hinter::is_hint(press))
            .unwrap_or_else(|| panic!("member {i}'s game offers a move: {opened}"));
        let (clicked, _) = client.press(member, &button).await.unwrap();
        // The message updated, or a form opened (video poker's typed bet, pressed now and
        // then): both answer the press.
        assert!(
            clicked["type"] == 7 || clicked["type"] == 9,
            "member {i}: {clicked}"
        );
    }
}

/// A courier for log posts that may post anywhere and keeps what it is given: Discord's
/// message API, as far as the app can tell.
#[derive(Default)]
pub struct KeptPosts {
    pub posts: std::sync::Mutex<Vec<(u64, serde_json::Value)>>,
}

#[async_trait::async_trait]
impl parlor::app::Courier for KeptPosts {
    async fn may_post(&self, _guild: u64, _channel: u64) -> Result<bool, parlor::app::PostError> {
        Ok(true)
    }

    async fn post(
        &self,
        channel: u64,
        body: &serde_json::Value,
    ) -> Result<u64, parlor::app::PostError> {
        let mut posts = self.posts.lock().unwrap();
        posts.push((channel, body.clone()));
        Ok(posts.len() as u64)
    }
}

/// Whether a message body (a reply's `data`, a follow-up, an edit) is private: its
/// ephemeral flag, whatever other flags it carries (a V2 message always has
/// `IS_COMPONENTS_V2`).
pub fn is_private(body: &serde_json::Value) -> bool {
    body["flags"]
        .as_u64()
        .is_some_and(|f| f & parlor::view::layout::EPHEMERAL != 0)
}

/// Whether a message body is laid out in Components V2, and is not private.
pub fn is_public_v2(body: &serde_json::Value) -> bool {
    body["flags"].as_u64() == Some(parlor::view::layout::IS_COMPONENTS_V2)
}

/// The `at`-th panel of a message body: its `at`-th container.
pub fn panel(body: &serde_json::Value, at: usize) -> &serde_json::Value {
    body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["type"] == 17)
        .nth(at)
        .unwrap_or(&serde_json::Value::Null)
}

/// The title of a body's `at`-th panel: the `### ` line its first text opens with.
pub fn panel_title(body: &serde_json::Value, at: usize) -> String {
    panel(body, at)["components"][0]["content"]
        .as_str()
        .and_then(|s| s.lines().next())
        .and_then(|l| l.strip_prefix("### "))
        .unwrap_or_default()
        .to_string()
}

/// The description (the board) of a body's `at`-th panel: its first text under the title.
pub fn panel_description(body: &serde_json::Value, at: usize) -> String {
    let head = panel(body, at)["components"][0]["content"]
        .as_str()
        .unwrap_or_default();
    match head.strip_prefix("### ") {
        Some(titled) => titled.split_once('\n').map_or("", |(_, d)| d).to_string(),
        None => head.to_string(),
    }
}

/// The footer of a body's `at`-th panel: its small print (`-# ` lines), without the marks.
pub fn panel_footer(body: &serde_json::Value, at: usize) -> String {
    panel(body, at)["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| c["type"] == 10)
        .filter_map(|c| c["content"].as_str())
        .rfind(|s| s.lines().all(|l| l.starts_with("-# ")))
        .map(|s| {
            s.lines()
                .map(|l| l.trim_start_matches("-# "))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default()
}

/// The picture of a body's `at`-th panel: its media gallery's first url.
pub fn panel_image(body: &serde_json::Value, at: usize) -> serde_json::Value {
    panel(body, at)["components"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["type"] == 12)
        .map_or(serde_json::Value::Null, |g| {
            g["items"][0]["media"]["url"].clone()
        })
}

/// The custom_ids of every button and menu of a message body, in order.
pub fn custom_ids(body: &serde_json::Value) -> Vec<String> {
    parlor::view::layout::controls(body)
        .into_iter()
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// The fields of a body's `at`-th panel, (name, value), read back from the text that holds
/// them: blocks of `**name**\nvalue` separated by blank lines (a value may hold a blank line
/// of its own: a block that opens with no name of its own goes on the value before it).
pub fn panel_fields(body: &serde_json::Value, at: usize) -> Vec<(String, String)> {
    let name_of = |line: &str| {
        line.strip_prefix("**")
            .and_then(|l| l.strip_suffix("**"))
            .filter(|name| !name.is_empty() && !name.contains("**"))
            .map(str::to_string)
    };
    let parse = |text: &str| -> Option<Vec<(String, String)>> {
        let mut fields: Vec<(String, String)> = Vec::new();
        for block in text.split("\n\n") {
            let (first, rest) = block.split_once('\n').unwrap_or((block, ""));
            match (name_of(first), fields.last_mut()) {
                (Some(name), _) => fields.push((name, rest.to_string())),
                (None, Some((_, value))) => {
                    value.push_str("\n\n");
                    value.push_str(block);
                }
                (None, None) => return None,
            }
        }
        Some(fields)
    };
    panel(body, at)["components"]
        .as_array()
        .into_iter()
        .flatten()
        .skip(1)
        .filter(|c| c["type"] == 10)
        .filter_map(|c| c["content"].as_str().and_then(parse))
        .flatten()
        .collect()
}

/// The balance a game's footer shows (`… · Balance 145 chips`), in a response or a printed
/// line (`{"type": …, "data": {…}}`).
pub fn footer_balance(response: &serde_json::Value) -> i64 {
    let footer = panel_footer(&response["data"], 0);
    assert!(!footer.is_empty(), "a footer: {response}");
    let (_, after) = footer.split_once("Balance ").expect("a balance");
    after
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{footer}"))
}
