//! Moves as both front ends make them: an action on the game, or one sentence saying why it
//! changes nothing; the solver's hint played and described; what a cell shows as text.

use minesweeper_engine::input::{interpret, Click, Controls, Press};
use minesweeper_engine::no_guess::{self, NoGuess};
use minesweeper_engine::replay::{Recorder, Replay, ReplayError};
use minesweeper_engine::solver::{self, Hint};
use minesweeper_engine::{Action, CellView, Game, Grid, Pos, Status, Step};
use minesweeper_protocol::client::Known;

use crate::words::words;

/// A cell as a person reads it: row and column from 1, row first.
pub fn cell_name(pos: Pos) -> String {
    format!("{} {}", pos.row + 1, pos.col + 1)
}

/// What a press on a cell did: the click, for the replay (changed or not), and the step it
/// made or one sentence saying why it changes nothing.
pub struct Acted {
    /// The click, as the replay records it.
    pub click: Click,
    /// The step, or why there is none.
    pub step: Result<Step, String>,
}

/// What `press` on `pos` does under `controls` (the engine's [`interpret`] says what it
/// means). `Err` when it is no click at all: the game is over, or `pos` is off the board.
pub fn act(game: &Game, controls: Controls, press: Press, pos: Pos) -> Result<Acted, String> {
    if game.status().is_over() {
        return Err(words().move_over().to_string());
    }
    let view = game
        .view(pos)
        .ok_or_else(|| words().move_outside(cell_name(pos)).to_string())?;
    let meant = interpret(controls, press, pos, view);
    let step = match meant.action {
        Some(action) => game
            .apply_with(action, &NoGuess::DEFAULT)
            .map_err(|e| e.to_string())?,
        None => {
            return Ok(Acted {
                click: meant.click,
                step: Err(why_unchanged(game, meant.click, view)),
            })
        }
    };
    Ok(Acted {
        click: meant.click,
        step: if step.is_unchanged() {
            Err(why_unchanged(game, meant.click, view))
        } else {
            Ok(step)
        },
    })
}

/// Why `click` on a cell the player sees as `view` changes nothing, in one sentence.
fn why_unchanged(game: &Game, click: Click, view: CellView) -> String {
    let pos = click.pos();
    let name = cell_name(pos);
    let w = words();
    match (click, view) {
        (Click::Reveal(_) | Click::Chord(_), CellView::Flagged) => w.move_flagged(name),
        (Click::Chord(_), CellView::Hidden | CellView::Questioned) => w.move_hidden_chord(name),
        (Click::Reveal(_) | Click::Chord(_), CellView::Revealed(n)) if n > 0 => {
            w.move_needs_flags(name, n, flags_around(game, pos))
        }
        (Click::Flag(_) | Click::Mark(_), CellView::Revealed(_)) => w.move_no_flag_here(name),
        _ => w.move_open(name),
    }
    .to_string()
}

fn flags_around(game: &Game, pos: Pos) -> usize {
    let grid = game.grid();
    grid.index(pos).map_or(0, |i| {
        grid.neighbours(i)
            .filter(|&n| game.view_at(n) == CellView::Flagged)
            .count()
    })
}

/// After a no-guess board's first reveal: what the board needs, or that none could be made.
pub fn no_guess_note(before: &Game, after: &Game) -> Option<String> {
    let w = words();
    Some(
        match no_guess::started(before, after)? {
            Ok(rule) => w.no_guess_needs(rule.key()),
            Err(fallback) => w.no_guess_fallback(fallback.rows, fallback.cols, fallback.mines),
        }
        .to_string(),
    )
}

