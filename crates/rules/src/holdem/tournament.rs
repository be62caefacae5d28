//! A sit-and-go's schedule and prizes: the blinds rising by level, and the prize pool paid
//! by place among the members.
//!
//! - Every entrant starts with [`START_STACK`] tournament chips. The level rises every 5
//!   hands (turbo), 10 (regular) or 20 (slow), through round blinds: 10/20, 15/30, 25/50,
//!   30/60, 50/100, 75/150, 100/200, 150/300, 200/400, 300/600, then doubling each level.
//! - Computers only shape play: they enter without paying, take no place and win nothing.
//!   The members place among themselves, in the order they finished, and the pool (their
//!   buy-ins) is paid by those places, by the number of members: all to the winner up to 3,
//!   65/35 from 4 to 6, 50/30/20 from 7; odd chips to the higher place. A sit-and-go with
//!   one member pays no prize: its buy-in goes back as a refund.
//! - Players knocked out in the same hand who started it with the same chips tie (as the
//!   TDA rules): each shows the best of the places they cover, and they share the prizes of
//!   those places equally, odd chips one each to the lower seat numbers.

use super::betting::Action;
use super::table::{HoldemTable, Settings, TableError};
use crate::game::SeatNo;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Tournament chips each entrant starts with.
pub const START_STACK: i64 = 1_500;
/// The first level's big blind.
pub const START_BIG_BLIND: i64 = 20;
/// The big blinds of the first levels; each later level doubles the last.
const BIG_BLINDS: [i64; 10] = [20, 30, 50, 60, 100, 150, 200, 300, 400, 600];

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

/// The big blind at `level` (1 the first): the round levels, then doubling.
pub fn big_blind(level: u32) -> i64 {
    let at = level.max(1) as usize - 1;
    match BIG_BLINDS.get(at) {
        Some(&blind) => blind,
        None => {
            let last = BIG_BLINDS[BIG_BLINDS.len() - 1];
            let doublings = u32::try_from(at + 1 - BIG_BLINDS.len()).unwrap_or(u32::MAX);
            last.saturating_mul(2_i64.saturating_pow(doublings))
        }
    }
}

/// The level of the hand numbered `hand` (1 the first).
pub fn level_of(hand: u32, speed: Speed) -> u32 {
    hand.saturating_sub(1) / speed.hands_per_level() + 1
}

/// Each paid place's share of the pool, in percent, for this many members.
pub fn shares(members: usize) -> &'static [i64] {
    match members {
        0..=3 => &[100],
        4..=6 => &[65, 35],
        _ => &[50, 30, 20],
    }
}

