# 日本語。
-language = 日本語
-game = マインスイーパ

## The page

page-title = { -game }
page-description = { -game }：クラシックなルール、シードで共有できる盤面、最大 200 × 200。
manifest-description = 正確なソルバー、リプレイ、推測不要の盤面、対戦を備えたクラシックな{ -game }。
battle-page-title = { -game } 対戦
battle-page-description = { -game } 対戦：ひとつの盤面でコンピューターと陣地を取り合います。

## First screen: the classic game

game-title = { -game }
daily-badge = デイリー { $date }
    .title = 今日の盤面。全員共通です
no-guess-badge = 推測不要
    .title = 推測不要：最初のクリックで開いた所から、常に安全と証明できるマスがあります
game-menu = ゲームメニュー
play-tools = プレイ補助
game-window = ゲーム
mines-left = 残り地雷数
restart = 新しいゲーム
    .title = 新しいゲーム（R）
restart-won = クリア。新しいゲーム
restart-lost = 失敗。新しいゲーム
timer = { $seconds } 秒
making-board = 論理だけで解ける盤面を作成中
dismiss = 閉じる
copied = { $what ->
        [replay] リプレイへのリンクをコピーしました。
        [result] 結果をコピーしました。
       *[link] リンクをコピーしました。
    }
copy-this = これをコピーしてください：{ $text }

## First screen: the status line

status-loading = 読み込み中…
status-making = 論理だけで解ける盤面を作成中…
status-ready-chances = どこかのマスをクリックして開始：最初のクリックは必ず安全で、その後に地雷の確率が表示されます。
status-ready = どこかのマスをクリックして開始。右クリックか長押しで旗を立てます。矢印キーとスペースも使えます。
status-daily = デイリー盤面 { $date } · 丸で囲まれたマス（{ $row } 行 { $column } 列）から開始。全員共通です。{ $attempt }
daily-practice = 練習：最初の挑戦はすでに記録されています。
daily-counts = 最初の挑戦が記録されます。
status-won = クリア！ { $seconds } 秒で完了。
status-won-untimed = クリア！
status-lost = ドカン — 地雷を踏みました。顔を押すか R でもう一度。
status-lost-guess = ドカン — ソルバーの推測（安全率 { $percent } %）が地雷を踏みました。顔を押すか R でもう一度。
status-lost-guess-about = ドカン — ソルバーの推測（安全率 約 { $percent } %）が地雷を踏みました。顔を押すか R でもう一度。
hint-first = ヒント：最善の最初のクリック
hint-safe = ヒント：安全
hint-guess = ヒント：推測 — 安全率 { $percent } %
hint-guess-about = ヒント：推測 — 安全率 約 { $percent } %
hint-estimated-why = （推定：可能性が多すぎて数えられません）
estimated-note = 確率は推定値です：ありうる配置が多すぎてすべては数えられません。
hint-with-note = { $hint }。{ $note }
hint-with-why = { $hint }{ $why }

## Play tools

help-note = ソルバーの補助：補助を使ったゲームは統計に記録されません
flag-mode = 旗モード
hint = ヒント
    .title = ヒント（H）。{ help-note }
autoplay = 自動プレイ
autoplay-stop = 停止
probabilities = 確率
    .title = 確率（P）。{ help-note }

## First screen: the board

board = { -game }の盤面、{ $rows } 行 × { $columns } 列、地雷 { $mines } 個。矢印キーで移動、スペースで開く、F で旗。
zoom = ズーム
zoom-out = 縮小
    .title = 縮小（Ctrl + ホイール）
zoom-fit = 全体
    .title = 盤面を画面に合わせる
zoom-in = 拡大
    .title = 拡大（Ctrl + ホイール）

## First screen: the cells, as a screen reader says them

cell = { $row } 行 { $column } 列、{ $state }
cell-state = { $state ->
        [hidden] 未開
        [flagged] 旗あり
        [questioned] ？マークあり
        [mine] 地雷
        [exploded] 爆発した地雷
       *[wrong-flag] 誤った旗、ここに地雷はない
    }
cell-around = { $count ->
        [0] 周りに地雷なし
       *[other] 周りに地雷 { $count } 個
    }
cell-chance = { $cell }、地雷の確率 { $percent }
battle-cell-state = { $state ->
        [legal] 未開、開けられます
        [hidden] 未開
        [flagged] 旗あり
        [hit-you] あなたが踏んだ地雷
        [hit-computer] コンピューターが踏んだ地雷
       *[mine] 地雷
    }
battle-cell-owned = { $around }、{ $whose ->
        [you] あなたの陣地
       *[computer] コンピューターの陣地
    }

## The menu

menu-battle = 対戦
    .title = コンピューターと陣地を取り合う
menu-ranked = ランク戦
    .title = ゲームサーバーが審判しランク付けする対局
menu-daily = デイリー
    .title = 今日の盤面。全員共通です
menu-history = 履歴
    .title = 終えたゲームをすべて再生できます
menu-statistics = 統計
menu-share = 共有
    .title = この盤面へのリンクをコピー
menu-settings = 設定
    .title = 設定（S）
account = アカウント
    .title-signed-in = あなたのアカウント：端末、復元キー、他の端末でのサインイン
    .title-signed-out = サインイン：復元キーで、またはランク戦をプレイして

## First screen: the theme (Battle's header draws its picker at once)

theme = テーマ
theme-system = システム
theme-light = ライト
speed = 速度
speed-slow = 遅い
speed-normal = 普通
speed-fast = 速い
theme-dark = ダーク

## Settings

settings = 設定
presets = 盤面のプリセット

## First screen: the presets and sizes (Battle's settings draw them at once)

preset-beginner = 初級
preset-intermediate = 中級
preset-expert = 上級
preset-custom = カスタム

## Settings, continued

preset-any-size = 任意のサイズ
preset-detail = { $rows }×{ $columns } · 地雷 { $mines } 個

## First screen: the sizes

rows = 行
columns = 列
mines = 地雷

## Settings, continued

first-click = 最初のクリック
rule-opening = 開放
rule-opening-help = 最初のクリックで必ず空白が開く
rule-safe = 安全
rule-safe-help = 最初のクリックは地雷にならない
rule-no-guess = 推測不要
rule-no-guess-help = 最初のクリックで空白が開き、推測が一度も要らない
rule-no-guess-limits = { $cells } マスを超える盤面は地雷 { $percent } % まで（この盤面は { $density } %）
question-marks = ？マーク
question-marks-help = 右クリックで 旗 → ? → 未開封 と切り替え
live-counters = ライブ指標
live-counters-help = プレイ中に 3BV/s やクリック数などを表示
live-counters-panel = ここまでの指標
settings-hint = 盤面を変えるとすぐに新しいゲームが始まります。
done = 完了
language = 言語

## First screen: Battle

battle-badge = 対戦
battle-online = 人と対戦
    .title = 人との対戦：友だちへのリンク、またはクイックマッチ
battle-classic = クラシック
    .title = クラシックなゲーム
battle-settings = 対戦の設定
battle-board = 盤面
battle-preset = { $name } { $rows }×{ $columns }
battle-computer = コンピューター
level-novice = 入門
level-casual = 普通
level-expert = 上級
level-master = 達人
battle-pace = 進行
pace-realtime = リアルタイム
pace-turns = ターン制
battle-lives = ライフ
battle-no-guess = 推測不要
    .title = 両者がそれぞれの開始地点から推測なしで解ける盤面
battle-speed = 速さ { $speed }
    .title = リアルタイムでのコンピューターの速さ
battle-adjusted = 対戦の設定を調整しました：{ $changes }。
new-battle = 新しい対戦
    .title = 新しい対戦（R）
side-you = あなた
side-computer = コンピューター
your-move = { " " }· あなたの番
thinking = { " " }· 考え中
score = スコア
cells-unit = マス
lives-left = ライフ { $lives } / { $most }
first-to = 目標
battle-board-label = 対戦の盤面、{ $rows } 行 × { $columns } 列、地雷 { $mines } 個。あなたの陣地は{ $corner ->
        [top-left] 左上
       *[bottom-right] 右下
    }から始まります。矢印キーで移動、スペースで開くか同時開き、F で旗。
battle-won = あなたの勝ち、{ $you } 対 { $computer }：{ $why }。
battle-lost = コンピューターの勝ち、{ $computer } 対 { $you }：{ $why }。
battle-drawn = 引き分け、{ $you } 対 { $computer }：{ $why }。
battle-why-target = 先に安全なマスを { $target } 個開いた方の勝ち
battle-why-stuck = どちらも安全なマスを開けなくなったので、陣地の広い方の勝ち
battle-making = 推測なしで解ける盤面を作成中…
battle-ready = あなたは青で左上から、コンピューターはオレンジで右下から。陣地の隣の印のマスを開きましょう：先に安全なマスを { $target } 個開いた方の勝ちです。
battle-out = ライフがなくなりました：コンピューターが一人で続けます。
battle-thinking = コンピューターが考え中…
battle-your-move = あなたの番です。
battle-race = 安全なマス { $target } 個を目指して競争！
refusal-not-adjacent = { $row } 行 { $column } 列はあなたの陣地に接していません：印のマスを開いてください。
refusal-open = { $row } 行 { $column } 列はすでに開いています。
refusal-flagged = { $row } 行 { $column } 列には旗があります：先に旗を外してください。
refusal-not-your-number = { $row } 行 { $column } 列はあなたが開いた数字ではないので、同時開きできません。
refusal-not-your-turn = コンピューターの手番を待ってください。
refusal-over = 対戦は終わりました：新しく始めてください。
refusal-outside = { $row } 行 { $column } 列は盤面の外です。

## Battle's result and statistics

result = 結果
battle-result-won = あなたの勝ち！
battle-result-lost = コンピューターの勝ち
battle-result-drawn = 引き分け
battle-result-note = 相手は{ $level }：あなた { $you } マス、コンピューター { $computer } マス。残りライフ { $your-lives } 対 { $its-lives }。
battle-statistics = 対戦の統計
stats-won = 勝ち
stats-lost = 負け
stats-drawn = 引き分け
battles-elsewhere = 他の端末での対戦 { $count } 回を含みます。リセットするとこの端末の分だけが消えます。
battle-reset = 対戦の統計をリセット

