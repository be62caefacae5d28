//! Hold'em as the click pipeline hosts it: a cash table ([`CashPlay`]) or a sit-and-go
//! ([`TourneyPlay`]), each within the shared table (lobby, seats, turns, chips).
//!
//! - **Moves.** Fold, Check, Call and raises to an amount (the presets and a typed one);
//!   My cards, Show (a mucked hand, after it), Sit out and I'm back; at a cash table Rebuy.
//! - **Dealing.** The next hand is dealt as soon as the last one ends, when two players can
//!   be dealt in: the last hand's end stays on the board beside it.
//! - **Idle turns.** An idle turn checks, or folds facing a bet; three in a row sit the
//!   member out (no blinds, no hands) until I'm back. At a cash table a member out for an
//!   hour leaves with their stack. A turn lasts the server's `holdem_turn_seconds`;
//!   between hands the table waits the server's idle timeout, then closes.
//! - **Chips.** A cash table's buy-in and each rebuy come from the wallet; a rebuy settles
//!   the stack and buys in again with it and the rebuy, so each buy-in is settled by one
//!   cash-out. A sit-and-go's buy-ins are stakes in its pool, paid by place when it ends.

use super::betting::{Action, BetError, Options as BetOptions};
use super::computer::{self, Style, View};
use super::hand::{HandEnd, HandError, Street};
use super::table::{
    HoldemTable, MAX_BIG_BLIND, MAX_BUY_IN_BLINDS, MIN_BUY_IN_BLINDS, Settings, TableError,
};
use super::tournament::{Speed, Tournament};
use crate::game::{
    ActionCode, Clicker, Close, Ctx, Game, Level, Occupant, Opening, Reason, Seat, SeatChange,
    SeatNo, SeatResult, SeatStatus, Step, Timer, Who,
};
use crate::refusal::{Refuse, Wording};
use crate::table::turns::Turns;
use crate::table::{
    CashHooks, CashTable, Outcome, Progress, Seats, TableAction, TableGame, TableOptions,
    TablePhase, TableRules, cash_hooks,
};
use crate::{GameKind, RuleError};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// Seats at a table.
pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 9;
/// A turn's length unless the server sets `holdem_turn_seconds`.
pub const DEFAULT_TURN_SECONDS: i64 = 60;
/// The most a sit-and-go's buy-in may be.
pub const MAX_TOURNAMENT_BUY_IN: i64 = crate::table::MAX_STAKE;
/// A sit-and-go's buy-in unless set.
pub const DEFAULT_TOURNAMENT_BUY_IN: i64 = 100;

/// Hold'em's rules on a server: how long a turn lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoldemRules {
    pub turn_seconds: i64,
}

impl Default for HoldemRules {
    fn default() -> Self {
        HoldemRules {
            turn_seconds: DEFAULT_TURN_SECONDS,
        }
    }
}

/// Refusals of Hold'em's own: its options, and a table's moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoldemError {
    BlindOutOfRange {
        max: i64,
    },
    SeatsOutOfRange,
    TooManyComputers {
        max: usize,
    },
    BuyInOutOfRange {
        min: i64,
        max: i64,
    },
    /// The opener's wallet is short of the cash table's buy-in they asked for; one of
    /// `min` to their balance would do.
    BuyInShort {
        balance: i64,
        buy_in: i64,
        min: i64,
    },
    /// The opener's wallet is short of the least buy-in at this big blind; a table with a
    /// big blind of `fits` takes their balance.
    BlindTooBig {
        balance: i64,
        blind: i64,
        min: i64,
        fits: i64,
    },
    /// The opener's wallet is short of the least buy-in at any cash table.
    NoBuyInFits {
        balance: i64,
        least: i64,
    },
    /// The wallet is short of the buy-in of the cash table they would join.
    JoinShort {
        balance: i64,
        buy_in: i64,
    },
    /// The wallet is short of a sit-and-go's buy-in: `opening` when they open it.
    EntryShort {
        balance: i64,
        buy_in: i64,
        opening: bool,
    },
    /// A rebuy to `to` takes `needed` chips from a wallet holding `balance`.
    RebuyShort {
        balance: i64,
        needed: i64,
        to: i64,
    },
    /// A table is open in the channel: the start command again names it.
    TableOpen {
        mode: Mode,
        big_blind: i64,
        buy_in: i64,
    },
    UnknownSpeed,
    UnknownLevel,
    /// A typed amount that is not a whole number.
    NotANumber,
    /// A rebuy at a sit-and-go.
    NoRebuys,
    /// A sit-and-go takes nobody new once it has begun.
    TournamentStarted,
    /// Only the timer makes an idle move.
    NotAMove,
}

impl Refuse for TableError {
    fn wording(&self) -> Wording {
        table_wording(*self)
    }
}

impl Refuse for HoldemError {
    fn wording(&self) -> Wording {
        match self {
            HoldemError::BlindOutOfRange { max } => {
                Wording::new("he-refuse-blind").with("max", *max)
            }
            HoldemError::SeatsOutOfRange => Wording::new("he-refuse-seats")
                .with("min", MIN_SEATS)
                .with("max", MAX_SEATS),
            HoldemError::TooManyComputers { max } => {
                Wording::new("he-refuse-computers").with("max", *max)
            }
            HoldemError::BuyInOutOfRange { min, max } => Wording::new("he-refuse-buy-in")
                .with("min", *min)
                .with("max", *max),
            HoldemError::BuyInShort {
                balance,
                buy_in,
                min,
            } => Wording::new("he-refuse-buy-in-short")
                .with("balance", *balance)
                .with("buyin", *buy_in)
                .with("min", *min),
            HoldemError::BlindTooBig {
                balance,
                blind,
                min,
                fits,
            } => Wording::new("he-refuse-buy-in-blind")
                .with("balance", *balance)
                .with("blind", *blind)
                .with("min", *min)
                .with("fits", *fits),
            HoldemError::NoBuyInFits { balance, least } => Wording::new("he-refuse-buy-in-daily")
                .with("balance", *balance)
                .with("least", *least),
            HoldemError::JoinShort { balance, buy_in } => Wording::new("he-refuse-join-short")
                .with("balance", *balance)
                .with("buyin", *buy_in),
            HoldemError::EntryShort {
                balance,
                buy_in,
                opening,
            } => Wording::new(if *opening {
                "he-refuse-entry-short-open"
            } else {
                "he-refuse-entry-short"
            })
            .with("balance", *balance)
            .with("buyin", *buy_in),
            HoldemError::RebuyShort {
                balance,
                needed,
                to,
            } => Wording::new("he-refuse-rebuy-short")
                .with("balance", *balance)
                .with("needed", *needed)
                .with("to", *to),
            HoldemError::TableOpen {
                mode: Mode::Cash,
                big_blind,
                buy_in,
            } => Wording::new("he-refuse-open-cash")
                .with("small", (*big_blind / 2).max(1))
                .with("big", *big_blind)
                .with("buyin", *buy_in),
            HoldemError::TableOpen {
                mode: Mode::Tournament,
                buy_in,
                ..
            } => Wording::new("he-refuse-open-tournament").with("buyin", *buy_in),
            HoldemError::UnknownSpeed => Wording::new("he-refuse-speed"),
            HoldemError::UnknownLevel => Wording::new("he-refuse-level"),
            HoldemError::NotANumber => Wording::new("he-refuse-not-a-number"),
            HoldemError::NoRebuys => Wording::new("he-refuse-no-rebuys"),
            HoldemError::TournamentStarted => Wording::new("he-refuse-tournament-started"),
            HoldemError::NotAMove => Wording::new("he-refuse-not-a-move"),
        }
    }
}

