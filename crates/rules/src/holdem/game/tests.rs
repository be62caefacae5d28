//! Hold'em through the seam, as the click pipeline drives it: seats change, chips move
//! between wallets and the felt, computers play their turns, timers fire.

use super::refusals::table_wording;
use super::*;
use crate::game::testing::check_action_codes;
use crate::game::{ActionCode, Level, SeatResult};
use crate::game::{NoMemo, SeatStatus};
use crate::holdem::table::{Settings, TableError};
use crate::refusal::{Refuse, Wording};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The pipeline, in small: the game, its seats and their wallets, and every chip moved.
struct Sim {
    game: Holdem,
    seats: Vec<Seat>,
    wallets: Vec<i64>,
    /// Seats whose members are excluded from wagering.
    barred: Vec<SeatNo>,
    rng: ChaCha8Rng,
    now: i64,
    rules: HoldemRules,
    /// Chips moved to and from members' wallets, by seat and reason.
    moves: Vec<(SeatNo, i64, Reason)>,
    results: Vec<SeatResult>,
    /// Chips put on the felt (buy-ins, computers' stacks) less those taken off (cash-outs).
    on_felt: i64,
    /// Computers' stacks, from the house.
    injected: i64,
    timer: Timer,
    closed: bool,
    announced: bool,
}

const WALLET: i64 = 10_000;

impl Sim {
    fn open(options: Options, seed: u64) -> Sim {
        let seats = vec![member(0)];
        let wallets = vec![WALLET];
        let rules = HoldemRules::default();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let ctx = Ctx {
            now: 1_000,
            seats: &seats,
            wallets: &wallets,
            barred: &[],
            rules: &rules,
            first_attempt: true,
            memo: &NoMemo,
        };
        let (game, step) = Holdem::create(options, &ctx, &mut rng).expect("a table");
        let mut sim = Sim {
            game,
            seats,
            wallets,
            barred: Vec::new(),
            rng,
            now: 1_000,
            rules,
            moves: Vec::new(),
            results: Vec::new(),
            on_felt: 0,
            injected: 0,
            timer: Timer::Keep,
            closed: false,
            announced: false,
        };
        sim.carry_out(step);
        sim
    }

    fn ctx(&self) -> Ctx<'_, HoldemRules> {
        Ctx {
            now: self.now,
            seats: &self.seats,
            wallets: &self.wallets,
            barred: &self.barred,
            rules: &self.rules,
            first_attempt: true,
            memo: &NoMemo,
        }
    }

    fn clicker(&self, id: u64) -> Clicker {
        let seat = self
            .seats
            .iter()
            .find(|s| s.is_playing() && s.member() == Some(id));
        Clicker {
            member: id,
            name: format!("m{id}"),
            seat: seat.map(|s| s.no),
            opener: seat.is_some_and(|s| s.no == 0),
            wallet: seat.map_or(WALLET, |s| self.wallet(s.no)),
        }
    }

    fn wallet(&self, no: SeatNo) -> i64 {
        crate::game::seat_wallet(&self.seats, &self.wallets, no)
    }

    /// Member `id` clicks `action`, then the computers play; the step, or the refusal.
    fn click(&mut self, id: u64, action: TableAction<Move>) -> Result<Step, RuleError> {
        let by = self.clicker(id);
        let who = self.game.who_may(&action);
        let allowed = match who {
            Who::Anyone => true,
            Who::Seated | Who::Opener => by.seat.is_some(),
            Who::Seat(s) => by.seat == Some(s),
        };
        if !allowed {
            return Err(RuleError::WrongPhase(crate::Phase::GameOver));
        }
        let mut game = self.game.clone();
        let mut rng = self.rng.clone();
        let step = game.apply(&by, action, &self.ctx(), &mut rng);
        match step {
            Ok(step) => {
                self.game = game;
                self.rng = rng;
                self.carry_out(step.clone());
                self.computers();
                Ok(step)
            }
            Err(e) => {
                // A refusal changes nothing.
                assert_eq!(self.game, game, "{e:?}");
                Err(e)
            }
        }
    }

    fn time_out(&mut self) {
        let mut rng = self.rng.clone();
        let mut game = self.game.clone();
        let step = game.on_timeout(&self.ctx(), &mut rng);
        self.game = game;
        self.rng = rng;
        self.carry_out(step);
        self.computers();
    }

    fn computers(&mut self) {
        for _ in 0..500 {
            let mut rng = self.rng.clone();
            let Some((seat, action)) = self.game.computer_action(&self.ctx(), &mut rng) else {
                return;
            };
            let by = Clicker {
                member: 0,
                name: String::new(),
                seat: Some(seat),
                opener: false,
                wallet: 0,
            };
            let mut game = self.game.clone();
            let step = game
                .apply(&by, action.clone(), &self.ctx(), &mut rng)
                .unwrap_or_else(|e| panic!("a computer's {action:?} refused: {e:?}"));
            self.game = game;
            self.rng = rng;
            self.carry_out(step);
        }
        panic!("the computers never handed the turn back");
    }

    fn carry_out(&mut self, step: Step) {
        for change in &step.seats {
            match change {
                SeatChange::Add(occupant) => {
                    let no = crate::game::free_seat(&self.seats).expect("a seat number");
                    let seat = Seat {
                        no,
                        occupant: occupant.clone(),
                        status: SeatStatus::Playing,
                    };
                    let wallet = match seat.member() {
                        Some(_) => WALLET,
                        None => 0,
                    };
                    if seat.is_computer() && !self.game.in_lobby() {
                        self.inject(self.game.setup().settings.buy_in);
                    }
                    self.seats.push(seat);
                    self.wallets.push(wallet);
                }
                SeatChange::Remove(no) => {
                    let at = self.seats.iter().position(|s| s.no == *no).expect("seated");
                    self.seats.remove(at);
                    self.wallets.remove(at);
                }
                SeatChange::Leave(no) | SeatChange::Drop(no) => {
                    let seat = self.seats.iter_mut().find(|s| s.no == *no).expect("seated");
                    seat.status = SeatStatus::Left;
                }
            }
        }
        for chips in &step.chips {
            let at = self
                .seats
                .iter()
                .position(|s| s.no == chips.seat)
                .expect("a seat");
            assert!(self.seats[at].member().is_some(), "chips to a computer");
            self.wallets[at] += chips.delta;
            assert!(self.wallets[at] >= 0, "a wallet below zero: {step:?}");
            self.moves.push((chips.seat, chips.delta, chips.reason));
            match chips.reason {
                Reason::BuyIn | Reason::CashOut => self.on_felt -= chips.delta,
                _ => {}
            }
        }
        self.results.extend(step.results.iter().cloned());
        if step.timer != Timer::Keep {
            self.timer = step.timer;
        }
        if step.close.is_some() {
            self.closed = true;
        }
        self.announced |= step.announce;
        self.now += 7;
    }

    fn inject(&mut self, chips: i64) {
        self.on_felt += chips;
        self.injected += chips;
    }

    /// The seat to act in the hand in play.
    fn to_act(&self) -> Option<SeatNo> {
        self.game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .and_then(|h| h.to_act())
    }

    /// The member to act goes all in, or calls an all-in; false when no member is to act.
    fn all_in(&mut self) -> bool {
        let Some((id, _)) = self.any_bet() else {
            return false;
        };
        let options = self
            .game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .and_then(|h| h.options())
            .expect("options");
        let mv = match options.raise {
            Some((_, most)) => Move::Raise(Some(most as i64)),
            None => Move::Call,
        };
        self.click(id, TableAction::Play(mv)).expect("a move");
        true
    }

    /// Whoever is to act folds, until no hand is in play.
    fn fold_to_the_end(&mut self) {
        while let Some(seat) = self.to_act() {
            self.click(u64::from(seat), TableAction::Play(Move::Fold))
                .expect("a fold");
        }
    }

    fn felt_chips(&self) -> i64 {
        self.game.felt().map_or(0, HoldemTable::chips)
    }

    /// A legal betting move for the seat to act, at random.
    fn any_bet(&mut self) -> Option<(u64, Move)> {
        let table = self.game.felt()?;
        let hand = table.hand.as_ref()?;
        let seat = hand.to_act()?;
        let id = self.seats.iter().find(|s| s.no == seat)?.member()?;
        let options = hand.options()?;
        let pot = hand.pot();
        let roll = self.rng.random_range(0..10);
        let mv = match (roll, options.raise) {
            (0, _) => Move::Fold,
            (1..=2, Some((min, max))) => {
                let to = self.rng.random_range(min..=max);
                Move::Raise(Some(to as i64))
            }
            (3, Some((min, max))) => Move::Raise(Some(pot.clamp(min as i64, max as i64))),
            _ if options.check => Move::Check,
            _ => Move::Call,
        };
        Some((id, mv))
    }
}

