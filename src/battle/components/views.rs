//! The views the first screen does not draw — the result, the statistics table, and the
//! effects that need the rest — drawn by the rest of the page (`battle::later`).

use yew::prelude::*;

use super::stats::StatsProps;
use crate::battle::services::Services;
use crate::battle::state::State;

/// What draws the views that come with the rest.
pub trait Views {
    /// How the battle went, once it is over.
    fn result(&self, state: &State) -> Html;
    /// The statistics table under the board.
    fn stats(&self, props: StatsProps) -> Html;
    /// The effects that need the rest: making a no-guess board, saving.
    fn effects(&self, props: EffectsProps) -> Html;
    /// The header's account control (it reads the browser's kept player: JSON the first
    /// screen has no other need to read).
    fn account_link(&self) -> Html;
}

#[derive(Properties, Clone)]
pub struct EffectsProps {
    pub state: UseReducerHandle<State>,
    pub services: &'static dyn Services,
}

impl PartialEq for EffectsProps {
    fn eq(&self, other: &EffectsProps) -> bool {
        self.state == other.state
    }
}
