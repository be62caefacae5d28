//! Peg solitaire as a Parlor game: one member's board, moved by menus and buttons (or typed
//! with `/solitaire move`), with undo, restart, hints and a result for the leaderboard.

use super::board::SolitaireError;
use super::board::{BoardKind, CENTRE, Cell, Jump, Position};
use super::solver;
use crate::game::{
    ActionCode, Clicker, Close, Ctx, Game, Memo, NoMemo, Opening, SeatResult, Step, Timer, Who,
    recall_or,
};
use crate::refusal::{Refuse, Wording};
use crate::{GameKind, RuleError};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Where the game stands: can it still be won, the fewest pegs still reachable, and a move
/// that keeps them reachable. Worked out when Hint is pressed, shown until the next move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outlook {
    pub winnable: bool,
    pub best_pegs: u32,
    pub mv: Option<Jump>,
}

/// Every game starts from one of two positions, the slowest to search: worked out once per
/// process at start-up ([`work_out_starts`]). A start shown before then is searched as any
/// other position is.
static STARTS: std::sync::OnceLock<[Outlook; 2]> = std::sync::OnceLock::new();

/// Works out both boards' starts now, if not done yet (start-up does, after the endgame
/// tables, which cut their search).
pub fn work_out_starts() {
    STARTS.get_or_init(|| BoardKind::ALL.map(|kind| Outlook::searched(kind, kind.start())));
}

/// Whether [`work_out_starts`] has run.
pub fn starts_worked_out() -> bool {
    STARTS.get().is_some()
}

/// What an outlook read that may still be loading: the table of crowded English positions
/// (a found move may differ once it is), and the endgame tables with the starts (likewise).
fn readiness() -> String {
    format!(
        "english-table:{}:endgames:{}",
        super::table::english_settled(),
        solver::endgames_built() && starts_worked_out()
    )
}

impl Outlook {
    /// The outlook of a position, kept in `memo` once worked out: most positions take the
    /// solver milliseconds, a few crowded ones (mostly on the French board) seconds, so a
    /// second press of Hint on the same position is answered at once.
    fn recalled(board: BoardKind, position: Position, memo: &dyn Memo) -> Outlook {
        // The table of crowded positions, once loaded, may name another move of the same
        // worth than the search: kept apart.
        let key = format!(
            "solitaire-outlook:{}:{:x}:{}",
            board.as_str(),
            position.0,
            readiness()
        );
        Outlook::decode(recall_or(memo, &key, || {
            Outlook::of(board, position).encode()
        }))
    }

    /// The outlook in one number: the winnable flag, the fewest pegs, and the move's three
    /// cells (each one more than its index; 0 for no move).
    fn encode(self) -> u64 {
        let cell = |c: Cell| u64::from(c.0) + 1;
        let mv = self
            .mv
            .map_or(0, |j| cell(j.from) | cell(j.over) << 8 | cell(j.to) << 16);
        u64::from(self.winnable) | u64::from(self.best_pegs) << 1 | mv << 8
    }

    fn decode(value: u64) -> Outlook {
        let cell = |shift: u32| Cell(((value >> (8 + shift)) & 0xff).saturating_sub(1) as u8);
        Outlook {
            winnable: value & 1 == 1,
            best_pegs: ((value >> 1) & 0x7f) as u32,
            mv: ((value >> 8) & 0xff_ffff != 0).then(|| Jump {
                from: cell(0),
                over: cell(8),
                to: cell(16),
            }),
        }
    }

    fn of(board: BoardKind, position: Position) -> Outlook {
        let i = BoardKind::ALL.iter().position(|k| *k == board);
        match STARTS.get().zip(i) {
            Some((starts, i)) if position == board.start() => starts[i],
            _ => Outlook::searched(board, position),
        }
    }

