//! Replays: a game's settings, seed and layout, and every click the player made with its time,
//! so that no game is forgotten. Re-running the clicks through the rules gives exactly the
//! finished game, natively and in wasm; a replay that does not (a click that claims to change
//! nothing but does, a time that runs backwards, a mine under the first reveal…) is refused
//! with a message that names what is wrong.
//!
//! A replay keeps the layout, not only the seed: it plays the same in every later version of
//! the generator, and replays made by other programs (EVF files, [`evf`]) have no seed at all.
//! It has a compact binary form and a URL-safe text form ([`Replay::to_bytes`],
//! [`Replay::to_text`]), and front ends record one while playing with a [`Recorder`].

mod link;

pub use link::{moves_from_text, moves_to_text};

pub mod evf;

use thiserror::Error;

use crate::{Action, CellView, Config, Game, Grade, MoveError, Placed, Pos};

/// What the player did: the mouse (or the keyboard, or a tap) on one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Click {
    /// A left click: reveals a closed cell. On an open number it chords in this game's rules,
    /// and does nothing in the classic programs' ([`Rules`]).
    Reveal(Pos),
    /// Both buttons, or the middle one: chords on an open number.
    Chord(Pos),
    /// A right click: flags a closed cell, or takes its flag off.
    Flag(Pos),
    /// A right click with "?" marks on: hidden → flag → ? → hidden.
    Mark(Pos),
}

impl Click {
    pub const fn pos(self) -> Pos {
        match self {
            Click::Reveal(p) | Click::Chord(p) | Click::Flag(p) | Click::Mark(p) => p,
        }
    }

    /// The name front ends and `mines review --json` print: reveal, chord, flag or mark.
    pub const fn name(self) -> &'static str {
        match self {
            Click::Reveal(_) => "reveal",
            Click::Chord(_) => "chord",
            Click::Flag(_) => "flag",
            Click::Mark(_) => "mark",
        }
    }

    /// The click for an action of the rules.
    pub const fn of(action: Action) -> Click {
        match action {
            Action::Reveal(p) => Click::Reveal(p),
            Action::Chord(p) => Click::Chord(p),
            Action::ToggleFlag(p) => Click::Flag(p),
            Action::CycleMark(p) => Click::Mark(p),
        }
    }
}

/// One click of a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub click: Click,
    /// Milliseconds since the replay's first click.
    pub at_ms: u32,
    /// The solver played it (a hint, or autoplay), not the player.
    pub by_solver: bool,
    /// Whether it changed the board. A click that changed nothing is kept: the counters
    /// count it, as wasted.
    pub changed: bool,
}

/// Why a replay was refused. Every message names what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("the replay ends early: {0}")]
    Truncated(&'static str),
    #[error("the replay is in format {found}; this version reads format {LINK_VERSION}")]
    Version { found: u8 },
    #[error("the replay's checksum does not match: it was changed or cut short")]
    Checksum,
    #[error("the replay's text has a character that is not in a replay link: “{0}”")]
    Character(char),
    #[error("this is not a replay's text: {0}")]
    Text(&'static str),
    #[error("the replay's settings are not a board: {0}")]
    Settings(String),
    #[error("the replay's layout is wrong: {0}")]
    Layout(String),
    #[error("move {index} is at {at_ms} ms, before the move ahead of it")]
    TimeGoesBack { index: usize, at_ms: u32 },
    #[error("move {index} is on {pos}, outside the {rows}×{cols} board")]
    Outside {
        index: usize,
        pos: Pos,
        rows: u32,
        cols: u32,
    },
    #[error("move {index} comes after the game ended")]
    AfterTheEnd { index: usize },
    #[error("move {index} ({click}) is marked as {}, but replaying it {}", if *.claims_change { "changing the board" } else { "changing nothing" }, if *.claims_change { "changes nothing" } else { "changes the board" })]
    Tampered {
        index: usize,
        click: &'static str,
        claims_change: bool,
    },
    #[error("a mine lies under the first reveal ({0}), which this game's rules keep clear")]
    MineUnderFirstReveal(Pos),
    #[error("the replay has {0} moves; at most {MAX_MOVES} are kept")]
    TooLong(usize),
    #[error("the replay is not an EVF file: {0}")]
    Evf(String),
}

/// Whose rules a replay follows where programs differ.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rules {
    /// This game's: a left click on an open number chords, and the mines are placed at the
    /// first reveal, which the first-click rule keeps clear.
    #[default]
    Ours,
    /// The classic programs' (Arbiter, Viennasweeper, Metasweeper), whose EVF files we read:
    /// left clicks never chord, and the layout is fixed before the first click.
    Classic,
}

