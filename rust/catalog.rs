//! Signature specifications and the compiled, immutable [`Scanner`].
//!
//! The catalog (YAML in `signatures/`) is loaded and validated in Python; Rust
//! receives only what matching needs: an id, the anchor literals, an optional
//! confirming regex with named groups, optional exclusion literals and the role.
//! Compiling reports every problem at once (signature id, field, message).
//!
//! The rooms: `catalog/spec.rs` (a signature as Rust receives it: [`SignatureSpec`],
//! [`Role`], [`Follow`]), `catalog/options.rs` ([`ScanOptions`]); this file compiles
//! signatures into a [`Scanner`] and confirms candidate lines with it.

mod options;
mod spec;

pub use self::options::ScanOptions;
pub use self::spec::{Follow, Role, SignatureSpec, FAULTHANDLER_DUMP_LINES};
use crate::matcher::Matcher;
use regex_automata::meta::Regex;
use regex_automata::util::syntax;

/// One problem found while compiling a catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogProblem {
    pub signature_id: String,
    pub field: String,
    pub message: String,
}

/// A compiled signature.
#[derive(Debug)]
pub(crate) struct CompiledSignature {
    pub id: String,
    /// The regex's source, when the signature has one.
    pattern: Option<String>,
    /// The compiled regex and what is read off it: compiled by [`Scanner::with_gates`]
    /// before it returns, or, for [`Scanner::deferred`], by whichever comes first, the
    /// scanner's background thread or the first line that needs it.
    compiled: std::sync::OnceLock<Result<RegexParts, String>>,
    pub exclude: Vec<memchr::memmem::Finder<'static>>,
    pub role: Role,
    pub follow: Follow,
}

/// A signature's compiled regex and its groups.
#[derive(Debug)]
pub(crate) struct RegexParts {
    regex: SignatureRegex,
    /// Named capture groups of `regex`, in group order.
    group_names: Vec<(usize, String)>,
    /// Index of the `step` group, when the regex has one.
    step_group: Option<usize>,
    /// Progress signatures: the `step` group (if any) takes part in every match and
    /// holds only ASCII digits, so a matching line's step parses unless it has 19 or
    /// more digits in a row. The session then runs the capturing search on the last
    /// progress line only.
    step_is_lazy: bool,
}

impl RegexParts {
    /// Compile `pattern` for a signature of `role`.
    ///
    /// # Errors
    /// The regex crate's message (see [`SignatureRegex::new`]).
    fn new(pattern: &str, role: Role) -> Result<RegexParts, String> {
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

/// What confirms a candidate line of a signature.
enum Confirm<'a> {
    /// No regex: the literal is enough.
    Literal,
    Regex(&'a RegexParts),
    /// The regex did not compile ([`Scanner::deferred`] only; an eager compile reports
    /// it instead): no line holds.
    Never,
}

impl CompiledSignature {
    /// The signature's confirmation, compiling its regex on this thread if nothing did yet
    /// (another thread compiling it is waited for).
    fn confirm_with(&self) -> Confirm<'_> {
        match &self.pattern {
            None => Confirm::Literal,
            Some(p) => match self.compiled.get_or_init(|| RegexParts::new(p, self.role)) {
                Ok(parts) => Confirm::Regex(parts),
                Err(_) => Confirm::Never,
            },
        }
    }
}

/// The masker of a scanner, built on first use (about 10 ms; see [`Scanner::deferred`]).
#[derive(Debug)]
pub(crate) struct MaskerCell {
    options: crate::mask::MaskOptions,
    cell: std::sync::OnceLock<Option<crate::mask::Masker>>,
}

impl MaskerCell {
    fn new(options: crate::mask::MaskOptions) -> MaskerCell {
        MaskerCell { options, cell: std::sync::OnceLock::new() }
    }

