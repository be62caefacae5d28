# The English catalogue of Yahtzee: its commands, its board and its refusals. The
# shared catalogue is src/locale/locales/en.ftl.

kind-yahtzee = Yahtzee
help-yahtzee-solo = Yahtzee on your own: 13 turns, up to 3 rolls each, a Hint button and a trainer that scores your decisions against the optimal strategy.
help-yahtzee-computer = Yahtzee against a computer player, casual or expert (the expert plays the optimal strategy).
help-yahtzee-table = A Yahtzee table for the channel: 2 to 6 seats, computers may fill seats, an optional stake per member; the best-placed member takes the pool.
cmd-yahtzee = Yahtzee: solo, against the computer, or a table for the channel.
cmd-yahtzee-solo = Play Yahtzee on your own, with hints and a trainer.
cmd-yahtzee-computer = Play Yahtzee against a computer player.
opt-yahtzee-computer-level = casual, or expert (optimal play)
cmd-yahtzee-table = Open a Yahtzee table in this channel for 2 to 6 players.
opt-yahtzee-table-stake = Chips each member pays in at the start; the best-placed member takes it
yz-title-solo = 🎲 Yahtzee
yz-title-computer = 🎲 Yahtzee · against the computer
yz-title-table = 🎲 Yahtzee table
yz-turn = ▶ { $who } · turn { $turn } of 13 · { $roll ->
    [0] not rolled yet
   *[other] roll { $roll } of 3
    }
yz-your-turn = { $who }, your turn.
yz-keep-label = Keep
yz-kept-label = 🔒 Kept
yz-roll = { $left ->
    [3] Roll the dice
   *[other] Roll again ({ $left } left)
    }
yz-hint = 💡 Hint
yz-score = Score
yz-choose-box = Score these dice in…
yz-box-option = { $name }: { $points }
yz-box-bonus = plus a Yahtzee bonus of { $bonus }
yz-log = What the computer did
yz-log-roll = { $dice } kept { $kept }
yz-log-computer = 🤖 { $who }: { $steps }
yz-log-timed-out = ⏱ { $who } ran out of time, so the computer played the turn: { $steps }
yz-log-fill = { $dice } in { $name } for { $points }
yz-standing = { $place }. { $who }: **{ $total }**{ $out }
yz-trainer-title = Trainer · { $who }
yz-trainer = Decisions as good as the expert's: **{ $accuracy }** of { $decisions } · expected points given up: **{ $lost }**
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
## Scorecard rows: at most 3 characters each

yz-abbr-1s = 1s
yz-abbr-2s = 2s
yz-abbr-3s = 3s
yz-abbr-4s = 4s
yz-abbr-5s = 5s
yz-abbr-6s = 6s
yz-abbr-upper = Σ↑
yz-abbr-bonus = +35
yz-abbr-3k = 3K
yz-abbr-4k = 4K
yz-abbr-fh = FH
yz-abbr-ss = SS
yz-abbr-ls = LS
yz-abbr-yz = YZ
yz-abbr-ch = Ch
yz-abbr-yb = YB
yz-abbr-total = Tot
yz-bonus-needs = (n) beside +35: what the upper section still needs to reach { $at } and its bonus.

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

# Its server settings in /config.
opt-config-games-yahtzee_hints_at_stakes = Whether Yahtzee tables with a stake offer the Hint button
config-name-yahtzee_hints_at_stakes = Yahtzee hints at tables with a stake

## How to play (/help game)

