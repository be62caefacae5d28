//! Computer players. A decision is a function of [`Seen`]: the player's own five cards and
//! what everyone at the table sees (the pot, the bets, how many cards each opponent drew).
//! No other hand can reach it, because `Seen` has no field to hold one.
//!
//! Parlor's player draws by a table of standard plays (stand pat on a straight or better,
//! keep trips and pairs with a high kicker, draw to four-card flushes and open straights),
//! and bets by its chance to win, estimated by dealing out the unseen cards many times.
//! The seed's player (for `parlor simulate`) keeps every card that pairs something, stands
//! pat on a straight or better, and always calls.

use super::hand::{Bet, Hand, Options, Stacks, Street};
use crate::cards::{Card, DeckKind};
use crate::game::{Level, SeatNo};
use crate::hand_eval::{Category, category_of, hand_value};
use rand::{Rng, RngExt};

/// What one player may know when deciding.
#[derive(Debug, Clone, PartialEq)]
pub struct Seen {
    pub deck: DeckKind,
    /// The player's own cards.
    pub cards: [Card; 5],
    pub street: Street,
    /// The betting choices, when it is this player's turn to bet.
    pub options: Option<Options>,
    pub pot: i64,
    pub stack: i64,
    /// Each opponent still in: how many cards they drew (None before they have drawn).
    pub opponents: Vec<Option<u8>>,
}

impl Seen {
    /// What `seat` sees of `hand`; None when the seat is not in it.
    pub fn of<S: Stacks>(hand: &Hand, seat: SeatNo, stacks: &S) -> Option<Seen> {
        let me = hand.seat(seat)?;
        Some(Seen {
            deck: hand.deck,
            cards: me.cards,
            street: hand.street,
            options: hand.options(seat, stacks),
            pot: hand.pot(),
            stack: stacks.stack(seat),
            opponents: hand
                .live()
                .filter(|p| p.seat != seat)
                .map(|p| p.drew)
                .collect(),
        })
    }
}

/// How a computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Parlor(Level),
    /// The seed's strategy: draw by its rule, always call.
    Seed,
}

/// What a computer does now: a bet, or the cards to discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Bet(Bet),
    Discard(u8),
}

pub fn decide<R: Rng + ?Sized>(seen: &Seen, style: Style, rng: &mut R) -> Decision {
    if seen.street == Street::Draw {
        return Decision::Discard(match style {
            Style::Seed => seed_discards(&seen.cards, seen.deck),
            Style::Parlor(_) => parlor_discards(&seen.cards, seen.deck),
        });
    }
    let Some(options) = seen.options else {
        return Decision::Bet(Bet::Check);
    };
    match style {
        Style::Seed => Decision::Bet(if options.to_call == 0 {
            Bet::Check
        } else {
            Bet::Call
        }),
        Style::Parlor(level) => Decision::Bet(bet_by_strength(seen, &options, level, rng)),
    }
}

fn made_at_least_straight(cards: &[Card; 5], deck: DeckKind) -> bool {
    at_least_straight(category_of(hand_value(cards, deck), deck), deck)
}

fn at_least_straight(category: Category, deck: DeckKind) -> bool {
    category.strength(deck) >= Category::Straight.strength(deck)
}

fn rank_counts(cards: &[Card; 5]) -> [u8; 15] {
    let mut counts = [0u8; 15];
    for c in cards {
        counts[c.rank() as usize] += 1;
    }
    counts
}

/// The mask of every card not in `keep`.
fn discard_all_but(cards: &[Card; 5], keep: impl Fn(usize, &Card) -> bool) -> u8 {
    (0..5)
        .filter(|&i| !keep(i, &cards[i]))
        .fold(0u8, |m, i| m | (1 << i))
}

/// The seed's draw: stand pat on a straight or better, else keep every card that pairs
/// something and replace the rest.
pub fn seed_discards(cards: &[Card; 5], deck: DeckKind) -> u8 {
    if made_at_least_straight(cards, deck) {
        return 0;
    }
    let counts = rank_counts(cards);
    discard_all_but(cards, |_, c| counts[c.rank() as usize] >= 2)
}

/// The card that is not of the four-card flush, if the hand has one.
fn four_flush(cards: &[Card; 5]) -> Option<usize> {
    (0..5).find(|&odd| {
        let mut others = (0..5).filter(|&i| i != odd).map(|i| cards[i].suit());
        let first = others.next();
        others.all(|s| Some(s) == first)
    })
}

