use super::board::*;
use super::solver::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

/// The boards drawn by hand, independently of `BoardKind::holes`: `#` is a hole.
fn picture(kind: BoardKind) -> [&'static str; 7] {
    match kind {
        BoardKind::English => [
            "  ###  ", "  ###  ", "#######", "#######", "#######", "  ###  ", "  ###  ",
        ],
        BoardKind::French => [
            "  ###  ", " ##### ", "#######", "#######", "#######", " ##### ", "  ###  ",
        ],
    }
}

/// Whether (col, row) is a hole, by the picture.
fn is_hole(kind: BoardKind, col: i32, row: i32) -> bool {
    (0..7).contains(&col)
        && (0..7).contains(&row)
        && picture(kind)[row as usize].as_bytes()[col as usize] == b'#'
}

/// Every jump of the board as (from, over, to) cell indices, by coordinates.
pub(super) fn all_jumps(kind: BoardKind) -> Vec<(usize, usize, usize)> {
    let mut out = Vec::new();
    for row in 0..7 {
        for col in 0..7 {
            for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let cells = [
                    (col, row),
                    (col + dc, row + dr),
                    (col + 2 * dc, row + 2 * dr),
                ];
                if cells.iter().all(|&(c, r)| is_hole(kind, c, r)) {
                    let [a, b, c] = cells.map(|(c, r)| (r * 7 + c) as usize);
                    out.push((a, b, c));
                }
            }
        }
    }
    out
}

/// The fewest pegs reachable, by plain recursion over every jump (memoised on the exact
/// position, no symmetry, no bounds).
pub(super) fn brute_fewest(
    jumps: &[(usize, usize, usize)],
    pegs: u64,
    memo: &mut HashMap<u64, u32>,
) -> u32 {
    if let Some(&v) = memo.get(&pegs) {
        return v;
    }
    let mut best = pegs.count_ones();
    for &(a, b, c) in jumps {
        if pegs >> a & 1 == 1 && pegs >> b & 1 == 1 && pegs >> c & 1 == 0 {
            let child = pegs & !(1 << a) & !(1 << b) | 1 << c;
            best = best.min(brute_fewest(jumps, child, memo));
        }
    }
    memo.insert(pegs, best);
    best
}

/// A position reached from the start by up to `moves` random jumps (fewer at a dead end).
fn random_reachable(kind: BoardKind, rng: &mut ChaCha8Rng, moves: usize) -> Position {
    let mut pos = kind.start();
    for _ in 0..moves {
        let options = pos.moves(kind);
        if options.is_empty() {
            break;
        }
        let jump = options[rng.random_range(0..options.len())];
        pos = pos.apply(kind, jump).unwrap();
    }
    pos
}

/// Random positions of both boards: reachable ones at every depth.
fn sample_positions(count: usize, seed: u64) -> Vec<(BoardKind, Position)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|i| {
            let kind = BoardKind::ALL[i % 2];
            let moves = rng.random_range(0..=34);
            (kind, random_reachable(kind, &mut rng, moves))
        })
        .collect()
}

/// Random sets of pegs on the board's holes with about `pegs` pegs: not reachable in
/// general, which the solver must handle as well.
fn random_subset(kind: BoardKind, rng: &mut ChaCha8Rng, pegs: u32) -> Position {
    let holes: Vec<u8> = (0..49u8).filter(|&i| kind.contains(Cell(i))).collect();
    let mut bits = 0u64;
    while bits.count_ones() < pegs {
        bits |= 1 << holes[rng.random_range(0..holes.len())];
    }
    Position(bits)
}

