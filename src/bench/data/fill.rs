//! `parlor bench data fill`: a seeded, realistic history written into an empty database.
//!
//! One large server holds `members` members; a long tail of smaller servers adds about a
//! tenth more (the same people, some of them, as members of several servers are). Activity
//! follows a power law, as a bot's does: a few members play tens of thousands of times,
//! most a handful, every one at least opened a wallet. Each member's history is played
//! forward in time: daily claims, and games of video poker, blackjack and Yahtzee, each a
//! stake, a payout when it won and a result on the game's board, so the ledger adds up to
//! the balances and every bet is settled once, as `parlor check` checks. Achievements
//! follow what was played, a few members set limits or excluded themselves after their last
//! game, and the large server runs weekly seasons, the past ones closed with their
//! winners.
//!
//! Members are written a chunk at a time, all its tables' rows in one bulk write
//! (`Store::bulk_insert`): `COPY` on PostgreSQL, wide INSERTs in one transaction on SQLite. Every member's
//! history comes from its own seeded generator, so the same seed writes the same database
//! whatever the chunks.

use crate::app::season::{Cadence, Season};
use crate::config::ServerDefaults;
use crate::store::db::Value;
use crate::store::{Backend, BulkRows};
use crate::store::{SeasonRow, Store, StoreError, sql_id};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

/// The large server: the one `parlor bench interactions`' members play in.
pub const LARGEST: u64 = crate::bench::GUILD;

/// The first filled member's id (the load tool's own members are elsewhere).
pub const FIRST_MEMBER: u64 = 600_000_000_000_000_000;

/// The channel the filled games were played in.
const CHANNEL: u64 = 920_000_000_000_000_000;

/// How many smaller servers share the tail.
const TAIL_SERVERS: u64 = 40;

/// Activity's power law: the member of activity rank r plays in proportion to r^-0.7 (at
/// 1,000,000 members and 20,000,000 rows, the busiest writes about 100,000, the median
/// about 10).
const ACTIVITY_EXPONENT: f64 = 0.7;

/// The ledger rows a chunk of members writes before it goes to the database.
const CHUNK_ROWS: usize = 250_000;

/// The figures' kind under which a fill keeps what the measure needs (its busiest members).
pub const FIGURES: &str = "bench-fill";

/// The weeks of closed seasons the large server keeps.
const CLOSED_WEEKS: i64 = 8;

/// What to fill.
#[derive(Debug, Clone)]
pub struct Fill {
    /// Members of the largest server.
    pub members: u64,
    /// Ledger rows, about, over every server.
    pub ledger: u64,
    pub seed: u64,
    /// The filled history ends here (Unix seconds).
    pub now: i64,
}

/// What a fill wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filled {
    pub servers: u64,
    pub wallets: u64,
    pub ledger: u64,
    pub games: u64,
    pub results: u64,
    pub achievements: u64,
}

/// One server to fill: its id, its members and its share of the ledger.
#[derive(Debug, Clone, Copy)]
struct Server {
    guild: u64,
    members: u64,
    rows: f64,
}

/// The servers: the largest, then the tail, whose sizes fall as 1/k and add up to about a
/// tenth of the largest.
fn servers(fill: &Fill) -> Vec<Server> {
    let harmonic: f64 = (1..=TAIL_SERVERS).map(|k| 1.0 / k as f64).sum();
    let mut sizes = vec![(LARGEST, fill.members)];
    for k in 1..=TAIL_SERVERS {
        let size = (fill.members as f64 * 0.1 / (k as f64 * harmonic)).round() as u64;
        sizes.push((LARGEST + k, size.max(1)));
    }
    let total: u64 = sizes.iter().map(|(_, n)| n).sum();
    sizes
        .into_iter()
        .map(|(guild, members)| Server {
            guild,
            members,
            rows: fill.ledger as f64 * members as f64 / total as f64,
        })
        .collect()
}

/// The rows written for a chunk of members, table by table, in the order the tables are
/// written (parents first).
#[derive(Default)]
struct Rows {
    wallets: Vec<Value>,
    games: Vec<Value>,
    seats: Vec<Value>,
    ledger: Vec<Value>,
    results: Vec<Value>,
    achievements: Vec<Value>,
    limits: Vec<Value>,
    exclusions: Vec<Value>,
}

