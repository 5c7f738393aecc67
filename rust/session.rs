//! Per-stream scanning state: line splitting across chunks, before/after context,
//! timestamp inheritance, progress tracking and match emission.
//!
//! A [`Session`] owns the mutable state of any number of streams and is used by
//! one thread. It takes byte chunks of any size per stream; the literal matcher
//! runs over the whole block of complete lines in a chunk, and everything else
//! (line boundaries, attribution, regexes, context) is done for candidate lines
//! only. Chunk boundaries are invisible: any split of a stream yields the same
//! matches (the property test at the bottom of this file checks it).
//!
//! Memory per stream is bounded by `context_before` lines of at most
//! `max_context_line_bytes` each, one partial line of at most `max_line_bytes + 1`,
//! and the matches still waiting for their after-context; never by input size.
//!
//! The rooms: `session/context.rs` (a match's before- and after-context, the ring of
//! earlier lines, the matches waiting for later lines), `session/progress.rs` (progress
//! lines folded into per-rank summaries, [`ProgressSummary`]); this file holds the
//! session and its stream state, the line splitting ([`Session::feed`]), the candidate
//! loop, the tracebacks followed, the timestamps in effect and the match.

mod context;
mod progress;

use self::context::Pending;
use self::progress::{ProgressHit, ProgressIndex, ProgressRaw, PROGRESS_BATCH};
pub use self::progress::{NonFinite, ProgressSummary, BOUND_SEARCH_LINES, MAX_NONFINITE_FIELDS};
use crate::attribution::{self, LineIdentity, PathIdentity};
use crate::catalog::{strip_eol, Follow, Role, Scanner};
use crate::timestamp::Clock;
use memchr::{memchr, memrchr};
use std::collections::VecDeque;
use std::sync::Arc;

/// One signature hit on one line.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    /// Index of the stream in its session.
    pub stream: u32,
    /// Index of the signature in the scanner (`Scanner::signature_id`).
    pub signature: u32,
    /// Byte offset of the line's first byte in the (decompressed) stream, 0-based.
    pub offset: u64,
    /// Line number in the stream, 1-based.
    pub line_no: u64,
    /// The line without its end-of-line bytes, lossy UTF-8, at most
    /// `max_match_line_bytes` (`ScanOptions::match_line_cap`).
    pub line: String,
    /// True when `line` is not the whole line: it was longer than `max_line_bytes`
    /// (matched on its start), or was cut to `max_match_line_bytes` after matching.
    pub line_truncated: bool,
    /// Named groups of the signature's regex (values cut to `max_match_line_bytes`).
    pub fields: Vec<(String, String)>,
    /// For each field: whether its value ends at a cut (its own, or the line's at
    /// `max_line_bytes`), so that masking hides the cut word (`Masker::mask_cut`).
    pub fields_cut: Vec<bool>,
    /// Global rank: stream identity (explicit or path) first, then the line prefix.
    pub rank: Option<i64>,
    /// Local rank, same precedence.
    pub local_rank: Option<i64>,
    /// Node (host), same precedence.
    pub node: Option<String>,
    /// Timestamp of the line, or inherited from the last earlier line of the stream
    /// that had one; microseconds since the epoch, UTC.
    pub ts_micros: Option<i64>,
    /// True when `ts_micros` was inherited.
    pub ts_inherited: bool,
    /// Up to `context_before` preceding lines of the same stream, oldest first.
    pub before: Vec<String>,
    /// Up to `context_after` following lines of the same stream.
    pub after: Vec<String>,
    /// The message with its variable parts masked ([`crate::template::of`]), for
    /// failure evidence (roles initiator, victim, error); empty for other roles.
    pub template: String,
}

/// What a session knows about one stream after scanning it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StreamSummary {
    pub stream: u32,
    pub name: String,
    pub identity: PathIdentity,
    /// Bytes fed so far.
    pub bytes: u64,
    /// Lines seen (a final line without a newline counts once the stream is finished).
    pub lines: u64,
    /// Lines longer than `max_line_bytes`.
    pub truncated_lines: u64,
    /// The first of them: its line number (1-based) and the stream offset of its start.
    pub first_truncated: Option<(u64, u64)>,
    /// Lines the literal matcher flagged, and lines that produced at least one match.
    pub candidate_lines: u64,
    pub matches: u64,
    /// First and last timestamps seen in the stream (µs UTC). The first is searched in
    /// the first 1,000 lines only.
    pub first_ts_micros: Option<i64>,
    pub last_ts_micros: Option<i64>,
    /// The last complete line of the stream (truncated).
    pub last_line: String,
    pub progress: Vec<ProgressSummary>,
    pub finished: bool,
    /// Matches not kept because the stream reached `max_matches_per_stream`.
    pub dropped_matches: u64,
    /// Matches kept without context because their signature reached
    /// `max_context_matches_per_signature` in this stream.
    pub matches_without_context: u64,
    /// The year the stream's first dated lines print (see `attribution::printed_year`),
    /// in which its year-less times were read; None when they were read in the year hint.
    pub printed_year: Option<i64>,
}

