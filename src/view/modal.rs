//! A form a game opens on a click (Discord's modal, interaction response type 9): a title
//! and up to five text fields. Its submission comes back with the form's custom_id, which
//! names the game, its version and the action, like a button's; the fields' values, in
//! order, are the action's argument, as a select menu's chosen value is.
//!
//! One definition renders both ways Discord reads a form's fields ([`FormStyle`]): each in a
//! label (type 18), as Discord asks of forms now, or each in an action row, as forms were
//! before labels and as serenity 0.12 still reads their submissions at the gateway.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The most fields a form holds.
pub const MAX_FIELDS: usize = 5;
/// The longest title and field label Discord shows.
pub const MAX_TITLE: usize = 45;
/// The longest placeholder.
pub const MAX_PLACEHOLDER: usize = 100;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Modal {
    /// What the submission is read as: a game's custom_id whose code the first field's value
    /// completes (`bet` and `3` read as `bet:3`).
    pub custom_id: String,
    pub title: String,
    pub fields: Vec<TextField>,
}

/// A one-line text field.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TextField {
    /// The field's name in the submission (`submit bet:3` at the terminal table).
    pub id: String,
    pub label: String,
    /// What the field holds when the form opens (the current bet).
    pub value: Option<String>,
    pub placeholder: Option<String>,
    pub min_length: u16,
    pub max_length: u16,
}

/// How a form's fields are wrapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormStyle {
    /// Each text input in a label (type 18) that names it: the HTTP endpoint and the
    /// terminal, which read the submission's raw JSON.
    Labels,
    /// Each text input, named by its own label, in an action row (type 1): the gateway,
    /// whose serenity 0.12 drops the values a label holds.
    Rows,
}

impl Modal {
    /// The interaction response's `data`, its fields wrapped as `style` says.
    pub fn data_json(&self, style: FormStyle) -> Value {
        let rows: Vec<Value> = self
            .fields
            .iter()
            .map(|field| {
                let mut input = json!({
                    "type": 4,
                    "custom_id": field.id,
                    "style": 1,
                    "min_length": field.min_length,
                    "max_length": field.max_length,
                    "required": field.min_length > 0,
                });
                if let Some(value) = &field.value {
                    input["value"] = json!(value);
                }
                if let Some(placeholder) = &field.placeholder {
                    input["placeholder"] = json!(placeholder);
                }
                match style {
                    FormStyle::Labels => {
                        json!({ "type": 18, "label": field.label, "component": input })
                    }
                    FormStyle::Rows => {
                        input["label"] = json!(field.label);
                        json!({ "type": 1, "components": [input] })
                    }
                }
            })
            .collect();
        json!({
            "custom_id": self.custom_id,
            "title": self.title,
            "components": rows,
        })
    }

    /// What breaks Discord's limits on a form, if anything.
    pub fn check_limits(&self) -> Result<(), String> {
        let len = |s: &str| s.chars().count();
        if self.fields.is_empty() || self.fields.len() > MAX_FIELDS {
            return Err(format!(
                "a form holds 1 to 5 fields, not {}",
                self.fields.len()
            ));
        }
        if !(1..=MAX_TITLE).contains(&len(&self.title)) {
            return Err(format!("form title of {} characters", len(&self.title)));
        }
        if !(1..=100).contains(&self.custom_id.len()) {
            return Err(format!("form custom_id of {} bytes", self.custom_id.len()));
        }
        for field in &self.fields {
            if !(1..=MAX_TITLE).contains(&len(&field.label)) {
                return Err(format!("field label of {} characters", len(&field.label)));
            }
            if field
                .placeholder
                .as_deref()
                .is_some_and(|p| len(p) > MAX_PLACEHOLDER)
            {
                return Err("a placeholder over 100 characters".into());
            }
            if field.min_length > field.max_length || !(1..=4000).contains(&field.max_length) {
                return Err(format!(
                    "field lengths {} to {}",
                    field.min_length, field.max_length
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bet_form() -> Modal {
        Modal {
            custom_id: "g:1:2:bet".into(),
            title: "Your bet".into(),
            fields: vec![TextField {
                id: "bet".into(),
                label: "Bet, 1 to 5 chips".into(),
                value: Some("1".into()),
                placeholder: None,
                min_length: 1,
                max_length: 2,
            }],
        }
    }

    #[test]
    fn a_form_reads_as_discords_text_inputs_and_its_limits_are_checked() {
        let form = bet_form();
        assert!(form.check_limits().is_ok());
        let data = form.data_json(FormStyle::Rows);
        assert_eq!(data["components"][0]["type"], 1);
        assert_eq!(data["components"][0]["components"][0]["type"], 4);
        assert_eq!(data["components"][0]["components"][0]["value"], "1");
        assert_eq!(
            data["components"][0]["components"][0]["label"],
            "Bet, 1 to 5 chips"
        );
        assert_eq!(data["components"][0]["components"][0]["required"], true);
        let data = form.data_json(FormStyle::Labels);
        let label = &data["components"][0];
        assert_eq!(label["type"], 18);
        assert_eq!(label["label"], "Bet, 1 to 5 chips");
        assert_eq!(label["component"]["type"], 4);
        assert_eq!(label["component"]["value"], "1");
        assert!(
            label["component"].get("label").is_none(),
            "a label names its input, which names itself no more"
        );
        for broken in [
            Modal {
                title: "T".repeat(46),
                ..bet_form()
            },
            Modal {
                fields: Vec::new(),
                ..bet_form()
            },
            Modal {
                fields: vec![bet_form().fields[0].clone(); 6],
                ..bet_form()
            },
        ] {
            assert!(broken.check_limits().is_err(), "{broken:?}");
        }
    }
}
