//! One hand of five-card draw (RULES.md, "Draw poker"): antes, the deal, a fixed-limit
//! betting round, the draw in seat order (reshuffling the discards if the stock runs out),
//! a second betting round, and the showdown with side pots and split pots.
//!
//! Stacks are the chips each player has at the table; the ledger is not touched here.

use crate::cards::{Card, DeckKind};
use crate::game::SeatNo;
use crate::hand_eval::{Category, HandValue, evaluate};
use crate::refusal::{Refuse, Wording};
use crate::table::pool::{left_of, side_pots, split};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Raises allowed in one betting round after its opening bet.
pub const MAX_RAISES: u8 = 4;

/// Why a poker move is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PokerError {
    /// There is a bet to call: check is not possible.
    CannotCheck,
    /// Nothing to call.
    NothingToCall,
    /// Someone already bet this round: raise instead.
    AlreadyBet,
    /// Nobody has bet yet: bet instead.
    NothingToRaise,
    /// The round's raises are used up.
    RaiseCap,
    /// The player has acted since the last full raise and may only call or fold.
    RaiseClosed,
    /// The player has no chips behind to bet or raise with.
    NoChips,
    /// Not the betting part of the hand.
    NotBetting,
    /// Not the draw.
    NotDrawing,
    /// The player has already drawn this hand.
    AlreadyDrew,
    /// A button of an earlier hand.
    OldHand,
    /// The seat is not in this hand (folded, not dealt in).
    NotInHand,
    /// A hand is in progress: the next one starts after its showdown.
    HandInProgress,
    /// Fewer than two players have chips: no hand can be dealt.
    NotEnoughChips,
    NoSuchCard(u8),
    /// `/poker table` options out of range.
    BadDeck,
    AnteOutOfRange {
        max: i64,
    },
    SeatsOutOfRange {
        min: u8,
        max: u8,
    },
    TooManyComputers {
        max: u8,
    },
    BuyInOutOfRange {
        min: i64,
        max: i64,
    },
}

impl Refuse for PokerError {
    fn wording(&self) -> Wording {
        match self {
            PokerError::CannotCheck => Wording::new("dp-refuse-cannot-check"),
            PokerError::NothingToCall => Wording::new("dp-refuse-nothing-to-call"),
            PokerError::AlreadyBet => Wording::new("dp-refuse-already-bet"),
            PokerError::NothingToRaise => Wording::new("dp-refuse-nothing-to-raise"),
            PokerError::RaiseCap => Wording::new("dp-refuse-raise-cap"),
            PokerError::RaiseClosed => Wording::new("dp-refuse-raise-closed"),
            PokerError::NoChips => Wording::new("dp-refuse-no-chips"),
            PokerError::NotBetting => Wording::new("dp-refuse-not-betting"),
            PokerError::NotDrawing => Wording::new("dp-refuse-not-drawing"),
            PokerError::AlreadyDrew => Wording::new("dp-refuse-already-drew"),
            PokerError::OldHand => Wording::new("dp-refuse-old-hand"),
            PokerError::NotInHand => Wording::new("dp-refuse-not-in-hand"),
            PokerError::HandInProgress => Wording::new("dp-refuse-hand-in-progress"),
            PokerError::NotEnoughChips => Wording::new("dp-refuse-not-enough-chips"),
            PokerError::NoSuchCard(_) => Wording::new("dp-refuse-no-such-card"),
            PokerError::BadDeck => Wording::new("dp-refuse-bad-deck"),
            PokerError::AnteOutOfRange { max } => Wording::new("dp-refuse-ante").with("max", *max),
            PokerError::SeatsOutOfRange { min, max } => Wording::new("dp-refuse-seats")
                .with("min", *min)
                .with("max", *max),
            PokerError::TooManyComputers { max } => {
                Wording::new("dp-refuse-computers").with("max", *max)
            }
            PokerError::BuyInOutOfRange { min, max } => Wording::new("dp-refuse-buy-in")
                .with("min", *min)
                .with("max", *max),
        }
    }
}

/// The betting round or the draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Street {
    First,
    Draw,
    Second,
}

/// A seat dealt into the hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InHand {
    pub seat: SeatNo,
    pub cards: [Card; 5],
    pub folded: bool,
    /// Chips put in during the current betting round.
    pub round: i64,
    /// Chips put in this hand, antes included.
    pub total: i64,
    /// Has acted since the last full bet or raise.
    pub acted: bool,
    /// Cards marked to discard (bit i: card i).
    pub marks: u8,
    /// How many cards the player drew, once they have drawn.
    pub drew: Option<u8>,
}

