# English: the reference catalogue. Every other language has each of these messages, and may
# use only the arguments English's message has. How to add a language: docs/i18n.md.
-language = English
-game = Minesweeper

## The page

page-title = { -game }
page-description = { -game }: classic rules, seeded shareable boards, up to 200 × 200.
manifest-description = Classic { -game } with an exact solver, replays, no-guess boards and Battle.
battle-page-title = { -game } Battle
battle-page-description = { -game } Battle: race the computer for territory on one board.

## First screen: the classic game

game-title = { -game }
game-menu = Game menu
mines-left = Mines left
timer = { $seconds } seconds
dismiss = Dismiss
copied = { $what ->
        [replay] Link to the replay copied.
        [result] Result copied.
       *[link] Link copied.
    }

## First screen of the classic page: its header and face

daily-badge = Daily { $date }
    .title = Today's board, the same for everyone
no-guess-badge = No guessing
    .title = No guessing: from the first click's opening, some cell can always be proven safe
play-tools = Play tools
game-window = Game
restart = New game
    .title = New game (R)
restart-won = You won. New game
restart-lost = You lost. New game
making-board = Making a board that logic alone can clear
copy-this = Copy this: { $text }
## First screen of the classic page: the status line

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
estimated-note = Probabilities are estimates: too many possible layouts to count them all.
hint-with-note = { $hint }. { $note }
hint-with-why = { $hint } { $why }

## Play tools

help-note = Solver help: a game it helps with is not recorded in your statistics
flag-mode = Flag mode
hint = Hint
    .title = Hint (H). { help-note }
autoplay = Autoplay
autoplay-stop = Stop
probabilities = Probabilities
    .title = Probabilities (P). { help-note }

## First screen: the board

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

## First screen: the cells, as a screen reader says them

cell = row { $row }, column { $column }, { $state }
cell-state = { $state ->
        [hidden] hidden
        [flagged] flagged
        [questioned] marked with a question mark
        [mine] mine
        [exploded] exploded mine
       *[wrong-flag] wrong flag, no mine here
    }
cell-around = { $count ->
        [0] no mines around
        [one] 1 mine around
       *[other] { $count } mines around
    }
cell-chance = { $cell }, { $percent } mine chance

## First screen of Battle: its cells

battle-cell-state = { $state ->
        [legal] hidden, you may open it
        [hidden] hidden
        [flagged] flagged
        [hit-you] mine you hit
        [hit-computer] mine the computer hit
       *[mine] mine
    }
battle-cell-owned = { $around }, { $whose ->
        [you] yours
       *[computer] the computer's
    }
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
account = Account
    .title-signed-in = Your account: your devices, a recovery key, signing in elsewhere
    .title-signed-out = Sign in: with a recovery key, or by playing ranked

## First screen: the theme (Battle's header draws its picker at once)

theme = Theme
theme-system = System
theme-light = Light
speed = Autoplay speed
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
theme-dark = Dark

## Settings

settings = Settings
presets = Board presets

## First screen: the presets and sizes (Battle's settings draw them at once)

preset-beginner = Beginner
preset-intermediate = Intermediate
preset-expert = Expert
preset-custom = Custom

## Settings, continued

preset-any-size = any size
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } mine
       *[other] { $mines } mines
    }

## First screen: the sizes

rows = Rows
columns = Columns
mines = Mines

## Settings, continued

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
live-counters = Live counters
live-counters-help = 3BV/s, clicks and the rest while you play
live-counters-panel = Counters so far
settings-hint = Board changes start a new game at once.
done = Done
language = Language

## First screen of Battle: its settings, scoreboard and status

battle-badge = Battle
battle-online = Play a person
    .title = A battle against a person: a link for a friend, or quick match
battle-classic = Classic
    .title = The classic game
battle-settings = Battle settings
battle-board = Board
battle-preset = { $name } { $rows }×{ $columns }
battle-computer = Computer
level-novice = Novice
level-casual = Casual
level-expert = Expert
level-master = Master
battle-pace = Pace
pace-realtime = Real time
pace-turns = Turns
battle-lives = Lives
battle-no-guess = No guessing
    .title = A board both of you can clear from the two openings without a guess
battle-speed = Speed { $speed }
    .title = How fast the computer moves in real time
battle-adjusted = The battle was adjusted: { $changes }.
new-battle = New battle
    .title = New battle (R)
side-you = You
side-computer = Computer
your-move = { " " }· your move
thinking = { " " }· thinking
score = Score
cells-unit = { $count ->
        [one] cell
       *[other] cells
    }
lives-left = { $lives } of { $most } lives
first-to = first to
battle-board-label = Battle board, { $rows } rows by { $columns } columns, { $mines } mines. Your territory starts { $corner ->
        [top-left] top left
       *[bottom-right] bottom right
    }. Arrow keys move, Space opens or chords, F flags.
battle-won = You win, { $you } to { $computer }: { $why }.
battle-lost = The computer wins, { $computer } to { $you }: { $why }.
battle-drawn = A draw, { $you } to { $computer }: { $why }.
battle-why-target = the first to { $target } safe cells wins
battle-why-stuck = nobody could open another safe cell, so the larger territory wins
battle-making = Making a board you can clear without guessing…
battle-ready = You are blue, from the top left; the computer is orange, from the bottom right. Open the marked cells next to your territory: the first to { $target } safe cells wins.
battle-out = You are out of lives: the computer plays on alone.
battle-thinking = The computer is thinking…
battle-your-move = Your move.
battle-race = Race for { $target } safe cells!
refusal-not-adjacent = Row { $row }, column { $column } does not touch your territory: play a marked cell.
refusal-open = Row { $row }, column { $column } is already open.
refusal-flagged = Row { $row }, column { $column } is flagged: remove the flag first.
refusal-not-your-number = Row { $row }, column { $column } is not a number you opened, so it does not chord.
refusal-not-your-turn = Wait for the computer's move.
refusal-over = The battle is over: start a new one.
refusal-outside = Row { $row }, column { $column } is not on the board.
notice-battle-kept-unread = Your saved battle and statistics could not be read: the rest of the page could not be downloaded (are you offline?).
notice-computer-missing = The computer cannot play: its mind could not be downloaded (are you offline?).

## Battle's result and statistics

result = Result
battle-result-won = You win!
battle-result-lost = The computer wins
battle-result-drawn = A draw
battle-result-note = Against { $level }: you { $you } cells, the computer { $computer }; { $your-lives } lives left to { $its-lives }.
battle-statistics = Battle statistics
stats-won = Won
stats-lost = Lost
stats-drawn = Drawn
battles-elsewhere = { $count ->
        [one] With { $count } battle you played on your other devices; a reset clears this device's only.
       *[other] With { $count } battles you played on your other devices; a reset clears this device's only.
    }
battle-reset = Reset battle statistics

## The result card

result-new-best = New best time!
result-cleared = Cleared!
result-over = Game over
result-time = Time
seconds-short = { $seconds } s
result-bbbv = 3BV
result-board-bbbv = Board 3BV
clicks = Clicks
result-grade = A no-guess board: it needed { $rule ->
        [single] single numbers
        [subset] the subset rule
        [total] the mine total
       *[cases] a full case analysis
    }.
result-assisted = The solver helped with this game, so it is not in your statistics.
watch-replay = Watch replay
share-replay = Share replay
export-evf = Export EVF
copy = Copy
evf-failed = The EVF file could not be made: { $why }.
counter-bbbv-s = 3BV/s
    .title = 3BV solved per second
counter-ioe = IOE
    .title = Index of efficiency: 3BV solved per click
counter-zini = ZiNi
    .title = The fewest clicks with flags and chords
counter-clicks = Clicks
    .title = Left, right and chords
counter-wasted = Wasted
    .title = Clicks that changed nothing that counts
counter-correctness = Correctness
    .title = Effective clicks per click
counter-throughput = Throughput
    .title = 3BV solved per effective click
counter-rqp = RQP
    .title = Time squared per 3BV solved (lower is better)
counter-stnb = STNB
    .title = The community's rating of a game on a standard board
