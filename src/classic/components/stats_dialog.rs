use std::rc::Rc;

use yew::prelude::*;

use minesweeper_engine::format::fixed;

use super::progress_charts::ProgressCharts;
use crate::classic::HISTORY_KEY;
use crate::shared::components::modal::Modal;
use crate::shared::storage;
use minesweeper_engine::history::History;
use minesweeper_engine::records::Stats;
use minesweeper_engine::Config;

#[derive(Properties, Clone, PartialEq)]
pub struct StatisticsProps {
    pub stats: Rc<Stats>,
    pub on_reset: Callback<()>,
    pub on_close: Callback<()>,
}

/// Games played and won, win rate, streaks and the five best times, per preset and custom.
#[component]
pub fn Statistics(props: &StatisticsProps) -> Html {
    // The no-guess categories show once a game of theirs has been played.
    let shown = Config::CATEGORIES
        .iter()
        .filter(|(key, _)| !key.ends_with("-ng") || props.stats.records.contains_key(*key));
    let rows = shown.map(|&(key, name)| record_row(&props.stats, key, name));
    // The games kept, read when the statistics open (the charts are drawn from them).
    let history = use_memo((), |()| {
        let parsed = storage::read(HISTORY_KEY).map(|text| History::parse(&text));
        Rc::new(
            parsed
                .and_then(Result::ok)
                .map(|(h, _)| h)
                .unwrap_or_default(),
        )
    });
    let history = (*history).clone();
    let on_close = props.on_close.clone();
    html! {
        <Modal labelled_by="stats-title" class="stats" on_close={on_close.clone()}>
            <h2 id="stats-title">{ "Statistics" }</h2>
            <div class="table-scroll">
                <table>
                    <thead><tr>
                        <th scope="col">{ "Board" }</th><th scope="col">{ "Played" }</th><th scope="col">{ "Won" }</th>
                        <th scope="col">{ "Rate" }</th><th scope="col">{ "Streak" }</th><th scope="col">{ "Best" }</th>
                        <th scope="col">{ "Best times" }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            if props.stats.records.values().any(|r| r.best_counters.is_some()) {
                { best_counters(&props.stats) }
            }
            <p class="settings-hint">{ "Games the solver helped with are not counted. Each best counter may come from a different game." }</p>
            <ProgressCharts history={history} />
            <div class="modal-actions">
                <ResetStats on_reset={props.on_reset.clone()} />
                <button type="button" class="done" onclick={move |_| on_close.emit(())}>{ "Done" }</button>
            </div>
        </Modal>
    }
}

/// One category's row: played, won, rate, streaks and its best times.
fn record_row(stats: &Stats, key: &'static str, name: &'static str) -> Html {
    let record = stats.records.get(key).cloned().unwrap_or_default();
    let times = if record.best_times.is_empty() {
        html! { <span class="muted">{ "—" }</span> }
    } else {
        html! {
            <ol class="best-times">
                { for record.best_times.iter().map(|b| html! {
                    <li>{ format!("{} s", fixed(b.ms / 1000.0, 1)) }<span class="muted">{ format!(" {}", date(b.at)) }</span></li>
                }) }
            </ol>
        }
    };
    html! {
        <tr data-category={key}>
            <th scope="row">{ name }</th>
            <td data-field="played">{ record.played }</td>
            <td data-field="won">{ record.won }</td>
            <td>{ format!("{} %", fixed(record.win_rate() * 100.0, 0)) }</td>
            <td>{ record.streak }</td>
            <td>{ record.best_streak }</td>
            <td>{ times }</td>
        </tr>
    }
}

/// The best counters per category, each perhaps from a different game.
fn best_counters(stats: &Stats) -> Html {
    let opt = |v: Option<f64>, d: u32| v.map_or("—".to_string(), |v| fixed(v, d));
    let rows = Config::CATEGORIES.iter().filter_map(|&(key, name)| {
        let best = stats.records.get(key)?.best_counters.clone()?;
        Some(html! {
            <tr data-category={key}>
                <th scope="row">{ name }</th>
                <td data-field="bbbv-per-s">{ fixed(best.bbbv_per_second, 2) }</td>
                <td data-field="ioe">{ fixed(best.ioe, 2) }</td>
                <td>{ opt(best.rqp, 1) }</td>
                <td>{ opt(best.stnb, 1) }</td>
            </tr>
        })
    });
    html! {
        <>
            <h3>{ "Best counters" }</h3>
            <div class="table-scroll">
                <table data-testid="best-counters">
                    <thead><tr>
                        <th scope="col">{ "Board" }</th><th scope="col" title="3BV solved per second">{ "3BV/s" }</th>
                        <th scope="col" title="3BV solved per click">{ "IOE" }</th>
                        <th scope="col" title="Time squared per 3BV (lower is better)">{ "RQP" }</th>
                        <th scope="col" title="The community's rating, on standard boards">{ "STNB" }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <dl class="counter-meanings">
                <dt>{ "3BV/s" }</dt><dd>{ "the board's 3BV (the fewest clicks that clear it without flags) solved per second" }</dd>
                <dt>{ "IOE" }</dt><dd>{ "3BV solved per click: 1 is a click for every 3BV" }</dd>
                <dt>{ "RQP" }</dt><dd>{ "the time squared over the 3BV: lower is better" }</dd>
                <dt>{ "STNB" }</dt><dd>{ "the community's rating of a win on a standard board: higher is better" }</dd>
            </dl>
        </>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct ResetProps {
    on_reset: Callback<()>,
}

/// "Reset statistics…", which asks before it erases.
#[component]
fn ResetStats(props: &ResetProps) -> Html {
    let confirming = use_state(|| false);
    let set = |to: bool| {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(to))
    };
    if !*confirming {
        return html! { <button type="button" data-testid="reset-stats" onclick={set(true)}>{ "Reset statistics…" }</button> };
    }
    let yes = {
        let (on_reset, confirming) = (props.on_reset.clone(), confirming.clone());
        Callback::from(move |_: MouseEvent| {
            on_reset.emit(());
            confirming.set(false);
        })
    };
    html! {
        <div class="confirm" role="alertdialog" aria-label="Confirm reset">
            <span>{ "Erase all statistics? This cannot be undone." }</span>
            <button type="button" class="danger" data-testid="confirm-reset" onclick={yes}>{ "Erase" }</button>
            <button type="button" onclick={set(false)}>{ "Keep" }</button>
        </div>
    }
}

/// A date such as "2026-11-22" in the player's time zone.
fn date(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    format!(
        "{:04}-{:02}-{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}
