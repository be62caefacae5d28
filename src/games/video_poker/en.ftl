# The English catalogue of video poker: its commands, its board and its refusals. The
# shared catalogue is src/locale/locales/en.ftl.

kind-video-poker = Video poker
help-poker-video = Video poker, bet 1 to 5 chips. Deal, click cards to hold them, draw, get paid from the pay table.
cmd-poker-video = Video poker: bet 1 to 5 chips, hold the cards you like, draw once.
opt-poker-video-bet = Chips per hand, 1 to 5
vp-title = Video Poker · { $table }
vp-table-jacks-9-6 = Jacks or Better 9/6
vp-table-classic = Classic
vp-table-custom = Custom table
vp-footer = Bet { $bet } · Balance { $balance }
vp-pay-table = Pay table
vp-pay-hand = Hand
vp-choose-bet = Choose your bet ({ $min } to { $max }) and deal. { $rule }.
vp-pair-rule = { $pair } or better pay
vp-pair-rule-aces = Only a pair of aces pays
vp-pair-label = { $pair } or better
vp-pair-label-aces = Pair of Aces
vp-held-mark = HELD
vp-hold-label = Hold
vp-hold-hint = Click the cards to hold, then draw. Nothing held: the draw replaces all 5.
vp-held = Held ({ $kept }): { $cards } · the draw replaces { $replaced ->
    [one] 1 card
   *[other] { $replaced } cards
}
vp-held-label = { $card } HELD
vp-stand-pat = Stand pat
vp-draw = Draw
vp-deal = Deal ({ $stake })
vp-deal-again = Deal again ({ $stake })
vp-bet-down = Bet −
vp-bet-up = Bet +
vp-bet-typed = Bet…
vp-bet-form-title = Your bet
vp-bet-form-label = Chips to bet, { $min } to { $max }
vp-leave = Leave
vp-low-balance = { $chips ->
    [0] You have { $balance }: claim /daily, or ask for a /give, to play again.
   *[other] You have { $balance }: lower the bet, or claim /daily.
}
vp-closed = Machine closed. Start again with /poker video.
vp-closed-idle = Machine closed after { $minutes ->
        [one] 1 idle minute
       *[other] { $minutes } idle minutes
    }. Start again with /poker video.
vp-royal-title = ROYAL FLUSH! { $net }
vp-win-title = { $hand }! { $net }
vp-push-title = { $hand }: your bet back
vp-no-win = No win
vp-stood = The hand stood as dealt after the idle timeout.
vp-pays = { $hand } pays { $payout } for a bet of { $wager } (net { $net }).
vp-no-pay = { $hand } does not pay. The bet of { $wager } is lost.
vp-stale = That button was out of date, so nothing happened. Here is the machine as it stands.
vp-closed-notice = This machine is closed. Start again with /poker video.
vp-timed-out = This machine closed after { $minutes ->
        [one] 1 idle minute
       *[other] { $minutes } idle minutes
    }, with no hand in play.
vp-timed-out-paid = This machine closed after { $minutes ->
        [one] 1 idle minute
       *[other] { $minutes } idle minutes
    }. The dealt hand stood as it was: { $hand } paid { $payout }.
vp-timed-out-lost = This machine closed after { $minutes ->
        [one] 1 idle minute
       *[other] { $minutes } idle minutes
    }. The dealt hand stood as it was and did not pay: the bet of { $wager } is lost.
vp-replaced = Your previous machine here had gone idle and closed:
vp-stats =
    Hands played: { $played }
    Winning hands: { $wins }
    Wagered: { $wagered } · Paid: { $paid }
    Net in chips: { $net }
    Best hand: { $best }
    Best holds: { $accuracy } of { $decisions ->
        [one] { $decisions } analysed draw
       *[other] { $decisions } analysed draws
    } · expected chips lost to mistakes: { $lost }
vp-hint = 💡 Hint
vp-advice-best = 💡 Best hold: { $cards } · returns { $value } a chip ({ $chips } chips at { $bet })
vp-advice-yours = Your hold so far: { $cards } · returns { $value } a chip
vp-draw-all = nothing (draw five)
vp-review-best = ✅ Best hold: { $cards }. No other hold returns more on average.
vp-dealt = Dealt:
vp-after-draw = After the draw:
vp-review-mistake = 🎓 The best hold was { $cards } ({ $best } a chip); yours returns { $yours } a chip. The mistake cost { $cost } a hand.
vp-refuse-hints-off = Hints are off for video poker on this server.
vp-refuse-analysis-not-ready = The hold analysis is still loading; try again in a few seconds.

