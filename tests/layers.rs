//! The layers of `src/` point one way (docs/architecture.md): each top-level module uses only
//! those drawn below it. Read from the source itself, through the `crate::` paths (and the
//! `super::` paths that climb to the crate's root), tests and test-only items aside.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first. `engine` is the rules crate (`parlor_rules`), below everything;
/// `testing`, the test harness (the `testing` feature), above everything: it may use every
/// layer, and no layer uses it outside its tests.
const LAYERS: &[&str] = &[
    "engine", "locale", "config", "store", "view", "games", "app", "discord", "play", "bench",
    "testing",
];

/// Not layers: the crate's root and the binary.
const OUTSIDE: &[&str] = &["lib", "main"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable src/") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text without comments and without string literals' contents (a path in a string is
/// not a use).
fn without_comments(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if text[i..].starts_with("//") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if text[i..].starts_with("/*") {
            let end = text[i + 2..]
                .find("*/")
                .map_or(bytes.len(), |e| i + 2 + e + 2);
            i = end;
        } else if bytes[i] == b'"' {
            // Skip the literal, keeping its quotes.
            out.push('"');
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                if bytes[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            out.push('"');
            i += 1;
        } else if let Some(len) = char_literal(&text[i..]) {
            // A character literal (a quote or a brace among them) reads as a blank one.
            out.push_str("' '");
            i += len;
        } else {
            let c = text[i..].chars().next().expect("a character");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The length of the character literal `text` starts with (`'{'`, `'\\''`), if it starts
/// with one rather than a lifetime.
fn char_literal(text: &str) -> Option<usize> {
    let mut chars = text.char_indices();
    if chars.next()?.1 != '\'' {
        return None;
    }
    let (_, first) = chars.next()?;
    if first == '\\' {
        let (_, _) = chars.next()?;
        let (at, close) = chars.next()?;
        return (close == '\'').then_some(at + 1);
    }
    let (at, close) = chars.next()?;
    (close == '\'').then_some(at + 1)
}

/// The attributes of what only the tests build: the tests themselves, and the `testing`
/// feature's hooks in the layers (a test's setter on the app, say). The harness itself,
/// `src/testing`, is read as the top layer it is.
const TEST_ONLY: &[&str] = &[
    "#[cfg(test)]",
    // As they read once string literals are blanked (`testing` is the one feature).
    "#[cfg(feature = \"\")]",
    "#[cfg(any(test, feature = \"\"))]",
];

/// The text without the items built for tests alone (a test module, a test-only function,
/// the `testing` feature's items): each attribute and the item after it, to its closing
/// brace or semicolon.
fn without_test_items(text: &str) -> String {
    without_items(text, TEST_ONLY)
}

/// The text without the items under any of the attributes `test_only`.
fn without_items(text: &str, test_only: &[&str]) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = test_only.iter().filter_map(|a| rest.find(a)).min() {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let mut depth = 0usize;
        let mut end = item.len();
        for (i, c) in item.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The first segment after each `crate::` (with every name of a `crate::{a, b::c}` group),
/// and after each `super::` chain that climbs `depth` levels to the crate's root.
fn roots_used(text: &str, depth: usize) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    let word = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut from = 0;
    while let Some(at) = text[from..].find("crate::") {
        let start = from + at;
        from = start + "crate::".len();
        // `$crate::` in a macro is the crate too; `parlor_crate::` is not.
        if start > 0 {
            let before = text[..start].chars().next_back().unwrap_or(' ');
            if before.is_alphanumeric() || before == '_' {
                continue;
            }
        }
        let after = &text[from..];
        if let Some(group) = after.strip_prefix('{') {
            let mut level = 1;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => level += 1,
                    '}' => {
                        level -= 1;
                        if level == 0 {
                            break;
                        }
                    }
                    ',' if level == 1 => item_start = true,
                    c if level == 1 && item_start && (c.is_alphanumeric() || c == '_') => {
                        used.insert(word(&group[i..]));
                        item_start = false;
                    }
                    _ => {}
                }
            }
        } else {
            used.insert(word(after));
        }
    }
    // `super::super::x` from a file `depth` modules below the root.
    if depth > 0 {
        let climb = "super::".repeat(depth);
        let mut from = 0;
        while let Some(at) = text[from..].find(&climb) {
            from += at + climb.len();
            let name = word(&text[from..]);
            if !name.is_empty() && name != "super" {
                used.insert(name);
            }
        }
    }
    used
}

/// Each top-level module's uses of the others, the test-only items aside.
fn uses() -> BTreeMap<String, BTreeMap<String, Vec<String>>> {
    uses_outside(TEST_ONLY)
}

/// Each top-level module's uses of the others, the items under the attributes `test_only`
/// aside.
fn uses_outside(test_only: &[&str]) -> BTreeMap<String, BTreeMap<String, Vec<String>>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut uses: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).expect("under src/");
        let parts: Vec<String> = relative
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        let top = parts[0].trim_end_matches(".rs").to_string();
        let name = parts.last().expect("a file name");
        if OUTSIDE.contains(&top.as_str()) || name == "tests.rs" || name.ends_with("_tests.rs") {
            continue;
        }
        // How many modules below the root the file's own module is.
        let depth = match name.as_str() {
            "mod.rs" => parts.len() - 1,
            _ => parts.len(),
        };
        let text = std::fs::read_to_string(&file).expect("a readable file");
        let code = without_items(&without_comments(&text), test_only);
        for used in roots_used(&code, depth) {
            if used != top && (LAYERS.contains(&used.as_str()) || OUTSIDE.contains(&used.as_str()))
            {
                uses.entry(top.clone())
                    .or_default()
                    .entry(used)
                    .or_default()
                    .push(relative.display().to_string());
            }
        }
    }
    uses
}

