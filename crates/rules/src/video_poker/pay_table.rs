//! Pay tables: data, chosen per server. Custom tables are read from the configuration in
//! this same shape (their name is their key there).

use crate::hand_eval::Category;
use serde::{Deserialize, Serialize};

use super::MAX_BET;
use crate::refusal::{Refuse, Wording};

/// Why a pay table does not read or is refused. The catalogue words it for players
/// ([`Refuse`]); the English here is for the configuration file's errors.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PaysError {
    #[error("`{0}` is not nine whole numbers split by commas (RF,SF,4K,FH,FL,ST,3K,2P,PAIR)")]
    NotNumbers(String),
    #[error("a table written out has nine pays (RF,SF,4K,FH,FL,ST,3K,2P,PAIR), not {0}")]
    Count(usize),
    #[error("`{0}` is not a rank such as jacks, tens or aces")]
    NoSuchPair(String),
    #[error("a pay table name is 1 to 32 letters, digits, '-' or '_'")]
    BadName,
    #[error("min_pair must be a rank from 2 to 14 (14 is the ace)")]
    BadMinPair,
    #[error("a pay above {MAX_PAY} per chip is not allowed")]
    TooHigh,
    #[error("a pay table must pay for some hand")]
    PaysNothing,
}

/// The most a table may pay per chip for a hand.
pub const MAX_PAY: u32 = 10_000;

impl Refuse for PaysError {
    fn wording(&self) -> Wording {
        match self {
            PaysError::NotNumbers(pays) => {
                Wording::new("vp-pays-not-numbers").with("pays", pays.as_str())
            }
            PaysError::Count(count) => Wording::new("vp-pays-count").with("count", *count),
            PaysError::NoSuchPair(pair) => {
                Wording::new("vp-pays-no-such-pair").with("pair", pair.as_str())
            }
            PaysError::BadName => Wording::new("vp-pays-bad-name"),
            PaysError::BadMinPair => Wording::new("vp-pays-bad-min-pair"),
            PaysError::TooHigh => Wording::new("vp-pays-too-high").with("max", MAX_PAY),
            PaysError::PaysNothing => Wording::new("vp-pays-nothing"),
        }
    }
}

/// What each paying hand returns per chip bet. The payout includes the stake: a pay of 1
/// gives the bet back.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayTable {
    #[serde(default)]
    pub name: String,
    pub royal_flush: u32,
    /// The royal flush's pay per chip at the maximum bet (the 4000-chip jackpot is 800 x 5);
    /// the same as `royal_flush` when left out.
    #[serde(default)]
    pub royal_flush_max_bet: Option<u32>,
    pub straight_flush: u32,
    pub four_of_a_kind: u32,
    pub full_house: u32,
    pub flush: u32,
    pub straight: u32,
    pub three_of_a_kind: u32,
    pub two_pair: u32,
    pub pair: u32,
    /// The lowest pair that pays: 11 for jacks or better, 10 for tens or better.
    pub min_pair: u8,
}

/// One line of a pay table, for display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayLine {
    pub category: Category,
    /// Payout for bets of 1 to 5 chips.
    pub payouts: [u32; MAX_BET as usize],
}

impl PayTable {
    /// Full-pay Jacks or Better, 9/6: 99.54 % with perfect play at five chips.
    pub fn jacks_9_6() -> PayTable {
        PayTable {
            name: "jacks-9-6".into(),
            royal_flush: 250,
            royal_flush_max_bet: Some(800),
            straight_flush: 50,
            four_of_a_kind: 25,
            full_house: 9,
            flush: 6,
            straight: 4,
            three_of_a_kind: 3,
            two_pair: 2,
            pair: 1,
            min_pair: 11,
        }
    }

    /// The seed's machine: tens or better pay 2; far more generous than a casino's.
    pub fn classic() -> PayTable {
        PayTable {
            name: "classic".into(),
            royal_flush: 250,
            royal_flush_max_bet: Some(800),
            straight_flush: 50,
            four_of_a_kind: 20,
            full_house: 7,
            flush: 6,
            straight: 5,
            three_of_a_kind: 4,
            two_pair: 3,
            pair: 2,
            min_pair: 10,
        }
    }

