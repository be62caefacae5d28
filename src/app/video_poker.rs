//! Video poker at the table: start or bring back a machine, apply clicks, settle chips,
//! expire idle hands.

use super::{App, AppError, MessageEdit, Request};
use crate::engine::video_poker::{
    Action, MAX_BET, MIN_BET, Outcome, Settlement, VideoPoker, check_bet,
};
use crate::store::{GameRow, GameStatus, Movement, NewGame, NewResult, StoreError, Tx};
use crate::view::Reply;
use crate::view::economy as notices;
use crate::view::video_poker::{MachineStatus, MachineView, render};

pub const KIND: &str = "video-poker";
const START: &str = "/poker video";

/// One loaded machine.
struct Machine {
    row: GameRow,
    game: VideoPoker,
}

impl App {
    fn load_machine(row: GameRow) -> Result<Machine, AppError> {
        let game = serde_json::from_str(&row.state)?;
        Ok(Machine { row, game })
    }

    /// Saves the machine's state over the version it was loaded at; returns the new version.
    async fn save_machine(
        tx: &mut Tx,
        m: &Machine,
        status: GameStatus,
        now: i64,
    ) -> Result<i64, AppError> {
        tx.update_game(
            m.row.id,
            m.row.version,
            &serde_json::to_string(&m.game)?,
            status,
            now,
        )
        .await
        .map_err(stale_as_internal)
    }

    fn idle_limit(&self, minutes: i64) -> i64 {
        minutes * 60
    }

    async fn balance_of(&self, tx: &mut Tx, guild: u64, user: u64) -> Result<i64, AppError> {
        Ok(tx
            .existing_wallet(guild, user)
            .await?
            .map(|w| w.balance)
            .unwrap_or(0))
    }

    fn machine_view(
        m: &Machine,
        version: i64,
        balance: i64,
        status: MachineStatus,
    ) -> crate::view::View {
        render(&MachineView {
            game_id: m.row.id,
            version,
            game: &m.game,
            balance,
            status,
        })
    }

