use std::rc::Rc;

use yew::prelude::*;

use minesweeper_engine::format::fixed;

use crate::shared::words::{decimal, words, Arg, Words};

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
    let w = words();
    let rows = shown.map(|&(key, _)| record_row(&w, &props.stats, key));
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
            <h2 id="stats-title">{ w.statistics() }</h2>
            <div class="table-scroll">
                <table>
                    <thead><tr>
                        <th scope="col">{ w.stats_board() }</th><th scope="col">{ w.stats_played() }</th><th scope="col">{ w.stats_won() }</th>
                        <th scope="col">{ w.stats_rate() }</th><th scope="col">{ w.stats_streak() }</th><th scope="col">{ w.stats_best() }</th>
                        <th scope="col">{ w.stats_best_times() }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            if props.stats.records.values().any(|r| r.best_counters.is_some()) {
                { best_counters(&w, &props.stats) }
            }
            <p class="settings-hint">{ w.stats_hint() }</p>
            <ProgressCharts history={history} />
            <div class="modal-actions">
                <ResetStats on_reset={props.on_reset.clone()} />
                <button type="button" class="done" onclick={move |_| on_close.emit(())}>{ w.done() }</button>
            </div>
        </Modal>
    }
}

/// One category's row: played, won, rate, streaks and its best times.
fn record_row(w: &Words, stats: &Stats, key: &'static str) -> Html {
    let record = stats.records.get(key).cloned().unwrap_or_default();
    let times = if record.best_times.is_empty() {
        html! { <span class="muted">{ "—" }</span> }
    } else {
        html! {
            <ol class="best-times">
                { for record.best_times.iter().map(|b| html! {
                    <li>{ w.seconds_short(Arg::shown(b.ms / 1000.0, decimal(b.ms / 1000.0, 1))) }<span class="muted">{ " " }{ date(b.at) }</span></li>
                }) }
            </ol>
        }
    };
    html! {
        <tr data-category={key}>
            <th scope="row">{ w.category(key) }</th>
            <td data-field="played">{ record.played }</td>
            <td data-field="won">{ record.won }</td>
            <td>{ w.percent(fixed(record.win_rate() * 100.0, 0)) }</td>
            <td>{ record.streak }</td>
            <td>{ record.best_streak }</td>
            <td>{ times }</td>
        </tr>
    }
}

/// The best counters per category, each perhaps from a different game.
fn best_counters(w: &Words, stats: &Stats) -> Html {
    let opt = |v: Option<f64>, d: u32| v.map_or("—".to_string(), |v| decimal(v, d));
    let rows = Config::CATEGORIES.iter().filter_map(|&(key, _)| {
        let best = stats.records.get(key)?.best_counters.clone()?;
        Some(html! {
            <tr data-category={key}>
                <th scope="row">{ w.category(key) }</th>
                <td data-field="bbbv-per-s">{ decimal(best.bbbv_per_second, 2) }</td>
                <td data-field="ioe">{ decimal(best.ioe, 2) }</td>
                <td>{ opt(best.rqp, 1) }</td>
                <td>{ opt(best.stnb, 1) }</td>
            </tr>
        })
    });
    html! {
        <>
            <h3>{ w.best_counters() }</h3>
            <div class="table-scroll">
                <table data-testid="best-counters">
                    <thead><tr>
                        <th scope="col">{ w.stats_board() }</th><th scope="col" title={w.counter_bbbv_s_title()}>{ w.counter_bbbv_s() }</th>
                        <th scope="col" title={w.counter_ioe_title()}>{ w.counter_ioe() }</th>
                        <th scope="col" title={w.counter_rqp_title()}>{ w.counter_rqp() }</th>
                        <th scope="col" title={w.counter_stnb_title()}>{ w.counter_stnb() }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <dl class="counter-meanings">
                <dt>{ w.counter_bbbv_s() }</dt><dd>{ w.meaning_bbbv_s() }</dd>
                <dt>{ w.counter_ioe() }</dt><dd>{ w.meaning_ioe() }</dd>
                <dt>{ w.counter_rqp() }</dt><dd>{ w.meaning_rqp() }</dd>
                <dt>{ w.counter_stnb() }</dt><dd>{ w.meaning_stnb() }</dd>
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
    let w = words();
    if !*confirming {
        return html! { <button type="button" data-testid="reset-stats" onclick={set(true)}>{ w.reset_statistics() }</button> };
    }
    let yes = {
        let (on_reset, confirming) = (props.on_reset.clone(), confirming.clone());
        Callback::from(move |_: MouseEvent| {
            on_reset.emit(());
            confirming.set(false);
        })
    };
    html! {
        <div class="confirm" role="alertdialog" aria-label={w.confirm_reset()}>
            <span>{ w.erase_all() }</span>
            <button type="button" class="danger" data-testid="confirm-reset" onclick={yes}>{ w.erase() }</button>
            <button type="button" onclick={set(false)}>{ w.keep() }</button>
        </div>
    }
}

/// The day of a moment, in the player's time zone, as their language writes it.
fn date(ms: f64) -> String {
    crate::shared::words::day_at(ms)
}
