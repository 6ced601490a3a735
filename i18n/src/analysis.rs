//! What the analysis board found (`minesweeper_engine::analysis::Study`), a line each, in a
//! language's words: the page's findings and `mines analyse` say the same.

use std::rc::Rc;

use minesweeper_engine::analysis::{Setup, Study, SEARCH_BOUND};

use crate::review::{cell, percent, Decimal};
use crate::{Arg, Words};

/// The most cells a line names.
pub const NAMED: usize = 5;

/// The safest cells, how many are certain either way, the dead cells, the forced 50/50s and
/// the chance of clearing the board (or that it was not searched, with the bound), and a note
/// when the chances are estimates.
pub fn findings(w: &Words, setup: &Setup, study: &Study, decimal: Decimal) -> Vec<Rc<str>> {
    let grid = setup.grid();
    let name = |i: usize| cell(w, grid.pos(i)).to_string();
    let mut lines = Vec::new();
    if let Some(&first) = study.safest.first() {
        let mut cells: Vec<String> = study.safest.iter().take(NAMED).map(|&i| name(i)).collect();
        if study.safest.len() > NAMED {
            cells.push(format!("… ({})", study.safest.len()));
        }
        let chance = study.probability[first].unwrap_or(0.0);
        lines.push(w.analysis_safest(cells.join("; "), percent(w, chance, decimal)));
    }
    lines.push(w.analysis_certain(study.safe.len(), study.mines.len()));
    lines.push(match &study.dead {
        Some(dead) => w.analysis_dead(dead.len()),
        None => w.analysis_dead_unknown(),
    });
    lines.push(w.analysis_fifty(study.fifty_fifties.len()));
    let (cells, layouts) = SEARCH_BOUND;
    lines.push(match study.clear {
        Some((chance, best)) => w.analysis_clear(percent(w, chance, decimal), name(best)),
        None => w.analysis_clear_unknown(
            cells,
            Arg::shown(layouts as f64, decimal(layouts as f64, 0)),
        ),
    });
    if !study.exact {
        lines.push(w.analysis_estimated());
    }
    lines
}
