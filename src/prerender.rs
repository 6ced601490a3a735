//! The first screens rendered ahead of time, off the web (`ssr`), by the same components the
//! page runs: `tools/web-build` puts each preset's covered board into the page's HTML, so the
//! board is on screen before its code arrives (`docs/performance.md`), and the game server
//! renders those of the links the HTML has none for when they are asked for ([`for_link`]).
//! A covered board depends only on its size and mine count; off the web `shared::browser`
//! sees no storage and no address, the fresh visitor the HTML is shown to. Effects do not run here: they run in the
//! page once it starts, which replaces this markup with its own, the same (`index.html`'s
//! script shows it, sized for the screen, only to a visit the app would draw it for).

use std::rc::Rc;

use minesweeper_engine::Config;
use yew::LocalServerRenderer;

use crate::classic::components::app::{Classic, ClassicProps};
use crate::classic::state::State;
use crate::shared::components::cell::cell_words;
use crate::shared::lazy::Loaded;
use crate::shared::prefs::Prefs;

/// One first screen, and when the page's script shows it.
pub struct FirstScreen {
    /// The markup the app draws first for these links on a fresh visit, with each cell of a
    /// kind that repeats (see [`compact`]) written `<i></i>` (the commonest) or `<i>k</i>`.
    pub html: String,
    /// Each kind's markup, the commonest first, with `{r}`, `{c}` for its row and column and
    /// `{R}`, `{C}` for the same counted from 1: what the script writes for each `<i>k</i>`.
    pub cells: Vec<String>,
    /// The links it is the first screen of: their query's parameters, sorted, without a seed
    /// (any seed draws the same covered board).
    pub links: Vec<String>,
    /// The storage keys that make a visit a returning one (the app then draws the kept game).
    pub kept: &'static [&'static str],
    /// The seed the board is drawn with, when its first screen shows it (a battle's opened
    /// corners): the script shows it only for that seed, and puts it in a link that has none.
    pub seed: Option<u64>,
}

impl FirstScreen {
    /// The classic page's first screen of `links`: a covered board of `config`.
    fn classic(config: Config, links: Vec<String>) -> Self {
        // The split page draws its first screen before the rest of it arrives: so does this.
        crate::classic::later::load_with(|| Box::pin(std::future::pending()));
        let (html, cells) = compact(&classic_board(config));
        FirstScreen {
            html,
            cells,
            links,
            kept: &crate::pages::classic::KEPT,
            seed: None,
        }
    }

    /// The Battle page's first screen of `links`: a battle of `setup` drawn with `seed`.
    fn battle(setup: crate::battle::settings::Setup, seed: u64, links: Vec<String>) -> Self {
        crate::battle::later::load_with(|| Box::pin(std::future::pending()));
        let (html, cells) = compact(&battle_board(setup, seed));
        FirstScreen {
            html,
            cells,
            links,
            kept: &crate::pages::battle::KEPT,
            seed: Some(seed),
        }
    }

    /// This screen as the page carries it: inert text (a `<script type="text/html">`: the
    /// parser only scans it, where a `<template>`'s markup would be built into nodes) with the
    /// links, keys and cell the page's script reads. An error when the markup holds
    /// `</script`: it would end the text early, and the rest would be parsed as the page.
    pub fn template(&self) -> Result<String, String> {
        if self.html.contains("</script") {
            return Err(format!(
                "the first screen of “{}” holds \"</script\"",
                self.links.join(" ")
            ));
        }
        Ok(format!(
            "\n    {TEMPLATE} data-for=\"{}\" data-kept=\"{}\" data-cells=\"{}\"{}>{}</script>",
            attribute(&self.links.join(" ")),
            attribute(&self.kept.join(" ")),
            attribute(&self.cells.join("\n")),
            self.seed
                .map_or(String::new(), |seed| format!(" data-seed=\"{seed}\"")),
            self.html
        ))
    }
}

/// How each first screen's text opens.
const TEMPLATE: &str = "<script type=\"text/html\"";

/// `text` as an attribute's value in double quotes.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// A page's HTML with `screens` as its first screens, at the top of its body (where the
/// page's script looks for them), in place of any it had: all of a page's at build time, the
/// one a link asks for at request time.
pub fn into_page(html: &str, screens: &[FirstScreen]) -> Result<String, String> {
    let mut page = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(TEMPLATE) {
        page.push_str(rest[..at].trim_end());
        let end = rest[at..]
            .find("</script>")
            .ok_or("a first screen's text is not closed")?;
        rest = &rest[at + end + "</script>".len()..];
    }
    page.push_str(rest);
    let at = page
        .find("<body>")
        .map(|i| i + "<body>".len())
        .ok_or("the page has no <body>")?;
    let templates = screens
        .iter()
        .map(FirstScreen::template)
        .collect::<Result<String, String>>()?;
    page.insert_str(at, &templates);
    Ok(page)
}

