use std::rc::Rc;

use minesweeper_engine::counters::{Counter, Counters, Figure, Place};
use minesweeper_i18n::counters::{figure, label};
use yew::prelude::*;

use crate::shared::words::{decimal, decimal_often, words};

#[derive(Properties, Clone, PartialEq)]
pub struct CountersProps {
    pub counters: Rc<Counters>,
    /// Which of the table's counters: a finished game's (the result card, the viewer) or the
    /// live panel's (which redraws ten times a second: its numbers' formatters are kept).
    #[prop_or(Place::Card)]
    pub place: Place,
}

/// A game's counters, from the engine's one table (`counters::Counter::ALL`): each labelled in
/// the page's language (the community's names, 3BV, IOE, ZiNi…, in every one), with what it
/// means as its tooltip and its ms_toollib name in `data-counter`. Those that do not apply
/// (STNB off the rated boards, the path without a track, NF unless won without flags) are left
/// out; see docs/replays.md.
#[component]
pub fn CountersList(CountersProps { counters, place }: &CountersProps) -> Html {
    let w = words();
    let write = match place {
        Place::Card => decimal,
        Place::Live => decimal_often,
    };
    let stat = |counter: &Counter, shown: Figure| {
        let (name, title) = label(&w, counter);
        html! {
            <div class="result-stat" data-counter={counter.name} {title}>
                <dt>{ name }</dt><dd>{ figure(&w, shown, write) }</dd>
            </div>
        }
    };
    Counter::shown_in(*place)
        .filter_map(|counter| {
            let shown = counter.figure(counters).filter(|f| f.shown())?;
            Some(stat(counter, shown))
        })
        .collect()
}
