# Deutsch.
-language = Deutsch
-game = Minesweeper

## The page

page-title = { -game }
page-description = { -game }: klassische Regeln, teilbare Spielfelder mit Seed, bis 200 × 200.
manifest-description = Klassisches { -game } mit exaktem Löser, Aufzeichnungen, Spielfeldern ohne Raten und Duell.
battle-page-title = { -game } Duell
battle-page-description = { -game } Duell: Kämpfe gegen den Computer um Gebiet auf einem Spielfeld.

## First screen: the classic game

game-title = { -game }
daily-badge = Tagesfeld { $date }
    .title = Das heutige Spielfeld, für alle gleich
no-guess-badge = Ohne Raten
    .title = Ohne Raten: ab der Öffnung des ersten Klicks lässt sich immer ein Feld als sicher beweisen
game-menu = Spielmenü
play-tools = Spielhilfen
game-window = Spiel
mines-left = Verbleibende Minen
restart = Neues Spiel
    .title = Neues Spiel (R)
restart-won = Gewonnen. Neues Spiel
restart-lost = Verloren. Neues Spiel
timer = { $seconds } Sekunden
making-board = Ein Spielfeld wird erzeugt, das sich allein mit Logik lösen lässt
dismiss = Schließen
copied = { $what ->
        [replay] Link zur Aufzeichnung kopiert.
        [result] Ergebnis kopiert.
       *[link] Link kopiert.
    }
copy-this = Bitte kopieren: { $text }

## First screen: the status line

status-loading = Wird geladen…
status-making = Ein Spielfeld wird erzeugt, das sich allein mit Logik lösen lässt…
status-ready-chances = Klicke auf ein beliebiges Feld: Der erste Klick ist immer sicher, danach erscheinen die Minenwahrscheinlichkeiten.
status-ready = Klicke auf ein beliebiges Feld. Rechtsklick oder langes Drücken setzt eine Flagge; Pfeiltasten und Leertaste gehen auch.
status-daily = Tagesfeld { $date } · beginne beim markierten Feld (Zeile { $row }, Spalte { $column }), für alle gleich. { $attempt }
daily-practice = Übung: Dein erster Versuch wurde schon gewertet.
daily-counts = Dein erster Versuch wird gewertet.
status-won = Gewonnen! Geschafft in { $seconds } Sekunden.
status-won-untimed = Gewonnen!
status-lost = Bumm — du hast eine Mine getroffen. Klicke auf das Gesicht oder drücke R für ein neues Spiel.
status-lost-guess = Bumm — der Tipp des Lösers ({ $percent } % sicher) traf eine Mine. Klicke auf das Gesicht oder drücke R für ein neues Spiel.
status-lost-guess-about = Bumm — der Tipp des Lösers (etwa { $percent } % sicher) traf eine Mine. Klicke auf das Gesicht oder drücke R für ein neues Spiel.
hint-first = Tipp: der beste erste Klick
hint-safe = Tipp: sicher
hint-guess = Tipp: raten — { $percent } % sicher
hint-guess-about = Tipp: raten — etwa { $percent } % sicher
hint-estimated-why = (geschätzt: zu viele Möglichkeiten zum Zählen)
estimated-note = Die Wahrscheinlichkeiten sind geschätzt: zu viele mögliche Verteilungen, um alle zu zählen.
hint-with-note = { $hint }. { $note }
hint-with-why = { $hint } { $why }

## Play tools

help-note = Hilfe des Lösers: Ein Spiel mit seiner Hilfe zählt nicht in deiner Statistik
flag-mode = Flaggenmodus
hint = Tipp
    .title = Tipp (H). { help-note }
autoplay = Automatisch
autoplay-stop = Stopp
probabilities = Wahrscheinlichkeiten
    .title = Wahrscheinlichkeiten (P). { help-note }

## First screen: the board

board = { -game }-Spielfeld, { $rows } Zeilen mal { $columns } Spalten, { $mines ->
        [one] { $mines } Mine
       *[other] { $mines } Minen
    }. Pfeiltasten bewegen, Leertaste deckt auf, F setzt eine Flagge.
zoom = Zoom
zoom-out = Verkleinern
    .title = Verkleinern (Strg + Mausrad)
zoom-fit = Einpassen
    .title = Spielfeld an den Bildschirm anpassen
zoom-in = Vergrößern
    .title = Vergrößern (Strg + Mausrad)

## First screen: the cells, as a screen reader says them

cell = Zeile { $row }, Spalte { $column }, { $state }
cell-state = { $state ->
        [hidden] verdeckt
        [flagged] mit Flagge
        [questioned] mit Fragezeichen
        [mine] Mine
        [exploded] explodierte Mine
       *[wrong-flag] falsche Flagge, hier ist keine Mine
    }
cell-around = { $count ->
        [0] keine Minen ringsum
        [one] 1 Mine ringsum
       *[other] { $count } Minen ringsum
    }
cell-chance = { $cell }, Minenwahrscheinlichkeit { $percent }
battle-cell-state = { $state ->
        [legal] verdeckt, du darfst es öffnen
        [hidden] verdeckt
        [flagged] mit Flagge
        [hit-you] Mine, die du getroffen hast
        [hit-computer] Mine, die der Computer getroffen hat
       *[mine] Mine
    }
battle-cell-owned = { $around }, { $whose ->
        [you] deins
       *[computer] des Computers
    }

## The menu

menu-battle = Duell
    .title = Spiele gegen den Computer um Gebiet
menu-ranked = Rangliste
    .title = Partien, die der Spielserver leitet und wertet
menu-daily = Täglich
    .title = Die heutigen Spielfelder, für alle gleich
menu-history = Verlauf
    .title = Jedes beendete Spiel, zum erneuten Ansehen
menu-statistics = Statistik
menu-share = Teilen
    .title = Einen Link zu diesem Spielfeld kopieren
menu-settings = Einstellungen
    .title = Einstellungen (S)
account = Konto
    .title-signed-in = Dein Konto: deine Geräte, ein Wiederherstellungsschlüssel, Anmelden anderswo
    .title-signed-out = Anmelden: mit einem Wiederherstellungsschlüssel oder durch ein Ranglistenspiel

## First screen: the theme (Battle's header draws its picker at once)

theme = Design
theme-system = System
theme-light = Hell
speed = Geschwindigkeit
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
theme-dark = Dunkel

## Settings

settings = Einstellungen
presets = Vorgaben

## First screen: the presets and sizes (Battle's settings draw them at once)

preset-beginner = Anfänger
preset-intermediate = Fortgeschritten
preset-expert = Experte
preset-custom = Benutzerdefiniert

## Settings, continued

preset-any-size = beliebige Größe
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } Mine
       *[other] { $mines } Minen
    }

## First screen: the sizes

rows = Zeilen
columns = Spalten
mines = Minen

## Settings, continued

first-click = Erster Klick
rule-opening = Öffnung
rule-opening-help = der erste Klick öffnet eine Fläche
rule-safe = Sicher
rule-safe-help = der erste Klick ist nie eine Mine
rule-no-guess = Ohne Raten
rule-no-guess-help = der erste Klick öffnet eine Fläche, und das Spielfeld erfordert nie Raten
rule-no-guess-limits = Spielfelder über { $cells } Felder mit höchstens { $percent } % Minen (dieses hat { $density } %)
question-marks = Fragezeichen
question-marks-help = Rechtsklick wechselt Flagge → ? → verdeckt
live-counters = Live-Zähler
live-counters-help = 3BV/s, Klicks und mehr während des Spiels
live-counters-panel = Zähler bisher
settings-hint = Änderungen am Spielfeld starten sofort ein neues Spiel.
done = Fertig
language = Sprache

## First screen: Battle

battle-badge = Duell
battle-online = Gegen Menschen
    .title = Ein Duell gegen einen Menschen: ein Link für Freunde oder schnelle Partie
battle-classic = Klassisch
    .title = Das klassische Spiel
battle-settings = Duell-Einstellungen
battle-board = Spielfeld
battle-preset = { $name } { $rows }×{ $columns }
battle-computer = Computer
level-novice = Neuling
level-casual = Gelegenheit
level-expert = Experte
level-master = Meister
battle-pace = Tempo
pace-realtime = Echtzeit
pace-turns = Züge
battle-lives = Leben
battle-no-guess = Ohne Raten
    .title = Ein Spielfeld, das ihr beide von euren Öffnungen aus ohne Raten lösen könnt
battle-speed = Tempo { $speed }
    .title = Wie schnell der Computer in Echtzeit zieht
battle-adjusted = Das Duell wurde angepasst: { $changes }.
new-battle = Neues Duell
    .title = Neues Duell (R)
side-you = Du
side-computer = Computer
your-move = { " " }· du bist dran
thinking = { " " }· überlegt
score = Punktestand
cells-unit = { $count ->
        [one] Feld
       *[other] Felder
    }
lives-left = { $lives } von { $most } Leben
first-to = zuerst bei
battle-board-label = Duell-Spielfeld, { $rows } Zeilen mal { $columns } Spalten, { $mines } Minen. Dein Gebiet beginnt { $corner ->
        [top-left] oben links
       *[bottom-right] unten rechts
    }. Pfeiltasten bewegen, Leertaste öffnet oder akkordiert, F setzt eine Flagge.
battle-won = Gewonnen, { $you } zu { $computer }: { $why }.
battle-lost = Der Computer gewinnt, { $computer } zu { $you }: { $why }.
battle-drawn = Unentschieden, { $you } zu { $computer }: { $why }.
battle-why-target = wer zuerst { $target } sichere Felder hat, gewinnt
battle-why-stuck = niemand konnte ein weiteres sicheres Feld öffnen, also gewinnt das größere Gebiet
battle-making = Ein Spielfeld ohne Raten wird erzeugt…
battle-ready = Du bist blau, von oben links; der Computer ist orange, von unten rechts. Öffne die markierten Felder neben deinem Gebiet: Wer zuerst { $target } sichere Felder hat, gewinnt.
battle-out = Du hast keine Leben mehr: Der Computer spielt allein weiter.
battle-thinking = Der Computer überlegt…
battle-your-move = Du bist dran.
battle-race = Wettlauf um { $target } sichere Felder!
refusal-not-adjacent = Zeile { $row }, Spalte { $column } grenzt nicht an dein Gebiet: Spiele ein markiertes Feld.
refusal-open = Zeile { $row }, Spalte { $column } ist schon offen.
refusal-flagged = Zeile { $row }, Spalte { $column } hat eine Flagge: Entferne sie zuerst.
refusal-not-your-number = Zeile { $row }, Spalte { $column } ist keine Zahl, die du geöffnet hast, und akkordiert nicht.
refusal-not-your-turn = Warte auf den Zug des Computers.
refusal-over = Das Duell ist vorbei: Starte ein neues.
refusal-outside = Zeile { $row }, Spalte { $column } liegt nicht auf dem Spielfeld.

## Battle's result and statistics

result = Ergebnis
battle-result-won = Gewonnen!
battle-result-lost = Der Computer gewinnt
battle-result-drawn = Unentschieden
battle-result-note = Gegen { $level }: du { $you } Felder, der Computer { $computer }; { $your-lives } Leben übrig gegen { $its-lives }.
battle-statistics = Duell-Statistik
stats-won = Gewonnen
stats-lost = Verloren
stats-drawn = Remis
battles-elsewhere = { $count ->
        [one] Mit { $count } Duell von deinen anderen Geräten; Zurücksetzen löscht nur die dieses Geräts.
       *[other] Mit { $count } Duellen von deinen anderen Geräten; Zurücksetzen löscht nur die dieses Geräts.
    }
