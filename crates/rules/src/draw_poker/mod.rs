//! Five-card draw at a table in a channel (RULES.md, "Draw poker"): members buy in with a
//! stack, play hand after hand against each other and computer players, and take their
//! stack back when they leave or the table closes.
//!
//! [`PokerTable`] is the game within the shared table module (lobby, seats, turns, chips);
//! [`hand`] holds one hand's rules and [`computer`] the computer players.

pub mod computer;
pub mod hand;
pub mod simulate;

use super::cards::DeckKind;
use super::game::{
    ActionCode, Clicker, Ctx, Game, Level, Occupant, Opening, SeatChange, SeatNo, SeatResult, Step,
    Who,
};
use super::hand_eval::hand_result;
use super::table::turns::Turns;
use super::table::{
    CashHooks, CashTable, Progress, Seats, TableAction, TableGame, TableOptions, TableRules,
    cash_hooks,
};
use super::{GameKind, RuleError};
use computer::{Decision, Seen, Style};
use hand::{Bet, Hand, HandEnd, PokerError, SeatEnd, Stacks, Street};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// The largest ante a table may set.
pub const MAX_ANTE: i64 = 10_000;
/// A buy-in is at least this many antes, and by default [`DEFAULT_BUY_IN`] antes.
pub const MIN_BUY_IN: i64 = 10;
pub const DEFAULT_BUY_IN: i64 = 50;

/// A move at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    Check,
    Call,
    Bet,
    Raise,
    Fold,
    /// Show me my cards (privately).
    Cards,
    /// Mark (`on`) or unmark a card to discard, on the private view of hand `hand`.
    Mark {
        hand: u32,
        card: u8,
        on: bool,
    },
    /// Discard the marked cards and draw, from the private view of hand `hand`.
    Draw {
        hand: u32,
    },
    /// Discard the cards of the mask and draw (computers, scripts).
    Exchange {
        mask: u8,
    },
    /// Deal the next hand.
    Deal,
}

impl ActionCode for Move {
    fn encode(&self) -> String {
        match self {
            Move::Check => "check".into(),
            Move::Call => "call".into(),
            Move::Bet => "bet".into(),
            Move::Raise => "raise".into(),
            Move::Fold => "fold".into(),
            Move::Cards => "cards".into(),
            Move::Mark { hand, card, on } => {
                format!("{}:{hand}.{card}", if *on { "mark" } else { "unmark" })
            }
            Move::Draw { hand } => format!("draw:{hand}"),
            Move::Exchange { mask } => format!("swap:{mask}"),
            Move::Deal => "deal".into(),
        }
    }

    /// Marking and drawing are on the player's own view of their cards.
    fn private(&self) -> bool {
        matches!(self, Move::Mark { .. } | Move::Draw { .. })
    }

    fn decode(code: &str) -> Option<Move> {
        let number = |n: &str| {
            n.parse::<u32>()
                .ok()
                .filter(|h| *h > 0 && n == h.to_string())
        };
        match code.split_once(':') {
            None => match code {
                "check" => Some(Move::Check),
                "call" => Some(Move::Call),
                "bet" => Some(Move::Bet),
                "raise" => Some(Move::Raise),
                "fold" => Some(Move::Fold),
                "cards" => Some(Move::Cards),
                "deal" => Some(Move::Deal),
                _ => None,
            },
            Some((verb @ ("mark" | "unmark"), arg)) => {
                let (hand, card) = arg.split_once('.')?;
                let card = match card.as_bytes() {
                    [digit @ b'0'..=b'4'] => digit - b'0',
                    _ => return None,
                };
                Some(Move::Mark {
                    hand: number(hand)?,
                    card,
                    on: verb == "mark",
                })
            }
            Some(("draw", hand)) => number(hand).map(|hand| Move::Draw { hand }),
            Some(("swap", mask)) => mask
                .parse::<u8>()
                .ok()
                .filter(|m| *m < 32 && mask == m.to_string())
                .map(|mask| Move::Exchange { mask }),
            _ => None,
        }
    }

    fn all() -> Vec<Move> {
        let mut all = vec![
            Move::Check,
            Move::Call,
            Move::Bet,
            Move::Raise,
            Move::Fold,
            Move::Cards,
            Move::Deal,
            Move::Draw { hand: 1 },
            Move::Draw {
                hand: 4_000_000_000,
            },
        ];
        for card in 0..5 {
            for on in [true, false] {
                all.push(Move::Mark { hand: 7, card, on });
            }
        }
        all.extend((0..32).map(|mask| Move::Exchange { mask }));
        all
    }
}

/// A table's settings, fixed when it opens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub deck: DeckKind,
    pub ante: i64,
    pub seats: usize,
    pub buy_in: i64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            deck: DeckKind::Standard52,
            ante: 1,
            seats: 6,
            buy_in: DEFAULT_BUY_IN,
        }
    }
}

