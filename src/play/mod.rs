//! The terminal table: the app layer with no Discord. It reads lines (a slash command as
//! typed in Discord, `click 2` / `click deal` / `click <custom_id>`, `select chance` /
//! `select <custom_id> <value>...`, `as <name>`, `in #channel`, `wait <duration>`, `expire`)
//! and prints
//! each reply readably, or with `--json` exactly the interaction-response JSON Discord would
//! receive, one line each.
//!
//! The session has a language (`--locale`), the server's as Discord would report it; `as
//! <name> <locale>` gives a member their own, so members of different languages meet at one
//! table. The table's own messages are in the acting member's language.
//!
//! The table acts in its own channel, `#table`, until `in #name` takes it to another: each
//! channel keeps its messages, and clicks press those of the channel the table is in.

mod clicks;
mod input;
mod parse;
mod render;

pub use input::{channel_id, clean_line, member_id};
pub use parse::{LONGEST_WAIT_SECONDS, Line, ParseError, Place, Target, parse_line};

use crate::app::{Action, Actor, Answer, App, Elsewhere, Place as AppPlace, Request};
use crate::t;
use crate::view::{Delivery, Locale, Reply, ResponseKind, View};
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The terminal's one server, and the channel the table starts in, `#table`.
pub const GUILD: u64 = 1;
pub const CHANNEL: u64 = 10;
/// The member a session starts as; a server manager.
pub const FIRST_USER: &str = "player";
/// The bot's own name: mentioning it names a bot.
pub const BOT_USER: &str = "parlor";
/// The terminal table's own database, so that trying Parlor never touches a bot's chips.
pub const DEFAULT_DB: &str = "parlor-play.db";

/// Where the table saves the files replies carry, unless told: beside its database.
pub const DEFAULT_ATTACHMENTS: &str = "parlor-play-attachments";

/// Where the terminal table's pictures are said to be served when the configuration gives
/// no public URL: the table draws them itself, and `--attachments` saves them.
pub const PICTURES_BASE: &str = "http://localhost/pictures";

/// The configuration the terminal table plays with: the pictures style set up even without
/// a public URL (its links signed with a key of this run's own), so that a server that
/// chose it sees its boards as pictures.
pub fn table_config(config: &crate::config::Config) -> crate::config::Config {
    let mut config = config.clone();
    if config.pictures.links().is_none() {
        config.pictures.base_url = Some(PICTURES_BASE.into());
        config.pictures.key = Some(format!("{:032x}", rand::random::<u128>()));
    }
    config
}

/// The folder beside the database file `db` that the table saves files in:
/// `parlor-play.db` keeps them in `parlor-play-attachments`; a database that is not a file
/// (PostgreSQL) in [`DEFAULT_ATTACHMENTS`] here.
pub fn attachments_beside(db: &str) -> PathBuf {
    let file = match db.strip_prefix("sqlite:") {
        Some(url) => {
            let file = url.split('?').next().unwrap_or(url);
            file.strip_prefix("//").unwrap_or(file)
        }
        None if db.contains("://") => return PathBuf::from(DEFAULT_ATTACHMENTS),
        None => db,
    };
    if file.is_empty() || file == ":memory:" {
        return PathBuf::from(DEFAULT_ATTACHMENTS);
    }
    let path = Path::new(file);
    let stem = path.file_stem().map_or_else(
        || "parlor-play".to_string(),
        |stem| stem.to_string_lossy().into_owned(),
    );
    path.with_file_name(format!("{stem}-attachments"))
}

/// A place outside a hosting server, whose replies everyone there sees.
fn elsewhere(at: Elsewhere) -> AppPlace {
    AppPlace::Elsewhere { at, public: true }
}

/// What the line editor read.
enum Typed {
    Line(String),
    /// Bytes that are not UTF-8: skipped.
    NotText,
    /// Ctrl-D, Ctrl-C, or the terminal failing (with why).
    End(Option<String>),
}

