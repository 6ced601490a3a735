# Polski.
-language = Polski
-game = Saper

## The page

page-title = { -game }
page-description = { -game }: klasyczne zasady, plansze z ziarnem do udostępniania, do 200 × 200.
manifest-description = Klasyczny { -game } z dokładnym solverem, powtórkami, planszami bez zgadywania i pojedynkiem.
battle-page-title = { -game }: pojedynek
battle-page-description = { -game }: pojedynek z komputerem o terytorium na jednej planszy.

## First screen: the classic game

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

## First screen: the status line

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

## First screen: the board

board = Plansza sapera: wiersze { $rows }, kolumny { $columns }, miny { $mines }. Strzałki przesuwają, spacja odkrywa, F stawia flagę.
zoom = Powiększenie
zoom-out = Pomniejsz
    .title = Pomniejsz (Ctrl + kółko)
zoom-fit = Dopasuj
    .title = Dopasuj planszę do ekranu
zoom-in = Powiększ
    .title = Powiększ (Ctrl + kółko)

## First screen: the cells, as a screen reader says them

cell = wiersz { $row }, kolumna { $column }, { $state }
cell-state = { $state ->
        [hidden] zakryte
        [flagged] z flagą
        [questioned] ze znakiem zapytania
        [mine] mina
        [exploded] wybuchła mina
       *[wrong-flag] błędna flaga, tu nie ma miny
    }
cell-around = { $count ->
        [0] brak min dookoła
        [one] 1 mina dookoła
        [few] { $count } miny dookoła
        [many] { $count } min dookoła
       *[other] { $count } miny dookoła
    }
cell-chance = { $cell }, szansa na minę { $percent }
battle-cell-state = { $state ->
        [legal] zakryte, możesz je odkryć
        [hidden] zakryte
        [flagged] z flagą
        [hit-you] mina, na którą trafiłeś
        [hit-computer] mina, na którą trafił komputer
       *[mine] mina
    }
battle-cell-owned = { $around }, { $whose ->
        [you] twoje
       *[computer] komputera
    }

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

## First screen: the theme (Battle's header draws its picker at once)

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

## First screen: the presets and sizes (Battle's settings draw them at once)

preset-beginner = Początkujący
preset-intermediate = Średni
preset-expert = Ekspert
preset-custom = Własna

## Settings, continued

preset-any-size = dowolny rozmiar
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } mina
        [few] { $mines } miny
        [many] { $mines } min
       *[other] { $mines } miny
    }

## First screen: the sizes

rows = Wiersze
columns = Kolumny
mines = Miny

## Settings, continued

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
live-counters = Liczniki na żywo
live-counters-help = 3BV/s, kliknięcia i reszta w trakcie gry
live-counters-panel = Liczniki do tej pory
settings-hint = Zmiana planszy od razu zaczyna nową grę.
done = Gotowe
language = Język

## First screen: Battle

battle-badge = Pojedynek
battle-online = Graj z człowiekiem
    .title = Pojedynek z człowiekiem: link dla znajomego albo szybkie dobieranie
battle-classic = Klasyczny
    .title = Klasyczna gra
battle-settings = Ustawienia pojedynku
battle-board = Plansza
battle-preset = { $name } { $rows }×{ $columns }
battle-computer = Komputer
level-novice = Nowicjusz
level-casual = Amator
level-expert = Ekspert
level-master = Mistrz
battle-pace = Tempo
pace-realtime = Czas rzeczywisty
pace-turns = Tury
battle-lives = Życia
battle-no-guess = Bez zgadywania
    .title = Plansza, którą oboje rozwiążecie z waszych otwarć bez zgadywania
battle-speed = Prędkość { $speed }
    .title = Jak szybko komputer gra w czasie rzeczywistym
battle-adjusted = Pojedynek poprawiono: { $changes }.
new-battle = Nowy pojedynek
    .title = Nowy pojedynek (R)
side-you = Ty
side-computer = Komputer
your-move = { " " }· twój ruch
thinking = { " " }· myśli
score = Wynik
cells-unit = { $count ->
        [one] pole
        [few] pola
        [many] pól
       *[other] pola
    }
lives-left = { $lives } z { $most } żyć
first-to = pierwszy do
battle-board-label = Plansza pojedynku: wiersze { $rows }, kolumny { $columns }, miny { $mines }. Twoje terytorium zaczyna się { $corner ->
        [top-left] w lewym górnym rogu
       *[bottom-right] w prawym dolnym rogu
    }. Strzałki przesuwają, spacja odkrywa lub akorduje, F stawia flagę.
battle-won = Wygrana, { $you } do { $computer }: { $why }.
battle-lost = Komputer wygrywa, { $computer } do { $you }: { $why }.
battle-drawn = Remis, { $you } do { $computer }: { $why }.
battle-why-target = wygrywa, kto pierwszy odkryje { $target } bezpiecznych pól
battle-why-stuck = nikt nie mógł odkryć kolejnego bezpiecznego pola, więc wygrywa większe terytorium
battle-making = Tworzenie planszy do rozwiązania bez zgadywania…
battle-ready = Jesteś niebieski, od lewego górnego rogu; komputer jest pomarańczowy, od prawego dolnego. Odkrywaj zaznaczone pola przy swoim terytorium: wygrywa, kto pierwszy odkryje { $target } bezpiecznych pól.
battle-out = Skończyły ci się życia: komputer gra dalej sam.
battle-thinking = Komputer myśli…
battle-your-move = Twój ruch.
battle-race = Wyścig do { $target } bezpiecznych pól!
refusal-not-adjacent = Wiersz { $row }, kolumna { $column } nie styka się z twoim terytorium: zagraj zaznaczone pole.
refusal-open = Wiersz { $row }, kolumna { $column } jest już odkryte.
refusal-flagged = Wiersz { $row }, kolumna { $column } ma flagę: najpierw ją usuń.
refusal-not-your-number = Wiersz { $row }, kolumna { $column } to nie twoja liczba, więc nie akorduje.
refusal-not-your-turn = Poczekaj na ruch komputera.
refusal-over = Pojedynek się skończył: zacznij nowy.
refusal-outside = Wiersz { $row }, kolumna { $column } jest poza planszą.

## Battle's result and statistics

result = Wynik
battle-result-won = Wygrana!
battle-result-lost = Komputer wygrywa
battle-result-drawn = Remis
battle-result-note = Przeciwko { $level }: ty { $you } pól, komputer { $computer }; życia: { $your-lives } do { $its-lives }.
battle-statistics = Statystyki pojedynków
stats-won = Wygrane
stats-lost = Przegrane
stats-drawn = Remisy
battles-elsewhere = Razem z pojedynkami z innych urządzeń: { $count }; reset czyści tylko to urządzenie.
battle-reset = Wyzeruj statystyki pojedynków

## The result card

result-new-best = Nowy rekord!
result-cleared = Wyczyszczone!
result-over = Koniec gry
result-time = Czas
seconds-short = { $seconds } s
result-bbbv = 3BV
result-board-bbbv = 3BV planszy
clicks = Kliknięcia
result-grade = Plansza bez zgadywania: wymagała { $rule ->
        [single] pojedynczych liczb
        [subset] reguły podzbiorów
        [total] liczby wszystkich min
       *[cases] pełnej analizy przypadków
    }.
result-assisted = Solver pomagał w tej grze, więc nie ma jej w statystykach.
watch-replay = Obejrzyj powtórkę
share-replay = Udostępnij powtórkę
export-evf = Eksportuj EVF
copy = Kopiuj
evf-failed = Nie udało się utworzyć pliku EVF: { $why }.
counter-bbbv-s = 3BV/s
    .title = 3BV rozwiązane na sekundę
counter-ioe = IOE
    .title = Wskaźnik efektywności: 3BV rozwiązane na kliknięcie
counter-zini = ZiNi
    .title = Najmniej kliknięć z flagami i akordami
counter-clicks = Kliknięcia
    .title = Lewe, prawe i akordy
counter-wasted = Zmarnowane
    .title = Kliknięcia, które nic nie zmieniły
counter-correctness = Poprawność
    .title = Skuteczne kliknięcia na kliknięcie
counter-throughput = Przepustowość
    .title = 3BV rozwiązane na skuteczne kliknięcie
counter-rqp = RQP
    .title = Kwadrat czasu na rozwiązane 3BV (mniej znaczy lepiej)
counter-stnb = STNB
    .title = Ocena społeczności dla gry na standardowej planszy
counter-path = Ścieżka
    .title = Droga kursora w pikselach przy polach 16-pikselowych (z nagrania)
pixels = { $pixels } px
counter-nf = NF
    .title = Gra bez flag
counter-rtime = Czas
    .title = Sekundy od pierwszego odkrycia
counter-etime = Prognoza
    .title = Czas w tym tempie: czas × 3BV ÷ rozwiązane 3BV
counter-bbbv = 3BV
    .title = Najmniej kliknięć, które czyszczą planszę bez flag
counter-bbbv-solved = 3BV rozwiązane
    .title = 3BV wyczyszczone dotąd kliknięciami
counter-hzini = HZiNi
    .title = ZiNi w kolejności, w jakiej gra człowiek
counter-left = Lewe
    .title = Kliknięcia lewym
counter-right = Prawe
    .title = Kliknięcia prawym
counter-double = Akordy
    .title = Oba przyciski albo lewy na liczbie
counter-ce = Skuteczne
    .title = Kliknięcia, które zmieniły coś, co się liczy
counter-flag = Flagi
    .title = Flagi na planszy
counter-zne = ZNE
    .title = ZiNi na kliknięcie, w wygranej grze
counter-lce = Lewe skuteczne
    .title = Kliknięcia lewym, które coś odkryły
counter-rce = Prawe skuteczne
    .title = Kliknięcia prawym, które oflagowały minę
counter-dce = Akordy skuteczne
    .title = Akordy, które coś odkryły
yes = tak
no = nie

## Statistics

