//! Ranges over the 1,326 starting hands, and every hand's equity against a range at once.
//!
//! A range is a weight for each two cards ([`Hands`] numbers them). [`equities`] gives each
//! hand's share of the pot against a range on a board of three to five cards, heads-up, in
//! one pass a river: every live hand's strength on the river (read once for each two ranks
//! where the hand can make no flush), the hands taken in order of it, and running sums of
//! the weights below and level with each hand, kept for each card too, so that the hands
//! sharing a card with it (card removal) come off in two subtractions. The
//! turn sums its 44 to 46 rivers (or half of them, [`Reading::Quick`]); the flop a fixed
//! spread of its turn-and-river pairs, the same for every hand, so that a policy read from
//! these equities is the same whichever hand asks.

use super::eval::{Seven, Tables, tables};
use crate::cards::Card;
use std::sync::OnceLock;

/// The card indexes of the first suit as bits (a card's index is its rank's times four
/// and its suit's); shifted by a suit's number, that suit's.
const SUIT_BITS: u64 = 0x1_1111_1111_1111;

/// The starting hands: every two of 52 cards.
pub const HANDS: usize = 1326;

/// The flop's turn-and-river pairs that the quick reading takes: every one of the 49 turns
/// with two rivers (a pair may come twice, once each way round).
pub const FLOP_RUNOUTS: usize = 98;

/// The starting hands numbered 0 to 1,325, and back.
pub struct Hands {
    cards: Vec<[Card; 2]>,
    sevens: Vec<Seven>,
    /// By the two cards' indexes (either order): the hand's number.
    number: Vec<u16>,
}

impl Hands {
    fn build() -> Hands {
        let mut cards = Vec::with_capacity(HANDS);
        let mut number = vec![0u16; 52 * 52];
        for a in 0..52u8 {
            for b in a + 1..52u8 {
                if let (Some(x), Some(y)) = (Card::from_index(a), Card::from_index(b)) {
                    let n = cards.len() as u16;
                    number[usize::from(a) * 52 + usize::from(b)] = n;
                    number[usize::from(b) * 52 + usize::from(a)] = n;
                    cards.push([x, y]);
                }
            }
        }
        let sevens = cards.iter().map(|h| Seven::of(h[0]).and(h[1])).collect();
        Hands {
            cards,
            sevens,
            number,
        }
    }

    /// Hand `n`'s two cards, the lower index first.
    pub fn cards(&self, n: usize) -> [Card; 2] {
        self.cards[n]
    }

    /// The number of two different cards.
    pub fn number(&self, hole: [Card; 2]) -> usize {
        usize::from(self.number[usize::from(hole[0].index()) * 52 + usize::from(hole[1].index())])
    }

    /// Every hand's cards, in number order.
    pub fn all(&self) -> &[[Card; 2]] {
        &self.cards
    }

    /// The hand's cards as a bit set of card indexes.
    pub fn mask(&self, n: usize) -> u64 {
        let [a, b] = self.cards[n];
        1 << a.index() | 1 << b.index()
    }
}

/// The starting hands, numbered once.
pub fn hands() -> &'static Hands {
    static HANDS_TABLE: OnceLock<Hands> = OnceLock::new();
    HANDS_TABLE.get_or_init(Hands::build)
}

/// The cards as a bit set of indexes.
pub fn mask_of(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, c| m | 1 << c.index())
}

/// A range of every hand that shares no card with `dead` (a bit set of card indexes), each
/// weighted 1; the others 0.
pub fn every_hand_but(dead: u64) -> Vec<f32> {
    (0..HANDS)
        .map(|n| {
            if hands().mask(n) & dead == 0 {
                1.0
            } else {
                0.0
            }
        })
        .collect()
}

/// Each hand's share of the pot against `range` (a weight for each hand) on `board` (three
/// to five cards), heads-up. A hand that shares a card with the board, or against which no
/// hand of the range is left, gets a half.
pub fn equities(board: &[Card], range: &[f32]) -> Vec<f32> {
    equities_read(board, range, Reading::Full)
}

