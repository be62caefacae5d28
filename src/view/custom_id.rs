//! The custom_id grammar, versioned: `p1:<game id>:<state version>:<action>[:<arg>]` for game
//! buttons and `p1:lb:<page>:<button>` for leaderboard pages. A custom_id only says what was clicked;
//! the game row is the truth for owner, amounts and cards.

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CustomId {
    Game {
        game: i64,
        version: i64,
        action: String,
        arg: Option<String>,
    },
    Leaderboard {
        page: i64,
    },
}

const PREFIX: &str = "p1";

impl CustomId {
    pub fn game(game: i64, version: i64, action: &str) -> String {
        format!("{PREFIX}:{game}:{version}:{action}")
    }

    pub fn game_arg(game: i64, version: i64, action: &str, arg: impl std::fmt::Display) -> String {
        format!("{PREFIX}:{game}:{version}:{action}:{arg}")
    }

    /// A leaderboard page button; `tag` tells apart two buttons that lead to one page.
    pub fn leaderboard(page: i64, tag: &str) -> String {
        format!("{PREFIX}:lb:{page}:{tag}")
    }

    /// Parses a custom_id; anything not of the grammar is `None`.
    pub fn parse(text: &str) -> Option<CustomId> {
        if text.len() > 100 {
            return None;
        }
        let mut parts = text.split(':');
        if parts.next()? != PREFIX {
            return None;
        }
        let second = parts.next()?;
        if second == "lb" {
            let page = parts.next()?.parse().ok().filter(|p| *p >= 0)?;
            let _tag = parts.next();
            return parts
                .next()
                .is_none()
                .then_some(CustomId::Leaderboard { page });
        }
        let game = second.parse().ok().filter(|g| *g > 0)?;
        let version = parts.next()?.parse().ok().filter(|v| *v > 0)?;
        let action = parts.next().filter(|a| !a.is_empty())?.to_string();
        let arg = parts.next().map(str::to_string);
        if parts.next().is_some() {
            return None;
        }
        Some(CustomId::Game {
            game,
            version,
            action,
            arg,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_rejects_garbage() {
        assert_eq!(
            CustomId::parse(&CustomId::game_arg(12, 3, "hold", 4)),
            Some(CustomId::Game {
                game: 12,
                version: 3,
                action: "hold".into(),
                arg: Some("4".into())
            })
        );
        assert_eq!(
            CustomId::parse(&CustomId::leaderboard(2, "next")),
            Some(CustomId::Leaderboard { page: 2 })
        );
        for bad in [
            "",
            "p1",
            "p2:1:1:deal",
            "p1:x:1:deal",
            "p1:1:x:deal",
            "p1:1:1:",
            "p1:1:1:a:b:c",
            "p1:-4:1:deal",
            "p1:lb:-1",
            "p1:lb:1:a:b",
            "p1:0:1:deal",
        ] {
            assert_eq!(CustomId::parse(bad), None, "{bad}");
        }
        assert_eq!(
            CustomId::parse(&format!("p1:1:1:{}", "a".repeat(100))),
            None
        );
    }
}
