//! Achievements: the economy's own, every game's from the registry, unlocked in the
//! transaction of what earned them, and `/achievements`.
//!
//! A deed (a result the boards count, a daily claim, a gift, a balance crossing a mark)
//! unlocks what it earns in the same transaction that records it. The member's unlocked
//! achievements are read only when the deed earns one, so a click that earns nothing costs
//! no read; an unlock is a row keyed by server, member and achievement, so copies of one
//! click, a request run again, or two replicas at once unlock it once and announce it once
//! (on PostgreSQL the later transaction fails on the row the earlier wrote, and runs again,
//! where it reads it).

use super::economy::whose;
use super::{App, AppError, Request, UserRef};
use crate::engine::GameKind;
use crate::games::{Achievement, Deed};
use crate::locale::Locale;
use crate::store::Tx;
use crate::view::Reply;
use crate::view::achievements::{self as view, Badge};
use crate::view::game::kind_name;

/// The unlocks this process has read in the database, committed (by it or another), so
/// that a deed that earns only what its member holds costs no read: a member's every won
/// hand would otherwise read their achievements. Bounded: past [`HELD_AT_MOST`] entries it
/// starts again empty, and reads again.
#[derive(Default)]
pub(super) struct Held(std::sync::Mutex<std::collections::HashSet<(u64, u64, &'static str)>>);

/// The most unlocks [`Held`] keeps.
const HELD_AT_MOST: usize = 1 << 20;

impl Held {
    fn knows(&self, guild: u64, member: u64, id: &'static str) -> bool {
        self.0
            .lock()
            .is_ok_and(|held| held.contains(&(guild, member, id)))
    }

    fn learn(&self, guild: u64, member: u64, id: &'static str) {
        if let Ok(mut held) = self.0.lock() {
            if held.len() >= HELD_AT_MOST {
                held.clear();
            }
            held.insert((guild, member, id));
        }
    }
}

/// The economy's achievements: streaks, gifts and balances.
pub const ECONOMY: &[Achievement] = &[
    Achievement::new("first-daily", "🌅", |d| matches!(d, Deed::Daily { .. })),
    Achievement::new("streak-7", "🔥", |d| streak(d) >= 7),
    Achievement::new("streak-30", "📆", |d| streak(d) >= 30),
    Achievement::new("streak-100", "💎", |d| streak(d) >= 100),
    Achievement::new("first-gift", "🎁", |d| matches!(d, Deed::Gift { .. })),
    Achievement::new("chips-10k", "💰", |d| reached(d, 10_000)),
    Achievement::new("chips-100k", "🏦", |d| reached(d, 100_000)),
];

/// The streak a daily claim made.
fn streak(deed: &Deed) -> i64 {
    match deed {
        Deed::Daily { streak, .. } => *streak,
        _ => 0,
    }
}

/// Whether a deed takes the balance to `mark` chips: a win crossing it, or a daily claim
/// made while holding it (so a balance already past the mark counts at the next /daily).
fn reached(deed: &Deed, mark: i64) -> bool {
    match deed {
        Deed::Balance { before, after } => *before < mark && *after >= mark,
        Deed::Daily { balance, .. } => *balance >= mark,
        _ => false,
    }
}

impl App {
    /// Every achievement with the game that declares it (None: the economy's), the
    /// economy's first, then each game's in the registry's order.
    fn achievements(&self) -> impl Iterator<Item = (Option<GameKind>, &'static Achievement)> + '_ {
        self.achievement_groups()
            .flat_map(|(owner, list)| list.iter().map(move |a| (owner, a)))
    }

    /// Unlocks what `deeds` earn `member` and they do not hold yet, written with the
    /// transaction; what was unlocked, for the reply.
    pub(super) async fn unlock(
        &self,
        tx: &mut Tx,
        guild: u64,
        member: u64,
        deeds: &[Deed<'_>],
        now: i64,
    ) -> Result<Vec<&'static Achievement>, AppError> {
        // A game's achievements read its own results alone; the economy's, every deed.
        let earned: Vec<&'static Achievement> = self
            .achievements()
            .filter(|(owner, a)| {
                deeds
                    .iter()
                    .any(|d| (owner.is_none() || d.kind() == *owner) && (a.earned)(d))
            })
            .map(|(_, a)| a)
            .collect();
        // What this process has read as unlocked before needs no read: an unlock is never
        // taken back.
        let earned: Vec<&'static Achievement> = earned
            .into_iter()
            .filter(|a| !self.held.knows(guild, member, a.id))
            .collect();
        if earned.is_empty() {
            return Ok(earned);
        }
        let held = tx.unlocked(guild, member).await?;
        for unlocked in &held {
            if let Some((_, a)) = self.achievements().find(|(_, a)| a.id == unlocked.id) {
                self.held.learn(guild, member, a.id);
            }
        }
        let new: Vec<&'static Achievement> = earned
            .into_iter()
            .filter(|a| !held.iter().any(|h| h.id == a.id))
            .collect();
        for a in &new {
            tx.hold_unlock(guild, member, a.id, now)?;
        }
        Ok(new)
    }

    /// `/achievements [user]`: every achievement, unlocked and locked, with its rarity on
    /// this server. Posted in the channel, in the server's language.
    pub(super) async fn list_achievements(
        &self,
        tx: &mut Tx,
        request: &Request,
        user: Option<&UserRef>,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let (member, own) = whose(request, user)?;
        let l = self.public_locale(tx, request).await?;
        let held = tx.unlocked(guild, member).await?;
        let among = crate::store::Among {
            guild,
            circle: request.circle(),
        };
        let rarity = tx.rarity(among).await?;
        let badge = |a: &'static Achievement| Badge {
            id: a.id,
            emoji: a.emoji,
            unlocked: held.iter().find(|h| h.id == a.id).map(|h| h.at),
            share: rarity.share(a.id),
        };
        let groups: Vec<_> = self
            .achievement_groups()
            .map(|(owner, achievements)| {
                let name = match owner {
                    None => crate::t!(l, "achievements-economy"),
                    Some(kind) => kind_name(l, kind),
                };
                (name, achievements.iter().map(badge).collect::<Vec<_>>())
            })
            .collect();
        Ok(Reply::message(view::list(l, member, own, &groups)))
    }

    /// Every achievement by its owner, as members see them listed: the economy's (no game),
    /// then each game's that declares any, in the registry's order.
    pub(super) fn achievement_groups(
        &self,
    ) -> impl Iterator<Item = (Option<GameKind>, &'static [Achievement])> + '_ {
        std::iter::once((None, ECONOMY)).chain(
            self.registry
                .games()
                .iter()
                .filter(|game| !game.achievements.is_empty())
                .map(|game| (Some(game.kind), game.achievements)),
        )
    }
}

/// `reply` with the announcement, in `l`, of what `member` unlocked, if anything: posted in
/// the channel after the reply (a game's message stays the game's).
pub(super) fn announce(reply: Reply, l: Locale, member: u64, unlocks: &[&Achievement]) -> Reply {
    match unlocked(l, member, unlocks) {
        Some(view) => reply.with_announce(view),
        None => reply,
    }
}

/// `reply`, a public message of its own (a daily claim, a gift), with what `member` unlocked
/// by it below, in `l`: one message says both.
pub(super) fn beneath(mut reply: Reply, l: Locale, member: u64, unlocks: &[&Achievement]) -> Reply {
    if let Some(view) = unlocked(l, member, unlocks) {
        reply.view.embeds.extend(view.embeds);
    }
    reply
}

fn unlocked(l: Locale, member: u64, unlocks: &[&Achievement]) -> Option<crate::view::View> {
    if unlocks.is_empty() {
        return None;
    }
    let pairs: Vec<(&str, &str)> = unlocks.iter().map(|a| (a.id, a.emoji)).collect();
    Some(view::unlocked(l, member, &pairs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::i18n;

    /// Every achievement, the economy's and each game's, has an id of its own, a badge, and
    /// its name and one line in every language Parlor speaks; and there are at least 30.
    #[test]
    fn every_achievement_is_declared_once_and_worded_in_every_language() {
        let registry = crate::testing::registry();
        let all: Vec<&Achievement> = ECONOMY
            .iter()
            .chain(registry.achievements().map(|(_, a)| a))
            .collect();
        assert!(all.len() >= 30, "{} achievements", all.len());
        let mut ids: Vec<&str> = all.iter().map(|a| a.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len(), "an id declared twice");
        for a in &all {
            assert!(!a.emoji.is_empty(), "{}", a.id);
            for &l in Locale::ALL {
                for id in [
                    format!("achievement-{}", a.id),
                    format!("achievement-{}-about", a.id),
                ] {
                    let text = i18n::lookup(l, &id);
                    assert!(
                        text.as_deref().is_some_and(|t| !t.trim().is_empty()),
                        "{l:?} has no {id}"
                    );
                }
            }
        }
    }

    /// The economy's marks: a streak counts from its day, a balance when a payout crosses the
    /// mark or a daily claim finds it held.
    #[test]
    fn the_economys_achievements_read_their_deeds() {
        let earned = |id: &str, deed: Deed| {
            let a = ECONOMY.iter().find(|a| a.id == id).unwrap();
            (a.earned)(&deed)
        };
        let daily = |streak, balance| Deed::Daily { streak, balance };
        assert!(earned("first-daily", daily(1, 0)));
        assert!(!earned("streak-7", daily(6, 0)));
        assert!(earned("streak-7", daily(7, 0)) && earned("streak-7", daily(40, 0)));
        assert!(!earned("streak-30", daily(29, 0)));
        assert!(earned("streak-100", daily(100, 0)));
        assert!(earned("first-gift", Deed::Gift { amount: 1 }));
        let crossing = |before, after| Deed::Balance { before, after };
        assert!(earned("chips-10k", crossing(9_999, 10_000)));
        assert!(!earned("chips-10k", crossing(10_000, 12_000)));
        assert!(!earned("chips-10k", crossing(5_000, 9_999)));
        assert!(earned("chips-10k", daily(1, 10_050)));
        assert!(!earned("chips-100k", daily(1, 99_999)));
        assert!(earned("chips-100k", crossing(99_000, 150_000)));
        assert!(!earned("first-daily", Deed::Gift { amount: 5 }));
    }

    /// A game's result earns none of the economy's achievements: those read the economy's
    /// deeds alone, and each game's tests its own (`src/games/<game>/`).
    #[test]
    fn a_games_result_earns_none_of_the_economys() {
        let registry = crate::testing::registry();
        for game in registry.games() {
            for won in [false, true] {
                let result = crate::games::achievements::tests::result("", won, &[]);
                let deed = Deed::Result(game.kind, &result);
                assert!(
                    !ECONOMY.iter().any(|a| (a.earned)(&deed)),
                    "{:?}",
                    game.kind
                );
            }
        }
    }
}
