//! Chips: balances, the daily claim, gifts, leaderboards, stats and server settings.

use super::season::{Cadence, Season};
use super::{App, AppError, ConfigChange, Request, UserRef};
use crate::config::ServerDefaults;
use crate::config::settings::{SettingError, SettingKind, SettingValue};
use crate::engine::GameKind;
use crate::engine::game::Recent;
use crate::games::{Deed, ForGame, Hosted, for_kind};
use crate::store::{
    Among, LeaderRow, LineKey, Movement, Period, RECENT_DAYS, Streak, Tx, Wallet, Window,
};
use crate::view::currency::Currency;
use crate::view::custom_id::PageKey;
use crate::view::economy::{
    self as view, BoardLine, BoardViewer, DailyClaim, LEADERBOARD_PAGE, LeaderboardPage,
};
use crate::view::game::kind_name;
use crate::view::{Locale, Refusal, Reply};

pub(super) const DAY: i64 = 86_400;
/// A game board also shows this many best results of late (of the last
/// [`RECENT_DAYS`] days, or today's).
const WEEK_LINES: i64 = 5;

/// Where a leaderboard page was asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PageFrom {
    /// `/leaderboard`: a public message.
    Command,
    /// A page button on the public message.
    PublicPage,
    /// A page button on a member's private copy.
    PrivatePage,
}

/// The leaderboard page asked for: its number, and on a chips page's Next or Previous, the
/// line it follows or precedes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Page {
    pub number: i64,
    pub key: Option<PageKey>,
}

impl Page {
    pub const FIRST: Page = Page {
        number: 0,
        key: None,
    };
}

/// A gift being checked: from `giver` to `to` in `guild`, at `now`.
#[derive(Clone, Copy)]
struct Giving {
    guild: u64,
    giver: u64,
    to: u64,
    amount: i64,
    now: i64,
}

/// Whether a gift passes the server's gift rules, the giver holding `balance`: what the
/// giver may still give today (before this gift), or why not. The amount, then the balance,
/// then the giving cap: a gift past what the giver has is refused for that, whatever the
/// cap. Then the receiver's cap, then the accounts' age and games, the giver's first.
async fn may_give(
    tx: &mut Tx,
    giving: &Giving,
    balance: i64,
    settings: &ServerDefaults,
) -> Result<i64, AppError> {
    let Giving {
        guild,
        giver,
        to,
        amount,
        now,
    } = *giving;
    if amount > balance {
        return Err(Refusal::NotEnoughToGive { balance, amount }.into());
    }
    let given = tx.given_since(guild, giver, now - DAY).await?;
    let left = (settings.give_daily_cap - given).max(0);
    if amount > left {
        return Err(Refusal::GiveCap {
            cap: settings.give_daily_cap,
            left,
        }
        .into());
    }
    // The receiver's wallet row is written by the gift, so two gifts racing to one member
    // cannot both pass its cap (one waits for, or is run again after, the other).
    let cap = settings.give_receive_daily_cap;
    if cap > 0 {
        let received = tx.received_since(guild, to, now - DAY).await?;
        if let Some(refusal) = receive_cap(to, cap, amount, &received, now) {
            return Err(refusal.into());
        }
    }
    let days = settings.give_min_account_days;
    for (member, you) in [(giver, true), (to, false)] {
        let old_enough_at = discord_created_at(member) + days * DAY;
        if days > 0 && now < old_enough_at {
            return Err(Refusal::AccountTooNew {
                member,
                you,
                days,
                wait: old_enough_at - now,
            }
            .into());
        }
    }
    let needed = settings.give_min_games;
    for (member, you) in [(giver, true), (to, false)] {
        if needed > 0 {
            let played = tx.games_finished(guild, member).await?;
            if played < needed {
                return Err(Refusal::TooFewGames {
                    member,
                    you,
                    needed,
                    played,
                }
                .into());
            }
        }
    }
    Ok(left)
}

