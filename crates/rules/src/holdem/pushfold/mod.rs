//! Heads-up push/fold: the equilibrium of jam-or-fold at a short stack, exact for the game
//! by starting-hand class.
//!
//! - [`class`]: the 169 starting-hand classes, numbered as a chart lays them out.
//! - [`matchup`]: every class pair's all-in results over every board, worked out from the
//!   47,008 distinct heads-up matchups (the offline tool's job), and [`table`]: those
//!   results as kept in `equities.bin` ([`equities`]).
//! - [`solve`]: the game at a stack and its equilibrium by CFR+.
//! - [`Chart`]: an equilibrium's ranges, and [`chart`]: one for each stack up to
//!   [`MAX_STACK`] big blinds, rounded to a tenth, solved the first time it is asked for.

pub mod class;
pub mod matchup;
pub mod solve;
pub mod table;

#[cfg(test)]
mod tests;

pub use class::Class;
pub use table::{Equities, Outcome};

use crate::cards::Card;
use class::HANDS;
use std::sync::OnceLock;

/// The kept class-pair results (see [`table`] for the layout).
static KEPT: &[u8] = include_bytes!("equities.bin");

/// The class pairs' equities, read the first time they are asked for.
pub fn equities() -> &'static Equities {
    static EQUITIES: OnceLock<Equities> = OnceLock::new();
    EQUITIES.get_or_init(|| {
        Equities::from_bytes(KEPT).unwrap_or_else(|| unreachable!("the tests read the kept file"))
    })
}

/// The deepest stack [`chart`] solves, in big blinds.
pub const MAX_STACK: f64 = 25.0;

/// Stacks are looked up in tenths of a big blind.
const TENTHS: usize = 250;

/// A stack [`chart`] cannot solve.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
#[error("the stack is more than 0 and at most {MAX_STACK} big blinds, not {0}")]
pub struct StackError(pub f64);

/// The equilibrium at one stack: each class's chance of a jam from the small blind and of a
/// call from the big blind, and how near to the equilibrium they are.
#[derive(Debug, Clone)]
pub struct Chart {
    stack: f64,
    jams: Vec<f64>,
    calls: Vec<f64>,
    value: f64,
    exploitability: f64,
    rounds: u32,
}

impl Chart {
    /// Solves the game at exactly `stack` big blinds (not cached: [`chart`] is).
    pub fn solve(stack: f64) -> Result<Chart, StackError> {
        if !(stack > 0.0 && stack <= MAX_STACK) {
            return Err(StackError(stack));
        }
        let game = solve::Game::new(equities(), stack);
        let solution = solve::solve(&game);
        Ok(Chart {
            stack,
            jams: solution.jams,
            calls: solution.calls,
            value: solution.value,
            exploitability: solution.exploitability,
            rounds: solution.rounds,
        })
    }

    /// Each player's stack, in big blinds.
    pub fn stack(&self) -> f64 {
        self.stack
    }

    /// The small blind's chance of jamming `hole`.
    pub fn jam(&self, hole: [Card; 2]) -> f64 {
        self.jam_class(Class::of(hole))
    }

    /// The big blind's chance of calling a jam with `hole`.
    pub fn call(&self, hole: [Card; 2]) -> f64 {
        self.call_class(Class::of(hole))
    }

    /// The small blind's chance of jamming a hand of `class`.
    pub fn jam_class(&self, class: Class) -> f64 {
        self.jams[class.index()]
    }

    /// The big blind's chance of calling a jam with a hand of `class`.
    pub fn call_class(&self, class: Class) -> f64 {
        self.calls[class.index()]
    }

    /// The share of the 1,326 hands the small blind jams.
    pub fn jam_share(&self) -> f64 {
        share(&self.jams)
    }

    /// The share of the 1,326 hands the big blind calls a jam with.
    pub fn call_share(&self) -> f64 {
        share(&self.calls)
    }

    /// The small blind's result a hand, in big blinds, with both ranges played.
    pub fn value(&self) -> f64 {
        self.value
    }

    /// The mean of what a best response gains against each side, in milli-big-blinds a
    /// hand.
    pub fn exploitability_mbb(&self) -> f64 {
        self.exploitability * 1000.0
    }

    /// The CFR+ rounds the solve took.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }
}

/// The share of the hands a range holds, each class by its hands.
fn share(range: &[f64]) -> f64 {
    Class::all()
        .map(|class| f64::from(class.combos()) * range[class.index()])
        .sum::<f64>()
        / HANDS as f64
}

/// The charts kept, by tenth of a big blind.
static CHARTS: [OnceLock<Chart>; TENTHS] = [const { OnceLock::new() }; TENTHS];

/// A stack's tenth of a big blind, 1 to [`TENTHS`].
fn tenths_of(stack_bb: f64) -> usize {
    ((stack_bb * 10.0).round() as usize).clamp(1, TENTHS)
}

/// The chart for `stack_bb` big blinds (rounded as [`chart`] rounds it) if it has been
/// solved already; None otherwise, or outside the stacks charted. Never solves.
pub fn built_chart(stack_bb: f64) -> Option<&'static Chart> {
    if !(stack_bb > 0.0 && stack_bb <= MAX_STACK) {
        return None;
    }
    CHARTS[tenths_of(stack_bb) - 1].get()
}

/// The chart for `stack_bb` big blinds rounded to the nearest tenth (a tenth at the least),
/// solved the first time that tenth is asked for and kept: more than 0 and at most
/// [`MAX_STACK`].
pub fn chart(stack_bb: f64) -> Result<&'static Chart, StackError> {
    if !(stack_bb > 0.0 && stack_bb <= MAX_STACK) {
        return Err(StackError(stack_bb));
    }
    let tenths = tenths_of(stack_bb);
    let slot = &CHARTS[tenths - 1];
    if let Some(chart) = slot.get() {
        return Ok(chart);
    }
    let solved = Chart::solve(tenths as f64 / 10.0)?;
    Ok(slot.get_or_init(|| solved))
}
