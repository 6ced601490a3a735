use std::rc::Rc;

use minesweeper_engine::battle::Level;
use yew::prelude::*;

use crate::battle::records::Stats;

#[derive(Properties, Clone, PartialEq)]
pub struct StatsProps {
    pub stats: Rc<Stats>,
    pub on_reset: Callback<()>,
}

/// Battles won, lost and drawn against each level: kept apart from the classic statistics.
#[component]
pub fn StatsTable(props: &StatsProps) -> Html {
    let on_reset = {
        let on_reset = props.on_reset.clone();
        Callback::from(move |_: MouseEvent| on_reset.emit(()))
    };
    html! {
        <details class="battle-stats" data-testid="battle-stats">
            <summary>{ "Battle statistics" }</summary>
            <table>
                <thead><tr><th scope="col">{ "Computer" }</th><th scope="col">{ "Won" }</th>
                    <th scope="col">{ "Lost" }</th><th scope="col">{ "Drawn" }</th></tr></thead>
                <tbody>
                    { for Level::ALL.iter().map(|&level| {
                        let r = props.stats.record(level);
                        html! {
                            <tr data-level={level.as_str()}>
                                <th scope="row">{ level.as_str() }</th>
                                <td data-testid={format!("won-{}", level.as_str())}>{ r.won }</td>
                                <td data-testid={format!("lost-{}", level.as_str())}>{ r.lost }</td>
                                <td data-testid={format!("drawn-{}", level.as_str())}>{ r.drawn }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            <button type="button" onclick={on_reset}>{ "Reset battle statistics" }</button>
        </details>
    }
}