    /// The masker, `None` when it masks nothing.
    fn get(&self) -> Option<&crate::mask::Masker> {
        self.cell
            .get_or_init(|| {
                let m = crate::mask::Masker::new(self.options);
                (!m.is_noop()).then_some(m)
            })
            .as_ref()
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

/// A catalog compiled once into a matcher plus per-signature regexes. Immutable,
/// `Send + Sync`: share it between threads; each thread uses its own `Session`.
#[derive(Debug, Clone)]
pub struct Scanner {
    /// Shared with every [`Scanner::with_options`] copy, as are the signatures.
    pub(crate) matcher: std::sync::Arc<Matcher>,
    pub(crate) signatures: std::sync::Arc<[CompiledSignature]>,
    pub(crate) options: ScanOptions,
    /// Applied to everything sessions emit (built on first use).
    pub(crate) masker: std::sync::Arc<MaskerCell>,
}

impl Scanner {
    /// Compile signatures: the matcher ([`Matcher::new`]) and masker on this thread,
    /// the regexes meanwhile on a second one (for the shipped catalog, here: about 20 ms
    /// of regexes against 8 ms of matcher with cached gates and 11 ms of masker).
    ///
    /// # Errors
    /// Every problem at once: duplicate ids, no literals, empty literals, regexes that do
    /// not compile (with the regex crate's message).
    pub fn new(specs: Vec<SignatureSpec>, options: ScanOptions) -> Result<Scanner, Vec<CatalogProblem>> {
        Self::with_gates(specs, options, None)
    }

    /// [`Scanner::new`] given the gates a compile of the same literals chose
    /// ([`Scanner::chosen_gates`], stored with a cached catalog): the matcher skips
    /// its set cover (see [`Matcher::with_gates`]; gates that do not fit these
    /// literals are ignored).
    ///
    /// # Errors
    /// As [`Scanner::new`].
    pub fn with_gates(specs: Vec<SignatureSpec>, options: ScanOptions, gates: Option<&[Vec<u8>]>) -> Result<Scanner, Vec<CatalogProblem>> {
        Self::build(specs, options, gates, false)
    }

    /// [`Scanner::with_gates`] that returns once the matcher is built (about 8 ms for
    /// the shipped catalog with cached gates, against about 35 ms for the whole compile
    /// on a loaded 2-core machine): the regexes and the masker compile on a background
    /// thread while the scan starts, and a line that needs one the thread has not reached
    /// compiles it itself (each compiles once: [`std::sync::OnceLock`]). For catalogs
    /// that compiled before (the validated cache): a regex that no longer compiles is
    /// not reported here but by [`Scanner::regex_problems`], and its signature matches
    /// no line.
    ///
    /// # Errors
    /// Every problem of the literals and ids (as [`Scanner::new`]).
    pub fn deferred(specs: Vec<SignatureSpec>, options: ScanOptions, gates: Option<&[Vec<u8>]>) -> Result<Scanner, Vec<CatalogProblem>> {
        Self::build(specs, options, gates, true)
    }

    fn build(specs: Vec<SignatureSpec>, options: ScanOptions, gates: Option<&[Vec<u8>]>, defer: bool) -> Result<Scanner, Vec<CatalogProblem>> {
        // Problems per signature, so that they are listed in catalog order.
        let mut problems: Vec<Vec<CatalogProblem>> = (0..specs.len()).map(|_| Vec::new()).collect();
        let problem = |s: &SignatureSpec, field: &str, message: String| CatalogProblem {
            signature_id: s.id.clone(),
            field: field.to_string(),
            message,
        };
        let mut seen = std::collections::HashSet::new();
        let mut pairs = Vec::new();
        for (i, s) in specs.iter().enumerate() {
            if !seen.insert(s.id.clone()) {
                problems[i].push(problem(s, "id", "duplicate signature id".into()));
            }
            if s.literals.is_empty() {
                problems[i].push(problem(s, "patterns", "a signature needs at least one literal".into()));
            }
            for lit in &s.literals {
                if lit.is_empty() {
                    problems[i].push(problem(s, "patterns", "empty literal".into()));
                } else {
                    pairs.push((i as u32, lit.as_bytes().to_vec()));
                }
            }
        }
        let literals_ok = problems.iter().all(Vec::is_empty);
        let masker = std::sync::Arc::new(MaskerCell::new(options.mask));
        // Eager: the regexes (about two thirds of the compile) on a second thread while
        // this one builds the matcher and the masker.
        let (regexes, matcher) = std::thread::scope(|scope| {
            let regexes = (!defer).then(|| {
                scope.spawn(|| specs.iter().map(|s| s.regex.as_deref().map(|r| RegexParts::new(r, s.role))).collect::<Vec<_>>())
            });
            let matcher = literals_ok.then(|| Matcher::with_gates(&pairs, gates));
            if !defer {
                masker.get();
            }
            let regexes = regexes.map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)));
            (regexes, matcher)
        });
        let mut regexes = regexes.map(Vec::into_iter);
        let mut signatures = Vec::with_capacity(specs.len());
        for (i, s) in specs.into_iter().enumerate() {
            let compiled = std::sync::OnceLock::new();
            if let Some(parts) = regexes.as_mut().and_then(Iterator::next).flatten() {
                if let Err(e) = &parts {
                    problems[i].push(problem(&s, "regex", e.clone()));
                }
                let _ = compiled.set(parts);
            }
            let exclude = s
                .exclude
                .iter()
                .filter(|e| !e.is_empty())
                .map(|e| memchr::memmem::Finder::new(e.as_bytes()).into_owned())
                .collect();
            signatures.push(CompiledSignature { id: s.id, pattern: s.regex, compiled, exclude, role: s.role, follow: s.follow });
        }
        let problems: Vec<CatalogProblem> = problems.into_iter().flatten().collect();
        if !problems.is_empty() {
            return Err(problems);
        }
        let matcher = matcher.expect("built when no literal has a problem").map_err(|e| {
            vec![CatalogProblem { signature_id: String::new(), field: "patterns".into(), message: e }]
        })?;
        let signatures: std::sync::Arc<[CompiledSignature]> = signatures.into();
        if defer {
            // The masker first (any emitted match needs it), then progress regexes (about
            // one line in ten runs one), then the rest in catalog order.
            let (sigs, cell) = (signatures.clone(), masker.clone());
            // Detached. When no thread can be had, every regex compiles on first need.
            let _ = std::thread::Builder::new().name("firstfault-regexes".into()).spawn(move || {
                cell.get();
                let progress = sigs.iter().filter(|s| s.role == Role::Progress);
                for sig in progress.chain(sigs.iter().filter(|s| s.role != Role::Progress)) {
                    sig.confirm_with();
                }
            });
        }
        Ok(Scanner { matcher: matcher.into(), signatures, options, masker })
    }

