//! The idle sweep: every open game whose turn deadline passed gets its game's timeout rule,
//! kind by kind, one transaction per game.

use super::{App, AppError, MessageEdit};
use crate::engine::GameKind;
use crate::games::{ForGame, Hosted, for_kind};
use crate::store::GameStatus;
use crate::view::game::Viewer;

/// Games read per query. Each game handled leaves the due list (it closes, or its deadline
/// moves on), so the sweep reads batches until none is left, up to [`MAX_BATCHES`] per
/// kind; no kind waits on another, and no game on a damaged one.
pub(super) const BATCH: i64 = 500;
const MAX_BATCHES: usize = 20;

/// How long log posts are kept once sent or failed (for `parlor check` and whoever looks
/// into one): 30 days.
const KEEP_POSTS: i64 = 30 * 86_400;

/// How long a damaged game waits before the sweep tries it again.
const RETRY_AFTER: i64 = 3600;

impl App {
    /// Applies the timeout of every game past its deadline. Returns the messages to edit;
    /// a fault with one game or one kind is logged and the rest goes on.
    pub async fn expire_idle(&self) -> Result<Vec<MessageEdit>, AppError> {
        let now = self.clock.now();
        for game in self.registry.games() {
            (game.lookups.keep_up)(&self.config, &self.resources, now);
        }
        let mut edits = Vec::new();
        for &kind in GameKind::ALL {
            if let Err(e) = self.expire_kind(kind, now, &mut edits).await {
                tracing::error!("idle sweep of {kind}: {e}");
            }
        }
        if let Err(e) = self.close_seasons().await {
            tracing::error!("closing seasons: {e}");
        }
        let keep = self.config.server.keep_answers_seconds();
        if let Err(e) = self.store.prune_answers(now - keep).await {
            tracing::error!("pruning answered interactions: {e}");
        }
        if let Err(e) = self.store.prune_posts(now - KEEP_POSTS).await {
            tracing::error!("pruning the outbox: {e}");
        }
        if let Err(e) = self.store.let_go_of_empty_tiers().await {
            tracing::error!("letting go of the boards' empty tiers: {e}");
        }
        if let Err(e) = self.store.checkpoint().await {
            tracing::warn!("checkpointing the database: {e}");
        }
        Ok(edits)
    }

    async fn expire_kind(
        &self,
        kind: GameKind,
        now: i64,
        edits: &mut Vec<MessageEdit>,
    ) -> Result<(), AppError> {
        let batch = self.sweep_batch.load(std::sync::atomic::Ordering::Relaxed);
        for _ in 0..MAX_BATCHES {
            let due = self.store.due_games(kind, now, batch).await?;
            if due.is_empty() {
                break;
            }
            for row in due {
                let expire = ExpireOne {
                    app: self,
                    id: row.id,
                    now,
                };
                match for_kind(kind, expire).await {
                    Ok(Some(edit)) => edits.push(edit),
                    Ok(None) => {}
                    Err(AppError::Damaged(e)) => {
                        // A game that cannot be played on must not block the others: it
                        // waits, and the log says why.
                        tracing::error!("game {}: its timeout failed: {e}", row.id);
                        let mut tx = self.store.begin().await?;
                        tx.set_deadline(row.id, Some(now + RETRY_AFTER)).await?;
                        tx.commit().await?;
                    }
                    // Another process's write or sweep took the game meanwhile: it has it, or
                    // the next sweep does.
                    Err(AppError::Conflict) => {
                        tracing::debug!("game {}: its timeout met another write", row.id);
                    }
                    // A passing fault (a busy or full disk): the next sweep tries again.
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(())
    }

    /// Times out one game in its own transaction; None if it is no longer due.
    async fn expire_one<G: Hosted>(
        &self,
        id: i64,
        now: i64,
    ) -> Result<Option<MessageEdit>, AppError> {
        // Rehearsed first, like a click: a computer's turns that follow the timeout are
        // worked out before the write.
        let run = super::rehearsal::Run::new(now);
        if let Ok(mut tx) = self.store.rehearse().await {
            run.set_rehearsing(true);
            let rehearsed = self.expire_in::<G>(&mut tx, id, &run).await;
            run.set_rehearsing(false);
            if let Err(e) = rehearsed {
                tracing::debug!("game {id}: rehearsing its timeout: {e}");
            }
            let _ = tx.rollback().await;
        }
        let mut tx = self.store.begin().await?;
        let edit = self.expire_in::<G>(&mut tx, id, &run).await?;
        match edit {
            Some(_) => tx.commit().await?,
            None => tx.rollback().await?,
        }
        Ok(edit)
    }

    /// The timeout of one game in `tx`, uncommitted; None if it is no longer due.
    async fn expire_in<G: Hosted>(
        &self,
        tx: &mut crate::store::Tx,
        id: i64,
        run: &super::rehearsal::Run,
    ) -> Result<Option<MessageEdit>, AppError> {
        let now = run.now;
        // Another process's sweep holding this game has it (PostgreSQL): leave it.
        if !tx.claim_game(id).await? {
            return Ok(None);
        }
        let Some(loaded) = tx.load_game(id).await? else {
            return Ok(None);
        };
        let row = &loaded.row;
        if row.status != GameStatus::Active || row.deadline.is_none_or(|d| d >= now) {
            return Ok(None);
        }
        let settings = match &loaded.settings {
            Some(settings) => settings.clone(),
            None => self.settings(tx, row.guild_id).await?.values,
        };
        let env = self.env(&settings, run);
        let mut g = super::pipeline::Loaded::<G>::read(loaded)?;
        self.restrain(tx, &mut g, env.now).await?;
        run.saw(&g.row);
        self.time_out(tx, &mut g, &env).await?;
        // No member asked: the server's chosen language, or the one the game started in.
        let locale = env.settings.language().unwrap_or(g.row.locale);
        let view = g.render(Viewer::Public, locale, env.look());
        Ok(Some(MessageEdit {
            game_id: g.row.id,
            channel_id: g.row.channel_id,
            message_id: g.row.message_id,
            view,
        }))
    }
}
/// The timeout of one game past its deadline, for the game its kind names.
struct ExpireOne<'a> {
    app: &'a App,
    id: i64,
    now: i64,
}

type Expiring<'a> =
    std::pin::Pin<Box<dyn Future<Output = Result<Option<MessageEdit>, AppError>> + Send + 'a>>;

impl<'a> ForGame for ExpireOne<'a> {
    type Out = Expiring<'a>;
    fn with<G: Hosted>(self) -> Expiring<'a> {
        Box::pin(self.app.expire_one::<G>(self.id, self.now))
    }
}