struct StreamState {
    summary: StreamSummary,
    progress_raw: Vec<ProgressRaw>,
    progress_index: ProgressIndex,
    /// Groups with a deferred line in the block being scanned.
    deferred_groups: Vec<usize>,
    /// Groups whose untimed last progress line still waits for a later timed line.
    bounding_groups: Vec<usize>,
    /// Bytes of the current incomplete line (at most `max_line_bytes + 1`).
    partial: Vec<u8>,
    /// Bytes of the current incomplete line beyond those kept in `partial` (dropped).
    partial_dropped: u64,
    /// Last `context_before` complete lines (each at most `max_context_line_bytes`).
    ring: VecDeque<Vec<u8>>,
    pending: VecDeque<Pending>,
    /// Stream offset of the first byte not yet processed (the partial line's start).
    processed: u64,
    /// Last timestamp in effect after the last complete line.
    last_ts: Option<i64>,
    first_ts_lines_left: u64,
    /// Year for timestamp forms without one, and the zone of zone-less times.
    clock: Clock,
    /// Matches kept so far, in all and per signature (see `ScanOptions` limits).
    kept: usize,
    kept_per_signature: std::collections::HashMap<u32, u32>,
    /// Tracebacks being followed to their exception line (see [`crate::traceback`]).
    followers: Vec<crate::traceback::Follower>,
}

/// Tracebacks followed at once in one stream (one per process printing into it).
const MAX_FOLLOWERS: usize = 64;

/// Mutable scanning state for many streams; one thread at a time.
pub struct Session {
    scanner: Arc<Scanner>,
    streams: Vec<StreamState>,
    ready: Vec<Match>,
    /// A candidate line's signatures with their first literal's start (reused).
    sig_buf: Vec<(u32, usize)>,
    /// The progress hits of the block being scanned (allocation reused; see
    /// [`Session::fold_progress`]).
    progress_hits: Vec<ProgressHit>,
}

/// Lazily resolved "timestamp in effect" inside one block. With `resolved`, `ts` is the
/// timestamp of the line starting at `pos`; without, `pos` is 0 and `ts` is the one in
/// effect before the block. Lookups scan back only to `pos`, so a block costs at most
/// one backwards pass however many matches it has.
#[derive(Clone, Copy)]
struct TsCursor {
    pos: usize,
    ts: Option<i64>,
    inherited: bool,
    resolved: bool,
}

/// `b` cut to at most `max` bytes without splitting a UTF-8 sequence when possible
/// (backs off up to 3 bytes), and whether it was cut.
fn cut_at_char(b: &[u8], max: usize) -> (&[u8], bool) {
    if b.len() > max {
        let mut cut = max;
        while cut > 0 && cut > max.saturating_sub(3) && (b[cut] & 0xC0) == 0x80 {
            cut -= 1;
        }
        (&b[..cut], true)
    } else {
        (b, false)
    }
}

/// Cut `s` to at most `max` bytes, at a character boundary.
fn cut_string(s: &mut String, max: usize) {
    if s.len() > max {
        let mut end = max;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
    }
}

fn lossy_cut(b: &[u8], max: usize) -> (String, bool) {
    let (cut, was_cut) = cut_at_char(b, max);
    (String::from_utf8_lossy(cut).into_owned(), was_cut)
}

impl Session {
    /// A new session over a compiled scanner.
    pub fn new(scanner: Arc<Scanner>) -> Session {
        Session { scanner, streams: Vec::new(), ready: Vec::new(), sig_buf: Vec::new(), progress_hits: Vec::new() }
    }

    /// The scanner this session uses.
    pub fn scanner(&self) -> &Arc<Scanner> {
        &self.scanner
    }

    /// Register a stream; returns its index. `identity` is the explicit or path-derived
    /// rank / local rank / node, which takes precedence over line prefixes.
    pub fn add_stream(&mut self, name: &str, identity: PathIdentity) -> u32 {
        let id = self.streams.len() as u32;
        self.streams.push(StreamState {
            summary: StreamSummary { stream: id, name: name.to_string(), identity, ..Default::default() },
            progress_raw: Vec::new(),
            progress_index: ProgressIndex::default(),
            deferred_groups: Vec::new(),
            bounding_groups: Vec::new(),
            partial: Vec::new(),
            partial_dropped: 0,
            ring: VecDeque::new(),
            pending: VecDeque::new(),
            processed: 0,
            last_ts: None,
            first_ts_lines_left: 1000,
            clock: self.scanner.options.clock(),
            kept: 0,
            kept_per_signature: std::collections::HashMap::new(),
            followers: Vec::new(),
        });
        id
    }