statistics = Statystyki
stats-board = Plansza
stats-played = Rozegrane
stats-rate = Procent
stats-streak = Seria
stats-best = Najlepsza
stats-best-times = Najlepsze czasy
percent = { $percent } %
stats-hint = Gry z pomocą solvera się nie liczą. Każdy najlepszy wskaźnik może pochodzić z innej gry.
best-counters = Najlepsze wskaźniki
meaning-bbbv-s = 3BV planszy (najmniej kliknięć, które ją czyszczą bez flag) na sekundę
meaning-ioe = 3BV rozwiązane na kliknięcie: 1 to jedno kliknięcie na każde 3BV
meaning-rqp = czas do kwadratu przez 3BV: mniej znaczy lepiej
meaning-stnb = ocena społeczności dla wygranej na standardowej planszy: więcej znaczy lepiej
reset-statistics = Wyzeruj statystyki…
confirm-reset = Potwierdź zerowanie
erase-all = Usunąć wszystkie statystyki? Tego nie da się cofnąć.
erase = Usuń
keep = Zostaw
category = { $key ->
        [beginner] Początkujący
        [intermediate] Średni
        [expert] Ekspert
        [beginner-ng] Początkujący, bez zgadywania
        [intermediate-ng] Średni, bez zgadywania
        [expert-ng] Ekspert, bez zgadywania
        [custom-ng] Własna, bez zgadywania
       *[custom] Własna
    }

## The daily boards

daily-boards = Plansze dnia, { $date }
daily-hint = Jedna plansza na poziom każdego dnia (UTC), taka sama dla wszystkich. Zacznij od zaznaczonego pola; liczy się tylko pierwsza próba.
daily-today = Dziś
daily-days-won = Wygrane dni z rzędu
daily-streak = { $streak } (najlepiej { $best })
play = Graj
daily-not-played = Jeszcze nie grane: liczy się pierwsza próba.
daily-started = Rozpoczęte: dokończ, bo inaczej liczy się jako przegrana.
daily-won = Wygrana w { $seconds } s. Zagraj jeszcze raz dla treningu.
daily-lost = Dziś przegrana. Zagraj jeszcze raz dla treningu.
daily-result-won = { -game }, plansza dnia { $date } · { $level } · wygrana w { $seconds } s · 3BV/s { $speed } · IOE { $ioe }
daily-result-lost = { -game }, plansza dnia { $date } · { $level } · przegrana po { $seconds } s, 3BV { $solved }/{ $bbbv } · 3BV/s { $speed } · IOE { $ioe }

## History

history-unreadable = Nie udało się odczytać historii ({ $why }).
history-empty = Nie ma jeszcze ukończonej gry: każda ukończona gra trafia tutaj razem z powtórką.
history-dropped = Niektórych gier nie dało się odczytać i je pominięto ({ $why }).
history-date = Data
history-result = Wynik
history-replay = Powtórka
history-more = Pokaż więcej (jeszcze { $count })
open-video = Otwórz nagranie z innego programu (AVF, RMV, MVF, EVF)
history-kept = Najnowsze 1000 gier i wszystkie najlepsze czasy są przechowywane tylko w tej przeglądarce.
history-board = { $board } { $rows }×{ $columns }/{ $mines }
history-marks = { " " }({ $marks })
list-separator = { ", " }
mark-best = rekord
mark-daily = dzienna
mark-solver = solver
game-won = wygrana
game-lost = przegrana
watch = Obejrzyj
progress = Postępy
progress-board = Plansza
no-progress = Twoje postępy pojawią się tutaj, gdy ukończysz grę.
no-win = Jeszcze bez wygranej: wykresy zaczynają się od pierwszej.

## The progress charts

chart-time-caption = Czas każdej wygranej (s); linia: najlepszy do tej pory
chart-time-label = Czas każdej wygranej w { $games } rozegranych grach, z najlepszym dotychczasowym czasem jako linią.
chart-game-time = Gra { $game }: { $seconds } s
chart-helped = { " " }(z pomocą solvera)
chart-speed-caption = 3BV/s każdej wygranej: 3BV planszy przez jej czas
chart-speed-label = 3BV na sekundę każdej wygranej w rozegranych grach.
chart-game-speed = Gra { $game }: { $speed } 3BV/s
chart-spread-caption = Rozkład 3BV/s wygranych bez pomocy: { $wins }
chart-spread-label = Ile wygranych przypada na każdą ćwiartkę 3BV na sekundę.
chart-spread-bar = { $count } przy { $from }–{ $to } 3BV/s
as-a-table = Jako tabela
chart-wins = Wygrane
chart-calendar-caption = Gry rozegrane w ostatnich { $weeks } tygodniach: { $played }
chart-calendar-label = Kalendarz ostatnich { $weeks } tygodni: rozegrane gry: { $played }.
weekday-mon = pon
weekday-wed = śr
weekday-fri = pt
chart-day = { $date }: gry: { $games }, wygrane: { $wins }
chart-day-column = Dzień
chart-games = Gry
chart-first-game = gra 1
games-table = Gry stojące za wykresami, jako tabela
games-table-game = Gra
best-so-far = Najlepszy dotąd
helped = { " " }(z pomocą)

## The replay viewer

replay-heading = Powtórka
replay-menu = Menu powtórki
replay-back = Wróć do gry
replay-share = Udostępnij
    .title = Skopiuj link, który otwiera tę powtórkę
replay-export = Eksportuj EVF
    .title = Zapisz jako plik EVF dla innych programów do gry w sapera
replay-board = Plansza, jaka była
replay-counters = Wskaźniki
replay-speed-curve = 3BV/s w trakcie gry
replay-speed-curve-label = Rozwiązane dotąd 3BV przez dotychczasowy czas, po każdym z { $points } ruchów.
replay-speed-now = { $speed } 3BV/s w { $seconds } s
replay-state = { $state ->
        [ready] Nie rozpoczęta
        [playing] Gra trwa
        [won] Wygrana
       *[lost] Przegrana
    }
replay-board-title = { $name } { $rows } × { $columns }, { $mines ->
        [one] { $mines } mina
        [few] { $mines } miny
        [many] { $mines } min
       *[other] { $mines } miny
    }
replay-seed = ziarno { $seed }
replay-outcome = { $outcome ->
        [won] wygrana w { $seconds } s
        [lost] przegrana po { $seconds } s
       *[unfinished] nieukończona
    }
replay-by = gracz: { $player }
replay-loading = Wczytywanie powtórki… { $percent } %
replay-refused = Nie udało się otworzyć tej powtórki: { $why }.
replay-gone = jej link był za długi na pasek adresu, więc była trzymana na stronie, a strona została od tego czasu przeładowana — otwórz ją ponownie z pliku lub z historii
play-a-game = Zagraj
replay-copied = Link do tej powtórki skopiowany.
replay-copy-this = Skopiuj ten link: { $link }
replay-long-copied = Link skopiowany, ale ma { $size } KB: za długi dla większości czatów i poczty (Eksportuj EVF tworzy plik).
replay-too-long = Link tej powtórki jest za długi, by go pokazać: Eksportuj EVF tworzy plik do udostępnienia.
replay-reading = Odczytywanie { $file }…
replay-play = Odtwórz (spacja)
replay-pause = Pauza (spacja)
replay-step-back = Ruch wstecz (←)
replay-step-forward = Ruch naprzód (→)
replay-move = Ruch
replay-move-of = ruch { $move } z { $moves }
replay-speed = Prędkość
replay-trail = Ślad
    .title = Droga kursora w poprzedniej sekundzie

## The replay's review

review = Analiza
review-grading = Solver ocenia każdy ruch… { $graded } z { $moves }
review-show = Pokaż
review-filter = { $filter ->
        [all] Wszystko
        [guesses] Strzały
        [flags] Flagi
       *[wasted] Zmarnowane kliknięcia
    } { $count }
review-earlier = Pokaż wcześniejsze (jeszcze { $count })
review-more = Pokaż więcej (jeszcze { $count })
review-none = { $filter ->
        [all] Brak ruchów.
        [guesses] Brak strzałów: każde odkryte pole było na pewno bezpieczne.
        [flags] Brak flag.
       *[wasted] Brak zmarnowanych kliknięć: każde zmieniło planszę.
    }
review-cell = wiersz { $row }, kolumna { $column }
review-flag = flaga na { $cell }: { $kind ->
        [certain] pewna
        [wrong] błędna: tam nie ma miny
       *[uncertain] jeszcze niepewna
    }
review-move = { $action ->
        [reveal] odkrycie
        [flag] flaga
        [mark] znak zapytania
        [unflag] zdjęcie flagi
       *[chord] chord
    } na { $cell }: { $what }
review-grade = { $grade ->
        [safe] bezpieczny
        [unflag] zdjęcie flagi
        [mark] znak zapytania
       *[wasted] zmarnowany
    }
review-forced = wymuszony strzał, { $safety } bezpieczeństwa
review-forced-best = wymuszony strzał, { $safety } bezpieczeństwa (najlepiej { $best } na { $cell })
review-needless = niepotrzebny strzał, { $safety } bezpieczeństwa: { $cell } było pewne
review-worse = gorszy strzał, { $safety } bezpieczeństwa: { $cell } miało { $best }
review-estimated = { " " }(szacunek)
review-by-solver = { " " }(solver)
review-summary = bezpieczne ruchy: { $safe } · wymuszone strzały: { $forced } · niepotrzebne: { $needless } · gorsze: { $worse }
review-luck-none = Szczęście: niepotrzebne, bez strzałów
review-luck = Szczęście: 1 na { $odds } (strzały z { $guesses })
review-and-more = i jeszcze { $count }
review-flags = Flagi: pewne { $certain } · niepewne { $uncertain } · błędne { $wrong }
review-think = średnio { $seconds } s na ruch · najwolniejsze: { $slowest }
review-slow-move = ruch { $move } ({ $seconds } s)

## The replay and video readers' refusals (the engine's reasons, in words)

