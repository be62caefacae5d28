//! Blackjack's rules, round by round from chosen cards, and the whole game by random play.

use super::deck::Cards;
use super::ev::DealerLists;
use super::round::{Decision, Illegal, Insurance, Round, Stage, Verdict};
use super::table::Move;
use super::*;
use crate::cards::Card;
use crate::game::{
    ActionCode, Clicker, Ctx, Game, NoMemo, Occupant, Seat, SeatNo, SeatStatus, Who,
};
use crate::table::{TableAction, TablePhase};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

fn card(code: &str) -> Card {
    Card::parse(code).unwrap()
}

fn cards2(a: &str, b: &str) -> [Card; 2] {
    [card(a), card(b)]
}

/// A shoe holding only these cards (a copy of each per entry).
fn only(codes: &[&str]) -> Cards {
    let mut cards = Cards::new(1);
    cards.left = vec![0; 52];
    for code in codes {
        cards.left[usize::from(card(code).index())] += 1;
    }
    cards
}

fn house() -> HouseRules {
    HouseRules::default()
}

fn paid(round: &Round, seat: SeatNo) -> i64 {
    round.ends.iter().find(|e| e.seat == seat).unwrap().paid
}

#[test]
fn a_blackjack_pays_three_to_two_or_six_to_five_and_pushes_against_a_dealer_blackjack() {
    let mut shoe = only(&["5C"; 1]);
    let round = Round::rigged(
        cards2("9S", "7D"),
        &[cards2("AS", "KD")],
        10,
        &mut shoe,
        house(),
    );
    assert_eq!(round.stage, Stage::Over, "a blackjack stands at once");
    assert_eq!(paid(&round, 0), 25);
    let six_five = HouseRules {
        three_to_two: false,
        ..house()
    };
    let round = Round::rigged(
        cards2("9S", "7D"),
        &[cards2("AS", "KD")],
        10,
        &mut shoe,
        six_five,
    );
    assert_eq!(paid(&round, 0), 22);
    // A ten up: the dealer peeks; a blackjack ends the round, a player's blackjack pushes.
    let round = Round::rigged(
        cards2("KS", "AD"),
        &[cards2("AH", "QD"), cards2("TC", "9C")],
        10,
        &mut shoe,
        house(),
    );
    assert_eq!(round.stage, Stage::Over);
    assert_eq!(round.ends[0].verdicts, vec![Verdict::Push]);
    assert_eq!((paid(&round, 0), paid(&round, 1)), (10, 0));
}

#[test]
fn insurance_is_offered_under_an_ace_and_pays_two_to_one_on_a_dealer_blackjack() {
    let mut shoe = only(&["5C"]);
    let mut round = Round::rigged(
        cards2("AS", "KD"),
        &[cards2("TH", "9C"), cards2("8H", "8C")],
        10,
        &mut shoe,
        house(),
    );
    assert_eq!((round.stage, round.to_act()), (Stage::Insurance, Some(0)));
    assert_eq!(
        round.insure(1, true, &mut shoe, house()),
        Err(Illegal::NotNow),
        "seat 1 answers in its turn"
    );
    assert_eq!(round.insure(0, true, &mut shoe, house()), Ok(5));
    assert_eq!(round.insure(1, false, &mut shoe, house()), Ok(0));
    assert_eq!(round.stage, Stage::Over, "the peek found the blackjack");
    assert_eq!(round.spots[0].insurance, Insurance::Taken(5));
    // Seat 0 lost its 10 and won 2:1 on 5: 15 back of 15 put in.
    assert_eq!((paid(&round, 0), round.ends[0].wagered), (15, 15));
    assert_eq!(paid(&round, 1), 0);

    // No blackjack under the ace: the insurance is lost and play goes on.
    let mut round = Round::rigged(
        cards2("AS", "6D"),
        &[cards2("TH", "9C")],
        1,
        &mut shoe,
        house(),
    );
    assert_eq!(
        round.insure(0, true, &mut shoe, house()),
        Err(Illegal::InsuranceTooSmall),
        "half of one chip is nothing"
    );
    round.insure(0, false, &mut shoe, house()).unwrap();
    assert_eq!(round.stage, Stage::Play);
    let mut shoe2 = only(&["5C"]);
    let mut round = Round::rigged(
        cards2("9S", "6D"),
        &[cards2("TH", "9C")],
        10,
        &mut shoe2,
        house(),
    );
    assert_eq!(
        round.insure(0, true, &mut shoe2, house()),
        Err(Illegal::InsuranceNoAce)
    );
}

