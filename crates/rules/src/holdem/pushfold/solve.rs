//! The jam-or-fold game and its equilibrium by CFR+.
//!
//! Both players start with `S` big blinds; the small blind has posted half a big blind and
//! the big blind one (what they have, if less). The small blind jams all in or folds; facing
//! a jam, the big blind calls or folds. The small blind's class is dealt with a chance
//! proportional to its hands, the big blind's given it proportional to the disjoint hand
//! pairs: each ordered pair of disjoint hands alike. In the small blind's big blinds won:
//! a fold loses its blind, a jam the big blind folds to wins the big blind's, and a called
//! jam wins `S (2e - 1)` on average, `e` its class's equity against the caller's.
//!
//! The small blind's result is a constant, plus `x · gain` (a jam instead of a fold wins
//! both blinds), plus `x W y` (a call instead of a fold changes the jam's result by a
//! showdown less the big blind's blind), for the small blind's jam chances `x` and the big
//! blind's call chances `y`, each by class. CFR+ plays the two against each other: each
//! class of each player keeps the regret of each action (floored at zero), plays them in
//! proportion, and the strategies played are averaged, the `t`-th weighted by `t`; the
//! players update in turn, each against the other's latest strategy. Every
//! [`CHECK_EVERY`] rounds the averages' exploitability is measured, and the solve stops at
//! [`TARGET_MBB`] or after [`MAX_ROUNDS`].

use super::class::{CLASSES, Class};
use super::table::Equities;

/// The exploitability the solve stops at, in milli-big-blinds a hand: a thousandth, where
/// at most a few classes of each side are left mixed (a looser target leaves more, the
/// averages' early noise). Over the stacks by tenths up to 25 big blinds, 600 rounds on
/// average reach it.
pub const TARGET_MBB: f64 = 0.001;

/// How many rounds between two measures of the exploitability.
pub const CHECK_EVERY: u32 = 25;

/// The most rounds the solve runs: about 30 ms in a release build. A fifth of the stacks
/// by tenths stop here short of the target, within 0.005 mbb a hand.
pub const MAX_ROUNDS: u32 = 1_000;

/// The game at one stack, in the small blind's big blinds a hand.
pub struct Game {
    pub stack: f64,
    /// The small blind's result when it folds every hand: its blind lost.
    base: f64,
    /// By the small blind's class: the chance of the class times what a jam gains over a
    /// fold when the big blind folds (both blinds).
    gain: Vec<f64>,
    /// By class pair, the small blind's first: the pair's chance times what the big
    /// blind's call changes the jam's result by.
    call: Vec<f64>,
}

impl Game {
    pub fn new(equities: &Equities, stack: f64) -> Game {
        let small = stack.min(0.5);
        let big = stack.min(1.0);
        let all: f64 = Class::all()
            .flat_map(|a| Class::all().map(move |b| f64::from(equities.hand_pairs(a, b))))
            .sum();
        let mut gain = vec![0.0; CLASSES];
        let mut call = vec![0.0; CLASSES * CLASSES];
        for a in Class::all() {
            for b in Class::all() {
                let chance = f64::from(equities.hand_pairs(a, b)) / all;
                let showdown = stack * (2.0 * equities.equity(a, b) - 1.0);
                gain[a.index()] += chance * (small + big);
                call[a.index() * CLASSES + b.index()] = chance * (showdown - big);
            }
        }
        Game {
            stack,
            base: -small,
            gain,
            call,
        }
    }

    /// What each small-blind class's jam adds to the small blind's result, weighted by its
    /// chance, against the big blind's call chances `calls`.
    pub fn jam_values(&self, calls: &[f64]) -> Vec<f64> {
        self.call
            .chunks_exact(CLASSES)
            .zip(&self.gain)
            .map(|(row, gain)| gain + row.iter().zip(calls).map(|(w, y)| w * y).sum::<f64>())
            .collect()
    }

    /// What each big-blind class's call adds to the small blind's result, weighted by its
    /// chance, against the small blind's jam chances `jams`.
    pub fn call_values(&self, jams: &[f64]) -> Vec<f64> {
        let mut values = vec![0.0; CLASSES];
        for (row, &x) in self.call.chunks_exact(CLASSES).zip(jams) {
            if x != 0.0 {
                for (value, w) in values.iter_mut().zip(row) {
                    *value += x * w;
                }
            }
        }
        values
    }

