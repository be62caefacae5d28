//! How the crate's long builds (the Yahtzee expert's table, video poker's draw counts and
//! returns) share their work: the caller hands them [`Workers`], and the crate itself starts
//! no thread. Each build splits its work the same way whatever the workers, so its result
//! does not depend on how many there are.

/// Runs a piece of work on each of its workers at once.
pub trait Workers: Sync {
    /// Runs `work` once on each worker, all at once, and returns what each returned, in the
    /// workers' order. A worker's panic reaches the caller.
    fn run<T: Send>(&self, work: &(dyn Fn() -> T + Sync)) -> Vec<T>;
}

/// One worker: the caller's own thread (tests, and callers with nothing to share).
#[derive(Debug, Clone, Copy, Default)]
pub struct OnCaller;

impl Workers for OnCaller {
    fn run<T: Send>(&self, work: &(dyn Fn() -> T + Sync)) -> Vec<T> {
        vec![work()]
    }
}

#[cfg(test)]
pub(crate) mod testing {
    use super::Workers;

    /// `n` workers on scoped threads, for the tests of the builds that share their work.
    pub(crate) struct Scoped(pub usize);

    impl Workers for Scoped {
        fn run<T: Send>(&self, work: &(dyn Fn() -> T + Sync)) -> Vec<T> {
            std::thread::scope(|scope| {
                let handles: Vec<_> = (0..self.0).map(|_| scope.spawn(work)).collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                    .collect()
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{OnCaller, Workers, testing::Scoped};
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn each_worker_runs_the_work_once_and_answers_in_order() {
        let calls = AtomicUsize::new(0);
        let work = || calls.fetch_add(1, Ordering::Relaxed);
        assert_eq!(OnCaller.run(&work), vec![0]);
        let mut seen = Scoped(3).run(&work);
        seen.sort_unstable();
        assert_eq!(seen, vec![1, 2, 3]);
    }

    /// The crate starts no thread: no source file names `std::thread` but this one, and
    /// this one only in its tests.
    #[test]
    fn no_source_of_the_crate_starts_a_thread() {
        fn visit(dir: &std::path::Path, found: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    visit(&path, found);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let checked = match path.ends_with("workers.rs") {
                    // Up to its first test module.
                    true => text.split("#[cfg(test)]").next().unwrap_or_default(),
                    false => &text,
                };
                let code = checked
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"));
                if code.into_iter().any(|l| l.contains("thread::")) {
                    found.push(path.display().to_string());
                }
            }
        }
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut found = Vec::new();
        visit(&src, &mut found);
        assert!(src.join("lib.rs").exists());
        assert_eq!(found, Vec::<String>::new(), "sources that start threads");
    }
}
