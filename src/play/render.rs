//! Replies as readable terminal text.

use crate::t;
use crate::view::{Locale, Reply, ResponseKind, Row, View};

/// The reply as text, each message in its layout's order ([`view`]), its buttons numbered
/// for `click 2`, with their custom_ids for scripts. `name` turns a user id into a name for
/// mentions. `before`: what an updated message showed, whose unchanged fields (a pay
/// table) are not printed again. The table's own words are in `locale`, the reader's.
pub fn reply(
    reply: &Reply,
    print: Print,
    locale: Locale,
    name: &dyn Fn(u64) -> Option<String>,
    before: Option<&View>,
) -> String {
    let mut out = String::new();
    let heading = match (reply.kind, reply.view.ephemeral) {
        (ResponseKind::Update, _) => t!(locale, "play-updated"),
        (ResponseKind::DeferredUpdate, _) => t!(locale, "play-updated-working"),
        (ResponseKind::Message, true) => t!(locale, "play-private"),
        (ResponseKind::DeferredMessage, true) => t!(locale, "play-private-thinking"),
        (ResponseKind::Message, false) => t!(locale, "play-new"),
        (ResponseKind::DeferredMessage, false) => t!(locale, "play-new-thinking"),
        (ResponseKind::Modal, _) => t!(locale, "play-form"),
    };
    out.push_str(&rule(&heading));
    if let Some(form) = &reply.modal {
        out.push_str(&self::form(form, locale));
    }
    out.push_str(&view(&reply.view, print, locale, name, before));
    if let Some(private) = &reply.private {
        out.push_str(&rule(&t!(locale, "play-private-follow-up")));
        out.push_str(&view(private, print, locale, name, None));
    }
    for edit in &reply.edits {
        out.push_str(&rule(&t!(locale, "play-other-updated")));
        out.push_str(&view(&edit.view, print, locale, name, None));
    }
    for posted in &reply.announce {
        out.push_str(&rule(&t!(locale, "play-new")));
        out.push_str(&view(posted, print, locale, name, None));
    }
    out.push('\n');
    out
}

/// A form: its title, each field with its label and what it holds, and how to send it.
fn form(form: &crate::view::modal::Modal, locale: Locale) -> String {
    let mut out = format!("{}\n", form.title);
    for field in &form.fields {
        let label = t!(
            locale,
            "play-form-field",
            field = field.id.as_str(),
            label = field.label.as_str()
        );
        match &field.value {
            Some(value) => out.push_str(&format!("  {label} [{value}]\n")),
            None => out.push_str(&format!("  {label}\n")),
        }
    }
    let example: Vec<String> = form
        .fields
        .iter()
        .map(|f| format!("{}:{}", f.id, f.value.as_deref().unwrap_or("…")))
        .collect();
    out.push_str(&t!(
        locale,
        "play-form-submit",
        example = format!("submit {}", example.join(" "))
    ));
    out.push('\n');
    out
}

/// `── heading ─────…`, 60 columns.
fn rule(heading: &str) -> String {
    let heading = format!("── {heading} ");
    format!(
        "{heading}{}\n",
        "─".repeat(60usize.saturating_sub(heading.chars().count()))
    )
}

/// The reply that completes an acknowledgement, as text.
pub fn completion(
    reply: &Reply,
    print: Print,
    locale: Locale,
    name: &dyn Fn(u64) -> Option<String>,
    before: Option<&View>,
) -> String {
    let mut out = rule(&t!(locale, "play-done"));
    out.push_str(&self::reply(reply, print, locale, name, before));
    out
}

