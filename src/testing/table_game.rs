//! The test-only table game as the bot hosts it: its declaration and its view. Its kind
//! (`GameKind::TestTable`) and rules live in the rules crate, under their `testing` feature;
//! the registry gathers its declaration from here as it gathers every game's.

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
    const COLOUR: u32 = colour::TABLE;

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
                embed.description = format!("Your number: {}", rules.map_or(0, |r| r.secret(seat)));
            }
            (TablePhase::Lobby, Viewer::Public) => {
                lobby::<Move>(ctx, lobby_text(ctx, self), 2..=4, true).place(&mut embed, &mut rows);
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