#[test]
fn illegal_decisions_are_refused_and_change_nothing() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut shoe = only(&["2C", "2D", "2H", "2S", "3C", "3D"]);
    let mut round = Round::rigged(
        cards2("9S", "7D"),
        &[cards2("TH", "5C")],
        10,
        &mut shoe,
        house(),
    );
    let before = round.clone();
    assert_eq!(
        round.check(0, Decision::Split, house()),
        Err(Illegal::SplitPairsOnly)
    );
    assert_eq!(
        round.check(0, Decision::Surrender, house()),
        Err(Illegal::SurrenderOff)
    );
    assert_eq!(
        round.decide(1, Decision::Hit, &mut shoe, house(), &mut rng),
        Err(Illegal::NotNow),
        "no seat 1"
    );
    assert_eq!(round, before);
    round
        .decide(0, Decision::Hit, &mut shoe, house(), &mut rng)
        .unwrap();
    assert_eq!(
        round.decide(0, Decision::Double, &mut shoe, house(), &mut rng),
        Err(Illegal::DoubleTwoCardsOnly),
        "no double after a hit"
    );
    let surrender = HouseRules {
        surrender: true,
        ..house()
    };
    assert_eq!(
        round.check(0, Decision::Surrender, surrender),
        Err(Illegal::SurrenderFirstOnly)
    );
    // A king and a queen are a pair of tens: they may be split.
    let round = Round::rigged(
        cards2("9S", "7D"),
        &[cards2("KH", "QC")],
        10,
        &mut shoe,
        house(),
    );
    assert_eq!(round.check(0, Decision::Split, house()), Ok(()));
}

#[test]
fn a_seat_splits_to_four_hands_and_split_aces_take_one_card_each() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut shoe = only(&["8C", "8D", "8S", "9C", "9D", "9H", "9S", "TC", "TD", "TH"]);
    let mut round = Round::rigged(
        cards2("6S", "TS"),
        &[cards2("8H", "8H")],
        10,
        &mut shoe,
        house(),
    );
    let mut cost = 0;
    while round.check(0, Decision::Split, house()).is_ok() {
        cost += round
            .decide(0, Decision::Split, &mut shoe, house(), &mut rng)
            .unwrap();
    }
    let spot = &round.spots[0];
    assert!(spot.hands.len() <= 4);
    if spot.hands.len() == 4 {
        assert_eq!(
            round.check(0, Decision::Split, house()),
            Err(Illegal::SplitLimit)
        );
    }
    assert_eq!(cost, 10 * (spot.hands.len() as i64 - 1));
    assert!(spot.hands.iter().all(|h| h.split && h.bet == 10));

    let mut shoe = only(&["AC", "5D", "TH"]);
    let mut round = Round::rigged(
        cards2("6S", "TS"),
        &[cards2("AH", "AD")],
        10,
        &mut shoe,
        house(),
    );
    round
        .decide(0, Decision::Split, &mut shoe, house(), &mut rng)
        .unwrap();
    // Each ace took one card and is done; neither is a blackjack, even with a ten.
    assert_eq!(round.stage, Stage::Over);
    assert!(round.spots[0].hands.iter().all(|h| h.cards.len() == 2));
    assert!(!round.ends[0].verdicts.contains(&Verdict::Blackjack));
}

#[test]
fn the_dealer_hits_a_soft_17_only_when_the_house_says_so() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for (h17, dealer_cards) in [(false, 2), (true, 3)] {
        let rules = HouseRules {
            hits_soft_17: h17,
            ..house()
        };
        let mut shoe = only(&["4C"]);
        let mut round = Round::rigged(
            cards2("6S", "AS"),
            &[cards2("TH", "8C")],
            10,
            &mut shoe,
            rules,
        );
        round
            .decide(0, Decision::Stand, &mut shoe, rules, &mut rng)
            .unwrap();
        assert_eq!(round.dealer.len(), dealer_cards, "h17 {h17}");
        // 18 beats a soft 17 standing; under h17 the dealer drew a 4 to 21.
        let expected = if h17 { 0 } else { 20 };
        assert_eq!(paid(&round, 0), expected);
    }
}