fn table_wording(e: TableError) -> Wording {
    match e {
        TableError::HandInProgress => Wording::new("he-refuse-hand-in-progress"),
        TableError::NotEnoughPlayers => Wording::new("he-refuse-not-enough-players"),
        TableError::NotSeated => Wording::new("he-refuse-not-in-hand"),
        TableError::AlreadySeated => Wording::new("he-refuse-already-seated"),
        TableError::RebuyTooLarge { max } => {
            Wording::new("he-refuse-rebuy-too-large").with("max", max)
        }
        TableError::RebuyTooSmall { min } => {
            Wording::new("he-refuse-rebuy-too-small").with("min", min)
        }
        TableError::NothingToAdd => Wording::new("he-refuse-nothing-to-add"),
        TableError::InTheHand => Wording::new("he-refuse-in-the-hand"),
        TableError::NotSittingOut => Wording::new("he-refuse-not-sitting-out"),
        TableError::NoHand => Wording::new("he-refuse-no-hand"),
        TableError::OldHand => Wording::new("he-refuse-old-hand"),
        TableError::Hand(HandError::NotInHand) => Wording::new("he-refuse-not-in-hand"),
        TableError::Hand(HandError::Over) => Wording::new("he-refuse-no-hand"),
        TableError::Hand(HandError::Bet(bet)) => match bet {
            BetError::NotYourTurn => Wording::new("he-refuse-not-your-turn"),
            BetError::Over => Wording::new("he-refuse-no-hand"),
            BetError::CannotCheck => Wording::new("he-refuse-cannot-check"),
            BetError::NothingToCall => Wording::new("he-refuse-nothing-to-call"),
            BetError::RaiseClosed => Wording::new("he-refuse-raise-closed"),
            BetError::TooSmall { min } => {
                Wording::new("he-refuse-too-small").with("min", min as i64)
            }
            BetError::TooLarge { most } => {
                Wording::new("he-refuse-too-large").with("most", most as i64)
            }
        },
    }
}

/// A move at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Fold,
    Check,
    Call,
    /// Bet or raise to this total for the round (all the chips: all in); None when what was
    /// typed is not a whole number.
    Raise(Option<i64>),
    /// Opens the form to type a raise.
    AskRaise,
    /// Show me my cards (privately).
    Cards,
    /// Show my cards of the last hand to the table.
    Show,
    /// Show me the last hand I played (privately): every action, the board, the hands
    /// shown and my cards.
    LastHand,
    SitOut,
    Back,
    /// Add chips to my stack, from the wallet (a cash table, not in the hand).
    Rebuy(Option<i64>),
    /// Opens the form to type a rebuy.
    AskRebuy,
    /// The turn timed out: check, or fold facing a bet. The timer's move alone.
    Idle,
}

impl ActionCode for Move {
    fn encode(&self) -> String {
        match self {
            Move::Fold => "fold".into(),
            Move::Check => "check".into(),
            Move::Call => "call".into(),
            Move::Raise(Some(to)) => format!("raise:{to}"),
            // A form's answer completes this code with what was typed (`raise:30`).
            Move::Raise(None) => "raise".into(),
            Move::AskRaise => "raise-typed".into(),
            Move::Cards => "cards".into(),
            Move::Show => "show".into(),
            Move::LastHand => "last-hand".into(),
            Move::SitOut => "sit-out".into(),
            Move::Back => "back".into(),
            Move::Rebuy(Some(chips)) => format!("rebuy:{chips}"),
            Move::Rebuy(None) => "rebuy".into(),
            Move::AskRebuy => "rebuy-typed".into(),
            Move::Idle => "idle".into(),
        }
    }

    fn decode(code: &str) -> Option<Move> {
        let typed = |text: &str| text.trim().parse::<i64>().ok().filter(|n| *n >= 0);
        match code.split_once(':') {
            // Whatever was typed: an amount that does not read is refused by the rules.
            Some(("raise", text)) => Some(Move::Raise(typed(text))),
            Some(("rebuy", text)) => Some(Move::Rebuy(typed(text))),
            Some(_) => None,
            None => match code {
                "fold" => Some(Move::Fold),
                "check" => Some(Move::Check),
                "call" => Some(Move::Call),
                "raise" => Some(Move::Raise(None)),
                "raise-typed" => Some(Move::AskRaise),
                "cards" => Some(Move::Cards),
                "show" => Some(Move::Show),
                "last-hand" => Some(Move::LastHand),
                "sit-out" => Some(Move::SitOut),
                "back" => Some(Move::Back),
                "rebuy" => Some(Move::Rebuy(None)),
                "rebuy-typed" => Some(Move::AskRebuy),
                "idle" => Some(Move::Idle),
                _ => None,
            },
        }
    }

    fn all() -> Vec<Move> {
        vec![
            Move::Fold,
            Move::Check,
            Move::Call,
            Move::Raise(None),
            Move::Raise(Some(0)),
            Move::Raise(Some(40)),
            Move::Raise(Some(i64::MAX)),
            Move::AskRaise,
            Move::Cards,
            Move::Show,
            Move::LastHand,
            Move::SitOut,
            Move::Back,
            Move::Rebuy(None),
            Move::Rebuy(Some(200)),
            Move::AskRebuy,
            Move::Idle,
        ]
    }
}

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
                (super::tournament::START_BIG_BLIND, buy_in)
            }
        };
        let setup = Setup {
            settings: Settings {
                big_blind,
                seats: seats as usize,
                buy_in: match self.mode {
                    Mode::Cash => buy_in,
                    Mode::Tournament => super::tournament::START_STACK,
                },
            },
            speed,
        };
        Ok((setup, buy_in, computers as usize, level))
    }
}

