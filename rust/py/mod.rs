//! The only PyO3 code: conversions and delegation to the pure-Rust core (and, in
//! `records.rs`, the grouping of Kafka records, which works on Python objects).
//!
//! One error seam: catalog problems become `firstfault._core.CatalogCompileError`
//! (a `ValueError`) carrying every problem; Python wraps it in `CatalogError`.
//! Scanning itself never raises on log content. Long calls release the GIL.

mod records;

use crate::attribution::{PathIdentity, PathRules, DEFAULT_LOCAL_RANK_RULES, DEFAULT_NODE_RULES, DEFAULT_RANK_RULES};
use crate::bench::{BenchOptions, BenchRun, JobResult};
use crate::catalog::{Follow, Role, ScanOptions, Scanner, SignatureSpec};
use crate::gen::{GenCompression, GenConfig, GenStats, LogGen, LINE_KINDS};
use crate::scan::{self, FileInput, FileScanOptions, ProblemLevel};
use crate::session::{Match, Session, StreamSummary};
use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

create_exception!(_core, CatalogCompileError, PyValueError, "A catalog did not compile; `.problems` lists (signature_id, field, message) tuples.");

fn dict_get<'py, T>(d: &Bound<'py, PyDict>, key: &str) -> PyResult<Option<T>>
where
    T: pyo3::conversion::FromPyObjectOwned<'py>,
{
    match d.get_item(key)? {
        None => Ok(None),
        Some(v) if v.is_none() => Ok(None),
        Some(v) => Ok(Some(v.extract::<T>().map_err(Into::into)?)),
    }
}

/// `--tz`'s zone (see [`crate::timestamp::parse_zone`]); None for UTC. Raises ValueError.
fn zone_of(spec: Option<&str>) -> PyResult<Option<jiff::tz::TimeZone>> {
    spec.map(|s| crate::timestamp::parse_zone(s).map_err(PyValueError::new_err)).transpose()
}

/// `options` with the keywords of `changes` applied: the one place that reads a scan
/// option from Python (the constructor and `with_options` both call it; the defaults
/// are `ScanOptions::default()`). Raises `TypeError` for an unknown keyword or a value
/// of the wrong type, `OverflowError` for a negative or too large number, `ValueError`
/// for an unknown zone.
fn with_changes(mut o: ScanOptions, changes: Option<&Bound<'_, PyDict>>) -> PyResult<ScanOptions> {
    for (k, v) in changes.into_iter().flat_map(|d| d.iter()) {
        let k: String = k.extract()?;
        match k.as_str() {
            "context_before" => o.context_before = v.extract()?,
            "context_after" => o.context_after = v.extract()?,
            "max_line_bytes" => o.max_line_bytes = v.extract::<usize>()?.max(1),
            "max_context_line_bytes" => o.max_context_line_bytes = v.extract::<usize>()?.max(1),
            "max_match_line_bytes" => o.max_match_line_bytes = v.extract::<usize>()?.max(1),
            "year_hint" => o.year_hint = v.extract()?,
            "tz" => o.zone = zone_of(v.extract::<Option<String>>()?.as_deref())?,
            "mask_secrets" => o.mask.secrets = v.extract()?,
            "mask_hosts" => o.mask.hosts = v.extract()?,
            "mask_ips" => o.mask.ips = v.extract()?,
            "max_matches_per_stream" => o.max_matches_per_stream = v.extract()?,
            "max_context_matches_per_signature" => o.max_context_matches_per_signature = v.extract()?,
            _ => return Err(pyo3::exceptions::PyTypeError::new_err(format!("unexpected scan option {k:?}"))),
        }
    }
    Ok(o)
}

/// The scan options as Python sees them: the keywords [`with_changes`] reads, each
/// with its value in `o` (lines, bytes, the year, the zone's name, masking switches,
/// counts).
fn options_dict<'py>(py: Python<'py>, o: &ScanOptions) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("context_before", o.context_before)?;
    d.set_item("context_after", o.context_after)?;
    d.set_item("max_line_bytes", o.max_line_bytes)?;
    d.set_item("max_context_line_bytes", o.max_context_line_bytes)?;
    d.set_item("max_match_line_bytes", o.max_match_line_bytes)?;
    d.set_item("year_hint", o.year_hint)?;
    d.set_item("tz", o.zone.as_ref().map(zone_name))?;
    d.set_item("mask_secrets", o.mask.secrets)?;
    d.set_item("mask_hosts", o.mask.hosts)?;
    d.set_item("mask_ips", o.mask.ips)?;
    d.set_item("max_matches_per_stream", o.max_matches_per_stream)?;
    d.set_item("max_context_matches_per_signature", o.max_context_matches_per_signature)?;
    Ok(d)
}

/// The default scan options (`ScanOptions::default()` in `rust/catalog/options.rs`, their
/// one home): a dict shaped as `Scanner.options`. Python's `CompileOptions` and the
/// command line's defaults read it.
#[pyfunction]
fn scan_option_defaults(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    options_dict(py, &ScanOptions::default())
}

