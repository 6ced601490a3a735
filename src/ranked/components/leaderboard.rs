use minesweeper_engine::format::fixed;
use minesweeper_protocol::api::{Leaderboard, PlayerPage, Row};
use minesweeper_protocol::{category as find_category, CATEGORIES};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::ranked::api;
use crate::shared::browser::set_hash;
use crate::shared::components::modal::Modal;

#[derive(Properties, Clone, PartialEq)]
pub struct LeaderboardProps {
    /// The category shown first.
    pub category: &'static str,
    /// The player's own id, for their rank wherever it stands.
    pub player: Option<String>,
    pub on_close: Callback<()>,
}

/// What the dialog shows: a board, or a player's games.
#[derive(Clone, PartialEq)]
enum Page {
    Board,
    Player(String),
}

/// The leaderboards: a category's best wins (each player's best) today, this week or of all
/// time, by time or by 3BV/s, with the player's own rank. Every entry watches its game's
/// replay in the viewer; a name opens that player's games.
#[component]
pub fn LeaderboardDialog(props: &LeaderboardProps) -> Html {
    let chosen = use_state(|| (props.category, "all", "time"));
    let page = use_state(|| Page::Board);
    let board = use_state(|| None::<Result<Leaderboard, String>>);
    let problem = use_state(|| None::<String>);
    {
        let (board, player) = (board.clone(), props.player.clone());
        use_effect_with(*chosen, move |&(category, period, metric)| {
            board.set(None);
            wasm_bindgen_futures::spawn_local(async move {
                board.set(Some(
                    api::leaderboard(category, period, metric, None, player.as_deref()).await,
                ));
            });
        });
    }
    let watch = {
        let problem = problem.clone();
        Callback::from(move |game: String| {
            let problem = problem.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match api::replay(&game).await {
                    // The viewer takes over the page; Back returns here.
                    Ok(text) if !text.is_empty() => set_hash(&format!("#replay={text}")),
                    Ok(_) => problem.set(Some("the server sent an empty replay".into())),
                    Err(why) => problem.set(Some(why)),
                }
            });
        })
    };
    let open_player = {
        let page = page.clone();
        Callback::from(move |id: String| page.set(Page::Player(id)))
    };
    let (category, period, metric) = *chosen;
    let choose = |part: usize| {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let (mut c, mut p, mut m) = *chosen;
            match part {
                0 => c = find_category(&value).map_or(c, |found| found.name),
                1 => {
                    p = ["all", "week", "day"]
                        .into_iter()
                        .find(|x| *x == value)
                        .unwrap_or(p)
                }
                _ => {
                    m = ["time", "rate"]
                        .into_iter()
                        .find(|x| *x == value)
                        .unwrap_or(m)
                }
            }
            chosen.set((c, p, m));
        })
    };
    let daily = find_category(category).is_some_and(|c| c.daily);
    let body = match &*page {
        Page::Player(id) => html! {
            <PlayerGames id={id.clone()} on_watch={watch.clone()} on_back={{ let page = page.clone(); Callback::from(move |_| page.set(Page::Board)) }} />
        },
        Page::Board => html! {
            <>
                <div class="board-choice">
                    <select aria-label="Category" data-testid="leaderboard-category" onchange={choose(0)}>
                        { for CATEGORIES.iter().map(|c| html! { <option value={c.name} selected={c.name == category}>{ c.title }</option> }) }
                    </select>
                    if !daily {
                        <select aria-label="Period" data-testid="leaderboard-period" onchange={choose(1)}>
                            { for [("all", "All time"), ("week", "This week"), ("day", "Today")].into_iter().map(|(v, t)| html! { <option value={v} selected={v == period}>{ t }</option> }) }
                        </select>
                    }
                    <select aria-label="Order" data-testid="leaderboard-metric" onchange={choose(2)}>
                        { for [("time", "Best time"), ("rate", "Best 3BV/s")].into_iter().map(|(v, t)| html! { <option value={v} selected={v == metric}>{ t }</option> }) }
                    </select>
                </div>
                { rows(&board, &watch, &open_player, &props.player) }
            </>
        },
    };
    html! {
        <Modal labelled_by="leaderboard-title" class="leaderboard-dialog" on_close={props.on_close.clone()}>
            <section data-testid="leaderboard">
                <h2 id="leaderboard-title">{ "Leaderboards" }</h2>
                if let Some(why) = &*problem {
                    <p class="notice" role="alert">{ format!("That replay cannot be watched: {why}.") }</p>
                }
                { body }
                <div class="modal-actions">
                    <button type="button" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
                </div>
            </section>
        </Modal>
    }
}

