//! The first screens rendered ahead of time, off the web (`ssr`), by the same components the
//! page runs: `tools/web-build` puts each preset's covered board into the page's HTML, so the
//! board is on screen before its code arrives (`docs/performance.md`). A covered board depends
//! only on its size and mine count; off the web `shared::browser` sees no storage and no
//! address, the fresh visitor the HTML is shown to. Effects do not run here: they run in the
//! page once it starts, which replaces this markup with its own, the same (`index.html`'s
//! script shows it, sized for the screen, only to a visit the app would draw it for).

use std::rc::Rc;

use minesweeper_engine::Config;
use yew::LocalServerRenderer;

use crate::classic::components::app::{Classic, ClassicProps};
use crate::classic::state::State;
use crate::shared::lazy::Loaded;
use crate::shared::prefs::Prefs;

/// One first screen, and when the page's script shows it.
pub struct FirstScreen {
    /// The markup the app draws first for these links on a fresh visit.
    pub html: String,
    /// The links it is the first screen of: their query's parameters, sorted, without a seed
    /// (any seed draws the same covered board).
    pub links: Vec<String>,
    /// The storage keys that make a visit a returning one (the app then draws the kept game).
    pub kept: &'static [&'static str],
    /// The seed the board is drawn with, when its first screen shows it (a battle's opened
    /// corners): the script shows it only for that seed, and puts it in a link that has none.
    pub seed: Option<u64>,
    /// Whether the app draws only the cells in view of a board that overflows its box (the
    /// classic board): then the script shows it only when it fits whole.
    pub windowed: bool,
}

/// The classic page's first screens: each preset's covered board, the first also the bare
/// address's.
pub fn classic() -> Vec<FirstScreen> {
    // The split page draws its first screen before its kit arrives: so does this.
    crate::classic::later::load_with(|| Box::pin(std::future::pending()));
    Config::PRESETS
        .iter()
        .enumerate()
        .map(|(i, (_, config))| {
            let size = [
                format!("rows={}", config.rows()),
                format!("cols={}", config.cols()),
                format!("mines={}", config.mines()),
            ];
            // As a preset's link, and as Share writes it (`settings::to_query`).
            let mut links = vec![sorted(&size, &[]), sorted(&size, &["rule=opening"])];
            if i == 0 {
                links.insert(0, String::new());
            }
            FirstScreen {
                html: classic_board(*config),
                links,
                kept: &crate::page::KEPT,
                seed: None,
                windowed: true,
            }
        })
        .collect()
}

/// The Battle page's first screen: the default battle against the computer with `seed`, at
/// the bare address, at `?mode=battle`, and as Share writes it. Each player's corner is opened
/// from the seed, so the page shows it only with that seed in the address (which the script
/// puts there for a link with none: one first battle per build for new visitors).
pub fn battle(seed: u64) -> Vec<FirstScreen> {
    crate::battle::later::load_with(|| Box::pin(std::future::pending()));
    let setup = crate::battle::settings::Setup::default();
    let shared = crate::battle::settings::to_query(&setup, 0);
    let shared: Vec<String> = shared
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.starts_with("seed="))
        .map(String::from)
        .collect();
    let initial = Rc::new(crate::battle::state::State {
        kit: Loaded(None),
        ..crate::battle::state::State::new(setup, seed, None, Rc::default())
    });
    let props = crate::battle::components::app::BattleProps {
        initial,
        prefs: Prefs::default(),
    };
    vec![FirstScreen {
        html: render::<crate::BattleApp>(props),
        links: vec![String::new(), "mode=battle".into(), sorted(&shared, &[])],
        kept: &crate::battle::components::page::KEPT,
        seed: Some(seed),
        windowed: false,
    }]
}

fn sorted(size: &[String], more: &[&str]) -> String {
    let mut pairs: Vec<&str> = size
        .iter()
        .map(String::as_str)
        .chain(more.iter().copied())
        .collect();
    pairs.sort_unstable();
    pairs.join("&")
}

/// The classic page's first screen for a covered board of `config`.
fn classic_board(config: Config) -> String {
    let initial = Rc::new(State {
        kit: Loaded(None),
        ..State::new(config, 0, None)
    });
    let props = ClassicProps {
        initial,
        prefs: Prefs::default(),
    };
    render::<Classic>(props)
}

/// A component's markup, with none of hydration's markers: the page replaces it, it does not
/// hydrate it.
fn render<C: yew::BaseComponent>(props: C::Properties) -> String {
    futures::executor::block_on(
        LocalServerRenderer::<C>::with_props(props)
            .hydratable(false)
            .render(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classic::settings::from_query;

    #[test]
    fn each_preset_is_rendered_covered_with_no_browser_and_no_kit() {
        let screens = classic();
        assert_eq!(screens.len(), 3);
        for (screen, (_, config)) in screens.iter().zip(Config::PRESETS) {
            let cells = (config.rows() * config.cols()) as usize;
            assert_eq!(screen.html.matches("role=\"gridcell\"").count(), cells);
            assert_eq!(screen.html.matches("data-state=\"hidden\"").count(), cells);
            assert!(screen
                .html
                .contains(&format!(">{:03}</div>", config.mines())));
            // The menu and the tools come with the kit: their places are empty.
            assert!(screen.html.contains("class=\"topbar-actions\"></nav>"));
            assert!(!screen.html.contains("<!--"), "no hydration markers");
        }
    }

    #[test]
    fn battle_renders_its_default_board_covered() {
        let screens = battle(7);
        let cells = (20 * 30) as usize;
        assert_eq!(screens[0].html.matches("role=\"gridcell\"").count(), cells);
        assert!(!screens[0].html.contains("<!--"));
        for link in &screens[0].links {
            for query in [format!("?{link}"), format!("?{link}&seed=123")] {
                let url = crate::battle::settings::from_query(&query);
                assert!(url.notices.is_empty(), "{query}: {:?}", url.notices);
                assert!(
                    url.setup == crate::battle::settings::Setup::default(),
                    "{query}"
                );
            }
        }
    }

    /// The links a screen is shown for are the app's own: each, with a seed or without, is
    /// read as that board with nothing to adjust.
    #[test]
    fn every_link_a_screen_is_shown_for_draws_that_board() {
        for (screen, (_, config)) in classic().iter().zip(Config::PRESETS) {
            for link in &screen.links {
                for query in [format!("?{link}"), format!("?{link}&seed=123")] {
                    let url = from_query(&query);
                    assert!(url.notices.is_empty(), "{query}: {:?}", url.notices);
                    assert_eq!(url.config, config, "{query}");
                    assert!(url.daily.is_none());
                }
            }
        }
    }
}