const WALLETS: &[&str] = &[
    "guild_id",
    "user_id",
    "display_name",
    "balance",
    "daily_streak",
    "last_daily_at",
    "daily_claims",
    "created_at",
];
const GAMES: &[&str] = &[
    "id",
    "guild_id",
    "channel_id",
    "owner_id",
    "kind",
    "status",
    "version",
    "state",
    "created_at",
    "updated_at",
    "slot",
    "locale",
];
const SEATS: &[&str] = &["game_id", "seat", "user_id", "name", "status", "joined_at"];
const LEDGER: &[&str] = &[
    "id",
    "guild_id",
    "user_id",
    "delta",
    "balance_after",
    "reason",
    "game_id",
    "idempotency_key",
    "created_at",
];
const RESULTS: &[&str] = &[
    "id",
    "guild_id",
    "user_id",
    "game_id",
    "kind",
    "wager",
    "payout",
    "created_at",
    "score",
    "detail",
    "won",
    "board",
    "ranked",
];
const ACHIEVEMENTS: &[&str] = &["guild_id", "user_id", "achievement", "unlocked_at"];
const LIMITS: &[&str] = &[
    "guild_id",
    "user_id",
    "since",
    "stake_cap",
    "loss_cap",
    "set_at",
];
const EXCLUSIONS: &[&str] = &["id", "guild_id", "user_id", "set_by", "since", "until"];

impl Rows {
    fn ledger_rows(&self) -> usize {
        self.ledger.len() / LEDGER.len()
    }

    async fn write(&mut self, store: &Store, filled: &mut Filled) -> Result<(), StoreError> {
        let wallets = BulkRows {
            table: "wallets",
            columns: WALLETS,
            values: &self.wallets,
        };
        let others = [
            ("games", GAMES, &self.games),
            ("seats", SEATS, &self.seats),
            ("ledger", LEDGER, &self.ledger),
            ("results", RESULTS, &self.results),
            ("achievements", ACHIEVEMENTS, &self.achievements),
            ("limits", LIMITS, &self.limits),
            ("exclusions", EXCLUSIONS, &self.exclusions),
        ]
        .map(|(table, columns, values)| BulkRows {
            table,
            columns,
            values,
        });
        // SQLite checks the foreign keys at the chunk's commit, so its wallets go in last,
        // holding their final balances: each ledger row's trigger then finds no wallet to
        // move, where it would move it through every balance of the member's history, each
        // move recounted on the chips board. PostgreSQL checks them row by row: parents
        // first.
        let mut tables = Vec::with_capacity(others.len() + 1);
        if store.backend() == Backend::Postgres {
            tables.push(wallets);
            tables.extend(others);
        } else {
            tables.extend(others);
            tables.push(wallets);
        }
        store.bulk_insert(&tables).await?;
        let rows = |values: &[Value], columns: &[&str]| (values.len() / columns.len()) as u64;
        filled.wallets += rows(&self.wallets, WALLETS);
        filled.games += rows(&self.games, GAMES);
        filled.ledger += rows(&self.ledger, LEDGER);
        filled.results += rows(&self.results, RESULTS);
        filled.achievements += rows(&self.achievements, ACHIEVEMENTS);
        for values in [
            &mut self.wallets,
            &mut self.games,
            &mut self.seats,
            &mut self.ledger,
            &mut self.results,
            &mut self.achievements,
            &mut self.limits,
            &mut self.exclusions,
        ] {
            values.clear();
        }
        // SQLite: the chunk's log moved into the file now, so that no checkpoint of a
        // long log holds the next chunk back. PostgreSQL: the tables' statistics anew.
        store.checkpoint().await?;
        store.analyze().await?;
        Ok(())
    }
}

/// The next ids to give, from the largest each table held.
struct Ids {
    game: i64,
    ledger: i64,
    result: i64,
    exclusion: i64,
}

