//! Chips in the middle of a table: stakes paid in, shares paid out, split pots with odd
//! chips, side pots for all-ins, and refunds.

use crate::game::SeatNo;
use serde::{Deserialize, Serialize};

/// What each seat has paid into the pool, in seat order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pool {
    paid: Vec<(SeatNo, i64)>,
}

/// One pot of a hand with all-ins: its chips and the seats that may win it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SidePot {
    pub amount: i64,
    pub eligible: Vec<SeatNo>,
}

impl Pool {
    pub fn add(&mut self, seat: SeatNo, amount: i64) {
        match self.paid.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, paid)) => *paid += amount,
            None => {
                self.paid.push((seat, amount));
                self.paid.sort_by_key(|(s, _)| *s);
            }
        }
    }

    pub fn total(&self) -> i64 {
        self.paid.iter().map(|(_, a)| a).sum()
    }

    pub fn paid_by(&self, seat: SeatNo) -> i64 {
        self.paid
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(0, |(_, a)| *a)
    }

    /// What goes back to each seat when the game is called off.
    pub fn refunds(&self) -> Vec<(SeatNo, i64)> {
        self.paid.iter().copied().filter(|(_, a)| *a > 0).collect()
    }

    pub fn clear(&mut self) {
        self.paid.clear();
    }
}

/// Splits `amount` evenly among `winners`, listed in payout order: the odd chips go one each
/// to the first winners of the list (RULES.md: to the first winner left of the button).
pub fn split(amount: i64, winners: &[SeatNo]) -> Vec<(SeatNo, i64)> {
    if winners.is_empty() || amount <= 0 {
        return Vec::new();
    }
    let n = winners.len() as i64;
    let (share, odd) = (amount / n, amount % n);
    winners
        .iter()
        .enumerate()
        .map(|(i, &seat)| (seat, share + i64::from((i as i64) < odd)))
        .collect()
}

/// `seats` in payout order: starting with the first seat after `button`, wrapping round.
pub fn left_of(button: SeatNo, seats: &[SeatNo]) -> Vec<SeatNo> {
    let mut ordered: Vec<SeatNo> = seats.to_vec();
    ordered.sort_unstable();
    ordered.dedup();
    let first = ordered.iter().position(|&s| s > button).unwrap_or(0);
    ordered.rotate_left(first);
    ordered
}