/// One page of a board as read: its lines, and what goes around them.
struct BoardRead {
    lines: Vec<BoardLine>,
    total: i64,
    /// The page shown (the one asked for, within the board).
    page: i64,
    /// The asker's place on a chips board, and what puts them there.
    caller: Option<(i64, String)>,
    /// A game's best results of late (the week's, or the day's).
    week: Option<(Recent, Vec<BoardLine>)>,
    /// The first line's key and the last's, on a board whose next pages are read from them.
    ends: Option<(LineKey, LineKey)>,
}

/// A page of the season's chips board (`period`): net chips won in games within it.
async fn season_chips(
    tx: &mut Tx,
    (guild, asker): (u64, u64),
    period: Period,
    page: i64,
    (l, currency): (Locale, &Currency),
) -> Result<BoardRead, AppError> {
    // The board's length, read once: a large server's counts are a few hundred rows.
    let total = tx.season_players(guild, period).await?;
    let page = clamp_page(page, total);
    let rows = tx
        .season_rows(guild, period, page * LEADERBOARD_PAGE, LEADERBOARD_PAGE)
        .await?;
    let caller = tx
        .season_place(guild, asker, period)
        .await?
        .map(|me| (me.rank, currency.signed(l, me.net)));
    Ok(BoardRead {
        lines: crate::view::season::standings(l, currency, &rows),
        total,
        page,
        caller,
        week: None,
        ends: None,
    })
}

/// A page of the chips board of all time: the balances.
async fn all_time_chips(
    tx: &mut Tx,
    (among, asker): (Among, u64),
    asked: Page,
    (l, currency): (Locale, &Currency),
) -> Result<BoardRead, AppError> {
    // The board's length, read once: a large server's counts are a few hundred rows.
    let total = tx.wallet_count(among).await?;
    let page = clamp_page(asked.number, total);
    let rows = chip_page(tx, among, (page, total), asked.key).await?;
    let caller = tx
        .rank_of(among, asker)
        .await?
        .map(|me| (me.rank, currency.amount(l, me.balance)));
    let key = |row: &LeaderRow| LineKey {
        balance: row.balance,
        user: row.user_id,
    };
    Ok(BoardRead {
        lines: view::chip_lines(l, currency, &rows),
        total,
        page,
        caller,
        week: None,
        ends: match (among.circle, rows.first(), rows.last()) {
            (None, Some(first), Some(last)) => Some((key(first), key(last))),
            _ => None,
        },
    })
}

/// The lines of page `page` of a board of `total`: a server's last page read from the
/// board's end, and a page next to a known line read from that line, so neither skips the
/// members tied on earlier pages; the first page, a circle's, and a page whose line has
/// since moved too near an end of the board, by the page's number.
async fn chip_page(
    tx: &mut Tx,
    among: Among,
    (page, total): (i64, i64),
    key: Option<PageKey>,
) -> Result<Vec<LeaderRow>, AppError> {
    let last = clamp_page(i64::MAX, total);
    let full = LEADERBOARD_PAGE;
    if among.circle.is_none() && page > 0 {
        if page == last {
            return Ok(tx
                .chip_lines_at_end(among.guild, total - page * full)
                .await?);
        }
        if let Some(key) = key {
            let lines = tx
                .chip_lines_beside(among.guild, key.line, key.side, full)
                .await?;
            // A full page; fewer, and the board moved under the button: by number.
            if lines.len() as i64 == full {
                return Ok(lines);
            }
        }
    }
    Ok(tx.leaderboard_rows(among, page * full, full).await?)
}

/// Whose record a command asks for (`user`, or the asker), and whether it is the asker's
/// own; a bot has none.
pub(super) fn whose(request: &Request, user: Option<&UserRef>) -> Result<(u64, bool), AppError> {
    match user {
        Some(u) if u.bot => Err(Refusal::BotUser.into()),
        Some(u) => Ok((u.id, u.id == request.actor.id)),
        None => Ok((request.actor.id, true)),
    }
}

/// The page asked for, within the pages a board of `total` members has.
fn clamp_page(page: i64, total: i64) -> i64 {
    page.clamp(0, (total - 1).max(0) / LEADERBOARD_PAGE)
}

