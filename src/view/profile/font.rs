//! Text on the profile card: DejaVu Sans (regular and bold), embedded in the binary, laid out
//! and rasterised with ab_glyph onto a tiny-skia pixmap. The fonts cover Latin Extended-A,
//! so French and Polish names and labels draw as they are written; `drawable` says whether
//! a text has a glyph for every character (a name that has not is shown by its id).

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};
use tiny_skia::{Pixmap, PremultipliedColorU8};

use crate::view::attachment::PictureError;
use crate::view::emoji::draw::Rgb;

/// DejaVu Sans 2.37 (Bitstream Vera licence: assets/fonts/LICENSE-DejaVu.txt).
const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// The card's two faces.
pub struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weight {
    Regular,
    Bold,
}

impl Fonts {
    pub fn load() -> Result<Fonts, PictureError> {
        let read =
            |bytes| FontRef::try_from_slice(bytes).map_err(|e| PictureError::Font(e.to_string()));
        Ok(Fonts {
            regular: read(REGULAR)?,
            bold: read(BOLD)?,
        })
    }

    fn face(&self, weight: Weight) -> &FontRef<'static> {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// Whether every character of `text` has a glyph in the face.
    pub fn drawable(&self, text: &str, weight: Weight) -> bool {
        let face = self.face(weight);
        text.chars().all(|c| face.glyph_id(c) != GlyphId(0))
    }

    /// The glyphs of `text` at `size` pixels, with their pen positions from 0, and the
    /// width they take.
    fn layout(&self, text: &str, size: f32, weight: Weight) -> (Vec<(GlyphId, f32)>, f32) {
        let face = self.face(weight).as_scaled(PxScale::from(size));
        let mut x = 0.0;
        let mut previous: Option<GlyphId> = None;
        let mut glyphs = Vec::with_capacity(text.len());
        for c in text.chars() {
            let id = face.glyph_id(c);
            if let Some(before) = previous {
                x += face.kern(before, id);
            }
            glyphs.push((id, x));
            x += face.h_advance(id);
            previous = Some(id);
        }
        (glyphs, x)
    }

    /// How wide `text` is at `size` pixels.
    pub fn width(&self, text: &str, size: f32, weight: Weight) -> f32 {
        self.layout(text, size, weight).1
    }

    /// The largest size up to `size` (and not under `smallest`) at which `text` fits in
    /// `room` pixels, and `text` cut with an ellipsis if even the smallest does not.
    pub fn fit(
        &self,
        text: &str,
        (size, smallest): (f32, f32),
        weight: Weight,
        room: f32,
    ) -> (String, f32) {
        let mut size = size;
        while size > smallest && self.width(text, size, weight) > room {
            size -= 1.0;
        }
        if self.width(text, size, weight) <= room {
            return (text.to_string(), size);
        }
        let mut cut: Vec<char> = text.chars().collect();
        while !cut.is_empty() {
            cut.pop();
            let shown = format!("{}…", cut.iter().collect::<String>().trim_end());
            if self.width(&shown, size, weight) <= room {
                return (shown, size);
            }
        }
        (String::new(), size)
    }

    /// Draws `text` as [`Fonts::fit`] fits it in `room` pixels: at the largest size up to
    /// `size` and not under `smallest`, cut with an ellipsis if even that does not fit.
    pub fn draw_fitted(
        &self,
        pixmap: &mut Pixmap,
        text: &str,
        at: (f32, f32),
        (size, smallest, weight): (f32, f32, Weight),
        room: f32,
        colour: Rgb,
    ) {
        let (shown, size) = self.fit(text, (size, smallest), weight, room);
        self.draw(pixmap, &shown, at, (size, weight), colour);
    }

    /// Draws `text` with its baseline's left end at `(x, baseline)`.
    pub fn draw(
        &self,
        pixmap: &mut Pixmap,
        text: &str,
        (x, baseline): (f32, f32),
        (size, weight): (f32, Weight),
        colour: Rgb,
    ) {
        let face = self.face(weight);
        let (glyphs, _) = self.layout(text, size, weight);
        let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
        let pixels = pixmap.pixels_mut();
        for (id, pen) in glyphs {
            let glyph = id.with_scale_and_position(size, point(x + pen, baseline));
            let Some(outline) = face.outline_glyph(glyph) else {
                continue;
            };
            let bounds = outline.px_bounds();
            let (left, top) = (bounds.min.x as i32, bounds.min.y as i32);
            outline.draw(|gx, gy, coverage| {
                let (px, py) = (left + gx as i32, top + gy as i32);
                if px < 0 || py < 0 || px >= width || py >= height {
                    return;
                }
                let slot = &mut pixels[(py * width + px) as usize];
                *slot = over(*slot, colour, coverage);
            });
        }
    }
}

/// A glyph rasterised once: its coverage (0 to 255), and where its top left sits from a pen
/// at a whole pixel on the baseline. [`Fonts::raster`] makes one; [`Fonts::blit`] draws it.
#[derive(Debug, Clone)]
pub struct Raster {
    pub left: i32,
    pub top: i32,
    pub width: u32,
    pub coverage: Vec<u8>,
}

impl Fonts {
    /// The glyphs of `text` at `size` pixels, each with its pen position from 0.
    pub fn glyphs(&self, text: &str, size: f32, weight: Weight) -> Vec<(GlyphId, f32)> {
        self.layout(text, size, weight).0
    }

