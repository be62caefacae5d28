# Parlor's English catalogue (Project Fluent). Every player-facing string lives here.
# A translation copies this file as fr.ftl or pl.ftl and keeps the message ids; values that
# show amounts take a number ($count, $replaced) for plural selection and the formatted
# text beside it.

## Common

chips = { $count ->
    [one] { $amount } chip
   *[other] { $amount } chips
}
# An amount with decimals (an average): $whole is its whole part (English: always plural).
chips-fraction = { $whole ->
   *[other] { $amount } chips
}
duration-under-a-minute = less than a minute
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
        [one] 1 day
       *[other] { $days } days
    }
elapsed-seconds = { $seconds } s
elapsed-minutes-seconds = { $minutes } min { $seconds } s

board-chips = Chips
# The plural category of $count, in this language's rules (one or other): picks the form
# of a server's currency (/config currency). Not shown.
plural-form = { $count ->
    [one] one
   *[other] other
}

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

## Refusals

refuse-not-in-guild = This command belongs to the servers that added Parlor: use it in one of their channels. Anywhere else you play from your own wallet.
board-deadline = ⏳ Without a move, the game times out { $when }.
refuse-table-unseen = This server keeps the replies of apps it hasn't added private, so nobody else would see your moves at a table here: no table was opened or joined. Play a game of your own here, or play at a table in a group DM or in a server that has added Parlor.
refuse-game-off = { $game } is turned off on this server, so nothing was started. A server manager can turn it back on with { $config }.
refuse-play-elsewhere = { $count ->
        [one] Games on this server are played in { $channels }: start one there.
       *[other] Games on this server are played in these channels: { $channels }. Start one there.
    }
refuse-unknown-button = That button doesn't belong to any game here. Start a new one with { $start }.
refuse-not-parlors = That belongs to no Parlor game here, so nothing happened. /help lists the games and commands.
refuse-not-shown = Parlor could not show its answer to that here. Try again: your chips are safe.
refuse-form-late = The form took too long to open. Press the button again: nothing changed.
refuse-not-your-game = This isn't your game. Start your own with { $start }.
refuse-not-your-turn = It isn't your turn.
refuse-only-opener = Only the member who opened this table can do that.
refuse-stake-not-covered = { $member } no longer has the chips for this table's stake.
refuse-bet-range = Bets are { $min } to { $max } chips.
refuse-cannot-cover = { $balance ->
    [0] You have 0 chips. Claim /daily, or ask for a /give, to play.
   *[other] You have { $balance } chips, not enough for a bet of { $bet }. Lower the bet, or claim /daily.
}
refuse-game-over = This game is over.
refuse-not-enough-chips = You don't have the chips for that, so nothing was changed.
refuse-give-to-self = You can't give chips to yourself.
refuse-bot-user = Bots don't hold chips.
refuse-give-nothing = Give at least 1 chip.
refuse-not-enough-to-give = Not enough chips: you have { $balance }, fewer than the { $amount } you want to give.
refuse-give-cap = That passes your giving cap of { $cap } chips per 24 h: you can give { $left } more now.
audit-title = Chip movements
audit-head = { $count ->
        [one] The last chip movement
       *[other] The last { $count } chip movements
    } of { $who } on this server, newest first:
audit-none = { $who } has no chip movements on this server.
refuse-not-auditor = Only members with Manage Server, or a role the server allows to use /audit, can see a member's chip movements.
refuse-log-channel-no-token = { $channel } cannot be used as the log channel: Parlor runs here without a bot token, so it cannot post messages. Nothing was changed.
refuse-log-channel-no-permission = { $channel } cannot be used as the log channel: Parlor may not see it or send messages there. Give Parlor View Channel and Send Messages there, then try again. Nothing was changed.
refuse-log-channel-unchecked = Parlor could not check that it may post in { $channel }: Discord did not answer. Nothing was changed; try again in a moment.
refuse-announce-channel-no-token = { $channel } cannot be used for the seasons' announcements: Parlor runs here without a bot token, so it cannot post messages. Nothing was changed.
refuse-announce-channel-no-permission = { $channel } cannot be used for the seasons' announcements: Parlor may not see it or send messages there. Give Parlor View Channel and Send Messages there, then try again. Nothing was changed.
audit-reason-start = starting chips
audit-reason-daily = daily chips
audit-reason-give = gift given
audit-reason-gift = gift received
audit-reason-bet = bet
audit-reason-payout = payout
audit-reason-stake = stake
audit-reason-winnings = winnings
audit-reason-refund = refund
audit-reason-buy-in = buy-in
audit-reason-cash-out = cash-out
refuse-receive-cap = That passes { $who }'s cap on gifts received, { $cap ->
        [one] 1 chip
       *[other] { $cap } chips
    } per 24 h from everyone: { $left } more can come now, and this gift in { $wait }.
