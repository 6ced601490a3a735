//! Why a replay, a link's text or a video was refused, in a language's words: the engine says
//! what is wrong as data (`ReplayError`, `VideoError`: a kind, its figures, the part of a file
//! and the byte it starts at), and the page and the terminal both word it here. The engine's
//! `Display` stays English, for logs. And why saved data was not read, or a record of it left
//! out (`Unread`, `Dropped`), for the page's notices and the terminal's.

use std::rc::Rc;

use minesweeper_engine::analysis::SetupError;
use minesweeper_engine::format::visible;
use minesweeper_engine::records::{Contradiction, Dropped, JsonFault, Unread};
use minesweeper_engine::replay::{ReplayError, LINK_VERSION, MAX_MOVES};
use minesweeper_engine::video::{
    Counted, Invalid, NotThis, Part, VideoError, MAX_BYTES, MAX_EVENTS, MAX_SIDE,
};

use crate::review::cell;
use crate::Words;

/// Bytes as whole kilobytes (1,000 bytes), rounded up: a file one byte over is over.
fn kilobytes(bytes: usize) -> usize {
    bytes.div_ceil(1000)
}

/// Why a replay was refused (a link's text, a file, a game to save as EVF).
pub fn replay(w: &Words, e: &ReplayError) -> Rc<str> {
    match e {
        ReplayError::Truncated(_) => w.refusal_replay_ends_early(),
        ReplayError::Version { found } => w.refusal_replay_version(*found, LINK_VERSION),
        ReplayError::Checksum => w.refusal_replay_checksum(),
        ReplayError::Character(c) => w.refusal_replay_character(visible(&c.to_string())),
        ReplayError::Text(_) => w.refusal_replay_not_text(),
        ReplayError::Settings(_) => w.refusal_replay_settings(),
        ReplayError::Layout(_) => w.refusal_replay_layout(),
        ReplayError::TimeGoesBack { index, at_ms } => w.refusal_replay_time_back(index + 1, *at_ms),
        ReplayError::Outside {
            index,
            pos,
            rows,
            cols,
        } => w.refusal_replay_outside(index + 1, cell(w, *pos), *rows, *cols),
        ReplayError::AfterTheEnd { index } => w.refusal_replay_after_end(index + 1),
        ReplayError::Tampered { index, .. } => w.refusal_replay_tampered(index + 1),
        ReplayError::MineUnderFirstReveal(pos) => w.refusal_replay_mine_first(cell(w, *pos)),
        ReplayError::TooLong(moves) => w.refusal_replay_too_long(*moves, MAX_MOVES),
        ReplayError::TooBig {
            rows, cols, max, ..
        } => w.refusal_replay_too_big(*rows, *cols, *max),
        ReplayError::TooLarge { bytes, max, .. } => {
            w.refusal_replay_too_large(kilobytes(*bytes), kilobytes(*max))
        }
        ReplayError::TooManyClicks => w.refusal_replay_too_many_clicks(MAX_MOVES),
        ReplayError::BeforeTheEdge { index } => w.refusal_replay_before_edge(index + 1),
        ReplayError::EvfBoard { rows, cols, mines } => {
            w.refusal_replay_evf_board(*rows, *cols, *mines)
        }
        ReplayError::EvfEmpty => w.refusal_replay_evf_empty(),
        ReplayError::Cursor(_) => w.refusal_replay_cursor(),
        ReplayError::Video(why) => w.refusal_replay_video(video(w, why)),
    }
}

