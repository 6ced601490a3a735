use minesweeper_engine::daily::Date;
use minesweeper_protocol::api::{Leaderboard, Row};
use minesweeper_protocol::{category as find_category, CATEGORIES};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::use_watch;
use crate::ranked::api;
use crate::shared::browser::{now_ms, set_hash};
use crate::shared::components::modal::Modal;
use crate::shared::components::ranking::{fetched, ranking};
use crate::shared::words::{decimal, words, Arg, Words};

#[derive(Properties, Clone, PartialEq)]
pub struct LeaderboardProps {
    /// The category shown first.
    pub category: &'static str,
    /// The player's own id, for their rank wherever it stands.
    pub player: Option<String>,
    pub on_close: Callback<()>,
}

/// The leaderboards: a category's best wins (each player's best) on a UTC day, in a week
/// (Monday to Sunday) or of all time, by time or by 3BV/s, with the player's own rank; a
/// daily category's, one day's board. Earlier days and weeks are a step back each (a past
/// daily's replays are public). Every entry watches its game's replay in the viewer; a name
/// opens that player's page.
#[component]
pub fn LeaderboardDialog(props: &LeaderboardProps) -> Html {
    let chosen = use_state(|| (props.category, "all", "time"));
    // The day the board is for, or the week holding it: today when none.
    let day = use_state(|| None::<Date>);
    let board = use_state(|| None::<Result<Leaderboard, String>>);
    {
        let (board, player) = (board.clone(), props.player.clone());
        use_effect_with(
            (*chosen, *day),
            move |&((category, period, metric), day)| {
                board.set(None);
                wasm_bindgen_futures::spawn_local(async move {
                    let day = day.map(|d| d.to_string());
                    board.set(Some(
                        api::leaderboard(
                            category,
                            period,
                            metric,
                            day.as_deref(),
                            player.as_deref(),
                        )
                        .await,
                    ));
                });
            },
        );
    }
    let (watch, problem) = use_watch();
    let open_player = Callback::from(|id: String| set_hash(&format!("#player={id}")));
    let (category, period, metric) = *chosen;
    let choose = |part: usize| {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let (mut c, mut p, mut m) = *chosen;
            match part {
                0 => c = find_category(&value).map_or(c, |found| found.name),
                1 => {
                    p = ["all", "week", "day"]
                        .into_iter()
                        .find(|x| *x == value)
                        .unwrap_or(p)
                }
                _ => {
                    m = ["time", "rate"]
                        .into_iter()
                        .find(|x| *x == value)
                        .unwrap_or(m)
                }
            }
            chosen.set((c, p, m));
        })
    };
    let daily = find_category(category).is_some_and(|c| c.daily);
    let stepped = daily || period != "all";
    let w = words();
    let body = html! {
            <>
                <div class="board-choice">
                    <select aria-label={w.leaderboard_category()} data-testid="leaderboard-category" onchange={choose(0)}>
                        { for CATEGORIES.iter().map(|c| html! { <option value={c.name} selected={c.name == category}>{ w.ranked_category(c.name) }</option> }) }
                    </select>
                    if !daily {
                        <select aria-label={w.leaderboard_period()} data-testid="leaderboard-period" onchange={choose(1)}>
                            { for [("all", w.leaderboard_all_time()), ("week", w.leaderboard_by_week()), ("day", w.leaderboard_by_day())].into_iter().map(|(v, t)| html! { <option value={v} selected={v == period}>{ t }</option> }) }
                        </select>
                    }
                    <select aria-label={w.leaderboard_order()} data-testid="leaderboard-metric" onchange={choose(2)}>
                        { for [("time", w.leaderboard_best_time()), ("rate", w.leaderboard_best_rate())].into_iter().map(|(v, t)| html! { <option value={v} selected={v == metric}>{ t }</option> }) }
                    </select>
                </div>
                if stepped {
                    { days(&day, if period == "week" && !daily { 7 } else { 1 }, &board) }
                }
                { rows(&board, &watch, &open_player, &props.player) }
            </>
    };
    html! {
        <Modal labelled_by="leaderboard-title" class="leaderboard-dialog" on_close={props.on_close.clone()}>
            <section data-testid="leaderboard">
                <h2 id="leaderboard-title">{ w.leaderboards() }</h2>
                if let Some(why) = problem {
                    <p class="notice" role="alert">{ w.replay_cannot_watch(why) }</p>
                }
                { body }
                <div class="modal-actions">
                    <button type="button" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ w.close() }</button>
                </div>
            </section>
        </Modal>
    }
}

