# 简体中文。用扫雷社区自己的说法：3BV、3BV/s、IOE、ZiNi、NF、盲扫、标雷……
-language = 简体中文
-game = 扫雷

## The page

page-title = { -game }
page-description = { -game }：经典规则，可分享的种子局面，最大 200 × 200。
manifest-description = 经典扫雷：精确求解器、录像回放、无猜局面和对战。
battle-page-title = { -game }对战
battle-page-description = { -game }对战：在同一块雷区上与电脑抢地盘。

## First screen: the classic game

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

## First screen: the status line

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

## First screen: the board

board = { -game }雷区，{ $rows } 行 { $columns } 列，{ $mines } 颗雷。方向键移动，空格打开，F 标雷。
zoom = 缩放
zoom-out = 缩小
    .title = 缩小（Ctrl + 滚轮）
zoom-fit = 适应
    .title = 让雷区适应屏幕
zoom-in = 放大
    .title = 放大（Ctrl + 滚轮）

## First screen: the cells, as a screen reader says them

cell = 第 { $row } 行第 { $column } 列，{ $state }
cell-state = { $state ->
        [hidden] 未开
        [flagged] 已标雷
        [questioned] 标了问号
        [mine] 雷
        [exploded] 炸开的雷
       *[wrong-flag] 标错的旗，这里没有雷
    }
cell-around = { $count ->
        [0] 周围没有雷
       *[other] 周围 { $count } 个雷
    }
cell-chance = { $cell }，是雷的概率 { $percent }
battle-cell-state = { $state ->
        [legal] 未开，你可以翻开
        [hidden] 未开
        [flagged] 已标雷
        [hit-you] 你踩中的雷
        [hit-computer] 电脑踩中的雷
       *[mine] 雷
    }
battle-cell-owned = { $around }，{ $whose ->
        [you] 你的
       *[computer] 电脑的
    }

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

## First screen: the theme (Battle's header draws its picker at once)

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

## First screen: the presets and sizes (Battle's settings draw them at once)

preset-beginner = 初级
preset-intermediate = 中级
preset-expert = 高级
preset-custom = 自定义

## Settings, continued

preset-any-size = 任意大小
preset-detail = { $rows }×{ $columns } · { $mines } 雷

## First screen: the sizes

rows = 行数
columns = 列数
mines = 雷数

## Settings, continued

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
live-counters = 实时指标
live-counters-help = 游戏中显示 3BV/s、点击数等
live-counters-panel = 目前的指标
settings-hint = 更改局面会立即开始新游戏。
done = 完成
language = 语言

## First screen: Battle

battle-badge = 对战
battle-online = 与人对战
    .title = 与真人对战：发链接给朋友，或快速匹配
battle-classic = 经典
    .title = 经典扫雷
battle-settings = 对战设置
battle-board = 局面
battle-preset = { $name } { $rows }×{ $columns }
battle-computer = 电脑
level-novice = 新手
level-casual = 休闲
level-expert = 高手
level-master = 大师
battle-pace = 节奏
pace-realtime = 实时
pace-turns = 回合制
battle-lives = 生命
battle-no-guess = 无猜
    .title = 双方都能从各自的开局区域不靠猜测扫完的局面
battle-speed = 速度 { $speed }
    .title = 实时模式下电脑的速度
battle-adjusted = 对战设置已调整：{ $changes }。
new-battle = 新对战
    .title = 新对战（R）
side-you = 你
side-computer = 电脑
your-move = { " " }· 轮到你
thinking = { " " }· 思考中
score = 比分
cells-unit = 格
lives-left = 剩余 { $lives } / { $most } 条命
first-to = 先到
battle-board-label = 对战雷区，{ $rows } 行 { $columns } 列，{ $mines } 颗雷。你的地盘从{ $corner ->
        [top-left] 左上角
       *[bottom-right] 右下角
    }开始。方向键移动，空格打开或双击，F 标雷。
battle-won = 你赢了，{ $you } 比 { $computer }：{ $why }。
battle-lost = 电脑赢了，{ $computer } 比 { $you }：{ $why }。
battle-drawn = 平局，{ $you } 比 { $computer }：{ $why }。
battle-why-target = 先开到 { $target } 个安全格者胜
battle-why-stuck = 双方都无法再打开安全格，地盘大者胜
battle-making = 正在生成无需猜测的局面…
battle-ready = 你是蓝色，从左上角开始；电脑是橙色，从右下角开始。打开你地盘旁标记的格子：先开到 { $target } 个安全格者胜。
battle-out = 你的生命用完了：电脑独自继续。
battle-thinking = 电脑思考中…
battle-your-move = 轮到你了。
battle-race = 抢先打开 { $target } 个安全格！
refusal-not-adjacent = 第 { $row } 行第 { $column } 列不挨着你的地盘：请点标记的格子。
refusal-open = 第 { $row } 行第 { $column } 列已经打开。
refusal-flagged = 第 { $row } 行第 { $column } 列插了旗：先取消标雷。
refusal-not-your-number = 第 { $row } 行第 { $column } 列不是你打开的数字，不能双击。
refusal-not-your-turn = 请等电脑走完。
refusal-over = 对战已结束：开始新的一局吧。
refusal-outside = 第 { $row } 行第 { $column } 列不在雷区内。

## Battle's result and statistics

result = 结果
battle-result-won = 你赢了！
battle-result-lost = 电脑赢了
battle-result-drawn = 平局
battle-result-note = 对手{ $level }：你 { $you } 格，电脑 { $computer } 格；剩余生命 { $your-lives } 比 { $its-lives }。
battle-statistics = 对战统计
stats-won = 胜
stats-lost = 负
stats-drawn = 平
battles-elsewhere = 含你在其他设备上的 { $count } 场对战；重置只清除本设备的记录。
battle-reset = 重置对战统计

## The result card

result-new-best = 新纪录！
result-cleared = 扫完了！
result-over = 游戏结束
result-time = 用时
seconds-short = { $seconds } 秒
result-bbbv = 3BV
result-board-bbbv = 局面 3BV
clicks = 点击
result-grade = 无猜局面：需要用到{ $rule ->
        [single] 单个数字推理
        [subset] 子集推理
        [total] 总雷数推理
       *[cases] 完整的分情况枚举
    }。
result-assisted = 本局用了求解器辅助，不计入统计。
watch-replay = 观看录像
share-replay = 分享录像
export-evf = 导出 EVF
copy = 复制
evf-failed = 无法生成 EVF 文件：{ $why }。
counter-bbbv-s = 3BV/s
    .title = 每秒完成的 3BV
counter-ioe = IOE
    .title = 效率：每次点击完成的 3BV
counter-zini = ZiNi
    .title = 用标雷和双击时所需的最少点击数
counter-clicks = 点击
    .title = 左键、右键和双击
counter-wasted = 无效点击
    .title = 没有产生任何有效变化的点击
counter-correctness = 正确率
    .title = 有效点击占全部点击的比例
counter-throughput = 吞吐
    .title = 每次有效点击完成的 3BV
counter-rqp = RQP
    .title = 用时的平方除以完成的 3BV（越低越好）
counter-stnb = STNB
    .title = 社区对标准局面成绩的评分
counter-path = 鼠标轨迹
    .title = 鼠标移动的路程，以 16 像素格子的像素计（来自录像）
pixels = { $pixels } 像素
counter-nf = NF
    .title = 盲扫：全程没有标雷
counter-rtime = 用时
    .title = 自第一次翻开起的秒数
counter-etime = 预计用时
    .title = 按当前节奏的用时：用时 × 3BV ÷ 已完成 3BV
counter-bbbv = 3BV
    .title = 不标雷扫完局面所需的最少点击数
counter-bbbv-solved = 已完成 3BV
    .title = 目前点击已完成的 3BV
counter-hzini = HZiNi
    .title = 按人的下法顺序计算的 ZiNi
counter-left = 左键
    .title = 左键点击
counter-right = 右键
    .title = 右键点击
counter-double = 双击
    .title = 双键，或左键点数字
counter-ce = 有效点击
    .title = 改变了计数内容的点击
counter-flag = 旗数
    .title = 局面上的旗
counter-zne = ZNE
    .title = 胜局中每次点击的 ZiNi
counter-lce = 有效左键
    .title = 翻开了格子的左键
counter-rce = 有效右键
    .title = 标对了雷的右键
counter-dce = 有效双击
    .title = 翻开了格子的双击
yes = 是
no = 否

## Statistics

