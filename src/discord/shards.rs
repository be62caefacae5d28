//! Which of the gateway's shards a `parlor run` process connects: all of those Discord
//! recommends (the default), or a range of a total every process agrees on
//! (`--shards 0-3 --total-shards 8`), so that several processes or hosts split the gateway.

use std::fmt;

/// The shards one gateway process runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShardPlan {
    /// As many shards as Discord recommends (`GET /gateway/bot`), all in this process.
    Recommended,
    /// Shards `first` to `last` (both included) of `total`.
    Range { first: u32, last: u32, total: u32 },
}

/// Why a shard range cannot be run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    #[error("--shards needs --total-shards: every gateway process must agree on the total")]
    NoTotal,
    #[error("--total-shards must be at least 1")]
    NoShards,
    #[error("--shards takes a shard (3) or a range (0-3), not `{0}`")]
    Unreadable(String),
    #[error("--shards {first}-{last} runs backwards: the first shard comes first")]
    Backwards { first: u32, last: u32 },
    #[error("--shards {first}-{last} goes past the {total} shards of --total-shards (0 to {})", total - 1)]
    PastTotal { first: u32, last: u32, total: u32 },
    #[error(
        "Discord allows {left} more gateway logins for {minutes} minutes, and {plan} need {needed}"
    )]
    TooFewLogins {
        left: u64,
        minutes: u64,
        plan: String,
        needed: u64,
    },
}

/// The shards a process runs once Discord has said what it recommends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    /// The last shard, included.
    pub last: u32,
    pub total: u32,
    /// Discord's recommended total.
    pub recommended: u32,
}

impl ShardPlan {
    /// The plan for `--shards` and `--total-shards` as given: neither is Discord's
    /// recommendation, the total alone is every shard of it.
    pub fn new(shards: Option<&str>, total: Option<u32>) -> Result<ShardPlan, ShardError> {
        let total = match (shards, total) {
            (None, None) => return Ok(ShardPlan::Recommended),
            (Some(_), None) => return Err(ShardError::NoTotal),
            (_, Some(0)) => return Err(ShardError::NoShards),
            (_, Some(total)) => total,
        };
        let (first, last) = match shards {
            None => (0, total - 1),
            Some(spec) => parse_range(spec)?,
        };
        if first > last {
            return Err(ShardError::Backwards { first, last });
        }
        if last >= total {
            return Err(ShardError::PastTotal { first, last, total });
        }
        Ok(ShardPlan::Range { first, last, total })
    }

    /// The shards to run, given the total Discord `recommended` and the gateway logins it
    /// still allows (`logins_left`, for `reset_after_ms`): refused when Discord would not
    /// allow that many logins now (going past the day's limit can get the token reset).
    pub fn resolve(
        self,
        recommended: u32,
        logins_left: u64,
        reset_after_ms: u64,
    ) -> Result<Shards, ShardError> {
        let recommended = recommended.max(1);
        let (first, last, total) = match self {
            ShardPlan::Recommended => (0, recommended - 1, recommended),
            ShardPlan::Range { first, last, total } => (first, last, total),
        };
        let needed = u64::from(last - first + 1);
        if needed > logins_left {
            return Err(ShardError::TooFewLogins {
                left: logins_left,
                minutes: reset_after_ms.div_ceil(60_000),
                plan: self.to_string(),
                needed,
            });
        }
        Ok(Shards {
            first,
            last,
            total,
            recommended,
        })
    }

    /// How many shards this process runs, when known before Discord is asked.
    pub fn count(&self) -> Option<u32> {
        match self {
            ShardPlan::Recommended => None,
            ShardPlan::Range { first, last, .. } => Some(last - first + 1),
        }
    }
}

impl fmt::Display for ShardPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShardPlan::Recommended => write!(f, "the shards Discord recommends"),
            ShardPlan::Range { first, last, total } if first == last => {
                write!(f, "shard {first} of {total}")
            }
            ShardPlan::Range { first, last, total } => {
                write!(f, "shards {first} to {last} of {total}")
            }
        }
    }
}

