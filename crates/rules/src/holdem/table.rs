//! A no-limit cash table: who sits with what stack, who sits out, the button, and hand after
//! hand (`hand::Hand`), with rebuys up to the table's maximum.
//!
//! - **Joining and leaving.** A member sits down between hands with a buy-in of 20 to 100
//!   big blinds (the table's maximum is 100) and is dealt in from the next hand. Leaving
//!   mid-hand folds the hand; the stack goes with the member.
//! - **Rebuys.** Between hands, or while not in the hand, a seated member may add chips up to
//!   the table's maximum.
//! - **Sitting out.** Three idle turns in a row sit a member out: no blinds, no cards, until
//!   they are back. A member sitting out for an hour ([`SIT_OUT_SECONDS`]) is to leave with
//!   their stack ([`HoldemTable::expired`]).
//! - **The button** moves one seat left each hand, to the next player dealt in.
//! - **The last hand** stays on the table ([`HandEnd`]), where a player may still show
//!   their cards.
//!
//! The table keeps the time it was last told (`now`, Unix seconds), so that it stays a pure
//! function of what it is given.

use super::betting::Action;
use super::hand::{Hand, HandEnd, HandError};
use super::history::History;
use crate::game::SeatNo;
use crate::table::pool::left_of;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// The most a big blind may be.
pub const MAX_BIG_BLIND: i64 = 10_000;
/// A buy-in is 20 to 100 big blinds; the table's maximum stack is 100.
pub const MIN_BUY_IN_BLINDS: i64 = 20;
pub const MAX_BUY_IN_BLINDS: i64 = 100;
/// Idle turns in a row that sit a member out.
pub const IDLE_TURNS: u8 = 3;
/// A member sitting out this long leaves the table.
pub const SIT_OUT_SECONDS: i64 = 3_600;

/// A table's settings, fixed when it opens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub big_blind: i64,
    pub seats: usize,
    /// Each member's first buy-in.
    pub buy_in: i64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            big_blind: 2,
            seats: 6,
            buy_in: 200,
        }
    }
}

impl Settings {
    /// The most a stack may be after a buy-in or a rebuy.
    pub fn max_stack(&self) -> i64 {
        self.big_blind * MAX_BUY_IN_BLINDS
    }

    pub fn min_buy_in(&self) -> i64 {
        self.big_blind * MIN_BUY_IN_BLINDS
    }
}

/// Why the table refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("a hand is in play")]
    HandInProgress,
    #[error("fewer than two players can be dealt in")]
    NotEnoughPlayers,
    #[error("not seated at this table")]
    NotSeated,
    #[error("already seated")]
    AlreadySeated,
    #[error("a rebuy must leave the stack at most {max}")]
    RebuyTooLarge { max: i64 },
    #[error("a rebuy must bring the stack to at least {min}")]
    RebuyTooSmall { min: i64 },
    #[error("nothing to add")]
    NothingToAdd,
    #[error("in the hand in play")]
    InTheHand,
    #[error("not sitting out")]
    NotSittingOut,
    #[error("no hand is in play")]
    NoHand,
    #[error("that was an earlier hand")]
    OldHand,
    #[error(transparent)]
    Hand(#[from] HandError),
}

/// A seat at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sitter {
    pub seat: SeatNo,
    /// Chips behind, between hands (during a hand, the hand holds the chips it was dealt
    /// with).
    pub stack: i64,
    /// Idle turns in a row.
    pub idle: u8,
    /// When they sat out, if they are sitting out.
    pub out_since: Option<i64>,
}

/// The table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HoldemTable {
    pub settings: Settings,
    /// Seated players, in seat order.
    pub sitters: Vec<Sitter>,
    /// Hands dealt so far.
    pub hands: u32,
    pub button: Option<SeatNo>,
    pub hand: Option<Hand>,
    pub last: Option<HandEnd>,
    /// The hands kept before the last: those the board still shows, each seated player's
    /// last.
    #[serde(default)]
    pub history: History,
    /// The time the table was last told, Unix seconds.
    pub now: i64,
    /// A tournament's table: players sitting out are still dealt in (and post their blinds),
    /// and their turns check or fold at once.
    #[serde(default)]
    pub deal_sitting_out: bool,
    /// Members excluded from wagering now, as the request that moves the table tells it: a
    /// cash table deals them no new hand (they play out the one in play). Never stored.
    #[serde(skip)]
    pub barred: Vec<SeatNo>,
}

