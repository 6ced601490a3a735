//! Ranked play one command a line (`mines ranked --line`, `--json`): the same commands as the
//! practice game's line mode (`r`, `f`, `c`, `board`, `new`, `quit`) without the solver's. Each
//! move waits for the server's answer before the next line is read; `--json` prints one JSON
//! object a line: `player`, `board`, `over`, `notice`, `error`.

use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

use minesweeper_engine::input::{interpret, Click, Controls, Press};
use minesweeper_engine::{Action, CellView, Pos, Status};
use minesweeper_protocol::client::{Client, Event, Known, Notice};
use minesweeper_protocol::Category;
use serde_json::json;

use super::Link;
use crate::command::{self, Command};
use crate::line::{read_line, text_board, Format};
use crate::play;
use crate::words::{said, words, Arg};

/// How long a move or a new game may take to be answered before the player hears why not.
const ANSWER_WAIT: Duration = Duration::from_secs(10);

pub struct Ranked<I, O, E> {
    link: Link,
    category: &'static Category,
    input: I,
    out: O,
    err: E,
    format: Format,
    /// Notices heard meanwhile, printed with the next answer.
    heard: Vec<Event>,
}

impl<I: BufRead, O: Write, E: Write> Ranked<I, O, E> {
    pub fn new(
        link: Link,
        category: &'static Category,
        input: I,
        out: O,
        err: E,
        format: Format,
    ) -> Self {
        Ranked {
            link,
            category,
            input,
            out,
            err,
            format,
            heard: Vec::new(),
        }
    }

    /// Plays until `quit` or the end of input. An error when the server cannot be reached at
    /// all.
    pub fn run(mut self) -> io::Result<()> {
        self.new_game()?;
        while let Some(line) = read_line(&mut self.input)? {
            let line = match line {
                Ok(line) => line,
                Err(why) => {
                    self.error(&why)?;
                    continue;
                }
            };
            match command::parse(&line) {
                Ok(None) => {}
                Ok(Some(Command::Quit)) => break,
                Ok(Some(command)) => self.command(command)?,
                Err(why) => self.error(&why)?,
            }
        }
        Ok(())
    }

    fn command(&mut self, command: Command) -> io::Result<()> {
        let grid = match self.link.client().game() {
            Some(game) => game.config.grid(),
            None => return self.error(&words().term_ranked_no_game()),
        };
        let (press, coord) = match command {
            Command::Reveal(coord) => (Press::Primary, coord),
            Command::Flag(coord) => (Press::Secondary, coord),
            Command::Chord(coord) => (Press::Both, coord),
            Command::Board => return self.show(),
            Command::Help => return writeln!(self.err, "{}", words().term_ranked_help()),
            Command::New(_) if self.category.daily => {
                return self.error(&words().term_daily_once())
            }
            Command::New(_) => return self.new_game(),
            Command::Hint | Command::Prob(_) | Command::Review | Command::Export(_) => {
                return self.error(&words().term_ranked_no_tools())
            }
            Command::Quit => return Ok(()),
        };
        let pos = match coord.on(grid) {
            Ok(pos) => pos,
            Err(why) => return self.error(&why),
        };
        if let Some(why) = pointless(self.link.client(), press, pos) {
            return self.error(&why);
        }
        let events = self.link.act(
            |c| c.press(Controls::OURS, press, pos, None),
            Instant::now(),
        );
        self.heard.extend(events);
        let heard = &mut self.heard;
        let answered = self
            .link
            .until(ANSWER_WAIT, Client::settled, |events| heard.extend(events));
        if !answered {
            self.heard.push(Event::Notice(Notice::Said(
                words().term_no_answer().to_string(),
            )));
        }
        self.show()
    }

    /// Starts a game in the category (the daily: the day's game, resumed if begun).
    fn new_game(&mut self) -> io::Result<()> {
        let before = self.link.client().game().map(|g| g.id.clone());
        let name = self.category.name;
        let events = self.link.act(|c| c.start(name), Instant::now());
        self.heard.extend(events);
        let heard = &mut self.heard;
        let started = self.link.until(
            ANSWER_WAIT,
            |c| c.game().is_some_and(|g| Some(&g.id) != before.as_ref()),
            |events| heard.extend(events),
        );
        if !started {
            let why = self
                .heard
                .iter()
                .rev()
                .find_map(|e| match e {
                    Event::Notice(n) => Some(said(n)),
                    _ => None,
                })
                .unwrap_or_else(|| {
                    words()
                        .term_not_started(self.link.server().base.as_str())
                        .to_string()
                });
            self.heard.clear();
            return self.error(&why);
        }
        self.show()
    }

