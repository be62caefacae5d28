//! The combinatorics of dice multisets, as the expert table walks them.
//!
//! A *keep* is a multiset of 0 to 5 dice (462 of them); a *roll* is a keep of exactly five
//! dice (252 of them). Keeps are numbered by size, then by their face counts, so the rolls
//! are the last 252 keeps: roll `r` is keep [`FIRST_ROLL`]` + r`. Every keep with fewer than
//! five dice links to its six children (the keep plus one die of each face), and every
//! non-empty keep links to its parents (the keep minus one die of each face it holds).

use std::sync::OnceLock;

use super::score::{Counts, Dice};

/// How many distinct five-dice rolls there are (multisets of five faces).
pub const ROLLS: usize = 252;
/// How many distinct keeps there are (multisets of zero to five faces).
pub const KEEPS: usize = 462;
/// The keep index of roll 0: keeps `FIRST_ROLL..KEEPS` are the five-dice rolls, in roll order.
pub const FIRST_ROLL: usize = KEEPS - ROLLS;

/// Face counts encoded in base 6 (each count is at most 5), the key of the lookup table.
const CODES: usize = 6 * 6 * 6 * 6 * 6 * 6;
/// Marks an impossible code in the lookup table.
const NONE: u16 = u16::MAX;

/// The keep and roll multisets with their probabilities and links, built once.
#[derive(Debug)]
pub struct DiceSets {
    keeps: Vec<Counts>,
    sizes: Vec<u8>,
    children: Vec<[u16; 6]>,
    parent_start: Vec<u16>,
    parents: Vec<u16>,
    roll_probability: Vec<f64>,
    lookup: Vec<u16>,
}

fn code(c: &Counts) -> Option<usize> {
    c.iter()
        .rev()
        .try_fold(0usize, |acc, &n| (n <= 5).then_some(acc * 6 + n as usize))
}

fn size(c: &Counts) -> u8 {
    c.iter().sum()
}

fn factorial(n: u8) -> f64 {
    (1..=n).map(f64::from).product()
}

