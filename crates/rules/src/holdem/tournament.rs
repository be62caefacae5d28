//! A sit-and-go's schedule and prizes: the blinds rising by level, and the prize pool paid
//! by place.
//!
//! - Every entrant starts with [`START_STACK`] tournament chips, the big blind at
//!   [`START_BIG_BLIND`]. The level rises every 5 hands (turbo), 10 (regular) or 20 (slow),
//!   each level's big blind about 1.5 times the last, rounded to two significant figures
//!   (below 100, to a multiple of 5): 20, 30, 45, 65, 95, 140, 210, …
//! - The pool is the members' buy-ins. It is paid by place: all to the winner up to 3
//!   entrants, 65/35 from 4 to 6, 50/30/20 from 7; odd chips to the higher place.
//! - Computers enter without paying and win nothing: each prize goes to the members in the
//!   order they finished, so a place a computer took passes to the next member below it.
//!   A prize with no member left to take it goes to the best-placed member.

use crate::game::SeatNo;
use serde::{Deserialize, Serialize};

/// Tournament chips each entrant starts with.
pub const START_STACK: i64 = 1_500;
/// The first level's big blind.
pub const START_BIG_BLIND: i64 = 20;

/// How fast the blinds rise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    Turbo,
    #[default]
    Regular,
    Slow,
}

impl Speed {
    pub fn hands_per_level(self) -> u32 {
        match self {
            Speed::Turbo => 5,
            Speed::Regular => 10,
            Speed::Slow => 20,
        }
    }

    pub fn parse(text: &str) -> Option<Speed> {
        match text {
            "turbo" => Some(Speed::Turbo),
            "regular" => Some(Speed::Regular),
            "slow" => Some(Speed::Slow),
            _ => None,
        }
    }
}

/// `value` rounded to two significant figures (below 100, to a multiple of 5), halves up.
fn two_figures(value: i64) -> i64 {
    let mut scale = 5;
    while value / scale >= 20 && scale == 5 || value / scale >= 100 {
        scale = if scale == 5 { 10 } else { scale * 10 };
    }
    (value + scale / 2) / scale * scale
}

/// The big blind at `level` (1 the first).
pub fn big_blind(level: u32) -> i64 {
    let mut blind = START_BIG_BLIND;
    for _ in 1..level {
        blind = two_figures(blind * 3 / 2);
    }
    blind
}

/// The level of the hand numbered `hand` (1 the first).
pub fn level_of(hand: u32, speed: Speed) -> u32 {
    hand.saturating_sub(1) / speed.hands_per_level() + 1
}

/// Each paid place's share of the pool, in percent, for this many entrants.
pub fn shares(entrants: usize) -> &'static [i64] {
    match entrants {
        0..=3 => &[100],
        4..=6 => &[65, 35],
        _ => &[50, 30, 20],
    }
}

/// Each paid place's prize, the first place first: the pool by [`shares`], odd chips one
/// each to the higher places.
pub fn prizes(pool: i64, entrants: usize) -> Vec<i64> {
    let shares = shares(entrants);
    let mut prizes: Vec<i64> = shares.iter().map(|s| pool * s / 100).collect();
    let mut odd = pool - prizes.iter().sum::<i64>();
    for prize in prizes.iter_mut() {
        if odd == 0 {
            break;
        }
        *prize += 1;
        odd -= 1;
    }
    prizes
}

/// The prizes paid: `finish` lists every entrant, the winner first, each with whether it is
/// a member. Each prize goes to the members in finishing order; one no member is left to
/// take goes to the best-placed member. Every chip of the pool is paid when a member entered.
pub fn pay(pool: i64, finish: &[(SeatNo, bool)]) -> Vec<(SeatNo, i64)> {
    let members: Vec<SeatNo> = finish
        .iter()
        .filter(|(_, member)| *member)
        .map(|(seat, _)| *seat)
        .collect();
    let Some(&best) = members.first() else {
        return Vec::new();
    };
    let mut paid: Vec<(SeatNo, i64)> = Vec::new();
    for (place, prize) in prizes(pool, finish.len()).into_iter().enumerate() {
        let seat = members.get(place).copied().unwrap_or(best);
        match paid.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, amount)) => *amount += prize,
            None => paid.push((seat, prize)),
        }
    }
    paid.retain(|(_, amount)| *amount > 0);
    paid
}

/// How a place reads: "1st", "5th" are the catalogue's; this is the number.
pub fn place_of(finish: &[(SeatNo, bool)], seat: SeatNo) -> Option<usize> {
    finish.iter().position(|(s, _)| *s == seat).map(|i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_blinds_rise_about_half_again_each_level() {
        let levels: Vec<i64> = (1..=10).map(big_blind).collect();
        assert_eq!(levels, vec![20, 30, 45, 65, 95, 140, 210, 320, 480, 720]);
        for pair in levels.windows(2) {
            let ratio = pair[1] as f64 / pair[0] as f64;
            assert!((1.4..=1.55).contains(&ratio), "{pair:?}");
        }
        assert_eq!(level_of(1, Speed::Turbo), 1);
        assert_eq!(level_of(5, Speed::Turbo), 1);
        assert_eq!(level_of(6, Speed::Turbo), 2);
        assert_eq!(level_of(21, Speed::Regular), 3);
        assert_eq!(level_of(20, Speed::Slow), 1);
    }

    #[test]
    fn the_pool_is_paid_by_place() {
        assert_eq!(prizes(300, 3), vec![300]);
        assert_eq!(prizes(401, 4), vec![261, 140]);
        assert_eq!(prizes(700, 7), vec![350, 210, 140]);
        // 101: 50, 30, 20 and one odd chip, to first place.
        assert_eq!(prizes(101, 9), vec![51, 30, 20]);
        // A computer won; the members below it move up a place.
        let finish = [(3, false), (1, true), (4, false), (2, true)];
        assert_eq!(pay(200, &finish), vec![(1, 130), (2, 70)]);
        // One member among seven: the whole pool.
        let finish: Vec<(SeatNo, bool)> = (0..7).map(|s| (s, s == 5)).collect();
        assert_eq!(pay(100, &finish), vec![(5, 100)]);
        assert!(pay(100, &[(0, false), (1, false)]).is_empty());
        assert_eq!(place_of(&finish, 5), Some(6));
    }

    proptest! {
        /// Every chip of the pool is paid, to members only, a higher-finishing member never
        /// less than one below it.
        #[test]
        fn every_chip_goes_to_a_member_by_place(
            pool in 0i64..1_000_000,
            members in proptest::collection::vec(any::<bool>(), 2..=9),
        ) {
            let finish: Vec<(SeatNo, bool)> =
                members.iter().enumerate().map(|(i, &m)| (i as SeatNo, m)).collect();
            let paid = pay(pool, &finish);
            if members.iter().any(|&m| m) {
                prop_assert_eq!(paid.iter().map(|p| p.1).sum::<i64>(), pool);
            } else {
                prop_assert!(paid.is_empty());
            }
            for (seat, _) in &paid {
                prop_assert!(finish[*seat as usize].1);
            }
            let amounts: Vec<i64> = finish
                .iter()
                .filter(|f| f.1)
                .map(|f| paid.iter().find(|p| p.0 == f.0).map_or(0, |p| p.1))
                .collect();
            prop_assert!(amounts.windows(2).all(|w| w[0] >= w[1]));
        }
    }
}
