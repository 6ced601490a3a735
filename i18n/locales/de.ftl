# Deutsch.
-language = Deutsch
-game = Minesweeper

## The page

page-title = { -game }
page-description = { -game }: klassische Regeln, teilbare Spielfelder mit Seed, bis 200 × 200.
manifest-description = Klassisches { -game } mit exaktem Löser, Aufzeichnungen, Spielfeldern ohne Raten und Duell.
battle-page-title = { -game } Duell
battle-page-description = { -game } Duell: Kämpfe gegen den Computer um Gebiet auf einem Spielfeld.

## The classic game's first screen

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

## The status line

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

## The board

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
preset-beginner = Anfänger
preset-intermediate = Fortgeschritten
preset-expert = Experte
preset-custom = Benutzerdefiniert
preset-any-size = beliebige Größe
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } Mine
       *[other] { $mines } Minen
    }
rows = Zeilen
columns = Spalten
mines = Minen
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
settings-hint = Änderungen am Spielfeld starten sofort ein neues Spiel.
done = Fertig
language = Sprache
