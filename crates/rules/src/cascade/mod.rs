//! Cascade (SameGame): the board and its rules ([`board`]) and Parlor's search ([`search`]).

pub mod board;
pub mod play;
pub mod search;

pub use play::Cascade;
#[cfg(test)]
mod tests;