/// The rule-book answer to "jump from `from` to `to`", by coordinates.
fn expected_jump(
    kind: BoardKind,
    pos: Position,
    from: usize,
    to: usize,
) -> Result<(usize, usize, usize), SolitaireError> {
    let cell = |i: usize| Cell(i as u8);
    let (fc, fr, tc, tr) = (
        (from % 7) as i32,
        (from / 7) as i32,
        (to % 7) as i32,
        (to / 7) as i32,
    );
    if !is_hole(kind, fc, fr) {
        return Err(SolitaireError::NotAHole(cell(from)));
    }
    if !is_hole(kind, tc, tr) {
        return Err(SolitaireError::NotAHole(cell(to)));
    }
    let straight = (fr == tr && (fc - tc).abs() == 2) || (fc == tc && (fr - tr).abs() == 2);
    let (mc, mr) = ((fc + tc) / 2, (fr + tr) / 2);
    if !straight || !is_hole(kind, mc, mr) {
        return Err(SolitaireError::NotAJump {
            from: cell(from),
            to: cell(to),
        });
    }
    let over = (mr * 7 + mc) as usize;
    let peg = |i: usize| pos.0 >> i & 1 == 1;
    if !peg(from) {
        return Err(SolitaireError::NoPeg(cell(from)));
    }
    if peg(to) {
        return Err(SolitaireError::Occupied(cell(to)));
    }
    if !peg(over) {
        return Err(SolitaireError::NothingToJump(cell(over)));
    }
    Ok((from, over, to))
}

/// Replays `jumps` from `pos` with the checked `apply`, one peg fewer each time.
fn replay(kind: BoardKind, pos: Position, jumps: &[Jump]) -> Position {
    jumps.iter().fold(pos, |pos, &jump| {
        let next = pos.apply(kind, jump).expect("a legal jump");
        assert_eq!(next.pegs() + 1, pos.pegs());
        next
    })
}

#[test]
fn boards_have_their_holes() {
    assert_eq!(BoardKind::English.hole_count(), 33);
    assert_eq!(BoardKind::French.hole_count(), 37);
    for kind in BoardKind::ALL {
        for i in 0..49u8 {
            let hole = is_hole(kind, i32::from(i % 7), i32::from(i / 7));
            assert_eq!(kind.contains(Cell(i)), hole, "{kind:?} {}", Cell(i));
            assert_eq!(kind.holes() >> i & 1 == 1, hole);
        }
        assert!(!kind.contains(Cell(49)) && !kind.contains(Cell(255)));
        assert_eq!(kind.start().pegs(), kind.hole_count() - 1);
        assert!(!kind.start().has(CENTRE));
        assert_eq!(BoardKind::parse(kind.as_str()), Some(kind));
        assert_eq!(BoardKind::parse(&kind.as_str().to_uppercase()), Some(kind));
        let json = serde_json::to_string(&kind).unwrap();
        assert_eq!(json, format!("\"{}\"", kind.as_str()));
        assert_eq!(serde_json::from_str::<BoardKind>(&json).unwrap(), kind);
    }
    assert_eq!(BoardKind::parse("german"), None);
    assert_eq!(CENTRE.name(), "d4");
}

#[test]
fn moves_follow_the_rule_book() {
    for (kind, pos) in sample_positions(300, 1) {
        let mut legal = Vec::new();
        for from in 0..49 {
            for to in 0..49 {
                let (f, t) = (Cell(from as u8), Cell(to as u8));
                let expected = expected_jump(kind, pos, from, to);
                let got = pos.jump(kind, f, t).map(|j| (j.from.0, j.over.0, j.to.0));
                let want = expected.map(|(a, b, c)| (a as u8, b as u8, c as u8));
                assert_eq!(got, want, "{kind:?} {} {f}-{t}", pos.to_text(kind));
                if let Ok((a, b, c)) = expected {
                    let jump = Jump {
                        from: Cell(a as u8),
                        over: Cell(b as u8),
                        to: Cell(c as u8),
                    };
                    let next = pos.apply(kind, jump).unwrap();
                    assert_eq!(next.pegs() + 1, pos.pegs());
                    assert!(!next.has(jump.from) && !next.has(jump.over) && next.has(jump.to));
                    assert_eq!(
                        next.0 & !(jump.from.bit() | jump.over.bit() | jump.to.bit()),
                        pos.0 & !(jump.from.bit() | jump.over.bit() | jump.to.bit())
                    );
                    legal.push(jump);
                } else {
                    // Any jump between the two cells is refused with the same reason.
                    let over = Cell(((from + to) / 2) as u8);
                    let jump = Jump {
                        from: f,
                        over,
                        to: t,
                    };
                    assert_eq!(pos.apply(kind, jump), Err(expected.unwrap_err()));
                }
            }
        }
        assert_eq!(pos.moves(kind), legal, "{kind:?} {}", pos.to_text(kind));
        assert_eq!(pos.can_move(kind), !legal.is_empty());
        // A jump naming the wrong middle cell is refused.
        if let Some(&jump) = legal.first() {
            let wrong = Jump {
                over: jump.from,
                ..jump
            };
            assert!(matches!(
                pos.apply(kind, wrong),
                Err(SolitaireError::NotAJump { .. })
            ));
        }
    }
}

