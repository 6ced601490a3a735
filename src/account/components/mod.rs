//! One component per file: `link` is the account control in every page's header (first
//! screen); `screen` the account screen, `leaving` its download and delete, and `device` the
//! device-link page (ranked play's chunk).

pub mod device;
pub mod leaving;
pub mod link;
pub mod screen;

/// A moment as the player reads it, in their time zone: "2026-12-06 21:07".
pub(crate) fn when(ms: i64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}
