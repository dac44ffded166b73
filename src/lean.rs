//! What the standard library offers, at a fraction of its code size on the page: every
//! kilobyte of the main wasm is downloaded on each first visit (`scripts/first-load.mjs`).

/// `v` to one decimal (`12.5`, `-3.0`), for SVG attributes and styles, printed from a
/// whole number of tenths: Rust's float printing (any `{}` of an `f32`) costs about 13 KB.
pub fn num(v: f32) -> String {
    let n = (v * 10.0).round() as i32;
    let sign = if n < 0 { "-" } else { "" };
    format!("{sign}{}.{}", n.unsigned_abs() / 10, n.unsigned_abs() % 10)
}

/// Sorts `items` stably by `before` (insertion sort): each use of the standard sorts costs
/// about 3 KB, and the page sorts only short lists (a board's squares, the saved games).
pub fn sort_by<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorting_is_stable() {
        let mut items = [(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        super::sort_by(&mut items, |a, b| a.0 < b.0);
        assert_eq!(items, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
    }

    #[test]
    fn numbers_have_one_decimal() {
        assert_eq!(
            [0.0, -0.04, 12.25, -3.0, 206.1, -0.06].map(super::num),
            ["0.0", "0.0", "12.3", "-3.0", "206.1", "-0.1"]
        );
    }
}