pub struct Table {
    app: Arc<App>,
    json: bool,
    colour: bool,
    /// The names met this session, for showing mentions.
    users: BTreeMap<u64, String>,
    current: String,
    /// The channel the table acts in: [`CHANNEL`] until `in #name` (or `in dm`, ...).
    channel: u64,
    /// Where that channel is: the server's (which hosts Parlor), a DM, a group DM, a
    /// server that has not added Parlor.
    place: Place,
    next_interaction: u64,
    /// Messages posted so far, in every channel, newest last.
    messages: Vec<Posted>,
    next_message: u64,
    /// The message whose buttons `click 2` and `click deal` press: the latest one shown
    /// with buttons or a menu, in the channel the table is in.
    focus: Option<u64>,
    /// Private (ephemeral) messages and the member each was shown to: nobody else sees or
    /// clicks them.
    owners: BTreeMap<u64, String>,
    /// The server's language, and every member's unless `as` gave them one.
    locale: Locale,
    /// The members' own languages, by name.
    locales: BTreeMap<String, Locale>,
    /// The form open for each member, the message whose button opened it, and the channel
    /// it was opened in (where it is sent from).
    forms: BTreeMap<String, (crate::view::modal::Modal, Option<u64>, u64)>,
    /// Log-channel posts sent, not yet printed: (channel, message).
    posts: Posts,
    /// Where the files replies carry (a profile card) are saved.
    attachments: PathBuf,
    /// Whether each board's picture is saved there too (`--attachments`).
    save_pictures: bool,
}

/// A message posted in one of the server's channels.
struct Posted {
    id: u64,
    channel: u64,
    view: View,
}

/// Log-channel posts the terminal's courier took, in order.
type Posts = Arc<std::sync::Mutex<Vec<(u64, serde_json::Value)>>>;

/// The terminal's courier: every channel may be posted to, and a post is kept for the table
/// to print after the line that queued it.
struct TerminalCourier {
    posts: Posts,
}

#[async_trait::async_trait]
impl crate::app::Courier for TerminalCourier {
    async fn may_post(&self, _guild: u64, _channel: u64) -> Result<bool, crate::app::PostError> {
        Ok(true)
    }

    async fn post(
        &self,
        channel: u64,
        body: &serde_json::Value,
    ) -> Result<u64, crate::app::PostError> {
        let mut posts = match self.posts.lock() {
            Ok(posts) => posts,
            Err(poisoned) => poisoned.into_inner(),
        };
        posts.push((channel, body.clone()));
        Ok(posts.len() as u64)
    }
}

/// The terminal's one sender of the outbox.
const SENDER: &str = "terminal";

impl Table {
    pub fn new(app: Arc<App>, json: bool, colour: bool) -> Table {
        let mut users = BTreeMap::new();
        for name in [BOT_USER, FIRST_USER] {
            users.insert(member_id(name), name.to_string());
        }
        users.insert(CHANNEL, "table".to_string());
        // Interaction ids must be unique across sessions on one database, as Discord's are:
        // a repeated id would be answered from the record of the earlier session.
        let stamp = rand::random::<u64>() >> 2;
        let posts = Posts::default();
        app.set_courier(Arc::new(TerminalCourier {
            posts: posts.clone(),
        }));
        Table {
            app,
            json,
            colour,
            users,
            current: FIRST_USER.to_string(),
            channel: CHANNEL,
            place: Place::Channel("table".to_string()),
            next_interaction: stamp,
            messages: Vec::new(),
            next_message: stamp,
            focus: None,
            owners: BTreeMap::new(),
            locale: Locale::En,
            locales: BTreeMap::new(),
            forms: BTreeMap::new(),
            posts,
            attachments: PathBuf::from(DEFAULT_ATTACHMENTS),
            save_pictures: false,
        }
    }

    /// Saves the files replies carry in `dir` (made when the first one comes).
    pub fn with_attachments(mut self, dir: PathBuf) -> Table {
        self.attachments = dir;
        self
    }

    /// Saves each board's picture too, as Parlor serves it, in the pictures style.
    pub fn saving_pictures(mut self, save: bool) -> Table {
        self.save_pictures = save;
        self
    }

    /// Sends the outbox and prints what was posted: `#channel: text`, or with `--json` the
    /// message Discord would be sent, with its channel.
    async fn print_posts(&mut self, out: &mut impl Write) -> std::io::Result<()> {
        if let Err(e) = self.app.send_posts(SENDER).await {
            tracing::warn!("sending log posts: {e}");
        }
        let posts: Vec<(u64, serde_json::Value)> = match self.posts.lock() {
            Ok(mut posts) => posts.drain(..).collect(),
            Err(poisoned) => poisoned.into_inner().drain(..).collect(),
        };
        for (channel, body) in posts {
            if self.json {
                let line =
                    serde_json::json!({ "channel_id": channel.to_string(), "message": body });
                writeln!(out, "{line}")?;
            } else {
                let names = |id: u64| self.name_of(id).map(str::to_string);
                let text = body["content"].as_str().unwrap_or_default();
                let channel = render::mentions(&format!("<#{channel}>"), &names);
                writeln!(
                    out,
                    "{channel}: {}",
                    render::clean(text, self.printing(), &names)
                )?;
            }
        }
        Ok(())
    }

