//! Cascade (SameGame): the board and its rules ([`board`]) and Parlor's search ([`search`]).

pub mod board;
pub mod play;
pub mod search;

pub use play::{Cascade, CascadeRules, daily_par, day_of};
#[cfg(test)]
mod tests;
