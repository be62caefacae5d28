//! The daily boards' pars, worked out ahead of their day and off the request path: the app
//! calls [`keep_up`] as it is made and at each idle sweep, with its time, and today's and
//! tomorrow's pars are worked out on a thread at the lowest CPU priority (about 0.2 s each),
//! so no click works one out; a day whose work ended without its par (no thread, a panic) is
//! tried again at the next sweep. A daily board started before its par is known plays without
//! one. The pars are kept once per process (they depend on the date alone), so the tests of
//! a process share them.

use crate::engine::cascade::{CascadeRules, daily_par, day_of};
use std::collections::BTreeMap;
#[cfg(not(feature = "testing"))]
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
#[cfg(not(feature = "testing"))]
pub fn keep_up(now: i64) {
    let today = day_of(now);
    TODAY.fetch_max(today, Ordering::Relaxed);
    let due: Vec<i64> = {
        let mut pars = pars();
        pars.retain(|day, _| *day >= today - 1);
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
        // No thread, or a panic in the search: the claim is let go with the work.
        let claim = Claim(day);
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
                drop(claim);
            },
        );
    }
}

/// The tests of a process work the pars out at once, under the lock, so that a daily board
/// started right after shows its par whichever test asked first; they run at many dates at
/// once, and forget none.
#[cfg(feature = "testing")]
pub fn keep_up(now: i64) {
    let today = day_of(now);
    TODAY.fetch_max(today, Ordering::Relaxed);
    let mut pars = pars();
    for day in [today, today + 1] {
        if !matches!(pars.get(&day), Some(Some(_))) {
            pars.insert(day, Some(daily_par(day)));
        }
    }
}

/// A day's claim on its par: let go (the day no longer under way) if the work ends without
/// the par, a panic in the search or no thread to run it, so that the next call tries again.
#[cfg_attr(feature = "testing", allow(dead_code))]
struct Claim(i64);

impl Drop for Claim {
    fn drop(&mut self) {
        let mut pars = pars();
        if let Some(None) = pars.get(&self.0) {
            pars.remove(&self.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claim_let_go_without_its_par_frees_the_day_and_one_with_it_keeps_the_par() {
        // Days of their own, far from any test's clock.
        let (lost, done) = (-1_000_001, -1_000_002);
        pars().insert(lost, None);
        pars().insert(done, None);
        drop(Claim(lost));
        assert_eq!(pars().get(&lost), None, "the next call tries the day again");
        let claim = Claim(done);
        pars().insert(done, Some(77));
        drop(claim);
        assert_eq!(pars().get(&done), Some(&Some(77)));
        assert_eq!(rules().par(done), Some(77));
        assert_eq!(rules().par(lost), None);
    }
}
