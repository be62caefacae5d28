//! The kept equities checked against independent enumerations and published figures, and
//! the equilibrium's exploitability checked by a second, hand-by-hand implementation.

use super::class::{CLASSES, Class, HANDS, all_hands};
use super::matchup::{BOARDS, matchups, showdowns};
use super::*;
use crate::holdem::equity::equity;
use crate::holdem::test_cards::*;

fn class(name: &str) -> Class {
    Class::all()
        .find(|c| c.to_string() == name)
        .unwrap_or_else(|| panic!("{name}"))
}

/// The classes lie on the chart as charts draw them, hold 1,326 hands between them, and
/// every hand falls in the class that lists it.
#[test]
fn the_classes_lie_on_the_chart() {
    assert_eq!(Class::of(hole("AS AH")).to_string(), "AA");
    assert_eq!(Class::of(hole("AS KS")), Class::at(0, 1).expect("a cell"));
    assert_eq!(Class::of(hole("KD AS")), Class::at(1, 0).expect("a cell"));
    assert_eq!(Class::of(hole("7H 2H")).to_string(), "72s");
    assert_eq!(Class::of(hole("2H 7C")).to_string(), "72o");
    assert_eq!(Class::of(hole("TH 9C")).to_string(), "T9o");
    assert_eq!(Class::of(hole("2C 2D")), Class::at(12, 12).expect("a cell"));
    let names: std::collections::BTreeSet<String> = Class::all().map(|c| c.to_string()).collect();
    assert_eq!(names.len(), CLASSES);
    assert_eq!(Class::all().filter(|c| c.is_pair()).count(), 13);
    assert_eq!(Class::all().filter(|c| c.is_suited()).count(), 78);
    let mut total = 0;
    for c in Class::all() {
        let hands = c.hands();
        assert_eq!(hands.len() as u32, c.combos(), "{c}");
        assert!(
            hands
                .iter()
                .all(|&h| Class::of(h) == c && Class::of([h[1], h[0]]) == c)
        );
        total += hands.len();
    }
    assert_eq!(total, HANDS);
    assert_eq!(all_hands().count(), HANDS);
}

/// The disjoint hand pairs of each class pair, counted directly over every pair of the
/// 1,326 hands; a few by hand: aces against aces leave one pair of aces to each of the six,
/// suited ace-king against offsuit leaves an ace and a king of the three other suits, six
/// of the nine suit pairs offsuit.
#[test]
fn the_hand_pairs_are_counted_directly() {
    let hands: Vec<[crate::cards::Card; 2]> = all_hands().collect();
    let mut counted = vec![0u32; CLASSES * CLASSES];
    for a in &hands {
        for b in &hands {
            if a.iter().all(|card| !b.contains(card)) {
                counted[Class::of(*a).index() * CLASSES + Class::of(*b).index()] += 1;
            }
        }
    }
    let e = equities();
    for a in Class::all() {
        for b in Class::all() {
            assert_eq!(e.hand_pairs(a, b), counted[a.index() * CLASSES + b.index()]);
        }
    }
    assert_eq!(
        counted.iter().map(|&n| u64::from(n)).sum::<u64>(),
        1_624_350
    );
    let n = |a: &str, b: &str| e.hand_pairs(class(a), class(b));
    assert_eq!(n("AA", "AA"), 6);
    assert_eq!(n("AA", "KK"), 36);
    assert_eq!(n("AKs", "AKo"), 24);
    assert_eq!(n("AKo", "AKs"), 24);
    assert_eq!(n("AKs", "AKs"), 12);
    assert_eq!(n("72s", "AKo"), 48);
}

/// Renaming the suits and the hands' order leaves 47,008 distinct matchups of the
/// 1,624,350 ordered pairs of disjoint hands, the number published for heads-up Hold'em
/// (jazbo.com's "Heads-up hold'em" tables), and each stands for whole class pairs.
#[test]
fn the_distinct_matchups_number_47008() {
    let m = matchups();
    assert_eq!(m.distinct.len(), 47_008);
    assert_eq!(m.stands_for.len(), 47_008);
    let total: u64 = m
        .stands_for
        .iter()
        .flatten()
        .map(|&(.., n)| u64::from(n))
        .sum();
    assert_eq!(total, 1_624_350);
    // A matchup stands for its hand pairs both ways round, the first hand's side turned.
    for group in &m.stands_for {
        for &(a, b, swapped, n) in group.iter().filter(|&&(a, b, ..)| a != b) {
            assert!(group.contains(&(b, a, !swapped, n)), "{a} {b}");
        }
    }
    let e = equities();
    let mut by_pair = vec![0u32; CLASSES * CLASSES];
    for &(a, b, _, n) in m.stands_for.iter().flatten() {
        by_pair[a.index() * CLASSES + b.index()] += n;
    }
    for a in Class::all() {
        for b in Class::all() {
            assert_eq!(by_pair[a.index() * CLASSES + b.index()], e.hand_pairs(a, b));
        }
    }
}

