//! The views the first screen does not draw — the statistics table, and the effects that need
//! the kit — drawn by the kit's implementation (`battle::later`).

use yew::prelude::*;

use super::stats::StatsProps;
use crate::battle::kit::Kit;
use crate::battle::state::State;

/// What draws the views that come with the kit.
pub trait Views {
    /// The statistics table under the board.
    fn stats(&self, props: StatsProps) -> Html;
    /// The effects that need the kit: making a no-guess board, saving.
    fn effects(&self, props: EffectsProps) -> Html;
}

#[derive(Properties, Clone)]
pub struct EffectsProps {
    pub state: UseReducerHandle<State>,
    pub kit: &'static dyn Kit,
}

impl PartialEq for EffectsProps {
    fn eq(&self, other: &EffectsProps) -> bool {
        self.state == other.state
    }
}
