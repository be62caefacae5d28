//! Texas Hold'em's rules as far as they are built: the seven-card evaluator ([`eval`]),
//! exact equities by enumerating every board ([`equity`]), a no-limit betting round
//! ([`betting`]), and the settling of a hand's main and side pots ([`pots`]). The game itself (its tables, betting and computers) is
//! built on them.

pub mod betting;
pub mod equity;
pub mod eval;
pub mod pots;

pub use equity::{Equity, EquityError, Fraction, equity};
pub use eval::{Class, Seven, Strength, evaluate};
pub use pots::settle;
