-language = 简体中文
-game = 扫雷

game-title = { -game }
mines-left = 剩余 { $count } 颗雷
