//! Video poker's member in the load tool (`parlor bench`).

use crate::games::player::{Player, Press, buttons, form_of, press_of};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// Deals, holds a card or two at random, draws, deals again, at 1 chip a hand; now and then
/// types its bet in the machine's form.
pub struct VideoPokerPlayer;

impl Player for VideoPokerPlayer {
    fn start(&self) -> (&'static str, Value) {
        (
            "poker",
            json!([{ "name": "video", "type": 1,
                     "options": [{ "name": "bet", "type": 4, "value": 1 }] }]),
        )
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        if let Some((form, fields)) = form_of(message) {
            let typed = fields.into_iter().map(|f| (f, "1".to_string())).collect();
            return Some(Press::submit(form, typed));
        }
        let buttons = buttons(message);
        let find = |code: &str| press_of(&buttons, code);
        if let Some(draw) = find("draw") {
            let holds: Vec<&String> = buttons
                .iter()
                .filter(|(_, c)| c.starts_with("hold:"))
                .map(|(id, _)| id)
                .collect();
            let held = 5 - holds.len();
            if held < 2 && !holds.is_empty() && rng.random_bool(0.6) {
                return Some(Press::button(
                    holds[rng.random_range(0..holds.len())].clone(),
                ));
            }
            return Some(draw);
        }
        if rng.random_bool(0.05)
            && let Some(ask) = find("bet-typed")
        {
            return Some(ask);
        }
        find("deal")
    }
}
