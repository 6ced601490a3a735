//! The statistics' pictures of a category's progress, from the engine's `progress` (the same
//! figures `mines stats` draws): each win's time over the games played with the best so far,
//! each win's 3BV/s, how 3BV/s spreads, and a calendar of the games played. Drawn as SVG (no
//! chart library: the statistics load with the rest, never in the first screen), each with a
//! table behind it, built only when it is opened (a screen reader reads the table; a
//! thousand games' rows are not built for a glance at the charts).

use std::rc::Rc;

use minesweeper_engine::daily::Date;
use minesweeper_engine::format::fixed;
use minesweeper_engine::history::History;
use minesweeper_engine::progress::{Played, Progress, SPREAD_STEP};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::shared::browser::now_ms;
use crate::shared::components::chart::{axes, Scale, BOTTOM, H, LEFT, RIGHT, TOP, W};
use crate::shared::words::{day, decimal, words};

/// Weeks the calendar shows, the newest last.
const WEEKS: i64 = 26;

#[derive(Properties, Clone, PartialEq)]
pub struct ProgressProps {
    pub history: Rc<History>,
}

/// A category picker over the charts of the one chosen (the most played first).
#[component]
pub fn ProgressCharts(props: &ProgressProps) -> Html {
    let categories = use_memo(props.history.clone(), |history| {
        let mut categories = Progress::categories(history);
        let played = |c: &str| history.games.iter().filter(|g| g.category() == c).count();
        categories.sort_by_key(|c| std::cmp::Reverse(played(c)));
        categories
    });
    let chosen = use_state(|| None::<&'static str>);
    let category = (*chosen).or_else(|| categories.first().copied());
    let progress = use_memo((props.history.clone(), category), |(history, category)| {
        category.map(|c| Progress::of(history, c))
    });
    let Some(progress) = progress.as_ref() else {
        return html! {
            <p class="muted" data-testid="no-progress">{ crate::shared::words::words().no_progress() }</p>
        };
    };
    let onchange = {
        let (chosen, categories) = (chosen.clone(), categories.clone());
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            chosen.set(categories.iter().copied().find(|c| *c == value));
        })
    };
    let today = Date::of_unix_ms(now_ms());
    let w = crate::shared::words::words();
    html! {
        <section class="progress" aria-labelledby="progress-title">
            <h3 id="progress-title">{ w.progress() }</h3>
            <label class="progress-board">{ w.progress_board() }{ " " }
                <select data-testid="progress-category" {onchange}>
                    { for categories.iter().map(|&c| html! {
                        <option value={c} selected={Some(c) == category}>{ w.category(c) }</option>
                    }) }
                </select>
            </label>
            { time_chart(progress) }
            { speed_chart(progress) }
            { spread_chart(progress) }
            { calendar(progress, today) }
            <GamesTable progress={Rc::new(progress.clone())} />
        </section>
    }
}

/// The wins: their place among the games played (from 1) and the game.
fn wins(progress: &Progress) -> impl Iterator<Item = (usize, &Played)> {
    progress
        .games
        .iter()
        .enumerate()
        .filter(|(_, g)| g.won)
        .map(|(i, g)| (i + 1, g))
}

/// Each win's time over the games played, and the best time so far as a line.
fn time_chart(progress: &Progress) -> Html {
    let top = wins(progress)
        .map(|(_, g)| f64::from(g.time_ms) / 1000.0)
        .fold(0.0, f64::max);
    if top <= 0.0 {
        return html! { <p class="muted">{ crate::shared::words::words().no_win() }</p> };
    }
    let scale = Scale {
        games: progress.games.len(),
        bottom: 0.0,
        top: top * 1.05,
    };
    let best: Vec<String> = progress
        .games
        .iter()
        .enumerate()
        .filter_map(|(i, g)| {
            let best = f64::from(g.best_ms?) / 1000.0;
            Some(format!("{:.1},{:.1}", scale.x(i + 1), scale.y(best)))
        })
        .collect();
    let w = words();
    let label = w.chart_time_label(progress.games.len());
    html! {
        <figure>
            <figcaption>{ w.chart_time_caption() }</figcaption>
            <svg data-chart="time" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={label}>
                { axes(&scale, "s", &w.chart_first_game()) }
                { for wins(progress).map(|(n, g)| {
                    let s = f64::from(g.time_ms) / 1000.0;
                    html! {
                        <circle class={classes!(g.assisted.then_some("assisted"))} cx={format!("{:.1}", scale.x(n))} cy={format!("{:.1}", scale.y(s))} r="2.2" data-game={g.game.clone()}>
                            <title>{ w.chart_game_time(n, decimal(s, 3)) }{ if g.assisted { w.chart_helped() } else { Rc::from("") } }</title>
                        </circle>
                    }
                }) }
                // Over the marks, so that it shows through a crowd of them.
                <polyline class="best" points={best.join(" ")} />
            </svg>
        </figure>
    }
}