/// The card to throw for a four-card straight draw worth drawing to: open-ended in the
/// 52-card deck; any four of a straight in the short deck, where only two straights exist.
fn straight_draw(cards: &[Card; 5], deck: DeckKind) -> Option<usize> {
    (0..5).find(|&odd| {
        let mut ranks = [0u8; 4];
        for (slot, i) in ranks.iter_mut().zip((0..5).filter(|&i| i != odd)) {
            *slot = cards[i].rank();
        }
        ranks.sort_unstable();
        // Four different ranks, or no straight draw.
        if ranks.windows(2).any(|w| w[0] == w[1]) {
            return false;
        }
        match deck {
            DeckKind::Standard52 => ranks[3] - ranks[0] == 3 && ranks[0] >= 2 && ranks[3] <= 13,
            DeckKind::Short24 => ranks[3] - ranks[0] <= 4,
        }
    })
}

/// Parlor's draw.
pub fn parlor_discards(cards: &[Card; 5], deck: DeckKind) -> u8 {
    let category = category_of(hand_value(cards, deck), deck);
    if at_least_straight(category, deck) {
        return 0;
    }
    let counts = rank_counts(cards);
    let grouped = |c: &Card| counts[c.rank() as usize] >= 2;
    match category {
        // Keep the trips, or both pairs: draw two, or one.
        Category::ThreeOfAKind | Category::TwoPair => {
            return discard_all_but(cards, |_, c| grouped(c));
        }
        Category::OnePair => {
            let pair = (2..=14u8).find(|&r| counts[r as usize] == 2).unwrap_or(2);
            // A low pair is worth less than a four-card flush in the full deck.
            if pair < 11
                && deck == DeckKind::Standard52
                && let Some(odd) = four_flush(cards)
            {
                return 1 << odd;
            }
            // Keep an ace beside a lower pair.
            let ace_kicker = pair != 14 && counts[14] == 1;
            return discard_all_but(cards, |_, c| grouped(c) || (ace_kicker && c.rank() == 14));
        }
        _ => {}
    }
    if let Some(odd) = four_flush(cards) {
        return 1 << odd;
    }
    if let Some(odd) = straight_draw(cards, deck) {
        return 1 << odd;
    }
    // Nothing: keep the two highest cards.
    let mut order = [0, 1, 2, 3, 4];
    order.sort_by_key(|&i| std::cmp::Reverse(cards[i].rank()));
    discard_all_but(cards, |i, _| i == order[0] || i == order[1])
}

/// Cards not yet seen, dealt out in random order for one sample of the table. Three parts:
/// `cards[..kept]` are in a hand that stays to the showdown; `cards[kept..used]` were dealt
/// this pass and thrown away (redrawn, or a hand dealt again); the rest is the stock. When
/// the stock runs out, the thrown-away cards come back, as discards do in a real game; a
/// kept card never comes back, unless the hands to the showdown hold every unseen card.
struct Shoe {
    cards: Vec<Card>,
    used: usize,
    kept: usize,
}

impl Shoe {
    /// Starts a new sample: every unseen card is in the stock.
    fn restart(&mut self) {
        self.used = 0;
        self.kept = 0;
    }

    fn take<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Card {
        if self.used >= self.cards.len() {
            self.used = self.kept;
        }
        if self.used >= self.cards.len() {
            self.restart();
        }
        let j = rng.random_range(self.used..self.cards.len());
        self.cards.swap(self.used, j);
        self.used += 1;
        self.cards[self.used - 1]
    }

    /// Marks the cards of `hand` that came from the shoe as staying to the showdown.
    fn keep(&mut self, hand: &[Card; 5]) {
        for card in hand {
            if let Some(p) = (self.kept..self.cards.len()).find(|&p| self.cards[p] == *card) {
                self.cards.swap(p, self.kept);
                self.kept += 1;
                self.used = self.used.max(self.kept);
            }
        }
    }

    /// Five different cards: a hand never runs past the end of the stock.
    fn hand<R: Rng + ?Sized>(&mut self, rng: &mut R) -> [Card; 5] {
        if self.used + 5 > self.cards.len() {
            self.used = self.kept;
        }
        if self.used + 5 > self.cards.len() {
            self.restart();
        }
        [
            self.take(rng),
            self.take(rng),
            self.take(rng),
            self.take(rng),
            self.take(rng),
        ]
    }
}

