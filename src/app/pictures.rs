//! The pictures this process serves (the pictures style, [`crate::view::picture`]): a
//! request's signed path opened, the picture drawn once from what the path names, and
//! kept by its content, in memory within a bound and, if configured, in a folder.
//!
//! Replicas share nothing here: the URL names the whole picture and every replica holds
//! the key, so any of them draws the same bytes for it.

use crate::config::PicturesConfig;
use crate::games::Registry;
use crate::view::picture::draw::{self, Art};
use crate::view::picture::{Links, Spec};
use sha2::{Digest, Sha256};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

/// The pictures style's links and the pictures drawn for them.
pub struct Pictures {
    links: Links,
    registry: Arc<Registry>,
    /// The emojis' artwork, decoded on the first picture asked for, with its fingerprint.
    art: OnceLock<Result<Drawing, String>>,
    cache: Mutex<Cache>,
    folder: Option<PathBuf>,
    /// One picture drawn at a time ([`Pictures::drawing_turn`]).
    turn: tokio::sync::Semaphore,
}

/// The artwork and what names it: a hash of the drawing's version and of every emoji's
/// picture, so that the folder never serves a picture drawn by an earlier artwork.
struct Drawing {
    art: Art,
    fingerprint: String,
}

/// Drawn pictures by payload, the least recently served dropped past the bound.
struct Cache {
    pictures: hashlink::LruCache<String, Arc<[u8]>>,
    bytes: usize,
    bound: usize,
}

/// Why a path is answered with no picture (404 either way: a forged or expired link is
/// not told from one that never was).
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoPicture {
    /// Not signed by this key, altered, expired, or not a picture's payload.
    #[error("no such picture: the link is not signed by this key, altered, or expired")]
    NotFound,
    /// The picture could not be drawn (logged).
    #[error("the picture could not be drawn")]
    Failed,
}

impl Pictures {
    /// The style's service, when the configuration gives a base URL and a key.
    pub fn new(config: &PicturesConfig, registry: Arc<Registry>) -> Option<Pictures> {
        let (base, key) = config.links()?;
        Some(Pictures {
            links: Links::new(base, key.as_bytes(), config.link_days),
            registry,
            art: OnceLock::new(),
            cache: Mutex::new(Cache {
                pictures: hashlink::LruCache::new_unbounded(),
                bytes: 0,
                bound: config.cache_mib.saturating_mul(1 << 20),
            }),
            folder: config.cache_dir.clone(),
            turn: tokio::sync::Semaphore::new(1),
        })
    }

    pub fn links(&self) -> &Links {
        &self.links
    }

    /// The PNG at `path` if it is already drawn and kept in memory: what the HTTP route
    /// answers at once, before it waits its turn to draw ([`Pictures::drawing_turn`]).
    pub fn served_from_memory(&self, path: &str, now: i64) -> Option<Arc<[u8]>> {
        let payload = self.links.open(path, now)?;
        self.cached(&payload)
    }

    /// One turn to draw: pictures are drawn one at a time, so that a burst of fetches
    /// (many boards at once, or one board by many) takes one core, never the click path's,
    /// and a board fetched twice at once is drawn once (the second finds it kept).
    pub fn drawing_turn(&self) -> &tokio::sync::Semaphore {
        &self.turn
    }

    /// The PNG at `path` (what follows `/pictures/`) at `now`.
    pub fn serve(&self, path: &str, now: i64) -> Result<Arc<[u8]>, NoPicture> {
        let payload = self.links.open(path, now).ok_or(NoPicture::NotFound)?;
        self.picture(&payload)
    }

    /// The picture `payload` names: from memory, from the folder, or drawn.
    pub fn picture(&self, payload: &str) -> Result<Arc<[u8]>, NoPicture> {
        if let Some(png) = self.cached(payload) {
            return Ok(png);
        }
        let spec = Spec::decode(payload).map_err(|_| NoPicture::NotFound)?;
        let drawing = self.drawing().ok_or(NoPicture::Failed)?;
        if !drawing.art.has_all(&spec) {
            return Err(NoPicture::NotFound);
        }
        let file = self.folder.as_ref().map(|folder| {
            let name = hex(&Sha256::digest(
                format!("{}/{payload}", drawing.fingerprint).as_bytes(),
            ));
            folder.join(format!("{name}.png"))
        });
        // A file cut short (a crash as it was written) is drawn again.
        let kept = file
            .as_ref()
            .and_then(|path| std::fs::read(path).ok())
            .filter(|bytes| bytes.starts_with(PNG_START) && bytes.ends_with(PNG_END));
        let png: Arc<[u8]> = match kept {
            Some(bytes) => bytes.into(),
            None => {
                let png: Arc<[u8]> = draw::png(&spec, &drawing.art)
                    .map_err(|e| {
                        tracing::error!("a picture could not be drawn: {e}");
                        NoPicture::Failed
                    })?
                    .into();
                if let Some(path) = &file {
                    keep_in_folder(path, &png);
                }
                png
            }
        };
        self.keep(payload, &png);
        Ok(png)
    }

