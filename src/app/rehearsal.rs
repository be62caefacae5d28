//! Heavy game work off the write path. Writers of one process take turns, so a hint's search
//! or a computer's decision worked out inside a transaction would hold up every other
//! member's click. Instead a request that reaches a game is run twice through the same code:
//!
//! 1. **The rehearsal**, on a read snapshot that takes no writer's turn
//!    ([`Store::rehearse`](crate::store::Store::rehearse)): every call into a game's engine
//!    (create, resume, apply, a timeout, a computer's move) runs on the blocking pool, and
//!    its answer is kept under everything the call reads (the game's state, the seats and
//!    their wallets, the server's rules, the time, the clicker, the action, the random
//!    generator's position).
//! 2. **The write**, in the request's transaction: each engine call whose inputs are the
//!    ones rehearsed takes the kept answer instead of working it out again. A call whose
//!    inputs changed since (another click on the same game came first) is worked out again,
//!    in the transaction, exactly as it would have been without a rehearsal.
//!
//! The engine is pure and deterministic, and a kept answer is used only for the very same
//! inputs, so the outcome never depends on the rehearsal: it only decides where the work
//! happens. Both passes take their random seeds from one list, drawn once, so a seeded app
//! deals the same cards as it would in one pass.

use super::App;
use crate::engine::game::{Ctx, Memo, Rules, Seat};
use crate::store::Tx;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::any::Any;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// Engine calls running on the blocking pool at once, at most; more wait their turn. A
/// request's own calls run one after another, so this bounds the threads in use rather than
/// making one member wait behind another's search.
pub(super) const MAX_HEAVY: usize = 64;

/// Derived values kept at most this many at once (a daily par, a solitaire outlook);
/// cleared when full.
const MEMO_SIZE: usize = 16_384;

/// One request's engine work: drawn seeds and the answers its rehearsal worked out.
pub(super) struct Run {
    rehearsing: AtomicBool,
    /// The request's moment, the same in both passes.
    pub now: i64,
    seeds: Mutex<Seeds>,
    kept: Mutex<HashMap<String, Box<dyn Any + Send>>>,
}

#[derive(Default)]
struct Seeds {
    drawn: Vec<u64>,
    used: usize,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Run {
    pub(super) fn new(now: i64) -> Arc<Run> {
        Arc::new(Run {
            rehearsing: AtomicBool::new(false),
            now,
            seeds: Mutex::default(),
            kept: Mutex::default(),
        })
    }

    pub(super) fn rehearsing(&self) -> bool {
        self.rehearsing.load(Ordering::Acquire)
    }

    pub(super) fn set_rehearsing(&self, on: bool) {
        self.rehearsing.store(on, Ordering::Release);
        if !on {
            lock(&self.seeds).used = 0;
        }
    }
}

/// Engine calls counted by where they ran, for `/metrics` and the tests.
#[derive(Debug, Default)]
pub(super) struct Counts {
    rehearsed: AtomicU64,
    taken: AtomicU64,
    in_write: AtomicU64,
}

/// Engine calls since the app started, by where they ran.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EngineCalls {
    /// Worked out in a rehearsal, on the blocking pool.
    pub rehearsed: u64,
    /// Answered in a write by what its rehearsal worked out.
    pub taken: u64,
    /// Worked out inside a write transaction: nothing rehearsed matched (the game changed
    /// in between, or the request was not rehearsed).
    pub in_write: u64,
}

impl Counts {
    pub(super) fn read(&self) -> EngineCalls {
        EngineCalls {
            rehearsed: self.rehearsed.load(Ordering::Relaxed),
            taken: self.taken.load(Ordering::Relaxed),
            in_write: self.in_write.load(Ordering::Relaxed),
        }
    }

    fn add(counter: &AtomicU64) {
        counter.fetch_add(1, Ordering::Relaxed);
    }
}

/// What an engine call reads besides the game, owned so that it can run on another thread.
pub(super) struct Inputs {
    pub seats: Vec<Seat>,
    pub wallets: Vec<i64>,
    pub rules: Rules,
    pub now: i64,
    pub first_attempt: bool,
}

/// The app's memo of derived values: a pure cache the games fill and read through
/// [`Ctx::memo`].
#[derive(Debug, Default)]
pub(super) struct Derived(Mutex<HashMap<String, u64>>);

impl Memo for Derived {
    fn recall(&self, key: &str) -> Option<u64> {
        lock(&self.0).get(key).copied()
    }

    fn keep(&self, key: &str, value: u64) {
        let mut kept = lock(&self.0);
        if kept.len() >= MEMO_SIZE {
            kept.clear();
        }
        kept.insert(key.to_string(), value);
    }
}

