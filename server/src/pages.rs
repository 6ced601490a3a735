//! The pages, each with the first screen of the link asked for: the built HTML carries the
//! boards of the presets' links (`tools/web-build`); a link it has none for (a shared battle's
//! own seed, whose opened corners come from it; a classic board of another size) gets its
//! board rendered here by the page's own components (`minesweeper::prerender`), so it too is
//! on screen before the code arrives. Anything else is the built file, as without a server.

use std::path::PathBuf;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, Method, Uri};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};
use minesweeper::prerender::{self, Page};
use tokio::sync::Semaphore;

/// Where the built pages are, and how many renders may run at once.
#[derive(Clone)]
pub struct Pages {
    dist: PathBuf,
    renders: Arc<Semaphore>,
}

/// The longest query rendered for: every link the app writes is shorter.
const LONGEST_QUERY: usize = 256;

impl Pages {
    pub fn new(dist: PathBuf) -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Pages {
            dist,
            renders: Arc::new(Semaphore::new(cores)),
        }
    }

    /// The page `uri` asks for with its link's first screen, when it is a page's link
    /// the app draws a board for at once ([`prerender::for_link`]).
    async fn render(&self, method: &Method, uri: &Uri) -> Option<String> {
        if method != Method::GET {
            return None;
        }
        let (page, file) = match uri.path() {
            "/" | "/index.html" => (Page::Classic, "index.html"),
            "/battle/" | "/battle/index.html" => (Page::Battle, "battle/index.html"),
            _ => return None,
        };
        let query = uri
            .query()
            .filter(|q| !q.is_empty() && q.len() <= LONGEST_QUERY)?
            .to_owned();
        // No more renders at once than cores: past that, a link gets the built page (its
        // board then comes with the code), and the server's games do not wait.
        let permit = Arc::clone(&self.renders).try_acquire_owned().ok()?;
        let screen = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            prerender::for_link(page, &query)
        })
        .await
        .ok()??;
        let built = tokio::fs::read_to_string(self.dist.join(file)).await.ok()?;
        prerender::into_page(&built, &[screen])
            .inspect_err(|e| tracing::warn!("{file}: no first screen: {e}"))
            .ok()
    }
}

/// Middleware: a page's link with its first screen rendered, or else whatever comes next
/// (the built files).
pub async fn with_first_screen(
    State(pages): State<Pages>,
    request: Request,
    next: Next,
) -> Response {
    let (method, uri) = (request.method().clone(), request.uri().clone());
    match pages.render(&method, &uri).await {
        // Rendered for this link: not to be kept as the page's.
        Some(html) => ([(header::CACHE_CONTROL, "no-cache")], Html(html)).into_response(),
        None => next.run(request).await,
    }
}
