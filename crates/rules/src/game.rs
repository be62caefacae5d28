//! The seam every game implements. A game is a serde state with a typed action vocabulary;
//! the app's one click pipeline loads it, checks who may act, calls [`Game::apply`], and
//! carries out the [`Step`] it returns: chips to move, results to record, seats to change,
//! whether the phase moved on (older buttons go stale), and the turn timer.
//!
//! Nothing here touches a wallet or a database: chip amounts are plain numbers, and the
//! pipeline turns them into ledger rows.

use super::{GameKind, RuleError};
use rand::Rng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A seat's number at its table, from 0. A solo game has one seat, 0.
pub type SeatNo = u8;

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Occupant {
    Member { id: u64, name: String },
    Computer { level: Level },
}

/// How well a computer player plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    #[default]
    Casual,
    Expert,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Casual => "casual",
            Level::Expert => "expert",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        [Level::Casual, Level::Expert]
            .into_iter()
            .find(|l| l.as_str() == text)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatStatus {
    Playing,
    /// Left the table of their own accord.
    Left,
    /// Dropped after timing out too many turns in a row.
    Dropped,
}

impl SeatStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            SeatStatus::Playing => "playing",
            SeatStatus::Left => "left",
            SeatStatus::Dropped => "dropped",
        }
    }

    pub fn parse(text: &str) -> Option<SeatStatus> {
        [SeatStatus::Playing, SeatStatus::Left, SeatStatus::Dropped]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// One seat at a game's table, as stored in the `seats` table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub no: SeatNo,
    pub occupant: Occupant,
    pub status: SeatStatus,
}

impl Seat {
    pub fn member(&self) -> Option<u64> {
        match self.occupant {
            Occupant::Member { id, .. } => Some(id),
            Occupant::Computer { .. } => None,
        }
    }

    pub fn is_playing(&self) -> bool {
        self.status == SeatStatus::Playing
    }

    pub fn is_computer(&self) -> bool {
        matches!(self.occupant, Occupant::Computer { .. })
    }
}

/// A select menu holds at most this many options (Discord's limit).
pub const MENU: usize = 25;

/// Values a game derives at some cost from a key alone, such as a daily board's par: the app
/// keeps them between requests, and the engine only asks and tells. A pure cache: a value
/// recalled is the value the game would have worked out, so no outcome depends on it.
pub trait Memo: Send + Sync + std::fmt::Debug {
    fn recall(&self, key: &str) -> Option<u64>;
    fn keep(&self, key: &str, value: u64);
}

/// A memo that keeps nothing: every value is worked out when asked for.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoMemo;

impl Memo for NoMemo {
    fn recall(&self, _key: &str) -> Option<u64> {
        None
    }

    fn keep(&self, _key: &str, _value: u64) {}
}

/// The value under `key` in `memo`, worked out by `work` when the memo does not have it.
pub fn recall_or(memo: &dyn Memo, key: &str, work: impl FnOnce() -> u64) -> u64 {
    if let Some(value) = memo.recall(key) {
        return value;
    }
    let value = work();
    memo.keep(key, value);
    value
}

/// What a game may know of its surroundings when it acts. Read-only. `R` is the game's
/// [`Game::Rules`].
#[derive(Debug, Clone, Copy)]
pub struct Ctx<'a, R = ()> {
    /// Unix seconds.
    pub now: i64,
    pub seats: &'a [Seat],
    /// Each seat's wallet balance, by position in `seats` (0 for computers): as far as the
    /// member may stake it (the app lowers it for a member's limits, and to 0 while they are
    /// excluded from wagering).
    pub wallets: &'a [i64],
    /// Seats whose members are excluded from wagering now: a table treats them as short of
    /// chips (their wallet reads 0), and one where they sit with a stack sends them home
    /// between hands.
    pub barred: &'a [SeatNo],
    /// The game's rules on this server: its settings and the tables it reads.
    pub rules: &'a R,
    /// At [`Game::create`]: whether this is the member's first game under the options'
    /// [`Opening::attempt`] key (today's daily board). Always true for games without one.
    pub first_attempt: bool,
    /// Derived values kept between requests.
    pub memo: &'a dyn Memo,
}

