//! What the games read that the app loads, and what the app keeps beside the requests: one
//! value per type, put in by the code that owns the type (a game's lookups, the app's
//! figures), read by it alone; the shared code never looks inside. Made with each app and
//! handed down, so that two apps in one process share nothing unless the start-up hands
//! both the same value (the tests, a table built once per test binary).

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

#[derive(Default)]
pub struct Resources(RwLock<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>);

impl Resources {
    /// The value of type `T`, if one was put in.
    pub fn get<T: Any + Send + Sync>(&self) -> Option<Arc<T>> {
        let map = self.0.read().unwrap_or_else(|e| e.into_inner());
        map.get(&TypeId::of::<T>())?.clone().downcast().ok()
    }

    /// Puts in `value`, replacing any earlier value of its type.
    pub fn put<T: Any + Send + Sync>(&self, value: T) {
        self.share(Arc::new(value));
    }

    /// Puts in `value` as it is, shared with whoever else holds it, replacing any earlier
    /// value of its type.
    pub fn share<T: Any + Send + Sync>(&self, value: Arc<T>) {
        let mut map = self.0.write().unwrap_or_else(|e| e.into_inner());
        map.insert(TypeId::of::<T>(), value);
    }

    /// The value of type `T`: the one put in already (as the start-up handed it), else
    /// `make()`'s, put in now.
    pub fn provide<T: Any + Send + Sync>(&self, make: impl FnOnce() -> T) -> Arc<T> {
        if let Some(value) = self.get::<T>() {
            return value;
        }
        let mut map = self.0.write().unwrap_or_else(|e| e.into_inner());
        let value = map
            .entry(TypeId::of::<T>())
            .or_insert_with(|| Arc::new(make()))
            .clone();
        // Put in under its own type just above.
        value
            .downcast()
            .unwrap_or_else(|_| unreachable!("a value of its own type"))
    }
}

/// Lowers the calling thread's CPU priority as far as it goes, so its work only uses time
/// the requests leave over.
pub fn lowest_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority on the calling thread (who = 0) changes nothing but its niceness.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
    }
}

/// Runs `work` on a thread of its own named `name`, at the lowest CPU priority; `what` says
/// in the log what is missing if no thread can be had.
pub fn spawn_low(name: &str, what: &'static str, work: impl FnOnce() + Send + 'static) {
    let spawned = std::thread::Builder::new()
        .name(name.to_string())
        .spawn(move || {
            lowest_priority();
            work();
        });
    if let Err(e) = spawned {
        tracing::warn!("{what}: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_type_has_its_own_value() {
        let resources = Resources::default();
        assert!(resources.get::<u8>().is_none());
        resources.put(7u8);
        resources.put(String::from("seven"));
        assert_eq!(*resources.get::<u8>().unwrap(), 7);
        assert_eq!(resources.get::<String>().unwrap().as_str(), "seven");
        resources.put(8u8);
        assert_eq!(*resources.get::<u8>().unwrap(), 8);
    }

    #[test]
    fn a_value_provided_is_the_one_handed_in_if_any() {
        let resources = Resources::default();
        assert_eq!(*resources.provide(|| 1u8), 1);
        assert_eq!(*resources.provide(|| 2u8), 1, "the first stays");
        let shared = Arc::new(String::from("built once"));
        resources.share(shared.clone());
        let other = Resources::default();
        other.share(shared.clone());
        assert!(Arc::ptr_eq(&resources.get::<String>().unwrap(), &shared));
        assert!(Arc::ptr_eq(&other.provide(String::new), &shared));
    }
}

/// The workers a game's long table build shares its work among
/// ([`crate::engine::workers::Workers`]): the calling thread and up to three scoped threads
/// beside it, one per core, each at the caller's CPU priority (a thread starts at its
/// parent's).
#[derive(Debug, Clone, Copy, Default)]
pub struct Threads;

impl crate::engine::workers::Workers for Threads {
    fn run<T: Send>(&self, work: &(dyn Fn() -> T + Sync)) -> Vec<T> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
        std::thread::scope(|scope| {
            let beside: Vec<_> = (1..cores).map(|_| scope.spawn(work)).collect();
            let mut done = vec![work()];
            // A worker that panicked left its part undone: its panic goes on.
            done.extend(
                beside
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
            );
            done
        })
    }
}