impl Settings {
    pub fn small_bet(&self) -> i64 {
        2 * self.ante
    }
}

/// The game at a started table: stacks, the hand in progress, the last hand's end.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PokerTable {
    pub settings: Settings,
    /// Each player's chips at the table, in seat order.
    pub stacks: Vec<(SeatNo, i64)>,
    /// Players who left or sat out.
    pub out: Vec<SeatNo>,
    /// Hands dealt so far.
    pub hands: u32,
    pub button: Option<SeatNo>,
    pub hand: Option<Hand>,
    pub last: Option<HandEnd>,
    /// Nobody dealt the next hand in time: the table closes.
    #[serde(default)]
    pub closing: bool,
    /// Finished hands not yet handed to the pipeline as results.
    #[serde(default)]
    pub pending: Vec<SeatEnd>,
    /// What each member took home when they left or the table closed.
    #[serde(default)]
    pub cashed: Vec<(SeatNo, i64)>,
}

impl PokerTable {
    pub const MIN_SEATS: usize = 2;
    pub const MAX_SEATS: usize = 6;

    pub fn stack(&self, seat: SeatNo) -> i64 {
        self.stacks.stack(seat)
    }

    /// What `seat` took home, once they have left or the table has closed.
    pub fn took_home(&self, seat: SeatNo) -> Option<i64> {
        self.cashed
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, took)| *took)
    }

    /// Players who can be dealt in: seated, not out, with chips.
    pub fn with_chips(&self) -> Vec<SeatNo> {
        self.stacks
            .iter()
            .filter(|(s, c)| *c > 0 && !self.out.contains(s))
            .map(|(s, _)| *s)
            .collect()
    }

    /// Deals the next hand; the button moves to the next player with chips.
    pub fn deal_next<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<(), PokerError> {
        if self.hand.is_some() {
            return Err(PokerError::HandInProgress);
        }
        let players = self.with_chips();
        if players.len() < 2 {
            return Err(PokerError::NotEnoughChips);
        }
        let button = match self.button {
            None => players[0],
            Some(b) => super::table::pool::left_of(b, &players)[0],
        };
        self.button = Some(button);
        self.hands += 1;
        let settings = &self.settings;
        let hand = Hand::deal(
            self.hands,
            settings.deck,
            settings.ante,
            button,
            &players,
            &mut self.stacks,
            rng,
        );
        self.hand = Some(hand);
        self.finish_if_over();
        Ok(())
    }

    /// Settles the hand if it is over: pots paid, the results kept for the pipeline.
    fn finish_if_over(&mut self) {
        let Some(hand) = self.hand.as_ref().filter(|h| h.is_over()) else {
            return;
        };
        let end = hand.settle(&mut self.stacks);
        self.pending.extend(end.seats.iter().cloned());
        self.last = Some(end);
        self.hand = None;
    }

    /// What `seat` sees: its own cards and the table's public state.
    pub fn seen(&self, seat: SeatNo) -> Option<Seen> {
        Seen::of(self.hand.as_ref()?, seat, &self.stacks)
    }

    /// A betting move; Bet and Raise are told apart so a stale button cannot become
    /// the other.
    fn bet(&mut self, seat: SeatNo, mv: Move) -> Result<(), RuleError> {
        let hand = self.hand.as_mut().ok_or(PokerError::NotBetting)?;
        let decision = match mv {
            Move::Check => Bet::Check,
            Move::Call => Bet::Call,
            Move::Fold => Bet::Fold,
            Move::Bet | Move::Raise => {
                let opening = hand
                    .options(seat, &self.stacks)
                    .ok_or(PokerError::NotBetting)?
                    .opening;
                match (mv, opening) {
                    (Move::Bet, false) => return Err(PokerError::AlreadyBet.into()),
                    (Move::Raise, true) => return Err(PokerError::NothingToRaise.into()),
                    _ => Bet::BetOrRaise,
                }
            }
            _ => return Err(PokerError::NotBetting.into()),
        };
        hand.bet(seat, decision, &mut self.stacks)?;
        Ok(())
    }
}

impl TableRules for PokerTable {
    type Rules = ();
    const KIND: GameKind = GameKind::DrawPoker;
    const CASH: Option<CashHooks<Self>> = cash_hooks::<Self>();
    type Options = Settings;
    type Move = Move;

    fn new<R: Rng + ?Sized>(players: &[SeatNo], settings: &Settings, rng: &mut R) -> Self {
        let mut table = PokerTable {
            settings: settings.clone(),
            stacks: players.iter().map(|&s| (s, settings.buy_in)).collect(),
            out: Vec::new(),
            hands: 0,
            button: None,
            hand: None,
            last: None,
            cashed: Vec::new(),
            closing: false,
            pending: Vec::new(),
        };
        // Two players with chips are always there at the start.
        let _ = table.deal_next(rng);
        table
    }