    fn drawing(&self) -> Option<&Drawing> {
        let drawing = self.art.get_or_init(|| {
            let emojis = self.registry.emojis();
            let mut hash = Sha256::new();
            hash.update(draw::VERSION.to_be_bytes());
            for emoji in &emojis {
                hash.update(emoji.name.as_bytes());
                hash.update(&emoji.png);
            }
            let art = Art::new(&emojis).map_err(|e| {
                tracing::error!("the pictures' artwork does not load: {e}");
                e.to_string()
            })?;
            Ok(Drawing {
                art,
                fingerprint: hex(&hash.finalize()),
            })
        });
        drawing.as_ref().ok()
    }

    fn cached(&self, payload: &str) -> Option<Arc<[u8]>> {
        let mut cache = match self.cache.lock() {
            Ok(cache) => cache,
            Err(poisoned) => poisoned.into_inner(),
        };
        cache.pictures.get(payload).cloned()
    }

    fn keep(&self, payload: &str, png: &Arc<[u8]>) {
        let mut cache = match self.cache.lock() {
            Ok(cache) => cache,
            Err(poisoned) => poisoned.into_inner(),
        };
        if png.len() > cache.bound {
            return;
        }
        if let Some(before) = cache.pictures.insert(payload.to_string(), png.clone()) {
            cache.bytes -= before.len();
        }
        cache.bytes += png.len();
        while cache.bytes > cache.bound {
            match cache.pictures.remove_lru() {
                Some((_, dropped)) => cache.bytes -= dropped.len(),
                None => break,
            }
        }
    }

    /// How many pictures, and bytes, the memory holds.
    pub fn cached_size(&self) -> (usize, usize) {
        let cache = match self.cache.lock() {
            Ok(cache) => cache,
            Err(poisoned) => poisoned.into_inner(),
        };
        (cache.pictures.len(), cache.bytes)
    }
}

