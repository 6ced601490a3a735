//! The effects both pages share, as custom hooks: the address bar that links to the game on
//! screen, the theme, and the page's keyboard shortcuts.

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use super::browser::{now_ms, replace_query};
use super::prefs::{Prefs, Theme};

/// While a slider is dragged, the shortest time between two writes of the address bar.
/// Dragging makes a new board at every step, and each `history.replaceState` costs the page
/// about 3 ms (and browsers stop obeying a page that calls it too often): the steps inside
/// the pause make one write at its end, or when the drag ends.
pub const ADDRESS_PAUSE_MS: f64 = 200.0;

/// What the address bar shows, whether a pointer is down (dragging), and the newer address
/// waiting for the end of the pause.
#[derive(Default)]
struct Address {
    shown: String,
    at: f64,
    dragging: bool,
    waiting: Option<String>,
}

impl Address {
    fn write(&mut self, query: String) {
        replace_query(&query);
        self.shown = query;
        self.at = now_ms();
        self.waiting = None;
    }

    fn write_waiting(&mut self) {
        if let Some(query) = self.waiting.take() {
            self.write(query);
        }
    }
}

/// The query without its seed: a new board of the same size (a restart) is written at once.
fn shape(query: &str) -> Vec<&str> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.starts_with("seed="))
        .collect()
}

/// Keeps the address bar linking to the board on screen (`query`): at once, except for new
/// board sizes while a slider is dragged (see [`ADDRESS_PAUSE_MS`]).
#[hook]
pub fn use_address(query: String) {
    let address = use_mut_ref(Address::default);
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let address = address.clone();
        use_effect_with(query, move |query| {
            let mut shown = address.borrow_mut();
            let wait = shown.at + ADDRESS_PAUSE_MS - now_ms();
            if !shown.dragging || wait <= 0.0 || shape(query) == shape(&shown.shown) {
                shown.write(query.clone());
                timer.borrow_mut().take();
            } else {
                shown.waiting = Some(query.clone());
                let address = address.clone();
                *timer.borrow_mut() = Some(Timeout::new(wait.ceil() as u32, move || {
                    address.borrow_mut().write_waiting()
                }));
            }
        });
    }
    // A pointer down starts a drag; letting go (or a slider's `change`, which a drag ends
    // with) writes the address waiting, at once.
    use_effect_with((), move |_| {
        let listeners: Vec<EventListener> = crate::shared::browser::window()
            .and_then(|w| w.document())
            .iter()
            .flat_map(|d| {
                ["pointerdown", "pointerup", "pointercancel", "change"].map(|event| {
                    let address = address.clone();
                    EventListener::new_with_options(
                        d,
                        event,
                        EventListenerOptions::run_in_capture_phase(),
                        move |_| {
                            let mut address = address.borrow_mut();
                            address.dragging = event == "pointerdown";
                            if !address.dragging {
                                address.write_waiting();
                            }
                        },
                    )
                })
            })
            .collect();
        move || drop(listeners)
    });
}

/// Sets the page's `data-theme` for `theme` (`System` as the system prefers it now). Called
/// before the first render too, so the first frame is drawn in the right theme (set by the
/// app's effect, the theme came a frame late and the whole page was restyled).
pub fn apply_theme(theme: Theme) {
    let system_dark = dark_query().is_some_and(|q| q.matches());
    set_theme(theme, system_dark);
}

fn dark_query() -> Option<web_sys::MediaQueryList> {
    crate::shared::browser::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
}

fn set_theme(theme: Theme, system_dark: bool) {
    let dark = match theme {
        Theme::System => system_dark,
        Theme::Light => false,
        Theme::Dark => true,
    };
    let value = if dark { "dark" } else { "light" };
    let root = crate::shared::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    // Unchanged, the attribute is left alone: a write restyles the whole page.
    if let Some(root) = root.filter(|r| r.get_attribute("data-theme").as_deref() != Some(value)) {
        let _ = root.set_attribute("data-theme", value);
    }
}

/// Applies the theme: the player's choice, or the system's, followed live while "System" is
/// chosen. (The rest of each page saves the preferences.)
#[hook]
pub fn use_theme(prefs: Prefs) {
    use_effect_with(prefs, |prefs| {
        let theme = prefs.theme;
        apply_theme(theme);
        let listener = dark_query().map(|q| {
            let list = q.clone();
            EventListener::new(&q, "change", move |_| set_theme(theme, list.matches()))
        });
        move || drop(listener)
    });
}

