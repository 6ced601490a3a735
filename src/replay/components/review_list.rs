use std::rc::Rc;

use minesweeper_engine::format::{counted, fixed};
use minesweeper_engine::review::{Grade, Graded, Summary};
use minesweeper_engine::Pos;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::replay::state::ReviewSoFar;

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

/// The review beside the board: every move that opened cells with its grade (a click jumps
/// there), the flags, and the summary — the guesses, the luck, the slowest decisions. Each list
/// shows a page of [`PAGE`] entries, the one that holds the move shown, and more on demand.
#[component]
pub fn ReviewList(props: &ReviewListProps) -> Html {
    let openers_more = use_state(|| 0);
    let flags_more = use_state(|| 0);
    let (openers, flags) = props.review.counts();
    // Each list shows the page of entries up to the move shown (scrolled into view), and as
    // many pages after it as Show more asked for.
    let (openers_before, flags_before) = props.review.before(props.shown);
    let page =
        |before: usize, more: usize| (before.saturating_sub(1) / PAGE * PAGE, PAGE * (1 + more));
    let (openers_from, openers_listed) = page(openers_before, *openers_more);
    let (flags_from, flags_listed) = page(flags_before, *flags_more);
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with(props.shown, move |_| follow(&section));
    }
    let entry = |g: &Graded| {
        let on = props.on_seek.clone();
        let to = g.index + 1;
        let current = g.index + 1 == props.shown;
        html! {
            <li key={g.index} value={(g.index + 1).to_string()}>
                <button type="button" class="review-entry" data-grade={g.grade.name()} data-index={g.index.to_string()}
                    aria-current={current.then_some("step")} onclick={Callback::from(move |_: MouseEvent| on.emit(to))}>
                    <span class="review-move">{ (g.index + 1).to_string() }</span>
                    <span class="review-time">{ format!("{} s", fixed(f64::from(g.mv.at_ms) / 1000.0, 1)) }</span>
                    <span class="review-what">{ describe(g) }</span>
                </button>
            </li>
        }
    };
    let flag = |g: &Graded| {
        let on = props.on_seek.clone();
        let to = g.index + 1;
        let (kind, words) = match g.grade {
            Grade::FlagCertain => ("certain", "certain"),
            Grade::FlagWrong => ("wrong", "wrong: no mine there"),
            _ => ("uncertain", "not yet certain"),
        };
        html! {
            <li key={g.index} value={(g.index + 1).to_string()}>
                <button type="button" class="review-entry" data-flag={kind} onclick={Callback::from(move |_: MouseEvent| on.emit(to))}>
                    <span class="review-move">{ (g.index + 1).to_string() }</span>
                    <span class="review-time">{ format!("{} s", fixed(f64::from(g.mv.at_ms) / 1000.0, 1)) }</span>
                    <span class="review-what">{ format!("flag on {}: {words}", cell(g.mv.click.pos())) }</span>
                </button>
            </li>
        }
    };
    let more = |pages: &UseStateHandle<usize>, to: usize, total: usize, testid: &'static str| {
        let left = total.saturating_sub(to);
        let pages = pages.clone();
        let onclick = Callback::from(move |_: MouseEvent| pages.set(*pages + 1));
        (left > 0).then(|| {
            html! {
                <button type="button" class="review-more" data-testid={testid} {onclick}>
                    { format!("Show more ({left} more)") }
                </button>
            }
        })
    };
    let graded = props.review.len();
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
            { earlier(openers_from) }
            <ol class="review-moves">{ for props.review.openers(openers_from, openers_listed).map(entry) }</ol>
            { more(&openers_more, openers_from + openers_listed, openers, "review-more-moves").unwrap_or_default() }
            if flags > 0 {
                <h3>{ "Flags" }</h3>
                { earlier(flags_from) }
                <ol class="review-flags">{ for props.review.flags(flags_from, flags_listed).map(flag) }</ol>
                { more(&flags_more, flags_from + flags_listed, flags, "review-more-flags").unwrap_or_default() }
            }
        </section>
    }
}

/// What a list leaves out before the page it shows.
fn earlier(count: usize) -> Html {
    if count == 0 {
        return Html::default();
    }
    html! { <p class="review-earlier muted">{ format!("{count} earlier: step back to see them.") }</p> }
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
