//! Pure rendering: game state in, a transport-free [`View`] out. A View becomes Discord's
//! interaction-response JSON with [`Reply::to_json`], the one serialization every front end
//! sends, and is checked against Discord's limits with [`View::check_limits`].
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
pub mod log;
pub mod modal;
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

pub mod colour {
    pub const TABLE: u32 = 0x5865F2;
    pub const IN_PLAY: u32 = 0x3498DB;
    pub const WIN: u32 = 0x2ECC71;
    pub const LOSS: u32 = 0x95A5A6;
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
    pub embeds: Vec<Embed>,
    pub rows: Vec<Row>,
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
    /// `{"type": 5|6}` for an acknowledgement (a private type 5 carries the flag).
    pub fn to_json(&self) -> Value {
        let kind = self.kind.callback_type();
        match self.kind {
            ResponseKind::DeferredUpdate => json!({ "type": kind }),
            ResponseKind::DeferredMessage if self.view.ephemeral => {
                json!({ "type": kind, "data": { "flags": 64 } })
            }
            ResponseKind::DeferredMessage => json!({ "type": kind }),
            ResponseKind::Modal => json!({
                "type": kind,
                "data": self.modal.as_ref().map(modal::Modal::data_json),
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
    /// A one-embed view.
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

    /// Message JSON. Components and embeds are always sent, so an update clears old buttons.
    pub fn message_json(&self, new_message: bool) -> Value {
        let mut data = json!({
            "embeds": self.embeds.iter().map(Embed::to_json).collect::<Vec<_>>(),
            "components": self.rows.iter().map(Row::to_json).collect::<Vec<_>>(),
            "allowed_mentions": { "parse": [] },
        });
        if !self.pings.is_empty() {
            let users: Vec<String> = self.pings.iter().map(u64::to_string).collect();
            data["allowed_mentions"] = json!({ "parse": [], "users": users });
        }
        if let Some(content) = &self.content {
            data["content"] = json!(content);
        }
        if !self.attachments.is_empty() {
            data["attachments"] = json!(
                self.attachments
                    .iter()
                    .enumerate()
                    .map(|(i, a)| a.to_json(i))
                    .collect::<Vec<_>>()
            );
        }
        if new_message && self.ephemeral {
            data["flags"] = json!(64);
        }
        data
    }

    /// Whether the view has buttons or a menu.
    pub fn has_controls(&self) -> bool {
        !self.rows.is_empty()
    }

    /// Every custom_id on the view, in order.
    pub fn custom_ids(&self) -> Vec<&str> {
        self.rows
            .iter()
            .flat_map(|row| match row {
                Row::Buttons(buttons) => buttons.iter().map(|b| b.custom_id.as_str()).collect(),
                Row::Select(select) => vec![select.custom_id.as_str()],
            })
            .collect()
    }

    /// Checks Discord's limits; the error says which one is broken.
    pub fn check_limits(&self) -> Result<(), String> {
        let len = |s: &str| s.chars().count();
        if let Some(content) = &self.content
            && len(content) > 2000
        {
            return Err("content over 2000 characters".into());
        }
        if self.embeds.len() > 10 {
            return Err("more than 10 embeds".into());
        }
        let mut total = 0;
        for embed in &self.embeds {
            // Discord renders a mention only in content, descriptions and field values.
            let plain = std::iter::once(&embed.title)
                .chain(embed.fields.iter().map(|f| &f.name))
                .chain(&embed.footer);
            for text in plain {
                if text.contains("<@") {
                    return Err(format!("a mention where Discord shows it raw: {text}"));
                }
            }
            if len(&embed.title) > 256 {
                return Err(format!("embed title over 256: {}", embed.title));
            }
            if len(&embed.description) > 4096 {
                return Err("embed description over 4096".into());
            }
            if embed.fields.len() > 25 {
                return Err("more than 25 fields".into());
            }
            total += len(&embed.title) + len(&embed.description);
            for field in &embed.fields {
                if field.name.is_empty() || len(&field.name) > 256 {
                    return Err(format!("field name empty or over 256: {}", field.name));
                }
                if field.value.is_empty() || len(&field.value) > 1024 {
                    return Err(format!("field value empty or over 1024 in {}", field.name));
                }
                total += len(&field.name) + len(&field.value);
            }
            if let Some(footer) = &embed.footer {
                if len(footer) > 2048 {
                    return Err("footer over 2048".into());
                }
                total += len(footer);
            }
            if embed.title.is_empty() && embed.description.is_empty() && embed.fields.is_empty() {
                return Err("empty embed".into());
            }
        }
        if total > 6000 {
            return Err(format!("embeds total {total} characters, over 6000"));
        }
        if self.rows.len() > 5 {
            return Err("more than 5 rows".into());
        }
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => {
                    if buttons.is_empty() || buttons.len() > 5 {
                        return Err("a row holds 1 to 5 buttons".into());
                    }
                    for b in buttons {
                        if b.label.is_empty() || len(&b.label) > 80 {
                            return Err(format!("button label empty or over 80: {}", b.label));
                        }
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
        if self.embeds.is_empty() && self.content.as_deref().is_none_or(str::is_empty) {
            return Err("a message needs content or an embed".into());
        }
        self.check_attachments()
    }

    /// A message carries at most one file (the serenity call that sends files numbers each
    /// `files[0]`), with a name and an alt text within Discord's limits, shown by an embed
    /// that names it; an embed's picture is one of the message's own files.
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
                return Err(format!("an embed shows {image}, not a file of the message"));
            }
        }
        Ok(())
    }
}

impl Embed {
    fn to_json(&self) -> Value {
        let mut embed = json!({ "color": self.colour });
        if !self.title.is_empty() {
            embed["title"] = json!(self.title);
        }
        if !self.description.is_empty() {
            embed["description"] = json!(self.description);
        }
        if !self.fields.is_empty() {
            embed["fields"] = json!(
                self.fields
                    .iter()
                    .map(|f| json!({ "name": f.name, "value": f.value, "inline": f.inline }))
                    .collect::<Vec<_>>()
            );
        }
        if let Some(footer) = &self.footer {
            embed["footer"] = json!({ "text": footer });
        }
        if let Some(image) = &self.image {
            embed["image"] = json!({ "url": image });
        }
        embed
    }
}

impl Row {
    fn to_json(&self) -> Value {
        let components = match self {
            Row::Buttons(buttons) => buttons
                .iter()
                .map(|b| {
                    let mut button = json!({
                        "type": 2,
                        "style": b.style as u8,
                        "label": b.label,
                        "custom_id": b.custom_id,
                        "disabled": b.disabled,
                    });
                    if let Some(emoji) = &b.emoji {
                        button["emoji"] = json!({ "id": emoji.id.to_string(), "name": emoji.name });
                    }
                    button
                })
                .collect::<Vec<_>>(),
            Row::Select(s) => vec![json!({
                "type": 3,
                "custom_id": s.custom_id,
                "placeholder": s.placeholder,
                "min_values": s.min_values,
                "max_values": s.max_values,
                "options": s.options.iter().map(|o| {
                    let mut option = json!({ "label": o.label, "value": o.value, "default": o.default });
                    if let Some(d) = &o.description {
                        option["description"] = json!(d);
                    }
                    option
                }).collect::<Vec<_>>(),
            })],
        };
        json!({ "type": 1, "components": components })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_catch_each_breach() {
        let ok = View::embed("t", "d", 0);
        assert!(ok.check_limits().is_ok());
        let mut v = ok.clone();
        v.embeds[0].description = "x".repeat(4097);
        assert!(v.check_limits().is_err());
        let mut v = ok.clone();
        v.rows = vec![Row::Buttons(vec![Button::new("a", "A", Style::Primary); 6])];
        assert!(v.check_limits().is_err());
        let mut v = ok.clone();
        v.rows = vec![Row::Buttons(vec![
            Button::new("a", "A", Style::Primary),
            Button::new("a", "B", Style::Primary),
        ])];
        assert!(v.check_limits().unwrap_err().contains("twice"));
        let mut v = ok.clone();
        v.rows = vec![Row::Buttons(vec![Button::new(
            "x".repeat(101),
            "A",
            Style::Primary,
        )])];
        assert!(v.check_limits().is_err());
        let mut v = ok.clone();
        v.rows = (0..6)
            .map(|i| Row::Buttons(vec![Button::new(format!("{i}"), "A", Style::Primary)]))
            .collect();
        assert!(v.check_limits().is_err());
        let mut v = ok.clone();
        v.embeds[0].fields = vec![Field {
            name: "n".into(),
            value: "v".repeat(1025),
            inline: false,
        }];
        assert!(v.check_limits().is_err());
        let mut v = ok.clone();
        v.embeds[0].fields = vec![Field {
            name: "Trainer · <@1000>".into(),
            value: "<@1000> is rendered here".into(),
            inline: false,
        }];
        assert!(v.check_limits().unwrap_err().contains("mention"));
        v.embeds[0].fields[0].name = "Trainer · bob".into();
        assert!(
            v.check_limits().is_ok(),
            "a mention in a field's value is fine"
        );
        let mut v = ok;
        v.embeds[0].title = "<@1>'s game".into();
        assert!(v.check_limits().is_err());
    }

    #[test]
    fn updates_clear_components_and_only_new_messages_carry_flags() {
        let view = View {
            ephemeral: true,
            ..View::embed("t", "d", 1)
        };
        let update = Reply::update(view.clone()).to_json();
        assert_eq!(update["type"], 7);
        assert_eq!(update["data"]["components"], json!([]));
        assert!(update["data"].get("flags").is_none());
        let message = Reply::message(view).to_json();
        assert_eq!(message["type"], 4);
        assert_eq!(message["data"]["flags"], 64);
    }
}
