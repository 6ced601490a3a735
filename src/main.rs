//! The classic page (`index.html`). Split (`web-build`), the rest of it — the solver, the
//! generator, storage, the dialogs — is a chunk fetched after the first paint, the replay viewer
//! another, fetched for an address that holds a replay, and ranked play a third, fetched for
//! `#ranked`. In one module (`trunk serve`) it draws Battle too, for a battle's address.

#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(rest, fallible)]
fn rest() -> Result<
    &'static dyn minesweeper::classic::later::ServicesAndViews,
    minesweeper::shared::lazy::NotLoaded,
> {
    Ok(minesweeper::classic::later::implementation())
}

#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(replay, fallible)]
fn viewer(
) -> Result<&'static dyn minesweeper::pages::classic::Viewing, minesweeper::shared::lazy::NotLoaded>
{
    Ok(minesweeper::pages::classic::viewing::implementation())
}

#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(ranked, fallible)]
fn ranked(
) -> Result<&'static dyn minesweeper::ranked::Ranking, minesweeper::shared::lazy::NotLoaded> {
    Ok(minesweeper::ranked::ranking::implementation())
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        minesweeper::shared::view::adopt_prerender();
        #[cfg(feature = "split")]
        minesweeper::classic::later::load_with(|| Box::pin(rest()));
        #[cfg(feature = "split")]
        minesweeper::pages::classic::viewing::load_with(|| Box::pin(viewer()));
        #[cfg(feature = "split")]
        minesweeper::ranked::ranking::load_with(|| Box::pin(ranked()));
        // One module (`trunk serve`): Battle's address is served this page, which draws it.
        // Split, a battle link leaves for the Battle page and its own bundle first.
        #[cfg(not(feature = "split"))]
        if minesweeper::battle::settings::is_battle(&minesweeper::shared::browser::query())
            || minesweeper::online::room_in(&minesweeper::shared::browser::query()).is_some()
        {
            minesweeper::shared::board::intern_strings(
                minesweeper::battle::components::cell::STRINGS,
            );
            yew::Renderer::<minesweeper::BattlePage>::new().render();
            return;
        }
        minesweeper::shared::board::intern_strings(&[]);
        yew::Renderer::<minesweeper::ClassicPage>::new().render();
    }
}
