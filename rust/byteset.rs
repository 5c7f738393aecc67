//! A SIMD fingerprint filter for many gates at once, exact for ASCII.
//!
//! Each gate contributes its first [`FP_LEN`] bytes (its *fingerprint*, ASCII only).
//! A literal shorter than that (the catalog's tqdm `%|`) is a fingerprint of its own
//! 1 to 3 bytes: its bucket accepts any byte at the positions after it, and it is
//! checked by a masked comparison instead of the hash set, so short literals cost no
//! pass of their own over the input.
//! Gates are spread over up to 32 buckets (8 buckets per *plane*); for each plane and
//! each fingerprint position `j` a 64-entry table says which of the plane's buckets
//! accept byte `b` at position `j`. The table is indexed by the byte's low 6 bits, so
//! a byte and its *alias* `b ^ 0x40` share an entry (a lowercase letter and a digit
//! or punctuation mark: `s` and `3`; an uppercase letter and a control byte). A
//! position is a table candidate when, in some bucket, all `FP_LEN` bytes are
//! accepted. With several fingerprints in a bucket, strings mixing their bytes are
//! table candidates too, and so are strings with aliases (`34e0` of a hex number for
//! `step`); each table candidate is
//! therefore looked up, as a 4-byte word, in a collision-free hash set of the
//! fingerprints before the filter returns. So the filter is exact (it reports exactly
//! the positions where a fingerprint occurs), and the SIMD loop is left only for real
//! fingerprints: a return to the caller costs far more than the lookup.
//!
//! More planes mean fewer mixtures but more work per step. [`ByteSetFilter::new`]
//! estimates both with a model of ordinary log text ([`TextModel`], from the measured
//! n-gram table) and keeps the cheapest plane count; fingerprints whose mixtures would
//! be common text (`tep ` and ` was` give ` eas`, `tap `...) go to different buckets.
//!
//! Unlike Teddy's nibble masks (which alias on text, where most bytes share a few
//! high nibbles), a 64-entry table per position aliases only pairs of bytes that
//! rarely stand in for each other in log text, using AVX-512 VBMI's one-register byte
//! permutation (`vpermb`): 64 bytes per step, `FP_LEN` loads and `FP_LEN`
//! permutations per plane. The two-register permutation (`vpermi2b`, 128 entries,
//! no aliases) costs about twice as much on this project's Ice Lake machine (three
//! micro-ops against one, on the same vector port), which bounded the loop.
//!
//! CPUs with AVX2 but not AVX-512 VBMI get the same filter ([`Simd::Avx2`]) with a
//! pair of 16-entry tables per position (`vpshufb` on the low and the high nibble,
//! ANDed): a bucket accepts every byte whose low nibble and high nibble each occur
//! among its fingerprints' bytes there. One fingerprint alone in a bucket is exact;
//! several mix more than the 64-entry tables do, which the bucket assignment
//! ([`TextModel`]) weighs the same way. Two 32-byte halves make a 64-byte step, so
//! callers see one interface. [`Simd::detect`] picks the form; without either the
//! matcher falls back to Teddy. [`ByteSetFilter::find`] also has a portable scalar
//! path used for tails and in tests.

/// Bytes of each gate the filter looks at.
pub const FP_LEN: usize = 4;
const BUCKETS_PER_PLANE: usize = 8;
/// At most this many buckets (4 planes of 8).
pub const MAX_BUCKETS: usize = 32;

/// The instruction sets the filter has a SIMD loop for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Simd {
    /// AVX-512 BW and VBMI: a 64-entry table per position (`vpermb`).
    Avx512,
    /// AVX2: a low-nibble and a high-nibble table per position (`vpshufb`).
    Avx2,
}

impl Simd {
    /// Whether this CPU runs the form's loop (false on other architectures).
    pub fn supported(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            match self {
                Simd::Avx512 => {
                    std::is_x86_feature_detected!("avx512f")
                        && std::is_x86_feature_detected!("avx512bw")
                        && std::is_x86_feature_detected!("avx512vbmi")
                }
                Simd::Avx2 => std::is_x86_feature_detected!("avx2"),
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    }

    /// [`supported`](Self::supported), detected once per form (the hot loop asks it
    /// on every search; other AVX-512 code of the crate asks it too).
    #[inline]
    pub(crate) fn supported_cached(self) -> bool {
        use std::sync::atomic::{AtomicU8, Ordering};
        static STATE: [AtomicU8; 2] = [AtomicU8::new(0), AtomicU8::new(0)];
        let state = &STATE[self as usize];
        match state.load(Ordering::Relaxed) {
            1 => true,
            2 => false,
            _ => {
                let yes = self.supported();
                state.store(if yes { 1 } else { 2 }, Ordering::Relaxed);
                yes
            }
        }
    }

    /// The best form this CPU runs, capped by the environment variable
    /// `FIRSTFAULT_SIMD` (`avx512`, `avx2`, or `none`, for tests and comparisons; any
    /// other value is ignored). `None`: no form, and the matcher uses Teddy.
    pub fn detect() -> Option<Simd> {
        let cap = std::env::var("FIRSTFAULT_SIMD").unwrap_or_default().to_ascii_lowercase();
        let allowed: &[Simd] = match cap.as_str() {
            "none" => &[],
            "avx2" => &[Simd::Avx2],
            _ => &[Simd::Avx512, Simd::Avx2],
        };
        allowed.iter().copied().find(|f| f.supported_cached())
    }

    /// Estimated cost of one plane over one 64-byte step, and of checking one false
    /// candidate, in the same unit (measured on this project's machines: a false
    /// candidate costs about eight plane-steps of the one-register permutation, and
    /// about three of the nibble tables, which take four shuffles per position).
    fn costs(self) -> (f64, f64) {
        match self {
            Simd::Avx512 => (1.0, 8.0),
            Simd::Avx2 => (1.0, 3.0),
        }
    }
}

/// Newlines the filter counted while it scanned: `count` is the number of `\n` bytes
/// in `hay[..upto]`. The SIMD loop counts the bytes of each 64-byte step it loads
/// (one comparison and one popcount per step), so that line numbers cost no pass of
/// their own; a search that starts past `upto` counts the gap first, one that starts
/// before it counts only what is new.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NewlineCount {
    pub upto: usize,
    pub count: u64,
    /// The newlines of `hay[step..upto]` (at most 64 bytes: the last step counted), bit
    /// `i` for `hay[step + i]`: a position near the last hit costs a popcount.
    pub step: usize,
    pub step_mask: u64,
}

