//! The pictures style (`/config display card_style:pictures`), end to end: every game's
//! board shown as one PNG by a signed URL, with alt text that names what it shows, and no
//! placeholder left anywhere in a message; the pictures served by the app and over the HTTP
//! endpoint until their links expire, and nothing else; the style's fallback where Parlor has
//! no public address, said by `/config`; the terminal table saving each board's picture with
//! `--attachments`; and the `[pictures]` configuration's checks.

use crate::common;

use axum::body::Body;
use axum::http::{Request as HttpRequest, StatusCode};
use common::*;
use parlor::app::pictures::NoPicture;
use parlor::app::{Action, App, Command, ConfigChange};
use parlor::config::Config;
use parlor::engine::GameKind;
use parlor::engine::cards::Card;
use parlor::view::picture::Links;
use parlor::view::{Locale, Reply};
use serde_json::{Value, json};
use std::sync::Arc;
use tower::ServiceExt;

/// Where the tests' Parlor says its pictures are.
const BASE: &str = "https://parlor.example/pictures";
/// The tests' signing key (32 characters or more, as the configuration requires).
const KEY: &str = "the pictures tests' own key, 32 characters or more";
/// What every PNG file opens with.
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";
const DAY: i64 = 86_400;

/// The configuration with the pictures style set up.
fn configured() -> Config {
    // The configuration's defaults read the games' settings.
    registry();
    let mut config = Config::default();
    config.pictures.base_url = Some(BASE.into());
    config.pictures.key = Some(KEY.into());
    config
}

/// `/config display card_style:<value>`.
fn card_style(value: &str) -> Command {
    Command::Config(ConfigChange::default().setting("card_style", value))
}

/// `/config` showing the settings.
fn show_config() -> Command {
    Command::Config(ConfigChange::default())
}

/// The line `/config` adds when the server chose pictures that Parlor cannot serve.
fn pictures_off() -> String {
    parlor::locale::i18n::text(Locale::En, "config-pictures-off", &[])
}

/// An app with the style set up, on a server whose manager chose it with `/config`.
async fn pictured(seed: u64) -> Harness {
    let mut h = Harness::with_config(configured(), seed).await;
    assert!(h.app.pictures().is_some(), "the style is set up");
    let set = h.command(ALICE, card_style("pictures")).await;
    let said = text(&set);
    assert!(said.contains("Changed: card_style"), "{said}");
    assert!(!said.contains(&pictures_off()), "set up: {said}");
    h
}

/// A picture a message shows: its URL and its alt text.
#[derive(Debug, Clone, PartialEq)]
struct Picture {
    url: String,
    alt: String,
}

impl Picture {
    /// What follows `/pictures/`: the path the app serves.
    fn path(&self) -> &str {
        self.url
            .strip_prefix(&format!("{BASE}/"))
            .unwrap_or_else(|| panic!("{} is not under {BASE}", self.url))
    }

    /// What the picture shows, as its signed URL names it (its payload, opened with the
    /// app's key): `1~c_qh.c_6h~!01!`.
    fn shows(&self, app: &App) -> String {
        let pictures = app.pictures().expect("the style is set up");
        pictures
            .links()
            .open(self.path(), app.clock().now())
            .map(|payload| payload.to_string())
            .unwrap_or_else(|| panic!("a link this app signed: {}", self.url))
    }
}

/// Every media gallery's items in a message body.
fn pictures_in(body: &Value) -> Vec<Picture> {
    let components = body["components"].as_array().cloned().unwrap_or_default();
    let mut out = Vec::new();
    parlor::view::layout::walk(&components, &mut |c| {
        if c["type"] == 12 {
            for item in c["items"].as_array().into_iter().flatten() {
                out.push(Picture {
                    url: item["media"]["url"]
                        .as_str()
                        .unwrap_or_default()
                        .to_string(),
                    alt: item["description"].as_str().unwrap_or_default().to_string(),
                });
            }
        }
    });
    out
}

/// The board's picture of a message: the one item of the gallery that follows the first
/// panel's first text.
fn board_picture(body: &Value) -> Picture {
    let inner = panel(body, 0)["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(inner.len() >= 2, "a panel with a picture: {body}");
    assert_eq!(inner[0]["type"], 10, "the board's text first: {body}");
    assert_eq!(inner[1]["type"], 12, "then its picture: {body}");
    let items = inner[1]["items"].as_array().expect("the gallery's items");
    assert_eq!(items.len(), 1, "one picture a board: {body}");
    pictures_in(&json!({ "components": [inner[1].clone()] }))
        .pop()
        .unwrap()
}

/// The response's message body.
fn response(reply: &Reply) -> Value {
    reply.to_json()["data"].clone()
}

/// Every message a reply sends, with whether it is public: the response's, the private
/// follow-up, the other messages it edits, and the posts after it.
fn messages(reply: &Reply) -> Vec<(Value, bool)> {
    let mut out = Vec::new();
    let data = response(reply);
    if data.get("components").is_some() {
        let public = !is_private(&data);
        out.push((data, public));
    }
    if let Some(private) = reply.private_json() {
        out.push((private, false));
    }
    for edit in &reply.edits {
        out.push((edit.view.message_json(false), true));
    }
    for post in &reply.announce {
        out.push((post.message_json(true), true));
    }
    out
}

/// A PNG's width and height, read by decoding the whole image.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(PNG), "a PNG file");
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG that decodes");
    let mut pixels = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut pixels).expect("its pixels decode");
    (frame.width, frame.height)
}

/// The picture at `url`, as the app serves it now.
fn served(app: &App, url: &str) -> Arc<[u8]> {
    let path = url
        .strip_prefix(&format!("{BASE}/"))
        .unwrap_or_else(|| panic!("{url} is not under {BASE}"));
    app.pictures()
        .expect("the style is set up")
        .serve(path, app.clock().now())
        .unwrap_or_else(|e| panic!("{url}: {e}"))
}