impl<R> Ctx<'_, R> {
    pub fn seat(&self, no: SeatNo) -> Option<&Seat> {
        self.seats.iter().find(|s| s.no == no)
    }

    /// The wallet balance of the member in `seat` (0 for a computer or an unknown seat).
    pub fn wallet(&self, no: SeatNo) -> i64 {
        seat_wallet(self.seats, self.wallets, no)
    }

    /// Whether the member in seat `no` is excluded from wagering now.
    pub fn is_barred(&self, no: SeatNo) -> bool {
        self.barred.contains(&no)
    }

    /// Seats still playing, in seat order.
    pub fn playing(&self) -> impl Iterator<Item = &Seat> {
        self.seats.iter().filter(|s| s.is_playing())
    }
}

/// The wallet balance of the member in seat `no`, from seats and their wallets side by side
/// (0 for a computer or an unknown seat).
pub fn seat_wallet(seats: &[Seat], wallets: &[i64], no: SeatNo) -> i64 {
    seats
        .iter()
        .position(|s| s.no == no)
        .and_then(|i| wallets.get(i))
        .copied()
        .unwrap_or(0)
}

/// The lowest seat number nobody holds; None when all 256 are taken.
pub fn free_seat(seats: &[Seat]) -> Option<SeatNo> {
    (0..=SeatNo::MAX).find(|n| !seats.iter().any(|s| s.no == *n))
}

/// The member who clicked: their seat if they sit at this game, and whether they opened it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clicker {
    pub member: u64,
    pub name: String,
    pub seat: Option<SeatNo>,
    pub opener: bool,
    /// The member's wallet balance (so a table can refuse a join it could not stake).
    pub wallet: i64,
}

/// Who may press a given button.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// Only this seat (whose turn it is).
    Seat(SeatNo),
    /// Anyone seated and still playing.
    Seated,
    /// The member who opened the game.
    Opener,
    /// Any member of the server (joining a table).
    Anyone,
}

/// Why chips move; the ledger's `reason` column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reason {
    /// A bet on one hand or game, settled by its result.
    Bet,
    /// What a hand or game pays back on its bet.
    Payout,
    /// A stake paid into a table's pool.
    Stake,
    /// A share of a table's pool.
    Winnings,
    /// A stake given back (cancelled or abandoned table).
    Refund,
    /// Chips a member brings to a table where they sit with a stack.
    BuyIn,
    /// A player's chips taken back from a table where they sat with a stack.
    CashOut,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Bet => "bet",
            Reason::Payout => "payout",
            Reason::Stake => "stake",
            Reason::Winnings => "winnings",
            Reason::Refund => "refund",
            Reason::BuyIn => "buy-in",
            Reason::CashOut => "cash-out",
        }
    }
}

/// Chips to move between a seat's member and the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChipMove {
    pub seat: SeatNo,
    /// Positive: to the member; negative: from the member.
    pub delta: i64,
    pub reason: Reason,
}

/// One finished hand or game for one seat, for /stats and the leaderboards.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatResult {
    pub seat: SeatNo,
    pub wager: i64,
    pub payout: i64,
    /// The game's own measure: a hand's strength on its deck, a total score, pieces left.
    pub score: i64,
    /// What the score stands for, machine-readable (`full-house`), shown by the view.
    pub detail: String,
    pub won: bool,
    /// Further numbers the game's stats average or add up (`upper-bonus`: 0 or 1).
    pub measures: Vec<(String, f64)>,
    /// Whether the result counts on the game's leaderboard (a practice board does not; its
    /// result still counts in /stats).
    pub on_board: bool,
    /// Which of the game's leaderboards it counts on, by the name the game declares it
    /// under; None for the game's first.
    pub board: Option<&'static str>,
}

/// A change to who sits at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatChange {
    /// A new seat, numbered [`free_seat`].
    Add(Occupant),
    /// The seat is given up before the game began: it is free again.
    Remove(SeatNo),
    /// Left a game in progress; the seat keeps its place in the game's history.
    Leave(SeatNo),
    Drop(SeatNo),
}

