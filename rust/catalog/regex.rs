//! A signature's regex: how it compiles ([`build_regex`]: bytes, ASCII classes), the
//! engines it runs on ([`SignatureRegex`]: the meta regex, its lazy DFA on a flood, a
//! dense DFA for progress regexes, [`ProgressDfa`]) and what is read off it
//! ([`RegexParts`]: the named groups, the `step` group).

use super::Role;
use regex_automata::meta::Regex;
use regex_automata::util::syntax;

/// A signature's compiled regex and its groups.
#[derive(Debug)]
pub(crate) struct RegexParts {
    pub(super) regex: SignatureRegex,
    /// Named capture groups of `regex`, in group order.
    pub(super) group_names: Vec<(usize, String)>,
    /// Index of the `step` group, when the regex has one.
    pub(super) step_group: Option<usize>,
    /// Progress signatures: the `step` group (if any) takes part in every match and
    /// holds only ASCII digits, so a matching line's step parses unless it has 19 or
    /// more digits in a row. The session then runs the capturing search on the last
    /// progress line only.
    pub(super) step_is_lazy: bool,
}

impl RegexParts {
    /// Compile `pattern` for a signature of `role`.
    ///
    /// # Errors
    /// The regex crate's message (see [`SignatureRegex::new`]).
    pub(super) fn new(pattern: &str, role: Role) -> Result<RegexParts, String> {
        let regex = SignatureRegex::new(pattern, role)?;
        let group_names: Vec<(usize, String)> = regex
            .lean
            .group_info()
            .pattern_names(regex_automata::PatternID::ZERO)
            .enumerate()
            .filter_map(|(g, n)| n.map(|n| (g, n.to_string())))
            .collect();
        let step_group = group_names.iter().find(|(_, n)| n == "step").map(|(g, _)| *g);
        Ok(RegexParts { regex, group_names, step_group, step_is_lazy: step_group_is_plain_digits(pattern) })
    }
}

/// True when the group named `step` in `re` takes part in every match (no optional or
/// alternative branch above it) and matches one or more ASCII digits only; true as
/// well when there is no such group. Conservative: false when unsure.
fn step_group_is_plain_digits(re: &str) -> bool {
    use regex_syntax::hir::{Class, Hir, HirKind};
    fn digits_only(h: &Hir) -> bool {
        match h.kind() {
            HirKind::Repetition(r) if r.min >= 1 => match r.sub.kind() {
                HirKind::Class(Class::Bytes(c)) => c.ranges().iter().all(|r| r.start() >= b'0' && r.end() <= b'9'),
                HirKind::Class(Class::Unicode(c)) => c.ranges().iter().all(|r| r.start() >= '0' && r.end() <= '9'),
                _ => false,
            },
            _ => false,
        }
    }
    /// Some(true): found on an always-taken path with digits only; Some(false): found
    /// but not provably so; None: not under `h`.
    fn walk(h: &Hir, always: bool) -> Option<bool> {
        match h.kind() {
            HirKind::Capture(c) if c.name.as_deref() == Some("step") => Some(always && digits_only(&c.sub)),
            HirKind::Capture(c) => walk(&c.sub, always),
            HirKind::Concat(v) => v.iter().find_map(|x| walk(x, always)),
            HirKind::Alternation(v) => v.iter().find_map(|x| walk(x, false)),
            HirKind::Repetition(r) => walk(&r.sub, always && r.min >= 1),
            _ => None,
        }
    }
    match regex_syntax::ParserBuilder::new().unicode(false).utf8(false).build().parse(re) {
        Ok(h) => walk(&h, true).unwrap_or(true),
        Err(_) => false,
    }
}

/// Most bytes the compiled program of one signature regex may take (the `regex`
/// crate's `size_limit`).
const REGEX_SIZE_LIMIT: usize = 1 << 22;

/// A message longer than this (bytes) is searched with the lazy DFA at once.
const DFA_LINE_BYTES: usize = 1 << 10;

/// Lines a non-progress signature's regex runs on within [`DFA_WINDOW_MS`] before it
/// gets the lazy DFA: a flood.
const DFA_AFTER_RUNS: u32 = 64;

