//! The full screen as drawn on ratatui's `TestBackend`, with the app driven by events.
//! Snapshots: `terminal/tests/snapshots/` (review a change with `cargo insta review`, or run
//! with `INSTA_UPDATE=always` and read the diff).

use std::time::{Duration, Instant};

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use minesweeper_engine::{CellView, Config, FirstClick, Pos, Status};
use minesweeper_terminal::app::{App, Options};
use ratatui::backend::TestBackend;
use ratatui::style::Color;
use ratatui::Terminal;
use unicode_width::UnicodeWidthStr;

fn app(config: Config, seed: u64, color: bool) -> (App, Instant) {
    let now = Instant::now();
    let options = Options {
        board: Some(config),
        seed: Some(seed),
        rule: FirstClick::Opening,
        color,
        marks: false,
    };
    (App::new(options, None, now), now)
}

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn click(button: MouseButton, x: u16, y: u16, modifiers: KeyModifiers) -> Event {
    Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(button),
        column: x,
        row: y,
        modifiers,
    })
}

fn draw(app: &mut App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| app.render(frame))
        .expect("drawing on a test terminal");
    terminal
}

#[test]
fn beginner_at_80_by_24_after_the_first_reveal() {
    let (mut app, start) = app(Config::BEGINNER, 7, true);
    app.handle(key(KeyCode::Char(' ')), start);
    app.tick(start + Duration::from_millis(12_400));
    let terminal = draw(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn a_board_larger_than_the_screen_scrolls_to_the_cursor() {
    let (mut app, start) = app(
        Config::new(100, 100, 1000, FirstClick::Opening).unwrap(),
        3,
        true,
    );
    app.handle(key(KeyCode::Enter), start);
    for _ in 0..60 {
        app.handle(key(KeyCode::Down), start);
        app.handle(key(KeyCode::Right), start);
    }
    let terminal = draw(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
    assert_eq!(app.game().config().rows(), 100);
}

#[test]
fn a_terminal_too_small_says_what_it_needs_and_the_game_goes_on() {
    let (mut app, start) = app(Config::EXPERT, 1, true);
    let terminal = draw(&mut app, 30, 5);
    insta::assert_snapshot!(terminal.backend());
    // Keys still work, and a resize to a usable size draws the board.
    app.handle(key(KeyCode::Char(' ')), start);
    assert_eq!(app.game().status(), Status::Playing);
    app.handle(Event::Resize(80, 24), start);
    let terminal = draw(&mut app, 80, 24);
    assert!(terminal.backend().to_string().contains("Mines  99"));
}

#[test]
fn without_colour_every_state_still_has_its_own_symbol() {
    let (mut app, start) = app(Config::BEGINNER, 7, false);
    app.handle(key(KeyCode::Char(' ')), start);
    for _ in 0..4 {
        app.handle(key(KeyCode::Char('k')), start);
    }
    app.handle(key(KeyCode::Char('f')), start);
    assert_eq!(app.game().view(Pos::new(0, 4)), Some(CellView::Flagged));
    app.handle(key(KeyCode::Char('p')), start);
    let terminal = draw(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
    let buffer = terminal.backend().buffer();
    assert!(
        buffer
            .content()
            .iter()
            .all(|cell| cell.fg == Color::Reset && cell.bg == Color::Reset),
        "NO_COLOR: no cell has a colour"
    );
    // With colour, the numbers have theirs.
    let (mut coloured, start) = self::app(Config::BEGINNER, 7, true);
    coloured.handle(key(KeyCode::Char(' ')), start);
    let terminal = draw(&mut coloured, 80, 24);
    assert!(terminal
        .backend()
        .buffer()
        .content()
        .iter()
        .any(|cell| cell.symbol() == "1" && cell.fg == Color::LightBlue));
}

#[test]
fn the_help_screen_lists_every_key() {
    let (mut app, start) = app(Config::BEGINNER, 7, true);
    app.handle(key(KeyCode::Char('?')), start);
    let terminal = draw(&mut app, 80, 24);
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn the_mouse_reveals_flags_and_chords_where_it_clicks() {
    let (mut app, start) = app(Config::BEGINNER, 7, true);
    draw(&mut app, 80, 24);
    // Beginner at 80 × 24: the board's top-left symbol is at column 31, row 7, and each
    // cell is two columns wide.
    let at = |row: u16, col: u16| (31 + 2 * col, 7 + row);
    let (x, y) = at(8, 8);
    app.handle(click(MouseButton::Left, x, y, KeyModifiers::NONE), start);
    assert_eq!(app.game().status(), Status::Playing);
    assert!(matches!(
        app.game().view(Pos::new(8, 8)),
        Some(CellView::Revealed(_))
    ));
    let (x, y) = at(0, 0);
    app.handle(click(MouseButton::Right, x, y, KeyModifiers::NONE), start);
    assert_eq!(app.game().view(Pos::new(0, 0)), Some(CellView::Flagged));
    let (x, y) = at(0, 1);
    app.handle(click(MouseButton::Left, x, y, KeyModifiers::SHIFT), start);
    assert_eq!(app.game().view(Pos::new(0, 1)), Some(CellView::Flagged));
    // Outside the board nothing happens.
    let before = app.game().clone();
    app.handle(click(MouseButton::Left, 0, 0, KeyModifiers::NONE), start);
    assert_eq!(app.game(), &before);
}

/// A finished game, replayed: the viewer at its third move, the move ringed and graded.
#[test]
fn the_replay_viewer_shows_the_move_its_grade_and_the_clock() {
    let mut terminal = Terminal::new(TestBackend::new(80, 16)).unwrap();
    let mut viewer = viewer_at_its_end("beginner 9×9/10 · seed 7");
    terminal.draw(|frame| viewer.render(frame)).unwrap();
    insta::assert_snapshot!(terminal.backend());
}

#[test]
fn the_replay_viewer_speaks_chinese() {
    minesweeper_terminal::words::choose(
        minesweeper_terminal::words::Language::of("zh-CN").expect("a Chinese catalogue"),
    );
    let mut terminal = Terminal::new(TestBackend::new(80, 16)).unwrap();
    let mut viewer = viewer_at_its_end("9×9/10");
    terminal.draw(|frame| viewer.render(frame)).unwrap();
    let screen = shown(&terminal);
    assert!(
        screen.contains("录像") && screen.contains("第 9 行第 9 列") && screen.contains("运气"),
        "{screen}"
    );
    assert_eq!(latin_words(&screen), Vec::<String>::new(), "{screen}");
}

/// A viewer of three moves of beginner seed 7, stepped to its end.
fn viewer_at_its_end(title: &str) -> minesweeper_terminal::viewer::Viewer {
    use minesweeper_engine::replay::{Recorder, Replay};
    use minesweeper_engine::{Action, Game};
    use minesweeper_terminal::viewer::Viewer;
    let mut game = Game::new(Config::BEGINNER, 7);
    let mut recorder = Recorder::default();
    for (i, action) in [
        Action::Reveal(Pos::new(4, 4)),
        Action::ToggleFlag(Pos::new(0, 0)),
        Action::Reveal(Pos::new(8, 8)),
    ]
    .into_iter()
    .enumerate()
    {
        let step = game.apply(action).unwrap();
        recorder.record(action, 1_500.0 * i as f64, false, !step.is_unchanged());
        game = step.game;
    }
    let replay = Replay::of(&game, recorder.into_moves()).unwrap();
    let now = Instant::now();
    let mut viewer = Viewer::new(replay, title.into(), false, now);
    for _ in 0..3 {
        viewer.handle(key(KeyCode::Right), now);
    }
    viewer
}

/// The words a screen shows in Latin letters: what is left once the keys' names, the
/// community's abbreviations and the symbols are taken out.
fn latin_words(screen: &str) -> Vec<String> {
    const ALLOWED: &[&str] = &[
        "H", "p", "a", "n", "q", "f", "c", "m", "i", "s", "h", "j", "k", "l", "Home", "End",
        "PgUp", "PgDn", "Shift", "Esc", "Ctrl", "C", "Enter", "3BV", "IOE", "RQP", "STNB",
        // The board's flag.
        "F",
    ];
    screen
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| word.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|word| !ALLOWED.contains(word))
        .map(str::to_string)
        .collect()
}

/// What the screen shows, a line a row (a wide letter's second column left out).
fn shown(terminal: &Terminal<TestBackend>) -> String {
    let buffer = terminal.backend().buffer();
    let width = usize::from(buffer.area.width);
    buffer
        .content()
        .chunks(width)
        .map(|row| {
            let mut line = String::new();
            let mut skip = false;
            for cell in row {
                if !std::mem::take(&mut skip) {
                    line.push_str(cell.symbol());
                    skip = cell.symbol().width() > 1;
                }
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_game_speaks_chinese_from_the_header_to_the_help() {
    minesweeper_terminal::words::choose(
        minesweeper_terminal::words::Language::of("zh-CN").expect("a Chinese catalogue"),
    );
    let (mut app, start) = app(Config::BEGINNER, 7, true);
    app.handle(key(KeyCode::Char(' ')), start);
    app.handle(key(KeyCode::Char('p')), start);
    app.tick(start + Duration::from_millis(3_400));
    let game = shown(&draw(&mut app, 80, 24));
    assert!(game.contains("进行中") && game.contains("初级"), "{game}");
    assert_eq!(latin_words(&game), Vec::<String>::new(), "{game}");
    insta::assert_snapshot!("chinese_game", game);
    app.handle(key(KeyCode::Char('?')), start);
    let help = shown(&draw(&mut app, 80, 24));
    assert!(help.contains("按键") && help.contains("本帮助"), "{help}");
    assert_eq!(latin_words(&help), Vec::<String>::new(), "{help}");
    insta::assert_snapshot!("chinese_help", help);
    app.handle(key(KeyCode::Char('x')), start);
    app.handle(key(KeyCode::Char('s')), start);
    let stats = shown(&draw(&mut app, 80, 24));
    assert!(stats.contains("统计") && stats.contains("连胜"), "{stats}");
    assert_eq!(latin_words(&stats), Vec::<String>::new(), "{stats}");
}

/// `i` shows the live counters under the header, as the game goes: the clicks so far, the
/// 3BV solved and the time by the clock; `i` again hides them.
#[test]
fn the_live_counters_follow_the_game_and_hide_again() {
    let (mut app, start) = app(Config::BEGINNER, 7, false);
    app.handle(key(KeyCode::Char('i')), start);
    assert!(
        app.status().contains("Live counters on"),
        "{}",
        app.status()
    );
    app.handle(key(KeyCode::Char(' ')), start);
    app.handle(key(KeyCode::Right), start);
    app.handle(key(KeyCode::Char('f')), start);
    app.tick(start + Duration::from_millis(4_000));
    let screen = shown(&draw(&mut app, 120, 24));
    let live = screen.lines().nth(1).expect("a second line");
    for says in ["Time 4.00 s", "Left 1", "Right 1", "Chords 0", "3BV/s"] {
        assert!(live.contains(says), "{says}: {live}");
    }
    insta::assert_snapshot!("live_counters", screen);
    app.handle(key(KeyCode::Char('i')), start);
    let hidden = shown(&draw(&mut app, 120, 24));
    assert!(!hidden.contains("3BV/s"), "{hidden}");
}
