//! Cascade as a Parlor game: one member's board, played by a menu of its groups, with undo
//! (counted on the result), a hint from Parlor's search, and the daily board everyone shares.

use super::board::CascadeError;
use super::board::{Board, CLEAR_BONUS, Cell, Group, MAX_SIDE, MIN_SIDE};
use super::search::{self, Budget};
use crate::game::{
    ActionCode, Clicker, Close, Ctx, Game, Memo, NoMemo, Opening, SeatResult, Step, Timer, Who,
    recall_or,
};
use crate::refusal::{Refuse, Wording};
use crate::{GameKind, RuleError};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub const DEFAULT_SIDE: u8 = 10;
pub const DEFAULT_COLOURS: u8 = 4;
pub const MIN_COLOURS: u8 = 3;
pub const MAX_COLOURS: u8 = 5;
pub use crate::game::MENU;
/// The search's work for a hint (moves played, deterministic): about 0.1 s on a 10x10
/// board in a release build, worked out before the click's transaction.
pub const HINT_NODES: u64 = 400_000;
/// The search's work for the daily par, worked out once per day per process, ahead of its
/// day and off the request path (the app's [`CascadeRules`]): about 0.2 s.
pub const PAR_NODES: u64 = 800_000;
const DAY: i64 = 86_400;

/// Today's shared board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Daily {
    /// Days since 1970-01-01 (UTC).
    pub day: i64,
    /// This game is the member's one scored attempt of the day (a second is practice).
    pub scored: bool,
    /// The score Parlor's own search reaches on this board; none when the game started
    /// before the day's par was worked out (the app works it out ahead of the day).
    #[serde(with = "par_or_zero")]
    pub par: Option<u32>,
}

/// A par kept as a number, as it was before it could be missing: none is kept as 0 (a board
/// on which the search scores nothing has no par to show either), so a game saved by this
/// build still reads in the one before it while replicas are upgraded one by one.
mod par_or_zero {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(par: &Option<u32>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(par.unwrap_or(0))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
        Ok(Some(u32::deserialize(d)?).filter(|par| *par > 0))
    }
}

/// Cascade's rules on a server: the daily boards' pars worked out so far. The app works each
/// out ahead of its day, off the request path ([`daily_par`]); a daily board started before
/// its par is known plays without one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CascadeRules {
    /// (day, par), days since 1970-01-01 (UTC).
    pub pars: Vec<(i64, u32)>,
}

impl CascadeRules {
    /// The par of `day`'s board, if worked out.
    pub fn par(&self, day: i64) -> Option<u32> {
        self.pars
            .iter()
            .find(|(d, _)| *d == day)
            .map(|(_, par)| *par)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// No group of two or more is left (the board may be cleared).
    NoMoves,
    GaveUp,
    Expired,
}

/// One member's Cascade board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cascade {
    /// The board as dealt, from which undo replays.
    pub initial: Board,
    pub board: Board,
    /// The groups removed, each by its representative cell at the time.
    pub moves: Vec<Cell>,
    /// Points of the groups removed so far (the clear bonus is added at the end).
    pub points: u32,
    pub undos: u32,
    pub hints: u32,
    pub daily: Option<Daily>,
    /// The page of the group menu.
    pub page: u8,
    /// The group the last hint named, shown until the next move.
    pub hint: Option<Group>,
    pub end: Option<Ending>,
}

/// `/cascade play` and `/cascade daily` options.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// `play` or `daily`.
    pub mode: Option<String>,
    /// `WxH`, or one number for a square.
    pub size: Option<String>,
    pub colours: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Remove the group holding this cell.
    Remove(Cell),
    Page(u8),
    Undo,
    Hint,
    GiveUp,
}

/// The most pages the group menu can have (a 26x26 board holds at most 338 groups).
const MAX_PAGES: u8 = 14;

fn exact_cell(text: &str) -> Option<Cell> {
    Cell::parse(text).filter(|c| c.to_string() == text)
}

