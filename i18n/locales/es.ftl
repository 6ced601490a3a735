# Español.
-language = Español
-game = Buscaminas

## The page

page-title = { -game }
page-description = { -game }: reglas clásicas, tableros con semilla para compartir, hasta 200 × 200.
manifest-description = El { -game } clásico, con solucionador exacto, repeticiones, tableros sin adivinar y duelo.
battle-page-title = { -game }: duelo
battle-page-description = { -game }: duelo contra el ordenador por el territorio de un mismo tablero.

## First screen: the classic game

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

## First screen: the status line

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

## First screen: the board

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

## First screen: the cells, as a screen reader says them

cell = fila { $row }, columna { $column }, { $state }
cell-state = { $state ->
        [hidden] oculta
        [flagged] con bandera
        [questioned] con interrogante
        [mine] mina
        [exploded] mina que estalló
       *[wrong-flag] bandera errónea, aquí no hay mina
    }
cell-around = { $count ->
        [0] sin minas alrededor
        [one] 1 mina alrededor
       *[other] { $count } minas alrededor
    }
cell-chance = { $cell }, { $percent } de probabilidad de mina
battle-cell-state = { $state ->
        [legal] oculta, puedes descubrirla
        [hidden] oculta
        [flagged] con bandera
        [hit-you] mina que pisaste
        [hit-computer] mina que pisó el ordenador
       *[mine] mina
    }
battle-cell-owned = { $around }, { $whose ->
        [you] tuya
       *[computer] del ordenador
    }

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

## First screen: the theme (Battle's header draws its picker at once)

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

## First screen: the presets and sizes (Battle's settings draw them at once)

preset-beginner = Principiante
preset-intermediate = Intermedio
preset-expert = Experto
preset-custom = Personalizado

## Settings, continued

preset-any-size = cualquier tamaño
preset-detail = { $rows }×{ $columns } · { $mines ->
        [one] { $mines } mina
       *[other] { $mines } minas
    }

## First screen: the sizes

rows = Filas
columns = Columnas
mines = Minas

## Settings, continued

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
live-counters = Contadores en vivo
live-counters-help = 3BV/s, clics y más mientras juegas
live-counters-panel = Contadores hasta ahora
settings-hint = Cambiar el tablero empieza una partida nueva al instante.
done = Listo
language = Idioma

## First screen: Battle

battle-badge = Duelo
battle-online = Jugar con alguien
    .title = Un duelo contra una persona: un enlace para un amigo o partida rápida
battle-classic = Clásico
    .title = El juego clásico
battle-settings = Ajustes del duelo
battle-board = Tablero
battle-preset = { $name } { $rows }×{ $columns }
battle-computer = Ordenador
level-novice = Novato
level-casual = Aficionado
level-expert = Experto
level-master = Maestro
battle-pace = Ritmo
pace-realtime = Tiempo real
pace-turns = Por turnos
battle-lives = Vidas
battle-no-guess = Sin adivinar
    .title = Un tablero que los dos podéis despejar desde vuestras aperturas sin adivinar
battle-speed = Velocidad { $speed }
    .title = Lo rápido que juega el ordenador en tiempo real
battle-adjusted = Se ajustó el duelo: { $changes }.
new-battle = Nuevo duelo
    .title = Nuevo duelo (R)
side-you = Tú
side-computer = Ordenador
your-move = { " " }· te toca
thinking = { " " }· pensando
score = Marcador
cells-unit = { $count ->
        [one] casilla
       *[other] casillas
    }
lives-left = { $lives } de { $most } vidas
first-to = primero a
battle-board-label = Tablero del duelo, { $rows } filas por { $columns } columnas, { $mines } minas. Tu territorio empieza { $corner ->
        [top-left] arriba a la izquierda
       *[bottom-right] abajo a la derecha
    }. Las flechas mueven, el espacio abre o hace acorde, F pone bandera.
battle-won = Has ganado, { $you } a { $computer }: { $why }.
battle-lost = Gana el ordenador, { $computer } a { $you }: { $why }.
battle-drawn = Empate, { $you } a { $computer }: { $why }.
battle-why-target = gana quien primero abre { $target } casillas seguras
battle-why-stuck = nadie pudo abrir otra casilla segura, así que gana el territorio mayor
battle-making = Creando un tablero que se despeja sin adivinar…
battle-ready = Eres el azul, desde arriba a la izquierda; el ordenador es naranja, desde abajo a la derecha. Abre las casillas marcadas junto a tu territorio: gana quien primero abre { $target } casillas seguras.
battle-out = Te has quedado sin vidas: el ordenador sigue solo.
battle-thinking = El ordenador está pensando…
battle-your-move = Te toca.
battle-race = ¡Carrera hasta { $target } casillas seguras!
refusal-not-adjacent = La fila { $row }, columna { $column } no toca tu territorio: juega una casilla marcada.
refusal-open = La fila { $row }, columna { $column } ya está abierta.
refusal-flagged = La fila { $row }, columna { $column } tiene bandera: quítala primero.
refusal-not-your-number = La fila { $row }, columna { $column } no es un número que hayas abierto, así que no hace acorde.
refusal-not-your-turn = Espera a que juegue el ordenador.
refusal-over = El duelo ha terminado: empieza otro.
refusal-outside = La fila { $row }, columna { $column } está fuera del tablero.

## Battle's result and statistics

result = Resultado
battle-result-won = ¡Has ganado!
battle-result-lost = Gana el ordenador
battle-result-drawn = Empate
battle-result-note = Contra { $level }: tú { $you } casillas, el ordenador { $computer }; vidas restantes { $your-lives } a { $its-lives }.
battle-statistics = Estadísticas de duelos
stats-won = Ganados
stats-lost = Perdidos
stats-drawn = Empatados
battles-elsewhere = { $count ->
        [one] Con { $count } duelo jugado en tus otros dispositivos; reiniciar solo borra los de este.
       *[other] Con { $count } duelos jugados en tus otros dispositivos; reiniciar solo borra los de este.
    }
battle-reset = Reiniciar estadísticas de duelos

## The result card

result-new-best = ¡Nuevo mejor tiempo!
result-cleared = ¡Despejado!
result-over = Fin de la partida
result-time = Tiempo
seconds-short = { $seconds } s
result-bbbv = 3BV
result-board-bbbv = 3BV del tablero
clicks = Clics
result-grade = Un tablero sin adivinar: necesitó { $rule ->
        [single] números sueltos
        [subset] la regla de subconjuntos
        [total] el total de minas
       *[cases] un análisis completo de casos
    }.
result-assisted = El solucionador ayudó en esta partida, así que no cuenta en tus estadísticas.
watch-replay = Ver repetición
share-replay = Compartir repetición
export-evf = Exportar EVF
copy = Copiar
evf-failed = No se pudo crear el archivo EVF: { $why }.
counter-bbbv-s = 3BV/s
    .title = 3BV resueltos por segundo
counter-ioe = IOE
    .title = Índice de eficiencia: 3BV resueltos por clic
counter-zini = ZiNi
    .title = Los menos clics posibles con banderas y acordes
counter-clicks = Clics
    .title = Izquierdos, derechos y acordes
counter-wasted = Desperdiciados
    .title = Clics que no cambiaron nada que cuente
counter-correctness = Precisión
    .title = Clics efectivos por clic
counter-throughput = Rendimiento
    .title = 3BV resueltos por clic efectivo
counter-rqp = RQP
    .title = Tiempo al cuadrado por 3BV resuelto (menos es mejor)
counter-stnb = STNB
    .title = La valoración de la comunidad para una partida en un tablero estándar
counter-path = Recorrido
    .title = El recorrido del cursor, en píxeles de casillas de 16 píxeles (del vídeo)
pixels = { $pixels } px
counter-nf = NF
    .title = Jugada sin banderas
counter-rtime = Tiempo
    .title = Segundos desde la primera casilla abierta
counter-etime = Estimado
    .title = El tiempo a este ritmo: tiempo × 3BV ÷ 3BV resuelto
counter-bbbv = 3BV
    .title = Los clics mínimos que despejan el tablero sin banderas
counter-bbbv-solved = 3BV resuelto
    .title = El 3BV que los clics han despejado hasta ahora
counter-hzini = HZiNi
    .title = ZiNi en el orden en que juega una persona
counter-left = Izquierdos
    .title = Clics izquierdos
counter-right = Derechos
    .title = Clics derechos
counter-double = Acordes
    .title = Ambos botones, o un clic izquierdo sobre un número
counter-ce = Efectivos
    .title = Clics que cambiaron algo que cuenta
counter-flag = Banderas
    .title = Banderas en el tablero
counter-zne = ZNE
    .title = ZiNi por clic, en una partida ganada
counter-lce = Izquierdos efectivos
    .title = Clics izquierdos que abrieron algo
counter-rce = Derechos efectivos
    .title = Clics derechos que marcaron una mina
counter-dce = Acordes efectivos
    .title = Acordes que abrieron algo
yes = sí
no = no

## Statistics

statistics = Estadísticas
stats-board = Tablero
stats-played = Jugadas
stats-rate = Porcentaje
stats-streak = Racha
stats-best = Mejor
stats-best-times = Mejores tiempos
percent = { $percent } %
stats-hint = Las partidas con ayuda del solucionador no cuentan. Cada mejor contador puede venir de una partida distinta.
best-counters = Mejores contadores
meaning-bbbv-s = el 3BV del tablero (los menos clics que lo despejan sin banderas) resuelto por segundo
meaning-ioe = 3BV resuelto por clic: 1 es un clic por cada 3BV
meaning-rqp = el tiempo al cuadrado entre el 3BV: menos es mejor
meaning-stnb = la valoración de la comunidad de una victoria en un tablero estándar: más es mejor
reset-statistics = Reiniciar estadísticas…
confirm-reset = Confirmar reinicio
erase-all = ¿Borrar todas las estadísticas? No se puede deshacer.
erase = Borrar
keep = Conservar
category = { $key ->
        [beginner] Principiante
        [intermediate] Intermedio
        [expert] Experto
        [beginner-ng] Principiante, sin adivinar
        [intermediate-ng] Intermedio, sin adivinar
        [expert-ng] Experto, sin adivinar
        [custom-ng] Personalizado, sin adivinar
       *[custom] Personalizado
    }

