use super::db::{self, Backend, Value};
use super::restraints::{FLAGS, Flags, SEAT_FLAGS};
use super::{Result, Store, StoreError, Tx, from_sql_id, sql_id};
use crate::engine::GameKind;
use crate::engine::game::{Level, Occupant, Seat, SeatNo, SeatStatus};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    Active,
    Finished,
    Expired,
}

impl GameStatus {
    fn as_str(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Expired => "expired",
        }
    }

    fn parse(text: &str) -> Result<GameStatus> {
        match text {
            "active" => Ok(GameStatus::Active),
            "finished" => Ok(GameStatus::Finished),
            "expired" => Ok(GameStatus::Expired),
            other => Err(StoreError::Corrupt(format!("unknown game status {other}"))),
        }
    }
}

/// A game as stored: where, who opened it, its phase version, its turn deadline and its
/// serialized engine state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub message_id: Option<u64>,
    /// The member who opened it (a solo game's player, a table's opener).
    pub owner_id: u64,
    pub kind: GameKind,
    pub status: GameStatus,
    /// The phase version buttons carry; it moves when the phase does.
    pub version: i64,
    pub state: String,
    /// When the seat to act times out (unix seconds); None: no timeout.
    pub deadline: Option<i64>,
    pub created_at: i64,
    pub updated_at: i64,
    /// The language its public message started in, for the writes no member asked for
    /// (the idle sweep).
    pub locale: crate::locale::Locale,
}

pub struct NewGame<'a> {
    pub guild_id: u64,
    pub channel_id: u64,
    pub owner_id: u64,
    pub kind: GameKind,
    /// The owner's id for a solo game, 0 for a table: one open game per slot, kind and
    /// channel.
    pub slot: u64,
    pub state: &'a str,
    pub deadline: Option<i64>,
    pub at: i64,
    /// The language its public message starts in: the sweep writes in it.
    pub locale: crate::locale::Locale,
}

/// A game's new state, saved over the version it was read at.
pub struct SaveGame<'a> {
    pub id: i64,
    /// The version read; anyone who read an older one gets [`StoreError::StaleVersion`].
    pub version: i64,
    /// The phase moved on: the version moves with it.
    pub advance: bool,
    pub state: &'a str,
    pub status: GameStatus,
    pub deadline: Option<i64>,
    pub at: i64,
}

fn game_from(row: &db::Row) -> Result<GameRow> {
    let kind: String = row.try_get("kind")?;
    Ok(GameRow {
        id: row.try_get("id")?,
        guild_id: from_sql_id(row.try_get("guild_id")?),
        channel_id: from_sql_id(row.try_get("channel_id")?),
        message_id: row
            .try_get::<Option<i64>, _>("message_id")?
            .map(from_sql_id),
        owner_id: from_sql_id(row.try_get("owner_id")?),
        kind: GameKind::parse(&kind)
            .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind {kind}")))?,
        status: GameStatus::parse(&row.try_get::<String, _>("status")?)?,
        version: row.try_get("version")?,
        state: row.try_get("state")?,
        deadline: row.try_get("deadline")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
        locale: crate::locale::Locale::from_discord(&row.try_get::<String, _>("locale")?),
    })
}

fn seat_from(row: &db::Row) -> Result<Seat> {
    seat_in(row, "")
}

/// A seat from a row whose seat columns carry `prefix`.
fn seat_in(row: &db::Row, prefix: &str) -> Result<Seat> {
    let column = |name: &str| format!("{prefix}{name}");
    let no: i64 = row.try_get(column("seat").as_str())?;
    let user: Option<i64> = row.try_get(column("user_id").as_str())?;
    let computer: Option<String> = row.try_get(column("computer").as_str())?;
    let status: String = row.try_get(column("status").as_str())?;
    let occupant = match (user, computer) {
        (Some(id), _) => Occupant::Member {
            id: from_sql_id(id),
            name: row.try_get(column("name").as_str())?,
        },
        (None, Some(level)) => Occupant::Computer {
            level: Level::parse(&level)
                .ok_or_else(|| StoreError::Corrupt(format!("unknown computer level {level}")))?,
        },
        (None, None) => return Err(StoreError::Corrupt("a seat with nobody in it".into())),
    };
    Ok(Seat {
        no: SeatNo::try_from(no).map_err(|_| StoreError::Corrupt(format!("seat number {no}")))?,
        occupant,
        status: SeatStatus::parse(&status)
            .ok_or_else(|| StoreError::Corrupt(format!("unknown seat status {status}")))?,
    })
}