statistics = 统计
stats-board = 难度
stats-played = 局数
stats-rate = 胜率
stats-streak = 连胜
stats-best = 最长连胜
stats-best-times = 最佳时间
percent = { $percent } %
stats-hint = 用了求解器辅助的对局不计入。每项最佳指标可能来自不同的对局。
best-counters = 最佳指标
meaning-bbbv-s = 每秒完成的局面 3BV（不标雷扫完所需的最少点击数）
meaning-ioe = 每次点击完成的 3BV：1 表示每个 3BV 一次点击
meaning-rqp = 用时的平方除以 3BV：越低越好
meaning-stnb = 社区对标准局面胜局的评分：越高越好
reset-statistics = 重置统计…
confirm-reset = 确认重置
erase-all = 清除全部统计？此操作无法撤销。
erase = 清除
keep = 保留
category = { $key ->
        [beginner] 初级
        [intermediate] 中级
        [expert] 高级
        [beginner-ng] 初级（无猜）
        [intermediate-ng] 中级（无猜）
        [expert-ng] 高级（无猜）
        [custom-ng] 自定义（无猜）
       *[custom] 自定义
    }

## The daily boards

daily-boards = 每日局面，{ $date }
daily-hint = 每个难度每天（UTC）一局，人人相同。从圈出的格子开始；只有首次尝试计入成绩。
daily-today = 今天
daily-days-won = 连续获胜天数
daily-streak = { $streak }（最长 { $best }）
play = 开始
daily-not-played = 还没玩：首次尝试会计入成绩。
daily-started = 已开始：请完成，否则算作失败。
daily-won = 用时 { $seconds } 秒获胜。可以再玩一次练习。
daily-lost = 今天失败了。可以再玩一次练习。
daily-result-won = { -game }每日挑战 { $date } · { $level } · 用时 { $seconds } 秒获胜 · 3BV/s { $speed } · IOE { $ioe }
daily-result-lost = { -game }每日挑战 { $date } · { $level } · { $seconds } 秒时失败，3BV { $solved }/{ $bbbv } · 3BV/s { $speed } · IOE { $ioe }

## History

history-unreadable = 无法读取你的历史记录（{ $why }）。
history-empty = 还没有完成的对局：你完成的每一局都会连同录像保存在这里。
history-dropped = 有些对局无法读取，已略过（{ $why }）。
history-date = 日期
history-result = 结果
history-replay = 录像
history-more = 显示更多（还有 { $count } 局）
open-video = 打开其他软件的录像（AVF、RMV、MVF、EVF）
history-kept = 最近的 1,000 局和所有最佳时间只保存在这个浏览器里。
history-board = { $board } { $rows }×{ $columns }/{ $mines }
history-marks = （{ $marks }）
list-separator = 、
mark-best = 最佳
mark-daily = 每日
mark-solver = 辅助
game-won = 胜
game-lost = 负
watch = 观看
progress = 进步
progress-board = 难度
no-progress = 完成一局后，这里会画出你的进步。
no-win = 还没有胜局：图表从第一场胜利开始。

## The progress charts

chart-time-caption = 每局胜利的用时（秒）；折线：当时的最佳
chart-time-label = 在已玩的 { $games } 局中每局胜利的用时，折线为当时的最佳时间。
chart-game-time = 第 { $game } 局：{ $seconds } 秒
chart-helped = （求解器辅助）
chart-speed-caption = 每局胜利的 3BV/s：局面 3BV 除以用时
chart-speed-label = 在已玩的对局中每局胜利的每秒 3BV。
chart-game-speed = 第 { $game } 局：{ $speed } 3BV/s
chart-spread-caption = { $wins } 局无辅助胜局的 3BV/s 分布
chart-spread-label = 每 0.25 3BV/s 区间内的胜局数。
chart-spread-bar = { $from }–{ $to } 3BV/s：{ $count } 局
as-a-table = 以表格显示
chart-wins = 胜局
chart-calendar-caption = 最近 { $weeks } 周的对局数：{ $played }
chart-calendar-label = 最近 { $weeks } 周的日历：共 { $played } 局。
weekday-mon = 一
weekday-wed = 三
weekday-fri = 五
chart-day = { $date }：{ $games } 局，胜 { $wins } 局
chart-day-column = 日期
chart-games = 局数
chart-first-game = 第 1 局
games-table = 图表背后的对局（表格）
games-table-game = 局
best-so-far = 当时最佳
helped = （辅助）

## The replay viewer

replay-heading = 录像
replay-menu = 录像菜单
replay-back = 回到游戏
replay-share = 分享
    .title = 复制打开这个录像的链接
replay-export = 导出 EVF
    .title = 存为 EVF 文件，供其他{ -game }程序使用
replay-board = 当时的局面
replay-counters = 指标
replay-speed-curve = 整局的 3BV/s 曲线
replay-speed-curve-label = 每一步（共 { $points } 步）之后，已完成的 3BV 除以已用时间。
replay-speed-now = { $seconds } 秒时 { $speed } 3BV/s
replay-state = { $state ->
        [ready] 未开始
        [playing] 进行中
        [won] 胜利
       *[lost] 失败
    }
replay-board-title = { $name } { $rows } × { $columns }，{ $mines } 个雷
replay-seed = 种子 { $seed }
replay-outcome = { $outcome ->
        [won] 用时 { $seconds } 秒获胜
        [lost] { $seconds } 秒后失败
       *[unfinished] 未完成
    }
replay-by = 玩家 { $player }
replay-loading = 正在载入录像… { $percent } %
replay-refused = 无法打开这个录像：{ $why }。
replay-gone = 它的链接太长，无法放进地址栏，所以保存在页面上，而页面之后已重新载入——请从文件或历史记录中再次打开
play-a-game = 玩一局
replay-copied = 已复制这个录像的链接。
replay-copy-this = 复制这个链接：{ $link }
replay-long-copied = 链接已复制，但它有 { $size } KB：对大多数聊天和邮件来说太长了（导出 EVF 可得到文件）。
replay-too-long = 这个录像的链接太长，无法显示：导出 EVF 可得到可分享的文件。
replay-reading = 正在读取 { $file }…
replay-play = 播放（空格）
replay-pause = 暂停（空格）
replay-step-back = 后退一步（←）
replay-step-forward = 前进一步（→）
replay-move = 步
replay-move-of = 第 { $move } 步，共 { $moves } 步
replay-speed = 速度
replay-trail = 轨迹
    .title = 鼠标在前一秒内的路径

## The replay's review

review = 复盘
review-grading = 求解器正在为每一步打分… { $graded } / { $moves }
review-show = 显示
review-filter = { $filter ->
        [all] 全部
        [guesses] 猜
        [flags] 旗
       *[wasted] 无效点击
    } { $count }
review-earlier = 显示更早的（还有 { $count } 步）
review-more = 显示更多（还有 { $count } 步）
review-none = { $filter ->
        [all] 没有操作。
        [guesses] 没有猜：每次翻开的格子都确定安全。
        [flags] 没有旗。
       *[wasted] 没有无效点击：每次点击都改变了局面。
    }
review-cell = 第 { $row } 行第 { $column } 列
review-flag = 在{ $cell }标雷：{ $kind ->
        [certain] 确定
        [wrong] 标错：那里没有雷
       *[uncertain] 尚不确定
    }
review-move = { $action ->
        [reveal] 翻开
        [flag] 标雷
        [mark] 问号
        [unflag] 取消旗
       *[chord] 双击
    } { $cell }：{ $what }
review-grade = { $grade ->
        [safe] 安全
        [unflag] 取消旗
        [mark] 问号
       *[wasted] 无效
    }
review-forced = 被迫猜，{ $safety } 安全
review-forced-best = 被迫猜，{ $safety } 安全（最佳 { $best }，在{ $cell }）
review-needless = 不必要的猜，{ $safety } 安全：{ $cell }是确定安全的
review-worse = 较差的猜，{ $safety } 安全：{ $cell }是 { $best }
review-estimated = （估算）
review-by-solver = （求解器）
review-summary = { $safe } 步安全 · { $forced } 次被迫猜 · { $needless } 次不必要 · { $worse } 次较差
review-luck-none = 运气：不需要，没有猜
review-luck = 运气：1/{ $odds }（猜的安全率 { $guesses }）
review-and-more = 还有 { $count } 次
review-flags = 旗：{ $certain } 确定 · { $uncertain } 不确定 · { $wrong } 标错
review-think = 平均每步 { $seconds } 秒 · 最慢：{ $slowest }
review-slow-move = 第 { $move } 步（{ $seconds } 秒）

## The replay and video readers' refusals (the engine's reasons, in words)

