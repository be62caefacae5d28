//! The load tool's members: how each game is played through its messages (`parlor bench`).
//! A game declares its own player in the registry; these are the pieces they share.

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

/// A click on a message: a button, a select menu with the value chosen, or a form sent
/// back with its fields filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Press {
    pub custom_id: String,
    pub value: Option<String>,
    /// A form's fields, by name, in its order: a form's submission when not empty.
    pub fields: Vec<(String, String)>,
}

impl Press {
    pub fn button(custom_id: impl Into<String>) -> Press {
        Press {
            custom_id: custom_id.into(),
            value: None,
            fields: Vec::new(),
        }
    }

    /// The form `custom_id` sent back with `fields` filled in.
    pub fn submit(custom_id: impl Into<String>, fields: Vec<(String, String)>) -> Press {
        Press {
            fields,
            ..Press::button(custom_id)
        }
    }
}

/// The form a response opened (its `data`, as a type 9 response carries it): its custom_id
/// and its fields' names, in order.
pub fn form_of(data: &Value) -> Option<(String, Vec<String>)> {
    let custom_id = data["custom_id"].as_str()?;
    data["title"].as_str()?;
    let fields = form_inputs(data)
        .into_iter()
        .filter_map(|input| input["custom_id"].as_str().map(str::to_string))
        .collect();
    Some((custom_id.to_string(), fields))
}

/// A form's text inputs, in order, in labels or in action rows.
pub fn form_inputs(data: &Value) -> Vec<Value> {
    let mut inputs = Vec::new();
    if let Some(list) = data["components"].as_array() {
        crate::view::layout::walk(list, &mut |c| {
            if c["type"].as_u64() == Some(4) {
                inputs.push(c.clone());
            }
        });
    }
    inputs
}

/// A message's select menus' options: one press per option.
pub fn menu_options(message: &Value) -> Vec<Press> {
    let mut out = Vec::new();
    for menu in crate::view::layout::controls(message) {
        if menu["type"].as_u64() != Some(3) || menu["disabled"].as_bool() == Some(true) {
            continue;
        }
        let Some(id) = menu["custom_id"].as_str() else {
            continue;
        };
        for option in menu["options"].as_array().into_iter().flatten() {
            if let Some(value) = option["value"].as_str() {
                out.push(Press {
                    value: Some(value.to_string()),
                    ..Press::button(id)
                });
            }
        }
    }
    out
}

/// A message's enabled game buttons: (custom_id, action code).
pub fn buttons(message: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for button in crate::view::layout::controls(message) {
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
    out
}

/// The press of the button whose action code is `code`, among a message's `buttons`.
pub fn press_of(buttons: &[(String, String)], code: &str) -> Option<Press> {
    buttons
        .iter()
        .find(|(_, c)| c == code)
        .map(|(id, _)| Press::button(id.clone()))
}

/// Plays a puzzle by its menus: a random move (or a piece, then one of its jumps), now and then
/// an undo, rarely a hint (the costliest click: a solver or a search) once a few moves are
/// made, and starts a new board when one ends.
pub struct PuzzlePlayer {
    command: &'static str,
    /// Moves made on this board, as far as the player knows.
    moves: u32,
}

impl PuzzlePlayer {
    /// Plays the puzzle `/command play` starts.
    pub fn new(command: &'static str) -> PuzzlePlayer {
        PuzzlePlayer { command, moves: 0 }
    }
}

impl Player for PuzzlePlayer {
    fn start(&self) -> (&'static str, Value) {
        (
            self.command,
            json!([{ "name": "play", "type": 1, "options": [] }]),
        )
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        let buttons = buttons(message);
        let find = |code: &str| press_of(&buttons, code);
        let roll: f64 = rng.random_range(0.0..1.0);
        if self.moves >= 3 && roll < 0.02 {
            return find("hint");
        }
        if roll < 0.1
            && let Some(undo) = find("undo")
        {
            return Some(undo);
        }
        // A chosen peg's jumps, as buttons.
        let jumps: Vec<&String> = buttons
            .iter()
            .filter(|(_, c)| c.starts_with("jump:"))
            .map(|(id, _)| id)
            .collect();
        if !jumps.is_empty() {
            self.moves += 1;
            return Some(Press::button(
                jumps[rng.random_range(0..jumps.len())].clone(),
            ));
        }
        let mut options = menu_options(message);
        if options.is_empty() {
            // The board ended: a new one.
            self.moves = 0;
            return None;
        }
        self.moves += 1;
        Some(options.swap_remove(rng.random_range(0..options.len())))
    }
}
