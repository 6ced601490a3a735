use minesweeper_engine::daily::Date;
use minesweeper_engine::progress::rating_over;
use minesweeper_engine::Status;
use minesweeper_protocol::api::{PlayerPage, Unfinished};
use minesweeper_protocol::battle::Finish;
use yew::prelude::*;

use super::use_watch;
use crate::account::components::link::AccountLink;
use crate::ranked::api;
use crate::shared::browser::set_hash;
use crate::shared::components::chart::{axes_labelled, Scale, H, W};
use crate::shared::words::{day_at, decimal, words, Arg, Words};

#[derive(Properties, Clone, PartialEq)]
pub struct PlayerProps {
    pub id: AttrValue,
    /// Back to the practice game.
    pub on_leave: Callback<()>,
}

/// A player's page, at an address of its own (`#player=ID`, shareable): their name and their
/// ranked games, newest first, each finished one to watch in the viewer.
#[component]
pub fn PlayerScreen(props: &PlayerProps) -> Html {
    let page = use_state(|| None::<Result<PlayerPage, String>>);
    {
        let page = page.clone();
        use_effect_with(props.id.clone(), move |id| {
            let id = id.clone();
            page.set(None);
            wasm_bindgen_futures::spawn_local(async move {
                page.set(Some(api::player(&id).await));
            });
        });
    }
    let (watch, problem) = use_watch();
    let w = words();
    let name = match &*page {
        Some(Ok(page)) => minesweeper_protocol::words::player_name(&w, &page.name).to_string(),
        _ => w.player_a_player().to_string(),
    };
    html! {
        <main class="app ranked-page">
            <header class="topbar">
                <h1>{ w.game_title() }<span class="badge ranked-badge">{ w.ranked_player_badge() }</span></h1>
                <nav class="topbar-actions" aria-label={w.game_menu()}>
                    <button type="button" data-testid="ranked" onclick={Callback::from(|_: MouseEvent| set_hash(crate::ranked::HASH))}>{ w.ranked() }</button>
                    <AccountLink />
                    <button type="button" data-testid="leave-ranked" title={w.ranked_practice_title()} onclick={props.on_leave.reform(|_: MouseEvent| ())}>{ w.ranked_practice() }</button>
                </nav>
            </header>
            <section class="player-page" data-testid="player-page" data-player={props.id.clone()}>
                // A name is the player's own text: shown as text, never read as markup.
                <h2 data-testid="player-page-name">{ name }</h2>
                if let Some(why) = problem {
                    <p class="notice" role="alert">{ w.replay_cannot_watch(why) }</p>
                }
                { games(&w, &page, &watch) }
                { battles(&w, &page) }
            </section>
        </main>
    }
}

