//! `mines stats`: the games kept, drawn. Per category: each win's time over the games played
//! with the best so far, each win's 3BV/s, how 3BV/s spreads, and a calendar of the games
//! played ([`Progress`], worked out by the engine). Drawn with ratatui's `Chart` and
//! `Sparkline` into a buffer and printed as text, so it reads the same on a terminal, in a pipe
//! and in a test; `--json` prints the engine's figures, one object a category.

use std::io::{self, Write};

use minesweeper_engine::daily::Date;
use minesweeper_engine::history::History;
use minesweeper_engine::progress::{Progress, SPREAD_STEP};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Sparkline, Widget};

use unicode_width::UnicodeWidthStr;

use crate::store::Store;
use crate::words::{words, Arg, Words};

/// The drawing's width, in columns.
pub const WIDTH: u16 = 72;

/// The chart's height, in rows.
const CHART_ROWS: u16 = 12;

/// Weeks the calendar shows, the newest last.
const WEEKS: i64 = 26;

/// `mines stats`: each category's pictures, or its figures as JSON (one object a line).
pub fn stats(store: Option<&Store>, json: bool, out: &mut impl Write) -> io::Result<()> {
    let (history, notices) = store.map(Store::history).unwrap_or_default();
    for notice in notices {
        eprintln!("mines: {notice}");
    }
    print_stats(&history, json, today(), out)
}

fn today() -> Date {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_millis() as f64);
    Date::of_unix_ms(now)
}

/// [`stats`] of `history`, with `today` for the calendar's last week.
pub fn print_stats(
    history: &History,
    json: bool,
    today: Date,
    out: &mut impl Write,
) -> io::Result<()> {
    let categories = Progress::categories(history);
    if categories.is_empty() && !json {
        return writeln!(out, "{}", words().term_no_games());
    }
    for category in categories {
        let progress = Progress::of(history, category);
        if json {
            let line = serde_json::to_string(&progress).map_err(io::Error::other)?;
            writeln!(out, "{line}")?;
        } else {
            for line in drawn(&progress, today) {
                writeln!(out, "{line}")?;
            }
        }
    }
    Ok(())
}

/// One category drawn: a summary, the two charts, the spread and the calendar, as lines of
/// text.
pub fn drawn(progress: &Progress, today: Date) -> Vec<String> {
    let w = words();
    let mut lines = vec![summary(&w, progress), String::new()];
    let wins: Vec<(f64, &minesweeper_engine::progress::Played)> = progress
        .games
        .iter()
        .enumerate()
        .filter(|(_, g)| g.won)
        .map(|(i, g)| (i as f64 + 1.0, g))
        .collect();
    if wins.is_empty() {
        lines.push(format!("  {}", w.no_win()));
    } else {
        let times: Vec<(f64, f64)> = wins
            .iter()
            .map(|(n, g)| (*n, f64::from(g.time_ms) / 1000.0))
            .collect();
        let best: Vec<(f64, f64)> = progress
            .games
            .iter()
            .enumerate()
            .filter_map(|(i, g)| Some((i as f64 + 1.0, f64::from(g.best_ms?) / 1000.0)))
            .collect();
        let games = progress.games.len() as f64;
        lines.push(format!("  {}", w.chart_time_caption()));
        lines.extend(chart(&w, &times, Some(&best), games, "s"));
        lines.push(String::new());
        let speeds: Vec<(f64, f64)> = wins.iter().map(|(n, g)| (*n, g.bbbv_per_s)).collect();
        lines.push(format!("  {}", w.chart_speed_caption()));
        lines.extend(chart(&w, &speeds, None, games, "3BV/s"));
        lines.push(String::new());
        lines.extend(spread(&w, progress));
    }
    lines.push(String::new());
    lines.extend(calendar(&w, progress, today));
    lines.push(String::new());
    lines
}

