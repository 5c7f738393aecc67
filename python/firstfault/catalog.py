"""The signature catalog: YAML files in ``signatures/``, validated and compiled once.

Each file holds a list of entries (schema: :class:`~firstfault.catalog_schema.Signature`,
re-exported here with the vocabularies). Loading reports every problem of every file
at once (:class:`~firstfault.errors.CatalogError`). The catalog is compiled into one
native :class:`firstfault._core.Scanner` (literal matcher + regexes) and shared
read-only.

A catalog that loaded without problems is cached (:mod:`firstfault.catalog_cache`): a
later load of the same files skips YAML parsing and schema validation.

Conventions for regex named groups (the correlation reads them by name):

- ``rank`` / ``local_rank`` / ``node``: identity of the rank or node the line is
  *about* when it is not the emitter's prefix (torchelastic's failure summary,
  Megatron's ``Rank 3: found NaN``);
- ``peer_rank`` / ``peer_ranks`` (comma list) / ``peer_addr``: a rank or address the
  line names as the suspected culprit (a victim's vote);
- ``world_size``, ``seq_num``, ``op_type``, ``numel_in``, ``numel_out``,
  ``timeout_ms``, ``last_enqueued``, ``last_completed``, ``exit_code``, ``signal``,
  ``pid``, ``xid``, ``step``: what their names say.
"""

from __future__ import annotations

import dataclasses
import functools
import os
from pathlib import Path
from typing import Optional, Union

from firstfault import _core, catalog_cache, catalog_schema
from firstfault.catalog_schema import CATEGORIES, ROLES, SEVERITIES, VARIANT_KEYS, Example, Signature  # noqa: F401 - part of this module's names
from firstfault.scanner_options import CompileOptions  # noqa: F401 - part of this module's names
from firstfault.errors import CatalogError, CatalogProblem

#: Categories that describe a symptom on a victim, never a root cause.
VICTIM_CATEGORIES = frozenset({"collective_timeout", "p2p_timeout", "peer_failure"})

SEVERITY_RANK = {s: len(SEVERITIES) - i for i, s in enumerate(SEVERITIES)}

#: Shortest anchor literal accepted by ``lint`` without a justification, in bytes.
MIN_LITERAL_BYTES = 8


#: Evidence the correlation derives from stream summaries rather than from one matched
#: line: never compiled into the scanner, never in a YAML file, listed with the catalog.
DERIVED: tuple[Signature, ...] = (
    Signature(
        id="progress.nonfinite",
        title="Non-finite metric value (NaN/Inf) in the progress lines",
        category="nan_inf",
        role="error",
        severity="high",
        specificity=30,
        patterns=[],
        mechanism=(
            "A loss or gradient norm the training loop logs became NaN or Inf (diverged training: "
            "a learning rate too high, fp16 overflow without loss scaling, bad data, a numerically "
            "unstable op) and stayed so until the rank's last progress line."
        ),
        fix=(
            "Find the step where the value first went non-finite on the first rank: lower the "
            "learning rate or add warm-up, use bf16 or a dynamic loss scaler, clip gradients, and "
            "check the batch of that step for bad samples."
        ),
        verify="Rerun from the last good checkpoint with torch.autograd.set_detect_anomaly(True) around that step: losses stay finite.",
        references=["firstfault rust/nonfinite.rs (values in progress lines: Python float, JSON and numpy spellings)"],
        examples=[],
        counter_examples=[],
    ),
)


