//! Seasons' calendar: a weekly season is the ISO week, from Monday 00:00 UTC; a monthly
//! season is the calendar month, UTC. Pure: the time comes in, the season goes out.

use crate::view::season::SeasonName;
#[cfg(test)]
use time::Weekday;
use time::{Date, Duration, Month, OffsetDateTime};

/// How long a server's seasons last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cadence {
    Weekly,
    Monthly,
}

impl Cadence {
    /// The server's seasons by its `season` setting; None while they are off.
    pub fn of_setting(setting: &str) -> Option<Cadence> {
        match setting {
            "weekly" => Some(Cadence::Weekly),
            "monthly" => Some(Cadence::Monthly),
            _ => None,
        }
    }
}

/// One season: when it starts and ends (Unix seconds, the end not in it), and its key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Season {
    pub cadence: Cadence,
    pub start: i64,
    pub end: i64,
}

impl Season {
    /// Its period as the store keeps its standings.
    pub fn period(&self) -> crate::store::Period {
        crate::store::Period {
            monthly: self.cadence == Cadence::Monthly,
            start: self.start,
        }
    }

    /// The season of `cadence` that `at` (Unix seconds) falls in.
    pub fn at(cadence: Cadence, at: i64) -> Season {
        let date = OffsetDateTime::from_unix_timestamp(at)
            .unwrap_or(OffsetDateTime::UNIX_EPOCH)
            .date();
        let (first, next) = match cadence {
            Cadence::Weekly => {
                let monday =
                    date - Duration::days(i64::from(date.weekday().number_days_from_monday()));
                (monday, monday + Duration::days(7))
            }
            Cadence::Monthly => {
                let first = date.replace_day(1).unwrap_or(date);
                let next = match first.month() {
                    Month::December => {
                        Date::from_calendar_date(first.year() + 1, Month::January, 1)
                    }
                    month => Date::from_calendar_date(first.year(), month.next(), 1),
                }
                .unwrap_or(first);
                (first, next)
            }
        };
        Season {
            cadence,
            start: midnight(first),
            end: midnight(next),
        }
    }

    /// The season before this one.
    pub fn previous(&self) -> Season {
        Season::at(self.cadence, self.start - 1)
    }

    /// Its key, unique per server: `2026-11` for a month, `2026-W48` for an ISO week (whose
    /// year is the ISO week's: 29 December 2025 begins 2026-W01).
    pub fn key(&self) -> String {
        let date = self.first_day();
        match self.cadence {
            Cadence::Monthly => format!("{}-{:02}", date.year(), u8::from(date.month())),
            Cadence::Weekly => {
                let (year, week, _) = date.to_iso_week_date();
                format!("{year}-W{week:02}")
            }
        }
    }

    /// Its first day: the year and the month (1 to 12), or the ISO week's year and number.
    pub fn label(&self) -> (i32, u8) {
        let date = self.first_day();
        match self.cadence {
            Cadence::Monthly => (date.year(), u8::from(date.month())),
            Cadence::Weekly => {
                let (year, week, _) = date.to_iso_week_date();
                (year, week)
            }
        }
    }

    /// Its name, as the view words it.
    pub fn name(&self) -> SeasonName {
        let (year, number) = self.label();
        SeasonName {
            weekly: self.cadence == Cadence::Weekly,
            year,
            number,
        }
    }

    fn first_day(&self) -> Date {
        OffsetDateTime::from_unix_timestamp(self.start)
            .unwrap_or(OffsetDateTime::UNIX_EPOCH)
            .date()
    }
}

fn midnight(date: Date) -> i64 {
    date.midnight().assume_utc().unix_timestamp()
}

/// Whether `at` is a Monday's midnight, UTC.
#[cfg(test)]
fn is_monday(at: i64) -> bool {
    OffsetDateTime::from_unix_timestamp(at)
        .map(|t| t.weekday() == Weekday::Monday && t.hour() == 0 && t.minute() == 0)
        .unwrap_or(false)
}

/// Past seasons `/season` shows.
const PAST_SEASONS: i64 = 5;
/// Servers the sweep reads per query for seasons to close...
const CLOSE_BATCH: i64 = 200;
/// ...and how many such reads one sweep makes at most.
const CLOSE_BATCHES: usize = 10;

