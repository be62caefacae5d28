//! Settling a hand's pots: the main pot and a side pot for every all-in, each won by the
//! best hand among the seats that put in enough to be in it, ties splitting it evenly and
//! the odd chips going one at a time to the winners from the first seat left of the button.

use super::eval::Strength;

/// What each seat wins, in seat order, from what each put in (`put_in`) and each live
/// seat's hand (`hands`: None for a seat that folded or never played). `button`: the
/// button's seat. Every chip put in is won: a layer no live seat reached (chips a folded
/// seat put in beyond every live one) goes to the best live hand.
pub fn settle(put_in: &[u64], hands: &[Option<Strength>], button: usize) -> Vec<u64> {
    let seats = put_in.len();
    let mut won = vec![0u64; seats];
    if hands.iter().all(Option::is_none) {
        // Nobody left to show: every seat takes back its own.
        won.copy_from_slice(put_in);
        return won;
    }
    let mut levels: Vec<u64> = put_in.iter().copied().filter(|&c| c > 0).collect();
    levels.sort_unstable();
    levels.dedup();
    let live = |s: usize| hands.get(s).copied().flatten().is_some();
    // The pots: each layer of chips between two amounts put in, by the live seats that
    // reached it; a layer that changes nobody's chances (a folded seat's amount) joins the
    // pot below it.
    let mut pots: Vec<(Vec<usize>, u64)> = Vec::new();
    let mut below = 0u64;
    for &level in &levels {
        let chips: u64 = put_in.iter().map(|&c| c.min(level) - c.min(below)).sum();
        let mut eligible: Vec<usize> = (0..seats)
            .filter(|&s| put_in[s] >= level && live(s))
            .collect();
        if eligible.is_empty() {
            eligible = (0..seats).filter(|&s| live(s)).collect();
        }
        match pots.last_mut() {
            Some((seats, pot)) if *seats == eligible => *pot += chips,
            _ => pots.push((eligible, chips)),
        }
        below = level;
    }
    for (eligible, chips) in pots {
        let best = eligible
            .iter()
            .filter_map(|&s| hands[s])
            .max()
            .unwrap_or(Strength(0));
        // The winners, from the first seat left of the button.
        let winners: Vec<usize> = (1..=seats)
            .map(|k| (button + k) % seats)
            .filter(|s| eligible.contains(s) && hands[*s] == Some(best))
            .collect();
        let share = chips / winners.len() as u64;
        let odd = chips % winners.len() as u64;
        for (k, &s) in winners.iter().enumerate() {
            won[s] += share + u64::from((k as u64) < odd);
        }
    }
    won
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn s(v: u32) -> Option<Strength> {
        Some(Strength(v))
    }

    #[test]
    fn side_pots_go_to_the_best_hand_that_reached_them() {
        // Seat 0 all-in for 50 with the best hand; seats 1 and 2 put in 200 each, seat 2
        // better than seat 1: 150 main pot to seat 0, 300 side pot to seat 2.
        assert_eq!(
            settle(&[50, 200, 200], &[s(9), s(5), s(7)], 2),
            vec![150, 0, 300]
        );
        // A folded seat's chips stay in the pots it reached.
        assert_eq!(
            settle(&[30, 100, 100, 60], &[None, s(5), s(7), s(8)], 0),
            vec![0, 0, 80, 210]
        );
    }

    #[test]
    fn odd_chips_go_from_the_first_seat_left_of_the_button() {
        // One pot of 31 (seat 3 folded after 1 chip), split three ways: 10 each, and the
        // odd chip to the first of them left of the button.
        let put_in = [10, 10, 10, 1];
        let tie = [s(5), s(5), s(5), None];
        assert_eq!(settle(&put_in, &tie, 0), vec![10, 11, 10, 0]);
        assert_eq!(settle(&put_in, &tie, 2), vec![11, 10, 10, 0]);
        // A side pot splits on its own: the main pot's 3 chips between seats 0 and 2 (seat
        // 2 first left of the button, so 2 to it), the side pot's 8 to seat 0 alone.
        assert_eq!(settle(&[5, 5, 1], &[s(5), s(3), s(5)], 0), vec![9, 0, 2]);
    }

    #[test]
    fn an_uncalled_bet_comes_back_and_nobody_left_takes_back_their_own() {
        // Seat 1 bets 100 more than anyone can call: that layer is its own.
        assert_eq!(settle(&[40, 140], &[s(1), s(2)], 0), vec![0, 180]);
        assert_eq!(settle(&[40, 140], &[s(2), s(1)], 0), vec![80, 100]);
        assert_eq!(settle(&[10, 20], &[None, None], 0), vec![10, 20]);
    }

    /// An independent settlement, chip layer by chip layer: each chip of each seat, in
    /// rounds of one chip per seat still holding some, goes to the round's best live hands
    /// among the seats that put that chip in, the round's odd chips from the first seat left
    /// of the button. Slow, and plainly right.
    fn chip_by_chip(put_in: &[u64], hands: &[Option<Strength>], button: usize) -> Vec<u64> {
        let n = put_in.len();
        if hands.iter().all(Option::is_none) {
            return put_in.to_vec();
        }
        let top = put_in.iter().copied().max().unwrap_or(0);
        let mut won = vec![0u64; n];
        // Pots by their eligible seats, as the layers build them, so ties split a whole pot.
        let mut pots: Vec<(Vec<usize>, u64)> = Vec::new();
        for round in 1..=top {
            let chips = put_in.iter().filter(|&&c| c >= round).count() as u64;
            let mut eligible: Vec<usize> = (0..n)
                .filter(|&i| put_in[i] >= round && hands[i].is_some())
                .collect();
            if eligible.is_empty() {
                eligible = (0..n).filter(|&i| hands[i].is_some()).collect();
            }
            match pots.last_mut() {
                Some((seats, pot)) if *seats == eligible => *pot += chips,
                _ => pots.push((eligible, chips)),
            }
        }
        for (eligible, pot) in pots {
            let best = eligible.iter().filter_map(|&i| hands[i]).max();
            let winners: Vec<usize> = (1..=n)
                .map(|k| (button + k) % n)
                .filter(|i| eligible.contains(i) && hands[*i] == best)
                .collect();
            for c in 0..pot {
                won[winners[(c % winners.len() as u64) as usize]] += 1;
            }
        }
        won
    }

    proptest! {
        /// Every chip is won, only live seats win (unless none is left), and the
        /// settlement equals the chip-by-chip one.
        #[test]
        fn pots_keep_every_chip_and_agree_with_a_chip_by_chip_settlement(
            seats in prop::collection::vec((0u64..300, prop::option::of(0u32..4)), 2..10),
            button in 0usize..9,
        ) {
            let put_in: Vec<u64> = seats.iter().map(|(c, _)| *c).collect();
            let hands: Vec<Option<Strength>> = seats
                .iter()
                .map(|(_, h)| h.map(Strength))
                .collect();
            let button = button % put_in.len();
            let won = settle(&put_in, &hands, button);
            prop_assert_eq!(won.iter().sum::<u64>(), put_in.iter().sum::<u64>());
            if hands.iter().any(Option::is_some) {
                for (w, h) in won.iter().zip(&hands) {
                    prop_assert!(*w == 0 || h.is_some());
                }
            }
            prop_assert_eq!(won, chip_by_chip(&put_in, &hands, button));
        }
    }
}