refusal-replay-ends-early = powtórka kończy się za wcześnie
refusal-replay-version = powtórka ma format { $found }; ta wersja czyta formaty od 1 do { $last }
refusal-replay-checksum = suma kontrolna powtórki się nie zgadza: została zmieniona lub ucięta
refusal-replay-character = tekst powtórki ma znak, którego nie ma w żadnym linku do powtórki: „{ $character }”
refusal-replay-not-text = to nie jest tekst powtórki
refusal-replay-settings = ustawienia powtórki nie tworzą planszy
refusal-replay-layout = miny powtórki nie pasują do jej planszy
refusal-replay-time-back = ruch { $move } jest w { $ms } ms, przed poprzednim ruchem
refusal-replay-outside = ruch { $move } jest na polu { $cell }, poza planszą { $rows }×{ $columns }
refusal-replay-after-end = ruch { $move } następuje po końcu gry
refusal-replay-tampered = ruch { $move } jest oznaczony inaczej, niż wychodzi z jego odtworzenia
refusal-replay-mine-first = pod pierwszym odkryciem ({ $cell }) leży mina, choć zasady tej gry je chronią
refusal-replay-too-long = liczba ruchów powtórki: { $moves }; zachowuje się najwyżej { $most }
refusal-replay-too-big = plansza powtórki ma { $rows }×{ $columns }; obsługiwane są plansze do { $most }×{ $most }
refusal-replay-too-large = powtórka ma { $size } KB; czyta się do { $most } KB
refusal-replay-too-many-clicks = plik ma ponad { $most } kliknięć, najwięcej, ile zachowuje powtórka
refusal-replay-before-edge = ruch { $move } wychodzi poza górną lub lewą krawędź planszy
refusal-replay-evf-board = EVF mieści plansze do 255×255 pól i 65 535 min; ta ma { $rows }×{ $columns }, min: { $mines }
refusal-replay-evf-empty = gra bez ruchów nie ma zdarzeń do zapisania
refusal-replay-cursor = ślad kursora powtórki jest uszkodzony
refusal-replay-video = nie można odczytać nagrania: { $why }
refusal-video-too-large = plik ma { $size } KB; czyta się nagrania do { $most } KB
refusal-video-board = jego plansza ma { $rows }×{ $columns }; nagrania mieszczą plansze od 1×1 do { $most }×{ $most }
refusal-video-too-many-events = zdarzeń myszy jest w nim ponad { $most }
refusal-video-ends-inside = kończy się w środku { $part ->
        [header] nagłówka
        [layout] układu min
        [details] danych gry (gracz, data, wynik)
        [events] zdarzeń myszy
       *[check] sumy kontrolnej
    } (od bajtu { $at })
refusal-video-not-this = to nie jest { $format }: { $why }
refusal-video-level = jego poziom to { $level }; poziomy Arbitra to 3–6
refusal-video-version = jego wersja to { $found }; czyta się wersje od { $first } do { $last }
refusal-video-no-release = jego nagłówek nie podaje wydania Minesweeper Clone
refusal-video-no-mark = nie zaczyna się od „{ $mark }”
refusal-video-mine-off = mina leży na polu { $cell }, poza jego planszą { $rows }×{ $columns }
refusal-video-shared-cell = dwie jego miny leżą na jednym polu
refusal-video-mark-byte = jego bajt znacznika „?” to { $byte }, a Arbiter zapisuje 17 lub 127
refusal-video-not-number = { $what ->
        [bbbv] jego 3BV
       *[time] jego czas
    } to „{ $text }”, a nie liczba
refusal-video-event-kind = ma zdarzenie rodzaju { $kind }, którego { $program } nie zapisuje
refusal-video-first-event = jego pierwsze zdarzenie jest rodzaju { $kind }, od którego nie zaczyna się żadna gra
refusal-video-mines-disagree = min według nagłówka: { $said }, w układzie: { $found }
refusal-video-early-board = jego plansza ma { $rows }×{ $columns }; Clone przed 0.97 zapisywał tylko trzy poziomy
refusal-video-no-events = nie ma zdarzeń myszy
refusal-video-clone-unnamed = nie podaje, w jakim sapera je nagrano
refusal-video-zero-pixels = jego pola mają 0 pikseli szerokości
refusal-video-no-bbbv = tekst jego wyniku nie zawiera 3BV
refusal-video-no-format = to żaden z czytanych formatów nagrań (AVF, RMV, MVF, EVF)
refusal-video-no-format-avf = to żaden z czytanych formatów nagrań (AVF, RMV, MVF, EVF); czytany jako plik Arbitra: { $why }

## The analysis board

analysis-title = Plansza analizy
analysis-refused = Taka pozycja jest niemożliwa: { $why }.
analysis-open = Plansza analizy
analysis-here = Analizuj tutaj
analysis-paste = Pozycja (tekst .mine)
analysis-load = Pokaż
analysis-file = Otwórz plik .mine
analysis-save = Zapisz .mine
analysis-link = Kopiuj link
analysis-back = Wróć do gry
analysis-mines = Miny
analysis-tool = Ustawiaj pola jako
analysis-tool-hidden = Zakryte
analysis-tool-flag = Flaga
analysis-tool-open = Odkryte
analysis-safest = Najbezpieczniejsze: { $cells } ({ $percent } na minę)
analysis-certain = Na pewno wolne: { $safe } · na pewno miny: { $mines }
analysis-dead = Martwe (odkrycie nic nie powie): { $count }
analysis-dead-unknown = Martwe pola: za dużo układów, by je wypisać
analysis-fifty = Wymuszone 50/50: { $count }
analysis-clear = Szansa na wyczyszczenie planszy stąd: { $percent } (najlepiej: { $cell })
analysis-clear-unknown = Szansa na wyczyszczenie planszy: nie szukano (ponad { $cells } niepewnych pól lub { $layouts } układów)
analysis-estimated = Szanse szacowane: za dużo układów, by policzyć wszystkie.
refusal-setup-header = pierwszy wiersz nie jest postaci SZEROKOŚĆxWYSOKOŚĆxMINY (np. 30x16x99)
refusal-setup-size = plansza { $rows } × { $cols }: plansze mają od 1 do { $max } pól na bok
refusal-setup-row-length = wiersz { $row } ma { $length } znaków, a plansza { $cols } szerokości
refusal-setup-missing-rows = podano { $found } wierszy z { $rows }
refusal-setup-number-too-large = { $number } w wierszu { $row }, kolumnie { $col } ma wokół { $room ->
        [one] tylko jedno pole
        [few] tylko { $room } pola
        [many] tylko { $room } pól
       *[other] tylko { $room } pola
    }, które może mieć minę
refusal-setup-flags-around = { $number } w wierszu { $row }, kolumnie { $col } ma wokół { $flags } flag
refusal-setup-more-flags = flag: { $flags }, a min: { $mines }
refusal-setup-too-many-mines = min: { $mines }, a pól, które mogą je mieć: { $room }
refusal-setup-no-layout = każdą liczbę da się spełnić, ale żaden układ min nie spełnia wszystkich

## Saved data that could not be read, and records left out of it

refusal-unread-json = { $fault ->
        [data] nie zawiera tego, co zapisuje ta wersja
        [eof] kończy się za wcześnie
       *[syntax] to nie jest JSON
    } (wiersz { $line }, kolumna { $column })
refusal-unread-format = zapisano w formacie { $found }; ta wersja czyta format { $reads }
refusal-unread-time = jego czas nie jest długością od 0 do roku
refusal-unread-board = to plansza { $rows }×{ $columns }; plansze mają tu najwyżej { $max-rows } wierszy i { $max-columns } kolumn
refusal-unread-speed = jego szybkość to { $found }, a dozwolone są od { $min } do { $max }
refusal-dropped-record = { $category }: { $why }
refusal-dropped-day = „{ $day }”: { $why }
refusal-contradiction = { $why ->
        [more-wins] więcej wygranych niż gier
        [streak] seria dłuższa niż liczba wygranych
        [best-times] więcej najlepszych czasów niż wygranych
        [best-time] najlepszy czas, który nie jest długością
        [best-counter] najlepszy wskaźnik, który nie jest liczbą
        [date] gra z datą, która nie jest czasem
        [board] gra z nieprawidłową planszą
        [no-replay] gra bez powtórki
       *[not-a-day] to nie jest dzień
    }

## The game server's refusals and the ranked client's notices

