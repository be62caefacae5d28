//! Simulated members, one kind per game: how each opens its game and which button it presses
//! next on the game's message. A new game plugs in here with a player of its own.

use crate::engine::GameKind;
use crate::view::custom_id::CustomId;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// A member playing one game through its messages.
pub trait Player: Send {
    /// The slash command that opens (or brings back) the game: its name and options as
    /// Discord sends them.
    fn start(&self) -> (&'static str, Value);

    /// The next button to press or menu option to choose on `message` (the `data` of the
    /// last response), or None to start again.
    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press>;
}

/// A click on a message: a button, or a select menu with the value chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Press {
    pub custom_id: String,
    pub value: Option<String>,
}

impl Press {
    pub fn button(custom_id: impl Into<String>) -> Press {
        Press {
            custom_id: custom_id.into(),
            value: None,
        }
    }
}

/// A message's select menus' options: one press per option.
pub fn menu_options(message: &Value) -> Vec<Press> {
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for menu in row["components"].as_array().into_iter().flatten() {
            if menu["type"].as_u64() != Some(3) || menu["disabled"].as_bool() == Some(true) {
                continue;
            }
            let Some(id) = menu["custom_id"].as_str() else {
                continue;
            };
            for option in menu["options"].as_array().into_iter().flatten() {
                if let Some(value) = option["value"].as_str() {
                    out.push(Press {
                        custom_id: id.to_string(),
                        value: Some(value.to_string()),
                    });
                }
            }
        }
    }
    out
}

/// A player for every game, in turn: member i plays `players()[i % len]()`. A game without a
/// player of its own gets [`AnyButton`], so every game added plugs in.
pub fn players() -> Vec<Box<dyn Fn() -> Box<dyn Player> + Send + Sync>> {
    GameKind::ALL
        .iter()
        // A draw-poker table is the channel's, shared by every simulated member (they all
        // play in one channel), so random buttons at another member's table are refused:
        // poker needs a player of its own before the load tool plays it.
        .filter(|&&kind| kind != GameKind::DrawPoker)
        .map(|&kind| -> Box<dyn Fn() -> Box<dyn Player> + Send + Sync> {
            match kind {
                GameKind::VideoPoker => Box::new(|| Box::new(VideoPokerPlayer)),
                #[allow(unreachable_patterns)]
                other => Box::new(move || Box::new(AnyButton::for_kind(other))),
            }
        })
        .collect()
}

/// Opens a game by its start command and presses one of its enabled buttons, or chooses an
/// option of one of its menus, at random.
pub struct AnyButton {
    command: &'static str,
    subcommand: Option<&'static str>,
}

impl AnyButton {
    pub fn for_kind(kind: GameKind) -> AnyButton {
        for def in crate::view::commands::COMMANDS {
            for sub in def.subcommands {
                if sub.game == Some(kind) {
                    return AnyButton {
                        command: def.name,
                        subcommand: Some(sub.name),
                    };
                }
            }
        }
        AnyButton {
            command: "help",
            subcommand: None,
        }
    }
}

impl Player for AnyButton {
    fn start(&self) -> (&'static str, Value) {
        match self.subcommand {
            Some(sub) => (
                self.command,
                json!([{ "name": sub, "type": 1, "options": [] }]),
            ),
            None => (self.command, json!([])),
        }
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        let mut presses: Vec<Press> = buttons(message)
            .into_iter()
            .map(|(id, _)| Press::button(id))
            .collect();
        presses.extend(menu_options(message));
        if presses.is_empty() {
            return None;
        }
        Some(presses.swap_remove(rng.random_range(0..presses.len())))
    }
}

/// A message's enabled game buttons: (custom_id, action code).
pub fn buttons(message: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for button in row["components"].as_array().into_iter().flatten() {
            if button["type"].as_u64() != Some(2) || button["disabled"].as_bool() == Some(true) {
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

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        let buttons = buttons(message);
        let find = |code: &str| {
            buttons
                .iter()
                .find(|(_, c)| c == code)
                .map(|(id, _)| Press::button(id.clone()))
        };
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
        find("deal")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_game_has_a_player_that_opens_it() {
        let players = players();
        assert_eq!(
            players.len(),
            GameKind::ALL.len() - 1,
            "every game but draw poker"
        );
        for make in &players {
            let (name, _) = make().start();
            assert!(crate::view::commands::find(name).is_some(), "{name}");
        }
        let mut any = AnyButton::for_kind(GameKind::VideoPoker);
        assert_eq!(any.start().0, "poker");
        let message = json!({ "components": [{ "type": 1, "components": [
            { "type": 2, "custom_id": "p1:4:1:deal", "disabled": false },
            { "type": 2, "custom_id": "p1:4:1:bet-up", "disabled": true }] }] });
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert_eq!(
            any.next(&message, &mut rng),
            Some(Press::button("p1:4:1:deal"))
        );
        let menu = json!({ "components": [{ "type": 1, "components": [
            { "type": 3, "custom_id": "p1:4:2:box", "options": [{ "label": "Chance", "value": "ch" }] }] }] });
        assert_eq!(
            any.next(&menu, &mut rng),
            Some(Press {
                custom_id: "p1:4:2:box".into(),
                value: Some("ch".into())
            })
        );
    }
}