/// Which page a link is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Page {
    Classic,
    Battle,
}

/// The most cells [`for_link`] renders: a bigger board is a larger page to send and to read
/// than its first screen is worth (a phone shows a few hundred cells of it).
pub const MOST_CELLS: usize = 2_500;

/// The first screen of one link, for a server rendering it when it is asked for: a shared
/// battle with its own seed (its corners open from it), a classic board of any size. `None`
/// when the app would not draw that board at once from the link as written: a notice to show
/// (anything adjusted or unknown), a daily or no-guess board, a battle with no seed (the app
/// picks one), a seed the page's script reads otherwise, more than [`MOST_CELLS`] cells.
/// Rendered in `language`.
pub fn for_link(
    page: Page,
    language: &crate::shared::words::Language,
    query: &str,
) -> Option<FirstScreen> {
    use crate::shared::query::pairs;
    crate::shared::words::render_in(language);
    let mut seed = None;
    let mut link = Vec::new();
    for (key, value) in pairs(query) {
        if key == "seed" {
            // The script takes a seed of up to 19 digits, as written.
            let digits =
                (1..=19).contains(&value.len()) && value.bytes().all(|b| b.is_ascii_digit());
            if !digits || seed.is_some() {
                return None;
            }
            seed = Some(value);
        } else if key != "lang" {
            link.push(format!("{key}={value}"));
        }
    }
    link.sort_unstable();
    let links = vec![link.join("&")];
    let written = |parsed: Option<u64>| parsed.map(|s| s.to_string()) == seed;
    match page {
        Page::Classic => {
            let url = crate::classic::settings::from_query(query);
            let plain = url.notices.is_empty()
                && url.daily.is_none()
                && url.config.first_click() != minesweeper_engine::FirstClick::NoGuess
                && url.config.cells() <= MOST_CELLS
                && written(url.seed);
            plain.then(|| FirstScreen::classic(url.config, links))
        }
        Page::Battle => {
            let url = crate::battle::settings::from_query(query);
            let (config, seed) = (url.setup.config, url.seed?);
            let plain = url.notices.is_empty()
                && !config.no_guess()
                && (config.rows() * config.cols()) as usize <= MOST_CELLS
                && written(url.seed);
            plain.then(|| FirstScreen::battle(url.setup, seed, links))
        }
    }
}

/// The classic page's first screens: each preset's covered board, the first also the bare
/// address's.
pub fn classic() -> Vec<FirstScreen> {
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
            FirstScreen::classic(*config, links)
        })
        .collect()
}

/// The Battle page's first screens: each preset's battle against the computer at the default
/// level and pace, drawn with `seed`, at its preset's links and as Share writes it (the first
/// also at the bare address and `?mode=battle`). Each player's corner is opened from the seed,
/// so the page shows a screen only with that seed in the address (which the script puts there
/// for a link with none: one first battle per board and build for new visitors).
pub fn battle(seed: u64) -> Vec<FirstScreen> {
    use crate::battle::settings::{to_query, Setup};
    use minesweeper_engine::battle::{Level, Pace, PRESETS};
    PRESETS
        .iter()
        .enumerate()
        .map(|(i, preset)| {
            let setup = Setup::preset(preset, Level::Casual, Pace::Realtime);
            let shared: Vec<String> = to_query(&setup, 0)
                .trim_start_matches('?')
                .split('&')
                .filter(|pair| !pair.starts_with("seed="))
                .map(String::from)
                .collect();
            let name = format!("preset={}", preset.name);
            let mut links = vec![
                name.clone(),
                sorted(&[name], &["mode=battle"]),
                sorted(&shared, &[]),
            ];
            if i == 0 {
                links.splice(0..0, [String::new(), "mode=battle".into()]);
            }
            FirstScreen::battle(setup, seed, links)
        })
        .collect()
}

/// Battle's first screen for a battle of `setup` drawn with `seed`.
fn battle_board(setup: crate::battle::settings::Setup, seed: u64) -> String {
    let initial = Rc::new(crate::battle::state::State {
        services: Loaded(None),
        ..crate::battle::state::State::new(setup, seed, None, Rc::default())
    });
    let props = crate::battle::components::app::BattleProps {
        initial,
        prefs: Prefs::default(),
    };
    render::<crate::BattleApp>(props)
}