refuse-receive-cap-never = { $who } can receive at most { $cap ->
        [one] 1 chip
       *[other] { $cap } chips
    } per 24 h from everyone: give { $cap } or less.
refuse-give-account-new-you = Gifts on this server need a Discord account at least { $days ->
        [one] 1 day
       *[other] { $days } days
    } old: yours will be in { $wait }.
refuse-give-account-new = Gifts on this server need a Discord account at least { $days ->
        [one] 1 day
       *[other] { $days } days
    } old: { $who }'s will be in { $wait }.
refuse-give-games-you = Gifts on this server need { $needed ->
        [one] 1 game
       *[other] { $needed } games
    } finished here: you have { $played }, { $more } to go.
refuse-give-games = Gifts on this server need { $needed ->
        [one] 1 game
       *[other] { $needed } games
    } finished here: { $who } has { $played }, { $more } to go.
refuse-not-manager = Only members with the Manage Server permission, or a role the server allows to use /config, can change Parlor's settings.
refuse-not-manager-view = Only members with the Manage Server permission, or a role the server allows to use /config, can see Parlor's settings.
refuse-bad-setting = { $key }: { $reason }
refuse-unknown-board = There is no leaderboard named { $name }. The boards are: { $boards }.
refuse-unknown-command = Unknown command: /{ $name }.
refuse-missing-option = { $command } needs the option { $option }.
refuse-bad-option = { $command }: the option { $option } has the wrong kind of value.
refuse-bad-choice = { $command }: { $option } is one of { $choices }, not “{ $value }”.
refuse-repeated-option = { $command }: the option { $option } is given twice.
refuse-unknown-option = { $command } has no option { $option }.
refuse-busy = Parlor is busy right now, so nothing was changed. Please try again in a moment.
refuse-internal = Something went wrong on our side and nothing was changed. Please try again.

setting-out-of-range = must be between { $min } and { $max }, not { $value }
setting-minutes-out-of-range = must be between { $min } and { $max } minutes, not { $value }
setting-unknown = no game has a setting named `{ $key }`
setting-bad-value = `{ $value }` is not a value of this setting

table-already-seated = You are already at this table.
table-full = This table is full: { $seats } seats.
table-not-seated = You aren't seated at this table.
table-not-enough-players = A table needs at least { $min } players to start.
table-already-started = The game has already started.
table-join-between-hands = A round is in play: press Join again when it ends, and you play from the next one.
table-not-started = The game hasn't started yet.
table-opener-cannot-leave = You opened this table: cancel it instead of leaving.
table-stake-not-covered = Someone at the table no longer has the chips for the stake.
table-cannot-stake = You have { $balance ->
        [one] 1 chip
       *[other] { $balance } chips
    }, and this table's stake is { $stake }.
table-stake-range = A stake is 0 to { $max } chips.
table-computer-casual = Computer { $seat } (casual)
table-computer-expert = Computer { $seat } (expert)
table-seat-left = left
named = { $name }: { $text }
table-seat-dropped = dropped
table-join = Join
table-leave = Leave
table-add-casual = Add computer
table-add-expert = Add expert computer
table-start = Start
table-cancel = Cancel
table-stake = Stake: { $stake } each, paid at the start; the best-placed member takes the pool.
table-no-stake = No stake: playing for glory.
table-lobby = { $seated } of { $max } seats taken ({ $min } needed to start). { $stake }
table-took-home = You left the table and took { $amount } home to your wallet.
table-closed-took-home = The table closed, and you took { $amount } home to your wallet.
table-finished = The game is over.
table-cancelled = The table was cancelled.
table-abandoned = Everyone left the table: every stake went back.
table-cashed-out = The table closed: everyone took their chips back to their wallet.
table-winner-share = { $who } ({ $net })
table-won = { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }.
table-pool-to-members = { $count ->
    [one] A computer takes no chips, so the pool goes to the best-placed member
   *[other] A computer takes no chips, so the pool is shared by the best-placed members
}: { $members }.

