//! One hand of no-limit Texas Hold'em: the blinds, the hole cards, four betting rounds
//! (before the flop, on the flop, the turn and the river), the showdown and the pots.
//!
//! - **Blinds.** The small blind is the first seat left of the button and the big blind the
//!   next; heads-up, the button posts the small blind. A player short of a blind posts all
//!   they have, and the others still call the full big blind.
//! - **Order.** Before the flop the first seat left of the big blind acts first (heads-up,
//!   the button); after it, the first seat left of the button still in the hand.
//! - **All in.** When at most one player can still bet, the rest of the board is dealt
//!   without more betting. Once a player still in is all in, every hand still in is shown
//!   at the end (TDA: hands are tabled once a player is all in and the betting is over).
//!   The hand notes the street whose betting closed with cards to come; its table then
//!   works out each hand's exact chances from the cards known then ([`Hand::work_out_odds`],
//!   [`AllIn`]), as the table shows them. A hand played without a table (a simulation)
//!   does without them.
//! - **Showdown.** The last player to bet or raise on the river shows first; with no bet
//!   on the river, the first seat left of the button. The others follow clockwise, each
//!   showing only a hand that can still win or split a pot it is in, and mucking the rest
//!   unless its owner chooses to show ([`HandEnd::show`]).
//! - **Pots.** Each all-in level makes a side pot (`table::pool::side_pots`), each won by the
//!   best hand among those in it; a split's odd chips go to the first winner left of the
//!   button. A bet nobody called comes back as a pot of its own. A folded player's chips
//!   stay in the pot: a player who leaves mid-hand forfeits them.
//!
//! A hand keeps its own chips: each seat's stack behind and what it has put in. The table
//! gives it the stacks when it deals and takes back what [`HandEnd`] says each seat ends
//! with.

use super::betting::{Action, BetError, Options, Player, Round};
use super::equity::{Fraction, equity};
use super::eval::{Seven, Strength, tables};
use crate::cards::{Card, DeckKind};
use crate::game::SeatNo;
use crate::table::pool::{left_of, side_pots, split};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// The four betting rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Street {
    Preflop,
    Flop,
    Turn,
    River,
}

impl Street {
    /// The board's cards once this street is dealt.
    pub fn board_cards(self) -> usize {
        match self {
            Street::Preflop => 0,
            Street::Flop => 3,
            Street::Turn => 4,
            Street::River => 5,
        }
    }

    fn next(self) -> Option<Street> {
        match self {
            Street::Preflop => Some(Street::Flop),
            Street::Flop => Some(Street::Turn),
            Street::Turn => Some(Street::River),
            Street::River => None,
        }
    }
}

/// A player in the hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InHand {
    pub seat: SeatNo,
    pub hole: [Card; 2],
    /// Chips not yet put in.
    pub behind: i64,
    /// Chips put in on the streets before this one.
    pub put_in: i64,
    pub folded: bool,
}

/// The chances of the hands still in when the betting closed with cards to come (an
/// all-in): exact, over every board that completes the cards known then. Folded hands'
/// cards are not known: they count among the cards still to come.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AllIn {
    /// The last street bet on: the board known then is its cards.
    pub street: Street,
    /// The boards that complete it.
    pub boards: u64,
    /// Each hand still in, in seat order.
    pub hands: Vec<Odds>,
}

/// A hand's chances at an all-in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Odds {
    pub seat: SeatNo,
    /// The share of the boards it wins alone.
    pub win: Fraction,
    /// The share of the boards it ties for best on, with one other hand or more.
    pub tie: Fraction,
    /// Its share of the pot over every board: its wins and its part of each tie.
    pub share: Fraction,
}

impl AllIn {
    /// The chances of `hands` (each seat's cards) with `board` known, at `street`; None
    /// where they cannot be worked out (fewer than two hands, a card dealt twice).
    pub fn work_out(
        street: Street,
        hands: &[(SeatNo, [Card; 2])],
        board: &[Card],
    ) -> Option<AllIn> {
        let cards: Vec<[Card; 2]> = hands.iter().map(|h| h.1).collect();
        let e = equity(&cards, board).ok()?;
        let hands = hands
            .iter()
            .enumerate()
            .map(|(i, &(seat, _))| Odds {
                seat,
                win: e.win(i),
                tie: e.tie(i),
                share: e.shares[i],
            })
            .collect();
        Some(AllIn {
            street,
            boards: e.boards,
            hands,
        })
    }

    pub fn of(&self, seat: SeatNo) -> Option<&Odds> {
        self.hands.iter().find(|o| o.seat == seat)
    }
}

/// Why a move is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("this seat is not in the hand")]
    NotInHand,
    #[error("the hand is over")]
    Over,
    #[error(transparent)]
    Bet(#[from] BetError),
}

/// A hand in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// The table's count of hands dealt, this one included.
    pub number: u32,
    pub button: SeatNo,
    pub small_blind: i64,
    pub big_blind: i64,
    /// The players dealt in, in seat order.
    pub players: Vec<InHand>,
    pub board: Vec<Card>,
    /// The cards not dealt, in the order they will be.
    deck: Vec<Card>,
    pub street: Street,
    /// The street's betting, one player for each of `players`.
    pub round: Round,
    /// The last player to bet or raise on this street.
    pub aggressor: Option<SeatNo>,
    /// Set once the betting is over: the hand waits only to be settled.
    pub over: bool,
    /// Set when a street began with nobody able to bet (an all-in): the rest of the board
    /// is dealt without betting and every hand still in is shown.
    pub runout: bool,
    /// Every action so far, in order: what the table saw.
    #[serde(default)]
    pub log: Vec<(SeatNo, Street, Action)>,
    /// The street whose betting closed with cards to come and nobody able to bet more.
    #[serde(default)]
    pub all_in_at: Option<Street>,
    /// The chances of the hands still in then, once worked out ([`Hand::work_out_odds`]).
    #[serde(default)]
    pub all_in: Option<AllIn>,
}

