//! The tables, the renderer and the checks, on the real catalogues and on ones made wrong on
//! purpose.

use super::compile::{compile, Source};
use super::*;

fn source(tag: &str, text: &str) -> Source {
    Source {
        tag: tag.into(),
        text: text.into(),
    }
}

/// The problems `files` have, joined.
fn problems(files: &[(&str, &str)]) -> String {
    let sources: Vec<Source> = files.iter().map(|(t, x)| source(t, x)).collect();
    match compile(&sources) {
        Ok(_) => String::new(),
        Err(errors) => errors.join("\n"),
    }
}

const EN: &str = "-language = English\nhello = Hello, { $name }!\nmines = { $n ->\n    [one] one mine\n   *[other] { $n } mines\n}\n";

#[test]
fn every_language_reads_and_has_every_message() {
    assert!(LANGUAGES.len() >= 2, "{LANGUAGES:?}");
    assert_eq!(LANGUAGES[0].tag, "en");
    for language in LANGUAGES {
        let words = Words::read(language.table()).expect(language.tag);
        assert_eq!(words.tag(), language.tag);
        assert_eq!(words.lines.len(), MESSAGES);
        for (index, &(from, to)) in words.lines.iter().enumerate() {
            assert!(to > from, "{}: message {index} is empty", language.tag);
        }
    }
}

#[test]
fn a_missing_message_an_extra_one_and_a_misnamed_argument_are_each_named() {
    let de = "-language = Deutsch\nhello = Hallo, { $nmae }!\nextra = Zusatz\n";
    let found = problems(&[("en", EN), ("de", de)]);
    assert!(found.contains("de.ftl: no message `mines`"), "{found}");
    assert!(
        found.contains("de.ftl: `extra` is not in en.ftl"),
        "{found}"
    );
    assert!(
        found.contains("de.ftl: `hello`: $nmae is not one of en.ftl's arguments for it ($name)"),
        "{found}"
    );
}

#[test]
fn a_plural_category_the_language_lacks_is_refused() {
    let de = "-language = Deutsch\nhello = Hallo, { $name }!\nmines = { $n ->\n    [few] wenige\n   *[other] { $n } Minen\n}\n";
    let found = problems(&[("en", EN), ("de", de)]);
    assert!(
        found.contains("`[few]` is not one of de's plural categories (one, other)"),
        "{found}"
    );
}

#[test]
fn syntax_errors_no_name_no_rules_and_no_english_are_refused() {
    let broken = problems(&[("en", "-language = English\nhello = { $x\n")]);
    assert!(broken.contains("en.ftl:2"), "{broken}");
    assert!(problems(&[("en", "hello = Hi\n")]).contains("no `-language = …` term"));
    assert!(problems(&[("en", EN), ("xx", "-language = X\n")]).contains("no plural rules for `xx`"));
    assert!(problems(&[("de", "-language = Deutsch\n")]).contains("no en.ftl"));
    assert!(
        problems(&[("en", "-language = English\nn = { NUMBER($x) }\n")])
            .contains("functions are not supported")
    );
    assert_eq!(problems(&[("en", EN)]), "");
}

/// `files` compiled, and message `index` of language `tag` said with `args`.
fn said(files: &[(&str, &str)], tag: &str, index: usize, args: &[Arg]) -> String {
    let sources: Vec<Source> = files.iter().map(|(t, x)| source(t, x)).collect();
    let catalogue = compile(&sources).expect("compiles");
    let language = catalogue
        .languages
        .iter()
        .find(|l| l.tag == tag)
        .expect("the language");
    let mut words = Words::read_unchecked(&language.table);
    words.plural = language.plural;
    words.say(index, args).to_string()
}

impl Words {
    /// A table of other messages than this build's (the tests' own catalogues).
    fn read_unchecked(table: &str) -> Words {
        let mut lines = Vec::new();
        let mut start = 0;
        for line in table.split_inclusive('\n').skip(1) {
            let from = start + table[start..].find(line).unwrap_or(0);
            lines.push((from, from + line.trim_end_matches('\n').len()));
            start = from + line.len();
        }
        Words {
            tag: String::new(),
            plural: Plural::OneOther,
            table: table.into(),
            lines,
            whole: true,
        }
    }
}