/// Why a wallet of `balance` opens no cash table at big blind `blind` with `buy_in`, and
/// the way out: a smaller buy-in, a smaller big blind, or more chips.
fn cash_short(balance: i64, blind: i64, buy_in: i64) -> HoldemError {
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

/// What a computer in `seat` does at its turn.
fn computer_action<R: Rng + ?Sized>(
    table: &HoldemTable,
    seat: SeatNo,
    level: Level,
    rng: &mut R,
) -> Move {
    let Some(view) = table.hand.as_ref().and_then(|h| View::of(h, seat)) else {
        return Move::Idle;
    };
    let style = match level {
        Level::Casual => Style::Casual,
        Level::Expert => Style::Expert,
    };
    match computer::decide(&view, style, rng) {
        Action::Fold => Move::Fold,
        Action::Check => Move::Check,
        Action::Call => Move::Call,
        Action::RaiseTo(to) => Move::Raise(Some(to as i64)),
    }
}

/// A betting move as the hand's action.
fn betting(mv: Move) -> Result<Action, HoldemError> {
    Ok(match mv {
        Move::Fold => Action::Fold,
        Move::Check => Action::Check,
        Move::Call => Action::Call,
        Move::Raise(Some(to)) => Action::RaiseTo(u64::try_from(to).unwrap_or(0)),
        Move::Raise(None) => return Err(HoldemError::NotANumber),
        _ => return Err(HoldemError::NotAMove),
    })
}

/// A hand's end as each seat's result for /stats: what it put in and won, and, where it was
/// shown down, its hand (the cash table's board ranks the best).
fn hand_results(end: &HandEnd) -> Vec<SeatResult> {
    end.seats
        .iter()
        .map(|s| {
            let shown = s.strength.filter(|_| s.shown);
            SeatResult {
                seat: s.seat,
                wager: s.put_in,
                payout: s.won,
                score: shown.map_or(0, |st| i64::from(st.0)),
                detail: shown.map_or_else(String::new, |st| st.class().slug().to_string()),
                won: s.won > s.put_in,
                measures: vec![("hand".into(), 1.0)],
                on_board: shown.is_some(),
                board: None,
            }
        })
        .collect()
}

/// What a cash table and a sit-and-go share: a [`HoldemTable`] that deals as soon as it can.
trait Felt {
    fn felt(&self) -> &HoldemTable;
    fn felt_mut(&mut self) -> &mut HoldemTable;
    /// Whether a next hand may be dealt.
    fn may_deal(&self) -> bool;
    fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError>;
    fn act(&mut self, seat: SeatNo, action: Action) -> Result<(), TableError>;
    fn time_out(&mut self, seat: SeatNo) -> Result<(), TableError>;
    /// A hand ended: what it leaves to record.
    fn ended(&mut self, end: &HandEnd);
    /// Hands dealt and ended that the table has seen.
    fn seen(&self) -> u32;
    fn set_seen(&mut self, hand: u32);
}

/// Records each hand that ended since the last look, and deals the next while one can be
/// dealt; true when a hand was dealt.
fn keep_dealing<F: Felt, R: Rng + ?Sized>(play: &mut F, rng: &mut R) -> bool {
    let mut dealt = false;
    // Each pass deals one hand; a hand over at the deal (blinds all in) is recorded and the
    // next dealt. A hand that nobody can play out ends the loop.
    for _ in 0..64 {
        play_for_the_absent(play);
        note_ended(play);
        if play.felt().hand.is_some() || !play.may_deal() {
            break;
        }
        if play.deal(rng).is_err() {
            break;
        }
        dealt = true;
    }
    note_ended(play);
    dealt
}

/// The turns of members sitting out, in the hand they were dealt before they sat out, are
/// played for them at once: a check, else a fold.
fn play_for_the_absent<F: Felt>(play: &mut F) {
    for _ in 0..64 {
        let table = play.felt();
        let Some(hand) = table.hand.as_ref() else {
            return;
        };
        let Some(seat) = hand.to_act() else {
            return;
        };
        if table.sitter(seat).is_none_or(|s| s.out_since.is_none()) {
            return;
        }
        let action = hand.idle_action();
        if play.act(seat, action).is_err() {
            return;
        }
    }
}

fn note_ended<F: Felt>(play: &mut F) {
    let end = play.felt().last.clone();
    if let Some(end) = end
        && end.number > play.seen()
    {
        play.set_seen(end.number);
        play.ended(&end);
    }
}

/// A move by `seat` at either table.
fn play_move<F: Felt, R: Rng + ?Sized>(
    play: &mut F,
    seat: SeatNo,
    mv: Move,
    rng: &mut R,
) -> Result<Progress, RuleError> {
    match mv {
        // Their cards in the hand, or their seat between their hands; the last hand they
        // played.
        Move::Cards | Move::LastHand => {
            let table = play.felt();
            let in_hand = table.hand.as_ref().and_then(|h| h.player(seat)).is_some();
            if !in_hand && table.sitter(seat).is_none() {
                return Err(TableError::Hand(HandError::NotInHand).into());
            }
            Ok(Progress::Private)
        }
        Move::Show => {
            let table = play.felt_mut();
            let shown = table.last.as_mut().is_some_and(|end| end.show(seat));
            if !shown {
                return Err(TableError::NoHand.into());
            }
            Ok(Progress::Within)
        }
        Move::SitOut => {
            let table = play.felt_mut();
            if table.sitter(seat).is_some_and(|s| s.out_since.is_some()) {
                return Err(TableError::AlreadySeated.into());
            }
            table.sit_out(seat)?;
            // A turn of theirs in the hand in play is played for them now.
            let before = play.felt().hand.as_ref().map(|h| (h.number, h.log.len()));
            keep_dealing(play, rng);
            let after = play.felt().hand.as_ref().map(|h| (h.number, h.log.len()));
            Ok(if before == after {
                Progress::Within
            } else {
                Progress::TurnOver
            })
        }
        Move::Back => {
            play.felt_mut().back(seat)?;
            Ok(if keep_dealing(play, rng) {
                Progress::TurnOver
            } else {
                Progress::Within
            })
        }
        Move::Idle => {
            play.time_out(seat)?;
            keep_dealing(play, rng);
            Ok(Progress::TurnOver)
        }
        Move::AskRaise | Move::AskRebuy | Move::Rebuy(_) => Err(HoldemError::NotAMove.into()),
        Move::Fold | Move::Check | Move::Call | Move::Raise(_) => {
            let action = betting(mv)?;
            play.act(seat, action)?;
            keep_dealing(play, rng);
            Ok(Progress::TurnOver)
        }
    }
}

/// Who may press a move's button at either table.
fn who_may(mv: &Move, to_act: Option<SeatNo>) -> Who {
    match mv {
        Move::Fold | Move::Check | Move::Call | Move::Raise(_) | Move::AskRaise | Move::Idle => {
            to_act.map_or(Who::Seated, Who::Seat)
        }
        _ => Who::Seated,
    }
}

/// The items of [`TableRules`] a cash table and a sit-and-go share: seats (idle turns sit a
/// member out rather than drop them: the table keeps its own count), who may press what,
/// moves, the computers' moves, whose turn it is and the idle turn's move.
macro_rules! felt_rules {
    () => {
        const KIND: GameKind = GameKind::Holdem;
        type Options = Setup;
        type Move = Move;
        type Rules = HoldemRules;

        fn seats(setup: &Setup) -> Seats {
            Seats {
                drop_after: u8::MAX,
                ..Seats::new(MIN_SEATS, setup.settings.seats)
            }
        }

        fn who_may(&self, mv: &Move, to_act: Option<SeatNo>) -> Who {
            who_may(mv, to_act)
        }

        fn play<R: Rng + ?Sized>(
            &mut self,
            seat: SeatNo,
            mv: Move,
            _rules: &HoldemRules,
            rng: &mut R,
        ) -> Result<Progress, RuleError> {
            play_move(self, seat, mv, rng)
        }

        fn computer_move<R: Rng + ?Sized>(
            &self,
            seat: SeatNo,
            level: Level,
            _rules: &HoldemRules,
            rng: &mut R,
        ) -> Move {
            computer_action(self.felt(), seat, level, rng)
        }

        fn to_act(&self, _turns: &Turns) -> Option<SeatNo> {
            self.felt().hand.as_ref().and_then(|h| h.to_act())
        }

        fn timeout_move(&self, _seat: SeatNo) -> Option<Move> {
            Some(Move::Idle)
        }
    };
}

/// A cash table in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CashPlay {
    pub table: HoldemTable,
    /// The last hand recorded.
    pub seen: u32,
    /// Results of hands ended, not yet handed to the pipeline (always within the move
    /// that ended them, so never kept).
    #[serde(skip)]
    pub pending: Vec<SeatResult>,
    /// What each member took home when they left or the table closed.
    #[serde(default)]
    pub cashed: Vec<(SeatNo, i64)>,
    /// Nobody could be dealt in before the deadline: the table closes.
    #[serde(default)]
    pub closing: bool,
    /// The computers' seats: hands are dealt only while a member is dealt in, so that
    /// computers never play on alone.
    #[serde(default)]
    pub computers: Vec<SeatNo>,
    /// Members sent home after an hour sitting out, each with the hands dealt when they
    /// left: the table says so through the next hand.
    #[serde(default)]
    pub away: Vec<(SeatNo, u32)>,
}

