//! Where the full-screen game keeps the game in progress, the statistics and the preferences:
//! files in the user's data directory (`directories`), in the browser's formats with the same
//! checks. A file that cannot be read is set aside beside itself (`….unreadable`) with a
//! message, never a crash; a write goes to a temporary file first, so a crash mid-write leaves
//! the old file whole.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use minesweeper_engine::history::{Entry, History};
use minesweeper_engine::records::{SavedGame, Stats, Unread};
use minesweeper_engine::Limits;
use minesweeper_i18n::refusal;
use minesweeper_protocol::account::SyncMark;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

use crate::words::words;

/// The terminal's own preferences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// `f` cycles flag → ? → hidden.
    pub marks: bool,
    /// The live counters' line is shown (`i`).
    pub live: bool,
}

/// What was found on disk, and a sentence for each thing that had to be set aside.
#[derive(Debug, Default)]
pub struct Loaded {
    pub game: Option<SavedGame>,
    pub stats: Stats,
    pub prefs: Prefs,
    pub notices: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

const GAME: &str = "game.json";
const STATS: &str = "stats.json";
const PREFS: &str = "prefs.json";
const HISTORY: &str = "history.json";
const RANKED: &str = "ranked.json";
const SYNCED: &str = "synced.json";

/// The ranked players this terminal plays as: a secret token per game server.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RankedPlayers {
    pub tokens: std::collections::BTreeMap<String, String>,
}

impl Store {
    /// The platform's data directory for this game (`$XDG_DATA_HOME/minesweeper` on Linux),
    /// or `None` when the system names no home.
    pub fn in_data_dir() -> Option<Store> {
        directories::ProjectDirs::from("", "", "minesweeper").map(|dirs| Store {
            dir: dirs.data_dir().to_path_buf(),
        })
    }

    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Reads everything; what cannot be read is set aside and described.
    pub fn load(&self) -> Loaded {
        let mut loaded = Loaded::default();
        let mut notices = Vec::new();
        loaded.game = self.read(GAME, "game", &mut notices, |text| {
            SavedGame::parse_within(text, Limits::UI)
        });
        if let Some((stats, dropped)) = self.read(STATS, "stats", &mut notices, Stats::parse) {
            let w = words();
            notices.extend(
                dropped
                    .into_iter()
                    .map(|d| w.term_stats_dropped(refusal::dropped(&w, &d)).to_string()),
            );
            loaded.stats = stats;
        }
        loaded.prefs = self
            .read(PREFS, "prefs", &mut notices, |text| {
                Ok(serde_json::from_str(text)?)
            })
            .unwrap_or_default();
        loaded.notices = notices;
        loaded
    }

    /// The file `name`, parsed; or `None`, and when it was there but could not be read, a
    /// notice saying so (`what`: `game`, `stats`, `prefs` or `history`, the catalogue's key).
    fn read<T>(
        &self,
        name: &str,
        what: &str,
        notices: &mut Vec<String>,
        parse: impl FnOnce(&str) -> Result<T, Unread>,
    ) -> Option<T> {
        let path = self.dir.join(name);
        let text = match fs::read(&path) {
            Ok(bytes) => String::from_utf8(bytes).map_err(|_| words().term_not_text().to_string()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return None,
            Err(e) => Err(e.to_string()),
        };
        let parsed = text
            .and_then(|text| parse(&text).map_err(|e| refusal::unread(&words(), &e).to_string()));
        match parsed {
            Ok(value) => Some(value),
            Err(why) => {
                let aside = self.dir.join(format!("{name}.unreadable"));
                let w = words();
                let notice = match fs::rename(&path, &aside) {
                    Ok(()) => w.term_file_set_aside(what, why, aside.display().to_string()),
                    Err(e) => w.term_file_left(what, why, e.to_string()),
                };
                notices.push(notice.to_string());
                None
            }
        }
    }

    /// The finished games kept, newest first; an unreadable file is set aside and described.
    pub fn history(&self) -> (History, Vec<String>) {
        let mut notices = Vec::new();
        let history = match self.read(HISTORY, "history", &mut notices, History::parse) {
            Some((history, dropped)) => {
                let w = words();
                notices.extend(
                    dropped
                        .into_iter()
                        .map(|d| w.term_history_dropped(refusal::dropped(&w, &d)).to_string()),
                );
                history
            }
            None => History::default(),
        };
        (history, notices)
    }

    /// Adds a finished game to the history; returns how many old games made room for it.
    pub fn add_to_history(&self, entry: Entry) -> io::Result<usize> {
        let (mut history, _) = self.history();
        let dropped = history.add(entry);
        self.write(HISTORY, &history)?;
        Ok(dropped)
    }

    pub fn save_game(&self, game: &SavedGame) -> io::Result<()> {
        self.write(GAME, game)
    }

    pub fn save_stats(&self, stats: &Stats) -> io::Result<()> {
        self.write(STATS, stats)
    }

    pub fn save_prefs(&self, prefs: &Prefs) -> io::Result<()> {
        self.write(PREFS, prefs)
    }

    /// Adds games another device played to the history (a union by game id); the games
    /// added, oldest first.
    pub fn merge_into_history(&self, games: Vec<Entry>) -> io::Result<Vec<Entry>> {
        let (mut history, _) = self.history();
        let added = history.merge(games);
        if !added.is_empty() {
            self.write(HISTORY, &history)?;
        }
        Ok(added)
    }

    /// Where this terminal's sync with `server` left off (`mines sync`).
    pub fn sync_mark(&self, server: &str) -> Option<SyncMark> {
        let mut notices = Vec::new();
        let marks: Option<BTreeMap<String, SyncMark>> = self.read(
            SYNCED,
            "where the last sync left off",
            &mut notices,
            |text| Ok(serde_json::from_str(text)?),
        );
        marks.and_then(|mut marks| marks.remove(server))
    }

    /// Keeps where this terminal's sync with `server` left off.
    pub fn keep_sync_mark(&self, server: &str, mark: &SyncMark) -> io::Result<()> {
        let mut notices = Vec::new();
        let mut marks: BTreeMap<String, SyncMark> = self
            .read(
                SYNCED,
                "where the last sync left off",
                &mut notices,
                |text| Ok(serde_json::from_str(text)?),
            )
            .unwrap_or_default();
        marks.insert(server.to_string(), mark.clone());
        self.write(SYNCED, &marks)
    }

    /// The token of this terminal's player on `server`, if it has one (and why the file was
    /// set aside, if it could not be read).
    pub fn ranked_token(&self, server: &str) -> (Option<String>, Vec<String>) {
        let mut notices = Vec::new();
        let players: Option<RankedPlayers> =
            self.read(RANKED, "the ranked players' tokens", &mut notices, |text| {
                Ok(serde_json::from_str(text)?)
            });
        (players.and_then(|p| p.tokens.get(server).cloned()), notices)
    }

    /// Keeps the token of this terminal's new player on `server`.
    pub fn keep_ranked_token(&self, server: &str, token: &str) -> io::Result<()> {
        let mut notices = Vec::new();
        let mut players: RankedPlayers = self
            .read(RANKED, "the ranked players' tokens", &mut notices, |text| {
                Ok(serde_json::from_str(text)?)
            })
            .unwrap_or_default();
        players.tokens.insert(server.to_string(), token.to_string());
        self.write(RANKED, &players)?;
        // A secret: readable by its owner only.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(self.dir.join(RANKED), fs::Permissions::from_mode(0o600))?;
        }
        Ok(())
    }

