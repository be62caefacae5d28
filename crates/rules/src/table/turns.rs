//! Turn order at a table: whose turn it is, rounds, timeouts in a row, and seats that are out.

use crate::game::SeatNo;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turns {
    /// Seats in the order they play.
    order: Vec<SeatNo>,
    /// Index in `order` of the seat to act.
    current: usize,
    /// Seats that no longer take turns (left or dropped).
    out: Vec<SeatNo>,
    /// Turns each seat has let time out in a row.
    timeouts: Vec<(SeatNo, u8)>,
    /// Full rounds completed.
    round: u32,
}

impl Turns {
    pub fn new(order: Vec<SeatNo>) -> Turns {
        Turns {
            order,
            ..Turns::default()
        }
    }

    /// The seat to act, or None when nobody is left.
    pub fn current(&self) -> Option<SeatNo> {
        let seat = *self.order.get(self.current)?;
        (!self.out.contains(&seat)).then_some(seat)
    }

    /// Seats still taking turns, in playing order.
    pub fn active(&self) -> Vec<SeatNo> {
        self.order
            .iter()
            .copied()
            .filter(|s| !self.out.contains(s))
            .collect()
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// The turn passes to the next seat still in; a new round starts on wrapping round.
    pub fn advance(&mut self) {
        if self.active().is_empty() {
            return;
        }
        loop {
            self.current += 1;
            if self.current >= self.order.len() {
                self.current = 0;
                self.round += 1;
            }
            if self.current().is_some() {
                return;
            }
        }
    }

    /// A seat joins the turn order in its place by number; whose turn it is does not change.
    pub fn add(&mut self, seat: SeatNo) {
        if self.order.contains(&seat) {
            return;
        }
        let current = self.order.get(self.current).copied();
        self.order.push(seat);
        self.order.sort_unstable();
        if let Some(at) = current.and_then(|c| self.order.iter().position(|&s| s == c)) {
            self.current = at;
        }
    }

    /// A seat leaves the turn order; if it was to act, the turn passes.
    pub fn remove(&mut self, seat: SeatNo) {
        if self.out.contains(&seat) {
            return;
        }
        let was_current = self.current() == Some(seat);
        self.out.push(seat);
        if was_current {
            self.advance();
        }
    }

    /// Counts a timed-out turn; returns how many in a row this seat has let go.
    pub fn timed_out(&mut self, seat: SeatNo) -> u8 {
        match self.timeouts.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, n)) => {
                *n = n.saturating_add(1);
                *n
            }
            None => {
                self.timeouts.push((seat, 1));
                1
            }
        }
    }

    /// The seat played a turn itself: its run of timeouts ends.
    pub fn acted(&mut self, seat: SeatNo) {
        self.timeouts.retain(|(s, _)| *s != seat);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_added_takes_its_place_and_the_turn_stays_where_it_was() {
        let mut turns = Turns::new(vec![0, 2, 5]);
        turns.advance();
        assert_eq!(turns.current(), Some(2));
        turns.add(3);
        turns.add(1);
        turns.add(3);
        assert_eq!(turns.active(), vec![0, 1, 2, 3, 5]);
        assert_eq!(turns.current(), Some(2), "whose turn it is does not change");
        let order: Vec<SeatNo> = (0..5)
            .map(|_| {
                turns.advance();
                turns.current().unwrap_or(99)
            })
            .collect();
        assert_eq!(
            order,
            vec![3, 5, 0, 1, 2],
            "the new seats play in seat order"
        );
        turns.remove(3);
        turns.add(3);
        assert!(!turns.active().contains(&3), "a seat that left stays out");
    }

    #[test]
    fn turns_rotate_skip_seats_that_are_out_and_count_rounds() {
        let mut t = Turns::new(vec![0, 2, 3]);
        assert_eq!(t.current(), Some(0));
        t.advance();
        assert_eq!(t.current(), Some(2));
        t.remove(2);
        assert_eq!(t.current(), Some(3), "the leaver's turn passes");
        assert_eq!(t.round(), 0);
        t.advance();
        assert_eq!((t.current(), t.round()), (Some(0), 1));
        t.advance();
        assert_eq!(t.current(), Some(3), "seat 2 is skipped");
        assert_eq!(t.active(), vec![0, 3]);
        t.remove(0);
        t.remove(3);
        assert_eq!(t.current(), None);
        t.advance();
        assert_eq!(t.current(), None);
    }

    #[test]
    fn timeouts_count_in_a_row_until_the_seat_acts() {
        let mut t = Turns::new(vec![0, 1]);
        assert_eq!(t.timed_out(1), 1);
        assert_eq!(t.timed_out(1), 2);
        t.acted(1);
        assert_eq!(t.timed_out(1), 1);
        assert_eq!(t.timed_out(0), 1);
    }
}
