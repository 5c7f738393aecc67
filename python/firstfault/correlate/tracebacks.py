"""Tracebacks read whole: which part of a job raised, from a Python traceback's frames,
exception type and message (rules: ``signatures/rules/tracebacks.yaml``).

An uncaught exception of a type no catalog entry names ends as a catch-all match
(``python.exception``, ``generic.python_exception``: category ``user_code``). Its
traceback says more: the frame that raised (a framework's argument validation: config;
the import machinery: environment; ``torch.serialization``: checkpoint; a Dataset or
DataLoader worker: data_pipeline) and the type (``MemoryError``: host_oom). The rules are
data, tried in order; :func:`refine` applies the first that holds.
"""

from __future__ import annotations

import functools
import os
import re
from dataclasses import dataclass
from typing import Optional

from firstfault import _core
from firstfault.catalog import CATEGORIES, default_signature_dir

#: A frame line as CPython prints it (``traceback.StackSummary.format``).
FRAME_RE = re.compile(r'^\s*File "(?P<file>[^"]*)", line (?P<line>\d+)(?:, in (?P<func>.*))?$')


def _split_prefix(ln: str) -> tuple[str, int]:
    """``(prefix, end)``: the line's prefixes as the scanner reads them (torchrun's
    ``[default3]:``, Slurm's ``3: ``, pdsh's ``worker-0: ``, mpirun's tags; the native
    ``line_prefix_len``), compared without the spaces after them (torchrun's
    ``[default3]:`` is followed by the line as printed, ``[default3]:Traceback`` as well as
    ``[default3]:  File``), and where the rest of the line starts. A traceback's lines
    share the prefix of its exception line."""
    end = _core.line_prefix_len(ln)
    return ln[:end].rstrip(" "), end
_HEADER = "Traceback (most recent call last):"
#: The header as torchrun's failure summary quotes a worker's error file, indented under
#: its ``traceback :`` label (torch/distributed/elastic/multiprocessing/errors/__init__.py,
#: ``ChildFailedError.format_msg``).
_SUMMARY_HEADER = re.compile(r"\s+traceback\s*: Traceback \(most recent call last\):")
#: Categories a rule may refine: what a catch-all exception entry says.
REFINABLE = frozenset({"user_code", "unknown"})


@dataclass(frozen=True)
class Traceback:
    """One traceback: the exception's type and message, and its frames as
    ``File "<path>", line <n>, in <function>`` lines, outermost first."""

    exc_type: str
    message: str
    frames: tuple[str, ...]


@dataclass(frozen=True)
class TracebackRule:
    """One rule of ``tracebacks.yaml`` (see the file's header for the fields)."""

    id: str
    title: str
    category: str
    reason: str
    exc_types: frozenset
    message: Optional[re.Pattern]
    frames: tuple[re.Pattern, ...]
    innermost: bool
    examples: tuple[str, ...]
    #: What to do and how to check it, when the rule knows better than the catch-all
    #: entry it refines (whose advice is for the exception type in general).
    fix: Optional[str] = None
    verify: Optional[str] = None
    #: The check that raised runs alike on every rank (argument or config validation at
    #: start-up): the rank whose traceback the logs show is the one whose output they
    #: kept, not known to be the first or the only one.
    every_rank: bool = False

    def holds(self, tb: Traceback) -> bool:
        """All of the rule's fields hold on ``tb``."""
        if self.exc_types and tb.exc_type not in self.exc_types and tb.exc_type.rsplit(".", 1)[-1] not in self.exc_types:
            return False
        if self.message is not None and not self.message.search(tb.message):
            return False
        if self.frames:
            frames = tb.frames[-1:] if self.innermost else tb.frames
            if not any(p.search(f) for p in self.frames for f in frames):
                return False
        return True