/// One matchup over every board, against the equity module's enumeration: the same wins
/// and ties, either way round (one's wins the other's losses), and the same with the suits
/// renamed.
#[test]
fn showdowns_agree_with_the_equity_enumeration() {
    for (first, second) in [("AS KS", "QH QD"), ("7C 2C", "AH KD"), ("AH KH", "AD KC")] {
        let (a, b) = (hole(first), hole(second));
        let mine = showdowns(a, b);
        let theirs = equity(&[a, b], &[]).expect("an equity");
        assert_eq!(mine.wins + mine.ties + mine.losses, BOARDS);
        assert_eq!(theirs.boards, BOARDS);
        assert_eq!((mine.wins, mine.losses), (theirs.wins[0], theirs.wins[1]));
        let back = showdowns(b, a);
        assert_eq!(
            (back.wins, back.ties, back.losses),
            (mine.losses, mine.ties, mine.wins)
        );
    }
    // Spades and hearts swapped, clubs and diamonds.
    assert_eq!(
        showdowns(hole("AS KS"), hole("QH QD")),
        showdowns(hole("AH KH"), hole("QS QC"))
    );
}

/// Each hand pair of a class pair enumerated by the equity module and summed: the kept
/// table's wins and ties, exactly.
fn check_class_pair(a: &str, b: &str) {
    let (a, b) = (class(a), class(b));
    let (mut wins, mut ties, mut pairs) = (0u64, 0u64, 0u32);
    for x in a.hands() {
        for y in b.hands() {
            if x.iter().any(|card| y.contains(card)) {
                continue;
            }
            let e = equity(&[x, y], &[]).expect("an equity");
            wins += e.wins[0];
            ties += e.boards - e.wins[0] - e.wins[1];
            pairs += 1;
        }
    }
    let kept = equities().outcome(a, b);
    assert_eq!((kept.wins, kept.ties), (wins, ties), "{a} against {b}");
    assert_eq!(equities().hand_pairs(a, b), pairs);
}

#[test]
fn kept_suited_against_a_pair_equals_every_hand_pair_enumerated() {
    check_class_pair("AKs", "QQ");
    // The other way round: the pair's wins are the suited hand's losses.
    check_class_pair("QQ", "AKs");
}

#[test]
fn kept_hands_sharing_cards_equal_every_hand_pair_enumerated() {
    // Aces against aces (six pairs, all ties but flushes), and the two ace-kings.
    check_class_pair("AA", "AA");
    check_class_pair("AKo", "AKs");
}

/// The kept file reads back to the same bytes; every class pair's wins, ties and losses
/// add up to its boards; a class against itself wins as often as it loses.
#[test]
fn the_kept_table_is_whole_and_symmetric() {
    let e = equities();
    assert_eq!(e.to_bytes().as_deref(), Some(KEPT));
    let mut boards = 0u64;
    for a in Class::all() {
        for b in Class::all() {
            let (ab, ba) = (e.outcome(a, b), e.outcome(b, a));
            let total = e.boards(a, b);
            assert_eq!(e.boards(b, a), total);
            assert_eq!(ab.ties, ba.ties);
            assert_eq!(ab.wins + ab.ties + ba.wins, total, "{a} {b}");
            boards += total;
        }
        let own = e.outcome(a, a);
        assert_eq!(2 * own.wins + own.ties, e.boards(a, a), "{a}");
    }
    assert_eq!(boards, 1_624_350 * BOARDS);
    assert!(Equities::from_bytes(&KEPT[1..]).is_none());
    assert!(Equities::from_bytes(b"PFEQ").is_none());
}

/// Published figures: each class's equity against a random hand to seven decimals
/// (jazbo.com's exact table, ties counted half), suited seven-deuce against offsuit
/// ace-king in boards won (cardfight.com: 29,706,444 and 52,078,896), and the well-known
/// rounder ones: aces against kings about 82 %, suited ace-king against queens about 46 %,
/// deuces against offsuit ace-king about 52 %.
#[test]
fn equities_match_published_figures() {
    let e = equities();
    let against_random = |name: &str| {
        let a = class(name);
        let (mut share, mut boards) = (0.0, 0u64);
        for b in Class::all() {
            let o = e.outcome(a, b);
            share += o.wins as f64 + o.ties as f64 / 2.0;
            boards += e.boards(a, b);
        }
        share / boards as f64
    };
    for (name, published) in [
        ("AA", 0.8520371),
        ("KK", 0.8239568),
        ("JJ", 0.7746947),
        ("AKs", 0.6704463),
        ("77", 0.6623602),
    ] {
        let mine = against_random(name);
        assert!((mine - published).abs() < 1e-7, "{name}: {mine}");
    }
    let (seven_deuce, ace_king) = (class("72s"), class("AKo"));
    assert_eq!(e.outcome(seven_deuce, ace_king).wins, 29_706_444);
    assert_eq!(e.outcome(ace_king, seven_deuce).wins, 52_078_896);
    let suited = e.equity(class("AKs"), class("QQ"));
    assert!((0.455..0.465).contains(&suited), "{suited}");
    let aces = e.equity(class("AA"), class("KK"));
    assert!((0.815..0.825).contains(&aces), "{aces}");
    let deuces = e.equity(class("22"), class("AKo"));
    assert!((0.515..0.53).contains(&deuces), "{deuces}");
}