#[test]
fn cells_outside_the_grid_are_refused() {
    let pos = BoardKind::English.start();
    assert_eq!(
        pos.jump(BoardKind::English, Cell(60), CENTRE),
        Err(SolitaireError::NotAHole(Cell(60)))
    );
    assert!(!pos.has(Cell(200)));
    assert_eq!(Cell::new(7, 0), None);
    assert_eq!(Cell::new(0, 7), None);
    assert_eq!(Cell::new(3, 3), Some(CENTRE));
}

#[test]
fn cell_and_jump_notation_round_trip() {
    for i in 0..49u8 {
        let cell = Cell(i);
        assert_eq!(Cell::new(cell.col(), cell.row()), Some(cell));
        assert_eq!(cell.name(), cell.to_string());
        assert_eq!(Cell::parse(&cell.name()), Some(cell));
        assert_eq!(
            Cell::parse(&format!(" {} ", cell.name().to_uppercase())),
            Some(cell)
        );
    }
    assert_eq!(Cell::parse("d2"), Some(Cell(7 + 3)));
    assert_eq!(Cell::parse("a1"), Some(Cell(0)));
    assert_eq!(Cell::parse("g7"), Some(Cell(48)));
    for bad in [
        "", "d", "h1", "a0", "a8", "d10", "dd", "4d", "d 2", "é1", "d2-",
    ] {
        assert_eq!(Cell::parse(bad), None, "{bad:?}");
    }
    let d2 = Cell::parse("d2").unwrap();
    for text in [
        "d2-d4",
        "d2 d4",
        "d2d4",
        "d2→d4",
        "D2->D4",
        " d2 - d4 ",
        "d2 → d4",
    ] {
        assert_eq!(Jump::parse(text), Some((d2, CENTRE)), "{text:?}");
    }
    for bad in [
        "", "d2", "d2-", "d2--d4", "d2-d4-d6", "d2,d4", "x2-d4", "d2-d9", "→d4",
    ] {
        assert_eq!(Jump::parse(bad), None, "{bad:?}");
    }
    let jump = BoardKind::English
        .start()
        .jump(BoardKind::English, d2, CENTRE)
        .unwrap();
    assert_eq!(jump.to_string(), "d2-d4");
    assert_eq!(Jump::parse(&jump.to_string()), Some((jump.from, jump.to)));
    let json = serde_json::to_string(&jump).unwrap();
    assert_eq!(serde_json::from_str::<Jump>(&json).unwrap(), jump);
}