    fn searched(board: BoardKind, position: Position) -> Outlook {
        let hint = solver::hint(board, position);
        Outlook {
            winnable: hint.winnable,
            best_pegs: hint.best_pegs,
            mv: hint.mv,
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// One peg left.
    Won,
    /// No move left, more than one peg.
    Stuck,
    GaveUp,
    /// Nobody moved within the server's idle timeout.
    Expired,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    pub ending: Ending,
    pub pegs: u32,
    /// The last peg stands in the centre: the elegant win.
    pub centre: bool,
    pub seconds: i64,
}

/// One member's peg-solitaire board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Solitaire {
    pub board: BoardKind,
    pub position: Position,
    /// The jumps made, in order, for undo.
    pub moves: Vec<Jump>,
    pub undos: u32,
    pub hints: u32,
    /// Unix seconds the current attempt began (a restart begins a new one).
    pub started: i64,
    /// The peg chosen in the first menu, when the moves are too many for one menu.
    pub selected: Option<Cell>,
    /// The page of the peg menu.
    pub page: u8,
    /// The last hint, shown until the next move.
    pub outlook: Option<Outlook>,
    pub end: Option<End>,
}

pub use crate::game::MENU;

/// `/solitaire play` and `/solitaire move` options.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// `play` or `move`.
    pub mode: Option<String>,
    pub board: Option<String>,
    pub from: Option<String>,
    pub to: Option<String>,
}

/// The board's buttons and menus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Choose a peg to move (first menu).
    Peg(Cell),
    /// Jump from one hole to another.
    Jump {
        from: Cell,
        to: Cell,
    },
    /// Page of the peg menu.
    Page(u8),
    /// Put the chosen peg back (show the peg menu again).
    Back,
    Undo,
    Restart,
    Hint,
    GiveUp,
}

/// A cell from its name, written exactly as [`Cell::name`] writes it.
fn exact_cell(text: &str) -> Option<Cell> {
    Cell::parse(text).filter(|c| c.name() == text)
}

impl ActionCode for Action {
    fn encode(&self) -> String {
        match self {
            Action::Peg(cell) => format!("peg:{cell}"),
            Action::Jump { from, to } => format!("jump:{from}{to}"),
            Action::Page(page) => format!("page:{page}"),
            Action::Back => "back".into(),
            Action::Undo => "undo".into(),
            Action::Restart => "restart".into(),
            Action::Hint => "hint".into(),
            Action::GiveUp => "give-up".into(),
        }
    }

    fn decode(code: &str) -> Option<Action> {
        match code.split_once(':') {
            Some(("peg", cell)) => exact_cell(cell).map(Action::Peg),
            Some(("jump", cells)) if cells.len() == 4 && cells.is_ascii() => {
                let from = exact_cell(&cells[..2])?;
                let to = exact_cell(&cells[2..])?;
                Some(Action::Jump { from, to })
            }
            Some(("page", page)) => page
                .parse::<u8>()
                .ok()
                .filter(|p| *p < 2 && p.to_string() == page)
                .map(Action::Page),
            Some(_) => None,
            None => match code {
                "back" => Some(Action::Back),
                "undo" => Some(Action::Undo),
                "restart" => Some(Action::Restart),
                "hint" => Some(Action::Hint),
                "give-up" => Some(Action::GiveUp),
                _ => None,
            },
        }
    }

    fn all() -> Vec<Action> {
        let cells: Vec<Cell> = (0..49).map(Cell).collect();
        let mut all = vec![
            Action::Back,
            Action::Undo,
            Action::Restart,
            Action::Hint,
            Action::GiveUp,
            Action::Page(0),
            Action::Page(1),
        ];
        for &from in &cells {
            all.push(Action::Peg(from));
            for &to in &cells {
                let (dc, dr) = (from.col().abs_diff(to.col()), from.row().abs_diff(to.row()));
                if (dc, dr) == (2, 0) || (dc, dr) == (0, 2) {
                    all.push(Action::Jump { from, to });
                }
            }
        }
        all
    }
}

/// The leaderboard's sort key, lowest best: pegs left, then undos, then seconds.
pub fn board_key(pegs: u32, undos: u32, seconds: i64) -> i64 {
    pegs as i64 * 1_000_000_000_000
        + undos.min(999_999) as i64 * 1_000_000
        + seconds.clamp(0, 999_999)
}

