# The English catalogue of draw poker: its commands, its board and its refusals. The
# shared catalogue is src/locale/locales/en.ftl.

kind-poker = Draw poker
help-poker-table = Five-card draw for the channel: 2 to 6 players (2 to 4 with the 24-card deck) and computer players, fixed-limit betting, your cards shown only to you.
cmd-poker-table = Five-card draw poker at a table in this channel, against members and computers.
opt-poker-table-deck = 52 cards, or the short 24-card deck (9 to ace)
opt-poker-table-ante = Chips each player antes every hand (bets are 2 and 4 antes)
opt-poker-table-seats = Seats at the table: 2 to 6, or 2 to 4 with 24 cards
opt-poker-table-computers = Computer players to seat at once
opt-poker-table-buyin = Chips each player brings to the table (50 antes unless set)
dp-title = 🃏 Draw poker · { $deck }
dp-deck-52 = 52 cards
dp-deck-24 = 24 cards (9 to ace)
dp-limits = Ante { $ante } · bets { $small }, then { $big } after the draw · at most 4 raises a round · buy-in { $buyin }, taken back when you leave.
dp-lobby = { $seated } of { $max } seats taken (2 needed to start). Each member's buy-in moves from their wallet to the table at the start.
dp-button = 🔘 button
dp-folded = folded
dp-in-pot = { $amount } in the pot
dp-all-in = all-in
dp-drew = drew { $count }
dp-busted = out of chips
dp-did-check = { $who } checked.
dp-did-call = { $who } called { $amount }.
dp-did-bet = { $who } bet { $amount }.
dp-did-raise = { $who } raised to { $amount }.
dp-did-fold = { $who } folded.
dp-did-draw = { $who } { $count ->
    [0] stood pat
    [one] drew 1 card
   *[other] drew { $count } cards
}.
dp-won-by-fold = { $who } took the pot of { $amount } ({ $net }): everyone else folded.
dp-summary = Hand #{ $number } · pot { $pot } · { $seats }
dp-street-first = first betting round
dp-street-draw = the draw
dp-street-second = second betting round
dp-hand = **Hand #{ $number }** · { $street } · pot **{ $pot }**
dp-to-bet = ▶ { $who }, your turn to bet.
dp-to-draw = ▶ { $who }, your turn to draw: open **My cards**, mark the cards to throw, press Draw.
dp-last-hand = Last hand (#{ $number }):
dp-next-hand-prompt = Anyone seated may deal the next hand; the button moves on.
dp-join-between-hands = A seat is free: anyone may press Join to sit down with { $buyin } from their wallet and be dealt in from the next hand.
dp-next-hand = Deal next hand
dp-check = Check
dp-call = Call { $amount }
dp-bet = Bet { $amount }
dp-bet-none = Bet
dp-raise = Raise to { $amount }
dp-raise-capped = Raise (capped)
dp-fold = Fold
dp-my-cards = My cards
dp-cards-title = Your cards · hand #{ $number }
dp-cards-title-none = Your cards
dp-no-hand = No hand is being played right now.
dp-not-in-hand = You were not dealt into this hand.
dp-you-have = Your hand: { $hand }.
dp-you-folded = You folded this hand.
dp-you-drew = You { $count ->
    [0] stood pat
    [one] drew 1 card
   *[other] drew { $count } cards
}.
dp-mark-help = Click the cards you want to throw away, then Draw. Nobody else sees this.
dp-discard-label = Discard
dp-discard-marked = ✖ Discarded
dp-draw-wait = You can mark your cards now; Draw opens on your turn.
dp-stand-pat = Stand pat
dp-draw = Draw { $count }
dp-final-stack = { $stack } after { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
}
dp-final-took-home = took home { $stack } after { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
}
dp-took-home = took home { $stack }
dp-stats = Hands: { $hands } · won: { $won } · net: { $net } · best hand: { $best }
dp-timed-out = That turn timed out: the player checked or folded, and the table moved on.
dp-refuse-cannot-check = There is a bet to you: call, raise or fold.
dp-refuse-nothing-to-call = There is nothing to call: check or bet.
dp-refuse-already-bet = Someone has already bet this round: raise instead.
dp-refuse-nothing-to-raise = Nobody has bet yet: bet instead.
dp-refuse-raise-cap = This round's raises are used up (4): call or fold.
dp-refuse-raise-closed = The betting was not reopened to you: call or fold.
dp-refuse-no-chips = You have no chips behind to bet with.
dp-refuse-not-betting = That is not possible right now in this hand.
dp-refuse-not-drawing = It is not your turn to draw.
dp-refuse-already-drew = You have already drawn this hand.
dp-refuse-old-hand = Those were your cards of an earlier hand: press My cards for this one.
dp-refuse-not-in-hand = You are not in this hand.
dp-refuse-hand-in-progress = A hand is already being played.
dp-refuse-not-enough-chips = Fewer than two players have chips left: the table is closing.
dp-refuse-no-such-card = A hand has five cards.
dp-refuse-bad-deck = The deck is 52 or 24 cards.
dp-refuse-ante = An ante is 1 to { $max } chips.
dp-refuse-seats = This deck seats { $min } to { $max } players.
dp-refuse-computers = At most { $max ->
    [one] { $max } computer fits
   *[other] { $max } computers fit
} at this table, beside you.
dp-refuse-buy-in = A buy-in is { $min } to { $max } chips (at least 10 antes).

## How to play (/help game)

dp-rules =
    🃏 **Draw poker** (five-card draw) · `/poker table`
    Win the other players' chips: hold the best hand at the showdown, or be the last one in.

    🪑 **The table**
    • `/poker table` opens a lobby: **Join**, **Leave**, **Add computer**, **Start**, **Cancel**. 2 to 6 seats, or 2 to 4 with the 24-card deck.
    • Options: `deck` 52 or 24, `ante` (1 to 10,000; 1 unless set), `seats`, `computers`, `buyin` (50 antes unless set).
    • Your buy-in moves from your wallet to the table at Start. What is left goes back when you leave or the table closes. Leaving mid-hand folds your hand.

    ▶️ **A hand**
    • Everyone antes and gets five cards. **My cards** shows yours, to you only.
    • First betting round, starting left of the button: **Check** or **Call**, **Bet** or **Raise**, **Fold**.
    • The draw, in seat order: in My cards, tap the cards to throw away, then **Draw** (or **Stand pat**). You may mark them before your turn.
    • Second betting round, then the showdown: the best hand takes the pot.
    • Anyone seated presses **Deal next hand**; the button moves on.

    💰 **Betting: fixed limit**
    • Bets and raises are 2 antes in the first round and 4 antes after the draw.
    • One bet and at most 4 raises a round.
    • Can't cover a call? You go all-in, and side pots are made.
    • Ties split the pot; an odd chip goes to the first winner left of the button.
    • A turn that times out checks, or folds if there is a bet. Two in a row and you sit out.

    🏅 **Hands, highest first** (52 cards)
    • Royal flush: A♠ K♠ Q♠ J♠ 10♠
    • Straight flush: 9♥ 8♥ 7♥ 6♥ 5♥
    • Four of a kind: 7♣ 7♦ 7♥ 7♠ K♦
    • Full house: Q♠ Q♥ Q♦ 4♣ 4♠
    • Flush: A♦ J♦ 8♦ 6♦ 2♦
    • Straight: 10♣ 9♦ 8♠ 7♥ 6♣ (A-2-3-4-5 is the lowest)
    • Three of a kind: 8♠ 8♥ 8♦ K♣ 3♦
    • Two pair: J♠ J♦ 5♣ 5♥ A♠
    • One pair: K♥ K♣ 9♠ 6♦ 2♣
    • High card: A♣ Q♦ 9♠ 6♥ 3♣
    Same category? The cards that make it decide, then the kickers, highest first. Suits never count.

    🔹 **24-card deck** (9 to ace): a flush is rarer, so it beats four of a kind. Highest first: royal flush, straight flush (9-10-J-Q-K), **flush**, four of a kind, full house, straight, three of a kind, two pair, pair, high card. The only straights are 9 to K and 10 to A: no ace-low straight.

    🏆 The Draw poker leaderboard ranks each player's best hand.

## Names of choices, as Discord shows them (command and option names are the canonical English ones)

# Draw poker: English display names of its choices.
choice-poker-table-deck-52 = 52 cards
choice-poker-table-deck-24 = 24 cards (9 to ace)

## Achievements
achievement-draw-poker-first-pot = First pot
achievement-draw-poker-first-pot-about = Win a hand of five-card draw.
achievement-draw-poker-big-pot = Big pot
achievement-draw-poker-big-pot-about = Win a five-card draw pot of at least four times your stake.
