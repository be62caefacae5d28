//! Responsible play: a member's exclusion from wagering (`/selfexclude`: their own, on every
//! server, or a manager's, on one server) and their own limits on a server (`/limits`: chips
//! staked and net chips lost in 24 hours).
//!
//! A game never reads them: the pipeline gives a game each member's balance as far as their
//! restraints let them stake it ([`Room::cap`]), so a table treats an excluded or limited
//! member as it treats a short one; the click's own wager is checked again as its ledger rows
//! are written ([`Room::take`]), in the transaction that writes them. A refusal says which
//! rule held the wager back, and until when.

use super::{App, AppError, Request, UserRef};
use crate::store::{
    Caps, DAY, EVERYWHERE, Exclusion, FOREVER, Limits, PlayReason, Restraint, Tx, Wallet,
};
use crate::view::custom_id::{CustomId, ExclusionButton};
use crate::view::responsible as view;
use crate::view::{Refusal, Reply};

/// The longest exclusion with an end: a year.
pub const MAX_DAYS: i64 = 365;
/// How long a Confirm button stays good.
pub const CONFIRM_SECONDS: i64 = view::CONFIRM_MINUTES * 60;
/// The highest limit a member may set.
pub const MAX_LIMIT: i64 = crate::view::commands::LIMIT_MAX;

/// How long an exclusion lasts, as `/selfexclude for:` reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Span {
    Days(i64),
    Forever,
}

impl Span {
    /// `7d`, `2w`, `6m`, `1y` (in days, weeks, 30-day months or 365-day years; French
    /// `j`/`s`/`a` and Polish `t`/`r` too), or `forever`: from 1 day to a year, or for good.
    pub fn read(text: &str) -> Option<Span> {
        let text = text.trim().to_lowercase();
        if matches!(
            text.as_str(),
            "forever" | "toujours" | "zawsze" | "permanent"
        ) {
            return Some(Span::Forever);
        }
        let split = text.find(|c: char| !c.is_ascii_digit())?;
        let (number, unit) = text.split_at(split);
        let n: i64 = number.parse().ok()?;
        let per = match unit.trim() {
            "d" | "day" | "days" | "j" | "jour" | "jours" | "dni" | "dzień" | "dzien" => 1,
            "w" | "week" | "weeks" | "s" | "sem" | "semaine" | "semaines" | "t" | "tyg"
            | "tydzień" | "tygodnie" => 7,
            "m" | "month" | "months" | "mois" | "mies" | "miesiąc" | "miesiące" => 30,
            "y" | "year" | "years" | "a" | "an" | "ans" | "r" | "rok" | "lata" => MAX_DAYS,
            _ => return None,
        };
        let days = n.checked_mul(per)?;
        (1..=MAX_DAYS).contains(&days).then_some(Span::Days(days))
    }

    /// The days it stands for in a custom_id: None for good.
    pub fn days(self) -> Option<i64> {
        match self {
            Span::Days(days) => Some(days),
            Span::Forever => None,
        }
    }

    /// When an exclusion of this span set at `at` ends.
    pub fn end(days: Option<i64>, at: i64) -> i64 {
        days.map_or(FOREVER, |d| at.saturating_add(d * DAY))
    }
}

/// A change of limits as `/limits` asks it, per limit: None keeps it, `Some(None)` removes
/// it, `Some(Some(n))` sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LimitChange {
    pub stake: Option<Option<i64>>,
    pub loss: Option<Option<i64>>,
}

impl LimitChange {
    pub fn is_empty(&self) -> bool {
        self.stake.is_none() && self.loss.is_none()
    }
}

