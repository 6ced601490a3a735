//! The classic page (`index.html`). Split (`web-build`), its kit — the solver, the generator,
//! storage, the dialogs and the replay viewer — is a chunk fetched after the first paint.

#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(later, fallible)]
fn kit() -> Result<&'static dyn minesweeper::classic::kit::Kit, minesweeper::shared::lazy::NotLoaded>
{
    Ok(minesweeper::classic::kit::implementation())
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        #[cfg(feature = "split")]
        minesweeper::classic::kit::load_with(|| Box::pin(kit()));
        minesweeper::shared::board::intern_strings();
        yew::Renderer::<minesweeper::ClassicPage>::new().render();
    }
}
