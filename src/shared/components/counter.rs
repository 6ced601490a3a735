use yew::prelude::*;

/// A classic three-digit LED display ("010", "-05") showing `value`, read to screen readers as
/// "`label`: `value`". A function, not a component: it redraws with its screen, and a
/// component type costs the first screen's code about half a kilobyte.
pub fn view(value: i64, label: &str, testid: &'static str) -> Html {
    html! {
        <div class="led" data-testid={testid} aria-label={format!("{label}: {value}")} role="status">
            { led(value) }
        </div>
    }
}

pub fn led(value: i64) -> String {
    if value < 0 {
        format!("-{:02}", (-value).min(99))
    } else {
        format!("{:03}", value.min(999))
    }
}
