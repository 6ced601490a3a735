# Русский.
-language = Русский
-game = Сапёр

## The page

page-title = { -game }
page-description = { -game }: классические правила, поля по сиду, которыми можно поделиться, до 200 × 200.
manifest-description = Классический { -game } с точным решателем, записями игр, полями без угадывания и дуэлью.
battle-page-title = { -game }: дуэль
battle-page-description = { -game }: дуэль с компьютером за территорию на одном поле.

## First screen: the classic game

game-title = { -game }
daily-badge = Поле дня { $date }
    .title = Сегодняшнее поле, одно для всех
no-guess-badge = Без угадывания
    .title = Без угадывания: после первого открытия всегда есть клетка, безопасность которой можно доказать
game-menu = Меню игры
play-tools = Инструменты
game-window = Игра
mines-left = Осталось мин
restart = Новая игра
    .title = Новая игра (R)
restart-won = Победа. Новая игра
restart-lost = Поражение. Новая игра
timer = { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }
making-board = Создаётся поле, которое решается одной логикой
dismiss = Закрыть
copied = { $what ->
        [replay] Ссылка на запись скопирована.
        [result] Результат скопирован.
       *[link] Ссылка скопирована.
    }
copy-this = Скопируйте: { $text }

## First screen: the status line

status-loading = Загрузка…
status-making = Создаётся поле, которое решается одной логикой…
status-ready-chances = Нажмите на любую клетку: первый ход всегда безопасен, после него видны вероятности мин.
status-ready = Нажмите на любую клетку. Правый клик или долгое нажатие ставит флажок; стрелки и пробел тоже работают.
status-daily = Поле дня { $date } · начните с отмеченной клетки (строка { $row }, столбец { $column }), одно для всех. { $attempt }
daily-practice = Тренировка: ваша первая попытка уже засчитана.
daily-counts = Ваша первая попытка засчитывается.
status-won = Победа! Поле пройдено за { $seconds } с.
status-won-untimed = Победа!
status-lost = Бум — вы попали на мину. Нажмите на смайлик или R, чтобы сыграть снова.
status-lost-guess = Бум — догадка решателя ({ $percent } % безопасности) попала на мину. Нажмите на смайлик или R, чтобы сыграть снова.
status-lost-guess-about = Бум — догадка решателя (около { $percent } % безопасности) попала на мину. Нажмите на смайлик или R, чтобы сыграть снова.
hint-first = Подсказка: лучший первый ход
hint-safe = Подсказка: безопасно
hint-guess = Подсказка: угадывать — { $percent } % безопасности
hint-guess-about = Подсказка: угадывать — около { $percent } % безопасности
hint-estimated-why = (оценка: слишком много вариантов, чтобы сосчитать)
estimated-note = Вероятности оценочные: слишком много возможных расстановок, чтобы сосчитать все.
hint-with-note = { $hint }. { $note }
hint-with-why = { $hint } { $why }

## Play tools

help-note = Помощь решателя: игра с его помощью не попадает в статистику
flag-mode = Режим флажков
hint = Подсказка
    .title = Подсказка (H). { help-note }
autoplay = Автоигра
autoplay-stop = Стоп
probabilities = Вероятности
    .title = Вероятности (P). { help-note }

## First screen: the board

board = Поле сапёра: строк { $rows }, столбцов { $columns }, мин { $mines }. Стрелки двигают, пробел открывает, F ставит флажок.
zoom = Масштаб
zoom-out = Уменьшить
    .title = Уменьшить (Ctrl + колесо)
zoom-fit = Вместить
    .title = Вместить поле в экран
zoom-in = Увеличить
    .title = Увеличить (Ctrl + колесо)

## First screen: the cells, as a screen reader says them

cell = строка { $row }, столбец { $column }, { $state }
cell-state = { $state ->
        [hidden] закрыта
        [flagged] с флагом
        [questioned] с вопросом
        [mine] мина
        [exploded] взорвавшаяся мина
       *[wrong-flag] ошибочный флаг, здесь нет мины
    }
cell-around = { $count ->
        [0] вокруг нет мин
        [one] вокруг { $count } мина
        [few] вокруг { $count } мины
        [many] вокруг { $count } мин
       *[other] вокруг { $count } мины
    }
cell-chance = { $cell }, вероятность мины { $percent }
battle-cell-state = { $state ->
        [legal] закрыта, её можно открыть
        [hidden] закрыта
        [flagged] с флагом
        [hit-you] мина, на которую попали вы
        [hit-computer] мина, на которую попал компьютер
       *[mine] мина
    }
battle-cell-owned = { $around }, { $whose ->
        [you] ваша
       *[computer] компьютера
    }

## The menu

menu-battle = Дуэль
    .title = Игра против компьютера за территорию
menu-ranked = Рейтинг
    .title = Игры, которые судит и оценивает игровой сервер
menu-daily = Поле дня
    .title = Сегодняшние поля, одни для всех
menu-history = История
    .title = Все завершённые игры, чтобы пересмотреть
menu-statistics = Статистика
menu-share = Поделиться
    .title = Скопировать ссылку на это поле
menu-settings = Настройки
    .title = Настройки (S)
account = Аккаунт
    .title-signed-in = Ваш аккаунт: ваши устройства, ключ восстановления, вход на других устройствах
    .title-signed-out = Войти: с ключом восстановления или сыграв рейтинговую игру

## First screen: the theme (Battle's header draws its picker at once)

theme = Тема
theme-system = Системная
theme-light = Светлая
speed = Скорость
speed-slow = Медленно
speed-normal = Обычно
speed-fast = Быстро
theme-dark = Тёмная

## Settings

settings = Настройки
presets = Готовые поля

## First screen: the presets and sizes (Battle's settings draw them at once)

preset-beginner = Новичок
preset-intermediate = Любитель
preset-expert = Профессионал
preset-custom = Особое

## Settings, continued

preset-any-size = любой размер
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } мина
        [few] { $mines } мины
        [many] { $mines } мин
       *[other] { $mines } мины
    }

## First screen: the sizes

rows = Строки
columns = Столбцы
mines = Мины

## Settings, continued

first-click = Первый ход
rule-opening = Открытие
rule-opening-help = первый ход открывает область
rule-safe = Безопасный
rule-safe-help = первый ход никогда не попадает на мину
rule-no-guess = Без угадывания
rule-no-guess-help = первый ход открывает область, и угадывать не придётся
rule-no-guess-limits = поля больше { $cells } клеток — не более { $percent } % мин (здесь { $density } %)
question-marks = Вопросительные знаки
question-marks-help = правый клик переключает флажок → ? → закрыто
live-counters = Счётчики в игре
live-counters-help = 3BV/s, клики и остальное во время игры
live-counters-panel = Счётчики на сейчас
settings-hint = Изменение поля сразу начинает новую игру.
done = Готово
language = Язык

## First screen: Battle

battle-badge = Дуэль
battle-online = Игра с человеком
    .title = Дуэль с человеком: ссылка для друга или быстрый подбор
battle-classic = Классика
    .title = Классическая игра
battle-settings = Настройки дуэли
battle-board = Поле
battle-preset = { $name } { $rows }×{ $columns }
battle-computer = Компьютер
level-novice = Новичок
level-casual = Любитель
level-expert = Эксперт
level-master = Мастер
battle-pace = Темп
pace-realtime = Реальное время
pace-turns = По ходам
battle-lives = Жизни
battle-no-guess = Без угадывания
    .title = Поле, которое вы оба пройдёте от своих открытий без угадывания
battle-speed = Скорость { $speed }
    .title = Как быстро ходит компьютер в реальном времени
battle-adjusted = Дуэль изменена: { $changes }.
new-battle = Новая дуэль
    .title = Новая дуэль (R)
side-you = Вы
side-computer = Компьютер
your-move = { " " }· ваш ход
thinking = { " " }· думает
score = Счёт
cells-unit = { $count ->
        [one] клетка
        [few] клетки
        [many] клеток
       *[other] клетки
    }
lives-left = { $lives } из { $most } жизней
first-to = до
battle-board-label = Поле дуэли: строк { $rows }, столбцов { $columns }, мин { $mines }. Ваша территория начинается { $corner ->
        [top-left] в левом верхнем углу
       *[bottom-right] в правом нижнем углу
    }. Стрелки двигают, пробел открывает или делает аккорд, F ставит флажок.
battle-won = Победа, { $you } : { $computer }: { $why }.
battle-lost = Компьютер побеждает, { $computer } : { $you }: { $why }.
battle-drawn = Ничья, { $you } : { $computer }: { $why }.
battle-why-target = побеждает первый, кто откроет { $target } безопасных клеток
battle-why-stuck = никто не смог открыть ещё одну безопасную клетку, поэтому побеждает большая территория
battle-making = Создаётся поле без угадывания…
battle-ready = Вы синие, из левого верхнего угла; компьютер оранжевый, из правого нижнего. Открывайте отмеченные клетки рядом со своей территорией: побеждает первый, кто откроет { $target } безопасных клеток.
battle-out = У вас кончились жизни: компьютер играет дальше один.
battle-thinking = Компьютер думает…
battle-your-move = Ваш ход.
battle-race = Гонка до { $target } безопасных клеток!
refusal-not-adjacent = Строка { $row }, столбец { $column } не граничит с вашей территорией: ходите в отмеченную клетку.
refusal-open = Строка { $row }, столбец { $column } уже открыта.
refusal-flagged = На строке { $row }, столбце { $column } флажок: сначала снимите его.
refusal-not-your-number = Строка { $row }, столбец { $column } — не ваше открытое число, аккорд невозможен.
refusal-not-your-turn = Дождитесь хода компьютера.
refusal-over = Дуэль окончена: начните новую.
refusal-outside = Строка { $row }, столбец { $column } вне поля.