/// Checks every message of a reply in the pictures style: within Discord's schemas for
/// Components V2, no placeholder left in any text or on any control, and each picture under
/// the base URL, with alt text, served as a PNG. Gives every picture, with whether its
/// message is public.
fn checked(h: &Harness, reply: &Reply) -> Vec<(Picture, bool)> {
    let json = reply.to_json();
    let errors = schema_errors(&json);
    assert!(errors.is_empty(), "{errors:?}\n{json:#}");
    if let Some(private) = reply.private_json() {
        let errors = followup_errors(&private);
        assert!(errors.is_empty(), "{errors:?}\n{private:#}");
    }
    for edit in &reply.edits {
        let body = edit.view.message_json(false);
        let errors = edit_errors(&body);
        assert!(errors.is_empty(), "{errors:?}\n{body:#}");
    }
    let mut out = Vec::new();
    for (body, public) in messages(reply) {
        let errors = parlor::testing::discord_schema::v2_errors(&body);
        assert!(errors.is_empty(), "{errors:?}\n{body:#}");
        let written = body.to_string();
        assert!(!written.contains(":1>"), "a placeholder left: {written}");
        let components = body["components"].as_array().cloned().unwrap_or_default();
        parlor::view::layout::walk(&components, &mut |c| {
            let emojis = std::iter::once(&c["emoji"]).chain(
                c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| &o["emoji"]),
            );
            for emoji in emojis {
                assert_ne!(emoji["id"], "1", "a placeholder emoji on a control: {c}");
            }
        });
        for picture in pictures_in(&body) {
            assert!(
                picture.url.starts_with(&format!("{BASE}/")),
                "{}",
                picture.url
            );
            assert!(picture.url.len() <= 2048, "{}", picture.url);
            assert!(!picture.alt.trim().is_empty(), "alt text: {body}");
            assert!(picture.alt.chars().count() <= 1024, "{}", picture.alt);
            let (width, height) = png_size(&served(&h.app, &picture.url));
            assert!(width >= 64 && height >= 32, "{width}×{height}");
            out.push((picture, public));
        }
    }
    out
}

/// A card read aloud, in English: `queen of hearts`.
fn card_name(card: Card) -> String {
    let code = card.code();
    let (rank, suit) = code.split_at(1);
    let rank = match rank {
        "2" => "two",
        "3" => "three",
        "4" => "four",
        "5" => "five",
        "6" => "six",
        "7" => "seven",
        "8" => "eight",
        "9" => "nine",
        "T" => "ten",
        "J" => "jack",
        "Q" => "queen",
        "K" => "king",
        "A" => "ace",
        other => panic!("rank {other}"),
    };
    let suit = match suit {
        "S" => "spades",
        "H" => "hearts",
        "D" => "diamonds",
        "C" => "clubs",
        other => panic!("suit {other}"),
    };
    format!("{rank} of {suit}")
}

/// The emoji a card is drawn with, as a picture's payload names it: `c_qh`.
fn tile(card: Card) -> String {
    format!("c_{}", card.code().to_lowercase())
}

/// `alt` names each of `names`, in this order.
fn names_in_order(alt: &str, names: &[String]) {
    let mut from = 0;
    for name in names {
        let at = alt[from..]
            .find(name.as_str())
            .unwrap_or_else(|| panic!("{name} (in order {names:?}) in: {alt}"));
        from += at + name.len();
    }
}

/// The custom_id of the menu whose action code is `code`, and its first option's value.
fn first_choice(body: &Value, code: &str) -> (String, String) {
    let menu = parlor::view::layout::controls(body)
        .into_iter()
        .find(|c| {
            c["type"] == 3
                && c["custom_id"]
                    .as_str()
                    .is_some_and(|id| id.ends_with(&format!(":{code}")))
        })
        .unwrap_or_else(|| panic!("no {code} menu: {body}"));
    let value = menu["options"][0]["value"]
        .as_str()
        .expect("an option")
        .to_string();
    (menu["custom_id"].as_str().unwrap().to_string(), value)
}

/// `user` chooses `value` in the menu `custom_id`.
async fn choose(h: &mut Harness, user: u64, custom_id: &str, value: &str) -> Reply {
    let request = h.request(
        user,
        Action::click(custom_id, vec![value.to_string()], Some(77)),
    );
    h.send(request).await
}

/// Dealt and drawn, a video-poker hand is one picture naming its five cards in order; the
/// hold buttons show each card as text.
#[tokio::test]
async fn a_video_poker_hand_is_one_picture_dealt_and_drawn() {
    use parlor::engine::video_poker::Phase;
    let mut h = pictured(11).await;
    let opened = start_machine(&mut h, ALICE, 5).await;
    checked(&h, &opened);
    let dealt = h.click(ALICE, &button(&opened, "deal")).await;
    let pictures = checked(&h, &dealt);
    assert_eq!(pictures.len(), 1, "{pictures:?}");
    let Phase::Dealt { hand, .. } = machine(&h, game_id(&dealt)).await.phase else {
        panic!("a dealt hand")
    };
    let board = board_picture(&response(&dealt));
    assert_eq!(pictures[0].0, board);
    names_in_order(&board.alt, &hand.map(card_name));
    for card in hand {
        assert!(board.shows(&h.app).contains(&tile(card)), "{}", board.url);
    }
    // Without Parlor's emojis synced, each Hold button names its card as text.
    let labels: Vec<String> = parlor::view::layout::controls(&response(&dealt))
        .into_iter()
        .filter_map(|c| c["label"].as_str().map(str::to_string))
        .filter(|l| l.ends_with("Hold"))
        .collect();
    assert_eq!(
        labels,
        hand.map(|c| format!("{c} Hold")).to_vec(),
        "{labels:?}"
    );

    // A royal flush drawn (all five held): a new picture of exactly those cards.
    let draw = rigged_draw(&mut h, BOB, "Ts Js Qs Ks As", CHANNEL).await;
    let drawn = h.click(BOB, &draw).await;
    checked(&h, &drawn);
    let royal = board_picture(&response(&drawn));
    names_in_order(
        &royal.alt,
        &["ten", "jack", "queen", "king", "ace"].map(|r| format!("{r} of spades")),
    );
    assert!(!royal.alt.contains("hearts"), "{}", royal.alt);
    assert_ne!(royal.url, board.url);
    let text = panel_description(&response(&drawn), 0);
    assert!(!text.contains("<:"), "{text}");
}

