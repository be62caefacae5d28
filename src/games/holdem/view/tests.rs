use super::*;
use crate::engine::game::{
    Clicker, Ctx, Game, NoMemo, Occupant, Seat, SeatChange, SeatStatus, Step,
};
use crate::engine::holdem::evaluate as evaluate_seven;
use crate::engine::holdem::game::{HoldemRules, Options};
use crate::view::emoji::map::longest_emoji_map;
use crate::view::game::{Status, measure};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A table as the pipeline keeps it: the game, its seats and their wallets.
struct Table {
    game: Holdem,
    seats: Vec<Seat>,
    wallets: Vec<i64>,
    rng: ChaCha8Rng,
}

fn member(no: u8) -> Seat {
    Seat {
        no,
        occupant: Occupant::Member {
            id: u64::MAX - u64::from(no),
            name: "W".repeat(32),
        },
        status: SeatStatus::Playing,
    }
}

impl Table {
    fn open(options: Options) -> Table {
        let seats = vec![member(0)];
        let wallets = vec![i64::MAX / 4];
        let mut rng = ChaCha8Rng::seed_from_u64(11);
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
        let (game, _) = Holdem::create(options, &ctx, &mut rng).expect("a table");
        Table {
            game,
            seats,
            wallets,
            rng,
        }
    }

    fn act(&mut self, seat: u8, action: TableAction<Move>) -> Result<(), String> {
        let rules = HoldemRules::default();
        let ctx = Ctx {
            now: 0,
            seats: &self.seats,
            wallets: &self.wallets,
            barred: &[],
            rules: &rules,
            first_attempt: true,
            memo: &NoMemo,
        };
        let seated = self.seats.iter().any(|s| s.no == seat && s.is_playing());
        let by = Clicker {
            member: u64::MAX - u64::from(seat),
            name: "W".repeat(32),
            seat: seated.then_some(seat),
            opener: seat == 0,
            wallet: i64::MAX / 4,
        };
        let step: Step = self
            .game
            .apply(&by, action, &ctx, &mut self.rng)
            .map_err(|e| format!("{e:?}"))?;
        for change in step.seats {
            match change {
                SeatChange::Add(_) => {
                    let no = crate::engine::game::free_seat(&self.seats).expect("a seat");
                    self.seats.push(member(no));
                    self.wallets.push(i64::MAX / 4);
                }
                SeatChange::Leave(no) | SeatChange::Drop(no) => {
                    if let Some(s) = self.seats.iter_mut().find(|s| s.no == no) {
                        s.status = SeatStatus::Left;
                    }
                }
                SeatChange::Remove(_) => {}
            }
        }
        Ok(())
    }

    fn hand(&self) -> Option<&Hand> {
        self.game.felt().and_then(|t| t.hand.as_ref())
    }
}

