//! The views the first screen does not draw (the menu, the solver's controls, the dialogs, the
//! result card, and the effects that need the rest), named here with their props and drawn by
//! the rest of the page (`classic::later`), which has them all: `Classic` asks for one
//! with [`view_or`] and shows what it is given meanwhile.

use yew::prelude::*;

use super::assist::AssistProps;
use super::daily_dialog::DailyProps;
use super::history_dialog::HistoryProps;
use super::menu::MenuProps;
use super::result_card::ResultCardProps;
use super::settings_dialog::SettingsProps;
use super::stats_dialog::StatisticsProps;
use crate::classic::services::Services;
use crate::classic::state::{Latest, State};
use crate::shared::lazy::Loaded;

/// A view the first screen does not show.
pub enum View {
    /// The game menu in the header.
    Menu(MenuProps),
    /// The solver's controls under the board.
    Assist(AssistProps),
    /// The effects that need the rest (it draws nothing).
    Effects(EffectsProps),
    Settings(SettingsProps),
    Statistics(StatisticsProps),
    History(HistoryProps),
    Daily(DailyProps),
    Result(ResultCardProps),
}

/// What draws the views that come with the rest.
pub trait Views {
    fn view(&self, view: View) -> Html;
}

/// The page's effects that need the rest: saving, the history, no-guess boards made a slice at
/// a time, and autoplay (`later::effects`).
#[derive(Properties, Clone)]
pub struct EffectsProps {
    pub state: UseReducerHandle<State>,
    /// The latest state, kept by the page for its listeners.
    pub latest: Latest,
    pub autoplay: UseStateHandle<bool>,
    pub speed_ms: u32,
    pub services: &'static dyn Services,
}

impl PartialEq for EffectsProps {
    fn eq(&self, other: &EffectsProps) -> bool {
        self.state == other.state
            && self.autoplay == other.autoplay
            && self.speed_ms == other.speed_ms
            && std::rc::Rc::ptr_eq(&self.latest, &other.latest)
    }
}

/// A view of the rest's, or while it is on its way, `waiting`.
pub fn view_or(views: Loaded<dyn Views>, view: View, waiting: Html) -> Html {
    match views.0 {
        Some(views) => views.view(view),
        None => waiting,
    }
}

/// A view of the rest's, or while it is on its way, a line that says so.
pub fn view_or_wait(views: Loaded<dyn Views>, view: View) -> Html {
    view_or(
        views,
        view,
        html! { <p class="status-line loading" role="status">{ "Loading…" }</p> },
    )
}
