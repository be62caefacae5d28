//! The games' figures (see [`Figure`]): what `/config` shows beside a setting that takes
//! seconds of CPU to work out. Each is worked out once per key — off the request path — and
//! kept in the database: a restart works out nothing it knew already.

use super::{App, AppError};
use crate::config::ServerDefaults;
use crate::config::settings::SettingValue;
use crate::engine::GameKind;
use crate::games::{Figure, Figures};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Mutex;

/// Figures known to this app, by kind and key.
#[derive(Default)]
pub(super) struct Known {
    known: Mutex<HashMap<(GameKind, String), Value>>,
}

/// Figures worked out, by kind and key, kept in the app's resources: by this app alone, or
/// by every app the start-up handed the same (the tests' apps share one per test binary). A
/// figure is a pure function of its key, so an app on a new database takes it from here
/// rather than working it out again, and still keeps it in its own database.
#[derive(Default)]
pub struct WorkedOut(Known);

impl Known {
    fn get(&self, kind: GameKind, key: &str) -> Option<Value> {
        self.known
            .lock()
            .ok()?
            .get(&(kind, key.to_string()))
            .cloned()
    }

    fn put(&self, kind: GameKind, key: String, value: Value) {
        if let Ok(mut known) = self.known.lock() {
            known.insert((kind, key), value);
        }
    }
}

impl App {
    /// The figures worked out so far (see [`WorkedOut`]).
    fn worked_out(&self) -> std::sync::Arc<WorkedOut> {
        self.resources.provide(WorkedOut::default)
    }

    /// A figure: from this app's memory, else the database, else worked out on the
    /// blocking pool; `keep` saves what was worked out (a write of its own: not inside
    /// another write transaction, where it would wait on the first).
    async fn find_figure(
        &self,
        kind: GameKind,
        figure: Figure,
        keep: bool,
    ) -> Result<Value, AppError> {
        if let Some(known) = self.figures.get(kind, &figure.key) {
            return Ok(known);
        }
        let value = match self.store.figure(kind.as_str(), &figure.key).await? {
            Some(stored) => stored,
            None => {
                let worked_out = self.worked_out();
                let value = match worked_out.0.get(kind, &figure.key) {
                    Some(value) => value,
                    None => {
                        let compute = figure.compute;
                        let value = tokio::task::spawn_blocking(compute).await.map_err(|e| {
                            AppError::Internal(format!("working out a figure: {e}"))
                        })?;
                        worked_out.0.put(kind, figure.key.clone(), value.clone());
                        value
                    }
                };
                if keep {
                    let now = self.clock.now();
                    self.store
                        .save_figure(kind.as_str(), &figure.key, &value, now)
                        .await?;
                }
                value
            }
        };
        self.figures.put(kind, figure.key, value.clone());
        Ok(value)
    }

    /// The figures of every game's settings at `values`, by setting key, for one game.
    /// `keep`: see [`App::find_figure`].
    pub(super) async fn figures_of(
        &self,
        kind: GameKind,
        values: &ServerDefaults,
        keep: bool,
    ) -> Result<Figures, AppError> {
        let mut figures = Figures::new();
        for (owner, setting) in crate::config::settings::declared() {
            if owner != kind {
                continue;
            }
            let value: SettingValue = values.games.get(setting.key);
            let figure = (self.registry.game(kind).figures.figure)(
                setting.key,
                &value,
                values,
                &self.config,
                &self.resources,
            );
            if let Some(figure) = figure {
                figures.insert(setting.key, self.find_figure(kind, figure, keep).await?);
            }
        }
        Ok(figures)
    }

    /// Whether every figure worth having at start-up is known.
    pub fn figures_ready(&self) -> bool {
        self.registry.games().iter().all(|game| {
            (game.figures.at_start)(&self.config, &self.resources)
                .iter()
                .all(|figure| self.figures.get(game.kind, &figure.key).is_some())
        })
    }

    /// Works out every figure worth having ahead of the first `/config`, on a thread of its
    /// own at the lowest CPU priority: the bot serves at once, and requests never wait on
    /// this work. Nothing the database already holds is worked out again.
    pub fn warm_figures(self: &std::sync::Arc<Self>) {
        let app = self.clone();
        let runtime = tokio::runtime::Handle::current();
        let spawned = std::thread::Builder::new()
            .name("figures".into())
            .spawn(move || {
                crate::games::lowest_priority();
                for game in app.registry.games() {
                    for figure in (game.figures.at_start)(&app.config, &app.resources) {
                        app.warm_figure(&runtime, game.kind, figure);
                    }
                }
            });
        if let Err(e) = spawned {
            tracing::warn!("the games' figures will be worked out when asked: {e}");
        }
    }

    fn warm_figure(&self, runtime: &tokio::runtime::Handle, kind: GameKind, figure: Figure) {
        let key = figure.key;
        let stored = match runtime.block_on(self.store.figure(kind.as_str(), &key)) {
            Ok(stored) => stored,
            Err(e) => {
                tracing::warn!("the figure {kind:?} {key}: {e}");
                return;
            }
        };
        let value = match stored {
            Some(value) => value,
            None => {
                let worked_out = self.worked_out();
                let value = worked_out.0.get(kind, &key).unwrap_or_else(|| {
                    let value = (figure.compute)();
                    worked_out.0.put(kind, key.clone(), value.clone());
                    value
                });
                let now = self.clock.now();
                let saved = self.store.save_figure(kind.as_str(), &key, &value, now);
                if let Err(e) = runtime.block_on(saved) {
                    tracing::warn!("keeping the figure {kind:?} {key}: {e}");
                }
                value
            }
        };
        self.figures.put(kind, key, value);
    }
}