#[test]
fn plural_forms_are_chosen_by_each_languages_rules() {
    let ru = "-language = Русский\nhello = Привет, { $name }!\nmines = { $n ->\n    [one] { $n } мина\n    [few] { $n } мины\n    [many] { $n } мин\n   *[other] { $n } мины\n}\n";
    let files = [("en", EN), ("ru", ru)];
    let mines = |tag, n: f64| said(&files, tag, 1, &[Arg::Number(n)]);
    assert_eq!(mines("en", 1.0), "one mine");
    assert_eq!(mines("en", 2.0), "2 mines");
    assert_eq!(mines("ru", 1.0), "1 мина");
    assert_eq!(mines("ru", 21.0), "21 мина");
    assert_eq!(mines("ru", 3.0), "3 мины");
    assert_eq!(mines("ru", 5.0), "5 мин");
    assert_eq!(mines("ru", 11.0), "11 мин");
    assert_eq!(mines("ru", 1.5), "1.5 мины");
    assert_eq!(mines("en", -2.25), "-2.25 mines");
    assert_eq!(mines("en", 1e6), "1000000 mines");
    // Whole numbers too big for thousandths in 64 bits are written whole, not wrapped.
    assert_eq!(mines("en", 1e17), "100000000000000000 mines");
    assert_eq!(mines("en", u64::MAX as f64), "18446744073709551615 mines");
    assert_eq!(said(&files, "ru", 0, &["Аня".into()]), "Привет, Аня!");
}

#[test]
fn exact_numbers_nesting_escapes_and_text_keys_render() {
    let en = "-language = English\n-brand = Mine{\"{\"}sweeper\nm = { $n ->\n    [0] none | nothing\n    [one] { $who ->\n        [me] my one\n       *[other] { $who }'s one\n    }\n   *[other] { $n } of { -brand }\n}\n";
    let files = [("en", en)];
    let say = |n: f64, who: &str| said(&files, "en", 0, &[Arg::Number(n), who.into()]);
    assert_eq!(say(0.0, "x"), "none | nothing");
    assert_eq!(say(1.0, "me"), "my one");
    assert_eq!(say(1.0, "Ann"), "Ann's one");
    assert_eq!(say(7.0, "x"), "7 of Mine{sweeper");
}

#[test]
fn cldr_rules_on_their_own_examples() {
    let cases: &[(Plural, &[(f64, &str)])] = &[
        (
            Plural::OneOther,
            &[(0.0, "other"), (1.0, "one"), (1.5, "other"), (2.0, "other")],
        ),
        (
            Plural::French,
            &[
                (0.0, "one"),
                (1.0, "one"),
                (1.5, "one"),
                (2.0, "other"),
                (1e6, "many"),
            ],
        ),
        (
            Plural::Romance,
            &[(0.0, "other"), (1.0, "one"), (2.0, "other"), (2e6, "many")],
        ),
        (
            Plural::EastSlavic,
            &[
                (1.0, "one"),
                (2.0, "few"),
                (5.0, "many"),
                (11.0, "many"),
                (12.0, "many"),
                (21.0, "one"),
                (22.0, "few"),
                (111.0, "many"),
                (0.0, "many"),
                (2.5, "other"),
            ],
        ),
        (
            Plural::Polish,
            &[
                (1.0, "one"),
                (2.0, "few"),
                (5.0, "many"),
                (12.0, "many"),
                (21.0, "many"),
                (22.0, "few"),
                (0.0, "many"),
                (1.5, "other"),
            ],
        ),
        (
            Plural::Czech,
            &[(1.0, "one"), (3.0, "few"), (5.0, "other"), (1.5, "many")],
        ),
        (Plural::None, &[(1.0, "other"), (2.0, "other")]),
    ];
    for (plural, examples) in cases {
        for &(n, category) in *examples {
            assert_eq!(plural.category(n), category, "{plural:?} {n}");
            assert!(plural.categories().contains(&category));
        }
        assert_eq!(Plural::from_code(&plural.code().to_string()), Some(*plural));
    }
}

#[test]
fn a_visitors_languages_find_the_nearest_catalogue() {
    assert_eq!(
        Language::accepted("de-AT;q=0.8, zh-Hans-SG, en;q=0.5, *;q=0.1, fr;q=0"),
        ["zh-Hans-SG", "de-AT", "en"]
    );
    assert_eq!(Language::best(["zh-Hans-SG"]).map(|l| l.tag), Some("zh-CN"));
    assert_eq!(Language::best(["xx", "EN-gb"]).map(|l| l.tag), Some("en"));
    assert_eq!(Language::best(["xx"]), None);
    assert!(Language::accepted("q=;;,,,;q=2").is_empty());
}

#[test]
fn a_table_from_elsewhere_is_refused_with_why() {
    assert_eq!(Words::read(""), Err(TableError::Header));
    assert_eq!(Words::read("x\ty\n"), Err(TableError::Header));
    assert_eq!(
        Words::read("0000\ten\to\tall\n"),
        Err(TableError::OtherBuild)
    );
    assert_eq!(
        Words::read(&format!("{FINGERPRINT}\ten\to\tsome\n")),
        Err(TableError::Header)
    );
    let short = format!("{FINGERPRINT}\ten\to\tall\nonly one\n");
    assert_eq!(
        Words::read(&short),
        Err(TableError::Length {
            found: 1,
            expected: MESSAGES
        })
    );
}

