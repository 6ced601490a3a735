//! A video from another program (or an EVF of ours) opened from a file, chosen in the History
//! or dropped anywhere on the page: read (refused unread when too large), its events decoded a
//! slice at a time between frames, its clicks played and checked the same way, then handed to
//! the viewer, whose address the page moves to.

use minesweeper_engine::reading::Checking;
use minesweeper_engine::video::{Format, Info, MAX_BYTES};
use minesweeper_i18n::refusal;
use yew::Callback;

use crate::replay::handover::{self, Handed};
use crate::shared::browser::read_file;
use crate::shared::query::shorten;
use crate::shared::slices;
use crate::shared::words::words;

/// How an opening goes: `reading` hears "Reading NAME…" and then `None`; `problem` hears what
/// is wrong, named.
#[derive(Clone)]
pub struct Progress {
    pub reading: Callback<Option<String>>,
    pub problem: Callback<String>,
}

/// Opens `file` in the viewer, or says why it cannot.
pub fn open_video(file: web_sys::File, progress: Progress) {
    wasm_bindgen_futures::spawn_local(async move {
        let (name, bytes) = match read_file(&file, MAX_BYTES).await {
            Ok(read) => read,
            Err(why) => return progress.problem.emit(why),
        };
        let shown = shorten(&name);
        progress
            .reading
            .emit(Some(words().replay_reading(&shown).to_string()));
        let read = Checking::video_paced(&bytes, Some(&name), &mut slices::Turns::from_now()).await;
        match read {
            Ok((checking, format, info)) => {
                let info = info.decode_player(gb18030);
                play(shown, checking, credit(&info, format), progress)
            }
            Err(why) => {
                progress.reading.emit(None);
                progress
                    .problem
                    .emit(format!("{shown}: {}", refusal::replay(&words(), &why)));
            }
        }
    });
}

/// Plays a video's clicks between frames (a file of 200,000 takes a while), then opens the
/// replay they make, saying who played it with what; or says what is wrong with the file.
fn play(name: String, checking: Checking, source: String, progress: Progress) {
    let mut checking = Some(checking);
    let step = move || {
        let mut busy = checking.take()?;
        match busy.step(500) {
            Ok(false) => {
                checking = Some(busy);
                None
            }
            Ok(true) => Some(busy.finish()),
            Err(why) => Some(Err(why)),
        }
    };
    slices::spawn_later(step, move |checked| {
        progress.reading.emit(None);
        match checked {
            Ok(checked) => {
                // The viewer opens the link without reading the file's moves again.
                let text = checked.timeline.replay().to_text();
                handover::show(text, Some(Handed { checked, source }));
            }
            Err(why) => progress
                .problem
                .emit(format!("{name}: {}", refusal::replay(&words(), &why))),
        }
    });
}

/// Who played a video, with which program, in which format: "by Wang Jianing · Arbiter 0.52
/// · AVF".
fn credit(info: &Info, format: Format) -> String {
    let mut parts = Vec::new();
    if !info.player.is_empty() {
        parts.push(words().replay_by(&info.player).to_string());
    }
    if !info.software.is_empty() {
        parts.push(info.software.clone());
    }
    parts.push(format.name().to_string());
    parts.join(" · ")
}

/// Bytes read as GB18030 by the browser's own decoder (the Chinese community's code page, as
/// ms_toollib reads names that are not UTF-8), or `None` where they are not that.
fn gb18030(bytes: &[u8]) -> Option<String> {
    let options = web_sys::TextDecoderOptions::new();
    options.set_fatal(true);
    let decoder = web_sys::TextDecoder::new_with_label_and_options("gb18030", &options).ok()?;
    decoder.decode_with_u8_array(bytes).ok()
}
