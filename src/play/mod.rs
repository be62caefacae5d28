//! The terminal table: the app layer with no Discord. It reads lines (a slash command as
//! typed in Discord, `click <custom_id>`, `select <custom_id> <value>...`, `as <name>`,
//! `wait <duration>`, `expire`) and prints each reply readably, or with `--json` exactly the
//! interaction-response JSON Discord would receive, one line each.

mod parse;
mod render;

pub use parse::{Line, ParseError, parse_line};

use crate::app::{Action, Actor, Answer, App, Request};
use crate::view::{Delivery, Locale, Reply, ResponseKind, View};
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::sync::Arc;

/// The terminal's one server and channel.
pub const GUILD: u64 = 1;
pub const CHANNEL: u64 = 10;
/// The member a session starts as; a server manager.
pub const FIRST_USER: &str = "player";
/// The bot's own name: mentioning it names a bot.
pub const BOT_USER: &str = "parlor";

pub struct Table {
    app: Arc<App>,
    json: bool,
    colour: bool,
    users: BTreeMap<String, u64>,
    current: String,
    next_interaction: u64,
    /// Messages posted so far, newest last: (message id, view).
    messages: Vec<(u64, View)>,
    next_message: u64,
}

impl Table {
    pub fn new(app: Arc<App>, json: bool, colour: bool) -> Table {
        let mut users = BTreeMap::new();
        users.insert(BOT_USER.to_string(), 999);
        users.insert(FIRST_USER.to_string(), 1000);
        // Interaction ids must be unique across sessions on one database, as Discord's are:
        // a repeated id would be answered from the record of the earlier session.
        let stamp = rand::random::<u64>() >> 2;
        Table {
            app,
            json,
            colour,
            users,
            current: FIRST_USER.to_string(),
            next_interaction: stamp,
            messages: Vec::new(),
            next_message: stamp,
        }
    }

    pub fn app(&self) -> &App {
        &self.app
    }

    /// The user id for a name, making one up the first time.
    pub fn user_id(&mut self, name: &str) -> u64 {
        let next = 1000 + self.users.len() as u64;
        *self.users.entry(name.to_lowercase()).or_insert(next)
    }

    fn name_of(&self, id: u64) -> Option<&str> {
        self.users
            .iter()
            .find(|(_, v)| **v == id)
            .map(|(k, _)| k.as_str())
    }

    /// Runs every line of `input`, writing replies to `out` and problems to `err`. With a
    /// `prompt` (an interactive terminal), it is written to `err` before each line.
    pub async fn run(
        &mut self,
        mut input: impl BufRead,
        out: &mut impl Write,
        err: &mut impl Write,
        prompt: Option<&str>,
    ) -> std::io::Result<()> {
        let mut line = String::new();
        loop {
            if let Some(prompt) = prompt {
                write!(err, "{prompt}")?;
                err.flush()?;
            }
            line.clear();
            if input.read_line(&mut line)? == 0 || !self.run_line(&line, out, err).await? {
                return Ok(());
            }
        }
    }

