"""File inputs: expand paths, directories, tar archives and globs; assign jobs; scan in Rust.

Reading, decompression (gzip, zstd, detected by magic bytes) and matching all
happen in the native core, in parallel over files with the GIL released; this
module only decides *which* files belong to *which* job and reports problems.
"""

from __future__ import annotations

import errno
import glob
import os
import posixpath
import re
import stat
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Optional

from firstfault import _core
from firstfault.errors import UsageError
from firstfault.sources.native import TAR_SUFFIXES, TAR_UNREADABLE, NativeScan, is_tar_name, mtime_micros, mtime_year, native_input, printable, year_of

if TYPE_CHECKING:
    from firstfault.scan_ahead import ScanAhead

#: Directory names too generic to name a job: the parent's name is used instead.
GENERIC_DIR_NAMES = frozenset({"logs", "log", "output", "outputs", "out", "console", "stdout", "stderr", "tmp", ""})

_GLOB_CHARS = re.compile(r"[*?\[]")


#: Every input problem kind, slug -> ``(meaning, loss)``; ``loss`` is what the problem
#: cost the job's diagnosis: ``none``, ``nothing_to_lose`` (not read, but no log lines
#: in it), ``lines`` (log lines not read), ``read_broke`` (read up to an error). Defined
#: once, in ``rust/problem.rs``.
PROBLEM_KINDS: dict[str, tuple[str, str]] = _core.problem_kinds()


def problem_kinds_where(*losses: str) -> frozenset[str]:
    """The problem kinds whose loss is one of ``losses`` (see :data:`PROBLEM_KINDS`)."""
    return frozenset(k for k, (_, loss) in PROBLEM_KINDS.items() if loss in losses)


@dataclass
class InputProblem:
    """A problem with one input path; ``level`` is ``error`` or ``warning``.

    ``path`` is printable text (bytes of a file name that are not UTF-8 become U+FFFD);
    ``job_id`` is the job the input belonged to, when it was assigned one.
    """

    path: str
    level: str
    kind: str
    message: str
    offset: Optional[int] = None
    job_id: Optional[str] = None

    def __post_init__(self) -> None:
        self.path = printable(self.path) or ""
        if self.kind not in PROBLEM_KINDS:
            raise ValueError(f"unknown input problem kind {self.kind!r} (rust/problem.rs lists them)")

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
    #: The file's modification time, µs: no line in it is later.
    mtime_micros: Optional[int] = None
    #: The name reports show when ``path`` is not it: ``job.tar.gz:logs/rank3.log`` for a
    #: member of a tar archive, read from a temporary copy.
    display_name: Optional[str] = None


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
    return printable(d.name) or "job"


def expand_paths(
    paths: list[str],
    *,
    job: Optional[str] = None,
    job_from: Optional[str] = None,
    job_depth: int = 0,
    include_hidden: bool = False,
) -> Expansion:
    """Expand command-line inputs into a list of files grouped by job.

    The eager form of :func:`iter_inputs` (same arguments and rules).
    """
    out = Expansion()
    stdin: list[bool] = []
    out.files = list(
        iter_inputs(paths, out.problems, stdin, job=job, job_from=job_from, job_depth=job_depth, include_hidden=include_hidden)
    )
    out.stdin = bool(stdin)
    return out


def iter_inputs(
    paths: list[str],
    problems: list[InputProblem],
    stdin: list[bool],
    *,
    job: Optional[str] = None,
    job_from: Optional[str] = None,
    job_depth: int = 0,
    include_hidden: bool = False,
) -> Iterator[FileInput]:
    """Walk command-line inputs lazily and yield the files to scan, with their job.

    Args:
        paths: files, directories (walked recursively, sorted), glob patterns
            (``**`` allowed) and ``-`` for standard input.
        problems: receives a problem for every input that cannot be scanned (missing,
            permission denied, FIFO/device/socket, broken link, symlink loop).
        stdin: receives ``True`` when ``-`` was given.
        job: put every input in this job.
        job_from: a regex applied to each file path; its group ``job`` (or group 1)
            names the job. Files it does not match fall back to the default.
        job_depth: for a directory argument, the job is the directory this many levels
            below it (``scan /archive --job-depth 1``: every subdirectory of ``/archive`` is
            a job); 0 means the directory itself.
        include_hidden: also walk hidden files and directories (names starting with ``.``).

    Default job: the name of the directory given (or, for a file, its directory),
    skipping generic names such as ``logs`` (``/runs/job-8812/logs`` -> ``job-8812``).
    Memory: one directory listing at a time plus one entry per file and directory seen
    (to skip the same file reached twice). Symbolic links to directories are followed,
    each real directory once. A FIFO named on the command line (``<(zcat x.gz)``) is
    read like stdin; FIFOs, sockets and devices met while walking or matched by a glob
    are skipped (a FIFO without a writer would block the scan).

    Raises:
        UsageError: ``job_from`` is not a valid regex (before anything is yielded).
    """
    try:
        job_re = re.compile(job_from) if job_from else None
    except re.error as e:
        raise UsageError(f"--job-from {job_from!r}: {e}") from None
    return _walk_inputs(paths, problems, stdin, job, job_re, job_depth, include_hidden)


