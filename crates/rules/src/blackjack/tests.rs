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
        3,
        &mut shoe,
        house(),
    );
    assert_eq!(
        round.insure(0, true, &mut shoe, house()),
        Ok(1),
        "half of 3, rounded down"
    );
    assert_eq!(round.stage, Stage::Play);
    // Half of one chip is nothing: a 1-chip bet is not asked, the dealer peeks at once.
    let round = Round::rigged(
        cards2("AS", "6D"),
        &[cards2("TH", "9C")],
        1,
        &mut shoe,
        house(),
    );
    assert_eq!(round.stage, Stage::Play, "not asked");
    assert_eq!(round.spots[0].insurance, Insurance::Declined);
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
        barred: &[],
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

/// Even money on a blackjack under an ace pays the bet 1:1 whatever the hole card, and costs
/// nothing more; declined, the blackjack pushes against the dealer's or is paid 3:2.
#[test]
fn even_money_pays_a_blackjack_one_to_one_whatever_the_dealer_has() {
    for (hole, declined) in [("KD", 10), ("6D", 25)] {
        let mut shoe = only(&["5C"]);
        let mut round = Round::rigged(
            cards2("AS", hole),
            &[cards2("AH", "QC")],
            10,
            &mut shoe,
            house(),
        );
        assert_eq!(round.stage, Stage::Insurance);
        let mut other = round.clone();
        assert_eq!(
            round.insure(0, true, &mut shoe, house()),
            Ok(0),
            "no chips more"
        );
        assert_eq!(round.spots[0].insurance, Insurance::EvenMoney);
        assert_eq!(round.stage, Stage::Over);
        assert_eq!(round.ends[0].verdicts, vec![Verdict::EvenMoney]);
        assert_eq!((paid(&round, 0), round.ends[0].wagered), (20, 10));
        other.insure(0, false, &mut shoe, house()).unwrap();
        assert_eq!(paid(&other, 0), declined, "hole {hole}");
    }
    assert_eq!(Verdict::parse("even-money"), Some(Verdict::EvenMoney));
}

/// The insurance hint reads the tens among the unseen cards (the hole card one of them):
/// with every ten gone insurance loses all of it, with only tens left it wins 2:1; even
/// money is worth the bet against what the blackjack is left with.
#[test]
fn the_insurance_hint_counts_the_tens_the_player_has_not_seen() {
    use super::coach::advise_insurance;
    // The hole card is a six; the shoe holds one more six and two tens.
    let mut shoe = only(&["6C", "KC", "QC"]);
    let round = Round::rigged(
        cards2("AS", "6D"),
        &[cards2("9H", "8C")],
        10,
        &mut shoe,
        house(),
    );
    let advice = advise_insurance(&round, &shoe, house(), 0).unwrap();
    // Unseen: 6C, KC, QC and the hole 6D: a ten half the time. Half the bet at 3p - 1.
    assert!(!advice.even_money);
    assert!(
        (advice.take - 0.5 * (3.0 * 0.5 - 1.0)).abs() < 1e-12,
        "{advice:?}"
    );
    assert!(advice.take_it());
    let mut tens = only(&["KC", "QC", "JC"]);
    let round = Round::rigged(
        cards2("AS", "KD"),
        &[cards2("AH", "QH")],
        10,
        &mut tens,
        house(),
    );
    let advice = advise_insurance(&round, &tens, house(), 0).unwrap();
    assert!(advice.even_money && advice.take == 1.0 && advice.decline == 0.0);
    let mut none = only(&["6C", "5C"]);
    let round = Round::rigged(
        cards2("AS", "6D"),
        &[cards2("AH", "QH")],
        10,
        &mut none,
        house(),
    );
    let advice = advise_insurance(&round, &none, house(), 0).unwrap();
    assert!(
        (advice.decline - 1.5).abs() < 1e-12 && !advice.take_it(),
        "{advice:?}"
    );
}

