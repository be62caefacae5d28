# The English catalogue of peg solitaire: its commands, its board and its refusals. The
# shared catalogue is src/locale/locales/en.ftl.

help-solitaire-play = Peg solitaire on the English (33 holes) or French (37 holes) board: jump pegs until one is left. Menus make every move two clicks; Hint says whether you can still win.
help-solitaire-move = Type a solitaire move instead of clicking: /solitaire move from:d2 to:d4.
cmd-solitaire = Peg solitaire: jump pegs until one is left.
cmd-solitaire-play = Start a peg-solitaire board (or bring back yours).
opt-solitaire-play-board = english (33 holes, the default) or french (37 holes)
cmd-solitaire-move = Make a move on your solitaire board by typing it.
opt-solitaire-move-from = The peg to move, like d2
opt-solitaire-move-to = The empty hole it jumps to, like d4
sol-refuse-no-game = You have no solitaire board open in this channel. Start one with /solitaire play.
sol-refuse-bad-move = “{ $text }” is not a move. Name two holes, like /solitaire move from:d2 to:d4.
sol-refuse-not-a-hole = { $cell } is not a hole on this board.
sol-refuse-no-peg = There is no peg on { $cell } to move.
sol-refuse-occupied = { $cell } already holds a peg: a peg lands only in an empty hole.
sol-refuse-not-a-jump = { $from } to { $to } is not a jump: a peg jumps two holes in a straight line, over a neighbour.
sol-refuse-nothing-to-jump = There is no peg to jump over next to { $cell }.
sol-refuse-bad-position = That position does not read.
kind-solitaire = Peg solitaire
sol-title = 🔵 Peg solitaire · { $board }
sol-board-english = English board
sol-board-french = French board
board-solitaire-french = Peg solitaire, French board
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
    } · { $undos ->
        [one] 1 undo
       *[other] { $undos } undos
    } · { $time } · { $board }

## How to play (/help game)

sol-rules =
    🔵 **Peg solitaire** · `/solitaire play`
    Jump pegs until only one is left.

    🟦 **The board**
    • English (the default): 33 holes in a cross. French (`board:french`): 37 holes, the cross plus b2, f2, b6 and f6.
    • Every hole holds a peg 🔵 except the centre, d4 ⚪.
    • Columns a to g run left to right, rows 1 to 7 from the top.

    ▶️ **A move**
    • A peg jumps over a neighbouring peg, up, down, left or right (never diagonally), into the empty hole just beyond. The jumped peg is removed.
    • Pick a move from the menu, like `d2 → d4`; when there are many, pick a peg first, then its jump. Or type it: `/solitaire move from:d2 to:d4`.
    • ↩ **Undo** takes back one move (undos are counted). **Restart** sets the board up again, with the undos and the clock reset (hints already asked for still count). **Give up** ends the game.
    • 💡 **Hint** tells you whether the position can still be won (or the fewest pegs you can still reach) and marks a good move: 🟡 the peg, ⭕ where it lands.

    🏁 **The end**
    • One peg left: you win! The last peg in the centre is the elegant finish.
    • No jump left: the game is over, and fewer pegs left is better.
    • On the French board a one-peg finish is impossible from this start: 2 pegs is the best you can do.
    • Your board waits for you as long as you like, but the clock runs from the start.

    🏆 The Peg solitaire leaderboard ranks fewest pegs left, then fewest undos, then the quickest time. A game played with Hint counts in `/stats` but not on the leaderboard.

## Names of choices, as Discord shows them (command and option names are the canonical English ones)

# Peg solitaire: English display names of its choices.
choice-solitaire-play-board-english = English (33 holes)
choice-solitaire-play-board-french = French (37 holes)

## Achievements
achievement-solitaire-solved = One peg left
achievement-solitaire-solved-about = Solve a peg solitaire board, without hints.
achievement-solitaire-centre = Dead centre
achievement-solitaire-centre-about = Solve a board with the last peg in the centre.
achievement-solitaire-no-undo = Clean solve
achievement-solitaire-no-undo-about = Solve a board without undoing a move.
achievement-solitaire-french = À la française
achievement-solitaire-french-about = Finish the French board with two pegs left, its best.

## Share

sol-share-title = 📌 Peg solitaire · { $board }
sol-share-line = { $pegs ->
    [one] **1 peg left**
   *[other] **{ $pegs } pegs left**
} · { $hints ->
    [0] no hints
    [one] 1 hint
   *[other] { $hints } hints
}

## The board in the pictures style
pic-sol_peg = peg
pic-sol_hole = hole
pic-sol_from = peg to move
pic-sol_to = hole to jump into