/// A board key read back: (pegs, undos, seconds).
pub fn read_key(key: i64) -> (u32, u32, i64) {
    (
        (key / 1_000_000_000_000) as u32,
        ((key / 1_000_000) % 1_000_000) as u32,
        key % 1_000_000,
    )
}

/// A move's step: a new phase (older buttons go stale), and no deadline: a puzzle waits
/// for its player however long they think.
fn moved() -> Step {
    Step::advance().timer(Timer::Stop)
}

/// Refusals of peg solitaire's own rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolitaireRefusal {
    /// A move typed with no game open.
    NoGame,
    /// A jump that is not legal here.
    Jump(SolitaireError),
    /// A move typed that does not read as two cells (`d2 d4`), or a board of no such name.
    BadMoveText(String),
    /// There is no move to take back.
    NothingToUndo,
    /// The game has ended.
    Over,
    /// Another board was asked for while this one is open: give it up first.
    FinishFirst,
}

impl Refuse for SolitaireRefusal {
    fn wording(&self) -> Wording {
        match self {
            SolitaireRefusal::NoGame => Wording::new("sol-refuse-no-game"),
            SolitaireRefusal::BadMoveText(text) => {
                Wording::new("sol-refuse-bad-move").with("text", text.as_str())
            }
            SolitaireRefusal::NothingToUndo => Wording::new("puzzle-refuse-nothing-to-undo"),
            SolitaireRefusal::Over => Wording::new("puzzle-refuse-over"),
            SolitaireRefusal::FinishFirst => Wording::new("puzzle-refuse-finish-first"),
            SolitaireRefusal::Jump(e) => match e {
                SolitaireError::NotAHole(c) => {
                    Wording::new("sol-refuse-not-a-hole").with("cell", c.to_string())
                }
                SolitaireError::NoPeg(c) => {
                    Wording::new("sol-refuse-no-peg").with("cell", c.to_string())
                }
                SolitaireError::Occupied(c) => {
                    Wording::new("sol-refuse-occupied").with("cell", c.to_string())
                }
                SolitaireError::NotAJump { from, to } => Wording::new("sol-refuse-not-a-jump")
                    .with("from", from.to_string())
                    .with("to", to.to_string()),
                SolitaireError::NothingToJump(c) => {
                    Wording::new("sol-refuse-nothing-to-jump").with("cell", c.to_string())
                }
                SolitaireError::BadPosition => Wording::new("sol-refuse-bad-position"),
            },
        }
    }
}

fn puzzle(e: SolitaireRefusal) -> RuleError {
    e.into()
}

impl Solitaire {
    pub fn new(board: BoardKind, now: i64) -> Solitaire {
        let position = board.start();
        Solitaire {
            board,
            position,
            moves: Vec::new(),
            undos: 0,
            hints: 0,
            started: now,
            selected: None,
            page: 0,
            outlook: None,
            end: None,
        }
    }

    pub fn pegs(&self) -> u32 {
        self.position.pegs()
    }

    /// Every legal jump now.
    pub fn jumps(&self) -> Vec<Jump> {
        self.position.moves(self.board)
    }

    /// The pegs that can move, in cell order.
    pub fn movable(&self) -> Vec<Cell> {
        let mut pegs: Vec<Cell> = self.jumps().iter().map(|j| j.from).collect();
        pegs.dedup();
        pegs
    }

    fn set_position(&mut self, position: Position) {
        self.position = position;
        self.selected = None;
        self.page = 0;
        self.outlook = None;
    }

    /// Makes the jump from `from` to `to`; ends the game when no move is left.
    fn jump(&mut self, from: Cell, to: Cell, now: i64) -> Result<Step, RuleError> {
        let jump = self
            .position
            .jump(self.board, from, to)
            .map_err(|e| puzzle(SolitaireRefusal::Jump(e)))?;
        let next = self
            .position
            .apply(self.board, jump)
            .map_err(|e| puzzle(SolitaireRefusal::Jump(e)))?;
        self.moves.push(jump);
        self.set_position(next);
        if self.position.can_move(self.board) {
            return Ok(moved());
        }
        let ending = if self.pegs() == 1 {
            Ending::Won
        } else {
            Ending::Stuck
        };
        Ok(self.finish(ending, now, Close::Finished))
    }

