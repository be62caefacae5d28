//! Share on a finished game: one of its players posts the game's compact result in the
//! channel, once. It reads the game and renders; nothing of the game changes.

use super::{Loaded, public_locale};
use crate::app::rehearsal::Run;
use crate::app::{App, AppError, Request};
use crate::games::Hosted;
use crate::store::{GameStatus, LoadedGame, Tx};
use crate::view::game::Viewer;
use crate::view::{Refusal, Reply};

impl App {
    /// Share on a finished game: its opener posts the game's compact result in the channel,
    /// once; the game's message loses its Share button.
    pub(in crate::app) async fn share_game<G: Hosted>(
        &self,
        tx: &mut Tx,
        request: &Request,
        loaded: LoadedGame,
        run: &Run,
    ) -> Result<Reply, AppError> {
        let g = Loaded::<G>::read(loaded)?;
        let member = request.actor.id;
        if !g.seats.iter().any(|s| s.member() == Some(member)) {
            return Err(Refusal::NotYourShare.into());
        }
        if g.row.status == GameStatus::Active {
            return Err(Refusal::ShareNotOver.into());
        }
        let settings = self.settings(tx, g.row.guild_id).await?.values;
        let env = self.env(&settings, run);
        let public = public_locale(&settings, request);
        let look = env.look();
        // An expired game, or a seat with no result to show (a player who left).
        let shared = g
            .sharing(member, public, look)
            .filter(|_| g.row.status == GameStatus::Finished)
            .ok_or(Refusal::NothingToShare)?;
        if !tx.share_once(g.row.id, member, self.clock.now()).await? {
            return Err(Refusal::AlreadyShared.into());
        }
        // The message keeps Share while another player has a result to share.
        let done = tx.shared_by(g.row.id).await?;
        let mut view = g.draw(Viewer::Public, public, look);
        g.offer_share(&mut view, public, look, &done);
        Ok(Reply::update(view).with_announce(shared))
    }
}