/// The binary format written by this version (see [`Replay::to_bytes`]).
pub const LINK_VERSION: u8 = 1;

/// The most moves a replay holds: a 200 × 200 board cleared cell by cell, with room to spare.
pub const MAX_MOVES: usize = 200_000;

/// A game as it was played: its settings (with the first-click rule), its seed, its layout
/// once placed, and every click. Valid by construction: every `Replay` that exists re-runs to
/// a game that obeys the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    config: Config,
    seed: u64,
    /// Sorted mine indices; empty when no cell was ever revealed.
    mines: Vec<u32>,
    moves: Vec<Move>,
    rules: Rules,
}

impl Replay {
    /// A replay of a game played by this game's rules, checked by re-running it.
    pub fn new(
        config: Config,
        seed: u64,
        mines: Vec<u32>,
        moves: Vec<Move>,
    ) -> Result<Replay, ReplayError> {
        Replay::with_rules(config, seed, mines, moves, Rules::Ours)
    }

    /// A replay under `rules`, checked by re-running it.
    pub fn with_rules(
        config: Config,
        seed: u64,
        mines: Vec<u32>,
        moves: Vec<Move>,
        rules: Rules,
    ) -> Result<Replay, ReplayError> {
        if moves.len() > MAX_MOVES {
            return Err(ReplayError::TooLong(moves.len()));
        }
        check_layout(&config, &mines)?;
        let replay = Replay {
            config,
            seed,
            mines,
            moves,
            rules,
        };
        let mut replayer = replay.replayer();
        while replayer.step().transpose()?.is_some() {}
        if !replay.mines.is_empty() && !replayer.game.has_mines() {
            return Err(ReplayError::Layout(
                "it has mines, but no move revealed a cell".into(),
            ));
        }
        Ok(replay)
    }

    /// The replay of `game` (this game's rules) from the clicks recorded while it was played:
    /// checked by re-running it, and refused unless that gives `game` itself.
    pub fn of(game: &Game, moves: Vec<Move>) -> Result<Replay, ReplayError> {
        let replay = Replay::new(
            *game.config(),
            game.seed(),
            game.mine_indices().to_vec(),
            moves,
        )?;
        if replay.final_game() != *game {
            return Err(ReplayError::Layout(
                "replaying the moves does not give the game they were recorded from".into(),
            ));
        }
        Ok(replay)
    }

    pub const fn config(&self) -> &Config {
        &self.config
    }

    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The layout: sorted row-major mine indices (empty if no cell was revealed).
    pub fn mines(&self) -> &[u32] {
        &self.mines
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// Steps through the replay from the unplayed board.
    pub fn replayer(&self) -> Replayer<'_> {
        Replayer {
            replay: self,
            game: self.start(),
            next: 0,
        }
    }

    /// The unplayed board: under the classic rules the layout is there from the start.
    pub fn start(&self) -> Game {
        let fresh = Game::new(self.config, self.seed);
        if self.rules == Rules::Ours || self.mines.is_empty() {
            return fresh;
        }
        let grid = self.config.grid();
        let positions: Vec<Pos> = self.mines.iter().map(|&m| grid.pos(m as usize)).collect();
        // The layout was checked against the settings: it always fits.
        Game::with_mines(self.config, &positions).unwrap_or(fresh)
    }

    /// The game after every move.
    pub fn final_game(&self) -> Game {
        let mut replayer = self.replayer();
        // A `Replay` re-ran when it was made: no step fails.
        while let Some(Ok(_)) = replayer.step() {}
        replayer.game
    }

    /// The move that made the first reveal, if any: the first that opened something (before
    /// it only flags and marks change the board).
    pub fn first_reveal(&self) -> Option<usize> {
        first_reveal(&self.moves)
    }