/// The window [`DFA_AFTER_RUNS`] counts in, in milliseconds. Below that rate the
/// backtracker's extra cost (about 2.4 µs a line) is under 0.02% of a core.
const DFA_WINDOW_MS: u64 = 1000;

/// Milliseconds since the first call (a monotonic clock shared by all scanners).
fn clock_ms() -> u64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_millis() as u64
}

/// One signature's regex, in two builds that choose the engine by how often it runs.
///
/// The lazy DFA is the fastest engine (about 0.1 µs on a 512-byte line where the
/// regex fails, against 2.5 µs for the bounded backtracker or PikeVM), but its cache
/// costs about 40 KiB per regex and thread, allocated the first time the regex runs.
/// With it on every signature, the resident set grew through a long scan as rare
/// signatures were seen for the first time (about 6 MiB per thread for the shipped
/// catalog). So:
/// - progress regexes (about one line in ten) always use it;
/// - other regexes start without it ([`lean`](Self::lean)) and switch to a second
///   build with it ([`dfa`](Self::dfa), compiled on first need, then kept) when they
///   run on [`DFA_AFTER_RUNS`] lines within [`DFA_WINDOW_MS`] (a flood), or for a
///   message over [`DFA_LINE_BYTES`] (where the backtracker would cost milliseconds).
///
/// The switch is by rate, not by a total count: counted over a whole scan, a
/// signature met once per GiB crossed the count after about 64 GiB, so the resident
/// set still crept up through a 100 GiB scan as signature after signature switched.
#[derive(Debug)]
pub(crate) struct SignatureRegex {
    pattern: String,
    role: Role,
    lean: Regex,
    /// Progress regexes: a dense DFA for matches that start at a given position (see
    /// [`is_match_at`](Self::is_match_at)) and for a match anywhere in a message (see
    /// [`is_match`](Self::is_match)); immutable, so it costs no memory per thread.
    /// `None` for other roles, or when it would exceed [`PROGRESS_DFA_BYTES`].
    dense: Option<std::sync::Arc<ProgressDfa>>,
    dfa: std::sync::OnceLock<Option<Regex>>,
    /// Lines run in the current window (shared by the threads; races only blur the count).
    runs: std::sync::atomic::AtomicU32,
    /// Start of the current window ([`clock_ms`]).
    window_start_ms: std::sync::atomic::AtomicU64,
}

impl SignatureRegex {
    /// Compile `pattern` for a signature of `role`.
    ///
    /// # Errors
    /// The regex crate's message: the syntax error with its position, or the size limit.
    fn new(pattern: &str, role: Role) -> Result<Self, String> {
        Ok(SignatureRegex {
            pattern: pattern.to_string(),
            role,
            lean: build_regex(pattern, role == Role::Progress)?,
            dense: if role == Role::Progress { ProgressDfa::new(pattern).map(std::sync::Arc::new) } else { None },
            dfa: std::sync::OnceLock::new(),
            runs: std::sync::atomic::AtomicU32::new(0),
            window_start_ms: std::sync::atomic::AtomicU64::new(clock_ms()),
        })
    }

    /// The build to run on `message`, counting the run.
    #[inline]
    fn pick(&self, message: &[u8]) -> &Regex {
        if self.role == Role::Progress {
            return &self.lean;
        }
        if let Some(Some(re)) = self.dfa.get() {
            return re; // switched: its memory is spent, so it is the fastest choice
        }
        if message.len() > DFA_LINE_BYTES || self.count_run(clock_ms()) {
            // The same pattern compiled before, so this cannot fail; if it did, the
            // lean build still gives the same answers.
            if let Some(re) = self.dfa.get_or_init(|| build_regex(&self.pattern, true).ok()) {
                return re;
            }
        }
        &self.lean
    }

    /// Count a run at `now_ms`: whether this regex now runs at a flood's rate
    /// ([`DFA_AFTER_RUNS`] runs within [`DFA_WINDOW_MS`]).
    fn count_run(&self, now_ms: u64) -> bool {
        use std::sync::atomic::Ordering::Relaxed;
        let start = self.window_start_ms.load(Relaxed);
        if now_ms.saturating_sub(start) >= DFA_WINDOW_MS {
            self.window_start_ms.store(now_ms, Relaxed);
            self.runs.store(1, Relaxed);
            return false;
        }
        self.runs.fetch_add(1, Relaxed) + 1 >= DFA_AFTER_RUNS
    }