    pub(super) async fn start_video_poker(
        &self,
        tx: &mut Tx,
        request: &Request,
        bet: Option<i64>,
    ) -> Result<Reply, AppError> {
        let guild = Self::guild(request)?;
        let bet = match bet {
            None => None,
            Some(b) if (MIN_BET as i64..=MAX_BET as i64).contains(&b) => Some(b as u32),
            Some(_) => {
                return Err(AppError::BadBet {
                    min: MIN_BET,
                    max: MAX_BET,
                });
            }
        };
        let settings = self.settings(tx, guild).await?.values;
        let now = self.clock.now();
        let actor = &request.actor;
        let wallet = self.actor_wallet(tx, guild, request, &settings).await?;
        if let Some(bet) = bet
            && bet as i64 > wallet.balance
        {
            return Err(AppError::CannotCover {
                balance: wallet.balance,
                bet: bet as i64,
            });
        }

        let mut notice = None;
        if let Some(row) = tx
            .active_game(guild, request.channel_id, actor.id, KIND)
            .await?
        {
            if now - row.updated_at > self.idle_limit(settings.idle_timeout_minutes) {
                if let Some(edit) = self.expire_game(tx, row.id).await? {
                    notice = Some(edit.view);
                }
            } else {
                // Bring the machine back, with the new bet if one was asked for.
                let mut machine = Self::load_machine(row)?;
                let mut version = machine.row.version;
                if let Some(bet) = bet.filter(|&b| b != machine.game.bet) {
                    if machine.game.in_hand() {
                        return Err(AppError::HandInProgress);
                    }
                    machine
                        .game
                        .apply(Action::SetBet(bet), &mut self.deal_rng())?;
                    version = Self::save_machine(tx, &machine, GameStatus::Active, now).await?;
                }
                let balance = self.balance_of(tx, guild, actor.id).await?;
                return Ok(Reply::message(Self::machine_view(
                    &machine,
                    version,
                    balance,
                    MachineStatus::Open,
                )));
            }
        }

        let table = self.table(&settings.pay_table);
        let game = VideoPoker::new(bet.unwrap_or(MIN_BET), table)?;
        let row = tx
            .insert_game(&NewGame {
                guild_id: guild,
                channel_id: request.channel_id,
                owner_id: actor.id,
                kind: KIND,
                state: serde_json::to_string(&game)?,
                at: now,
            })
            .await?;
        let machine = Machine { row, game };
        let balance = self.balance_of(tx, guild, actor.id).await?;
        let mut reply = Reply::message(Self::machine_view(
            &machine,
            machine.row.version,
            balance,
            MachineStatus::Open,
        ));
        if let Some(expired) = notice {
            reply = reply.with_followup(crate::view::View {
                content: Some(
                    "Your previous machine here had gone idle; its last hand stood:".into(),
                ),
                ..expired
            });
        }
        Ok(reply)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) async fn video_poker_click(
        &self,
        tx: &mut Tx,
        request: &Request,
        game_id: i64,
        version: i64,
        action: &str,
        arg: Option<&str>,
        message_id: Option<u64>,
    ) -> Result<Reply, AppError> {
        let guild = Self::guild(request)?;
        let row = match tx.game(game_id).await? {
            Some(row) if row.guild_id == guild && row.kind == KIND => row,
            _ => return Err(AppError::UnknownButton(START)),
        };
        if row.owner_id != request.actor.id {
            return Err(AppError::NotYourGame(START));
        }
        if let Some(message_id) = message_id.filter(|&m| row.message_id != Some(m)) {
            tx.set_message(row.id, message_id).await?;
        }
        let settings = self.settings(tx, guild).await?.values;
        let now = self.clock.now();

        if row.status != GameStatus::Active {
            let machine = Self::load_machine(row)?;
            let balance = self.balance_of(tx, guild, request.actor.id).await?;
            let status = closed_status(&machine.row, settings.idle_timeout_minutes);
            return Ok(Reply::update(Self::machine_view(
                &machine,
                machine.row.version,
                balance,
                status,
            ))
            .with_followup(notices::notice(
                "This machine is closed. Start again with /poker video.",
            )));
        }
        if now - row.updated_at > self.idle_limit(settings.idle_timeout_minutes) {
            let edit = self
                .expire_game(tx, row.id)
                .await?
                .ok_or_else(|| AppError::Internal("an idle game could not be expired".into()))?;
            return Ok(Reply::update(edit.view).with_followup(notices::notice(&format!(
                "This machine closed after {} idle minutes; a dealt hand stood as it was and was paid.",
                settings.idle_timeout_minutes
            ))));
        }
        let mut machine = Self::load_machine(row)?;
        if version != machine.row.version {
            let balance = self.balance_of(tx, guild, request.actor.id).await?;
            return Ok(Reply::update(Self::machine_view(&machine, machine.row.version, balance, MachineStatus::Open))
                .with_followup(notices::notice(
                    "That button was out of date, so nothing happened. Here is the machine as it stands.",
                )));
        }

        let action = match (action, arg) {
            ("bet-down", None) => Action::BetDown,
            ("bet-up", None) => Action::BetUp,
            ("deal", None) => Action::Deal,
            ("draw", None) => Action::Draw,
            ("hold", Some(i)) => {
                Action::ToggleHold(i.parse().map_err(|_| AppError::UnknownButton(START))?)
            }
            ("leave", None) => return self.leave(tx, request, machine).await,
            _ => return Err(AppError::UnknownButton(START)),
        };
        let balance = self.balance_of(tx, guild, request.actor.id).await?;
        match action {
            Action::BetUp if !machine.game.in_hand() && machine.game.bet as i64 + 1 > balance => {
                return Err(AppError::CannotCover {
                    balance,
                    bet: machine.game.bet as i64 + 1,
                });
            }
            Action::Deal if !machine.game.in_hand() => {
                if (machine.game.bet as i64) > balance {
                    return Err(AppError::CannotCover {
                        balance,
                        bet: machine.game.bet as i64,
                    });
                }
                // A new hand is paid by the server's current table.
                machine.game.table = self.table(&settings.pay_table);
            }
            _ => {}
        }
        check_bet(machine.game.bet)?;
        let outcome = machine.game.apply(action, &mut self.deal_rng())?;
        match outcome {
            Outcome::Dealt { wager } => {
                self.take_bet(tx, request, &machine, wager as i64, now)
                    .await?;
            }
            Outcome::Settled(settlement) => {
                self.pay(
                    tx,
                    &machine.row,
                    &settlement,
                    &format!("{}:payout", request.interaction_id),
                    now,
                )
                .await?;
            }
            Outcome::BetChanged | Outcome::HoldToggled => {}
        }
        let version = Self::save_machine(tx, &machine, GameStatus::Active, now).await?;
        let balance = self.balance_of(tx, guild, request.actor.id).await?;
        Ok(Reply::update(Self::machine_view(
            &machine,
            version,
            balance,
            MachineStatus::Open,
        )))
    }

