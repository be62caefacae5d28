//! Exact equity: every board that can complete the cards known, each hand's share of the
//! pot on it (a win, or 1/n of an n-way tie), as exact fractions, with the boards each hand
//! wins alone and those it ties for best on.

use super::eval::{Seven, Strength, Tables, tables};
use crate::cards::Card;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why an equity cannot be worked out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EquityError {
    #[error("between 2 and 9 hands are needed, not {0}")]
    Hands(usize),
    #[error("a hand is two cards")]
    HandSize,
    #[error("a board holds at most five cards, not {0}")]
    Board(usize),
    #[error("{0} is dealt twice")]
    Repeated(String),
}

/// A fraction in lowest terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fraction {
    pub numerator: u64,
    pub denominator: u64,
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl Fraction {
    pub fn new(numerator: u64, denominator: u64) -> Fraction {
        let g = gcd(numerator, denominator).max(1);
        Fraction {
            numerator: numerator / g,
            denominator: denominator / g,
        }
    }

    /// As a number (0.8126), for showing it.
    pub fn value(self) -> f64 {
        self.numerator as f64 / self.denominator.max(1) as f64
    }

    /// As a percentage, rounded to two decimals ("81.95").
    pub fn percent(self) -> String {
        // Hundredths of a percent, rounded half up, in whole numbers.
        let scaled = u128::from(self.numerator) * 10_000;
        let d = u128::from(self.denominator.max(1));
        let hundredths = (scaled * 2 + d) / (2 * d);
        format!("{}.{:02}", hundredths / 100, hundredths % 100)
    }
}

/// In lowest terms: a whole share (none, or all of it) as a whole number (`0`, `1`), the
/// rest as a fraction (`1/2`).
impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.numerator == 0 {
            return write!(f, "0");
        }
        let g = gcd(self.numerator, self.denominator).max(1);
        let (n, d) = (self.numerator / g, self.denominator / g);
        if d == 1 {
            write!(f, "{n}")
        } else {
            write!(f, "{n}/{d}")
        }
    }
}

/// Each hand's equity, in the order given, and the boards enumerated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Equity {
    pub shares: Vec<Fraction>,
    /// Each hand's boards won alone.
    pub wins: Vec<u64>,
    /// Each hand's boards tied for best, with one other hand or more.
    pub ties: Vec<u64>,
    pub boards: u64,
}

impl Equity {
    /// Hand `i`'s chance to win alone, as a fraction of the boards.
    pub fn win(&self, i: usize) -> Fraction {
        Fraction::new(self.wins.get(i).copied().unwrap_or(0), self.boards)
    }

    /// Hand `i`'s chance to tie for best, as a fraction of the boards.
    pub fn tie(&self, i: usize) -> Fraction {
        Fraction::new(self.ties.get(i).copied().unwrap_or(0), self.boards)
    }
}

/// The least common multiple of 1 to 9: every tie's share is a whole number of these.
const SHARES: u64 = 2520;

/// The exact equity of `hands` (two cards each, 2 to 9 of them) with `board` known (0 to 5
/// cards), by enumerating every completion of the board from the cards left.
pub fn equity(hands: &[[Card; 2]], board: &[Card]) -> Result<Equity, EquityError> {
    if !(2..=9).contains(&hands.len()) {
        return Err(EquityError::Hands(hands.len()));
    }
    if board.len() > 5 {
        return Err(EquityError::Board(board.len()));
    }
    let mut used = 0u64;
    for card in hands.iter().flatten().chain(board) {
        let bit = 1u64 << card.index();
        if used & bit != 0 {
            return Err(EquityError::Repeated(card.to_string()));
        }
        used |= bit;
    }
    let left: Vec<Seven> = (0..52)
        .filter(|i| used >> i & 1 == 0)
        .filter_map(Card::from_index)
        .map(Seven::of)
        .collect();
    let known = board.iter().fold(Seven::default(), |s, &c| s.and(c));
    let mut hand_cards = [Seven::default(); 9];
    for (seven, h) in hand_cards.iter_mut().zip(hands) {
        *seven = Seven::of(h[0]).and(h[1]);
    }
    let mut tally = Tally {
        tables: tables(),
        hands: &hand_cards[..hands.len()],
        shares: [0; 9],
        wins: [0; 9],
        ties: [0; 9],
        boards: 0,
    };
    tally.deal(&left, 5 - board.len(), known);
    let total = tally.boards * SHARES;
    Ok(Equity {
        shares: tally.shares[..hands.len()]
            .iter()
            .map(|&s| Fraction::new(s, total))
            .collect(),
        wins: tally.wins[..hands.len()].to_vec(),
        ties: tally.ties[..hands.len()].to_vec(),
        boards: tally.boards,
    })
}