/// How a seat's hand ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEnd {
    pub seat: SeatNo,
    pub hole: [Card; 2],
    /// Chips put in over the hand.
    pub put_in: i64,
    /// Chips won from the pots (a bet nobody called included).
    pub won: i64,
    /// Chips behind at the end: the stack the seat keeps.
    pub stack: i64,
    pub folded: bool,
    /// The best five of its seven cards, where the hand reached a showdown.
    pub strength: Option<Strength>,
    /// Shown to the table (at the showdown, or by choice after).
    pub shown: bool,
}

/// One pot and who won it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PotEnd {
    pub amount: i64,
    /// Each winner and their share.
    pub winners: Vec<(SeatNo, i64)>,
    /// The winning hand, where it was shown down.
    pub strength: Option<Strength>,
}

/// A settled hand: what the table keeps on its board as the last hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandEnd {
    pub number: u32,
    pub button: SeatNo,
    pub board: Vec<Card>,
    pub seats: Vec<SeatEnd>,
    pub pots: Vec<PotEnd>,
    /// Whether the hand went to a showdown.
    pub showdown: bool,
    /// Every action of the hand, in order: what a player reviews of it afterwards.
    #[serde(default)]
    pub log: Vec<(SeatNo, Street, Action)>,
    /// Where the hands still in were all in with cards to come: each one's chances then.
    #[serde(default)]
    pub all_in: Option<AllIn>,
}

impl HandEnd {
    pub fn seat(&self, seat: SeatNo) -> Option<&SeatEnd> {
        self.seats.iter().find(|s| s.seat == seat)
    }

    /// `seat` shows its cards after the hand (a mucked hand, or a winner nobody called).
    /// False if it was not dealt in.
    pub fn show(&mut self, seat: SeatNo) -> bool {
        match self.seats.iter_mut().find(|s| s.seat == seat) {
            Some(s) => {
                s.shown = true;
                true
            }
            None => false,
        }
    }
}

impl Hand {
    /// Deals hand `number`: shuffles, posts the blinds and deals two cards to each of
    /// `players` (seat and stack, in seat order, each with chips), the button on `button`.
    pub fn deal<R: Rng + ?Sized>(
        number: u32,
        button: SeatNo,
        big_blind: i64,
        players: &[(SeatNo, i64)],
        rng: &mut R,
    ) -> Hand {
        let deck = DeckKind::Standard52.shuffled(rng);
        Hand::deal_from(number, button, big_blind, players, deck)
    }

    /// Deals from `deck` in its order: each player's first card (from the first seat left
    /// of the button), their second, then the board's. A deck too short for the players and
    /// a board is topped up with the cards it lacks.
    pub fn deal_from(
        number: u32,
        button: SeatNo,
        big_blind: i64,
        players: &[(SeatNo, i64)],
        mut deck: Vec<Card>,
    ) -> Hand {
        let small_blind = (big_blind / 2).max(1);
        for card in DeckKind::Standard52.cards() {
            if !deck.contains(&card) {
                deck.push(card);
            }
        }
        // One card to each player from the first seat left of the button, then a second.
        let seats: Vec<SeatNo> = players.iter().map(|p| p.0).collect();
        let order = left_of(button, &seats);
        let n = order.len();
        let dealt: Vec<Card> = deck.drain(..2 * n).collect();
        // The board's cards come off the end.
        deck.reverse();
        let hands: Vec<InHand> = players
            .iter()
            .map(|&(seat, stack)| {
                let j = order.iter().position(|&s| s == seat).unwrap_or(0);
                InHand {
                    seat,
                    hole: [dealt[j], dealt[n + j]],
                    behind: stack,
                    put_in: 0,
                    folded: false,
                }
            })
            .collect();
        let (small, big) = if seats.len() == 2 {
            (button, left_of(button, &seats)[0])
        } else {
            let after = left_of(button, &seats);
            (after[0], after[1])
        };
        let mut betting: Vec<Player> = hands.iter().map(|p| Player::new(p.behind as u64)).collect();
        for (seat, blind) in [(small, small_blind), (big, big_blind)] {
            if let Some(i) = seats.iter().position(|&s| s == seat) {
                let posted = (blind as u64).min(betting[i].stack);
                betting[i].stack -= posted;
                betting[i].bet += posted;
            }
        }
        // Preflop, the first seat left of the big blind (heads-up: the button, which is
        // the small blind).
        let first = left_of(big, &seats)[0];
        let first = seats.iter().position(|&s| s == first).unwrap_or(0);
        let mut round = Round::new(betting, big_blind as u64, first);
        // A short big blind still makes the others call the full big blind.
        if round.high < big_blind as u64 {
            round.high = big_blind as u64;
            round.restart_from(first);
        }
        let runout = round.is_over();
        let mut hand = Hand {
            number,
            button,
            small_blind,
            big_blind,
            players: hands,
            board: Vec::new(),
            deck: std::mem::take(&mut deck),
            street: Street::Preflop,
            round,
            aggressor: None,
            over: false,
            runout,
            log: Vec::new(),
            all_in_at: None,
            all_in: None,
        };
        hand.advance();
        hand
    }