counter-path = Path
    .title = The cursor's path, in pixels of 16-pixel cells (from the video)
pixels = { $pixels } px
counter-nf = NF
    .title = Played with no flags
counter-rtime = Time
    .title = Seconds since the first reveal
counter-etime = Estimate
    .title = The time the game takes at this pace: time × 3BV ÷ 3BV solved
counter-bbbv = 3BV
    .title = The fewest clicks that clear the board without flags
counter-bbbv-solved = 3BV solved
    .title = The 3BV the clicks have cleared so far
counter-hzini = HZiNi
    .title = ZiNi in the order a person plays
counter-left = Left
    .title = Left clicks
counter-right = Right
    .title = Right clicks
counter-double = Chords
    .title = Both buttons, or a left click on a number
counter-ce = Effective
    .title = Clicks that changed something that counts
counter-flag = Flags
    .title = Flags on the board
counter-zne = ZNE
    .title = ZiNi per click, on a won game
counter-lce = Left effective
    .title = Left clicks that opened something
counter-rce = Right effective
    .title = Right clicks that flagged a mine
counter-dce = Chords effective
    .title = Chords that opened something
yes = yes
no = no

## Statistics

statistics = Statistics
stats-board = Board
stats-played = Played
stats-rate = Rate
stats-streak = Streak
stats-best = Best
stats-best-times = Best times
percent = { $percent } %
stats-hint = Games the solver helped with are not counted. Each best counter may come from a different game.
best-counters = Best counters
meaning-bbbv-s = the board's 3BV (the fewest clicks that clear it without flags) solved per second
meaning-ioe = 3BV solved per click: 1 is a click for every 3BV
meaning-rqp = the time squared over the 3BV: lower is better
meaning-stnb = the community's rating of a win on a standard board: higher is better
reset-statistics = Reset statistics…
confirm-reset = Confirm reset
erase-all = Erase all statistics? This cannot be undone.
erase = Erase
keep = Keep
category = { $key ->
        [beginner] Beginner
        [intermediate] Intermediate
        [expert] Expert
        [beginner-ng] Beginner, no guessing
        [intermediate-ng] Intermediate, no guessing
        [expert-ng] Expert, no guessing
        [custom-ng] Custom, no guessing
       *[custom] Custom
    }

## The daily boards

daily-boards = Daily boards, { $date }
daily-hint = One board per level each day (UTC), the same for everyone. Start at the ringed cell; your first attempt is the one that counts.
daily-today = Today
daily-days-won = Days won in a row
daily-streak = { $streak } (best { $best })
play = Play
daily-not-played = Not played yet: your first attempt counts.
daily-started = Started: finish it, or it counts as lost.
daily-won = Won in { $seconds } s. Play again for practice.
daily-lost = Lost today. Play again for practice.
daily-result-won = { -game } daily { $date } · { $level } · won in { $seconds } s · 3BV/s { $speed } · IOE { $ioe }
daily-result-lost = { -game } daily { $date } · { $level } · lost at { $seconds } s, 3BV { $solved }/{ $bbbv } · 3BV/s { $speed } · IOE { $ioe }

## History

history-unreadable = Your history could not be read ({ $why }).
history-empty = No finished game yet: every game you finish is kept here, with its replay.
history-dropped = Some games could not be read and were left out ({ $why }).
history-date = Date
history-result = Result
history-replay = Replay
history-more = Show more ({ $count } more)
open-video = Open a video from another program (AVF, RMV, MVF, EVF)
history-kept = The newest 1,000 games and every best time are kept in this browser, nowhere else.
history-board = { $board } { $rows }×{ $columns }/{ $mines }
history-marks = { " " }({ $marks })
list-separator = { ", " }
mark-best = best
mark-daily = daily
mark-solver = solver
game-won = won
game-lost = lost
watch = Watch
progress = Progress
progress-board = Board
no-progress = Your progress is drawn here once you have finished a game.
no-win = No win yet: the charts start with the first.

## The progress charts

chart-time-caption = Time of each win (s); the line: best so far
chart-time-label = Each win's time over the { $games } games played, with the best time so far as a line.
chart-game-time = Game { $game }: { $seconds } s
chart-helped = { " " }(solver-helped)
chart-speed-caption = 3BV/s of each win: the board's 3BV over its time
chart-speed-label = Each win's 3BV per second over the games played.
chart-game-speed = Game { $game }: { $speed } 3BV/s
chart-spread-caption = How the { $wins } unhelped wins' 3BV/s spread
chart-spread-label = How many wins fall in each quarter of a 3BV per second.
chart-spread-bar = { $count } at { $from }–{ $to } 3BV/s
as-a-table = As a table
chart-wins = Wins
chart-calendar-caption = Games played, the last { $weeks } weeks: { $played }
chart-calendar-label = A calendar of the last { $weeks } weeks: { $played } games played.
weekday-mon = Mon
weekday-wed = Wed
weekday-fri = Fri
chart-day = { $date }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won
chart-day-column = Day
chart-games = Games
chart-first-game = game 1
games-table = The games behind the charts, as a table
games-table-game = Game
best-so-far = Best so far
helped = { " " }(helped)

## The replay viewer

replay-heading = Replay
replay-menu = Replay menu
replay-back = Back to the game
replay-share = Share
    .title = Copy a link that opens this replay
replay-export = Export EVF
    .title = Save as an EVF file, for other { -game } programs
replay-board = Board as it was
replay-counters = Counters
replay-speed-curve = 3BV/s over the game
replay-speed-curve-label = The 3BV solved so far over the time so far, after each of { $points } moves.
replay-speed-now = { $speed } 3BV/s at { $seconds } s
replay-state = { $state ->
        [ready] Not started
        [playing] Playing
        [won] Won
       *[lost] Lost
    }
replay-board-title = { $name } { $rows } × { $columns }, { $mines ->
        [one] { $mines } mine
       *[other] { $mines } mines
    }
replay-seed = seed { $seed }
replay-outcome = { $outcome ->
        [won] won in { $seconds } s
        [lost] lost after { $seconds } s
       *[unfinished] not finished
    }
replay-by = by { $player }
replay-loading = Loading the replay… { $percent } %
replay-refused = This replay could not be opened: { $why }.
replay-gone = its link was too long for the address, so it was kept on the page, and the page has been reloaded since — open it again from its file or the History
play-a-game = Play a game
replay-copied = Link to this replay copied.
replay-copy-this = Copy this link: { $link }
replay-long-copied = Link copied, but it is { $size } KB: too long for most chats and mail (Export EVF makes a file).
replay-too-long = This replay's link is too long to show: Export EVF makes a file to share.
replay-reading = Reading { $file }…
replay-play = Play (Space)
replay-pause = Pause (Space)
replay-step-back = One move back (←)
replay-step-forward = One move forward (→)
replay-move = Move
replay-move-of = move { $move } of { $moves }
replay-speed = Speed
replay-trail = Trail
    .title = The cursor's path in the second before

## The replay's review

review = Review
review-grading = Grading every move with the solver… { $graded } of { $moves }
review-show = Show
review-filter = { $filter ->
        [all] All
        [guesses] Guesses
        [flags] Flags
       *[wasted] Wasted clicks
    } { $count }
review-earlier = Show earlier ({ $count } earlier)
review-more = Show more ({ $count } more)
review-none = { $filter ->
        [all] No moves.
        [guesses] No guesses: every cell opened was certainly safe.
        [flags] No flags.
       *[wasted] No wasted clicks: every click changed the board.
    }
review-cell = row { $row }, column { $column }
review-flag = flag on { $cell }: { $kind ->
        [certain] certain
        [wrong] wrong: no mine there
       *[uncertain] not yet certain
    }
review-move = { $action ->
        [reveal] reveal
        [flag] flag
        [mark] mark
        [unflag] unflag
       *[chord] chord
    } at { $cell }: { $what }
review-grade = { $grade ->
        [safe] safe
        [unflag] unflag
        [mark] mark
       *[wasted] wasted
    }
