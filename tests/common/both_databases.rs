// The suites that run twice: on SQLite in the `app` binary and on PostgreSQL in the
// `postgres` binary, each of which includes this list. A game's end-to-end suite
// (`tests/<game>.rs`) is its one line here.

#[path = "../achievements.rs"] mod achievements;
#[path = "../blackjack.rs"] mod blackjack;
#[path = "../draw_poker.rs"] mod draw_poker;
#[path = "../economy.rs"] mod economy;
#[path = "../holdem.rs"] mod holdem;
#[path = "../profile.rs"] mod profile;
#[path = "../puzzles.rs"] mod puzzles;
#[path = "../seasons.rs"] mod seasons;
#[path = "../server_rules.rs"] mod server_rules;
#[path = "../share.rs"] mod share;
#[path = "../video_poker.rs"] mod video_poker;
#[path = "../yahtzee.rs"] mod yahtzee;
#[path = "../currency.rs"] mod currency;
#[path = "../responsible.rs"] mod responsible;
#[path = "../anywhere.rs"] mod anywhere;