    /// A table written out as its pays per chip at the 5-chip bet, best hand first:
    /// `RF,SF,4K,FH,FL,ST,3K,2P,PAIR`, so full-pay Jacks or Better is `800,50,25,9,6,4,3,2,1`.
    /// Every bet pays the same per chip. `min_pair` is the lowest paying pair's rank.
    pub fn from_pays(name: &str, pays: &str, min_pair: u8) -> Result<PayTable, PaysError> {
        let numbers: Vec<u32> = pays
            .split(',')
            .map(|p| p.trim().parse::<u32>())
            .collect::<Result<_, _>>()
            .map_err(|_| PaysError::NotNumbers(pays.to_string()))?;
        let [rf, sf, four, fh, fl, st, three, two, pair] = numbers[..] else {
            return Err(PaysError::Count(numbers.len()));
        };
        let table = PayTable {
            name: name.to_string(),
            royal_flush: rf,
            royal_flush_max_bet: None,
            straight_flush: sf,
            four_of_a_kind: four,
            full_house: fh,
            flush: fl,
            straight: st,
            three_of_a_kind: three,
            two_pair: two,
            pair,
            min_pair,
        };
        table.validate()?;
        Ok(table)
    }

    /// The table written out as [`from_pays`](Self::from_pays) reads it, at the 5-chip bet.
    pub fn pays_text(&self) -> String {
        self.lines()
            .iter()
            .map(|line| (line.payouts[MAX_BET as usize - 1] / MAX_BET).to_string())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// A table written out as a server keeps it: its pays at 5 chips, then optionally `/` and
    /// the lowest paying pair (`800,50,25,9,6,4,3,2,1/jacks`; jacks when left out). Named
    /// `custom`.
    pub fn from_spec(spec: &str) -> Result<PayTable, PaysError> {
        let (pays, pair) = spec.split_once('/').unwrap_or((spec, "jacks"));
        let min_pair = PayTable::parse_min_pair(pair)
            .ok_or_else(|| PaysError::NoSuchPair(pair.to_string()))?;
        PayTable::from_pays("custom", pays, min_pair)
    }

    /// The table written out as [`from_spec`](Self::from_spec) reads it.
    pub fn spec(&self) -> String {
        format!("{}/{}", self.pays_text(), self.min_pair_name())
    }

    /// Whether a server's pay-table setting writes a table out rather than naming one.
    pub fn is_spec(setting: &str) -> bool {
        setting.contains(',')
    }

    /// Reads the lowest paying pair: `jacks`, `tens`, ... `aces` (or `twos` to `nines`),
    /// singular or plural, or a rank (`J`, `10`).
    pub fn parse_min_pair(text: &str) -> Option<u8> {
        const NAMES: [&str; 13] = [
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ];
        let text = text.trim().to_ascii_lowercase();
        let singular = text
            .strip_suffix("es")
            .filter(|s| *s == "six")
            .or_else(|| text.strip_suffix('s'))
            .unwrap_or(&text);
        if let Some(i) = NAMES.iter().position(|n| *n == singular) {
            return Some(i as u8 + 2);
        }
        crate::cards::Card::parse(&format!("{text}s")).map(|c| c.rank())
    }

    /// The name of the lowest paying pair, plural: `jacks`.
    pub fn min_pair_name(&self) -> &'static str {
        const NAMES: [&str; 13] = [
            "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces",
        ];
        NAMES[usize::from(self.min_pair.clamp(2, 14) - 2)]
    }

    pub fn built_in() -> Vec<PayTable> {
        vec![PayTable::jacks_9_6(), PayTable::classic()]
    }

