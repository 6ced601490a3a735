//! The game server's refusals and the ranked client's notices, worded in a player's language
//! from the catalogues (`minesweeper-i18n`): the one place the front ends (the page and the
//! terminal) word what the server and the client say as data.

use std::rc::Rc;

use minesweeper_i18n::{Arg, Words};

use crate::account::NotKept;
use crate::client::Notice;
use crate::{AccountRefusal, BattleRefusal, NameProblem, NameRule, Refusal, Unranked};

/// Why the server refused, in the page's language (its English message when it sent no
/// refusal this version words).
pub fn refusal(w: &Words, why: &Refusal) -> Rc<str> {
    use Refusal as R;
    match why {
        R::TooManyMessages { most } => w.server_too_many_messages(*most),
        R::TooManyMoves { most } => w.server_too_many_moves(*most),
        R::TooManyGames { most } => w.server_too_many_games(*most),
        R::TooManyConnections { most } => w.server_too_many_connections(*most),
        R::TooManySynced { megabytes } => w.server_too_many_synced(*megabytes),
        R::TooManyRooms { most } => w.server_too_many_rooms(*most),
        R::RoomsFull => w.server_rooms_full(),
        R::MakersBusy => w.server_makers_busy(),
        R::TooManyPlayers { most } => w.server_too_many_players(*most),
        R::TooManyJoins { most } => w.server_too_many_joins(*most),
        R::TooManyBoards { most } => w.server_too_many_boards(*most),
        R::TooManyResumes { most } => w.server_too_many_resumes(*most),
        R::TooManySignIns { most } => w.server_too_many_sign_ins(*most),
        R::TooManyExports { most } => w.server_too_many_exports(*most),
        R::TooManyReads { seconds } => w.server_too_many_reads(*seconds),
        R::NotText => w.server_not_text(),
        R::NotAMessage { detail } => w.server_not_a_message(detail),
        R::HelloFirst => w.server_hello_first(),
        R::DeviceSignedOut => w.server_device_signed_out(),
        R::UnknownToken => w.server_unknown_token(),
        R::UnknownCategory { name } => w.server_unknown_category(name),
        R::NoGameOfYours => w.server_no_game_of_yours(),
        R::NotYourGame => w.server_not_your_game(),
        R::CannotReplay => w.server_cannot_replay(),
        R::DailyOver => w.server_daily_over(),
        R::DailyPlayed { category } => {
            // A daily board's category is its level's ("daily-expert").
            let level = category.strip_prefix("daily-").unwrap_or(category);
            w.server_daily_played(w.category(level))
        }
        R::GameOver => w.server_game_over(),
        R::NotNext { seq, next } => w.server_not_next(*seq, *next),
        R::TooManyGameMoves { most } => w.server_too_many_game_moves(*most),
        R::OffBoard {
            row,
            col,
            rows,
            cols,
        } => w.server_off_board(row + 1, col + 1, *rows, *cols),
        R::DailyStart { row, col } => w.server_daily_start(*row, *col),
        R::TrackTooLong { most } => w.server_track_too_long(*most),
        R::TrackFirstMove => w.server_track_first_move(),
        R::TrackRefused { detail } => w.server_track_refused(detail),
        R::TrackTooMany { most } => w.server_track_too_many(*most),
        R::OtherWindow => w.server_other_window(),
        R::Watching => w.server_watching(),
        R::NoSecondPlayer => w.server_no_second_player(),
        R::BattleOver => w.server_battle_over(),
        R::Reconnecting => w.server_reconnecting(),
        R::BattleNotNext { seq, next } => w.server_battle_not_next(*seq, *next),
        R::TooManyBattleMoves { most } => w.server_too_many_battle_moves(*most),
        R::BattleMove(why) => battle(w, *why),
        R::ChordOpensNothing => w.server_chord_opens_nothing(),
        R::NoRoom => w.server_no_room(),
        R::RoomElsewhere => w.server_room_elsewhere(),
        R::RoomSilent => w.server_room_silent(),
        R::RebuildFailed => w.server_rebuild_failed(),
        R::Restarting => w.server_restarting(),
        R::Stopping => w.server_stopping(),
        R::TryAgain => w.server_try_again(),
        R::DatabaseSilent => w.server_database_silent(),
        R::NoSuchApi => w.server_no_such_api(),
        R::BadRequest { detail } => w.server_bad_request(detail),
        R::BadDay => w.server_bad_day(),
        R::DailyNotPublic { day } => w.server_daily_not_public(day),
        R::NoSuchGame => w.server_no_such_game(),
        R::NoSuchPlayer => w.server_no_such_player(),
        R::NoSuchPage => w.server_no_such_page(),
        R::Account(why) => account(w, *why),
        R::BadName(rule) => name_rule(w, *rule),
        R::TooManyInRequest { most } => w.server_too_many_in_request(*most),
        R::Said { message } => message.as_str().into(),
        R::Other => w.server_refused(),
    }
}

