//! Simulated members, one kind per game: how each opens its game and which button it presses
//! next on the game's message. A new game plugs in here with a player of its own.

use crate::view::custom_id::CustomId;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// A member playing one game through its messages.
pub trait Player: Send {
    /// The slash command that opens (or brings back) the game: its name and options as
    /// Discord sends them.
    fn start(&self) -> (&'static str, Value);

    /// The custom_id of the next button to press on `message` (the `data` of the last
    /// response), or None to start again.
    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<String>;
}

/// Every game's player, in turn: member i plays `players()[i % len]`.
pub fn players() -> Vec<fn() -> Box<dyn Player>> {
    vec![|| Box::new(VideoPokerPlayer)]
}

/// A message's enabled game buttons: (custom_id, action code).
pub fn buttons(message: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for button in row["components"].as_array().into_iter().flatten() {
            if button["disabled"].as_bool() == Some(true) {
                continue;
            }
            let Some(id) = button["custom_id"].as_str() else {
                continue;
            };
            if let Some(CustomId::Game { code, .. }) = CustomId::parse(id) {
                out.push((id.to_string(), code));
            }
        }
    }
    out
}

/// Deals, holds a card or two at random, draws, deals again, at 1 chip a hand.
pub struct VideoPokerPlayer;

impl Player for VideoPokerPlayer {
    fn start(&self) -> (&'static str, Value) {
        (
            "poker",
            json!([{ "name": "video", "type": 1,
                     "options": [{ "name": "bet", "type": 4, "value": 1 }] }]),
        )
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<String> {
        let buttons = buttons(message);
        let find = |code: &str| {
            buttons
                .iter()
                .find(|(_, c)| c == code)
                .map(|(id, _)| id.clone())
        };
        if let Some(draw) = find("draw") {
            let holds: Vec<&String> = buttons
                .iter()
                .filter(|(_, c)| c.starts_with("hold:"))
                .map(|(id, _)| id)
                .collect();
            let held = 5 - holds.len();
            if held < 2 && !holds.is_empty() && rng.random_bool(0.6) {
                return Some(holds[rng.random_range(0..holds.len())].clone());
            }
            return Some(draw);
        }
        find("deal")
    }
}
