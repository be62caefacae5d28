# Parlor's English catalogue (Project Fluent). Every player-facing string lives here.
# A translation copies this file as fr.ftl or pl.ftl and keeps the message ids; values that
# show amounts take a number ($count, $replaced) for plural selection and the formatted
# text beside it.

## Common

chips = { $count ->
    [one] 1 chip
   *[other] { $amount } chips
}
duration-under-a-minute = less than a minute
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min

kind-video-poker = Video poker
kind-yahtzee = Yahtzee
kind-poker = Draw poker
kind-test-table = Test table
board-chips = Chips

hand-high-card = High card
hand-one-pair = Pair
hand-two-pair = Two pair
hand-three-of-a-kind = Three of a kind
hand-straight = Straight
hand-flush = Flush
hand-full-house = Full house
hand-four-of-a-kind = Four of a kind
hand-straight-flush = Straight flush
hand-royal-flush = Royal flush

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

## Refusals

refuse-not-in-guild = Parlor plays in servers: use this command in a server channel.
refuse-unknown-button = That button doesn't belong to any game here. Start a new one with { $start }.
refuse-not-parlors = That belongs to no Parlor game here, so nothing happened. /help lists the games and commands.
refuse-not-shown = Parlor could not show its answer to that here. Try again: your chips are safe.
refuse-not-your-game = This isn't your game. Start your own with { $start }.
refuse-not-your-turn = It isn't your turn.
refuse-only-opener = Only the member who opened this table can do that.
refuse-stake-not-covered = { $member } no longer has the chips for this table's stake.
refuse-bet-range = Bets are { $min } to { $max } chips.
refuse-cannot-cover = { $balance ->
    [0] You have 0 chips. Claim /daily, or ask for a /give, to play.
   *[other] You have { $balance } chips, not enough for a bet of { $bet }. Lower the bet, or claim /daily.
}
refuse-bet-locked = That move is not possible right now: the bet is locked until the hand is drawn.
refuse-awaiting-draw = That move is not possible right now: this hand is still waiting for its draw.
refuse-no-hand-out = That move is not possible right now: there is no hand out; deal first.
refuse-game-over = This game is over.
refuse-no-such-card = There is no card { $card } in this hand.
refuse-hand-in-progress = Finish the hand first: choose your holds and draw.
refuse-not-enough-chips = You don't have the chips for that, so nothing was changed.
refuse-give-to-self = You can't give chips to yourself.
refuse-bot-user = Bots don't hold chips.
refuse-give-nothing = Give at least 1 chip.
refuse-not-enough-to-give = Not enough chips: you have { $balance }, and giving { $amount } needs { $amount }.
refuse-give-cap = That passes your giving cap of { $cap } chips per 24 h: you can give { $left } more now.
refuse-not-manager = Only members with the Manage Server permission, or a role the server allows to use /config, can change Parlor's settings.
refuse-not-manager-view = Only members with the Manage Server permission, or a role the server allows to use /config, can see Parlor's settings.
refuse-bad-setting = { $key }: { $reason }
refuse-unknown-board = There is no leaderboard named { $name }.
refuse-unknown-command = Unknown command: /{ $name }.
refuse-missing-option = { $command } needs the option { $option }.
refuse-bad-option = { $command }: the option { $option } has the wrong kind of value.
refuse-repeated-option = { $command }: the option { $option } is given twice.
refuse-unknown-option = { $command } has no option { $option }.
refuse-busy = Parlor is busy right now, so nothing was changed. Please try again in a moment.
refuse-internal = Something went wrong on our side and nothing was changed. Please try again.

setting-out-of-range = must be between { $min } and { $max }, not { $value }
setting-minutes-out-of-range = must be between { $min } and { $max } minutes, not { $value }
setting-no-such-pay-table = there is no pay table named `{ $name }` (known: { $known }), and it is not a table written out as RF,SF,4K,FH,FL,ST,3K,2P,PAIR
setting-bad-pays = a table written out is its nine pays per chip at 5 chips, RF,SF,4K,FH,FL,ST,3K,2P,PAIR, then optionally /jacks, /tens...: { $reason }