#[test]
fn position_text_round_trips() {
    let english = BoardKind::English;
    let french = BoardKind::French;
    assert_eq!(
        english.start().to_text(english),
        "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo"
    );
    assert_eq!(
        french.start().to_text(french),
        "ooo/ooooo/ooooooo/ooo.ooo/ooooooo/ooooo/ooo"
    );
    for (kind, pos) in sample_positions(200, 2) {
        let text = pos.to_text(kind);
        assert_eq!(Position::parse(kind, &text), Ok(pos), "{text}");
        assert_eq!(Position::parse(kind, &text.replace('/', "\n")), Ok(pos));
        let wide: Vec<String> = (0..7u8)
            .map(|row| {
                (0..7u8)
                    .map(|col| {
                        let cell = Cell::new(col, row).unwrap();
                        match (kind.contains(cell), pos.has(cell)) {
                            (false, _) if col % 2 == 0 => '-',
                            (false, _) => ' ',
                            (true, true) => 'O',
                            (true, false) => '0',
                        }
                    })
                    .collect()
            })
            .collect();
        assert_eq!(Position::parse(kind, &wide.join("/")), Ok(pos));
        assert_eq!(Position::parse(kind, &(wide.join("\r\n") + "\n")), Ok(pos));
    }
    let start = english.start();
    for ok in [
        "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo",
        "111/111/1111111/1110111/1111111/111/111",
        "--ooo--/--ooo--/ooooooo/ooo.ooo/ooooooo/  ooo  /ooo",
        "\nooo\nooo\nooooooo\nooo.ooo\nooooooo\nooo\nooo\n",
    ] {
        assert_eq!(Position::parse(english, ok), Ok(start), "{ok:?}");
    }
    let empty_board = Position::parse(english, ".../.../......./......./......./.../...");
    assert_eq!(empty_board, Ok(Position(0)));
    for bad in [
        "",
        "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo",
        "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo/ooo",
        "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/oo",
        "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/oooo",
        "ooo/ooo/ooooooo/oooxooo/ooooooo/ooo/ooo",
        "ooo/ooo/ooooooo/ooo ooo/ooooooo/ooo/ooo",
        "ooo/ooo/ooooooo/ooo-ooo/ooooooo/ooo/ooo",
        "o-ooo--/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo",
        "--o-o--/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo",
        "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo/",
        " ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo",
        "ooo//ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo",
    ] {
        assert_eq!(
            Position::parse(english, bad),
            Err(SolitaireError::BadPosition),
            "{bad:?}"
        );
    }
    // The French rows 2 and 6 have five holes; the English form does not read there.
    assert_eq!(
        Position::parse(french, "ooo/ooo/ooooooo/ooo.ooo/ooooooo/ooo/ooo"),
        Err(SolitaireError::BadPosition)
    );
    assert_eq!(
        Position::parse(french, "ooo/-ooooo-/ooooooo/ooo.ooo/ooooooo/ooooo/ooo"),
        Ok(french.start())
    );
}

#[test]
fn english_start_is_solved() {
    let kind = BoardKind::English;
    let jumps = solve(kind, kind.start()).expect("the English board has a solution");
    assert_eq!(jumps.len(), 31);
    assert_eq!(replay(kind, kind.start(), &jumps).pegs(), 1);
    assert_eq!(solve(kind, kind.start()), Some(jumps), "deterministic");
}

#[test]
fn french_start_has_no_one_peg_finish() {
    let kind = BoardKind::French;
    // The class argument alone: no single hole has the start's class.
    let class = position_class(kind.start());
    assert!(
        (0..49u8)
            .filter(|&i| kind.contains(Cell(i)))
            .all(|i| position_class(Position(1 << i)) != class)
    );
    assert!(lower_bound(kind, kind.start()) >= 2);
    assert_eq!(solve(kind, kind.start()), None);
    // Two pegs are possible.
    let hint = hint(kind, kind.start());
    assert_eq!((hint.winnable, hint.best_pegs), (false, 2));
}

#[test]
#[ignore = "enumerates every position reachable on the French board: minutes and about 2 GB in release"]
fn french_start_has_no_one_peg_finish_exhaustively() {
    let kind = BoardKind::French;
    let counts = count_reachable(kind, kind.start());
    // One entry per peg count from 36 down to 2: no position with one peg is reachable.
    assert_eq!(counts.len(), 35);
    assert!(counts[34] > 0);
}