impl NewlineCount {
    /// The number of `\n` in `hay[..pos]`, from the count so far less the newlines
    /// between `pos` and `upto` (from the last step's mask when `pos` lies in it, else
    /// counted); advances `upto` when `pos` lies past it.
    pub fn before(&mut self, hay: &[u8], pos: usize) -> u64 {
        if pos <= self.upto {
            if pos >= self.step && pos - self.step < 64 {
                return self.count - (self.step_mask >> (pos - self.step)).count_ones() as u64;
            }
            self.count - memchr::memchr_iter(b'\n', &hay[pos..self.upto]).count() as u64
        } else {
            self.count += memchr::memchr_iter(b'\n', &hay[self.upto..pos]).count() as u64;
            self.upto = pos;
            (self.step, self.step_mask) = (pos, 0);
            self.count
        }
    }

    /// Count a SIMD step's newlines: `mask` has bit `i` for a `\n` at `p + i`, over the
    /// `loaded` bytes the step read; only bytes past `upto` are new.
    #[inline(always)]
    pub fn add_step(&mut self, p: usize, loaded: usize, mask: u64) {
        if p >= self.upto {
            self.count += mask.count_ones() as u64;
        } else if p + loaded > self.upto {
            self.count += (mask & (u64::MAX << (self.upto - p))).count_ones() as u64;
        } else {
            return;
        }
        (self.upto, self.step, self.step_mask) = (p + loaded, p, mask);
    }

    /// Start of the line holding `hay[pos]`: one past the last `\n` before `pos` (from
    /// the last step's mask when it has one there), or 0.
    pub fn line_start(&self, hay: &[u8], pos: usize) -> usize {
        if pos >= self.step && pos <= self.upto {
            let below = self.step_mask & !(u64::MAX.checked_shl((pos - self.step) as u32).unwrap_or(0));
            if below != 0 {
                return self.step + 64 - below.leading_zeros() as usize;
            }
            return memchr::memrchr(b'\n', &hay[..self.step]).map_or(0, |p| p + 1);
        }
        memchr::memrchr(b'\n', &hay[..pos]).map_or(0, |p| p + 1)
    }

    /// Position of the first `\n` at or after `pos` (from the last step's mask when it
    /// has one there), or `None`.
    pub fn line_end(&self, hay: &[u8], pos: usize) -> Option<usize> {
        if pos >= self.step && pos < self.upto {
            let above = self.step_mask >> (pos - self.step);
            if above != 0 {
                return Some(pos + above.trailing_zeros() as usize);
            }
            return memchr::memchr(b'\n', &hay[self.upto..]).map(|p| p + self.upto);
        }
        memchr::memchr(b'\n', &hay[pos..]).map(|p| p + pos)
    }
}

/// The compiled filter. Immutable, `Send + Sync`.
#[derive(Debug, Clone)]
pub struct ByteSetFilter {
    /// The SIMD loop the tables are laid out for.
    form: Simd,
    /// Per plane and fingerprint position, bit `k` set when bucket `k` of the plane
    /// accepts the byte (see [`accepted`]):
    /// - [`Simd::Avx512`]: `[b & 63]`, the 64-entry table;
    /// - [`Simd::Avx2`]: `[b & 15]` the low-nibble table, `[16 + (b >> 4)]` the
    ///   high-nibble one (the rest unused).
    tables: Vec<[[u8; 64]; FP_LEN]>,
    /// Every fingerprint of `FP_LEN` bytes, for the exact check of the table's candidates.
    exact: FingerprintSet,
    /// Shorter fingerprints as `(mask, value, len)`: the little-endian word at a
    /// position starts with the fingerprint when `word & mask == value`.
    short: Vec<(u32, u32, usize)>,
    /// Fewest bytes of any fingerprint (1 to `FP_LEN`): positions up to `end - min_len`
    /// may hold one.
    min_len: usize,
}

/// The byte sets of a fingerprint per position: its own byte, or every ASCII byte
/// past its end.
fn fingerprint_sets(fp: &[u8]) -> [u128; FP_LEN] {
    std::array::from_fn(|j| fp.get(j).map_or(u128::MAX, |&b| 1u128 << b))
}

/// What a bucket's tables accept at one position, from `set`, the bytes its
/// fingerprints have there (`u128::MAX`: any byte, past a short fingerprint's end):
/// - [`Simd::Avx512`]: each byte and its alias `b ^ 0x40` (bit 6 of the 64-entry
///   table's index is not looked at: the alias of ASCII byte `b` is 64 bits away);
/// - [`Simd::Avx2`]: every byte whose low nibble and high nibble each occur in `set`.
fn accepted(form: Simd, set: u128) -> u128 {
    if set == u128::MAX {
        return set;
    }
    match form {
        Simd::Avx512 => set | set.rotate_left(64),
        Simd::Avx2 => {
            let (mut lo, mut hi) = (0u16, 0u16);
            for b in (0..128).filter(|b| set & (1u128 << b) != 0) {
                lo |= 1 << (b & 15);
                hi |= 1 << (b >> 4);
            }
            (0..128u32).filter(|b| lo & (1 << (b & 15)) != 0 && hi & (1 << (b >> 4)) != 0).fold(0u128, |m, b| m | (1u128 << b))
        }
    }
}

/// [`accepted`] at every position of a fingerprint alone in its bucket.
#[cfg(test)]
fn table_sets(form: Simd, fp: &[u8]) -> [u128; FP_LEN] {
    fingerprint_sets(fp).map(|m| accepted(form, m))
}

