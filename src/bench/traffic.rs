//! The load itself: simulated members playing until the time is up, each as fast as answers
//! come or together at a rate, and what their requests measured.

use super::client::{Client, member_id};
use super::players;
use hdrhistogram::Histogram;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A deferred answer is counted at this latency at least: the member sees the game move only
/// when the late reply edits the message, after the server's budget (2.5 s by default).
pub const DEFERRED_AT: Duration = Duration::from_millis(2500);

/// What a request was, for the latency lines of the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// A component click other than Hint (a computer's turns ride on the click before them).
    Moves,
    /// A Hint click.
    Hints,
    /// A slash command.
    Commands,
}

impl Class {
    pub const ALL: [Class; 3] = [Class::Moves, Class::Hints, Class::Commands];

    pub fn name(self) -> &'static str {
        match self {
            Class::Moves => "moves",
            Class::Hints => "hints",
            Class::Commands => "commands",
        }
    }

    /// The class of a click on `press`.
    pub fn of_press(press: &players::Press) -> Class {
        if players::Hinter::is_hint(press) {
            Class::Hints
        } else {
            Class::Moves
        }
    }
}

fn histogram() -> Histogram<u64> {
    Histogram::new_with_bounds(1, 600_000_000, 3).expect("constant histogram bounds are valid")
}

/// What a load produced.
#[derive(Debug)]
pub struct Load {
    pub elapsed: Duration,
    /// Button presses that changed a game (UPDATE_MESSAGE answers).
    pub committed: u64,
    /// Games opened or brought back.
    pub commands: u64,
    /// Private refusals.
    pub refused: u64,
    /// Of those, start commands refused (a game of the member's left open, say).
    pub refused_starts: u64,
    /// The first refused start's private answer, to say why.
    pub first_refused_start: Option<String>,
    /// Answers acknowledged and completed later (deferred), of every class.
    pub late: u64,
    /// Requests that got no answer, or not a valid one.
    pub failed: u64,
    pub first_error: Option<String>,
    /// Client-side latency of every request, microseconds (a deferred one at
    /// [`DEFERRED_AT`] at least).
    pub latency: Histogram<u64>,
    /// The same by what was sent: `/command` or a button's action name.
    pub by_kind: std::collections::BTreeMap<String, Histogram<u64>>,
    /// The same by [`Class`], in the order of [`Class::ALL`].
    pub by_class: [Histogram<u64>; 3],
    /// Deferred answers by [`Class`].
    pub deferred: [u64; 3],
}

impl Load {
    fn new() -> Load {
        Load {
            elapsed: Duration::ZERO,
            committed: 0,
            commands: 0,
            refused: 0,
            refused_starts: 0,
            first_refused_start: None,
            late: 0,
            failed: 0,
            first_error: None,
            latency: histogram(),
            by_kind: Default::default(),
            by_class: [histogram(), histogram(), histogram()],
            deferred: [0; 3],
        }
    }

    /// The latency of `class`.
    pub fn class(&self, class: Class) -> &Histogram<u64> {
        &self.by_class[class as usize]
    }

    /// Records `answer`'s latency under `kind` and `class` as well. A deferred answer (an
    /// acknowledgement, its reply to come) is counted late: at [`DEFERRED_AT`] at least.
    fn record_as(
        &mut self,
        kind: &str,
        class: Class,
        answer: &Result<(Value, Duration), String>,
    ) -> Option<Value> {
        let (response, took) = match answer {
            Ok(answer) => answer,
            Err(e) => {
                self.failed += 1;
                if self.first_error.is_none() {
                    self.first_error = Some(e.clone());
                }
                return None;
            }
        };
        let deferred = matches!(response["type"].as_u64(), Some(5 | 6));
        let took = if deferred {
            self.late += 1;
            self.deferred[class as usize] += 1;
            (*took).max(DEFERRED_AT)
        } else {
            *took
        };
        let micros = took.as_micros().max(1) as u64;
        self.by_kind
            .entry(kind.to_string())
            .or_insert_with(histogram)
            .saturating_record(micros);
        self.by_class[class as usize].saturating_record(micros);
        self.latency.saturating_record(micros);
        Some(response.clone())
    }

    fn merge(&mut self, other: Load) {
        self.committed += other.committed;
        self.commands += other.commands;
        self.refused += other.refused;
        self.refused_starts += other.refused_starts;
        self.first_refused_start = self
            .first_refused_start
            .take()
            .or(other.first_refused_start);
        self.late += other.late;
        self.failed += other.failed;
        self.first_error = self.first_error.take().or(other.first_error);
        let _ = self.latency.add(&other.latency);
        for (kind, histogram) in other.by_kind {
            match self.by_kind.get_mut(&kind) {
                Some(mine) => {
                    let _ = mine.add(&histogram);
                }
                None => {
                    self.by_kind.insert(kind, histogram);
                }
            }
        }
        for (mine, theirs) in self.by_class.iter_mut().zip(&other.by_class) {
            let _ = mine.add(theirs);
        }
        for (mine, theirs) in self.deferred.iter_mut().zip(other.deferred) {
            *mine += theirs;
        }
    }
}

