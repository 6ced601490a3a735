//! `mines ranked` and `mines leaderboard` against the real game server, run in process on a
//! loopback port with SQLite in a temporary folder: a game played to its end one command a
//! line from what the board shows, the player kept between runs, and the leaderboard.

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use assert_cmd::cargo::CommandCargoExt;
use minesweeper_engine::history::Entry;
use minesweeper_server::limits::Limits;
use minesweeper_server::{app, serve, Options};
use minesweeper_terminal::store::Store;
use serde_json::Value;

/// The server on a free port, serving until the test ends; its address.
fn server(data: &std::path::Path) -> String {
    let options = Options {
        data: data.to_path_buf(),
        dist: None,
        database: None,
        limits: Limits::default(),
        net: Default::default(),
        public_url: None,
        move_clock: None,
    };
    let (ready, address) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Runtime::new().expect("a runtime");
        runtime.block_on(async move {
            let router = app(&options).await.expect("the database opens");
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            ready
                .send(listener.local_addr().unwrap().to_string())
                .unwrap();
            let _ = serve(listener, router, Default::default()).await;
        });
    });
    format!("http://{}", address.recv().unwrap())
}

fn mines(home: &std::path::Path) -> Command {
    let mut command = Command::cargo_bin("mines").unwrap();
    command
        .env("XDG_DATA_HOME", home)
        .env("HOME", home)
        .env("LC_ALL", "C");
    command
}

/// A cell to reveal on `board` (rows of symbols): one the single-number rule proves safe,
/// else the first hidden cell that is not a known mine. 1-based.
fn next_cell(board: &[String]) -> (usize, usize) {
    let cells: Vec<Vec<char>> = board.iter().map(|r| r.chars().collect()).collect();
    let (rows, cols) = (cells.len(), cells[0].len());
    let around = |r: usize, c: usize| {
        let mut all = Vec::new();
        for dr in -1i64..=1 {
            for dc in -1i64..=1 {
                let (rr, cc) = (r as i64 + dr, c as i64 + dc);
                if (dr, dc) != (0, 0)
                    && rr >= 0
                    && cc >= 0
                    && (rr as usize) < rows
                    && (cc as usize) < cols
                {
                    all.push((rr as usize, cc as usize));
                }
            }
        }
        all
    };
    let hidden = |r: usize, c: usize| cells[r][c] == '#';
    // A number, and the hidden cells around it.
    let number = |r: usize, c: usize| {
        let n = cells[r][c].to_digit(10)? as usize;
        let h: Vec<_> = around(r, c)
            .into_iter()
            .filter(|&(a, b)| hidden(a, b))
            .collect();
        Some((n, h))
    };
    let mut mines = HashSet::new();
    for _ in 0..3 {
        for r in 0..rows {
            for c in 0..cols {
                if let Some((n, h)) = number(r, c) {
                    if h.len() == n {
                        mines.extend(h);
                    }
                }
            }
        }
    }
    for r in 0..rows {
        for c in 0..cols {
            if let Some((n, h)) = number(r, c) {
                if h.iter().filter(|p| mines.contains(p)).count() == n {
                    if let Some(&(a, b)) = h.iter().find(|p| !mines.contains(p)) {
                        return (a + 1, b + 1);
                    }
                }
            }
        }
    }
    let (r, c) = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .find(|&(r, c)| hidden(r, c) && !mines.contains(&(r, c)))
        .unwrap_or((rows / 2, cols / 2));
    (r + 1, c + 1)
}

