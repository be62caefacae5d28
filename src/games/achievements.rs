//! Achievements: what a member can unlock on a server, each declared once, by a game in its
//! declaration ([`super::Declaration::achievements`]) or by the economy, and worded by the
//! declarer's catalogue (`achievement-<id>`, its name; `achievement-<id>-about`, one line on
//! how it is earned).

use crate::engine::GameKind;
use crate::engine::game::SeatResult;

/// Something a member did that may unlock an achievement.
#[derive(Debug, Clone, Copy)]
pub enum Deed<'a> {
    /// A game's result for the member. Only the game's own achievements read it, and as
    /// the leaderboards would count it ([`result`]: a hinted game, a practice board or a
    /// result off the boards earns nothing) unless they say otherwise ([`any_result`]).
    Result(GameKind, &'a SeatResult),
    /// A daily claim that made a streak of this many days, leaving this balance.
    Daily { streak: i64, balance: i64 },
    /// A gift of this many chips to another member.
    Gift { amount: i64 },
    /// The member's balance before and after a game's step that paid them.
    Balance { before: i64, after: i64 },
}

/// One achievement.
#[derive(Debug, Clone, Copy)]
pub struct Achievement {
    /// Its id, kept with each unlock and naming its messages: never change one.
    pub id: &'static str,
    /// Its badge in lists and announcements.
    pub emoji: &'static str,
    /// Whether `deed` earns it.
    pub earned: fn(&Deed) -> bool,
}

impl Achievement {
    pub const fn new(id: &'static str, emoji: &'static str, earned: fn(&Deed) -> bool) -> Self {
        Achievement { id, emoji, earned }
    }
}

impl Deed<'_> {
    /// The game whose result this is; None for the economy's deeds.
    pub fn kind(&self) -> Option<GameKind> {
        match self {
            Deed::Result(kind, _) => Some(*kind),
            _ => None,
        }
    }
}

/// A result's measure `name`, 0 where it has none.
pub fn measure(result: &SeatResult, name: &str) -> f64 {
    result
        .measures
        .iter()
        .find(|(n, _)| n == name)
        .map_or(0.0, |(_, v)| *v)
}

/// The result a deed is, if it is one the leaderboards count.
pub fn result<'a>(deed: &Deed<'a>) -> Option<&'a SeatResult> {
    any_result(deed).filter(|r| r.on_board)
}

/// The result a deed is, if it is one, whether the leaderboards count it or not (a Hold'em
/// hand won without a showdown: no hand to rank, a pot all the same).
pub fn any_result<'a>(deed: &Deed<'a>) -> Option<&'a SeatResult> {
    match deed {
        Deed::Result(_, r) => Some(r),
        _ => None,
    }
}

/// What each game's tests of its achievements share: a result as an engine words it, and
/// what it earns.
#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A result as a game's engine words it.
    pub(crate) fn result(detail: &str, won: bool, measures: &[(&str, f64)]) -> SeatResult {
        SeatResult {
            seat: 0,
            wager: 10,
            payout: if won { 40 } else { 0 },
            score: 0,
            detail: detail.into(),
            won,
            measures: measures.iter().map(|(n, v)| (n.to_string(), *v)).collect(),
            on_board: true,
            board: None,
        }
    }

    /// What a result of `kind` earns among the economy's achievements and its own game's,
    /// by id, as the app asks (a game's achievements read its own results alone): so every
    /// game's test of its results also checks that none earns one of the economy's.
    pub(crate) fn earns(kind: GameKind, result: &SeatResult) -> Vec<&'static str> {
        let registry = crate::testing::registry();
        let deed = Deed::Result(kind, result);
        crate::app::ECONOMY_ACHIEVEMENTS
            .iter()
            .map(|a| (None, a))
            .chain(registry.achievements().map(|(k, a)| (Some(k), a)))
            .filter(|(owner, a)| (owner.is_none() || *owner == deed.kind()) && (a.earned)(&deed))
            .map(|(_, a)| a.id)
            .collect()
    }
}
