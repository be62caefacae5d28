//! Simulated members, one kind per game: how each opens its game and which button it presses
//! next on the game's message. A new game plugs in here with a player of its own.

use crate::engine::GameKind;
pub use crate::games::player::{
    Player, Press, PuzzlePlayer, buttons, form_of, menu_options, press_of,
};
use crate::view::custom_id::CustomId;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// A player for every game, in turn: member i plays `players()[i % len]()`. A game without a
/// player of its own gets [`AnyButton`], so every game added plugs in.
pub fn players(
    registry: &crate::games::Registry,
) -> Vec<Box<dyn Fn() -> Box<dyn Player> + Send + Sync>> {
    registry
        .games()
        .iter()
        .filter(|game| has_start_command(game.kind))
        .map(|game| -> Box<dyn Fn() -> Box<dyn Player> + Send + Sync> {
            let (kind, player) = (game.kind, game.player);
            Box::new(move || match player {
                Some(player) => player(),
                None => Box::new(AnyButton::for_kind(kind)),
            })
        })
        .collect()
}

/// Whether members can start `kind` by a command (the test-only table game has none).
fn has_start_command(kind: GameKind) -> bool {
    crate::view::commands::all()
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
        for def in crate::view::commands::all().iter() {
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

/// The member who asks for the heaviest hints, for `--hinter`: each game's heaviest board
/// (each game's `heaviest_hints` in the registry), in turn. On each it presses Hint, makes a move,
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

impl Hinter {
    /// The hinter of every game that declares its heaviest hints.
    pub fn new(registry: &crate::games::Registry) -> Self {
        Hinter {
            boards: registry
                .games()
                .iter()
                .filter_map(|game| game.heaviest_hints.map(|board| board()))
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
        let players = players(&crate::testing::registry());
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
                value: Some("ch".into()),
                ..Press::button("p1:4:2:box")
            })
        );
    }

    #[test]
    fn the_hinter_hints_moves_hints_and_gives_up_on_each_games_heaviest_board_in_turn() {
        let mut hinter = Hinter::new(&crate::testing::registry());
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