## The daily boards

daily-boards = Tableros diarios, { $date }
daily-hint = Un tablero por nivel cada día (UTC), el mismo para todos. Empieza en la casilla marcada; solo cuenta tu primer intento.
daily-today = Hoy
daily-days-won = Días ganados seguidos
daily-streak = { $streak } (mejor { $best })
play = Jugar
daily-not-played = Aún sin jugar: cuenta tu primer intento.
daily-started = Empezado: termínalo o contará como perdido.
daily-won = Ganado en { $seconds } s. Juega otra vez para practicar.
daily-lost = Perdido hoy. Juega otra vez para practicar.
daily-result-won = { -game }, tablero diario { $date } · { $level } · ganado en { $seconds } s · 3BV/s { $speed } · IOE { $ioe }
daily-result-lost = { -game }, tablero diario { $date } · { $level } · perdido a los { $seconds } s, 3BV { $solved }/{ $bbbv } · 3BV/s { $speed } · IOE { $ioe }

## History

history-unreadable = No se pudo leer tu historial ({ $why }).
history-empty = Aún no hay partidas terminadas: cada partida que termines se guarda aquí con su repetición.
history-dropped = Algunas partidas no se pudieron leer y se omitieron ({ $why }).
history-date = Fecha
history-result = Resultado
history-replay = Repetición
history-more = Mostrar más ({ $count } más)
open-video = Abrir un vídeo de otro programa (AVF, RMV, MVF, EVF)
history-kept = Las 1000 partidas más recientes y todos los mejores tiempos se guardan en este navegador y en ningún otro sitio.
history-board = { $board } { $rows }×{ $columns }/{ $mines }
history-marks = { " " }({ $marks })
list-separator = { ", " }
mark-best = récord
mark-daily = diario
mark-solver = solucionador
game-won = ganada
game-lost = perdida
watch = Ver
progress = Progreso
progress-board = Tablero
no-progress = Tu progreso se dibuja aquí cuando termines una partida.
no-win = Aún sin victorias: los gráficos empiezan con la primera.

## The progress charts

chart-time-caption = Tiempo de cada victoria (s); la línea: el mejor hasta entonces
chart-time-label = El tiempo de cada victoria en las { $games } partidas jugadas, con el mejor tiempo hasta entonces como línea.
chart-game-time = Partida { $game }: { $seconds } s
chart-helped = { " " }(con el solucionador)
chart-speed-caption = 3BV/s de cada victoria: el 3BV del tablero entre su tiempo
chart-speed-label = Los 3BV por segundo de cada victoria en las partidas jugadas.
chart-game-speed = Partida { $game }: { $speed } 3BV/s
chart-spread-caption = Cómo se reparten los 3BV/s de las { $wins } victorias sin ayuda
chart-spread-label = Cuántas victorias caen en cada cuarto de 3BV por segundo.
chart-spread-bar = { $count } en { $from }–{ $to } 3BV/s
as-a-table = Como tabla
chart-wins = Victorias
chart-calendar-caption = Partidas jugadas en las últimas { $weeks } semanas: { $played }
chart-calendar-label = Un calendario de las últimas { $weeks } semanas: { $played } partidas jugadas.
weekday-mon = lun
weekday-wed = mié
weekday-fri = vie
chart-day = { $date }: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins } ganadas
chart-day-column = Día
chart-games = Partidas
chart-first-game = partida 1
games-table = Las partidas detrás de los gráficos, como tabla
games-table-game = Partida
best-so-far = Mejor hasta entonces
helped = { " " }(con ayuda)

## The replay viewer

replay-heading = Repetición
replay-menu = Menú de la repetición
replay-back = Volver a la partida
replay-share = Compartir
    .title = Copiar un enlace que abre esta repetición
replay-export = Exportar EVF
    .title = Guardar como archivo EVF, para otros programas de { -game }
replay-board = El tablero tal como estaba
replay-counters = Contadores
replay-speed-curve = 3BV/s a lo largo de la partida
replay-speed-curve-label = El 3BV resuelto hasta ahora entre el tiempo hasta ahora, tras cada una de { $points } jugadas.
replay-speed-now = { $speed } 3BV/s a los { $seconds } s
replay-state = { $state ->
        [ready] Sin empezar
        [playing] Jugando
        [won] Ganada
       *[lost] Perdida
    }
replay-board-title = { $name } { $rows } × { $columns }, { $mines ->
        [one] { $mines } mina
       *[other] { $mines } minas
    }
replay-seed = semilla { $seed }
replay-outcome = { $outcome ->
        [won] ganada en { $seconds } s
        [lost] perdida tras { $seconds } s
       *[unfinished] sin terminar
    }
replay-by = de { $player }
replay-loading = Cargando la repetición… { $percent } %
replay-refused = No se pudo abrir esta repetición: { $why }.
replay-gone = su enlace era demasiado largo para la dirección, así que se guardó en la página, y la página se ha recargado desde entonces — ábrela de nuevo desde su archivo o el historial
play-a-game = Jugar una partida
replay-copied = Enlace a esta repetición copiado.
replay-copy-this = Copia este enlace: { $link }
replay-long-copied = Enlace copiado, pero ocupa { $size } KB: demasiado largo para la mayoría de chats y correos (Exportar EVF crea un archivo).
replay-too-long = El enlace de esta repetición es demasiado largo para mostrarlo: Exportar EVF crea un archivo para compartir.
replay-reading = Leyendo { $file }…
replay-play = Reproducir (Espacio)
replay-pause = Pausa (Espacio)
replay-step-back = Una jugada atrás (←)
replay-step-forward = Una jugada adelante (→)
replay-move = Jugada
replay-move-of = jugada { $move } de { $moves }
replay-speed = Velocidad
replay-trail = Rastro
    .title = El recorrido del cursor en el segundo anterior

## The replay's review

review = Análisis
review-grading = El solucionador califica cada jugada… { $graded } de { $moves }
review-show = Mostrar
review-filter = { $filter ->
        [all] Todas
        [guesses] Apuestas
        [flags] Banderas
       *[wasted] Clics inútiles
    } { $count }
review-earlier = Mostrar anteriores ({ $count } más)
review-more = Mostrar más ({ $count } más)
review-none = { $filter ->
        [all] Sin jugadas.
        [guesses] Sin apuestas: cada casilla abierta era segura con certeza.
        [flags] Sin banderas.
       *[wasted] Sin clics inútiles: cada clic cambió el tablero.
    }
review-cell = fila { $row }, columna { $column }
review-flag = bandera en { $cell }: { $kind ->
        [certain] segura
        [wrong] errónea: ahí no hay mina
       *[uncertain] aún no segura
    }
review-move = { $action ->
        [reveal] descubrir
        [flag] bandera
        [mark] interrogante
        [unflag] quitar bandera
       *[chord] acorde
    } en { $cell }: { $what }
review-grade = { $grade ->
        [safe] segura
        [unflag] quitar bandera
        [mark] interrogante
       *[wasted] inútil
    }
review-forced = apuesta forzada, { $safety } segura
review-forced-best = apuesta forzada, { $safety } segura (la mejor, { $best } en { $cell })
review-needless = apuesta innecesaria, { $safety } segura: { $cell } era segura con certeza
review-worse = apuesta peor, { $safety } segura: { $cell } tenía { $best }
review-estimated = { " " }(estimado)
review-by-solver = { " " }(solucionador)
review-summary = { $safe ->
        [one] { $safe } jugada segura
       *[other] { $safe } jugadas seguras
    } · { $forced ->
        [one] { $forced } apuesta forzada
       *[other] { $forced } apuestas forzadas
    } · { $needless } innecesarias · { $worse } peores
review-luck-none = Suerte: ninguna necesaria, sin apuestas
review-luck = Suerte: 1 entre { $odds } (apuestas al { $guesses })
review-and-more = y { $count } más
review-flags = Banderas: { $certain } seguras · { $uncertain } inseguras · { $wrong } erróneas
review-think = { $seconds } s por jugada de media · la más lenta: { $slowest }
review-slow-move = jugada { $move } ({ $seconds } s)

## The replay and video readers' refusals (the engine's reasons, in words)