/// Draw poker against a computer: a member's own cards come privately as a picture naming
/// them, and no public message pictures any dealt card.
#[tokio::test]
async fn draw_poker_shows_a_members_own_cards_as_a_private_picture() {
    use parlor::engine::draw_poker::DrawPoker;
    let mut h = pictured(12).await;
    let opened = h
        .start(ALICE, GameKind::DrawPoker, json!({ "computers": 1 }))
        .await;
    checked(&h, &opened);
    let started = h.click(ALICE, &button(&opened, "start")).await;
    let id = game_id(&started);
    let shown = h.click(ALICE, &button(&started, "cards")).await;
    let (game, _, _) = h.game::<DrawPoker>(id).await;
    let hand = game.play().and_then(|t| t.hand.clone()).expect("a hand");
    let mine = hand.seat(0).expect("alice is dealt in").cards;
    let dealt: Vec<Card> = hand.seats.iter().flat_map(|s| s.cards).collect();
    for reply in [&started, &shown] {
        for (picture, public) in checked(&h, reply) {
            if public {
                for card in &dealt {
                    assert!(!picture.alt.contains(&card_name(*card)), "{}", picture.alt);
                    let shows = picture.shows(&h.app);
                    assert!(!shows.contains(&tile(*card)), "{shows}");
                }
            }
        }
    }
    let private = shown.private_json().expect("her cards, privately");
    assert!(is_private(&private));
    let cards = board_picture(&private);
    names_in_order(&cards.alt, &mine.map(card_name));
}

/// A Yahtzee solo game's dice are a picture once rolled, naming each die, and the picture
/// changes when a die is kept.
#[tokio::test]
async fn yahtzee_dice_are_a_picture_naming_each_die() {
    use parlor::engine::table::TablePhase;
    use parlor::engine::yahtzee::Yahtzee;
    let mut h = pictured(13).await;
    let started = h
        .start(ALICE, GameKind::Yahtzee, json!({ "mode": "solo" }))
        .await;
    checked(&h, &started);
    let rolled = h.click(ALICE, &button(&started, "roll")).await;
    checked(&h, &rolled);
    let (game, _, _) = h.game::<Yahtzee>(game_id(&rolled)).await;
    let TablePhase::Playing { rules, .. } = &game.table.phase else {
        panic!("a solo game plays at once")
    };
    let dice = rules.turn.as_ref().expect("a turn").dice;
    let board = board_picture(&response(&rolled));
    for die in dice {
        assert!(
            board.alt.contains(&format!("die {die}")),
            "die {die}: {}",
            board.alt
        );
        assert!(
            board.shows(&h.app).contains(&format!("d_{die}")),
            "{}",
            board.url
        );
    }
    assert!(!board.alt.contains("kept"), "{}", board.alt);
    let kept = h.click(ALICE, &button(&rolled, "keep:0")).await;
    checked(&h, &kept);
    let after = board_picture(&response(&kept));
    assert!(
        after.alt.contains(&format!("die {} (kept)", dice[0])),
        "{}",
        after.alt
    );
    assert_ne!(after.url, board.url);
}

/// Peg solitaire's board is a picture of pegs and holes read row by row; a jump draws a new
/// one.
#[tokio::test]
async fn a_peg_solitaire_board_is_a_picture_and_a_jump_redraws_it() {
    let mut h = pictured(14).await;
    let opened = h.start(ALICE, GameKind::Solitaire, json!({})).await;
    checked(&h, &opened);
    let board = board_picture(&response(&opened));
    for word in ["Row 1", "peg", "hole"] {
        assert!(board.alt.contains(word), "{word}: {}", board.alt);
    }
    let shows = board.shows(&h.app);
    assert!(
        shows.contains("sol_peg") && shows.contains("sol_hole"),
        "{shows}"
    );
    let (menu, jump) = first_choice(&response(&opened), "jump");
    let jumped = choose(&mut h, ALICE, &menu, &jump).await;
    checked(&h, &jumped);
    let after = board_picture(&response(&jumped));
    assert_ne!(after.url, board.url, "the jump is drawn");
    assert_ne!(after.alt, board.alt, "and read");
    assert!(text(&jumped).contains("Pegs left: 31"), "{}", text(&jumped));
}

/// A Cascade board is a picture of coloured blocks named by their colours; removing a
/// group draws a new one.
#[tokio::test]
async fn a_cascade_board_is_a_picture_of_its_colours() {
    let mut h = pictured(15).await;
    let opened = h
        .start(ALICE, GameKind::Cascade, json!({ "mode": "play" }))
        .await;
    checked(&h, &opened);
    let board = board_picture(&response(&opened));
    let colours: Vec<String> = (1..=5)
        .map(|n| parlor::locale::i18n::text(Locale::En, &format!("cas-colour-{n}"), &[]))
        .collect();
    assert!(
        colours
            .iter()
            .any(|c| board.alt.to_lowercase().contains(&c.to_lowercase())),
        "{colours:?} in: {}",
        board.alt
    );
    assert!(board.alt.contains("Row 1"), "{}", board.alt);
    assert!(board.shows(&h.app).contains("cas_"), "{}", board.url);
    let (menu, group) = first_choice(&response(&opened), "take");
    let taken = choose(&mut h, ALICE, &menu, &group).await;
    checked(&h, &taken);
    let after = board_picture(&response(&taken));
    assert_ne!(after.url, board.url, "the group is gone from the picture");
}

/// ALICE's own blackjack seat played until a hand is hers to play (the blackjack tests'
/// own way there): the game and the reply that shows it, checked.
async fn a_blackjack_hand(h: &mut Harness) -> (i64, Reply) {
    let (id, reply) = crate::blackjack::a_hand_to_play(h, 5).await;
    checked(h, &reply);
    (id, reply)
}