/// The solver's move played (the action it took), and what to tell the player about it.
pub fn hint(game: &Game) -> Result<(Step, Hint, Action, String), String> {
    let w = words();
    if game.status().is_over() {
        return Err(w.move_over().to_string());
    }
    let hint = solver::hint(game).ok_or_else(|| w.hint_none_left().to_string())?;
    let action = hint.action(game);
    let step = game
        .apply_with(action, &NoGuess::DEFAULT)
        .map_err(|e| e.to_string())?;
    let name = cell_name(hint.pos());
    if let Action::ToggleFlag(_) = action {
        return Ok((step, hint, action, w.hint_unflag(name).to_string()));
    }
    let (kind, chance) = match hint {
        Hint::First(_) => ("first", String::new()),
        Hint::Safe(_) => ("safe", String::new()),
        Hint::Guess {
            safety,
            exact: true,
            ..
        } => ("guess", percent(safety)),
        Hint::Guess { safety, .. } => ("about", percent(safety)),
    };
    let said = w.hint_played(name, kind, chance).to_string();
    Ok((step, hint, action, said))
}

/// Records a click for the game's replay, changed or not: a click on the board of a game
/// still running (a key pressed after the end, or a cell off the board, is no click).
pub fn record(
    recorder: &mut Recorder,
    before: &Game,
    click: impl Into<Click>,
    at_ms: f64,
    by_solver: bool,
    changed: bool,
) {
    let click = click.into();
    if !before.status().is_over() && before.grid().contains(click.pos()) {
        recorder.record(click, at_ms, by_solver, changed);
    }
}

/// The replay of `game` from the clicks and the mouse's track `recorder` kept.
pub fn replay_of(game: &Game, recorder: &Recorder) -> Result<Replay, ReplayError> {
    recorder.replay(game)
}

/// A chance as a whole percentage, never rounding an uncertain chance to 0 % or 100 %.
pub fn percent(p: f64) -> String {
    let whole = (p * 100.0).round();
    let whole = if p > 0.0 && p < 1.0 {
        whole.clamp(1.0, 99.0)
    } else {
        whole
    };
    format!("{whole:.0} %")
}

/// The mine chance of `pos` as a sentence.
pub fn chance(game: &Game, pos: Pos) -> String {
    let name = cell_name(pos);
    let w = words();
    match game.view(pos) {
        Some(CellView::Revealed(_)) => return w.chance_open(name).to_string(),
        Some(CellView::Hidden | CellView::Flagged | CellView::Questioned) => {}
        _ => return w.chance_over(name).to_string(),
    }
    if game.status() == Status::Ready {
        return w.chance_ready(name).to_string();
    }
    let position = solver::Position::of(game);
    let analysis = solver::analyse(&position);
    let p = game
        .grid()
        .index(pos)
        .map_or(0.0, |i| analysis.probabilities[i]);
    match p {
        0.0 => w.chance_safe(name),
        1.0 => w.chance_mine(name),
        _ if analysis.exact => w.chance_of(name, percent(p)),
        _ => w.chance_estimated(name, percent(p)),
    }
    .to_string()
}

/// A cell as one character, as the line mode and the JSON board show it.
pub const fn symbol(view: CellView) -> char {
    match view {
        CellView::Hidden => '#',
        CellView::Flagged => 'F',
        CellView::Questioned => '?',
        CellView::Revealed(0) => '.',
        CellView::Revealed(n) => (b'0' + n) as char,
        CellView::Mine => '*',
        CellView::Exploded => 'X',
        CellView::WrongFlag => 'x',
    }
}

/// A board to show: the engine's game, or a ranked game, which only the server holds (the
/// client knows what it was sent).
pub trait Cells {
    fn grid(&self) -> Grid;
    fn view_at(&self, index: usize) -> CellView;
}

impl Cells for Game {
    fn grid(&self) -> Grid {
        Game::grid(self)
    }
    fn view_at(&self, index: usize) -> CellView {
        Game::view_at(self, index)
    }
}

impl Cells for Known {
    fn grid(&self) -> Grid {
        self.config.grid()
    }
    fn view_at(&self, index: usize) -> CellView {
        self.views.get(index).copied().unwrap_or(CellView::Hidden)
    }
}

