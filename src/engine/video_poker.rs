//! Video poker (RULES.md, seed 000): bet 1 to 5 chips, deal five cards, hold any of them,
//! draw once, get paid from the pay table.

pub mod optimal;
mod pay_table;

pub use pay_table::{PayLine, PayTable};

use super::RuleError;
use super::cards::{Card, DeckKind};
use super::hand_eval::{Category, evaluate};
use rand::Rng;
use serde::{Deserialize, Serialize};

pub const MIN_BET: u32 = 1;
pub const MAX_BET: u32 = 5;

/// One video-poker machine: the bet, the pay table it pays by, and where the hand stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VideoPoker {
    pub bet: u32,
    pub table: PayTable,
    pub phase: Phase,
    /// Hands played on this machine.
    pub hands: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Choosing the bet; no cards out.
    Betting,
    /// Five cards dealt and the bet taken; the player is choosing what to hold.
    Dealt {
        hand: [Card; 5],
        held: [bool; 5],
        /// The rest of the shuffled deck, in the order it will be drawn.
        stock: Vec<Card>,
    },
    /// The hand is over and paid.
    Settled(Settlement),
}

/// How a hand ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Settlement {
    pub hand: [Card; 5],
    /// The cards that were held for the draw.
    pub held: [bool; 5],
    pub wager: u32,
    pub payout: u32,
    /// The paying category, if the hand paid.
    pub paid: Option<Category>,
    /// The hand's category, paying or not.
    pub category: Category,
    /// Bit i: card i made the paying hand.
    pub scoring: u8,
    /// True when the hand stood because the player went idle.
    pub stood_idle: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    BetDown,
    BetUp,
    SetBet(u32),
    Deal,
    ToggleHold(usize),
    Draw,
    /// The player went idle: the dealt hand stands as it is and is paid.
    Stand,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    BetChanged,
    /// A hand was dealt; `wager` chips are at stake.
    Dealt {
        wager: u32,
    },
    HoldToggled,
    Settled(Settlement),
}

impl VideoPoker {
    pub fn new(bet: u32, table: PayTable) -> Result<VideoPoker, RuleError> {
        check_bet(bet)?;
        Ok(VideoPoker {
            bet,
            table,
            phase: Phase::Betting,
            hands: 0,
        })
    }

    /// Whether a hand is out and unpaid.
    pub fn in_hand(&self) -> bool {
        matches!(self.phase, Phase::Dealt { .. })
    }

    /// Applies one action. On error the state is unchanged.
    pub fn apply<R: Rng + ?Sized>(
        &mut self,
        action: Action,
        rng: &mut R,
    ) -> Result<Outcome, RuleError> {
        match (action, &mut self.phase) {
            (Action::BetDown | Action::BetUp | Action::SetBet(_), Phase::Dealt { .. }) => Err(
                RuleError::WrongPhase("the bet is locked until the hand is drawn"),
            ),
            (Action::BetDown, _) => self.set_bet(self.bet.saturating_sub(1)),
            (Action::BetUp, _) => self.set_bet(self.bet + 1),
            (Action::SetBet(bet), _) => self.set_bet(bet),
            (Action::Deal, Phase::Dealt { .. }) => Err(RuleError::WrongPhase(
                "this hand is still waiting for its draw",
            )),
            (Action::Deal, _) => {
                let mut deck = DeckKind::Standard52.shuffled(rng);
                let stock = deck.split_off(5);
                let hand: [Card; 5] = deck
                    .try_into()
                    .map_err(|_| RuleError::WrongPhase("the deck is short"))?;
                self.phase = Phase::Dealt {
                    hand,
                    held: [false; 5],
                    stock,
                };
                self.hands += 1;
                Ok(Outcome::Dealt { wager: self.bet })
            }
            (Action::ToggleHold(i), Phase::Dealt { held, .. }) => {
                let slot = held.get_mut(i).ok_or(RuleError::NoSuchCard(i))?;
                *slot = !*slot;
                Ok(Outcome::HoldToggled)
            }
            (Action::Draw | Action::Stand, Phase::Dealt { hand, held, stock }) => {
                let stood_idle = action == Action::Stand;
                let mut hand = *hand;
                if !stood_idle {
                    let mut next = stock.iter();
                    for (card, &keep) in hand.iter_mut().zip(held.iter()) {
                        if !keep {
                            *card = *next
                                .next()
                                .ok_or(RuleError::WrongPhase("the deck is short"))?;
                        }
                    }
                }
                let held = *held;
                let settlement = self.settle(hand, held, stood_idle);
                self.phase = Phase::Settled(settlement.clone());
                Ok(Outcome::Settled(settlement))
            }
            (Action::ToggleHold(_) | Action::Draw | Action::Stand, _) => {
                Err(RuleError::WrongPhase("there is no hand out; deal first"))
            }
        }
    }

