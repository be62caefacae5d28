# The English catalogue of blackjack: its commands, its table and its refusals. The shared
# catalogue is src/locale/locales/en.ftl.

kind-blackjack = Blackjack
help-blackjack-play = Blackjack on your own seat against the dealer: hit, stand, double, split to four hands, insurance under an ace. Hint gives the exact value of each play from the cards left in the shoe, and a trainer reviews every decision.
help-blackjack-table = A blackjack table for the channel: 1 to 5 members against one dealer, each betting from their own balance every round, on a shoe that lasts from round to round.
cmd-blackjack = Blackjack against the dealer: your own seat, or a table for the channel.
cmd-blackjack-play = Play blackjack on your own seat, with hints and a trainer.
cmd-blackjack-table = Open a blackjack table in this channel for 1 to 5 players.
opt-blackjack-play-bet = Chips a round (10 unless given); on an odd bet a blackjack pays 3:2 rounded down
opt-blackjack-play-decks = Decks in the shoe, 1 to 8 (the server's setting unless given)
opt-blackjack-table-bet = Chips each seat bets a round (10 unless given); odd bets get 3:2 rounded down
opt-blackjack-table-decks = Decks in the shoe, 1 to 8 (the server's setting unless given)

# Its server settings in /config.
opt-config-games-blackjack_decks = Blackjack: decks in a shoe when a table does not choose, 1 to 8
opt-config-games-blackjack_h17 = Blackjack: whether the dealer hits a soft 17
opt-config-games-blackjack_pays = Blackjack: what a blackjack pays, 3:2 or 6:5
opt-config-games-blackjack_surrender = Blackjack: whether late surrender is offered
opt-config-games-blackjack_das = Blackjack: whether a hand may be doubled after a split
config-name-blackjack_decks = Blackjack shoe
config-name-blackjack_h17 = Blackjack dealer hits soft 17
config-name-blackjack_pays = Blackjack pays
config-name-blackjack_surrender = Blackjack surrender
config-name-blackjack_das = Blackjack double after split
bj-config-decks = { $value ->
        [one] { $value } deck
       *[other] { $value } decks
    }
bj-config-pays = { $value }
bj-config-edge = Blackjack house edge (basic strategy)
bj-config-edge-players = In the players' favour:
bj-config-edge-value = { $edge } % of each bet on a shoe of { $decks ->
        [one] { $decks } deck
       *[other] { $decks } decks
    }
bj-config-edge-six-five = Paying 6:5 costs players { $cost } % of each bet beside 3:2.
bj-config-edge-whole = For bets a blackjack pays in whole chips (even bets at 3:2, multiples of 5 at 6:5); other bets are paid rounded down, so they pay less.
bj-setting-pays = a blackjack pays 3:2 or 6:5, not “{ $given }”

# The table.
bj-title = 🃏 Blackjack · { $bet } a round
bj-title-table = 🃏 Blackjack table · { $bet } a round
bj-seat-free = A seat is free: join to bet { $bet } a round from your own balance, from the next round.
bj-lobby = { $seated } of { $max } seats taken. Each seat bets { $bet } a round from its own balance. The opener starts.
bj-rule-decks = { $decks ->
    [one] 1 deck
   *[other] { $decks } decks
}
bj-rule-s17 = dealer stands on soft 17
bj-rule-h17 = dealer hits soft 17
bj-rule-pays = blackjack pays { $pays }
bj-rule-das = double after split
bj-rule-no-das = no double after split
bj-rule-surrender = late surrender
bj-round = **Round { $number }**
bj-dealer = Dealer: { $cards } — { $total }
bj-dealer-hidden = Dealer: { $cards }
bj-total-blackjack = blackjack
bj-total-bust = bust ({ $total })
bj-total-soft = soft { $total }
bj-hand-bet = bet { $bet }
bj-doubled = doubled
bj-insured = insured for { $amount }

bj-even-money-taken = even money taken: +{ $amount }
bj-insurance-lost = no blackjack: insurance lost ({ $amount })
bj-insurance-won = insurance wins { $amount }
bj-round-net = Round: { $net }
bj-verdict-blackjack = blackjack
bj-verdict-win = win
bj-verdict-push = push
bj-verdict-lose = lose
bj-verdict-bust = bust
bj-verdict-surrender = surrendered
bj-decision-hit = Hit
bj-decision-stand = Stand
bj-decision-double = Double
bj-decision-split = Split
bj-decision-surrender = Surrender
bj-button-double = Double (+{ $amount })
bj-button-split = Split (+{ $amount })
bj-insure = Insurance ({ $amount })
bj-no-insure = No insurance
bj-hint-button = 💡 Hint
bj-deal = Deal ({ $bet })
bj-hint = Hint, expected return per chip bet on this hand: { $values }
bj-review-best = { $decision } was the best play ({ $value } a chip).
bj-review-mistake = { $decision } ({ $chosen } a chip) cost { $cost } on average: { $best } was best ({ $value }).
bj-insurance-offer = An ace shows. { $who }: insurance (half the bet, pays 2:1 if the dealer has blackjack)?
bj-to-act = { $who } to play.
bj-table-net = At this table: { $nets }
bj-table-net-more = and { $count } more
bj-next-round = Deal the next round, or leave.
bj-sitting-out = Sitting this round out (the balance does not cover the bet): { $names }
bj-shoe = Shoe: { $left } of { $total } cards left, cut card at { $cut }.
bj-shoe-cut = Shoe: { $left } of { $total } cards left. The cut card is out: the next round is dealt from a new shoe.
bj-shoe-new = New shoe: all { $total } cards were shuffled before this round.
bj-shoe-ran-out = The shoe ran out during this round: the cards not on the table were shuffled again.
bj-rule-pays-rounded = blackjack pays { $pays } in whole chips, rounded down: +{ $win } on { $bet }
bj-verdict-even-money = even money
bj-even-money = Even money (+{ $amount })
bj-no-even-money = No, play the blackjack
bj-even-money-offer = An ace shows. { $who }: even money? Your blackjack is paid 1:1 (+{ $amount }) whatever the dealer holds. Otherwise it pays { $pays }, or pushes if the dealer has blackjack too.
bj-dealer-checked = The dealer checked: no blackjack.
bj-hint-insurance = Hint, per chip bet on this hand ({ $chance } chance of a ten under the ace): { $values }
bj-hint-insure = Insurance { $value }
bj-hint-even-money = Even money { $value }
bj-hint-no-insure = No { $value }
bj-log-timed-out = ⏱ { $who } ran out of time: the hand stands.
bj-log-timed-out-insurance = ⏱ { $who } ran out of time: no insurance.
bj-log-timed-out-even-money = ⏱ { $who } ran out of time: no even money.
bj-log-dropped = { $who } missed { $turns } turns and left the table ({ $net } since sitting down).
bj-log-left = { $who } left the table ({ $net } since sitting down).
bj-net-left = { $who } { $net } (left)
bj-joining = Dealt in from the next round: { $names }
bj-table-closed-idle = Nobody dealt the next round for { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }: the table closed.
bj-table-closed-empty = Everyone left: the table closed.
bj-seat-closed = The seat closed.
bj-seat-closed-idle = Nobody played for { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }: the seat closed.
bj-seat-closed-idle-stood = Nobody played for { $minutes ->
        [one] 1 minute
       *[other] { $minutes } minutes
    }: the hand in play stood and the seat closed.
bj-footer = Balance { $balance } · this session { $net }

bj-stats = Rounds { $rounds } · won { $won } · net { $net } · blackjacks { $blackjacks }
    Decisions { $decisions } · best play { $accuracy } · expected chips lost to mistakes { $lost }
bj-board-entry = { $net } ({ $hands })

# Refusals.
bj-refuse-round-in-progress = A round is in play: finish it first.
bj-refuse-keeps-its-shoe = This seat keeps its shoe of { $decks ->
        [one] { $decks } deck
       *[other] { $decks } decks
    } until it closes: Leave, then start again with the decks you want.
bj-refuse-no-hand = There is no hand in play. Deal a round first.
bj-refuse-nobody-covers = Nobody at the table has the chips for the bet.
bj-refuse-no-computers = The dealer is the only computer at a blackjack table.
bj-refuse-decks = A shoe holds 1 to { $max } decks.
bj-refuse-seat-cannot-cover = { $member } does not have the chips for this table's bet.
bj-refuse-not-now = That is not yours to play now.
bj-refuse-double-two-cards = You can double only on your first two cards.
bj-refuse-double-after-split = This table does not allow a double after a split.
bj-refuse-split-pairs = You can split only two cards of the same value.
bj-refuse-split-limit = A seat may play at most four hands.
bj-refuse-split-aces = Split aces take one card each and cannot be split again.
bj-refuse-surrender-off = This table does not offer surrender.
bj-refuse-surrender-first = You can surrender only your first two cards, before any other play.
bj-refuse-surrender-small = A bet of 1 chip is too small to surrender: half of it is nothing.
bj-refuse-insurance-no-ace = Insurance is offered only when the dealer shows an ace.
bj-refuse-insurance-small = A bet of 1 chip is too small to insure.
bj-refuse-hit-split-ace = A split ace takes one card only.
bj-refuse-nothing-to-hit = This hand has 21 already.

## How to play (/help game)

bj-rules =
    🃏 **Blackjack** · `/blackjack play` · `/blackjack table`
    Beat the dealer: finish closer to 21 than the dealer without going over.
    • `/blackjack play`: your own seat against the dealer.
    • `/blackjack table`: 1 to 5 members against one dealer (**Join**, **Leave**, **Start**, **Cancel**), every seat betting the same.
    • Bet 1 to 10,000 chips a round (10 unless set). It leaves your balance when the round is dealt.

    🔢 **Cards**
    • 2 to 10 count their number, J Q K count 10, an ace 11 or 1. A hand with an ace counted as 11 is soft.
    • Blackjack: an ace and a 10-value card as your first two cards.

    ▶️ **A round**
    • Two cards each; the dealer shows one, the other stays face down.
    • Dealer shows an ace: each seat is offered **Insurance** (half your bet, pays 2:1 if the dealer has blackjack) or **No insurance**.
    • Under an ace or a 10-value card the dealer checks for blackjack. If it is there, the round ends at once: your blackjack pushes, any other hand loses its bet only.
    • Then play each hand: **Hit** (a card), **Stand**, **Double** (double the bet, exactly one more card), **Split** (two cards of the same value, even K and Q, become two hands, with a second bet), **Surrender** (if offered: give up your first two cards, before any other play, for half your bet back).
    • The dealer plays last, drawing to 17 or more.
    • Between rounds: **Deal** or **Leave**. **Double** and **Split** show only when your balance covers the extra bet; at a table, a seat that can't cover the bet sits the round out.

    ⚙️ **House rules** (the defaults; a server may change them, and the table lists its own)
    • A shoe of 6 decks (1 to 8), shuffled again after the cut card, three quarters in.
    • The dealer stands on soft 17 (a server may make it hit).
    • Double on any first two cards, also after a split.
    • Split up to 4 hands. Split aces get one card each and can't be split again. 21 on a split hand is not a blackjack.
    • Late surrender is off (a server may offer it).

    💰 **Payouts**
    • Win: 1:1. Push (a tie): your bet back.
    • Blackjack: 3:2 (6:5 on some servers), rounded down: a 5-chip blackjack at 3:2 wins 7.
    • Insurance: 2:1. Surrender gives back half your bet, rounded down.
    • A 1-chip bet can't be insured or surrendered.

    💡 **Hint** shows the expected return of each play for the cards left in the shoe, and after each decision the table says whether it was the best. A decision that times out stands.
    🏆 The Blackjack leaderboard ranks each player's biggest win in one round, this week and all time.

## Achievements
achievement-blackjack-blackjack = Blackjack
achievement-blackjack-blackjack-about = Be dealt a blackjack and win with it.
achievement-blackjack-five-card-21 = Five-card 21
achievement-blackjack-five-card-21-about = Make a soft 21 with five cards.
achievement-blackjack-split-sweep = Split sweep
achievement-blackjack-split-sweep-about = Split and win every hand of the split.
achievement-blackjack-by-the-book = By the book
achievement-blackjack-by-the-book-about = Win a round of three decisions or more, each the best play.