# Its server settings in /config.
opt-config-games-pay_table = Video-poker pay table: a name, or pays written out (800,50,25,9,6,4,3,2,1/jacks)
opt-config-games-video_poker_hints = Whether video poker offers the Hint button on a dealt hand
config-name-pay_table = Pay table
config-name-video_poker_hints = Video-poker hints
vp-config-pay-table = **{ $table }** ({ $title })
vp-setting-no-such-pay-table = there is no pay table named `{ $name }` (known: { $known }), and it is not a table written out as RF,SF,4K,FH,FL,ST,3K,2P,PAIR
vp-setting-bad-pays = a table written out is its nine pays per chip at 5 chips, RF,SF,4K,FH,FL,ST,3K,2P,PAIR, then optionally /jacks, /tens...: { $reason }
vp-pays-not-numbers = `{ $pays }` is not nine whole numbers split by commas
vp-pays-count = it has { $count ->
    [one] one pay
   *[other] { $count } pays
}, not nine
vp-pays-no-such-pair = `{ $pair }` is not a rank such as jacks, tens or aces
vp-pays-bad-name = a pay table name is 1 to 32 letters, digits, - or _
vp-pays-bad-min-pair = the lowest paying pair must be a rank from 2 to ace
vp-pays-too-high = a pay above { $max } per chip is not allowed
vp-pays-nothing = a pay table must pay for some hand
vp-setting-low-return = that table returns only { $percent } % under perfect play; a server's table must return at least { $min } %
vp-config-open-machines = A machine already open takes a new table at its next deal; a hand in play is paid by the table it was dealt under.
vp-config-return = Theoretical return (perfect play)
vp-config-return-values = { $max } % at 5 chips · { $one } % at 1 to 4 chips
vp-config-return-generous = Above 100 %: players win chips over time.
vp-config-tables = Pay tables
vp-config-tables-list = { $tables }, or one written out as pays per chip at 5 chips, RF,SF,4K,FH,FL,ST,3K,2P,PAIR/lowest pair (800,50,25,9,6,4,3,2,1/jacks)
vp-config-hints = **{ $value }** (the review after each draw is always shown)

# Pairs by rank, for the pair rule ("Jacks or better").
rank-plural-2 = Twos
rank-plural-3 = Threes
rank-plural-4 = Fours
rank-plural-5 = Fives
rank-plural-6 = Sixes
rank-plural-7 = Sevens
rank-plural-8 = Eights
rank-plural-9 = Nines
rank-plural-10 = Tens
rank-plural-11 = Jacks
rank-plural-12 = Queens
rank-plural-13 = Kings
rank-plural-14 = Aces

vp-refuse-no-such-card = There is no card { $card } in this hand.
vp-refuse-hand-in-progress = Finish the hand first: choose your holds and draw.
vp-refuse-bet-locked = That move is not possible right now: the bet is locked until the hand is drawn.
vp-refuse-awaiting-draw = That move is not possible right now: this hand is still waiting for its draw.
vp-refuse-no-hand-out = That move is not possible right now: there is no hand out; deal first.

## How to play (/help game)

vp-rules =
    🎰 **Video poker** · `/poker video`
    One hand, one draw: make the best poker hand you can and get paid from the pay table. Just you and the machine.

    ▶️ **A hand**
    • Choose your bet, 1 to 5 chips, with **Bet −** / **Bet +**, then press **Deal**. The bet leaves your balance.
    • Five cards come from a freshly shuffled 52-card deck. Tap the cards you want to keep: they turn green and read HELD. Tap again to let one go.
    • Press **Draw**: every card you did not hold is replaced from the same deck (hold all five and the button reads **Stand pat**). The final hand is paid, then **Deal again** or **Leave**.
    • 💡 **Hint** (if the server allows it) shows the best hold and its exact expected return. After every draw, one line tells you whether your hold was the best and what a mistake cost.

    💰 **Pay table: Jacks or Better 9/6**
    The default; a server may choose another, and the machine always shows its own. Pays per chip bet, your bet included (1 = your bet back):
    • Royal flush: 250, or **800 per chip at 5 chips (4,000)**
    • Straight flush: 50
    • Four of a kind: 25
    • Full house: 9
    • Flush: 6
    • Straight: 4
    • Three of a kind: 3
    • Two pair: 2
    • Pair of jacks or better: 1
    Anything less loses the bet. The 4,000-chip royal needs the 5-chip bet.

    🃏 **Hands, highest first**
    • Royal flush: A♠ K♠ Q♠ J♠ 10♠
    • Straight flush, five in a row of one suit: 9♥ 8♥ 7♥ 6♥ 5♥
    • Four of a kind: 7♣ 7♦ 7♥ 7♠ K♦
    • Full house, three of a kind and a pair: Q♠ Q♥ Q♦ 4♣ 4♠
    • Flush, five of one suit: A♦ J♦ 8♦ 6♦ 2♦
    • Straight, five in a row: 10♣ 9♦ 8♠ 7♥ 6♣ (the ace is high, or low in A-2-3-4-5)
    • Three of a kind: 8♠ 8♥ 8♦ K♣ 3♦
    • Two pair: J♠ J♦ 5♣ 5♥ A♠
    • Pair: K♥ K♣ 9♠ 6♦ 2♣ (on Jacks or Better, only a pair of jacks or higher pays)
    Suits never rank against each other.

    ⏱️ A machine left idle closes after the server's timeout; a dealt hand stands as dealt and is paid.
    🏆 The Video poker leaderboard ranks each player's best hand.

## Achievements
achievement-video-poker-royal-flush = Royal flush
achievement-video-poker-royal-flush-about = Hold a royal flush in video poker.
achievement-video-poker-straight-flush = Straight flush
achievement-video-poker-straight-flush-about = Hold a straight flush in video poker.
achievement-video-poker-four-of-a-kind = Four of a kind
achievement-video-poker-four-of-a-kind-about = Hold four of a kind in video poker.
achievement-video-poker-full-house = Full house
achievement-video-poker-full-house-about = Hold a full house in video poker.
