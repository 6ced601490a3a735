use std::rc::Rc;

use minesweeper_engine::review::{Grade, Graded, Summary};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::replay::state::{Filter, ReviewSoFar};
use minesweeper_i18n::review;

use crate::shared::words::{decimal, words, Arg, Words};

/// How many entries each list shows at first, and each "Show more" adds: a replay of 200,000
/// flags must not put 100,000 buttons on the page.
pub const PAGE: usize = 200;

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
    let w = words();
    let filters = Filter::EVERY.map(|f| {
        let count = props.review.count(f);
        html! {
            <button type="button" class="review-filter" data-testid={format!("review-filter-{}", f.name())}
                aria-pressed={(f == *filter).to_string()} onclick={choose(f)}>
                { w.review_filter(f.name(), count) }
            </button>
        }
    });
    let graded = props.review.len();
    let entries = props.review.listed(*filter, from, to.saturating_sub(from));
    html! {
        <section class="review" data-testid="review" aria-label={w.review()} ref={section}>
            <h2>{ w.review() }</h2>
            if let Some(summary) = &props.summary {
                <ul class="review-summary" data-testid="review-summary">
                    { for review::summary(&w, summary, decimal).into_iter().map(|line| html! { <li>{ line }</li> }) }
                </ul>
            } else {
                <p class="review-progress" role="status">
                    { w.review_grading(graded, props.moves) }
                </p>
            }
            <div class="review-filters" role="group" aria-label={w.review_show()}>{ for filters }</div>
            { page_button(&earlier, w.review_earlier(from), from, "review-earlier") }
            <ol class="review-moves" data-filter={filter.name()}>
                { for entries.map(|g| entry(&w, g, props.shown, &props.on_seek)) }
            </ol>
            { page_button(&later, w.review_more(total.saturating_sub(to)), total.saturating_sub(to), "review-more") }
            if total == 0 && props.summary.is_some() {
                <p class="review-none muted" data-testid="review-none">{ w.review_none(filter.name()) }</p>
            }
        </section>
    }
}

/// One move in the list: its number, its time and what it was.
fn entry(w: &Words, g: &Graded, shown: usize, on_seek: &Callback<usize>) -> Html {
    let on = on_seek.clone();
    let to = g.index + 1;
    let flag = match g.grade {
        Grade::FlagCertain => Some("certain"),
        Grade::FlagWrong => Some("wrong"),
        Grade::FlagUncertain { .. } => Some("uncertain"),
        _ => None,
    };
    let what = review::said(w, g, decimal);
    let seconds = f64::from(g.mv.at_ms) / 1000.0;
    html! {
        <li key={g.index} value={to.to_string()}>
            <button type="button" class="review-entry" data-grade={g.grade.name()} data-index={g.index.to_string()}
                data-flag={flag} aria-current={(to == shown).then_some("step")}
                onclick={Callback::from(move |_: MouseEvent| on.emit(to))}>
                <span class="review-move">{ to.to_string() }</span>
                <span class="review-time">{ w.seconds_short(Arg::shown(seconds, decimal(seconds, 1))) }</span>
                <span class="review-what">{ what }</span>
            </button>
        </li>
    }
}

/// "Show earlier (400 earlier)" or "Show more (12 more)": another page that way.
fn page_button(
    pages: &UseStateHandle<usize>,
    label: Rc<str>,
    left: usize,
    testid: &'static str,
) -> Html {
    if left == 0 {
        return Html::default();
    }
    let pages = pages.clone();
    let onclick = Callback::from(move |_: MouseEvent| pages.set(*pages + 1));
    html! {
        <button type="button" class="review-more" data-testid={testid} {onclick}>
            { label }
        </button>
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
