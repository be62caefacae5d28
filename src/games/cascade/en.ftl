# The English catalogue of Cascade: its commands, its board and its refusals. The
# shared catalogue is src/locale/locales/en.ftl.

help-cascade-play = Cascade (SameGame): remove groups of two or more blocks of one colour; a group of n scores (n-2)², clearing the board adds 1,000.
help-cascade-daily = Today's Cascade board, the same for everyone: one scored attempt each, a daily leaderboard, and Parlor's own score as par.
cmd-cascade = Cascade (SameGame): clear the board in as few big groups as you can.
cmd-cascade-play = Start a Cascade board (or bring back yours).
opt-cascade-play-size = The board, like 10x10 (5 to 26 each way; 10x10 unless set)
opt-cascade-play-colours = Colours on the board, 3 to 5 (4 unless set)
cmd-cascade-daily = Today's Cascade board, the same for everyone: one scored attempt.
cas-refuse-bad-size = A board is { $min } to { $max } blocks each way, written like 10x10 (or 12 for 12x12).
cas-refuse-bad-colours = Boards have { $min } to { $max } colours.
cas-refuse-off-board = { $cell } is not on the board.
cas-refuse-empty = { $cell } is empty.
cas-refuse-lone = The block at { $cell } has no neighbour of its colour: only groups of two or more can be removed.
cas-refuse-board = That board cannot be made.
kind-cascade = Cascade
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
cas-no-moves = No group of two is left. Final score **{ $score }** ({ $blocks ->
        [one] 1 block
       *[other] { $blocks } blocks
    } left).
cas-gave-up = Given up. Final score **{ $score }**.
cas-expired = Closed after nobody played for a while. Final score **{ $score }**.
cas-stats = Games: { $games } · cleared: { $cleared } · best daily: { $best } · average score: { $average }
cas-entry = { $score } points · { $board }

## How to play (/help game)

cas-rules =
    🧱 **Cascade** (SameGame) · `/cascade play` · `/cascade daily`
    Clear a board of coloured blocks, in groups as big as you can make them.

    ▶️ **How to play**
    • Choose a group from the menu (largest first, with its colour, size, points and a cell like `c7`). The whole group goes: every touching block of that colour, up, down, left or right.
    • Only groups of 2 or more can be removed; a lone block stays.
    • Blocks above a gap fall down, and an empty column is closed up from the right.
    • The game ends when no group of 2 is left.
    • ↩ **Undo** takes back one removal (undos are counted), 💡 **Hint** marks the group Parlor's search would take (⬜), **Give up** ends the game.

    🔢 **Scoring**
    • A group of n blocks scores (n − 2)²: 2 blocks → 0, 3 → 1, 4 → 4, 5 → 9, 10 → 64, 20 → 324.
    • Clearing the whole board adds **1,000**.
    Tip: let a colour gather into one huge group before you take it.

    📅 **Boards**
    • `/cascade play`: a free board, `size` 5x5 to 26x26 (10x10 unless set), `colours` 3 to 5 (4 unless set). It waits for you. Free boards count in `/stats`, not on the leaderboard.
    • `/cascade daily`: today's board (UTC), 10x10 with 4 colours, the same for everyone, with Parlor's own score as par. Your first daily game of the day is your scored attempt, from the moment it starts; any later one is practice. A daily board left idle closes and is scored as it stands.

    🏆 The Cascade leaderboard ranks the best daily attempts of all time, with today's best five beside them. A scored attempt played with Hint counts in `/stats` but not on the leaderboard.

## Achievements
achievement-cascade-daily = Daily player
achievement-cascade-daily-about = Finish your scored daily Cascade board, without hints.
achievement-cascade-cleared = Clean sweep
achievement-cascade-cleared-about = Clear the daily board.
achievement-cascade-cleared-no-undo = Flawless
achievement-cascade-cleared-no-undo-about = Clear the daily board without undoing a move.
achievement-cascade-beat-par = Under par
achievement-cascade-beat-par-about = Beat the daily board's par.

## Share

cas-share-title = 🧩 Cascade daily · { $date }
cas-share-score = **{ $score }** points · { $against }
cas-share-par = par { $par } ({ $diff })
cas-share-no-par = no par that day
cas-share-cleared = ✨ Board cleared
cas-share-left = { $blocks ->
    [one] 1 block left
   *[other] { $blocks } blocks left
}
cas-share-hints = { $hints ->
    [one] 💡 1 hint
   *[other] 💡 { $hints } hints
}

## The board in the pictures style
pic-cas_1 = { cas-colour-1 }
pic-cas_2 = { cas-colour-2 }
pic-cas_3 = { cas-colour-3 }
pic-cas_4 = { cas-colour-4 }
pic-cas_5 = { cas-colour-5 }
pic-cas_1m = { cas-colour-1 } (hinted)
pic-cas_2m = { cas-colour-2 } (hinted)
pic-cas_3m = { cas-colour-3 } (hinted)
pic-cas_4m = { cas-colour-4 } (hinted)
pic-cas_5m = { cas-colour-5 } (hinted)
