//! Pure rendering: game state in, a transport-free [`View`] out. A View becomes Discord's
//! interaction-response JSON with [`Reply::to_json`], the one serialization every front end
//! sends, laid out as Components V2 ([`layout`]), and is checked against Discord's limits
//! with [`View::check_limits`].
//!
//! Every player-facing string is built here, in the request's [`Locale`], from the catalogue
//! in `locales/` (see [`i18n`]).

pub mod achievements;
pub mod attachment;
pub mod commands;
pub mod config;
pub mod currency;
pub mod custom_id;
pub mod economy;
pub mod emoji;
pub mod format;
pub mod game;
pub mod help;
pub mod layout;
pub mod log;
pub mod modal;
pub mod picture;
pub mod profile;
pub use crate::locale::i18n;
pub mod refusal;
pub mod responsible;
pub mod season;
pub mod table;

pub use i18n::Locale;
pub use refusal::Refusal;

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// A panel's accent colour. A game's board is in the game's own ([`crate::games::GameView::COLOUR`])
/// while it plays, and in a result's colour once a hand is won, lost or pushed.
pub mod colour {
    pub const TABLE: u32 = 0x5865F2;
    pub const WIN: u32 = 0x2ECC71;
    pub const LOSS: u32 = 0xC0392B;
    /// A hand that gave the stake back.
    pub const PUSH: u32 = 0x95A5A6;
    pub const JACKPOT: u32 = 0xF1C40F;
    pub const CLOSED: u32 = 0x7F8C8D;
    pub const ERROR: u32 = 0xE74C3C;
    pub const INFO: u32 = 0x1ABC9C;
}

/// A message as Parlor means it, before it becomes Discord JSON. Recorded replies are
/// stored in this shape: every field has a default, so a reply recorded before a field was
/// added still reads back.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct View {
    pub content: Option<String>,
    /// The message's panels: each is one container, in its colour.
    pub embeds: Vec<Embed>,
    pub rows: Vec<Row>,
    /// How many of `rows`, from the first, belong to the board and sit right under it
    /// (holds under the cards, dice under the dice); the others follow a separator, under
    /// the whole panel.
    #[serde(skip_serializing_if = "is_zero")]
    pub board_rows: usize,
    /// Only the person who acted sees it.
    pub ephemeral: bool,
    /// Members this message may ping (whose turn it is); nobody else is ever pinged.
    pub pings: Vec<u64>,
    /// Files the message carries (a profile card). Discord takes them only in a multipart
    /// request, never in an interaction's response: a reply with one is deferred, and the
    /// front ends send it as the edit of the original response.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub attachments: Vec<attachment::Attachment>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// One panel of a message (a container, in Discord's Components V2): a title over the
/// board, fields, lines with their own button, a picture and a footer in small print.
/// Named for the embed it was before V2, as recorded replies name it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub colour: u32,
    pub fields: Vec<Field>,
    pub footer: Option<String>,
    /// The picture the embed shows: `attachment://<file>` for one of the message's own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// The board drawn as a picture, by URL (the pictures style), under the board's text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub picture: Option<picture::BoardPicture>,
    /// What the panel shows under the board's own rows ([`View::board_rows`]): the
    /// scorecards under the dice.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub details: String,
    /// Lines with a button beside each (a seat and its Join, a category and its Score),
    /// after the fields.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sections: Vec<Section>,
}

/// A line of text and the button that acts on it, side by side.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Section {
    pub text: String,
    pub button: Button,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Style {
    Primary = 1,
    Secondary = 2,
    Success = 3,
    Danger = 4,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: Style,
    pub disabled: bool,
    /// A picture beside the label (the card a hold button holds), in the emoji style.
    #[serde(default)]
    pub emoji: Option<emoji::EmojiRef>,
}

impl Button {
    pub fn new(custom_id: impl Into<String>, label: impl Into<String>, style: Style) -> Button {
        Button {
            custom_id: custom_id.into(),
            label: label.into(),
            style,
            disabled: false,
            emoji: None,
        }
    }