    /// Whether the regex matches somewhere in `message`. A progress regex runs its dense
    /// DFA (an unanchored search that stops at the earliest match): on a progress line
    /// whose literal is not where the match starts (tqdm's `"%|"` after the percentage)
    /// it took about half the time of the meta regex's search (219 to 124 ns in the
    /// quick probe's `LINE_COSTS`), whose per-call set-up is most of the cost on a short
    /// line.
    pub(super) fn is_match(&self, message: &[u8]) -> bool {
        if let Some(found) = self.dense.as_ref().and_then(|d| d.is_match(message)) {
            return found;
        }
        self.pick(message).is_match(message)
    }

    /// Whether a match of the regex starts at `message[at]` (look-behind assertions such
    /// as `\b` see the bytes before `at`). A `true` means [`is_match`](Self::is_match)
    /// is true; a `false` says nothing about matches elsewhere. Cost: the bytes the
    /// match spans, once the DFA reaches a match state (earliest), or up to its dead
    /// state.
    pub(super) fn is_match_at(&self, message: &[u8], at: usize) -> bool {
        use regex_automata::{Anchored, Input};
        match &self.dense {
            Some(dfa) => dfa.is_match_at(message, at),
            None => self.pick(message).is_match(Input::new(message).span(at..message.len()).anchored(Anchored::Yes)),
        }
    }

    /// The groups of the leftmost-first match in `message`, or None without a match.
    pub(super) fn captures(&self, message: &[u8]) -> Option<Spans> {
        let re = self.pick(message);
        let mut spans = Spans { slots: [None; INLINE_SLOTS], more: Vec::new() };
        let n = re.group_info().slot_len();
        // Slots on the stack: a line the regex fails on (most lines it runs on) then
        // costs no allocation.
        let slots: &mut [Option<regex_automata::util::primitives::NonMaxUsize>] = if n <= INLINE_SLOTS {
            &mut spans.slots[..n]
        } else {
            spans.more = vec![None; n];
            &mut spans.more
        };
        re.search_slots(&regex_automata::Input::new(message), slots)?;
        Some(spans)
    }

    /// Whether the lazy-DFA build exists yet (for tests).
    #[cfg(test)]
    fn has_dfa(&self) -> bool {
        matches!(self.dfa.get(), Some(Some(_)))
    }
}

/// Capture slots kept on the stack ([`SignatureRegex::captures`]): 32 groups.
const INLINE_SLOTS: usize = 64;

/// The group spans of one match ([`SignatureRegex::captures`]): two slots per group
/// (start, end), on the stack unless the regex has more than 32 groups.
pub(crate) struct Spans {
    slots: [Option<regex_automata::util::primitives::NonMaxUsize>; INLINE_SLOTS],
    more: Vec<Option<regex_automata::util::primitives::NonMaxUsize>>,
}

impl Spans {
    /// The byte range of group `g` in the message, when it took part in the match.
    pub(crate) fn get_group(&self, g: usize) -> Option<std::ops::Range<usize>> {
        let slots: &[_] = if self.more.is_empty() { &self.slots } else { &self.more };
        let (start, end) = (slots.get(2 * g)?.as_ref()?, slots.get(2 * g + 1)?.as_ref()?);
        Some(start.get()..end.get())
    }
}

/// A dense DFA (regex-automata), as [`SignatureRegex::is_match_at`] runs it.
type DenseDfa = regex_automata::dfa::dense::DFA<Vec<u32>>;

/// Most bytes a progress regex's dense DFA may take (the shipped ones take 4 to 16
/// KiB); beyond it the meta regex answers.
const PROGRESS_DFA_BYTES: usize = 1 << 20;

