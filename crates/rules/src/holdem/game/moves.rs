//! The moves at a Hold'em table, as its buttons and forms carry them.

use crate::game::ActionCode;

/// A move at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Fold,
    Check,
    Call,
    /// Bet or raise to this total for the round (all the chips: all in); None when what was
    /// typed is not a whole number.
    Raise(Option<i64>),
    /// Opens the form to type a raise.
    AskRaise,
    /// Show me my cards (privately).
    Cards,
    /// Show my cards of the last hand to the table.
    Show,
    /// Show me the last hand I played (privately): every action, the board, the hands
    /// shown and my cards.
    LastHand,
    SitOut,
    Back,
    /// Add chips to my stack, from the wallet (a cash table, not in the hand).
    Rebuy(Option<i64>),
    /// Opens the form to type a rebuy.
    AskRebuy,
    /// The turn timed out: check, or fold facing a bet. The timer's move alone.
    Idle,
}

impl ActionCode for Move {
    fn encode(&self) -> String {
        match self {
            Move::Fold => "fold".into(),
            Move::Check => "check".into(),
            Move::Call => "call".into(),
            Move::Raise(Some(to)) => format!("raise:{to}"),
            // A form's answer completes this code with what was typed (`raise:30`).
            Move::Raise(None) => "raise".into(),
            Move::AskRaise => "raise-typed".into(),
            Move::Cards => "cards".into(),
            Move::Show => "show".into(),
            Move::LastHand => "last-hand".into(),
            Move::SitOut => "sit-out".into(),
            Move::Back => "back".into(),
            Move::Rebuy(Some(chips)) => format!("rebuy:{chips}"),
            Move::Rebuy(None) => "rebuy".into(),
            Move::AskRebuy => "rebuy-typed".into(),
            Move::Idle => "idle".into(),
        }
    }

    fn decode(code: &str) -> Option<Move> {
        let typed = |text: &str| text.trim().parse::<i64>().ok().filter(|n| *n >= 0);
        match code.split_once(':') {
            // Whatever was typed: an amount that does not read is refused by the rules.
            Some(("raise", text)) => Some(Move::Raise(typed(text))),
            Some(("rebuy", text)) => Some(Move::Rebuy(typed(text))),
            Some(_) => None,
            None => match code {
                "fold" => Some(Move::Fold),
                "check" => Some(Move::Check),
                "call" => Some(Move::Call),
                "raise" => Some(Move::Raise(None)),
                "raise-typed" => Some(Move::AskRaise),
                "cards" => Some(Move::Cards),
                "show" => Some(Move::Show),
                "last-hand" => Some(Move::LastHand),
                "sit-out" => Some(Move::SitOut),
                "back" => Some(Move::Back),
                "rebuy" => Some(Move::Rebuy(None)),
                "rebuy-typed" => Some(Move::AskRebuy),
                "idle" => Some(Move::Idle),
                _ => None,
            },
        }
    }

    fn all() -> Vec<Move> {
        vec![
            Move::Fold,
            Move::Check,
            Move::Call,
            Move::Raise(None),
            Move::Raise(Some(0)),
            Move::Raise(Some(40)),
            Move::Raise(Some(i64::MAX)),
            Move::AskRaise,
            Move::Cards,
            Move::Show,
            Move::LastHand,
            Move::SitOut,
            Move::Back,
            Move::Rebuy(None),
            Move::Rebuy(Some(200)),
            Move::AskRebuy,
            Move::Idle,
        ]
    }
}
