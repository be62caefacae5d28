//! `parlor bench data measure`: every read a member or a manager can make, timed over a
//! filled database through the app, as the server answers it (the same [`App::handle`]),
//! with the database's size per member and per ledger row.
//!
//! Each read is asked by members drawn from the large server: most at random, a tenth
//! among its busiest (whose histories are the longest), so the 99th percentile sees both.

use super::fill::{FIRST_MEMBER, LARGEST};
use crate::app::season::{Cadence, Season};
use crate::app::{Action, Actor, App, Command, Place, Request, UserRef};
use crate::engine::GameKind;
use crate::view::custom_id::CustomId;
use crate::view::{Locale, Reply, colour};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;
use std::time::Instant;

/// The channel the measured reads are asked in.
const CHANNEL: u64 = 930_000_000_000_000_000;

/// A manager of the large server, who asks for `/audit`.
const MANAGER: u64 = FIRST_MEMBER - 1;

/// The most time a read's samples take: a read slower than that is reported from those
/// taken (at least three), its line saying how many.
const READ_BUDGET: std::time::Duration = std::time::Duration::from_secs(30);

/// Every read measured, by the name its line carries.
pub const READS: [&str; 14] = [
    "balance",
    "leaderboard chips, first page",
    "leaderboard chips, middle page",
    "leaderboard chips, last page",
    "leaderboard season",
    "leaderboard game (season)",
    "leaderboard game (all time)",
    "stats",
    "profile",
    "achievements",
    "season",
    "audit",
    "game start",
    "game click",
];

