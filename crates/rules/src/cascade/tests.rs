//! Tests of the Cascade rules and search: fixed examples, property tests over random boards
//! and random play, and a plain second implementation of the rules to check the board against.

use super::board::*;
use super::search::*;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

fn cell(text: &str) -> Cell {
    Cell::parse(text).expect("a test cell")
}

fn seeded(width: u8, height: u8, colours: u8, seed: u64) -> Board {
    Board::random(width, height, colours, &mut ChaCha8Rng::seed_from_u64(seed)).expect("a size")
}

/// The rules written plainly: a vector of columns, each listed from the bottom up, and a
/// recursive flood fill.
#[derive(Debug, Clone, PartialEq)]
struct Plain {
    width: usize,
    height: usize,
    columns: Vec<Vec<u8>>,
}

impl Plain {
    fn from_board(board: &Board) -> Plain {
        let (width, height) = (usize::from(board.width()), usize::from(board.height()));
        let columns = (0..width)
            .map(|col| {
                (0..height)
                    .rev()
                    .map(|row| {
                        board.get(Cell {
                            col: col as u8,
                            row: row as u8,
                        })
                    })
                    .filter(|&colour| colour != 0)
                    .collect()
            })
            .collect();
        Plain {
            width,
            height,
            columns,
        }
    }

    fn colour(&self, col: usize, up: usize) -> u8 {
        self.columns
            .get(col)
            .and_then(|column| column.get(up))
            .copied()
            .unwrap_or(0)
    }

    fn flood(&self, col: usize, up: usize, colour: u8, seen: &mut Vec<(usize, usize)>) {
        if self.colour(col, up) != colour || seen.contains(&(col, up)) {
            return;
        }
        seen.push((col, up));
        self.flood(col + 1, up, colour, seen);
        self.flood(col, up + 1, colour, seen);
        if col > 0 {
            self.flood(col - 1, up, colour, seen);
        }
        if up > 0 {
            self.flood(col, up - 1, colour, seen);
        }
    }

    /// Each removable group with its cells, in the board's order.
    fn groups(&self) -> Vec<(Group, Vec<Cell>)> {
        let mut done: Vec<(usize, usize)> = Vec::new();
        let mut groups = Vec::new();
        for col in 0..self.width {
            for up in 0..self.columns[col].len() {
                if done.contains(&(col, up)) {
                    continue;
                }
                let mut cells = Vec::new();
                self.flood(col, up, self.colour(col, up), &mut cells);
                done.extend(&cells);
                if cells.len() < 2 {
                    continue;
                }
                let &(rep_col, rep_up) = cells.iter().min_by_key(|&&(c, u)| (u, c)).unwrap();
                let size = cells.len() as u32;
                let group = Group {
                    colour: self.colour(col, up),
                    size,
                    cell: self.cell(rep_col, rep_up),
                    points: if size > 2 { (size - 2) * (size - 2) } else { 0 },
                };
                groups.push((group, cells.iter().map(|&(c, u)| self.cell(c, u)).collect()));
            }
        }
        groups.sort_by_key(|(g, _)| (std::cmp::Reverse(g.size), g.colour, g.cell));
        groups
    }

    fn cell(&self, col: usize, up: usize) -> Cell {
        Cell {
            col: col as u8,
            row: (self.height - 1 - up) as u8,
        }
    }

    fn remove(&mut self, target: Cell) -> u32 {
        let (col, up) = (
            usize::from(target.col),
            self.height - 1 - usize::from(target.row),
        );
        let mut cells = Vec::new();
        self.flood(col, up, self.colour(col, up), &mut cells);
        assert!(
            cells.len() >= 2,
            "the plain rules were asked to remove a lone block"
        );
        let mut marked = self.columns.clone();
        for &(c, u) in &cells {
            marked[c][u] = 0;
        }
        self.columns = marked
            .into_iter()
            .map(|column| {
                column
                    .into_iter()
                    .filter(|&colour| colour != 0)
                    .collect::<Vec<u8>>()
            })
            .filter(|column| !column.is_empty())
            .collect();
        self.columns.resize(self.width, Vec::new());
        let n = cells.len() as u32;
        (n - 2) * (n - 2)
    }