/// The opening of a cell's markup. Cells hold no element: each ends at the next `</div>`.
const CELL: &str = "<div role=\"gridcell\"";
const ROW: &str = "<div role=\"row\"";
const PLAIN: &str = "<i></i>";

/// How [`compact`] writes a cell of kind `k` (the commonest is 0).
fn short(kind: usize) -> String {
    if kind == 0 {
        PLAIN.to_string()
    } else {
        format!("<i>{kind}</i>")
    }
}

/// `html` with each cell of a kind that repeats (the same markup up to its row and column)
/// written `<i>k</i>` (the commonest, `<i></i>`), and the kinds' markup with row and column as
/// `{r}`, `{c}` (and `{R}`, `{C}`, from 1), the commonest first. A covered board's cells
/// differ only in where they are: a 1,000-cell board is then a few hundred bytes, not 11 KB,
/// and a battle's opened corners a few kinds each (a count, an owner). The HTML keeps within
/// one round trip. Checked: [`expand`] gives `html` back.
pub fn compact(html: &str) -> (String, Vec<String>) {
    let cells: Vec<(usize, usize, Option<String>)> = html
        .match_indices(CELL)
        .filter_map(|(start, _)| {
            let end = start + html[start..].find("</div>")? + "</div>".len();
            Some((start, end, pattern(&html[start..end])))
        })
        .collect();
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for pattern in cells.iter().filter_map(|(_, _, p)| p.as_deref()) {
        match counts.iter_mut().find(|(p, _)| *p == pattern) {
            Some((_, n)) => *n += 1,
            None => counts.push((pattern, 1)),
        }
    }
    // Stable: kinds as common keep the order they first appear in.
    counts.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    let kinds: Vec<String> = counts
        .iter()
        .enumerate()
        .take_while(|(k, (_, n))| *k == 0 || *n > 1)
        .map(|(_, (p, _))| p.to_string())
        .collect();
    let mut out = String::with_capacity(html.len() / 4);
    let mut at = 0;
    for (start, end, pattern) in &cells {
        if let Some(kind) = pattern
            .as_deref()
            .and_then(|p| kinds.iter().position(|k| k == p))
        {
            out.push_str(&html[at..*start]);
            out.push_str(&short(kind));
            at = *end;
        }
    }
    out.push_str(&html[at..]);
    (out, kinds)
}

/// A cell's markup with its row and column as placeholders, if it names them as the app does.
fn pattern(cell: &str) -> Option<String> {
    let number = |key: &str| -> Option<u32> {
        let from = cell.find(key)? + key.len();
        cell[from..].split('"').next()?.parse().ok()
    };
    let (r, c) = (number("data-row=\"")?, number("data-col=\"")?);
    // Where its label says it is, in the page's language ("row 3, column 4", "第 3 行第 4 列"):
    // the label's words up to its state.
    const STATE: &str = "\u{E000}";
    let place = &cell_words().place;
    let at = |row: &str, col: &str| {
        let label = place.fill(&[row, col, STATE]);
        label.split(STATE).next().map(str::to_string)
    };
    let (here, there) = (
        at(&(r + 1).to_string(), &(c + 1).to_string())?,
        at("{R}", "{C}")?,
    );
    let wrote = cell
        .replace(&format!("data-row=\"{r}\""), "data-row=\"{r}\"")
        .replace(&format!("data-col=\"{c}\""), "data-col=\"{c}\"")
        .replace(&here, &there);
    // A kind's markup is one line: the page's script reads the kinds a line each.
    (wrote.contains("{r}") && wrote.contains("{c}") && !wrote.contains('\n')).then_some(wrote)
}

/// The markup [`compact`] was given, from what it returned: each `<i>k</i>` written as kind
/// `k` at its row (the rows before it) and column (the cells before it in its row). The
/// page's script does the same on the parsed markup.
pub fn expand(html: &str, kinds: &[String]) -> String {
    let mut out = String::with_capacity(html.len() * 4);
    let (mut row, mut col) = (None::<u32>, 0);
    let mut rest = html;
    while !rest.is_empty() {
        if rest.starts_with(ROW) {
            row = Some(row.map_or(0, |r| r + 1));
            col = 0;
        } else if rest.starts_with(CELL) {
            col += 1;
        } else if let Some((kind, after)) = shortened(rest, kinds) {
            let r = row.unwrap_or(0);
            out.push_str(
                &kind
                    .replace("{r}", &r.to_string())
                    .replace("{c}", &col.to_string())
                    .replace("{R}", &(r + 1).to_string())
                    .replace("{C}", &(col + 1).to_string()),
            );
            col += 1;
            rest = after;
            continue;
        }
        let step = rest.chars().next().map_or(1, char::len_utf8);
        out.push_str(&rest[..step]);
        rest = &rest[step..];
    }
    out
}

