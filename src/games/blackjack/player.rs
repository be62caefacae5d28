//! Blackjack's member in the load tool (`parlor bench`).

use crate::games::player::{Player, Press, buttons, press_of};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// `/blackjack play bet:1`, as Discord sends it.
pub fn start_options() -> Value {
    json!([{ "name": "play", "type": 1,
             "options": [{ "name": "bet", "type": 4, "value": 1 }] }])
}

/// Plays its own seat at 1 chip a round: declines insurance, hits below 17 and stands
/// from there (doubling now and then), and deals again.
pub struct BlackjackPlayer;

impl Player for BlackjackPlayer {
    fn start(&self) -> (&'static str, Value) {
        ("blackjack", start_options())
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        let buttons = buttons(message);
        let find = |code: &str| press_of(&buttons, code);
        if let Some(no) = find("no-insure") {
            return Some(no);
        }
        if let Some(double) = find("double")
            && rng.random_bool(0.1)
        {
            return Some(double);
        }
        if let Some(hit) = find("hit")
            && rng.random_bool(0.5)
        {
            return Some(hit);
        }
        find("stand").or_else(|| find("deal"))
    }
}