## The result card

result-new-best = 自己ベスト更新！
result-cleared = クリア！
result-over = ゲームオーバー
result-time = タイム
seconds-short = { $seconds } 秒
result-bbbv = 3BV
result-board-bbbv = 盤面の 3BV
clicks = クリック
result-grade = 推測不要の盤面：{ $rule ->
        [single] 単独の数字
        [subset] 包含関係の推理
        [total] 残り地雷数の推理
       *[cases] 完全な場合分け
    }が必要でした。
result-assisted = このゲームはソルバーの補助を使ったので、統計には入りません。
watch-replay = リプレイを見る
share-replay = リプレイを共有
export-evf = EVF で保存
copy = コピー
evf-failed = EVF ファイルを作れませんでした：{ $why }。
counter-bbbv-s = 3BV/s
    .title = 1 秒あたりに解いた 3BV
counter-ioe = IOE
    .title = 効率：1 クリックあたりに解いた 3BV
counter-zini = ZiNi
    .title = 旗と同時開きを使った最少クリック数
counter-clicks = クリック
    .title = 左、右、同時開き
counter-wasted = 無駄
    .title = 何も変えなかったクリック
counter-correctness = 正確さ
    .title = 有効なクリックの割合
counter-throughput = スループット
    .title = 有効なクリック 1 回あたりに解いた 3BV
counter-rqp = RQP
    .title = タイムの 2 乗を解いた 3BV で割った値（小さいほど良い）
counter-stnb = STNB
    .title = 標準盤面でのゲームに対するコミュニティの評価
counter-path = 軌跡
    .title = カーソルの移動距離（16 ピクセルのマスでのピクセル数、ビデオから）
pixels = { $pixels } px
counter-nf = NF
    .title = 旗を使わずにプレイ
counter-rtime = 時間
    .title = 最初に開けてからの秒数
counter-etime = 予想タイム
    .title = このペースでのタイム：時間 × 3BV ÷ 解いた 3BV
counter-bbbv = 3BV
    .title = 旗なしで盤面を開ける最少クリック数
counter-bbbv-solved = 解いた 3BV
    .title = これまでのクリックで解いた 3BV
counter-hzini = HZiNi
    .title = 人が打つ順序での ZiNi
counter-left = 左
    .title = 左クリック
counter-right = 右
    .title = 右クリック
counter-double = 同時開き
    .title = 両ボタン、または数字の左クリック
counter-ce = 有効
    .title = 数に入る変化を起こしたクリック
counter-flag = 旗
    .title = 盤面の旗
counter-zne = ZNE
    .title = 勝ったゲームのクリックあたりの ZiNi
counter-lce = 有効な左
    .title = 何かを開けた左クリック
counter-rce = 有効な右
    .title = 地雷に旗を立てた右クリック
counter-dce = 有効な同時開き
    .title = 何かを開けた同時開き
yes = はい
no = いいえ

## Statistics

statistics = 統計
stats-board = 盤面
stats-played = プレイ数
stats-rate = 勝率
stats-streak = 連勝
stats-best = 最長
stats-best-times = ベストタイム
percent = { $percent } %
stats-hint = ソルバーの補助を使ったゲームは数えません。各ベスト値は別々のゲームのものかもしれません。
best-counters = ベスト値
meaning-bbbv-s = 盤面の 3BV（旗なしで解く最少クリック数）を 1 秒あたりに解いた数
meaning-ioe = 1 クリックあたりに解いた 3BV：1 なら 3BV ごとに 1 クリック
meaning-rqp = タイムの 2 乗を 3BV で割った値：小さいほど良い
meaning-stnb = 標準盤面での勝利に対するコミュニティの評価：大きいほど良い
reset-statistics = 統計をリセット…
confirm-reset = リセットの確認
erase-all = すべての統計を消しますか？元に戻せません。
erase = 消す
keep = 残す
category = { $key ->
        [beginner] 初級
        [intermediate] 中級
        [expert] 上級
        [beginner-ng] 初級（推測不要）
        [intermediate-ng] 中級（推測不要）
        [expert-ng] 上級（推測不要）
        [custom-ng] カスタム（推測不要）
       *[custom] カスタム
    }

## The daily boards

daily-boards = デイリー盤面、{ $date }
daily-hint = 各レベル 1 日 1 盤面（UTC）、全員共通です。丸で囲まれたマスから始めてください。記録されるのは最初の挑戦だけです。
daily-today = 今日
daily-days-won = 連続で勝った日数
daily-streak = { $streak }（最長 { $best }）
play = プレイ
daily-not-played = まだプレイしていません：最初の挑戦が記録されます。
daily-started = 開始済み：最後までプレイしないと負けになります。
daily-won = { $seconds } 秒でクリア。練習にもう一度どうぞ。
daily-lost = 今日は失敗。練習にもう一度どうぞ。
daily-result-won = { -game } デイリー { $date } · { $level } · { $seconds } 秒でクリア · 3BV/s { $speed } · IOE { $ioe }
daily-result-lost = { -game } デイリー { $date } · { $level } · { $seconds } 秒で失敗、3BV { $solved }/{ $bbbv } · 3BV/s { $speed } · IOE { $ioe }

## History

history-unreadable = 履歴を読めませんでした（{ $why }）。
history-empty = 終えたゲームはまだありません：終えたゲームはリプレイと一緒にここに残ります。
history-dropped = 読めなかったゲームを除きました（{ $why }）。
history-date = 日付
history-result = 結果
history-replay = リプレイ
history-more = さらに表示（残り { $count }）
open-video = 他のソフトのビデオを開く（AVF、RMV、MVF、EVF）
history-kept = 最新の 1,000 ゲームとすべてのベストタイムはこのブラウザーにだけ保存されます。
history-board = { $board } { $rows }×{ $columns }/{ $mines }
history-marks = （{ $marks }）
list-separator = 、
mark-best = ベスト
mark-daily = デイリー
mark-solver = 補助
game-won = 勝ち
game-lost = 負け
watch = 見る
progress = 上達
progress-board = 盤面
no-progress = ゲームを終えると、ここに上達の様子が描かれます。
no-win = まだ勝ちがありません：グラフは最初の勝利から始まります。

## The progress charts

chart-time-caption = 各勝利のタイム（秒）。線はその時点のベスト
chart-time-label = プレイした { $games } ゲームでの各勝利のタイム。その時点のベストタイムを線で示します。
chart-game-time = ゲーム { $game }：{ $seconds } 秒
chart-helped = （ソルバー補助）
chart-speed-caption = 各勝利の 3BV/s：盤面の 3BV をタイムで割った値
chart-speed-label = プレイしたゲームでの各勝利の 1 秒あたりの 3BV。
chart-game-speed = ゲーム { $game }：{ $speed } 3BV/s
chart-spread-caption = 補助なしの勝利 { $wins } 回の 3BV/s の分布
chart-spread-label = 3BV/s の 0.25 刻みの区間ごとの勝利数。
chart-spread-bar = { $from }–{ $to } 3BV/s：{ $count } 回
as-a-table = 表で見る
chart-wins = 勝利
chart-calendar-caption = 直近 { $weeks } 週間のプレイ数：{ $played }
chart-calendar-label = 直近 { $weeks } 週間のカレンダー：{ $played } ゲームをプレイ。
weekday-mon = 月
weekday-wed = 水
weekday-fri = 金
chart-day = { $date }：{ $games } ゲーム、{ $wins } 勝
chart-day-column = 日
chart-games = ゲーム数
chart-first-game = ゲーム 1
games-table = グラフのもとになったゲームを表で
games-table-game = ゲーム
best-so-far = その時点のベスト
helped = （補助）

## The replay viewer

replay-heading = リプレイ
replay-menu = リプレイのメニュー
replay-back = ゲームに戻る
replay-share = 共有
    .title = このリプレイを開くリンクをコピー
replay-export = EVF で保存
    .title = ほかの{ -game }プログラム用に EVF ファイルとして保存
replay-board = 当時の盤面
replay-counters = 指標
replay-speed-curve = ゲーム中の 3BV/s
replay-speed-curve-label = 各手（全 { $points } 手）の後の、それまでに解いた 3BV をそれまでの時間で割った値。
replay-speed-now = { $seconds } 秒時点で { $speed } 3BV/s
replay-state = { $state ->
        [ready] 未開始
        [playing] プレイ中
        [won] 勝ち
       *[lost] 負け
    }
replay-board-title = { $name } { $rows } × { $columns }、地雷 { $mines } 個
replay-seed = シード { $seed }
replay-outcome = { $outcome ->
        [won] { $seconds } 秒で勝ち
        [lost] { $seconds } 秒で負け
       *[unfinished] 未完了
    }
replay-by = プレイヤー { $player }
replay-loading = リプレイを読み込み中… { $percent } %
replay-refused = このリプレイを開けませんでした：{ $why }。
replay-gone = リンクがアドレスには長すぎたためページ上に保持していましたが、その後ページが再読み込みされました — ファイルか履歴からもう一度開いてください
play-a-game = ゲームをする
replay-copied = このリプレイへのリンクをコピーしました。
replay-copy-this = このリンクをコピーしてください：{ $link }
replay-long-copied = リンクをコピーしましたが、{ $size } KB あり、ほとんどのチャットやメールには長すぎます（「EVF で保存」でファイルを作れます）。
replay-too-long = このリプレイのリンクは長すぎて表示できません：「EVF で保存」で共有用のファイルを作れます。
replay-reading = { $file } を読み込み中…
replay-play = 再生（スペース）
replay-pause = 一時停止（スペース）
replay-step-back = 一手戻る（←）
replay-step-forward = 一手進む（→）
replay-move = 手
replay-move-of = { $moves } 手中 { $move } 手目
replay-speed = 速度
replay-trail = 軌跡
    .title = 直前 1 秒のカーソルの動き

## The replay's review

review = 検討
review-grading = ソルバーが全手を評価中… { $graded } / { $moves }
review-show = 表示
review-filter = { $filter ->
        [all] すべて
        [guesses] 推測
        [flags] 旗
       *[wasted] 無駄クリック
    } { $count }
