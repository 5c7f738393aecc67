//! Scanning many files in parallel, each as one stream of its own session.
//!
//! Problems with one input (missing, unreadable, binary, empty, a corrupt or
//! truncated archive) become [`InputProblem`]s; the other inputs are unaffected,
//! and what was readable of a damaged archive is still scanned.

use crate::attribution::{PathIdentity, PathRules};
use crate::catalog::Scanner;
use crate::problem::ProblemKind;
use crate::session::{Match, Session, StreamSummary};
use crate::source::{self, Compression};
use rayon::prelude::*;
use std::io::{ErrorKind, Read};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

/// One input file.
#[derive(Debug, Clone)]
pub struct FileInput {
    pub path: PathBuf,
    /// The part of the path the path rules read (default: the whole path). Callers pass
    /// the path below the directory the user named, so that `runs/job-rank5/logs/x.log`
    /// does not make every file rank 5.
    pub identity_path: Option<String>,
    /// Explicit identity (from the caller's rules or metadata); fields left `None` are
    /// filled from the path rules.
    pub identity: PathIdentity,
    /// Year for timestamps without one (the file's modification year).
    pub year_hint: Option<i64>,
    /// The file's modification time, µs UTC: no line is later (see `Clock::not_after`).
    pub not_after: Option<i64>,
}

/// How to scan files.
#[derive(Debug, Clone)]
pub struct FileScanOptions {
    /// Worker threads; 0 means one per core. Capped at the number of inputs and at four
    /// per core.
    pub threads: usize,
    /// Bytes read per chunk.
    pub chunk_bytes: usize,
    /// Scan files that look binary (contain NUL bytes) instead of skipping them.
    pub binary: bool,
    pub path_rules: PathRules,
    /// Map plain files of at least [`MMAP_MIN_BYTES`] instead of reading them (see
    /// `mapped.rs`). Default: on, unless `FIRSTFAULT_NO_MMAP` is set.
    pub mmap: bool,
}

/// Smallest plain file that is mapped rather than read, in bytes: below it, the
/// mapping's system calls cost more than copying the bytes.
pub const MMAP_MIN_BYTES: u64 = 1 << 20;

/// The shortest run of NULs at a file's start read as a hole left by truncation in place
/// rather than as the start of a binary file.
const MIN_HOLE_BYTES: usize = 32;

impl Default for FileScanOptions {
    fn default() -> Self {
        FileScanOptions {
            threads: 0,
            chunk_bytes: 4 << 20,
            binary: false,
            path_rules: PathRules::defaults(),
            mmap: mmap_by_default(),
        }
    }
}

/// Whether plain files are mapped by default: yes, unless `FIRSTFAULT_NO_MMAP` is set
/// (for comparisons and tests of the read path).
pub fn mmap_by_default() -> bool {
    std::env::var_os("FIRSTFAULT_NO_MMAP").is_none()
}

/// Severity of an input problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProblemLevel {
    /// The input was skipped or only partly read.
    Error,
    /// The input was read, but something about it is worth saying (empty file).
    Warning,
}

/// A problem with one input. `offset` is the decompressed byte offset where reading
/// stopped, when that is meaningful.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputProblem {
    pub path: PathBuf,
    pub level: ProblemLevel,
    /// What went wrong (of the kinds the core reports: `not_found`, `permission_denied`,
    /// `is_directory`, `io_error`, `corrupt_archive`, `unsupported_format`,
    /// `format_mismatch`, `binary`, `empty`, `file_shrank`, `file_grew`).
    pub kind: ProblemKind,
    pub offset: Option<u64>,
    pub message: String,
}

/// Everything a parallel scan returns.
#[derive(Debug, Default)]
pub struct FileScanResult {
    /// Matches of every file; `Match::stream` is the index of the file in the inputs.
    pub matches: Vec<Match>,
    /// One summary per scanned input (`stream` = input index); skipped inputs have none.
    pub summaries: Vec<StreamSummary>,
    /// Compression detected per scanned input, parallel to `summaries`.
    pub compression: Vec<Compression>,
    pub problems: Vec<InputProblem>,
    /// Decompressed bytes scanned in total.
    pub bytes: u64,
}

struct OneFile {
    matches: Vec<Match>,
    summary: Option<StreamSummary>,
    compression: Compression,
    problems: Vec<InputProblem>,
}

fn io_kind(e: &std::io::Error) -> ProblemKind {
    match e.kind() {
        ErrorKind::NotFound => ProblemKind::NotFound,
        ErrorKind::PermissionDenied => ProblemKind::PermissionDenied,
        _ if e.to_string() == "is a directory" => ProblemKind::IsDirectory,
        _ => ProblemKind::IoError,
    }
}

/// firstfault's own report found at the start of a file (see [`own_report`]).
#[derive(Debug, PartialEq, Eq)]
enum OwnReport {
    /// The whole file is the report (the JSON document, or a text report the first
    /// chunk does not show the end of).
    Whole,
    /// A text report ends after the file's first `bytes` bytes (`lines` lines); what
    /// follows is read as a log.
    Leading { bytes: usize, lines: u64 },
}