/// The board's table, or why there is none.
fn rows(
    board: &Option<Result<Leaderboard, String>>,
    watch: &Callback<String>,
    open_player: &Callback<String>,
    me: &Option<String>,
) -> Html {
    match board {
        None => html! { <p role="status">{ "Loading…" }</p> },
        Some(Err(why)) => {
            html! { <p class="notice" role="alert">{ format!("The leaderboard could not be read: {why}.") }</p> }
        }
        Some(Ok(board)) if board.rows.is_empty() => html! {
            <p class="muted" data-testid="leaderboard-empty">{ "No win here yet: be the first." }</p>
        },
        Some(Ok(board)) => {
            let listed = board
                .you
                .as_ref()
                .is_some_and(|you| board.rows.iter().any(|r| r.game == you.game));
            html! {
                <table class="leaderboard">
                    <thead><tr><th>{ "#" }</th><th>{ "Player" }</th><th>{ "Time" }</th><th>{ "3BV/s" }</th><th>{ "" }</th></tr></thead>
                    <tbody>
                        { for board.rows.iter().map(|row| entry(row, watch, open_player, me, "leaderboard-row")) }
                        if let (Some(you), false) = (&board.you, listed) {
                            <tr class="gap"><td colspan="5">{ "…" }</td></tr>
                            { entry(you, watch, open_player, me, "leaderboard-you") }
                        }
                    </tbody>
                </table>
            }
        }
    }
}

fn entry(
    row: &Row,
    watch: &Callback<String>,
    open_player: &Callback<String>,
    me: &Option<String>,
    testid: &'static str,
) -> Html {
    let (game, player) = (row.game.clone(), row.player.clone());
    let mine = me.as_deref() == Some(row.player.as_str());
    html! {
        <tr data-testid={testid} class={classes!(mine.then_some("mine"))} data-rank={row.rank.to_string()} data-player={row.player.clone()}
            data-time-ms={row.time_ms.to_string()} data-game={row.game.clone()}>
            <td>{ row.rank }</td>
            // The name is text: whatever a player calls themselves is never read as markup.
            <td><button type="button" class="link" title="This player's games" onclick={open_player.reform(move |_: MouseEvent| player.clone())}>{ row.name.clone() }</button></td>
            <td>{ format!("{} s", fixed(row.time_ms as f64 / 1000.0, 3)) }</td>
            <td>{ fixed(row.bbbv_per_s, 2) }</td>
            <td><button type="button" data-testid="leaderboard-watch" onclick={watch.reform(move |_: MouseEvent| game.clone())}>{ "Watch" }</button></td>
        </tr>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct PlayerProps {
    id: String,
    on_watch: Callback<String>,
    on_back: Callback<()>,
}

/// A player's page: their ranked games, newest first, each finished one to watch.
#[component]
fn PlayerGames(props: &PlayerProps) -> Html {
    let page = use_state(|| None::<Result<PlayerPage, String>>);
    {
        let page = page.clone();
        use_effect_with(props.id.clone(), move |id| {
            let id = id.clone();
            wasm_bindgen_futures::spawn_local(async move {
                page.set(Some(api::player(&id).await));
            });
        });
    }
    let back = html! { <button type="button" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ "Back to the leaderboard" }</button> };
    match &*page {
        None => html! { <p role="status">{ "Loading…" }</p> },
        Some(Err(why)) => html! { <><p class="notice" role="alert">{ why.clone() }</p>{ back }</> },
        Some(Ok(page)) => html! {
            <div data-testid="player-page">
                <h3>{ page.name.clone() }</h3>
                <ul class="player-games">
                    { for page.games.iter().map(|g| {
                        let title = find_category(&g.category).map_or(g.category.as_str(), |c| c.title);
                        let time = g.time_ms.map(|t| format!(" in {} s", fixed(t as f64 / 1000.0, 3))).unwrap_or_default();
                        let game = g.game.clone();
                        html! {
                            <li data-testid="player-game" data-game={g.game.clone()}>
                                { format!("{title}{}: {}{time}", g.day.as_ref().map(|d| format!(" {d}")).unwrap_or_default(), g.status) }
                                if g.status != "playing" {
                                    { " " }<button type="button" onclick={props.on_watch.reform(move |_: MouseEvent| game.clone())}>{ "Watch" }</button>
                                }
                            </li>
                        }
                    }) }
                </ul>
                { back }
            </div>
        },
    }
}
