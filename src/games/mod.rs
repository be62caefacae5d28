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

#[cfg(feature = "testing")]
mod test_table {
    //! The view of the test-only table game.
    use crate::config::ServerDefaults;
    use crate::engine::table::TableAction;
    use crate::engine::table::TablePhase;
    use crate::engine::table::testing::{HighCard, Move, TestTable};
    use crate::games::GameView;
    use crate::games::{Declaration, Hosted, Resources};
    use crate::store::KindStats;
    use crate::view::game::RenderCtx;
    use crate::view::game::Viewer;
    use crate::view::table::*;
    use crate::view::{Button, Embed, Locale, Row, Style, View, colour};

    /// The test-only table game reads nothing.
    impl Hosted for TestTable {
        fn rules(_settings: &ServerDefaults, _resources: &Resources) {}

        /// Started by the tests themselves, never by a command.
        fn declare() -> Declaration {
            Declaration::new(
                crate::engine::GameKind::TestTable,
                |_| "kind-test-table = Test table\n",
            )
        }
    }

    impl GameView for TestTable {
        const START: &'static str = "/test";

        fn render(&self, ctx: &RenderCtx) -> View {
            let turn = to_act(self);
            let mut embed = Embed {
                title: "High card".into(),
                colour: colour::TABLE,
                ..Embed::default()
            };
            let mut rows = Vec::new();
            let rules: Option<&HighCard> = self.rules();
            embed.description = seat_lines(ctx, turn, |s| match rules {
                Some(r) if r.revealed.contains(&s.no) => r.secret(s.no).to_string(),
                _ => String::new(),
            });
            match (&self.phase, ctx.viewer) {
                (_, Viewer::Seat(seat)) => {
                    embed.description =
                        format!("Your number: {}", rules.map_or(0, |r| r.secret(seat)));
                }
                (TablePhase::Lobby, Viewer::Public) => {
                    embed.description.push('\n');
                    embed.description.push_str(&lobby_text(ctx, self));
                    let seated = ctx.seats.iter().filter(|s| s.is_playing()).count();
                    rows = lobby_rows::<Move>(ctx, seated, 2, 4);
                }
                (TablePhase::Playing { .. }, Viewer::Public) => {
                    rows.push(Row::Buttons(vec![
                        Button::new(
                            ctx.id(&TableAction::Play(Move::Reveal)),
                            "Reveal",
                            Style::Primary,
                        ),
                        Button::new(
                            ctx.id(&TableAction::Play(Move::Peek)),
                            "Peek",
                            Style::Secondary,
                        ),
                        Button::new(ctx.id(&TableAction::<Move>::Leave), "Leave", Style::Danger),
                    ]));
                }
                (TablePhase::Over { outcome, .. }, Viewer::Public) => {
                    embed.description.push('\n');
                    embed
                        .description
                        .push_str(&outcome_line(ctx, outcome, self.stake));
                }
            }
            if !ctx.is_open() && rows.is_empty() {
                embed.colour = colour::CLOSED;
            }
            View {
                embeds: vec![embed],
                rows: if ctx.is_open() { rows } else { Vec::new() },
                ..View::default()
            }
        }

        fn stats(s: &KindStats, _locale: Locale) -> String {
            format!("Games: {} · Wins: {}", s.played, s.wins)
        }
    }
}