#: The problem of an input that is not a regular file and is not read.
_NOT_A_FILE = "not a regular file (FIFO, socket or device); skipped"


#: Source code and documentation that a job's directory often holds beside its logs: a
#: training script handles "CUDA out of memory", a README quotes it. Skipped when a
#: directory is walked; read when named. (YAML and JSON stay: pod dumps, error files.)
NOT_LOG_SUFFIXES = frozenset({".py", ".md", ".rst", ".ipynb", ".toml", ".cfg", ".ini", ".sh", ".c", ".cc", ".cpp", ".h", ".hpp", ".cu"})


def _tar_stem(path: str) -> str:
    """``/runs/job-8812.tar.gz`` -> ``job-8812``."""
    name = os.path.basename(path)
    low = name.lower()
    for suf in sorted((*TAR_SUFFIXES, *TAR_UNREADABLE), key=len, reverse=True):
        if low.endswith(suf):
            return name[: -len(suf)]
    return name


_tar_root: Optional[str] = None


def _tar_workdir() -> str:
    """A private temporary directory for the members of tar archives, removed when the
    process exits (members are copied out because the native core reads files in
    parallel, and a compressed archive can only be read from its start)."""
    global _tar_root
    if _tar_root is None:
        import atexit
        import shutil
        import tempfile

        _tar_root = tempfile.mkdtemp(prefix="firstfault-tar-")
        atexit.register(shutil.rmtree, _tar_root, True)
        _remove_copies_on_termination()
    return _tar_root


