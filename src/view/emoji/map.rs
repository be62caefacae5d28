//! The emojis as a message uses them: Discord's id for each of Parlor's names, as
//! `parlor emojis sync` left them, and the markup that shows one (`<:c_qh:123…>`).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// One application emoji a message or a button shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EmojiRef {
    pub name: String,
    pub id: u64,
}

impl fmt::Display for EmojiRef {
    /// Discord's markup for a custom emoji in text: `<:name:id>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<:{}:{}>", self.name, self.id)
    }
}

/// Discord's id for each of Parlor's emojis on the application, by name. Empty until
/// `parlor emojis sync` has run: then every reply keeps the text style.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EmojiMap {
    ids: BTreeMap<String, u64>,
    /// The pictures style's map: every valid name is a placeholder
    /// ([`crate::view::picture::PLACEHOLDER_ID`]).
    placeholders: bool,
}

impl EmojiMap {
    pub fn new(pairs: impl IntoIterator<Item = (String, u64)>) -> EmojiMap {
        EmojiMap {
            ids: pairs.into_iter().collect(),
            placeholders: false,
        }
    }

    /// Whether this is the pictures style's map.
    pub fn is_pictures(&self) -> bool {
        self.placeholders
    }

    /// The emoji `name`, if Discord has it (any valid name, in the pictures style).
    pub fn get(&self, name: &str) -> Option<EmojiRef> {
        if self.placeholders {
            return super::Emoji::valid_name(name).then(|| EmojiRef {
                name: name.to_string(),
                id: crate::view::picture::PLACEHOLDER_ID,
            });
        }
        self.ids.get(name).map(|&id| EmojiRef {
            name: name.to_string(),
            id,
        })
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty() && !self.placeholders
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }
}

/// The map of the pictures style: every valid name is an emoji, a placeholder that
/// [`crate::view::picture::show`] turns into the board's picture.
pub static PICTURES: EmojiMap = EmojiMap {
    ids: BTreeMap::new(),
    placeholders: true,
};

/// Every one of Parlor's emojis with an id of 20 digits, the most a Discord id has: the
/// longest markup each can take, for tests that measure a message against Discord's limits.
#[cfg(test)]
pub(crate) fn longest_emoji_map() -> EmojiMap {
    EmojiMap::new(
        crate::testing::registry()
            .emojis()
            .into_iter()
            .enumerate()
            .map(|(i, emoji)| (emoji.name, u64::MAX - i as u64)),
    )
}

/// Every emoji markup in `text` (`<:c_qh:123…>`, `<a:name:id>`) as its name between colons
/// (`:c_qh:`): how the terminal table shows one, so that a script reads it.
pub fn as_names(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let tail = &rest[start + 1..];
        let body = tail.strip_prefix("a:").or_else(|| tail.strip_prefix(':'));
        let parsed = body.and_then(|body| {
            let end = body.find('>')?;
            let (name, id) = body[..end].split_once(':')?;
            let named = super::Emoji::valid_name(name);
            let numbered = !id.is_empty() && id.chars().all(|c| c.is_ascii_digit());
            (named && numbered).then(|| (name, &body[end + 1..]))
        });
        match parsed {
            Some((name, after)) => {
                out.push(':');
                out.push_str(name);
                out.push(':');
                rest = after;
            }
            None => {
                out.push('<');
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_reads_back_as_names() {
        let map = EmojiMap::new([("c_qh".to_string(), 1_300_000_000_000_000_001)]);
        let queen = map.get("c_qh").unwrap();
        assert_eq!(queen.to_string(), "<:c_qh:1300000000000000001>");
        assert_eq!(map.get("c_kh"), None);
        let line = format!("{queen} {queen}<a:d_1:7> <@5> a < b <:bad name:1> <:c_qh:x>");
        assert_eq!(
            as_names(&line),
            ":c_qh: :c_qh::d_1: <@5> a < b <:bad name:1> <:c_qh:x>"
        );
    }
}