/// Assign `fingerprints` to `buckets` buckets: each, most frequent first, joins the
/// bucket whose estimated mixture frequency grows least. Returns the bucket of each
/// fingerprint and the estimated frequency (per byte of text) of all buckets' strings
/// other than the fingerprints themselves (mixtures and aliases: [`accepted`]).
fn assign(fingerprints: &[&[u8]], buckets: usize, model: &TextModel, form: Simd) -> (Vec<usize>, f64) {
    // Per bucket and position: its fingerprints' bytes (as a 128-bit mask).
    let mut sets = vec![[0u128; FP_LEN]; buckets];
    let mut mass = vec![0f64; buckets];
    let own: Vec<f64> = fingerprints.iter().map(|fp| model.mass(&fingerprint_sets(fp))).collect();
    let mut order: Vec<usize> = (0..fingerprints.len()).collect();
    order.sort_by(|&a, &b| own[b].total_cmp(&own[a]).then(a.cmp(&b)));
    let mut assignment = vec![0usize; fingerprints.len()];
    for &k in &order {
        let fp = fingerprint_sets(fingerprints[k]);
        let mut best = (f64::INFINITY, 0usize, 0f64);
        for (b, set) in sets.iter().enumerate() {
            let with: [u128; FP_LEN] = std::array::from_fn(|j| accepted(form, set[j] | fp[j]));
            let m = model.mass(&with);
            if m - mass[b] < best.0 {
                best = (m - mass[b], b, m);
            }
        }
        let b = best.1;
        for j in 0..FP_LEN {
            sets[b][j] |= fp[j];
        }
        mass[b] = best.2;
        assignment[k] = b;
    }
    // The fingerprints' own frequency is not a false candidate.
    let false_mass = (mass.iter().sum::<f64>() - own.iter().sum::<f64>()).max(0.0);
    (assignment, false_mass)
}

/// A first-order Markov model of ordinary log text over ASCII bytes, from the measured
/// byte and 3-gram frequencies of `ngram_table.rs`: estimates how often any string of a
/// product set of bytes occurs, which is how often a bucket's byte mixtures stop the
/// filter.
struct TextModel {
    /// `step[a * 128 + b]`: the chance that byte `a` is followed by `b` (the 2-gram's
    /// frequency over the byte's): divided once here, not in each of the bucket
    /// assignment's tens of thousands of [`mass`](Self::mass) calls.
    step: Vec<f64>,
    /// Frequency of each byte.
    byte: [f64; 128],
    /// `tail[k][a]`: the factor by which `k` more positions that accept any byte
    /// scale the mass of strings ending in byte `a` (the sum over every continuation
    /// of its transition probabilities): the wildcard positions after a short
    /// fingerprint cost one multiplication per byte instead of a 128 x 128 step each.
    tail: [[f64; 128]; FP_LEN],
}

impl TextModel {
    fn new() -> TextModel {
        use crate::ngram::{byte_frequency, lowest_trigram_frequency, unscore};
        use crate::ngram_table::TRIGRAM_SCORE;
        let byte: [f64; 128] = std::array::from_fn(|b| byte_frequency(b as u8));
        let mut pair = vec![0f64; 128 * 128];
        for ([a, b, _], sc) in TRIGRAM_SCORE.iter() {
            if *a < 128 && *b < 128 {
                pair[*a as usize * 128 + *b as usize] += unscore(*sc) / 1e6;
            }
        }
        // 2-grams below the table's cut-off: at most what independent bytes would give.
        let floor = lowest_trigram_frequency() / 1e6;
        for (i, q) in pair.iter_mut().enumerate() {
            if *q == 0.0 {
                *q = (byte[i / 128] * byte[i % 128]).min(floor);
            }
        }
        let mut tail = [[1f64; 128]; FP_LEN];
        for k in 1..FP_LEN {
            for a in 0..128 {
                tail[k][a] = (0..128).map(|b| pair[a * 128 + b] / byte[a] * tail[k - 1][b]).sum();
            }
        }
        let step = pair.iter().enumerate().map(|(i, q)| q / byte[i / 128]).collect();
        TextModel { step, byte, tail }
    }

    /// Estimated frequency of all strings in `sets[0] x sets[1] x ...` together.
    fn mass(&self, sets: &[u128; FP_LEN]) -> f64 {
        // The bytes of a set, by iterating its bits.
        let members = |mut m: u128| {
            std::iter::from_fn(move || {
                (m != 0).then(|| {
                    let b = m.trailing_zeros() as usize;
                    m &= m - 1;
                    b
                })
            })
        };
        // Positions that accept any byte at the end are folded into `tail`.
        let full = sets.iter().rev().take(FP_LEN - 1).take_while(|&&m| m == u128::MAX).count();
        // v[b]: mass of the prefixes so far that end in byte b.
        let mut v = [0f64; 128];
        for a in members(sets[0]) {
            v[a] = self.byte[a];
        }
        for j in 1..FP_LEN - full {
            let mut next = [0f64; 128];
            for b in members(sets[j]) {
                next[b] = members(sets[j - 1]).map(|a| v[a] * self.step[a * 128 + b]).sum();
            }
            v = next;
        }
        v.iter().zip(self.tail[full].iter()).map(|(m, t)| m * t).sum()
    }
}

/// The fingerprints as little-endian words in a collision-free hash table: a
/// multiplicative hash whose multiplier is searched (deterministically) until every
/// fingerprint has a slot of its own, so a lookup is one load and one comparison, with
/// no branch. Fingerprints are ASCII, so `u32::MAX` marks a free slot.
#[derive(Debug, Clone)]
struct FingerprintSet {
    slots: Vec<u32>,
    multiplier: u32,
    shift: u32,
}

impl FingerprintSet {
    const FREE: u32 = u32::MAX;

