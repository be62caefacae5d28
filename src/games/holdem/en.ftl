# The English catalogue of Texas Hold'em: its commands, its boards, its setting and its
# refusals. The shared catalogue is src/locale/locales/en.ftl.

kind-holdem = Texas Hold'em
help-poker-holdem = No-limit Texas Hold'em for the channel: 2 to 9 seats, members and computers, buy in with 20 to 100 big blinds, join and leave between hands.
help-poker-tournament = A Hold'em sit-and-go: everyone pays the buy-in into a prize pool and starts with 1,500 chips; the blinds rise until one player has them all.
cmd-poker-holdem = No-limit Texas Hold'em at a cash table in this channel.
opt-poker-holdem-blind = The big blind (the small blind is half of it); 2 unless set
opt-poker-holdem-seats = Seats at the table: 2 to 9 (6 unless set)
opt-poker-holdem-computers = Computer players to seat at once (0 to 8)
opt-poker-holdem-level = How the computers play: casual or expert
opt-poker-holdem-buyin = Chips each player sits down with: 20 to 100 big blinds (100 unless set)
cmd-poker-tournament = A Hold'em sit-and-go tournament in this channel.
opt-poker-tournament-buyin = Chips each member pays into the prize pool (100 unless set; 0 for a free one)
opt-poker-tournament-seats = Seats: 2 to 9 (6 unless set)
opt-poker-tournament-computers = Computer players to seat at once (0 to 8); they pay nothing and win nothing
opt-poker-tournament-level = How the computers play: casual or expert
opt-poker-tournament-speed = How fast the blinds rise: turbo (every 5 hands), regular (10) or slow (20)
board-sit-and-go = Hold'em sit-and-go

# Its server setting in /config.
opt-config-games-holdem_turn_seconds = Hold'em: seconds a player has to act, 15 to 600
config-name-holdem_turn_seconds = Hold'em turn
he-config-turn = { $value } s

