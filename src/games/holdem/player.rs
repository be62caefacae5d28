//! Hold'em's member in the load tool (`parlor bench`).

use crate::games::player::{Player, Press, buttons, form_inputs, form_of, press_of};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

/// Sits at a Hold'em cash table of its own channel against one expert computer: starts it,
/// mostly checks and calls, sometimes raises by a preset or by typing the amount in the
/// form, rarely folds, and now and then leaves with its stack, which closes the table.
pub struct HoldemPlayer;

impl Player for HoldemPlayer {
    fn start(&self) -> (&'static str, Value) {
        (
            "poker",
            json!([{ "name": "holdem", "type": 1,
                     "options": [{ "name": "computers", "type": 4, "value": 1 }] }]),
        )
    }

    fn next(&mut self, message: &Value, rng: &mut ChaCha8Rng) -> Option<Press> {
        // The raise form: the least raise it offers.
        if let Some((form, fields)) = form_of(message) {
            let least = form_inputs(message)
                .first()
                .and_then(|input| input["value"].as_str().map(str::to_string))
                .unwrap_or_else(|| "1".to_string());
            let typed = fields.into_iter().map(|f| (f, least.clone())).collect();
            return Some(Press::submit(form, typed));
        }
        let buttons = buttons(message);
        let find = |code: &str| press_of(&buttons, code);
        if let Some(start) = find("start") {
            return Some(start);
        }
        let passive = find("check").or_else(|| find("call"));
        let Some(passive) = passive else {
            // Nobody to act (the table waits, or it closed): leave, or start again.
            return find("leave");
        };
        let raises: Vec<&String> = buttons
            .iter()
            .filter(|(_, c)| c.starts_with("raise:"))
            .map(|(id, _)| id)
            .collect();
        let roll: f64 = rng.random_range(0.0..1.0);
        if roll < 0.03 {
            return find("leave");
        }
        if roll < 0.08 {
            return find("fold");
        }
        if roll < 0.12
            && let Some(typed) = find("raise-typed")
        {
            return Some(typed);
        }
        if roll < 0.3 && !raises.is_empty() {
            return Some(Press::button(
                raises[rng.random_range(0..raises.len())].clone(),
            ));
        }
        Some(passive)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::custom_id::CustomId;
    use rand::SeedableRng;

    #[test]
    fn the_holdem_player_bets_raises_by_form_and_leaves() {
        let mut player = HoldemPlayer;
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let message = |codes: &[&str]| {
            let buttons: Vec<Value> = codes
                .iter()
                .map(|c| json!({ "type": 2, "custom_id": format!("p1:41:9:{c}") }))
                .collect();
            // A board as Parlor lays it out, its first button beside a line (a lobby's Join).
            let (first, rest) = buttons.split_first().expect("a button");
            json!({ "flags": 32768, "components": [{ "type": 17, "components": [
                { "type": 9, "components": [{ "type": 10, "content": "A seat is free" }],
                  "accessory": first },
                { "type": 1, "components": rest }] }] })
        };
        let code = |press: Option<Press>| match press.and_then(|p| CustomId::parse(&p.custom_id)) {
            Some(CustomId::Game { code, .. }) => code,
            other => panic!("not a game button: {other:?}"),
        };
        let lobby = message(&["join", "leave", "add:casual", "start", "cancel"]);
        assert_eq!(code(player.next(&lobby, &mut rng)), "start");
        let betting = message(&[
            "fold",
            "call",
            "raise:8",
            "raise:12",
            "raise:200",
            "raise-typed",
            "cards",
            "leave",
        ]);
        let mut codes = std::collections::BTreeSet::new();
        for _ in 0..600 {
            codes.insert(code(player.next(&betting, &mut rng)));
        }
        let codes: Vec<String> = codes.into_iter().collect();
        assert_eq!(
            codes,
            [
                "call",
                "fold",
                "leave",
                "raise-typed",
                "raise:12",
                "raise:200",
                "raise:8"
            ]
        );
        let form = json!({ "custom_id": "p1:41:9:raise", "title": "Raise",
            "components": [{ "type": 18, "label": "Raise to", "component":
                { "type": 4, "custom_id": "raise", "style": 1, "value": "8" } }] });
        let press = player.next(&form, &mut rng).expect("the form sent back");
        assert_eq!(press.fields, vec![("raise".to_string(), "8".to_string())]);
        let waiting = message(&["sit-out", "leave"]);
        assert_eq!(code(player.next(&waiting, &mut rng)), "leave");
    }
}
