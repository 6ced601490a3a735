# Español.
-language = Español
-game = Buscaminas

## The page

page-title = { -game }
page-description = { -game }: reglas clásicas, tableros con semilla para compartir, hasta 200 × 200.
manifest-description = El { -game } clásico, con solucionador exacto, repeticiones, tableros sin adivinar y duelo.
battle-page-title = { -game }: duelo
battle-page-description = { -game }: duelo contra el ordenador por el territorio de un mismo tablero.

## The classic game's first screen

game-title = { -game }
daily-badge = Diario { $date }
    .title = El tablero de hoy, el mismo para todos
no-guess-badge = Sin adivinar
    .title = Sin adivinar: desde la apertura del primer clic, siempre se puede demostrar que alguna casilla es segura
game-menu = Menú del juego
play-tools = Herramientas
game-window = Partida
mines-left = Minas restantes
restart = Nueva partida
    .title = Nueva partida (R)
restart-won = Has ganado. Nueva partida
restart-lost = Has perdido. Nueva partida
timer = { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
making-board = Creando un tablero que se resuelve solo con lógica
dismiss = Cerrar
copied = { $what ->
        [replay] Enlace a la repetición copiado.
        [result] Resultado copiado.
       *[link] Enlace copiado.
    }
copy-this = Copia esto: { $text }

## The status line

status-loading = Cargando…
status-making = Creando un tablero que se resuelve solo con lógica…
status-ready-chances = Haz clic en cualquier casilla para empezar: el primer clic siempre es seguro, y después se ven las probabilidades de mina.
status-ready = Haz clic en cualquier casilla para empezar. Clic derecho o pulsación larga para poner bandera; las flechas y el espacio también sirven.
status-daily = Tablero diario { $date } · empieza en la casilla marcada (fila { $row }, columna { $column }), la misma para todos. { $attempt }
daily-practice = Práctica: tu primer intento ya contó.
daily-counts = Tu primer intento cuenta.
status-won = ¡Has ganado! Despejado en { $seconds } segundos.
status-won-untimed = ¡Has ganado!
status-lost = Bum: has pisado una mina. Pulsa la cara o R para jugar otra vez.
status-lost-guess = Bum: la apuesta del solucionador ({ $percent } % segura) pisó una mina. Pulsa la cara o R para jugar otra vez.
status-lost-guess-about = Bum: la apuesta del solucionador (segura en torno al { $percent } %) pisó una mina. Pulsa la cara o R para jugar otra vez.
hint-first = Pista: el mejor primer clic
hint-safe = Pista: segura
hint-guess = Pista: hay que adivinar — { $percent } % segura
hint-guess-about = Pista: hay que adivinar — en torno al { $percent } % segura
hint-estimated-why = (estimación: demasiadas posibilidades para contarlas)
estimated-note = Las probabilidades son estimaciones: hay demasiadas disposiciones posibles para contarlas todas.
hint-with-note = { $hint }. { $note }
hint-with-why = { $hint } { $why }

## Play tools

help-note = Ayuda del solucionador: una partida con su ayuda no cuenta en tus estadísticas
flag-mode = Modo bandera
hint = Pista
    .title = Pista (H). { help-note }
autoplay = Juego automático
autoplay-stop = Parar
probabilities = Probabilidades
    .title = Probabilidades (P). { help-note }

## The board

board = Tablero de { -game }, { $rows } filas por { $columns } columnas, { $mines ->
        [one] { $mines } mina
       *[other] { $mines } minas
    }. Las flechas mueven, el espacio descubre, F pone bandera.
zoom = Zoom
zoom-out = Alejar
    .title = Alejar (Ctrl + rueda)
zoom-fit = Ajustar
    .title = Ajustar el tablero a la pantalla
zoom-in = Acercar
    .title = Acercar (Ctrl + rueda)

## The menu

menu-battle = Duelo
    .title = Juega contra el ordenador por el territorio
menu-ranked = Clasificatoria
    .title = Partidas que el servidor arbitra y clasifica
menu-daily = Diario
    .title = Los tableros de hoy, los mismos para todos
menu-history = Historial
    .title = Cada partida terminada, para verla otra vez
menu-statistics = Estadísticas
menu-share = Compartir
    .title = Copiar un enlace a este tablero
menu-settings = Ajustes
    .title = Ajustes (S)
account = Cuenta
    .title-signed-in = Tu cuenta: tus dispositivos, una clave de recuperación, iniciar sesión en otro sitio
    .title-signed-out = Iniciar sesión: con una clave de recuperación o jugando clasificatorias
theme = Tema
theme-system = Sistema
theme-light = Claro
speed = Velocidad
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
theme-dark = Oscuro

## Settings

settings = Ajustes
presets = Tableros predefinidos
preset-beginner = Principiante
preset-intermediate = Intermedio
preset-expert = Experto
preset-custom = Personalizado
preset-any-size = cualquier tamaño
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } mina
       *[other] { $mines } minas
    }
rows = Filas
columns = Columnas
mines = Minas
first-click = Primer clic
rule-opening = Apertura
rule-opening-help = el primer clic abre una zona
rule-safe = Seguro
rule-safe-help = el primer clic nunca es una mina
rule-no-guess = Sin adivinar
rule-no-guess-help = el primer clic abre una zona y el tablero nunca obliga a adivinar
rule-no-guess-limits = tableros de más de { $cells } casillas con un { $percent } % de minas como máximo (este tiene un { $density } %)
question-marks = Signos de interrogación
question-marks-help = el clic derecho alterna bandera → ? → tapada
settings-hint = Cambiar el tablero empieza una partida nueva al instante.
done = Listo
language = Idioma
