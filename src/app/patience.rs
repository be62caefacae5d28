//! How long a write keeps trying when it meets other writes at the same rows (PostgreSQL, a
//! serialization failure, a deadlock, or a row held past the store's lock wait): again after a pause that doubles from 2 ms up to 64 ms, each drawn
//! at random between half and one and a half times its length so that two writes that met do
//! not try again in step, for up to 1.5 s in all. That is well inside the answer's budget
//! (2.5 s, [`super::timely`]): a member hears "busy" only when the rows stayed taken that long.

use rand::RngExt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::time::Instant;

/// How long, from the first try, a write may still be tried again.
const PATIENCE: Duration = Duration::from_millis(1500);
const FIRST_PAUSE: Duration = Duration::from_millis(2);
const LONGEST_PAUSE: Duration = Duration::from_millis(64);

/// The tries of one write.
pub(super) struct Patience {
    since: Instant,
    pause: Duration,
}

impl Patience {
    pub(super) fn new() -> Self {
        Self {
            since: Instant::now(),
            pause: FIRST_PAUSE,
        }
    }

    /// After a try that met another write: waits its pause and says to try again, or says
    /// the write has waited long enough.
    pub(super) async fn again(&mut self) -> bool {
        let pause = self.pause.mul_f64(rand::rng().random_range(0.5..1.5));
        if self.since.elapsed() + pause > PATIENCE {
            return false;
        }
        tokio::time::sleep(pause).await;
        self.pause = (self.pause * 2).min(LONGEST_PAUSE);
        true
    }
}

/// How often this process's writes met others: tries run again, and writes that gave up
/// (the member heard "busy"). Read by `/metrics` and the load tool.
#[derive(Debug, Default)]
pub(super) struct Met {
    again: AtomicU64,
    gave_up: AtomicU64,
}

/// How often this process's writes met others, as read at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteConflicts {
    /// Tries run again after meeting another write.
    pub again: u64,
    /// Writes that met others for their whole patience.
    pub gave_up: u64,
}

impl Met {
    pub(super) fn tried_again(&self) {
        self.again.fetch_add(1, Ordering::Relaxed);
    }

    pub(super) fn gave_up(&self) {
        self.gave_up.fetch_add(1, Ordering::Relaxed);
    }

    pub(super) fn read(&self) -> WriteConflicts {
        WriteConflicts {
            again: self.again.load(Ordering::Relaxed),
            gave_up: self.gave_up.load(Ordering::Relaxed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pauses double up to the longest, and the tries stop once the patience is spent:
    /// about 2 + 4 + … + 64 ms, then 64 ms a try, so some 27 tries in 1.5 s.
    #[tokio::test(start_paused = true)]
    async fn tries_again_with_growing_pauses_for_a_second_and_a_half() {
        let mut patience = Patience::new();
        let start = Instant::now();
        let mut tries = 1;
        while patience.again().await {
            tries += 1;
            assert!(patience.pause <= LONGEST_PAUSE);
        }
        let waited = start.elapsed();
        assert!(waited <= PATIENCE, "{waited:?}");
        assert!(
            waited >= PATIENCE - LONGEST_PAUSE.mul_f64(1.5),
            "{waited:?}"
        );
        assert!((15..=45).contains(&tries), "{tries} tries");
        assert_eq!(patience.pause, LONGEST_PAUSE);
    }
}
