//! Heavy game work off the write path. Writers of one process take turns, so a hint's search
//! or a computer's decision worked out inside a transaction would hold up every other
//! member's click. Instead a request that reaches a game is run twice through the same code:
//!
//! 1. **The rehearsal**, on a read snapshot that takes no writer's turn
//!    ([`Store::rehearse`](crate::store::Store::rehearse)): every call into a game's engine
//!    (create, resume, apply, a timeout, a computer's move) runs on the blocking pool, and
//!    its answer is kept under everything the call reads besides the game (its place in the
//!    request, the seats and their wallets, the server's rules, the time, the clicker, the
//!    action, the random generator's position); the game rows it loaded are kept beside.
//! 2. **The write**, in the request's transaction: while every game row it loads is the one
//!    the rehearsal loaded (the same version, deadline and state), each engine call whose
//!    other inputs are the ones rehearsed takes the kept answer instead of working it out
//!    again. From the first difference (another click on the same game came first, a
//!    balance moved) every call is worked out again, in the transaction, exactly as it
//!    would have been without a rehearsal.
//!
//! The engine is pure and deterministic, and a kept answer is used only for the very same
//! inputs, so the outcome never depends on the rehearsal: it only decides where the work
//! happens. Both passes take their random seeds from one list, drawn once, so a seeded app
//! deals the same cards as it would in one pass.
//!
//! Most clicks need microseconds of engine work (a card held, a die kept), and for them a
//! rehearsal would only cost a second read. So requests are sorted into classes (a start
//! command of a kind, a button's action name on a game of a kind), and a class is rehearsed
//! until it has shown itself light: [`LIGHT_AFTER`] requests in a row whose engine work
//! stayed under [`LIGHT`]. One slower request puts its class back to being rehearsed. The
//! rehearsal's engine calls run on the blocking pool, at most [`MAX_BLOCKING`] at once;
//! those of a heavy class (its engine work averages [`HEAVY`] or more: a hint's search) go
//! to a fixed pool of [`HEAVY_THREADS`] threads at the lowest CPU priority, first come first
//! served, so on a busy machine every other member's work, a computer's decision included,
//! comes first. A request that is not rehearsed builds no key and keeps nothing. What the
//! app keeps of all this between requests is one [`Rehearsal`].

use crate::engine::GameKind;
use crate::engine::game::{Ctx, Memo, Seat};
use crate::store::Tx;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::any::Any;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Rehearsed engine calls of classes that are not heavy running on the blocking pool at
/// once, at most; more wait their turn. A request's own calls run one after another, so this
/// bounds the threads in use rather than making one member wait behind another's search.
const MAX_BLOCKING: usize = 64;

/// Threads of the pool for heavy classes' calls: a pool apart, so that presses of Hint never
/// hold up other members' calls on the blocking pool.
const HEAVY_THREADS: usize = 2;
const _: () = assert!(
    HEAVY_THREADS >= 2,
    "two hints at once never wait for each other"
);

/// Engine work under this, for a whole request, is light enough for the write path.
pub(super) const LIGHT: Duration = Duration::from_millis(1);

/// A request class whose engine work averages this or more is heavy.
pub(super) const HEAVY: Duration = Duration::from_millis(5);

/// Requests in a row with light engine work before their class is no longer rehearsed.
pub(super) const LIGHT_AFTER: u32 = 16;

/// Derived values kept at most this many at once (a position's outlook, a hint);
/// cleared when full.
const MEMO_SIZE: usize = 16_384;

/// One request's engine work: drawn seeds and the answers its rehearsal worked out.
pub(super) struct Run {
    rehearsing: AtomicBool,
    /// The request's moment, the same in both passes.
    pub now: i64,
    seeds: Mutex<Seeds>,
    /// What the pass so far has read and called, to match the write against its rehearsal.
    pass: Mutex<Pass>,
    kept: Mutex<HashMap<String, Box<dyn Any + Send>>>,
    /// CPU time spent in engine calls, in the rehearsal or the write: what sorts its class
    /// (wall time would count the waits of a busy machine as work, and make light classes
    /// look heavy exactly when rehearsing them costs most).
    engine_time: Mutex<Duration>,
    /// Of which inside the write transaction.
    write_time: Mutex<Duration>,
    /// The request's class is heavy: its engine calls run at the lowest priority.
    heavy: AtomicBool,
    /// The request's class is known light: its rehearsed calls run on its own task.
    inline: AtomicBool,
}