/// A blackjack round is one picture: the dealer's up card and face-down card, the hand in
/// play; the hole card is in neither the alt text nor the URL until the dealer turns it.
#[tokio::test]
async fn a_blackjack_round_hides_the_hole_card_until_the_dealer_plays() {
    use parlor::engine::blackjack::Blackjack;
    let mut h = pictured(16).await;
    let (id, reply) = a_blackjack_hand(&mut h).await;
    let (game, _, _) = h.game::<Blackjack>(id).await;
    let round = game.play().and_then(|t| t.round.clone()).expect("a round");
    let dealer = round.dealer.clone();
    let mine = round.spots[0].hands[0].cards.clone();
    let board = board_picture(&response(&reply));
    let mut shown = vec![card_name(dealer[0]), "face-down card".to_string()];
    shown.extend(mine.iter().map(|c| card_name(*c)));
    names_in_order(&board.alt, &shown);
    let hole = dealer[1];
    if hole != dealer[0] && !mine.contains(&hole) {
        assert!(!board.alt.contains(&card_name(hole)), "{}", board.alt);
        assert!(!board.shows(&h.app).contains(&tile(hole)), "{}", board.url);
    }
    let stood = h.click(ALICE, &button(&reply, "stand")).await;
    checked(&h, &stood);
    let after = board_picture(&response(&stood));
    names_in_order(&after.alt, &[card_name(dealer[0]), card_name(hole)]);
    assert!(!after.alt.contains("face-down"), "{}", after.alt);
}

/// A Hold'em table against a computer: the hole cards come privately as a picture, the
/// flop publicly, and no public picture names a hole card while the hand is played.
#[tokio::test]
async fn holdem_pictures_the_hole_cards_privately_and_the_board_publicly() {
    use parlor::engine::holdem::Holdem;
    let mut h = pictured(17).await;
    let opened = h
        .start(
            ALICE,
            GameKind::Holdem,
            json!({ "mode": "cash", "computers": 1 }),
        )
        .await;
    checked(&h, &opened);
    let started = h.click(ALICE, &button(&opened, "start")).await;
    let id = game_id(&started);
    let mut table = h.click(ALICE, &button(&started, "cards")).await;
    let (game, _, _) = h.game::<Holdem>(id).await;
    let hand = game.felt().and_then(|t| t.hand.clone()).expect("a hand");
    let holes: Vec<Card> = hand.players.iter().flat_map(|p| p.hole).collect();
    let mine = hand
        .players
        .iter()
        .find(|p| p.seat == 0)
        .expect("alice is dealt in")
        .hole;
    let private = table.private_json().expect("her cards, privately");
    names_in_order(&board_picture(&private).alt, &mine.map(card_name));
    let no_hole_shown = |app: &App, pictures: Vec<(Picture, bool)>| {
        for (picture, public) in pictures {
            for card in holes.iter().filter(|_| public) {
                assert!(!picture.alt.contains(&card_name(*card)), "{}", picture.alt);
                let shows = picture.shows(app);
                assert!(!shows.contains(&tile(*card)), "{shows}");
            }
        }
    };
    no_hole_shown(&h.app, checked(&h, &started));
    no_hole_shown(&h.app, checked(&h, &table));
    // Checked or called down to the flop.
    let mut board = Vec::new();
    for _ in 0..8 {
        let (game, _, _) = h.game::<Holdem>(id).await;
        let hand = game.felt().and_then(|t| t.hand.clone()).expect("the hand");
        assert_eq!(hand.number, 1, "the first hand is still played");
        if hand.board.len() >= 3 {
            board = hand.board.clone();
            break;
        }
        let action = if has_button(&table, "check") {
            "check"
        } else {
            "call"
        };
        table = h.click(ALICE, &button(&table, action)).await;
        no_hole_shown(&h.app, checked(&h, &table));
    }
    assert!(board.len() >= 3, "the flop is dealt");
    let flop = board_picture(&response(&table));
    names_in_order(
        &flop.alt,
        &board.iter().map(|c| card_name(*c)).collect::<Vec<_>>(),
    );
}

/// The endpoint's router, on `app`, with a key of the tests' own for the interactions.
fn endpoint(
    app: Arc<App>,
) -> (
    axum::Router,
    tokio::sync::mpsc::UnboundedReceiver<parlor::discord::http::AfterResponse>,
) {
    let key = ed25519_dalek::SigningKey::from_bytes(&[7u8; 32]);
    let public = hex(&key.verifying_key().to_bytes());
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    let verifier = parlor::discord::http::verifier(&public).unwrap();
    (parlor::discord::http::router(app, verifier, tx), rx)
}

/// `GET path` on the router: the status, the content type, the cache header and the body.
async fn get(router: &axum::Router, path: &str) -> (StatusCode, String, String, Vec<u8>) {
    let request = HttpRequest::get(path).body(Body::empty()).unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    let (content_type, cache) = (header("content-type"), header("cache-control"));
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), 16 << 20)
        .await
        .unwrap();
    (status, content_type, cache, body.to_vec())
}

/// The request path of a picture's URL (the base's path is the route's, `/pictures`).
fn request_path(picture: &Picture) -> String {
    format!("/pictures/{}", picture.path())
}

