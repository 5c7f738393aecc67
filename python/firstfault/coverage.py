"""Catalog coverage by source: every failure message an upstream project emits, and the
signature that covers it (or why none should).

A *source list* (``signatures/sources/<source>.yaml``) is checked-in data read from the
emitting code or the vendor's documentation::

    source: nccl                        # the table's name in COVERAGE.md
    title: NCCL WARN lines, ncclResult_t strings, IB work-completion statuses
    repo: NVIDIA/nccl                   # or a document: "NVIDIA Xid catalog (docs.nvidia.com/deploy/xid-errors)"
    version: v2.23.4-1                  # the tag, commit or document date that was read
    messages:
      - text: "NET/IB : Got completion from peer %s with status=%d opcode=%d len=%d vendor err %d (%s)"
        file: src/transport/net_ib.cc   # where the text is emitted (path in repo, or a doc section)
        example: "host-a:1234:5678 [0] NCCL WARN NET/IB : Got completion from peer 10.0.0.2<54321> with status=12 opcode=0 len=0 vendor err 129 (Recv)"
        signature: nccl.ib_completion_error     # or a family row: xid.event:79
      - text: "Init COMPLETE"
        file: src/init.cc
        none: not a failure (INFO line)         # why no signature should cover it

:func:`check` verifies each list against the catalog: every message has a signature or a
reason, the signature exists, its example line is matched by it through the native
scanner (and, for a family row, resolves to that row), and no signature of higher
specificity takes the line (the precedence the correlation applies on one line). Generic
failure evidence (role ``error``) never counts as coverage. :func:`render` writes
``signatures/COVERAGE.md``; ``firstfault signatures coverage --check`` and the test suite
compare it with the checked-in file, so the table cannot drift from the catalog.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Union

from firstfault.catalog import Catalog, default_signature_dir, line_hits
from firstfault.errors import CatalogProblem

#: Roles that do not count as covering a failure message.
_NOT_COVERAGE = ("error", "progress", "success")


@dataclass(frozen=True)
class SourceMessage:
    """One message a source emits: its text (format string or literal), where it is
    emitted, and either the covering ``signature`` (with an ``example`` line) or the
    reason (``none``) no signature should cover it."""

    text: str
    file: str
    example: Optional[str] = None
    signature: Optional[str] = None
    none: Optional[str] = None


@dataclass(frozen=True)
class SourceList:
    """A source's emitted failure messages (one YAML file of ``signatures/sources``)."""

    source: str
    title: str
    repo: str
    version: str
    messages: list[SourceMessage]
    path: str = ""


def sources_dir() -> Path:
    """``sources/`` beside the shipped catalog."""
    return default_signature_dir() / "sources"


