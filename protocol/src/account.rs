//! A player's account over HTTP, as the server writes it and the clients read it: the devices
//! signed in as them, their passkeys, a recovery key, and the device link a terminal signs in
//! by (the pattern of RFC 8628 and `gh auth login`). Every request but the first step of a device link and a
//! recovery carries the device's token as `Authorization: Bearer TOKEN`, never in an address.
//! `docs/server.md` lists the routes and their bounds.

use serde::{Deserialize, Serialize};

/// What kind of device holds a token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeviceKind {
    /// A browser: the page.
    Browser,
    /// The terminal game (`mines`).
    Terminal,
}

impl DeviceKind {
    /// Its word in what is stored.
    pub const fn name(self) -> &'static str {
        match self {
            DeviceKind::Browser => "browser",
            DeviceKind::Terminal => "terminal",
        }
    }

    /// The kind a stored word names, if any.
    pub fn of(word: &str) -> Option<DeviceKind> {
        [DeviceKind::Browser, DeviceKind::Terminal]
            .into_iter()
            .find(|k| k.name() == word)
    }
}

/// One device signed in as the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Device {
    /// Its id: what signs it out (`DELETE /api/account/devices/{id}`); not a secret.
    pub id: String,
    /// A browser or the terminal; none for the device a player was made on before devices
    /// were kept apart.
    pub kind: Option<DeviceKind>,
    /// When it signed in (ms since 1970).
    pub signed_in_ms: i64,
    /// When it was last seen, to the nearest five minutes (ms since 1970).
    pub seen_ms: i64,
    /// The network it signed in from, as a prefix (`203.0.113.0/24`, `2001:db8:1::/48`).
    pub network: String,
    /// Whether it is the device asking.
    pub this: bool,
}

/// `GET /api/account`: the player and their devices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    /// The player's id.
    pub player: String,
    /// Their display name.
    pub name: String,
    /// Whether a recovery key is kept for them (only its hash is).
    pub recovery_key: bool,
    /// Their devices, the most recently seen first.
    pub devices: Vec<Device>,
    /// Their passkeys, the one added first first.
    #[serde(default)]
    pub passkeys: Vec<Passkey>,
}

/// One of the player's passkeys, as the server keeps it (the authenticator keeps the secret).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Passkey {
    /// Its id: what removes it (`DELETE /api/account/passkeys/{id}`); not a secret.
    pub id: String,
    /// When it was added (ms since 1970).
    pub added_ms: i64,
    /// When it last signed a device in (ms since 1970); when it was added if never.
    pub used_ms: i64,
    /// The network it was added from, as a prefix.
    pub network: String,
}

/// `POST /api/passkey/add` and `POST /api/passkey/sign-in`: a ceremony begun. The browser is
/// asked `public_key` (WebAuthn's options in their JSON form, as
/// `PublicKeyCredential.parseCreationOptionsFromJSON` and `parseRequestOptionsFromJSON` read
/// them), and the ceremony is finished with `ceremony` within five minutes, once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PasskeyBegun {
    /// What finishes this ceremony (a secret of this client's, used once).
    pub ceremony: String,
    /// The options for `navigator.credentials.create` or `get`.
    pub public_key: serde_json::Value,
}

/// `POST /api/passkey/added` and `POST /api/passkey/signed-in`: the browser's answer
/// (`PublicKeyCredential.toJSON()`) to a ceremony begun.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PasskeyFinish {
    /// The ceremony's id, as [`PasskeyBegun`] gave it.
    pub ceremony: String,
    /// The credential the authenticator made, or its assertion.
    pub credential: serde_json::Value,
    /// The device asking.
    pub kind: DeviceKind,
}

/// `POST /api/passkey/added`: the passkey is kept. The player it was added to, and for a
/// first passkey (made with no player), the new player's token for this device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PasskeyAdded {
    /// The player's id.
    pub player: String,
    /// Their display name.
    pub name: String,
    /// This device's token, when the passkey made its player.
    pub token: Option<String>,
}

/// `POST /api/account/recovery-key`: a new recovery key, shown this once (the one before it no
/// longer works).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoveryKey {
    /// The key: 160 random bits in Crockford's base 32, in groups of four.
    pub key: String,
}

/// `POST /api/account/recover`: a recovery key, and what kind of device asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recover {
    /// The key as the player typed it (case, spaces and dashes do not matter).
    pub key: String,
    /// The device asking.
    pub kind: DeviceKind,
}

/// A device signed in: whose it is, and its own new token (sent this once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SignedIn {
    /// The player's id.
    pub player: String,
    /// Their display name.
    pub name: String,
    /// This device's token.
    pub token: String,
}