/// How many of the boards to come [`equities_read`] reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// Every river on the turn; on the flop every turn with a river of each suit.
    Full,
    /// Half of those: every other river of each suit on the turn, on the flop every turn
    /// with rivers of two suits ([`FLOP_RUNOUTS`]).
    Quick,
}

/// [`equities`], reading the boards to come as `reading` says.
pub fn equities_read(board: &[Card], range: &[f32], reading: Reading) -> Vec<f32> {
    let mut tally = Tally::new();
    let dead = mask_of(board);
    let known = board.iter().fold(Seven::default(), |s, &c| s.and(c));
    let t = tables();
    let left: Vec<Card> = (0..52u8)
        .filter(|c| dead >> c & 1 == 0)
        .filter_map(Card::from_index)
        .collect();
    match board.len() {
        5 => tally.river(known, dead, range, t),
        4 => {
            for river in turn_rivers(&left, reading) {
                tally.river(known.and(river), dead | 1 << river.index(), range, t);
            }
        }
        _ => {
            let rivers = if reading == Reading::Full { 4 } else { 2 };
            for (turn, river) in flop_runouts(&left, rivers) {
                let cards = dead | 1 << turn.index() | 1 << river.index();
                tally.river(known.and(turn).and(river), cards, range, t);
            }
        }
    }
    tally.shares()
}

/// The rivers read on the turn: every card left, or every other card of each suit (so that
/// every suit keeps its share of the rivers), two suits from the lowest rank and two from
/// the next (so that every rank keeps its share too).
fn turn_rivers(left: &[Card], reading: Reading) -> Vec<Card> {
    if reading == Reading::Full {
        return left.to_vec();
    }
    crate::cards::Suit::ALL
        .into_iter()
        .enumerate()
        .flat_map(|(k, suit)| {
            left.iter()
                .filter(move |c| c.suit() == suit)
                .skip(k % 2)
                .step_by(2)
                .copied()
        })
        .collect()
}

/// A fixed spread of the turn-and-river pairs of the cards `left`: every card as the turn,
/// each with `rivers` rivers of different suits (the suits taking turns), their ranks
/// chosen by a stride.
fn flop_runouts(left: &[Card], rivers: usize) -> Vec<(Card, Card)> {
    let mut pairs = Vec::with_capacity(left.len() * rivers);
    for (i, &turn) in left.iter().enumerate() {
        for k in 0..rivers {
            let suit = crate::cards::Suit::ALL[(i + k) % 4];
            let of_suit: Vec<Card> = left
                .iter()
                .filter(|c| c.suit() == suit && **c != turn)
                .copied()
                .collect();
            if !of_suit.is_empty() {
                pairs.push((turn, of_suit[(i * 7 + suit as usize * 3) % of_suit.len()]));
            }
        }
    }
    pairs
}

/// Each hand's won weight and weight met, summed over the boards read.
struct Tally {
    won: Vec<f64>,
    met: Vec<f64>,
    /// Scratch: a river's strengths to sort, each above what holds it: a rank pair's number
    /// (below [`PAIRS`]), or [`PAIRS`] and a hand's number for a hand read on its own.
    items: Vec<u32>,
    /// Scratch: the hands of one strength, each with its weight in the range.
    level: Vec<(Held, f64)>,
    /// Scratch: every live hand, as the sweep meets them.
    seen: Vec<Held>,
}

/// Two ranks as one number, the lower first: 0 to 168.
const PAIRS: usize = 169;

/// A hand's two ranks as one number below [`PAIRS`] (its lower card's first).
pub(super) fn rank_pair(hole: [Card; 2]) -> usize {
    usize::from(hole[0].rank() - 2) * 13 + usize::from(hole[1].rank() - 2)
}

/// A hand as [`Tally::river`] reads it.
#[derive(Clone, Copy)]
struct Held {
    mask: u64,
    number: u16,
    cards: [u8; 2],
}