    /// The game's time as its clock showed it: from the first reveal to the last move (to
    /// the move that ended it, for a finished game), in milliseconds.
    pub fn time_ms(&self) -> u32 {
        let start = self.first_reveal().map_or(0, |i| self.moves[i].at_ms);
        self.moves
            .last()
            .map_or(0, |m| m.at_ms.saturating_sub(start))
    }
}

/// The index of the first move that opened something.
fn first_reveal(moves: &[Move]) -> Option<usize> {
    moves
        .iter()
        .position(|m| m.changed && matches!(m.click, Click::Reveal(_) | Click::Chord(_)))
}

/// Checks a layout against its settings: the settings' count, sorted, distinct, on the board.
fn check_layout(config: &Config, mines: &[u32]) -> Result<(), ReplayError> {
    if mines.is_empty() {
        return Ok(());
    }
    let bad = |why: String| Err(ReplayError::Layout(why));
    if mines.len() != config.mines() as usize {
        return bad(format!(
            "it has {} mines, and its settings {}",
            mines.len(),
            config.mines()
        ));
    }
    if !mines.windows(2).all(|w| w[0] < w[1]) {
        return bad("its mines are not distinct and in order".into());
    }
    if mines.last().is_some_and(|&m| m as usize >= config.cells()) {
        return bad("a mine lies outside the board".into());
    }
    Ok(())
}

/// Steps through a replay one move at a time, keeping the game as it stands.
pub struct Replayer<'a> {
    replay: &'a Replay,
    game: Game,
    next: usize,
}

/// One move replayed: the move and its index. The game it made is [`Replayer::game`].
#[derive(Clone, Copy, Debug)]
pub struct Played {
    pub index: usize,
    pub mv: Move,
}

impl Replayer<'_> {
    /// The game before the next move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many moves were played.
    pub fn played(&self) -> usize {
        self.next
    }

    /// Every move of the replay.
    pub fn moves(&self) -> &[Move] {
        &self.replay.moves
    }

    /// Plays the next move; `None` after the last. An error names the first move that does
    /// not replay as recorded.
    pub fn step(&mut self) -> Option<Result<Played, ReplayError>> {
        let index = self.next;
        let mv = *self.replay.moves.get(index)?;
        self.next += 1;
        Some(self.play(index, mv))
    }

    fn play(&mut self, index: usize, mv: Move) -> Result<Played, ReplayError> {
        let grid = self.game.grid();
        let pos = mv.click.pos();
        if !grid.contains(pos) {
            return Err(ReplayError::Outside {
                index,
                pos,
                rows: grid.rows(),
                cols: grid.cols(),
            });
        }
        if index > 0 && mv.at_ms < self.replay.moves[index - 1].at_ms {
            return Err(ReplayError::TimeGoesBack {
                index,
                at_ms: mv.at_ms,
            });
        }
        if self.game.status().is_over() {
            return Err(ReplayError::AfterTheEnd { index });
        }
        // Played in place: a 200 × 200 game's thousands of moves copy no board.
        let changed = match self.action(mv.click) {
            Some(action) => !self.apply(action)?.is_empty(),
            None => false,
        };
        if changed != mv.changed {
            return Err(ReplayError::Tampered {
                index,
                click: mv.click.name(),
                claims_change: mv.changed,
            });
        }
        Ok(Played { index, mv })
    }

    /// The rules' action for a click, or `None` for a left click on an open cell where left
    /// clicks do not chord.
    fn action(&self, click: Click) -> Option<Action> {
        Some(match click {
            Click::Reveal(p) => {
                let open = matches!(self.game.view(p), Some(CellView::Revealed(_)));
                if open && self.replay.rules == Rules::Classic {
                    return None;
                }
                Action::Reveal(p)
            }
            Click::Chord(p) => Action::Chord(p),
            Click::Flag(p) => Action::ToggleFlag(p),
            Click::Mark(p) => Action::CycleMark(p),
        })
    }

    /// Applies `action` in place, with the replay's layout for a first reveal under this
    /// game's rules; returns the cells that changed.
    fn apply(&mut self, action: Action) -> Result<Vec<Pos>, ReplayError> {
        if self.game.has_mines() || self.replay.mines.is_empty() {
            return self
                .game
                .apply_in_place(action)
                .map_err(|e| layout_error(&e));
        }
        let placed = Placed {
            mines: self.replay.mines.clone(),
            grade: Grade::Unknown,
        };
        match self.game.apply_in_place_with(action, &placed) {
            Err(MoveError::Placement(_)) => Err(ReplayError::MineUnderFirstReveal(action.pos())),
            other => other.map_err(|e| layout_error(&e)),
        }
    }
}

