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
//!
//! Most clicks need microseconds of engine work (a card held, a die kept), and for them a
//! rehearsal would only cost a second read. So requests are sorted into classes (a start
//! command of a kind, a button's action name on a game of a kind), and a class is rehearsed until it has shown
//! itself light: [`LIGHT_AFTER`] requests in a row whose engine work stayed under
//! [`LIGHT`]. One slower request puts its class back to being rehearsed. The rehearsal's
//! engine calls run on the blocking pool; those of a heavy class (its engine work averages
//! [`HEAVY`] or more: a hint's search) each get a thread of their own at the lowest CPU
//! priority, so on a busy machine every other member's work, a computer's decision
//! included, comes first, and no heavy search queues behind another.

use super::App;
use crate::engine::GameKind;
use crate::engine::game::{Ctx, Memo, Seat};
use crate::store::Tx;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::any::Any;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Engine calls running on the blocking pool at once, at most; more wait their turn. A
/// request's own calls run one after another, so this bounds the threads in use rather than
/// making one member wait behind another's search.
pub(super) const MAX_HEAVY: usize = 64;

/// Heavy classes' calls on threads of their own at once, at most: a bound apart, so that
/// presses of Hint never hold up other members' calls on the blocking pool.
pub(super) const MAX_HEAVY_THREADS: usize = 8;

/// Engine work under this, for a whole request, is light enough for the write path.
pub(super) const LIGHT: Duration = Duration::from_millis(1);

/// A request class whose engine work averages this or more is heavy.
pub(super) const HEAVY: Duration = Duration::from_millis(5);

/// Requests in a row with light engine work before their class is no longer rehearsed.
pub(super) const LIGHT_AFTER: u32 = 16;

/// Derived values kept at most this many at once (a day's par, a position's outlook);
/// cleared when full.
const MEMO_SIZE: usize = 16_384;

/// One request's engine work: drawn seeds and the answers its rehearsal worked out.
pub(super) struct Run {
    rehearsing: AtomicBool,
    /// The request's moment, the same in both passes.
    pub now: i64,
    seeds: Mutex<Seeds>,
    kept: Mutex<HashMap<String, Box<dyn Any + Send>>>,
    /// Time spent in engine calls, in the rehearsal or the write.
    engine_time: Mutex<Duration>,
    /// Of which inside the write transaction.
    write_time: Mutex<Duration>,
    /// The request's class is heavy: its engine calls run at the lowest priority.
    heavy: AtomicBool,
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
            engine_time: Mutex::default(),
            write_time: Mutex::default(),
            heavy: AtomicBool::new(false),
        })
    }

    pub(super) fn set_heavy(&self, heavy: bool) {
        self.heavy.store(heavy, Ordering::Release);
    }

    /// The engine time this request has taken so far.
    pub(super) fn engine_time(&self) -> Duration {
        *lock(&self.engine_time)
    }

    /// The engine time this request has taken inside its write transaction.
    pub(super) fn write_time(&self) -> Duration {
        *lock(&self.write_time)
    }

    fn spent(&self, took: Duration) {
        *lock(&self.engine_time) += took;
    }

    pub(super) fn rehearsing(&self) -> bool {
        self.rehearsing.load(Ordering::Acquire)
    }

    /// The write runs again (after a conflict): it takes the same seeds from the start, so
    /// it meets the rehearsal's answers and a seeded app plays the same.
    pub(super) fn again(&self) {
        lock(&self.seeds).used = 0;
    }

    pub(super) fn set_rehearsing(&self, on: bool) {
        self.rehearsing.store(on, Ordering::Release);
        if !on {
            lock(&self.seeds).used = 0;
        }
    }
}

/// What is known of a request class's engine work.
#[derive(Debug, Default, Clone, Copy)]
struct Cost {
    /// Requests in a row with light engine work.
    light: u32,
    /// The engine work's moving average (each request weighs a quarter).
    average: Duration,
    /// One of its requests was heavy once: its work depends on more than the class says
    /// (Hint on a crowded board, computers to play), so it is always rehearsed.
    ever_heavy: bool,
}

