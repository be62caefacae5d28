//! The table of crowded positions: small tables against brute force, the file's checks, and
//! the English table kept in the source tree against itself and the search.

use super::board::*;
use super::solver::{searched_hint, solve};
use super::table::*;
use super::tests::{all_jumps, brute_fewest};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

/// A reachable position with `pegs` pegs: seeded random jumps from the start, each chosen
/// among those that keep the most jumps open (so that the position is not a sparse dead end).
fn reachable_with(kind: BoardKind, pegs: u32, seed: u64) -> Position {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = kind.start();
    while pos.pegs() > pegs {
        let options: Vec<(usize, Position)> = pos
            .moves(kind)
            .into_iter()
            .map(|jump| {
                let next = pos.apply(kind, jump).unwrap();
                (next.moves(kind).len(), next)
            })
            .collect();
        let most = options.iter().map(|o| o.0).max().unwrap();
        let open: Vec<Position> = options
            .into_iter()
            .filter(|o| o.0 + 1 >= most)
            .map(|o| o.1)
            .collect();
        pos = open[rng.random_range(0..open.len())];
    }
    pos
}

#[test]
fn small_tables_agree_with_brute_force() {
    for (kind, seed) in [
        (BoardKind::English, 1),
        (BoardKind::English, 2),
        (BoardKind::French, 3),
    ] {
        let jumps = all_jumps(kind);
        let mut memo = HashMap::new();
        let root = reachable_with(kind, 17, seed);
        let from_pegs = 11;
        let table = Table::from_bytes(kind, root, &build(kind, root, from_pegs)).unwrap();
        assert!(table.len() > 1_000, "{} positions", table.len());
        // Every entry is the exact fewest pegs of its position.
        for (pos, fewest) in table.entries() {
            assert!(pos.pegs() >= from_pegs);
            assert_eq!(fewest, brute_fewest(&jumps, pos.0, &mut memo), "{pos:?}");
            assert_eq!(table.fewest(pos), Some(fewest));
        }
        // Hints along random games from the root, in the board's own orientation: exact, and
        // the advised jump keeps the count.
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..20 {
            let mut pos = root;
            while pos.pegs() > from_pegs {
                let hint = table
                    .hint(kind, pos)
                    .expect("the successors are in the table");
                let fewest = brute_fewest(&jumps, pos.0, &mut memo);
                assert_eq!((hint.best_pegs, hint.winnable), (fewest, fewest == 1));
                let options = pos.moves(kind);
                match hint.mv {
                    None => {
                        assert!(options.is_empty());
                        break;
                    }
                    Some(jump) => {
                        let next = pos.apply(kind, jump).unwrap();
                        assert_eq!(brute_fewest(&jumps, next.0, &mut memo), fewest);
                    }
                }
                pos = pos
                    .apply(kind, options[rng.random_range(0..options.len())])
                    .unwrap();
            }
            // At the table's last level the hint is left to the search.
            assert!(table.hint(kind, pos).is_none() || pos.pegs() > from_pegs);
        }
        // Positions the table does not hold.
        assert_eq!(table.fewest(kind.start()), None);
        assert_eq!(table.hint(kind, kind.start()), None);
    }
}

#[test]
fn damaged_table_files_are_refused() {
    let kind = BoardKind::English;
    let root = reachable_with(kind, 12, 4);
    let bytes = build(kind, root, 8);
    assert!(Table::from_bytes(kind, root, &bytes).is_ok());
    let damaged = |change: &dyn Fn(&mut Vec<u8>)| {
        let mut copy = bytes.clone();
        change(&mut copy);
        Table::from_bytes(kind, root, &copy).unwrap_err()
    };
    let last = bytes.len() - 1;
    assert_eq!(damaged(&|b| b[last] ^= 1), TableError::Checksum);
    assert_eq!(damaged(&|b| b.truncate(last)), TableError::Length);
    assert_eq!(damaged(&|b| b.push(0)), TableError::Length);
    assert_eq!(damaged(&|b| b[0] = b'X'), TableError::NotATable);
    assert_eq!(damaged(&|b| b[8] = 9), TableError::Version(9));
    assert_eq!(damaged(&|b| b.clear()), TableError::Length);
    // Another root, another board.
    let other = reachable_with(kind, 12, 5);
    assert_eq!(
        Table::from_bytes(kind, other, &bytes).unwrap_err(),
        TableError::Mismatch
    );
    assert_eq!(
        Table::from_bytes(BoardKind::French, root, &bytes).unwrap_err(),
        TableError::Mismatch
    );
}

#[test]
fn the_kept_english_table_holds_together() {
    let kind = BoardKind::English;
    let table = warm_english().expect("the kept table loads");
    // Every position reachable from the start with 20 pegs or more, up to symmetry, as the
    // table was built: levels of 1, 1, 2, 8, 39, 171, 719, 2,757, 9,751, 31,312, 89,927,
    // 229,614 and 517,854 positions from 32 pegs down to 20.
    assert_eq!(table.len(), 882_156);
    let mut levels = [0usize; 13];
    for (pos, _) in table.entries() {
        levels[(32 - pos.pegs()) as usize] += 1;
    }
    assert_eq!(
        levels,
        [
            1, 1, 2, 8, 39, 171, 719, 2_757, 9_751, 31_312, 89_927, 229_614, 517_854
        ]
    );
    let winnable = table.entries().filter(|(_, f)| *f == 1).count();
    assert_eq!(winnable, 241_995);
    assert_eq!(table.fewest(kind.start()), Some(1));
    // Each entry above the last level is the least of its successors' entries (or its own
    // pegs when stuck): a sample across every level.
    let mut checked = 0;
    for (i, (pos, fewest)) in table.entries().enumerate() {
        if pos.pegs() > FROM_PEGS && i % 7 == 0 {
            let least = pos
                .moves(kind)
                .into_iter()
                .map(|jump| table.fewest(pos.apply(kind, jump).unwrap()).unwrap())
                .min()
                .unwrap_or(pos.pegs());
            assert_eq!(fewest, least, "{}", pos.to_text(kind));
            checked += 1;
        }
    }
    assert!(checked > 50_000);
    // The last level against the search, winnable and lost entries alike.
    let last: Vec<(Position, u32)> = table
        .entries()
        .filter(|(pos, _)| pos.pegs() == FROM_PEGS)
        .collect();
    for k in 0..6 {
        let (pos, fewest) = last[k * last.len() / 6 + k];
        assert_eq!(
            searched_hint(kind, pos).best_pegs,
            fewest,
            "{}",
            pos.to_text(kind)
        );
    }
    // A hint from the table agrees with the search where both answer quickly.
    let pos = reachable_with(kind, FROM_PEGS + 1, 6);
    let from_table = table.hint(kind, pos).unwrap();
    assert_eq!(from_table.best_pegs, searched_hint(kind, pos).best_pegs);
    // A solution through the table replays to one peg.
    let solution = solve(kind, kind.start()).unwrap();
    let end = solution
        .iter()
        .fold(kind.start(), |pos, &jump| pos.apply(kind, jump).unwrap());
    assert_eq!(end.pegs(), 1);
}

#[test]
#[ignore = "visits all 23 million positions reachable on the English board: about 25 s and 340 MB in release"]
fn the_kept_english_table_is_built_again_exactly() {
    let kind = BoardKind::English;
    assert!(build(kind, kind.start(), FROM_PEGS) == kept_bytes());
}