fn member(id: u64) -> Seat {
    Seat {
        no: id as SeatNo,
        occupant: Occupant::Member {
            id,
            name: format!("m{id}"),
        },
        status: SeatStatus::Playing,
    }
}

fn cash(blind: i64, computers: i64) -> Options {
    Options {
        blind: Some(blind),
        computers: Some(computers),
        ..Options::default()
    }
}

#[test]
fn moves_survive_their_codes() {
    check_action_codes::<Move>();
    check_action_codes::<TableAction<Move>>();
    assert_eq!(Move::decode("raise: 120 "), Some(Move::Raise(Some(120))));
    assert_eq!(Move::decode("raise:lots"), Some(Move::Raise(None)));
    assert_eq!(Move::decode("raise:-5"), Some(Move::Raise(None)));
    assert_eq!(Move::decode("fold:1"), None);
}

#[test]
fn options_are_checked() {
    let with = |change: fn(&mut Options)| {
        let mut options = Options::default();
        change(&mut options);
        options
    };
    let bad = [
        (with(|o| o.blind = Some(0)), "blind"),
        (with(|o| o.seats = Some(10)), "seats"),
        (with(|o| o.seats = Some(1)), "seats"),
        (with(|o| o.computers = Some(6)), "computers"),
        (with(|o| o.buyin = Some(39)), "buy-in"),
        (with(|o| o.buyin = Some(201)), "buy-in"),
        (with(|o| o.level = Some("grandmaster".into())), "level"),
        (
            with(|o| {
                o.mode = Mode::Tournament;
                o.speed = Some("warp".into());
            }),
            "speed",
        ),
    ];
    for (options, what) in bad {
        assert!(options.setup(WALLET).is_err(), "{what}: {options:?}");
    }
    let (setup, buy_in, computers, level) = Options::default().setup(WALLET).expect("defaults");
    assert_eq!(
        (
            setup.settings.big_blind,
            setup.settings.seats,
            buy_in,
            computers,
            level
        ),
        (2, 6, 200, 0, Level::Expert)
    );
    let small = Options {
        blind: Some(1),
        ..Options::default()
    }
    .setup(WALLET)
    .expect("1/1");
    assert_eq!(small.0.settings.big_blind, 1);
}

/// The refusal a rule error words, as the catalogue gets it.
fn wording(e: RuleError) -> Wording {
    match e {
        RuleError::Game(refusal) => refusal.wording(),
        other => panic!("not Hold'em's own refusal: {other:?}"),
    }
}

