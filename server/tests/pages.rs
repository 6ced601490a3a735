//! The pages: a link the built HTML has no board for gets its first screen rendered when it
//! is asked for; anything else is the built file, byte for byte but for the mark that says the
//! game server is here (so the page need not ask it).

mod common;

use common::*;
use minesweeper::prerender::{for_link, into_page, Page};
use minesweeper_server::pages::SERVER_HERE;
use minesweeper_server::Options;

/// `html` as the server serves it: marked as coming from the game server.
fn marked(html: &str) -> String {
    html.replacen("<head>", &format!("<head>{SERVER_HERE}"), 1)
}

const BUILT: &str = "<!doctype html><html><head><title>t</title></head><body>\n    <script type=\"text/html\" data-for=\"preset=expert\" data-kept=\"k\" data-cells=\"\" data-seed=\"1\"><main></main></script>\n    <p>the page</p></body></html>";

#[tokio::test]
async fn a_link_without_a_built_board_gets_its_own_and_others_the_built_page() {
    let data = tempfile::tempdir().unwrap();
    let dist = data.path().join("dist");
    std::fs::create_dir_all(dist.join("battle")).unwrap();
    std::fs::write(dist.join("index.html"), BUILT).unwrap();
    std::fs::write(dist.join("battle/index.html"), BUILT).unwrap();
    let (address, server) = listen(Options {
        data: data.path().to_path_buf(),
        dist: Some(dist),
        database: None,
        limits: Default::default(),
        net: Default::default(),
        public_url: None,
        move_clock: None,
    })
    .await;

    // A shared battle with its own seed: that battle's board, in place of the built ones.
    let query = "?preset=expert&seed=4242";
    let (status, body) = get(&address, &format!("/battle/{query}")).await;
    assert_eq!(status, 200);
    let screen = for_link(
        Page::Battle,
        minesweeper::shared::words::Language::english(),
        query,
    )
    .unwrap();
    assert_eq!(body, marked(&into_page(BUILT, &[screen]).unwrap()));
    assert!(body.contains("data-seed=\"4242\"") && !body.contains("data-seed=\"1\""));
    assert_eq!(body.matches("<script type=\"text/html\"").count(), 1);
    // A classic board of its own size, at both of the page's addresses.
    for path in [
        "/?rows=12&cols=20&mines=40",
        "/index.html?rows=12&cols=20&mines=40",
    ] {
        let (status, body) = get(&address, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(
            body.contains("data-for=\"cols=20&amp;mines=40&amp;rows=12\""),
            "{path}"
        );
    }

    // Anything the app would not draw at once, or not a page: the built file as it is.
    for path in [
        "/",
        "/battle/",
        "/battle/?preset=expert",
        "/battle/?preset=expert&seed=12&level=godlike",
        "/battle/?rows=100&cols=100&seed=3",
        "/?daily=expert",
        "/?rows=9&cols=9&mines=10&rule=noguess",
        "/?mode=battle&seed=5",
        "/?x=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    ] {
        let (status, body) = get(&address, path).await;
        assert_eq!((status, body), (200, marked(BUILT)), "{path}");
    }
    let long = format!(
        "/battle/?preset=expert&seed=5&{}",
        "mode=battle&".repeat(40)
    );
    assert_eq!(
        get(&address, &long).await.1,
        marked(BUILT),
        "too long a link"
    );
    // Not a page: as it is.
    std::fs::write(data.path().join("dist/style.css"), "p{}").unwrap();
    assert_eq!(get(&address, "/style.css").await, (200, "p{}".to_string()));
    assert_eq!(get(&address, "/api/health").await, (200, "ok".to_string()));
    server.abort();
}
