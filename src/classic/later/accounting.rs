//! A game's end accounted for, and a saved game resumed: the rest's side of the state, handed
//! back as data ([`Settled`], [`ResumedGame`]) for the state to take.

use std::rc::Rc;

use minesweeper_engine::daily::Daily;
use minesweeper_engine::records::SavedGame;
use minesweeper_engine::replay::Recorder;
use minesweeper_engine::Status;

use crate::classic::result::GameResult;
use crate::classic::services::{EndedGame, PageLoad, ResumedGame, Services, Settled};

/// The end of a game accounted for: the statistics and the daily result recorded (an
/// assisted game stays out of the statistics), the replay kept and counted, the result card's
/// figures.
pub fn settle(ending: EndedGame, services: &dyn Services) -> Settled {
    let EndedGame {
        game,
        at,
        ms,
        assisted,
        recorder,
        daily,
        daily_counts,
        mut stats,
        mut daily_stats,
    } = ending;
    let won = game.status() == Status::Won;
    let category = game.config().category();
    let new_best = !assisted && Rc::make_mut(&mut stats).record(category, won, ms, at);
    let replay = recorder.replay(&game).ok().map(Rc::new);
    let result = GameResult::of(
        &game,
        ms,
        new_best,
        !assisted,
        replay.clone(),
        daily,
        services.grade(&game),
    );
    if let Some(counters) = result.counters.as_deref().filter(|_| !assisted) {
        Rc::make_mut(&mut stats).record_counters(category, counters);
    }
    if let (Some(daily), true) = (&daily, daily_counts) {
        let time = replay.as_ref().map_or(ms as u32, |r| r.time_ms());
        Rc::make_mut(&mut daily_stats).finish(daily, won, time);
    }
    Settled {
        stats,
        daily_stats,
        result,
        finished: replay,
    }
}

/// A saved game resumed at `now`: the clock goes on from the saved time, and so does the
/// replay's; a finished game shows its result card again, as it did before the reload.
pub fn restore(
    saved: SavedGame,
    now: f64,
    from: &PageLoad,
    services: &dyn Services,
) -> ResumedGame {
    let status = saved.game.status();
    let started = (status != Status::Ready).then_some(now - saved.elapsed_ms);
    let ended = started
        .filter(|_| status.is_over())
        .map(|s| s + saved.elapsed_ms);
    let mut notes: Vec<String> = from.notice.iter().cloned().collect();
    let recorder = match saved.replay_moves() {
        Ok(moves) => Recorder::resume(moves, started, now),
        Err(why) => {
            let w = crate::shared::words::words();
            let why = minesweeper_i18n::refusal::replay(&w, &why);
            notes.push(w.notice_replay_unread(why).to_string());
            Recorder::default()
        }
    };
    // A track that cannot be read is left out: the replay keeps its clicks.
    let recorder = match saved.replay_cursor() {
        Ok(cursor) if !recorder.moves().is_empty() => recorder.with_cursor(cursor),
        _ => recorder,
    };
    let daily = saved
        .daily
        .as_deref()
        .and_then(|tag| Daily::from_tag(tag).ok());
    let daily_counts = daily
        .and_then(|d| from.daily_stats.result(&d))
        .is_some_and(|r| !r.finished);
    let result = status.is_over().then(|| {
        let category = saved.game.config().category();
        let won = status == Status::Won;
        let new_best =
            won && !saved.assisted && from.stats.is_sole_best(category, saved.elapsed_ms);
        let replay = recorder.replay(&saved.game).ok();
        GameResult::of(
            &saved.game,
            saved.elapsed_ms,
            new_best,
            !saved.assisted,
            replay.map(Rc::new),
            daily,
            services.grade(&saved.game),
        )
    });
    ResumedGame {
        assisted: saved.assisted,
        game: saved.game,
        started,
        ended,
        recorder,
        daily,
        daily_counts,
        result,
        notice: (!notes.is_empty()).then(|| notes.join(" ")),
    }
}