/// A game's outcome: what it paid for the stake, its score and detail on the board
/// (None: not ranked).
struct Outcome {
    payout: i64,
    score: Option<i64>,
    detail: &'static str,
}

/// Video poker (jacks or better, 9/6): the hand made, its pay, its rank as a score.
fn video_poker(rng: &mut ChaCha8Rng, bet: i64) -> Outcome {
    const HANDS: [(f64, i64, i64, &str); 10] = [
        (0.000025, 800, 9, "royal-flush"),
        (0.00011, 50, 8, "straight-flush"),
        (0.0024, 25, 7, "four-of-a-kind"),
        (0.0115, 9, 6, "full-house"),
        (0.011, 6, 5, "flush"),
        (0.0112, 4, 4, "straight"),
        (0.0744, 3, 3, "three-of-a-kind"),
        (0.129, 2, 2, "two-pair"),
        (0.2146, 1, 1, "jacks-or-better"),
        (1.0, 0, 0, "high-card"),
    ];
    let mut u: f64 = rng.random();
    for (p, pays, rank, detail) in HANDS {
        if u < p {
            return Outcome {
                payout: bet * pays,
                score: Some(rank),
                detail,
            };
        }
        u -= p;
    }
    Outcome {
        payout: 0,
        score: Some(0),
        detail: "high-card",
    }
}

/// Blackjack: lost, pushed, won or a natural; the net won, when above zero, as the score.
fn blackjack(rng: &mut ChaCha8Rng, bet: i64) -> Outcome {
    let u: f64 = rng.random();
    let (payout, detail) = if u < 0.475 {
        (0, "lose")
    } else if u < 0.56 {
        (bet, "push")
    } else if u < 0.955 {
        (bet * 2, "win")
    } else {
        (bet * 5 / 2, "blackjack")
    };
    Outcome {
        payout,
        score: (payout > bet).then_some(payout - bet),
        detail,
    }
}

/// Yahtzee at stakes: a score of about 220 ± 60, paid by how it compares with par.
fn yahtzee(rng: &mut ChaCha8Rng, bet: i64) -> Outcome {
    let spread: i64 = (0..4).map(|_| rng.random_range(0..61)).sum();
    let score = (100 + spread).min(375);
    let payout = match score {
        s if s >= 280 => bet * 3,
        s if s >= 220 => bet * 2,
        s if s >= 180 => bet,
        _ => 0,
    };
    Outcome {
        payout,
        score: Some(score),
        detail: "",
    }
}

/// Achievements a game of `kind` may bring, each with its chance per game.
const GAME_ACHIEVEMENTS: [(&str, &str, f64); 9] = [
    ("video-poker", "video-poker-full-house", 0.0115),
    ("video-poker", "video-poker-four-of-a-kind", 0.0024),
    ("video-poker", "video-poker-straight-flush", 0.00011),
    ("video-poker", "video-poker-royal-flush", 0.000025),
    ("blackjack", "blackjack-blackjack", 0.045),
    ("blackjack", "blackjack-five-card-21", 0.002),
    ("yahtzee", "yahtzee-yahtzee", 0.04),
    ("yahtzee", "yahtzee-upper-bonus", 0.3),
    ("yahtzee", "yahtzee-300", 0.01),
];

/// One member's whole history, written into `rows`: their wallet, every game, every
/// ledger row and result, their achievements; their net in games by week (for the
/// seasons' winners).
struct Member<'a> {
    server: Server,
    user: u64,
    name: String,
    defaults: &'a ServerDefaults,
    rng: ChaCha8Rng,
    balance: i64,
    seq: u64,
}