/// A cash table's buy-in unless set is the most the opener's wallet covers, within the
/// table's range; a wallet short of it is told the way out, in a buy-in's words.
#[test]
fn the_default_buy_in_fits_the_openers_wallet() {
    let buy_in = |options: Options, wallet: i64| options.setup(wallet).map(|s| s.1);
    assert_eq!(buy_in(Options::default(), 1_000), Ok(200));
    assert_eq!(buy_in(Options::default(), 200), Ok(200));
    // A new member's 150 after /daily: a table with all of it.
    assert_eq!(buy_in(Options::default(), 150), Ok(150));
    assert_eq!(buy_in(Options::default(), 40), Ok(40));
    // A buy-in asked for is taken as asked, or refused naming the ones that fit.
    let asked = Options {
        buyin: Some(200),
        ..Options::default()
    };
    assert_eq!(
        buy_in(asked.clone(), 150),
        Err(HoldemError::BuyInShort {
            balance: 150,
            buy_in: 200,
            min: 40
        })
    );
    assert_eq!(
        HoldemError::BuyInShort {
            balance: 150,
            buy_in: 200,
            min: 40
        }
        .wording(),
        Wording::new("he-refuse-buy-in-short")
            .with("balance", 150_i64)
            .with("buyin", 200_i64)
            .with("min", 40_i64)
    );
    // Short of the least buy-in at this big blind: a smaller one fits.
    assert_eq!(
        buy_in(Options::default(), 39),
        Err(HoldemError::BlindTooBig {
            balance: 39,
            blind: 2,
            min: 40,
            fits: 1
        })
    );
    let big = Options {
        blind: Some(50),
        ..Options::default()
    };
    assert_eq!(
        buy_in(big, 999),
        Err(HoldemError::BlindTooBig {
            balance: 999,
            blind: 50,
            min: 1_000,
            fits: 49
        })
    );
    // The blind it names takes the wallet whole.
    let fitting = Options {
        blind: Some(49),
        ..Options::default()
    };
    assert_eq!(buy_in(fitting, 999), Ok(999));
    // Short of any table's: more chips.
    assert_eq!(
        buy_in(Options::default(), 19),
        Err(HoldemError::NoBuyInFits {
            balance: 19,
            least: 20
        })
    );
    // A sit-and-go's buy-in is its own, and named so.
    let tournament = Options {
        mode: Mode::Tournament,
        ..Options::default()
    };
    assert_eq!(
        buy_in(tournament, 99),
        Err(HoldemError::EntryShort {
            balance: 99,
            buy_in: 100,
            opening: true
        })
    );
}