impl App {
    pub(super) async fn balance(
        &self,
        tx: &mut Tx,
        request: &Request,
        user: Option<&UserRef>,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let settings = self.settings(tx, guild).await?;
        // The answer is posted in the channel: in the server's language.
        let l = super::pipeline::public_locale(&settings.values, request);
        let currency = Currency::of(&settings.values);
        match user.filter(|u| u.id != request.actor.id) {
            None => {
                let wallet = self
                    .actor_wallet(tx, guild, request, &settings.values)
                    .await?;
                let among = Among {
                    guild,
                    circle: request.circle(),
                };
                let rank = tx.rank_of(among, request.actor.id).await?.map(|r| r.rank);
                // When the next /daily opens: now (0), or after the day since the last claim.
                let now = self.clock.now();
                let daily_in = wallet
                    .last_daily_at
                    .map_or(0, |last| (last + DAY - now).max(0));
                Ok(Reply::message(view::balance(
                    l,
                    &currency,
                    request.actor.id,
                    wallet.balance,
                    rank,
                    Some(daily_in),
                )))
            }
            Some(other) if other.bot => Err(Refusal::BotUser.into()),
            Some(other) => match tx.existing_wallet(guild, other.id).await? {
                Some(wallet) => {
                    let among = Among {
                        guild,
                        circle: request.circle(),
                    };
                    let rank = tx.rank_of(among, other.id).await?.map(|r| r.rank);
                    Ok(Reply::message(view::balance(
                        l,
                        &currency,
                        other.id,
                        wallet.balance,
                        rank,
                        None,
                    )))
                }
                // Shown to the asker alone: in their language.
                None => Ok(Reply::message(view::not_played(
                    request.locale,
                    &currency,
                    other.id,
                    settings.values.starting_chips,
                ))),
            },
        }
    }

