//! The engine's review of a game in a language's words: the page's review panel and the
//! terminal's `mines review` and replay viewer say the same. `decimal` writes a number with
//! so many decimals as the front end writes them (the page: the browser's `Intl`).

use std::rc::Rc;

use minesweeper_engine::review::{Grade, Graded, Summary};
use minesweeper_engine::Pos;

use crate::{Arg, Words};

/// How a front end writes a number with so many decimals.
pub type Decimal = fn(f64, u32) -> String;

/// The most guesses the luck line lists.
pub const GUESSES_LISTED: usize = 12;

/// "row 5, column 6", 1-based.
pub fn cell(w: &Words, pos: Pos) -> Rc<str> {
    w.review_cell(pos.row + 1, pos.col + 1)
}

/// A chance as a whole percentage: "83 %".
pub fn percent(w: &Words, p: f64, decimal: Decimal) -> Rc<str> {
    let whole = (p * 100.0).round();
    w.percent(Arg::shown(whole, decimal(whole, 0)))
}

/// What a graded move says: "reveal at row 5, column 6: forced guess, 83 % safe (best 87 %
/// at row 4, column 4)", "flag on row 1, column 2: certain".
pub fn said(w: &Words, g: &Graded, decimal: Decimal) -> String {
    let percent = |p: f64| percent(w, p, decimal);
    let flag = match g.grade {
        Grade::FlagCertain => Some("certain"),
        Grade::FlagWrong => Some("wrong"),
        Grade::FlagUncertain { .. } => Some("uncertain"),
        _ => None,
    };
    if let Some(kind) = flag {
        return w.review_flag(cell(w, g.mv.click.pos()), kind).to_string();
    }
    let what = match g.grade {
        Grade::ForcedGuess { safety, best } => match g.better {
            Some(b) => w.review_forced_best(percent(safety), percent(best), cell(w, b)),
            None => w.review_forced(percent(safety)),
        },
        Grade::NeedlessGuess { safety, safe_cell } => {
            w.review_needless(percent(safety), cell(w, safe_cell))
        }
        Grade::WorseGuess {
            safety,
            best,
            better,
        } => w.review_worse(percent(safety), cell(w, better), percent(best)),
        other => w.review_grade(other.name()),
    };
    let mut said = w
        .review_move(g.action(), cell(w, g.mv.click.pos()), what)
        .to_string();
    if !g.exact {
        said.push_str(&w.review_estimated());
    }
    if g.mv.by_solver {
        said.push_str(&w.review_by_solver());
    }
    said
}

/// "Luck: 1 in 3.2 (guesses at 50 %, 64 %)"; past a dozen guesses, how many more.
pub fn luck(w: &Words, s: &Summary, decimal: Decimal) -> Rc<str> {
    if s.guesses.is_empty() {
        return w.review_luck_none();
    }
    let (listed, more) = s.guesses_listed(GUESSES_LISTED);
    let mut odds: Vec<Rc<str>> = listed.map(|p| percent(w, p, decimal)).collect();
    if more > 0 {
        odds.push(w.review_and_more(more));
    }
    let one_in = s.one_in();
    w.review_luck(
        Arg::shown(one_in, decimal(one_in, 1)),
        odds.join(&w.list_separator()),
    )
}

/// The summary in a few lines: the moves, the luck, the flags, the time taken.
pub fn summary(w: &Words, s: &Summary, decimal: Decimal) -> Vec<Rc<str>> {
    let mut lines = vec![w.review_summary(
        s.safe,
        s.forced_guesses,
        s.needless_guesses,
        s.worse_guesses,
    )];
    lines.push(luck(w, s, decimal));
    lines.push(w.review_flags(s.flags_certain, s.flags_uncertain, s.flags_wrong));
    let slowest: Vec<Rc<str>> = s
        .slowest
        .iter()
        .map(|&(i, ms)| {
            let seconds = f64::from(ms) / 1000.0;
            w.review_slow_move(i + 1, Arg::shown(seconds, decimal(seconds, 1)))
        })
        .collect();
    let mean = s.mean_think_ms / 1000.0;
    lines.push(w.review_think(
        Arg::shown(mean, decimal(mean, 1)),
        slowest.join(&w.list_separator()),
    ));
    lines
}