/// How a game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Close {
    /// Played out, left, or cancelled by its players.
    Finished,
    /// Closed because nobody acted in time.
    Expired,
}

/// What happens to the turn deadline after a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Timer {
    /// The deadline stays as it was (a click within a turn).
    #[default]
    Keep,
    /// A new turn: the deadline is the server's timeout from now.
    Restart,
    /// No deadline: the game waits for its player however long it takes.
    Stop,
    /// A new turn with a length of the game's own, in seconds (a table's action timer).
    After(i64),
}

/// What an action did, for the pipeline to carry out.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Step {
    pub chips: Vec<ChipMove>,
    pub results: Vec<SeatResult>,
    pub seats: Vec<SeatChange>,
    /// The phase moved on (a deal, a draw, a roll, a turn passing): the version moves and
    /// buttons of earlier phases become stale. Clicks within a phase leave it false.
    pub advance: bool,
    pub close: Option<Close>,
    pub timer: Timer,
    /// Answer the clicker with their private view as well as the public message.
    pub private: bool,
    /// A hand or game ended: its summary is posted in the channel, where it stays.
    pub announce: bool,
}

impl Step {
    /// A change within the phase: other buttons of the message stay valid.
    pub fn within() -> Step {
        Step::default()
    }

    /// A change of phase: a new version and a new turn deadline.
    pub fn advance() -> Step {
        Step {
            advance: true,
            timer: Timer::Restart,
            ..Step::default()
        }
    }

    pub fn chips(mut self, seat: SeatNo, delta: i64, reason: Reason) -> Step {
        self.chips.push(ChipMove {
            seat,
            delta,
            reason,
        });
        self
    }

    pub fn result(mut self, result: SeatResult) -> Step {
        self.results.push(result);
        self
    }

    pub fn seat(mut self, change: SeatChange) -> Step {
        self.seats.push(change);
        self
    }

    pub fn close(mut self, close: Close) -> Step {
        self.close = Some(close);
        self.timer = Timer::Stop;
        self
    }

    pub fn timer(mut self, timer: Timer) -> Step {
        self.timer = timer;
        self
    }

    pub fn private(mut self) -> Step {
        self.private = true;
        self
    }
}

/// A game's button vocabulary. The view writes actions into custom_ids with [`encode`]; the
/// pipeline reads them back with [`decode`]. Anything `decode` does not know is refused.
///
/// [`encode`]: ActionCode::encode
/// [`decode`]: ActionCode::decode
pub trait ActionCode: Sized + Clone + std::fmt::Debug + PartialEq + Send + Sync + 'static {
    /// A short code, `name` or `name:arg`: no spaces, at most 40 characters.
    fn encode(&self) -> String;
    fn decode(code: &str) -> Option<Self>;
    /// Every action (each parameterised one with every argument), for round-trip tests.
    fn all() -> Vec<Self>;

    /// Whether the action's button is on the clicker's private view (their cards) rather
    /// than the public message: the click updates that private message, and the public one
    /// is edited beside it. Such actions check their own freshness (a hand number).
    fn private(&self) -> bool {
        false
    }
}

/// How a start command opens a game ([`Game::opening`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Opening {
    /// A table: one per channel, with seats that members join; else a member's own game,
    /// one per member per channel.
    pub table: bool,
    /// A key naming the one scored attempt a member gets with these options (today's daily
    /// board): the app records each member's first game under the key and tells
    /// [`Game::create`] through [`Ctx::first_attempt`].
    pub attempt: Option<String>,
    /// The command is a move on the open game (a move typed as its options) rather than a
    /// request to bring it back: a refused move is then answered as a refused click is,
    /// privately and alone.
    pub acts: bool,
    /// The game takes its options once: the command again while it is open is refused (its
    /// [`Game::resume`] says why), privately and alone, rather than bringing it back.
    pub once: bool,
}

