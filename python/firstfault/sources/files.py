"""File inputs: expand paths, directories and globs; assign jobs; scan in Rust.

Reading, decompression (gzip, zstd, detected by magic bytes) and matching all
happen in the native core, in parallel over files with the GIL released; this
module only decides *which* files belong to *which* job and reports problems.
"""

from __future__ import annotations

import glob
import os
import re
import stat
import sys
import threading
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Optional

from firstfault import _core
from firstfault.errors import UsageError

#: Directory names too generic to name a job: the parent's name is used instead.
GENERIC_DIR_NAMES = frozenset({"logs", "log", "output", "outputs", "out", "console", "stdout", "stderr", "tmp", ""})

_GLOB_CHARS = re.compile(r"[*?\[]")


@dataclass
class InputProblem:
    """A problem with one input path; ``level`` is ``error`` or ``warning``."""

    path: str
    level: str
    kind: str
    message: str
    offset: Optional[int] = None

    def __str__(self) -> str:
        where = f"{self.path}" + (f" (at byte {self.offset})" if self.offset is not None else "")
        return f"{self.level}: {where}: {self.message}"


@dataclass
class FileInput:
    """One file to scan and the job it belongs to."""

    path: str
    job_id: str
    year_hint: Optional[int] = None
    #: The path below the directory the user named (what rank/node path rules read).
    identity_path: Optional[str] = None


@dataclass
class Expansion:
    """The result of expanding command-line paths."""

    files: list[FileInput] = field(default_factory=list)
    problems: list[InputProblem] = field(default_factory=list)
    stdin: bool = False


def _job_name(directory: Path) -> str:
    d = directory.resolve()
    while d.name.lower() in GENERIC_DIR_NAMES and d.parent != d:
        d = d.parent
    return d.name or "job"


def _year(path: str) -> Optional[int]:
    try:
        return datetime.fromtimestamp(os.stat(path).st_mtime, tz=timezone.utc).year
    except OSError:
        return None


def expand_paths(
    paths: list[str],
    *,
    job: Optional[str] = None,
    job_from: Optional[str] = None,
    job_depth: int = 0,
    include_hidden: bool = False,
) -> Expansion:
    """Expand command-line inputs into files grouped by job.

    Args:
        paths: files, directories (walked recursively, sorted), glob patterns
            (``**`` allowed) and ``-`` for standard input.
        job: put every input in this job.
        job_from: a regex applied to each file path; its group ``job`` (or group 1)
            names the job. Files it does not match fall back to the default.
        job_depth: for a directory argument, the job is the directory this many levels
            below it (``scan /archive --job-depth 1``: every subdirectory of ``/archive`` is
            a job); 0 means the directory itself.
        include_hidden: also walk hidden files and directories (names starting with ``.``).

    Default job: the name of the directory given (or, for a file, its directory),
    skipping generic names such as ``logs`` (``/runs/job-8812/logs`` -> ``job-8812``).

    Returns:
        An :class:`Expansion`; missing paths, FIFOs and devices are reported in
        ``problems`` and skipped.

    Raises:
        UsageError: ``job_from`` is not a valid regex.
    """
    try:
        job_re = re.compile(job_from) if job_from else None
    except re.error as e:
        raise UsageError(f"--job-from {job_from!r}: {e}") from None
    out = Expansion()
    seen: set[str] = set()

    def add(path: str, default_job: str, root: Optional[str] = None) -> None:
        real = os.path.realpath(path)
        if real in seen:
            return
        seen.add(real)
        name = default_job
        if job:
            name = job
        elif job_re:
            m = job_re.search(path)
            if m:
                name = m.groupdict().get("job") or (m.group(1) if m.groups() else m.group(0))
        ident = os.path.relpath(path, root) if root else os.path.basename(path)
        out.files.append(FileInput(path=path, job_id=name, year_hint=_year(path), identity_path=ident))

    def add_checked(path: str, default_job: str) -> None:
        try:
            st = os.stat(path)
        except FileNotFoundError:
            out.problems.append(InputProblem(path, "error", "not_found", "no such file or directory"))
            return
        except PermissionError:
            out.problems.append(InputProblem(path, "error", "permission_denied", "permission denied"))
            return
        except OSError as e:
            out.problems.append(InputProblem(path, "error", "io_error", e.strerror or str(e)))
            return
        if stat.S_ISREG(st.st_mode):
            add(path, default_job)
        elif stat.S_ISDIR(st.st_mode):
            walk(path)
        else:
            out.problems.append(InputProblem(path, "warning", "not_a_file", "not a regular file (FIFO, socket or device); skipped"))

    def walk(directory: str) -> None:
        top_job = _job_name(Path(directory))

        def job_for(root: str) -> tuple[str, str]:
            """(job id, the job's own directory) for files under ``root``."""
            if job_depth <= 0:
                return top_job, directory
            parts = tuple(p for p in Path(os.path.relpath(root, directory)).parts if p != ".")
            if len(parts) >= job_depth:
                return parts[job_depth - 1], os.path.join(directory, *parts[:job_depth])
            return top_job, directory

        def onerror(e: OSError) -> None:
            out.problems.append(InputProblem(e.filename or directory, "error", "permission_denied" if isinstance(e, PermissionError) else "io_error", e.strerror or str(e)))

        for root, dirs, files in os.walk(directory, onerror=onerror, followlinks=False):
            if not include_hidden:
                dirs[:] = [d for d in dirs if not d.startswith(".")]
            dirs.sort()
            for f in sorted(files):
                if not include_hidden and f.startswith("."):
                    continue
                p = os.path.join(root, f)
                try:
                    st = os.stat(p)
                except OSError as e:
                    kind = "not_found" if isinstance(e, FileNotFoundError) else "io_error"
                    msg = "broken symbolic link" if os.path.islink(p) else (e.strerror or str(e))
                    out.problems.append(InputProblem(p, "warning", kind, msg))
                    continue
                if stat.S_ISREG(st.st_mode):
                    add(p, *job_for(root))
                elif not stat.S_ISDIR(st.st_mode):
                    out.problems.append(InputProblem(p, "warning", "not_a_file", "not a regular file; skipped"))

    for p in paths:
        if p == "-":
            out.stdin = True
        elif _GLOB_CHARS.search(p) and not os.path.exists(p):
            hits = sorted(glob.glob(p, recursive=True))
            if not hits:
                out.problems.append(InputProblem(p, "error", "not_found", "glob matched no files"))
            for h in hits:
                add_checked(h, _job_name(Path(h).parent) if os.path.isfile(h) else _job_name(Path(h)))
        elif os.path.isdir(p):
            walk(p)
        else:
            add_checked(p, _job_name(Path(p).parent))
    return out


