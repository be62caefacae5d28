//! The reply: what the members see. The game drawn for a viewer (the table's public
//! message, a seat's private view; in the text style when its emoji markup would pass
//! Discord's limits), Share offered on a finished game, a click's own answer (the table
//! updated, the clicker's private view, what they took home, an announcement in the
//! channel), and the achievements the request unlocked, announced.

use super::Loaded;
use super::guard::Presser;
use crate::app::Request;
use crate::config::ServerDefaults;
use crate::engine::game::{Reason, SeatChange, SeatNo, Step};
use crate::games::{Achievement, Hosted};
use crate::store::GameStatus;
use crate::t;
use crate::view::currency::Currency;
use crate::view::economy::notice;
use crate::view::emoji::EmojiMap;
use crate::view::emoji::map::PICTURES;
use crate::view::format::mention;
use crate::view::game::{RenderCtx, Status, Viewer};
use crate::view::{Locale, MessageEdit, Reply, View};

/// How a request's views look besides their language: the server's idle timeout (for
/// notices) and its style of cards, dice and pieces.
#[derive(Clone, Copy)]
pub(in crate::app) struct Look<'a> {
    pub idle_minutes: i64,
    /// Parlor's synced emojis in the emoji style; in the pictures style, those the buttons
    /// keep beside their labels.
    pub emojis: Option<&'a EmojiMap>,
    /// The server's currency, in which amounts read.
    pub currency: &'a Currency,
    /// The pictures style: each board drawn as a picture by a signed link.
    pub pictures: Option<Pictured<'a>>,
}

/// What the pictures style signs a board's link with, and when.
#[derive(Clone, Copy)]
pub(in crate::app) struct Pictured<'a> {
    pub links: &'a crate::view::picture::Links,
    pub now: i64,
}

/// Whom a request's replies speak to, and how they look: the member in their language,
/// the channel in the server's.
#[derive(Clone, Copy)]
pub(super) struct Audience<'a> {
    /// The clicking member's language, for what they alone see.
    pub member: Locale,
    /// The server's language, for its public messages ([`public_locale`]).
    pub public: Locale,
    pub look: Look<'a>,
}

/// The language of a server's public messages (boards, tables): the one it chose with
/// `/config language`, or else Discord's for the server. Each member's private replies are
/// in their own ([`Request::locale`]).
pub(in crate::app) fn public_locale(settings: &ServerDefaults, request: &Request) -> Locale {
    settings.language().unwrap_or(request.guild_locale)
}

impl<G: Hosted> Loaded<G> {
    /// The game as `viewer` sees it, with Share offered on a finished game's public message.
    pub(in crate::app) fn render(&self, viewer: Viewer, locale: Locale, look: Look) -> View {
        let mut view = self.draw(viewer, locale, look);
        if viewer == Viewer::Public {
            self.offer_share(&mut view, locale, look, &[]);
            self.say_deadline(&mut view, locale);
        }
        view
    }

    /// Outside a hosting server Parlor cannot edit the board when a turn times out (the
    /// next click plays the timeout): the board says when it does, if the line fits.
    fn say_deadline(&self, view: &mut View, locale: Locale) {
        let (Some(deadline), GameStatus::Active) = (self.row.deadline, self.row.status) else {
            return;
        };
        if self.row.guild_id != crate::app::OWN_WALLETS {
            return;
        }
        let line = t!(locale, "board-deadline", when = format!("<t:{deadline}:R>"));
        fn text(view: &mut View) -> &mut String {
            match view.embeds.first_mut() {
                Some(embed) => &mut embed.description,
                None => view.content.get_or_insert_with(String::new),
            }
        }
        let before = text(view).len();
        if before > 0 {
            text(view).push_str("\n\n");
        }
        text(view).push_str(&line);
        if view.check_limits().is_err() {
            text(view).truncate(before);
        }
    }

