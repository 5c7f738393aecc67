"""What the native core's ``Scanner.scan_files`` takes for each file, and a scan of
files running on a thread of its own.

Imports only the standard library's ``os``, ``threading`` and ``time`` and the native
core, so that :mod:`firstfault.scan_ahead` can start a scan before the rest of the
command line has loaded; :func:`firstfault.sources.files.scan_files` builds on the
same pieces.
"""

from __future__ import annotations

import os
import threading
import time
from firstfault import _core

TYPE_CHECKING = False  # typing costs about 10 ms to import; annotations are strings here
if TYPE_CHECKING:
    from typing import Callable, Optional


def printable(path: Optional[str]) -> Optional[str]:
    """A path as valid UTF-8 text (undecodable bytes of a file name become U+FFFD)."""
    if path is None:
        return None
    return os.fsencode(path).decode("utf-8", "replace")


def mtime_year(st: os.stat_result) -> Optional[int]:
    """The UTC calendar year of a file's modification time (what timestamps without a
    year, such as glog's ``E1129``, are read in), or None when the time is outside
    what a calendar holds."""
    return year_of(st.st_mtime)


def year_of(seconds: float) -> Optional[int]:
    """The UTC calendar year of a time in seconds since the epoch, or None outside what a
    calendar holds."""
    try:
        return time.gmtime(seconds).tm_year
    except (OverflowError, OSError, ValueError):
        return None


#: Names of tar archives (plain or compressed the ways :mod:`tarfile` reads): their
#: members are a job's files, read like a directory's.
TAR_SUFFIXES = (".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tbz2", ".tar.xz", ".txz")

#: Tar archives compressed in a way :mod:`tarfile` cannot read here, with the command
#: that unpacks them.
TAR_UNREADABLE = {".tar.zst": "zstd -dc {0} | tar x", ".tzst": "zstd -dc {0} | tar x", ".tar.zstd": "zstd -dc {0} | tar x"}


def is_tar_name(path: str) -> bool:
    """Whether ``path`` is named like a tar archive (see :data:`TAR_SUFFIXES`)."""
    low = path.lower()
    return low.endswith(TAR_SUFFIXES) or low.endswith(tuple(TAR_UNREADABLE))


def mtime_micros(st: os.stat_result) -> int:
    """A file's modification time in µs since the epoch: no line in it is later."""
    return st.st_mtime_ns // 1000


def native_input(path: str, year_hint: Optional[int], identity_path: Optional[str], not_after: Optional[int] = None) -> dict:
    """One file as ``Scanner.scan_files`` takes it: the path as bytes (any name the OS
    allows, including non-UTF-8), the year for timestamps without one, the path the
    rank and node rules read (undecodable bytes as U+FFFD: only regexes read it), and
    the time no line is later than (µs; year-less times past it are the year before)."""
    return {"path": os.fsencode(path), "year_hint": year_hint, "identity_path": printable(identity_path), "mtime_micros": not_after}


class NativeScan:
    """``scanner.scan_files(inputs, progress=..., **kwargs)`` running on a daemon
    thread, the GIL released, so that the calling thread stays free for Ctrl-C and the
    progress bar.

    ``get_scanner`` is called on that thread first (a compile still in progress can
    finish there). Completion is signalled by an event, not ``Thread.join``: on
    Python 3.11 a join interrupted by Ctrl-C can mark a running thread as stopped, and
    the process would then exit while the native scan runs (abort: "exception not
    rethrown").

    Attributes:
        inputs: what was passed to ``scan_files`` (see :func:`native_input`).
        kwargs: the keyword arguments passed with them (``threads``, ``binary``,
            ``rank_rules``, ``node_rules``).
        progress: the ``_core.Progress`` the workers count bytes in (``cancel()``
            stops them at their next chunk).
        done: set once the scan returned or raised.
    """

    def __init__(self, get_scanner: Callable[[], "_core.Scanner"], inputs: list[dict], kwargs: dict):
        self.inputs = inputs
        self.kwargs = kwargs
        self.progress = _core.Progress()
        self.done = threading.Event()
        self.scanner: Optional[_core.Scanner] = None
        #: Set once ``get_scanner`` returned or raised.
        self.compiled = threading.Event()
        self._box: dict = {}
        self._get_scanner = get_scanner
        self._thread = threading.Thread(target=self._run, name="firstfault-scan", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            try:
                self.scanner = self._get_scanner()
            finally:
                self.compiled.set()
            self._box["raw"] = self.scanner.scan_files(self.inputs, progress=self.progress, **self.kwargs)
        except BaseException as e:  # noqa: BLE001 - re-raised by result()
            self._box["error"] = e
        finally:
            self.done.set()

    def result(self) -> dict:
        """What ``scan_files`` returned (call once :attr:`done` is set); raises what it
        raised."""
        self._thread.join()
        if "error" in self._box:
            raise self._box["error"]
        return self._box["raw"]

    def cancel(self, wait_s: float) -> bool:
        """Stop the workers at their next chunk and wait up to ``wait_s`` seconds for
        the scan to end; whether it ended."""
        self.progress.cancel()
        return self.done.wait(wait_s)
