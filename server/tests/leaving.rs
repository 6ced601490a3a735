//! Export and delete (issue 56), on each database: "download everything" holds the account,
//! its ranked games with their replays and its own games; deleting the account removes what
//! it says and keeps what it says (the ranked games on the player's page, under the name the
//! server gives), and no token, key or passkey of theirs signs in after.

mod common;

use common::*;
use minesweeper_engine::history::Entry;
use minesweeper_engine::replay::{Recorder, Replay};
use minesweeper_engine::{Action, Config, Game, Pos};
use minesweeper_server::limits::Limits;
use serde_json::{json, Value};

const HOME: [u8; 4] = [127, 0, 0, 1];
const PHONE: [u8; 4] = [127, 0, 1, 2];

fn own_game() -> Entry {
    let action = Action::Reveal(Pos::new(4, 4));
    let step = Game::new(Config::BEGINNER, 7).apply(action).unwrap();
    let mut recorder = Recorder::default();
    recorder.record(action, 0.0, false, true);
    let replay = Replay::of(&step.game, recorder.into_moves()).unwrap();
    Entry::new(&replay, 1_000.0, false, false, None)
}

#[tokio::test]
async fn everything_is_downloaded_and_a_deleted_account_keeps_only_what_it_said() {
    for database in databases().await {
        let data = tempfile::tempdir().unwrap();
        let limits = Limits {
            exports_per_hour: 2,
            ..Limits::default()
        };
        let (address, server) = start_with(data.path(), database, limits).await;
        let mut client = Client::connect(&address).await;
        let (player, token) = new_player(&mut client).await;
        let (game, _) = play_to_end(&mut client, "beginner").await;
        let tally = json!({"device": "laptop-1", "levels": {"novice": [2, 1, 0]}});
        let sync = json!({"after": 0, "games": [own_game()], "battles": tally});
        let route = ("POST", "/api/account/games");
        let (status, _) = http(&address, route, Some(&token), Some(&sync), HOME).await;
        assert_eq!(status, 200);
        let key = ("POST", "/api/account/recovery-key");
        let (_, made) = http(&address, key, Some(&token), None, HOME).await;
        let recover = json!({"key": made["key"], "kind": "browser"});
        let route = ("POST", "/api/account/recover");
        let (_, signed) = http(&address, route, None, Some(&recover), PHONE).await;
        let phone = signed["token"].as_str().unwrap().to_string();

        // Everything, in one JSON.
        let export = ("GET", "/api/account/export");
        let (status, all) = http(&address, export, Some(&token), None, HOME).await;
        assert_eq!(status, 200, "{all}");
        assert_eq!(all["account"]["player"], player.as_str());
        assert_eq!(all["account"]["devices"].as_array().unwrap().len(), 2);
        assert_eq!(all["ranked_games"][0]["game"], game.as_str());
        assert!(all["replays"][&game].as_str().unwrap().len() > 10, "{all}");
        assert_eq!(all["games"].as_array().unwrap().len(), 1);
        assert_eq!(
            all["battle_tallies"],
            json!([tally]),
            "battles against the computer"
        );
        let text = all.to_string();
        assert!(!text.contains(&token) && !text.contains(made["key"].as_str().unwrap()));
        // A few times an hour.
        assert_eq!(
            http(&address, export, Some(&phone), None, PHONE).await.0,
            200
        );
        assert_eq!(
            http(&address, export, Some(&token), None, HOME).await.0,
            429
        );

        // Deleted: what it removed and what stayed.
        let delete = ("POST", "/api/account/delete");
        let (status, gone) = http(&address, delete, Some(&token), None, HOME).await;
        assert_eq!(status, 200, "{gone}");
        assert_eq!(
            (gone["devices"].as_u64(), gone["games"].as_u64()),
            (Some(2), Some(1))
        );
        assert_eq!(gone["ranked_games_kept"], 1);
        let given = format!("Player {}", &player[..6]);
        assert_eq!(gone["name"], given.as_str());
        for (token, from) in [(&token, HOME), (&phone, PHONE)] {
            let (status, _) =
                http(&address, ("GET", "/api/account"), Some(token), None, from).await;
            assert_eq!(status, 401, "every device signed out");
        }
        let (status, _) = http(&address, route, None, Some(&recover), PHONE).await;
        assert_eq!(status, 400, "the recovery key signs in nobody");
        let mut again = Client::connect(&address).await;
        let refused = again.ask(json!({"type": "hello", "token": token})).await;
        assert_eq!(refused["type"], "error", "{refused}");

        // The ranked game stays on the player's page, under the name the server gives.
        let (status, page) = get(&address, &format!("/api/players/{player}")).await;
        assert_eq!(status, 200);
        let page: Value = serde_json::from_str(&page).unwrap();
        assert_eq!(page["name"], given.as_str());
        assert_eq!(page["games"][0]["game"], game.as_str());
        server.abort();
    }
}
