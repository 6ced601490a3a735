//! The pages, each with the first screen of the link asked for: the built HTML carries the
//! boards of the presets' links (`tools/web-build`); a link it has none for (a shared battle's
//! own seed, whose opened corners come from it; a classic board of another size) gets its
//! board rendered here by the page's own components (`minesweeper::prerender`), so it too is
//! on screen before the code arrives. Anything else is the built file, as without a server.
//! The screens rendered lately are kept: a shared link is opened by everyone it was shared
//! with, and is rendered once.
//!
//! Every page it serves says the game server is here ([`SERVER_HERE`]): the page reads that
//! rather than asking `GET /api/health`, which on a static host is a 404 the browser logs on
//! every visit.

use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};
use lru::LruCache;
use minesweeper::prerender::{self, FirstScreen, Page};
use minesweeper::shared::words::{Language, LANGUAGE_COOKIE};
use tokio::sync::Semaphore;

/// Where the built pages are, how many renders may run at once, and the screens rendered lately.
#[derive(Clone)]
pub struct Pages {
    dist: PathBuf,
    renders: Arc<Semaphore>,
    kept: Arc<Mutex<Kept>>,
}

/// The screens rendered lately, by page, language and query.
type Kept = LruCache<(Page, &'static str, String), Arc<FirstScreen>>;

/// The longest query rendered for: every link the app writes is shorter.
const LONGEST_QUERY: usize = 256;

/// How many rendered screens are kept, the least lately asked for going first: a battle
/// expert's is about 20 KB, so at most about 5 MB.
const KEPT_SCREENS: NonZeroUsize = NonZeroUsize::new(256).expect("not zero");

impl Pages {
    pub fn new(dist: PathBuf) -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Pages {
            dist,
            renders: Arc::new(Semaphore::new(cores)),
            kept: Arc::new(Mutex::new(LruCache::new(KEPT_SCREENS))),
        }
    }

    /// The page `uri` asks for with its link's first screen, when it is a page's link
    /// the app draws a board for at once ([`prerender::for_link`]).
    async fn render(&self, method: &Method, uri: &Uri) -> Option<String> {
        if method != Method::GET {
            return None;
        }
        let (page, language) = page_of(uri.path())?;
        let file = format!(
            "{}{}",
            language.folder(),
            match page {
                Page::Classic => "index.html",
                Page::Battle => "battle/index.html",
            }
        );
        let query = uri
            .query()
            .filter(|q| !q.is_empty() && q.len() <= LONGEST_QUERY)?
            .to_owned();
        let key = (page, language.tag, query);
        // A poisoned lock only costs the cache: the link is rendered again.
        let kept = self
            .kept
            .lock()
            .ok()
            .and_then(|mut kept| kept.get(&key).cloned());
        let screen = match kept {
            Some(screen) => screen,
            None => {
                // No more renders at once than cores: past that, a link gets the built page
                // (its board then comes with the code), and the server's games do not wait.
                let permit = Arc::clone(&self.renders).try_acquire_owned().ok()?;
                let query = key.2.clone();
                let screen = tokio::task::spawn_blocking(move || {
                    let _permit = permit;
                    prerender::for_link(page, language, &query)
                })
                .await
                .ok()??;
                let screen = Arc::new(screen);
                if let Ok(mut kept) = self.kept.lock() {
                    kept.put(key, Arc::clone(&screen));
                }
                screen
            }
        };
        let built = tokio::fs::read_to_string(self.dist.join(&file))
            .await
            .ok()?;
        prerender::into_page(&built, std::slice::from_ref(screen.as_ref()))
            .inspect_err(|e| tracing::warn!("{file}: no first screen: {e}"))
            .ok()
    }
}

