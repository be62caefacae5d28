//! A game of Yahtzee at a table of one to six seats: each seat's scorecard, the turn in
//! progress (the dice, which are kept, the rolls made), what each turn did, and the trainer's
//! account of every human decision.

use super::YahtzeeError;
use super::YahtzeeRules;
use super::expert::{Choice, ExpertTable, TurnState};
use super::score::{Category, Dice, Fill, Scorecard};
use super::trainer::Trainer;
use super::{Expert, computer};
use crate::game::{ActionCode, Level, SeatNo};
use crate::table::{Progress, Seats, TableRules};
use crate::{GameKind, Phase, RuleError};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

/// Rolls a turn allows.
pub const ROLLS: u8 = 3;
/// Turns in a game: one per box.
pub const TURNS: u8 = 13;
/// Completed turns remembered for the log.
const LOG_TURNS: usize = 6;

/// A move in a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Keep (`kept: true`) or free a die: the target state, so a repeat changes nothing.
    Keep { die: u8, kept: bool },
    /// Roll the dice not kept.
    Roll,
    /// Score the dice in a box; the turn ends.
    Fill(Category),
    /// Ask for the expert's three best choices now (answered privately).
    Hint,
}

impl ActionCode for Move {
    fn encode(&self) -> String {
        match self {
            Move::Keep { die, kept: true } => format!("keep:{die}"),
            Move::Keep { die, kept: false } => format!("free:{die}"),
            Move::Roll => "roll".into(),
            Move::Fill(cat) => format!("box:{}", cat.code()),
            Move::Hint => "hint".into(),
        }
    }

    fn decode(code: &str) -> Option<Move> {
        let die = |n: &str| n.parse::<u8>().ok().filter(|d| *d < 5);
        match code.split_once(':') {
            None => match code {
                "roll" => Some(Move::Roll),
                "hint" => Some(Move::Hint),
                _ => None,
            },
            Some(("keep", n)) => die(n).map(|die| Move::Keep { die, kept: true }),
            Some(("free", n)) => die(n).map(|die| Move::Keep { die, kept: false }),
            Some(("box", c)) => Category::from_code(c).map(Move::Fill),
            _ => None,
        }
    }

    fn all() -> Vec<Move> {
        let mut all = vec![Move::Roll, Move::Hint];
        for die in 0..5 {
            all.push(Move::Keep { die, kept: true });
            all.push(Move::Keep { die, kept: false });
        }
        all.extend(Category::ALL.into_iter().map(Move::Fill));
        all
    }
}

/// One seat's game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub seat: SeatNo,
    pub card: Scorecard,
    /// Left or dropped: no more turns.
    #[serde(default)]
    pub out: bool,
    #[serde(default)]
    pub trainer: Trainer,
    /// Hints asked for: a game played with hints counts in /stats, not on the boards.
    #[serde(default)]
    pub hints: u32,
}

/// The turn in progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: SeatNo,
    pub dice: Dice,
    pub kept: [bool; 5],
    /// Rolls made this turn, 0 to 3. Before the first roll the dice show nothing.
    pub rolls: u8,
    /// Before each re-roll: the dice showing and the faces kept, for the log.
    #[serde(default)]
    pub keeps: Vec<(Dice, Vec<u8>)>,
}

impl Turn {
    pub fn rolls_left(&self) -> u8 {
        ROLLS.saturating_sub(self.rolls)
    }

    /// The kept dice's faces, in table order.
    pub fn kept_faces(&self) -> Vec<u8> {
        (0..5)
            .filter(|&i| self.kept[i])
            .map(|i| self.dice[i])
            .collect()
    }
}

/// A finished turn, as the log shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TurnLog {
    pub seat: SeatNo,
    /// The turn's number for that seat, from 1.
    pub number: u8,
    /// Before each re-roll: the dice showing, and the faces kept.
    pub rolls: Vec<(Dice, Vec<u8>)>,
    pub dice: Dice,
    pub fill: Fill,
    /// The player ran out of time and the casual computer played this turn for them.
    #[serde(default)]
    pub timed_out: bool,
}

