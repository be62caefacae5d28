//! Files a message carries. A reply names its picture by what it shows (a profile card's
//! words and figures), so that its record stays small and a replay draws the same picture;
//! the front ends draw it into a file when they send the message.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Attachment {
    pub filename: String,
    /// What the picture shows, for whoever cannot see it (Discord's alt text, at most 1,024
    /// characters).
    pub description: String,
    pub picture: Picture,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Picture {
    /// `/profile`'s card.
    Profile(Box<super::profile::card::Card>),
}

impl Default for Picture {
    fn default() -> Picture {
        Picture::Profile(Box::default())
    }
}

/// A file, drawn: what a multipart request sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// Why a picture could not be drawn (only a damaged build could get here).
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the embedded font does not read: {0}")]
    Font(String),
    #[error("the PNG could not be written: {0}")]
    Png(String),
}

impl Attachment {
    /// The picture drawn, as the file Discord receives.
    pub fn file(&self) -> Result<File, PictureError> {
        let bytes = match &self.picture {
            Picture::Profile(card) => super::profile::card::png(card)?,
        };
        Ok(File {
            filename: self.filename.clone(),
            bytes,
        })
    }

    /// The attachment in a message's JSON: its place in the request's files is its id.
    pub fn to_json(&self, index: usize) -> serde_json::Value {
        serde_json::json!({
            "id": index.to_string(),
            "filename": self.filename,
            "description": self.description,
        })
    }
}