class Catalog:
    """A validated list of signatures, plus their compiled scanner.

    Attributes:
        signatures: entries in load order (files sorted by name).
        by_id: ``id -> Signature``.
        files: ``id -> YAML file`` the entry came from.

    ``gates``: the ``chosen_gates`` of an earlier compile of these signatures (the
    cache's), given to the compile so that the matcher's set cover does not run again;
    None to choose them.
    """

    def __init__(self, signatures: list[Signature], files: dict[str, str], gates: Optional[list[str]] = None):
        self.signatures = signatures
        self.variants = {v.id: v for s in signatures for v in _variants(s)}
        #: Entries, their variants (``<id>:<value>``) and the derived signatures by id.
        self.by_id = {s.id: s for s in DERIVED} | {s.id: s for s in signatures} | self.variants
        self.files = files | {v.id: files.get(v.family, "") for v in self.variants.values()}
        self._gates = gates  # the matcher's gates of an earlier compile (the cache's)
        self._scanners: dict[CompileOptions, _core.Scanner] = {}

    @property
    def every_signature(self) -> list[Signature]:
        """The entries, every family variant and the derived signatures: what evidence can
        refer to."""
        return self.signatures + list(self.variants.values()) + list(DERIVED)

    def resolve(self, signature_id: str, fields: dict) -> str:
        """The id a match of ``signature_id`` with these regex ``fields`` stands for: a
        family's variant ``<id>:<value>`` when its row exists, else ``signature_id``."""
        sig = self.by_id.get(signature_id)
        if sig is None or not sig.values:
            return signature_id
        vid = f"{signature_id}:{fields.get(sig.values['field'])}"
        return vid if vid in self.variants else signature_id

    @functools.cached_property
    def version(self) -> str:
        """``<entries>-<digest>``: the number of entries and the first 12 hex digits of the
        SHA-256 of their content (every field, in load order), so two scans used the same
        catalog exactly when their versions are equal."""
        import hashlib
        import json

        blob = json.dumps([s.to_dict() for s in self.signatures], sort_keys=True, default=str).encode()
        return f"{len(self.signatures)}-{hashlib.sha256(blob).hexdigest()[:12]}"

    def roles(self) -> dict[str, str]:
        """``signature id -> role`` (one of :data:`ROLES`) of every entry."""
        return {s.id: s.role for s in self.signatures}

    def __len__(self) -> int:
        return len(self.signatures)

    def scanner(self, options: CompileOptions = CompileOptions()) -> _core.Scanner:
        """The compiled native scanner for these options (compiled once, then cached).

        Raises:
            CatalogError: when a regex does not compile in the Rust ``regex`` dialect.
        """
        if options not in self._scanners and self._scanners:
            # Same catalog, other options: reuse the compiled matcher and regexes.
            compiled = next(iter(self._scanners.values()))
            self._scanners[options] = compiled.with_options(**dataclasses.asdict(options))
        if options not in self._scanners:
            specs = catalog_cache.specs(self.signatures)
            try:
                self._scanners[options] = _core.Scanner(specs, **dataclasses.asdict(options), gates=self._gates)
            except _core.CatalogCompileError as e:
                raise CatalogError(
                    [CatalogProblem(self.files.get(i, ""), i, f, m) for i, f, m in e.problems]
                ) from None
        return self._scanners[options]


def _variants(sig: Signature) -> list[Signature]:
    """A family entry's variants, one per row of its ``values`` table (id ``<id>:<value>``)."""
    if not sig.values:
        return []
    out = []
    for value, row in sig.values["table"].items():
        over = {k: v for k, v in (row or {}).items() if k in VARIANT_KEYS and v is not None}
        out.append(
            dataclasses.replace(
                sig, **over, id=f"{sig.id}:{value}", values=None, family=sig.id, value=str(value), examples=[], counter_examples=[]
            )
        )
    return out


def default_signature_dir() -> Path:
    """The catalog shipped with the package (``FIRSTFAULT_SIGNATURES`` overrides it)."""
    return Path(catalog_cache.default_signature_dir())