/// Why a video was refused.
pub fn video(w: &Words, e: &VideoError) -> Rc<str> {
    match e {
        VideoError::TooLarge { bytes } => {
            w.refusal_video_too_large(kilobytes(*bytes), kilobytes(MAX_BYTES))
        }
        VideoError::Board { rows, cols } => w.refusal_video_board(*rows, *cols, MAX_SIDE),
        VideoError::TooManyEvents => w.refusal_video_too_many_events(MAX_EVENTS),
        VideoError::Truncated { part, at } => {
            let part = match part {
                Part::Header => "header",
                Part::Layout => "layout",
                Part::Details => "details",
                Part::Events => "events",
                Part::Check => "check",
            };
            w.refusal_video_ends_inside(part, *at)
        }
        VideoError::NotThis { format, why } => {
            let why = match why {
                NotThis::Level(level) => w.refusal_video_level(*level),
                NotThis::Version { found, first, last } => {
                    w.refusal_video_version(*found, *first, *last)
                }
                NotThis::NoRelease => w.refusal_video_no_release(),
                NotThis::NoMark(mark) => w.refusal_video_no_mark(*mark),
            };
            w.refusal_video_not_this(*format, why)
        }
        VideoError::Invalid(why) => invalid(w, why),
    }
}

/// Why a video read whole is not a game that can be.
fn invalid(w: &Words, e: &Invalid) -> Rc<str> {
    match e {
        Invalid::MineOff {
            row,
            col,
            rows,
            cols,
        } => w.refusal_video_mine_off(w.review_cell(*row, *col), *rows, *cols),
        Invalid::SharedCell => w.refusal_video_shared_cell(),
        Invalid::MarkByte(byte) => w.refusal_video_mark_byte(*byte),
        Invalid::NotANumber { what, text } => {
            let what = match what {
                Counted::Bbbv => "bbbv",
                Counted::Time => "time",
            };
            w.refusal_video_not_number(what, text.as_str())
        }
        Invalid::EventKind { kind, program } => w.refusal_video_event_kind(*kind, program.as_str()),
        Invalid::FirstEvent(kind) => w.refusal_video_first_event(*kind),
        Invalid::MinesDisagree { said, found } => w.refusal_video_mines_disagree(*said, *found),
        Invalid::EarlyBoard { rows, cols } => w.refusal_video_early_board(*rows, *cols),
        Invalid::NoEvents => w.refusal_video_no_events(),
        Invalid::CloneUnnamed => w.refusal_video_clone_unnamed(),
        Invalid::ZeroPixels => w.refusal_video_zero_pixels(),
        Invalid::NoBbbv => w.refusal_video_no_bbbv(),
        Invalid::NoFormat { as_avf: None } => w.refusal_video_no_format(),
        Invalid::NoFormat { as_avf: Some(why) } => w.refusal_video_no_format_avf(video(w, why)),
    }
}

/// Why saved data was not read (a game, statistics, daily results, the history, preferences).
pub fn unread(w: &Words, e: &Unread) -> Rc<str> {
    match e {
        Unread::Json {
            fault,
            line,
            column,
        } => {
            let fault = match fault {
                JsonFault::Syntax => "syntax",
                JsonFault::Data => "data",
                JsonFault::Eof => "eof",
            };
            w.refusal_unread_json(fault, *line, *column)
        }
        Unread::Format { found, reads } => w.refusal_unread_format(*found, *reads),
        Unread::Time => w.refusal_unread_time(),
        Unread::Board {
            rows,
            cols,
            max_rows,
            max_cols,
        } => w.refusal_unread_board(*rows, *cols, *max_rows, *max_cols),
        Unread::Speed { found, min, max } => w.refusal_unread_speed(*found, *min, *max),
    }
}

/// A record left out of saved data, and why: a category's record named in the language, a
/// day as it was saved, a game of the history.
pub fn dropped(w: &Words, d: &Dropped) -> Rc<str> {
    let why = w.refusal_contradiction(match d.why {
        Contradiction::MoreWinsThanGames => "more-wins",
        Contradiction::StreakOverWins => "streak",
        Contradiction::MoreBestTimes => "best-times",
        Contradiction::BestTimeNotDuration => "best-time",
        Contradiction::BestCounterNotNumber => "best-counter",
        Contradiction::DateNotTime => "date",
        Contradiction::BoardNotOne => "board",
        Contradiction::NoReplay => "no-replay",
        Contradiction::NotADay => "not-a-day",
    });
    match d.why {
        Contradiction::NotADay => w.refusal_dropped_day(d.what.as_str(), why),
        _ if d.what.is_empty() => why,
        _ => w.refusal_dropped_record(w.category(d.what.as_str()), why),
    }
}