    /// Set the year used for this stream's timestamps that carry none (glog `E1129`,
    /// syslog `Mar  3`); callers pass the file's modification year. Default: the
    /// scanner's `year_hint`.
    pub fn set_year_hint(&mut self, stream: u32, year: i64) {
        self.streams[stream as usize].clock.year = year;
    }

    /// Pass over `bytes` bytes holding `lines` lines at the very start of a stream
    /// without reading them: the hole of NUL bytes a file truncated in place while its
    /// writer kept its offset starts with (logrotate's `copytruncate`, `lines` 0), or
    /// firstfault's own report heading a log. Offsets and line numbers of later lines
    /// still count them.
    ///
    /// # Panics
    /// If the stream has already been fed bytes that are not yet a complete line.
    pub fn skip_start(&mut self, stream: u32, bytes: u64, lines: u64) {
        let st = &mut self.streams[stream as usize];
        assert!(st.partial.is_empty() && st.partial_dropped == 0, "skip_start inside a line");
        st.processed += bytes;
        st.summary.bytes += bytes;
        st.summary.lines += lines;
    }

    /// Set the year the stream's own dated lines print: its year-less times are read in
    /// it (and the summary says so).
    pub fn set_printed_year(&mut self, stream: u32, year: i64) {
        let st = &mut self.streams[stream as usize];
        st.clock.year = year;
        st.summary.printed_year = Some(year);
    }

    /// Set the time no line of this stream can be later than (µs UTC, its file's
    /// modification time): year-less times past it are read in the year before.
    pub fn set_not_after(&mut self, stream: u32, micros: i64) {
        self.streams[stream as usize].clock.not_after = Some(micros);
    }

    /// Number of streams registered.
    pub fn stream_count(&self) -> usize {
        self.streams.len()
    }

    /// Feed the next bytes of a stream. Any chunk size works, including 0 and 1.
    ///
    /// # Panics
    /// If `stream` was not returned by `add_stream` of this session.
    pub fn feed(&mut self, stream: u32, mut data: &[u8]) {
        let max_line = self.scanner.options.max_line_bytes;
        let s = stream as usize;
        self.streams[s].summary.bytes += data.len() as u64;
        // 1. Complete the partial line carried from the previous chunk.
        if !self.streams[s].partial.is_empty() || self.streams[s].partial_dropped > 0 {
            match memchr(b'\n', data) {
                None => {
                    self.append_partial(s, data, max_line);
                    return;
                }
                Some(i) => {
                    self.append_partial(s, &data[..i], max_line);
                    let mut line = std::mem::take(&mut self.streams[s].partial);
                    let dropped = std::mem::replace(&mut self.streams[s].partial_dropped, 0);
                    line.push(b'\n');
                    let full_len = line.len() as u64 + dropped;
                    self.process_block(stream, &line, full_len, dropped > 0);
                    line.clear();
                    self.streams[s].partial = line; // keep the allocation
                    data = &data[i + 1..];
                }
            }
        }
        // 2. The block of complete lines.
        if let Some(j) = memrchr(b'\n', data) {
            let block = &data[..=j];
            self.process_block(stream, block, block.len() as u64, false);
            data = &data[j + 1..];
        }
        // 3. The rest starts a new partial line.
        if !data.is_empty() {
            self.append_partial(s, data, max_line);
        }
    }

    fn append_partial(&mut self, s: usize, data: &[u8], max_line: usize) {
        let st = &mut self.streams[s];
        // One byte more than the cap: cutting at a character boundary (context lines)
        // looks at the byte just past the cap, as it does for lines inside a block.
        let room = max_line.saturating_add(1).saturating_sub(st.partial.len());
        let take = room.min(data.len());
        st.partial.extend_from_slice(&data[..take]);
        st.partial_dropped += (data.len() - take) as u64;
    }

    /// End of a stream: a last line without a newline is processed, and matches still
    /// waiting for after-context are emitted with what they have.
    pub fn finish(&mut self, stream: u32) {
        let s = stream as usize;
        if !self.streams[s].partial.is_empty() || self.streams[s].partial_dropped > 0 {
            let mut line = std::mem::take(&mut self.streams[s].partial);
            let dropped = std::mem::replace(&mut self.streams[s].partial_dropped, 0);
            line.push(b'\n');
            // The synthetic newline is not part of the stream's bytes.
            let full_len = line.len() as u64 - 1 + dropped;
            self.process_block(stream, &line, full_len, dropped > 0);
        }
        let st = &mut self.streams[s];
        while let Some(p) = st.pending.pop_front() {
            self.ready.push(p.m);
        }
        st.summary.finished = true;
    }

    /// Finish every stream.
    pub fn finish_all(&mut self) {
        for s in 0..self.streams.len() {
            if !self.streams[s].summary.finished {
                self.finish(s as u32);
            }
        }
    }

