//! `GET /pictures/<expires>/<signature>/<payload>.png`: the pictures style's boards, as
//! Discord's media proxy fetches them ([`crate::app::pictures`]). `parlor serve` answers
//! them beside the interactions; `parlor run`, which has no HTTP server of its own, on
//! `[pictures] listen` when the style is set up.
//!
//! A forged, altered or expired link gets 404, the same as one that never was; a picture
//! is drawn off the request threads, once, and then served from the cache.

use crate::app::App;
use crate::app::pictures::NoPicture;
use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::sync::Arc;

/// How long Discord and any cache between may keep a picture: a link's content never
/// changes, and it expires by itself.
const CACHE_CONTROL: &str = "public, max-age=604800, immutable";

/// The route, for the endpoint's router or a server of its own.
pub fn routes(app: Arc<App>) -> Router {
    Router::new()
        .route("/pictures/{*path}", get(picture))
        .with_state(app)
}

/// The path is read as it came, its escapes kept: the signature covers the payload as the
/// link wrote it (a caption's `%20`), not as a router would decode it.
async fn picture(State(app): State<Arc<App>>, uri: Uri) -> Response {
    let (Some(pictures), Some(path)) = (
        app.pictures().cloned(),
        uri.path().strip_prefix("/pictures/").map(String::from),
    ) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let now = app.clock().now();
    let served = match pictures.served_from_memory(&path, now) {
        Some(png) => Ok(Ok(png)),
        None => {
            let Ok(_turn) = pictures.drawing_turn().acquire().await else {
                return StatusCode::SERVICE_UNAVAILABLE.into_response();
            };
            let drawer = pictures.clone();
            tokio::task::spawn_blocking(move || drawer.serve(&path, now)).await
        }
    };
    match served {
        Ok(Ok(png)) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, CACHE_CONTROL),
            ],
            axum::body::Bytes::from(png.to_vec()),
        )
            .into_response(),
        Ok(Err(NoPicture::NotFound)) => StatusCode::NOT_FOUND.into_response(),
        Ok(Err(NoPicture::Failed)) | Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// Serves the pictures on `[pictures] listen`, for `parlor run`, for as long as the process
/// runs: bound here (an address in use is said at once), served by a task of its own.
/// Nothing when the style is not set up.
pub async fn serve_alone(app: Arc<App>, config: &crate::config::Config) -> std::io::Result<()> {
    if app.pictures().is_none() {
        return Ok(());
    }
    let listener = tokio::net::TcpListener::bind(&config.pictures.listen).await?;
    tracing::info!(
        "serving the pictures on {} for {}",
        config.pictures.listen,
        config.pictures.base_url.as_deref().unwrap_or_default()
    );
    let limits = config.server.clone();
    tokio::spawn(async move {
        super::http_server::serve(listener, routes(app), &limits, std::future::pending()).await;
    });
    Ok(())
}