    /// The button with `emoji` beside its label (none in the text style).
    pub fn with_emoji(mut self, emoji: Option<emoji::EmojiRef>) -> Button {
        self.emoji = emoji;
        self
    }

    /// The label as the terminal shows it: the emoji's name first, between colons.
    pub fn caption(&self) -> String {
        match &self.emoji {
            Some(emoji) => format!(":{}: {}", emoji.name, self.label),
            None => self.label.clone(),
        }
    }

    pub fn disabled(mut self, disabled: bool) -> Button {
        self.disabled = disabled;
        self
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
    pub min_values: u8,
    pub max_values: u8,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub default: bool,
}

/// A button or a menu of a view.
#[derive(Debug, Clone, Copy)]
pub enum Control<'a> {
    Button(&'a Button),
    Select(&'a Select),
}

/// How the reply reaches Discord.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ResponseKind {
    /// CHANNEL_MESSAGE_WITH_SOURCE (4): a new message.
    Message,
    /// UPDATE_MESSAGE (7): edit the message whose button was clicked.
    Update,
    /// DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE (5): "thinking…"; the message follows as an edit
    /// of the original response.
    DeferredMessage,
    /// DEFERRED_UPDATE_MESSAGE (6): the click is acknowledged; the message is edited later.
    DeferredUpdate,
    /// MODAL (9): a form ([`Reply::modal`]); only ever the first response to a click.
    Modal,
}

impl ResponseKind {
    /// The interaction callback type Discord expects.
    pub fn callback_type(self) -> u8 {
        match self {
            ResponseKind::Message => 4,
            ResponseKind::DeferredMessage => 5,
            ResponseKind::DeferredUpdate => 6,
            ResponseKind::Update => 7,
            ResponseKind::Modal => 9,
        }
    }
}

/// A message to edit beside the reply: a game's message changed without a click on it (an
/// idle expiry, another player's board).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MessageEdit {
    pub game_id: i64,
    pub channel_id: u64,
    /// Unknown until Discord has posted the game's message and it was recorded.
    pub message_id: Option<u64>,
    pub view: View,
}

impl MessageEdit {
    /// The edit as a call to Discord, once the message's id is known.
    pub fn delivery(&self) -> Option<Delivery> {
        Some(Delivery::EditMessage {
            game_id: self.game_id,
            channel_id: self.channel_id,
            message_id: self.message_id?,
            body: self.view.message_json(false),
        })
    }
}

/// What the app answers to one interaction. Stored as the record of the interaction, so
/// fields added later carry defaults: a reply recorded by an earlier version still replays.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub kind: ResponseKind,
    pub view: View,
    /// A private (ephemeral) message for the clicker, sent after the response: a notice
    /// beside a refresh, or their own cards beside the public table.
    #[serde(default, alias = "followup")]
    pub private: Option<View>,
    /// Other messages to edit once the response is sent.
    #[serde(default)]
    pub edits: Vec<MessageEdit>,
    /// Public messages posted in the channel after the response (a hand's summary).
    #[serde(default)]
    pub announce: Vec<View>,
    /// The game this reply's new public message shows, when it posts one: the front ends
    /// record which message shows it without reading the buttons back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub posts: Option<i64>,
    /// The form a [`ResponseKind::Modal`] reply opens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub modal: Option<modal::Modal>,
}

impl Reply {
    fn of(kind: ResponseKind, view: View) -> Reply {
        Reply {
            kind,
            view,
            private: None,
            edits: Vec::new(),
            announce: Vec::new(),
            posts: None,
            modal: None,
        }
    }

    /// A form for the clicker to fill in: the whole answer to the click (Discord takes a
    /// form only as the first response, and nothing beside it).
    pub fn modal(form: modal::Modal) -> Reply {
        Reply {
            modal: Some(form),
            ..Reply::of(ResponseKind::Modal, View::default())
        }
    }

