//! `parlor check`: the store's invariants, and every open game's state read back as its game.

use super::{App, AppError};
use crate::engine::GameKind;
use crate::store::Finding;

impl App {
    /// Every broken invariant: the ledger's, the daily streaks' and the receive caps' (see
    /// `store::Finding`), open games whose state no longer reads as their game, and outbox
    /// rows in no one state.
    pub async fn check(&self) -> Result<Vec<Finding>, AppError> {
        Ok(self.check_timed().await?.0)
    }

    /// [`App::check`], and the longest statement it ran: the store's checks read the
    /// wallets, the games and the ledger a batch at a time.
    pub async fn check_timed(&self) -> Result<(Vec<Finding>, std::time::Duration), AppError> {
        let (mut findings, longest) = self.store.check_ledger_timed().await?;
        for (post, problem) in self.store.outbox_report().await?.broken {
            findings.push(Finding::OutboxPost { post, problem });
        }
        for game in self.store.open_games_raw().await? {
            let read = match GameKind::parse(&game.kind) {
                Some(kind) => kind.read_state(&game.state),
                None => Err("a kind this version does not know".to_string()),
            };
            if let Err(error) = read {
                findings.push(Finding::DamagedGame {
                    game: game.id,
                    kind: game.kind,
                    error,
                });
            }
        }
        Ok((findings, longest))
    }

    /// Repairs what can be repaired safely: a damaged open game is closed and its unsettled
    /// bets are given back. Ledger differences, streaks that do not add up and gifts past a
    /// receive cap are only reported (restore a backup).
    /// Returns a line per repair.
    pub async fn repair(&self, findings: &[Finding]) -> Result<Vec<String>, AppError> {
        let mut done = Vec::new();
        for finding in findings {
            if let Finding::DamagedGame { game, .. } = finding {
                let refunded = self
                    .store
                    .close_damaged_game(*game, self.clock.now())
                    .await?;
                done.push(format!(
                    "game {game}: closed; {refunded} chips of unsettled bets given back"
                ));
            }
        }
        Ok(done)
    }
}