/// Each win's 3BV/s over the games played.
fn speed_chart(progress: &Progress) -> Html {
    let top = wins(progress)
        .map(|(_, g)| g.bbbv_per_s)
        .fold(0.0, f64::max);
    if top <= 0.0 {
        return Html::default();
    }
    let scale = Scale {
        games: progress.games.len(),
        bottom: 0.0,
        top: top * 1.05,
    };
    let w = words();
    html! {
        <figure>
            <figcaption>{ w.chart_speed_caption() }</figcaption>
            <svg data-chart="bbbv-s" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={w.chart_speed_label()}>
                { axes(&scale, "", &w.chart_first_game()) }
                { for wins(progress).map(|(n, g)| html! {
                    <circle cx={format!("{:.1}", scale.x(n))} cy={format!("{:.1}", scale.y(g.bbbv_per_s))} r="2.2" data-game={g.game.clone()}>
                        <title>{ w.chart_game_speed(n, decimal(g.bbbv_per_s, 2)) }</title>
                    </circle>
                }) }
            </svg>
        </figure>
    }
}

/// How the unhelped wins' 3BV/s spread: a bar every [`SPREAD_STEP`].
fn spread_chart(progress: &Progress) -> Html {
    let most = progress.spread.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return Html::default();
    }
    let bars = progress.spread.len() as f64;
    let width = (W - LEFT - RIGHT) / bars;
    let height = |n: u32| (H - TOP - BOTTOM) * f64::from(n) / f64::from(most);
    let rows = progress.spread.iter().enumerate().filter(|(_, &n)| n > 0).map(|(i, &n)| {
        let from = i as f64 * SPREAD_STEP;
        html! { <tr><td>{ format!("{}–{}", decimal(from, 2), decimal(from + SPREAD_STEP, 2)) }</td><td>{ n }</td></tr> }
    });
    let w = words();
    html! {
        <figure>
            <figcaption>{ w.chart_spread_caption(progress.wins()) }</figcaption>
            <svg data-chart="spread" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={w.chart_spread_label()}>
                <g class="axes">
                    <line x1={LEFT.to_string()} y1={(H - BOTTOM).to_string()} x2={(W - RIGHT).to_string()} y2={(H - BOTTOM).to_string()} />
                    <text x={LEFT.to_string()} y={(H - 4.0).to_string()}>{ "0" }</text>
                    <text x={(W - RIGHT).to_string()} y={(H - 4.0).to_string()} text-anchor="end">{ format!("{} 3BV/s", fixed(bars * SPREAD_STEP, 2)) }</text>
                    <text x={(LEFT - 4.0).to_string()} y={(TOP + 10.0).to_string()} text-anchor="end">{ most }</text>
                </g>
                { for progress.spread.iter().enumerate().filter(|(_, &n)| n > 0).map(|(i, &n)| html! {
                    <rect x={format!("{:.1}", LEFT + width * i as f64 + 1.0)} y={format!("{:.1}", H - BOTTOM - height(n))}
                        width={format!("{:.1}", (width - 2.0).max(1.0))} height={format!("{:.1}", height(n))}>
                        <title>{ w.chart_spread_bar(n, decimal(i as f64 * SPREAD_STEP, 2), decimal((i + 1) as f64 * SPREAD_STEP, 2)) }</title>
                    </rect>
                }) }
            </svg>
            <details><summary>{ w.as_a_table() }</summary>
                <table><thead><tr><th scope="col">{ w.counter_bbbv_s() }</th><th scope="col">{ w.chart_wins() }</th></tr></thead><tbody>{ for rows }</tbody></table>
            </details>
        </figure>
    }
}