/// The image of `pegs` under symmetry `s` (0..8) of the square, by coordinates.
fn image_by_coordinates(pegs: u64, s: usize) -> u64 {
    let mut out = 0u64;
    for i in (0..49).filter(|i| pegs >> i & 1 == 1) {
        let (mut x, mut y) = (i % 7, i / 7);
        if s & 1 == 1 {
            x = 6 - x;
        }
        if s & 2 == 2 {
            y = 6 - y;
        }
        if s & 4 == 4 {
            (x, y) = (y, x);
        }
        out |= 1 << (y * 7 + x);
    }
    out
}

#[test]
fn reachable_positions_are_counted_exactly() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for kind in BoardKind::ALL {
        let jumps = all_jumps(kind);
        for i in 0..20 {
            let pos = random_subset(kind, &mut rng, 6 + i % 6);
            let mut level = vec![pos.0];
            let mut counts = Vec::new();
            while !level.is_empty() {
                let mut canon: Vec<u64> = level
                    .iter()
                    .map(|&p| (0..8).map(|s| image_by_coordinates(p, s)).min().unwrap())
                    .collect();
                canon.sort_unstable();
                canon.dedup();
                counts.push(canon.len());
                let mut next = Vec::new();
                for &p in &level {
                    for &(a, b, c) in &jumps {
                        if p >> a & 1 == 1 && p >> b & 1 == 1 && p >> c & 1 == 0 {
                            next.push(p & !(1 << a) & !(1 << b) | 1 << c);
                        }
                    }
                }
                next.sort_unstable();
                next.dedup();
                level = next;
            }
            assert_eq!(count_reachable(kind, pos), counts, "{}", pos.to_text(kind));
        }
    }
}

#[test]
fn small_solves_replay() {
    let kind = BoardKind::English;
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let jumps = all_jumps(kind);
    for _ in 0..60 {
        let pos = random_subset(kind, &mut rng, 9);
        let fewest = brute_fewest(&jumps, pos.0, &mut HashMap::new());
        match solve(kind, pos) {
            Some(path) => assert_eq!(replay(kind, pos, &path).pegs(), 1),
            None => assert!(fewest > 1, "{}", pos.to_text(kind)),
        }
        assert_eq!(solve(kind, pos).is_some(), fewest == 1);
    }
    assert_eq!(solve(kind, Position(0)), None);
    assert_eq!(solve(kind, Position(CENTRE.bit())), Some(Vec::new()));
}

#[test]
fn class_never_changes_and_bounds_hold() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for (kind, pos) in sample_positions(400, 5) {
        let class = position_class(pos);
        for jump in pos.moves(kind) {
            assert_eq!(position_class(pos.apply(kind, jump).unwrap()), class);
        }
        let bound = lower_bound(kind, pos);
        assert!(bound >= 1 && bound <= pos.pegs());
        if !pos.can_move(kind) {
            assert_eq!(bound, pos.pegs());
        }
    }
    // Against brute force on small positions, reachable and not.
    for kind in BoardKind::ALL {
        let jumps = all_jumps(kind);
        for i in 0..300 {
            let pos = random_subset(kind, &mut rng, 3 + i % 10);
            let fewest = brute_fewest(&jumps, pos.0, &mut HashMap::new());
            let bound = lower_bound(kind, pos);
            assert!(bound <= fewest, "{kind:?} {}", pos.to_text(kind));
        }
    }
}

#[test]
fn symmetries_map_boards_to_themselves() {
    for (kind, pos) in sample_positions(100, 6) {
        let images = images(pos);
        let canon = canonical(pos);
        assert_eq!(canon, *images.iter().min().unwrap());
        for image in images {
            assert_eq!(image.pegs(), pos.pegs());
            assert_eq!(image.0 & !kind.holes(), 0);
            assert_eq!(canonical(image), canon);
            assert_eq!(image.moves(kind).len(), pos.moves(kind).len());
            assert!((0..8).any(|s| image_by_coordinates(pos.0, s) == image.0));
            if pos.pegs() <= 12 {
                assert_eq!(fewest_pegs(kind, image), fewest_pegs(kind, pos));
            }
        }
        let hole_images = images_of_holes(kind);
        assert!(hole_images.iter().all(|&h| h == kind.holes()));
    }
}