    /// The game as `viewer` sees it, without what the pipeline adds.
    pub(super) fn draw(&self, viewer: Viewer, locale: Locale, look: Look) -> View {
        let view = match look.pictures {
            Some(pictured) => self.pictured(viewer, locale, look, pictured),
            None => self.game.render(&render_ctx(self, viewer, locale, look)),
        };
        // A view whose emoji markup (about 28 characters a piece, against one or a few for
        // its text) would pass Discord's limits is sent in the text style instead: measured
        // on the message itself, whatever the game.
        let view = match look.emojis.or(look.pictures.map(|_| &PICTURES)) {
            Some(_) if view.check_limits().is_err() => {
                let text = Look {
                    emojis: None,
                    pictures: None,
                    ..look
                };
                self.game.render(&render_ctx(self, viewer, locale, text))
            }
            _ => view,
        };
        // A server's currency at its longest (a 32-letter word and a custom emoji after every
        // amount) may still pass them on the fullest boards (a table of five seats with
        // every hand split): that message reads in Parlor's own chips.
        let mut view = if view.check_limits().is_err() && *look.currency != *Currency::parlor() {
            let plain = Look {
                emojis: None,
                pictures: None,
                currency: Currency::parlor(),
                ..look
            };
            self.game.render(&render_ctx(self, viewer, locale, plain))
        } else {
            view
        };
        if view.cut_to_fit() {
            tracing::error!(
                "game {}'s board passed the text budget in every style and was cut",
                self.row.id
            );
        }
        view
    }

    /// The game drawn in the pictures style: as in the emoji style with placeholders, whose
    /// rows become the picture of each panel ([`crate::view::picture::show`]).
    fn pictured(&self, viewer: Viewer, locale: Locale, look: Look, pictured: Pictured) -> View {
        let placeholders = Look {
            emojis: Some(&PICTURES),
            ..look
        };
        let mut view = self
            .game
            .render(&render_ctx(self, viewer, locale, placeholders));
        let names: Vec<(u64, &str)> = self
            .seats
            .iter()
            .filter_map(|seat| match &seat.occupant {
                crate::engine::game::Occupant::Member { id, name } => Some((*id, name.as_str())),
                _ => None,
            })
            .collect();
        crate::view::picture::show(
            &mut view,
            &crate::view::picture::Showing {
                links: pictured.links,
                emojis: look.emojis,
                now: pictured.now,
                locale,
                names: &names,
            },
        );
        view
    }

    /// A finished game that one of its players (but those in `shared`) may share offers
    /// Share on its public message.
    pub(super) fn offer_share(&self, view: &mut View, locale: Locale, look: Look, shared: &[u64]) {
        if self.row.status == GameStatus::Finished
            && self
                .seats
                .iter()
                .filter_map(crate::engine::game::Seat::member)
                .filter(|member| !shared.contains(member))
                .any(|member| self.sharing(member, locale, look).is_some())
        {
            view.rows
                .push(crate::view::Row::Buttons(vec![crate::view::Button::new(
                    crate::view::custom_id::CustomId::share(self.row.id),
                    t!(locale, "share-button"),
                    crate::view::Style::Primary,
                )]));
            // Within the message's components, or not at all.
            if view.check_limits().is_err() {
                view.rows.pop();
            }
        }
    }

    /// What Share posts for the game as `member` played it, if the game offers it: the
    /// game's result for the member's seat, under the member's name.
    pub(super) fn sharing(&self, member: u64, locale: Locale, look: Look) -> Option<View> {
        let seat = self.seats.iter().find(|s| s.member() == Some(member))?;
        let shared = self
            .game
            .share(&render_ctx(self, Viewer::Seat(seat.no), locale, look))?;
        Some(View {
            content: Some(t!(locale, "share-by", member = mention(member))),
            ..shared
        })
    }
}

/// A click answered before it reached the game (closed, overdue, stale): `said` to the
/// clicker, with the table's message brought up to date unless the button was on their
/// private view (which the table does not replace).
pub(super) fn refreshed<G: Hosted>(
    g: &Loaded<G>,
    said: String,
    private: bool,
    to: Audience,
) -> Reply {
    if private {
        Reply::notice(notice(&said))
    } else {
        Reply::update(g.render(Viewer::Public, to.public, to.look)).with_private(notice(&said))
    }
}

/// A click that met its game past its turn deadline, once the timeout ran: what the
/// timeout did, told to the clicker, with what it unlocked (a dealt royal flush paid as it
/// stood).
pub(super) fn timed_out<G: Hosted>(g: &Loaded<G>, private: bool, to: Audience) -> Reply {
    let said = g
        .game
        .timed_out_notice(&render_ctx(g, Viewer::Public, to.member, to.look));
    with_unlocks(refreshed(g, said, private, to), g, to.public)
}

/// What a click's step says of the clicker, for the reply (read before the step is
/// carried out).
pub(super) struct Outcome {
    /// The step asks to show the clicker their own view (their cards, their dice).
    wants_private: bool,
    /// The step moved the game on.
    advanced: bool,
    /// The clicker left their seat.
    left: bool,
    /// What the clicker took off the table, when they cashed out.
    took_home: Option<i64>,
}