/// A board's picture over the endpoint: 200 with the PNG, until the end of its last day;
/// an altered payload, expiry or signature, another key's link, an expired link or a path
/// that is no link at all get 404.
#[tokio::test]
async fn the_endpoint_serves_a_boards_picture_until_its_link_expires() {
    let mut h = pictured(21).await;
    let (router, _after) = endpoint(h.app.clone());
    // A blackjack board's caption holds what a payload escapes (`12 · bet 5 chips`): its link
    // opens over HTTP as the app signed it.
    let (_, reply) = a_blackjack_hand(&mut h).await;
    let blackjack = board_picture(&response(&reply));
    let shows = blackjack.shows(&h.app);
    assert!(shows.contains("%20"), "{shows}");
    let machine = start_machine(&mut h, BOB, 5).await;
    let dealt = h.click(BOB, &button(&machine, "deal")).await;
    let poker = board_picture(&response(&dealt));
    for picture in [&blackjack, &poker] {
        let (status, content_type, cache, body) = get(&router, &request_path(picture)).await;
        assert_eq!(status, StatusCode::OK, "{}", picture.url);
        assert_eq!(content_type, "image/png");
        assert!(cache.contains("max-age"), "{cache}");
        png_size(&body);
        assert_eq!(
            body,
            served(&h.app, &picture.url).to_vec(),
            "as the app draws it"
        );
    }

    let path = poker.path().to_string();
    let mut parts = path.splitn(3, '/');
    let (expires, signature, file) = (
        parts.next().unwrap(),
        parts.next().unwrap(),
        parts.next().unwrap(),
    );
    let expires: i64 = expires.parse().expect("the expiry");
    // Another payload, a later expiry, another signature, another key; links this key
    // signed for what is no picture (not a payload, a tile Parlor does not have).
    let altered = match file.strip_prefix('A') {
        Some(rest) => format!("B{rest}"),
        None => format!("A{}", &file[1..]),
    };
    let links = h.app.pictures().unwrap().links().clone();
    let signed = |payload: &str| {
        links
            .url(payload, h.clock.now())
            .unwrap()
            .strip_prefix(&format!("{BASE}/"))
            .unwrap()
            .to_string()
    };
    let other_key = Links::new(BASE, b"another key of thirty-two characters, or more", 30);
    let flipped = match signature.strip_prefix('A') {
        Some(rest) => format!("B{rest}"),
        None => format!("A{}", &signature[1..]),
    };
    let forged = [
        format!("{expires}/{signature}/{altered}"),
        format!("{}/{signature}/{file}", expires + DAY),
        format!("{expires}/{flipped}/{file}"),
        other_key
            .url(&poker.shows(&h.app), h.clock.now())
            .unwrap()
            .strip_prefix(&format!("{BASE}/"))
            .unwrap()
            .to_string(),
        format!("{expires}/{signature}/{}", file.trim_end_matches(".png")),
        "nothing.png".to_string(),
        signed("not a picture"),
        signed("1~c_zz~!0!"),
        format!("{expires}/{signature}"),
    ];
    let pictures = h.app.pictures().unwrap().clone();
    for bad in &forged {
        assert_ne!(bad, &path);
        let (status, _, _, body) = get(&router, &format!("/pictures/{bad}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{bad}");
        assert!(!body.starts_with(PNG), "{bad}");
        assert_eq!(
            pictures.serve(bad, h.clock.now()).err(),
            Some(NoPicture::NotFound),
            "{bad}"
        );
    }

    // Served to the last second of its last day, then never again.
    let now = h.clock.now();
    assert!(expires > now + 30 * DAY, "a link lives the days configured");
    assert_eq!(expires % DAY, 0, "expires at the end of a UTC day");
    h.clock.advance(expires - 1 - now);
    let (status, _, _, _) = get(&router, &request_path(&poker)).await;
    assert_eq!(status, StatusCode::OK, "the last second");
    h.clock.advance(1);
    let (status, _, _, body) = get(&router, &request_path(&poker)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "expired");
    assert!(body.is_empty() || !body.starts_with(PNG));
    assert_eq!(
        pictures.serve(&path, h.clock.now()).err(),
        Some(NoPicture::NotFound)
    );
    // The board drawn again now has a link of its own, which opens.
    let again = h.click(BOB, &button(&dealt, "hold:0")).await;
    let redrawn = board_picture(&response(&again));
    assert_ne!(redrawn.url, poker.url);
    let (status, _, _, _) = get(&router, &request_path(&redrawn)).await;
    assert_eq!(status, StatusCode::OK);
}

/// Where the style is not set up, the endpoint serves no picture, even one a key signed.
#[tokio::test]
async fn the_endpoint_serves_no_pictures_where_the_style_is_not_set_up() {
    registry();
    let plain = Harness::new().await;
    assert!(plain.app.pictures().is_none());
    let set_up = Harness::with_config(configured(), 22).await;
    let link = Links::new(BASE, KEY.as_bytes(), 30)
        .url("1~c_as~!0!", set_up.clock.now())
        .unwrap();
    let path = format!(
        "/pictures/{}",
        link.strip_prefix(&format!("{BASE}/")).unwrap()
    );
    let (router, _after) = endpoint(set_up.app.clone());
    let (status, content_type, _, body) = get(&router, &path).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "the link is good where the style is set up"
    );
    assert_eq!(content_type, "image/png");
    png_size(&body);
    let (router, _after) = endpoint(plain.app.clone());
    let (status, _, _, body) = get(&router, &path).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(!body.starts_with(PNG));
}

/// Without `[pictures]` a server that chooses pictures sees text (emoji once they are
/// synced), and `/config` says why; a server that did not choose pictures is not told.
#[tokio::test]
async fn without_a_base_url_the_pictures_style_falls_back_and_config_says_why() {
    use parlor::engine::video_poker::Phase;
    registry();
    let mut h = Harness::new().await;
    assert!(h.app.pictures().is_none());
    let shown = h.command(ALICE, show_config()).await;
    assert!(
        !text(&shown).contains(&pictures_off()),
        "emoji chosen: {}",
        text(&shown)
    );
    let set = h.command(ALICE, card_style("pictures")).await;
    assert!(text(&set).contains(&pictures_off()), "{}", text(&set));
    let shown = h.command(ALICE, show_config()).await;
    assert!(text(&shown).contains(&pictures_off()), "{}", text(&shown));

    // No emojis synced: the hand as text.
    let opened = start_machine(&mut h, ALICE, 5).await;
    let dealt = h.click(ALICE, &button(&opened, "deal")).await;
    let Phase::Dealt { hand, .. } = machine(&h, game_id(&dealt)).await.phase else {
        panic!("a dealt hand")
    };
    let json = dealt.to_json().to_string();
    assert!(pictures_in(&response(&dealt)).is_empty(), "{json}");
    assert!(!json.contains("<:") && !json.contains(":1>"), "{json}");
    let board = panel_description(&response(&dealt), 0);
    for card in hand {
        assert!(board.contains(&card.to_string()), "{card}: {board}");
    }

    // Synced: Parlor's emojis, by their real ids.
    h.sync_emojis().await;
    let opened = start_machine(&mut h, BOB, 5).await;
    let dealt = h.click(BOB, &button(&opened, "deal")).await;
    let json = dealt.to_json().to_string();
    assert!(pictures_in(&response(&dealt)).is_empty(), "{json}");
    assert!(!json.contains(":1>"), "{json}");
    let emoji = regex::Regex::new(r"<:c_[2-9tjqka][shdc]:\d{17,20}>").unwrap();
    let board = panel_description(&response(&dealt), 0);
    assert!(emoji.find_iter(&board).count() >= 5, "{board}");

    // Back to emoji: nothing to say.
    let set = h.command(ALICE, card_style("emoji")).await;
    assert!(!text(&set).contains(&pictures_off()), "{}", text(&set));
}