/// Today, on this page's clock (UTC).
fn today() -> Date {
    Date::of_unix_ms(now_ms())
}

/// The day `step` days after `day` (before, when negative).
fn step_day(day: Date, step: i64) -> Date {
    Date::of_unix_ms(((day.days() + step) * 86_400_000) as f64)
}

/// The board's day or week, and a step back or forward (never past today).
fn days(
    day: &UseStateHandle<Option<Date>>,
    step: i64,
    board: &Option<Result<Leaderboard, String>>,
) -> Html {
    let shown = day.unwrap_or_else(today);
    let go = |by: i64| {
        let day = day.clone();
        Callback::from(move |_: MouseEvent| {
            let next = step_day(shown, by);
            day.set((next < today()).then_some(next));
        })
    };
    let w = words();
    let label = match board
        .as_ref()
        .and_then(|b| b.as_ref().ok())
        .and_then(|b| b.day.clone())
    {
        Some(first) if step == 7 => w.leaderboard_week_of(first).to_string(),
        Some(day) => day,
        None => "…".into(),
    };
    let (earlier, later) = if step == 7 {
        (w.leaderboard_earlier_week(), w.leaderboard_later_week())
    } else {
        (w.leaderboard_earlier_day(), w.leaderboard_later_day())
    };
    html! {
        <div class="board-days">
            <button type="button" data-testid="leaderboard-earlier" aria-label={earlier.clone()} title={earlier} onclick={go(-step)}>{ "‹" }</button>
            <span data-testid="leaderboard-day" aria-live="polite">{ label }</span>
            <button type="button" data-testid="leaderboard-later" aria-label={later.clone()} title={later}
                disabled={day.is_none()} onclick={go(step)}>{ "›" }</button>
        </div>
    }
}

/// The board's table, or why there is none.
fn rows(
    board: &Option<Result<Leaderboard, String>>,
    watch: &Callback<String>,
    open_player: &Callback<String>,
    me: &Option<String>,
) -> Html {
    let w = words();
    fetched(board, w.leaderboard_what(), |board| {
        if board.rows.is_empty() {
            return html! {
                <p class="muted" data-testid="leaderboard-empty">{ w.leaderboard_empty() }</p>
            };
        }
        let testid = |own| {
            if own {
                "leaderboard-you"
            } else {
                "leaderboard-row"
            }
        };
        ranking(
            std::rc::Rc::from([
                "#".into(),
                w.ranking_player(),
                w.result_time(),
                w.counter_bbbv_s(),
                "".into(),
            ]),
            &board.rows,
            board.you.as_ref(),
            |a, b| a.game == b.game,
            |row, own| entry(&w, row, watch, open_player, me, testid(own)),
        )
    })
}

fn entry(
    w: &Words,
    row: &Row,
    watch: &Callback<String>,
    open_player: &Callback<String>,
    me: &Option<String>,
    testid: &'static str,
) -> Html {
    let (game, player) = (row.game.clone(), row.player.clone());
    let mine = me.as_deref() == Some(row.player.as_str());
    let seconds = row.time_ms as f64 / 1000.0;
    html! {
        <tr data-testid={testid} class={classes!(mine.then_some("mine"))} data-rank={row.rank.to_string()} data-player={row.player.clone()}
            data-time-ms={row.time_ms.to_string()} data-game={row.game.clone()}>
            <td>{ row.rank }</td>
            // The name is text: whatever a player calls themselves is never read as markup.
            <td><button type="button" class="link" title={w.leaderboard_player_games()} onclick={open_player.reform(move |_: MouseEvent| player.clone())}>{ minesweeper_protocol::words::player_name(w, &row.name) }</button></td>
            <td>{ w.seconds_short(Arg::shown(seconds, decimal(seconds, 3))) }</td>
            <td>{ decimal(row.bbbv_per_s, 2) }</td>
            <td><button type="button" data-testid="leaderboard-watch" onclick={watch.reform(move |_: MouseEvent| game.clone())}>{ w.watch() }</button></td>
        </tr>
    }
}