def _remove_copies_on_termination() -> None:
    """SIGTERM and SIGHUP (a scheduler's or a closed terminal's stop) end the process
    without ``atexit``: remove the members' copies first, then die of the signal as
    before. Only where the handler is still the default and on the main thread."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return

    def handler(signo, _frame):
        remove_archive_copies()
        signal.signal(signo, signal.SIG_DFL)
        os.kill(os.getpid(), signo)

    for sig in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if sig is not None and signal.getsignal(sig) is signal.SIG_DFL:
            signal.signal(sig, handler)


def discard_copies(files: list[FileInput]) -> None:
    """Remove the temporary copies of archive members among ``files`` (once scanned),
    so that a large archive takes one batch of members on disk at a time."""
    for f in files:
        if f.display_name is not None and _tar_root is not None and f.path.startswith(_tar_root):
            try:
                os.unlink(f.path)
            except OSError:
                pass


def remove_archive_copies() -> None:
    """Remove the directory of archive members' copies (the CLI leaves by ``os._exit``,
    which runs no ``atexit`` handler)."""
    global _tar_root
    if _tar_root is not None:
        import shutil

        shutil.rmtree(_tar_root, ignore_errors=True)
        _tar_root = None


def _tar_members(
    path: str, default_job: str, job_of: Callable[[str, str], str], job_depth: int, include_hidden: bool, problems: list[InputProblem]
) -> Iterator[FileInput]:
    """The regular-file members of the tar archive ``path`` as inputs, each copied to a
    temporary file and named ``<archive>:<member>`` in reports. Members are filtered as
    a directory walk filters files (hidden names, :data:`NOT_LOG_SUFFIXES`); links,
    devices and names that would leave the archive's directory are not read. With
    ``job_depth`` N, the job of a member is its path's N-th part, as for a directory.
    A damaged archive yields the members before the damage and one ``corrupt_archive``
    problem naming the archive."""
    import shutil
    import tarfile
    import tempfile
    import zlib

    low = path.lower()
    for suf, how in TAR_UNREADABLE.items():
        if low.endswith(suf):
            problems.append(InputProblem(path, "error", "unsupported_format", f"zstd-compressed tar archive: not read (unpack it first: {how.format(os.path.basename(path))})", job_id=default_job))
            return
    dest = tempfile.mkdtemp(dir=_tar_workdir())
    try:
        # ignore_zeros: past a damaged header, search on for the next member (as GNU tar
        # does: "Skipping to next header"); the gap is reported below.
        tf = tarfile.open(path, "r:*", ignore_zeros=True)
    except OSError as e:
        problems.append(InputProblem(path, "error", "io_error", e.strerror or str(e), job_id=default_job))
        return
    except (tarfile.TarError, EOFError, zlib.error):
        problems.append(InputProblem(path, "error", "corrupt_archive", "named like a tar archive but not one (or damaged at its start): not read", job_id=default_job))
        return
    expected = 0  # where the next member's header should start
    with tf:
        while True:
            try:
                m = tf.next()
            except (tarfile.TarError, OSError, EOFError, zlib.error) as e:
                problems.append(InputProblem(path, "error", "tar_damaged", f"tar archive unreadable from here on ({e}): the members before it were read", job_id=default_job))
                return
            if m is None:
                return
            if m.offset > expected:
                problems.append(
                    InputProblem(
                        path,
                        "error",
                        "tar_damaged",
                        f"tar archive damaged at byte {expected}: {m.offset - expected} bytes skipped to the next member header "
                        f"({m.name}); what they held is lost",
                        offset=expected,
                        job_id=default_job,
                    )
                )
            expected = m.offset_data + -(-m.size // tarfile.BLOCKSIZE) * tarfile.BLOCKSIZE
            name = posixpath.normpath(m.name.replace("\\", "/").lstrip("/"))
            parts = [p for p in name.split("/") if p not in ("", ".")]
            if not m.isreg() or not parts:
                continue
            if parts[0] == "..":
                problems.append(InputProblem(f"{path}:{m.name}", "warning", "unsafe_member", "member name leaves the archive: not read", job_id=default_job))
                continue
            if is_tar_name(parts[-1]):
                problems.append(InputProblem(f"{path}:{name}", "warning", "nested_archive", "a tar archive inside a tar archive: not read (unpack it first)", job_id=default_job))
                continue
            if not include_hidden and any(p.startswith(".") for p in parts):
                continue
            if os.path.splitext(parts[-1])[1].lower() in NOT_LOG_SUFFIXES:
                continue
            member = "/".join(parts)
            target = os.path.join(dest, *parts)
            job_id = parts[job_depth - 1] if 0 < job_depth < len(parts) else default_job
            job_id = job_of(f"{path}:{member}", job_id)
            found = FileInput(
                path=target, job_id=job_id, year_hint=year_of(m.mtime) if m.mtime else None, identity_path=member, display_name=f"{path}:{member}", mtime_micros=int(m.mtime * 1_000_000) if m.mtime else None
            )
            try:
                os.makedirs(os.path.dirname(target), exist_ok=True)
                src = tf.extractfile(m)
                if src is None:
                    continue
                with src, open(target, "wb") as out:
                    shutil.copyfileobj(src, out, 1 << 20)
            except (tarfile.TarError, EOFError, zlib.error) as e:
                # The member's bytes before the damage are read, like a cut .gz file's.
                problems.append(InputProblem(found.display_name, "error", "tar_damaged", f"tar archive unreadable from here on ({e}): this member was read up to the damage, later ones are lost", job_id=job_id))
                if os.path.exists(target):
                    yield found
                return
            except OSError as e:
                problems.append(InputProblem(found.display_name, "error", "io_error", f"could not copy the member out: {e.strerror or e}", job_id=job_id))
                continue
            yield found


def _walk_inputs(paths, problems, stdin, job, job_re, job_depth, include_hidden) -> Iterator[FileInput]:
    seen: set[int] = set()

    def job_name(path: str, default_job: str) -> str:
        name = default_job
        if job:
            name = job
        elif job_re:
            m = job_re.search(path)
            if m:
                name = m.groupdict().get("job") or (m.group(1) if m.groups() else m.group(0))
        return printable(name) or "job"

    def make(path: str, st: os.stat_result, default_job: str, root: Optional[str] = None) -> Optional[FileInput]:
        key = (st.st_dev << 40) ^ st.st_ino
        if key in seen:
            return None
        seen.add(key)
        ident = os.path.relpath(path, root) if root else os.path.basename(path)
        return FileInput(path=path, job_id=job_name(path, default_job), year_hint=mtime_year(st), identity_path=ident, mtime_micros=mtime_micros(st))

    def problem(path: str, e: OSError, level: str = "error", job_id: Optional[str] = None, message: Optional[str] = None) -> None:
        if isinstance(e, FileNotFoundError):
            kind, msg = "not_found", "no such file or directory"
            if os.path.islink(path):
                kind, msg = "broken_link", "broken symbolic link"
        elif isinstance(e, PermissionError):
            kind, msg = "permission_denied", "permission denied"
        elif e.errno == errno.ELOOP:
            kind, msg = "symlink_loop", "too many levels of symbolic links"
        else:
            kind, msg = "io_error", e.strerror or str(e)
        problems.append(InputProblem(path, level, kind, message or msg, job_id=job_id))

    def one(path: str, default_job: str, named: bool = True) -> Iterator[FileInput]:
        # `named`: the path was given as it is, not found by expanding a glob.
        try:
            st = os.stat(path)
        except OSError as e:
            problem(path, e)
            return
        if stat.S_ISREG(st.st_mode) and is_tar_name(path):
            # An archive named on the command line is a job of its own, as a directory is.
            stem = _tar_stem(path)
            top = _job_name(Path(path).parent) if stem.lower() in GENERIC_DIR_NAMES else printable(stem) or "job"
            yield from _tar_members(path, top, job_name, job_depth, include_hidden, problems)
        elif stat.S_ISREG(st.st_mode):
            f = make(path, st, default_job)
            if f:
                yield f
        elif stat.S_ISDIR(st.st_mode):
            yield from walk(path)
        elif stat.S_ISFIFO(st.st_mode) and named:
            # Named explicitly (a named pipe, `<(zcat log.gz)`): read it like stdin. A
            # glob hit is skipped like a file met while walking: opening a FIFO
            # without a writer would block the whole scan.
            f = make(path, st, default_job)
            if f:
                yield f
        else:
            problems.append(InputProblem(path, "warning", "not_a_file", _NOT_A_FILE))

    def walk(directory: str) -> Iterator[FileInput]:
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
            # A directory that cannot be listed: its files are part of the job they
            # would have gone to, which must not look complete (or vanish if it had no
            # other file).
            where = e.filename or directory
            unlisted.add(os.path.normpath(where))
            # With a trailing separator: `--job-from 'runs/([^/]+)/'` names the job of a
            # directory as it names the job of a file inside it.
            problem(where, e, job_id=job_name(os.path.join(where, ""), job_for(where)[0]))

        # Directories that could not be listed: their problem says so; "nothing to read
        # here" would be a second, wrong reason.
        unlisted: set[str] = set()

        visited: set[tuple[int, int]] = set()
        found = 0
        # With --job-depth, each directory at that depth is a job: one with nothing to
        # read is listed too.
        job_dirs: dict[str, str] = {}
        job_dirs_read: set[str] = set()
        top = os.path.realpath(directory)
        for root, dirs, files in os.walk(directory, onerror=onerror, followlinks=True):
            # Symbolic links to directories are followed, each real directory once
            # (a link back up the tree would otherwise loop forever).
            try:
                st = os.stat(root)
                if (st.st_dev, st.st_ino) in visited:
                    dirs[:] = []
                    continue
                visited.add((st.st_dev, st.st_ino))
            except OSError as e:
                problem(root, e, "warning")
                dirs[:] = []
                continue
            if not include_hidden:
                dirs[:] = [d for d in dirs if not d.startswith(".")]
            # A link to the walked directory or above it would read what lies beside the
            # job (sibling jobs' logs) as its own: reported, not followed.
            for d in [d for d in dirs if os.path.islink(os.path.join(root, d))]:
                target = os.path.realpath(os.path.join(root, d))
                if os.path.commonpath([target, top]) == target:
                    dirs.remove(d)
                    problem(os.path.join(root, d), OSError(errno.ELOOP, "link up the tree"), "warning", message=f"a link up the tree (to {target}): not followed, it would read what lies beside the job")
            dirs.sort()
            if job_depth > 0:
                job_id, job_dir = job_for(root)
                if job_dir != directory:
                    job_dirs.setdefault(job_dir, job_id)
            for f in sorted(files):
                if not include_hidden and f.startswith("."):
                    continue
                if os.path.splitext(f)[1].lower() in NOT_LOG_SUFFIXES:
                    continue  # named on the command line it is read; found in a walk it is not a log
                p = os.path.join(root, f)
                try:
                    st = os.stat(p)
                except OSError as e:
                    # A file of a directory that can be listed but not entered (mode
                    # 444) is a lost input of its job; a broken link stays a warning.
                    denied = isinstance(e, PermissionError)
                    problem(p, e, "error" if denied else "warning", job_id=job_name(p, job_for(root)[0]) if denied else None)
                    continue
                if stat.S_ISREG(st.st_mode) and is_tar_name(f):
                    # Found in a walk, an archive's members belong to the job its place names.
                    for fi in _tar_members(p, job_for(root)[0], job_name, 0, include_hidden, problems):
                        found += 1
                        job_dirs_read.add(job_for(root)[1])
                        yield fi
                elif stat.S_ISREG(st.st_mode):
                    job_id, job_dir = job_for(root)
                    fi = make(p, st, job_id, job_dir)
                    if fi:
                        found += 1
                        job_dirs_read.add(job_dir)
                        yield fi
                elif not stat.S_ISDIR(st.st_mode):
                    problems.append(InputProblem(p, "warning", "not_a_file", _NOT_A_FILE))
        # A job whose directory holds nothing to read is listed (unknown), not dropped.
        empty = "no file to read in this directory (hidden entries, source and docs are skipped)"
        for job_dir, job_id in job_dirs.items():
            if job_dir not in job_dirs_read and os.path.normpath(job_dir) not in unlisted:
                problems.append(InputProblem(job_dir, "warning", "empty_directory", empty, job_id=job_name(os.path.join(job_dir, ""), job_id)))
        if not found and not job_dirs and os.path.isdir(directory) and os.path.normpath(directory) not in unlisted:
            problems.append(InputProblem(directory, "warning", "empty_directory", empty, job_id=job_name(os.path.join(directory, ""), top_job)))

    for p in paths:
        if p == "-":
            stdin.append(True)
        elif _GLOB_CHARS.search(p) and not os.path.exists(p):
            hits = sorted(glob.glob(p, recursive=True))
            if not hits:
                problems.append(InputProblem(p, "error", "not_found", "glob matched no files"))
            for h in hits:
                yield from one(h, _job_name(Path(h).parent) if os.path.isfile(h) else _job_name(Path(h)), named=False)
        else:
            yield from one(p, _job_name(Path(p).parent))


@dataclass
class RawScan:
    """What the native core found, in compact form.

    Attributes:
        matches: column lists from ``_core`` (``stream`` indexes ``streams``).
        streams: one :class:`~firstfault.correlate.evidence.StreamInfo` per scanned input,
            with its ``job_id``; skipped inputs have none.
        problems: inputs that could not be read (or only partly).
        bytes: decompressed bytes scanned.
    """

    matches: dict
    streams: list
    problems: list[InputProblem]
    bytes: int

    @classmethod
    def empty(cls) -> "RawScan":
        return cls({k: [] for k in MATCH_COLUMNS}, [], [], 0)

    def extend(self, other: "RawScan") -> None:
        """Append another scan (its stream indices are renumbered after ours)."""
        offset = len(self.streams)
        for k, v in other.matches.items():
            if k == "stream":
                self.matches[k].extend(x + offset for x in v)
            else:
                self.matches[k].extend(v)
        self.streams.extend(other.streams)
        self.problems.extend(other.problems)
        self.bytes += other.bytes


#: The columns of the native core's match output (defined by the core).
MATCH_COLUMNS = _core.MATCH_COLUMNS


def _without_quoted_report_lines(cols: dict, summaries: list[dict], problems: list[InputProblem]) -> dict:
    """The match columns less the matches on lines of a pasted firstfault text report's
    evidence (lines that start with its gutters, :data:`~firstfault.model.EVIDENCE_GUTTER`
    and :data:`~firstfault.model.CONTEXT_GUTTER`): they quote another job's failure, not
    this log's. A warning per stream that held some is appended to ``problems``."""
    from firstfault.model import CONTEXT_GUTTER, EVIDENCE_GUTTER

    quoted = [i for i, line in enumerate(cols["line"]) if line.startswith((EVIDENCE_GUTTER, CONTEXT_GUTTER))]
    if not quoted:
        return cols
    drop = set(quoted)
    per_stream: dict[int, set] = {}
    for i in quoted:
        per_stream.setdefault(cols["stream"][i], set()).add(cols["line_no"][i])
    names = {s["stream"]: s["name"] for s in summaries}
    for stream, lines in per_stream.items():
        problems.append(
            InputProblem(names.get(stream, ""), "warning", "own_report", f"{len(lines)} matched line(s) quoted from firstfault's text report (its evidence) not read as this log's")
        )
    return {k: [x for i, x in enumerate(v) if i not in drop] for k, v in cols.items()}