/// The key of one engine call: everything it reads. None when the state does not serialize
/// (the call then runs where it is asked for, never from a kept answer).
fn key<S: Serialize>(
    what: &str,
    detail: &str,
    state: &S,
    inputs: &Inputs,
    rng: &ChaCha8Rng,
) -> Option<String> {
    let state = serde_json::to_string(state).ok()?;
    let seats = serde_json::to_string(&inputs.seats).ok()?;
    Some(format!(
        "{what}\u{1f}{detail}\u{1f}{state}\u{1f}{seats}\u{1f}{:?}\u{1f}{}\u{1f}{}\u{1f}{:?}\u{1f}{:?}:{}:{}",
        inputs.wallets,
        inputs.now,
        inputs.first_attempt,
        inputs.rules,
        rng.get_seed(),
        rng.get_stream(),
        rng.get_word_pos(),
    ))
}

type Answer<S, T> = (S, ChaCha8Rng, T);

impl App {
    /// A fresh RNG for one step. The rehearsal draws its seeds from the app's seeded stream;
    /// the write takes the same seeds in the same order, then draws on if it needs more.
    pub(super) fn step_rng(&self, run: &Run) -> ChaCha8Rng {
        let mut seeds = lock(&run.seeds);
        let seed = if run.rehearsing() {
            let seed = self.next_seed();
            seeds.drawn.push(seed);
            seed
        } else if let Some(&seed) = seeds.drawn.get(seeds.used) {
            seeds.used += 1;
            seed
        } else {
            self.next_seed()
        };
        ChaCha8Rng::seed_from_u64(seed)
    }

    /// One call into a game's engine: `work` on `state`, with a context made of `inputs`
    /// and the random generator `rng`. In a rehearsal it runs on the blocking pool (the
    /// snapshot's connection let go meanwhile) and its answer is kept; in the write, an
    /// answer kept for the same inputs is taken as it is. `detail` names what else the call
    /// reads (the action, the clicker, the options).
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn engine<S, T, F>(
        &self,
        tx: &mut Tx,
        run: &Run,
        what: &str,
        detail: &str,
        state: &mut S,
        inputs: Inputs,
        rng: &mut ChaCha8Rng,
        work: F,
    ) -> T
    where
        S: Serialize + Clone + Send + 'static,
        T: Clone + Send + 'static,
        F: FnOnce(&mut S, &Ctx, &mut ChaCha8Rng) -> T + Send + 'static,
    {
        let key = key(what, detail, state, &inputs, rng);
        if !run.rehearsing() {
            let kept = key.as_ref().and_then(|k| lock(&run.kept).remove(k));
            if let Some(answer) = kept.and_then(|a| a.downcast::<Answer<S, T>>().ok()) {
                let (kept_state, kept_rng, answer) = *answer;
                *state = kept_state;
                *rng = kept_rng;
                Counts::add(&self.engine_calls.taken);
                return answer;
            }
            Counts::add(&self.engine_calls.in_write);
            return work(state, &inputs.ctx(&*self.derived), rng);
        }
        // Rehearsing: the work runs on the blocking pool, holding no connection.
        Counts::add(&self.engine_calls.rehearsed);
        tx.pause().await;
        let (mut owned_state, mut owned_rng) = (state.clone(), rng.clone());
        let derived = self.derived.clone();
        let job = move || {
            let answer = work(&mut owned_state, &inputs.ctx(&*derived), &mut owned_rng);
            (owned_state, owned_rng, answer)
        };
        let permit = self.heavy.acquire().await;
        let done = tokio::task::spawn_blocking(job).await;
        drop(permit);
        let (new_state, new_rng, answer) = match done {
            Ok(done) => done,
            // A panic in the engine is the request's, as it would be without a rehearsal.
            Err(e) => match e.try_into_panic() {
                Ok(panic) => std::panic::resume_unwind(panic),
                Err(e) => std::panic::resume_unwind(Box::new(e.to_string())),
            },
        };
        if let Some(key) = key {
            let kept: Box<dyn Any + Send> =
                Box::new((new_state.clone(), new_rng.clone(), answer.clone()));
            lock(&run.kept).insert(key, kept);
        }
        *state = new_state;
        *rng = new_rng;
        answer
    }
}

impl Inputs {
    fn ctx<'a>(&'a self, memo: &'a dyn Memo) -> Ctx<'a> {
        Ctx {
            now: self.now,
            seats: &self.seats,
            wallets: &self.wallets,
            rules: &self.rules,
            first_attempt: self.first_attempt,
            memo,
        }
    }
}