/// The hands of each two ranks, for [`Tally::river`]: a hand that can make no flush plays
/// its ranks' strength, read once for all of them.
struct ByRanks {
    /// Each pair's hands are `held[start[p]..start[p + 1]]`.
    start: Vec<u16>,
    held: Vec<Held>,
    /// Every hand by its number.
    numbered: Vec<Held>,
}

impl ByRanks {
    fn of_pair(&self, p: usize) -> &[Held] {
        &self.held[usize::from(self.start[p])..usize::from(self.start[p + 1])]
    }
}

fn by_ranks() -> &'static ByRanks {
    static BY_RANKS: OnceLock<ByRanks> = OnceLock::new();
    BY_RANKS.get_or_init(|| {
        let all = hands().all();
        let numbered: Vec<Held> = all
            .iter()
            .enumerate()
            .map(|(n, h)| Held {
                mask: 1 << h[0].index() | 1 << h[1].index(),
                number: n as u16,
                cards: [h[0].index(), h[1].index()],
            })
            .collect();
        let mut held = numbered.clone();
        held.sort_by_key(|x| rank_pair(all[usize::from(x.number)]));
        let mut start = vec![0u16; PAIRS + 1];
        for h in all {
            start[rank_pair(*h) + 1] += 1;
        }
        for p in 0..PAIRS {
            start[p + 1] += start[p];
        }
        ByRanks {
            start,
            held,
            numbered,
        }
    })
}

/// Which hands a river reads on their own: those that can make a flush.
#[derive(Clone, Copy)]
enum Alone {
    /// No suit has three cards on the board: none.
    None,
    /// Three of this suit's cards (as bits) are on the board: a hand holding two of it.
    Both(u64),
    /// Four or five are: a hand holding one of it.
    Either(u64),
}

impl Alone {
    fn of(dead: u64) -> Alone {
        let Some(bits) = (0..4u8)
            .map(|suit| SUIT_BITS << suit)
            .find(|&bits| (dead & bits).count_ones() >= 3)
        else {
            return Alone::None;
        };
        if (dead & bits).count_ones() == 3 {
            Alone::Both(bits)
        } else {
            Alone::Either(bits)
        }
    }

    fn reads(self, mask: u64) -> bool {
        match self {
            Alone::None => false,
            Alone::Both(bits) => mask & !bits == 0,
            Alone::Either(bits) => mask & bits != 0,
        }
    }
}

impl Tally {
    fn new() -> Tally {
        Tally {
            won: vec![0.0; HANDS],
            met: vec![0.0; HANDS],
            items: Vec::with_capacity(HANDS),
            level: Vec::with_capacity(HANDS),
            seen: Vec::with_capacity(HANDS),
        }
    }

    /// One full board: every live hand against every live hand of the range.
    ///
    /// Only a hand that can make a flush is read on its own: where the board holds three of
    /// a suit, a hand with two of it; where it holds four or five, a hand with one. Every
    /// other hand plays its two ranks' strength, read once for each two ranks, so that a
    /// river sorts at most a few hundred strengths (91 where no flush can be made) and
    /// takes the hands of each in a fixed order.
    fn river(&mut self, board: Seven, dead: u64, range: &[f32], t: &Tables) {
        let hands = hands();
        let by = by_ranks();
        let alone = Alone::of(dead);
        self.items.clear();
        for p in 0..PAIRS {
            let kept = by
                .of_pair(p)
                .iter()
                .find(|h| h.mask & dead == 0 && !alone.reads(h.mask));
            if let Some(h) = kept {
                let n = usize::from(h.number);
                let strength = u32::from(hands.sevens[n].with(&board).strength(t).0);
                self.items.push(strength << 16 | p as u32);
            }
        }
        if let Alone::Both(bits) | Alone::Either(bits) = alone {
            let suited = bits & !dead;
            let live = !dead & ((1u64 << 52) - 1);
            let mut cards = suited;
            while cards != 0 {
                let a = cards.trailing_zeros() as usize;
                cards &= cards - 1;
                // The other card: any live card but a suited one below this (whose turn
                // took the two).
                let mut rest = live & !(1u64 << a) & !(suited & ((1u64 << a) - 1));
                while rest != 0 {
                    let b = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    if !alone.reads(1u64 << a | 1u64 << b) {
                        continue;
                    }
                    let n = usize::from(hands.number[a * 52 + b]);
                    let strength = u32::from(hands.sevens[n].with(&board).strength(t).0);
                    self.items.push(strength << 16 | (PAIRS + n) as u32);
                }
            }
        }
        self.items.sort_unstable();
        self.sweep(dead, range, alone);
    }