/// Replaces the cards in `mask` from the shoe. When the shoe runs out and starts again, a
/// card the hand still holds is passed over, so the hand never holds a card twice.
fn redraw<R: Rng + ?Sized>(cards: &mut [Card; 5], mask: u8, shoe: &mut Shoe, rng: &mut R) {
    for i in 0..5 {
        if mask & (1 << i) != 0 {
            let mut card = shoe.take(rng);
            while cards.contains(&card) {
                card = shoe.take(rng);
            }
            cards[i] = card;
        }
    }
}

/// The player's expected share of the pot at a showdown against the opponents still in,
/// estimated over `samples` deals of the unseen cards. Opponents who have drawn are dealt
/// hands that Parlor's draw would have drawn as many cards from.
pub fn equity<R: Rng + ?Sized>(seen: &Seen, samples: usize, rng: &mut R) -> f64 {
    if seen.opponents.is_empty() {
        return 1.0;
    }
    let deck = seen.deck;
    let unseen: Vec<Card> = deck
        .cards()
        .into_iter()
        .filter(|c| !seen.cards.contains(c))
        .collect();
    let mut shoe = Shoe {
        cards: unseen,
        used: 0,
        kept: 0,
    };
    let mut total = 0.0;
    for _ in 0..samples {
        shoe.restart();
        let mut mine = seen.cards;
        if seen.street == Street::First {
            let mask = parlor_discards(&mine, deck);
            redraw(&mut mine, mask, &mut shoe, rng);
        }
        shoe.keep(&mine);
        let my_value = hand_value(&mine, deck);
        let (mut better, mut equal) = (0, 0);
        for drew in &seen.opponents {
            let mut theirs = shoe.hand(rng);
            match (seen.street, drew) {
                (Street::First, _) | (_, None) => {
                    let mask = parlor_discards(&theirs, deck);
                    redraw(&mut theirs, mask, &mut shoe, rng)
                }
                (_, Some(k)) => {
                    // A hand from which Parlor's draw takes k cards, then k new ones.
                    for _ in 0..12 {
                        if parlor_discards(&theirs, deck).count_ones() as u8 == *k {
                            break;
                        }
                        theirs = shoe.hand(rng);
                    }
                    let mask = parlor_discards(&theirs, deck);
                    redraw(&mut theirs, mask, &mut shoe, rng);
                }
            }
            shoe.keep(&theirs);
            let value = hand_value(&theirs, deck);
            if value > my_value {
                better += 1;
                break;
            }
            if value == my_value {
                equal += 1;
            }
        }
        if better == 0 {
            total += 1.0 / f64::from(equal + 1);
        }
    }
    total / samples as f64
}