def parse(lines: list[str]) -> Optional[Traceback]:
    """The last traceback in ``lines`` (a header, frames, then the exception line as the
    last of them), keeping only lines with the exception line's prefix (an interleaved
    console holds other ranks' lines). When ``lines`` start inside the traceback (no
    header), the frames present. None when the lines do not end one."""
    if not lines:
        return None

    prefix = _split_prefix(lines[-1])[0]
    own = []
    for ln in lines:
        p, end = _split_prefix(ln)
        if p == prefix:
            own.append(ln[end:])
        elif prefix and prefix + _HEADER in ln.replace(prefix + " ", prefix):
            # The header glued after another process's progress bar (no newline between).
            own.append(_HEADER)
    exc = own[-1].strip()
    name, _, msg = exc.partition(": ")
    if not re.fullmatch(r"[A-Za-z_][\w.]*", name.rstrip(":")):
        return None
    frames, ended = _walk_back(own[:-1])
    if ended == "prose":
        return None  # prose between the header and the exception: not one traceback
    # Without a header the lines began inside the traceback (a deep stack is longer than
    # the context kept): its inner frames are there, the outermost are not.
    return Traceback(name.rstrip(":"), msg, frames) if frames or ended == "header" else None


def _walk_back(lines: list[str]) -> tuple[tuple[str, ...], str]:
    """The frames above the end of ``lines`` back to a traceback's header, outermost
    first, written as :func:`parse` writes them, and why the walk ended: ``"header"``,
    ``"prose"`` (a line of other output) or ``"start"`` (``lines`` ran out). Line prefixes
    (:func:`_split_prefix`) are dropped."""
    frames: list[str] = []
    for ln in reversed(lines):
        ln = ln[_split_prefix(ln)[1]:]
        if ln.startswith(_HEADER) or _SUMMARY_HEADER.match(ln):
            return tuple(reversed(frames)), "header"
        f = FRAME_RE.match(ln)
        if f:
            frames.append(f'File "{f["file"]}", line {f["line"]}, in {f["func"] or ""}')
        elif ln and not ln[0].isspace():
            if _core.line_time(ln) is not None:
                # A timestamped log record of the same process: its stdout and stderr are
                # two pipes a launcher tees under one prefix, so the logger's lines land
                # between the frames Python writes to stderr.
                continue
            return tuple(reversed(frames)), "prose"
    return tuple(reversed(frames)), "start"


def frames_above(before: list[str]) -> tuple[str, ...]:
    """The frames of the traceback that the line after ``before`` belongs to (its
    exception line, or a source line inside it), as :func:`parse` writes them,
    outermost first; empty when that line is not inside a traceback (no header above it
    before a line of other output)."""
    frames, ended = _walk_back(before)
    return frames if ended == "header" else ()


def default_rules_path() -> str:
    """``signatures/rules/tracebacks.yaml`` beside the shipped catalog."""
    return os.path.join(default_signature_dir(), "rules", "tracebacks.yaml")


@functools.lru_cache(maxsize=4)
def load_rules(path: Optional[str] = None) -> tuple[TracebackRule, ...]:
    """The rules of ``path`` (default: :func:`default_rules_path`), in order.

    Raises:
        CatalogError: an entry with an unknown category, an unknown key or a regex that
            does not compile (every problem at once, with the rule's id and field).
    """
    import yaml

    from firstfault.errors import CatalogError, CatalogProblem

    path = path or default_rules_path()
    with open(path, encoding="utf-8") as fh:
        doc = yaml.safe_load(fh) or []
    rules, problems = [], []
    keys = {"id", "title", "category", "reason", "exc_types", "message", "frames", "where", "examples", "fix", "verify", "every_rank"}
    for i, e in enumerate(doc):
        rid = str(e.get("id", f"<entry {i}>")) if isinstance(e, dict) else f"<entry {i}>"
        if not isinstance(e, dict) or set(e) - keys or not {"id", "title", "category", "reason"} <= set(e):
            problems.append(CatalogProblem(path, rid, "entry", f"needs id, title, category, reason; allowed keys: {sorted(keys)}"))
            continue
        if e["category"] not in CATEGORIES:
            problems.append(CatalogProblem(path, rid, "category", f"unknown category {e['category']!r}"))
            continue
        try:
            rules.append(
                TracebackRule(
                    id=rid,
                    title=e["title"],
                    category=e["category"],
                    reason=e["reason"],
                    exc_types=frozenset(e.get("exc_types") or ()),
                    message=re.compile(e["message"]) if e.get("message") else None,
                    frames=tuple(re.compile(p) for p in e.get("frames") or ()),
                    innermost=e.get("where", "any") == "innermost",
                    examples=tuple(e.get("examples") or ()),
                    fix=(e.get("fix") or "").strip() or None,
                    verify=(e.get("verify") or "").strip() or None,
                    every_rank=bool(e.get("every_rank", False)),
                )
            )
        except re.error as err:
            problems.append(CatalogProblem(path, rid, "frames/message", f"regex does not compile: {err}"))
    if problems:
        raise CatalogError(problems)
    return tuple(rules)


