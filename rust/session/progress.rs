//! Progress lines: the lines of progress signatures (about one in ten) are not emitted
//! as matches but folded into per-rank groups ([`ProgressSummary`]: counts, first and
//! last line and time, the last step, non-finite values). The candidate loop gathers
//! them ([`ProgressHit`]), [`Session::fold_progress`] folds them in batches, and a
//! group's last line in a block is settled at the block's end
//! ([`Session::settle_progress`]).

use super::{lossy_cut, Session, TsCursor};
use crate::attribution;
use std::sync::Arc;

/// Progress markers (signatures with role `progress`) seen in one stream for one rank.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ProgressSummary {
    /// Index of the progress signature (`Scanner::signature_id`).
    pub signature: u32,
    /// Rank read from the line prefix (or the stream identity).
    pub rank: Option<i64>,
    pub local_rank: Option<i64>,
    /// Number of progress lines.
    pub count: u64,
    pub first_line_no: u64,
    pub last_line_no: u64,
    /// Timestamps (µs UTC) of the first and last progress lines.
    pub first_ts_micros: Option<i64>,
    pub last_ts_micros: Option<i64>,
    /// True when the last progress line printed no time of its own: `last_ts_micros` is
    /// an earlier line's, so the line was printed then or later.
    pub last_ts_inherited: bool,
    /// When `last_ts_inherited`: the time of the first later line of the stream that
    /// printed one (searched up to [`BOUND_SEARCH_LINES`] lines on), so the line was
    /// printed no later than this; None when no such line was found.
    pub next_ts_micros: Option<i64>,
    /// The last progress line (truncated to `max_context_line_bytes`).
    pub last_line: String,
    /// Last value of a `step` group, when the progress regex has one.
    pub last_step: Option<i64>,
    /// Progress lines holding a non-finite metric value ([`crate::nonfinite::find`]).
    pub nonfinite_lines: u64,
    /// Line number of the last of them (0: none).
    pub last_nonfinite_line_no: u64,
    /// The first non-finite value of each field (at most [`MAX_NONFINITE_FIELDS`]), in
    /// order of appearance.
    pub nonfinite: Vec<NonFinite>,
}

/// Fields whose first non-finite value a progress group keeps.
pub const MAX_NONFINITE_FIELDS: usize = 4;

/// The first non-finite value of one metric in a progress group.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NonFinite {
    /// The field as written (`loss`, `grad_norm`; empty when the line names none).
    pub field: String,
    /// The value as written (`nan`, `-inf`, `NaN`, `Infinity`).
    pub value: String,
    pub line_no: u64,
    /// The line's step, when its progress signature reads one: ranks that diverge at the
    /// same step diverged together.
    pub step: Option<i64>,
    /// The line's timestamp, or the last one before it in the stream (µs UTC).
    pub ts_micros: Option<i64>,
    /// The line (cut to `max_context_line_bytes`).
    pub line: String,
}

/// The raw side of one `ProgressSummary` (same index), converted in `summary()`.
#[derive(Default)]
pub(super) struct ProgressRaw {
    /// The last progress line, cut to `max_line_bytes` (allocation reused).
    pub(super) last_line: Vec<u8>,
    pub(super) message_start: usize,
    /// `last_line`'s step is not computed yet (it is known to parse: see
    /// `CompiledSignature::step_is_lazy`); `summary()` computes it.
    pub(super) step_pending: bool,
    /// The group's last progress line in the block being scanned, when its step is
    /// known to parse: only the last one of a block is copied and gets its timestamp
    /// (see [`Session::settle_progress`]); the others are only counted.
    deferred: Option<DeferredProgress>,
    /// Where the search for the first timed line after the group's last (untimed)
    /// progress line resumes: an offset in the block being scanned (0 in a later block),
    /// and the lines it may still read. None: nothing to search.
    bound_from: Option<(usize, usize)>,
}

/// Lines after an untimed last progress line searched for the first time printed.
pub const BOUND_SEARCH_LINES: usize = 1000;

/// A progress line of the current block, kept by position until the block's end.
#[derive(Clone, Copy)]
struct DeferredProgress {
    /// Line start in the block, and the length of the line as matched.
    start: usize,
    len: usize,
    message_start: usize,
    line_no: u64,
}

/// Progress groups of a stream: `(signature, rank, local rank)` to the index in
/// `StreamSummary::progress`.
pub(super) type ProgressIndex = rustc_hash::FxHashMap<(u32, Option<i64>, Option<i64>), usize>;

