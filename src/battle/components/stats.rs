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
    // The player's other devices' battles, from the last sync (and the next, as it comes).
    let elsewhere = use_state(crate::account::sync::battles_elsewhere);
    {
        let elsewhere = elsewhere.clone();
        use_effect_with((), move |_| {
            let showing = crate::account::sync::show_battles_with(Callback::from(move |others| {
                elsewhere.set(others)
            }));
            move || drop(showing)
        });
    }
    let from_others: u32 = elsewhere.values().flatten().sum();
    html! {
        <details class="battle-stats" data-testid="battle-stats">
            <summary>{ "Battle statistics" }</summary>
            <table>
                <thead><tr><th scope="col">{ "Computer" }</th><th scope="col">{ "Won" }</th>
                    <th scope="col">{ "Lost" }</th><th scope="col">{ "Drawn" }</th></tr></thead>
                <tbody>
                    { for Level::ALL.iter().map(|&level| {
                        let mut r = props.stats.record(level);
                        if let Some([won, lost, drawn]) = elsewhere.get(level.as_str()) {
                            r.won += won;
                            r.lost += lost;
                            r.drawn += drawn;
                        }
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
            if from_others > 0 {
                <p class="muted" data-testid="battles-elsewhere">{ format!(
                    "With {from_others} battle(s) you played on your other devices; a reset clears this device's only."
                ) }</p>
            }
            <button type="button" onclick={on_reset}>{ "Reset battle statistics" }</button>
        </details>
    }
}
