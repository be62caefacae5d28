//! The class pairs' equities worked out from nothing: every heads-up all-in before the flop,
//! over every board. Two hands against each other are the same matchup as any pair the
//! suits can be renamed into (spades for hearts and so on), either way round, so only the
//! 47,008 distinct matchups are enumerated, each over its 1,712,304 boards, and each result
//! is added to every class pair whose hands it stands for. About 4 minutes in a release
//! build on one core: the offline tool's job (`parlor analyze holdem pushfold
//! --write-equities`), whose result the module keeps ([`super::equities`]).

use super::class::{Class, all_hands};
use super::table::{Equities, Outcome};
use crate::cards::Card;
use crate::holdem::eval::{Seven, Tables, tables};
use rustc_hash::FxHashMap;

/// The boards that complete two hands: 48 cards choose 5.
pub const BOARDS: u64 = 1_712_304;

/// One heads-up all-in: the first hand's wins, the ties and the first hand's losses over
/// every board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Showdowns {
    pub wins: u64,
    pub ties: u64,
    pub losses: u64,
}

/// The every-board result of `first` against `second` (four distinct cards), each board's
/// five cards added one at a time to the sums the evaluator reads.
pub fn showdowns(first: [Card; 2], second: [Card; 2]) -> Showdowns {
    let used: u64 = [first, second]
        .iter()
        .flatten()
        .fold(0, |bits, card| bits | 1 << card.index());
    let left: Vec<Seven> = (0..52)
        .filter(|i| used >> i & 1 == 0)
        .filter_map(Card::from_index)
        .map(Seven::of)
        .collect();
    let hands = [
        Seven::of(first[0]).and(first[1]),
        Seven::of(second[0]).and(second[1]),
    ];
    let mut counts = [0u64; 3];
    deal(tables(), &hands, &left, &mut counts);
    Showdowns {
        wins: counts[2],
        ties: counts[1],
        losses: counts[0],
    }
}

/// Every five of `left` as a board: `counts` by the first hand's result (0 a loss, 1 a tie,
/// 2 a win).
fn deal(tables: &Tables, hands: &[Seven; 2], left: &[Seven], counts: &mut [u64; 3]) {
    let n = left.len();
    for i in 0..n {
        let one = left[i];
        for j in i + 1..n {
            let two = one.with(&left[j]);
            for k in j + 1..n {
                let three = two.with(&left[k]);
                for l in k + 1..n {
                    let four = three.with(&left[l]);
                    let (first, second) = (hands[0].with(&four), hands[1].with(&four));
                    for card in &left[l + 1..] {
                        let a = first.with(card).strength(tables);
                        let b = second.with(card).strength(tables);
                        counts[usize::from(a >= b) + usize::from(a > b)] += 1;
                    }
                }
            }
        }
    }
}

/// The 24 ways to rename the four suits.
fn renamings() -> Vec<[u8; 4]> {
    let mut all = Vec::with_capacity(24);
    for a in 0..4u8 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                all.push([a, b, c, 6 - a - b - c]);
            }
        }
    }
    all
}

/// A hand's cards renamed, the higher index first.
fn renamed(hand: [Card; 2], names: &[u8; 4]) -> [u8; 2] {
    let [x, y] = hand.map(|c| c.index() / 4 * 4 + names[usize::from(c.index() % 4)]);
    [x.max(y), x.min(y)]
}

/// A matchup's name: the least of its four card indexes (each hand's higher first) over
/// every renaming of the suits and both orders of the hands; and whether the least came
/// from the hands the other way round.
fn canonical(first: [Card; 2], second: [Card; 2], renamings: &[[u8; 4]]) -> (u32, bool) {
    let pack = |a: [u8; 2], b: [u8; 2]| u32::from_be_bytes([a[0], a[1], b[0], b[1]]);
    let mut best = (u32::MAX, false);
    for names in renamings {
        let (a, b) = (renamed(first, names), renamed(second, names));
        best = best.min((pack(a, b), false)).min((pack(b, a), true));
    }
    best
}

/// The hands a matchup's name stands for.
fn unpack(name: u32) -> Option<([Card; 2], [Card; 2])> {
    let [a, b, c, d] = name.to_be_bytes().map(Card::from_index);
    Some(([a?, b?], [c?, d?]))
}

/// The distinct matchups and the class pairs each stands for.
pub struct Matchups {
    /// Each distinct matchup's hands.
    pub distinct: Vec<([Card; 2], [Card; 2])>,
    /// Each distinct matchup's class pairs: (the first hand's class, the second's, whether
    /// the first hand is the matchup's second, how many ordered hand pairs).
    pub stands_for: Vec<Vec<(Class, Class, bool, u32)>>,
}

/// Every ordered pair of disjoint hands (1,624,350), grouped by matchup.
pub fn matchups() -> Matchups {
    let renamings = renamings();
    let hands: Vec<[Card; 2]> = all_hands().collect();
    let mut index: FxHashMap<u32, usize> = FxHashMap::default();
    let mut groups: Vec<FxHashMap<(Class, Class, bool), u32>> = Vec::new();
    let mut names = Vec::new();
    for &a in &hands {
        for &b in &hands {
            if a.iter().any(|card| b.contains(card)) {
                continue;
            }
            let (name, swapped) = canonical(a, b, &renamings);
            let at = *index.entry(name).or_insert_with(|| {
                names.push(name);
                groups.push(FxHashMap::default());
                names.len() - 1
            });
            *groups[at]
                .entry((Class::of(a), Class::of(b), swapped))
                .or_default() += 1;
        }
    }
    let distinct = names.iter().filter_map(|&name| unpack(name)).collect();
    let stands_for = groups
        .into_iter()
        .map(|group| {
            let mut pairs: Vec<_> = group
                .into_iter()
                .map(|((a, b, swapped), n)| (a, b, swapped, n))
                .collect();
            pairs.sort_unstable();
            pairs
        })
        .collect();
    Matchups {
        distinct,
        stands_for,
    }
}

/// Every class pair's summed results, from every distinct matchup enumerated over every
/// board; `progress` hears how many matchups are done of how many after each.
pub fn compute(mut progress: impl FnMut(usize, usize)) -> Equities {
    let Matchups {
        distinct,
        stands_for,
    } = matchups();
    let mut sums = vec![Outcome::default(); super::class::CLASSES * super::class::CLASSES];
    for (done, (&(first, second), pairs)) in distinct.iter().zip(&stands_for).enumerate() {
        let result = showdowns(first, second);
        for &(a, b, swapped, n) in pairs {
            let n = u64::from(n);
            let wins = if swapped { result.losses } else { result.wins };
            let sum = &mut sums[a.index() * super::class::CLASSES + b.index()];
            sum.wins += wins * n;
            sum.ties += result.ties * n;
        }
        progress(done + 1, distinct.len());
    }
    Equities::from_ordered(sums)
}