#[test]
fn the_generated_methods_say_the_catalogues_words() {
    let en = Words::english();
    let zh = Words::of(Language::of("zh-CN").expect("Chinese"));
    let ru = Words::of(Language::of("ru").expect("Russian"));
    assert_eq!(&*en.game_title(), "Minesweeper");
    assert_eq!(&*zh.game_title(), "扫雷");
    assert_eq!(&*en.preset_detail(9, 9, 1), "9×9 · 1 mine");
    assert_eq!(&*en.preset_detail(16, 30, 99u32), "16×30 · 99 mines");
    assert_eq!(&*zh.preset_detail(16, 30, 99), "16×30 · 99 雷");
    assert_eq!(&*ru.timer(1), "1 секунда");
    assert_eq!(&*ru.timer(3), "3 секунды");
    assert_eq!(&*ru.timer(12), "12 секунд");
    assert_eq!(&*ru.timer(Arg::shown(1.5, "1,5")), "1,5 секунды");
}

#[test]
fn each_message_becomes_a_method_named_after_it() {
    let en = "-language = English\nnew-game = New game\n    .title = Start again\nmines = { $mine-count } left\n";
    let catalogue = compile(&[source("en", en)]).expect("compiles");
    let rust = super::compile::rust(&catalogue).expect("generates");
    assert!(
        rust.contains("pub fn new_game(&self) -> Rc<str> { self.say(0, &[]) }"),
        "{rust}"
    );
    assert!(rust.contains("pub fn new_game_title(&self)"), "{rust}");
    assert!(
        rust.contains("pub fn mines<'a>(&self, mine_count: impl Into<Arg<'a>>)"),
        "{rust}"
    );
    assert_eq!(catalogue.fingerprint.len(), 16);
    let clash = "-language = English\na-b = x\na_b = y\n";
    let catalogue = compile(&[source("en", clash)]).expect("compiles");
    assert!(
        super::compile::rust(&catalogue).is_err_and(|e| e.contains("both make the function `a_b`"))
    );
}

#[test]
fn a_first_screen_table_holds_the_first_screens_messages_alone() {
    assert!(!FIRST.is_empty() && FIRST.len() < MESSAGES, "{FIRST:?}");
    for language in LANGUAGES {
        let whole = Words::of(language);
        let first = Words::read(&language.first_table()).expect(language.tag);
        assert!(whole.is_whole() && !first.is_whole());
        assert_eq!(first.tag(), language.tag);
        for index in 0..MESSAGES {
            let shown = first.say(index, &[]);
            if FIRST.contains(&(index as u16)) {
                assert_eq!(shown, whole.say(index, &[]), "{}: {index}", language.tag);
            } else {
                assert!(shown.is_empty(), "{}: {index} {shown}", language.tag);
            }
        }
        assert!(language.first_table().len() < language.table().len());
    }
    // The groups of en.ftl that make the first screen: the board's label is in, the menu's out.
    let english = Words::read(&Language::english().first_table()).expect("English");
    assert!(english.board(9, 9, 10).starts_with("Minesweeper board"));
    assert!(english.menu_history().is_empty());
}

#[test]
fn a_page_table_leaves_out_the_terminals_messages_alone() {
    assert!(
        !TERMINAL.is_empty() && TERMINAL.len() < MESSAGES,
        "{TERMINAL:?}"
    );
    for language in LANGUAGES {
        let whole = Words::of(language);
        let page = Words::read(&language.page_table()).expect(language.tag);
        assert!(page.is_whole());
        for index in 0..MESSAGES {
            let shown = page.say(index, &[]);
            if TERMINAL.contains(&(index as u16)) {
                assert!(shown.is_empty(), "{}: {index} {shown}", language.tag);
            } else {
                assert_eq!(shown, whole.say(index, &[]), "{}: {index}", language.tag);
            }
        }
    }
    // The terminal's keys are out; the statistics' words, which it shares, are in.
    let english = Words::read(&Language::english().page_table()).expect("English");
    assert!(english.key_help().is_empty());
    assert_eq!(&*english.stats_streak(), "Streak");
}

#[test]
fn each_page_carries_its_own_first_screens_words() {
    let english = Language::english();
    let classic = Words::read(&english.first_table_of(Page::Classic)).expect("classic");
    let battle = Words::read(&english.first_table_of(Page::Battle)).expect("Battle");
    // Shared by both: the board's label and the cells'.
    for words in [&classic, &battle] {
        assert!(words.board(9, 9, 10).starts_with("Minesweeper board"));
        assert_eq!(&*words.cell_state("hidden"), "hidden");
    }
    // Each page's own, and not the other's.
    assert_eq!(&*classic.status_ready(), &*Words::english().status_ready());
    assert!(battle.status_ready().is_empty());
    assert!(!battle.new_battle().is_empty());
    assert!(classic.new_battle().is_empty());
    assert!(english.first_table_of(Page::Battle).len() < english.first_table().len());
}
