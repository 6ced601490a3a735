fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        console_error_panic_hook::set_once();
        minesweeper::components::cell::intern_strings();
        minesweeper::hooks::apply_theme(minesweeper::startup::load_prefs().theme);
        yew::Renderer::<minesweeper::Classic>::new().render();
    }
}