    /// Problems of regexes that do not compile, in catalog order, compiling every regex
    /// not compiled yet (waits for one being compiled). Always empty for a scanner from
    /// [`Scanner::new`] or [`Scanner::with_gates`], which refuse such catalogs.
    pub fn regex_problems(&self) -> Vec<CatalogProblem> {
        self.signatures
            .iter()
            .filter_map(|sig| {
                sig.confirm_with(); // compiles it if nothing did yet
                let e = sig.compiled.get()?.as_ref().err()?;
                Some(CatalogProblem { signature_id: sig.id.clone(), field: "regex".into(), message: e.clone() })
            })
            .collect()
    }

    /// This compiled catalog with other options: the matcher and regexes are shared,
    /// not rebuilt or copied (microseconds instead of the tens of milliseconds of
    /// [`Scanner::new`]). The copies also share the regexes' engine choice (see
    /// [`SignatureRegex`]) and their caches' pools, and the masker when it masks only
    /// secrets in both; one that masks hosts or IPs holds its own table of stand-ins, so
    /// a copy gets its own, built on first use (about 10 ms).
    pub fn with_options(&self, options: ScanOptions) -> Scanner {
        let stateless = |m: &crate::mask::MaskOptions| !m.hosts && !m.ips;
        let masker = if options.mask == self.options.mask && stateless(&options.mask) {
            self.masker.clone()
        } else {
            std::sync::Arc::new(MaskerCell::new(options.mask))
        };
        Scanner { matcher: self.matcher.clone(), signatures: self.signatures.clone(), options, masker }
    }

    /// Whether `other` shares this scanner's compiled catalog (one compile and its
    /// [`Scanner::with_options`] copies): the same matcher and signatures.
    pub fn same_catalog(&self, other: &Scanner) -> bool {
        std::sync::Arc::ptr_eq(&self.matcher, &other.matcher) && std::sync::Arc::ptr_eq(&self.signatures, &other.signatures)
    }

    /// The matcher's gates in the order its set cover chose them
    /// ([`Matcher::chosen_gates`]): what [`Scanner::with_gates`] takes.
    pub fn chosen_gates(&self) -> &[Vec<u8>] {
        self.matcher.chosen_gates()
    }

    /// The masker applied to emitted text (`None` when nothing is masked).
    pub fn masker(&self) -> Option<&crate::mask::Masker> {
        self.masker.get()
    }