review-earlier = 前を表示（あと { $count }）
review-more = さらに表示（あと { $count }）
review-none = { $filter ->
        [all] 手がありません。
        [guesses] 推測なし：開いたマスはすべて確実に安全でした。
        [flags] 旗はありません。
       *[wasted] 無駄クリックなし：すべてのクリックが盤面を変えました。
    }
review-cell = { $row } 行 { $column } 列
review-flag = { $cell } に旗：{ $kind ->
        [certain] 確実
        [wrong] 誤り：そこに地雷はない
       *[uncertain] まだ不確実
    }
review-move = { $cell } を{ $action ->
        [reveal] 開く
        [flag] 旗
        [mark] ？マーク
        [unflag] 旗を外す
       *[chord] チョード
    }：{ $what }
review-grade = { $grade ->
        [safe] 安全
        [unflag] 旗を外す
        [mark] ？マーク
       *[wasted] 無駄
    }
review-forced = やむを得ない推測、安全 { $safety }
review-forced-best = やむを得ない推測、安全 { $safety }（最善は { $cell } の { $best }）
review-needless = 不要な推測、安全 { $safety }：{ $cell } は確実に安全でした
review-worse = より悪い推測、安全 { $safety }：{ $cell } は { $best } でした
review-estimated = （推定）
review-by-solver = （ソルバー）
review-summary = 安全な手 { $safe } · やむを得ない推測 { $forced } · 不要 { $needless } · より悪い { $worse }
review-luck-none = 運：不要、推測なし
review-luck = 運：{ $odds } 分の 1（推測の安全率 { $guesses }）
review-and-more = ほか { $count } 回
review-flags = 旗：確実 { $certain } · 不確実 { $uncertain } · 誤り { $wrong }
review-think = 1 手平均 { $seconds } 秒 · 最も遅い手：{ $slowest }
review-slow-move = { $move } 手目（{ $seconds } 秒）

## The replay and video readers' refusals (the engine's reasons, in words)

refusal-replay-ends-early = リプレイが途中で終わっています
refusal-replay-version = リプレイの形式は { $found } です。この版が読めるのは形式 1 から { $last } までです
refusal-replay-checksum = リプレイのチェックサムが合いません：変更されたか、途中で切れています
refusal-replay-character = リプレイのテキストに、リプレイのリンクにない文字があります：「{ $character }」
refusal-replay-not-text = リプレイのテキストではありません
refusal-replay-settings = リプレイの設定が盤面になっていません
refusal-replay-layout = リプレイの地雷が盤面と合いません
refusal-replay-time-back = 手 { $move } は { $ms } ミリ秒で、前の手より前です
refusal-replay-outside = 手 { $move } は { $cell } で、{ $rows }×{ $columns } の盤面の外です
refusal-replay-after-end = 手 { $move } はゲーム終了後の手です
refusal-replay-tampered = 手 { $move } の記録が、再生した結果と合いません
refusal-replay-mine-first = 最初に開けたマス（{ $cell }）に地雷があります。このゲームのルールでは安全なはずのマスです
refusal-replay-too-long = リプレイは { $moves } 手あります。残せるのは { $most } 手までです
refusal-replay-too-big = リプレイの盤面は { $rows }×{ $columns } です。扱えるのは { $most }×{ $most } までです
refusal-replay-too-large = リプレイは { $size } KB です。読めるのは { $most } KB までです
refusal-replay-too-many-clicks = ファイルのクリックが { $most } 回を超えています。リプレイに残せる上限です
refusal-replay-before-edge = 手 { $move } が盤面の上端か左端からはみ出しています
refusal-replay-evf-board = EVF に入るのは 255×255 マス、地雷 65,535 個までです。このゲームは { $rows }×{ $columns }、地雷 { $mines } 個です
refusal-replay-evf-empty = 一手もないゲームには書き出すイベントがありません
refusal-replay-cursor = リプレイのカーソルの軌跡が壊れています
refusal-replay-video = 動画を読めません：{ $why }
refusal-video-too-large = ファイルは { $size } KB です。読める動画は { $most } KB までです
refusal-video-board = 盤面が { $rows }×{ $columns } です。動画の盤面は 1×1 から { $most }×{ $most } までです
refusal-video-too-many-events = マウスイベントが { $most } 個を超えています
refusal-video-ends-inside = { $part ->
        [header] ヘッダー
        [layout] 地雷の位置
        [details] ゲームの情報（プレイヤー、日付、結果）
        [events] マウスイベント
       *[check] チェックサム
    }の途中で終わっています（{ $at } バイト目から）
refusal-video-not-this = { $format } ではありません：{ $why }
refusal-video-level = レベルが { $level } です。Arbiter のレベルは 3 から 6 です
refusal-video-version = 版が { $found } です。読めるのは { $first } から { $last } までです
refusal-video-no-release = ヘッダーに Minesweeper Clone の版がありません
refusal-video-no-mark = 「{ $mark }」で始まっていません
refusal-video-mine-off = 地雷が { $cell } にあり、{ $rows }×{ $columns } の盤面の外です
refusal-video-shared-cell = 二つの地雷が同じマスにあります
refusal-video-mark-byte = 「?」マークのバイトが { $byte } です。Arbiter が書くのは 17 か 127 です
refusal-video-not-number = { $what ->
        [bbbv] 3BV
       *[time] タイム
    }が「{ $text }」で、数ではありません
refusal-video-event-kind = 種類 { $kind } のイベントがありますが、{ $program } はそれを書きません
refusal-video-first-event = 最初のイベントの種類が { $kind } で、そう始まるゲームはありません
refusal-video-mines-disagree = ヘッダーでは地雷 { $said } 個ですが、配置には { $found } 個あります
refusal-video-early-board = 盤面が { $rows }×{ $columns } です。0.97 より前の Clone は三つのレベルしか保存しません
refusal-video-no-events = マウスイベントがありません
refusal-video-clone-unnamed = どのマインスイーパーで作られたかが書かれていません
refusal-video-zero-pixels = マスの幅が 0 ピクセルです
refusal-video-no-bbbv = 結果のテキストに 3BV がありません
refusal-video-no-format = 読める動画形式（AVF、RMV、MVF、EVF）のどれでもありません
refusal-video-no-format-avf = 読める動画形式（AVF、RMV、MVF、EVF）のどれでもありません。Arbiter の形式として読むと：{ $why }

## The analysis board

analysis-title = 解析ボード
analysis-refused = この局面はありえません：{ $why }。
analysis-open = 解析ボード
analysis-here = ここを解析
analysis-paste = 局面（.mine テキスト）
analysis-load = 表示
analysis-file = .mine ファイルを開く
analysis-save = .mine を保存
analysis-link = リンクをコピー
analysis-back = ゲームに戻る
analysis-mines = 地雷
analysis-tool = マスの設定
analysis-tool-hidden = 未開封
analysis-tool-flag = 旗
analysis-tool-open = 開放
analysis-safest = 最も安全：{ $cells }（地雷の確率 { $percent }）
analysis-certain = 確実に安全：{ $safe } · 確実に地雷：{ $mines }
analysis-dead = 死にマス（開けても何もわからない）：{ $count }
analysis-dead-unknown = 死にマス：配置が多すぎて列挙できません
analysis-fifty = 避けられない 50/50：{ $count }
analysis-clear = ここから盤面をクリアできる確率：{ $percent }（最善：{ $cell }）
analysis-clear-unknown = 盤面をクリアできる確率：未探索（未確定マス { $cells } 超または配置 { $layouts } 超）
analysis-estimated = 確率は推定です：配置が多すぎてすべては数えられません。
refusal-setup-header = 1 行目が 幅x高さx地雷数（例：30x16x99）ではありません
refusal-setup-size = { $rows } × { $cols } の盤面：盤面の一辺は 1～{ $max } マスです
refusal-setup-row-length = { $row } 行目は { $length } 文字で、盤面の幅は { $cols } です
refusal-setup-missing-rows = 盤面 { $rows } 行のうち { $found } 行しかありません
refusal-setup-number-too-large = { $row } 行 { $col } 列の { $number } の周りに地雷を置けるマスは { $room } つしかありません
refusal-setup-flags-around = { $row } 行 { $col } 列の { $number } の周りに旗が { $flags } 本あります
refusal-setup-more-flags = 旗が { $flags } 本で、地雷は { $mines } 個です
refusal-setup-too-many-mines = 地雷が { $mines } 個で、置けるマスは { $room } しかありません
refusal-setup-no-layout = どの数字も単独では満たせますが、すべてを満たす地雷の配置はありません

## Saved data that could not be read, and records left out of it

refusal-unread-json = { $fault ->
        [data] この版が保存する内容ではありません
        [eof] 途中で終わっています
       *[syntax] JSON ではありません
    }（{ $line } 行 { $column } 列）
refusal-unread-format = 形式 { $found } で保存されています。この版が読むのは形式 { $reads } です
refusal-unread-time = タイムが 0 から 1 年までの長さではありません
refusal-unread-board = { $rows }×{ $columns } の盤面です。ここでの盤面は最大 { $max-rows } 行、{ $max-columns } 列です
refusal-unread-speed = 速さが { $found } です。速さは { $min } から { $max } までです
refusal-dropped-record = { $category }：{ $why }
refusal-dropped-day = 「{ $day }」：{ $why }
refusal-contradiction = { $why ->
        [more-wins] 勝ちがゲーム数より多い
        [streak] 連勝が勝ちより多い
        [best-times] ベストタイムが勝ちより多い
        [best-time] ベストタイムに時間でないものがある
        [best-counter] ベストの指標に数でないものがある
        [date] 日時が時刻でないゲームがある
        [board] 盤面が無効なゲームがある
        [no-replay] リプレイのないゲームがある
       *[not-a-day] 日付ではない
    }

## The game server's refusals and the ranked client's notices