/// A game with all a click needs: its seats, their members' balances and restraints' flags,
/// and its server's settings (None if the server has none yet).
pub struct LoadedGame {
    pub row: GameRow,
    pub seats: Vec<Seat>,
    pub wallets: Vec<i64>,
    pub flags: Vec<Flags>,
    pub settings: Option<crate::config::ServerDefaults>,
}

/// A game with its seats, their balances and its server's settings: [`Tx::load_game`]'s query.
/// Its columns are named, not `g.*`: PostgreSQL keeps it prepared on each connection
/// (`db::PREPARED`), and a prepared query whose result gained a column (a later migration)
/// fails until its connection closes, where one with the same columns is planned again.
macro_rules! load {
    ($games:expr) => {
        concat!(
            "SELECT g.id, g.guild_id, g.channel_id, g.message_id, g.owner_id, g.kind, g.status,
                    g.version, g.state, g.deadline, g.created_at, g.updated_at, g.locale,
                    s.seat AS s_seat, s.user_id AS s_user_id, s.computer AS s_computer,
                    s.name AS s_name, s.status AS s_status, COALESCE(w.balance, 0) AS s_balance, ",
            super::restraints::flag_columns!("g.guild_id", "s.user_id", "s_"),
            ",
                    gs.guild_id AS gs_guild, gs.starting_chips, gs.daily_amount,
                    gs.daily_streak_bonus, gs.daily_streak_max, gs.give_daily_cap,
                    gs.give_min_account_days, gs.give_min_games, gs.give_receive_daily_cap,
                    gs.idle_timeout_minutes, gs.log_channel, gs.log_posts, gs.log_gift_over,
                    gs.language, gs.card_style, gs.season, gs.season_since,
                    gs.announce_channel, gs.currency_name, gs.currency_emoji, gs.currency_one,
                    gs.currency_few, gs.currency_many, gs.currency_other, ",
            $games,
            " FROM games g
             LEFT JOIN seats s ON s.game_id = g.id
             LEFT JOIN wallets w ON w.guild_id = g.guild_id AND w.user_id = s.user_id
             LEFT JOIN guild_settings gs ON gs.guild_id = g.guild_id
             WHERE g.id = ? ORDER BY s.seat"
        )
    };
}
const LOAD_GAME_SQLITE: &str = load!(super::settings::games_column!(sqlite));
pub(super) const LOAD_GAME_POSTGRES: &str = load!(super::settings::games_column!(postgres));

/// [`Tx::hold_save_game`]'s statement.
pub(super) const SAVE_GAME: &str = "UPDATE games SET state = ?, status = ?,
                 version = CASE WHEN version = ? THEN version + ? END,
                 deadline = ?, updated_at = ?
             WHERE id = ?;";

/// [`SAVE_GAME`] for a game whose status stays as it was (most saves): naming no status, it
/// leaves alone the game's entry in `games_one_open`, a partial index on the status, which
/// SQLite rewrites whenever a statement sets a column its condition names (`games_due_hosted`'s
/// entry still moves with the deadline).
pub(super) const SAVE_GAME_KEEPING_STATUS: &str = "UPDATE games SET state = ?,
                 version = CASE WHEN version = ? THEN version + ? END,
                 deadline = ?, updated_at = ?
             WHERE id = ?;";

impl Tx {
    /// A game, its seats with their balances, and its server's settings, in one query.
    pub async fn load_game(&mut self, id: i64) -> Result<Option<LoadedGame>> {
        let rows = db::query2(LOAD_GAME_SQLITE, LOAD_GAME_POSTGRES)
            .bind(id)
            .fetch_all(self.conn().await?)
            .await?;
        let Some(first) = rows.first() else {
            return Ok(None);
        };
        let row = game_from(first)?;
        let settings = match first.try_get::<Option<i64>, _>("gs_guild")? {
            // A game in play reads no channel rules: they matter only as a game starts.
            Some(_) => Some(super::settings::settings_from(first, false)?),
            None => None,
        };
        let mut seats = Vec::with_capacity(rows.len());
        let mut wallets = Vec::with_capacity(rows.len());
        let mut flags = Vec::with_capacity(rows.len());
        for seat_row in &rows {
            if seat_row.try_get::<Option<i64>, _>("s_seat")?.is_none() {
                continue;
            }
            seats.push(seat_in(seat_row, "s_")?);
            wallets.push(seat_row.try_get("s_balance")?);
            flags.push(Flags::read(seat_row, SEAT_FLAGS)?);
        }
        Ok(Some(LoadedGame {
            row,
            seats,
            wallets,
            flags,
            settings,
        }))
    }

