//! Which rank and node said a line: line prefixes and file paths.
//!
//! Run on matched lines only (never on every line of a stream). Reliability,
//! from most to least: explicit metadata set on the stream by the caller, the
//! path of the file, then the line prefix; Python merges them with the fields a
//! signature's regex extracts (see `python/firstfault/attribution.py`).
//!
//! Line prefixes understood (they may be stacked, e.g. `[default2]:[rank2]: `):
//! - `[rank3]:` — c10 logger / torch excepthook, the **global** rank
//!   (pytorch `c10/util/Logging.cpp`, `torch/distributed/distributed_c10d.py`).
//! - `[default3]:` — torchrun `--tee` / `--redirects` copy, `<role><local_rank>`
//!   (`torch/distributed/elastic/multiprocessing/tail_log.py`): the **local** rank.
//! - `03: ` — Slurm `srun --label` task id (= global rank with one task per GPU).
//! - `[1,12]<stdout>:` — Open MPI `--tag-output`, `[jobid,rank]`.
//! - `(RayWorkerWrapper pid=4183, ip=10.0.0.12) ` — Ray actor prefix; `ip` is taken as the node.
//! - a leading ISO 8601 timestamp followed by `: ` or ` `.
//!
//! The *message* is what remains after these prefixes; signature regexes run on it.
//! Inside the message, NCCL's `host:pid:tid [dev] ` prefix names the node
//! (NVIDIA/nccl `src/debug.cc`), and c10d's `[Rank 3]` / `[PG ID 0 PG GUID 0(default_pg) Rank 3]`
//! (pytorch `ProcessGroupNCCL::createLogPrefix`) name the rank when no prefix did.

use crate::timestamp::{self, Clock};
use regex::Regex;
use memchr::memmem;
use std::sync::LazyLock;

/// Identity read from one line's prefixes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineIdentity {
    /// Global rank (`[rank3]:`, Slurm label, MPI tag, c10d `[Rank 3]`).
    pub rank: Option<i64>,
    /// A torchrun prefix chain found *inside* the line (`[rank1]:`, `[default1]:`,
    /// `[default1]:[rank1]:`): console lines glued together, as when a progress bar
    /// redrawn with `\r` and no newline is followed by another process's output. It
    /// identifies the text after it ([`LineIdentity::at`]), not the line's start.
    pub glued: Option<Glued>,
    /// Local rank (`[default3]:`).
    pub local_rank: Option<i64>,
    /// Node / host name (NCCL prefix, Ray `ip=`).
    pub node: Option<String>,
    /// Byte offset in the line where the message starts (after the prefixes).
    pub message_start: usize,
    /// Timestamp found in the prefix or at the start of the message, µs UTC.
    pub ts_micros: Option<i64>,
}

/// The identity of the text after a prefix chain glued inside a line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Glued {
    /// Byte offset of the chain in the line.
    pub at: usize,
    pub rank: Option<i64>,
    pub local_rank: Option<i64>,
}

impl LineIdentity {
    /// The identity of the text at byte `pos` of the line: the glued chain's when `pos`
    /// lies after it (that text is the other process's), else the line's own.
    pub fn at(&self, pos: usize) -> LineIdentity {
        match self.glued {
            Some(g) if pos >= g.at => LineIdentity { rank: g.rank, local_rank: g.local_rank, glued: None, ..self.clone() },
            _ => self.clone(),
        }
    }
}

fn parse_uint(b: &[u8], at: usize, max_len: usize) -> Option<(i64, usize)> {
    let mut i = at;
    let mut v: i64 = 0;
    while i < b.len() && i - at < max_len && b[i].is_ascii_digit() {
        v = v * 10 + (b[i] - b'0') as i64;
        i += 1;
    }
    if i == at {
        None
    } else {
        Some((v, i - at))
    }
}

/// `[rank3]:` → (3, len)
fn prefix_rank(b: &[u8], at: usize) -> Option<(i64, usize)> {
    let rest = &b[at..];
    if !rest.starts_with(b"[rank") {
        return None;
    }
    let (v, n) = parse_uint(b, at + 5, 7)?;
    let p = at + 5 + n;
    if b.get(p) == Some(&b']') && b.get(p + 1) == Some(&b':') {
        Some((v, p + 2 - at))
    } else {
        None
    }
}

/// `[default3]:` / `[trainer12]:` → (3, len): torchrun role + local rank.
fn prefix_role_local_rank(b: &[u8], at: usize) -> Option<(i64, usize)> {
    if b.get(at) != Some(&b'[') {
        return None;
    }
    let mut p = at + 1;
    let start = p;
    while p < b.len() && p - start < 32 && (b[p].is_ascii_alphabetic() || b[p] == b'_') {
        p += 1;
    }
    if p == start {
        return None;
    }
    let (v, n) = parse_uint(b, p, 7)?;
    p += n;
    if b.get(p) == Some(&b']') && b.get(p + 1) == Some(&b':') {
        Some((v, p + 2 - at))
    } else {
        None
    }
}

/// A host label at the very start of a line, `worker-1: ` — pdsh's (DeepSpeed's multi-node
/// launcher runs `pdsh -R ssh`; each remote line comes back as `<host>: <line>`), and HPE
/// Cray PALS's. A host name here must look like a short one (letters, digits and `-`, with
/// a digit or `-` in it: not `run.sh`, `pyarrow.lib.ArrowInvalid` or `efa_0`) and must not
/// be a word that ends a message's own head (`RuntimeError: `), nor `slurmstepd-<host>`.
fn prefix_host_label(b: &[u8], at: usize) -> Option<(String, usize)> {
    let start = at;
    let mut e = at;
    while e < b.len() && e - start < 64 && (b[e].is_ascii_alphanumeric() || b[e] == b'-') {
        e += 1;
    }
    if e == start || !b[start].is_ascii_alphabetic() || b.get(e) != Some(&b':') || b.get(e + 1) != Some(&b' ') {
        return None;
    }
    let name = &b[start..e];
    if !name.iter().any(|c| c.is_ascii_digit() || *c == b'-') {
        return None;
    }
    for bad in [&b"Error"[..], b"Exception", b"Warning", b"Interrupt", b"Exit"] {
        if name.ends_with(bad) {
            return None;
        }
    }
    if name.starts_with(b"slurmstepd") {
        return None;
    }
    // Counters a training loop labels its lines with (`step-3: `, `epoch-2: `) are no hosts.
    let head = &name[..name.iter().position(|c| !c.is_ascii_alphabetic()).unwrap_or(name.len())];
    if [&b"step"[..], b"epoch", b"iter", b"iteration", b"batch", b"rank", b"cuda", b"device", b"loss"].iter().any(|w| head.eq_ignore_ascii_case(w)) {
        return None;
    }
    starts_remote_line(b, e + 2).then(|| (String::from_utf8_lossy(name).into_owned(), e + 2 - at))
}