    async fn take_bet(
        &self,
        tx: &mut Tx,
        request: &Request,
        machine: &Machine,
        wager: i64,
        now: i64,
    ) -> Result<(), AppError> {
        let result = tx
            .move_chips(&Movement {
                guild_id: machine.row.guild_id,
                user_id: machine.row.owner_id,
                delta: -wager,
                reason: "bet",
                game_id: Some(machine.row.id),
                counterparty: None,
                key: format!("{}:bet", request.interaction_id),
                at: now,
            })
            .await;
        match result {
            Ok(_) => Ok(()),
            Err(StoreError::InsufficientChips { balance, .. }) => Err(AppError::CannotCover {
                balance,
                bet: wager,
            }),
            Err(e) => Err(e.into()),
        }
    }

    /// Pays a settled hand and records it for /stats.
    async fn pay(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        s: &Settlement,
        key: &str,
        now: i64,
    ) -> Result<(), AppError> {
        if s.payout > 0 {
            tx.move_chips(&Movement {
                guild_id: row.guild_id,
                user_id: row.owner_id,
                delta: s.payout as i64,
                reason: "payout",
                game_id: Some(row.id),
                counterparty: None,
                key: key.to_string(),
                at: now,
            })
            .await?;
        }
        let category = s.category;
        tx.record_result(&NewResult {
            guild_id: row.guild_id,
            user_id: row.owner_id,
            game_id: row.id,
            kind: KIND,
            wager: s.wager as i64,
            payout: s.payout as i64,
            category: Some((category.slug(), category as i64)),
            at: now,
        })
        .await?;
        Ok(())
    }

    async fn leave(
        &self,
        tx: &mut Tx,
        request: &Request,
        machine: Machine,
    ) -> Result<Reply, AppError> {
        if machine.game.in_hand() {
            return Err(AppError::HandInProgress);
        }
        let now = self.clock.now();
        let version = Self::save_machine(tx, &machine, GameStatus::Finished, now).await?;
        let balance = self
            .balance_of(tx, machine.row.guild_id, request.actor.id)
            .await?;
        Ok(Reply::update(Self::machine_view(
            &machine,
            version,
            balance,
            MachineStatus::Left,
        )))
    }

    /// Closes an idle game: a dealt hand stands as it is and is paid. Returns the edit for
    /// its message, or None when the game is no longer active or no longer idle.
    pub(super) async fn expire_game(
        &self,
        tx: &mut Tx,
        game_id: i64,
    ) -> Result<Option<MessageEdit>, AppError> {
        let Some(row) = tx.game(game_id).await? else {
            return Ok(None);
        };
        let settings = self.settings(tx, row.guild_id).await?.values;
        let now = self.clock.now();
        if row.status != GameStatus::Active
            || now - row.updated_at <= self.idle_limit(settings.idle_timeout_minutes)
        {
            return Ok(None);
        }
        if row.kind != KIND {
            return Ok(None);
        }
        let mut machine = Self::load_machine(row)?;
        if machine.game.in_hand()
            && let Outcome::Settled(settlement) =
                machine.game.apply(Action::Stand, &mut self.deal_rng())?
        {
            let key = format!("expire:{}:{}", machine.row.id, machine.row.version);
            self.pay(tx, &machine.row, &settlement, &key, now).await?;
        }
        let version = Self::save_machine(tx, &machine, GameStatus::Expired, now).await?;
        let balance = self
            .balance_of(tx, machine.row.guild_id, machine.row.owner_id)
            .await?;
        let view = Self::machine_view(
            &machine,
            version,
            balance,
            MachineStatus::Expired {
                idle_minutes: settings.idle_timeout_minutes,
            },
        );
        Ok(Some(MessageEdit {
            game_id: machine.row.id,
            channel_id: machine.row.channel_id,
            message_id: machine.row.message_id,
            view,
        }))
    }
}

fn closed_status(row: &GameRow, idle_minutes: i64) -> MachineStatus {
    match row.status {
        GameStatus::Expired => MachineStatus::Expired { idle_minutes },
        _ => MachineStatus::Left,
    }
}

/// Inside one IMMEDIATE transaction the version read is the version written, so a stale
/// write here means something outside the app touched the row.
fn stale_as_internal(e: StoreError) -> AppError {
    AppError::Internal(e.to_string())
}