    pub async fn game(&mut self, id: i64) -> Result<Option<GameRow>> {
        let row = db::query("SELECT * FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(self.conn().await?)
            .await?;
        row.as_ref().map(game_from).transpose()
    }

    /// Records a member's first game under an attempt key (today's daily board): true when
    /// this is the first, false when they had one already.
    pub async fn claim_attempt(
        &mut self,
        guild: u64,
        user: u64,
        kind: GameKind,
        key: &str,
        at: i64,
    ) -> Result<bool> {
        if self.is_rehearsal() {
            let taken: Option<i64> = db::query(
                "SELECT created_at FROM attempts WHERE guild_id = ? AND user_id = ? AND kind = ? AND key = ?",
            )
            .bind(sql_id(guild))
            .bind(sql_id(user))
            .bind(kind.as_str())
            .bind(key)
            .scalar_optional(self.conn().await?)
            .await?;
            return Ok(taken.is_none());
        }
        let done = db::query(
            "INSERT INTO attempts (guild_id, user_id, kind, key, created_at)
             VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        )
        .bind(sql_id(guild))
        .bind(sql_id(user))
        .bind(kind.as_str())
        .bind(key)
        .bind(at)
        .execute(self.conn().await?)
        .await?;
        Ok(done == 1)
    }

    /// Takes a due game for this process's idle sweep: on PostgreSQL its row is locked, and
    /// a game another process's sweep holds is skipped (false) rather than waited for;
    /// SQLite's one writer at a time already keeps two sweeps apart.
    pub async fn claim_game(&mut self, id: i64) -> Result<bool> {
        if self.is_rehearsal() || self.backend() == Backend::Sqlite {
            return Ok(true);
        }
        let claimed: Option<i64> =
            db::query("SELECT id FROM games WHERE id = ? FOR UPDATE SKIP LOCKED")
                .bind(id)
                .scalar_optional(self.conn().await?)
                .await?;
        Ok(claimed.is_some())
    }

    /// The open game of this kind in this channel holding `slot`.
    pub async fn open_game(
        &mut self,
        guild: u64,
        channel: u64,
        kind: GameKind,
        slot: u64,
    ) -> Result<Option<GameRow>> {
        let row = db::query(
            "SELECT * FROM games WHERE guild_id = ? AND channel_id = ? AND kind = ? AND slot = ?
             AND status = 'active'",
        )
        .bind(sql_id(guild))
        .bind(sql_id(channel))
        .bind(kind.as_str())
        .bind(sql_id(slot))
        .fetch_optional(self.conn().await?)
        .await?;
        row.as_ref().map(game_from).transpose()
    }

    pub async fn insert_game(&mut self, game: &NewGame<'_>) -> Result<GameRow> {
        if self.is_rehearsal() {
            // The row it would be, but for its id, which only the write can give.
            return Ok(GameRow {
                id: 0,
                guild_id: game.guild_id,
                channel_id: game.channel_id,
                message_id: None,
                owner_id: game.owner_id,
                kind: game.kind,
                status: GameStatus::Active,
                version: 1,
                state: game.state.to_string(),
                deadline: game.deadline,
                created_at: game.at,
                updated_at: game.at,
                locale: game.locale,
            });
        }
        // A game the held writes close (timed out just now) frees its slot first.
        self.flush().await?;
        let row = db::query(
            "INSERT INTO games (guild_id, channel_id, owner_id, kind, slot, status, version, state,
                 deadline, created_at, updated_at, locale)
             VALUES (?, ?, ?, ?, ?, 'active', 1, ?, ?, ?, ?, ?)
             ON CONFLICT DO NOTHING RETURNING *",
        )
        .bind(sql_id(game.guild_id))
        .bind(sql_id(game.channel_id))
        .bind(sql_id(game.owner_id))
        .bind(game.kind.as_str())
        .bind(sql_id(game.slot))
        .bind(game.state)
        .bind(game.deadline)
        .bind(game.at)
        .bind(game.at)
        .bind(game.locale.code())
        .fetch_optional(self.conn().await?)
        .await?;
        // Another open game holds the slot (one opened at the same moment elsewhere).
        let row = row.ok_or(StoreError::SlotTaken)?;
        game_from(&row)
    }

