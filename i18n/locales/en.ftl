# English: the reference catalogue. Every other language has each of these messages.
-language = English
-game = Minesweeper

game-title = { -game }
mines-left = { $count ->
    [one] { $count } mine left
   *[other] { $count } mines left
}
