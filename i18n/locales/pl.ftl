# Polski.
-language = Polski
-game = Saper

## The page

page-title = { -game }
page-description = { -game }: klasyczne zasady, plansze z ziarnem do udostępniania, do 200 × 200.
manifest-description = Klasyczny { -game } z dokładnym solverem, powtórkami, planszami bez zgadywania i pojedynkiem.
battle-page-title = { -game }: pojedynek
battle-page-description = { -game }: pojedynek z komputerem o terytorium na jednej planszy.

## The classic game's first screen

game-title = { -game }
daily-badge = Plansza dnia { $date }
    .title = Dzisiejsza plansza, taka sama dla wszystkich
no-guess-badge = Bez zgadywania
    .title = Bez zgadywania: od otwarcia pierwszego kliknięcia zawsze da się udowodnić, że jakieś pole jest bezpieczne
game-menu = Menu gry
play-tools = Narzędzia gry
game-window = Gra
mines-left = Pozostałe miny
restart = Nowa gra
    .title = Nowa gra (R)
restart-won = Wygrana. Nowa gra
restart-lost = Przegrana. Nowa gra
timer = { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
        [many] { $seconds } sekund
       *[other] { $seconds } sekundy
    }
making-board = Tworzenie planszy, którą da się rozwiązać samą logiką
dismiss = Zamknij
copied = { $what ->
        [replay] Link do powtórki skopiowany.
        [result] Wynik skopiowany.
       *[link] Link skopiowany.
    }
copy-this = Skopiuj to: { $text }

## The status line

status-loading = Wczytywanie…
status-making = Tworzenie planszy, którą da się rozwiązać samą logiką…
status-ready-chances = Kliknij dowolne pole, aby zacząć: pierwsze kliknięcie jest zawsze bezpieczne, potem widać szanse min.
status-ready = Kliknij dowolne pole, aby zacząć. Prawy przycisk lub długie przytrzymanie stawia flagę; strzałki i spacja też działają.
status-daily = Plansza dnia { $date } · zacznij od zaznaczonego pola (wiersz { $row }, kolumna { $column }), tak samo dla wszystkich. { $attempt }
daily-practice = Trening: twoja pierwsza próba już się liczy.
daily-counts = Twoja pierwsza próba się liczy.
status-won = Wygrana! Plansza wyczyszczona w { $seconds } s.
status-won-untimed = Wygrana!
status-lost = Bum — trafiłeś na minę. Kliknij buźkę lub naciśnij R, aby zagrać ponownie.
status-lost-guess = Bum — strzał solvera ({ $percent } % bezpieczeństwa) trafił na minę. Kliknij buźkę lub naciśnij R, aby zagrać ponownie.
status-lost-guess-about = Bum — strzał solvera (około { $percent } % bezpieczeństwa) trafił na minę. Kliknij buźkę lub naciśnij R, aby zagrać ponownie.
hint-first = Podpowiedź: najlepsze pierwsze kliknięcie
hint-safe = Podpowiedź: bezpieczne
hint-guess = Podpowiedź: strzał — { $percent } % bezpieczeństwa
hint-guess-about = Podpowiedź: strzał — około { $percent } % bezpieczeństwa
hint-estimated-why = (szacunek: za dużo możliwości, by je policzyć)
estimated-note = Prawdopodobieństwa są szacunkowe: za dużo możliwych układów, by policzyć wszystkie.
hint-with-note = { $hint }. { $note }
hint-with-why = { $hint } { $why }

## Play tools

help-note = Pomoc solvera: gra, w której pomaga, nie trafia do statystyk
flag-mode = Tryb flag
hint = Podpowiedź
    .title = Podpowiedź (H). { help-note }
autoplay = Autogra
autoplay-stop = Stop
probabilities = Prawdopodobieństwa
    .title = Prawdopodobieństwa (P). { help-note }

## The board

board = Plansza sapera: wiersze { $rows }, kolumny { $columns }, miny { $mines }. Strzałki przesuwają, spacja odkrywa, F stawia flagę.
zoom = Powiększenie
zoom-out = Pomniejsz
    .title = Pomniejsz (Ctrl + kółko)
zoom-fit = Dopasuj
    .title = Dopasuj planszę do ekranu
zoom-in = Powiększ
    .title = Powiększ (Ctrl + kółko)

## The menu

menu-battle = Pojedynek
    .title = Graj z komputerem o terytorium
menu-ranked = Rankingowe
    .title = Gry sędziowane i klasyfikowane przez serwer gry
menu-daily = Dzienne
    .title = Dzisiejsze plansze, takie same dla wszystkich
menu-history = Historia
    .title = Każda ukończona gra, do ponownego obejrzenia
menu-statistics = Statystyki
menu-share = Udostępnij
    .title = Skopiuj link do tej planszy
menu-settings = Ustawienia
    .title = Ustawienia (S)
account = Konto
    .title-signed-in = Twoje konto: twoje urządzenia, klucz odzyskiwania, logowanie gdzie indziej
    .title-signed-out = Zaloguj się: kluczem odzyskiwania albo grając w rankingowe
theme = Motyw
theme-system = Systemowy
theme-light = Jasny
speed = Prędkość
speed-slow = Wolno
speed-normal = Normalnie
speed-fast = Szybko
theme-dark = Ciemny

## Settings

settings = Ustawienia
presets = Gotowe plansze
preset-beginner = Początkujący
preset-intermediate = Średni
preset-expert = Ekspert
preset-custom = Własna
preset-any-size = dowolny rozmiar
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } mina
        [few] { $mines } miny
        [many] { $mines } min
       *[other] { $mines } miny
    }
rows = Wiersze
columns = Kolumny
mines = Miny
first-click = Pierwsze kliknięcie
rule-opening = Otwarcie
rule-opening-help = pierwsze kliknięcie otwiera obszar
rule-safe = Bezpieczne
rule-safe-help = pierwsze kliknięcie nigdy nie trafia na minę
rule-no-guess = Bez zgadywania
rule-no-guess-help = pierwsze kliknięcie otwiera obszar, a plansza nigdy nie wymaga zgadywania
rule-no-guess-limits = plansze powyżej { $cells } pól mają najwyżej { $percent } % min (ta ma { $density } %)
question-marks = Znaki zapytania
question-marks-help = prawy przycisk zmienia flaga → ? → zakryte
settings-hint = Zmiana planszy od razu zaczyna nową grę.
done = Gotowe
language = Język