impl ActionCode for Action {
    fn encode(&self) -> String {
        match self {
            Action::Remove(cell) => format!("take:{cell}"),
            Action::Page(page) => format!("page:{page}"),
            Action::Undo => "undo".into(),
            Action::Hint => "hint".into(),
            Action::GiveUp => "give-up".into(),
        }
    }

    fn decode(code: &str) -> Option<Action> {
        match code.split_once(':') {
            Some(("take", cell)) => exact_cell(cell).map(Action::Remove),
            Some(("page", page)) => page
                .parse::<u8>()
                .ok()
                .filter(|p| *p < MAX_PAGES && p.to_string() == page)
                .map(Action::Page),
            Some(_) => None,
            None => match code {
                "undo" => Some(Action::Undo),
                "hint" => Some(Action::Hint),
                "give-up" => Some(Action::GiveUp),
                _ => None,
            },
        }
    }

    fn all() -> Vec<Action> {
        let mut all = vec![Action::Undo, Action::Hint, Action::GiveUp];
        all.extend((0..MAX_PAGES).map(Action::Page));
        for col in 0..MAX_SIDE {
            for row in 0..MAX_SIDE {
                all.push(Action::Remove(Cell { col, row }));
            }
        }
        all
    }
}

/// Refusals of Cascade's own rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CascadeRefusal {
    /// A block that cannot be removed.
    Block(CascadeError),
    /// There is no move to take back.
    NothingToUndo,
    /// The game has ended.
    Over,
    /// Another board was asked for while this one is open: give it up first.
    FinishFirst,
    /// A board size out of range, or not written `WxH`.
    BadSize { min: u8, max: u8 },
    /// A number of colours out of range.
    BadColours { min: u8, max: u8 },
}

impl Refuse for CascadeRefusal {
    fn wording(&self) -> Wording {
        match self {
            CascadeRefusal::NothingToUndo => Wording::new("puzzle-refuse-nothing-to-undo"),
            CascadeRefusal::Over => Wording::new("puzzle-refuse-over"),
            CascadeRefusal::FinishFirst => Wording::new("puzzle-refuse-finish-first"),
            CascadeRefusal::BadSize { min, max } => Wording::new("cas-refuse-bad-size")
                .with("min", *min)
                .with("max", *max),
            CascadeRefusal::BadColours { min, max } => Wording::new("cas-refuse-bad-colours")
                .with("min", *min)
                .with("max", *max),
            CascadeRefusal::Block(e) => match e {
                CascadeError::OffBoard(c) => {
                    Wording::new("cas-refuse-off-board").with("cell", c.to_string())
                }
                CascadeError::Empty(c) => {
                    Wording::new("cas-refuse-empty").with("cell", c.to_string())
                }
                CascadeError::Lone(c) => {
                    Wording::new("cas-refuse-lone").with("cell", c.to_string())
                }
                CascadeError::BadSize | CascadeError::BadColours | CascadeError::BadText(_) => {
                    Wording::new("cas-refuse-board")
                }
            },
        }
    }
}

fn puzzle(e: CascadeRefusal) -> RuleError {
    e.into()
}

/// `WxH` (or `N` for a square) read and checked.
pub fn parse_size(text: &str) -> Result<(u8, u8), RuleError> {
    let bad = || {
        puzzle(CascadeRefusal::BadSize {
            min: MIN_SIDE,
            max: MAX_SIDE,
        })
    };
    let side = |t: &str| t.trim().parse::<u8>().ok();
    let (w, h) = match text.trim().to_ascii_lowercase().split_once(['x', '×', '*']) {
        Some((w, h)) => (side(w).ok_or_else(bad)?, side(h).ok_or_else(bad)?),
        None => {
            let n = side(text).ok_or_else(bad)?;
            (n, n)
        }
    };
    if (MIN_SIDE..=MAX_SIDE).contains(&w) && (MIN_SIDE..=MAX_SIDE).contains(&h) {
        Ok((w, h))
    } else {
        Err(bad())
    }
}

/// The day (days since 1970-01-01, UTC) of `now` in Unix seconds.
pub fn day_of(now: i64) -> i64 {
    now.div_euclid(DAY)
}