struct Tally<'t> {
    tables: &'t Tables,
    /// Each hand's hole cards.
    hands: &'t [Seven],
    /// Each hand's shares, in 1/2520ths of a pot.
    shares: [u64; 9],
    wins: [u64; 9],
    ties: [u64; 9],
    boards: u64,
}

impl Tally<'_> {
    /// Deals `more` of the cards `left` onto `board`, and settles each full board.
    fn deal(&mut self, left: &[Seven], more: usize, board: Seven) {
        match more {
            0 => self.settle(board),
            1 => {
                for card in left {
                    self.settle(board.with(card));
                }
            }
            _ => {
                for (i, card) in left[..=left.len() - more].iter().enumerate() {
                    self.deal(&left[i + 1..], more - 1, board.with(card));
                }
            }
        }
    }

    #[inline]
    fn settle(&mut self, board: Seven) {
        self.boards += 1;
        if let [a, b] = self.hands {
            let a = a.with(&board).strength(self.tables);
            let b = b.with(&board).strength(self.tables);
            let winner = match a.cmp(&b) {
                std::cmp::Ordering::Greater => 0,
                std::cmp::Ordering::Less => 1,
                std::cmp::Ordering::Equal => {
                    self.shares[0] += SHARES / 2;
                    self.shares[1] += SHARES / 2;
                    self.ties[0] += 1;
                    self.ties[1] += 1;
                    return;
                }
            };
            self.shares[winner] += SHARES;
            self.wins[winner] += 1;
            return;
        }
        let mut strengths = [Strength(0); 9];
        let mut best = Strength(0);
        for (s, hand) in strengths.iter_mut().zip(self.hands) {
            *s = hand.with(&board).strength(self.tables);
            best = best.max(*s);
        }
        let strengths = &strengths[..self.hands.len()];
        let winners = strengths.iter().filter(|&&s| s == best).count() as u64;
        for (i, &s) in strengths.iter().enumerate() {
            if s == best {
                self.shares[i] += SHARES / winners;
                if winners == 1 {
                    self.wins[i] += 1;
                } else {
                    self.ties[i] += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand_eval;
    use crate::holdem::test_cards::*;

    /// Shares print in lowest terms: nothing as 0, everything as 1, the rest as a fraction.
    #[test]
    fn shares_print_in_lowest_terms() {
        assert_eq!(Fraction::new(0, 990).to_string(), "0");
        assert_eq!(Fraction::new(990, 990).to_string(), "1");
        assert_eq!(Fraction::new(495, 990).to_string(), "1/2");
        assert_eq!(Fraction::new(2, 6).to_string(), "1/3");
        // A hand drawing dead on the river, and the hand that cannot lose.
        let e = equity(&[hole("AH AD"), hole("KS KC")], &cards("2C 7D 9H 3S 4D")).unwrap();
        assert_eq!(e.shares[0].to_string(), "1");
        assert_eq!(e.shares[1].to_string(), "0");
        assert_eq!(e.shares[1].percent(), "0.00");
    }

    /// An independent count: each board's winners by Parlor's five-card evaluator, the best
    /// of the 21 fives in each seven, shares kept as fractions of each board; with each
    /// hand's boards won alone and tied for best.
    fn brute_force(hands: &[[Card; 2]], board: &[Card]) -> (Vec<Fraction>, Vec<u64>, Vec<u64>) {
        let used: Vec<Card> = hands.iter().flatten().chain(board).copied().collect();
        let left: Vec<Card> = (0..52)
            .filter_map(Card::from_index)
            .filter(|c| !used.contains(c))
            .collect();
        let best = |seven: &[Card]| {
            let seven: [Card; 7] = [
                seven[0], seven[1], seven[2], seven[3], seven[4], seven[5], seven[6],
            ];
            crate::holdem::eval::tests::best_of_21(&seven).0
        };
        let more = 5 - board.len();
        let mut boards: Vec<Vec<Card>> = vec![board.to_vec()];
        for _ in 0..more {
            boards = boards
                .into_iter()
                .flat_map(|b| {
                    let last = b[board.len()..]
                        .last()
                        .and_then(|c| left.iter().position(|l| l == c));
                    let start = last.map_or(0, |p| p + 1);
                    left[start..]
                        .iter()
                        .map(|&c| {
                            let mut next = b.clone();
                            next.push(c);
                            next
                        })
                        .collect::<Vec<_>>()
                })
                .collect();
        }
        // Shares in 1/2520ths, summed over boards.
        let mut shares = vec![0u64; hands.len()];
        let (mut wins, mut ties) = (vec![0u64; hands.len()], vec![0u64; hands.len()]);
        for b in &boards {
            let values: Vec<hand_eval::HandValue> = hands
                .iter()
                .map(|h| {
                    let seven: Vec<Card> = h.iter().chain(b).copied().collect();
                    best(&seven)
                })
                .collect();
            let top = values
                .iter()
                .max()
                .copied()
                .unwrap_or(hand_eval::HandValue(0));
            let n = values.iter().filter(|&&v| v == top).count() as u64;
            for (i, &v) in values.iter().enumerate() {
                if v == top {
                    shares[i] += SHARES / n;
                    if n == 1 {
                        wins[i] += 1;
                    } else {
                        ties[i] += 1;
                    }
                }
            }
        }
        let total = boards.len() as u64 * SHARES;
        let shares = shares.iter().map(|&s| Fraction::new(s, total)).collect();
        (shares, wins, ties)
    }

    #[test]
    fn exact_equities_equal_an_independent_enumeration() {
        let cases: [(&[&str], &str); 4] = [
            (&["AH AD", "KS KC"], "2C 7D 9H"),
            (&["AS KS", "QH QD", "7C 8C"], "2S 9S 8H"),
            (&["5C 6C", "AH KD"], "4C 7H 9C TD"),
            // The board plays: every river splits.
            (&["2C 3D", "2H 3S"], "AS KS QS JS"),
        ];
        for (given, board) in cases {
            let hands: Vec<[Card; 2]> = given.iter().map(|h| hole(h)).collect();
            let board = cards(board);
            let mine = equity(&hands, &board).expect("an equity");
            let (shares, wins, ties) = brute_force(&hands, &board);
            assert_eq!(mine.shares, shares, "{given:?} {board:?}");
            assert_eq!(
                (&mine.wins, &mine.ties),
                (&wins, &ties),
                "{given:?} {board:?}"
            );
            // Each hand's share is its wins and its part of each tie; a board is won by
            // one hand or tied by two or more.
            for i in 0..hands.len() {
                let from_ties = mine.shares[i].value() - mine.win(i).value();
                assert!(from_ties > -1e-12 && from_ties <= mine.tie(i).value() / 2.0 + 1e-12);
            }
            if let ([a, b], [ta, tb]) = (&mine.wins[..], &mine.ties[..]) {
                assert_eq!((a + b + ta, ta), (mine.boards, tb));
            }
            let total: f64 = mine
                .shares
                .iter()
                .map(|f| f.numerator as f64 / f.denominator as f64)
                .sum();
            assert!((total - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn a_split_board_shares_the_pot_and_mistakes_are_named() {
        let e = equity(&[hole("2C 3D"), hole("2H 3S")], &cards("AS KS QS JS TS")).unwrap();
        assert_eq!(e.boards, 1);
        assert_eq!(e.shares, vec![Fraction::new(1, 2), Fraction::new(1, 2)]);
        assert_eq!((e.wins.clone(), e.ties.clone()), (vec![0, 0], vec![1, 1]));
        assert_eq!(
            (e.win(0), e.tie(1)),
            (Fraction::new(0, 1), Fraction::new(1, 1))
        );
        assert_eq!(e.shares[0].percent(), "50.00");
        assert_eq!(Fraction::new(2, 3).percent(), "66.67");
        assert_eq!(equity(&[hole("AS AD")], &[]), Err(EquityError::Hands(1)));
        assert!(matches!(
            equity(&[hole("AS AD"), hole("AS KD")], &[]),
            Err(EquityError::Repeated(_))
        ));
    }

    /// A heads-up preflop enumeration: all 1,712,304 boards, and aces against kings of no
    /// shared suit at the published 81.26 %.
    #[test]
    fn a_preflop_enumeration_covers_every_board() {
        let e = equity(&[hole("AH AD"), hole("KS KC")], &[]).unwrap();
        assert_eq!(e.boards, 1_712_304);
        let [aces, kings] = [e.shares[0], e.shares[1]];
        assert_eq!(
            aces.numerator * kings.denominator + kings.numerator * aces.denominator,
            aces.denominator * kings.denominator
        );
        assert_eq!(aces.percent(), "81.26");
        // Every board is won by one hand or tied by both.
        assert_eq!(e.wins[0] + e.wins[1] + e.ties[0], e.boards);
        assert_eq!(e.ties[0], e.ties[1]);
    }
}