## Battle's result and statistics

result = Итог
battle-result-won = Победа!
battle-result-lost = Компьютер побеждает
battle-result-drawn = Ничья
battle-result-note = Против уровня «{ $level }»: у вас { $you } клеток, у компьютера { $computer }; жизней осталось { $your-lives } против { $its-lives }.
battle-statistics = Статистика дуэлей
stats-won = Победы
stats-lost = Поражения
stats-drawn = Ничьи
battles-elsewhere = Вместе с дуэлями на других ваших устройствах: { $count }; сброс очищает только это устройство.
battle-reset = Сбросить статистику дуэлей

## The result card

result-new-best = Новый рекорд!
result-cleared = Поле пройдено!
result-over = Игра окончена
result-time = Время
seconds-short = { $seconds } с
result-bbbv = 3BV
result-board-bbbv = 3BV поля
clicks = Клики
result-grade = Поле без угадывания: понадобилось { $rule ->
        [single] одиночные числа
        [subset] правило подмножеств
        [total] общее число мин
       *[cases] полный перебор случаев
    }.
result-assisted = В этой игре помогал решатель, поэтому её нет в статистике.
watch-replay = Смотреть запись
share-replay = Поделиться записью
export-evf = Сохранить EVF
copy = Копировать
evf-failed = Не удалось создать файл EVF: { $why }.
counter-bbbv-s = 3BV/s
    .title = 3BV, решённые за секунду
counter-ioe = IOE
    .title = Эффективность: 3BV, решённые за клик
counter-zini = ZiNi
    .title = Наименьшее число кликов с флажками и аккордами
counter-clicks = Клики
    .title = Левые, правые и аккорды
counter-wasted = Лишние
    .title = Клики, которые ничего не изменили
counter-correctness = Точность
    .title = Полезные клики на клик
counter-throughput = Пропускная способность
    .title = 3BV, решённые за полезный клик
counter-rqp = RQP
    .title = Квадрат времени на решённый 3BV (меньше — лучше)
counter-stnb = STNB
    .title = Оценка сообщества для игры на стандартном поле
counter-path = Путь
    .title = Путь курсора в пикселях при клетках в 16 пикселей (из записи)
pixels = { $pixels } пкс
counter-nf = NF
    .title = Игра без флажков
counter-rtime = Время
    .title = Секунды с первого открытия
counter-etime = Прогноз
    .title = Время в таком темпе: время × 3BV ÷ решённые 3BV
counter-bbbv = 3BV
    .title = Наименьшее число кликов, открывающих поле без флажков
counter-bbbv-solved = 3BV решено
    .title = 3BV, открытые кликами до сих пор
counter-hzini = HZiNi
    .title = ZiNi в порядке, в каком играет человек
counter-left = Левые
    .title = Клики левой кнопкой
counter-right = Правые
    .title = Клики правой кнопкой
counter-double = Аккорды
    .title = Обе кнопки или левый клик по числу
counter-ce = Полезные
    .title = Клики, изменившие что-то, что считается
counter-flag = Флажки
    .title = Флажки на поле
counter-zne = ZNE
    .title = ZiNi на клик, в выигранной игре
counter-lce = Левые полезные
    .title = Левые клики, которые что-то открыли
counter-rce = Правые полезные
    .title = Правые клики, отметившие мину
counter-dce = Аккорды полезные
    .title = Аккорды, которые что-то открыли
yes = да
no = нет

## Statistics

statistics = Статистика
stats-board = Поле
stats-played = Сыграно
stats-rate = Доля
stats-streak = Серия
stats-best = Лучшая
stats-best-times = Лучшие времена
percent = { $percent } %
stats-hint = Игры с помощью решателя не засчитываются. Каждый лучший показатель может быть из другой игры.
best-counters = Лучшие показатели
meaning-bbbv-s = 3BV поля (наименьшее число кликов, открывающих его без флажков) в секунду
meaning-ioe = 3BV за клик: 1 — это клик на каждый 3BV
meaning-rqp = квадрат времени, делённый на 3BV: меньше — лучше
meaning-stnb = оценка сообщества для победы на стандартном поле: больше — лучше
reset-statistics = Сбросить статистику…
confirm-reset = Подтвердите сброс
erase-all = Стереть всю статистику? Это нельзя отменить.
erase = Стереть
keep = Оставить
category = { $key ->
        [beginner] Новичок
        [intermediate] Любитель
        [expert] Профессионал
        [beginner-ng] Новичок, без угадывания
        [intermediate-ng] Любитель, без угадывания
        [expert-ng] Профессионал, без угадывания
        [custom-ng] Особое, без угадывания
       *[custom] Особое
    }

## The daily boards

daily-boards = Поля дня, { $date }
daily-hint = Одно поле на уровень каждый день (UTC), одно для всех. Начните с отмеченной клетки; засчитывается только первая попытка.
daily-today = Сегодня
daily-days-won = Побед подряд по дням
daily-streak = { $streak } (лучшая { $best })
play = Играть
daily-not-played = Ещё не сыграно: первая попытка засчитывается.
daily-started = Начато: доиграйте, иначе засчитается поражение.
daily-won = Победа за { $seconds } с. Сыграйте ещё для тренировки.
daily-lost = Сегодня поражение. Сыграйте ещё для тренировки.
daily-result-won = { -game }, поле дня { $date } · { $level } · победа за { $seconds } с · 3BV/s { $speed } · IOE { $ioe }
daily-result-lost = { -game }, поле дня { $date } · { $level } · поражение на { $seconds } с, 3BV { $solved }/{ $bbbv } · 3BV/s { $speed } · IOE { $ioe }

## History

history-unreadable = Не удалось прочитать историю ({ $why }).
history-empty = Завершённых игр пока нет: каждая завершённая игра хранится здесь вместе с записью.
history-dropped = Некоторые игры не удалось прочитать, они пропущены ({ $why }).
history-date = Дата
history-result = Итог
history-replay = Запись
history-more = Показать ещё ({ $count })
open-video = Открыть запись из другой программы (AVF, RMV, MVF, EVF)
history-kept = Последние 1000 игр и все лучшие времена хранятся только в этом браузере.
history-board = { $board } { $rows }×{ $columns }/{ $mines }
history-marks = { " " }({ $marks })
list-separator = { ", " }
mark-best = рекорд
mark-daily = поле дня
mark-solver = решатель
game-won = победа
game-lost = поражение
watch = Смотреть
progress = Прогресс
progress-board = Поле
no-progress = Ваш прогресс появится здесь, когда вы завершите игру.
no-win = Побед пока нет: графики начнутся с первой.

## The progress charts

chart-time-caption = Время каждой победы (с); линия: лучшее на тот момент
chart-time-label = Время каждой победы за { $games } сыгранных игр, с лучшим на тот момент временем в виде линии.
chart-game-time = Игра { $game }: { $seconds } с
chart-helped = { " " }(с решателем)
chart-speed-caption = 3BV/s каждой победы: 3BV поля, делённое на время
chart-speed-label = 3BV в секунду каждой победы за сыгранные игры.
chart-game-speed = Игра { $game }: { $speed } 3BV/s
chart-spread-caption = Как распределены 3BV/s побед без помощи: { $wins }
chart-spread-label = Сколько побед приходится на каждую четверть 3BV в секунду.
chart-spread-bar = { $count } при { $from }–{ $to } 3BV/s
as-a-table = Таблицей
chart-wins = Победы
chart-calendar-caption = Сыграно игр за последние { $weeks } недель: { $played }
chart-calendar-label = Календарь последних { $weeks } недель: сыграно игр: { $played }.
weekday-mon = пн
weekday-wed = ср
weekday-fri = пт
chart-day = { $date }: игр: { $games }, побед: { $wins }
chart-day-column = День
chart-games = Игры
chart-first-game = игра 1
games-table = Игры, по которым построены графики, таблицей
games-table-game = Игра
best-so-far = Лучшее на тот момент
helped = { " " }(с помощью)

## The replay viewer

replay-heading = Запись
replay-menu = Меню записи
replay-back = Назад к игре
replay-share = Поделиться
    .title = Скопировать ссылку, открывающую эту запись
replay-export = Сохранить EVF
    .title = Сохранить как файл EVF для других программ «{ -game }»
replay-board = Поле, каким оно было
replay-counters = Показатели
replay-speed-curve = 3BV/s по ходу игры
replay-speed-curve-label = Решённые к этому моменту 3BV, делённые на прошедшее время, после каждого из { $points } ходов.
replay-speed-now = { $speed } 3BV/s на { $seconds } с
replay-state = { $state ->
        [ready] Не начата
        [playing] Игра идёт
        [won] Победа
       *[lost] Поражение
    }
replay-board-title = { $name } { $rows } × { $columns }, { $mines ->
        [one] { $mines } мина
        [few] { $mines } мины
        [many] { $mines } мин
       *[other] { $mines } мины
    }
replay-seed = зерно { $seed }
replay-outcome = { $outcome ->
        [won] победа за { $seconds } с
        [lost] поражение через { $seconds } с
       *[unfinished] не окончена
    }
replay-by = игрок { $player }
replay-loading = Загрузка записи… { $percent } %
replay-refused = Эту запись не удалось открыть: { $why }.
replay-gone = её ссылка была слишком длинной для адреса, поэтому запись хранилась на странице, а страница с тех пор перезагружена — откройте её снова из файла или истории
play-a-game = Сыграть
replay-copied = Ссылка на эту запись скопирована.
replay-copy-this = Скопируйте эту ссылку: { $link }
replay-long-copied = Ссылка скопирована, но её размер { $size } КБ: слишком длинная для большинства чатов и почты (Сохранить EVF создаёт файл).
replay-too-long = Ссылка этой записи слишком длинная, чтобы её показать: Сохранить EVF создаёт файл, которым можно поделиться.
replay-reading = Чтение { $file }…
replay-play = Играть (пробел)
replay-pause = Пауза (пробел)
replay-step-back = Ход назад (←)
replay-step-forward = Ход вперёд (→)
replay-move = Ход
replay-move-of = ход { $move } из { $moves }
replay-speed = Скорость
replay-trail = След
    .title = Путь курсора за предыдущую секунду