/// The board as one string of symbols per row.
pub fn rows(game: &dyn Cells) -> Vec<String> {
    let grid = game.grid();
    let cols = grid.cols() as usize;
    (0..grid.rows() as usize)
        .map(|r| {
            (0..cols)
                .map(|c| symbol(game.view_at(r * cols + c)))
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::FirstClick;

    fn picture() -> Game {
        // A 3 × 3 board with mines in two corners.
        Game::from_picture(&["*..", "...", "..*"], FirstClick::Safe).unwrap()
    }

    #[test]
    fn moves_that_change_nothing_say_why() {
        let press = |game: &Game, press: Press, row: u32, col: u32| {
            act(game, Controls::OURS, press, Pos::new(row, col)).and_then(|acted| acted.step)
        };
        let game = picture();
        let opened = press(&game, Press::Primary, 0, 2).unwrap().game;
        assert_eq!(rows(&opened), ["#1.", "#21", "###"]);
        assert_eq!(
            press(&opened, Press::Primary, 0, 2).unwrap_err(),
            "1 3 is already revealed"
        );
        assert_eq!(
            press(&opened, Press::Primary, 1, 1).unwrap_err(),
            "2 2 is already revealed: it chords when 2 flags are next to it (0 now)"
        );
        assert_eq!(
            press(&opened, Press::Secondary, 1, 1).unwrap_err(),
            "2 2 is already revealed: only a hidden cell takes a flag"
        );
        let flagged = press(&game, Press::Secondary, 0, 0).unwrap().game;
        assert_eq!(
            press(&flagged, Press::Primary, 0, 0).unwrap_err(),
            "1 1 is flagged: take the flag off first (f 1 1)"
        );
        assert_eq!(
            press(&game, Press::Both, 0, 1).unwrap_err(),
            "1 2 is hidden: only a revealed number chords (r 1 2 reveals it)"
        );
        let lost = press(&opened, Press::Primary, 0, 0).unwrap().game;
        assert_eq!(lost.status(), Status::Lost);
        assert_eq!(
            press(&lost, Press::Primary, 1, 0).unwrap_err(),
            "the game is over: new or quit"
        );
        assert_eq!(rows(&lost), ["X1.", "#21", "##*"]);
    }

    #[test]
    fn a_click_that_changes_nothing_is_still_a_click_and_a_chord_is_recorded_as_pressed() {
        let game = picture();
        let opened = act(&game, Controls::OURS, Press::Primary, Pos::new(1, 1)).unwrap();
        assert_eq!(opened.click, Click::Reveal(Pos::new(1, 1)));
        let opened = opened.step.unwrap().game;
        let on_number = act(&opened, Controls::OURS, Press::Primary, Pos::new(1, 1)).unwrap();
        assert_eq!(
            on_number.click,
            Click::Reveal(Pos::new(1, 1)),
            "a left click, as pressed"
        );
        assert!(
            on_number.step.is_err(),
            "no flags around it: the chord changes nothing"
        );
        let marked = act(
            &game,
            Controls::OURS.with_marks(true),
            Press::Secondary,
            Pos::new(0, 0),
        );
        assert_eq!(marked.unwrap().click, Click::Mark(Pos::new(0, 0)));
    }

    #[test]
    fn a_hint_is_played_and_described() {
        let game = Game::from_picture(&["...", "...", "..*"], FirstClick::Safe).unwrap();
        let (step, hint, _, message) = hint(&game).unwrap();
        assert_eq!(hint, Hint::First(Pos::new(0, 0)));
        assert_eq!(message, "hint: 1 1, the opening move");
        assert_eq!(step.game.status(), Status::Won);
        assert_eq!(
            super::hint(&step.game).unwrap_err(),
            "the game is over: new or quit"
        );
        // Two cells left and one mine: a coin toss, and the hint says so.
        let game = Game::from_picture(&["*.", ".."], FirstClick::Safe).unwrap();
        let opened = game.apply(Action::Reveal(Pos::new(1, 1))).unwrap().game;
        let opened = opened.apply(Action::Reveal(Pos::new(1, 0))).unwrap().game;
        let (_, _, _, message) = super::hint(&opened).unwrap();
        assert!(message.ends_with("guess — 50 % safe"), "{message}");
    }

    #[test]
    fn percentages_never_round_doubt_away() {
        assert_eq!(percent(0.0), "0 %");
        assert_eq!(percent(0.001), "1 %");
        assert_eq!(percent(0.999), "99 %");
        assert_eq!(percent(1.0), "100 %");
        assert_eq!(percent(0.834), "83 %");
    }
}
