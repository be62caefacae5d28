//! Pure game rules: no I/O, no Discord, no wallets. Every function that needs randomness
//! takes the RNG as an argument, so a seeded RNG replays a game exactly.
//!
//! [`game`] is the seam every game implements; [`table`] holds what the multiplayer games
//! share (lobby, seats, turn order, the stake pool).

pub mod cards;
pub mod cascade;
pub mod draw_poker;
pub mod game;
pub mod hand_eval;
pub mod kind;
pub mod solitaire;
pub mod table;
pub mod video_poker;
pub mod yahtzee;

pub use kind::GameKind;

/// A rule was broken: the action is not allowed in the game's current state. Typed, so the
/// view can word it for the player in their language; the `Display` texts are for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("bets are {min} to {max} chips")]
    BetOutOfRange { min: u32, max: u32 },
    #[error("a balance of {balance} cannot cover {needed}")]
    CannotCover { balance: i64, needed: i64 },
    #[error("not possible right now: {0:?}")]
    WrongPhase(Phase),
    #[error("there is no card {0} in this hand")]
    NoSuchCard(usize),
    #[error("the hand is still in play")]
    HandInProgress,
    #[error("table: {0:?}")]
    Table(TableError),
    #[error("yahtzee: {0:?}")]
    Yahtzee(YahtzeeError),
    #[error("poker: {0:?}")]
    Poker(draw_poker::hand::PokerError),
    #[error("puzzle: {0:?}")]
    Puzzle(PuzzleError),
    /// The server has turned video-poker hints off.
    #[error("video-poker hints are off on this server")]
    HintsOff,
    /// The hold analysis for this pay table is still being counted.
    #[error("the hold analysis is not ready yet")]
    AnalysisNotReady,
}

/// Refusals of the puzzles' own rules (peg solitaire, Cascade).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleError {
    /// A move typed with no game open.
    NoGame,
    /// A jump that is not legal here.
    Jump(solitaire::board::SolitaireError),
    /// A move typed that does not read as two cells (`d2 d4`).
    BadMoveText(String),
    /// A block that cannot be removed.
    Block(cascade::board::CascadeError),
    /// There is no move to take back.
    NothingToUndo,
    /// The game has ended.
    Over,
    /// Another board was asked for while this one is open: give it up first.
    FinishFirst,
    /// A board size out of range, or not written `WxH`.
    BadSize { min: u8, max: u8 },
    /// A number of colours out of range.
    BadColours { min: u8, max: u8 },
}

/// Refusals of Yahtzee's own rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum YahtzeeError {
    /// The turn has used its three rolls.
    NoRollsLeft,
    /// Every die is kept: there is nothing to roll.
    AllKept,
    /// The dice have not been rolled yet this turn.
    RollFirst,
    NoSuchDie(u8),
    /// The box is filled, or the joker rule sends these dice elsewhere.
    BoxNotAllowed(yahtzee::score::Category),
    /// Hints are off at tables with a stake on this server.
    HintsOff,
    /// The expert table is still being built.
    ExpertNotReady,
    /// Only tables take a stake.
    StakeOnlyAtTables,
}

impl From<YahtzeeError> for RuleError {
    fn from(e: YahtzeeError) -> Self {
        RuleError::Yahtzee(e)
    }
}

/// Why an action does not fit the phase the game is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// The bet cannot change while a hand is out.
    BetLocked,
    /// The dealt hand still waits for its draw.
    AwaitingDraw,
    /// There is no hand out to hold or draw.
    NoHandOut,
    /// The deck ran out (never happens with a full deck; kept as an error, not a panic).
    DeckShort,
    /// The game is over.
    GameOver,
}

/// Refusals of the shared table module (lobby, seats, turns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableError {
    AlreadySeated,
    TableFull {
        seats: usize,
    },
    NotSeated,
    OnlyOpener,
    NotEnoughPlayers {
        min: usize,
    },
    AlreadyStarted,
    NotStarted,
    NotYourTurn,
    OpenerCannotLeave,
    /// The member in this seat cannot cover the table's stake.
    StakeNotCovered {
        seat: u8,
    },
    /// The clicker cannot cover the table's stake.
    CannotStake {
        balance: i64,
        stake: i64,
    },
    StakeOutOfRange {
        max: i64,
    },
}

impl From<TableError> for RuleError {
    fn from(e: TableError) -> Self {
        RuleError::Table(e)
    }
}
