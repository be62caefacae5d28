//! The daily boards' pars, worked out ahead of their day and off the request path: the app
//! calls [`keep_up`] as it starts and at each idle sweep, with its time, and today's and
//! tomorrow's pars are worked out on a thread at the lowest CPU priority (about 0.2 s each),
//! so no click works one out. A daily board started before its par is known plays without
//! one. The pars are kept once per process (they depend on the date alone), so the tests of
//! a process share them.

use crate::engine::cascade::{CascadeRules, daily_par, day_of};
use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// Each day's par, or none while it is being worked out.
static PARS: Mutex<BTreeMap<i64, Option<u32>>> = Mutex::new(BTreeMap::new());

/// The latest day [`keep_up`] was called in, by the app's time.
static TODAY: AtomicI64 = AtomicI64::new(i64::MIN);

fn pars() -> MutexGuard<'static, BTreeMap<i64, Option<u32>>> {
    // Only whole values are ever put in: a panic elsewhere leaves it sound.
    PARS.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The pars known, as Cascade's rules read them.
pub fn rules() -> CascadeRules {
    CascadeRules {
        pars: pars()
            .iter()
            .filter_map(|(day, par)| par.map(|par| (*day, par)))
            .collect(),
    }
}

/// Whether today's par (by the app's time at the last [`keep_up`]) is known.
pub fn ready() -> bool {
    let today = TODAY.load(Ordering::Relaxed);
    matches!(pars().get(&today), Some(Some(_)))
}

/// Starts working out the pars of `now`'s day and the next that are not known or under way,
/// and forgets those of the days before yesterday.
pub fn keep_up(now: i64) {
    let today = day_of(now);
    TODAY.fetch_max(today, Ordering::Relaxed);
    let due: Vec<i64> = {
        let mut pars = pars();
        // The tests of a process run at many dates at once: they forget none.
        if cfg!(not(feature = "testing")) {
            pars.retain(|day, _| *day >= today - 1);
        }
        // Each claimed (none: under way) by the call that starts it.
        [today, today + 1]
            .into_iter()
            .filter(|day| match pars.entry(*day) {
                Entry::Vacant(entry) => {
                    entry.insert(None);
                    true
                }
                Entry::Occupied(_) => false,
            })
            .collect()
    };
    for day in due {
        work_out(day);
    }
}

/// The tests work a par out at once, so that a daily board started right after shows it.
#[cfg(feature = "testing")]
fn work_out(day: i64) {
    let par = daily_par(day);
    pars().insert(day, Some(par));
}

#[cfg(not(feature = "testing"))]
fn work_out(day: i64) {
    crate::games::spawn_low(
        "cascade-par",
        "the daily Cascade par (the board plays without one)",
        move || {
            let started = std::time::Instant::now();
            let par = daily_par(day);
            tracing::info!(
                "Cascade's par of day {day} worked out in {:?}",
                started.elapsed()
            );
            pars().insert(day, Some(par));
        },
    );
}