    pub(super) async fn daily(&self, tx: &mut Tx, request: &Request) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let settings = self.settings(tx, guild).await?.values;
        let now = self.clock.now();
        let actor = &request.actor;
        let wallet = self.actor_wallet(tx, guild, request, &settings).await?;
        let claim = wallet.daily_claims + 1;
        if let Some(last) = wallet.last_daily_at
            && now - last < DAY
        {
            let next_day = (wallet.daily_streak + 1).min(settings.daily_streak_max.max(1));
            return Ok(Reply::notice(view::daily_wait(
                request.locale,
                last + DAY - now,
                wallet.daily_streak,
                settings.daily_streak_bonus * (next_day - 1),
                grace_in(wallet.last_grace_claim, claim),
            )));
        }
        let (days, graced) = match streak_kept(&wallet, now) {
            Some(graced) => (wallet.daily_streak + 1, graced),
            None => (1, false),
        };
        let streak = Streak {
            days,
            claims: claim,
            last_grace_claim: if graced {
                Some(claim)
            } else {
                wallet.last_grace_claim
            },
        };
        let bonus_days = (days.min(settings.daily_streak_max.max(1))) - 1;
        let bonus = settings.daily_streak_bonus * bonus_days;
        let amount = settings.daily_amount + bonus;
        let balance = if amount > 0 {
            tx.move_chips(&Movement {
                guild_id: guild,
                user_id: actor.id,
                delta: amount,
                reason: "daily",
                game_id: None,
                counterparty: None,
                key: format!("{}:daily", request.interaction_id),
                at: now,
            })
            .await?
        } else {
            wallet.balance
        };
        tx.set_daily(guild, actor.id, streak, now).await?;
        let public = super::pipeline::public_locale(&settings, request);
        let deed = Deed::Daily {
            streak: days,
            balance,
        };
        let unlocked = self.unlock(tx, guild, actor.id, &[deed], now).await?;
        let reply = Reply::message(view::daily_claimed(
            public,
            &Currency::of(&settings),
            &DailyClaim {
                base: settings.daily_amount,
                bonus,
                streak: days,
                balance,
                next_in: DAY,
                graced,
                grace_in: grace_in(streak.last_grace_claim, claim + 1),
            },
        ));
        Ok(super::achievements::beneath(
            reply, public, actor.id, &unlocked,
        ))
    }

    pub(super) async fn give(
        &self,
        tx: &mut Tx,
        request: &Request,
        to: &UserRef,
        amount: i64,
    ) -> Result<Reply, AppError> {
        let guild = Self::hosting(request)?;
        let actor = &request.actor;
        if to.id == actor.id {
            return Err(Refusal::GiveToSelf.into());
        }
        if to.bot {
            return Err(Refusal::BotUser.into());
        }
        if amount < 1 {
            return Err(Refusal::GiveNothing.into());
        }
        let settings = self.settings(tx, guild).await?.values;
        let now = self.clock.now();
        self.may_gift(tx, guild, actor.id, to.id, now).await?;
        let wallet = self.actor_wallet(tx, guild, request, &settings).await?;
        let giving = Giving {
            guild,
            giver: actor.id,
            to: to.id,
            amount,
            now,
        };
        let left = may_give(tx, &giving, wallet.balance, &settings).await?;
        tx.wallet(guild, to.id, &to.name, settings.starting_chips, now)
            .await?;
        let balance = tx
            .move_chips(&Movement {
                guild_id: guild,
                user_id: actor.id,
                delta: -amount,
                reason: "give",
                game_id: None,
                counterparty: Some(to.id),
                key: format!("{}:give", request.interaction_id),
                at: now,
            })
            .await?;
        tx.move_chips(&Movement {
            guild_id: guild,
            user_id: to.id,
            delta: amount,
            reason: "gift",
            game_id: None,
            counterparty: Some(actor.id),
            key: format!("{}:gift", request.interaction_id),
            at: now,
        })
        .await?;
        let gift = crate::view::log::Gift {
            giver: actor.id,
            receiver: to.id,
            amount,
        };
        self.log_gift(tx, request, &settings, &gift).await?;
        let public = super::pipeline::public_locale(&settings, request);
        let unlocked = self
            .unlock(tx, guild, actor.id, &[Deed::Gift { amount }], now)
            .await?;
        let reply = Reply::message(view::gave(
            public,
            &Currency::of(&settings),
            to.id,
            amount,
            balance,
            left - amount,
        ));
        Ok(super::achievements::beneath(
            reply, public, actor.id, &unlocked,
        ))
    }

    /// A leaderboard page: `board` of the season (`season`: Some(true)) or of all time
    /// (Some(false)); None: the season's while the server has seasons.
    pub(super) async fn leaderboard(
        &self,
        tx: &mut Tx,
        request: &Request,
        (board, season): (&str, Option<bool>),
        page: Page,
        from: PageFrom,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        // The board posted in the channel is in the server's language; a page the member
        // turns for themselves, in theirs.
        // Read, not made: looking at a board writes nothing.
        let settings = if guild == super::OWN_WALLETS {
            self.config.defaults.elsewhere()
        } else {
            match tx.existing_settings(guild).await? {
                Some(known) => known.values,
                None => self.config.defaults.clone(),
            }
        };
        let among = Among {
            guild,
            circle: request.circle(),
        };
        let l = match from {
            PageFrom::Command => super::pipeline::public_locale(&settings, request),
            PageFrom::PublicPage | PageFrom::PrivatePage => request.locale,
        };
        let now = self.clock.now();
        let season = Cadence::of_setting(&settings.season)
            .filter(|_| season != Some(false))
            .map(|cadence| Season::at(cadence, now));
        let asker = request.actor.id;
        let currency = Currency::of(&settings);
        let read = match (board, &season) {
            ("chips", Some(s)) => {
                season_chips(tx, (guild, asker), s.period(), page.number, (l, &currency)).await?
            }
            ("chips", None) => all_time_chips(tx, (among, asker), page, (l, &currency)).await?,
            // The season's board ranks the results since it began.
            _ => {
                let window = season.as_ref().map_or(Window::AllTime, |s| {
                    let Period { monthly, start } = s.period();
                    Window::Season { monthly, start }
                });
                self.game_board(tx, among, board, (window, now), page.number, l)
                    .await?
            }
        };
        let view = view::leaderboard(
            l,
            &LeaderboardPage {
                board,
                rows: &read.lines,
                total: read.total,
                page: read.page,
                caller: read
                    .caller
                    .as_ref()
                    .map(|(rank, amount)| (*rank, amount.as_str())),
                week: read
                    .week
                    .as_ref()
                    .map(|(recent, lines)| (*recent, lines.as_slice())),
                viewer: match from {
                    PageFrom::Command => BoardViewer::Public {
                        name: &request.actor.name,
                    },
                    PageFrom::PublicPage | PageFrom::PrivatePage => BoardViewer::Private,
                },
                season: season
                    .as_ref()
                    .map(|s| crate::view::season::name(l, s.name())),
                currency: &currency,
                ends: read.ends,
            },
        );
        Ok(match from {
            PageFrom::Command => Reply::message(view),
            // Paging the public message never rewrites it for everyone: the clicker gets a
            // copy of their own, which their next clicks page in place.
            PageFrom::PublicPage => Reply::notice(view),
            PageFrom::PrivatePage => Reply::update(view),
        })
    }

    /// A page of a game's board `board` (a name the registry knows), ranking the results
    /// since `since`, with its best results of late (the week's, or the day's, as of `now`).
    async fn game_board(
        &self,
        tx: &mut Tx,
        among: Among,
        board: &str,
        (window, now): (Window, i64),
        page: i64,
        l: Locale,
    ) -> Result<BoardRead, AppError> {
        let (kind, declared, first) = self
            .registry
            .board(board)
            .ok_or_else(|| Refusal::UnknownBoard(board.to_string()))?;
        // A game's first board keeps the results that name none.
        let stored = if first { "" } else { declared.name };
        let ranking = declared.ranking;
        let page = clamp_page(page, tx.board_size(among, kind, stored, window).await?);
        let (rows, total) = tx
            .board(
                among,
                (kind, stored),
                ranking,
                window,
                page * LEADERBOARD_PAGE,
                LEADERBOARD_PAGE,
            )
            .await?;
        let lines_of = |rows: &[crate::store::BoardRow]| -> Vec<BoardLine> {
            rows.iter()
                .map(|row| BoardLine {
                    rank: row.rank,
                    user_id: row.user_id,
                    shown: (declared.entry)(row.best.score, &row.best.detail, l),
                })
                .collect()
        };
        // Of late: the last seven days, today's included, or today's (UTC).
        let recent = declared.recent;
        let days = match recent {
            Recent::Week => RECENT_DAYS,
            Recent::Today => 1,
        };
        let first = now.div_euclid(DAY) - days + 1;
        let best_of_week = tx
            .best_of_late(among, (kind, stored), ranking, (first, days), WEEK_LINES)
            .await?;
        Ok(BoardRead {
            lines: lines_of(&rows),
            total,
            page,
            caller: None,
            week: Some((recent, lines_of(&best_of_week))),
            ends: None,
        })
    }

    pub(super) async fn stats(
        &self,
        tx: &mut Tx,
        request: &Request,
        user: Option<&UserRef>,
    ) -> Result<Reply, AppError> {
        let guild = Self::economy(request);
        let (id, own) = whose(request, user)?;
        let l = self.public_locale(tx, request).await?;
        let fields = tx
            .stats(guild, id)
            .await?
            .iter()
            .filter_map(|s| {
                let kind = GameKind::parse(&s.kind)?;
                Some((kind_name(l, kind), for_kind(kind, Stats(s, l))))
            })
            .collect();
        Ok(Reply::message(view::stats(l, id, own, fields)))
    }

    /// A member's last chip movements on this server, privately, for whoever may use
    /// `/audit` (Manage Server, or as the server's Integrations settings allow: Discord
    /// checks, and the request says).
    pub(super) async fn audit(
        &self,
        tx: &mut Tx,
        request: &Request,
        user: &UserRef,
    ) -> Result<Reply, AppError> {
        let guild = Self::hosting(request)?;
        if !request.actor.manager {
            return Err(Refusal::NotAuditor.into());
        }
        if user.bot {
            return Err(Refusal::BotUser.into());
        }
        let moves = tx.movements(guild, user.id, AUDIT_LINES).await?;
        Ok(Reply::notice(view::audit(request.locale, user.id, &moves)))
    }

    /// Works out, outside the write transaction, the figures `/config` will show (see
    /// [`crate::games::Figure`]): those of the server's settings with the change made. A
    /// change that does not read is left to `configure` to refuse.
    pub(super) async fn prepare_config(
        &self,
        request: &Request,
        change: &ConfigChange,
    ) -> Result<(), AppError> {
        // Outside a hosting server there are no settings to show or change, whoever asks.
        let guild = Self::hosting(request)?;
        if !request.actor.manager {
            return Err(Refusal::NotManager {
                viewing: change.is_empty(),
            }
            .into());
        }
        // A server's first settings, made by two processes at once (PostgreSQL): one of them
        // meets the other's and reads them again.
        let mut tries = 0;
        let mut values = loop {
            let attempt = async {
                let mut tx = self.store.begin().await?;
                let values = self.settings(&mut tx, guild).await?.values;
                tx.commit().await?;
                Ok::<_, AppError>(values)
            }
            .await;
            match attempt {
                Err(AppError::Conflict) if tries < 3 => tries += 1,
                done => break done?,
            }
        };
        // A channel named here must be one Parlor can post to, or nothing changes. A change
        // that does not read is left to `configure` to refuse, with its own reason.
        if let Ok(changed) = self.change_settings(&mut values, change) {
            for key in ["log_channel", "announce_channel"] {
                if changed.contains(&key) {
                    self.check_channel(guild, key, &values).await?;
                }
            }
        }
        for kind in crate::config::settings::GameValues::kinds() {
            self.figures_of(kind, &values, true).await?;
        }
        Ok(())
    }

    /// Makes `change` in `values`, each setting read and checked as its declaration (and
    /// for a game's, its game) says; gives the keys changed. A list's options add to it
    /// and take off it.
    fn change_settings(
        &self,
        values: &mut ServerDefaults,
        change: &ConfigChange,
    ) -> Result<Vec<&'static str>, Refusal> {
        let all = crate::config::settings::all();
        if let Some(name) = change.given.keys().find(|name| {
            !all.iter()
                .any(|(_, s)| s.options().contains(&name.as_str()))
        }) {
            return Err(Refusal::BadSetting {
                key: name.clone(),
                problem: SettingError::UnknownSetting { key: name.clone() },
            });
        }
        // In the order the settings are declared (and `/config` lists them).
        let mut changed = Vec::new();
        for (kind, setting) in all {
            let bad = |key: &str, problem| Refusal::BadSetting {
                key: key.to_string(),
                problem,
            };
            let read = |option: &str, text: &String| {
                setting.parse(text).ok_or_else(|| {
                    bad(
                        option,
                        SettingError::BadValue {
                            value: text.clone(),
                        },
                    )
                })
            };
            let value = match setting.kind {
                SettingKind::Channels { add, remove } | SettingKind::Games { add, remove } => {
                    let (added, removed) = (change.given.get(add), change.given.get(remove));
                    if added.is_none() && removed.is_none() {
                        continue;
                    }
                    let mut items = match values.get(setting.key) {
                        SettingValue::List(items) => items,
                        _ => Vec::new(),
                    };
                    if let Some(SettingValue::List(gone)) =
                        removed.map(|text| read(remove, text)).transpose()?
                    {
                        items.retain(|item| !gone.contains(item));
                    }
                    if let Some(SettingValue::List(new)) =
                        added.map(|text| read(add, text)).transpose()?
                    {
                        for item in new {
                            if !items.contains(&item) {
                                items.push(item);
                            }
                        }
                    }
                    let value = SettingValue::List(items);
                    setting.check(&value).map_err(|problem| bad(add, problem))?;
                    value
                }
                _ => {
                    let Some(text) = change.given.get(setting.key) else {
                        continue;
                    };
                    let value = read(setting.key, text)?;
                    setting
                        .check(&value)
                        .map_err(|problem| bad(setting.key, problem))?;
                    value
                }
            };
            match (kind, value) {
                (None, value) => {
                    values.set_own(setting.key, value);
                }
                (Some(kind), value) => {
                    let check = self.registry.game(kind).check_setting;
                    let value = check(setting.key, value, &self.config)
                        .map_err(|problem| bad(setting.key, problem))?;
                    values.games.set(setting.key, value);
                }
            }
            changed.push(setting.key);
        }
        // Only what was given is checked: a stored value the configuration no longer
        // knows (a custom pay table taken out of the file) reads as its game's fallback
        // and blocks no other change.
        Ok(changed)
    }

    pub(super) async fn configure(
        &self,
        tx: &mut Tx,
        request: &Request,
        change: &ConfigChange,
    ) -> Result<Reply, AppError> {
        let guild = Self::hosting(request)?;
        if !request.actor.manager {
            return Err(Refusal::NotManager {
                viewing: change.is_empty(),
            }
            .into());
        }
        let mut settings = self.settings(tx, guild).await?;
        let before = settings.values.clone();
        let changed = self.change_settings(&mut settings.values, change)?;
        // Each game's figures (worked out by `prepare_config`, before the transaction; none
        // is kept from here), which may refuse the change before it is saved.
        let mut all_figures = Vec::new();
        for game in self.registry.games() {
            let kind = game.kind;
            let figures = self.figures_of(kind, &settings.values, false).await?;
            (game.figures.check)(&settings.values, &figures, &changed).map_err(
                |(key, problem)| Refusal::BadSetting {
                    key: key.to_string(),
                    problem,
                },
            )?;
            all_figures.push((kind, figures));
        }
        // Seasons turned on, off or to another length: the server's seasons are these from now.
        if settings.values.season != before.season {
            settings.values.season_since = self.clock.now();
        }
        if !changed.is_empty() {
            tx.save_settings(&settings, self.clock.now()).await?;
            self.log_config(tx, request, (&before, &settings.values), &changed)
                .await?;
        }
        let l = request.locale;
        let mut fields = Vec::new();
        for (kind, figures) in all_figures {
            fields.extend((self.registry.game(kind).figures.fields)(
                &settings.values,
                &figures,
                &self.config,
                &self.resources,
                l,
            ));
        }
        Ok(Reply::message(crate::view::config::config(
            l,
            &settings.values,
            fields,
            &changed,
            |kind| self.registry.game(kind).show_setting,
            self.pictures.is_some(),
        )))
    }
}

