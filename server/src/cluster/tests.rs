//! cluster.rs's tests.

use super::*;

/// Issue 55 #4: the home's queue to the other instance held 599 MB of news for watchers.
#[test]
fn news_for_another_instance_is_bounded_by_connection_and_in_all() {
    let mut queued = Queued::default();
    let [a, b, c, d]: [Remote; 4] = [
        ("x".into(), 1),
        ("x".into(), 2),
        ("y".into(), 1),
        ("y".into(), 2),
    ];
    let bounds = (1_000, 2_500);
    assert_eq!(queued.admit(&a, 600, bounds), Admit::Send);
    // Past its connection's bound: told once, then nothing more for it.
    assert_eq!(queued.admit(&a, 600, bounds), Admit::Behind);
    assert_eq!(queued.admit(&a, 1, bounds), Admit::Drop);
    // Others go on, until all that waits reaches the bound in all.
    assert_eq!(queued.admit(&b, 900, bounds), Admit::Send);
    assert_eq!(queued.admit(&c, 900, bounds), Admit::Send);
    assert_eq!(queued.admit(&d, 200, bounds), Admit::Behind);
    assert_eq!(queued.total, 2_400);
    // Sent, it no longer counts; told, a connection's number is forgotten.
    queued.sent(&b, 900);
    queued.told(&a);
    assert_eq!(queued.total, 900, "a's 600 and b's 900 gone");
    assert_eq!(queued.admit(&b, 900, bounds), Admit::Send);
    assert!(!queued.by_conn.contains_key(&a) && !queued.behind.contains(&a));
}