impl HoldemTable {
    pub fn new(settings: Settings, players: &[(SeatNo, i64)], now: i64) -> HoldemTable {
        HoldemTable {
            settings,
            sitters: players
                .iter()
                .map(|&(seat, stack)| Sitter {
                    seat,
                    stack,
                    idle: 0,
                    out_since: None,
                })
                .collect(),
            hands: 0,
            button: None,
            hand: None,
            last: None,
            history: History::default(),
            now,
            barred: Vec::new(),
            deal_sitting_out: false,
        }
    }

    pub fn sitter(&self, seat: SeatNo) -> Option<&Sitter> {
        self.sitters.iter().find(|s| s.seat == seat)
    }

    fn sitter_mut(&mut self, seat: SeatNo) -> Result<&mut Sitter, TableError> {
        self.sitters
            .iter_mut()
            .find(|s| s.seat == seat)
            .ok_or(TableError::NotSeated)
    }

    /// `seat`'s chips: behind at the table, or in the hand it is playing (behind there).
    pub fn stack(&self, seat: SeatNo) -> i64 {
        match self.hand.as_ref().and_then(|h| h.player(seat)) {
            Some(_) => self.hand.as_ref().map_or(0, |h| h.stack_of(seat)),
            None => self.sitter(seat).map_or(0, |s| s.stack),
        }
    }

    /// Players who would be dealt in: seated, not sitting out (at a cash table), with chips.
    pub fn dealt_in(&self) -> Vec<SeatNo> {
        self.sitters
            .iter()
            .filter(|s| s.stack > 0 && (s.out_since.is_none() || self.deal_sitting_out))
            .filter(|s| !self.barred.contains(&s.seat))
            .map(|s| s.seat)
            .collect()
    }

    /// At a tournament's table, plays the turns of players sitting out: check, or fold.
    pub fn play_sitting_out(&mut self) {
        while let Some(seat) = self.hand.as_ref().and_then(|h| h.to_act()) {
            if !self.deal_sitting_out || self.sitter(seat).is_none_or(|s| s.out_since.is_none()) {
                return;
            }
            let action = self.hand.as_ref().map_or(Action::Fold, Hand::idle_action);
            if self.act(seat, None, action).is_err() {
                return;
            }
        }
    }

    /// Deals the next hand: the button moves to the next player dealt in.
    pub fn deal_next<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError> {
        if self.hand.is_some() {
            return Err(TableError::HandInProgress);
        }
        let players = self.dealt_in();
        if players.len() < 2 {
            return Err(TableError::NotEnoughPlayers);
        }
        let button = match self.button {
            None => players[0],
            Some(b) => left_of(b, &players)[0],
        };
        self.button = Some(button);
        self.hands += 1;
        let stacks: Vec<(SeatNo, i64)> = players
            .iter()
            .filter_map(|&s| self.sitter(s).map(|x| (s, x.stack)))
            .collect();
        // The chips go into the hand; they come back when it is settled.
        for sitter in self.sitters.iter_mut() {
            if players.contains(&sitter.seat) {
                sitter.stack = 0;
            }
        }
        self.hand = Some(Hand::deal(
            self.hands,
            button,
            self.settings.big_blind,
            &stacks,
            rng,
        ));
        self.finish_if_over();
        Ok(())
    }

    /// Settles the hand once its betting is over: each player's stack back to their seat.
    fn finish_if_over(&mut self) {
        let Some(hand) = self.hand.as_mut().filter(|h| h.is_over()) else {
            return;
        };
        // An all-in's chances, shown with the hand's end.
        hand.work_out_odds();
        let end = hand.settle();
        for seat_end in &end.seats {
            if let Some(sitter) = self.sitters.iter_mut().find(|s| s.seat == seat_end.seat) {
                sitter.stack += seat_end.stack;
            }
        }
        let seated: Vec<SeatNo> = self.sitters.iter().map(|s| s.seat).collect();
        let previous = self.last.take();
        self.history.ended(previous, &end, &seated);
        self.last = Some(end);
        self.hand = None;
    }

