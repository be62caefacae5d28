//! The custom_id grammar, versioned: `p2:<kind>:<game id>:<phase version>:<action>[:<arg>]`
//! for game buttons and `p1:lb:<board>:<page>:<tag>[:<key>]` for leaderboard pages (a tag
//! starting `me-` on a member's private copy; a key `a<balance>.<member>` or
//! `b<balance>.<member>` on a chips page's Next or Previous, the line the page follows or
//! precedes). A game button names its game's kind, so a click knows
//! its class (and its game's code) before the row is read; buttons posted before the kind
//! travelled (`p1:<game id>:<phase version>:<action>[:<arg>]`) still work, their kind read
//! from the row. The stored row's kind is the truth: a button naming another is refused.
//! The action is the game's
//! typed vocabulary ([`ActionCode`]), written here by the view and read back by the click
//! pipeline, so a misspelt action cannot compile. A custom_id only says what was clicked;
//! the game row is the truth for players, amounts and cards.

use crate::engine::GameKind;
use crate::engine::game::ActionCode;
use crate::store::{LineKey, Side};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CustomId {
    Game {
        /// The kind the button names; None on a button of the first grammar (`p1`).
        kind: Option<GameKind>,
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
        /// The board of the season, not of all time.
        season: bool,
        /// The line the page follows or precedes, on a server's chips board of all time.
        key: Option<PageKey>,
    },
    /// Share on a finished game: its result, posted in the channel.
    Share { game: i64 },
    /// Confirm or Cancel under a `/selfexclude`.
    Exclusion(ExclusionButton),
    /// A page of `/help`: `p1:help:<page>`.
    Help(super::help::HelpPage),
}

/// Confirm or Cancel under a `/selfexclude`: `p1:ex:<by>:<member>:<days, or f>:<at>:<y or n>`.
/// It carries the moment the command was given, so the exclusion ends when the member was
/// told, and a second press changes nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExclusionButton {
    /// Who asked, and alone may press it.
    pub by: u64,
    /// Who is excluded: `by` for their own exclusion.
    pub member: u64,
    /// How many days; None for good.
    pub days: Option<i64>,
    /// When the command was given (Unix seconds).
    pub at: i64,
    /// Confirm, or Cancel.
    pub confirm: bool,
}

/// Next or Previous on a chips page: the line the page to show follows or precedes, so it is
/// read from there, not counted down to by its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageKey {
    pub side: Side,
    pub line: LineKey,
}

impl PageKey {
    fn encode(&self) -> String {
        let side = match self.side {
            Side::After => 'a',
            Side::Before => 'b',
        };
        format!("{side}{}.{}", self.line.balance, self.line.user)
    }

    fn parse(text: &str) -> Option<PageKey> {
        let side = match text.chars().next()? {
            'a' => Side::After,
            'b' => Side::Before,
            _ => return None,
        };
        let (balance, user) = text.get(1..)?.split_once('.')?;
        let key = PageKey {
            side,
            line: LineKey {
                balance: balance.parse().ok()?,
                user: user.parse().ok().filter(|u: &u64| *u > 0)?,
            },
        };
        // Written as this writes it (no sign, no leading zero), so it reads back the same.
        (key.encode() == text).then_some(key)
    }
}

/// The tag prefix of a private copy's page buttons.
const PRIVATE_TAG: &str = "me-";
/// What ends the page buttons of a season's board (a button from before seasons, or of
/// all time, has none).
const SEASON_TAG: &str = ":s";

/// The first grammar: leaderboard pages, and game buttons without their kind.
const PREFIX: &str = "p1";
/// Game buttons that name their kind.
const GAME_PREFIX: &str = "p2";

impl CustomId {
    pub fn game<A: ActionCode>(kind: GameKind, game: i64, version: i64, action: &A) -> String {
        format!(
            "{GAME_PREFIX}:{}:{game}:{version}:{}",
            kind.as_str(),
            action.encode()
        )
    }