/// An account's or a passkey's request refused.
fn account(w: &Words, why: AccountRefusal) -> Rc<str> {
    use AccountRefusal as A;
    match why {
        A::SignInFirst => w.server_sign_in_first(),
        A::SignedOutHere => w.server_signed_out_here(),
        A::NotARecoveryKey => w.server_not_a_recovery_key(),
        A::NoSuchRecoveryKey => w.server_no_such_recovery_key(),
        A::KeepAWayBack => w.server_keep_a_way_back(),
        A::NoSuchDevice => w.server_no_such_device(),
        A::NoHost => w.server_no_host(),
        A::TooManyLinks { most } => w.server_too_many_links(most),
        A::LinksBusy => w.server_links_busy(),
        A::NoSuchCode => w.server_no_such_code(),
        A::CodeSpent => w.server_code_spent(),
        A::LinkGone => w.server_link_gone(),
        A::PlayerGone => w.server_player_gone(),
        A::PasskeyNeedsName => w.server_passkey_needs_name(),
        A::PasskeyNotAdded => w.server_passkey_not_added(),
        A::PasskeyNotSignedIn => w.server_passkey_not_signed_in(),
        A::TooManyCeremonies { most } => w.server_too_many_ceremonies(most),
        A::CeremoniesBusy => w.server_ceremonies_busy(),
        A::TooManyPasskeys { most } => w.server_too_many_passkeys(most),
        A::CeremonyGone => w.server_ceremony_gone(),
        A::CeremonySignsIn => w.server_ceremony_signs_in(),
        A::CeremonyAdds => w.server_ceremony_adds(),
        A::NotAPasskey => w.server_not_a_passkey(),
        A::PasskeyTaken => w.server_passkey_taken(),
        A::CeremonyOtherPlayer => w.server_ceremony_other_player(),
        A::UnknownPasskey => w.server_unknown_passkey(),
        A::NoSuchPasskey => w.server_no_such_passkey(),
    }
}

/// Why the server does not keep a name.
fn name_rule(w: &Words, rule: NameRule) -> Rc<str> {
    match rule {
        NameRule::NothingVisible => w.server_name_nothing_visible(),
        NameRule::TooLong { most, count } => w.server_name_too_long(most, count),
        NameRule::TooManyMarks => w.server_name_too_many_marks(),
        NameRule::LooksGiven => w.server_name_looks_given(),
    }
}

/// A battle move the rules refused: Battle's own words for it.
fn battle(w: &Words, why: BattleRefusal) -> Rc<str> {
    use BattleRefusal as B;
    match why {
        B::Outside { row, col } => w.refusal_outside(row, col),
        B::OutOfLives => w.server_out_of_lives(),
        B::NotYourTurn => w.server_not_your_turn(),
        B::Open { row, col } => w.refusal_open(row, col),
        B::NotAdjacent { row, col } => w.refusal_not_adjacent(row, col),
        B::Flagged { row, col } => w.refusal_flagged(row, col),
        B::NotYourNumber { row, col } => w.refusal_not_your_number(row, col),
    }
}

/// What the ranked client says, in the page's language.
pub fn notice(w: &Words, notice: &Notice) -> Rc<str> {
    match notice {
        Notice::Refused(why) => refusal(w, why),
        Notice::MoveNotPlayed {
            row,
            col,
            refusal: why,
        } => w.notice_move_not_played(*row, *col, refusal(w, why)),
        Notice::NewPlayer(why) => w.notice_new_player(refusal(w, why)),
        Notice::NameLater => w.notice_name_later(),
        Notice::BadName(NameProblem::Empty) => w.notice_name_empty(),
        Notice::BadName(NameProblem::TooLong(n)) => w.notice_name_too_long(*n),
        Notice::Dropped(n) => w.notice_dropped(*n),
        Notice::UnknownBoard { name, rows, cols } => w.notice_unknown_board(name, *rows, *cols),
        Notice::Said(text) => text.as_str().into(),
    }
}

