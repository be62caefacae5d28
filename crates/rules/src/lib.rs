//! Pure game rules: no I/O, no Discord, no wallets, no threads. Every function that needs
//! randomness takes the RNG as an argument, so a seeded RNG replays a game exactly; a long
//! build that shares its work takes the caller's [`workers::Workers`].
//!
//! [`game`] is the seam every game implements; [`table`] holds what the multiplayer games
//! share (lobby, seats, turn order, the stake pool).

pub mod cards;
pub mod game;
pub mod hand_eval;
pub mod kind;
pub mod refusal;
pub mod table;
pub mod workers;

// The games' modules, declared as modules so that every tool sees them (rustfmt does not
// look inside macros); each is also one line of `games!` below.
pub mod blackjack;
pub mod cascade;
pub mod draw_poker;
pub mod holdem;
pub mod solitaire;
pub mod video_poker;
pub mod yahtzee;

/// The games Parlor hosts, one line each: `module::Type as Kind = "name"`, where the name is
/// the one stored in the database. This is the crate's registry (with each game's `pub mod`
/// line above): everything else knows the games through [`GameKind`], [`with_game!`] and
/// the [`game::Game`] trait.
#[macro_export]
macro_rules! games {
    ($callback:ident ! $args:tt) => {
        $crate::$callback! { $args
            video_poker::VideoPoker as VideoPoker = "video-poker";
            yahtzee::Yahtzee as Yahtzee = "yahtzee";
            draw_poker::DrawPoker as DrawPoker = "poker";
            solitaire::Solitaire as Solitaire = "solitaire";
            cascade::Cascade as Cascade = "cascade";
            blackjack::Blackjack as Blackjack = "blackjack";
            holdem::Holdem as Holdem = "holdem";
        }
    };
}

games!(__declare_games!());

/// Builds the tables the games keep once per process (the hand evaluator's lookups, the
/// Yahtzee dice tables, the solitaire endgames and both boards' starts), if not built yet:
/// the bot does this once at start-up, off the request path. No click builds one: until
/// each is built, the games read around it (the hand evaluator's reference, a search without
/// endgames; the Yahtzee expert is not ready before its dice tables are).
pub fn build_shared_tables() {
    hand_eval::build_tables();
    holdem::policy::build_tables();
    yahtzee::expert::build_tables();
    solitaire::solver::build_endgames();
    solitaire::play::work_out_starts();
}

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
    #[error("table: {0:?}")]
    Table(TableError),
    /// A refusal of the game's own rules, in the game's own type.
    #[error("{0:?}")]
    Game(refusal::GameRefusal),
}

impl<E: refusal::Refuse> From<E> for RuleError {
    fn from(e: E) -> Self {
        RuleError::Game(refusal::GameRefusal::new(e))
    }
}

/// Why an action does not fit the phase the game is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
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
    /// A cash table takes a new member between hands only.
    JoinBetweenHands,
}

impl From<TableError> for RuleError {
    fn from(e: TableError) -> Self {
        RuleError::Table(e)
    }
}
