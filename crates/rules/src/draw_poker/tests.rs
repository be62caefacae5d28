use super::hand::{Bet, Did, Hand, MAX_RAISES, PokerError, Stacks, Street};
use super::*;
use crate::cards::{Card, parse_hand};
use crate::game::testing::check_action_codes;
use crate::hand_eval::Category;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A hand dealt to `stacks` (seat, chips) with the button on `button`, then given the
/// named cards (in the order of `stacks`), with the rest of the deck as the stock.
fn rigged(deck: DeckKind, button: SeatNo, stacks: &mut Vec<(SeatNo, i64)>, hands: &[&str]) -> Hand {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let players: Vec<SeatNo> = stacks.iter().map(|(s, _)| *s).collect();
    let mut hand = Hand::deal(1, deck, 1, button, &players, stacks, &mut rng);
    let mut used = Vec::new();
    for (i, &(seat, _)) in stacks.iter().enumerate() {
        let cards = parse_hand(hands[i]).unwrap();
        used.extend(cards);
        let p = hand.seats.iter_mut().find(|p| p.seat == seat).unwrap();
        p.cards = cards;
    }
    hand.stock = deck
        .cards()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    hand
}

/// Both players check or call through both rounds and stand pat.
fn check_down(hand: &mut Hand, stacks: &mut Vec<(SeatNo, i64)>) {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    while !hand.is_over() {
        let seat = hand.to_act.unwrap();
        if hand.street == Street::Draw {
            hand.draw(seat, 0, stacks, &mut rng).unwrap();
        } else {
            let call = hand.options(seat, stacks).unwrap().to_call > 0;
            let bet = if call { Bet::Call } else { Bet::Check };
            hand.bet(seat, bet, stacks).unwrap();
        }
    }
}

#[test]
fn moves_survive_their_codes() {
    check_action_codes::<Move>();
    check_action_codes::<TableAction<Move>>();
    for junk in [
        "mark:0.1",
        "mark:1.5",
        "mark:01.1",
        "draw:0",
        "swap:32",
        "swap:07",
    ] {
        assert_eq!(Move::decode(junk), None, "{junk}");
    }
}

#[test]
fn showdown_tie_breaks_in_both_decks() {
    for deck in [DeckKind::Standard52, DeckKind::Short24] {
        // Two pair: jacks up beats tens up, whatever the kicker (never sum the cards).
        let mut stacks = vec![(0, 50), (1, 50)];
        let mut hand = rigged(deck, 1, &mut stacks, &["9C 9D JH JS TD", "9H 9S TC TH AS"]);
        check_down(&mut hand, &mut stacks);
        let end = hand.settle(&mut stacks);
        assert_eq!(end.won(0), 2, "{deck:?}");
        assert_eq!(stacks, vec![(0, 51), (1, 49)]);
        assert_eq!(end.shown.len(), 2);
    }
    // The wheel is the lowest straight of the 52-card deck.
    let mut stacks = vec![(0, 50), (1, 50)];
    let mut hand = rigged(
        DeckKind::Standard52,
        1,
        &mut stacks,
        &["AC 2D 3H 4S 5D", "2C 3D 4H 5S 6D"],
    );
    check_down(&mut hand, &mut stacks);
    let end = hand.settle(&mut stacks);
    assert_eq!(end.won(1), 2);
    assert_eq!(end.shown[0].category, Category::Straight);
    // The short deck: no ace-low straight, and a flush beats four of a kind.
    let mut stacks = vec![(0, 50), (1, 50)];
    let mut hand = rigged(
        DeckKind::Short24,
        1,
        &mut stacks,
        &["9H TH QH KH AH", "JC JD JH JS AD"],
    );
    check_down(&mut hand, &mut stacks);
    let end = hand.settle(&mut stacks);
    assert_eq!(end.shown[0].category, Category::Flush);
    assert_eq!(
        end.won(0),
        2,
        "a 24-card flush outranks a made hand below it"
    );
    let ace_low = parse_hand("AC 9D TH JS QD").unwrap();
    assert_ne!(
        crate::hand_eval::evaluate(&ace_low, DeckKind::Short24).category,
        Category::Straight
    );
}