refusal-replay-ends-early = 录像提前结束了
refusal-replay-version = 录像是第 { $found } 版格式；这个版本只能读第 1 到第 { $last } 版
refusal-replay-checksum = 录像的校验和不符：它被改动过或被截断了
refusal-replay-character = 录像文本里有录像链接中不会出现的字符：“{ $character }”
refusal-replay-not-text = 这不是录像文本
refusal-replay-settings = 录像的设置不是一个有效的局面
refusal-replay-layout = 录像里的雷与它的局面不符
refusal-replay-time-back = 第 { $move } 步在 { $ms } 毫秒，早于它前面的一步
refusal-replay-outside = 第 { $move } 步在{ $cell }，超出了 { $rows }×{ $columns } 的局面
refusal-replay-after-end = 第 { $move } 步在对局结束之后
refusal-replay-tampered = 第 { $move } 步的标记与重放它的结果不符
refusal-replay-mine-first = 首次点开的格子（{ $cell }）下有雷，而这局的规则保证它安全
refusal-replay-too-long = 录像有 { $moves } 步；最多保留 { $most } 步
refusal-replay-too-big = 录像的局面是 { $rows }×{ $columns }；最大只支持 { $most }×{ $most }
refusal-replay-too-large = 录像有 { $size } KB；最多读取 { $most } KB
refusal-replay-too-many-clicks = 文件的点击超过 { $most } 次，这是录像能保留的上限
refusal-replay-before-edge = 第 { $move } 步越出了局面的上边或左边
refusal-replay-evf-board = EVF 最多容纳 255×255 格、65,535 个雷；这局是 { $rows }×{ $columns }，{ $mines } 个雷
refusal-replay-evf-empty = 没有任何操作的对局没有可写的事件
refusal-replay-cursor = 录像的鼠标轨迹已损坏
refusal-replay-video = 无法读取录像文件：{ $why }
refusal-video-too-large = 文件有 { $size } KB；最多读取 { $most } KB 的录像
refusal-video-board = 它的局面是 { $rows }×{ $columns }；录像的局面只能在 1×1 到 { $most }×{ $most } 之间
refusal-video-too-many-events = 它的鼠标事件超过 { $most } 个
refusal-video-ends-inside = 它在{ $part ->
        [header] 文件头
        [layout] 雷的位置
        [details] 对局信息（玩家、日期、成绩）
        [events] 鼠标事件
       *[check] 校验和
    }中途结束（从第 { $at } 字节起）
refusal-video-not-this = 它不是 { $format } 文件：{ $why }
refusal-video-level = 它的级别是 { $level }；Arbiter 的级别是 3 到 6
refusal-video-version = 它的版本是 { $found }；只能读第 { $first } 到第 { $last } 版
refusal-video-no-release = 它的文件头没有写明是哪个版本的 Minesweeper Clone
refusal-video-no-mark = 它不是以“{ $mark }”开头的
refusal-video-mine-off = 有一个雷在{ $cell }，超出了它 { $rows }×{ $columns } 的局面
refusal-video-shared-cell = 它有两个雷在同一格
refusal-video-mark-byte = 它的“?”标记字节是 { $byte }，而 Arbiter 写的是 17 或 127
refusal-video-not-number = 它的{ $what ->
        [bbbv] 3BV
       *[time] 时间
    }是“{ $text }”，不是数字
refusal-video-event-kind = 它有一个类型为 { $kind } 的事件，{ $program } 不会写出这种事件
refusal-video-first-event = 它的第一个事件类型是 { $kind }，没有对局会这样开始
refusal-video-mines-disagree = 它的文件头说有 { $said } 个雷，而雷的位置有 { $found } 个
refusal-video-early-board = 它的局面是 { $rows }×{ $columns }；0.97 之前的 Clone 只保存三个标准级别
refusal-video-no-events = 它没有鼠标事件
refusal-video-clone-unnamed = 它没有写明是哪个扫雷程序
refusal-video-zero-pixels = 它的格子宽 0 像素
refusal-video-no-bbbv = 它的成绩文本里没有 3BV
refusal-video-no-format = 它不是能读取的任何录像格式（AVF、RMV、MVF、EVF）
refusal-video-no-format-avf = 它不是能读取的任何录像格式（AVF、RMV、MVF、EVF）；按 Arbiter 的格式读取时：{ $why }

## The analysis board

analysis-title = 分析盘
analysis-refused = 这个局面不可能出现：{ $why }。
analysis-open = 分析盘
analysis-here = 在此分析
analysis-paste = 局面（.mine 文本）
analysis-load = 显示
analysis-file = 打开 .mine 文件
analysis-save = 保存 .mine
analysis-link = 复制链接
analysis-back = 返回游戏
analysis-mines = 雷数
analysis-tool = 把格子设为
analysis-tool-hidden = 未开
analysis-tool-flag = 旗
analysis-tool-open = 已开
analysis-safest = 最安全：{ $cells }（是雷的概率 { $percent }）
analysis-certain = 确定安全：{ $safe } · 确定是雷：{ $mines }
analysis-dead = 死格（翻开也得不到信息）：{ $count }
analysis-dead-unknown = 死格：布局太多，无法列出
analysis-fifty = 必猜的 50/50：{ $count }
analysis-clear = 从这里扫完全盘的概率：{ $percent }（最佳：{ $cell }）
analysis-clear-unknown = 扫完全盘的概率：未搜索（未定格超过 { $cells } 个或布局超过 { $layouts } 种）
analysis-estimated = 概率为估计值：布局太多，无法全部计数。
refusal-setup-header = 第一行不是 宽x高x雷数（例如 30x16x99）
refusal-setup-size = { $rows } × { $cols } 的局面：每边应为 1 到 { $max } 格
refusal-setup-row-length = 第 { $row } 行有 { $length } 个字符，而局面宽 { $cols } 格
refusal-setup-missing-rows = 局面共 { $rows } 行，只给了 { $found } 行
refusal-setup-number-too-large = 第 { $row } 行第 { $col } 列的 { $number } 周围只有 { $room } 格能放雷
refusal-setup-flags-around = 第 { $row } 行第 { $col } 列的 { $number } 周围有 { $flags } 面旗
refusal-setup-more-flags = 有 { $flags } 面旗，而雷只有 { $mines } 个
refusal-setup-too-many-mines = 有 { $mines } 个雷，而能放雷的格子只有 { $room } 个
refusal-setup-no-layout = 每个数字单独都能满足，但没有一种布雷方式能同时满足全部数字

## Saved data that could not be read, and records left out of it

refusal-unread-json = { $fault ->
        [data] 内容不是这个版本保存的格式
        [eof] 内容提前结束了
       *[syntax] 内容不是 JSON
    }（第 { $line } 行第 { $column } 列）
refusal-unread-format = 它以第 { $found } 版格式保存；这个版本读取第 { $reads } 版
refusal-unread-time = 它的用时不是 0 到一年之间的时长
refusal-unread-board = 它是 { $rows }×{ $columns } 的局面；这里的局面最多 { $max-rows } 行、{ $max-columns } 列
refusal-unread-speed = 它的速度是 { $found }，而速度只能是 { $min } 到 { $max }
refusal-dropped-record = { $category }：{ $why }
refusal-dropped-day = “{ $day }”：{ $why }
refusal-contradiction = { $why ->
        [more-wins] 胜局比总局数多
        [streak] 连胜比胜局多
        [best-times] 最佳时间比胜局多
        [best-time] 有一个最佳时间不是时长
        [best-counter] 有一项最佳指标不是数字
        [date] 有一局的日期不是时间
        [board] 有一局的局面无效
        [no-replay] 有一局没有录像
       *[not-a-day] 不是日期
    }

## The game server's refusals and the ranked client's notices

