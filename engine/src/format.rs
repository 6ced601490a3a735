//! Numbers as text with a fixed number of decimals, without the standard library's float
//! formatting: that machinery (shortest and exact float printing, its tables) is about 12 KB
//! of the wasm bundle, and the front ends only ever show a few fixed decimals. The engine's own
//! texts (a daily result line) use it too.

/// `value` rounded to `decimals` places: `fixed(1.23456, 2) == "1.23"`, `fixed(7.0, 1) ==
/// "7.0"`. Values too large for a `u64` once scaled saturate (NaN shows as 0).
pub fn fixed(value: f64, decimals: u32) -> String {
    let scale = 10u64.pow(decimals);
    // `as` saturates and maps NaN to 0: no panic on odd input.
    let scaled = (value.abs() * scale as f64).round() as u64;
    let sign = if value < 0.0 && scaled > 0 { "-" } else { "" };
    if decimals == 0 {
        format!("{sign}{scaled}")
    } else {
        let width = decimals as usize;
        format!("{sign}{}.{:0width$}", scaled / scale, scaled % scale)
    }
}

/// "1 forced guess", "3 forced guesses": a count with its noun in the right number.
pub fn counted(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "16,000,000 bytes": a size with its thousands marked.
pub fn bytes(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    format!("{out} bytes")
}

pub use minesweeper_rules::visible;

#[cfg(test)]
mod tests {
    use super::fixed;

    #[test]
    fn rounds_to_the_given_places() {
        assert_eq!(fixed(1.23456, 2), "1.23");
        assert_eq!(fixed(2.0 / 3.0, 4), "0.6667");
        assert_eq!(fixed(7.0, 1), "7.0");
        assert_eq!(fixed(0.05, 1), "0.1");
        assert_eq!(fixed(99.6, 0), "100");
        assert_eq!(fixed(0.0, 3), "0.000");
        assert_eq!(fixed(12.3456, 0), "12");
    }

    #[test]
    fn negative_and_odd_values_do_not_panic() {
        assert_eq!(fixed(-1.25, 1), "-1.3");
        assert_eq!(fixed(-0.0001, 1), "0.0");
        assert_eq!(fixed(f64::NAN, 2), "0.00");
        assert_eq!(fixed(f64::INFINITY, 0), u64::MAX.to_string());
    }

    #[test]
    fn agrees_with_the_standard_formatting_away_from_ties() {
        for i in 0..2000 {
            // An irrational step: no value lands on a rounding tie.
            let x = f64::from(i) * std::f64::consts::SQRT_2 / 7.0;
            assert_eq!(fixed(x, 1), format!("{x:.1}"));
            assert_eq!(fixed(x, 3), format!("{x:.3}"));
        }
    }
}