/// A game's lines in `/stats`, as its view words them.
struct Stats<'a>(&'a crate::store::KindStats, crate::view::Locale);

impl ForGame for Stats<'_> {
    type Out = String;
    fn with<G: Hosted>(self) -> String {
        G::stats(self.0, self.1)
    }
}

/// The chip movements `/audit` shows.
const AUDIT_LINES: i64 = 25;

/// A grace (a claim 48 to 72 hours after the last keeping the streak) is there once per this
/// many claims.
pub(super) const GRACE_EVERY: i64 = 7;

/// Whether a claim at `now` carries the member's streak on, and whether only a grace does:
/// claiming within 48 h of the last claim keeps the streak going; from 48 to 72 h a grace
/// keeps it too, once per GRACE_EVERY claims.
fn streak_kept(wallet: &Wallet, now: i64) -> Option<bool> {
    let gap = now - wallet.last_daily_at?;
    let grace_ready = grace_in(wallet.last_grace_claim, wallet.daily_claims + 1) == 0;
    match gap {
        gap if gap < 2 * DAY => Some(false),
        gap if gap < 3 * DAY && grace_ready && wallet.daily_streak > 0 => Some(true),
        _ => None,
    }
}

/// The streak a member holds at `now`: the days their next claim would carry on, or 0
/// once it is broken.
pub(super) fn live_streak(wallet: &Wallet, now: i64) -> i64 {
    match streak_kept(wallet, now) {
        Some(_) => wallet.daily_streak,
        None => 0,
    }
}