/// Every input problem kind (`rust/problem.rs`, their one home): a dict slug ->
/// `(meaning, loss)`, `loss` one of `none`, `nothing_to_lose`, `lines`, `read_broke`
/// (what the problem cost the job's diagnosis: see `problem::Loss`).
#[pyfunction]
fn problem_kinds(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    use crate::problem::{Loss, ProblemKind};
    let d = PyDict::new(py);
    for k in ProblemKind::ALL {
        let loss = match k.loss() {
            Loss::None => "none",
            Loss::NothingToLose => "nothing_to_lose",
            Loss::Lines => "lines",
            Loss::ReadBroke => "read_broke",
        };
        d.set_item(k.slug(), (k.meaning(), loss))?;
    }
    Ok(d)
}

/// Why a Kafka record is dead-lettered (`rust/problem.rs`): the slugs, in order.
#[pyfunction]
fn dead_letter_reasons() -> Vec<&'static str> {
    crate::problem::DeadLetterReason::ALL.iter().map(|r| r.slug()).collect()
}

/// How a zone is written back: its IANA name, else its fixed offset (`+05:30`).
fn zone_name(z: &jiff::tz::TimeZone) -> String {
    match z.iana_name() {
        Some(n) => n.to_string(),
        None => z.to_fixed_offset().map_or_else(
            |_| format!("{z:?}"),
            |o| {
                let s = o.seconds();
                format!("{}{:02}:{:02}", if s < 0 { '-' } else { '+' }, s.abs() / 3600, s.abs() % 3600 / 60)
            },
        ),
    }
}

/// `tz_name(spec) -> str`: the zone `--tz spec` reads zone-less times in, as the
/// scanner's `options["tz"]` names it (`Europe/Berlin`, `+05:30`, `UTC`). Raises
/// ValueError when `spec` is no zone.
#[pyfunction]
fn tz_name(spec: &str) -> PyResult<String> {
    Ok(zone_of(Some(spec))?.as_ref().map(zone_name).unwrap_or_default())
}

/// `line_prefix_len(line) -> int`: the length of the line's prefixes as the scanner reads
/// them (`rust/attribution.rs`: torchrun's `[default3]:[rank3]:`, Slurm's `3: `, pdsh's
/// `worker-0: `, mpirun's `[1,3]<stdout>:`, Ray's, a timestamp prefix), each with the one
/// space after it, in characters (the prefixes are ASCII). 0 for a line without one.
#[pyfunction]
fn line_prefix_len(line: &str) -> usize {
    let start = crate::attribution::parse_line(line.as_bytes(), &crate::timestamp::Clock::utc(1970)).message_start;
    line.get(..start).map_or(0, |p| p.chars().count())
}

/// `yield_to_the_scan() -> None`: lower the calling thread's scheduling priority, for work
/// done beside a running scan (see `catalog::yield_to_the_scan`).
#[pyfunction]
fn yield_to_the_scan() {
    crate::catalog::yield_to_the_scan();
}

/// `line_time(line, year=1970) -> int | None`: the time a line carries as the scanner
/// reads it (µs since the epoch, zone-less times as UTC; `year` for forms without one),
/// or None when it carries none (such a line inherits its stream's last time).
#[pyfunction]
#[pyo3(signature = (line, year=1970))]
fn line_time(line: &str, year: i64) -> Option<i64> {
    crate::attribution::line_ts(line.as_bytes(), &crate::timestamp::Clock::utc(year))
}

/// A compiled signature catalog.
///
/// `Scanner(signatures, *, gates=None, deferred=False, **options)`: `options` are the
/// keywords of `ScanOptions` (`context_before`, `max_line_bytes`, `tz`, ... in lines and
/// bytes; read by [`with_changes`], the rest keep `scan_option_defaults()`), and each
/// signature is a dict with
/// `id` (str), `patterns` (list of str literals), optional `regex` (str, Rust regex
/// syntax, named groups become fields), optional `exclude` (list of str) and `role`
/// (`initiator` | `victim` | `context` | `progress`). `gates` (list of str, optional):
/// what `chosen_gates` gave for the same signatures, so that the matcher's set cover
/// does not run again (a cached catalog stores it); gates that do not fit these
/// literals are ignored. `deferred=True` (for a catalog that compiled before, such as
/// the validated cache): return once the literal matcher is built and compile the
/// regexes and the masker on a background thread while scanning starts (see
/// `Scanner::deferred` in `rust/catalog.rs`); a regex that does not compile is then
/// reported by `regex_problems()`, not raised.
///
/// Raises `CatalogCompileError` (a `ValueError`) listing every problem.
#[pyclass(name = "Scanner", module = "firstfault._core", frozen)]
struct PyScanner {
    inner: Arc<Scanner>,
}