def load_catalog(paths: Optional[list[Union[str, Path]]] = None) -> Catalog:
    """Load, validate and compile the catalog from YAML files or directories.

    Args:
        paths: files or directories; default: :func:`default_signature_dir`.

    Returns:
        The :class:`Catalog`, already compiled once with default options.

    Raises:
        CatalogError: every problem found (YAML syntax, schema, duplicate ids, regexes
            that do not compile, in every file), each with file, id and field. Unknown
            ``related`` ids are reported by :func:`lint`, so that a partial catalog loads.
    """
    dirs = [Path(p) for p in (paths or [default_signature_dir()])]
    problems: list[CatalogProblem] = []
    signatures: list[Signature] = []
    files: dict[str, str] = {}
    ids: dict[str, str] = {}  # every entry's id (valid or not) -> its file
    orphan_regexes: list[tuple[str, str, str]] = []
    texts = catalog_cache.read_files(dirs)
    cache = catalog_cache.cache_path(texts)
    if cache:
        cached = _load_cached(cache)
        if cached is not None:
            return cached
    import yaml  # only when the cache cannot serve: about 10 ms of start-up

    # libyaml's loader when PyYAML was built with it (8x faster), else the pure one.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    for f, raw in texts:
        try:
            if isinstance(raw, OSError):
                raise raw
            data = yaml.load(raw.decode("utf-8"), Loader=loader)
        except (OSError, UnicodeDecodeError) as e:
            problems.append(CatalogProblem(str(f), "", "", f"cannot read: {e}"))
            continue
        except yaml.YAMLError as e:
            problems.append(CatalogProblem(str(f), "", "", f"invalid YAML: {e}"))
            continue
        if data is None:
            continue
        if not isinstance(data, list):
            problems.append(CatalogProblem(str(f), "", "", "expected a list of signature entries"))
            continue
        for i, entry in enumerate(data):
            sid = entry.get("id", f"<entry {i}>") if isinstance(entry, dict) else f"<entry {i}>"
            # Duplicates among all entries, valid or not, so that one pass lists them too.
            duplicate = isinstance(sid, str) and sid in ids
            if duplicate:
                problems.append(CatalogProblem(str(f), sid, "id", f"duplicate id (also in {ids[sid]})"))
            elif isinstance(sid, str):
                ids[sid] = str(f)
            sig, errors = catalog_schema.validate(entry)
            if sig is None:
                problems.extend(CatalogProblem(str(f), str(sid), field, message) for field, message in errors)
                if isinstance(entry, dict) and isinstance(entry.get("regex"), str):
                    orphan_regexes.append((str(f), str(sid), entry["regex"]))
                continue
            if not duplicate:
                files[sig.id] = str(f)
                signatures.append(sig)
    if not signatures and not problems:
        problems.append(CatalogProblem(", ".join(map(str, dirs)), "", "", "no signatures found"))
    catalog = Catalog(signatures, files)
    # Compile now, even when other entries already failed: regex errors belong to loading,
    # and a catalog with problems reports all of them at once.
    try:
        if signatures:
            catalog.scanner()
    except CatalogError as e:
        problems.extend(e.problems)
    problems.extend(_orphan_regex_problems(orphan_regexes))
    if problems:
        raise CatalogError(problems)
    if cache:
        catalog_cache.write(cache, [sig.to_dict() for sig in signatures], files, catalog.scanner().chosen_gates)
    return catalog


def _load_cached(cache: str) -> Optional[Catalog]:
    """The catalog stored at ``cache``, compiled (by :func:`catalog_cache.prefetch`'s
    thread when it started one), or None when the cache cannot serve. Entries are
    constructed without validation: they were validated when stored."""
    pre = catalog_cache.take_prefetched(cache)
    doc, compiling = pre if pre else (catalog_cache.read(cache), None)
    if doc is None:
        return None
    try:
        sigs = [Signature.from_dict(d) for d in doc["signatures"]]
        catalog = Catalog(sigs, {str(k): str(v) for k, v in doc["files"].items()}, doc["gates"])
    except (KeyError, TypeError, AttributeError):
        return None
    try:
        if compiling is not None:
            scanner = compiling.result()
            # Its regexes compiled after it returned (deferred); one that no longer
            # compiles means the full load below, which reports it.
            if scanner.regex_problems():
                return None
            catalog._scanners[CompileOptions()] = scanner
        else:
            catalog.scanner()
    except Exception:  # noqa: BLE001 - entries that do not compile now (a cache file edited
        # with its checksum, or stored by another build): a full load reports it properly
        return None
    return catalog


def _orphan_regex_problems(regexes: list[tuple[str, str, str]]) -> list[CatalogProblem]:
    """Regex errors of entries that failed schema validation (so were not compiled)."""
    out = []
    for file, sid, rx in regexes:
        try:
            _core.Scanner([{"id": "x.regex_check", "patterns": ["x"], "regex": rx, "role": "context"}])
        except _core.CatalogCompileError as e:
            out.extend(CatalogProblem(file, sid, "regex", m) for _, _, m in e.problems)
    return out


