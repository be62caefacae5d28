//! What Parlor posts to a server's log channel (`/config log_channel`): gifts, gifts refused
//! under the gift rules, and `/config` changes with who made them, in the server's language.
//! A post names members and channels, and notifies nobody.

use super::Locale;
use super::config::{ShowSetting, setting_shown};
use super::currency::Currency;
use super::format::mention;
use super::refusal::Refusal;
use crate::config::ServerDefaults;
use crate::engine::GameKind;
use crate::t;
use serde_json::{Value, json};

/// Discord's limit on a message's text.
const MAX_CONTENT: usize = 2000;

/// A gift, as the log reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gift {
    pub giver: u64,
    pub receiver: u64,
    pub amount: i64,
}

/// A gift made.
pub fn gift(l: Locale, currency: &Currency, gift: &Gift) -> String {
    t!(
        l,
        "log-gift",
        giver = mention(gift.giver),
        receiver = mention(gift.receiver),
        amount = currency.amount(l, gift.amount)
    )
}

/// A gift refused under one of the gift rules (the receive cap, the accounts' age, the games
/// played); None for a refusal of another kind, which the log does not report.
pub fn refused(l: Locale, currency: &Currency, gift: &Gift, refusal: &Refusal) -> Option<String> {
    let reason = match refusal {
        Refusal::ReceiveCap {
            member, cap, left, ..
        } if *left > 0 => t!(
            l,
            "log-reason-receive-cap",
            member = mention(*member),
            cap = currency.amount(l, *cap),
            left = currency.amount(l, *left)
        ),
        Refusal::ReceiveCap { member, cap, .. } => t!(
            l,
            "log-reason-receive-cap-full",
            member = mention(*member),
            cap = currency.amount(l, *cap)
        ),
        Refusal::AccountTooNew { member, days, .. } => t!(
            l,
            "log-reason-account-new",
            member = mention(*member),
            days = *days
        ),
        Refusal::TooFewGames {
            member,
            needed,
            played,
            ..
        } => t!(
            l,
            "log-reason-games",
            member = mention(*member),
            needed = *needed,
            played = *played
        ),
        _ => return None,
    };
    Some(t!(
        l,
        "log-refused",
        giver = mention(gift.giver),
        receiver = mention(gift.receiver),
        amount = currency.amount(l, gift.amount),
        reason = reason
    ))
}

/// A `/config` change by `manager`: each setting `changed`, from `before` to `after`.
pub fn config_change(
    l: Locale,
    manager: u64,
    (before, after): (&ServerDefaults, &ServerDefaults),
    changed: &[&str],
    show: impl Fn(GameKind) -> Option<ShowSetting>,
) -> String {
    let mut lines = vec![t!(l, "log-config", manager = mention(manager))];
    for (kind, setting) in crate::config::settings::all() {
        if !changed.contains(&setting.key) {
            continue;
        }
        let key = (kind, setting);
        lines.push(t!(
            l,
            "log-config-line",
            name = super::i18n::text(l, &format!("config-name-{}", setting.key), &[]),
            before = setting_shown(l, key, &before.get(setting.key), &show),
            after = setting_shown(l, key, &after.get(setting.key), &show)
        ));
    }
    lines.join("\n")
}

/// A log line as the message Discord is sent: its text (cut to Discord's limit), mentioning
/// without notifying. The sender adds the nonce.
pub fn post(text: &str) -> Value {
    let content = if text.chars().count() > MAX_CONTENT {
        let cut: String = text.chars().take(MAX_CONTENT - 1).collect();
        format!("{cut}…")
    } else {
        text.to_string()
    };
    json!({
        "content": content,
        "allowed_mentions": { "parse": [] },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_post_fits_discords_limit_and_notifies_nobody() {
        let long = "é".repeat(3000);
        let body = post(&long);
        let content = body["content"].as_str().unwrap_or_default();
        assert_eq!(content.chars().count(), MAX_CONTENT);
        assert!(content.ends_with('…'));
        assert_eq!(body["allowed_mentions"]["parse"], json!([]));
        assert_eq!(post("short")["content"], "short");
    }

    #[test]
    fn only_the_gift_rules_refusals_are_logged() {
        crate::testing::registry();
        let gift = Gift {
            giver: 1,
            receiver: 2,
            amount: 50,
        };
        for l in Locale::ALL.iter().copied() {
            let cap = Refusal::ReceiveCap {
                member: 2,
                cap: 100,
                left: 10,
                wait: Some(60),
            };
            let line = refused(l, Currency::parlor(), &gift, &cap).unwrap_or_default();
            assert!(line.contains("<@1>") && line.contains("<@2>"), "{line}");
            assert!(refused(l, Currency::parlor(), &gift, &Refusal::GiveNothing).is_none());
        }
    }

    /// A gift's post, and a refused gift's, give the amounts in the server's currency.
    #[test]
    fn gifts_are_logged_in_the_servers_currency() {
        crate::testing::registry();
        let gift = Gift {
            giver: 1,
            receiver: 2,
            amount: 1500,
        };
        let gold = Currency::of(&ServerDefaults {
            currency_name: "Gold".into(),
            currency_emoji: "🪙".into(),
            currency_one: "coin".into(),
            currency_other: "coins".into(),
            ..ServerDefaults::default()
        });
        assert_eq!(
            gift_line(Locale::En, &gold, &gift),
            gift_line(Locale::En, Currency::parlor(), &gift)
                .replace("1,500 chips", "🪙 1,500 coins")
        );
        let cap = Refusal::ReceiveCap {
            member: 2,
            cap: 1,
            left: 0,
            wait: None,
        };
        let line = refused(Locale::En, &gold, &gift, &cap).unwrap_or_default();
        assert!(line.contains("🪙 1,500 coins"), "{line}");
        assert!(line.contains("🪙 1 coin"), "{line}");
        assert!(!line.contains("chip"), "{line}");
    }

    fn gift_line(l: Locale, currency: &Currency, g: &Gift) -> String {
        gift(l, currency, g)
    }
}
