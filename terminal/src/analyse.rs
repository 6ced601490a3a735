//! `mines analyse FILE.mine`: a position's chances drawn as a board of percentages, with the
//! safest cells, the certain ones, dead cells, forced 50/50s and the chance of clearing the
//! board; `--json` for programs. The engine reads and studies the position
//! (`engine::analysis`); a position that cannot be is refused with where and why.

use std::io::{self, Read, Write};

use minesweeper_engine::analysis::{Cell, Setup, SetupError, Study, MAX_TEXT};
use minesweeper_engine::format::visible;
use minesweeper_engine::Pos;
use minesweeper_i18n::{analysis, refusal};
use serde_json::{json, Value};

use crate::words::{decimal, words};

/// The position in `path` (`-`: standard input), read as far as a position can reach.
pub fn read(path: &str) -> Result<Setup, String> {
    let shown = visible(path);
    let mut bytes = Vec::new();
    let read = if path == "-" {
        io::stdin()
            .lock()
            .take(MAX_TEXT as u64)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(MAX_TEXT as u64).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("{shown}: {e}"))?;
    Setup::parse(&String::from_utf8_lossy(&bytes)).map_err(|e| refused(&shown, &e))
}

/// "FILE: This position cannot be: the 3 at row 1, column 1 has only 2 cells around it…".
pub fn refused(shown: &str, e: &SetupError) -> String {
    let w = words();
    format!("{shown}: {}", w.analysis_refused(refusal::setup(&w, e)))
}

/// Writes the study of `setup`: the board of chances and what it shows, or one JSON object.
pub fn write(setup: &Setup, study: &Study, json: bool, out: &mut impl Write) -> io::Result<()> {
    if json {
        return writeln!(out, "{}", as_json(setup, study));
    }
    for line in board_lines(setup, study) {
        writeln!(out, "{line}")?;
    }
    writeln!(out)?;
    for line in summary_lines(setup, study) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The board a row a line, each cell three wide: an open cell's number (`·` for 0), `F` for a
/// flag, a hidden cell's chance of a mine in whole percent.
pub fn board_lines(setup: &Setup, study: &Study) -> Vec<String> {
    let cols = setup.grid().cols() as usize;
    setup
        .cells()
        .chunks(cols)
        .zip(study.probability.chunks(cols))
        .map(|(cells, chances)| {
            cells
                .iter()
                .zip(chances)
                .map(|(cell, chance)| match (cell, chance) {
                    (Cell::Open(0), _) => "  ·".to_string(),
                    (Cell::Open(n), _) => format!("{n:>3}"),
                    (Cell::Flag, _) => "  F".to_string(),
                    (Cell::Hidden, Some(p)) => format!("{:>3}", (p * 100.0).round() as u32),
                    (Cell::Hidden, None) => "  ?".to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// What the study shows, a line each, in the player's language (as the page says it).
pub fn summary_lines(setup: &Setup, study: &Study) -> Vec<String> {
    analysis::findings(&words(), setup, study, decimal)
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// A cell for programs: `[row, col]`, 1-based like line mode.
fn cell(pos: Pos) -> Value {
    json!([pos.row + 1, pos.col + 1])
}

/// `{"rows":R,"cols":C,"mines":M,"probability":[[P or null, …], …]}` (null for cells not
/// hidden), then what the study found: the safest cells, the certain ones, dead cells (null
/// past the search's bound), forced 50/50s and the chance of clearing the board (null past it).
pub fn as_json(setup: &Setup, study: &Study) -> Value {
    let grid = setup.grid();
    let cols = grid.cols() as usize;
    let cells = |list: &[usize]| list.iter().map(|&i| cell(grid.pos(i))).collect::<Vec<_>>();
    json!({
        "rows": grid.rows(),
        "cols": grid.cols(),
        "mines": setup.mines(),
        "probability": study.probability.chunks(cols).collect::<Vec<_>>(),
        "exact": study.exact,
        "safest": cells(&study.safest),
        "safe": cells(&study.safe),
        "certain_mines": cells(&study.mines),
        "dead": study.dead.as_deref().map(cells),
        "fifty_fifties": study.fifty_fifties.iter().map(|&(a, b)| json!([cell(grid.pos(a)), cell(grid.pos(b))])).collect::<Vec<_>>(),
        "clear": study.clear.map(|(chance, best)| json!({"chance": chance, "best": cell(grid.pos(best))})),
    })
}