    /// A player idle two turns in a row leaves, with their stack.
    fn seats(settings: &Settings) -> Seats {
        Seats {
            drop_after: 2,
            ..Seats::new(PokerTable::MIN_SEATS, settings.seats)
        }
    }

    fn who_may(&self, mv: &Move, to_act: Option<SeatNo>) -> Who {
        match mv {
            Move::Cards | Move::Deal | Move::Mark { .. } => Who::Seated,
            _ => to_act.map_or(Who::Seated, Who::Seat),
        }
    }

    fn play<R: Rng + ?Sized>(
        &mut self,
        seat: SeatNo,
        mv: Move,
        _rules: &(),
        rng: &mut R,
    ) -> Result<Progress, RuleError> {
        match mv {
            Move::Cards => {
                if self.hand.as_ref().and_then(|h| h.seat(seat)).is_none() {
                    return Err(PokerError::NotInHand.into());
                }
                return Ok(Progress::Private);
            }
            Move::Mark { hand, card, on } => {
                current(&mut self.hand, Some(hand))?.mark(seat, card, on)?;
                return Ok(Progress::Within);
            }
            Move::Deal => {
                self.deal_next(rng)?;
                return Ok(Progress::TurnOver);
            }
            Move::Draw { hand } => {
                let h = current(&mut self.hand, Some(hand))?;
                let marks = h.seat(seat).map_or(0, |p| p.marks);
                h.draw(seat, marks, &self.stacks, rng)?;
            }
            Move::Exchange { mask } => {
                current(&mut self.hand, None)?.draw(seat, mask, &self.stacks, rng)?;
            }
            Move::Check | Move::Call | Move::Bet | Move::Raise | Move::Fold => {
                self.bet(seat, mv)?;
            }
        }
        self.finish_if_over();
        Ok(Progress::TurnOver)
    }

    fn computer_move<R: Rng + ?Sized>(
        &self,
        seat: SeatNo,
        level: Level,
        _rules: &(),
        rng: &mut R,
    ) -> Move {
        let Some(seen) = self.seen(seat) else {
            return Move::Check;
        };
        match computer::decide(&seen, Style::Parlor(level), rng) {
            Decision::Discard(mask) => Move::Exchange { mask },
            Decision::Bet(bet) => bet_move(bet, &seen),
        }
    }

    fn remove(&mut self, seat: SeatNo) {
        if !self.out.contains(&seat) {
            self.out.push(seat);
        }
        if let Some(hand) = self.hand.as_mut() {
            hand.fold_out(seat, &self.stacks);
        }
        self.finish_if_over();
    }

    fn is_over(&self, _active: &[SeatNo]) -> bool {
        self.hand.is_none() && (self.closing || self.with_chips().len() < 2)
    }

    fn score(&self, seat: SeatNo) -> i64 {
        self.stack(seat)
    }

    fn to_act(&self, _turns: &Turns) -> Option<SeatNo> {
        self.hand.as_ref().and_then(|h| h.to_act)
    }

    /// An idle player checks if they can, and otherwise folds; at the draw, their marked
    /// cards (if any) are drawn to.
    fn timeout_move(&self, seat: SeatNo) -> Option<Move> {
        let hand = self.hand.as_ref()?;
        if hand.street == Street::Draw {
            let marks = hand.seat(seat).map_or(0, |p| p.marks);
            return Some(Move::Exchange { mask: marks });
        }
        let options = hand.options(seat, &self.stacks)?;
        Some(if options.to_call == 0 {
            Move::Check
        } else {
            Move::Fold
        })
    }

    fn idle(&mut self) {
        if self.hand.is_none() {
            self.closing = true;
        }
    }

    fn take_results(&mut self) -> Vec<SeatResult> {
        let deck = self.settings.deck;
        self.pending
            .drain(..)
            .map(|s| hand_result(s.seat, s.category, deck, s.put_in, s.won))
            .collect()
    }
}

impl CashTable for PokerTable {
    const JOINS_IN_PLAY: bool = true;

    fn join(&mut self, seat: SeatNo, stack: i64) -> bool {
        if self.hand.is_some() || self.closing || self.stacks.iter().any(|(s, _)| *s == seat) {
            return false;
        }
        let at = self.stacks.partition_point(|(s, _)| *s < seat);
        self.stacks.insert(at, (seat, stack));
        true
    }

    fn close(&mut self) {
        if let Some(hand) = self.hand.take() {
            let end = hand.settle(&mut self.stacks);
            self.pending.extend(end.seats.iter().cloned());
            self.last = Some(end);
        }
    }

    fn cash_out(&mut self, seat: SeatNo) -> i64 {
        let took = std::mem::take(self.stacks.stack_mut(seat));
        self.cashed.retain(|(s, _)| *s != seat);
        self.cashed.push((seat, took));
        took
    }
}

