//! `mines history`, `mines replay` and `mines review`: the games kept, and any replay (a file
//! in EVF or as a replay link's text, or a number from the history) watched or graded. A file
//! that cannot be read is one line on standard error and exit status 2.

use std::io::{self, Write};
use std::path::Path;

use minesweeper_engine::history::History;
use minesweeper_engine::records::CATEGORIES;
use minesweeper_engine::replay::Replay;
use minesweeper_engine::review::Review;
use serde_json::json;

use crate::report;
use crate::store::Store;

/// A replay found from what the player typed, with a title for the viewer.
pub struct Found {
    pub replay: Replay,
    pub title: String,
}

/// Reads `what`: a number from the history (1 is the newest), else a file holding an EVF
/// file or a replay's text. The error is one sentence.
pub fn find(what: &str, store: Option<&Store>) -> Result<Found, String> {
    if let Ok(number) = what.parse::<usize>() {
        if !Path::new(what).exists() {
            return from_history(number, store);
        }
    }
    let bytes = std::fs::read(what).map_err(|e| format!("{what}: {e}"))?;
    if bytes.first() == Some(&4) {
        let (replay, info) = Replay::from_evf(&bytes).map_err(|e| format!("{what}: {e}"))?;
        let by = if info.player.is_empty() {
            String::new()
        } else {
            format!(" by {}", info.player)
        };
        let title = format!("{}{by} ({})", board_name(&replay), info.software);
        return Ok(Found { replay, title });
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| format!("{what}: neither an EVF file nor a replay's text"))?;
    // A whole link (…#replay=TEXT) works as well as the text alone.
    let text = text.rsplit("replay=").next().unwrap_or(&text);
    let replay = Replay::from_text(text)
        .map_err(|e| format!("{what} is neither an EVF file nor a replay's text ({e})"))?;
    let title = format!("{} · seed {}", board_name(&replay), replay.seed());
    Ok(Found { replay, title })
}

fn from_history(number: usize, store: Option<&Store>) -> Result<Found, String> {
    let store = store.ok_or("no data directory to keep games in")?;
    let (history, _) = store.history();
    let entry = number
        .checked_sub(1)
        .and_then(|i| history.games.get(i))
        .ok_or_else(|| {
            format!(
                "there is no game {number} in the history ({} kept: mines history lists them)",
                history.games.len()
            )
        })?;
    let replay = entry
        .replay()
        .map_err(|e| format!("game {number} of the history: {e}"))?;
    let title = format!("{} · game {number} of the history", board_name(&replay));
    Ok(Found { replay, title })
}

/// "expert 16×30/99" or "custom 40×60/300".
fn board_name(replay: &Replay) -> String {
    let config = replay.config();
    format!(
        "{} {}×{}/{}",
        minesweeper_engine::records::category(config),
        config.rows(),
        config.cols(),
        config.mines()
    )
}

/// Lists the history: one line a game (or one JSON object with `--json`).
pub fn history(store: Option<&Store>, json: bool, out: &mut impl Write) -> io::Result<()> {
    let (history, notices) = store.map(Store::history).unwrap_or_default();
    for notice in notices {
        eprintln!("mines: {notice}");
    }
    if history.games.is_empty() && !json {
        writeln!(out, "No finished game is kept yet: play one with mines.")?;
        return Ok(());
    }
    print_history(&history, json, out)
}

fn print_history(history: &History, json: bool, out: &mut impl Write) -> io::Result<()> {
    for (i, game) in history.games.iter().enumerate() {
        let date = minesweeper_engine::daily::Date::of_unix_ms(game.at);
        let board = CATEGORIES
            .iter()
            .find(|(key, _)| *key == game.category())
            .map_or("Custom", |(_, name)| name);
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
                marks.push("best");
            }
            if game.assisted {
                marks.push("solver-assisted");
            }
            if game.daily.is_some() {
                marks.push("daily");
            }
            writeln!(
                out,
                "{:>4}  {date}  {board} {}×{}/{}  {result} in {:.1} s  3BV {}{}",
                i + 1,
                game.rows,
                game.cols,
                game.mines,
                f64::from(game.time_ms) / 1000.0,
                game.bbbv,
                if marks.is_empty() {
                    String::new()
                } else {
                    format!("  ({})", marks.join(", "))
                }
            )?;
        }
    }
    Ok(())
}

/// Prints the review of `found`: a line a move and the summary, or with `json` one JSON
/// object a move and a summary object.
pub fn review(found: &Found, json: bool, out: &mut impl Write) -> io::Result<()> {
    let review = Review::of(&found.replay);
    if json {
        for graded in &review.moves {
            writeln!(out, "{}", report::move_json(graded))?;
        }
        writeln!(out, "{}", report::summary_json(&found.replay, &review))?;
    } else {
        writeln!(out, "{}", found.title)?;
        for line in report::review_lines(&found.replay, &review) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}