def _printable(path: Optional[str]) -> Optional[str]:
    """A path as valid UTF-8 text (undecodable bytes of a file name become U+FFFD)."""
    if path is None:
        return None
    return os.fsencode(path).decode("utf-8", "replace")


@dataclass
class RawScan:
    """Columns and summaries as the native core returns them (see ``_core.Scanner.scan_files``)."""

    matches: dict
    summaries: list[dict]
    problems: list[InputProblem]
    bytes: int


def scan_files(
    scanner: "_core.Scanner",
    files: list[FileInput],
    *,
    threads: int = 0,
    binary: bool = False,
    rank_rules: Optional[list[str]] = None,
    node_rules: Optional[list[str]] = None,
    on_progress: Optional[Callable[[int, int], None]] = None,
) -> RawScan:
    """Scan files in parallel in the native core.

    Args:
        scanner: the compiled catalog.
        files: inputs from :func:`expand_paths`.
        threads: worker threads (0: one per core).
        binary: scan files that contain NUL bytes instead of skipping them.
        rank_rules / node_rules: regexes with one group that read a rank / node from the
            path (they replace the defaults; see ``rust/attribution.rs``).
        on_progress: called as ``on_progress(bytes_read, total_bytes)`` about ten times a
            second from the calling thread while the scan runs (sizes of compressed files
            count as their on-disk size, so the ratio is approximate).

    Returns:
        A :class:`RawScan`. Problems with single files (unreadable, corrupt archive,
        binary, empty) are listed, never raised.
    """
    # Paths go to the core as bytes (any file name the OS allows, including non-UTF-8);
    # the identity path is only read by regexes, so undecodable bytes become U+FFFD.
    inputs = [
        {"path": os.fsencode(f.path), "year_hint": f.year_hint, "identity_path": _printable(f.identity_path)}
        for f in files
    ]
    kwargs = dict(threads=threads, binary=binary, rank_rules=rank_rules, node_rules=node_rules)
    if on_progress is None:
        raw = scanner.scan_files(inputs, **kwargs)
    else:
        total = 0
        for f in files:
            try:
                total += os.path.getsize(f.path)
            except OSError:
                pass
        progress = _core.Progress()
        box: dict = {}

        def run() -> None:
            try:
                box["raw"] = scanner.scan_files(inputs, progress=progress, **kwargs)
            except BaseException as e:  # re-raised in the calling thread
                box["error"] = e

        t = threading.Thread(target=run, name="firstfault-scan", daemon=True)
        t.start()
        try:
            while t.is_alive():
                t.join(0.1)
                on_progress(progress.bytes, total)
        except KeyboardInterrupt:
            progress.cancel()
            t.join()
            raise
        on_progress(progress.bytes, max(total, progress.bytes))
        if "error" in box:
            raise box["error"]
        raw = box["raw"]
    problems = [
        InputProblem(p["path"], p["level"], p["kind"], p["message"], p["offset"]) for p in raw["problems"]
    ]
    return RawScan(raw["matches"], raw["summaries"], problems, raw["bytes"])


def scan_stdin(scanner: "_core.Scanner", *, chunk_bytes: int = 4 << 20, name: str = "<stdin>") -> RawScan:
    """Scan standard input as one stream, fed to a native session chunk by chunk."""
    session = scanner.session()
    sid = session.add_stream(name, year_hint=datetime.now(timezone.utc).year)
    total = 0
    stdin = sys.stdin.buffer
    while True:
        chunk = stdin.read(chunk_bytes)
        if not chunk:
            break
        total += len(chunk)
        session.feed(sid, chunk)
    session.finish_all()
    summaries = session.summaries()
    for s in summaries:
        s["compression"] = "plain"
    problems = [] if total else [InputProblem(name, "warning", "empty", "empty input")]
    return RawScan(session.take_matches(), summaries, problems, total)
