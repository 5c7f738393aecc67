//! Non-finite metric values in progress lines: `loss = nan`, `'grad_norm': inf`,
//! `"loss": NaN`, `lm loss: NAN`, `loss: -inf`, `"loss": -Infinity`, `tensor(nan)`.
//!
//! How the values are printed: Python's `str`/`format` of a float give `nan`, `inf`,
//! `-inf` (`NAN`, `INF` with the `E`/`F` presentations Megatron uses for its iteration
//! line); `json.dumps` gives `NaN`, `Infinity`, `-Infinity`; numpy and torch print
//! `nan` / `inf` (`tensor(nan)`). So a value is one of those tokens, case-insensitive,
//! on word boundaries, optionally signed.
//!
//! Run on progress lines only (lines a `progress` signature confirmed). Cost: one pass
//! for the 3-byte heads `nan`/`inf` in any case ([`token_heads`]: 16 positions per SSE2
//! step on x86-64) plus a few byte compares per head; ordinary words hold few heads
//! (`info`), while `n` alone is in most of them (`rank`, `train`).

/// Where a non-finite value is in a line: the field it belongs to and the value, as
/// byte ranges of the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NonFiniteAt {
    pub field: (usize, usize),
    pub value: (usize, usize),
}

#[inline]
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

#[inline]
fn lower_eq(hay: &[u8], at: usize, word: &[u8]) -> bool {
    hay.len() >= at + word.len() && hay[at..at + word.len()].iter().zip(word).all(|(a, b)| a.to_ascii_lowercase() == *b)
}

/// The first non-finite value in `line` that stands as a metric's value, or None.
///
/// A token counts when it is not part of a longer word (`nanoGPT`, `info`, `inference`
/// are not values), not the start of a key (`number of nan iterations: 0` names a
/// counter), and not an infinity kept as the start value of a best-so-far (`best inf`,
/// `min_loss: inf`: the usual sentinel of a running minimum or maximum). Its field is
/// the word before the `:`/`=`/space that precedes it (skipping quotes and `tensor(`),
/// or empty when there is none.
pub fn find(line: &[u8]) -> Option<NonFiniteAt> {
    let mut from = 0;
    while let Some(start) = next_head(line, from) {
        from = start + 1;
        let len = if line[start].to_ascii_lowercase() == b'n' {
            3
        } else if lower_eq(line, start, b"infinity") {
            8
        } else {
            3
        };
        let end = start + len;
        if (start > 0 && (is_word(line[start - 1]) || line[start - 1] == b'.')) || (end < line.len() && is_word(line[end])) {
            continue;
        }
        if starts_a_key(line, end) {
            continue;
        }
        let value_start = if start > 0 && matches!(line[start - 1], b'-' | b'+') { start - 1 } else { start };
        let field = field_before(line, value_start);
        if len != 3 || !lower_eq(line, start, b"nan") {
            if is_sentinel_field(&line[field.0..field.1]) {
                continue;
            }
        }
        return Some(NonFiniteAt { field, value: (value_start, end) });
    }
    None
}

