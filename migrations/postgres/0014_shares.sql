-- Games whose result was shared (Share on a finished Cascade daily, peg solitaire board or
-- Yahtzee game): once each, however often the button is pressed.
CREATE TABLE shares (
    game_id   BIGINT  PRIMARY KEY,
    user_id   BIGINT  NOT NULL,
    shared_at BIGINT  NOT NULL
);