    fn new(fingerprints: &[[u8; FP_LEN]]) -> FingerprintSet {
        let mut words: Vec<u32> = fingerprints.iter().map(|f| u32::from_le_bytes(*f)).collect();
        words.sort_unstable();
        words.dedup();
        // At least 8 slots per word: a multiplier without collisions is then found in a
        // few tries; the table grows if not (it cannot loop forever: at 2^32 slots any
        // odd multiplier is collision-free).
        let mut bits = (words.len() * 8).next_power_of_two().trailing_zeros().max(6);
        let mut seed = 0x9E37_79B9u32;
        loop {
            for _ in 0..64 {
                let multiplier = seed | 1;
                seed = seed.wrapping_mul(0x2C1B_3C6D).wrapping_add(0x297A_2D39);
                let mut set = FingerprintSet { slots: vec![Self::FREE; 1 << bits], multiplier, shift: 32 - bits };
                if words.iter().all(|&w| {
                    let i = set.slot(w);
                    let free = set.slots[i] == Self::FREE;
                    set.slots[i] = w;
                    free
                }) {
                    return set;
                }
            }
            bits += 1;
        }
    }

    #[inline(always)]
    fn slot(&self, w: u32) -> usize {
        (w.wrapping_mul(self.multiplier) >> self.shift) as usize
    }

    #[inline(always)]
    fn contains(&self, w: u32) -> bool {
        // SAFETY-free: `slot` is below `slots.len()` by construction of `shift`.
        self.slots[self.slot(w)] == w
    }
}

impl ByteSetFilter {
    /// Build from fingerprints (1 to `FP_LEN` ASCII bytes each: a gate's first `FP_LEN`
    /// bytes, or a shorter literal whole); `None` when a byte is not ASCII, a
    /// fingerprint is empty or longer than `FP_LEN`, or there are none. Deterministic.
    ///
    /// With more fingerprints than buckets, a bucket holds several, and strings mixing
    /// their bytes become false candidates (removed by the exact check, at a cost). For
    /// 1 to 4 planes, fingerprints are assigned greedily, most frequent first, to the
    /// bucket whose estimated mixture frequency ([`TextModel`]) grows least; the plane
    /// count with the lowest estimated cost per byte (planes scanned plus false
    /// candidates checked) is kept. The tables are laid out for the SIMD loop of
    /// [`Simd::detect`] (for [`Simd::Avx512`] when this CPU has neither: the scalar
    /// path reads no table); [`with_form`](Self::with_form) chooses.
    #[cfg(test)]
    pub fn new(fingerprints: &[&[u8]]) -> Option<ByteSetFilter> {
        Self::with_form(fingerprints, Simd::detect().unwrap_or(Simd::Avx512))
    }

    /// [`new`](Self::new) with the tables laid out for `form`'s loop, which runs when
    /// this CPU supports it (else the scalar path does: same answers).
    pub fn with_form(fingerprints: &[&[u8]], form: Simd) -> Option<ByteSetFilter> {
        if fingerprints.is_empty() || fingerprints.iter().any(|f| f.is_empty() || f.len() > FP_LEN || f.iter().any(|&b| b >= 128)) {
            return None;
        }
        let model = TextModel::new();
        let mut best: Option<(f64, Vec<usize>, usize)> = None;
        for planes in 1..=MAX_BUCKETS / BUCKETS_PER_PLANE {
            let buckets = fingerprints.len().min(planes * BUCKETS_PER_PLANE);
            let (assignment, mass) = assign(fingerprints, buckets, &model, form);
            let (plane_step, candidate) = form.costs();
            let cost = planes as f64 * plane_step / 64.0 + mass * candidate;
            if best.as_ref().is_none_or(|(c, _, _)| cost < *c) {
                best = Some((cost, assignment, buckets));
            }
            if buckets == fingerprints.len() {
                break; // one fingerprint per bucket: more planes add nothing
            }
        }
        let (_, assignment, buckets) = best.expect("at least one plane count is tried");
        let planes = buckets.div_ceil(BUCKETS_PER_PLANE);
        let mut tables = vec![[[0u8; 64]; FP_LEN]; planes];
        for (fp, &bucket) in fingerprints.iter().zip(assignment.iter()) {
            let (plane, bit) = (bucket / BUCKETS_PER_PLANE, bucket % BUCKETS_PER_PLANE);
            // The sets the bucket model counted: per low-6-bit index, or per nibble.
            for (j, set) in fingerprint_sets(fp).iter().enumerate() {
                for b in (0..128).filter(|b| set & (1u128 << b) != 0) {
                    match form {
                        Simd::Avx512 => tables[plane][j][b & 63] |= 1 << bit,
                        Simd::Avx2 => {
                            tables[plane][j][b & 15] |= 1 << bit;
                            tables[plane][j][16 + (b >> 4)] |= 1 << bit;
                        }
                    }
                }
                if *set == u128::MAX {
                    // Any byte, also above 127 (high nibbles 8 to 15).
                    for e in 0..32 {
                        tables[plane][j][e] |= 1 << bit;
                    }
                }
            }
        }
        let full: Vec<[u8; FP_LEN]> =
            fingerprints.iter().filter(|f| f.len() == FP_LEN).map(|f| std::array::from_fn(|j| f[j])).collect();
        let mut short: Vec<(u32, u32, usize)> = fingerprints
            .iter()
            .filter(|f| f.len() < FP_LEN)
            .map(|f| {
                let mut w = [0u8; FP_LEN];
                w[..f.len()].copy_from_slice(f);
                (u32::MAX >> (8 * (FP_LEN - f.len())), u32::from_le_bytes(w), f.len())
            })
            .collect();
        short.sort_unstable();
        short.dedup();
        let min_len = fingerprints.iter().map(|f| f.len()).min().unwrap_or(FP_LEN);
        Some(ByteSetFilter { form, tables, exact: FingerprintSet::new(&full), short, min_len })
    }

    /// The SIMD loop the tables are laid out for.
    pub fn form(&self) -> Simd {
        self.form
    }

    /// Whether a fingerprint starts at the position whose next bytes (up to `FP_LEN`,
    /// zero-padded past the haystack's end) are the little-endian word `w`, and `avail`
    /// bytes remain there.
    #[inline(always)]
    fn holds_word(&self, w: u32, avail: usize) -> bool {
        (avail >= FP_LEN && self.exact.contains(w)) || self.short.iter().any(|&(mask, value, len)| avail >= len && w & mask == value)
    }

    #[inline]
    fn candidate_at(&self, hay: &[u8], p: usize, end: usize) -> bool {
        let avail = end - p;
        let mut w = [0u8; FP_LEN];
        let n = avail.min(FP_LEN);
        w[..n].copy_from_slice(&hay[p..p + n]);
        self.holds_word(u32::from_le_bytes(w), avail)
    }

