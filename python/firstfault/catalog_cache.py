"""The validated-catalog cache, and compiling it ahead of the rest of start-up.

A catalog that loaded without problems is stored as JSON under ``$FIRSTFAULT_CACHE_DIR``
(else ``$XDG_CACHE_HOME/firstfault`` or ``~/.cache/firstfault``; ``FIRSTFAULT_CACHE_DIR=off``
disables the cache), keyed by the cache format, the version of firstfault's native
core, the bytes of the schema (``catalog.py``), and the path and bytes of every YAML
file. A later load of the same files skips YAML parsing and schema validation; any
change to a file, a cache file whose checksum does not match its content (a damaged or
edited file), or an unreadable one means a full load
(:func:`firstfault.catalog.load_catalog`). At most :data:`KEEP` cache files are kept.

This module imports neither PyYAML nor pydantic, so that :func:`prefetch` can start
compiling the cached catalog (native code, GIL released) on a background thread while
the interpreter imports them: the two overlap instead of adding up.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import threading
from pathlib import Path

TYPE_CHECKING = False  # typing costs about 10 ms to import: the start-up path avoids it
if TYPE_CHECKING:
    from typing import Any, Optional, Union

from firstfault import _core

#: Bumped when the cache's content or meaning changes (3: the matcher's gates).
FORMAT = 3

#: Cache files kept in the directory (the most recently written).
KEEP = 8

#: The schema the entries were validated against: part of the key.
_SCHEMA = Path(__file__).with_name("catalog.py")

#: The fields of a catalog entry the native scanner compiles.
SPEC_FIELDS = ("id", "patterns", "regex", "exclude", "role")

_prefetched: dict[Path, tuple[dict, "_Compile"]] = {}


def default_signature_dir() -> Path:
    """The catalog shipped with the package (``FIRSTFAULT_SIGNATURES`` overrides it)."""
    env = os.environ.get("FIRSTFAULT_SIGNATURES")
    if env:
        return Path(env)
    return Path(__file__).resolve().parent / "signatures"


def yaml_files(paths: list[Path]) -> list[Path]:
    """The catalog files of ``paths``: directories give their ``*.yaml`` / ``*.yml``
    files sorted by name; files are taken as they are."""
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(q for q in p.iterdir() if q.suffix in (".yaml", ".yml")))
        else:
            out.append(p)
    return out


def read_files(paths: list[Path]) -> list[tuple[Path, Union[bytes, OSError]]]:
    """Each catalog file of ``paths`` with its bytes, or the error reading it."""
    out: list[tuple[Path, Union[bytes, OSError]]] = []
    for f in yaml_files(paths):
        try:
            out.append((f, f.read_bytes()))
        except OSError as e:
            out.append((f, e))
    return out


def cache_path(texts: list[tuple[Path, Union[bytes, OSError]]]) -> Optional[Path]:
    """The cache file for these catalog files, or None (cache disabled, no file, or a
    file that could not be read)."""
    env = os.environ.get("FIRSTFAULT_CACHE_DIR")
    if env is not None and env.strip().lower() in ("", "0", "off", "no", "none"):
        return None
    if not texts or any(isinstance(raw, OSError) for _, raw in texts):
        return None
    base = Path(env) if env else _default_dir()
    if base is None:
        return None
    try:
        schema = _SCHEMA.read_bytes()
    except OSError:
        return None
    h = hashlib.sha256(f"{FORMAT}\0{_core.__version__}\0".encode() + hashlib.sha256(schema).digest())
    for f, raw in texts:
        assert isinstance(raw, bytes)
        h.update(b"\0" + str(f.resolve()).encode("utf-8", "surrogateescape") + b"\0")
        h.update(len(raw).to_bytes(8, "little") + raw)
    return base / f"catalog-{h.hexdigest()[:32]}.json"


def _default_dir() -> Optional[Path]:
    """``$XDG_CACHE_HOME/firstfault`` (an absolute path, as the XDG spec requires), else
    ``~/.cache/firstfault``; None when the home directory does not exist (a service
    account with a made-up ``HOME``: nothing is created there)."""
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return Path(xdg) / "firstfault"
    home = Path.home()
    return home / ".cache" / "firstfault" if home.is_dir() else None


def read(path: Path) -> Optional[dict[str, Any]]:
    """The stored document ``{"signatures": [entry dicts], "files": {id: file},
    "gates": [str]}`` (``gates``: the compiled matcher's ``chosen_gates``), or None
    when it is missing, unreadable, of another format, or its content does not match the
    checksum stored with it. File layout: one JSON header line
    ``{"format": N, "sha256": hex}`` and the document, whose bytes the checksum covers."""
    try:
        raw = _read_regular(path)
        if raw is None:
            return None
        head, _, body = raw.partition(b"\n")
        meta = json.loads(head)
        if not isinstance(meta, dict) or meta.get("format") != FORMAT or meta.get("sha256") != hashlib.sha256(body).hexdigest():
            return None
        doc = json.loads(body)
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or not isinstance(doc.get("signatures"), list) or not isinstance(doc.get("files"), dict):
        return None
    gates = doc.get("gates")
    if not isinstance(gates, list) or not all(isinstance(g, str) and g.isascii() for g in gates):
        return None
    return doc


#: Largest cache file read, in bytes (the shipped catalog's is about 0.4 MiB).
MAX_BYTES = 64 << 20


def _read_regular(path: Path) -> Optional[bytes]:
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


def write(path: Path, signatures: list[dict[str, Any]], files: dict[str, str], gates: list[str]) -> None:
    """Store a validated catalog (entries as JSON-able dicts, and the ``chosen_gates`` of
    its compiled scanner, which a later compile takes instead of choosing them again:
    about 40% of the compile) at ``path``, atomically, and
    keep the :data:`KEEP` newest cache files of the directory. A cache that cannot be
    written is skipped without a word: a read-only home must not break a scan."""
    body = json.dumps({"signatures": signatures, "files": files, "gates": gates}).encode("utf-8")
    head = json.dumps({"format": FORMAT, "sha256": hashlib.sha256(body).hexdigest()}).encode()
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(head + b"\n" + body)
        os.replace(tmp, path)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
        return
    try:
        old = sorted(path.parent.glob("catalog-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)[KEEP:]
        for p in old:
            p.unlink()
    except OSError:
        pass


def specs(entries: list[Any]) -> list[dict[str, Any]]:
    """What ``_core.Scanner`` compiles, from catalog entries: dicts (the cache's) or
    :class:`~firstfault.catalog.Signature` models."""
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
    enough to scan with before :mod:`firstfault.catalog` (pydantic) has loaded."""

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


def prefetch(paths: Optional[list[Union[str, Path]]] = None) -> Optional[Prefetched]:
    """When the catalog of ``paths`` (default: :func:`default_signature_dir`) is in the
    cache, start compiling it on a background thread; :func:`firstfault.catalog.load_catalog`
    then takes the result instead of compiling again. Returns the compile in progress
    (None when the cache cannot serve). Costs reading the catalog files and one JSON
    file; never raises."""
    try:
        path = cache_path(read_files([Path(p) for p in (paths or [default_signature_dir()])]))
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


def take_prefetched(path: Path) -> Optional[tuple[dict, _Compile]]:
    """The document and compile started by :func:`prefetch` for ``path``, once."""
    return _prefetched.pop(path, None)
