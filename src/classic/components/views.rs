//! The views the first screen does not draw (the menu, the solver's controls, the dialogs, the
//! result card, and the effects that need the rest), named here and drawn by the rest of the
//! page (`classic::later`) from the page's handles ([`Page`]): `Classic` asks for one with
//! [`view_or`] and shows what it is given meanwhile.

use yew::prelude::*;

use super::menu::Dialog;
use crate::classic::services::Services;
use crate::classic::state::{Latest, State};
use crate::shared::lazy::Loaded;
use crate::shared::prefs::Prefs;
use crate::shared::words::words;

/// A view the first screen does not show.
pub enum View {
    /// The game menu in the header.
    Menu,
    /// The solver's controls under the board.
    Assist,
    /// The effects that need the rest (it draws nothing).
    Effects,
    /// A dialog the menu opened.
    Dialog(Dialog),
    /// The result card of the game that ended.
    Result,
}

/// The page's state and handles. The rest makes its views' props from them
/// (`later::page`), so that their callbacks are its code, not the first screen's (2.6 KB of
/// the first module gzipped, measured).
#[derive(Clone)]
pub struct Page {
    pub state: UseReducerHandle<State>,
    /// The latest state, kept by the page for its listeners.
    pub latest: Latest,
    /// The rest's views, once here. While they are, the rest is in the state too: what they
    /// ask of it is done at once.
    pub views: Loaded<dyn Views>,
    /// The dialog open, if any.
    pub open: UseStateHandle<Option<Dialog>>,
    pub prefs: UseStateHandle<Prefs>,
    pub autoplay: UseStateHandle<bool>,
    pub flag_mode: UseStateHandle<bool>,
    /// What the last copy said ("Link copied."), for a few seconds.
    pub shared: UseStateHandle<Option<String>>,
}

/// What draws the views that come with the rest.
pub trait Views {
    fn view(&self, view: View, page: &Page) -> Html;
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
pub fn view_or(page: &Page, view: View, waiting: Html) -> Html {
    match page.views.0 {
        Some(views) => views.view(view, page),
        None => waiting,
    }
}

/// A view of the rest's, or while it is on its way, a line that says so.
pub fn view_or_wait(page: &Page, view: View) -> Html {
    view_or(
        page,
        view,
        html! { <p class="status-line loading" role="status">{ words().status_loading() }</p> },
    )
}
