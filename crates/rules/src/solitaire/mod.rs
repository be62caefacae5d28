//! Peg solitaire on the English (33 holes) and French (37 holes) boards: the rules
//! ([`board`]) and the solver behind hints and `parlor solve solitaire` ([`solver`]).

pub mod board;
pub mod play;
pub mod solver;
mod symmetry;
pub mod table;

pub use play::Solitaire;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