table-already-seated = You are already at this table.
table-full = This table is full: { $seats } seats.
table-not-seated = You aren't seated at this table.
table-not-enough-players = A table needs at least { $min } players to start.
table-already-started = The game has already started.
table-not-started = The game hasn't started yet.
table-opener-cannot-leave = You opened this table: cancel it instead of leaving.
table-stake-not-covered = Someone at the table no longer has the chips for the stake.
table-cannot-stake = You have { $balance } chips, and this table's stake is { $stake }.
table-stake-range = A stake is 0 to { $max } chips.
table-computer-casual = Computer { $seat } (casual)
table-computer-expert = Computer { $seat } (expert)
table-seat-left = left
table-seat-dropped = dropped
table-join = Join
table-leave = Leave
table-add-casual = Add computer
table-add-expert = Add expert computer
table-start = Start
table-cancel = Cancel
table-stake = Stake: { $stake } each, paid at the start; the winner takes the pool.
table-no-stake = No stake: playing for glory.
table-lobby = { $seated } of { $max } seats taken ({ $min } needed to start). { $stake }
table-cancelled = The table was cancelled.
table-abandoned = Everyone left the table: every stake went back.
table-cashed-out = The table closed: everyone took their chips back to their wallet.
table-winner-share = { $who } (+{ $share })
table-won = { $count ->
    [one] Winner
   *[other] Winners, sharing the pool
}: { $winners }.

## Notices beside a refreshed game

notice-stale = That button was out of date, so nothing happened. Here is the game as it stands.
notice-closed = This game is over. Start a new one with { $start }.
notice-timed-out = That turn timed out, so the game moved on. Here it is as it stands.
notice-replaced = Your previous game here had gone idle; here is how it ended:

## Chips

balance-title = Balance
balance-own = You have **{ $amount }**.
balance-other = { $member } has **{ $amount }**.
balance-rank = Rank #{ $rank } on this server.
balance-daily-hint = Claim free chips every day with /daily.
balance-not-played = { $member } hasn't played on this server yet; they will start with { $starting } chips.

daily-title = Daily chips
daily-bonus = ({ $base } + { $bonus } streak bonus)
daily-claimed =
    Streak: day { $streak }. Balance: { $balance }.
    Next claim opens in { $next }.
daily-wait = You already claimed today's chips. The next claim opens in { $wait } (streak: day { $streak }).

give-title = Chips sent
give-done =
    You gave **{ $amount }** to { $member }.
    Your balance: { $balance }. You can give { $left } more in the next 24 h.

leaderboard-title = Leaderboard
leaderboard-title-game = Leaderboard · { $game }
leaderboard-empty = Nobody has chips here yet. Be the first: /daily or /poker video.
leaderboard-empty-game = Nobody is on this board yet.
leaderboard-footer = Page { $page } of { $pages }
leaderboard-footer-rank = Page { $page } of { $pages } · You: #{ $rank } with { $amount }
leaderboard-footer-no-chips = Page { $page } of { $pages } · You have no chips here yet
leaderboard-footer-rank-of = Page { $page } of { $pages } · { $name }: #{ $rank } with { $amount }
leaderboard-first = « First
leaderboard-previous = ‹ Previous
leaderboard-next = Next ›
leaderboard-last = Last »

stats-title = Stats
stats-yours = Your
stats-theirs = { $member }'s
stats-empty = { $who } record is empty: no hands played on this server yet.
stats-intro = { $who } record on this server.

## Settings

config-title = Server settings
config-title-changed = Server settings updated
config-changed = Changed: { $keys }.
config-values =
    Starting chips: **{ $starting }**
    Daily: **{ $daily }** + { $bonus } per streak day (up to { $days } days)
    Give cap: **{ $cap }** per member per 24 h
    Idle timeout: **{ $idle } min**
    Pay table: **{ $table }** ({ $title })
    Yahtzee hints at tables with a stake: **{ $hints }**
    Video-poker hints: **{ $vp_hints }** (the review after each draw is always shown)
config-return = Theoretical return (perfect play)
config-return-values = { $max } % at 5 chips · { $one } % at 1 to 4 chips
config-return-generous = Above 100 %: players win chips over time.
config-footer = Change with /config option:value · pay tables: { $tables }, or one written out as pays per chip at 5 chips, RF,SF,4K,FH,FL,ST,3K,2P,PAIR/lowest pair (800,50,25,9,6,4,3,2,1/jacks)

## Help, and the commands as Discord shows them

