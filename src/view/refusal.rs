//! Everything Parlor refuses, as data; [`Refusal::message`] words it for the player. The app
//! raises these (wrapped in its own error type) and never writes the words itself.

use super::{Locale, View};
use crate::config::settings::{SettingError, Unit};
use crate::engine::{Phase, RuleError, TableError};
use crate::t;

/// Why a channel cannot be the log channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogChannelProblem {
    /// Parlor runs without a bot token (the HTTP endpoint alone): it cannot post messages.
    NoToken,
    /// Parlor may not see the channel or send messages there.
    NoPermission,
    /// Discord could not be asked just now.
    Unchecked,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A command of the servers that host Parlor, used anywhere else.
    NotInGuild,
    /// A table opened where Discord keeps the replies private (the member lacks Use
    /// External Apps in a server that does not host Parlor): nobody else would see it.
    TableUnseen,
    /// A wager while an exclusion holds: until when (`store::FOREVER`: for good), and
    /// whether it is the member's own (on every server) or the server's.
    Excluded {
        until: i64,
        own: bool,
    },
    /// A wager past a limit (the loss limit, else the stake limit): the limit, and what the
    /// last 24 hours leave of it.
    PastLimit {
        loss: bool,
        cap: i64,
        left: i64,
    },
    /// A gift from a member whose exclusion holds: until when.
    GiveExcluded {
        until: i64,
    },
    /// A gift to a member who takes none now.
    TakesNoGifts {
        member: u64,
    },
    /// `/selfexclude for:` that does not read as a span of 1 day to a year, or forever.
    BadSpan {
        given: String,
    },
    /// `/selfexclude user:` by a member who is not a manager.
    ExcludeOthers,
    /// Someone else's Confirm.
    NotYourConfirm,
    /// A Confirm pressed too long after its command.
    ConfirmExpired,
    /// A limit out of its range.
    BadLimit {
        max: i64,
    },
    /// A game the server turned off (`/config games disable:`).
    GameOff {
        kind: crate::engine::GameKind,
    },
    /// A game started outside the channels the server's games are played in.
    PlayElsewhere {
        channels: Vec<u64>,
    },
    /// A button, menu or form of no Parlor game here.
    NotParlors,
    /// Parlor's answer could not be shown (Discord refused it).
    NotShown,
    /// A form that could not open in time (Discord takes one only as the first response).
    FormLate,
    /// A game's button whose action the game does not know. `start`: the command to start
    /// one.
    UnknownButton {
        start: &'static str,
    },
    /// Someone else's game. `start`: the command to start their own.
    NotYourGame {
        start: &'static str,
    },
    NotYourTurn,
    OnlyOpener,
    /// Share on a game that is not over yet.
    ShareNotOver,
    /// Share on a game already shared.
    AlreadyShared,
    /// Share by a member who did not play the game.
    NotYourShare,
    /// Share on a game with no result to share (it expired; the member left it).
    NothingToShare,
    /// A movement would have taken a balance below zero (found as it was written).
    NotEnoughChips,
    /// The game's rules refuse the action.
    Rule(RuleError),
    /// A member at the table no longer has the chips for the stake.
    StakeNotCovered {
        member: u64,
    },
    CannotCover {
        balance: i64,
        bet: i64,
    },
    GiveToSelf,
    BotUser,
    GiveNothing,
    NotEnoughToGive {
        balance: i64,
        amount: i64,
    },
    GiveCap {
        cap: i64,
        left: i64,
    },
    /// The receiver's cap on gifts from everyone in 24 hours: `left` may still come now, and
    /// this gift fits in `wait` seconds (None: it is larger than the cap itself).
    ReceiveCap {
        member: u64,
        cap: i64,
        left: i64,
        wait: Option<i64>,
    },
    /// A Discord account younger than the server's gift rule: `you` the giver's own, else
    /// `member`'s; it passes in `wait` seconds.
    AccountTooNew {
        member: u64,
        you: bool,
        days: i64,
        wait: i64,
    },
    /// Fewer games finished on the server than the gift rule asks: `you` the giver.
    TooFewGames {
        member: u64,
        you: bool,
        needed: i64,
        played: i64,
    },
    /// `/audit` by a member who may not use it.
    NotAuditor,
    /// A log channel Parlor cannot post to: nothing was changed or queued.
    LogChannelUnusable {
        channel: u64,
        why: LogChannelProblem,
    },
    /// The same of a channel named for the seasons' announcements (`announce_channel`).
    AnnounceChannelUnusable {
        channel: u64,
        why: LogChannelProblem,
    },
    /// `/config` by a member who may not use it; `viewing` when they only asked to see it.
    NotManager {
        viewing: bool,
    },
    BadSetting {
        key: String,
        problem: SettingError,
    },
    UnknownBoard(String),
    UnknownCommand(String),
    /// `/command` was sent without a required option.
    MissingOption {
        command: String,
        option: String,
    },
    /// An option had a value of the wrong type, or was given twice.
    BadOption {
        command: String,
        option: String,
    },
    /// A value that is not one of the option's choices (`level:hard`).
    BadChoice {
        command: String,
        option: String,
        value: String,
        choices: Vec<String>,
    },
    /// An option given twice (`/give user:@bob user:@carol`).
    RepeatedOption {
        command: String,
        option: String,
    },
    /// An option the command does not have.
    UnknownOption {
        command: String,
        option: String,
    },
    /// The database stayed locked too long; nothing was changed.
    Busy,
    /// Something failed on Parlor's side; nothing was changed.
    Internal,
}