/// True when a line has 19 or more ASCII digits in a row (a step that may not fit an
/// `i64`): such progress lines are parsed at once. Runs once per progress line, so the
/// digits are found 64 bytes at a time into one bit per byte (one AVX-512BW compare
/// where the CPU runs the byte-set filter, else four SSE2 ones, part of every x86-64), and runs are found
/// with shifts of those masks; elsewhere, byte by byte.
fn has_long_digit_run(line: &[u8]) -> bool {
    const RUN: u32 = 19;
    // `run`: digits in a row at the end of the bytes seen so far.
    let mut run = 0u32;
    let full = line.len() / 64 * 64;
    let rest = line.len() - full;
    // The last bytes as one more block: the 64 bytes ending the line, less the bits of
    // bytes already seen (a line shorter than 64 bytes is copied, padded with zeros).
    let tail = if rest == 0 {
        None
    } else if line.len() >= 64 {
        Some(digit_mask_64(&line[line.len() - 64..]) >> (64 - rest))
    } else {
        let mut last = [0u8; 64];
        last[..rest].copy_from_slice(line);
        Some(digit_mask_64(&last))
    };
    for m in line[..full].chunks_exact(64).map(digit_mask_64).chain(tail) {
        let lead = m.trailing_ones();
        if run + lead >= RUN {
            return true;
        }
        // Bit i of `r` set when bits i..i+18 of `m` are: a run of 19 inside the block.
        let mut r = m & (m >> 1);
        r &= r >> 2;
        r &= r >> 4;
        r &= r >> 8;
        if r & (r >> 3) != 0 {
            return true;
        }
        run = if lead == 64 { run + 64 } else { m.leading_ones() };
    }
    false
}

/// Bit `i` set when `block[i]` is an ASCII digit (`block` is 64 bytes).
#[inline]
fn digit_mask_64(block: &[u8]) -> u64 {
    debug_assert_eq!(block.len(), 64);
    #[cfg(target_arch = "x86_64")]
    {
        if crate::byteset::Simd::Avx512.supported_cached() {
            // SAFETY: the CPU has AVX-512 F and BW (checked, with VBMI); the load reads
            // block[0..64].
            return unsafe { digit_mask_64_avx512(block) };
        }
        digit_mask_64_sse2(block)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        block.iter().enumerate().fold(0u64, |m, (i, b)| m | ((b.is_ascii_digit() as u64) << i))
    }
}

/// [`digit_mask_64`] in four 16-byte compares.
#[cfg(target_arch = "x86_64")]
#[inline]
fn digit_mask_64_sse2(block: &[u8]) -> u64 {
    use std::arch::x86_64::*;
    assert!(block.len() >= 64);
    // SAFETY: SSE2 is part of x86-64; the four loads read block[0..64].
    unsafe {
        let (zero, nine) = (_mm_set1_epi8(b'0' as i8), _mm_set1_epi8(9));
        let mut m = 0u64;
        for k in 0..4 {
            let v = _mm_sub_epi8(_mm_loadu_si128(block.as_ptr().add(16 * k) as *const __m128i), zero);
            // Unsigned v <= 9: a digit.
            let digit = _mm_cmpeq_epi8(_mm_min_epu8(v, nine), v);
            m |= (_mm_movemask_epi8(digit) as u16 as u64) << (16 * k);
        }
        m
    }
}

/// [`digit_mask_64`] in one 64-byte compare. Safety: the CPU must have AVX-512 F and
/// BW, and `block` at least 64 bytes (asserted).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw")]
unsafe fn digit_mask_64_avx512(block: &[u8]) -> u64 {
    use std::arch::x86_64::*;
    assert!(block.len() >= 64);
    let v = _mm512_sub_epi8(_mm512_loadu_si512(block.as_ptr() as *const __m512i), _mm512_set1_epi8(b'0' as i8));
    // Unsigned v <= 9: a digit.
    _mm512_cmple_epu8_mask(v, _mm512_set1_epi8(9))
}

/// Progress hits gathered before [`Session::fold_progress`] runs (so at most this many
/// are kept: about 40 KiB). Small in tests, so that blocks fold in several batches.
pub(super) const PROGRESS_BATCH: usize = if cfg!(test) { 5 } else { 1024 };

