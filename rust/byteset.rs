//! A SIMD fingerprint filter for many gates at once, exact per byte for ASCII.
//!
//! Each gate contributes its first [`FP_LEN`] bytes (its *fingerprint*, ASCII only).
//! Gates are spread over up to 32 buckets (8 buckets per *plane*); for each plane and
//! each fingerprint position `j` a 128-entry table says which of the plane's buckets
//! accept byte `b` at position `j`. A position is a candidate when, in some bucket,
//! all `FP_LEN` bytes are accepted. With at most one gate per bucket the filter is
//! exact (it reports exactly the positions where a fingerprint occurs); with more,
//! mixtures of a bucket's fingerprints are false candidates, which the caller's
//! verification removes.
//!
//! Unlike Teddy's nibble masks (which alias on text, where most bytes share a few
//! high nibbles), a 128-entry table per position is exact, using AVX-512 VBMI's
//! two-register byte permutation (`vpermi2b`): 64 bytes per step, `FP_LEN` loads and
//! `FP_LEN` permutations per plane. Callers check [`ByteSetFilter::available`] and
//! fall back to Teddy on other CPUs; [`ByteSetFilter::find`] also has a portable
//! scalar path used for tails and in tests.

/// Bytes of each gate the filter looks at.
pub const FP_LEN: usize = 4;
const BUCKETS_PER_PLANE: usize = 8;
/// At most this many buckets (4 planes of 8): more planes cost more than the mixtures they avoid.
pub const MAX_BUCKETS: usize = 32;

/// The compiled filter. Immutable, `Send + Sync`.
#[derive(Debug, Clone)]
pub struct ByteSetFilter {
    /// `tables[plane][j][b]`: bit `k` set when bucket `k` of `plane` accepts byte `b`
    /// (ASCII, `b < 128`) at fingerprint position `j`.
    tables: Vec<[[u8; 128]; FP_LEN]>,
}