/// The kind of the shortened cell `text` opens with, and the text after it.
fn shortened<'a, 'k>(text: &'a str, kinds: &'k [String]) -> Option<(&'k str, &'a str)> {
    let inside = text.strip_prefix("<i>")?;
    let (digits, after) = inside.split_once("</i>")?;
    let kind = if digits.is_empty() {
        0
    } else {
        digits.parse().ok()?
    };
    Some((kinds.get(kind)?.as_str(), after))
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
        services: Loaded(None),
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

    /// Every word the first screens draw is among the first screen's messages, which a page
    /// carries inline (`i18n/locales/en.ftl`'s `## First screen` groups): rendered with those
    /// alone, in every language, no label, title or text is empty.
    #[test]
    fn the_first_screens_words_are_all_in_the_pages_inline_table() {
        use crate::shared::words::{render_first_screen_in, render_in, Language};
        for language in minesweeper_i18n::LANGUAGES {
            // Each page carries its own first screen's words alone.
            render_first_screen_in(language, minesweeper_i18n::Page::Classic);
            let mut screens: Vec<FirstScreen> = classic();
            render_first_screen_in(language, minesweeper_i18n::Page::Battle);
            screens.extend(battle(7));
            render_in(Language::english());
            for screen in &screens {
                let html = &screen.html;
                for empty in [
                    "aria-label=\"\"",
                    "title=\"\"",
                    "<h1></h1>",
                    "<span></span>",
                    "\"></button>",
                    "\"></span>",
                    "\"></option>",
                    "class=\"status-line\"></p>",
                ] {
                    assert!(
                        !html.contains(empty),
                        "{}: {empty} in {}",
                        language.tag,
                        &html[..html.len().min(3000)]
                    );
                }
            }
        }
    }

    #[test]
    fn each_preset_is_rendered_covered_with_no_browser_and_no_services() {
        let screens = classic();
        assert_eq!(screens.len(), 3);
        for (screen, (_, config)) in screens.iter().zip(Config::PRESETS) {
            let html = expand(&screen.html, &screen.cells);
            let cells = (config.rows() * config.cols()) as usize;
            assert_eq!(html.matches("role=\"gridcell\"").count(), cells);
            assert_eq!(html.matches("data-state=\"hidden\"").count(), cells);
            assert!(html.contains("data-row=\"15\" data-col=\"7\"") || config.rows() < 16);
            assert!(html.contains(&format!(">{:03}</div>", config.mines())));
            // The menu and the tools come with the rest: their places are empty.
            assert!(html.contains("class=\"topbar-actions\"></nav>"));
            assert!(!html.contains("<!--"), "no hydration markers");
            // Every cell of a covered board is plain but the keyboard cursor's (focusable).
            assert_eq!(screen.html.matches(PLAIN).count(), cells - 1);
            assert_eq!(screen.html.matches(CELL).count(), 1);
        }
    }

    /// What the page's script writes out is what the components rendered, byte for byte.
    #[test]
    fn a_compacted_board_expands_to_the_markup_rendered() {
        crate::classic::later::load_with(|| Box::pin(std::future::pending()));
        crate::battle::later::load_with(|| Box::pin(std::future::pending()));
        // In every language: a cell's label says where it is in the language's words.
        for language in minesweeper_i18n::LANGUAGES {
            crate::shared::words::render_in(language);
            let mut boards: Vec<String> = Config::PRESETS
                .iter()
                .map(|(_, c)| classic_board(*c))
                .collect();
            boards.push(battle_board(crate::battle::settings::Setup::default(), 3));
            for board in boards {
                compacts(&board, language.tag);
            }
        }
        crate::shared::words::render_in(minesweeper_i18n::Language::english());
        // Nothing to compact: the markup as it was.
        assert_eq!(compact("<p>1</p>"), ("<p>1</p>".to_string(), Vec::new()));
    }

    /// `board` compacts to a quarter or less, and back.
    fn compacts(board: &str, tag: &str) {
        {
            let (html, cells) = compact(board);
            assert!(
                html.len() * 4 < board.len(),
                "{tag}: {} of {}",
                html.len(),
                board.len()
            );
            assert_eq!(expand(&html, &cells), board);
            // Only a kind seen once stays whole: a battle's opened corners repeat a few kinds.
            let whole = html.matches(CELL).count();
            assert!(
                whole <= cells.len().max(3),
                "{tag}: {whole} cells whole, {} kinds",
                cells.len()
            );
        }
    }

    #[test]
    fn battle_renders_each_preset_with_its_opened_corners() {
        let screens = battle(7);
        assert_eq!(screens.len(), 3);
        for (screen, preset) in screens.iter().zip(minesweeper_engine::battle::PRESETS) {
            let html = expand(&screen.html, &screen.cells);
            let cells = (preset.rows * preset.cols) as usize;
            assert_eq!(html.matches("role=\"gridcell\"").count(), cells);
            assert!(html.contains("data-owner=\"you\""), "a corner opened");
            assert!(!html.contains("<!--"));
            for link in &screen.links {
                for query in [format!("?{link}"), format!("?{link}&seed=123")] {
                    let url = crate::battle::settings::from_query(&query);
                    assert!(url.notices.is_empty(), "{query}: {:?}", url.notices);
                    assert!(url.setup.config.rows() == preset.rows, "{query}");
                    assert!(url.setup.config.cols() == preset.cols, "{query}");
                    assert!(
                        url.setup
                            == crate::battle::settings::Setup::preset(
                                &preset,
                                minesweeper_engine::battle::Level::Casual,
                                minesweeper_engine::battle::Pace::Realtime
                            ),
                        "{query}"
                    );
                }
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

    /// A link the HTML has no board for is rendered when asked for, as the app would draw
    /// it; anything the app would adjust, pick or generate first is not.
    #[test]
    fn a_link_is_rendered_only_as_the_app_draws_it_at_once() {
        let shared = for_link(
            Page::Battle,
            crate::shared::words::Language::english(),
            "?seed=123&preset=expert&mode=battle",
        )
        .unwrap();
        assert_eq!(shared.links, ["mode=battle&preset=expert"]);
        assert_eq!(shared.seed, Some(123));
        assert_eq!(
            shared.html,
            battle(123)[2].html,
            "the build's render, with this seed"
        );
        assert_ne!(
            shared.html,
            battle(124)[2].html,
            "the corners come from the seed"
        );
        let custom = for_link(
            Page::Classic,
            crate::shared::words::Language::english(),
            "?rows=20&cols=24&mines=50&seed=9",
        )
        .unwrap();
        assert_eq!(custom.links, ["cols=24&mines=50&rows=20"]);
        assert!(custom.seed.is_none());
        let html = expand(&custom.html, &custom.cells);
        assert_eq!(html.matches("data-state=\"hidden\"").count(), 480);
        for (page, query) in [
            (Page::Battle, "?preset=expert"),
            (Page::Battle, "?preset=expert&seed=0123"),
            (Page::Battle, "?preset=expert&seed=1&seed=1"),
            (Page::Battle, "?preset=huge&seed=1"),
            (Page::Battle, "?rows=100&cols=100&seed=1"),
            (Page::Battle, "?preset=expert&seed=1&ng=1"),
            (Page::Battle, "?preset=expert&seed=1&x=<script>"),
            (Page::Classic, "?daily=expert"),
            (Page::Classic, "?rows=9&cols=9&mines=10&rule=noguess"),
            (Page::Classic, "?rows=nine"),
            (Page::Classic, "?rows=60&cols=60&mines=400"),
            (Page::Classic, "?seed=99999999999999999999"),
        ] {
            assert!(
                for_link(page, crate::shared::words::Language::english(), query).is_none(),
                "{query}"
            );
        }
    }

    /// A page carries exactly the screens it is given, where its script looks, and nothing
    /// that would end their text early.
    #[test]
    fn a_page_carries_the_screens_it_is_given_in_place_of_its_own() {
        let built = into_page(
            "<html><head><script>x()</script></head><body>\n    <p>end</p></body></html>",
            &battle(5),
        )
        .unwrap();
        assert_eq!(built.matches(TEMPLATE).count(), 3);
        let one = for_link(
            Page::Battle,
            crate::shared::words::Language::english(),
            "?preset=beginner&seed=8",
        )
        .unwrap();
        let served = into_page(&built, std::slice::from_ref(&one)).unwrap();
        assert_eq!(served.matches(TEMPLATE).count(), 1);
        assert!(served.contains("data-seed=\"8\"") && !served.contains("data-seed=\"5\""));
        assert!(served.starts_with("<html><head><script>x()</script></head><body>\n    <script"));
        assert!(served.ends_with("</script>\n    <p>end</p></body></html>"));
        let evil = FirstScreen {
            html: "<p></script><script>alert(1)</p>".into(),
            ..one
        };
        assert!(into_page(&built, &[evil]).is_err());
        assert!(into_page("<p>no body</p>", &[]).is_err());
    }
}
