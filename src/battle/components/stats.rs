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
    let w = crate::shared::words::words();
    html! {
        <details class="battle-stats" data-testid="battle-stats">
            <summary>{ w.battle_statistics() }</summary>
            <table>
                <thead><tr><th scope="col">{ w.battle_computer() }</th><th scope="col">{ w.stats_won() }</th>
                    <th scope="col">{ w.stats_lost() }</th><th scope="col">{ w.stats_drawn() }</th></tr></thead>
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
                                <th scope="row">{ super::controls::level_label(&w, level) }</th>
                                <td data-testid={format!("won-{}", level.as_str())}>{ r.won }</td>
                                <td data-testid={format!("lost-{}", level.as_str())}>{ r.lost }</td>
                                <td data-testid={format!("drawn-{}", level.as_str())}>{ r.drawn }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            if from_others > 0 {
                <p class="muted" data-testid="battles-elsewhere">{ w.battles_elsewhere(from_others) }</p>
            }
            <button type="button" onclick={on_reset}>{ w.battle_reset() }</button>
        </details>
    }
}