/// Whether the text at `at`, after a host label, starts as a remote log line does: a
/// bracket or brace, a time, a capital, indentation.
fn starts_remote_line(b: &[u8], at: usize) -> bool {
    matches!(b.get(at), Some(c) if matches!(c, b'[' | b'{' | b'(' | b' ' | b'\t') || c.is_ascii_digit() || c.is_ascii_uppercase())
}

/// pdsh's label when the host list names hosts by address (`10.0.0.2: `, a DeepSpeed
/// hostfile of IPs): four dotted numbers of at most three digits, then what a remote line
/// starts with (as [`prefix_host_label`]).
fn prefix_ipv4_label(b: &[u8], at: usize) -> Option<(String, usize)> {
    let mut p = at;
    for part in 0..4 {
        let (v, n) = parse_uint(b, p, 3)?;
        if v > 255 {
            return None;
        }
        p += n;
        if part < 3 {
            if b.get(p) != Some(&b'.') {
                return None;
            }
            p += 1;
        }
    }
    if b.get(p) != Some(&b':') || b.get(p + 1) != Some(&b' ') {
        return None;
    }
    starts_remote_line(b, p + 2).then(|| (String::from_utf8_lossy(&b[at..p]).into_owned(), p + 2 - at))
}

/// A wrapper's tag before torch's rank prefix, `[TRAINING] [rank0]: ...`: a script that
/// runs the launcher and labels its output. Passed over only when a `[rankN]:` or
/// `[defaultN]:` prefix follows, so a log level or a component tag (`[INFO] `) is not.
fn prefix_wrapper_tag(b: &[u8], at: usize) -> Option<usize> {
    let mut e = at + 1;
    while e < b.len() && e - at <= 33 && (b[e].is_ascii_alphanumeric() || matches!(b[e], b'_' | b'-' | b'.')) {
        e += 1;
    }
    if e == at + 1 || b.get(e) != Some(&b']') || b.get(e + 1) != Some(&b' ') {
        return None;
    }
    let next = e + 2;
    (prefix_rank(b, next).is_some() || prefix_role_local_rank(b, next).is_some()).then_some(next - at)
}

/// Slurm `--label`: `3: ` / `03: ` at the very start of the line.
fn prefix_slurm_label(b: &[u8], at: usize) -> Option<(i64, usize)> {
    let (v, n) = parse_uint(b, at, 6)?;
    if b.get(at + n) == Some(&b':') && b.get(at + n + 1) == Some(&b' ') {
        Some((v, n + 1))
    } else {
        None
    }
}

/// Open MPI `--tag-output`: `[1,12]<stdout>:` → rank 12; the detailed form the
/// SageMaker training toolkit's mpirun prints, `[1,mpirank:11,algo-2]<stderr>:`, also
/// names the host (aws/sagemaker-training-toolkit, its process watcher's tests).
fn prefix_mpi_tag(b: &[u8], at: usize) -> Option<(i64, Option<String>, usize)> {
    if b.get(at) != Some(&b'[') {
        return None;
    }
    let (_, n1) = parse_uint(b, at + 1, 10)?;
    let mut p = at + 1 + n1;
    if b.get(p) != Some(&b',') {
        return None;
    }
    p += 1;
    if b[p..].starts_with(b"mpirank:") {
        p += b"mpirank:".len();
    }
    let (rank, n2) = parse_uint(b, p, 7)?;
    let mut q = p + n2;
    let mut node = None;
    if b.get(q) == Some(&b',') {
        let start = q + 1;
        let mut e = start;
        while e < b.len() && e - start < 64 && (b[e].is_ascii_alphanumeric() || matches!(b[e], b'-' | b'.' | b'_')) {
            e += 1;
        }
        if e == start {
            return None;
        }
        node = Some(String::from_utf8_lossy(&b[start..e]).into_owned());
        q = e;
    }
    if b.get(q) != Some(&b']') {
        return None;
    }
    q += 1;
    for tag in [&b"<stdout>:"[..], b"<stderr>:", b"<stddiag>:"] {
        if b[q..].starts_with(tag) {
            return Some((rank, node, q + tag.len() - at));
        }
    }
    None
}

// Built once: `memmem::find` builds its searcher on every call, and these run per line.
static PID_EQ: LazyLock<memmem::Finder<'static>> = LazyLock::new(|| memmem::Finder::new(b" pid="));
static IP_EQ: LazyLock<memmem::Finder<'static>> = LazyLock::new(|| memmem::Finder::new(b"ip="));
static RANK_WORD: LazyLock<memmem::Finder<'static>> = LazyLock::new(|| memmem::Finder::new(b"Rank "));
static CLOSE_COLON: LazyLock<memmem::Finder<'static>> = LazyLock::new(|| memmem::Finder::new(b"]:"));

