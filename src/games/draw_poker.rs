//! Five-card draw in the bot: it reads no server setting and no table.

use super::{Hosted, Resources};
use crate::config::ServerDefaults;
use crate::engine::draw_poker::DrawPoker;

impl Hosted for DrawPoker {
    fn rules(_settings: &ServerDefaults, _resources: &Resources) {}
}