#[test]
fn a_split_pot_gives_the_odd_chip_left_of_the_button() {
    // Three players, antes of 1 from a stack of 1 for seat 2 (all-in), a tie between
    // seats 0 and 1 on a pot of 3: 2 each way is impossible, so seat 0 (left of the
    // button, seat 2) takes 2 and seat 1 takes 1.
    let mut stacks = vec![(0, 50), (1, 50), (2, 1)];
    let mut hand = rigged(
        DeckKind::Standard52,
        2,
        &mut stacks,
        &["AC KD QH JS 9D", "AD KC QS JH 9C", "2C 3D 4H 7S 8D"],
    );
    check_down(&mut hand, &mut stacks);
    let end = hand.settle(&mut stacks);
    assert_eq!(end.pots.len(), 1);
    assert_eq!(end.pots[0].shares, vec![(0, 2), (1, 1)]);
    assert_eq!(stacks, vec![(0, 51), (1, 50), (2, 0)]);
    // With the button on seat 0, seat 1 is first left of it and takes the odd chip.
    let mut stacks = vec![(0, 50), (1, 50), (2, 1)];
    let mut hand = rigged(
        DeckKind::Standard52,
        0,
        &mut stacks,
        &["AC KD QH JS 9D", "AD KC QS JH 9C", "2C 3D 4H 7S 8D"],
    );
    check_down(&mut hand, &mut stacks);
    assert_eq!(
        hand.settle(&mut stacks).pots[0].shares,
        vec![(1, 2), (0, 1)]
    );
}

/// Every player puts everything in during the first round: side pots by stack size.
fn all_in_hand(stacks: &mut Vec<(SeatNo, i64)>, hands: &[&str]) -> hand::HandEnd {
    let mut hand = rigged(DeckKind::Standard52, 0, stacks, hands);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while !hand.is_over() {
        let seat = hand.to_act.unwrap();
        if hand.street == Street::Draw {
            hand.draw(seat, 0, stacks, &mut rng).unwrap();
            continue;
        }
        let options = hand.options(seat, stacks).unwrap();
        let bet = if options.raise.is_some() {
            Bet::BetOrRaise
        } else if options.to_call > 0 {
            Bet::Call
        } else {
            Bet::Check
        };
        hand.bet(seat, bet, stacks).unwrap();
    }
    hand.settle(stacks)
}

#[test]
fn side_pots_with_two_and_three_all_ins() {
    // Two all-ins: seat 1 (5 chips) has the best hand, seat 2 (9) the second, seat 0 (40)
    // the worst. Seat 1 wins the main pot, seat 2 the side pot, seat 0 what is left.
    let mut stacks = vec![(0, 40), (1, 5), (2, 9)];
    let end = all_in_hand(
        &mut stacks,
        &["2C 3D 4H 7S 8D", "AC AD AH KS KD", "QC QD QH 2S 2D"],
    );
    let total: i64 = stacks.iter().map(|(_, c)| c).sum();
    assert_eq!(total, 54, "no chip made or lost");
    assert_eq!(end.pots.len(), 3, "{:?}", end.pots);
    assert_eq!(end.pots[0].shares, vec![(1, 15)]);
    assert_eq!(end.pots[1].shares, vec![(2, 8)]);
    assert_eq!(stacks[1], (1, 15));
    assert_eq!(stacks[2], (2, 8));
    // Three all-ins below a player who covers them all, and the best hand is the shortest.
    let mut stacks = vec![(0, 60), (1, 4), (2, 10), (3, 20)];
    let end = all_in_hand(
        &mut stacks,
        &[
            "2C 3D 4H 7S 8D",
            "AC AD AH KS KD",
            "QC QD QH 2S 2D",
            "JC JD JH 3S 3C",
        ],
    );
    let amounts: Vec<i64> = end.pots.iter().map(|p| p.amount).collect();
    assert_eq!(
        amounts.iter().sum::<i64>(),
        54,
        "seat 0 keeps what nobody matched"
    );
    assert_eq!(end.pots[0].shares, vec![(1, 16)]);
    assert_eq!(end.pots[1].shares, vec![(2, 18)]);
    assert_eq!(end.pots[2].shares, vec![(3, 20)]);
    assert_eq!(stacks.iter().map(|(_, c)| c).sum::<i64>(), 94);
}