server-too-many-messages = Zwolnij: najwyżej { $most } wiadomości na sekundę; ta nie została odczytana.
server-too-many-moves = Zwolnij: najwyżej { $most } ruchów na sekundę w grze; ten nie został wykonany.
server-too-many-games = Zwolnij: najwyżej { $most } nowych gier na minutę.
server-too-many-connections = Zwolnij: najwyżej { $most } połączeń naraz z jednego adresu.
server-too-many-synced = Zwolnij: najwyżej { $megabytes } MB gier na godzinę z jednej sieci; reszta zostaje na tym urządzeniu i pójdzie później.
server-too-many-rooms = Zwolnij: najwyżej { $most } pokojów z jednej sieci czeka na drugiego gracza. Zamknij jeden albo dołącz do któregoś.
server-rooms-full = Serwer ma już tyle czekających pokojów, ile może: dołącz do któregoś (Szybka gra) albo spróbuj za kilka minut.
server-makers-busy = Wszystkie generatory plansz bez zgadywania są zajęte; spróbuj za chwilę.
server-too-many-players = Zwolnij: najwyżej { $most } nowych graczy na godzinę z jednego adresu.
server-too-many-joins = Zwolnij: najwyżej { $most } dołączeń do pokojów na minutę.
server-too-many-boards = Zwolnij: najwyżej { $most } plansz pojedynku bez zgadywania na minutę z jednej sieci.
server-too-many-resumes = Zwolnij: najwyżej { $most } wznowionych gier na minutę.
server-too-many-sign-ins = Zwolnij: najwyżej { $most } prób logowania na minutę z jednej sieci.
server-too-many-exports = Zwolnij: najwyżej { $most } pobrań wszystkiego na godzinę.
server-too-many-reads = Zwolnij: za dużo odczytów z jednej sieci; spróbuj za { $seconds } s.
server-not-text = Wiadomości to tekst JSON.
server-not-a-message = Serwer nie umiał odczytać tej wiadomości ({ $detail }).
server-hello-first = Najpierw przywitaj się (hello).
server-device-signed-out = To urządzenie zostało wylogowane: zaloguj się ponownie, aby grać jako ten gracz.
server-unknown-token = Klucz tego urządzenia nie należy do żadnego gracza na tym serwerze.
server-unknown-category = Nie ma planszy rankingowej „{ $name }”.
server-no-game-of-yours = Nie masz gry o tym identyfikatorze.
server-not-your-game = To nie twoja gra.
server-cannot-replay = Tej gry nie udało się odtworzyć.
server-daily-over = Dzień tej planszy dnia minął: jej gra skończyła się razem z nim.
server-daily-played = Dzisiejsza plansza { $category } jest już rozegrana; następna o 00:00 UTC.
server-game-over = Ta gra jest skończona.
server-not-next = Ruch { $seq } nie jest następny: gra czeka na ruch { $next }.
server-too-many-game-moves = Gra rankingowa ma najwyżej { $most } ruchów.
server-off-board = Wiersz { $row }, kolumna { $column } leży poza planszą { $rows }×{ $columns }.
server-daily-start = Pierwsze odkrycie planszy dnia jest na jej starcie: wiersz { $row }, kolumna { $column }.
server-track-too-long = Ślad kursora ma ponad { $most } znaków.
server-track-first-move = Pierwszy ruch nie niesie śladu kursora.
server-track-refused = Ślad kursora został odrzucony ({ $detail }).
server-track-too-many = Ślad kursora przekroczyłby w tej grze { $most } próbek.
server-other-window = Ten pojedynek jest teraz rozgrywany w innym oknie.
server-watching = Oglądasz ten pojedynek: widz nie może wykonywać ruchów.
server-no-second-player = Pojedynek zacznie się, gdy przyjdzie drugi gracz.
server-battle-over = Pojedynek jest skończony.
server-reconnecting = Gracz łączy się ponownie: żaden ruch nie zostanie wykonany, dopóki nie wróci.
server-battle-not-next = To ruch { $seq }; pojedynek czeka na twój ruch { $next }.
server-too-many-battle-moves = W pojedynku tej wielkości gracz wykonuje najwyżej { $most } ruchów.
server-out-of-lives = Nie masz już żyć.
server-not-your-turn = To nie twoja kolej.
server-chord-opens-nothing = Ten chord niczego nie odkrywa: flagi wokół liczby się nie zgadzają.
server-no-room = Nie ma pokoju o tym kodzie (pokój jest trzymany 10 minut po pojedynku).
server-room-elsewhere = Ten pojedynek jest teraz na innym serwerze: dołącz ponownie.
server-room-silent = Serwer tego pokoju nie odpowiedział; spróbuj ponownie.
server-rebuild-failed = Tego pojedynku nie da się kontynuować: serwer nie zdołał go odtworzyć.
server-restarting = Serwer się restartuje; spróbuj ponownie.
server-stopping = Serwer się zatrzymuje: połącz się ponownie.
server-try-again = Serwer nie mógł tego teraz zrobić; spróbuj ponownie.
server-refused = Serwer odmówił.
server-sign-in-first = Najpierw się zaloguj.
server-signed-out-here = To urządzenie jest wylogowane: zaloguj się ponownie albo zacznij od nowa.
server-not-a-recovery-key = To nie jest klucz odzyskiwania: 32 litery i cyfry w grupach po cztery.
server-no-such-recovery-key = Żaden gracz nie ma tego klucza odzyskiwania.
server-keep-a-way-back = Najpierw zachowaj klucz dostępu lub klucz odzyskiwania: po wylogowaniu ten gracz nie mógłby zalogować się ponownie.
server-no-such-device = Nie masz urządzenia o tym identyfikatorze.
server-no-host = Żądanie nie podaje swojego hosta jako adresu internetowego.
server-too-many-links = Zwolnij: najwyżej { $most } otwartych powiązań urządzeń naraz z jednej sieci.
server-links-busy = Właśnie loguje się zbyt wiele urządzeń; spróbuj za kilka minut.
server-no-such-code = Żadne urządzenie nie czeka z tym kodem (kody są ważne dziesięć minut).
server-code-spent = Ten kod został przed chwilą zatwierdzony albo wygasł.
server-link-gone = To logowanie wygasło lub zostało użyte: uruchom „mines login” ponownie.
server-player-gone = Tego gracza już nie ma.
server-database-silent = Baza danych serwera nie odpowiada.
server-no-such-api = Serwer nie ma takiego interfejsu.
server-bad-request = Serwer nie umiał odczytać tego żądania ({ $detail }).
server-bad-day = Dzień zapisuje się RRRR-MM-DD.
server-daily-not-public = Plansza dnia { $day } i jej powtórki są publiczne od następnego dnia, 00:00 UTC.
server-no-such-game = Żadna zakończona gra nie ma tego identyfikatora.
server-no-such-player = Żaden gracz nie ma tego identyfikatora.
server-no-such-page = Nie ma takiej strony.
server-passkey-needs-name = Klucze dostępu wymagają nazwy strony, nie adresu IP: otwórz grę pod http://localhost:PORT albo uruchom serwer z --public-url.
server-passkey-not-added = Klucz dostępu nie został dodany: odpowiedź przeglądarki nie pasowała do prośby. Zacznij od nowa.
server-passkey-not-signed-in = Nie zalogowano: odpowiedź przeglądarki z kluczem dostępu nie pasowała do prośby. Zacznij od nowa.
server-too-many-ceremonies = Zwolnij: najwyżej { $most } otwartych próśb o klucz dostępu naraz z jednej sieci.
server-ceremonies-busy = Właśnie zbyt wielu graczy używa kluczy dostępu; spróbuj za kilka minut.
server-too-many-passkeys = Gracz ma najwyżej { $most } kluczy dostępu: najpierw usuń jeden.
server-ceremony-gone = Ta prośba o klucz dostępu wygasła lub została zakończona (każda trwa pięć minut i działa raz): zacznij od nowa.
server-ceremony-signs-in = Ta prośba loguje; nie dodaje klucza dostępu.
server-ceremony-adds = Ta prośba dodaje klucz dostępu; nikogo nie loguje.
server-not-a-passkey = To nie jest odpowiedź przeglądarki z kluczem dostępu.
server-passkey-taken = Ten klucz dostępu jest tu już zapisany.
server-ceremony-other-player = Tę prośbę rozpoczął inny gracz.
server-unknown-passkey = Ten klucz dostępu nie należy tu do żadnego gracza (może został usunięty).
server-no-such-passkey = Nie masz klucza dostępu o tym identyfikatorze.
server-name-nothing-visible = Nazwa potrzebuje co najmniej jednego widocznego znaku.
server-name-too-long = Nazwa ma od 1 do { $most } znaków, nie { $count }.
server-name-too-many-marks = Nazwa ma najwyżej trzy znaki diakrytyczne na jednej literze.
server-name-looks-given = Nazwy takie jak „Player 3fa2c1” serwer nadaje nowym graczom; wybierz inną.
server-too-many-in-request = Najwyżej { $most } gier w jednym żądaniu.
net-unreachable = Nie można połączyć się z serwerem (brak sieci?).
net-unreadable = Nie udało się odczytać odpowiedzi serwera ({ $detail }).
net-status = Serwer odpowiedział { $status }.
notice-move-not-played = Twój ruch w wierszu { $row }, kolumnie { $column } nie został wykonany: { $why }
notice-new-player = { $why } Grasz jako nowy gracz.
notice-name-later = Nazwa zostanie zapisana po połączeniu z serwerem; spróbuj wtedy.
notice-name-empty = Nazwa ma od 1 do 24 znaków, a ta jest pusta.
notice-name-too-long = Nazwa ma od 1 do 24 znaków, nie { $count }.
notice-dropped = { $count ->
        [one] Gra skończyła się, zanim można było wykonać jeszcze { $count } ruch.
        [few] Gra skończyła się, zanim można było wykonać jeszcze { $count } ruchy.
       *[many] Gra skończyła się, zanim można było wykonać jeszcze { $count } ruchów.
    }
notice-unknown-board = Serwer przysłał planszę, której ta wersja nie umie pokazać ({ $name }, { $rows }×{ $columns }).

## Play a person

online-badge = Pojedynek · z człowiekiem
online-ratings = Rankingi
online-resign = Poddaj się
online-computer = Komputer
    .title = Pojedynki z komputerem
online-settings = { $rows } × { $columns }, min: { $mines }, żyć: { $lives }, { $pace ->
        [realtime] czas rzeczywisty
       *[turns] tury
    }
online-no-guess = { $settings }, bez zgadywania
online-intro = Ustawiony pojedynek: { $settings }. Serwer trzyma planszę i kolejkę: żadna strona nie widzi miny, zanim ktoś na nią trafi.
online-your-name = Twoja nazwa
online-room-new = Link dla znajomego
online-quick = Szybka gra
online-link-label = Link do pokoju
online-send-link = Wyślij ten link znajomemu; pojedynek zacznie się, gdy go otworzy:
online-seat-waiting = Czekanie…
online-their-move = { " " }· ruch rywala
online-another = Kolejny pojedynek: szybka gra
online-back = Wróć do komputera
online-absent = Gra z człowiekiem wymaga serwera gry, a host tej strony go nie uruchamia: poziomy komputera grają dalej.
online-connecting = Łączenie z serwerem gry…
online-retrying = Połączenie zerwane: łączenie ponownie…
online-open = Gra z człowiekiem: utwórz link dla znajomego albo zagraj z następnym czekającym graczem.
online-other-player = drugi gracz
online-a-player = gracz
online-dropped = Twoje połączenie zostało zerwane: łączenie ponownie… (masz 60 s na powrót)
online-waiting = Czekanie, aż ktoś otworzy link…
online-reconnecting = Czekanie na { $name } (łączy się ponownie)…
online-draw = { $reason ->
        [forfeit] Remis przez walkower.
        [stuck] Remis, brak ruchów.
       *[target] Remis.
    }
online-you-won = { $reason ->
        [forfeit] Wygrana walkowerem!
        [stuck] Wygrana, brak ruchów!
       *[target] Wygrana!
    }
online-they-won = { $reason ->
        [forfeit] { $name } wygrywa walkowerem.
        [stuck] { $name } wygrywa, brak ruchów.
       *[target] { $name } wygrywa.
    }
online-rating = Ranking { $change }.
online-closed = Pokój został zamknięty.
online-watching = Oglądasz: { $one } przeciw { $two }.
online-out = Nie masz już żyć: drugi gracz gra dalej.
online-to-move = Ruch: { $name }…
online-not-connected = Brak połączenia: ten ruch nie został wykonany. Łączenie ponownie…
ratings-title = Rankingi w grze z ludźmi
ratings-none = Nikt jeszcze nie zagrał z człowiekiem.
ratings-what = rankingi
ranking-player = Gracz
ranking-rating = Ranking
ranking-battles = Pojedynki
could-not-read = Nie udało się odczytać: { $what } ({ $why }).
close = Zamknij

## Ranked play

ranked-category = { $name ->
        [beginner] Początkujący
        [intermediate] Średni
        [expert] Ekspert
        [daily-beginner] Plansza dnia: początkujący
        [daily-intermediate] Plansza dnia: średni
       *[daily-expert] Plansza dnia: ekspert
    }