#[test]
fn surrender_gives_back_half_the_bet() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let rules = HouseRules {
        surrender: true,
        ..house()
    };
    let mut shoe = only(&["4C"]);
    let mut round = Round::rigged(
        cards2("TS", "7S"),
        &[cards2("TH", "6C")],
        10,
        &mut shoe,
        rules,
    );
    round
        .decide(0, Decision::Surrender, &mut shoe, rules, &mut rng)
        .unwrap();
    assert_eq!(round.ends[0].verdicts, vec![Verdict::Surrender]);
    assert_eq!(paid(&round, 0), 5);
    assert_eq!(
        round.dealer.len(),
        2,
        "nothing left to meet: the dealer draws nothing"
    );
}

#[test]
fn every_button_round_trips_through_its_code() {
    crate::game::testing::check_action_codes::<TableAction<Move>>();
}

/// What a game knows of its table: these seats and balances, these rules.
fn at<'a>(
    seats: &'a [Seat],
    wallets: &'a [i64],
    rules: &'a BlackjackRules,
) -> Ctx<'a, BlackjackRules> {
    Ctx {
        now: 0,
        seats,
        wallets,
        rules,
        first_attempt: true,
        memo: &NoMemo,
    }
}

fn member(no: SeatNo) -> Seat {
    Seat {
        no,
        occupant: Occupant::Member {
            id: 100 + u64::from(no),
            name: format!("m{no}"),
        },
        status: SeatStatus::Playing,
    }
}