/// A line of the block holding a progress signature's literal, kept until it is folded
/// ([`Session::fold_progress`]).
#[derive(Clone, Copy)]
pub(super) struct ProgressHit {
    /// Line start in the block and the length of the line as matched.
    pub(super) start: usize,
    pub(super) len: usize,
    /// 1-based line number.
    pub(super) line_no: u64,
    pub(super) signature: u32,
    /// Where the signature's literal starts in the block.
    pub(super) literal_at: usize,
}

impl Session {
    /// Fold the progress hits gathered so far (lines of `block`, in line order) into the
    /// stream's progress groups. The candidate loop gathers up to [`PROGRESS_BATCH`] of
    /// them (about one line in ten holds one) and folds them at once: `parse_ranks`, the
    /// regex and the group update then run back to back, and the literal filter's loop
    /// runs without them in between (about 10% more throughput on the generated logs).
    /// `cur` is the block's cursor for progress lines, kept from batch to batch.
    pub(super) fn fold_progress(&mut self, s: usize, block: &[u8], cur: &mut TsCursor) {
        if self.progress_hits.is_empty() {
            return;
        }
        let scanner = Arc::clone(&self.scanner);
        let mut hits = std::mem::take(&mut self.progress_hits);
        let clock = self.streams[s].clock.clone();
        // A rank the stream's identity names wins (`note_progress`): the message need
        // not be searched for c10d's `[Rank N]`.
        let search_message = self.streams[s].summary.identity.rank.is_none();
        // What is read of a line once, whatever number of progress signatures it holds
        // (a Megatron iteration line holds two): its ranks, then on first need whether
        // it has a long digit run and its first non-finite value.
        let mut line_start = usize::MAX;
        let mut ranks = (None, None, 0);
        let (mut long_run, mut nonfinite) = (None, None);
        for h in &hits {
            let line = &block[h.start..h.start + h.len];
            if line_start != h.start {
                line_start = h.start;
                ranks = attribution::parse_ranks(line, &clock, search_message);
                (long_run, nonfinite) = (None, None);
            }
            let (rank, local_rank, message_start) = ranks;
            if !scanner.holds(h.signature, line, message_start, h.literal_at - h.start) {
                continue;
            }
            let at = DeferredProgress { start: h.start, len: h.len, message_start, line_no: h.line_no };
            let g = self.note_progress(s, h.signature, rank, local_rank, block, at, cur, &mut long_run);
            if let Some(nf) = *nonfinite.get_or_insert_with(|| crate::nonfinite::find(&line[message_start..])) {
                self.note_nonfinite(s, g, block, at, nf, cur);
            }
        }
        hits.clear();
        self.progress_hits = hits;
    }

    /// Count a progress line of group `(sig, rank, local_rank)` (ranks from the line;
    /// the stream's identity comes first). A line whose step surely parses is deferred:
    /// a later one of the same group in this block replaces it, and the block's last is
    /// settled at its end. Others are recorded at once, after the group's deferred line.
    /// `cur` is the block's timestamp cursor, used when a group is new or a line is
    /// recorded at once. `long_run` caches [`has_long_digit_run`] of the line.
    #[allow(clippy::too_many_arguments)]
    fn note_progress(&mut self, s: usize, sig: u32, rank: Option<i64>, local_rank: Option<i64>, block: &[u8], at: DeferredProgress, cur: &mut TsCursor, long_run: &mut Option<bool>) -> usize {
        // Not an `Arc` clone: an atomic increment and decrement per progress line.
        let lazy_signature = self.scanner.step_is_lazy(sig);
        let st = &mut self.streams[s];
        let rank = st.summary.identity.rank.or(rank);
        let local_rank = st.summary.identity.local_rank.or(local_rank);
        let line = &block[at.start..at.start + at.len];
        let g = match st.progress_index.get(&(sig, rank, local_rank)) {
            Some(&g) => g,
            None => {
                let own = attribution::line_ts(line, &st.clock);
                let (first_ts, _) = self.resolve_ts(s, block, cur, at.start, own);
                let st = &mut self.streams[s];
                st.summary.progress.push(ProgressSummary {
                    signature: sig,
                    rank,
                    local_rank,
                    first_line_no: at.line_no,
                    first_ts_micros: first_ts,
                    ..Default::default()
                });
                st.progress_raw.push(ProgressRaw::default());
                let g = st.summary.progress.len() - 1;
                st.progress_index.insert((sig, rank, local_rank), g);
                g
            }
        };
        let st = &mut self.streams[s];
        st.summary.progress[g].count += 1;
        if lazy_signature && !*long_run.get_or_insert_with(|| has_long_digit_run(line)) {
            if st.progress_raw[g].deferred.replace(at).is_none() {
                st.deferred_groups.push(g);
            }
            return g;
        }
        // Parsed now: the group's deferred line (earlier in this block) comes first.
        if let Some(d) = st.progress_raw[g].deferred.take() {
            let mut own = TsCursor { pos: 0, ts: st.last_ts, inherited: false, resolved: false };
            let line_own = attribution::line_ts(&block[d.start..d.start + d.len], &st.clock);
            let ts = self.resolve_ts(s, block, &mut own, d.start, line_own);
            self.record_progress(s, g, block, d, ts, true);
        }
        let own = attribution::line_ts(line, &self.streams[s].clock);
        let ts = self.resolve_ts(s, block, cur, at.start, own);
        self.record_progress(s, g, block, at, ts, false);
        g
    }