@functools.lru_cache(maxsize=4)
def _cached_default(path: str) -> Catalog:
    return load_catalog([path])


def default_catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    return _cached_default(str(default_signature_dir()))


def line_hits(scanner: "_core.Scanner", text: str) -> dict[str, dict[str, str]]:
    """``signature id -> fields`` of every signature a catalog example fires: one line
    through :meth:`Scanner.check_line`, or several lines (an example of a ``follow``
    entry: a traceback) through a session, as a scan would see them."""
    if "\n" not in text:
        return {sid: dict(f) for sid, f in scanner.check_line(text)}
    session = scanner.session()
    stream = session.add_stream("example")
    session.feed(stream, text.encode())
    session.finish(stream)
    cols = session.take_matches()
    return {sid: dict(f) for sid, f in zip(cols["signature_id"], cols["fields"])}


def lint(catalog: Catalog) -> list[CatalogProblem]:
    """Deep checks beyond loading; returns every problem (empty list: clean).

    Checks: ``related`` ids exist; every example matches its own signature through the native scanner and
    yields at least the listed fields; no counter-example matches it; anchor
    literals are at least :data:`MIN_LITERAL_BYTES` bytes unless
    ``short_patterns_reason`` says why; every entry has a reference; progress
    entries are not critical; a family's ``values.field`` is a named group of its regex,
    its rows keep the role kind (progress or not), and no initiator row has a victim
    category.
    """
    scanner = catalog.scanner()
    out: list[CatalogProblem] = []
    for s in catalog.signatures:
        f = catalog.files.get(s.id, "")
        for r in s.related:
            if r not in catalog.by_id:
                out.append(CatalogProblem(f, s.id, "related", f"unknown id {r!r}"))
        for i, ex in enumerate(s.examples):
            hits = line_hits(scanner, ex.line)
            if s.id not in hits:
                out.append(CatalogProblem(f, s.id, f"examples[{i}]", f"does not match: {ex.line!r}"))
                continue
            got = dict(hits[s.id])
            for k, v in ex.fields.items():
                if got.get(k) != v:
                    out.append(
                        CatalogProblem(f, s.id, f"examples[{i}].fields.{k}", f"expected {v!r}, got {got.get(k)!r}")
                    )
        for i, line in enumerate(s.counter_examples):
            if s.id in line_hits(scanner, line):
                out.append(CatalogProblem(f, s.id, f"counter_examples[{i}]", f"matches but must not: {line!r}"))
        short = [p for p in s.patterns if len(p.encode()) < MIN_LITERAL_BYTES]
        if short and not s.short_patterns_reason:
            out.append(
                CatalogProblem(
                    f, s.id, "patterns", f"literal(s) shorter than {MIN_LITERAL_BYTES} bytes need short_patterns_reason: {short}"
                )
            )
        if not any(r.strip() for r in s.references):
            out.append(CatalogProblem(f, s.id, "references", "empty reference"))
        if s.role == "progress" and s.severity in ("critical", "high"):
            out.append(CatalogProblem(f, s.id, "severity", "progress markers are low or info"))
        if s.category in VICTIM_CATEGORIES and s.role == "initiator":
            out.append(CatalogProblem(f, s.id, "category", f"{s.category} is a victim symptom, not an initiator"))
        if s.values:
            group = s.values["field"]
            if not s.regex or f"(?P<{group}>" not in s.regex:
                out.append(CatalogProblem(f, s.id, "values.field", f"{group!r} is not a named group of the regex"))
    for v in catalog.variants.values():
        f = catalog.files.get(v.id, "")
        base = catalog.by_id[v.family]
        if (v.role == "progress") != (base.role == "progress"):
            out.append(CatalogProblem(f, v.family, f"values.table.{v.value}.role", "a row cannot turn progress on or off"))
        if v.category in VICTIM_CATEGORIES and v.role == "initiator":
            out.append(CatalogProblem(f, v.family, f"values.table.{v.value}.category", f"{v.category} is a victim symptom, not an initiator"))
    return out