/// The cadence of a closed season, read from its key (`2026-W48` is a week).
fn cadence_of_key(key: &str) -> Cadence {
    if key.contains("-W") {
        Cadence::Weekly
    } else {
        Cadence::Monthly
    }
}

impl super::App {
    /// `/season`: when the season ends, its top ten, the asker's place and the past seasons'
    /// winners, posted in the channel; privately, that seasons are off.
    pub(super) async fn season(
        &self,
        tx: &mut crate::store::Tx,
        request: &super::Request,
    ) -> Result<crate::view::Reply, super::AppError> {
        use crate::view::season::{self as view, PastSeason, SeasonPage};
        let guild = Self::hosting(request)?;
        let settings = self.settings(tx, guild).await?.values;
        let Some(cadence) = Cadence::of_setting(&settings.season) else {
            return Ok(crate::view::Reply::notice(crate::view::economy::notice(
                &view::off(request.locale),
            )));
        };
        let l = super::pipeline::public_locale(&settings, request);
        let season = Season::at(cadence, self.clock.now());
        let (top, _) = tx.season_standings(guild, season.period(), 0, 10).await?;
        let mine = tx
            .season_place(guild, request.actor.id, season.period())
            .await?
            .map(|me| (me.rank, me.net));
        let past: Vec<PastSeason> = tx
            .closed_seasons(guild, PAST_SEASONS)
            .await?
            .into_iter()
            .map(|closed| PastSeason {
                name: Season::at(cadence_of_key(&closed.period), closed.starts_at).name(),
                winners: closed.winners,
            })
            .collect();
        let currency = crate::view::currency::Currency::of(&settings);
        Ok(crate::view::Reply::message(view::season(
            l,
            &currency,
            &SeasonPage {
                name: season.name(),
                ends_at: season.end,
                top: &view::standings(l, &currency, &top),
                mine,
                past: &past,
            },
        )))
    }

    /// Closes each server's season that has ended, once whichever process gets there first:
    /// keeps its winners (its best three by net chips won in games, above zero) and, where
    /// the server has an announcement channel, queues the post that says so in the
    /// transaction that closes it. The sweep's part; how many seasons it closed.
    pub async fn close_seasons(&self) -> Result<usize, super::AppError> {
        let now = self.clock.now();
        let last = |cadence| {
            let s = Season::at(cadence, now).previous();
            (s.key(), s.end)
        };
        let due = crate::store::DueSeasons {
            weekly: last(Cadence::Weekly),
            monthly: last(Cadence::Monthly),
        };
        // Once every server's last seasons are closed, none is due again until a season
        // ends: the sweeps between read nothing.
        let keys = (due.weekly.0.clone(), due.monthly.0.clone());
        if self
            .seasons_closed
            .lock()
            .is_ok_and(|done| done.as_ref() == Some(&keys))
        {
            return Ok(0);
        }
        let (mut closed, mut after, mut all) = (0, 0, true);
        let mut longest = std::time::Duration::ZERO;
        for _ in 0..CLOSE_BATCHES {
            let servers = self.store.due_seasons(&due, after, CLOSE_BATCH).await?;
            let Some(&last) = servers.last() else {
                break;
            };
            after = last;
            for guild in servers {
                let started = std::time::Instant::now();
                let close = self.close_season(guild, now).await;
                longest = longest.max(started.elapsed());
                match close {
                    Ok(true) => closed += 1,
                    Ok(false) => {}
                    // Another process closed it meanwhile.
                    Err(super::AppError::Conflict) => {}
                    Err(e) => {
                        tracing::error!("server {guild}: closing its season failed: {e}");
                        all = false;
                    }
                }
            }
        }
        if closed > 0 {
            // Each server's close is one short transaction (its standings are kept as the
            // ledger is written): the longest says what a close holds the database for.
            tracing::info!(
                "closed {closed} seasons; the longest close took {:.1} ms",
                longest.as_secs_f64() * 1e3
            );
        }
        if all
            && self.store.due_seasons(&due, 0, 1).await?.is_empty()
            && let Ok(mut done) = self.seasons_closed.lock()
        {
            *done = Some(keys);
        }
        Ok(closed)
    }