    /// Count a non-finite value found in progress line `at` of group `g`
    /// (`nf`: ranges in the line's message); the first of each field is kept with its
    /// line and time. Rare: the time is resolved only for a field's first value.
    fn note_nonfinite(&mut self, s: usize, g: usize, block: &[u8], at: DeferredProgress, nf: crate::nonfinite::NonFiniteAt, cur: &mut TsCursor) {
        let msg = &block[at.start + at.message_start..at.start + at.len];
        let field = String::from_utf8_lossy(&msg[nf.field.0..nf.field.1]).into_owned();
        let p = &mut self.streams[s].summary.progress[g];
        p.nonfinite_lines += 1;
        p.last_nonfinite_line_no = at.line_no;
        if p.nonfinite.len() >= MAX_NONFINITE_FIELDS || p.nonfinite.iter().any(|n| n.field == field) {
            return;
        }
        let line = &block[at.start..at.start + at.len];
        let own = attribution::line_ts(line, &self.streams[s].clock);
        let (ts, _) = self.resolve_ts(s, block, cur, at.start, own);
        let cap = self.scanner.options.context_line_cap();
        let p = &mut self.streams[s].summary.progress[g];
        let step = self.scanner.progress_step(p.signature, line, at.message_start);
        p.nonfinite.push(NonFinite {
            field,
            value: String::from_utf8_lossy(&msg[nf.value.0..nf.value.1]).into_owned(),
            line_no: at.line_no,
            step,
            ts_micros: ts,
            line: lossy_cut(line, cap).0,
        });
    }

    /// Settle the deferred progress lines of a block (in line order, one backwards pass
    /// at most for their timestamps). Returns the timestamp cursor where it stopped.
    pub(super) fn settle_progress(&mut self, s: usize, block: &[u8]) -> TsCursor {
        let st = &mut self.streams[s];
        let mut cur = TsCursor { pos: 0, ts: st.last_ts, inherited: false, resolved: false };
        if st.deferred_groups.is_empty() {
            return cur;
        }
        let mut lines: Vec<(DeferredProgress, usize)> =
            st.deferred_groups.drain(..).filter_map(|g| st.progress_raw[g].deferred.take().map(|d| (d, g))).collect();
        lines.sort_unstable_by_key(|(d, _)| d.start);
        let clock = st.clock.clone();
        for (d, g) in lines {
            let own = attribution::line_ts(&block[d.start..d.start + d.len], &clock);
            let ts = self.resolve_ts(s, block, &mut cur, d.start, own);
            self.record_progress(s, g, block, d, ts, true);
        }
        cur
    }

    /// Make `line` group `g`'s last progress line. `lazy`: its step surely parses and is
    /// parsed only by `summary()`; otherwise it is parsed now (after a pending one).
    /// At a block's end: for each group whose last progress line printed no time, the
    /// first line after it that printed one, read from the block (once per group and
    /// block, at most [`BOUND_SEARCH_LINES`] lines in all); a search that reaches the
    /// block's end resumes at the next block's start.
    pub(super) fn bound_progress(&mut self, s: usize, block: &[u8]) {
        let max_line = self.scanner.options.max_line_bytes;
        let st = &mut self.streams[s];
        if st.bounding_groups.is_empty() {
            return;
        }
        let groups = std::mem::take(&mut st.bounding_groups);
        for g in groups {
            let Some((mut at, mut left)) = st.progress_raw[g].bound_from else { continue };
            let mut found = None;
            while left > 0 && at < block.len() {
                let e = super::line_end(block, at);
                let line = super::cut_line(super::strip_eol(&block[at..e]), max_line);
                left -= 1;
                if let Some(t) = attribution::line_ts(line, &st.clock) {
                    found = Some(t);
                    break;
                }
                at = e + 1;
            }
            if found.is_some() || left == 0 {
                st.summary.progress[g].next_ts_micros = found;
                st.progress_raw[g].bound_from = None;
            } else {
                st.progress_raw[g].bound_from = Some((0, left));
                st.bounding_groups.push(g);
            }
        }
    }