/// The longest tables the rules allow, as they go: nine members with the longest names at
/// the largest blinds, a hand whose every street is raised by the least then called round
/// the table, every hand shown after it, the next hand beside it; a sit-and-go of nine, its
/// knockouts and its end.
fn longest_games() -> Vec<(Holdem, Vec<Seat>)> {
    let mut kept = Vec::new();
    let mut table = Table::open(Options {
        blind: Some(MAX_BIG_BLIND_SHOWN),
        seats: Some(9),
        buyin: Some(100 * MAX_BIG_BLIND_SHOWN),
        ..Options::default()
    });
    for seat in 1..9 {
        table.act(seat, TableAction::Join).expect("joins");
    }
    kept.push((table.game.clone(), table.seats.clone()));
    table.act(0, TableAction::Start).expect("starts");
    let mut raised = std::collections::BTreeSet::new();
    while let Some(hand) = table.hand().filter(|h| h.number == 1) {
        let seat = hand.to_act().expect("to act");
        let options = hand.options().expect("options");
        // Each street: one least raise per seat, then calls.
        let mv = match options.raise {
            Some((min, _))
                if raised.insert((hand.street, seat)) && hand.street != Street::River =>
            {
                Move::Raise(Some(min as i64))
            }
            _ if options.check => Move::Check,
            _ => Move::Call,
        };
        table.act(seat, TableAction::Play(mv)).expect("a move");
        kept.push((table.game.clone(), table.seats.clone()));
    }
    for seat in 0..9 {
        let _ = table.act(seat, TableAction::Play(Move::Show));
    }
    kept.push((table.game.clone(), table.seats.clone()));
    // The second hand, every seat all in: a run-out beside the last hand's nine hands.
    while let Some(hand) = table.hand().filter(|h| h.number == 2) {
        let seat = hand.to_act().expect("to act");
        let options = hand.options().expect("options");
        let mv = match options.raise {
            Some((_, max)) => Move::Raise(Some(max as i64)),
            None => Move::Call,
        };
        table.act(seat, TableAction::Play(mv)).expect("a move");
        kept.push((table.game.clone(), table.seats.clone()));
    }
    // The board at its fullest: the longest hand last (nine hands shown, every street
    // raised round the table) and three more ended since a member last acted, each seat
    // reviewing the longest hand.
    let longest_end = kept
        .iter()
        .filter_map(|(g, _)| g.felt().and_then(|t| t.last.clone()))
        .find(|e| e.number == 1)
        .expect("the first hand's end");
    let mut fullest = table.game.clone();
    if let Holdem::Cash(crate::engine::table::TableGame {
        phase: crate::engine::table::TablePhase::Playing { rules, .. },
        ..
    }) = &mut fullest
    {
        let table = &mut rules.table;
        let other = table.last.clone().expect("the second hand's end");
        table.history.seen = 0;
        table.history.earlier = (1..4)
            .map(|number| HandEnd {
                number,
                ..other.clone()
            })
            .collect();
        table.last = Some(HandEnd {
            number: 4,
            ..longest_end
        });
    }
    assert_eq!(
        fullest
            .felt()
            .map(|t| t.history.on_board(t.last.as_ref().expect("last")).len()),
        Some(crate::engine::holdem::history::ON_BOARD)
    );
    kept.push((fullest, table.seats.clone()));
    // A sit-and-go of nine, left one by one: each knockout, then its end.
    let mut sng = Table::open(Options {
        mode: Mode::Tournament,
        buyin: Some(crate::engine::holdem::game::MAX_TOURNAMENT_BUY_IN),
        seats: Some(9),
        ..Options::default()
    });
    for seat in 1..9 {
        sng.act(seat, TableAction::Join).expect("joins");
    }
    sng.act(0, TableAction::Start).expect("starts");
    for seat in (1..9).rev() {
        sng.act(seat, TableAction::Leave).expect("leaves");
        kept.push((sng.game.clone(), sng.seats.clone()));
    }
    // The last one left wins: it is over, and leaving changes nothing.
    assert!(sng.game.outcome().is_some());
    assert!(sng.act(0, TableAction::Leave).is_err());
    kept
}

const MAX_BIG_BLIND_SHOWN: i64 = crate::engine::holdem::table::MAX_BIG_BLIND;

/// The longest tables fit Discord's limits in the text style and with Parlor's emojis at
/// their longest markup, in every language: the public message at every move, each seat's
/// own cards, the announcements, open and closed; the forms too.
#[test]
fn the_longest_board_fits_in_both_styles() {
    let map = longest_emoji_map();
    let games = longest_games();
    assert!(games.iter().any(|(g, _)| g.outcome().is_some()));
    for &locale in Locale::ALL {
        for emojis in [None, Some(&map)] {
            let mut longest = (0, 0);
            for (game, seats) in &games {
                let wallets = vec![i64::MAX / 4; seats.len()];
                for status in [Status::Open, Status::Finished] {
                    let viewers = std::iter::once(Viewer::Public).chain((0..9).map(Viewer::Seat));
                    for viewer in viewers {
                        let mut ctx = RenderCtx::sample(seats, &wallets, locale, viewer, emojis);
                        ctx.status = status;
                        ctx.currency = crate::view::game::longest_currency();
                        let view = game.render(&ctx);
                        if let Err(e) = view.check_limits() {
                            panic!("{locale:?} {viewer:?}: {e}\n{view:#?}");
                        }
                        let (d, t) = measure(&view);
                        longest = (longest.0.max(d), longest.1.max(t));
                        if let Some(said) = game.announcement(&ctx) {
                            said.check_limits().expect("the announcement fits");
                        }
                        for ask in [Move::AskRaise, Move::AskRebuy] {
                            if let Some(form) = game.modal(&TableAction::Play(ask), &ctx) {
                                form.check_limits().expect("the form fits");
                            }
                        }
                    }
                }
            }
            println!(
                "holdem {locale:?} {}: longest description {} characters, embed {}",
                if emojis.is_some() { "emoji" } else { "text" },
                longest.0,
                longest.1
            );
        }
    }
}

