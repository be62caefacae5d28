//! The symmetries of the 7x7 square on bit sets, by delta swaps. Both boards share them.

/// Swaps the bits in `mask` with the bits `shift` above them.
#[inline]
fn delta_swap(x: u64, mask: u64, shift: u32) -> u64 {
    let t = ((x >> shift) ^ x) & mask;
    x ^ t ^ (t << shift)
}

/// The cells `(col, row)` with `col - row == d` (d from 1 to 6), below their mirror images.
const fn diagonal(d: u32) -> u64 {
    let mut mask = 0u64;
    let mut row = 0;
    while row + d < 7 {
        mask |= 1 << (row * 7 + row + d);
        row += 1;
    }
    mask
}

/// Column `c`'s cells.
const fn column(c: u32) -> u64 {
    let mut mask = 0u64;
    let mut row = 0;
    while row < 7 {
        mask |= 1 << (row * 7 + c);
        row += 1;
    }
    mask
}

const ROW: u64 = 0x7f;

/// Left to right.
#[inline]
fn mirror(x: u64) -> u64 {
    let x = delta_swap(x, column(0), 6);
    let x = delta_swap(x, column(1), 4);
    delta_swap(x, column(2), 2)
}

/// Top to bottom.
#[inline]
fn flip(x: u64) -> u64 {
    let x = delta_swap(x, ROW, 42);
    let x = delta_swap(x, ROW << 7, 28);
    delta_swap(x, ROW << 14, 14)
}

/// Across the main diagonal.
#[inline]
fn transpose(x: u64) -> u64 {
    let mut x = x;
    let mut d = 1;
    while d < 7 {
        x = delta_swap(x, diagonal(d), 6 * d);
        d += 1;
    }
    x
}

/// The eight images of `x`, `x` itself first.
#[inline]
pub(crate) fn images(x: u64) -> [u64; 8] {
    let v = flip(x);
    let t = transpose(x);
    let tv = flip(t);
    [x, mirror(x), v, mirror(v), t, mirror(t), tv, mirror(tv)]
}

/// The least of the eight images of `x`.
#[inline]
pub(crate) fn canonical(x: u64) -> u64 {
    images(x).into_iter().min().unwrap_or(x)
}
