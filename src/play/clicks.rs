//! `click 2`, `click deal`, `select chance`: finding the button or menu option a player
//! names on the latest message with controls.

use super::parse::Target;
use crate::t;
use crate::view::custom_id::CustomId;
use crate::view::{Button, Locale, Row, Select, View};

/// Why no button or menu option fits what was typed. The buttons are listed as they are
/// numbered, `(number, label)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClickError {
    NoMessage,
    NoMenu,
    NoNumber {
        number: usize,
        buttons: Vec<(usize, String)>,
    },
    NoLabel {
        label: String,
        buttons: Vec<(usize, String)>,
    },
    Several {
        label: String,
        buttons: Vec<(usize, String)>,
    },
    Disabled {
        label: String,
    },
    NoOption {
        number: usize,
        count: usize,
    },
    NotInMenu {
        wanted: String,
        labels: String,
    },
    SeveralOptions {
        wanted: String,
        labels: String,
    },
}

impl ClickError {
    /// The problem in `locale`'s words.
    pub fn message(&self, locale: Locale) -> String {
        let list = |buttons: &[(usize, String)]| {
            if buttons.is_empty() {
                return t!(locale, "play-no-buttons");
            }
            buttons
                .iter()
                .map(|(n, label)| format!("{n} [{label}]"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            ClickError::NoMessage => t!(locale, "play-click-no-message"),
            ClickError::NoMenu => t!(locale, "play-click-no-menu"),
            ClickError::NoNumber { number, buttons } => t!(
                locale,
                "play-click-no-number",
                number = *number,
                buttons = list(buttons)
            ),
            ClickError::NoLabel { label, buttons } => t!(
                locale,
                "play-click-no-label",
                label = label.as_str(),
                buttons = list(buttons)
            ),
            ClickError::Several { label, buttons } => t!(
                locale,
                "play-click-several",
                label = label.as_str(),
                buttons = list(buttons)
            ),
            ClickError::Disabled { label } => {
                t!(locale, "play-click-disabled", label = label.as_str())
            }
            ClickError::NoOption { number, count } => t!(
                locale,
                "play-select-no-number",
                number = *number,
                count = *count
            ),
            ClickError::NotInMenu { wanted, labels } => t!(
                locale,
                "play-select-not-in-menu",
                wanted = wanted.as_str(),
                labels = labels.as_str()
            ),
            ClickError::SeveralOptions { wanted, labels } => t!(
                locale,
                "play-select-several",
                wanted = wanted.as_str(),
                labels = labels.as_str()
            ),
        }
    }
}

/// The custom_id and values to send for a `click` or `select`, or why none fits.
pub fn resolve(
    focus: Option<&View>,
    target: Target,
    values: Vec<String>,
) -> Result<(String, Vec<String>), ClickError> {
    if let Target::CustomId(id) = target {
        return Ok((id, values));
    }
    let view = focus.ok_or(ClickError::NoMessage)?;
    // Numbered from 1, as the readable table shows them.
    let buttons: Vec<(usize, &Button)> = view
        .buttons()
        .enumerate()
        .map(|(i, b)| (i + 1, b))
        .collect();
    match target {
        Target::CustomId(_) => unreachable!("returned above"),
        Target::Number(n) => {
            let (_, button) = buttons.get(n - 1).ok_or_else(|| ClickError::NoNumber {
                number: n,
                buttons: list(&buttons),
            })?;
            usable(button)
        }
        // `select <option>`: the message's menu.
        Target::Label(label) if label.is_empty() => {
            let wanted = values.join(" ");
            let menu = view
                .rows
                .iter()
                .find_map(|row| match row {
                    Row::Select(menu) => Some(menu),
                    Row::Buttons(_) => None,
                })
                .ok_or(ClickError::NoMenu)?;
            let value = option(menu, &wanted)?;
            Ok((menu.custom_id.clone(), vec![value]))
        }
        Target::Label(label) => {
            let wanted = words(&label);
            let typed = label.trim().to_lowercase();
            // A button named exactly (its whole label, or its action) comes first: `add
            // computer` is Add computer, beside Add expert computer.
            let exactly = |(_, b): &&(usize, &Button)| {
                let code = action_code(&b.custom_id).unwrap_or_default();
                let name = code.split(':').next().unwrap_or_default();
                words(&b.caption()) == wanted || code == typed || name == typed
            };
            let partly = |(_, b): &&(usize, &Button)| {
                let label = words(&b.caption());
                !wanted.is_empty() && wanted.iter().all(|w| label.contains(w))
            };
            let exact: Vec<(usize, &Button)> = buttons
                .iter()
                .filter(exactly)
                .filter(|(_, b)| !b.disabled)
                .copied()
                .collect();
            let found: Vec<(usize, &Button)> = if exact.is_empty() {
                buttons
                    .iter()
                    .filter(|b| exactly(b) || partly(b))
                    .copied()
                    .collect()
            } else {
                exact
            };
            let enabled: Vec<(usize, &Button)> =
                found.iter().copied().filter(|(_, b)| !b.disabled).collect();
            match (enabled.as_slice(), found.as_slice()) {
                ([(_, one)], _) => Ok((one.custom_id.clone(), Vec::new())),
                ([], []) => Err(ClickError::NoLabel {
                    label,
                    buttons: list(&buttons),
                }),
                ([], [(_, one), ..]) => usable(one),
                (several, _) => Err(ClickError::Several {
                    label,
                    buttons: list(several),
                }),
            }
        }
    }
}

fn usable(button: &Button) -> Result<(String, Vec<String>), ClickError> {
    if button.disabled {
        Err(ClickError::Disabled {
            label: button.caption(),
        })
    } else {
        Ok((button.custom_id.clone(), Vec::new()))
    }
}

/// The option of `menu` whose value is `wanted`, or its number (from 1, as the table shows
/// them), or whose label has its words.
fn option(menu: &Select, wanted: &str) -> Result<String, ClickError> {
    if let Some(o) = menu.options.iter().find(|o| o.value == wanted) {
        return Ok(o.value.clone());
    }
    if let Ok(n) = wanted.trim().parse::<usize>() {
        return match n.checked_sub(1).and_then(|i| menu.options.get(i)) {
            Some(o) => Ok(o.value.clone()),
            None => Err(ClickError::NoOption {
                number: n,
                count: menu.options.len(),
            }),
        };
    }
    let wanted_words = words(wanted);
    let found: Vec<_> = menu
        .options
        .iter()
        .filter(|o| {
            let label = words(&o.label);
            !wanted_words.is_empty() && label.starts_with(&wanted_words)
        })
        .collect();
    let labels = || {
        menu.options
            .iter()
            .map(|o| o.label.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match found.as_slice() {
        [one] => Ok(one.value.clone()),
        [] => Err(ClickError::NotInMenu {
            wanted: wanted.to_string(),
            labels: labels(),
        }),
        _ => Err(ClickError::SeveralOptions {
            wanted: wanted.to_string(),
            labels: labels(),
        }),
    }
}

/// The action code of a game button (`deal`, `hold:2`), or a leaderboard button's tag.
fn action_code(custom_id: &str) -> Option<String> {
    match CustomId::parse(custom_id)? {
        CustomId::Game { code, .. } => Some(code),
        // `…:<tag>`, or `…:<tag>:s` on a season's board, `…:<tag>:<key>` with a line's key.
        CustomId::Leaderboard { season, key, .. } => custom_id
            .rsplit(':')
            .nth(usize::from(season || key.is_some()))
            .map(|tag| tag.trim_start_matches("me-").to_string()),
        CustomId::Share { .. } => Some("share".into()),
        CustomId::Exclusion(button) => {
            Some(if button.confirm { "confirm" } else { "cancel" }.into())
        }
        CustomId::Help(page) => Some(page.code().into()),
    }
}

/// A label's words, lowercase, without suits and punctuation (`Bet −` is `bet -`).
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace('−', "-")
        .split(|c: char| !(c.is_alphanumeric() || c == '+' || c == '-' || c == '_'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The buttons by number and label, for a message listing them.
fn list(buttons: &[(usize, &Button)]) -> Vec<(usize, String)> {
    buttons.iter().map(|(n, b)| (*n, b.caption())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::{SelectOption, Style};

    fn machine() -> View {
        let b = |id: &str, label: &str| {
            Button::new(id.to_string(), label.to_string(), Style::Secondary)
        };
        View {
            rows: vec![
                Row::Buttons(vec![
                    b("p1:4:2:hold:0", "K♠ HELD"),
                    b("p1:4:2:hold:1", "10♥"),
                    b("p1:4:2:hold:2", "Q♦ HELD"),
                ]),
                Row::Buttons(vec![
                    b("p1:4:2:draw", "Draw"),
                    b("p1:4:2:bet-down", "Bet −").disabled(true),
                    b("p1:4:2:bet-up", "Bet +"),
                ]),
            ],
            ..View::default()
        }
    }

    fn click(view: &View, label: &str) -> Result<String, String> {
        let target = match label.parse::<usize>() {
            Ok(n) => Target::Number(n),
            Err(_) => Target::Label(label.to_string()),
        };
        resolve(Some(view), target, Vec::new())
            .map(|(id, _)| id)
            .map_err(|e| e.message(Locale::En))
    }

    /// In the emoji style a button reads as its emoji's name and its label, and is found
    /// by either.
    #[test]
    fn a_button_with_an_emoji_is_found_by_its_name() {
        crate::testing::registry();
        let emoji = |name: &str, id| {
            Some(crate::view::emoji::EmojiRef {
                name: name.into(),
                id,
            })
        };
        let view = View {
            rows: vec![Row::Buttons(vec![
                Button::new("p1:4:2:hold:0", "Hold", Style::Secondary).with_emoji(emoji("c_ks", 1)),
                Button::new("p1:4:2:hold:1", "Hold", Style::Secondary).with_emoji(emoji("c_th", 2)),
            ])],
            ..View::default()
        };
        assert_eq!(click(&view, ":c_th:").unwrap(), "p1:4:2:hold:1");
        assert_eq!(click(&view, "c_ks hold").unwrap(), "p1:4:2:hold:0");
        let both = click(&view, "hold").unwrap_err();
        assert!(
            both.contains("1 [:c_ks: Hold]") && both.contains("2 [:c_th: Hold]"),
            "{both}"
        );
    }

    #[test]
    fn buttons_are_found_by_number_label_or_action() {
        crate::testing::registry();
        let view = machine();
        assert_eq!(click(&view, "4").unwrap(), "p1:4:2:draw");
        assert_eq!(click(&view, "draw").unwrap(), "p1:4:2:draw");
        assert_eq!(click(&view, "DRAW").unwrap(), "p1:4:2:draw");
        assert_eq!(click(&view, "bet +").unwrap(), "p1:4:2:bet-up");
        assert_eq!(click(&view, "bet-up").unwrap(), "p1:4:2:bet-up");
        assert_eq!(click(&view, "hold:1").unwrap(), "p1:4:2:hold:1");
        let held = click(&view, "held").unwrap_err();
        assert!(
            held.contains("1 [K♠ HELD]") && held.contains("3 [Q♦ HELD]"),
            "{held}"
        );
        assert!(
            click(&view, "bet -")
                .unwrap_err()
                .contains("cannot be clicked now")
        );
        assert!(
            click(&view, "5")
                .unwrap_err()
                .contains("cannot be clicked now")
        );
        assert!(
            click(&view, "9")
                .unwrap_err()
                .contains("there is no button 9")
        );
        assert!(
            click(&view, "fold")
                .unwrap_err()
                .contains("no button is called `fold`")
        );
        assert!(resolve(None, Target::Number(1), vec![]).is_err());
        // A label matched exactly wins over one that merely holds its words.
        let lobby = View {
            rows: vec![Row::Buttons(vec![
                Button::new("p1:4:1:add:casual", "Add computer", Style::Secondary),
                Button::new("p1:4:1:add:expert", "Add expert computer", Style::Secondary),
            ])],
            ..View::default()
        };
        assert_eq!(click(&lobby, "add computer").unwrap(), "p1:4:1:add:casual");
        assert_eq!(click(&lobby, "expert").unwrap(), "p1:4:1:add:expert");
        assert_eq!(
            resolve(None, Target::CustomId("p1:1:1:deal".into()), vec![])
                .unwrap()
                .0,
            "p1:1:1:deal"
        );
    }

    #[test]
    fn menu_options_are_found_by_value_or_label() {
        crate::testing::registry();
        let option = |label: &str, value: &str| SelectOption {
            label: label.into(),
            value: value.into(),
            description: None,
            default: false,
        };
        let view = View {
            rows: vec![Row::Select(Select {
                custom_id: "p1:9:3:box".into(),
                placeholder: "Score a box".into(),
                options: vec![
                    option("Threes · 9", "3s"),
                    option("Three of a kind · 17", "3k"),
                    option("Chance · 17", "ch"),
                ],
                min_values: 1,
                max_values: 1,
            })],
            ..View::default()
        };
        let select = |text: &str| {
            resolve(
                Some(&view),
                Target::Label(String::new()),
                vec![text.to_string()],
            )
            .map_err(|e| e.message(Locale::En))
        };
        assert_eq!(
            select("chance").unwrap(),
            ("p1:9:3:box".into(), vec!["ch".into()])
        );
        assert_eq!(select("3k").unwrap().1, vec!["3k".to_string()]);
        assert_eq!(select("three of").unwrap().1, vec!["3k".to_string()]);
        assert_eq!(select("three").unwrap().1, vec!["3k".to_string()]);
        assert_eq!(select("threes").unwrap().1, vec!["3s".to_string()]);
        assert_eq!(select("2").unwrap().1, vec!["3k".to_string()]);
        assert_eq!(select("3").unwrap().1, vec!["ch".to_string()]);
        assert!(select("4").unwrap_err().contains("no option 4"));
        assert!(
            select("small straight")
                .unwrap_err()
                .contains("not in the menu")
        );
    }
}