/// `POST /api/device`: a terminal asks to be signed in. It shows `user_code` and
/// `verification_uri` to the player, and polls `POST /api/device/token` with `device_code`
/// every `interval` seconds until a browser signed in as the player approves the code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceStart {
    /// The terminal's secret for polling (never shown).
    pub device_code: String,
    /// What the player checks in the browser: eight letters, `BCDF-GHJK`.
    pub user_code: String,
    /// Where the player goes: the page that approves a code (`https://host/#device`).
    pub verification_uri: String,
    /// The same, with the code in it (`https://host/#device=BCDF-GHJK`).
    pub verification_uri_complete: String,
    /// Seconds until the code expires.
    pub expires_in: u64,
    /// Seconds to wait between polls.
    pub interval: u64,
}

/// `POST /api/device/token`: the terminal's poll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DevicePoll {
    /// The `device_code` it was given.
    pub device_code: String,
}

/// The answer to a poll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum DeviceAnswer {
    /// Not approved yet: ask again after the interval.
    Pending,
    /// Approved: the terminal is signed in (the code is used up).
    Approved(SignedIn),
}

/// `GET /api/device/{user_code}`: what asks to be signed in, for the player to check before
/// approving.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceAsking {
    /// The code, as the terminal shows it.
    pub user_code: String,
    /// When it asked (ms since 1970).
    pub asked_ms: i64,
    /// The network it asked from, as a prefix.
    pub network: String,
    /// Seconds left before the code expires.
    pub expires_in: u64,
}

/// `POST /api/account/games`: a device's own games the server may lack (those it played since
/// it last sent, or all it keeps at first), and where its copy of the server's list ends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GamesSync {
    /// The last `next` this device read (0 at first).
    pub after: u64,
    /// Games to keep, at most [`SYNC_BATCH`]; each as the history keeps it.
    pub games: Vec<minesweeper_engine::history::Entry>,
    /// This device's battles against the computer as it counts them now, if it plays them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battles: Option<BattleTally>,
}

/// One device's battles against the computer: won, lost and drawn against each level. They
/// are counters, not games (a battle against the computer keeps no replay), so each device's
/// tally is kept whole under a name the device gave itself, replaced by its newer tally, and
/// every device adds up the others': each battle counted once, none lost when a device is.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleTally {
    /// The device's own random name for itself (not its token: it outlives a sign-out).
    pub device: String,
    /// Per level (`novice`, `casual`, `expert`, `master`): won, lost and drawn.
    pub levels: std::collections::BTreeMap<String, [u32; 3]>,
}

/// The most devices whose battle tallies the server keeps a player.
pub const MAX_TALLIES: usize = 20;

impl BattleTally {
    /// Why the tally cannot be kept, if it cannot: a name that is not 8 to 64 letters, digits
    /// or dashes, a level that is not one, or a count past a million.
    pub fn fault(&self) -> Option<String> {
        let name_ok = (8..=64).contains(&self.device.len())
            && self
                .device
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-');
        if !name_ok {
            return Some("a device name that is not 8 to 64 letters, digits or dashes".into());
        }
        if let Some(level) = self
            .levels
            .keys()
            .find(|level| minesweeper_engine::battle::Level::parse(level).is_none())
        {
            return Some(format!(
                "“{}” is not a computer's level",
                level.chars().take(20).collect::<String>()
            ));
        }
        if self.levels.values().flatten().any(|&n| n > 1_000_000) {
            return Some("a count past a million".into());
        }
        None
    }

    /// The sum of `tallies`, per level.
    pub fn sum<'a>(
        tallies: impl IntoIterator<Item = &'a BattleTally>,
    ) -> std::collections::BTreeMap<String, [u32; 3]> {
        let mut sum = std::collections::BTreeMap::<String, [u32; 3]>::new();
        for (level, counts) in tallies.into_iter().flat_map(|t| &t.levels) {
            let total = sum.entry(level.clone()).or_default();
            for (t, n) in total.iter_mut().zip(counts) {
                *t = t.saturating_add(*n);
            }
        }
        sum
    }
}

/// The answer to a [`GamesSync`]: what the device lacks, and what was kept of what it sent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GamesSynced {
    /// Games kept here since `after` that this request did not send, in the order they came.
    pub games: Vec<minesweeper_engine::history::Entry>,
    /// Where this answer ends: the next request's `after`.
    pub next: u64,
    /// More follow: ask again from `next`.
    pub more: bool,
    /// Games of this request kept that were not.
    pub added: u64,
    /// The oldest games let go to keep within the bounds (they stay on the devices that have
    /// them).
    pub dropped: u64,
    /// Games sent and not kept, each with why in English (for clients before
    /// [`GamesSynced::not_kept`]).
    pub refused: Vec<String>,
    /// The same as data, which the front ends word in their player's language.
    #[serde(default)]
    pub not_kept: Vec<NotKept>,
    /// How many games the server keeps for the player now.
    pub kept: u64,
    /// The battle tallies of the player's other devices (at most [`MAX_TALLIES`]).
    #[serde(default)]
    pub battles: Vec<BattleTally>,
}