impl CashPlay {
    /// What `seat` took home, once it has left or the table has closed.
    pub fn took_home(&self, seat: SeatNo) -> Option<i64> {
        self.cashed.iter().find(|(s, _)| *s == seat).map(|c| c.1)
    }

    /// Members sent home after an hour away whom the table still names (through the hand
    /// after the one in play when they left), with what each took home.
    pub fn sent_home(&self) -> Vec<(SeatNo, i64)> {
        self.away
            .iter()
            .filter(|&&(_, hands)| self.table.hands <= hands + 1)
            .filter_map(|&(seat, _)| self.took_home(seat).map(|took| (seat, took)))
            .collect()
    }

    fn cash(&mut self, seat: SeatNo, took: i64) {
        match self.cashed.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, t)) => *t += took,
            None => self.cashed.push((seat, took)),
        }
    }
}

impl Felt for CashPlay {
    fn felt(&self) -> &HoldemTable {
        &self.table
    }
    fn felt_mut(&mut self) -> &mut HoldemTable {
        &mut self.table
    }
    fn may_deal(&self) -> bool {
        let dealt = self.table.dealt_in();
        !self.closing && dealt.len() >= 2 && dealt.iter().any(|s| !self.computers.contains(s))
    }
    fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError> {
        self.table.deal_next(rng)
    }
    fn act(&mut self, seat: SeatNo, action: Action) -> Result<(), TableError> {
        self.table.act(seat, None, action)
    }
    fn time_out(&mut self, seat: SeatNo) -> Result<(), TableError> {
        self.table.time_out(seat).map(|_| ())
    }
    fn ended(&mut self, end: &HandEnd) {
        self.pending.extend(hand_results(end));
    }
    fn seen(&self) -> u32 {
        self.seen
    }
    fn set_seen(&mut self, hand: u32) {
        self.seen = hand;
    }
}

impl TableRules for CashPlay {
    felt_rules!();
    const CASH: Option<CashHooks<Self>> = cash_hooks::<Self>();

    fn new<R: Rng + ?Sized>(players: &[SeatNo], setup: &Setup, rng: &mut R) -> Self {
        let stacks: Vec<(SeatNo, i64)> = players
            .iter()
            .map(|&s| (s, setup.settings.buy_in))
            .collect();
        let mut play = CashPlay {
            table: HoldemTable::new(setup.settings.clone(), &stacks, 0),
            seen: 0,
            pending: Vec::new(),
            cashed: Vec::new(),
            closing: false,
            computers: Vec::new(),
            away: Vec::new(),
        };
        keep_dealing(&mut play, rng);
        play
    }

    /// A leaver folds and takes their stack: what they put in this hand stays in the pot.
    fn remove(&mut self, seat: SeatNo) {
        if self.table.sitter(seat).is_some() {
            let took = self.table.leave(seat);
            self.cash(seat, took);
        }
        note_ended(self);
    }

    fn is_over(&self, _active: &[SeatNo]) -> bool {
        self.table.hand.is_none() && self.closing
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.table.stack(seat)
    }

    /// The deadline passed with no hand to deal: the table closes.
    fn idle(&mut self) {
        if self.table.hand.is_none() {
            self.closing = true;
        }
    }

    fn take_results(&mut self) -> Vec<SeatResult> {
        std::mem::take(&mut self.pending)
    }
}

impl CashTable for CashPlay {
    const JOINS_IN_PLAY: bool = true;

    fn cash_out(&mut self, seat: SeatNo) -> i64 {
        if self.table.sitter(seat).is_some() {
            let took = self.table.leave(seat);
            self.cash(seat, took);
            note_ended(self);
        }
        // What it took is counted once: the shared table asks once per leaver.
        match self.cashed.iter().find(|(s, _)| *s == seat) {
            Some(&(_, took)) => took,
            None => 0,
        }
    }