    fn finish(&mut self, ending: Ending, now: i64, close: Close) -> Step {
        let pegs = self.pegs();
        let seconds = (now - self.started).max(0);
        let end = End {
            ending,
            pegs,
            centre: pegs == 1 && self.position.has(CENTRE),
            seconds,
        };
        self.end = Some(end);
        self.selected = None;
        self.outlook = None;
        let detail = if end.centre {
            format!("{}-centre", self.board.as_str())
        } else {
            self.board.as_str().to_string()
        };
        Step::advance().close(close).result(SeatResult {
            seat: 0,
            wager: 0,
            payout: 0,
            score: board_key(pegs, self.undos, seconds),
            detail,
            won: pegs == 1,
            measures: vec![
                ("pegs".into(), pegs as f64),
                ("undos".into(), self.undos as f64),
                ("hints".into(), self.hints as f64),
                ("seconds".into(), seconds as f64),
            ],
            // Hints are help: a hinted solve counts in /stats, not on the board.
            on_board: self.hints == 0,
            // Each board is ranked on its own: 33 holes and 37 are not the same puzzle.
            board: self.board.leaderboard(),
        })
    }

    fn open(&self) -> Result<(), RuleError> {
        match self.end {
            Some(_) => Err(puzzle(SolitaireRefusal::Over)),
            None => Ok(()),
        }
    }

    /// Applies one action at `now`. On error the state is unchanged.
    pub fn act(&mut self, action: Action, now: i64) -> Result<Step, RuleError> {
        self.act_with(action, now, &NoMemo)
    }

    /// [`Solitaire::act`], with outlooks kept in `memo`.
    pub fn act_with(
        &mut self,
        action: Action,
        now: i64,
        memo: &dyn Memo,
    ) -> Result<Step, RuleError> {
        self.open()?;
        match action {
            Action::Jump { from, to } => self.jump(from, to, now),
            Action::Peg(cell) => {
                if !self.movable().contains(&cell) {
                    let e = if self.position.has(cell) {
                        // A peg with no jump: name the nearest reason, an occupied landing.
                        SolitaireRefusal::Jump(SolitaireError::NothingToJump(cell))
                    } else {
                        SolitaireRefusal::Jump(SolitaireError::NoPeg(cell))
                    };
                    return Err(puzzle(e));
                }
                self.selected = Some(cell);
                Ok(Step::within())
            }
            Action::Page(page) => {
                let pages = self.movable().len().div_ceil(MENU).max(1);
                self.page = (page as usize).min(pages - 1) as u8;
                Ok(Step::within())
            }
            Action::Back => {
                self.selected = None;
                Ok(Step::within())
            }
            Action::Undo => {
                let last = self
                    .moves
                    .pop()
                    .ok_or(puzzle(SolitaireRefusal::NothingToUndo))?;
                let mut position = self.position;
                // Put the two pegs back and take the landed one away.
                position.0 |= (1 << last.from.0) | (1 << last.over.0);
                position.0 &= !(1 << last.to.0);
                self.undos += 1;
                self.set_position(position);
                Ok(moved())
            }
            Action::Restart => {
                if self.moves.is_empty() {
                    return Err(puzzle(SolitaireRefusal::NothingToUndo));
                }
                // A restart keeps the hints asked for: they were seen.
                let hints = self.hints;
                *self = Solitaire::new(self.board, now);
                self.hints = hints;
                Ok(moved())
            }
            Action::Hint => {
                let outlook = Outlook::recalled(self.board, self.position, memo);
                self.hints += 1;
                self.outlook = Some(outlook);
                Ok(Step::within())
            }
            Action::GiveUp => Ok(self.finish(Ending::GaveUp, now, Close::Finished)),
        }
    }
}

