"""Kafka record shapes: from a poll's records to per-stream byte chunks and bad records.

A cluster log topic carries log lines in one of three shapes (``--record-shape``):

``text``
    The value is one log line (a trailing newline is optional). The job id is the
    record key (or a ``job_id`` header); rank, local rank, node and source come from
    headers (``rank``, ``local_rank``, ``node``, ``source``).
``lines``
    The value holds many newline-separated lines of one stream (a shipper that packs
    a block of a file into one record). Identity as for ``text``.
``json``
    The value is a JSON object as Fluent Bit, Vector or Filebeat write it; the message,
    job, rank, node, source and timestamp are read from configurable field paths
    (:data:`JSON_FIELD_DEFAULTS`). The job falls back to the record key.

Records are grouped per stream — one stream per (job, rank, local rank, node, source)
— and each group becomes one byte chunk (lines joined by ``\\n``), so the native
session is called once per stream per poll, never per record. For ``text`` and
``lines`` the grouping runs natively (``_core.group_text_records``: no Python object per
record); validation (size cap, NUL bytes, UTF-8) runs over each joined chunk and falls
back to a per-record pass only when the chunk fails it. Keys, values or headers of
other types than Kafka clients give (bytes, lists of pairs) take the Python path.

Bad records never raise: they come back as :class:`BadRecord` with their topic,
partition, offset and reason, for the dead-letter sink.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Optional, Sequence

from firstfault import _core
from firstfault.correlate.evidence import MAX_RANK
from firstfault.errors import UsageError

#: Record shapes accepted by ``--record-shape``.
SHAPES = ("text", "lines", "json")

#: Reasons a record is dead-lettered (stable slugs, used in counters and the dead-letter file;
#: defined in ``rust/problem.rs``).
BAD_REASONS = tuple(_core.dead_letter_reasons())

#: Header names read for the ``text`` and ``lines`` shapes (first present wins).
HEADER_FIELD_DEFAULTS: dict[str, tuple[str, ...]] = {
    "job": ("job_id", "job"),
    "rank": ("rank",),
    "local_rank": ("local_rank",),
    "node": ("node", "host"),
    "source": ("source", "stream_name", "file"),
}

#: JSON field paths for the ``json`` shape (dotted paths; first present wins). The
#: defaults cover Fluent Bit (``log``, ``kubernetes.host``, ``kubernetes.pod_name``,
#: ``time``/``date``), Vector's ``kubernetes_logs`` source (``message``,
#: ``kubernetes.pod_node_name``, ``kubernetes.pod_labels``, ``timestamp``) and Filebeat
#: (``message``, ``host.name``, ``log.file.path``, ``@timestamp``).
JSON_FIELD_DEFAULTS: dict[str, tuple[str, ...]] = {
    "message": ("log", "message", "msg"),
    "job": (
        "job_id",
        "job",
        "kubernetes.labels.job-name",
        "kubernetes.pod_labels.job-name",
        "kubernetes.labels.training.kubeflow.org/job-name",
        "kubernetes.pod_labels.training.kubeflow.org/job-name",
    ),
    "rank": (
        "rank",
        "kubernetes.labels.training.kubeflow.org/replica-index",
        "kubernetes.pod_labels.training.kubeflow.org/replica-index",
    ),
    "local_rank": ("local_rank",),
    "node": ("node", "hostname", "kubernetes.host", "kubernetes.pod_node_name", "host.name", "host"),
    "source": ("source", "kubernetes.pod_name", "log.file.path", "file"),
    "timestamp": ("@timestamp", "timestamp", "time", "date"),
}


@dataclass(frozen=True)
class StreamKey:
    """Identity of one stream inside a job. ``None`` parts are unknown."""

    rank: Optional[int]
    local_rank: Optional[int]
    node: Optional[str]
    source: Optional[str]

    @property
    def name(self) -> str:
        """Stream name used in evidence: ``node/rank3/source`` (known parts only), or ``-``."""
        parts = [self.node or "", f"rank{self.rank}" if self.rank is not None else "", self.source or ""]
        return "/".join(p for p in parts if p) or "-"


@dataclass
class StreamChunk:
    """Bytes of one stream decoded from one poll.

    Attributes:
        job_id: the job the records belong to.
        stream: the stream's identity within the job.
        data: complete lines, each ending with ``\\n`` (UTF-8 checked).
        records: number of Kafka records in the chunk.
        first_offset: offset of its first record (all records of a chunk share one partition).
    """

    job_id: str
    stream: StreamKey
    data: bytes
    records: int
    first_offset: int


@dataclass
class BadRecord:
    """A record that could not be used, with where it was and why.

    ``reason`` is one of :data:`BAD_REASONS`; ``detail`` says more (the missing field,
    the JSON error, the size). ``key`` and ``value`` are the raw bytes (``value`` cut to
    the decoder's ``max_record_bytes``).
    """

    topic: str
    partition: int
    offset: int
    reason: str
    detail: str
    key: Optional[bytes]
    value: Optional[bytes]
    headers: list = field(default_factory=list)


@dataclass
class PartitionRecords:
    """The records one poll returned for one partition, as parallel lists (in offset order).

    ``headers`` holds one list of ``(name: str, value: bytes)`` pairs per record (or None).
    """

    topic: str
    partition: int
    offsets: Sequence[int]
    keys: Sequence[Optional[bytes]]
    values: Sequence[Optional[bytes]]
    headers: Sequence[Any]

    def __len__(self) -> int:
        return len(self.offsets)

    @property
    def size_bytes(self) -> int:
        """Bytes of the record values."""
        return sum(len(v) for v in self.values if v is not None)


@dataclass
class Decoded:
    """What one partition's records became: stream chunks (in first-offset order) and bad records."""

    chunks: list[StreamChunk]
    bad: list[BadRecord]
    bytes: int


def _as_int(v: Any) -> Optional[int]:
    """A rank or local rank from a header or JSON field; None unless 0 ..= MAX_RANK
    (a corrupt value must not reach the native core's integers or int32 outputs)."""
    if v is None or isinstance(v, bool):
        return None
    if isinstance(v, bytes):
        v = v.decode("utf-8", "replace")
    try:
        r = int(str(v).strip()[:12])
    except ValueError:
        return None
    return r if 0 <= r <= MAX_RANK else None


def _as_str(v: Any) -> Optional[str]:
    if v is None:
        return None
    if isinstance(v, (bytes, bytearray)):
        v = bytes(v).decode("utf-8", "replace")
    s = _valid_text(str(v)).strip()
    return s or None


_SURROGATE = re.compile("[\ud800-\udfff]")


def _valid_text(s: str) -> str:
    """``s`` with lone surrogates (JSON allows ``"\\ud800"``) replaced by U+FFFD, so that
    it can be encoded as UTF-8 (Arrow, Parquet, JSON output)."""
    try:
        s.encode("utf-8")
        return s
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", s)


def get_path(doc: Any, path: str) -> Any:
    """The value at a dotted ``path`` in nested dicts, or None.

    Keys that contain dots themselves (``kubernetes.labels.training.kubeflow.org/job-name``)
    are found by trying the longest key first at each level.
    """
    parts = path.split(".")
    cur = doc
    i = 0
    while i < len(parts):
        if not isinstance(cur, dict):
            return None
        for j in range(len(parts), i, -1):
            k = ".".join(parts[i:j])
            if k in cur:
                cur = cur[k]
                i = j
                break
        else:
            return None
    return cur


def _first(doc: Any, paths: tuple[str, ...], kind: Optional[type] = None) -> Any:
    """The first non-empty value at one of ``paths`` (of type ``kind`` when given)."""
    for p in paths:
        v = get_path(doc, p)
        if v is not None and v != "" and (kind is None or isinstance(v, kind)):
            return v
    return None


def _iso(ts: Any) -> Optional[str]:
    """A record timestamp as ISO 8601 UTC text the scanner parses (None if unusable)."""
    if isinstance(ts, bool):
        return None
    if isinstance(ts, (int, float)):
        secs = ts / 1000.0 if ts > 1e11 else float(ts)  # epoch ms or s
        try:
            return datetime.fromtimestamp(secs, tz=timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")
        except (OverflowError, OSError, ValueError):
            return None
    if isinstance(ts, str) and len(ts) >= 10 and ts[:4].isdigit() and ts[4] == "-":
        return ts
    return None


def _value_bytes(v: Any) -> tuple[Optional[bytes], Optional[tuple[str, str]]]:
    """A record value as bytes: ``str`` as UTF-8 (lone surrogates kept as their bytes,
    which then fail the UTF-8 check as ``binary``), byte-like objects copied; any other
    type is ``(None, ("binary", detail))``. None stays None."""
    if v is None or isinstance(v, bytes):
        return v, None
    if isinstance(v, str):
        return v.encode("utf-8", "surrogatepass"), None
    if isinstance(v, (bytearray, memoryview)):
        return bytes(v), None
    return None, ("binary", f"value is a {type(v).__name__}, not bytes")


def _normalized(recs: PartitionRecords) -> tuple[PartitionRecords, list[tuple[int, tuple[str, str]]]]:
    """``recs`` with byte-like or ``str`` values as bytes and headers as tuples of
    ``(str, bytes or None)`` pairs; a record whose value or headers cannot be read so is
    listed as ``(index, (reason, detail))`` and given no value (the grouping then skips
    it as value-less; the caller puts this reason in place of that one)."""
    keys, values, headers, odd = [], [], [], []
    for i, (k, v, h) in enumerate(zip(recs.keys, recs.values, recs.headers)):
        v, why = _value_bytes(v)
        pairs: list = []
        try:
            for name, hv in h or ():
                if isinstance(hv, (bytearray, memoryview, str)):
                    hv = bytes(hv, "utf-8") if isinstance(hv, str) else bytes(hv)
                if not isinstance(name, str) or not (hv is None or isinstance(hv, bytes)):
                    raise TypeError
                pairs.append((name, hv))
        except (TypeError, ValueError):
            why = why or ("missing_field", "headers: not a list of (name, value) pairs")
            pairs = []
        if isinstance(h, dict):
            why = why or ("missing_field", "headers: not a list of (name, value) pairs")
        if why:
            odd.append((i, why))
            v = None
        if isinstance(k, (bytearray, memoryview)):
            k = bytes(k)
        keys.append(k if k is None or isinstance(k, (bytes, str)) else str(k))
        values.append(v)
        headers.append(tuple(pairs))
    return PartitionRecords(recs.topic, recs.partition, recs.offsets, keys, values, headers), odd


def _as_list(seq: Sequence) -> list:
    return seq if type(seq) is list else list(seq)


def _strip_eol(v: bytes) -> bytes:
    return v[:-1] if v.endswith(b"\n") else v


class RecordDecoder:
    """Turns the records of one poll into stream chunks and bad records.

    Args:
        shape: one of :data:`SHAPES`.
        fields: overrides of the field names: ``{"job": ("kubernetes.labels.job",), ...}``
            (keys ``message``, ``job``, ``rank``, ``local_rank``, ``node``, ``source``,
            ``timestamp``). For ``text``/``lines`` they are header names; for ``json``
            dotted paths. An empty tuple disables a field.
        max_record_bytes: values longer than this are dead-lettered (``too_large``).
        prepend_timestamp: for ``json``, put the record's timestamp field in front of the
            message so that lines without their own timestamp still get one.

    Raises:
        UsageError: unknown shape or field name.
    """

    def __init__(
        self,
        shape: str = "text",
        fields: Optional[dict[str, tuple[str, ...]]] = None,
        *,
        max_record_bytes: int = 1 << 20,
        prepend_timestamp: bool = True,
    ):
        if shape not in SHAPES:
            raise UsageError(f"unknown record shape {shape!r} (use {', '.join(SHAPES)})")
        base = JSON_FIELD_DEFAULTS if shape == "json" else HEADER_FIELD_DEFAULTS
        self.fields = dict(base)
        for k, v in (fields or {}).items():
            if k not in JSON_FIELD_DEFAULTS:
                raise UsageError(f"unknown record field {k!r} (use {', '.join(JSON_FIELD_DEFAULTS)})")
            self.fields[k] = tuple(v)
        self.shape = shape
        if max_record_bytes < 0:
            raise UsageError(f"max_record_bytes must be >= 0, not {max_record_bytes}")
        self.max_record_bytes = max_record_bytes
        self.prepend_timestamp = prepend_timestamp
        # Header tuple -> parsed identity (job, StreamKey); shippers send few distinct ones.
        self._ident_cache: dict[tuple, tuple[Optional[str], StreamKey]] = {}

    # -- text and lines ---------------------------------------------------------------

    def _header_identity(self, headers: tuple) -> tuple[Optional[str], StreamKey]:
        hit = self._ident_cache.get(headers)
        if hit is not None:
            return hit
        h: dict[str, bytes] = {}
        for k, v in headers:
            h.setdefault(k, v)
        f = self.fields

        def pick(name: str) -> Any:
            for n in f.get(name, ()):
                if n in h:
                    return h[n]
            return None

        out = (
            _as_str(pick("job")),
            StreamKey(_as_int(pick("rank")), _as_int(pick("local_rank")), _as_str(pick("node")), _as_str(pick("source"))),
        )
        if len(self._ident_cache) > 100_000:
            self._ident_cache.clear()
        self._ident_cache[headers] = out
        return out

    def _bad(self, recs: PartitionRecords, i: int, reason: str, detail: str) -> BadRecord:
        v = recs.values[i]
        return BadRecord(
            recs.topic,
            recs.partition,
            recs.offsets[i],
            reason,
            detail,
            recs.keys[i],
            bytes(v[: self.max_record_bytes]) if isinstance(v, (bytes, bytearray)) else None,
            list(h) if isinstance(h := recs.headers[i], (list, tuple)) else [],
        )

    def _check_record(self, v: Optional[bytes]) -> Optional[tuple[str, str]]:
        if v is None:
            return ("missing_field", "value: the record has no value")
        if len(v) > self.max_record_bytes:
            return ("too_large", f"value of {len(v)} bytes is over the cap of {self.max_record_bytes}")
        if b"\x00" in v:
            return ("binary", "value contains NUL bytes")
        try:
            v.decode("utf-8")
        except UnicodeDecodeError as e:
            return ("binary", f"value is not UTF-8 (byte {e.start})")
        return None

    def _decode_text(self, recs: PartitionRecords) -> Decoded:
        try:
            grouped, bad_rows = _core.group_text_records(
                _as_list(recs.keys), _as_list(recs.values), _as_list(recs.headers), min(self.max_record_bytes, 1 << 62)
            )
        except TypeError:
            # Keys, values or headers of unusual types (str instead of bytes, ...).
            return self._decode_text_python(recs)
        offsets = recs.offsets
        reasons = {i: (reason, detail) for i, reason, detail in bad_rows}
        chunks: list[StreamChunk] = []
        total = 0
        for k, h, first, n, data in grouped:
            job, skey = self._header_identity(h)
            if job is None:
                job = _as_str(k)
            if job is None:
                # No job for any record of this stream, whatever its value (as in the
                # Python path, the missing job is the reason given).
                sk = (k, h)
                for i, x in enumerate(zip(recs.keys, (tuple(x or ()) for x in recs.headers))):
                    if x == sk:
                        reasons[i] = ("missing_field", "job: no record key and no job header")
                continue
            if not n:
                continue  # every record of the stream is bad
            total += len(data) - 1
            chunks.append(StreamChunk(job, skey, data, n, offsets[first]))
        # A stream whose first record was bad starts later than its group did.
        chunks.sort(key=lambda c: c.first_offset)
        bad = [self._bad(recs, i, *reasons[i]) for i in sorted(reasons)]
        return Decoded(chunks, bad, total)

    def _decode_text_python(self, recs: PartitionRecords) -> Decoded:
        """The pure-Python path of :meth:`_decode_text`, for records whose key, value or
        headers are not of the types Kafka clients give (bytes, list of pairs): values
        that are ``str`` or byte-like are taken as bytes, other values and malformed
        headers make their record bad. Bad records come in offset order."""
        clean, odd = _normalized(recs)
        d = self._decode_text_grouped(clean)
        if odd:
            # Their own reason, and the original value in the dead letter.
            offsets = {recs.offsets[i] for i, _ in odd}
            d.bad = [b for b in d.bad if b.offset not in offsets]
            d.bad.extend(self._bad(recs, i, *why) for i, why in odd)
        d.bad.sort(key=lambda b: b.offset)
        d.chunks.sort(key=lambda c: c.first_offset)
        return d

    def _decode_text_grouped(self, recs: PartitionRecords) -> Decoded:
        keys, values, offsets = recs.keys, recs.values, recs.offsets
        hdrs = recs.headers

        def stream_keys():
            # (key, headers) per record; headers become hashable tuples.
            return zip(keys, map(tuple, hdrs) if None not in hdrs else map(tuple, (x or () for x in hdrs)))

        # One dict lookup per record: stream key -> [index of its first record, values].
        groups: dict[tuple, list] = {}
        for idx, (sk, v) in enumerate(zip(stream_keys(), values)):
            g = groups.get(sk)
            if g is None:
                groups[sk] = [idx, [v]]
            else:
                g[1].append(v)
        chunks: list[StreamChunk] = []
        bad: list[BadRecord] = []
        total = 0
        for sk, (first, vals) in groups.items():
            k, h = sk
            job, skey = self._header_identity(h)
            if job is None:
                job = _as_str(k)
            try:
                data = b"\n".join(vals)
                fast = job is not None and max(map(len, vals)) <= self.max_record_bytes and b"\x00" not in data
            except TypeError:  # a None value (tombstone)
                fast = False
            if fast:
                try:
                    data.decode("utf-8")
                except UnicodeDecodeError:
                    fast = False
            if not fast:
                # Rare: find this stream's records again and sort good from bad one by one.
                ids = [i for i, x in enumerate(stream_keys()) if x == sk]
                if job is None:
                    bad.extend(self._bad(recs, i, "missing_field", "job: no record key and no job header") for i in ids)
                    continue
                ok = []
                for i in ids:
                    why = self._check_record(values[i])
                    if why:
                        bad.append(self._bad(recs, i, *why))
                    else:
                        ok.append(i)
                if not ok:
                    continue
                first = ok[0]
                vals = [values[i] for i in ok]
                data = b"\n".join(vals)
            if data.count(b"\n") != len(vals) - 1:
                # Some values carry their own newline(s): keep inner ones, drop one trailing.
                data = b"\n".join(map(_strip_eol, vals))
            total += len(data)
            chunks.append(StreamChunk(job, skey, data + b"\n", len(vals), offsets[first]))
        return Decoded(chunks, bad, total)

    # -- json ---------------------------------------------------------------------------

    def _decode_json(self, recs: PartitionRecords) -> Decoded:
        f = self.fields
        groups: dict[tuple, list] = {}
        bad: list[BadRecord] = []
        loads = json.loads
        total = 0
        for i, v in enumerate(recs.values):
            v, why = _value_bytes(v)
            why = why or self._check_record(v)
            if why:
                bad.append(self._bad(recs, i, *why))
                continue
            try:
                doc = loads(v)
            except (ValueError, RecursionError) as e:
                # RecursionError: nesting deeper than the interpreter's stack allows.
                bad.append(self._bad(recs, i, "invalid_json", str(e) or type(e).__name__))
                continue
            if not isinstance(doc, dict):
                bad.append(self._bad(recs, i, "invalid_json", f"expected a JSON object, got {type(doc).__name__}"))
                continue
            msg = _first(doc, f["message"], str)  # Filebeat's ``log`` is an object
            if not isinstance(msg, str):
                bad.append(self._bad(recs, i, "missing_field", f"message: none of {', '.join(f['message'])}"))
                continue
            job = _as_str(_first(doc, f["job"])) or _as_str(recs.keys[i])
            if job is None:
                bad.append(self._bad(recs, i, "missing_field", f"job: none of {', '.join(f['job'])} and no record key"))
                continue
            key = (
                job,
                _as_int(_first(doc, f["rank"])),
                _as_int(_first(doc, f["local_rank"])),
                _as_str(_first(doc, f["node"])),
                _as_str(_first(doc, f["source"])),
            )
            line = msg[:-1] if msg.endswith("\n") else msg
            if self.prepend_timestamp and f["timestamp"]:
                ts = _iso(_first(doc, f["timestamp"]))
                if ts:
                    line = f"{ts} {line}"
            g = groups.get(key)
            if g is None:
                groups[key] = g = [[], i]
            g[0].append(_valid_text(line))
        chunks = []
        for (job, rank, local_rank, node, source), (lines, first) in groups.items():
            data = "\n".join(lines).encode("utf-8") + b"\n"
            total += len(data)
            chunks.append(StreamChunk(job, StreamKey(rank, local_rank, node, source), data, len(lines), recs.offsets[first]))
        return Decoded(chunks, bad, total)

    def decode(self, recs: PartitionRecords) -> Decoded:
        """Decode one partition's records (see the module docstring). Never raises on content."""
        if not len(recs):
            return Decoded([], [], 0)
        if self.shape == "json":
            return self._decode_json(recs)
        return self._decode_text(recs)