review-forced = forced guess, { $safety } safe
review-forced-best = forced guess, { $safety } safe (best { $best } at { $cell })
review-needless = needless guess, { $safety } safe: { $cell } was certain
review-worse = worse guess, { $safety } safe: { $cell } was { $best }
review-estimated = { " " }(estimated)
review-by-solver = { " " }(solver)
review-summary = { $safe ->
        [one] { $safe } safe move
       *[other] { $safe } safe moves
    } · { $forced ->
        [one] { $forced } forced guess
       *[other] { $forced } forced guesses
    } · { $needless } needless · { $worse } worse
review-luck-none = Luck: none needed, no guess
review-luck = Luck: 1 in { $odds } (guesses at { $guesses })
review-and-more = and { $count } more
review-flags = Flags: { $certain } certain · { $uncertain } uncertain · { $wrong } wrong
review-think = { $seconds } s a move on average · slowest: { $slowest }
review-slow-move = move { $move } ({ $seconds } s)

## The replay and video readers' refusals (the engine's reasons, in words)

refusal-replay-ends-early = the replay ends early
refusal-replay-version = the replay is in format { $found }; this version reads formats 1 to { $last }
refusal-replay-checksum = the replay's checksum does not match: it was changed or cut short
refusal-replay-character = the replay's text has a character that is not in a replay link: “{ $character }”
refusal-replay-not-text = this is not a replay's text
refusal-replay-settings = the replay's settings are not a board
refusal-replay-layout = the replay's mines are not its board's
refusal-replay-time-back = move { $move } is at { $ms } ms, before the move ahead of it
refusal-replay-outside = move { $move } is on { $cell }, outside the { $rows }×{ $columns } board
refusal-replay-after-end = move { $move } comes after the game ended
refusal-replay-tampered = move { $move } is not marked as what replaying it does
refusal-replay-mine-first = a mine lies under the first reveal ({ $cell }), which this game's rules keep clear
refusal-replay-too-long = the replay has { $moves } moves; at most { $most } are kept
refusal-replay-too-big = the replay's board is { $rows }×{ $columns }; boards of up to { $most }×{ $most } are held
refusal-replay-too-large = the replay is { $size } KB; up to { $most } KB are read
refusal-replay-too-many-clicks = the file has more than { $most } clicks, the most a replay keeps
refusal-replay-before-edge = move { $move } steps off the board's top or left edge
refusal-replay-evf-board = EVF holds boards of up to 255×255 cells and 65,535 mines; this one is { $rows }×{ $columns } with { $mines } mines
refusal-replay-evf-empty = a game with no move has no events to write
refusal-replay-cursor = the replay's cursor track is damaged
refusal-replay-video = the video cannot be read: { $why }
refusal-video-too-large = the file is { $size } KB; videos of up to { $most } KB are read
refusal-video-board = its board is { $rows }×{ $columns }; videos hold boards of 1×1 to { $most }×{ $most }
refusal-video-too-many-events = it has more than { $most } mouse events
refusal-video-ends-inside = it ends inside its { $part ->
        [header] header
        [layout] mines
        [details] details (player, date, result)
        [events] mouse events
       *[check] checksum
    } (from byte { $at })
refusal-video-not-this = it is not { $format }: { $why }
refusal-video-level = its level is { $level }; Arbiter's are 3 to 6
refusal-video-version = its version is { $found }; versions { $first } to { $last } are read
refusal-video-no-release = its header names no release of Minesweeper Clone
refusal-video-no-mark = it does not begin with “{ $mark }”
refusal-video-mine-off = a mine is at { $cell }, off its { $rows }×{ $columns } board
refusal-video-shared-cell = two of its mines are on one cell
refusal-video-mark-byte = its “?” mark byte is { $byte }, where Arbiter writes 17 or 127
refusal-video-not-number = its { $what ->
        [bbbv] 3BV
       *[time] time
    } is “{ $text }”, not a number
refusal-video-event-kind = it has an event of kind { $kind }, which { $program } does not write
refusal-video-first-event = its first event has kind { $kind }, which no game starts with
refusal-video-mines-disagree = its header says { $said ->
        [one] { $said } mine
       *[other] { $said } mines
    } and its layout has { $found }
refusal-video-early-board = its board is { $rows }×{ $columns }; Clone before 0.97 saved only the three levels
refusal-video-no-events = it has no mouse events
refusal-video-clone-unnamed = its clone is not named
refusal-video-zero-pixels = its cells are 0 pixels wide
refusal-video-no-bbbv = its result text holds no 3BV
refusal-video-no-format = it is none of the video formats read (AVF, RMV, MVF, EVF)
refusal-video-no-format-avf = it is none of the video formats read (AVF, RMV, MVF, EVF); read as Arbiter's, { $why }

## The analysis board

analysis-title = Analysis board
analysis-refused = This position cannot be: { $why }.
analysis-open = Analysis board
analysis-here = Analyse here
analysis-paste = Position (.mine text)
analysis-load = Show
analysis-file = Open a .mine file
analysis-save = Save .mine
analysis-link = Copy link
analysis-back = Back to the game
analysis-mines = Mines
analysis-tool = Set cells as
analysis-tool-hidden = Hidden
analysis-tool-flag = Flag
analysis-tool-open = Open
analysis-safest = Safest: { $cells } ({ $percent } a mine)
analysis-certain = Certainly safe: { $safe } · certainly mines: { $mines }
analysis-dead = Dead (opening them tells nothing): { $count }
analysis-dead-unknown = Dead cells: too many layouts to list
analysis-fifty = Forced 50/50s: { $count }
analysis-clear = Chance of clearing the board from here: { $percent } (best: { $cell })
analysis-clear-unknown = Chance of clearing the board: not searched (over { $cells } undecided cells or { $layouts } layouts)
analysis-estimated = Estimated chances: too many layouts to count them all.
refusal-setup-header = the first line is not WIDTHxHEIGHTxMINES (such as 30x16x99)
refusal-setup-size = a { $rows } × { $cols } board: boards are 1 to { $max } cells a side
refusal-setup-row-length = row { $row } is { $length } characters long and the board { $cols } wide
refusal-setup-missing-rows = { $found } rows given of the board's { $rows }
refusal-setup-number-too-large = the { $number } at row { $row }, column { $col } has { $room ->
        [one] only one cell
       *[other] only { $room } cells
    } around it that could hold a mine
refusal-setup-flags-around = the { $number } at row { $row }, column { $col } has { $flags } flags around it
refusal-setup-more-flags = { $flags } flags, and { $mines ->
        [one] only one mine
       *[other] only { $mines } mines
    }
refusal-setup-too-many-mines = { $mines } mines, and only { $room } cells that could hold them
refusal-setup-no-layout = each number can be met, but no layout of the mines meets them all

## Saved data that could not be read, and records left out of it

refusal-unread-json = { $fault ->
        [data] it does not hold what this version saves
        [eof] it ends early
       *[syntax] it is not JSON
    } (line { $line }, column { $column })
refusal-unread-format = it was saved in format { $found }; this version reads { $reads }
refusal-unread-time = its time is not a duration from 0 to a year
refusal-unread-board = it is a { $rows }×{ $columns } board; boards here have up to { $max-rows } rows and { $max-columns } columns
refusal-unread-speed = its speed is { $found }, where speeds are { $min } to { $max }
refusal-dropped-record = { $category }: { $why }
refusal-dropped-day = “{ $day }”: { $why }
refusal-contradiction = { $why ->
        [more-wins] more wins than games
        [streak] a streak longer than the wins
        [best-times] more best times than wins
        [best-time] a best time that is not a duration
        [best-counter] a best counter that is not a number
        [date] a game with a date that is not a time
        [board] a game with a board that is not one
        [no-replay] a game with no replay
       *[not-a-day] not a day
    }

## The game server's refusals and the ranked client's notices

