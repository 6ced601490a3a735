//! What makes the game installable and playable offline: the web app manifest and the service
//! worker that caches one version's files.

use minesweeper::shared::words::{Language, Words};

/// The web app manifest of `language`'s pages (in their folder): installable, standalone, in
/// the game's colours, named in the language; its scope the whole site.
pub(crate) fn manifest(app: &str, language: &Language) -> String {
    let words = Words::of(language);
    let root = if language == Language::english() {
        "./"
    } else {
        "../"
    };
    let app = format!("{root}{app}");
    let text = |s: std::rc::Rc<str>| s.replace('\\', "\\\\").replace('"', "\\\"");
    format!(
        r##"{{
  "name": "{name}",
  "short_name": "{name}",
  "description": "{description}",
  "lang": "{lang}",
  "start_url": "./",
  "scope": "{root}",
  "display": "standalone",
  "background_color": "#e9ecef",
  "theme_color": "#1f5fbf",
  "icons": [
    {{ "src": "{app}/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any" }},
    {{ "src": "{app}/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "maskable" }}
  ]
}}
"##,
        name = text(words.game_title()),
        description = text(words.manifest_description()),
        lang = language.tag,
    )
}

/// The service worker: on install it caches this version's files (relative to the site's
/// root) that the visitor's language needs: the `shared` ones and that language's `own` (its
/// words, pages and manifest), the language being the one its page registered it with
/// (`sw.js?lang=TAG`; a page in another language registers it again, and it caches that one's
/// instead). It answers from that cache first and the network second; on activate it deletes
/// every other cache. A new version's worker installs beside the old one and takes over on
/// the next visit, so a page never mixes files of two versions.
pub(crate) fn service_worker(
    version: &str,
    shared: &[String],
    own: &[(&str, Vec<String>)],
) -> String {
    let quoted =
        |files: &[String]| -> Vec<String> { files.iter().map(|f| format!("'./{f}'")).collect() };
    let shared: Vec<String> = quoted(shared).iter().map(|f| format!("  {f},")).collect();
    let own: Vec<String> = own
        .iter()
        .map(|(tag, files)| format!("  '{tag}': [{}],", quoted(files).join(", ")))
        .collect();
    format!(
        r#"// Made by web-build: the files of version {version}, cached for playing offline.
const SHARED = [
{shared}
];
const OWN = {{
{own}
}};
const ASKED = new URL(self.location.href).searchParams.get('lang');
const LANG = Object.hasOwn(OWN, ASKED) ? ASKED : 'en';
const CACHE = 'minesweeper-{version}-' + LANG;
self.addEventListener('install', (event) => {{
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHARED.concat(OWN[LANG]))));
}});
self.addEventListener('activate', (event) => {{
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => k.startsWith('minesweeper-') && k !== CACHE).map((k) => caches.delete(k))),
    ).then(() => self.clients.claim()),
  );
}});
self.addEventListener('fetch', (event) => {{
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page is looked up without its query (?rows=…) and hash: the game reads them itself.
  const url = new URL(request.url);
  const key = request.mode === 'navigate' ? url.origin + url.pathname : request;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key).then((hit) => hit || fetch(request)),
    ),
  );
}});
"#,
        shared = shared.join("\n"),
        own = own.join("\n")
    )
}