server-too-many-messages = 慢一点：每秒最多 { $most } 条消息；这一条没有被读取。
server-too-many-moves = 慢一点：一局中每秒最多 { $most } 步；这一步没有走。
server-too-many-games = 慢一点：每分钟最多开 { $most } 局新游戏。
server-too-many-connections = 慢一点：同一地址最多同时 { $most } 个连接。
server-too-many-synced = 慢一点：同一网络每小时最多保存 { $megabytes } MB 的对局；其余的留在本设备上，稍后再传。
server-too-many-rooms = 慢一点：同一网络最多有 { $most } 个房间在等第二位玩家。关掉一个，或加入一个。
server-rooms-full = 服务器等待第二位玩家的房间已满：加入一个（快速匹配），或过几分钟再试。
server-makers-busy = 所有无猜局面生成器都在忙；请稍后再试。
server-too-many-players = 慢一点：同一地址每小时最多 { $most } 位新玩家。
server-too-many-joins = 慢一点：每分钟最多加入 { $most } 个房间。
server-too-many-boards = 慢一点：同一网络每分钟最多生成 { $most } 个无猜对战局面。
server-too-many-resumes = 慢一点：每分钟最多恢复 { $most } 局。
server-too-many-sign-ins = 慢一点：同一网络每分钟最多尝试登录 { $most } 次。
server-too-many-exports = 慢一点：每小时最多下载全部数据 { $most } 次。
server-too-many-reads = 慢一点：同一网络的读取太多；请 { $seconds } 秒后再试。
server-not-text = 消息必须是 JSON 文本。
server-not-a-message = 服务器无法读取这条消息（{ $detail }）。
server-hello-first = 请先打招呼（hello）。
server-device-signed-out = 这台设备已退出登录：请重新登录，才能以那位玩家的身份游戏。
server-unknown-token = 这台设备的密钥在这个服务器上不属于任何玩家。
server-unknown-category = 没有名为“{ $name }”的排位局面。
server-no-game-of-yours = 没有这个编号的你的对局。
server-not-your-game = 那不是你的对局。
server-cannot-replay = 那一局无法重新演算。
server-daily-over = 那个每日局面的日期已过：它的对局也随之结束。
server-daily-played = 你已经玩过今天的{ $category }局面；下一个在 UTC 00:00。
server-game-over = 那一局已经结束。
server-not-next = 第 { $seq } 步不是下一步：对局等待的是第 { $next } 步。
server-too-many-game-moves = 一局排位赛最多 { $most } 步。
server-off-board = 第 { $row } 行第 { $column } 列不在 { $rows }×{ $columns } 的雷区内。
server-daily-start = 每日局面的第一次翻开必须在起点：第 { $row } 行第 { $column } 列。
server-track-too-long = 鼠标轨迹超过 { $most } 个字符。
server-track-first-move = 第一步不带鼠标轨迹。
server-track-refused = 鼠标轨迹被拒绝（{ $detail }）。
server-track-too-many = 鼠标轨迹会让这一局超过 { $most } 个采样点。
server-other-window = 这场对战现在正在另一个窗口中进行。
server-watching = 你在观看这场对战：观众不能走棋。
server-no-second-player = 第二位玩家到来后对战才开始。
server-battle-over = 对战已经结束。
server-reconnecting = 有玩家正在重新连接：在他回来之前不会走任何一步。
server-battle-not-next = 那是第 { $seq } 步；对战等待的是你的第 { $next } 步。
server-too-many-battle-moves = 这种大小的对战中，每位玩家最多走 { $most } 步。
server-out-of-lives = 你的生命已经用完。
server-not-your-turn = 还没轮到你。
server-chord-opens-nothing = 这次双击翻不开任何格子：数字周围的旗数不对。
server-no-room = 没有这个代码的房间（对战结束后房间保留 10 分钟）。
server-room-elsewhere = 这场对战现在由另一台服务器托管：请重新加入。
server-room-silent = 托管那个房间的服务器没有回应；请再试一次。
server-rebuild-failed = 那场对战无法继续：服务器没能重建它。
server-restarting = 服务器正在重启；请再试一次。
server-stopping = 服务器正在停止：请重新连接。
server-try-again = 服务器暂时无法完成；请再试一次。
server-refused = 服务器拒绝了这个请求。
server-sign-in-first = 请先登录。
server-signed-out-here = 这台设备已退出登录：请重新登录，或重新开始。
server-not-a-recovery-key = 这不是恢复密钥：恢复密钥是 32 个字母和数字，每四个一组。
server-no-such-recovery-key = 没有玩家使用这个恢复密钥。
server-keep-a-way-back = 请先保留一个通行密钥或恢复密钥：退出后，这位玩家将无法再次登录。
server-no-such-device = 你没有这个编号的设备。
server-no-host = 请求没有以网址写明它的主机。
server-too-many-links = 慢一点：同一网络同时最多打开 { $most } 个设备登录链接。
server-links-busy = 此刻正在登录的设备太多；请过几分钟再试。
server-no-such-code = 没有设备在等待这个代码（代码十分钟内有效）。
server-code-spent = 这个代码刚刚已被批准或已过期。
server-link-gone = 这次登录已过期或已被使用：请再次运行“mines login”。
server-player-gone = 那位玩家已不存在。
server-database-silent = 服务器的数据库没有响应。
server-no-such-api = 服务器没有这个接口。
server-bad-request = 服务器无法读取这个请求（{ $detail }）。
server-bad-day = 日期的写法是 YYYY-MM-DD。
server-daily-not-public = { $day } 的每日局面及其录像从次日 00:00 UTC 起公开。
server-no-such-game = 没有这个编号的已结束对局。
server-no-such-player = 没有这个编号的玩家。
server-no-such-page = 没有这个页面。
server-passkey-needs-name = 通行密钥需要网站的名称，而不是 IP 地址：请在 http://localhost:PORT 打开游戏，或以 --public-url 启动服务器。
server-passkey-not-added = 通行密钥没有添加：浏览器的回答与请求不符。请重新开始。
server-passkey-not-signed-in = 没有登录：浏览器的通行密钥回答与请求不符。请重新开始。
server-too-many-ceremonies = 慢一点：同一网络同时最多打开 { $most } 个通行密钥请求。
server-ceremonies-busy = 此刻使用通行密钥的玩家太多；请过几分钟再试。
server-too-many-passkeys = 每位玩家最多保留 { $most } 个通行密钥：请先移除一个。
server-ceremony-gone = 这个通行密钥请求已过期或已完成（每个请求五分钟内有效，只能使用一次）：请重新开始。
server-ceremony-signs-in = 这个请求用于登录，不能添加通行密钥。
server-ceremony-adds = 这个请求用于添加通行密钥，不能登录。
server-not-a-passkey = 这不是浏览器的通行密钥回答。
server-passkey-taken = 这个通行密钥已经保存在这里。
server-ceremony-other-player = 这个请求是另一位玩家发起的。
server-unknown-passkey = 这个通行密钥不属于这里的任何玩家（可能已被移除）。
server-no-such-passkey = 你没有这个编号的通行密钥。
server-name-nothing-visible = 名字至少需要一个可见字符。
server-name-too-long = 名字为 1 到 { $most } 个字符，而不是 { $count } 个。
server-name-too-many-marks = 名字中一个字母上最多只能有三个附加符号。
server-name-looks-given = “Player 3fa2c1”这样的名字是服务器给新玩家的；请换一个。
server-too-many-in-request = 每个请求最多包含 { $most } 局。
net-unreachable = 无法连接服务器（离线？）。
net-unreadable = 无法读取服务器的回答（{ $detail }）。
net-status = 服务器的回答是 { $status }。
notice-move-not-played = 你在第 { $row } 行第 { $column } 列的那一步没有走成：{ $why }
notice-new-player = { $why }你将作为新玩家游戏。
notice-name-later = 连上服务器后才会保存名字；请到时再试。
notice-name-empty = 名字需要 1 到 24 个字符，这个是空的。
notice-name-too-long = 名字需要 1 到 24 个字符，而不是 { $count } 个。
notice-dropped = 对局结束时还有 { $count } 步没来得及走。
notice-unknown-board = 服务器发来了这个版本无法显示的局面（{ $name }，{ $rows }×{ $columns }）。

## Play a person

online-badge = 对战 · 真人
online-ratings = 等级分
online-resign = 认输
online-computer = 电脑
    .title = 与电脑对战
online-settings = { $rows } × { $columns }，{ $mines } 个雷，{ $lives } 条命，{ $pace ->
        [realtime] 实时
       *[turns] 回合制
    }
online-no-guess = { $settings }，无猜
online-intro = 你设置的对战：{ $settings }。服务器掌管雷区和回合：在踩中之前，双方都看不到任何雷。
online-your-name = 你的名字
online-room-new = 给朋友的链接
online-quick = 快速匹配
online-link-label = 房间链接
online-send-link = 把这个链接发给朋友；他打开时对战就开始：
online-seat-waiting = 等待中…
online-their-move = { " " }· 对方走
online-another = 再来一局：快速匹配
online-back = 回到电脑对战
online-absent = 与人对战需要游戏服务器，而这个页面的主机没有运行它：可以继续与电脑对战。
online-connecting = 正在连接游戏服务器…
online-retrying = 连接断开了：正在重新连接…
online-open = 与人对战：生成给朋友的链接，或与下一位等待的玩家对战。
online-other-player = 对方
online-a-player = 一位玩家
online-dropped = 你的连接断开了：正在重新连接…（你有 60 秒回来）
online-waiting = 等待有人打开链接…
online-reconnecting = 等待 { $name }（正在重新连接）…
online-draw = { $reason ->
        [forfeit] 因弃权平局。
        [stuck] 平局，已无步可走。
       *[target] 平局。
    }
online-you-won = { $reason ->
        [forfeit] 对方弃权，你赢了！
        [stuck] 你赢了，已无步可走！
       *[target] 你赢了！
    }
online-they-won = { $reason ->
        [forfeit] { $name } 因对方弃权获胜。
        [stuck] { $name } 获胜，已无步可走。
       *[target] { $name } 获胜。
    }
online-rating = 等级分 { $change }。
online-closed = 房间已关闭。
online-watching = 正在观看 { $one } 对 { $two }。
online-out = 你的生命已用完：对方继续。
online-to-move = 轮到 { $name }…
online-not-connected = 未连接：那一步没有走成。正在重新连接…
ratings-title = 真人对战等级分
ratings-none = 还没有人与真人对战过。
ratings-what = 等级分
ranking-player = 玩家
ranking-rating = 等级分
ranking-battles = 对战数
could-not-read = 无法读取{ $what }：{ $why }。
close = 关闭

## Ranked play

ranked-category = { $name ->
        [beginner] 初级
        [intermediate] 中级
        [expert] 高级
        [daily-beginner] 每日初级
        [daily-intermediate] 每日中级
       *[daily-expert] 每日高级
    }