    /// A game button in the grammar a button of `kind` was read in: naming the kind, or the
    /// first grammar when it did not (None), as a server before the kind travelled reads.
    pub fn game_in<A: ActionCode>(
        kind: Option<GameKind>,
        game: i64,
        version: i64,
        action: &A,
    ) -> String {
        match kind {
            Some(kind) => CustomId::game(kind, game, version, action),
            None => format!("{PREFIX}:{game}:{version}:{}", action.encode()),
        }
    }

    /// A select menu of `action`'s kind: the action's code without its argument, which the
    /// chosen option's value supplies.
    pub fn select<A: ActionCode>(kind: GameKind, game: i64, version: i64, action: &A) -> String {
        let code = action.encode();
        let name = code.split_once(':').map_or(code.as_str(), |(name, _)| name);
        format!("{GAME_PREFIX}:{}:{game}:{version}:{name}", kind.as_str())
    }

    /// A leaderboard page button; `tag` tells apart two buttons that lead to one page,
    /// `private` marks a member's private copy, and `season` the season's board.
    pub fn leaderboard(board: &str, page: i64, tag: &str, private: bool, season: bool) -> String {
        let me = if private { PRIVATE_TAG } else { "" };
        let period = if season { SEASON_TAG } else { "" };
        format!("{PREFIX}:lb:{board}:{page}:{me}{tag}{period}")
    }

    /// [`CustomId::leaderboard`] of the chips board of all time, with the line the page
    /// follows or precedes when there is one.
    pub fn chips_page(page: i64, tag: &str, private: bool, key: Option<PageKey>) -> String {
        let plain = CustomId::leaderboard("chips", page, tag, private, false);
        match key {
            Some(key) => format!("{plain}:{}", key.encode()),
            None => plain,
        }
    }

    /// The Share button of finished game `game`.
    pub fn share(game: i64) -> String {
        format!("{PREFIX}:share:{game}")
    }

    /// The button to a page of `/help`.
    pub fn help(page: super::help::HelpPage) -> String {
        format!("{PREFIX}:help:{}", page.code())
    }

    /// Confirm or Cancel under a `/selfexclude`.
    pub fn exclusion(button: &ExclusionButton) -> String {
        let days = button.days.map_or("f".to_string(), |d| d.to_string());
        let answer = if button.confirm { "y" } else { "n" };
        format!(
            "{PREFIX}:ex:{}:{}:{days}:{}:{answer}",
            button.by, button.member, button.at
        )
    }

    /// Parses a custom_id; anything not of the grammar is `None`.
    pub fn parse(text: &str) -> Option<CustomId> {
        if text.len() > 100 {
            return None;
        }
        let parts: Vec<&str> = text.split(':').collect();
        match parts.first() {
            Some(&GAME_PREFIX) => {
                let kind = GameKind::parse(parts.get(1)?)?;
                return Self::game_button(Some(kind), &parts[2..]);
            }
            Some(&PREFIX) => {}
            _ => return None,
        }
        if let [_, "share", game] = parts.as_slice() {
            let game = game.parse().ok().filter(|g: &i64| *g > 0)?;
            return Some(CustomId::Share { game });
        }
        if let [_, "help", page] = parts.as_slice() {
            return super::help::HelpPage::parse(page).map(CustomId::Help);
        }
        if let [_, "ex", by, member, days, at, answer] = parts.as_slice() {
            let id = |text: &str| text.parse::<u64>().ok().filter(|id| *id > 0);
            return Some(CustomId::Exclusion(ExclusionButton {
                by: id(by)?,
                member: id(member)?,
                days: match *days {
                    "f" => None,
                    n => Some(n.parse::<i64>().ok().filter(|d| (1..=366).contains(d))?),
                },
                at: at.parse::<i64>().ok().filter(|at| *at >= 0)?,
                confirm: match *answer {
                    "y" => true,
                    "n" => false,
                    _ => return None,
                },
            }));
        }
        if parts.get(1) == Some(&"lb") {
            let page = |p: &str| p.parse::<i64>().ok().filter(|p| *p >= 0);
            return match parts[2..] {
                // Buttons posted before leaderboards had boards: the chips board.
                [p] | [p, _] if page(p).is_some() => Some(CustomId::Leaderboard {
                    board: "chips".into(),
                    page: page(p)?,
                    private: false,
                    season: false,
                    key: None,
                }),
                [board, p, tag] if !board.is_empty() => Some(CustomId::Leaderboard {
                    board: board.to_string(),
                    page: page(p)?,
                    private: tag.starts_with(PRIVATE_TAG),
                    season: false,
                    key: None,
                }),
                [board, p, tag, "s"] if !board.is_empty() => Some(CustomId::Leaderboard {
                    board: board.to_string(),
                    page: page(p)?,
                    private: tag.starts_with(PRIVATE_TAG),
                    season: true,
                    key: None,
                }),
                ["chips", p, tag, key] => Some(CustomId::Leaderboard {
                    board: "chips".into(),
                    page: page(p)?,
                    private: tag.starts_with(PRIVATE_TAG),
                    season: false,
                    key: Some(PageKey::parse(key)?),
                }),
                _ => None,
            };
        }
        Self::game_button(None, &parts[1..])
    }

