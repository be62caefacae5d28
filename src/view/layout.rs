//! A [`View`] as Discord lays messages out now: Components V2 (the message flag
//! `IS_COMPONENTS_V2`). Each panel of the view ([`Embed`]) is one container in its colour:
//!
//! - its title and board, as text, and the board's picture in the pictures style
//!   ([`super::picture`]), in a media gallery;
//! - the rows that belong to the board ([`View::board_rows`]: holds under the cards, dice
//!   under the dice), and what shows under them ([`Embed::details`]);
//! - its fields, as text, and its [`Section`]s, a line with its button beside it;
//! - its picture, in a media gallery, and its footer in small print;
//! - a separator, then the view's other rows, in the last container.
//!
//! A V2 message has no `content` and no `embeds`: the view's content (a ping, a notice)
//! becomes a text display above the containers. An edit clears both explicitly, so that a
//! message posted before the upgrade takes the new layout on its next edit.

use super::{Button, Embed, Row, Section, View};
use serde_json::{Value, json};

/// The message flag that makes a message Components V2.
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// The message flag that shows a message only to the member who acted.
pub const EPHEMERAL: u64 = 1 << 6;
/// The most components a V2 message holds, counting every nested one.
pub const MAX_COMPONENTS: usize = 40;
/// The most text one message holds: every text display's characters together. Discord
/// refuses a V2 message past 4,000 characters of text; Parlor counts its text displays,
/// where all of its text is (a label or an option is short and counted by its own limits).
pub const TEXT_BUDGET: usize = 4000;
/// The room a board's own text (a panel's description) has within [`TEXT_BUDGET`]: the
/// rest is for its title, its fields and its small print.
pub const BOARD_BUDGET: usize = TEXT_BUDGET - 150;

const CONTAINER: u8 = 17;
const TEXT: u8 = 10;
const SECTION: u8 = 9;
const SEPARATOR: u8 = 14;
const GALLERY: u8 = 12;
const ACTION_ROW: u8 = 1;
const BUTTON: u8 = 2;
const SELECT: u8 = 3;

/// The message body: its components, flags and mentions. `new_message`: a message of its
/// own (it may be private); otherwise an edit, which clears the content and embeds an
/// earlier layout may have left.
pub fn message_json(view: &View, new_message: bool) -> Value {
    let mut flags = IS_COMPONENTS_V2;
    if new_message && view.ephemeral {
        flags |= EPHEMERAL;
    }
    let mut data = json!({
        "flags": flags,
        "components": components(view),
        "allowed_mentions": { "parse": [] },
    });
    if !new_message {
        data["content"] = Value::Null;
        data["embeds"] = json!([]);
    }
    if !view.pings.is_empty() {
        let users: Vec<String> = view.pings.iter().map(u64::to_string).collect();
        data["allowed_mentions"] = json!({ "parse": [], "users": users });
    }
    if !view.attachments.is_empty() {
        data["attachments"] = json!(
            view.attachments
                .iter()
                .enumerate()
                .map(|(i, a)| a.to_json(i))
                .collect::<Vec<_>>()
        );
    }
    data
}

/// The view's top-level components: its content, then a container per panel.
pub fn components(view: &View) -> Vec<Value> {
    let mut out = Vec::with_capacity(view.embeds.len() + 1);
    if let Some(content) = view.content.as_deref().filter(|c| !c.is_empty()) {
        out.push(text(content));
    }
    let (board_rows, action_rows) = view.split_rows();
    let last = view.embeds.len().saturating_sub(1);
    for (at, embed) in view.embeds.iter().enumerate() {
        let board = if at == 0 { board_rows } else { &[] };
        let actions = if at == last { action_rows } else { &[] };
        out.push(container(view, embed, board, actions));
    }
    if view.embeds.is_empty() {
        // A message of text alone (none of Parlor's views is, but an edit must still clear
        // the buttons): all its rows follow the text.
        out.extend(view.rows.iter().map(Row::to_json));
    }
    out
}