    /// Matches whose after-context is complete (or whose stream finished), in stream order.
    /// Masked, then failure evidence gets its template (from the masked line, so that a
    /// masked host stays masked in it).
    pub fn take_matches(&mut self) -> Vec<Match> {
        let mut out = std::mem::take(&mut self.ready);
        let masker = self.scanner.masker();
        let opts = &self.scanner.options;
        let clock = opts.clock();
        for m in out.iter_mut() {
            if let Some(masker) = masker {
                mask_match(masker, m, opts.context_line_cap());
            }
            if matches!(self.scanner.role(m.signature), Role::Initiator | Role::Victim | Role::Error) {
                let start = attribution::template_start(m.line.as_bytes(), &clock);
                m.template = crate::template::of(&m.line.as_bytes()[start.min(m.line.len())..]);
            }
        }
        out
    }

    /// Emit the matches of a stream that are still waiting for after-context, with the
    /// context they have, without ending the stream (streaming consumers call this when
    /// a stream goes quiet). Later lines are no longer added to those matches.
    pub fn flush(&mut self, stream: u32) {
        let st = &mut self.streams[stream as usize];
        while let Some(p) = st.pending.pop_front() {
            self.ready.push(p.m);
        }
    }

    /// [`flush`](Self::flush) every stream.
    pub fn flush_all(&mut self) {
        for s in 0..self.streams.len() {
            self.flush(s as u32);
        }
    }

    /// Number of matches ready to take.
    pub fn ready_count(&self) -> usize {
        self.ready.len()
    }

    /// Summary of one stream (cheap clone of counters and the last lines).
    pub fn summary(&self, stream: u32) -> StreamSummary {
        let st = &self.streams[stream as usize];
        let mut s = st.summary.clone();
        s.last_ts_micros = st.last_ts;
        let max_ctx = self.scanner.options.context_line_cap();
        for (p, raw) in s.progress.iter_mut().zip(st.progress_raw.iter()) {
            p.last_line = lossy_cut(&raw.last_line, max_ctx).0;
            if raw.step_pending {
                if let Some(v) = self.scanner.progress_step(p.signature, &raw.last_line, raw.message_start) {
                    p.last_step = Some(v);
                }
            }
        }
        if let Some(l) = st.ring.back() {
            s.last_line = String::from_utf8_lossy(l).into_owned();
        }
        if let Some(masker) = self.scanner.masker() {
            mask_summary(masker, &mut s);
        }
        s
    }

    /// Summaries of every stream.
    pub fn summaries(&self) -> Vec<StreamSummary> {
        (0..self.streams.len() as u32).map(|s| self.summary(s)).collect()
    }