/// When a member sends: as fast as answers come, or on a schedule at a given rate.
#[derive(Clone, Copy)]
enum Pace {
    Flat,
    Every(Duration),
}

struct Pacer {
    pace: Pace,
    next: Instant,
}

impl Pacer {
    fn new(pace: Pace, rng: &mut ChaCha8Rng) -> Pacer {
        // Members start spread over one interval, not all at once.
        let offset = match pace {
            Pace::Flat => Duration::ZERO,
            Pace::Every(interval) => interval.mul_f64(rng.random_range(0.0..1.0)),
        };
        Pacer {
            pace,
            next: Instant::now() + offset,
        }
    }

    /// Waits for the next send time; a member running late sends at once, without
    /// catching up in a burst.
    async fn wait(&mut self) {
        if let Pace::Every(interval) = self.pace {
            let now = Instant::now();
            if self.next > now {
                tokio::time::sleep_until(self.next.into()).await;
                self.next += interval;
            } else {
                self.next = now + interval;
            }
        }
    }
}

/// A message's flag for one only its member sees (Discord's `EPHEMERAL`).
const EPHEMERAL: u64 = 1 << 6;

/// One simulated member's session until `until`.
async fn member(
    client: Arc<Client>,
    player: Box<dyn players::Player>,
    index: usize,
    until: Instant,
    seed: u64,
    pace: Pace,
) -> Load {
    play(client, index, player, until, seed, pace, None).await
}

/// `player`'s session as the member `index` until `until`. Its hints' latencies also go to
/// `hints` when given.
async fn play(
    client: Arc<Client>,
    index: usize,
    mut player: Box<dyn players::Player>,
    until: Instant,
    seed: u64,
    pace: Pace,
    mut hints: Option<&mut Histogram<u64>>,
) -> Load {
    let mut load = Load::new();
    let member = member_id(index);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ member);
    let mut pacer = Pacer::new(pace, &mut rng);
    while Instant::now() < until {
        pacer.wait().await;
        let (name, options) = player.start();
        let started = options.to_string();
        let answer = client.command(member, name, options).await;
        let Some(response) = load.record_as(&format!("/{name}"), Class::Commands, &answer) else {
            tokio::time::sleep(Duration::from_millis(rng.random_range(5..20))).await;
            continue;
        };
        if response["type"].as_u64() == Some(5) {
            // Deferred: the game's message comes later, outside this tool's view.
            continue;
        }
        if response["data"]["flags"]
            .as_u64()
            .is_some_and(|f| f & EPHEMERAL != 0)
        {
            // A start answered privately is refused (a game of the member's still open
            // elsewhere, say): no game to play.
            load.refused += 1;
            load.refused_starts += 1;
            if load.first_refused_start.is_none() {
                let answer: String = response["data"].to_string().chars().take(400).collect();
                load.first_refused_start = Some(format!("/{name} {started}: {answer}"));
            }
            tokio::time::sleep(Duration::from_millis(rng.random_range(5..20))).await;
            continue;
        }
        load.commands += 1;
        let mut message = response["data"].clone();
        while Instant::now() < until {
            let Some(button) = player.next(&message, &mut rng) else {
                break;
            };
            pacer.wait().await;
            let answer = client.press(member, &button).await;
            if let (Some(hints), Ok((_, took))) = (hints.as_deref_mut(), &answer)
                && players::Hinter::is_hint(&button)
            {
                hints.saturating_record(took.as_micros().max(1) as u64);
            }
            let kind = match crate::view::custom_id::CustomId::parse(&button.custom_id) {
                Some(crate::view::custom_id::CustomId::Game { code, .. }) => {
                    code.split(':').next().unwrap_or_default().to_string()
                }
                _ => "other".to_string(),
            };
            let Some(response) = load.record_as(&kind, Class::of_press(&button), &answer) else {
                break;
            };
            match response["type"].as_u64() {
                Some(7) => {
                    load.committed += 1;
                    message = response["data"].clone();
                }
                // A form: the member fills it in next.
                Some(9) => message = response["data"].clone(),
                // Deferred (counted late by `record_as`): the move's message comes later.
                Some(6) => break,
                _ => {
                    load.refused += 1;
                    break;
                }
            }
        }
    }
    load
}

/// `users` members playing against the server at `client` for `duration`, each as fast as
/// the answers come.
pub async fn load(client: Arc<Client>, users: usize, duration: Duration, seed: u64) -> Load {
    load_at(client, users, duration, seed, None).await
}

/// The client member `index` sends through: the members are spread over the servers in
/// turn.
fn client_of(clients: &[Arc<Client>], index: usize) -> Arc<Client> {
    clients[index % clients.len()].clone()
}

