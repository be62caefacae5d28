//! Cascade in the bot: it reads no server setting and no table.

use super::{Hosted, Resources};
use crate::config::ServerDefaults;
use crate::engine::cascade::Cascade;

impl Hosted for Cascade {
    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}
}
