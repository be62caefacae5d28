//! The in-process suites, in one test binary: the app layer and the terminal table on SQLite,
//! the HTTP endpoint and the gateway against the recorder, the commands, the configuration,
//! the emojis, the languages and the properties. One binary links the crate once where a
//! binary a suite linked it sixteen times (docs/tests.md#how-ci-stays-fast).
//!
//! Apart, each in a binary of its own: the suites that kill servers or stop databases
//! (`crash`, `replicas`, `serve_faults`, `db_copy`, `postgres_faults`), and the app suites
//! again on PostgreSQL (`postgres`). Each suite is a module: `cargo test --test app yahtzee::`
//! runs one.

mod common;

// The suites that also run on PostgreSQL.
include!("common/both_databases.rs");

mod commands;
mod configuration;
mod discord_emojis;
mod emojis;
mod gateway;
mod http_endpoint;
mod layers;
mod locales;
mod log_channel;
mod pictures;
mod properties;
mod terminal;
mod yahtzee_scoring;