/// With the style set up, a server that keeps the emoji style sees no picture: pictures are
/// each server's choice.
#[tokio::test]
async fn pictures_show_only_where_the_server_chose_them() {
    let mut h = Harness::with_config(configured(), 23).await;
    let opened = start_machine(&mut h, ALICE, 5).await;
    let dealt = h.click(ALICE, &button(&opened, "deal")).await;
    assert!(pictures_in(&response(&dealt)).is_empty());
    let shown = h.command(ALICE, show_config()).await;
    assert!(!text(&shown).contains(&pictures_off()));
    h.command(ALICE, card_style("pictures")).await;
    let shown = h.command(ALICE, show_config()).await;
    assert!(!text(&shown).contains(&pictures_off()), "set up");
    let dealt = h.click(ALICE, &button(&dealt, "draw")).await;
    checked(&h, &dealt);
    assert_eq!(pictures_in(&response(&dealt)).len(), 1);
}

/// A run of the `parlor` binary: whether it succeeded, its stdout and its stderr.
struct Run {
    success: bool,
    stdout: String,
    stderr: String,
}

/// Runs `parlor` in `dir` (no config.toml there), with `script` on its input and no
/// configuration from the environment.
fn parlor_in(dir: &std::path::Path, args: &[&str], script: &str) -> Run {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .current_dir(dir)
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("PARLOR_DATABASE_URL")
        .env_remove("PARLOR_PUBLIC_KEY")
        .env_remove("PARLOR_PICTURES_BASE_URL")
        .env_remove("PARLOR_PICTURES_KEY")
        .env("PARLOR_LOG", "off")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run parlor");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    Run {
        success: out.status.success(),
        stdout: String::from_utf8(out.stdout).expect("UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8"),
    }
}

/// What the terminal scripts play: pictures chosen, a video-poker hand dealt.
const DEAL_IN_PICTURES: &str = "/config card_style:pictures\n/poker video\nclick deal\n";

/// The board pictures saved in `dir`.
fn saved_boards(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with("-board.png"))
        })
        .collect()
}

/// The terminal table in the pictures style, with no public address configured: the board's
/// alt text printed, and with `--attachments` its picture saved there as a PNG, said where;
/// without it, nothing saved.
#[test]
fn the_terminal_saves_each_boards_picture_with_attachments() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("saved");
    let db = dir.path().join("t.db");
    let run = parlor_in(
        dir.path(),
        &[
            "play",
            "--seed",
            "3",
            "--db",
            db.to_str().unwrap(),
            "--attachments",
            folder.to_str().unwrap(),
        ],
        DEAL_IN_PICTURES,
    );
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    let alt = out
        .lines()
        .find(|l| l.starts_with("🖼"))
        .unwrap_or_else(|| panic!("the alt text: {out}"));
    let card = regex::Regex::new(
        r"(two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of (spades|hearts|diamonds|clubs)",
    )
    .unwrap();
    assert_eq!(card.find_iter(alt).count(), 5, "{alt}");
    assert!(!out.contains(":1>"), "{out}");
    let said = out
        .lines()
        .find(|l| l.contains("board.png saved as "))
        .unwrap_or_else(|| panic!("where the board is saved: {out}"));
    assert!(said.starts_with("📎"), "{said}");
    let path = std::path::PathBuf::from(said.split("saved as ").nth(1).unwrap().trim());
    assert!(path.starts_with(&folder), "{}", path.display());
    let boards = saved_boards(&folder);
    assert!(boards.contains(&path), "{boards:?}");
    for board in &boards {
        let (width, height) = png_size(&std::fs::read(board).unwrap());
        assert!(width >= 64 && height >= 32, "{}", board.display());
    }

    // Without --attachments: the alt text still, no picture saved anywhere.
    let other = tempfile::tempdir().unwrap();
    let db = other.path().join("t.db");
    let run = parlor_in(
        other.path(),
        &["play", "--seed", "3", "--db", db.to_str().unwrap()],
        DEAL_IN_PICTURES,
    );
    assert!(run.success, "{}", run.stderr);
    assert!(
        run.stdout.lines().any(|l| l.starts_with("🖼")),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("board.png"), "{}", run.stdout);
    assert!(saved_boards(&other.path().join("t-attachments")).is_empty());
    let anywhere = walk_files(other.path());
    assert!(
        !anywhere
            .iter()
            .any(|p| p.to_string_lossy().ends_with(".png")),
        "{anywhere:?}"
    );
}

/// Every file under `dir`.
fn walk_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(walk_files(&path));
        } else {
            out.push(path);
        }
    }
    out
}

/// With `--json`, the terminal's board carries its picture by a URL under the terminal's
/// own base, in a message within Discord's schema.
#[test]
fn the_terminal_links_its_pictures_under_its_own_base() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("j.db");
    let run = parlor_in(
        dir.path(),
        &[
            "play",
            "--json",
            "--seed",
            "3",
            "--db",
            db.to_str().unwrap(),
        ],
        "/config card_style:pictures\n/poker video\nclick p1:1:1:deal\n",
    );
    assert!(run.success, "{}", run.stderr);
    let lines: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let dealt = lines
        .iter()
        .rev()
        .find(|l| l["type"] == 7)
        .unwrap_or_else(|| panic!("the deal: {}", run.stdout));
    let errors = schema_errors(dealt);
    assert!(errors.is_empty(), "{errors:?}");
    let board = board_picture(&dealt["data"]);
    assert!(
        board
            .url
            .starts_with(&format!("{}/", parlor::play::PICTURES_BASE)),
        "{}",
        board.url
    );
    assert!(!run.stdout.contains(":1>"), "{}", run.stdout);
}

use crate::configuration::env;

