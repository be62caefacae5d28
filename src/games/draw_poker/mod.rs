//! Five-card draw in the bot: it reads no server setting and no table.

pub mod view;

use crate::config::ServerDefaults;
use crate::engine::draw_poker::DrawPoker;
use crate::games::{Hosted, Resources};
use crate::view::Locale;

impl Hosted for DrawPoker {
    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}

    fn catalogue(locale: Locale) -> &'static str {
        match locale {
            Locale::En => include_str!("en.ftl"),
        }
    }
}
