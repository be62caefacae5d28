//! What a player waits for: one click through the app layer, transaction and all, on a
//! SQLite file. Run with `cargo bench --bench interactions`.

use criterion::{Criterion, criterion_group, criterion_main};
use parlor::app::{Action, Actor, App, Clock, Command, Request};
use parlor::config::Config;
use parlor::games::Resources;
use parlor::view::{Locale, Reply};
use std::sync::Arc;

struct Bench {
    app: App,
    next: u64,
}

impl Bench {
    fn request(&mut self, action: Action) -> Request {
        self.next += 1;
        Request {
            interaction_id: self.next.to_string(),
            guild_id: Some(1),
            place: parlor::app::Place::Server(1),
            channel_id: 2,
            actor: Actor {
                id: 3,
                name: "bench".into(),
                manager: true,
            },
            locale: Locale::En,
            guild_locale: Locale::En,
            action,
        }
    }

    async fn click(&mut self, reply: &Reply, action: &str) -> Reply {
        let custom_id = reply
            .view
            .custom_ids()
            .into_iter()
            .find(|id| id.ends_with(action))
            .expect("button");
        let request = self.request(Action::click(custom_id, vec![], None));
        self.app.handle(request).await
    }
}

fn interactions(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    // The binary's start-up: the registry first (the settings' defaults read it), then the
    // app on its database, handed nothing.
    let registry = parlor::app::startup::registry();
    let mut config = Config::default();
    config.defaults.starting_chips = 1_000_000_000;
    let mut bench = runtime.block_on(async {
        let app = parlor::app::startup::open_app(
            &registry,
            &config,
            &url,
            Arc::new(Clock::system()),
            Some(1),
            Resources::default(),
        )
        .await
        .unwrap();
        Bench { app, next: 0 }
    });
    let mut reply = runtime.block_on(async {
        let request = bench.request(Action::Command(Command::start(
            parlor::engine::GameKind::VideoPoker,
            serde_json::json!({ "bet": 5 }),
        )));
        bench.app.handle(request).await
    });

    let mut group = c.benchmark_group("interactions");
    group.bench_function("video poker hand: deal, hold, draw (3 clicks)", |b| {
        b.iter(|| {
            runtime.block_on(async {
                let dealt = bench.click(&reply, ":deal").await;
                let held = bench.click(&dealt, ":hold:0").await;
                reply = bench.click(&held, ":draw").await;
            })
        })
    });
    group.bench_function("/balance", |b| {
        b.iter(|| {
            runtime.block_on(async {
                let request = bench.request(Action::Command(Command::Balance { user: None }));
                bench.app.handle(request).await
            })
        })
    });
    group.finish();
}

criterion_group!(benches, interactions);
criterion_main!(benches);
