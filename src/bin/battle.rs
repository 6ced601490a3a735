//! The Battle page (`battle/`): its own bundle, so the classic page never downloads it. Split
//! (`web-build`), the rest of it — the computer's mind, storage, the statistics — is a chunk
//! fetched after the first paint; a battle against a person (`online`) is another, fetched for a
//! room's link or Play a person.

#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(rest, fallible)]
fn rest() -> Result<
    &'static dyn minesweeper::battle::later::ServicesAndViews,
    minesweeper::shared::lazy::NotLoaded,
> {
    Ok(minesweeper::battle::later::implementation())
}

#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(online, fallible)]
fn online(
) -> Result<&'static dyn minesweeper::online::Playing, minesweeper::shared::lazy::NotLoaded> {
    Ok(minesweeper::online::playing::implementation())
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        minesweeper::shared::view::adopt_prerender();
        #[cfg(feature = "split")]
        minesweeper::battle::later::load_with(|| Box::pin(rest()));
        #[cfg(feature = "split")]
        minesweeper::online::playing::load_with(|| Box::pin(online()));
        minesweeper::shared::board::intern_strings(minesweeper::battle::components::cell::STRINGS);
        yew::Renderer::<minesweeper::BattlePage>::new().render();
    }
}