    fn to_text(&self) -> String {
        let mut text = String::new();
        for row in 0..self.height {
            let up = self.height - 1 - row;
            for col in 0..self.width {
                text.push(match self.colour(col, up) {
                    0 => '.',
                    colour => char::from(b'0' + colour - 1),
                });
            }
            text.push('\n');
        }
        text
    }
}

/// The best score of a board, by trying every sequence (small boards only).
fn brute_force(board: &Board, memo: &mut HashMap<Board, u32>) -> u32 {
    if let Some(&known) = memo.get(board) {
        return known;
    }
    let groups = board.groups();
    let best = if groups.is_empty() {
        board.final_bonus()
    } else {
        groups
            .iter()
            .map(|group| {
                let mut next = board.clone();
                let gained = next.remove(group.cell).unwrap();
                gained + brute_force(&next, memo)
            })
            .max()
            .unwrap()
    };
    memo.insert(board.clone(), best);
    best
}

/// Every block rests on the bottom or on a block, and no empty column has a filled one on
/// its right.
fn assert_settled(board: &Board) {
    let mut empty_column_seen = false;
    for col in 0..board.width() {
        let mut block_seen = false;
        for row in 0..board.height() {
            let filled = board.get(Cell { col, row }) != 0;
            assert!(
                !block_seen || filled,
                "a gap under a block in column {col}:\n{board}"
            );
            block_seen |= filled;
        }
        assert!(
            !(empty_column_seen && block_seen),
            "an empty column on the left:\n{board}"
        );
        empty_column_seen |= !block_seen;
    }
}

/// Every cell holding a block that has no neighbour of its colour.
fn lone_blocks(board: &Board) -> Vec<Cell> {
    let mut lone = Vec::new();
    for col in 0..board.width() {
        for row in 0..board.height() {
            let here = Cell { col, row };
            let colour = board.get(here);
            if colour == 0 {
                continue;
            }
            let neighbours = [
                Cell {
                    col: col.wrapping_sub(1),
                    row,
                },
                Cell { col: col + 1, row },
                Cell {
                    col,
                    row: row.wrapping_sub(1),
                },
                Cell { col, row: row + 1 },
            ];
            if neighbours.iter().all(|&n| board.get(n) != colour) {
                lone.push(here);
            }
        }
    }
    lone
}

fn first_empty(board: &Board) -> Option<Cell> {
    (0..board.width())
        .flat_map(|col| (0..board.height()).map(move |row| Cell { col, row }))
        .find(|&c| board.get(c) == 0)
}

#[test]
fn points_are_the_square_of_the_size_less_two() {
    assert_eq!([0, 1, 2, 3, 4, 10].map(points), [0, 0, 0, 1, 4, 64]);
}

#[test]
fn cells_read_and_show_as_typed() {
    assert_eq!(cell("c7"), Cell { col: 2, row: 6 });
    assert_eq!(Cell::parse(" C7 "), Some(Cell { col: 2, row: 6 }));
    assert_eq!(Cell::parse("z26"), Some(Cell { col: 25, row: 25 }));
    assert_eq!(cell("c7").to_string(), "c7");
    assert_eq!(Cell { col: 0, row: 25 }.to_string(), "a26");
    for bad in [
        "", "c", "7", "7c", "c0", "c27", "cc7", "c-1", "c+7", "é7", "c7x",
    ] {
        assert_eq!(Cell::parse(bad), None, "{bad:?}");
    }
}