/// A second implementation of the game's results, hand by hand: every ordered pair of the
/// 1,326 hands that share no card is a deal of its own, each with the same chance, and its
/// called jam is settled with its class pair's equity. Returns the small blind's result with
/// both charts' ranges, with its best response against the big blind's, and against the big
/// blind's best response to its own, in big blinds a hand.
fn hand_by_hand(chart: &Chart) -> (f64, f64, f64) {
    let stack = chart.stack();
    let (small, big) = (stack.min(0.5), stack.min(1.0));
    let hands: Vec<[crate::cards::Card; 2]> = all_hands().collect();
    let e = equities();
    let mut deals = 0u64;
    // By the small blind's hand: its results folding, jamming into the big blind's range.
    let (mut played, mut best_jam) = (0.0, 0.0);
    // By the big blind's hand: the small blind's results as it calls and as it folds.
    let mut facing = vec![(0.0, 0.0); HANDS];
    for &a in &hands {
        let jam = chart.jam(a);
        let (mut folded, mut jammed) = (0.0, 0.0);
        for (j, &b) in hands.iter().enumerate() {
            if a.iter().any(|card| b.contains(card)) {
                continue;
            }
            let showdown = stack * (2.0 * e.equity(Class::of(a), Class::of(b)) - 1.0);
            let call = chart.call(b);
            deals += 1;
            folded -= small;
            jammed += call * showdown + (1.0 - call) * big;
            facing[j].0 += (1.0 - jam) * -small + jam * showdown;
            facing[j].1 += (1.0 - jam) * -small + jam * big;
        }
        played += (1.0 - jam) * folded + jam * jammed;
        best_jam += folded.max(jammed);
    }
    let best_call: f64 = facing.iter().map(|&(call, fold)| call.min(fold)).sum();
    assert_eq!(deals, 1_624_350);
    let deals = deals as f64;
    (played / deals, best_jam / deals, best_call / deals)
}

/// At 5, 10 and 15 big blinds: the best responses worked out hand by hand gain at most
/// 1 mbb a hand between them, as the solver measured, and the value is the solver's.
#[test]
fn the_equilibrium_is_within_one_mbb_by_a_second_count() {
    for stack in [5.0, 10.0, 15.0] {
        let chart = chart(stack).expect("a stack in range");
        let (value, best_jam, best_call) = hand_by_hand(chart);
        let exploitability = (best_jam - best_call) / 2.0 * 1000.0;
        assert!(exploitability <= 1.0, "{stack} bb: {exploitability} mbb");
        assert!(exploitability >= 0.0, "{stack} bb: {exploitability} mbb");
        assert!(
            (exploitability - chart.exploitability_mbb()).abs() < 1e-6,
            "{stack} bb: {exploitability} against {}",
            chart.exploitability_mbb()
        );
        assert!((value - chart.value()).abs() < 1e-9, "{stack} bb");
        // Neither side can be pushed further than the exploitability allows.
        assert!(best_jam >= value - 1e-9 && best_call <= value + 1e-9);
    }
}

/// Published heads-up push/fold charts (no antes): the small blind jams about 70 % of its
/// hands at 5 big blinds, about 50 % at 15, fewer as the stacks deepen; aces always jam
/// and call, seven-deuce offsuit folds at 15.
#[test]
fn the_ranges_look_like_published_charts() {
    let shares: Vec<f64> = [5.0, 10.0, 15.0]
        .iter()
        .map(|&s| chart(s).expect("a stack in range").jam_share())
        .collect();
    assert!((0.62..0.90).contains(&shares[0]), "{shares:?}");
    assert!((0.50..0.75).contains(&shares[1]), "{shares:?}");
    assert!((0.42..0.62).contains(&shares[2]), "{shares:?}");
    assert!(shares[0] > shares[1] && shares[1] > shares[2], "{shares:?}");
    for stack in [5.0, 10.0, 15.0] {
        let c = chart(stack).expect("a stack in range");
        assert!(c.jam(hole("AS AH")) > 0.999 && c.call(hole("AS AH")) > 0.999);
        assert!(c.call_share() < c.jam_share(), "{stack}");
    }
    let deep = chart(15.0).expect("a stack in range");
    assert!(deep.jam(hole("7S 2H")) < 0.001 && deep.call(hole("7S 2H")) < 0.001);
}

