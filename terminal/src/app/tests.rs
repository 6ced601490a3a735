//! app.rs's tests.

use super::*;
use crossterm::event::KeyCode;

fn key(code: KeyCode) -> Event {
    Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn app(config: Config, seed: u64) -> (App, Instant) {
    let now = Instant::now();
    let options = Options {
        board: Some(config),
        seed: Some(seed),
        ..Options::default()
    };
    (App::new(options, None, now), now)
}

#[test]
fn keys_move_the_cursor_within_the_board() {
    let (mut app, now) = app(Config::BEGINNER, 1);
    assert_eq!(app.cursor, Pos::new(4, 4));
    for code in [
        KeyCode::Left,
        KeyCode::Char('h'),
        KeyCode::Up,
        KeyCode::Char('k'),
    ] {
        app.handle(key(code), now);
    }
    assert_eq!(app.cursor, Pos::new(2, 2));
    for _ in 0..20 {
        app.handle(key(KeyCode::Char('j')), now);
        app.handle(key(KeyCode::Char('l')), now);
    }
    assert_eq!(app.cursor, Pos::new(8, 8));
    app.handle(key(KeyCode::Home), now);
    assert_eq!(app.cursor.col, 0);
}

#[test]
fn space_reveals_starts_the_clock_and_f_flags() {
    let (mut app, start) = app(Config::BEGINNER, 1);
    app.handle(key(KeyCode::Char(' ')), start);
    assert_eq!(app.game.status(), Status::Playing);
    let later = start + Duration::from_millis(2500);
    assert_eq!(app.clock.elapsed(later), Duration::from_millis(2500));
    let hidden = (0..81)
        .map(|i| app.game.grid().pos(i))
        .find(|&p| app.game.view(p) == Some(minesweeper_engine::CellView::Hidden))
        .unwrap();
    app.cursor = hidden;
    app.handle(key(KeyCode::Char('f')), later);
    assert_eq!(app.game.flags(), 1);
    app.handle(key(KeyCode::Char(' ')), later);
    assert!(app.status.contains("is flagged"), "{}", app.status);
    // With marks on, f cycles flag → ? → hidden.
    app.handle(key(KeyCode::Char('m')), later);
    app.handle(key(KeyCode::Char('f')), later);
    assert_eq!(
        app.game.view(hidden),
        Some(minesweeper_engine::CellView::Questioned)
    );
}

#[test]
fn the_timer_wakes_the_loop_on_the_next_second() {
    let (mut app, start) = app(Config::BEGINNER, 1);
    assert_eq!(app.timeout(start), Duration::from_secs(60));
    app.handle(key(KeyCode::Char(' ')), start);
    let now = start + Duration::from_millis(1300);
    assert_eq!(app.timeout(now), Duration::from_millis(700));
}

#[test]
fn quit_keys_quit_even_over_the_help_screen() {
    for event in [
        key(KeyCode::Char('q')),
        key(KeyCode::Esc),
        Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
    ] {
        let (mut app, now) = app(Config::BEGINNER, 1);
        app.handle(key(KeyCode::Char('?')), now);
        assert_eq!(app.overlay, Overlay::Help);
        app.handle(event, now);
        assert!(app.should_quit());
    }
    let (mut app, now) = app(Config::BEGINNER, 1);
    app.handle(key(KeyCode::Char('?')), now);
    app.handle(key(KeyCode::Char(' ')), now);
    assert_eq!(app.overlay, Overlay::None);
    assert_eq!(
        app.game.status(),
        Status::Ready,
        "a key that closes help does nothing else"
    );
}

#[test]
fn hints_and_autoplay_win_and_keep_the_game_out_of_the_statistics() {
    let (mut app, mut now) = app(Config::BEGINNER, 3);
    app.handle(key(KeyCode::Char('H')), now);
    assert!(app.status.starts_with("hint: "), "{}", app.status);
    assert!(app.assisted);
    app.handle(key(KeyCode::Char('a')), now);
    for _ in 0..200 {
        now += AUTOPLAY_EVERY;
        app.tick(now);
    }
    assert!(app.game.status().is_over());
    assert!(app.autoplay.is_none(), "autoplay stops at the end");
    let result = app.status.clone();
    app.handle(key(KeyCode::Char('H')), now);
    app.handle(key(KeyCode::Char(' ')), now);
    assert_eq!(
        app.status, result,
        "moves after the end leave the result on screen"
    );
    assert!(app.stats.records.is_empty());
    assert!(
        app.status.contains("not in the statistics"),
        "{}",
        app.status
    );
}

#[test]
fn a_won_game_is_recorded_with_its_time() {
    let (mut app, start) = app(Config::BEGINNER, 1);
    app.game = Game::from_picture(&["..", ".*"], FirstClick::Safe).unwrap();
    for (pos, at) in [
        (Pos::new(0, 0), 0),
        (Pos::new(0, 1), 1),
        (Pos::new(1, 0), 4),
    ] {
        app.cursor = pos;
        app.handle(key(KeyCode::Enter), start + Duration::from_secs(at));
    }
    assert_eq!(app.game.status(), Status::Won);
    let record = &app.stats.records["custom"];
    assert_eq!((record.played, record.won), (1, 1));
    assert_eq!(record.best_times[0].ms, 4000.0);
    assert!(app.status.starts_with("You won in 4.0 s"), "{}", app.status);
    assert!(
        app.status.contains("New best time for Custom!"),
        "{}",
        app.status
    );
}

#[test]
fn probabilities_shown_during_play_make_the_game_assisted() {
    let (mut app, now) = app(Config::EXPERT, 9);
    app.handle(key(KeyCode::Char('p')), now);
    assert!(!app.assisted, "before the first reveal nothing is shown");
    assert!(app.analysis().is_none());
    app.handle(key(KeyCode::Char(' ')), now);
    assert!(app.assisted);
    let analysis = app.analysis().unwrap();
    let hidden: f64 = analysis.probabilities.iter().sum();
    assert!((hidden - 99.0).abs() < 1e-6);
}

#[test]
fn a_finished_game_goes_into_the_history_with_its_replay_even_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let store = || Some(Store::at(dir.path()));
    let options = Options {
        board: Some(Config::BEGINNER),
        seed: Some(3),
        ..Options::default()
    };
    let mut now = Instant::now();
    let mut app = App::new(options, store(), now);
    app.handle(key(KeyCode::Char(' ')), now);
    app.handle(key(KeyCode::Char(' ')), now + Duration::from_millis(200));
    // Leave, and come back to the same game.
    app.save_game();
    let mut app = App::new(Options::default(), store(), now + Duration::from_secs(60));
    assert!(
        app.status.contains("back where you left it"),
        "{}",
        app.status
    );
    app.handle(key(KeyCode::Char('a')), now);
    for _ in 0..200 {
        now += AUTOPLAY_EVERY;
        app.tick(now);
    }
    assert!(app.game.status().is_over());
    let (history, notices) = Store::at(dir.path()).history();
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(history.games.len(), 1);
    let replay = history.games[0].replay().unwrap();
    assert_eq!(replay.final_game(), app.game);
    assert!(history.games[0].assisted);
    let moves = replay.moves();
    assert!(
        !moves[1].changed,
        "the second Space on an open cell is kept, as wasted"
    );
    assert!(moves[2..].iter().all(|m| m.by_solver));
}