refusal-replay-ends-early = la repetición termina antes de tiempo
refusal-replay-version = la repetición está en el formato { $found }; esta versión lee los formatos 1 a { $last }
refusal-replay-checksum = la suma de comprobación de la repetición no coincide: se cambió o se cortó
refusal-replay-character = el texto de la repetición tiene un carácter que no aparece en ningún enlace de repetición: «{ $character }»
refusal-replay-not-text = esto no es el texto de una repetición
refusal-replay-settings = la configuración de la repetición no forma un tablero
refusal-replay-layout = las minas de la repetición no son las de su tablero
refusal-replay-time-back = el movimiento { $move } está en { $ms } ms, antes del movimiento anterior
refusal-replay-outside = el movimiento { $move } está en { $cell }, fuera del tablero de { $rows }×{ $columns }
refusal-replay-after-end = el movimiento { $move } llega después de que terminara la partida
refusal-replay-tampered = el movimiento { $move } no está marcado como lo que hace al repetirlo
refusal-replay-mine-first = hay una mina bajo la primera casilla abierta ({ $cell }), que las reglas de esta partida mantienen libre
refusal-replay-too-long = la repetición tiene { $moves } movimientos; se guardan como mucho { $most }
refusal-replay-too-big = el tablero de la repetición es de { $rows }×{ $columns }; se admiten tableros de hasta { $most }×{ $most }
refusal-replay-too-large = la repetición ocupa { $size } KB; se leen hasta { $most } KB
refusal-replay-too-many-clicks = el archivo tiene más de { $most } clics, lo máximo que guarda una repetición
refusal-replay-before-edge = el movimiento { $move } se sale por el borde superior o izquierdo del tablero
refusal-replay-evf-board = EVF admite tableros de hasta 255×255 casillas y 65.535 minas; este es de { $rows }×{ $columns } con { $mines } minas
refusal-replay-evf-empty = una partida sin movimientos no tiene eventos que escribir
refusal-replay-cursor = el rastro del cursor de la repetición está dañado
refusal-replay-video = no se puede leer el vídeo: { $why }
refusal-video-too-large = el archivo ocupa { $size } KB; se leen vídeos de hasta { $most } KB
refusal-video-board = su tablero es de { $rows }×{ $columns }; los vídeos admiten tableros de 1×1 a { $most }×{ $most }
refusal-video-too-many-events = tiene más de { $most } eventos del ratón
refusal-video-ends-inside = termina a mitad de { $part ->
        [header] su cabecera
        [layout] sus minas
        [details] sus datos (jugador, fecha, resultado)
        [events] sus eventos del ratón
       *[check] su suma de comprobación
    } (desde el byte { $at })
refusal-video-not-this = no es un { $format }: { $why }
refusal-video-level = su nivel es { $level }; los de Arbiter van del 3 al 6
refusal-video-version = su versión es { $found }; se leen las versiones { $first } a { $last }
refusal-video-no-release = su cabecera no nombra ninguna versión de Minesweeper Clone
refusal-video-no-mark = no empieza por «{ $mark }»
refusal-video-mine-off = hay una mina en { $cell }, fuera de su tablero de { $rows }×{ $columns }
refusal-video-shared-cell = dos de sus minas están en la misma casilla
refusal-video-mark-byte = su byte de la marca «?» es { $byte }, donde Arbiter escribe 17 o 127
refusal-video-not-number = { $what ->
        [bbbv] su 3BV
       *[time] su tiempo
    } es «{ $text }», que no es un número
refusal-video-event-kind = tiene un evento de tipo { $kind }, que { $program } no escribe
refusal-video-first-event = su primer evento es de tipo { $kind }, con el que no empieza ninguna partida
refusal-video-mines-disagree = su cabecera dice { $said } minas y su distribución tiene { $found }
refusal-video-early-board = su tablero es de { $rows }×{ $columns }; Clone antes de la 0.97 solo guardaba los tres niveles
refusal-video-no-events = no tiene eventos del ratón
refusal-video-clone-unnamed = no dice con qué buscaminas se grabó
refusal-video-zero-pixels = sus casillas miden 0 píxeles de ancho
refusal-video-no-bbbv = el texto de su resultado no tiene 3BV
refusal-video-no-format = no es ninguno de los formatos de vídeo que se leen (AVF, RMV, MVF, EVF)
refusal-video-no-format-avf = no es ninguno de los formatos de vídeo que se leen (AVF, RMV, MVF, EVF); leído como de Arbiter: { $why }

## The analysis board

analysis-title = Tablero de análisis
analysis-refused = Esta posición no puede darse: { $why }.
analysis-open = Tablero de análisis
analysis-here = Analizar aquí
analysis-paste = Posición (texto .mine)
analysis-load = Mostrar
analysis-file = Abrir un archivo .mine
analysis-save = Guardar .mine
analysis-link = Copiar enlace
analysis-back = Volver a la partida
analysis-mines = Minas
analysis-tool = Marcar casillas como
analysis-tool-hidden = Tapada
analysis-tool-flag = Bandera
analysis-tool-open = Abierta
analysis-safest = Más segura: { $cells } ({ $percent } de mina)
analysis-certain = Seguro libres: { $safe } · seguro minas: { $mines }
analysis-dead = Muertas (abrirlas no dice nada): { $count }
analysis-dead-unknown = Casillas muertas: demasiadas disposiciones para listarlas
analysis-fifty = 50/50 forzados: { $count }
analysis-clear = Probabilidad de despejar el tablero desde aquí: { $percent } (mejor: { $cell })
analysis-clear-unknown = Probabilidad de despejar el tablero: no buscada (más de { $cells } casillas indecisas o { $layouts } disposiciones)
analysis-estimated = Probabilidades estimadas: demasiadas disposiciones para contarlas todas.
refusal-setup-header = la primera línea no es ANCHOxALTOxMINAS (como 30x16x99)
refusal-setup-size = un tablero de { $rows } × { $cols }: los tableros tienen de 1 a { $max } casillas por lado
refusal-setup-row-length = la fila { $row } tiene { $length } caracteres y el tablero { $cols } de ancho
refusal-setup-missing-rows = { $found } filas de las { $rows } del tablero
refusal-setup-number-too-large = el { $number } de la fila { $row }, columna { $col } tiene { $room ->
        [one] solo una casilla
       *[other] solo { $room } casillas
    } alrededor que pueden tener mina
refusal-setup-flags-around = el { $number } de la fila { $row }, columna { $col } tiene { $flags } banderas alrededor
refusal-setup-more-flags = { $flags } banderas, y { $mines ->
        [one] solo una mina
       *[other] solo { $mines } minas
    }
refusal-setup-too-many-mines = { $mines } minas, y solo { $room } casillas que pueden tenerlas
refusal-setup-no-layout = cada número puede cumplirse, pero ninguna disposición de las minas los cumple todos

## Saved data that could not be read, and records left out of it

refusal-unread-json = { $fault ->
        [data] no contiene lo que guarda esta versión
        [eof] termina antes de tiempo
       *[syntax] no es JSON
    } (línea { $line }, columna { $column })
refusal-unread-format = se guardó en el formato { $found }; esta versión lee el { $reads }
refusal-unread-time = su tiempo no es una duración de 0 a un año
refusal-unread-board = es un tablero de { $rows }×{ $columns }; aquí los tableros tienen hasta { $max-rows } filas y { $max-columns } columnas
refusal-unread-speed = su velocidad es { $found }, y las velocidades van de { $min } a { $max }
refusal-dropped-record = { $category }: { $why }
refusal-dropped-day = «{ $day }»: { $why }
refusal-contradiction = { $why ->
        [more-wins] más victorias que partidas
        [streak] una racha más larga que las victorias
        [best-times] más mejores tiempos que victorias
        [best-time] un mejor tiempo que no es una duración
        [best-counter] un mejor contador que no es un número
        [date] una partida con una fecha que no es un momento
        [board] una partida con un tablero que no es válido
        [no-replay] una partida sin repetición
       *[not-a-day] no es un día
    }

## The game server's refusals and the ranked client's notices