impl Outcome {
    pub(super) fn of(step: &Step, seat: Option<SeatNo>) -> Outcome {
        let took_home = seat.and_then(|no| {
            let moves = step
                .chips
                .iter()
                .filter(|c| c.seat == no && c.reason == Reason::CashOut);
            moves
                .clone()
                .next()
                .map(|_| moves.map(|c| c.delta).sum::<i64>())
        });
        Outcome {
            wants_private: step.private,
            advanced: step.advance,
            left: seat.is_some_and(|no| step.seats.contains(&SeatChange::Leave(no))),
            took_home,
        }
    }
}

/// A click's reply once its step is carried out: the view clicked, updated, and what
/// else the step calls for.
pub(super) fn clicked<G: Hosted>(
    g: &Loaded<G>,
    member: u64,
    presser: &Presser,
    outcome: Outcome,
    announce: bool,
    to: Audience,
) -> Reply {
    let (locale, look) = (to.member, to.look);
    let mut reply = updated(g, presser, outcome.advanced, to);
    // The clicker's own view, for a step that asks for it (their cards, their dice).
    if outcome.wants_private
        && !presser.private
        && let Some(seat) = g.seat_of(member).map(|s| s.no)
    {
        reply = reply.with_private(g.render(Viewer::Seat(seat), locale, look));
    }
    // A member who takes their chips off the table is told what they took home.
    if let Some(took) = outcome.took_home
        && reply.private.is_none()
    {
        let amount = look.currency.amount(locale, took);
        let said = if outcome.left {
            t!(locale, "table-took-home", amount = amount)
        } else {
            t!(locale, "table-closed-took-home", amount = amount)
        };
        reply = reply.with_private(notice(&said));
    }
    if announce
        && let Some(view) = g
            .game
            .announcement(&render_ctx(g, Viewer::Public, to.public, look))
    {
        reply = reply.with_announce(view);
    }
    with_unlocks(reply, g, to.public)
}

/// The message clicked, updated.
fn updated<G: Hosted>(g: &Loaded<G>, presser: &Presser, advanced: bool, to: Audience) -> Reply {
    let look = to.look;
    match (presser.private, presser.seat) {
        // A click on the clicker's private view updates it; the table's message is
        // edited beside it when the click moved the game on.
        (true, Some(seat)) => {
            let edits = match g.row.message_id {
                Some(message_id) if advanced => vec![MessageEdit {
                    game_id: g.row.id,
                    channel_id: g.row.channel_id,
                    message_id: Some(message_id),
                    view: g.render(Viewer::Public, to.public, look),
                }],
                _ => Vec::new(),
            };
            Reply::update(g.render(Viewer::Seat(seat), to.member, look)).with_edits(edits)
        }
        // A click on a private view by a member with no seat (an opener who left):
        // their own message, in their language.
        (true, None) => Reply::update(g.render(Viewer::Public, to.member, look)),
        _ => Reply::update(g.render(Viewer::Public, to.public, look)),
    }
}

/// `reply` with the announcement of what the request unlocked, each member's in the
/// server's language.
pub(super) fn with_unlocks<G>(mut reply: Reply, g: &Loaded<G>, public: Locale) -> Reply {
    let mut members: Vec<u64> = g.unlocked.iter().map(|(m, _)| *m).collect();
    members.sort_unstable();
    members.dedup();
    for member in members {
        let theirs: Vec<&Achievement> = g
            .unlocked
            .iter()
            .filter(|(m, _)| *m == member)
            .map(|(_, a)| *a)
            .collect();
        reply = crate::app::achievements::announce(reply, public, member, &theirs);
    }
    reply
}

pub(super) fn render_ctx<'a, G>(
    g: &'a Loaded<G>,
    viewer: Viewer,
    locale: Locale,
    look: Look<'a>,
) -> RenderCtx<'a> {
    RenderCtx {
        kind: g.row.kind,
        game_id: g.row.id,
        version: g.row.version,
        status: match g.row.status {
            GameStatus::Active => Status::Open,
            GameStatus::Finished => Status::Finished,
            GameStatus::Expired => Status::Expired,
        },
        seats: &g.seats,
        wallets: &g.wallets,
        locale,
        idle_minutes: look.idle_minutes,
        viewer,
        emojis: look.emojis,
        currency: look.currency,
    }
}