#[test]
fn random_boards_check_their_size_and_colours() {
    let rng = &mut ChaCha8Rng::seed_from_u64(3);
    assert_eq!(Board::random(4, 10, 4, rng), Err(CascadeError::BadSize));
    assert_eq!(Board::random(10, 27, 4, rng), Err(CascadeError::BadSize));
    assert_eq!(Board::random(10, 10, 2, rng), Err(CascadeError::BadColours));
    assert_eq!(Board::random(10, 10, 6, rng), Err(CascadeError::BadColours));
    let board = Board::random(26, 5, 5, rng).unwrap();
    assert_eq!((board.width(), board.height(), board.colours()), (26, 5, 5));
    assert_eq!(board.blocks(), 130);
    assert_eq!(seeded(12, 9, 4, 77), seeded(12, 9, 4, 77));
    assert_ne!(seeded(12, 9, 4, 77), seeded(12, 9, 4, 78));
}

#[test]
fn rows_are_counted_from_the_top() {
    let board = Board::parse("01234\n12340\n23401\n34012\n40123\n").unwrap();
    assert_eq!(board.get(cell("a1")), 1);
    assert_eq!(board.get(cell("b1")), 2);
    assert_eq!(board.get(cell("a2")), 2);
    assert_eq!(board.get(cell("e5")), 4);
    assert_eq!(board.get(cell("f1")), 0);
    assert_eq!(board.get(cell("a6")), 0);
    assert_eq!(board.colours(), 5);
    // Every block is alone: a diagonal pattern.
    assert!(board.is_over());
    assert!(board.groups().is_empty());
    assert_eq!(board.final_bonus(), 0);
}

#[test]
fn a_removal_drops_the_blocks_and_closes_the_columns() {
    let mut board = Board::parse(
        "\
12000
01210
01120
00121
00100
",
    )
    .unwrap();
    // The 0s of columns a and b, left: six blocks in all.
    let group = board.group_at(cell("a3")).unwrap();
    assert_eq!(
        group,
        Group {
            colour: 1,
            size: 6,
            cell: cell("a5"),
            points: 16
        }
    );
    assert_eq!(board.groups()[0], group);
    assert_eq!(
        board.remove(cell("b1")),
        Err(CascadeError::Lone(cell("b1")))
    );
    assert_eq!(board.remove(cell("b5")), Ok(16));
    assert_eq!(board.to_text(), "..000\n..210\n.2120\n.1121\n11100\n");
    assert_eq!(board.blocks(), 19);
    // Emptying the first column moves the others left.
    let mut board = Board::parse("10000\n10000\n10000\n10000\n10000\n").unwrap();
    assert_eq!(board.remove(cell("a5")), Ok(9));
    assert_eq!(board.to_text(), "0000.\n".repeat(5));
    assert_eq!(board.remove(cell("c2")), Ok(324));
    assert!(board.is_cleared() && board.is_over());
    assert_eq!(board.final_bonus(), CLEAR_BONUS);
}

#[test]
fn moves_off_the_board_or_on_empty_cells_are_refused() {
    let mut board = Board::parse("0....\n01...\n01...\n0122.\n01221\n").unwrap();
    let before = board.clone();
    assert_eq!(
        board.remove(cell("f1")),
        Err(CascadeError::OffBoard(cell("f1")))
    );
    assert_eq!(
        board.remove(cell("a6")),
        Err(CascadeError::OffBoard(cell("a6")))
    );
    assert_eq!(
        board.remove(cell("b1")),
        Err(CascadeError::Empty(cell("b1")))
    );
    assert_eq!(
        board.remove(cell("e4")),
        Err(CascadeError::Empty(cell("e4")))
    );
    assert_eq!(
        board.remove(cell("e5")),
        Err(CascadeError::Lone(cell("e5")))
    );
    assert_eq!(
        board.group_at(cell("e5")),
        Err(CascadeError::Lone(cell("e5")))
    );
    assert_eq!(board, before);
}