server-too-many-messages = ゆっくり：メッセージは 1 秒に { $most } 件までです。このメッセージは読まれませんでした。
server-too-many-moves = ゆっくり：1 ゲームで 1 秒に { $most } 手までです。この手は指されませんでした。
server-too-many-games = ゆっくり：新しいゲームは 1 分に { $most } 回までです。
server-too-many-connections = ゆっくり：1 つのアドレスからの同時接続は { $most } 本までです。
server-too-many-synced = ゆっくり：1 つのネットワークから保存できるゲームは 1 時間に { $megabytes } MB までです。残りはこの端末に残り、後で送られます。
server-too-many-rooms = ゆっくり：1 つのネットワークから 2 人目を待てる部屋は { $most } 室までです。1 つ閉じるか、ほかの部屋に参加してください。
server-rooms-full = サーバーの待機中の部屋がいっぱいです：どこかに参加する（クイックマッチ）か、数分後にもう一度試してください。
server-makers-busy = 推測不要の盤面を作る処理がすべて使用中です。少ししてからもう一度試してください。
server-too-many-players = ゆっくり：1 つのアドレスから新しいプレイヤーは 1 時間に { $most } 人までです。
server-too-many-joins = ゆっくり：部屋への参加は 1 分に { $most } 回までです。
server-too-many-boards = ゆっくり：1 つのネットワークから推測不要の対戦盤面は 1 分に { $most } 面までです。
server-too-many-resumes = ゆっくり：ゲームの再開は 1 分に { $most } 回までです。
server-too-many-sign-ins = ゆっくり：1 つのネットワークからのサインインは 1 分に { $most } 回までです。
server-too-many-exports = ゆっくり：全データのダウンロードは 1 時間に { $most } 回までです。
server-too-many-reads = ゆっくり：1 つのネットワークからの読み込みが多すぎます。{ $seconds } 秒後にもう一度試してください。
server-not-text = メッセージは JSON テキストです。
server-not-a-message = サーバーはこのメッセージを読めませんでした（{ $detail }）。
server-hello-first = 最初に hello を送ってください。
server-device-signed-out = この端末はサインアウトされました：そのプレイヤーとして遊ぶには、もう一度サインインしてください。
server-unknown-token = この端末の鍵は、このサーバーのどのプレイヤーのものでもありません。
server-unknown-category = ランク戦の盤面「{ $name }」はありません。
server-no-game-of-yours = その ID のあなたのゲームはありません。
server-not-your-game = それはあなたのゲームではありません。
server-cannot-replay = そのゲームは再現できませんでした。
server-daily-over = そのデイリー盤面の日は終わりました：ゲームも一緒に終了しました。
server-daily-played = 今日の{ $category }の盤面はプレイ済みです。次は 00:00 UTC です。
server-game-over = そのゲームは終了しています。
server-not-next = 手 { $seq } は次の手ではありません：ゲームは手 { $next } を待っています。
server-too-many-game-moves = ランク戦のゲームは { $most } 手までです。
server-off-board = { $row } 行 { $column } 列は { $rows }×{ $columns } の盤面の外です。
server-daily-start = デイリー盤面の最初に開くマスはスタート地点です：{ $row } 行 { $column } 列。
server-track-too-long = カーソルの軌跡が { $most } 文字を超えています。
server-track-first-move = 最初の手にはカーソルの軌跡を付けられません。
server-track-refused = カーソルの軌跡が拒否されました（{ $detail }）。
server-track-too-many = カーソルの軌跡でこのゲームのサンプルが { $most } を超えてしまいます。
server-other-window = この対戦は今、別のウィンドウで行われています。
server-watching = この対戦を観戦中です：観戦者は指せません。
server-no-second-player = 2 人目のプレイヤーが来たら対戦が始まります。
server-battle-over = 対戦は終了しました。
server-reconnecting = プレイヤーが再接続中です：戻るまで手は指されません。
server-battle-not-next = それは手 { $seq } です。対戦はあなたの手 { $next } を待っています。
server-too-many-battle-moves = この大きさの対戦では、1 人 { $most } 手までです。
server-out-of-lives = ライフが残っていません。
server-not-your-turn = あなたの番ではありません。
server-chord-opens-nothing = このチョードでは何も開きません：数字の周りの旗が合っていません。
server-no-room = そのコードの部屋はありません（部屋は対戦後 10 分間残ります）。
server-room-elsewhere = この対戦は今、別のサーバーにあります：もう一度参加してください。
server-room-silent = その部屋のサーバーが応答しませんでした。もう一度試してください。
server-rebuild-failed = この対戦は続けられません：サーバーが復元できませんでした。
server-restarting = サーバーが再起動中です。もう一度試してください。
server-stopping = サーバーが停止中です：接続し直してください。
server-try-again = サーバーは今それを行えませんでした。もう一度試してください。
server-refused = サーバーが拒否しました。
server-sign-in-first = 先にサインインしてください。
server-signed-out-here = この端末はサインアウトしています：もう一度サインインするか、最初から始めてください。
server-not-a-recovery-key = 回復キーではありません：回復キーは 4 文字ずつに区切られた 32 個の英数字です。
server-no-such-recovery-key = その回復キーを持つプレイヤーはいません。
server-keep-a-way-back = 先にパスキーか回復キーを残してください：サインアウトすると、このプレイヤーには二度とサインインできません。
server-no-such-device = その ID の端末はありません。
server-no-host = リクエストがホストを Web アドレスとして示していません。
server-too-many-links = ゆっくり：1 つのネットワークから同時に開ける端末リンクは { $most } 個までです。
server-links-busy = 今はサインイン中の端末が多すぎます；数分後にもう一度試してください。
server-no-such-code = そのコードで待っている端末はありません（コードの有効期限は 10 分です）。
server-code-spent = そのコードはたった今承認されたか、期限が切れました。
server-link-gone = そのサインインは期限切れか使用済みです：「mines login」をもう一度実行してください。
server-player-gone = そのプレイヤーはもういません。
server-database-silent = サーバーのデータベースが応答しません。
server-no-such-api = サーバーにその API はありません。
server-bad-request = サーバーはこのリクエストを読めませんでした（{ $detail }）。
server-bad-day = 日付は YYYY-MM-DD と書きます。
server-daily-not-public = { $day } のデイリー盤面とそのリプレイは、翌日 00:00 UTC から公開されます。
server-no-such-game = その ID の終了したゲームはありません。
server-no-such-player = その ID のプレイヤーはいません。
server-no-such-page = そのページはありません。
server-passkey-needs-name = パスキーには IP アドレスではなくサイト名が必要です：http://localhost:PORT でゲームを開くか、--public-url を付けてサーバーを起動してください。
server-passkey-not-added = パスキーは追加されませんでした：ブラウザーの応答が要求と一致しませんでした。最初からやり直してください。
server-passkey-not-signed-in = サインインできませんでした：ブラウザーのパスキー応答が要求と一致しませんでした。最初からやり直してください。
server-too-many-ceremonies = ゆっくり：1 つのネットワークから同時に開けるパスキーの要求は { $most } 個までです。
server-ceremonies-busy = 今はパスキーを使っているプレイヤーが多すぎます；数分後にもう一度試してください。
server-too-many-passkeys = 1 人のプレイヤーが持てるパスキーは { $most } 個までです：先に 1 つ削除してください。
server-ceremony-gone = そのパスキーの要求は期限切れか完了済みです（各要求は 5 分間、1 回だけ有効です）：最初からやり直してください。
server-ceremony-signs-in = その要求はサインイン用です；パスキーは追加しません。
server-ceremony-adds = その要求はパスキーの追加用です；誰もサインインさせません。
server-not-a-passkey = ブラウザーのパスキー応答ではありません。
server-passkey-taken = そのパスキーはすでにここに保存されています。
server-ceremony-other-player = その要求は別のプレイヤーが始めたものです。
server-unknown-passkey = そのパスキーはここのどのプレイヤーのものでもありません（削除されたのかもしれません）。
server-no-such-passkey = その ID のパスキーはありません。
server-name-nothing-visible = 名前には見える文字が少なくとも 1 つ必要です。
server-name-too-long = 名前は 1〜{ $most } 文字です（{ $count } 文字ではありません）。
server-name-too-many-marks = 名前の 1 文字に付けられる記号は 3 つまでです。
server-name-looks-given = 「Player 3fa2c1」のような名前はサーバーが新しいプレイヤーに付けるものです；別の名前を選んでください。
server-too-many-in-request = 1 回のリクエストで送れるゲームは { $most } 件までです。
net-unreachable = サーバーに接続できません（オフライン？）。
net-unreadable = サーバーの応答を読めませんでした（{ $detail }）。
net-status = サーバーの応答は { $status } でした。
notice-move-not-played = { $row } 行 { $column } 列のあなたの手は指されませんでした：{ $why }
notice-new-player = { $why } 新しいプレイヤーとして遊びます。
notice-name-later = 名前はサーバーにつながってから保存されます。そのときにもう一度試してください。
notice-name-empty = 名前は 1〜24 文字です。この名前は空です。
notice-name-too-long = 名前は 1〜24 文字です。{ $count } 文字ではありません。
notice-dropped = あと { $count } 手を指す前にゲームが終わりました。
notice-unknown-board = サーバーがこのバージョンでは表示できない盤面を送ってきました（{ $name }、{ $rows }×{ $columns }）。

## Play a person

online-badge = 対戦 · 人と
online-ratings = レーティング
online-resign = 投了
online-computer = コンピューター
    .title = コンピューターとの対戦
online-settings = { $rows } × { $columns }、地雷 { $mines } 個、ライフ { $lives }、{ $pace ->
        [realtime] リアルタイム
       *[turns] ターン制
    }
online-no-guess = { $settings }、推測不要
online-intro = 設定した対戦：{ $settings }。盤面と手番はサーバーが管理します：踏まれるまで、どちらにも地雷は見えません。
online-your-name = あなたの名前
online-room-new = 友だちへのリンク
online-quick = クイックマッチ
online-link-label = 部屋のリンク
online-send-link = このリンクを友だちに送ってください。相手が開くと対戦が始まります：
online-seat-waiting = 待機中…
online-their-move = { " " }· 相手の番
online-another = もう一戦：クイックマッチ
online-back = コンピューターとの対戦に戻る
online-absent = 人との対戦にはゲームサーバーが必要ですが、このページのホストでは動いていません：コンピューターとの対戦はそのまま遊べます。
online-connecting = ゲームサーバーに接続中…
online-retrying = 接続が切れました：再接続中…
online-open = 人と対戦：友だちへのリンクを作るか、次に待っているプレイヤーと対戦します。
online-other-player = 相手
online-a-player = プレイヤー
online-dropped = 接続が切れました：再接続中…（60 秒以内に戻ってください）
online-waiting = 誰かがリンクを開くのを待っています…
online-reconnecting = { $name } を待っています（再接続中）…
online-draw = { $reason ->
        [forfeit] 不戦による引き分け。
        [stuck] 引き分け、指せる手がありません。
       *[target] 引き分け。
    }