    fn set_bet(&mut self, bet: u32) -> Result<Outcome, RuleError> {
        check_bet(bet)?;
        self.bet = bet;
        Ok(Outcome::BetChanged)
    }

    fn settle(&self, hand: [Card; 5], held: [bool; 5], stood_idle: bool) -> Settlement {
        let evaluation = evaluate(&hand, DeckKind::Standard52);
        let per_chip = self
            .table
            .pays_per_chip(evaluation.category, evaluation.key_rank, self.bet);
        let paid = (per_chip > 0).then_some(evaluation.category);
        Settlement {
            hand,
            held,
            wager: self.bet,
            payout: per_chip * self.bet,
            paid,
            category: evaluation.category,
            scoring: if paid.is_some() {
                evaluation.scoring
            } else {
                0
            },
            stood_idle,
        }
    }
}

pub fn check_bet(bet: u32) -> Result<(), RuleError> {
    if (MIN_BET..=MAX_BET).contains(&bet) {
        Ok(())
    } else {
        Err(RuleError::BetOutOfRange {
            min: MIN_BET,
            max: MAX_BET,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn cards(text: &str) -> [Card; 5] {
        crate::engine::cards::parse_hand(text).unwrap()
    }

    fn dealt(hand: &str, stock: &str, bet: u32) -> VideoPoker {
        let stock = stock
            .split_whitespace()
            .map(|t| Card::parse(t).unwrap())
            .collect();
        VideoPoker {
            bet,
            table: PayTable::jacks_9_6(),
            phase: Phase::Dealt {
                hand: cards(hand),
                held: [false; 5],
                stock,
            },
            hands: 1,
        }
    }

    #[test]
    fn draw_replaces_exactly_the_cards_not_held() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let mut game = dealt("Js Jh 4d 7c 9s", "2c 3c 5h 8d Kd", 2);
        game.apply(Action::ToggleHold(0), &mut rng).unwrap();
        game.apply(Action::ToggleHold(1), &mut rng).unwrap();
        game.apply(Action::ToggleHold(3), &mut rng).unwrap();
        game.apply(Action::ToggleHold(3), &mut rng).unwrap(); // un-hold again
        let Outcome::Settled(s) = game.apply(Action::Draw, &mut rng).unwrap() else {
            panic!("not settled")
        };
        assert_eq!(s.hand, cards("Js Jh 2c 3c 5h"));
        assert_eq!(s.paid, Some(Category::OnePair));
        assert_eq!(s.payout, 2);
        assert_eq!(s.scoring, 0b00011);
    }

    #[test]
    fn low_pair_pays_nothing_and_standing_keeps_the_deal() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let mut game = dealt("Ts Th 4d 7c 9s", "Tc Td 5h 8d Kd", 5);
        let Outcome::Settled(s) = game.apply(Action::Stand, &mut rng).unwrap() else {
            panic!("not settled")
        };
        assert_eq!(s.hand, cards("Ts Th 4d 7c 9s"));
        assert_eq!((s.payout, s.paid, s.scoring), (0, None, 0));
        assert!(s.stood_idle);
    }

    #[test]
    fn phases_refuse_out_of_turn_actions_without_change() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut game = VideoPoker::new(1, PayTable::jacks_9_6()).unwrap();
        assert!(game.apply(Action::Draw, &mut rng).is_err());
        assert!(game.apply(Action::ToggleHold(0), &mut rng).is_err());
        assert!(game.apply(Action::BetDown, &mut rng).is_err());
        assert_eq!(game.bet, 1);
        game.apply(Action::SetBet(5), &mut rng).unwrap();
        assert!(game.apply(Action::BetUp, &mut rng).is_err());
        game.apply(Action::Deal, &mut rng).unwrap();
        let before = game.clone();
        assert!(game.apply(Action::Deal, &mut rng).is_err());
        assert!(game.apply(Action::BetUp, &mut rng).is_err());
        assert!(game.apply(Action::ToggleHold(5), &mut rng).is_err());
        assert_eq!(game, before);
        assert!(VideoPoker::new(0, PayTable::jacks_9_6()).is_err());
        assert!(VideoPoker::new(6, PayTable::jacks_9_6()).is_err());
    }

    #[test]
    fn a_deal_uses_52_distinct_cards_and_replays_from_its_seed() {
        let deal = |seed| {
            let mut game = VideoPoker::new(3, PayTable::jacks_9_6()).unwrap();
            game.apply(Action::Deal, &mut ChaCha8Rng::seed_from_u64(seed))
                .unwrap();
            game
        };
        assert_eq!(deal(9), deal(9));
        assert_ne!(deal(9), deal(10));
        let Phase::Dealt { hand, stock, .. } = deal(9).phase else {
            panic!()
        };
        let mut all: Vec<Card> = hand.iter().chain(stock.iter()).copied().collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 52);
    }
}