    /// The seat to act, if the betting is on.
    pub fn to_act(&self) -> Option<SeatNo> {
        if self.over {
            return None;
        }
        self.round.to_act.map(|i| self.players[i].seat)
    }

    pub fn player(&self, seat: SeatNo) -> Option<&InHand> {
        self.players.iter().find(|p| p.seat == seat)
    }

    fn index(&self, seat: SeatNo) -> Option<usize> {
        self.players.iter().position(|p| p.seat == seat)
    }

    /// What the seat to act may do.
    pub fn options(&self) -> Option<Options> {
        if self.over {
            return None;
        }
        self.round.options()
    }

    /// What an idle player to act does: check if it can, else fold.
    pub fn idle_action(&self) -> Action {
        match self.options() {
            Some(o) if o.check => Action::Check,
            _ => Action::Fold,
        }
    }

    /// The chips in the middle: every pot, this street's bets included.
    pub fn pot(&self) -> i64 {
        self.players.iter().map(|p| p.put_in).sum::<i64>()
            + self.round.players.iter().map(|p| p.bet as i64).sum::<i64>()
    }

    /// This street's bet of `seat`.
    pub fn bet_of(&self, seat: SeatNo) -> i64 {
        self.index(seat)
            .map_or(0, |i| self.round.players[i].bet as i64)
    }

    /// The chips `seat` has behind now.
    pub fn stack_of(&self, seat: SeatNo) -> i64 {
        self.index(seat)
            .map_or(0, |i| self.round.players[i].stack as i64)
    }

    /// `seat` acts.
    pub fn act(&mut self, seat: SeatNo, action: Action) -> Result<(), HandError> {
        if self.over {
            return Err(HandError::Over);
        }
        let i = self.index(seat).ok_or(HandError::NotInHand)?;
        let high = self.round.high;
        self.round.act(i, action)?;
        self.log.push((seat, self.street, action));
        if let Action::RaiseTo(_) = action
            && self.round.high > high
        {
            self.aggressor = Some(seat);
        }
        if action == Action::Fold {
            self.players[i].folded = true;
        }
        self.advance();
        Ok(())
    }

    /// A seat that leaves mid-hand folds, in turn or not, and forfeits what it put in.
    pub fn fold_out(&mut self, seat: SeatNo) {
        let Some(i) = self.index(seat) else {
            return;
        };
        if self.over || self.players[i].folded {
            return;
        }
        self.log.push((seat, self.street, Action::Fold));
        if self.round.to_act == Some(i) {
            let _ = self.round.act(i, Action::Fold);
        } else {
            self.round.players[i].folded = true;
            if let Some(from) = self.round.to_act {
                self.round.restart_from(from);
            }
        }
        self.players[i].folded = true;
        self.advance();
    }

    /// Players still in (not folded).
    fn live(&self) -> usize {
        self.players.iter().filter(|p| !p.folded).count()
    }

    /// After a move: the next street when the betting round is over, the rest of the board
    /// when nobody can bet, and the end of the hand when one player is left or the river's
    /// betting is done.
    fn advance(&mut self) {
        while self.round.is_over() && !self.over {
            // The street's bets go into the middle.
            for (p, b) in self.players.iter_mut().zip(&mut self.round.players) {
                p.put_in += std::mem::take(&mut b.bet) as i64;
                p.behind = b.stack as i64;
            }
            if self.live() <= 1 {
                self.over = true;
                break;
            }
            let Some(next) = self.street.next() else {
                self.over = true;
                break;
            };
            let closed = self.street;
            self.street = next;
            while self.board.len() < next.board_cards() {
                if let Some(card) = self.deck.pop() {
                    self.board.push(card);
                }
            }
            self.aggressor = None;
            let seats: Vec<SeatNo> = self.players.iter().map(|p| p.seat).collect();
            let first = left_of(self.button, &seats)[0];
            let first = seats.iter().position(|&s| s == first).unwrap_or(0);
            let betting = self
                .players
                .iter()
                .map(|p| Player {
                    folded: p.folded,
                    ..Player::new(p.behind as u64)
                })
                .collect();
            self.round = Round::new(betting, self.big_blind as u64, first);
            if self.round.is_over() {
                self.runout = true;
                self.all_in_at.get_or_insert(closed);
            }
        }
    }

    /// Works out, once, the chances each hand still in had when the betting closed with
    /// cards to come, from the cards known then: their hole cards and the board of that
    /// street. Nothing where the hand had no such all-in.
    pub fn work_out_odds(&mut self) {
        if self.all_in.is_some() {
            return;
        }
        let Some(street) = self.all_in_at else {
            return;
        };
        let hands: Vec<(SeatNo, [Card; 2])> = self
            .players
            .iter()
            .filter(|p| !p.folded)
            .map(|p| (p.seat, p.hole))
            .collect();
        let known = street.board_cards().min(self.board.len());
        self.all_in = AllIn::work_out(street, &hands, &self.board[..known]);
    }