help-title = Parlor · help
help-intro = A game parlor for this server. Chips are per server and start at the server's starting balance; every movement is on a ledger.
help-poker-video = Video poker, bet 1 to 5 chips. Deal, click cards to hold them, draw, get paid from the pay table.
help-poker-table = Five-card draw for the channel: 2 to 6 players (2 to 4 with the 24-card deck) and computer players, fixed-limit betting, your cards shown only to you.
help-yahtzee-solo = Yahtzee on your own: 13 turns, up to 3 rolls each, a Hint button and a trainer that scores your decisions against the optimal strategy.
help-yahtzee-computer = Yahtzee against a computer player, casual or expert (the expert plays the optimal strategy).
help-yahtzee-table = A Yahtzee table for the channel: 2 to 6 seats, computers may fill seats, an optional stake per player; the winner takes the pool.
help-solitaire-play = Peg solitaire on the English (33 holes) or French (37 holes) board: jump pegs until one is left. Menus make every move two clicks; Hint says whether you can still win.
help-solitaire-move = Type a solitaire move instead of clicking: /solitaire move from:d2 to:d4.
help-cascade-play = Cascade (SameGame): remove groups of two or more blocks of one colour; a group of n scores (n-2)², clearing the board adds 1,000.
help-cascade-daily = Today's Cascade board, the same for everyone: one scored attempt each, a daily leaderboard, and Parlor's own score as par.
help-balance = Your chips, or another member's.
help-daily = Free chips once every 24 h; claiming on consecutive days grows a streak bonus.
help-give = Give chips to another member (daily cap).
help-leaderboard = The richest members with your own rank, or a game's best results.
help-stats = Your record in each game (hands, net chips, best hand), or another member's.
help-help = This message.
help-config = Server managers: starting chips, daily amount, pay table, idle timeout.

cmd-poker = Poker games.
cmd-poker-video = Video poker: bet 1 to 5 chips, hold the cards you like, draw once.
opt-poker-video-bet = Chips per hand, 1 to 5
cmd-poker-table = Five-card draw poker at a table in this channel, against members and computers.
opt-poker-table-deck = 52 cards, or the short 24-card deck (9 to ace)
opt-poker-table-ante = Chips each player antes every hand (bets are 2 and 4 antes)
opt-poker-table-seats = Seats at the table: 2 to 6, or 2 to 4 with 24 cards
opt-poker-table-computers = Computer players to seat at once
opt-poker-table-buyin = Chips each player brings to the table (50 antes unless set)
cmd-yahtzee = Yahtzee: solo, against the computer, or a table for the channel.
cmd-yahtzee-solo = Play Yahtzee on your own, with hints and a trainer.
cmd-yahtzee-computer = Play Yahtzee against a computer player.
opt-yahtzee-computer-level = casual, or expert (optimal play)
cmd-yahtzee-table = Open a Yahtzee table in this channel for 2 to 6 players.
opt-yahtzee-table-stake = Chips each member pays in at the start; the winner takes the pool
cmd-solitaire = Peg solitaire: jump pegs until one is left.
cmd-solitaire-play = Start a peg-solitaire board (or bring back yours).
opt-solitaire-play-board = english (33 holes, the default) or french (37 holes)
cmd-solitaire-move = Make a move on your solitaire board by typing it.
opt-solitaire-move-from = The peg to move, like d2
opt-solitaire-move-to = The empty hole it jumps to, like d4
cmd-cascade = Cascade (SameGame): clear the board in as few big groups as you can.
cmd-cascade-play = Start a Cascade board (or bring back yours).
opt-cascade-play-size = The board, like 10x10 (5 to 26 each way; 10x10 unless set)
opt-cascade-play-colours = Colours on the board, 3 to 5 (4 unless set)
cmd-cascade-daily = Today's Cascade board, the same for everyone: one scored attempt.
cmd-balance = Your chips, or another member's.
opt-balance-user = Whose balance (you if left out)
cmd-daily = Claim your free chips (once every 24 hours; streaks pay more).
cmd-give = Give chips to another member.
opt-give-user = Who receives the chips
opt-give-amount = How many chips
cmd-leaderboard = The richest members, or a game's best results.
opt-leaderboard-board = Which board (chips if left out)
cmd-stats = Your record in each game, or another member's.
opt-stats-user = Whose stats (you if left out)
cmd-help = How to play, and every command.
cmd-config = Server settings (Manage Server only): shows them, or changes the options given.
opt-config-starting_chips = Chips a new member starts with
opt-config-daily_amount = Chips granted by /daily
opt-config-daily_streak_bonus = Extra chips per consecutive day
opt-config-daily_streak_max = Days after which the streak bonus stops growing
opt-config-give_daily_cap = Most chips a member may give away per 24 h
opt-config-pay_table = Video-poker pay table: a name, or pays written out (800,50,25,9,6,4,3,2,1/jacks)
opt-config-idle_timeout_minutes = Minutes before an idle game expires
opt-config-yahtzee_hints_at_stakes = Whether Yahtzee tables with a stake offer the Hint button
opt-config-video_poker_hints = Whether video poker offers the Hint button on a dealt hand

