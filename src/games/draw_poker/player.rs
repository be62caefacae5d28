//! Draw poker's member in the load tool (`parlor bench`).

use crate::engine::draw_poker::Move;
use crate::engine::table::TableAction;
use crate::games::player::{Player, Press, buttons, press_of};
use crate::view::custom_id::CustomId;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// Sits at a draw-poker table of its own channel with one computer: starts it, bets
/// (mostly checking and calling, sometimes betting or raising, rarely folding), draws, deals
/// the next hand, and now and then leaves with its stack, which closes the table.
///
/// Its cards come in a private message, which Discord delivers as a follow-up; the load
/// tool has no Discord, so the player presses its private buttons (a card's toggle, Draw)
/// by their custom_ids, the hand number read from the table's message, as Discord's client
/// would from the message it was sent.
pub struct DrawPokerPlayer;

impl DrawPokerPlayer {
    /// The number of the hand a table's message shows (`Hand #12`).
    fn hand_number(message: &Value) -> Option<u32> {
        let text = crate::view::layout::text_of(message);
        let (_, after) = text.split_once("Hand #")?;
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    }

    /// A private button of the game `game_id` (its custom_id's game and version taken from
    /// `like`, one of the message's buttons, and written in the same grammar: a server from
    /// before the kind travelled reads only the first).
    fn private_button(like: &str, mv: Move) -> Option<Press> {
        match CustomId::parse(like)? {
            CustomId::Game {
                kind,
                game,
                version,
                ..
            } => Some(Press::button(CustomId::game_in(
                kind,
                game,
                version,
                &TableAction::Play(mv),
            ))),
            CustomId::Leaderboard { .. }
            | CustomId::Share { .. }
            | CustomId::Exclusion(_)
            | CustomId::Help(_) => None,
        }
    }
}

impl Player for DrawPokerPlayer {
    fn start(&self) -> (&'static str, Value) {
        (
            "poker",
            json!([{ "name": "table", "type": 1,
                     "options": [{ "name": "computers", "type": 4, "value": 1 }] }]),
        )
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        let buttons = buttons(message);
        let find = |code: &str| press_of(&buttons, code);
        // The private message: mark a card or two now and then, then draw.
        if let Some((draw, _)) = buttons.iter().find(|(_, c)| c.starts_with("draw:")) {
            let marks: Vec<&String> = buttons
                .iter()
                .filter(|(_, c)| c.starts_with("mark:"))
                .map(|(id, _)| id)
                .collect();
            if marks.len() > 2 && rng.random_bool(0.5) {
                return Some(Press::button(
                    marks[rng.random_range(0..marks.len())].clone(),
                ));
            }
            return Some(Press::button(draw.clone()));
        }
        if let Some(start) = find("start") {
            return Some(start);
        }
        if let Some(deal) = find("deal") {
            return if rng.random_bool(0.05) {
                find("leave")
            } else {
                Some(deal)
            };
        }
        let check_or_call = find("check").or_else(|| find("call"));
        if let Some(passive) = check_or_call {
            let roll: f64 = rng.random_range(0.0..1.0);
            return if roll < 0.05 {
                find("fold")
            } else if roll < 0.3 {
                find("bet").or_else(|| find("raise")).or(Some(passive))
            } else {
                Some(passive)
            };
        }
        // The draw, our turn (the computers have acted at once): the private buttons.
        let (cards, _) = buttons.iter().find(|(_, c)| c == "cards")?;
        let hand = Self::hand_number(message)?;
        let mv = if rng.random_bool(0.6) {
            Move::Mark {
                hand,
                card: rng.random_range(0..5u8),
                on: true,
            }
        } else {
            Move::Draw { hand }
        };
        Self::private_button(cards, mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn the_poker_player_bets_draws_by_its_private_buttons_and_deals() {
        let mut player = DrawPokerPlayer;
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let message = |description: &str, codes: &[&str]| {
            let buttons: Vec<Value> = codes
                .iter()
                .map(|c| json!({ "type": 2, "custom_id": format!("p1:41:9:{c}") }))
                .collect();
            // A board as Parlor lays it out: its text, then its buttons, in one container.
            json!({ "flags": 32768, "components": [{ "type": 17, "components": [
                { "type": 10, "content": description },
                { "type": 1, "components": buttons }] }] })
        };
        let code = |press: Option<Press>| match press.and_then(|p| CustomId::parse(&p.custom_id)) {
            Some(CustomId::Game { game, code, .. }) => {
                assert_eq!(game, 41);
                code
            }
            other => panic!("not a game button: {other:?}"),
        };
        let lobby = message("Seats", &["add:casual", "leave", "start", "cancel"]);
        assert_eq!(code(player.next(&lobby, &mut rng)), "start");
        // The draw: the hand's number comes from the table's message, not the last hand's.
        let draw = message(
            "**Hand #12** · Draw · pot **4**\n\nLast hand (#11):",
            &["cards", "leave"],
        );
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..40 {
            let c = code(player.next(&draw, &mut rng));
            assert!(c == "draw:12" || c.starts_with("mark:12."), "{c}");
            seen.insert(c.split(':').next().map(str::to_string));
        }
        assert_eq!(seen.len(), 2, "marks and draws: {seen:?}");
        let private = message(
            "",
            &[
                "mark:12.0",
                "unmark:12.1",
                "mark:12.2",
                "mark:12.3",
                "mark:12.4",
                "draw:12",
            ],
        );
        for _ in 0..20 {
            let c = code(player.next(&private, &mut rng));
            assert!(c == "draw:12" || c.starts_with("mark:12."), "{c}");
        }
        // After drawing the private message has no buttons: start again.
        assert_eq!(player.next(&message("", &[]), &mut rng), None);
        let betting = message(
            "**Hand #12** · Before the draw",
            &["call", "raise", "fold", "cards", "leave"],
        );
        let mut codes = std::collections::BTreeSet::new();
        for _ in 0..400 {
            codes.insert(code(player.next(&betting, &mut rng)));
        }
        assert_eq!(
            codes.into_iter().collect::<Vec<_>>(),
            ["call", "fold", "raise"]
        );
        let between = message("Last hand (#12):", &["deal", "leave"]);
        let mut codes = std::collections::BTreeSet::new();
        for _ in 0..400 {
            codes.insert(code(player.next(&between, &mut rng)));
        }
        assert_eq!(codes.into_iter().collect::<Vec<_>>(), ["deal", "leave"]);
    }
}