/// Ray: `(Actor pid=123, ip=10.0.0.1) ` → (Some(ip), len).
fn prefix_ray(b: &[u8], at: usize) -> Option<(Option<String>, usize)> {
    if b.get(at) != Some(&b'(') {
        return None;
    }
    let close = memchr::memchr(b')', &b[at..(at + 160).min(b.len())])? + at;
    let inner = &b[at + 1..close];
    let pid_pos = PID_EQ.find(inner)?;
    if pid_pos == 0 || !inner[..pid_pos].iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'.') {
        return None;
    }
    let node = IP_EQ.find(inner).map(|i| {
        let rest = &inner[i + 3..];
        let end = rest.iter().position(|c| *c == b',' || *c == b' ').unwrap_or(rest.len());
        // An IPv6 address may come bracketed (`ip=[fd00::2]`): the node is the address.
        let ip = &rest[..end];
        let ip = ip.strip_prefix(b"[").and_then(|x| x.strip_suffix(b"]")).unwrap_or(ip);
        String::from_utf8_lossy(ip).into_owned()
    });
    Some((node, close + 1 - at))
}

/// NCCL: `host:pid:tid [dev] ` → host (NVIDIA/nccl `src/debug.cc`).
fn nccl_host(b: &[u8], at: usize) -> Option<String> {
    nccl_prefix(b, at).map(|(host, _)| String::from_utf8_lossy(host).into_owned())
}

/// NCCL's `<host>:<pid>:<tid> [<dev>] ` at `b[at..]`: the host and the prefix's length
/// (NVIDIA/nccl src/debug.cc, ncclDebugLog).
fn nccl_prefix(b: &[u8], at: usize) -> Option<(&[u8], usize)> {
    let rest = &b[at.min(b.len())..(at + 200).min(b.len())];
    let c1 = memchr::memchr(b':', rest)?;
    let host = &rest[..c1];
    if host.is_empty() || !host.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-' || *c == b'.' || *c == b'_') {
        return None;
    }
    let (_, n_pid) = parse_uint(rest, c1 + 1, 10)?;
    let p = c1 + 1 + n_pid;
    if rest.get(p) != Some(&b':') {
        return None;
    }
    let (_, n_tid) = parse_uint(rest, p + 1, 10)?;
    let q = p + 1 + n_tid;
    if rest.get(q) != Some(&b' ') || rest.get(q + 1) != Some(&b'[') {
        return None;
    }
    // The device in brackets; a line cut inside it keeps the host.
    let end = memchr::memchr(b']', &rest[q + 1..(q + 12).min(rest.len())]).map_or(q + 1, |c| q + 1 + c + 1);
    Some((host, end + usize::from(rest.get(end) == Some(&b' '))))
}

/// Where a line's text starts for its template ([`crate::template::of`]): after its
/// prefixes ([`parse_ranks`]) and after NCCL's `<host>:<pid>:<tid> [<dev>] `, which
/// names the process, not the error (the same WARN on 500 hosts is one template).
pub fn template_start(line: &[u8], clock: &Clock) -> usize {
    let (_, _, start) = parse_ranks(line, clock, false);
    start + nccl_prefix(line, start).map_or(0, |(_, n)| n)
}

/// c10d `[Rank 3] ` or `[PG ... Rank 3] ` near the start of the message.
fn c10d_rank(b: &[u8], at: usize) -> Option<i64> {
    let window = &b[at..(at + 240).min(b.len())];
    let mut from = 0;
    while let Some(i) = RANK_WORD.find(&window[from..]) {
        let pos = from + i;
        let before_ok = pos > 0 && (window[pos - 1] == b'[' || window[pos - 1] == b' ');
        let bracketed = window[..pos].iter().rposition(|c| *c == b'[').map_or(false, |o| {
            !window[o..pos].contains(&b']') && (window[o + 1..].starts_with(b"PG ") || o + 1 == pos)
        });
        if before_ok && bracketed {
            if let Some((v, n)) = parse_uint(window, pos + 5, 7) {
                if window.get(pos + 5 + n) == Some(&b']') {
                    return Some(v);
                }
            }
        }
        from = pos + 5;
    }
    None
}

/// Ranks above this are not ranks (a number in a file name, a corrupt field): the
/// largest jobs run about a million processes; outputs store ranks as int32.
pub const MAX_RANK: i64 = (1 << 24) - 1;

/// A rank read from a path or a field: 0 ..= [`MAX_RANK`].
pub fn plausible_rank(r: i64) -> bool {
    (0..=MAX_RANK).contains(&r)
}

/// Read the identity prefixes of one line (without its newline).
///
/// Cost: O(prefix length) plus a bounded search (≤ 240 bytes) for c10d's `[Rank N]`.
/// `clock` gives the year of year-less timestamp forms (glog, syslog) and the zone of
/// zone-less ones.
pub fn parse_line(line: &[u8], clock: &Clock) -> LineIdentity {
    complete_identity(line, parse_prefixes(line, clock), clock)
}

/// The second half of [`parse_line`]: `id` is [`parse_prefixes`] of the same line (the
/// prefixes and the message start, all a signature's regex needs), so a candidate line
/// whose regex fails costs no search for a time, node or rank inside its message.
pub fn complete_identity(line: &[u8], mut id: LineIdentity, clock: &Clock) -> LineIdentity {
    if id.ts_micros.is_none() {
        id.ts_micros = timestamp::find_in_message(line, id.message_start, clock);
    }
    if id.node.is_none() {
        // NCCL prefix, optionally after NCCL's own `[%F %T] ` timestamp.
        let mut q = id.message_start;
        if line.get(q) == Some(&b'[') {
            if let Some(close) = memchr::memchr(b']', &line[q..(q + 32).min(line.len())]) {
                if timestamp::parse_at(line, q + 1, clock).is_some() {
                    q += close + 1;
                    if line.get(q) == Some(&b' ') {
                        q += 1;
                    }
                }
            }
        }
        id.node = nccl_host(line, q);
    }
    if id.rank.is_none() {
        id.rank = c10d_rank(line, id.message_start);
    }
    id.glued = glued_prefix(line, id.message_start);
    id
}

/// The timestamp of one line (without its newline) in microseconds UTC, exactly as
/// [`parse_line`] gives it (`ts_micros`), without the node and rank searches: what
/// a line without a timestamp of its own is given when it inherits one.
pub fn line_ts(line: &[u8], clock: &Clock) -> Option<i64> {
    let id = parse_prefixes(line, clock);
    id.ts_micros.or_else(|| timestamp::find_in_message(line, id.message_start, clock))
}

