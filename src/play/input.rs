//! What the terminal takes from its input: lines without control characters, and members'
//! ids from their names.

use super::{BOT_USER, FIRST_USER};

/// The line without escape sequences and control characters (a tab is a space), so that
/// nothing typed or piped in is echoed raw to the terminal.
pub fn clean_line(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            // ESC [ ... final byte: a CSI sequence (colours, cursor moves); ESC ] ... BEL or
            // ESC \: an OSC sequence (window titles); ESC and one more character otherwise.
            '\u{1b}' => match chars.next() {
                Some('[') => {
                    for c in chars.by_ref() {
                        if ('\u{40}'..='\u{7e}').contains(&c) {
                            break;
                        }
                    }
                }
                Some(']') => {
                    while let Some(c) = chars.next() {
                        if c == '\u{7}' || (c == '\u{1b}' && chars.next_if_eq(&'\\').is_some()) {
                            break;
                        }
                    }
                }
                _ => {}
            },
            '\t' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A member's id from their name, the same in every session: `player` and the bot keep
/// the ids they always had; any other name is hashed (FNV-1a) into 2^40 to 2^52, below
/// Discord's snowflakes and within what JSON numbers carry exactly.
pub fn member_id(name: &str) -> u64 {
    let name = name.trim_start_matches('@').to_lowercase();
    match name.as_str() {
        FIRST_USER => 1000,
        BOT_USER => 999,
        _ => {
            let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
            for byte in name.bytes() {
                hash ^= u64::from(byte);
                hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
            }
            const LOW: u64 = 1 << 40;
            const HIGH: u64 = 1 << 52;
            LOW + hash % (HIGH - LOW)
        }
    }
}

/// The channel id for a channel's name (`#log`): the same in every session. The table's
/// own channel is [`super::CHANNEL`], `#table`.
pub fn channel_id(name: &str) -> u64 {
    let name = name.trim_start_matches('#').to_lowercase();
    match name.as_str() {
        "table" => super::CHANNEL,
        _ => member_id(&format!("#{name}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_and_escape_sequences_are_dropped() {
        assert_eq!(clean_line("/daily\r\n"), "/daily");
        assert_eq!(clean_line("as \u{1b}[31mbob\u{1b}[0m"), "as bob");
        assert_eq!(clean_line("\u{1b}]0;title\u{7}/balance"), "/balance");
        assert_eq!(clean_line("\u{1b}]0;title\u{1b}\\/balance"), "/balance");
        assert_eq!(clean_line("a\u{7}b\u{0}c\u{8}"), "abc");
        assert_eq!(clean_line("click\tdeal"), "click deal");
        assert_eq!(
            clean_line("/give user:@zoë amount:5 ♠"),
            "/give user:@zoë amount:5 ♠"
        );
        assert_eq!(clean_line("\u{1b}"), "");
    }

    #[test]
    fn ids_come_from_names_alone() {
        assert_eq!(member_id("player"), 1000);
        assert_eq!(member_id("parlor"), 999);
        assert_eq!(member_id("Bob"), member_id("@bob"));
        assert_ne!(member_id("bob"), member_id("carol"));
        // Fixed forever: a change would give members someone else's chips.
        assert_eq!(member_id("bob"), 3_739_546_743_867_988);
        let names: Vec<String> = (0..10_000).map(|i| format!("member{i}")).collect();
        let mut ids: Vec<u64> = names.iter().map(|n| member_id(n)).collect();
        assert!(ids.iter().all(|id| ((1 << 40)..(1 << 52)).contains(id)));
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), names.len());
    }
}