server-too-many-messages = Slow down: at most { $most } messages a second; that one was not read.
server-too-many-moves = Slow down: at most { $most } moves a second in a game; that one was not played.
server-too-many-games = Slow down: at most { $most } new games a minute.
server-too-many-connections = Slow down: at most { $most } connections at once from one address.
server-too-many-synced = Slow down: at most { $megabytes } MB of games are kept an hour from one network; the rest stay on this device and go later.
server-too-many-rooms = Slow down: at most { $most } rooms wait for a second player from one network. Close one, or join one.
server-rooms-full = The server holds as many rooms waiting for a second player as it can: join one (Quick match), or try again in a few minutes.
server-makers-busy = Every no-guess board maker is busy; try again in a moment.
server-too-many-players = Slow down: at most { $most } new players an hour from one address.
server-too-many-joins = Slow down: at most { $most } rooms joined a minute.
server-too-many-boards = Slow down: at most { $most } no-guess battle boards a minute from one network.
server-too-many-resumes = Slow down: at most { $most } games resumed a minute.
server-too-many-sign-ins = Slow down: at most { $most } tries at signing in a minute from one network.
server-too-many-exports = Slow down: at most { $most } downloads of everything an hour.
server-too-many-reads = Slow down: too many reads from one network; try again in { $seconds } s.
server-not-text = Messages are JSON text.
server-not-a-message = The server could not read that message ({ $detail }).
server-hello-first = Say hello first.
server-device-signed-out = This device was signed out: sign in again to play as that player.
server-unknown-token = This device's key is not a player's on this server.
server-unknown-category = There is no ranked board “{ $name }”.
server-no-game-of-yours = There is no game of yours with that id.
server-not-your-game = That game is not yours.
server-cannot-replay = That game could not be played again.
server-daily-over = The day of that daily board is over: its game ended with it.
server-daily-played = You have played today's { $category } board; the next one is at 00:00 UTC.
server-game-over = That game is over.
server-not-next = Move { $seq } is not the next one: the game expects move { $next }.
server-too-many-game-moves = A ranked game takes at most { $most } moves.
server-off-board = Row { $row }, column { $column } is off the { $rows }×{ $columns } board.
server-daily-start = The daily board's first reveal is at its start: row { $row }, column { $column }.
server-track-too-long = The cursor's track is over { $most } characters.
server-track-first-move = The first move carries no cursor track.
server-track-refused = The cursor's track was refused ({ $detail }).
server-track-too-many = The cursor's track would take the game past { $most } samples.
server-other-window = This battle is being played from another window now.
server-watching = You are watching this battle: a watcher cannot move.
server-no-second-player = The battle begins when a second player comes.
server-battle-over = The battle is over.
server-reconnecting = A player is reconnecting: no move is played until they are back.
server-battle-not-next = That is move { $seq }; the battle expects your move { $next }.
server-too-many-battle-moves = A player makes at most { $most } moves in a battle of this size.
server-out-of-lives = You are out of lives.
server-not-your-turn = It is not your turn.
server-chord-opens-nothing = That chord opens nothing: its number's flags do not match it.
server-no-room = There is no room with that code (a room is kept 10 minutes after its battle).
server-room-elsewhere = This battle is held by another server now: join it again.
server-room-silent = The server holding that room did not answer; try again.
server-rebuild-failed = That battle cannot be played on: the server failed to rebuild it.
server-restarting = The server is restarting; try again.
server-stopping = The server is stopping: connect again.
server-try-again = The server could not do that just now; try again.
server-refused = The server refused that.
server-sign-in-first = Sign in first.
server-signed-out-here = This device is signed out: sign in again, or start afresh.
server-not-a-recovery-key = That is not a recovery key: 32 letters and digits, in groups of four.
server-no-such-recovery-key = No player has that recovery key.
server-keep-a-way-back = Keep a passkey or a recovery key first: signed out, this player could not be signed in again.
server-no-such-device = There is no device of yours by that id.
server-no-host = The request does not name its host as a web address.
server-too-many-links = Slow down: at most { $most } device links are open at once from one network.
server-links-busy = Too many devices are signing in just now; try again in a few minutes.
server-no-such-code = No device is waiting with that code (codes last ten minutes).
server-code-spent = That code was approved or expired just now.
server-link-gone = That sign-in expired or was used: run “mines login” again.
server-player-gone = That player is gone.
server-database-silent = The server's database does not answer.
server-no-such-api = The server has no such API.
server-bad-request = The server could not read that request ({ $detail }).
server-bad-day = A day is written YYYY-MM-DD.
server-daily-not-public = The daily board of { $day } and its replays are public from the next day, 00:00 UTC.
server-no-such-game = No finished game has that id.
server-no-such-player = There is no player with that id.
server-no-such-page = There is no such page.
server-passkey-needs-name = Passkeys need the site's name, not an IP address: open the game at http://localhost:PORT, or start the server with --public-url.
server-passkey-not-added = The passkey was not added: the browser's answer did not match what was asked. Begin again.
server-passkey-not-signed-in = You were not signed in: the browser's passkey answer did not match what was asked. Begin again.
server-too-many-ceremonies = Slow down: at most { $most } passkey requests are open at once from one network.
server-ceremonies-busy = Too many players are using passkeys just now; try again in a few minutes.
server-too-many-passkeys = A player keeps at most { $most } passkeys: remove one first.
server-ceremony-gone = That passkey request expired or was finished (each lasts five minutes and is used once): begin again.
server-ceremony-signs-in = That request signs in; it adds no passkey.
server-ceremony-adds = That request adds a passkey; it signs nobody in.
server-not-a-passkey = That is not a browser's passkey answer.
server-passkey-taken = That passkey is kept here already.
server-ceremony-other-player = That request was begun by another player.
server-unknown-passkey = That passkey is not a player's here (it may have been removed).
server-no-such-passkey = There is no passkey of yours by that id.
server-name-nothing-visible = A name needs at least one visible character.
server-name-too-long = A name has 1 to { $most } characters, not { $count }.
server-name-too-many-marks = A name holds at most three marks on one letter.
server-name-looks-given = Names like “Player 3fa2c1” are the ones the server gives new players; choose another.
server-too-many-in-request = At most { $most } games go in one request.
net-unreachable = The server could not be reached (offline?).
net-unreadable = The server's answer could not be read ({ $detail }).
net-status = The server answered { $status }.
notice-move-not-played = Your move at row { $row }, column { $column } was not played: { $why }
notice-new-player = { $why } You play as a new player.
notice-name-later = The name is saved once the server is reached; try again then.
notice-name-empty = A name has 1 to 24 characters, and this one is empty.
notice-name-too-long = A name has 1 to 24 characters, not { $count }.
notice-dropped = { $count ->
        [one] The game ended before { $count } more move could be played.
       *[other] The game ended before { $count } more moves could be played.
    }
notice-unknown-board = The server sent a board this version cannot show ({ $name }, { $rows }×{ $columns }).

## Play a person

online-badge = Battle · a person
online-ratings = Ratings
online-resign = Resign
online-computer = Computer
    .title = Battles against the computer
online-settings = { $rows } × { $columns }, { $mines ->
        [one] { $mines } mine
       *[other] { $mines } mines
    }, { $lives ->
        [one] { $lives } life
       *[other] { $lives } lives
    }, { $pace ->
        [realtime] real time
       *[turns] turns
    }
online-no-guess = { $settings }, no guessing
online-intro = The battle you set up: { $settings }. The server holds the board and the turn: neither side sees a mine before it is hit.
online-your-name = Your name
online-room-new = A link for a friend
online-quick = Quick match
online-link-label = The room's link
online-send-link = Send this link to a friend; the battle begins when they open it:
online-seat-waiting = Waiting…
online-their-move = { " " }· their move
online-another = Another battle: quick match
online-back = Back to the computer
online-absent = Playing a person needs the game server, and this page's host does not run one: the computer levels play on.
online-connecting = Connecting to the game server…
online-retrying = The connection dropped: connecting again…
online-open = Play a person: make a link for a friend, or take the next player waiting.
online-other-player = the other player
online-a-player = a player
online-dropped = Your connection dropped: connecting again… (you have 60 s to come back)
online-waiting = Waiting for someone to open the link…
online-reconnecting = Waiting for { $name } (reconnecting)…
online-draw = { $reason ->
        [forfeit] A draw by forfeit.
        [stuck] A draw, no move left.
       *[target] A draw.
    }
online-you-won = { $reason ->
        [forfeit] You won by forfeit!
        [stuck] You won, no move left!
       *[target] You won!
    }