/// Each paid place's prize, the first place first: the pool by [`shares`] for this many
/// members, odd chips one each to the higher places.
pub fn prizes(pool: i64, members: usize) -> Vec<i64> {
    let shares = shares(members);
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

/// Whether `a` and `b` tie: out in the same hand with the same chips at its start.
fn tied(ties: &[Vec<SeatNo>], a: SeatNo, b: SeatNo) -> bool {
    ties.iter()
        .any(|group| group.contains(&a) && group.contains(&b))
}

/// Each seat's place in `order` (the best first, 1 the first place): a seat tied with the
/// one before it shares its place. Tied seats stand next to each other in `order`.
pub fn standings(order: &[SeatNo], ties: &[Vec<SeatNo>]) -> Vec<(SeatNo, usize)> {
    let mut placed: Vec<(SeatNo, usize)> = Vec::with_capacity(order.len());
    for (at, &seat) in order.iter().enumerate() {
        let place = match placed.last() {
            Some(&(before, place)) if tied(ties, before, seat) => place,
            _ => at + 1,
        };
        placed.push((seat, place));
    }
    placed
}

/// The members of `finish` (every entrant, the winner first, each with whether it is a
/// member), in their order, each with their place among the members.
pub fn member_standings(finish: &[(SeatNo, bool)], ties: &[Vec<SeatNo>]) -> Vec<(SeatNo, usize)> {
    let members: Vec<SeatNo> = finish
        .iter()
        .filter(|(_, member)| *member)
        .map(|(seat, _)| *seat)
        .collect();
    standings(&members, ties)
}

/// The prizes paid: the pool by the members' places among themselves, by [`prizes`] for
/// the number of members. Players tied share the prizes of the places they cover, equally,
/// odd chips one each to the lower seats. With fewer than two members nothing is paid (a
/// lone member's buy-in goes back as a refund); otherwise every chip of the pool is.
pub fn pay(pool: i64, finish: &[(SeatNo, bool)], ties: &[Vec<SeatNo>]) -> Vec<(SeatNo, i64)> {
    let standing = member_standings(finish, ties);
    if standing.len() < 2 {
        return Vec::new();
    }
    let prizes = prizes(pool, standing.len());
    let mut paid: Vec<(SeatNo, i64)> = Vec::with_capacity(standing.len());
    let mut from = 0;
    while from < standing.len() {
        // The group tied for this place: the places from..to.
        let place = standing[from].1;
        let to = from + standing[from..].iter().take_while(|s| s.1 == place).count();
        let total: i64 = prizes.iter().skip(from).take(to - from).sum();
        let mut group: Vec<SeatNo> = standing[from..to].iter().map(|s| s.0).collect();
        let each = total / group.len() as i64;
        let mut odd = total - each * group.len() as i64;
        group.sort_unstable();
        let mut amounts: Vec<(SeatNo, i64)> = group
            .iter()
            .map(|&seat| {
                let extra = i64::from(odd > 0);
                odd -= extra;
                (seat, each + extra)
            })
            .collect();
        // Listed in finishing order, as the standings are.
        amounts.sort_by_key(|(seat, _)| standing[from..to].iter().position(|s| s.0 == *seat));
        paid.extend(amounts);
        from = to;
    }
    paid.retain(|(_, amount)| *amount > 0);
    paid
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
    /// The players tied, each group for the places it covers: out in the same hand with the
    /// same chips at its start (or standing with the same chips at the end).
    #[serde(default)]
    pub ties: Vec<Vec<SeatNo>>,
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
            ties: Vec::new(),
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
            // started it with more finishes higher, so goes out later; the same chips tie.
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
            self.note_ties(&busted);
            for (seat, _) in busted {
                self.table.leave(seat);
                self.out.push(seat);
            }
        }
        let left: Vec<SeatNo> = self.table.sitters.iter().map(|s| s.seat).collect();
        let members_left = left.iter().any(|&s| self.member(s));
        if self.table.hand.is_none() && (left.len() <= 1 || !members_left) {
            // The rest place by their stacks, the largest first; the same stack ties.
            let mut standing: Vec<(SeatNo, i64)> = self
                .table
                .sitters
                .iter()
                .map(|s| (s.seat, s.stack))
                .collect();
            standing.sort_by_key(|&(seat, stack)| (std::cmp::Reverse(stack), seat));
            self.note_ties(&standing);
            let mut finish: Vec<(SeatNo, bool)> =
                standing.iter().map(|&(s, _)| (s, self.member(s))).collect();
            finish.extend(self.out.iter().rev().map(|&s| (s, self.member(s))));
            self.finish = Some(finish);
        }
    }

    /// Records the ties of `placed` (seats with their chips, sorted by them): each run of
    /// more than one seat with the same chips.
    fn note_ties(&mut self, placed: &[(SeatNo, i64)]) {
        for run in placed.chunk_by(|a, b| a.1 == b.1) {
            if run.len() > 1 {
                self.ties.push(run.iter().map(|&(seat, _)| seat).collect());
            }
        }
    }

    /// The members, each with their place among the members once it is over.
    pub fn standings(&self) -> Vec<(SeatNo, usize)> {
        self.finish
            .as_ref()
            .map_or_else(Vec::new, |finish| member_standings(finish, &self.ties))
    }

    /// How many members entered.
    pub fn members(&self) -> usize {
        self.entrants.iter().filter(|e| e.1).count()
    }

    /// Each member's prize, once it is over (none with fewer than two members).
    pub fn prizes(&self) -> Vec<(SeatNo, i64)> {
        self.finish
            .as_ref()
            .map_or_else(Vec::new, |finish| pay(self.pool, finish, &self.ties))
    }

    /// A lone member's buy-in, given back once it is over: a sit-and-go pays prizes among
    /// two members or more.
    pub fn refund(&self) -> Option<(SeatNo, i64)> {
        let finish = self.finish.as_ref()?;
        let mut members = finish.iter().filter(|e| e.1);
        let (seat, _) = members.next()?;
        (members.next().is_none() && self.pool > 0).then_some((*seat, self.pool))
    }

    /// The place among the members (1 the first) of the member at `seat`, once it is out
    /// or it is over, when two members or more entered. Computers take no place.
    pub fn place(&self, seat: SeatNo) -> Option<usize> {
        if !self.member(seat) || self.members() < 2 {
            return None;
        }
        if self.finish.is_some() {
            return self.standings().iter().find(|s| s.0 == seat).map(|s| s.1);
        }
        // Those out so far hold the last places, the last out the best of them.
        let out: Vec<SeatNo> = self
            .out
            .iter()
            .rev()
            .copied()
            .filter(|&s| self.member(s))
            .collect();
        let above = self.members() - out.len();
        standings(&out, &self.ties)
            .iter()
            .find(|s| s.0 == seat)
            .map(|s| above + s.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::SeedableRng;

    #[test]
    fn the_blinds_rise_by_round_levels_then_double() {
        let levels: Vec<i64> = (1..=13).map(big_blind).collect();
        assert_eq!(
            levels,
            vec![
                20, 30, 50, 60, 100, 150, 200, 300, 400, 600, 1_200, 2_400, 4_800
            ]
        );
        // The small blind is half: 10/20, 15/30, 25/50, … 300/600, all whole.
        assert!(levels.iter().all(|bb| bb % 2 == 0));
        assert_eq!(big_blind(0), 20);
        assert_eq!(big_blind(u32::MAX), i64::MAX);
        assert_eq!(level_of(1, Speed::Turbo), 1);
        assert_eq!(level_of(5, Speed::Turbo), 1);
        assert_eq!(level_of(6, Speed::Turbo), 2);
        assert_eq!(level_of(21, Speed::Regular), 3);
        assert_eq!(level_of(20, Speed::Slow), 1);
    }

    #[test]
    fn the_pool_is_paid_by_place_among_the_members() {
        assert_eq!(prizes(300, 3), vec![300]);
        assert_eq!(prizes(401, 4), vec![261, 140]);
        assert_eq!(prizes(700, 7), vec![350, 210, 140]);
        // 101: 50, 30, 20 and one odd chip, to first place.
        assert_eq!(prizes(101, 9), vec![51, 30, 20]);
        // Two members among four entrants: a computer won, but the structure is the two
        // members' (all to the winner) and the places theirs.
        let finish = [(3, false), (1, true), (4, false), (2, true)];
        assert_eq!(pay(200, &finish, &[]), vec![(1, 200)]);
        assert_eq!(member_standings(&finish, &[]), vec![(1, 1), (2, 2)]);
        // Four members among eight entrants: 65/35, the last members nothing.
        let finish: Vec<(SeatNo, bool)> = (0..8).map(|s| (s, s % 2 == 1)).collect();
        assert_eq!(pay(400, &finish, &[]), vec![(1, 260), (3, 140)]);
        // One member among seven: no prize (the buy-in goes back as a refund).
        let finish: Vec<(SeatNo, bool)> = (0..7).map(|s| (s, s == 5)).collect();
        assert!(pay(100, &finish, &[]).is_empty());
        assert!(pay(100, &[(0, false), (1, false)], &[]).is_empty());
    }

    #[test]
    fn tied_players_share_the_places_they_cover() {
        let finish: Vec<(SeatNo, bool)> = (0..4).map(|s| (s, true)).collect();
        // Seats 1 and 2 tie for 2nd and 3rd: 2nd's 70 shared, 3rd pays nothing.
        let ties = vec![vec![2, 1]];
        assert_eq!(
            member_standings(&finish, &ties),
            vec![(0, 1), (1, 2), (2, 2), (3, 4)]
        );
        assert_eq!(pay(200, &finish, &ties), vec![(0, 130), (1, 35), (2, 35)]);
        // Tied for 1st and 2nd: 131 + 70 shared, the odd chip to the lower seat.
        let finish = [(3, true), (1, true), (0, true), (2, true)];
        let ties = vec![vec![3, 1]];
        assert_eq!(pay(201, &finish, &ties), vec![(3, 100), (1, 101)]);
        // A computer in the tie takes no share.
        let finish = [(0, true), (4, false), (1, true), (2, true), (3, true)];
        let ties = vec![vec![4, 1, 2]];
        assert_eq!(
            member_standings(&finish, &ties),
            vec![(0, 1), (1, 2), (2, 2), (3, 4)]
        );
        assert_eq!(
            standings(&[5, 6, 7], &[vec![5, 6]]),
            vec![(5, 1), (6, 1), (7, 3)]
        );
    }

    /// Four members, three all in on the first hand: the two who lose started it with the
    /// same chips, so they tie for 3rd and 4th, and both are placed 3rd.
    #[test]
    fn knocked_out_in_one_hand_with_the_same_chips_ties() {
        let entrants = [(0, true), (1, true), (2, true), (3, true)];
        let mut tied_once = false;
        for seed in 0..20 {
            let mut t = Tournament::new(&entrants, 100, Speed::Turbo, 0);
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            t.deal_next(&mut rng).unwrap();
            while let Some(hand) = t.table.hand.as_ref() {
                let (Some(seat), Some(o)) = (hand.to_act(), hand.options()) else {
                    break;
                };
                // Seat 3 folds; the others go all in.
                let action = match (seat, o.raise) {
                    (3, _) => Action::Fold,
                    (_, Some((_, most))) => Action::RaiseTo(most),
                    _ => Action::Call,
                };
                t.act(seat, None, action).unwrap();
            }
            // A split pot knocks nobody out; one winner knocks out two.
            if t.out.len() != 2 {
                continue;
            }
            tied_once = true;
            assert_eq!(t.ties, vec![t.out.clone()]);
            let places: Vec<Option<usize>> = t.out.iter().map(|&s| t.place(s)).collect();
            assert_eq!(places, vec![Some(3), Some(3)], "seed {seed}");
        }
        assert!(tied_once);
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
        // The members place among themselves; 65/35 for four members.
        let members: Vec<SeatNo> = finish.iter().filter(|f| f.1).map(|f| f.0).collect();
        for seat in &members {
            let at = members.iter().position(|s| s == seat).unwrap_or(0) + 1;
            let place = t.place(*seat).unwrap_or(0);
            assert!(place <= at && place >= 1, "{seat}: {place} for {at}");
        }
        assert_eq!(t.place(4), None, "a computer takes no place");
        let prizes = t.prizes();
        assert_eq!(prizes.iter().map(|p| p.1).sum::<i64>(), 400);
        if t.ties.is_empty() {
            assert_eq!(prizes, vec![(members[0], 260), (members[1], 140)]);
        }
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
        // The only member: no prize, the buy-in goes back.
        assert!(t.prizes().is_empty());
        assert_eq!(t.refund(), Some((0, 50)));
        assert_eq!(t.place(0), None);
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
            let refund = t.refund().map_or(0, |r| r.1);
            let count = members.iter().filter(|&&m| m).count();
            prop_assert_eq!(paid + refund, 30 * count as i64);
            prop_assert_eq!(refund > 0, count == 1);
        }
    }

    proptest! {
        /// Every chip of the pool is paid, to members only, a higher-finishing member never
        /// less than one below it, tied members the same but for an odd chip.
        #[test]
        fn every_chip_goes_to_a_member_by_place(
            pool in 0i64..1_000_000,
            members in proptest::collection::vec(any::<bool>(), 2..=9),
            tie in proptest::option::of((0usize..9, 2usize..4)),
        ) {
            let finish: Vec<(SeatNo, bool)> =
                members.iter().enumerate().map(|(i, &m)| (i as SeatNo, m)).collect();
            let ties: Vec<Vec<SeatNo>> = tie
                .map(|(from, len)| {
                    finish.iter().skip(from).take(len).map(|f| f.0).collect::<Vec<_>>()
                })
                .filter(|g| g.len() > 1)
                .into_iter()
                .collect();
            let paid = pay(pool, &finish, &ties);
            if members.iter().filter(|&&m| m).count() >= 2 {
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
            prop_assert!(amounts.windows(2).all(|w| w[0] + 1 >= w[1]));
            let standing = member_standings(&finish, &ties);
            for (i, w) in amounts.windows(2).enumerate() {
                if standing[i].1 != standing[i + 1].1 {
                    prop_assert!(w[0] >= w[1]);
                } else {
                    prop_assert!((w[0] - w[1]).abs() <= 1);
                }
            }
        }
    }
}
