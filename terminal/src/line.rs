//! Line mode: the board as plain text (or one JSON object a line) and one command a line, for
//! scripts, bots and screen readers. Generic over its streams, so tests run it in memory.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::export::to_evf;
use minesweeper_engine::format::visible;
use minesweeper_engine::input::{Controls, Press};
use minesweeper_engine::replay::Recorder;
use minesweeper_engine::review::Review;
use minesweeper_engine::video::Info;
use minesweeper_engine::{Config, FirstClick, Game, Pos, Status};
use serde::Serialize;
use serde_json::{json, Value};

use crate::command::{self, shorten, Command, MAX_SIDE, MIN_SIDE};
use crate::words::{refused, text, words};
use crate::{play, report};

/// Longer lines are refused whole (and never held in memory whole).
pub const MAX_LINE: usize = 4096;

/// How the session talks: plain text for people, JSON for programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// Reads one line of at most [`MAX_LINE`] bytes. `Ok(None)` at the end of input;
/// `Ok(Some(Err(why)))` for a line that is too long, not UTF-8, or holds a NUL byte.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Result<String, String>>> {
    let mut line = Vec::new();
    let mut length = 0usize;
    let mut any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..at], Some(at + 1)),
            None => (available, None),
        };
        if length + chunk.len() <= MAX_LINE {
            line.extend_from_slice(chunk);
        }
        length += chunk.len();
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if length > MAX_LINE {
        return Ok(Some(Err(format!(
            "the line is {length} bytes long; a command is at most {MAX_LINE}"
        ))));
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(Some(match String::from_utf8(line) {
        Err(_) => Err("the line is not valid UTF-8 text".into()),
        Ok(text) if text.contains('\0') => Err("the line holds a NUL byte".into()),
        Ok(text) => Ok(text),
    }))
}

/// The JSON a bot reads after every command.
#[derive(Serialize)]
struct State<'a> {
    status: &'static str,
    rows: u32,
    cols: u32,
    mines: u32,
    mines_left: i64,
    seed: u64,
    board: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<&'a str>,
    /// `review`'s answer: `{"moves": [...], "summary": {...}}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    review: Option<Value>,
}

#[derive(Serialize)]
struct Problem<'a> {
    error: &'a str,
}

#[derive(Serialize)]
struct Prompt<'a> {
    prompt: &'a str,
}

/// One line-mode session over its input and its two output streams.
pub struct Session<I, O, E> {
    input: I,
    out: O,
    err: E,
    format: Format,
    rule: FirstClick,
    next_seed: Box<dyn FnMut() -> u64>,
    /// The game's clicks, for `export` and `review`.
    recorder: Recorder,
    epoch: Instant,
}

impl<I: BufRead, O: Write, E: Write> Session<I, O, E> {
    pub fn new(input: I, out: O, err: E, format: Format, rule: FirstClick) -> Self {
        Session {
            input,
            out,
            err,
            format,
            rule,
            next_seed: Box::new(rand::random),
            recorder: Recorder::default(),
            epoch: Instant::now(),
        }
    }

    /// Plays until `quit` or the end of input. Without a board it first asks for one.
    pub fn run(mut self, board: Option<Config>, seed: Option<u64>) -> io::Result<()> {
        let config = match board {
            Some(config) => config,
            None => match self.ask_board()? {
                Some(config) => config,
                None => return Ok(()),
            },
        };
        let seed = seed.unwrap_or_else(|| (self.next_seed)());
        let mut game = Game::new(config, seed);
        self.show(&game, None)?;
        while let Some(line) = read_line(&mut self.input)? {
            let command = match line.and_then(|text| command::parse(&text)) {
                Ok(Some(command)) => command,
                Ok(None) => continue,
                Err(why) => {
                    self.problem(&why)?;
                    continue;
                }
            };
            match self.execute(&game, command) {
                Ok(Reply::Quit) => break,
                Ok(Reply::State(next, message)) => {
                    game = next;
                    self.show(&game, message.as_deref())?;
                }
                Ok(Reply::Say(message)) => self.say(&game, &message)?,
                Ok(Reply::Review) => self.review(&game)?,
                Err(why) => self.problem(&why)?,
            }
        }
        self.out.flush()
    }