    /// Checks a table from configuration: a name, a paying pair from 2 to A, pays that do
    /// not decrease with rarity would still be playable, so only sanity limits apply.
    pub fn validate(&self) -> Result<(), PaysError> {
        if self.name.is_empty()
            || self.name.len() > 32
            || !self
                .name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            return Err(PaysError::BadName);
        }
        if !(2..=14).contains(&self.min_pair) {
            return Err(PaysError::BadMinPair);
        }
        let pays = [
            self.royal_flush,
            self.royal_at_max_bet(),
            self.straight_flush,
            self.four_of_a_kind,
            self.full_house,
            self.flush,
            self.straight,
            self.three_of_a_kind,
            self.two_pair,
            self.pair,
        ];
        if pays.iter().any(|&p| p > MAX_PAY) {
            return Err(PaysError::TooHigh);
        }
        if pays.iter().all(|&p| p == 0) {
            return Err(PaysError::PaysNothing);
        }
        Ok(())
    }

    /// Pay per chip for a hand of this category (`key_rank`: the pair's rank for one pair).
    pub fn pays_per_chip(&self, category: Category, key_rank: u8, bet: u32) -> u32 {
        match category {
            Category::RoyalFlush if bet >= MAX_BET => self.royal_at_max_bet(),
            Category::RoyalFlush => self.royal_flush,
            Category::StraightFlush => self.straight_flush,
            Category::FourOfAKind => self.four_of_a_kind,
            Category::FullHouse => self.full_house,
            Category::Flush => self.flush,
            Category::Straight => self.straight,
            Category::ThreeOfAKind => self.three_of_a_kind,
            Category::TwoPair => self.two_pair,
            Category::OnePair if key_rank >= self.min_pair => self.pair,
            Category::OnePair | Category::HighCard => 0,
        }
    }

    /// The royal flush's pay per chip at the maximum bet.
    pub fn royal_at_max_bet(&self) -> u32 {
        self.royal_flush_max_bet.unwrap_or(self.royal_flush)
    }

    /// The table's lines, best hand first, with the payout at each bet.
    pub fn lines(&self) -> Vec<PayLine> {
        [
            Category::RoyalFlush,
            Category::StraightFlush,
            Category::FourOfAKind,
            Category::FullHouse,
            Category::Flush,
            Category::Straight,
            Category::ThreeOfAKind,
            Category::TwoPair,
            Category::OnePair,
        ]
        .into_iter()
        .map(|category| {
            let key = if category == Category::OnePair { 14 } else { 0 };
            let mut payouts = [0; MAX_BET as usize];
            for (i, payout) in payouts.iter_mut().enumerate() {
                let bet = i as u32 + 1;
                *payout = self.pays_per_chip(category, key, bet) * bet;
            }
            PayLine { category, payouts }
        })
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_tables_match_the_rule_book() {
        let j = PayTable::jacks_9_6();
        let c = PayTable::classic();
        let per_chip =
            |t: &PayTable| -> Vec<u32> { t.lines().iter().map(|l| l.payouts[0]).collect() };
        assert_eq!(per_chip(&j), vec![250, 50, 25, 9, 6, 4, 3, 2, 1]);
        assert_eq!(per_chip(&c), vec![250, 50, 20, 7, 6, 5, 4, 3, 2]);
        assert_eq!(j.lines()[0].payouts, [250, 500, 750, 1000, 4000]);
        assert_eq!(c.lines()[0].payouts[4], 4000);
        assert_eq!(j.pays_per_chip(Category::OnePair, 10, 1), 0);
        assert_eq!(j.pays_per_chip(Category::OnePair, 11, 3), 1);
        assert_eq!(c.pays_per_chip(Category::OnePair, 10, 1), 2);
        assert_eq!(c.pays_per_chip(Category::OnePair, 9, 1), 0);
        assert!(j.validate().is_ok() && c.validate().is_ok());
        let mut bad = j.clone();
        bad.min_pair = 1;
        assert!(bad.validate().is_err());
        bad = j.clone();
        bad.name = "no spaces".into();
        assert!(bad.validate().is_err());
    }

    #[test]
    fn tables_are_read_written_out() {
        let full = PayTable::from_pays("full", "800,50,25,9,6,4,3,2,1", 11).unwrap();
        assert_eq!(full.pays_text(), "800,50,25,9,6,4,3,2,1");
        assert_eq!(full.pays_per_chip(Category::RoyalFlush, 0, 1), 800);
        assert_eq!(full.pays_per_chip(Category::OnePair, 11, 5), 1);
        assert_eq!(full.pays_per_chip(Category::OnePair, 10, 5), 0);
        assert_eq!(PayTable::jacks_9_6().pays_text(), "800,50,25,9,6,4,3,2,1");
        assert_eq!(PayTable::classic().pays_text(), "800,50,20,7,6,5,4,3,2");
        assert!(PayTable::from_pays("x", "800,50,25,9,6,4,3,2", 11).is_err());
        assert!(PayTable::from_pays("x", "800,50,25,9,6,4,3,2,one", 11).is_err());
        assert!(PayTable::from_pays("x", "800,50,25,9,6,4,3,2,-1", 11).is_err());
        assert!(PayTable::from_pays("x", "80000,50,25,9,6,4,3,2,1", 11).is_err());
        for (text, rank) in [
            ("jacks", 11),
            ("Tens", 10),
            ("ace", 14),
            ("sixes", 6),
            ("J", 11),
            ("10", 10),
            ("kings", 13),
        ] {
            assert_eq!(PayTable::parse_min_pair(text), Some(rank), "{text}");
        }
        assert_eq!(PayTable::parse_min_pair("knaves"), None);
        let tens = PayTable::from_spec("800,50,25,9,6,4,3,2,1/tens").unwrap();
        assert_eq!(
            (tens.min_pair, tens.spec()),
            (10, "800,50,25,9,6,4,3,2,1/tens".into())
        );
        assert_eq!(
            PayTable::from_spec("800,50,25,9,6,4,3,2,1")
                .unwrap()
                .min_pair,
            11
        );
        assert!(PayTable::from_spec("800,50,25,9,6,4,3,2,1/knaves").is_err());
        assert!(PayTable::is_spec("800,50") && !PayTable::is_spec("classic"));
        assert_eq!(PayTable::classic().min_pair_name(), "tens");
    }
}