#[pymethods]
impl PyScanner {
    #[new]
    #[pyo3(signature = (signatures, *, gates=None, deferred=false, **options))]
    fn new(
        py: Python<'_>,
        signatures: &Bound<'_, PyList>,
        gates: Option<Vec<String>>,
        deferred: bool,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        let mut specs = Vec::with_capacity(signatures.len());
        let mut problems: Vec<(String, String, String)> = Vec::new();
        for item in signatures.iter() {
            let d = item.cast::<PyDict>()?;
            let id: String = dict_get(d, "id")?.unwrap_or_default();
            let role_s: String = dict_get(d, "role")?.unwrap_or_else(|| "context".into());
            let role = match Role::parse(&role_s) {
                Some(r) => r,
                None => {
                    problems.push((id.clone(), "role".into(), format!("unknown role {role_s:?}")));
                    Role::Context
                }
            };
            let follow_s: Option<String> = dict_get(d, "follow")?;
            let follow = Follow::parse(follow_s.as_deref()).unwrap_or_else(|| {
                problems.push((id.clone(), "follow".into(), format!("unknown follow {follow_s:?}")));
                Follow::None
            });
            specs.push(SignatureSpec {
                follow,
                id,
                literals: dict_get(d, "patterns")?.unwrap_or_default(),
                regex: dict_get(d, "regex")?,
                exclude: dict_get(d, "exclude")?.unwrap_or_default(),
                role,
            });
        }
        let options = with_changes(ScanOptions::default(), options)?;
        let gates: Option<Vec<Vec<u8>>> = gates.map(|g| g.into_iter().map(String::into_bytes).collect());
        let built = py.detach(move || {
            if deferred {
                Scanner::deferred(specs, options, gates.as_deref())
            } else {
                Scanner::with_gates(specs, options, gates.as_deref())
            }
        });
        match built {
            Ok(s) if problems.is_empty() => Ok(PyScanner { inner: Arc::new(s) }),
            Ok(_) => Err(compile_error(py, problems)),
            Err(ps) => {
                problems.extend(ps.into_iter().map(|p| (p.signature_id, p.field, p.message)));
                Err(compile_error(py, problems))
            }
        }
    }

    /// The same compiled catalog with some options changed (keywords as in the
    /// constructor; the others keep this scanner's values): no recompilation, so it
    /// costs microseconds where `Scanner(...)` costs tens of milliseconds. Returns a
    /// new `Scanner`; this one is unchanged.
    ///
    /// Raises `TypeError` for an unknown keyword or a value of the wrong type, and
    /// `OverflowError` for a negative or too large number.
    #[pyo3(signature = (**changes))]
    fn with_options(&self, changes: Option<&Bound<'_, PyDict>>) -> PyResult<Self> {
        let o = with_changes(self.inner.options().clone(), changes)?;
        Ok(PyScanner { inner: Arc::new(self.inner.with_options(o)) })
    }