/// The limits a change leads to, as rows from when each is in force: a lower limit (or one
/// where there was none) at once, a higher one (or none where there was one) 24 hours
/// later. A change asked again while it waits keeps its time; any other change starts the
/// wait again.
pub fn plan(limits: &Limits, change: LimitChange, now: i64) -> Vec<(i64, Caps)> {
    let base = limits.next.map_or(limits.caps, |(_, caps)| caps);
    let target = Caps {
        stake: change.stake.unwrap_or(base.stake),
        loss: change.loss.unwrap_or(base.loss),
    };
    // None is no limit: the highest of all.
    let lower = |now: Option<i64>, new: Option<i64>| match (now, new) {
        (Some(now), Some(new)) => Some(now.min(new)),
        (None, new) => new,
        (now, None) => now,
    };
    let at_once = Caps {
        stake: lower(limits.caps.stake, target.stake),
        loss: lower(limits.caps.loss, target.loss),
    };
    let mut rows = Vec::new();
    if at_once != limits.caps {
        rows.push((now, at_once));
    }
    if target != at_once {
        let when = match limits.next {
            Some((when, caps)) if caps == target && at_once == limits.caps => when,
            _ => now + DAY,
        };
        rows.push((when, target));
    }
    rows
}

/// What a member's restraints leave them to wager, and why, kept through one request: each
/// wager it writes uses it up, each payout gives back loss room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Room {
    exclusion: Option<Exclusion>,
    caps: Caps,
    /// What the limits leave, None where there is none.
    stake_left: Option<i64>,
    loss_left: Option<i64>,
    /// A cash-out this request wrote, not yet bought back in: a rebuy's stack, which its
    /// buy-in does not stake anew.
    carried: i64,
}

impl Room {
    /// The room a restraint leaves; None when nothing holds the member back.
    pub fn of(restraint: &Restraint) -> Option<Room> {
        let limits = &restraint.limits;
        let caps = limits.caps;
        if restraint.exclusion.is_none() && caps == Caps::default() {
            return None;
        }
        Some(Room {
            exclusion: restraint.exclusion,
            caps,
            stake_left: caps.stake.map(|cap| cap - limits.staked),
            loss_left: caps.loss.map(|cap| cap - limits.lost),
            carried: 0,
        })
    }

    /// The most a member with `balance` may stake now.
    pub fn cap(&self, balance: i64) -> i64 {
        if self.exclusion.is_some() {
            return 0;
        }
        let left = [self.stake_left, self.loss_left]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(i64::MAX);
        balance.min(left).max(0)
    }

    /// Whether an exclusion holds the member.
    pub fn excluded(&self) -> bool {
        self.exclusion.is_some()
    }

    /// Whether it keeps a member with `balance` from staking all of it.
    pub fn binds(&self, balance: i64) -> bool {
        self.cap(balance) < balance
    }

    /// Why the member may stake no more: the exclusion, else the limit with less left.
    pub fn refusal(&self) -> Refusal {
        if let Some(exclusion) = self.exclusion {
            return excluded(exclusion);
        }
        match (self.stake_left, self.loss_left) {
            (Some(stake), Some(loss)) if loss < stake => self.past(true),
            (Some(_), _) => self.past(false),
            (None, _) => self.past(true),
        }
    }

    fn past(&self, loss: bool) -> Refusal {
        let (cap, left) = if loss {
            (self.caps.loss, self.loss_left)
        } else {
            (self.caps.stake, self.stake_left)
        };
        Refusal::PastLimit {
            loss,
            cap: cap.unwrap_or(0),
            left: left.unwrap_or(0).max(0),
        }
    }

