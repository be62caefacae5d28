-- Results shared (Share on a finished game that offers it): once per game and member who
-- played it, however often the button is pressed.
CREATE TABLE shares (
    game_id   BIGINT  NOT NULL,
    user_id   BIGINT  NOT NULL,
    shared_at BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