    /// `seat` acts in hand `number` (a button from an earlier hand is refused).
    pub fn act(
        &mut self,
        seat: SeatNo,
        number: Option<u32>,
        action: Action,
    ) -> Result<(), TableError> {
        let hand = self.hand.as_mut().ok_or(TableError::NoHand)?;
        if number.is_some_and(|n| n != hand.number) {
            return Err(TableError::OldHand);
        }
        hand.act(seat, action)?;
        if let Ok(sitter) = self.sitter_mut(seat) {
            sitter.idle = 0;
        }
        self.finish_if_over();
        Ok(())
    }

    /// `seat`'s turn ran out: it checks if it can and folds otherwise; after
    /// [`IDLE_TURNS`] in a row it sits out. The action taken.
    pub fn time_out(&mut self, seat: SeatNo) -> Result<Action, TableError> {
        let hand = self.hand.as_mut().ok_or(TableError::NoHand)?;
        if hand.to_act() != Some(seat) {
            return Err(HandError::Bet(super::betting::BetError::NotYourTurn).into());
        }
        let action = hand.idle_action();
        hand.act(seat, action)?;
        let now = self.now;
        let sitter = self.sitter_mut(seat)?;
        sitter.idle += 1;
        if sitter.idle >= IDLE_TURNS && sitter.out_since.is_none() {
            sitter.out_since = Some(now);
        }
        self.finish_if_over();
        Ok(action)
    }

    /// `seat` sits out by choice, from the next hand.
    pub fn sit_out(&mut self, seat: SeatNo) -> Result<(), TableError> {
        let now = self.now;
        let sitter = self.sitter_mut(seat)?;
        sitter.out_since.get_or_insert(now);
        Ok(())
    }

    /// `seat` is back: dealt in from the next hand.
    pub fn back(&mut self, seat: SeatNo) -> Result<(), TableError> {
        let sitter = self.sitter_mut(seat)?;
        if sitter.out_since.is_none() {
            return Err(TableError::NotSittingOut);
        }
        sitter.out_since = None;
        sitter.idle = 0;
        Ok(())
    }

    /// Members who have sat out for [`SIT_OUT_SECONDS`] or more: they are to leave.
    pub fn expired(&self) -> Vec<SeatNo> {
        self.sitters
            .iter()
            .filter(|s| {
                s.out_since
                    .is_some_and(|since| self.now - since >= SIT_OUT_SECONDS)
            })
            .map(|s| s.seat)
            .collect()
    }

    /// The chips a rebuy bringing `seat`'s stack to `to` adds, or why it may not: the seat is
    /// dealt in the hand in play, `to` is past the table's maximum, adds nothing, or leaves
    /// the stack below the least buy-in.
    pub fn rebuy_chips(&self, seat: SeatNo, to: i64) -> Result<i64, TableError> {
        if self.hand.as_ref().is_some_and(|h| h.player(seat).is_some()) {
            return Err(TableError::InTheHand);
        }
        let stack = self.sitter(seat).ok_or(TableError::NotSeated)?.stack;
        let max = self.settings.max_stack();
        if to > max {
            return Err(TableError::RebuyTooLarge { max });
        }
        if to <= stack {
            return Err(TableError::NothingToAdd);
        }
        let min = self.settings.min_buy_in();
        if to < min {
            return Err(TableError::RebuyTooSmall { min });
        }
        Ok(to - stack)
    }

    /// `seat` adds `chips` to its stack, up to the table's maximum and to at least the
    /// least buy-in, when not dealt in the hand in play.
    pub fn rebuy(&mut self, seat: SeatNo, chips: i64) -> Result<(), TableError> {
        let stack = self.sitter(seat).ok_or(TableError::NotSeated)?.stack;
        let to = stack.saturating_add(chips);
        if chips <= 0 && self.hand.as_ref().is_none_or(|h| h.player(seat).is_none()) {
            return Err(TableError::NothingToAdd);
        }
        let added = self.rebuy_chips(seat, to)?;
        self.sitter_mut(seat)?.stack += added;
        Ok(())
    }