    /// First position `p` in `from..end` where a whole fingerprint lies inside
    /// `hay[p..end]`, or `None`. Cost: about `planes * FP_LEN` byte permutations per
    /// 64 bytes with SIMD.
    #[inline]
    pub fn find(&self, hay: &[u8], from: usize, end: usize) -> Option<usize> {
        self.find_block(hay, from, end, &mut NewlineCount::default()).map(|(base, mask, _)| base + mask.trailing_zeros() as usize)
    }

    /// Like [`find`](Self::find), but returns every candidate of the first 64-byte step
    /// that has one: `(base, mask, limit)` with bit `i` of `mask` set for a candidate at
    /// `base + i`; every position in `from..limit` was examined, so a caller can take
    /// the next candidates below `limit` without searching again. `newlines` is
    /// advanced over the bytes the SIMD loop loads (see [`NewlineCount`]).
    #[inline]
    pub fn find_block(&self, hay: &[u8], from: usize, end: usize, newlines: &mut NewlineCount) -> Option<(usize, u64, usize)> {
        let end = end.min(hay.len());
        #[cfg(target_arch = "x86_64")]
        {
            if end >= from + FP_LEN && self.form.supported_cached() {
                if newlines.upto < from {
                    newlines.before(hay, from);
                }
                // SAFETY: the CPU has the form's features (checked above); the SIMD
                // loops read only inside `hay[from..end]`.
                let found = match self.form {
                    Simd::Avx512 => unsafe { self.find_avx512(hay, from, end, newlines) },
                    Simd::Avx2 => unsafe { self.find_avx2(hay, from, end, newlines) },
                };
                if found.is_some() {
                    return found;
                }
                // The SIMD loop covers positions up to `end - FP_LEN`; a short
                // fingerprint may also start in the last `FP_LEN - 1` bytes.
                if self.min_len >= FP_LEN {
                    return None;
                }
                let tail = (end + 1 - FP_LEN).max(from);
                return self.find_scalar(hay, tail, end).map(|p| (p, 1, p + 1));
            }
        }
        self.find_scalar(hay, from, end).map(|p| (p, 1, p + 1))
    }

