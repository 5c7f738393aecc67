//! Signature specifications and the compiled, immutable [`Scanner`].
//!
//! The catalog (YAML in `signatures/`) is loaded and validated in Python; Rust
//! receives only what matching needs: an id, the anchor literals, an optional
//! confirming regex with named groups, optional exclusion literals and the role.
//! Compiling reports every problem at once (signature id, field, message).
//!
//! The rooms: `catalog/spec.rs` (a signature as Rust receives it: [`SignatureSpec`],
//! [`Role`], [`Follow`]), `catalog/options.rs` ([`ScanOptions`]), `catalog/regex.rs` (a
//! signature regex: its compile and the engines it runs on); this file compiles
//! signatures into a [`Scanner`] (the matcher, the regexes on a second thread, the
//! masker) and confirms candidate lines with it.

mod options;
mod regex;
mod spec;

use self::regex::RegexParts;
pub use self::options::ScanOptions;
pub use self::spec::{Follow, Role, SignatureSpec, FAULTHANDLER_DUMP_LINES};
use crate::matcher::Matcher;

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

/// Lower this thread's scheduling priority (Linux: a nice value per thread): work done
/// beside a running scan (compiling the deferred regexes, loading modules) then takes a
/// core only when the scan leaves one free. On a 2-core machine three busy threads (the
/// scan, this one, the interpreter loading its modules) otherwise share the cores evenly
/// and the scan runs at two thirds of its speed meanwhile. Best effort: a failure changes
/// nothing.
pub fn yield_to_the_scan() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid takes no arguments; setpriority on one's own thread id only sets a value.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 10);
    }
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
                yield_to_the_scan();
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
    /// [`SignatureRegex`](self::regex::SignatureRegex)) and their caches' pools, and
    /// the masker when it masks only secrets in both; one that masks hosts or IPs holds
    /// its own table of stand-ins, so a copy gets its own, built on first use (about 10 ms).
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
                if parts.group_names.is_empty() {
                    return parts.regex.is_match(message).then(Vec::new);
                }
                let caps = parts.regex.captures(message)?;
                let mut fields = Vec::with_capacity(parts.group_names.len());
                for (g, name) in &parts.group_names {
                    if let Some(span) = caps.get_group(*g) {
                        fields.push((name.clone(), String::from_utf8_lossy(&message[span]).into_owned()));
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
        std::str::from_utf8(&message[caps.get_group(g)?]).ok()?.trim().parse().ok()
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
    use super::{Role, ScanOptions, Scanner, SignatureSpec};

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
}
