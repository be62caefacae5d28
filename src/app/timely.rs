//! Discord's 3-second deadline, designed in: every interaction is answered within the
//! configured time (2.5 s by default). Work that takes longer — a write lock held elsewhere,
//! computer turns, a slow analysis — is acknowledged first and goes on in its own task; its
//! reply then completes the acknowledgement (the front ends edit the original response).
//! The work is never cancelled half-way: it commits, or it rolls back and says so.

use super::{Action, App, Command, Request};
use crate::view::{Reply, ResponseKind};
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;

/// The answer to an interaction, in time.
pub enum Answer {
    /// The reply, within the deadline.
    Now(Reply),
    /// An acknowledgement now; the reply when the work is done.
    Later {
        ack: Reply,
        reply: JoinHandle<Reply>,
    },
}

impl App {
    /// Answers `request` within `server.answer_within_ms`.
    pub async fn answer(self: &Arc<Self>, request: Request) -> Answer {
        let budget = Duration::from_millis(self.config.server.answer_within_ms);
        self.answer_within(request, budget).await
    }

    /// Answers `request` within `budget`.
    pub async fn answer_within(self: &Arc<Self>, request: Request, budget: Duration) -> Answer {
        let ack = acknowledgement(&request);
        let locale = request.locale;
        let app = self.clone();
        // A task of its own on the process's runtime, whose threads share every request's
        // work: a request that misses the budget goes on after its acknowledgement, never
        // cancelled half-way.
        let mut work = tokio::spawn(async move { app.handle(request).await });
        match tokio::time::timeout(budget, &mut work).await {
            // A reply with a file (a profile card) can only be the edit of a deferred
            // response: Discord takes no file in the response itself. A refusal still
            // comes at once, privately.
            Ok(Ok(reply)) if !reply.view.attachments.is_empty() => Answer::Later {
                ack,
                reply: tokio::spawn(async move { reply }),
            },
            Ok(Ok(reply)) => Answer::Now(reply),
            Ok(Err(e)) => {
                tracing::error!("an interaction's work failed: {e}");
                Answer::Now(Reply::notice(crate::view::Refusal::Internal.view(locale)))
            }
            Err(_) => {
                let reply = tokio::spawn(async move {
                    match work.await {
                        // A form is only ever a first response: after the acknowledgement
                        // the clicker is told to press again.
                        Ok(reply) if reply.modal.is_some() => {
                            Reply::notice(crate::view::Refusal::FormLate.view(locale))
                        }
                        Ok(reply) => reply,
                        Err(e) => {
                            tracing::error!("an interaction's work failed: {e}");
                            Reply::notice(crate::view::Refusal::Internal.view(locale))
                        }
                    }
                });
                Answer::Later { ack, reply }
            }
        }
    }
}

/// What an interaction gets when its reply will be late: a click, a deferred update (its
/// message is edited later); a command, "thinking…", private for the commands whose answers
/// are private (and all of them where the replies are kept to the member).
fn acknowledgement(request: &Request) -> Reply {
    match &request.action {
        Action::Click { .. } => Reply::acknowledgement(ResponseKind::DeferredUpdate, false),
        // Where Discord keeps every reply to the member, "thinking…" is private too: the
        // answer then completes it rather than following it.
        Action::Command(command) => Reply::acknowledgement(
            ResponseKind::DeferredMessage,
            matches!(command, Command::Help { .. } | Command::Config(_)) || !request.place.public(),
        ),
    }
}