/// The day's shared board: 10x10, 4 colours, from a seed of the date alone.
pub fn daily_board(day: i64) -> Board {
    let mut rng =
        ChaCha8Rng::seed_from_u64(0xCA5C_ADE0 ^ (day as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    Board::random(DEFAULT_SIDE, DEFAULT_SIDE, DEFAULT_COLOURS, &mut rng)
        .unwrap_or_else(|_| unreachable!("the daily size and colours are in range"))
}

/// The par of a day's board: the score of Parlor's search on it, with a fixed budget and
/// seed, so every member sees the same. About 0.2 s: the app works it out ahead of the day.
pub fn daily_par(day: i64) -> u32 {
    let board = daily_board(day);
    let mut rng = ChaCha8Rng::seed_from_u64(day as u64);
    search::search(&board, Budget::Nodes(PAR_NODES), &mut rng).score
}

impl Cascade {
    pub fn new(board: Board, daily: Option<Daily>) -> Cascade {
        Cascade {
            initial: board.clone(),
            board,
            moves: Vec::new(),
            points: 0,
            undos: 0,
            hints: 0,
            daily,
            page: 0,
            hint: None,
            end: None,
        }
    }

    /// A move's step: a new phase (older buttons go stale). A daily board closes after the
    /// server's idle timeout, so its attempt is scored on its day; any other waits for its
    /// player however long they think.
    fn moved(&self) -> Step {
        Step::advance().timer(match self.daily {
            Some(_) => Timer::Restart,
            None => Timer::Stop,
        })
    }

    /// The score: points so far, and the clear bonus once the board is cleared.
    pub fn score(&self) -> u32 {
        self.points
            + if self.board.is_cleared() {
                CLEAR_BONUS
            } else {
                0
            }
    }

    /// Every removable group, largest first.
    pub fn groups(&self) -> Vec<Group> {
        self.board.groups()
    }

    fn open(&self) -> Result<(), RuleError> {
        match self.end {
            Some(_) => Err(puzzle(CascadeRefusal::Over)),
            None => Ok(()),
        }
    }

    fn finish(&mut self, ending: Ending, close: Close) -> Step {
        self.end = Some(ending);
        self.hint = None;
        let score = self.score();
        // The scored daily attempt ranks only when played without hints.
        let on_board = self.daily.as_ref().is_some_and(|d| d.scored) && self.hints == 0;
        let detail = format!(
            "{}x{}-{}",
            self.board.width(),
            self.board.height(),
            self.board.colours()
        );
        let mut measures = vec![
            ("points".into(), score as f64),
            ("undos".into(), self.undos as f64),
            ("hints".into(), self.hints as f64),
            (
                "cleared".into(),
                if self.board.is_cleared() { 1.0 } else { 0.0 },
            ),
        ];
        // A daily board's par, where known: what "beating the par" is measured against.
        if let Some(par) = self.daily.as_ref().and_then(|d| d.par) {
            measures.push(("par".into(), f64::from(par)));
        }
        Step::advance().close(close).result(SeatResult {
            seat: 0,
            wager: 0,
            payout: 0,
            score: score as i64,
            detail,
            won: self.board.is_cleared(),
            measures,
            on_board,
            board: None,
        })
    }

    /// The group Parlor's search names on this board, with a fixed budget and a seed of the
    /// moves made: the same for the same board, so `memo` keeps it.
    fn searched_hint(&self, memo: &dyn Memo) -> Option<Group> {
        let key = format!("cascade-hint:{}:{}", self.moves.len(), self.board.to_text());
        let kept = recall_or(memo, &key, || {
            let mut rng = ChaCha8Rng::seed_from_u64(self.moves.len() as u64);
            search::hint(&self.board, Budget::Nodes(HINT_NODES), &mut rng).map_or(0, |g| {
                (u64::from(g.cell.col) + 1) << 8 | (u64::from(g.cell.row) + 1)
            })
        });
        if kept == 0 {
            return None;
        }
        let cell = Cell {
            col: ((kept >> 8) as u8).wrapping_sub(1),
            row: ((kept & 0xff) as u8).wrapping_sub(1),
        };
        self.board.group_at(cell).ok()
    }

    /// Applies one action. On error the state is unchanged.
    pub fn act(&mut self, action: Action) -> Result<Step, RuleError> {
        self.act_with(action, &NoMemo)
    }

    /// [`Cascade::act`], with hints kept in `memo`.
    pub fn act_with(&mut self, action: Action, memo: &dyn Memo) -> Result<Step, RuleError> {
        self.open()?;
        match action {
            Action::Remove(cell) => {
                let group = self
                    .board
                    .group_at(cell)
                    .map_err(|e| puzzle(CascadeRefusal::Block(e)))?;
                let points = self
                    .board
                    .remove(cell)
                    .map_err(|e| puzzle(CascadeRefusal::Block(e)))?;
                self.moves.push(group.cell);
                self.points += points;
                self.page = 0;
                self.hint = None;
                if self.board.is_over() {
                    return Ok(self.finish(Ending::NoMoves, Close::Finished));
                }
                Ok(self.moved())
            }
            Action::Page(page) => {
                let pages = self.groups().len().div_ceil(MENU).max(1);
                self.page = (page as usize).min(pages - 1) as u8;
                Ok(Step::within())
            }
            Action::Undo => {
                if self.moves.is_empty() {
                    return Err(puzzle(CascadeRefusal::NothingToUndo));
                }
                let kept = &self.moves[..self.moves.len() - 1];
                let (board, points) = search::replay(&self.initial, kept)
                    .map_err(|e| puzzle(CascadeRefusal::Block(e)))?;
                self.board = board;
                // The replayed total counts a bonus only for a cleared board, which an
                // open game never is.
                self.points = points;
                self.moves.pop();
                self.undos += 1;
                self.page = 0;
                self.hint = None;
                Ok(self.moved())
            }
            Action::Hint => {
                self.hint = self.searched_hint(memo);
                // The menu turns to the page that lists the hinted group.
                if let Some(hint) = &self.hint
                    && let Some(i) = self.groups().iter().position(|g| g.cell == hint.cell)
                {
                    self.page = (i / MENU) as u8;
                }
                self.hints += 1;
                Ok(Step::within())
            }
            Action::GiveUp => Ok(self.finish(Ending::GaveUp, Close::Finished)),
        }
    }
}

fn colours_option(colours: Option<i64>) -> Result<u8, RuleError> {
    match colours {
        None => Ok(DEFAULT_COLOURS),
        Some(c) if (MIN_COLOURS as i64..=MAX_COLOURS as i64).contains(&c) => Ok(c as u8),
        Some(_) => Err(puzzle(CascadeRefusal::BadColours {
            min: MIN_COLOURS,
            max: MAX_COLOURS,
        })),
    }
}

fn is_daily(options: &Options) -> bool {
    options.mode.as_deref() == Some("daily")
}

impl Game for Cascade {
    const KIND: GameKind = GameKind::Cascade;
    type Options = Options;
    type Action = Action;
    type Rules = CascadeRules;

    /// The daily board is scored once a day: its first attempt.
    fn opening(options: &Options, now: i64) -> Opening {
        Opening {
            attempt: is_daily(options).then(|| format!("daily:{}", day_of(now))),
            ..Opening::default()
        }
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx<CascadeRules>,
        rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        let game = if is_daily(&options) {
            let day = day_of(ctx.now);
            Cascade::new(
                daily_board(day),
                Some(Daily {
                    day,
                    scored: ctx.first_attempt,
                    par: ctx.rules.par(day),
                }),
            )
        } else {
            let (w, h) = match options.size.as_deref() {
                Some(size) => parse_size(size)?,
                None => (DEFAULT_SIDE, DEFAULT_SIDE),
            };
            let colours = colours_option(options.colours)?;
            let board =
                Board::random(w, h, colours, rng).map_err(|e| puzzle(CascadeRefusal::Block(e)))?;
            Cascade::new(board, None)
        };
        let step = game.moved();
        Ok((game, step))
    }

    fn resume<R: Rng + ?Sized>(
        &mut self,
        options: Options,
        ctx: &Ctx<CascadeRules>,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        // The open board comes back; another is refused until this one is given up.
        let wants_daily = is_daily(&options);
        let same = match &self.daily {
            Some(daily) => wants_daily && daily.day == day_of(ctx.now),
            None => {
                !wants_daily
                    && options.size.as_deref().is_none_or(|s| {
                        parse_size(s).ok() == Some((self.initial.width(), self.initial.height()))
                    })
                    && options
                        .colours
                        .is_none_or(|c| c == self.initial.colours() as i64)
            }
        };
        if same {
            Ok(Step::within())
        } else {
            Err(puzzle(CascadeRefusal::FinishFirst))
        }
    }

    fn who_may(&self, _action: &Action) -> Who {
        Who::Seat(0)
    }

    fn apply<R: Rng + ?Sized>(
        &mut self,
        _by: &Clicker,
        action: Action,
        ctx: &Ctx<CascadeRules>,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        self.act_with(action, ctx.memo)
    }

    fn on_timeout<R: Rng + ?Sized>(&mut self, _ctx: &Ctx<CascadeRules>, _rng: &mut R) -> Step {
        if self.end.is_some() {
            return Step::within().close(Close::Expired);
        }
        self.finish(Ending::Expired, Close::Expired)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::testing::check_action_codes;

    #[test]
    fn action_codes_round_trip() {
        check_action_codes::<Action>();
    }

    #[test]
    fn sizes_read_and_are_bounded() {
        assert_eq!(parse_size("10x10"), Ok((10, 10)));
        assert_eq!(parse_size(" 15X8 "), Ok((15, 8)));
        assert_eq!(parse_size("12"), Ok((12, 12)));
        for bad in ["4x10", "27x5", "x", "", "10x", "ten"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_daily_board_depends_on_the_date_alone() {
        assert_eq!(daily_board(20_779), daily_board(20_779));
        assert_ne!(daily_board(20_779), daily_board(20_780));
        assert_eq!(day_of(20_779 * 86_400 + 86_399), 20_779);
        let par = daily_par(20_779);
        assert_eq!(par, daily_par(20_779));
        assert!(par > search::greedy(&daily_board(20_779)).score / 2);
    }

    /// A memo that keeps what it is told, for the par's tests.
    #[derive(Debug, Default)]
    struct Kept(std::sync::Mutex<Vec<(String, u64)>>);

    impl Memo for Kept {
        fn recall(&self, key: &str) -> Option<u64> {
            let kept = self.0.lock().ok()?;
            kept.iter().find(|(k, _)| k == key).map(|(_, v)| *v)
        }

        fn keep(&self, key: &str, value: u64) {
            if let Ok(mut kept) = self.0.lock() {
                kept.push((key.to_string(), value));
            }
        }
    }

    #[test]
    fn a_hint_turns_the_menu_to_the_page_that_lists_its_group() {
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let board = Board::random(12, 12, 5, &mut rng).unwrap();
        let memo = Kept::default();
        let pages = Cascade::new(board.clone(), None)
            .groups()
            .len()
            .div_ceil(MENU);
        assert!(pages > 1, "a board whose menu has pages");
        for page in 0..pages {
            let mut game = Cascade::new(board.clone(), None);
            game.act_with(Action::Page(page as u8), &memo).unwrap();
            game.act_with(Action::Hint, &memo).unwrap();
            let hint = game.hint.expect("a hint");
            let shown: Vec<Cell> = game
                .groups()
                .iter()
                .skip(game.page as usize * MENU)
                .take(MENU)
                .map(|g| g.cell)
                .collect();
            assert!(shown.contains(&hint.cell), "page {page}: {hint:?}");
        }
    }

    #[test]
    fn a_hinted_daily_attempt_counts_in_stats_but_not_on_the_board() {
        let day = 20_779;
        let daily = |scored| Daily {
            day,
            scored,
            par: Some(0),
        };
        let mut plain = Cascade::new(daily_board(day), Some(daily(true)));
        let step = plain.act(Action::GiveUp).unwrap();
        assert!(step.results[0].on_board, "an unassisted attempt is ranked");
        let mut hinted = Cascade::new(daily_board(day), Some(daily(true)));
        hinted.act(Action::Hint).unwrap();
        let step = hinted.act(Action::GiveUp).unwrap();
        let result = &step.results[0];
        assert!(!result.on_board, "a hinted attempt is not ranked");
        assert!(result.measures.contains(&("hints".into(), 1.0)));
    }

    #[test]
    fn a_hint_is_kept_in_the_memo_and_recalled_as_the_same_group() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let board = Board::random(8, 8, 4, &mut rng).unwrap();
        let memo = Kept::default();
        let mut searched = Cascade::new(board.clone(), None);
        searched.act_with(Action::Hint, &memo).unwrap();
        let plain = {
            let mut game = Cascade::new(board.clone(), None);
            game.act(Action::Hint).unwrap();
            game.hint
        };
        assert!(plain.is_some());
        assert_eq!(
            searched.hint, plain,
            "the memo changes nothing of the answer"
        );
        assert_eq!(memo.0.lock().unwrap().len(), 1);
        let mut recalled = Cascade::new(board, None);
        recalled.act_with(Action::Hint, &memo).unwrap();
        assert_eq!(recalled.hint, plain);
        assert_eq!(
            memo.0.lock().unwrap().len(),
            1,
            "recalled, not searched again"
        );
    }

    #[test]
    fn a_daily_board_takes_its_par_from_the_rules_and_plays_without_one_until_then() {
        let day = 20_779;
        let now = day * 86_400 + 3_600;
        let start = |rules: &CascadeRules| {
            let ctx = Ctx {
                now,
                seats: &[],
                wallets: &[],
                barred: &[],
                rules,
                first_attempt: true,
                memo: &crate::game::NoMemo,
            };
            let options = Options {
                mode: Some("daily".into()),
                ..Options::default()
            };
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            Cascade::create(options, &ctx, &mut rng).unwrap().0
        };
        let without = start(&CascadeRules::default());
        assert_eq!(without.daily.as_ref().unwrap().par, None);
        let rules = CascadeRules {
            pars: vec![(day - 1, 5), (day, 1234), (day + 1, 9)],
        };
        let with = start(&rules);
        assert_eq!(with.daily.as_ref().unwrap().par, Some(1234));
        assert_eq!(with.initial, without.initial, "the same board either way");
        // Kept as a number either way, as the build before read it.
        let kept = |game: &Cascade| serde_json::to_value(game).unwrap()["daily"]["par"].clone();
        assert_eq!(kept(&without), serde_json::json!(0));
        assert_eq!(kept(&with), serde_json::json!(1234));
        let back: Cascade =
            serde_json::from_value(serde_json::to_value(&without).unwrap()).unwrap();
        assert_eq!(back.daily.unwrap().par, None);
        let back: Cascade = serde_json::from_value(serde_json::to_value(&with).unwrap()).unwrap();
        assert_eq!(back.daily.unwrap().par, Some(1234));
    }

    #[test]
    fn removals_and_undo_replay_exactly_and_the_end_is_scored() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let board = Board::random(6, 5, 3, &mut rng).unwrap();
        let mut game = Cascade::new(board.clone(), None);
        let first = game.groups()[0];
        game.act(Action::Remove(first.cell)).unwrap();
        assert_eq!(game.points, first.points);
        let after_one = game.clone();
        if let Some(second) = game.groups().first().copied() {
            game.act(Action::Remove(second.cell)).unwrap();
            game.act(Action::Undo).unwrap();
            assert_eq!(
                (&game.board, game.points, &game.moves),
                (&after_one.board, after_one.points, &after_one.moves)
            );
            assert_eq!(game.undos, 1);
        }
        let mut last = Step::within();
        while let Some(group) = game.groups().first().copied() {
            last = game.act(Action::Remove(group.cell)).unwrap();
        }
        assert_eq!(game.end, Some(Ending::NoMoves));
        let result = &last.results[0];
        assert_eq!(result.score, game.score() as i64);
        assert!(!result.on_board, "a free board stays off the leaderboard");
        assert!(game.act(Action::Hint).is_err(), "over");
    }
}
