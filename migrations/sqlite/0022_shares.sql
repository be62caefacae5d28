-- Results shared (Share on a finished game that offers it): once per game and member who
-- played it, however often the button is pressed.
CREATE TABLE shares (
    game_id   INTEGER NOT NULL,
    user_id   INTEGER NOT NULL,
    shared_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
