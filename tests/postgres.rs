//! The app and end-to-end suites again, on PostgreSQL: every harness made in this binary
//! opens a schema of its own on the server named by `PARLOR_TEST_POSTGRES_URL` instead of a
//! SQLite file (`parlor::testing::database`). Without that variable this binary says so in
//! one line and passes; under CI it fails.

mod common;

#[path = "achievements.rs"]
mod achievements;
#[path = "blackjack.rs"]
mod blackjack;
#[path = "draw_poker.rs"]
mod draw_poker;
#[path = "economy.rs"]
mod economy;
#[path = "holdem.rs"]
mod holdem;
#[path = "profile.rs"]
mod profile;
#[path = "puzzles.rs"]
mod puzzles;
#[path = "seasons.rs"]
mod seasons;
#[path = "share.rs"]
mod share;
#[path = "video_poker.rs"]
mod video_poker;
#[path = "yahtzee.rs"]
mod yahtzee;