    /// A game button's `<game id>:<phase version>:<action>[:<arg>]`.
    fn game_button(kind: Option<GameKind>, parts: &[&str]) -> Option<CustomId> {
        let (game, version, action) = match parts {
            [game, version, action] | [game, version, action, _] => (game, version, action),
            _ => return None,
        };
        let game = game.parse().ok().filter(|g: &i64| *g > 0)?;
        let version = version.parse().ok().filter(|v: &i64| *v > 0)?;
        if action.is_empty() {
            return None;
        }
        let code = parts[2..].join(":");
        Some(CustomId::Game {
            kind,
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
    fn round_trip<A: ActionCode>(kind: GameKind) {
        for action in A::all() {
            let id = CustomId::game(kind, 9_007_199_254_740_993, 123_456, &action);
            assert!(id.len() <= 100, "{id}");
            match CustomId::parse(&id) {
                Some(CustomId::Game {
                    kind: Some(read),
                    game: 9_007_199_254_740_993,
                    version: 123_456,
                    code,
                }) => {
                    assert_eq!(read, kind, "{id}");
                    assert_eq!(A::decode(&code).as_ref(), Some(&action), "{id}")
                }
                other => panic!("{id}: {other:?}"),
            }
        }
    }

    #[test]
    fn exclusion_buttons_read_back_and_nothing_else_reads_as_one() {
        for days in [Some(1), Some(365), None] {
            for confirm in [true, false] {
                let button = ExclusionButton {
                    by: u64::MAX,
                    member: 18_446_744_073_709_551_614,
                    days,
                    at: 4_102_444_800,
                    confirm,
                };
                let id = CustomId::exclusion(&button);
                assert!(id.len() <= 100, "{id}");
                assert_eq!(CustomId::parse(&id), Some(CustomId::Exclusion(button)));
            }
        }
        for bad in [
            "p1:ex:1:2:7:100",
            "p1:ex:1:2:7:100:x",
            "p1:ex:0:2:7:100:y",
            "p1:ex:1:2:0:100:y",
            "p1:ex:1:2:9999:100:y",
            "p1:ex:1:2:7:-1:y",
            "p1:ex:a:2:7:100:y",
        ] {
            assert_eq!(CustomId::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_games_buttons_survive_the_custom_id() {
        for &kind in GameKind::ALL {
            crate::with_game!(kind, G => {
                crate::engine::game::testing::check_action_codes::<<G as Game>::Action>();
                round_trip::<<G as Game>::Action>(kind)
            });
        }
    }

    #[test]
    fn round_trips_and_rejects_garbage() {
        assert_eq!(
            CustomId::parse(&CustomId::game(
                GameKind::TestTable,
                12,
                3,
                &<TestTable as Game>::Action::AddComputer(Level::Expert)
            )),
            Some(CustomId::Game {
                kind: Some(GameKind::TestTable),
                game: 12,
                version: 3,
                code: "add:expert".into(),
            })
        );
        assert_eq!(
            CustomId::parse(&CustomId::leaderboard("chips", 2, "next", false, false)),
            Some(CustomId::Leaderboard {
                board: "chips".into(),
                page: 2,
                private: false,
                season: false,
                key: None,
            })
        );
        assert_eq!(
            CustomId::parse(&CustomId::leaderboard("some-game", 0, "first", true, true)),
            Some(CustomId::Leaderboard {
                board: "some-game".into(),
                page: 0,
                private: true,
                season: true,
                key: None,
            })
        );
        assert_eq!(
            CustomId::parse("p1:lb:chips:0:first:x"),
            None,
            "only a season's mark or a line's key may follow the tag"
        );
        for (side, balance, user) in [
            (Side::After, 1_000, 600_000_000_000_000_123u64),
            (Side::Before, 0, 1),
            (Side::After, i64::MAX, u64::MAX),
        ] {
            let key = PageKey {
                side,
                line: LineKey { balance, user },
            };
            let id = CustomId::chips_page(7, "next", true, Some(key));
            assert!(id.len() <= 100, "{id}");
            assert_eq!(
                CustomId::parse(&id),
                Some(CustomId::Leaderboard {
                    board: "chips".into(),
                    page: 7,
                    private: true,
                    season: false,
                    key: Some(key),
                })
            );
        }
        for bad in [
            "p1:lb:chips:1:next:a",
            "p1:lb:chips:1:next:a5",
            "p1:lb:chips:1:next:a5.",
            "p1:lb:chips:1:next:a5.0",
            "p1:lb:chips:1:next:c5.7",
            "p1:lb:chips:1:next:a5.-7",
            "p1:lb:chips:1:next:a+5.7",
            "p1:lb:chips:1:next:a5.07",
            "p1:lb:chips:1:next:ax.7",
            "p1:lb:yahtzee:1:next:a5.7",
        ] {
            assert_eq!(CustomId::parse(bad), None, "{bad}");
        }
        assert_eq!(
            CustomId::parse(&CustomId::share(42)),
            Some(CustomId::Share { game: 42 })
        );
        assert_eq!(CustomId::parse("p1:share:0"), None);
        assert_eq!(CustomId::parse("p1:share:x"), None);
        assert_eq!(
            CustomId::parse("p1:lb:3:next"),
            Some(CustomId::Leaderboard {
                board: "chips".into(),
                page: 3,
                private: false,
                season: false,
                key: None,
            }),
            "a button from before boards still pages the chips board"
        );
        let add = <TestTable as Game>::Action::AddComputer(Level::Expert);
        assert_eq!(CustomId::game_in(None, 12, 3, &add), "p1:12:3:add:expert");
        assert_eq!(
            CustomId::game_in(Some(GameKind::TestTable), 12, 3, &add),
            CustomId::game(GameKind::TestTable, 12, 3, &add)
        );
        assert_eq!(
            CustomId::parse("p1:12:3:add:expert"),
            Some(CustomId::Game {
                kind: None,
                game: 12,
                version: 3,
                code: "add:expert".into(),
            }),
            "a button posted before the kind travelled"
        );
        assert_eq!(
            CustomId::parse("p2:test-table:12:3:join"),
            Some(CustomId::Game {
                kind: Some(GameKind::TestTable),
                game: 12,
                version: 3,
                code: "join".into(),
            })
        );
        for bad in [
            "",
            "p1",
            "p2:1:1:deal",
            "p2:chess:1:1:deal",
            "p2:test-table:0:1:join",
            "p2:test-table:1:1:",
            "p2:lb:chips:1:next",
            "p3:1:1:deal",
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