#[derive(Default)]
struct Seeds {
    drawn: Vec<u64>,
    used: usize,
}

/// A game row as an engine call reads it: everything of it but what no engine reads.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Seen {
    id: i64,
    version: i64,
    status: crate::store::GameStatus,
    deadline: Option<i64>,
    state: String,
}

/// One pass of a request (its rehearsal, or its write) so far.
#[derive(Default)]
struct Pass {
    /// The rehearsal ran: the write may take its answers.
    rehearsed: bool,
    /// The games the rehearsal loaded, in order.
    loaded: Vec<Seen>,
    /// Games loaded so far in this pass.
    loads: usize,
    /// Engine calls made so far in this pass.
    calls: usize,
    /// The write met something the rehearsal did not (another game state, another load):
    /// from there on it works everything out itself.
    diverged: bool,
}

impl Pass {
    /// Starts the pass again from its first load and call.
    fn restart(&mut self) {
        self.loads = 0;
        self.calls = 0;
        self.diverged = false;
    }
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
            pass: Mutex::default(),
            kept: Mutex::default(),
            engine_time: Mutex::default(),
            write_time: Mutex::default(),
            heavy: AtomicBool::new(false),
            inline: AtomicBool::new(false),
        })
    }

    pub(super) fn set_heavy(&self, heavy: bool) {
        self.heavy.store(heavy, Ordering::Release);
    }

    pub(super) fn set_inline(&self, inline: bool) {
        self.inline.store(inline, Ordering::Release);
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
        lock(&self.pass).restart();
    }

    pub(super) fn set_rehearsing(&self, on: bool) {
        self.rehearsing.store(on, Ordering::Release);
        let mut pass = lock(&self.pass);
        if on {
            pass.rehearsed = true;
            pass.loaded.clear();
            lock(&self.kept).clear();
        }
        pass.restart();
        if !on {
            lock(&self.seeds).used = 0;
        }
    }

    /// The pass loaded the game `row`. The rehearsal keeps what its engine calls will read of
    /// it; the write compares: any difference (another click came first) and the write works
    /// out every call from here on itself.
    pub(super) fn saw(&self, row: &crate::store::GameRow) {
        let mut pass = lock(&self.pass);
        if !pass.rehearsed {
            return;
        }
        let at = pass.loads;
        pass.loads += 1;
        if self.rehearsing() {
            pass.loaded.push(Seen {
                id: row.id,
                version: row.version,
                status: row.status,
                deadline: row.deadline,
                state: row.state.clone(),
            });
            return;
        }
        let same = pass.loaded.get(at).is_some_and(|seen| {
            seen.id == row.id
                && seen.version == row.version
                && seen.status == row.status
                && seen.deadline == row.deadline
                && seen.state == row.state
        });
        if !same {
            pass.diverged = true;
        }
    }

    /// The next engine call's number in this pass, and whether the write may take a kept
    /// answer for it (None: nothing was rehearsed, or the write has diverged).
    fn next_call(&self) -> (usize, bool) {
        let mut pass = lock(&self.pass);
        let n = pass.calls;
        pass.calls += 1;
        (n, pass.rehearsed && !pass.diverged)
    }

    /// Whether this pass builds keys for its engine calls: a rehearsal, or a write that may
    /// still take what its rehearsal kept.
    pub(super) fn keys(&self) -> bool {
        let pass = lock(&self.pass);
        self.rehearsing() || (pass.rehearsed && !pass.diverged)
    }

    /// The write worked a call out itself: every later call does too.
    fn diverge(&self) {
        lock(&self.pass).diverged = true;
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

    /// Whether the rehearsed engine calls of `class` may run on the request's own task: its
    /// work is known, never was heavy, and averages under [`HEAVY`] (a class still showing
    /// itself light). Any other goes to a thread: the blocking pool, or the heavy pool.
    pub(super) fn inline(&self, class: &str) -> bool {
        lock(&self.0)
            .get(class)
            .is_some_and(|cost| !cost.ever_heavy && cost.average < HEAVY)
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
struct CallCounts {
    rehearsed: AtomicU64,
    taken: AtomicU64,
    in_write: AtomicU64,
    /// CPU time the calls' threads spent in them, nanoseconds.
    cpu_ns: AtomicU64,
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
    /// CPU time spent in the calls, wherever they ran (the thread's own CPU clock).
    pub cpu: Duration,
}

impl CallCounts {
    fn read(&self) -> EngineCalls {
        EngineCalls {
            rehearsed: self.rehearsed.load(Ordering::Relaxed),
            taken: self.taken.load(Ordering::Relaxed),
            in_write: self.in_write.load(Ordering::Relaxed),
            cpu: Duration::from_nanos(self.cpu_ns.load(Ordering::Relaxed)),
        }
    }

    fn add_cpu(&self, took: Duration) {
        let nanos = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        self.cpu_ns.fetch_add(nanos, Ordering::Relaxed);
    }

    fn add(counter: &AtomicU64) {
        counter.fetch_add(1, Ordering::Relaxed);
    }
}

/// What an engine call reads besides the game, owned so that it can run on another thread.
pub(super) struct Inputs<R> {
    pub seats: Vec<Seat>,
    pub wallets: Vec<i64>,
    /// Seats whose members are excluded from wagering.
    pub barred: Vec<crate::engine::game::SeatNo>,
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

/// The key of one engine call: its place in the request and everything it reads besides the
/// game, whose row [`Run::saw`] compared. The game's state at a call follows from the row
/// loaded and the calls before it, each taken from the same rehearsal, so it needs no place in
/// the key.
fn key<R: std::fmt::Debug>(
    n: usize,
    what: &str,
    detail: &str,
    inputs: &Inputs<R>,
    rng: &ChaCha8Rng,
) -> String {
    format!(
        "{n}\u{1f}{what}\u{1f}{detail}\u{1f}{:?}\u{1f}{:?}\u{1f}{}\u{1f}{}\u{1f}{:?} {}\u{1f}{:?}:{}:{}",
        inputs.seats,
        (&inputs.wallets, &inputs.barred),
        inputs.now,
        inputs.first_attempt,
        inputs.rules,
        inputs.readiness,
        rng.get_seed(),
        rng.get_stream(),
        rng.get_word_pos(),
    )
}

type Answer<S, T> = (S, ChaCha8Rng, T);

/// What the app keeps for the games' engine calls across requests: its seeded random
/// stream, what it has learnt of request classes and game kinds, the games' memo, where the
/// calls run, and how many ran where.
pub(super) struct Rehearsal {
    /// The app's seeded stream, from which each step's generator takes its seed.
    seeds: Mutex<ChaCha8Rng>,
    /// Which requests are worth rehearsing.
    pub classes: Classes,
    /// The kinds of the games this process has loaded.
    pub kinds: Kinds,
    /// Derived values the games keep between requests (a position's outlook, a hint).
    memo: Arc<Derived>,
    /// Places on the blocking pool for the rehearsed calls of classes that are not heavy.
    blocking_slots: tokio::sync::Semaphore,
    /// Heavy classes' engine calls, on threads of their own at the lowest priority.
    heavy_pool: HeavyPool,
    calls: CallCounts,
}

impl Rehearsal {
    /// `seed` starts the stream every step's seed is drawn from.
    pub(super) fn new(seed: u64) -> Rehearsal {
        Rehearsal {
            seeds: Mutex::new(ChaCha8Rng::seed_from_u64(seed)),
            classes: Classes::default(),
            kinds: Kinds::default(),
            memo: Arc::default(),
            blocking_slots: tokio::sync::Semaphore::new(MAX_BLOCKING),
            heavy_pool: HeavyPool::new(HEAVY_THREADS),
            calls: CallCounts::default(),
        }
    }

    /// The engine calls so far, by where they ran.
    pub(super) fn calls(&self) -> EngineCalls {
        self.calls.read()
    }

    /// The next seed of the seeded stream.
    fn next_seed(&self) -> u64 {
        lock(&self.seeds).next_u64()
    }

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
    /// and the random generator `rng`. In a rehearsal it runs off the request's task (the
    /// snapshot's connection let go meanwhile) and its answer is kept; in the write, an
    /// answer kept for the same inputs is taken as it is. `detail` names what else the call
    /// reads (the action, the clicker, the options). A request that was not rehearsed builds
    /// no key: its calls run where they are asked for.
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
        S: Clone + Send + 'static,
        R: std::fmt::Debug + Send + Sync + 'static,
        T: Clone + Send + 'static,
        F: FnOnce(&mut S, &Ctx<R>, &mut ChaCha8Rng) -> T + Send + 'static,
    {
        let (n, may_take) = run.next_call();
        if !run.rehearsing() {
            if may_take {
                let key = key(n, what, detail, &inputs, rng);
                let kept = lock(&run.kept).remove(&key);
                if let Some(answer) = kept.and_then(|a| a.downcast::<Answer<S, T>>().ok()) {
                    let (kept_state, kept_rng, answer) = *answer;
                    *state = kept_state;
                    *rng = kept_rng;
                    CallCounts::add(&self.calls.taken);
                    return answer;
                }
                run.diverge();
            }
            CallCounts::add(&self.calls.in_write);
            let (answer, wall, cpu) = timed(|| work(state, &inputs.ctx(&*self.memo), rng));
            self.calls.add_cpu(cpu);
            run.spent(cpu);
            *lock(&run.write_time) += wall;
            return answer;
        }
        // Rehearsing: the work runs off the request's task, holding no connection.
        CallCounts::add(&self.calls.rehearsed);
        let key = key(n, what, detail, &inputs, rng);
        tx.pause().await;
        let (mut owned_state, mut owned_rng) = (state.clone(), rng.clone());
        let memo = self.memo.clone();
        let job = move || {
            let (answer, wall, cpu) =
                timed(|| work(&mut owned_state, &inputs.ctx(&*memo), &mut owned_rng));
            (owned_state, owned_rng, (answer, wall, cpu))
        };
        let done = if run.heavy.load(Ordering::Acquire) {
            self.heavy_pool.run(job).await
        } else if run.inline.load(Ordering::Acquire) {
            // Known light: no thread to hand over to and back from.
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(job))
        } else {
            let permit = self.blocking_slots.acquire().await;
            let done = tokio::task::spawn_blocking(job).await.map_err(|e| {
                e.try_into_panic()
                    .unwrap_or_else(|e| Box::new(e.to_string()))
            });
            drop(permit);
            done
        };
        let (new_state, new_rng, (answer, _wall, cpu)) = match done {
            Ok(done) => done,
            // A panic in the engine is the request's, as it would be without a rehearsal.
            Err(panic) => std::panic::resume_unwind(panic),
        };
        self.calls.add_cpu(cpu);
        run.spent(cpu);
        let kept: Box<dyn Any + Send> =
            Box::new((new_state.clone(), new_rng.clone(), answer.clone()));
        lock(&run.kept).insert(key, kept);
        *state = new_state;
        *rng = new_rng;
        answer
    }
}

/// A job for the heavy pool.
type Job = Box<dyn FnOnce() + Send>;

/// A fixed pool of threads at the lowest CPU priority for heavy classes' engine calls (a
/// hint's search): they take their jobs first come, first served, so on a busy machine every
/// other member's work comes first, and no search waits behind a thread being started. Its
/// threads start with the first job and end with the pool.
pub(super) struct HeavyPool {
    threads: usize,
    jobs: std::sync::OnceLock<Mutex<std::sync::mpsc::Sender<Job>>>,
}

impl HeavyPool {
    pub(super) fn new(threads: usize) -> HeavyPool {
        HeavyPool {
            threads: threads.max(1),
            jobs: std::sync::OnceLock::new(),
        }
    }

    fn sender(&self) -> &Mutex<std::sync::mpsc::Sender<Job>> {
        self.jobs.get_or_init(|| {
            let (send, receive) = std::sync::mpsc::channel::<Job>();
            let receive = Arc::new(Mutex::new(receive));
            for n in 0..self.threads {
                let receive = receive.clone();
                let spawned = std::thread::Builder::new()
                    .name(format!("parlor-heavy-{n}"))
                    .spawn(move || {
                        crate::games::lowest_priority();
                        loop {
                            // The lock is held only while waiting: jobs go out in order.
                            let job = match lock(&receive).recv() {
                                Ok(job) => job,
                                Err(_) => return,
                            };
                            job();
                        }
                    });
                if let Err(e) = spawned {
                    tracing::warn!("a thread for heavy engine work: {e}");
                }
            }
            Mutex::new(send)
        })
    }

    /// Runs `job` on the pool: its answer, or its panic.
    async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Box<dyn Any + Send>> {
        let (send, receive) = tokio::sync::oneshot::channel();
        let boxed: Job = Box::new(move || {
            let _ = send.send(std::panic::catch_unwind(std::panic::AssertUnwindSafe(job)));
        });
        if lock(self.sender()).send(boxed).is_err() {
            return Err(Box::new("the heavy pool has no thread".to_string()));
        }
        match receive.await {
            Ok(done) => done,
            Err(e) => Err(Box::new(format!("heavy engine work was dropped: {e}"))),
        }
    }
}

/// The CPU time the calling thread has used (Linux and other Unixes); elsewhere None, and
/// engine calls count their wall time instead.
fn thread_cpu() -> Option<Duration> {
    #[cfg(unix)]
    {
        let mut now = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime writes one timespec through a valid pointer.
        let done = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
        (done == 0).then(|| {
            Duration::new(
                u64::try_from(now.tv_sec).unwrap_or(0),
                u32::try_from(now.tv_nsec).unwrap_or(0),
            )
        })
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Runs `work`, and the CPU time its thread spent in it (its wall time where the thread's
/// clock cannot be read).
fn timed<T>(work: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let (began, cpu) = (Instant::now(), thread_cpu());
    let answer = work();
    let wall = began.elapsed();
    let cpu = match (cpu, thread_cpu()) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => wall,
    };
    (answer, wall, cpu)
}

impl<R> Inputs<R> {
    fn ctx<'a>(&'a self, memo: &'a dyn Memo) -> Ctx<'a, R> {
        Ctx {
            now: self.now,
            seats: &self.seats,
            wallets: &self.wallets,
            barred: &self.barred,
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

    #[tokio::test]
    async fn the_heavy_pool_runs_its_jobs_first_come_first_served_and_hands_back_a_panic() {
        let pool = HeavyPool::new(1);
        let order = Arc::new(Mutex::new(Vec::new()));
        let jobs: Vec<_> = (0..5)
            .map(|n| {
                let order = order.clone();
                pool.run(move || {
                    lock(&order).push(n);
                    n * 10
                })
            })
            .collect();
        let mut answers = Vec::new();
        for job in jobs {
            answers.push(job.await.unwrap());
        }
        assert_eq!(answers, vec![0, 10, 20, 30, 40]);
        assert_eq!(*lock(&order), vec![0, 1, 2, 3, 4], "one thread: in order");
        let panicked = pool.run(|| -> u8 { panic!("a search went wrong") }).await;
        assert!(panicked.is_err());
        assert_eq!(
            pool.run(|| 7).await.unwrap(),
            7,
            "the thread outlives a panic"
        );
    }

    #[test]
    fn a_pool_has_the_threads_it_was_given_and_at_least_one() {
        assert_eq!(HeavyPool::new(0).threads, 1);
        assert_eq!(HeavyPool::new(HEAVY_THREADS).threads, HEAVY_THREADS);
    }

    #[test]
    fn a_class_runs_inline_only_once_known_light() {
        let classes = Classes::default();
        assert!(!classes.inline("click:x"), "unknown: on a thread");
        classes.took("click:x", LIGHT / 2);
        assert!(classes.inline("click:x"));
        classes.took("click:x", HEAVY);
        assert!(
            !classes.inline("click:x"),
            "heavy once: on a thread for good"
        );
    }

    #[test]
    fn the_thread_clock_counts_work_and_not_sleep() {
        let ((), slept_wall, slept) = timed(|| std::thread::sleep(Duration::from_millis(30)));
        assert!(slept_wall >= Duration::from_millis(30));
        assert!(slept < Duration::from_millis(15), "{slept:?}");
        let (sum, wall, worked) =
            timed(|| (0..5_000_000u64).map(std::hint::black_box).sum::<u64>());
        assert!(sum > 0);
        assert!(worked > Duration::ZERO, "{worked:?}");
        // One thread's CPU time never passes its wall time (a clock tick of slack).
        assert!(
            worked <= wall + Duration::from_millis(10),
            "{worked:?} in {wall:?}"
        );
    }
}
