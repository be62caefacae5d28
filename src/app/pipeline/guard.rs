//! The guard: whether a click goes on to the game. The clicker belongs at the game (a seat,
//! its opener, or a button anyone may press); the game is still open, and not past its turn
//! deadline (its timeout runs instead, and the click is answered with what that did); the
//! button is current (the game's version, but for a private view, whose buttons check their
//! own freshness); the member may press it now ([`Who`]); and a button that opens a form is
//! answered with the form. A replayed interaction does not pass twice: its write meets the
//! recorded answer, and the first reply stands (see `App::write_once`).

use super::reply::{self, Audience};
use super::{Click, Loaded};
use crate::engine::game::{ActionCode, SeatNo, Who};
use crate::games::Hosted;
use crate::store::GameStatus;
use crate::view::game::Viewer;
use crate::view::{Refusal, Reply};

/// The member who clicked, as the game knows them, and the button they pressed.
pub(super) struct Presser {
    /// Their seat, if they play at the game.
    pub seat: Option<SeatNo>,
    /// They opened the game.
    pub opener: bool,
    /// Who may press the button.
    pub who: Who,
    /// The button is on the clicker's private view, not on the table's message.
    pub private: bool,
}

impl Presser {
    /// `member` at game `g`, pressing `action`: refused unless they sit at the game, opened
    /// it, or pressed a button anyone may (joining a table).
    pub(super) fn of<G: Hosted>(
        g: &Loaded<G>,
        member: u64,
        action: &G::Action,
    ) -> Result<Presser, Refusal> {
        let presser = Presser {
            seat: g.seat_of(member).map(|s| s.no),
            opener: g.row.owner_id == member,
            who: g.game.who_may(action),
            private: action.private(),
        };
        if presser.seat.is_none() && !presser.opener && presser.who != Who::Anyone {
            return Err(Refusal::NotYourGame { start: G::START });
        }
        Ok(presser)
    }

    /// Whether the member may press the button now (the button being current).
    fn may_press<G: Hosted>(&self) -> Result<(), Refusal> {
        match self.who {
            Who::Seated if self.seat.is_none() => Err(Refusal::NotYourGame { start: G::START }),
            Who::Opener if !self.opener => Err(Refusal::OnlyOpener),
            Who::Seat(turn) if self.seat != Some(turn) => Err(match self.seat {
                Some(_) => Refusal::NotYourTurn,
                None => Refusal::NotYourGame { start: G::START },
            }),
            Who::Anyone | Who::Seated | Who::Opener | Who::Seat(_) => Ok(()),
        }
    }
}

/// What the guard makes of a click. Made once a click and moved straight out: the reply
/// goes unboxed, as the pipeline's replies do.
#[allow(clippy::large_enum_variant)]
pub(super) enum Gate {
    /// The click goes on to the game.
    Open,
    /// The click is answered here: the game closed or stale (refreshed with a notice), or a
    /// form to fill.
    Answered(Reply),
    /// The game is past its turn deadline: its timeout runs instead of the click.
    Overdue,
}

/// The guard, for a click on a loaded game at `now`: whether it goes on to the game, or
/// how it is answered instead, or the refusal.
pub(super) fn check<G: Hosted>(
    g: &Loaded<G>,
    (click, action, presser): (&Click<'_>, &G::Action, &Presser),
    now: i64,
    to: Audience<'_>,
) -> Result<Gate, Refusal> {
    let private = presser.private;
    if g.row.status != GameStatus::Active {
        let said = g.game.closed_notice(to.member);
        return Ok(Gate::Answered(reply::refreshed(g, said, private, to)));
    }
    if g.is_due(now) {
        return Ok(Gate::Overdue);
    }
    // A private view's buttons check their own freshness (a hand number), since the
    // table's version moves with every other player's move.
    if click.version != g.row.version && !private {
        let said = G::stale_notice(to.member);
        return Ok(Gate::Answered(reply::refreshed(g, said, private, to)));
    }
    presser.may_press::<G>()?;
    // A button that opens a form: the form alone, as the first response, in the clicker's
    // language, seen from their seat. Nothing changes until it is sent back. A form is never
    // the answer to a form (Discord refuses it): a form sent back naming such a button is
    // not one Parlor opened.
    let viewer = presser.seat.map_or(Viewer::Public, Viewer::Seat);
    let ctx = reply::render_ctx(g, viewer, to.member, to.look);
    match g.game.modal(action, &ctx) {
        Some(_) if click.form => Err(Refusal::UnknownButton { start: G::START }),
        Some(form) => Ok(Gate::Answered(Reply::modal(form))),
        None => Ok(Gate::Open),
    }
}
