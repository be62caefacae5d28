//! Seating a table: a cash table's or a sit-and-go's options read against the wallet, and a
//! short wallet's refusal in a buy-in's words.

use super::refusals::HoldemError;
use super::{DEFAULT_TOURNAMENT_BUY_IN, MAX_SEATS, MAX_TOURNAMENT_BUY_IN, MIN_SEATS};
use crate::RuleError;
use crate::game::Level;
use crate::holdem::table::{MAX_BIG_BLIND, MAX_BUY_IN_BLINDS, MIN_BUY_IN_BLINDS, Settings};
use crate::holdem::tournament::Speed;
use serde::{Deserialize, Serialize};

/// Cash table or sit-and-go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    #[default]
    Cash,
    Tournament,
}

/// A table's setup, fixed when it opens.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Setup {
    /// The cash table's stakes; a sit-and-go's are its schedule's.
    pub settings: Settings,
    pub speed: Speed,
}

/// `/poker holdem [blind] [seats] [computers] [level] [buyin]` and
/// `/poker tournament [buyin] [seats] [computers] [level] [speed]`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub mode: Mode,
    #[serde(default)]
    pub blind: Option<i64>,
    #[serde(default)]
    pub seats: Option<i64>,
    #[serde(default)]
    pub computers: Option<i64>,
    #[serde(default)]
    pub level: Option<String>,
    #[serde(default)]
    pub buyin: Option<i64>,
    #[serde(default)]
    pub speed: Option<String>,
}

impl Options {
    /// The table's setup, its buy-in (a cash table's stack, a sit-and-go's stake), and its
    /// computer players, for an opener whose wallet holds `wallet`, or why the options make
    /// none. A cash table's buy-in unless set is the most its wallet covers: the table's
    /// maximum, else the whole wallet when it reaches the least buy-in.
    pub fn setup(&self, wallet: i64) -> Result<(Setup, i64, usize, Level), HoldemError> {
        let seats = self.seats.unwrap_or(6);
        if !(MIN_SEATS as i64..=MAX_SEATS as i64).contains(&seats) {
            return Err(HoldemError::SeatsOutOfRange);
        }
        let computers = self.computers.unwrap_or(0);
        if !(0..seats).contains(&computers) {
            return Err(HoldemError::TooManyComputers {
                max: seats as usize - 1,
            });
        }
        let level = match self.level.as_deref() {
            None => Level::Expert,
            Some(text) => Level::parse(text).ok_or(HoldemError::UnknownLevel)?,
        };
        let speed = match self.speed.as_deref() {
            None => Speed::default(),
            Some(text) => Speed::parse(text).ok_or(HoldemError::UnknownSpeed)?,
        };
        let (big_blind, buy_in) = match self.mode {
            Mode::Cash => {
                let blind = self.blind.unwrap_or(2);
                if !(1..=MAX_BIG_BLIND).contains(&blind) {
                    return Err(HoldemError::BlindOutOfRange { max: MAX_BIG_BLIND });
                }
                let (min, max) = (MIN_BUY_IN_BLINDS * blind, MAX_BUY_IN_BLINDS * blind);
                let buy_in = self.buyin.unwrap_or(wallet.clamp(min, max));
                if !(min..=max).contains(&buy_in) {
                    return Err(HoldemError::BuyInOutOfRange { min, max });
                }
                if wallet < buy_in {
                    return Err(cash_short(wallet, blind, buy_in));
                }
                (blind, buy_in)
            }
            Mode::Tournament => {
                let buy_in = self.buyin.unwrap_or(DEFAULT_TOURNAMENT_BUY_IN);
                if !(0..=MAX_TOURNAMENT_BUY_IN).contains(&buy_in) {
                    return Err(HoldemError::BuyInOutOfRange {
                        min: 0,
                        max: MAX_TOURNAMENT_BUY_IN,
                    });
                }
                if wallet < buy_in {
                    return Err(HoldemError::EntryShort {
                        balance: wallet,
                        buy_in,
                        opening: true,
                    });
                }
                (crate::holdem::tournament::START_BIG_BLIND, buy_in)
            }
        };
        let setup = Setup {
            settings: Settings {
                big_blind,
                seats: seats as usize,
                buy_in: match self.mode {
                    Mode::Cash => buy_in,
                    Mode::Tournament => crate::holdem::tournament::START_STACK,
                },
            },
            speed,
        };
        Ok((setup, buy_in, computers as usize, level))
    }
}

/// Why a wallet of `balance` opens no cash table at big blind `blind` with `buy_in`, and
/// the way out: a smaller buy-in, a smaller big blind, or more chips.
pub(super) fn cash_short(balance: i64, blind: i64, buy_in: i64) -> HoldemError {
    let min = MIN_BUY_IN_BLINDS * blind;
    if balance >= min {
        return HoldemError::BuyInShort {
            balance,
            buy_in,
            min,
        };
    }
    match balance / MIN_BUY_IN_BLINDS {
        0 => HoldemError::NoBuyInFits {
            balance,
            least: MIN_BUY_IN_BLINDS,
        },
        fits => HoldemError::BlindTooBig {
            balance,
            blind,
            min,
            fits,
        },
    }
}

/// The shared table's refusal of a wallet short of its stake, in a buy-in's words.
pub(super) fn buy_in_words(e: RuleError, mode: Mode) -> RuleError {
    match (e, mode) {
        (RuleError::Table(crate::TableError::CannotStake { balance, stake }), Mode::Cash) => {
            HoldemError::JoinShort {
                balance,
                buy_in: stake,
            }
            .into()
        }
        (RuleError::Table(crate::TableError::CannotStake { balance, stake }), _) => {
            HoldemError::EntryShort {
                balance,
                buy_in: stake,
                opening: false,
            }
            .into()
        }
        (other, _) => other,
    }
}