server-too-many-messages = Más despacio: como mucho { $most } mensajes por segundo; ese no se leyó.
server-too-many-moves = Más despacio: como mucho { $most } jugadas por segundo en una partida; esa no se jugó.
server-too-many-games = Más despacio: como mucho { $most } partidas nuevas por minuto.
server-too-many-connections = Más despacio: como mucho { $most } conexiones a la vez desde una dirección.
server-too-many-synced = Más despacio: como mucho { $megabytes } MB de partidas por hora desde una red; el resto se queda en este dispositivo y se envía después.
server-too-many-rooms = Más despacio: como mucho { $most } salas de una red esperan a un segundo jugador. Cierra una o únete a otra.
server-rooms-full = El servidor tiene tantas salas esperando como puede: únete a una (Partida rápida) o inténtalo en unos minutos.
server-makers-busy = Todos los generadores de tableros sin adivinar están ocupados; inténtalo en un momento.
server-too-many-players = Más despacio: como mucho { $most } jugadores nuevos por hora desde una dirección.
server-too-many-joins = Más despacio: como mucho { $most } salas unidas por minuto.
server-too-many-boards = Más despacio: como mucho { $most } tableros de duelo sin adivinar por minuto desde una red.
server-too-many-resumes = Más despacio: como mucho { $most } partidas reanudadas por minuto.
server-too-many-sign-ins = Más despacio: como mucho { $most } intentos de inicio de sesión por minuto desde una red.
server-too-many-exports = Más despacio: como mucho { $most } descargas de todo por hora.
server-too-many-reads = Más despacio: demasiadas lecturas desde una red; inténtalo en { $seconds } s.
server-not-text = Los mensajes son texto JSON.
server-not-a-message = El servidor no pudo leer ese mensaje ({ $detail }).
server-hello-first = Saluda primero (hello).
server-device-signed-out = Este dispositivo cerró sesión: vuelve a iniciarla para jugar como ese jugador.
server-unknown-token = La clave de este dispositivo no es de ningún jugador en este servidor.
server-unknown-category = No hay ningún tablero clasificatorio «{ $name }».
server-no-game-of-yours = No tienes ninguna partida con ese identificador.
server-not-your-game = Esa partida no es tuya.
server-cannot-replay = Esa partida no se pudo reproducir.
server-daily-over = El día de ese tablero diario terminó: su partida terminó con él.
server-daily-played = Ya jugaste el tablero { $category } de hoy; el siguiente es a las 00:00 UTC.
server-game-over = Esa partida ha terminado.
server-not-next = La jugada { $seq } no es la siguiente: la partida espera la jugada { $next }.
server-too-many-game-moves = Una partida clasificatoria tiene como mucho { $most } jugadas.
server-off-board = La fila { $row }, columna { $column } está fuera del tablero de { $rows }×{ $columns }.
server-daily-start = La primera casilla del tablero diario es su inicio: fila { $row }, columna { $column }.
server-track-too-long = El rastro del cursor supera los { $most } caracteres.
server-track-first-move = La primera jugada no lleva rastro del cursor.
server-track-refused = El rastro del cursor fue rechazado ({ $detail }).
server-track-too-many = El rastro del cursor llevaría la partida más allá de { $most } muestras.
server-other-window = Este duelo se está jugando ahora en otra ventana.
server-watching = Estás viendo este duelo: un espectador no puede jugar.
server-no-second-player = El duelo empieza cuando llega un segundo jugador.
server-battle-over = El duelo ha terminado.
server-reconnecting = Un jugador se está reconectando: no se juega nada hasta que vuelva.
server-battle-not-next = Esa es la jugada { $seq }; el duelo espera tu jugada { $next }.
server-too-many-battle-moves = En un duelo de este tamaño cada jugador hace como mucho { $most } jugadas.
server-out-of-lives = Te quedaste sin vidas.
server-not-your-turn = No es tu turno.
server-chord-opens-nothing = Ese acorde no abre nada: las banderas de su número no coinciden.
server-no-room = No hay ninguna sala con ese código (una sala se guarda 10 minutos después de su duelo).
server-room-elsewhere = Este duelo está ahora en otro servidor: vuelve a unirte.
server-room-silent = El servidor de esa sala no respondió; inténtalo de nuevo.
server-rebuild-failed = Ese duelo no puede continuar: el servidor no pudo reconstruirlo.
server-restarting = El servidor se está reiniciando; inténtalo de nuevo.
server-stopping = El servidor se está deteniendo: vuelve a conectarte.
server-try-again = El servidor no pudo hacerlo ahora; inténtalo de nuevo.
server-refused = El servidor lo rechazó.
server-sign-in-first = Inicia sesión primero.
server-signed-out-here = Este dispositivo cerró sesión: vuelve a iniciarla o empieza de nuevo.
server-not-a-recovery-key = Eso no es una clave de recuperación: 32 letras y cifras, en grupos de cuatro.
server-no-such-recovery-key = Ningún jugador tiene esa clave de recuperación.
server-keep-a-way-back = Guarda primero una llave de acceso o una clave de recuperación: sin sesión, este jugador no podría volver a entrar.
server-no-such-device = No tienes ningún dispositivo con ese identificador.
server-no-host = La solicitud no indica su host como dirección web.
server-too-many-links = Más despacio: como mucho { $most } vínculos de dispositivo abiertos a la vez desde una red.
server-links-busy = Ahora mismo se conectan demasiados dispositivos; inténtalo en unos minutos.
server-no-such-code = Ningún dispositivo espera con ese código (los códigos duran diez minutos).
server-code-spent = Ese código se aprobó o caducó hace un momento.
server-link-gone = Ese inicio de sesión caducó o ya se usó: vuelve a ejecutar «mines login».
server-player-gone = Ese jugador ya no existe.
server-database-silent = La base de datos del servidor no responde.
server-no-such-api = El servidor no tiene esa API.
server-bad-request = El servidor no pudo leer esa solicitud ({ $detail }).
server-bad-day = Un día se escribe AAAA-MM-DD.
server-daily-not-public = El tablero diario del { $day } y sus repeticiones son públicos desde el día siguiente, 00:00 UTC.
server-no-such-game = Ninguna partida terminada tiene ese identificador.
server-no-such-player = Ningún jugador tiene ese identificador.
server-no-such-page = Esa página no existe.
server-passkey-needs-name = Las llaves de acceso necesitan el nombre del sitio, no una dirección IP: abre el juego en http://localhost:PORT o inicia el servidor con --public-url.
server-passkey-not-added = La llave de acceso no se añadió: la respuesta del navegador no coincidía con lo pedido. Empieza de nuevo.
server-passkey-not-signed-in = No se inició sesión: la respuesta del navegador con la llave de acceso no coincidía con lo pedido. Empieza de nuevo.
server-too-many-ceremonies = Más despacio: como mucho { $most } solicitudes de llave de acceso abiertas a la vez desde una red.
server-ceremonies-busy = Ahora mismo demasiados jugadores usan llaves de acceso; inténtalo en unos minutos.
server-too-many-passkeys = Un jugador guarda como mucho { $most } llaves de acceso: quita una primero.
server-ceremony-gone = Esa solicitud de llave de acceso caducó o terminó (cada una dura cinco minutos y se usa una vez): empieza de nuevo.
server-ceremony-signs-in = Esa solicitud inicia sesión; no añade ninguna llave de acceso.
server-ceremony-adds = Esa solicitud añade una llave de acceso; no inicia la sesión de nadie.
server-not-a-passkey = Eso no es la respuesta de un navegador con una llave de acceso.
server-passkey-taken = Esa llave de acceso ya está guardada aquí.
server-ceremony-other-player = Esa solicitud la empezó otro jugador.
server-unknown-passkey = Esa llave de acceso no es de ningún jugador de aquí (quizá se quitó).
server-no-such-passkey = No tienes ninguna llave de acceso con ese identificador.
server-name-nothing-visible = Un nombre necesita al menos un carácter visible.
server-name-too-long = Un nombre tiene de 1 a { $most } caracteres, no { $count }.
server-name-too-many-marks = Un nombre lleva como mucho tres marcas sobre una letra.
server-name-looks-given = Los nombres como «Player 3fa2c1» son los que el servidor da a los jugadores nuevos; elige otro.
server-too-many-in-request = Como mucho { $most } partidas por solicitud.
net-unreachable = No se pudo conectar con el servidor (¿sin conexión?).
net-unreadable = No se pudo leer la respuesta del servidor ({ $detail }).
net-status = El servidor respondió { $status }.
notice-move-not-played = Tu jugada en la fila { $row }, columna { $column } no se jugó: { $why }
notice-new-player = { $why } Juegas como un jugador nuevo.
notice-name-later = El nombre se guarda cuando se llegue al servidor; inténtalo entonces.
notice-name-empty = Un nombre tiene de 1 a 24 caracteres, y este está vacío.
notice-name-too-long = Un nombre tiene de 1 a 24 caracteres, no { $count }.
notice-dropped = { $count ->
        [one] La partida terminó antes de poder jugar { $count } jugada más.
       *[other] La partida terminó antes de poder jugar { $count } jugadas más.
    }
notice-unknown-board = El servidor envió un tablero que esta versión no puede mostrar ({ $name }, { $rows }×{ $columns }).

## Play a person

online-badge = Duelo · con alguien
online-ratings = Puntuaciones
online-resign = Rendirse
online-computer = Ordenador
    .title = Duelos contra el ordenador
online-settings = { $rows } × { $columns }, { $mines ->
        [one] { $mines } mina
       *[other] { $mines } minas
    }, { $lives ->
        [one] { $lives } vida
       *[other] { $lives } vidas
    }, { $pace ->
        [realtime] tiempo real
       *[turns] por turnos
    }
online-no-guess = { $settings }, sin adivinar
online-intro = El duelo que configuraste: { $settings }. El servidor guarda el tablero y el turno: ningún lado ve una mina antes de que alguien la pise.
online-your-name = Tu nombre
online-room-new = Un enlace para un amigo
online-quick = Partida rápida
online-link-label = El enlace de la sala
online-send-link = Envía este enlace a un amigo; el duelo empieza cuando lo abra:
online-seat-waiting = Esperando…
online-their-move = { " " }· le toca al rival
online-another = Otro duelo: partida rápida
online-back = Volver al ordenador
online-absent = Jugar con alguien necesita el servidor del juego, y el servidor de esta página no lo ejecuta: los niveles del ordenador siguen disponibles.
online-connecting = Conectando con el servidor del juego…
online-retrying = Se cortó la conexión: conectando de nuevo…
online-open = Jugar con alguien: crea un enlace para un amigo o juega con el siguiente jugador que espera.
online-other-player = el rival
online-a-player = un jugador
online-dropped = Se cortó tu conexión: conectando de nuevo… (tienes 60 s para volver)
online-waiting = Esperando a que alguien abra el enlace…
online-reconnecting = Esperando a { $name } (reconectando)…
online-draw = { $reason ->
        [forfeit] Empate por abandono.
        [stuck] Empate, no quedan jugadas.
       *[target] Empate.
    }
online-you-won = { $reason ->
        [forfeit] ¡Ganaste por abandono!
        [stuck] ¡Ganaste, no quedan jugadas!
       *[target] ¡Ganaste!
    }
online-they-won = { $reason ->
        [forfeit] { $name } ganó por abandono.
        [stuck] { $name } ganó, no quedan jugadas.
       *[target] { $name } ganó.
    }
online-rating = Puntuación { $change }.
online-closed = La sala se cerró.
online-watching = Viendo a { $one } contra { $two }.
online-out = Te quedaste sin vidas: el rival sigue jugando.
online-to-move = Le toca a { $name }…
online-not-connected = Sin conexión: esa jugada no se jugó. Conectando de nuevo…
ratings-title = Puntuaciones contra personas
ratings-none = Nadie ha jugado todavía contra una persona.
ratings-what = las puntuaciones
ranking-player = Jugador
ranking-rating = Puntuación
ranking-battles = Duelos
could-not-read = No se pudo leer { $what }: { $why }.
close = Cerrar

## Ranked play

ranked-category = { $name ->
        [beginner] Principiante
        [intermediate] Intermedio
        [expert] Experto
        [daily-beginner] Diario principiante
        [daily-intermediate] Diario intermedio
       *[daily-expert] Diario experto
    }
