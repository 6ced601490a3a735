//! The full-screen loop on a real terminal: raw mode, the alternate screen and mouse capture
//! on the way in, and all three undone on every way out, a panic included. The game and the
//! replay viewer are both a [`Screen`]: they draw, take events and time as values, and say
//! when to wake up.

use std::io::{self, stdout};
use std::time::{Duration, Instant};

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use ratatui::Frame;

use crate::app::{App, Options};
use crate::store::Store;
use crate::viewer::Viewer;

/// What the loop runs.
pub trait Screen {
    fn render(&mut self, frame: &mut Frame);
    fn handle(&mut self, event: Event, now: Instant);
    /// Time passing.
    fn tick(&mut self, now: Instant);
    /// How long the loop may wait before something changes on its own.
    fn timeout(&self, now: Instant) -> Duration;
    fn should_quit(&self) -> bool;
    /// Called once the terminal is restored.
    fn on_exit(&mut self) {}
}

impl Screen for App {
    fn render(&mut self, frame: &mut Frame) {
        App::render(self, frame);
    }
    fn handle(&mut self, event: Event, now: Instant) {
        App::handle(self, event, now);
    }
    fn tick(&mut self, now: Instant) {
        App::tick(self, now);
    }
    fn timeout(&self, now: Instant) -> Duration {
        App::timeout(self, now)
    }
    fn should_quit(&self) -> bool {
        App::should_quit(self)
    }
    fn on_exit(&mut self) {
        self.save_game();
    }
}

impl Screen for Viewer {
    fn render(&mut self, frame: &mut Frame) {
        Viewer::render(self, frame);
    }
    fn handle(&mut self, event: Event, now: Instant) {
        Viewer::handle(self, event, now);
    }
    fn tick(&mut self, now: Instant) {
        Viewer::tick(self, now);
    }
    fn timeout(&self, now: Instant) -> Duration {
        Viewer::timeout(self, now)
    }
    fn should_quit(&self) -> bool {
        Viewer::should_quit(self)
    }
}

/// Plays a game full screen.
pub fn run(options: Options) -> io::Result<()> {
    let mut app = App::new(options, Store::in_data_dir(), Instant::now());
    show(&mut app)
}

/// Runs `screen` on the terminal until it quits.
pub fn show(screen: &mut impl Screen) -> io::Result<()> {
    // ratatui's hook restores raw mode and the alternate screen; this one adds the mouse.
    let mut terminal = ratatui::init();
    let restore_screen = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        restore_screen(info);
    }));
    let result =
        execute!(stdout(), EnableMouseCapture).and_then(|()| run_loop(&mut terminal, screen));
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    screen.on_exit();
    result
}

fn run_loop(terminal: &mut ratatui::DefaultTerminal, screen: &mut impl Screen) -> io::Result<()> {
    while !screen.should_quit() {
        terminal.draw(|frame| screen.render(frame))?;
        let now = Instant::now();
        if event::poll(screen.timeout(now))? {
            screen.handle(event::read()?, Instant::now());
        }
        screen.tick(Instant::now());
    }
    Ok(())
}
