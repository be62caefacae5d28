//! One no-limit betting round: who may check, call, bet or raise, and by how much, as the
//! TDA rules have it.
//! - A bet is at least the big blind; a raise is at least the last full bet or raise of
//!   the round (a raise to twice the bet faced, and more).
//! - A player may always go all in. All in for less than a full raise is an incomplete
//!   raise: the others must call it to go on, but it does not reopen the betting to a
//!   player who has already acted, unless the raises since that player last acted add up to
//!   a full raise.
//! - The round ends when every player still able to act has acted and matched the highest
//!   bet, or when at most one player is left who has not folded.

use serde::{Deserialize, Serialize};

/// A player's part in the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Chips behind, not yet put in.
    pub stack: u64,
    /// Put in this round.
    pub bet: u64,
    pub folded: bool,
    /// The highest bet when this player last acted; None before they have acted this
    /// round (posting a blind is not acting).
    pub acted_at: Option<u64>,
}

impl Player {
    pub fn new(stack: u64) -> Player {
        Player {
            stack,
            bet: 0,
            folded: false,
            acted_at: None,
        }
    }

    pub fn all_in(&self) -> bool {
        self.stack == 0 && !self.folded
    }

    fn can_act(&self) -> bool {
        !self.folded && self.stack > 0
    }
}

/// What a player does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Fold,
    Check,
    Call,
    /// Bet or raise to this total for the round (all of the player's chips: all in).
    RaiseTo(u64),
}

/// Why an action is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BetError {
    #[error("it is not this player's turn")]
    NotYourTurn,
    #[error("the round is over")]
    Over,
    #[error("there is a bet to call")]
    CannotCheck,
    #[error("there is nothing to call")]
    NothingToCall,
    #[error("the betting is not open to a raise")]
    RaiseClosed,
    #[error("a raise must come to at least {min}")]
    TooSmall { min: u64 },
    #[error("only {most} chips can be put in")]
    TooLarge { most: u64 },
}

/// What a player may do now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub check: bool,
    /// Chips a call puts in (less than the bet faced when it is all in); 0 for none.
    pub call: u64,
    /// The least and most a bet or raise may come to, if one is open.
    pub raise: Option<(u64, u64)>,
}

/// A betting round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub players: Vec<Player>,
    /// The highest bet of the round.
    pub high: u64,
    /// The last full bet or raise: what the next raise must add at least.
    pub full_raise: u64,
    /// Whose turn it is; None once the round is over.
    pub to_act: Option<usize>,
}

impl Round {
    /// A round with `players` (their bets already in, as the blinds are), the big blind
    /// `big_blind`, and `first` to act.
    pub fn new(players: Vec<Player>, big_blind: u64, first: usize) -> Round {
        let high = players.iter().map(|p| p.bet).max().unwrap_or(0);
        let mut round = Round {
            players,
            high,
            full_raise: big_blind.max(1),
            to_act: None,
        };
        round.to_act = round.next_from(first, true);
        round
    }

    /// The next player at or after `from` (or after it) who still has a decision.
    fn next_from(&self, from: usize, inclusive: bool) -> Option<usize> {
        let n = self.players.len();
        let in_hand = self.players.iter().filter(|p| !p.folded).count();
        if in_hand <= 1 {
            return None;
        }
        let start = if inclusive { 0 } else { 1 };
        (start..start + n)
            .map(|k| (from + k) % n)
            .find(|&i| self.owes_decision(i))
    }

    fn others_can_act(&self, i: usize) -> bool {
        self.players
            .iter()
            .enumerate()
            .any(|(j, q)| j != i && q.can_act())
    }

    /// What player `i` must match: the highest bet, or, when nobody else can act, the
    /// highest bet of the others still in (a short all-in big blind covered by the small
    /// blind asks nothing more of it, though the round's bet is the full big blind).
    fn to_match(&self, i: usize) -> u64 {
        if self.others_can_act(i) {
            return self.high;
        }
        self.players
            .iter()
            .enumerate()
            .filter(|(j, q)| *j != i && !q.folded)
            .map(|(_, q)| q.bet)
            .max()
            .unwrap_or(0)
    }

    fn owes_decision(&self, i: usize) -> bool {
        let p = &self.players[i];
        if !p.can_act() {
            return false;
        }
        // Alone able to act, and nothing to call: nobody is left to bet against.
        if !self.others_can_act(i) && p.bet >= self.to_match(i) {
            return false;
        }
        p.acted_at.is_none() || p.bet < self.high
    }

    /// Whether player `i` may raise: not yet acted, or facing at least a full raise since
    /// they last did.
    fn raise_open(&self, i: usize) -> bool {
        let p = &self.players[i];
        self.others_can_act(i)
            && match p.acted_at {
                None => true,
                Some(at) => self.high - at >= self.full_raise,
            }
    }