/// Why a win is off the leaderboards, in the page's language; `decimal` writes a number
/// with so many decimals as the front end writes them (the page: the browser's `Intl`).
pub fn unranked(w: &Words, why: &Unranked, decimal: impl Fn(f64, u32) -> String) -> Rc<str> {
    let figure = |value: f64, decimals: u32| Arg::shown(value, decimal(value, decimals));
    match why {
        Unranked::BeyondRecord { level, rate, most } => w.unranked_beyond_record(
            figure(*rate, 1),
            w.category(level.as_str()),
            figure(*most, 1),
        ),
        Unranked::BeyondPace { pace, most } => {
            w.unranked_beyond_pace(figure(*pace, 0), figure(*most, 0))
        }
        Unranked::NoHistory { needed, finished } => w.unranked_no_history(*needed, *finished),
        Unranked::SharedNetwork => w.unranked_shared_network(),
        Unranked::Held {
            level,
            rate,
            best: Some(best),
            needed,
        } => w.unranked_held(
            figure(*rate, 2),
            w.category(level.as_str()),
            figure(*best, 2),
            figure(*needed, 2),
        ),
        Unranked::Held {
            level,
            rate,
            best: None,
            needed,
        } => w.unranked_held_first(
            figure(*rate, 2),
            w.category(level.as_str()),
            figure(*needed, 2),
        ),
        Unranked::Said { text } => text.as_str().into(),
    }
}

/// Why a game sent to be kept was not, in the page's language.
pub fn not_kept(w: &Words, why: &NotKept) -> Rc<str> {
    match why {
        NotKept::TooLarge { game, most_kb } => w.sync_too_large(game.as_str(), *most_kb),
        NotKept::Unreadable { game, detail } => w.sync_unreadable(game.as_str(), detail.as_str()),
        NotKept::BadDate { game } => w.sync_bad_date(game.as_str()),
        NotKept::TalliesFull { most } => w.sync_tallies_full(*most),
        NotKept::BadTally { detail } => w.sync_bad_tally(detail.as_str()),
    }
}

/// A player's name as the page shows it: a name the server gave ("Player 3fa2c1") in the
/// page's language ("玩家 3fa2c1"), a name they chose as it is.
pub fn player_name(w: &Words, name: &str) -> Rc<str> {
    match crate::given_id(name) {
        Some(id) => w.player_given(id),
        None => name.into(),
    }
}

#[cfg(test)]
mod tests {
    use minesweeper_engine::format::fixed;
    use minesweeper_i18n::Language;

    use super::*;

    fn chinese() -> Words {
        Words::of(Language::of("zh-CN").expect("Chinese"))
    }

    #[test]
    fn a_win_off_the_boards_is_worded_with_its_figures() {
        let held = Unranked::Held {
            level: "expert".into(),
            rate: 9.4812,
            best: None,
            needed: 6.3208,
        };
        assert_eq!(
            &*unranked(&Words::english(), &held, fixed),
            "held off the boards: 9.48 3BV/s is far beyond your record (no Expert win yet); it \
             goes on them once you win a ranked Expert game at 6.32 3BV/s or more"
        );
        let history = Unranked::NoHistory {
            needed: 10,
            finished: 3,
        };
        assert_eq!(
            &*unranked(&chinese(), &history, fixed),
            "已保存，不计排名：完成 10 局排位赛后，每日挑战才会计入榜单（你已完成 3 局）"
        );
        // A reason stored before they were typed is shown as it was kept.
        let said = Unranked::Said {
            text: "kept".into(),
        };
        assert_eq!(&*unranked(&chinese(), &said, fixed), "kept");
    }

    #[test]
    fn a_given_name_is_shown_in_the_players_language_a_chosen_one_as_it_is() {
        assert_eq!(&*player_name(&chinese(), "Player 3fa2c1"), "玩家 3fa2c1");
        assert_eq!(
            &*player_name(&Words::english(), "Player 3fa2c1"),
            "Player 3fa2c1"
        );
        for chosen in ["Player 1", "Player 3fa2c1x", "player 3fa2c1", "李雷"] {
            assert_eq!(&*player_name(&chinese(), chosen), chosen);
        }
    }

    #[test]
    fn an_account_refusal_is_worded_in_the_players_language() {
        let why = Refusal::Account(AccountRefusal::TooManyPasskeys { most: 20 });
        assert_eq!(
            &*refusal(&chinese(), &why),
            "每位玩家最多保留 20 个通行密钥：请先移除一个。"
        );
        let name = Refusal::BadName(NameRule::TooLong {
            most: 24,
            count: 30,
        });
        assert_eq!(
            &*refusal(&Words::english(), &name),
            "A name has 1 to 24 characters, not 30."
        );
    }
}
