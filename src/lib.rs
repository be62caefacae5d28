//! Parlor: a Discord game parlor. Layers, top to bottom: `cli` (in main.rs), `discord`,
//! `play`, `app`, `view`, `store`, `engine`. Dependencies point downwards only.

pub mod app;
pub mod bench;
pub mod config;
pub mod discord;
pub mod engine;
pub mod play;
pub mod puzzle_tools;
pub mod store;
pub mod video_poker_tools;
pub mod view;

pub(crate) use engine::kind::with_game;