    fn find_scalar(&self, hay: &[u8], from: usize, end: usize) -> Option<usize> {
        if end < from + self.min_len {
            return None;
        }
        (from..=end - self.min_len).find(|&p| self.candidate_at(hay, p, end))
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi,popcnt,bmi1,bmi2")]
    unsafe fn find_avx512(&self, hay: &[u8], from: usize, end: usize, nl: &mut NewlineCount) -> Option<(usize, u64, usize)> {
        // One loop per plane count, so that the tables stay in registers.
        match self.tables.len() {
            1 => self.find_planes::<1>(hay, from, end, nl),
            2 => self.find_planes::<2>(hay, from, end, nl),
            3 => self.find_planes::<3>(hay, from, end, nl),
            _ => self.find_planes::<4>(hay, from, end, nl),
        }
    }

    /// The SIMD loop for `P` planes (`P == self.tables.len()`).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi,popcnt,bmi1,bmi2")]
    unsafe fn find_planes<const P: usize>(&self, hay: &[u8], from: usize, end: usize, nl: &mut NewlineCount) -> Option<(usize, u64, usize)> {
        use std::arch::x86_64::*;
        let newline = _mm512_set1_epi8(b'\n' as i8);
        let mut counts = *nl;
        // Each table in one register (64 entries, indexed by a byte's low 6 bits).
        let t: [[__m512i; FP_LEN]; P] = std::array::from_fn(|pi| {
            std::array::from_fn(|j| _mm512_loadu_si512(self.tables[pi][j].as_ptr() as *const __m512i))
        });
        let base = hay.as_ptr();
        let mut p = from;
        // Positions p..p+64 per step; a fingerprint at q reads q..q+FP_LEN, so the last
        // position is end - FP_LEN. Steps near `end` use masked loads (no read past it).
        while p + FP_LEN <= end {
            let positions = (end - FP_LEN + 1 - p).min(64);
            let xs: [__m512i; FP_LEN] = if p + 64 + FP_LEN - 1 <= end {
                std::array::from_fn(|j| _mm512_loadu_si512(base.add(p + j) as *const __m512i))
            } else {
                std::array::from_fn(|j| {
                    let avail = (end - (p + j)).min(64);
                    _mm512_maskz_loadu_epi8(if avail >= 64 { u64::MAX } else { (1u64 << avail) - 1 }, base.add(p + j) as *const i8)
                })
            };
            // Count the newlines of this step's bytes not counted yet: `xs[0]` holds
            // hay[p..p + loaded], zeros past it (a full load only when 64 bytes and more
            // remain). Kept in locals: `counts` goes back to `nl` when the loop ends.
            let loaded = (end - p).min(64);
            counts.add_step(p, loaded, _mm512_cmpeq_epi8_mask(xs[0], newline));
            let mut hits: u64 = 0;
            for plane in t.iter() {
                let mut acc = _mm512_permutexvar_epi8(xs[0], plane[0]);
                for j in 1..FP_LEN {
                    acc = _mm512_and_si512(acc, _mm512_permutexvar_epi8(xs[j], plane[j]));
                }
                hits |= _mm512_test_epi8_mask(acc, acc);
            }
            if hits != 0 {
                if positions < 64 {
                    hits &= (1u64 << positions) - 1;
                }
                // Bytes >= 128 index the tables with their low 6 bits: drop the lanes
                // where one lies inside every fingerprint (the first `min_len` bytes);
                // the exact check below rejects the others.
                let high = xs[..self.min_len].iter().fold(0u64, |m, x| m | _mm512_movepi8_mask(*x));
                let real = self.exact_hits(hay, p, hits & !high);
                if real != 0 {
                    *nl = counts;
                    return Some((p, real, p + positions));
                }
            }
            p += 64;
        }
        *nl = counts;
        None
    }

    /// The real fingerprints among the table candidates `rest` (bit `i` for
    /// `hay[p + i]`, each with `p + i + FP_LEN` inside `hay`): the same bits, kept when
    /// the exact check holds.
    #[inline(always)]
    fn exact_hits(&self, hay: &[u8], p: usize, mut rest: u64) -> u64 {
        let mut real = 0u64;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let w: [u8; FP_LEN] = hay[p + i..p + i + FP_LEN].try_into().expect("FP_LEN bytes");
            real |= (self.holds_word(u32::from_le_bytes(w), FP_LEN) as u64) << i;
        }
        real
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt,bmi1,bmi2")]
    unsafe fn find_avx2(&self, hay: &[u8], from: usize, end: usize, nl: &mut NewlineCount) -> Option<(usize, u64, usize)> {
        // One loop per plane count, so that the tables stay in registers.
        match self.tables.len() {
            1 => self.find_nibbles::<1>(hay, from, end, nl),
            2 => self.find_nibbles::<2>(hay, from, end, nl),
            3 => self.find_nibbles::<3>(hay, from, end, nl),
            _ => self.find_nibbles::<4>(hay, from, end, nl),
        }
    }

    /// The AVX2 loop for `P` planes of nibble tables: 64-byte steps as two 32-byte
    /// halves, so that it answers as [`find_planes`](Self::find_planes) does.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt,bmi1,bmi2")]
    unsafe fn find_nibbles<const P: usize>(&self, hay: &[u8], from: usize, end: usize, nl: &mut NewlineCount) -> Option<(usize, u64, usize)> {
        use std::arch::x86_64::*;
        let (newline, low) = (_mm256_set1_epi8(b'\n' as i8), _mm256_set1_epi8(0x0f));
        let mut counts = *nl;
        // Each 16-entry table in both 128-bit lanes (`vpshufb` looks up within a lane).
        let lane = |t: &[u8]| _mm256_broadcastsi128_si256(_mm_loadu_si128(t.as_ptr() as *const __m128i));
        let t: [[(__m256i, __m256i); FP_LEN]; P] =
            std::array::from_fn(|pi| std::array::from_fn(|j| (lane(&self.tables[pi][j][..16]), lane(&self.tables[pi][j][16..32]))));
        // The last step's bytes, zero-padded (AVX2 has no masked byte loads): a zero
        // byte is no newline, and candidates past `positions` are dropped.
        let mut tail = [0u8; 64 + FP_LEN - 1];
        let mut p = from;
        while p + FP_LEN <= end {
            let positions = (end - FP_LEN + 1 - p).min(64);
            let src: *const u8 = if p + 64 + FP_LEN - 1 <= end {
                hay.as_ptr().add(p)
            } else {
                // Only the last step comes here: the rest of `tail` is still zero.
                tail[..end - p].copy_from_slice(&hay[p..end]);
                tail.as_ptr()
            };
            let (mut hits, mut newlines) = (0u64, 0u64);
            for half in 0..2 {
                let xs: [__m256i; FP_LEN] = std::array::from_fn(|j| _mm256_loadu_si256(src.add(32 * half + j) as *const __m256i));
                newlines |= (_mm256_movemask_epi8(_mm256_cmpeq_epi8(xs[0], newline)) as u32 as u64) << (32 * half);
                let lo: [__m256i; FP_LEN] = std::array::from_fn(|j| _mm256_and_si256(xs[j], low));
                let hi: [__m256i; FP_LEN] = std::array::from_fn(|j| _mm256_and_si256(_mm256_srli_epi16(xs[j], 4), low));
                let mut any = _mm256_setzero_si256();
                for plane in t.iter() {
                    let mut acc = _mm256_and_si256(_mm256_shuffle_epi8(plane[0].0, lo[0]), _mm256_shuffle_epi8(plane[0].1, hi[0]));
                    for j in 1..FP_LEN {
                        let at = _mm256_and_si256(_mm256_shuffle_epi8(plane[j].0, lo[j]), _mm256_shuffle_epi8(plane[j].1, hi[j]));
                        acc = _mm256_and_si256(acc, at);
                    }
                    any = _mm256_or_si256(any, acc);
                }
                let none = _mm256_movemask_epi8(_mm256_cmpeq_epi8(any, _mm256_setzero_si256())) as u32;
                hits |= (!none as u64) << (32 * half);
            }
            counts.add_step(p, (end - p).min(64), newlines);
            if hits != 0 {
                if positions < 64 {
                    hits &= (1u64 << positions) - 1;
                }
                let real = self.exact_hits(hay, p, hits);
                if real != 0 {
                    *nl = counts;
                    return Some((p, real, p + positions));
                }
            }
            p += 64;
        }
        *nl = counts;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The filter over fixed-size fingerprints.
    fn filter(fps: &[[u8; 4]]) -> ByteSetFilter {
        ByteSetFilter::new(&fps.iter().map(|f| &f[..]).collect::<Vec<_>>()).unwrap()
    }

    fn naive(fps: &[[u8; 4]], hay: &[u8], from: usize, end: usize) -> Option<usize> {
        (from..end.saturating_sub(3)).find(|&p| fps.iter().any(|f| &hay[p..p + 4] == f))
    }

    #[test]
    fn aliases_share_table_entries_but_are_never_reported() {
        // `b ^ 0x40`: `s` and `3`, `t` and `4`, `e` and `%`, `p` and `0`, ` ` and `` ` ``.
        let sets = table_sets(Simd::Avx512, b"step");
        assert_eq!(sets[0], (1u128 << b's') | (1u128 << b'3'));
        assert_eq!(sets[3], (1u128 << b'p') | (1u128 << b'0'));
        assert_eq!(table_sets(Simd::Avx512, b"%|")[2], u128::MAX);
        // The nibble tables take exactly a lone fingerprint's bytes.
        assert_eq!(table_sets(Simd::Avx2, b"step")[0], 1u128 << b's');
        let f = filter(&[*b"step", *b"NVRM"]);
        // Every alias mixture of `step` passes the tables; only `step` itself is found.
        let hay = b"34%0 s4ep st%p ste0 3tep `step\x0e\x16\x12\x0d NVRM".to_vec();
        let mut got = vec![];
        let mut from = 0;
        while let Some(p) = f.find(&hay, from, hay.len()) {
            got.push(p);
            from = p + 1;
        }
        assert_eq!(got, vec![26, 35]);
        assert_eq!(&hay[26..30], b"step");
        assert_eq!(&hay[35..39], b"NVRM");
    }

    #[test]
    fn exact_on_a_sparse_haystack() {
        let fps: Vec<[u8; 4]> = (0..64u8).map(|i| [b'A' + i % 26, b'x', b'0' + i % 10, b'#' + i % 5]).collect();
        let f = filter(&fps);
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
            let f = filter(&fps);
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

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Far more fingerprints than buckets (so buckets mix their bytes): the exact
        /// check still reports exactly the fingerprint positions, no mixtures.
        #[test]
        fn exact_with_mixed_buckets(hay in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'a'), proptest::strategy::Just(b'b'), proptest::strategy::Just(b'c'),
                proptest::strategy::Just(b'd'), proptest::strategy::Just(b' '), proptest::num::u8::ANY], 0..600),
            seed in 0u64..1000) {
            let alphabet = b"abcd ";
            let fps: Vec<[u8; 4]> = (0..150u64).map(|i| {
                let x = (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(seed);
                std::array::from_fn(|j| alphabet[((x >> (8 * j)) % 5) as usize])
            }).collect();
            let f = filter(&fps);
            let mut p = 0;
            let mut got = vec![];
            while let Some(q) = f.find(&hay, p, hay.len()) {
                got.push(q);
                p = q + 1;
            }
            let want: Vec<usize> = (0..hay.len().saturating_sub(3)).filter(|&q| fps.iter().any(|x| &hay[q..q + 4] == x)).collect();
            proptest::prop_assert_eq!(got, want);
        }

        /// The hash set holds exactly its words.
        #[test]
        fn fingerprint_set_is_exact(words in proptest::collection::vec(proptest::array::uniform4(0u8..128), 1..300),
            probes in proptest::collection::vec(proptest::array::uniform4(0u8..128), 0..300)) {
            let set = FingerprintSet::new(&words);
            for w in words.iter().chain(probes.iter()) {
                proptest::prop_assert_eq!(set.contains(u32::from_le_bytes(*w)), words.contains(w));
            }
        }
    }

