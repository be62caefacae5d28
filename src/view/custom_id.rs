//! The custom_id grammar, versioned: `p1:<game id>:<phase version>:<action>[:<arg>]` for game
//! buttons and `p1:lb:<board>:<page>:<tag>` for leaderboard pages (a tag starting `me-` on a
//! member's private copy). The action is the game's
//! typed vocabulary ([`ActionCode`]), written here by the view and read back by the click
//! pipeline, so a misspelt action cannot compile. A custom_id only says what was clicked;
//! the game row is the truth for players, amounts and cards.

use crate::engine::game::ActionCode;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CustomId {
    Game {
        game: i64,
        version: i64,
        /// The action's code, for the game's [`ActionCode::decode`].
        code: String,
    },
    Leaderboard {
        /// `chips`, or a game kind's name.
        board: String,
        page: i64,
        /// A button of a member's private copy of the board, not of the public message.
        private: bool,
    },
}

/// The tag prefix of a private copy's page buttons.
const PRIVATE_TAG: &str = "me-";

const PREFIX: &str = "p1";

impl CustomId {
    pub fn game<A: ActionCode>(game: i64, version: i64, action: &A) -> String {
        format!("{PREFIX}:{game}:{version}:{}", action.encode())
    }

    /// A select menu of `action`'s kind: the action's code without its argument, which the
    /// chosen option's value supplies.
    pub fn select<A: ActionCode>(game: i64, version: i64, action: &A) -> String {
        let code = action.encode();
        let name = code.split_once(':').map_or(code.as_str(), |(name, _)| name);
        format!("{PREFIX}:{game}:{version}:{name}")
    }

    /// A leaderboard page button; `tag` tells apart two buttons that lead to one page, and
    /// `private` marks a member's private copy.
    pub fn leaderboard(board: &str, page: i64, tag: &str, private: bool) -> String {
        let me = if private { PRIVATE_TAG } else { "" };
        format!("{PREFIX}:lb:{board}:{page}:{me}{tag}")
    }

    /// Parses a custom_id; anything not of the grammar is `None`.
    pub fn parse(text: &str) -> Option<CustomId> {
        if text.len() > 100 {
            return None;
        }
        let parts: Vec<&str> = text.split(':').collect();
        if parts.first() != Some(&PREFIX) {
            return None;
        }
        if parts.get(1) == Some(&"lb") {
            let page = |p: &str| p.parse::<i64>().ok().filter(|p| *p >= 0);
            return match parts[2..] {
                // Buttons posted before leaderboards had boards: the chips board.
                [p] | [p, _] if page(p).is_some() => Some(CustomId::Leaderboard {
                    board: "chips".into(),
                    page: page(p)?,
                    private: false,
                }),
                [board, p, tag] if !board.is_empty() => Some(CustomId::Leaderboard {
                    board: board.to_string(),
                    page: page(p)?,
                    private: tag.starts_with(PRIVATE_TAG),
                }),
                _ => None,
            };
        }
        let (game, version, action) = match parts[1..] {
            [game, version, action] | [game, version, action, _] => (game, version, action),
            _ => return None,
        };
        let game = game.parse().ok().filter(|g: &i64| *g > 0)?;
        let version = version.parse().ok().filter(|v: &i64| *v > 0)?;
        if action.is_empty() {
            return None;
        }
        let code = parts[3..].join(":");
        Some(CustomId::Game {
            game,
            version,
            code,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameKind;
    use crate::engine::game::Game;
    use crate::engine::game::Level;
    use crate::engine::table::testing::TestTable;

    /// Every button of every game, written into a custom_id and read back.
    fn round_trip<A: ActionCode>() {
        for action in A::all() {
            let id = CustomId::game(9_007_199_254_740_993, 123_456, &action);
            assert!(id.len() <= 100, "{id}");
            match CustomId::parse(&id) {
                Some(CustomId::Game {
                    game: 9_007_199_254_740_993,
                    version: 123_456,
                    code,
                }) => assert_eq!(A::decode(&code).as_ref(), Some(&action), "{id}"),
                other => panic!("{id}: {other:?}"),
            }
        }
    }

    #[test]
    fn every_games_buttons_survive_the_custom_id() {
        for &kind in GameKind::ALL {
            crate::with_game!(kind, G => {
                crate::engine::game::testing::check_action_codes::<<G as Game>::Action>();
                round_trip::<<G as Game>::Action>()
            });
        }
    }

    #[test]
    fn round_trips_and_rejects_garbage() {
        assert_eq!(
            CustomId::parse(&CustomId::game(
                12,
                3,
                &<TestTable as Game>::Action::AddComputer(Level::Expert)
            )),
            Some(CustomId::Game {
                game: 12,
                version: 3,
                code: "add:expert".into(),
            })
        );
        assert_eq!(
            CustomId::parse(&CustomId::leaderboard("chips", 2, "next", false)),
            Some(CustomId::Leaderboard {
                board: "chips".into(),
                page: 2,
                private: false
            })
        );
        assert_eq!(
            CustomId::parse(&CustomId::leaderboard("some-game", 0, "first", true)),
            Some(CustomId::Leaderboard {
                board: "some-game".into(),
                page: 0,
                private: true
            })
        );
        assert_eq!(
            CustomId::parse("p1:lb:3:next"),
            Some(CustomId::Leaderboard {
                board: "chips".into(),
                page: 3,
                private: false
            }),
            "a button from before boards still pages the chips board"
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
            "p1:lb:chips:-2:x",
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