    /// A ledger movement of `delta` chips for `reason`, held to the room: a wager the room
    /// does not hold is refused; what play pays back gives loss room again. A buy-in after a
    /// cash-out of the same request (a rebuy: the stack cashed out and bought back with the
    /// chips added) stakes only what it adds, as `store::counted_stakes` counts it.
    pub fn take(&mut self, reason: &str, delta: i64) -> Result<(), Refusal> {
        let Some(play) = PlayReason::of(reason) else {
            return Ok(());
        };
        match play {
            PlayReason::CashOut => self.carried += delta.max(0),
            PlayReason::Wager if delta < 0 => {
                if let Some(exclusion) = self.exclusion {
                    return Err(excluded(exclusion));
                }
                let stake = (-delta - self.carried).max(0);
                self.carried = 0;
                if self.stake_left.is_some_and(|left| left < stake) {
                    return Err(self.past(false));
                }
                // Lost if lost: the whole debit, less what the cash-out gave back (counted
                // below, credits first).
                if self.loss_left.is_some_and(|left| left < -delta) {
                    return Err(self.past(true));
                }
                self.stake_left = self.stake_left.map(|left| left - stake);
            }
            _ => {}
        }
        self.loss_left = self.loss_left.map(|left| left + delta);
        Ok(())
    }
}

/// A wager refused by an exclusion.
fn excluded(exclusion: Exclusion) -> Refusal {
    Refusal::Excluded {
        until: exclusion.until,
        own: exclusion.everywhere,
    }
}

/// Whether the actor may stop another member wagering: a manager of a server that hosts
/// Parlor, on that server. Outside one nobody manages the own wallets, whose exclusions
/// are kept where a member's own are (guild 0), on every server.
fn manages(request: &Request) -> bool {
    request.actor.manager && request.place.hosting().is_some()
}

impl App {
    /// The room of `member` on `guild` at `now`, when their flags say something may hold
    /// them back.
    pub(super) async fn room(
        &self,
        tx: &mut Tx,
        guild: u64,
        member: u64,
        flags: crate::store::Flags,
        now: i64,
    ) -> Result<Option<Room>, AppError> {
        if !flags.restrained(now) {
            return Ok(None);
        }
        Ok(Room::of(&tx.restraint(guild, member, now).await?))
    }

    /// The room of the member a wallet belongs to.
    pub(super) async fn wallet_room(
        &self,
        tx: &mut Tx,
        wallet: &Wallet,
        now: i64,
    ) -> Result<Option<Room>, AppError> {
        self.room(tx, wallet.guild_id, wallet.user_id, wallet.flags, now)
            .await
    }

    /// A gift refused for either side's exclusion: the giver's in their words, the
    /// receiver's without saying why.
    pub(super) async fn may_gift(
        &self,
        tx: &mut Tx,
        guild: u64,
        giver: u64,
        to: u64,
        now: i64,
    ) -> Result<(), AppError> {
        if let Some(exclusion) = tx.exclusion(guild, giver, now).await? {
            let until = exclusion.until;
            return Err(Refusal::GiveExcluded { until }.into());
        }
        if tx.exclusion(guild, to, now).await?.is_some() {
            return Err(Refusal::TakesNoGifts { member: to }.into());
        }
        Ok(())
    }

    /// `/selfexclude for:<span> [user:]`: asks once for confirmation, with Confirm beside
    /// Cancel. A member's own exclusion holds on every server; a manager's (`user:`) on this
    /// one.
    pub(super) async fn self_exclude(
        &self,
        tx: &mut Tx,
        request: &Request,
        span: &str,
        user: Option<&UserRef>,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let actor = &request.actor;
        let member = match user.filter(|u| u.id != actor.id) {
            None => actor.id,
            Some(_) if !manages(request) => return Err(Refusal::ExcludeOthers.into()),
            Some(u) if u.bot => return Err(Refusal::BotUser.into()),
            Some(u) => u.id,
        };
        let span = Span::read(span).ok_or_else(|| Refusal::BadSpan {
            given: span.chars().take(32).collect(),
        })?;
        let now = self.clock.now();
        let until = Span::end(span.days(), now);
        let scope = if member == actor.id {
            EVERYWHERE
        } else {
            guild
        };
        let l = request.locale;
        // A member's own exclusion that holds as long already: nothing to confirm. (A
        // manager is not told of a member's own: their Confirm adds the server's.)
        if scope == EVERYWHERE
            && let Some(held) = tx.exclusion(EVERYWHERE, member, now).await?
            && held.until >= until
        {
            return Ok(Reply::message(view::already(l, held)));
        }
        let button = |confirm| {
            CustomId::exclusion(&ExclusionButton {
                by: actor.id,
                member,
                days: span.days(),
                at: now,
                confirm,
            })
        };
        Ok(Reply::message(view::confirm(
            l,
            member,
            actor.id,
            until,
            (&button(true), &button(false)),
        )))
    }