    /// Adds up, strength by strength from the lowest, each hand's won weight against the
    /// range's hands below and level with it, the hands sharing a card with it taken off.
    fn sweep(&mut self, dead: u64, range: &[f32], alone: Alone) {
        let by = by_ranks();
        let (mut below, mut below_card) = (0.0f64, [0.0f64; 52]);
        let mut group_card = [0.0f64; 52];
        self.seen.clear();
        let items = &self.items;
        let mut start = 0;
        while start < items.len() {
            let strength = items[start] >> 16;
            self.level.clear();
            while let Some(&item) = items.get(start).filter(|&&k| k >> 16 == strength) {
                let tag = (item & 0xffff) as usize;
                if tag >= PAIRS {
                    let h = by.numbered[tag - PAIRS];
                    self.level
                        .push((h, f64::from(range[usize::from(h.number)])));
                } else {
                    for &h in by.of_pair(tag) {
                        if h.mask & dead == 0 && !alone.reads(h.mask) {
                            self.level
                                .push((h, f64::from(range[usize::from(h.number)])));
                        }
                    }
                }
                start += 1;
            }
            let mut group = 0.0f64;
            for &(h, w) in &self.level {
                let [a, b] = h.cards.map(usize::from);
                group += w;
                group_card[a] += w;
                group_card[b] += w;
            }
            for &(h, w) in &self.level {
                let [a, b] = h.cards.map(usize::from);
                // The range's hands that share no card with this one: the hand itself holds
                // both cards, so it is taken off twice and put back once.
                let beaten = below - below_card[a] - below_card[b];
                let level_with = group - group_card[a] - group_card[b] + w;
                self.won[usize::from(h.number)] += beaten + level_with / 2.0;
            }
            below += group;
            for &(h, _) in &self.level {
                let [a, b] = h.cards.map(usize::from);
                below_card[a] += group_card[a];
                below_card[b] += group_card[b];
                group_card[a] = 0.0;
                group_card[b] = 0.0;
            }
            self.seen.extend(self.level.iter().map(|&(h, _)| h));
        }
        // Every live hand is below now: what each met is all of them but those sharing a
        // card with it.
        for h in &self.seen {
            let n = usize::from(h.number);
            let [a, b] = h.cards.map(usize::from);
            self.met[n] += below - below_card[a] - below_card[b] + f64::from(range[n]);
        }
    }

    fn shares(self) -> Vec<f32> {
        self.won
            .iter()
            .zip(&self.met)
            .map(
                |(&won, &met)| {
                    if met > 1e-12 { (won / met) as f32 } else { 0.5 }
                },
            )
            .collect()
    }
}