    /// The glyph `id` at `size` pixels, its pen at the origin; None for one with no outline
    /// (a space).
    pub fn raster(&self, id: GlyphId, size: f32, weight: Weight) -> Option<Raster> {
        let glyph = id.with_scale_and_position(size, point(0.0, 0.0));
        let outline = self.face(weight).outline_glyph(glyph)?;
        let bounds = outline.px_bounds();
        let width = bounds.width() as u32;
        let mut coverage = vec![0u8; (width * bounds.height() as u32) as usize];
        outline.draw(|x, y, c| {
            if let Some(slot) = coverage.get_mut((y * width + x) as usize) {
                *slot = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
            }
        });
        Some(Raster {
            left: bounds.min.x as i32,
            top: bounds.min.y as i32,
            width,
            coverage,
        })
    }

    /// Draws a glyph rasterised by [`Fonts::raster`] with its pen at `(x, baseline)`.
    pub fn blit(pixmap: &mut Pixmap, raster: &Raster, (x, baseline): (i32, i32), colour: Rgb) {
        let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
        let pixels = pixmap.pixels_mut();
        let columns = raster.width.max(1) as usize;
        for (i, &c) in raster.coverage.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let px = x + raster.left + (i % columns) as i32;
            let py = baseline + raster.top + (i / columns) as i32;
            if px < 0 || py < 0 || px >= width || py >= height {
                continue;
            }
            let slot = &mut pixels[(py * width + px) as usize];
            *slot = over(*slot, colour, f32::from(c) / 255.0);
        }
    }
}

/// `colour` at `coverage` (0 to 1) laid over a premultiplied pixel.
fn over(under: PremultipliedColorU8, colour: Rgb, coverage: f32) -> PremultipliedColorU8 {
    let a = coverage.clamp(0.0, 1.0);
    let mix =
        |top: u8, bottom: u8| (f32::from(top) * a + f32::from(bottom) * (1.0 - a)).round() as u8;
    let alpha = mix(255, under.alpha());
    // Premultiplied: a channel never exceeds the alpha.
    PremultipliedColorU8::from_rgba(
        mix(colour.0, under.red()).min(alpha),
        mix(colour.1, under.green()).min(alpha),
        mix(colour.2, under.blue()).min(alpha),
        alpha,
    )
    .unwrap_or(under)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_faces_draw_french_and_polish_and_not_every_script() {
        let fonts = Fonts::load().expect("the embedded fonts");
        for weight in [Weight::Regular, Weight::Bold] {
            assert!(fonts.drawable("Łukasz Żółć-Wiśniewska", weight));
            assert!(fonts.drawable("Françoise Bœuf, Œdipe, Ÿves", weight));
            assert!(
                fonts.drawable("12\u{202F}345 jetons", weight),
                "French digit groups"
            );
            assert!(!fonts.drawable("山田太郎", weight));
            assert!(!fonts.drawable("🎲 dice", weight));
            // A space the face lacks would be drawn as a box.
            assert!(
                !fonts.drawable("a\u{3000}b", weight),
                "the ideographic space"
            );
        }
    }

    #[test]
    fn fitting_shrinks_then_cuts() {
        let fonts = Fonts::load().expect("the embedded fonts");
        let (text, size) = fonts.fit("Ann", (40.0, 20.0), Weight::Bold, 500.0);
        assert_eq!((text.as_str(), size), ("Ann", 40.0));
        let long = "Maximilian Alexander von Hohenberg-Wiśniewski";
        let (text, size) = fonts.fit(long, (40.0, 20.0), Weight::Bold, 300.0);
        assert_eq!(size, 20.0);
        assert!(text.ends_with('…') && text.len() < long.len(), "{text}");
        assert!(fonts.width(&text, size, Weight::Bold) <= 300.0);
    }

    #[test]
    fn drawing_marks_pixels_where_the_text_is() {
        let fonts = Fonts::load().expect("the embedded fonts");
        let drawn = |text: &str| {
            let mut pixmap = Pixmap::new(200, 60).expect("a pixmap");
            let white = Rgb(255, 255, 255);
            fonts.draw(
                &mut pixmap,
                text,
                (10.0, 40.0),
                (30.0, Weight::Regular),
                white,
            );
            pixmap
        };
        let inked = |pixmap: &Pixmap, xs: std::ops::Range<u32>, ys: std::ops::Range<u32>| {
            xs.flat_map(|x| ys.clone().map(move |y| (x, y)))
                .filter(|&(x, y)| pixmap.pixel(x, y).is_some_and(|p| p.alpha() > 128))
                .count()
        };
        let accented = drawn("Żółw");
        assert!(inked(&accented, 10..80, 0..60) > 50, "the text's pixels");
        assert_eq!(
            inked(&accented, 150..200, 0..60),
            0,
            "nothing beyond its width"
        );
        // The dot of Ż is ink above the top of a plain Z.
        let plain = drawn("Zolw");
        let top = |pixmap: &Pixmap| (0..60u32).find(|&y| inked(pixmap, 10..30, y..y + 1) > 0);
        let (dotted, bare) = (top(&accented).expect("ink"), top(&plain).expect("ink"));
        assert!(dotted + 3 < bare, "Ż starts at row {dotted}, Z at {bare}");
    }
}