    /// Saves a new state if the game is still at `save.version`; returns the version now.
    pub async fn save_game(&mut self, save: &SaveGame<'_>) -> Result<i64> {
        let updated: Option<i64> = db::query(
            "UPDATE games SET state = ?, status = ?, version = version + ?, deadline = ?,
                 updated_at = ?
             WHERE id = ? AND version = ? RETURNING version",
        )
        .bind(save.state)
        .bind(save.status.as_str())
        .bind(i64::from(save.advance))
        .bind(save.deadline)
        .bind(save.at)
        .bind(save.id)
        .bind(save.version)
        .scalar_optional(self.conn().await?)
        .await?;
        updated.ok_or(StoreError::StaleVersion)
    }

    /// [`Tx::save_game`] held back for the commit; returns the version the game will have.
    /// Saved over any other version than `save.version`, the commit fails with
    /// [`StoreError::StaleVersion`] (the version would become NULL, which it may not be).
    /// `was`: the status this transaction read at that version (left as it is when the save
    /// keeps it).
    pub fn hold_save_game(&mut self, save: &SaveGame<'_>, was: GameStatus) -> Result<i64> {
        let mut values = vec![Value::from(save.state)];
        let sql = if save.status == was {
            SAVE_GAME_KEEPING_STATUS
        } else {
            values.push(Value::from(save.status.as_str()));
            SAVE_GAME
        };
        values.extend([
            Value::from(save.version),
            Value::from(save.advance),
            Value::from(save.deadline),
            Value::from(save.at),
            Value::from(save.id),
        ]);
        self.hold(sql, values)?;
        Ok(save.version + i64::from(save.advance))
    }

    /// Remembers which message shows the game, so it can be edited later.
    pub async fn set_message(&mut self, id: i64, message_id: u64) -> Result<()> {
        if self.is_rehearsal() {
            return Ok(());
        }
        db::query("UPDATE games SET message_id = ? WHERE id = ?")
            .bind(sql_id(message_id))
            .bind(id)
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }

    /// Moves a game's deadline without touching anything else (a timeout that failed is
    /// tried again later, instead of blocking the sweep).
    pub async fn set_deadline(&mut self, id: i64, deadline: Option<i64>) -> Result<()> {
        if self.is_rehearsal() {
            return Ok(());
        }
        db::query("UPDATE games SET deadline = ? WHERE id = ?")
            .bind(deadline)
            .bind(id)
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }

    /// The game's seats, in seat order, with each seated member's balance on this server
    /// (0 for computers and members without a wallet yet).
    pub async fn seats_and_wallets(
        &mut self,
        game: i64,
        guild: u64,
    ) -> Result<(Vec<Seat>, Vec<i64>, Vec<Flags>)> {
        let rows = db::query(concat!(
            "SELECT s.*, COALESCE(w.balance, 0) AS balance, ",
            super::restraints::flag_columns!("?2", "s.user_id", ""),
            " FROM seats s
             LEFT JOIN wallets w ON w.guild_id = ?2 AND w.user_id = s.user_id
             WHERE s.game_id = ?1 ORDER BY s.seat"
        ))
        .bind(game)
        .bind(sql_id(guild))
        .fetch_all(self.conn().await?)
        .await?;
        let mut seats = Vec::with_capacity(rows.len());
        let mut wallets = Vec::with_capacity(rows.len());
        let mut flags = Vec::with_capacity(rows.len());
        for row in &rows {
            seats.push(seat_from(row)?);
            wallets.push(row.try_get("balance")?);
            flags.push(Flags::read(row, FLAGS)?);
        }
        Ok((seats, wallets, flags))
    }

    /// The game's seats, in seat order.
    pub async fn seats(&mut self, game: i64) -> Result<Vec<Seat>> {
        let rows = db::query("SELECT * FROM seats WHERE game_id = ? ORDER BY seat")
            .bind(game)
            .fetch_all(self.conn().await?)
            .await?;
        rows.iter().map(seat_from).collect()
    }