/// Stacks are looked up by tenths, and refused outside (0, 25].
#[test]
fn charts_are_kept_by_the_tenth_and_stacks_out_of_range_are_refused() {
    let a = chart(7.3).expect("in range");
    let b = chart(7.26).expect("in range");
    assert!(std::ptr::eq(a, b));
    assert_eq!(a.stack(), 7.3);
    assert_eq!(chart(0.01).expect("in range").stack(), 0.1);
    for bad in [0.0, -1.0, 25.01, f64::NAN, f64::INFINITY] {
        assert!(chart(bad).is_err(), "{bad}");
    }
    assert!(chart(MAX_STACK).is_ok());
}

/// Every whole stack from 1 to 25 big blinds ends within a hundredth of a mbb a hand (the
/// target where the rounds allow), by the solver's measure.
#[test]
fn every_whole_stack_ends_near_the_equilibrium() {
    for stack in 1..=25 {
        let game = solve::Game::new(equities(), f64::from(stack));
        let solution = solve::solve(&game);
        let mbb = solution.exploitability * 1000.0;
        assert!((0.0..0.01).contains(&mbb), "{stack} bb: {mbb}");
        assert!(
            mbb <= solve::TARGET_MBB || solution.rounds == solve::MAX_ROUNDS,
            "{stack} bb"
        );
    }
}

/// HoldemResources' heads-up push/fold Nash chart (no antes): for each class, the deepest
/// stack at which the small blind jams it, row by row as charts draw them; `20+` at 20
/// big blinds and more, `*` a class whose range has gaps (left out).
const PUBLISHED_PUSH: [&str; 13] = [
    "20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+",
    "20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 19.9 19.3",
    "20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 16.3 13.5 12.7",
    "20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 18.6 14.7 13.5 10.6 8.5",
    "20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 11.9 10.5 7.7 6.5",
    "20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 20+ 14.4 6.9 4.9 3.7",
    "20+ 18.0 13.0 13.3 17.5 20+ 20+ 20+ 20+ 18.8 10.1 2.7 2.5",
    "20+ 16.1 10.3 8.5 9.0 10.8 14.7 20+ 20+ 20+ 13.9 2.5 2.1",
    "20+ 15.1 9.6 6.5 5.7 5.2 7.0 10.7 20+ 20+ 16.3 * 2.0",
    "20+ 14.2 8.9 6.0 4.1 3.5 3.0 2.6 2.4 20+ 20+ * 2.0",
    "20+ 13.1 7.9 5.4 3.8 2.7 2.3 2.1 2.0 2.1 20+ * 1.8",
    "20+ 12.2 7.5 5.0 3.4 2.5 1.9 1.8 1.7 1.8 1.6 20+ 1.7",
    "20+ 11.6 7.0 4.6 2.9 2.2 1.8 1.6 1.5 1.5 1.4 1.4 20+",
];

/// The small blind's range at 3, 5, 8, 10 and 15 big blinds against the published chart:
/// every class whose published stack is half a big blind or more above the stack is
/// jammed more often than not, every class half a big blind or more below it folded more
/// often than not, but for at most one class a stack: suited trash such as 84s and 94s,
/// nearly indifferent between a jam and a fold over a range of stacks, jams with gaps in
/// this game by class (84s jams at 7.5 and 10 big blinds, not at 8 or 9).
#[test]
fn the_jam_range_matches_the_published_nash_chart() {
    let published: Vec<Option<f64>> = PUBLISHED_PUSH
        .iter()
        .flat_map(|row| row.split_whitespace())
        .map(|cell| match cell {
            "20+" => Some(f64::INFINITY),
            "*" => None,
            stack => Some(stack.parse().expect("a stack")),
        })
        .collect();
    assert_eq!(published.len(), CLASSES);
    for stack in [3.0, 5.0, 8.0, 10.0, 15.0] {
        let chart = chart(stack).expect("a stack in range");
        let (mut compared, mut differ) = (0, Vec::new());
        for class in Class::all() {
            let Some(deepest) = published[class.index()] else {
                continue;
            };
            let jams = chart.jam_class(class) > 0.5;
            if deepest >= stack + 0.5 || deepest <= stack - 0.5 {
                compared += 1;
                if jams != (deepest > stack) {
                    differ.push(class.to_string());
                }
            }
        }
        assert!(compared > 150, "{stack} bb: {compared}");
        assert!(differ.len() <= 1, "{stack} bb: {differ:?}");
    }
}