/// Parlor's betting: raise with a strong chance to win, call when the price is right,
/// fold otherwise; a little noise and an occasional bluff so it cannot be read exactly.
fn bet_by_strength<R: Rng + ?Sized>(
    seen: &Seen,
    options: &Options,
    level: Level,
    rng: &mut R,
) -> Bet {
    let (samples, noise) = match level {
        Level::Expert => (500, 0.05),
        Level::Casual => (150, 0.12),
    };
    let equity = equity(seen, samples, rng);
    let strength = equity + rng.random_range(-noise..=noise);
    let players = seen.opponents.len() as f64 + 1.0;
    // Heads-up a raise needs about 62 %; each extra opponent lowers the bar.
    let raise_at = (0.62 * 2.0 / players).max(1.35 / players);
    let bluff = options.raise.is_some()
        && options.opening
        && seen.street == Street::Second
        && seen.opponents.len() == 1
        && rng.random_bool(0.06);
    if options.raise.is_some() && (strength > raise_at || bluff) {
        return Bet::BetOrRaise;
    }
    if options.to_call == 0 {
        return Bet::Check;
    }
    let price = options.call as f64 / (seen.pot + options.call) as f64;
    if strength >= price + 0.02 {
        Bet::Call
    } else {
        Bet::Fold
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn mask_of(cards: &str, deck: DeckKind, f: fn(&[Card; 5], DeckKind) -> u8) -> u8 {
        f(&parse_hand(cards).unwrap(), deck)
    }

    /// One sample of the equity estimate, as `equity` deals it, on the short deck against
    /// three opponents who redraw (more cards than the 19 unseen): the hands that stay to the
    /// showdown never share a card, and none holds a card the player was dealt.
    #[test]
    fn a_sample_never_deals_a_kept_card_twice() {
        let deck = DeckKind::Short24;
        let seen = parse_hand("9S 9H TD JC KH").unwrap();
        let mut shoe = Shoe {
            cards: deck
                .cards()
                .into_iter()
                .filter(|c| !seen.contains(c))
                .collect(),
            used: 0,
            kept: 0,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        for _ in 0..2_000 {
            shoe.restart();
            let mut mine = seen;
            redraw(&mut mine, 0b11100, &mut shoe, &mut rng);
            shoe.keep(&mine);
            let mut finals = vec![mine];
            for _ in 0..3 {
                let mut theirs = shoe.hand(&mut rng);
                // Dealt again and again, as the retries for a drawn count do.
                for _ in 0..3 {
                    theirs = shoe.hand(&mut rng);
                }
                redraw(&mut theirs, 0b00111, &mut shoe, &mut rng);
                shoe.keep(&theirs);
                finals.push(theirs);
            }
            let mut all: Vec<Card> = finals.iter().flatten().copied().collect();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 20, "{finals:?}");
        }
    }

    #[test]
    fn parlor_draws_at_least_as_the_seed_and_better() {
        let d = DeckKind::Standard52;
        // Stand pat on a straight or better, like the seed.
        for made in ["9S TD JH QC KS", "2H 7H 9H JH KH", "3C 3D 3H 9S 9D"] {
            assert_eq!(mask_of(made, d, seed_discards), 0, "{made}");
            assert_eq!(mask_of(made, d, parlor_discards), 0, "{made}");
        }
        // Trips and two pair kept.
        assert_eq!(mask_of("7C 7D 7H 2S KD", d, parlor_discards), 0b11000);
        assert_eq!(mask_of("7C 7D 9H 9S KD", d, parlor_discards), 0b10000);
        // A pair with an ace kicker keeps the ace; the seed throws it.
        assert_eq!(mask_of("5C 5D AH 9S 2D", d, parlor_discards), 0b11000);
        assert_eq!(mask_of("5C 5D AH 9S 2D", d, seed_discards), 0b11100);
        // Four to a flush: draw one (the seed throws all five).
        assert_eq!(mask_of("2H 7H 9H JH KS", d, parlor_discards), 0b10000);
        assert_eq!(mask_of("2H 7H 9H JH KS", d, seed_discards), 0b11111);
        // Open-ended straight draw: draw one. A wheel draw is not open-ended.
        assert_eq!(mask_of("5C 6D 7H 8S KD", d, parlor_discards), 0b10000);
        assert_eq!(mask_of("AC 2D 3H 4S 9D", d, parlor_discards), 0b01110);
        // Nothing: keep the two highest.
        assert_eq!(mask_of("2C 5D 9H JS KD", d, parlor_discards), 0b00111);
        // In the short deck any four of a straight are worth a card.
        let s = DeckKind::Short24;
        assert_eq!(
            mask_of("9C TD QH KS AD", s, parlor_discards).count_ones(),
            1
        );
        // The short deck ranks a flush above quads, and both stand pat.
        assert_eq!(mask_of("9H TH QH KH AH", s, parlor_discards), 0);
    }

    #[test]
    fn equity_ranks_hands_sensibly() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let seen = |cards: &str, street| Seen {
            deck: DeckKind::Standard52,
            cards: parse_hand(cards).unwrap(),
            street,
            options: None,
            pot: 10,
            stack: 100,
            opponents: vec![Some(3)],
        };
        let quads = equity(&seen("9C 9D 9H 9S 2D", Street::Second), 400, &mut rng);
        let nothing = equity(&seen("2C 5D 8H JS KD", Street::Second), 400, &mut rng);
        let pair = equity(&seen("TC TD 8H JS KD", Street::Second), 400, &mut rng);
        assert!(quads > 0.95, "{quads}");
        assert!(nothing < pair && pair < quads, "{nothing} {pair} {quads}");
        let alone = Seen {
            opponents: vec![],
            ..seen("2C 5D 8H JS KD", Street::Second)
        };
        assert_eq!(equity(&alone, 10, &mut rng), 1.0);
    }
}