/// Request classes remembered at most (their names come from outside); cleared when full.
const CLASSES_KEPT: usize = 4096;

/// Which request classes are light, and which heavy.
#[derive(Debug, Default)]
pub(super) struct Classes(Mutex<HashMap<String, Cost>>);

impl Classes {
    /// Whether requests of `class` are worth rehearsing.
    pub(super) fn rehearse(&self, class: &str) -> bool {
        lock(&self.0)
            .get(class)
            .is_none_or(|cost| cost.ever_heavy || cost.light < LIGHT_AFTER)
    }

    /// Whether requests of `class` are heavy (see [`HEAVY`]).
    pub(super) fn heavy(&self, class: &str) -> bool {
        lock(&self.0)
            .get(class)
            .is_some_and(|cost| cost.average >= HEAVY)
    }

    /// A request of `class` took `engine` in engine calls.
    pub(super) fn took(&self, class: &str, engine: Duration) {
        let mut classes = lock(&self.0);
        if classes.len() >= CLASSES_KEPT && !classes.contains_key(class) {
            classes.clear();
        }
        let cost = classes.entry(class.to_string()).or_insert(Cost {
            light: 0,
            average: engine,
            ever_heavy: false,
        });
        cost.ever_heavy |= engine >= HEAVY;
        cost.light = if engine < LIGHT {
            cost.light.saturating_add(1)
        } else {
            0
        };
        cost.average = (cost.average * 3 + engine) / 4;
    }
}

/// Games' kinds by id, as this process has loaded them (a game's kind never changes):
/// derived data, cleared when full.
#[derive(Debug, Default)]
pub(super) struct Kinds(Mutex<HashMap<i64, GameKind>>);

/// Game kinds remembered at most.
const KINDS_KEPT: usize = 100_000;

impl Kinds {
    pub(super) fn of(&self, game: i64) -> Option<GameKind> {
        lock(&self.0).get(&game).copied()
    }