    /// Learns the channels a line names (`#log`), to show their mentions by name.
    fn learn_channels(&mut self, line: &str) {
        for word in line.split([' ', ':']) {
            if let Some(name) = word.strip_prefix('#').filter(|n| {
                !n.is_empty()
                    && n.chars()
                        .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            }) {
                let id = input::channel_id(name);
                self.users.entry(id).or_insert_with(|| name.to_lowercase());
            }
        }
    }

    /// The table with the server (and every member) speaking `locale`.
    pub fn with_locale(mut self, locale: Locale) -> Table {
        self.locale = locale;
        self
    }

    /// How the table prints now: its colour, and its clock.
    fn printing(&self) -> render::Print {
        render::Print {
            colour: self.colour,
            now: self.app.clock().now(),
        }
    }

    /// The language of the member acting now.
    fn member_locale(&self) -> Locale {
        self.locales
            .get(&self.current)
            .copied()
            .unwrap_or(self.locale)
    }

    pub fn app(&self) -> &App {
        &self.app
    }

    /// The user id for a name: the same in every session on every database.
    pub fn user_id(&mut self, name: &str) -> u64 {
        let id = member_id(name);
        self.users.entry(id).or_insert_with(|| name.to_lowercase());
        id
    }

    fn name_of(&self, id: u64) -> Option<&str> {
        self.users.get(&id).map(String::as_str)
    }