    /// What the player to act may do.
    pub fn options(&self) -> Option<Options> {
        let i = self.to_act?;
        let p = &self.players[i];
        let owed = self.to_match(i).saturating_sub(p.bet);
        let most = p.bet + p.stack;
        let raise = (self.raise_open(i) && most > self.high)
            .then(|| ((self.high + self.full_raise).min(most), most));
        Some(Options {
            check: owed == 0,
            call: owed.min(p.stack),
            raise,
        })
    }

    /// Player `i` acts.
    pub fn act(&mut self, i: usize, action: Action) -> Result<(), BetError> {
        let current = self.to_act.ok_or(BetError::Over)?;
        if current != i {
            return Err(BetError::NotYourTurn);
        }
        let options = self.options().ok_or(BetError::Over)?;
        let high_before = self.high;
        match action {
            Action::Fold => self.players[i].folded = true,
            Action::Check if options.check => {}
            Action::Check => return Err(BetError::CannotCheck),
            Action::Call if options.call == 0 => return Err(BetError::NothingToCall),
            Action::Call => self.put_in(i, options.call),
            Action::RaiseTo(total) => {
                let (min, most) = options.raise.ok_or(BetError::RaiseClosed)?;
                if total > most {
                    return Err(BetError::TooLarge { most });
                }
                // Less than the least raise only all in.
                if total < min && total != most {
                    return Err(BetError::TooSmall { min });
                }
                let added = total - self.players[i].bet;
                self.put_in(i, added);
                let by = total - high_before;
                if by >= self.full_raise {
                    self.full_raise = by;
                }
                self.high = total;
            }
        }
        self.players[i].acted_at = Some(high_before.max(self.players[i].bet));
        self.to_act = self.next_from(i, false);
        Ok(())
    }

    fn put_in(&mut self, i: usize, chips: u64) {
        let p = &mut self.players[i];
        p.stack -= chips;
        p.bet += chips;
    }

    pub fn is_over(&self) -> bool {
        self.to_act.is_none()
    }