/// A view in the order Discord lays it out: each panel's title and board, the board's
/// rows, what shows under them, the fields, the lines with their buttons and the footer,
/// then the other rows. Buttons are numbered in that order, as `click <number>` reads them.
fn view(
    v: &View,
    print: Print,
    locale: Locale,
    name: &dyn Fn(u64) -> Option<String>,
    before: Option<&View>,
) -> String {
    let mut out = String::new();
    let mut number = 0;
    if let Some(content) = &v.content {
        out.push_str(&format!("{}\n", clean(content, print, name)));
    }
    let (board_rows, action_rows) = v.split_rows();
    for (e, embed) in v.embeds.iter().enumerate() {
        let fields_before = before.and_then(|b| b.embeds.get(e)).map(|b| &b.fields);
        if !embed.title.is_empty() {
            out.push_str(&format!(
                "{}\n",
                bold(&clean(&embed.title, print, name), print.colour)
            ));
        }
        if !embed.description.is_empty() {
            out.push_str(&format!("{}\n", clean(&embed.description, print, name)));
        }
        if let Some(picture) = &embed.picture {
            out.push_str(&format!(
                "{}\n",
                t!(locale, "play-picture", text = picture.description.as_str())
            ));
        }
        if e == 0 {
            rows(&mut out, board_rows, locale, &mut number);
        }
        if !embed.details.is_empty() {
            out.push_str(&format!("{}\n", clean(&embed.details, print, name)));
        }
        for (f, field) in embed.fields.iter().enumerate() {
            if fields_before.and_then(|b| b.get(f)) == Some(field) {
                let unchanged = t!(
                    locale,
                    "play-unchanged",
                    name = bold(&field.name, print.colour)
                );
                out.push_str(&format!("{unchanged}\n"));
                continue;
            }
            out.push_str(&format!(
                "{}\n{}\n",
                bold(&field.name, print.colour),
                clean(&field.value, print, name)
            ));
        }
        for section in &embed.sections {
            out.push_str(&format!(
                "{}   {}\n",
                clean(&section.text, print, name),
                button(&section.button, locale, &mut number)
            ));
        }
        if let Some(footer) = &embed.footer {
            out.push_str(&format!("{}\n", clean(footer, print, name)));
        }
    }
    if v.embeds.is_empty() {
        rows(&mut out, board_rows, locale, &mut number);
    }
    rows(&mut out, action_rows, locale, &mut number);
    out
}

/// A button as the table lists it: its number, its caption, whether it is off, its id.
fn button(b: &crate::view::Button, locale: Locale, number: &mut usize) -> String {
    *number += 1;
    let off = if b.disabled {
        format!(" {}", t!(locale, "play-disabled"))
    } else {
        String::new()
    };
    format!("{number} [{}]{off} {}", b.caption(), b.custom_id)
}

fn rows(out: &mut String, rows: &[Row], locale: Locale, number: &mut usize) {
    for row in rows {
        match row {
            Row::Buttons(buttons) => {
                let cells: Vec<String> =
                    buttons.iter().map(|b| button(b, locale, number)).collect();
                out.push_str(&format!("  {}\n", cells.join("   ")));
            }
            Row::Select(s) => {
                let options: Vec<String> = s
                    .options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| format!("{}. {} ({})", i + 1, o.label, o.value))
                    .collect();
                let menu = t!(
                    locale,
                    "play-menu",
                    placeholder = s.placeholder.as_str(),
                    options = options.join(", ")
                );
                out.push_str(&format!("  {menu}   {}\n", s.custom_id));
            }
        }
    }
}

fn bold(text: &str, colour: bool) -> String {
    if colour {
        format!("\u{1b}[1m{text}\u{1b}[0m")
    } else {
        text.to_string()
    }
}

/// How the table prints: in colour (a terminal) or not, and the table's clock, from which a
/// Discord timestamp's distance is told.
#[derive(Debug, Clone, Copy)]
pub struct Print {
    pub colour: bool,
    pub now: i64,
}

/// Drops code fences and markdown stars, replaces mentions by @name, turns Discord's
/// timestamps into dates, and strips ANSI colour
/// when the output is not a terminal.
pub(super) fn clean(text: &str, print: Print, name: &dyn Fn(u64) -> Option<String>) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("```") {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    let out = crate::view::emoji::map::as_names(out.trim_end());
    let mut out = mentions(&out.replace("**", ""), name);
    out = timestamps(&out, print.now);
    if !print.colour {
        out = strip_ansi(&out);
    }
    out
}