ranked = 排位
ranked-with = 排位 · { $category }
ranked-player-badge = 玩家
ranked-hint = 游戏服务器发牌、计时并为你的成绩排名。排位赛中没有提示。
ranked-looking = 正在寻找游戏服务器…
ranked-absent = 排位赛需要游戏服务器，而这个页面的主机没有运行它。
ranked-elsewhere = 游戏的其他部分都可以在这里玩；
ranked-serve = 会同时运行服务器和页面。
ranked-categories = 类别
ranked-your-name = 你的名字
leaderboards = 排行榜
ranked-your-games = 你的对局
    .title = 你的排位对局，在一个可以分享的地址
ranked-practice = 练习
    .title = 回到你的练习局
ranked-game = 排位对局
ranked-mark = 排位
    .title = 这一局由服务器计时
ranked-waiting = 连上后会按顺序发送 { $count } 步。
ranked-dropped = 与服务器的连接断开了：正在重新连接…
ranked-choose = 选择一个类别（排位），玩一局由服务器裁判的游戏。
ranked-daily-ready = { $category }：今天的局面，每个人都一样。你的第一次翻开在带圈的格子上；服务器从那里开始计时。
ranked-ready = 排位{ $category }：服务器发牌，并在你第一次翻开时开始计时。
ranked-won = 按服务器计时 { $seconds } 秒获胜 · 3BV { $bbbv }
ranked-rank = 第 { $rank } 名
unranked-beyond-record = 已保存，不计排名：{ $rate } 3BV/s 超过了任何{ $level }局面的世界纪录（上限 { $most } 3BV/s）
unranked-beyond-pace = 已保存，不计排名：每秒 { $pace } 次操作，快于任何人类（上限 { $most }）
unranked-no-history = 已保存，不计排名：完成 { $needed } 局排位赛后，每日挑战才会计入榜单（你已完成 { $finished } 局）
unranked-shared-network = 已保存，不计排名：另一位玩家先在你的网络中玩过这个每日局面
unranked-held = 暂不上榜：{ $rate } 3BV/s 远超你的{ $level }最佳成绩（{ $best } 3BV/s）；当你以 { $needed } 3BV/s 或更快赢下一局{ $level }排位赛后即上榜
unranked-held-first = 暂不上榜：{ $rate } 3BV/s 远超你的纪录（还没有{ $level }胜局）；当你以 { $needed } 3BV/s 或更快赢下一局{ $level }排位赛后即上榜
ranked-released = 你保留的 { $day } { $category }成绩现在上榜了
ranked-lost = 失败。
ranked-public-later = 今天的局面和它的所有录像从 UTC 00:00 起公开。
ranked-watch-replay = 观看录像
ranked-another = 再来一局：{ $category }
leaderboard-category = 类别
leaderboard-period = 时段
leaderboard-order = 排序
leaderboard-all-time = 全部时间
leaderboard-by-week = 按周
leaderboard-by-day = 按天
leaderboard-best-time = 最佳时间
leaderboard-best-rate = 最佳 3BV/s
leaderboard-week-of = { $day } 那一周
leaderboard-earlier-week = 上一周
leaderboard-later-week = 下一周
leaderboard-earlier-day = 前一天
leaderboard-later-day = 后一天
leaderboard-what = 排行榜
leaderboard-empty = 这里还没有胜局：来做第一个吧。
leaderboard-player-games = 这位玩家的对局
replay-cannot-watch = 无法观看那个录像：{ $why }。
replay-empty = 服务器发来的录像是空的
player-a-player = 一位玩家
player-given = 玩家 { $id }
player-page-what = 这位玩家的页面
player-no-games = 还没有排位对局。
player-day = 日期（UTC）
player-result = { $result ->
        [won] 胜
        [lost] 负
        [abandoned] 负（放弃）
        [day-over] 负（当天已结束）
        [unranked] 胜，未排名
       *[playing] 进行中
    }
player-battles = 真人对战 · 等级分 { $rating }
player-against = 对手
player-battle-result = { $result ->
        [draw] 平
        [won-forfeit] 对方弃权，胜
        [lost-forfeit] 弃权，负
        [won] 胜
       *[lost] 负
    }
player-not-rated = 不计分
player-rating-label = 最近 { $battles } 场对战的等级分：从 { $from } 到 { $to }。
player-rating-before = 之前
player-rating-after = 第 { $battle } 场之后
player-rating-point = { $day } 那场对战后 { $rating }

## The account screen

account-badge = 账号
account-asking = 正在询问游戏服务器…
account-no-player = 这个浏览器在这台服务器上还没有玩家：玩一局排位赛即可成为玩家，或用通行密钥创建一个，或在下方登录。
account-make-with-passkey = 用通行密钥创建我的玩家
account-passkey-hint = 通行密钥保存在这台设备（或你的手机、密码管理器）上，用指纹、面容或锁屏登录：不需要用户名，也不需要密码。
account-deleted = 账号已删除：{ $devices } 台设备已退出，{ $passkeys } 个通行密钥和 { $games } 局游戏已移除。{ $ranked } 局排位赛和 { $battles } 场对战以“{ $name }”的名字保留。
account-key-kept = 你已有恢复密钥。新的会取代它：旧的将失效。
account-key-passkeys = 恢复密钥可以在没有你的通行密钥的设备上登录。
account-key-nothing = 没有通行密钥、恢复密钥或其他已登录的设备时，清除这个浏览器的数据会永久失去这个玩家。
account-player = 玩家 { $id }：你的排位赛和对战。
account-passkeys = 通行密钥
account-passkey-offer = 已用恢复密钥登录。在这台设备上添加一个通行密钥，下次就不需要它了。
account-no-passkey = 还没有通行密钥。通行密钥能在它所在的任何设备上登录你（由手机或密码管理器同步，或用手机扫电脑上的二维码），不需要用户名和密码。
account-add-passkey = 添加通行密钥
account-recovery-key = 恢复密钥
account-key-once = 只显示这一次：复制或打印下来，放在只有你能拿到的地方。它能让任何设备以你的身份登录。
account-print = 打印
account-new-key = 生成新的恢复密钥
account-make-key = 生成恢复密钥
account-games = 你在所有设备上的对局
account-devices = 以你身份登录的设备
account-device = 设备
account-signed-in = 登录时间
account-last-seen = 最近使用
account-network = 网络
account-sign-out = 退出
account-sign-out-others = 退出其他所有设备
account-terminal-before = 终端版游戏的登录方式是
account-terminal-after = ：它会显示一个代码，在这里批准。
account-syncing = 正在发送这个浏览器的对局并读取你的其他对局…
account-synced = 服务器为你的设备保存了 { $kept } 局；刚刚从你的其他设备收到 { $received } 局，从这台设备发出 { $added } 局。
account-synced-dropped = 为了保持在 5,000 局以内，最旧的 { $dropped } 局已离开服务器（它们仍保存在拥有它们的设备上）。
account-synced-refused = 未保存：{ $why }。
sync-too-large = 对局 { $game }：超过 { $most } KB，只保存在它的设备上
sync-unreadable = 对局 { $game }：录像无法读取（{ $detail }）
sync-bad-date = 对局 { $game }：日期不是有效时间
sync-tallies-full = 对战统计：已保存 { $most } 台设备的统计，这一份留在本机
sync-bad-tally = 对战统计：{ $detail }
account-games-hint = 经典、无猜和每日对局及其录像，无论登录前后所玩：作为你自己的对局保存，不会上排行榜（它们不是服务器裁判的）。
account-sync-now = 立即同步我的对局
account-key-copied = 密钥已复制。
account-key-not-copied = 无法复制密钥：请选中后手动复制。
account-device-kind = { $kind ->
        [browser] 一个浏览器
        [terminal] 一个终端
       *[first] 你最初使用的设备
    }