ranked = Clasificatoria
ranked-with = Clasificatoria · { $category }
ranked-player-badge = Jugador
ranked-hint = El servidor del juego reparte el tablero, lleva el reloj y clasifica tu tiempo. Sin pistas en una partida clasificatoria.
ranked-looking = Buscando el servidor del juego…
ranked-absent = El juego clasificatorio necesita el servidor del juego, y el servidor de esta página no lo ejecuta.
ranked-elsewhere = Todo lo demás del juego funciona aquí;
ranked-serve = ejecuta el servidor con las páginas.
ranked-categories = Categorías
ranked-your-name = Tu nombre
leaderboards = Clasificaciones
ranked-your-games = Tus partidas
    .title = Tus partidas clasificatorias, en una dirección que puedes compartir
ranked-practice = Práctica
    .title = Volver a tu partida de práctica
ranked-game = Partida clasificatoria
ranked-mark = Clasificatoria
    .title = El servidor lleva el reloj de esta partida
ranked-waiting = { $count ->
        [one] { $count } jugada se enviará cuando vuelva.
       *[other] { $count } jugadas se enviarán, en orden, cuando vuelva.
    }
ranked-dropped = Se cortó la conexión con el servidor: reconectando…
ranked-choose = Elige una categoría (Clasificatoria) para jugar una partida que arbitra el servidor.
ranked-daily-ready = { $category }: el tablero de hoy, el mismo para todos. Tu primera casilla es la marcada con un círculo; allí empieza el reloj del servidor.
ranked-ready = Clasificatoria, { $category }: el servidor reparte el tablero y pone en marcha su reloj en tu primera casilla.
ranked-won = Ganada en { $seconds } s según el reloj del servidor · 3BV { $bbbv }
ranked-rank = puesto { $rank }
unranked-beyond-record = guardada, sin clasificar: { $rate } 3BV/s es más rápido que el récord mundial en cualquier tablero de nivel { $level } (más de { $most } 3BV/s)
unranked-beyond-pace = guardada, sin clasificar: { $pace } movimientos por segundo es más rápido de lo que juega cualquier persona (más de { $most })
unranked-no-history = guardada, sin clasificar: un tablero diario cuenta en su clasificación cuando hayas terminado { $needed } partidas clasificatorias (llevas { $finished })
unranked-shared-network = guardada, sin clasificar: otro jugador jugó antes este tablero diario desde tu red
unranked-held = retenida: { $rate } 3BV/s está muy por encima de tu mejor victoria de nivel { $level } ({ $best } 3BV/s); entrará en las clasificaciones cuando ganes una partida clasificatoria de nivel { $level } a { $needed } 3BV/s o más
unranked-held-first = retenida: { $rate } 3BV/s está muy por encima de tu récord (aún sin victorias de nivel { $level }); entrará en las clasificaciones cuando ganes una partida clasificatoria de nivel { $level } a { $needed } 3BV/s o más
ranked-released = tu victoria retenida en { $category } del { $day } ya está en su clasificación
ranked-lost = Perdida.
ranked-public-later = El tablero de hoy y todas sus repeticiones son públicos desde las 00:00 UTC.
ranked-watch-replay = Ver la repetición
ranked-another = Otra partida: { $category }
leaderboard-category = Categoría
leaderboard-period = Periodo
leaderboard-order = Orden
leaderboard-all-time = Siempre
leaderboard-by-week = Por semana
leaderboard-by-day = Por día
leaderboard-best-time = Mejor tiempo
leaderboard-best-rate = Mejor 3BV/s
leaderboard-week-of = La semana del { $day }
leaderboard-earlier-week = Semana anterior
leaderboard-later-week = Semana siguiente
leaderboard-earlier-day = Día anterior
leaderboard-later-day = Día siguiente
leaderboard-what = la clasificación
leaderboard-empty = Aún no hay ninguna victoria: sé el primero.
leaderboard-player-games = Las partidas de este jugador
replay-cannot-watch = Esa repetición no se puede ver: { $why }.
replay-empty = el servidor envió una repetición vacía
player-a-player = Un jugador
player-given = Jugador { $id }
player-page-what = la página de este jugador
player-no-games = Aún no hay partidas clasificatorias.
player-day = Día (UTC)
player-result = { $result ->
        [won] ganada
        [lost] perdida
        [abandoned] perdida (abandonada)
        [day-over] perdida (terminó el día)
        [unranked] ganada, sin clasificar
       *[playing] en juego
    }
player-battles = Duelos contra personas · puntuación { $rating }
player-against = Rival
player-battle-result = { $result ->
        [draw] empate
        [won-forfeit] ganado por abandono
        [lost-forfeit] perdido por abandono
        [won] ganado
       *[lost] perdido
    }
player-not-rated = sin puntuar
player-rating-label = La puntuación en los últimos { $battles } duelos: de { $from } a { $to }.
player-rating-before = antes
player-rating-after = tras el duelo { $battle }
player-rating-point = { $rating } tras el duelo del { $day }

## The account screen

account-badge = Cuenta
account-asking = Preguntando al servidor del juego…
account-no-player = Este navegador aún no tiene jugador en este servidor: juega una partida clasificatoria para serlo, crea uno con una llave de acceso o inicia sesión abajo.
account-make-with-passkey = Crear mi jugador con una llave de acceso
account-passkey-hint = Una llave de acceso la guarda este dispositivo (o tu teléfono, o tu gestor de contraseñas) e inicia sesión con tu huella, tu cara o el bloqueo de pantalla: sin nombre ni contraseña.
account-deleted = La cuenta se eliminó: dispositivos desconectados: { $devices }; llaves de acceso eliminadas: { $passkeys }; partidas eliminadas: { $games }. Se quedan las partidas clasificatorias ({ $ranked }) y los duelos ({ $battles }), con el nombre { $name }.
account-key-kept = Tienes una clave de recuperación. Una nueva la sustituye: la antigua deja de funcionar.
account-key-passkeys = Una clave de recuperación inicia sesión en un dispositivo donde no está ninguna de tus llaves de acceso.
account-key-nothing = Sin llave de acceso, clave de recuperación u otro dispositivo con sesión, borrar los datos de este navegador pierde este jugador para siempre.
account-player = Jugador { $id }: tus partidas clasificatorias y duelos.
account-passkeys = Llaves de acceso
account-passkey-offer = Sesión iniciada con tu clave de recuperación. Añade una llave de acceso en este dispositivo para entrar la próxima vez sin ella.
account-no-passkey = Aún no hay llave de acceso. Una llave de acceso inicia tu sesión en cualquier dispositivo donde esté (sincronizada por tu teléfono o gestor de contraseñas, o con tu teléfono ante el código QR de un ordenador), sin nombre ni contraseña.
account-add-passkey = Añadir una llave de acceso
account-recovery-key = Clave de recuperación
account-key-once = Se muestra solo esta vez: cópiala o imprímela y guárdala donde solo tú llegues. Inicia sesión como tú en cualquier dispositivo.
account-print = Imprimir
account-new-key = Crear una nueva clave de recuperación
account-make-key = Crear una clave de recuperación
account-games = Tus partidas en cada dispositivo
account-devices = Dispositivos con tu sesión
account-device = Dispositivo
account-signed-in = Sesión iniciada
account-last-seen = Visto por última vez
account-network = Red
account-sign-out = Cerrar sesión
account-sign-out-others = Cerrar sesión en todos los demás
account-terminal-before = El juego de terminal inicia sesión con
account-terminal-after = : muestra un código para aprobar aquí.
account-syncing = Enviando las partidas de este navegador y leyendo las demás…
account-synced = El servidor guarda { $kept } de tus partidas para tus dispositivos; { $received } llegaron ahora de tus otros dispositivos, { $added } salieron de este.
account-synced-dropped = { $dropped } de las más antiguas salieron del servidor para no pasar de 5.000 partidas (se quedan en los dispositivos que las tienen).
account-synced-refused = No guardado: { $why }.
sync-too-large = partida { $game }: más de { $most } KB, se guarda solo en su dispositivo
sync-unreadable = partida { $game }: su repetición no se puede leer ({ $detail })
sync-bad-date = partida { $game }: su fecha no es una hora
sync-tallies-full = el balance de duelos: ya se guardan los balances de { $most } dispositivos, este se queda aquí
sync-bad-tally = el balance de duelos: { $detail }
account-games-hint = Partidas clásicas, sin adivinar y diarias con sus repeticiones, jugadas con sesión o antes: guardadas como tuyas, nunca en una clasificación (el servidor no las arbitró).
account-sync-now = Sincronizar mis partidas ahora
account-key-copied = La clave está copiada.
account-key-not-copied = No se pudo copiar la clave: selecciónala y cópiala a mano.
account-device-kind = { $kind ->
        [browser] Un navegador
        [terminal] Un terminal
       *[first] El dispositivo con el que empezaste
    }
