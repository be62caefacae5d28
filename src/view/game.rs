//! The seam's view half: how a game looks to each viewer, and the words the click pipeline
//! needs from each game (stale buttons, a closed game, a timed-out turn, its stats).

use super::Locale;
use super::custom_id::CustomId;
use super::emoji::{EmojiMap, EmojiRef};
use crate::engine::GameKind;
use crate::engine::cards::Card;
use crate::engine::game::{ActionCode, Seat, SeatNo};

/// Where the game stands beyond its own state: open, or closed and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Open,
    /// Played out, left or cancelled.
    Finished,
    /// Closed after nobody acted in time.
    Expired,
}

/// Who the view is for: the public message, or one seat's private view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Public,
    Seat(SeatNo),
}

/// What a game's view needs beside its state.
#[derive(Debug, Clone, Copy)]
pub struct RenderCtx<'a> {
    /// The game's kind, which its buttons name.
    pub kind: GameKind,
    pub game_id: i64,
    /// The phase version the buttons carry.
    pub version: i64,
    pub status: Status,
    pub seats: &'a [Seat],
    /// Each seat's wallet balance, by position in `seats`.
    pub wallets: &'a [i64],
    pub locale: Locale,
    /// The server's idle timeout, for closing notices.
    pub idle_minutes: i64,
    pub viewer: Viewer,
    /// Parlor's emojis when the server shows cards, dice and pieces as pictures and they
    /// are synced; None for the text style.
    pub emojis: Option<&'a EmojiMap>,
    /// The server's currency, in which every amount reads.
    pub currency: &'a super::currency::Currency,
}

impl RenderCtx<'_> {
    /// The custom_id of a button that does `action` in the current phase.
    pub fn id<A: ActionCode>(&self, action: &A) -> String {
        CustomId::game(self.kind, self.game_id, self.version, action)
    }

    /// The custom_id of a select menu whose options are the arguments of `action`'s kind
    /// (`box` for `box:fh`): the chosen value completes the action.
    pub fn select_id<A: ActionCode>(&self, action: &A) -> String {
        CustomId::select(self.kind, self.game_id, self.version, action)
    }

    pub fn wallet(&self, seat: SeatNo) -> i64 {
        crate::engine::game::seat_wallet(self.seats, self.wallets, seat)
    }

    pub fn is_open(&self) -> bool {
        self.status == Status::Open
    }

    /// The emoji `name`, in the emoji style once it is synced; None shows the text.
    pub fn emoji(&self, name: &str) -> Option<EmojiRef> {
        self.emojis?.get(name)
    }

    /// The card's emoji, in the emoji style.
    pub fn card_emoji(&self, card: Card) -> Option<EmojiRef> {
        self.emoji(&super::emoji::cards::name(card))
    }

    /// The cards as a row of emojis (`back` of them face down after), in the emoji style
    /// when every one is synced; None for the text style.
    pub fn card_emojis(&self, cards: &[Card], back: usize) -> Option<String> {
        let mut shown: Vec<String> = Vec::with_capacity(cards.len() + back);
        for &card in cards {
            shown.push(self.card_emoji(card)?.to_string());
        }
        if back > 0 {
            let back_emoji = self.emoji(super::emoji::cards::BACK_NAME)?.to_string();
            shown.extend(std::iter::repeat_n(back_emoji, back));
        }
        Some(shown.join(" "))
    }

    /// Cards as a table shows them: a row of emojis in the emoji style, else `[A♠] [10♥]`.
    pub fn cards_shown(&self, cards: &[Card]) -> String {
        self.card_emojis(cards, 0)
            .unwrap_or_else(|| super::format::cards_text(cards))
    }

    /// A card as a message names it: its emoji in the emoji style, else `Q♥` (in the
    /// pictures style too: a card named in a sentence is no part of the board's picture).
    pub fn card_named(&self, card: Card) -> String {
        if self.emojis.is_some_and(EmojiMap::is_pictures) {
            return card.to_string();
        }
        match self.card_emoji(card) {
            Some(emoji) => emoji.to_string(),
            None => card.to_string(),
        }
    }
}

/// A game's name for players.
pub fn kind_name(locale: Locale, kind: GameKind) -> String {
    super::i18n::text(locale, &format!("kind-{}", kind.as_str()), &[])
}

/// A view's first embed measured as Discord counts it: its description's characters, and
/// the embed's in all (title, description, fields, footer). For the views' tests.
#[cfg(test)]
pub(crate) fn measure(view: &super::View) -> (usize, usize) {
    let len = |s: &str| s.chars().count();
    let embed = &view.embeds[0];
    let total = len(&embed.title)
        + len(&embed.description)
        + embed
            .fields
            .iter()
            .map(|f| len(&f.name) + len(&f.value))
            .sum::<usize>()
        + embed.footer.as_deref().map_or(0, len);
    (len(&embed.description), total)
}

/// A member at seat `no` with the longest name Discord allows (32 characters) and the
/// longest id, playing. For the views' tests.
#[cfg(test)]
pub(crate) fn longest_member(no: SeatNo) -> Seat {
    Seat {
        no,
        occupant: crate::engine::game::Occupant::Member {
            id: u64::MAX,
            name: "W".repeat(32),
        },
        status: crate::engine::game::SeatStatus::Playing,
    }
}

/// The longest currency a server can set ([`super::currency::Currency::longest`]), for
/// the views' tests that measure a message against Discord's limits.
#[cfg(test)]
pub(crate) fn longest_currency() -> &'static super::currency::Currency {
    static LONGEST: std::sync::OnceLock<super::currency::Currency> = std::sync::OnceLock::new();
    LONGEST.get_or_init(super::currency::Currency::longest)
}

#[cfg(test)]
impl<'a> RenderCtx<'a> {
    /// A context for view tests: game 1 at version 1, open, a 15-minute idle timeout.
    pub(crate) fn sample(
        seats: &'a [Seat],
        wallets: &'a [i64],
        locale: Locale,
        viewer: Viewer,
        emojis: Option<&'a EmojiMap>,
    ) -> RenderCtx<'a> {
        RenderCtx {
            kind: GameKind::TestTable,
            game_id: 1,
            version: 1,
            status: Status::Open,
            seats,
            wallets,
            locale,
            idle_minutes: 15,
            viewer,
            emojis,
            currency: super::currency::Currency::parlor(),
        }
    }
}