/// The eight images of a board's set of holes.
fn images_of_holes(kind: BoardKind) -> [u64; 8] {
    images(Position(kind.holes())).map(|p| p.0)
}

/// Checks a hint (with the endgame tables from the start, with none built, and as the bot
/// searches) against brute force:
/// the best count, the verdict, and that the advised jump is legal and keeps the best count in
/// reach.
fn check_hint(kind: BoardKind, jumps: &[(usize, usize, usize)], pos: Position) {
    let mut memo = HashMap::new();
    let fewest = brute_fewest(jumps, pos.0, &mut memo);
    let text = pos.to_text(kind);
    assert_eq!(fewest_pegs(kind, pos), fewest, "{kind:?} {text}");
    for hint in [
        hint(kind, pos),
        hint_with_endgames(kind, pos),
        hint_without_endgames(kind, pos),
    ] {
        assert_eq!(hint.best_pegs, fewest, "{kind:?} {text}");
        assert_eq!(hint.winnable, fewest == 1);
        match hint.mv {
            None => assert!(!pos.can_move(kind), "{text}"),
            Some(jump) => {
                let next = pos.apply(kind, jump).expect("a legal hint");
                assert_eq!(
                    brute_fewest(jumps, next.0, &mut memo),
                    fewest,
                    "{text} {jump}"
                );
            }
        }
    }
}

/// A random walk from the start to the first position with at most `pegs` pegs, or to a dead
/// end with more.
fn walk_down_to(kind: BoardKind, rng: &mut ChaCha8Rng, pegs: u32) -> Position {
    let mut pos = kind.start();
    while pos.pegs() > pegs {
        let options = pos.moves(kind);
        if options.is_empty() {
            break;
        }
        pos = pos
            .apply(kind, options[rng.random_range(0..options.len())])
            .unwrap();
    }
    pos
}

#[test]
fn hints_agree_with_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for kind in BoardKind::ALL {
        let jumps = all_jumps(kind);
        let mut checked = 0;
        while checked < 150 {
            let target = rng.random_range(2..=14);
            let pos = walk_down_to(kind, &mut rng, target);
            if pos.pegs() <= 14 {
                check_hint(kind, &jumps, pos);
                checked += 1;
            }
        }
        for i in 0..100 {
            check_hint(kind, &jumps, random_subset(kind, &mut rng, 2 + i % 12));
        }
    }
}

#[test]
fn hand_made_hints() {
    let kind = BoardKind::English;
    let jumps = all_jumps(kind);
    let at = |names: &[&str]| Position(names.iter().map(|n| Cell::parse(n).unwrap().bit()).sum());
    // Two pegs side by side: one jump wins.
    let two = at(&["c4", "d4"]);
    let h = hint(kind, two);
    assert_eq!((h.winnable, h.best_pegs), (true, 1));
    let mv = h.mv.map(|j| j.to_string());
    assert!(matches!(mv.as_deref(), Some("c4-e4" | "d4-b4")), "{mv:?}");
    // Two pegs apart: stuck.
    let apart = at(&["a3", "g5"]);
    assert_eq!(
        hint(kind, apart),
        Hint {
            winnable: false,
            best_pegs: 2,
            mv: None
        }
    );
    // One peg: already won.
    assert_eq!(hint(kind, at(&["d4"])).best_pegs, 1);
    // Empty board.
    assert_eq!(fewest_pegs(kind, Position(0)), 0);
    // A stuck peg in a corner arm and a winnable pair elsewhere: two at best.
    let stuck = at(&["c1", "e4", "f4"]);
    assert_eq!(fewest_pegs(kind, stuck), 2);
    for pos in [two, apart, stuck, at(&["c3", "c4", "d4", "e5", "e6"])] {
        check_hint(kind, &jumps, pos);
    }
}

