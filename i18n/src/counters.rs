//! The table of counters (`minesweeper_engine::counters::Counter`) in a language's words: each
//! counter's label and what it means, and its figure written the way a front end writes
//! numbers. The result card, the replay viewer, the live panel and the terminal all label and
//! write the counters through here.

use std::rc::Rc;

use minesweeper_engine::counters::{Counter, Figure};

use crate::review::Decimal;
use crate::{Arg, Words};

/// A counter's label and what it means (a tooltip), in `w`'s language. The community's own
/// names (3BV, IOE, ZiNi…) are the same in every language.
pub fn label(w: &Words, counter: &Counter) -> (Rc<str>, Rc<str>) {
    match counter.name {
        "rtime" => (w.counter_rtime(), w.counter_rtime_title()),
        "etime" => (w.counter_etime(), w.counter_etime_title()),
        "bbbv" => (w.counter_bbbv(), w.counter_bbbv_title()),
        "bbbv_solved" => (w.counter_bbbv_solved(), w.counter_bbbv_solved_title()),
        "bbbv_s" => (w.counter_bbbv_s(), w.counter_bbbv_s_title()),
        "zini" => (w.counter_zini(), w.counter_zini_title()),
        "hzini" => (w.counter_hzini(), w.counter_hzini_title()),
        "cl" => (w.counter_clicks(), w.counter_clicks_title()),
        "left" => (w.counter_left(), w.counter_left_title()),
        "right" => (w.counter_right(), w.counter_right_title()),
        "double" => (w.counter_double(), w.counter_double_title()),
        "ce" => (w.counter_ce(), w.counter_ce_title()),
        "wasted" => (w.counter_wasted(), w.counter_wasted_title()),
        "flag" => (w.counter_flag(), w.counter_flag_title()),
        "ioe" => (w.counter_ioe(), w.counter_ioe_title()),
        "corr" => (w.counter_correctness(), w.counter_correctness_title()),
        "thrp" => (w.counter_throughput(), w.counter_throughput_title()),
        "zne" => (w.counter_zne(), w.counter_zne_title()),
        "rqp" => (w.counter_rqp(), w.counter_rqp_title()),
        "stnb" => (w.counter_stnb(), w.counter_stnb_title()),
        "path" => (w.counter_path(), w.counter_path_title()),
        "nf" => (w.counter_nf(), w.counter_nf_title()),
        "lce" => (w.counter_lce(), w.counter_lce_title()),
        "rce" => (w.counter_rce(), w.counter_rce_title()),
        "dce" => (w.counter_dce(), w.counter_dce_title()),
        // A counter added to the table without its words: its name (a test fails on it).
        other => (other.into(), other.into()),
    }
}

/// A figure as text: whole numbers and decimals as `decimal` writes them, seconds with two
/// decimals, the path in whole pixels, a dash for a figure with no value yet.
pub fn figure(w: &Words, figure: Figure, decimal: Decimal) -> String {
    match figure {
        Figure::Count(n) => decimal(f64::from(n), 0),
        Figure::Decimal(Some(v), places) => decimal(v, places),
        Figure::Seconds(Some(s)) => w.seconds_short(Arg::shown(s, decimal(s, 2))).to_string(),
        Figure::Decimal(None, _) | Figure::Seconds(None) => "—".to_string(),
        Figure::Pixels(p) => w.pixels(decimal(p, 0)).to_string(),
        Figure::Yes(yes) => if yes { w.yes() } else { w.no() }.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Language, LANGUAGES};

    #[test]
    fn every_counter_of_the_table_has_words_in_every_language() {
        for language in LANGUAGES {
            let w = Words::of(language);
            let mut labels = Vec::new();
            for counter in &Counter::ALL {
                let (name, title) = label(&w, counter);
                assert_ne!(&*title, counter.name, "{}: {}", language.tag, counter.name);
                assert!(!name.is_empty() && !title.is_empty());
                labels.push(name);
            }
            let mut distinct = labels.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(
                distinct.len(),
                labels.len(),
                "{}: two counters share a label",
                language.tag
            );
        }
        let w = Words::of(Language::english());
        assert_eq!(
            &*label(&w, Counter::named("bbbv_s").expect("3BV/s")).0,
            "3BV/s"
        );
    }

    #[test]
    fn figures_are_written_in_the_language() {
        let decimal: Decimal = |v, places| format!("{v:.*}", places as usize);
        let w = Words::of(Language::english());
        assert_eq!(figure(&w, Figure::Count(12), decimal), "12");
        assert_eq!(figure(&w, Figure::Decimal(Some(2.5), 2), decimal), "2.50");
        assert_eq!(figure(&w, Figure::Decimal(None, 2), decimal), "—");
        assert_eq!(figure(&w, Figure::Seconds(Some(3.0)), decimal), "3.00 s");
        assert_eq!(figure(&w, Figure::Pixels(1234.4), decimal), "1234 px");
        let zh = Words::of(Language::of("zh-CN").expect("Chinese"));
        assert_eq!(figure(&zh, Figure::Yes(true), decimal), "是");
    }
}