## The replay's review

review = Разбор
review-grading = Решатель оценивает каждый ход… { $graded } из { $moves }
review-show = Показать
review-filter = { $filter ->
        [all] Все
        [guesses] Догадки
        [flags] Флаги
       *[wasted] Лишние клики
    } { $count }
review-earlier = Показать раньше (ещё { $count })
review-more = Показать ещё (ещё { $count })
review-none = { $filter ->
        [all] Ходов нет.
        [guesses] Догадок нет: каждая открытая клетка была точно безопасна.
        [flags] Флагов нет.
       *[wasted] Лишних кликов нет: каждый клик изменил поле.
    }
review-cell = строка { $row }, столбец { $column }
review-flag = флаг на { $cell }: { $kind ->
        [certain] точно
        [wrong] ошибка: там нет мины
       *[uncertain] ещё не точно
    }
review-move = { $action ->
        [reveal] открытие
        [flag] флаг
        [mark] вопрос
        [unflag] снятие флага
       *[chord] аккорд
    } на { $cell }: { $what }
review-grade = { $grade ->
        [safe] безопасно
        [unflag] снятие флага
        [mark] вопрос
       *[wasted] лишний
    }
review-forced = вынужденная догадка, { $safety } безопасности
review-forced-best = вынужденная догадка, { $safety } безопасности (лучше { $best } на { $cell })
review-needless = ненужная догадка, { $safety } безопасности: { $cell } была точно безопасна
review-worse = худшая догадка, { $safety } безопасности: у { $cell } было { $best }
review-estimated = { " " }(оценка)
review-by-solver = { " " }(решатель)
review-summary = безопасных ходов: { $safe } · вынужденных догадок: { $forced } · ненужных: { $needless } · худших: { $worse }
review-luck-none = Удача: не понадобилась, догадок нет
review-luck = Удача: 1 из { $odds } (догадки с { $guesses })
review-and-more = и ещё { $count }
review-flags = Флаги: точных { $certain } · неточных { $uncertain } · ошибочных { $wrong }
review-think = в среднем { $seconds } с на ход · медленнее всего: { $slowest }
review-slow-move = ход { $move } ({ $seconds } с)

## The replay and video readers' refusals (the engine's reasons, in words)

refusal-replay-ends-early = запись обрывается раньше времени
refusal-replay-version = запись в формате { $found }; эта версия читает форматы с 1 по { $last }
refusal-replay-checksum = контрольная сумма записи не совпадает: её изменили или обрезали
refusal-replay-character = в тексте записи есть символ, которого не бывает в ссылках на записи: «{ $character }»
refusal-replay-not-text = это не текст записи
refusal-replay-settings = настройки записи не складываются в поле
refusal-replay-layout = мины записи не совпадают с её полем
refusal-replay-time-back = ход { $move } сделан на { $ms } мс, раньше предыдущего хода
refusal-replay-outside = ход { $move } на клетке { $cell }, за пределами поля { $rows }×{ $columns }
refusal-replay-after-end = ход { $move } сделан после конца игры
refusal-replay-tampered = ход { $move } помечен не так, как выходит при его повторе
refusal-replay-mine-first = под первым открытием ({ $cell }) лежит мина, хотя правила этой игры его защищают
refusal-replay-too-long = ходов в записи: { $moves }; хранится не больше { $most }
refusal-replay-too-big = поле записи { $rows }×{ $columns }; поддерживаются поля до { $most }×{ $most }
refusal-replay-too-large = запись занимает { $size } КБ; читается до { $most } КБ
refusal-replay-too-many-clicks = в файле больше { $most } щелчков, это предел для записи
refusal-replay-before-edge = ход { $move } выходит за верхний или левый край поля
refusal-replay-evf-board = EVF вмещает поля до 255×255 клеток и 65 535 мин; здесь поле { $rows }×{ $columns }, мин: { $mines }
refusal-replay-evf-empty = в игре без ходов нет событий для записи
refusal-replay-cursor = след курсора в записи повреждён
refusal-replay-video = видео не читается: { $why }
refusal-video-too-large = файл занимает { $size } КБ; читаются видео до { $most } КБ
refusal-video-board = его поле { $rows }×{ $columns }; видео вмещают поля от 1×1 до { $most }×{ $most }
refusal-video-too-many-events = событий мыши в нём больше { $most }
refusal-video-ends-inside = он обрывается посреди { $part ->
        [header] заголовка
        [layout] расстановки мин
        [details] сведений об игре (игрок, дата, результат)
        [events] событий мыши
       *[check] контрольной суммы
    } (с байта { $at })
refusal-video-not-this = это не { $format }: { $why }
refusal-video-level = его уровень { $level }; у Arbiter уровни с 3 по 6
refusal-video-version = его версия { $found }; читаются версии с { $first } по { $last }
refusal-video-no-release = в его заголовке не указан выпуск Minesweeper Clone
refusal-video-no-mark = он не начинается с «{ $mark }»
refusal-video-mine-off = мина на клетке { $cell }, за пределами его поля { $rows }×{ $columns }
refusal-video-shared-cell = две его мины лежат на одной клетке
refusal-video-mark-byte = его байт отметки «?» равен { $byte }, а Arbiter пишет 17 или 127
refusal-video-not-number = { $what ->
        [bbbv] его 3BV
       *[time] его время
    } — «{ $text }», а не число
refusal-video-event-kind = в нём есть событие вида { $kind }, которое { $program } не пишет
refusal-video-first-event = его первое событие вида { $kind }, с него не начинается ни одна игра
refusal-video-mines-disagree = мин по заголовку: { $said }, в расстановке: { $found }
refusal-video-early-board = его поле { $rows }×{ $columns }; Clone до 0.97 сохранял только три уровня
refusal-video-no-events = в нём нет событий мыши
refusal-video-clone-unnamed = в нём не указано, каким сапёром он записан
refusal-video-zero-pixels = его клетки шириной 0 пикселей
refusal-video-no-bbbv = в тексте его результата нет 3BV
refusal-video-no-format = это ни один из читаемых форматов видео (AVF, RMV, MVF, EVF)
refusal-video-no-format-avf = это ни один из читаемых форматов видео (AVF, RMV, MVF, EVF); при чтении как файла Arbiter: { $why }

## The analysis board

analysis-title = Доска анализа
analysis-refused = Такой позиции не бывает: { $why }.
analysis-open = Доска анализа
analysis-here = Анализ здесь
analysis-paste = Позиция (текст .mine)
analysis-load = Показать
analysis-file = Открыть файл .mine
analysis-save = Сохранить .mine
analysis-link = Копировать ссылку
analysis-back = Назад к игре
analysis-mines = Мины
analysis-tool = Ставить клетки как
analysis-tool-hidden = Закрытая
analysis-tool-flag = Флажок
analysis-tool-open = Открытая
analysis-safest = Безопаснее всего: { $cells } ({ $percent } на мину)
analysis-certain = Точно свободны: { $safe } · точно мины: { $mines }
analysis-dead = Мёртвые (открытие ничего не скажет): { $count }
analysis-dead-unknown = Мёртвые клетки: слишком много расстановок, чтобы перечислить
analysis-fifty = Вынужденные 50/50: { $count }
analysis-clear = Шанс пройти поле отсюда: { $percent } (лучший ход: { $cell })
analysis-clear-unknown = Шанс пройти поле: не искали (больше { $cells } неясных клеток или { $layouts } расстановок)
analysis-estimated = Шансы оценены: слишком много расстановок, чтобы сосчитать все.
refusal-setup-header = первая строка не ШИРИНАxВЫСОТАxМИНЫ (например, 30x16x99)
refusal-setup-size = поле { $rows } × { $cols }: у полей от 1 до { $max } клеток в стороне
refusal-setup-row-length = в строке { $row } { $length } символов, а ширина поля { $cols }
refusal-setup-missing-rows = дано строк: { $found } из { $rows }
refusal-setup-number-too-large = у { $number } в строке { $row }, столбце { $col } { $room ->
        [one] только одна клетка
        [few] только { $room } клетки
        [many] только { $room } клеток
       *[other] только { $room } клетки
    } вокруг, где может быть мина
refusal-setup-flags-around = у { $number } в строке { $row }, столбце { $col } вокруг флажков: { $flags }
refusal-setup-more-flags = флажков { $flags }, а мин { $mines }
refusal-setup-too-many-mines = мин { $mines }, а клеток для них только { $room }
refusal-setup-no-layout = каждое число выполнимо, но никакая расстановка мин не выполняет все

## Saved data that could not be read, and records left out of it

refusal-unread-json = { $fault ->
        [data] в нём не то, что сохраняет эта версия
        [eof] он обрывается раньше времени
       *[syntax] это не JSON
    } (строка { $line }, столбец { $column })
refusal-unread-format = он сохранён в формате { $found }; эта версия читает формат { $reads }
refusal-unread-time = его время — не длительность от 0 до года
refusal-unread-board = это поле { $rows }×{ $columns }; здесь поля бывают до { $max-rows } строк и { $max-columns } столбцов
refusal-unread-speed = его скорость { $found }, а скорости бывают от { $min } до { $max }
refusal-dropped-record = { $category }: { $why }
refusal-dropped-day = «{ $day }»: { $why }
refusal-contradiction = { $why ->
        [more-wins] побед больше, чем игр
        [streak] серия длиннее числа побед
        [best-times] лучших времён больше, чем побед
        [best-time] лучшее время, которое не длительность
        [best-counter] лучший показатель, который не число
        [date] игра с датой, которая не время
        [board] игра с неверным полем
        [no-replay] игра без записи
       *[not-a-day] это не день
    }