/// A member who clicks as `seat` (None: not seated) with `wallet` chips.
fn clicker(member: u64, seat: Option<SeatNo>, wallet: i64) -> Clicker {
    Clicker {
        member,
        name: format!("m{member}"),
        seat,
        opener: seat == Some(0),
        wallet,
    }
}

/// A table of `seated` members, started, its first round dealt.
fn started_table(seated: u8, wallets: &[i64], rules: &BlackjackRules, seed: u64) -> Blackjack {
    let seats: Vec<Seat> = (0..seated).map(member).collect();
    let ctx = at(&seats, wallets, rules);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = Options {
        mode: Mode::Table,
        bet: Some(10),
        decks: None,
    };
    let (mut game, _) = Blackjack::create(options, &ctx, &mut rng).unwrap();
    game.apply(
        &clicker(100, Some(0), wallets[0]),
        TableAction::Start,
        &ctx,
        &mut rng,
    )
    .unwrap();
    game
}

fn rules6() -> BlackjackRules {
    BlackjackRules {
        house: HouseRules::default(),
        decks: 6,
        lists: None,
    }
}

/// A member sits down at a running table (Join, as at the draw table), during a round or
/// between rounds, and is dealt in from the next round; a member's own seat takes no one.
#[test]
fn a_member_joins_a_running_table_and_is_dealt_in_from_the_next_round() {
    let rules = rules6();
    let mut game = started_table(1, &[1_000, 1_000], &rules, 3);
    let seats = vec![member(0), member(1)];
    let wallets = [1_000, 1_000];
    let ctx = at(&seats[..1], &wallets, &rules);
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let step = game
        .apply(
            &clicker(101, None, 1_000),
            TableAction::Join,
            &ctx,
            &mut rng,
        )
        .expect("a member sits down at a running table");
    assert!(step.chips.is_empty(), "nothing is bought in: {step:?}");
    let table = game.play().unwrap();
    assert!(table.players.contains(&1));
    assert!(
        table.round.as_ref().unwrap().spot(1).is_none(),
        "not in this round"
    );
    // The round played out (standing), then the next is dealt to both.
    let ctx = at(&seats, &wallets, &rules);
    for _ in 0..10 {
        let table = game.play().unwrap();
        let Some(seat) = table.round.as_ref().and_then(Round::to_act) else {
            break;
        };
        let action = if table.round.as_ref().unwrap().stage == Stage::Insurance {
            Move::NoInsurance
        } else {
            Move::Decide(Decision::Stand)
        };
        game.apply(
            &clicker(100 + u64::from(seat), Some(seat), 1_000),
            TableAction::Play(action),
            &ctx,
            &mut rng,
        )
        .unwrap();
    }
    game.apply(
        &clicker(101, Some(1), 1_000),
        TableAction::Play(Move::Deal),
        &ctx,
        &mut rng,
    )
    .unwrap();
    let round = game.play().unwrap().round.as_ref().unwrap();
    assert!(round.spot(0).is_some() && round.spot(1).is_some());
    // A member without the bet is refused, and nothing changes.
    let before = serde_json::to_string(&game).unwrap();
    let seats3: Vec<Seat> = (0..2).map(member).collect();
    let ctx = at(&seats3, &wallets, &rules);
    assert!(
        game.apply(&clicker(102, None, 5), TableAction::Join, &ctx, &mut rng)
            .is_err()
    );
    assert_eq!(serde_json::to_string(&game).unwrap(), before);
    // A member's own seat.
    let solo_ctx = at(&seats[..1], &wallets, &rules);
    let (mut solo, _) = Blackjack::create(Options::default(), &solo_ctx, &mut rng).unwrap();
    assert!(
        solo.apply(
            &clicker(101, None, 1_000),
            TableAction::Join,
            &solo_ctx,
            &mut rng
        )
        .is_err()
    );
}