    /// Confirm or Cancel under a `/selfexclude`.
    pub(super) async fn confirm_exclusion(
        &self,
        tx: &mut Tx,
        request: &Request,
        button: &ExclusionButton,
    ) -> Result<Reply, AppError> {
        let actor = &request.actor;
        if actor.id != button.by {
            return Err(Refusal::NotYourConfirm.into());
        }
        let l = request.locale;
        if !button.confirm {
            return Ok(Reply::update(view::cancelled(l)));
        }
        let now = self.clock.now();
        if now - button.at > CONFIRM_SECONDS || now < button.at {
            return Err(Refusal::ConfirmExpired.into());
        }
        let scope = if button.member == actor.id {
            EVERYWHERE
        } else if manages(request) {
            Self::economy(request)
        } else {
            return Err(Refusal::ExcludeOthers.into());
        };
        // The end the member saw: a second press changes nothing.
        let until = Span::end(button.days, button.at);
        let held = tx
            .exclude(scope, button.member, actor.id, now, until)
            .await?;
        Ok(Reply::update(view::excluded(
            l,
            button.member,
            actor.id,
            held,
        )))
    }

    /// `/limits`: with no option, the member's limits, what today used of them and any
    /// exclusion; with some, the limits changed (a lower one at once, a higher one in 24
    /// hours).
    pub(super) async fn limits(
        &self,
        tx: &mut Tx,
        request: &Request,
        change: LimitChange,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let member = request.actor.id;
        let now = self.clock.now();
        for value in [change.stake, change.loss].into_iter().flatten().flatten() {
            if !(1..=MAX_LIMIT).contains(&value) {
                return Err(Refusal::BadLimit { max: MAX_LIMIT }.into());
            }
        }
        let before = tx.limits(guild, member, now).await?;
        if !change.is_empty() {
            let rows = plan(&before, change, now);
            tx.set_limits(guild, member, &rows, now).await?;
        }
        let limits = tx.limits(guild, member, now).await?;
        let exclusion = tx.exclusion(guild, member, now).await?;
        let settings = self.settings(tx, guild).await?.values;
        let currency = crate::view::currency::Currency::of(&settings);
        let shown = view::Shown {
            limits: &limits,
            exclusion,
            changed: (!change.is_empty()).then_some(&before),
            now,
        };
        Ok(Reply::message(view::limits(
            request.locale,
            &currency,
            &shown,
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(stake: Option<i64>, loss: Option<i64>, next: Option<(i64, Caps)>) -> Limits {
        Limits {
            caps: Caps { stake, loss },
            next,
            staked: 0,
            lost: 0,
        }
    }

    #[test]
    fn spans_read_from_a_day_to_a_year_or_for_good() {
        assert_eq!(Span::read("7d"), Some(Span::Days(7)));
        assert_eq!(Span::read(" 2W "), Some(Span::Days(14)));
        assert_eq!(Span::read("1y"), Some(Span::Days(365)));
        assert_eq!(Span::read("30j"), Some(Span::Days(30)));
        assert_eq!(Span::read("1 rok"), Some(Span::Days(365)));
        assert_eq!(Span::read("forever"), Some(Span::Forever));
        assert_eq!(Span::read("zawsze"), Some(Span::Forever));
        for bad in [
            "0d",
            "366d",
            "2y",
            "d",
            "7",
            "7x",
            "-1d",
            "",
            "99999999999999999999d",
        ] {
            assert_eq!(Span::read(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_lower_limit_holds_at_once_and_a_higher_one_waits_a_day() {
        let now = 1_000_000;
        // A first limit is lower than none: at once.
        let set = LimitChange {
            loss: Some(Some(100)),
            ..LimitChange::default()
        };
        assert_eq!(
            plan(&limits(None, None, None), set, now),
            vec![(
                now,
                Caps {
                    stake: None,
                    loss: Some(100)
                }
            )]
        );
        // Raising it waits.
        let raise = LimitChange {
            loss: Some(Some(500)),
            ..LimitChange::default()
        };
        assert_eq!(
            plan(&limits(None, Some(100), None), raise, now),
            vec![(
                now + DAY,
                Caps {
                    stake: None,
                    loss: Some(500)
                }
            )]
        );
        // Removing it is a raise.
        let remove = LimitChange {
            loss: Some(None),
            ..LimitChange::default()
        };
        assert_eq!(
            plan(&limits(None, Some(100), None), remove, now),
            vec![(now + DAY, Caps::default())]
        );
        // One lower and one higher: the lower at once, both a day later.
        let both = LimitChange {
            stake: Some(Some(50)),
            loss: Some(Some(500)),
        };
        assert_eq!(
            plan(&limits(Some(80), Some(100), None), both, now),
            vec![
                (
                    now,
                    Caps {
                        stake: Some(50),
                        loss: Some(100)
                    }
                ),
                (
                    now + DAY,
                    Caps {
                        stake: Some(50),
                        loss: Some(500)
                    }
                )
            ]
        );
        // The same raise asked again keeps its time; lowering back drops it.
        let waiting = Some((
            now + 10,
            Caps {
                stake: None,
                loss: Some(500),
            },
        ));
        assert_eq!(
            plan(&limits(None, Some(100), waiting), raise, now),
            vec![(
                now + 10,
                Caps {
                    stake: None,
                    loss: Some(500)
                }
            )]
        );
        let back = LimitChange {
            loss: Some(Some(100)),
            ..LimitChange::default()
        };
        assert_eq!(plan(&limits(None, Some(100), waiting), back, now), vec![]);
    }

    #[test]
    fn a_room_refuses_the_wager_past_it_and_play_gives_loss_room_back() {
        let restraint = Restraint {
            exclusion: None,
            limits: Limits {
                caps: Caps {
                    stake: Some(100),
                    loss: Some(50),
                },
                next: None,
                staked: 30,
                lost: 20,
            },
        };
        let mut room = Room::of(&restraint).expect("limits hold");
        assert_eq!(room.cap(1_000), 30, "the loss limit leaves 30");
        assert_eq!(room.cap(10), 10, "never more than the balance");
        assert!(room.binds(31) && !room.binds(30));
        assert_eq!(
            room.take("bet", -31),
            Err(Refusal::PastLimit {
                loss: true,
                cap: 50,
                left: 30
            })
        );
        room.take("bet", -30).expect("within both");
        room.take("payout", 60).expect("a payout");
        assert_eq!(room.cap(1_000), 40, "the stake limit now: 100 - 60");
        room.take("daily", -5).expect("not play");
        // A rebuy: a stack of 30 cashed out and bought back with 10 more stakes 10.
        room.take("cash-out", 30).expect("a cash-out");
        room.take("buy-in", -40).expect("10 staked anew");
        assert_eq!(room.cap(1_000), 30, "the stake limit: 100 - 60 - 10");
        let excluded = Room::of(&Restraint {
            exclusion: Some(Exclusion {
                since: 0,
                until: 10,
                everywhere: true,
            }),
            limits: Limits::default(),
        })
        .expect("excluded");
        assert_eq!(excluded.cap(500), 0);
        assert_eq!(
            excluded.refusal(),
            Refusal::Excluded {
                until: 10,
                own: true
            }
        );
        assert!(Room::of(&Restraint::default()).is_none());
    }
}