    /// The options this scanner's sessions use: a dict with the keywords of
    /// `with_options` (lines, bytes, the year, the masking switches, counts).
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        options_dict(py, self.inner.options())
    }

    /// Regexes that do not compile, as `(signature_id, field, message)` tuples in
    /// catalog order: always empty unless built with `deferred=True`. Compiles every
    /// regex not compiled yet (GIL released).
    fn regex_problems(&self, py: Python<'_>) -> Vec<(String, String, String)> {
        let inner = Arc::clone(&self.inner);
        py.detach(move || inner.regex_problems().into_iter().map(|p| (p.signature_id, p.field, p.message)).collect())
    }

    /// Whether `other` is this compiled catalog (the same compile, or a `with_options`
    /// copy of it): then both match alike, whatever their options.
    fn same_catalog(&self, other: &PyScanner) -> bool {
        self.inner.same_catalog(&other.inner)
    }

    /// Signature ids in catalog order.
    #[getter]
    fn signature_ids(&self) -> Vec<String> {
        self.inner.signature_ids().map(str::to_string).collect()
    }

    /// Number of distinct anchor literals.
    #[getter]
    fn literal_count(&self) -> usize {
        self.inner.matcher().literal_count()
    }

    /// The matcher's gates (list of str, ASCII) in the order its set cover chose them:
    /// pass them as `gates` to compile the same signatures again without the cover.
    #[getter]
    fn chosen_gates(&self) -> Vec<String> {
        self.inner.chosen_gates().iter().map(|g| String::from_utf8_lossy(g).into_owned()).collect()
    }

    /// Number of distinct gate literals in the hot-loop automaton.
    #[getter]
    fn gate_count(&self) -> usize {
        self.inner.matcher().gate_count()
    }

    /// Every signature that matches one line: list of `(signature_id, fields)`.
    fn check_line(&self, line: &Bound<'_, PyAny>) -> PyResult<Vec<(String, Vec<(String, String)>)>> {
        let bytes: Vec<u8> = if let Ok(s) = line.cast::<PyString>() {
            s.to_cow()?.as_bytes().to_vec()
        } else {
            line.extract::<Vec<u8>>()?
        };
        Ok(self
            .inner
            .check_line(&bytes)
            .into_iter()
            .map(|(i, f)| (self.inner.signature_id(i).to_string(), f))
            .collect())
    }

    /// Mask a piece of text with this scanner's masking options (secrets, and hosts / IPs
    /// when enabled; the same host always gets the same stand-in). For text the caller
    /// prints that did not come through a match: paths, reasons, problems.
    fn mask_text(&self, text: &str) -> String {
        self.inner.mask_text(text).into_owned()
    }

    /// A new `Session` (per-stream state) over this scanner.
    fn session(&self) -> PySession {
        PySession { inner: Session::new(Arc::clone(&self.inner)) }
    }

    /// Start a streaming benchmark (see `rust/bench.rs`): `total_bytes` of generated
    /// logs (never written to disk) scanned by `threads` worker threads, in jobs of
    /// `job_bytes` bytes (all ranks together), fed `chunk_bytes` at a time per rank.
    /// `gen` is a dict of generator settings (see `generate_bytes`). Returns a
    /// `BenchRun`; pull finished jobs with `BenchRun.next(timeout_s)`.
    #[pyo3(signature = (total_bytes, *, threads=1, job_bytes=1<<30, chunk_bytes=4<<20, gen=None))]
    fn bench(&self, total_bytes: u64, threads: usize, job_bytes: u64, chunk_bytes: usize, gen: Option<&Bound<'_, PyDict>>) -> PyResult<PyBenchRun> {
        let gen = gen_config(gen)?;
        let opts = BenchOptions { total_bytes, threads: threads.max(1), job_bytes: job_bytes.max(1), chunk_bytes, gen };
        Ok(PyBenchRun { inner: Some(BenchRun::start(Arc::clone(&self.inner), opts)), scanner: Arc::clone(&self.inner) })
    }

    /// Scan files in parallel inside Rust (GIL released).
    ///
    /// `inputs`: list of dicts with `path` and optional `identity_path` (the part of the
    /// path the rank/node rules read), `rank`, `local_rank`, `node`, `year_hint`,
    /// `mtime_micros` (no line is later: year-less times past it are the year before). Returns a dict: `matches` (columns, see `Session.take_matches`),
    /// `summaries` (list of dicts), `problems` (list of dicts with `path`, `level`,
    /// `kind`, `offset`, `message`), `bytes` (int).
    #[pyo3(signature = (inputs, *, threads=0, chunk_bytes=4<<20, binary=false, rank_rules=None, local_rank_rules=None, node_rules=None, progress=None))]
    #[allow(clippy::too_many_arguments)]
    fn scan_files<'py>(
        &self,
        py: Python<'py>,
        inputs: &Bound<'py, PyList>,
        threads: usize,
        chunk_bytes: usize,
        binary: bool,
        rank_rules: Option<Vec<String>>,
        local_rank_rules: Option<Vec<String>>,
        node_rules: Option<Vec<String>>,
        progress: Option<PyRef<'py, PyProgress>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let mut files = Vec::with_capacity(inputs.len());
        for item in inputs.iter() {
            let d = item.cast::<PyDict>()?;
            let path = input_path(d)?;
            files.push(FileInput {
                path,
                identity_path: dict_get(d, "identity_path")?,
                identity: PathIdentity {
                    rank: dict_get(d, "rank")?,
                    local_rank: dict_get(d, "local_rank")?,
                    node: dict_get(d, "node")?,
                },
                year_hint: dict_get(d, "year_hint")?,
                not_after: dict_get(d, "mtime_micros")?,
            });
        }
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let rules = PathRules::new(
            &rank_rules.unwrap_or_else(|| s(DEFAULT_RANK_RULES)),
            &local_rank_rules.unwrap_or_else(|| s(DEFAULT_LOCAL_RANK_RULES)),
            &node_rules.unwrap_or_else(|| s(DEFAULT_NODE_RULES)),
        )
        .map_err(PyValueError::new_err)?;
        let opts = FileScanOptions { threads, chunk_bytes: chunk_bytes.max(4096), binary, path_rules: rules, mmap: crate::scan::mmap_by_default() };
        let counters = progress.as_ref().map(|p| (Arc::clone(&p.bytes), Arc::clone(&p.cancel)));
        let scanner = Arc::clone(&self.inner);
        let result = py.detach(move || {
            let (b, c) = match &counters {
                Some((b, c)) => (Some(b.as_ref()), Some(c.as_ref())),
                None => (None, None),
            };
            scan::scan_files(&scanner, &files, &opts, b, c)
        });
        let out = PyDict::new(py);
        out.set_item("matches", matches_to_columns(py, &self.inner, &result.matches)?)?;
        let summaries = PyList::empty(py);
        for (s, comp) in result.summaries.iter().zip(result.compression.iter()) {
            let d = summary_to_dict(py, &self.inner, s)?;
            d.set_item("compression", comp.name())?;
            summaries.append(d)?;
        }
        out.set_item("summaries", summaries)?;
        let problems = PyList::empty(py);
        for p in &result.problems {
            let d = PyDict::new(py);
            d.set_item("path", p.path.to_string_lossy())?;
            d.set_item("level", if p.level == ProblemLevel::Error { "error" } else { "warning" })?;
            d.set_item("kind", p.kind.slug())?;
            d.set_item("offset", p.offset)?;
            d.set_item("message", &p.message)?;
            problems.append(d)?;
        }
        out.set_item("problems", problems)?;
        out.set_item("bytes", result.bytes)?;
        Ok(out)
    }
}