fn summary(w: &Words, progress: &Progress) -> String {
    let games = progress.games.len();
    let wins = progress.games.iter().filter(|g| g.won).count();
    let mut said = w
        .term_stats_summary(w.category(progress.category.as_str()), games, wins)
        .to_string();
    if let Some(ms) = progress.games.last().and_then(|g| g.best_ms) {
        let seconds = f64::from(ms) / 1000.0;
        said.push_str(&w.list_separator());
        said.push_str(&w.term_stats_best(Arg::shown(seconds, crate::words::decimal(seconds, 3))));
    }
    said
}

/// Points over the games played (and a line through `line`), drawn into text.
fn chart(
    w: &Words,
    points: &[(f64, f64)],
    line: Option<&[(f64, f64)]>,
    games: f64,
    unit: &str,
) -> Vec<String> {
    let top = points.iter().map(|p| p.1).fold(0.0, f64::max).max(1e-9) * 1.05;
    let mut datasets = vec![Dataset::default()
        .marker(Marker::Dot)
        .graph_type(GraphType::Scatter)
        .style(Style::default().fg(Color::Cyan))
        .data(points)];
    if let Some(line) = line {
        datasets.push(
            Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(Style::default().fg(Color::Yellow))
                .data(line),
        );
    }
    let number = |v: f64| crate::words::decimal(v, if v < 10.0 { 2 } else { 0 });
    let chart = Chart::new(datasets)
        .x_axis(Axis::default().bounds([1.0, games.max(2.0)]).labels([
            Line::from(w.chart_first_game().to_string()),
            Line::from(format!("{games}")),
        ]))
        .y_axis(Axis::default().bounds([0.0, top]).labels([
            Line::from("0"),
            Line::from(format!("{} {unit}", number(top))),
        ]));
    render(chart, CHART_ROWS)
}

/// How the wins' 3BV/s spread: two columns a [`SPREAD_STEP`], their height the wins in it.
fn spread(w: &Words, progress: &Progress) -> Vec<String> {
    let steps = progress.spread.len();
    let bars: Vec<u64> = progress
        .spread
        .iter()
        .flat_map(|&n| [u64::from(n); 2])
        .collect();
    let width = bars.len() as u16;
    let step = Arg::shown(SPREAD_STEP, crate::words::decimal(SPREAD_STEP, 2));
    let mut lines = vec![format!(
        "  {}",
        w.term_spread(w.chart_spread_caption(progress.wins()), step)
    )];
    let sparkline = Sparkline::default().data(&bars);
    for line in render_width(sparkline, 5, width) {
        lines.push(format!("  {line}"));
    }
    let end = crate::words::decimal(steps as f64 * SPREAD_STEP, 2);
    let gap = (width as usize).saturating_sub(1 + end.len() + 1);
    lines.push(format!("  0{}{end} 3BV/s", " ".repeat(gap.max(1))));
    lines
}

/// The last [`WEEKS`] weeks, a column a week (Monday on top), a cell a day: `·` none, then
/// `░▒▓█` for 1, 2–3, 4–7 and 8 or more games.
fn calendar(w: &Words, progress: &Progress, today: Date) -> Vec<String> {
    let last = today.days();
    // Weeks start on Monday; 1970-01-01 was a Thursday.
    let weekday = |days: i64| (days + 3).rem_euclid(7);
    let first = last - weekday(last) - 7 * (WEEKS - 1);
    let mut counts = vec![0u32; (last - first + 1) as usize];
    for day in &progress.days {
        let d = day.date.days();
        if (first..=last).contains(&d) {
            counts[(d - first) as usize] += day.games;
        }
    }
    let played: u32 = counts.iter().sum();
    let mut lines = vec![
        format!("  {}", w.chart_calendar_caption(WEEKS, played)),
        format!("  {}", w.term_calendar_legend()),
    ];
    // Monday, Wednesday and Friday named, as the page's calendar does, padded to one width
    // (a Chinese day's name is two columns a character).
    let names = [w.weekday_mon(), w.weekday_wed(), w.weekday_fri()];
    let widest = names.iter().map(|n| n.width()).max().unwrap_or(0);
    for row in 0..7_i64 {
        let name = match row {
            0 => &*names[0],
            2 => &*names[1],
            4 => &*names[2],
            _ => "",
        };
        let name = format!("{name}{}", " ".repeat(widest - name.width()));
        let cells: String = (0..WEEKS)
            .map(|week| {
                let d = week * 7 + row;
                match counts.get(d as usize) {
                    _ if first + d > last => ' ',
                    Some(0) | None => '·',
                    Some(1) => '░',
                    Some(2..=3) => '▒',
                    Some(4..=7) => '▓',
                    Some(_) => '█',
                }
            })
            .collect();
        lines.push(format!("  {name} {cells}"));
    }
    lines
}