/// The player's games, or why they cannot be shown.
fn games(w: &Words, page: &Option<Result<PlayerPage, String>>, watch: &Callback<String>) -> Html {
    match page {
        None => html! { <p role="status">{ w.status_loading() }</p> },
        Some(Err(why)) => {
            html! { <p class="notice" role="alert">{ w.could_not_read(w.player_page_what(), why) }</p> }
        }
        Some(Ok(page)) if page.games.is_empty() => {
            html! { <p class="muted">{ w.player_no_games() }</p> }
        }
        Some(Ok(page)) => html! {
            <table class="leaderboard player-games">
                <thead><tr><th>{ w.player_day() }</th><th>{ w.leaderboard_category() }</th><th>{ w.history_result() }</th><th>{ w.result_time() }</th><th>{ w.result_bbbv() }</th><th>{ "" }</th></tr></thead>
                <tbody>
                    { for page.games.iter().map(|g| {
                        let title = w.ranked_category(g.category.as_str());
                        // A daily game's board day; another's, the day it was played.
                        let day = g.day.clone().unwrap_or_else(|| Date::of_unix_ms(g.created_ms as f64).to_string());
                        // A game ended off the board has no time of its own.
                        let time = g.time_ms.filter(|_| g.end_reason.is_none()).map(|t| { let s = t as f64 / 1000.0; w.seconds_short(Arg::shown(s, decimal(s, 3))).to_string() }).unwrap_or_default();
                        let bbbv = g.bbbv.map(|b| b.to_string()).unwrap_or_default();
                        let game = g.game.clone();
                        // How a loss came off the board, or why a win is off the boards.
                        let result = w.player_result(match (g.status, g.end_reason) {
                            (Status::Lost, Some(Unfinished::Abandoned)) => "abandoned",
                            (Status::Lost, Some(Unfinished::DayOver)) => "day-over",
                            (Status::Won, _) if g.unranked.is_some() => "unranked",
                            (status, _) => status.as_str(),
                        });
                        html! {
                            <tr data-testid="player-game" data-game={g.game.clone()} data-status={g.status.as_str()}
                                data-unranked={g.unranked.is_some().then_some("true")} title={g.unranked.as_ref().map(|why| minesweeper_protocol::words::unranked(w, why, decimal))}>
                                <td>{ day }</td><td>{ title }</td><td>{ result }</td><td>{ time }</td><td>{ bbbv }</td>
                                <td>
                                    if g.status.is_over() {
                                        <button type="button" onclick={watch.reform(move |_: MouseEvent| game.clone())}>{ w.watch() }</button>
                                    }
                                </td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        },
    }
}

/// The player's battles against people, with the rating they have now.
fn battles(w: &Words, page: &Option<Result<PlayerPage, String>>) -> Html {
    let Some(Ok(page)) = page else {
        return Html::default();
    };
    if page.battles.is_empty() {
        return Html::default();
    }
    html! {
        <>
            <h3>{ w.player_battles(page.rating) }</h3>
            { rating_chart(w, page) }
            <table class="leaderboard player-battles">
                <thead><tr><th>{ w.player_day() }</th><th>{ w.player_against() }</th><th>{ w.history_result() }</th><th>{ w.ranking_rating() }</th></tr></thead>
                <tbody>
                    { for page.battles.iter().map(|b| {
                        let other = &b.names[b.seat.other().index()];
                        let result = w.player_battle_result(match (b.winner, b.reason) {
                            (None, _) => "draw",
                            (Some(p), Finish::Forfeit) if p == b.seat => "won-forfeit",
                            (Some(_), Finish::Forfeit) => "lost-forfeit",
                            (Some(p), _) if p == b.seat => "won",
                            (Some(_), _) => "lost",
                        });
                        html! {
                            <tr data-testid="player-battle" data-battle={b.battle.clone()}>
                                <td>{ Date::of_unix_ms(b.ended_ms as f64).to_string() }</td>
                                <td>{ minesweeper_protocol::words::player_name(w, other) }</td>
                                <td>{ result }</td>
                                <td title={b.unrated.clone()}>{ if b.unrated.is_some() { w.player_not_rated().to_string() } else { format!("{:+}", b.change) } }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </>
    }
}

/// The rating over the battles listed, oldest first, from the one before them (the table below
/// is the chart's table: each battle with its change).
fn rating_chart(w: &Words, page: &PlayerPage) -> Html {
    let changes: Vec<i32> = page
        .battles
        .iter()
        .map(|b| if b.unrated.is_some() { 0 } else { b.change })
        .collect();
    let ratings = rating_over(page.rating, &changes);
    let (low, high) = ratings
        .iter()
        .fold((i32::MAX, i32::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
    let pad = f64::from((high - low).max(20)) * 0.1;
    let scale = Scale {
        games: ratings.len(),
        bottom: (f64::from(low) - pad).floor(),
        top: (f64::from(high) + pad).ceil(),
    };
    let points: Vec<String> = ratings
        .iter()
        .enumerate()
        .map(|(i, &r)| format!("{:.1},{:.1}", scale.x(i + 1), scale.y(f64::from(r))))
        .collect();
    let label = w.player_rating_label(
        page.battles.len(),
        ratings.first().copied().unwrap_or(page.rating),
        page.rating,
    );
    html! {
        <figure class="progress rating-chart">
            <svg data-chart="rating" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={label}>
                { axes_labelled(&scale, "", &w.player_rating_before(), &w.player_rating_after(page.battles.len())) }
                <polyline class="best" points={points.join(" ")} />
                { for ratings.iter().enumerate().skip(1).zip(page.battles.iter().rev()).map(|((i, &r), b)| html! {
                    <circle cx={format!("{:.1}", scale.x(i + 1))} cy={format!("{:.1}", scale.y(f64::from(r)))} r="2.2" data-battle={b.battle.clone()}>
                        <title>{ w.player_rating_point(r, day_at(b.ended_ms as f64)) }</title>
                    </circle>
                }) }
            </svg>
        </figure>
    }
}