online-you-won = { $reason ->
        [forfeit] 不戦勝です！
        [stuck] 勝ちました、指せる手がありません！
       *[target] 勝ちました！
    }
online-they-won = { $reason ->
        [forfeit] { $name } の不戦勝。
        [stuck] { $name } の勝ち、指せる手がありません。
       *[target] { $name } の勝ち。
    }
online-rating = レーティング { $change }。
online-closed = 部屋は閉じられました。
online-watching = { $one } 対 { $two } を観戦中。
online-out = ライフが残っていません：相手がプレイを続けます。
online-to-move = { $name } の番…
online-not-connected = 接続されていません：その手は指されませんでした。再接続中…
ratings-title = 人との対戦のレーティング
ratings-none = まだ誰も人と対戦していません。
ratings-what = レーティング
ranking-player = プレイヤー
ranking-rating = レーティング
ranking-battles = 対戦数
could-not-read = { $what }を読み込めませんでした：{ $why }。
close = 閉じる

## Ranked play

ranked-category = { $name ->
        [beginner] 初級
        [intermediate] 中級
        [expert] 上級
        [daily-beginner] デイリー初級
        [daily-intermediate] デイリー中級
       *[daily-expert] デイリー上級
    }
ranked = ランク戦
ranked-with = ランク戦 · { $category }
ranked-player-badge = プレイヤー
ranked-hint = ゲームサーバーが盤面を配り、時間を計り、あなたのタイムを順位付けします。ランク戦ではヒントは使えません。
ranked-looking = ゲームサーバーを探しています…
ranked-absent = ランク戦にはゲームサーバーが必要ですが、このページのホストでは動いていません。
ranked-elsewhere = ほかの部分はすべてここで遊べます。
ranked-serve = でサーバーとページを一緒に起動できます。
ranked-categories = カテゴリー
ranked-your-name = あなたの名前
leaderboards = ランキング
ranked-your-games = あなたのゲーム
    .title = あなたのランク戦のゲーム（共有できるアドレス）
ranked-practice = 練習
    .title = 練習ゲームに戻る
ranked-game = ランク戦のゲーム
ranked-mark = ランク戦
    .title = このゲームの時間はサーバーが計っています
ranked-waiting = 接続が戻ったら { $count } 手を順番に送ります。
ranked-dropped = サーバーとの接続が切れました：再接続中…
ranked-choose = カテゴリー（ランク戦）を選ぶと、サーバーが審判するゲームを遊べます。
ranked-daily-ready = { $category }：今日の盤面で、全員同じです。最初に開くのは丸で囲まれたマスで、そこからサーバーの時計が動きます。
ranked-ready = ランク戦 { $category }：サーバーが盤面を配り、最初に開いたときに時計を動かします。
ranked-won = サーバーの時計で { $seconds } 秒で勝ち · 3BV { $bbbv }
ranked-rank = { $rank } 位
unranked-beyond-record = 保存済み・ランク外：{ $rate } 3BV/s は{ $level }のどの盤面の世界記録よりも速いです（上限 { $most } 3BV/s）
unranked-beyond-pace = 保存済み・ランク外：毎秒 { $pace } 手は人間のプレイより速いです（上限 { $most }）
unranked-no-history = 保存済み・ランク外：デイリーはランク戦を { $needed } 回終えると記録されます（現在 { $finished } 回）
unranked-shared-network = 保存済み・ランク外：あなたのネットワークから別のプレイヤーが先にこのデイリー盤面を遊びました
unranked-held = 保留中：{ $rate } 3BV/s は{ $level }の自己ベスト（{ $best } 3BV/s）を大きく上回ります；{ $level }のランク戦に { $needed } 3BV/s 以上で勝つと記録されます
unranked-held-first = 保留中：{ $rate } 3BV/s はあなたの記録（{ $level }の勝利はまだありません）を大きく上回ります；{ $level }のランク戦に { $needed } 3BV/s 以上で勝つと記録されます
ranked-released = 保留していた { $day } の{ $category }の勝ちがランキングに載りました
ranked-lost = 負け。
ranked-public-later = 今日の盤面とそのリプレイは 00:00 UTC から公開されます。
ranked-watch-replay = リプレイを見る
ranked-another = もう一回：{ $category }
leaderboard-category = カテゴリー
leaderboard-period = 期間
leaderboard-order = 並び順
leaderboard-all-time = 全期間
leaderboard-by-week = 週ごと
leaderboard-by-day = 日ごと
leaderboard-best-time = ベストタイム
leaderboard-best-rate = 最高 3BV/s
leaderboard-week-of = { $day } の週
leaderboard-earlier-week = 前の週
leaderboard-later-week = 次の週
leaderboard-earlier-day = 前の日
leaderboard-later-day = 次の日
leaderboard-what = ランキング
leaderboard-empty = まだ勝った人はいません：最初の一人になりましょう。
leaderboard-player-games = このプレイヤーのゲーム
replay-cannot-watch = そのリプレイは見られません：{ $why }。
replay-empty = サーバーから空のリプレイが届きました
player-a-player = プレイヤー
player-given = プレイヤー { $id }
player-page-what = このプレイヤーのページ
player-no-games = まだランク戦のゲームはありません。
player-day = 日付（UTC）
player-result = { $result ->
        [won] 勝ち
        [lost] 負け
        [abandoned] 負け（放棄）
        [day-over] 負け（日が終わった）
        [unranked] 勝ち、ランク外
       *[playing] プレイ中
    }
player-battles = 人との対戦 · レーティング { $rating }
player-against = 相手
player-battle-result = { $result ->
        [draw] 引き分け
        [won-forfeit] 不戦勝
        [lost-forfeit] 不戦敗
        [won] 勝ち
       *[lost] 負け
    }
player-not-rated = レーティング対象外
player-rating-label = 直近 { $battles } 戦のレーティング：{ $from } から { $to } へ。
player-rating-before = 前
player-rating-after = { $battle } 戦目の後
player-rating-point = { $day } の対戦後 { $rating }

## The account screen

account-badge = アカウント
account-asking = ゲームサーバーに問い合わせ中…
account-no-player = このブラウザーにはこのサーバーのプレイヤーがまだいません：ランク戦を 1 回遊ぶとプレイヤーになれます。パスキーで作るか、下でサインインすることもできます。
account-make-with-passkey = パスキーでプレイヤーを作る
account-passkey-hint = パスキーはこの端末（またはスマートフォンやパスワードマネージャー）に保存され、指紋・顔・画面ロックでサインインします：名前もパスワードも不要です。
account-deleted = アカウントを削除しました：端末 { $devices } 台をサインアウトし、パスキー { $passkeys } 個とゲーム { $games } 件を削除しました。ランク戦 { $ranked } 件と対戦 { $battles } 件は「{ $name }」の名前で残ります。
account-key-kept = 回復キーを持っています。新しいキーを作ると置き換わり、古いキーは使えなくなります。
account-key-passkeys = 回復キーは、パスキーのない端末でサインインするためのものです。
account-key-nothing = パスキー、回復キー、ほかのサインイン済み端末のどれもないと、このブラウザーのデータを消すとこのプレイヤーは永久に失われます。
account-player = プレイヤー { $id }：あなたのランク戦と対戦。
account-passkeys = パスキー
account-passkey-offer = 回復キーでサインインしました。次回から回復キーなしでサインインできるよう、この端末にパスキーを追加してください。
account-no-passkey = まだパスキーはありません。パスキーは、それがある端末ならどこでも（スマートフォンやパスワードマネージャーで同期、またはパソコンの QR コードにスマートフォンをかざして）名前もパスワードもなしでサインインできます。
account-add-passkey = パスキーを追加
account-recovery-key = 回復キー
account-key-once = 表示は今回だけです：コピーするか印刷して、自分だけが手の届く場所に保管してください。どの端末でもあなたとしてサインインできます。
account-print = 印刷
account-new-key = 新しい回復キーを作る
account-make-key = 回復キーを作る
account-games = すべての端末でのあなたのゲーム
account-devices = あなたとしてサインインしている端末
account-device = 端末
account-signed-in = サインイン
account-last-seen = 最終利用
account-network = ネットワーク
account-sign-out = サインアウト
account-sign-out-others = ほかのすべての端末でサインアウト
account-terminal-before = 端末版のゲームは次のコマンドでサインインします：
account-terminal-after = 。表示されたコードをここで承認します。
account-syncing = このブラウザーのゲームを送信し、ほかのゲームを読み込み中…
account-synced = サーバーはあなたの端末のためにゲームを { $kept } 件保管しています。今、ほかの端末から { $received } 件届き、この端末から { $added } 件送りました。
account-synced-dropped = 5,000 件以内に収めるため、古いもの { $dropped } 件がサーバーから外れました（持っている端末には残ります）。
account-synced-refused = 保管されなかったもの：{ $why }。
sync-too-large = ゲーム { $game }：{ $most } KB を超えるため、その端末にのみ保存されます
sync-unreadable = ゲーム { $game }：リプレイを読めません（{ $detail }）
sync-bad-date = ゲーム { $game }：日付が時刻になっていません
sync-tallies-full = 対戦成績：{ $most } 台分の成績がすでに保存されているため、これはこの端末に残ります
sync-bad-tally = 対戦成績：{ $detail }
account-games-hint = クラシック、推測不要、デイリーのゲームとそのリプレイ（サインイン中でもその前でも）：あなたのものとして保管され、ランキングには載りません（サーバーが審判していないため）。
account-sync-now = 今すぐゲームを同期
account-key-copied = キーをコピーしました。
account-key-not-copied = キーをコピーできませんでした：選択して手動でコピーしてください。
account-device-kind = { $kind ->
        [browser] ブラウザー
        [terminal] 端末（ターミナル）
       *[first] 最初に使った端末
    }