ranked = Ranking
ranked-with = Ranking · { $category }
ranked-player-badge = Gracz
ranked-hint = Serwer gry rozdaje planszę, mierzy czas i klasyfikuje twój wynik. W grze rankingowej nie ma podpowiedzi.
ranked-looking = Szukanie serwera gry…
ranked-absent = Gra rankingowa wymaga serwera gry, a host tej strony go nie uruchamia.
ranked-elsewhere = Cała reszta gry działa tutaj;
ranked-serve = uruchamia serwer razem ze stronami.
ranked-categories = Kategorie
ranked-your-name = Twoja nazwa
leaderboards = Rankingi
ranked-your-games = Twoje gry
    .title = Twoje gry rankingowe, pod adresem, który możesz udostępnić
ranked-practice = Trening
    .title = Wróć do gry treningowej
ranked-game = Gra rankingowa
ranked-mark = Ranking
    .title = Serwer mierzy czas tej gry
ranked-waiting = Ruchy do wysłania po powrocie połączenia, w kolejności: { $count }.
ranked-dropped = Połączenie z serwerem zerwane: łączenie ponownie…
ranked-choose = Wybierz kategorię (Ranking), aby zagrać w grę sędziowaną przez serwer.
ranked-daily-ready = { $category }: dzisiejsza plansza, ta sama dla wszystkich. Pierwsze odkrycie jest na zaznaczonym polu; tam rusza zegar serwera.
ranked-ready = Ranking, { $category }: serwer rozdaje planszę i uruchamia zegar przy twoim pierwszym odkryciu.
ranked-won = Wygrana w { $seconds } s według zegara serwera · 3BV { $bbbv }
ranked-rank = miejsce { $rank }
unranked-beyond-record = zapisano, bez rankingu: { $rate } 3BV/s to szybciej niż rekord świata na każdej planszy poziomu { $level } (ponad { $most } 3BV/s)
unranked-beyond-pace = zapisano, bez rankingu: { $pace } ruchów na sekundę to szybciej, niż gra jakikolwiek człowiek (ponad { $most })
unranked-no-history = zapisano, bez rankingu: plansza dnia liczy się w rankingu, gdy ukończysz { $needed } gier rankingowych (masz { $finished })
unranked-shared-network = zapisano, bez rankingu: inny gracz zagrał tę planszę dnia z twojej sieci wcześniej
unranked-held = wstrzymano: { $rate } 3BV/s to daleko ponad twoją najlepszą wygraną na poziomie { $level } ({ $best } 3BV/s); trafi do rankingu, gdy wygrasz grę rankingową na poziomie { $level } z { $needed } 3BV/s lub szybciej
unranked-held-first = wstrzymano: { $rate } 3BV/s to daleko ponad twój rekord (brak wygranej na poziomie { $level }); trafi do rankingu, gdy wygrasz grę rankingową na poziomie { $level } z { $needed } 3BV/s lub szybciej
ranked-released = twoja wstrzymana wygrana ({ $category }, { $day }) jest już w rankingu
ranked-lost = Przegrana.
ranked-public-later = Dzisiejszy układ i wszystkie jego powtórki są publiczne od 00:00 UTC.
ranked-watch-replay = Obejrzyj powtórkę
ranked-another = Kolejna gra: { $category }
leaderboard-category = Kategoria
leaderboard-period = Okres
leaderboard-order = Kolejność
leaderboard-all-time = Cały czas
leaderboard-by-week = Tygodniami
leaderboard-by-day = Dniami
leaderboard-best-time = Najlepszy czas
leaderboard-best-rate = Najlepsze 3BV/s
leaderboard-week-of = Tydzień od { $day }
leaderboard-earlier-week = Wcześniejszy tydzień
leaderboard-later-week = Późniejszy tydzień
leaderboard-earlier-day = Wcześniejszy dzień
leaderboard-later-day = Późniejszy dzień
leaderboard-what = ranking
leaderboard-empty = Jeszcze nikt tu nie wygrał: bądź pierwszy.
leaderboard-player-games = Gry tego gracza
replay-cannot-watch = Tej powtórki nie da się obejrzeć: { $why }.
replay-empty = serwer przysłał pustą powtórkę
player-a-player = Gracz
player-given = Gracz { $id }
player-page-what = strona tego gracza
player-no-games = Jeszcze żadnej gry rankingowej.
player-day = Dzień (UTC)
player-result = { $result ->
        [won] wygrana
        [lost] przegrana
        [abandoned] przegrana (porzucona)
        [day-over] przegrana (dzień się skończył)
        [unranked] wygrana, poza rankingiem
       *[playing] w toku
    }
player-battles = Pojedynki z ludźmi · ranking { $rating }
player-against = Przeciwnik
player-battle-result = { $result ->
        [draw] remis
        [won-forfeit] wygrana walkowerem
        [lost-forfeit] przegrana walkowerem
        [won] wygrana
       *[lost] przegrana
    }
player-not-rated = poza rankingiem
player-rating-label = Ranking w ostatnich pojedynkach ({ $battles }): od { $from } do { $to }.
player-rating-before = przed
player-rating-after = po pojedynku { $battle }
player-rating-point = { $rating } po pojedynku z { $day }

## The account screen

account-badge = Konto
account-asking = Pytanie do serwera gry…
account-no-player = Ta przeglądarka nie ma jeszcze gracza na tym serwerze: zagraj w grę rankingową, aby nim zostać, utwórz go kluczem dostępu albo zaloguj się poniżej.
account-make-with-passkey = Utwórz mojego gracza kluczem dostępu
account-passkey-hint = Klucz dostępu przechowuje to urządzenie (albo twój telefon lub menedżer haseł) i loguje cię odciskiem palca, twarzą lub blokadą ekranu: bez nazwy i bez hasła.
account-deleted = Konto usunięte: wylogowane urządzenia: { $devices }, usunięte klucze dostępu: { $passkeys }, usunięte gry: { $games }. Zostają gry rankingowe ({ $ranked }) i pojedynki ({ $battles }), pod nazwą { $name }.
account-key-kept = Masz klucz odzyskiwania. Nowy go zastąpi: stary przestanie działać.
account-key-passkeys = Klucz odzyskiwania loguje urządzenie, na którym nie ma żadnego z twoich kluczy dostępu.
account-key-nothing = Bez klucza dostępu, klucza odzyskiwania lub innego zalogowanego urządzenia wyczyszczenie danych tej przeglądarki utraci tego gracza na zawsze.
account-player = Gracz { $id }: twoje gry rankingowe i pojedynki.
account-passkeys = Klucze dostępu
account-passkey-offer = Zalogowano kluczem odzyskiwania. Dodaj klucz dostępu na tym urządzeniu, aby następnym razem logować się bez niego.
account-no-passkey = Jeszcze żadnego klucza dostępu. Klucz dostępu loguje cię na każdym urządzeniu, na którym jest (synchronizowany przez telefon lub menedżer haseł albo przez telefon przyłożony do kodu QR komputera), bez nazwy i bez hasła.
account-add-passkey = Dodaj klucz dostępu
account-recovery-key = Klucz odzyskiwania
account-key-once = Pokazany tylko ten raz: skopiuj go lub wydrukuj i trzymaj tam, gdzie tylko ty masz dostęp. Loguje każde urządzenie jako ty.
account-print = Drukuj
account-new-key = Utwórz nowy klucz odzyskiwania
account-make-key = Utwórz klucz odzyskiwania
account-games = Twoje gry na każdym urządzeniu
account-devices = Urządzenia zalogowane jako ty
account-device = Urządzenie
account-signed-in = Zalogowano
account-last-seen = Ostatnio widziane
account-network = Sieć
account-sign-out = Wyloguj
account-sign-out-others = Wyloguj wszędzie indziej
account-terminal-before = Gra w terminalu loguje się poleceniem
account-terminal-after = : pokazuje kod do zatwierdzenia tutaj.
account-syncing = Wysyłanie gier tej przeglądarki i odczytywanie pozostałych…
account-synced = Serwer trzyma { $kept } twoich gier dla twoich urządzeń; { $received } przyszło właśnie z innych urządzeń, { $added } poszło z tego.
account-synced-dropped = Najstarsze ({ $dropped }) opuściły serwer, by zmieścić się w 5000 gier (zostają na urządzeniach, które je mają).
account-synced-refused = Nie zachowano: { $why }.
sync-too-large = gra { $game }: ponad { $most } KB, zostaje tylko na swoim urządzeniu
sync-unreadable = gra { $game }: nie da się odczytać jej powtórki ({ $detail })
sync-bad-date = gra { $game }: jej data nie jest czasem
sync-tallies-full = bilans pojedynków: zapisano już bilanse { $most } urządzeń, ten zostaje tutaj
sync-bad-tally = bilans pojedynków: { $detail }
account-games-hint = Gry klasyczne, bez zgadywania i plansze dnia z powtórkami, rozegrane po zalogowaniu lub wcześniej: zachowane jako twoje, nigdy w rankingu (serwer ich nie sędziował).
account-sync-now = Synchronizuj moje gry teraz
account-key-copied = Klucz skopiowany.
account-key-not-copied = Nie udało się skopiować klucza: zaznacz go i skopiuj ręcznie.
account-device-kind = { $kind ->
        [browser] Przeglądarka
        [terminal] Terminal
       *[first] Urządzenie, na którym zaczynałeś
    }