/// Replaces each `<@id>` by `@name` and each `<#id>` by `#name`, in one pass (a name is
/// never scanned again).
pub fn mentions(text: &str, name: &dyn Fn(u64) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let next = |rest: &str| {
        ["<@", "<#"]
            .iter()
            .filter_map(|m| rest.find(m).map(|at| (at, m.as_bytes()[1] as char)))
            .min()
    };
    while let Some((start, sign)) = next(rest) {
        out.push_str(&rest[..start]);
        let tail = &rest[start + 2..];
        let end = tail.find('>').unwrap_or(tail.len());
        match tail[..end].parse::<u64>() {
            Ok(id) if end < tail.len() => {
                // A member or channel not met this session is shown by its id.
                let shown = name(id).unwrap_or_else(|| id.to_string());
                out.push(sign);
                out.push_str(&shown);
                rest = &tail[end + 1..];
            }
            _ => {
                out.push('<');
                out.push(sign);
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Replaces each Discord timestamp, `<t:seconds>` or `<t:seconds:style>`, by its UTC date
/// and time (`2026-12-06 13:17 UTC`), or for the relative style (`R`) by how far it is from
/// `now`, in days, hours or minutes, rounded to the nearest (`+7d`, `-3h`).
pub fn timestamps(text: &str, now: i64) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("<t:") {
        out.push_str(&rest[..start]);
        let tail = &rest[start + 3..];
        let end = tail.find('>').unwrap_or(tail.len());
        let (seconds, style) = tail[..end].split_once(':').unwrap_or((&tail[..end], "f"));
        let shown = match seconds.parse::<i64>() {
            Ok(at) if end < tail.len() => shown_time(at, style, now),
            _ => None,
        };
        match shown {
            Some(shown) => {
                out.push_str(&shown);
                rest = &tail[end + 1..];
            }
            None => {
                out.push_str("<t:");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// One timestamp as [`timestamps`] shows it; None for one that is not a time.
fn shown_time(at: i64, style: &str, now: i64) -> Option<String> {
    if style == "R" {
        let ahead = at.saturating_sub(now);
        // Rounded to the nearest unit, as Discord shows it: a week less the second it took
        // to print is still a week.
        let nearest = |s: u64, unit: u64| s.saturating_add(unit / 2) / unit;
        let (n, unit) = match ahead.unsigned_abs() {
            s if nearest(s, 86_400) >= 1 => (nearest(s, 86_400), "d"),
            s if nearest(s, 3_600) >= 1 => (nearest(s, 3_600), "h"),
            s => (nearest(s, 60), "min"),
        };
        let sign = if ahead < 0 { "-" } else { "+" };
        return Some(format!("{sign}{n}{unit}"));
    }
    let time = time::OffsetDateTime::from_unix_timestamp(at).ok()?;
    let (year, month, day) = time.to_calendar_date();
    Some(format!(
        "{year}-{:02}-{day:02} {:02}:{:02} UTC",
        u8::from(month),
        time.hour(),
        time.minute()
    ))
}

fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_timestamps_read_as_utc_dates_and_distances() {
        let now = 1_796_563_040 - 7 * 86_400;
        assert_eq!(
            timestamps("until <t:1796563040:f> (<t:1796563040:R>).", now),
            "until 2026-12-06 13:17 UTC (+7d)."
        );
        assert_eq!(
            timestamps("<t:0> <t:60:R>", 7_260),
            "1970-01-01 00:00 UTC -2h"
        );
        // A second short of a week is a week; 50 minutes is an hour, 20 a third of one.
        assert_eq!(timestamps("<t:604799:R>", 0), "+7d");
        assert_eq!(timestamps("<t:3000:R> <t:1200:R>", 0), "+1h +20min");
        // The largest exclusion is never shown as a date; anything else stays as it is.
        assert_eq!(
            timestamps("<t:x:f> <t:9223372036854775807:f> <t:5", 0),
            "<t:x:f> <t:9223372036854775807:f> <t:5"
        );
    }

    #[test]
    fn mentions_become_names_once() {
        let name = |id: u64| match id {
            1 => Some("<@1>".to_string()),
            2 => Some("bob".to_string()),
            _ => None,
        };
        assert_eq!(
            mentions("<@2> and <@1> and <@9>", &name),
            "@bob and @<@1> and @9"
        );
        assert_eq!(mentions("<@x> <@2", &name), "<@x> <@2");
        assert_eq!(
            mentions("<#2> then <@2>, <#x", &name),
            "#bob then @bob, <#x"
        );
        assert_eq!(strip_ansi("\u{1b}[0;31mA♥\u{1b}[0m"), "A♥");
    }
}