    /// Mask a piece of text with this scanner's masking options (for text the caller
    /// prints that did not come from a match, such as paths or reasons).
    pub fn mask_text<'a>(&self, text: &'a str) -> std::borrow::Cow<'a, str> {
        match self.masker.get() {
            Some(m) => m.mask(text),
            None => std::borrow::Cow::Borrowed(text),
        }
    }

    /// Signature ids in catalog order (a match's `signature` index points here).
    pub fn signature_ids(&self) -> impl Iterator<Item = &str> {
        self.signatures.iter().map(|s| s.id.as_str())
    }

    /// Role of the signature at `index`.
    pub fn follow(&self, index: u32) -> Follow {
        self.signatures[index as usize].follow
    }

    /// Whether an exclusion literal of signature `index` vetoes `line`.
    pub(crate) fn excluded(&self, index: u32, line: &[u8]) -> bool {
        self.signatures[index as usize].exclude.iter().any(|f| f.find(line).is_some())
    }

    /// The role of signature `index`.
    pub fn role(&self, index: u32) -> Role {
        self.signatures[index as usize].role
    }

    /// Id of the signature at `index`.
    pub fn signature_id(&self, index: u32) -> &str {
        &self.signatures[index as usize].id
    }

    /// The options sessions of this scanner use.
    pub fn options(&self) -> &ScanOptions {
        &self.options
    }

    /// The literal matcher.
    pub fn matcher(&self) -> &Matcher {
        &self.matcher
    }

    /// Confirm signature `index` on a line whose message starts at `message_start`.
    /// Returns the named fields (lossy UTF-8) when it matches.
    pub(crate) fn confirm(&self, index: u32, line: &[u8], message_start: usize) -> Option<Vec<(String, String)>> {
        let sig = &self.signatures[index as usize];
        if sig.exclude.iter().any(|f| f.find(line).is_some()) {
            return None;
        }
        match sig.confirm_with() {
            Confirm::Literal => Some(Vec::new()),
            Confirm::Never => None,
            Confirm::Regex(parts) => {
                let message = message_of(line, message_start);
                let caps = parts.regex.captures(message)?;
                let mut fields = Vec::with_capacity(parts.group_names.len());
                for (g, name) in &parts.group_names {
                    if let Some(span) = caps.get_group(*g) {
                        fields.push((name.clone(), String::from_utf8_lossy(&message[span.range()]).into_owned()));
                    }
                }
                Some(fields)
            }
        }
    }

    /// Whether signature `index` holds on a line (exclusions and regex), without
    /// extracting fields: the cheaper check used for progress lines. `literal_start`
    /// is where one of the signature's literals starts in the line: a match of the
    /// regex starting there is tried first (anchored, a few bytes), and only when there
    /// is none is the whole message searched, so the answer is the same either way.
    pub(crate) fn holds(&self, index: u32, line: &[u8], message_start: usize, literal_start: usize) -> bool {
        let sig = &self.signatures[index as usize];
        if sig.exclude.iter().any(|f| f.find(line).is_some()) {
            return false;
        }
        match sig.confirm_with() {
            Confirm::Literal => true,
            Confirm::Never => false,
            Confirm::Regex(parts) => {
                let (re, message) = (&parts.regex, message_of(line, message_start));
                let at = literal_start.checked_sub(message_start).filter(|&at| at < message.len());
                at.is_some_and(|at| re.is_match_at(message, at)) || re.is_match(message)
            }
        }
    }

    /// The `step` of a line on which progress signature `index` holds: `None` when the
    /// regex has no `step` group, it did not take part, or its text is not an `i64`.
    pub(crate) fn progress_step(&self, index: u32, line: &[u8], message_start: usize) -> Option<i64> {
        let Confirm::Regex(parts) = self.signatures[index as usize].confirm_with() else { return None };
        let g = parts.step_group?;
        let message = message_of(line, message_start);
        let caps = parts.regex.captures(message)?;
        std::str::from_utf8(&message[caps.get_group(g)?.range()]).ok()?.trim().parse().ok()
    }

    /// See `RegexParts::step_is_lazy` (true without a regex).
    pub(crate) fn step_is_lazy(&self, index: u32) -> bool {
        match self.signatures[index as usize].confirm_with() {
            Confirm::Regex(parts) => parts.step_is_lazy,
            Confirm::Literal | Confirm::Never => true,
        }
    }

    /// Every signature that matches one line, with its fields: the catalog's own
    /// check for examples and counter-examples. Cost: one line.
    pub fn check_line(&self, line: &[u8]) -> Vec<(u32, Vec<(String, String)>)> {
        let line = strip_eol(line);
        let id = crate::attribution::parse_line(line, &self.options.clock());
        let mut sigs = Vec::new();
        self.matcher.line_signatures(line, &mut sigs);
        // A signature that follows what its line starts (a traceback) never matches one
        // line alone: a session gives its match on a later line.
        sigs.into_iter()
            .filter(|&s| self.follow(s) != Follow::PythonTraceback)
            .filter_map(|s| self.confirm(s, line, id.message_start).map(|f| (s, f)))
            .collect()
    }
}

