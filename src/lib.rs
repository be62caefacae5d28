//! Parlor: a Discord game parlor. Layers, top to bottom: the test harness (`testing`, built
//! with the `testing` feature for the tests alone), the front ends (`bench`, `play`,
//! `discord`; the command line in main.rs), `app`, `games`, `view`, `store`, `config`,
//! `locale`, `engine`. Each uses only those below it, and only the tests use the harness
//! (tests/layers.rs checks both; docs/architecture.md#layers). The binary and the tests start
//! an app the same way, through `app::startup`.

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
