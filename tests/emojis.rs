//! `parlor emojis export DIR`: every emoji Parlor draws as a PNG, the contact sheet and the
//! index, written by the binary as an operator runs it.

use parlor::view::emoji::{self, Emoji, board_picture};

#[test]
fn export_writes_every_emoji_the_contact_sheet_and_the_index() {
    let dir = std::env::temp_dir().join(format!("parlor-emojis-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["emojis", "export"])
        .arg(&dir)
        .output()
        .expect("parlor runs");
    assert!(output.status.success(), "{output:?}");
    let set = parlor::testing::registry().emojis();
    let mut pngs = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "png") {
            pngs += 1;
        }
    }
    assert_eq!(pngs, set.len() + 1, "every emoji and the contact sheet");
    for e in &set {
        let written = std::fs::read(dir.join(format!("{}.png", e.name))).unwrap();
        assert_eq!(written, e.png, "{}", e.name);
        assert!(Emoji::valid_name(&e.name) && written.len() < emoji::MAX_BYTES);
    }
    let index = std::fs::read_to_string(dir.join("emojis.txt")).unwrap();
    for (line, e) in index.lines().zip(&set) {
        assert_eq!(line, format!("{} {} {}", e.name, e.png.len(), e.hash()));
    }
    let sheet = std::fs::read(dir.join("contact-sheet.png")).unwrap();
    assert_eq!(sheet, emoji::contact_sheet(&set));
    // A directory that cannot be made is said plainly, and nothing is half done quietly.
    let blocked = dir.join("emojis.txt").join("inside");
    let refused = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["emojis", "export"])
        .arg(&blocked)
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("cannot write"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every board a line of the terminal's JSON shows, wherever it sits (a response, a
/// follow-up, an edit): each text display's text, a panel's title left off.
fn descriptions(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            if map.get("type").and_then(|t| t.as_u64()) == Some(10)
                && let Some(text) = map.get("content").and_then(|c| c.as_str())
            {
                let board = match text.strip_prefix("### ") {
                    Some(titled) => titled.split_once('\n').map_or("", |(_, d)| d),
                    None => text,
                };
                out.push(board.to_string());
                return;
            }
            map.values().for_each(|inner| descriptions(inner, out));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|i| descriptions(i, out)),
        _ => {}
    }
}

/// Each game's board in the emoji style, played to a typical moment, as the docs show it
/// (docs/emojis.md): the board's emojis laid out as a message shows them. With
/// `PARLOR_DOCS_OUT=DIR` the pictures are written there, to refresh `docs/emojis/boards/`.
#[tokio::test]
async fn each_games_board_pictured_for_the_docs() {
    use parlor::testing::session::Session;
    let set = parlor::testing::registry().emojis();
    // (picture, lines, emojis the board shows)
    let games: [(&str, &[&str], usize); 6] = [
        (
            "video-poker",
            &["/poker video", "click deal", "click 1", "click 3"],
            // The hand, and the held cards named below it.
            7,
        ),
        (
            "draw-poker",
            &[
                "/poker table",
                "click add computer",
                "click start",
                "click 1",
                "click my cards",
                "click 2",
            ],
            5,
        ),
        ("blackjack", &["/blackjack play", "click deal"], 4),
        (
            "yahtzee",
            &["/yahtzee solo", "click roll", "click 1", "click 4"],
            5,
        ),
        ("solitaire", &["/solitaire play", "click hint"], 33),
        ("cascade", &["/cascade play size:8x6 colours:4"], 48),
    ];
    let out = std::env::var_os("PARLOR_DOCS_OUT").map(std::path::PathBuf::from);
    let markup = regex::Regex::new(r"<:[a-z0-9_]+:\d+>").unwrap();
    for (name, lines, count) in games {
        let mut s = Session::new(5).await;
        s.sync_emojis().await;
        let mut boards = Vec::new();
        for line in lines {
            for said in s.line(line).await {
                descriptions(&said, &mut boards);
            }
        }
        let board = boards
            .iter()
            .rev()
            .find(|d| d.contains("<:"))
            .unwrap_or_else(|| panic!("{name}: no board with emojis in {boards:?}"));
        assert_eq!(markup.find_iter(board).count(), count, "{name}: {board}");
        let picture = board_picture(board, &set);
        let decoded = tiny_skia::Pixmap::decode_png(&picture).expect("a PNG");
        assert!(decoded.width() > emoji::SHEET_SIZE, "{name}");
        if let Some(dir) = &out {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(dir.join(format!("{name}.png")), &picture).unwrap();
        }
    }
}
