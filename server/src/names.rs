//! Display names as the server keeps them: what a name shows is what it holds. A client checks
//! a name's shape before sending it (`protocol::display_name`); this is the rule, and it says
//! why when it refuses one.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

use crate::protocol::NameRule;

/// The longest display name, in characters.
pub const MAX_CHARS: usize = 24;

/// A display name as stored, or why it is not one. The name is NFKC-normalised (full-width
/// and other look-alike forms become the plain letters they show), then every control and
/// every character that draws nothing ([`draws_nothing`]: bidi controls such as U+202E,
/// zero-width characters, Hangul fillers such as U+3164) is dropped, and each run of spaces
/// becomes one space, trimmed at both ends. What is left must hold 1 to 24 characters, at
/// least one of them visible (not a combining mark), at most three marks on one letter, and
/// must not read as the names the server gives new players ("Player 3fa2c1"), in any case.
pub fn display_name(name: &str) -> Result<String, NameRule> {
    // Normalised again once the invisible characters are out: a mark they kept apart from
    // its letter composes with it now.
    let seen: String = name
        .nfkc()
        .filter(|&c| !c.is_control() && !draws_nothing(c))
        .collect();
    let mut kept = String::new();
    for c in seen.nfkc() {
        if c.is_whitespace() {
            if !kept.is_empty() && !kept.ends_with(' ') {
                kept.push(' ');
            }
            continue;
        }
        kept.push(c);
    }
    let name = kept.trim_end();
    if name.chars().all(is_combining_mark) {
        return Err(NameRule::NothingVisible);
    }
    let count = name.chars().count();
    if count > MAX_CHARS {
        return Err(NameRule::TooLong {
            most: MAX_CHARS as u32,
            count: u32::try_from(count).unwrap_or(u32::MAX),
        });
    }
    let mut marks = 0;
    for c in name.chars() {
        marks = if is_combining_mark(c) { marks + 1 } else { 0 };
        if marks > 3 {
            return Err(NameRule::TooManyMarks);
        }
    }
    if looks_given(name) {
        return Err(NameRule::LooksGiven);
    }
    Ok(name.to_string())
}

/// The name a new player is given: "Player " and the first six hex digits of their id. No
/// player can choose one ([`display_name`]), so nobody passes for someone else's default.
pub fn given(id: &str) -> String {
    format!("Player {}", id.get(..6).unwrap_or(id))
}

/// Whether `c` draws nothing: a Default_Ignorable_Code_Point (Unicode's
/// DerivedCoreProperties.txt: bidi controls, zero-width characters, Hangul fillers, variation
/// selectors, tags), or the braille blank U+2800.
pub fn draws_nothing(c: char) -> bool {
    matches!(
        u32::from(c),
        0x00AD
            | 0x034F
            | 0x061C
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0x2800
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0xFFF0..=0xFFF8
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}

/// Whether `name` reads as a name the server gives: "Player " and six hex digits.
fn looks_given(name: &str) -> bool {
    let lower = name.to_lowercase();
    lower.strip_prefix("player ").is_some_and(|rest| {
        rest.chars().count() == 6 && rest.chars().all(|c| c.is_ascii_hexdigit())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_name_is_trimmed_after_its_controls_go() {
        assert_eq!(display_name("  Ada  "), Ok("Ada".into()));
        assert_eq!(display_name("\u{1}   x   \u{1}"), Ok("x".into()));
        assert_eq!(
            display_name("Ada \t\n  Lovelace"),
            Ok("Ada Lovelace".into())
        );
        assert_eq!(display_name("<b>\u{7}x</b>"), Ok("<b>x</b>".into()));
        assert!(display_name("   ").is_err());
        assert!(display_name(&"é".repeat(25)).is_err());
        assert_eq!(
            display_name(&"é".repeat(24)).map(|n| n.chars().count()),
            Ok(24)
        );
    }

    #[test]
    fn nothing_invisible_hides_in_a_name() {
        assert_eq!(display_name("abc\u{202E}def"), Ok("abcdef".into()));
        assert_eq!(
            display_name("A\u{200B}d\u{2060}a\u{FEFF}"),
            Ok("Ada".into())
        );
        for invisible in [
            "\u{200B}\u{200C}\u{200D}",
            "\u{3164}",
            "\u{3164}\u{3164} \u{115F}",
            "\u{2800}\u{FFA0}",
            "\u{301}\u{301}",
            "\u{202E}\u{202D}",
        ] {
            assert_eq!(
                display_name(invisible),
                Err(NameRule::NothingVisible),
                "{invisible:?}"
            );
        }
        // Marks piled on a letter are refused past three (x has no accented forms to
        // compose with).
        assert!(display_name("x\u{301}\u{302}\u{303}").is_ok());
        assert_eq!(
            display_name("x\u{301}\u{302}\u{303}\u{304}"),
            Err(NameRule::TooManyMarks)
        );
    }

    #[test]
    fn look_alike_forms_are_the_letters_they_show() {
        assert_eq!(display_name("Ａｄａ"), Ok("Ada".into()));
        assert_eq!(display_name("ﬁsh"), Ok("fish".into()));
        assert_eq!(display_name("e\u{301}"), display_name("\u{e9}"));
        for name in ["李雷", "Ölçü", "محمد", "★ Ada ★", "1", "Player 1"] {
            assert_eq!(display_name(name).as_deref(), Ok(name));
        }
    }

    #[test]
    fn the_names_new_players_are_given_are_theirs_alone() {
        assert_eq!(given("3fa2c19d00"), "Player 3fa2c1");
        // The front ends know it for one and show it in their player's language.
        assert_eq!(
            crate::protocol::given_id(&given("3fa2c19d00")),
            Some("3fa2c1")
        );
        for taken in [
            "Player 000000",
            "player 3fa2c1",
            "PLAYER ABCDEF",
            "Ｐｌａｙｅｒ　０００００１",
            "Player\u{200B} 000000",
            "  Player   3fa2c1 ",
        ] {
            assert_eq!(display_name(taken), Err(NameRule::LooksGiven), "{taken:?}");
        }
        assert!(display_name("Player 00000g").is_ok());
        assert!(display_name("Player 0000000").is_ok());
    }

    proptest! {
        /// Whatever is typed, a name kept is 1 to 24 characters, trimmed, with something to
        /// see and nothing that draws nothing, and is kept again as it is.
        #[test]
        fn a_kept_name_is_visible_and_stable(name in "\\PC{0,40}|[\u{0}-\u{3200}]{0,30}") {
            if let Ok(kept) = display_name(&name) {
                prop_assert!((1..=MAX_CHARS).contains(&kept.chars().count()));
                prop_assert_eq!(kept.trim(), kept.as_str());
                prop_assert!(kept.chars().any(|c| !is_combining_mark(c)));
                prop_assert!(!kept.chars().any(|c| c.is_control() || draws_nothing(c)));
                prop_assert_eq!(display_name(&kept), Ok(kept.clone()));
            }
        }
    }
}