/// The page's keyboard listener for shortcuts: `on_key` gets the keys pressed with no
/// modifier outside form controls and dialogs, except those a fresh page hands to the board
/// (arrows, Space, F…: the board takes the keyboard from the first keystroke).
pub fn page_keys(on_key: impl Fn(&KeyboardEvent) + 'static) -> Option<EventListener> {
    let document = crate::shared::browser::window()?.document()?;
    // Not passive: R and F2 cancel the browser's own action (F2 renames, R may be a
    // find-as-you-type key), and a passive listener may not.
    let active = EventListenerOptions::enable_prevent_default();
    Some(EventListener::new_with_options(
        &document,
        "keydown",
        active,
        move |e| {
            let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                return;
            };
            if e.ctrl_key() || e.meta_key() || e.alt_key() || typing_or_in_dialog(e) {
                return;
            }
            if nothing_focused(e) && BOARD_KEYS.contains(&e.key().as_str()) {
                e.prevent_default();
                hand_to_board(e);
                return;
            }
            on_key(e);
        },
    ))
}

/// The keys the board's own handler plays with.
const BOARD_KEYS: [&str; 12] = [
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "PageUp",
    "PageDown",
    " ",
    "Enter",
    "f",
    "F",
];

/// Whether the key press went to the page itself: nothing has the focus yet.
fn nothing_focused(e: &KeyboardEvent) -> bool {
    let body = crate::shared::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body());
    e.target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_none_or(|target| {
            body.is_some_and(|b| b.is_same_node(Some(&target))) || target.tag_name() == "HTML"
        })
}

/// Focuses the board's cursor cell (its one tab stop) and plays the key there.
fn hand_to_board(e: &KeyboardEvent) {
    let Some(cell) = crate::shared::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector("[role=grid] [role=gridcell][tabindex=\"0\"]")
                .ok()
                .flatten()
        })
        .and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let _ = cell.focus();
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(&e.key());
    init.set_code(&e.code());
    init.set_shift_key(e.shift_key());
    init.set_bubbles(true);
    init.set_cancelable(true);
    // After this listener returns: the event bubbles back to the document, and a listener may
    // not run inside itself.
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(again) = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init) {
            let _ = cell.dispatch_event(&again);
        }
    });
}

/// Whether a key press belongs to a form control or an open dialog rather than the game.
pub fn typing_or_in_dialog(e: &KeyboardEvent) -> bool {
    let in_control = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|el| {
            // Not buttons: after a click on Hint or the face, H and R must still work.
            matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        });
    let dialog_open = crate::shared::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("dialog[open]").ok().flatten())
        .is_some();
    in_control || dialog_open
}

/// A file dropped anywhere on the page: `on_file` gets it (the first, when several are), and
/// the browser does not open it in place of the page.
#[hook]
pub fn use_file_drop(on_file: Callback<web_sys::File>) {
    use_effect_with((), move |()| {
        let document = crate::shared::browser::window().and_then(|w| w.document());
        let listeners = document.map(|document| {
            let active = EventListenerOptions::enable_prevent_default();
            // A drag with files over the page: it may be dropped here.
            let over = EventListener::new_with_options(&document, "dragover", active, |e| {
                if let Some(transfer) = dragged_files(e) {
                    e.prevent_default();
                    transfer.set_drop_effect("copy");
                }
            });
            let dropped = EventListener::new_with_options(&document, "drop", active, move |e| {
                let Some(transfer) = dragged_files(e) else {
                    return;
                };
                e.prevent_default();
                if let Some(file) = transfer.files().and_then(|files| files.get(0)) {
                    on_file.emit(file);
                }
            });
            (over, dropped)
        });
        move || drop(listeners)
    });
}

/// The drag's data, when it carries files.
fn dragged_files(e: &Event) -> Option<web_sys::DataTransfer> {
    let transfer = e.dyn_ref::<web_sys::DragEvent>()?.data_transfer()?;
    let types = transfer.types();
    (0..types.length())
        .any(|i| types.get(i).as_string().as_deref() == Some("Files"))
        .then_some(transfer)
}