/// The page a path is, and in which language: `/`, `/battle/` (and their `index.html`) in
/// English, `/TAG/…` in language TAG (`tools/web-build` writes them there).
fn page_of(path: &str) -> Option<(Page, &'static Language)> {
    let (language, rest) = match path.trim_start_matches('/').split_once('/') {
        Some((tag, rest)) if tag != "battle" => (Language::of(tag)?, rest),
        _ => (Language::english(), path.trim_start_matches('/')),
    };
    let page = match rest {
        "" | "index.html" => Page::Classic,
        "battle/" | "battle/index.html" => Page::Battle,
        _ => return None,
    };
    // Only the tag as written (`zh-CN`), the folder's name.
    (language.folder().is_empty() || path.starts_with(&format!("/{}/", language.tag)))
        .then_some((page, language))
}

/// The language a visitor is served: the one the address asks for (`?lang=`), else the one
/// kept (the page's cookie), else the nearest of the browser's (`Accept-Language`), else
/// English. The pages' first script makes the same choice on a static host.
fn chosen(query: Option<&str>, headers: &HeaderMap) -> &'static Language {
    let asked = query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .filter_map(|pair| pair.strip_prefix("lang="))
        .find_map(|tag| Language::best([tag]));
    let kept = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().strip_prefix(LANGUAGE_COOKIE)?.strip_prefix('='))
        .find_map(|tag| Language::best([tag]));
    let accepted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| Language::best(Language::accepted(v)));
    asked
        .or(kept)
        .or(accepted)
        .unwrap_or_else(Language::english)
}

/// A page asked for in another language than the visitor's: where that page is in theirs.
fn elsewhere(method: &Method, uri: &Uri, headers: &HeaderMap) -> Option<String> {
    if method != Method::GET {
        return None;
    }
    let (page, language) = page_of(uri.path())?;
    let wanted = chosen(uri.query(), headers);
    (wanted != language).then(|| {
        let page = match page {
            Page::Classic => "",
            Page::Battle => "battle/",
        };
        let query = uri.query().map(|q| format!("?{q}")).unwrap_or_default();
        format!("/{}{page}{query}", wanted.folder())
    })
}

/// What a page served by the game server carries in its head: the page reads it to know
/// ranked play and battles against people are there (`src/shared/net.rs`).
pub const SERVER_HERE: &str = r#"<meta name="minesweeper-server" content="here">"#;

/// The largest HTML file marked; a larger one (none is built) is served as it is.
const MAX_MARKED: usize = 8 << 20;

/// `html` with [`SERVER_HERE`] at the start of its head (as it is, if it has none).
fn marked(html: &str) -> String {
    match html.find("<head>") {
        Some(at) => {
            let at = at + "<head>".len();
            format!("{}{SERVER_HERE}{}", &html[..at], &html[at..])
        }
        None => html.to_string(),
    }
}

/// Middleware: a page's link with its first screen rendered, or else whatever comes next
/// (the built files); either way, a page says the game server is here.
pub async fn with_first_screen(
    State(pages): State<Pages>,
    request: Request,
    next: Next,
) -> Response {
    let (method, uri) = (request.method().clone(), request.uri().clone());
    // Which language a page is served in depends on these.
    let vary = (
        header::VARY,
        HeaderValue::from_static("Accept-Language, Cookie"),
    );
    if let Some(to) = elsewhere(&method, &uri, request.headers()) {
        let Ok(location) = HeaderValue::from_str(&to) else {
            return StatusCode::BAD_REQUEST.into_response();
        };
        return (
            StatusCode::FOUND,
            [(header::LOCATION, location), vary.clone()],
        )
            .into_response();
    }
    let page = page_of(uri.path()).map(|(_, language)| language);
    let mut response = match pages.render(&method, &uri).await {
        // Rendered for this link: not to be kept as the page's.
        Some(html) => ([(header::CACHE_CONTROL, "no-cache")], Html(marked(&html))).into_response(),
        None => with_mark(next.run(request).await).await,
    };
    if let Some(language) = page {
        let headers = response.headers_mut();
        headers.insert(vary.0, vary.1);
        headers.insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(language.tag),
        );
    }
    response
}