/// `GET /api/account/export`: everything the server keeps of the player ("download
/// everything"), in one JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AccountExport {
    /// This export's format.
    pub format: u32,
    /// When it was made (ms since 1970).
    pub exported_ms: i64,
    /// The account: the player, their devices and passkeys.
    pub account: Account,
    /// Their ranked games, newest first, as their page lists them.
    pub ranked_games: Vec<crate::api::GameLine>,
    /// Those games' replays (`#replay=` text), by game id; a daily's only once its day is
    /// over.
    pub replays: std::collections::BTreeMap<String, String>,
    /// Their battles against people, newest first.
    pub battles: Vec<crate::api::BattleLine>,
    /// Their rating against people.
    pub rating: i32,
    /// Their own games, as their devices sent them (replays and summaries).
    pub games: Vec<minesweeper_engine::history::Entry>,
    /// Their devices' battles against the computer, a tally a device.
    #[serde(default)]
    pub battle_tallies: Vec<BattleTally>,
}

/// `POST /api/account/delete`: what deleting the account removed, and what stayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountDeleted {
    /// Devices signed out.
    pub devices: u64,
    /// Passkeys removed.
    pub passkeys: u64,
    /// Own games removed from the server.
    pub games: u64,
    /// Ranked games that stay on the boards, under the name the server gives.
    pub ranked_games_kept: u64,
    /// Battles that stay on other players' pages and the ratings' board.
    pub battles_kept: u64,
    /// The name they stay under.
    pub name: String,
}

/// The most games a [`GamesSync`] sends, and a [`GamesSynced`] answers, at once.
pub const SYNC_BATCH: usize = 100;

/// The largest game the server keeps (its entry's JSON): a longer one stays on its device.
pub const SYNC_ENTRY_MAX: usize = 256 << 10;

/// The most rounds one sync takes (each at most [`SYNC_BATCH`] games each way): the server
/// keeps 5,000 games a player.
pub const SYNC_ROUNDS: usize = 120;

/// Where a device's sync of its games left off, kept beside its history (the page's
/// `minesweeper.synced`, the terminal's `synced.json`): the same steps in every front end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SyncMark {
    /// Whose games these marks are.
    pub player: String,
    /// The server's list, read up to here.
    pub after: u64,
    /// This device's games, sent up to the one that ended here (ms since 1970).
    pub sent_through: f64,
}

impl SyncMark {
    /// Where `player`'s sync starts, from the mark kept (`previous`) and the newest game this
    /// device keeps: where it left off; from the start, the first time a player syncs here
    /// (the games played before the account came along go with it); but when this device
    /// synced another player's games before, theirs stay theirs: only games played from now
    /// on are sent.
    pub fn start(previous: Option<SyncMark>, player: &str, newest: Option<f64>) -> SyncMark {
        match previous {
            Some(mark) if mark.player == player => mark,
            other => SyncMark {
                player: player.to_string(),
                after: 0,
                sent_through: match other {
                    Some(_) => newest.unwrap_or(f64::NEG_INFINITY),
                    None => f64::NEG_INFINITY,
                },
            },
        }
    }

    /// The next request: the oldest [`SYNC_BATCH`] of `history`'s games not sent yet.
    pub fn request(&self, history: &minesweeper_engine::history::History) -> GamesSync {
        let mut games: Vec<_> = history
            .games
            .iter()
            .filter(|game| game.at > self.sent_through)
            .cloned()
            .collect();
        games.sort_by(|a, b| a.at.total_cmp(&b.at));
        games.truncate(SYNC_BATCH);
        GamesSync {
            after: self.after,
            games,
            battles: None,
        }
    }

    /// Moves past `asked` and its `answer`; whether another round follows.
    pub fn advance(&mut self, asked: &GamesSync, answer: &GamesSynced) -> bool {
        self.after = answer.next;
        if let Some(last) = asked.games.last() {
            self.sent_through = last.at;
        }
        answer.more || asked.games.len() == SYNC_BATCH
    }
}

/// The alphabet of a device link's code: twenty consonants, no vowel (no word is spelt by
/// chance) and none read as another.
pub const USER_CODE_LETTERS: &[u8; 20] = b"BCDFGHJKLMNPQRSTVWXZ";

/// A device link's code as a player may type it (any case, with or without its dash or
/// spaces), written as the server writes it (`BCDF-GHJK`); none if it cannot be one.
pub fn user_code(typed: &str) -> Option<String> {
    let letters: Vec<u8> = typed
        .bytes()
        .filter(|b| !matches!(b, b'-' | b' '))
        .map(|b| b.to_ascii_uppercase())
        .collect();
    if letters.len() != 8 || !letters.iter().all(|b| USER_CODE_LETTERS.contains(b)) {
        return None;
    }
    let text = String::from_utf8_lossy(&letters).into_owned();
    Some(format!("{}-{}", &text[..4], &text[4..]))
}