/// Plays one ranked beginner game to its end over `--json`; the player's id and the end.
fn play_one(url: &str, home: &std::path::Path) -> (String, Value) {
    let mut child = mines(home)
        .args(["ranked", "--server", url, "--preset", "beginner", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut next = || -> Value { serde_json::from_str(&output.next().unwrap().unwrap()).unwrap() };
    let mut player = None;
    let mut board = loop {
        let line = next();
        match line["type"].as_str() {
            Some("player") => player = line["player"].as_str().map(String::from),
            Some("board") => break line,
            other => panic!("before the board: {other:?} {line}"),
        }
    };
    assert_eq!(board["status"], "ready");
    let mut over = None;
    for _ in 0..100 {
        if board["status"] != "playing" && board["status"] != "ready" {
            break;
        }
        let rows: Vec<String> = serde_json::from_value(board["board"].clone()).unwrap();
        let (r, c) = if board["status"] == "ready" {
            (5, 5)
        } else {
            next_cell(&rows)
        };
        // A person's pace: the server keeps faster play off its leaderboards.
        std::thread::sleep(std::time::Duration::from_millis(60));
        writeln!(input, "r {r} {c}").unwrap();
        board = loop {
            let line = next();
            match line["type"].as_str() {
                Some("board") => break line,
                Some("over") => over = Some(line),
                Some("notice") => {}
                other => panic!("after a move: {other:?} {line}"),
            }
        };
    }
    writeln!(input, "hint\nquit").unwrap();
    let refused = next();
    assert_eq!(refused["type"], "error");
    assert!(refused["message"].as_str().unwrap().contains("no hint"));
    drop(input);
    assert!(child.wait().unwrap().success());
    (player.expect("the player"), over.expect("the end"))
}

#[test]
fn ranked_games_are_played_one_command_a_line_and_ranked() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let url = server(data.path());
    let mut won = None;
    let mut players = HashSet::new();
    for _ in 0..30 {
        let (player, over) = play_one(&url, home.path());
        players.insert(player);
        if over["won"] == true {
            assert_eq!(over["rank"], 1);
            let replay = over["replay"].as_str().unwrap();
            assert!(replay.starts_with(&format!("{url}/#replay=")), "{replay}");
            won = Some(over);
            break;
        }
    }
    let won = won.expect("a win in 30 beginner games");
    assert_eq!(
        players.len(),
        1,
        "the same player every run: its token is kept"
    );
    let kept = home.path().join("minesweeper/ranked.json");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&kept).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    let board = mines(home.path())
        .args([
            "leaderboard",
            "--server",
            &url,
            "--preset",
            "beginner",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(board.status.success());
    let board: Value = serde_json::from_slice(&board.stdout).unwrap();
    assert_eq!(board["rows"][0]["time_ms"], won["time_ms"]);
    let table = mines(home.path())
        .args(["leaderboard", "--server", &url, "--preset", "beginner"])
        .output()
        .unwrap();
    let table = String::from_utf8(table.stdout).unwrap();
    assert!(
        table.starts_with("Beginner · All time · Best time"),
        "{table}"
    );
    // The same table for a Chinese player: the words theirs, the figures as they were.
    let chinese = mines(home.path())
        .args(["--lang", "zh-CN", "leaderboard", "--server", &url])
        .args(["--preset", "beginner"])
        .output()
        .unwrap();
    let chinese = String::from_utf8(chinese.stdout).unwrap();
    assert!(chinese.starts_with("初级 · 全部时间 · "), "{chinese}");
    assert!(
        chinese.contains("玩家") && chinese.contains("3BV/s"),
        "{chinese}"
    );
    assert!(table.contains("   1  Player "), "{table}");
    // This week's board (Monday to Sunday, UTC) holds the win; a day long past holds none.
    let week = mines(home.path())
        .args(["leaderboard", "--server", &url, "--preset", "beginner"])
        .args(["--period", "week"])
        .output()
        .unwrap();
    let week = String::from_utf8(week.stdout).unwrap();
    assert!(week.starts_with("Beginner · The week of 20"), "{week}");
    assert!(week.contains("   1  Player "), "{week}");
    let past = mines(home.path())
        .args(["leaderboard", "--server", &url, "--preset", "beginner"])
        .args(["--period", "day", "--day", "2001-02-03"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(past.stdout).unwrap(),
        "Beginner · 2001-02-03 · Best time\nNo win here yet: be the first.\n"
    );
    let bad = mines(home.path())
        .args(["leaderboard", "--server", &url, "--day", "2001-02-30"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("YYYY-MM-DD"));
}

/// A player made in a "browser" (a WebSocket's hello, as the page says it): id and token.
fn browser_player(url: &str) -> (String, String) {
    let play = format!("{}/api/play", url.replacen("http", "ws", 1));
    let (mut socket, _) = tungstenite::connect(play).unwrap();
    socket
        .send(tungstenite::Message::text(r#"{"type":"hello"}"#))
        .unwrap();
    let welcome: Value = serde_json::from_str(socket.read().unwrap().to_text().unwrap()).unwrap();
    let id = |key: &str| welcome[key].as_str().unwrap().to_string();
    (id("player"), id("token"))
}

/// `mines login` in `home`, approved by the browser player of `token`: what it printed.
fn logged_in(url: &str, home: &std::path::Path, token: &str) -> Vec<String> {
    let mut child = mines(home)
        .args(["login", "--server", url])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut shown: Vec<String> = Vec::new();
    for _ in 0..4 {
        shown.push(lines.next().unwrap().unwrap());
    }
    // The address and the code, each on a line of its own.
    let (address, code) = (&shown[1], &shown[3]);
    assert_eq!(address, &format!("{url}/#device={code}"), "{shown:?}");
    assert_eq!(code.len(), 9, "{shown:?}");
    // The browser approves it.
    let approved = ureq::post(&format!("{url}/api/device/{code}/approve"))
        .header("Authorization", &format!("Bearer {token}"))
        .send_empty()
        .unwrap();
    assert_eq!(approved.status(), 200);
    shown.extend(lines.map(Result::unwrap));
    assert!(child.wait().unwrap().success(), "{shown:?}");
    shown
}

#[test]
fn login_signs_this_terminal_in_as_a_browsers_player_by_a_code_approved_there() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let url = server(data.path());
    let (player, token) = browser_player(&url);
    let shown = logged_in(&url, home.path(), &token);
    assert!(
        shown.iter().any(|l| l.starts_with("Signed in as ")),
        "{shown:?}"
    );
    // `mines ranked` now plays as the browser's player.
    let (ranked_as, _) = play_one(&url, home.path());
    assert_eq!(ranked_as, player);
}

/// A beginner game that opens a 1, then the rest, `ms` later; ended at `at`.
fn won_game(at: f64, ms: f64) -> Entry {
    use minesweeper_engine::replay::{Recorder, Replay};
    use minesweeper_engine::{Action, Config, Game, Pos};
    let mut mines: Vec<Pos> = (0..9).map(|col| Pos::new(0, col)).collect();
    mines.push(Pos::new(1, 0));
    let (mut game, mut recorder) = (
        Game::with_mines(Config::BEGINNER, &mines).unwrap(),
        Recorder::default(),
    );
    for (pos, time) in [(Pos::new(2, 0), 0.0), (Pos::new(8, 8), ms)] {
        game = game.apply(Action::Reveal(pos)).unwrap().game;
        recorder.record(Action::Reveal(pos), time, false, true);
    }
    let replay = Replay::of(&game, recorder.into_moves()).unwrap();
    Entry::new(&replay, at, false, false, None)
}

/// The browser's side of a sync: it sends `games` and reads the player's games after `after`.
fn browser_sync(url: &str, token: &str, after: u64, games: Vec<Entry>) -> Value {
    ureq::post(&format!("{url}/api/account/games"))
        .header("Authorization", &format!("Bearer {token}"))
        .send_json(serde_json::json!({ "after": after, "games": games }))
        .unwrap()
        .body_mut()
        .read_json()
        .unwrap()
}

#[test]
fn sync_takes_this_terminals_games_up_and_the_players_other_games_down() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let url = server(data.path());
    let (_, token) = browser_player(&url);
    // Not signed in there yet: said, and nothing sent.
    let early = mines(home.path())
        .args(["sync", "--server", &url])
        .output()
        .unwrap();
    assert!(!early.status.success());
    assert!(
        String::from_utf8_lossy(&early.stderr).contains("mines login --server"),
        "{early:?}"
    );
    // The browser played one game, this terminal another (before it signed in).
    let browsers = won_game(1_000.0, 4_000.0);
    assert_eq!(
        browser_sync(&url, &token, 0, vec![browsers.clone()])["added"],
        1
    );
    let store = Store::at(home.path().join("minesweeper"));
    let terminals = won_game(2_000.0, 6_000.0);
    store.add_to_history(terminals.clone()).unwrap();
    logged_in(&url, home.path(), &token);
    let synced = mines(home.path())
        .args(["sync", "--server", &url])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&synced.stdout).into_owned();
    assert!(synced.status.success(), "{synced:?}");
    assert!(
        said.contains("1 game sent from this terminal, 1 came from your other devices; the server keeps 2 of your games."),
        "{said}"
    );
    // Both here, once each, and the browser's game counted in the statistics.
    let (history, _) = store.history();
    let mut ids: Vec<String> = history.games.iter().map(Entry::id).collect();
    ids.sort();
    let mut both = vec![browsers.id(), terminals.id()];
    both.sort();
    assert_eq!(ids, both);
    let record = &store.load().stats.records["beginner"];
    assert_eq!((record.played, record.won), (1, 1));
    assert_eq!(record.best_times[0].ms, 4_000.0);
    // The browser reads the terminal's game; a second sync has nothing new either way.
    let read = browser_sync(&url, &token, 0, vec![]);
    let there: Vec<&str> = read["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["replay"].as_str().unwrap())
        .collect();
    assert!(there.contains(&terminals.replay.as_str()), "{read}");
    let again = mines(home.path())
        .args(["sync", "--server", &url])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&again.stdout).contains("0 games sent from this terminal, 0 came")
    );
    assert_eq!(
        store.load().stats.records["beginner"].played,
        1,
        "counted once"
    );
}

#[test]
fn a_server_that_is_not_there_or_not_a_server_is_said_plainly() {
    let home = tempfile::tempdir().unwrap();
    let refused = mines(home.path())
        .args(["leaderboard", "--server", "ftp://x"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("http:// or https://"));
    // A port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let gone = mines(home.path())
        .args(["leaderboard", "--server", &format!("127.0.0.1:{port}")])
        .output()
        .unwrap();
    assert_eq!(gone.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&gone.stderr).contains("cannot be reached"));
}