    /// A member sits down with `stack`, dealt in from the next hand.
    pub fn join(&mut self, seat: SeatNo, stack: i64) -> Result<(), TableError> {
        if self.sitter(seat).is_some() {
            return Err(TableError::AlreadySeated);
        }
        let at = self.sitters.partition_point(|s| s.seat < seat);
        self.sitters.insert(
            at,
            Sitter {
                seat,
                stack,
                idle: 0,
                out_since: None,
            },
        );
        Ok(())
    }

    /// `seat` leaves: its hand folds, and it takes its stack.
    pub fn leave(&mut self, seat: SeatNo) -> i64 {
        if let Some(hand) = self.hand.as_mut() {
            hand.fold_out(seat);
        }
        self.finish_if_over();
        // Still in the hand (it cannot be once folded, unless the hand is over): what it
        // has behind in the hand goes with it.
        let in_hand = self.hand.as_ref().map_or(0, |h| {
            if h.player(seat).is_some() {
                h.stack_of(seat)
            } else {
                0
            }
        });
        let at = self.sitters.iter().position(|s| s.seat == seat);
        let behind = at.map_or(0, |i| self.sitters.remove(i).stack);
        if let Some(hand) = self.hand.as_mut()
            && let Some(i) = hand.players.iter().position(|p| p.seat == seat)
        {
            // The folded seat's chips behind leave the hand with it.
            hand.players[i].behind = 0;
            hand.round.players[i].stack = 0;
        }
        behind + in_hand
    }

    /// The table closes: a hand in play is settled as it stands (every bet back where
    /// nobody called it), and each seat's stack is what it takes.
    pub fn close(&mut self) {
        while let Some(hand) = self.hand.as_mut() {
            let Some(seat) = hand.to_act() else {
                break;
            };
            if hand.act(seat, hand.idle_action()).is_err() {
                break;
            }
        }
        self.finish_if_over();
    }