/// What a player did last, for the table message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Did {
    Checked,
    Called(i64),
    Bet(i64),
    /// Raised to this round total.
    Raised(i64),
    Folded,
    Drew(u8),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub seat: SeatNo,
    pub did: Did,
    /// The player has no chips behind after it.
    pub all_in: bool,
}

/// A betting decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bet {
    Check,
    Call,
    /// Opens the betting, or raises a bet.
    BetOrRaise,
    Fold,
}

/// What the player to act may do, and for how much.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Chips needed to call (0: the player may check).
    pub to_call: i64,
    /// What a call costs (less than `to_call` when it puts the player all-in).
    pub call: i64,
    /// What a bet or raise costs now, if one is allowed.
    pub raise: Option<i64>,
    /// Whether that is the round's opening bet.
    pub opening: bool,
    /// The round's bet or raise size.
    pub size: i64,
}

/// A hand shown at the showdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shown {
    pub seat: SeatNo,
    pub cards: [Card; 5],
    pub category: Category,
    pub value: HandValue,
}

/// One pot and who took it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PotResult {
    pub amount: i64,
    pub shares: Vec<(SeatNo, i64)>,
}

/// How a hand ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandEnd {
    pub number: u32,
    /// Hands revealed at the showdown, in playing order; empty when a fold ended it.
    pub shown: Vec<Shown>,
    pub pots: Vec<PotResult>,
    /// Each dealt-in seat: chips put in, chips won, and its final hand's category.
    pub seats: Vec<SeatEnd>,
    /// Whether the draw needed the discards reshuffled.
    pub reshuffled: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEnd {
    pub seat: SeatNo,
    pub put_in: i64,
    pub won: i64,
    pub category: Category,
    pub folded: bool,
}

impl HandEnd {
    pub fn won(&self, seat: SeatNo) -> i64 {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or(0, |s| s.won)
    }
}

/// A hand in progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Hand {
    pub number: u32,
    pub deck: DeckKind,
    pub button: SeatNo,
    /// The small bet; the second round bets twice this.
    pub small_bet: i64,
    pub stock: Vec<Card>,
    pub muck: Vec<Card>,
    /// Dealt-in seats in playing order: left of the button first, the button last.
    pub seats: Vec<InHand>,
    pub street: Street,
    pub to_act: Option<SeatNo>,
    /// The highest round total so far this round.
    pub bet: i64,
    /// Full raises this round (the opening bet is not one).
    pub raises: u8,
    pub reshuffled: bool,
    pub last: Option<LastAction>,
    /// Every action of the hand so far, with the street it was made on.
    #[serde(default)]
    pub actions: Vec<(Street, LastAction)>,
}

/// Seats' chips at the table, as the hand reads and changes them.
pub trait Stacks {
    fn stack(&self, seat: SeatNo) -> i64;
    fn stack_mut(&mut self, seat: SeatNo) -> &mut i64;
}

impl Stacks for Vec<(SeatNo, i64)> {
    fn stack(&self, seat: SeatNo) -> i64 {
        self.iter().find(|(s, _)| *s == seat).map_or(0, |(_, c)| *c)
    }

    fn stack_mut(&mut self, seat: SeatNo) -> &mut i64 {
        let at = match self.iter().position(|(s, _)| *s == seat) {
            Some(at) => at,
            None => {
                self.push((seat, 0));
                self.len() - 1
            }
        };
        &mut self[at].1
    }
}

impl Hand {
    /// Deals a hand to `players` (seats with chips, in seat order) with `button` on the
    /// button: everyone antes, five cards each, and the first round begins.
    pub fn deal<R: Rng + ?Sized, S: Stacks>(
        number: u32,
        deck: DeckKind,
        ante: i64,
        button: SeatNo,
        players: &[SeatNo],
        stacks: &mut S,
        rng: &mut R,
    ) -> Hand {
        let order = left_of(button, players);
        let mut stock = deck.shuffled(rng);
        let mut cards: Vec<Vec<Card>> = vec![Vec::with_capacity(5); order.len()];
        for _ in 0..5 {
            for hand in cards.iter_mut() {
                // A deck holds at least 24 cards and a table at most 4 players on it.
                if let Some(card) = stock.pop() {
                    hand.push(card);
                }
            }
        }
        let seats = order
            .iter()
            .zip(cards)
            .map(|(&seat, cards)| {
                let stack = stacks.stack_mut(seat);
                let paid = ante.min(*stack).max(0);
                *stack -= paid;
                InHand {
                    seat,
                    cards: [cards[0], cards[1], cards[2], cards[3], cards[4]],
                    folded: false,
                    round: 0,
                    total: paid,
                    acted: false,
                    marks: 0,
                    drew: None,
                }
            })
            .collect();
        let mut hand = Hand {
            number,
            deck,
            button,
            small_bet: 2 * ante.max(1),
            stock,
            muck: Vec::new(),
            seats,
            street: Street::First,
            to_act: None,
            bet: 0,
            raises: 0,
            reshuffled: false,
            last: None,
            actions: Vec::new(),
        };
        hand.begin_round(stacks);
        hand
    }