/// [`load`], the members together sending `rate` requests a second when given.
pub async fn load_at(
    client: Arc<Client>,
    users: usize,
    duration: Duration,
    seed: u64,
    rate: Option<f64>,
) -> Load {
    load_with(&[client], users, duration, seed, rate, false)
        .await
        .0
}

/// What the hinter (`--hinter`) saw: its requests, and its hints' latency at the client.
pub struct Hints {
    pub load: Load,
    pub latency: Histogram<u64>,
}

/// [`load_at`], the members spread over the servers of `clients` in turn, with one more
/// member beside the others, when `hinter` is set, who presses Hint on the heaviest
/// positions as fast as answers come ([`players::Hinter`]). The others' load excludes the
/// hinter's requests.
pub async fn load_with(
    clients: &[Arc<Client>],
    users: usize,
    duration: Duration,
    seed: u64,
    rate: Option<f64>,
    hinter: bool,
) -> (Load, Option<Hints>) {
    load_by(clients, 0, users, duration, seed, rate, hinter).await
}

/// [`load_at`] over `clients` as a warm-up: the same mix of games, played by other members
/// (those after the load's and its hinter's), so that the load's own members find no game
/// of theirs left open and start as a run without a warm-up does.
pub async fn warm_up(
    clients: &[Arc<Client>],
    users: usize,
    duration: Duration,
    seed: u64,
    rate: Option<f64>,
) -> Load {
    load_by(clients, users + 1, users, duration, seed, rate, false)
        .await
        .0
}

/// [`load_with`] by the members `first`, `first + 1`, … (their ids, channels and servers).
async fn load_by(
    clients: &[Arc<Client>],
    first: usize,
    users: usize,
    duration: Duration,
    seed: u64,
    rate: Option<f64>,
    hinter: bool,
) -> (Load, Option<Hints>) {
    // The games' declarations, for their players: this process's registry.
    let registry = crate::games::Registry::new();
    let makers = players::players(&registry);
    let pace = match rate {
        Some(rate) if rate > 0.0 => Pace::Every(Duration::from_secs_f64(users as f64 / rate)),
        _ => Pace::Flat,
    };
    let began = Instant::now();
    let until = began + duration;
    let hinting = hinter.then(|| {
        let client = client_of(clients, first + users);
        tokio::spawn(async move {
            let mut latency = histogram();
            let player = Box::new(players::Hinter::new(&registry));
            let load = play(
                client,
                first + users,
                player,
                until,
                seed,
                Pace::Flat,
                Some(&mut latency),
            )
            .await;
            Hints { load, latency }
        })
    });
    let tasks: Vec<_> = (0..users)
        .map(|i| {
            let player = (makers[i % makers.len()])();
            let index = first + i;
            tokio::spawn(member(
                client_of(clients, index),
                player,
                index,
                until,
                seed,
                pace,
            ))
        })
        .collect();
    let mut total = Load::new();
    for task in tasks {
        match task.await {
            Ok(load) => total.merge(load),
            Err(e) => {
                total.failed += 1;
                total.first_error.get_or_insert(e.to_string());
            }
        }
    }
    total.elapsed = began.elapsed();
    let hints = match hinting {
        Some(task) => task.await.ok(),
        None => None,
    };
    (total, hints)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_deferred_answer_is_counted_late_by_its_class_and_listed_apart() {
        let mut load = Load::new();
        let quick = Ok((json!({ "type": 7 }), Duration::from_millis(3)));
        let deferred = Ok((json!({ "type": 6 }), Duration::from_millis(4)));
        let command = Ok((json!({ "type": 5 }), Duration::from_millis(2)));
        load.record_as("hold", Class::Moves, &quick);
        load.record_as("hit", Class::Moves, &deferred);
        load.record_as("/poker", Class::Commands, &command);
        assert_eq!(load.deferred, [1, 0, 1]);
        assert_eq!(load.late, 2);
        let moves = load.class(Class::Moves);
        assert_eq!(moves.len(), 2);
        assert!(moves.max() >= DEFERRED_AT.as_micros() as u64);
        assert!(moves.min() < 4_000);
        assert_eq!(load.class(Class::Hints).len(), 0);
        let mut other = Load::new();
        other.record_as("hint", Class::Hints, &quick);
        load.merge(other);
        assert_eq!(load.class(Class::Hints).len(), 1);
        assert_eq!(load.latency.len(), 4);
    }

    #[test]
    fn hint_clicks_are_hints_and_every_other_click_a_move() {
        let hint = players::Press::button("p2:test-table:4:9:hint".to_string());
        let hold = players::Press::button("p2:test-table:4:9:add:casual".to_string());
        let old_hint = players::Press::button("p1:4:9:hint".to_string());
        assert_eq!(Class::of_press(&hint), Class::Hints);
        assert_eq!(Class::of_press(&old_hint), Class::Hints);
        assert_eq!(Class::of_press(&hold), Class::Moves);
    }
}
