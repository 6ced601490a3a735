fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        minesweeper::shared::board::intern_strings();
        minesweeper::shared::hooks::apply_theme(minesweeper::shared::prefs::Prefs::load().theme);
        yew::Renderer::<minesweeper::ClassicPage>::new().render();
    }
}