account-this-one = （この端末）
account-signed-out-here = このブラウザーはサインアウトしました。
account-sign-out-device = { $device }をサインアウト（最終利用 { $seen }）
account-you-are = あなたは { $name } です：パスキーがある端末ならどこでもサインインできます。
account-passkey-added = パスキーを追加しました：パスキーがある端末ならどこでもサインインできます。
account-passkey-added-at = { $when } に { $network } から追加
account-passkey-used = 最終利用 { $when }
account-remove = 削除
account-remove-passkey = { $when } に追加したパスキーを削除
account-signed-in-as = { $name } としてサインインしました。
account-replaces = ほかのプレイヤーのキーを使うと、このブラウザーの { $name } が置き換わります（ほかの端末ではサインインしたままです）。
account-sign-in-here = この端末でサインイン
account-sign-in-passkey = パスキーでサインイン
account-sign-in-passkey-hint = この端末のパスキー、同期されたパスキー、またはスマートフォンのパスキーで（ブラウザーが QR コードを表示します）。
account-recovery-label = 回復キー
account-sign-in = サインイン
account-or-recovery = または、別の端末で作った回復キーで。
account-no-player-device = このブラウザーにはこのサーバーのプレイヤーがいません：まずサインインし（アカウント）、もう一度このアドレスを開いてください。
account-device-asks = ある端末があなたとしてのサインインを求めています。自分で始めたもので、このコードが表示されている場合にだけ承認してください：
account-device-when = { $when } にネットワーク { $network } から要求されました。コードの有効期限はあと { $minutes } 分です。
account-approve = 承認：自分としてサインインさせる
account-approved = 承認しました：{ $code } を表示した端末があなたとしてサインインしました。端末の一覧（アカウント）に表示され、そこでサインアウトできます。
account-sign-in-device = 端末をサインイン
account-device-code = 端末に表示されたコード
account-next = 次へ
account-your-data = あなたのデータ
account-download-all = すべてをダウンロード（JSON）
account-download-csv = 履歴をダウンロード（CSV）
account-data-hint = すべて：アカウント、端末とパスキー、ランク戦とそのリプレイ、対戦とレーティング、そしてサーバーとこのブラウザーが保管するあなたのすべてのゲーム。
account-everything-in = すべて { $file } に保存しました。
account-history-in = このブラウザーの履歴は { $file } に保存しました。
account-delete-title = このアカウントを削除しますか？
account-delete-removes = 今すぐ削除されるもの：サインイン中の端末 { $devices } 台（この端末を含めすべてサインアウト）、パスキー { $passkeys } 個、回復キー、そしてサーバーが端末のために保管しているあなたのゲーム。名前はサーバーが付ける名前（プレイヤー { $id }）になります。
account-delete-stays = 残るもの：ランク戦と対戦（その名前でランキングやほかのプレイヤーのページに残ります）、そしてこのブラウザーが保管するゲーム（ここで消すまで）。コピーが欲しければ、先にすべてをダウンロードしてください。元には戻せません。
account-delete-confirm = アカウントを削除する
account-keep = 残す
account-delete = アカウントを削除…
passkey-not-made = パスキーは作られませんでした：キャンセルされたか、時間切れです。
passkey-not-signed-in = パスキーでサインインできませんでした：キャンセル、時間切れ、またはこの端末にこのサイトのパスキーがありません。
passkey-held = この端末にはすでにこのプレイヤーのパスキーがあります。
passkey-needs-name = パスキーにはサイト自身の名前（https または localhost）が必要です：IP アドレスでは使えません。
passkey-unsupported = このブラウザーではパスキーを使えません：回復キーを使ってください。
passkey-failed = パスキーが使えませんでした（{ $name }）：もう一度試すか、回復キーを使ってください。

## First screen: what a link was adjusted for

link-adjusted = リンクを調整しました：{ $notes }。
link-repeated = { $key } が複数回指定されています。最後の値（「{ $value }」）を使います
link-seed = シード「{ $value }」は 0 から { $max } までの数ではありません。ランダムな盤面にしました
link-not-number = { $key }=「{ $value }」は数ではありません。既定値を使います
link-no-guess-flag = ng=「{ $value }」は 1（推測不要）でも 0 でもありません。0 を使います
link-unknown = 「{ $key }」は { $known } のどれでもありません。無視しました
link-rule = rule「{ $value }」は safe でも opening でもありません。opening を使います
link-daily = daily=「{ $value }」は beginner、intermediate、expert のどれでもありません。クラシックを表示します
link-date = date=「{ $value }」は日付（YYYY-MM-DD）ではありません。今日を使います
link-mode = mode=「{ $value }」は classic でも battle でもありません。クラシックを表示します
link-date-alone = date= は daily= と一緒に使います。無視しました
link-side = { $key }={ $wanted } を { $got } にしました：{ $key } は { $min } から { $max } までです
link-mines = mines={ $wanted } を { $got } にしました：{ $rows }×{ $columns } の盤面の地雷は 1 から { $max } 個です
link-no-guess-safe = 推測不要の盤面は最初のクリックで領域が開きます：rule=safe を opening にしました
link-no-guess-dense = ng=1 を外しました：{ $cells } マスを超える推測不要の盤面の地雷は { $percent } % までですが、{ $rows }×{ $columns }、地雷 { $mines } 個は { $density } % です
link-preset = preset「{ $value }」は beginner、intermediate、expert のどれでもありません。beginner を使います
link-level = level「{ $value }」は novice、casual、expert、master のどれでもありません。casual を使います
link-pace = pace「{ $value }」は realtime でも turns でもありません。realtime を使います
link-battle-side = 対戦の { $what } は { $min } から { $max } までです。{ $asked } の代わりに { $got } を使います
link-battle-mines = { $rows }×{ $columns } の対戦の地雷は 1 から { $max } 個です。{ $asked } の代わりに { $got } を使います
link-battle-lives = lives は 1 から { $most } までです。{ $asked } の代わりに { $got } を使います
link-speed = speed は { $min } から { $max } までです。{ $asked } の代わりに { $got } を使います

## First screen: notices

notice-no-solver = 推測不要の盤面にはソルバーが必要ですが、ダウンロードできませんでした（オフラインですか？）。

## Notices

notice-no-guess-fallback = { $rows }×{ $columns }、地雷 { $mines } 個の推測不要の盤面が見つかりませんでした：この盤面は推測が必要かもしれません。

## The terminal: the full-screen game

term-too-small = 端末の大きさは { $width }×{ $height } です。{ -game }には { $min-width }×{ $min-height } 以上が必要です。端末を広げるか、q で終了してください。
term-keys-line = H ヒント · p 確率 · a 自動 · n 新規 · ? ヘルプ · q 終了
term-keys = キー
term-state = { $state ->
        [ready] 準備完了
        [playing] プレイ中
        [won] 勝ち！
       *[lost] 負け
    }
term-mode = { $mode ->
        [autoplay] 自動
        [probabilities] 確率
        [marks] ？マーク
       *[no-guess] 推測不要
    }
term-mines = 地雷 { $mines }
term-time = 時間 { $seconds }
term-board = { $name } { $rows }×{ $columns }/{ $mines } · シード { $seed }
term-place = { $row } 行 { $column } 列
term-place-chance = { $row } 行 { $column } 列：地雷の確率 { $chance }
term-any-key = ほかのキーで閉じます。
term-key-arrows = 矢印、h j k l
term-key-space = スペース、Enter
term-key-mouse = マウス
key-move = カーソル移動（Home/End、PgUp/PgDn でジャンプ）
key-reveal = 開く。条件を満たした数字の上ではチョード
key-flag = 旗（？マークがオンなら 旗 → ? → 未開）
key-chord = チョード：条件を満たした数字の周りを開く
key-hint = ヒント：ソルバーが一手指す
key-probabilities = 確率：未開のマスをすべて濃淡で表示
key-autoplay = 自動プレイのオン/オフ
key-new = 同じ大きさで新しいゲーム
key-presets = 新しい 初級 / 中級 / 上級
key-marks = ？マーク（?）のオン/オフ
key-statistics = 統計
key-help = このヘルプ
key-quit = 終了（ゲームは保存されます）
key-mouse = 左で開く、右か Shift+左で旗、中央でチョード
term-welcome = 矢印か hjkl で移動、スペースで開く、f で旗、? ですべてのキー
term-restored = 前回のゲームを中断したところから再開しました
term-restored-over = 前回のゲームは終了しています：n で新しいゲーム
term-replay-unread = （リプレイを読み込めませんでした：{ $why }）
term-new-game = 新しいゲーム、シード { $seed }
term-probabilities-off = 確率を非表示
term-probabilities-ready = 確率：最初に開くまで地雷は置かれず、最初に開くマスは必ず安全です
term-probabilities-on = 確率を表示：○ 安全、░▒▓ 地雷らしい、● 地雷（このゲームは統計から外れます）
term-autoplay-off = 自動プレイ オフ
term-autoplay-on = 自動プレイ オン：a で停止
term-over = ゲームは終了しました：n で新しいゲーム
term-marks-on = ？マーク オン：f で 旗、?、未開 を切り替え
term-marks-off = ？マーク オフ：f で旗を立てる/外す
term-key-live = ライブ指標の表示/非表示
term-live-on = ライブ指標を表示：i で隠す
term-live-off = ライブ指標を非表示
term-won = { $seconds } 秒で勝ち · { $figures }。
term-new-best = { $category } の新記録！
term-assisted = ソルバーの補助あり：統計には入りません。
term-lost-guess = ドカン — ソルバーの推測（安全 { $chance }）が地雷でした · { $figures }。
term-lost-mine = ドカン — 地雷は { $cell } · { $figures }。
term-play-again = n でもう一度
term-stats-unsaved = 統計を保存できませんでした：{ $why }
term-history-unsaved = ゲームを履歴に追加できませんでした：{ $why }
term-game-unsaved = ゲームを { $folder } に保存できませんでした：{ $why }
term-prefs-unsaved = 設定を保存できませんでした：{ $why }

