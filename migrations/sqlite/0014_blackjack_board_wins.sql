-- Blackjack's board ranks the biggest win in one round: a round lost or pushed stays in
-- /stats but off the board, as the rounds from now on are kept.
UPDATE results SET score = NULL WHERE kind = 'blackjack' AND score IS NOT NULL AND score <= 0;