account-this-one = （这台）
account-signed-out-here = 这个浏览器已退出登录。
account-sign-out-device = 退出{ $device }，最近使用于 { $seen }
account-you-are = 你是 { $name }：你的通行密钥能在它所在的任何设备上登录你。
account-passkey-added = 通行密钥已添加：它能在它所在的任何设备上登录你。
account-passkey-added-at = { $when } 从 { $network } 添加
account-passkey-used = 最近使用于 { $when }
account-remove = 移除
account-remove-passkey = 移除 { $when } 添加的通行密钥
account-signed-in-as = 已以 { $name } 的身份登录。
account-replaces = 另一位玩家的密钥会在这个浏览器中取代 { $name }（他在其他设备上仍保持登录）。
account-sign-in-here = 在这台设备上登录
account-sign-in-passkey = 用通行密钥登录
account-sign-in-passkey-hint = 使用这台设备上的、同步到这里的，或手机上的通行密钥（浏览器会提供二维码）。
account-recovery-label = 恢复密钥
account-sign-in = 登录
account-or-recovery = 或者用你在另一台设备上生成的恢复密钥。
account-no-player-device = 这个浏览器在这台服务器上没有玩家：请先登录（账号），然后再打开这个地址。
account-device-asks = 有一台设备请求以你的身份登录。只有当它是你自己发起、并显示这个代码时才批准：
account-device-when = 它在 { $when } 从网络 { $network } 发出请求；代码还剩 { $minutes } 分钟有效。
account-approve = 批准：以我的身份登录它
account-approved = 已批准：显示 { $code } 的设备已以你的身份登录。它会出现在你的设备中（账号），你可以在那里让它退出。
account-sign-in-device = 登录一台设备
account-device-code = 设备显示的代码
account-next = 下一步
account-your-data = 你的数据
account-download-all = 下载全部（JSON）
account-download-csv = 下载历史记录（CSV）
account-data-hint = 全部：你的账号、设备和通行密钥，你的排位赛及其录像，你的对战和等级分，以及服务器和这个浏览器保存的你的每一局。
account-everything-in = 全部内容在 { $file } 中。
account-history-in = 这个浏览器的历史记录在 { $file } 中。
account-delete-title = 删除这个账号？
account-delete-removes = 立即移除：{ $devices } 台已登录的设备（全部退出，包括这台）、{ $passkeys } 个通行密钥、你的恢复密钥，以及服务器为你的设备保存的对局。你的名字会变成服务器给的名字（玩家 { $id }）。
account-delete-stays = 保留：你的排位赛和对战，以那个名字留在排行榜和其他玩家的页面上；以及这个浏览器保存的对局，直到你在这里清除。如果想留一份，请先下载全部。此操作无法撤销。
account-delete-confirm = 删除我的账号
account-keep = 保留
account-delete = 删除我的账号…
passkey-not-made = 没有创建通行密钥：操作被取消，或超时了。
passkey-not-signed-in = 没有用通行密钥登录：操作被取消、超时，或这台设备没有这个网站的通行密钥。
passkey-held = 这台设备已经有这个玩家的通行密钥。
passkey-needs-name = 通行密钥需要网站自己的名字（https 或 localhost）：不能是 IP 地址。
passkey-unsupported = 这个浏览器不能使用通行密钥：请改用恢复密钥。
passkey-failed = 通行密钥没有生效（{ $name }）：请重试，或使用恢复密钥。

## First screen: what a link was adjusted for

link-adjusted = 链接已调整：{ $notes }。
link-repeated = { $key } 出现了不止一次；以最后一个（“{ $value }”）为准
link-seed = 种子“{ $value }”不是 0 到 { $max } 之间的数；已随机生成局面
link-not-number = { $key }=“{ $value }”不是数字；使用默认值
link-no-guess-flag = ng=“{ $value }”不是 1（无猜）或 0；使用 0
link-unknown = “{ $key }”不是 { $known } 之一；已忽略
link-rule = rule“{ $value }”不是 safe 或 opening；使用 opening
link-daily = daily=“{ $value }”不是 beginner、intermediate 或 expert；显示经典模式
link-date = date=“{ $value }”不是日期（YYYY-MM-DD）；使用今天
link-mode = mode=“{ $value }”不是 classic 或 battle；显示经典模式
link-date-alone = date= 需要和 daily= 一起用；已忽略
link-side = { $key }={ $wanted } 改为 { $got }：{ $key } 必须在 { $min } 到 { $max } 之间
link-mines = mines={ $wanted } 改为 { $got }：{ $rows }×{ $columns } 的雷区可放 1 到 { $max } 个雷
link-no-guess-safe = 无猜局面在第一次点击时会打开一片：rule=safe 改为 opening
link-no-guess-dense = 已取消 ng=1：超过 { $cells } 格的无猜局面最多 { $percent } % 的雷，而 { $rows }×{ $columns }、{ $mines } 个雷是 { $density } %
link-preset = preset“{ $value }”不是 beginner、intermediate 或 expert；使用 beginner
link-level = level“{ $value }”不是 novice、casual、expert 或 master；使用 casual
link-pace = pace“{ $value }”不是 realtime 或 turns；使用 realtime
link-battle-side = 对战中 { $what } 必须在 { $min } 到 { $max } 之间；使用 { $got } 而不是 { $asked }
link-battle-mines = { $rows }×{ $columns } 的对战可放 1 到 { $max } 个雷；使用 { $got } 而不是 { $asked }
link-battle-lives = lives 必须在 1 到 { $most } 之间；使用 { $got } 而不是 { $asked }
link-speed = speed 必须在 { $min } 到 { $max } 之间；使用 { $got } 而不是 { $asked }

## First screen: notices

notice-no-solver = 无猜局面需要求解器，但它没能下载（是否离线了？）。

## Notices

notice-no-guess-fallback = 没能为 { $rows }×{ $columns }、{ $mines } 个雷生成无猜局面：这一局可能需要猜。

## The terminal: the full-screen game

term-too-small = 终端只有 { $width }×{ $height }；{ -game }至少需要 { $min-width }×{ $min-height }。请放大终端，或按 q 退出。
term-keys-line = H 提示 · p 概率 · a 自动 · n 新局 · ? 帮助 · q 退出
term-keys = 按键
term-state = { $state ->
        [ready] 就绪
        [playing] 进行中
        [won] 胜利！
       *[lost] 失败
    }
term-mode = { $mode ->
        [autoplay] 自动
        [probabilities] 概率
        [marks] 问号
       *[no-guess] 无猜
    }
term-mines = 雷 { $mines }
term-time = 时间 { $seconds }
term-board = { $name } { $rows }×{ $columns }/{ $mines } · 种子 { $seed }
term-place = 第 { $row } 行第 { $column } 列
term-place-chance = 第 { $row } 行第 { $column } 列：是雷的概率 { $chance }
term-any-key = 按其他任意键关闭。
term-key-arrows = 方向键、h j k l
term-key-space = 空格、回车
term-key-mouse = 鼠标
key-move = 移动光标（Home/End、PgUp/PgDn 跳转）
key-reveal = 翻开；在已满足的数字上双击
key-flag = 标雷（开启问号时：旗 → ? → 未开）
key-chord = 双击：翻开已满足数字的四周
key-hint = 提示：由求解器走一步
key-probabilities = 概率：给每个未开格上色
key-autoplay = 开/关自动
key-new = 新局，同样大小
key-presets = 新的初级 / 中级 / 高级
key-marks = 开/关问号（?）
key-statistics = 统计
key-help = 本帮助
key-quit = 退出（对局会保存）
key-mouse = 左键翻开，右键或 Shift+左键标雷，中键双击
term-welcome = 方向键或 hjkl 移动，空格翻开，f 标雷，? 列出所有按键
term-restored = 你的对局已恢复到离开时的样子
term-restored-over = 你上一局已结束：按 n 开始新局
term-replay-unread = （它的录像无法读取：{ $why }）
term-new-game = 新局，种子 { $seed }
term-probabilities-off = 已隐藏概率
term-probabilities-ready = 概率：第一次翻开之前还没有布雷，第一次翻开总是安全的
term-probabilities-on = 已显示概率：○ 安全，░▒▓ 越深越可能是雷，● 雷（本局不计入统计）
term-autoplay-off = 自动已关闭
term-autoplay-on = 自动已开启：按 a 停止
term-over = 对局已结束：按 n 开始新局
term-marks-on = 问号已开启：f 依次切换 旗、?、未开
term-marks-off = 问号已关闭：f 标雷或取消
term-key-live = 开关实时指标
term-live-on = 实时指标已开：按 i 隐藏
term-live-off = 实时指标已关
term-won = 你赢了，用时 { $seconds } 秒 · { $figures }。
term-new-best = { $category } 新纪录！
term-assisted = 求解器帮过忙：不计入统计。
term-lost-guess = 踩雷了 — 求解器的猜测（{ $chance } 安全）踩中了雷 · { $figures }。
term-lost-mine = 踩雷了 — 雷在 { $cell } · { $figures }。
term-play-again = 按 n 再来一局
term-stats-unsaved = 统计无法保存：{ $why }
term-history-unsaved = 对局无法加入历史：{ $why }
term-game-unsaved = 对局无法保存到 { $folder }：{ $why }
term-prefs-unsaved = 偏好设置无法保存：{ $why }

## The terminal: moves, hints and chances (both modes)

move-over = 对局已结束：new 开新局，quit 退出
move-outside = { $cell } 不在雷区内
move-flagged = { $cell } 已标雷：请先取消旗子（f { $cell }）
move-hidden-chord = { $cell } 还未翻开：只有翻开的数字才能双击（r { $cell } 翻开它）
move-needs-flags = { $cell } 已经翻开：周围有 { $number } 面旗时才能双击（现在 { $flags } 面）
move-no-flag-here = { $cell } 已经翻开：只有未开格才能标雷
move-open = { $cell } 已经翻开
no-guess-needs = 无猜局面：需要用到{ $rule ->
        [single] 单个数字
        [subset] 子集推理
        [total] 总雷数
       *[cases] 完整的枚举分析
    }