impl Member<'_> {
    fn key(&mut self, what: &str) -> Value {
        self.seq += 1;
        Value::Text(Some(format!(
            "fill:{}:{}:{}:{what}",
            self.server.guild, self.user, self.seq
        )))
    }

    fn move_chips(
        &mut self,
        rows: &mut Rows,
        ids: &mut Ids,
        (delta, reason, game): (i64, &str, Option<i64>),
        at: i64,
    ) {
        self.balance += delta;
        let key = self.key(reason);
        ids.ledger += 1;
        rows.ledger.extend([
            Value::Int(Some(ids.ledger)),
            Value::Int(Some(sql_id(self.server.guild))),
            Value::Int(Some(sql_id(self.user))),
            Value::Int(Some(delta)),
            Value::Int(Some(self.balance)),
            Value::Text(Some(reason.to_string())),
            Value::Int(game),
            key,
            Value::Int(Some(at)),
        ]);
    }

    /// Plays `events` ledger rows' worth of history from `created` to `now`.
    fn play(
        &mut self,
        rows: &mut Rows,
        ids: &mut Ids,
        (created, now): (i64, i64),
        events: u64,
        weeks: &mut BTreeMap<i64, i64>,
    ) {
        let guild = Value::Int(Some(sql_id(self.server.guild)));
        let user = Value::Int(Some(sql_id(self.user)));
        let start = self.defaults.starting_chips;
        self.move_chips(rows, ids, (start, "start", None), created);
        let (mut claims, mut streak, mut last_daily) = (0i64, 0i64, None);
        let mut played: BTreeMap<&str, u64> = BTreeMap::new();
        let step = ((now - created) / (events as i64 + 1)).max(1);
        let mut at = created;
        let mut written = 1;
        let mut richest = self.balance;
        while written < events {
            at = (at + self.rng.random_range(1..=2 * step)).min(now - 1);
            let daily_due = last_daily.is_none_or(|last: i64| at - last >= 86_400);
            if self.balance == 0 || (daily_due && self.rng.random_bool(0.15)) {
                if !daily_due {
                    // Broke until tomorrow's claim, if tomorrow comes before the end.
                    match last_daily.map(|last| last + 86_400).filter(|t| *t < now) {
                        Some(tomorrow) => at = tomorrow,
                        None => break,
                    }
                }
                claims += 1;
                streak = if last_daily.is_some_and(|last| at - last < 2 * 86_400) {
                    streak + 1
                } else {
                    1
                };
                last_daily = Some(at);
                self.move_chips(rows, ids, (self.defaults.daily_amount, "daily", None), at);
                written += 1;
                continue;
            }
            let bet = (self.balance / self.rng.random_range(8..40)).clamp(1, 10_000);
            let kind = match self.rng.random_range(0..20) {
                0..9 => "video-poker",
                9..15 => "blackjack",
                _ => "yahtzee",
            };
            let outcome = match kind {
                "video-poker" => video_poker(&mut self.rng, bet),
                "blackjack" => blackjack(&mut self.rng, bet),
                _ => yahtzee(&mut self.rng, bet),
            };
            *played.entry(kind).or_default() += 1;
            ids.game += 1;
            let game = ids.game;
            rows.games.extend([
                Value::Int(Some(game)),
                guild.clone(),
                Value::Int(Some(sql_id(CHANNEL))),
                user.clone(),
                Value::Text(Some(kind.into())),
                Value::Text(Some("finished".into())),
                Value::Int(Some(2)),
                Value::Text(Some("{}".into())),
                Value::Int(Some(at)),
                Value::Int(Some(at)),
                user.clone(),
                Value::Text(Some("en".into())),
            ]);
            rows.seats.extend([
                Value::Int(Some(game)),
                Value::Int(Some(0)),
                user.clone(),
                Value::Text(Some(self.name.clone())),
                Value::Text(Some("playing".into())),
                Value::Int(Some(at)),
            ]);
            self.move_chips(rows, ids, (-bet, "stake", Some(game)), at);
            written += 1;
            if outcome.payout > 0 {
                self.move_chips(rows, ids, (outcome.payout, "payout", Some(game)), at);
                written += 1;
            }
            richest = richest.max(self.balance);
            let week = Season::at(Cadence::Weekly, at).start;
            *weeks.entry(week).or_default() += outcome.payout - bet;
            ids.result += 1;
            rows.results.extend([
                Value::Int(Some(ids.result)),
                guild.clone(),
                user.clone(),
                Value::Int(Some(game)),
                Value::Text(Some(kind.into())),
                Value::Int(Some(bet)),
                Value::Int(Some(outcome.payout)),
                Value::Int(Some(at)),
                Value::Int(outcome.score),
                Value::Text(Some(outcome.detail.into())),
                Value::Int(Some(i64::from(outcome.payout > bet))),
                Value::Text(Some(String::new())),
                Value::Int(Some(i64::from(outcome.score.is_some()))),
            ]);
        }
        rows.wallets.extend([
            guild.clone(),
            user.clone(),
            Value::Text(Some(self.name.clone())),
            Value::Int(Some(self.balance)),
            Value::Int(Some(streak)),
            Value::Int(last_daily),
            Value::Int(Some(claims)),
            Value::Int(Some(created)),
        ]);
        self.achievements(rows, (claims, streak, richest), &played, at);
        self.restraints(rows, ids, at, now);
    }

    /// The member's achievements, by what they did.
    fn achievements(
        &mut self,
        rows: &mut Rows,
        (claims, streak, richest): (i64, i64, i64),
        played: &BTreeMap<&str, u64>,
        at: i64,
    ) {
        let mut unlocked: Vec<&str> = Vec::new();
        for (id, earned) in [
            ("first-daily", claims > 0),
            ("streak-7", streak >= 7),
            ("streak-30", streak >= 30),
            ("chips-10k", richest >= 10_000),
            ("chips-100k", richest >= 100_000),
        ] {
            if earned {
                unlocked.push(id);
            }
        }
        for (kind, id, chance) in GAME_ACHIEVEMENTS {
            let games = played.get(kind).copied().unwrap_or(0) as f64;
            if games > 0.0 && self.rng.random_bool(1.0 - (1.0 - chance).powf(games)) {
                unlocked.push(id);
            }
        }
        for id in unlocked {
            rows.achievements.extend([
                Value::Int(Some(sql_id(self.server.guild))),
                Value::Int(Some(sql_id(self.user))),
                Value::Text(Some(id.into())),
                Value::Int(Some(at)),
            ]);
        }
    }

    /// One member in a thousand set limits after their last game; one in two thousand
    /// excluded themselves for a month.
    fn restraints(&mut self, rows: &mut Rows, ids: &mut Ids, last: i64, now: i64) {
        let (guild, user) = (sql_id(self.server.guild), sql_id(self.user));
        let since = (last + 3_600).min(now);
        if self.rng.random_bool(0.001) {
            rows.limits.extend([
                Value::Int(Some(guild)),
                Value::Int(Some(user)),
                Value::Int(Some(since)),
                Value::Int(Some(500)),
                Value::Int(Some(2_000)),
                Value::Int(Some(since)),
            ]);
        }
        if self.rng.random_bool(0.0005) {
            ids.exclusion += 1;
            rows.exclusions.extend([
                Value::Int(Some(ids.exclusion)),
                Value::Int(Some(guild)),
                Value::Int(Some(user)),
                Value::Int(Some(user)),
                Value::Int(Some(since)),
                Value::Int(Some(since + 30 * 86_400)),
            ]);
        }
    }
}

