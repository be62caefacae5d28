//! The hands a table keeps after they end, beside its last one ([`HoldemTable::last`]):
//!
//! - **On the board.** Every hand that ended since a member last acted stays on the board,
//!   not only the latest: when a member's click ends a hand and the next one ends at once (a
//!   computer folds its blind), both are shown. The board keeps at most [`ON_BOARD`].
//! - **To review.** Each seated player's last hand, with every action, so that a member may
//!   look back at the last hand they played however many were dealt without them since.
//!
//! [`HoldemTable::last`]: super::table::HoldemTable::last

use super::hand::HandEnd;
use crate::game::SeatNo;
use serde::{Deserialize, Serialize};

/// The most hands the board shows at once, the last one included.
pub const ON_BOARD: usize = 4;

/// The hands kept before the last.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    /// Hands ended before the last, oldest first: those the board still shows, and each
    /// seated player's last hand.
    #[serde(default)]
    pub earlier: Vec<HandEnd>,
    /// The number of the last hand ended when a member last acted: the board shows the
    /// hands ended after it.
    #[serde(default)]
    pub seen: u32,
}

impl History {
    /// A hand ended: `previous`, the last hand until now, joins the earlier ones, and those
    /// neither on the board nor a seated player's last hand are let go.
    pub fn ended(&mut self, previous: Option<HandEnd>, last: &HandEnd, seated: &[SeatNo]) {
        self.earlier.extend(previous);
        let newest_on_board: Vec<u32> = self
            .earlier
            .iter()
            .rev()
            .filter(|e| e.number > self.seen)
            .take(ON_BOARD - 1)
            .map(|e| e.number)
            .collect();
        let played_last: Vec<u32> = seated
            .iter()
            .filter(|&&seat| last.seat(seat).is_none())
            .filter_map(|&seat| {
                self.earlier
                    .iter()
                    .rev()
                    .find(|e| e.seat(seat).is_some())
                    .map(|e| e.number)
            })
            .collect();
        self.earlier
            .retain(|e| newest_on_board.contains(&e.number) || played_last.contains(&e.number));
    }

    /// A member acted: the hands ended so far have been seen.
    pub fn member_acted(&mut self, last: Option<&HandEnd>) {
        if let Some(last) = last {
            self.seen = self.seen.max(last.number);
        }
    }

    /// The hands the board shows, oldest first: those ended since a member last acted (at
    /// most [`ON_BOARD`]), and always the last.
    pub fn on_board<'a>(&'a self, last: &'a HandEnd) -> Vec<&'a HandEnd> {
        let mut shown: Vec<&HandEnd> = self
            .earlier
            .iter()
            .filter(|e| e.number > self.seen && e.number < last.number)
            .collect();
        let skip = shown.len().saturating_sub(ON_BOARD - 1);
        shown.drain(..skip);
        shown.push(last);
        shown
    }

    /// The last hand `seat` was dealt into, among the last and the earlier ones.
    pub fn played_by<'a>(&'a self, last: Option<&'a HandEnd>, seat: SeatNo) -> Option<&'a HandEnd> {
        last.into_iter()
            .chain(self.earlier.iter().rev())
            .find(|e| e.seat(seat).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand ended with these seats dealt in.
    fn end(number: u32, seats: &[SeatNo]) -> HandEnd {
        HandEnd {
            number,
            button: seats[0],
            board: Vec::new(),
            seats: seats
                .iter()
                .map(|&seat| super::super::hand::SeatEnd {
                    seat,
                    hole: [crate::cards::Card::new(2, crate::cards::Suit::Spades); 2],
                    put_in: 0,
                    won: 0,
                    stack: 0,
                    folded: false,
                    strength: None,
                    shown: false,
                })
                .collect(),
            pots: Vec::new(),
            showdown: false,
            log: Vec::new(),
            all_in: None,
        }
    }

    /// Records hands `numbers` ending one after the other, each with `seats` dealt in.
    fn play(history: &mut History, last: &mut Option<HandEnd>, numbers: &[(u32, &[SeatNo])]) {
        for &(number, seats) in numbers {
            let ended = end(number, seats);
            history.ended(last.take(), &ended, &[0, 1, 2]);
            *last = Some(ended);
        }
    }

    fn numbers(ends: Vec<&HandEnd>) -> Vec<u32> {
        ends.into_iter().map(|e| e.number).collect()
    }

    #[test]
    fn the_board_shows_every_hand_since_a_member_acted() {
        let mut history = History::default();
        let mut last = None;
        play(&mut history, &mut last, &[(1, &[0, 1]), (2, &[0, 1])]);
        let shown =
            |h: &History, last: &Option<HandEnd>| numbers(h.on_board(last.as_ref().unwrap()));
        assert_eq!(shown(&history, &last), vec![1, 2]);
        // A member acts: what ended before is seen, the last stays.
        history.member_acted(last.as_ref());
        assert_eq!(shown(&history, &last), vec![2]);
        play(&mut history, &mut last, &[(3, &[0, 1]), (4, &[0, 1])]);
        assert_eq!(shown(&history, &last), vec![3, 4]);
        // Many hands with no member acting (a sit-and-go whose members sit out): the latest.
        for n in 5..20 {
            play(&mut history, &mut last, &[(n, &[0, 1])]);
        }
        assert_eq!(shown(&history, &last), vec![16, 17, 18, 19]);
        assert!(
            history.earlier.len() < ON_BOARD + 3,
            "{}",
            history.earlier.len()
        );
    }

    /// A table saved before hands kept their actions and the table its history still loads.
    #[test]
    fn a_table_saved_before_loads() {
        let mut table = super::super::table::HoldemTable::new(
            super::super::table::Settings::default(),
            &[(0, 200), (1, 200)],
            0,
        );
        table.last = Some(end(1, &[0, 1]));
        let mut saved = serde_json::to_value(&table).expect("saved");
        saved.as_object_mut().expect("an object").remove("history");
        saved["last"]
            .as_object_mut()
            .expect("the last hand")
            .remove("log");
        let loaded: super::super::table::HoldemTable =
            serde_json::from_value(saved).expect("loads");
        assert_eq!(loaded.history, History::default());
        assert_eq!(loaded.last, table.last);
    }

    #[test]
    fn each_seated_player_can_look_back_at_their_last_hand() {
        let mut history = History::default();
        let mut last = None;
        // Seat 2 plays hand 1, then sits out while seats 0 and 1 play on.
        play(&mut history, &mut last, &[(1, &[0, 1, 2])]);
        for n in 2..12 {
            history.member_acted(last.as_ref());
            play(&mut history, &mut last, &[(n, &[0, 1])]);
        }
        let played = |seat| history.played_by(last.as_ref(), seat).map(|e| e.number);
        assert_eq!(played(2), Some(1));
        assert_eq!(played(0), Some(11));
        assert_eq!(played(5), None);
        // Only what is needed is kept: hand 1 for seat 2 (and nothing on the board).
        assert_eq!(
            history.earlier.iter().map(|e| e.number).collect::<Vec<_>>(),
            vec![1]
        );
    }
}