    fn join(&mut self, seat: SeatNo, stack: i64) -> bool {
        !self.closing && self.table.join(seat, stack).is_ok()
    }

    /// A hand in play is played out by idle moves (check, else fold): the pot goes as the
    /// hand stands.
    fn close(&mut self) {
        self.table.close();
        note_ended(self);
    }
}

/// A sit-and-go in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TourneyPlay {
    pub tournament: Tournament,
    pub seen: u32,
    /// Knocked out and not yet announced: a member's click announces them (the timeouts'
    /// sweep posts nothing), and the next member's click starts afresh.
    #[serde(default)]
    pub knocked: Vec<SeatNo>,
    /// Whether `knocked` went out with a member's click.
    #[serde(default)]
    pub posted: bool,
    /// The request in progress is a timeout's (with the computers' moves after it), whose
    /// announcement the sweep does not post.
    #[serde(default)]
    pub timing_out: bool,
    /// Every member left is sitting out and the turn's deadline passed: one hand is dealt
    /// (their blinds are posted, their hands fold).
    #[serde(default)]
    pub deal_once: bool,
}

impl Felt for TourneyPlay {
    fn felt(&self) -> &HoldemTable {
        &self.tournament.table
    }
    fn felt_mut(&mut self) -> &mut HoldemTable {
        &mut self.tournament.table
    }
    /// While a member is at the table and not sitting out; else once a deadline.
    fn may_deal(&self) -> bool {
        let t = &self.tournament;
        let member_in = t
            .table
            .sitters
            .iter()
            .any(|s| s.out_since.is_none() && t.entrants.iter().any(|e| e.0 == s.seat && e.1));
        !t.is_over() && (member_in || self.deal_once)
    }
    fn deal<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), TableError> {
        let out = self.tournament.out.len();
        self.deal_once = false;
        self.tournament.deal_next(rng)?;
        self.note_knocked(out);
        Ok(())
    }
    fn act(&mut self, seat: SeatNo, action: Action) -> Result<(), TableError> {
        let out = self.tournament.out.len();
        self.tournament.act(seat, None, action)?;
        self.note_knocked(out);
        Ok(())
    }
    fn time_out(&mut self, seat: SeatNo) -> Result<(), TableError> {
        let out = self.tournament.out.len();
        self.tournament.time_out(seat)?;
        self.note_knocked(out);
        Ok(())
    }
    /// Tournament chips are not the wallet's: a hand is no result of its own.
    fn ended(&mut self, _end: &HandEnd) {}
    fn seen(&self) -> u32 {
        self.seen
    }
    fn set_seen(&mut self, hand: u32) {
        self.seen = hand;
    }
}

impl TourneyPlay {
    fn note_knocked(&mut self, before: usize) {
        self.knocked
            .extend(self.tournament.out.iter().skip(before).copied());
    }
}

impl TableRules for TourneyPlay {
    felt_rules!();

    /// Every seat enters; [`Holdem`] marks the computers once the lobby's seats are known.
    fn new<R: Rng + ?Sized>(players: &[SeatNo], setup: &Setup, rng: &mut R) -> Self {
        let entrants: Vec<(SeatNo, bool)> = players.iter().map(|&s| (s, true)).collect();
        let mut play = TourneyPlay {
            tournament: Tournament::new(&entrants, 0, setup.speed, 0),
            seen: 0,
            knocked: Vec::new(),
            posted: false,
            timing_out: false,
            deal_once: false,
        };
        keep_dealing(&mut play, rng);
        play
    }

    fn remove(&mut self, seat: SeatNo) {
        let out = self.tournament.out.len();
        self.tournament.leave(seat);
        self.note_knocked(out);
    }

    /// [`Holdem`] ends a sit-and-go itself, paying by place.
    fn is_over(&self, _active: &[SeatNo]) -> bool {
        false
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.tournament.table.stack(seat)
    }

    /// Every member left is sitting out: the deadline deals a hand anyway.
    fn idle(&mut self) {
        self.deal_once = true;
    }
}

/// Who makes a move: what a sit-and-go's announcements depend on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mover {
    Member,
    Computer,
    Timer,
}

/// Texas Hold'em as the click pipeline hosts it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Holdem {
    Cash(TableGame<CashPlay>),
    Tournament(TableGame<TourneyPlay>),
}

/// Steps one after the other, as one.
fn merge(mut first: Step, then: Step) -> Step {
    first.chips.extend(then.chips);
    first.results.extend(then.results);
    first.seats.extend(then.seats);
    first.advance |= then.advance;
    first.announce |= then.announce;
    if then.close.is_some() {
        first.close = then.close;
    }
    if then.timer != Timer::Keep {
        first.timer = then.timer;
    }
    first.private |= then.private;
    first
}

/// `ctx` with these seats.
fn with_seats<'a>(ctx: &Ctx<'a, HoldemRules>, seats: &'a [Seat]) -> Ctx<'a, HoldemRules> {
    Ctx { seats, ..*ctx }
}

/// The seats after `step`'s leaves and drops.
fn seats_after(ctx: &Ctx<HoldemRules>, step: &Step) -> Vec<Seat> {
    let mut seats = ctx.seats.to_vec();
    for change in &step.seats {
        if let SeatChange::Leave(no) | SeatChange::Drop(no) = change
            && let Some(seat) = seats.iter_mut().find(|s| s.no == *no)
        {
            seat.status = SeatStatus::Left;
        }
    }
    seats
}

impl Holdem {
    pub fn mode(&self) -> Mode {
        match self {
            Holdem::Cash(_) => Mode::Cash,
            Holdem::Tournament(_) => Mode::Tournament,
        }
    }

    /// The table's setup.
    pub fn setup(&self) -> &Setup {
        match self {
            Holdem::Cash(t) => &t.options,
            Holdem::Tournament(t) => &t.options,
        }
    }

    /// The table's buy-in: a cash table's stack, a sit-and-go's stake.
    pub fn buy_in(&self) -> i64 {
        match self {
            Holdem::Cash(t) => t.stake,
            Holdem::Tournament(t) => t.stake,
        }
    }

    /// The cards and chips on the felt, once dealt.
    pub fn felt(&self) -> Option<&HoldemTable> {
        match self {
            Holdem::Cash(t) => t.rules().map(|p| &p.table),
            Holdem::Tournament(t) => t.rules().map(|p| &p.tournament.table),
        }
    }

    pub fn cash(&self) -> Option<&CashPlay> {
        match self {
            Holdem::Cash(t) => t.rules(),
            Holdem::Tournament(_) => None,
        }
    }

    pub fn tournament(&self) -> Option<&TourneyPlay> {
        match self {
            Holdem::Tournament(t) => t.rules(),
            Holdem::Cash(_) => None,
        }
    }

