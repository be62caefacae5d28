//! `parlor emojis export DIR`: every emoji Parlor draws as a PNG, the contact sheet and the
//! index, written by the binary as an operator runs it.

use parlor::view::emoji::{self, Emoji};

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
    let set = emoji::all();
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