no-guess-fallback = 没能为 { $rows }×{ $columns }、{ $mines } 个雷生成无猜局面；这一局可能需要猜
hint-none-left = 已没有可走的未开格
hint-unflag = 提示：{ $cell } 是安全的，旗子标错了：取下旗子
hint-played = 提示：{ $cell }，{ $kind ->
        [first] 开局第一步
        [safe] 安全
        [guess] 猜 — { $chance } 安全
       *[about] 猜 — 约 { $chance } 安全（估算：可能性太多，无法逐一计数）
    }
chance-open = { $cell } 已翻开：不是雷
chance-over = { $cell }：对局已结束
chance-ready = { $cell }：第一次翻开之前还没有布雷，第一次翻开总是安全的
chance-safe = { $cell }：一定安全
chance-mine = { $cell }：一定是雷
chance-of = { $cell }：是雷的概率 { $chance }
chance-estimated = { $cell }：是雷的概率 { $chance }（估算）

## The terminal: line mode

line-board = { $rows }×{ $columns }，{ $mines } 个雷，种子 { $seed }
line-ready = 就绪：翻开一格开始（r 行 列）— { $board }
line-ready-no-guess = 就绪：翻开一格开始（r 行 列）— { $board }，无猜
line-playing = 进行中：还剩 { $left } 个雷 — { $board }
line-won = 胜利！所有安全格都已翻开 — { $board } — new 开新局，quit 退出
line-lost = 失败：踩到了雷 — { $board } — new 开新局，quit 退出
line-ask-rows = 行数（{ $min }-{ $max }，或预设：beginner、intermediate、expert）
line-ask-columns = 列数（{ $min }-{ $max }）
line-ask-mines = 雷数（1-{ $max }）
line-nothing-to-export = 还没有可导出的：这一局还没有操作
line-exported = 已导出到 { $path }（EVF，{ $bytes } 字节）
line-not-written = 无法写入 { $path }：{ $why }
line-help =
    命令（每行一条，不分大小写；ROW 和 COL 从 1 数起，先行后列）：
      r ROW COL      翻开一格（在旗子已标齐的数字上：双击）
      f ROW COL      给未开格标雷，或取下旗子
      c ROW COL      双击：翻开已满足数字周围没有旗子的格子
      hint           走求解器的一步（有确定安全的就走安全的，否则走它最好的猜测）
      prob ROW COL   这一格是雷的概率
      new [beginner|intermediate|expert|ROWS COLS MINES] [seed N]
                     新的一局（不给大小就用同样大小；不给种子就随机）
      board          再显示一次雷区
      review         求解器给到目前为止的每一步打分，并给出各项指标
      export PATH    把这一局（结束与否）写成 EVF 录像文件
      help           本列表
      quit           离开（输入结束时也会离开）
    符号：# 未开，F 旗，? 问号，. 空，1-8 周围的雷数，输掉后 * 雷，X 炸开的那颗，x 标错的旗
what = { $what ->
        [row] 行
        [column] 列
        [rows] 行数
        [columns] 列数
       *[mines] 雷数
    }
line-unknown = 未知命令“{ $word }”（试试 help）
line-no-args = { $command } 后面不接任何内容，却收到“{ $word }”
line-needs-cell = { $command } 需要 ROW COL
line-cell-then = { $command } 只需要 ROW COL，后面却还有“{ $word }”
line-not-whole = { $what }“{ $word }”不是整数
line-must-be-whole = { $what }必须是整数，收到的是“{ $word }”
line-side = { $what }必须在 { $min } 到 { $max } 之间，收到的是 { $value }
line-mines = { $rows }×{ $columns } 的雷区雷数必须在 1 到 { $max } 之间，收到的是 { $value }
line-outside = { $what } { $value } 不在 1..{ $max } 之内
line-new-size = new 接 beginner、intermediate、expert 或 ROWS COLS MINES，收到的是“{ $word }”
line-new-usage = new 接 beginner、intermediate、expert 或 ROWS COLS MINES，然后是 seed N
line-seed-number = 种子“{ $word }”不是 0 到 { $max } 之间的数
line-seed-missing = seed 后面需要一个数
line-seed-extra = seed 只接一个数，后面却还有“{ $word }”
line-export-path = export 需要文件名：export PATH
term-no-games = 还没有保存任何已结束的对局：用“mines”玩一局吧。
term-stats-summary = { $category } — { $games } 局，{ $wins } 胜
term-stats-best = 最佳 { $seconds } 秒
term-spread = { $caption }（每条代表 { $step } 3BV/s）
term-calendar-legend = · 无，░ 1，▒ 2–3，▓ 4–7，█ 8+
term-history-result = { $result }，用时 { $seconds } 秒
term-replay = 录像
term-replay-move = 第 { $move }/{ $moves } 步
term-replay-state = { $playing ->
        [yes] 播放中
       *[no] 已暂停
    }
term-replay-start = 空格播放，→ 前进一步
term-replay-keys = 空格 播放/暂停 · ← → 单步 · Home End · + − 速度 · q 退出
term-ranked-help =
    排位赛命令（每行一条；ROW 和 COL 从 1 开始，先行后列）：
      r ROW COL   翻开一格（在旗数已满的数字上：双击）
      f ROW COL   在未开的格子上插旗，或拔掉旗
      c ROW COL   双击
      board       再显示一次局面
      new         同一类别再来一局（每日局面除外）
      help        显示本列表
      quit        离开（没下完的对局在服务器上保持未完成）
    服务器发牌并计时；排位赛没有提示。
term-ranked-no-game = 没有进行中的对局：输入 new
term-playing-as = 当前玩家：{ $name }
term-no-answer = 服务器还没有回应：这一步已保留，恢复连接后发送
term-not-started = { $server } 的游戏服务器没有开始对局
term-over-new = 对局已结束：输入 new 再来一局
term-daily-once = 每日局面每天只能玩一次；下一个在 00:00 UTC
term-ranked-no-tools = 排位赛中没有提示、概率、复盘或导出：录像在结束时提供
term-not-to-chord = { $cell } 不是可以双击的数字
term-daily-start = 每日局面的第一下必须翻开起点：r { $cell }
term-ranked-daily-ready = 准备：每日局面从 r { $cell } 开始 — { $game }；服务器从那里开始计时
term-ranked-won = 胜利 — { $game }
term-ranked-lost = 失败：踩到了雷 — { $game }
term-replay-link = 录像：{ $url }
term-ranked-state = { $state ->
        [connecting] 连接中
        [won] 胜利
        [lost] 失败
        [playing] 进行中
       *[ready] 准备
    }
