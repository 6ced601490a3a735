//! What a player takes with them and what leaving removes: `GET /api/account/export`
//! ("download everything": the account, its ranked games and replays, battles, rating and
//! own games, in one JSON) and `POST /api/account/delete` (every device signed out, passkeys,
//! recovery key and own games removed, the chosen name replaced by the one the server gives;
//! ranked games and battles stay on the boards and on other players' pages under it).

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use minesweeper_engine::history::Entry;

use crate::account::{read_account, Signed};
use crate::clock::now_ms;
use crate::error::Error;
use crate::protocol::account::{AccountDeleted, AccountExport};
use crate::state::AppState;
use crate::{daily, names, sync};

/// The most ranked games and battles an export lists.
pub const EXPORTED: u32 = 10_000;

/// The routes; behind the reads' rate, and an export a few times an hour a player.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/account/export", get(export))
        .route("/api/account/delete", post(delete))
}

/// `GET /api/account/export`: everything the server keeps of the player.
pub async fn export(
    State(state): State<AppState>,
    me: Signed,
) -> Result<Json<AccountExport>, Error> {
    state.limiters.export(&me.player.id).await?;
    let id = &me.player.id;
    let account = read_account(&state, &me).await?;
    let ranked_games = state.db.player_games(id, EXPORTED).await?;
    let replays = state
        .db
        .own_replays(id, i64::from(EXPORTED))
        .await?
        .into_iter()
        .filter(|(_, day, _)| day.as_deref().is_none_or(daily::is_over))
        .map(|(game, _, replay)| (game, replay))
        .collect();
    let battles = state.db.player_battles(id, EXPORTED).await?;
    let (rating, _) = state.db.rating(id).await?;
    let games = state
        .db
        .games_after(id, 0, sync::MAX_GAMES)
        .await?
        .into_iter()
        .filter_map(|g| serde_json::from_str::<Entry>(&g.entry).ok())
        .collect();
    let battle_tallies = state
        .db
        .tallies(id, "")
        .await?
        .iter()
        .filter_map(|text| serde_json::from_str(text).ok())
        .collect();
    tracing::info!(player = %id, "everything downloaded");
    Ok(Json(AccountExport {
        format: 1,
        exported_ms: now_ms(),
        account,
        ranked_games,
        replays,
        battles,
        rating,
        games,
        battle_tallies,
    }))
}

/// `POST /api/account/delete`: the account deleted, this device's token with it.
pub async fn delete(
    State(state): State<AppState>,
    me: Signed,
) -> Result<Json<AccountDeleted>, Error> {
    let id = &me.player.id;
    let (games, battles) = state.db.results_kept(id).await?;
    let name = names::given(id);
    let deleted = state.db.delete_account(id, &name, now_ms()).await?;
    tracing::info!(player = %id, "an account deleted");
    Ok(Json(AccountDeleted {
        devices: deleted.devices,
        passkeys: deleted.passkeys,
        games: deleted.games,
        ranked_games_kept: u64::try_from(games).unwrap_or(0),
        battles_kept: u64::try_from(battles).unwrap_or(0),
        name,
    }))
}
