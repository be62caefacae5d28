-- Games whose result was shared (Share on a finished Cascade daily, peg solitaire board or
-- Yahtzee game): once each, however often the button is pressed.
CREATE TABLE shares (
    game_id   INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL,
    shared_at INTEGER NOT NULL
);