    /// The small blind's result a hand with these strategies.
    pub fn value(&self, jams: &[f64], calls: &[f64]) -> f64 {
        self.base
            + self
                .jam_values(calls)
                .iter()
                .zip(jams)
                .map(|(v, x)| v * x)
                .sum::<f64>()
    }

    /// The small blind's result when it answers `calls` best: a jam with every class that
    /// gains by it.
    pub fn best_jam_value(&self, calls: &[f64]) -> f64 {
        self.base
            + self
                .jam_values(calls)
                .iter()
                .map(|v| v.max(0.0))
                .sum::<f64>()
    }

    /// The small blind's result when the big blind answers `jams` best: a call with every
    /// class that the small blind loses by.
    pub fn best_call_value(&self, jams: &[f64]) -> f64 {
        let jam: f64 = self.gain.iter().zip(jams).map(|(g, x)| g * x).sum();
        let calls: f64 = self.call_values(jams).iter().map(|v| v.min(0.0)).sum();
        self.base + jam + calls
    }

    /// The mean of what a best response gains against each side, in big blinds a hand.
    pub fn exploitability(&self, jams: &[f64], calls: &[f64]) -> f64 {
        (self.best_jam_value(calls) - self.best_call_value(jams)) / 2.0
    }
}

/// An equilibrium's strategies and how near it is.
pub struct Solution {
    /// Each class's chance of a jam from the small blind.
    pub jams: Vec<f64>,
    /// Each class's chance of a call from the big blind facing a jam.
    pub calls: Vec<f64>,
    /// The small blind's result with them, in big blinds a hand.
    pub value: f64,
    /// Their exploitability, in big blinds a hand.
    pub exploitability: f64,
    pub rounds: u32,
}

/// One player's regrets and average strategy, class by class.
struct Learner {
    /// The regret of acting (jam, call) and of folding, floored at zero.
    act: Vec<f64>,
    fold: Vec<f64>,
    /// The strategies played, summed with their weights.
    sum: Vec<f64>,
    weights: f64,
}

impl Learner {
    fn new() -> Learner {
        Learner {
            act: vec![0.0; CLASSES],
            fold: vec![0.0; CLASSES],
            sum: vec![0.0; CLASSES],
            weights: 0.0,
        }
    }

    /// The chance of acting in proportion to the regrets (one half while neither has any).
    fn current(&self) -> Vec<f64> {
        self.act
            .iter()
            .zip(&self.fold)
            .map(|(&a, &f)| if a + f > 0.0 { a / (a + f) } else { 0.5 })
            .collect()
    }

    /// Plays the current strategy with `weight` against the other's, where acting earns
    /// `values` (positive: the learner gains) and folding nothing.
    fn learn(&mut self, values: &[f64], weight: f64) {
        let played = self.current();
        for (i, (&value, &x)) in values.iter().zip(&played).enumerate() {
            let mean = x * value;
            self.act[i] = (self.act[i] + value - mean).max(0.0);
            self.fold[i] = (self.fold[i] - mean).max(0.0);
            self.sum[i] += weight * x;
        }
        self.weights += weight;
    }

    fn average(&self) -> Vec<f64> {
        self.sum.iter().map(|s| s / self.weights.max(1.0)).collect()
    }
}

/// The equilibrium of `game`, within [`TARGET_MBB`] unless [`MAX_ROUNDS`] run out first.
pub fn solve(game: &Game) -> Solution {
    solve_to(game, TARGET_MBB)
}

/// The equilibrium within `target` mbb a hand, unless [`MAX_ROUNDS`] run out first.
pub fn solve_to(game: &Game, target: f64) -> Solution {
    let mut small = Learner::new();
    let mut big = Learner::new();
    let mut rounds = 0;
    loop {
        rounds += 1;
        let weight = f64::from(rounds).powi(2);
        small.learn(&game.jam_values(&big.current()), weight);
        // The big blind gains what the small blind loses.
        let calls: Vec<f64> = game
            .call_values(&small.current())
            .iter()
            .map(|v| -v)
            .collect();
        big.learn(&calls, weight);
        if rounds % CHECK_EVERY == 0 || rounds == MAX_ROUNDS {
            let (jams, calls) = (small.average(), big.average());
            let exploitability = game.exploitability(&jams, &calls);
            if exploitability * 1000.0 <= target || rounds == MAX_ROUNDS {
                return Solution {
                    value: game.value(&jams, &calls),
                    jams,
                    calls,
                    exploitability,
                    rounds,
                };
            }
        }
    }
}