#[test]
fn the_raise_cap_closes_the_betting() {
    let mut stacks = vec![(0, 500), (1, 500)];
    let mut hand = rigged(
        DeckKind::Standard52,
        1,
        &mut stacks,
        &["2C 3D 4H 7S 8D", "AC AD AH KS KD"],
    );
    // Seat 0 bets, then the two raise each other until the cap.
    hand.bet(0, Bet::BetOrRaise, &mut stacks).unwrap();
    for n in 0..MAX_RAISES {
        let seat = hand.to_act.unwrap();
        hand.bet(seat, Bet::BetOrRaise, &mut stacks).unwrap();
        assert_eq!(hand.raises, n + 1);
    }
    let seat = hand.to_act.unwrap();
    let options = hand.options(seat, &stacks).unwrap();
    assert_eq!(options.raise, None, "capped");
    assert_eq!(
        hand.bet(seat, Bet::BetOrRaise, &mut stacks),
        Err(PokerError::RaiseCap)
    );
    // One bet and four raises of 2: the round stands at 10 each once called.
    hand.bet(seat, Bet::Call, &mut stacks).unwrap();
    assert_eq!(hand.street, Street::Draw);
    assert!(hand.seats.iter().all(|p| p.total == 11));
}

#[test]
fn a_fold_ends_the_hand_and_nothing_is_shown() {
    let mut stacks = vec![(0, 50), (1, 50), (2, 50)];
    let mut hand = rigged(
        DeckKind::Standard52,
        2,
        &mut stacks,
        &["2C 3D 4H 7S 8D", "AC AD AH KS KD", "QC QD QH 2S 2D"],
    );
    hand.bet(0, Bet::BetOrRaise, &mut stacks).unwrap();
    hand.bet(1, Bet::Fold, &mut stacks).unwrap();
    assert!(!hand.is_over());
    hand.bet(2, Bet::Fold, &mut stacks).unwrap();
    assert!(hand.is_over());
    assert_eq!(hand.last.unwrap().did, Did::Folded);
    let end = hand.settle(&mut stacks);
    assert!(
        end.shown.is_empty(),
        "nobody shows a hand that won by a fold"
    );
    assert_eq!(end.won(0), 5);
    assert_eq!(stacks, vec![(0, 52), (1, 49), (2, 49)]);
}