    pub fn message(view: View) -> Reply {
        Reply::of(ResponseKind::Message, view)
    }

    pub fn update(view: View) -> Reply {
        Reply::of(ResponseKind::Update, view)
    }

    /// A new message showing the game `game_id`.
    pub fn game_message(game_id: i64, view: View) -> Reply {
        Reply {
            posts: Some(game_id),
            ..Reply::of(ResponseKind::Message, view)
        }
    }

    /// An acknowledgement (type 5 or 6): the answer follows when the work is done. A type 5
    /// is private when `private` is: Discord fixes that when the acknowledgement is sent.
    pub fn acknowledgement(kind: ResponseKind, private: bool) -> Reply {
        Reply::of(
            kind,
            View {
                ephemeral: private,
                ..View::default()
            },
        )
    }

    pub fn is_deferred(&self) -> bool {
        matches!(
            self.kind,
            ResponseKind::DeferredMessage | ResponseKind::DeferredUpdate
        )
    }

    /// An ephemeral message only the actor sees.
    pub fn notice(view: View) -> Reply {
        Reply::message(View {
            ephemeral: true,
            ..view
        })
    }

    /// Adds a private message for the clicker, sent after the response.
    pub fn with_private(mut self, view: View) -> Reply {
        self.private = Some(View {
            ephemeral: true,
            ..view
        });
        self
    }

    /// Adds a public message posted in the channel after the response.
    pub fn with_announce(mut self, view: View) -> Reply {
        self.announce.push(View {
            ephemeral: false,
            ..view
        });
        self
    }

    pub fn with_edits(mut self, edits: Vec<MessageEdit>) -> Reply {
        self.edits.extend(edits);
        self
    }

    /// The interaction-response body Discord receives: `{"type": 4|7, "data": {...}}`, or
    /// `{"type": 5|6}` for an acknowledgement (a private type 5 carries the flag, the only
    /// one Discord lets a deferred response set: the V2 layout comes in the edit that
    /// completes it). A form's fields are in labels.
    pub fn to_json(&self) -> Value {
        self.to_json_with(modal::FormStyle::Labels)
    }

    /// The response body, a form's fields wrapped as `forms` says (the gateway's in rows).
    pub fn to_json_with(&self, forms: modal::FormStyle) -> Value {
        let kind = self.kind.callback_type();
        match self.kind {
            ResponseKind::DeferredUpdate => json!({ "type": kind }),
            ResponseKind::DeferredMessage if self.view.ephemeral => {
                json!({ "type": kind, "data": { "flags": 64 } })
            }
            ResponseKind::DeferredMessage => json!({ "type": kind }),
            ResponseKind::Modal => json!({
                "type": kind,
                "data": self.modal.as_ref().map(|form| form.data_json(forms)),
            }),
            ResponseKind::Message | ResponseKind::Update => json!({
                "type": kind,
                "data": self.view.message_json(self.kind == ResponseKind::Message)
            }),
        }
    }

    /// The private follow-up message body (an execute-webhook request), if any.
    pub fn private_json(&self) -> Option<Value> {
        self.private.as_ref().map(|v| v.message_json(true))
    }

    /// What follows this reply's response: its private message, then the edits of other
    /// messages whose ids are known.
    pub fn deliveries(&self) -> Vec<Delivery> {
        let mut out: Vec<Delivery> = self
            .private_json()
            .into_iter()
            .map(Delivery::Followup)
            .collect();
        out.extend(
            self.announce
                .iter()
                .map(|v| Delivery::Followup(v.message_json(true))),
        );
        out.extend(self.edits.iter().filter_map(MessageEdit::delivery));
        out
    }