    /// Runs one line; false when the session should end.
    pub async fn run_line(
        &mut self,
        line: &str,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> std::io::Result<bool> {
        let parsed = match parse_line(line, &mut |name| self.user_id(name), BOT_USER) {
            Ok(parsed) => parsed,
            Err(e) => {
                writeln!(err, "error: {e}")?;
                return Ok(true);
            }
        };
        match parsed {
            Line::Empty => {}
            Line::Quit => return Ok(false),
            Line::Help => writeln!(err, "{}", crate::view::help::terminal_help(Locale::En))?,
            Line::As(name) => {
                self.user_id(&name);
                self.current = name.to_lowercase();
                if !self.json {
                    writeln!(out, "(now acting as @{})", self.current)?;
                }
            }
            Line::Wait(seconds) => {
                self.app.clock().advance(seconds);
                if !self.json {
                    writeln!(
                        out,
                        "({} later)",
                        crate::view::format::duration(Locale::En, seconds)
                    )?;
                }
            }
            Line::Expire => match self.app.expire_idle().await {
                Ok(edits) => {
                    for edit in edits {
                        let reply = Reply::update(edit.view);
                        self.show(&reply, None, out)?;
                    }
                }
                Err(e) => writeln!(err, "error: {e}")?,
            },
            Line::Command(command) => {
                let request = self.request(Action::Command(command));
                let answer = self.app.answer(request).await;
                self.answered(answer, None, out).await?;
            }
            Line::Click { custom_id, values } => {
                let message_id = self
                    .messages
                    .iter()
                    .rev()
                    .find(|(_, v)| v.custom_ids().contains(&custom_id.as_str()))
                    .map(|(id, _)| *id);
                let request = self.request(Action::Click {
                    custom_id,
                    values,
                    message_id,
                });
                let answer = self.app.answer(request).await;
                self.answered(answer, message_id, out).await?;
            }
        }
        Ok(true)
    }

    /// Shows an answer: the reply, or the acknowledgement and then, once the work is done,
    /// what completes it.
    async fn answered(
        &mut self,
        answer: Answer,
        clicked_message: Option<u64>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        match answer {
            Answer::Now(reply) => self.show(&reply, clicked_message, out),
            Answer::Later { ack, reply } => {
                self.print(&ack, &[], out)?;
                let reply = match reply.await {
                    Ok(reply) => reply,
                    Err(e) => Reply::notice(crate::view::economy::error(&e.to_string())),
                };
                self.keep(&reply, clicked_message);
                if self.json {
                    self.print_deliveries(&ack.completion(&reply), out)
                } else {
                    let names = |id: u64| self.name_of(id).map(str::to_string);
                    write!(out, "{}", render::completion(&reply, self.colour, &names))?;
                    out.flush()
                }
            }
        }
    }

    fn request(&mut self, action: Action) -> Request {
        self.next_interaction += 1;
        let id = self.user_id(&self.current.clone());
        Request {
            interaction_id: self.next_interaction.to_string(),
            guild_id: Some(GUILD),
            channel_id: CHANNEL,
            actor: Actor {
                id,
                name: self.current.clone(),
                manager: self.current == FIRST_USER,
            },
            locale: Locale::En,
            action,
        }
    }

    fn show(
        &mut self,
        reply: &Reply,
        clicked_message: Option<u64>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        self.keep(reply, clicked_message);
        self.print(reply, &reply.deliveries(), out)
    }

    /// Keeps the channel's messages as Discord would.
    fn keep(&mut self, reply: &Reply, clicked_message: Option<u64>) {
        match (reply.kind, clicked_message) {
            (ResponseKind::Update, Some(id)) => {
                if let Some(slot) = self.messages.iter_mut().find(|(m, _)| *m == id) {
                    slot.1 = reply.view.clone();
                }
            }
            _ => {
                self.next_message += 1;
                self.messages.push((self.next_message, reply.view.clone()));
            }
        }
    }

    fn print(
        &self,
        reply: &Reply,
        deliveries: &[Delivery],
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        if self.json {
            writeln!(out, "{}", reply.to_json())?;
            self.print_deliveries(deliveries, out)
        } else {
            let names = |id: u64| self.name_of(id).map(str::to_string);
            write!(out, "{}", render::reply(reply, self.colour, &names))?;
            out.flush()
        }
    }

    /// What Discord would receive after the response, one JSON line each.
    fn print_deliveries(
        &self,
        deliveries: &[Delivery],
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        for delivery in deliveries {
            let line = match delivery {
                Delivery::EditOriginal(body) => serde_json::json!({ "edit_original": body }),
                Delivery::DeleteOriginal => serde_json::json!({ "delete_original": true }),
                Delivery::Followup(body) => serde_json::json!({ "followup": body }),
                Delivery::EditMessage { game_id, body, .. } => {
                    serde_json::json!({ "edit": { "game": game_id, "message": body } })
                }
            };
            writeln!(out, "{line}")?;
        }
        out.flush()
    }
}
