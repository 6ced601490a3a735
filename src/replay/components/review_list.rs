use std::rc::Rc;

use minesweeper_engine::format::{counted, fixed};
use minesweeper_engine::review::{Grade, Graded, Summary};
use minesweeper_engine::Pos;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::replay::state::{Filter, ReviewSoFar};

/// How many entries each list shows at first, and each "Show more" adds: a replay of 200,000
/// flags must not put 100,000 buttons on the page.
pub const PAGE: usize = 200;

/// The most guesses the luck line lists.
const GUESSES_LISTED: usize = 12;

#[derive(Properties, Clone, PartialEq)]
pub struct ReviewListProps {
    /// The moves graded so far.
    pub review: ReviewSoFar,
    pub summary: Option<Rc<Summary>>,
    /// How many moves the replay has, to say how far the grading got.
    pub moves: usize,
    /// Moves shown: the entry of the last one is marked.
    pub shown: usize,
    pub on_seek: Callback<usize>,
}

/// The review beside the board: the summary — the guesses, the luck, the slowest decisions —
/// then the moves with their grades (a click jumps there), all of them or one kind. The list
/// shows the page of [`PAGE`] entries that holds the move shown, and more either way on demand.
#[component]
pub fn ReviewList(props: &ReviewListProps) -> Html {
    let filter = use_state_eq(Filter::default);
    // Pages shown before and after the one that holds the move shown.
    let earlier = use_state_eq(|| 0usize);
    let later = use_state_eq(|| 0usize);
    let total = props.review.count(*filter);
    let before = props.review.before(props.shown, *filter);
    let page_start = before.saturating_sub(1) / PAGE * PAGE;
    let from = page_start.saturating_sub(PAGE * *earlier);
    let to = (page_start + PAGE * (1 + *later)).min(total);
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with(props.shown, move |_| follow(&section));
    }
    let choose = {
        let (filter, earlier, later) = (filter.clone(), earlier.clone(), later.clone());
        move |f: Filter| {
            let (filter, earlier, later) = (filter.clone(), earlier.clone(), later.clone());
            Callback::from(move |_: MouseEvent| {
                filter.set(f);
                earlier.set(0);
                later.set(0);
            })
        }
    };
    let filters = Filter::EVERY.map(|f| {
        let count = props.review.count(f);
        html! {
            <button type="button" class="review-filter" data-testid={format!("review-filter-{}", f.name())}
                aria-pressed={(f == *filter).to_string()} onclick={choose(f)}>
                { format!("{} {count}", f.label()) }
            </button>
        }
    });
    let graded = props.review.len();
    let entries = props.review.listed(*filter, from, to.saturating_sub(from));
    html! {
        <section class="review" data-testid="review" aria-label="Review" ref={section}>
            <h2>{ "Review" }</h2>
            if let Some(summary) = &props.summary {
                <ul class="review-summary" data-testid="review-summary">
                    { for summary_lines(summary).into_iter().map(|line| html! { <li>{ line }</li> }) }
                </ul>
            } else {
                <p class="review-progress" role="status">
                    { format!("Grading every move with the solver… {graded} of {}", props.moves) }
                </p>
            }
            <div class="review-filters" role="group" aria-label="Show">{ for filters }</div>
            { page_button(&earlier, from, "earlier", "review-earlier") }
            <ol class="review-moves" data-filter={filter.name()}>
                { for entries.map(|g| entry(g, props.shown, &props.on_seek)) }
            </ol>
            { page_button(&later, total.saturating_sub(to), "more", "review-more") }
            if total == 0 && props.summary.is_some() {
                <p class="review-none muted" data-testid="review-none">{ none(*filter) }</p>
            }
        </section>
    }
}

/// One move in the list: its number, its time and what it was.
fn entry(g: &Graded, shown: usize, on_seek: &Callback<usize>) -> Html {
    let on = on_seek.clone();
    let to = g.index + 1;
    let flag = match g.grade {
        Grade::FlagCertain => Some(("certain", "certain")),
        Grade::FlagWrong => Some(("wrong", "wrong: no mine there")),
        Grade::FlagUncertain { .. } => Some(("uncertain", "not yet certain")),
        _ => None,
    };
    let what = match flag {
        Some((_, words)) => format!("flag on {}: {words}", cell(g.mv.click.pos())),
        None => describe(g),
    };
    html! {
        <li key={g.index} value={to.to_string()}>
            <button type="button" class="review-entry" data-grade={g.grade.name()} data-index={g.index.to_string()}
                data-flag={flag.map(|(kind, _)| kind)} aria-current={(to == shown).then_some("step")}
                onclick={Callback::from(move |_: MouseEvent| on.emit(to))}>
                <span class="review-move">{ to.to_string() }</span>
                <span class="review-time">{ format!("{} s", fixed(f64::from(g.mv.at_ms) / 1000.0, 1)) }</span>
                <span class="review-what">{ what }</span>
            </button>
        </li>
    }
}