term-ranked-asking = 正在向服务器要局面…
term-ranked-keys = 方向键/hjkl 移动 · 空格 翻开 · f 插旗 · c 双击 · n 新局 · q 退出
term-server-retry = 无法连接 { $server } 的游戏服务器（{ $why }）；正在重试
term-unreachable = 无法连接 { $server } 的游戏服务器：{ $why }
term-player-not-kept = 无法保存你的排位玩家（{ $why }）：下次将以新玩家身份游戏
term-leaderboard-player = 玩家
term-leaderboard-time = 用时
term-login-open = 要让这个终端登录，请在以你的玩家身份登录的浏览器中打开这个地址：
term-login-check = 批准之前，请确认页面显示的是这个代码：
term-login-lasts = （代码 { $minutes } 分钟内有效；按 Ctrl-C 停止等待）
term-login-expired = 代码在批准前已过期：请再次运行“mines login”
term-login-no-folder = 已登录，但没有数据文件夹可以保存令牌
term-login-not-kept = 已登录，但无法保存令牌：{ $why }
term-login-signed-in = 已以 { $name }（{ $player }）登录：“mines ranked --server { $server }”将以该玩家身份游戏。
term-login-other = （这个终端以前在该服务器上以另一位玩家身份游戏；那位玩家在其他设备上仍保持登录。）
term-sync-no-folder = 没有数据文件夹：这个终端不保存对局
term-sync-not-signed-in = 这个终端没有在 { $server } 登录：请先运行“mines login --server { $server }”
term-sync-forgotten = { $server } 已不认识这个终端（已退出登录？）：请再次运行“mines login --server { $server }”
term-sync-not-kept-here = 无法在这里保存对局：{ $why }
term-sync-mark-not-kept = 无法保存同步进度：{ $why }
term-synced = 已以 { $name } 同步：从这个终端发送了 { $sent } 局，从你的其他设备收到 { $received } 局；服务器为你保存了 { $kept } 局。
term-sync-dropped = 为了不超出上限，服务器放弃了 { $dropped } 局旧对局；它们仍保存在原来的设备上。
notice-rest-missing = 求解器和对话框无法下载（是否离线？）。
notice-kept-unread = 无法读取你保存的对局和统计：页面的其余部分无法下载（是否离线？）。
notice-part-missing = 游戏的这一部分无法下载（是否离线？）。
notice-battle-kept-unread = 无法读取你保存的对战和统计：页面的其余部分无法下载（是否离线？）。
notice-computer-missing = 电脑无法下棋：它的“大脑”无法下载（是否离线？）。
notice-unread-prefs = 无法读取你的偏好设置（{ $why }），已恢复默认。
notice-unread-stats = 无法读取你的统计（{ $why }），已重置。
notice-unread-daily = 无法读取你的每日挑战成绩（{ $why }），已重置。
notice-unread-game = 无法读取你保存的对局（{ $why }），已丢弃。
notice-unread-battle-stats = 无法读取你的对战统计（{ $why }），已重置。
notice-unread-battle = 无法读取你保存的对战（{ $why }），已丢弃。
notice-stats-reset = 部分统计数据对不上，已重置（{ $what }）。
notice-daily-dropped = 部分每日挑战成绩被略去（{ $what }）。
notice-storage-full = 浏览器存储已满：这局无法保存到历史记录中。
notice-storage-dropped = 浏览器存储已满：为腾出空间，最早的 { $count } 局已从历史记录中移除（你的最佳对局会保留）。
notice-replay-unread = 无法读取这局的录像（{ $why }）；对局会在没有录像的情况下继续。
notice-videos-elsewhere = 录像在游戏页面中打开：拖到那里，或使用“历史 → 打开录像”。
notice-no-guess-refused = 无猜局面被拒绝（{ $why }）；这一局可能需要猜。
account-passkey-request-unread = 无法读取服务器的通行密钥请求。
account-no-window = 这个页面没有浏览器窗口。
account-passkey-answer-unread = 无法读取浏览器的回答。
cli-about = 终端里的{ -game }，带精确概率求解器提示。
cli-long-about = 在终端里全屏游戏（按 ? 查看按键）。加 --line，或标准输入输出不是终端时，逐行读取命令（输入 help），供脚本和读屏软件使用；--json 让它每行输出一个 JSON 对象，供程序使用。
cli-usage = 用法
cli-options = 选项
cli-commands = 命令
cli-arguments = 参数
cli-help = 显示帮助
cli-help-command = 显示这份列表，或所给命令的帮助
cli-version = 显示版本
cli-preset = 经典雷区：beginner（初级 9×9/10）、intermediate（中级 16×16/40）或 expert（高级 16×30/99）。
cli-rows = 自定义雷区的行数（{ $min }–{ $max }），与 --cols 和 --mines 一起用。
cli-cols = 自定义雷区的列数（{ $min }–{ $max }），与 --rows 和 --mines 一起用。
cli-mines = 自定义雷区的雷数（1 到 行 × 列 − 1），与 --rows 和 --cols 一起用。
cli-seed = 雷区的种子：同样的种子和第一次点开得到同样的雷区，这里和浏览器里都一样。省略时随机。
cli-rule = 第一次点开保证什么：opening（打开一片，点开的格子和周围都没有雷；默认）或 safe（只保证第一次点开的格子安全）。
cli-no-guess = 无猜局面：从第一次点开的空白区起，总有格子能被证明安全（即 --rule opening）。
cli-line = 即使在终端里也用逐行模式。
cli-json = 逐行模式，每行输出一个 JSON 对象（即 --line）。
cli-no-color = 不用颜色（环境变量 NO_COLOR 非空时也一样）。
cli-marks = 全屏：f 在 旗 → ? → 未开 之间切换（一直记住，直到用 m 关闭）。
cli-lang = 给人看的文字用哪种语言（{ $tags }）：否则用区域设置的（LC_ALL、LC_MESSAGES、LANG），再否则用英语。命令和 JSON 保持不变。
cli-ranked = 在游戏服务器上玩一局排位赛：服务器发雷区、计时并给胜局排名（全屏；--line 或 --json 逐行输入命令）。
cli-login = 以你在浏览器里登录的玩家身份登录这个终端：打印一个地址和一个代码，在那里批准；之后“mines ranked”就以这个玩家身份游戏。
cli-sync = 把这个终端的对局发送到你登录过的游戏服务器（“mines login”），并取回你其他设备在那里玩的对局：每台设备上都有你的历史和统计。
cli-leaderboard = 游戏服务器的排行榜：每位玩家的最佳胜局。
cli-history = 列出数据文件夹里保存的已结束对局，最新的在前（用编号回放或复盘）。
cli-stats = 按类别画出保存的对局：每局胜利的用时和 3BV/s 以及历来最佳、3BV/s 的分布，还有对局日历。
cli-replay = 全屏播放录像：一个文件（EVF 文件，或浏览器“分享”给出的录像链接文本），或“mines history”里的编号。
cli-review = 用求解器给录像的每一步打分：安全、必然、不必要的猜或更差的猜。
cli-server = 游戏服务器，例如 http://127.0.0.1:8080。
cli-ranked-preset = 哪种雷区：beginner、intermediate 或 expert（默认）。
cli-daily = 这个级别今天的排位每日挑战：所有玩家都一样，每天只玩一次。
cli-ranked-line = 即使在终端里也逐行输入命令。
cli-ranked-json = 逐行输入命令，每行回一个 JSON 对象。
cli-period = 哪些胜局：all（全部，默认）、week（本周的）或 day（今天的）。
cli-day = 某一天，YYYY-MM-DD（UTC）：那天的雷区（每日挑战的，或配合 --period day），或包含那天的一周（--period week）。省略时为今天。
cli-by = 按什么排名：time（用时最短，默认）或 rate（3BV/s 最高）。
cli-leaderboard-json = 服务器原样发来的 JSON。
cli-history-json = 每局一个 JSON 对象。
cli-stats-json = 图背后的数据，每个类别一个 JSON 对象。
cli-game = 一个文件，或“mines history”里的编号（1 是最新的一局）。
cli-review-json = 每一步一个 JSON 对象，最后是一个汇总对象。
cli-analyse = 局面（.mine 文件）中每个未开格是雷的概率、最安全的格子、死格、必猜的 50/50，以及扫完全盘的概率。
cli-analyse-file = .mine 文件，或用 - 表示标准输入。
cli-analyse-json = 一个 JSON 对象：局面和每个未开格的概率，供程序使用。
cli-error = 错误
cli-unknown = 这里没有 { $arg }
cli-bad-value = “{ $value }”不是 { $arg } 的取值：可用 { $values }
cli-invalid = “{ $value }”不是 { $arg } 的取值：{ $why }
cli-out-of-range = 应在 { $min } 到 { $max } 之间
cli-not-number = 应为整数
cli-missing = 还需要给出 { $args }
cli-conflict = { $arg } 和 { $other } 不能同时使用
cli-no-command = 没有“{ $command }”这个命令：命令有 { $commands }
cli-needs-value = { $arg } 需要一个值
cli-not-understood = 无法理解这条命令行（{ $why }）
cli-try-help = 更多信息请试试“mines --help”。
cli-no-guess-safe = --no-guess 雷区在第一次点开时打开一片：它配合 --rule opening，而不是 safe
cli-no-guess-dense = 超过 { $cells } 格的无猜雷区最多 { $percent } % 的雷，而 { $rows }×{ $columns } 有 { $mines } 个雷，是 { $density } %
cli-no-language = 没有“{ $tag }”的文字；可用的语言有 { $tags }
cli-not-a-day = 日期的格式是 YYYY-MM-DD
term-file-set-aside = { $what ->
        [game] 保存的对局
        [stats] 统计
        [prefs] 偏好设置
       *[history] 对局历史
    }无法读取（{ $why }）：已移到 { $path }
term-file-left = { $what ->
        [game] 保存的对局
        [stats] 统计
        [prefs] 偏好设置
       *[history] 对局历史
    }无法读取（{ $why }）；已留在原处（{ $error }）
term-not-text = 它不是 UTF-8 文本
term-stats-dropped = { $what } 的统计被略去
term-history-dropped = { $what } 被从历史中略去
term-not-a-replay = { $file } 既不是录像（AVF、RMV、MVF、EVF），也不是录像文本（{ $why }）
term-no-such-game = 历史中没有第 { $number } 局（保存了 { $kept } 局：“mines history”会列出它们）
term-history-game-unread = 历史中的第 { $number } 局：{ $why }
term-board-size = { $name } { $rows }×{ $columns }/{ $mines }
term-title-seed = { $board } · 种子 { $seed }
term-title-history = { $board } · 历史中的第 { $number } 局
term-server-scheme = --server 接受 http:// 或 https:// 地址，而不是 { $scheme }://
term-server-address = --server 是游戏服务器的地址，例如 http://127.0.0.1:8080，而不是“{ $text }”
term-replay-needs-terminal = 录像在终端里全屏播放（“mines review”可以打印一局）
term-note = 提示
term-counters-time = 用时 { $seconds } s，{ $won ->
        [yes] 胜利
       *[no] 未胜利
    }
decimal-point = .
