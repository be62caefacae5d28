//! Dealing and betting, as a cash table and a sit-and-go share them: the felt deals as soon
//! as it can, plays the members' moves, the computers' and the timer's, and records each hand
//! that ended.

use super::moves::Move;
use super::refusals::HoldemError;
use crate::RuleError;
use crate::game::{Level, SeatNo, SeatResult, Who};
use crate::holdem::betting::Action;
use crate::holdem::computer::{self, Style, View};
use crate::holdem::hand::{HandEnd, HandError};
use crate::holdem::memory::Memory;
use crate::holdem::table::{HoldemTable, TableError};
use crate::table::Progress;
use rand::Rng;

/// What a computer in `seat` does at its turn.
pub(super) fn computer_action<R: Rng + ?Sized>(
    table: &HoldemTable,
    seat: SeatNo,
    level: Level,
    memory: Option<&Memory>,
    rng: &mut R,
) -> Move {
    let Some(view) = table.hand.as_ref().and_then(|h| View::of(h, seat)) else {
        return Move::Idle;
    };
    let style = match level {
        Level::Casual => Style::Casual,
        Level::Expert => Style::Expert,
    };
    match computer::decide_with(&view, style, memory, rng) {
        Action::Fold => Move::Fold,
        Action::Check => Move::Check,
        Action::Call => Move::Call,
        Action::RaiseTo(to) => Move::Raise(Some(to as i64)),
    }
}

/// A betting move as the hand's action.
pub(super) fn betting(mv: Move) -> Result<Action, HoldemError> {
    Ok(match mv {
        Move::Fold => Action::Fold,
        Move::Check => Action::Check,
        Move::Call => Action::Call,
        Move::Raise(Some(to)) => Action::RaiseTo(u64::try_from(to).unwrap_or(0)),
        Move::Raise(None) => return Err(HoldemError::NotANumber),
        _ => return Err(HoldemError::NotAMove),
    })
}

/// A hand's end as each seat's result for /stats: what it put in and won, and, where it was
/// shown down, its hand (the cash table's board ranks the best).
pub(super) fn hand_results(end: &HandEnd) -> Vec<SeatResult> {
    end.seats
        .iter()
        .map(|s| {
            let shown = s.strength.filter(|_| s.shown);
            SeatResult {
                seat: s.seat,
                wager: s.put_in,
                payout: s.won,
                score: shown.map_or(0, |st| i64::from(st.0)),
                detail: shown.map_or_else(String::new, |st| st.class().slug().to_string()),
                won: s.won > s.put_in,
                measures: vec![("hand".into(), 1.0)],
                on_board: shown.is_some(),
                board: None,
            }
        })
        .collect()
}

/// What a cash table and a sit-and-go share: a [`HoldemTable`] that deals as soon as it can.
pub(super) trait Felt {
    fn felt(&self) -> &HoldemTable;
    fn felt_mut(&mut self) -> &mut HoldemTable;
    /// Whether a next hand may be dealt.
    fn may_deal(&self) -> bool;
    fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError>;
    fn act(&mut self, seat: SeatNo, action: Action) -> Result<(), TableError>;
    fn time_out(&mut self, seat: SeatNo) -> Result<(), TableError>;
    /// A hand ended: what it leaves to record.
    fn ended(&mut self, end: &HandEnd);
    /// Hands dealt and ended that the table has seen.
    fn seen(&self) -> u32;
    fn set_seen(&mut self, hand: u32);
}

/// Records each hand that ended since the last look, and deals the next while one can be
/// dealt; true when a hand was dealt.
pub(super) fn keep_dealing<F: Felt, R: Rng + ?Sized>(play: &mut F, rng: &mut R) -> bool {
    let mut dealt = false;
    // Each pass deals one hand; a hand over at the deal (blinds all in) is recorded and the
    // next dealt. A hand that nobody can play out ends the loop.
    for _ in 0..64 {
        play_for_the_absent(play);
        note_ended(play);
        if play.felt().hand.is_some() || !play.may_deal() {
            break;
        }
        if play.deal(rng).is_err() {
            break;
        }
        dealt = true;
    }
    note_ended(play);
    dealt
}

/// The turns of members sitting out, in the hand they were dealt before they sat out, are
/// played for them at once: a check, else a fold.
pub(super) fn play_for_the_absent<F: Felt>(play: &mut F) {
    for _ in 0..64 {
        let table = play.felt();
        let Some(hand) = table.hand.as_ref() else {
            return;
        };
        let Some(seat) = hand.to_act() else {
            return;
        };
        if table.sitter(seat).is_none_or(|s| s.out_since.is_none()) {
            return;
        }
        let action = hand.idle_action();
        if play.act(seat, action).is_err() {
            return;
        }
    }
}