## The terminal: moves, hints and chances (both modes)

move-over = ゲームは終了しました：new か quit
move-outside = { $cell } は盤面の外です
move-flagged = { $cell } には旗があります：先に旗を外してください（f { $cell }）
move-hidden-chord = { $cell } は未開です：チョードできるのは開いた数字だけです（r { $cell } で開く）
move-needs-flags = { $cell } はもう開いています：隣に旗が { $number } 本あればチョードできます（今は { $flags } 本）
move-no-flag-here = { $cell } はもう開いています：旗を立てられるのは未開のマスだけです
move-open = { $cell } はもう開いています
no-guess-needs = 推測不要の盤面：必要なのは{ $rule ->
        [single] 単独の数字
        [subset] 部分集合の推論
        [total] 地雷の総数
       *[cases] 完全な場合分け
    }
no-guess-fallback = { $rows }×{ $columns }、地雷 { $mines } 個の推測不要の盤面が見つかりませんでした。この盤面は推測が必要かもしれません
hint-none-left = 指せる未開のマスが残っていません
hint-unflag = ヒント：{ $cell } は安全なので旗は誤りです：旗を外します
hint-played = ヒント：{ $cell }、{ $kind ->
        [first] 最初の一手
        [safe] 安全
        [guess] 推測 — 安全 { $chance }
       *[about] 推測 — 安全 約 { $chance }（推定：数えるには広すぎます）
    }
chance-open = { $cell } は開いています：地雷ではありません
chance-over = { $cell }：ゲームは終了しました
chance-ready = { $cell }：最初に開くまで地雷は置かれず、最初に開くマスは必ず安全です
chance-safe = { $cell }：確実に安全
chance-mine = { $cell }：確実に地雷
chance-of = { $cell }：地雷の確率 { $chance }
chance-estimated = { $cell }：地雷の確率 { $chance }（推定）

## The terminal: line mode

line-board = { $rows }×{ $columns }、地雷 { $mines } 個、シード { $seed }
line-ready = 準備完了：マスを開いて開始（r ROW COL）— { $board }
line-ready-no-guess = 準備完了：マスを開いて開始（r ROW COL）— { $board }、推測不要
line-playing = プレイ中：残り地雷 { $left } 個 — { $board }
line-won = 勝ち！安全なマスはすべて開きました — { $board } — new か quit
line-lost = 負け：地雷が爆発しました — { $board } — new か quit
line-ask-rows = 行数（{ $min }-{ $max }、またはプリセット：beginner、intermediate、expert）
line-ask-columns = 列数（{ $min }-{ $max }）
line-ask-mines = 地雷数（1-{ $max }）
line-nothing-to-export = まだ書き出すものがありません：ゲームに手がありません
line-exported = { $path } に書き出しました（EVF、{ $bytes } バイト）
line-not-written = { $path } に書き込めませんでした：{ $why }
line-help =
    コマンド（1 行に 1 つ、大文字小文字は区別しません。ROW と COL は 1 から数え、行が先）：
      r ROW COL      マスを開く（旗がそろった数字の上ではチョード）
      f ROW COL      未開のマスに旗を立てる、または外す
      c ROW COL      チョード：条件を満たした数字の旗のない隣を開く
      hint           ソルバーの一手を指す（確実に安全な手があればそれ、なければ最善の推測）
      prob ROW COL   そのマスが地雷である確率
      new [beginner|intermediate|expert|ROWS COLS MINES] [seed N]
                     新しいゲーム（指定がなければ同じ大きさ、シードの指定がなければランダム）
      board          盤面をもう一度表示
      review         ここまでの全手のソルバーによる評価と各指標
      export PATH    ゲーム（終了していなくても）を EVF リプレイファイルとして書き出す
      help           この一覧
      quit           終了（入力の終わりでも終了）
    記号：# 未開、F 旗、? ？マーク、. 空白、1-8 周りの地雷数、負けた後 * 地雷、X 爆発した地雷、x 誤った旗
what = { $what ->
        [row] 行
        [column] 列
        [rows] 行数
        [columns] 列数
       *[mines] 地雷数
    }
line-unknown = 不明なコマンド「{ $word }」（help を試してください）
line-no-args = { $command } の後には何も付けられませんが、「{ $word }」がありました
line-needs-cell = { $command } には ROW COL が必要です
line-cell-then = { $command } には ROW COL だけが必要ですが、その後に「{ $word }」がありました
line-not-whole = { $what }「{ $word }」は整数ではありません
line-must-be-whole = { $what }は整数でなければなりませんが、「{ $word }」でした
line-side = { $what }は { $min } から { $max } まででなければなりませんが、{ $value } でした
line-mines = { $rows }×{ $columns } の盤面の地雷数は 1 から { $max } まででなければなりませんが、{ $value } でした
line-outside = { $what } { $value } は 1..{ $max } の外です
line-new-size = new には beginner、intermediate、expert か ROWS COLS MINES を指定しますが、「{ $word }」でした
line-new-usage = new には beginner、intermediate、expert か ROWS COLS MINES、その後に seed N を指定します
line-seed-number = シード「{ $word }」は 0 から { $max } までの数ではありません
line-seed-missing = seed の後には数が必要です
line-seed-extra = seed には数を 1 つだけ指定しますが、その後に「{ $word }」がありました
line-export-path = export にはファイル名が必要です：export PATH
term-no-games = 終わったゲームはまだ保存されていません：「mines」で 1 回遊んでください。
term-stats-summary = { $category } — { $games } ゲーム、{ $wins } 勝
term-stats-best = ベスト { $seconds } 秒
term-spread = { $caption }（棒 1 本が { $step } 3BV/s）
term-calendar-legend = · なし、░ 1、▒ 2–3、▓ 4–7、█ 8+
term-history-result = { $result }（{ $seconds } 秒）
term-replay = リプレイ
term-replay-move = { $move }/{ $moves } 手目
term-replay-state = { $playing ->
        [yes] 再生中
       *[no] 一時停止
    }
term-replay-start = スペースで再生、→ で 1 手進む
term-replay-keys = スペース 再生/停止 · ← → 1 手 · Home End · + − 速度 · q 終了
term-ranked-help =
    ランク戦のコマンド（1 行に 1 つ。ROW と COL は 1 から数え、行が先）：
      r ROW COL   マスを開く（旗がそろった数字の上では両押し）
      f ROW COL   閉じたマスに旗を立てる、または旗を外す
      c ROW COL   両押し
      board       盤面をもう一度表示
      new         同じカテゴリでもう 1 ゲーム（デイリー盤面は除く）
      help        この一覧
      quit        終了（終わっていないゲームはサーバーで未完了のまま）
    盤面を配って時間を計るのはサーバーです。ランク戦にヒントはありません。
term-ranked-no-game = ゲームがありません：new と入力してください
term-playing-as = { $name } として遊んでいます
term-no-answer = サーバーが応答しません：この手は保持され、接続が戻ったら送られます
term-not-started = { $server } のゲームサーバーはゲームを始めませんでした
term-over-new = ゲームは終わりました：new と入力するともう 1 ゲーム遊べます
term-daily-once = デイリー盤面は 1 日 1 回です。次は 00:00 UTC
term-ranked-no-tools = ランク戦ではヒント・確率・分析・書き出しは使えません：リプレイは最後に届きます
term-not-to-chord = { $cell } は両押しできる数字ではありません
term-daily-start = デイリー盤面の最初の 1 手はスタート地点です：r { $cell }
term-ranked-daily-ready = 準備完了：デイリー盤面は r { $cell } から — { $game }。サーバーの時計はそこから動きます
term-ranked-won = 勝ち — { $game }
term-ranked-lost = 負け：地雷が爆発しました — { $game }
term-replay-link = リプレイ：{ $url }
term-ranked-state = { $state ->
        [connecting] 接続中
        [won] 勝ち
        [lost] 負け
        [playing] プレイ中
       *[ready] 準備完了
    }
