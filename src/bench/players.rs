//! Simulated members, one kind per game: how each opens its game and which button it presses
//! next on the game's message. A new game plugs in here with a player of its own.

use crate::engine::GameKind;
use crate::engine::draw_poker::Move;
use crate::engine::table::TableAction;
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
            match kind {
                GameKind::VideoPoker => Box::new(|| Box::new(VideoPokerPlayer)),
                GameKind::DrawPoker => Box::new(|| Box::new(DrawPokerPlayer)),
                GameKind::Solitaire => Box::new(|| Box::new(PuzzlePlayer::solitaire())),
                GameKind::Cascade => Box::new(|| Box::new(PuzzlePlayer::cascade())),
                #[allow(unreachable_patterns)]
                other => Box::new(move || Box::new(AnyButton::for_kind(other))),
            }
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
fn press_of(buttons: &[(String, String)], code: &str) -> Option<Press> {
    buttons
        .iter()
        .find(|(_, c)| c == code)
        .map(|(id, _)| Press::button(id.clone()))
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
        find("deal")
    }
}

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
        let text = message["embeds"][0]["description"].as_str()?;
        let (_, after) = text.split_once("Hand #")?;
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    }

    /// A private button of the game `game_id` (its custom_id's game and version taken from
    /// `like`, one of the message's buttons).
    fn private_button(like: &str, mv: Move) -> Option<Press> {
        match CustomId::parse(like)? {
            CustomId::Game { game, version, .. } => Some(Press::button(CustomId::game(
                game,
                version,
                &TableAction::Play(mv),
            ))),
            CustomId::Leaderboard { .. } => None,
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

/// Plays a puzzle by its menus: a random move (or peg, then one of its jumps), now and then
/// an undo, rarely a hint (the costliest click: a solver or a search) once a few moves are
/// made, and starts a new board when one ends.
pub struct PuzzlePlayer {
    command: &'static str,
    /// Moves made on this board, as far as the player knows.
    moves: u32,
}

impl PuzzlePlayer {
    pub fn solitaire() -> PuzzlePlayer {
        PuzzlePlayer {
            command: "solitaire",
            moves: 0,
        }
    }

    pub fn cascade() -> PuzzlePlayer {
        PuzzlePlayer {
            command: "cascade",
            moves: 0,
        }
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

/// The member who asks for the heaviest hints, for `--hinter`: a 26x26 Cascade board with 5
/// colours and the crowded French solitaire board, in turn. On each it presses Hint, makes a
/// move, presses Hint again, and gives the board up after a few moves, so its positions stay
/// the slow ones.
pub struct Hinter {
    cascade: bool,
    moves: u32,
    hinted: bool,
}

/// Moves the hinter makes on a board before giving it up.
const HINTER_MOVES: u32 = 6;

impl Default for Hinter {
    fn default() -> Self {
        Hinter {
            cascade: true,
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
        if self.cascade {
            (
                "cascade",
                json!([{ "name": "play", "type": 1, "options": [
                    { "name": "size", "type": 3, "value": "26x26" },
                    { "name": "colours", "type": 4, "value": 5 }] }]),
            )
        } else {
            (
                "solitaire",
                json!([{ "name": "play", "type": 1, "options": [
                    { "name": "board", "type": 3, "value": "french" }] }]),
            )
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
            self.cascade = !self.cascade;
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
            self.cascade = !self.cascade;
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

    #[test]
    fn the_hinter_hints_moves_hints_and_gives_up_on_crowded_boards_in_turn() {
        let mut hinter = Hinter::default();
        let (name, options) = hinter.start();
        assert_eq!(name, "cascade");
        assert_eq!(options[0]["options"][0]["value"], "26x26");
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
        // The next board is the French solitaire one.
        let (name, options) = hinter.start();
        assert_eq!(name, "solitaire");
        assert_eq!(options[0]["options"][0]["value"], "french");
    }

    #[test]
    fn the_poker_player_bets_draws_by_its_private_buttons_and_deals() {
        let mut player = DrawPokerPlayer;
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let message = |description: &str, codes: &[&str]| {
            let buttons: Vec<Value> = codes
                .iter()
                .map(|c| json!({ "type": 2, "custom_id": format!("p1:41:9:{c}") }))
                .collect();
            json!({ "embeds": [{ "description": description }],
                    "components": [{ "type": 1, "components": buttons }] })
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