/// A board named in an option, English by default.
fn board_option(board: Option<&str>) -> Result<BoardKind, RuleError> {
    match board {
        None => Ok(BoardKind::English),
        Some(name) => BoardKind::parse(name)
            .ok_or_else(|| puzzle(SolitaireRefusal::BadMoveText(name.to_string()))),
    }
}

/// The two cells of a typed move: `from` and `to` as given, or both in `from` (`d2 d4`).
fn typed_move(options: &Options) -> Result<(Cell, Cell), RuleError> {
    let text = format!(
        "{} {}",
        options.from.as_deref().unwrap_or(""),
        options.to.as_deref().unwrap_or("")
    );
    let bad = || puzzle(SolitaireRefusal::BadMoveText(text.trim().to_string()));
    let cells: Vec<Cell> = text
        .split(|c: char| c.is_whitespace() || matches!(c, '-' | '>' | '→' | ','))
        .filter(|w| !w.is_empty())
        .map(|w| Cell::parse(w).ok_or_else(bad))
        .collect::<Result<_, _>>()?;
    match cells.as_slice() {
        [from, to] => Ok((*from, *to)),
        _ => Err(bad()),
    }
}

impl Game for Solitaire {
    const KIND: GameKind = GameKind::Solitaire;
    type Options = Options;
    type Action = Action;
    type Rules = ();

    /// Hints read the table of crowded English positions once it is loaded, and the endgame
    /// tables and the starts once start-up has worked them out.
    fn readiness(_rules: &()) -> String {
        readiness()
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx,
        _rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        if options.mode.as_deref() == Some("move") {
            return Err(puzzle(SolitaireRefusal::NoGame));
        }
        let board = board_option(options.board.as_deref())?;
        Ok((Solitaire::new(board, ctx.now), moved()))
    }

    /// `/solitaire move:…` is a move typed on the open board.
    fn opening(options: &Options, _now: i64) -> Opening {
        Opening {
            acts: options.mode.as_deref() == Some("move"),
            ..Opening::default()
        }
    }

    fn resume<R: Rng + ?Sized>(
        &mut self,
        options: Options,
        ctx: &Ctx,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        if options.mode.as_deref() == Some("move") {
            let (from, to) = typed_move(&options)?;
            return self.act(Action::Jump { from, to }, ctx.now);
        }
        match options.board.as_deref() {
            Some(_) if board_option(options.board.as_deref())? != self.board => {
                Err(puzzle(SolitaireRefusal::FinishFirst))
            }
            _ => Ok(Step::within()),
        }
    }

    fn who_may(&self, _action: &Action) -> Who {
        Who::Seat(0)
    }

    fn apply<R: Rng + ?Sized>(
        &mut self,
        _by: &Clicker,
        action: Action,
        ctx: &Ctx,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        self.act_with(action, ctx.now, ctx.memo)
    }