online-they-won = { $reason ->
        [forfeit] { $name } won by forfeit.
        [stuck] { $name } won, no move left.
       *[target] { $name } won.
    }
online-rating = Rating { $change }.
online-closed = The room closed.
online-watching = Watching { $one } against { $two }.
online-out = You are out of lives: the other player plays on.
online-to-move = { $name } to move…
online-not-connected = Not connected: that move was not played. Connecting again…
ratings-title = Ratings against people
ratings-none = Nobody has battled a person yet.
ratings-what = The ratings
ranking-player = Player
ranking-rating = Rating
ranking-battles = Battles
could-not-read = { $what } could not be read: { $why }.
close = Close

## Ranked play

ranked-category = { $name ->
        [beginner] Beginner
        [intermediate] Intermediate
        [expert] Expert
        [daily-beginner] Daily beginner
        [daily-intermediate] Daily intermediate
       *[daily-expert] Daily expert
    }
ranked = Ranked
ranked-with = Ranked · { $category }
ranked-player-badge = Player
ranked-hint = The game server deals the board, keeps the clock, and ranks your time. No hints in a ranked game.
ranked-looking = Looking for the game server…
ranked-absent = Ranked play needs the game server, and this page's host does not run one.
ranked-elsewhere = Every other part of the game plays here;
ranked-serve = runs the server with the pages.
ranked-categories = Categories
ranked-your-name = Your name
leaderboards = Leaderboards
ranked-your-games = Your games
    .title = Your ranked games, at an address you can share
ranked-practice = Practice
    .title = Back to your practice game
ranked-game = Ranked game
ranked-mark = Ranked
    .title = The server keeps this game's clock
ranked-waiting = { $count ->
        [one] { $count } move will be sent once it is back.
       *[other] { $count } moves will be sent, in order, once it is back.
    }
ranked-dropped = The connection to the server dropped: reconnecting…
ranked-choose = Choose a category (Ranked) to play a game the server referees.
ranked-daily-ready = { $category }: today's board, the same for everyone. Your first reveal is at the ringed cell; the server's clock starts there.
ranked-ready = Ranked { $category }: the server deals the board and starts its clock at your first reveal.
ranked-won = Won in { $seconds } s on the server's clock · 3BV { $bbbv }
ranked-rank = rank { $rank }
unranked-beyond-record = kept, not ranked: { $rate } 3BV/s is faster than the world record on any { $level } board (over { $most } 3BV/s)
unranked-beyond-pace = kept, not ranked: { $pace } moves a second is faster than any person plays (over { $most })
unranked-no-history = kept, not ranked: a daily counts on its board once you have finished { $needed } ranked games (you have { $finished })
unranked-shared-network = kept, not ranked: another player played this daily board from your network first
unranked-held = held off the boards: { $rate } 3BV/s is far beyond your best { $level } win ({ $best } 3BV/s); it goes on them once you win a ranked { $level } game at { $needed } 3BV/s or more
unranked-held-first = held off the boards: { $rate } 3BV/s is far beyond your record (no { $level } win yet); it goes on them once you win a ranked { $level } game at { $needed } 3BV/s or more
ranked-released = your held { $category } win of { $day } is on its board now
ranked-lost = Lost.
ranked-public-later = Today's layout and every replay of it are public from 00:00 UTC.
ranked-watch-replay = Watch the replay
ranked-another = Another game: { $category }
leaderboard-category = Category
leaderboard-period = Period
leaderboard-order = Order
leaderboard-all-time = All time
leaderboard-by-week = By week
leaderboard-by-day = By day
leaderboard-best-time = Best time
leaderboard-best-rate = Best 3BV/s
leaderboard-week-of = The week of { $day }
leaderboard-earlier-week = Earlier week
leaderboard-later-week = Later week
leaderboard-earlier-day = Earlier day
leaderboard-later-day = Later day
leaderboard-what = The leaderboard
leaderboard-empty = No win here yet: be the first.
leaderboard-player-games = This player's games
replay-cannot-watch = That replay cannot be watched: { $why }.
replay-empty = the server sent an empty replay
player-a-player = A player
player-given = Player { $id }
player-page-what = This player's page
player-no-games = No ranked game yet.
player-day = Day (UTC)
player-result = { $result ->
        [won] won
        [lost] lost
        [abandoned] lost (abandoned)
        [day-over] lost (the day ended)
        [unranked] won, not ranked
       *[playing] playing
    }
player-battles = Battles against people · rating { $rating }
player-against = Against
player-battle-result = { $result ->
        [draw] draw
        [won-forfeit] won by forfeit
        [lost-forfeit] lost by forfeit
        [won] won
       *[lost] lost
    }
player-not-rated = not rated
player-rating-label = The rating over the last { $battles } battles: from { $from } to { $to }.
player-rating-before = before
player-rating-after = after battle { $battle }
player-rating-point = { $rating } after the battle of { $day }

## The account screen