/// A built HTML page, marked; anything else as it is.
async fn with_mark(response: Response) -> Response {
    let html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("text/html"));
    if !html || !response.status().is_success() {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_MARKED).await else {
        return axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return Response::from_parts(parts, axum::body::Body::from(bytes));
    };
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, axum::body::Body::from(marked(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUILT: &str = "<!doctype html><html><head></head><body><p>the page</p></body></html>";

    /// A link rendered once is kept: asked for again, it is served with its board even when
    /// every render slot is busy, when a link never rendered gets the built page.
    #[tokio::test]
    async fn a_link_rendered_once_is_served_rendered_again_without_a_render() {
        let dist = std::env::temp_dir().join(format!("pages-kept-{}", std::process::id()));
        std::fs::create_dir_all(dist.join("battle")).expect("a folder");
        std::fs::write(dist.join("battle/index.html"), BUILT).expect("the built page");
        let pages = Pages::new(dist.clone());
        let shared: Uri = "/battle/?preset=expert&seed=4242".parse().expect("a link");
        let other: Uri = "/battle/?preset=expert&seed=777".parse().expect("a link");
        let first = pages.render(&Method::GET, &shared).await;
        assert!(first
            .as_deref()
            .is_some_and(|p| p.contains("data-seed=\"4242\"")));

        let slots = pages.renders.available_permits() as u32;
        let busy = Arc::clone(&pages.renders)
            .acquire_many_owned(slots)
            .await
            .expect("every slot");
        assert_eq!(pages.render(&Method::GET, &shared).await, first);
        assert_eq!(pages.render(&Method::GET, &other).await, None);
        drop(busy);
        assert!(pages.render(&Method::GET, &other).await.is_some());
        let _ = std::fs::remove_dir_all(dist);
    }

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                name.clone(),
                HeaderValue::from_str(value).expect("a header"),
            );
        }
        map
    }

    /// The address's `?lang=` first, then the kept cookie, then Accept-Language, then English;
    /// a page in another language than that is sent to the same page in it.
    #[test]
    fn a_page_is_served_in_the_language_asked_kept_or_accepted() {
        let uri = |u: &str| u.parse::<Uri>().expect("a link");
        let get = Method::GET;
        let chinese = headers(&[(header::ACCEPT_LANGUAGE, "zh-Hans-CN,zh;q=0.9,en;q=0.5")]);
        assert_eq!(
            elsewhere(&get, &uri("/?rows=9"), &chinese).as_deref(),
            Some("/zh-CN/?rows=9")
        );
        assert_eq!(elsewhere(&get, &uri("/zh-CN/"), &chinese), None);
        assert_eq!(
            elsewhere(&get, &uri("/battle/?preset=expert"), &chinese).as_deref(),
            Some("/zh-CN/battle/?preset=expert")
        );
        let kept = headers(&[
            (header::ACCEPT_LANGUAGE, "zh-CN"),
            (header::COOKIE, "a=b; minesweeper-lang=de"),
        ]);
        assert_eq!(elsewhere(&get, &uri("/"), &kept).as_deref(), Some("/de/"));
        assert_eq!(
            elsewhere(&get, &uri("/de/?lang=ru"), &kept).as_deref(),
            Some("/ru/?lang=ru")
        );
        assert_eq!(
            elsewhere(&get, &uri("/ja/"), &HeaderMap::new()).as_deref(),
            Some("/")
        );
        // Not pages, or not asked for with GET: as they are.
        assert_eq!(elsewhere(&get, &uri("/api/health"), &chinese), None);
        assert_eq!(elsewhere(&get, &uri("/zh-CN/app-1/x.wasm"), &chinese), None);
        assert_eq!(elsewhere(&Method::POST, &uri("/"), &chinese), None);
        assert_eq!(page_of("/xx/"), None);
        assert_eq!(
            page_of("/zh-CN/battle/index.html"),
            Some((Page::Battle, Language::of("zh-CN").expect("zh-CN")))
        );
    }
}