fn container(view: &View, embed: &Embed, board_rows: &[Row], action_rows: &[Row]) -> Value {
    let mut inner = Vec::new();
    let head = match (embed.title.is_empty(), embed.description.is_empty()) {
        (false, false) => format!("### {}\n{}", embed.title, embed.description),
        (false, true) => format!("### {}", embed.title),
        (true, _) => embed.description.clone(),
    };
    if !head.is_empty() {
        inner.push(text(&head));
    }
    if let Some(picture) = &embed.picture {
        let mut item = json!({ "media": { "url": picture.url } });
        if !picture.description.is_empty() {
            item["description"] = json!(picture.description);
        }
        inner.push(json!({ "type": GALLERY, "items": [item] }));
    }
    inner.extend(board_rows.iter().map(Row::to_json));
    if !embed.details.is_empty() {
        inner.push(text(&embed.details));
    }
    let fields = fields_text(embed);
    if !fields.is_empty() {
        inner.push(text(&fields));
    }
    inner.extend(embed.sections.iter().map(Section::to_json));
    if let Some(image) = &embed.image {
        let alt = view
            .attachments
            .iter()
            .find(|a| image.strip_prefix("attachment://") == Some(a.filename.as_str()))
            .map(|a| a.description.as_str())
            .filter(|d| !d.is_empty());
        let mut item = json!({ "media": { "url": image } });
        if let Some(alt) = alt {
            item["description"] = json!(alt);
        }
        inner.push(json!({ "type": GALLERY, "items": [item] }));
    }
    if let Some(footer) = embed.footer.as_deref().map(small_print)
        && !footer.is_empty()
    {
        inner.push(text(&footer));
    }
    if !action_rows.is_empty() {
        if !inner.is_empty() {
            inner.push(json!({ "type": SEPARATOR, "divider": true, "spacing": 1 }));
        }
        inner.extend(action_rows.iter().map(Row::to_json));
    }
    if inner.is_empty() {
        // Discord wants a container to hold something; an empty panel says nothing.
        inner.push(text("\u{200b}"));
    }
    json!({ "type": CONTAINER, "accent_color": embed.colour, "components": inner })
}

