//! Cascade in the bot: it reads no server setting and no table.

pub mod view;

use crate::config::ServerDefaults;
use crate::engine::cascade::Cascade;
use crate::games::{Hosted, Resources};
use crate::view::Locale;

impl Hosted for Cascade {
    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}

    fn catalogue(locale: Locale) -> &'static str {
        match locale {
            Locale::En => include_str!("en.ftl"),
        }
    }
}