fn render(widget: impl Widget, rows: u16) -> Vec<String> {
    render_width(widget, rows, WIDTH)
}

/// A widget drawn into a `width` × `rows` buffer, as its lines (trailing blanks cut).
fn render_width(widget: impl Widget, rows: u16, width: u16) -> Vec<String> {
    let area = Rect::new(0, 0, width.max(1), rows);
    let mut buffer = Buffer::empty(area);
    widget.render(area, &mut buffer);
    (0..rows)
        .map(|y| {
            let mut line = String::new();
            let mut x = 0;
            while x < area.width {
                let symbol = buffer[(x, y)].symbol();
                line.push_str(symbol);
                // A wide character (a Chinese label's) covers the cell after it too.
                x += (symbol.width() as u16).max(1);
            }
            line.trim_end().to_string()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::history::Entry;
    use minesweeper_engine::FirstClick;

    const DAY: f64 = 86_400_000.0;

    /// 30 expert games over ten days up to 2026-12-06, getting faster, every fourth lost.
    fn history() -> History {
        let today = Date::parse("2026-12-06").unwrap().days() as f64;
        let mut games: Vec<Entry> = (0..30)
            .map(|i| Entry {
                at: (today - 9.0 + f64::from(i) / 3.0) * DAY + 3_600_000.0,
                replay: format!("game {i}"),
                rows: 16,
                cols: 30,
                mines: 99,
                rule: FirstClick::Opening,
                won: i % 4 != 3,
                time_ms: 200_000 - 4_000 * i + 7_000 * (i % 3),
                bbbv: 150 + (i % 5) * 10,
                best: false,
                assisted: i == 10,
                daily: None,
            })
            .collect();
        games.reverse();
        History {
            games,
            ..History::default()
        }
    }

    #[test]
    fn the_pictures_of_a_category() {
        let mut out = Vec::new();
        print_stats(
            &history(),
            false,
            Date::parse("2026-12-06").unwrap(),
            &mut out,
        )
        .unwrap();
        insta::assert_snapshot!(String::from_utf8(out).unwrap());
    }

    #[test]
    fn the_figures_as_json_and_a_history_with_nothing() {
        let mut out = Vec::new();
        print_stats(
            &history(),
            true,
            Date::parse("2026-12-06").unwrap(),
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        let progress: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
        assert_eq!(progress["category"], "expert");
        assert_eq!(progress["games"].as_array().unwrap().len(), 30);
        let mut out = Vec::new();
        print_stats(
            &History::default(),
            false,
            Date::parse("2026-12-06").unwrap(),
            &mut out,
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "No finished game is kept yet: play one with “mines”.\n"
        );
    }

    #[test]
    fn the_pictures_speak_the_players_language() {
        use minesweeper_i18n::Language;
        crate::words::choose(Language::of("zh-CN").unwrap());
        let progress = Progress::of(&history(), "expert");
        let lines = drawn(&progress, Date::parse("2026-12-06").unwrap());
        crate::words::choose(Language::english());
        let text = lines.join("\n");
        assert!(lines[0].starts_with("高级 — 30 局，23 胜"), "{text}");
        assert!(
            text.contains("每局胜利的用时") && text.contains("第 1 局"),
            "{text}"
        );
        // The calendar's rows line up: each day's row as wide as the others.
        let days: Vec<usize> = lines
            .iter()
            .filter(|l| l.contains("··"))
            .map(|l| l.width())
            .collect();
        assert!(
            days.len() >= 2 && days.iter().all(|&w| w == days[0]),
            "{text}"
        );
    }
}