battle-reset = Duell-Statistik zurücksetzen

## The result card

result-new-best = Neue Bestzeit!
result-cleared = Geschafft!
result-over = Spiel vorbei
result-time = Zeit
seconds-short = { $seconds } s
result-bbbv = 3BV
result-board-bbbv = 3BV des Felds
clicks = Klicks
result-grade = Ein Spielfeld ohne Raten: Es brauchte { $rule ->
        [single] einzelne Zahlen
        [subset] die Teilmengenregel
        [total] die Minengesamtzahl
       *[cases] eine vollständige Fallunterscheidung
    }.
result-assisted = Der Löser hat bei diesem Spiel geholfen, daher zählt es nicht in deiner Statistik.
watch-replay = Aufzeichnung ansehen
share-replay = Aufzeichnung teilen
export-evf = Als EVF speichern
copy = Kopieren
evf-failed = Die EVF-Datei konnte nicht erstellt werden: { $why }.
counter-bbbv-s = 3BV/s
    .title = Gelöste 3BV pro Sekunde
counter-ioe = IOE
    .title = Effizienz: gelöste 3BV pro Klick
counter-zini = ZiNi
    .title = Die wenigsten Klicks mit Flaggen und Akkorden
counter-clicks = Klicks
    .title = Links, rechts und Akkorde
counter-wasted = Verschwendet
    .title = Klicks, die nichts Zählbares verändert haben
counter-correctness = Korrektheit
    .title = Wirksame Klicks pro Klick
counter-throughput = Durchsatz
    .title = Gelöste 3BV pro wirksamem Klick
counter-rqp = RQP
    .title = Zeit zum Quadrat pro gelöstem 3BV (weniger ist besser)
counter-stnb = STNB
    .title = Die Bewertung der Community für ein Spiel auf einem Standardfeld
counter-path = Weg
    .title = Der Weg des Mauszeigers in Pixeln bei 16-Pixel-Feldern (aus dem Video)
pixels = { $pixels } px
counter-nf = NF
    .title = Ohne Flaggen gespielt
counter-rtime = Zeit
    .title = Sekunden seit dem ersten Aufdecken
counter-etime = Prognose
    .title = Die Zeit bei diesem Tempo: Zeit × 3BV ÷ gelöste 3BV
counter-bbbv = 3BV
    .title = Die wenigsten Klicks, die das Feld ohne Flaggen räumen
counter-bbbv-solved = 3BV gelöst
    .title = Die bisher von den Klicks geräumten 3BV
counter-hzini = HZiNi
    .title = ZiNi in der Reihenfolge, in der ein Mensch spielt
counter-left = Links
    .title = Linksklicks
counter-right = Rechts
    .title = Rechtsklicks
counter-double = Akkorde
    .title = Beide Tasten oder ein Linksklick auf eine Zahl
counter-ce = Wirksam
    .title = Klicks, die etwas Zählbares verändert haben
counter-flag = Flaggen
    .title = Flaggen auf dem Feld
counter-zne = ZNE
    .title = ZiNi pro Klick, bei einem gewonnenen Spiel
counter-lce = Links wirksam
    .title = Linksklicks, die etwas aufgedeckt haben
counter-rce = Rechts wirksam
    .title = Rechtsklicks, die eine Mine markiert haben
counter-dce = Akkorde wirksam
    .title = Akkorde, die etwas aufgedeckt haben
yes = ja
no = nein

## Statistics

statistics = Statistik
stats-board = Spielfeld
stats-played = Gespielt
stats-rate = Quote
stats-streak = Serie
stats-best = Beste
stats-best-times = Bestzeiten
percent = { $percent } %
stats-hint = Spiele mit Hilfe des Lösers zählen nicht. Jeder beste Wert kann aus einem anderen Spiel stammen.
best-counters = Beste Werte
meaning-bbbv-s = die 3BV des Spielfelds (die wenigsten Klicks, die es ohne Flaggen lösen) pro Sekunde
meaning-ioe = gelöste 3BV pro Klick: 1 heißt ein Klick je 3BV
meaning-rqp = die Zeit zum Quadrat durch die 3BV: weniger ist besser
meaning-stnb = die Bewertung der Community für einen Sieg auf einem Standardfeld: mehr ist besser
reset-statistics = Statistik zurücksetzen…
confirm-reset = Zurücksetzen bestätigen
erase-all = Die ganze Statistik löschen? Das lässt sich nicht rückgängig machen.
erase = Löschen
keep = Behalten
category = { $key ->
        [beginner] Anfänger
        [intermediate] Fortgeschritten
        [expert] Experte
        [beginner-ng] Anfänger, ohne Raten
        [intermediate-ng] Fortgeschritten, ohne Raten
        [expert-ng] Experte, ohne Raten
        [custom-ng] Benutzerdefiniert, ohne Raten
       *[custom] Benutzerdefiniert
    }

## The daily boards

daily-boards = Tagesfelder, { $date }
daily-hint = Ein Spielfeld je Stufe und Tag (UTC), für alle gleich. Beginne beim markierten Feld; nur dein erster Versuch zählt.
daily-today = Heute
daily-days-won = Gewonnene Tage in Folge
daily-streak = { $streak } (beste { $best })
play = Spielen
daily-not-played = Noch nicht gespielt: Dein erster Versuch zählt.
daily-started = Begonnen: Spiel es zu Ende, sonst zählt es als verloren.
daily-won = Gewonnen in { $seconds } s. Spiel zur Übung noch einmal.
daily-lost = Heute verloren. Spiel zur Übung noch einmal.
daily-result-won = { -game }-Tagesfeld { $date } · { $level } · gewonnen in { $seconds } s · 3BV/s { $speed } · IOE { $ioe }
daily-result-lost = { -game }-Tagesfeld { $date } · { $level } · verloren nach { $seconds } s, 3BV { $solved }/{ $bbbv } · 3BV/s { $speed } · IOE { $ioe }

## History

history-unreadable = Dein Verlauf konnte nicht gelesen werden ({ $why }).
history-empty = Noch kein beendetes Spiel: Jedes Spiel, das du beendest, wird hier mit seiner Aufzeichnung aufbewahrt.
history-dropped = Einige Spiele konnten nicht gelesen werden und fehlen ({ $why }).
history-date = Datum
history-result = Ergebnis
history-replay = Aufzeichnung
history-more = Mehr zeigen ({ $count } weitere)
open-video = Ein Video aus einem anderen Programm öffnen (AVF, RMV, MVF, EVF)
history-kept = Die neuesten 1.000 Spiele und alle Bestzeiten werden in diesem Browser aufbewahrt, nirgends sonst.
history-board = { $board } { $rows }×{ $columns }/{ $mines }
history-marks = { " " }({ $marks })
list-separator = { ", " }
mark-best = Bestzeit
mark-daily = Tagesfeld
mark-solver = Löser
game-won = gewonnen
game-lost = verloren
watch = Ansehen
progress = Fortschritt
progress-board = Spielfeld
no-progress = Dein Fortschritt erscheint hier, sobald du ein Spiel beendet hast.
no-win = Noch kein Sieg: Die Diagramme beginnen mit dem ersten.

## The progress charts

chart-time-caption = Zeit jedes Siegs (s); die Linie: die bisher beste
chart-time-label = Die Zeit jedes Siegs über die { $games } gespielten Spiele, mit der bisher besten Zeit als Linie.
chart-game-time = Spiel { $game }: { $seconds } s
chart-helped = { " " }(mit Löser)
chart-speed-caption = 3BV/s jedes Siegs: die 3BV des Felds durch seine Zeit
chart-speed-label = Die 3BV pro Sekunde jedes Siegs über die gespielten Spiele.
chart-game-speed = Spiel { $game }: { $speed } 3BV/s
chart-spread-caption = Wie sich die 3BV/s der { $wins } Siege ohne Hilfe verteilen
chart-spread-label = Wie viele Siege in jedes Viertel einer 3BV pro Sekunde fallen.
chart-spread-bar = { $count } bei { $from }–{ $to } 3BV/s
as-a-table = Als Tabelle
chart-wins = Siege
chart-calendar-caption = Gespielte Spiele in den letzten { $weeks } Wochen: { $played }
chart-calendar-label = Ein Kalender der letzten { $weeks } Wochen: { $played } Spiele gespielt.
weekday-mon = Mo
weekday-wed = Mi
weekday-fri = Fr
chart-day = { $date }: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins } gewonnen
chart-day-column = Tag
chart-games = Spiele
chart-first-game = Spiel 1
games-table = Die Spiele hinter den Diagrammen als Tabelle
games-table-game = Spiel
best-so-far = Bisher beste
helped = { " " }(mit Hilfe)

## The replay viewer

replay-heading = Aufzeichnung
replay-menu = Menü der Aufzeichnung
replay-back = Zurück zum Spiel
replay-share = Teilen
    .title = Einen Link kopieren, der diese Aufzeichnung öffnet
replay-export = Als EVF speichern
    .title = Als EVF-Datei speichern, für andere { -game }-Programme
replay-board = Das Spielfeld, wie es war
replay-counters = Kennzahlen
replay-speed-curve = 3BV/s im Spielverlauf
replay-speed-curve-label = Die bisher gelösten 3BV durch die bisherige Zeit, nach jedem von { $points } Zügen.
replay-speed-now = { $speed } 3BV/s bei { $seconds } s
replay-state = { $state ->
        [ready] Nicht begonnen
        [playing] Läuft
        [won] Gewonnen
       *[lost] Verloren
    }
replay-board-title = { $name } { $rows } × { $columns }, { $mines ->
        [one] { $mines } Mine
       *[other] { $mines } Minen
    }
replay-seed = Seed { $seed }
replay-outcome = { $outcome ->
        [won] gewonnen in { $seconds } s
        [lost] verloren nach { $seconds } s
       *[unfinished] nicht beendet
    }
replay-by = von { $player }
replay-loading = Die Aufzeichnung wird geladen … { $percent } %
replay-refused = Diese Aufzeichnung ließ sich nicht öffnen: { $why }.
replay-gone = Ihr Link war zu lang für die Adresse, daher wurde sie auf der Seite gehalten, und die Seite wurde seitdem neu geladen — öffne sie erneut aus ihrer Datei oder dem Verlauf
play-a-game = Ein Spiel spielen
replay-copied = Link zu dieser Aufzeichnung kopiert.
replay-copy-this = Kopiere diesen Link: { $link }
replay-long-copied = Link kopiert, aber er ist { $size } KB groß: zu lang für die meisten Chats und Mails („Als EVF speichern“ erstellt eine Datei).
replay-too-long = Der Link dieser Aufzeichnung ist zu lang zum Anzeigen: „Als EVF speichern“ erstellt eine Datei zum Teilen.
replay-reading = { $file } wird gelesen …
replay-play = Abspielen (Leertaste)
replay-pause = Pause (Leertaste)
replay-step-back = Einen Zug zurück (←)
replay-step-forward = Einen Zug vor (→)
replay-move = Zug
replay-move-of = Zug { $move } von { $moves }
replay-speed = Tempo
replay-trail = Spur
    .title = Der Weg des Cursors in der Sekunde davor

## The replay's review

review = Analyse
review-grading = Der Löser bewertet jeden Zug … { $graded } von { $moves }
review-show = Zeigen
review-filter = { $filter ->
        [all] Alle
        [guesses] Rateversuche
        [flags] Flaggen
       *[wasted] Verschwendete Klicks
    } { $count }