    /// The lobby, play or end, whichever table it is.
    pub fn in_lobby(&self) -> bool {
        match self {
            Holdem::Cash(t) => matches!(t.phase, TablePhase::Lobby),
            Holdem::Tournament(t) => matches!(t.phase, TablePhase::Lobby),
        }
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Over { outcome, .. },
                ..
            })
            | Holdem::Tournament(TableGame {
                phase: TablePhase::Over { outcome, .. },
                ..
            }) => Some(outcome),
            _ => None,
        }
    }

    /// The felt in play, told the time and who moves: a member's click (not the computers'
    /// moves that follow it) starts the knockouts to announce afresh once the last were
    /// announced; a timeout starts a request whose announcement is not posted.
    fn tell_time(&mut self, now: i64, mover: Mover) {
        match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => rules.table.now = now,
            Holdem::Tournament(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => {
                rules.tournament.table.now = now;
                match mover {
                    Mover::Member => {
                        rules.timing_out = false;
                        if rules.posted {
                            rules.knocked.clear();
                            rules.posted = false;
                        }
                    }
                    Mover::Timer => rules.timing_out = true,
                    Mover::Computer => {}
                }
            }
            _ => {}
        }
    }

    /// A member acts at the table: the hands ended before have been seen on the board, which
    /// shows from now on those that end after.
    fn member_acts(&mut self) {
        let table = match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => &mut rules.table,
            Holdem::Tournament(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => &mut rules.tournament.table,
            _ => return,
        };
        table.history.member_acted(table.last.as_ref());
    }

    /// Where the betting stands: the hand and street, whose turn it is and what they may
    /// do (another player folding out leaves it as it was).
    fn betting_state(&self) -> Option<(u32, Street, Option<SeatNo>, Option<BetOptions>)> {
        let hand = self.felt()?.hand.as_ref()?;
        Some((hand.number, hand.street, hand.to_act(), hand.options()))
    }

    fn to_act_now(&self) -> Option<SeatNo> {
        match self {
            Holdem::Cash(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => rules.table.hand.as_ref().and_then(|h| h.to_act()),
            Holdem::Tournament(TableGame {
                phase: TablePhase::Playing { rules, .. },
                ..
            }) => rules
                .tournament
                .table
                .hand
                .as_ref()
                .and_then(|h| h.to_act()),
            _ => None,
        }
    }

    /// A rebuy brings the stack to `to` (a second press of the same form adds nothing): the
    /// stack is settled and bought in again with the chips added, so each buy-in has its one
    /// cash-out. A member sitting out who rebuys is here: their hour starts again.
    fn rebuy(&mut self, by: &Clicker, to: Option<i64>) -> Result<Step, RuleError> {
        let Holdem::Cash(game) = self else {
            return Err(HoldemError::NoRebuys.into());
        };
        let TablePhase::Playing { rules, .. } = &mut game.phase else {
            return Err(crate::TableError::NotStarted.into());
        };
        let seat = by.seat.ok_or(crate::TableError::NotSeated)?;
        let to = to.ok_or(HoldemError::NotANumber)?;
        // The table's own refusals first (dealt in, past the most, below the least), then
        // the wallet's.
        let chips = rules.table.rebuy_chips(seat, to)?;
        if by.wallet < chips {
            return Err(HoldemError::RebuyShort {
                balance: by.wallet,
                needed: chips,
                to,
            }
            .into());
        }
        let before = rules.table.sitter(seat).map_or(0, |s| s.stack);
        rules.table.rebuy(seat, chips)?;
        let now = rules.table.now;
        if let Some(sitter) = rules.table.sitters.iter_mut().find(|s| s.seat == seat)
            && sitter.out_since.is_some()
        {
            sitter.out_since = Some(now);
        }
        game.pool.add(seat, chips);
        // The reply shows the seat's own view: its new stack.
        Ok(Step::within()
            .chips(seat, before, Reason::CashOut)
            .chips(seat, -(before + chips), Reason::BuyIn)
            .private())
    }

    /// After every move and timeout: the next hand dealt, members out an hour gone, the
    /// hands' results, a sit-and-go's end, and the turn's timer.
    fn after<R: Rng + ?Sized>(&mut self, step: Step, ctx: &Ctx<HoldemRules>, rng: &mut R) -> Step {
        let mut step = step;
        match self {
            Holdem::Cash(game) => {
                if let TablePhase::Playing { rules, .. } = &mut game.phase {
                    keep_dealing(rules, rng);
                    step.results.extend(rules.take_results());
                }
                // Members sitting out an hour leave, each as if they pressed Leave, and so do
                // computers out of chips (their seat is free again): between their hands, never
                // out of the hand in play. Not in a step that seats someone: its seat is not
                // among the seats known yet; the next move will do.
                let seating = step.seats.iter().any(|c| matches!(c, SeatChange::Add(_)));
                let gone: Vec<SeatNo> = match &game.phase {
                    TablePhase::Playing { rules, .. } if !seating => {
                        let table = &rules.table;
                        let mut gone = table.expired();
                        gone.extend(
                            rules
                                .computers
                                .iter()
                                .copied()
                                .filter(|&s| table.sitter(s).is_some_and(|x| x.stack == 0)),
                        );
                        gone.retain(|&s| table.hand.as_ref().is_none_or(|h| h.player(s).is_none()));
                        gone
                    }
                    _ => Vec::new(),
                };
                for seat in gone {
                    // A rebuy in this very step: the member is here.
                    if step.chips.iter().any(|c| c.seat == seat) {
                        continue;
                    }
                    let seats = seats_after(ctx, &step);
                    let Some(leaving) = seats.iter().find(|s| s.no == seat && s.is_playing())
                    else {
                        continue;
                    };
                    let leaver = Clicker {
                        member: leaving.member().unwrap_or(0),
                        name: String::new(),
                        seat: Some(seat),
                        opener: false,
                        wallet: 0,
                    };
                    let inner = with_seats(ctx, &seats);
                    if let Ok(mut left) = game.apply(&leaver, TableAction::Leave, &inner, rng) {
                        // A computer takes nothing home: its chips were never a wallet's. A
                        // member's leaving is said on the table.
                        if leaving.is_computer() {
                            left.chips.retain(|c| c.seat != seat);
                        } else if let TablePhase::Playing { rules, .. }
                        | TablePhase::Over {
                            rules: Some(rules), ..
                        } = &mut game.phase
                        {
                            let hands = rules.table.hands;
                            rules.away.retain(|&(_, h)| h + 1 >= hands);
                            rules.away.push((seat, hands));
                        }
                        step = merge(step, left);
                    }
                    if let TablePhase::Playing { rules, .. } = &mut game.phase {
                        keep_dealing(rules, rng);
                        step.results.extend(rules.take_results());
                    }
                }
                // A hand's end is on the board, not announced.
                step.announce = false;
            }
            Holdem::Tournament(game) => {
                if let TablePhase::Playing { rules, .. } = &mut game.phase {
                    keep_dealing(rules, rng);
                }
                step.announce = false;
                step = finish_tournament(game, step, ctx);
                let play = match &mut game.phase {
                    TablePhase::Playing { rules, .. } => Some(rules),
                    TablePhase::Over { rules, .. } => rules.as_mut(),
                    TablePhase::Lobby => None,
                };
                if let Some(play) = play.filter(|p| !p.knocked.is_empty()) {
                    step.announce = true;
                    // A timeout's announcement is not posted: the next click's is.
                    play.posted |= !play.timing_out;
                }
            }
        }
        if step.timer == Timer::Restart {
            step.timer = self.turn_timer(ctx.rules.turn_seconds);
        }
        step
    }

    /// A new turn's timer: the table's own turn when a player is to act, and at a
    /// sit-and-go whose members all sit out (a hand is dealt each deadline); the server's
    /// idle timeout at a cash table nobody can be dealt in at (it then closes).
    fn turn_timer(&self, turn_seconds: i64) -> Timer {
        let waiting_tournament = self.tournament().is_some() && self.outcome().is_none();
        if self.to_act_now().is_some() || waiting_tournament {
            Timer::After(turn_seconds)
        } else {
            Timer::Restart
        }
    }
}