    /// Closes `guild`'s last season if it is due: true when this transaction closed it.
    async fn close_season(&self, guild: u64, now: i64) -> Result<bool, super::AppError> {
        let mut tx = self.store.begin().await?;
        let Some(settings) = tx.existing_settings(guild).await? else {
            tx.rollback().await?;
            return Ok(false);
        };
        let values = settings.values;
        let Some(cadence) = Cadence::of_setting(&values.season) else {
            tx.rollback().await?;
            return Ok(false);
        };
        let season = Season::at(cadence, now).previous();
        let key = season.key();
        let span = (season.start, season.end);
        if values.season_since >= season.end || !tx.close_season(guild, &key, span, now).await? {
            tx.rollback().await?;
            return Ok(false);
        }
        // The best three places, ties included, of those who won chips.
        let (top, players) = tx.season_standings(guild, season.period(), 0, 10).await?;
        let winners: Vec<_> = top
            .into_iter()
            .filter(|row| row.rank <= 3 && row.net > 0)
            .collect();
        for winner in &winners {
            tx.add_season_winner(guild, &key, winner).await?;
        }
        // A season nobody played in is closed without a word.
        if values.announce_channel > 0 && players > 0 {
            // No member asked: the server's chosen language, or that of its latest game.
            let recent = tx.recent_locale(guild).await?;
            let l = values.language().unwrap_or_else(|| {
                recent.as_deref().map_or(
                    crate::locale::Locale::En,
                    crate::locale::Locale::from_discord,
                )
            });
            let top: Vec<(i64, u64, i64)> =
                winners.iter().map(|w| (w.rank, w.user_id, w.net)).collect();
            let currency = crate::view::currency::Currency::of(&values);
            let text = crate::view::season::ended(l, &currency, season.name(), &top);
            self.queue(
                &mut tx,
                guild,
                values.announce_channel as u64,
                format!("season:{guild}:{key}"),
                &text,
            )
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-27 12:00 UTC, a Friday.
    const FRIDAY: i64 = 1_795_780_800;

    #[test]
    fn a_month_runs_from_its_first_midnight_to_the_next_months() {
        let s = Season::at(Cadence::Monthly, FRIDAY);
        assert_eq!(s.key(), "2026-11");
        assert_eq!(s.start, 1_793_491_200, "2026-11-01 00:00 UTC");
        assert_eq!(s.end, 1_796_083_200, "2026-12-01 00:00 UTC");
        assert_eq!(Season::at(Cadence::Monthly, s.end).key(), "2026-12");
        assert_eq!(Season::at(Cadence::Monthly, s.end - 1).key(), "2026-11");
        let december = Season::at(Cadence::Monthly, s.end);
        assert_eq!(Season::at(Cadence::Monthly, december.end).key(), "2027-01");
        assert_eq!(december.previous(), s);
        assert_eq!(s.label(), (2026, 11));
    }

    #[test]
    fn a_week_is_the_iso_week_from_monday_midnight() {
        let s = Season::at(Cadence::Weekly, FRIDAY);
        assert!(is_monday(s.start), "{}", s.start);
        assert_eq!(s.end - s.start, 7 * 86_400);
        assert!(s.start <= FRIDAY && FRIDAY < s.end);
        assert_eq!(s.key(), "2026-W48");
        assert_eq!(s.previous().key(), "2026-W47");
        // Monday 29 December 2025 begins ISO week 1 of 2026; Sunday 28 December ends week 52
        // of 2025.
        let monday = 1_766_966_400;
        assert_eq!(Season::at(Cadence::Weekly, monday).key(), "2026-W01");
        assert_eq!(Season::at(Cadence::Weekly, monday - 1).key(), "2025-W52");
        assert_eq!(Season::at(Cadence::Weekly, monday).start, monday);
    }

    /// Every hour over three years: each moment is in the season it names, seasons tile
    /// time without gaps, and a season's key is its own.
    #[test]
    fn seasons_tile_time_without_gaps() {
        for cadence in [Cadence::Weekly, Cadence::Monthly] {
            let mut last: Option<Season> = None;
            for hour in 0..(3 * 366 * 24) {
                let at = 1_735_689_600 + hour * 3600;
                let s = Season::at(cadence, at);
                assert!(s.start <= at && at < s.end, "{cadence:?} {at}");
                if let Some(prev) = &last
                    && prev != &s
                {
                    assert_eq!(prev.end, s.start);
                    assert_eq!(s.previous(), *prev);
                    assert_ne!(prev.key(), s.key());
                }
                last = Some(s);
            }
        }
    }
}