review-earlier = Frühere zeigen ({ $count } frühere)
review-more = Mehr zeigen ({ $count } weitere)
review-none = { $filter ->
        [all] Keine Züge.
        [guesses] Kein Rateversuch: Jedes geöffnete Feld war sicher.
        [flags] Keine Flaggen.
       *[wasted] Keine verschwendeten Klicks: Jeder Klick hat das Spielfeld verändert.
    }
review-cell = Zeile { $row }, Spalte { $column }
review-flag = Flagge auf { $cell }: { $kind ->
        [certain] sicher
        [wrong] falsch: dort ist keine Mine
       *[uncertain] noch nicht sicher
    }
review-move = { $action ->
        [reveal] Aufdecken
        [flag] Flagge
        [mark] Fragezeichen
        [unflag] Flagge weg
       *[chord] Akkord
    } auf { $cell }: { $what }
review-grade = { $grade ->
        [safe] sicher
        [unflag] Flagge entfernt
        [mark] Fragezeichen
       *[wasted] verschwendet
    }
review-forced = erzwungenes Raten, { $safety } sicher
review-forced-best = erzwungenes Raten, { $safety } sicher (am besten { $best } auf { $cell })
review-needless = unnötiges Raten, { $safety } sicher: { $cell } war sicher
review-worse = schlechteres Raten, { $safety } sicher: { $cell } hatte { $best }
review-estimated = { " " }(geschätzt)
review-by-solver = { " " }(Löser)
review-summary = { $safe ->
        [one] { $safe } sicherer Zug
       *[other] { $safe } sichere Züge
    } · { $forced ->
        [one] { $forced } erzwungenes Raten
       *[other] { $forced } erzwungene Rateversuche
    } · { $needless } unnötig · { $worse } schlechter
review-luck-none = Glück: keines nötig, kein Rateversuch
review-luck = Glück: 1 zu { $odds } (Rateversuche mit { $guesses })
review-and-more = und { $count } weitere
review-flags = Flaggen: { $certain } sicher · { $uncertain } unsicher · { $wrong } falsch
review-think = { $seconds } s pro Zug im Schnitt · am langsamsten: { $slowest }
review-slow-move = Zug { $move } ({ $seconds } s)

## The replay and video readers' refusals (the engine's reasons, in words)

refusal-replay-ends-early = die Wiederholung endet zu früh
refusal-replay-version = die Wiederholung hat Format { $found }; diese Version liest die Formate 1 bis { $last }
refusal-replay-checksum = die Prüfsumme der Wiederholung stimmt nicht: sie wurde verändert oder gekürzt
refusal-replay-character = der Text der Wiederholung enthält ein Zeichen, das in keinem Wiederholungslink vorkommt: „{ $character }“
refusal-replay-not-text = das ist kein Text einer Wiederholung
refusal-replay-settings = die Einstellungen der Wiederholung ergeben kein Spielfeld
refusal-replay-layout = die Minen der Wiederholung passen nicht zu ihrem Spielfeld
refusal-replay-time-back = Zug { $move } liegt bei { $ms } ms, vor dem Zug davor
refusal-replay-outside = Zug { $move } liegt auf { $cell }, außerhalb des { $rows }×{ $columns }-Felds
refusal-replay-after-end = Zug { $move } kommt nach dem Ende des Spiels
refusal-replay-tampered = Zug { $move } ist anders markiert, als sein Nachspielen ergibt
refusal-replay-mine-first = unter dem ersten Aufdecken ({ $cell }) liegt eine Mine, obwohl die Regeln dieses Spiels es frei halten
refusal-replay-too-long = die Wiederholung hat { $moves } Züge; höchstens { $most } werden behalten
refusal-replay-too-big = das Feld der Wiederholung ist { $rows }×{ $columns }; Felder bis { $most }×{ $most } werden gehalten
refusal-replay-too-large = die Wiederholung ist { $size } KB groß; bis { $most } KB werden gelesen
refusal-replay-too-many-clicks = die Datei hat mehr als { $most } Klicks, das Höchste, was eine Wiederholung behält
refusal-replay-before-edge = Zug { $move } tritt über den oberen oder linken Rand des Felds
refusal-replay-evf-board = EVF fasst Felder bis 255×255 und 65.535 Minen; dieses ist { $rows }×{ $columns } mit { $mines } Minen
refusal-replay-evf-empty = ein Spiel ohne Zug hat keine Ereignisse zu schreiben
refusal-replay-cursor = die Mausspur der Wiederholung ist beschädigt
refusal-replay-video = das Video kann nicht gelesen werden: { $why }
refusal-video-too-large = die Datei ist { $size } KB groß; Videos bis { $most } KB werden gelesen
refusal-video-board = sein Feld ist { $rows }×{ $columns }; Videos halten Felder von 1×1 bis { $most }×{ $most }
refusal-video-too-many-events = es hat mehr als { $most } Mausereignisse
refusal-video-ends-inside = es endet mitten in { $part ->
        [header] seinem Kopf
        [layout] seinen Minen
        [details] seinen Angaben (Spieler, Datum, Ergebnis)
        [events] seinen Mausereignissen
       *[check] seiner Prüfsumme
    } (ab Byte { $at })
refusal-video-not-this = es ist kein { $format }: { $why }
refusal-video-level = sein Level ist { $level }; die von Arbiter sind 3 bis 6
refusal-video-version = seine Version ist { $found }; die Versionen { $first } bis { $last } werden gelesen
refusal-video-no-release = sein Kopf nennt keine Ausgabe von Minesweeper Clone
refusal-video-no-mark = es beginnt nicht mit „{ $mark }“
refusal-video-mine-off = eine Mine liegt auf { $cell }, außerhalb seines { $rows }×{ $columns }-Felds
refusal-video-shared-cell = zwei seiner Minen liegen auf einem Feld
refusal-video-mark-byte = sein Byte für die „?“-Markierung ist { $byte }, wo Arbiter 17 oder 127 schreibt
refusal-video-not-number = { $what ->
        [bbbv] sein 3BV
       *[time] seine Zeit
    } ist „{ $text }“, keine Zahl
refusal-video-event-kind = es hat ein Ereignis der Art { $kind }, das { $program } nicht schreibt
refusal-video-first-event = sein erstes Ereignis hat die Art { $kind }, mit der kein Spiel beginnt
refusal-video-mines-disagree = sein Kopf nennt { $said } Minen und seine Minenverteilung hat { $found }
refusal-video-early-board = sein Feld ist { $rows }×{ $columns }; Clone vor 0.97 speicherte nur die drei Stufen
refusal-video-no-events = es hat keine Mausereignisse
refusal-video-clone-unnamed = sein Minesweeper-Programm ist nicht genannt
refusal-video-zero-pixels = seine Felder sind 0 Pixel breit
refusal-video-no-bbbv = sein Ergebnistext enthält kein 3BV
refusal-video-no-format = es ist keines der gelesenen Videoformate (AVF, RMV, MVF, EVF)
refusal-video-no-format-avf = es ist keines der gelesenen Videoformate (AVF, RMV, MVF, EVF); als Arbiter-Datei gelesen: { $why }

## The analysis board

analysis-title = Analysebrett
analysis-refused = Diese Stellung ist unmöglich: { $why }.
analysis-open = Analysebrett
analysis-here = Hier analysieren
analysis-paste = Stellung (.mine-Text)
analysis-load = Zeigen
analysis-file = .mine-Datei öffnen
analysis-save = .mine speichern
analysis-link = Link kopieren
analysis-back = Zurück zum Spiel
analysis-mines = Minen
analysis-tool = Felder setzen als
analysis-tool-hidden = Verdeckt
analysis-tool-flag = Flagge
analysis-tool-open = Offen
analysis-safest = Am sichersten: { $cells } ({ $percent } Mine)
analysis-certain = Sicher frei: { $safe } · sicher Minen: { $mines }
analysis-dead = Tot (Aufdecken verrät nichts): { $count }
analysis-dead-unknown = Tote Felder: zu viele Belegungen zum Auflisten
analysis-fifty = Erzwungene 50/50: { $count }
analysis-clear = Chance, das Feld von hier zu räumen: { $percent } (am besten: { $cell })
analysis-clear-unknown = Chance, das Feld zu räumen: nicht gesucht (über { $cells } offene Felder oder { $layouts } Belegungen)
analysis-estimated = Geschätzte Chancen: zu viele Belegungen, um alle zu zählen.
refusal-setup-header = die erste Zeile ist nicht BREITExHÖHExMINEN (etwa 30x16x99)
refusal-setup-size = ein Feld von { $rows } × { $cols }: Felder haben 1 bis { $max } Zellen je Seite
refusal-setup-row-length = Zeile { $row } ist { $length } Zeichen lang, das Feld { $cols } breit
refusal-setup-missing-rows = { $found } Zeilen von { $rows } angegeben
refusal-setup-number-too-large = die { $number } in Zeile { $row }, Spalte { $col } hat { $room ->
        [one] nur ein Feld
       *[other] nur { $room } Felder
    } um sich, die eine Mine halten können
refusal-setup-flags-around = die { $number } in Zeile { $row }, Spalte { $col } hat { $flags } Flaggen um sich
refusal-setup-more-flags = { $flags } Flaggen, aber { $mines ->
        [one] nur eine Mine
       *[other] nur { $mines } Minen
    }
refusal-setup-too-many-mines = { $mines } Minen, aber nur { $room } Felder für sie
refusal-setup-no-layout = jede Zahl lässt sich erfüllen, aber keine Belegung erfüllt alle

## Saved data that could not be read, and records left out of it

refusal-unread-json = { $fault ->
        [data] es enthält nicht, was diese Version speichert
        [eof] es endet zu früh
       *[syntax] es ist kein JSON
    } (Zeile { $line }, Spalte { $column })
refusal-unread-format = es wurde im Format { $found } gespeichert; diese Version liest { $reads }
refusal-unread-time = seine Zeit ist keine Dauer von 0 bis zu einem Jahr
refusal-unread-board = es ist ein { $rows }×{ $columns }-Feld; Felder haben hier bis zu { $max-rows } Zeilen und { $max-columns } Spalten
refusal-unread-speed = seine Geschwindigkeit ist { $found }, erlaubt sind { $min } bis { $max }
refusal-dropped-record = { $category }: { $why }
refusal-dropped-day = „{ $day }“: { $why }
refusal-contradiction = { $why ->
        [more-wins] mehr Siege als Spiele
        [streak] eine Serie länger als die Siege
        [best-times] mehr Bestzeiten als Siege
        [best-time] eine Bestzeit, die keine Dauer ist
        [best-counter] ein Bestwert, der keine Zahl ist
        [date] ein Spiel mit einem Datum, das keine Zeit ist
        [board] ein Spiel mit einem ungültigen Feld
        [no-replay] ein Spiel ohne Wiederholung
       *[not-a-day] kein Tag
    }

## The game server's refusals and the ranked client's notices