account-this-one = { " " }(este)
account-signed-out-here = Este navegador cerró sesión.
account-sign-out-device = Cerrar sesión de { $device }, visto por última vez { $seen }
account-you-are = Eres { $name }: tu llave de acceso inicia tu sesión en cualquier dispositivo donde esté.
account-passkey-added = La llave de acceso está añadida: inicia tu sesión en cualquier dispositivo donde esté.
account-passkey-added-at = Añadida { $when } desde { $network }
account-passkey-used = usada por última vez { $when }
account-remove = Quitar
account-remove-passkey = Quitar la llave de acceso añadida { $when }
account-signed-in-as = Sesión iniciada como { $name }.
account-replaces = La clave de otro jugador sustituye a { $name } en este navegador (sigue con sesión en sus otros dispositivos).
account-sign-in-here = Iniciar sesión en este dispositivo
account-sign-in-passkey = Iniciar sesión con una llave de acceso
account-sign-in-passkey-hint = Con una llave de acceso en este dispositivo, sincronizada con él, o en tu teléfono (el navegador ofrece su código QR).
account-recovery-label = Clave de recuperación
account-sign-in = Iniciar sesión
account-or-recovery = O con la clave de recuperación que creaste en otro dispositivo.
account-no-player-device = Este navegador no tiene jugador en este servidor: inicia sesión primero (Cuenta) y vuelve a abrir la dirección.
account-device-asks = Un dispositivo pide iniciar sesión como tú. Apruébalo solo si lo empezaste tú y muestra este código:
account-device-when = Lo pidió a las { $when }, desde la red { $network }; el código dura { $minutes } minutos más.
account-approve = Aprobar: iniciar su sesión como yo
account-approved = Aprobado: el dispositivo que mostró { $code } tiene tu sesión. Aparece entre tus dispositivos (Cuenta), donde puedes cerrar su sesión.
account-sign-in-device = Iniciar sesión en un dispositivo
account-device-code = El código que muestra el dispositivo
account-next = Siguiente
account-your-data = Tus datos
account-download-all = Descargar todo (JSON)
account-download-csv = Descargar el historial (CSV)
account-data-hint = Todo: tu cuenta, dispositivos y llaves de acceso, tus partidas clasificatorias con sus repeticiones, tus duelos y puntuación, y cada partida tuya que guardan el servidor y este navegador.
account-everything-in = Todo está en { $file }.
account-history-in = El historial de este navegador está en { $file }.
account-delete-title = ¿Eliminar esta cuenta?
account-delete-removes = Se elimina ahora: dispositivos con sesión ({ $devices }, todos desconectados, este también), llaves de acceso ({ $passkeys }), tu clave de recuperación y las partidas que el servidor guarda para tus dispositivos. Tu nombre pasa a ser el que da el servidor (Jugador { $id }).
account-delete-stays = Se queda: tus partidas clasificatorias y duelos, en las clasificaciones y en las páginas de otros jugadores, con ese nombre; y las partidas que guarda este navegador, hasta que las borres aquí. Si quieres una copia, descarga todo antes. No se puede deshacer.
account-delete-confirm = Eliminar mi cuenta
account-keep = Conservarla
account-delete = Eliminar mi cuenta…
passkey-not-made = No se creó ninguna llave de acceso: se canceló o se acabó el tiempo.
passkey-not-signed-in = Ninguna llave de acceso inició sesión: se canceló, se acabó el tiempo o este dispositivo no tiene ninguna para este sitio.
passkey-held = Este dispositivo ya tiene una llave de acceso de este jugador.
passkey-needs-name = Las llaves de acceso necesitan el nombre propio del sitio (https o localhost): no una dirección IP.
passkey-unsupported = Este navegador no puede usar llaves de acceso: usa una clave de recuperación.
passkey-failed = La llave de acceso no funcionó ({ $name }): inténtalo de nuevo o usa una clave de recuperación.

## First screen: what a link was adjusted for

link-adjusted = El enlace se ajustó: { $notes }.
link-repeated = { $key } aparece más de una vez; cuenta el último («{ $value }»)
link-seed = la semilla «{ $value }» no es un número de 0 a { $max }; se sorteó un tablero
link-not-number = { $key }=«{ $value }» no es un número; se usa el valor por defecto
link-no-guess-flag = ng=«{ $value }» no es 1 (sin adivinar) ni 0; se usa 0
link-unknown = «{ $key }» no es ninguno de { $known }; se ignoró
link-rule = rule «{ $value }» no es safe ni opening; se usa opening
link-daily = daily=«{ $value }» no es beginner, intermediate ni expert; se muestra el juego clásico
link-date = date=«{ $value }» no es un día (YYYY-MM-DD); se usa el de hoy
link-mode = mode=«{ $value }» no es classic ni battle; se muestra el juego clásico
link-date-alone = date= va con daily=; se ignoró
link-side = { $key }={ $wanted } pasó a { $got }: { $key } debe ir de { $min } a { $max }
link-mines = mines={ $wanted } pasó a { $got }: un tablero de { $rows }×{ $columns } admite de 1 a { $max } minas
link-no-guess-safe = los tableros sin adivinar abren un área con el primer clic: rule=safe pasó a opening
link-no-guess-dense = se quitó ng=1: los tableros sin adivinar de más de { $cells } casillas tienen como mucho un { $percent } % de minas, y { $rows }×{ $columns } con { $mines } tiene un { $density } %
link-preset = preset «{ $value }» no es beginner, intermediate ni expert; se usa beginner
link-level = level «{ $value }» no es novice, casual, expert ni master; se usa casual
link-pace = pace «{ $value }» no es realtime ni turns; se usa realtime
link-battle-side = { $what } debe ir de { $min } a { $max } en un duelo; se usa { $got } en lugar de { $asked }
link-battle-mines = un duelo de { $rows }×{ $columns } admite de 1 a { $max } minas; se usa { $got } en lugar de { $asked }
link-battle-lives = lives debe ir de 1 a { $most }; se usa { $got } en lugar de { $asked }
link-speed = speed debe ir de { $min } a { $max }; se usa { $got } en lugar de { $asked }

## First screen: notices

notice-no-solver = Los tableros sin adivinar necesitan el solucionador, y no se pudo descargar (¿estás sin conexión?).

## Notices

notice-no-guess-fallback = No se encontró un tablero sin adivinar de { $rows }×{ $columns } con { $mines } minas: este puede necesitar adivinar.

## The terminal: the full-screen game

term-too-small = La terminal mide { $width }×{ $height }; { -game } necesita al menos { $min-width }×{ $min-height }. Agrándala o pulsa q para salir.
term-keys-line = H pista · p probabilidades · a autojuego · n nueva · ? ayuda · q salir
term-keys = Teclas
term-state = { $state ->
        [ready] Listo
        [playing] Jugando
        [won] ¡Ganada!
       *[lost] Perdida
    }
term-mode = { $mode ->
        [autoplay] autojuego
        [probabilities] probabilidades
        [marks] interrogantes
       *[no-guess] sin adivinar
    }
term-mines = Minas { $mines }
term-time = Tiempo { $seconds }
term-board = { $name } { $rows }×{ $columns }/{ $mines } · semilla { $seed }
term-place = fila { $row } columna { $column }
term-place-chance = fila { $row } columna { $column }: { $chance } de mina
term-any-key = Cualquier otra tecla cierra esto.
term-key-arrows = flechas, h j k l
term-key-space = Espacio, Intro
term-key-mouse = ratón
key-move = mover el cursor (Inicio/Fin, RePág/AvPág saltan)
key-reveal = descubrir; sobre un número satisfecho, acorde
key-flag = bandera (con interrogantes: bandera → ? → oculta)
key-chord = acorde: descubrir alrededor de un número satisfecho
key-hint = pista: el solucionador hace su jugada
key-probabilities = probabilidades: sombrear cada casilla oculta
key-autoplay = autojuego sí/no
key-new = nueva partida, mismo tamaño
key-presets = nueva Principiante / Intermedio / Experto
key-marks = interrogantes (?) sí/no
key-statistics = estadísticas
key-help = esta ayuda
key-quit = salir (la partida se guarda)
key-mouse = izquierdo descubre, derecho o Mayús+izquierdo pone bandera, central hace acorde
term-welcome = Flechas o hjkl mueven, Espacio descubre, f pone bandera, ? lista todas las teclas
term-restored = Tu partida está donde la dejaste
term-restored-over = Tu última partida, terminada: n empieza otra
term-replay-unread = (no se pudo leer su repetición: { $why })
term-new-game = Nueva partida, semilla { $seed }
term-probabilities-off = Probabilidades ocultas
term-probabilities-ready = Probabilidades: no hay minas antes de descubrir la primera casilla, que siempre es segura
term-probabilities-on = Probabilidades activadas: ○ segura, ░▒▓ más probable, ● mina (la partida sale de las estadísticas)
term-autoplay-off = Autojuego desactivado
term-autoplay-on = Autojuego activado: a para parar
term-over = La partida ha terminado: n empieza otra
term-marks-on = Interrogantes activados: f alterna bandera, ?, oculta
term-marks-off = Interrogantes desactivados: f pone y quita banderas
term-key-live = contadores en vivo sí/no
term-live-on = Contadores en vivo: i los oculta
term-live-off = Contadores en vivo ocultos
term-won = Ganaste en { $seconds } s · { $figures }.
term-new-best = ¡Nuevo mejor tiempo en { $category }!
term-assisted = Con ayuda del solucionador: fuera de las estadísticas.
term-lost-guess = Bum — la apuesta del solucionador ({ $chance } segura) dio con una mina · { $figures }.
term-lost-mine = Bum — una mina en { $cell } · { $figures }.
term-play-again = n para jugar otra vez
term-stats-unsaved = no se pudieron guardar las estadísticas: { $why }
term-history-unsaved = no se pudo añadir la partida al historial: { $why }
term-game-unsaved = No se pudo guardar la partida en { $folder }: { $why }
term-prefs-unsaved = No se pudieron guardar las preferencias: { $why }

## The terminal: moves, hints and chances (both modes)

move-over = la partida ha terminado: new o quit
move-outside = { $cell } está fuera del tablero
move-flagged = { $cell } tiene bandera: quítala primero (f { $cell })
move-hidden-chord = { $cell } está oculta: solo un número descubierto hace acorde (r { $cell } la descubre)
move-needs-flags = { $cell } ya está descubierta: hace acorde cuando { $number ->
        [one] hay 1 bandera
       *[other] hay { $number } banderas
    } a su lado ({ $flags } ahora)