    /// Scan one block of complete lines (`block` ends with `\n`). `stream_len` is the
    /// number of stream bytes the block stands for (more than `block.len()` when a
    /// long line was cut); `cut` marks a single-line block whose line was truncated.
    fn process_block(&mut self, stream: u32, block: &[u8], stream_len: u64, cut: bool) {
        let scanner = Arc::clone(&self.scanner);
        let opts = &scanner.options;
        let s = stream as usize;
        let base_line = self.streams[s].summary.lines;
        let block_start_offset = self.streams[s].processed;
        self.fill_pending(s, block);

        let max_line = opts.max_line_bytes;
        let clock = self.streams[s].clock.clone();
        let mut ts = TsCursor { pos: 0, ts: self.streams[s].last_ts, inherited: false, resolved: false };
        // Progress lines are folded later than the matches around them (`fold_progress`),
        // so they keep their own cursor.
        let mut progress_ts = ts;
        let mut pos = 0usize;
        let mut sigs = std::mem::take(&mut self.sig_buf);
        let mut candidates = scanner.matcher.candidates(block);
        loop {
            let next = candidates.next_from(pos);
            if !self.streams[s].followers.is_empty() {
                // Lines between candidates are read only while a traceback is followed.
                let until = next.map_or(block.len(), |h| candidates.line_at(h).0);
                if pos < until {
                    let first_idx = base_line + candidates.newlines_before(pos);
                    self.walk_followers(s, block, pos, until, first_idx, cut, &mut ts, block_start_offset);
                }
            }
            let Some(hit) = next else { break };
            let (ls, le) = candidates.line_at(hit);
            // A block ends with a newline when it is fed; a mapped file truncated while
            // it is scanned reads as zeros from then on, newline included, so the last
            // line may end at the block's end instead.
            let le = le.unwrap_or(block.len());
            pos = le + 1;
            let full = strip_eol(&block[ls..le]);
            let (line, truncated) = if full.len() > max_line { (&full[..max_line], true) } else { (full, cut) };
            // Before `line_signatures`, which may search far ahead: the cursor has
            // counted newlines up to about the hit (none lies between `ls` and it).
            let line_idx = base_line + candidates.newlines_before(hit); // 0-based
            let exception_line = !self.streams[s].followers.is_empty() && self.feed_followers(s, block, ls, le, line, truncated, line_idx, &mut ts, block_start_offset);
            if hit - ls >= max_line {
                continue; // the hit lies in the cut-off part of a long line
            }
            candidates.line_signatures(ls, ls + line.len(), hit, &mut sigs);
            if sigs.is_empty() {
                continue;
            }
            self.streams[s].summary.candidate_lines += 1;
            let clock = &clock;
            // Parsed on first need (progress lines, most candidates, are parsed by
            // `fold_progress`): the prefixes for the regex, the rest (a time, node or
            // rank inside the message) only for a line some signature holds on.
            let mut prefixes: Option<LineIdentity> = None;
            let mut full: Option<LineIdentity> = None;
            // A line that reports a failure is no progress, whatever step it names
            // ("training step 3 failed"): failure signatures go first and tell.
            let mut failed = exception_line;
            for &(sig, literal_at) in sigs.iter().filter(|(g, _)| scanner.role(*g) != Role::Progress).chain(sigs.iter().filter(|(g, _)| scanner.role(*g) == Role::Progress)) {
                if scanner.role(sig) == Role::Progress {
                    if failed {
                        continue;
                    }
                    // Folded into summaries in batches (`fold_progress`).
                    self.progress_hits.push(ProgressHit { start: ls, len: line.len(), line_no: line_idx + 1, signature: sig, literal_at });
                    if self.progress_hits.len() >= PROGRESS_BATCH {
                        self.fold_progress(s, block, &mut progress_ts);
                    }
                    continue;
                }
                let message_start = prefixes.get_or_insert_with(|| attribution::parse_prefixes(line, clock)).message_start;
                if scanner.follow(sig) == Follow::PythonTraceback {
                    // A traceback's header: its match is the exception line that ends it.
                    if scanner.holds(sig, line, message_start, literal_at - ls) {
                        let id = &self.streams[s].summary.identity;
                        let own = identity(&mut full, &prefixes, line, clock).at(literal_at - ls);
                        let (rank, local_rank) = (id.rank.or(own.rank), id.local_rank.or(own.local_rank));
                        self.start_follower(s, crate::traceback::Follower::new(sig, rank, local_rank));
                    }
                    continue;
                }
                // Bounded memory: a stream keeps at most `max_matches_per_stream` matches,
                // plus the first match of each signature not seen on it yet (so a failure
                // after a flood of warnings is never lost; at most one per signature), and
                // only the first matches of each signature carry context. A match past the
                // cap is only counted: its regex is checked without its groups.
                let st = &self.streams[s];
                if st.kept >= opts.max_matches_per_stream && st.kept_per_signature.contains_key(&sig) {
                    if scanner.holds(sig, line, message_start, literal_at - ls) {
                        let st = &mut self.streams[s];
                        st.summary.matches += 1;
                        st.summary.dropped_matches += 1;
                        failed |= matches!(scanner.role(sig), Role::Initiator | Role::Victim | Role::Error);
                    }
                    continue;
                }
                let Some(fields) = scanner.confirm(sig, line, message_start) else { continue };
                failed |= matches!(scanner.role(sig), Role::Initiator | Role::Victim | Role::Error);
                let ident = identity(&mut full, &prefixes, line, clock).at(literal_at - ls);
                self.emit(s, sig, block, (ls, le), line, truncated, line_idx, fields, &ident, &mut ts, block_start_offset);
            }
        }
        self.sig_buf = sigs;
        let lines_in_block = candidates.newlines_before(block.len());
        self.fold_progress(s, block, &mut progress_ts);
        if progress_ts.resolved && (!ts.resolved || progress_ts.pos > ts.pos) {
            ts = progress_ts;
        }
        let (truncated, first_long) = if cut { (1, Some(0)) } else { count_long_lines(block, max_line) };
        {
            let st = &mut self.streams[s];
            st.summary.lines = base_line + lines_in_block;
            st.summary.truncated_lines += truncated;
            if let (None, Some(at)) = (st.summary.first_truncated, first_long) {
                let line_no = base_line + memchr::memchr_iter(b'\n', &block[..at]).count() as u64 + 1;
                st.summary.first_truncated = Some((line_no, block_start_offset + at as u64));
            }
        }
        self.streams[s].processed += stream_len;
        // The deferred progress lines get their bytes and timestamps; the timestamp in
        // effect at the end of the block is looked for back to the last line resolved.
        let settled = self.settle_progress(s, block);
        if settled.resolved && (!ts.resolved || settled.pos > ts.pos) {
            ts = settled;
        }
        let end_ts = scan_back_ts(block, block.len(), ts.pos, &clock, max_line).or(ts.ts);
        self.streams[s].last_ts = end_ts;
        self.bound_progress(s, block);
        self.find_first_ts(s, block);
        self.update_ring(s, block);
    }