/// A turn that runs out is kept with the round (the hand stood, or insurance went
/// unanswered), and a member who leaves or is dropped is kept with the round they left in:
/// the board says both.
#[test]
fn timeouts_and_departures_are_kept_for_the_board() {
    let rules = rules6();
    let wallets = [1_000, 1_000];
    let seats: Vec<Seat> = (0..2).map(member).collect();
    let ctx = at(&seats, &wallets, &rules);
    for seed in 0..40 {
        let mut game = started_table(2, &wallets, &rules, seed);
        let Some(seat) = game
            .play()
            .and_then(|t| t.round.as_ref())
            .and_then(Round::to_act)
        else {
            continue;
        };
        let insurance = game.play().unwrap().round.as_ref().unwrap().stage == Stage::Insurance;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        game.on_timeout(&ctx, &mut rng);
        let table = game.play().unwrap();
        assert_eq!(
            table.timeouts,
            vec![table::Timeout {
                seat,
                round: 1,
                insurance
            }],
            "seed {seed}"
        );
        // Seat 1 leaves.
        game.apply(
            &clicker(101, Some(1), 1_000),
            TableAction::Leave,
            &ctx,
            &mut rng,
        )
        .unwrap();
        let table = game.play().unwrap();
        assert_eq!(
            table.departures,
            vec![table::Departure { seat: 1, round: 1 }]
        );
        return;
    }
    panic!("no round to time out");
}

/// Under an ace, a seat whose balance cannot cover half its bet is not asked about
/// insurance; one whose balance can is.
#[test]
fn insurance_is_not_offered_to_a_balance_that_cannot_cover_it() {
    let rules = rules6();
    let mut asked = [0, 0];
    for seed in 0..400 {
        for (i, wallet) in [14i64, 15].into_iter().enumerate() {
            let game = started_table(1, &[wallet], &rules, seed);
            let round = game.play().unwrap().round.as_ref().unwrap();
            if round.up() != super::shoe::ACE {
                continue;
            }
            // Even money costs nothing more: it is offered whatever the balance.
            if Round::even_money(&round.spots[0]) {
                assert_eq!(round.stage, Stage::Insurance, "seed {seed}");
                continue;
            }
            // After the bet of 10, 4 or 5 chips are left: insurance is 5.
            if round.stage == Stage::Insurance {
                asked[i] += 1;
            } else {
                assert_eq!(round.spots[0].insurance, Insurance::Declined, "seed {seed}");
            }
        }
    }
    assert_eq!(asked[0], 0, "{asked:?}");
    assert!(asked[1] > 0, "{asked:?}");
}

/// Even money costs nothing: it is taken with a balance short of half the bet, and on a
/// bet of one chip, where insurance is not offered.
#[test]
fn even_money_is_taken_whatever_the_balance_and_on_one_chip() {
    let mut shoe = only(&["5C"]);
    let mut round = Round::rigged(
        cards2("AS", "6D"),
        &[cards2("AH", "QC")],
        1,
        &mut shoe,
        house(),
    );
    assert_eq!(
        round.stage,
        Stage::Insurance,
        "even money is offered on 1 chip"
    );
    assert_eq!(round.insure(0, true, &mut shoe, house()), Ok(0));
    assert_eq!((paid(&round, 0), round.ends[0].wagered), (2, 1));
    // At a table: a blackjack under an ace with 4 chips left after a bet of 10.
    let rules = rules6();
    for seed in 0..2_000 {
        let mut game = started_table(1, &[14], &rules, seed);
        let round = game.play().unwrap().round.clone().unwrap();
        if round.stage != Stage::Insurance || !Round::even_money(&round.spots[0]) {
            continue;
        }
        let seats = vec![member(0)];
        let wallets = [4i64];
        let ctx = at(&seats, &wallets, &rules);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let step = game
            .apply(
                &clicker(100, Some(0), 4),
                TableAction::Play(Move::Insure),
                &ctx,
                &mut rng,
            )
            .expect("even money needs no chips");
        let paid: i64 = step.chips.iter().map(|c| c.delta).sum();
        assert_eq!(paid, 20, "the blackjack paid 1:1 with its stake: {step:?}");
        return;
    }
    panic!("no blackjack under an ace in 2,000 deals");
}

