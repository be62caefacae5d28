//! `parlor bench data`: how Parlor's reads grow with its data. `fill` writes a seeded,
//! realistic history of a large server into an empty database (`fill`); `measure` times
//! every read a member or a manager can make over it, through the app (`measure`).

pub mod fill;
pub mod measure;

pub use fill::{Fill, Filled, fill};
pub use measure::{Measured, measure, report};

#[cfg(test)]
mod tests;
