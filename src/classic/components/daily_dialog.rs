use std::rc::Rc;

use minesweeper_engine::daily::{Daily, DailyStats, Date};
use minesweeper_engine::format::fixed;
use yew::prelude::*;

use crate::shared::components::modal::Modal;

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
    let boards = ["beginner", "intermediate", "expert"].into_iter().filter_map(|name| {
        let daily = Daily::new(props.today, name).ok()?;
        let result = props.stats.result(&daily);
        let state = match result {
            None => "Not played yet: your first attempt counts.".to_string(),
            Some(r) if !r.finished => "Started: finish it, or it counts as lost.".to_string(),
            Some(r) if r.won => format!("Won in {} s. Play again for practice.", fixed(f64::from(r.time_ms) / 1000.0, 1)),
            Some(_) => "Lost today. Play again for practice.".to_string(),
        };
        let streak = props.stats.streak(daily.preset, props.today);
        let best = props.stats.best_streak(daily.preset);
        let play = {
            let on_play = props.on_play.clone();
            Callback::from(move |_: MouseEvent| on_play.emit(daily))
        };
        let title: String = name[..1].to_ascii_uppercase() + &name[1..];
        Some(html! {
            <tr data-daily={name}>
                <th scope="row">{ title }</th>
                <td>{ state }</td>
                <td data-field="streak">{ format!("{streak} (best {best})") }</td>
                <td><button type="button" data-testid={format!("play-daily-{name}")} onclick={play}>{ "Play" }</button></td>
            </tr>
        })
    });
    html! {
        <Modal labelled_by="daily-title" class="daily-dialog" on_close={on_close.clone()}>
            <h2 id="daily-title">{ format!("Daily boards, {}", props.today) }</h2>
            <p class="settings-hint">{ "One board per level each day (UTC), the same for everyone. Start at the ringed cell; your first attempt is the one that counts." }</p>
            <div class="table-scroll">
                <table>
                    <thead><tr>
                        <th scope="col">{ "Board" }</th><th scope="col">{ "Today" }</th>
                        <th scope="col">{ "Days won in a row" }</th><th scope="col"><span class="visually-hidden">{ "Play" }</span></th>
                    </tr></thead>
                    <tbody>{ for boards }</tbody>
                </table>
            </div>
            <div class="modal-actions">
                <button type="button" class="done" onclick={move |_| on_close.emit(())}>{ "Done" }</button>
            </div>
        </Modal>
    }
}
