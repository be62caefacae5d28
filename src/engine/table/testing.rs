//! A small table game that exists only in the crate's own tests, to drive the shared table
//! module through the whole click pipeline: each player gets a hidden number at Start, may
//! peek at it privately, and reveals it on their turn; the highest number wins the pool.

use super::{Progress, TableGame, TableRules};
use crate::engine::game::{ActionCode, Level, SeatNo, Who};
use crate::engine::{GameKind, RuleError};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HighCard {
    pub secrets: Vec<(SeatNo, i64)>,
    pub revealed: Vec<SeatNo>,
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

#[derive(Debug, Clone, Default, Deserialize)]
pub struct NoOptions {}

impl HighCard {
    pub fn secret(&self, seat: SeatNo) -> i64 {
        self.secrets
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(0, |(_, n)| *n)
    }
}

impl TableRules for HighCard {
    const KIND: GameKind = GameKind::TestTable;
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 4;
    type Options = NoOptions;
    type Move = Move;

    fn new<R: Rng + ?Sized>(players: &[SeatNo], _options: &NoOptions, rng: &mut R) -> Self {
        HighCard {
            secrets: players
                .iter()
                .map(|&s| (s, rng.random_range(1..=100)))
                .collect(),
            revealed: Vec::new(),
        }
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
        _rng: &mut R,
    ) -> Result<Progress, RuleError> {
        match mv {
            Move::Peek => Ok(Progress::Private),
            Move::Reveal => {
                self.revealed.push(seat);
                Ok(Progress::TurnOver)
            }
        }
    }

    fn computer_move<R: Rng + ?Sized>(&self, _seat: SeatNo, _level: Level, _rng: &mut R) -> Move {
        Move::Reveal
    }

    fn remove(&mut self, _seat: SeatNo) {}

    fn is_over(&self, active: &[SeatNo]) -> bool {
        active.iter().all(|s| self.revealed.contains(s))
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.secret(seat)
    }
}
