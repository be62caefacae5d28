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
        .filter(|&&kind| has_start_command(kind))
        .map(|&kind| -> Box<dyn Fn() -> Box<dyn Player> + Send + Sync> {
            Box::new(move || {
                crate::with_game!(kind, G => <G as crate::games::Hosted>::player())
                    .unwrap_or_else(|| Box::new(AnyButton::for_kind(kind)))
            })
        })
        .collect()
}

/// Whether members can start `kind` by a command (the test-only table game has none).
fn has_start_command(kind: GameKind) -> bool {
    crate::view::commands::COMMANDS
        .iter()
        .any(|def| def.subcommands.iter().any(|sub| sub.game == Some(kind)))
}

/// Opens a game by its start command and presses one of its enabled buttons, or chooses an
/// option of one of its menus, at random.
pub struct AnyButton {
    command: &'static str,
    subcommand: Option<&'static str>,
}

impl AnyButton {
    pub fn for_kind(kind: GameKind) -> AnyButton {
        for def in crate::view::commands::COMMANDS.iter() {
            for sub in &def.subcommands {
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

/// The member who asks for the heaviest hints, for `--hinter`: each game's heaviest board
/// ([`crate::games::Hosted::heaviest_hints`]), in turn. On each it presses Hint, makes a move,
/// presses Hint again, and gives the board up after a few moves, so its positions stay the
/// slow ones.
pub struct Hinter {
    boards: Vec<(&'static str, Value)>,
    board: usize,
    moves: u32,
    hinted: bool,
}

/// Moves the hinter makes on a board before giving it up.
const HINTER_MOVES: u32 = 6;

impl Default for Hinter {
    fn default() -> Self {
        Hinter {
            boards: GameKind::ALL
                .iter()
                .filter_map(|&kind| {
                    crate::with_game!(kind, G => <G as crate::games::Hosted>::heaviest_hints())
                })
                .collect(),
            board: 0,
            moves: 0,
            hinted: false,
        }
    }
}

impl Hinter {
    /// Whether `press` is a Hint.
    pub fn is_hint(press: &Press) -> bool {
        matches!(CustomId::parse(&press.custom_id), Some(CustomId::Game { code, .. }) if code == "hint")
    }
}

impl Player for Hinter {
    fn start(&self) -> (&'static str, Value) {
        match self.boards.get(self.board) {
            Some((command, options)) => (command, options.clone()),
            None => ("help", json!([])),
        }
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        let buttons = buttons(message);
        let find = |code: &str| press_of(&buttons, code);
        if self.moves >= HINTER_MOVES
            && let Some(give_up) = find("give-up")
        {
            self.moves = 0;
            self.hinted = false;
            self.board = (self.board + 1) % self.boards.len().max(1);
            return Some(give_up);
        }
        if !self.hinted
            && let Some(hint) = find("hint")
        {
            self.hinted = true;
            return Some(hint);
        }
        self.hinted = false;
        let jumps: Vec<&String> = buttons
            .iter()
            .filter(|(_, c)| c.starts_with("jump:"))
            .map(|(id, _)| id)
            .collect();
        self.moves += 1;
        if !jumps.is_empty() {
            return Some(Press::button(
                jumps[rng.random_range(0..jumps.len())].clone(),
            ));
        }
        let mut options = menu_options(message);
        if options.is_empty() {
            self.moves = 0;
            self.board = (self.board + 1) % self.boards.len().max(1);
            return None;
        }
        Some(options.swap_remove(rng.random_range(0..options.len())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_game_has_a_player_that_opens_it() {
        let players = players();
        let startable = GameKind::ALL
            .iter()
            .filter(|&&kind| has_start_command(kind))
            .count();
        assert_eq!(players.len(), startable);
        assert!(startable >= 5, "every game members can start");
        for make in &players {
            let (name, _) = make().start();
            assert!(crate::view::commands::find(name).is_some(), "{name}");
        }
        for &kind in GameKind::ALL.iter().filter(|&&k| has_start_command(k)) {
            let (name, options) = AnyButton::for_kind(kind).start();
            let def = crate::view::commands::find(name).unwrap();
            let sub = def
                .subcommand(options[0]["name"].as_str().unwrap())
                .unwrap();
            assert_eq!(sub.game, Some(kind));
        }
        let mut any = AnyButton::for_kind(*GameKind::ALL.first().unwrap());
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

    #[test]
    fn the_hinter_hints_moves_hints_and_gives_up_on_each_games_heaviest_board_in_turn() {
        let mut hinter = Hinter::default();
        assert!(hinter.boards.len() >= 2, "{:?}", hinter.boards);
        let (name, options) = hinter.start();
        assert_eq!((name, options), hinter.boards[0].clone());
        let message = json!({ "components": [
            { "type": 1, "components": [
                { "type": 3, "custom_id": "p1:9:3:take", "options": [{ "label": "a1", "value": "a1" }] }] },
            { "type": 1, "components": [
                { "type": 2, "custom_id": "p1:9:3:hint", "disabled": false },
                { "type": 2, "custom_id": "p1:9:3:give-up", "disabled": false }] }] });
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut pressed = Vec::new();
        for _ in 0..(2 * HINTER_MOVES + 1) {
            let press = hinter.next(&message, &mut rng).unwrap();
            pressed.push(press.value.clone().unwrap_or(press.custom_id.clone()));
        }
        let mut expected: Vec<String> = (0..HINTER_MOVES)
            .flat_map(|_| ["p1:9:3:hint".to_string(), "a1".to_string()])
            .collect();
        expected.push("p1:9:3:give-up".into());
        assert_eq!(pressed, expected);
        assert!(Hinter::is_hint(&Press::button("p1:9:3:hint")));
        assert!(!Hinter::is_hint(&Press::button("p1:9:3:give-up")));
        // The next board is the next game's.
        let (name, options) = hinter.start();
        assert_eq!((name, options), hinter.boards[1].clone());
    }
}