def _compact(raw: dict, jobs: list[str], paths: Optional[list[str]] = None, display: Optional[dict[str, str]] = None) -> RawScan:
    """Native ``scan_files`` output -> :class:`RawScan` with dense stream indices.

    ``paths`` (parallel to ``jobs``) lets each problem carry the job of its input;
    ``display`` maps a scanned path to the name reports show for it
    (:attr:`FileInput.display_name`).
    """
    from firstfault.streams import StreamInfo

    dense = {}
    streams = []
    problems = []
    shown = {printable(p): d for p, d in (display or {}).items()}
    for s in raw["summaries"]:
        s["name"] = shown.get(s["name"], s["name"])
        dense[s["stream"]] = len(streams)
        info = StreamInfo.from_summary(s, jobs[s["stream"]])
        streams.append(info)
        if s.get("truncated_lines"):
            first = s.get("first_truncated_line")
            problems.append(
                InputProblem(
                    s["name"],
                    "warning",
                    "long_lines",
                    f"{s['truncated_lines']} line(s) longer than --max-line-bytes were cut (only their start is matched)"
                    + (f"; the first is line {first}" if first else ""),
                    offset=s.get("first_truncated_offset"),
                    job_id=info.job_id,
                )
            )
        if s.get("dropped_matches"):
            problems.append(
                InputProblem(
                    s["name"],
                    "warning",
                    "matches_dropped",
                    f"{s['dropped_matches']} match(es) beyond --max-matches-per-stream were counted but not kept",
                    job_id=info.job_id,
                )
            )
    cols = _without_quoted_report_lines(raw["matches"], raw["summaries"], problems)
    cols["stream"] = [dense[i] for i in cols["stream"]]
    job_of_path = {}
    if paths is not None:
        job_of_path = {printable(p): j for p, j in zip(paths, jobs)}
    for p in raw["problems"]:
        message = p["message"]
        if p["kind"] == "permission_denied":
            message = "permission denied"  # the same words for files and directories
        elif "os error 24" in message:
            message += " (raise `ulimit -n` or lower --max-open-files)"
        problems.append(
            InputProblem(shown.get(p["path"], p["path"]), p["level"], p["kind"], message, p["offset"], job_id=job_of_path.get(printable(p["path"])))
        )
    return RawScan(cols, streams, problems, raw["bytes"])