    /// Emit a confirmed match of `sig` on the line `block[ls..le]` (`line`: the line as
    /// matched, cut to `max_line_bytes`), with its fields, under the stream's limits:
    /// counted past the cap, context only for a signature's first matches, in stream order.
    #[allow(clippy::too_many_arguments)]
    fn emit(
        &mut self,
        s: usize,
        sig: u32,
        block: &[u8],
        (ls, le): (usize, usize),
        line: &[u8],
        truncated: bool,
        line_idx: u64,
        fields: Vec<(String, String)>,
        ident: &LineIdentity,
        ts: &mut TsCursor,
        block_start_offset: u64,
    ) {
        let opts = &self.scanner.options;
        let st = &self.streams[s];
        if st.kept >= opts.max_matches_per_stream && st.kept_per_signature.contains_key(&sig) {
            let st = &mut self.streams[s];
            st.summary.matches += 1;
            st.summary.dropped_matches += 1;
            return;
        }
        let max_context = opts.max_context_matches_per_signature;
        let line_ts = self.resolve_ts(s, block, ts, ls, ident.ts_micros);
        let st = &mut self.streams[s];
        st.summary.matches += 1;
        st.kept += 1;
        let n_sig = st.kept_per_signature.entry(sig).or_insert(0);
        *n_sig += 1;
        let with_context = *n_sig as usize <= max_context;
        if !with_context {
            st.summary.matches_without_context += 1;
        }
        let m = self.build_match(s as u32, sig, block_start_offset + ls as u64, line_idx + 1, line, truncated, fields, ident, line_ts, block, ls, with_context);
        if with_context {
            self.place_match(s, m, block, le);
        } else if self.streams[s].pending.is_empty() {
            self.ready.push(m);
        } else {
            // Keep stream order: it leaves behind the matches still waiting.
            self.streams[s].pending.push_back(Pending { m, remaining: 0 });
        }
    }

    /// Follow a traceback from the line after its header (at most [`MAX_FOLLOWERS`] per
    /// stream; a new header of the same process replaces its unfinished one).
    fn start_follower(&mut self, s: usize, f: crate::traceback::Follower) {
        let fs = &mut self.streams[s].followers;
        fs.retain(|o| (o.rank, o.local_rank) != (f.rank, f.local_rank));
        if fs.len() >= MAX_FOLLOWERS {
            fs.remove(0);
        }
        fs.push(f);
    }

    /// Feed the lines of `block[from..until)` (whole lines; `first_idx`: the 0-based index
    /// of the first) to the stream's followers, until none is left.
    #[allow(clippy::too_many_arguments)]
    fn walk_followers(&mut self, s: usize, block: &[u8], from: usize, until: usize, first_idx: u64, cut: bool, ts: &mut TsCursor, block_start_offset: u64) {
        let max_line = self.scanner.options.max_line_bytes;
        let mut p = from;
        let mut idx = first_idx;
        while p < until && !self.streams[s].followers.is_empty() {
            let le = memchr(b'\n', &block[p..until]).map_or(until, |i| p + i);
            let full = strip_eol(&block[p..le]);
            let (line, truncated) = if full.len() > max_line { (&full[..max_line], true) } else { (full, cut) };
            self.feed_followers(s, block, p, le, line, truncated, idx, ts, block_start_offset);
            p = le + 1;
            idx += 1;
        }
    }

    /// Feed one line to the followers of the process that printed it; emit the match of
    /// a traceback whose exception line it is (and return true).
    #[allow(clippy::too_many_arguments)]
    fn feed_followers(&mut self, s: usize, block: &[u8], ls: usize, le: usize, line: &[u8], truncated: bool, line_idx: u64, ts: &mut TsCursor, block_start_offset: u64) -> bool {
        use crate::traceback::Step;
        let clock = self.streams[s].clock.clone();
        let (rank, local_rank, message_start) = attribution::parse_ranks(line, &clock, false);
        let id = &self.streams[s].summary.identity;
        let who = (id.rank.or(rank), id.local_rank.or(local_rank));
        let Some(i) = self.streams[s].followers.iter().position(|f| (f.rank, f.local_rank) == who) else { return false };
        let message = &line[message_start.min(line.len())..];
        match self.streams[s].followers[i].step(message) {
            Step::Continue => false,
            Step::Stop => {
                self.streams[s].followers.remove(i);
                false
            }
            Step::Exception(fields) => {
                let sig = self.streams[s].followers.remove(i).signature;
                if self.scanner.excluded(sig, line) {
                    return false;
                }
                let ident = attribution::parse_line(line, &clock);
                self.emit(s, sig, block, (ls, le), line, truncated, line_idx, fields, &ident, ts, block_start_offset);
                true
            }
        }
    }

