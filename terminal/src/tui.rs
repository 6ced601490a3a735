//! The full-screen loop on a real terminal: raw mode, the alternate screen and mouse capture
//! on the way in, and all three undone on every way out, a panic included.

use std::io::{self, stdout};
use std::time::Instant;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;

use crate::app::{App, Options};
use crate::store::Store;

pub fn run(options: Options) -> io::Result<()> {
    let mut app = App::new(options, Store::in_data_dir(), Instant::now());
    // ratatui's hook restores raw mode and the alternate screen; this one adds the mouse.
    let mut terminal = ratatui::init();
    let restore_screen = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        restore_screen(info);
    }));
    let result =
        execute!(stdout(), EnableMouseCapture).and_then(|()| play(&mut terminal, &mut app));
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    app.save_game();
    result
}

fn play(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> io::Result<()> {
    while !app.should_quit() {
        terminal.draw(|frame| app.render(frame))?;
        let now = Instant::now();
        if event::poll(app.timeout(now))? {
            app.handle(event::read()?, Instant::now());
        }
        app.tick(Instant::now());
    }
    Ok(())
}
