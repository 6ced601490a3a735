use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct CounterProps {
    pub value: i64,
    pub label: AttrValue,
    pub testid: AttrValue,
}

/// A classic three-digit LED display ("010", "-05").
#[component]
pub fn Counter(props: &CounterProps) -> Html {
    html! {
        <div class="led" data-testid={props.testid.clone()} aria-label={format!("{}: {}", props.label, props.value)} role="status">
            { led(props.value) }
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