/// An input's `path`: `str`/`os.PathLike`, or `bytes` for file names that are not valid
/// UTF-8 (`os.fsencode(path)`).
fn input_path(d: &Bound<'_, PyDict>) -> PyResult<PathBuf> {
    let v = d.get_item("path")?.ok_or_else(|| PyValueError::new_err("input without 'path'"))?;
    if let Ok(b) = v.cast::<PyBytes>() {
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            return Ok(PathBuf::from(std::ffi::OsStr::from_bytes(b.as_bytes())));
        }
        #[cfg(not(unix))]
        {
            return Ok(PathBuf::from(String::from_utf8_lossy(b.as_bytes()).into_owned()));
        }
    }
    v.extract::<PathBuf>()
}

fn compile_error(py: Python<'_>, problems: Vec<(String, String, String)>) -> PyErr {
    let msg = problems
        .iter()
        .map(|(id, f, m)| format!("{id}: {f}: {m}"))
        .collect::<Vec<_>>()
        .join("; ");
    let err = CatalogCompileError::new_err(msg);
    let _ = err.value(py).setattr("problems", problems);
    err
}

/// Per-stream scanning state. Not thread-safe: use one per thread.
///
/// `add_stream(name, rank=None, local_rank=None, node=None, year_hint=None) -> int`,
/// `feed(stream, data)`, `feed_many([(stream, data), ...])`, `finish(stream)`,
/// `finish_all()`, `take_matches() -> dict of columns`, `summaries() -> list[dict]`.
#[pyclass(name = "Session", module = "firstfault._core")]
struct PySession {
    inner: Session,
}

impl PySession {
    fn check(&self, stream: u32) -> PyResult<()> {
        if (stream as usize) < self.inner.stream_count() {
            Ok(())
        } else {
            Err(PyIndexError::new_err(format!("unknown stream {stream}")))
        }
    }
}

#[pymethods]
impl PySession {
    /// Register a stream and return its index. Explicit identity beats line prefixes.
    #[pyo3(signature = (name, rank=None, local_rank=None, node=None, year_hint=None))]
    fn add_stream(
        &mut self,
        name: &str,
        rank: Option<i64>,
        local_rank: Option<i64>,
        node: Option<String>,
        year_hint: Option<i64>,
    ) -> u32 {
        let id = self.inner.add_stream(name, PathIdentity { rank, local_rank, node });
        if let Some(y) = year_hint {
            self.inner.set_year_hint(id, y);
        }
        id
    }

    /// Feed bytes of one stream (GIL released while scanning).
    fn feed(&mut self, py: Python<'_>, stream: u32, data: &Bound<'_, PyBytes>) -> PyResult<()> {
        self.check(stream)?;
        let bytes = data.as_bytes();
        let inner = &mut self.inner;
        py.detach(move || inner.feed(stream, bytes));
        Ok(())
    }

    /// Feed a batch of `(stream, bytes)` pairs in order with one call.
    fn feed_many(&mut self, py: Python<'_>, items: Vec<(u32, Bound<'_, PyBytes>)>) -> PyResult<()> {
        for (s, _) in &items {
            self.check(*s)?;
        }
        let slices: Vec<(u32, &[u8])> = items.iter().map(|(s, b)| (*s, b.as_bytes())).collect();
        let inner = &mut self.inner;
        py.detach(move || {
            for (s, b) in slices {
                inner.feed(s, b);
            }
        });
        Ok(())
    }

    /// End of one stream.
    fn finish(&mut self, stream: u32) -> PyResult<()> {
        self.check(stream)?;
        self.inner.finish(stream);
        Ok(())
    }

    /// Emit every stream's matches still waiting for after-context, without ending the
    /// streams (a partial last line stays pending and later bytes continue it).
    fn flush_all(&mut self) {
        self.inner.flush_all();
    }

    /// Emit one stream's matches still waiting for after-context, without ending it.
    fn flush(&mut self, stream: u32) -> PyResult<()> {
        self.check(stream)?;
        self.inner.flush(stream);
        Ok(())
    }

    /// End of every stream.
    fn finish_all(&mut self) {
        self.inner.finish_all();
    }

    /// Matches ready so far, as a dict of equal-length lists (columns): `stream`,
    /// `signature_id`, `offset`, `line_no`, `line`, `line_truncated`, `fields` (dicts),
    /// `rank`, `local_rank`, `node`, `ts_micros`, `ts_inherited`, `before`, `after`.
    fn take_matches<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let ms = self.inner.take_matches();
        let scanner = Arc::clone(self.inner.scanner());
        matches_to_columns(py, &scanner, &ms)
    }

    /// Per-stream summaries (list of dicts).
    fn summaries<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::empty(py);
        let scanner = Arc::clone(self.inner.scanner());
        for s in self.inner.summaries() {
            out.append(summary_to_dict(py, &scanner, &s)?)?;
        }
        Ok(out)
    }
}

/// Bytes-read counter and cancel flag shared with a running `scan_files`.
#[pyclass(name = "Progress", module = "firstfault._core", frozen)]
struct PyProgress {
    bytes: Arc<AtomicU64>,
    cancel: Arc<AtomicBool>,
}

#[pymethods]
impl PyProgress {
    #[new]
    fn new() -> Self {
        PyProgress { bytes: Arc::new(AtomicU64::new(0)), cancel: Arc::new(AtomicBool::new(false)) }
    }

