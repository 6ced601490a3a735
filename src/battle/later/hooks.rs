//! The effects that need the rest, as custom hooks: making a no-guess board between frames, and
//! saving. They run in [`super::effects`], which comes with the rest.

use std::rc::Rc;

use yew::prelude::*;

use crate::battle::services::{Save, Services};
use crate::battle::state::{Action, State};
use crate::shared::slices;

/// Makes the no-guess board a new battle waits for, a few generator steps at a time
/// ([`slices`]); a new battle (or leaving) cancels it.
#[hook]
pub fn use_board_maker(
    dispatcher: UseReducerDispatcher<State>,
    state: &State,
    services: &'static dyn Services,
) {
    let wanted = state
        .making
        .then(|| (state.setup.config, state.battle.seed()));
    use_effect_with(wanted, move |&wanted| {
        let cancelled = wanted.map(|(config, seed)| {
            slices::spawn(services.make(config, seed), move |(battle, notice)| {
                dispatcher.dispatch(Action::Made {
                    battle: Rc::new(battle),
                    notice,
                })
            })
        });
        move || {
            if let Some(cancelled) = cancelled {
                cancelled.set(true);
            }
        }
    });
}

/// Saves the battle after every move and the statistics when they change; not a stand-in
/// for a board still being made.
#[hook]
pub fn use_persistence(state: &State, services: &'static dyn Services) {
    {
        // The save is made when the battle or its settings change, not at every render (a
        // cursor move renders too).
        let latest = state.clone();
        let battle = Rc::as_ptr(&state.battle) as usize;
        use_effect_with(
            (battle, state.setup, state.making),
            move |&(_, _, making)| {
                if !making {
                    let _ = services.save(Save::Battle(latest.saved()));
                }
            },
        );
    }
    use_effect_with(state.stats.clone(), move |stats| {
        let _ = services.save(Save::Stats(stats));
        // A player signed in on the server that serves the page: the tally follows them.
        crate::account::sync::in_background();
    });
}