    proptest::proptest! {
        /// Fingerprints of 1 to 4 bytes together (short literals such as tqdm's `%|`):
        /// every position where one starts and fits before `end` is reported, also in
        /// the last bytes, where a 4-byte fingerprint no longer fits, and after bytes
        /// above 127 (tqdm's bar characters).
        #[test]
        fn short_fingerprints_are_exact(hay in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'%'), proptest::strategy::Just(b'|'), proptest::strategy::Just(b'a'),
                proptest::strategy::Just(b'b'), proptest::strategy::Just(0xE2u8), proptest::num::u8::ANY], 0..300),
            from in 0usize..40, cut in 0usize..40) {
            let fps: [&[u8]; 5] = [b"%|", b"abab", b"|a%", b"b", b"ba|%"];
            let f = ByteSetFilter::new(&fps).unwrap();
            let end = hay.len().saturating_sub(cut);
            let from = from.min(end);
            let mut p = from;
            let mut got = vec![];
            while let Some(q) = f.find(&hay, p, end) {
                got.push(q);
                p = q + 1;
            }
            let want: Vec<usize> = (from..end).filter(|&q| fps.iter().any(|x| hay[q..end].starts_with(x))).collect();
            proptest::prop_assert_eq!(got, want);
        }
    }

    proptest::proptest! {
        /// Whatever the sequence of searches (forwards, backwards, gaps, cut ends), the
        /// count kept by the SIMD loop is the number of newlines before `upto`.
        #[test]
        fn newline_count_is_exact(hay in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'\n'), proptest::strategy::Just(b'a'), proptest::strategy::Just(b'b'),
                proptest::strategy::Just(b'c'), proptest::strategy::Just(b'd'), proptest::num::u8::ANY], 0..700),
            searches in proptest::collection::vec((0usize..700, 0usize..700), 1..12)) {
            let fps: Vec<[u8; 4]> = vec![*b"abca", *b"dcba", *b"a\nb\n"];
            let f = filter(&fps);
            let mut nl = NewlineCount::default();
            let naive = |upto: usize| hay[..upto].iter().filter(|&&b| b == b'\n').count() as u64;
            for (from, len) in searches {
                let from = from.min(hay.len());
                let end = (from + len).min(hay.len());
                let _ = f.find_block(&hay, from, end, &mut nl);
                proptest::prop_assert!(nl.upto <= hay.len());
                proptest::prop_assert_eq!(nl.count, naive(nl.upto));
                let pos = (from + len / 2).min(hay.len());
                let start = memchr::memrchr(b'\n', &hay[..pos]).map_or(0, |p| p + 1);
                let end = memchr::memchr(b'\n', &hay[pos..]).map(|p| p + pos);
                proptest::prop_assert_eq!(nl.line_start(&hay, pos), start);
                proptest::prop_assert_eq!(nl.line_end(&hay, pos), end);
                proptest::prop_assert_eq!(nl.before(&hay, pos), naive(pos));
            }
        }
    }

    #[test]
    fn short_fingerprint_at_the_very_end_and_before_utf8() {
        let fps: [&[u8]; 2] = [b"%|", b"NVRM"];
        let f = ByteSetFilter::new(&fps).unwrap();
        let mut hay = vec![b'.'; 200];
        hay.extend_from_slice("46%|\u{2588}\u{258b} | 31/67\n".as_bytes());
        hay.extend_from_slice(b"x 9%|\n");
        let found: Vec<usize> = std::iter::successors(f.find(&hay, 0, hay.len()), |&q| f.find(&hay, q + 1, hay.len())).collect();
        assert_eq!(found, vec![202, hay.len() - 3]);
        // A fingerprint that does not fit before `end` is not reported.
        assert_eq!(f.find(&hay, 0, 203), None);
        assert_eq!(f.find(&hay, 0, 204), Some(202));
        assert!(ByteSetFilter::new(&[b"".as_slice()]).is_none());
        assert!(ByteSetFilter::new(&[b"abcde".as_slice()]).is_none());
    }

    #[test]
    fn text_model_ranks_common_text_above_rare() {
        let m = TextModel::new();
        let one = |s: &[u8; 4]| m.mass(&s.map(|b| 1u128 << b));
        assert!(one(b" the") > 100.0 * one(b"NVRM"), "{} vs {}", one(b" the"), one(b"NVRM"));
        assert!(one(b"ing ") > one(b"gni "));
        // A product set's mass is the sum over its strings.
        let mut both = [0u128; 4];
        for s in [b"tep ", b"NVRM"] {
            for j in 0..4 {
                both[j] |= 1u128 << s[j];
            }
        }
        let members: f64 = [b"tep ", b"teRM", b"tVp ", b"NVRM"].iter().map(|s| one(s)).sum();
        assert!(m.mass(&both) >= members * 0.999);
    }

    #[test]
    fn wildcard_positions_fold_into_the_tail_factors() {
        // The folded mass of a set ending in positions that accept any byte equals the
        // full Markov walk over them.
        let m = TextModel::new();
        let walk = |sets: &[u128; FP_LEN]| {
            let mut v = [0f64; 128];
            for a in 0..128 {
                if sets[0] & (1u128 << a) != 0 {
                    v[a] = m.byte[a];
                }
            }
            for j in 1..FP_LEN {
                let mut next = [0f64; 128];
                for b in (0..128).filter(|b| sets[j] & (1u128 << b) != 0) {
                    next[b] = (0..128).filter(|a| sets[j - 1] & (1u128 << a) != 0).map(|a| v[a] * m.step[a * 128 + b]).sum();
                }
                v = next;
            }
            v.iter().sum::<f64>()
        };
        for fp in [&b"%|"[..], b"%", b"ab|", b"NVRM"] {
            let sets = fingerprint_sets(fp);
            let (folded, full) = (m.mass(&sets), walk(&sets));
            assert!((folded - full).abs() <= 1e-9 * full.abs().max(1e-300), "{fp:?}: {folded} vs {full}");
        }
    }

    #[test]
    fn buckets_keep_apart_fingerprints_whose_mixtures_are_common_text() {
        // With two buckets, " was" and "tep " apart; the rare ones may share.
        let fps: [&[u8]; 4] = [b"tep ", b" was", b"NVRM", b"WQE "];
        let (assignment, mass) = assign(&fps, 2, &TextModel::new(), Simd::Avx512);
        assert_ne!(assignment[0], assignment[1], "{assignment:?}");
        let (_, mass_one) = assign(&fps, 1, &TextModel::new(), Simd::Avx512);
        assert!(mass < mass_one, "{mass} vs {mass_one}");
        // One fingerprint per bucket: no mixtures, only each one's aliases (`tep `
        // also takes `4%0 `, `t%p `...).
        let m = TextModel::new();
        let (assignment, mass) = assign(&fps, 4, &m, Simd::Avx512);
        let mut buckets = assignment.clone();
        buckets.sort_unstable();
        buckets.dedup();
        assert_eq!(buckets.len(), 4);
        let aliases: f64 = fps.iter().map(|fp| m.mass(&table_sets(Simd::Avx512, fp)) - m.mass(&fingerprint_sets(fp))).sum();
        assert!(aliases > 0.0 && (mass - aliases).abs() <= 1e-9 * aliases, "{mass} vs {aliases}");
        assert!(mass < mass_one, "{mass} vs {mass_one}");
    }

    #[test]
    fn nibble_tables_mix_the_nibbles_of_a_buckets_bytes() {
        // `a` (0x61) and `R` (0x52) in one bucket also take `Q` (0x51) and `b` (0x62):
        // the low nibbles {1, 2} times the high nibbles {5, 6}.
        let both = (1u128 << b'a') | (1u128 << b'R');
        let want = [b'Q', b'R', b'a', b'b'].iter().fold(0u128, |m, &b| m | (1u128 << b));
        assert_eq!(accepted(Simd::Avx2, both), want);
        assert_eq!(accepted(Simd::Avx2, u128::MAX), u128::MAX);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Both forms' tables, built for many fingerprints of 1 to 4 bytes that mix in
        /// their buckets, report exactly the fingerprint positions and count newlines
        /// exactly, through each form's SIMD loop where the CPU has it.
        #[test]
        fn every_form_is_exact(hay in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'a'), proptest::strategy::Just(b'b'), proptest::strategy::Just(b'\n'),
                proptest::strategy::Just(b' '), proptest::strategy::Just(0xE2u8), proptest::num::u8::ANY], 0..700),
            seed in 0u64..1000, from in 0usize..70, cut in 0usize..70) {
            let alphabet = b"ab \n";
            let owned: Vec<Vec<u8>> = (0..90u64).map(|i| {
                let x = (i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(seed);
                (0..1 + (x >> 40) % 4).map(|j| alphabet[((x >> (8 * j)) % 4) as usize]).collect()
            }).collect();
            let fps: Vec<&[u8]> = owned.iter().map(|f| &f[..]).collect();
            let end = hay.len().saturating_sub(cut);
            let from = from.min(end);
            let want: Vec<usize> = (from..end).filter(|&q| fps.iter().any(|x| hay[q..end].starts_with(x))).collect();
            for form in [Simd::Avx512, Simd::Avx2] {
                let f = ByteSetFilter::with_form(&fps, form).unwrap();
                let mut nl = NewlineCount::default();
                let (mut p, mut got) = (from, vec![]);
                while let Some((base, mask, _)) = f.find_block(&hay, p, end, &mut nl) {
                    let q = base + mask.trailing_zeros() as usize;
                    got.push(q);
                    p = q + 1;
                }
                proptest::prop_assert_eq!(&got, &want, "{:?}", form);
                let newlines = hay[..nl.upto].iter().filter(|&&b| b == b'\n').count() as u64;
                proptest::prop_assert_eq!(nl.count, newlines, "{:?}", form);
            }
        }
    }
}