#[test]
fn the_text_form_round_trips() {
    for seed in 0..20 {
        let mut board = seeded(5 + (seed % 22) as u8, 26 - (seed % 22) as u8, 5, seed);
        for _ in 0..=seed % 5 {
            if let Some(g) = board.groups().first() {
                board.remove(g.cell).unwrap();
            }
        }
        let text = board.to_text();
        assert_eq!(text.lines().count(), usize::from(board.height()));
        let back = Board::parse(&text).unwrap();
        assert_eq!(back.to_text(), text);
        if back.colours() == board.colours() {
            assert_eq!(back, board);
        }
    }
}

#[test]
fn the_serialized_form_is_compact_and_round_trips() {
    let mut board = seeded(15, 15, 5, 1);
    let json = serde_json::to_string(&board).unwrap();
    assert!(json.len() < 15 * 16 + 60, "{json}");
    assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
    board.remove(board.groups()[0].cell).unwrap();
    let json = serde_json::to_string(&board).unwrap();
    assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
    // A cleared board is stored too; it keeps its colours.
    let mut cleared = Board::parse("00000\n00000\n00000\n00000\n00000\n").unwrap();
    cleared.remove(cell("a1")).unwrap();
    let json = serde_json::to_string(&cleared).unwrap();
    let back: Board = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (back.clone(), back.colours(), back.is_cleared()),
        (cleared, 1, true)
    );
    // Colours that do not fit the cells are refused.
    let lying = r#"{"colours":2,"cells":"01234\n01234\n01234\n01234\n01234\n"}"#;
    assert!(serde_json::from_str::<Board>(lying).is_err());
}

#[test]
fn the_text_form_accepts_dots_spaces_and_trailing_whitespace() {
    let dotted = Board::parse("0....\n01...\n01...\n0122.\n01221\n").unwrap();
    let spaced = Board::parse("0   .\r\n01  .\r\n01 ..\r\n0122.  \r\n01221\r\n\r\n  \n").unwrap();
    assert_eq!(dotted, spaced);
    assert_eq!(dotted.colours(), 3);
    assert_eq!(dotted.blocks(), 14);
}

#[test]
fn bad_board_texts_are_refused() {
    let bad_text = |text: &str| matches!(Board::parse(text), Err(CascadeError::BadText(_)));
    assert!(bad_text("01234\n0123\n01234\n01234\n01234\n"), "ragged");
    assert!(bad_text("01234\n01234\n01254\n01234\n01234\n"), "a 5");
    assert!(bad_text("01234\n01234\n01x34\n01234\n01234\n"), "an x");
    assert!(
        bad_text("01234\n01.34\n01234\n01234\n01234\n"),
        "a gap under a block"
    );
    assert!(
        bad_text(".1234\n.1234\n.1234\n.1234\n.1234\n"),
        "an empty first column"
    );
    assert_eq!(Board::parse(""), Err(CascadeError::BadSize));
    assert_eq!(
        Board::parse("0123\n0123\n0123\n0123\n0123\n"),
        Err(CascadeError::BadSize)
    );
    assert_eq!(
        Board::parse("01234\n01234\n01234\n01234\n"),
        Err(CascadeError::BadSize)
    );
    let wide = format!("{}\n", "0".repeat(27)).repeat(5);
    assert_eq!(Board::parse(&wide), Err(CascadeError::BadSize));
    let tall = "01234\n".repeat(27);
    assert_eq!(Board::parse(&tall), Err(CascadeError::BadSize));
    let largest = format!("{}\n", "01".repeat(13)).repeat(26);
    assert_eq!(
        Board::parse(&largest).map(|b| (b.width(), b.height())),
        Ok((26, 26))
    );
    assert_eq!(
        Board::parse(".....\n.....\n.....\n.....\n.....\n"),
        Err(CascadeError::BadColours)
    );
}