/// The panel's fields as one text: each name in bold over its value.
fn fields_text(embed: &Embed) -> String {
    embed
        .fields
        .iter()
        .map(|f| format!("**{}**\n{}", f.name, f.value))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// Every line of `footer` as Discord's small print (`-# `).
fn small_print(footer: &str) -> String {
    footer
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| format!("-# {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn text(content: &str) -> Value {
    json!({ "type": TEXT, "content": content })
}

impl Section {
    fn to_json(&self) -> Value {
        json!({
            "type": SECTION,
            "components": [text(&self.text)],
            "accessory": self.button.to_json(),
        })
    }
}

impl Button {
    fn to_json(&self) -> Value {
        let mut button = json!({
            "type": BUTTON,
            "style": self.style as u8,
            "label": self.label,
            "custom_id": self.custom_id,
            "disabled": self.disabled,
        });
        if let Some(emoji) = &self.emoji {
            button["emoji"] = json!({ "id": emoji.id.to_string(), "name": emoji.name });
        }
        button
    }
}

impl Row {
    pub(super) fn to_json(&self) -> Value {
        let components = match self {
            Row::Buttons(buttons) => buttons.iter().map(Button::to_json).collect::<Vec<_>>(),
            Row::Select(s) => vec![json!({
                "type": SELECT,
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
        json!({ "type": ACTION_ROW, "components": components })
    }
}

/// How a V2 body measures against Discord's limits and Parlor's budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Measure {
    /// Every component, nested ones included.
    pub components: usize,
    /// The characters of every text display.
    pub text: usize,
}

/// Measures the view as [`components`] lays it out, without laying it out: the click
/// path measures every board before it sends it.
pub fn measure_view(view: &View) -> Measure {
    let chars = |s: &str| s.chars().count();
    let mut m = Measure {
        components: 0,
        text: 0,
    };
    let add_text = |m: &mut Measure, n: usize| {
        m.components += 1;
        m.text += n;
    };
    if let Some(content) = view.content.as_deref().filter(|c| !c.is_empty()) {
        add_text(&mut m, chars(content));
    }
    let rows = |m: &mut Measure, rows: &[Row]| {
        for row in rows {
            m.components += 1 + match row {
                Row::Buttons(buttons) => buttons.len(),
                Row::Select(_) => 1,
            };
        }
    };
    let (board_rows, action_rows) = view.split_rows();
    let last = view.embeds.len().saturating_sub(1);
    for (at, embed) in view.embeds.iter().enumerate() {
        let before = m.components;
        m.components += 1;
        match (embed.title.is_empty(), embed.description.is_empty()) {
            (false, false) => add_text(&mut m, 5 + chars(&embed.title) + chars(&embed.description)),
            (false, true) => add_text(&mut m, 4 + chars(&embed.title)),
            (true, false) => add_text(&mut m, chars(&embed.description)),
            (true, true) => {}
        }
        if embed.picture.is_some() {
            m.components += 1;
        }
        if at == 0 {
            rows(&mut m, board_rows);
        }
        if !embed.details.is_empty() {
            add_text(&mut m, chars(&embed.details));
        }
        if !embed.fields.is_empty() {
            let fields: usize = embed
                .fields
                .iter()
                .map(|f| 5 + chars(&f.name) + chars(&f.value))
                .sum();
            add_text(&mut m, fields + 2 * (embed.fields.len() - 1));
        }
        for section in &embed.sections {
            // The section, its text and its button.
            m.components += 2;
            add_text(&mut m, chars(&section.text));
        }
        if embed.image.is_some() {
            m.components += 1;
        }
        if let Some(footer) = embed.footer.as_deref().map(small_print)
            && !footer.is_empty()
        {
            add_text(&mut m, chars(&footer));
        }
        if at == last && !action_rows.is_empty() {
            if m.components > before + 1 {
                m.components += 1;
            }
            rows(&mut m, action_rows);
        }
        if m.components == before + 1 {
            add_text(&mut m, 1);
        }
    }
    if view.embeds.is_empty() {
        rows(&mut m, &view.rows);
    }
    m
}

/// Measures a list of components (a body's `components`).
pub fn measure(components: &[Value]) -> Measure {
    let mut m = Measure {
        components: 0,
        text: 0,
    };
    walk(components, &mut |c| {
        m.components += 1;
        if c["type"] == TEXT {
            m.text += c["content"].as_str().map_or(0, |s| s.chars().count());
        }
    });
    m
}

/// Calls `visit` on every component of the list, nested ones included (a container's
/// children, a row's buttons, a section's texts and its accessory), parents first.
pub fn walk(components: &[Value], visit: &mut dyn FnMut(&Value)) {
    for c in components {
        visit(c);
        if let Some(children) = c["components"].as_array() {
            walk(children, visit);
        }
        if let Some(accessory) = c.get("accessory") {
            walk(std::slice::from_ref(accessory), visit);
        }
        if let Some(inner) = c.get("component") {
            walk(std::slice::from_ref(inner), visit);
        }
    }
}

/// Every interactive component of a message body (buttons and menus, wherever they sit),
/// in order: what a player reading the message can press. Reads both layouts, so a message
/// posted before V2 reads too.
pub fn controls(message: &Value) -> Vec<&Value> {
    fn collect<'a>(list: &'a [Value], out: &mut Vec<&'a Value>) {
        for c in list {
            if c["type"] == BUTTON || c["type"] == SELECT {
                out.push(c);
            }
            if let Some(children) = c["components"].as_array() {
                collect(children, out);
            }
            if let Some(accessory) = c.get("accessory") {
                collect(std::slice::from_ref(accessory), out);
            }
        }
    }
    let mut out = Vec::new();
    if let Some(list) = message["components"].as_array() {
        collect(list, &mut out);
    }
    out
}

/// The message's text as a reader sees it, in order: every text display (or, for a message
/// posted before V2, its content and its embeds' titles, descriptions and fields).
pub fn text_of(message: &Value) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(content) = message["content"].as_str() {
        parts.push(content.to_string());
    }
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            if let Some(s) = embed[key].as_str() {
                parts.push(s.to_string());
            }
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            parts.push(format!(
                "{}\n{}",
                field["name"].as_str().unwrap_or_default(),
                field["value"].as_str().unwrap_or_default()
            ));
        }
    }
    if let Some(list) = message["components"].as_array() {
        walk(list, &mut |c| {
            if c["type"] == TEXT
                && let Some(s) = c["content"].as_str()
            {
                parts.push(s.to_string());
            }
        });
    }
    parts.join("\n")
}

/// The body without its media galleries or attachments: a picture that could not be drawn
/// is left out, and the rest of the message still goes.
pub fn without_media(mut body: Value) -> Value {
    fn strip(list: &mut Vec<Value>) {
        list.retain(|c| c["type"] != GALLERY);
        for c in list.iter_mut() {
            if let Some(children) = c.get_mut("components").and_then(Value::as_array_mut) {
                strip(children);
            }
        }
    }
    if let Some(message) = body.as_object_mut() {
        message.remove("attachments");
    }
    if let Some(list) = body.get_mut("components").and_then(Value::as_array_mut) {
        strip(list);
    }
    body
}