    /// Timestamp of the line starting at `ls`: `own` (its own, from
    /// [`attribution::line_ts`] or a parsed identity), else inherited; advances the cursor.
    fn resolve_ts(&self, s: usize, block: &[u8], cur: &mut TsCursor, ls: usize, own: Option<i64>) -> (Option<i64>, bool) {
        if cur.resolved && ls == cur.pos {
            // Several signatures on one line.
            return (cur.ts, cur.inherited);
        }
        let (ts, inherited) = match own {
            Some(t) => (Some(t), false),
            None => {
                let before = scan_back_ts(block, ls, cur.pos, &self.streams[s].clock, self.scanner.options.max_line_bytes).or(cur.ts);
                (before, before.is_some())
            }
        };
        *cur = TsCursor { pos: ls, ts, inherited, resolved: true };
        (ts, inherited)
    }

    fn find_first_ts(&mut self, s: usize, block: &[u8]) {
        let max_line = self.scanner.options.max_line_bytes;
        let st = &mut self.streams[s];
        if st.summary.first_ts_micros.is_some() || st.first_ts_lines_left == 0 {
            return;
        }
        let mut start = 0;
        while st.first_ts_lines_left > 0 && start < block.len() {
            let e = line_end(block, start);
            st.first_ts_lines_left -= 1;
            let line = cut_line(strip_eol(&block[start..e]), max_line);
            if let Some(t) = attribution::line_ts(line, &st.clock) {
                st.summary.first_ts_micros = Some(t);
                return;
            }
            start = e + 1;
        }
    }
}

/// End (the newline's index) of the line of `block` that starts at `start`: the block's
/// end when no newline follows (a mapped file truncated under the scan reads as zeros).
/// A candidate line's whole identity, completed from its prefixes on first need (see
/// [`attribution::complete_identity`]) and kept for its other signatures.
fn identity<'a>(full: &'a mut Option<LineIdentity>, prefixes: &Option<LineIdentity>, line: &[u8], clock: &Clock) -> &'a LineIdentity {
    full.get_or_insert_with(|| attribution::complete_identity(line, prefixes.clone().unwrap_or_default(), clock))
}

fn line_end(block: &[u8], start: usize) -> usize {
    memchr(b'\n', &block[start..]).map_or(block.len(), |i| start + i)
}

/// Mask the emitted strings of a stream summary: its last lines, node and (with host
/// masking) its name. Idempotent.
pub(crate) fn mask_summary(masker: &crate::mask::Masker, s: &mut StreamSummary) {
    s.last_line = masker.mask(&s.last_line).into_owned();
    for p in s.progress.iter_mut() {
        p.last_line = masker.mask(&p.last_line).into_owned();
        for n in p.nonfinite.iter_mut() {
            n.line = masker.mask(&n.line).into_owned();
        }
    }
    if let Some(n) = s.identity.node.as_mut() {
        *n = masker.mask_host(n);
    }
    if masker.options().hosts {
        s.name = masker.mask(&s.name).into_owned();
    }
}

/// Mask every emitted string of a match: the line, its context, field values and node.
/// Idempotent, so text masked before more hosts were seen can be masked again.
pub(crate) fn mask_match(masker: &crate::mask::Masker, m: &mut Match, context_cap: usize) {
    // Cut texts go through `mask_cut`. Context lines carry no cut flag: one within 3
    // bytes of its cap (the cut backs off to a character boundary) may have been cut.
    let mask = |s: &mut String, cut: bool| {
        let masked = if cut { masker.mask_cut(s) } else { masker.mask(s) };
        if let std::borrow::Cow::Owned(o) = masked {
            *s = o;
        }
    };
    // The node first: it registers the host, so its other mentions are masked too.
    if let Some(n) = m.node.as_mut() {
        *n = masker.mask_host(n);
    }
    mask(&mut m.line, m.line_truncated);
    for l in m.before.iter_mut().chain(m.after.iter_mut()) {
        let cut = l.len() + 3 >= context_cap;
        mask(l, cut);
    }
    for ((_, v), &cut) in m.fields.iter_mut().zip(m.fields_cut.iter()) {
        mask(v, cut);
    }
}

/// The timestamp of the last line in `block[stop..end)` that has one, scanning backwards
/// from `end` (exclusive, at a line start) to `stop` (a line start).
///
/// Lines are cut to `max_line` bytes first, as everywhere else, so that the result does
/// not depend on how the stream was split into chunks.
///
/// Only lines holding an `HH:MM:SS` shape are parsed ([`timestamp::rfind_clock`]): a
/// block of lines without timestamps (print-style output, tracebacks) is one pass over
/// its colons, not a parse per line.
fn scan_back_ts(block: &[u8], end: usize, stop: usize, clock: &Clock, max_line: usize) -> Option<i64> {
    let mut e = end;
    while e > stop {
        let c = stop + crate::timestamp::rfind_clock(&block[stop..e])?;
        let start = memrchr(b'\n', &block[stop..c]).map_or(stop, |p| stop + p + 1);
        let le = memchr(b'\n', &block[c..e]).map_or(e, |p| c + p);
        if let Some(t) = attribution::line_ts(cut_line(strip_eol(&block[start..le]), max_line), clock) {
            return Some(t);
        }
        e = start;
    }
    None
}