move-no-flag-here = { $cell } ya está descubierta: solo una casilla oculta admite bandera
move-open = { $cell } ya está descubierta
no-guess-needs = tablero sin adivinar: necesita { $rule ->
        [single] números sueltos
        [subset] la regla del subconjunto
        [total] el total de minas
       *[cases] un análisis de casos completo
    }
no-guess-fallback = no se encontró un tablero sin adivinar de { $rows }×{ $columns } con { $mines } minas; este puede necesitar adivinar
hint-none-left = no queda ninguna casilla oculta por jugar
hint-unflag = pista: { $cell } es segura, así que su bandera está mal: se quita
hint-played = pista: { $cell }, { $kind ->
        [first] la jugada de apertura
        [safe] segura
        [guess] apuesta — { $chance } segura
       *[about] apuesta — cerca de { $chance } segura (estimado: demasiado abierto para contarlo)
    }
chance-open = { $cell } está descubierta: no es mina
chance-over = { $cell }: la partida ha terminado
chance-ready = { $cell }: no hay minas antes de descubrir la primera casilla, que siempre es segura
chance-safe = { $cell }: segura con certeza
chance-mine = { $cell }: mina con certeza
chance-of = { $cell }: { $chance } de probabilidad de mina
chance-estimated = { $cell }: { $chance } de probabilidad de mina (estimado)

## The terminal: line mode

line-board = { $rows }×{ $columns }, { $mines ->
        [one] { $mines } mina
       *[other] { $mines } minas
    }, semilla { $seed }
line-ready = listo: descubre una casilla para empezar (r ROW COL) — { $board }
line-ready-no-guess = listo: descubre una casilla para empezar (r ROW COL) — { $board }, sin adivinar
line-playing = jugando: quedan { $left } minas — { $board }
line-won = ¡ganada! todas las casillas seguras están abiertas — { $board } — new o quit
line-lost = perdida: estalló una mina — { $board } — new o quit
line-ask-rows = filas ({ $min }-{ $max }, o un nivel: beginner, intermediate, expert)
line-ask-columns = columnas ({ $min }-{ $max })
line-ask-mines = minas (1-{ $max })
line-nothing-to-export = aún no hay nada que exportar: la partida no tiene jugadas
line-exported = exportado a { $path } (EVF, { $bytes } bytes)
line-not-written = no se pudo escribir { $path }: { $why }
line-help =
    órdenes (una por línea, sin distinguir mayúsculas; ROW y COL cuentan desde 1, primero la fila):
      r ROW COL      descubrir una casilla (sobre un número con sus banderas puestas: acorde)
      f ROW COL      poner bandera en una casilla oculta, o quitarla
      c ROW COL      acorde: descubrir las vecinas sin bandera de un número satisfecho
      hint           hacer la jugada del solucionador (segura si hay una cierta, si no su mejor apuesta)
      prob ROW COL   la probabilidad de que la casilla sea mina
      new [beginner|intermediate|expert|ROWS COLS MINES] [seed N]
                     una partida nueva (del mismo tamaño salvo que se indique otro; semilla aleatoria salvo que se indique)
      board          mostrar el tablero otra vez
      review         cada jugada hasta ahora calificada por el solucionador, y los contadores
      export PATH    guardar la partida (terminada o no) como archivo de repetición EVF
      help           esta lista
      quit           salir (el fin de la entrada también)
    símbolos: # oculta, F bandera, ? interrogante, . vacía, 1-8 minas alrededor, tras perder * mina,
    X la que estalló, x una bandera errónea
what = { $what ->
        [row] fila
        [column] columna
        [rows] filas
        [columns] columnas
       *[mines] minas
    }
line-unknown = orden desconocida «{ $word }» (prueba help)
line-no-args = { $command } no admite nada después, recibió «{ $word }»
line-needs-cell = { $command } necesita ROW COL
line-cell-then = { $command } necesita ROW COL y nada más, recibió «{ $word }» después
line-not-whole = { $what } «{ $word }» no es un número entero
line-must-be-whole = { $what } debe ser un número entero, recibió «{ $word }»
line-side = { $what } debe ir de { $min } a { $max }, recibió { $value }
line-mines = las minas deben ir de 1 a { $max } en un tablero de { $rows }×{ $columns }, recibió { $value }
line-outside = { $what } { $value } está fuera de 1..{ $max }
line-new-size = new admite beginner, intermediate, expert o ROWS COLS MINES, recibió «{ $word }»
line-new-usage = new admite beginner, intermediate, expert o ROWS COLS MINES, y después seed N
line-seed-number = la semilla «{ $word }» no es un número de 0 a { $max }
line-seed-missing = seed necesita un número después
line-seed-extra = seed admite un número, recibió «{ $word }» después
line-export-path = export necesita un nombre de archivo: export PATH
term-no-games = Aún no hay ninguna partida terminada: juega una con «mines».
term-stats-summary = { $category } — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }
term-stats-best = mejor tiempo { $seconds } s
term-spread = { $caption } (una barra cada { $step } 3BV/s)
term-calendar-legend = · ninguna, ░ 1, ▒ 2–3, ▓ 4–7, █ 8+
term-history-result = { $result } en { $seconds } s
term-replay = Repetición
term-replay-move = movimiento { $move }/{ $moves }
term-replay-state = { $playing ->
        [yes] reproduciendo
       *[no] en pausa
    }
term-replay-start = Espacio reproduce, → avanza un movimiento
term-replay-keys = Espacio reproducir/pausa · ← → paso · Home End · + − velocidad · q salir
term-ranked-help =
    órdenes de la partida clasificatoria (una por línea; ROW y COL cuentan desde 1, primero la fila):
      r ROW COL   descubre una casilla (en un número con todas sus banderas: acorde)
      f ROW COL   pon una bandera en una casilla oculta, o quítala
      c ROW COL   acorde
      board       muestra el tablero otra vez
      new         otra partida de esta categoría (no para el tablero diario)
      help        esta lista
      quit        salir (una partida sin terminar queda sin terminar en el servidor)
    El servidor reparte el tablero y lleva el reloj; en una partida clasificatoria no hay pistas.
term-ranked-no-game = no hay partida: escribe new
term-playing-as = juegas como { $name }
term-no-answer = el servidor no ha respondido: el movimiento se guarda y se envía cuando vuelva
term-not-started = el servidor de juego en { $server } no empezó ninguna partida
term-over-new = la partida terminó: escribe new para otra
term-daily-once = el tablero diario se juega una vez al día; el siguiente, a las 00:00 UTC
term-ranked-no-tools = ni pistas, ni probabilidades, ni análisis, ni exportación en una partida clasificatoria: la repetición llega al final
term-not-to-chord = { $cell } no es un número para un acorde
term-daily-start = el primer descubrimiento del tablero diario es en su inicio: r { $cell }
term-ranked-daily-ready = listo: el tablero diario empieza en r { $cell } — { $game }; ahí arranca el reloj del servidor
term-ranked-won = ganada — { $game }
term-ranked-lost = perdida: explotó una mina — { $game }
term-replay-link = repetición: { $url }
term-ranked-state = { $state ->
        [connecting] conectando
        [won] ganada
        [lost] perdida
        [playing] en juego
       *[ready] lista
    }
term-ranked-asking = pidiendo un tablero al servidor de juego…
term-ranked-keys = flechas/hjkl mover · Espacio descubrir · f bandera · c acorde · n partida nueva · q salir
term-server-retry = no se puede conectar con el servidor de juego en { $server } ({ $why }); reintentando
term-unreachable = no se puede conectar con el servidor de juego en { $server }: { $why }
term-player-not-kept = no se pudo guardar tu jugador clasificatorio ({ $why }): la próxima sesión juega como uno nuevo
term-leaderboard-player = jugador
term-leaderboard-time = tiempo
term-login-open = Para iniciar sesión en este terminal, abre esta dirección en un navegador con la sesión de tu jugador:
term-login-check = y comprueba que muestra este código antes de aprobar:
term-login-lasts = (el código dura { $minutes } minutos; Ctrl-C deja de esperar)
term-login-expired = el código caducó antes de aprobarse: vuelve a ejecutar «mines login»
term-login-no-folder = sesión iniciada, pero no hay carpeta de datos donde guardar el token
term-login-not-kept = sesión iniciada, pero el token no se pudo guardar: { $why }
term-login-signed-in = Sesión iniciada como { $name } ({ $player }): «mines ranked --server { $server }» juega como ese jugador.
term-login-other = (Este terminal jugaba antes en ese servidor como otro jugador; su sesión sigue abierta en sus otros dispositivos.)
term-sync-no-folder = no hay carpeta de datos: este terminal no guarda partidas
term-sync-not-signed-in = este terminal no tiene sesión en { $server }: ejecuta primero «mines login --server { $server }»
term-sync-forgotten = { $server } ya no conoce este terminal (¿sesión cerrada?): vuelve a ejecutar «mines login --server { $server }»
term-sync-not-kept-here = las partidas no se pudieron guardar aquí: { $why }
term-sync-mark-not-kept = no se pudo guardar dónde se quedó la sincronización: { $why }
term-synced = Sincronizado como { $name }: { $sent ->
        [one] { $sent } partida enviada
       *[other] { $sent } partidas enviadas
    } desde este terminal, { $received } llegaron de tus otros dispositivos; el servidor guarda { $kept } de tus partidas.
term-sync-dropped = { $dropped ->
        [one] El servidor soltó { $dropped } partida antigua para no pasar sus límites; sigue en los dispositivos que la tienen.
       *[other] El servidor soltó { $dropped } partidas antiguas para no pasar sus límites; siguen en los dispositivos que las tienen.
    }
