//! How an emoji looks where Discord shows it: on the light theme's white or the dark theme's
//! grey, and small. A message shows an emoji at 22 pixels (44 on a screen of double
//! density, 48 in a message of emojis alone), so the 128-pixel drawing is scaled down with a
//! proper filter here, laid on each ground, and measured with WCAG's contrast ratio.

use super::Emoji;
use super::draw::Rgb;
use tiny_skia::{Color, IntSize, Pixmap, PremultipliedColorU8};

/// The ground of a message on Discord's light theme.
pub const LIGHT: Rgb = Rgb(0xFF, 0xFF, 0xFF);
/// The ground of a message on Discord's dark theme.
pub const DARK: Rgb = Rgb(0x31, 0x33, 0x38);
/// Both grounds, light first.
pub const GROUNDS: [Rgb; 2] = [LIGHT, DARK];

/// The side of an emoji in a line of text (Discord's 1.375 em of a 16-pixel font).
pub const INLINE: u32 = 22;

/// The contrast WCAG 2.x asks of the parts of a picture needed to make it out (its
/// criterion 1.4.11, non-text contrast).
pub const MIN_CONTRAST: f64 = 3.0;

/// A colour's relative luminance, WCAG 2.x: each sRGB channel made linear, then weighted
/// 0.2126, 0.7152 and 0.0722. Black is 0, white 1.
pub fn luminance(Rgb(r, g, b): Rgb) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// The contrast ratio of two colours, WCAG 2.x: `(L1 + 0.05) / (L2 + 0.05)`, the lighter's
/// luminance over the darker's, from 1 (the same) to 21 (black on white).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// A pixel of a picture as it shows on `ground`: its colour over the ground, by its alpha.
pub fn on_ground(pixel: PremultipliedColorU8, ground: Rgb) -> Rgb {
    let under = 255 - u16::from(pixel.alpha());
    let over = |own: u8, ground: u8| {
        let mixed = u16::from(own) + (under * u16::from(ground) + 127) / 255;
        mixed.min(255) as u8
    };
    Rgb(
        over(pixel.red(), ground.0),
        over(pixel.green(), ground.1),
        over(pixel.blue(), ground.2),
    )
}

/// How a picture is scaled down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filter {
    /// Each pixel the mean of the area it covers: what a browser's scaled-down copies
    /// (mipmaps) give.
    Area,
    /// Lanczos with three lobes, sharper, as many image servers scale: it rings a little
    /// around a hard edge.
    Lanczos3,
}

impl Filter {
    /// The weight of each source pixel in the output pixel `out` of `to`, scaling a side
    /// of `from` pixels: the first source pixel and the weights, which add up to 1.
    fn weights(self, from: u32, to: u32, out: u32) -> (usize, Vec<f64>) {
        let scale = f64::from(from) / f64::from(to);
        let centre = (f64::from(out) + 0.5) * scale;
        let reach = match self {
            Filter::Area => scale / 2.0,
            Filter::Lanczos3 => 3.0 * scale.max(1.0),
        };
        let first = (centre - reach).floor().max(0.0) as usize;
        let last = ((centre + reach).ceil() as usize).min(from as usize);
        let mut weights: Vec<f64> = (first..last)
            .map(|i| {
                let (lo, hi) = (i as f64, i as f64 + 1.0);
                match self {
                    // The part of the source pixel inside the output pixel's span.
                    Filter::Area => (hi.min(centre + reach) - lo.max(centre - reach)).max(0.0),
                    Filter::Lanczos3 => lanczos3((lo + 0.5 - centre) / scale.max(1.0)),
                }
            })
            .collect();
        let sum: f64 = weights.iter().sum();
        if sum != 0.0 {
            weights.iter_mut().for_each(|w| *w /= sum);
        }
        (first, weights)
    }
}

fn lanczos3(x: f64) -> f64 {
    let sinc = |x: f64| {
        if x.abs() < 1e-9 {
            1.0
        } else {
            let px = std::f64::consts::PI * x;
            px.sin() / px
        }
    };
    if x.abs() < 3.0 {
        sinc(x) * sinc(x / 3.0)
    } else {
        0.0
    }
}

/// `picture` scaled to `size` × `size` with `filter` ([`resize`]).
pub fn downscale(picture: &Pixmap, size: u32, filter: Filter) -> Pixmap {
    resize(picture, (size, size), filter)
}