    pub fn seat(&self, seat: SeatNo) -> Option<&InHand> {
        self.seats.iter().find(|s| s.seat == seat)
    }

    fn seat_mut(&mut self, seat: SeatNo) -> Result<&mut InHand, PokerError> {
        self.seats
            .iter_mut()
            .find(|s| s.seat == seat)
            .ok_or(PokerError::NotInHand)
    }

    /// The bet and raise size of the current round.
    pub fn size(&self) -> i64 {
        match self.street {
            Street::Second => 2 * self.small_bet,
            _ => self.small_bet,
        }
    }

    pub fn pot(&self) -> i64 {
        self.seats.iter().map(|s| s.total).sum()
    }

    /// Seats still in (not folded), in playing order.
    pub fn live(&self) -> impl Iterator<Item = &InHand> {
        self.seats.iter().filter(|s| !s.folded)
    }

    fn needs_action<S: Stacks>(&self, p: &InHand, stacks: &S) -> bool {
        !p.folded && stacks.stack(p.seat) > 0 && (!p.acted || p.round < self.bet)
    }

    /// The next seat after `from` (or from the start) that must act this round.
    fn next_to_act<S: Stacks>(&self, from: Option<SeatNo>, stacks: &S) -> Option<SeatNo> {
        let n = self.seats.len();
        let start = from
            .and_then(|s| self.seats.iter().position(|p| p.seat == s))
            .map_or(0, |i| i + 1);
        (0..n)
            .map(|k| &self.seats[(start + k) % n])
            .find(|p| self.needs_action(p, stacks))
            .map(|p| p.seat)
    }

    /// A betting round or the draw begins.
    fn begin_round<S: Stacks>(&mut self, stacks: &S) {
        for p in &mut self.seats {
            p.round = 0;
            p.acted = false;
        }
        self.bet = 0;
        self.raises = 0;
        if self.street == Street::Draw {
            let first = self.live().next().map(|p| p.seat);
            self.to_act = first;
            return;
        }
        // Betting needs two players with chips behind.
        let with_chips = self.live().filter(|p| stacks.stack(p.seat) > 0).count();
        self.to_act = if with_chips >= 2 {
            self.next_to_act(None, stacks)
        } else {
            None
        };
        if self.to_act.is_none() && self.street == Street::First && self.live().count() > 1 {
            self.street = Street::Draw;
            self.begin_round(stacks);
        }
    }

    /// Whether the hand is over: one player left, or the last round is done.
    pub fn is_over(&self) -> bool {
        self.live().count() <= 1 || (self.street == Street::Second && self.to_act.is_none())
    }

    /// What `seat` may do now, if it is theirs to bet.
    pub fn options<S: Stacks>(&self, seat: SeatNo, stacks: &S) -> Option<Options> {
        if self.street == Street::Draw || self.to_act != Some(seat) {
            return None;
        }
        let p = self.seat(seat)?;
        let stack = stacks.stack(seat);
        let to_call = (self.bet - p.round).max(0);
        let size = self.size();
        let opening = self.bet == 0;
        let raise_open = opening || (self.raises < MAX_RAISES && !p.acted);
        let raise = (raise_open && stack > to_call).then(|| (to_call + size).min(stack));
        Some(Options {
            to_call,
            call: to_call.min(stack),
            raise,
            opening,
            size,
        })
    }