    /// Works out again who acts, from `from` on: after the highest bet was raised from
    /// outside the round (a short big blind's full amount) or a player folded out of turn.
    pub fn restart_from(&mut self, from: usize) {
        self.to_act = self.next_from(from, true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Three players, 1,000 chips each; seat 0 the big blind of 100 (posted), seat 1 first.
    fn three(stacks: [u64; 3]) -> Round {
        let mut players: Vec<Player> = stacks.iter().map(|&s| Player::new(s)).collect();
        players[0].stack -= 100;
        players[0].bet = 100;
        Round::new(players, 100, 1)
    }

    #[test]
    fn a_raise_is_at_least_the_last_full_raise() {
        let mut r = three([1000, 1000, 1000]);
        // Facing the big blind: a raise to at least 200.
        assert_eq!(r.options().and_then(|o| o.raise), Some((200, 1000)));
        assert_eq!(
            r.act(1, Action::RaiseTo(150)),
            Err(BetError::TooSmall { min: 200 })
        );
        r.act(1, Action::RaiseTo(350)).unwrap();
        // The raise was 250: the next one is to at least 600.
        assert_eq!(r.options().and_then(|o| o.raise), Some((600, 1000)));
        assert_eq!(r.act(0, Action::Call), Err(BetError::NotYourTurn));
        r.act(2, Action::Call).unwrap();
        r.act(0, Action::Call).unwrap();
        assert!(r.is_over());
        assert!(r.players.iter().all(|p| p.bet == 350));
    }

    #[test]
    fn a_short_all_in_does_not_reopen_the_betting_to_who_has_acted() {
        // Big blind 100 (seat 0). Seat 1 raises to 200; seat 2 is all in for 250, 50 more,
        // an incomplete raise. Seat 0 has not acted (a blind is not an action) and may
        // raise; seat 1, who raised, may only call the 50 or fold.
        let mut r = three([1000, 1000, 250]);
        r.act(1, Action::RaiseTo(200)).unwrap();
        r.act(2, Action::RaiseTo(250)).unwrap();
        assert_eq!(r.full_raise, 100, "an incomplete raise changes nothing");
        let o = r.options().unwrap();
        assert_eq!((o.call, o.raise), (150, Some((350, 1000))));
        r.act(0, Action::Call).unwrap();
        let o = r.options().unwrap();
        assert_eq!(r.to_act, Some(1));
        assert_eq!((o.call, o.raise), (50, None), "closed to seat 1");
        assert_eq!(r.act(1, Action::RaiseTo(600)), Err(BetError::RaiseClosed));
        r.act(1, Action::Call).unwrap();
        assert!(r.is_over());
    }

    #[test]
    fn short_all_ins_that_add_up_to_a_full_raise_reopen_it() {
        // Big blind 100; seat 0 bets 100 first; seats 1 and 2 go all in for 150 and 200:
        // 50 and 50 more, together a full raise over what seat 0 last faced.
        let players = vec![Player::new(1000), Player::new(150), Player::new(200)];
        let mut r = Round::new(players, 100, 0);
        r.act(0, Action::RaiseTo(100)).unwrap();
        r.act(1, Action::RaiseTo(150)).unwrap();
        r.act(2, Action::RaiseTo(200)).unwrap();
        let o = r.options().unwrap();
        assert_eq!(r.to_act, Some(0));
        assert_eq!(
            o.raise, None,
            "nobody left to raise against: the others are all in"
        );
        assert_eq!(o.call, 100);
        // With a fourth player still behind, seat 0 may raise again.
        let players = vec![
            Player::new(1000),
            Player::new(150),
            Player::new(200),
            Player::new(1000),
        ];
        let mut r = Round::new(players, 100, 0);
        r.act(0, Action::RaiseTo(100)).unwrap();
        r.act(1, Action::RaiseTo(150)).unwrap();
        r.act(2, Action::RaiseTo(200)).unwrap();
        r.act(3, Action::Call).unwrap();
        assert_eq!(r.to_act, Some(0));
        assert_eq!(r.options().unwrap().raise, Some((300, 1000)));
    }

    #[test]
    fn a_bet_is_at_least_the_big_blind_unless_all_in() {
        let players = vec![Player::new(1000), Player::new(60)];
        let mut r = Round::new(players, 100, 0);
        assert_eq!(
            r.options().unwrap(),
            Options {
                check: true,
                call: 0,
                raise: Some((100, 1000))
            }
        );
        assert_eq!(
            r.act(0, Action::RaiseTo(50)),
            Err(BetError::TooSmall { min: 100 })
        );
        r.act(0, Action::Check).unwrap();
        // All in for 60, less than a bet: allowed.
        assert_eq!(r.options().unwrap().raise, Some((60, 60)));
        r.act(1, Action::RaiseTo(60)).unwrap();
        let o = r.options().unwrap();
        assert_eq!(
            (o.call, o.raise),
            (60, None),
            "seat 1 is all in: nobody to raise against"
        );
        r.act(0, Action::Call).unwrap();
        assert!(r.is_over());
    }

    #[test]
    fn the_round_ends_when_one_player_is_left() {
        let mut r = three([1000, 1000, 1000]);
        r.act(1, Action::Fold).unwrap();
        r.act(2, Action::Fold).unwrap();
        assert!(r.is_over());
        assert_eq!(r.act(0, Action::Check), Err(BetError::Over));
    }

    proptest! {
        /// Any run of actions: chips are kept, no stack goes below zero, every refused
        /// action changes nothing, and the round ends within a bounded number of actions
        /// with every player still in having matched the highest bet or gone all in.
        #[test]
        fn any_round_keeps_its_chips_and_ends_matched(
            stacks in prop::collection::vec(1u64..2000, 2..7),
            moves in prop::collection::vec((0u8..4, 0u64..2500), 0..200),
        ) {
            let n = stacks.len();
            let players: Vec<Player> = stacks.iter().map(|&s| Player::new(s)).collect();
            let total: u64 = stacks.iter().sum();
            let mut r = Round::new(players, 20, 0);
            let mut accepted = 0;
            for (kind, amount) in moves {
                let Some(i) = r.to_act else { break };
                let action = match kind {
                    0 => Action::Fold,
                    1 => Action::Check,
                    2 => Action::Call,
                    _ => Action::RaiseTo(amount),
                };
                let before = r.clone();
                match r.act(i, action) {
                    Ok(()) => accepted += 1,
                    Err(_) => prop_assert_eq!(&r, &before),
                }
                let kept: u64 = r.players.iter().map(|p| p.stack + p.bet).sum();
                prop_assert_eq!(kept, total);
            }
            // Finish with calls and checks: the round ends.
            let mut guard = 0;
            while let Some(i) = r.to_act {
                let o = r.options().unwrap();
                let action = if o.check { Action::Check } else { Action::Call };
                r.act(i, action).unwrap();
                guard += 1;
                prop_assert!(guard <= n, "calls end the round within a lap");
            }
            prop_assert!(accepted <= 200);
            for p in r.players.iter().filter(|p| !p.folded) {
                prop_assert!(p.bet == r.high || p.stack == 0 || r.players.iter().filter(|q| !q.folded).count() == 1);
            }
        }
    }
}
