//! Parlor: a Discord game parlor. Layers, top to bottom: `cli` (in main.rs), `discord`,
//! `play`, `app`, `view`, `store`, `engine`. Dependencies point downwards only.

pub mod config;
pub mod engine;
pub mod store;
