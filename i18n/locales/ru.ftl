# Русский.
-language = Русский
-game = Сапёр

## The page

page-title = { -game }
page-description = { -game }: классические правила, поля по сиду, которыми можно поделиться, до 200 × 200.
manifest-description = Классический { -game } с точным решателем, записями игр, полями без угадывания и дуэлью.
battle-page-title = { -game }: дуэль
battle-page-description = { -game }: дуэль с компьютером за территорию на одном поле.

## The classic game's first screen

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

## The status line

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

## The board

board = Поле сапёра: строк { $rows }, столбцов { $columns }, мин { $mines }. Стрелки двигают, пробел открывает, F ставит флажок.
zoom = Масштаб
zoom-out = Уменьшить
    .title = Уменьшить (Ctrl + колесо)
zoom-fit = Вместить
    .title = Вместить поле в экран
zoom-in = Увеличить
    .title = Увеличить (Ctrl + колесо)

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
preset-beginner = Новичок
preset-intermediate = Любитель
preset-expert = Профессионал
preset-custom = Особое
preset-any-size = любой размер
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } мина
        [few] { $mines } мины
        [many] { $mines } мин
       *[other] { $mines } мины
    }
rows = Строки
columns = Столбцы
mines = Мины
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
settings-hint = Изменение поля сразу начинает новую игру.
done = Готово
language = Язык
