//! A ranking as both leaderboards show it (ranked play's best wins, Battle's ratings against
//! people): a table of ranked rows and, when the board does not list the player, their own row
//! after a gap; "Loading…" or why it could not be read until then.

use std::rc::Rc;

use yew::prelude::*;

use crate::shared::words::words;

#[derive(Properties, PartialEq)]
pub struct RankingProps {
    /// The columns' headings.
    pub columns: Rc<[Rc<str>]>,
    /// The board's rows, drawn.
    pub rows: Html,
    /// The player's own row, when the board does not list it: shown after a gap.
    #[prop_or_default]
    pub own: Option<Html>,
}

#[component]
pub fn Ranking(props: &RankingProps) -> Html {
    html! {
        <table class="leaderboard">
            <thead><tr>{ for props.columns.iter().map(|c| html! { <th>{ c.clone() }</th> }) }</tr></thead>
            <tbody>
                { props.rows.clone() }
                if let Some(own) = &props.own {
                    <tr class="gap"><td colspan={props.columns.len().to_string()}>{ "…" }</td></tr>
                    { own.clone() }
                }
            </tbody>
        </table>
    }
}

/// A board being read: "Loading…", why `what` could not be read, or `shown` of it.
pub fn fetched<T>(
    board: &Option<Result<T, String>>,
    what: Rc<str>,
    shown: impl FnOnce(&T) -> Html,
) -> Html {
    let w = words();
    match board {
        None => html! { <p role="status">{ w.status_loading() }</p> },
        Some(Err(why)) => {
            html! { <p class="notice" role="alert">{ w.could_not_read(what, why) }</p> }
        }
        Some(Ok(board)) => shown(board),
    }
}

/// A board's rows drawn into a [`Ranking`] under `columns`: `draw(row, false)` for each, and
/// `draw(you, true)` after a gap when the board does not hold the player's own row (`same`
/// tells two rows for the same entry).
pub fn ranking<R>(
    columns: Rc<[Rc<str>]>,
    rows: &[R],
    you: Option<&R>,
    same: impl Fn(&R, &R) -> bool,
    draw: impl Fn(&R, bool) -> Html,
) -> Html {
    let own = you
        .filter(|you| !rows.iter().any(|r| same(r, you)))
        .map(|you| draw(you, true));
    let rows = rows.iter().map(|row| draw(row, false)).collect::<Html>();
    html! { <Ranking {columns} {rows} {own} /> }
}
