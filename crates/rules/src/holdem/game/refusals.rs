//! Hold'em's refusals: its own (its options, a table's moves) and the shared table's, in
//! Hold'em's words.

use super::setup::Mode;
use super::{MAX_SEATS, MIN_SEATS};
use crate::holdem::betting::BetError;
use crate::holdem::hand::HandError;
use crate::holdem::table::TableError;
use crate::refusal::{Refuse, Wording};

/// Refusals of Hold'em's own: its options, and a table's moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoldemError {
    BlindOutOfRange {
        max: i64,
    },
    SeatsOutOfRange,
    TooManyComputers {
        max: usize,
    },
    BuyInOutOfRange {
        min: i64,
        max: i64,
    },
    /// The opener's wallet is short of the cash table's buy-in they asked for; one of
    /// `min` to their balance would do.
    BuyInShort {
        balance: i64,
        buy_in: i64,
        min: i64,
    },
    /// The opener's wallet is short of the least buy-in at this big blind; a table with a
    /// big blind of `fits` takes their balance.
    BlindTooBig {
        balance: i64,
        blind: i64,
        min: i64,
        fits: i64,
    },
    /// The opener's wallet is short of the least buy-in at any cash table.
    NoBuyInFits {
        balance: i64,
        least: i64,
    },
    /// The wallet is short of the buy-in of the cash table they would join.
    JoinShort {
        balance: i64,
        buy_in: i64,
    },
    /// The wallet is short of a sit-and-go's buy-in: `opening` when they open it.
    EntryShort {
        balance: i64,
        buy_in: i64,
        opening: bool,
    },
    /// A rebuy to `to` takes `needed` chips from a wallet holding `balance`.
    RebuyShort {
        balance: i64,
        needed: i64,
        to: i64,
    },
    /// A table is open in the channel: the start command again names it.
    TableOpen {
        mode: Mode,
        big_blind: i64,
        buy_in: i64,
    },
    UnknownSpeed,
    UnknownLevel,
    /// A typed amount that is not a whole number.
    NotANumber,
    /// A rebuy at a sit-and-go.
    NoRebuys,
    /// A sit-and-go takes nobody new once it has begun.
    TournamentStarted,
    /// Only the timer makes an idle move.
    NotAMove,
}

impl Refuse for TableError {
    fn wording(&self) -> Wording {
        table_wording(*self)
    }
}

impl Refuse for HoldemError {
    fn wording(&self) -> Wording {
        match self {
            HoldemError::BlindOutOfRange { max } => {
                Wording::new("he-refuse-blind").with("max", *max)
            }
            HoldemError::SeatsOutOfRange => Wording::new("he-refuse-seats")
                .with("min", MIN_SEATS)
                .with("max", MAX_SEATS),
            HoldemError::TooManyComputers { max } => {
                Wording::new("he-refuse-computers").with("max", *max)
            }
            HoldemError::BuyInOutOfRange { min, max } => Wording::new("he-refuse-buy-in")
                .with("min", *min)
                .with("max", *max),
            HoldemError::BuyInShort {
                balance,
                buy_in,
                min,
            } => Wording::new("he-refuse-buy-in-short")
                .with("balance", *balance)
                .with("buyin", *buy_in)
                .with("min", *min),
            HoldemError::BlindTooBig {
                balance,
                blind,
                min,
                fits,
            } => Wording::new("he-refuse-buy-in-blind")
                .with("balance", *balance)
                .with("blind", *blind)
                .with("min", *min)
                .with("fits", *fits),
            HoldemError::NoBuyInFits { balance, least } => Wording::new("he-refuse-buy-in-daily")
                .with("balance", *balance)
                .with("least", *least),
            HoldemError::JoinShort { balance, buy_in } => Wording::new("he-refuse-join-short")
                .with("balance", *balance)
                .with("buyin", *buy_in),
            HoldemError::EntryShort {
                balance,
                buy_in,
                opening,
            } => Wording::new(if *opening {
                "he-refuse-entry-short-open"
            } else {
                "he-refuse-entry-short"
            })
            .with("balance", *balance)
            .with("buyin", *buy_in),
            HoldemError::RebuyShort {
                balance,
                needed,
                to,
            } => Wording::new("he-refuse-rebuy-short")
                .with("balance", *balance)
                .with("needed", *needed)
                .with("to", *to),
            HoldemError::TableOpen {
                mode: Mode::Cash,
                big_blind,
                buy_in,
            } => Wording::new("he-refuse-open-cash")
                .with("small", (*big_blind / 2).max(1))
                .with("big", *big_blind)
                .with("buyin", *buy_in),
            HoldemError::TableOpen {
                mode: Mode::Tournament,
                buy_in,
                ..
            } => Wording::new("he-refuse-open-tournament").with("buyin", *buy_in),
            HoldemError::UnknownSpeed => Wording::new("he-refuse-speed"),
            HoldemError::UnknownLevel => Wording::new("he-refuse-level"),
            HoldemError::NotANumber => Wording::new("he-refuse-not-a-number"),
            HoldemError::NoRebuys => Wording::new("he-refuse-no-rebuys"),
            HoldemError::TournamentStarted => Wording::new("he-refuse-tournament-started"),
            HoldemError::NotAMove => Wording::new("he-refuse-not-a-move"),
        }
    }
}

pub(super) fn table_wording(e: TableError) -> Wording {
    match e {
        TableError::HandInProgress => Wording::new("he-refuse-hand-in-progress"),
        TableError::NotEnoughPlayers => Wording::new("he-refuse-not-enough-players"),
        TableError::NotSeated => Wording::new("he-refuse-not-in-hand"),
        TableError::AlreadySeated => Wording::new("he-refuse-already-seated"),
        TableError::RebuyTooLarge { max } => {
            Wording::new("he-refuse-rebuy-too-large").with("max", max)
        }
        TableError::RebuyTooSmall { min } => {
            Wording::new("he-refuse-rebuy-too-small").with("min", min)
        }
        TableError::NothingToAdd => Wording::new("he-refuse-nothing-to-add"),
        TableError::InTheHand => Wording::new("he-refuse-in-the-hand"),
        TableError::NotSittingOut => Wording::new("he-refuse-not-sitting-out"),
        TableError::NoHand => Wording::new("he-refuse-no-hand"),
        TableError::OldHand => Wording::new("he-refuse-old-hand"),
        TableError::Hand(HandError::NotInHand) => Wording::new("he-refuse-not-in-hand"),
        TableError::Hand(HandError::Over) => Wording::new("he-refuse-no-hand"),
        TableError::Hand(HandError::Bet(bet)) => match bet {
            BetError::NotYourTurn => Wording::new("he-refuse-not-your-turn"),
            BetError::Over => Wording::new("he-refuse-no-hand"),
            BetError::CannotCheck => Wording::new("he-refuse-cannot-check"),
            BetError::NothingToCall => Wording::new("he-refuse-nothing-to-call"),
            BetError::RaiseClosed => Wording::new("he-refuse-raise-closed"),
            BetError::TooSmall { min } => {
                Wording::new("he-refuse-too-small").with("min", min as i64)
            }
            BetError::TooLarge { most } => {
                Wording::new("he-refuse-too-large").with("most", most as i64)
            }
        },
    }
}