    /// What completes this acknowledgement once `reply` is ready, then what follows it.
    pub fn completion(&self, reply: &Reply) -> Vec<Delivery> {
        let mut out = Vec::new();
        match (self.kind, reply.kind) {
            // A click: the clicked message becomes the update; anything else is a private
            // message beside it.
            (ResponseKind::DeferredUpdate, ResponseKind::Update) => {
                out.push(Delivery::edit_original(&reply.view));
            }
            (ResponseKind::DeferredUpdate, _) => {
                out.push(Delivery::Followup(reply.view.message_json(true)));
            }
            // A command: "thinking…" becomes the answer, unless the answer is private and
            // the acknowledgement was not; then it goes, and the answer comes privately.
            _ if reply.view.ephemeral && !self.view.ephemeral => {
                out.push(Delivery::DeleteOriginal);
                out.push(Delivery::Followup(reply.view.message_json(true)));
            }
            _ => out.push(Delivery::edit_original(&reply.view)),
        }
        out.extend(reply.deliveries());
        out
    }
}

/// One call to Discord after an interaction's response.
#[derive(Debug, Clone, PartialEq)]
pub enum Delivery {
    /// Edit the interaction's original response (the clicked message, after a type 6), with
    /// the files the message carries (sent as a multipart request when there are any).
    EditOriginal {
        body: Value,
        attachments: Vec<attachment::Attachment>,
    },
    DeleteOriginal,
    /// A follow-up message (private when its body says so).
    Followup(Value),
    /// Edit another of the bot's messages.
    EditMessage {
        game_id: i64,
        channel_id: u64,
        message_id: u64,
        body: Value,
    },
}

impl Delivery {
    /// The edit of the original response that shows `view`, its files with it.
    pub fn edit_original(view: &View) -> Delivery {
        Delivery::EditOriginal {
            body: view.message_json(false),
            attachments: view.attachments.clone(),
        }
    }
}

impl View {
    /// A view of one panel.
    pub fn embed(title: impl Into<String>, description: impl Into<String>, colour: u32) -> View {
        View {
            embeds: vec![Embed {
                title: title.into(),
                description: description.into(),
                colour,
                ..Embed::default()
            }],
            ..View::default()
        }
    }

    /// Message JSON, laid out as Components V2 ([`layout::message_json`]). Components are
    /// always sent, so an update clears old buttons.
    pub fn message_json(&self, new_message: bool) -> Value {
        layout::message_json(self, new_message)
    }

    /// The rows under the board, and those under the whole panel.
    pub fn split_rows(&self) -> (&[Row], &[Row]) {
        self.rows.split_at(self.board_rows.min(self.rows.len()))
    }

    /// Whether the view has buttons or a menu.
    pub fn has_controls(&self) -> bool {
        !self.rows.is_empty() || self.embeds.iter().any(|e| !e.sections.is_empty())
    }