/// `[pictures]`: a base URL needs a key of 32 characters or more and must be http(s); each
/// error names its key in one line; the variables set both; no base URL, no style.
#[test]
fn the_pictures_configuration_is_checked_and_read_from_the_environment() {
    registry();
    let error = |text: &str| {
        let error = Config::from_toml(text, "c.toml").unwrap_err().to_string();
        assert!(!error.contains('\n'), "{error}");
        error
    };
    let base = "[pictures]\nbase_url = \"https://parlor.example/pictures\"\n";
    let without_key = error(base);
    assert!(
        without_key.starts_with("c.toml: pictures.key: "),
        "{without_key}"
    );
    let short = error(&format!("{base}key = \"{}\"\n", "k".repeat(31)));
    assert!(short.starts_with("c.toml: pictures.key: "), "{short}");
    assert!(short.contains("32"), "{short}");
    for scheme in ["ftp://parlor.example/pictures", "parlor.example/pictures"] {
        let bad = error(&format!(
            "[pictures]\nbase_url = \"{scheme}\"\nkey = \"{KEY}\"\n"
        ));
        assert!(bad.starts_with("c.toml: pictures.base_url: "), "{bad}");
    }
    for days in [0, 366] {
        let bad = error(&format!("{base}key = \"{KEY}\"\nlink_days = {days}\n"));
        assert!(bad.starts_with("c.toml: pictures.link_days: "), "{bad}");
    }
    let good = Config::from_toml(
        &format!("{base}key = \"{}\"\nlink_days = 365\n", "k".repeat(32)),
        "c.toml",
    )
    .unwrap();
    let key = "k".repeat(32);
    assert_eq!(
        good.pictures.links(),
        Some(("https://parlor.example/pictures", key.as_str()))
    );
    assert_eq!(good.pictures.link_days, 365);
    // A key alone sets up nothing.
    let key_alone = Config::from_toml(&format!("[pictures]\nkey = \"{KEY}\"\n"), "c").unwrap();
    assert_eq!(key_alone.pictures.links(), None);
    assert_eq!(Config::default().pictures.links(), None);

    // The environment, alone and over the file.
    let from_env = Config::layered(
        "",
        "c",
        env(&[
            ("PARLOR_PICTURES_BASE_URL", "https://env.example/pictures"),
            ("PARLOR_PICTURES_KEY", KEY),
        ]),
    )
    .unwrap();
    assert_eq!(
        from_env.pictures.links(),
        Some(("https://env.example/pictures", KEY))
    );
    let over_file = Config::layered(
        &format!("{base}key = \"{}\"\n", "k".repeat(40)),
        "c",
        env(&[("PARLOR_PICTURES_KEY", KEY)]),
    )
    .unwrap();
    assert_eq!(
        over_file.pictures.links(),
        Some(("https://parlor.example/pictures", KEY))
    );
    // A variable's bad value is refused, naming the key it sets.
    let bad = Config::layered(
        "",
        "c",
        env(&[
            ("PARLOR_PICTURES_BASE_URL", "https://env.example/pictures"),
            ("PARLOR_PICTURES_KEY", "short"),
        ]),
    )
    .unwrap_err()
    .to_string();
    assert!(
        bad.contains("PARLOR_PICTURES_KEY") || bad.contains("pictures.key"),
        "{bad}"
    );
    let no_key = Config::layered(
        "",
        "c",
        env(&[("PARLOR_PICTURES_BASE_URL", "https://env.example/pictures")]),
    )
    .unwrap_err()
    .to_string();
    assert!(no_key.contains("pictures.key"), "{no_key}");
}

/// The bodies of the messages one printed line of the terminal table carries: a response's,
/// a follow-up's, an original response's edit, another message's edit.
fn printed_body(line: &Value) -> Option<&Value> {
    if line.get("type").is_some() {
        Some(&line["data"])
    } else if let Some(body) = line.get("followup").or(line.get("edit_original")) {
        Some(body)
    } else {
        line.get("edit").map(|edit| &edit["message"])
    }
}

/// What a member can do next from the newest printed lines: `click <id>`, `select <id>
/// <value>` for each option of a menu, `submit <field>:<value>` for a form's fields.
fn next_moves(lines: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    for line in lines {
        let Some(body) = printed_body(line) else {
            continue;
        };
        if line["type"] == 9 {
            for input in parlor::games::player::form_inputs(body) {
                if let Some(id) = input["custom_id"].as_str().filter(|id| !id.is_empty()) {
                    let value = input["value"].as_str().unwrap_or("1");
                    out.push(format!("submit {id}:{value}"));
                }
            }
            continue;
        }
        for control in parlor::view::layout::controls(body) {
            let Some(id) = control["custom_id"].as_str().filter(|id| !id.is_empty()) else {
                continue;
            };
            if control["disabled"] == true {
                continue;
            }
            if control["type"] == 3 {
                for option in control["options"].as_array().into_iter().flatten() {
                    if let Some(value) = option["value"].as_str() {
                        out.push(format!("select {id} {value}"));
                    }
                }
            } else {
                out.push(format!("click {id}"));
            }
        }
    }
    out
}

