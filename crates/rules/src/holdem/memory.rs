//! The expert's own ranges, kept between its decisions.
//!
//! Heads-up, the expert reads its own range at every decision: every hand it could hold,
//! narrowed by each move it made this hand, as its policy made them (`policy`). Worked out
//! from nothing, that means asking the policy again at each of its earlier moves, the flop's
//! boards to come included, at every later decision. A [`Memory`] keeps the range each move
//! left, under the hand's public history up to that move, so the next decision starts from
//! it.
//!
//! A pure cache: a range recalled is the range the replay would have worked out, to the
//! bit, so no move depends on what the memory holds. The app keeps one beside its requests
//! and hands it to the games' rules; without one, every decision replays.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// How many ranges each of a memory's two generations holds (5.3 KB each): a generation
/// that fills becomes the old one, and the old one is dropped.
const GENERATION: usize = 1_024;

/// Ranges by the public history that left them.
#[derive(Default)]
pub struct Memory(Mutex<Generations>);

#[derive(Default)]
struct Generations {
    new: HashMap<Vec<u8>, Arc<[f32]>>,
    old: HashMap<Vec<u8>, Arc<[f32]>>,
}

impl Generations {
    fn insert(&mut self, key: Vec<u8>, range: Arc<[f32]>) {
        if self.new.len() >= GENERATION {
            self.old = std::mem::take(&mut self.new);
        }
        self.new.insert(key, range);
    }
}

impl Memory {
    fn lock(&self) -> MutexGuard<'_, Generations> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The range kept under `key`, if any (kept again as recent).
    pub fn recall(&self, key: &[u8]) -> Option<Arc<[f32]>> {
        let mut kept = self.lock();
        if let Some(range) = kept.new.get(key) {
            return Some(range.clone());
        }
        let range = kept.old.remove(key)?;
        kept.insert(key.to_vec(), range.clone());
        Some(range)
    }

    /// Keeps `range` under `key`.
    pub fn keep(&self, key: Vec<u8>, range: Arc<[f32]>) {
        self.lock().insert(key, range);
    }

    /// How many ranges it holds.
    pub fn len(&self) -> usize {
        let kept = self.lock();
        kept.new.len() + kept.old.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Every memory is alike to the rules that hold one: it changes no outcome.
impl PartialEq for Memory {
    fn eq(&self, _other: &Memory) -> bool {
        true
    }
}

impl Eq for Memory {}

/// A memory shows only that it is there: what it holds changes no outcome, so it has no
/// place in a rehearsal's key.
impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memory")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_generation_ages_and_a_recall_keeps_a_range_young() {
        let memory = Memory::default();
        let range = |x: f32| -> Arc<[f32]> { Arc::from(vec![x; 3]) };
        memory.keep(b"first".to_vec(), range(1.0));
        for i in 1..GENERATION {
            memory.keep(i.to_le_bytes().to_vec(), range(0.0));
        }
        // The generation is full: the next keep ages it.
        memory.keep(b"second".to_vec(), range(2.0));
        assert_eq!(memory.len(), GENERATION + 1);
        // Recalled from the old generation, it is young again.
        assert_eq!(memory.recall(b"first").as_deref(), Some(&[1.0; 3][..]));
        for i in 0..GENERATION {
            memory.keep((i + GENERATION).to_le_bytes().to_vec(), range(0.0));
        }
        // Two generations on, what was not recalled is gone; what was, stayed one longer.
        assert!(memory.recall(1usize.to_le_bytes().as_slice()).is_none());
        assert!(memory.recall(b"nothing").is_none());
        assert!(memory.len() <= 2 * GENERATION);
    }
}