def classify(tb: Traceback, rules: tuple[TracebackRule, ...]) -> Optional[TracebackRule]:
    """The first rule that holds on ``tb``, or None."""
    return next((r for r in rules if r.holds(tb)), None)


def rule_for(before: list[str], line: str) -> Optional[tuple[TracebackRule, Traceback]]:
    """The rule the traceback ending at ``line`` (``before``: the lines above it in its
    stream) satisfies, with the traceback; None when the lines end no traceback or no
    rule holds."""
    tb = parse(list(before) + [line])
    if tb is None:
        return None
    rule = classify(tb, load_rules())
    return (rule, tb) if rule is not None else None


def refine(category: str, before: list[str], line: str) -> Optional[tuple[TracebackRule, Traceback]]:
    """For a catch-all category (:data:`REFINABLE`), :func:`rule_for`; else None."""
    return rule_for(before, line) if category in REFINABLE else None


#: A faulthandler frame (``Python/traceback.c`` dump_frame: ``  File "<path>", line <n> in <func>``,
#: no comma before ``in``), as printed after ``Fatal Python error: ...`` and a thread header.
_FH_FRAME_RE = re.compile(r'^\s*File "(?P<file>[^"]*)", line (?P<line>\d+) in (?P<func>.*)$')
_FH_THREAD_RE = re.compile(r"^(?:Current thread|Thread) 0x[0-9a-fA-F]+ ")
#: Lines after the last thread of a dump (``Modules/faulthandler.c``: the extension
#: modules list) or opening another dump.
_FH_END = ("Extension modules:", "Fatal Python error:")
#: Paths of installed code (the interpreter's library, packages): never a job's call site.
_LIBRARY_RE = re.compile(r"/(?:site-packages|dist-packages)/|/lib/python\d[\d.]*/|^<frozen ")


def faulthandler_frames(after: list[str]) -> tuple[str, ...]:
    """The frames of one thread of a faulthandler dump (``after``: the lines following
    ``Fatal Python error: ...`` in its stream), outermost first, in the frame form
    :class:`Traceback` uses: the current thread's when it ran Python code, else the last
    listed thread with Python frames (the dump lists the newest thread first, so the
    main thread comes last; a native thread that crashed, such as gloo's, has no Python
    frames). Other lines (another process's in a shared console) are skipped. Empty
    when no dump follows."""
    threads: list[tuple[bool, list[str]]] = []
    own = _split_prefix(after[0])[0] if after else ""
    for ln in after:
        p, end = _split_prefix(ln)
        if own and p != own:
            continue  # another process's line in a shared console
        body = ln[end:].rstrip()
        head = _FH_THREAD_RE.match(body)
        if head:
            threads.append((body.startswith("Current thread"), []))
            continue
        f = _FH_FRAME_RE.match(body)
        if f and threads:
            threads[-1][1].append(f'File "{f["file"]}", line {f["line"]}, in {f["func"]}')
        elif body.startswith(_FH_END):
            break  # the dump is over, or another process's begins
    with_frames = [(cur, fr) for cur, fr in threads if fr]
    if not with_frames:
        return ()
    current = next((fr for cur, fr in with_frames if cur), None)
    return tuple(reversed(current if current is not None else with_frames[-1][1]))


def call_site(frames: tuple[str, ...]) -> Optional[str]:
    """The innermost frame of the job's own code (not an installed package or the
    standard library), as ``file.py:<line> in <func>``: where the job called into the
    library that raised or blocked. None when every frame is library code."""
    for fr in reversed(frames):
        f = FRAME_RE.match(fr)
        if f and not _LIBRARY_RE.search(f["file"]):
            return f'{os.path.basename(f["file"])}:{f["line"]} in {f["func"] or "?"}'
    return None