account-badge = Account
account-asking = Asking the game server…
account-no-player = This browser has no player on this server yet: play a ranked game to become one, make one with a passkey, or sign in below.
account-make-with-passkey = Make my player with a passkey
account-passkey-hint = A passkey is kept by this device (or your phone, or your password manager) and signs you in with your fingerprint, face or screen lock: no name, no password.
account-deleted = The account is deleted: { $devices } device(s) signed out, { $passkeys } passkey(s) and { $games } game(s) removed. { $ranked } ranked game(s) and { $battles } battle(s) stay, under the name { $name }.
account-key-kept = You keep a recovery key. A new one replaces it: the old one stops working.
account-key-passkeys = A recovery key signs in a device where none of your passkeys is.
account-key-nothing = Without a passkey, a recovery key or another device signed in, clearing this browser's data loses this player for good.
account-player = Player { $id }: your ranked games and battles.
account-passkeys = Passkeys
account-passkey-offer = Signed in with your recovery key. Add a passkey on this device to sign in next time without it.
account-no-passkey = No passkey yet. A passkey signs you in on any device where it is (synced by your phone or password manager, or your phone held up to a computer's QR code), with no name and no password.
account-add-passkey = Add a passkey
account-recovery-key = Recovery key
account-key-once = Shown this once: copy it or print it, and keep it where only you can reach it. It signs any device in as you.
account-print = Print
account-new-key = Make a new recovery key
account-make-key = Make a recovery key
account-games = Your games on every device
account-devices = Devices signed in as you
account-device = Device
account-signed-in = Signed in
account-last-seen = Last seen
account-network = Network
account-sign-out = Sign out
account-sign-out-others = Sign out everywhere else
account-terminal-before = The terminal game signs in with
account-terminal-after = : it shows a code to approve here.
account-syncing = Sending this browser's games and reading your others…
account-synced = The server keeps { $kept } of your games for your devices; { $received } came from your other devices just now, { $added } went from this one.
account-synced-dropped = { $dropped } of the oldest left the server to keep within 5,000 games (they stay on the devices that have them).
account-synced-refused = Not kept: { $why }.
account-passkey-request-unread = The server's passkey request could not be read.
account-no-window = This page has no browser window.
account-passkey-answer-unread = The browser's answer could not be read.
sync-too-large = game { $game }: over { $most } KB, kept on its device only
sync-unreadable = game { $game }: its replay does not read ({ $detail })
sync-bad-date = game { $game }: its date is not a time
sync-tallies-full = the battle tally: { $most } devices' tallies are kept already, this one stays here
sync-bad-tally = the battle tally: { $detail }
account-games-hint = Classic, no-guess and daily games with their replays, played signed in or before: kept as your own, never on a leaderboard (the server did not referee them).
account-sync-now = Sync my games now
account-key-copied = The key is copied.
account-key-not-copied = The key could not be copied: select it and copy it by hand.
account-device-kind = { $kind ->
        [browser] A browser
        [terminal] A terminal
       *[first] The device you started on
    }
account-this-one = { " " }(this one)
account-signed-out-here = This browser is signed out.
account-sign-out-device = Sign out { $device }, last seen { $seen }
account-you-are = You are { $name }: your passkey signs you in on any device where it is.
account-passkey-added = The passkey is added: it signs you in on any device where it is.
account-passkey-added-at = Added { $when } from { $network }
account-passkey-used = last used { $when }
account-remove = Remove
account-remove-passkey = Remove the passkey added { $when }
account-signed-in-as = Signed in as { $name }.
account-replaces = Another player's key replaces { $name } in this browser (they stay signed in on their other devices).
account-sign-in-here = Sign in on this device
account-sign-in-passkey = Sign in with a passkey
account-sign-in-passkey-hint = With a passkey on this device, synced to it, or on your phone (the browser offers its QR code).
account-recovery-label = Recovery key
account-sign-in = Sign in
account-or-recovery = Or with the recovery key you made on another device.
account-no-player-device = This browser has no player on this server: sign in first (Account), then open the address again.
account-device-asks = A device asks to be signed in as you. Approve it only if you started it yourself and it shows this code:
account-device-when = It asked at { $when }, from the network { $network }; the code lasts { $minutes } more minutes.
account-approve = Approve: sign it in as me
account-approved = Approved: the device that showed { $code } is signed in as you. It appears among your devices (Account), where you can sign it out.
account-sign-in-device = Sign in a device
account-device-code = The code the device shows
account-next = Next
account-your-data = Your data
account-download-all = Download everything (JSON)
account-download-csv = Download the history (CSV)
account-data-hint = Everything: your account, devices and passkeys, your ranked games with their replays, your battles and rating, and every game of yours the server and this browser keep.
account-everything-in = Everything is in { $file }.
account-history-in = This browser's history is in { $file }.
account-delete-title = Delete this account?
account-delete-removes = Removed now: { $devices } signed-in device(s) (all signed out, this one too), { $passkeys } passkey(s), your recovery key, and the games of yours the server keeps for your devices. Your name becomes the one the server gives (Player { $id }).
account-delete-stays = Stays: your ranked games and battles, on the boards and on other players' pages, under that name; and the games this browser keeps, until you clear them here. Download everything first if you want a copy. This cannot be undone.
account-delete-confirm = Delete my account
account-keep = Keep it
account-delete = Delete my account…
passkey-not-made = No passkey was made: it was cancelled, or the time ran out.
passkey-not-signed-in = No passkey signed in: it was cancelled, or the time ran out, or this device holds none for this site.
passkey-held = This device already holds a passkey of this player's.
passkey-needs-name = Passkeys need the site's own name (https, or localhost): not an IP address.
passkey-unsupported = This browser cannot use passkeys: use a recovery key instead.
passkey-failed = The passkey did not work ({ $name }): try again, or use a recovery key.

## First screen: what a link was adjusted for

link-adjusted = The link was adjusted: { $notes }.
link-repeated = { $key } was given more than once; the last one (“{ $value }”) counts
link-seed = seed “{ $value }” is not a number from 0 to { $max }; a random board was drawn
link-not-number = { $key }=“{ $value }” is not a number; using the default
link-no-guess-flag = ng=“{ $value }” is not 1 (no guessing) or 0; using 0
link-unknown = “{ $key }” is not one of { $known }; it was ignored

## First screen of the classic page: what its link was adjusted for

link-rule = rule “{ $value }” is not safe or opening; using opening
link-daily = daily=“{ $value }” is not beginner, intermediate or expert; showing the classic game
link-date = date=“{ $value }” is not a day (YYYY-MM-DD); using today's
link-mode = mode=“{ $value }” is not classic or battle; showing the classic game
link-date-alone = date= goes with daily=; it was ignored
link-side = { $key }={ $wanted } changed to { $got }: { $key } must be { $min } to { $max }
link-mines = mines={ $wanted } changed to { $got }: a { $rows }×{ $columns } board takes 1 to { $max } mines
link-no-guess-safe = no-guess boards open at the first click: rule=safe changed to opening
link-no-guess-dense = ng=1 dropped: no-guess boards over { $cells } cells hold at most { $percent } % mines, and { $rows }×{ $columns } with { $mines } is { $density } %

## First screen of Battle: what its link was adjusted for

link-preset = preset “{ $value }” is not beginner, intermediate or expert; using beginner
link-level = level “{ $value }” is not novice, casual, expert or master; using casual
link-pace = pace “{ $value }” is not realtime or turns; using realtime
link-battle-side = { $what } must be { $min } to { $max } in a battle; using { $got } instead of { $asked }
link-battle-mines = a { $rows }×{ $columns } battle holds 1 to { $max } mines; using { $got } instead of { $asked }
link-battle-lives = lives must be 1 to { $most }; using { $got } instead of { $asked }
link-speed = speed must be { $min } to { $max }; using { $got } instead of { $asked }

## First screen: when a part of the page cannot come

notice-part-missing = This part of the game could not be downloaded (are you offline?).

## First screen of the classic page: notices

notice-no-solver = No-guess boards need the solver, and it could not be downloaded (are you offline?).
notice-rest-missing = The solver and the dialogs could not be downloaded (are you offline?).
notice-kept-unread = Your saved game and statistics could not be read: the rest of the page could not be downloaded (are you offline?).

## Notices

notice-no-guess-fallback = No no-guess board was found for { $rows }×{ $columns } with { $mines } mines: this one may need guesses.
notice-unread-prefs = Your preferences could not be read ({ $why }) and were reset.
notice-unread-stats = Your statistics could not be read ({ $why }) and were reset.
notice-unread-daily = Your daily results could not be read ({ $why }) and were reset.
notice-unread-game = Your saved game could not be read ({ $why }) and was discarded.
notice-unread-battle-stats = Your battle statistics could not be read ({ $why }) and were reset.
notice-unread-battle = Your saved battle could not be read ({ $why }) and was discarded.
notice-stats-reset = Some statistics did not add up and were reset ({ $what }).
notice-daily-dropped = Some daily results were left out ({ $what }).
notice-storage-full = The browser's storage is full: this game could not be kept in the history.
notice-storage-dropped = The browser's storage is full: the { $count } oldest games left the history to make room (your best games stay).
notice-replay-unread = This game's replay could not be read ({ $why }); the game goes on without it.
notice-videos-elsewhere = Videos open on the game's page: drop it there, or History → Open a video.
notice-no-guess-refused = The no-guess board was refused ({ $why }); this one may need guesses.

## The terminal: history and statistics

term-no-games = No finished game is kept yet: play one with “mines”.
term-stats-summary = { $category } — { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
term-stats-best = best { $seconds } s
term-spread = { $caption } (a bar every { $step } 3BV/s)
term-calendar-legend = · none, ░ 1, ▒ 2–3, ▓ 4–7, █ 8+
term-history-result = { $result } in { $seconds } s

## The terminal: the replay viewer

term-replay = Replay
term-replay-move = move { $move }/{ $moves }
term-replay-state = { $playing ->
        [yes] playing
       *[no] paused
    }
term-replay-start = Space plays, → steps one move
term-replay-keys = Space play/pause · ← → step · Home End · + − speed · q quit

## The terminal: ranked play, signing in and syncing

term-ranked-help =
    ranked commands (one a line; ROW and COL count from 1, row first):
      r ROW COL   reveal a cell (on a number whose flags are placed: chord)
      f ROW COL   flag a hidden cell, or take its flag off
      c ROW COL   chord
      board       print the board again
      new         another game in this category (not for a daily board)
      help        this list
      quit        leave (a game left unfinished stays unfinished on the server)
    The server deals the board and keeps the clock; there is no hint in a ranked game.
term-ranked-no-game = there is no game: type new
term-playing-as = playing as { $name }
term-no-answer = the server has not answered: the move is kept, and sent once it is back
term-not-started = the game server at { $server } did not start a game
term-over-new = the game is over: type new for another
term-daily-once = the daily board is played once a day; the next is at 00:00 UTC
term-ranked-no-tools = no hint, probabilities, review or export in a ranked game: the replay comes at the end
term-not-to-chord = { $cell } is not a number to chord
term-daily-start = the daily board's first reveal is at its start: r { $cell }
term-ranked-daily-ready = ready: the daily board starts at r { $cell } — { $game }; the server's clock starts there
term-ranked-won = won — { $game }
term-ranked-lost = lost: a mine went off — { $game }
term-replay-link = replay: { $url }
term-ranked-state = { $state ->
        [connecting] connecting
        [won] won
        [lost] lost
        [playing] playing
       *[ready] ready
    }
term-ranked-asking = asking the game server for a board…
term-ranked-keys = arrows/hjkl move · Space reveal · f flag · c chord · n new game · q quit
term-server-retry = the game server at { $server } cannot be reached ({ $why }); trying again
term-unreachable = the game server at { $server } cannot be reached: { $why }
term-player-not-kept = your ranked player could not be kept ({ $why }): the next session plays as a new one
term-leaderboard-player = player
term-leaderboard-time = time
term-login-open = To sign this terminal in, open this address in a browser signed in as your player:
term-login-check = and check that it shows this code before you approve:
term-login-lasts = (the code lasts { $minutes } minutes; Ctrl-C stops waiting)
term-login-expired = the code expired before it was approved: run “mines login” again
term-login-no-folder = signed in, but there is no data folder to keep the token in
term-login-not-kept = signed in, but the token could not be kept: { $why }
term-login-signed-in = Signed in as { $name } ({ $player }): “mines ranked --server { $server }” plays as them.
term-login-other = (This terminal played as another player on that server before; they stay signed in on their other devices.)
term-sync-no-folder = there is no data folder: this terminal keeps no games
term-sync-not-signed-in = this terminal is not signed in on { $server }: run “mines login --server { $server }” first
term-sync-forgotten = { $server } no longer knows this terminal (signed out?): run “mines login --server { $server }” again
term-sync-not-kept-here = the games could not be kept here: { $why }
term-sync-mark-not-kept = where the sync left off could not be kept: { $why }
term-synced = Synced as { $name }: { $sent ->
        [one] { $sent } game
       *[other] { $sent } games
    } sent from this terminal, { $received } came from your other devices; the server keeps { $kept } of your games.
term-sync-dropped = { $dropped ->
        [one] The server let { $dropped } old game go to stay within its bounds; it stays on the devices that have it.
       *[other] The server let { $dropped } old games go to stay within its bounds; they stay on the devices that have them.
    }

## The terminal: the full-screen game

term-too-small = The terminal is { $width }×{ $height }; { -game } needs at least { $min-width }×{ $min-height }. Enlarge it, or press q to quit.
term-keys-line = H hint · p probabilities · a autoplay · n new · ? help · q quit
term-keys = Keys
term-state = { $state ->
        [ready] Ready
        [playing] Playing
        [won] Won!
       *[lost] Lost
    }
term-mode = { $mode ->
        [autoplay] autoplay
        [probabilities] probabilities
        [marks] marks
       *[no-guess] no guessing
    }
term-mines = Mines { $mines }
term-time = Time { $seconds }
term-board = { $name } { $rows }×{ $columns }/{ $mines } · seed { $seed }
term-place = row { $row } col { $column }
term-place-chance = row { $row } col { $column }: { $chance } mine
term-any-key = Any other key closes this.
term-key-arrows = arrows, h j k l
term-key-space = Space, Enter
term-key-mouse = mouse
key-move = move the cursor (Home/End, PgUp/PgDn jump)
key-reveal = reveal; on a satisfied number, chord
key-flag = flag (with marks on: flag → ? → hidden)
key-chord = chord: open around a satisfied number
key-hint = hint: the solver plays its move
key-probabilities = probabilities: shade every hidden cell
key-autoplay = autoplay on/off
key-new = new game, same size
key-presets = new Beginner / Intermediate / Expert
key-marks = marks (?) on/off
key-statistics = statistics
key-help = this help
key-quit = quit (the game is kept)
key-mouse = left reveals, right or Shift+left flags, middle chords
term-welcome = Arrows or hjkl move, Space reveals, f flags, ? lists every key
term-restored = Your game is back where you left it
term-restored-over = Your last game, finished: n starts a new one
term-replay-unread = (its replay could not be read: { $why })
term-new-game = New game, seed { $seed }
term-probabilities-off = Probabilities hidden
term-probabilities-ready = Probabilities: no mines are placed before the first reveal, which is always safe
term-probabilities-on = Probabilities on: ○ safe, ░▒▓ likelier, ● mine (the game leaves the statistics)
term-autoplay-off = Autoplay off
term-autoplay-on = Autoplay on: a to stop
term-over = The game is over: n starts a new one
term-marks-on = Marks on: f cycles flag, ?, hidden
term-marks-off = Marks off: f flags and unflags
term-key-live = live counters on/off
term-live-on = Live counters on: i hides them
term-live-off = Live counters off
term-won = You won in { $seconds } s · { $figures }.
term-new-best = New best time for { $category }!
term-assisted = Solver-assisted: not in the statistics.
term-lost-guess = Boom — the solver's guess ({ $chance } safe) hit a mine · { $figures }.
term-lost-mine = Boom — a mine at { $cell } · { $figures }.
term-play-again = n plays again
term-stats-unsaved = the statistics could not be saved: { $why }
term-history-unsaved = the game could not be added to the history: { $why }
term-game-unsaved = The game could not be saved in { $folder }: { $why }
term-prefs-unsaved = The preferences could not be saved: { $why }

## The terminal: moves, hints and chances (both modes)

move-over = the game is over: new or quit
move-outside = { $cell } is outside the board
move-flagged = { $cell } is flagged: take the flag off first (f { $cell })
move-hidden-chord = { $cell } is hidden: only a revealed number chords (r { $cell } reveals it)
move-needs-flags = { $cell } is already revealed: it chords when { $number ->
        [one] 1 flag is
       *[other] { $number } flags are
    } next to it ({ $flags } now)
move-no-flag-here = { $cell } is already revealed: only a hidden cell takes a flag
move-open = { $cell } is already revealed
no-guess-needs = no-guess board: it needs { $rule ->
        [single] single numbers
        [subset] the subset rule
        [total] the mine total
       *[cases] a full case analysis
    }
no-guess-fallback = no no-guess board found for { $rows }×{ $columns } with { $mines } mines; this one may need guesses
hint-none-left = no hidden cell is left to play
hint-unflag = hint: { $cell } is safe, so its flag is wrong: the flag comes off
hint-played = hint: { $cell }, { $kind ->
        [first] the opening move
        [safe] safe
        [guess] guess — { $chance } safe
       *[about] guess — about { $chance } safe (estimated: too open to count)
    }
chance-open = { $cell } is revealed: no mine
chance-over = { $cell }: the game is over
chance-ready = { $cell }: no mines are placed before the first reveal, which is always safe
chance-safe = { $cell }: certainly safe
chance-mine = { $cell }: certainly a mine
chance-of = { $cell }: { $chance } chance of a mine
chance-estimated = { $cell }: { $chance } chance of a mine (estimated)

## The terminal: line mode

line-board = { $rows }×{ $columns }, { $mines ->
        [one] { $mines } mine
       *[other] { $mines } mines
    }, seed { $seed }
line-ready = ready: reveal a cell to start (r ROW COL) — { $board }
line-ready-no-guess = ready: reveal a cell to start (r ROW COL) — { $board }, no guessing
line-playing = playing: { $left } mines left — { $board }
line-won = won! every safe cell is open — { $board } — new or quit
line-lost = lost: a mine went off — { $board } — new or quit
line-ask-rows = rows ({ $min }-{ $max }, or a preset: beginner, intermediate, expert)
line-ask-columns = columns ({ $min }-{ $max })
line-ask-mines = mines (1-{ $max })
line-nothing-to-export = nothing to export yet: the game has no move
line-exported = exported to { $path } (EVF, { $bytes } bytes)
line-not-written = { $path } could not be written: { $why }
line-help =
    commands (one a line, case-insensitive; ROW and COL count from 1, row first):
      r ROW COL      reveal a cell (on a number whose flags are placed: chord)
      f ROW COL      flag a hidden cell, or take its flag off
      c ROW COL      chord: reveal the unflagged neighbours of a satisfied number
      hint           play the solver's move (safe if one is certain, else its best guess)
      prob ROW COL   the cell's chance of being a mine
      new [beginner|intermediate|expert|ROWS COLS MINES] [seed N]
                     a new game (the same size unless one is given; a random seed unless one is)
      board          print the board again
      review         every move so far graded by the solver, and the counters
      export PATH    write the game (finished or not) as an EVF replay file
      help           this list
      quit           leave (so does the end of input)
    symbols: # hidden, F flag, ? mark, . empty, 1-8 mines around, after a loss * mine, X the one
    that exploded, x a wrong flag
what = { $what ->
        [row] row
        [column] column
        [rows] rows
        [columns] columns
       *[mines] mines
    }
line-unknown = unknown command "{ $word }" (try help)
line-no-args = { $command } takes nothing after it, got "{ $word }"
line-needs-cell = { $command } needs ROW COL
line-cell-then = { $command } needs ROW COL and nothing more, got "{ $word }" after them
line-not-whole = { $what } "{ $word }" is not a whole number
line-must-be-whole = { $what } must be a whole number, got "{ $word }"
line-side = { $what } must be from { $min } to { $max }, got { $value }
line-mines = mines must be from 1 to { $max } on a { $rows }×{ $columns } board, got { $value }
line-outside = { $what } { $value } is outside 1..{ $max }
line-new-size = new takes beginner, intermediate, expert or ROWS COLS MINES, got "{ $word }"
line-new-usage = new takes beginner, intermediate, expert or ROWS COLS MINES, then seed N
line-seed-number = seed "{ $word }" is not a number from 0 to { $max }
line-seed-missing = seed needs a number after it
line-seed-extra = seed takes one number, got "{ $word }" after it
line-export-path = export needs a file name: export PATH

## The terminal: its command line (mines --help, and what it refuses)

cli-about = { -game } in the terminal, with an exact-probability solver for hints.
cli-long-about = On a terminal it plays full screen (press ? for the keys). With --line, or when standard input or output is not a terminal, it reads one command a line (type help), for scripts and screen readers; --json makes it print one JSON object a line for programs.
cli-usage = Usage
cli-options = Options
cli-commands = Commands
cli-arguments = Arguments
cli-help = Print help
cli-help-command = Print this list, or the help of the given command
cli-version = Print the version
cli-preset = A classic board: beginner 9×9/10, intermediate 16×16/40 or expert 16×30/99.
cli-rows = Rows of a custom board ({ $min }–{ $max }), with --cols and --mines.
cli-cols = Columns of a custom board ({ $min }–{ $max }), with --rows and --mines.
cli-mines = Mines of a custom board (1 to rows × cols − 1), with --rows and --cols.
cli-seed = The board's seed: the same seed and first reveal give the same board, here and in the browser. Random when left out.
cli-rule = What the first reveal is sure to be: opening (an area opens, with no mine on it or around it; the default) or safe (only the first revealed cell is safe).
cli-no-guess = Boards that never need a guess: from the first reveal's opening, some cell can always be proven safe (implies --rule opening).
cli-line = Play in line mode even on a terminal.
cli-json = Line mode printing one JSON object a line (implies --line).
cli-no-color = No colours (as does a non-empty NO_COLOR in the environment).
cli-marks = Full screen: f cycles flag → ? → hidden (remembered until turned off with m).
cli-lang = The language of the words for people ({ $tags }): else the locale's (LC_ALL, LC_MESSAGES, LANG), else English. Commands and JSON stay as they are.
cli-ranked = Play a ranked game on a game server, which deals the board, keeps the clock and ranks the win (full screen; --line or --json for one command a line).
cli-login = Sign this terminal in as a player you are in a browser: prints an address and a code to approve there; “mines ranked” then plays as that player.
cli-sync = Send this terminal's games to a game server you signed in on (“mines login”) and take the ones your other devices played there: your history and statistics on every device.
cli-leaderboard = A game server's leaderboard: each player's best win.
cli-history = List the finished games kept in the data folder, newest first (the number replays or reviews one).
cli-stats = The games kept, drawn per category: each win's time and 3BV/s over the games played with the best so far, how 3BV/s spreads, and a calendar of the games played.
cli-replay = Play a replay full screen: a file (an EVF file, or a replay link's text, as the browser's Share gives it) or a number from “mines history”.
cli-review = Grade every move of a replay with the solver: safe, forced, needless or worse guess.
cli-server = The game server, such as http://127.0.0.1:8080.
cli-ranked-preset = Which board: beginner, intermediate or expert (the default).
cli-daily = Today's ranked daily board of the preset: the same for every player, played once.
cli-ranked-line = One command a line, even on a terminal.
cli-ranked-json = One command a line, one JSON object a line back.
cli-period = Which wins: all (the default), week (this week's) or day (today's).
cli-day = A day, YYYY-MM-DD (UTC): that day's board (a daily's, or with --period day), or the week holding it (--period week). Today without it.
cli-by = What ranks first: time (the fastest wins; the default) or rate (the most 3BV per second).
cli-leaderboard-json = The server's JSON, as it sent it.
cli-history-json = One JSON object per game.
cli-stats-json = The figures behind the pictures, one JSON object a category.
cli-game = A file, or a number from “mines history” (1 is the newest game).
cli-review-json = One JSON object per move, then a summary object.
cli-analyse = Each hidden cell's mine chance in a position (a .mine file), the safest cells, dead cells, forced 50/50s and the chance of clearing the board.
cli-analyse-file = A .mine file, or - for standard input.
cli-analyse-json = One JSON object: the board and each hidden cell's chance, for programs.
cli-error = error
cli-unknown = there is no { $arg } here
cli-bad-value = “{ $value }” is not a value of { $arg }: it takes { $values }
cli-invalid = “{ $value }” is not a value of { $arg }: { $why }
cli-out-of-range = from { $min } to { $max }
cli-not-number = a whole number
cli-missing = { $args } must be given too
cli-conflict = { $arg } and { $other } cannot go together
cli-no-command = there is no command “{ $command }”: the commands are { $commands }
cli-needs-value = { $arg } needs a value
cli-not-understood = the command line is not understood ({ $why })
cli-try-help = For more, try “mines --help”.
cli-no-guess-safe = --no-guess boards open at the first reveal: it goes with --rule opening, not safe
cli-no-guess-dense = no-guess boards over { $cells } cells hold at most { $percent } % mines, and { $rows }×{ $columns } with { $mines } is { $density } %
cli-no-language = there are no words for “{ $tag }”; the languages are { $tags }
cli-not-a-day = a day is a date, YYYY-MM-DD

## The terminal: its saved files, the replays it finds, the server it is given

term-file-set-aside = { $what ->
        [game] the saved game
        [stats] the statistics
        [prefs] the preferences
       *[history] the history of games
    } could not be read ({ $why }); set aside as { $path }
term-file-left = { $what ->
        [game] the saved game
        [stats] the statistics
        [prefs] the preferences
       *[history] the history of games
    } could not be read ({ $why }); left in place ({ $error })
term-not-text = it is not UTF-8 text
term-stats-dropped = statistics for { $what } were left out
term-history-dropped = { $what } was left out of the history
term-not-a-replay = { $file } is neither a video (AVF, RMV, MVF, EVF) nor a replay's text ({ $why })
term-no-such-game = there is no game { $number } in the history ({ $kept } kept: “mines history” lists them)
term-history-game-unread = game { $number } of the history: { $why }
term-board-size = { $name } { $rows }×{ $columns }/{ $mines }
term-title-seed = { $board } · seed { $seed }
term-title-history = { $board } · game { $number } of the history
term-server-scheme = --server takes http:// or https:// addresses, not { $scheme }://
term-server-address = --server is the game server's address, such as http://127.0.0.1:8080, not “{ $text }”
term-replay-needs-terminal = a replay plays full screen, on a terminal (“mines review” prints one)
term-note = note
# A game's time and result, before its counters (mines review, line mode's review).
term-counters-time = time { $seconds } s, { $won ->
        [yes] won
       *[no] not won
    }
# What separates a number's whole part from its decimals, as the language writes it (the
# terminal's; the page asks the browser's Intl).
decimal-point = .
