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

use super::betting::Action;
use super::table::{HoldemTable, Settings, TableError};
use crate::game::SeatNo;
use rand::Rng;
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

/// A sit-and-go in play: its table (in tournament chips) and who has finished where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    pub speed: Speed,
    pub buy_in: i64,
    /// The members' buy-ins.
    pub pool: i64,
    /// Every entrant, with whether it is a member, in seat order.
    pub entrants: Vec<(SeatNo, bool)>,
    pub table: HoldemTable,
    /// Those out, the first out first.
    pub out: Vec<SeatNo>,
    /// The finishing order once it is over, the winner first.
    pub finish: Option<Vec<(SeatNo, bool)>>,
}

impl Tournament {
    /// A tournament for `entrants` (seat, member), each member having paid `buy_in`.
    pub fn new(entrants: &[(SeatNo, bool)], buy_in: i64, speed: Speed, now: i64) -> Tournament {
        let members = entrants.iter().filter(|e| e.1).count() as i64;
        let stacks: Vec<(SeatNo, i64)> = entrants.iter().map(|e| (e.0, START_STACK)).collect();
        let mut table = HoldemTable::new(
            Settings {
                big_blind: START_BIG_BLIND,
                seats: entrants.len(),
                buy_in: START_STACK,
            },
            &stacks,
            now,
        );
        table.deal_sitting_out = true;
        Tournament {
            speed,
            buy_in,
            pool: buy_in * members,
            entrants: entrants.to_vec(),
            table,
            out: Vec::new(),
            finish: None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.finish.is_some()
    }

    /// The level of the next hand (or the one in play).
    pub fn level(&self) -> u32 {
        let hand = self.table.hands + u32::from(self.table.hand.is_none());
        level_of(hand.max(1), self.speed)
    }

    fn member(&self, seat: SeatNo) -> bool {
        self.entrants.iter().any(|e| e.0 == seat && e.1)
    }

    /// Deals the next hand at the level's blinds.
    pub fn deal_next<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError> {
        if self.is_over() {
            return Err(TableError::NotEnoughPlayers);
        }
        self.table.settings.big_blind = big_blind(level_of(self.table.hands + 1, self.speed));
        self.table.deal_next(rng)?;
        self.after_move();
        Ok(())
    }

    /// `seat` acts in the hand in play.
    pub fn act(
        &mut self,
        seat: SeatNo,
        number: Option<u32>,
        action: Action,
    ) -> Result<(), TableError> {
        self.table.act(seat, number, action)?;
        self.after_move();
        Ok(())
    }

    /// `seat`'s turn ran out.
    pub fn time_out(&mut self, seat: SeatNo) -> Result<Action, TableError> {
        let action = self.table.time_out(seat)?;
        self.after_move();
        Ok(action)
    }

    /// A member leaves the tournament: out now, in the next place up from the bottom.
    pub fn leave(&mut self, seat: SeatNo) {
        if self.is_over() || self.out.contains(&seat) {
            return;
        }
        // Tournament chips are not the wallet's: they leave the game with the player.
        self.table.leave(seat);
        self.out.push(seat);
        self.after_move();
    }

    /// After every move: the turns of players sitting out, who is knocked out, and the end.
    fn after_move(&mut self) {
        self.table.play_sitting_out();
        if self.table.hand.is_none() {
            // Knocked out: no chips after the hand. Of several out in one hand, the one who
            // started it with more finishes higher, so goes out later.
            let mut busted: Vec<(SeatNo, i64)> = self
                .table
                .sitters
                .iter()
                .filter(|s| s.stack == 0)
                .map(|s| {
                    let started = self
                        .table
                        .last
                        .as_ref()
                        .and_then(|e| e.seat(s.seat))
                        .map_or(0, |e| e.put_in);
                    (s.seat, started)
                })
                .collect();
            busted.sort_by_key(|&(seat, started)| (started, std::cmp::Reverse(seat)));
            for (seat, _) in busted {
                self.table.leave(seat);
                self.out.push(seat);
            }
        }
        let left: Vec<SeatNo> = self.table.sitters.iter().map(|s| s.seat).collect();
        let members_left = left.iter().any(|&s| self.member(s));
        if self.table.hand.is_none() && (left.len() <= 1 || !members_left) {
            // The rest place by their stacks, the largest first (ties: the lower seat).
            let mut standing: Vec<(SeatNo, i64)> = self
                .table
                .sitters
                .iter()
                .map(|s| (s.seat, s.stack))
                .collect();
            standing.sort_by_key(|&(seat, stack)| (std::cmp::Reverse(stack), seat));
            let mut finish: Vec<(SeatNo, bool)> =
                standing.iter().map(|&(s, _)| (s, self.member(s))).collect();
            finish.extend(self.out.iter().rev().map(|&s| (s, self.member(s))));
            self.finish = Some(finish);
        }
    }

    /// Each member's prize, once it is over.
    pub fn prizes(&self) -> Vec<(SeatNo, i64)> {
        self.finish
            .as_ref()
            .map_or_else(Vec::new, |finish| pay(self.pool, finish))
    }

    /// The place `seat` finished in (1 the winner), once it is out or it is over.
    pub fn place(&self, seat: SeatNo) -> Option<usize> {
        if let Some(finish) = &self.finish {
            return place_of(finish, seat);
        }
        let i = self.out.iter().position(|&s| s == seat)?;
        Some(self.entrants.len() - i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::SeedableRng;

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

    /// Plays a tournament to its end by the given moves: each turn goes all in, or checks
    /// and calls, or folds, by the move's number.
    fn play_out(t: &mut Tournament, moves: &[u8], seed: u64) -> usize {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut turns = 0;
        let mut i = 0;
        while !t.is_over() && turns < 20_000 {
            let Some(hand) = t.table.hand.as_ref() else {
                t.deal_next(&mut rng).unwrap();
                continue;
            };
            let (Some(seat), Some(o)) = (hand.to_act(), hand.options()) else {
                break;
            };
            let pick = moves[i % moves.len()];
            i += 1;
            let action = match (pick % 3, o.raise) {
                (0, Some((_, most))) => Action::RaiseTo(most),
                (1, _) if !o.check => Action::Fold,
                _ if o.check => Action::Check,
                _ => Action::Call,
            };
            t.act(seat, None, action).unwrap();
            turns += 1;
        }
        turns
    }

    #[test]
    fn places_are_called_as_players_go_out_and_the_pool_is_paid() {
        // Seats 0 to 3 members, 4 a computer; 100 each.
        let entrants = [(0, true), (1, true), (2, true), (3, true), (4, false)];
        let mut t = Tournament::new(&entrants, 100, Speed::Turbo, 0);
        assert_eq!(t.pool, 400);
        assert_eq!(t.level(), 1);
        play_out(&mut t, &[0, 2, 2, 1, 0, 2], 7);
        assert!(t.is_over());
        let finish = t.finish.clone().unwrap();
        assert_eq!(finish.len(), 5);
        // Everyone's place is where they finish; 65/35 for five entrants, to members.
        for (place, (seat, _)) in finish.iter().enumerate() {
            assert_eq!(t.place(*seat), Some(place + 1));
        }
        let prizes = t.prizes();
        assert_eq!(prizes.iter().map(|p| p.1).sum::<i64>(), 400);
        let members: Vec<SeatNo> = finish.iter().filter(|f| f.1).map(|f| f.0).collect();
        assert_eq!(prizes, vec![(members[0], 260), (members[1], 140)]);
        // Every tournament chip is with the winner.
        assert_eq!(t.table.chips(), 5 * START_STACK);
    }

    #[test]
    fn with_no_member_left_it_ends_at_once() {
        let entrants = [(0, true), (1, false), (2, false)];
        let mut t = Tournament::new(&entrants, 50, Speed::Regular, 0);
        t.deal_next(&mut rand_chacha::ChaCha8Rng::seed_from_u64(1))
            .unwrap();
        t.leave(0);
        // The hand plays on between the computers, then it is over.
        play_out(&mut t, &[2], 1);
        assert!(t.is_over());
        let finish = t.finish.clone().unwrap();
        assert_eq!(finish.last(), Some(&(0, true)));
        // The only member finished last, but the pool is the members': all to them.
        assert_eq!(t.prizes(), vec![(0, 50)]);
    }

    #[test]
    fn the_blinds_follow_the_level() {
        let entrants = [(0, true), (1, true)];
        let mut t = Tournament::new(&entrants, 10, Speed::Turbo, 0);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for hand in 1..=12u32 {
            if t.is_over() {
                break;
            }
            t.deal_next(&mut rng).unwrap();
            assert_eq!(
                t.table.settings.big_blind,
                big_blind(level_of(hand, Speed::Turbo))
            );
            // Fold every hand at once: the blinds move chips, nobody goes out soon.
            while let Some(seat) = t.table.hand.as_ref().and_then(|h| h.to_act()) {
                t.act(seat, None, Action::Fold).unwrap();
            }
        }
        assert_eq!(t.level(), 3);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]
        /// Any tournament ends with every entrant placed once, every tournament chip with
        /// the winner, and the pool paid in full to members.
        #[test]
        fn any_tournament_places_everyone_once(
            members in proptest::collection::vec(any::<bool>(), 2..=9),
            moves in proptest::collection::vec(0u8..3, 1..30),
            seed in any::<u64>(),
        ) {
            let entrants: Vec<(SeatNo, bool)> =
                members.iter().enumerate().map(|(i, &m)| (i as SeatNo, m)).collect();
            let mut t = Tournament::new(&entrants, 30, Speed::Turbo, 0);
            // A move list without an all-in could fold for ever: one is added.
            let mut moves = moves;
            moves.push(0);
            play_out(&mut t, &moves, seed);
            prop_assert!(t.is_over());
            let finish = t.finish.clone().unwrap_or_default();
            let mut seats: Vec<SeatNo> = finish.iter().map(|f| f.0).collect();
            seats.sort_unstable();
            prop_assert_eq!(seats, (0..members.len() as SeatNo).collect::<Vec<_>>());
            let paid: i64 = t.prizes().iter().map(|p| p.1).sum();
            let pool = 30 * members.iter().filter(|&&m| m).count() as i64;
            prop_assert_eq!(paid, pool);
        }
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