/// A progress regex's dense DFA, with anchored and unanchored starts, and its anchored
/// start states looked up ahead: one per byte before the search's start and one for a
/// search at the message's start. The walk of [`ProgressDfa::is_match_at`] is the
/// dense DFA's own search (regex-automata `dfa::search::find_fwd`, earliest, anchored)
/// less its per-call set-up: computing the start state from the look-behind byte was
/// about a third of the cost on a progress line (one line in ten), where the match is a
/// few bytes long.
#[derive(Debug)]
struct ProgressDfa {
    dfa: DenseDfa,
    /// `starts[b]`: the anchored start state after byte `b`; `starts[256]`: at the
    /// start of the message.
    starts: Box<[regex_automata::util::primitives::StateID]>,
}

impl ProgressDfa {
    /// `None` when the DFA is too large ([`build_progress_dfa`]) or a start state cannot
    /// be computed (never expected: the DFA has no quit bytes).
    fn new(pattern: &str) -> Option<ProgressDfa> {
        use regex_automata::{dfa::Automaton, util::start, Anchored};
        let dfa = build_progress_dfa(pattern)?;
        let config = |b: Option<u8>| start::Config::new().anchored(Anchored::Yes).look_behind(b);
        let starts = (0..=255u8).map(Some).chain([None]).map(|b| dfa.start_state(&config(b)).ok()).collect::<Option<Box<[_]>>>()?;
        Some(ProgressDfa { dfa, starts })
    }

    /// Whether a match lies anywhere in `message` (the dense DFA's unanchored search,
    /// earliest: it stops at the first match state; its accelerated states skip bytes
    /// with `memchr`). `None` when the search fails (only a quit byte can fail it, and
    /// none is configured): the caller asks the meta regex.
    #[inline]
    fn is_match(&self, message: &[u8]) -> Option<bool> {
        use regex_automata::{dfa::Automaton, Input};
        self.dfa.try_search_fwd(&Input::new(message).earliest(true)).ok().map(|m| m.is_some())
    }

    /// Whether a match starts at `message[at]` (`\b` sees `message[at - 1]`): the DFA
    /// walks from `at` until a match state (true), its dead state or the end (false
    /// unless the end-of-input transition matches). A quit state (none is configured)
    /// proves nothing and answers false, as the search's error did.
    #[inline]
    fn is_match_at(&self, message: &[u8], at: usize) -> bool {
        use regex_automata::dfa::Automaton;
        let d = &self.dfa;
        let Some(rest) = message.get(at..) else { return false };
        let mut sid = self.starts[if at == 0 { 256 } else { message[at - 1] as usize }];
        for &b in rest {
            sid = d.next_state(sid, b);
            if d.is_special_state(sid) {
                if d.is_match_state(sid) {
                    return true;
                }
                if d.is_dead_state(sid) || d.is_quit_state(sid) {
                    return false;
                }
            }
        }
        d.is_match_state(d.next_eoi_state(sid))
    }
}

/// The dense DFA of a signature regex, for anchored and unanchored searches, with the
/// syntax of [`build_regex`] (bytes, ASCII classes and word boundaries); `None` when it
/// is too large.
fn build_progress_dfa(pattern: &str) -> Option<DenseDfa> {
    use regex_automata::dfa::{dense, StartKind};
    dense::Builder::new()
        .syntax(syntax::Config::new().unicode(false).utf8(false))
        .thompson(regex_automata::nfa::thompson::Config::new().utf8(false).nfa_size_limit(Some(REGEX_SIZE_LIMIT)))
        .configure(
            dense::Config::new()
                .start_kind(StartKind::Both)
                .dfa_size_limit(Some(PROGRESS_DFA_BYTES))
                .determinize_size_limit(Some(4 * PROGRESS_DFA_BYTES)),
        )
        .build(pattern)
        .ok()
}