/// How a game's leaderboard ranks members by their best result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ranking {
    /// The highest score is best (a hand's strength, a total score).
    Highest,
    /// The lowest score is best (pieces left, moves taken).
    Lowest,
}

/// Which recent results a game's leaderboard shows beside its all-time ranking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recent {
    /// The last seven days.
    Week,
    /// Since midnight UTC: the daily board's day.
    Today,
}

/// A game Parlor hosts.
pub trait Game: Sized + Clone + Serialize + DeserializeOwned + Send + Sync + 'static {
    const KIND: GameKind;
    /// The start command's options, read from its option names.
    type Options: DeserializeOwned + Send + 'static;
    type Action: ActionCode;
    /// The game's rules on a server, as the app gives them in [`Ctx::rules`]: the server's
    /// settings for the game and the shared tables it reads (`()` for a game with neither).
    /// Its `Debug` text names every value the game reads from it.
    type Rules: std::fmt::Debug + Clone + Send + Sync + 'static;

    /// What the game reads besides its rules that may still be loading (a table filled in
    /// the background): two engine calls with the same inputs and the same readiness give
    /// the same answer.
    fn readiness(_rules: &Self::Rules) -> String {
        String::new()
    }

    /// How a start command with these options at `now` (Unix seconds) opens: a member's own
    /// game unless it says otherwise ([`Opening`]).
    fn opening(_options: &Self::Options, _now: i64) -> Opening {
        Opening::default()
    }

    /// A new game. `ctx.seats` holds seat 0, the member who asked.
    fn create<R: Rng + ?Sized>(
        options: Self::Options,
        ctx: &Ctx<Self::Rules>,
        rng: &mut R,
    ) -> Result<(Self, Step), RuleError>;

    /// The start command again while the game is open: the game comes back, changed to the
    /// new options where it can be.
    fn resume<R: Rng + ?Sized>(
        &mut self,
        _options: Self::Options,
        _ctx: &Ctx<Self::Rules>,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        Ok(Step::within())
    }

    /// Who may press the button for `action` now.
    fn who_may(&self, action: &Self::Action) -> Who;

    /// Applies a click. On error the state is unchanged.
    fn apply<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: Self::Action,
        ctx: &Ctx<Self::Rules>,
        rng: &mut R,
    ) -> Result<Step, RuleError>;

    /// The turn deadline passed: what the game does about it (stand, play the turn for
    /// the player, drop them, close).
    fn on_timeout<R: Rng + ?Sized>(&mut self, ctx: &Ctx<Self::Rules>, rng: &mut R) -> Step;

    /// Whose turn it is, if one seat's.
    fn to_act(&self, _ctx: &Ctx<Self::Rules>) -> Option<SeatNo> {
        None
    }

    /// A computer player's move, when it is a computer's turn.
    fn computer_action<R: Rng + ?Sized>(
        &self,
        _ctx: &Ctx<Self::Rules>,
        _rng: &mut R,
    ) -> Option<(SeatNo, Self::Action)> {
        None
    }
}

#[cfg(any(test, feature = "testing"))]
pub mod testing {
    //! Helpers for games' own tests.
    use super::*;

    /// Every action survives encode then decode, codes are distinct and short, and nothing
    /// else decodes to them.
    pub fn check_action_codes<A: ActionCode>() {
        let all = A::all();
        let mut seen = std::collections::HashSet::new();
        for action in &all {
            let code = action.encode();
            // custom_ids carry `action[:arg]`: one colon at most, no spaces.
            assert!(
                !code.is_empty()
                    && code.len() <= 40
                    && !code.contains(' ')
                    && code.matches(':').count() <= 1
                    && !code.starts_with(':')
                    && !code.ends_with(':'),
                "{code}"
            );
            assert!(seen.insert(code.clone()), "code {code} used twice");
            assert_eq!(A::decode(&code).as_ref(), Some(action), "{code}");
        }
        for junk in ["", ":", "x", "deal:", "hold:99", "hold:-1", "a:b:c:d"] {
            if let Some(action) = A::decode(junk) {
                assert_eq!(action.encode(), junk, "{junk} decodes loosely");
            }
        }
    }
}
