//! Which game a stored row holds: the `games.kind` column, typed.

use crate::GameKind;

/// Declares what [`games!`](crate::games) lists: the [`GameKind`] that names each game in
/// the database. Expanded once, in the crate's root.
#[macro_export]
#[doc(hidden)]
macro_rules! __declare_games {
    (() $($module:ident :: $Game:ident as $Kind:ident = $name:literal;)+) => {
        /// Which game a stored row holds: the `games.kind` column, typed.
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
            ::serde::Serialize, ::serde::Deserialize,
        )]
        pub enum GameKind {
            $(#[serde(rename = $name)] $Kind,)+
            /// A small table game that exists only in the crate's own tests, to exercise the
            /// shared table module through the whole click pipeline.
            #[cfg(any(test, feature = "testing"))]
            #[serde(rename = "test-table")]
            TestTable,
        }

        impl GameKind {
            /// Every kind, in the order stats and leaderboards list them.
            pub const ALL: &'static [GameKind] = &[
                $(GameKind::$Kind,)+
                #[cfg(any(test, feature = "testing"))]
                GameKind::TestTable,
            ];

            /// The name stored in the database and written in leaderboard custom_ids.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(GameKind::$Kind => $name,)+
                    #[cfg(any(test, feature = "testing"))]
                    GameKind::TestTable => "test-table",
                }
            }
        }
    };
}

/// Runs `$body` with the type `$G` standing for the game `$kind` holds. The kinds and their
/// types are the ones [`games!`](crate::games) lists.
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        $crate::games!(__with_game_match!($kind, $G, $body))
    };
}

#[macro_export]
#[doc(hidden)]
macro_rules! __with_game_match {
    (($kind:expr, $G:ident, $body:expr) $($module:ident :: $Game:ident as $Kind:ident = $name:literal;)+) => {
        match $kind {
            $($crate::GameKind::$Kind => {
                type $G = $crate::$module::$Game;
                $body
            })+
            // Only the test-only table game is left, and only with the `testing` feature:
            // without it, every kind is matched above and this arm is never reached.
            #[allow(unreachable_patterns)]
            _ => $crate::__with_test_table!($G => $body),
        }
    };
}

/// The test-only table game's arm of [`with_game!`].
#[cfg(any(test, feature = "testing"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_test_table {
    ($G:ident => $body:expr) => {{
        type $G = $crate::table::testing::TestTable;
        $body
    }};
}

/// Without the test-only table game, [`with_game!`] matches every kind before this arm.
#[cfg(not(any(test, feature = "testing")))]
#[doc(hidden)]
#[macro_export]
macro_rules! __with_test_table {
    ($G:ident => $body:expr) => {
        unreachable!("every kind has its own arm")
    };
}

impl GameKind {
    pub fn parse(text: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.as_str() == text)
    }

    /// Reads a stored state as this kind's game; the error says why it does not read.
    pub fn read_state(self, state: &str) -> Result<(), String> {
        with_game!(self, G => serde_json::from_str::<G>(state)
            .map(|_| ())
            .map_err(|e| e.to_string()))
    }

    /// Whether `code` is one of this kind's buttons.
    pub fn knows_action(self, code: &str) -> bool {
        use crate::game::{ActionCode, Game};
        with_game!(self, G => <<G as Game>::Action as ActionCode>::decode(code).is_some())
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for &kind in GameKind::ALL {
            assert_eq!(GameKind::parse(kind.as_str()), Some(kind));
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.as_str()));
            assert_eq!(serde_json::from_str::<GameKind>(&json).unwrap(), kind);
        }
        assert_eq!(GameKind::parse("chess"), None);
    }
}