/// The year the first dated line among the first `max_lines` lines of `block` prints
/// (ISO, Python logging, syslog with a year): what the stream's year-less times (glog
/// `E1203 10:00:00`, syslog `Dec  3`) are read in, rather than the file's modification
/// year (a log copied or downloaded later keeps the year it was written in). A time
/// read the same under two different years printed its own. None when no line does.
pub fn printed_year(block: &[u8], clock: &Clock, max_lines: usize) -> Option<i64> {
    let (a, b) = (Clock { year: 1972, not_after: None, ..clock.clone() }, Clock { year: 1973, not_after: None, ..clock.clone() });
    block.split(|c| *c == b'\n').take(max_lines).find_map(|line| {
        let line = &line[..line.len().min(4096)];
        let t = line_ts(line, &a)?;
        (line_ts(line, &b) == Some(t)).then(|| jiff::Timestamp::from_microsecond(t).ok().map(|ts| i64::from(ts.to_zoned(jiff::tz::TimeZone::UTC).year())))?
    })
}

/// The rank, local rank and message start of a line, exactly as [`parse_line`] gives
/// them, without what only matches need (the timestamp, the node, an embedded rank):
/// what progress lines (about one line in ten) are grouped by. Cost: the prefixes,
/// plus c10d's bounded `[Rank N]` search when no prefix names the rank and
/// `search_message` is set (a caller that knows the rank from the stream's identity
/// passes `false`: the rank is then only what a prefix names).
pub fn parse_ranks(line: &[u8], clock: &Clock, search_message: bool) -> (Option<i64>, Option<i64>, usize) {
    let id = parse_prefixes(line, clock);
    let rank = id.rank.or_else(|| if search_message { c10d_rank(line, id.message_start) } else { None });
    (rank, id.local_rank, id.message_start)
}

/// Whether the timestamp of `len` bytes at `line[p..]` is a prefix: followed by ": "
/// (mpirun --timestamp-output), or, at the start of the line (`first`), a full ISO 8601
/// time ("2026-11-29T16:24:44.123456789Z ") followed by a space: what `kubectl logs
/// --timestamps` and most log shippers put before each line.
fn timestamp_is_prefix(line: &[u8], p: usize, len: usize, first: bool) -> bool {
    let colon = line.get(p + len) == Some(&b':') && line.get(p + len + 1) == Some(&b' ');
    let shipper = first && line.get(p + 10) == Some(&b'T') && line.get(p + len) == Some(&b' ');
    colon || shipper
}

/// Where a line's prefixes start: after a terminal's echo of Ctrl-C (`^C`, the tty's
/// ECHOCTL, at the start of the line the program printed next), or after an indent of at
/// most [`MAX_QUOTE_INDENT`] spaces or tabs when a launcher's bracketed prefix follows it.
fn prefixes_start(line: &[u8]) -> usize {
    if line.starts_with(b"^C") {
        return 2;
    }
    // An indent (a log quoted in an issue's list item or an e-mail) before a launcher's
    // bracketed prefix: the prefix still names the line's rank or node.
    let indent = line.iter().take(MAX_QUOTE_INDENT + 1).take_while(|&&b| b == b' ' || b == b'\t').count();
    if indent == 0 || indent > MAX_QUOTE_INDENT {
        return 0;
    }
    let launcher_prefix = match line.get(indent) {
        Some(b'[') => prefix_rank(line, indent).is_some() || prefix_mpi_tag(line, indent).is_some() || prefix_role_local_rank(line, indent).is_some(),
        Some(b'(') => prefix_ray(line, indent).is_some(),
        _ => false,
    };
    if launcher_prefix {
        indent
    } else {
        0
    }
}

/// Most leading spaces or tabs skipped before a launcher's prefix ([`prefixes_start`]).
const MAX_QUOTE_INDENT: usize = 8;

/// The prefix loop of [`parse_line`]: rank, local rank, Ray node, a timestamp prefix,
/// and the message start.
pub fn parse_prefixes(line: &[u8], clock: &Clock) -> LineIdentity {
    let is_prefix = |p: usize, len: usize, first: bool| timestamp_is_prefix(line, p, len, first);
    let mut id = LineIdentity::default();
    let mut p = prefixes_start(line);
    let mut first = true;
    for _ in 0..8 {
        // Each prefix form starts with a known byte: only the forms that may start at
        // `p` are tried (this runs on every progress line, about one line in ten).
        let Some(&c) = line.get(p) else { break };
        let found = match c {
            b'[' => {
                if let Some((v, n)) = prefix_rank(line, p) {
                    id.rank = Some(v);
                    Some(n)
                } else if let Some((v, node, n)) = prefix_mpi_tag(line, p) {
                    id.rank = Some(v);
                    if node.is_some() {
                        id.node = node;
                    }
                    Some(n)
                } else if let Some((v, n)) = prefix_role_local_rank(line, p) {
                    id.local_rank = Some(v);
                    Some(n)
                } else if first {
                    prefix_wrapper_tag(line, p)
                } else {
                    None
                }
            }
            b'(' => prefix_ray(line, p).map(|(node, n)| {
                if node.is_some() {
                    id.node = node;
                }
                n
            }),
            _ => None,
        };
        if let Some(n) = found {
            p += n;
        } else if let Some((v, n)) = (first && c.is_ascii_digit()).then(|| prefix_slurm_label(line, p)).flatten() {
            id.rank = Some(v);
            p += n;
        } else if let Some((node, n)) = (first && c.is_ascii_alphabetic()).then(|| prefix_host_label(line, p)).flatten() {
            id.node = Some(node);
            p += n;
        } else if let Some((node, n)) = (first && c.is_ascii_digit()).then(|| prefix_ipv4_label(line, p)).flatten() {
            id.node = Some(node);
            p += n;
        } else if let Some(t) = match timestamp::iso_len_at(line, p) {
            // The length of an ISO time is known from its shape: when it is not a
            // prefix, the loop ends without converting it (the usual case: a message
            // that starts with its time, as Python logging writes it).
            Some(None) => None,
            Some(Some(len)) if !is_prefix(p, len, first) => None,
            _ => timestamp::parse_at(line, p, clock).filter(|t| is_prefix(p, t.len, first)),
        } {
            id.ts_micros = Some(t.micros);
            p += if line.get(p + t.len) == Some(&b':') { t.len + 1 } else { t.len };
        } else {
            break;
        }
        first = false;
        // Prefixes end with one optional space (`[rank2]: `); further indentation
        // belongs to the message (traceback frames).
        if line.get(p) == Some(&b' ') {
            p += 1;
        }
    }
    id.message_start = p.min(line.len());
    id
}