/// "Show earlier (400 earlier)" or "Show more (12 more)": another page that way.
fn page_button(
    pages: &UseStateHandle<usize>,
    left: usize,
    way: &str,
    testid: &'static str,
) -> Html {
    if left == 0 {
        return Html::default();
    }
    let pages = pages.clone();
    let onclick = Callback::from(move |_: MouseEvent| pages.set(*pages + 1));
    html! {
        <button type="button" class="review-more" data-testid={testid} {onclick}>
            { format!("Show {way} ({left} {way})") }
        </button>
    }
}

/// What an empty list says.
fn none(filter: Filter) -> &'static str {
    match filter {
        Filter::All => "No moves.",
        Filter::Guesses => "No guesses: every cell opened was certainly safe.",
        Filter::Flags => "No flags.",
        Filter::Wasted => "No wasted clicks: every click changed the board.",
    }
}

/// Scrolls the review so that the entry of the move shown is in view (within the review's own
/// box, the page itself left where it is).
fn follow(section: &NodeRef) {
    let Some(section) = section.cast::<HtmlElement>() else {
        return;
    };
    let Ok(Some(current)) = section.query_selector("[aria-current=\"step\"]") else {
        return;
    };
    let Ok(current) = current.dyn_into::<HtmlElement>() else {
        return;
    };
    let (top, height) = (current.offset_top(), current.offset_height());
    let (view, seen) = (section.scroll_top(), section.client_height());
    let margin = 8;
    if top < view {
        section.set_scroll_top((top - margin).max(0));
    } else if top + height > view + seen {
        section.set_scroll_top(top + height - seen + margin);
    }
}

/// "row 5, column 6", 1-based.
fn cell(pos: Pos) -> String {
    format!("row {}, column {}", pos.row + 1, pos.col + 1)
}

fn percent(p: f64) -> String {
    format!("{} %", fixed(p * 100.0, 0))
}

/// What a graded move says: "reveal 5 6: forced guess, 83 % safe (best 87 % at 4 4)".
fn describe(g: &Graded) -> String {
    let what = match g.grade {
        Grade::Safe => "safe".to_string(),
        Grade::ForcedGuess { safety, best } => {
            let better = g.better.map_or(String::new(), |b| {
                format!(" (best {} at {})", percent(best), cell(b))
            });
            format!("forced guess, {} safe{better}", percent(safety))
        }
        Grade::NeedlessGuess { safety, safe_cell } => format!(
            "needless guess, {} safe: {} was certain",
            percent(safety),
            cell(safe_cell)
        ),
        Grade::WorseGuess {
            safety,
            best,
            better,
        } => format!(
            "worse guess, {} safe: {} was {}",
            percent(safety),
            cell(better),
            percent(best)
        ),
        other => other.name().replace('-', " "),
    };
    let who = if g.mv.by_solver { " (solver)" } else { "" };
    let estimated = if g.exact { "" } else { " (estimated)" };
    format!(
        "{} at {}: {what}{estimated}{who}",
        g.action(),
        cell(g.mv.click.pos())
    )
}

/// The summary in a few lines.
fn summary_lines(s: &Summary) -> Vec<String> {
    let mut lines = vec![format!(
        "{} · {} · {} needless · {} worse",
        counted(s.safe, "safe move", "safe moves"),
        counted(s.forced_guesses, "forced guess", "forced guesses"),
        s.needless_guesses,
        s.worse_guesses
    )];
    lines.push(if s.guesses.is_empty() {
        "Luck: none needed, no guess".to_string()
    } else {
        let (listed, more) = s.guesses_listed(GUESSES_LISTED);
        let mut odds: Vec<String> = listed.map(percent).collect();
        if more > 0 {
            odds.push(format!("and {more} more"));
        }
        format!(
            "Luck: 1 in {} (guesses at {})",
            fixed(s.one_in(), 1),
            odds.join(", ")
        )
    });
    lines.push(format!(
        "Flags: {} certain · {} uncertain · {} wrong",
        s.flags_certain, s.flags_uncertain, s.flags_wrong
    ));
    let slowest: Vec<String> = s
        .slowest
        .iter()
        .map(|&(i, ms)| format!("move {} ({} s)", i + 1, fixed(f64::from(ms) / 1000.0, 1)))
        .collect();
    lines.push(format!(
        "{} s a move on average · slowest: {}",
        fixed(s.mean_think_ms / 1000.0, 1),
        slowest.join(", ")
    ));
    lines
}
