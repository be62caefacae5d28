//! Parlor: a Discord game parlor. Layers, top to bottom: `cli` (in main.rs), `discord`,
//! `play`, `app`, `view`, `store`, `locale`, `engine`. Dependencies point downwards only.

pub mod app;
pub mod bench;
pub mod config;
pub mod discord;
pub mod games;
pub mod locale;
pub mod play;
pub mod store;
#[cfg(feature = "testing")]
pub mod testing;
pub mod view;

/// The pure rules, a crate of their own (`crates/rules`): no I/O in its dependency tree.
pub use parlor_rules as engine;
pub(crate) use parlor_rules::with_game;