/// How many claims from claim number `claim` until a grace is there again: 0 when it is
/// there for that claim (none used yet, or `GRACE_EVERY` claims since the last).
pub(super) fn grace_in(last_grace: Option<i64>, claim: i64) -> i64 {
    last_grace.map_or(0, |used| (used + GRACE_EVERY - claim).max(0))
}

/// When a Discord account was made, in Unix seconds: the milliseconds since Discord's epoch
/// (2015-01-01) in the top 42 bits of its id.
pub(super) fn discord_created_at(id: u64) -> i64 {
    const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
    (((id >> 22) + DISCORD_EPOCH_MS) / 1000) as i64
}

/// The receiver's cap on gifts from everyone in 24 hours, if `amount` more passes it, given
/// the gifts `received` in the window (oldest first): how much may still come now, and when
/// this gift would fit, as the oldest gifts leave the window.
fn receive_cap(
    member: u64,
    cap: i64,
    amount: i64,
    received: &[(i64, i64)],
    now: i64,
) -> Option<Refusal> {
    let total: i64 = received.iter().map(|(_, chips)| chips).sum();
    if total + amount <= cap {
        return None;
    }
    let left = (cap - total).max(0);
    let wait = if amount > cap {
        None
    } else {
        let mut still = total;
        received.iter().find_map(|&(at, chips)| {
            still -= chips;
            (still + amount <= cap).then_some((at + DAY - now).max(0))
        })
    };
    Some(Refusal::ReceiveCap {
        member,
        cap,
        left,
        wait,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A streak shows while the next claim would carry it on: within 48 hours of the last
    /// claim, or up to 72 hours while a grace is there; then it is broken.
    #[test]
    fn a_streak_lives_until_the_next_claim_would_break_it() {
        let last = 1_000_000;
        let wallet = |last_grace_claim| Wallet {
            guild_id: 1,
            user_id: 2,
            name: "ann".into(),
            balance: 100,
            daily_streak: 9,
            last_daily_at: Some(last),
            daily_claims: 9,
            last_grace_claim,
            flags: Default::default(),
        };
        // A grace is there for claim 10 when none was used, or 7 claims after the last.
        let graced = wallet(None);
        let no_grace = wallet(Some(8));
        for (gap, with_grace, without) in [
            (DAY, 9, 9),
            (2 * DAY - 1, 9, 9),
            (2 * DAY, 9, 0),
            (3 * DAY - 1, 9, 0),
            (3 * DAY, 0, 0),
        ] {
            assert_eq!(live_streak(&graced, last + gap), with_grace, "{gap}");
            assert_eq!(live_streak(&no_grace, last + gap), without, "{gap}");
        }
        let never = Wallet {
            last_daily_at: None,
            daily_streak: 0,
            ..wallet(None)
        };
        assert_eq!(live_streak(&never, last), 0);
    }

    /// A Discord id's first 42 bits are its account's age: the id Discord's documentation
    /// gives, 175928847299117063, was made on 2016-04-30 at 11:18:25.796 UTC.
    #[test]
    fn an_accounts_age_is_read_from_its_id() {
        assert_eq!(discord_created_at(175_928_847_299_117_063), 1_462_015_105);
        assert_eq!(discord_created_at(0), 1_420_070_400);
    }

    /// The receive cap counts every gift in the window, and says when this gift fits.
    #[test]
    fn the_receive_cap_says_what_may_come_now_and_when_this_gift_fits() {
        let now = 100 * DAY;
        // 60 an hour ago, 30 half an hour ago, against a cap of 100.
        let received = [(now - 3600, 60), (now - 1800, 30)];
        assert!(receive_cap(7, 100, 10, &received, now).is_none());
        match receive_cap(7, 100, 50, &received, now) {
            Some(Refusal::ReceiveCap { left, wait, .. }) => {
                assert_eq!(left, 10);
                // Once the 60 leaves the window, 30 + 50 fits.
                assert_eq!(wait, Some(DAY - 3600));
            }
            other => panic!("{other:?}"),
        }
        match receive_cap(7, 100, 101, &[], now) {
            Some(Refusal::ReceiveCap {
                wait: None,
                left: 100,
                ..
            }) => {}
            other => panic!("{other:?}"),
        }
    }
}