/// The last torchrun prefix chain glued inside a line after `from` (`[rank1]:`,
/// `[default1]:`, `[default1]:[rank1]:`, torch/distributed/elastic/multiprocessing
/// tail_log.py writes one per line it relays, `[{role}{local_rank}]:` with the role
/// `default` unless `--role` names another): the last one wins, as it introduces the
/// text at the end of the line, where a glued line's own output is.
fn glued_prefix(b: &[u8], from: usize) -> Option<Glued> {
    let from = from.min(b.len());
    let mut found = None;
    let mut skip_to = from;
    // Every chain holds `]:`, rarer in a line than `[`: find those, then their `[`.
    for close in CLOSE_COLON.find_iter(&b[from..]).map(|i| i + from) {
        if close < skip_to {
            continue;
        }
        let window = close.saturating_sub(40).max(from);
        let Some(i) = memchr::memrchr(b'[', &b[window..close]).map(|i| i + window) else { continue };
        let mut g = Glued { at: i, ..Default::default() };
        let mut p = i;
        loop {
            if let Some((v, n)) = prefix_rank(b, p) {
                g.rank = Some(v);
                p += n;
            } else if let Some((v, n)) = prefix_role_local_rank(b, p).filter(|_| b[p..].starts_with(b"[default")) {
                // Mid-line, only torchrun's default role: `[epoch3]:` in a message is no prefix.
                g.local_rank = Some(v);
                p += n;
            } else {
                break;
            }
        }
        if p > i {
            found = Some(g);
            skip_to = p;
        }
    }
    found
}

/// Identity derived from a stream's path by configurable regex rules.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PathIdentity {
    pub rank: Option<i64>,
    pub local_rank: Option<i64>,
    pub node: Option<String>,
}

/// Rules that read rank, local rank and node from a path. Each rule is a regex
/// whose first capture group (or the group named `rank` / `local_rank` / `node`)
/// holds the value; the first rule that matches wins for each field.
#[derive(Debug, Clone)]
pub struct PathRules {
    rank: Vec<Regex>,
    local_rank: Vec<Regex>,
    node: Vec<Regex>,
}

/// Default path rules:
/// - rank: `rank3.log`, `rank_3`, `rank-3`, `.../rank3/...` (case-insensitive);
/// - local rank: torchrun `--log-dir` trees `.../attempt_0/3/stderr.log`;
/// - node: a path component or file-name part that starts with `node`, `host` or
///   `worker` followed by a digit or a separator (`node-a.log`, `console.node1.log`,
///   `host-b/rank3.log`; not `hosts.log` or `workers/`), or with one short word and a
///   dash before it when a number follows (`gpu-node-1.log`, `trn-node0/`; not
///   `gpu-node-failure/`).
pub const DEFAULT_RANK_RULES: &[&str] = &[r"(?i)(?:^|[/\\._-])rank[_-]?(\d+)(?:[/\\._-]|$)"];
pub const DEFAULT_LOCAL_RANK_RULES: &[&str] = &[r"attempt_\d+[/\\](\d+)[/\\][^/\\]+$"];
pub const DEFAULT_NODE_RULES: &[&str] =
    &[r"(?i)(?:^|[/\\._])((?:node|host|worker)(?:[-_]?\d[a-z0-9-]*|[-_][a-z0-9][a-z0-9-]*)|[a-z]{2,8}-(?:node|host|worker)[-_]?\d[a-z0-9-]*)(?:[/\\._]|$)"];

impl PathRules {
    /// Compile rules; returns the first regex that fails to compile as an error message.
    pub fn new(rank: &[String], local_rank: &[String], node: &[String]) -> Result<Self, String> {
        let compile = |v: &[String]| -> Result<Vec<Regex>, String> {
            v.iter().map(|s| Regex::new(s).map_err(|e| format!("path rule {s:?}: {e}"))).collect()
        };
        Ok(PathRules { rank: compile(rank)?, local_rank: compile(local_rank)?, node: compile(node)? })
    }

    /// The default rules (see the `DEFAULT_*_RULES` constants).
    pub fn defaults() -> Self {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        PathRules::new(&s(DEFAULT_RANK_RULES), &s(DEFAULT_LOCAL_RANK_RULES), &s(DEFAULT_NODE_RULES))
            .expect("default path rules compile")
    }

    /// The first rule that matches wins; within a rule, the match nearest the end of
    /// the path (the file name before its directories: `job-rank5/logs/rank0.log` is rank 0).
    fn first<'a>(rules: &[Regex], path: &'a str, name: &str) -> Option<&'a str> {
        for r in rules {
            let mut last = None;
            let mut at = 0;
            while at <= path.len() {
                let Some(c) = r.captures_at(path, at) else { break };
                let whole = c.get(0).expect("group 0 always matches");
                if let Some(m) = c.name(name).or_else(|| c.get(1)) {
                    last = Some(m.as_str());
                }
                // Step past the start only: matches may share their leading separator.
                at = whole.start() + path[whole.start()..].chars().next().map_or(1, char::len_utf8);
            }
            if last.is_some() {
                return last;
            }
        }
        None
    }

    /// Apply the rules to a path (use `/` or `\` separators).
    pub fn identify(&self, path: &str) -> PathIdentity {
        PathIdentity {
            rank: Self::first(&self.rank, path, "rank").and_then(|s| s.parse().ok()).filter(|&r| plausible_rank(r)),
            local_rank: Self::first(&self.local_rank, path, "local_rank")
                .and_then(|s| s.parse().ok())
                .filter(|&r| plausible_rank(r)),
            node: Self::first(&self.node, path, "node").filter(|n| !names_a_kind_of_file(n)).map(str::to_string),
        }
    }
}