    /// Every chip at the table: stacks, and the hand's (behind and in the middle).
    pub fn chips(&self) -> i64 {
        let seated: i64 = self.sitters.iter().map(|s| s.stack).sum();
        let hand = self.hand.as_ref().map_or(0, |h| {
            h.pot() + h.players.iter().map(|p| h.stack_of(p.seat)).sum::<i64>()
        });
        seated + hand
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::SeedableRng;

    fn rng(seed: u64) -> rand_chacha::ChaCha8Rng {
        rand_chacha::ChaCha8Rng::seed_from_u64(seed)
    }

    fn table(stacks: &[(SeatNo, i64)]) -> HoldemTable {
        HoldemTable::new(Settings::default(), stacks, 1_000)
    }

    /// Checks if it can, else calls.
    fn check_or_call(t: &HoldemTable) -> Action {
        let check = t
            .hand
            .as_ref()
            .and_then(|h| h.options())
            .is_some_and(|o| o.check);
        if check { Action::Check } else { Action::Call }
    }

    /// Plays the hand in play by checking or calling.
    fn check_down(t: &mut HoldemTable) {
        while let Some(seat) = t.hand.as_ref().and_then(|h| h.to_act()) {
            t.act(seat, None, check_or_call(t)).unwrap();
        }
    }

    #[test]
    fn the_button_moves_to_the_next_player_dealt_in() {
        let mut t = table(&[(0, 200), (2, 200), (5, 200)]);
        let mut buttons = Vec::new();
        for _ in 0..4 {
            t.deal_next(&mut rng(1)).unwrap();
            buttons.push(t.button);
            check_down(&mut t);
        }
        assert_eq!(buttons, vec![Some(0), Some(2), Some(5), Some(0)]);
        assert_eq!(t.chips(), 600);
        assert_eq!(t.hands, 4);
        assert!(t.last.is_some());
    }

    #[test]
    fn three_idle_turns_sit_a_member_out_and_an_hour_out_leaves() {
        let mut t = table(&[(0, 200), (1, 200), (2, 200)]);
        for hand in 0..3 {
            t.deal_next(&mut rng(hand)).unwrap();
            // Seat 1 lets its turn run out each hand; the others check or call.
            while let Some(seat) = t.hand.as_ref().and_then(|h| h.to_act()) {
                if seat == 1 {
                    t.time_out(1).unwrap();
                } else {
                    t.act(seat, None, check_or_call(&t)).unwrap();
                }
            }
        }
        assert_eq!(t.sitter(1).and_then(|s| s.out_since), Some(1_000));
        assert_eq!(t.dealt_in(), vec![0, 2]);
        t.deal_next(&mut rng(9)).unwrap();
        assert!(t.hand.as_ref().is_some_and(|h| h.player(1).is_none()));
        check_down(&mut t);
        t.now += SIT_OUT_SECONDS - 1;
        assert!(t.expired().is_empty());
        t.now += 1;
        assert_eq!(t.expired(), vec![1]);
        t.back(1).unwrap();
        assert!(t.expired().is_empty());
        assert_eq!(t.back(1), Err(TableError::NotSittingOut));
        assert_eq!(t.dealt_in(), vec![0, 1, 2]);
        assert_eq!(t.chips(), 600);
    }

    #[test]
    fn a_rebuy_tops_up_to_the_maximum_between_hands() {
        let mut t = table(&[(0, 150), (1, 200)]);
        assert_eq!(t.rebuy(0, 51), Err(TableError::RebuyTooLarge { max: 200 }));
        t.rebuy(0, 50).unwrap();
        assert_eq!(t.rebuy(0, 0), Err(TableError::NothingToAdd));
        t.deal_next(&mut rng(2)).unwrap();
        assert_eq!(t.rebuy(1, 1), Err(TableError::InTheHand));
        assert_eq!(t.rebuy(7, 1), Err(TableError::NotSeated));
    }

    #[test]
    fn leaving_mid_hand_folds_and_takes_what_is_behind() {
        let mut t = table(&[(0, 200), (1, 200), (2, 200)]);
        t.deal_next(&mut rng(3)).unwrap();
        // Button 0: seat 1 posted 1, seat 2 posted 2; seat 0 raises to 10 and leaves.
        t.act(0, None, Action::RaiseTo(10)).unwrap();
        let took = t.leave(0);
        assert_eq!(took, 190);
        assert!(t.sitter(0).is_none());
        check_down(&mut t);
        // Nobody lost a chip: what is left at the table and what left with seat 0.
        assert_eq!(t.chips() + took, 600);
        assert_eq!(t.act(0, Some(1), Action::Check), Err(TableError::NoHand));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        /// Any run of deals, moves, timeouts, joins, leaves and rebuys keeps every chip:
        /// those at the table and those that left add up to those that came.
        #[test]
        fn a_table_keeps_its_chips(
            seed in any::<u64>(),
            ops in proptest::collection::vec((0u8..8, 0u8..9, any::<u64>()), 1..200),
        ) {
            let mut t = table(&[(0, 200), (1, 120), (2, 60)]);
            let mut r = rng(seed);
            let (mut came, mut went) = (380i64, 0i64);
            for (op, seat, amount) in ops {
                match op {
                    0 => { let _ = t.deal_next(&mut r); }
                    1..=3 => {
                        if let Some(h) = t.hand.as_ref()
                            && let (Some(to_act), Some(o)) = (h.to_act(), h.options())
                        {
                            let action = match (op, o.raise) {
                                (1, Some((min, most))) => Action::RaiseTo(min + amount % (most - min + 1)),
                                (2, _) if !o.check => Action::Fold,
                                _ if o.check => Action::Check,
                                _ => Action::Call,
                            };
                            prop_assert_eq!(t.act(to_act, None, action), Ok(()));
                        }
                    }
                    4 => {
                        if let Some(to_act) = t.hand.as_ref().and_then(|h| h.to_act()) {
                            prop_assert!(t.time_out(to_act).is_ok());
                        }
                    }
                    5 => { went += t.leave(seat); }
                    6 => {
                        let stack = 40 + (amount % 161) as i64;
                        if t.join(seat, stack).is_ok() { came += stack; }
                    }
                    _ => {
                        let chips = (amount % 100) as i64;
                        if t.rebuy(seat, chips).is_ok() { came += chips; }
                    }
                }
                prop_assert_eq!(t.chips() + went, came);
                prop_assert!(t.sitters.iter().all(|s| s.stack >= 0));
            }
            t.close();
            prop_assert!(t.hand.is_none());
            prop_assert_eq!(t.chips() + went, came);
        }
    }
}