impl DiceSets {
    /// The shared instance (built on first use, in well under a millisecond).
    pub fn get() -> &'static DiceSets {
        static SETS: OnceLock<DiceSets> = OnceLock::new();
        SETS.get_or_init(DiceSets::new)
    }

    fn new() -> DiceSets {
        let mut keeps: Vec<Counts> = (0..CODES)
            .map(|mut code| {
                let mut c = [0u8; 6];
                for n in c.iter_mut() {
                    *n = (code % 6) as u8;
                    code /= 6;
                }
                c
            })
            .filter(|c| size(c) <= 5)
            .collect();
        // Stable: equal sizes keep their code order.
        keeps.sort_by_key(size);
        let mut lookup = vec![NONE; CODES];
        for (k, c) in keeps.iter().enumerate() {
            if let Some(code) = code(c) {
                lookup[code] = k as u16;
            }
        }
        let find = |c: &Counts| code(c).map_or(NONE, |code| lookup[code]);
        let children = keeps[..FIRST_ROLL]
            .iter()
            .map(|c| {
                let mut links = [NONE; 6];
                for (f, link) in links.iter_mut().enumerate() {
                    let mut child = *c;
                    child[f] += 1;
                    *link = find(&child);
                }
                links
            })
            .collect();
        let mut parent_start = vec![0u16];
        let mut parents = Vec::new();
        for c in &keeps {
            for f in 0..6 {
                if c[f] > 0 {
                    let mut parent = *c;
                    parent[f] -= 1;
                    parents.push(find(&parent));
                }
            }
            parent_start.push(parents.len() as u16);
        }
        let all = 6f64.powi(5);
        let roll_probability = keeps[FIRST_ROLL..]
            .iter()
            .map(|c| factorial(5) / c.iter().map(|&n| factorial(n)).product::<f64>() / all)
            .collect();
        DiceSets {
            sizes: keeps.iter().map(size).collect(),
            keeps,
            children,
            parent_start,
            parents,
            roll_probability,
            lookup,
        }
    }

    /// The face counts of keep `k` (`k < KEEPS`).
    pub fn keep(&self, k: usize) -> Counts {
        self.keeps[k]
    }

    /// How many dice keep `k` holds (`k < KEEPS`).
    pub fn size(&self, k: usize) -> usize {
        self.sizes[k] as usize
    }

    /// The index of the keep with these face counts, or `None` for more than five dice.
    pub fn keep_index(&self, c: &Counts) -> Option<usize> {
        let k = self.lookup[code(c)?];
        (k != NONE).then_some(k as usize)
    }

    /// The index (`0..ROLLS`) of the roll with these face counts, or `None` unless they hold
    /// exactly five dice.
    pub fn roll_index(&self, c: &Counts) -> Option<usize> {
        self.keep_index(c)?.checked_sub(FIRST_ROLL)
    }

    /// The face counts of roll `r` (`r < ROLLS`).
    pub fn roll(&self, r: usize) -> Counts {
        self.keeps[FIRST_ROLL + r]
    }

    /// The probability that five fair dice show roll `r` (`r < ROLLS`).
    pub fn roll_probability(&self, r: usize) -> f64 {
        self.roll_probability[r]
    }

    /// The children of keep `k` (`k < FIRST_ROLL`): entry `f` is the keep plus one die
    /// showing face `f + 1`.
    pub fn children(&self, k: usize) -> &[u16; 6] {
        &self.children[k]
    }

    /// The parents of keep `k` (`k < KEEPS`): the keep minus one die of each face it holds,
    /// in face order. Empty for the empty keep.
    pub fn parents(&self, k: usize) -> &[u16] {
        &self.parents[self.parent_start[k] as usize..self.parent_start[k + 1] as usize]
    }

    /// Calls `f` with every keep that is a sub-multiset of `c` (including the empty keep and
    /// `c` itself, when `c` holds at most five dice), as keep indices, without allocating.
    pub fn for_each_sub_keep(&self, c: &Counts, mut f: impl FnMut(usize)) {
        let mut k = [0u8; 6];
        loop {
            if let Some(i) = self.keep_index(&k) {
                f(i);
            }
            // Mixed-radix increment of `k`, each digit bounded by `c`.
            let mut d = 0;
            while d < 6 && k[d] == c[d].min(5) {
                k[d] = 0;
                d += 1;
            }
            if d == 6 {
                return;
            }
            k[d] += 1;
        }
    }

    /// Every keep that is a sub-multiset of `c`, as keep indices in increasing order.
    pub fn sub_keeps(&self, c: &Counts) -> Vec<usize> {
        let mut out = Vec::with_capacity(32);
        self.for_each_sub_keep(c, |k| out.push(k));
        out.sort_unstable();
        out
    }
}