/// Words that say what a file is, not which host wrote it: `node_console.txt`,
/// `worker-logs/` and `host_output.log` name no node.
const FILE_KIND_WORDS: &[&str] = &[
    "all", "console", "debug", "dump", "err", "error", "errors", "info", "job", "log", "logs", "main", "out",
    "output", "rank", "ranks", "run", "stderr", "stdout", "trace", "train", "training",
];

fn names_a_kind_of_file(node: &str) -> bool {
    let rest = node.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    let word = rest.trim_start_matches(['-', '_']);
    !word.is_empty() && word.len() < rest.len() && FILE_KIND_WORDS.iter().any(|w| word.eq_ignore_ascii_case(w))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(line: &str) -> LineIdentity {
        parse_line(line.as_bytes(), &Clock::utc(2026))
    }

    /// The prefix loop as it was before it chose the forms to try by the first byte
    /// (every form tried at every position): the reference `parse_prefixes` must equal.
    fn parse_prefixes_reference(line: &[u8], clock: &Clock) -> LineIdentity {
        let is_prefix = |p: usize, len: usize, first: bool| timestamp_is_prefix(line, p, len, first);
        let mut id = LineIdentity::default();
        let (mut p, mut first) = (prefixes_start(line), true);
        for _ in 0..8 {
            if let Some((v, n)) = prefix_rank(line, p) {
                id.rank = Some(v);
                p += n;
            } else if let Some((v, node, n)) = prefix_mpi_tag(line, p) {
                id.rank = Some(v);
                if node.is_some() {
                    id.node = node;
                }
                p += n;
            } else if let Some((v, n)) = prefix_role_local_rank(line, p) {
                id.local_rank = Some(v);
                p += n;
            } else if let Some(n) = prefix_wrapper_tag(line, p).filter(|_| first) {
                p += n;
            } else if let Some((v, n)) = prefix_slurm_label(line, p).filter(|_| first) {
                id.rank = Some(v);
                p += n;
            } else if let Some((node, n)) = prefix_host_label(line, p).or_else(|| prefix_ipv4_label(line, p)).filter(|_| first) {
                id.node = Some(node);
                p += n;
            } else if let Some((node, n)) = prefix_ray(line, p) {
                if node.is_some() {
                    id.node = node;
                }
                p += n;
            } else if let Some(t) = timestamp::parse_at(line, p, clock).filter(|t| is_prefix(p, t.len, first)) {
                id.ts_micros = Some(t.micros);
                p += if line.get(p + t.len) == Some(&b':') { t.len + 1 } else { t.len };
            } else {
                break;
            }
            first = false;
            if line.get(p) == Some(&b' ') {
                p += 1;
            }
        }
        id.message_start = p.min(line.len());
        id
    }

    proptest::proptest! {
        /// Lines stacked from prefix forms, their broken variants and plain text: the
        /// prefix loop finds what trying every form at every position finds.
        #[test]
        fn prefix_loop_equals_trying_every_form(parts in proptest::collection::vec(proptest::sample::select(vec![
            "[rank3]:", "[rank12] ", "[default2]:", "[trainer]:", "[1,12]<stdout>:", "[1,12]<x>:", "[1,mpirank:11,algo-2]<stderr>:", "^C", "worker-1: ", "03: ", "7:",
            "(RayWorkerWrapper pid=4183, ip=10.0.0.12) ", "(pid=1) ", "2026-11-29T16:24:44.123456789Z ",
            "2026-11-29 16:24:44,560: ", "2026-11-29 16:24:44,560 INFO ", "E1218 20:27:21.426415540 x.cpp:1] ",
            "I1218 20:27:21: ", "Nov 29 16:24:44: ", "Mon Nov 29 16:24:44 2026: ", "INFO 11-29 16:24:44: ",
            "WARNING ", " ", "[", "(", "12", "x", ": ", "step 3", "KeyError: 'a'",
        ]), 0..7)) {
            let line = parts.concat();
            proptest::prop_assert_eq!(parse_prefixes(line.as_bytes(), &Clock::utc(2026)), parse_prefixes_reference(line.as_bytes(), &Clock::utc(2026)), "{:?}", line);
        }
    }

    #[test]
    fn a_ctrl_c_echo_before_a_glog_header_keeps_its_time() {
        let line = "^CW0115 03:12:30.554000 71290 torch/distributed/elastic/agent/server/api.py:704] Received Signals.SIGINT death signal";
        assert!(id(line).ts_micros.is_some());
        assert!(id(&line[2..]).ts_micros == id(line).ts_micros);
    }

    #[test]
    fn an_indented_launcher_prefix_still_names_the_rank() {
        let i = id("  [rank3]: RuntimeError: x");
        assert_eq!((i.rank, &"  [rank3]: RuntimeError: x"[i.message_start..]), (Some(3), "RuntimeError: x"));
        let line = "    (WorkerDict pid=42417, ip=10.0.0.1) AssertionError: Expects tensor to be on the compute device cuda:0, was on cpu";
        let i = id(line);
        assert_eq!((i.node.as_deref(), &line[i.message_start..]), (Some("10.0.0.1"), "AssertionError: Expects tensor to be on the compute device cuda:0, was on cpu"));
        assert_eq!(id("(WorkerDict pid=42417, ip=[fd00::2]) x").node.as_deref(), Some("fd00::2"));
        // Indented text that is no launcher prefix stays the message (a traceback frame).
        assert_eq!(id("  File \"train.py\", line 3, in <module>").message_start, 0);
        assert_eq!(id("          [rank3]: deeper than a quote's indent").rank, None);
    }

    #[test]
    fn a_pdsh_host_label_is_the_lines_node() {
        let line = "worker-1: RuntimeError: Parent directory /local_nvme/ckpt/global_step5000 does not exist.";
        let i = id(line);
        assert_eq!(i.node.as_deref(), Some("worker-1"));
        assert_eq!(&line[i.message_start..], "RuntimeError: Parent directory /local_nvme/ckpt/global_step5000 does not exist.");
        let i = id("gpu017: [2024-05-01 10:00:00,123] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 4242");
        assert_eq!((i.node.as_deref(), i.ts_micros.is_some()), (Some("gpu017"), true));
        let line = "10.0.0.2: [rank13]: binascii.Error: Incorrect padding";
        let i = id(line);
        assert_eq!((i.node.as_deref(), i.rank), (Some("10.0.0.2"), Some(13)));
        assert_eq!(&line[i.message_start..], "binascii.Error: Incorrect padding");
        let line = "[TRAINING] [rank0]: TypeError: run() got an unexpected keyword argument 'elite_count'";
        let i = id(line);
        assert_eq!(i.rank, Some(0));
        assert_eq!(&line[i.message_start..], "TypeError: run() got an unexpected keyword argument 'elite_count'");
        for not_tag in ["[INFO] [x", "[TRAINING] step 3", "[TRAINING][rank0]: x"] {
            assert_eq!((id(not_tag).rank, id(not_tag).message_start), (None, 0), "{not_tag}");
        }
        for not_ip in ["10.0.0.256: [x", "1.2.3: [x", "10.0.0.2:[x", "10.0.0.2: done"] {
            assert_eq!(id(not_ip).node, None, "{not_ip}");
        }
        for not_host in ["RuntimeError: x", "torch.distributed.DistBackendError: x", "Traceback: x", "slurmstepd-gpu017: error: x", "NCCL: x", "step-3: loss 2.1", "epoch-2: 100%", "host-b: done"] {
            assert_eq!(id(not_host).message_start, 0, "{not_host}");
        }
    }

    #[test]
    fn mpi_tag_prefixes() {
        let i = id("[1,12]<stdout>:step 3 loss 2.1");
        assert_eq!((i.rank, i.node.as_deref()), (Some(12), None));
        let line = "[1,mpirank:11,algo-2]<stderr>:torch.OutOfMemoryError: CUDA out of memory.";
        let i = id(line);
        assert_eq!((i.rank, i.node.as_deref()), (Some(11), Some("algo-2")));
        assert_eq!(&line[i.message_start..], "torch.OutOfMemoryError: CUDA out of memory.");
        assert_eq!(id("[1,mpirank:11,]<stderr>:x").rank, None);
    }

    #[test]
    fn torch_prefixes() {
        let i = id("[default2]:[rank2]: KeyError: 'labels'");
        assert_eq!((i.rank, i.local_rank), (Some(2), Some(2)));
        assert_eq!(&"[default2]:[rank2]: KeyError: 'labels'"[i.message_start..], "KeyError: 'labels'");
        let i = id("[rank3]:[E1218 20:27:21.426415540 ProcessGroupNCCL.cpp:632] [Rank 3] Watchdog");
        assert_eq!(i.rank, Some(3));
        assert!(i.ts_micros.is_some());
        let i = id("[default1]:2026-11-29 16:24:49,062 INFO [vm rank 1/4] trainer");
        assert_eq!((i.rank, i.local_rank), (None, Some(1)));
        assert!(i.ts_micros.is_some());
    }

    #[test]
    fn slurm_mpi_ray() {
        let i = id("15: [rank15]: AssertionError: num_layers");
        assert_eq!(i.rank, Some(15));
        let i = id("03: Traceback (most recent call last):");
        assert_eq!(i.rank, Some(3));
        assert_eq!(i.message_start, 4);
        let i = id("2019-06-02T16:13:44.884Z: [1,12]<stdout>:host-d:815:864 [0] transport/net_ib.cu:80 NCCL WARN x");
        assert_eq!(i.rank, Some(12));
        assert_eq!(i.node.as_deref(), Some("host-d"));
        assert!(i.ts_micros.is_some());
        let i = id("(RayWorkerWrapper pid=4183, ip=10.0.0.12) ERROR 06-03 23:13:39 worker_base.py:148] Error");
        assert_eq!(i.node.as_deref(), Some("10.0.0.12"));
        assert!(i.ts_micros.is_some());
    }

    #[test]
    fn nccl_and_c10d() {
        let i = id("host-b:19989:20082 [1] transport/net_ib.cc:1295 NCCL WARN NET/IB : Got completion");
        assert_eq!(i.node.as_deref(), Some("host-b"));
        assert_eq!(i.rank, None);
        let i = id("[2024-01-01 10:00:00] gpu017:4242:4301 [3] NCCL INFO comm");
        assert_eq!(i.node.as_deref(), Some("gpu017"));
        let i = id("[E ProcessGroupNCCL.cpp:1316] [PG 0 Rank 25] Heartbeat monitor timed out!");
        assert_eq!(i.rank, Some(25));
        let i = id("RuntimeError: Rank 1 is running collective");
        assert_eq!(i.rank, None, "an unbracketed 'Rank N' is not an identity");
        let line = "Tokenizing:  92%|#| 3/4 [29:58<12:05][rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] x";
        let i = id(line);
        assert_eq!((i.rank, i.glued.map(|g| g.rank)), (None, Some(Some(1))));
        assert_eq!(i.at(line.find("[c10d]").unwrap()).rank, Some(1));
        assert_eq!(i.at(0).rank, None);
        // tqdm's bar on local rank 0, then local rank 1's line on the same console line
        let line = "[default0]:train:  20%|##| 8/40 [00:02<00:09, 3.37it/s, loss=2.2306][default1]:Fatal Python error: Segmentation fault";
        let i = id(line);
        assert_eq!((i.local_rank, i.at(line.find("Fatal").unwrap()).local_rank), (Some(0), Some(1)));
        assert_eq!(i.at(line.find("loss").unwrap()).local_rank, Some(0));
        let line = "[rank0]: loss 2.3 [default3]:[rank3]: RuntimeError: x";
        let g = id(line).at(line.find("Runtime").unwrap());
        assert_eq!((g.rank, g.local_rank), (Some(3), Some(3)));
        assert_eq!(id("[rank2]: shape [4, 8] [rank]: x").glued, None);
        assert_eq!(id("[rank2]: INFO [epoch3]: loss nan").glued, None);
        let clock = Clock::utc(2026);
        let mixed = b"I1203 09:59:00.000000 1 run.py:1] agent up\n[rank1]:2025-12-03 09:59:50,000 INFO x\nE1203 10:00:00.123 1 a.cc:1] y";
        assert_eq!(printed_year(mixed, &clock, 64), Some(2025));
        assert_eq!(printed_year(b"E1203 10:00:00.123 1 a.cc:1] y\nno time", &clock, 64), None);
        assert_eq!(printed_year(b"a\nb\n2024-01-01 00:00:00 x", &clock, 2), None);
        let i = id("Traceback (most recent call last):");
        assert_eq!(i, LineIdentity { message_start: 0, ..Default::default() });
    }

    /// `parse_ranks` gives exactly `parse_line`'s rank, local rank and message start,
    /// and the prefix loop's timestamp (or else the message's) is `parse_line`'s, on
    /// every form above and on generated lines of every kind.
    #[test]
    fn parse_ranks_and_timestamps_agree_with_the_full_parse() {
        let mut lines: Vec<Vec<u8>> = [
            "[default2]:[rank2]: KeyError: 'labels'",
            "[rank3]:[E1218 20:27:21.426415540 ProcessGroupNCCL.cpp:632] [Rank 3] Watchdog",
            "[default1]:2026-11-29 16:24:49,062 INFO [vm rank 1/4] trainer",
            "15: [rank15]: AssertionError: num_layers",
            "2019-06-02T16:13:44.884Z: [1,12]<stdout>:host-d:815:864 [0] NCCL WARN x",
            "2026-11-29T16:24:44.123456789Z [rank4]: step 3",
            "2026-11-29 16:24:44,560: [rank4]: step 3",
            "(RayWorkerWrapper pid=4183, ip=10.0.0.12) ERROR 06-03 23:13:39 worker_base.py:148] Error",
            "[E ProcessGroupNCCL.cpp:1316] [PG 0 Rank 25] Heartbeat monitor timed out!",
            "Tokenizing:  92%|#| 3/4 [29:58<12:05][rank1]:[W516 14:34:56.853490829 socket.cpp:464] [c10d] x",
            "[default0]:[rank0]:[2026-11-21 22:07:45,555] INFO step 54 loss 2.6600",
            "[rank1]: 2026-13-45 99:99:99 not a time",
            "",
        ]
        .iter()
        .map(|l| l.as_bytes().to_vec())
        .collect();
        let cfg = crate::gen::GenConfig { seed: 5, ..Default::default() };
        let mut data = Vec::new();
        crate::gen::LogGen::new(&cfg, 0).fill(&mut data, 256 << 10);
        lines.extend(data.split(|&b| b == b'\n').map(<[u8]>::to_vec));
        for line in &lines {
            let full = parse_line(line, &Clock::utc(2026));
            assert_eq!(parse_ranks(line, &Clock::utc(2026), true), (full.rank, full.local_rank, full.message_start), "{:?}", String::from_utf8_lossy(line));
            let (rank, local_rank, message_start) = parse_ranks(line, &Clock::utc(2026), false);
            assert_eq!((local_rank, message_start), (full.local_rank, full.message_start));
            assert!(rank.is_none() || rank == full.rank, "{:?}", String::from_utf8_lossy(line));
            let prefix = parse_prefixes(line, &Clock::utc(2026));
            let ts = prefix.ts_micros.or_else(|| timestamp::find_in_message(line, full.message_start, &Clock::utc(2026)));
            assert_eq!(full.ts_micros, ts, "{:?}", String::from_utf8_lossy(line));
        }
    }

    #[test]
    fn paths() {
        let r = PathRules::defaults();
        assert_eq!(r.identify("logs/rank3.log").rank, Some(3));
        assert_eq!(r.identify("logs/rank_12.error.json").rank, Some(12));
        assert_eq!(r.identify("logs/Rank-7/out.txt").rank, Some(7));
        assert_eq!(r.identify("logs/frank3.log").rank, None);
        assert_eq!(r.identify("run/attempt_0/3/stderr.log").local_rank, Some(3));
        assert_eq!(r.identify("logs/console.node1.log").node.as_deref(), Some("node1"));
        assert_eq!(r.identify("logs/node-a.log").node.as_deref(), Some("node-a"));
        assert_eq!(r.identify("x/host-b/rank3.log").node.as_deref(), Some("host-b"));
        assert_eq!(r.identify("logs/console.log").node, None);
        assert_eq!(r.identify("cases/x-straggler-rank5/logs/rank0.log").rank, Some(0));
        assert_eq!(r.identify("cases/x-straggler-rank5/logs/console.log").rank, Some(5));
        assert_eq!(r.identify("jobs/node-a/logs/node-b.log").node.as_deref(), Some("node-b"));
        assert_eq!(r.identify("logs/gpu-node-1.out").node.as_deref(), Some("gpu-node-1"));
        assert_eq!(r.identify("logs/trn-node0/rank3.log").node.as_deref(), Some("trn-node0"));
        assert_eq!(r.identify("cases/gpu-node-failure/logs/console.log").node, None);
        assert_eq!(r.identify("cases/real-017-node-ecc/logs/console.log").node, None);
        assert_eq!(r.identify("logs/survivor_node_console.txt").node, None);
        assert_eq!(r.identify("job/worker-logs/rank0.log").node, None);
        assert_eq!(r.identify("job/host-b/rank0.log").node.as_deref(), Some("host-b"));
    }
}