## Notices beside a refreshed game

notice-stale = That button was out of date, so nothing happened. Here is the game as it stands.
notice-closed = This game is over. Start a new one with { $start }.
notice-timed-out = That turn timed out, so the game moved on. Here it is as it stands.
notice-replaced = Your previous game here had gone idle; here is how it ended:

## Chips

balance-title = Balance
balance-own = You have **{ $amount }**.
balance-other = { $member } has **{ $amount }**.
balance-rank = Rank #{ $rank } here.
balance-daily-hint = Claim free chips every day with /daily.
balance-daily-later = Your next /daily opens in { $wait }.
balance-not-played = { $member } hasn't played here yet; they will start with { $starting }.

daily-title = Daily chips
daily-bonus = ({ $base } + { $bonus } streak bonus)
daily-claimed =
    Streak: day { $streak }. Balance: { $balance }.
    Next claim opens in { $next }.
daily-wait = You already claimed today's chips. The next claim opens in { $wait } (streak: day { $streak }).
daily-next-bonus = Claimed in time, the next one brings a streak bonus of +{ $bonus }.
daily-graced = 🛟 More than 48 hours since your last claim: a grace kept your streak.
daily-grace-ready = Grace: 1 left (a claim 48 to 72 hours after the last keeps the streak).
daily-grace-in = Grace: the next one comes after { $claims ->
        [one] 1 more claim
       *[other] { $claims } more claims
    }.
give-title = Chips sent
give-done =
    You gave **{ $amount }** to { $member }.
    Your balance: { $balance }. You can give { $left } more in the next 24 h.

leaderboard-title = Leaderboard
leaderboard-title-game = Leaderboard · { $game }
leaderboard-empty = Nobody has chips here yet. Be the first: /daily, then a game (/help lists them).
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
stats-empty = { $who } record is empty: no hands played here yet.
stats-intro = { $who } record here.

## Settings

config-title = Server settings
config-title-changed = Server settings updated
config-changed = Changed: { $keys }.
config-name-starting_chips = Starting chips
config-name-daily_amount = Daily chips
config-name-daily_streak_bonus = Streak bonus, per day
config-name-daily_streak_max = Streak bonus grows for
config-name-give_daily_cap = Give cap, per member per 24 h
config-name-give_min_account_days = Minimum account age for gifts
config-name-give_min_games = Minimum games played here for gifts
config-name-give_receive_daily_cap = Gifts received cap, per member per 24 h
config-name-idle_timeout_minutes = Idle timeout
config-name-log_channel = Log channel
config-name-log_posts = Log posts
config-name-log_gift_over = Log gifts over
config-name-language = Language of public messages
config-name-card_style = Cards, dice and pieces
config-name-season = Seasons
config-name-announce_channel = Season announcements
config-name-currency_name = Currency name
config-name-currency_emoji = Currency emoji
config-name-currency_one = Currency, one
config-name-currency_few = Currency, few (Polish 2–4)
config-name-currency_many = Currency, many
config-name-currency_other = Currency, other
config-name-game_channels = Channels games start in
config-name-games_off = Games turned off
config-everywhere = **every channel**
config-none-off = **none**
config-no-currency = **Parlor's chips**
config-chips = **{ $value }**
config-days = **{ $value }** days
config-minutes = **{ $value }** min
config-count = **{ $value }**
config-no-channel = **none**
config-setting = { $name }: { $value }
config-switch = **{ $value }**
config-footer = Change with /config <topic> option:value, for example /config economy starting_chips:500
config-group = **{ $command }**
log-gift = 🎁 { $giver } gave { $amount } to { $receiver }.
log-refused = ⛔ Gift refused: { $giver } → { $receiver }, { $amount }. { $reason }
log-reason-receive-cap = { $member } may receive only { $left } more (cap: { $cap } per 24 h).
log-reason-receive-cap-full = { $member } has already reached the cap on gifts received ({ $cap } per 24 h).
log-reason-account-new = The server's gift rule needs Discord accounts at least { $days ->
        [one] 1 day
       *[other] { $days } days
    } old: { $member }'s is younger.