    /// Runs every line of `input`, writing replies to `out` and problems to `err`. With a
    /// `prompt`, it is written to `err` before each line. A line that is not UTF-8 is
    /// skipped with a message.
    pub async fn run(
        &mut self,
        mut input: impl BufRead,
        out: &mut impl Write,
        err: &mut impl Write,
        prompt: Option<&str>,
    ) -> std::io::Result<()> {
        let mut bytes = Vec::new();
        let mut number = 0u64;
        loop {
            if let Some(prompt) = prompt {
                write!(err, "{prompt}")?;
                err.flush()?;
            }
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                return Ok(());
            }
            number += 1;
            let line = match std::str::from_utf8(&bytes) {
                Ok(line) => line,
                Err(_) => {
                    let problem = t!(self.member_locale(), "play-line-not-text", line = number);
                    writeln!(err, "{problem}")?;
                    continue;
                }
            };
            if !self.run_line(line, out, err).await? {
                return Ok(());
            }
        }
    }

    /// Runs lines typed at a terminal, with line editing and history (arrow keys, Ctrl-R),
    /// until `quit`, Ctrl-D or Ctrl-C. The editor reads on a thread of its own, one line at a
    /// time: the prompt comes back only once the reply is printed. False when no line
    /// editor could start (the caller reads plain lines instead).
    pub async fn run_interactive(
        &mut self,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> std::io::Result<bool> {
        let mut editor = match rustyline::DefaultEditor::new() {
            Ok(editor) => editor,
            Err(e) => {
                tracing::warn!("no line editing: {e}");
                return Ok(false);
            }
        };
        let (lines_tx, mut lines) = tokio::sync::mpsc::channel::<Typed>(1);
        let (ready, wait_ready) = std::sync::mpsc::channel::<()>();
        let reader = std::thread::spawn(move || {
            use rustyline::error::ReadlineError;
            while wait_ready.recv().is_ok() {
                let typed = match editor.readline("> ") {
                    Ok(line) => {
                        let _ = editor.add_history_entry(line.as_str());
                        Typed::Line(line)
                    }
                    Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
                        Typed::NotText
                    }
                    Err(ReadlineError::Eof | ReadlineError::Interrupted) => Typed::End(None),
                    Err(e) => Typed::End(Some(e.to_string())),
                };
                let end = matches!(typed, Typed::End(_));
                if lines_tx.blocking_send(typed).is_err() || end {
                    return;
                }
            }
        });
        loop {
            if ready.send(()).is_err() {
                break;
            }
            match lines.recv().await {
                Some(Typed::Line(line)) => {
                    if !self.run_line(&line, out, err).await? {
                        break;
                    }
                }
                Some(Typed::NotText) => {
                    writeln!(err, "{}", t!(self.member_locale(), "play-typed-not-text"))?
                }
                Some(Typed::End(Some(why))) => {
                    let problem = t!(self.member_locale(), "play-terminal-failed", why = why);
                    writeln!(err, "{problem}")?;
                    break;
                }
                Some(Typed::End(None)) | None => break,
            }
        }
        drop(ready);
        let _ = reader.join();
        Ok(true)
    }

    /// Runs one line; false when the session should end. Control characters and escape
    /// sequences are dropped first: nothing typed reaches the screen raw.
    pub async fn run_line(
        &mut self,
        line: &str,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> std::io::Result<bool> {
        let line = clean_line(line);
        self.learn_channels(&line);
        let parsed = match parse_line(&line, &mut |name| self.user_id(name), BOT_USER) {
            Ok(parsed) => parsed,
            Err(e) => {
                self.problem(err, &e.message(self.member_locale()))?;
                return Ok(true);
            }
        };
        match parsed {
            Line::Empty => {}
            Line::Quit => return Ok(false),
            Line::Help => writeln!(
                err,
                "{}",
                crate::view::help::terminal_help(self.member_locale())
            )?,
            Line::As(name, locale) => self.act_as(name, locale, out)?,
            Line::In(place) => self.act_in(place, out)?,
            Line::Wait(seconds) => {
                self.app.clock().advance(seconds);
                if !self.json {
                    let locale = self.member_locale();
                    let later = waited(locale, seconds);
                    writeln!(out, "{}", t!(locale, "play-later", duration = later))?;
                }
            }
            Line::Expire => match self.app.expire_idle().await {
                Ok(edits) => {
                    for edit in edits {
                        // The game's message where it is, in its own channel.
                        let kept = edit
                            .message_id
                            .filter(|id| self.messages.iter().any(|m| m.id == *id));
                        let reply = Reply::update(edit.view);
                        match kept {
                            Some(id) => self.show(&reply, Some(id), out)?,
                            None => {
                                let here = std::mem::replace(&mut self.channel, edit.channel_id);
                                let shown = self.show(&reply, None, out);
                                self.back_to(here);
                                shown?
                            }
                        }
                    }
                }
                Err(e) => self.problem(err, &e.refusal().message(self.member_locale()))?,
            },
            Line::Command(command) => {
                let request = self.request(Action::Command(command));
                let answer = self.app.answer(request).await;
                self.answered(answer, None, out).await?;
                self.print_posts(out).await?;
            }
            Line::Click { target, values } => self.click(target, values, out, err).await?,
            Line::Submit(given) => self.submit(given, out, err).await?,
        }
        Ok(true)
    }

    /// `as <name> [locale]`: the member who acts from here on, focused on their newest
    /// message with controls.
    fn act_as(
        &mut self,
        name: String,
        locale: Option<Locale>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        self.user_id(&name);
        if let Some(locale) = locale {
            self.locales.insert(name.clone(), locale);
        }
        self.current = name;
        // Each member has their own DM with Parlor.
        if self.place == Place::Dm {
            let member = self.user_id(&self.current.clone());
            self.channel = self.place.channel_id(member);
        }
        self.refocus();
        if !self.json {
            let note = t!(
                self.member_locale(),
                "play-acting-as",
                name = self.current.as_str()
            );
            writeln!(out, "{note}")?;
        }
        Ok(())
    }

    /// `in #name`: the channel the table acts in from here on, focused on the acting
    /// member's newest message with controls there.
    fn act_in(&mut self, place: Place, out: &mut impl Write) -> std::io::Result<()> {
        let id = place.channel_id(self.user_id(&self.current.clone()));
        let locale = self.member_locale();
        let note = match &place {
            Place::Channel(name) => {
                // Its mentions show by name.
                self.users.entry(id).or_insert_with(|| name.clone());
                t!(locale, "play-now-in", channel = name.as_str())
            }
            Place::Dm => t!(locale, "play-now-in-dm"),
            Place::Group(name) => t!(locale, "play-now-in-group", group = name.as_str()),
            Place::Guest(name) => t!(locale, "play-now-in-guest", server = name.as_str()),
        };
        self.channel = id;
        self.place = place;
        self.refocus();
        if !self.json {
            writeln!(out, "{note}")?;
        }
        Ok(())
    }

    /// Where the table acts, as the app reads it: the server the interaction comes from
    /// (if any), and whose chips it plays with.
    fn here_place(&self) -> (Option<u64>, AppPlace) {
        match &self.place {
            Place::Channel(_) => (Some(GUILD), AppPlace::Server(GUILD)),
            Place::Dm => (None, elsewhere(Elsewhere::BotDm)),
            Place::Group(_) => (None, elsewhere(Elsewhere::Private)),
            Place::Guest(name) => {
                let guild = Place::guest_id(name);
                (Some(guild), elsewhere(Elsewhere::Guest { guild }))
            }
        }
    }

    /// Focuses on the acting member's newest message with controls in the channel the
    /// table is in, never another member's private one.
    fn refocus(&mut self) {
        let focus = self
            .here()
            .rev()
            .find(|m| self.visible(m.id) && m.view.has_controls())
            .map(|m| m.id);
        self.focus = focus;
    }

    /// Back in `channel` after answering elsewhere (a form sent from the channel it was
    /// opened in): focused there again if the answer moved the focus away.
    fn back_to(&mut self, channel: u64) {
        let moved = self.channel != channel;
        self.channel = channel;
        if moved {
            self.refocus();
        }
    }

    /// The messages of the channel the table is in, oldest first.
    fn here(&self) -> impl DoubleEndedIterator<Item = &Posted> {
        self.messages
            .iter()
            .filter(move |m| m.channel == self.channel)
    }

    /// `click …`: the button or menu named on the focused message (or, by its label, on the
    /// member's other messages), pressed as the acting member.
    async fn click(
        &mut self,
        target: parse::Target,
        values: Vec<String>,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> std::io::Result<()> {
        let focus = self.focus_view();
        let by_label = matches!(target, parse::Target::Label(ref l) if !l.is_empty());
        let resolved = match clicks::resolve(focus, target.clone(), values.clone()) {
            // A label not on the focused message: the member's other messages,
            // newest first (their private cards beside the table).
            Err(e) if by_label => self
                .here()
                .rev()
                .filter(|m| self.visible(m.id) && Some(m.id) != self.focus)
                .find_map(|m| clicks::resolve(Some(&m.view), target.clone(), values.clone()).ok())
                .ok_or(e),
            other => other,
        };
        let (custom_id, values) = match resolved {
            Ok(resolved) => resolved,
            Err(e) => {
                self.problem(err, &e.message(self.member_locale()))?;
                return Ok(());
            }
        };
        let clicked = self
            .here()
            .rev()
            .find(|m| self.visible(m.id) && m.view.custom_ids().contains(&custom_id.as_str()))
            .map(|m| m.id);
        // Discord does not say which private message was clicked.
        let message_id = clicked.filter(|id| !self.owners.contains_key(id));
        let request = self.request(Action::click(&custom_id, values, message_id));
        let answer = self.app.answer(request).await;
        self.answered(answer, clicked, out).await?;
        Ok(())
    }

    /// `submit …`: the acting member's open form, sent with the values given.
    async fn submit(
        &mut self,
        given: Vec<(String, String)>,
        out: &mut impl Write,
        err: &mut impl Write,
    ) -> std::io::Result<()> {
        let Some((form, clicked, channel)) = self.forms.get(&self.current).cloned() else {
            self.problem(err, &t!(self.member_locale(), "play-no-form"))?;
            return Ok(());
        };
        let values = match form_values(&form, &given) {
            Ok(values) => values,
            Err(problem) => {
                self.problem(err, &problem.message(self.member_locale()))?;
                return Ok(());
            }
        };
        // Sent, the form closes, as Discord's does.
        self.forms.remove(&self.current);
        let message_id = clicked.filter(|id| !self.owners.contains_key(id));
        // Sent from the channel it was opened in, and answered there.
        let here = std::mem::replace(&mut self.channel, channel);
        let request = self.request(Action::form(&form.custom_id, values, message_id));
        let answer = self.app.answer(request).await;
        let answered = self.answered(answer, clicked, out).await;
        self.back_to(here);
        answered
    }

    /// Writes why a line was not taken, in the acting member's language.
    fn problem(&self, err: &mut impl Write, problem: &str) -> std::io::Result<()> {
        let line = t!(self.member_locale(), "play-error", problem = problem);
        writeln!(err, "{line}")
    }

    /// Whether the member acting now sees message `id` (a private one only its owner).
    fn visible(&self, id: u64) -> bool {
        self.owners
            .get(&id)
            .is_none_or(|owner| *owner == self.current)
    }

    /// The message `click 2` presses on.
    fn focus_view(&self) -> Option<&View> {
        let focus = self.focus.filter(|id| self.visible(*id))?;
        self.here().find(|m| m.id == focus).map(|m| &m.view)
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
            Answer::Now(reply) => {
                self.show(&reply, clicked_message, out)?;
                self.save_files(&reply, out)
            }
            Answer::Later { ack, reply } => {
                self.print(&ack, &[], None, out)?;
                let reply = match reply.await {
                    Ok(reply) => reply,
                    Err(e) => {
                        tracing::error!("a reply's work failed: {e}");
                        Reply::notice(crate::view::Refusal::Internal.view(self.member_locale()))
                    }
                };
                let before = self.keep(&reply, clicked_message);
                if self.json {
                    self.print_deliveries(&ack.completion(&reply), out)?;
                } else {
                    let names = |id: u64| self.name_of(id).map(str::to_string);
                    let text = render::completion(
                        &reply,
                        self.printing(),
                        self.member_locale(),
                        &names,
                        before.as_ref(),
                    );
                    write!(out, "{text}")?;
                    out.flush()?;
                }
                self.save_files(&reply, out)
            }
        }
    }

    /// Saves the files `reply`'s message carries, each under a name of its own, and, with
    /// `--attachments`, each board's picture as Parlor serves it (the pictures style); says
    /// where: a line of text, or with `--json` `{"attachment": …}` with its path.
    fn save_files(&self, reply: &Reply, out: &mut impl Write) -> std::io::Result<()> {
        let mut files: Vec<(String, Result<Vec<u8>, String>)> = reply
            .view
            .attachments
            .iter()
            .map(|a| {
                let file = a.file().map(|f| f.bytes).map_err(|e| e.to_string());
                (a.filename.clone(), file)
            })
            .collect();
        if self.save_pictures {
            files.extend(self.pictures_of(reply));
        }
        let l = self.member_locale();
        for (filename, file) in files {
            let path = self
                .attachments
                .join(format!("{}-{}", self.next_interaction, filename));
            let saved = file.and_then(|bytes| {
                std::fs::create_dir_all(&self.attachments)
                    .and_then(|()| std::fs::write(&path, &bytes))
                    .map(|()| bytes.len())
                    .map_err(|e| e.to_string())
            });
            let shown = path.display().to_string();
            let line = match (saved, self.json) {
                (Ok(size), true) => serde_json::json!({ "attachment": {
                    "filename": filename,
                    "path": shown,
                    "size": size,
                    "content_type": "image/png",
                }})
                .to_string(),
                (Ok(_), false) => t!(l, "play-attachment", file = filename.as_str(), path = shown),
                (Err(problem), _) => t!(
                    l,
                    "play-attachment-failed",
                    file = filename.as_str(),
                    problem = problem
                ),
            };
            writeln!(out, "{line}")?;
        }
        out.flush()
    }

    /// Every board picture in `reply`'s messages, fetched from the app as Discord would
    /// fetch it by its URL: `board.png`, then `board-2.png`, … in the order printed.
    fn pictures_of(&self, reply: &Reply) -> Vec<(String, Result<Vec<u8>, String>)> {
        let views = std::iter::once(&reply.view)
            .chain(reply.private.as_ref())
            .chain(reply.edits.iter().map(|e| &e.view))
            .chain(reply.announce.iter());
        let urls: Vec<&str> = views
            .flat_map(|v| v.embeds.iter())
            .filter_map(|e| e.picture.as_ref().map(|p| p.url.as_str()))
            .collect();
        let Some(pictures) = self.app.pictures() else {
            return Vec::new();
        };
        let now = self.app.clock().now();
        urls.iter()
            .enumerate()
            .map(|(i, url)| {
                let name = match i {
                    0 => "board.png".to_string(),
                    _ => format!("board-{}.png", i + 1),
                };
                let path = url
                    .strip_prefix(pictures.links().base())
                    .and_then(|rest| rest.strip_prefix('/'))
                    .unwrap_or(url);
                let png = pictures
                    .serve(path, now)
                    .map(|png| png.to_vec())
                    .map_err(|e| e.to_string());
                (name, png)
            })
            .collect()
    }

    fn request(&mut self, action: Action) -> Request {
        self.next_interaction += 1;
        let id = self.user_id(&self.current.clone());
        let (guild_id, place) = self.here_place();
        let locale = self.member_locale();
        Request {
            interaction_id: self.next_interaction.to_string(),
            guild_id,
            channel_id: self.channel,
            place,
            actor: Actor {
                id,
                name: self.current.clone(),
                // The first member manages the server that hosts Parlor.
                manager: self.current == FIRST_USER && place == AppPlace::Server(GUILD),
            },
            locale,
            // Outside a hosting server, public messages speak the member's language.
            guild_locale: match place {
                AppPlace::Server(_) => self.locale,
                AppPlace::Elsewhere { .. } => locale,
            },
            action,
        }
    }

    fn show(
        &mut self,
        reply: &Reply,
        clicked_message: Option<u64>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        let before = self.keep(reply, clicked_message);
        self.print(reply, &reply.deliveries(), before.as_ref(), out)
    }

    /// Keeps the channel's messages as Discord would, and returns what an updated message
    /// showed before.
    fn keep(&mut self, reply: &Reply, clicked_message: Option<u64>) -> Option<View> {
        // A form opens over the channel for its member alone; nothing is posted.
        if let Some(form) = &reply.modal {
            self.forms.insert(
                self.current.clone(),
                (form.clone(), clicked_message, self.channel),
            );
            return None;
        }
        let has_controls = reply.view.has_controls();
        let before = match (reply.kind, clicked_message) {
            (ResponseKind::Update, Some(id)) => {
                // Updated where it is, in its own channel.
                let slot = self.messages.iter_mut().find(|m| m.id == id);
                let before = slot.map(|m| std::mem::replace(&mut m.view, reply.view.clone()));
                if has_controls {
                    self.focus = Some(id);
                }
                before
            }
            _ => {
                let id = self.post(reply.view.clone(), reply.view.ephemeral);
                if has_controls {
                    self.focus = Some(id);
                }
                None
            }
        };
        // The clicker's private view (their cards) is where they act next.
        if let Some(private) = &reply.private {
            let id = self.post(private.clone(), true);
            if private.has_controls() {
                self.focus = Some(id);
            }
        }
        for view in &reply.announce {
            self.post(view.clone(), false);
        }
        for edit in &reply.edits {
            if let Some(slot) = self
                .messages
                .iter_mut()
                .find(|m| Some(m.id) == edit.message_id)
            {
                slot.view = edit.view.clone();
            }
        }
        before
    }

    /// Every message in every channel as it stands now (private ones too), oldest first.
    pub fn messages(&self) -> impl Iterator<Item = &View> {
        self.messages.iter().map(|m| &m.view)
    }

    /// A new message in the channel the table is in; a private one is the acting member's
    /// alone.
    fn post(&mut self, view: View, private: bool) -> u64 {
        self.next_message += 1;
        self.messages.push(Posted {
            id: self.next_message,
            channel: self.channel,
            view,
        });
        if private {
            self.owners.insert(self.next_message, self.current.clone());
        }
        self.next_message
    }

    fn print(
        &self,
        reply: &Reply,
        deliveries: &[Delivery],
        before: Option<&View>,
        out: &mut impl Write,
    ) -> std::io::Result<()> {
        if self.json {
            writeln!(out, "{}", reply.to_json())?;
            self.print_deliveries(deliveries, out)
        } else {
            let names = |id: u64| self.name_of(id).map(str::to_string);
            let text = render::reply(reply, self.printing(), self.member_locale(), &names, before);
            write!(out, "{text}")?;
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
                Delivery::EditOriginal { body, .. } => {
                    serde_json::json!({ "edit_original": body })
                }
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

/// Why a `submit` does not fill the open form.
enum FormProblem {
    NoField { field: String, fields: String },
    Missing(String),
    Length { field: String, min: u16, max: u16 },
}

impl FormProblem {
    fn message(&self, locale: Locale) -> String {
        match self {
            FormProblem::NoField { field, fields } => t!(
                locale,
                "play-form-no-field",
                field = field.as_str(),
                fields = fields.as_str()
            ),
            FormProblem::Missing(field) => t!(locale, "play-form-missing", field = field.as_str()),
            FormProblem::Length { field, min, max } => t!(
                locale,
                "play-form-length",
                field = field.as_str(),
                min = *min,
                max = *max
            ),
        }
    }
}

/// How long a `wait` moved the clock on: "10 s", "1 min 30 s"; whole minutes as a wait
/// reads ("20 min", "2 h", "3 days").
fn waited(locale: Locale, seconds: i64) -> String {
    if seconds % 60 != 0 {
        crate::view::format::elapsed(locale, seconds)
    } else {
        crate::view::format::duration(locale, seconds)
    }
}

/// The values of `form`'s fields, in its order, from those `given` by name, as Discord's form
/// sends them: a field left out keeps what it held (empty if nothing), and a field given that
/// the form lacks, or a value shorter or longer than its field takes, is refused.
fn form_values(
    form: &crate::view::modal::Modal,
    given: &[(String, String)],
) -> Result<Vec<String>, FormProblem> {
    if let Some((field, _)) = given
        .iter()
        .find(|(name, _)| !form.fields.iter().any(|f| &f.id == name))
    {
        let fields = form
            .fields
            .iter()
            .map(|f| f.id.as_str())
            .collect::<Vec<_>>();
        return Err(FormProblem::NoField {
            field: field.clone(),
            fields: fields.join(", "),
        });
    }
    form.fields
        .iter()
        .map(|field| {
            let value = match given.iter().find(|(name, _)| *name == field.id) {
                Some((_, value)) => value.clone(),
                None => field.value.clone().unwrap_or_default(),
            };
            let length = value.chars().count();
            if length == 0 && field.min_length > 0 {
                return Err(FormProblem::Missing(field.id.clone()));
            }
            if length < usize::from(field.min_length) || length > usize::from(field.max_length) {
                return Err(FormProblem::Length {
                    field: field.id.clone(),
                    min: field.min_length,
                    max: field.max_length,
                });
            }
            Ok(value)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::modal::{Modal, TextField};

    #[test]
    fn files_are_kept_beside_the_database() {
        let beside = |db| attachments_beside(db).display().to_string();
        assert_eq!(beside("parlor-play.db"), "parlor-play-attachments");
        assert_eq!(beside("/tmp/x/table.db"), "/tmp/x/table-attachments");
        assert_eq!(
            beside("sqlite:///tmp/x/t.db?mode=rwc"),
            "/tmp/x/t-attachments"
        );
        assert_eq!(beside("sqlite:/tmp/x/t.db"), "/tmp/x/t-attachments");
        assert_eq!(beside("sqlite:t.db"), "t-attachments");
        assert_eq!(beside("sqlite::memory:"), DEFAULT_ATTACHMENTS);
        assert_eq!(beside("sqlite://"), DEFAULT_ATTACHMENTS);
        assert_eq!(beside("postgres://127.0.0.1/test"), DEFAULT_ATTACHMENTS);
    }

    fn field(id: &str, min_length: u16) -> TextField {
        TextField {
            id: id.into(),
            label: id.into(),
            value: None,
            placeholder: None,
            min_length,
            max_length: 10,
        }
    }

    #[test]
    fn a_form_is_filled_in_its_order_and_wrong_fields_are_named() {
        crate::testing::registry();
        let form = Modal {
            custom_id: "p2:poker:1:1:raise".into(),
            title: "Raise".into(),
            fields: vec![field("amount", 1), field("note", 0)],
        };
        let given = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
            pairs
                .iter()
                .map(|(f, v)| (f.to_string(), v.to_string()))
                .collect()
        };
        assert_eq!(
            form_values(&form, &given(&[("note", "hi"), ("amount", "5")])).ok(),
            Some(vec!["5".to_string(), "hi".to_string()])
        );
        assert_eq!(
            form_values(&form, &given(&[("amount", "5")])).ok(),
            Some(vec!["5".to_string(), String::new()]),
            "an optional field left out is sent empty"
        );
        let missing = form_values(&form, &given(&[("note", "hi")])).err().unwrap();
        assert!(missing.message(Locale::En).contains("amount"));
        let long = form_values(&form, &given(&[("amount", "12345678901")]))
            .err()
            .unwrap();
        assert_eq!(
            long.message(Locale::En),
            "“amount” takes 1 to 10 characters"
        );
        // A field left out keeps what it held.
        let held = Modal {
            fields: vec![TextField {
                value: Some("3".into()),
                ..field("bet", 1)
            }],
            ..form.clone()
        };
        assert_eq!(form_values(&held, &[]).ok(), Some(vec!["3".to_string()]));
        let unknown = form_values(&form, &given(&[("bet", "5")])).err().unwrap();
        assert_eq!(
            unknown.message(Locale::En),
            "the form has no field “bet” (its fields: amount, note)"
        );
    }
}