/// The first position at or after `from` where `nan` or `inf` starts, in any case.
#[inline]
fn next_head(line: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    #[cfg(target_arch = "x86_64")]
    if line.len() >= 18 {
        while i + 18 <= line.len() {
            let m = token_heads(&line[i..i + 18]);
            if m != 0 {
                return Some(i + m.trailing_zeros() as usize);
            }
            i += 16;
        }
        // The last positions in one more step ending at the line's end; the positions
        // before `i` were searched.
        if i + 3 <= line.len() {
            let last = line.len() - 18;
            let m = token_heads(&line[last..]) >> (i - last);
            return (m != 0).then(|| i + m.trailing_zeros() as usize);
        }
        return None;
    }
    while i + 3 <= line.len() {
        if lower_eq(line, i, b"nan") || lower_eq(line, i, b"inf") {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Bit `k` set when `nan` or `inf` (any case) starts at `w[k]`, `k < 16`; `w` holds
/// at least 18 bytes. ORing 0x20 folds case (and maps a few punctuation bytes onto
/// letters' codes, which the exact check afterwards rejects).
#[cfg(target_arch = "x86_64")]
#[inline]
fn token_heads(w: &[u8]) -> u32 {
    use std::arch::x86_64::*;
    assert!(w.len() >= 18);
    // SAFETY: SSE2 is part of x86-64; the loads read w[0..18].
    unsafe {
        let fold = _mm_set1_epi8(0x20);
        let at = |k: usize| _mm_or_si128(_mm_loadu_si128(w.as_ptr().add(k) as *const __m128i), fold);
        let (b0, b1, b2) = (at(0), at(1), at(2));
        let eq = |v: __m128i, c: u8| _mm_cmpeq_epi8(v, _mm_set1_epi8(c as i8));
        let nan = _mm_and_si128(_mm_and_si128(eq(b0, b'n'), eq(b1, b'a')), eq(b2, b'n'));
        let inf = _mm_and_si128(_mm_and_si128(eq(b0, b'i'), eq(b1, b'n')), eq(b2, b'f'));
        _mm_movemask_epi8(_mm_or_si128(nan, inf)) as u32
    }
}

/// A field that holds a running best, minimum or maximum: infinity is its start value.
fn is_sentinel_field(field: &[u8]) -> bool {
    const WORDS: [&[u8]; 7] = [b"best", b"min", b"max", b"lowest", b"highest", b"prev", b"threshold"];
    let lower: Vec<u8> = field.iter().map(u8::to_ascii_lowercase).collect();
    WORDS.iter().any(|w| memchr::memmem::find(&lower, w).is_some())
}

/// True when the token ending at `end` is followed by a word and then `:` or `=`: the
/// token is part of a key (`nan iterations: 0`), not a value.
fn starts_a_key(line: &[u8], end: usize) -> bool {
    let mut i = end;
    while i < line.len() && line[i] == b' ' {
        i += 1;
    }
    if i == end || i >= line.len() || !line[i].is_ascii_alphabetic() {
        return false;
    }
    while i < line.len() && (is_word(line[i]) || line[i] == b' ') {
        i += 1;
    }
    i < line.len() && matches!(line[i], b':' | b'=')
}

/// The field name before a value starting at `v`: back over spaces, quotes, one `:` or
/// `=`, and a `tensor(` wrapper, then the word (letters, digits, `_`, `.`, `/`, `-`).
fn field_before(line: &[u8], v: usize) -> (usize, usize) {
    let mut i = v;
    let skip = |i: &mut usize, set: &[u8]| {
        while *i > 0 && set.contains(&line[*i - 1]) {
            *i -= 1;
        }
    };
    if line[..i].ends_with(b"tensor(") {
        i -= b"tensor(".len();
    }
    skip(&mut i, b" \t'\"");
    if i > 0 && matches!(line[i - 1], b':' | b'=') {
        i -= 1;
    }
    skip(&mut i, b" \t'\"");
    let end = i;
    while i > 0 && (is_word(line[i - 1]) || matches!(line[i - 1], b'.' | b'/' | b'-')) {
        i -= 1;
    }
    (i, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(line: &str) -> Option<(String, String)> {
        find(line.as_bytes()).map(|a| (line[a.field.0..a.field.1].to_string(), line[a.value.0..a.value.1].to_string()))
    }

    #[test]
    fn values_in_the_formats_training_loops_print() {
        let p = |f: &str, v: &str| Some((f.to_string(), v.to_string()));
        assert_eq!(parts("step 2 | loss = nan"), p("loss", "nan"));
        assert_eq!(parts("step 2 loss nan lr 0.1"), p("loss", "nan"));
        assert_eq!(parts("{'loss': 0.0, 'grad_norm': nan, 'learning_rate': 2e-05, 'epoch': 0.01}"), p("grad_norm", "nan"));
        assert_eq!(parts(r#"{"step": 5, "loss": NaN}"#), p("loss", "NaN"));
        assert_eq!(parts(" iteration 10/ 100 | lm loss: NAN | loss scale: 1.0 |"), p("loss", "NAN"));
        assert_eq!(parts("epoch 3 grad_norm inf"), p("grad_norm", "inf"));
        assert_eq!(parts("step 7 loss: -inf"), p("loss", "-inf"));
        assert_eq!(parts(r#"{"loss": -Infinity}"#), p("loss", "-Infinity"));
        assert_eq!(parts("step 4 loss tensor(nan, grad_fn=<NllLossBackward0>)"), p("loss", "nan"));
        assert_eq!(parts("step=3,loss=nan"), p("loss", "nan"));
        assert_eq!(parts("step 3 | best_loss nan"), p("best_loss", "nan"));
    }

    #[test]
    fn heads_found_at_every_offset_and_in_any_case() {
        // The vector steps and the scalar tail agree with a plain search, wherever the
        // token falls relative to the 16-byte steps.
        for pad in 0..40 {
            for tok in ["nan", "NaN", "INF", "Infinity", "iNf"] {
                let line = format!("{}loss {tok} x", "a".repeat(pad));
                let want = line.to_ascii_lowercase().find(&tok.to_ascii_lowercase()[..3]);
                assert_eq!(next_head(line.as_bytes(), 0), want, "{line}");
                assert_eq!(find(line.as_bytes()).map(|a| a.value.0), want, "{line}");
                // After heads that are words (`info`), the search goes on from each.
                let line = format!("{}info INFO loss {tok}", "a".repeat(pad));
                let want = line.to_ascii_lowercase().rfind(&tok.to_ascii_lowercase()[..3]);
                assert_eq!(find(line.as_bytes()).map(|a| a.value.0), want, "{line}");
            }
        }
        assert_eq!(next_head(b"{'rank': 3, 'train': 1}", 0), None);
    }

    #[test]
    fn words_and_counters_are_not_values() {
        for line in [
            "step 3 | model nanoGPT | info ok",
            " iteration 10/ 100 | lm loss: 2.1E+00 | number of skipped iterations:   0 | number of nan iterations:   0 |",
            "step 5 inference time 3.2 ms, banana 1",
            "step 1 | loss 2.0 | finite 1 | nan_count 0",
            "step 9 | Infiniband ok | nano 3",
            "step 2 | x.nan 1",
            "eval at step 15: val_loss 5.1837 (best inf)",
            "epoch 1 | min_val_loss: inf | max_acc: -inf",
        ] {
            assert_eq!(find(line.as_bytes()), None, "{line}");
        }
    }
}