    /// Whether the betting is over and the hand only waits to be settled.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The order players show in at the showdown: the river's last aggressor first, else
    /// the first seat left of the button; then clockwise.
    pub fn showdown_order(&self) -> Vec<SeatNo> {
        let live: Vec<SeatNo> = self
            .players
            .iter()
            .filter(|p| !p.folded)
            .map(|p| p.seat)
            .collect();
        match self.aggressor.filter(|s| live.contains(s)) {
            // Left of the seat before the aggressor: the aggressor first.
            Some(aggressor) => {
                let mut order = left_of(aggressor, &live);
                order.rotate_right(1);
                order
            }
            None => left_of(self.button, &live),
        }
    }

    /// Settles an ended hand: pots paid, hands shown or mucked.
    pub fn settle(&self) -> HandEnd {
        let t = tables();
        let board = self.board.iter().fold(Seven::default(), |s, &c| s.and(c));
        let showdown = self.live() > 1;
        let strength = |p: &InHand| -> Option<Strength> {
            (showdown && !p.folded)
                .then(|| Seven::of(p.hole[0]).and(p.hole[1]).with(&board).strength(t))
        };
        let contributions: Vec<(SeatNo, i64)> =
            self.players.iter().map(|p| (p.seat, p.put_in)).collect();
        let folded: Vec<SeatNo> = self
            .players
            .iter()
            .filter(|p| p.folded)
            .map(|p| p.seat)
            .collect();
        let seats: Vec<SeatNo> = self.players.iter().map(|p| p.seat).collect();
        let strength_of = |seat: SeatNo| self.player(seat).and_then(strength);
        let mut pots = Vec::new();
        let live: Vec<SeatNo> = self
            .players
            .iter()
            .filter(|p| !p.folded)
            .map(|p| p.seat)
            .collect();
        for mut pot in side_pots(&contributions, &folded) {
            // Chips only players who have folded put in (the blinds of players who left
            // before anyone else bet) go to the players still in.
            if pot.eligible.is_empty() {
                pot.eligible = live.clone();
            }
            let best = pot.eligible.iter().filter_map(|&s| strength_of(s)).max();
            let winners: Vec<SeatNo> = match best {
                Some(best) => pot
                    .eligible
                    .iter()
                    .copied()
                    .filter(|&s| strength_of(s) == Some(best))
                    .collect(),
                None => pot.eligible.clone(),
            };
            // Odd chips to the first winner left of the button.
            let winners = left_of(self.button, &winners);
            pots.push(PotEnd {
                amount: pot.amount,
                winners: split(pot.amount, &winners),
                strength: best.filter(|_| pot.eligible.len() > 1),
            });
        }
        // Who shows: every hand once a player still in is all in (TDA: hands are tabled
        // when a player is all in and the betting is over); otherwise in showdown order,
        // each hand that can still win or split a pot it is in.
        let all_in = self.runout || self.players.iter().any(|p| !p.folded && p.behind == 0);
        let mut shown: Vec<SeatNo> = Vec::new();
        if showdown {
            let all_pots = side_pots(&contributions, &folded);
            for seat in self.showdown_order() {
                let mine = strength_of(seat);
                let could_win = all_in
                    || all_pots
                        .iter()
                        .filter(|pot| pot.eligible.contains(&seat))
                        .any(|pot| {
                            let best_shown = pot
                                .eligible
                                .iter()
                                .filter(|s| shown.contains(s))
                                .filter_map(|&s| strength_of(s))
                                .max();
                            best_shown.is_none_or(|b| mine >= Some(b))
                        });
                if could_win {
                    shown.push(seat);
                }
            }
        }
        let won = |seat: SeatNo| -> i64 {
            pots.iter()
                .flat_map(|p| &p.winners)
                .filter(|(s, _)| *s == seat)
                .map(|(_, w)| w)
                .sum()
        };
        let seats = seats
            .iter()
            .filter_map(|&seat| self.player(seat))
            .map(|p| SeatEnd {
                seat: p.seat,
                hole: p.hole,
                put_in: p.put_in,
                won: won(p.seat),
                stack: p.behind + won(p.seat),
                folded: p.folded,
                strength: strength(p),
                shown: shown.contains(&p.seat),
            })
            .collect();
        HandEnd {
            number: self.number,
            button: self.button,
            board: self.board.clone(),
            seats,
            pots,
            showdown,
            log: self.log.clone(),
            all_in: self.all_in.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand_eval::Category;
    use crate::holdem::test_cards::*;
    use proptest::prelude::*;
    use rand::SeedableRng;

    fn total(end: &HandEnd) -> i64 {
        end.seats.iter().map(|s| s.stack).sum()
    }

    #[test]
    fn heads_up_the_button_posts_the_small_blind_and_acts_first_before_the_flop() {
        // Seats 3 and 7, the button on 7.
        let mut h = Hand::deal_from(1, 7, 10, &[(3, 500), (7, 500)], Vec::new());
        assert_eq!((h.small_blind, h.big_blind), (5, 10));
        assert_eq!((h.bet_of(7), h.bet_of(3)), (5, 10));
        assert_eq!(h.to_act(), Some(7));
        assert_eq!(
            h.options().map(|o| (o.call, o.raise)),
            Some((5, Some((20, 500))))
        );
        h.act(7, Action::Call).unwrap();
        // The big blind has the option.
        assert_eq!(h.to_act(), Some(3));
        h.act(3, Action::Check).unwrap();
        // After the flop the big blind, the seat left of the button, acts first.
        assert_eq!(
            (h.street, h.board.len(), h.to_act()),
            (Street::Flop, 3, Some(3))
        );
        assert_eq!(h.pot(), 20);
    }

    #[test]
    fn three_or_more_the_blinds_sit_left_of_the_button() {
        let players = [(0, 200), (2, 200), (5, 200), (6, 200)];
        let h = Hand::deal_from(4, 2, 4, &players, Vec::new());
        // Button 2: small blind 5, big blind 6, first to act 0 (left of the big blind).
        assert_eq!((h.bet_of(5), h.bet_of(6), h.bet_of(0)), (2, 4, 0));
        assert_eq!(h.to_act(), Some(0));
        // The button wraps round: on 6, the blinds are 0 and 2, and 5 acts first.
        let h = Hand::deal_from(5, 6, 4, &players, Vec::new());
        assert_eq!((h.bet_of(0), h.bet_of(2), h.to_act()), (2, 4, Some(5)));
        // A big blind of 1 makes a small blind of 1.
        let h = Hand::deal_from(1, 6, 1, &players, Vec::new());
        assert_eq!((h.small_blind, h.bet_of(0), h.bet_of(2)), (1, 1, 1));
    }

    #[test]
    fn a_short_big_blind_still_makes_the_others_call_the_full_blind() {
        // Seat 2, the big blind, has 3 chips of a 10 blind.
        let mut h = Hand::deal_from(1, 0, 10, &[(0, 100), (1, 100), (2, 3)], Vec::new());
        assert_eq!(h.bet_of(2), 3);
        assert_eq!(h.to_act(), Some(0));
        assert_eq!(h.options().map(|o| o.call), Some(10));
        h.act(0, Action::Call).unwrap();
        h.act(1, Action::Call).unwrap();
        // Both called 10; the big blind is all in, so the flop comes.
        assert_eq!(h.street, Street::Flop);
        assert_eq!(h.pot(), 23);
    }

    /// Seats 0 to 2, the button on 2, blinds 1 and 2: seat 2 and the small blind call, the
    /// big blind checks, and the flop is dealt.
    fn limped(players: &[(SeatNo, i64)], deck: Vec<Card>) -> Hand {
        let mut h = Hand::deal_from(1, 2, 2, players, deck);
        h.act(2, Action::Call).unwrap();
        h.act(0, Action::Call).unwrap();
        h.act(1, Action::Check).unwrap();
        assert_eq!(h.street, Street::Flop);
        h
    }

    /// The seats check, in this order.
    fn check_round(h: &mut Hand, seats: &[SeatNo]) {
        for &seat in seats {
            h.act(seat, Action::Check).unwrap();
        }
    }

    /// Board 2C 7D 9H JS KC; seat 0 holds AS AD, seat 1 KS KD, seat 2 QS QD.
    fn three_way_deck() -> Vec<Card> {
        // Dealing starts left of the button (2): seat 0, 1, 2, then their second cards.
        cards("AS KS QS AD KD QD 2C 7D 9H JS KC")
    }

    #[test]
    fn all_ins_make_side_pots_and_every_hand_is_shown() {
        // Seat 0 all in for 50, seat 1 for 120, seat 2 covers with 300; blinds 1/2.
        let players = [(0, 50), (1, 120), (2, 300)];
        let mut h = Hand::deal_from(1, 2, 2, &players, three_way_deck());
        // Button 2, small blind 0, big blind 1: seat 2 acts first.
        assert_eq!(h.to_act(), Some(2));
        h.act(2, Action::RaiseTo(300)).unwrap();
        h.act(0, Action::Call).unwrap();
        h.act(1, Action::Call).unwrap();
        assert!(h.is_over() && h.runout && h.board.len() == 5);
        let end = h.settle();
        // Kings make a set: seat 1 wins the main pot (150) and the side pot (140); seat 2's
        // 180 nobody called comes back.
        assert_eq!(end.pots.len(), 3);
        assert_eq!(end.pots[0].amount, 150);
        assert_eq!(end.pots[0].winners, vec![(1, 150)]);
        assert_eq!(end.pots[1].winners, vec![(1, 140)]);
        assert_eq!(end.pots[2].winners, vec![(2, 180)]);
        assert_eq!(end.pots[2].strength, None);
        assert_eq!(
            end.seat(1).and_then(|s| s.strength).map(|s| s.class()),
            Some(Category::ThreeOfAKind)
        );
        assert_eq!(
            end.seats.iter().map(|s| s.stack).collect::<Vec<_>>(),
            vec![0, 290, 180]
        );
        assert!(
            end.seats.iter().all(|s| s.shown),
            "an all-in shows every hand"
        );
        assert_eq!(total(&end), 470);
    }

    #[test]
    fn the_river_aggressor_shows_first_and_a_beaten_hand_is_mucked() {
        let players = [(0, 500), (1, 500), (2, 500)];
        let mut h = limped(&players, three_way_deck());
        for _ in 0..2 {
            // Flop and turn: checked round, seat 0 first (left of the button).
            h.act(0, Action::Check).unwrap();
            h.act(1, Action::Check).unwrap();
            h.act(2, Action::Check).unwrap();
        }
        assert_eq!(h.street, Street::River);
        h.act(0, Action::Check).unwrap();
        h.act(1, Action::Check).unwrap();
        h.act(2, Action::RaiseTo(20)).unwrap();
        h.act(0, Action::Call).unwrap();
        h.act(1, Action::Call).unwrap();
        assert!(h.is_over() && !h.runout);
        // Seat 2 bet the river: it shows first, then 0 (aces beat queens: shown), then 1
        // (kings' set beats both: shown).
        assert_eq!(h.showdown_order(), vec![2, 0, 1]);
        let end = h.settle();
        assert!(end.seats.iter().all(|s| s.shown));
        assert_eq!(end.pots[0].winners, vec![(1, 66)]);

        // Checked down, seat 0 shows first; 1's set beats it; 2's queens cannot win: mucked.
        let mut h = limped(&players, three_way_deck());
        for _ in 0..3 {
            for seat in [0, 1, 2] {
                h.act(seat, Action::Check).unwrap();
            }
        }
        assert_eq!(h.showdown_order(), vec![0, 1, 2]);
        let mut end = h.settle();
        let shown: Vec<bool> = end.seats.iter().map(|s| s.shown).collect();
        assert_eq!(shown, vec![true, true, false]);
        // Its owner may show it after all.
        assert!(end.show(2));
        assert!(end.seats[2].shown);
    }

    #[test]
    fn a_split_pot_gives_its_odd_chip_left_of_the_button() {
        // The board plays (a royal flush): every live hand splits.
        let deck = cards("2C 3C 4C 2D 3D 4D AS KS QS JS TS");
        let players = [(0, 100), (1, 100), (2, 100)];
        let mut h = Hand::deal_from(1, 0, 3, &players, deck);
        // Button 0: small blind 1 (1 chip), big blind 2 (3 chips); seat 0 folds, 1 calls.
        h.act(0, Action::Fold).unwrap();
        h.act(1, Action::Call).unwrap();
        h.act(2, Action::Check).unwrap();
        for _ in 0..3 {
            check_round(&mut h, &[1, 2]);
        }
        let end = h.settle();
        // 6 chips, 3 each: no odd chip. Make one with a folded small blind's chip.
        assert_eq!(end.pots[0].winners, vec![(1, 3), (2, 3)]);
        let mut h = Hand::deal_from(
            1,
            2,
            2,
            &[(0, 100), (1, 100), (2, 100)],
            cards("2C 3C 4C 2D 3D 4D AS KS QS JS TS"),
        );
        // Button 2: small blind 0 (1 chip) folds after seat 2 calls; seat 1 checks.
        h.act(2, Action::Call).unwrap();
        h.act(0, Action::Fold).unwrap();
        h.act(1, Action::Check).unwrap();
        for _ in 0..3 {
            check_round(&mut h, &[1, 2]);
        }
        let end = h.settle();
        // 5 chips between 1 and 2: the odd chip to seat 1, the first left of the button.
        assert_eq!(end.pots[0].winners, vec![(1, 3), (2, 2)]);
        assert_eq!(total(&end), 300);
    }

    #[test]
    fn a_folded_out_seat_ends_the_hand_when_one_is_left() {
        let mut h = Hand::deal_from(1, 0, 2, &[(0, 100), (1, 100)], Vec::new());
        // Heads-up, the button (0) to act; seat 1 leaves out of turn.
        h.fold_out(1);
        assert!(h.is_over());
        let end = h.settle();
        assert!(!end.showdown);
        assert_eq!(end.seat(0).map(|s| s.stack), Some(102));
        assert_eq!(end.seat(1).map(|s| s.stack), Some(98));
    }

    #[test]
    fn blinds_left_behind_go_to_the_player_still_in() {
        // Button 0: seat 1 posts 1, seat 2 posts 2; both leave before seat 0 acts.
        let mut h = Hand::deal_from(1, 0, 2, &[(0, 100), (1, 100), (2, 100)], Vec::new());
        h.fold_out(1);
        h.fold_out(2);
        assert!(h.is_over());
        let end = h.settle();
        assert_eq!(end.pots[0].winners, vec![(0, 3)]);
        assert_eq!(total(&end), 300);
    }

    #[test]
    fn a_short_big_blind_covered_by_the_small_asks_nothing_more() {
        // Heads-up: the button posts 5, the big blind is all in for 3: nothing to decide.
        let h = Hand::deal_from(1, 0, 10, &[(0, 100), (1, 3)], Vec::new());
        assert!(h.is_over() && h.runout);
        let end = h.settle();
        assert_eq!(end.pots.iter().map(|p| p.amount).sum::<i64>(), 8);
        assert!(
            end.pots
                .iter()
                .any(|p| p.winners == vec![(0, 2)] && p.strength.is_none())
        );
        assert_eq!(total(&end), 103);
        // Three-handed, the button folds: the small blind (5) covers the big blind (3).
        let mut h = Hand::deal_from(1, 0, 10, &[(0, 100), (1, 100), (2, 3)], Vec::new());
        h.act(0, Action::Fold).unwrap();
        assert!(h.is_over());
        // With a small blind of 1 against a big blind of 3, it calls 2, not 9.
        let mut h = Hand::deal_from(1, 0, 2, &[(0, 100), (1, 1), (2, 100)], Vec::new());
        assert_eq!(h.options().map(|o| o.call), Some(2));
        h.act(0, Action::Fold).unwrap();
        assert_eq!(h.to_act(), None);
        let mut h = Hand::deal_from(1, 0, 10, &[(0, 100), (1, 100), (2, 3)], Vec::new());
        // Button 0: small blind 1 posts 5, big blind 2 is all in for 3.
        h.act(0, Action::Fold).unwrap();
        assert!(h.is_over());
        let end = h.settle();
        assert_eq!(end.seat(1).map(|s| s.put_in), Some(5));
        assert_eq!(total(&end), 203);
    }

    #[test]
    fn a_player_who_leaves_mid_hand_forfeits_what_it_put_in() {
        // On the flop seat 0 bets 300, seat 1 calls all in for 100, seat 0 leaves the
        // table before seat 2 acts, and seat 2 folds: seat 1 takes the pot.
        let players = [(0, 500), (1, 102), (2, 500)];
        let mut h = limped(&players, Vec::new());
        h.act(0, Action::RaiseTo(300)).unwrap();
        h.act(1, Action::Call).unwrap();
        h.fold_out(0);
        h.act(2, Action::Fold).unwrap();
        assert!(h.is_over());
        let end = h.settle();
        assert!(!end.showdown);
        assert_eq!(end.seat(0).map(|s| s.stack), Some(198));
        assert_eq!(end.seat(1).map(|s| s.stack), Some(302 + 102 + 2));
        assert_eq!(total(&end), 1102);
        // Facing a short all-in and nobody else, a player who has put in more owes nothing:
        // the flop's 300 against 100 was called in full, and the 200 over is returned.
        let mut h = limped(&players, Vec::new());
        h.act(0, Action::RaiseTo(300)).unwrap();
        h.act(1, Action::Call).unwrap();
        h.act(2, Action::Fold).unwrap();
        assert!(h.is_over() && h.runout);
        let end = h.settle();
        assert!(
            end.pots
                .iter()
                .any(|p| p.winners == vec![(0, 200)] && p.strength.is_none())
        );
        assert_eq!(total(&end), 1102);
    }

    #[test]
    fn a_called_all_in_on_the_river_shows_every_hand() {
        let players = [(0, 500), (1, 500), (2, 100)];
        // Seat 0 aces, 1 kings (a set on this board), 2 queens.
        let mut h = limped(&players, three_way_deck());
        for _ in 0..2 {
            for seat in [0, 1, 2] {
                h.act(seat, Action::Check).unwrap();
            }
        }
        // River: seat 0 checks, seat 1 bets, seat 2 calls all in, seat 0 folds.
        h.act(0, Action::Check).unwrap();
        h.act(1, Action::RaiseTo(50)).unwrap();
        h.act(2, Action::RaiseTo(98)).unwrap();
        h.act(0, Action::Fold).unwrap();
        h.act(1, Action::Call).unwrap();
        assert!(h.is_over() && !h.runout);
        let end = h.settle();
        // Seat 1 showed first (the river's last raiser was seat 2: it shows first), and
        // seat 2's beaten queens are shown all the same: it is all in.
        assert!(end.seat(1).is_some_and(|s| s.shown));
        assert!(end.seat(2).is_some_and(|s| s.shown));
        assert!(end.seat(0).is_some_and(|s| !s.shown));
    }

    /// The sum of the hands' shares of the pot: 1 when every board is counted once.
    fn shares(all_in: &AllIn) -> f64 {
        all_in.hands.iter().map(|o| o.share.value()).sum()
    }

    #[test]
    fn an_all_in_with_cards_to_come_keeps_each_hands_exact_chances() {
        // Heads-up, seat 1 (the big blind) holds 2 chips: it is all in as the hand is dealt.
        let deck = cards("KS AH KC AD 2C 7D 9H JS 3C");
        let mut h = Hand::deal_from(1, 0, 10, &[(0, 100), (1, 2)], deck);
        assert!(h.is_over() && h.runout);
        assert_eq!((h.all_in_at, &h.all_in), (Some(Street::Preflop), &None));
        h.work_out_odds();
        let all_in = h.all_in.clone().expect("the chances");
        let e = equity(&[hole("AH AD"), hole("KS KC")], &[]).expect("an equity");
        assert_eq!((all_in.street, all_in.boards), (Street::Preflop, 1_712_304));
        assert_eq!(
            all_in.of(0).map(|o| (o.win, o.tie)),
            Some((e.win(0), e.tie(0)))
        );
        assert_eq!(all_in.of(1).map(|o| o.share), Some(e.shares[1]));
        assert!((shares(&all_in) - 1.0).abs() < 1e-12);
        // Worked out once; the hand's end keeps them.
        h.work_out_odds();
        assert_eq!(h.settle().all_in, Some(all_in));

        // Three-handed, all in on the flop: the board known then is the flop's, and the
        // folded hand's cards are not known.
        let players = [(0, 500), (1, 100), (2, 500)];
        let mut h = limped(&players, three_way_deck());
        h.act(0, Action::RaiseTo(98)).unwrap();
        h.act(1, Action::Call).unwrap();
        h.act(2, Action::Fold).unwrap();
        assert!(h.is_over() && h.board.len() == 5);
        assert_eq!(h.all_in_at, Some(Street::Flop));
        h.work_out_odds();
        let all_in = h.all_in.clone().expect("the chances");
        let e = equity(&[hole("AS AD"), hole("KS KD")], &cards("2C 7D 9H")).expect("an equity");
        assert_eq!((all_in.street, all_in.boards), (Street::Flop, 45 * 44 / 2));
        assert_eq!(
            all_in
                .hands
                .iter()
                .map(|o| (o.seat, o.win, o.tie))
                .collect::<Vec<_>>(),
            vec![(0, e.win(0), e.tie(0)), (1, e.win(1), e.tie(1))]
        );
        assert!((shares(&all_in) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn no_chances_without_cards_to_come_or_without_an_all_in() {
        // Called all in on the river: nothing is left to deal.
        let players = [(0, 500), (1, 500), (2, 100)];
        let mut h = limped(&players, three_way_deck());
        for _ in 0..2 {
            check_round(&mut h, &[0, 1, 2]);
        }
        h.act(0, Action::Check).unwrap();
        h.act(1, Action::RaiseTo(98)).unwrap();
        h.act(2, Action::Call).unwrap();
        h.act(0, Action::Fold).unwrap();
        h.work_out_odds();
        assert_eq!((h.all_in_at, h.all_in), (None, None));
        // Checked down: no all-in.
        let mut h = limped(&[(0, 500), (1, 500), (2, 500)], three_way_deck());
        for _ in 0..3 {
            check_round(&mut h, &[0, 1, 2]);
        }
        h.work_out_odds();
        assert_eq!(h.settle().all_in, None);
    }

    /// A hand and its end stored before they kept an all-in's chances still load.
    #[test]
    fn rows_stored_before_the_chances_were_kept_still_load() {
        let mut h = Hand::deal_from(1, 0, 10, &[(0, 100), (1, 2)], Vec::new());
        h.work_out_odds();
        let mut hand = serde_json::to_value(&h).expect("json");
        let mut end = serde_json::to_value(h.settle()).expect("json");
        for (row, keys) in [
            (&mut hand, &["all_in_at", "all_in"][..]),
            (&mut end, &["all_in"]),
        ] {
            let object = row.as_object_mut().expect("an object");
            for key in keys {
                assert!(object.remove(*key).is_some(), "{key}");
            }
        }
        let hand: Hand = serde_json::from_value(hand).expect("an old hand");
        assert_eq!((hand.all_in_at, hand.all_in), (None, None));
        let end: HandEnd = serde_json::from_value(end).expect("an old hand's end");
        assert_eq!(end.all_in, None);
        assert_eq!(end.board, h.board);
    }

    /// A legal action for the seat to act, chosen by `pick`.
    fn legal(options: Options, pick: u8, amount: u64) -> Action {
        match pick % 4 {
            0 if !options.check => Action::Fold,
            0 | 1 if options.check => Action::Check,
            1 => Action::Call,
            _ => match options.raise {
                Some((min, most)) => Action::RaiseTo(min + amount % (most - min + 1)),
                None if options.check => Action::Check,
                None => Action::Call,
            },
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        /// Any hand, played with any legal actions (and seats leaving), keeps its chips,
        /// ends, pays every pot to a player still in it, and shows in order.
        #[test]
        fn any_hand_keeps_its_chips_and_pays_live_hands(
            seed in any::<u64>(),
            stacks in proptest::collection::vec(1i64..400, 2..=9),
            blind in 1i64..40,
            button in 0usize..9,
            picks in proptest::collection::vec((any::<u8>(), any::<u64>(), 0u8..40), 1..80),
        ) {
            let players: Vec<(SeatNo, i64)> =
                stacks.iter().enumerate().map(|(i, &s)| (i as SeatNo, s)).collect();
            let start: i64 = stacks.iter().sum();
            let button = (button % players.len()) as SeatNo;
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut h = Hand::deal(1, button, blind, &players, &mut rng);
            let mut moves = 0;
            for &(pick, amount, leave) in &picks {
                if h.is_over() {
                    break;
                }
                if leave < 3 {
                    h.fold_out((pick as usize % players.len()) as SeatNo);
                    continue;
                }
                let (Some(seat), Some(options)) = (h.to_act(), h.options()) else {
                    break;
                };
                prop_assert_eq!(h.act(seat, legal(options, pick, amount)), Ok(()));
                moves += 1;
                let behind: i64 = players.iter().map(|&(s, _)| h.stack_of(s)).sum();
                prop_assert_eq!(behind + h.pot(), start);
            }
            // Finish the hand by checking or folding.
            while let (Some(seat), Some(options)) = (h.to_act(), h.options()) {
                let action = if options.check { Action::Check } else { Action::Fold };
                prop_assert_eq!(h.act(seat, action), Ok(()));
                moves += 1;
                prop_assert!(moves < 500);
            }
            prop_assert!(h.is_over());
            let end = h.settle();
            prop_assert_eq!(total(&end), start);
            prop_assert_eq!(
                end.pots.iter().map(|p| p.amount).sum::<i64>(),
                end.seats.iter().map(|s| s.put_in).sum::<i64>()
            );
            for pot in &end.pots {
                prop_assert_eq!(pot.winners.iter().map(|w| w.1).sum::<i64>(), pot.amount);
                for (seat, _) in &pot.winners {
                    prop_assert!(end.seat(*seat).is_some_and(|s| !s.folded));
                }
                // Shares differ by at most one chip, the larger first.
                let shares: Vec<i64> = pot.winners.iter().map(|w| w.1).collect();
                prop_assert!(shares.windows(2).all(|w| w[0] >= w[1] && w[0] - w[1] <= 1));
            }
            for s in &end.seats {
                prop_assert!(s.stack >= 0 && s.put_in >= 0);
                prop_assert_eq!(s.stack, stacks[s.seat as usize] - s.put_in + s.won);
            }
            if end.showdown {
                // The first to show always shows, and every winner of a contested pot did.
                let first = h.showdown_order()[0];
                prop_assert!(end.seat(first).is_some_and(|s| s.shown));
                for pot in end.pots.iter().filter(|p| p.strength.is_some()) {
                    for (seat, _) in &pot.winners {
                        prop_assert!(end.seat(*seat).is_some_and(|s| s.shown));
                    }
                }
                prop_assert_eq!(end.board.len(), 5);
            }
        }
    }
}