    /// The view's controls in the order a reader meets them: the board's rows, the lines
    /// with a button beside them, then the other rows.
    pub fn controls(&self) -> impl Iterator<Item = Control<'_>> {
        let (board_rows, action_rows) = self.split_rows();
        fn of_rows(rows: &[Row]) -> impl Iterator<Item = Control<'_>> {
            rows.iter().flat_map(|row| match row {
                Row::Buttons(buttons) => buttons.iter().map(Control::Button).collect::<Vec<_>>(),
                Row::Select(select) => vec![Control::Select(select)],
            })
        }
        of_rows(board_rows)
            .chain(
                self.embeds
                    .iter()
                    .flat_map(|e| e.sections.iter().map(|s| Control::Button(&s.button))),
            )
            .chain(of_rows(action_rows))
    }

    /// Every button on the view, in the order a reader meets them ([`View::controls`]).
    pub fn buttons(&self) -> impl Iterator<Item = &Button> {
        self.controls().filter_map(|c| match c {
            Control::Button(b) => Some(b),
            Control::Select(_) => None,
        })
    }

    /// Every custom_id on the view, in the order a reader meets them.
    pub fn custom_ids(&self) -> Vec<&str> {
        self.controls()
            .map(|c| match c {
                Control::Button(b) => b.custom_id.as_str(),
                Control::Select(s) => s.custom_id.as_str(),
            })
            .collect()
    }

    /// The view within the text budget at any cost: the first panel's board loses lines
    /// from its end, for an ellipsis, until the message fits. A last resort for a board that
    /// budgets its own text and still passed it: a board cut short is still a message, where
    /// one past the limit would be refused and leave its game without a board.
    pub fn cut_to_fit(&mut self) -> bool {
        let over = |v: &View| layout::measure_view(v).text > layout::TEXT_BUDGET;
        if !over(self) {
            return false;
        }
        let Some(embed) = self.embeds.first_mut() else {
            return false;
        };
        let mut lines: Vec<String> = embed.description.lines().map(str::to_string).collect();
        while !lines.is_empty() {
            lines.pop();
            self.embeds[0].description = lines
                .iter()
                .map(String::as_str)
                .chain(["…"])
                .collect::<Vec<_>>()
                .join("\n");
            if !over(self) {
                break;
            }
        }
        true
    }

    /// Checks Discord's limits on a Components V2 message, and Parlor's budget for its
    /// text; the error says which one is broken.
    pub fn check_limits(&self) -> Result<(), String> {
        let len = |s: &str| s.chars().count();
        if self.embeds.is_empty() && self.content.as_deref().is_none_or(str::is_empty) {
            return Err("a message needs content or a panel".into());
        }
        if self.embeds.len() > 10 {
            return Err("more than 10 panels".into());
        }
        for embed in &self.embeds {
            if embed.title.is_empty()
                && embed.description.is_empty()
                && embed.details.is_empty()
                && embed.fields.is_empty()
                && embed.sections.is_empty()
                && embed.picture.is_none()
            {
                return Err("an empty panel".into());
            }
            for field in &embed.fields {
                if field.name.is_empty() || field.value.is_empty() {
                    return Err(format!("a field without a name or a value: {}", field.name));
                }
            }
            for section in &embed.sections {
                if section.text.trim().is_empty() {
                    return Err("a section without text".into());
                }
            }
            if let Some(picture) = &embed.picture
                && (picture.url.len() > picture::link::MAX_URL
                    || picture.description.chars().count() > picture::MAX_DESCRIPTION)
            {
                return Err("a picture's URL over 2,048 or its alt text over 1,024".into());
            }
        }
        let measured = layout::measure_view(self);
        // Measured without laying the view out, which every test run checks against the
        // laid-out message.
        debug_assert_eq!(measured, layout::measure(&layout::components(self)));
        if measured.components > layout::MAX_COMPONENTS {
            return Err(format!(
                "{} components, over {}",
                measured.components,
                layout::MAX_COMPONENTS
            ));
        }
        if measured.text > layout::TEXT_BUDGET {
            return Err(format!(
                "{} characters of text, over {}",
                measured.text,
                layout::TEXT_BUDGET
            ));
        }
        for b in self.buttons() {
            if b.label.is_empty() || len(&b.label) > 80 {
                return Err(format!("button label empty or over 80: {}", b.label));
            }
            // Discord shows a label as it is: a mention there reads as `<@1>`.
            if b.label.contains("<@") {
                return Err(format!("a mention where Discord shows it raw: {}", b.label));
            }
        }
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => {
                    if buttons.is_empty() || buttons.len() > 5 {
                        return Err("a row holds 1 to 5 buttons".into());
                    }
                }
                Row::Select(select) => {
                    if select.options.is_empty() || select.options.len() > crate::engine::game::MENU
                    {
                        return Err("a select holds 1 to 25 options".into());
                    }
                    if len(&select.placeholder) > 150 {
                        return Err("placeholder over 150".into());
                    }
                    if select.min_values > select.max_values
                        || select.max_values as usize > select.options.len()
                    {
                        return Err("select min/max values out of range".into());
                    }
                    for o in &select.options {
                        if o.label.is_empty()
                            || len(&o.label) > 100
                            || o.value.is_empty()
                            || len(&o.value) > 100
                        {
                            return Err("select option label/value must be 1 to 100".into());
                        }
                        if o.description.as_deref().is_some_and(|d| len(d) > 100) {
                            return Err("select option description over 100".into());
                        }
                    }
                }
            }
        }
        let ids = self.custom_ids();
        for (i, id) in ids.iter().enumerate() {
            if id.is_empty() || id.len() > 100 {
                return Err(format!("custom_id empty or over 100: {id}"));
            }
            if ids[..i].contains(id) {
                return Err(format!("custom_id used twice: {id}"));
            }
        }
        self.check_attachments()
    }

    /// A message carries at most one file (the serenity call that sends files numbers each
    /// `files[0]`), with a name and an alt text within Discord's limits, shown by a panel
    /// that names it; a panel's picture is one of the message's own files.
    fn check_attachments(&self) -> Result<(), String> {
        if self.attachments.len() > 1 {
            return Err("more than one attachment".into());
        }
        for a in &self.attachments {
            let length = a.filename.chars().count();
            if length == 0 || length > 1024 || a.filename.contains(['/', '\\']) {
                return Err(format!("attachment file name: {}", a.filename));
            }
            if a.description.chars().count() > 1024 {
                return Err(format!("alt text of {} over 1024", a.filename));
            }
        }
        for image in self.embeds.iter().filter_map(|e| e.image.as_deref()) {
            let file = image.strip_prefix("attachment://");
            if !file.is_some_and(|file| self.attachments.iter().any(|a| a.filename == file)) {
                return Err(format!("a panel shows {image}, not a file of the message"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn button(id: &str) -> Button {
        Button::new(id, "A", Style::Primary)
    }

    #[test]
    fn limits_catch_each_breach() {
        let ok = View::embed("t", "d", 0);
        assert!(ok.check_limits().is_ok());
        let mut v = ok.clone();
        v.embeds[0].description = "x".repeat(layout::TEXT_BUDGET);
        assert!(v.check_limits().unwrap_err().contains("characters of text"));
        let mut v = ok.clone();
        v.rows = vec![Row::Buttons(vec![button("a"); 6])];
        assert!(v.check_limits().is_err());
        let mut v = ok.clone();
        v.rows = vec![Row::Buttons(vec![button("a"), button("a")])];
        assert!(v.check_limits().unwrap_err().contains("twice"));
        let mut v = ok.clone();
        v.embeds[0].sections = vec![Section {
            text: "seat".into(),
            button: button("a"),
        }];
        v.rows = vec![Row::Buttons(vec![button("a")])];
        assert!(
            v.check_limits().unwrap_err().contains("twice"),
            "a section's button counts among the ids"
        );
        let mut v = ok.clone();
        v.rows = vec![Row::Buttons(vec![button(&"x".repeat(101))])];
        assert!(v.check_limits().is_err());
        // Container, text, separator: 3; seven full rows of 6 pass 40.
        let mut v = ok.clone();
        v.rows = (0..7)
            .map(|r| Row::Buttons((0..5).map(|b| button(&format!("{r}{b}"))).collect()))
            .collect();
        assert!(v.check_limits().unwrap_err().contains("components"));
        v.rows.truncate(6);
        assert_eq!(layout::measure(&layout::components(&v)).components, 39);
        assert!(v.check_limits().is_ok());
        let mut v = ok.clone();
        v.rows = vec![Row::Buttons(vec![Button::new("a", "<@1>", Style::Primary)])];
        assert!(v.check_limits().unwrap_err().contains("mention"));
        assert!(View::default().check_limits().is_err());
    }

    /// The layout, piece by piece: content above, then the container in the panel's
    /// colour: title and board, the board's rows, fields, sections, footer, a separator
    /// and the other rows.
    #[test]
    fn a_view_lays_out_as_one_container() {
        let mut view = View::embed("Title", "Board", 0x123456);
        view.content = Some("<@7>, your turn".into());
        view.embeds[0].fields.push(Field {
            name: "Pays".into(),
            value: "lines".into(),
            inline: true,
        });
        view.embeds[0].sections.push(Section {
            text: "Seat 2 is free".into(),
            button: button("join"),
        });
        view.embeds[0].footer = Some("Bet 1\nBalance 9".into());
        view.rows = vec![
            Row::Buttons(vec![button("hold")]),
            Row::Buttons(vec![button("draw")]),
        ];
        view.board_rows = 1;
        let body = view.message_json(true);
        assert_eq!(body["flags"], layout::IS_COMPONENTS_V2);
        assert!(body.get("content").is_none() && body.get("embeds").is_none());
        let top = body["components"].as_array().unwrap();
        assert_eq!(top[0], json!({ "type": 10, "content": "<@7>, your turn" }));
        assert_eq!(top[1]["type"], 17);
        assert_eq!(top[1]["accent_color"], 0x123456);
        let inner: Vec<&Value> = top[1]["components"].as_array().unwrap().iter().collect();
        let kinds: Vec<u64> = inner.iter().map(|c| c["type"].as_u64().unwrap()).collect();
        assert_eq!(kinds, [10, 1, 10, 9, 10, 14, 1]);
        assert_eq!(inner[0]["content"], "### Title\nBoard");
        assert_eq!(inner[1]["components"][0]["custom_id"], "hold");
        assert_eq!(inner[2]["content"], "**Pays**\nlines");
        assert_eq!(inner[3]["accessory"]["custom_id"], "join");
        assert_eq!(inner[4]["content"], "-# Bet 1\n-# Balance 9");
        assert_eq!(inner[6]["components"][0]["custom_id"], "draw");
        let ids: Vec<&str> = layout::controls(&body)
            .iter()
            .filter_map(|c| c["custom_id"].as_str())
            .collect();
        assert_eq!(ids, ["hold", "join", "draw"]);
        assert!(layout::text_of(&body).contains("Seat 2 is free"));
        let measured = layout::measure(&layout::components(&view));
        assert_eq!(layout::measure_view(&view), measured);
        assert_eq!(measured.components, 13);
    }

    #[test]
    fn a_board_past_the_budget_is_cut_to_fit_and_one_within_is_kept() {
        let line = "x".repeat(99);
        let mut view = View::embed("Title", vec![line.as_str(); 30].join("\n"), 1);
        let kept = view.clone();
        view.embeds[0].footer = Some("Bet 1".into());
        assert!(!view.clone().cut_to_fit());
        view.embeds[0].description = vec![line.as_str(); 60].join("\n");
        assert!(view.check_limits().is_err());
        assert!(view.cut_to_fit());
        view.check_limits().expect("cut to fit");
        let description = &view.embeds[0].description;
        assert!(description.starts_with(&kept.embeds[0].description[..99]));
        assert!(description.ends_with("\n…"), "{description}");
        // Only whole lines go: every line but the ellipsis is one of the board's.
        assert!(description.lines().rev().skip(1).all(|l| l == line));
        assert!(layout::measure_view(&view).text > layout::TEXT_BUDGET - 100);
    }

    #[test]
    fn updates_clear_components_and_only_new_messages_carry_flags() {
        let view = View {
            ephemeral: true,
            ..View::embed("t", "d", 1)
        };
        let update = Reply::update(view.clone()).to_json();
        assert_eq!(update["type"], 7);
        assert_eq!(update["data"]["flags"], layout::IS_COMPONENTS_V2);
        // A message posted before V2 takes the new layout: its content and embeds go.
        assert_eq!(update["data"]["content"], Value::Null);
        assert_eq!(update["data"]["embeds"], json!([]));
        let message = Reply::message(view).to_json();
        assert_eq!(message["type"], 4);
        assert_eq!(
            message["data"]["flags"],
            layout::IS_COMPONENTS_V2 | layout::EPHEMERAL
        );
    }
}
