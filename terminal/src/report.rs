//! A game's counters and review as text (the status line, `review` in line mode, `mines
//! review`) and as JSON (`mines review --json`, one object per move then a summary).

use minesweeper_engine::counters::{Counter, Counters, Figure, Place};
use minesweeper_engine::replay::Replay;
use minesweeper_engine::review::{Graded, Review, Summary};
use minesweeper_engine::{Pos, Status};
use minesweeper_i18n::{counters, review, Words};
use serde_json::{json, Map, Value};

use crate::words::{decimal, words, Arg};

/// The main counters in a few words, for the status line: "3BV 57 · 3BV/s 1.84 · IOE 0.71 ·
/// ZiNi 42" (`mines review` has them all), labelled from the table.
pub fn counters_line(c: &Counters) -> String {
    let w = words();
    ["bbbv", "bbbv_s", "ioe", "zini"]
        .iter()
        .filter_map(|name| Counter::named(name))
        .filter_map(|counter| pair(&w, counter, c))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "3BV/s 1.84": a counter's label and figure, when it applies to the game.
fn pair(w: &Words, counter: &Counter, c: &Counters) -> Option<String> {
    let shown = counter.figure(c).filter(|f| f.shown())?;
    Some(format!(
        "{} {}",
        counters::label(w, counter).0,
        counters::figure(w, shown, decimal)
    ))
}

/// How many counters a line of `mines review` holds.
const PER_LINE: usize = 5;

/// Every counter of a finished game from the engine's table, a few a line, in the player's
/// language (the counters' own names, 3BV, IOE, ZiNi…, are the community's in every one), for
/// `mines review` and line mode's `review`: the time and result first.
pub fn counters_lines(c: &Counters) -> Vec<String> {
    let w = words();
    let time = w.term_counters_time(
        Arg::shown(c.time, decimal(c.time, 3)),
        if c.won { "yes" } else { "no" },
    );
    let pairs: Vec<String> = Counter::shown_in(Place::Card)
        .filter_map(|counter| pair(&w, counter, c))
        .collect();
    std::iter::once(time.to_string())
        .chain(pairs.chunks(PER_LINE).map(|line| line.join(" · ")))
        .collect()
}

/// Every counter of the table under its ms_toollib name, for programs: a number, a flag, or
/// null where it does not apply.
fn counters_json(c: &Counters) -> Map<String, Value> {
    Counter::ALL
        .iter()
        .map(|counter| {
            let value = match counter.figure(c) {
                Some(Figure::Count(n)) => json!(n),
                Some(Figure::Yes(yes)) => json!(yes),
                Some(figure) => json!(figure.number()),
                None => Value::Null,
            };
            (counter.name.to_string(), value)
        })
        .collect()
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
    let mut summary = json!({
        "summary": true,
        "result": result,
        "time_ms": (c.time * 1000.0).round() as u64,
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
    });
    if let Some(object) = summary.as_object_mut() {
        object.extend(counters_json(c));
    }
    summary
}