    pub(super) fn learn(&self, game: i64, kind: GameKind) {
        let mut kinds = lock(&self.0);
        if kinds.len() >= KINDS_KEPT {
            kinds.clear();
        }
        kinds.insert(game, kind);
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
pub(super) struct Inputs<R> {
    pub seats: Vec<Seat>,
    pub wallets: Vec<i64>,
    /// The game's rules on the server.
    pub rules: R,
    /// What the game reads besides its rules that may still be loading.
    pub readiness: String,
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
fn key<S: Serialize, R: std::fmt::Debug>(
    what: &str,
    detail: &str,
    state: &S,
    inputs: &Inputs<R>,
    rng: &ChaCha8Rng,
) -> Option<String> {
    let state = serde_json::to_string(state).ok()?;
    let seats = serde_json::to_string(&inputs.seats).ok()?;
    Some(format!(
        "{what}\u{1f}{detail}\u{1f}{state}\u{1f}{seats}\u{1f}{:?}\u{1f}{}\u{1f}{}\u{1f}{:?} {}\u{1f}{:?}:{}:{}",
        inputs.wallets,
        inputs.now,
        inputs.first_attempt,
        inputs.rules,
        inputs.readiness,
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
    pub(super) async fn engine<S, R, T, F>(
        &self,
        tx: &mut Tx,
        run: &Run,
        what: &str,
        detail: &str,
        state: &mut S,
        inputs: Inputs<R>,
        rng: &mut ChaCha8Rng,
        work: F,
    ) -> T
    where
        S: Serialize + Clone + Send + 'static,
        R: std::fmt::Debug + Send + Sync + 'static,
        T: Clone + Send + 'static,
        F: FnOnce(&mut S, &Ctx<R>, &mut ChaCha8Rng) -> T + Send + 'static,
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
            let began = Instant::now();
            let answer = work(state, &inputs.ctx(&*self.derived), rng);
            run.spent(began.elapsed());
            *lock(&run.write_time) += began.elapsed();
            return answer;
        }
        // Rehearsing: the work runs on the blocking pool, holding no connection.
        Counts::add(&self.engine_calls.rehearsed);
        tx.pause().await;
        let (mut owned_state, mut owned_rng) = (state.clone(), rng.clone());
        let derived = self.derived.clone();
        let job = move || {
            let began = Instant::now();
            let answer = work(&mut owned_state, &inputs.ctx(&*derived), &mut owned_rng);
            (owned_state, owned_rng, (answer, began.elapsed()))
        };
        let heavy = run.heavy.load(Ordering::Acquire);
        let permit = if heavy {
            self.heavy_threads.acquire().await
        } else {
            self.heavy.acquire().await
        };
        let done = if heavy {
            on_own_thread(job).await
        } else {
            tokio::task::spawn_blocking(job).await.map_err(|e| {
                e.try_into_panic()
                    .unwrap_or_else(|e| Box::new(e.to_string()))
            })
        };
        drop(permit);
        let (new_state, new_rng, (answer, took)) = match done {
            Ok(done) => done,
            // A panic in the engine is the request's, as it would be without a rehearsal.
            Err(panic) => std::panic::resume_unwind(panic),
        };
        run.spent(took);
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

/// Runs `job` on a thread of its own at the lowest CPU priority; its answer, or its panic.
async fn on_own_thread<T: Send + 'static>(
    job: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Box<dyn Any + Send>> {
    let (send, receive) = tokio::sync::oneshot::channel();
    let spawned = std::thread::Builder::new()
        .name("parlor-heavy".into())
        .spawn(move || {
            crate::games::lowest_priority();
            let _ = send.send(std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)));
        });
    if let Err(e) = spawned {
        return Err(Box::new(format!("no thread for heavy work: {e}")));
    }
    match receive.await {
        Ok(done) => done,
        Err(e) => Err(Box::new(e.to_string())),
    }
}

impl<R> Inputs<R> {
    fn ctx<'a>(&'a self, memo: &'a dyn Memo) -> Ctx<'a, R> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_is_rehearsed_until_it_shows_itself_light_and_again_after_one_slow_request() {
        let classes = Classes::default();
        assert!(
            classes.rehearse("click:hint"),
            "an unknown class is rehearsed"
        );
        for _ in 0..LIGHT_AFTER - 1 {
            classes.took("click:hint", LIGHT / 2);
        }
        assert!(classes.rehearse("click:hint"), "one light request short");
        classes.took("click:hint", Duration::ZERO);
        assert!(!classes.rehearse("click:hint"));
        assert!(classes.rehearse("click:deal"), "classes are apart");
        classes.took("click:hint", LIGHT);
        assert!(
            classes.rehearse("click:hint"),
            "a slow request puts it back"
        );
    }

    #[test]
    fn a_class_that_was_heavy_once_is_rehearsed_for_good() {
        let classes = Classes::default();
        classes.took("click:puzzle:hint", HEAVY);
        for _ in 0..10 * LIGHT_AFTER {
            classes.took("click:puzzle:hint", Duration::ZERO);
        }
        assert!(classes.rehearse("click:puzzle:hint"));
        assert!(
            !classes.heavy("click:puzzle:hint"),
            "no longer heavy on average"
        );
    }

    #[test]
    fn a_class_whose_engine_work_averages_heavy_is_heavy() {
        let classes = Classes::default();
        assert!(!classes.heavy("click:hint"), "unknown: not heavy");
        classes.took("click:hint", HEAVY * 4);
        assert!(classes.heavy("click:hint"));
        for _ in 0..8 {
            classes.took("click:hint", Duration::ZERO);
        }
        assert!(!classes.heavy("click:hint"), "the average came down");
        classes.took("click:call", HEAVY / 2);
        assert!(!classes.heavy("click:call"));
    }

    #[test]
    fn the_memo_recalls_what_it_kept_and_clears_when_full() {
        let memo = Derived::default();
        assert_eq!(memo.recall("a"), None);
        memo.keep("a", 7);
        assert_eq!(memo.recall("a"), Some(7));
        for n in 0..MEMO_SIZE {
            memo.keep(&n.to_string(), 1);
        }
        assert_eq!(memo.recall("a"), None, "cleared once full");
        assert!(lock(&memo.0).len() <= MEMO_SIZE);
    }
}