/// One hand's share of the pot against `range` on `board` (none to five cards), over every
/// board that completes it from three cards on, and over `samples` deals before the flop
/// (the same deals for the same `seed`).
pub fn equity_of(hole: [Card; 2], board: &[Card], range: &[f32], samples: u32, seed: u64) -> f64 {
    let hands = hands();
    let t = tables();
    let mine = hands.mask(hands.number(hole));
    let dead = mine | mask_of(board);
    let known = board.iter().fold(Seven::default(), |s, &c| s.and(c));
    let me = Seven::of(hole[0]).and(hole[1]);
    let left: Vec<Card> = (0..52u8)
        .filter(|c| dead >> c & 1 == 0)
        .filter_map(Card::from_index)
        .collect();
    let mut won = 0.0f64;
    let mut met = 0.0f64;
    let mut settle = |full: Seven, used: u64| {
        let mine = me.with(&full).strength(t);
        for (n, &w) in range.iter().enumerate() {
            if w <= 0.0 || hands.mask(n) & used != 0 {
                continue;
            }
            let theirs = hands.sevens[n].with(&full).strength(t);
            let w = f64::from(w);
            met += w;
            won += match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => w,
                std::cmp::Ordering::Equal => w / 2.0,
                std::cmp::Ordering::Less => 0.0,
            };
        }
    };
    match board.len() {
        5 => settle(known, dead),
        4 => {
            for &river in &left {
                settle(known.and(river), dead | 1 << river.index());
            }
        }
        3 => {
            for (i, &turn) in left.iter().enumerate() {
                for &river in &left[i + 1..] {
                    let used = dead | 1 << turn.index() | 1 << river.index();
                    settle(known.and(turn).and(river), used);
                }
            }
        }
        _ => return sampled_preflop(hole, range, samples, seed),
    }
    if met > 1e-12 { won / met } else { 0.5 }
}