/// The best three of each closed week, as the season close keeps them.
#[derive(Default)]
struct Winners {
    weeks: BTreeMap<i64, Vec<(i64, u64)>>,
}

impl Winners {
    fn add(&mut self, user: u64, weeks: &BTreeMap<i64, i64>, closed: &[i64]) {
        for (week, net) in weeks {
            if *net > 0 && closed.contains(week) {
                let best = self.weeks.entry(*week).or_default();
                best.push((*net, user));
                best.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
                best.truncate(3);
            }
        }
    }
}

/// Fills `store`, which must hold nothing; `progress` hears of each chunk written.
pub async fn fill(
    store: &Store,
    fill: &Fill,
    defaults: &ServerDefaults,
    mut progress: impl FnMut(&Filled),
) -> Result<Filled, StoreError> {
    if !store.holds_nothing().await? {
        return Err(StoreError::Unsupported(
            "the database already holds data: a fill goes only into an empty one".into(),
        ));
    }
    let servers = servers(fill);
    let mut ids = Ids {
        game: store.largest_id("games").await?,
        ledger: store.largest_id("ledger").await?,
        result: store.largest_id("results").await?,
        exclusion: store.largest_id("exclusions").await?,
    };
    let season = Season::at(Cadence::Weekly, fill.now);
    let closed: Vec<i64> = (1..=CLOSED_WEEKS)
        .map(|k| season.start - k * 7 * 86_400)
        .collect();
    let mut filled = Filled {
        servers: servers.len() as u64,
        ..Filled::default()
    };
    for server in &servers {
        let mut settings = defaults.clone();
        if server.guild == LARGEST {
            settings.season = "weekly".into();
        }
        let mut tx = store.begin().await?;
        tx.settings(server.guild, &settings, fill.now - 400 * 86_400)
            .await?;
        tx.commit().await?;
        let mut winners = Winners::default();
        let mut rows = Rows::default();
        // Activity ranks: a seeded shuffle, so the busiest members are anywhere in the ids.
        let mut order: Vec<u64> = (0..server.members).collect();
        let mut shuffle = ChaCha8Rng::seed_from_u64(fill.seed ^ server.guild);
        for i in (1..order.len()).rev() {
            order.swap(i, shuffle.random_range(0..=i));
        }
        if server.guild == LARGEST {
            let busiest: Vec<u64> = order.iter().take(100).map(|i| FIRST_MEMBER + i).collect();
            store
                .save_figure(FIGURES, "busiest", &serde_json::json!(busiest), fill.now)
                .await?;
        }
        let mut rank_of = vec![0u64; order.len()];
        for (rank, index) in order.iter().enumerate() {
            rank_of[*index as usize] = rank as u64 + 1;
        }
        let harmonic: f64 = (1..=server.members)
            .map(|r| (r as f64).powf(-ACTIVITY_EXPONENT))
            .sum();
        for index in 0..server.members {
            let rank = rank_of[index as usize] as f64;
            let events = (server.rows * rank.powf(-ACTIVITY_EXPONENT) / harmonic)
                .round()
                .max(1.0) as u64;
            let user = FIRST_MEMBER + index;
            let mut rng = ChaCha8Rng::seed_from_u64(
                fill.seed ^ server.guild.rotate_left(17) ^ user.rotate_left(31),
            );
            let age = rng.random_range(86_400..400 * 86_400);
            let mut member = Member {
                server: *server,
                user,
                name: format!("member{index}"),
                defaults,
                rng,
                balance: 0,
                seq: 0,
            };
            let mut weeks = BTreeMap::new();
            member.play(
                &mut rows,
                &mut ids,
                (fill.now - age, fill.now),
                events,
                &mut weeks,
            );
            winners.add(user, &weeks, &closed);
            // The first chunk small: PostgreSQL plans the triggers' statements by the
            // statistics it takes after it.
            let chunk = if filled.ledger == 0 {
                CHUNK_ROWS / 25
            } else {
                CHUNK_ROWS
            };
            if rows.ledger_rows() >= chunk {
                rows.write(store, &mut filled).await?;
                progress(&filled);
            }
        }
        rows.write(store, &mut filled).await?;
        progress(&filled);
        if server.guild == LARGEST {
            close_weeks(store, server.guild, &closed, &winners).await?;
        }
    }
    store.ids_follow_rows().await?;
    Ok(filled)
}

/// The large server's closed weeks, each with its winners.
async fn close_weeks(
    store: &Store,
    guild: u64,
    closed: &[i64],
    winners: &Winners,
) -> Result<(), StoreError> {
    let mut tx = store.begin().await?;
    for start in closed {
        let season = Season::at(Cadence::Weekly, *start);
        let key = season.key();
        tx.close_season(guild, &key, (season.start, season.end), season.end + 60)
            .await?;
        let best = winners.weeks.get(start).map_or(&[][..], Vec::as_slice);
        for (place, (net, user)) in best.iter().enumerate() {
            tx.add_season_winner(
                guild,
                &key,
                &SeasonRow {
                    rank: place as i64 + 1,
                    user_id: *user,
                    name: String::new(),
                    net: *net,
                },
            )
            .await?;
        }
    }
    tx.commit().await?;
    Ok(())
}