/// The last [`WEEKS`] weeks, a column a week (Monday on top), a square a day, darker for more
/// games.
fn calendar(progress: &Progress, today: Date) -> Html {
    let last = today.days();
    let weekday = |days: i64| (days + 3).rem_euclid(7);
    let first = last - weekday(last) - 7 * (WEEKS - 1);
    let mut counts = vec![(0u32, 0u32); (last - first + 1) as usize];
    for day in &progress.days {
        let d = day.date.days();
        if (first..=last).contains(&d) {
            counts[(d - first) as usize] = (day.games, day.wins);
        }
    }
    let cell = 14.0;
    let (width, height) = (LEFT + cell * WEEKS as f64, cell * 7.0 + 2.0);
    let level = |n: u32| match n {
        0 => "l0",
        1 => "l1",
        2..=3 => "l2",
        4..=7 => "l3",
        _ => "l4",
    };
    let played: u32 = counts.iter().map(|c| c.0).sum();
    let rows = progress
        .days
        .iter()
        .rev()
        .filter(|d| d.date.days() >= first)
        .map(|d| {
            html! {
                <tr><td>{ day(d.date) }</td><td>{ d.games }</td><td>{ d.wins }</td></tr>
            }
        });
    let w = words();
    html! {
        <figure>
            <figcaption>{ w.chart_calendar_caption(WEEKS, played) }</figcaption>
            <svg data-chart="calendar" class="calendar" viewBox={format!("0 0 {width} {height}")} role="img"
                aria-label={w.chart_calendar_label(WEEKS, played)}>
                { for [w.weekday_mon(), w.weekday_wed(), w.weekday_fri()].into_iter().zip([0.0, 2.0, 4.0]).map(|(name, row)| html! {
                    <text x={(LEFT - 6.0).to_string()} y={(cell * row + 11.0).to_string()} text-anchor="end">{ name }</text>
                }) }
                { for counts.iter().enumerate().map(|(i, &(games, wins))| {
                    let date = Date::of_unix_ms((first + i as i64) as f64 * 86_400_000.0);
                    let (week, day) = (i / 7, i % 7);
                    html! {
                        <rect class={level(games)} x={format!("{:.0}", LEFT + cell * week as f64)} y={format!("{:.0}", cell * day as f64)}
                            width="12" height="12" rx="2" data-day={date.to_string()} data-games={games.to_string()}>
                            <title>{ w.chart_day(crate::shared::words::day(date), games, wins) }</title>
                        </rect>
                    }
                }) }
            </svg>
            <details><summary>{ w.as_a_table() }</summary>
                <table><thead><tr><th scope="col">{ w.chart_day_column() }</th><th scope="col">{ w.chart_games() }</th><th scope="col">{ w.stats_won() }</th></tr></thead><tbody>{ for rows }</tbody></table>
            </details>
        </figure>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct GamesProps {
    progress: Rc<Progress>,
}

/// The games behind the two charts, as a table, built when it is opened.
#[component]
fn GamesTable(props: &GamesProps) -> Html {
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            open.set(
                e.target_unchecked_into::<web_sys::HtmlDetailsElement>()
                    .open(),
            );
        })
    };
    let w = words();
    let rows = open.then(|| {
        html! {
            <table>
                <thead><tr>
                    <th scope="col">{ w.games_table_game() }</th><th scope="col">{ w.history_result() }</th><th scope="col">{ w.result_time() }</th>
                    <th scope="col">{ w.counter_bbbv_s() }</th><th scope="col">{ w.best_so_far() }</th>
                </tr></thead>
                <tbody>{ for props.progress.games.iter().enumerate().map(|(i, g)| html! {
                    <tr data-game={g.game.clone()}>
                        <td>{ i + 1 }</td>
                        <td>{ if g.won { w.game_won() } else { w.game_lost() } }{ if g.assisted { w.helped() } else { Rc::from("") } }</td>
                        <td>{ w.seconds_short(decimal(f64::from(g.time_ms) / 1000.0, 3)) }</td>
                        <td>{ if g.won { decimal(g.bbbv_per_s, 2) } else { "—".into() } }</td>
                        <td>{ g.best_ms.map_or("—".into(), |ms| w.seconds_short(decimal(f64::from(ms) / 1000.0, 3)).to_string()) }</td>
                    </tr>
                }) }</tbody>
            </table>
        }
    });
    html! {
        <details {ontoggle}><summary>{ w.games_table() }</summary>{ for rows }</details>
    }
}