server-too-many-messages = Langsamer: höchstens { $most } Nachrichten pro Sekunde; diese wurde nicht gelesen.
server-too-many-moves = Langsamer: höchstens { $most } Züge pro Sekunde in einem Spiel; dieser wurde nicht gespielt.
server-too-many-games = Langsamer: höchstens { $most } neue Spiele pro Minute.
server-too-many-connections = Langsamer: höchstens { $most } Verbindungen gleichzeitig von einer Adresse.
server-too-many-synced = Langsamer: höchstens { $megabytes } MB an Spielen pro Stunde aus einem Netz; der Rest bleibt auf diesem Gerät und geht später.
server-too-many-rooms = Langsamer: höchstens { $most } Räume aus einem Netz warten auf einen zweiten Spieler. Schließe einen, oder tritt einem bei.
server-rooms-full = Der Server hält so viele wartende Räume, wie er kann: Tritt einem bei (Schnelles Spiel), oder versuche es in ein paar Minuten erneut.
server-makers-busy = Alle Macher von Spielfeldern ohne Raten sind beschäftigt; versuche es gleich erneut.
server-too-many-players = Langsamer: höchstens { $most } neue Spieler pro Stunde von einer Adresse.
server-too-many-joins = Langsamer: höchstens { $most } Raumbeitritte pro Minute.
server-too-many-boards = Langsamer: höchstens { $most } Duellfelder ohne Raten pro Minute aus einem Netz.
server-too-many-resumes = Langsamer: höchstens { $most } fortgesetzte Spiele pro Minute.
server-too-many-sign-ins = Langsamer: höchstens { $most } Anmeldeversuche pro Minute aus einem Netz.
server-too-many-exports = Langsamer: höchstens { $most } Downloads von allem pro Stunde.
server-too-many-reads = Langsamer: zu viele Abrufe aus einem Netz; versuche es in { $seconds } s erneut.
server-not-text = Nachrichten sind JSON-Text.
server-not-a-message = Der Server konnte diese Nachricht nicht lesen ({ $detail }).
server-hello-first = Zuerst „hello“ sagen.
server-device-signed-out = Dieses Gerät wurde abgemeldet: Melde dich erneut an, um als dieser Spieler zu spielen.
server-unknown-token = Der Schlüssel dieses Geräts gehört auf diesem Server keinem Spieler.
server-unknown-category = Es gibt kein Ranglisten-Spielfeld „{ $name }“.
server-no-game-of-yours = Du hast kein Spiel mit dieser Kennung.
server-not-your-game = Dieses Spiel gehört nicht dir.
server-cannot-replay = Dieses Spiel ließ sich nicht erneut abspielen.
server-daily-over = Der Tag dieses Tagesfelds ist vorbei: Sein Spiel endete mit ihm.
server-daily-played = Du hast das heutige Spielfeld „{ $category }“ gespielt; das nächste kommt um 00:00 UTC.
server-game-over = Dieses Spiel ist vorbei.
server-not-next = Zug { $seq } ist nicht der nächste: Das Spiel erwartet Zug { $next }.
server-too-many-game-moves = Ein Ranglistenspiel hat höchstens { $most } Züge.
server-off-board = Zeile { $row }, Spalte { $column } liegt außerhalb des { $rows }×{ $columns }-Spielfelds.
server-daily-start = Das erste Aufdecken im Tagesfeld ist an seinem Start: Zeile { $row }, Spalte { $column }.
server-track-too-long = Die Spur des Cursors ist länger als { $most } Zeichen.
server-track-first-move = Der erste Zug trägt keine Cursorspur.
server-track-refused = Die Spur des Cursors wurde abgelehnt ({ $detail }).
server-track-too-many = Die Spur des Cursors brächte das Spiel über { $most } Messpunkte.
server-other-window = Dieses Duell wird jetzt in einem anderen Fenster gespielt.
server-watching = Du schaust diesem Duell zu: Zuschauer können nicht ziehen.
server-no-second-player = Das Duell beginnt, wenn ein zweiter Spieler kommt.
server-battle-over = Das Duell ist vorbei.
server-reconnecting = Ein Spieler verbindet sich neu: Bis er zurück ist, wird kein Zug gespielt.
server-battle-not-next = Das ist Zug { $seq }; das Duell erwartet deinen Zug { $next }.
server-too-many-battle-moves = In einem Duell dieser Größe macht ein Spieler höchstens { $most } Züge.
server-out-of-lives = Du hast keine Leben mehr.
server-not-your-turn = Du bist nicht am Zug.
server-chord-opens-nothing = Dieser Akkord öffnet nichts: Die Flaggen seiner Zahl passen nicht.
server-no-room = Es gibt keinen Raum mit diesem Code (ein Raum bleibt 10 Minuten nach seinem Duell).
server-room-elsewhere = Dieses Duell liegt jetzt auf einem anderen Server: Tritt ihm erneut bei.
server-room-silent = Der Server dieses Raums hat nicht geantwortet; versuche es erneut.
server-rebuild-failed = Dieses Duell kann nicht weitergehen: Der Server konnte es nicht wiederherstellen.
server-restarting = Der Server startet neu; versuche es erneut.
server-stopping = Der Server hält an: Verbinde dich erneut.
server-try-again = Der Server konnte das gerade nicht; versuche es erneut.
server-refused = Der Server hat das abgelehnt.
server-sign-in-first = Melde dich zuerst an.
server-signed-out-here = Dieses Gerät ist abgemeldet: Melde dich erneut an, oder fang neu an.
server-not-a-recovery-key = Das ist kein Wiederherstellungsschlüssel: 32 Buchstaben und Ziffern, in Vierergruppen.
server-no-such-recovery-key = Kein Spieler hat diesen Wiederherstellungsschlüssel.
server-keep-a-way-back = Behalte zuerst einen Passkey oder einen Wiederherstellungsschlüssel: Abgemeldet könnte sich dieser Spieler nicht wieder anmelden.
server-no-such-device = Du hast kein Gerät mit dieser Kennung.
server-no-host = Die Anfrage nennt ihren Host nicht als Webadresse.
server-too-many-links = Langsamer: höchstens { $most } offene Geräteverknüpfungen zugleich aus einem Netz.
server-links-busy = Gerade melden sich zu viele Geräte an; versuche es in ein paar Minuten erneut.
server-no-such-code = Kein Gerät wartet mit diesem Code (Codes gelten zehn Minuten).
server-code-spent = Dieser Code wurde gerade bestätigt oder ist abgelaufen.
server-link-gone = Diese Anmeldung ist abgelaufen oder wurde benutzt: Führe „mines login“ erneut aus.
server-player-gone = Dieser Spieler existiert nicht mehr.
server-database-silent = Die Datenbank des Servers antwortet nicht.
server-no-such-api = Diese Schnittstelle hat der Server nicht.
server-bad-request = Der Server konnte diese Anfrage nicht lesen ({ $detail }).
server-bad-day = Ein Tag wird JJJJ-MM-TT geschrieben.
server-daily-not-public = Das Tagesfeld vom { $day } und seine Aufzeichnungen sind ab dem nächsten Tag, 00:00 UTC, öffentlich.
server-no-such-game = Kein beendetes Spiel hat diese Kennung.
server-no-such-player = Kein Spieler hat diese Kennung.
server-no-such-page = Diese Seite gibt es nicht.
server-passkey-needs-name = Passkeys brauchen den Namen der Seite, keine IP-Adresse: Öffne das Spiel unter http://localhost:PORT, oder starte den Server mit --public-url.
server-passkey-not-added = Der Passkey wurde nicht hinzugefügt: Die Antwort des Browsers passte nicht zur Anfrage. Fang neu an.
server-passkey-not-signed-in = Du wurdest nicht angemeldet: Die Passkey-Antwort des Browsers passte nicht zur Anfrage. Fang neu an.
server-too-many-ceremonies = Langsamer: höchstens { $most } offene Passkey-Anfragen zugleich aus einem Netz.
server-ceremonies-busy = Gerade benutzen zu viele Spieler Passkeys; versuche es in ein paar Minuten erneut.
server-too-many-passkeys = Ein Spieler behält höchstens { $most } Passkeys: Entferne zuerst einen.
server-ceremony-gone = Diese Passkey-Anfrage ist abgelaufen oder abgeschlossen (jede gilt fünf Minuten und einmal): Fang neu an.
server-ceremony-signs-in = Diese Anfrage meldet an; sie fügt keinen Passkey hinzu.
server-ceremony-adds = Diese Anfrage fügt einen Passkey hinzu; sie meldet niemanden an.
server-not-a-passkey = Das ist keine Passkey-Antwort eines Browsers.
server-passkey-taken = Dieser Passkey ist hier schon gespeichert.
server-ceremony-other-player = Diese Anfrage hat ein anderer Spieler begonnen.
server-unknown-passkey = Dieser Passkey gehört hier keinem Spieler (vielleicht wurde er entfernt).
server-no-such-passkey = Du hast keinen Passkey mit dieser Kennung.
server-name-nothing-visible = Ein Name braucht mindestens ein sichtbares Zeichen.
server-name-too-long = Ein Name hat 1 bis { $most } Zeichen, nicht { $count }.
server-name-too-many-marks = Ein Name trägt höchstens drei Zeichen auf einem Buchstaben.
server-name-looks-given = Namen wie „Player 3fa2c1“ gibt der Server neuen Spielern; wähle einen anderen.
server-too-many-in-request = Höchstens { $most } Spiele passen in eine Anfrage.
net-unreachable = Der Server ist nicht erreichbar (offline?).
net-unreadable = Die Antwort des Servers war nicht lesbar ({ $detail }).
net-status = Der Server antwortete { $status }.
notice-move-not-played = Dein Zug in Zeile { $row }, Spalte { $column } wurde nicht gespielt: { $why }
notice-new-player = { $why } Du spielst als neuer Spieler.
notice-name-later = Der Name wird gespeichert, sobald der Server erreicht ist; versuche es dann erneut.
notice-name-empty = Ein Name hat 1 bis 24 Zeichen, und dieser ist leer.
notice-name-too-long = Ein Name hat 1 bis 24 Zeichen, nicht { $count }.
notice-dropped = { $count ->
        [one] Das Spiel endete, bevor { $count } weiterer Zug gespielt werden konnte.
       *[other] Das Spiel endete, bevor { $count } weitere Züge gespielt werden konnten.
    }
notice-unknown-board = Der Server schickte ein Spielfeld, das diese Version nicht zeigen kann ({ $name }, { $rows }×{ $columns }).

## Play a person

online-badge = Duell · gegen Menschen
online-ratings = Wertungen
online-resign = Aufgeben
online-computer = Computer
    .title = Duelle gegen den Computer
online-settings = { $rows } × { $columns }, { $mines ->
        [one] { $mines } Mine
       *[other] { $mines } Minen
    }, { $lives } Leben, { $pace ->
        [realtime] Echtzeit
       *[turns] Züge
    }
online-no-guess = { $settings }, ohne Raten
online-intro = Das Duell, das du eingestellt hast: { $settings }. Der Server verwaltet das Spielfeld und den Zug: Keine Seite sieht eine Mine, bevor sie getroffen wird.
online-your-name = Dein Name
online-room-new = Ein Link für einen Freund
online-quick = Schnelles Spiel
online-link-label = Der Link des Raums
online-send-link = Schicke diesen Link einem Freund; das Duell beginnt, wenn er ihn öffnet:
online-seat-waiting = Warten …
online-their-move = { " " }· Gegner am Zug
online-another = Noch ein Duell: schnelles Spiel
online-back = Zurück zum Computer
online-absent = Gegen Menschen zu spielen braucht den Spielserver, und der Host dieser Seite betreibt keinen: Die Computerstufen spielen weiter.
online-connecting = Verbindung zum Spielserver …
online-retrying = Die Verbindung ist abgebrochen: neue Verbindung …
online-open = Gegen Menschen: Erstelle einen Link für einen Freund, oder nimm den nächsten wartenden Spieler.
online-other-player = der andere Spieler
online-a-player = ein Spieler
online-dropped = Deine Verbindung ist abgebrochen: neue Verbindung … (du hast 60 s, um zurückzukommen)
online-waiting = Warten, bis jemand den Link öffnet …
online-reconnecting = Warten auf { $name } (verbindet sich neu) …
online-draw = { $reason ->
        [forfeit] Remis durch Aufgabe.
        [stuck] Remis, kein Zug mehr möglich.
       *[target] Remis.
    }