    fn execute(&mut self, game: &Game, command: Command) -> Result<Reply, String> {
        let grid = game.grid();
        Ok(match command {
            Command::Reveal(at) => self.act(game, Press::Primary, at.on(grid)?)?,
            Command::Flag(at) => self.act(game, Press::Secondary, at.on(grid)?)?,
            Command::Chord(at) => self.act(game, Press::Both, at.on(grid)?)?,
            Command::Hint => {
                let (step, _, action, message) = play::hint(game)?;
                let at = self.ms();
                play::record(&mut self.recorder, game, action, at, true, true);
                let message = match play::no_guess_note(game, &step.game) {
                    Some(note) => format!("{message}; {note}"),
                    None => message,
                };
                Reply::State(step.game, Some(message))
            }
            Command::Prob(at) => Reply::Say(play::chance(game, at.on(grid)?)),
            Command::New(new) => {
                let config = new.config.unwrap_or(*game.config());
                let config = command::fits_rule(config.with_first_click(self.rule))?;
                let seed = new.seed.unwrap_or_else(|| (self.next_seed)());
                self.recorder = Recorder::default();
                Reply::State(Game::new(config, seed), None)
            }
            Command::Board => Reply::State(game.clone(), None),
            Command::Export(path) => Reply::Say(self.export(game, &path)?),
            Command::Review => Reply::Review,
            Command::Help => Reply::Say(words().line_help().to_string()),
            Command::Quit => Reply::Quit,
        })
    }

    /// Plays a click (a line's r, f or c), recorded for the replay whether or not it changes
    /// anything.
    fn act(&mut self, game: &Game, press: Press, pos: Pos) -> Result<Reply, String> {
        let at = self.ms();
        let acted = play::act(game, Controls::OURS, press, pos)?;
        let changed = acted.step.is_ok();
        play::record(&mut self.recorder, game, acted.click, at, false, changed);
        Ok(Reply::moved(game, acted.step?))
    }

    /// Milliseconds on the clicks' timeline.
    fn ms(&self) -> f64 {
        self.epoch.elapsed().as_secs_f64() * 1000.0
    }