    /// Decompressed bytes read so far.
    #[getter]
    fn bytes(&self) -> u64 {
        self.bytes.load(Ordering::Relaxed)
    }

    /// Ask the running scan to stop at its next chunk.
    fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

fn matches_to_columns<'py>(py: Python<'py>, scanner: &Scanner, ms: &[Match]) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let col = |f: &dyn Fn(&Match) -> PyResult<Bound<'py, PyAny>>| -> PyResult<Bound<'py, PyList>> {
        let l = PyList::empty(py);
        for m in ms {
            l.append(f(m)?)?;
        }
        Ok(l)
    };
    d.set_item("stream", col(&|m| Ok(m.stream.into_pyobject(py)?.into_any()))?)?;
    d.set_item(
        "signature_id",
        col(&|m| Ok(PyString::new(py, scanner.signature_id(m.signature)).into_any()))?,
    )?;
    d.set_item("offset", col(&|m| Ok(m.offset.into_pyobject(py)?.into_any()))?)?;
    d.set_item("line_no", col(&|m| Ok(m.line_no.into_pyobject(py)?.into_any()))?)?;
    d.set_item("line", col(&|m| Ok(PyString::new(py, &m.line).into_any()))?)?;
    d.set_item("line_truncated", col(&|m| Ok(m.line_truncated.into_pyobject(py)?.to_owned().into_any()))?)?;
    d.set_item(
        "fields",
        col(&|m| {
            let f = PyDict::new(py);
            for (k, v) in &m.fields {
                f.set_item(k, v)?;
            }
            Ok(f.into_any())
        })?,
    )?;
    d.set_item("rank", col(&|m| Ok(m.rank.into_pyobject(py)?.into_any()))?)?;
    d.set_item("local_rank", col(&|m| Ok(m.local_rank.into_pyobject(py)?.into_any()))?)?;
    d.set_item("node", col(&|m| Ok(m.node.as_deref().into_pyobject(py)?.into_any()))?)?;
    d.set_item("ts_micros", col(&|m| Ok(m.ts_micros.into_pyobject(py)?.into_any()))?)?;
    d.set_item("ts_inherited", col(&|m| Ok(m.ts_inherited.into_pyobject(py)?.to_owned().into_any()))?)?;
    d.set_item("before", col(&|m| Ok(PyList::new(py, &m.before)?.into_any()))?)?;
    d.set_item("after", col(&|m| Ok(PyList::new(py, &m.after)?.into_any()))?)?;
    d.set_item("template", col(&|m| Ok(PyString::new(py, &m.template).into_any()))?)?;
    Ok(d)
}

/// The keys of the match columns [`matches_to_columns`] gives, in its order (exported
/// to Python as `MATCH_COLUMNS`, where column lists are derived from it).
const MATCH_COLUMNS: [&str; 15] = [
    "stream", "signature_id", "offset", "line_no", "line", "line_truncated", "fields", "rank", "local_rank", "node",
    "ts_micros", "ts_inherited", "before", "after", "template",
];

fn summary_to_dict<'py>(py: Python<'py>, scanner: &Scanner, s: &StreamSummary) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("stream", s.stream)?;
    d.set_item("name", &s.name)?;
    d.set_item("rank", s.identity.rank)?;
    d.set_item("local_rank", s.identity.local_rank)?;
    d.set_item("node", s.identity.node.as_deref())?;
    d.set_item("bytes", s.bytes)?;
    d.set_item("lines", s.lines)?;
    d.set_item("truncated_lines", s.truncated_lines)?;
    d.set_item("first_truncated_line", s.first_truncated.map(|(line, _)| line))?;
    d.set_item("first_truncated_offset", s.first_truncated.map(|(_, offset)| offset))?;
    d.set_item("candidate_lines", s.candidate_lines)?;
    d.set_item("matches", s.matches)?;
    d.set_item("first_ts_micros", s.first_ts_micros)?;
    d.set_item("printed_year", s.printed_year)?;
    d.set_item("last_ts_micros", s.last_ts_micros)?;
    d.set_item("last_line", &s.last_line)?;
    d.set_item("finished", s.finished)?;
    d.set_item("dropped_matches", s.dropped_matches)?;
    d.set_item("matches_without_context", s.matches_without_context)?;
    let progress = PyList::empty(py);
    for p in &s.progress {
        let pd = PyDict::new(py);
        pd.set_item("signature_id", scanner.signature_id(p.signature))?;
        pd.set_item("rank", p.rank)?;
        pd.set_item("local_rank", p.local_rank)?;
        pd.set_item("count", p.count)?;
        pd.set_item("first_line_no", p.first_line_no)?;
        pd.set_item("last_line_no", p.last_line_no)?;
        pd.set_item("first_ts_micros", p.first_ts_micros)?;
        pd.set_item("last_ts_micros", p.last_ts_micros)?;
        pd.set_item("last_ts_inherited", p.last_ts_inherited)?;
        pd.set_item("next_ts_micros", p.next_ts_micros)?;
        pd.set_item("last_line", &p.last_line)?;
        pd.set_item("last_step", p.last_step)?;
        pd.set_item("nonfinite_lines", p.nonfinite_lines)?;
        pd.set_item("last_nonfinite_line_no", p.last_nonfinite_line_no)?;
        let nf = PyList::empty(py);
        for n in &p.nonfinite {
            let nd = PyDict::new(py);
            nd.set_item("field", &n.field)?;
            nd.set_item("value", &n.value)?;
            nd.set_item("line_no", n.line_no)?;
            nd.set_item("step", n.step)?;
            nd.set_item("ts_micros", n.ts_micros)?;
            nd.set_item("line", &n.line)?;
            nf.append(nd)?;
        }
        pd.set_item("nonfinite", nf)?;
        progress.append(pd)?;
    }
    d.set_item("progress", progress)?;
    Ok(d)
}

