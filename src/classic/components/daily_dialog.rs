use std::rc::Rc;

use minesweeper_engine::daily::{Daily, DailyStats, Date};
use yew::prelude::*;

use crate::shared::components::modal::Modal;
use crate::shared::words::{day, decimal, words, Arg};

#[derive(Properties, Clone, PartialEq)]
pub struct DailyProps {
    pub today: Date,
    pub stats: Rc<DailyStats>,
    pub on_play: Callback<Daily>,
    pub on_close: Callback<()>,
}

/// Today's three daily boards: how the first attempt at each went, the streak of days won,
/// and a button to play it (again, for practice, once the first attempt is spent).
#[component]
pub fn DailyDialog(props: &DailyProps) -> Html {
    let on_close = props.on_close.clone();
    let w = words();
    let boards = ["beginner", "intermediate", "expert"].into_iter().filter_map(|name| {
        let daily = Daily::new(props.today, name).ok()?;
        let result = props.stats.result(&daily);
        let state = match result {
            None => w.daily_not_played(),
            Some(r) if !r.finished => w.daily_started(),
            Some(r) if r.won => {
                let seconds = f64::from(r.time_ms) / 1000.0;
                w.daily_won(Arg::shown(seconds, decimal(seconds, 1)))
            }
            Some(_) => w.daily_lost(),
        };
        let streak = props.stats.streak(daily.preset, props.today);
        let best = props.stats.best_streak(daily.preset);
        let play = {
            let on_play = props.on_play.clone();
            Callback::from(move |_: MouseEvent| on_play.emit(daily))
        };
        Some(html! {
            <tr data-daily={name}>
                <th scope="row">{ w.category(name) }</th>
                <td>{ state }</td>
                <td data-field="streak">{ w.daily_streak(streak, best) }</td>
                <td><button type="button" data-testid={format!("play-daily-{name}")} onclick={play}>{ w.play() }</button></td>
            </tr>
        })
    });
    html! {
        <Modal labelled_by="daily-title" class="daily-dialog" on_close={on_close.clone()}>
            <h2 id="daily-title">{ w.daily_boards(day(props.today)) }</h2>
            <p class="settings-hint">{ w.daily_hint() }</p>
            <div class="table-scroll">
                <table>
                    <thead><tr>
                        <th scope="col">{ w.stats_board() }</th><th scope="col">{ w.daily_today() }</th>
                        <th scope="col">{ w.daily_days_won() }</th><th scope="col"><span class="visually-hidden">{ w.play() }</span></th>
                    </tr></thead>
                    <tbody>{ for boards }</tbody>
                </table>
            </div>
            <div class="modal-actions">
                <button type="button" class="done" onclick={move |_| on_close.emit(())}>{ w.done() }</button>
            </div>
        </Modal>
    }
}