he-title = ♠️ Texas Hold'em
he-title-tournament = 🏆 Hold'em sit-and-go
he-stakes = Blinds { $small }/{ $big } · no limit · buy-in { $buyin } (up to { $max }), taken back when you leave.
he-tournament-terms = Buy-in { $buyin } into the prize pool · { $stack } each · blinds from 10/20, rising every { $per } hands.
he-lobby-cash = Buy-in: { $buyin }, the chips you sit down with, from your wallet; what is left of your stack goes back to it when you leave.
he-lobby-tournament = Buy-in: { $buyin } each into the prize pool, paid at the start. The pool is paid by place among the members (computers play for nothing); with one member, the buy-in goes back.
he-lobby-tournament-free = No buy-in: playing for glory.
he-level = Level { $level } · blinds { $small }/{ $big } · { $left ->
    [one] last hand of the level
   *[other] { $left } hands to the next level
} · prize pool { $pool }
he-level-final = Ended at level { $level } · blinds { $small }/{ $big } · prize pool { $pool }
he-hand = **Hand #{ $number }** · { $street } · pot **{ $pot }**
he-board = Board: { $cards }
he-street-preflop = before the flop
he-street-flop = the flop
he-street-turn = the turn
he-street-river = the river
he-button = 🔘 button
he-folded = folded
he-bet-in = bet { $amount }
he-all-in = all-in
he-busted = out of chips
he-sitting-out = 💤 sitting out
he-took-home = took home { $stack }
he-sent-home = 💤 { $who } left the table after an hour sitting out, taking { $stack } home.
he-out-place = out, { $place }
he-out = out
he-did-fold = { $who } folds.
he-did-check = { $who } checks.
he-did-call = { $who } calls.
he-did-bet = { $who } bets { $amount }.
he-did-raise = { $who } raises to { $amount }.
he-to-act-check = ▶ { $who }, your turn: check or bet.
he-to-act-call = ▶ { $who }, your turn: { $amount } to call.
he-seat-free = A seat is free: sit down with { $buyin } and be dealt in from the next hand.
he-waiting = Waiting for players: a hand is dealt once two can play (join, or press I'm back).
he-waiting-tournament = 💤 Every member still in is sitting out: when the turn's time runs out a hand is dealt anyway, the blinds posted and the hands of those sitting out folded. Press I'm back to play.
he-last-hand = Last hand (#{ $number }):
he-ended-hand = Hand #{ $number }:
he-all-in-preflop = All in before the flop:
he-all-in-flop = All in on the flop ({ $cards }):
he-all-in-turn = All in on the turn ({ $cards }):
he-all-in-odds = { $who }: { $cards } — { $win } win · { $tie } tie
he-chance-under = < { $rate }
he-chance-over = > { $rate }
he-won-unshown = { $who } takes { $amount } ({ $net }) without showing.
he-shown = { $who }: { $cards }
he-shown-hand = { $who }: { $cards } — { $hand }
he-with-kickers = { $count ->
    [one] { $hand }, { $ranks } kicker
   *[other] { $hand }, { $ranks } kickers
}
he-split = Split pot ({ $amount }): { $who }.
he-fold = Fold
he-check = Check
he-call = Call { $amount }
he-bet = Bet { $amount }
he-raise = Raise to { $amount }
he-half-pot = ½ pot: { $amount }
he-pot = Pot: { $amount }
he-all-in-for = All-in { $amount }
he-raise-typed = Raise…
he-my-cards = My cards
he-sit-out = Sit out
he-back = I'm back
he-rebuy = Rebuy…
he-show = Show my cards
he-last-hand-button = Last hand
he-raise-form-title = Raise
he-raise-form-label = Raise to ({ $min } to { $max })
he-rebuy-form-title = Rebuy
he-rebuy-form-label = Bring your stack to ({ $min } to { $max })
he-cards-title = Your cards · hand #{ $number }
he-cards-title-none = Your cards
he-no-hand = No hand is being played right now.
he-not-in-hand = You were not dealt into this hand.
he-you-have = Your hand: { $hand }.
he-pocket-pair = A pocket pair.
he-you-folded = You folded this hand.
he-your-stack = Your stack: **{ $stack }**.
he-you-sit-out = 💤 You are sitting out: press I'm back to be dealt in again.
he-review-title = Your last hand · hand #{ $number }
he-review-none = You have not played a hand at this table yet.
he-review-cards = Your cards: { $cards }
he-review-preflop = **Before the flop:** { $actions }
he-review-flop = **Flop** { $cards }: { $actions }
he-review-turn = **Turn** { $cards }: { $actions }
he-review-river = **River** { $cards }: { $actions }
he-review-no-action = no betting.
he-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
he-knocked-out = 🏆 { $who } is out and finishes { $place } of { $members } members.
he-knocked-out-unplaced = 🏆 { $who } is out.
he-tournament-over = 🏆 The sit-and-go is over. Places among the members:
he-tournament-ended = 🏆 The sit-and-go is over.
he-tournament-alone = { $who } was its only member: a sit-and-go pays prizes among two members or more.
he-tournament-alone-refund = { $who } was its only member: a sit-and-go pays prizes among two members or more, so the buy-in of { $buyin } goes back.
he-finish-entry = { $place } of { $entrants }
he-stats = Hands: { $hands } · sit-and-gos: { $tournaments } (in the money { $itm }) · wins: { $won } · net: { $net } · best hand: { $best }
he-timed-out = That turn timed out: the player checked or folded, and the table moved on.

he-refuse-blind = A big blind is 1 to { $max } chips.
he-refuse-seats = A table seats { $min } to { $max } players.
he-refuse-computers = At most { $max ->
    [one] { $max } computer fits
   *[other] { $max } computers fit
} at this table, beside you.
he-refuse-buy-in = A buy-in here is { $min } to { $max } chips.
he-refuse-buy-in-short = You have { $balance } chips, not enough for a buy-in of { $buyin }: choose `buyin:` from { $min } to { $balance }, or leave it out to buy in with { $balance }.
he-refuse-buy-in-blind = You have { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}, and the least buy-in at a big blind of { $blind } is { $min } (20 big blinds). A smaller big blind fits: with `blind:{ $fits }` you buy in with { $balance }.
he-refuse-buy-in-daily = You have { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}, and the least buy-in at a cash table is { $least } (20 big blinds of 1). Claim /daily for more chips.
he-refuse-join-short = You have { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}, not enough for this table's buy-in of { $buyin }. Claim /daily for more chips.
he-refuse-entry-short-open = You have { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}, not enough for a buy-in of { $buyin }: choose a smaller `buyin:` (0 for a free sit-and-go).
he-refuse-entry-short = You have { $balance ->
    [one] { $balance } chip
   *[other] { $balance } chips
}, not enough for this sit-and-go's buy-in of { $buyin }. Claim /daily for more chips.
he-refuse-open-cash = A cash table is already open in this channel (blinds { $small }/{ $big }, buy-in { $buyin }): join it there. Another can be opened once it closes.
he-refuse-open-tournament = A sit-and-go is already open in this channel (buy-in { $buyin }). Another table can be opened once it is over.
he-refuse-speed = The speed is turbo, regular or slow.
he-refuse-level = The computers are casual or expert.
he-refuse-not-a-number = Type a whole number of chips.
he-refuse-no-rebuys = A sit-and-go has no rebuys.
he-refuse-tournament-started = This sit-and-go has started: it takes nobody new.
he-refuse-not-a-move = That button does nothing on its own.
he-refuse-hand-in-progress = A hand is already being played.
he-refuse-not-enough-players = Fewer than two players can be dealt in.
he-refuse-already-seated = You are already sitting out.
he-refuse-rebuy-too-large = A rebuy may bring your stack to { $max } at most.
he-refuse-rebuy-too-small = A rebuy brings your stack to at least { $min }, the least buy-in here.
he-refuse-rebuy-short = Bringing your stack to { $to } takes { $needed ->
    [one] { $needed } chip
   *[other] { $needed } chips
} from your wallet, which holds { $balance }: choose a smaller total, or claim /daily.
he-refuse-nothing-to-add = Your stack is already that much: choose a larger total.
he-refuse-in-the-hand = You are dealt in, and a rebuy waits for a seat out of the hand: press Sit out, then Rebuy… once this hand is over, then I'm back.
he-refuse-not-sitting-out = You are not sitting out.
he-refuse-no-hand = No hand is being played, or that one is over.
he-refuse-old-hand = That was an earlier hand.
he-refuse-not-in-hand = You are not in this hand.
he-refuse-not-your-turn = It is not your turn.
he-refuse-cannot-check = There is a bet to you: call, raise or fold.
he-refuse-nothing-to-call = There is nothing to call: check or bet.
he-refuse-raise-closed = The betting was not reopened to you: call or fold.
he-refuse-too-small = A raise here comes to at least { $min }.
he-refuse-too-large = You have only { $most } chips to put in.

## How to play (/help game)

he-rules =
    ♠️ **Texas Hold'em** (no limit) · `/poker holdem`, `/poker tournament`
    Make the best five-card hand from your two cards and the five on the board, or be the last one in.

    🪑 **A cash table** · `/poker holdem`
    • Options: `blind` (the big blind, 2 unless set; the small blind is half), `seats` 2 to 9, `computers` 0 to 8, `level` casual or expert, `buyin` 20 to 100 big blinds.
    • **Join**, **Leave**, **Add computer**, **Start**. Members join any time with the buy-in and are dealt in from the next hand. Leaving mid-hand folds your hand; you take your stack.
    • **Rebuy…** adds chips from your wallet between your hands, up to 100 big blinds.

    🏆 **A sit-and-go** · `/poker tournament`
    • Every member pays the `buyin` into the prize pool; everyone starts with 1,500 chips. Computers play for free, take no place and win nothing.
    • The blinds rise every 5 (`turbo`), 10 (`regular`) or 20 (`slow`) hands: 10/20, 15/30, 25/50, 30/60, 50/100, 75/150, 100/200, 150/300, 200/400, 300/600, then doubling.
    • The members place among themselves, in the order they go out. Prizes, by the number of members: all to the first up to 3, 65/35 from 4 to 6, 50/30/20 from 7. Players out in the same hand who started it with the same chips tie and share their places' prizes. With one member, the buy-in goes back.

    ▶️ **A hand**
    • The two seats left of the button 🔘 post the small and big blinds (heads-up, the button posts the small blind and acts first before the flop).
    • **My cards** shows your two cards, to you only. Four betting rounds: before the flop, the flop (3 cards), the turn and the river (1 each).
    • **Fold**, **Check** or **Call**, a raise (the least, ½ pot, pot), **All-in**, or **Raise…** to type the amount.
    • A bet is at least the big blind; a raise at least the last bet or raise. An all-in for less does not reopen the betting to those who acted.
    • At the showdown the last aggressor shows first; a hand that cannot win is mucked unless you press **Show my cards**. Side pots for every all-in; odd chips go left of the button. When nobody can bet any more before the river, the rest of the board comes at once and the hand's end shows each hand's exact chance to win and to tie as the betting closed. **Last hand** shows you, privately, the last hand you played: every action, the board and the hands shown.

    ⏱️ **Time** · a turn lasts the server's `holdem_turn_seconds` (60 unless set). An idle turn checks, or folds to a bet. Three in a row and you sit out (no blinds, no cards) until **I'm back**; an hour out and you leave with your stack.

    🏅 The Hold'em boards rank the best hand shown down at cash tables, and the best sit-and-go finish.

## Names of choices, as Discord shows them

choice-poker-holdem-level-casual = casual
choice-poker-holdem-level-expert = expert
choice-poker-tournament-level-casual = casual
choice-poker-tournament-level-expert = expert
choice-poker-tournament-speed-turbo = turbo
choice-poker-tournament-speed-regular = regular
choice-poker-tournament-speed-slow = slow

## Achievements
achievement-holdem-first-pot = First pot
achievement-holdem-first-pot-about = Win a pot at a Hold'em cash table, shown down or not.
achievement-holdem-quads = Quads
achievement-holdem-quads-about = Win a Hold'em pot with four of a kind shown down.
achievement-holdem-straight-flush = Straight flush
achievement-holdem-straight-flush-about = Win a Hold'em pot with a straight flush shown down.
achievement-holdem-in-the-money = In the money
achievement-holdem-in-the-money-about = Finish a sit-and-go with a prize.
achievement-holdem-sit-and-go-win = Last one standing
achievement-holdem-sit-and-go-win-about = Finish a sit-and-go first among two members or more.