yz-rules =
    🎲 **Yahtzee** · 13 turns, five dice, highest total wins
    • `/yahtzee solo`: on your own.
    • `/yahtzee computer`: against a casual or expert computer.
    • `/yahtzee table`: 2 to 6 players, computers may fill seats. With a stake, the best-placed member takes the pool (a computer pays no stake and takes none); a tie splits it.

    ▶️ **Your turn**
    • Press **Roll the dice**. Tap a die to keep it (🔒); tap again to free it.
    • **Roll again** rolls the free dice: 3 rolls in all.
    • Then choose a box from the menu, which shows what each open box scores now. Every box is filled once, and a box the dice don't fit scores 0.

    📋 **Upper boxes**
    • Aces, Twos, Threes, Fours, Fives, Sixes: the sum of the dice showing that face (three 4s in Fours = 12).
    • **Bonus +35** when these six boxes add up to 63 or more (three of each face is exactly 63).

    📋 **Lower boxes**
    • Three of a kind: sum of all five dice, with three alike
    • Four of a kind: sum of all five dice, with four alike
    • Full house: 25, three alike and a pair
    • Small straight: 30, four in a row
    • Large straight: 40, five in a row
    • Yahtzee: 50, five alike
    • Chance: sum of all five dice, any roll

    ⭐ **Yahtzee bonus and joker rule**
    • Each further Yahtzee scores **+100** while your Yahtzee box holds 50.
    • Once the Yahtzee box is filled (with 50 or 0), a further Yahtzee is a joker. It must go in its own upper box (five 4s in Fours) if that is open; otherwise in any open lower box at full value (Full house 25, straights 30 and 40); only if every lower box is full, in an open upper box for 0.

    💡 **Hint** shows the three best choices with the expected final score of each (at a table with a stake, only if the server allows it). At the end, a trainer rates your decisions against the expert.
    ⏱️ At a table, a turn left idle is played by the computer; three in a row and you are dropped. Solo and computer games wait for you.
    🏆 The Yahtzee leaderboard ranks each player's best score, with this week's best five beside it. A game played with Hint counts in `/stats` but not on the leaderboard.

## Names of choices, as Discord shows them (command and option names are the canonical English ones)

# Yahtzee: English display names of its choices.
choice-yahtzee-computer-level-casual = casual
choice-yahtzee-computer-level-expert = expert

## Achievements
achievement-yahtzee-yahtzee = Yahtzee
achievement-yahtzee-yahtzee-about = Score a Yahtzee: five of a kind.
achievement-yahtzee-two-yahtzees = Twice the luck
achievement-yahtzee-two-yahtzees-about = Score two Yahtzees in one game.
achievement-yahtzee-upper-bonus = Upper bonus
achievement-yahtzee-upper-bonus-about = Earn the upper section's bonus.
achievement-yahtzee-300 = Three hundred
achievement-yahtzee-300-about = Finish a game with 300 points or more.
achievement-yahtzee-winner = Top of the table
achievement-yahtzee-winner-about = Win a Yahtzee game against the computer or at a table.

## Share

yz-share-title = 🎲 Yahtzee
yz-share-line = **{ $score }** points · { $bonus } · { $yahtzees ->
    [0] no Yahtzee
    [one] 1 Yahtzee
   *[other] { $yahtzees } Yahtzees
}
yz-share-bonus = upper bonus
yz-share-no-bonus = no upper bonus
yz-share-hints = { $hints ->
    [one] 💡 1 hint
   *[other] 💡 { $hints } hints
}

## Dice in the pictures style
pic-d_1 = die 1
pic-d_2 = die 2
pic-d_3 = die 3
pic-d_4 = die 4
pic-d_5 = die 5
pic-d_6 = die 6
pic-d_1k = die 1 (kept)
pic-d_2k = die 2 (kept)
pic-d_3k = die 3 (kept)
pic-d_4k = die 4 (kept)
pic-d_5k = die 5 (kept)
pic-d_6k = die 6 (kept)
# A die on its button when Parlor's emojis are not synced: its face, before "Keep".
pic-short-d_1 = 1
pic-short-d_2 = 2
pic-short-d_3 = 3
pic-short-d_4 = 4
pic-short-d_5 = 5
pic-short-d_6 = 6
pic-short-d_1k = 1
pic-short-d_2k = 2
pic-short-d_3k = 3
pic-short-d_4k = 4
pic-short-d_5k = 5
pic-short-d_6k = 6
