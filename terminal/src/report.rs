//! A game's counters and review as text (the status line, `review` in line mode, `mines
//! review`) and as JSON (`mines review --json`, one object per move then a summary).

use minesweeper_engine::counters::Counters;
use minesweeper_engine::replay::Replay;
use minesweeper_engine::review::{Graded, Review, Summary};
use minesweeper_engine::{Pos, Status};
use minesweeper_i18n::review;
use serde_json::{json, Map, Value};

use crate::words::{decimal, words, Arg};

/// The main counters in a few words, for the status line: "3BV 57 · 3BV/s 1.84 · IOE 0.71 ·
/// ZiNi 42" (`mines review` has them all).
pub fn counters_line(c: &Counters) -> String {
    format!(
        "3BV {} · 3BV/s {} · IOE {} · ZiNi {}",
        c.bbbv,
        two(c.bbbv_per_second()),
        two(c.ioe()),
        c.zini
    )
}

/// A figure with two decimals, or a dash when there is none.
fn two(v: Option<f64>) -> String {
    v.map_or("—".to_string(), |v| decimal(v, 2))
}

/// Every counter, a group a line, in the player's language (the counters' own names, 3BV,
/// IOE, ZiNi…, are the community's in every one), for `mines review` and line mode's `review`.
pub fn counters_lines(c: &Counters) -> Vec<String> {
    let w = words();
    let mut lines = vec![
        w.term_counters_time(
            Arg::shown(c.time, decimal(c.time, 3)),
            if c.won { "yes" } else { "no" },
        ),
        w.term_counters_bbbv(
            c.bbbv,
            c.bbbv_solved,
            two(c.bbbv_per_second()),
            c.zini,
            c.hzini,
        ),
        w.term_counters_clicks(
            c.clicks(),
            c.left,
            c.right,
            c.chords,
            c.effective(),
            c.wasted(),
        ),
        w.term_counters_rates(
            two(c.ioe()),
            two(c.correctness()),
            two(c.throughput()),
            two(c.zne()),
            two(c.rqp()),
            c.stnb()
                .map_or_else(|| w.term_counters_unrated().to_string(), |s| decimal(s, 1)),
        ),
    ];
    if let Some(path) = c.path {
        lines.push(w.term_counters_path(Arg::shown(path, decimal(path, 0))));
    }
    let mut lines: Vec<String> = lines.into_iter().map(|line| line.to_string()).collect();
    if c.no_flags() {
        if let Some(rates) = lines.get_mut(3) {
            rates.push_str(&w.term_counters_nf());
        }
    }
    lines
}

/// One graded move as a line, in the player's language: "  12.     3.4 s  reveal at row 5,
/// column 6: forced guess, 83 % safe (best 87 % at row 4, column 4)".
pub fn move_line(g: &Graded) -> String {
    let w = words();
    let seconds = f64::from(g.mv.at_ms) / 1000.0;
    format!(
        "{:>4}. {:>7} s  {}",
        g.index + 1,
        decimal(seconds, 1),
        review::said(&w, g, decimal)
    )
}

/// The review as text: a line per move, then the summary and the counters.
pub fn review_lines(replay: &Replay, review: &Review) -> Vec<String> {
    let mut lines: Vec<String> = review.moves.iter().map(move_line).collect();
    lines.push(String::new());
    lines.extend(summary_lines(review));
    lines.extend(counters_lines(&Counters::of(replay)));
    lines
}

/// "Luck: 1 in 3.2 (guesses at 50 %, 64 %)"; past a dozen guesses, how many more.
pub fn luck_line(s: &Summary) -> String {
    review::luck(&words(), s, decimal).to_string()
}

/// The review's summary in a few lines, as the page's review says it.
pub fn summary_lines(review: &Review) -> Vec<String> {
    review::summary(&words(), &review.summary, decimal)
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn cell(pos: Pos) -> Value {
    json!([pos.row + 1, pos.col + 1])
}

/// One graded move as JSON: `{"move":0,"action":"reveal","row":5,"col":5,"time_ms":0,
/// "grade":"safe"}`, with `"safety"` and `"best_safety"` on guesses and `"better":[r,c]` where
/// a safer cell existed (1-based like line mode).
pub fn move_json(g: &Graded) -> Value {
    let pos = g.mv.click.pos();
    let mut object = Map::new();
    object.insert("move".into(), json!(g.index));
    object.insert("action".into(), json!(g.action()));
    object.insert("row".into(), json!(pos.row + 1));
    object.insert("col".into(), json!(pos.col + 1));
    object.insert("time_ms".into(), json!(g.mv.at_ms));
    object.insert("grade".into(), json!(g.grade.name()));
    if let Some(safety) = g.grade.safety() {
        object.insert("safety".into(), json!(safety));
    }
    if let Some(best) = g.grade.best_safety() {
        object.insert("best_safety".into(), json!(best));
    }
    if let Some(better) = g.better {
        object.insert("better".into(), cell(better));
    }
    if g.mv.by_solver {
        object.insert("by_solver".into(), json!(true));
    }
    if !g.exact {
        object.insert("exact".into(), json!(false));
    }
    Value::Object(object)
}

/// The summary object that ends `mines review --json`: the review's, and the counters `c` (a
/// video's are its own: the file's time, its cursor's path).
pub fn summary_json(replay: &Replay, c: &Counters, review: &Review) -> Value {
    let result = match replay.final_game().status() {
        Status::Won => "won",
        Status::Lost => "lost",
        Status::Playing => "playing",
        Status::Ready => "ready",
    };
    let s = &review.summary;
    json!({
        "summary": true,
        "result": result,
        "time_ms": (c.time * 1000.0).round() as u64,
        "bbbv": c.bbbv,
        "bbbv_solved": c.bbbv_solved,
        "bbbv_per_s": c.bbbv_per_second(),
        "zini": c.zini,
        "hzini": c.hzini,
        "clicks": c.clicks(),
        "left": c.left,
        "right": c.right,
        "chords": c.chords,
        "effective": c.effective(),
        "wasted": c.wasted(),
        "ioe": c.ioe(),
        "correctness": c.correctness(),
        "throughput": c.throughput(),
        "zne": c.zne(),
        "rqp": c.rqp(),
        "stnb": c.stnb(),
        "nf": c.no_flags(),
        "path": c.path,
        "luck": s.luck,
        "luck_one_in": if s.guesses.is_empty() { None } else { Some(s.one_in()) },
        "guesses": s.guesses.len(),
        "forced_guesses": s.forced_guesses,
        "needless_guesses": s.needless_guesses,
        "worse_guesses": s.worse_guesses,
        "flags_certain": s.flags_certain,
        "flags_uncertain": s.flags_uncertain,
        "flags_wrong": s.flags_wrong,
        "mean_think_ms": s.mean_think_ms,
        "slowest": s.slowest.iter().map(|&(i, ms)| json!({"move": i, "ms": ms})).collect::<Vec<_>>(),
    })
}
