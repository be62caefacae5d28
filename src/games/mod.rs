//! The games, as the bot hosts them. Each game's bot-side code lives in its own module here:
//! its declaration in the registry, its rules on a server, its view, the tables it loads in
//! the background. The shared code knows them only through the registry ([`Registry`]) and
//! the seam ([`Hosted`], [`GameView`]).

pub mod achievements;
mod hosted;
pub mod player;
mod registry;
mod resources;

pub use achievements::{Achievement, Deed};
pub use hosted::{Figure, Figures, GameView, Hosted, Tool, tool_args};
pub use registry::{Board, Declaration, FigureHooks, ForGame, Lookups, Registry, for_kind};
pub use resources::{Resources, Threads, lowest_priority, spawn_low};

use std::sync::Arc;

// One line per game. The rules crate's `games!` lists the same games; a kind whose type has
// no `Hosted` impl does not compile.
pub mod blackjack;
pub mod cascade;
pub mod draw_poker;
pub mod holdem;
pub mod solitaire;
pub mod video_poker;
pub mod yahtzee;

/// Put in [`Resources`] once the tables the games share are built
/// ([`parlor_rules::build_shared_tables`]).
pub struct SharedTables;

/// Builds the tables the games share on a thread of its own at the lowest CPU priority, and
/// says so in `resources` when done.
pub fn warm_shared_tables(resources: &Arc<Resources>) {
    let resources = resources.clone();
    spawn_low(
        "shared-tables",
        "the shared tables (the first hand builds them)",
        move || {
            let started = std::time::Instant::now();
            parlor_rules::build_shared_tables();
            tracing::info!("shared tables built in {:?}", started.elapsed());
            resources.put(SharedTables);
        },
    );
}
