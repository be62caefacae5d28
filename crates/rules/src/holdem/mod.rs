//! Texas Hold'em's rules as far as they are built: the seven-card evaluator ([`eval`]),
//! exact equities by enumerating every board ([`equity`]) and a no-limit betting round
//! ([`betting`]). A hand's main and side pots are settled by the shared table module
//! (`table::pool`), as at the draw table. The game itself (its tables and computers) is
//! built on them.

pub mod betting;
pub mod computer;
pub mod equity;
pub mod eval;
pub mod hand;
pub mod simulate;
pub mod table;
pub mod tournament;

pub use equity::{Equity, EquityError, Fraction, equity};
pub use eval::{Seven, Strength, evaluate};
