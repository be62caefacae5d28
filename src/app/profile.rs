//! `/profile [user]`: a member's card, from the store's figures (their chips and place,
//! the season's place, the streak, the achievements unlocked, the balance day by day).
//! Posted in the channel, in the server's language; a picture in the emoji style, its text
//! in the text style. A card is always deferred: the picture can only go in the edit of
//! the response (see `App::answer_within`).

use super::economy::{DAY, live_streak, whose};
use super::season::{Cadence, Season};
use super::{App, AppError, Request, UserRef};
use crate::store::Tx;
use crate::view::Reply;
use crate::view::economy::not_played;
use crate::view::profile::{self as view, DAYS, Profile, SeasonStanding, Unlocked};

impl App {
    pub(super) async fn profile(
        &self,
        tx: &mut Tx,
        request: &Request,
        user: Option<&UserRef>,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let (member, own) = whose(request, user)?;
        let settings = self.settings(tx, guild).await?.values;
        let l = super::pipeline::public_locale(&settings, request);
        let wallet = if own {
            self.actor_wallet(tx, guild, request, &settings).await?
        } else {
            match tx.existing_wallet(guild, member).await? {
                Some(wallet) => wallet,
                None => {
                    return Ok(Reply::notice(not_played(
                        request.locale,
                        &crate::view::currency::Currency::of(&settings),
                        member,
                        settings.starting_chips,
                    )));
                }
            }
        };
        let now = self.clock.now();
        let among = crate::store::Among {
            guild,
            circle: request.circle(),
        };
        let rank = match tx.rank_of(among, member).await? {
            Some(row) => Some((row.rank, tx.wallet_count(among).await?)),
            None => None,
        };
        let season = match Cadence::of_setting(&settings.season) {
            None => SeasonStanding::Off,
            Some(cadence) => season_standing(tx, guild, member, Season::at(cadence, now)).await?,
        };
        let (unlocked, achievements) = self.unlocked_on_card(tx, guild, member).await?;
        let today = now.div_euclid(DAY);
        let first = today - (DAYS as i64 - 1);
        let (before, days) = tx.balance_by_day(guild, member, first * DAY).await?;
        let name = match user {
            Some(u) if !u.name.trim().is_empty() => u.name.clone(),
            _ if own => request.actor.name.clone(),
            _ => wallet.name.clone(),
        };
        let profile = Profile {
            member,
            name: &name,
            chips: wallet.balance,
            rank,
            season,
            streak: live_streak(&wallet, now),
            games: tx.games_finished(guild, member).await?,
            unlocked,
            achievements,
            balance: daily_balances(before, &days, first),
            currency: &crate::view::currency::Currency::of(&settings),
        };
        let reply = Reply::message(view::profile(l, &profile, settings.emoji_style()));
        // The member's own exclusion or limits, told to them alone: the card is public.
        if own && wallet.flags.restrained(now) {
            let restraint = tx.restraint(guild, member, now).await?;
            if let Some(line) =
                crate::view::responsible::profile_line(request.locale, profile.currency, &restraint)
            {
                return Ok(reply.with_private(crate::view::economy::notice(&line)));
            }
        }
        Ok(reply)
    }

    /// The achievements `member` unlocked here, as the card shows them (each with its
    /// group's number), and how many there are in all.
    async fn unlocked_on_card(
        &self,
        tx: &mut Tx,
        guild: u64,
        member: u64,
    ) -> Result<(Vec<Unlocked<'_>>, usize), AppError> {
        let held = tx.unlocked(guild, member).await?;
        let mut unlocked = Vec::new();
        let mut achievements = 0;
        for (group, (_, list)) in self.achievement_groups().enumerate() {
            achievements += list.len();
            for a in list.iter().filter(|a| held.iter().any(|h| h.id == a.id)) {
                unlocked.push(Unlocked {
                    id: a.id,
                    emoji: a.emoji,
                    group: u8::try_from(group).unwrap_or(u8::MAX),
                });
            }
        }
        Ok((unlocked, achievements))
    }
}

/// Where `member` stands in `season`: placed, or not played in it yet.
async fn season_standing(
    tx: &mut Tx,
    guild: u64,
    member: u64,
    season: Season,
) -> Result<SeasonStanding, AppError> {
    let place = tx.season_place(guild, member, season.period()).await?;
    Ok(match place {
        Some(row) => SeasonStanding::Placed(season.name(), row.rank),
        None => SeasonStanding::NotPlayed(season.name()),
    })
}

/// The closing balance of each of the [`DAYS`] days from day `first`: the balance before
/// them, then each day's last movement carried on to the days without one; None before
/// the member's first movement.
fn daily_balances(before: Option<i64>, days: &[(i64, i64)], first: i64) -> Vec<Option<i64>> {
    let mut balance = before;
    let mut moves = days.iter().peekable();
    (first..first + DAYS as i64)
        .map(|day| {
            while let Some(&&(moved, after)) = moves.peek() {
                if moved > day {
                    break;
                }
                balance = Some(after);
                moves.next();
            }
            balance
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_day_closes_on_its_last_movement_or_the_day_before() {
        let days = [(102, 50), (104, 70), (130, 10)];
        let balances = daily_balances(None, &days, 100);
        assert_eq!(balances.len(), DAYS);
        assert_eq!(
            &balances[..6],
            &[None, None, Some(50), Some(50), Some(70), Some(70)]
        );
        assert_eq!(balances[29], Some(70));
        assert_eq!(balances[30], Some(10));
        let carried = daily_balances(Some(5), &[], 100);
        assert!(carried.iter().all(|b| *b == Some(5)));
    }
}
