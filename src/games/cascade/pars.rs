//! The daily boards' pars, worked out ahead of their day and off the request path: the app
//! calls [`Pars::keep_up`] as it is made and at each idle sweep, with its time, and today's
//! and tomorrow's pars are worked out on a thread at the lowest CPU priority (about 0.2 s
//! each), so no click works one out; a day whose work ended without its par (no thread, a
//! panic) is tried again at the next sweep. A daily board started before its par is known
//! plays without one. The pars live in the app's resources, one [`Pars`] per app; how a
//! par is worked out ([`Worker`]) is handed in with it, so that the tests work them out at
//! once, from a cache of their own.

use crate::engine::cascade::{CascadeRules, daily_par, day_of};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// How a day's par is worked out, and where.
#[derive(Clone, Copy)]
pub struct Worker {
    /// The par of a day (the rules' [`daily_par`]).
    pub par: fn(i64) -> u32,
    /// Runs the work of one day's par: on a thread of its own at the lowest CPU priority.
    pub run: fn(Box<dyn FnOnce() + Send>),
}

impl Worker {
    /// The bot's: each par worked out by the rules, on a thread of its own at the lowest
    /// CPU priority.
    pub const BACKGROUND: Worker = Worker {
        par: daily_par,
        run: |work| {
            crate::games::spawn_low(
                "cascade-par",
                "the daily Cascade par (the board plays without one)",
                work,
            )
        },
    };
}

/// The daily boards' pars an app knows.
pub struct Pars {
    /// Each day's par, or none while it is being worked out.
    known: Mutex<BTreeMap<i64, Option<u32>>>,
    /// The latest day [`Pars::keep_up`] was called in, by the app's time.
    today: AtomicI64,
    worker: Worker,
}

impl Default for Pars {
    fn default() -> Self {
        Pars::new(Worker::BACKGROUND)
    }
}

impl Pars {
    /// No par known yet; each worked out by `worker`.
    pub fn new(worker: Worker) -> Pars {
        Pars {
            known: Mutex::new(BTreeMap::new()),
            today: AtomicI64::new(i64::MIN),
            worker,
        }
    }

    fn known(&self) -> MutexGuard<'_, BTreeMap<i64, Option<u32>>> {
        // Only whole values are ever put in: a panic elsewhere leaves it sound.
        self.known.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The pars known, as Cascade's rules read them.
    pub fn rules(&self) -> CascadeRules {
        CascadeRules {
            pars: self
                .known()
                .iter()
                .filter_map(|(day, par)| par.map(|par| (*day, par)))
                .collect(),
        }
    }

    /// Whether today's par (by the app's time at the last [`Pars::keep_up`]) is known.
    pub fn ready(&self) -> bool {
        let today = self.today.load(Ordering::Relaxed);
        matches!(self.known().get(&today), Some(Some(_)))
    }

    /// Starts working out the pars of `now`'s day and the next that are not known or under
    /// way, and forgets those of the days before yesterday.
    pub fn keep_up(self: &Arc<Self>, now: i64) {
        let today = day_of(now);
        self.today.fetch_max(today, Ordering::Relaxed);
        let due: Vec<i64> = {
            let mut known = self.known();
            known.retain(|day, _| *day >= today - 1);
            // Each claimed (none: under way) by the call that starts it.
            [today, today + 1]
                .into_iter()
                .filter(|day| match known.entry(*day) {
                    Entry::Vacant(entry) => {
                        entry.insert(None);
                        true
                    }
                    Entry::Occupied(_) => false,
                })
                .collect()
        };
        for day in due {
            // No thread, or a panic in the search: the claim is let go with the work.
            let claim = Claim {
                pars: self.clone(),
                day,
            };
            (self.worker.run)(Box::new(move || {
                let started = std::time::Instant::now();
                let par = (claim.pars.worker.par)(day);
                tracing::info!(
                    "Cascade's par of day {day} worked out in {:?}",
                    started.elapsed()
                );
                claim.pars.known().insert(day, Some(par));
                drop(claim);
            }));
        }
    }
}

/// A day's claim on its par: let go (the day no longer under way) if the work ends without
/// the par, a panic in the search or no thread to run it, so that the next call tries again.
struct Claim {
    pars: Arc<Pars>,
    day: i64,
}

impl Drop for Claim {
    fn drop(&mut self) {
        let mut known = self.pars.known();
        if let Some(None) = known.get(&self.day) {
            known.remove(&self.day);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Works the par out at once, on the caller's thread: a day's number, cheap.
    const AT_ONCE: Worker = Worker {
        par: |day| (day % 1_000) as u32,
        run: |work| work(),
    };

    /// Works nothing out: the work is dropped unrun, as when no thread can be had.
    const NO_THREAD: Worker = Worker {
        par: |_| unreachable!("never run"),
        run: drop,
    };

    const DAY: i64 = 86_400;

    #[test]
    fn a_claim_let_go_without_its_par_frees_the_day_and_one_with_it_keeps_the_par() {
        let pars = Arc::new(Pars::new(AT_ONCE));
        let (lost, done) = (-1_000_001, -1_000_002);
        pars.known().insert(lost, None);
        pars.known().insert(done, None);
        drop(Claim {
            pars: pars.clone(),
            day: lost,
        });
        assert_eq!(
            pars.known().get(&lost),
            None,
            "the next call tries the day again"
        );
        let claim = Claim {
            pars: pars.clone(),
            day: done,
        };
        pars.known().insert(done, Some(77));
        drop(claim);
        assert_eq!(pars.known().get(&done), Some(&Some(77)));
        assert_eq!(pars.rules().par(done), Some(77));
        assert_eq!(pars.rules().par(lost), None);
    }

    #[test]
    fn keeping_up_works_out_today_and_tomorrow_and_forgets_the_days_before_yesterday() {
        let pars = Arc::new(Pars::new(AT_ONCE));
        let now = 20_000 * DAY + 5;
        assert!(!pars.ready());
        pars.keep_up(now);
        assert!(pars.ready());
        let today = day_of(now);
        assert_eq!(pars.rules().par(today), Some((today % 1_000) as u32));
        assert_eq!(
            pars.rules().par(today + 1),
            Some(((today + 1) % 1_000) as u32)
        );
        pars.keep_up(now + 3 * DAY);
        assert_eq!(pars.rules().par(today), None, "forgotten");
        assert!(pars.ready());
    }

    #[test]
    fn a_day_whose_work_never_ran_is_tried_again_at_the_next_call() {
        let pars = Arc::new(Pars::new(NO_THREAD));
        let now = 20_000 * DAY;
        pars.keep_up(now);
        assert!(!pars.ready());
        assert!(pars.known().is_empty(), "no day left claimed");
        // Another app's pars are its own.
        let other = Arc::new(Pars::new(AT_ONCE));
        other.keep_up(now);
        assert!(other.ready());
        assert!(!pars.ready());
    }
}
