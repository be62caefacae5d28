//! A picture's URL: the public base Parlor is reached at, then when the link expires, its
//! signature, and the payload that names what it shows ([`super::spec`]) in base64url, so
//! that the path holds only letters, digits, `-` and `_`, which no proxy rewrites:
//!
//! ```text
//! https://parlor.example.com/pictures/1767225600/Qk2x…/MX5jX2FzLmNfYmFjay4uLg.png
//!                            base    ^ expires    ^ signature ^ payload, base64url
//! ```
//!
//! The signature is HMAC-SHA-256 under the configured key, over the expiry and the encoded
//! payload, cut to 128 bits: a link can be neither forged nor altered to draw anything else, and
//! stops working once it expires. The expiry is the end of a UTC day, so a board shown
//! again the same day has the same URL, and Discord's media proxy fetches it once.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{KeyInit, Mac};

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

/// The path under which Parlor's own HTTP server answers for pictures.
pub const PATH: &str = "/pictures";
/// The signature's bytes: 128 bits.
const SIGNATURE_BYTES: usize = 16;
const DAY: i64 = 86_400;
/// The most a URL may take (Discord's limit on a media item's).
pub const MAX_URL: usize = 2048;

/// Signs and opens picture links.
#[derive(Clone)]
pub struct Links {
    /// The public URL of [`PATH`], without a trailing slash.
    base: String,
    mac: HmacSha256,
    /// How many whole days a link lives past the day it is made on.
    days: i64,
}

impl std::fmt::Debug for Links {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Links")
            .field("base", &self.base)
            .field("days", &self.days)
            .finish_non_exhaustive()
    }
}

impl Links {
    /// Links under `base` signed with `key`, valid for `days` days after the day they are
    /// made on.
    pub fn new(base: &str, key: &[u8], days: i64) -> Links {
        Links {
            base: base.trim_end_matches('/').to_string(),
            // HMAC takes a key of any length.
            mac: match HmacSha256::new_from_slice(key) {
                Ok(mac) => mac,
                Err(_) => unreachable!("HMAC takes a key of any length"),
            },
            days: days.max(1),
        }
    }

    /// The public base of the links.
    pub fn base(&self) -> &str {
        &self.base
    }

    fn signature(&self, expires: i64, payload: &str) -> hmac::digest::CtOutput<HmacSha256> {
        let mut mac = self.mac.clone();
        mac.update(expires.to_string().as_bytes());
        mac.update(b"/");
        mac.update(payload.as_bytes());
        mac.finalize()
    }

    /// The URL of the picture `payload` names, made at `now` (Unix seconds); None if it
    /// would pass Discord's limit on a URL.
    pub fn url(&self, payload: &str, now: i64) -> Option<String> {
        let expires = (now.div_euclid(DAY) + 1 + self.days) * DAY;
        let encoded = URL_SAFE_NO_PAD.encode(payload);
        let tag = self.signature(expires, &encoded).into_bytes();
        let signature = URL_SAFE_NO_PAD.encode(&tag[..SIGNATURE_BYTES]);
        let url = format!("{}/{expires}/{signature}/{encoded}.png", self.base);
        (url.len() <= MAX_URL).then_some(url)
    }

    /// The payload of a picture's path under [`PATH`] (`<expires>/<signature>/<payload>.png`),
    /// if this key signed it and it has not expired at `now`.
    pub fn open(&self, path: &str, now: i64) -> Option<String> {
        let mut parts = path.splitn(3, '/');
        let (expires, signature, file) = (parts.next()?, parts.next()?, parts.next()?);
        let payload = file.strip_suffix(".png")?;
        if path.len() > MAX_URL {
            return None;
        }
        let at: i64 = expires.parse().ok()?;
        if at.to_string() != expires || at <= now || at % DAY != 0 {
            return None;
        }
        let tag = URL_SAFE_NO_PAD.decode(signature).ok()?;
        if tag.len() != SIGNATURE_BYTES {
            return None;
        }
        let mut mac = self.mac.clone();
        mac.update(expires.as_bytes());
        mac.update(b"/");
        mac.update(payload.as_bytes());
        mac.verify_truncated_left(&tag).ok()?;
        String::from_utf8(URL_SAFE_NO_PAD.decode(payload).ok()?).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_780_000_000;

    fn links() -> Links {
        Links::new(
            "https://parlor.example/pictures/",
            b"a key of the tests' own",
            30,
        )
    }

    /// The path a URL's request arrives at, under [`PATH`].
    fn path(url: &str) -> &str {
        url.strip_prefix("https://parlor.example/pictures/")
            .unwrap()
    }

    #[test]
    fn a_link_opens_until_it_expires() {
        let payload = "1~c_as~#7~%C5%81!0!";
        let url = links().url(payload, NOW).unwrap();
        let expires = (NOW / DAY + 31) * DAY;
        assert!(url.starts_with(&format!("https://parlor.example/pictures/{expires}/")));
        // Read as a URL, the path is the whole link: nothing a client or proxy cuts (a `#`)
        // or rewrites (an escape).
        let uri: axum::http::Uri = url.parse().unwrap();
        assert_eq!(
            uri.path(),
            url.strip_prefix("https://parlor.example").unwrap()
        );
        assert!(
            path(&url)
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_/.".contains(&b))
        );
        assert_eq!(links().open(path(&url), NOW).as_deref(), Some(payload));
        assert_eq!(
            links().open(path(&url), expires - 1).as_deref(),
            Some(payload)
        );
        assert_eq!(links().open(path(&url), expires), None, "expired");
        assert_eq!(
            links().url(payload, NOW + 60),
            Some(url.clone()),
            "the same URL all day"
        );
    }

    #[test]
    fn a_forged_or_altered_link_is_refused() {
        let url = links().url("1~c_as~!0!", NOW).unwrap();
        let good = path(&url);
        let (expires, rest) = good.split_once('/').unwrap();
        let (signature, file) = rest.split_once('/').unwrap();
        let other = URL_SAFE_NO_PAD.encode("1~c_ks~!0!");
        let altered_payload = format!("{expires}/{signature}/{other}.png");
        let later = format!(
            "{}/{signature}/{file}",
            expires.parse::<i64>().unwrap() + DAY
        );
        let mut flipped = signature.to_string();
        flipped.replace_range(0..1, if signature.starts_with('A') { "B" } else { "A" });
        let flipped = format!("{expires}/{flipped}/{file}");
        let other_key = Links::new("https://parlor.example/pictures", b"another key", 30);
        for bad in [
            altered_payload.as_str(),
            later.as_str(),
            flipped.as_str(),
            &good[..good.len() - 4],
            "",
            "1/2/3.png",
            &format!("+{good}"),
            &format!("0{good}"),
        ] {
            assert_eq!(links().open(bad, NOW), None, "{bad:?}");
        }
        assert_eq!(other_key.open(good, NOW), None, "another key's");
        assert_eq!(links().open(good, NOW).as_deref(), Some("1~c_as~!0!"));
    }

    #[test]
    fn a_link_past_discords_limit_is_not_made() {
        let long = "x".repeat(MAX_URL);
        assert_eq!(links().url(&long, NOW), None);
    }
}