    pub async fn add_seat(&mut self, game: i64, seat: &Seat, at: i64) -> Result<()> {
        if self.is_rehearsal() {
            return Ok(());
        }
        let (user, computer, name) = match &seat.occupant {
            Occupant::Member { id, name } => (Some(sql_id(*id)), None, name.as_str()),
            Occupant::Computer { level } => (None, Some(level.as_str()), ""),
        };
        let added = db::query(
            "INSERT INTO seats (game_id, seat, user_id, computer, name, status, joined_at)
             VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        )
        .bind(game)
        .bind(i64::from(seat.no))
        .bind(user)
        .bind(computer)
        .bind(name)
        .bind(seat.status.as_str())
        .bind(at)
        .execute(self.conn().await?)
        .await?;
        // Taken meanwhile (a second join at the same moment): not an error that ends the
        // transaction, so the caller decides.
        if added == 0 {
            return Err(StoreError::SlotTaken);
        }
        Ok(())
    }

    /// Frees a seat given up before the game began.
    pub async fn remove_seat(&mut self, game: i64, seat: SeatNo) -> Result<()> {
        if self.is_rehearsal() {
            return Ok(());
        }
        db::query("DELETE FROM seats WHERE game_id = ? AND seat = ?")
            .bind(game)
            .bind(i64::from(seat))
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }

    pub async fn set_seat_status(
        &mut self,
        game: i64,
        seat: SeatNo,
        status: SeatStatus,
    ) -> Result<()> {
        if self.is_rehearsal() {
            return Ok(());
        }
        db::query("UPDATE seats SET status = ? WHERE game_id = ? AND seat = ?")
            .bind(status.as_str())
            .bind(game)
            .bind(i64::from(seat))
            .execute(self.conn().await?)
            .await?;
        Ok(())
    }
}

impl Store {
    /// Open games of `kind` whose turn deadline passed before `now`, earliest first: those
    /// of the servers that host Parlor. A game played from the own wallets (guild 0) waits
    /// for its next click, which plays the timeout: Parlor cannot edit its message.
    pub async fn due_games(&self, kind: GameKind, now: i64, limit: i64) -> Result<Vec<GameRow>> {
        let rows = db::query(
            "SELECT * FROM games
             WHERE kind = ?1 AND status = 'active' AND deadline IS NOT NULL AND deadline < ?2
                 AND guild_id <> 0
             ORDER BY deadline, id LIMIT ?3",
        )
        .bind(kind.as_str())
        .bind(now)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(game_from).collect()
    }

    /// The earliest turn deadline before `now` of any open game the sweep times out, if
    /// one is past it.
    pub async fn oldest_overdue(&self, now: i64) -> Result<Option<i64>> {
        let oldest: Option<i64> = db::query(
            "SELECT MIN(deadline) FROM games
             WHERE status = 'active' AND deadline IS NOT NULL AND deadline < ?1
                 AND guild_id <> 0",
        )
        .bind(now)
        .scalar(self.pool())
        .await?;
        Ok(oldest)
    }

    pub async fn find_game(&self, id: i64) -> Result<Option<GameRow>> {
        let row = db::query("SELECT * FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        row.as_ref().map(game_from).transpose()
    }
}

impl Tx {
    /// Marks `user`'s result in game `game` shared at `at`: true the first time, false after.
    pub async fn share_once(&mut self, game: i64, user: u64, at: i64) -> Result<bool> {
        let made = db::query(
            "INSERT INTO shares (game_id, user_id, shared_at) VALUES (?, ?, ?)
             ON CONFLICT (game_id, user_id) DO NOTHING",
        )
        .bind(game)
        .bind(sql_id(user))
        .bind(at)
        .execute(self.conn().await?)
        .await?;
        Ok(made > 0)
    }

    /// The members who shared their result in game `game`.
    pub async fn shared_by(&mut self, game: i64) -> Result<Vec<u64>> {
        let rows = db::query("SELECT user_id FROM shares WHERE game_id = ? ORDER BY user_id")
            .bind(game)
            .fetch_all(self.conn().await?)
            .await?;
        rows.iter()
            .map(|row| Ok(from_sql_id(row.try_get("user_id")?)))
            .collect()
    }
}