/// The problem's message for a file that is firstfault's own report.
const OWN_REPORT_WHY: &str = "firstfault's own report (a scan's JSON or text output), not a log: not read (its quoted lines would be taken for this job's)";

/// Bytes of a file's start searched for the JSON report's keys.
const OWN_REPORT_PROBE: usize = 4096;

/// `line` without ANSI escape sequences (a report saved from a colour terminal) and
/// without a UTF-8 byte-order mark.
fn plain(line: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
    if memchr::memchr(0x1b, line).is_none() {
        return std::borrow::Cow::Borrowed(line);
    }
    let mut out = Vec::with_capacity(line.len());
    let mut i = 0;
    while i < line.len() {
        if line[i] == 0x1b && line.get(i + 1) == Some(&b'[') {
            // CSI: parameters and intermediates, then one final byte in @..~.
            i += 2;
            while i < line.len() && !(0x40..=0x7e).contains(&line[i]) {
                i += 1;
            }
            i += 1;
        } else {
            out.push(line[i]);
            i += 1;
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Whether `line` is the text report's header for one job: `job <id> ───…` (the id may
/// hold spaces; the rule runs to the end of the line). Written by
/// `python/firstfault/report.py` (`render`).
fn report_header(line: &[u8]) -> bool {
    const RULE: &[u8] = " \u{2500}\u{2500}\u{2500}".as_bytes();
    let line = plain(line);
    let Some(rest) = line.strip_prefix(b"job ") else { return false };
    let Some(at) = memchr::memmem::find(rest, RULE) else { return false };
    let tail = std::str::from_utf8(&rest[at..]).unwrap_or("x");
    !rest[..at].trim_ascii().is_empty() && tail.trim_end().chars().all(|c| c == ' ' || c == '\u{2500}')
}

/// Whether `line` is the text report's last line for a job: `N stream(s), N rank(s) seen…`.
fn report_trailer(line: &[u8]) -> bool {
    let line = plain(line);
    let digits = |s: &[u8]| s.iter().take_while(|b| b.is_ascii_digit()).count();
    let n = digits(&line);
    let Some(rest) = line[n..].strip_prefix(b" stream(s), ").filter(|_| n > 0) else { return false };
    let m = digits(rest);
    m > 0 && rest[m..].starts_with(b" rank(s) seen")
}

/// Whether `head` (a file's first bytes) is firstfault's own report, and how much of it.
/// The JSON document (`--format json`, pretty or compact, keys in any order: `{`, then
/// a `"diagnoses": [` key and one of its other top-level or per-diagnosis keys in the
/// first 4 KiB) is a whole file. The text report (`job <id> ───` first, each job ending
/// in `N stream(s), N rank(s) seen`, several jobs followed by a summary table) may head
/// a log it was pasted above: only its lines are passed over. Saved beside the logs it
/// quotes other jobs' lines, which a scan would take for this job's.
fn own_report(head: &[u8]) -> Option<OwnReport> {
    let body = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head).trim_ascii_start();
    if body.starts_with(b"{") {
        let probe = &body[..body.len().min(OWN_REPORT_PROBE)];
        let key_then_list = |key: &[u8]| {
            memchr::memmem::find_iter(probe, key).any(|at| {
                let after = probe[at + key.len()..].trim_ascii_start();
                after.strip_prefix(b":").is_some_and(|v| v.trim_ascii_start().starts_with(b"["))
            })
        };
        let other = [&b"\"bytes_scanned\""[..], b"\"problems\"", b"\"initiator_rank\"", b"\"diagnosis_id\""];
        let is_report = key_then_list(b"\"diagnoses\"") && other.iter().any(|k| memchr::memmem::find(probe, k).is_some());
        return is_report.then_some(OwnReport::Whole);
    }
    let first_len = memchr::memchr(b'\n', head).map_or(head.len(), |i| i + 1);
    if !report_header(&head[..first_len]) {
        return None;
    }
    // The end of the last job's trailer, or of the summary table right after it
    // (`N jobs`, the column heads, a row a job whose long id may fold onto more lines),
    // in bytes and lines; a header after it means the report runs past `head`.
    let (mut at, mut n) = (first_len, 1u64);
    let mut end: Option<(usize, u64)> = None;
    let mut table = false;
    for line in head[first_len..].split_inclusive(|&b| b == b'\n') {
        at += line.len();
        n += 1;
        if !line.ends_with(b"\n") && at == head.len() {
            break;
        }
        let text = plain(line);
        let words: Vec<&[u8]> = text.split(|b| b.is_ascii_whitespace()).filter(|w| !w.is_empty()).collect();
        if report_trailer(line) {
            (end, table) = (Some((at, n)), false);
        } else if report_header(line) {
            end = None;
        } else if end.is_none() || words.is_empty() {
            continue;
        } else if (words.len() == 2 && words[1] == b"jobs" && words[0].iter().all(u8::is_ascii_digit))
            || (words[0] == b"job" && words.contains(&&b"status"[..]) && words.contains(&&b"confidence"[..]))
            || (table && (words.len() == 1 || words.iter().any(|w| [&b"failed"[..], b"hung", b"healthy", b"unknown"].contains(w))))
        {
            (end, table) = (Some((at, n)), true);
        } else {
            break;
        }
    }
    Some(end.map_or(OwnReport::Whole, |(bytes, lines)| OwnReport::Leading { bytes, lines }))
}

/// Lines at the start of a file searched for a printed year ([`crate::attribution::printed_year`]).
const YEAR_PROBE_LINES: usize = 64;

fn scan_one(
    scanner: &Arc<Scanner>,
    index: usize,
    input: &FileInput,
    opts: &FileScanOptions,
    progress: Option<&AtomicU64>,
    cancel: Option<&AtomicBool>,
) -> OneFile {
    let mut out = OneFile { matches: Vec::new(), summary: None, compression: Compression::None, problems: Vec::new() };
    let problem = |level, kind, offset, message: String| InputProblem {
        path: input.path.clone(),
        level,
        kind,
        offset,
        message,
    };
    let opened = match source::open(&input.path) {
        Ok(r) => r,
        Err(e) => {
            out.problems.push(problem(ProblemLevel::Error, io_kind(&e), None, e.to_string()));
            return out;
        }
    };
    let comp = opened.format;
    let size_at_open = opened.size_at_open;
    // Mapped when the first window maps (a file system may refuse mappings).
    // A mapped file starts past its leading hole, if it has one (see `leading_hole`).
    let mut hole: u64 = 0;
    let first_data = opened.plain_file().filter(|_| size_at_open != u64::MAX).map(seek_data);
    if !opts.binary && size_at_open > 0 && matches!(&first_data, Some(Err(e)) if e.raw_os_error() == Some(NO_DATA_ERRNO)) {
        // A sparse file with no data at all: nothing to read (and nothing worth reading
        // gigabytes of zeros for).
        out.problems.push(problem(ProblemLevel::Error, ProblemKind::Binary, None, "only NUL bytes (a sparse file with no data) skipped; pass --binary to scan it".into()));
        return out;
    }
    let mapped = match opened.plain_file() {
        Some(f) if opts.mmap && size_at_open >= MMAP_MIN_BYTES && size_at_open != u64::MAX => {
            hole = leading_hole(first_data.as_ref().and_then(|d| d.as_ref().ok().copied()), size_at_open);
            let first = (size_at_open - hole).min(crate::mapped::WINDOW_BYTES as u64) as usize;
            let map = crate::mapped::MappedFile::map(f, hole, first).ok().flatten();
            if map.is_none() {
                hole = 0;
            }
            map
        }
        _ => None,
    };
    out.compression = comp;
    if let Compression::Unsupported(fmt) = comp {
        out.problems.push(problem(
            ProblemLevel::Error,
            ProblemKind::UnsupportedFormat,
            None,
            format!("{fmt} archive: not read (decompress it and pass the output, e.g. with - for stdin)"),
        ));
        return out;
    }
    if let Some(claimed) = Compression::claimed_by_name(&input.path) {
        // An empty file has no magic bytes to disagree with (it is reported as empty).
        if claimed != comp.name() && size_at_open != 0 {
            out.problems.push(problem(
                ProblemLevel::Warning,
                ProblemKind::FormatMismatch,
                None,
                format!("named like {claimed} but the content is {}: read as {}", comp.name(), comp.name()),
            ));
        }
    }
    let name = input.path.to_string_lossy().into_owned();
    let from_path = opts.path_rules.identify(input.identity_path.as_deref().unwrap_or(&name));
    let identity = PathIdentity {
        rank: input.identity.rank.or(from_path.rank),
        local_rank: input.identity.local_rank.or(from_path.local_rank),
        node: input.identity.node.clone().or(from_path.node),
    };
    let mut session = Session::new(Arc::clone(scanner));
    let sid = session.add_stream(&name, identity);
    if let Some(y) = input.year_hint {
        session.set_year_hint(sid, y);
    }
    if let Some(t) = input.not_after {
        session.set_not_after(sid, t);
    }
    session.skip_start(sid, hole, 0);
    // Small files (the common case: one log per rank) get a buffer of their size, not a
    // full chunk: zeroing 4 MiB per 4 KiB file would dominate a scan of many files.
    let file_len = std::fs::metadata(&input.path).map(|m| m.len()).unwrap_or(u64::MAX);
    let want = if comp == Compression::None { file_len.saturating_add(1) } else { file_len.saturating_mul(8).saturating_add(1) };
    let buf_len = (opts.chunk_bytes.max(64 * 1024) as u64).min(want.max(64 * 1024)) as usize;
    let mut total: u64 = hole;
    // NUL bytes passed over before the first text (see `on_chunk`).
    let mut nul_run: u64 = hole;
    let mut first = true;
    // An input judged by its first bytes not to be a log: the problem that says why.
    let mut set_aside: Option<(ProblemLevel, ProblemKind, &str)> = None;
    // A text report heading the file (bytes, lines), passed over (see `own_report`).
    let mut leading_report: Option<(u64, u64)> = None;
    let mut log_after_report = false;
    let mut failure: Option<(u64, std::io::Error)> = None;
    // Decoding runs on its own thread for compressed input, so inflating the next chunk
    // overlaps with scanning this one; plain files are mapped, or read inline.
    let threaded = matches!(comp, Compression::Gzip | Compression::Zstd | Compression::Utf16 { .. });
    let mut on_chunk = |mut chunk: &[u8], err: Option<&std::io::Error>| {
        if cancel.map_or(false, |c| c.load(Ordering::Relaxed)) {
            return false;
        }
        if first && !chunk.is_empty() {
            // A run of NULs before the first text is the rest of a hole (copied files keep
            // it as zeros, chunks after chunks of them): passed over, so the text after it
            // is judged on its own. A few NULs are not a hole: binary formats start so.
            let text_at = chunk.iter().position(|&b| b != 0);
            let skip = match text_at {
                None if !opts.binary => chunk.len(),
                Some(p) if nul_run + p as u64 >= MIN_HOLE_BYTES as u64 => p,
                _ => 0,
            };
            if skip > 0 {
                session.skip_start(sid, skip as u64, 0);
                total += skip as u64;
                nul_run += skip as u64;
                if let Some(p) = progress {
                    p.fetch_add(skip as u64, Ordering::Relaxed);
                }
                chunk = &chunk[skip..];
            }
        }
        if first && !chunk.is_empty() && !opts.binary && source::looks_binary(&chunk[..chunk.len().min(64 * 1024)]) {
            set_aside = Some((ProblemLevel::Error, ProblemKind::Binary, "binary file (NUL bytes and mostly non-text in the first 64 KiB) skipped; pass --binary to scan it"));
            return false;
        }
        if first && !chunk.is_empty() {
            match own_report(chunk) {
                Some(OwnReport::Whole) => {
                    set_aside = Some((ProblemLevel::Warning, ProblemKind::OwnReport, OWN_REPORT_WHY));
                    return false;
                }
                Some(OwnReport::Leading { bytes, lines }) => {
                    session.skip_start(sid, bytes as u64, lines);
                    total += bytes as u64;
                    if let Some(p) = progress {
                        p.fetch_add(bytes as u64, Ordering::Relaxed);
                    }
                    chunk = &chunk[bytes..];
                    leading_report = Some((bytes as u64, lines));
                }
                None => {}
            }
        }
        // Whether anything but blank space follows a leading report.
        log_after_report |= leading_report.is_some() && !chunk.trim_ascii().is_empty();
        if first && !chunk.is_empty() {
            // Before the session reads a line, so every chunking sees the same year.
            if let Some(y) = crate::attribution::printed_year(chunk, &scanner.options.clock(), YEAR_PROBE_LINES) {
                session.set_printed_year(sid, y);
            }
        }
        first = first && chunk.is_empty();
        if !chunk.is_empty() {
            session.feed(sid, chunk);
            total += chunk.len() as u64;
            if let Some(p) = progress {
                p.fetch_add(chunk.len() as u64, Ordering::Relaxed);
            }
        }
        if let Some(e) = err {
            failure = Some((total, std::io::Error::new(e.kind(), e.to_string())));
            return false;
        }
        true
    };
    match (mapped, opened.plain_file()) {
        (Some(first), Some(file)) => {
            let (window, chunk) = (crate::mapped::WINDOW_BYTES, opts.chunk_bytes.max(64 * 1024));
            if let Some(end) = map_chunks(file, first, hole, size_at_open, window, chunk, &mut on_chunk) {
                // The file shrank: bytes past its new end were not (or were zeros).
                total = total.min(end);
            }
        }
        _ => match opened.into_reader() {
            Ok(mut reader) => read_chunks(&mut reader, buf_len, threaded, &mut on_chunk),
            Err(e) => {
                let _ = on_chunk(&[], Some(&e));
            }
        },
    }
    if leading_report.is_some() && !log_after_report && failure.is_none() {
        set_aside = Some((ProblemLevel::Warning, ProblemKind::OwnReport, OWN_REPORT_WHY));
    }
    if let Some((level, kind, why)) = set_aside {
        out.problems.push(problem(level, kind, None, why.into()));
        return out;
    }
    if let Some((bytes, lines)) = leading_report {
        out.problems.push(problem(
            ProblemLevel::Warning,
            ProblemKind::OwnReport,
            Some(bytes),
            format!("starts with firstfault's own text report (lines 1-{lines}): those lines not read (its quoted lines would be taken for this job's); the log after them is read"),
        ));
    }
    if first && nul_run > 0 && !opts.binary && failure.is_none() {
        out.problems.push(problem(ProblemLevel::Error, ProblemKind::Binary, None, format!("only NUL bytes ({nul_run}) skipped; pass --binary to scan it")));
        return out;
    }
    if let Some((at, e)) = failure {
        let kind = if comp == Compression::None { io_kind(&e) } else { ProblemKind::CorruptArchive };
        out.problems.push(problem(
            ProblemLevel::Error,
            kind,
            Some(at),
            // `at` is the problem's offset (shown as "at byte N"): every byte before it
            // was scanned (`decode::Salvage` hands out what precedes damage).
            match comp {
                Compression::None => format!("read failed here: {e}; the {at} bytes before it were scanned"),
                _ => format!("{} data unreadable from here on: {e}; the {at} decompressed bytes before it were scanned", comp.name()),
            },
        ));
    }
    if total == 0 && out.problems.is_empty() {
        out.problems.push(problem(ProblemLevel::Warning, ProblemKind::Empty, None, "empty file".into()));
    }
    if comp == Compression::None && size_at_open != u64::MAX && !cancel.map_or(false, |c| c.load(Ordering::Relaxed)) {
        // A log still being written (or rotated) while we read it.
        let now = std::fs::metadata(&input.path).map(|m| m.len()).unwrap_or(size_at_open);
        if total < size_at_open && out.problems.iter().all(|p| p.level != ProblemLevel::Error) {
            out.problems.push(problem(
                ProblemLevel::Warning,
                ProblemKind::FileShrank,
                Some(total),
                format!("the file shrank while being read: {total} of {size_at_open} bytes scanned"),
            ));
        } else if now > size_at_open {
            out.problems.push(problem(
                ProblemLevel::Warning,
                ProblemKind::FileGrew,
                Some(size_at_open),
                format!("the file grew while being read: its first {size_at_open} bytes were scanned, {} more were written since", now - size_at_open),
            ));
        }
    }
    session.finish(sid);
    out.matches = session.take_matches();
    for m in out.matches.iter_mut() {
        m.stream = index as u32;
    }
    let mut summary = session.summary(sid);
    summary.stream = index as u32;
    out.summary = Some(summary);
    out
}

/// Hand the first `len` bytes of `file` to `f` in chunks of `chunk` bytes (`f` returns
/// `false` to stop early), one mapped window at a time (`first` is the first one),
/// each chunk prefetched before it is scanned. A window that cannot be mapped is read
/// instead. Returns the file's new end when it shrank while being read: the chunks
/// stop there (or, when the shrink raced with a chunk, that chunk's bytes past it were
/// zeros).
fn map_chunks(
    file: &std::fs::File,
    first: crate::mapped::MappedFile,
    start: u64,
    len: u64,
    window_bytes: usize,
    chunk: usize,
    mut f: impl FnMut(&[u8], Option<&std::io::Error>) -> bool,
) -> Option<u64> {
    use crate::mapped::MappedFile;
    let mut next = Some(first);
    let mut offset = start;
    let mut spare: Vec<u8> = Vec::new();
    while offset < len {
        let want = (len - offset).min(window_bytes as u64) as usize;
        let window = next.take().or_else(|| MappedFile::map(file, offset, want).ok().flatten());
        if let Some(w) = &window {
            // Each chunk's page tables are filled before it is scanned: a file that
            // shrank is then seen here (not as a SIGBUS) in all but a race with the chunk.
            let mut at = 0;
            while at < want {
                let end = (at + chunk).min(want);
                let mut shrank = None;
                let mut stop = end;
                if w.prefetch(at..end).is_err() {
                    let now = file.metadata().map_or(offset, |m| m.len());
                    stop = (now.saturating_sub(offset) as usize).clamp(at, end);
                    shrank = Some(offset + stop as u64);
                }
                if !f(&w.bytes()[at..stop], None) {
                    return None;
                }
                if let Some(z) = w.zeroed_from() {
                    return Some(offset + z as u64);
                }
                if shrank.is_some() {
                    return shrank;
                }
                at = end;
            }
        } else {
            // Not mapped (a mapping refused mid-file): read the window.
            spare.resize(want, 0);
            let mut n = 0;
            while n < want {
                match read_at(file, &mut spare[n..], offset + n as u64) {
                    Ok(0) => break,
                    Ok(k) => n += k,
                    Err(e) if e.kind() == ErrorKind::Interrupted => {}
                    Err(e) => {
                        f(&spare[..n], Some(&e));
                        return None;
                    }
                }
            }
            for piece in spare[..n].chunks(chunk) {
                if !f(piece, None) {
                    return None;
                }
            }
            if n < want {
                return Some(offset + n as u64);
            }
        }
        offset += want as u64;
    }
    None
}

/// Bytes at the start of a file that are a hole (never written, read as NULs), from its
/// first data's offset (`seek_data`), rounded down to a page so a mapping can start
/// there; 0 when there is none, or when the whole file is one. A log truncated in place
/// while its writer kept writing at its old offset (logrotate's `copytruncate` without
/// `O_APPEND`) starts with such a hole, as long as the log was before.
fn leading_hole(first_data: Option<i64>, len: u64) -> u64 {
    let Some(data) = first_data.filter(|&d| d > 0 && (d as u64) < len) else { return 0 };
    // SAFETY: sysconf has no preconditions.
    #[cfg(unix)]
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as u64;
    #[cfg(not(unix))]
    let page = 4096;
    data as u64 / page * page
}

/// The errno `lseek(SEEK_DATA)` gives when a file holds no data at all.
#[cfg(target_os = "linux")]
const NO_DATA_ERRNO: i32 = libc::ENXIO;
#[cfg(not(target_os = "linux"))]
const NO_DATA_ERRNO: i32 = -1;

/// `lseek(SEEK_DATA)` from the start: the offset of the file's first data. The cursor,
/// from which the file's reader goes on after its head, is put back where it was.
#[cfg(target_os = "linux")]
fn seek_data(file: &std::fs::File) -> std::io::Result<i64> {
    use std::os::unix::io::AsRawFd;
    let fd = file.as_raw_fd();
    // SAFETY: lseek on a descriptor this function borrows, restored before returning.
    unsafe {
        let at = libc::lseek(fd, 0, libc::SEEK_CUR);
        let data = libc::lseek(fd, 0, libc::SEEK_DATA);
        let err = std::io::Error::last_os_error();
        if at >= 0 {
            libc::lseek(fd, at, libc::SEEK_SET);
        }
        if data < 0 {
            Err(err)
        } else {
            Ok(data)
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn seek_data(_file: &std::fs::File) -> std::io::Result<i64> {
    Err(std::io::Error::new(ErrorKind::Unsupported, "SEEK_DATA is not available here"))
}

/// `pread`: bytes of `file` at `offset`, without moving its cursor.
#[cfg(unix)]
fn read_at(file: &std::fs::File, buf: &mut [u8], offset: u64) -> std::io::Result<usize> {
    std::os::unix::fs::FileExt::read_at(file, buf, offset)
}

#[cfg(not(unix))]
fn read_at(_file: &std::fs::File, _buf: &mut [u8], _offset: u64) -> std::io::Result<usize> {
    Err(std::io::Error::new(ErrorKind::Unsupported, "positioned reads are not available here"))
}

/// Read `reader` to its end in chunks of `buf_len` bytes and hand each to `f` with the
/// read error that ended the input, if any (`f` returns `false` to stop early).
///
/// With `threaded`, reading (decompressing) runs on a scoped thread, two chunks ahead,
/// over three recycled buffers: memory stays `3 * buf_len`.
fn read_chunks(
    reader: &mut (dyn Read + Send),
    buf_len: usize,
    threaded: bool,
    mut f: impl FnMut(&[u8], Option<&std::io::Error>) -> bool,
) {
    fn fill(reader: &mut (dyn Read + Send), buf: &mut [u8]) -> (usize, Option<std::io::Error>) {
        let mut filled = 0;
        while filled < buf.len() {
            match reader.read(&mut buf[filled..]) {
                Ok(0) => break,
                Ok(k) => filled += k,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return (filled, Some(e)),
            }
        }
        (filled, None)
    }
    if !threaded {
        let mut buf = vec![0u8; buf_len];
        loop {
            let (n, err) = fill(reader, &mut buf);
            let more = f(&buf[..n], err.as_ref());
            if !more || err.is_some() || n < buf.len() {
                return;
            }
        }
    }
    std::thread::scope(|scope| {
        let (full_tx, full_rx) = std::sync::mpsc::sync_channel::<(Vec<u8>, usize, Option<std::io::Error>)>(2);
        let (free_tx, free_rx) = std::sync::mpsc::sync_channel::<Vec<u8>>(3);
        for _ in 0..3 {
            free_tx.send(vec![0u8; buf_len]).expect("room for three buffers");
        }
        scope.spawn(move || {
            // Ends when the input ends or the consumer hangs up (either channel closed).
            while let Ok(mut buf) = free_rx.recv() {
                let (n, err) = fill(reader, &mut buf);
                let last = err.is_some() || n < buf.len();
                if full_tx.send((buf, n, err)).is_err() || last {
                    return;
                }
            }
        });
        for (buf, n, err) in full_rx.iter() {
            let more = f(&buf[..n], err.as_ref());
            if !more {
                break;
            }
            let _ = free_tx.send(buf);
        }
        // Dropping the receivers and senders here releases a blocked reader thread
        // before the scope joins it.
    });
}

/// Scan files in parallel (rayon), one session per file.
///
/// `progress`, when given, is incremented by the decompressed bytes read, so a caller
/// can show a progress bar from another thread; `cancel` stops every worker at its
/// next chunk. Memory: one chunk buffer per thread plus each file's matches.
///
/// # Errors
/// Never fails as a whole: per-input problems are in the result. A thread pool that
/// cannot be built falls back to the global pool.
pub fn scan_files(
    scanner: &Arc<Scanner>,
    inputs: &[FileInput],
    opts: &FileScanOptions,
    progress: Option<&AtomicU64>,
    cancel: Option<&AtomicBool>,
) -> FileScanResult {
    let run = || -> Vec<OneFile> {
        inputs
            .par_iter()
            .enumerate()
            .with_max_len(1)
            .map(|(i, input)| scan_one(scanner, i, input, opts, progress, cancel))
            .collect()
    };
    // Never more workers than inputs, nor than a few per core: `--threads 100000` must
    // not spawn 100,000 threads (each a stack and, at the time, an open file).
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let wanted = if opts.threads == 0 { cores } else { opts.threads };
    let threads = wanted.min(inputs.len().max(1)).min(4 * cores).max(1);
    let per_file = match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        Ok(pool) => pool.install(run),
        Err(_) => run(),
    };
    let mut result = FileScanResult::default();
    for f in per_file {
        result.matches.extend(f.matches);
        if let Some(s) = f.summary {
            result.bytes += s.bytes;
            result.summaries.push(s);
            result.compression.push(f.compression);
        }
        result.problems.extend(f.problems);
    }
    // Host and IP stand-ins cover every host seen so far, and files scanned in parallel
    // see hosts in any order: a host first seen in one file may still stand in another
    // file's text. Everything is masked once more with the whole table (idempotent).
    if let Some(masker) = scanner.masker().filter(|m| m.options().hosts || m.options().ips) {
        let cap = scanner.options().context_line_cap();
        for m in result.matches.iter_mut() {
            crate::session::mask_match(masker, m, cap);
        }
        for s in result.summaries.iter_mut() {
            crate::session::mask_summary(masker, s);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn firstfault_reports_are_told_from_logs() {
        let whole = Some(OwnReport::Whole);
        assert_eq!(own_report(b"{\n  \"diagnoses\": [\n    {\n      \"job_id\": \"j\", \"initiator_rank\": 3"), whole);
        assert_eq!(own_report(b"{\"diagnoses\": [], \"problems\": []}"), whole);
        // `jq -S` (sorted keys), compact output, a byte-order mark.
        assert_eq!(own_report(b"{\"bytes_scanned\":120,\"diagnoses\":[{\"category\":\"cuda_oom\""), whole);
        assert_eq!(own_report(b"\xEF\xBB\xBF{\n \"diagnoses\" : [ {\"job_id\": \"a b\", \"initiator_rank\": null"), whole);
        // A job id with spaces, colour escapes, and a text report the head shows no end of.
        assert_eq!(own_report("job my run 7 \u{2500}\u{2500}\u{2500}\u{2500}\nFAILED  cuda_oom".as_bytes()), whole);
        assert_eq!(own_report("\x1b[1mjob seed-01 \x1b[0m\u{2500}\u{2500}\u{2500}\nFAILED".as_bytes()), whole);
        // A log's JSON records and a log line that starts with "job " are logs.
        assert_eq!(own_report(b"{\"ts\": \"2026-11-29T16:24:49.041Z\", \"level\": \"info\", \"diagnoses\": 3}"), None);
        assert_eq!(own_report(b"{\"diagnoses\": [1, 2], \"step\": 4}\n"), None);
        assert_eq!(own_report(b"job 4242 started on 8 nodes\n"), None);
        assert_eq!(own_report("job  \u{2500}\u{2500}\u{2500}".as_bytes()), None);
        assert_eq!(own_report("job 7 \u{2500}\u{2500}\u{2500} done\n".as_bytes()), None);
    }

    #[test]
    fn a_text_report_heading_a_log_is_passed_over_to_its_end() {
        let rule = "\u{2500}".repeat(20);
        let one = format!("job a {rule}\nFAILED  cuda_oom\n  \u{25b6} RuntimeError: CUDA out of memory\n4 stream(s), 4 rank(s) seen, 9 match(es); diagnosis 0123456789abcdef\n");
        let log = "[rank0]: KeyError: 'x'\n";
        let lead = |text: &str| own_report(text.as_bytes());
        assert_eq!(lead(&format!("{one}{log}")), Some(OwnReport::Leading { bytes: one.len(), lines: 4 }));
        // Two jobs and the summary table (a long id folded onto a second line).
        let healthy = format!("job b {rule}\nHEALTHY  reached its last step\n2 stream(s), 2 rank(s) seen\n");
        let table = "\n2 jobs\njob   status   category  initiator  failed at  confidence\na     failed   cuda_oom  rank 1     -          0.98\nvery-long-\nid    healthy\n";
        let report = format!("{one}\n{healthy}{table}");
        assert_eq!(lead(&format!("{report}\n{log}")), Some(OwnReport::Leading { bytes: report.len(), lines: 14 }));
        // A report cut at the head's end (another job's header after the last trailer).
        assert_eq!(lead(&format!("{one}\njob b {rule}\nFAILED  hang\n")), Some(OwnReport::Whole));
    }

    use crate::catalog::{Role, ScanOptions, SignatureSpec};
    use std::io::Write;

    fn scanner() -> Arc<Scanner> {
        let spec = SignatureSpec { id: "python.key_error".into(), literals: vec!["KeyError: ".into()], regex: None, exclude: vec![], role: Role::Initiator, follow: crate::catalog::Follow::None };
        Arc::new(Scanner::new(vec![spec], ScanOptions::default()).unwrap())
    }

    fn log_file(name: &str, lines: usize) -> PathBuf {
        let path = std::env::temp_dir().join(format!("firstfault-scan-{}-{name}", std::process::id()));
        let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
        for i in 0..lines {
            writeln!(f, "[rank3]: line {i:>9} of ordinary output, nothing to see{}", if i % 5000 == 0 { " KeyError: 'k'" } else { "" }).unwrap();
        }
        path
    }

    fn scan(path: &PathBuf, mmap: bool, chunk_bytes: usize) -> FileScanResult {
        let input = FileInput { path: path.clone(), identity_path: None, identity: PathIdentity::default(), year_hint: None, not_after: None };
        let opts = FileScanOptions { threads: 1, chunk_bytes, mmap, ..Default::default() };
        scan_files(&scanner(), &[input], &opts, None, None)
    }

    #[test]
    fn mapped_and_read_files_give_the_same_result() {
        let path = log_file("same", 200_000); // about 13 MiB: mapped
        assert!(std::fs::metadata(&path).unwrap().len() > MMAP_MIN_BYTES);
        let (mapped, read) = (scan(&path, true, 1 << 20), scan(&path, false, 1 << 20));
        std::fs::remove_file(&path).unwrap();
        assert_eq!(mapped.matches, read.matches);
        assert_eq!(mapped.summaries, read.summaries);
        assert_eq!(mapped.matches.len(), 40);
        assert!(mapped.problems.is_empty() && read.problems.is_empty());
    }

    #[test]
    fn hosts_are_masked_in_every_file_whichever_file_names_them_first() {
        // The host is registered from an NCCL prefix in one file and mentioned in a plain
        // line of others; with files scanned in parallel, any of them may finish first.
        let dir = std::env::temp_dir().join(format!("firstfault-scan-hosts-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut inputs = Vec::new();
        for i in 0..8 {
            let p = dir.join(format!("rank{i}.log"));
            let text = if i == 5 {
                "gpu017:4242:4390 [3] NCCL WARN KeyError: 'x'\n".to_string()
            } else {
                format!("[rank{i}]: ssh gpu017 failed KeyError: 'y'\n")
            };
            std::fs::write(&p, text).unwrap();
            inputs.push(FileInput { path: p, identity_path: None, identity: PathIdentity::default(), year_hint: None, not_after: None });
        }
        let mask = crate::mask::MaskOptions { hosts: true, ..Default::default() };
        let sc = Arc::new(scanner().with_options(ScanOptions { mask, ..Default::default() }));
        let r = scan_files(&sc, &inputs, &FileScanOptions { threads: 4, ..Default::default() }, None, None);
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(r.matches.len(), 8);
        for m in &r.matches {
            assert!(!m.line.contains("gpu017"), "{}", m.line);
        }
        assert!(r.summaries.iter().all(|s| !s.last_line.contains("gpu017")));
    }

    #[test]
    fn windows_and_chunks_cover_the_file_once() {
        let path = log_file("windows", 60_000); // about 4 MiB
        let data = std::fs::read(&path).unwrap();
        let file = std::fs::File::open(&path).unwrap();
        for (window, chunk) in [(1 << 20, 300_000), (1 << 20, 1 << 20), (256 << 10, 4 << 20)] {
            let first = crate::mapped::MappedFile::map(&file, 0, window).unwrap().unwrap();
            let mut got = Vec::new();
            let shrank = map_chunks(&file, first, 0, data.len() as u64, window, chunk, |piece, err| {
                assert!(err.is_none() && piece.len() <= chunk);
                got.extend_from_slice(piece);
                true
            });
            assert_eq!(shrank, None);
            assert!(got == data, "window {window}, chunk {chunk}");
        }
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn a_mapped_file_that_shrinks_while_scanned_ends_the_file_not_the_scan() {
        let path = log_file("shrink", 1_600_000); // about 100 MiB: the scan outlasts a slow cutter
        let size = std::fs::metadata(&path).unwrap().len();
        let input = FileInput { path: path.clone(), identity_path: None, identity: PathIdentity::default(), year_hint: None, not_after: None };
        let chunk = 64u64 << 10;
        let opts = FileScanOptions { threads: 1, chunk_bytes: chunk as usize, mmap: true, ..Default::default() };
        let progress = AtomicU64::new(0);
        let cut = size / 3;
        let (result, scanned_at_cut) = std::thread::scope(|s| {
            let cutter = s.spawn(|| {
                // Cut the file to a third once the scan has read a tenth of it; the
                // bytes scanned by then (the scan is at most a chunk past them).
                while progress.load(Ordering::Relaxed) < size / 10 {
                    std::thread::yield_now();
                }
                std::fs::OpenOptions::new().write(true).open(&path).unwrap().set_len(cut).unwrap();
                progress.load(Ordering::Relaxed)
            });
            let result = scan_files(&scanner(), &[input], &opts, Some(&progress), None);
            (result, cutter.join().unwrap())
        });
        std::fs::remove_file(&path).unwrap();
        let shrank: Vec<_> = result.problems.iter().filter(|p| p.kind == ProblemKind::FileShrank).collect();
        assert_eq!(shrank.len(), 1, "{:?}", result.problems);
        let stopped = shrank[0].offset.unwrap();
        assert!(!result.matches.is_empty());
        // Matches come from bytes that were there when read.
        assert!(result.matches.iter().all(|m| m.offset < stopped.max(cut)), "{:?}", shrank[0]);
        if scanned_at_cut + chunk <= cut {
            // The cut came before the scan reached the new end (the usual case): the
            // file ends there, and nothing past it is matched.
            assert!(stopped <= cut + chunk, "{:?}", shrank[0]);
            assert!(result.matches.iter().all(|m| m.offset < cut));
        } else {
            // A loaded machine ran the cutter late: the scan had already read past the
            // new end, so it ends where it noticed, past the cut.
            assert!(stopped + chunk >= cut, "{:?} (scanned {scanned_at_cut} at the cut)", shrank[0]);
        }
        assert!(!result.matches.is_empty());
    }
}
