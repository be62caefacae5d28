//! Texas Hold'em's exact tools: the seven-card evaluator ([`eval`]) and exact equities by
//! enumerating every board ([`equity`]). The game itself (its tables, betting and
//! computers) is built on them.

pub mod equity;
pub mod eval;

pub use equity::{Equity, EquityError, Fraction, equity};
pub use eval::{Class, Seven, Strength, evaluate};