## The game server's refusals and the ranked client's notices

server-too-many-messages = Помедленнее: не больше { $most } сообщений в секунду; это не прочитано.
server-too-many-moves = Помедленнее: не больше { $most } ходов в секунду в игре; этот ход не сделан.
server-too-many-games = Помедленнее: не больше { $most } новых игр в минуту.
server-too-many-connections = Помедленнее: не больше { $most } соединений одновременно с одного адреса.
server-too-many-synced = Помедленнее: не больше { $megabytes } МБ игр в час из одной сети; остальное останется на этом устройстве и уйдёт позже.
server-too-many-rooms = Помедленнее: из одной сети второго игрока ждут не больше { $most } комнат. Закройте одну или присоединитесь к другой.
server-rooms-full = На сервере столько ждущих комнат, сколько он может держать: присоединитесь к одной (Быстрая игра) или попробуйте через несколько минут.
server-makers-busy = Все генераторы полей без угадывания заняты; попробуйте через минуту.
server-too-many-players = Помедленнее: не больше { $most } новых игроков в час с одного адреса.
server-too-many-joins = Помедленнее: не больше { $most } входов в комнаты в минуту.
server-too-many-boards = Помедленнее: не больше { $most } полей дуэли без угадывания в минуту из одной сети.
server-too-many-resumes = Помедленнее: не больше { $most } продолженных игр в минуту.
server-too-many-sign-ins = Помедленнее: не больше { $most } попыток входа в минуту из одной сети.
server-too-many-exports = Помедленнее: не больше { $most } выгрузок всего в час.
server-too-many-reads = Помедленнее: слишком много запросов из одной сети; попробуйте через { $seconds } с.
server-not-text = Сообщения — это текст JSON.
server-not-a-message = Сервер не смог прочитать это сообщение ({ $detail }).
server-hello-first = Сначала поздоровайтесь (hello).
server-device-signed-out = Это устройство вышло из учётной записи: войдите снова, чтобы играть этим игроком.
server-unknown-token = Ключ этого устройства не принадлежит ни одному игроку на этом сервере.
server-unknown-category = Рейтингового поля «{ $name }» нет.
server-no-game-of-yours = У вас нет игры с таким номером.
server-not-your-game = Это не ваша игра.
server-cannot-replay = Эту игру не удалось воспроизвести.
server-daily-over = День этого поля дня прошёл: его игра закончилась вместе с ним.
server-daily-played = Вы уже сыграли сегодняшнее поле «{ $category }»; следующее — в 00:00 UTC.
server-game-over = Эта игра окончена.
server-not-next = Ход { $seq } не следующий: игра ждёт ход { $next }.
server-too-many-game-moves = В рейтинговой игре не больше { $most } ходов.
server-off-board = Строка { $row }, столбец { $column } вне поля { $rows }×{ $columns }.
server-daily-start = Первое открытие на поле дня — в его начале: строка { $row }, столбец { $column }.
server-track-too-long = След курсора длиннее { $most } символов.
server-track-first-move = Первый ход не несёт следа курсора.
server-track-refused = След курсора отклонён ({ $detail }).
server-track-too-many = След курсора превысил бы в этой игре { $most } точек.
server-other-window = Эта дуэль теперь идёт в другом окне.
server-watching = Вы смотрите эту дуэль: зритель не может ходить.
server-no-second-player = Дуэль начнётся, когда придёт второй игрок.
server-battle-over = Дуэль окончена.
server-reconnecting = Игрок переподключается: пока он не вернётся, ходов не будет.
server-battle-not-next = Это ход { $seq }; дуэль ждёт ваш ход { $next }.
server-too-many-battle-moves = В дуэли такого размера игрок делает не больше { $most } ходов.
server-out-of-lives = У вас не осталось жизней.
server-not-your-turn = Сейчас не ваш ход.
server-chord-opens-nothing = Этот аккорд ничего не открывает: флаги вокруг числа не совпадают.
server-no-room = Комнаты с таким кодом нет (комната хранится 10 минут после дуэли).
server-room-elsewhere = Эта дуэль теперь на другом сервере: присоединитесь снова.
server-room-silent = Сервер этой комнаты не ответил; попробуйте снова.
server-rebuild-failed = Эту дуэль нельзя продолжить: серверу не удалось её восстановить.
server-restarting = Сервер перезапускается; попробуйте снова.
server-stopping = Сервер останавливается: подключитесь снова.
server-try-again = Сервер сейчас не смог этого сделать; попробуйте снова.
server-refused = Сервер отказал.
server-sign-in-first = Сначала войдите.
server-signed-out-here = Это устройство вышло из учётной записи: войдите снова или начните заново.
server-not-a-recovery-key = Это не ключ восстановления: 32 буквы и цифры, группами по четыре.
server-no-such-recovery-key = Ни у одного игрока нет такого ключа восстановления.
server-keep-a-way-back = Сначала сохраните ключ доступа или ключ восстановления: выйдя, этот игрок не сможет войти снова.
server-no-such-device = У вас нет устройства с таким идентификатором.
server-no-host = Запрос не называет свой хост веб-адресом.
server-too-many-links = Помедленнее: не больше { $most } открытых привязок устройств одновременно из одной сети.
server-links-busy = Сейчас входит слишком много устройств; попробуйте через несколько минут.
server-no-such-code = Ни одно устройство не ждёт с этим кодом (коды действуют десять минут).
server-code-spent = Этот код только что подтверждён или истёк.
server-link-gone = Этот вход истёк или уже использован: запустите «mines login» снова.
server-player-gone = Этого игрока больше нет.
server-database-silent = База данных сервера не отвечает.
server-no-such-api = У сервера нет такого интерфейса.
server-bad-request = Сервер не смог прочитать этот запрос ({ $detail }).
server-bad-day = День записывается как ГГГГ-ММ-ДД.
server-daily-not-public = Поле дня { $day } и его записи открыты со следующего дня, 00:00 UTC.
server-no-such-game = Нет законченной игры с таким идентификатором.
server-no-such-player = Нет игрока с таким идентификатором.
server-no-such-page = Такой страницы нет.
server-passkey-needs-name = Ключам доступа нужно имя сайта, а не IP-адрес: откройте игру по адресу http://localhost:PORT или запустите сервер с --public-url.
server-passkey-not-added = Ключ доступа не добавлен: ответ браузера не совпал с запросом. Начните заново.
server-passkey-not-signed-in = Вход не выполнен: ответ браузера с ключом доступа не совпал с запросом. Начните заново.
server-too-many-ceremonies = Помедленнее: не больше { $most } открытых запросов ключей доступа одновременно из одной сети.
server-ceremonies-busy = Сейчас ключами доступа пользуется слишком много игроков; попробуйте через несколько минут.
server-too-many-passkeys = У игрока не больше { $most } ключей доступа: сначала удалите один.
server-ceremony-gone = Этот запрос ключа доступа истёк или завершён (каждый действует пять минут и один раз): начните заново.
server-ceremony-signs-in = Этот запрос для входа; он не добавляет ключ доступа.
server-ceremony-adds = Этот запрос добавляет ключ доступа; он никого не впускает.
server-not-a-passkey = Это не ответ браузера с ключом доступа.
server-passkey-taken = Этот ключ доступа здесь уже сохранён.
server-ceremony-other-player = Этот запрос начал другой игрок.
server-unknown-passkey = Этот ключ доступа не принадлежит здесь ни одному игроку (возможно, его удалили).
server-no-such-passkey = У вас нет ключа доступа с таким идентификатором.
server-name-nothing-visible = В имени нужен хотя бы один видимый символ.
server-name-too-long = В имени от 1 до { $most } символов, а не { $count }.
server-name-too-many-marks = В имени не больше трёх диакритических знаков на одной букве.
server-name-looks-given = Имена вроде «Player 3fa2c1» сервер даёт новым игрокам; выберите другое.
server-too-many-in-request = Не больше { $most } игр в одном запросе.
net-unreachable = Сервер недоступен (нет сети?).
net-unreadable = Не удалось прочитать ответ сервера ({ $detail }).
net-status = Сервер ответил { $status }.
notice-move-not-played = Ваш ход в строке { $row }, столбце { $column } не сделан: { $why }
notice-new-player = { $why } Вы играете как новый игрок.
notice-name-later = Имя сохранится, когда сервер станет доступен; попробуйте тогда.
notice-name-empty = В имени от 1 до 24 символов, а это пустое.
notice-name-too-long = В имени от 1 до 24 символов, а не { $count }.
notice-dropped = { $count ->
        [one] Игра закончилась раньше, чем был сделан ещё { $count } ход.
        [few] Игра закончилась раньше, чем были сделаны ещё { $count } хода.
       *[many] Игра закончилась раньше, чем были сделаны ещё { $count } ходов.
    }
notice-unknown-board = Сервер прислал поле, которое эта версия не может показать ({ $name }, { $rows }×{ $columns }).

## Play a person

online-badge = Дуэль · с человеком
online-ratings = Рейтинги
online-resign = Сдаться
online-computer = Компьютер
    .title = Дуэли с компьютером
online-settings = { $rows } × { $columns }, мин: { $mines }, жизней: { $lives }, { $pace ->
        [realtime] реальное время
       *[turns] по ходам
    }