/// `3` or `0-3`.
fn parse_range(spec: &str) -> Result<(u32, u32), ShardError> {
    let unreadable = || ShardError::Unreadable(spec.to_string());
    let number = |s: &str| s.trim().parse::<u32>().map_err(|_| unreadable());
    match spec.split_once('-') {
        None => {
            let shard = number(spec)?;
            Ok((shard, shard))
        }
        Some((first, last)) => Ok((number(first)?, number(last)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_flag_runs_what_discord_recommends_and_a_total_alone_runs_all_of_it() {
        assert_eq!(ShardPlan::new(None, None), Ok(ShardPlan::Recommended));
        assert_eq!(
            ShardPlan::new(None, Some(4)),
            Ok(ShardPlan::Range {
                first: 0,
                last: 3,
                total: 4
            })
        );
    }

    #[test]
    fn a_range_or_one_shard_of_a_total() {
        let plan = ShardPlan::new(Some("0-3"), Some(8)).unwrap();
        assert_eq!(
            plan,
            ShardPlan::Range {
                first: 0,
                last: 3,
                total: 8
            }
        );
        assert_eq!(plan.count(), Some(4));
        assert_eq!(plan.to_string(), "shards 0 to 3 of 8");
        let plan = ShardPlan::new(Some("7"), Some(8)).unwrap();
        assert_eq!(plan.count(), Some(1));
        assert_eq!(plan.to_string(), "shard 7 of 8");
        assert_eq!(
            ShardPlan::new(Some(" 4 - 7 "), Some(8)).map(|p| p.count()),
            Ok(Some(4))
        );
    }

    #[test]
    fn discords_recommendation_fills_in_the_plan_and_too_few_logins_refuse_it() {
        let all = ShardPlan::Recommended.resolve(8, 1000, 0).unwrap();
        assert_eq!(
            (all.first, all.last, all.total, all.recommended),
            (0, 7, 8, 8)
        );
        // Discord never says 0, but one shard is the least.
        let one = ShardPlan::Recommended.resolve(0, 1000, 0).unwrap();
        assert_eq!((one.first, one.last, one.total), (0, 0, 1));
        let range = ShardPlan::new(Some("4-7"), Some(8)).unwrap();
        let shards = range.resolve(16, 4, 0).unwrap();
        assert_eq!((shards.first, shards.last, shards.total), (4, 7, 8));
        assert_eq!(shards.recommended, 16);
        let refused = range.resolve(8, 3, 90_001).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "Discord allows 3 more gateway logins for 2 minutes, and shards 4 to 7 of 8 need 4"
        );
        assert!(matches!(
            ShardPlan::Recommended.resolve(8, 7, 0),
            Err(ShardError::TooFewLogins { needed: 8, .. })
        ));
    }

    #[test]
    fn every_impossible_range_is_refused_with_its_reason() {
        assert_eq!(ShardPlan::new(Some("0-3"), None), Err(ShardError::NoTotal));
        assert_eq!(ShardPlan::new(None, Some(0)), Err(ShardError::NoShards));
        assert_eq!(
            ShardPlan::new(Some("0"), Some(0)),
            Err(ShardError::NoShards)
        );
        for bad in ["", "-", "a-b", "1-", "-3", "1-2-3", "0x3", "-1"] {
            assert_eq!(
                ShardPlan::new(Some(bad), Some(8)),
                Err(ShardError::Unreadable(bad.to_string())),
                "{bad:?}"
            );
        }
        assert_eq!(
            ShardPlan::new(Some("5-2"), Some(8)),
            Err(ShardError::Backwards { first: 5, last: 2 })
        );
        let past = ShardPlan::new(Some("4-8"), Some(8)).unwrap_err();
        assert_eq!(
            past,
            ShardError::PastTotal {
                first: 4,
                last: 8,
                total: 8
            }
        );
        assert!(past.to_string().contains("(0 to 7)"), "{past}");
    }
}