/// `picture` scaled to `width` × `height` with `filter`, a pass across then a pass down, on
/// its premultiplied channels (as a browser scales).
pub fn resize(picture: &Pixmap, (to_width, to_height): (u32, u32), filter: Filter) -> Pixmap {
    let (width, height) = (picture.width(), picture.height());
    let source: Vec<[f64; 4]> = picture
        .pixels()
        .iter()
        .map(|p| [p.red(), p.green(), p.blue(), p.alpha()].map(f64::from))
        .collect();
    // Across: `to_width` columns of `height` rows.
    let mut across = vec![[0.0; 4]; (to_width * height) as usize];
    for x in 0..to_width {
        let (first, weights) = filter.weights(width, to_width, x);
        for y in 0..height as usize {
            let row = y * width as usize;
            let mut sum = [0.0; 4];
            for (i, w) in weights.iter().enumerate() {
                let p = source[row + first + i];
                (0..4).for_each(|c| sum[c] += w * p[c]);
            }
            across[y * to_width as usize + x as usize] = sum;
        }
    }
    // Down.
    let mut data = Vec::with_capacity((to_width * to_height * 4) as usize);
    for y in 0..to_height {
        let (first, weights) = filter.weights(height, to_height, y);
        for x in 0..to_width as usize {
            let mut sum = [0.0; 4];
            for (i, w) in weights.iter().enumerate() {
                let p = across[(first + i) * to_width as usize + x];
                (0..4).for_each(|c| sum[c] += w * p[c]);
            }
            // Lanczos may overshoot: alpha is kept to 0..255, and a colour to its alpha.
            let alpha = sum[3].round().clamp(0.0, 255.0);
            let [r, g, b] = [sum[0], sum[1], sum[2]].map(|c| c.round().clamp(0.0, alpha) as u8);
            data.extend_from_slice(&[r, g, b, alpha as u8]);
        }
    }
    IntSize::from_wh(to_width, to_height)
        .and_then(|s| Pixmap::from_vec(data, s))
        .unwrap_or_else(|| unreachable!("a rectangle of its sides' pixels"))
}

/// The cards `docs/emojis.md` shows on both themes (`docs/emojis/themes.png`): each shape of
/// rank and suit, red and black, and the back.
pub const SHOWN: [&str; 6] = ["c_ah", "c_ks", "c_td", "c_7c", "c_qd", "c_back"];
/// How many times the docs' picture enlarges each pixel of the 22-pixel emojis.
pub const ZOOM: u32 = 4;

/// A few emojis (`names`, from `set`) on each theme's ground, a band each, light above
/// dark: first at the size a message shows them ([`INLINE`]), then the same pixels
/// enlarged `zoom` times, each one a square, so that the page shows what a reader sees.
/// The docs show it ([`SHOWN`] at [`ZOOM`]: `docs/emojis/themes.png`).
pub fn themes_picture(set: &[Emoji], names: &[&str], zoom: u32) -> Vec<u8> {
    let small: Vec<Pixmap> = names
        .iter()
        .filter_map(|name| set.iter().find(|e| e.name == *name))
        .filter_map(|e| Pixmap::decode_png(&e.png).ok())
        .map(|p| downscale(&p, INLINE, Filter::Area))
        .collect();
    let count = small.len() as u32;
    let gap = 4;
    let big = INLINE * zoom;
    let inline_width = count * (INLINE + gap);
    let width = gap + inline_width + 2 * gap + count * (big + 2 * gap);
    let band = big + 4 * gap;
    let Some(mut picture) = Pixmap::new(width, band * GROUNDS.len() as u32) else {
        return Vec::new();
    };
    for (row, ground) in GROUNDS.iter().enumerate() {
        let top = band * row as u32;
        for y in top..top + band {
            for x in 0..width {
                put(&mut picture, x, y, *ground);
            }
        }
        for (i, emoji) in small.iter().enumerate() {
            let i = i as u32;
            let inline_at = (gap + i * (INLINE + gap), top + (band - INLINE) / 2);
            let big_at = (
                gap + inline_width + 2 * gap + i * (big + 2 * gap) + gap,
                top + 2 * gap,
            );
            for y in 0..INLINE {
                for x in 0..INLINE {
                    let Some(pixel) = emoji.pixel(x, y) else {
                        continue;
                    };
                    let shown = on_ground(pixel, *ground);
                    put(&mut picture, inline_at.0 + x, inline_at.1 + y, shown);
                    for dy in 0..zoom {
                        for dx in 0..zoom {
                            let (bx, by) = (big_at.0 + x * zoom + dx, big_at.1 + y * zoom + dy);
                            put(&mut picture, bx, by, shown);
                        }
                    }
                }
            }
        }
    }
    picture.encode_png().unwrap_or_default()
}