online-you-won = { $reason ->
        [forfeit] Du hast durch Aufgabe gewonnen!
        [stuck] Du hast gewonnen, kein Zug mehr möglich!
       *[target] Du hast gewonnen!
    }
online-they-won = { $reason ->
        [forfeit] { $name } hat durch Aufgabe gewonnen.
        [stuck] { $name } hat gewonnen, kein Zug mehr möglich.
       *[target] { $name } hat gewonnen.
    }
online-rating = Wertung { $change }.
online-closed = Der Raum wurde geschlossen.
online-watching = Du schaust { $one } gegen { $two } zu.
online-out = Du hast keine Leben mehr: Der andere Spieler spielt weiter.
online-to-move = { $name } ist am Zug …
online-not-connected = Nicht verbunden: Dieser Zug wurde nicht gespielt. Neue Verbindung …
ratings-title = Wertungen gegen Menschen
ratings-none = Noch niemand hat gegen einen Menschen gespielt.
ratings-what = Die Wertungen
ranking-player = Spieler
ranking-rating = Wertung
ranking-battles = Duelle
could-not-read = { $what }: Lesen fehlgeschlagen ({ $why }).
close = Schließen

## Ranked play

ranked-category = { $name ->
        [beginner] Anfänger
        [intermediate] Fortgeschritten
        [expert] Experte
        [daily-beginner] Tagesfeld Anfänger
        [daily-intermediate] Tagesfeld Fortgeschritten
       *[daily-expert] Tagesfeld Experte
    }
ranked = Rangliste
ranked-with = Rangliste · { $category }
ranked-player-badge = Spieler
ranked-hint = Der Spielserver gibt das Spielfeld aus, führt die Uhr und wertet deine Zeit. Keine Tipps in einem Ranglistenspiel.
ranked-looking = Suche nach dem Spielserver …
ranked-absent = Ranglistenspiele brauchen den Spielserver, und der Host dieser Seite betreibt keinen.
ranked-elsewhere = Alles andere im Spiel läuft hier;
ranked-serve = startet den Server mit den Seiten.
ranked-categories = Kategorien
ranked-your-name = Dein Name
leaderboards = Ranglisten
ranked-your-games = Deine Spiele
    .title = Deine Ranglistenspiele, unter einer Adresse, die du teilen kannst
ranked-practice = Üben
    .title = Zurück zu deinem Übungsspiel
ranked-game = Ranglistenspiel
ranked-mark = Rangliste
    .title = Der Server führt die Uhr dieses Spiels
ranked-waiting = { $count ->
        [one] { $count } Zug wird gesendet, sobald er zurück ist.
       *[other] { $count } Züge werden der Reihe nach gesendet, sobald er zurück ist.
    }
ranked-dropped = Die Verbindung zum Server ist abgebrochen: neue Verbindung …
ranked-choose = Wähle eine Kategorie (Rangliste), um ein Spiel zu spielen, das der Server leitet.
ranked-daily-ready = { $category }: das heutige Spielfeld, für alle gleich. Dein erstes Aufdecken ist auf dem umkreisten Feld; dort startet die Uhr des Servers.
ranked-ready = Rangliste { $category }: Der Server gibt das Spielfeld aus und startet seine Uhr bei deinem ersten Aufdecken.
ranked-won = Gewonnen in { $seconds } s nach der Uhr des Servers · 3BV { $bbbv }
ranked-rank = Platz { $rank }
unranked-beyond-record = gespeichert, nicht gewertet: { $rate } 3BV/s ist schneller als der Weltrekord auf jedem Feld der Stufe { $level } (über { $most } 3BV/s)
unranked-beyond-pace = gespeichert, nicht gewertet: { $pace } Züge pro Sekunde sind schneller, als ein Mensch spielt (über { $most })
unranked-no-history = gespeichert, nicht gewertet: Ein Tagesfeld zählt auf seiner Liste, sobald du { $needed } Ranglistenspiele beendet hast (du hast { $finished })
unranked-shared-network = gespeichert, nicht gewertet: Ein anderer Spieler hat dieses Tagesfeld zuerst aus deinem Netz gespielt
unranked-held = zurückgehalten: { $rate } 3BV/s liegt weit über deinem besten Sieg der Stufe { $level } ({ $best } 3BV/s); er kommt auf die Listen, sobald du ein Ranglistenspiel der Stufe { $level } mit { $needed } 3BV/s oder mehr gewinnst
unranked-held-first = zurückgehalten: { $rate } 3BV/s liegt weit über deinem Rekord (noch kein Sieg der Stufe { $level }); er kommt auf die Listen, sobald du ein Ranglistenspiel der Stufe { $level } mit { $needed } 3BV/s oder mehr gewinnst
ranked-released = dein zurückgehaltener Sieg in { $category } vom { $day } steht jetzt auf seiner Rangliste
ranked-lost = Verloren.
ranked-public-later = Das heutige Spielfeld und jede Aufzeichnung davon sind ab 00:00 UTC öffentlich.
ranked-watch-replay = Aufzeichnung ansehen
ranked-another = Noch ein Spiel: { $category }
leaderboard-category = Kategorie
leaderboard-period = Zeitraum
leaderboard-order = Reihenfolge
leaderboard-all-time = Alle Zeiten
leaderboard-by-week = Pro Woche
leaderboard-by-day = Pro Tag
leaderboard-best-time = Beste Zeit
leaderboard-best-rate = Beste 3BV/s
leaderboard-week-of = Die Woche vom { $day }
leaderboard-earlier-week = Frühere Woche
leaderboard-later-week = Spätere Woche
leaderboard-earlier-day = Früherer Tag
leaderboard-later-day = Späterer Tag
leaderboard-what = Die Rangliste
leaderboard-empty = Hier gibt es noch keinen Sieg: Sei der Erste.
leaderboard-player-games = Die Spiele dieses Spielers
replay-cannot-watch = Diese Aufzeichnung kann nicht angesehen werden: { $why }.
replay-empty = Der Server schickte eine leere Aufzeichnung
player-a-player = Ein Spieler
player-given = Spieler { $id }
player-page-what = Die Seite dieses Spielers
player-no-games = Noch kein Ranglistenspiel.
player-day = Tag (UTC)
player-result = { $result ->
        [won] gewonnen
        [lost] verloren
        [abandoned] verloren (aufgegeben)
        [day-over] verloren (der Tag endete)
        [unranked] gewonnen, nicht gewertet
       *[playing] läuft
    }
player-battles = Duelle gegen Menschen · Wertung { $rating }
player-against = Gegen
player-battle-result = { $result ->
        [draw] Remis
        [won-forfeit] gewonnen durch Aufgabe
        [lost-forfeit] verloren durch Aufgabe
        [won] gewonnen
       *[lost] verloren
    }
player-not-rated = nicht gewertet
player-rating-label = Die Wertung über die letzten { $battles } Duelle: von { $from } auf { $to }.
player-rating-before = vorher
player-rating-after = nach Duell { $battle }
player-rating-point = { $rating } nach dem Duell vom { $day }

## The account screen

account-badge = Konto
account-asking = Der Spielserver wird gefragt …
account-no-player = Dieser Browser hat auf diesem Server noch keinen Spieler: Spiele ein Ranglistenspiel, um einer zu werden, erstelle einen mit einem Passkey, oder melde dich unten an.
account-make-with-passkey = Meinen Spieler mit einem Passkey erstellen
account-passkey-hint = Ein Passkey wird von diesem Gerät (oder deinem Handy, oder deinem Passwortmanager) aufbewahrt und meldet dich mit Fingerabdruck, Gesicht oder Bildschirmsperre an: kein Name, kein Passwort.
account-deleted = Das Konto ist gelöscht: { $devices } Gerät(e) abgemeldet, { $passkeys } Passkey(s) und { $games } Spiel(e) entfernt. { $ranked } Ranglistenspiel(e) und { $battles } Duell(e) bleiben, unter dem Namen { $name }.
account-key-kept = Du hast einen Wiederherstellungsschlüssel. Ein neuer ersetzt ihn: Der alte funktioniert dann nicht mehr.
account-key-passkeys = Ein Wiederherstellungsschlüssel meldet ein Gerät an, auf dem keiner deiner Passkeys ist.
account-key-nothing = Ohne Passkey, Wiederherstellungsschlüssel oder ein anderes angemeldetes Gerät geht dieser Spieler verloren, wenn die Daten dieses Browsers gelöscht werden.
account-player = Spieler { $id }: deine Ranglistenspiele und Duelle.
account-passkeys = Passkeys
account-passkey-offer = Mit deinem Wiederherstellungsschlüssel angemeldet. Füge auf diesem Gerät einen Passkey hinzu, um dich nächstes Mal ohne ihn anzumelden.
account-no-passkey = Noch kein Passkey. Ein Passkey meldet dich auf jedem Gerät an, auf dem er ist (synchronisiert von deinem Handy oder Passwortmanager, oder dein Handy vor den QR-Code eines Computers gehalten), ohne Name und ohne Passwort.
account-add-passkey = Passkey hinzufügen
account-recovery-key = Wiederherstellungsschlüssel
account-key-once = Nur dieses eine Mal gezeigt: Kopiere oder drucke ihn und bewahre ihn dort auf, wo nur du herankommst. Er meldet jedes Gerät als dich an.
account-print = Drucken
account-new-key = Neuen Wiederherstellungsschlüssel erstellen
account-make-key = Wiederherstellungsschlüssel erstellen
account-games = Deine Spiele auf jedem Gerät
account-devices = Als du angemeldete Geräte
account-device = Gerät
account-signed-in = Angemeldet
account-last-seen = Zuletzt gesehen
account-network = Netz
account-sign-out = Abmelden
account-sign-out-others = Überall sonst abmelden
account-terminal-before = Das Terminalspiel meldet sich an mit
account-terminal-after = : Es zeigt einen Code, den du hier bestätigst.
account-syncing = Die Spiele dieses Browsers werden gesendet und deine anderen gelesen …
account-synced = Der Server bewahrt { $kept } deiner Spiele für deine Geräte auf; { $received } kamen gerade von deinen anderen Geräten, { $added } gingen von diesem.
account-synced-dropped = { $dropped } der ältesten verließen den Server, um innerhalb von 5.000 Spielen zu bleiben (sie bleiben auf den Geräten, die sie haben).
account-synced-refused = Nicht aufbewahrt: { $why }.
sync-too-large = Spiel { $game }: über { $most } KB, nur auf seinem Gerät gespeichert
sync-unreadable = Spiel { $game }: seine Aufzeichnung ist nicht lesbar ({ $detail })
sync-bad-date = Spiel { $game }: sein Datum ist keine Zeit
sync-tallies-full = die Duell-Bilanz: Die Bilanzen von { $most } Geräten sind schon gespeichert, diese bleibt hier
sync-bad-tally = die Duell-Bilanz: { $detail }
account-games-hint = Klassische Spiele, Spiele ohne Raten und Tagesfelder mit ihren Aufzeichnungen, angemeldet oder vorher gespielt: als deine eigenen aufbewahrt, nie auf einer Rangliste (der Server hat sie nicht geleitet).
account-sync-now = Meine Spiele jetzt synchronisieren
account-key-copied = Der Schlüssel ist kopiert.
account-key-not-copied = Der Schlüssel ließ sich nicht kopieren: Markiere ihn und kopiere ihn von Hand.
account-device-kind = { $kind ->
        [browser] Ein Browser
        [terminal] Ein Terminal
       *[first] Das Gerät, mit dem du angefangen hast
    }