#: Seconds a cancelled scan gets to stop before the process leaves without it.
CANCEL_WAIT_S = 2.0


def scan_files(
    scanner: "_core.Scanner",
    files: list[FileInput],
    *,
    threads: int = 0,
    binary: bool = False,
    rank_rules: Optional[list[str]] = None,
    node_rules: Optional[list[str]] = None,
    on_progress: Optional[Callable[[int, int], None]] = None,
    ahead: Optional["ScanAhead"] = None,
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
        ahead: a scan of the command line's files started before it was parsed
            (:mod:`firstfault.scan_ahead`): taken when it is this very scan (same
            inputs, options, catalog and arguments), else cancelled.

    Returns:
        A :class:`RawScan`. Problems with single files (unreadable, corrupt archive,
        binary, empty) are listed, never raised.
    """
    inputs = [native_input(f.path, f.year_hint, f.identity_path, f.mtime_micros) for f in files]
    kwargs = dict(threads=threads, binary=binary, rank_rules=rank_rules, node_rules=node_rules)
    total = 0
    if on_progress is not None:
        for f in files:
            try:
                total += os.path.getsize(f.path)
            except OSError:
                pass
    scan = ahead.take(scanner, inputs, kwargs) if ahead is not None else None
    if scan is None:
        scan = NativeScan(lambda: scanner, inputs, kwargs)
    progress = scan.progress
    try:
        while not scan.done.wait(0.1):
            if on_progress is not None:
                on_progress(progress.bytes, total)
    except KeyboardInterrupt:
        try:
            stopped = scan.cancel(CANCEL_WAIT_S)
        except KeyboardInterrupt:
            stopped = False  # a second Ctrl-C: leave at once
        if not stopped:
            # A worker blocked in a read (an idle pipe, a FIFO without a writer) never
            # reaches its next chunk; leave without waiting for it.
            print("firstfault: interrupted", file=sys.stderr, flush=True)
            remove_archive_copies()
            os._exit(130)
        raise
    if on_progress is not None:
        on_progress(progress.bytes, max(total, progress.bytes))
    try:
        raw = scan.result()
    except ValueError as e:
        if str(e).startswith("path rule"):
            raise UsageError(f"--rank-from/--node-from: {e}") from None
        raise
    out = _compact(raw, [f.job_id for f in files], [f.path for f in files], {f.path: f.display_name for f in files if f.display_name})
    _align_years(scanner, files, out, kwargs)
    return out


#: A stream whose year-less times lie this far from the dated streams of its job was
#: read in the wrong year.
_YEAR_APART_US = 60 * 86_400 * 1_000_000


def _align_years(scanner: "_core.Scanner", files: list[FileInput], raw: RawScan, kwargs: dict) -> None:
    """Re-read, in the year its job's own logs print, each stream whose times print no
    year (glog ``E1203``, syslog ``Dec  3``) and came out months away from them: a
    kernel log copied today beside rank logs of 2024 took the copy's year. The job's
    latest printed time bounds the re-read (``Clock::not_after``), so a year-less log
    crossing New Year splits where the job did. In place; costs a second read of those
    files only."""
    by_job: dict[str, list[int]] = defaultdict(list)
    for i, st in enumerate(raw.streams):
        by_job[st.job_id].append(i)
    redo: list[tuple[int, int, int]] = []  # (stream index, year, not-after µs)
    for idx in by_job.values():
        dated = [raw.streams[i] for i in idx if raw.streams[i].printed_year is not None and raw.streams[i].last_ts is not None]
        if not dated:
            continue
        lo = min(st.first_ts if st.first_ts is not None else st.last_ts for st in dated)
        hi = max(st.last_ts for st in dated)
        end_year = datetime.fromtimestamp(hi / 1e6, timezone.utc).year
        for i in idx:
            st = raw.streams[i]
            t = st.first_ts if st.first_ts is not None else st.last_ts
            if st.printed_year is not None or t is None or lo - _YEAR_APART_US <= t <= hi + _YEAR_APART_US:
                continue
            redo.append((i, end_year, hi))
    if not redo:
        return
    by_name = {printable(f.display_name or f.path): f for f in files}
    again = []
    for i, year, bound in redo:
        f = by_name.get(raw.streams[i].name)
        if f is not None:
            again.append((i, FileInput(f.path, f.job_id, year_hint=year, identity_path=f.identity_path, mtime_micros=bound, display_name=f.display_name)))
    if not again:
        return
    inputs = [native_input(f.path, f.year_hint, f.identity_path, f.mtime_micros) for _, f in again]
    fresh = _compact(scanner.scan_files(inputs, **kwargs), [f.job_id for _, f in again], None, {f.path: f.display_name for _, f in again if f.display_name})
    if len(fresh.streams) != len(again):
        return  # a file that changed or went away since: keep the first reading
    replaced = {i: j for j, (i, _) in enumerate(again)}
    keep = [k for k, s in enumerate(raw.matches["stream"]) if s not in replaced]
    for col, values in raw.matches.items():
        raw.matches[col] = [values[k] for k in keep]
    for col, values in fresh.matches.items():
        if col == "stream":
            values = [again[j][0] for j in values]
        raw.matches[col].extend(values)
    for j, (i, _) in enumerate(again):
        fresh.streams[j].read_error = raw.streams[i].read_error
        raw.streams[i] = fresh.streams[j]


def scan_stdin(scanner: "_core.Scanner", *, chunk_bytes: int = 4 << 20, name: str = "<stdin>", job_id: str = "stdin") -> RawScan:
    """Scan standard input as one stream (job ``job_id``), fed to a native session chunk by chunk."""
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
    from firstfault.streams import StreamInfo

    streams = [StreamInfo.from_summary(s, job_id) for s in session.summaries()]
    problems = [] if total else [InputProblem(name, "warning", "empty", "empty input")]
    return RawScan(session.take_matches(), streams, problems, total)
