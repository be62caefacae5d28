//! The places Parlor answers in, for the suites that play outside a hosting server: a
//! request as Discord's owners would place it, and what Discord lets a reply do there.

use parlor::app::{Elsewhere, Place, Request};
use parlor::testing::text;
use parlor::view::Reply;

/// Each member's DM with Parlor: a channel of their own, `DMS + member`.
pub const DMS: u64 = 70_000;
/// A group DM.
pub const GROUP: u64 = 80_001;
/// A server that has not added Parlor (only its members did), and its #general.
pub const GUEST: u64 = 90_001;
pub const GUEST_CHANNEL: u64 = 90_002;

/// Where a request comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Where {
    /// The harness's server, which hosts Parlor.
    Server,
    /// The member's DM with Parlor.
    Dm,
    /// The group DM.
    Group,
    /// The guest server's #general, the member holding Use External Apps there or not.
    Guest { public: bool },
}

pub const ELSEWHERE: [Where; 4] = [
    Where::Dm,
    Where::Group,
    Where::Guest { public: true },
    Where::Guest { public: false },
];

/// `request` as Discord's owners would place it at `place`. A manager of the harness's
/// server manages the guest server too (they hold Manage Server there); in a DM nobody does.
pub fn at(mut request: Request, place: Where) -> Request {
    let member = request.actor.id;
    let elsewhere = |at, public| Place::Elsewhere { at, public };
    match place {
        Where::Server => {}
        Where::Dm => {
            request.guild_id = None;
            request.channel_id = DMS + member;
            request.place = elsewhere(Elsewhere::BotDm, true);
            request.actor.manager = false;
        }
        Where::Group => {
            request.guild_id = None;
            request.channel_id = GROUP;
            request.place = elsewhere(Elsewhere::Private, true);
            request.actor.manager = false;
        }
        Where::Guest { public } => {
            request.guild_id = Some(GUEST);
            request.channel_id = GUEST_CHANNEL;
            request.place = elsewhere(Elsewhere::Guest { guild: GUEST }, public);
        }
    }
    request
}

/// What Discord lets Parlor send outside a hosting server: no other message edited, at most
/// four follow-ups (one of Discord's five kept for a late answer), all of them private where
/// the server keeps the replies private.
pub fn fits(reply: &Reply, place: Where) {
    if place == Where::Server {
        return;
    }
    assert!(reply.edits.is_empty(), "{place:?}: {:?}", reply.edits);
    let followups = reply.announce.len() + usize::from(reply.private.is_some());
    assert!(
        followups < parlor::app::FOLLOWUPS_ELSEWHERE,
        "{place:?}: {followups}"
    );
    if place == (Where::Guest { public: false }) {
        if reply.kind == parlor::view::ResponseKind::Message {
            assert!(reply.view.ephemeral, "{}", text(reply));
        }
        assert!(reply.announce.iter().all(|v| v.ephemeral));
    }
}
