//! The app and end-to-end suites again, on PostgreSQL: every harness made in this binary
//! opens a schema of its own on the server named by `PARLOR_TEST_POSTGRES_URL` instead of a
//! SQLite file (`parlor::testing::database`). Without that variable this binary says so in
//! one line and passes; under CI it fails.

mod common;

// Every suite the `app` binary runs on SQLite that runs here again.
include!("common/both_databases.rs");