#[test]
fn greedy_and_search_replay_to_the_end_with_their_scores() {
    for seed in 0..4 {
        let board = seeded(8 + seed as u8, 7, 3 + (seed % 3) as u8, seed);
        let greedy = greedy(&board);
        let (end, score) = replay(&board, &greedy.moves).unwrap();
        assert!(end.is_over());
        assert_eq!(score, greedy.score);
        for (k, &m) in greedy.moves.iter().enumerate() {
            let (before, _) = replay(&board, &greedy.moves[..k]).unwrap();
            assert_eq!(before.groups()[0].cell, m, "greedy takes the largest group");
        }
        let found = search(
            &board,
            Budget::Nodes(20_000),
            &mut ChaCha8Rng::seed_from_u64(seed),
        );
        let (end, score) = replay(&board, &found.moves).unwrap();
        assert!(end.is_over());
        assert_eq!(score, found.score);
        assert!(found.score >= greedy.score);
        for (k, &m) in found.moves.iter().enumerate() {
            let (before, _) = replay(&board, &found.moves[..k]).unwrap();
            assert_eq!(
                before.group_at(m).unwrap().cell,
                m,
                "moves are representatives"
            );
        }
    }
}

#[test]
fn replay_refuses_an_illegal_move() {
    let board = Board::parse("0....\n01...\n01...\n0122.\n01221\n").unwrap();
    assert_eq!(
        replay(&board, &[cell("e5")]),
        Err(CascadeError::Lone(cell("e5")))
    );
    let (after, score) = replay(&board, &[cell("a1")]).unwrap();
    assert_eq!((after.blocks(), score), (9, 9));
}

#[test]
fn search_with_a_node_budget_is_deterministic() {
    let board = seeded(10, 10, 4, 5);
    let run = |seed| {
        search(
            &board,
            Budget::Nodes(30_000),
            &mut ChaCha8Rng::seed_from_u64(seed),
        )
    };
    assert_eq!(run(9), run(9));
    let time = search(
        &board,
        Budget::Time(std::time::Duration::ZERO),
        &mut rand::rng(),
    );
    assert_eq!(time, greedy(&board), "no time: the greedy answer");
}

#[test]
fn the_probes_remainder_is_the_remainder() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let edges = (0..2_000u32).chain(u32::MAX - 2_000..=u32::MAX);
    let random = (0..20_000).map(|_| rand::RngExt::random::<u32>(&mut rng));
    let numbers: Vec<u32> = edges.chain(random).collect();
    for d in 1..=usize::from(MAX_SIDE) {
        for &n in &numbers {
            let n = n as usize;
            assert_eq!(remainder(n, d), n % d, "{n} % {d}");
        }
    }
}

/// The search's answers on fixed boards and seeds, as the search gives them: a change that
/// only makes it faster keeps every one (`cargo bench --bench cascade` compares 20 larger
/// searches).
#[test]
fn the_search_keeps_its_answers() {
    let answers: Vec<(u32, usize)> = [
        (10, 10, 4, 1),
        (10, 10, 4, 2),
        (15, 15, 5, 3),
        (8, 12, 3, 4),
    ]
    .into_iter()
    .map(|(width, height, colours, seed)| {
        let board = seeded(width, height, colours, seed);
        let found = search(
            &board,
            Budget::Nodes(40_000),
            &mut ChaCha8Rng::seed_from_u64(100 + seed),
        );
        (found.score, found.moves.len())
    })
    .collect();
    // As the search gave them before its probes read a remainder without dividing and a
    // removal let only the blocks above it fall.
    assert_eq!(answers, [(2128, 20), (1230, 30), (1699, 52), (2324, 14)]);
}

#[test]
fn search_beats_greedy() {
    let (mut greedy_total, mut search_total) = (0, 0);
    for seed in 0..4 {
        let board = seeded(10, 10, 4, 100 + seed);
        greedy_total += greedy(&board).score;
        let rng = &mut ChaCha8Rng::seed_from_u64(seed);
        search_total += search(&board, Budget::Nodes(40_000), rng).score;
    }
    assert!(
        search_total > greedy_total,
        "search {search_total}, greedy {greedy_total}"
    );
}