account-this-one = { " " }(dieses)
account-signed-out-here = Dieser Browser ist abgemeldet.
account-sign-out-device = { $device } abmelden, zuletzt gesehen { $seen }
account-you-are = Du bist { $name }: Dein Passkey meldet dich auf jedem Gerät an, auf dem er ist.
account-passkey-added = Der Passkey ist hinzugefügt: Er meldet dich auf jedem Gerät an, auf dem er ist.
account-passkey-added-at = Hinzugefügt { $when } aus { $network }
account-passkey-used = zuletzt benutzt { $when }
account-remove = Entfernen
account-remove-passkey = Den am { $when } hinzugefügten Passkey entfernen
account-signed-in-as = Angemeldet als { $name }.
account-replaces = Der Schlüssel eines anderen Spielers ersetzt { $name } in diesem Browser (auf seinen anderen Geräten bleibt er angemeldet).
account-sign-in-here = Auf diesem Gerät anmelden
account-sign-in-passkey = Mit einem Passkey anmelden
account-sign-in-passkey-hint = Mit einem Passkey auf diesem Gerät, dorthin synchronisiert, oder auf deinem Handy (der Browser bietet seinen QR-Code an).
account-recovery-label = Wiederherstellungsschlüssel
account-sign-in = Anmelden
account-or-recovery = Oder mit dem Wiederherstellungsschlüssel, den du auf einem anderen Gerät erstellt hast.
account-no-player-device = Dieser Browser hat auf diesem Server keinen Spieler: Melde dich zuerst an (Konto) und öffne die Adresse dann erneut.
account-device-asks = Ein Gerät bittet darum, als du angemeldet zu werden. Bestätige nur, wenn du es selbst gestartet hast und es diesen Code zeigt:
account-device-when = Es fragte um { $when } aus dem Netz { $network }; der Code gilt noch { $minutes } Minuten.
account-approve = Bestätigen: als mich anmelden
account-approved = Bestätigt: Das Gerät, das { $code } zeigte, ist als du angemeldet. Es erscheint unter deinen Geräten (Konto), wo du es abmelden kannst.
account-sign-in-device = Ein Gerät anmelden
account-device-code = Der Code, den das Gerät zeigt
account-next = Weiter
account-your-data = Deine Daten
account-download-all = Alles herunterladen (JSON)
account-download-csv = Den Verlauf herunterladen (CSV)
account-data-hint = Alles: dein Konto, Geräte und Passkeys, deine Ranglistenspiele mit ihren Aufzeichnungen, deine Duelle und Wertung, und jedes Spiel von dir, das der Server und dieser Browser aufbewahren.
account-everything-in = Alles ist in { $file }.
account-history-in = Der Verlauf dieses Browsers ist in { $file }.
account-delete-title = Dieses Konto löschen?
account-delete-removes = Jetzt entfernt: { $devices } angemeldete(s) Gerät(e) (alle abgemeldet, auch dieses), { $passkeys } Passkey(s), dein Wiederherstellungsschlüssel und die Spiele, die der Server für deine Geräte aufbewahrt. Dein Name wird der, den der Server vergibt (Spieler { $id }).
account-delete-stays = Bleibt: deine Ranglistenspiele und Duelle, auf den Ranglisten und den Seiten anderer Spieler, unter diesem Namen; und die Spiele, die dieser Browser aufbewahrt, bis du sie hier löschst. Lade vorher alles herunter, wenn du eine Kopie willst. Das lässt sich nicht rückgängig machen.
account-delete-confirm = Mein Konto löschen
account-keep = Behalten
account-delete = Mein Konto löschen …
passkey-not-made = Es wurde kein Passkey erstellt: abgebrochen, oder die Zeit lief ab.
passkey-not-signed-in = Kein Passkey hat angemeldet: abgebrochen, die Zeit lief ab, oder dieses Gerät hat keinen für diese Seite.
passkey-held = Dieses Gerät hat schon einen Passkey dieses Spielers.
passkey-needs-name = Passkeys brauchen den eigenen Namen der Seite (https oder localhost): keine IP-Adresse.
passkey-unsupported = Dieser Browser kann keine Passkeys nutzen: Nimm stattdessen einen Wiederherstellungsschlüssel.
passkey-failed = Der Passkey hat nicht funktioniert ({ $name }): Versuche es erneut, oder nimm einen Wiederherstellungsschlüssel.

## First screen: what a link was adjusted for

link-adjusted = Der Link wurde angepasst: { $notes }.
link-repeated = { $key } wurde mehrmals angegeben; der letzte Wert („{ $value }“) gilt
link-seed = Seed „{ $value }“ ist keine Zahl von 0 bis { $max }; ein zufälliges Spielfeld wurde gezogen
link-not-number = { $key }=„{ $value }“ ist keine Zahl; der Standardwert gilt
link-no-guess-flag = ng=„{ $value }“ ist nicht 1 (ohne Raten) oder 0; 0 gilt
link-unknown = „{ $key }“ ist nicht eines von { $known }; es wurde ignoriert
link-rule = rule „{ $value }“ ist nicht safe oder opening; opening gilt
link-daily = daily=„{ $value }“ ist nicht beginner, intermediate oder expert; das klassische Spiel wird gezeigt
link-date = date=„{ $value }“ ist kein Tag (YYYY-MM-DD); heute gilt
link-mode = mode=„{ $value }“ ist nicht classic oder battle; das klassische Spiel wird gezeigt
link-date-alone = date= gehört zu daily=; es wurde ignoriert
link-side = { $key }={ $wanted } wurde zu { $got }: { $key } muss von { $min } bis { $max } sein
link-mines = mines={ $wanted } wurde zu { $got }: ein { $rows }×{ $columns }-Spielfeld nimmt 1 bis { $max } Minen
link-no-guess-safe = Spielfelder ohne Raten öffnen beim ersten Klick eine Fläche: rule=safe wurde zu opening
link-no-guess-dense = ng=1 entfällt: Spielfelder ohne Raten über { $cells } Felder haben höchstens { $percent } % Minen, und { $rows }×{ $columns } mit { $mines } hat { $density } %
link-preset = preset „{ $value }“ ist nicht beginner, intermediate oder expert; beginner gilt
link-level = level „{ $value }“ ist nicht novice, casual, expert oder master; casual gilt
link-pace = pace „{ $value }“ ist nicht realtime oder turns; realtime gilt
link-battle-side = { $what } muss in einem Duell { $min } bis { $max } sein; { $got } statt { $asked }
link-battle-mines = ein { $rows }×{ $columns }-Duell nimmt 1 bis { $max } Minen; { $got } statt { $asked }
link-battle-lives = lives muss 1 bis { $most } sein; { $got } statt { $asked }
link-speed = speed muss { $min } bis { $max } sein; { $got } statt { $asked }

## First screen: notices

notice-no-solver = Spielfelder ohne Raten brauchen den Löser, und er ließ sich nicht herunterladen (bist du offline?).

## Notices

notice-no-guess-fallback = Für { $rows }×{ $columns } mit { $mines } Minen wurde kein Spielfeld ohne Raten gefunden: Dieses braucht vielleicht Raten.

## The terminal: the full-screen game

term-too-small = Das Terminal ist { $width }×{ $height } groß; { -game } braucht mindestens { $min-width }×{ $min-height }. Vergrößere es, oder drücke q zum Beenden.
term-keys-line = H Tipp · p Wahrscheinlichkeiten · a Autoplay · n neu · ? Hilfe · q Ende
term-keys = Tasten
term-state = { $state ->
        [ready] Bereit
        [playing] Läuft
        [won] Gewonnen!
       *[lost] Verloren
    }
term-mode = { $mode ->
        [autoplay] Autoplay
        [probabilities] Wahrscheinlichkeiten
        [marks] Fragezeichen
       *[no-guess] ohne Raten
    }
term-mines = Minen { $mines }
term-time = Zeit { $seconds }
term-board = { $name } { $rows }×{ $columns }/{ $mines } · Seed { $seed }
term-place = Zeile { $row } Spalte { $column }
term-place-chance = Zeile { $row } Spalte { $column }: { $chance } Mine
term-any-key = Jede andere Taste schließt dies.
term-key-arrows = Pfeile, h j k l
term-key-space = Leertaste, Enter
term-key-mouse = Maus
key-move = Cursor bewegen (Pos1/Ende, Bild↑/Bild↓ springen)
key-reveal = aufdecken; auf einer erfüllten Zahl: Akkord
key-flag = Flagge (mit Fragezeichen: Flagge → ? → verdeckt)
key-chord = Akkord: um eine erfüllte Zahl herum aufdecken
key-hint = Tipp: der Löser macht seinen Zug
key-probabilities = Wahrscheinlichkeiten: jedes verdeckte Feld schattieren
key-autoplay = Autoplay an/aus
key-new = neues Spiel, gleiche Größe
key-presets = neu: Anfänger / Fortgeschritten / Experte
key-marks = Fragezeichen (?) an/aus
key-statistics = Statistik
key-help = diese Hilfe
key-quit = beenden (das Spiel bleibt erhalten)
key-mouse = links deckt auf, rechts oder Umschalt+links setzt Flaggen, Mitte: Akkord
term-welcome = Pfeile oder hjkl bewegen, Leertaste deckt auf, f setzt Flaggen, ? zeigt alle Tasten
term-restored = Dein Spiel ist wieder da, wo du aufgehört hast
term-restored-over = Dein letztes Spiel, beendet: n startet ein neues
term-replay-unread = (seine Aufzeichnung ließ sich nicht lesen: { $why })
term-new-game = Neues Spiel, Seed { $seed }
term-probabilities-off = Wahrscheinlichkeiten ausgeblendet
term-probabilities-ready = Wahrscheinlichkeiten: Vor dem ersten Aufdecken liegen noch keine Minen, und das erste ist immer sicher
term-probabilities-on = Wahrscheinlichkeiten an: ○ sicher, ░▒▓ wahrscheinlicher, ● Mine (das Spiel zählt nicht zur Statistik)
term-autoplay-off = Autoplay aus
term-autoplay-on = Autoplay an: a stoppt
term-over = Das Spiel ist vorbei: n startet ein neues
term-marks-on = Fragezeichen an: f wechselt Flagge, ?, verdeckt
term-marks-off = Fragezeichen aus: f setzt und entfernt Flaggen
term-key-live = Live-Zähler an/aus
term-live-on = Live-Zähler an: i blendet sie aus
term-live-off = Live-Zähler aus
term-won = Gewonnen in { $seconds } s · { $figures }.
term-new-best = Neue Bestzeit für { $category }!
term-assisted = Mit Hilfe des Lösers: nicht in der Statistik.
term-lost-guess = Bumm — der Rateversuch des Lösers ({ $chance } sicher) traf eine Mine · { $figures }.
term-lost-mine = Bumm — eine Mine auf { $cell } · { $figures }.
term-play-again = n spielt erneut
term-stats-unsaved = die Statistik ließ sich nicht speichern: { $why }
term-history-unsaved = das Spiel ließ sich nicht zum Verlauf hinzufügen: { $why }
term-game-unsaved = Das Spiel ließ sich nicht in { $folder } speichern: { $why }
term-prefs-unsaved = Die Einstellungen ließen sich nicht speichern: { $why }

## The terminal: moves, hints and chances (both modes)