/// Before the flop: `samples` deals of a hand from the range and a board.
fn sampled_preflop(hole: [Card; 2], range: &[f32], samples: u32, seed: u64) -> f64 {
    use rand::{RngExt, SeedableRng};
    let hands = hands();
    let t = tables();
    let mine = hands.mask(hands.number(hole));
    let me = Seven::of(hole[0]).and(hole[1]);
    let live: Vec<(usize, f64)> = range
        .iter()
        .enumerate()
        .filter(|&(n, &w)| w > 0.0 && hands.mask(n) & mine == 0)
        .map(|(n, &w)| (n, f64::from(w)))
        .collect();
    let mut prefix = Vec::with_capacity(live.len());
    let mut sum = 0.0;
    for &(_, w) in &live {
        sum += w;
        prefix.push(sum);
    }
    if live.is_empty() || sum <= 0.0 {
        return 0.5;
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut won = 0.0;
    for _ in 0..samples {
        let x = rng.random_range(0.0..sum);
        let i = prefix.partition_point(|&p| p <= x).min(live.len() - 1);
        let n = live[i].0;
        let mut used = mine | hands.mask(n);
        let mut board = Seven::default();
        let mut dealt = 0;
        while dealt < 5 {
            let c = rng.random_range(0..52u8);
            if used >> c & 1 == 0 {
                used |= 1 << c;
                if let Some(card) = Card::from_index(c) {
                    board = board.and(card);
                }
                dealt += 1;
            }
        }
        let (a, b) = (
            me.with(&board).strength(t),
            hands.sevens[n].with(&board).strength(t),
        );
        won += match a.cmp(&b) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
    }
    won / f64::from(samples.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::holdem::test_cards::*;
    use rand::SeedableRng;
    use rand::seq::SliceRandom;

    #[test]
    fn every_hand_has_a_number_and_back() {
        let h = hands();
        assert_eq!(h.all().len(), HANDS);
        for n in 0..HANDS {
            let [a, b] = h.cards(n);
            assert_eq!(h.number([a, b]), n);
            assert_eq!(h.number([b, a]), n);
            assert_eq!(h.mask(n).count_ones(), 2);
        }
    }

    /// The pass a river makes agrees with comparing every pair of hands one by one, with
    /// weights and card removal, on random boards and ranges, and on boards of three, four
    /// and five of a suit (where some hands are read on their own, the rest by their ranks):
    /// every hand on a river, every 37th on a turn.
    #[test]
    fn equities_at_once_are_the_pairwise_counts() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut deck = crate::cards::DeckKind::Standard52.cards();
        let mut boards: Vec<Vec<crate::cards::Card>> = (0..4)
            .map(|round| {
                deck.shuffle(&mut rng);
                deck[..if round % 2 == 0 { 5 } else { 4 }].to_vec()
            })
            .collect();
        for board in [
            "2H 7H 9H KS 4D",
            "2H 7H 9H KH 4D",
            "2H 7H 9H KH 4H",
            "TS JS QS 9S 9D",
            "2H 7H 9H KH",
        ] {
            boards.push(cards(board));
        }
        for (round, board) in boards.iter().enumerate() {
            let range: Vec<f32> = (0..HANDS)
                .map(|n| ((n * 7919 + round * 31) % 11) as f32 / 10.0)
                .collect();
            let at_once = equities(board, &range);
            let h = hands();
            let dead = mask_of(board);
            let step = if board.len() == 5 { 1 } else { 37 };
            for n in (0..HANDS).step_by(step) {
                if h.mask(n) & dead != 0 {
                    assert_eq!(at_once[n], 0.5);
                    continue;
                }
                let one = equity_of(h.cards(n), board, &range, 0, 0);
                assert!(
                    (f64::from(at_once[n]) - one).abs() < 1e-5,
                    "{:?} {board:?}: {} against {one}",
                    h.cards(n),
                    at_once[n]
                );
            }
        }
    }

    /// The quick reading takes every turn with two rivers of different suits, [`FLOP_RUNOUTS`]
    /// in all; the full one every turn with four.
    #[test]
    fn the_flop_reads_every_turn_with_its_rivers() {
        for flop in ["2C 7D 9H", "AS KS QS", "2C 3C 9H"] {
            let dead = mask_of(&cards(flop));
            let left: Vec<Card> = (0..52u8)
                .filter(|c| dead >> c & 1 == 0)
                .filter_map(Card::from_index)
                .collect();
            let quick = flop_runouts(&left, 2);
            assert_eq!(quick.len(), FLOP_RUNOUTS, "{flop}");
            assert_eq!(flop_runouts(&left, 4).len(), 2 * FLOP_RUNOUTS, "{flop}");
            for turn in &left {
                let rivers: Vec<_> = quick.iter().filter(|(t, _)| t == turn).collect();
                assert_eq!(rivers.len(), 2, "{flop}: {turn:?}");
                assert_ne!(rivers[0].1.suit(), rivers[1].1.suit(), "{flop}: {turn:?}");
                assert!(
                    rivers
                        .iter()
                        .all(|(t, r)| t != r && dead & (1 << r.index()) == 0)
                );
            }
        }
    }

    /// Against one hand, a hand's equity on the turn is the exact enumeration's.
    #[test]
    fn against_one_hand_the_equity_is_the_enumerations() {
        let board = cards("2C 7D 9H 3S");
        let mut range = vec![0.0f32; HANDS];
        range[hands().number(hole("KS KC"))] = 1.0;
        let all = equities(&board, &range);
        let e = crate::holdem::equity(&[hole("AH AD"), hole("KS KC")], &board).expect("equity");
        let exact = e.shares[0].numerator as f64 / e.shares[0].denominator as f64;
        let mine = all[hands().number(hole("AH AD"))];
        assert!((f64::from(mine) - exact).abs() < 1e-6, "{mine} {exact}");
    }

    /// On the flop, the spread of runouts comes near the full count, and the quick reading
    /// (half the boards to come) near it on the flop and the turn, draws included.
    #[test]
    fn the_flops_spread_is_near_every_runout() {
        let range = vec![1.0f32; HANDS];
        for (board, reading, within) in [
            ("2C 7D 9H", Reading::Full, 0.02),
            ("2C 7D 9H", Reading::Quick, 0.03),
            ("2C 7D 9H KH", Reading::Quick, 0.03),
        ] {
            let board = cards(board);
            let all = equities_read(&board, &range, reading);
            for hole_text in [
                "AH AD", "8C 6C", "KS QD", "7H 7S", "AC 5C", "3H 4H", "JD TD", "AH 5H",
            ] {
                let hole = hole(hole_text);
                let exact = equity_of(hole, &board, &range, 0, 0);
                let read = f64::from(all[hands().number(hole)]);
                assert!(
                    (read - exact).abs() < within,
                    "{hole_text} {board:?} {reading:?}: {read} {exact}"
                );
            }
        }
    }
}