/// Records left out, said one after another.
pub fn all_dropped(w: &Words, dropped: &[Dropped]) -> String {
    let said: Vec<Rc<str>> = dropped.iter().map(|d| self::dropped(w, d)).collect();
    said.join("; ")
}

/// Why a position cannot be set up on the analysis board, in `w`'s language: rows and
/// columns from 1.
pub fn setup(w: &Words, e: &SetupError) -> Rc<str> {
    match *e {
        SetupError::Header => w.refusal_setup_header(),
        SetupError::Size { rows, cols, max } => w.refusal_setup_size(rows, cols, max),
        SetupError::RowLength { row, length, cols } => {
            w.refusal_setup_row_length(row + 1, length, cols)
        }
        SetupError::MissingRows { rows, found } => w.refusal_setup_missing_rows(found, rows),
        SetupError::NumberTooLarge { pos, number, room } => {
            w.refusal_setup_number_too_large(number, pos.row + 1, pos.col + 1, room)
        }
        SetupError::FlagsAroundNumber { pos, number, flags } => {
            w.refusal_setup_flags_around(number, pos.row + 1, pos.col + 1, flags)
        }
        SetupError::MoreFlagsThanMines { flags, mines } => w.refusal_setup_more_flags(flags, mines),
        SetupError::TooManyMines { mines, room } => w.refusal_setup_too_many_mines(mines, room),
        SetupError::NoLayout => w.refusal_setup_no_layout(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Language, LANGUAGES};
    use minesweeper_engine::Pos;

    /// One refusal of every kind the readers give.
    fn every_refusal() -> Vec<ReplayError> {
        let pos = Pos { row: 2, col: 4 };
        let video = |e: VideoError| ReplayError::Video(e);
        let mut all = vec![
            ReplayError::Truncated("the moves"),
            ReplayError::Version { found: 9 },
            ReplayError::Checksum,
            ReplayError::Character('\u{1b}'),
            ReplayError::Text("its length is not that of a replay's text"),
            ReplayError::Settings("the seed is out of range".into()),
            ReplayError::Layout("a mine lies outside the board".into()),
            ReplayError::TimeGoesBack {
                index: 3,
                at_ms: 1200,
            },
            ReplayError::Outside {
                index: 0,
                pos,
                rows: 9,
                cols: 9,
            },
            ReplayError::AfterTheEnd { index: 7 },
            ReplayError::Tampered {
                index: 2,
                click: "reveal",
                claims_change: true,
            },
            ReplayError::MineUnderFirstReveal(pos),
            ReplayError::TooLong(300_000),
            ReplayError::TooBig {
                rows: 9000,
                cols: 9000,
                max: 200,
                whose: "replay links",
            },
            ReplayError::TooLarge {
                bytes: 20_000_000,
                max: 16_000_000,
                whose: "replay files",
            },
            ReplayError::TooManyClicks,
            ReplayError::BeforeTheEdge { index: 0 },
            ReplayError::EvfBoard {
                rows: 300,
                cols: 300,
                mines: 900,
            },
            ReplayError::EvfEmpty,
            ReplayError::Cursor("sample 3 comes before the one before it".into()),
            video(VideoError::TooLarge { bytes: 17_000_000 }),
            video(VideoError::Board { rows: 0, cols: 300 }),
            video(VideoError::TooManyEvents),
        ];
        for part in [
            Part::Header,
            Part::Layout,
            Part::Details,
            Part::Events,
            Part::Check,
        ] {
            all.push(video(VideoError::Truncated { part, at: 1234 }));
        }
        for why in [
            NotThis::Level(9),
            NotThis::Version {
                found: 7,
                first: 0,
                last: 4,
            },
            NotThis::NoRelease,
            NotThis::NoMark("*rmv"),
        ] {
            all.push(video(VideoError::NotThis { format: "RMV", why }));
        }
        let truncated = VideoError::Truncated {
            part: Part::Events,
            at: 90,
        };
        for why in [
            Invalid::MineOff {
                row: 17,
                col: 3,
                rows: 16,
                cols: 30,
            },
            Invalid::SharedCell,
            Invalid::MarkByte(5),
            Invalid::NotANumber {
                what: Counted::Bbbv,
                text: "x".into(),
            },
            Invalid::NotANumber {
                what: Counted::Time,
                text: "y".into(),
            },
            Invalid::EventKind {
                kind: 99,
                program: "Viennasweeper 2".into(),
            },
            Invalid::FirstEvent(4),
            Invalid::MinesDisagree {
                said: 99,
                found: 98,
            },
            Invalid::EarlyBoard { rows: 20, cols: 20 },
            Invalid::NoEvents,
            Invalid::CloneUnnamed,
            Invalid::ZeroPixels,
            Invalid::NoBbbv,
            Invalid::NoFormat { as_avf: None },
            Invalid::NoFormat {
                as_avf: Some(Box::new(truncated)),
            },
        ] {
            all.push(video(VideoError::Invalid(why)));
        }
        all
    }

    /// The words a Chinese refusal may hold in Latin letters: the formats' and programs' names
    /// and the community's own abbreviations, as a player there writes them.
    const NAMES: [&str; 11] = [
        "AVF",
        "RMV",
        "MVF",
        "EVF",
        "KB",
        "3BV",
        "Arbiter",
        "Minesweeper",
        "Clone",
        "Viennasweeper",
        "rmv",
    ];

    #[test]
    fn every_refusal_is_worded_in_every_language_with_its_figures() {
        for language in LANGUAGES {
            let w = Words::of(language);
            let mut seen = std::collections::HashSet::new();
            for e in every_refusal() {
                let said = replay(&w, &e);
                assert!(
                    !said.is_empty() && !said.contains('$'),
                    "{}: {e:?}: {said}",
                    language.tag
                );
                // Each kind has its own sentence.
                assert!(
                    seen.insert(said.to_string()),
                    "{}: said twice: {said}",
                    language.tag
                );
                if language.tag == "zh-CN" {
                    // What is quoted is the file's own (a character, a text it holds).
                    let unquoted: String = said
                        .split('“')
                        .map(|part| part.split_once('”').map_or(part, |(_, after)| after))
                        .collect();
                    let latin: Vec<&str> = unquoted
                        .split(|c: char| !c.is_ascii_alphanumeric() && c != '*')
                        .filter(|word| word.chars().any(|c| c.is_ascii_alphabetic()))
                        .filter(|word| !NAMES.contains(&word.trim_start_matches('*')))
                        .collect();
                    assert!(latin.is_empty(), "{e:?}: {said} has {latin:?}");
                }
            }
        }
        // The figures and the part are said; a control character is shown escaped.
        let en = Words::english();
        let said = |e: ReplayError| replay(&en, &e).to_string();
        assert_eq!(
            said(ReplayError::Video(VideoError::Truncated {
                part: Part::Events,
                at: 1234
            })),
            "the video cannot be read: it ends inside its mouse events (from byte 1234)"
        );
        assert_eq!(
            said(ReplayError::Outside {
                index: 0,
                pos: Pos { row: 2, col: 4 },
                rows: 9,
                cols: 9
            }),
            "move 1 is on row 3, column 5, outside the 9×9 board"
        );
        assert!(said(ReplayError::Character('\u{1b}')).contains("“\\u{1b}”"));
        let zh = Words::of(Language::of("zh-CN").expect("Chinese"));
        assert_eq!(
            replay(
                &zh,
                &ReplayError::Video(VideoError::Invalid(Invalid::MinesDisagree {
                    said: 99,
                    found: 98
                }))
            )
            .to_string(),
            "无法读取录像文件：它的文件头说有 99 个雷，而雷的位置有 98 个"
        );
    }

    #[test]
    fn saved_data_unread_and_records_left_out_are_worded_in_every_language() {
        let unread = [
            Unread::Json {
                fault: JsonFault::Syntax,
                line: 3,
                column: 7,
            },
            Unread::Json {
                fault: JsonFault::Data,
                line: 1,
                column: 20,
            },
            Unread::Json {
                fault: JsonFault::Eof,
                line: 1,
                column: 0,
            },
            Unread::Format { found: 9, reads: 1 },
            Unread::Time,
            Unread::Board {
                rows: 300,
                cols: 300,
                max_rows: 200,
                max_cols: 200,
            },
            Unread::Speed {
                found: 0,
                min: 1,
                max: 10,
            },
        ];
        let whys = [
            Contradiction::MoreWinsThanGames,
            Contradiction::StreakOverWins,
            Contradiction::MoreBestTimes,
            Contradiction::BestTimeNotDuration,
            Contradiction::BestCounterNotNumber,
        ];
        let mut records: Vec<Dropped> = whys
            .iter()
            .map(|&why| Dropped {
                what: "expert".into(),
                why,
            })
            .collect();
        for why in [
            Contradiction::DateNotTime,
            Contradiction::BoardNotOne,
            Contradiction::NoReplay,
        ] {
            records.push(Dropped {
                what: String::new(),
                why,
            });
        }
        records.push(Dropped {
            what: "2026-13-40".into(),
            why: Contradiction::NotADay,
        });
        for language in LANGUAGES {
            let w = Words::of(language);
            let said: Vec<String> = unread
                .iter()
                .map(|e| super::unread(&w, e).to_string())
                .chain(records.iter().map(|d| dropped(&w, d).to_string()))
                .collect();
            let distinct: std::collections::HashSet<&String> = said.iter().collect();
            assert_eq!(distinct.len(), said.len(), "{}: {said:?}", language.tag);
            for s in &said {
                assert!(!s.is_empty() && !s.contains('$'), "{}: {s}", language.tag);
                if language.tag == "zh-CN" {
                    let latin = s
                        .split(|c: char| !c.is_ascii_alphabetic())
                        .any(|w| w.len() > 1 && w != "JSON");
                    assert!(!latin, "{s}");
                }
            }
        }
        let en = Words::english();
        assert_eq!(
            super::unread(&en, &unread[0]).to_string(),
            "it is not JSON (line 3, column 7)"
        );
        assert_eq!(
            all_dropped(&en, &records[..1]),
            "Expert: more wins than games"
        );
        let zh = Words::of(Language::of("zh-CN").expect("Chinese"));
        assert_eq!(all_dropped(&zh, &records[8..]), "“2026-13-40”：不是日期");
    }

    #[test]
    fn a_position_that_cannot_be_is_worded_in_every_language() {
        let pos = Pos { row: 2, col: 4 };
        let all = [
            SetupError::Header,
            SetupError::Size {
                rows: 300,
                cols: 3,
                max: 200,
            },
            SetupError::RowLength {
                row: 1,
                length: 3,
                cols: 4,
            },
            SetupError::MissingRows { rows: 3, found: 2 },
            SetupError::NumberTooLarge {
                pos,
                number: 3,
                room: 2,
            },
            SetupError::FlagsAroundNumber {
                pos,
                number: 1,
                flags: 2,
            },
            SetupError::MoreFlagsThanMines {
                flags: 12,
                mines: 10,
            },
            SetupError::TooManyMines { mines: 10, room: 8 },
            SetupError::NoLayout,
        ];
        for language in LANGUAGES {
            let w = Words::of(language);
            let said: Vec<String> = all.iter().map(|e| setup(&w, e).to_string()).collect();
            for text in &said {
                assert!(
                    !text.contains('$') && !text.is_empty(),
                    "{}: {text}",
                    language.tag
                );
            }
            let mut distinct = said.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), said.len(), "{}", language.tag);
        }
        let en = Words::english();
        assert_eq!(
            &*setup(&en, &all[4]),
            "the 3 at row 3, column 5 has only 2 cells around it that could hold a mine"
        );
        let zh = Words::of(Language::of("zh-CN").expect("Chinese"));
        assert_eq!(
            &*setup(&zh, &all[4]),
            "第 3 行第 5 列的 3 周围只有 2 格能放雷"
        );
    }
}