    /// Writes the game as an EVF file; says where and how big.
    fn export(&self, game: &Game, path: &str) -> Result<String, String> {
        if self.recorder.moves().is_empty() {
            return Err(words().line_nothing_to_export().to_string());
        }
        let replay = play::replay_of(game, &self.recorder).map_err(refused)?;
        let start_us = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_micros() as u64)
            .saturating_sub(self.epoch.elapsed().as_micros() as u64);
        let info = Info {
            start_us,
            ..Info::default()
        };
        let bytes = to_evf(&replay, &info).map_err(refused)?;
        let shown = visible(path);
        std::fs::write(path, &bytes)
            .map_err(|e| words().line_not_written(&shown, text(e)).to_string())?;
        Ok(words().line_exported(&shown, bytes.len()).to_string())
    }

    /// Prints the review of the game so far.
    fn review(&mut self, game: &Game) -> io::Result<()> {
        let replay = match play::replay_of(game, &self.recorder) {
            Ok(replay) => replay,
            Err(why) => return self.problem(&refused(why)),
        };
        let review = Review::of(&replay);
        match self.format {
            Format::Json => {
                let moves: Vec<Value> = review.moves.iter().map(report::move_json).collect();
                let value = json!({"moves": moves, "summary": report::summary_json(&replay, &Counters::of(&replay), &review)});
                self.json(&State {
                    review: Some(value),
                    ..state(game, None)
                })
            }
            Format::Text => {
                for line in report::review_lines(&replay, &review) {
                    writeln!(self.out, "{line}")?;
                }
                self.out.flush()
            }
        }
    }

    /// Asks for rows, columns and mines until each answer is valid; `None` at the end of
    /// input. A preset's name answers all three.
    fn ask_board(&mut self) -> io::Result<Option<Config>> {
        let w = words();
        let rows_prompt = w.line_ask_rows(MIN_SIDE, MAX_SIDE).to_string();
        let mut preset = None;
        let Some(rows) = self.ask(&rows_prompt, |answer| {
            if let Some(config) = command::preset_named(answer) {
                preset = Some(config);
                return Ok(config.rows());
            }
            command::side(number(answer, "rows")?, "rows")
        })?
        else {
            return Ok(None);
        };
        if let Some(config) = preset {
            return Ok(Some(config.with_first_click(self.rule)));
        }
        let Some(cols) = self.ask(&w.line_ask_columns(MIN_SIDE, MAX_SIDE), |answer| {
            command::side(number(answer, "columns")?, "columns")
        })?
        else {
            return Ok(None);
        };
        let rule = self.rule;
        let max = command::max_mines(rows, cols);
        self.ask(&w.line_ask_mines(max), |answer| {
            command::board(rows.into(), cols.into(), number(answer, "mines")?, rule)
        })
    }

    fn ask<T>(
        &mut self,
        prompt: &str,
        mut check: impl FnMut(&str) -> Result<T, String>,
    ) -> io::Result<Option<T>> {
        loop {
            match self.format {
                Format::Text => write!(self.out, "{prompt}: ")?,
                Format::Json => self.json(&Prompt { prompt })?,
            }
            self.out.flush()?;
            let Some(line) = read_line(&mut self.input)? else {
                return Ok(None);
            };
            match line.and_then(|text| check(text.trim())) {
                Ok(value) => return Ok(Some(value)),
                Err(why) => self.problem(&why)?,
            }
        }
    }

    fn show(&mut self, game: &Game, message: Option<&str>) -> io::Result<()> {
        match self.format {
            Format::Json => self.json(&state(game, message)),
            Format::Text => {
                if let Some(message) = message {
                    writeln!(self.out, "{message}")?;
                }
                write!(self.out, "{}", text_board(game))?;
                writeln!(self.out, "{}", status_line(game))?;
                self.out.flush()
            }
        }
    }

    fn say(&mut self, game: &Game, message: &str) -> io::Result<()> {
        match self.format {
            Format::Json => self.json(&state(game, Some(message))),
            Format::Text => {
                writeln!(self.out, "{message}")?;
                self.out.flush()
            }
        }
    }

    /// A bad line: one line on standard error (text), or an error object (JSON).
    fn problem(&mut self, why: &str) -> io::Result<()> {
        match self.format {
            Format::Json => self.json(&Problem { error: why }),
            Format::Text => {
                writeln!(self.err, "{why}")?;
                self.err.flush()
            }
        }
    }

    fn json(&mut self, value: &impl Serialize) -> io::Result<()> {
        serde_json::to_writer(&mut self.out, value)?;
        writeln!(self.out)?;
        self.out.flush()
    }
}

enum Reply {
    State(Game, Option<String>),
    Say(String),
    Review,
    Quit,
}

impl Reply {
    fn moved(before: &Game, step: minesweeper_engine::Step) -> Reply {
        let note = play::no_guess_note(before, &step.game);
        Reply::State(step.game, note)
    }
}

fn number(answer: &str, what: &str) -> Result<i64, String> {
    answer.parse().map_err(|_| {
        let w = words();
        w.line_must_be_whole(w.what(what), shorten(answer))
            .to_string()
    })
}

fn state<'a>(game: &Game, message: Option<&'a str>) -> State<'a> {
    let config = game.config();
    State {
        status: game.status().as_str(),
        rows: config.rows(),
        cols: config.cols(),
        mines: config.mines(),
        mines_left: game.mines_left(),
        seed: game.seed(),
        board: play::rows(game),
        message,
        review: None,
    }
}