#[test]
fn every_top_level_module_is_a_drawn_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for entry in std::fs::read_dir(src).expect("src/") {
        let path = entry.expect("an entry").path();
        let name = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        assert!(
            LAYERS.contains(&name.as_str()) || OUTSIDE.contains(&name.as_str()),
            "src/{name} is not drawn in the layers (docs/architecture.md, tests/layers.rs)"
        );
    }
}

#[test]
fn each_layer_uses_only_those_below_it() {
    let rank = |layer: &str| LAYERS.iter().position(|l| *l == layer);
    let mut wrong = Vec::new();
    for (from, used) in uses() {
        for (to, files) in used {
            let allowed = match (rank(&from), rank(&to)) {
                (Some(from), Some(to)) => to < from,
                _ => false,
            };
            if !allowed {
                wrong.push(format!("{from} -> {to} in {}", files.join(", ")));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "uses against the layers:\n{}",
        wrong.join("\n")
    );
}

/// The reader finds what it must: a use up, written each way it can be, would be caught.
#[test]
fn the_reader_sees_every_way_of_naming_a_module() {
    let code = without_test_items(&without_comments(
        "use crate::view::Locale;\n\
         use crate::{store::Tx, games};\n\
         fn f() { $crate::app::x(); super::super::bench::y(); }\n\
         // crate::discord::z\n\
         const S: &str = \"crate::play\";\n\
         #[cfg(test)]\nmod tests { use crate::testing::registry; }\n\
         #[cfg(test)]\nfn only_in_tests() { crate::config::x(); }\n",
    ));
    let used = roots_used(&code, 2);
    let expected: BTreeSet<String> = ["view", "store", "games", "app", "bench"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(used, expected);
}

/// The test harness sits above every layer, and only the tests use it: no production code
/// of any layer, not even an item built for the `testing` feature alone, nor the binary,
/// reaches into it (a lower layer that did would start the app another way than the binary
/// does).
#[test]
fn only_the_tests_use_the_harness() {
    assert_eq!(
        LAYERS.last(),
        Some(&"testing"),
        "the harness is the top layer"
    );
    // Only the tests themselves are test code here: `#[cfg(test)]`, and `tests.rs` files.
    let mut users: Vec<String> = uses_outside(&["#[cfg(test)]"])
        .into_iter()
        .filter_map(|(from, mut used)| Some((from, used.remove("testing")?)))
        .flat_map(|(from, files)| files.into_iter().map(move |f| format!("{from}: {f}")))
        .collect();
    let main = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/main.rs");
    let text = std::fs::read_to_string(main).expect("a readable main.rs");
    if without_comments(&text).contains("parlor::testing") {
        users.push("main.rs".into());
    }
    assert!(
        users.is_empty(),
        "production code using the test harness:\n{}",
        users.join("\n")
    );
}