#[test]
fn reachable_hints_replay() {
    // Following the hints from any position reaches exactly the promised count.
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for (kind, games, fewest_moves) in [(BoardKind::English, 6, 12), (BoardKind::French, 3, 18)] {
        for _ in 0..games {
            let moves = rng.random_range(fewest_moves..=fewest_moves + 10);
            let mut pos = random_reachable(kind, &mut rng, moves);
            let promised = hint(kind, pos).best_pegs;
            while let Some(jump) = hint(kind, pos).mv {
                pos = pos.apply(kind, jump).unwrap();
                assert_eq!(hint(kind, pos).best_pegs, promised, "{}", pos.to_text(kind));
            }
            assert_eq!(pos.pegs(), promised);
        }
    }
}

/// A position that reaches `finish` for sure: random jumps backwards from it (a peg at `to`
/// with `over` and `from` empty becomes pegs at `from` and `over`), up to `pegs` pegs or until
/// no backward jump is left.
fn random_unjumps(kind: BoardKind, rng: &mut ChaCha8Rng, finish: u64, pegs: u32) -> Position {
    let jumps = all_jumps(kind);
    let mut pos = finish;
    while pos.count_ones() < pegs {
        let options: Vec<_> = jumps
            .iter()
            .filter(|&&(a, b, c)| pos >> a & 1 == 0 && pos >> b & 1 == 0 && pos >> c & 1 == 1)
            .collect();
        if options.is_empty() {
            break;
        }
        let &(a, b, c) = options[rng.random_range(0..options.len())];
        pos = (pos | 1 << a | 1 << b) & !(1 << c);
    }
    Position(pos)
}

#[test]
fn endgame_tables_agree_with_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    for (kind, k, most) in [
        (BoardKind::English, 1, 14),
        (BoardKind::English, 2, 10),
        (BoardKind::French, 2, 10),
    ] {
        let jumps = all_jumps(kind);
        // A finish of the start's class: the centre, or the first such pair of holes.
        let class = position_class(kind.start());
        let holes: Vec<u64> = (0..49)
            .map(|i| 1 << i)
            .filter(|b| kind.holes() & b != 0)
            .collect();
        let finish = match k {
            1 => CENTRE.bit(),
            _ => holes
                .iter()
                .flat_map(|&a| holes.iter().map(move |&b| a | b))
                .find(|&pair| pair.count_ones() == 2 && position_class(Position(pair)) == class)
                .unwrap(),
        };
        assert_eq!(position_class(Position(finish)), class);
        let (mut yes, mut no) = (0, 0);
        for i in 0..300 {
            let pegs = rng.random_range(k + 1..=most);
            let pos = match i % 2 {
                0 => random_unjumps(kind, &mut rng, finish, pegs),
                _ => walk_down_to(kind, &mut rng, pegs),
            };
            let Some(verdict) = endgame_verdict(kind, pos, k) else {
                continue;
            };
            let fewest = brute_fewest(&jumps, pos.0, &mut HashMap::new());
            assert_eq!(verdict, fewest <= k, "{kind:?} k={k} {}", pos.to_text(kind));
            if verdict { yes += 1 } else { no += 1 }
        }
        assert!(yes > 50 && no > 20, "{kind:?} k={k}: {yes} yes, {no} no");
    }
    // Positions of another class, or with a peg off the board, get no table.
    let odd = Position(BoardKind::English.start().0 & !(1 << 2));
    assert_eq!(endgame_verdict(BoardKind::English, odd, 1), None);
    let off = Position(CENTRE.bit() | 1);
    assert_eq!(endgame_verdict(BoardKind::English, off, 2), None);
}