account-this-one = { " " }(to)
account-signed-out-here = Ta przeglądarka jest wylogowana.
account-sign-out-device = Wyloguj: { $device }, ostatnio widziane { $seen }
account-you-are = Jesteś { $name }: twój klucz dostępu loguje cię na każdym urządzeniu, na którym jest.
account-passkey-added = Klucz dostępu dodany: loguje cię na każdym urządzeniu, na którym jest.
account-passkey-added-at = Dodany { $when } z { $network }
account-passkey-used = ostatnio użyty { $when }
account-remove = Usuń
account-remove-passkey = Usuń klucz dostępu dodany { $when }
account-signed-in-as = Zalogowano jako { $name }.
account-replaces = Klucz innego gracza zastąpi { $name } w tej przeglądarce (na innych urządzeniach pozostaje zalogowany).
account-sign-in-here = Zaloguj się na tym urządzeniu
account-sign-in-passkey = Zaloguj się kluczem dostępu
account-sign-in-passkey-hint = Kluczem dostępu z tego urządzenia, zsynchronizowanym z nim albo z telefonu (przeglądarka pokaże kod QR).
account-recovery-label = Klucz odzyskiwania
account-sign-in = Zaloguj
account-or-recovery = Albo kluczem odzyskiwania utworzonym na innym urządzeniu.
account-no-player-device = Ta przeglądarka nie ma gracza na tym serwerze: najpierw się zaloguj (Konto), potem otwórz adres ponownie.
account-device-asks = Urządzenie prosi o zalogowanie jako ty. Zatwierdź tylko, jeśli sam je uruchomiłeś i pokazuje ten kod:
account-device-when = Zapytało o { $when } z sieci { $network }; kod jest ważny jeszcze { $minutes } min.
account-approve = Zatwierdź: zaloguj je jako mnie
account-approved = Zatwierdzono: urządzenie, które pokazało { $code }, jest zalogowane jako ty. Pojawia się wśród twoich urządzeń (Konto), gdzie możesz je wylogować.
account-sign-in-device = Zaloguj urządzenie
account-device-code = Kod, który pokazuje urządzenie
account-next = Dalej
account-your-data = Twoje dane
account-download-all = Pobierz wszystko (JSON)
account-download-csv = Pobierz historię (CSV)
account-data-hint = Wszystko: twoje konto, urządzenia i klucze dostępu, gry rankingowe z powtórkami, pojedynki i ranking, oraz każda twoja gra, którą trzyma serwer i ta przeglądarka.
account-everything-in = Wszystko jest w { $file }.
account-history-in = Historia tej przeglądarki jest w { $file }.
account-delete-title = Usunąć to konto?
account-delete-removes = Usunięte teraz: zalogowane urządzenia ({ $devices }, wszystkie wylogowane, to też), klucze dostępu ({ $passkeys }), twój klucz odzyskiwania i gry, które serwer trzyma dla twoich urządzeń. Twoja nazwa zmieni się na nadaną przez serwer (Gracz { $id }).
account-delete-stays = Zostają: twoje gry rankingowe i pojedynki, w rankingach i na stronach innych graczy, pod tą nazwą; oraz gry tej przeglądarki, dopóki ich tu nie wyczyścisz. Jeśli chcesz kopię, najpierw pobierz wszystko. Tego nie da się cofnąć.
account-delete-confirm = Usuń moje konto
account-keep = Zostaw
account-delete = Usuń moje konto…
passkey-not-made = Nie utworzono klucza dostępu: anulowano albo minął czas.
passkey-not-signed-in = Żaden klucz dostępu nie zalogował: anulowano, minął czas albo to urządzenie nie ma klucza dla tej strony.
passkey-held = To urządzenie ma już klucz dostępu tego gracza.
passkey-needs-name = Klucze dostępu potrzebują nazwy strony (https lub localhost): nie adresu IP.
passkey-unsupported = Ta przeglądarka nie obsługuje kluczy dostępu: użyj klucza odzyskiwania.
passkey-failed = Klucz dostępu nie zadziałał ({ $name }): spróbuj ponownie albo użyj klucza odzyskiwania.

## First screen: what a link was adjusted for

link-adjusted = Link został poprawiony: { $notes }.
link-repeated = { $key } podano więcej niż raz; liczy się ostatnie („{ $value }”)
link-seed = ziarno „{ $value }” nie jest liczbą od 0 do { $max }; wylosowano planszę
link-not-number = { $key }=„{ $value }” nie jest liczbą; użyto wartości domyślnej
link-no-guess-flag = ng=„{ $value }” nie jest 1 (bez zgadywania) ani 0; użyto 0
link-unknown = „{ $key }” nie jest żadnym z { $known }; pominięto
link-rule = rule „{ $value }” nie jest safe ani opening; użyto opening
link-daily = daily=„{ $value }” nie jest beginner, intermediate ani expert; pokazano grę klasyczną
link-date = date=„{ $value }” nie jest dniem (YYYY-MM-DD); użyto dzisiejszego
link-mode = mode=„{ $value }” nie jest classic ani battle; pokazano grę klasyczną
link-date-alone = date= idzie w parze z daily=; pominięto
link-side = { $key }={ $wanted } zmieniono na { $got }: { $key } musi być od { $min } do { $max }
link-mines = mines={ $wanted } zmieniono na { $got }: plansza { $rows }×{ $columns } mieści od 1 do { $max } min
link-no-guess-safe = plansze bez zgadywania otwierają obszar przy pierwszym kliknięciu: rule=safe zmieniono na opening
link-no-guess-dense = pominięto ng=1: plansze bez zgadywania powyżej { $cells } pól mają najwyżej { $percent } % min, a { $rows }×{ $columns } z { $mines } minami ma { $density } %
link-preset = preset „{ $value }” nie jest beginner, intermediate ani expert; użyto beginner
link-level = level „{ $value }” nie jest novice, casual, expert ani master; użyto casual
link-pace = pace „{ $value }” nie jest realtime ani turns; użyto realtime
link-battle-side = { $what } w pojedynku musi być od { $min } do { $max }; użyto { $got } zamiast { $asked }
link-battle-mines = pojedynek { $rows }×{ $columns } mieści od 1 do { $max } min; użyto { $got } zamiast { $asked }
link-battle-lives = lives musi być od 1 do { $most }; użyto { $got } zamiast { $asked }
link-speed = speed musi być od { $min } do { $max }; użyto { $got } zamiast { $asked }

## First screen: notices

notice-no-solver = Plansze bez zgadywania potrzebują solvera, a nie udało się go pobrać (czy jesteś offline?).

## Notices

notice-no-guess-fallback = Nie znaleziono planszy bez zgadywania dla { $rows }×{ $columns } z { $mines } minami: ta może wymagać zgadywania.

## The terminal: the full-screen game

term-too-small = Terminal ma { $width }×{ $height }; { -game } potrzebuje co najmniej { $min-width }×{ $min-height }. Powiększ go albo naciśnij q, aby wyjść.
term-keys-line = H podpowiedź · p prawdopodobieństwa · a autogra · n nowa · ? pomoc · q wyjście
term-keys = Klawisze
term-state = { $state ->
        [ready] Gotowe
        [playing] Gra trwa
        [won] Wygrana!
       *[lost] Przegrana
    }
term-mode = { $mode ->
        [autoplay] autogra
        [probabilities] prawdopodobieństwa
        [marks] znaki zapytania
       *[no-guess] bez zgadywania
    }
term-mines = Miny { $mines }
term-time = Czas { $seconds }
term-board = { $name } { $rows }×{ $columns }/{ $mines } · ziarno { $seed }
term-place = wiersz { $row } kolumna { $column }
term-place-chance = wiersz { $row } kolumna { $column }: { $chance } na minę
term-any-key = Każdy inny klawisz zamyka to okno.
term-key-arrows = strzałki, h j k l
term-key-space = Spacja, Enter
term-key-mouse = mysz
key-move = przesuń kursor (Home/End, PgUp/PgDn skaczą)
key-reveal = odkryj; na spełnionej liczbie: chord
key-flag = flaga (ze znakami zapytania: flaga → ? → zakryte)
key-chord = chord: odkryj wokół spełnionej liczby
key-hint = podpowiedź: solver wykonuje swój ruch
key-probabilities = prawdopodobieństwa: zacieniuj każde zakryte pole
key-autoplay = autogra wł./wył.
key-new = nowa gra, ten sam rozmiar
key-presets = nowa: Początkujący / Średni / Ekspert
key-marks = znaki zapytania (?) wł./wył.
key-statistics = statystyki
key-help = ta pomoc
key-quit = wyjdź (gra zostaje zapisana)
key-mouse = lewy odkrywa, prawy lub Shift+lewy stawia flagę, środkowy robi chord
term-welcome = Strzałki lub hjkl przesuwają, spacja odkrywa, f stawia flagę, ? pokazuje wszystkie klawisze
term-restored = Twoja gra wróciła tam, gdzie ją zostawiłeś
term-restored-over = Twoja ostatnia gra, zakończona: n zaczyna nową
term-replay-unread = (nie udało się odczytać jej powtórki: { $why })
term-new-game = Nowa gra, ziarno { $seed }
term-probabilities-off = Prawdopodobieństwa ukryte
term-probabilities-ready = Prawdopodobieństwa: przed pierwszym odkryciem nie ma jeszcze min, a pierwsze odkrycie jest zawsze bezpieczne
term-probabilities-on = Prawdopodobieństwa wł.: ○ bezpieczne, ░▒▓ bardziej prawdopodobne, ● mina (gra wypada ze statystyk)
term-autoplay-off = Autogra wył.
term-autoplay-on = Autogra wł.: a zatrzymuje
term-over = Gra skończona: n zaczyna nową
term-marks-on = Znaki zapytania wł.: f przełącza flaga, ?, zakryte
term-marks-off = Znaki zapytania wył.: f stawia i zdejmuje flagi
term-key-live = liczniki na żywo wł./wył.
term-live-on = Liczniki na żywo włączone: i je ukrywa
term-live-off = Liczniki na żywo wyłączone
term-won = Wygrana w { $seconds } s · { $figures }.
term-new-best = Nowy najlepszy czas dla { $category }!
term-assisted = Z pomocą solvera: poza statystykami.
term-lost-guess = Bum — strzał solvera ({ $chance } bezpieczeństwa) trafił na minę · { $figures }.
term-lost-mine = Bum — mina na { $cell } · { $figures }.
term-play-again = n — zagraj ponownie
term-stats-unsaved = nie udało się zapisać statystyk: { $why }
term-history-unsaved = nie udało się dodać gry do historii: { $why }
term-game-unsaved = Nie udało się zapisać gry w { $folder }: { $why }
term-prefs-unsaved = Nie udało się zapisać ustawień: { $why }

## The terminal: moves, hints and chances (both modes)

move-over = gra skończona: new albo quit
move-outside = { $cell } leży poza planszą
move-flagged = { $cell } ma flagę: najpierw ją zdejmij (f { $cell })
move-hidden-chord = { $cell } jest zakryte: chord działa tylko na odkrytej liczbie (r { $cell } je odkrywa)
move-needs-flags = { $cell } jest już odkryte: chord działa, gdy obok { $number ->
        [one] jest 1 flaga
        [few] są { $number } flagi
        [many] jest { $number } flag
       *[other] jest { $number } flagi
    } (teraz { $flags })