fn put(picture: &mut Pixmap, x: u32, y: u32, Rgb(r, g, b): Rgb) {
    let width = picture.width();
    if let Some(pixel) = picture.pixels_mut().get_mut((y * width + x) as usize) {
        *pixel = Color::from_rgba8(r, g, b, 0xFF).premultiply().to_color_u8();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 0.01
    }

    /// The figures WCAG and its usual checkers give.
    #[test]
    fn contrast_is_wcags_ratio() {
        let black = Rgb(0, 0, 0);
        assert!(close(luminance(black), 0.0) && close(luminance(LIGHT), 1.0));
        assert!(close(contrast(black, LIGHT), 21.0));
        assert!(close(contrast(LIGHT, black), 21.0), "either way round");
        assert!(close(contrast(DARK, DARK), 1.0));
        // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
        assert!(close(contrast(Rgb(0x76, 0x76, 0x76), LIGHT), 4.54));
        assert!(contrast(Rgb(0x77, 0x77, 0x77), LIGHT) < 4.5);
        // Pure red on white, and Discord's dark ground on white.
        assert!(close(contrast(Rgb(0xFF, 0, 0), LIGHT), 4.0));
        assert!(close(luminance(DARK), 0.0331));
        assert!(close(contrast(DARK, LIGHT), 12.64));
    }

    #[test]
    fn a_pixel_shows_its_ground_through_what_it_lacks() {
        let clear = PremultipliedColorU8::from_rgba(0, 0, 0, 0).unwrap();
        let solid = PremultipliedColorU8::from_rgba(10, 20, 30, 255).unwrap();
        let half = PremultipliedColorU8::from_rgba(0, 0, 0, 128).unwrap();
        assert_eq!(on_ground(clear, DARK), DARK);
        assert_eq!(on_ground(solid, LIGHT), Rgb(10, 20, 30));
        assert_eq!(on_ground(half, LIGHT), Rgb(127, 127, 127));
    }

    /// Scaling keeps a flat colour flat and a picture's coverage, and an edge that falls
    /// between two pixels is shared by both.
    #[test]
    fn downscaling_averages_what_each_pixel_covers() {
        let mut picture = Pixmap::new(128, 128).unwrap();
        picture.fill(Color::from_rgba8(0x88, 0x40, 0x20, 0xFF));
        for filter in [Filter::Area, Filter::Lanczos3] {
            let small = downscale(&picture, INLINE, filter);
            assert_eq!(small.width(), INLINE);
            for p in small.pixels() {
                assert_eq!(
                    (p.red(), p.green(), p.blue(), p.alpha()),
                    (0x88, 0x40, 0x20, 255)
                );
            }
        }
        // The left half opaque: at 2 pixels wide, one opaque and one clear; at 3, the
        // middle one half and half.
        let mut half = Pixmap::new(6, 6).unwrap();
        for y in 0..6 {
            for x in 0..3 {
                put(&mut half, x, y, Rgb(0, 0, 0));
            }
        }
        let two = downscale(&half, 2, Filter::Area);
        assert_eq!(
            (
                two.pixel(0, 0).unwrap().alpha(),
                two.pixel(1, 1).unwrap().alpha()
            ),
            (255, 0)
        );
        let three = downscale(&half, 3, Filter::Area);
        assert_eq!(three.pixel(1, 2).unwrap().alpha(), 128);
    }

    /// `docs/emojis/themes.png` is the picture the cards draw now. With
    /// `PARLOR_DOCS_REFRESH=1` this test writes it first, to refresh the docs after a card
    /// is redrawn.
    #[test]
    fn the_docs_show_the_cards_as_drawn_on_both_themes() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/emojis/themes.png");
        let drawn = themes_picture(&crate::view::emoji::cards::all(), &SHOWN, ZOOM);
        if std::env::var_os("PARLOR_DOCS_REFRESH").is_some() {
            std::fs::write(&path, &drawn).expect("docs/emojis/ is writable");
        }
        let shown = std::fs::read(&path).expect("docs/emojis/themes.png");
        let [shown, drawn] = [shown, drawn].map(|png| Pixmap::decode_png(&png).expect("a PNG"));
        assert!(
            shown == drawn,
            "docs/emojis/themes.png is out of date: refresh it with PARLOR_DOCS_REFRESH=1 \
             cargo test --lib the_docs_show_the_cards"
        );
    }

    #[test]
    fn the_themes_picture_has_a_band_for_each_ground() {
        let set = crate::view::emoji::cards::all();
        let png = themes_picture(&set, &["c_ah", "c_back"], 4);
        let picture = Pixmap::decode_png(&png).expect("a PNG");
        let band = picture.height() / 2;
        let at = |y: u32| {
            let p = picture.pixel(0, y).unwrap();
            Rgb(p.red(), p.green(), p.blue())
        };
        assert_eq!((at(0), at(band)), (LIGHT, DARK));
        assert_eq!(picture.height(), 2 * (INLINE * 4 + 16));
    }
}