online-no-guess = { $settings }, без угадывания
online-intro = Настроенная дуэль: { $settings }. Сервер хранит поле и очередь хода: ни одна сторона не видит мину, пока на неё не попадут.
online-your-name = Ваше имя
online-room-new = Ссылка для друга
online-quick = Быстрая игра
online-link-label = Ссылка на комнату
online-send-link = Отправьте эту ссылку другу; дуэль начнётся, когда он её откроет:
online-seat-waiting = Ожидание…
online-their-move = { " " }· ход соперника
online-another = Ещё дуэль: быстрая игра
online-back = Назад к компьютеру
online-absent = Для игры с человеком нужен игровой сервер, а хост этой страницы его не запускает: уровни компьютера играют дальше.
online-connecting = Подключение к игровому серверу…
online-retrying = Соединение прервалось: подключаемся снова…
online-open = Игра с человеком: создайте ссылку для друга или сыграйте со следующим ожидающим игроком.
online-other-player = соперник
online-a-player = игрок
online-dropped = Ваше соединение прервалось: подключаемся снова… (у вас 60 с, чтобы вернуться)
online-waiting = Ждём, пока кто-нибудь откроет ссылку…
online-reconnecting = Ждём { $name } (переподключается)…
online-draw = { $reason ->
        [forfeit] Ничья из-за неявки.
        [stuck] Ничья, ходов не осталось.
       *[target] Ничья.
    }
online-you-won = { $reason ->
        [forfeit] Вы победили: соперник не вернулся!
        [stuck] Вы победили, ходов не осталось!
       *[target] Вы победили!
    }
online-they-won = { $reason ->
        [forfeit] { $name } побеждает: соперник не вернулся.
        [stuck] { $name } побеждает, ходов не осталось.
       *[target] { $name } побеждает.
    }
online-rating = Рейтинг { $change }.
online-closed = Комната закрыта.
online-watching = Вы смотрите: { $one } против { $two }.
online-out = У вас не осталось жизней: соперник играет дальше.
online-to-move = Ходит { $name }…
online-not-connected = Нет соединения: этот ход не сделан. Подключаемся снова…
ratings-title = Рейтинги в игре с людьми
ratings-none = С человеком ещё никто не играл.
ratings-what = рейтинги
ranking-player = Игрок
ranking-rating = Рейтинг
ranking-battles = Дуэли
could-not-read = Не удалось прочитать { $what }: { $why }.
close = Закрыть

## Ranked play

ranked-category = { $name ->
        [beginner] Новичок
        [intermediate] Любитель
        [expert] Профессионал
        [daily-beginner] Поле дня: новичок
        [daily-intermediate] Поле дня: любитель
       *[daily-expert] Поле дня: профессионал
    }
ranked = Рейтинг
ranked-with = Рейтинг · { $category }
ranked-player-badge = Игрок
ranked-hint = Игровой сервер раздаёт поле, ведёт часы и ранжирует ваше время. В рейтинговой игре подсказок нет.
ranked-looking = Поиск игрового сервера…
ranked-absent = Для рейтинговой игры нужен игровой сервер, а хост этой страницы его не запускает.
ranked-elsewhere = Всё остальное в игре работает здесь;
ranked-serve = запускает сервер вместе со страницами.
ranked-categories = Категории
ranked-your-name = Ваше имя
leaderboards = Таблицы лидеров
ranked-your-games = Ваши игры
    .title = Ваши рейтинговые игры, по адресу, которым можно поделиться
ranked-practice = Тренировка
    .title = Назад к тренировочной игре
ranked-game = Рейтинговая игра
ranked-mark = Рейтинг
    .title = Часы этой игры ведёт сервер
ranked-waiting = Ходов будет отправлено по порядку, когда связь вернётся: { $count }.
ranked-dropped = Соединение с сервером прервалось: переподключение…
ranked-choose = Выберите категорию (Рейтинг), чтобы сыграть игру, которую судит сервер.
ranked-daily-ready = { $category }: сегодняшнее поле, одно для всех. Первое открытие — в отмеченной клетке; там запускаются часы сервера.
ranked-ready = Рейтинг, { $category }: сервер раздаёт поле и запускает часы при вашем первом открытии.
ranked-won = Победа за { $seconds } с по часам сервера · 3BV { $bbbv }
ranked-rank = место { $rank }
unranked-beyond-record = сохранено, вне рейтинга: { $rate } 3BV/s быстрее мирового рекорда на любом поле уровня «{ $level }» (больше { $most } 3BV/s)
unranked-beyond-pace = сохранено, вне рейтинга: { $pace } ходов в секунду быстрее, чем играет человек (больше { $most })
unranked-no-history = сохранено, вне рейтинга: поле дня попадает в таблицу, когда вы закончите { $needed } рейтинговых игр (у вас { $finished })
unranked-shared-network = сохранено, вне рейтинга: другой игрок раньше сыграл это поле дня из вашей сети
unranked-held = придержано: { $rate } 3BV/s намного выше вашей лучшей победы уровня «{ $level }» ({ $best } 3BV/s); попадёт в таблицы, когда вы выиграете рейтинговую игру уровня «{ $level }» с { $needed } 3BV/s или быстрее
unranked-held-first = придержано: { $rate } 3BV/s намного выше вашего рекорда (побед уровня «{ $level }» ещё нет); попадёт в таблицы, когда вы выиграете рейтинговую игру уровня «{ $level }» с { $needed } 3BV/s или быстрее
ranked-released = ваша отложенная победа ({ $category }, { $day }) теперь в таблице
ranked-lost = Поражение.
ranked-public-later = Сегодняшнее поле и все его записи станут публичными в 00:00 UTC.
ranked-watch-replay = Смотреть запись
ranked-another = Ещё игра: { $category }
leaderboard-category = Категория
leaderboard-period = Период
leaderboard-order = Порядок
leaderboard-all-time = За всё время
leaderboard-by-week = По неделям
leaderboard-by-day = По дням
leaderboard-best-time = Лучшее время
leaderboard-best-rate = Лучшие 3BV/s
leaderboard-week-of = Неделя с { $day }
leaderboard-earlier-week = Неделя раньше
leaderboard-later-week = Неделя позже
leaderboard-earlier-day = День раньше
leaderboard-later-day = День позже
leaderboard-what = таблицу лидеров
leaderboard-empty = Здесь ещё никто не побеждал: станьте первым.
leaderboard-player-games = Игры этого игрока
replay-cannot-watch = Эту запись нельзя посмотреть: { $why }.
replay-empty = сервер прислал пустую запись
player-a-player = Игрок
player-given = Игрок { $id }
player-page-what = страницу этого игрока
player-no-games = Рейтинговых игр пока нет.
player-day = День (UTC)
player-result = { $result ->
        [won] победа
        [lost] поражение
        [abandoned] поражение (брошена)
        [day-over] поражение (день закончился)
        [unranked] победа, вне рейтинга
       *[playing] идёт
    }
player-battles = Дуэли с людьми · рейтинг { $rating }
player-against = Соперник
player-battle-result = { $result ->
        [draw] ничья
        [won-forfeit] победа из-за неявки
        [lost-forfeit] поражение из-за неявки
        [won] победа
       *[lost] поражение
    }
player-not-rated = вне рейтинга
player-rating-label = Рейтинг за последние дуэли ({ $battles }): от { $from } до { $to }.
player-rating-before = до
player-rating-after = после дуэли { $battle }
player-rating-point = { $rating } после дуэли { $day }

## The account screen

account-badge = Учётная запись
account-asking = Запрос к игровому серверу…
account-no-player = У этого браузера ещё нет игрока на этом сервере: сыграйте рейтинговую игру, чтобы стать им, создайте его ключом доступа или войдите ниже.
account-make-with-passkey = Создать моего игрока ключом доступа
account-passkey-hint = Ключ доступа хранится на этом устройстве (или в телефоне, или в менеджере паролей) и входит по отпечатку, лицу или блокировке экрана: без имени и пароля.
account-deleted = Учётная запись удалена: устройств вышло: { $devices }, ключей доступа удалено: { $passkeys }, игр удалено: { $games }. Рейтинговые игры ({ $ranked }) и дуэли ({ $battles }) остаются под именем { $name }.
account-key-kept = У вас есть ключ восстановления. Новый заменит его: старый перестанет работать.
account-key-passkeys = Ключ восстановления входит на устройстве, где нет ни одного вашего ключа доступа.
account-key-nothing = Без ключа доступа, ключа восстановления или другого устройства со входом очистка данных этого браузера навсегда потеряет этого игрока.
account-player = Игрок { $id }: ваши рейтинговые игры и дуэли.
account-passkeys = Ключи доступа
account-passkey-offer = Вход выполнен ключом восстановления. Добавьте ключ доступа на этом устройстве, чтобы в следующий раз входить без него.
account-no-passkey = Ключей доступа пока нет. Ключ доступа входит на любом устройстве, где он есть (синхронизирован телефоном или менеджером паролей, или телефон поднесён к QR-коду компьютера), без имени и пароля.
account-add-passkey = Добавить ключ доступа
account-recovery-key = Ключ восстановления
account-key-once = Показан только один раз: скопируйте или распечатайте его и храните там, где доступ есть только у вас. Он входит на любом устройстве от вашего имени.
account-print = Печать
account-new-key = Создать новый ключ восстановления
account-make-key = Создать ключ восстановления
account-games = Ваши игры на всех устройствах
account-devices = Устройства, вошедшие от вашего имени
account-device = Устройство
account-signed-in = Вход
account-last-seen = Последний раз
account-network = Сеть
account-sign-out = Выйти
account-sign-out-others = Выйти на всех других устройствах
account-terminal-before = Терминальная игра входит командой
account-terminal-after = : она показывает код, который нужно подтвердить здесь.
account-syncing = Отправка игр этого браузера и чтение остальных…
account-synced = Сервер хранит ваших игр для ваших устройств: { $kept }; только что пришло с других устройств: { $received }, ушло с этого: { $added }.
account-synced-dropped = Самые старые ({ $dropped }) ушли с сервера, чтобы уложиться в 5000 игр (они остаются на устройствах, где есть).
account-synced-refused = Не сохранено: { $why }.
sync-too-large = игра { $game }: больше { $most } КБ, хранится только на своём устройстве
sync-unreadable = игра { $game }: её запись не читается ({ $detail })
sync-bad-date = игра { $game }: её дата — не время
sync-tallies-full = счёт дуэлей: счета { $most } устройств уже хранятся, этот остаётся здесь
sync-bad-tally = счёт дуэлей: { $detail }
account-games-hint = Классические игры, игры без угадывания и поля дня с записями, сыгранные со входом или раньше: хранятся как ваши, никогда не в таблицах лидеров (их не судил сервер).
account-sync-now = Синхронизировать мои игры сейчас
account-key-copied = Ключ скопирован.
account-key-not-copied = Ключ не удалось скопировать: выделите его и скопируйте вручную.
account-device-kind = { $kind ->
        [browser] Браузер
        [terminal] Терминал
       *[first] Устройство, с которого вы начали
    }