/// Ends a sit-and-go that is over: the pool paid by the members' places among themselves,
/// each member's result recorded. With one member there is no prize: the buy-in goes back
/// as a refund, and the result counts on no board.
fn finish_tournament(
    game: &mut TableGame<TourneyPlay>,
    mut step: Step,
    ctx: &Ctx<HoldemRules>,
) -> Step {
    let TablePhase::Playing { rules, .. } = &game.phase else {
        return step;
    };
    if rules.tournament.finish.is_none() {
        return step;
    }
    let t = &rules.tournament;
    let prizes = t.prizes();
    for &(seat, prize) in &prizes {
        step = step.chips(seat, prize, Reason::Winnings);
    }
    let refund = t.refund();
    if let Some((seat, amount)) = refund {
        step = step.chips(seat, amount, Reason::Refund);
    }
    let standings = t.standings();
    let members = standings.len();
    for &(seat, place) in &standings {
        if ctx.seat(seat).is_none_or(Seat::is_computer) {
            continue;
        }
        let prize = prizes.iter().find(|p| p.0 == seat).map_or(0, |p| p.1);
        step = step.result(if members < 2 {
            // A refund settles the stake: the result wagers nothing and wins nothing.
            SeatResult {
                seat,
                wager: 0,
                payout: 0,
                score: 0,
                detail: String::new(),
                won: false,
                measures: vec![("sit-and-go".into(), 1.0), ("in-the-money".into(), 0.0)],
                on_board: false,
                board: Some(SIT_AND_GO_BOARD),
            }
        } else {
            SeatResult {
                seat,
                wager: game.pool.paid_by(seat),
                payout: prize,
                // Members beaten: the sit-and-go board ranks the best finish among members.
                score: (members - place) as i64,
                detail: format!("{place}/{members}"),
                won: place == 1,
                measures: vec![
                    ("sit-and-go".into(), 1.0),
                    ("in-the-money".into(), f64::from(u8::from(prize > 0))),
                ],
                on_board: true,
                board: Some(SIT_AND_GO_BOARD),
            }
        });
    }
    let winners: Vec<SeatNo> = standings
        .iter()
        .filter(|s| members >= 2 && s.1 == 1)
        .map(|s| s.0)
        .collect();
    let rules = rules.clone();
    game.pool.clear();
    game.phase = TablePhase::Over {
        rules: Some(rules),
        outcome: Outcome::Won {
            shares: prizes,
            winners,
        },
    };
    step.announce = true;
    Step {
        advance: true,
        ..step
    }
    .close(Close::Finished)
}

/// The sit-and-go's leaderboard, beside the cash table's best hands.
pub const SIT_AND_GO_BOARD: &str = "sit-and-go";

impl Game for Holdem {
    const KIND: GameKind = GameKind::Holdem;
    type Options = Options;
    type Action = TableAction<Move>;
    type Rules = HoldemRules;

    fn opening(_options: &Options, _now: i64) -> Opening {
        Opening {
            table: true,
            once: true,
            ..Opening::default()
        }
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        let (setup, buy_in, computers, level) = options.setup(ctx.wallet(0))?;
        let table_options = TableOptions {
            stake: Some(buy_in),
            game: setup,
        };
        let (game, mut step) = match options.mode {
            Mode::Cash => {
                let (table, step) = TableGame::create(table_options, ctx, rng)?;
                (Holdem::Cash(table), step)
            }
            Mode::Tournament => {
                let (table, step) = TableGame::create(table_options, ctx, rng)?;
                (Holdem::Tournament(table), step)
            }
        };
        for _ in 0..computers {
            step = step.seat(SeatChange::Add(Occupant::Computer { level }));
        }
        Ok((game, step))
    }

    /// The start command again while a table is open: refused, naming the table (a table
    /// takes its options once; the new ones, valid or not, would make another table).
    fn resume<R: Rng + ?Sized>(
        &mut self,
        _options: Options,
        _ctx: &Ctx<HoldemRules>,
        _rng: &mut R,
    ) -> Result<Step, RuleError> {
        Err(HoldemError::TableOpen {
            mode: self.mode(),
            big_blind: self.setup().settings.big_blind,
            buy_in: self.buy_in(),
        }
        .into())
    }

    fn who_may(&self, action: &Self::Action) -> Who {
        match self {
            Holdem::Cash(t) => t.who_may(action),
            Holdem::Tournament(t) => t.who_may(action),
        }
    }

    fn to_act(&self, ctx: &Ctx<HoldemRules>) -> Option<SeatNo> {
        match self {
            Holdem::Cash(t) => t.to_act(ctx),
            Holdem::Tournament(t) => t.to_act(ctx),
        }
    }