#[test]
fn the_mouse_goes_into_the_replay_from_the_first_click_and_survives_a_restart() {
    use crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
    use MouseEventKind::{Down, Moved, Up};
    let dir = tempfile::tempdir().unwrap();
    let store = || Some(Store::at(dir.path()));
    let options = Options {
        board: Some(Config::BEGINNER),
        seed: Some(7),
        ..Options::default()
    };
    let now = Instant::now();
    let mut app = App::new(options, store(), now);
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| app.render(frame)).unwrap();
    // Beginner at 80 × 24: cell (row, col)'s symbol is at column 31 + 2 col, row 7 + row.
    let at = |row: u16, col: u16| (31 + 2 * col, 7 + row);
    let mut mouse = |kind: MouseEventKind, (column, row): (u16, u16), ms: u64| {
        let event = MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        };
        app.handle(Event::Mouse(event), now + Duration::from_millis(ms));
    };
    mouse(Moved, at(2, 2), 0); // before the first click: not kept
    mouse(Down(MouseButton::Left), at(8, 8), 100);
    mouse(Up(MouseButton::Left), at(8, 8), 180);
    mouse(Moved, (0, 0), 300); // off the board: not kept
    mouse(Moved, at(0, 1), 400);
    mouse(Down(MouseButton::Right), at(0, 0), 600);
    mouse(Up(MouseButton::Right), at(0, 0), 650);
    let track = app.recorder.cursor().to_vec();
    let read: Vec<(u32, (u32, u32), u8)> = track
        .iter()
        .map(|s| (s.at_ms, s.cell(), s.buttons.0))
        .collect();
    assert_eq!(
        read,
        [
            (0, (8, 8), 1),
            (80, (8, 8), 0),
            (300, (0, 1), 0),
            (500, (0, 0), 2),
            (550, (0, 0), 0)
        ]
    );
    // In the cell's half the mouse was over: the symbol's column is the right half.
    assert_eq!((track[0].x, track[0].y), (8 * 16 + 12, 8 * 16 + 8));
    app.save_game();
    let back = App::new(Options::default(), store(), now + Duration::from_secs(60));
    assert_eq!(back.recorder.cursor(), &track[..]);
    let replay = play::replay_of(&back.game, &back.recorder).unwrap();
    assert_eq!(replay.cursor(), &track[..]);
}

#[test]
fn presets_and_new_games_from_the_keys() {
    let (mut app, now) = app(Config::BEGINNER, 1);
    app.handle(key(KeyCode::Char('3')), now);
    assert_eq!(app.game.config().cols(), 30);
    let seed = app.game.seed();
    app.handle(key(KeyCode::Char('n')), now);
    assert_eq!(app.game.config().cols(), 30);
    assert_ne!(app.game.seed(), seed);
    app.handle(key(KeyCode::Char('2')), now);
    assert_eq!(*app.game.config(), Config::INTERMEDIATE);
}