#[test]
fn the_draw_reshuffles_the_discards_when_the_stock_runs_out() {
    // Four players on the short deck: 20 cards dealt, 4 left.
    let mut stacks: Vec<(SeatNo, i64)> = (0..4).map(|s| (s, 50)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut hand = Hand::deal(
        1,
        DeckKind::Short24,
        1,
        3,
        &[0, 1, 2, 3],
        &mut stacks,
        &mut rng,
    );
    assert_eq!(hand.stock.len(), 4);
    while hand.street != Street::Draw {
        let seat = hand.to_act.unwrap();
        hand.bet(seat, Bet::Check, &mut stacks).unwrap();
    }
    for _ in 0..4 {
        let seat = hand.to_act.unwrap();
        hand.draw(seat, 0b11111, &stacks, &mut rng).unwrap();
        // Never a card twice, and none lost.
        let mut all: Vec<Card> = hand.seats.iter().flat_map(|p| p.cards).collect();
        all.extend(&hand.stock);
        all.extend(&hand.muck);
        all.sort_by_key(|c| c.index());
        let before = all.len();
        all.dedup();
        assert_eq!((before, all.len()), (24, 24));
    }
    assert!(hand.reshuffled);
    assert_eq!(hand.street, Street::Second);
    assert!(hand.seats.iter().all(|p| p.drew == Some(5)));
}

#[test]
fn a_short_all_in_raise_does_not_reopen_the_betting() {
    // Seat 0 bets 2, seat 1 raises all-in for 1 more (not a full raise), seat 0 may only
    // call the difference or fold.
    let mut stacks = vec![(0, 50), (1, 4)];
    let mut hand = rigged(
        DeckKind::Standard52,
        1,
        &mut stacks,
        &["2C 3D 4H 7S 8D", "AC AD AH KS KD"],
    );
    hand.bet(0, Bet::BetOrRaise, &mut stacks).unwrap();
    hand.bet(1, Bet::BetOrRaise, &mut stacks).unwrap();
    assert_eq!(stacks.stack(1), 0);
    let options = hand.options(0, &stacks).unwrap();
    assert_eq!((options.to_call, options.raise), (1, None));
    assert_eq!(
        hand.bet(0, Bet::BetOrRaise, &mut stacks),
        Err(PokerError::RaiseClosed)
    );
    hand.bet(0, Bet::Call, &mut stacks).unwrap();
    assert_eq!(hand.street, Street::Draw);
}

/// A random legal move for the seat to act.
fn random_move(hand: &mut Hand, stacks: &mut Vec<(SeatNo, i64)>, rng: &mut ChaCha8Rng) {
    use rand::RngExt;
    let seat = hand.to_act.unwrap();
    if hand.street == Street::Draw {
        let mask = rng.random_range(0..32u8);
        hand.draw(seat, mask, stacks, rng).unwrap();
        return;
    }
    let options = hand.options(seat, stacks).unwrap();
    let choices: Vec<Bet> = [
        (options.to_call == 0).then_some(Bet::Check),
        (options.to_call > 0).then_some(Bet::Call),
        options.raise.map(|_| Bet::BetOrRaise),
        Some(Bet::Fold),
    ]
    .into_iter()
    .flatten()
    .collect();
    let bet = choices[rng.random_range(0..choices.len())];
    hand.bet(seat, bet, stacks).unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Thousands of random hands (64 runs of 40 hands, random stacks, both decks): chips
    /// are conserved, and every pot goes to a player who was still in.
    #[test]
    fn random_hands_conserve_chips_and_pay_only_live_players(
        seed in any::<u64>(),
        players in 2usize..7,
        short in any::<bool>(),
    ) {
        let deck = if short { DeckKind::Short24 } else { DeckKind::Standard52 };
        let players = if short { players.min(4) } else { players };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        use rand::RngExt;
        for n in 0..40u32 {
            let mut stacks: Vec<(SeatNo, i64)> = (0..players as SeatNo)
                .map(|s| (s, rng.random_range(1..60)))
                .collect();
            let before: i64 = stacks.iter().map(|(_, c)| c).sum();
            let seats: Vec<SeatNo> = stacks.iter().map(|(s, _)| *s).collect();
            let button = seats[n as usize % seats.len()];
            let mut hand = Hand::deal(n + 1, deck, 1, button, &seats, &mut stacks, &mut rng);
            let mut moves = 0;
            while !hand.is_over() {
                random_move(&mut hand, &mut stacks, &mut rng);
                moves += 1;
                prop_assert!(moves < 200);
            }
            let in_pot = hand.pot();
            let end = hand.settle(&mut stacks);
            let after: i64 = stacks.iter().map(|(_, c)| c).sum();
            prop_assert_eq!(before, after);
            prop_assert_eq!(end.pots.iter().map(|p| p.amount).sum::<i64>(), in_pot);
            for pot in &end.pots {
                prop_assert_eq!(pot.shares.iter().map(|(_, a)| a).sum::<i64>(), pot.amount);
                for (seat, _) in &pot.shares {
                    let p = hand.seat(*seat).unwrap();
                    prop_assert!(!p.folded, "seat {} folded but won", seat);
                }
            }
            prop_assert!(stacks.iter().all(|(_, c)| *c >= 0));
        }
    }
}

mod table {
    //! The table around the hands: buy-in, leaving with a stack, timeouts, closing.
    use super::*;
    use crate::game::{Clicker, Ctx, Seat, SeatStatus};
    use crate::table::TablePhase;

    fn seat(no: SeatNo, computer: bool) -> Seat {
        Seat {
            no,
            occupant: if computer {
                Occupant::Computer {
                    level: Level::Expert,
                }
            } else {
                Occupant::Member {
                    id: 100 + u64::from(no),
                    name: format!("m{no}"),
                }
            },
            status: SeatStatus::Playing,
        }
    }

    /// A table's context at time 0 for these seats and wallets.
    fn ctx<'a>(seats: &'a [Seat], wallets: &'a [i64]) -> Ctx<'a> {
        Ctx {
            now: 0,
            seats,
            wallets,
            barred: &[],
            rules: &(),
            first_attempt: true,
            memo: &crate::game::NoMemo,
        }
    }

    fn clicker(no: SeatNo) -> Clicker {
        Clicker {
            member: 100 + u64::from(no),
            name: format!("m{no}"),
            seat: Some(no),
            opener: no == 0,
            wallet: 500,
        }
    }

    #[test]
    fn options_are_checked_for_the_deck() {
        let options = |deck: &str, seats, computers| Options {
            deck: Some(deck.into()),
            seats: Some(seats),
            computers: Some(computers),
            ..Options::default()
        };
        assert!(options("52", 6, 5).settings().is_ok());
        assert_eq!(
            options("24", 5, 0).settings(),
            Err(PokerError::SeatsOutOfRange { min: 2, max: 4 })
        );
        assert_eq!(
            options("24", 4, 4).settings(),
            Err(PokerError::TooManyComputers { max: 3 })
        );
        assert_eq!(options("36", 4, 0).settings(), Err(PokerError::BadDeck));
        let (settings, _) = Options::default().settings().unwrap();
        assert_eq!((settings.ante, settings.buy_in, settings.seats), (1, 50, 6));
    }

    #[test]
    fn members_buy_in_take_their_stack_when_leaving_and_the_table_closes_under_two() {
        let seats = vec![seat(0, false), seat(1, false), seat(2, true)];
        let wallets = vec![500, 500, 0];
        let ctx = ctx(&seats, &wallets);
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let (mut game, _) = DrawPoker::create(Options::default(), &ctx, &mut rng).unwrap();
        let step = game
            .apply(&clicker(0), TableAction::Start, &ctx, &mut rng)
            .unwrap();
        assert_eq!(step.chips.iter().map(|c| c.delta).sum::<i64>(), -100);
        let table = game.play().unwrap();
        assert_eq!(table.hands, 1);
        assert!(table.hand.is_some());
        // Seat 1 leaves mid-hand: folded, and takes the rest of its stack.
        let stack = table.stack(1);
        let step = game
            .apply(&clicker(1), TableAction::Leave, &ctx, &mut rng)
            .unwrap();
        let cash: Vec<_> = step
            .chips
            .iter()
            .filter(|c| c.reason == crate::game::Reason::CashOut)
            .collect();
        assert_eq!(cash.len(), 1);
        assert_eq!((cash[0].seat, cash[0].delta), (1, stack));
        // Play on: member against computer until the table closes or 200 moves pass.
        let mut paid_back = step.chips.iter().map(|c| c.delta).sum::<i64>();
        for _ in 0..400 {
            if matches!(game.table.phase, TablePhase::Over { .. }) {
                break;
            }
            let action = match game.computer_action(&ctx, &mut rng) {
                Some((s, action)) => (s, action),
                None => match game.to_act(&ctx) {
                    Some(s) => (
                        s,
                        TableAction::Play(
                            game.play().unwrap().timeout_move(s).unwrap_or(Move::Check),
                        ),
                    ),
                    None => (0, TableAction::Play(Move::Deal)),
                },
            };
            let by = if action.0 == 2 {
                Clicker {
                    member: 0,
                    ..clicker(2)
                }
            } else {
                clicker(action.0)
            };
            let step = game.apply(&by, action.1, &ctx, &mut rng).unwrap();
            paid_back += step.chips.iter().map(|c| c.delta).sum::<i64>();
            if step.close.is_some() {
                break;
            }
        }
        if !matches!(game.table.phase, TablePhase::Over { .. }) {
            let step = game
                .apply(&clicker(0), TableAction::Leave, &ctx, &mut rng)
                .unwrap();
            paid_back += step.chips.iter().map(|c| c.delta).sum::<i64>();
        }
        assert!(matches!(game.table.phase, TablePhase::Over { .. }));
        let computer = game.play().map_or(0, |t| t.stack(2));
        // What the members took back, plus what the computer won or lost, is what they
        // brought: the table made and lost no chip.
        assert_eq!(paid_back + computer - 50, 100);
    }

    /// A member who times out facing a bet folds and the hand goes on without them; one
    /// who times out with nothing to call checks; a table idle between hands closes, each
    /// member taking their stack.
    #[test]
    fn idle_members_fold_facing_a_bet_check_otherwise_and_an_idle_table_closes() {
        let seats = vec![seat(0, false), seat(1, false), seat(2, false)];
        let wallets = vec![500, 500, 500];
        let ctx = ctx(&seats, &wallets);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let (mut game, _) = DrawPoker::create(Options::default(), &ctx, &mut rng).unwrap();
        let mut chips = moved(
            &game
                .apply(&clicker(0), TableAction::Start, &ctx, &mut rng)
                .unwrap(),
        );
        // The first to act has nothing to call: their timeout checks.
        let first = game.to_act(&ctx).expect("a seat to act");
        assert_eq!(game.play().unwrap().timeout_move(first), Some(Move::Check));
        chips += moved(&game.on_timeout(&ctx, &mut rng));
        let hand = game
            .play()
            .unwrap()
            .hand
            .as_ref()
            .expect("the hand goes on");
        assert!(!hand.seat(first).unwrap().folded);
        // The next bets; the one after them times out facing the bet and folds.
        let bettor = game.to_act(&ctx).expect("a seat to act");
        assert_ne!(bettor, first);
        chips += moved(
            &game
                .apply(
                    &clicker(bettor),
                    TableAction::Play(Move::Bet),
                    &ctx,
                    &mut rng,
                )
                .unwrap(),
        );
        let idle = game.to_act(&ctx).expect("a seat to act");
        assert_eq!(game.play().unwrap().timeout_move(idle), Some(Move::Fold));
        chips += moved(&game.on_timeout(&ctx, &mut rng));
        let hand = game
            .play()
            .unwrap()
            .hand
            .as_ref()
            .expect("two players left");
        assert!(hand.seat(idle).unwrap().folded);
        assert!(!hand.seat(bettor).unwrap().folded);
        // The first player, facing the bet now, times out too: the bettor wins the hand.
        assert_eq!(game.to_act(&ctx), Some(first));
        chips += moved(&game.on_timeout(&ctx, &mut rng));
        assert!(game.play().unwrap().hand.is_none(), "the hand is over");
        assert_eq!(game.to_act(&ctx), None, "between hands, no one is to act");
        // Idle between hands: the table closes and every stack goes home.
        let step = game.on_timeout(&ctx, &mut rng);
        chips += moved(&step);
        assert!(matches!(game.table.phase, TablePhase::Over { .. }));
        assert!(step.close.is_some());
        assert_eq!(chips, 0, "the table made and lost no chip");
    }

    /// The chips a step moves, in all.
    fn moved(step: &crate::game::Step) -> i64 {
        step.chips.iter().map(|c| c.delta).sum()
    }
}
