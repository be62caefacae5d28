//! The HTTP server under `parlor serve`: hyper's HTTP/1 connections with its own header-read
//! timeout, tower-http's request-body timeout, and at most `server.max_connections` open at
//! once (more wait in the listen queue). A client that never finishes its request is cut off,
//! so slow clients cannot starve the others. On shutdown, open connections finish their
//! request and close.

use crate::config::ServerConfig;
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, watch};
use tower::ServiceExt;
use tower_http::timeout::RequestBodyTimeoutLayer;

/// How long open connections get to finish once shutdown begins.
const DRAIN: Duration = Duration::from_secs(5);

/// Serves `router` on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: &ServerConfig,
    shutdown: impl Future<Output = ()>,
) {
    let router = router.layer(RequestBodyTimeoutLayer::new(Duration::from_secs(
        limits.body_timeout_seconds,
    )));
    let header_timeout = Duration::from_secs(limits.header_timeout_seconds);
    let permits = Arc::new(Semaphore::new(limits.max_connections));
    let (stop, stopping) = watch::channel(false);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let permit = tokio::select! {
            permit = permits.clone().acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            () = &mut shutdown => break,
        };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of file descriptors and the like: wait a little, then go on.
                    tracing::warn!("accepting a connection: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let service = TowerToHyperService::new(router.clone().map_request(
            |request: hyper::Request<hyper::body::Incoming>| request.map(axum::body::Body::new),
        ));
        let mut stopping = stopping.clone();
        tokio::spawn(async move {
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(header_timeout);
            let connection = http.serve_connection(TokioIo::new(stream), service);
            let mut connection = std::pin::pin!(connection);
            tokio::select! {
                result = connection.as_mut() => {
                    if let Err(e) = result {
                        tracing::debug!("connection ended: {e}");
                    }
                }
                _ = async { stopping.wait_for(|stop| *stop).await.is_ok() } => {
                    connection.as_mut().graceful_shutdown();
                    let _ = tokio::time::timeout(DRAIN, connection).await;
                }
            }
            drop(permit);
        });
    }
    let _ = stop.send(true);
    // Every permit back means every connection has closed.
    let all = u32::try_from(limits.max_connections).unwrap_or(u32::MAX);
    let _ = tokio::time::timeout(DRAIN, permits.acquire_many(all)).await;
}