/// The expert's best choices at one moment of a turn, as a hint shows them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    pub seat: SeatNo,
    pub dice: Dice,
    pub rolls: u8,
    /// Best first: the choice and the expected final score it leads to.
    pub best: Vec<(HintChoice, f64)>,
}

/// A choice as stored: faces to keep, or a box.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HintChoice {
    Keep(Vec<u8>),
    Fill(Category),
}

impl HintChoice {
    pub fn of(choice: Choice) -> HintChoice {
        match choice {
            Choice::Keep(c) => HintChoice::Keep(faces_of(&c)),
            Choice::Fill(cat) => HintChoice::Fill(cat),
        }
    }
}

/// The faces of a multiset of dice, lowest first.
pub fn faces_of(c: &[u8; 6]) -> Vec<u8> {
    (0..6u8)
        .flat_map(|f| std::iter::repeat_n(f + 1, c[f as usize] as usize))
        .collect()
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct YahtzeeTable {
    /// In playing order.
    pub players: Vec<Player>,
    /// The turn in progress; `None` once every card is full.
    pub turn: Option<Turn>,
    /// The last completed turns, oldest first.
    #[serde(default)]
    pub log: Vec<TurnLog>,
    /// The last hint given, for the private view of the seat that asked.
    #[serde(default)]
    pub hint: Option<Hint>,
}

/// The start options of a table's game (the table's stake is the table's own option).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TableOptions {}

fn roll_dice<R: Rng + ?Sized>(dice: &mut Dice, kept: &[bool; 5], rng: &mut R) {
    for i in 0..5 {
        if !kept[i] {
            dice[i] = rng.random_range(1..=6);
        }
    }
}

impl YahtzeeTable {
    pub const MIN_SEATS: usize = 2;
    pub const MAX_SEATS: usize = 6;

    pub fn player(&self, seat: SeatNo) -> Option<&Player> {
        self.players.iter().find(|p| p.seat == seat)
    }

    fn player_mut(&mut self, seat: SeatNo) -> Result<&mut Player, RuleError> {
        self.players
            .iter_mut()
            .find(|p| p.seat == seat)
            .ok_or(RuleError::Table(crate::TableError::NotSeated))
    }

    /// The turn in progress, if it is `seat`'s.
    fn turn_of(&mut self, seat: SeatNo) -> Result<&mut Turn, RuleError> {
        match &mut self.turn {
            Some(turn) if turn.seat == seat => Ok(turn),
            Some(_) => Err(crate::TableError::NotYourTurn.into()),
            None => Err(RuleError::WrongPhase(Phase::GameOver)),
        }
    }

    /// `seat`'s turn begins: nothing rolled yet.
    fn start_turn(&mut self, seat: SeatNo) {
        self.turn = Some(Turn {
            seat,
            dice: [0; 5],
            kept: [false; 5],
            rolls: 0,
            keeps: Vec::new(),
        });
    }

    /// The next seat still playing with an open box, after `seat` in playing order.
    fn next_seat(&self, seat: SeatNo) -> Option<SeatNo> {
        let at = self.players.iter().position(|p| p.seat == seat)?;
        let n = self.players.len();
        (1..=n)
            .map(|k| &self.players[(at + k) % n])
            .find(|p| !p.out && !p.card.is_complete())
            .map(|p| p.seat)
    }

    /// The expert's view of a seat's card now, and what a choice is worth.
    fn state(&self, seat: SeatNo) -> Option<TurnState> {
        self.player(seat).map(|p| TurnState::of(&p.card))
    }

    /// Records a decision against the expert (when its table is ready).
    fn judge(&mut self, seat: SeatNo, choice: Choice, expert: Option<&ExpertTable>) {
        let (Some(expert), Some(turn), Some(state)) = (expert, &self.turn, self.state(seat)) else {
            return;
        };
        if turn.rolls == 0 {
            return;
        }
        let ranked = expert.ranked(state, &turn.dice, turn.rolls_left(), usize::MAX);
        let (dice, rolls, turn_no) = (turn.dice, turn.rolls, self.turn_number(seat));
        if let Ok(player) = self.player_mut(seat) {
            player
                .trainer
                .record(turn_no, &dice, rolls, choice, &ranked);
        }
    }

    /// Marks `seat`'s turn `number` as played for them on a timeout, and puts back the
    /// trainer they had: the computer's choices are not theirs to be judged on.
    pub fn played_for(&mut self, seat: SeatNo, number: u8, trainer: Trainer) {
        if let Some(t) = self
            .log
            .iter_mut()
            .rev()
            .find(|t| t.seat == seat && t.number == number)
        {
            t.timed_out = true;
        }
        if let Some(p) = self.players.iter_mut().find(|p| p.seat == seat) {
            p.trainer = trainer;
        }
    }

    /// The turn number of `seat`'s turn in progress, from 1.
    pub fn turn_number(&self, seat: SeatNo) -> u8 {
        self.player(seat)
            .map_or(0, |p| p.card.turns_played() as u8 + 1)
    }

    fn fill(&mut self, seat: SeatNo, cat: Category) -> Result<Progress, RuleError> {
        let turn = self.turn_of(seat)?.clone();
        let number = self.turn_number(seat);
        let player = self.player_mut(seat)?;
        let fill = player
            .card
            .fill(cat, &turn.dice)
            .ok_or(YahtzeeError::BoxNotAllowed(cat))?;
        self.log.push(TurnLog {
            seat,
            number,
            rolls: turn.keeps.clone(),
            dice: turn.dice,
            fill,
            timed_out: false,
        });
        if self.log.len() > LOG_TURNS {
            self.log.remove(0);
        }
        self.hint = None;
        self.turn = None;
        if let Some(next) = self.next_seat(seat) {
            self.start_turn(next);
        }
        Ok(Progress::TurnOver)
    }

    /// The choice a computer of `level` makes now in `seat`'s turn.
    pub fn computer_choice(&self, seat: SeatNo, level: Level, expert: &Expert) -> Option<Choice> {
        let turn = self.turn.as_ref().filter(|t| t.seat == seat)?;
        let card = &self.player(seat)?.card;
        Some(computer::decide(
            level,
            card,
            &turn.dice,
            turn.rolls_left(),
            expert.table(),
        ))
    }
}

impl TableRules for YahtzeeTable {
    type Rules = YahtzeeRules;
    const KIND: GameKind = GameKind::Yahtzee;
    type Options = TableOptions;
    type Move = Move;

    fn seats(_options: &TableOptions) -> Seats {
        Seats::new(YahtzeeTable::MIN_SEATS, YahtzeeTable::MAX_SEATS)
    }

    fn new<R: Rng + ?Sized>(players: &[SeatNo], _options: &TableOptions, _rng: &mut R) -> Self {
        let mut game = YahtzeeTable {
            players: players
                .iter()
                .map(|&seat| Player {
                    seat,
                    card: Scorecard::default(),
                    out: false,
                    trainer: Trainer::default(),
                    hints: 0,
                })
                .collect(),
            turn: None,
            log: Vec::new(),
            hint: None,
        };
        if let Some(&first) = players.first() {
            game.start_turn(first);
        }
        game
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        seat: SeatNo,
        mv: Move,
        rules: &YahtzeeRules,
        rng: &mut R,
    ) -> Result<Progress, RuleError> {
        let expert = rules.expert.table();
        match mv {
            Move::Keep { die, kept } => {
                let turn = self.turn_of(seat)?;
                if turn.rolls == 0 {
                    return Err(YahtzeeError::RollFirst.into());
                }
                let slot = turn
                    .kept
                    .get_mut(die as usize)
                    .ok_or(YahtzeeError::NoSuchDie(die))?;
                *slot = kept;
                Ok(Progress::Within)
            }
            Move::Roll => {
                let turn = self.turn_of(seat)?;
                if turn.rolls_left() == 0 {
                    return Err(YahtzeeError::NoRollsLeft.into());
                }
                if turn.rolls > 0 && turn.kept.iter().all(|&k| k) {
                    return Err(YahtzeeError::AllKept.into());
                }
                let kept = counts_of(turn);
                self.judge(seat, Choice::Keep(kept), expert);
                let turn = self.turn_of(seat)?;
                if turn.rolls == 0 {
                    turn.kept = [false; 5];
                } else {
                    turn.keeps.push((turn.dice, turn.kept_faces()));
                }
                let kept_mask = turn.kept;
                roll_dice(&mut turn.dice, &kept_mask, rng);
                turn.rolls += 1;
                // The kept dice stay marked, so a player re-rolls the rest with one click.
                self.hint = None;
                Ok(Progress::Moved)
            }
            Move::Fill(cat) => {
                let turn = self.turn_of(seat)?.clone();
                if turn.rolls == 0 {
                    return Err(YahtzeeError::RollFirst.into());
                }
                let card = &self.player(seat).ok_or(crate::TableError::NotSeated)?.card;
                card.preview(cat, &turn.dice)
                    .ok_or(YahtzeeError::BoxNotAllowed(cat))?;
                self.judge(seat, Choice::Fill(cat), expert);
                self.fill(seat, cat)
            }
            Move::Hint => {
                let turn = self.turn_of(seat)?.clone();
                if turn.rolls == 0 {
                    return Err(YahtzeeError::RollFirst.into());
                }
                let expert = expert.ok_or(YahtzeeError::ExpertNotReady)?;
                let state = self.state(seat).ok_or(crate::TableError::NotSeated)?;
                let scored = self.player(seat).map_or(0, |p| p.card.total()) as f64;
                let best = expert
                    .ranked(state, &turn.dice, turn.rolls_left(), 3)
                    .into_iter()
                    .map(|r| (HintChoice::of(r.choice), scored + r.expected))
                    .collect();
                self.hint = Some(Hint {
                    seat,
                    dice: turn.dice,
                    rolls: turn.rolls,
                    best,
                });
                if let Some(p) = self.players.iter_mut().find(|p| p.seat == seat) {
                    p.hints += 1;
                }
                // Shown on the game's message, as every game's hint is.
                Ok(Progress::Within)
            }
        }
    }

    fn computer_move<R: Rng + ?Sized>(
        &self,
        seat: SeatNo,
        level: Level,
        rules: &YahtzeeRules,
        _rng: &mut R,
    ) -> Move {
        let Some(turn) = self.turn.as_ref().filter(|t| t.seat == seat) else {
            return Move::Roll;
        };
        if turn.rolls == 0 {
            return Move::Roll;
        }
        match self.computer_choice(seat, level, &rules.expert) {
            Some(Choice::Fill(cat)) => Move::Fill(cat),
            Some(Choice::Keep(keep)) => {
                let want = super::dice_sets::keep_positions(&turn.dice, &keep);
                match (0..5).find(|&i| turn.kept[i] != want[i]) {
                    Some(i) => Move::Keep {
                        die: i as u8,
                        kept: want[i],
                    },
                    None => Move::Roll,
                }
            }
            None => Move::Roll,
        }
    }

    fn remove(&mut self, seat: SeatNo) {
        if let Some(p) = self.players.iter_mut().find(|p| p.seat == seat) {
            p.out = true;
        }
        if self.turn.as_ref().is_some_and(|t| t.seat == seat) {
            self.turn = None;
            self.hint = None;
            if let Some(next) = self.next_seat(seat) {
                self.start_turn(next);
            }
        }
    }

    fn is_over(&self, active: &[SeatNo]) -> bool {
        active
            .iter()
            .all(|s| self.player(*s).is_none_or(|p| p.card.is_complete()))
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.player(seat).map_or(0, |p| p.card.total() as i64)
    }
}

/// The kept dice of a turn as a multiset.
fn counts_of(turn: &Turn) -> [u8; 6] {
    let mut c = [0u8; 6];
    for i in 0..5 {
        if turn.kept[i] && (1..=6).contains(&turn.dice[i]) {
            c[turn.dice[i] as usize - 1] += 1;
        }
    }
    c
}