    fn on_timeout<R: Rng + ?Sized>(&mut self, ctx: &Ctx, _rng: &mut R) -> Step {
        if self.end.is_some() {
            return Step::within().close(Close::Expired);
        }
        self.finish(Ending::Expired, ctx.now, Close::Expired)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::check_action_codes;

    #[test]
    fn action_codes_round_trip() {
        check_action_codes::<Action>();
        assert_eq!(
            Action::decode("jump:D2d4"),
            None,
            "cells are written lower case"
        );
        assert_eq!(Action::decode("jump:d2d4d6"), None);
    }

    #[test]
    fn the_board_key_ranks_pegs_then_undos_then_time() {
        let mut keys = vec![
            board_key(2, 0, 10),
            board_key(1, 3, 5),
            board_key(1, 0, 900),
            board_key(1, 0, 60),
            board_key(3, 0, 1),
        ];
        keys.sort();
        let read: Vec<_> = keys.into_iter().map(read_key).collect();
        assert_eq!(
            read,
            [(1, 0, 60), (1, 0, 900), (1, 3, 5), (2, 0, 10), (3, 0, 1)]
        );
        // Out-of-range parts are clamped, never spill into the next.
        assert_eq!(
            read_key(board_key(4, 5_000_000, 9_000_000)),
            (4, 999_999, 999_999)
        );
    }

    #[test]
    fn typed_moves_read_in_either_form() {
        let typed = |from: &str, to: Option<&str>| Options {
            mode: Some("move".into()),
            board: None,
            from: Some(from.into()),
            to: to.map(str::to_string),
        };
        let d2 = Cell::parse("d2").unwrap();
        let d4 = Cell::parse("d4").unwrap();
        assert_eq!(typed_move(&typed("d2", Some("d4"))), Ok((d2, d4)));
        assert_eq!(typed_move(&typed("D2 → d4", None)), Ok((d2, d4)));
        assert_eq!(typed_move(&typed("d2-d4", None)), Ok((d2, d4)));
        assert!(typed_move(&typed("d2", None)).is_err());
        assert!(typed_move(&typed("z9", Some("d4"))).is_err());
    }

    #[test]
    fn moves_undo_and_restart_keep_the_game_exact() {
        let mut game = Solitaire::new(BoardKind::English, 100);
        let start = game.position;
        let d2 = Cell::parse("d2").unwrap();
        let d4 = Cell::parse("d4").unwrap();
        // A refused jump changes nothing.
        let before = game.clone();
        assert!(game.act(Action::Jump { from: d4, to: d2 }, 101).is_err());
        assert_eq!(game, before);
        let step = game.act(Action::Jump { from: d2, to: d4 }, 101).unwrap();
        assert!(step.advance && step.close.is_none());
        assert_eq!(game.pegs(), 31);
        game.act(Action::Undo, 102).unwrap();
        assert_eq!((game.position, game.undos, game.moves.len()), (start, 1, 0));
        assert!(game.act(Action::Undo, 103).is_err(), "nothing to undo");
        game.act(Action::Jump { from: d2, to: d4 }, 104).unwrap();
        game.act(Action::Restart, 200).unwrap();
        assert_eq!(
            (game.position, game.undos, game.started),
            (start, 0, 200),
            "a restart is a new attempt"
        );
        let end = game.act(Action::GiveUp, 260).unwrap();
        assert_eq!(end.close, Some(Close::Finished));
        assert_eq!(end.results[0].score, board_key(32, 0, 60));
        assert!(game.act(Action::Hint, 261).is_err(), "the game is over");
    }

    #[test]
    fn the_solvers_moves_play_a_whole_game_to_a_win() {
        let mut game = Solitaire::new(BoardKind::English, 0);
        let mut last = Step::within();
        for t in 1..=31 {
            game.act(Action::Hint, t).unwrap();
            let outlook = game.outlook.expect("a hint");
            let mv = outlook.mv.expect("a move while the game is open");
            assert!(outlook.winnable);
            last = game
                .act(
                    Action::Jump {
                        from: mv.from,
                        to: mv.to,
                    },
                    t,
                )
                .unwrap();
        }
        let end = game.end.expect("over after 31 jumps");
        assert_eq!((end.ending, end.pegs), (Ending::Won, 1));
        assert_eq!(last.results.len(), 1);
        assert!(last.results[0].won);
        assert!(!last.results[0].on_board, "31 hints: counted, not ranked");
        assert!(last.results[0].measures.contains(&("hints".into(), 31.0)));
    }

    #[test]
    fn hints_survive_a_restart_and_keep_the_game_off_the_board() {
        let mut plain = Solitaire::new(BoardKind::English, 0);
        assert!(plain.act(Action::GiveUp, 10).unwrap().results[0].on_board);
        let mut game = Solitaire::new(BoardKind::English, 0);
        game.act(Action::Hint, 1).unwrap();
        let (d2, d4) = (Cell::parse("d2").unwrap(), Cell::parse("d4").unwrap());
        game.act(Action::Jump { from: d2, to: d4 }, 2).unwrap();
        game.act(Action::Restart, 3).unwrap();
        assert_eq!(game.hints, 1, "a restart does not wipe the hints seen");
        let end = game.act(Action::GiveUp, 4).unwrap();
        assert!(!end.results[0].on_board);
    }
}