    /// Applies a betting decision of the seat to act.
    pub fn bet<S: Stacks>(
        &mut self,
        seat: SeatNo,
        decision: Bet,
        stacks: &mut S,
    ) -> Result<(), PokerError> {
        if self.street == Street::Draw {
            return Err(PokerError::NotBetting);
        }
        let options = self.options(seat, stacks).ok_or(PokerError::NotBetting)?;
        let stack = stacks.stack(seat);
        let (pay, did) = match decision {
            Bet::Check if options.to_call > 0 => return Err(PokerError::CannotCheck),
            Bet::Check => (0, Did::Checked),
            Bet::Call if options.to_call == 0 => return Err(PokerError::NothingToCall),
            Bet::Call => (options.call, Did::Called(options.call)),
            Bet::BetOrRaise => {
                if stack == 0 {
                    return Err(PokerError::NoChips);
                }
                let pay = match options.raise {
                    Some(pay) => pay,
                    None if self.raises >= MAX_RAISES => return Err(PokerError::RaiseCap),
                    None if stack <= options.to_call => return Err(PokerError::NoChips),
                    None => return Err(PokerError::RaiseClosed),
                };
                let to = self.seat(seat).map_or(0, |p| p.round) + pay;
                if options.opening {
                    (pay, Did::Bet(pay))
                } else {
                    (pay, Did::Raised(to))
                }
            }
            Bet::Fold => (0, Did::Folded),
        };
        let size = self.size();
        let before = self.bet;
        let p = self.seat_mut(seat)?;
        p.round += pay;
        p.total += pay;
        p.acted = true;
        let round = p.round;
        if decision == Bet::Fold {
            p.folded = true;
            let cards = p.cards;
            self.muck.extend(cards);
        }
        *stacks.stack_mut(seat) -= pay;
        if round > before {
            // A full bet or raise reopens the betting for everyone else; a short all-in
            // only asks them to call the difference.
            if round - before >= size {
                if before > 0 {
                    self.raises += 1;
                }
                for other in self.seats.iter_mut().filter(|o| o.seat != seat) {
                    other.acted = false;
                }
            }
            self.bet = round;
        }
        self.record(LastAction {
            seat,
            did,
            all_in: pay > 0 && stacks.stack(seat) == 0,
        });
        self.after_action(seat, stacks);
        Ok(())
    }

    /// The turn passes, or the round ends.
    fn after_action<S: Stacks>(&mut self, seat: SeatNo, stacks: &S) {
        if self.live().count() <= 1 {
            self.to_act = None;
            return;
        }
        self.to_act = self.next_to_act(Some(seat), stacks);
        if self.to_act.is_none() {
            match self.street {
                Street::First => {
                    self.street = Street::Draw;
                    self.begin_round(stacks);
                }
                Street::Draw | Street::Second => {}
            }
        }
    }

    /// Marks or unmarks a card of `seat`'s hand to discard (any time before they draw).
    pub fn mark(&mut self, seat: SeatNo, card: u8, on: bool) -> Result<(), PokerError> {
        if card >= 5 {
            return Err(PokerError::NoSuchCard(card));
        }
        if self.street == Street::Second {
            return Err(PokerError::NotDrawing);
        }
        let p = self.seat_mut(seat)?;
        if p.folded {
            return Err(PokerError::NotInHand);
        }
        if p.drew.is_some() {
            return Err(PokerError::AlreadyDrew);
        }
        if on {
            p.marks |= 1 << card;
        } else {
            p.marks &= !(1 << card);
        }
        Ok(())
    }