/// The message part of `line` (from `message_start`, clamped to the line).
fn message_of(line: &[u8], message_start: usize) -> &[u8] {
    &line[message_start.min(line.len())..]
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
    fn is_match(&self, message: &[u8]) -> bool {
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
    fn is_match_at(&self, message: &[u8], at: usize) -> bool {
        use regex_automata::{Anchored, Input};
        match &self.dense {
            Some(dfa) => dfa.is_match_at(message, at),
            None => self.pick(message).is_match(Input::new(message).span(at..message.len()).anchored(Anchored::Yes)),
        }
    }

    /// The groups of the leftmost-first match in `message`, or None without a match.
    fn captures(&self, message: &[u8]) -> Option<regex_automata::util::captures::Captures> {
        let re = self.pick(message);
        let mut caps = re.create_captures();
        re.captures(message, &mut caps);
        caps.is_match().then_some(caps)
    }

    /// Whether the lazy-DFA build exists yet (for tests).
    #[cfg(test)]
    fn has_dfa(&self) -> bool {
        matches!(self.dfa.get(), Some(Some(_)))
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

/// Strip a trailing `\n` and/or `\r`.
pub(crate) fn strip_eol(mut line: &[u8]) -> &[u8] {
    if let [rest @ .., b'\n'] = line {
        line = rest;
    }
    if let [rest @ .., b'\r'] = line {
        line = rest;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::step_group_is_plain_digits as lazy;
    use super::{build_regex, Role, ScanOptions, Scanner, SignatureRegex, SignatureSpec, DFA_AFTER_RUNS, DFA_LINE_BYTES, DFA_WINDOW_MS};
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
    fn a_deferred_compile_answers_as_an_eager_one_and_reports_what_does_not_compile() {
        let spec = |id: &str, lit: &str, regex: Option<&str>, role: Role| SignatureSpec {
            follow: super::Follow::None,
            id: id.into(),
            literals: vec![lit.into()],
            regex: regex.map(String::from),
            exclude: vec![],
            role,
        };
        let specs = vec![
            spec("t.progress", "iteration", Some(r"iteration\s+(?P<step>\d+)"), Role::Progress),
            spec("t.plain", "Watchdog caught", None, Role::Victim),
            spec("t.fields", "out of memory", Some(r"Tried to allocate (?P<size>[\d.]+ [KMG]iB)"), Role::Initiator),
        ];
        let eager = Scanner::new(specs.clone(), ScanOptions::default()).unwrap();
        let deferred = Scanner::deferred(specs.clone(), ScanOptions::default(), None).unwrap();
        let lines: [&[u8]; 4] = [
            b" iteration      120/  1000 | lm loss: 2.1",
            b"[rank3]:[E ProcessGroupNCCL.cpp:616] Watchdog caught collective operation timeout",
            b"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
            b"out of memory, no size",
        ];
        for line in lines {
            assert_eq!(deferred.check_line(line), eager.check_line(line), "{}", String::from_utf8_lossy(line));
        }
        assert_eq!(eager.check_line(lines[2]), vec![(2, vec![("size".to_string(), "2.00 GiB".to_string())])]);
        assert!(deferred.regex_problems().is_empty() && eager.regex_problems().is_empty());
        assert!(deferred.same_catalog(&deferred.with_options(ScanOptions { context_before: 3, ..ScanOptions::default() })));
        assert!(!deferred.same_catalog(&eager));

        // A regex that does not compile: the eager compile refuses the catalog; the
        // deferred one reports it afterwards and that signature matches no line.
        let mut broken = specs;
        broken[2].regex = Some("Tried to allocate (".into());
        let problems = Scanner::new(broken.clone(), ScanOptions::default()).unwrap_err();
        assert_eq!((problems[0].signature_id.as_str(), problems[0].field.as_str()), ("t.fields", "regex"));
        let deferred = Scanner::deferred(broken, ScanOptions::default(), None).unwrap();
        assert!(deferred.check_line(lines[2]).is_empty());
        assert_eq!(deferred.check_line(lines[1]), vec![(1, vec![])]);
        let problems = deferred.regex_problems();
        assert_eq!(problems.len(), 1);
        assert_eq!((problems[0].signature_id.as_str(), problems[0].field.as_str()), ("t.fields", "regex"));
        assert!(problems[0].message.contains("unclosed group"), "{}", problems[0].message);
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
