//! Saving and restoring a game exactly. The saved form is compact (mine indices and one
//! character per cell) and is checked on load: corrupted data is an error, never a panic or a
//! game that breaks the rules later.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::game::{Cover, MINE};
use crate::{Clicks, Config, Game, Status};

/// The format version written by this engine.
pub const SAVE_VERSION: u32 = 1;

/// Why saved data could not be restored.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RestoreError {
    /// Written by a version whose format this one does not read.
    #[error("saved game has format version {0}, this version reads {SAVE_VERSION}")]
    Version(u32),
    /// Its parts do not agree: what is wrong.
    #[error("saved game is inconsistent: {0}")]
    Inconsistent(&'static str),
}

#[derive(Serialize, Deserialize)]
pub(crate) struct SavedGame {
    version: u32,
    config: Config,
    seed: u64,
    mines: Vec<u32>,
    /// One character per cell, row-major: `.` hidden, `F` flagged, `?` marked, `o` revealed.
    cover: String,
    status: Status,
    moves: u32,
    started_at: Option<u32>,
    ended_at: Option<u32>,
    exploded: Vec<u32>,
    clicks: Clicks,
    /// The first revealed cell (absent in saves from before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first: Option<u32>,
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let cover = self
            .cover
            .iter()
            .map(|c| match c {
                Cover::Hidden => '.',
                Cover::Flagged => 'F',
                Cover::Questioned => '?',
                Cover::Revealed => 'o',
            })
            .collect();
        SavedGame {
            version: SAVE_VERSION,
            config: self.config,
            seed: self.seed,
            mines: self.mines.clone(),
            cover,
            status: self.status,
            moves: self.moves,
            started_at: self.started_at,
            ended_at: self.ended_at,
            exploded: self.exploded.clone(),
            clicks: self.clicks,
            first: self.first,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = SavedGame::deserialize(deserializer)?;
        Game::try_from(saved).map_err(serde::de::Error::custom)
    }
}

fn check(ok: bool, what: &'static str) -> Result<(), RestoreError> {
    if ok {
        Ok(())
    } else {
        Err(RestoreError::Inconsistent(what))
    }
}

impl TryFrom<SavedGame> for Game {
    type Error = RestoreError;

    /// The game a save holds, once every part of it is found consistent with the others.
    fn try_from(saved: SavedGame) -> Result<Game, RestoreError> {
        if saved.version != SAVE_VERSION {
            return Err(RestoreError::Version(saved.version));
        }
        let config = saved.config;
        let cover = cover_of(&saved.cover)?;
        check(
            cover.len() == config.cells(),
            "cell count differs from the board size",
        )?;
        let mut game = Game::new(config, saved.seed);
        game.cover = cover;
        game.status = saved.status;
        game.moves = saved.moves;
        game.started_at = saved.started_at;
        game.ended_at = saved.ended_at;
        game.clicks = saved.clicks;
        check_mines(&saved, config.mines() as usize, config.cells())?;
        if !saved.mines.is_empty() {
            game.set_mines(saved.mines);
        }
        check(
            saved
                .exploded
                .iter()
                .all(|&e| game.field.get(e as usize) == Some(&MINE)),
            "an exploded cell is not a mine",
        )?;
        game.exploded = saved.exploded;
        count_cells(&mut game)?;
        check(status_fits(&game), "the status contradicts the cells")?;
        check(
            saved.first.is_none_or(|f| {
                game.cover.get(f as usize) == Some(&Cover::Revealed)
                    && game.field.get(f as usize) != Some(&MINE)
            }),
            "the first revealed cell is not an open safe cell",
        )?;
        game.first = saved.first;
        check(moves_fit(&game), "its move counts contradict each other")?;
        Ok(game)
    }
}

/// The cells' covers a save writes as one mark each.
fn cover_of(marks: &str) -> Result<Vec<Cover>, RestoreError> {
    marks
        .chars()
        .map(|c| match c {
            '.' => Ok(Cover::Hidden),
            'F' => Ok(Cover::Flagged),
            '?' => Ok(Cover::Questioned),
            'o' => Ok(Cover::Revealed),
            _ => Err(RestoreError::Inconsistent("unknown cell mark")),
        })
        .collect()
}

/// A save's mines: none before the first reveal, else the settings' count, distinct, sorted
/// and on the board.
fn check_mines(saved: &SavedGame, mines: usize, cells: usize) -> Result<(), RestoreError> {
    if saved.mines.is_empty() {
        return check(saved.status == Status::Ready, "a started game has no mines");
    }
    check(
        saved.mines.len() == mines,
        "mine count differs from the settings",
    )?;
    check(
        saved.mines.windows(2).all(|w| w[0] < w[1]),
        "mines are not distinct and sorted",
    )?;
    check(
        saved.mines.last().is_some_and(|&m| (m as usize) < cells),
        "a mine lies outside the board",
    )
}

/// Counts the game's flags and revealed cells, checking the mines shown are those exploded.
fn count_cells(game: &mut Game) -> Result<(), RestoreError> {
    let mut revealed_mines = 0;
    for (i, cover) in game.cover.iter().enumerate() {
        match cover {
            Cover::Flagged => game.flags += 1,
            Cover::Revealed if game.field.get(i) == Some(&MINE) => revealed_mines += 1,
            Cover::Revealed => game.revealed += 1,
            Cover::Hidden | Cover::Questioned => {}
        }
    }
    check(
        revealed_mines == game.exploded.len(),
        "revealed mines differ from the exploded ones",
    )?;
    check(
        !game.field.is_empty() || game.revealed == 0,
        "cells are revealed before the mines exist",
    )
}

/// Whether the game's status is the one its cells and times tell.
fn status_fits(game: &Game) -> bool {
    let all_safe = game.revealed == game.config.safe_cells();
    match game.status {
        Status::Ready => game.revealed == 0 && game.started_at.is_none() && game.ended_at.is_none(),
        Status::Playing => {
            game.exploded.is_empty()
                && !all_safe
                && game.started_at.is_some()
                && game.ended_at.is_none()
        }
        Status::Won => game.exploded.is_empty() && all_safe && game.ended_at.is_some(),
        Status::Lost => !game.exploded.is_empty() && game.ended_at.is_some(),
    }
}

/// Whether the start and end fall within the moves, in order, and the clicks are no more than
/// the moves.
fn moves_fit(game: &Game) -> bool {
    let within_moves = |at: Option<u32>| at.is_none_or(|m| (1..=game.moves).contains(&m));
    let in_order = match (game.started_at, game.ended_at) {
        (Some(started), Some(ended)) => started <= ended,
        _ => true,
    };
    within_moves(game.started_at)
        && within_moves(game.ended_at)
        && in_order
        && game.clicks.total() <= game.moves
}