move-no-flag-here = { $cell } jest już odkryte: flagę można postawić tylko na zakrytym polu
move-open = { $cell } jest już odkryte
no-guess-needs = plansza bez zgadywania: wymaga { $rule ->
        [single] pojedynczych liczb
        [subset] reguły podzbioru
        [total] liczby wszystkich min
       *[cases] pełnej analizy przypadków
    }
no-guess-fallback = nie znaleziono planszy bez zgadywania dla { $rows }×{ $columns } z { $mines } minami; ta może wymagać zgadywania
hint-none-left = nie zostało żadne zakryte pole do zagrania
hint-unflag = podpowiedź: { $cell } jest bezpieczne, więc flaga jest błędna: zostaje zdjęta
hint-played = podpowiedź: { $cell }, { $kind ->
        [first] ruch otwierający
        [safe] bezpieczne
        [guess] strzał — { $chance } bezpieczeństwa
       *[about] strzał — około { $chance } bezpieczeństwa (szacunek: zbyt otwarte, by policzyć)
    }
chance-open = { $cell } jest odkryte: nie ma miny
chance-over = { $cell }: gra skończona
chance-ready = { $cell }: przed pierwszym odkryciem nie ma jeszcze min, a pierwsze odkrycie jest zawsze bezpieczne
chance-safe = { $cell }: na pewno bezpieczne
chance-mine = { $cell }: na pewno mina
chance-of = { $cell }: { $chance } szans na minę
chance-estimated = { $cell }: { $chance } szans na minę (szacunek)

## The terminal: line mode

line-board = { $rows }×{ $columns }, { $mines ->
        [one] { $mines } mina
        [few] { $mines } miny
        [many] { $mines } min
       *[other] { $mines } miny
    }, ziarno { $seed }
line-ready = gotowe: odkryj pole, aby zacząć (r ROW COL) — { $board }
line-ready-no-guess = gotowe: odkryj pole, aby zacząć (r ROW COL) — { $board }, bez zgadywania
line-playing = gra trwa: zostało min: { $left } — { $board }
line-won = wygrana! każde bezpieczne pole jest odkryte — { $board } — new albo quit
line-lost = przegrana: wybuchła mina — { $board } — new albo quit
line-ask-rows = wiersze ({ $min }-{ $max } lub gotowy poziom: beginner, intermediate, expert)
line-ask-columns = kolumny ({ $min }-{ $max })
line-ask-mines = miny (1-{ $max })
line-nothing-to-export = nie ma jeszcze czego eksportować: gra nie ma ruchu
line-exported = wyeksportowano do { $path } (EVF, bajtów: { $bytes })
line-not-written = nie udało się zapisać { $path }: { $why }
line-help =
    polecenia (jedno na wiersz, wielkość liter bez znaczenia; ROW i COL liczone od 1, najpierw wiersz):
      r ROW COL      odkryj pole (na liczbie z postawionymi flagami: chord)
      f ROW COL      postaw flagę na zakrytym polu albo ją zdejmij
      c ROW COL      chord: odkryj sąsiadów bez flagi spełnionej liczby
      hint           zagraj ruch solvera (bezpieczny, jeśli jest pewny, inaczej jego najlepszy strzał)
      prob ROW COL   szansa, że pole jest miną
      new [beginner|intermediate|expert|ROWS COLS MINES] [seed N]
                     nowa gra (ten sam rozmiar, chyba że podano inny; losowe ziarno, chyba że podano)
      board          wypisz planszę ponownie
      review         każdy dotychczasowy ruch oceniony przez solver, i wskaźniki
      export PATH    zapisz grę (skończoną lub nie) jako plik powtórki EVF
      help           ta lista
      quit           wyjdź (koniec wejścia też kończy)
    symbole: # zakryte, F flaga, ? znak zapytania, . puste, 1-8 min dookoła, po przegranej * mina,
    X ta, która wybuchła, x błędna flaga
what = { $what ->
        [row] wiersz
        [column] kolumna
        [rows] wiersze
        [columns] kolumny
       *[mines] miny
    }
line-unknown = nieznane polecenie „{ $word }” (spróbuj help)
line-no-args = { $command } nie przyjmuje nic po sobie, a dostało „{ $word }”
line-needs-cell = { $command } potrzebuje ROW COL
line-cell-then = { $command } potrzebuje ROW COL i nic więcej, a dostało „{ $word }” po nich
line-not-whole = { $what } „{ $word }” nie jest liczbą całkowitą
line-must-be-whole = { $what }: potrzebna liczba całkowita, a jest „{ $word }”
line-side = { $what }: od { $min } do { $max }, a jest { $value }
line-mines = miny: od 1 do { $max } na planszy { $rows }×{ $columns }, a jest { $value }
line-outside = { $what } { $value } leży poza 1..{ $max }
line-new-size = new przyjmuje beginner, intermediate, expert albo ROWS COLS MINES, a dostało „{ $word }”
line-new-usage = new przyjmuje beginner, intermediate, expert albo ROWS COLS MINES, potem seed N
line-seed-number = ziarno „{ $word }” nie jest liczbą od 0 do { $max }
line-seed-missing = seed potrzebuje liczby po sobie
line-seed-extra = seed przyjmuje jedną liczbę, a dostało „{ $word }” po niej
line-export-path = export potrzebuje nazwy pliku: export PATH
term-no-games = Nie zapisano jeszcze żadnej zakończonej gry: zagraj w „mines”.
term-stats-summary = { $category } — { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[other] { $games } gier
    }, { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[other] { $wins } wygranych
    }
term-stats-best = najlepszy czas { $seconds } s
term-spread = { $caption } (słupek co { $step } 3BV/s)
term-calendar-legend = · brak, ░ 1, ▒ 2–3, ▓ 4–7, █ 8+
term-history-result = { $result } w { $seconds } s
term-replay = Powtórka
term-replay-move = ruch { $move }/{ $moves }
term-replay-state = { $playing ->
        [yes] odtwarzanie
       *[no] pauza
    }
term-replay-start = Spacja odtwarza, → przechodzi o jeden ruch
term-replay-keys = Spacja odtwórz/pauza · ← → krok · Home End · + − tempo · q wyjście
term-ranked-help =
    polecenia gry rankingowej (jedno w wierszu; ROW i COL liczą się od 1, najpierw wiersz):
      r ROW COL   odkryj pole (na liczbie z kompletem flag: akord)
      f ROW COL   oflaguj zakryte pole albo zdejmij flagę
      c ROW COL   akord
      board       wypisz planszę jeszcze raz
      new         kolejna gra w tej kategorii (nie dla planszy dnia)
      help        ta lista
      quit        wyjdź (niedokończona gra zostaje niedokończona na serwerze)
    Serwer rozdaje planszę i mierzy czas; w grze rankingowej nie ma podpowiedzi.
term-ranked-no-game = nie ma gry: wpisz new
term-playing-as = grasz jako { $name }
term-no-answer = serwer nie odpowiedział: ruch jest zachowany i zostanie wysłany, gdy serwer wróci
term-not-started = serwer gry pod { $server } nie rozpoczął gry
term-over-new = gra się skończyła: wpisz new, aby zagrać ponownie
term-daily-once = planszę dnia gra się raz dziennie; następna o 00:00 UTC
term-ranked-no-tools = w grze rankingowej nie ma podpowiedzi, prawdopodobieństw, analizy ani eksportu: powtórka będzie na końcu
term-not-to-chord = { $cell } to nie liczba do akordu
term-daily-start = pierwsze odkrycie na planszy dnia jest na jej starcie: r { $cell }
term-ranked-daily-ready = gotowe: plansza dnia zaczyna się od r { $cell } — { $game }; tam rusza zegar serwera
term-ranked-won = wygrana — { $game }
term-ranked-lost = przegrana: wybuchła mina — { $game }
term-replay-link = powtórka: { $url }
term-ranked-state = { $state ->
        [connecting] łączenie
        [won] wygrana
        [lost] przegrana
        [playing] gra trwa
       *[ready] gotowe
    }
