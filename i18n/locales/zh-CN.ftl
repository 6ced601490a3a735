# 简体中文。用扫雷社区自己的说法：3BV、3BV/s、IOE、ZiNi、NF、盲扫、标雷……
-language = 简体中文
-game = 扫雷

## The page

page-title = { -game }
page-description = { -game }：经典规则，可分享的种子局面，最大 200 × 200。
manifest-description = 经典扫雷：精确求解器、录像回放、无猜局面和对战。
battle-page-title = { -game }对战
battle-page-description = { -game }对战：在同一块雷区上与电脑抢地盘。

## The classic game's first screen

game-title = { -game }
daily-badge = 每日 { $date }
    .title = 今天的局面，人人相同
no-guess-badge = 无猜
    .title = 无猜：从首击打开的区域起，总有格子能靠推理证明安全
game-menu = 游戏菜单
play-tools = 辅助工具
game-window = 游戏
mines-left = 剩余雷数
restart = 新游戏
    .title = 新游戏（R）
restart-won = 你赢了。新游戏
restart-lost = 你输了。新游戏
timer = { $seconds } 秒
making-board = 正在生成只靠推理就能扫完的局面
dismiss = 关闭
copied = { $what ->
        [replay] 录像链接已复制。
        [result] 成绩已复制。
       *[link] 链接已复制。
    }
copy-this = 请复制：{ $text }

## The status line

status-loading = 加载中…
status-making = 正在生成只靠推理就能扫完的局面…
status-ready-chances = 点击任意格子开始：首击总是安全的，之后会显示每格是雷的概率。
status-ready = 点击任意格子开始。右键或长按标雷；方向键和空格也可以操作。
status-daily = 每日局面 { $date } · 从圈出的格子开始（第 { $row } 行，第 { $column } 列），人人相同。{ $attempt }
daily-practice = 练习：你的首次尝试已经计入。
daily-counts = 本次是首次尝试，会计入成绩。
status-won = 你赢了！用时 { $seconds } 秒。
status-won-untimed = 你赢了！
status-lost = 踩雷了。点笑脸或按 R 再来一局。
status-lost-guess = 踩雷了：求解器的猜测（{ $percent } % 安全）踩到了雷。点笑脸或按 R 再来一局。
status-lost-guess-about = 踩雷了：求解器的猜测（约 { $percent } % 安全）踩到了雷。点笑脸或按 R 再来一局。
hint-first = 提示：最佳首击
hint-safe = 提示：安全
hint-guess = 提示：只能猜 — { $percent } % 安全
hint-guess-about = 提示：只能猜 — 约 { $percent } % 安全
hint-estimated-why = （估算：可能性太多，无法精确计数）
estimated-note = 概率为估算值：可能的布局太多，无法全部计数。
hint-with-note = { $hint }。{ $note }
hint-with-why = { $hint }{ $why }

## Play tools

help-note = 求解器辅助：用了辅助的对局不计入统计
flag-mode = 标雷模式
hint = 提示
    .title = 提示（H）。{ help-note }
autoplay = 自动扫
autoplay-stop = 停止
probabilities = 概率
    .title = 概率（P）。{ help-note }

## The board

board = { -game }雷区，{ $rows } 行 { $columns } 列，{ $mines } 颗雷。方向键移动，空格打开，F 标雷。
zoom = 缩放
zoom-out = 缩小
    .title = 缩小（Ctrl + 滚轮）
zoom-fit = 适应
    .title = 让雷区适应屏幕
zoom-in = 放大
    .title = 放大（Ctrl + 滚轮）

## The menu

menu-battle = 对战
    .title = 与电脑对战抢地盘
menu-ranked = 排位
    .title = 由游戏服务器裁判并排名的对局
menu-daily = 每日
    .title = 今天的局面，人人相同
menu-history = 历史
    .title = 你完成的每一局，可以回放录像
menu-statistics = 统计
menu-share = 分享
    .title = 复制本局面的链接
menu-settings = 设置
    .title = 设置（S）
account = 账号
    .title-signed-in = 你的账号：你的设备、恢复密钥、在别处登录
    .title-signed-out = 登录：用恢复密钥，或者玩一局排位
theme = 主题
theme-system = 跟随系统
theme-light = 浅色
speed = 自动播放速度
speed-slow = 慢速
speed-normal = 中速
speed-fast = 快速
theme-dark = 深色

## Settings

settings = 设置
presets = 预设难度
preset-beginner = 初级
preset-intermediate = 中级
preset-expert = 高级
preset-custom = 自定义
preset-any-size = 任意大小
preset-detail = { $rows }×{ $columns } · { $mines } 雷
rows = 行数
columns = 列数
mines = 雷数
first-click = 首击
rule-opening = 开空
rule-opening-help = 首击必定打开一片空白
rule-safe = 安全
rule-safe-help = 首击必定不是雷
rule-no-guess = 无猜
rule-no-guess-help = 首击打开一片空白，全程无需猜雷
rule-no-guess-limits = 超过 { $cells } 格的局面最多 { $percent } % 的雷（当前为 { $density } %）
question-marks = 问号标记
question-marks-help = 右键依次切换：旗 → ? → 未开
settings-hint = 更改局面会立即开始新游戏。
done = 完成
language = 语言