move-over = das Spiel ist vorbei: new oder quit
move-outside = { $cell } liegt außerhalb des Spielfelds
move-flagged = { $cell } hat eine Flagge: erst die Flagge entfernen (f { $cell })
move-hidden-chord = { $cell } ist verdeckt: nur eine aufgedeckte Zahl macht einen Akkord (r { $cell } deckt sie auf)
move-needs-flags = { $cell } ist schon aufgedeckt: der Akkord geht, wenn { $number ->
        [one] 1 Flagge
       *[other] { $number } Flaggen
    } daneben { $number ->
        [one] liegt
       *[other] liegen
    } (jetzt { $flags })
move-no-flag-here = { $cell } ist schon aufgedeckt: nur ein verdecktes Feld nimmt eine Flagge
move-open = { $cell } ist schon aufgedeckt
no-guess-needs = Spielfeld ohne Raten: es braucht { $rule ->
        [single] einzelne Zahlen
        [subset] die Teilmengenregel
        [total] die Minenzahl
       *[cases] eine vollständige Fallanalyse
    }
no-guess-fallback = kein Spielfeld ohne Raten gefunden für { $rows }×{ $columns } mit { $mines } Minen; dieses braucht vielleicht Raten
hint-none-left = kein verdecktes Feld mehr zu spielen
hint-unflag = Tipp: { $cell } ist sicher, die Flagge ist also falsch: sie kommt weg
hint-played = Tipp: { $cell }, { $kind ->
        [first] der Eröffnungszug
        [safe] sicher
        [guess] geraten — { $chance } sicher
       *[about] geraten — etwa { $chance } sicher (geschätzt: zu offen zum Zählen)
    }
chance-open = { $cell } ist aufgedeckt: keine Mine
chance-over = { $cell }: das Spiel ist vorbei
chance-ready = { $cell }: Vor dem ersten Aufdecken liegen noch keine Minen, und das erste ist immer sicher
chance-safe = { $cell }: sicher keine Mine
chance-mine = { $cell }: sicher eine Mine
chance-of = { $cell }: { $chance } Wahrscheinlichkeit einer Mine
chance-estimated = { $cell }: { $chance } Wahrscheinlichkeit einer Mine (geschätzt)

## The terminal: line mode

line-board = { $rows }×{ $columns }, { $mines ->
        [one] { $mines } Mine
       *[other] { $mines } Minen
    }, Seed { $seed }
line-ready = bereit: ein Feld aufdecken, um zu beginnen (r ROW COL) — { $board }
line-ready-no-guess = bereit: ein Feld aufdecken, um zu beginnen (r ROW COL) — { $board }, ohne Raten
line-playing = läuft: noch { $left } Minen — { $board }
line-won = gewonnen! jedes sichere Feld ist offen — { $board } — new oder quit
line-lost = verloren: eine Mine ist explodiert — { $board } — new oder quit
line-ask-rows = Zeilen ({ $min }-{ $max }, oder eine Vorgabe: beginner, intermediate, expert)
line-ask-columns = Spalten ({ $min }-{ $max })
line-ask-mines = Minen (1-{ $max })
line-nothing-to-export = noch nichts zu exportieren: das Spiel hat keinen Zug
line-exported = exportiert nach { $path } (EVF, { $bytes } Bytes)
line-not-written = { $path } ließ sich nicht schreiben: { $why }
line-help =
    Befehle (einer pro Zeile, Groß-/Kleinschreibung egal; ROW und COL zählen ab 1, Zeile zuerst):
      r ROW COL      ein Feld aufdecken (auf einer Zahl mit allen Flaggen: Akkord)
      f ROW COL      ein verdecktes Feld markieren, oder die Flagge entfernen
      c ROW COL      Akkord: die Nachbarn ohne Flagge einer erfüllten Zahl aufdecken
      hint           den Zug des Lösers spielen (sicher, wenn einer sicher ist, sonst sein bester Rateversuch)
      prob ROW COL   die Wahrscheinlichkeit, dass das Feld eine Mine ist
      new [beginner|intermediate|expert|ROWS COLS MINES] [seed N]
                     ein neues Spiel (gleiche Größe, außer es wird eine genannt; zufälliger Seed, außer es wird einer genannt)
      board          das Spielfeld erneut ausgeben
      review         jeden Zug bisher vom Löser bewertet, und die Kennzahlen
      export PATH    das Spiel (beendet oder nicht) als EVF-Aufzeichnung speichern
      help           diese Liste
      quit           verlassen (das Ende der Eingabe ebenso)
    Zeichen: # verdeckt, F Flagge, ? Fragezeichen, . leer, 1-8 Minen ringsum, nach einer Niederlage * Mine,
    X die explodierte, x eine falsche Flagge
what = { $what ->
        [row] Zeile
        [column] Spalte
        [rows] Zeilen
        [columns] Spalten
       *[mines] Minen
    }
