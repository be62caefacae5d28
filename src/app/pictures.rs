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
    /// The emojis' artwork, decoded on the first picture drawn.
    art: OnceLock<Result<Art, String>>,
    cache: Mutex<Cache>,
    folder: Option<PathBuf>,
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
        })
    }

    pub fn links(&self) -> &Links {
        &self.links
    }

    /// The PNG at `path` (what follows `/pictures/`) at `now`.
    pub fn serve(&self, path: &str, now: i64) -> Result<Arc<[u8]>, NoPicture> {
        let payload = self.links.open(path, now).ok_or(NoPicture::NotFound)?;
        self.picture(payload)
    }

    /// The picture `payload` names: from memory, from the folder, or drawn.
    pub fn picture(&self, payload: &str) -> Result<Arc<[u8]>, NoPicture> {
        if let Some(png) = self.cached(payload) {
            return Ok(png);
        }
        let spec = Spec::decode(payload).map_err(|_| NoPicture::NotFound)?;
        let file = self.folder.as_ref().map(|folder| {
            let name: String = Sha256::digest(payload.as_bytes())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            folder.join(format!("{name}.png"))
        });
        let kept = file.as_ref().and_then(|path| std::fs::read(path).ok());
        let png: Arc<[u8]> = match kept {
            Some(bytes) => bytes.into(),
            None => {
                let art = self.art().ok_or(NoPicture::Failed)?;
                if !art.has_all(&spec) {
                    return Err(NoPicture::NotFound);
                }
                let png: Arc<[u8]> = draw::png(&spec, art)
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

    fn art(&self) -> Option<&Art> {
        let art = self.art.get_or_init(|| {
            Art::new(&self.registry.emojis()).map_err(|e| {
                tracing::error!("the pictures' artwork does not load: {e}");
                e.to_string()
            })
        });
        art.as_ref().ok()
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

/// Writes a drawn picture to the folder, whole or not at all (a temporary file renamed);
/// a full disk or a folder that cannot be written costs only the copy.
fn keep_in_folder(path: &std::path::Path, png: &[u8]) {
    let Some(folder) = path.parent() else {
        return;
    };
    let written = std::fs::create_dir_all(folder).and_then(|()| {
        let mut file = tempfile::NamedTempFile::new_in(folder)?;
        std::io::Write::write_all(&mut file, png)?;
        file.persist(path).map(|_| ()).map_err(|e| e.error)
    });
    if let Err(e) = written {
        tracing::warn!("a picture was not kept in {}: {e}", folder.display());
    }
}