/// Which positions of `dice` realise the kept multiset `keep`: for each face, the leftmost
/// dice showing it, as many as `keep` holds. Faces `keep` asks for beyond what `dice` shows
/// are ignored.
pub fn keep_positions(dice: &Dice, keep: &Counts) -> [bool; 5] {
    let mut left = *keep;
    let mut marks = [false; 5];
    for (mark, &d) in marks.iter_mut().zip(dice) {
        if let Some(n) = (1..=6).contains(&d).then(|| &mut left[d as usize - 1])
            && *n > 0
        {
            *n -= 1;
            *mark = true;
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::super::score::counts;
    use super::*;

    fn all_ordered() -> impl Iterator<Item = Dice> {
        (0..6usize.pow(5)).map(|mut i| {
            let mut d = [0u8; 5];
            for x in d.iter_mut() {
                *x = (i % 6) as u8 + 1;
                i /= 6;
            }
            d
        })
    }

    #[test]
    fn sizes_and_order() {
        let s = DiceSets::get();
        assert_eq!(s.keeps.len(), KEEPS);
        assert_eq!((0..KEEPS).filter(|&k| s.size(k) == 5).count(), ROLLS);
        assert!((1..KEEPS).all(|k| s.size(k - 1) <= s.size(k)));
        assert!((FIRST_ROLL..KEEPS).all(|k| s.size(k) == 5));
        for k in 0..KEEPS {
            assert_eq!(s.keep_index(&s.keep(k)), Some(k));
        }
        assert_eq!(s.keep_index(&[6, 0, 0, 0, 0, 0]), None);
        assert_eq!(s.keep_index(&[3, 3, 0, 0, 0, 0]), None);
        assert_eq!(s.roll_index(&[1, 1, 1, 1, 0, 0]), None);
    }

    #[test]
    fn probabilities_match_enumeration() {
        let s = DiceSets::get();
        let total: f64 = (0..ROLLS).map(|r| s.roll_probability(r)).sum();
        assert!((total - 1.0).abs() < 1e-12);
        let mut hits = [0u32; ROLLS];
        for d in all_ordered() {
            let r = s.roll_index(&counts(&d));
            assert!(r.is_some());
            if let Some(r) = r {
                hits[r] += 1;
            }
        }
        for (r, &h) in hits.iter().enumerate() {
            assert!((s.roll_probability(r) - f64::from(h) / 7776.0).abs() < 1e-15);
        }
    }

    #[test]
    fn links() {
        let s = DiceSets::get();
        for k in 0..FIRST_ROLL {
            for (f, &child) in s.children(k).iter().enumerate() {
                let mut c = s.keep(k);
                c[f] += 1;
                assert_eq!(s.keep(child as usize), c);
                assert!(s.parents(child as usize).contains(&(k as u16)));
            }
        }
        assert!(s.parents(0).is_empty());
        for k in 1..KEEPS {
            let distinct = s.keep(k).iter().filter(|&&n| n > 0).count();
            assert_eq!(s.parents(k).len(), distinct);
            assert!(s.parents(k).iter().all(|&p| (p as usize) < k));
        }
    }

    #[test]
    fn sub_keeps_are_distinct_subsets() {
        let s = DiceSets::get();
        assert_eq!(s.sub_keeps(&[1, 1, 1, 1, 1, 0]).len(), 32);
        assert_eq!(s.sub_keeps(&[0, 0, 0, 0, 0, 5]).len(), 6);
        assert_eq!(s.sub_keeps(&[2, 0, 3, 0, 0, 0]).len(), 12);
        // Every roll's sub-keeps: each a subset of the roll, none twice, all of them.
        for d in all_ordered() {
            let c = counts(&d);
            let keeps = s.sub_keeps(&c);
            let mut distinct = keeps.clone();
            distinct.dedup();
            assert_eq!(distinct.len(), keeps.len(), "{c:?}");
            for &k in &keeps {
                let keep = s.keep(k);
                assert!((0..6).all(|f| keep[f] <= c[f]), "{keep:?} of {c:?}");
            }
            let subsets: usize = c.iter().map(|&n| n as usize + 1).product();
            assert_eq!(keeps.len(), subsets, "{c:?}");
        }
    }

    #[test]
    fn keep_positions_round_trip() {
        let s = DiceSets::get();
        for d in all_ordered().step_by(7) {
            let c = counts(&d);
            for k in s.sub_keeps(&c) {
                let keep = s.keep(k);
                let marks = keep_positions(&d, &keep);
                let mut kept = [0u8; 6];
                for (i, &m) in marks.iter().enumerate() {
                    if m {
                        kept[d[i] as usize - 1] += 1;
                    }
                }
                assert_eq!(kept, keep);
            }
        }
        assert_eq!(
            keep_positions(&[3, 5, 3, 3, 1], &[0, 0, 2, 0, 1, 0]),
            [true, true, true, false, false]
        );
    }
}