/// The hand in progress; with a number, only if it is that hand.
fn current(hand: &mut Option<Hand>, number: Option<u32>) -> Result<&mut Hand, RuleError> {
    let hand = hand.as_mut().ok_or(PokerError::NotBetting)?;
    if number.is_some_and(|n| n != hand.number) {
        return Err(PokerError::OldHand.into());
    }
    Ok(hand)
}

/// A betting decision as the button that makes it.
fn bet_move(bet: Bet, seen: &Seen) -> Move {
    match bet {
        Bet::Check => Move::Check,
        Bet::Call => Move::Call,
        Bet::Fold => Move::Fold,
        Bet::BetOrRaise if seen.options.is_some_and(|o| o.opening) => Move::Bet,
        Bet::BetOrRaise => Move::Raise,
    }
}

/// `/poker table`'s options.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub deck: Option<String>,
    #[serde(default)]
    pub ante: Option<i64>,
    #[serde(default)]
    pub seats: Option<i64>,
    #[serde(default)]
    pub computers: Option<i64>,
    #[serde(default)]
    pub buyin: Option<i64>,
}

/// The seats a deck allows.
pub fn seat_range(deck: DeckKind) -> std::ops::RangeInclusive<i64> {
    match deck {
        DeckKind::Standard52 => 2..=6,
        DeckKind::Short24 => 2..=4,
    }
}

impl Options {
    /// The table's settings and its computer players, or why the options do not make one.
    pub fn settings(&self) -> Result<(Settings, usize), PokerError> {
        let deck = match self.deck.as_deref() {
            None | Some("52") => DeckKind::Standard52,
            Some("24") => DeckKind::Short24,
            Some(_) => return Err(PokerError::BadDeck),
        };
        let ante = self.ante.unwrap_or(1);
        if !(1..=MAX_ANTE).contains(&ante) {
            return Err(PokerError::AnteOutOfRange { max: MAX_ANTE });
        }
        let range = seat_range(deck);
        let seats = self.seats.unwrap_or(*range.end());
        if !range.contains(&seats) {
            return Err(PokerError::SeatsOutOfRange {
                min: *range.start() as u8,
                max: *range.end() as u8,
            });
        }
        let computers = self.computers.unwrap_or(0);
        if !(0..seats).contains(&computers) {
            return Err(PokerError::TooManyComputers {
                max: (seats - 1) as u8,
            });
        }
        let buy_in = self.buyin.unwrap_or(DEFAULT_BUY_IN * ante);
        if buy_in < MIN_BUY_IN * ante || buy_in > super::table::MAX_STAKE {
            return Err(PokerError::BuyInOutOfRange {
                min: MIN_BUY_IN * ante,
                max: super::table::MAX_STAKE,
            });
        }
        Ok((
            Settings {
                deck,
                ante,
                seats: seats as usize,
                buy_in,
            },
            computers as usize,
        ))
    }
}

/// Draw poker as the click pipeline hosts it: the shared table, opened with the table's
/// settings and its computer players.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DrawPoker {
    pub table: TableGame<PokerTable>,
}

impl DrawPoker {
    pub fn play(&self) -> Option<&PokerTable> {
        self.table.rules()
    }

    pub fn settings(&self) -> &Settings {
        &self.table.options
    }
}

impl Game for DrawPoker {
    const KIND: GameKind = GameKind::DrawPoker;
    type Options = Options;
    type Action = TableAction<Move>;
    type Rules = ();

    fn opening(_options: &Options, _now: i64) -> Opening {
        Opening {
            table: true,
            ..Opening::default()
        }
    }

    fn create<R: Rng + ?Sized>(
        options: Options,
        ctx: &Ctx,
        rng: &mut R,
    ) -> Result<(Self, Step), RuleError> {
        let (settings, computers) = options.settings()?;
        let table_options = TableOptions {
            stake: Some(settings.buy_in),
            game: settings,
        };
        let (table, mut step) = TableGame::create(table_options, ctx, rng)?;
        for _ in 0..computers {
            step = step.seat(SeatChange::Add(Occupant::Computer {
                level: Level::Expert,
            }));
        }
        Ok((DrawPoker { table }, step))
    }

    super::table::forward_to_table!();

    fn apply<R: Rng + ?Sized>(
        &mut self,
        by: &Clicker,
        action: Self::Action,
        ctx: &Ctx,
        rng: &mut R,
    ) -> Result<Step, RuleError> {
        self.table.apply(by, action, ctx, rng)
    }

    fn on_timeout<R: Rng + ?Sized>(&mut self, ctx: &Ctx, rng: &mut R) -> Step {
        self.table.on_timeout(ctx, rng)
    }
}

#[cfg(test)]
mod tests;