#[test]
fn hands_are_named_with_what_decides_them() {
    crate::testing::registry();
    use crate::engine::cards::Card;
    let seven = |text: &str| -> [Card; 7] {
        let cards: Vec<Card> = text
            .split_whitespace()
            .map(|c| Card::parse(c).expect("a card"))
            .collect();
        cards.try_into().expect("seven cards")
    };
    let named = |text: &str| hand_name(Locale::En, evaluate_seven(&seven(text)));
    assert_eq!(named("KS KD 7H 7C 2S 3D 9H"), "Two pair (K, 7)");
    assert_eq!(named("QS QD QH 4C 4S 3D 9H"), "Full house (Q, 4)");
    assert_eq!(named("AS KS QS JS 10S 3D 9H"), "Royal flush");
    assert_eq!(named("AS 2D 3H 4C 5S 9D JH"), "Straight (5)");
    // The stored score reads back the same on the board.
    let strength = evaluate_seven(&seven("KS KD 7H 7C 2S 3D 9H"));
    assert_eq!(
        board_entry(i64::from(strength.0), "two-pair", Locale::En),
        "Two pair (K, 7)"
    );
    assert_eq!(finish_entry(6, "3/9", Locale::En), "3rd of 9");
    assert_eq!(finish_entry(6, "3/9", Locale::Fr), "3e sur 9");
    assert_eq!(finish_entry(0, "junk", Locale::En), "");
}

/// Seven cards as text.
fn seven(text: &str) -> [crate::engine::cards::Card; 7] {
    let cards: Vec<crate::engine::cards::Card> = text
        .split_whitespace()
        .map(|c| crate::engine::cards::Card::parse(c).expect("a card"))
        .collect();
    cards.try_into().expect("seven cards")
}

/// A hand shown down between seats 0 and 1 on `board`: each seat's hole cards, and the
/// pot's winners.
fn shown_down(text: &str, holes: [&str; 2], winners: &[(u8, i64)]) -> HandEnd {
    let board: Vec<crate::engine::cards::Card> = text
        .split_whitespace()
        .map(|c| crate::engine::cards::Card::parse(c).expect("a card"))
        .collect();
    let seats = holes
        .iter()
        .enumerate()
        .map(|(seat, hole)| {
            let all = seven(&format!("{hole} {text}"));
            let won = winners
                .iter()
                .find(|w| w.0 == seat as u8)
                .map_or(0, |w| w.1);
            crate::engine::holdem::hand::SeatEnd {
                seat: seat as u8,
                hole: [all[0], all[1]],
                put_in: 2,
                won,
                stack: 40 - 2 + won,
                folded: false,
                strength: Some(evaluate_seven(&all)),
                shown: true,
            }
        })
        .collect();
    HandEnd {
        number: 1,
        button: 0,
        board,
        seats,
        pots: vec![crate::engine::holdem::hand::PotEnd {
            amount: 4,
            winners: winners.to_vec(),
            strength: None,
        }],
        showdown: true,
        log: Vec::new(),
        all_in: None,
    }
}

/// A showdown names the kicker that decides between hands of the same name, in each
/// language, and a pot the hands split says it was split.
#[test]
fn showdown_lines_name_the_deciding_kicker_and_a_split() {
    crate::testing::registry();
    let seats = vec![member(0), member(1)];
    let wallets = vec![0, 0];
    let board = "4D AC 2D 7H AH";
    let end = shown_down(board, ["9H 2H", "5D 2C"], &[(0, 4)]);
    let ctx = RenderCtx::sample(&seats, &wallets, Locale::En, Viewer::Public, None);
    let lines = hand_end_lines(&ctx, &end);
    assert!(
        lines.contains("— Two pair (A, 2), 9 kicker · **+2**"),
        "{lines}"
    );
    assert!(lines.contains("— Two pair (A, 2), 7 kicker"), "{lines}");
    assert!(!lines.contains("plit"), "{lines}");
    let fr = RenderCtx::sample(&seats, &wallets, Locale::Fr, Viewer::Public, None);
    let lines = hand_end_lines(&fr, &end);
    assert!(lines.contains("kicker 9"), "{lines}");
    assert!(
        lines.contains("\u{a0}: [9♥] [2♥]"),
        "a space before the colon: {lines}"
    );
    let pl = RenderCtx::sample(&seats, &wallets, Locale::Pl, Viewer::Public, None);
    assert!(hand_end_lines(&pl, &end).contains("kicker 9"));
    // The board plays for both: no kicker to name, and the pot is split.
    let split = shown_down("AS KS QS JS 9D", ["2C 3D", "4H 2S"], &[(0, 2), (1, 2)]);
    let lines = hand_end_lines(&ctx, &split);
    assert!(!lines.contains("kicker"), "{lines}");
    assert!(lines.contains("Split pot (4 chips)"), "{lines}");
    assert!(
        hand_end_lines(&fr, &split).contains("Pot partagé (4 jetons)\u{a0}:"),
        "{}",
        hand_end_lines(&fr, &split)
    );
}