fn layout_error(e: &MoveError) -> ReplayError {
    ReplayError::Layout(e.to_string())
}

/// A replay's game after any number of moves, reached quickly in either direction (a viewer's
/// scrub bar): the game every [`Timeline::STRIDE`] moves is kept, and played forward from.
#[derive(Clone, Debug)]
pub struct Timeline {
    replay: Replay,
    checkpoints: Vec<Game>,
}

/// Two timelines are equal when their replays are (the kept games follow from them).
impl PartialEq for Timeline {
    fn eq(&self, other: &Timeline) -> bool {
        self.replay == other.replay
    }
}

impl Eq for Timeline {}

impl Timeline {
    /// Moves between two kept games.
    pub const STRIDE: usize = 32;

    pub fn new(replay: Replay) -> Timeline {
        let mut checkpoints = vec![replay.start()];
        let mut replayer = replay.replayer();
        while let Some(Ok(_)) = replayer.step() {
            if replayer.next % Self::STRIDE == 0 {
                checkpoints.push(replayer.game.clone());
            }
        }
        Timeline {
            replay,
            checkpoints,
        }
    }

    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// How many moves the replay has.
    pub fn len(&self) -> usize {
        self.replay.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.replay.moves.is_empty()
    }

    /// The game after the first `n` moves (all of them, for `n` past the end).
    pub fn game_after(&self, n: usize) -> Game {
        let n = n.min(self.len());
        let k = (n / Self::STRIDE).min(self.checkpoints.len() - 1);
        let mut replayer = Replayer {
            replay: &self.replay,
            game: self.checkpoints[k].clone(),
            next: k * Self::STRIDE,
        };
        while replayer.next < n {
            if !matches!(replayer.step(), Some(Ok(_))) {
                break;
            }
        }
        replayer.game
    }

    /// How many moves were made by `at_ms` on the replay's clock.
    pub fn moves_by(&self, at_ms: u32) -> usize {
        self.replay.moves.partition_point(|m| m.at_ms <= at_ms)
    }
}

/// Records a game's clicks as it is played, for its replay. Times come in as wall-clock
/// milliseconds (`Date.now()`, or an `Instant` turned into milliseconds) and are kept
/// relative to the first click; [`Recorder::resume`] continues a restored game's timeline
/// without counting the time the game was away.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Recorder {
    /// The wall-clock time of `at_ms` 0.
    origin: Option<f64>,
    moves: Vec<Move>,
}

impl Recorder {
    /// A recorder for a restored game whose clicks so far are `moves`. `started` is the
    /// wall-clock time its clock now counts from (the restored first reveal): new clicks
    /// continue the timeline from there, without the time the game was away. A game not begun
    /// continues from its last click at `now`.
    pub fn resume(moves: Vec<Move>, started: Option<f64>, now: f64) -> Recorder {
        let first = first_reveal(&moves).map(|i| f64::from(moves[i].at_ms));
        let origin = match (started, first, moves.last()) {
            (Some(started), Some(first), _) => Some(started - first),
            (_, _, Some(last)) => Some(now - f64::from(last.at_ms)),
            _ => None,
        };
        Recorder { origin, moves }
    }

    /// Records `action`, made at wall-clock `at`, and whether it changed the board.
    pub fn record(&mut self, action: Action, at: f64, by_solver: bool, changed: bool) {
        if self.moves.len() >= MAX_MOVES {
            return;
        }
        let origin = *self.origin.get_or_insert(at);
        let last = self.moves.last().map_or(0, |m| m.at_ms);
        let at_ms = ((at - origin).round().clamp(0.0, f64::from(u32::MAX)) as u32).max(last);
        self.moves.push(Move {
            click: Click::of(action),
            at_ms,
            by_solver,
            changed,
        });
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves, for the replay.
    pub fn into_moves(self) -> Vec<Move> {
        self.moves
    }
}

#[cfg(test)]
mod tests;
