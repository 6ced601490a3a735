//! `mines history`, `mines replay` and `mines review`: the games kept, and any replay (a file
//! from another program — AVF, RMV, MVF or EVF — or a replay link's text, or a number from the
//! history) watched or graded. A file that cannot be read is one line on standard error and
//! exit status 2.

use std::io::{self, Read, Write};
use std::path::Path;

use minesweeper_engine::counters::Counters;
use minesweeper_engine::format::visible;
use minesweeper_engine::history::History;
use minesweeper_engine::reading::Opened;
use minesweeper_engine::replay::{Replay, ReplayError};
use minesweeper_engine::review::Reviewer;
use minesweeper_engine::video::{self, Format};
use serde_json::json;

use crate::report;
use crate::store::Store;
use crate::words::{refused, text as text_arg, words, Arg};
use minesweeper_i18n::refusal;

/// A replay found from what the player typed, with a title for the viewer and its counters
/// (a video's as its events count them, with the cursor's path).
pub struct Found {
    pub replay: Replay,
    pub title: String,
    pub counters: Counters,
}

impl Found {
    fn of(replay: Replay, title: String) -> Found {
        let counters = Counters::of(&replay);
        Found {
            replay,
            title,
            counters,
        }
    }
}

/// Reads `what`: a number from the history (1 is the newest), else a file: a video (by its
/// extension, or by its bytes when they are not text) or a replay's text. The error is one
/// sentence.
pub fn find(what: &str, store: Option<&Store>) -> Result<Found, String> {
    if let Ok(number) = what.parse::<usize>() {
        if !Path::new(what).exists() {
            return from_history(number, store);
        }
    }
    let bytes = read_at_most(what, video::MAX_BYTES)?;
    let shown = visible(what);
    let named = Format::of_name(what).is_some();
    let text = if named {
        None
    } else {
        std::str::from_utf8(&bytes).ok()
    };
    let Some(text) = text else {
        return from_video(&bytes, what, named).map_err(|e| format!("{shown}: {}", refused(e)));
    };
    // A whole link (…#replay=TEXT) works as well as the text alone.
    let text = text.rsplit("replay=").next().unwrap_or(text);
    let w = words();
    let replay = Replay::from_text(text.trim()).map_err(|e| {
        w.term_not_a_replay(shown, refusal::replay(&w, &e))
            .to_string()
    })?;
    let title = w
        .term_title_seed(board_name(&replay), text_arg(replay.seed()))
        .to_string();
    Ok(Found::of(replay, title))
}

/// A video, its format from its name when `named`, else from its bytes; titled with its
/// player, its program and its format.
fn from_video(bytes: &[u8], name: &str, named: bool) -> Result<Found, ReplayError> {
    let opened = Opened::read(bytes, named.then_some(name))?;
    // A name that is not UTF-8 is read as GB18030 where it is that, as ms_toollib reads it.
    let info = opened.info.decode_player(|name| {
        encoding_rs::GB18030
            .decode_without_bom_handling_and_without_replacement(name)
            .map(String::from)
    });
    let title = format!(
        "{} · {}",
        board_name(&opened.replay),
        info.credit(opened.format)
    );
    Ok(Found {
        replay: opened.replay,
        title,
        counters: opened.counters,
    })
}