/// The alphabet of a recovery key: Crockford's base 32 (no I, L, O or U).
pub const RECOVERY_LETTERS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A recovery key as typed, in the form it was given (`ABCD-EFGH-…`, upper case, Crockford's
/// misreadings read as meant: I and L as 1, O as 0); none if it cannot be one.
pub fn recovery_key(typed: &str) -> Option<String> {
    let letters: Vec<u8> = typed
        .bytes()
        .filter(|b| !matches!(b, b'-' | b' '))
        .map(|b| match b.to_ascii_uppercase() {
            b'I' | b'L' => b'1',
            b'O' => b'0',
            other => other,
        })
        .collect();
    if letters.len() != 32 || !letters.iter().all(|b| RECOVERY_LETTERS.contains(b)) {
        return None;
    }
    let groups: Vec<String> = letters
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect();
    Some(groups.join("-"))
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_player_sends_what_this_device_played_but_never_anothers_games() {
        let first = SyncMark::start(None, "ada", Some(5.0));
        assert_eq!(first.sent_through, f64::NEG_INFINITY, "all, the first time");
        let left = SyncMark {
            player: "ada".into(),
            after: 7,
            sent_through: 5.0,
        };
        assert_eq!(SyncMark::start(Some(left.clone()), "ada", Some(9.0)), left);
        let other = SyncMark::start(Some(left), "bob", Some(9.0));
        assert_eq!(
            (other.after, other.sent_through),
            (0, 9.0),
            "Ada's games stay hers"
        );
    }
    use super::*;

    #[test]
    fn a_device_code_is_read_however_it_is_typed() {
        assert_eq!(user_code("bcdf ghjk").as_deref(), Some("BCDF-GHJK"));
        assert_eq!(user_code("BCDF-GHJK").as_deref(), Some("BCDF-GHJK"));
        assert_eq!(user_code("BCDF-GHJ"), None, "too short");
        assert_eq!(user_code("ABCD-GHJK"), None, "A is not a letter of codes");
        assert_eq!(user_code("BCDF-GHJKL"), None, "too long");
    }

    #[test]
    fn a_recovery_key_is_read_as_crockford_reads_it() {
        let key = "0123-4567-89AB-CDEF-GHJK-MNPQ-RSTV-WXYZ";
        assert_eq!(recovery_key(key).as_deref(), Some(key));
        let typed = "o123 4567 89ab cdef ghjk mnpq rstv wxyz";
        assert_eq!(recovery_key(typed).as_deref(), Some(key));
        assert_eq!(recovery_key(&key[..38]), None, "one short");
        assert_eq!(
            recovery_key(&key.replace('W', "U")),
            None,
            "U is not a digit"
        );
    }

    #[test]
    fn a_device_answer_says_its_status() {
        let pending = serde_json::to_string(&DeviceAnswer::Pending).unwrap_or_default();
        assert_eq!(pending, r#"{"status":"pending"}"#);
        let approved = DeviceAnswer::Approved(SignedIn {
            player: "p".into(),
            name: "n".into(),
            token: "t".into(),
        });
        let text = serde_json::to_string(&approved).unwrap_or_default();
        assert_eq!(
            text,
            r#"{"status":"approved","player":"p","name":"n","token":"t"}"#
        );
    }
}

/// Why a game (or this device's battle tally) sent to be kept was not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
// Each field is the figure its words name (`Display`).
#[allow(missing_docs)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum NotKept {
    /// Larger than a game kept may be, in KB.
    TooLarge { game: String, most_kb: u32 },
    /// Its replay does not read (what the engine said, English).
    Unreadable { game: String, detail: String },
    /// Its date is not a time.
    BadDate { game: String },
    /// As many devices' battle tallies are kept as may be.
    TalliesFull { most: u32 },
    /// This device's battle tally does not add up (what is wrong, English).
    BadTally { detail: String },
}

impl std::fmt::Display for NotKept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotKept::TooLarge { game, most_kb } => {
                write!(f, "game {game}: over {most_kb} KB, kept on its device only")
            }
            NotKept::Unreadable { game, detail } => {
                write!(f, "game {game}: its replay does not read ({detail})")
            }
            NotKept::BadDate { game } => write!(f, "game {game}: a date that is not a time"),
            NotKept::TalliesFull { most } => write!(
                f,
                "the battle tally: {most} devices' tallies are kept already, this one stays here"
            ),
            NotKept::BadTally { detail } => write!(f, "the battle tally: {detail}"),
        }
    }
}