    /// `seat` discards the cards of `mask` and draws as many. The stock is refilled from
    /// the discards when it runs short (the player's own discards only as a last resort).
    pub fn draw<R: Rng + ?Sized, S: Stacks>(
        &mut self,
        seat: SeatNo,
        mask: u8,
        stacks: &S,
        rng: &mut R,
    ) -> Result<(), PokerError> {
        if self.street != Street::Draw {
            return Err(PokerError::NotDrawing);
        }
        let p = self.seat(seat).ok_or(PokerError::NotInHand)?;
        if p.drew.is_some() {
            return Err(PokerError::AlreadyDrew);
        }
        if self.to_act != Some(seat) {
            return Err(PokerError::NotDrawing);
        }
        let mask = mask & 0b1_1111;
        let count = mask.count_ones() as usize;
        let mut discarded: Vec<Card> = (0..5)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| p.cards[i])
            .collect();
        if self.stock.len() < count {
            let mut refill = std::mem::take(&mut self.muck);
            if self.stock.len() + refill.len() < count {
                refill.append(&mut discarded);
            }
            crate::cards::shuffle(&mut refill, rng);
            // The stock is dealt from its end: what was left of it goes first.
            refill.append(&mut self.stock);
            self.stock = refill;
            self.reshuffled = true;
        }
        // Every card of the deck is in a hand, the stock or the discards, and a draw takes
        // back at most the five it gives.
        let fresh: Vec<Card> = (0..count).filter_map(|_| self.stock.pop()).collect();
        let p = self.seat_mut(seat)?;
        let mut fresh = fresh.into_iter();
        for i in 0..5 {
            if mask & (1 << i) != 0
                && let Some(card) = fresh.next()
            {
                p.cards[i] = card;
            }
        }
        p.drew = Some(count as u8);
        p.marks = 0;
        self.muck.extend(discarded);
        self.record(LastAction {
            seat,
            did: Did::Drew(count as u8),
            all_in: false,
        });
        let next = self.live().find(|p| p.drew.is_none()).map(|p| p.seat);
        self.to_act = next;
        if self.to_act.is_none() {
            self.street = Street::Second;
            self.begin_round(stacks);
        }
        Ok(())
    }

    /// Keeps an action: the last one, and the hand's list.
    fn record(&mut self, action: LastAction) {
        self.last = Some(action);
        self.actions.push((self.street, action));
    }

    /// The actions of the street in play, or of the one before when this one has none
    /// yet: what the table shows as the round so far.
    pub fn round_so_far(&self) -> &[(Street, LastAction)] {
        let street = match self.actions.last() {
            Some((street, _)) => *street,
            None => return &[],
        };
        let start = self
            .actions
            .iter()
            .rposition(|(s, _)| *s != street)
            .map_or(0, |i| i + 1);
        &self.actions[start..]
    }

    /// A player leaves the hand (left the table, or sat out): their hand is folded.
    pub fn fold_out<S: Stacks>(&mut self, seat: SeatNo, stacks: &S) {
        let Ok(p) = self.seat_mut(seat) else {
            return;
        };
        if p.folded {
            return;
        }
        p.folded = true;
        let cards = p.cards;
        self.muck.extend(cards);
        self.record(LastAction {
            seat,
            did: Did::Folded,
            all_in: false,
        });
        if self.to_act == Some(seat) {
            match self.street {
                Street::Draw => {
                    let next = self.live().find(|p| p.drew.is_none()).map(|p| p.seat);
                    self.to_act = next;
                    if self.to_act.is_none() {
                        self.street = Street::Second;
                        self.begin_round(stacks);
                    }
                }
                _ => self.after_action(seat, stacks),
            }
        }
        if self.live().count() <= 1 {
            self.to_act = None;
        }
    }

    /// Settles a finished hand: pots to the best hands (or to the last player in), odd
    /// chips to the first winner left of the button. Stacks are paid.
    pub fn settle<S: Stacks>(&self, stacks: &mut S) -> HandEnd {
        let evaluated: Vec<(SeatNo, crate::hand_eval::Evaluation)> = self
            .seats
            .iter()
            .map(|p| (p.seat, evaluate(&p.cards, self.deck)))
            .collect();
        let eval_of = |seat: SeatNo| evaluated.iter().find(|(s, _)| *s == seat).map(|(_, e)| *e);
        let contributions: Vec<(SeatNo, i64)> =
            self.seats.iter().map(|p| (p.seat, p.total)).collect();
        let folded: Vec<SeatNo> = self
            .seats
            .iter()
            .filter(|p| p.folded)
            .map(|p| p.seat)
            .collect();
        let live: Vec<SeatNo> = self.live().map(|p| p.seat).collect();
        let mut pots = Vec::new();
        if live.len() == 1 {
            pots.push(PotResult {
                amount: self.pot(),
                shares: vec![(live[0], self.pot())],
            });
        } else {
            for pot in side_pots(&contributions, &folded) {
                let best = pot
                    .eligible
                    .iter()
                    .filter_map(|&s| eval_of(s).map(|e| e.value))
                    .max();
                let winners: Vec<SeatNo> = pot
                    .eligible
                    .iter()
                    .copied()
                    .filter(|&s| eval_of(s).map(|e| e.value) == best)
                    .collect();
                let ordered: Vec<SeatNo> = left_of(self.button, &winners);
                pots.push(PotResult {
                    amount: pot.amount,
                    shares: split(pot.amount, &ordered),
                });
            }
        }
        for pot in &pots {
            for &(seat, amount) in &pot.shares {
                *stacks.stack_mut(seat) += amount;
            }
        }
        let shown = if live.len() > 1 {
            self.live()
                .filter_map(|p| {
                    eval_of(p.seat).map(|e| Shown {
                        seat: p.seat,
                        cards: p.cards,
                        category: e.category,
                        value: e.value,
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let seats = self
            .seats
            .iter()
            .map(|p| SeatEnd {
                seat: p.seat,
                put_in: p.total,
                won: pots
                    .iter()
                    .flat_map(|pot| pot.shares.iter())
                    .filter(|(s, _)| *s == p.seat)
                    .map(|(_, a)| a)
                    .sum(),
                category: eval_of(p.seat).map_or(Category::HighCard, |e| e.category),
                folded: p.folded,
            })
            .collect();
        HandEnd {
            number: self.number,
            shown,
            pots,
            seats,
            reshuffled: self.reshuffled,
        }
    }
}