/// The file's bytes, refused unfinished past `max` (before the rest is read: a 50 MB file is
/// not read to be told it is too large).
fn read_at_most(path: &str, max: usize) -> Result<Vec<u8>, String> {
    let shown = visible(path);
    let file = std::fs::File::open(path).map_err(|e| format!("{shown}: {e}"))?;
    let mut bytes = Vec::new();
    file.take(max as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{shown}: {e}"))?;
    if bytes.len() > max {
        let size = std::fs::metadata(path).map_or(bytes.len(), |m| m.len() as usize);
        let why = ReplayError::TooLarge {
            bytes: size,
            max,
            whose: "replay files",
        };
        return Err(format!("{shown}: {}", refusal::replay(&words(), &why)));
    }
    Ok(bytes)
}

fn from_history(number: usize, store: Option<&Store>) -> Result<Found, String> {
    let w = words();
    let store = store.ok_or_else(|| w.term_sync_no_folder().to_string())?;
    let (history, _) = store.history();
    let entry = number
        .checked_sub(1)
        .and_then(|i| history.games.get(i))
        .ok_or_else(|| w.term_no_such_game(number, history.games.len()).to_string())?;
    let replay = entry.replay().map_err(|e| {
        w.term_history_game_unread(number, refusal::replay(&w, &e))
            .to_string()
    })?;
    let title = w
        .term_title_history(board_name(&replay), number)
        .to_string();
    Ok(Found::of(replay, title))
}

/// "Expert 16×30/99" or "Custom 40×60/300", in the run's words.
fn board_name(replay: &Replay) -> String {
    let (config, w) = (replay.config(), words());
    w.term_board_size(
        w.category(config.category()),
        config.rows(),
        config.cols(),
        config.mines(),
    )
    .to_string()
}

/// Lists the history: one line a game (or one JSON object with `--json`).
pub fn history(store: Option<&Store>, json: bool, out: &mut impl Write) -> io::Result<()> {
    let (history, notices) = store.map(Store::history).unwrap_or_default();
    for notice in notices {
        eprintln!("mines: {notice}");
    }
    if history.games.is_empty() && !json {
        writeln!(out, "{}", crate::words::words().term_no_games())?;
        return Ok(());
    }
    print_history(&history, json, out)
}

fn print_history(history: &History, json: bool, out: &mut impl Write) -> io::Result<()> {
    let w = crate::words::words();
    for (i, game) in history.games.iter().enumerate() {
        let date = minesweeper_engine::daily::Date::of_unix_ms(game.at);
        let result = if game.won { "won" } else { "lost" };
        if json {
            let line = json!({
                "number": i + 1, "date": date.to_string(), "category": game.category(),
                "rows": game.rows, "cols": game.cols, "mines": game.mines,
                "result": result, "time_ms": game.time_ms, "bbbv": game.bbbv,
                "best": game.best, "assisted": game.assisted, "daily": game.daily,
            });
            writeln!(out, "{line}")?;
        } else {
            let mut marks = Vec::new();
            if game.best {
                marks.push(w.mark_best());
            }
            if game.assisted {
                marks.push(w.mark_solver());
            }
            if game.daily.is_some() {
                marks.push(w.mark_daily());
            }
            let board = w.history_board(
                w.category(game.category()),
                game.rows,
                game.cols,
                game.mines,
            );
            let seconds = f64::from(game.time_ms) / 1000.0;
            let result = w.term_history_result(
                if game.won {
                    w.game_won()
                } else {
                    w.game_lost()
                },
                Arg::shown(seconds, crate::words::decimal(seconds, 1)),
            );
            let marks = if marks.is_empty() {
                String::new()
            } else {
                w.history_marks(marks.join(&w.list_separator())).to_string()
            };
            writeln!(
                out,
                "{:>4}  {date}  {board}  {result}  3BV {}{marks}",
                i + 1,
                game.bbbv,
            )?;
        }
    }
    Ok(())
}

/// Prints the review of `found`: a line a move and the summary, or with `json` one JSON
/// object a move and a summary object. Each move is printed as soon as it is graded: a long
/// game's review starts at once and goes on line by line.
pub fn review(found: &Found, json: bool, out: &mut impl Write) -> io::Result<()> {
    let replay = &found.replay;
    if !json {
        writeln!(out, "{}", found.title)?;
        out.flush()?;
    }
    let mut reviewer = Reviewer::new(replay);
    while let Some(graded) = reviewer.step(replay) {
        if json {
            writeln!(out, "{}", report::move_json(&graded))?;
        } else {
            writeln!(out, "{}", report::move_line(&graded))?;
        }
        out.flush()?;
    }
    let review = reviewer.finish();
    if json {
        writeln!(
            out,
            "{}",
            report::summary_json(replay, &found.counters, &review)
        )?;
    } else {
        writeln!(out)?;
        for line in report::summary_lines(&review) {
            writeln!(out, "{line}")?;
        }
        for line in report::counters_lines(&found.counters) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use minesweeper_engine::history::Entry;
    use minesweeper_engine::FirstClick;
    use minesweeper_i18n::Language;

    use super::*;

    /// A won expert game, the best, and a lost custom one played with the solver's help.
    fn history() -> History {
        let game = |won: bool, rows: u32, mines: u32, best: bool, assisted: bool| Entry {
            at: 1_796_515_200_000.0,
            replay: String::new(),
            rows,
            cols: 30,
            mines,
            rule: FirstClick::Opening,
            won,
            time_ms: 93_430,
            bbbv: 150,
            best,
            assisted,
            daily: None,
        };
        History {
            games: vec![
                game(true, 16, 99, true, false),
                game(false, 20, 120, false, true),
            ],
            ..History::default()
        }
    }

    fn listed(tag: &str) -> String {
        crate::words::choose(Language::of(tag).unwrap());
        let mut out = Vec::new();
        print_history(&history(), false, &mut out).unwrap();
        crate::words::choose(Language::english());
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_history_is_a_line_a_game_in_the_players_language() {
        assert_eq!(
            listed("en"),
            "   1  2026-12-06  Expert 16×30/99  won in 93.4 s  3BV 150 (best)\n   \
             2  2026-12-06  Custom 20×30/120  lost in 93.4 s  3BV 150 (solver)\n"
        );
        assert_eq!(
            listed("zh-CN"),
            "   1  2026-12-06  高级 16×30/99  胜，用时 93.4 秒  3BV 150（最佳）\n   \
             2  2026-12-06  自定义 20×30/120  负，用时 93.4 秒  3BV 150（辅助）\n"
        );
        // For programs, the keys and codes as they were.
        let mut out = Vec::new();
        print_history(&history(), true, &mut out).unwrap();
        let first: serde_json::Value =
            serde_json::from_str(String::from_utf8(out).unwrap().lines().next().unwrap()).unwrap();
        assert_eq!(
            (&first["result"], &first["category"]),
            (&json!("won"), &json!("expert"))
        );
    }
}