account-this-one = { " " }(это)
account-signed-out-here = Этот браузер вышел из учётной записи.
account-sign-out-device = Выйти: { $device }, последний раз { $seen }
account-you-are = Вы — { $name }: ваш ключ доступа входит на любом устройстве, где он есть.
account-passkey-added = Ключ доступа добавлен: он входит на любом устройстве, где он есть.
account-passkey-added-at = Добавлен { $when } из { $network }
account-passkey-used = последний раз использован { $when }
account-remove = Удалить
account-remove-passkey = Удалить ключ доступа, добавленный { $when }
account-signed-in-as = Вход выполнен: { $name }.
account-replaces = Ключ другого игрока заменит { $name } в этом браузере (на других устройствах вход сохранится).
account-sign-in-here = Войти на этом устройстве
account-sign-in-passkey = Войти с ключом доступа
account-sign-in-passkey-hint = Ключом доступа на этом устройстве, синхронизированным с ним, или на телефоне (браузер покажет QR-код).
account-recovery-label = Ключ восстановления
account-sign-in = Войти
account-or-recovery = Или ключом восстановления, созданным на другом устройстве.
account-no-player-device = У этого браузера нет игрока на этом сервере: сначала войдите (Учётная запись), затем откройте адрес снова.
account-device-asks = Устройство просит войти от вашего имени. Подтверждайте, только если запустили его сами и оно показывает этот код:
account-device-when = Запрос в { $when } из сети { $network }; код действует ещё { $minutes } мин.
account-approve = Подтвердить: войти от моего имени
account-approved = Подтверждено: устройство, показавшее { $code }, вошло от вашего имени. Оно появится среди ваших устройств (Учётная запись), где его можно отключить.
account-sign-in-device = Вход устройства
account-device-code = Код, который показывает устройство
account-next = Далее
account-your-data = Ваши данные
account-download-all = Скачать всё (JSON)
account-download-csv = Скачать историю (CSV)
account-data-hint = Всё: ваша учётная запись, устройства и ключи доступа, рейтинговые игры с записями, дуэли и рейтинг, и каждая ваша игра, которую хранят сервер и этот браузер.
account-everything-in = Всё в файле { $file }.
account-history-in = История этого браузера в файле { $file }.
account-delete-title = Удалить эту учётную запись?
account-delete-removes = Удаляется сейчас: устройства со входом ({ $devices }, все выйдут, это тоже), ключи доступа ({ $passkeys }), ваш ключ восстановления и игры, которые сервер хранит для ваших устройств. Ваше имя станет тем, что даёт сервер (Игрок { $id }).
account-delete-stays = Остаётся: ваши рейтинговые игры и дуэли, в таблицах и на страницах других игроков, под этим именем; и игры этого браузера, пока вы их здесь не очистите. Если нужна копия, сначала скачайте всё. Это нельзя отменить.
account-delete-confirm = Удалить мою учётную запись
account-keep = Оставить
account-delete = Удалить мою учётную запись…
passkey-not-made = Ключ доступа не создан: отменено или истекло время.
passkey-not-signed-in = Вход с ключом доступа не выполнен: отменено, истекло время или на этом устройстве нет ключа для этого сайта.
passkey-held = На этом устройстве уже есть ключ доступа этого игрока.
passkey-needs-name = Ключам доступа нужно имя сайта (https или localhost): не IP-адрес.
passkey-unsupported = Этот браузер не поддерживает ключи доступа: используйте ключ восстановления.
passkey-failed = Ключ доступа не сработал ({ $name }): попробуйте снова или используйте ключ восстановления.

## First screen: what a link was adjusted for

link-adjusted = Ссылка исправлена: { $notes }.
link-repeated = { $key } указан больше одного раза; действует последний («{ $value }»)
link-seed = зерно «{ $value }» — не число от 0 до { $max }; поле выбрано случайно
link-not-number = { $key }=«{ $value }» — не число; используется значение по умолчанию
link-no-guess-flag = ng=«{ $value }» — не 1 (без угадывания) и не 0; используется 0
link-unknown = «{ $key }» — не из { $known }; пропущено
link-rule = rule «{ $value }» — не safe и не opening; используется opening
link-daily = daily=«{ $value }» — не beginner, intermediate или expert; показана классическая игра
link-date = date=«{ $value }» — не день (YYYY-MM-DD); используется сегодняшний
link-mode = mode=«{ $value }» — не classic и не battle; показана классическая игра
link-date-alone = date= работает вместе с daily=; пропущено
link-side = { $key }={ $wanted } заменено на { $got }: { $key } должно быть от { $min } до { $max }
link-mines = mines={ $wanted } заменено на { $got }: на поле { $rows }×{ $columns } от 1 до { $max } мин
link-no-guess-safe = поля без угадывания открывают область первым кликом: rule=safe заменено на opening
link-no-guess-dense = ng=1 отменено: на полях без угадывания больше { $cells } клеток не больше { $percent } % мин, а у { $rows }×{ $columns } с { $mines } минами — { $density } %
link-preset = preset «{ $value }» — не beginner, intermediate или expert; используется beginner
link-level = level «{ $value }» — не novice, casual, expert или master; используется casual
link-pace = pace «{ $value }» — не realtime и не turns; используется realtime
link-battle-side = { $what } в дуэли должно быть от { $min } до { $max }; используется { $got } вместо { $asked }
link-battle-mines = в дуэли { $rows }×{ $columns } от 1 до { $max } мин; используется { $got } вместо { $asked }
link-battle-lives = lives должно быть от 1 до { $most }; используется { $got } вместо { $asked }
link-speed = speed должно быть от { $min } до { $max }; используется { $got } вместо { $asked }

## First screen: notices

notice-no-solver = Полям без угадывания нужен решатель, а его не удалось загрузить (нет сети?).

## Notices

notice-no-guess-fallback = Поле без угадывания для { $rows }×{ $columns } с { $mines } минами не найдено: здесь, возможно, придётся угадывать.

## The terminal: the full-screen game

term-too-small = Терминал размером { $width }×{ $height }; игре «{ -game }» нужно не меньше { $min-width }×{ $min-height }. Увеличьте его или нажмите q, чтобы выйти.
term-keys-line = H подсказка · p вероятности · a автоигра · n новая · ? помощь · q выход
term-keys = Клавиши
term-state = { $state ->
        [ready] Готово
        [playing] Игра идёт
        [won] Победа!
       *[lost] Поражение
    }
term-mode = { $mode ->
        [autoplay] автоигра
        [probabilities] вероятности
        [marks] вопросы
       *[no-guess] без угадывания
    }
term-mines = Мины { $mines }
term-time = Время { $seconds }
term-board = { $name } { $rows }×{ $columns }/{ $mines } · зерно { $seed }
term-place = строка { $row } столбец { $column }
term-place-chance = строка { $row } столбец { $column }: мина с вероятностью { $chance }
term-any-key = Любая другая клавиша закрывает это окно.
term-key-arrows = стрелки, h j k l
term-key-space = Пробел, Enter
term-key-mouse = мышь
key-move = двигать курсор (Home/End, PgUp/PgDn — прыжки)
key-reveal = открыть; на выполненном числе — аккорд
key-flag = флаг (с вопросами: флаг → ? → закрыто)
key-chord = аккорд: открыть всё вокруг выполненного числа
key-hint = подсказка: решатель делает свой ход
key-probabilities = вероятности: затенить каждую закрытую клетку
key-autoplay = автоигра вкл./выкл.
key-new = новая игра того же размера
key-presets = новая: Новичок / Любитель / Профессионал
key-marks = вопросы (?) вкл./выкл.
key-statistics = статистика
key-help = эта справка
key-quit = выйти (игра сохраняется)
key-mouse = левая открывает, правая или Shift+левая ставит флаг, средняя — аккорд
term-welcome = Стрелки или hjkl двигают, пробел открывает, f ставит флаг, ? — все клавиши
term-restored = Ваша игра там же, где вы её оставили
term-restored-over = Ваша последняя игра окончена: n начинает новую
term-replay-unread = (её запись не удалось прочитать: { $why })
term-new-game = Новая игра, зерно { $seed }
term-probabilities-off = Вероятности скрыты
term-probabilities-ready = Вероятности: до первого открытия мин ещё нет, а первое открытие всегда безопасно
term-probabilities-on = Вероятности вкл.: ○ безопасно, ░▒▓ вероятнее, ● мина (игра не попадает в статистику)
term-autoplay-off = Автоигра выкл.
term-autoplay-on = Автоигра вкл.: a — остановить
term-over = Игра окончена: n начинает новую
term-marks-on = Вопросы вкл.: f переключает флаг, ?, закрыто
term-marks-off = Вопросы выкл.: f ставит и снимает флаги
term-key-live = счётчики в игре вкл/выкл
term-live-on = Счётчики в игре включены: i скрывает их
term-live-off = Счётчики в игре выключены
term-won = Победа за { $seconds } с · { $figures }.
term-new-best = Новое лучшее время: { $category }!
term-assisted = С помощью решателя: не в статистике.
term-lost-guess = Бум — догадка решателя ({ $chance } безопасности) попала на мину · { $figures }.
term-lost-mine = Бум — мина на { $cell } · { $figures }.
term-play-again = n — сыграть снова
term-stats-unsaved = не удалось сохранить статистику: { $why }
term-history-unsaved = не удалось добавить игру в историю: { $why }
term-game-unsaved = Не удалось сохранить игру в { $folder }: { $why }
term-prefs-unsaved = Не удалось сохранить настройки: { $why }