/// A PNG's first bytes, and its last (the IEND chunk): a file kept whole has both.
const PNG_START: &[u8] = b"\x89PNG\r\n\x1a\n";
const PNG_END: &[u8] = b"IEND\xAE\x42\x60\x82";

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes a drawn picture to the folder, whole or not at all (a temporary file renamed);
/// a full disk or a folder that cannot be written costs only the copy.
fn keep_in_folder(path: &std::path::Path, png: &[u8]) {
    let Some(folder) = path.parent() else {
        return;
    };
    let written = std::fs::create_dir_all(folder).and_then(|()| {
        let mut file = tempfile::NamedTempFile::new_in(folder)?;
        std::io::Write::write_all(&mut file, png)?;
        file.as_file().sync_all()?;
        file.persist(path).map(|_| ()).map_err(|e| e.error)
    });
    if let Err(e) = written {
        tracing::warn!("a picture was not kept in {}: {e}", folder.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::picture::{Line, Row};

    const NOW: i64 = 1_780_000_000;
    const BASE: &str = "https://parlor.example/pictures";

    fn config(cache_mib: usize, folder: Option<PathBuf>) -> PicturesConfig {
        PicturesConfig {
            base_url: Some(BASE.into()),
            key: Some("a key of thirty-two characters or more".into()),
            cache_mib,
            cache_dir: folder,
            ..PicturesConfig::default()
        }
    }

    fn pictures(config: &PicturesConfig) -> Pictures {
        Pictures::new(config, crate::testing::registry()).expect("set up")
    }

    /// A hand of `cards`, and its path under `/pictures/`.
    fn hand(pictures: &Pictures, cards: &[&str]) -> String {
        let mut spec = Spec::default();
        let cells = cards.iter().map(|c| spec.tile(c)).collect();
        spec.lines.push(Line::Row(Row {
            label: String::new(),
            cells,
            note: String::new(),
        }));
        let url = pictures.links().url(&spec.encode(), NOW).expect("a URL");
        url.strip_prefix(&format!("{BASE}/"))
            .expect("under the base")
            .to_string()
    }

    #[test]
    fn no_style_without_a_base_url_and_a_key() {
        let registry = crate::testing::registry();
        assert!(Pictures::new(&PicturesConfig::default(), registry.clone()).is_none());
        let no_key = PicturesConfig {
            key: None,
            ..config(1, None)
        };
        assert!(Pictures::new(&no_key, registry).is_none());
    }

    #[test]
    fn a_picture_is_drawn_once_then_served_from_memory() {
        let pictures = pictures(&config(64, None));
        let path = hand(&pictures, &["c_as", "c_kd"]);
        let png = pictures.serve(&path, NOW).expect("drawn");
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert_eq!(pictures.cached_size(), (1, png.len()));
        let again = pictures.serve(&path, NOW).expect("served");
        assert!(Arc::ptr_eq(&png, &again), "the same bytes, not drawn again");
        assert_eq!(
            pictures.serve(&path, NOW + 40 * 86_400),
            Err(NoPicture::NotFound),
            "expired"
        );
        // Another picture's payload under this one's signature.
        let other = hand(&pictures, &["c_as", "c_ks"]);
        let (signed, _) = path.rsplit_once('/').unwrap();
        let (_, payload) = other.rsplit_once('/').unwrap();
        let forged = format!("{signed}/{payload}");
        assert_eq!(pictures.serve(&forged, NOW), Err(NoPicture::NotFound));
    }

    #[test]
    fn memory_keeps_within_its_bound_dropping_the_least_recently_served() {
        let pictures = pictures(&config(1, None));
        let cards = [
            "c_2s", "c_3s", "c_4s", "c_5s", "c_6s", "c_7s", "c_8s", "c_9s", "c_ts", "c_js", "c_qs",
            "c_ks", "c_as",
        ];
        let mut paths = Vec::new();
        for (i, first) in cards.iter().enumerate() {
            for second in &cards[i + 1..] {
                let path = hand(&pictures, &[first, second, "c_back", "c_ah", "c_kh"]);
                pictures.serve(&path, NOW).expect("drawn");
                paths.push(path);
            }
        }
        let (count, bytes) = pictures.cached_size();
        assert!(bytes <= 1 << 20, "{bytes} bytes kept");
        assert!(
            count < paths.len(),
            "some were dropped: {count} of {}",
            paths.len()
        );
        let last = paths.last().unwrap();
        let before = pictures.cached_size();
        pictures.serve(last, NOW).expect("served");
        assert_eq!(pictures.cached_size(), before, "the latest is still kept");
    }

    #[test]
    fn a_folder_keeps_pictures_across_a_restart() {
        let folder = tempfile::tempdir().unwrap();
        let config = config(64, Some(folder.path().join("pictures")));
        let first = pictures(&config);
        let path = hand(&first, &["c_qh", "c_jh"]);
        let png = first.serve(&path, NOW).expect("drawn");
        let kept: Vec<_> = std::fs::read_dir(folder.path().join("pictures"))
            .unwrap()
            .collect();
        assert_eq!(kept.len(), 1, "one file, no temporary left");
        // A new process reads it from the folder: the artwork is never loaded.
        let file = kept[0].as_ref().unwrap().path();
        assert_eq!(std::fs::read(&file).unwrap(), png.to_vec());
        // A new process reads it from the folder, not drawing it again: what the folder
        // holds is what it serves.
        let kept = [PNG_START, b"kept", PNG_END].concat();
        std::fs::write(&file, &kept).unwrap();
        let second = pictures(&config);
        assert_eq!(&*second.serve(&path, NOW).expect("read back"), &kept[..]);
        // A file cut short is drawn again.
        std::fs::write(&file, &png[..png.len() / 2]).unwrap();
        let third = pictures(&config);
        assert_eq!(third.serve(&path, NOW).expect("drawn again"), png);
    }

    #[test]
    fn a_folder_that_cannot_be_written_costs_only_the_copy() {
        let file = tempfile::NamedTempFile::new().unwrap();
        // A file where the folder should be: nothing can be written under it.
        let pictures = pictures(&config(64, Some(file.path().join("pictures"))));
        let path = hand(&pictures, &["c_2c"]);
        assert!(pictures.serve(&path, NOW).is_ok());
    }
}