/// Random clicks, legal or not, by random seats at a table of three (and at a member's own
/// seat), with timeouts now and then, the game stored and read back between clicks: a
/// refused click changes nothing, no balance goes below zero, and every chip moved is
/// accounted for by the results (each seat's chips moved add up to its results' payouts
/// less wagers whenever no round is out).
#[test]
fn random_play_moves_exactly_the_chips_the_results_record() {
    let actions = TableAction::<Move>::all();
    for seed in 0..6u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let table = seed % 2 == 0;
        let seats: Vec<Seat> = (0..if table { 3 } else { 1 }).map(member).collect();
        let mut wallets = vec![60i64; seats.len()];
        let rules = BlackjackRules {
            house: HouseRules {
                surrender: seed % 3 == 0,
                hits_soft_17: seed % 3 == 1,
                ..HouseRules::default()
            },
            decks: 1,
            // Half the games share the dealer's hands listed once, as the bot does.
            lists: (seed % 2 == 0).then(|| Arc::new(DealerLists::new(seed % 3 == 1))),
        };
        let options = Options {
            mode: if table { Mode::Table } else { Mode::Solo },
            bet: Some(4),
            decks: None,
        };
        let mut moved = vec![0i64; seats.len()];
        let mut recorded = vec![0i64; seats.len()];
        let apply_step = |step: &crate::game::Step,
                          wallets: &mut Vec<i64>,
                          moved: &mut Vec<i64>,
                          recorded: &mut Vec<i64>| {
            for chips in &step.chips {
                let at = usize::from(chips.seat);
                wallets[at] += chips.delta;
                moved[at] += chips.delta;
                assert!(wallets[at] >= 0, "{step:?}");
            }
            for result in &step.results {
                let net = result.payout - result.wager;
                recorded[usize::from(result.seat)] += net;
                // The board ranks the biggest win in one round: only a round won is on it.
                assert_eq!(result.on_board, net > 0, "{result:?}");
                assert_eq!(result.score, net, "{result:?}");
            }
        };
        let ctx_of = |wallets: &Vec<i64>| wallets.clone();
        let w = ctx_of(&wallets);
        let ctx = at(&seats, &w, &rules);
        let (mut game, step) = Blackjack::create(options.clone(), &ctx, &mut rng).unwrap();
        apply_step(&step, &mut wallets, &mut moved, &mut recorded);
        let mut settled = step.results.len();
        for _ in 0..150 {
            let w = ctx_of(&wallets);
            let ctx = at(&seats, &w, &rules);
            if matches!(game.table.phase, TablePhase::Over { .. }) {
                // Closed: its member starts again, as they would with the command.
                match Blackjack::create(options.clone(), &ctx, &mut rng) {
                    Ok((next, step)) => {
                        game = next;
                        apply_step(&step, &mut wallets, &mut moved, &mut recorded);
                        settled += step.results.len();
                        continue;
                    }
                    Err(_) => break,
                }
            }
            let step = if rng.random_bool(0.03) {
                game.on_timeout(&ctx, &mut rng)
            } else {
                let action = if rng.random_bool(0.7) {
                    // Mostly what the view offers: the seat to act's moves, or Deal.
                    let pick = [
                        TableAction::Play(Move::Decide(Decision::Hit)),
                        TableAction::Play(Move::Decide(Decision::Stand)),
                        TableAction::Play(Move::Decide(Decision::Double)),
                        TableAction::Play(Move::Decide(Decision::Split)),
                        TableAction::Play(Move::NoInsurance),
                        TableAction::Play(Move::Insure),
                        TableAction::Play(Move::Deal),
                        TableAction::Start,
                    ];
                    pick[rng.random_range(0..pick.len())].clone()
                } else {
                    actions[rng.random_range(0..actions.len())].clone()
                };
                let seat = match game.who_may(&action) {
                    Who::Seat(s) => s,
                    Who::Opener => 0,
                    _ => rng.random_range(0..seats.len()) as SeatNo,
                };
                let by = Clicker {
                    member: 100 + u64::from(seat),
                    name: format!("m{seat}"),
                    seat: Some(seat),
                    opener: seat == 0,
                    wallet: wallets[usize::from(seat)],
                };
                let before = serde_json::to_string(&game).unwrap();
                match game.apply(&by, action.clone(), &ctx, &mut rng) {
                    Ok(step) => step,
                    Err(_) => {
                        assert_eq!(serde_json::to_string(&game).unwrap(), before, "{action:?}");
                        continue;
                    }
                }
            };
            apply_step(&step, &mut wallets, &mut moved, &mut recorded);
            settled += step.results.len();
            // Stored and read back between clicks, as the pipeline does.
            game = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
            if !game.play().is_some_and(|t| t.in_round()) {
                assert_eq!(moved, recorded, "seed {seed}");
            }
        }
        assert!(settled >= 10, "seed {seed}: only {settled} hands settled");
    }
}

/// A table's first round can end at the deal (a dealer blackjack under a ten): its results
/// come with Start's step, so every bet of it is settled by a result.
#[test]
fn a_first_round_that_ends_at_the_deal_is_recorded_with_the_start() {
    let seats: Vec<Seat> = (0..2).map(member).collect();
    let wallets = vec![100i64; 2];
    let rules = BlackjackRules {
        house: HouseRules::default(),
        decks: 6,
        lists: None,
    };
    let ctx = at(&seats, &wallets, &rules);
    let options = Options {
        mode: Mode::Table,
        bet: Some(10),
        decks: None,
    };
    let opener = Clicker {
        member: 100,
        name: "m0".into(),
        seat: Some(0),
        opener: true,
        wallet: 100,
    };
    let mut found = 0;
    for seed in 0..2_000u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut game, _) = Blackjack::create(options.clone(), &ctx, &mut rng).unwrap();
        let step = game
            .apply(&opener, TableAction::Start, &ctx, &mut rng)
            .unwrap();
        let over = game
            .play()
            .and_then(|t| t.round.as_ref())
            .is_some_and(|r| r.stage == Stage::Over);
        let bets: i64 = step
            .chips
            .iter()
            .filter(|c| c.delta < 0)
            .map(|c| -c.delta)
            .sum();
        let wagers: i64 = step.results.iter().map(|r| r.wager).sum();
        if over {
            found += 1;
            assert_eq!(step.results.len(), 2, "seed {seed}");
            assert_eq!(wagers, bets, "seed {seed}");
        } else {
            assert!(step.results.is_empty());
        }
        if found >= 3 {
            return;
        }
    }
    panic!("no first round ended at the deal in 2,000 seeds ({found})");
}