    /// Prints what was heard, then the board.
    fn show(&mut self) -> io::Result<()> {
        for event in std::mem::take(&mut self.heard) {
            match event {
                Event::Notice(notice) => self.notice(&said(&notice))?,
                Event::Player { id, name } => match self.format {
                    Format::Json => writeln!(
                        self.out,
                        "{}",
                        json!({"type": "player", "player": id, "name": name})
                    )?,
                    Format::Text => {
                        let w = words();
                        let name = minesweeper_protocol::words::player_name(&w, &name);
                        writeln!(self.out, "{}: {}", w.term_note(), w.term_playing_as(name))?
                    }
                },
                Event::Over(end) => {
                    let replay = (!end.replay.is_empty())
                        .then(|| format!("{}/#replay={}", self.link.server().base, end.replay));
                    match self.format {
                        Format::Json => writeln!(
                            self.out,
                            "{}",
                            json!({"type": "over", "won": end.won, "time_ms": end.time_ms, "bbbv": end.bbbv,
                                   "rank": end.rank, "replay": replay, "public_from_ms": end.public_from_ms,
                                   "unranked": end.unranked, "released": end.released})
                        )?,
                        Format::Text => {
                            writeln!(self.out, "{}", ending_line(&end, replay.as_deref()))?
                        }
                    }
                }
                _ => {}
            }
        }
        let Some(game) = self.link.client().game() else {
            return Ok(());
        };
        match self.format {
            Format::Json => writeln!(
                self.out,
                "{}",
                json!({"type": "board", "game": game.id, "category": game.category.name,
                       "status": game.status.as_str(), "mines_left": mines_left(game),
                       "start": game.start.filter(|_| game.status == Status::Ready).map(|p| [p.row + 1, p.col + 1]),
                       "board": play::rows(game)})
            ),
            Format::Text => writeln!(self.out, "{}{}", text_board(game), status_line(game)),
        }
    }

    fn notice(&mut self, text: &str) -> io::Result<()> {
        match self.format {
            Format::Json => writeln!(self.out, "{}", json!({"type": "notice", "message": text})),
            Format::Text => writeln!(self.out, "{}: {text}", words().term_note()),
        }
    }

    fn error(&mut self, text: &str) -> io::Result<()> {
        match self.format {
            Format::Json => writeln!(self.out, "{}", json!({"type": "error", "message": text})),
            Format::Text => writeln!(self.err, "{}: {text}", words().cli_error()),
        }
    }
}

/// Why a press cannot be played, said before it is sent (the server would refuse it too).
fn pointless(client: &Client, press: Press, pos: Pos) -> Option<String> {
    let game = client.game()?;
    let w = words();
    let cell = play::cell_name(pos);
    if game.status.is_over() {
        return Some(w.term_over_new().to_string());
    }
    let view = game.view(pos);
    let meant = interpret(Controls::OURS, press, pos, view);
    if let (Some(start), Status::Ready, Some(Action::Reveal(_))) =
        (game.start, game.status, meant.action)
    {
        if start != pos {
            return Some(w.term_daily_start(play::cell_name(start)).to_string());
        }
    }
    Some(
        match (meant.action, meant.click, view) {
            // A chord on a 0 has nothing around it to open.
            (Some(Action::Chord(_)), Click::Chord(_), CellView::Revealed(0)) => {
                w.term_not_to_chord(cell.as_str())
            }
            (Some(Action::Chord(_)), _, CellView::Revealed(0)) => w.move_open(cell.as_str()),
            (Some(_), _, _) => return None,
            (None, Click::Reveal(_) | Click::Chord(_), CellView::Flagged) => {
                w.move_flagged(cell.as_str())
            }
            (None, Click::Chord(_), _) => w.term_not_to_chord(cell.as_str()),
            (None, _, _) => w.move_open(cell.as_str()),
        }
        .to_string(),
    )
}

pub fn mines_left(game: &Known) -> i64 {
    i64::from(game.config.mines()) - i64::from(game.flags())
}

/// One line on where the ranked game stands.
pub fn status_line(game: &Known) -> String {
    let w = words();
    let what = w.ranked_with(w.ranked_category(game.category.name));
    match game.status {
        Status::Ready => match game.start {
            Some(start) => w.term_ranked_daily_ready(play::cell_name(start), what),
            None => w.line_ready(what),
        },
        Status::Playing => w.line_playing(mines_left(game), what),
        Status::Won => w.term_ranked_won(what),
        Status::Lost => w.term_ranked_lost(what),
    }
    .to_string()
}

/// What a finished ranked game came to.
pub fn ending_line(end: &minesweeper_protocol::client::RankedEnd, replay: Option<&str>) -> String {
    let w = words();
    let seconds = end.time_ms as f64 / 1000.0;
    let mut said = vec![if end.won {
        w.ranked_won(
            Arg::shown(seconds, crate::words::decimal(seconds, 3)),
            end.bbbv,
        )
    } else {
        w.ranked_lost()
    }];
    if let Some(rank) = end.rank {
        said.push(w.ranked_rank(rank));
    }
    if let Some(why) = &end.unranked {
        said.push(minesweeper_protocol::words::unranked(
            &w,
            why,
            crate::words::decimal,
        ));
    }
    for win in &end.released {
        said.push(w.ranked_released(w.ranked_category(win.category.as_str()), win.day.as_str()));
    }
    let mut line = said.join(" · ");
    match replay {
        Some(url) => line.push_str(&format!("\n{}", w.term_replay_link(url))),
        None if end.public_from_ms.is_some() => {
            line.push_str(&format!("\n{}", w.ranked_public_later()))
        }
        None => {}
    }
    line
}

#[cfg(test)]
mod tests {
    use minesweeper_protocol::client::RankedEnd;
    use minesweeper_protocol::Released;

    use super::ending_line;

    #[test]
    fn a_win_that_puts_a_held_daily_on_its_board_says_so() {
        let end = RankedEnd {
            won: true,
            time_ms: 9_876,
            bbbv: 30,
            rank: Some(4),
            replay: String::new(),
            public_from_ms: None,
            unranked: None,
            released: vec![Released {
                category: "daily-expert".into(),
                day: "2026-12-06".into(),
            }],
        };
        assert_eq!(
            ending_line(&end, None),
            "Won in 9.876 s on the server's clock · 3BV 30 · rank 4 · your held Daily expert win of 2026-12-06 is on its board now"
        );
    }
}
