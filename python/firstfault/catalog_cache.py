"""The validated-catalog cache, and compiling it ahead of the rest of start-up.

A catalog that loaded without problems is stored under ``$FIRSTFAULT_CACHE_DIR``
(else ``$XDG_CACHE_HOME/firstfault`` or ``~/.cache/firstfault``; ``FIRSTFAULT_CACHE_DIR=off``
disables the cache), keyed by the cache format, the interpreter's minor version (the
body is :mod:`marshal` data), the version of firstfault's native core, the bytes of the
schema and its loader (``catalog_schema.py`` and ``catalog.py``), and the path and bytes of every YAML file. A later load of the
same files skips YAML parsing and schema validation; any change to a file, a cache
file whose checksum does not match its content (a damaged or edited file), or an
unreadable one means a full load (:func:`firstfault.catalog.load_catalog`). At most
:data:`KEEP` cache files are kept.

This module imports neither PyYAML nor pydantic, nor ``json`` or ``pathlib`` (about
15 ms of start-up together, most of it ``re``), so that :func:`prefetch` can start
compiling the cached catalog (native code, GIL released) on a background thread while
the interpreter imports them: the two overlap instead of adding up. Paths are taken
as ``str`` or ``os.PathLike`` and returned as ``str``.

The body is :mod:`marshal` data, as in the interpreter's own ``__pycache__`` files:
the fastest format the standard library reads (about 1 ms for the shipped catalog,
against 4 ms for JSON), trusted as those are: a file of the user's own cache directory
whose SHA-256 checksum matches. It holds only dicts, lists, strings, numbers, booleans
and None, and :func:`read` checks the shape it needs.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import stat
import sys
import threading

TYPE_CHECKING = False  # typing costs about 10 ms to import: the start-up path avoids it
if TYPE_CHECKING:
    from typing import Any, Optional, Union

    PathLike = Union[str, "os.PathLike[str]"]

from firstfault import _core

#: Bumped when the cache's content or meaning changes (3: the matcher's gates; 4: the
#: body is marshal data, under a plain-text header line).
FORMAT = 4

#: Cache files kept in the directory (the most recently written).
KEEP = 8

#: Names of cache files: ``catalog-<key>`` and this suffix; :data:`STALE_SUFFIXES` are
#: those of earlier formats, removed with the oldest.
SUFFIX = ".cache"
STALE_SUFFIXES = (".json",)

#: The first bytes of the header line: ``firstfault-catalog <FORMAT> <sha256 of the body>``.
MAGIC = b"firstfault-catalog"

#: The schema the entries were validated against (``catalog_schema.py``: the rules, and the
#: class they are loaded into) and the module that loads them: part of the key.
_SCHEMA: "tuple[PathLike, ...]" = tuple(os.path.join(os.path.dirname(os.path.abspath(__file__)), f) for f in ("catalog_schema.py", "catalog.py"))

#: The fields of a catalog entry the native scanner compiles.
SPEC_FIELDS = ("id", "patterns", "regex", "exclude", "role", "follow")

_prefetched: dict[str, tuple[dict, "_Compile"]] = {}


def default_signature_dir() -> str:
    """The catalog shipped with the package (``FIRSTFAULT_SIGNATURES`` overrides it)."""
    env = os.environ.get("FIRSTFAULT_SIGNATURES")
    if env:
        return env
    return os.path.join(os.path.dirname(os.path.realpath(__file__)), "signatures")


def yaml_files(paths: list[PathLike]) -> list[str]:
    """The catalog files of ``paths``: directories give their ``*.yaml`` / ``*.yml``
    files sorted by name; files are taken as they are. A file named twice (the same
    directory given twice, a symlink or a hard link to it) is taken once, where it
    first comes."""
    out: list[str] = []
    seen: set[object] = set()
    for p in map(os.fspath, paths):
        if os.path.isdir(p):
            names = sorted(n for n in os.listdir(p) if os.path.splitext(n)[1] in (".yaml", ".yml"))
            files = [os.path.join(p, n) for n in names]
        else:
            files = [p]
        for f in files:
            try:
                st = os.stat(f)
                key: object = (st.st_dev, st.st_ino)
            except OSError:  # read_files reports it
                key = os.path.realpath(f)
            if key not in seen:
                seen.add(key)
                out.append(f)
    return out


def read_files(paths: list[PathLike]) -> list[tuple[str, Union[bytes, OSError]]]:
    """Each catalog file of ``paths`` with its bytes, or the error reading it."""
    out: list[tuple[str, Union[bytes, OSError]]] = []
    for f in yaml_files(paths):
        try:
            with open(f, "rb") as fh:
                out.append((f, fh.read()))
        except OSError as e:
            out.append((f, e))
    return out


def cache_path(texts: list[tuple[PathLike, Union[bytes, OSError]]]) -> Optional[str]:
    """The cache file for these catalog files, or None (cache disabled, no file, or a
    file that could not be read)."""
    env = os.environ.get("FIRSTFAULT_CACHE_DIR")
    if env is not None and env.strip().lower() in ("", "0", "off", "no", "none"):
        return None
    if not texts or any(isinstance(raw, OSError) for _, raw in texts):
        return None
    base = env if env else _default_dir()
    if base is None:
        return None
    schema = b""
    try:
        for name in _SCHEMA:
            with open(name, "rb") as fh:
                schema += fh.read()
    except OSError:
        return None
    version = "%d.%d" % sys.version_info[:2]
    # The stored gates are the native matcher's choice: a rebuilt extension (same
    # package version) may choose others, so its file's size and time are in the key.
    try:
        st = os.stat(_core.__file__)
        build = f"{st.st_size}:{st.st_mtime_ns}"
    except (OSError, AttributeError, TypeError):
        build = ""
    h = hashlib.sha256(f"{FORMAT}\0{version}\0{marshal.version}\0{_core.__version__}\0{build}\0".encode() + hashlib.sha256(schema).digest())
    for f, raw in texts:
        assert isinstance(raw, bytes)
        h.update(b"\0" + os.fsencode(os.path.realpath(f)) + b"\0")
        h.update(len(raw).to_bytes(8, "little") + raw)
    return os.path.join(base, f"catalog-{h.hexdigest()[:32]}{SUFFIX}")


def _default_dir() -> Optional[str]:
    """``$XDG_CACHE_HOME/firstfault`` (an absolute path, as the XDG spec requires), else
    ``~/.cache/firstfault``; None when the home directory does not exist (a service
    account with a made-up ``HOME``: nothing is created there)."""
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return os.path.join(xdg, "firstfault")
    home = os.path.expanduser("~")
    return os.path.join(home, ".cache", "firstfault") if os.path.isdir(home) else None


def encode(doc: dict[str, Any]) -> bytes:
    """A cache file's bytes for ``doc``: the header line
    ``firstfault-catalog <FORMAT> <sha256 hex of the body>`` and the body, ``doc`` as
    :mod:`marshal` data (what :func:`read` takes)."""
    body = marshal.dumps(doc)
    return b"%s %d %s\n" % (MAGIC, FORMAT, hashlib.sha256(body).hexdigest().encode()) + body


def read(path: PathLike) -> Optional[dict[str, Any]]:
    """The stored document ``{"signatures": [entry dicts], "files": {id: file},
    "gates": [str]}`` (``gates``: the compiled matcher's ``chosen_gates``), or None
    when it is missing, unreadable, of another format, or its content does not match the
    checksum stored with it (file layout: :func:`encode`)."""
    try:
        raw = _read_regular(path)
        if raw is None:
            return None
        head, _, body = raw.partition(b"\n")
        if head.split(b" ") != [MAGIC, b"%d" % FORMAT, hashlib.sha256(body).hexdigest().encode()]:
            return None
        doc = marshal.loads(body)
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not isinstance(doc, dict) or not isinstance(doc.get("signatures"), list) or not isinstance(doc.get("files"), dict):
        return None
    gates = doc.get("gates")
    if not isinstance(gates, list) or not all(isinstance(g, str) and g.isascii() for g in gates):
        return None
    return doc


#: Largest cache file read, in bytes (the shipped catalog's is about 0.4 MiB).
MAX_BYTES = 64 << 20


def _read_regular(path: PathLike) -> Optional[bytes]:
    """The bytes of ``path`` when it is a regular file of at most :data:`MAX_BYTES`
    (after symlinks), else None: a FIFO or a device put in the cache directory must not
    block the command or fill its memory. Raises OSError when it cannot be read."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_BYTES:
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            raw = f.read(MAX_BYTES + 1)
        return raw if len(raw) <= MAX_BYTES else None
    finally:
        os.close(fd)


def write(path: PathLike, signatures: list[dict[str, Any]], files: dict[str, str], gates: list[str]) -> None:
    """Store a validated catalog (entries as JSON-able dicts, and the ``chosen_gates`` of
    its compiled scanner, which a later compile takes instead of choosing them again:
    about 40% of the compile) at ``path``, atomically, and keep the :data:`KEEP` newest
    cache files of the directory (files of earlier formats are removed). A cache that
    cannot be written is skipped without a word: a read-only home must not break a scan."""
    path = os.fspath(path)
    folder, name = os.path.split(path)
    tmp = os.path.join(folder, f".{name}.{os.getpid()}.tmp")
    try:
        os.makedirs(folder, exist_ok=True)
        with open(tmp, "wb") as fh:
            fh.write(encode({"signatures": signatures, "files": files, "gates": gates}))
        os.replace(tmp, path)
    except (OSError, ValueError):  # ValueError: marshal refused an entry
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return
    try:
        stored, stale = [], []
        for n in os.listdir(folder):
            q = os.path.join(folder, n)
            if n.startswith("catalog-") and n.endswith(SUFFIX):
                stored.append((os.stat(q).st_mtime, q))
            elif n.startswith("catalog-") and n.endswith(STALE_SUFFIXES):
                stale.append(q)
        for q in stale + [q for _, q in sorted(stored, reverse=True)[KEEP:]]:
            os.unlink(q)
    except OSError:
        pass


def specs(entries: list[Any]) -> list[dict[str, Any]]:
    """What ``_core.Scanner`` compiles, from catalog entries: dicts (the cache's) or
    :class:`~firstfault.catalog_schema.Signature` objects."""
    return [{k: e.get(k) if isinstance(e, dict) else getattr(e, k) for k in SPEC_FIELDS} for e in entries]


class _Compile:
    """``_core.Scanner(specs, gates=gates, deferred=True)`` with default options, run on
    a daemon thread."""

    def __init__(self, entries: list[dict[str, Any]], gates: Optional[list[str]]):
        self._specs = specs(entries)
        self._gates = gates
        self._done = threading.Event()
        self._scanner: Optional[_core.Scanner] = None
        self._error: Optional[BaseException] = None
        threading.Thread(target=self._run, name="firstfault-compile", daemon=True).start()

    def _run(self) -> None:
        try:
            # Deferred: it returns once the literal matcher is built; the regexes, valid
            # when the entry was stored, compile on while the scan starts.
            self._scanner = _core.Scanner(self._specs, gates=self._gates, deferred=True)
        except BaseException as e:  # noqa: BLE001 - re-raised by result()
            self._error = e
        finally:
            self._done.set()

    def result(self) -> _core.Scanner:
        """The compiled scanner (waits for it); raises what the compile raised."""
        self._done.wait()
        if self._error is not None:
            raise self._error
        assert self._scanner is not None
        return self._scanner


class Prefetched:
    """A cached catalog being compiled ahead of the rest of start-up (:func:`prefetch`):
    enough to scan with before :mod:`firstfault.catalog` has loaded."""

    def __init__(self, doc: dict, compiling: _Compile):
        self._doc = doc
        self._compiling = compiling

    def scanner(self) -> _core.Scanner:
        """The compiled scanner with default options (waits for the compile).

        Raises:
            _core.CatalogCompileError: what the compile raised (never for a catalog that
                was cached: it compiled when it was stored).
        """
        return self._compiling.result()

    def roles(self) -> dict[str, str]:
        """``signature id -> role`` of the cached entries."""
        return {str(e.get("id")): str(e.get("role")) for e in self._doc["signatures"]}


def prefetch(paths: Optional[list[PathLike]] = None) -> Optional[Prefetched]:
    """When the catalog of ``paths`` (default: :func:`default_signature_dir`) is in the
    cache, start compiling it on a background thread; :func:`firstfault.catalog.load_catalog`
    then takes the result instead of compiling again. Returns the compile in progress
    (None when the cache cannot serve). Costs reading the catalog files and one cache
    file; never raises."""
    try:
        path = cache_path(read_files(list(paths or [default_signature_dir()])))
        if path and path in _prefetched:
            return Prefetched(*_prefetched[path])  # started earlier in this process
        doc = read(path) if path else None
        if path and doc:
            _prefetched.clear()  # at most one waits (a process that never loads it)
            _prefetched[path] = (doc, _Compile(doc["signatures"], doc["gates"]))
            return Prefetched(*_prefetched[path])
    except Exception:  # noqa: BLE001 - an optimisation only: the normal load reports problems
        pass
    return None


def take_prefetched(path: PathLike) -> Optional[tuple[dict, _Compile]]:
    """The document and compile started by :func:`prefetch` for ``path``, once."""
    return _prefetched.pop(os.fspath(path), None)