/// The table keeps the round dealt first from the shoe in use, and how many shuffles the
/// shoe had when the round was dealt.
#[test]
fn the_table_knows_when_a_new_shoe_was_shuffled() {
    let mut table = table::BlackjackTable::new_table(
        &[0],
        table::Setup {
            decks: 1,
            ..Default::default()
        },
    );
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut new_shoes = Vec::new();
    let mut before = table.cards.shuffles;
    for _ in 0..30 {
        table.deal(&[0], &mut rng).unwrap();
        // Everything stands (the dealer plays), whatever was asked.
        let house = table.setup.house;
        if let Some(round) = table.round.as_mut() {
            round.stand_all(0, &mut table.cards, house);
        }
        if table.new_shoe_at == table.rounds {
            new_shoes.push(table.rounds);
        }
        // A shoe shuffled before the round is a new shoe from it; one that was not, is not.
        let shuffled = table.cards.shuffles != before;
        assert_eq!(
            table.new_shoe_at == table.rounds,
            shuffled || table.rounds == 1
        );
        before = table.cards.shuffles;
    }
    assert!(new_shoes.len() >= 2, "{new_shoes:?}");
    assert_eq!(new_shoes[0], 1);
}

/// A hand split again is valued for the hands the seat still has room for: with three hands
/// out, splitting the fourth pair makes at most two.
#[test]
fn a_split_hint_counts_the_hands_the_seat_has_room_for() {
    use super::coach::advise;
    use super::ev::Evaluator;
    // Only eights to draw: two splits give three hands, the first of them a pair again.
    let mut cards = only(&["8D", "8S"]);
    cards.decks = 8;
    cards.left[usize::from(card("8D").index())] = 2;
    cards.left[usize::from(card("8S").index())] = 2;
    let mut round = Round::rigged(
        cards2("9S", "7D"),
        &[cards2("8H", "8C")],
        10,
        &mut cards,
        house(),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..2 {
        round
            .decide(0, Decision::Split, &mut cards, house(), &mut rng)
            .unwrap();
    }
    let spot = round.spot(0).unwrap();
    assert_eq!(spot.hands.len(), 3);
    assert_eq!(spot.hand().map(|h| h.ranks()), Some(vec![7, 7]));
    // The cards left to value it from: a few of each rank.
    for code in [
        "TC", "TD", "TH", "JS", "9C", "9D", "2C", "3C", "4C", "5C", "6C", "7C", "8D", "AC",
    ] {
        cards.left[usize::from(card(code).index())] += 1;
    }
    let advice = advise(&round, &cards, house(), 0, &[Decision::Split], None).unwrap();
    let shoe = round.unseen(&cards);
    let two = Evaluator::new(house(), round.up()).split_into(shoe, 7, 2);
    let four = Evaluator::new(house(), round.up()).split(shoe, 7);
    assert_eq!(advice.value_of(Decision::Split), Some(two));
    assert!((two - four).abs() > 1e-9, "room matters here: {two} {four}");
}

#[test]
fn a_soft_21_of_five_cards_is_counted_at_the_settlement() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    // A-2, then 2, 3 and 3: five cards making 21 with the ace as eleven.
    let mut shoe = only(&["2D", "3C", "3H"]);
    let mut round = Round::rigged(
        cards2("9S", "8D"),
        &[cards2("AS", "2C"), cards2("TH", "9C")],
        10,
        &mut shoe,
        house(),
    );
    for _ in 0..3 {
        round
            .decide(0, Decision::Hit, &mut shoe, house(), &mut rng)
            .unwrap();
    }
    if round.stage != Stage::Over {
        round
            .decide(1, Decision::Stand, &mut shoe, house(), &mut rng)
            .unwrap();
    }
    assert_eq!(round.stage, Stage::Over);
    let counted: Vec<u32> = round.ends.iter().map(|e| e.five_card_soft_21s).collect();
    assert_eq!(
        counted,
        [1, 0],
        "seat 0's five-card 21; seat 1's two-card 19"
    );
    assert_eq!(round.ends[0].verdicts, [Verdict::Win]);
}