def load_sources(paths: Optional[list[Union[str, Path]]] = None) -> tuple[list[SourceList], list[CatalogProblem]]:
    """Read source lists from YAML files or directories (default: :func:`sources_dir`).

    Returns:
        The lists (sorted by source name) and every problem found (file, message index,
        field, what is wrong); a list with problems is still returned with its valid
        messages.
    """
    import yaml

    files: list[Path] = []
    for p in [Path(x) for x in (paths or [sources_dir()])]:
        files += sorted(p.glob("*.yaml")) if p.is_dir() else [p]
    out: list[SourceList] = []
    problems: list[CatalogProblem] = []
    for f in files:
        try:
            doc = yaml.safe_load(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
            problems.append(CatalogProblem(str(f), "", "", f"cannot read: {e}"))
            continue
        if not isinstance(doc, dict):
            problems.append(CatalogProblem(str(f), "", "", "expected a mapping with source, title, repo, version, messages"))
            continue
        head = {k: doc.get(k) for k in ("source", "title", "repo", "version")}
        for k, v in head.items():
            if not isinstance(v, (str, int, float)) or not str(v).strip():
                problems.append(CatalogProblem(str(f), "", k, "missing or empty"))
        msgs: list[SourceMessage] = []
        for i, m in enumerate(doc.get("messages") or []):
            where = f"messages[{i}]"
            if not isinstance(m, dict):
                problems.append(CatalogProblem(str(f), where, "", "expected a mapping"))
                continue
            unknown = set(m) - {"text", "file", "example", "signature", "none"}
            if unknown:
                problems.append(CatalogProblem(str(f), where, ",".join(sorted(unknown)), "unknown key(s)"))
            if not m.get("text") or not m.get("file"):
                problems.append(CatalogProblem(str(f), where, "text/file", "a message needs its text and the file that emits it"))
                continue
            if bool(m.get("signature")) == bool(m.get("none")):
                problems.append(CatalogProblem(str(f), where, "signature/none", f"exactly one of signature or none (a reason) is required: {m['text']!r}"))
                continue
            if m.get("signature") and not m.get("example"):
                problems.append(CatalogProblem(str(f), where, "example", f"a covered message needs an example line: {m['text']!r}"))
                continue
            msgs.append(SourceMessage(**{k: (str(v) if v is not None else None) for k, v in m.items() if k not in unknown}))
        if not msgs and not any(p.file == str(f) for p in problems):
            problems.append(CatalogProblem(str(f), "", "messages", "no messages"))
        out.append(SourceList(**{k: str(v or "") for k, v in head.items()}, messages=msgs, path=str(f)))
    names = [s.source for s in out]
    for s in out:
        if names.count(s.source) > 1:
            problems.append(CatalogProblem(s.path, "", "source", f"source name {s.source!r} used by more than one file"))
    return sorted(out, key=lambda s: s.source), problems


def check(catalog: Catalog, lists: list[SourceList]) -> list[CatalogProblem]:
    """Every problem of the lists against ``catalog`` (empty: every listed message is
    covered by its signature, or has a reason). Cost: one ``check_line`` per example."""
    scanner = catalog.scanner()
    problems: list[CatalogProblem] = []
    for s in lists:
        for i, m in enumerate(s.messages):
            if not m.signature:
                continue
            where = f"messages[{i}]"
            sig = catalog.by_id.get(m.signature)
            if sig is None:
                problems.append(CatalogProblem(s.path, where, "signature", f"unknown signature {m.signature!r}"))
                continue
            if sig.role in _NOT_COVERAGE:
                problems.append(CatalogProblem(s.path, where, "signature", f"{m.signature} is {sig.role} evidence, not a catalog signature"))
                continue
            base = sig.family or sig.id
            hits = line_hits(scanner, m.example)
            if base not in hits:
                problems.append(CatalogProblem(s.path, where, "example", f"{m.signature} does not match its example: {m.example!r}"))
                continue
            if sig.family and catalog.resolve(base, hits[base]) != sig.id:
                problems.append(
                    CatalogProblem(s.path, where, "example", f"the example resolves to {catalog.resolve(base, hits[base])}, not {sig.id}")
                )
                continue
            rivals = [
                catalog.by_id[catalog.resolve(h, f)]
                for h, f in hits.items()
                if h != base and catalog.by_id[h].role not in _NOT_COVERAGE
            ]
            above = [r.id for r in rivals if r.specificity > sig.specificity]
            if above:
                problems.append(
                    CatalogProblem(s.path, where, "signature", f"{', '.join(above)} (more specific) takes the example line from {m.signature}")
                )
    return problems


def _cell(text: str) -> str:
    return "`" + text.replace("|", "\\|").replace("`", "'") + "`"


def render(catalog: Catalog, lists: list[SourceList]) -> str:
    """``COVERAGE.md``: a summary table, then one table per source (message, emitting
    file, covering signature and category, or the reason none should)."""
    out = [
        "# Catalog coverage by source",
        "",
        "Generated by `firstfault signatures coverage` from the catalog and the source lists in",
        "`signatures/sources/` (the failure messages each project emits, read from its code or",
        "documentation). Do not edit by hand; the test suite checks that it is current.",
        "",
        "| source | read from | messages | covered | no signature (reason given) |",
        "|---|---|---:|---:|---:|",
    ]
    for s in lists:
        covered = sum(1 for m in s.messages if m.signature)
        out.append(f"| [{s.source}](#{s.source}) | {s.repo} @ {s.version} | {len(s.messages)} | {covered} | {len(s.messages) - covered} |")
    for s in lists:
        out += ["", f"## {s.source}", "", f"{s.title}. Read from {s.repo} @ {s.version}.", "", "| message | emitted in | signature | category |", "|---|---|---|---|"]
        for m in s.messages:
            if m.signature:
                sig = catalog.by_id.get(m.signature)
                out.append(f"| {_cell(m.text)} | {m.file} | `{m.signature}` | {sig.category if sig else '?'} |")
            else:
                out.append(f"| {_cell(m.text)} | {m.file} | none: {m.none} | |")
    return "\n".join(out) + "\n"