/// The board with row numbers on the left and column numbers on top, every column as wide as
/// its largest number.
pub fn text_board(game: &dyn play::Cells) -> String {
    let grid = game.grid();
    let width = grid.cols().to_string().len();
    let label = grid.rows().to_string().len();
    let mut text = format!("{:label$}", "");
    for col in 1..=grid.cols() {
        text.push_str(&format!(" {col:>width$}"));
    }
    text.push('\n');
    for (row, cells) in play::rows(game).iter().enumerate() {
        text.push_str(&format!("{:>label$}", row + 1));
        for symbol in cells.chars() {
            text.push_str(&format!(" {symbol:>width$}"));
        }
        text.push('\n');
    }
    text
}

/// One line on where the game stands.
pub fn status_line(game: &Game) -> String {
    let config = game.config();
    let w = words();
    let board = w.line_board(
        config.rows(),
        config.cols(),
        config.mines(),
        text(game.seed()),
    );
    match game.status() {
        Status::Ready if config.first_click() == FirstClick::NoGuess => {
            w.line_ready_no_guess(board)
        }
        Status::Ready => w.line_ready(board),
        Status::Playing => w.line_playing(game.mines_left(), board),
        Status::Won => w.line_won(board),
        Status::Lost => w.line_lost(board),
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(format: Format, board: Option<Config>, input: &[u8]) -> (String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut session = Session::new(input, &mut out, &mut err, format, FirstClick::Opening);
        session.next_seed = Box::new(|| 42);
        session.run(board, Some(7)).unwrap();
        (
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn lines_that_are_too_long_not_text_or_hold_nul_are_refused_and_play_goes_on() {
        let mut input = Vec::new();
        input.extend_from_slice(&vec![b'r'; 100_000]);
        input.extend_from_slice(b"\n\xff\xfe\nr 1\x001\nr 5 5\n");
        let (out, err) = run(Format::Text, Some(Config::BEGINNER), &input);
        let errors: Vec<&str> = err.lines().collect();
        assert_eq!(
            errors,
            [
                "the line is 100000 bytes long; a command is at most 4096",
                "the line is not valid UTF-8 text",
                "the line holds a NUL byte",
            ]
        );
        assert!(out.contains("playing: 10 mines left"), "{out}");
    }

    #[test]
    fn a_line_without_a_newline_at_the_end_still_counts() {
        let (out, _) = run(Format::Text, Some(Config::BEGINNER), b"r 5 5");
        assert!(out.contains("playing"), "{out}");
    }

    #[test]
    fn the_text_board_has_numbers_around_it() {
        let game = Game::new(Config::new(3, 12, 5, FirstClick::Safe).unwrap(), 1);
        assert_eq!(
            text_board(&game),
            "   1  2  3  4  5  6  7  8  9 10 11 12\n\
             1  #  #  #  #  #  #  #  #  #  #  #  #\n\
             2  #  #  #  #  #  #  #  #  #  #  #  #\n\
             3  #  #  #  #  #  #  #  #  #  #  #  #\n"
        );
    }

    #[test]
    fn it_asks_for_the_size_until_each_answer_is_valid() {
        let (out, err) = run(Format::Text, None, b"0\nten\n9\n300\n9\n81\n10\nq\n");
        assert_eq!(
            err.lines().collect::<Vec<_>>(),
            [
                "rows must be from 2 to 200, got 0",
                "rows must be a whole number, got \"ten\"",
                "columns must be from 2 to 200, got 300",
                "mines must be from 1 to 80 on a 9×9 board, got 81",
            ]
        );
        assert!(out.starts_with("rows (2-200, or a preset: beginner, intermediate, expert): "));
        assert!(out.contains("ready: reveal a cell to start (r ROW COL) — 9×9, 10 mines, seed 7"));
        let (out, _) = run(Format::Json, None, b"Expert\n");
        let last = out.lines().last().unwrap();
        assert!(
            last.contains("\"rows\":16,\"cols\":30,\"mines\":99"),
            "{last}"
        );
    }

    #[test]
    fn the_end_of_input_while_asking_quits_quietly() {
        let (out, err) = run(Format::Text, None, b"9\n");
        assert!(err.is_empty());
        assert!(out.ends_with("columns (2-200): "), "{out}");
    }
}