/// Stacks are grouped as the language groups numbers, as bets are.
#[test]
fn stacks_are_grouped_as_the_language_groups_numbers() {
    crate::testing::registry();
    let mut table = Table::open(Options {
        blind: Some(100),
        seats: Some(2),
        buyin: Some(10_000),
        ..Options::default()
    });
    table.act(1, TableAction::Join).expect("joins");
    table.act(0, TableAction::Start).expect("starts");
    let stack = table.game.felt().expect("the felt").stack(0);
    assert!(stack >= 1_000, "{stack}");
    for (locale, separator) in [
        (Locale::En, ","),
        (Locale::Fr, "\u{202F}"),
        (Locale::Pl, "\u{a0}"),
    ] {
        let ctx = RenderCtx::sample(&table.seats, &table.wallets, locale, Viewer::Public, None);
        let view = table.game.render(&ctx);
        let text = &view.embeds[0].description;
        let grouped = format!("**{}**", crate::view::format::group(stack, separator));
        assert!(text.contains(&grouped), "{locale:?} {grouped}: {text}");
    }
}

/// Aces against kings, shown down on `board`, all in at `street`: their chances worked out
/// from the board of that street.
fn all_in_end(street: Street) -> HandEnd {
    let board = "2C 7D 9H JS 3S";
    let mut end = shown_down(board, ["AH AD", "KS KC"], &[(0, 4)]);
    let hands: Vec<(u8, [crate::engine::cards::Card; 2])> =
        end.seats.iter().map(|s| (s.seat, s.hole)).collect();
    end.all_in = crate::engine::holdem::hand::AllIn::work_out(
        street,
        &hands,
        &end.board[..street.board_cards()],
    );
    end
}

/// A chance as the test writes it, apart from the view's code: a tenth of a percent at
/// most, none when whole, the language's decimal mark and percent sign.
fn written(locale: Locale, chance: crate::engine::holdem::Fraction) -> String {
    let tenths = (chance.numerator as f64 * 1000.0 / chance.denominator as f64).round() as u64;
    let number = if tenths.is_multiple_of(10) {
        (tenths / 10).to_string()
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    };
    match locale {
        Locale::En => format!("{number} %"),
        Locale::Fr => format!("{} %", number.replace('.', ",")).replace(' ', "\u{202f}"),
        Locale::Pl => format!("{}%", number.replace('.', ",")),
    }
}

/// An all-in's end shows, before the board, the street the hands were all in on (with its
/// board) and each hand still in with its cards and its exact chances to win and to tie,
/// in each language; the figures are the enumeration's, and the shares add up to the pot.
#[test]
fn an_all_in_shows_each_hands_chances_where_the_hand_ended() {
    crate::testing::registry();
    let seats = vec![member(0), member(1)];
    let wallets = vec![0, 0];
    let preflop = all_in_end(Street::Preflop);
    let flop = all_in_end(Street::Flop);
    let odds = preflop.all_in.clone().expect("the chances");
    assert_eq!((odds.street, odds.boards), (Street::Preflop, 1_712_304));
    let shares: f64 = odds.hands.iter().map(|o| o.share.value()).sum();
    assert!((shares - 1.0).abs() < 1e-12, "{shares}");
    let headings = [
        (
            Locale::En,
            "All in before the flop:",
            "All in on the flop ([2♣] [7♦] [9♥]):",
        ),
        (
            Locale::Fr,
            "À tapis avant le flop\u{a0}:",
            "À tapis au flop ([2♣] [7♦] [9♥])\u{a0}:",
        ),
        (
            Locale::Pl,
            "All-in przed flopem:",
            "All-in na flopie ([2♣] [7♦] [9♥]):",
        ),
    ];
    for (locale, before, on_flop) in headings {
        let ctx = RenderCtx::sample(&seats, &wallets, locale, Viewer::Public, None);
        for (end, heading) in [(&preflop, before), (&flop, on_flop)] {
            let lines = hand_end_lines(&ctx, end);
            let all_in = end.all_in.as_ref().expect("the chances");
            let mut expected = vec![heading.to_string()];
            for (odds, seat) in all_in.hands.iter().zip(&end.seats) {
                let (win, tie) = (written(locale, odds.win), written(locale, odds.tie));
                let cards = ctx.cards_shown(&seat.hole);
                let who = name_at(&ctx, seat.seat);
                expected.push(match locale {
                    Locale::En => format!("{who}: {cards} — {win} win · {tie} tie"),
                    Locale::Fr => {
                        format!("{who}\u{a0}: {cards} — victoire {win} · partage {tie}")
                    }
                    Locale::Pl => format!("{who}: {cards} — wygrana {win} · remis {tie}"),
                });
            }
            let expected = expected.join("\n");
            assert!(lines.starts_with(&expected), "{expected}\n---\n{lines}");
            // Then the board as it came, and the showdown.
            let board = lines.lines().nth(3).unwrap_or_default();
            assert!(board.contains("[2♣] [7♦] [9♥] [J♠] [3♠]"), "{lines}");
        }
    }
    // Aces against kings of no shared suit before the flop: 81.26 % of the pot, that is
    // 81.1 % won and half of the 0.4 % tied.
    let en = RenderCtx::sample(&seats, &wallets, Locale::En, Viewer::Public, None);
    let lines = hand_end_lines(&en, &preflop);
    assert!(lines.contains("— 81.1 % win · 0.4 % tie"), "{lines}");
    assert!(lines.contains("— 18.6 % win · 0.4 % tie"), "{lines}");
    // A hand without an all-in shows no chances.
    let none = shown_down("2C 7D 9H JS 3S", ["AH AD", "KS KC"], &[(0, 4)]);
    assert!(!hand_end_lines(&en, &none).contains("All in"));
}

