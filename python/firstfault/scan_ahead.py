"""Scan-ahead: ``firstfault scan FILE...`` starts its native scan before the rest of
the command line has loaded.

Most of a scan's start-up is the interpreter importing modules: argparse, dataclasses
and pathlib on the main thread, then the catalog module and pyarrow for the
correlation (about 0.1 s here, against 0.6 s of native scan for 2 GiB). So for a command line that is a
plain scan of regular files (:func:`start` says which), this module, which imports
only light standard modules and the native core, compiles the cached catalog and
starts scanning those files on a thread of its own with the options such a command
line gives, while the main thread parses the command line and imports the rest.

The scan takes that running scan (:meth:`ScanAhead.take`) only when the inputs, the
catalog, the scanner's options and the other arguments it computed itself are exactly
those the scan-ahead started with. Otherwise the scan-ahead is cancelled and the files
are scanned as usual: a wrong guess costs time, never a different answer.
"""

from __future__ import annotations

import os
import stat

from firstfault import catalog_cache
from firstfault.limits import BATCH_FILES, default_max_open_files, worker_threads
from firstfault.sources.native import NativeScan, is_tar_name, mtime_micros, mtime_year, native_input

TYPE_CHECKING = False  # typing costs about 10 ms to import; annotations are strings here
if TYPE_CHECKING:
    from typing import Optional

    from firstfault import _core

#: Options of ``firstfault scan`` that do not change what the native scan does.
FLAGS = frozenset({"-q", "--quiet", "-v", "--verbose"})
#: The same, for options that take a value (``--threads`` is read: it sets the workers).
VALUED = frozenset({"--format", "--threads", "--skew", "--job", "--output"})

#: Seconds a cancelled scan-ahead is waited for (its workers stop at their next chunk
#: of a regular file, a few milliseconds).
CANCEL_WAIT_S = 5.0

_current: Optional["ScanAhead"] = None


class ScanAhead:
    """A native scan started from the command line's words alone (see :func:`start`).

    Attributes:
        compiling: the cached catalog's compile it scans with
            (:class:`firstfault.catalog_cache.Prefetched`).
        scan: the running :class:`~firstfault.sources.native.NativeScan`.
    """

    def __init__(self, compiling: catalog_cache.Prefetched, inputs: list[dict], kwargs: dict):
        self.compiling = compiling
        self.scan = NativeScan(compiling.scanner, inputs, kwargs)

    def take(self, scanner: "_core.Scanner", inputs: list[dict], kwargs: dict) -> Optional[NativeScan]:
        """The running scan when it is the scan of ``inputs`` (what
        :func:`~firstfault.sources.native.native_input` gives) with ``scanner`` and
        ``kwargs`` (``threads``, ``binary``, ``rank_rules``, ``node_rules``): the same
        compiled catalog, the same options, the same arguments. Otherwise the
        scan-ahead is cancelled and None returned. Waits for the compile, not for the
        scan. Once taken or cancelled, it is no longer :func:`current`."""
        global _current
        if _current is self:
            _current = None
        self.scan.compiled.wait()
        base = self.scan.scanner
        if (
            base is not None
            and inputs == self.scan.inputs
            and kwargs == self.scan.kwargs
            and scanner.same_catalog(base)
            and scanner.options == base.options
        ):
            return self.scan
        self.cancel()
        return None

    def cancel(self) -> None:
        """Stop the scan-ahead and wait for its workers (at most :data:`CANCEL_WAIT_S`)."""
        self.scan.cancel(CANCEL_WAIT_S)


def start(argv: list[str]) -> None:
    """For ``scan``: start compiling the cached default catalog
    (:func:`firstfault.catalog_cache.prefetch`) and, when ``argv`` is ``scan`` followed
    only by paths of regular files (at most :data:`~firstfault.limits.BATCH_FILES`)
    and options of :data:`FLAGS` and :data:`VALUED` written in full, start scanning
    those files with the default options: :func:`current` until the scan takes it. Words
    it does not know (another option, an abbreviation, ``-`` for stdin, a directory,
    a glob that names no file) leave only the compile started. Never raises: it is an
    optimisation, and the command line's own parse reports every problem."""
    global _current
    if not argv or argv[0] != "scan" or any(a == "--signatures" or a.startswith("--signatures=") for a in argv):
        return
    try:
        compiling = catalog_cache.prefetch(None)
        if compiling is None:
            return
        paths, threads = _words(argv[1:])
        if not paths or len(paths) > BATCH_FILES:
            return
        inputs, seen = [], set()
        for path in paths:
            st = os.stat(path)
            if not stat.S_ISREG(st.st_mode) or is_tar_name(path):
                return  # an archive's members are copied out first
            key = (st.st_dev, st.st_ino)
            if key not in seen:  # the walk scans a file named twice once
                seen.add(key)
                inputs.append(native_input(path, mtime_year(st), os.path.basename(path), mtime_micros(st)))
        kwargs = dict(threads=worker_threads(threads, default_max_open_files()), binary=False, rank_rules=None, node_rules=None)
        discard()
        _current = ScanAhead(compiling, inputs, kwargs)
    except Exception:  # noqa: BLE001 - an unreadable path, a bad number: the parse says so
        return


def _words(words: list[str]) -> tuple[list[str], int]:
    """The paths and ``--threads`` of a scan's words; raises ValueError on any word
    that is not a path or an option of :data:`FLAGS` / :data:`VALUED`."""
    paths: list[str] = []
    threads = 0
    i = 0
    while i < len(words):
        w = words[i]
        i += 1
        if w in FLAGS:
            continue
        name, eq, value = w.partition("=")
        if name in VALUED:
            if not eq:
                if i >= len(words):
                    raise ValueError(f"{name} needs a value")
                value = words[i]
                i += 1
            if name == "--threads":
                threads = int(value)
            continue
        if w.startswith("-"):
            raise ValueError(f"not a plain scan: {w}")
        paths.append(w)
    return paths, threads


def current() -> Optional[ScanAhead]:
    """The scan-ahead :func:`start` began that nothing took yet (None when none)."""
    return _current


def discard() -> None:
    """Cancel a scan-ahead nothing took (the command line failed to parse, asked for
    something else, or failed before scanning), so that no scan outlives the command."""
    global _current
    ahead, _current = _current, None
    if ahead is not None:
        ahead.cancel()