term-ranked-asking = ゲームサーバーに盤面を要求しています…
term-ranked-keys = 矢印/hjkl 移動 · スペース 開く · f 旗 · c 両押し · n 新しいゲーム · q 終了
term-server-retry = { $server } のゲームサーバーに接続できません（{ $why }）。再試行します
term-unreachable = { $server } のゲームサーバーに接続できません：{ $why }
term-player-not-kept = ランク戦のプレイヤーを保存できませんでした（{ $why }）：次のセッションは新しいプレイヤーとして遊びます
term-leaderboard-player = プレイヤー
term-leaderboard-time = 時間
term-login-open = この端末でサインインするには、あなたのプレイヤーでサインインしているブラウザーでこのアドレスを開いてください：
term-login-check = 承認する前に、このコードが表示されていることを確かめてください：
term-login-lasts = （コードの有効期限は { $minutes } 分です。Ctrl-C で待つのをやめます）
term-login-expired = 承認される前にコードの期限が切れました：「mines login」をもう一度実行してください
term-login-no-folder = サインインしましたが、トークンを保存するデータフォルダーがありません
term-login-not-kept = サインインしましたが、トークンを保存できませんでした：{ $why }
term-login-signed-in = { $name }（{ $player }）としてサインインしました：「mines ranked --server { $server }」はこのプレイヤーで遊びます。
term-login-other = （この端末は以前そのサーバーで別のプレイヤーとして遊んでいました。そのプレイヤーは他の端末でサインインしたままです。）
term-sync-no-folder = データフォルダーがありません：この端末はゲームを保存しません
term-sync-not-signed-in = この端末は { $server } にサインインしていません：先に「mines login --server { $server }」を実行してください
term-sync-forgotten = { $server } はこの端末をもう知りません（サインアウト？）：「mines login --server { $server }」をもう一度実行してください
term-sync-not-kept-here = ここにゲームを保存できませんでした：{ $why }
term-sync-mark-not-kept = 同期の続きの位置を保存できませんでした：{ $why }
term-synced = { $name } として同期しました：この端末から { $sent } 件を送り、他の端末から { $received } 件が届きました。サーバーはあなたのゲームを { $kept } 件保存しています。
term-sync-dropped = 上限を守るため、サーバーは古いゲーム { $dropped } 件を手放しました。それらは持っている端末に残ります。
notice-rest-missing = ソルバーとダイアログをダウンロードできませんでした（オフライン？）。
notice-kept-unread = 保存したゲームと統計を読めませんでした：ページの残りをダウンロードできませんでした（オフライン？）。
notice-part-missing = ゲームのこの部分をダウンロードできませんでした（オフライン？）。
notice-battle-kept-unread = 保存した対戦と統計を読めませんでした：ページの残りをダウンロードできませんでした（オフライン？）。
notice-computer-missing = コンピューターは遊べません：思考部分をダウンロードできませんでした（オフライン？）。
notice-unread-prefs = 設定を読めませんでした（{ $why }）。初期状態に戻しました。
notice-unread-stats = 統計を読めませんでした（{ $why }）。リセットしました。
notice-unread-daily = デイリーの成績を読めませんでした（{ $why }）。リセットしました。
notice-unread-game = 保存したゲームを読めませんでした（{ $why }）。破棄しました。
notice-unread-battle-stats = 対戦の統計を読めませんでした（{ $why }）。リセットしました。
notice-unread-battle = 保存した対戦を読めませんでした（{ $why }）。破棄しました。
notice-stats-reset = 一部の統計が合わなかったため、リセットしました（{ $what }）。
notice-daily-dropped = 一部のデイリーの成績を除外しました（{ $what }）。
notice-storage-full = ブラウザーの保存領域がいっぱいです：このゲームを履歴に保存できませんでした。
notice-storage-dropped = ブラウザーの保存領域がいっぱいです：空きを作るため、古いゲーム { $count } 件を履歴から外しました（ベストゲームは残ります）。
notice-replay-unread = このゲームのリプレイを読めませんでした（{ $why }）。リプレイなしで続けます。
notice-videos-elsewhere = 動画はゲームのページで開きます：そこにドロップするか、履歴 → 動画を開く を使ってください。
notice-no-guess-refused = 推測不要の盤面が拒否されました（{ $why }）。この盤面は推測が必要かもしれません。
account-passkey-request-unread = サーバーのパスキー要求を読めませんでした。
account-no-window = このページにはブラウザーのウィンドウがありません。
account-passkey-answer-unread = ブラウザーの応答を読めませんでした。
cli-about = ターミナルで遊ぶ{ -game }。ヒントには確率を正確に求めるソルバーを使います。
cli-long-about = ターミナルでは全画面で遊びます（? でキー一覧）。--line を付けるか、標準入力や標準出力がターミナルでないときは、1 行に 1 コマンドを読みます（help と入力）。スクリプトやスクリーンリーダー向けです。--json ではプログラム向けに 1 行に 1 つの JSON オブジェクトを出力します。
cli-usage = 使い方
cli-options = オプション
cli-commands = コマンド
cli-arguments = 引数
cli-help = ヘルプを表示
cli-help-command = この一覧、または指定したコマンドのヘルプを表示
cli-version = バージョンを表示
cli-preset = 定番の盤面：beginner（初級 9×9/10）、intermediate（中級 16×16/40）、expert（上級 16×30/99）。
cli-rows = カスタム盤面の行数（{ $min }–{ $max }）。--cols と --mines と一緒に使います。
cli-cols = カスタム盤面の列数（{ $min }–{ $max }）。--rows と --mines と一緒に使います。
cli-mines = カスタム盤面の地雷数（1 から 行 × 列 − 1 まで）。--rows と --cols と一緒に使います。
cli-seed = 盤面のシード：同じシードと同じ最初のクリックなら、ここでもブラウザでも同じ盤面になります。省略するとランダムです。
cli-rule = 最初に開くマスで保証されること：opening（一帯が開き、そのマスにも周りにも地雷がない。既定）か safe（最初に開くマスだけが安全）。
cli-no-guess = 推測の要らない盤面：最初に開いた一帯から、いつもどこかのマスが安全だと証明できます（--rule opening を含みます）。
cli-line = ターミナルでも行モードで遊ぶ。
cli-json = 1 行に 1 つの JSON オブジェクトを出力する行モード（--line を含みます）。
cli-no-color = 色を使わない（環境変数 NO_COLOR が空でないときも同じ）。
cli-marks = 全画面：f で 旗 → ? → 未開封 を切り替え（m で切るまで記憶されます）。
cli-lang = 人が読む文字の言語（{ $tags }）：指定がなければロケールの言語（LC_ALL、LC_MESSAGES、LANG）、それもなければ英語。コマンドと JSON はそのままです。
cli-ranked = ゲームサーバーでランク戦を 1 回遊ぶ：サーバーが盤面を配り、時間を計り、勝ちを順位付けします（全画面。--line か --json で 1 行に 1 コマンド）。
cli-login = このターミナルを、ブラウザでログインしているプレイヤーとしてログインさせる：アドレスとコードを表示するので、そちらで承認します。以後「mines ranked」はそのプレイヤーとして遊びます。
cli-sync = このターミナルのゲームを、ログインしたゲームサーバー（「mines login」）に送り、ほかの端末がそこで遊んだゲームを受け取る：どの端末でも履歴と統計がそろいます。
cli-leaderboard = ゲームサーバーのランキング：各プレイヤーの最高の勝ち。
cli-history = データフォルダーに保存した終わったゲームを新しい順に一覧表示（番号でリプレイや振り返りができます）。
cli-stats = 保存したゲームをカテゴリごとに図で表示：各勝ちのタイムと 3BV/s（それまでの最高と並べて）、3BV/s の分布、遊んだ日のカレンダー。
cli-replay = リプレイを全画面で再生：ファイル（EVF ファイル、またはブラウザの「共有」で得たリプレイリンクの文字列）か「mines history」の番号。
cli-review = リプレイの一手一手をソルバーで採点：安全、確定、不要な推測、より悪い推測。
cli-server = ゲームサーバー（例：http://127.0.0.1:8080）。
cli-ranked-preset = どの盤面か：beginner、intermediate、expert（既定）。
cli-daily = そのレベルの今日のランク戦デイリー盤面：全員同じで、1 日 1 回だけ遊べます。
cli-ranked-line = ターミナルでも 1 行に 1 コマンド。
cli-ranked-json = 1 行に 1 コマンド、返事は 1 行に 1 つの JSON オブジェクト。
cli-period = どの勝ちか：all（すべて。既定）、week（今週）、day（今日）。
cli-day = 日付 YYYY-MM-DD（UTC）：その日の盤面（デイリー、または --period day）、またはその日を含む週（--period week）。省略すると今日。
cli-by = 何で順位を付けるか：time（タイムの速い順。既定）か rate（1 秒あたりの 3BV の多い順）。
cli-leaderboard-json = サーバーが送ってきたままの JSON。
cli-history-json = ゲームごとに 1 つの JSON オブジェクト。
cli-stats-json = 図の元の数値、カテゴリごとに 1 つの JSON オブジェクト。
cli-game = ファイル、または「mines history」の番号（1 が最新のゲーム）。
cli-review-json = 一手ごとに 1 つの JSON オブジェクト、最後にまとめのオブジェクト。
cli-analyse = 局面（.mine ファイル）の未開封マスごとの地雷確率、最も安全なマス、死にマス、避けられない 50/50、盤面をクリアできる確率。
cli-analyse-file = .mine ファイル、または標準入力なら -。
cli-analyse-json = JSON オブジェクト 1 つ：盤面と未開封マスごとの確率（プログラム向け）。
cli-error = エラー
cli-unknown = ここに { $arg } はありません
cli-bad-value = 「{ $value }」は { $arg } の値ではありません：使えるのは { $values }
cli-invalid = 「{ $value }」は { $arg } の値ではありません：{ $why }
cli-out-of-range = { $min } から { $max } まで
cli-not-number = 整数
cli-missing = { $args } も指定してください
cli-conflict = { $arg } と { $other } は一緒に使えません
cli-no-command = 「{ $command }」というコマンドはありません：コマンドは { $commands }
cli-needs-value = { $arg } には値が必要です
cli-not-understood = コマンドラインを理解できません（{ $why }）
cli-try-help = 詳しくは「mines --help」を試してください。
cli-no-guess-safe = --no-guess の盤面は最初のクリックで一帯が開きます：組み合わせるのは --rule opening で、safe ではありません
cli-no-guess-dense = { $cells } マスを超える推測不要の盤面の地雷は多くて { $percent } % ですが、{ $rows }×{ $columns } に { $mines } 個は { $density } % です
cli-no-language = 「{ $tag }」の文字はありません。使える言語は { $tags } です
cli-not-a-day = 日付は YYYY-MM-DD の形です
term-file-set-aside = { $what ->
        [game] 保存したゲーム
        [stats] 統計
        [prefs] 設定
       *[history] ゲームの履歴
    }を読めませんでした（{ $why }）：{ $path } として別にしました
term-file-left = { $what ->
        [game] 保存したゲーム
        [stats] 統計
        [prefs] 設定
       *[history] ゲームの履歴
    }を読めませんでした（{ $why }）。そのまま残しています（{ $error }）
term-not-text = UTF-8 のテキストではありません
term-stats-dropped = { $what } の統計は除外しました
term-history-dropped = { $what } は履歴から除外しました
term-not-a-replay = { $file } はビデオ（AVF、RMV、MVF、EVF）でもリプレイの文字列でもありません（{ $why }）
term-no-such-game = 履歴にゲーム { $number } はありません（保存は { $kept } 件：「mines history」で一覧できます）
term-history-game-unread = 履歴のゲーム { $number }：{ $why }
term-board-size = { $name } { $rows }×{ $columns }/{ $mines }
term-title-seed = { $board } · シード { $seed }
term-title-history = { $board } · 履歴のゲーム { $number }
term-server-scheme = --server は http:// か https:// のアドレスを取ります。{ $scheme }:// ではありません
term-server-address = --server はゲームサーバーのアドレスです（例：http://127.0.0.1:8080）。「{ $text }」ではありません
term-replay-needs-terminal = リプレイはターミナルで全画面で再生します（「mines review」なら出力できます）
term-note = お知らせ
term-counters-time = タイム { $seconds } s、{ $won ->
        [yes] 勝ち
       *[no] 勝ちではない
    }
decimal-point = .