/// The native core of firstfault (see the crate docs).
#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("MATCH_COLUMNS", pyo3::types::PyTuple::new(m.py(), MATCH_COLUMNS)?)?;
    m.add("FAULTHANDLER_DUMP_LINES", crate::catalog::FAULTHANDLER_DUMP_LINES)?;
    m.add_class::<PyScanner>()?;
    m.add_class::<PySession>()?;
    m.add_class::<PyProgress>()?;
    m.add_class::<PyBenchRun>()?;
    m.add_function(wrap_pyfunction!(generate_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(records::group_text_records, m)?)?;
    m.add_function(wrap_pyfunction!(generate_file, m)?)?;
    m.add_function(wrap_pyfunction!(tz_name, m)?)?;
    m.add_function(wrap_pyfunction!(scan_option_defaults, m)?)?;
    m.add_function(wrap_pyfunction!(problem_kinds, m)?)?;
    m.add_function(wrap_pyfunction!(dead_letter_reasons, m)?)?;
    m.add_function(wrap_pyfunction!(line_time, m)?)?;
    m.add_function(wrap_pyfunction!(yield_to_the_scan, m)?)?;
    m.add_function(wrap_pyfunction!(line_prefix_len, m)?)?;
    m.add("LINE_KINDS", LINE_KINDS.to_vec())?;
    m.add("CatalogCompileError", m.py().get_type::<CatalogCompileError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

/// Generator settings from a dict (missing keys keep the defaults of `GenConfig`):
/// `seed`, `ranks`, `nodes`, `rank`, `mix` (dict kind -> weight, kinds in `LINE_KINDS`),
/// `long_line_ratio`, `long_line_bytes`, `inject_every_bytes`, `injections` (list of
/// str or bytes, without end of line), `start_epoch_s`, `line_interval_us`.
fn gen_config(d: Option<&Bound<'_, PyDict>>) -> PyResult<GenConfig> {
    let mut c = GenConfig::default();
    let Some(d) = d else { return Ok(c) };
    for key in d.keys() {
        let k: String = key.extract()?;
        let known = ["seed", "ranks", "nodes", "rank", "mix", "long_line_ratio", "long_line_bytes", "inject_every_bytes", "injections", "start_epoch_s", "line_interval_us"];
        if !known.contains(&k.as_str()) {
            return Err(PyValueError::new_err(format!("unknown generator setting {k:?}")));
        }
    }
    if let Some(v) = dict_get(d, "seed")? { c.seed = v; }
    if let Some(v) = dict_get::<u32>(d, "ranks")? { c.ranks = v.max(1); }
    if let Some(v) = dict_get::<u32>(d, "nodes")? { c.nodes = v.max(1); }
    c.rank = dict_get(d, "rank")?;
    if let Some(v) = dict_get(d, "long_line_ratio")? { c.long_line_ratio = v; }
    if let Some(v) = dict_get(d, "long_line_bytes")? { c.long_line_bytes = v; }
    if let Some(v) = dict_get(d, "inject_every_bytes")? { c.inject_every_bytes = v; }
    if let Some(v) = dict_get(d, "start_epoch_s")? { c.start_epoch_s = v; }
    if let Some(v) = dict_get(d, "line_interval_us")? { c.line_interval_us = v; }
    if let Some(m) = d.get_item("mix")? {
        let m = m.cast::<PyDict>()?;
        let mut mix = [0u32; 8];
        for (k, v) in m.iter() {
            let k: String = k.extract()?;
            let i = LINE_KINDS.iter().position(|x| *x == k).ok_or_else(|| PyValueError::new_err(format!("unknown line kind {k:?}; known: {LINE_KINDS:?}")))?;
            mix[i] = v.extract()?;
        }
        c.mix = mix;
    }
    if let Some(list) = d.get_item("injections")? {
        let mut inj = Vec::new();
        for item in list.try_iter()? {
            let item = item?;
            let b: Vec<u8> = if let Ok(s) = item.cast::<PyString>() { s.to_cow()?.as_bytes().to_vec() } else { item.extract()? };
            if b.contains(&b'\n') {
                return Err(PyValueError::new_err("an injected line contains a newline"));
            }
            inj.push(b);
        }
        c.injections = Arc::new(inj);
    }
    Ok(c)
}

fn stats_to_dict<'py>(py: Python<'py>, s: &GenStats) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("bytes", s.bytes)?;
    d.set_item("lines", s.lines)?;
    d.set_item("long_lines", s.long_lines)?;
    d.set_item("injected", s.injected.clone())?;
    let kinds = PyDict::new(py);
    for (k, n) in LINE_KINDS.iter().zip(s.kind_lines.iter()) {
        kinds.set_item(k, n)?;
    }
    d.set_item("kind_lines", kinds)?;
    Ok(d)
}