pub(super) fn note_ended<F: Felt>(play: &mut F) {
    let end = play.felt().last.clone();
    if let Some(end) = end
        && end.number > play.seen()
    {
        play.set_seen(end.number);
        play.ended(&end);
    }
}

/// A move by `seat` at either table.
pub(super) fn play_move<F: Felt, R: Rng + ?Sized>(
    play: &mut F,
    seat: SeatNo,
    mv: Move,
    rng: &mut R,
) -> Result<Progress, RuleError> {
    match mv {
        // Their cards in the hand, or their seat between their hands; the last hand they
        // played.
        Move::Cards | Move::LastHand => {
            let table = play.felt();
            let in_hand = table.hand.as_ref().and_then(|h| h.player(seat)).is_some();
            if !in_hand && table.sitter(seat).is_none() {
                return Err(TableError::Hand(HandError::NotInHand).into());
            }
            Ok(Progress::Private)
        }
        Move::Show => {
            let table = play.felt_mut();
            let shown = table.last.as_mut().is_some_and(|end| end.show(seat));
            if !shown {
                return Err(TableError::NoHand.into());
            }
            Ok(Progress::Within)
        }
        Move::SitOut => {
            let table = play.felt_mut();
            if table.sitter(seat).is_some_and(|s| s.out_since.is_some()) {
                return Err(TableError::AlreadySeated.into());
            }
            table.sit_out(seat)?;
            // A turn of theirs in the hand in play is played for them now.
            let before = play.felt().hand.as_ref().map(|h| (h.number, h.log.len()));
            keep_dealing(play, rng);
            let after = play.felt().hand.as_ref().map(|h| (h.number, h.log.len()));
            Ok(if before == after {
                Progress::Within
            } else {
                Progress::TurnOver
            })
        }
        Move::Back => {
            play.felt_mut().back(seat)?;
            Ok(if keep_dealing(play, rng) {
                Progress::TurnOver
            } else {
                Progress::Within
            })
        }
        Move::Idle => {
            play.time_out(seat)?;
            keep_dealing(play, rng);
            Ok(Progress::TurnOver)
        }
        Move::AskRaise | Move::AskRebuy | Move::Rebuy(_) => Err(HoldemError::NotAMove.into()),
        Move::Fold | Move::Check | Move::Call | Move::Raise(_) => {
            let action = betting(mv)?;
            play.act(seat, action)?;
            keep_dealing(play, rng);
            Ok(Progress::TurnOver)
        }
    }
}

/// Who may press a move's button at either table.
pub(super) fn who_may(mv: &Move, to_act: Option<SeatNo>) -> Who {
    match mv {
        Move::Fold | Move::Check | Move::Call | Move::Raise(_) | Move::AskRaise | Move::Idle => {
            to_act.map_or(Who::Seated, Who::Seat)
        }
        _ => Who::Seated,
    }
}

/// The items of [`TableRules`](crate::table::TableRules) a cash table and a sit-and-go share:
/// seats (idle turns sit a member out rather than drop them: the table keeps its own count),
/// who may press what, moves, the computers' moves, whose turn it is and the idle turn's move.
macro_rules! felt_rules {
    () => {
        const KIND: GameKind = GameKind::Holdem;
        type Options = Setup;
        type Move = Move;
        type Rules = HoldemRules;

        fn seats(setup: &Setup) -> Seats {
            Seats {
                drop_after: u8::MAX,
                ..Seats::new(MIN_SEATS, setup.settings.seats)
            }
        }

        fn who_may(&self, mv: &Move, to_act: Option<SeatNo>) -> Who {
            who_may(mv, to_act)
        }

        fn play<R: Rng + ?Sized>(
            &mut self,
            seat: SeatNo,
            mv: Move,
            _rules: &HoldemRules,
            rng: &mut R,
        ) -> Result<Progress, RuleError> {
            play_move(self, seat, mv, rng)
        }

        fn computer_move<R: Rng + ?Sized>(
            &self,
            seat: SeatNo,
            level: Level,
            rules: &HoldemRules,
            rng: &mut R,
        ) -> Move {
            computer_action(self.felt(), seat, level, rules.memory.as_deref(), rng)
        }

        fn to_act(&self, _turns: &Turns) -> Option<SeatNo> {
            self.felt().hand.as_ref().and_then(|h| h.to_act())
        }

        fn timeout_move(&self, _seat: SeatNo) -> Option<Move> {
            Some(Move::Idle)
        }
    };
}
pub(super) use felt_rules;
