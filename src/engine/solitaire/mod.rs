//! Peg solitaire on the English (33 holes) and French (37 holes) boards: the rules
//! ([`board`]) and the solver behind hints and `parlor solve solitaire` ([`solver`]).

pub mod board;
pub mod play;
pub mod solver;

pub use play::Solitaire;
#[cfg(test)]
mod tests;
