//! The mouse events a replay becomes: the stream the counters read (ms_toollib's click
//! machine, [`crate::video::mouse`], runs over it) and the EVF export writes. The cursor's
//! track is written as moves; a left click as a move, left down and left up where the cursor
//! was on the cell (else the cell's centre); a right click as a move, right down, right up; a
//! chord as both buttons down then up. A right click that takes a "?" mark off has no event
//! (EVF, and the machine, have no marks).

use super::cursor::{Sample, CELL_PIXELS};
use super::Replay;
use crate::input::Click;
use crate::video::mouse::Playing;
use crate::video::{Event, Format, Info, Mouse, Video, EVF_VERSION};
use crate::{CellView, Pos, Status};

impl Replay {
    /// The mouse events the game becomes, with their times and pixel positions: the cursor's
    /// track as moves, and each click at its cell (where the cursor was when it clicked there,
    /// else the cell's centre). Samples after the last click are left out.
    pub fn mouse_events(&self) -> Vec<Event> {
        let mut events = Vec::with_capacity(self.cursor.len() + 3 * self.moves.len());
        let mut replayer = self.replayer();
        let mut track = self.cursor.iter().peekable();
        let mut last: Option<&Sample> = None;
        for mv in self.moves() {
            let pos = mv.click.pos();
            let view = replayer.game().view(pos);
            let before_first_reveal = replayer.game().status() == Status::Ready;
            if replayer.step().is_none() {
                break;
            }
            while let Some(s) = track.next_if(|s| s.at_ms <= mv.at_ms) {
                events.push(Event {
                    at_ms: s.at_ms,
                    x: s.x,
                    y: s.y,
                    mouse: Mouse::Move,
                });
                last = Some(s);
            }
            let (x, y) = match last {
                Some(s) if s.cell() == (pos.row, pos.col) => (s.x, s.y),
                _ => centre(pos),
            };
            let at = mv.at_ms;
            let chord = view.is_some_and(|view| mv.click.is_chord(self.convention(), view));
            use Mouse::*;
            let kinds: &[Mouse] = match mv.click {
                Click::Flag(_) | Click::Mark(_) if view == Some(CellView::Questioned) => &[],
                // A left click on a flag before the first reveal does nothing, and ms_toollib's
                // reader (whose counts we keep to) would take its left button for still held
                // and the next right click for a chord: left out.
                Click::Reveal(_) if before_first_reveal && view == Some(CellView::Flagged) => &[],
                Click::Flag(_) | Click::Mark(_) => &[Move, RightDown, RightUp],
                _ if chord => &[Move, LeftDown, RightDown, LeftUp, RightUp],
                _ => &[Move, LeftDown, LeftUp],
            };
            events.extend(kinds.iter().map(|&mouse| Event {
                at_ms: at,
                x,
                y,
                mouse,
            }));
        }
        events
    }

    /// The cursor's path as ms_toollib measures it on this replay's EVF export (the click
    /// machine run over its events); `None` when no track was recorded.
    pub fn cursor_path(&self) -> Option<f64> {
        if self.cursor.is_empty() {
            return None;
        }
        let video = Video {
            format: Format::Evf(EVF_VERSION),
            rows: self.config.rows(),
            cols: self.config.cols(),
            mines: self.mines.clone(),
            cell_pixels: CELL_PIXELS,
            events: self.mouse_events(),
            info: Info::default(),
        };
        let mut playing = Playing::new(&video);
        while playing.step(&video).is_some() {}
        Some(playing.path())
    }
}

/// The centre of a cell, in the file's pixels.
fn centre(pos: Pos) -> (u16, u16) {
    let px = |i: u32| (i as u16).saturating_mul(CELL_PIXELS) + CELL_PIXELS / 2;
    (px(pos.col), px(pos.row))
}