notice-rest-missing = No se pudieron descargar el solucionador ni los diálogos (¿sin conexión?).
notice-kept-unread = No se pudieron leer tu partida guardada ni tus estadísticas: el resto de la página no se pudo descargar (¿sin conexión?).
notice-part-missing = Esta parte del juego no se pudo descargar (¿sin conexión?).
notice-battle-kept-unread = No se pudieron leer tu duelo guardado ni tus estadísticas: el resto de la página no se pudo descargar (¿sin conexión?).
notice-computer-missing = El ordenador no puede jugar: su mente no se pudo descargar (¿sin conexión?).
notice-unread-prefs = No se pudieron leer tus preferencias ({ $why }) y se restablecieron.
notice-unread-stats = No se pudieron leer tus estadísticas ({ $why }) y se restablecieron.
notice-unread-daily = No se pudieron leer tus resultados diarios ({ $why }) y se restablecieron.
notice-unread-game = No se pudo leer tu partida guardada ({ $why }) y se descartó.
notice-unread-battle-stats = No se pudieron leer tus estadísticas de duelos ({ $why }) y se restablecieron.
notice-unread-battle = No se pudo leer tu duelo guardado ({ $why }) y se descartó.
notice-stats-reset = Algunas estadísticas no cuadraban y se restablecieron ({ $what }).
notice-daily-dropped = Se omitieron algunos resultados diarios ({ $what }).
notice-storage-full = El almacenamiento del navegador está lleno: esta partida no se pudo guardar en el historial.
notice-storage-dropped = El almacenamiento del navegador está lleno: las { $count } partidas más antiguas salieron del historial para hacer sitio (tus mejores partidas se quedan).
notice-replay-unread = No se pudo leer la repetición de esta partida ({ $why }); la partida sigue sin ella.
notice-videos-elsewhere = Los vídeos se abren en la página del juego: suéltalo allí, o Historial → Abrir un vídeo.
notice-no-guess-refused = El tablero sin adivinar fue rechazado ({ $why }); este puede requerir adivinar.
account-passkey-request-unread = No se pudo leer la solicitud de llave de acceso del servidor.
account-no-window = Esta página no tiene ventana del navegador.
account-passkey-answer-unread = No se pudo leer la respuesta del navegador.
cli-about = { -game } en la terminal, con un resolutor de probabilidades exactas para las pistas.
cli-long-about = En una terminal se juega a pantalla completa (pulsa ? para ver las teclas). Con --line, o cuando la entrada o la salida estándar no es una terminal, lee una orden por línea (escribe help), para scripts y lectores de pantalla; --json hace que escriba un objeto JSON por línea para los programas.
cli-usage = Uso
cli-options = Opciones
cli-commands = Órdenes
cli-arguments = Argumentos
cli-help = Mostrar la ayuda
cli-help-command = Mostrar esta lista, o la ayuda de la orden dada
cli-version = Mostrar la versión
cli-preset = Un tablero clásico: beginner 9×9/10, intermediate 16×16/40 o expert 16×30/99.
cli-rows = Filas de un tablero personalizado ({ $min }–{ $max }), con --cols y --mines.
cli-cols = Columnas de un tablero personalizado ({ $min }–{ $max }), con --rows y --mines.
cli-mines = Minas de un tablero personalizado (de 1 a filas × columnas − 1), con --rows y --cols.
cli-seed = La semilla del tablero: la misma semilla y el mismo primer clic dan el mismo tablero, aquí y en el navegador. Al azar si se omite.
cli-rule = Qué garantiza el primer clic: opening (se abre una zona, sin mina en la casilla ni a su alrededor; por defecto) o safe (solo la primera casilla descubierta es segura).
cli-no-guess = Tableros sin adivinar: desde la apertura del primer clic siempre se puede demostrar que alguna casilla es segura (implica --rule opening).
cli-line = Jugar en modo línea incluso en una terminal.
cli-json = Modo línea que escribe un objeto JSON por línea (implica --line).
cli-no-color = Sin colores (igual que una variable NO_COLOR no vacía en el entorno).
cli-marks = Pantalla completa: f alterna bandera → ? → oculta (se recuerda hasta que m lo desactiva).
cli-lang = El idioma de los textos para las personas ({ $tags }): si no, el de la configuración regional (LC_ALL, LC_MESSAGES, LANG), y si no, inglés. Las órdenes y el JSON no cambian.
cli-ranked = Jugar una partida clasificatoria en un servidor de juego, que reparte el tablero, lleva el reloj y clasifica la victoria (pantalla completa; --line o --json para una orden por línea).
cli-login = Conectar esta terminal como el jugador que eres en un navegador: muestra una dirección y un código que apruebas allí; después «mines ranked» juega como ese jugador.
cli-sync = Enviar las partidas de esta terminal a un servidor de juego en el que te conectaste («mines login») y traer las que tus otros dispositivos jugaron allí: tu historial y tus estadísticas en todos tus dispositivos.
cli-leaderboard = La clasificación de un servidor de juego: la mejor victoria de cada jugador.
cli-history = Listar las partidas terminadas guardadas en la carpeta de datos, de la más reciente a la más antigua (el número repite o analiza una).
cli-stats = Las partidas guardadas, dibujadas por categoría: el tiempo y los 3BV/s de cada victoria a lo largo de las partidas con el mejor hasta entonces, cómo se reparten los 3BV/s y un calendario de las partidas.
cli-replay = Reproducir una repetición a pantalla completa: un archivo (un archivo EVF, o el texto de un enlace de repetición, como lo da «Compartir» en el navegador) o un número de «mines history».
cli-review = Calificar cada jugada de una repetición con el resolutor: segura, forzada, adivinanza innecesaria o peor adivinanza.
cli-server = El servidor de juego, como http://127.0.0.1:8080.
cli-ranked-preset = Qué tablero: beginner, intermediate o expert (por defecto).
cli-daily = El tablero diario clasificatorio de hoy de ese nivel: el mismo para todos, se juega una vez.
cli-ranked-line = Una orden por línea, incluso en una terminal.
cli-ranked-json = Una orden por línea, un objeto JSON por línea de vuelta.
cli-period = Qué victorias: all (todas, por defecto), week (las de esta semana) o day (las de hoy).
cli-day = Un día, AAAA-MM-DD (UTC): el tablero de ese día (uno diario, o con --period day) o la semana que lo contiene (--period week). Hoy si se omite.
cli-by = Qué clasifica primero: time (las victorias más rápidas; por defecto) o rate (los más 3BV por segundo).
cli-leaderboard-json = El JSON del servidor, tal como lo envió.
cli-history-json = Un objeto JSON por partida.
cli-stats-json = Las cifras detrás de los dibujos, un objeto JSON por categoría.
cli-game = Un archivo, o un número de «mines history» (1 es la partida más reciente).
cli-review-json = Un objeto JSON por jugada y luego un objeto de resumen.
cli-analyse = La probabilidad de mina de cada casilla tapada de una posición (un archivo .mine), las más seguras, las muertas, los 50/50 forzados y la probabilidad de despejar el tablero.
cli-analyse-file = Un archivo .mine, o - para la entrada estándar.
cli-analyse-json = Un objeto JSON: el tablero y la probabilidad de cada casilla tapada, para programas.
cli-error = error
cli-unknown = aquí no existe { $arg }
cli-bad-value = «{ $value }» no es un valor de { $arg }: admite { $values }
cli-invalid = «{ $value }» no es un valor de { $arg }: { $why }
cli-out-of-range = de { $min } a { $max }
cli-not-number = un número entero
cli-missing = también hay que dar { $args }
cli-conflict = { $arg } y { $other } no pueden ir juntos
cli-no-command = no existe la orden «{ $command }»: las órdenes son { $commands }
cli-needs-value = { $arg } necesita un valor
cli-not-understood = no se entiende la línea de órdenes ({ $why })
cli-try-help = Para saber más, prueba «mines --help».
cli-no-guess-safe = los tableros --no-guess se abren en el primer clic: va con --rule opening, no safe
cli-no-guess-dense = los tableros sin adivinar de más de { $cells } casillas tienen como mucho un { $percent } % de minas, y { $rows }×{ $columns } con { $mines } es un { $density } %
cli-no-language = no hay textos para «{ $tag }»; los idiomas son { $tags }
cli-not-a-day = un día es una fecha, AAAA-MM-DD
term-file-set-aside = { $what ->
        [game] la partida guardada
        [stats] las estadísticas
        [prefs] las preferencias
       *[history] el historial de partidas
    } no se pudo leer ({ $why }): se apartó como { $path }
term-file-left = { $what ->
        [game] la partida guardada
        [stats] las estadísticas
        [prefs] las preferencias
       *[history] el historial de partidas
    } no se pudo leer ({ $why }); se dejó donde estaba ({ $error })
term-not-text = no es texto UTF-8
term-stats-dropped = se omitieron las estadísticas de { $what }
term-history-dropped = { $what } se omitió del historial
term-not-a-replay = { $file } no es ni un vídeo (AVF, RMV, MVF, EVF) ni el texto de una repetición ({ $why })
term-no-such-game = no hay partida { $number } en el historial ({ $kept } guardadas: «mines history» las lista)
term-history-game-unread = partida { $number } del historial: { $why }
term-board-size = { $name } { $rows }×{ $columns }/{ $mines }
term-title-seed = { $board } · semilla { $seed }
term-title-history = { $board } · partida { $number } del historial
term-server-scheme = --server admite direcciones http:// o https://, no { $scheme }://
term-server-address = --server es la dirección del servidor de juego, como http://127.0.0.1:8080, no «{ $text }»
term-replay-needs-terminal = una repetición se reproduce a pantalla completa, en una terminal («mines review» escribe una)
term-note = aviso
term-counters-time = tiempo { $seconds } s, { $won ->
        [yes] ganada
       *[no] no ganada
    }
decimal-point = ,