## The terminal table

terminal-help =
    Type a slash command as in Discord, or:
      click <number>                    press the latest message's button by its number
      click <label>                     ...or by its label or action: click deal, click bet +
      click <custom_id>                 ...or by its id (for scripts)
      select <option>                   choose in the latest message's menu: select chance
      select <custom_id> <value>...     ...or in a menu by its id (for scripts)
      as <name>                         act as another member (@player is a server manager)
      wait <N>[s|m|h|d]                 let time pass, up to 366d (idle timeouts, /daily)
      expire                            run the idle-game sweep now
      help, quit
terminal-help-commands = Commands:

## Video poker

vp-title = Video Poker · { $table }
vp-table-jacks-9-6 = Jacks or Better 9/6
vp-table-classic = Classic
vp-footer = Bet { $bet } · Balance { $balance }
vp-pay-table = Pay table
vp-pay-hand = Hand
vp-choose-bet = Choose your bet ({ $min } to { $max } chips) and deal. { $rule }.
vp-pair-rule = { $pair } or better pay
vp-pair-rule-aces = Only a pair of aces pays
vp-pair-label = { $pair } or better
vp-pair-label-aces = Pair of Aces
vp-held-mark = HELD
vp-hold-hint = Click the cards to hold, then draw. Nothing held: the draw replaces all 5.
vp-held = Held: { $cards } · the draw replaces { $replaced ->
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
vp-leave = Leave
vp-low-balance = { $chips ->
    [0] You have { $balance }: claim /daily, or ask for a /give, to play again.
   *[other] You have { $balance }: lower the bet, or claim /daily.
}
vp-closed = Machine closed. Start again with /poker video.
vp-closed-idle = Machine closed after { $minutes } idle minutes. Start again with /poker video.
vp-royal-title = ROYAL FLUSH! +{ $payout } chips
vp-win-title = { $hand }! +{ $payout } chips
vp-no-win = No win
vp-stood = The hand stood as dealt after the idle timeout.
vp-pays = { $hand } pays { $payout } for a bet of { $wager } (net { $net }).
vp-no-pay = { $hand } does not pay. The bet of { $wager } is lost.
vp-stale = That button was out of date, so nothing happened. Here is the machine as it stands.
vp-closed-notice = This machine is closed. Start again with /poker video.
vp-timed-out = This machine closed after { $minutes } idle minutes, with no hand in play.
vp-timed-out-paid = This machine closed after { $minutes } idle minutes. The dealt hand stood as it was: { $hand } paid { $payout } chips.
vp-timed-out-lost = This machine closed after { $minutes } idle minutes. The dealt hand stood as it was and did not pay: the bet of { $wager } is lost.
vp-replaced = Your previous machine here had gone idle and closed:
vp-stats =
    Hands played: { $played }
    Winning hands: { $wins }
    Wagered: { $wagered } · Paid: { $paid }
    Net: { $net } chips
    Best hand: { $best }
    Best holds: { $accuracy } of { $decisions } analysed draws · expected chips lost to mistakes: { $lost }
vp-hint = Hint
vp-advice-best = 💡 Best hold: { $cards } · returns { $value } a chip ({ $chips } chips at { $bet })
vp-advice-yours = Your hold so far: { $cards } · returns { $value } a chip
vp-draw-all = nothing (draw five)
vp-review-best = ✅ Best hold: nothing held could have done better on average.
vp-review-mistake = 🎓 The best hold was { $cards } ({ $best } a chip); yours returns { $yours } a chip. The mistake cost { $cost } chips a hand.
vp-refuse-hints-off = Hints are off for video poker on this server.
vp-refuse-analysis-not-ready = The hold analysis is still loading; try again in a few seconds.

## Yahtzee

yz-title-solo = 🎲 Yahtzee
yz-title-computer = 🎲 Yahtzee · against the computer
yz-title-table = 🎲 Yahtzee table
yz-cpu = CPU
yz-turn = ▶ { $who } · turn { $turn } of 13 · { $roll ->
    [0] not rolled yet
   *[other] roll { $roll } of 3
    }
yz-your-turn = { $who }, your turn.
yz-roll = { $left ->
    [3] Roll the dice
   *[other] Roll again ({ $left } left)
    }
yz-hint = Hint
yz-choose-box = Score these dice in…
yz-box-option = { $name }: { $points }
yz-box-bonus = plus a Yahtzee bonus of { $bonus }
yz-log = What the computer did
yz-log-roll = { $dice } kept { $kept }
yz-log-fill = { $dice } in { $name } for { $points }
yz-standing = { $place }. { $who }: **{ $total }**{ $out }
yz-trainer-title = Trainer · { $who }
yz-trainer = Decisions as good as the expert's: **{ $accuracy } %** of { $decisions } · expected points given up: **{ $lost }**
yz-trainer-worst = Costliest: turn { $turn }, { $chosen }; the expert would { $expert } (−{ $lost })
yz-choice-keep = keep { $dice }
yz-choice-reroll = re-roll all five
yz-choice-fill = score { $name }
yz-hint-title = Best choices with { $dice } after roll { $roll } (expected final score):
yz-hint-line = { $n }. { $choice } → { $expected }
yz-hint-none = No hint for this moment: ask again on your turn.
yz-stats = Games: { $games } · wins: { $wins } · average: { $average } · best: { $best }
    Upper bonus: { $bonus } · Yahtzees: { $yahtzees } · accuracy: { $accuracy }
yz-board-entry = { $points } points
yz-refuse-no-rolls = No rolls left this turn: choose a box.
yz-refuse-all-kept = Every die is kept: free one to roll it, or choose a box.
yz-refuse-roll-first = Roll the dice first.
yz-refuse-no-such-die = There are five dice.
yz-refuse-box = { $name } can't take these dice (it is filled, or the joker rule sends a Yahtzee elsewhere).
yz-refuse-hints-off = Hints are off at tables with a stake on this server.
yz-refuse-expert-not-ready = The expert is still warming up; try again in a moment.
yz-refuse-stake-only-tables = Only a /yahtzee table takes a stake.
leaderboard-week = This week
leaderboard-week-empty = No results in the last 7 days.
leaderboard-today = Today's board
leaderboard-today-empty = Nobody has played today's board yet.
yz-box-1s = Aces
yz-box-2s = Twos
yz-box-3s = Threes
yz-box-4s = Fours
yz-box-5s = Fives
yz-box-6s = Sixes
yz-box-3k = Three of a kind
yz-box-4k = Four of a kind
yz-box-fh = Full house
yz-box-ss = Small straight
yz-box-ls = Large straight
yz-box-yz = Yahtzee
yz-box-ch = Chance

## Draw poker

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
dp-won-by-fold = { $who } took the pot of { $amount }: everyone else folded.
dp-summary = Hand #{ $number } · pot { $pot } · { $seats }
dp-street-first = first betting round
dp-street-draw = the draw
dp-street-second = second betting round
dp-hand = **Hand #{ $number }** · { $street } · pot **{ $pot }**
dp-to-bet = ▶ { $who }, your turn to bet.
dp-to-draw = ▶ { $who }, your turn to draw: open **My cards**, mark the cards to throw, press Draw.
dp-last-hand = Last hand (#{ $number }):
dp-next-hand-prompt = Anyone seated may deal the next hand; the button moves on.
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
dp-draw-wait = You can mark your cards now; Draw opens on your turn.
dp-stand-pat = Stand pat
dp-draw = Draw { $count }
dp-final-stack = { $stack } after { $hands } hands
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
dp-refuse-computers = At most { $max } computers fit at this table, beside you.
dp-refuse-buy-in = A buy-in is { $min } to { $max } chips (at least 10 antes).

## Puzzles (peg solitaire, Cascade)

puzzle-hint = 💡 Hint
puzzle-undo = ↩ Undo
puzzle-give-up = Give up
menu-previous = ◀ Previous
menu-next = Next ▶
puzzle-refuse-no-game = You have no solitaire board open in this channel. Start one with /solitaire play.
puzzle-refuse-bad-move = “{ $text }” is not a move. Name two holes, like /solitaire move from:d2 to:d4.
puzzle-refuse-nothing-to-undo = There is no move to take back.
puzzle-refuse-over = This game is over. Start a new one with its command.
puzzle-refuse-finish-first = You already have a board open here. Finish it, or press Give up, before starting another.
puzzle-refuse-bad-size = A board is { $min } to { $max } blocks each way, written like 10x10 (or 12 for 12x12).
puzzle-refuse-bad-colours = Boards have { $min } to { $max } colours.
sol-refuse-not-a-hole = { $cell } is not a hole on this board.
sol-refuse-no-peg = There is no peg on { $cell } to move.
sol-refuse-occupied = { $cell } already holds a peg: a peg lands only in an empty hole.
sol-refuse-not-a-jump = { $from } to { $to } is not a jump: a peg jumps two holes in a straight line, over a neighbour.
sol-refuse-nothing-to-jump = There is no peg to jump over next to { $cell }.
sol-refuse-bad-position = That position does not read.
cas-refuse-off-board = { $cell } is not on the board.
cas-refuse-empty = { $cell } is empty.
cas-refuse-lone = The block at { $cell } has no neighbour of its colour: only groups of two or more can be removed.
cas-refuse-board = That board cannot be made.

kind-solitaire = Peg solitaire
kind-cascade = Cascade
sol-title = 🔵 Peg solitaire · { $board }
sol-board-english = English board
sol-board-french = French board
sol-status = Pegs left: **{ $pegs }** · moves: { $moves } · undos: { $undos }
sol-winnable = ✅ This position can still be won (one peg left).
sol-not-winnable = ❌ This position can no longer be won: the fewest pegs you can still reach is **{ $best }**.
sol-hint-win = 💡 **{ $mv }** keeps a one-peg finish possible.
sol-hint-best = 💡 **{ $mv }** keeps { $best } pegs within reach.
sol-hint-none = 💡 No move is left.
sol-choose-move = Choose a move ({ $count } possible)
sol-choose-peg = Choose a peg to move ({ $count } can move)
sol-back = Choose another peg
sol-restart = Restart
sol-won-centre = 🏆 **Won, with the last peg in the centre: the elegant finish!**
sol-won = 🎉 **Won: one peg left.**
sol-stuck = No move is left: { $pegs } pegs remain.
sol-gave-up = Given up with { $pegs } pegs left.
sol-expired = Closed after nobody moved for a while, with { $pegs } pegs left.
sol-time = Time: { $time }
sol-stats = Games: { $games } · won: { $wins } · best: { $best } · average pegs left: { $average }
sol-entry = { $pegs ->
        [one] 1 peg
       *[other] { $pegs } pegs
    }{ $centre ->
        [yes] {" "}(centre)
       *[no] {""}
    } · { $undos } undos · { $time } · { $board }

cas-title = 🧱 Cascade · { $width }x{ $height } · { $colours } colours
cas-title-daily = 🧱 Cascade · daily board · { $date }
cas-colour-1 = red
cas-colour-2 = blue
cas-colour-3 = green
cas-colour-4 = yellow
cas-colour-5 = purple
cas-status = Score: **{ $score }** · blocks left: { $blocks } · moves: { $moves } · undos: { $undos }
cas-par = Par (Parlor's own search on this board): **{ $par }**
cas-practice = You have played today's scored attempt: this one is practice and stays off the board.
cas-group = { $square } { $size } blocks · +{ $points } · { $cell }
cas-choose = Choose a group to remove ({ $count })
cas-choose-paged = Choose a group ({ $count }, page { $page } of { $pages })
cas-hint = 💡 Try the { $colour } group of { $size } at **{ $cell }** (+{ $points }).
cas-cleared = 🏆 **Board cleared!** Final score **{ $score }**, with the 1,000 bonus.
cas-no-moves = No group of two is left. Final score **{ $score }** ({ $blocks } blocks left).
cas-gave-up = Given up. Final score **{ $score }**.
cas-expired = Closed after nobody played for a while. Final score **{ $score }**.
cas-stats = Games: { $games } · cleared: { $cleared } · best daily: { $best } · average score: { $average }
cas-entry = { $score } points · { $board }
