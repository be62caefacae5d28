//! Drawing Parlor's emojis: a 128×128 canvas (tiny-skia), shapes, and a stroke font for the
//! card ranks and die faces, so that no font file is needed and every machine draws the
//! same pixels.

use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

/// An emoji's side, in pixels (Discord's size for application emojis).
pub const SIZE: u32 = 128;

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

pub const WHITE: Rgb = Rgb(0xFF, 0xFF, 0xFF);
pub const INK: Rgb = Rgb(0x1E, 0x1E, 0x24);
pub const RED: Rgb = Rgb(0xD0, 0x1C, 0x24);

/// A drawing surface of [`SIZE`] pixels, transparent.
pub struct Canvas(Pixmap);

fn paint(colour: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(colour.0, colour.1, colour.2, 0xFF);
    paint.anti_alias = true;
    paint
}

impl Canvas {
    pub fn new() -> Canvas {
        // A fixed, non-zero size: the allocation cannot fail.
        Canvas(Pixmap::new(SIZE, SIZE).unwrap_or_else(|| unreachable!("a 128×128 pixmap")))
    }

    /// A transparent canvas of another size (a profile card); None for a zero side.
    pub fn sized(width: u32, height: u32) -> Option<Canvas> {
        Pixmap::new(width, height).map(Canvas)
    }