/// Opening with the wallet's balance: the table the rules set up, and a member short of its
/// buy-in refused in a buy-in's words.
#[test]
fn a_new_member_opens_a_table_with_what_they_have() {
    let seats = vec![member(0)];
    let wallets = vec![150];
    let rules = HoldemRules::default();
    let ctx = Ctx {
        now: 0,
        seats: &seats,
        wallets: &wallets,
        barred: &[],
        rules: &rules,
        first_attempt: true,
        memo: &NoMemo,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (game, _) = Holdem::create(Options::default(), &ctx, &mut rng).expect("a table");
    assert_eq!(game.buy_in(), 150);
    // Bob has 100: Join says so in a buy-in's words.
    let mut sim = Sim::open(Options::default(), 1);
    sim.wallets[0] = WALLET;
    let mut by = sim.clicker(1);
    by.wallet = 100;
    let mut game = sim.game.clone();
    let e = game
        .apply(&by, TableAction::Join, &sim.ctx(), &mut sim.rng.clone())
        .expect_err("short");
    assert_eq!(
        wording(e),
        Wording::new("he-refuse-join-short")
            .with("balance", 100_i64)
            .with("buyin", 200_i64)
    );
}

/// The start command again while a table is open is refused, naming the table, whatever
/// its options (valid or not), and changes nothing.
#[test]
fn a_second_command_names_the_open_table() {
    let sim = Sim::open(
        Options {
            blind: Some(4),
            buyin: Some(300),
            ..Options::default()
        },
        1,
    );
    let before = sim.game.clone();
    for options in [
        Options::default(),
        Options {
            seats: Some(99),
            ..Options::default()
        },
        Options {
            mode: Mode::Tournament,
            ..Options::default()
        },
    ] {
        let ctx = sim.ctx();
        let mut game = sim.game.clone();
        let e = game
            .resume(options, &ctx, &mut sim.rng.clone())
            .expect_err("refused");
        assert_eq!(
            wording(e),
            Wording::new("he-refuse-open-cash")
                .with("small", 2_i64)
                .with("big", 4_i64)
                .with("buyin", 300_i64)
        );
        assert_eq!(game, before);
    }
    assert!(Holdem::opening(&Options::default(), 0).once);
    let sng = Sim::open(tournament(10, 1, "turbo"), 1);
    let mut game = sng.game.clone();
    let e = game
        .resume(Options::default(), &sng.ctx(), &mut sng.rng.clone())
        .expect_err("refused");
    assert_eq!(
        wording(e),
        Wording::new("he-refuse-open-tournament").with("buyin", 10_i64)
    );
}

/// Starts a cash table with `members` members (ids 0..) and `computers` computers.
fn cash_table(members: u64, computers: i64, seed: u64) -> Sim {
    let mut sim = Sim::open(cash(2, computers), seed);
    for id in 1..members {
        sim.click(id, TableAction::Join).expect("a seat");
    }
    let felt_before = sim.on_felt;
    sim.click(0, TableAction::Start).expect("started");
    // Computers' stacks come from the house at the start.
    sim.inject(computers * 200);
    assert_eq!(
        sim.on_felt,
        felt_before + 200 * (members as i64 + computers)
    );
    sim
}

#[test]
fn a_cash_table_deals_each_hand_as_the_last_ends() {
    let mut sim = cash_table(2, 0, 1);
    let first = sim
        .game
        .felt()
        .and_then(|t| t.hand.as_ref())
        .map(|h| h.number);
    assert_eq!(first, Some(1));
    assert!(matches!(sim.timer, Timer::After(60)), "{:?}", sim.timer);
    // Heads-up: the button posts the small blind and acts first before the flop.
    let hand = sim
        .game
        .felt()
        .and_then(|t| t.hand.clone())
        .expect("a hand");
    assert_eq!(hand.to_act(), Some(hand.button));
    let id = u64::from(hand.button);
    sim.click(id, TableAction::Play(Move::Fold))
        .expect("a fold");
    let table = sim.game.felt().expect("the felt");
    assert_eq!(table.hand.as_ref().map(|h| h.number), Some(2));
    assert_eq!(table.last.as_ref().map(|e| e.number), Some(1));
    // The fold's result is recorded: one each.
    assert_eq!(sim.results.len(), 2);
    assert_eq!(sim.felt_chips(), 400);
}

#[test]
fn a_refused_move_changes_nothing_and_says_why() {
    let mut sim = cash_table(2, 0, 2);
    let hand = sim
        .game
        .felt()
        .and_then(|t| t.hand.clone())
        .expect("a hand");
    let actor = u64::from(hand.to_act().expect("to act"));
    let other = 1 - actor;
    // Not your turn: the seam's own check.
    assert!(sim.click(other, TableAction::Play(Move::Call)).is_err());
    // Facing the big blind, no check; a raise below the minimum; a typed word.
    for mv in [
        Move::Check,
        Move::Raise(Some(3)),
        Move::Raise(None),
        Move::Raise(Some(10_000)),
        Move::Idle,
    ] {
        let e = sim
            .click(actor, TableAction::Play(mv))
            .expect_err("refused");
        assert!(matches!(e, RuleError::Game(_)), "{mv:?}: {e:?}");
    }
    let e = sim
        .click(actor, TableAction::Play(Move::Raise(Some(3))))
        .unwrap_err();
    let RuleError::Game(refusal) = e else {
        panic!("{e:?}")
    };
    assert_eq!(
        refusal.wording(),
        Wording::new("he-refuse-too-small").with("min", 4_i64)
    );
    // A rebuy while in the hand, or past the table's maximum.
    assert!(
        sim.click(actor, TableAction::Play(Move::Rebuy(Some(10))))
            .is_err()
    );
}

/// Sets `seat`'s stack between hands, as if it had won or lost to it.
fn set_stack(sim: &mut Sim, seat: SeatNo, stack: i64) {
    let Holdem::Cash(TableGame {
        phase: TablePhase::Playing { rules, .. },
        ..
    }) = &mut sim.game
    else {
        panic!("a cash table in play");
    };
    let sitter = rules
        .table
        .sitters
        .iter_mut()
        .find(|s| s.seat == seat)
        .expect("seated");
    sitter.stack = stack;
}

/// A rebuy while dealt in is refused as one (not as a bet the wallet cannot cover),
/// whatever the amount and the wallet; a rebuy past the most or below the least buy-in,
/// or one the wallet cannot cover, says so in a rebuy's words.
#[test]
fn a_rebuy_is_refused_in_a_rebuys_words() {
    let mut sim = cash_table(2, 0, 7);
    let actor = sim.to_act().expect("to act");
    let at = sim.seats.iter().position(|s| s.no == actor).expect("seat");
    sim.wallets[at] = 60;
    for to in [90, 200, 201, 1] {
        let e = sim
            .click(u64::from(actor), TableAction::Play(Move::Rebuy(Some(to))))
            .expect_err("in the hand");
        assert_eq!(wording(e), Wording::new("he-refuse-in-the-hand"), "{to}");
    }
    // Out of the hand and sitting out, with an empty stack.
    sim.click(u64::from(actor), TableAction::Play(Move::Fold))
        .expect("fold");
    sim.click(u64::from(actor), TableAction::Play(Move::SitOut))
        .expect("out");
    sim.fold_to_the_end();
    let stack = 100;
    set_stack(&mut sim, actor, stack);
    let rebuy = |sim: &mut Sim, to: i64| {
        sim.click(u64::from(actor), TableAction::Play(Move::Rebuy(Some(to))))
            .map_err(wording)
    };
    assert_eq!(
        rebuy(&mut sim, 201).unwrap_err(),
        Wording::new("he-refuse-rebuy-too-large").with("max", 200_i64)
    );
    sim.wallets[at] = 10;
    assert_eq!(
        rebuy(&mut sim, 200).unwrap_err(),
        Wording::new("he-refuse-rebuy-short")
            .with("balance", 10_i64)
            .with("needed", 200 - stack)
            .with("to", 200_i64)
    );
    sim.wallets[at] = WALLET;
    assert!(rebuy(&mut sim, 200).is_ok());
}

/// A rebuy brings the stack to at least the least buy-in: from empty, 1 chip is refused,
/// naming the least; the least itself is taken.
#[test]
fn a_rebuy_reaches_the_least_buy_in() {
    let mut table = HoldemTable::new(Settings::default(), &[(0, 0), (1, 200)], 0);
    assert_eq!(
        table.rebuy(0, 1),
        Err(TableError::RebuyTooSmall { min: 40 })
    );
    assert_eq!(
        table_wording(TableError::RebuyTooSmall { min: 40 }),
        Wording::new("he-refuse-rebuy-too-small").with("min", 40_i64)
    );
    assert_eq!(
        table.rebuy(0, 39),
        Err(TableError::RebuyTooSmall { min: 40 })
    );
    table.rebuy(0, 40).expect("the least buy-in");
    assert_eq!(table.stack(0), 40);
    // Through the seam: a member out of chips, between hands, rebuying to 1.
    let mut sim = cash_table(2, 0, 7);
    let actor = sim.to_act().expect("to act");
    sim.click(u64::from(actor), TableAction::Play(Move::SitOut))
        .expect("out");
    sim.fold_to_the_end();
    set_stack(&mut sim, actor, 0);
    let rebuy = |sim: &mut Sim, to: i64| {
        sim.click(u64::from(actor), TableAction::Play(Move::Rebuy(Some(to))))
    };
    assert_eq!(
        wording(rebuy(&mut sim, 1).expect_err("below the least")),
        Wording::new("he-refuse-rebuy-too-small").with("min", 40_i64)
    );
    let step = rebuy(&mut sim, 40).expect("the least buy-in");
    assert_eq!(
        step.chips.iter().map(|c| c.delta).sum::<i64>(),
        -40,
        "{step:?}"
    );
}

/// A member sitting out an hour while still dealt into the hand in play stays in it; they
/// leave with their stack once it is over, and the table says so through the next hand.
/// A member excluded from wagering while dealt in plays the hand out, then goes home with
/// their stack before the next hand is dealt: never dealt another.
#[test]
fn an_excluded_member_plays_the_hand_out_and_then_goes_home() {
    let mut sim = cash_table(3, 0, 9);
    let number = |sim: &Sim| {
        sim.game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .map(|h| h.number)
    };
    let first = number(&sim);
    let barred = sim.to_act().expect("to act");
    sim.barred = vec![barred];
    let wallet = sim.wallet(barred);
    sim.click(u64::from(barred), TableAction::Play(Move::Call))
        .expect("their call, in the hand in play");
    for _ in 0..40 {
        if number(&sim) != first {
            break;
        }
        let seat = sim.to_act().expect("to act");
        let call = sim.click(u64::from(seat), TableAction::Play(Move::Call));
        if call.is_err() {
            sim.click(u64::from(seat), TableAction::Play(Move::Check))
                .expect("a check");
        }
    }
    assert_ne!(number(&sim), first, "the hand was played out");
    assert!(!sim.seats.iter().any(|s| s.no == barred && s.is_playing()));
    let dealt = sim
        .game
        .felt()
        .and_then(|t| t.hand.as_ref())
        .expect("the next hand");
    assert!(dealt.player(barred).is_none(), "not dealt the next hand");
    let took = sim
        .game
        .cash()
        .and_then(|c| c.took_home(barred))
        .expect("took the stack home");
    assert_eq!(sim.wallet(barred), wallet + took);
    assert_eq!(sim.felt_chips(), sim.on_felt);
}

#[test]
fn an_hour_away_leaves_between_hands() {
    let mut sim = cash_table(3, 0, 9);
    let hand = sim
        .game
        .felt()
        .and_then(|t| t.hand.clone())
        .expect("a hand");
    // The big blind: left of the small blind, left of the button.
    let order = |from: SeatNo| crate::table::pool::left_of(from, &[0, 1, 2]);
    let big = order(order(hand.button)[0])[0];
    // The others call; the big blind sits out at its turn, which checks for it.
    while let Some(seat) = sim.to_act() {
        if seat == big {
            sim.click(u64::from(big), TableAction::Play(Move::SitOut))
                .expect("out");
            break;
        }
        sim.click(u64::from(seat), TableAction::Play(Move::Call))
            .expect("a call");
    }
    let in_hand = |sim: &Sim| {
        sim.game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .and_then(|h| h.player(big))
            .is_some_and(|p| !p.folded)
    };
    assert!(in_hand(&sim), "the big blind checked and is still in");
    let number = sim
        .game
        .felt()
        .and_then(|t| t.hand.as_ref())
        .map(|h| h.number);
    sim.now += SIT_OUT_HOUR;
    let wallet = sim.wallet(big);
    // An hour on, a move in the same hand: the big blind is still in it.
    let seat = sim.to_act().expect("to act");
    sim.click(u64::from(seat), TableAction::Play(Move::Check))
        .expect("a check");
    assert!(in_hand(&sim), "an hour away does not fold a live hand");
    assert!(sim.seats.iter().any(|s| s.no == big && s.is_playing()));
    // The hand played out: the big blind goes home with its stack, and the table says so.
    for _ in 0..20 {
        let now = sim
            .game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .map(|h| h.number);
        if now != number {
            break;
        }
        let seat = sim.to_act().expect("to act");
        sim.click(u64::from(seat), TableAction::Play(Move::Check))
            .expect("a check");
    }
    assert!(!sim.seats.iter().any(|s| s.no == big && s.is_playing()));
    let cash = sim.game.cash().expect("a cash table");
    let took = cash.took_home(big).expect("took its stack");
    assert!(took > 0);
    assert_eq!(sim.wallet(big), wallet + took);
    assert_eq!(cash.sent_home(), vec![(big, took)]);
    // Said through the next hand, then no more.
    let fold_one = |sim: &mut Sim| {
        let seat = sim.to_act().expect("to act");
        sim.click(u64::from(seat), TableAction::Play(Move::Fold))
            .expect("a fold");
    };
    fold_one(&mut sim);
    assert_eq!(
        sim.game.cash().map(CashPlay::sent_home),
        Some(vec![(big, took)])
    );
    fold_one(&mut sim);
    assert_eq!(sim.game.cash().map(CashPlay::sent_home), Some(Vec::new()));
    assert_eq!(sim.felt_chips(), sim.on_felt);
}

#[test]
fn three_idle_turns_sit_a_member_out_and_an_hour_out_sends_them_home() {
    let mut sim = cash_table(3, 0, 3);
    let idle = |sim: &Sim| {
        sim.game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .and_then(|h| h.to_act())
    };
    // Seat 2 never acts; the others check or call.
    let mut timeouts = 0;
    for _ in 0..200 {
        if sim.closed {
            break;
        }
        let sitting_out = sim
            .game
            .felt()
            .and_then(|t| t.sitter(2))
            .is_some_and(|s| s.out_since.is_some());
        if sitting_out {
            break;
        }
        match idle(&sim) {
            Some(2) => {
                sim.time_out();
                timeouts += 1;
            }
            Some(seat) => {
                let check = sim
                    .game
                    .felt()
                    .and_then(|t| t.hand.as_ref())
                    .and_then(|h| h.options())
                    .is_some_and(|o| o.check);
                let mv = if check { Move::Check } else { Move::Call };
                sim.click(u64::from(seat), TableAction::Play(mv))
                    .expect("a move");
            }
            None => panic!("no hand"),
        }
    }
    assert_eq!(timeouts, 3);
    let table = sim.game.felt().expect("felt");
    assert!(table.sitter(2).is_some_and(|s| s.out_since.is_some()));
    let sat_out_in = table.hand.as_ref().map_or(0, |h| h.number);
    // Hands go on without seat 2: it is dealt no cards and posts no blind.
    for _ in 0..20 {
        let Some(seat) = idle(&sim) else { break };
        assert_ne!(seat, 2);
        let hand = sim
            .game
            .felt()
            .and_then(|t| t.hand.as_ref())
            .expect("a hand");
        assert!(hand.number == sat_out_in || hand.player(2).is_none());
        sim.click(u64::from(seat), TableAction::Play(Move::Fold))
            .expect("a fold");
    }
    // An hour later, the next move sends seat 2 home with its stack.
    let stack = sim
        .game
        .felt()
        .and_then(|t| t.sitter(2))
        .map(|s| s.stack)
        .expect("seated");
    let wallet = sim.wallet(2);
    sim.now += SIT_OUT_HOUR;
    let seat = idle(&sim).expect("a hand");
    sim.click(u64::from(seat), TableAction::Play(Move::Fold))
        .expect("a fold");
    assert_eq!(sim.wallet(2), wallet + stack);
    assert!(!sim.seats.iter().any(|s| s.no == 2 && s.is_playing()));
    assert_eq!(sim.felt_chips(), sim.on_felt);
}

const SIT_OUT_HOUR: i64 = super::super::table::SIT_OUT_SECONDS;

#[test]
fn im_back_deals_a_waiting_table_in() {
    let mut sim = cash_table(2, 0, 4);
    // Seat 1 sits out; when the hand ends nobody can be dealt: the table waits.
    sim.click(1, TableAction::Play(Move::SitOut))
        .expect("sits out");
    sim.fold_to_the_end();
    assert!(sim.game.felt().is_some_and(|t| t.hand.is_none()));
    assert_eq!(
        sim.timer,
        Timer::Restart,
        "between hands, the server's timeout"
    );
    sim.click(1, TableAction::Play(Move::Back)).expect("back");
    assert!(sim.game.felt().is_some_and(|t| t.hand.is_some()));
    assert!(matches!(sim.timer, Timer::After(_)));
    // Back twice is refused.
    assert!(sim.click(1, TableAction::Play(Move::Back)).is_err());
}

#[test]
fn a_rebuy_settles_the_stack_and_buys_in_again() {
    let mut sim = cash_table(2, 0, 5);
    // Play until seat 1 is not in the hand in play: fold it out.
    let table = sim.game.felt().expect("felt");
    let hand = table.hand.as_ref().expect("a hand");
    let actor = hand.to_act().expect("to act");
    sim.click(u64::from(actor), TableAction::Play(Move::Fold))
        .expect("fold");
    // Seat `actor` sits out so it is not dealt the next hands; it may rebuy now.
    sim.click(u64::from(actor), TableAction::Play(Move::SitOut))
        .expect("out");
    sim.fold_to_the_end();
    let stack = sim
        .game
        .felt()
        .and_then(|t| t.sitter(actor))
        .map(|s| s.stack)
        .expect("seated");
    let wallet = sim.wallet(actor);
    let room = 200 - stack;
    let past = sim.click(u64::from(actor), TableAction::Play(Move::Rebuy(Some(201))));
    assert!(past.is_err(), "past the table's maximum");
    let none = sim.click(
        u64::from(actor),
        TableAction::Play(Move::Rebuy(Some(stack))),
    );
    assert!(none.is_err(), "nothing to add");
    if room > 0 {
        let step = sim
            .click(u64::from(actor), TableAction::Play(Move::Rebuy(Some(200))))
            .expect("a rebuy");
        assert_eq!(
            step.chips
                .iter()
                .map(|c| (c.delta, c.reason))
                .collect::<Vec<_>>(),
            vec![(stack, Reason::CashOut), (-200, Reason::BuyIn)]
        );
        assert!(step.private, "the reply shows the seat's new stack");
        assert_eq!(sim.wallet(actor), wallet - room);
        // The same form sent twice adds nothing more.
        assert!(
            sim.click(u64::from(actor), TableAction::Play(Move::Rebuy(Some(200))))
                .is_err()
        );
    }
    assert_eq!(sim.felt_chips(), sim.on_felt);
}

/// Each member's buy-ins are settled one cash-out each by the time the table closes.
fn assert_settled(sim: &Sim) {
    for seat in sim.seats.iter().filter(|s| s.member().is_some()) {
        let count = |reason: Reason| {
            sim.moves
                .iter()
                .filter(|(s, _, r)| *s == seat.no && *r == reason)
                .count()
        };
        assert_eq!(
            count(Reason::BuyIn),
            count(Reason::CashOut),
            "seat {}",
            seat.no
        );
    }
}

/// Any run of clicks, joins, leaves, rebuys, sit-outs and timeouts at a cash table with
/// computers keeps every chip: the felt holds what was put on it, no wallet goes below
/// zero, and once closed every buy-in has its cash-out and the wallets hold the rest.
#[test]
fn a_cash_table_keeps_every_chip_whatever_happens() {
    for seed in 0..40 {
        let mut sim = cash_table(3, seed as i64 % 3, seed);
        for _ in 0..300 {
            if sim.closed {
                break;
            }
            let roll = sim.rng.random_range(0..40);
            let id = sim.rng.random_range(0..5u64);
            let _ = match roll {
                0 => sim.click(id, TableAction::Leave),
                1 => sim.click(id, TableAction::Join),
                2 => {
                    let to = sim.rng.random_range(1..250);
                    sim.click(id, TableAction::Play(Move::Rebuy(Some(to))))
                }
                3 => sim.click(id, TableAction::Play(Move::SitOut)),
                4 => sim.click(id, TableAction::Play(Move::Back)),
                5 => sim.click(id, TableAction::Play(Move::Show)),
                6 => sim.click(0, TableAction::AddComputer(Level::Casual)),
                7..=9 => {
                    sim.time_out();
                    Ok(Step::within())
                }
                10 => {
                    sim.now += 1_000;
                    Ok(Step::within())
                }
                _ => match sim.any_bet() {
                    Some((id, mv)) => sim.click(id, TableAction::Play(mv)),
                    None => {
                        sim.time_out();
                        Ok(Step::within())
                    }
                },
            };
            assert_eq!(sim.felt_chips(), sim.on_felt, "seed {seed}");
        }
        // Everyone leaves; the table closes.
        for id in 0..5 {
            let _ = sim.click(id, TableAction::Leave);
        }
        assert!(sim.closed, "seed {seed}");
        assert_settled(&sim);
        let members: i64 = sim
            .seats
            .iter()
            .zip(&sim.wallets)
            .filter(|(s, _)| s.member().is_some())
            .map(|(_, w)| *w)
            .sum();
        assert_eq!(sim.felt_chips(), sim.on_felt, "seed {seed}");
        let joined = sim.seats.iter().filter(|s| s.member().is_some()).count() as i64;
        assert_eq!(
            members + sim.felt_chips(),
            joined * WALLET + sim.injected,
            "seed {seed}"
        );
    }
}

fn tournament(buyin: i64, computers: i64, speed: &str) -> Options {
    Options {
        mode: Mode::Tournament,
        buyin: Some(buyin),
        computers: Some(computers),
        speed: Some(speed.into()),
        level: Some("casual".into()),
        seats: Some(9),
        ..Options::default()
    }
}

#[test]
fn a_sit_and_go_pays_its_pool_by_place() {
    for seed in 0..12 {
        let mut sim = Sim::open(tournament(50, 4, "turbo"), seed);
        for id in 1..3 {
            sim.click(id, TableAction::Join).expect("joins");
        }
        sim.click(0, TableAction::Start).expect("starts");
        let paid: i64 = sim.moves.iter().map(|m| m.1).sum();
        assert_eq!(paid, -150, "three members' stakes");
        for _ in 0..5_000 {
            if sim.closed {
                break;
            }
            match sim.any_bet() {
                Some((id, mv)) => {
                    sim.click(id, TableAction::Play(mv)).expect("a legal move");
                }
                None => sim.time_out(),
            }
            let chips = sim.felt_chips();
            assert_eq!(
                chips,
                7 * 1_500,
                "tournament chips stay on the felt: seed {seed}"
            );
        }
        assert!(sim.closed, "seed {seed}");
        let won: i64 = sim
            .moves
            .iter()
            .filter(|m| m.2 == Reason::Winnings)
            .map(|m| m.1)
            .sum();
        assert_eq!(won, 150, "the whole pool is paid: seed {seed}");
        // Three members among seven entrants: the structure is the members' (all to the
        // winner among them), whatever place the computers took.
        let mut places: Vec<(String, i64)> = sim
            .results
            .iter()
            .map(|r| (r.detail.clone(), r.payout))
            .collect();
        places.sort();
        assert_eq!(places.len(), 3);
        let first: i64 = places.iter().filter(|p| p.0 == "1/3").map(|p| p.1).sum();
        assert_eq!(first, 150, "seed {seed}: {places:?}");
        if places[1].0 != "1/3" {
            let payouts: Vec<i64> = places.iter().map(|p| p.1).collect();
            assert_eq!(payouts, vec![150, 0, 0], "seed {seed}: {places:?}");
        }
        assert!(
            sim.results
                .iter()
                .all(|r| r.wager == 50 && r.board == Some(SIT_AND_GO_BOARD))
        );
        let Some(Outcome::Won { shares, .. }) = sim.game.outcome() else {
            panic!("seed {seed}: {:?}", sim.game.outcome())
        };
        assert_eq!(shares.iter().map(|s| s.1).sum::<i64>(), 150);
    }
}

#[test]
fn a_sit_and_go_with_no_member_left_ends_at_once() {
    let mut sim = Sim::open(tournament(40, 3, "slow"), 9);
    sim.click(1, TableAction::Join).expect("joins");
    sim.click(0, TableAction::Start).expect("starts");
    // Nobody new sits down once it has begun.
    assert!(sim.click(2, TableAction::Join).is_err());
    sim.click(1, TableAction::Leave).expect("leaves");
    assert!(!sim.closed);
    sim.click(0, TableAction::Leave).expect("leaves");
    assert!(sim.closed);
    // The computers took seats 1 to 3 as the table opened; member 1 sits in seat 4. Seat 0
    // left last, so it finished above seat 4: of two members, the first takes the pool.
    let prizes: Vec<(SeatNo, i64)> = sim
        .moves
        .iter()
        .filter(|m| m.2 == Reason::Winnings)
        .map(|m| (m.0, m.1))
        .collect();
    assert_eq!(prizes, vec![(0, 80)]);
    let places: Vec<(SeatNo, String, bool)> = sim
        .results
        .iter()
        .map(|r| (r.seat, r.detail.clone(), r.won))
        .collect();
    assert_eq!(
        places,
        vec![(0, "1/2".to_string(), true), (4, "2/2".to_string(), false)]
    );
    let knocked = sim.game.tournament().map(|t| t.tournament.out.clone());
    assert_eq!(knocked, Some(vec![4, 0]));
}

#[test]
fn a_knockout_is_announced() {
    let mut sim = Sim::open(tournament(0, 1, "turbo"), 3);
    sim.click(0, TableAction::Start).expect("starts");
    // Heads-up against the computer: go all in every time until one of us is out.
    for _ in 0..400 {
        if sim.closed {
            break;
        }
        if !sim.all_in() {
            sim.time_out();
        }
    }
    assert!(sim.closed);
    assert!(sim.announced);
    // A free sit-and-go: no chips move, the member's result is recorded.
    assert!(sim.moves.is_empty());
    assert_eq!(sim.results.len(), 1);
}

/// One member against a computer, leaving at once: no prize, no place, the buy-in back as a
/// refund, a result on no board and not in the money.
#[test]
fn a_lone_members_buy_in_comes_back_as_a_refund() {
    let mut sim = Sim::open(tournament(30, 1, "turbo"), 5);
    sim.click(0, TableAction::Start).expect("starts");
    sim.click(0, TableAction::Leave).expect("leaves");
    assert!(sim.closed);
    let moves: Vec<(SeatNo, i64, Reason)> = sim.moves.clone();
    assert_eq!(
        moves,
        vec![(0, -30, Reason::Stake), (0, 30, Reason::Refund)]
    );
    assert_eq!(sim.results.len(), 1);
    let result = &sim.results[0];
    assert!(!result.won && !result.on_board);
    assert_eq!((result.wager, result.payout), (0, 0));
    assert!(result.measures.contains(&("in-the-money".to_string(), 0.0)));
}

/// A member who joins in the very move that would send a member out an hour home is seated
/// and keeps their buy-in; the one out an hour leaves at the next move, and every buy-in
/// has its cash-out when the table closes.
#[test]
fn a_join_beside_an_hour_out_loses_nothing() {
    let mut sim = cash_table(2, 0, 21);
    sim.click(1, TableAction::Play(Move::SitOut)).expect("out");
    sim.fold_to_the_end();
    sim.now += SIT_OUT_HOUR + 1;
    sim.click(3, TableAction::Join).expect("joins");
    assert!(
        sim.seats
            .iter()
            .any(|s| s.member() == Some(3) && s.is_playing())
    );
    assert!(!sim.closed);
    // The next move sends seat 1 home.
    let _ = sim.click(0, TableAction::Play(Move::Show));
    assert!(
        sim.seats.iter().any(|s| s.no == 1 && !s.is_playing()),
        "{:?}",
        sim.seats
    );
    for id in [0, 3] {
        let _ = sim.click(id, TableAction::Leave);
    }
    assert!(sim.closed);
    assert_settled(&sim);
    assert_eq!(sim.felt_chips(), sim.on_felt);
}

/// A computer out of chips gives its seat up.
#[test]
fn a_busted_computer_leaves_its_seat() {
    for seed in 0..30 {
        let mut sim = cash_table(1, 1, 40 + seed);
        for _ in 0..200 {
            if sim.seats.iter().any(|s| s.is_computer() && !s.is_playing()) || sim.closed {
                break;
            }
            // All in every time: someone busts soon.
            if !sim.all_in() {
                break;
            }
        }
        let computer_left = sim.seats.iter().any(|s| s.is_computer() && !s.is_playing());
        let table = sim.game.felt().expect("felt");
        let computer_busted = table.sitters.iter().any(|s| s.seat == 1 && s.stack == 0);
        assert!(
            !computer_busted,
            "seed {seed}: a busted computer still seated"
        );
        if computer_left {
            assert!(table.hand.is_none(), "nobody left to play");
            assert_eq!(sim.felt_chips(), sim.on_felt);
            return;
        }
    }
    panic!("no computer busted in 30 tables");
}

/// What moves the betting on makes the turn's buttons stale and starts its timer; a seat
/// taken mid-hand does neither.
#[test]
fn only_the_betting_moves_the_turn_on() {
    let mut sim = cash_table(3, 0, 22);
    let hand = sim
        .game
        .felt()
        .and_then(|t| t.hand.clone())
        .expect("a hand");
    let actor = hand.to_act().expect("to act");
    let step = sim.click(7, TableAction::Join).expect("joins");
    assert!(!step.advance && step.timer == Timer::Keep, "{step:?}");
    // A computer seated moves the version on (a double click seats one), not the timer.
    let step = sim
        .click(0, TableAction::AddComputer(Level::Casual))
        .expect("a computer");
    assert!(step.advance && step.timer == Timer::Keep, "{step:?}");
    // A player not to act leaves, folding: the turn is still the actor's, unless the hand
    // ended, which deals the next one: then it moves on.
    let leaver = hand
        .players
        .iter()
        .map(|p| p.seat)
        .find(|&s| s != actor)
        .expect("another");
    let step = sim
        .click(u64::from(leaver), TableAction::Leave)
        .expect("leaves");
    let same = sim
        .game
        .felt()
        .and_then(|t| t.hand.as_ref())
        .map(|h| (h.number, h.to_act()))
        == Some((hand.number, Some(actor)));
    assert_eq!(step.advance, !same, "{step:?}");
    let step = sim
        .click(u64::from(actor), TableAction::Play(Move::Fold))
        .or_else(|_| sim.click(u64::from(actor), TableAction::Play(Move::Check)));
    if let Ok(step) = step {
        assert!(step.advance);
        assert!(
            matches!(step.timer, Timer::After(60) | Timer::Restart),
            "{step:?}"
        );
    }
}

/// A knockout made by a computer's move is still announced after the computers' moves
/// that follow it in the same request, and one made in a timeout (whose announcement the
/// sweep does not post) by the member's next click.
#[test]
fn knockouts_by_computers_are_kept_for_the_announcement() {
    for seed in 0..20 {
        let mut sim = Sim::open(tournament(0, 3, "turbo"), 60 + seed);
        sim.click(0, TableAction::Start).expect("starts");
        // The member sits out: the computers play on, hand after hand, one a deadline.
        sim.click(0, TableAction::Play(Move::SitOut)).expect("out");
        assert!(
            matches!(sim.timer, Timer::After(60)),
            "a sit-and-go waits a turn, not the server's idle timeout: {:?}",
            sim.timer
        );
        for _ in 0..300 {
            if sim.closed {
                break;
            }
            let before = sim.game.tournament().map_or(0, |t| t.tournament.out.len());
            sim.time_out();
            let play = sim.game.tournament().expect("a sit-and-go");
            let out = play.tournament.out.len();
            if out > before && !play.tournament.is_over() {
                let knocked = play.knocked.clone();
                assert_eq!(knocked.len(), out - before, "seed {seed}: {knocked:?}");
                // A timeout's announcement is not posted: the member's next click posts it,
                // and the click after that starts afresh.
                let back = sim.click(0, TableAction::Play(Move::Back)).expect("back");
                assert!(back.announce, "seed {seed}");
                assert_eq!(
                    sim.game.tournament().map(|t| t.knocked.clone()),
                    Some(knocked)
                );
                if let Ok(step) = sim.click(0, TableAction::Play(Move::Show)) {
                    let play = sim.game.tournament().expect("a sit-and-go");
                    assert_eq!(step.announce, !play.knocked.is_empty());
                }
                return;
            }
        }
    }
    panic!("no knockout while the sit-and-go went on");
}