log-reason-games = The server's gift rule needs { $needed ->
        [one] 1 finished game
       *[other] { $needed } finished games
    }: { $member } has { $played }.
log-config = ⚙️ { $manager } changed the settings:
log-config-line = { $name }: { $before } → { $after }

## Help, and the commands as Discord shows them

help-page-games = Games
help-page-chips = Chips and records
help-page-managers = For managers
help-title = Parlor · help
help-intro = A game parlor for your server, your DMs and your group DMs. A server that added Parlor keeps its own chips, starting at its starting balance; anywhere else you play from your own wallet. Every movement is on a ledger.
help-balance = Your chips, or another member's.
help-daily = Free chips once every 24 h; claiming on consecutive days grows a streak bonus.
help-give = Give chips to another member (daily cap).
help-leaderboard = The richest members with your own rank, or a game's best results; while the server has seasons, the season's: net chips won in games, and each game's best since the season began (period:all for all time).
help-season = The season: when it ends, its top ten by chips won in games, your place, and the winners of past seasons.
help-stats = Your record in each game (hands, net chips, best hand), or another member's.
help-achievements = Your achievements, unlocked and locked, with how rare each is on this server; or another member's.
help-profile = Your profile card: chips, rank, season place, daily streak, achievements and your balance over the last 30 days; or another member's.
help-audit = For server managers: a member's last 25 chip movements (games, gifts, dailies, stakes), privately.
help-help = This message; with game: a game's rules (hands, boxes, payouts, scoring).
help-rules-title = How to play · { $game }
opt-help-game = A game whose rules to show
help-config = For server managers, by topic: show (every setting), economy (starting and daily chips, the streak bonus), gifts (caps, rules against alt accounts), currency (the server's name and emoji for the chips, with the word after an amount in each plural form), channels (where games may start: allow, remove; none listed, everywhere), games (turn a game off or on, the idle timeout, each game's rules), season, log (the log channel) and display (language, cards and dice).
help-usage-options = [option:value …] ({ $count } options)
cmd-poker = Poker games.
cmd-balance = Your chips, or another member's.
opt-balance-user = Whose balance (you if left out)
cmd-daily = Claim your free chips (once every 24 hours; streaks pay more).
cmd-give = Give chips to another member.
opt-give-user = Who receives the chips
opt-give-amount = How many chips
cmd-leaderboard = The richest members, or a game's best results.
opt-leaderboard-board = Which board (chips if left out)
opt-leaderboard-period = This season's board or all time (the season's while the server has seasons)
cmd-season = The season: when it ends, the top ten, your place, past winners.
cmd-stats = Your record in each game, or another member's.
cmd-audit = A member's last 25 chip movements on this server (Manage Server only).
opt-stats-user = Whose stats (you if left out)
cmd-achievements = Your achievements, or another member's.
opt-achievements-user = Whose achievements (you if left out)
cmd-profile = Your profile card, or another member's.
opt-profile-user = Whose profile (you if left out)
opt-audit-user = The member whose movements to see
cmd-help = How to play, and every command.
cmd-config = Server settings by topic (Manage Server only).
cmd-config-show = Shows every server setting.
cmd-config-economy = Starting chips, the daily chips and the streak bonus.
cmd-config-gifts = Gift caps, and the rules against alt accounts.
cmd-config-currency = The server's name and emoji for the chips.
cmd-config-channels = The channels games may start in.
cmd-config-games = Games turned off, the idle timeout, each game's rules.
cmd-config-season = Seasons and where their winners are announced.
cmd-config-log = The log channel and what it records.
cmd-config-display = The language of public messages, and how pieces look.
opt-config-currency-currency_name = The name alone (Gold); none: Parlor's chips
opt-config-currency-currency_emoji = An emoji shown before every amount; "none" for no emoji
opt-config-currency-currency_one = The word after 1 (coin); French also after 0
opt-config-currency-currency_few = The word after 2 to 4, 22 to 24… (Polish: monety)
opt-config-currency-currency_many = The word after 5, 12, 25… in Polish (monet)
opt-config-currency-currency_other = The word after most numbers (coins); Polish after fractions
opt-config-channels-allow = Let games start in this channel (an empty list: everywhere)
opt-config-channels-remove = Take this channel off the list (an empty list: every channel)
opt-config-games-disable = Turn this game off: it no longer starts; games running play on
opt-config-games-enable = Turn this game back on
opt-config-economy-starting_chips = Chips a new member starts with
opt-config-economy-daily_amount = Chips granted by /daily
opt-config-economy-daily_streak_bonus = Extra chips per consecutive day
opt-config-economy-daily_streak_max = Days after which the streak bonus stops growing
opt-config-gifts-give_daily_cap = Most chips a member may give away per 24 h
opt-config-gifts-give_min_account_days = Days a Discord account must be old to give or receive chips (0: off)
opt-config-gifts-give_min_games = Games finished on this server before giving or receiving chips (0: off)
opt-config-gifts-give_receive_daily_cap = Most chips a member may receive from everyone per 24 h (0: off)
opt-config-log-log_channel = Where Parlor logs gifts, refused gifts and settings changes
opt-config-log-log_posts = Post to the log channel (off pauses it and keeps the channel)
opt-config-log-log_gift_over = Log only gifts over this many chips (0: every gift)
opt-config-games-idle_timeout_minutes = Minutes before an idle game expires
opt-config-display-language = Language of boards, tables and leaderboards (auto: Discord's for the server)
opt-config-display-card_style = Show cards, dice and pieces as emoji, as one picture per board, or as text
opt-config-season-season = Seasons: weekly (from Monday) or monthly, in UTC, or off
opt-config-season-announce_channel = Where Parlor announces each season's winners

## The terminal table

terminal-help =
    Type a slash command as in Discord, or:
      click <number>                    press the latest message's button by its number
      click <label>                     ...or by its label or action: click deal, click bet +
      click <custom_id>                 ...or by its id (for scripts)
      select <option>                   choose in the latest message's menu: select chance
      select <custom_id> <value>...     ...or in a menu by its id (for scripts)
      submit <field>:<value>...         fill in and send the form a button opened: submit bet:3
      as <name>                         act as another member (@player is a server manager)
      in #<channel>                     act in another channel from here on (in #table goes back)
      in dm                             act in your DM with Parlor (your own wallet)
      in group <name>                   act in a group DM (your own wallet)
      in server <name>                  act in a server that has not added Parlor (your own wallet)
      wait <N>[s|m|h|d]                 let time pass, up to 366d (idle timeouts, /daily)
      expire                            run the idle-game sweep now
      help, quit
terminal-help-commands = Commands:
play-kept-in = The terminal table's chips are kept in { $file } (its own; --db FILE for another).
play-welcome = Parlor terminal table. Type /help for Parlor's commands, help for the table's own, quit to leave.
play-updated = message updated
play-updated-working = (working…) message updated
play-private = only you can see this
play-private-thinking = (thinking…) only you can see this
play-private-follow-up = only you can see this (follow-up)
play-new = new message
play-new-thinking = (thinking…) new message
play-other-updated = another message updated
play-done = (done)
play-attachment = 📎 { $file } saved as { $path }
play-attachment-failed = error: { $file } could not be saved: { $problem }
# The picture of a board in the pictures style, as its alt text reads it.
play-picture = 🖼 { $text }
play-unchanged = { $name } (unchanged)
play-disabled = (disabled)
play-menu = <{ $placeholder }> select one of: { $options }
play-error = error: { $problem }
play-line-not-text = error: line { $line } is not UTF-8 text; skipped
play-typed-not-text = error: that line is not UTF-8 text; skipped
play-terminal-failed = error: cannot read the terminal: { $why }
play-acting-as = (now acting as @{ $name })
play-now-in = (now in #{ $channel })
play-now-in-dm = (now in your DM with Parlor)
play-now-in-group = (now in the group DM { $group })
play-now-in-guest = (now in #general of the server { $server }, which has not added Parlor)
play-usage-in = usage: in #<channel>, in dm, in group <name> or in server <name>, such as in #casino (in #table goes back)
play-bad-place = `{ $place }` is not a place to act in; { $usage }
play-later = ({ $duration } later)
play-unknown-command = unknown command `{ $name }` (type help)
play-bad-value = option `{ $option }` expects { $expects }, not `{ $value }`
play-expects-number = a whole number
play-expects-member = a member such as @bob
play-expects-channel = a channel such as #log
play-not-an-option = options are written name:value, not `{ $word }`
play-usage-as = usage: as <name> [en|fr|pl]
play-usage-wait = usage: wait <N>[s|m|h|d], such as wait 20m
play-usage-click = usage: click <number | label | custom_id>, such as click 2 or click deal
play-usage-select = usage: select [<custom_id>] <value | label | number>, such as select chance
play-bad-name = `{ $name }` is not a member's name: { $why }
play-name-empty = a name is needed after the @
play-name-too-long = names are at most 32 characters
play-name-characters = names are letters, digits, _, - and .
play-name-bot = that is the bot; nobody can act as it
play-wait-too-long = wait is at most 366d (a year and a day)
play-bad-locale = `{ $code }` is not a language Parlor speaks: en, fr or pl
play-no-buttons = no buttons
play-click-no-message = no message with buttons yet: start a game (/help lists them)
play-click-no-menu = the latest message has no menu to choose from
play-usage-submit = usage: submit <field>:<value>..., such as submit bet:3
play-form = a form, only you can see it
play-form-field = { $field }: { $label }
play-form-submit = Fill it in with: { $example }
play-no-form = no form is open: a button opens one
play-form-no-field = the form has no field “{ $field }” (its fields: { $fields })
play-form-missing = the form needs “{ $field }”
play-form-length = “{ $field }” takes { $min } to { $max } characters
play-click-no-number = there is no button { $number }; the latest message has { $buttons }
play-click-no-label = no button is called `{ $label }`; the latest message has { $buttons }
play-click-several = `{ $label }` could be any of { $buttons }: click one by its number
play-click-disabled = the button [{ $label }] cannot be clicked now
play-select-no-number = there is no option { $number }; the menu has { $count }
play-select-not-in-menu = `{ $wanted }` is not in the menu: { $labels }
play-select-several = `{ $wanted }` could be several of: { $labels }

## Leaderboards

leaderboard-week = This week
leaderboard-week-empty = No results in the last 7 days.
leaderboard-today = Today's board
leaderboard-today-empty = Nobody has played today's board yet.

## Puzzles

hints-unranked = 💡 { $hints ->
    [one] One hint
   *[other] { $hints } hints
} used: this game counts in /stats, not on the leaderboard.
puzzle-hint = 💡 Hint
puzzle-undo = ↩ Undo
puzzle-give-up = Give up
menu-previous = ◀ Previous
menu-next = Next ▶
puzzle-refuse-nothing-to-undo = There is no move to take back.
puzzle-refuse-over = This game is over. Start a new one with its command.
puzzle-refuse-finish-first = You already have a board open here. Finish it, or press Give up, before starting another.

## Names of choices, as Discord shows them (command and option names are the canonical English ones)

# English display names of the shared choices (command and option names are the
# canonical English ones and need no message).

choice-on = on
choice-off = off
choice-language-auto = auto (Discord's language for the server)
choice-language-en = English
choice-language-fr = Français
choice-language-pl = Polski
choice-card_style-emoji = emoji (in the text)
choice-card_style-pictures = pictures (one per board)
choice-card_style-text = text
choice-season-weekly = weekly
choice-season-monthly = monthly
choice-period-season = this season
choice-period-all = all time

## Achievements

achievements-heading = 🏆 { $unlocked } of { $total } unlocked
achievements-yours = Your achievements here.
achievements-theirs = { $member }'s achievements here.
achievements-rarity = Beside each: the share of the players here who have it.
achievements-economy = Chips
achievement-unlocked-by = { $member } unlocked:
achievement-unlocked = 🏆 **{ $name }!** { $badge } { $about }
achievement-first-daily = Rise and shine
achievement-first-daily-about = Claim /daily.
achievement-streak-7 = On a roll
achievement-streak-7-about = Claim /daily 7 days in a row.
achievement-streak-30 = Regular
achievement-streak-30-about = Claim /daily 30 days in a row.
achievement-streak-100 = Pillar of the parlor
achievement-streak-100-about = Claim /daily 100 days in a row.
achievement-first-gift = Generous
achievement-first-gift-about = Give chips to another member.
achievement-chips-10k = High roller
achievement-chips-10k-about = Hold 10,000 chips.
achievement-chips-100k = Whale
achievement-chips-100k-about = Hold 100,000 chips.

## Seasons

season-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
season-week = Week { $week } of { $year }
season-title = 🏁 Season · { $season }
season-ends = Ends { $ends }. Ranked by net chips won in games (not gifts or dailies).
season-empty = Nobody has won or lost chips in a game this season yet.
season-yours = Your place
season-not-played = You have not played a game this season yet.
season-past = Past seasons
season-none-past = No season has ended on this server yet.
season-no-winner = no winner
season-off = Seasons are off on this server. A manager can turn them on with /config season season:monthly or season:weekly.
season-ended = 🏁 The **{ $season }** season is over! { $winners }. A new season has begun: /season.
season-ended-no-winner = 🏁 The **{ $season }** season is over, with no chips won in games. A new season has begun: /season.

## Profile card

profile-title = Profile · { $name }
profile-subtitle = { $count ->
    [one] { $amount } game played here
   *[other] { $amount } games played here
}
profile-chips = Chips
profile-rank = Rank
profile-rank-value = #{ $rank } of { $members }
profile-none = —
profile-season = Season · { $season }
profile-season-place = #{ $place }
profile-season-off = Seasons
profile-off = off
profile-streak = Daily streak
profile-streak-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
profile-achievements = Achievements · { $unlocked } of { $total }
profile-no-badges = None yet: see /achievements.
profile-chart = Balance, last { $days } days
profile-figure = { $label }: { $value }
profile-alt = Profile card of { $name }: { $figures }
profile-chart-range = { $low } – { $high }

leaderboard-title-season = { $title } · { $season }
leaderboard-empty-season = Nobody has won or lost chips in a game this season yet.
leaderboard-season-net = Net chips won in games this season.
leaderboard-footer-no-season = Page { $page } of { $pages } · You have not played a game this season

## Share

share-button = Share
share-by = { $member } shares:
refuse-share-not-over = Finish the game first: Share posts a finished game's result.
refuse-already-shared = This game's result is already shared.
refuse-not-your-share = Only the member who played this game can share it.
refuse-nothing-to-share = This game has no result of yours to share: it closed before it was played to its end.

## Responsible play: /selfexclude and /limits
cmd-selfexclude = Stop wagering for a while (1d to 1y, or forever), on every server. Asks to confirm.
opt-selfexclude-for = How long: 1d, 7d, 30d, 1y (days, weeks, months, years) or forever
opt-selfexclude-user = Server managers: stop this member wagering on this server
cmd-limits = See or set your own limits on chips staked and lost in 24 hours here.
opt-limits-stake = Most chips you may stake in 24 hours
opt-limits-loss = Most chips you may lose, net, in 24 hours
opt-limits-remove = Remove a limit (after 24 hours, as any raise)
choice-remove-stake = the stake limit
choice-remove-loss = the loss limit
choice-remove-both = both limits
help-selfexclude = Stop wagering: games that stake chips refuse them until the time you choose, on every server, and gifts stop both ways. Games without a stake stay open. Nobody can lift it early.
help-limits = Your own limits here on chips staked and net chips lost in 24 hours: a lower limit holds at once, a higher one after 24 hours. With no option, your limits and what the last 24 hours used.
exclusion-title = Taking a break
exclusion-until = until { $when }
exclusion-for-good = for good
exclusion-confirm-own = Stop wagering { $ends }? Every game that stakes chips will refuse them, on every server where Parlor runs, and gifts to and from you stop too. Games without a stake stay open. Nobody can end this early, you included.
exclusion-confirm-member = Stop { $member } wagering on this server { $ends }? Games here that stake chips will refuse them, and gifts to and from them stop. Nobody can end this early.
exclusion-confirm-button = Confirm
exclusion-cancel-button = Cancel
exclusion-cancelled = Nothing was changed.
exclusion-already = You have already stopped wagering { $ends }. Nothing was changed.
exclusion-done-own = Done: you can't wager { $ends }, on any server. Games without a stake stay open. Take care.
exclusion-done-member = Done: { $member } can't wager on this server { $ends }.
limits-title = Your limits here
limits-saved = Saved. A lower limit holds now; a higher one waits 24 hours.
limits-stake = Stake limit: { $cap } in 24 hours · staked { $used } · { $left } left
limits-loss = Loss limit: { $cap } in 24 hours · lost { $used } · { $left } left
limits-stake-none = Stake limit: none
limits-loss-none = Loss limit: none
limits-no-limit = none
limits-waiting = From { $when }: stake limit { $stake }, loss limit { $loss }.
limits-excluded-own = You have stopped wagering { $ends }, on every server.
limits-excluded-server = This server's managers have stopped you wagering here { $ends }.
limits-how = Set them with /limits stake: or loss:, and remove one with remove:. A lower limit holds at once, a higher one after { $hours } hours. To stop for a while, /selfexclude.
profile-excluded = Only you see this: you have stopped wagering { $ends }.
profile-excluded-server = Only you see this: this server's managers have stopped you wagering here { $ends }.
refuse-give-excluded = You have stopped wagering { $ends }, and gifts stop with it: you can give chips again when it ends.
profile-limits = Only you see this: your limits here are a stake limit of { $stake } and a loss limit of { $loss } in 24 hours.
refuse-excluded-own = You have stopped wagering { $ends }, so games that stake chips are closed to you. Games without a stake stay open.
refuse-excluded-server = This server's managers have stopped you wagering here { $ends }. Games without a stake stay open.
refuse-past-stake-limit = That goes past your 24-hour stake limit ({ $cap }): { $left } left for now.
refuse-past-loss-limit = That could go past your 24-hour loss limit ({ $cap }): you can stake { $left } more for now.
refuse-takes-no-gifts = { $member } can't receive gifts right now.
refuse-bad-span = “{ $given }” isn't a length Parlor reads. Use 1d to 1y, such as 1d, 7d, 30d or 1y, or forever.
refuse-exclude-others = Only a server manager can stop another member wagering.
refuse-not-your-confirm = This button isn't yours.
refuse-confirm-expired = This question is more than { $minutes } minutes old: run /selfexclude again.
refuse-bad-limit = A limit is a whole number from 1 to { $max }.

## The pictures style: each board drawn as one picture, with alt text that reads it.
config-pictures-off = Pictures need Parlor's public address (`base_url` under `[pictures]` in its configuration): until it is set, boards show emoji.
# A card read aloud: "queen of hearts".
pic-card = { $rank } of { $suit }
pic-rank-2 = two
pic-rank-3 = three
pic-rank-4 = four
pic-rank-5 = five
pic-rank-6 = six
pic-rank-7 = seven
pic-rank-8 = eight
pic-rank-9 = nine
pic-rank-t = ten
pic-rank-j = jack
pic-rank-q = queen
pic-rank-k = king
pic-rank-a = ace
pic-suit-s = spades
pic-suit-h = hearts
pic-suit-d = diamonds
pic-suit-c = clubs
pic-c_back = face-down card
# The same tile several times in a row: "3 × peg".
pic-run = { $count } × { $name }
# A row of the picture: "Dealer · 17: ace of spades, face-down card".
pic-row = { $caption }: { $tiles }
# A grid's row, by its number.
pic-grid-row = Row { $row }
