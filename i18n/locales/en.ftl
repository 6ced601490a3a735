# English: the reference catalogue. Every other language has each of these messages, and may
# use only the arguments English's message has. How to add a language: docs/i18n.md.
-language = English
-game = Minesweeper

## The page

page-title = { -game }
page-description = { -game }: classic rules, seeded shareable boards, up to 200 × 200.
battle-page-title = { -game } Battle
battle-page-description = { -game } Battle: race the computer for territory on one board.

## The classic game's first screen

game-title = { -game }
daily-badge = Daily { $date }
    .title = Today's board, the same for everyone
no-guess-badge = No guessing
    .title = No guessing: from the first click's opening, some cell can always be proven safe
game-menu = Game menu
play-tools = Play tools
game-window = Game
mines-left = Mines left
restart = New game
    .title = New game (R)
restart-won = You won. New game
restart-lost = You lost. New game
timer = { $seconds } seconds
making-board = Making a board that logic alone can clear
dismiss = Dismiss
link-copied = Link copied.
copy-this = Copy this: { $text }

## The status line

status-loading = Loading…
status-making = Making a board that logic alone can clear…
status-ready-chances = Click any cell to start: the first click is always safe, and mine chances show after it.
status-ready = Click any cell to start. Right-click or long-press to flag; arrows and Space work too.
status-daily = Daily board { $date } · start at the ringed cell (row { $row }, column { $column }), the same for everyone. { $attempt }
daily-practice = Practice: your first attempt already counted.
daily-counts = Your first attempt counts.
status-won = You win! Cleared in { $seconds } seconds.
status-won-untimed = You win!
status-lost = Boom — you hit a mine. Press the face or R to play again.
status-lost-guess = Boom — the solver's guess ({ $percent } % safe) hit a mine. Press the face or R to play again.
status-lost-guess-about = Boom — the solver's guess (about { $percent } % safe) hit a mine. Press the face or R to play again.
hint-first = Hint: the best first click
hint-safe = Hint: safe
hint-guess = Hint: guess — { $percent } % safe
hint-guess-about = Hint: guess — about { $percent } % safe
hint-estimated-why = (estimated: too many possibilities to count)
estimated-note = Mine chances are estimated: too many possibilities to count exactly.

## The board

board = { -game } board, { $rows } rows by { $columns } columns, { $mines ->
        [one] { $mines } mine
       *[other] { $mines } mines
    }. Arrow keys move, Space reveals, F flags.
zoom = Zoom
zoom-out = Zoom out
    .title = Zoom out (Ctrl + wheel)
zoom-fit = Fit
    .title = Fit the board to the screen
zoom-in = Zoom in
    .title = Zoom in (Ctrl + wheel)

## The menu

menu-battle = Battle
    .title = Play against the computer for territory
menu-ranked = Ranked
    .title = Games the game server referees and ranks
menu-daily = Daily
    .title = Today's boards, the same for everyone
menu-history = History
    .title = Every game you finished, to watch again
menu-statistics = Statistics
menu-share = Share
    .title = Copy a link to this board
menu-settings = Settings
    .title = Settings (S)
theme = Theme
theme-system = System
theme-light = Light
theme-dark = Dark

## Settings

settings = Settings
presets = Board presets
preset-beginner = Beginner
preset-intermediate = Intermediate
preset-expert = Expert
preset-custom = Custom
preset-any-size = any size
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } mine
       *[other] { $mines } mines
    }
rows = Rows
columns = Columns
mines = Mines
first-click = First click
rule-opening = Opening
rule-opening-help = the first click opens an area
rule-safe = Safe
rule-safe-help = the first click is never a mine
rule-no-guess = No guessing
rule-no-guess-help = the first click opens an area, and the board never needs a guess
rule-no-guess-limits = boards over { $cells } cells with at most { $percent } % mines (this one has { $density } %)
question-marks = Question marks
question-marks-help = right click cycles flag → ? → hidden
settings-hint = Board changes start a new game at once.
done = Done
language = Language