fn cut_line(line: &[u8], max: usize) -> &[u8] {
    &line[..line.len().min(max)]
}

/// Lines longer than `max` bytes in a block of complete lines, and where the first
/// starts. Cheap when there are none: a line longer than `max` must cover a whole
/// aligned window of `max / 2` bytes without a newline, so only such windows are
/// examined closely.
fn count_long_lines(block: &[u8], max: usize) -> (u64, Option<usize>) {
    if block.len() <= max {
        return (0, None);
    }
    let w = (max / 2).max(1);
    let mut count = 0;
    let mut first = None;
    let mut i = 0;
    while i + w <= block.len() {
        if memchr(b'\n', &block[i..i + w]).is_none() {
            let start = memrchr(b'\n', &block[..i]).map_or(0, |p| p + 1);
            let end = i + w + memchr(b'\n', &block[i + w..]).unwrap_or(block.len() - i - w);
            if end - start > max {
                count += 1;
                first.get_or_insert(start);
            }
            i = end + 1;
            // realign to the next window boundary
            i = i.div_ceil(w) * w;
        } else {
            i += w;
        }
    }
    (count, first)
}

#[cfg(test)]
mod scan_back_tests {
    use super::{cut_line, scan_back_ts, strip_eol, Clock};
    use crate::attribution;

    /// The plain reference: every line from the end backwards, parsed whole.
    fn naive(block: &[u8], end: usize, stop: usize, max_line: usize) -> Option<i64> {
        let mut e = end;
        while e > stop {
            let start = memchr::memrchr(b'\n', &block[..e - 1]).map_or(0, |p| p + 1).max(stop);
            if let Some(t) = attribution::parse_line(cut_line(strip_eol(&block[start..e - 1]), max_line), &Clock::utc(2026)).ts_micros {
                return Some(t);
            }
            e = start;
        }
        None
    }

    const LINES: [&str; 12] = [
        "[rank3]:2026-11-29 16:24:44,560 INFO step 5",
        "gpu-node-01:12345:12346 [0] NCCL INFO Channel 00/02 : 0 1",
        "E1129 16:24:52.358000 1234 torch/x.py:12] failed",
        "Traceback (most recent call last):",
        "  File \"train.py\", line 12, in <module>",
        "ratio 12:34:5 is not a time",
        "[Mon Mar  3 12:00:01 2025] NVRM: Xid 79",
        "print output without a time 12:34:56 far after the start of the message, beyond forty-eight bytes",
        "",
        "loss: 1.23 | 99:99:99 is the shape but not a time",
        "2026-11-29T16:24:44.560123Z INFO kubectl",
        "a:b:c",
    ];

    proptest::proptest! {
        #[test]
        fn like_parsing_every_line(picks in proptest::collection::vec(0usize..LINES.len(), 1..40), cut in 0usize..40, max_line in proptest::prop_oneof![proptest::strategy::Just(4096usize), 10usize..60]) {
            let mut block = Vec::new();
            let mut starts = vec![];
            for &i in &picks {
                starts.push(block.len());
                block.extend_from_slice(LINES[i].as_bytes());
                block.push(b'\n');
            }
            // Any line start as the end, any earlier one as the stop.
            let e = *starts.get(cut % (starts.len() + 1)).unwrap_or(&block.len());
            for &stop in starts.iter().filter(|&&s| s <= e) {
                proptest::prop_assert_eq!(scan_back_ts(&block, e, stop, &Clock::utc(2026), max_line), naive(&block, e, stop, max_line));
            }
        }
    }

    #[test]
    fn a_block_without_clocks_has_no_time_and_the_last_clock_wins() {
        let block = b"a\n[rank1]:2026-11-29 16:24:44,560 x\nno time: 12:34 only\nprint 1:23:45 x\n";
        let t = attribution::parse_line(b"[rank1]:2026-11-29 16:24:44,560 x", &Clock::utc(2026)).ts_micros;
        assert!(t.is_some());
        // "1:23:45" has one digit before its colon: not a clock; the line above is.
        assert_eq!(scan_back_ts(block, block.len(), 0, &Clock::utc(2026), 4096), t);
        assert_eq!(scan_back_ts(b"a\nb: c\n", 7, 0, &Clock::utc(2026), 4096), None);
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