/// A chance is never rounded to a sure thing, or to none, when it is neither.
#[test]
fn a_chance_is_never_rounded_to_none_or_to_a_sure_thing() {
    crate::testing::registry();
    use crate::engine::holdem::Fraction;
    let boards = 1_712_304;
    let cases = [
        (Fraction::new(0, boards), "0 %", "0\u{202f}%", "0%"),
        (
            Fraction::new(1, boards),
            "< 0.1 %",
            "< 0,1\u{202f}%",
            "< 0,1%",
        ),
        (
            Fraction::new(boards - 1, boards),
            "> 99.9 %",
            "> 99,9\u{202f}%",
            "> 99,9%",
        ),
        (
            Fraction::new(boards, boards),
            "100 %",
            "100\u{202f}%",
            "100%",
        ),
        (Fraction::new(463, 1000), "46.3 %", "46,3\u{202f}%", "46,3%"),
    ];
    for (share, en, fr, pl) in cases {
        assert_eq!(chance(Locale::En, share), en);
        assert_eq!(chance(Locale::Fr, share), fr);
        assert_eq!(chance(Locale::Pl, share), pl);
    }
}

/// In the pictures style each hand's chances are a row of the picture, its cards drawn and
/// its figures beside them, and stay in the text with the cards in words; in the emoji
/// style the line reads with the card emojis.
#[test]
fn an_all_in_reads_in_the_pictures_and_emoji_styles() {
    crate::testing::registry();
    use crate::view::emoji::map::PICTURES;
    let seats = vec![member(0), member(1)];
    let wallets = vec![0, 0];
    let end = all_in_end(Street::Flop);
    let ctx = RenderCtx::sample(
        &seats,
        &wallets,
        Locale::En,
        Viewer::Public,
        Some(&PICTURES),
    );
    let lines = hand_end_lines(&ctx, &end);
    assert!(lines.contains("All in on the flop (<:"), "{lines}");
    let mut view = View::embed("Hold'em", lines, colour::INFO);
    let links = crate::view::picture::Links::new("https://parlor.example", b"key", 1);
    let names = [(u64::MAX, "ana"), (u64::MAX - 1, "bob")];
    crate::view::picture::show(
        &mut view,
        &crate::view::picture::Showing {
            links: &links,
            emojis: None,
            now: 0,
            locale: Locale::En,
            names: &names,
        },
    );
    let embed = &view.embeds[0];
    let picture = embed.picture.as_ref().expect("a picture");
    let odds = end.all_in.as_ref().expect("the chances");
    for (o, name) in odds.hands.iter().zip(["ana", "bob"]) {
        let figures = format!(
            "{} win · {} tie",
            written(Locale::En, o.win),
            written(Locale::En, o.tie)
        );
        assert!(
            picture.description.contains(&figures),
            "{}",
            picture.description
        );
        assert!(
            picture.description.contains(name),
            "{}",
            picture.description
        );
        assert!(
            embed.description.contains(&figures),
            "{}",
            embed.description
        );
    }
    assert!(
        embed.description.contains("All in on the flop (2♣ 7♦ 9♥):")
            || embed.description.contains("All in on the flop"),
        "{}",
        embed.description
    );
    assert!(!embed.description.contains("<:"), "{}", embed.description);
}