line-unknown = unbekannter Befehl „{ $word }“ (versuche help)
line-no-args = { $command } nimmt nichts danach, bekam „{ $word }“
line-needs-cell = { $command } braucht ROW COL
line-cell-then = { $command } braucht ROW COL und nicht mehr, bekam „{ $word }“ danach
line-not-whole = { $what } „{ $word }“ ist keine ganze Zahl
line-must-be-whole = { $what } muss eine ganze Zahl sein, bekam „{ $word }“
line-side = { $what } muss von { $min } bis { $max } sein, bekam { $value }
line-mines = Minen müssen auf einem { $rows }×{ $columns }-Spielfeld von 1 bis { $max } sein, bekam { $value }
line-outside = { $what } { $value } liegt außerhalb von 1..{ $max }
line-new-size = new nimmt beginner, intermediate, expert oder ROWS COLS MINES, bekam „{ $word }“
line-new-usage = new nimmt beginner, intermediate, expert oder ROWS COLS MINES, dann seed N
line-seed-number = Seed „{ $word }“ ist keine Zahl von 0 bis { $max }
line-seed-missing = seed braucht danach eine Zahl
line-seed-extra = seed nimmt eine Zahl, bekam „{ $word }“ danach
line-export-path = export braucht einen Dateinamen: export PATH
term-no-games = Noch kein beendetes Spiel gespeichert: Spiel eines mit „mines“.
term-stats-summary = { $category } — { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
term-stats-best = Bestzeit { $seconds } s
term-spread = { $caption } (ein Balken je { $step } 3BV/s)
term-calendar-legend = · keins, ░ 1, ▒ 2–3, ▓ 4–7, █ 8+
term-history-result = { $result } in { $seconds } s
term-replay = Aufzeichnung
term-replay-move = Zug { $move }/{ $moves }
term-replay-state = { $playing ->
        [yes] läuft
       *[no] pausiert
    }
term-replay-start = Leertaste spielt ab, → geht einen Zug weiter
term-replay-keys = Leertaste Abspielen/Pause · ← → Schritt · Home End · + − Tempo · q Ende
term-ranked-help =
    Befehle für Ranglistenspiele (einer pro Zeile; ROW und COL zählen ab 1, Zeile zuerst):
      r ROW COL   ein Feld aufdecken (auf einer Zahl mit allen Flaggen: Akkord)
      f ROW COL   ein verdecktes Feld markieren oder die Flagge entfernen
      c ROW COL   Akkord
      board       das Feld noch einmal zeigen
      new         ein weiteres Spiel dieser Kategorie (nicht beim Tagesfeld)
      help        diese Liste
      quit        beenden (ein unbeendetes Spiel bleibt auf dem Server unbeendet)
    Der Server teilt das Feld aus und stoppt die Zeit; im Ranglistenspiel gibt es keine Hinweise.
term-ranked-no-game = Es läuft kein Spiel: Gib new ein
term-playing-as = du spielst als { $name }
term-no-answer = Der Server hat nicht geantwortet: Der Zug bleibt erhalten und wird gesendet, sobald er wieder da ist
term-not-started = Der Spielserver unter { $server } hat kein Spiel begonnen
term-over-new = Das Spiel ist vorbei: Gib new für ein weiteres ein
term-daily-once = Das Tagesfeld wird einmal am Tag gespielt; das nächste kommt um 00:00 UTC
term-ranked-no-tools = Keine Hinweise, Wahrscheinlichkeiten, Analyse oder Export im Ranglistenspiel: Die Aufzeichnung kommt am Ende
term-not-to-chord = { $cell } ist keine Zahl für einen Akkord
term-daily-start = Das Tagesfeld beginnt mit seinem Startfeld: r { $cell }
term-ranked-daily-ready = bereit: Das Tagesfeld beginnt bei r { $cell } — { $game }; dort startet die Uhr des Servers
term-ranked-won = gewonnen — { $game }
term-ranked-lost = verloren: Eine Mine ging hoch — { $game }
term-replay-link = Aufzeichnung: { $url }
term-ranked-state = { $state ->
        [connecting] verbinde
        [won] gewonnen
        [lost] verloren
        [playing] läuft
       *[ready] bereit
    }
term-ranked-asking = Der Spielserver wird nach einem Feld gefragt…
term-ranked-keys = Pfeile/hjkl bewegen · Leertaste aufdecken · f Flagge · c Akkord · n neues Spiel · q Ende
term-server-retry = Der Spielserver unter { $server } ist nicht erreichbar ({ $why }); neuer Versuch
term-unreachable = Der Spielserver unter { $server } ist nicht erreichbar: { $why }
term-player-not-kept = Dein Ranglistenspieler konnte nicht gespeichert werden ({ $why }): Die nächste Sitzung spielt als neuer Spieler
term-leaderboard-player = Spieler
term-leaderboard-time = Zeit
term-login-open = Um dieses Terminal anzumelden, öffne diese Adresse in einem Browser, der als dein Spieler angemeldet ist:
term-login-check = und prüfe vor dem Bestätigen, dass er diesen Code zeigt:
term-login-lasts = (der Code gilt { $minutes } Minuten; Strg-C beendet das Warten)
term-login-expired = Der Code lief ab, bevor er bestätigt wurde: Führe „mines login“ erneut aus
term-login-no-folder = Angemeldet, aber es gibt keinen Datenordner für das Token
term-login-not-kept = Angemeldet, aber das Token konnte nicht gespeichert werden: { $why }
term-login-signed-in = Angemeldet als { $name } ({ $player }): „mines ranked --server { $server }“ spielt als dieser Spieler.
term-login-other = (Dieses Terminal spielte auf diesem Server vorher als ein anderer Spieler; er bleibt auf seinen anderen Geräten angemeldet.)
term-sync-no-folder = Es gibt keinen Datenordner: Dieses Terminal speichert keine Spiele
term-sync-not-signed-in = Dieses Terminal ist auf { $server } nicht angemeldet: Führe zuerst „mines login --server { $server }“ aus
term-sync-forgotten = { $server } kennt dieses Terminal nicht mehr (abgemeldet?): Führe „mines login --server { $server }“ erneut aus
term-sync-not-kept-here = Die Spiele konnten hier nicht gespeichert werden: { $why }
term-sync-mark-not-kept = Der Stand des Abgleichs konnte nicht gespeichert werden: { $why }
term-synced = Abgeglichen als { $name }: { $sent ->
        [one] { $sent } Spiel
       *[other] { $sent } Spiele
    } von diesem Terminal gesendet, { $received } kamen von deinen anderen Geräten; der Server speichert { $kept } deiner Spiele.
term-sync-dropped = { $dropped ->
        [one] Der Server gab { $dropped } altes Spiel auf, um in seinen Grenzen zu bleiben; es bleibt auf den Geräten, die es haben.
       *[other] Der Server gab { $dropped } alte Spiele auf, um in seinen Grenzen zu bleiben; sie bleiben auf den Geräten, die sie haben.
    }
notice-rest-missing = Der Löser und die Dialoge konnten nicht geladen werden (bist du offline?).
notice-kept-unread = Dein gespeichertes Spiel und deine Statistik konnten nicht gelesen werden: Der Rest der Seite konnte nicht geladen werden (bist du offline?).
notice-part-missing = Dieser Teil des Spiels konnte nicht geladen werden (bist du offline?).
notice-battle-kept-unread = Dein gespeichertes Duell und deine Statistik konnten nicht gelesen werden: Der Rest der Seite konnte nicht geladen werden (bist du offline?).
notice-computer-missing = Der Computer kann nicht spielen: Sein Verstand konnte nicht geladen werden (bist du offline?).
notice-unread-prefs = Deine Einstellungen konnten nicht gelesen werden ({ $why }) und wurden zurückgesetzt.
notice-unread-stats = Deine Statistik konnte nicht gelesen werden ({ $why }) und wurde zurückgesetzt.
notice-unread-daily = Deine Tagesergebnisse konnten nicht gelesen werden ({ $why }) und wurden zurückgesetzt.
notice-unread-game = Dein gespeichertes Spiel konnte nicht gelesen werden ({ $why }) und wurde verworfen.
notice-unread-battle-stats = Deine Duell-Statistik konnte nicht gelesen werden ({ $why }) und wurde zurückgesetzt.
notice-unread-battle = Dein gespeichertes Duell konnte nicht gelesen werden ({ $why }) und wurde verworfen.
notice-stats-reset = Einige Statistiken gingen nicht auf und wurden zurückgesetzt ({ $what }).
notice-daily-dropped = Einige Tagesergebnisse wurden ausgelassen ({ $what }).
notice-storage-full = Der Speicher des Browsers ist voll: Dieses Spiel konnte nicht im Verlauf gespeichert werden.
notice-storage-dropped = Der Speicher des Browsers ist voll: Die { $count } ältesten Spiele wurden aus dem Verlauf entfernt, um Platz zu schaffen (deine besten Spiele bleiben).
notice-replay-unread = Die Aufzeichnung dieses Spiels konnte nicht gelesen werden ({ $why }); das Spiel geht ohne sie weiter.
notice-videos-elsewhere = Videos öffnen sich auf der Seite des Spiels: Zieh es dorthin, oder Verlauf → Video öffnen.
notice-no-guess-refused = Das Feld ohne Raten wurde abgelehnt ({ $why }); dieses kann Raten erfordern.
account-passkey-request-unread = Die Passkey-Anfrage des Servers konnte nicht gelesen werden.
account-no-window = Diese Seite hat kein Browserfenster.
account-passkey-answer-unread = Die Antwort des Browsers konnte nicht gelesen werden.
cli-about = { -game } im Terminal, mit einem exakten Wahrscheinlichkeits-Löser für Tipps.
cli-long-about = Im Terminal spielt es im Vollbild (? zeigt die Tasten). Mit --line, oder wenn Standardein- oder -ausgabe kein Terminal ist, liest es einen Befehl pro Zeile (tippe help), für Skripte und Screenreader; --json gibt für Programme ein JSON-Objekt pro Zeile aus.
cli-usage = Aufruf
cli-options = Optionen
cli-commands = Befehle
cli-arguments = Argumente
cli-help = Hilfe anzeigen
cli-help-command = Diese Liste anzeigen, oder die Hilfe des angegebenen Befehls
cli-version = Die Version anzeigen
cli-preset = Ein klassisches Spielfeld: beginner 9×9/10, intermediate 16×16/40 oder expert 16×30/99.
cli-rows = Zeilen eines eigenen Spielfelds ({ $min }–{ $max }), mit --cols und --mines.
cli-cols = Spalten eines eigenen Spielfelds ({ $min }–{ $max }), mit --rows und --mines.
cli-mines = Minen eines eigenen Spielfelds (1 bis Zeilen × Spalten − 1), mit --rows und --cols.
cli-seed = Der Seed des Spielfelds: Gleicher Seed und gleicher erster Klick ergeben das gleiche Spielfeld, hier wie im Browser. Ohne ihn zufällig.
cli-rule = Was der erste Klick sicher ist: opening (eine Fläche öffnet sich, ohne Mine darauf oder darum; Standard) oder safe (nur das erste aufgedeckte Feld ist sicher).
cli-no-guess = Spielfelder ohne Raten: Von der Öffnung des ersten Klicks an lässt sich immer ein Feld als sicher beweisen (bedeutet --rule opening).
cli-line = Auch im Terminal im Zeilenmodus spielen.
cli-json = Zeilenmodus mit einem JSON-Objekt pro Zeile (bedeutet --line).
cli-no-color = Keine Farben (wie eine nicht leere Umgebungsvariable NO_COLOR).
cli-marks = Vollbild: f wechselt Flagge → ? → verdeckt (gemerkt, bis m es ausschaltet).
cli-lang = Die Sprache der Texte für Menschen ({ $tags }): sonst die des Locales (LC_ALL, LC_MESSAGES, LANG), sonst Englisch. Befehle und JSON bleiben, wie sie sind.
cli-ranked = Eine Ranglistenpartie auf einem Spielserver spielen, der das Spielfeld gibt, die Zeit nimmt und den Sieg wertet (Vollbild; --line oder --json für einen Befehl pro Zeile).
cli-login = Dieses Terminal als den Spieler anmelden, der du im Browser bist: gibt eine Adresse und einen Code aus, den du dort bestätigst; „mines ranked“ spielt dann als dieser Spieler.
cli-sync = Die Spiele dieses Terminals an einen Spielserver senden, auf dem du angemeldet bist („mines login“), und die dort von deinen anderen Geräten gespielten holen: Verlauf und Statistik auf jedem Gerät.
cli-leaderboard = Die Rangliste eines Spielservers: der beste Sieg jedes Spielers.
cli-history = Die im Datenordner gespeicherten beendeten Spiele auflisten, neueste zuerst (die Nummer spielt eines ab oder wertet es aus).
cli-stats = Die gespeicherten Spiele je Kategorie gezeichnet: Zeit und 3BV/s jedes Siegs über die Spiele mit der bisherigen Bestleistung, die Verteilung der 3BV/s und ein Kalender der Spiele.
cli-replay = Eine Wiederholung im Vollbild abspielen: eine Datei (eine EVF-Datei oder der Text eines Wiederholungslinks, wie ihn „Teilen“ im Browser gibt) oder eine Nummer aus „mines history“.
cli-review = Jeden Zug einer Wiederholung mit dem Löser bewerten: sicher, erzwungen, unnötig geraten oder schlechter geraten.
cli-server = Der Spielserver, etwa http://127.0.0.1:8080.
cli-ranked-preset = Welches Spielfeld: beginner, intermediate oder expert (Standard).
cli-daily = Das heutige Tagesspielfeld der Rangliste für diese Stufe: für alle gleich, einmal gespielt.
cli-ranked-line = Ein Befehl pro Zeile, auch im Terminal.
cli-ranked-json = Ein Befehl pro Zeile, ein JSON-Objekt pro Zeile zurück.
cli-period = Welche Siege: all (alle, Standard), week (die dieser Woche) oder day (die von heute).
cli-day = Ein Tag, JJJJ-MM-TT (UTC): das Spielfeld dieses Tages (ein Tagesspielfeld, oder mit --period day) oder die Woche, die ihn enthält (--period week). Ohne ihn heute.
cli-by = Was zuerst zählt: time (die schnellsten Siege, Standard) oder rate (die meisten 3BV pro Sekunde).
cli-leaderboard-json = Das JSON des Servers, wie er es schickte.
cli-history-json = Ein JSON-Objekt pro Spiel.
cli-stats-json = Die Zahlen hinter den Bildern, ein JSON-Objekt pro Kategorie.
cli-game = Eine Datei oder eine Nummer aus „mines history“ (1 ist das neueste Spiel).
cli-review-json = Ein JSON-Objekt pro Zug, dann ein Objekt mit der Zusammenfassung.
cli-analyse = Die Minenchance jedes verdeckten Felds einer Stellung (eine .mine-Datei), die sichersten Felder, tote Felder, erzwungene 50/50 und die Chance, das Feld zu räumen.
cli-analyse-file = Eine .mine-Datei, oder - für die Standardeingabe.
cli-analyse-json = Ein JSON-Objekt: das Feld und die Chance jedes verdeckten Felds, für Programme.
cli-error = Fehler
cli-unknown = { $arg } gibt es hier nicht
cli-bad-value = „{ $value }“ ist kein Wert für { $arg }: möglich sind { $values }
cli-invalid = „{ $value }“ ist kein Wert für { $arg }: { $why }
cli-out-of-range = von { $min } bis { $max }
cli-not-number = eine ganze Zahl
cli-missing = { $args } muss auch angegeben werden
cli-conflict = { $arg } und { $other } passen nicht zusammen
cli-no-command = es gibt keinen Befehl „{ $command }“: die Befehle sind { $commands }
cli-needs-value = { $arg } braucht einen Wert
cli-not-understood = die Befehlszeile ist nicht verständlich ({ $why })
cli-try-help = Mehr mit „mines --help“.
cli-no-guess-safe = --no-guess-Spielfelder öffnen sich beim ersten Klick: das passt zu --rule opening, nicht safe
cli-no-guess-dense = Spielfelder ohne Raten über { $cells } Felder haben höchstens { $percent } % Minen, und { $rows }×{ $columns } mit { $mines } sind { $density } %
cli-no-language = für „{ $tag }“ gibt es keine Texte; die Sprachen sind { $tags }
cli-not-a-day = ein Tag ist ein Datum, JJJJ-MM-TT
term-file-set-aside = { $what ->
        [game] das gespeicherte Spiel
        [stats] die Statistik
        [prefs] die Einstellungen
       *[history] der Spielverlauf
    } ließ sich nicht lesen ({ $why }): beiseitegelegt als { $path }
term-file-left = { $what ->
        [game] das gespeicherte Spiel
        [stats] die Statistik
        [prefs] die Einstellungen
       *[history] der Spielverlauf
    } ließ sich nicht lesen ({ $why }); an Ort und Stelle gelassen ({ $error })
term-not-text = es ist kein UTF-8-Text
term-stats-dropped = die Statistik für { $what } wurde weggelassen
term-history-dropped = { $what } wurde aus dem Verlauf weggelassen
term-not-a-replay = { $file } ist weder eine Aufzeichnung (AVF, RMV, MVF, EVF) noch der Text einer Wiederholung ({ $why })
term-no-such-game = im Verlauf gibt es kein Spiel { $number } ({ $kept } gespeichert: „mines history“ listet sie)
term-history-game-unread = Spiel { $number } des Verlaufs: { $why }
term-board-size = { $name } { $rows }×{ $columns }/{ $mines }
term-title-seed = { $board } · Seed { $seed }
term-title-history = { $board } · Spiel { $number } des Verlaufs
term-server-scheme = --server nimmt http://- oder https://-Adressen, nicht { $scheme }://
term-server-address = --server ist die Adresse des Spielservers, etwa http://127.0.0.1:8080, nicht „{ $text }“
term-replay-needs-terminal = eine Wiederholung läuft im Vollbild, in einem Terminal („mines review“ gibt eine aus)
term-note = Hinweis
term-counters-time = Zeit { $seconds } s, { $won ->
        [yes] gewonnen
       *[no] nicht gewonnen
    }
decimal-point = ,
