//! The idle sweep: every open game whose turn deadline passed gets its game's timeout rule,
//! kind by kind, one transaction per game.

use super::{App, AppError, MessageEdit};
use crate::engine::GameKind;
use crate::store::GameStatus;
use crate::view::Locale;
use crate::view::game::{GameView, Viewer};
use crate::with_game;

/// Games read per query. Each game handled leaves the due list (it closes, or its deadline
/// moves on), so the sweep reads batches until none is left, up to [`MAX_BATCHES`] per
/// kind; no kind waits on another, and no game on a damaged one.
const BATCH: i64 = 500;
const MAX_BATCHES: usize = 20;

/// How long a game whose timeout failed waits before the sweep tries it again.
const RETRY_AFTER: i64 = 3600;

impl App {
    /// Applies the timeout of every game past its deadline. Returns the messages to edit.
    pub async fn expire_idle(&self) -> Result<Vec<MessageEdit>, AppError> {
        let now = self.clock.now();
        let mut edits = Vec::new();
        for &kind in GameKind::ALL {
            for _ in 0..MAX_BATCHES {
                let due = self.store.due_games(kind, now, BATCH).await?;
                if due.is_empty() {
                    break;
                }
                for row in due {
                    let expired = with_game!(kind, G => self.expire_one::<G>(row.id, now).await);
                    match expired {
                        Ok(Some(edit)) => edits.push(edit),
                        Ok(None) => {}
                        Err(e) => {
                            // A game that cannot be timed out (a damaged state) must not block
                            // the others: it waits, and says why in the log.
                            tracing::error!("game {}: its timeout failed: {e}", row.id);
                            let mut tx = self.store.begin().await?;
                            tx.set_deadline(row.id, Some(now + RETRY_AFTER)).await?;
                            tx.commit().await?;
                        }
                    }
                }
            }
        }
        self.store.prune_answers(now - 86_400).await?;
        Ok(edits)
    }

    /// Times out one game in its own transaction; None if it is no longer due.
    async fn expire_one<G: GameView>(
        &self,
        id: i64,
        now: i64,
    ) -> Result<Option<MessageEdit>, AppError> {
        let mut tx = self.store.begin().await?;
        let Some(row) = tx.game(id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || row.deadline.is_none_or(|d| d >= now) {
            return Ok(None);
        }
        let settings = self.settings(&mut tx, row.guild_id).await?.values;
        let env = self.env(&settings);
        let mut g = self.load::<G>(&mut tx, row).await?;
        self.time_out(&mut tx, &mut g, &env).await?;
        let view = self.render(&g, Viewer::Public, Locale::default(), env.idle_minutes);
        tx.commit().await?;
        Ok(Some(MessageEdit {
            game_id: g.row.id,
            channel_id: g.row.channel_id,
            message_id: g.row.message_id,
            view,
        }))
    }
}