    fn write(&self, name: &str, value: &impl Serialize) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let text = serde_json::to_string(value)?;
        let temporary = self.dir.join(format!("{name}.new"));
        fs::write(&temporary, text)?;
        fs::rename(temporary, self.dir.join(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use minesweeper_engine::{Action, Config, FirstClick, Game, Pos};

    #[test]
    fn what_is_saved_is_loaded() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("nested"));
        let loaded = store.load();
        assert!(loaded.game.is_none() && loaded.notices.is_empty());
        let game = Game::new(Config::EXPERT, 5)
            .apply(Action::Reveal(Pos::new(3, 3)))
            .unwrap()
            .game;
        let saved = SavedGame::new(game, 1234.0, true);
        store.save_game(&saved).unwrap();
        let mut stats = Stats::default();
        stats.record("expert", true, 50_000.0, 1.0);
        store.save_stats(&stats).unwrap();
        store
            .save_prefs(&Prefs {
                marks: true,
                live: true,
            })
            .unwrap();
        let loaded = store.load();
        assert_eq!(loaded.game, Some(saved));
        assert_eq!(loaded.stats, stats);
        assert!(loaded.prefs.marks && loaded.prefs.live);
        assert!(loaded.notices.is_empty());
    }

    #[test]
    fn unreadable_files_are_set_aside_with_a_message() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(dir.path().join(GAME), "{\"format\":1,\"game\":{}}").unwrap();
        fs::write(dir.path().join(STATS), b"\xff\xfe").unwrap();
        fs::write(dir.path().join(PREFS), "{\"marks\":\"yes\"}").unwrap();
        let loaded = store.load();
        assert!(loaded.game.is_none());
        assert_eq!(loaded.stats, Stats::default());
        assert_eq!(loaded.notices.len(), 3, "{:?}", loaded.notices);
        assert!(loaded.notices[0].starts_with("the saved game could not be read ("));
        assert!(loaded.notices[1].contains("it is not UTF-8 text"));
        assert!(dir.path().join("game.json.unreadable").exists());
        assert!(!dir.path().join(GAME).exists());
        // Set aside once: the next start is clean.
        assert!(store.load().notices.is_empty());
        // In the run's language.
        crate::words::choose(crate::words::Language::of("zh-CN").unwrap());
        fs::write(dir.path().join(STATS), b"\xff").unwrap();
        let notices = store.load().notices;
        assert!(
            notices[0].starts_with("统计无法读取（它不是 UTF-8 文本）：已移到 "),
            "{notices:?}"
        );
    }

    #[test]
    fn a_saved_board_outside_the_game_limits_is_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let huge = Config::new(300, 300, 10, FirstClick::Opening).unwrap();
        store
            .save_game(&SavedGame::new(Game::new(huge, 1), 0.0, false))
            .unwrap();
        let loaded = store.load();
        assert!(loaded.game.is_none());
        assert_eq!(
            loaded.notices,
            [format!(
                "the saved game could not be read (it is a 300×300 board; boards here have up to 200 rows and 200 columns); set aside as {}",
                dir.path().join("game.json.unreadable").display()
            )]
        );
    }

    #[test]
    fn a_record_that_contradicts_itself_is_reported_and_the_rest_kept() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        fs::write(
            dir.path().join(STATS),
            r#"{"format":1,"records":{"expert":{"played":1,"won":2,"streak":0,"best_streak":0,"best_times":[]},
               "beginner":{"played":1,"won":1,"streak":1,"best_streak":1,"best_times":[{"ms":5000,"at":1}]}}}"#,
        )
        .unwrap();
        let loaded = store.load();
        assert_eq!(
            loaded.notices,
            ["statistics for Expert: more wins than games were left out"]
        );
        assert_eq!(loaded.stats.records.len(), 1);
    }
}