/// `generate_bytes(n, *, stream=0, gen=None) -> bytes`: at least `n` bytes (whole
/// lines) of generated log for stream `stream` of the generator settings `gen` (a dict,
/// see the `GenConfig` fields). Deterministic. GIL released while generating.
#[pyfunction]
#[pyo3(signature = (n, *, stream=0, gen=None))]
fn generate_bytes<'py>(py: Python<'py>, n: usize, stream: u64, gen: Option<&Bound<'py, PyDict>>) -> PyResult<Bound<'py, PyBytes>> {
    let cfg = gen_config(gen)?;
    let buf = py.detach(move || {
        let mut buf = Vec::with_capacity(n + 4096);
        LogGen::new(&cfg, stream).fill(&mut buf, n);
        buf
    });
    Ok(PyBytes::new(py, &buf))
}

/// `generate_file(path, n, *, compression="none", level=None, stream=0, gen=None) -> dict`:
/// write about `n` bytes (whole lines) of generated log to `path`, plain or compressed
/// (`gzip`, default level 6; `zstd`, default level 3). Returns the stream's counters
/// (`bytes` uncompressed, `lines`, `long_lines`, `injected` per injection, `kind_lines`).
/// Raises `OSError` on I/O errors. GIL released while writing.
#[pyfunction]
#[pyo3(signature = (path, n, *, compression="none", level=None, stream=0, gen=None))]
fn generate_file<'py>(py: Python<'py>, path: PathBuf, n: u64, compression: &str, level: Option<i32>, stream: u64, gen: Option<&Bound<'py, PyDict>>) -> PyResult<Bound<'py, PyDict>> {
    let cfg = gen_config(gen)?;
    let comp = match compression {
        "none" | "plain" => GenCompression::None,
        "gzip" | "gz" => GenCompression::Gzip(level.unwrap_or(6).clamp(0, 9) as u32),
        "zstd" | "zst" => GenCompression::Zstd(level.unwrap_or(3)),
        other => return Err(PyValueError::new_err(format!("unknown compression {other:?} (none, gzip, zstd)"))),
    };
    // The error names the file (an OSError of the same kind: FileNotFoundError, ...).
    let stats = py
        .detach(|| crate::gen::write_file(&path, &cfg, stream, n, comp))
        .map_err(|e| std::io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display())))?;
    stats_to_dict(py, &stats)
}

/// A running streaming benchmark (from `Scanner.bench`). `next(timeout_s)` returns the
/// next finished job as a dict (`job`, `matches` columns, `summaries`, `injected` per
/// injection, `bytes`, `lines`, `gen_s`, `scan_s`), `None` on time-out, and raises
/// `StopIteration` when every job was delivered. `progress_bytes`, `jobs`, `job_bytes`,
/// `cancel()`.
#[pyclass(name = "BenchRun", module = "firstfault._core")]
struct PyBenchRun {
    inner: Option<BenchRun>,
    scanner: Arc<Scanner>,
}

#[pymethods]
impl PyBenchRun {
    #[getter]
    fn progress_bytes(&self) -> u64 {
        self.inner.as_ref().map_or(0, |r| r.progress.load(Ordering::Relaxed))
    }

    #[getter]
    fn jobs(&self) -> u64 {
        self.inner.as_ref().map_or(0, |r| r.jobs)
    }

    #[getter]
    fn job_bytes(&self) -> u64 {
        self.inner.as_ref().map_or(0, |r| r.job_bytes)
    }

    fn cancel(&self) {
        if let Some(r) = &self.inner {
            r.cancel();
        }
    }

    #[pyo3(signature = (timeout_s=0.1))]
    fn next<'py>(&mut self, py: Python<'py>, timeout_s: f64) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(run) = self.inner.as_mut() else {
            return Err(pyo3::exceptions::PyStopIteration::new_err(()));
        };
        let got = py.detach(|| run.next(std::time::Duration::from_secs_f64(timeout_s.max(0.0))));
        match got {
            Err(()) => {
                self.inner = None;
                Err(pyo3::exceptions::PyStopIteration::new_err(()))
            }
            Ok(None) => Ok(None),
            Ok(Some(r)) => Ok(Some(job_to_dict(py, &self.scanner, r)?)),
        }
    }
}

fn job_to_dict<'py>(py: Python<'py>, scanner: &Scanner, r: JobResult) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("job", r.job)?;
    d.set_item("matches", matches_to_columns(py, scanner, &r.matches)?)?;
    let summaries = PyList::empty(py);
    for s in &r.summaries {
        summaries.append(summary_to_dict(py, scanner, s)?)?;
    }
    d.set_item("summaries", summaries)?;
    d.set_item("injected", r.injected)?;
    d.set_item("bytes", r.bytes)?;
    d.set_item("lines", r.lines)?;
    d.set_item("gen_s", r.gen_s)?;
    d.set_item("scan_s", r.scan_s)?;
    Ok(d)
}