#[test]
fn search_finds_the_best_score_of_small_boards() {
    for seed in 0..4 {
        let board = seeded(6, 6, 3 + (seed % 2) as u8, 40 + seed);
        let best = brute_force(&board, &mut HashMap::new());
        let rng = &mut ChaCha8Rng::seed_from_u64(seed);
        let found = search(&board, Budget::Nodes(5_000_000), rng);
        assert_eq!(found.score, best, "board {seed}:\n{board}");
        assert_eq!(replay(&board, &found.moves).unwrap().1, best);
    }
}

#[test]
fn hints_are_groups_of_the_board() {
    let board = seeded(10, 10, 4, 11);
    let rng = &mut ChaCha8Rng::seed_from_u64(1);
    let hint = hint(&board, Budget::Nodes(20_000), rng).unwrap();
    assert_eq!(board.group_at(hint.cell), Ok(hint));
    let over = Board::parse("01234\n12340\n23401\n34012\n40123\n").unwrap();
    assert_eq!(super::search::hint(&over, Budget::Nodes(20_000), rng), None);
}

/// A random board and a sequence of choices to play on it.
fn board_and_choices() -> impl Strategy<Value = (Board, Vec<(usize, usize)>)> {
    (
        5u8..=12,
        5u8..=12,
        3u8..=5,
        any::<u64>(),
        prop::collection::vec((0..1000usize, 0..1000usize), 0..80),
    )
        .prop_map(|(width, height, colours, seed, choices)| {
            (seeded(width, height, colours, seed), choices)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn play_keeps_the_rules((board, choices) in board_and_choices()) {
        let start = board.clone();
        let mut board = board;
        let mut score = 0;
        let mut moves = Vec::new();
        for (pick, at) in choices {
            let groups = board.groups();
            prop_assert_eq!(board.is_over(), groups.is_empty());
            prop_assert!(groups.windows(2).all(|w| w[0].size >= w[1].size));
            // Refusals leave the board as it was.
            let before = board.clone();
            let off = Cell { col: board.width(), row: (at % 26) as u8 };
            prop_assert_eq!(board.remove(off), Err(CascadeError::OffBoard(off)));
            if let Some(&lone) = lone_blocks(&board).get(at % 7) {
                prop_assert_eq!(board.remove(lone), Err(CascadeError::Lone(lone)));
            }
            if let Some(empty) = first_empty(&board) {
                prop_assert_eq!(board.remove(empty), Err(CascadeError::Empty(empty)));
            }
            prop_assert_eq!(&board, &before);
            if groups.is_empty() {
                break;
            }
            let group = groups[pick % groups.len()];
            let blocks = board.blocks();
            let gained = board.remove(group.cell).unwrap();
            moves.push(group.cell);
            score += gained;
            prop_assert_eq!(gained, points(group.size));
            prop_assert_eq!(board.blocks(), blocks - group.size);
            prop_assert_eq!(board.final_bonus() == CLEAR_BONUS, board.is_cleared());
            prop_assert_eq!(board.is_cleared(), board.blocks() == 0);
            assert_settled(&board);
        }
        // Replaying the moves reaches the same board, with the bonus counted once if cleared.
        prop_assert_eq!(replay(&start, &moves), Ok((board.clone(), score + board.final_bonus())));
    }

    #[test]
    fn the_board_agrees_with_the_plain_rules((board, choices) in board_and_choices()) {
        let mut board = board;
        let mut plain = Plain::from_board(&board);
        for (pick, at) in choices {
            let groups = plain.groups();
            let found: Vec<Group> = groups.iter().map(|(g, _)| *g).collect();
            prop_assert_eq!(board.groups(), found);
            if groups.is_empty() {
                prop_assert!(board.is_over());
                break;
            }
            // Remove the group through any of its blocks.
            let (group, cells) = &groups[pick % groups.len()];
            let target = cells[at % cells.len()];
            prop_assert_eq!(board.group_at(target), Ok(*group));
            let gained = board.remove(target).unwrap();
            prop_assert_eq!(gained, plain.remove(target));
            prop_assert_eq!(board.to_text(), plain.to_text());
        }
    }
}