impl ByteSetFilter {
    /// True when this CPU runs the SIMD path (x86-64 with AVX-512 BW and VBMI).
    pub fn available() -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            std::is_x86_feature_detected!("avx512f")
                && std::is_x86_feature_detected!("avx512bw")
                && std::is_x86_feature_detected!("avx512vbmi")
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    }

    /// Build from fingerprints (`FP_LEN` ASCII bytes each). With more fingerprints
    /// than buckets, each joins the bucket where it adds the fewest new byte mixtures
    /// (the product of the per-position byte-set sizes), at most `ceil(n / 32)` per
    /// bucket; deterministic. `None` when a byte is not ASCII or there are none.
    pub fn new(fingerprints: &[[u8; FP_LEN]]) -> Option<ByteSetFilter> {
        if fingerprints.is_empty() || fingerprints.iter().any(|f| f.iter().any(|&b| b >= 128)) {
            return None;
        }
        let buckets = fingerprints.len().min(MAX_BUCKETS);
        let cap = fingerprints.len().div_ceil(buckets);
        // Per bucket and position: the set of bytes (as a 128-bit mask).
        let mut sets = vec![[0u128; FP_LEN]; buckets];
        let mut sizes = vec![0usize; buckets];
        let combos = |s: &[u128; FP_LEN]| s.iter().map(|m| m.count_ones() as u64).product::<u64>();
        let mut assignment = Vec::with_capacity(fingerprints.len());
        for fp in fingerprints {
            let mut best = (u64::MAX, 0usize);
            for b in 0..buckets {
                if sizes[b] >= cap {
                    continue;
                }
                let mut with = sets[b];
                for j in 0..FP_LEN {
                    with[j] |= 1u128 << fp[j];
                }
                let added = combos(&with) - if sizes[b] == 0 { 0 } else { combos(&sets[b]) };
                if added < best.0 {
                    best = (added, b);
                }
            }
            let b = best.1;
            for j in 0..FP_LEN {
                sets[b][j] |= 1u128 << fp[j];
            }
            sizes[b] += 1;
            assignment.push(b);
        }
        let planes = buckets.div_ceil(BUCKETS_PER_PLANE);
        let mut tables = vec![[[0u8; 128]; FP_LEN]; planes];
        for (fp, &bucket) in fingerprints.iter().zip(assignment.iter()) {
            let (plane, bit) = (bucket / BUCKETS_PER_PLANE, bucket % BUCKETS_PER_PLANE);
            for j in 0..FP_LEN {
                tables[plane][j][fp[j] as usize] |= 1 << bit;
            }
        }
        Some(ByteSetFilter { tables })
    }

    #[inline]
    fn candidate_at(&self, hay: &[u8], p: usize) -> bool {
        let w = &hay[p..p + FP_LEN];
        if w.iter().any(|&b| b >= 128) {
            return false;
        }
        self.tables.iter().any(|t| {
            let mut m = 0xFFu8;
            for j in 0..FP_LEN {
                m &= t[j][w[j] as usize];
            }
            m != 0
        })
    }

    /// First candidate position `p` in `from..end` with `p + FP_LEN <= end`, or `None`.
    /// Cost: about `planes * FP_LEN` byte permutations per 64 bytes with SIMD.
    #[inline]
    pub fn find(&self, hay: &[u8], from: usize, end: usize) -> Option<usize> {
        self.find_block(hay, from, end).map(|(base, mask, _)| base + mask.trailing_zeros() as usize)
    }

    /// Like [`find`](Self::find), but returns every candidate of the first 64-byte step
    /// that has one: `(base, mask, limit)` with bit `i` of `mask` set for a candidate at
    /// `base + i`; every position in `from..limit` was examined, so a caller can take
    /// the next candidates below `limit` without searching again.
    #[inline]
    pub fn find_block(&self, hay: &[u8], from: usize, end: usize) -> Option<(usize, u64, usize)> {
        let end = end.min(hay.len());
        #[cfg(target_arch = "x86_64")]
        {
            if end >= from + FP_LEN && Self::available_cached() {
                // SAFETY: the CPU has the features (checked above); the SIMD loop reads
                // only inside `hay[from..end]`.
                return unsafe { self.find_avx512(hay, from, end) };
            }
        }
        self.find_scalar(hay, from, end).map(|p| (p, 1, p + 1))
    }

    fn find_scalar(&self, hay: &[u8], from: usize, end: usize) -> Option<usize> {
        if end < FP_LEN {
            return None;
        }
        (from..=end - FP_LEN).find(|&p| p + FP_LEN <= end && self.candidate_at(hay, p))
    }

    #[cfg(target_arch = "x86_64")]
    #[inline]
    fn available_cached() -> bool {
        use std::sync::atomic::{AtomicU8, Ordering};
        static STATE: AtomicU8 = AtomicU8::new(0);
        match STATE.load(Ordering::Relaxed) {
            1 => true,
            2 => false,
            _ => {
                let yes = Self::available();
                STATE.store(if yes { 1 } else { 2 }, Ordering::Relaxed);
                yes
            }
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    unsafe fn find_avx512(&self, hay: &[u8], from: usize, end: usize) -> Option<(usize, u64, usize)> {
        use std::arch::x86_64::*;
        let planes = self.tables.len();
        // Each table as two 64-byte halves (entries 0..64 and 64..128).
        let mut t = [[(_mm512_setzero_si512(), _mm512_setzero_si512()); FP_LEN]; MAX_BUCKETS / BUCKETS_PER_PLANE];
        for (pi, plane) in self.tables.iter().enumerate() {
            for j in 0..FP_LEN {
                let lo = _mm512_loadu_si512(plane[j].as_ptr() as *const __m512i);
                let hi = _mm512_loadu_si512(plane[j].as_ptr().add(64) as *const __m512i);
                t[pi][j] = (lo, hi);
            }
        }
        let base = hay.as_ptr();
        let mut p = from;
        // Positions p..p+64 per step; a fingerprint at q reads q..q+FP_LEN, so the last
        // position is end - FP_LEN. The last step uses masked loads (no read past `end`).
        while p + FP_LEN <= end {
            let positions = (end - FP_LEN + 1 - p).min(64);
            let load = |j: usize| -> __m512i {
                let avail = end - (p + j);
                if avail >= 64 {
                    _mm512_loadu_si512(base.add(p + j) as *const __m512i)
                } else {
                    _mm512_maskz_loadu_epi8((1u64 << avail) - 1, base.add(p + j) as *const i8)
                }
            };
            let xs: [__m512i; FP_LEN] = std::array::from_fn(load);
            let mut hits: u64 = 0;
            for plane in t.iter().take(planes) {
                let mut acc = _mm512_permutex2var_epi8(plane[0].0, xs[0], plane[0].1);
                for j in 1..FP_LEN {
                    acc = _mm512_and_si512(acc, _mm512_permutex2var_epi8(plane[j].0, xs[j], plane[j].1));
                }
                hits |= _mm512_test_epi8_mask(acc, acc);
            }
            if positions < 64 {
                hits &= (1u64 << positions) - 1;
            }
            if hits != 0 {
                // Bytes >= 128 index the tables with their low 7 bits: drop those lanes.
                let high = xs.iter().fold(0u64, |m, x| m | _mm512_movepi8_mask(*x));
                let real = hits & !high;
                if real != 0 {
                    return Some((p, real, p + positions));
                }
            }
            p += 64;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(fps: &[[u8; 4]], hay: &[u8], from: usize, end: usize) -> Option<usize> {
        (from..end.saturating_sub(3)).find(|&p| fps.iter().any(|f| &hay[p..p + 4] == f))
    }

    #[test]
    fn exact_on_a_sparse_haystack() {
        let fps: Vec<[u8; 4]> = (0..64u8).map(|i| [b'A' + i % 26, b'x', b'0' + i % 10, b'#' + i % 5]).collect();
        let f = ByteSetFilter::new(&fps).unwrap();
        let mut hay = vec![b'.'; 5000];
        for (k, p) in [(3usize, 100usize), (17, 777), (63, 4990)] {
            hay[p..p + 4].copy_from_slice(&fps[k]);
        }
        hay[2000] = 0xC3; // a non-ASCII byte that aliases 'C' & 0x7f
        hay[2001..2004].copy_from_slice(b"x2%");
        let mut from = 0;
        let mut got = vec![];
        while let Some(p) = f.find(&hay, from, hay.len()) {
            got.push(p);
            from = p + 1;
        }
        let mut want = vec![];
        let mut from = 0;
        while let Some(p) = naive(&fps, &hay, from, hay.len()) {
            want.push(p);
            from = p + 1;
        }
        assert_eq!(got, want);
        assert_eq!(got, vec![100, 777, 4990]);
    }

    proptest::proptest! {
        /// Every real fingerprint position is reported (mixtures may be extra).
        #[test]
        fn no_fingerprint_is_missed(hay in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'a'), proptest::strategy::Just(b'b'), proptest::strategy::Just(b'c'),
                proptest::strategy::Just(b'd'), proptest::num::u8::ANY], 0..400),
            from in 0usize..50, cut in 0usize..50) {
            let fps: Vec<[u8; 4]> = vec![*b"abca", *b"bbbb", *b"dcba", *b"acdc", *b"cabd"];
            let f = ByteSetFilter::new(&fps).unwrap();
            let end = hay.len().saturating_sub(cut);
            let from = from.min(end);
            let mut p = from;
            let mut got = vec![];
            while let Some(q) = f.find(&hay, p, end) {
                got.push(q);
                p = q + 1;
            }
            let want: Vec<usize> = (from..end.saturating_sub(3)).filter(|&q| fps.iter().any(|x| &hay[q..q + 4] == x)).collect();
            // Five fingerprints, one per bucket: exact.
            proptest::prop_assert_eq!(got, want);
        }
    }
}