/// Compile a signature regex: ASCII classes, and a `.` that matches any byte (logs
/// hold invalid UTF-8), as `regex::bytes` with `unicode(false)` would; with or without
/// the lazy DFA (see [`SignatureRegex`]).
///
/// # Errors
/// The regex crate's message: the syntax error with its position, or the size limit.
fn build_regex(pattern: &str, lazy_dfa: bool) -> Result<Regex, String> {
    Regex::builder()
        .syntax(syntax::Config::new().unicode(false).utf8(false))
        .configure(Regex::config().utf8_empty(false).nfa_size_limit(Some(REGEX_SIZE_LIMIT)).hybrid(lazy_dfa))
        .build(pattern)
        .map_err(|e| match (e.size_limit(), e.syntax_error()) {
            (Some(limit), _) => format!("Compiled regex exceeds size limit of {limit} bytes."),
            (None, Some(syntax)) => syntax.to_string(),
            (None, None) => e.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::step_group_is_plain_digits as lazy;
    use super::{build_regex, Role, SignatureRegex, DFA_AFTER_RUNS, DFA_LINE_BYTES, DFA_WINDOW_MS};
    use proptest::strategy::Strategy;

    #[test]
    fn regex_errors_read_like_the_regex_crate() {
        let e = build_regex("step (?P<step>\\d+", false).unwrap_err();
        assert!(e.starts_with("regex parse error:"), "{e}");
        assert!(e.contains("unclosed group"), "{e}");
        let e = build_regex("(?:a{1000}){1000}", true).unwrap_err();
        assert_eq!(e, "Compiled regex exceeds size limit of 4194304 bytes.");
        // Bytes mode: `.` matches invalid UTF-8, classes are ASCII, with or without the lazy DFA.
        for lazy_dfa in [false, true] {
            let re = build_regex(r"code=(?P<code>\w+) .$", lazy_dfa).unwrap();
            assert!(re.is_match(b"code=ab_1 \xff".as_slice()));
            assert!(!re.is_match("code=\u{e9} x".as_bytes()));
        }
    }

    #[test]
    fn lazy_dfa_by_rate_not_by_total_count() {
        let re = SignatureRegex::new(r"ncclSystemError: (?P<reason>\w+)", Role::Victim).unwrap();
        // One run every 100 ms, 1,000 times: 10 per window, never a flood.
        let mut t = 50_000;
        for _ in 0..1000 {
            assert!(!re.count_run(t));
            t += 100;
        }
        // DFA_AFTER_RUNS runs within one window are.
        let start = t + DFA_WINDOW_MS;
        let floods: Vec<bool> = (0..DFA_AFTER_RUNS as u64).map(|i| re.count_run(start + i)).collect();
        assert!(!floods[..DFA_AFTER_RUNS as usize - 1].iter().any(|&f| f));
        assert!(floods[DFA_AFTER_RUNS as usize - 1]);
    }

    #[test]
    fn lazy_dfa_only_for_regexes_that_run_often_or_on_long_lines() {
        let pattern = r"ncclSystemError: (?P<reason>\w+)";
        let short = b"ncclSystemError: timeout".as_slice();
        let re = SignatureRegex::new(pattern, Role::Initiator).unwrap();
        // Runs back to back are a flood: the DFA_AFTER_RUNS-th switches.
        for _ in 1..DFA_AFTER_RUNS {
            assert!(re.is_match(short));
            assert!(!re.has_dfa());
        }
        assert!(re.is_match(short));
        assert!(re.has_dfa());
        // A long message switches at once, with the same answer.
        let mut long = vec![b'x'; DFA_LINE_BYTES];
        long.extend_from_slice(short);
        let fresh = SignatureRegex::new(pattern, Role::Victim).unwrap();
        assert!(fresh.is_match(&long));
        assert!(fresh.has_dfa());
        // Progress regexes are built with it and never need the second build.
        let progress = SignatureRegex::new(r"step (?P<step>\d+)", Role::Progress).unwrap();
        for _ in 0..=DFA_AFTER_RUNS {
            assert!(progress.is_match(b"step 3"));
        }
        assert!(!progress.has_dfa());
    }

    proptest::proptest! {
        /// A match found at a position (the dense DFA, or the meta regex anchored) is a
        /// match of the regex, and both engines agree on it; `\b` sees the byte before.
        /// Unanchored, the dense DFA and the meta regex agree too.
        #[test]
        fn anchored_matches_are_matches(parts in proptest::collection::vec(proptest::prop_oneof![
                proptest::sample::select(vec![&b"s"[..], b"t", b"e", b"p", b"step", b"iteration", b" ", b"  ", b"3", b"42",
                    b"/", b"=", b":", b"%|", b"|", b"##", b" [", b"01:02", b"<", b"\n"]).prop_map(|p| p.to_vec()),
                proptest::num::u8::ANY.prop_map(|b| vec![b])], 0..24),
            at in 0usize..300) {
            let msg: Vec<u8> = parts.concat();
            // Mostly where a part starts (where literals are), else anywhere.
            let at = match at % 3 {
                0 => at % (msg.len() + 1),
                _ => parts[..(at / 3) % (parts.len() + 1)].iter().map(Vec::len).sum(),
            };
            // The shipped progress regexes (progress.step, megatron.iteration,
            // progress.tqdm_bar), one with a look-behind at its start.
            for pattern in [
                r"(?i)\b(?:global_step|step|iteration|iter)\s*[=:]?\s*(?P<step>\d+)\b(?:\s*/\s*(?P<total>\d+))?",
                r"iteration\s+(?P<step>\d+)/\s*\d+ \|",
                r"(?P<percent>\d+)%\|[^|]*\| *(?P<step>\d+)/(?P<total>\d+) \[(?P<elapsed>(?:\d+:)?\d+:\d\d)<",
                r"\Bstep\b|3$",
            ] {
                let re = SignatureRegex::new(pattern, Role::Progress).unwrap();
                proptest::prop_assert!(re.dense.is_some());
                let dfa = re.is_match_at(&msg, at);
                let input = regex_automata::Input::new(&msg).span(at..msg.len()).anchored(regex_automata::Anchored::Yes);
                let meta = re.lean.is_match(input.clone());
                proptest::prop_assert_eq!(dfa, meta);
                // The dense DFA's own search, whose set-up the walk skips.
                use regex_automata::dfa::Automaton;
                let search = re.dense.as_ref().unwrap().dfa.try_search_fwd(&input.earliest(true)).unwrap().is_some();
                proptest::prop_assert_eq!(dfa, search);
                proptest::prop_assert!(!dfa || re.is_match(&msg));
                // Anywhere in the message: the dense DFA's unanchored search answers as
                // the meta regex does.
                proptest::prop_assert_eq!(re.is_match(&msg), re.lean.is_match(&msg[..]));
            }
        }
    }

    #[test]
    fn anchored_match_at_the_literal() {
        let re = SignatureRegex::new(r"(?i)\bstep\s*(?P<step>\d+)\b", Role::Progress).unwrap();
        let msg = b"INFO step 954/500000 | xstep 3";
        assert!(re.is_match_at(msg, 5));
        // No match starts at the second "step": it follows a word byte.
        assert!(!re.is_match_at(msg, 24));
        assert!(!re.is_match_at(msg, 4));
        // A match that needs the end of the message (`\b` after the digits), one cut
        // short, and positions at and past the end.
        assert!(re.is_match_at(b"step 3", 0) && re.is_match_at(b"step 3 |", 0));
        assert!(!re.is_match_at(b"step ", 0));
        assert!(!re.is_match_at(b"step 3", 6) && !re.is_match_at(b"step 3", 7));
        assert!(SignatureRegex::new(r"3$|^", Role::Progress).unwrap().is_match_at(b"step 3", 5));
        // Other roles have no dense DFA; the meta regex answers.
        let victim = SignatureRegex::new(r"step (?P<step>\d+)", Role::Victim).unwrap();
        assert!(victim.dense.is_none());
        assert!(victim.is_match_at(msg, 5) && !victim.is_match_at(msg, 4));
    }

    #[test]
    fn step_group_analysis() {
        assert!(lazy(r"(?i)\b(?:global_step|step|iteration|iter)\s*[=:]?\s*(?P<step>\d+)\b(?:\s*/\s*(?P<total>\d+))?"));
        assert!(lazy(r"iteration\s+(?P<step>\d+)/\s*\d+ \|"));
        assert!(lazy(r"(?P<percent>\d+)%\|[^|]*\| *(?P<step>\d+)/(?P<total>\d+) \[(?P<elapsed>(?:\d+:)?\d+:\d\d)<"));
        assert!(lazy(r"no step group (?P<other>x)?"));
        assert!(!lazy(r"(?:step (?P<step>\d+))?"));
        assert!(!lazy(r"a|step (?P<step>\d+)"));
        assert!(!lazy(r"step (?P<step>[\d,]+)"));
        assert!(!lazy(r"step (?P<step>\s*\d+)"));
    }
}