    pub fn fill(&mut self, path: &Path, colour: Rgb) {
        self.0.fill_path(
            path,
            &paint(colour),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    pub fn stroke(&mut self, path: &Path, colour: Rgb, width: f32) {
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        self.0
            .stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
    }

    /// A rounded rectangle, filled, with a border of `border` pixels when given.
    pub fn card(
        &mut self,
        rect: (f32, f32, f32, f32),
        radius: f32,
        face: Rgb,
        border: Option<(Rgb, f32)>,
    ) {
        if let Some(path) = rounded(rect, radius) {
            self.fill(&path, face);
            if let Some((colour, width)) = border {
                self.stroke(&path, colour, width);
            }
        }
    }

    /// A rounded card with an edge of `width` pixels of `edge` inside its outline, so that
    /// its outer rim is the edge's colour alone, never blended with the face.
    pub fn edged_card(
        &mut self,
        rect: (f32, f32, f32, f32),
        radius: f32,
        face: Rgb,
        (edge, width): (Rgb, f32),
    ) {
        let (x, y, w, h) = rect;
        let inner = (x + width, y + width, w - 2.0 * width, h - 2.0 * width);
        if let Some(outer) = rounded(rect, radius) {
            self.fill(&outer, edge);
        }
        if let Some(inner) = rounded(inner, (radius - width).max(1.0)) {
            self.fill(&inner, face);
        }
    }

    pub fn circle(&mut self, (x, y): (f32, f32), r: f32, colour: Rgb) {
        if let Some(path) = PathBuilder::from_circle(x, y, r) {
            self.fill(&path, colour);
        }
    }

    pub fn ring(&mut self, (x, y): (f32, f32), r: f32, colour: Rgb, width: f32) {
        if let Some(path) = PathBuilder::from_circle(x, y, r) {
            self.stroke(&path, colour, width);
        }
    }

    /// `text` in the stroke font, its cell `height` pixels tall, its top left at `at`.
    pub fn text(&mut self, text: &str, at: (f32, f32), height: f32, colour: Rgb, weight: f32) {
        let scale = height / 6.0;
        let mut x = at.0;
        for c in text.chars() {
            for stroke in glyph(c) {
                let mut pb = PathBuilder::new();
                for (i, &(gx, gy)) in stroke.iter().enumerate() {
                    let p = (x + gx * scale, at.1 + gy * scale);
                    if i == 0 {
                        pb.move_to(p.0, p.1);
                    } else {
                        pb.line_to(p.0, p.1);
                    }
                }
                if let Some(path) = pb.finish() {
                    self.stroke(&path, colour, weight);
                }
            }
            x += advance(c) * scale;
        }
    }

    pub fn png(&self) -> Vec<u8> {
        self.0.encode_png().unwrap_or_default()
    }

    pub fn pixmap(&self) -> &Pixmap {
        &self.0
    }

    pub fn pixmap_mut(&mut self) -> &mut Pixmap {
        &mut self.0
    }
}

impl Default for Canvas {
    fn default() -> Self {
        Canvas::new()
    }
}

/// A rounded rectangle `(x, y, w, h)`.
pub fn rounded((x, y, w, h): (f32, f32, f32, f32), r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.quad_to(x + w, y, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.quad_to(x + w, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.quad_to(x, y + h, x, y + h - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

pub fn rect(x: f32, y: f32, w: f32, h: f32) -> Option<Path> {
    Rect::from_xywh(x, y, w, h).map(PathBuilder::from_rect)
}

/// A glyph of the stroke font: polylines on a grid 4 wide and 6 tall.
fn glyph(c: char) -> Vec<Vec<(f32, f32)>> {
    let s = |points: &[(f32, f32)]| points.to_vec();
    match c {
        'A' => vec![
            s(&[(0.0, 6.0), (2.0, 0.0), (4.0, 6.0)]),
            s(&[(0.7, 4.0), (3.3, 4.0)]),
        ],
        'K' => vec![
            s(&[(0.0, 0.0), (0.0, 6.0)]),
            s(&[(4.0, 0.0), (0.0, 3.6)]),
            s(&[(1.4, 2.4), (4.0, 6.0)]),
        ],
        'Q' => vec![ring(), s(&[(2.4, 4.4), (4.2, 6.4)])],
        'J' => vec![
            s(&[(1.2, 0.0), (4.0, 0.0)]),
            s(&[(3.0, 0.0), (3.0, 5.0), (2.0, 6.0), (1.0, 6.0), (0.0, 5.0)]),
        ],
        '1' => vec![s(&[(0.4, 1.2), (1.6, 0.0), (1.6, 6.0)])],
        '0' => vec![ring()],
        '2' => vec![s(&[
            (0.0, 1.0),
            (1.0, 0.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (4.0, 2.2),
            (0.0, 6.0),
            (4.0, 6.0),
        ])],
        '3' => vec![s(&[
            (0.0, 0.0),
            (4.0, 0.0),
            (1.8, 2.6),
            (3.0, 2.6),
            (4.0, 3.6),
            (4.0, 5.0),
            (3.0, 6.0),
            (1.0, 6.0),
            (0.0, 5.0),
        ])],
        '4' => vec![s(&[(3.0, 6.0), (3.0, 0.0), (0.0, 4.2), (4.0, 4.2)])],
        '5' => vec![s(&[
            (4.0, 0.0),
            (0.2, 0.0),
            (0.0, 2.6),
            (3.0, 2.6),
            (4.0, 3.6),
            (4.0, 5.0),
            (3.0, 6.0),
            (0.0, 6.0),
        ])],
        '6' => vec![s(&[
            (3.6, 0.0),
            (1.4, 0.0),
            (0.0, 1.6),
            (0.0, 5.0),
            (1.0, 6.0),
            (3.0, 6.0),
            (4.0, 5.0),
            (4.0, 3.6),
            (3.0, 2.8),
            (0.0, 2.8),
        ])],
        '7' => vec![s(&[(0.0, 0.0), (4.0, 0.0), (1.4, 6.0)])],
        '8' => vec![
            s(&[
                (1.0, 0.0),
                (3.0, 0.0),
                (3.8, 0.8),
                (3.8, 2.0),
                (3.0, 2.8),
                (1.0, 2.8),
                (0.2, 2.0),
                (0.2, 0.8),
                (1.0, 0.0),
            ]),
            s(&[
                (1.0, 2.8),
                (0.0, 3.8),
                (0.0, 5.0),
                (1.0, 6.0),
                (3.0, 6.0),
                (4.0, 5.0),
                (4.0, 3.8),
                (3.0, 2.8),
            ]),
        ],
        '9' => vec![s(&[
            (0.4, 6.0),
            (2.6, 6.0),
            (4.0, 4.4),
            (4.0, 1.0),
            (3.0, 0.0),
            (1.0, 0.0),
            (0.0, 1.0),
            (0.0, 2.4),
            (1.0, 3.2),
            (4.0, 3.2),
        ])],
        _ => Vec::new(),
    }
}

/// The rounded ring of `0` and `Q`.
fn ring() -> Vec<(f32, f32)> {
    vec![
        (1.0, 0.0),
        (3.0, 0.0),
        (4.0, 1.0),
        (4.0, 5.0),
        (3.0, 6.0),
        (1.0, 6.0),
        (0.0, 5.0),
        (0.0, 1.0),
        (1.0, 0.0),
    ]
}

/// How far the pen moves after `c`, on the glyph grid.
fn advance(c: char) -> f32 {
    match c {
        '1' => 3.4,
        _ => 5.2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rank_and_face_has_a_glyph() {
        for c in "A23456789JQK10".chars() {
            assert!(!glyph(c).is_empty(), "{c}");
            for stroke in glyph(c) {
                assert!(stroke.len() >= 2);
                for (x, y) in stroke {
                    assert!((0.0..=4.5).contains(&x) && (0.0..=6.5).contains(&y), "{c}");
                }
            }
        }
    }
}