    fn computer_action<R: Rng + ?Sized>(
        &self,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Option<(SeatNo, Self::Action)> {
        match self {
            Holdem::Cash(t) => t.computer_action(ctx, rng),
            Holdem::Tournament(t) => t.computer_action(ctx, rng),
        }
    }

    fn apply<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: Self::Action,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        let before = self.clone();
        let computer = by
            .seat
            .and_then(|s| ctx.seat(s))
            .is_some_and(Seat::is_computer);
        self.tell_time(
            ctx.now,
            if computer {
                Mover::Computer
            } else {
                Mover::Member
            },
        );
        if !computer
            && let TableAction::Play(Move::Fold | Move::Check | Move::Call | Move::Raise(_)) =
                action
        {
            self.member_acts();
        }
        let playing = self.felt().is_some() && self.outcome().is_none();
        let betting = self.betting_state();
        let mut result = self.apply_now(by, action, ctx, rng);
        match &mut result {
            // On a refusal the state is as it was.
            Err(_) => *self = before,
            // At a table in play, what moves the turn on is a change to the betting (an
            // action, a hand ended or dealt): the buttons of the turn before go stale and the
            // turn's timer starts. A join, a rebuy or a computer seated leave the player to act
            // their buttons and their time.
            Ok(step) if playing && self.outcome().is_none() && step.close.is_none() => {
                let computer_seated = step
                    .seats
                    .iter()
                    .any(|c| matches!(c, SeatChange::Add(Occupant::Computer { .. })));
                if self.betting_state() == betting {
                    // A computer seated still moves the version on, so that a double click
                    // seats one.
                    step.advance = computer_seated;
                    // Between hands a move is the table's activity: its wait starts again.
                    step.timer = if betting.is_none() {
                        self.turn_timer(ctx.rules.turn_seconds)
                    } else {
                        Timer::Keep
                    };
                } else {
                    step.advance = true;
                    step.timer = self.turn_timer(ctx.rules.turn_seconds);
                }
            }
            Ok(_) => {}
        }
        result
    }

    fn on_timeout<R: Rng + ?Sized>(&mut self, ctx: &Ctx<HoldemRules>, rng: &mut R) -> Step {
        self.tell_time(ctx.now, Mover::Timer);
        let step = match self {
            Holdem::Cash(t) => t.on_timeout(ctx, rng),
            Holdem::Tournament(t) => t.on_timeout(ctx, rng),
        };
        self.after(step, ctx, rng)
    }
}

impl Holdem {
    fn apply_now<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: TableAction<Move>,
        ctx: &Ctx<HoldemRules>,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        let playing = self.felt().is_some() && self.outcome().is_none();
        match action {
            TableAction::Play(Move::Idle | Move::AskRaise | Move::AskRebuy) => {
                return Err(HoldemError::NotAMove.into());
            }
            TableAction::Play(Move::Rebuy(chips)) => {
                let step = self.rebuy(by, chips)?;
                return Ok(self.after(step, ctx, rng));
            }
            _ => {}
        }
        let step = match (&mut *self, action) {
            (Holdem::Cash(t), TableAction::AddComputer(level)) if playing => {
                if by.seat.is_none() {
                    return Err(crate::TableError::NotSeated.into());
                }
                add_computer(t, level, ctx)?
            }
            (Holdem::Cash(t), action) => {
                let start = matches!(action, TableAction::Start);
                let step = t
                    .apply(by, action, ctx, rng)
                    .map_err(|e| buy_in_words(e, Mode::Cash))?;
                if let (true, TablePhase::Playing { rules, .. }) = (start, &mut t.phase) {
                    rules.computers = ctx
                        .playing()
                        .filter(|s| s.is_computer())
                        .map(|s| s.no)
                        .collect();
                }
                step
            }
            (Holdem::Tournament(_), TableAction::Join) if playing => {
                return Err(HoldemError::TournamentStarted.into());
            }
            (Holdem::Tournament(t), TableAction::Leave) if playing => tournament_leave(t, by)?,
            (Holdem::Tournament(t), action) => {
                let start = matches!(action, TableAction::Start);
                let step = t
                    .apply(by, action, ctx, rng)
                    .map_err(|e| buy_in_words(e, Mode::Tournament))?;
                if start {
                    enter(t, ctx);
                }
                step
            }
        };
        Ok(self.after(step, ctx, rng))
    }
}

/// The shared table's refusal of a wallet short of its stake, in a buy-in's words.
fn buy_in_words(e: RuleError, mode: Mode) -> RuleError {
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

/// A computer sits down at a cash table in play, with the buy-in, dealt in from the next
/// hand.
fn add_computer(
    game: &mut TableGame<CashPlay>,
    level: Level,
    ctx: &Ctx<HoldemRules>,
) -> Result<Step, RuleError> {
    let max = game.options.settings.seats;
    if ctx.playing().count() >= max {
        return Err(crate::TableError::TableFull { seats: max }.into());
    }
    let no = crate::game::free_seat(ctx.seats)
        .filter(|&no| no < crate::table::MAX_SEAT_NUMBER)
        .ok_or(crate::TableError::TableFull { seats: max })?;
    let stack = game.options.settings.buy_in;
    let TablePhase::Playing { turns, rules } = &mut game.phase else {
        return Err(crate::TableError::NotStarted.into());
    };
    rules.table.join(no, stack)?;
    rules.computers.push(no);
    turns.add(no);
    Ok(Step::advance().seat(SeatChange::Add(Occupant::Computer { level })))
}

/// The sit-and-go's entrants as the lobby seated them: members paid the stake, computers
/// did not.
fn enter(game: &mut TableGame<TourneyPlay>, ctx: &Ctx<HoldemRules>) {
    let stake = game.stake;
    let pool = game.pool.total();
    if let TablePhase::Playing { rules, .. } = &mut game.phase {
        let t = &mut rules.tournament;
        for entrant in t.entrants.iter_mut() {
            entrant.1 = ctx.seat(entrant.0).is_some_and(|s| !s.is_computer());
        }
        t.buy_in = stake;
        t.pool = pool;
    }
}

/// A member leaves a sit-and-go in play: out now, placed next up from the bottom. When no
/// member is left it ends, and the pool goes to the members by their places.
fn tournament_leave(game: &mut TableGame<TourneyPlay>, by: &Clicker) -> Result<Step, RuleError> {
    let seat = by.seat.ok_or(crate::TableError::NotSeated)?;
    let TablePhase::Playing { turns, rules } = &mut game.phase else {
        return Err(crate::TableError::NotStarted.into());
    };
    let t = &rules.tournament;
    let last_member = !t
        .table
        .sitters
        .iter()
        .any(|s| s.seat != seat && t.entrants.iter().any(|e| e.0 == s.seat && e.1));
    // The last member's leaving ends it at once: the hand in play is played out by idle
    // moves, and the computers place by their stacks.
    if last_member {
        rules.tournament.table.close();
    }
    turns.remove(seat);
    rules.remove(seat);
    Ok(Step::advance().seat(SeatChange::Leave(seat)))
}

#[cfg(test)]
mod tests;
