-- How a server shows cards, dice and pieces: `emoji` uses Parlor's own application emojis
-- once `parlor emojis sync` has uploaded them, `text` keeps the text rendering
-- (`/config card_style`).
ALTER TABLE guild_settings ADD COLUMN card_style TEXT NOT NULL DEFAULT 'emoji';
-- Parlor's application emojis as Discord holds them: each name's id, and the hash of the
-- picture uploaded under it, so that a changed drawing is replaced. Written by
-- `parlor emojis sync`, read by the bot to render with the emojis.
CREATE TABLE emojis (
    name       TEXT PRIMARY KEY,
    id         INTEGER NOT NULL,
    hash       TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
