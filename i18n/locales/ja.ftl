# 日本語。
-language = 日本語
-game = マインスイーパ

## The page

page-title = { -game }
page-description = { -game }：クラシックなルール、シードで共有できる盤面、最大 200 × 200。
manifest-description = 正確なソルバー、リプレイ、推測不要の盤面、対戦を備えたクラシックな{ -game }。
battle-page-title = { -game } 対戦
battle-page-description = { -game } 対戦：ひとつの盤面でコンピューターと陣地を取り合います。

## The classic game's first screen

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

## The status line

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

## The board

board = { -game }の盤面、{ $rows } 行 × { $columns } 列、地雷 { $mines } 個。矢印キーで移動、スペースで開く、F で旗。
zoom = ズーム
zoom-out = 縮小
    .title = 縮小（Ctrl + ホイール）
zoom-fit = 全体
    .title = 盤面を画面に合わせる
zoom-in = 拡大
    .title = 拡大（Ctrl + ホイール）

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
preset-beginner = 初級
preset-intermediate = 中級
preset-expert = 上級
preset-custom = カスタム
preset-any-size = 任意のサイズ
preset-detail = { $rows }×{ $columns } · 地雷 { $mines } 個
rows = 行
columns = 列
mines = 地雷
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
settings-hint = 盤面を変えるとすぐに新しいゲームが始まります。
done = 完了
language = 言語
