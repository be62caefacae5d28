//! A small table game that exists only in the crate's own tests, to drive the shared table
//! module through the whole click pipeline: each round every player gets a hidden number,
//! may peek at it privately, and reveals it on their turn; after the last round the highest
//! total wins the pool.

use super::{Progress, Seats, TableGame, TableRules};
use crate::game::{ActionCode, Level, SeatNo, Who};
use crate::{GameKind, RuleError};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HighCard {
    pub rounds: u8,
    pub round: u8,
    /// This round's hidden numbers.
    pub secrets: Vec<(SeatNo, i64)>,
    /// Seats that revealed this round.
    pub revealed: Vec<SeatNo>,
    /// Totals of the rounds before.
    pub totals: Vec<(SeatNo, i64)>,
    /// Players out of the game.
    pub out: Vec<SeatNo>,
}

pub type TestTable = TableGame<HighCard>;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Reveal,
    Peek,
}

impl ActionCode for Move {
    fn encode(&self) -> String {
        match self {
            Move::Reveal => "reveal".into(),
            Move::Peek => "peek".into(),
        }
    }

    fn decode(code: &str) -> Option<Move> {
        match code {
            "reveal" => Some(Move::Reveal),
            "peek" => Some(Move::Peek),
            _ => None,
        }
    }

    fn all() -> Vec<Move> {
        vec![Move::Reveal, Move::Peek]
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    pub rounds: Option<u8>,
}

fn find(list: &[(SeatNo, i64)], seat: SeatNo) -> i64 {
    list.iter().find(|(s, _)| *s == seat).map_or(0, |(_, n)| *n)
}

impl HighCard {
    pub fn secret(&self, seat: SeatNo) -> i64 {
        find(&self.secrets, seat)
    }

    pub fn total(&self, seat: SeatNo) -> i64 {
        find(&self.totals, seat)
            + if self.revealed.contains(&seat) {
                self.secret(seat)
            } else {
                0
            }
    }

    fn deal<R: Rng + ?Sized>(&mut self, players: &[SeatNo], rng: &mut R) {
        self.secrets = players
            .iter()
            .map(|&s| (s, rng.random_range(1..=100)))
            .collect();
        self.revealed.clear();
    }
}

impl TableRules for HighCard {
    type Rules = ();
    const KIND: GameKind = GameKind::TestTable;
    type Options = Options;
    type Move = Move;

    fn seats(_options: &Options) -> Seats {
        Seats::new(2, 4)
    }

    fn new<R: Rng + ?Sized>(players: &[SeatNo], options: &Options, rng: &mut R) -> Self {
        let mut game = HighCard {
            rounds: options.rounds.unwrap_or(1).max(1),
            round: 0,
            secrets: Vec::new(),
            revealed: Vec::new(),
            totals: players.iter().map(|&s| (s, 0)).collect(),
            out: Vec::new(),
        };
        game.deal(players, rng);
        game
    }

    fn who_may(&self, mv: &Move, to_act: Option<SeatNo>) -> Who {
        match (mv, to_act) {
            (Move::Reveal, Some(seat)) => Who::Seat(seat),
            _ => Who::Seated,
        }
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        seat: SeatNo,
        mv: Move,
        _rules: &(),
        rng: &mut R,
    ) -> Result<Progress, RuleError> {
        match mv {
            Move::Peek => Ok(Progress::Private),
            Move::Reveal => {
                self.revealed.push(seat);
                let players: Vec<SeatNo> = self
                    .totals
                    .iter()
                    .map(|(s, _)| *s)
                    .filter(|s| !self.out.contains(s))
                    .collect();
                if players.iter().all(|s| self.revealed.contains(s)) && self.round + 1 < self.rounds
                {
                    for (s, total) in &mut self.totals {
                        *total += find(&self.secrets, *s);
                    }
                    self.round += 1;
                    self.deal(&players, rng);
                }
                Ok(Progress::TurnOver)
            }
        }
    }

    fn computer_move<R: Rng + ?Sized>(
        &self,
        _seat: SeatNo,
        _level: Level,
        _rules: &(),
        _rng: &mut R,
    ) -> Move {
        Move::Reveal
    }

    /// A player who is out no longer deals in; the round goes on without them.
    fn remove(&mut self, seat: SeatNo) {
        self.out.push(seat);
    }

    fn is_over(&self, active: &[SeatNo]) -> bool {
        self.round + 1 >= self.rounds && active.iter().all(|s| self.revealed.contains(s))
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.total(seat)
    }
}