term-ranked-asking = prośba do serwera gry o planszę…
term-ranked-keys = strzałki/hjkl ruch · Spacja odkryj · f flaga · c akord · n nowa gra · q wyjście
term-server-retry = nie można połączyć się z serwerem gry pod { $server } ({ $why }); ponawiam
term-unreachable = nie można połączyć się z serwerem gry pod { $server }: { $why }
term-player-not-kept = nie udało się zapisać twojego gracza rankingowego ({ $why }): następna sesja zagra jako nowy gracz
term-leaderboard-player = gracz
term-leaderboard-time = czas
term-login-open = Aby zalogować ten terminal, otwórz ten adres w przeglądarce zalogowanej jako twój gracz:
term-login-check = i przed zatwierdzeniem sprawdź, czy pokazuje ten kod:
term-login-lasts = (kod jest ważny { $minutes } min; Ctrl-C przerywa czekanie)
term-login-expired = kod wygasł przed zatwierdzeniem: uruchom „mines login” ponownie
term-login-no-folder = zalogowano, ale nie ma folderu danych na token
term-login-not-kept = zalogowano, ale nie udało się zapisać tokenu: { $why }
term-login-signed-in = Zalogowano jako { $name } ({ $player }): „mines ranked --server { $server }” gra jako ten gracz.
term-login-other = (Ten terminal grał wcześniej na tym serwerze jako inny gracz; pozostaje on zalogowany na swoich innych urządzeniach.)
term-sync-no-folder = nie ma folderu danych: ten terminal nie przechowuje gier
term-sync-not-signed-in = ten terminal nie jest zalogowany na { $server }: najpierw uruchom „mines login --server { $server }”
term-sync-forgotten = { $server } już nie zna tego terminala (wylogowany?): uruchom ponownie „mines login --server { $server }”
term-sync-not-kept-here = nie udało się zapisać gier tutaj: { $why }
term-sync-mark-not-kept = nie udało się zapisać, gdzie zatrzymała się synchronizacja: { $why }
term-synced = Zsynchronizowano jako { $name }: wysłane z tego terminala: { $sent }, z twoich innych urządzeń: { $received }; serwer przechowuje { $kept } twoich gier.
term-sync-dropped = Aby zmieścić się w limitach, serwer porzucił stare gry ({ $dropped }); zostają na urządzeniach, które je mają.
notice-rest-missing = Nie udało się pobrać solvera i okien dialogowych (brak sieci?).
notice-kept-unread = Nie udało się odczytać zapisanej gry i statystyk: nie udało się pobrać reszty strony (brak sieci?).
notice-part-missing = Nie udało się pobrać tej części gry (brak sieci?).
notice-battle-kept-unread = Nie udało się odczytać zapisanego pojedynku i statystyk: nie udało się pobrać reszty strony (brak sieci?).
notice-computer-missing = Komputer nie może grać: nie udało się pobrać jego umysłu (brak sieci?).
notice-unread-prefs = Nie udało się odczytać twoich ustawień ({ $why }); zostały zresetowane.
notice-unread-stats = Nie udało się odczytać twoich statystyk ({ $why }); zostały zresetowane.
notice-unread-daily = Nie udało się odczytać twoich wyników plansz dnia ({ $why }); zostały zresetowane.
notice-unread-game = Nie udało się odczytać zapisanej gry ({ $why }); została odrzucona.
notice-unread-battle-stats = Nie udało się odczytać statystyk pojedynków ({ $why }); zostały zresetowane.
notice-unread-battle = Nie udało się odczytać zapisanego pojedynku ({ $why }); został odrzucony.
notice-stats-reset = Część statystyk się nie zgadzała i została zresetowana ({ $what }).
notice-daily-dropped = Pominięto część wyników plansz dnia ({ $what }).
notice-storage-full = Pamięć przeglądarki jest pełna: tej gry nie udało się zapisać w historii.
notice-storage-dropped = Pamięć przeglądarki jest pełna: najstarsze gry ({ $count }) usunięto z historii, aby zrobić miejsce (najlepsze gry zostają).
notice-replay-unread = Nie udało się odczytać powtórki tej gry ({ $why }); gra toczy się dalej bez niej.
notice-videos-elsewhere = Nagrania otwierają się na stronie gry: upuść je tam albo użyj Historia → Otwórz nagranie.
notice-no-guess-refused = Plansza bez zgadywania została odrzucona ({ $why }); ta może wymagać zgadywania.
account-passkey-request-unread = Nie udało się odczytać prośby serwera o klucz dostępu.
account-no-window = Ta strona nie ma okna przeglądarki.
account-passkey-answer-unread = Nie udało się odczytać odpowiedzi przeglądarki.
cli-about = { -game } w terminalu, z solverem dokładnych prawdopodobieństw do podpowiedzi.
cli-long-about = W terminalu gra na pełnym ekranie (? pokazuje klawisze). Z --line, albo gdy standardowe wejście lub wyjście nie jest terminalem, czyta jedno polecenie w wierszu (wpisz help), dla skryptów i czytników ekranu; --json sprawia, że wypisuje jeden obiekt JSON w wierszu, dla programów.
cli-usage = Użycie
cli-options = Opcje
cli-commands = Polecenia
cli-arguments = Argumenty
cli-help = Pokaż pomoc
cli-help-command = Pokaż tę listę albo pomoc podanego polecenia
cli-version = Pokaż wersję
cli-preset = Klasyczna plansza: beginner 9×9/10, intermediate 16×16/40 lub expert 16×30/99.
cli-rows = Wiersze własnej planszy ({ $min }–{ $max }), razem z --cols i --mines.
cli-cols = Kolumny własnej planszy ({ $min }–{ $max }), razem z --rows i --mines.
cli-mines = Miny własnej planszy (od 1 do wiersze × kolumny − 1), razem z --rows i --cols.
cli-seed = Ziarno planszy: to samo ziarno i to samo pierwsze odkrycie dają tę samą planszę, tu i w przeglądarce. Bez niego losowe.
cli-rule = Co gwarantuje pierwsze odkrycie: opening (otwiera się obszar, bez miny na polu i wokół niego; domyślnie) lub safe (bezpieczne jest tylko pierwsze odkryte pole).
cli-no-guess = Plansze bez zgadywania: od obszaru pierwszego odkrycia zawsze da się dowieść, że jakieś pole jest bezpieczne (oznacza --rule opening).
cli-line = Graj w trybie wierszowym nawet w terminalu.
cli-json = Tryb wierszowy wypisujący jeden obiekt JSON w wierszu (oznacza --line).
cli-no-color = Bez kolorów (tak samo działa niepusta zmienna NO_COLOR).
cli-marks = Pełny ekran: f przełącza flaga → ? → zakryte (zapamiętane, aż m to wyłączy).
cli-lang = Język tekstów dla ludzi ({ $tags }): inaczej język ustawień regionalnych (LC_ALL, LC_MESSAGES, LANG), a inaczej angielski. Polecenia i JSON się nie zmieniają.
cli-ranked = Zagraj rankingową grę na serwerze gry, który rozdaje planszę, mierzy czas i klasyfikuje wygraną (pełny ekran; --line lub --json dla jednego polecenia w wierszu).
cli-login = Zaloguj ten terminal jako gracza, którym jesteś w przeglądarce: wypisuje adres i kod do zatwierdzenia tam; potem „mines ranked” gra jako ten gracz.
cli-sync = Wyślij gry z tego terminala na serwer gry, na którym się zalogowano („mines login”), i pobierz te, które rozegrały tam twoje inne urządzenia: historia i statystyki na każdym urządzeniu.
cli-leaderboard = Ranking serwera gry: najlepsza wygrana każdego gracza.
cli-history = Wypisz zakończone gry zapisane w folderze danych, od najnowszej (numer odtwarza albo analizuje grę).
cli-stats = Zapisane gry narysowane według kategorii: czas i 3BV/s każdej wygranej na tle dotychczasowego rekordu, rozkład 3BV/s i kalendarz rozegranych gier.
cli-replay = Odtwórz powtórkę na pełnym ekranie: plik (plik EVF albo tekst linku do powtórki, jak daje go „Udostępnij” w przeglądarce) lub numer z „mines history”.
cli-review = Oceń solverem każdy ruch powtórki: bezpieczny, wymuszony, niepotrzebny strzał lub gorszy strzał.
cli-server = Serwer gry, na przykład http://127.0.0.1:8080.
cli-ranked-preset = Która plansza: beginner, intermediate lub expert (domyślnie).
cli-daily = Dzisiejsza rankingowa plansza dnia tego poziomu: ta sama dla wszystkich, grana raz.
cli-ranked-line = Jedno polecenie w wierszu, nawet w terminalu.
cli-ranked-json = Jedno polecenie w wierszu, w odpowiedzi jeden obiekt JSON w wierszu.
cli-period = Które wygrane: all (wszystkie, domyślnie), week (z tego tygodnia) lub day (z dzisiaj).
cli-day = Dzień, RRRR-MM-DD (UTC): plansza tego dnia (dzienna albo z --period day) lub tydzień, w którym leży (--period week). Bez niego dzisiaj.
cli-by = Co decyduje o miejscu: time (najszybsze wygrane, domyślnie) lub rate (najwięcej 3BV na sekundę).
cli-leaderboard-json = JSON serwera, tak jak go wysłał.
cli-history-json = Jeden obiekt JSON na grę.
cli-stats-json = Liczby stojące za rysunkami, jeden obiekt JSON na kategorię.
cli-game = Plik albo numer z „mines history” (1 to najnowsza gra).
cli-review-json = Jeden obiekt JSON na ruch, potem obiekt podsumowania.
cli-analyse = Szansa na minę każdego zakrytego pola pozycji (plik .mine), najbezpieczniejsze pola, martwe pola, wymuszone 50/50 i szansa na wyczyszczenie planszy.
cli-analyse-file = Plik .mine albo - dla standardowego wejścia.
cli-analyse-json = Jeden obiekt JSON: plansza i szansa każdego zakrytego pola, dla programów.
cli-error = błąd
cli-unknown = nie ma tu { $arg }
cli-bad-value = „{ $value }” nie jest wartością { $arg }: możliwe są { $values }
cli-invalid = „{ $value }” nie jest wartością { $arg }: { $why }
cli-out-of-range = od { $min } do { $max }
cli-not-number = liczba całkowita
cli-missing = trzeba też podać { $args }
cli-conflict = { $arg } i { $other } nie mogą iść razem
cli-no-command = nie ma polecenia „{ $command }”: polecenia to { $commands }
cli-needs-value = { $arg } potrzebuje wartości
cli-not-understood = wiersz poleceń jest niezrozumiały ({ $why })
cli-try-help = Więcej: „mines --help”.
cli-no-guess-safe = plansze --no-guess otwierają obszar przy pierwszym odkryciu: pasuje do nich --rule opening, nie safe
cli-no-guess-dense = plansze bez zgadywania powyżej { $cells } pól mają najwyżej { $percent } % min, a { $rows }×{ $columns } z { $mines } to { $density } %
cli-no-language = nie ma tekstów dla „{ $tag }”; języki to { $tags }
cli-not-a-day = dzień to data, RRRR-MM-DD
term-file-set-aside = { $what ->
        [game] zapisanej gry
        [stats] statystyk
        [prefs] ustawień
       *[history] historii gier
    } nie da się odczytać ({ $why }): odłożono jako { $path }
term-file-left = { $what ->
        [game] zapisanej gry
        [stats] statystyk
        [prefs] ustawień
       *[history] historii gier
    } nie da się odczytać ({ $why }); zostawiono na miejscu ({ $error })
term-not-text = to nie jest tekst UTF-8
term-stats-dropped = pominięto statystyki dla { $what }
term-history-dropped = { $what } pominięto w historii
term-not-a-replay = { $file } nie jest ani nagraniem (AVF, RMV, MVF, EVF), ani tekstem powtórki ({ $why })
term-no-such-game = w historii nie ma gry { $number } (zapisane: { $kept }; „mines history” je wypisuje)
term-history-game-unread = gra { $number } z historii: { $why }
term-board-size = { $name } { $rows }×{ $columns }/{ $mines }
term-title-seed = { $board } · ziarno { $seed }
term-title-history = { $board } · gra { $number } z historii
term-server-scheme = --server przyjmuje adresy http:// lub https://, nie { $scheme }://
term-server-address = --server to adres serwera gry, na przykład http://127.0.0.1:8080, nie „{ $text }”
term-replay-needs-terminal = powtórka odtwarza się na pełnym ekranie, w terminalu („mines review” ją wypisuje)
term-note = uwaga
term-counters-time = czas { $seconds } s, { $won ->
        [yes] wygrana
       *[no] bez wygranej
    }
decimal-point = ,