    /// `ts`: the line's time and whether it was inherited ([`Session::resolve_ts`]).
    fn record_progress(&mut self, s: usize, g: usize, block: &[u8], line: DeferredProgress, (ts, inherited): (Option<i64>, bool), lazy: bool) {
        let scanner = &self.scanner;
        let st = &mut self.streams[s];
        let p = &mut st.summary.progress[g];
        let raw = &mut st.progress_raw[g];
        let bytes = &block[line.start..line.start + line.len];
        p.last_line_no = line.line_no;
        if ts.is_some() {
            p.last_ts_micros = ts;
        }
        p.last_ts_inherited = ts.is_none() || inherited;
        p.next_ts_micros = None;
        let bound_from = p.last_ts_inherited.then(|| (super::line_end(block, line.start) + 1, BOUND_SEARCH_LINES));
        // `last_step` is the step of the last line that has one. Lines whose step surely
        // parses are kept and parsed once, at `summary()`; others are parsed now.
        if lazy {
            raw.step_pending = true;
        } else {
            if raw.step_pending {
                if let Some(v) = scanner.progress_step(p.signature, &raw.last_line, raw.message_start) {
                    p.last_step = Some(v);
                }
                raw.step_pending = false;
            }
            if let Some(v) = scanner.progress_step(p.signature, bytes, line.message_start) {
                p.last_step = Some(v);
            }
        }
        raw.last_line.clear();
        raw.last_line.extend_from_slice(bytes);
        raw.message_start = line.message_start;
        if bound_from.is_some() && raw.bound_from.is_none() {
            st.bounding_groups.push(g);
        }
        raw.bound_from = bound_from;
    }
}

#[cfg(test)]
mod digit_run_tests {
    use super::has_long_digit_run;

    proptest::proptest! {
        #[test]
        fn long_digit_runs_like_the_plain_check(line in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'7'), proptest::strategy::Just(b'0'), proptest::strategy::Just(b'9'),
                proptest::strategy::Just(b'/'), proptest::strategy::Just(b':'), proptest::num::u8::ANY], 0..300)) {
            let naive = line.split(|b| !b.is_ascii_digit()).any(|r| r.len() >= 19);
            proptest::prop_assert_eq!(has_long_digit_run(&line), naive);
        }

        /// Each x86-64 build of the digit mask (AVX-512 where this CPU has it, SSE2)
        /// gives the bits of the plain check.
        #[test]
        fn digit_masks_agree(block in proptest::collection::vec(proptest::prop_oneof![
                proptest::strategy::Just(b'0'), proptest::strategy::Just(b'9'), proptest::strategy::Just(b'/'),
                proptest::strategy::Just(b':'), proptest::num::u8::ANY], 64)) {
            let plain = block.iter().enumerate().fold(0u64, |m, (i, b)| m | ((b.is_ascii_digit() as u64) << i));
            proptest::prop_assert_eq!(super::digit_mask_64(&block), plain);
            #[cfg(target_arch = "x86_64")]
            {
                proptest::prop_assert_eq!(super::digit_mask_64_sse2(&block), plain);
                if crate::byteset::Simd::Avx512.supported_cached() {
                    // SAFETY: the CPU has the features (checked); 64 bytes.
                    proptest::prop_assert_eq!(unsafe { super::digit_mask_64_avx512(&block) }, plain);
                }
            }
        }
    }

    #[test]
    fn long_digit_runs() {
        let naive = |l: &[u8]| l.split(|b| !b.is_ascii_digit()).any(|r| r.len() >= 19);
        let mut cases: Vec<Vec<u8>> = vec![b"".to_vec(), b"step 1234567890123456789".to_vec(), b"step 123456789012345678 x".to_vec()];
        for len in [18usize, 19, 20] {
            for at in [0usize, 1, 45, 50, 60, 63, 64, 100, 120] {
                let mut l = vec![b'x'; 140];
                for i in at..(at + len).min(140) {
                    l[i] = b'7';
                }
                cases.push(l);
            }
        }
        for c in cases {
            assert_eq!(has_long_digit_run(&c), naive(&c), "{:?}", String::from_utf8_lossy(&c));
        }
    }
}