/// What a measure found: each read's times, in milliseconds, and the sizes.
#[derive(Debug, Clone)]
pub struct Measured {
    /// The samples asked of each read.
    pub samples: usize,
    pub reads: Vec<(&'static str, Vec<f64>)>,
    pub members: i64,
    pub ledger: i64,
    pub bytes: i64,
    pub ledger_bytes: Option<i64>,
    /// Reads that were refused or failed, by read.
    pub failed: Vec<(&'static str, String)>,
}

/// The members a read is asked by: mostly anyone, a tenth the busiest.
struct Askers {
    rng: ChaCha8Rng,
    members: u64,
    busiest: Vec<u64>,
}

impl Askers {
    fn next(&mut self) -> u64 {
        if !self.busiest.is_empty() && self.rng.random_bool(0.1) {
            let i = self.rng.random_range(0..self.busiest.len());
            return self.busiest[i];
        }
        FIRST_MEMBER + self.rng.random_range(0..self.members.max(1))
    }
}

/// The page a board of `total` lines shows in the middle, and its last.
fn pages(total: i64) -> (i64, i64) {
    let last = (total - 1).max(0) / crate::view::economy::LEADERBOARD_PAGE;
    (last / 2, last)
}

/// Request `n` of `user`'s, in `channel`.
fn request((n, channel): (&mut u64, u64), user: u64, action: Action) -> Request {
    *n += 1;
    Request {
        interaction_id: format!("measure-{channel}-{n}"),
        guild_id: Some(LARGEST),
        place: Place::Server(LARGEST),
        channel_id: channel,
        actor: Actor {
            id: user,
            name: format!("member{}", user.wrapping_sub(FIRST_MEMBER)),
            manager: user == MANAGER,
        },
        locale: Locale::En,
        guild_locale: Locale::En,
        action,
    }
}

/// The member `user`, named in an option.
fn named(user: u64) -> UserRef {
    UserRef {
        id: user,
        name: format!("member{}", user.wrapping_sub(FIRST_MEMBER)),
        bot: false,
    }
}

/// Whether a reply is a refusal or an error (its first panel in the error colour).
fn refused(reply: &Reply) -> bool {
    reply
        .view
        .embeds
        .first()
        .is_some_and(|e| e.colour == colour::ERROR)
}

/// Times `samples` of each read, after a warm-up of each.
pub async fn measure(
    app: &App,
    (samples, seed): (usize, u64),
    only: &[String],
    mut each: impl FnMut(&str),
) -> Result<Measured, String> {
    let store = app.store();
    let members = store.members_of(LARGEST).await.map_err(|e| e.to_string())?;
    if members == 0 {
        return Err(
            "the database holds no filled server: run `parlor bench data fill` first".into(),
        );
    }
    let busiest = store
        .figure(super::fill::FIGURES, "busiest")
        .await
        .map_err(|e| e.to_string())?
        .and_then(|v| serde_json::from_value::<Vec<u64>>(v).ok())
        .unwrap_or_default();
    let mut askers = Askers {
        rng: ChaCha8Rng::seed_from_u64(seed),
        members: members as u64,
        busiest,
    };
    let chips_total = members;
    let (middle, last) = pages(chips_total);
    let mut n = 0u64;
    let middle = match middle_button(app, &mut n, middle).await {
        Some(id) => id,
        // A board of two pages or fewer: its middle is its first, shown by number.
        None if middle == 0 => CustomId::leaderboard("chips", 0, "next", true, false),
        None => return Err("the page before the middle one showed no Next with its line".into()),
    };
    // Each run's channels apart from an earlier run's: by the second it began.
    let (run, mut places) = (crate::bench::unix_now() as u64 % 100_000, 0u64);
    let mut reads = Vec::with_capacity(READS.len());
    let mut failed = Vec::new();
    for name in READS {
        if !only.is_empty() && !only.iter().any(|o| name.starts_with(o.as_str())) {
            continue;
        }
        let mut times = Vec::with_capacity(samples);
        let began = Instant::now();
        let warm_up = (samples / 10).clamp(1, 5);
        for round in 0..samples + warm_up {
            // A read far past the goals is not timed all night: its samples so far tell.
            if began.elapsed() > READ_BUDGET && times.len() >= 3 {
                break;
            }
            let user = askers.next();
            let Some(action) = action(name, user, (&middle, last)) else {
                return Err(format!("no read {name}"));
            };
            let asker = if name == "audit" { MANAGER } else { user };
            // A channel of its own for each read, so that a game started is a new one, never
            // one an earlier sample or run left open.
            places += 1;
            let channel = CHANNEL + run * 1_000_000 + places;
            let mut started = Instant::now();
            let mut reply = app.handle(request((&mut n, channel), asker, action)).await;
            if name == "game click" && !refused(&reply) {
                // The click: the game's first move, on the game just started.
                let Some(id) = first_move(&reply) else {
                    failed.push((name, "the game showed no move to click".into()));
                    continue;
                };
                started = Instant::now();
                reply = app
                    .handle(request(
                        (&mut n, channel),
                        asker,
                        Action::click(&id, vec![], Some(1)),
                    ))
                    .await;
            }
            let ms = started.elapsed().as_secs_f64() * 1e3;
            if refused(&reply) {
                let said = reply.view.embeds[0].description.clone();
                failed.push((name, said));
                continue;
            }
            // The first few warm the caches and are not counted.
            if round >= warm_up {
                times.push(ms);
            }
        }
        each(&line(name, &mut times, samples));
        reads.push((name, times));
    }
    if only.is_empty() || only.iter().any(|o| CLOSE.starts_with(o.as_str())) {
        let mut times = time_close(app, samples).await.map_err(|e| e.to_string())?;
        each(&line(CLOSE, &mut times, samples));
        reads.push((CLOSE, times));
    }
    let (bytes, ledger_bytes) = store.sizes().await.map_err(|e| e.to_string())?;
    let ledger = store.rows_in("ledger").await.map_err(|e| e.to_string())?;
    let wallets = store.rows_in("wallets").await.map_err(|e| e.to_string())?;
    Ok(Measured {
        samples,
        reads,
        members: wallets,
        ledger,
        bytes,
        ledger_bytes,
        failed,
    })
}

/// The season close's line.
const CLOSE: &str = "season close";

/// The large server's season close, as the sweep makes it for the week before this one:
/// its one transaction (the season kept, the standings' best ten and their players read,
/// the winners kept), timed `samples` times and rolled back each time, so that every
/// sample and every run closes the same season.
async fn time_close(app: &App, samples: usize) -> Result<Vec<f64>, crate::store::StoreError> {
    let now = app.clock().now();
    let season = Season::at(Cadence::Weekly, now).previous();
    let mut times = Vec::with_capacity(samples);
    let warm_up = (samples / 10).clamp(1, 5);
    for round in 0..samples + warm_up {
        let started = Instant::now();
        let mut tx = app.store().begin().await?;
        let key = format!("measure-{round}");
        tx.close_season(LARGEST, &key, (season.start, season.end), now)
            .await?;
        let (top, _players) = tx.season_standings(LARGEST, season.period(), 0, 10).await?;
        for winner in top.iter().filter(|w| w.rank <= 3 && w.net > 0) {
            tx.add_season_winner(LARGEST, &key, winner).await?;
        }
        tx.rollback().await?;
        if round >= warm_up {
            times.push(started.elapsed().as_secs_f64() * 1e3);
        }
    }
    Ok(times)
}

/// The chips board's page `middle` as members reach it: Next on the page before, the
/// button as that page shows it (read once, not timed).
async fn middle_button(app: &App, n: &mut u64, middle: i64) -> Option<String> {
    let before = Action::click(
        &CustomId::leaderboard("chips", (middle - 1).max(0), "next", true, false),
        vec![],
        None,
    );
    let shown = app.handle(request((n, CHANNEL), MANAGER, before)).await;
    next_button(&shown, middle)
}

/// A page's Next button that leads to page `to`.
fn next_button(reply: &Reply, to: i64) -> Option<String> {
    reply
        .view
        .buttons()
        .map(|b| b.custom_id.clone())
        .find(|id| {
            matches!(CustomId::parse(id), Some(CustomId::Leaderboard { page, key: Some(_), .. })
                if page == to)
        })
}

/// What member `user` sends for the read `name`, with the chips board's middle page's button
/// and its last page. None for a name that is no read.
fn action(name: &str, user: u64, (middle, last): (&str, i64)) -> Option<Action> {
    Some(match name {
        "balance" => Action::Command(Command::Balance { user: None }),
        "leaderboard chips, first page" => Action::Command(Command::Leaderboard {
            board: None,
            season: Some(false),
        }),
        "leaderboard chips, middle page" => Action::click(middle, vec![], None),
        "leaderboard chips, last page" => Action::click(
            &CustomId::leaderboard("chips", last, "next", true, false),
            vec![],
            None,
        ),
        "leaderboard season" => Action::Command(Command::Leaderboard {
            board: None,
            season: None,
        }),
        "leaderboard game (season)" => Action::Command(Command::Leaderboard {
            board: Some("video-poker".into()),
            season: None,
        }),
        "leaderboard game (all time)" => Action::Command(Command::Leaderboard {
            board: Some("yahtzee".into()),
            season: Some(false),
        }),
        "stats" => Action::Command(Command::Stats { user: None }),
        "profile" => Action::Command(Command::Profile { user: None }),
        "achievements" => Action::Command(Command::Achievements { user: None }),
        "season" => Action::Command(Command::Season),
        "audit" => Action::Command(Command::Audit { user: named(user) }),
        "game start" | "game click" => start(),
        _ => return None,
    })
}

/// `/video-poker bet:1`.
fn start() -> Action {
    Action::Command(Command::start(
        GameKind::VideoPoker,
        serde_json::json!({ "bet": 1 }),
    ))
}

/// The move a player makes first on a game just started: its first button that plays.
fn first_move(reply: &Reply) -> Option<String> {
    reply
        .view
        .buttons()
        .map(|b| b.custom_id.clone())
        .find(|id| id.starts_with("p2:video-poker:"))
}

/// A percentile of `times` (sorted here), in milliseconds.
pub fn percentile(times: &mut [f64], p: f64) -> f64 {
    if times.is_empty() {
        return f64::NAN;
    }
    times.sort_by(f64::total_cmp);
    let at = ((times.len() as f64 * p).ceil() as usize).clamp(1, times.len()) - 1;
    times[at]
}

/// A read's line: `<read>: p50 X ms, p99 Y ms`, and how many samples when fewer than
/// asked.
pub fn line(name: &str, times: &mut [f64], samples: usize) -> String {
    let p50 = percentile(times, 0.5);
    let p99 = percentile(times, 0.99);
    let mut out = format!("{name}: p50 {p50:.2} ms, p99 {p99:.2} ms");
    if times.len() < samples {
        let _ = write!(
            out,
            " ({} samples in {} s)",
            times.len(),
            READ_BUDGET.as_secs()
        );
    }
    out
}

/// The report: a line per read, then the sizes.
pub fn report(measured: &mut Measured) -> String {
    let mut out = String::new();
    let samples = measured.samples;
    for (name, times) in &mut measured.reads {
        let _ = writeln!(out, "{}", line(name, times, samples));
    }
    let per_member = measured.bytes as f64 / measured.members.max(1) as f64;
    let _ = writeln!(
        out,
        "size: {:.1} MiB, {per_member:.0} bytes per member ({} wallets, {} ledger rows)",
        measured.bytes as f64 / (1 << 20) as f64,
        measured.members,
        measured.ledger
    );
    if let Some(ledger) = measured.ledger_bytes {
        let _ = writeln!(
            out,
            "ledger: {:.0} bytes per row with its indexes",
            ledger as f64 / measured.ledger.max(1) as f64
        );
    }
    for (name, said) in measured.failed.iter().take(10) {
        let _ = writeln!(out, "refused: {name}: {said}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_read_is_asked_and_percentiles_pick_a_sample() {
        for name in READS {
            assert!(
                action(name, FIRST_MEMBER, ("p1:lb:chips:5:me-next", 9)).is_some(),
                "{name}"
            );
        }
        assert!(action("no such read", FIRST_MEMBER, ("p1:lb:chips:5:me-next", 9)).is_none());
        let mut times: Vec<f64> = (1..=100).rev().map(f64::from).collect();
        assert_eq!(percentile(&mut times, 0.5), 50.0);
        assert_eq!(percentile(&mut times, 0.99), 99.0);
        assert!(percentile(&mut [], 0.5).is_nan());
    }
}