## The terminal: moves, hints and chances (both modes)

move-over = игра окончена: new или quit
move-outside = { $cell } вне поля
move-flagged = На { $cell } флаг: сначала снимите его (f { $cell })
move-hidden-chord = { $cell } закрыта: аккорд делает только открытое число (r { $cell } откроет её)
move-needs-flags = { $cell } уже открыта: аккорд сработает, когда рядом { $number ->
        [one] { $number } флаг
        [few] { $number } флага
        [many] { $number } флагов
       *[other] { $number } флага
    } (сейчас { $flags })
move-no-flag-here = { $cell } уже открыта: флаг ставится только на закрытую клетку
move-open = { $cell } уже открыта
no-guess-needs = поле без угадывания: нужно { $rule ->
        [single] по одному числу
        [subset] правило подмножества
        [total] общее число мин
       *[cases] полный перебор вариантов
    }
no-guess-fallback = поле без угадывания для { $rows }×{ $columns } с { $mines } минами не найдено; здесь, возможно, придётся угадывать
hint-none-left = закрытых клеток для хода не осталось
hint-unflag = подсказка: { $cell } безопасна, значит флаг ошибочен: он снимается
hint-played = подсказка: { $cell }, { $kind ->
        [first] первый ход
        [safe] безопасно
        [guess] догадка — { $chance } безопасности
       *[about] догадка — около { $chance } безопасности (оценка: слишком много вариантов)
    }
chance-open = { $cell } открыта: не мина
chance-over = { $cell }: игра окончена
chance-ready = { $cell }: до первого открытия мин ещё нет, а первое открытие всегда безопасно
chance-safe = { $cell }: точно безопасно
chance-mine = { $cell }: точно мина
chance-of = { $cell }: мина с вероятностью { $chance }
chance-estimated = { $cell }: мина с вероятностью { $chance } (оценка)

## The terminal: line mode

line-board = { $rows }×{ $columns }, { $mines ->
        [one] { $mines } мина
        [few] { $mines } мины
        [many] { $mines } мин
       *[other] { $mines } мины
    }, зерно { $seed }
line-ready = готово: откройте клетку, чтобы начать (r ROW COL) — { $board }
line-ready-no-guess = готово: откройте клетку, чтобы начать (r ROW COL) — { $board }, без угадывания
line-playing = игра идёт: осталось мин: { $left } — { $board }
line-won = победа! все безопасные клетки открыты — { $board } — new или quit
line-lost = поражение: мина взорвалась — { $board } — new или quit
line-ask-rows = строки ({ $min }-{ $max } или уровень: beginner, intermediate, expert)
line-ask-columns = столбцы ({ $min }-{ $max })
line-ask-mines = мины (1-{ $max })
line-nothing-to-export = экспортировать пока нечего: в игре нет ходов
line-exported = экспортировано в { $path } (EVF, байт: { $bytes })
line-not-written = не удалось записать { $path }: { $why }
line-help =
    команды (по одной в строке, регистр не важен; ROW и COL считаются с 1, сначала строка):
      r ROW COL      открыть клетку (на числе со всеми флагами — аккорд)
      f ROW COL      поставить флаг на закрытую клетку или снять его
      c ROW COL      аккорд: открыть соседей без флагов у выполненного числа
      hint           сыграть ход решателя (безопасный, если он точно есть, иначе лучшая догадка)
      prob ROW COL   вероятность, что в клетке мина
      new [beginner|intermediate|expert|ROWS COLS MINES] [seed N]
                     новая игра (того же размера, если не указан другой; со случайным зерном, если не указано)
      board          вывести поле ещё раз
      review         каждый ход до сих пор с оценкой решателя, и показатели
      export PATH    записать игру (оконченную или нет) как файл записи EVF
      help           этот список
      quit           выйти (конец ввода тоже)
    символы: # закрыто, F флаг, ? вопрос, . пусто, 1-8 мин вокруг, после поражения * мина,
    X та, что взорвалась, x ошибочный флаг
what = { $what ->
        [row] строка
        [column] столбец
        [rows] строки
        [columns] столбцы
       *[mines] мины
    }
line-unknown = неизвестная команда «{ $word }» (попробуйте help)
line-no-args = { $command } ничего не принимает после себя, получено «{ $word }»
line-needs-cell = { $command } требует ROW COL
line-cell-then = { $command } требует ROW COL и ничего больше, после них получено «{ $word }»
line-not-whole = { $what } «{ $word }» — не целое число
line-must-be-whole = { $what }: нужно целое число, получено «{ $word }»
line-side = { $what }: от { $min } до { $max }, получено { $value }
line-mines = мины: от 1 до { $max } на поле { $rows }×{ $columns }, получено { $value }
line-outside = { $what } { $value } вне 1..{ $max }
line-new-size = new принимает beginner, intermediate, expert или ROWS COLS MINES, получено «{ $word }»
line-new-usage = new принимает beginner, intermediate, expert или ROWS COLS MINES, затем seed N
line-seed-number = зерно «{ $word }» — не число от 0 до { $max }
line-seed-missing = после seed нужно число
line-seed-extra = seed принимает одно число, после него получено «{ $word }»
line-export-path = export требует имя файла: export PATH
term-no-games = Законченных игр пока нет: сыграйте в «mines».
term-stats-summary = { $category } — { $games ->
        [one] { $games } игра
        [few] { $games } игры
       *[other] { $games } игр
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    }
term-stats-best = лучшее время { $seconds } с
term-spread = { $caption } (столбец на каждые { $step } 3BV/s)
term-calendar-legend = · нет, ░ 1, ▒ 2–3, ▓ 4–7, █ 8+
term-history-result = { $result } за { $seconds } с
term-replay = Запись
term-replay-move = ход { $move }/{ $moves }
term-replay-state = { $playing ->
        [yes] воспроизведение
       *[no] пауза
    }
term-replay-start = Пробел — воспроизвести, → — на ход вперёд
term-replay-keys = Пробел пуск/пауза · ← → шаг · Home End · + − скорость · q выход
term-ranked-help =
    команды рейтинговой игры (по одной в строке; ROW и COL считаются с 1, сначала строка):
      r ROW COL   открыть клетку (на числе со всеми флажками: аккорд)
      f ROW COL   поставить флажок на закрытую клетку или снять его
      c ROW COL   аккорд
      board       снова показать поле
      new         ещё одна игра этой категории (не для поля дня)
      help        этот список
      quit        выйти (незаконченная игра остаётся незаконченной на сервере)
    Сервер раздаёт поле и ведёт часы; в рейтинговой игре нет подсказок.
term-ranked-no-game = игры нет: введите new
term-playing-as = вы играете как { $name }
term-no-answer = сервер не ответил: ход сохранён и будет отправлен, когда связь вернётся
term-not-started = игровой сервер { $server } не начал игру
term-over-new = игра окончена: введите new для новой
term-daily-once = поле дня играют раз в день; следующее в 00:00 UTC
term-ranked-no-tools = в рейтинговой игре нет подсказок, вероятностей, разбора и экспорта: запись будет в конце
term-not-to-chord = { $cell } — не число для аккорда
term-daily-start = первое открытие на поле дня — в его начале: r { $cell }
term-ranked-daily-ready = готово: поле дня начинается с r { $cell } — { $game }; там пойдут часы сервера
term-ranked-won = победа — { $game }
term-ranked-lost = поражение: взорвалась мина — { $game }
term-replay-link = запись: { $url }
term-ranked-state = { $state ->
        [connecting] подключение
        [won] победа
        [lost] поражение
        [playing] идёт игра
       *[ready] готово
    }