/// Every game played by two members with seeded random moves at the terminal table, in the
/// pictures style: every message within Discord's schemas and limits (the session checks),
/// no placeholder left in any, every picture under the base with alt text and served as a
/// PNG; and among the pictures, cards (a face-down one too), dice, pegs and Cascade's
/// blocks.
#[tokio::test]
async fn every_game_plays_in_pictures() {
    use rand::{RngExt, SeedableRng};
    // Chips enough for every game's stake, one after another.
    let mut config = configured();
    config.defaults.starting_chips = 10_000;
    let mut s = parlor::testing::session::Session::with_config(config, 31).await;
    let set = s.line("/config card_style:pictures").await;
    let said = parlor::testing::session::description(&set[0]);
    assert!(said.contains("Changed: card_style"), "{said}");
    let starts: Vec<String> = parlor::view::commands::all()
        .iter()
        .flat_map(|c| {
            c.subcommands
                .iter()
                .filter(|sub| sub.game.is_some())
                .map(move |sub| {
                    // A move typed (`/solitaire move from:d2`) takes its required options.
                    let required: Vec<String> = sub
                        .options
                        .iter()
                        .filter(|o| o.required)
                        .map(|o| format!(" {}:d2", o.name))
                        .collect();
                    format!("/{} {}{}", c.name, sub.name, required.concat())
                })
        })
        .collect();
    assert!(starts.len() >= 10, "{starts:?}");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(31);
    let mut payloads = std::collections::BTreeSet::new();
    let members = ["ana", "bob"];
    let mut check = |s: &parlor::testing::session::Session, lines: &[Value], said: &str| {
        for line in lines {
            let written = line.to_string();
            assert!(!written.contains(":1>"), "{said}: {written}");
            let Some(body) = printed_body(line) else {
                continue;
            };
            for picture in pictures_in(body) {
                assert!(!picture.alt.trim().is_empty(), "{said}: {body}");
                if payloads.insert(picture.shows(&s.app)) {
                    png_size(&served(&s.app, &picture.url));
                }
            }
        }
    };
    for start in &starts {
        s.line(&format!("as {}", members[0])).await;
        let mut recent = s.line(start).await;
        check(&s, &recent, start);
        // What was pressable before a form opened, and who opened it (a form is sent back
        // by whoever opened it).
        let mut behind: Vec<Value> = Vec::new();
        let mut last = members[0];
        for step in 0..20 {
            let moves = next_moves(&recent);
            if moves.is_empty() {
                recent = s.line(start).await;
                check(&s, &recent, start);
                continue;
            }
            let who = if moves.iter().any(|m| m.starts_with("submit ")) {
                last
            } else {
                members[usize::from(rng.random_range(0..5) == 0)]
            };
            last = who;
            s.line(&format!("as {who}")).await;
            // Leaving and giving up rarely, so that games are played on.
            let rare = |m: &String| {
                ["leave", "give-up", "cancel", "quit", "close"]
                    .iter()
                    .any(|code| m.ends_with(&format!(":{code}")))
            };
            let common: Vec<&String> = moves.iter().filter(|m| !rare(m)).collect();
            let chosen = if common.is_empty() || rng.random_range(0..12) == 0 {
                moves[rng.random_range(0..moves.len())].clone()
            } else {
                common[rng.random_range(0..common.len())].clone()
            };
            let lines = s.line(&chosen).await;
            check(&s, &lines, &format!("{start}, step {step}: {chosen}"));
            let private_notice = lines.len() == 1 && is_private(&lines[0]["data"]);
            if lines.iter().any(|l| l["type"] == 9) {
                behind = std::mem::take(&mut recent);
                recent = lines;
            } else if !private_notice {
                recent = lines;
            } else if chosen.starts_with("submit ") {
                recent = std::mem::take(&mut behind);
            }
        }
    }
    for wanted in ["c_back", "c_", "d_", "sol_peg", "sol_hole", "cas_"] {
        assert!(
            payloads.iter().any(|p| p.contains(wanted)),
            "no {wanted} in {payloads:?}"
        );
    }
}

/// Once Cascade's top row is cleared (the blocks fall), the board is still one picture with
/// its column letters (the menu names groups by them, `f9`) and read by its columns, and its
/// text keeps the title and the score line only: no letters or emptied row left behind as
/// squares.
#[tokio::test]
async fn a_cascade_board_with_its_top_row_cleared_keeps_its_letters_in_the_picture() {
    use parlor::engine::cascade::Cascade;
    let mut h = pictured(40).await;
    let mut reply = h
        .start(ALICE, GameKind::Cascade, json!({ "mode": "play" }))
        .await;
    let id = game_id(&reply);
    let by_column = regex::Regex::new(r"Row \d+: [A-J]\b").unwrap();
    let letters = |text: &str| {
        text.chars()
            .any(|c| ('\u{1F1E6}'..='\u{1F1FF}').contains(&c))
    };
    for _ in 0..40 {
        checked(&h, &reply);
        let body = response(&reply);
        let board = board_picture(&body);
        let text = panel_description(&body, 0);
        assert!(!text.contains('⬛'), "a row left as squares: {text}");
        assert!(!letters(&text), "the column letters left as text: {text}");
        let shows = board.shows(&h.app);
        assert!(shows.contains("~#10~"), "the column letters: {shows}");
        assert!(
            by_column.is_match(&board.alt),
            "read by columns: {}",
            board.alt
        );
        let (game, _, _) = h.game::<Cascade>(id).await;
        let top = game
            .board
            .to_text()
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        if top.chars().all(|c| c == '.') {
            return;
        }
        let (menu, group) = first_choice(&body, "take");
        reply = choose(&mut h, ALICE, &menu, &group).await;
    }
    panic!("the top row was never cleared");
}

/// One raw HTTP/1.1 GET on `address`: the status code, the headers (lowercase) and the body.
async fn get_over_tcp(address: &str, path: &str) -> (u16, String, Vec<u8>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let end = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8_lossy(&response[..end]).to_lowercase();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    (status, head, response[end + 4..].to_vec())
}

/// A loopback address with a port free a moment ago.
fn free_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}

/// The gateway, which has no HTTP server of its own, serves the pictures on `[pictures]
/// listen`: a board's link opens there, a forged one does not; without the style set up,
/// nothing listens.
#[tokio::test]
async fn the_gateway_serves_the_pictures_on_their_own_listener() {
    let mut config = configured();
    config.pictures.listen = free_address();
    let mut h = Harness::with_config(config.clone(), 24).await;
    h.command(ALICE, card_style("pictures")).await;
    parlor::discord::pictures::serve_alone(h.app.clone(), &config)
        .await
        .expect("the listener binds");
    let opened = start_machine(&mut h, ALICE, 5).await;
    let dealt = h.click(ALICE, &button(&opened, "deal")).await;
    let board = board_picture(&response(&dealt));
    let (status, head, body) = get_over_tcp(&config.pictures.listen, &request_path(&board)).await;
    assert_eq!(status, 200, "{head}");
    assert!(head.contains("content-type: image/png"), "{head}");
    assert_eq!(body, served(&h.app, &board.url).to_vec());
    let path = request_path(&board);
    let (head, file) = path.rsplit_once('/').unwrap();
    let forged = match file.strip_prefix('A') {
        Some(rest) => format!("{head}/B{rest}"),
        None => format!("{head}/A{}", &file[1..]),
    };
    let (status, _, _) = get_over_tcp(&config.pictures.listen, &forged).await;
    assert_eq!(status, 404, "{forged}");

    // Not set up: nothing is bound on the address.
    let mut plain = Config::default();
    plain.pictures.listen = free_address();
    let bare = Harness::with_config(plain.clone(), 25).await;
    parlor::discord::pictures::serve_alone(bare.app.clone(), &plain)
        .await
        .expect("nothing to serve");
    assert!(
        tokio::net::TcpStream::connect(&plain.pictures.listen)
            .await
            .is_err(),
        "nothing listens on {}",
        plain.pictures.listen
    );
}
