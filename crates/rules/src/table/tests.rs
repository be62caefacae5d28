//! The shared table's tests that name the table games.

use super::*;

/// A cash game declares its hooks (nothing ties `impl CashTable` to `CASH` but this): the
/// draw-poker table seats members between hands, blackjack's between rounds, and
/// Yahtzee's stakes go into one pool.
#[test]
fn each_cash_game_declares_its_hooks_and_the_pooled_games_none() {
    use crate::blackjack::table::BlackjackTable;
    use crate::draw_poker::PokerTable;
    use crate::yahtzee::play::YahtzeeTable;
    assert!(PokerTable::CASH.is_some_and(|c| c.joins_in_play));
    assert!(BlackjackTable::CASH.is_some_and(|c| c.joins_in_play));
    assert!(YahtzeeTable::CASH.is_none());
    assert!(testing::HighCard::CASH.is_none());
    assert_eq!(PokerTable::seats(&Default::default()).drop_after, 2);
    assert_eq!(YahtzeeTable::seats(&Default::default()), Seats::new(2, 6));
}