/// The pots of a hand where players went all-in: one pot per contribution level, each
/// winnable by the seats that paid up to that level and have not folded. A level that only
/// folded seats reached joins the pot below it, so no chip is ever left without a winner;
/// a level that changes nobody's chances (a folded seat's amount) joins it too: one pot,
/// so its odd chips are shared once.
pub fn side_pots(contributions: &[(SeatNo, i64)], folded: &[SeatNo]) -> Vec<SidePot> {
    let mut levels: Vec<i64> = contributions
        .iter()
        .map(|(_, a)| *a)
        .filter(|a| *a > 0)
        .collect();
    levels.sort_unstable();
    levels.dedup();
    let mut pots: Vec<SidePot> = Vec::new();
    let mut below = 0;
    for level in levels {
        let amount: i64 = contributions
            .iter()
            .map(|(_, a)| (*a).min(level) - (*a).min(below))
            .sum();
        let eligible: Vec<SeatNo> = contributions
            .iter()
            .filter(|(s, a)| *a >= level && !folded.contains(s))
            .map(|(s, _)| *s)
            .collect();
        below = level;
        match pots.last_mut() {
            Some(last) if eligible.is_empty() || last.eligible == eligible => last.amount += amount,
            _ => pots.push(SidePot { amount, eligible }),
        }
    }
    // A bottom pot nobody still in can win (everyone in it folded) goes to the next one up.
    while pots.len() > 1 && pots[0].eligible.is_empty() {
        let first = pots.remove(0);
        pots[0].amount += first.amount;
    }
    pots
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn odd_chips_go_to_the_first_winners_in_payout_order() {
        assert_eq!(split(30, &[2, 0]), vec![(2, 15), (0, 15)]);
        assert_eq!(split(31, &[2, 0]), vec![(2, 16), (0, 15)]);
        assert_eq!(split(11, &[1, 3, 4]), vec![(1, 4), (3, 4), (4, 3)]);
        assert!(split(10, &[]).is_empty());
        assert_eq!(left_of(2, &[0, 1, 2, 3]), vec![3, 0, 1, 2]);
        assert_eq!(left_of(3, &[0, 1, 2, 3]), vec![0, 1, 2, 3]);
        assert_eq!(left_of(1, &[3, 0]), vec![3, 0]);
    }

    #[test]
    fn side_pots_with_two_and_three_all_ins() {
        // Seat 0 all-in for 20, seat 1 for 50, seat 2 covers with 100.
        let pots = side_pots(&[(0, 20), (1, 50), (2, 100)], &[]);
        assert_eq!(
            pots,
            vec![
                SidePot {
                    amount: 60,
                    eligible: vec![0, 1, 2]
                },
                SidePot {
                    amount: 60,
                    eligible: vec![1, 2]
                },
                SidePot {
                    amount: 50,
                    eligible: vec![2]
                },
            ]
        );
        // Three all-ins below a caller, and a folded seat's chips stay in the pots it reached.
        let pots = side_pots(&[(0, 10), (1, 30), (2, 30), (3, 60), (4, 60)], &[4]);
        let amounts: Vec<i64> = pots.iter().map(|p| p.amount).collect();
        assert_eq!(amounts, vec![50, 80, 60]);
        assert_eq!(pots[2].eligible, vec![3]);
        // A folded seat's amount makes no pot of its own: one pot of 231 for seats 0 and 1.
        assert_eq!(
            side_pots(&[(0, 100), (1, 100), (2, 31)], &[2]),
            vec![SidePot {
                amount: 231,
                eligible: vec![0, 1]
            }]
        );
        // Everyone above the level folded: that level joins the pot below.
        let pots = side_pots(&[(0, 10), (1, 40)], &[1]);
        assert_eq!(
            pots,
            vec![SidePot {
                amount: 50,
                eligible: vec![0]
            }]
        );
    }

    #[test]
    fn pools_add_up_and_refund_what_was_paid() {
        let mut pool = Pool::default();
        pool.add(3, 10);
        pool.add(0, 10);
        pool.add(3, 5);
        assert_eq!(pool.total(), 25);
        assert_eq!(pool.paid_by(3), 15);
        assert_eq!(pool.refunds(), vec![(0, 10), (3, 15)]);
    }

    proptest! {
        #[test]
        fn side_pots_hold_every_chip_and_only_live_seats_win(
            paid in proptest::collection::vec(0i64..200, 2..7),
            folds in proptest::collection::vec(any::<bool>(), 7),
        ) {
            let contributions: Vec<(SeatNo, i64)> =
                paid.iter().enumerate().map(|(i, a)| (i as SeatNo, *a)).collect();
            let mut folded: Vec<SeatNo> = contributions.iter()
                .filter(|(s, _)| folds[*s as usize]).map(|(s, _)| *s).collect();
            // At least one seat that paid the most stays in.
            let top = contributions.iter().max_by_key(|(_, a)| *a).map(|(s, _)| *s).unwrap();
            folded.retain(|s| *s != top);
            let pots = side_pots(&contributions, &folded);
            let total: i64 = paid.iter().sum();
            prop_assert_eq!(pots.iter().map(|p| p.amount).sum::<i64>(), total);
            for pot in &pots {
                prop_assert!(!pot.eligible.is_empty());
                prop_assert!(pot.eligible.iter().all(|s| !folded.contains(s)));
            }
        }

        /// Pots settled through `side_pots`, `left_of` and `split` equal an independent
        /// settlement chip by chip: each chip level's chips go to the live seats that
        /// reached it (to the level below's when none did), levels with the same seats
        /// forming one pot, each pot to its best hands, odd chips from the first seat left
        /// of the button.
        #[test]
        fn settled_pots_agree_with_a_chip_by_chip_settlement(
            seats in proptest::collection::vec((0i64..120, any::<bool>(), 0u8..3), 2..8),
            button in 0u8..8,
        ) {
            let n = seats.len();
            let button = (button as usize % n) as SeatNo;
            let contributions: Vec<(SeatNo, i64)> =
                seats.iter().enumerate().map(|(i, (a, _, _))| (i as SeatNo, *a)).collect();
            let mut folded: Vec<SeatNo> = (0..n)
                .filter(|&i| seats[i].1)
                .map(|i| i as SeatNo)
                .collect();
            let top = contributions.iter().max_by_key(|(_, a)| *a).map(|(s, _)| *s).unwrap();
            folded.retain(|s| *s != top);
            let strength = |s: SeatNo| seats[s as usize].2;
            let mut won = vec![0i64; n];
            for pot in side_pots(&contributions, &folded) {
                let best = pot.eligible.iter().map(|&s| strength(s)).max().unwrap();
                let winners: Vec<SeatNo> =
                    pot.eligible.iter().copied().filter(|&s| strength(s) == best).collect();
                for (seat, chips) in split(pot.amount, &left_of(button, &winners)) {
                    won[seat as usize] += chips;
                }
            }
            // Chip by chip: the live seats holding each chip level, merged into pots.
            let live = |i: usize| !folded.contains(&(i as SeatNo));
            let mut pots: Vec<(Vec<usize>, i64)> = Vec::new();
            let top_level = seats.iter().map(|(a, _, _)| *a).max().unwrap_or(0);
            for level in 1..=top_level {
                let chips = seats.iter().filter(|(a, _, _)| *a >= level).count() as i64;
                let holders: Vec<usize> =
                    (0..n).filter(|&i| seats[i].0 >= level && live(i)).collect();
                match pots.last_mut() {
                    Some((last, pot)) if holders.is_empty() || *last == holders => *pot += chips,
                    _ => pots.push((holders, chips)),
                }
            }
            while pots.len() > 1 && pots[0].0.is_empty() {
                let (_, chips) = pots.remove(0);
                pots[0].1 += chips;
            }
            let mut expected = vec![0i64; n];
            for (holders, pot) in pots {
                let best = holders.iter().map(|&i| seats[i].2).max().unwrap();
                // From the first seat left of the button, round the table.
                let winners: Vec<usize> = (1..=n)
                    .map(|k| (button as usize + k) % n)
                    .filter(|i| holders.contains(i) && seats[*i].2 == best)
                    .collect();
                for c in 0..pot {
                    expected[winners[(c % winners.len() as i64) as usize]] += 1;
                }
            }
            prop_assert_eq!(won, expected);
        }

        #[test]
        fn splits_pay_every_chip_and_differ_by_at_most_one(
            amount in 0i64..10_000,
            n in 1usize..7,
        ) {
            let winners: Vec<SeatNo> = (0..n as SeatNo).collect();
            let shares = split(amount, &winners);
            let paid: i64 = shares.iter().map(|(_, a)| a).sum();
            prop_assert_eq!(paid, if amount > 0 { amount } else { 0 });
            if let (Some(max), Some(min)) = (shares.iter().map(|s| s.1).max(), shares.iter().map(|s| s.1).min()) {
                prop_assert!(max - min <= 1);
                prop_assert_eq!(shares[0].1, max);
            }
        }
    }
}
