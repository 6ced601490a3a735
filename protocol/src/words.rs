//! The game server's refusals and the ranked client's notices, worded in a player's language
//! from the catalogues (`minesweeper-i18n`): the one place the front ends (the page and the
//! terminal) word what the server and the client say as data.

use std::rc::Rc;

use minesweeper_i18n::Words;

use crate::client::Notice;
use crate::{AccountRefusal, BattleRefusal, NameProblem, NameRule, Refusal};

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
