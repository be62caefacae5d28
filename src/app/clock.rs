//! Time, injectable: the system clock, or a fixed one that tests and the terminal table move
//! forward by hand.

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Debug)]
pub struct Clock {
    /// None: the system clock.
    fixed: Option<i64>,
    offset: AtomicI64,
}

impl Clock {
    pub fn system() -> Clock {
        Clock {
            fixed: None,
            offset: AtomicI64::new(0),
        }
    }

    /// A clock stopped at `unix_seconds` until [`Clock::advance`]d.
    pub fn fixed(unix_seconds: i64) -> Clock {
        Clock {
            fixed: Some(unix_seconds),
            offset: AtomicI64::new(0),
        }
    }

    /// Unix seconds.
    pub fn now(&self) -> i64 {
        let base = self.fixed.unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0)
        });
        base + self.offset.load(Ordering::Relaxed)
    }

    pub fn advance(&self, seconds: i64) {
        self.offset.fetch_add(seconds, Ordering::Relaxed);
    }
}
