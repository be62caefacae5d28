//! Numbers as each language writes them: digit groups and decimal marks.

use super::Locale;

/// `amount` with `separator` between groups of three digits.
pub fn group(amount: i64, separator: &str) -> String {
    let digits = amount.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(c);
    }
    if amount < 0 { format!("-{out}") } else { out }
}

/// `value` with `places` decimals, in the locale's way: `1,234.5` in English, `1 234,5` in
/// French and Polish.
pub fn decimal(locale: Locale, value: f64, places: usize) -> String {
    let text = format!("{:.*}", places, value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((text.as_str(), ""));
    let mut out = String::new();
    if value.is_sign_negative() && text.chars().any(|c| c.is_ascii_digit() && c != '0') {
        out.push('-');
    }
    let digits = whole.len();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (digits - i).is_multiple_of(3) {
            out.push_str(locale.digit_group());
        }
        out.push(c);
    }
    if !fraction.is_empty() {
        out.push(locale.decimal_mark());
        out.push_str(fraction);
    }
    out
}