impl Refusal {
    /// The refusal in the player's language.
    pub fn message(&self, locale: Locale) -> String {
        let l = locale;
        match self {
            Refusal::NotInGuild => t!(l, "refuse-not-in-guild"),
            Refusal::TableUnseen => t!(l, "refuse-table-unseen"),
            Refusal::GameOff { kind } => t!(
                l,
                "refuse-game-off",
                game = super::game::kind_name(l, *kind),
                config = super::commands::shown(l, "/config games")
            ),
            Refusal::PlayElsewhere { channels } => t!(
                l,
                "refuse-play-elsewhere",
                count = channels.len(),
                channels = channels
                    .iter()
                    .map(|id| format!("<#{id}>"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Refusal::UnknownButton { start } => t!(
                l,
                "refuse-unknown-button",
                start = super::commands::shown(l, start)
            ),
            Refusal::NotParlors => t!(l, "refuse-not-parlors"),
            Refusal::RepeatedOption { command, option } => {
                t!(
                    l,
                    "refuse-repeated-option",
                    command = super::commands::shown(l, command),
                    option = super::commands::shown_option(l, command, option)
                )
            }
            Refusal::NotShown => t!(l, "refuse-not-shown"),
            Refusal::FormLate => t!(l, "refuse-form-late"),
            Refusal::NotYourGame { start } => t!(
                l,
                "refuse-not-your-game",
                start = super::commands::shown(l, start)
            ),
            Refusal::NotYourTurn => t!(l, "refuse-not-your-turn"),
            Refusal::ShareNotOver => t!(l, "refuse-share-not-over"),
            Refusal::AlreadyShared => t!(l, "refuse-already-shared"),
            Refusal::NotYourShare => t!(l, "refuse-not-your-share"),
            Refusal::NothingToShare => t!(l, "refuse-nothing-to-share"),
            Refusal::OnlyOpener => t!(l, "refuse-only-opener"),
            Refusal::Rule(rule) => rule_message(rule, l),
            Refusal::StakeNotCovered { member } => {
                t!(
                    l,
                    "refuse-stake-not-covered",
                    member = super::format::mention(*member)
                )
            }
            Refusal::CannotCover { balance, bet } => {
                t!(l, "refuse-cannot-cover", balance = *balance, bet = *bet)
            }
            Refusal::NotEnoughChips => t!(l, "refuse-not-enough-chips"),
            Refusal::Excluded { until, own } => super::responsible::refused(l, *until, *own),
            Refusal::PastLimit { loss, cap, left } => {
                super::responsible::past_limit(l, *loss, *cap, *left)
            }
            Refusal::GiveExcluded { until } => super::responsible::no_giving(l, *until),
            Refusal::TakesNoGifts { member } => t!(
                l,
                "refuse-takes-no-gifts",
                member = super::format::mention(*member)
            ),
            Refusal::BadSpan { given } => t!(l, "refuse-bad-span", given = given.as_str()),
            Refusal::ExcludeOthers => t!(l, "refuse-exclude-others"),
            Refusal::NotYourConfirm => t!(l, "refuse-not-your-confirm"),
            Refusal::ConfirmExpired => t!(
                l,
                "refuse-confirm-expired",
                minutes = super::responsible::CONFIRM_MINUTES
            ),
            Refusal::BadLimit { max } => t!(l, "refuse-bad-limit", max = *max),
            Refusal::GiveToSelf => t!(l, "refuse-give-to-self"),
            Refusal::BotUser => t!(l, "refuse-bot-user"),
            Refusal::GiveNothing => t!(l, "refuse-give-nothing"),
            Refusal::NotEnoughToGive { balance, amount } => {
                t!(
                    l,
                    "refuse-not-enough-to-give",
                    balance = *balance,
                    amount = *amount
                )
            }
            Refusal::GiveCap { cap, left } => t!(l, "refuse-give-cap", cap = *cap, left = *left),
            Refusal::ReceiveCap {
                member,
                cap,
                left,
                wait,
            } => receive_cap(l, *member, *cap, *left, *wait),
            Refusal::AccountTooNew {
                member,
                you,
                days,
                wait,
            } => account_too_new(l, *member, *you, *days, *wait),
            Refusal::TooFewGames {
                member,
                you,
                needed,
                played,
            } => too_few_games(l, *member, *you, *needed, *played),
            Refusal::NotAuditor => t!(l, "refuse-not-auditor"),
            Refusal::LogChannelUnusable { channel, why } => {
                channel_refusal(l, "log-channel", *channel, *why)
            }
            Refusal::AnnounceChannelUnusable { channel, why } => {
                channel_refusal(l, "announce-channel", *channel, *why)
            }
            Refusal::NotManager { viewing: false } => t!(l, "refuse-not-manager"),
            Refusal::NotManager { viewing: true } => t!(l, "refuse-not-manager-view"),
            Refusal::BadSetting { key, problem } => bad_setting(l, key, problem),
            Refusal::UnknownBoard(name) => t!(
                l,
                "refuse-unknown-board",
                name = name,
                boards = super::commands::boards().join(", ")
            ),
            Refusal::UnknownCommand(name) => t!(l, "refuse-unknown-command", name = name),
            Refusal::MissingOption { command, option } => {
                t!(
                    l,
                    "refuse-missing-option",
                    command = super::commands::shown(l, command),
                    option = super::commands::shown_option(l, command, option)
                )
            }
            Refusal::BadOption { command, option } => bad_option(l, command, option),
            Refusal::BadChoice {
                command,
                option,
                value,
                choices,
            } => bad_choice(l, command, option, value, choices),
            Refusal::UnknownOption { command, option } => {
                t!(
                    l,
                    "refuse-unknown-option",
                    command = super::commands::shown(l, command),
                    option = super::commands::shown_option(l, command, option)
                )
            }
            Refusal::Busy => t!(l, "refuse-busy"),
            Refusal::Internal => t!(l, "refuse-internal"),
        }
    }

    /// The refusal as an ephemeral message.
    pub fn view(&self, locale: Locale) -> View {
        super::economy::error(&self.message(locale))
    }
}

/// A gift past the receiver's cap: how much may still come, and when this one would fit
/// (`wait`, in seconds; None: never, it is larger than the cap itself).
fn receive_cap(l: Locale, member: u64, cap: i64, left: i64, wait: Option<i64>) -> String {
    match wait {
        Some(wait) => t!(
            l,
            "refuse-receive-cap",
            who = super::format::mention(member),
            cap = cap,
            left = left,
            wait = super::format::duration(l, wait)
        ),
        None => t!(
            l,
            "refuse-receive-cap-never",
            who = super::format::mention(member),
            cap = cap
        ),
    }
}

/// A gift from or to an account younger than the server's rule (`you`: the giver's own).
fn account_too_new(l: Locale, member: u64, you: bool, days: i64, wait: i64) -> String {
    let wait = super::format::duration(l, wait);
    if you {
        t!(l, "refuse-give-account-new-you", days = days, wait = wait)
    } else {
        t!(
            l,
            "refuse-give-account-new",
            who = super::format::mention(member),
            days = days,
            wait = wait
        )
    }
}

/// A gift from or to a member with fewer games than the server's rule (`you`: the giver).
fn too_few_games(l: Locale, member: u64, you: bool, needed: i64, played: i64) -> String {
    let more = (needed - played).max(1);
    if you {
        t!(
            l,
            "refuse-give-games-you",
            needed = needed,
            played = played,
            more = more
        )
    } else {
        t!(
            l,
            "refuse-give-games",
            who = super::format::mention(member),
            needed = needed,
            played = played,
            more = more
        )
    }
}

/// A `/config` value refused: the setting, and why.
fn bad_setting(l: Locale, key: &str, problem: &SettingError) -> String {
    let reason = match problem {
        SettingError::OutOfRange {
            min,
            max,
            value,
            unit,
        } => {
            let id = match unit {
                Unit::Minutes => "setting-minutes-out-of-range",
                _ => "setting-out-of-range",
            };
            super::i18n::text(
                l,
                id,
                &[
                    ("min", (*min).into()),
                    ("max", (*max).into()),
                    ("value", (*value).into()),
                ],
            )
        }
        SettingError::Game(refusal) => super::i18n::worded(l, &refusal.wording()),
        SettingError::UnknownSetting { key } => {
            t!(l, "setting-unknown", key = key)
        }
        SettingError::BadValue { value } => {
            t!(l, "setting-bad-value", value = value)
        }
    };
    let key = super::commands::config_option(l, key);
    t!(l, "refuse-bad-setting", key = key, reason = reason)
}

/// An option of the wrong type: one, or several (a start's options that did not read
/// together).
fn bad_option(l: Locale, command: &str, option: &str) -> String {
    t!(
        l,
        "refuse-bad-option",
        command = super::commands::shown(l, command),
        option = option
            .split(", ")
            .map(|o| super::commands::shown_option(l, command, o))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// A value that is not one of the option's choices, with the choices.
fn bad_choice(l: Locale, command: &str, option: &str, value: &str, choices: &[String]) -> String {
    t!(
        l,
        "refuse-bad-choice",
        command = super::commands::shown(l, command),
        option = super::commands::shown_option(l, command, option),
        value = value,
        choices = choices
            .iter()
            .map(|c| super::commands::choice_word(l, command, option, c))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn rule_message(rule: &RuleError, l: Locale) -> String {
    match rule {
        RuleError::BetOutOfRange { min, max } => t!(l, "refuse-bet-range", min = *min, max = *max),
        RuleError::CannotCover { balance, needed } => {
            t!(l, "refuse-cannot-cover", balance = *balance, bet = *needed)
        }
        RuleError::WrongPhase(phase) => match phase {
            Phase::DeckShort => t!(l, "refuse-internal"),
            Phase::GameOver => t!(l, "refuse-game-over"),
        },
        RuleError::Table(table) => match table {
            TableError::AlreadySeated => t!(l, "table-already-seated"),
            TableError::TableFull { seats } => t!(l, "table-full", seats = *seats),
            TableError::NotSeated => t!(l, "table-not-seated"),
            TableError::OnlyOpener => t!(l, "refuse-only-opener"),
            TableError::NotEnoughPlayers { min } => t!(l, "table-not-enough-players", min = *min),
            TableError::AlreadyStarted => t!(l, "table-already-started"),
            TableError::JoinBetweenHands => t!(l, "table-join-between-hands"),
            TableError::NotStarted => t!(l, "table-not-started"),
            TableError::NotYourTurn => t!(l, "refuse-not-your-turn"),
            TableError::OpenerCannotLeave => t!(l, "table-opener-cannot-leave"),
            TableError::StakeNotCovered { .. } => t!(l, "table-stake-not-covered"),
            TableError::CannotStake { balance, stake } => {
                t!(l, "table-cannot-stake", balance = *balance, stake = *stake)
            }
            TableError::StakeOutOfRange { max } => t!(l, "table-stake-range", max = *max),
        },
        RuleError::Game(refusal) => super::i18n::worded(l, &refusal.wording()),
    }
}

/// Why `channel` cannot be the log channel (`what`: `log-channel`) or the seasons'
/// announcement channel (`announce-channel`): each its own words, but Discord not answering,
/// which reads the same for both.
fn channel_refusal(l: Locale, what: &str, channel: u64, why: LogChannelProblem) -> String {
    let problem = match why {
        LogChannelProblem::NoToken => "no-token",
        LogChannelProblem::NoPermission => "no-permission",
        LogChannelProblem::Unchecked => {
            return t!(
                l,
                "refuse-log-channel-unchecked",
                channel = format!("<#{channel}>")
            );
        }
    };
    crate::locale::i18n::text(
        l,
        &format!("refuse-{what}-{problem}"),
        &[("channel", format!("<#{channel}>").into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_read_as_sentences() {
        crate::testing::registry();
        let l = Locale::En;
        assert_eq!(
            Refusal::Rule(RuleError::WrongPhase(Phase::GameOver)).message(l),
            "This game is over."
        );
        // A game's own refusal, worded from its own catalogue.
        assert_eq!(
            Refusal::Rule(RuleError::from(
                crate::engine::video_poker::VideoPokerError::BetLocked
            ))
            .message(l),
            "That move is not possible right now: the bet is locked until the hand is drawn."
        );
        assert_eq!(
            Refusal::CannotCover { balance: 3, bet: 5 }.message(l),
            "You have 3 chips, not enough for a bet of 5. Lower the bet, or claim /daily."
        );
        assert_eq!(
            Refusal::CannotCover { balance: 0, bet: 2 }.message(l),
            "You have 0 chips. Claim /daily, or ask for a /give, to play."
        );
        assert_eq!(
            Refusal::MissingOption {
                command: "/give".into(),
                option: "amount".into()
            }
            .message(l),
            "/give needs the option amount."
        );
    }

    /// "At most N computers" agrees with N in each language, at every table game that says
    /// it (one computer, a few, many).
    #[test]
    fn computers_that_fit_agree_with_their_number() {
        crate::testing::registry();
        use crate::engine::draw_poker::hand::PokerError;
        use crate::engine::holdem::game::HoldemError;
        let said = |l: Locale, e: RuleError| Refusal::Rule(e).message(l);
        let holdem = |l: Locale, max: usize| said(l, HoldemError::TooManyComputers { max }.into());
        let draw = |l: Locale, max: u8| said(l, PokerError::TooManyComputers { max }.into());
        let one = "At most 1 computer fits at this table, beside you.";
        assert_eq!(holdem(Locale::En, 1), one);
        assert_eq!(draw(Locale::En, 1), one);
        let five = "At most 5 computers fit at this table, beside you.";
        assert_eq!(holdem(Locale::En, 5), five);
        assert_eq!(draw(Locale::En, 5), five);
        for (max, text) in [
            (
                1,
                "Au plus 1 ordinateur peut s'asseoir à cette table, en plus de toi.",
            ),
            (
                5,
                "Au plus 5 ordinateurs peuvent s'asseoir à cette table, en plus de toi.",
            ),
        ] {
            assert_eq!(holdem(Locale::Fr, max), text);
            assert_eq!(draw(Locale::Fr, max as u8), text);
        }
        for (max, word) in [(1, "komputera"), (3, "komputerów"), (5, "komputerów")] {
            let text =
                format!("Przy tym stole, oprócz ciebie, jest miejsce najwyżej dla {max} {word}.");
            assert_eq!(holdem(Locale::Pl, max), text);
            assert_eq!(draw(Locale::Pl, max as u8), text);
        }
    }
}