term-ranked-asking = запрос поля у игрового сервера…
term-ranked-keys = стрелки/hjkl ход · Пробел открыть · f флажок · c аккорд · n новая игра · q выход
term-server-retry = игровой сервер { $server } недоступен ({ $why }); пробую снова
term-unreachable = игровой сервер { $server } недоступен: { $why }
term-player-not-kept = не удалось сохранить вашего рейтингового игрока ({ $why }): следующая сессия сыграет новым игроком
term-leaderboard-player = игрок
term-leaderboard-time = время
term-login-open = Чтобы войти с этого терминала, откройте этот адрес в браузере, где вы вошли своим игроком:
term-login-check = и перед подтверждением проверьте, что там показан этот код:
term-login-lasts = (код действует { $minutes } мин; Ctrl-C прекращает ожидание)
term-login-expired = код истёк до подтверждения: запустите «mines login» снова
term-login-no-folder = вход выполнен, но нет папки данных для токена
term-login-not-kept = вход выполнен, но токен не удалось сохранить: { $why }
term-login-signed-in = Вход выполнен как { $name } ({ $player }): «mines ranked --server { $server }» играет этим игроком.
term-login-other = (Этот терминал раньше играл на этом сервере другим игроком; тот остаётся в системе на своих других устройствах.)
term-sync-no-folder = нет папки данных: этот терминал не хранит игр
term-sync-not-signed-in = этот терминал не вошёл на { $server }: сначала запустите «mines login --server { $server }»
term-sync-forgotten = { $server } больше не знает этот терминал (выход из системы?): снова запустите «mines login --server { $server }»
term-sync-not-kept-here = игры не удалось сохранить здесь: { $why }
term-sync-mark-not-kept = не удалось сохранить, где остановилась синхронизация: { $why }
term-synced = Синхронизировано как { $name }: отправлено с этого терминала: { $sent }, пришло с других ваших устройств: { $received }; сервер хранит ваших игр: { $kept }.
term-sync-dropped = Чтобы уложиться в пределы, сервер отпустил старые игры ({ $dropped }); они остаются на устройствах, где они есть.
notice-rest-missing = Не удалось загрузить решатель и диалоги (нет сети?).
notice-kept-unread = Не удалось прочитать сохранённую игру и статистику: остальную часть страницы не удалось загрузить (нет сети?).
notice-part-missing = Эту часть игры не удалось загрузить (нет сети?).
notice-battle-kept-unread = Не удалось прочитать сохранённую дуэль и статистику: остальную часть страницы не удалось загрузить (нет сети?).
notice-computer-missing = Компьютер не может играть: его разум не удалось загрузить (нет сети?).
notice-unread-prefs = Не удалось прочитать ваши настройки ({ $why }); они сброшены.
notice-unread-stats = Не удалось прочитать вашу статистику ({ $why }); она сброшена.
notice-unread-daily = Не удалось прочитать ваши результаты полей дня ({ $why }); они сброшены.
notice-unread-game = Не удалось прочитать сохранённую игру ({ $why }); она отброшена.
notice-unread-battle-stats = Не удалось прочитать статистику дуэлей ({ $why }); она сброшена.
notice-unread-battle = Не удалось прочитать сохранённую дуэль ({ $why }); она отброшена.
notice-stats-reset = Часть статистики не сходилась и была сброшена ({ $what }).
notice-daily-dropped = Часть результатов полей дня пропущена ({ $what }).
notice-storage-full = Хранилище браузера заполнено: эту игру не удалось сохранить в истории.
notice-storage-dropped = Хранилище браузера заполнено: самые старые игры ({ $count }) удалены из истории, чтобы освободить место (лучшие игры остаются).
notice-replay-unread = Не удалось прочитать запись этой игры ({ $why }); игра продолжается без неё.
notice-videos-elsewhere = Видео открываются на странице игры: перетащите его туда или выберите История → Открыть видео.
notice-no-guess-refused = Поле без угадывания отклонено ({ $why }); на этом может понадобиться угадывать.
account-passkey-request-unread = Не удалось прочитать запрос сервера о ключе доступа.
account-no-window = У этой страницы нет окна браузера.
account-passkey-answer-unread = Не удалось прочитать ответ браузера.
cli-about = { -game } в терминале, с решателем точных вероятностей для подсказок.
cli-long-about = В терминале игра идёт на весь экран (? — список клавиш). С --line, или когда стандартный ввод или вывод не терминал, читает одну команду в строке (наберите help) — для скриптов и экранных дикторов; с --json выводит для программ один объект JSON в строке.
cli-usage = Использование
cli-options = Параметры
cli-commands = Команды
cli-arguments = Аргументы
cli-help = Показать справку
cli-help-command = Показать этот список или справку по указанной команде
cli-version = Показать версию
cli-preset = Классическое поле: beginner 9×9/10, intermediate 16×16/40 или expert 16×30/99.
cli-rows = Строки своего поля ({ $min }–{ $max }), вместе с --cols и --mines.
cli-cols = Столбцы своего поля ({ $min }–{ $max }), вместе с --rows и --mines.
cli-mines = Мины своего поля (от 1 до строки × столбцы − 1), вместе с --rows и --cols.
cli-seed = Зерно поля: то же зерно и тот же первый ход дают то же поле, здесь и в браузере. Без него — случайное.
cli-rule = Что гарантирует первый ход: opening (открывается область, без мины на клетке и вокруг неё; по умолчанию) или safe (безопасна только первая открытая клетка).
cli-no-guess = Поля без угадывания: от области первого хода всегда можно доказать, что какая-то клетка безопасна (означает --rule opening).
cli-line = Играть в построчном режиме даже в терминале.
cli-json = Построчный режим, выводящий один объект JSON в строке (означает --line).
cli-no-color = Без цвета (так же, как непустая переменная NO_COLOR в окружении).
cli-marks = Весь экран: f переключает флаг → ? → закрыто (запоминается, пока m не выключит).
cli-lang = Язык текстов для людей ({ $tags }): иначе язык локали (LC_ALL, LC_MESSAGES, LANG), иначе английский. Команды и JSON не меняются.
cli-ranked = Сыграть рейтинговую игру на игровом сервере: он раздаёт поле, ведёт часы и ставит победу в рейтинг (весь экран; --line или --json — одна команда в строке).
cli-login = Войти в этом терминале игроком, которым вы вошли в браузере: выводит адрес и код, который нужно подтвердить там; затем «mines ranked» играет этим игроком.
cli-sync = Отправить игры этого терминала на игровой сервер, где вы вошли («mines login»), и забрать игры, сыгранные там другими вашими устройствами: история и статистика на каждом устройстве.
cli-leaderboard = Рейтинг игрового сервера: лучшая победа каждого игрока.
cli-history = Список законченных игр в папке данных, новые первыми (номер воспроизводит или разбирает игру).
cli-stats = Сохранённые игры в картинках по категориям: время и 3BV/s каждой победы рядом с лучшим на тот момент, распределение 3BV/s и календарь сыгранных игр.
cli-replay = Воспроизвести запись на весь экран: файл (файл EVF или текст ссылки на запись, как её даёт «Поделиться» в браузере) или номер из «mines history».
cli-review = Оценить решателем каждый ход записи: безопасный, вынужденный, лишняя догадка или догадка хуже.
cli-server = Игровой сервер, например http://127.0.0.1:8080.
cli-ranked-preset = Какое поле: beginner, intermediate или expert (по умолчанию).
cli-daily = Сегодняшнее рейтинговое поле дня этого уровня: одно для всех, играется один раз.
cli-ranked-line = Одна команда в строке, даже в терминале.
cli-ranked-json = Одна команда в строке, в ответ один объект JSON в строке.
cli-period = Какие победы: all (все, по умолчанию), week (за эту неделю) или day (за сегодня).
cli-day = День, ГГГГ-ММ-ДД (UTC): поле этого дня (поле дня или с --period day) или неделя, в которую он входит (--period week). Без него — сегодня.
cli-by = Что решает место: time (самые быстрые победы, по умолчанию) или rate (больше всего 3BV в секунду).
cli-leaderboard-json = JSON сервера в том виде, в каком он его прислал.
cli-history-json = Один объект JSON на игру.
cli-stats-json = Числа за картинками, один объект JSON на категорию.
cli-game = Файл или номер из «mines history» (1 — самая новая игра).
cli-review-json = Один объект JSON на ход, затем итоговый объект.
cli-analyse = Шанс мины в каждой закрытой клетке позиции (файл .mine), самые безопасные клетки, мёртвые клетки, вынужденные 50/50 и шанс пройти поле.
cli-analyse-file = Файл .mine или - для стандартного ввода.
cli-analyse-json = Один объект JSON: поле и шанс каждой закрытой клетки, для программ.
cli-error = ошибка
cli-unknown = здесь нет { $arg }
cli-bad-value = «{ $value }» — не значение { $arg }: допустимы { $values }
cli-invalid = «{ $value }» — не значение { $arg }: { $why }
cli-out-of-range = от { $min } до { $max }
cli-not-number = целое число
cli-missing = нужно указать ещё { $args }
cli-conflict = { $arg } и { $other } нельзя использовать вместе
cli-no-command = команды «{ $command }» нет: команды — { $commands }
cli-needs-value = { $arg } нужно значение
cli-not-understood = командная строка непонятна ({ $why })
cli-try-help = Подробнее: «mines --help».
cli-no-guess-safe = поля --no-guess открываются областью при первом ходе: к ним подходит --rule opening, а не safe
cli-no-guess-dense = в полях без угадывания больше { $cells } клеток не больше { $percent } % мин, а { $rows }×{ $columns } с { $mines } — это { $density } %
cli-no-language = для «{ $tag }» текстов нет; языки: { $tags }
cli-not-a-day = день — это дата, ГГГГ-ММ-ДД
term-file-set-aside = { $what ->
        [game] сохранённую игру
        [stats] статистику
        [prefs] настройки
       *[history] историю игр
    } не удалось прочитать ({ $why }): отложено как { $path }
term-file-left = { $what ->
        [game] сохранённую игру
        [stats] статистику
        [prefs] настройки
       *[history] историю игр
    } не удалось прочитать ({ $why }); оставлено на месте ({ $error })
term-not-text = это не текст UTF-8
term-stats-dropped = статистика для { $what } пропущена
term-history-dropped = { $what } пропущено в истории
term-not-a-replay = { $file } — ни запись (AVF, RMV, MVF, EVF), ни текст повтора ({ $why })
term-no-such-game = в истории нет игры { $number } (сохранено: { $kept }; «mines history» их перечисляет)
term-history-game-unread = игра { $number } из истории: { $why }
term-board-size = { $name } { $rows }×{ $columns }/{ $mines }
term-title-seed = { $board } · зерно { $seed }
term-title-history = { $board } · игра { $number } из истории
term-server-scheme = --server принимает адреса http:// или https://, а не { $scheme }://
term-server-address = --server — это адрес игрового сервера, например http://127.0.0.1:8080, а не «{ $text }»
term-replay-needs-terminal = повтор воспроизводится на весь экран, в терминале («mines review» выводит его)
term-note = заметка
term-counters-time = время { $seconds } s, { $won ->
        [yes] победа
       *[no] не победа
    }
decimal-point = ,
