"""Streaming sinks for ``firstfault watch``: Parquet dataset, Arrow IPC stream, JSON lines,
Kafka topic, and the dead-letter file or topic.

Every sink buffers what it is given and makes it durable in :meth:`Sink.flush`; the
watcher commits Kafka offsets only after every sink's ``flush`` returned (end-to-end
acknowledgement). A sink whose ``flush`` fails raises, and nothing is committed.

Streaming tables are the batch schemas (:mod:`firstfault.schema`) with columns added
at the end, so batch and streaming files concatenate (``pyarrow.dataset`` with
``unify_schemas``, DuckDB ``union_by_name``):

- ``diagnoses``: + ``version`` (int32: 1 for the first emission of a job, +1 each time
  new evidence changed the diagnosis) and ``emitted_at`` (timestamp[us, UTC]).
- ``matches``: + ``version`` (int32): the job's matches as they stood when that
  version was emitted.
"""

from __future__ import annotations

import base64
import io
import json
import os
import sys
import time
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import IO, Optional

import pyarrow as pa
import pyarrow.parquet as pq

from firstfault.model import Diagnosis
from firstfault.schema import DIAGNOSES_SCHEMA, MATCHES_SCHEMA, TS, ScanInfo, diagnoses_table
from firstfault.sources.records import BadRecord

#: ``diagnoses`` as ``firstfault watch`` writes it (batch columns first).
STREAM_DIAGNOSES_SCHEMA = pa.schema(
    list(DIAGNOSES_SCHEMA) + [pa.field("version", pa.int32(), nullable=False), pa.field("emitted_at", TS, nullable=False)],
    metadata={**DIAGNOSES_SCHEMA.metadata, b"firstfault.stream": b"1"},
)
#: ``matches`` as ``firstfault watch`` writes it (batch columns first).
STREAM_MATCHES_SCHEMA = pa.schema(
    list(MATCHES_SCHEMA) + [pa.field("version", pa.int32(), nullable=False)],
    metadata={**MATCHES_SCHEMA.metadata, b"firstfault.stream": b"1"},
)


@dataclass
class Emission:
    """One diagnosis emitted by the watcher.

    Attributes:
        diagnosis: the verdict (``diagnosis_id`` is deterministic).
        version: 1, then +1 for each changed re-emission of the same job.
        emitted_at_us: wall-clock time of the emission (µs UTC).
        matches: the job's matches (``MATCHES_SCHEMA`` table) at that time.
        scan: the scan columns of this emission's rows (``scanned_at`` is the emission's time).
    """

    diagnosis: Diagnosis
    version: int
    emitted_at_us: int
    matches: pa.Table
    scan: ScanInfo

    def to_json(self) -> dict:
        """The diagnosis as ``scan --format json`` prints it, plus ``version`` and ``emitted_at``."""
        d = self.diagnosis.to_json()
        d["version"] = self.version
        d["emitted_at"] = datetime.fromtimestamp(self.emitted_at_us / 1e6, tz=timezone.utc).isoformat(timespec="microseconds")
        return d


def emissions_tables(emissions: list[Emission]) -> tuple[pa.Table, pa.Table]:
    """``(diagnoses, matches)`` tables in the streaming schemas."""
    parts = [diagnoses_table([e.diagnosis], e.scan) for e in emissions]
    base = pa.concat_tables(parts) if parts else DIAGNOSES_SCHEMA.empty_table()
    diag = pa.Table.from_arrays(
        list(base.columns)
        + [
            pa.array([e.version for e in emissions], pa.int32()),
            pa.array([e.emitted_at_us for e in emissions], TS),
        ],
        schema=STREAM_DIAGNOSES_SCHEMA,
    )
    parts = []
    for e in emissions:
        n = e.matches.num_rows
        parts.append(
            pa.Table.from_arrays(
                list(e.matches.columns) + [pa.array([e.version] * n, pa.int32())],
                schema=STREAM_MATCHES_SCHEMA,
            )
        )
    matches = pa.concat_tables(parts) if parts else STREAM_MATCHES_SCHEMA.empty_table()
    return diag, matches


def _fsync_dir(path: str) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class Sink:
    """Base of the streaming sinks: ``write`` buffers, ``flush`` makes durable, ``close`` ends.

    ``buffered_bytes`` (approximate) and ``oldest_s`` (monotonic time of the oldest
    unflushed item, or None) let the watcher roll files by size and by time.
    """

    name = "sink"

    def __init__(self) -> None:
        self.buffered_bytes = 0
        self.oldest_s: Optional[float] = None

    def _mark(self, nbytes: int) -> None:
        self.buffered_bytes += nbytes
        if self.oldest_s is None:
            self.oldest_s = time.monotonic()

    def _clear(self) -> None:
        self.buffered_bytes = 0
        self.oldest_s = None

    def write(self, emissions: list[Emission]) -> None:
        raise NotImplementedError

    def flush(self) -> None:
        raise NotImplementedError

    def close(self) -> None:
        self.flush()


class ParquetDatasetSink(Sink):
    """A Parquet dataset directory, hive-partitioned by emission date (UTC).

    Layout: ``DIR/diagnoses/date=YYYY-MM-DD/part-<utc time>-<id>.parquet`` and the same
    under ``DIR/matches/``. Each flush with buffered rows writes one new part file per
    table and date (written to a temporary name, fsynced, then renamed, so readers
    never see a partial file); the watcher flushes when ``roll_bytes`` are buffered or
    the oldest row is ``roll_seconds`` old, and before every offset commit.

    Read it with ``pyarrow.dataset.dataset(DIR + "/diagnoses", partitioning="hive")``
    or DuckDB ``read_parquet('DIR/diagnoses/*/*.parquet', hive_partitioning=true)``.
    """

    name = "parquet"

    def __init__(self, directory: str):
        super().__init__()
        self.directory = directory
        os.makedirs(os.path.join(directory, "diagnoses"), exist_ok=True)
        os.makedirs(os.path.join(directory, "matches"), exist_ok=True)
        self._buf: list[Emission] = []
        self.files_written = 0

    def write(self, emissions: list[Emission]) -> None:
        self._buf.extend(emissions)
        self._mark(sum(4096 + e.matches.nbytes for e in emissions))

    def _write_part(self, table: pa.Table, kind: str, date: str) -> None:
        d = os.path.join(self.directory, kind, f"date={date}")
        os.makedirs(d, exist_ok=True)
        stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
        name = f"part-{stamp}-{uuid.uuid4().hex[:8]}.parquet"
        tmp = os.path.join(d, "." + name + ".tmp")
        with open(tmp, "wb") as f:
            pq.write_table(table, f, compression="zstd")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, os.path.join(d, name))
        _fsync_dir(d)
        self.files_written += 1

    def flush(self) -> None:
        if not self._buf:
            return
        by_date: dict[str, list[Emission]] = {}
        for e in self._buf:
            date = datetime.fromtimestamp(e.emitted_at_us / 1e6, tz=timezone.utc).strftime("%Y-%m-%d")
            by_date.setdefault(date, []).append(e)
        for date, es in sorted(by_date.items()):
            diag, matches = emissions_tables(es)
            self._write_part(diag, "diagnoses", date)
            if matches.num_rows:
                self._write_part(matches, "matches", date)
        self._buf = []
        self._clear()


class ArrowStreamSink(Sink):
    """Diagnoses appended to one Arrow IPC *stream* file (``STREAM_DIAGNOSES_SCHEMA``).

    A reader (``pyarrow.ipc.open_stream``) sees every batch written before the last
    flush. The file stays open until the watcher stops; an existing file is never
    overwritten: a new run writes ``PATH.1``, ``PATH.2``, ... (see :attr:`path`).
    """

    name = "arrow"

    def __init__(self, path: str):
        super().__init__()
        target, n = path, 0
        while os.path.exists(target):
            n += 1
            target = f"{path}.{n}"
        self.path = target
        os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
        self._f = open(target, "wb")
        self._w = pa.ipc.new_stream(self._f, STREAM_DIAGNOSES_SCHEMA)
        self._buf: list[Emission] = []

    def write(self, emissions: list[Emission]) -> None:
        self._buf.extend(emissions)
        self._mark(4096 * len(emissions))

    def flush(self) -> None:
        if self._buf:
            diag, _ = emissions_tables(self._buf)
            self._w.write_table(diag)
            self._buf = []
        self._f.flush()
        os.fsync(self._f.fileno())
        self._clear()

    def close(self) -> None:
        self.flush()
        self._w.close()
        self._f.close()


class JsonLinesSink(Sink):
    """One JSON object per diagnosis and line (:meth:`Emission.to_json`), on stdout by default."""

    name = "jsonl"

    def __init__(self, out: Optional[IO[str]] = None):
        super().__init__()
        self._out = out

    def write(self, emissions: list[Emission]) -> None:
        out = self._out or sys.stdout
        for e in emissions:
            out.write(json.dumps(e.to_json(), ensure_ascii=False) + "\n")
            self._mark(1)

    def flush(self) -> None:
        (self._out or sys.stdout).flush()
        self._clear()


class KafkaTopicSink(Sink):
    """Diagnoses as JSON records on a Kafka topic, keyed by ``job_id`` (UTF-8).

    Headers: ``diagnosis_id`` and ``version``. ``flush`` waits for the broker's
    acknowledgement of every record (``acks=all``).
    """

    name = "kafka"

    def __init__(self, producer, topic: str):
        super().__init__()
        self._p = producer
        self.topic = topic

    def write(self, emissions: list[Emission]) -> None:
        for e in emissions:
            value = json.dumps(e.to_json(), ensure_ascii=False).encode("utf-8")
            self._p.produce(
                self.topic,
                value,
                key=e.diagnosis.job_id.encode("utf-8"),
                headers=[("diagnosis_id", e.diagnosis.diagnosis_id.encode()), ("version", str(e.version).encode())],
            )
            self._mark(len(value))

    def flush(self) -> None:
        self._p.flush()
        self._clear()


def dead_letter_json(b: BadRecord) -> dict:
    """A bad record as a JSON-ready dict: where it was, why, and its bytes (base64)."""
    return {
        "topic": b.topic,
        "partition": b.partition,
        "offset": b.offset,
        "reason": b.reason,
        "detail": b.detail,
        "key_b64": base64.b64encode(b.key).decode() if b.key is not None else None,
        "value_b64": base64.b64encode(b.value).decode() if b.value is not None else None,
        "headers": [[k, base64.b64encode(v).decode() if v is not None else None] for k, v in b.headers],
    }


class DeadLetterFileSink:
    """Bad records appended as JSON lines (:func:`dead_letter_json`) to a file; fsynced on flush."""

    name = "dead-letter-file"

    def __init__(self, path: str):
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        self.path = path
        self._f: io.TextIOWrapper = open(path, "a", encoding="utf-8")
        self.buffered = 0

    def write(self, bad: list[BadRecord]) -> None:
        for b in bad:
            self._f.write(json.dumps(dead_letter_json(b)) + "\n")
        self.buffered += len(bad)

    def flush(self) -> None:
        self._f.flush()
        os.fsync(self._f.fileno())
        self.buffered = 0

    def close(self) -> None:
        self.flush()
        self._f.close()


class DeadLetterTopicSink:
    """Bad records forwarded to a Kafka topic unchanged (same key, value and headers), with
    headers ``firstfault.reason``, ``firstfault.detail``, ``firstfault.topic``,
    ``firstfault.partition`` and ``firstfault.offset`` added."""

    name = "dead-letter-topic"

    def __init__(self, producer, topic: str):
        self._p = producer
        self.topic = topic
        self.buffered = 0

    def write(self, bad: list[BadRecord]) -> None:
        for b in bad:
            headers = list(b.headers) + [
                ("firstfault.reason", b.reason.encode()),
                ("firstfault.detail", b.detail.encode("utf-8", "replace")),
                ("firstfault.topic", b.topic.encode()),
                ("firstfault.partition", str(b.partition).encode()),
                ("firstfault.offset", str(b.offset).encode()),
            ]
            self._p.produce(self.topic, b.value if b.value is not None else b"", key=b.key, headers=headers)
        self.buffered += len(bad)

    def flush(self) -> None:
        self._p.flush()
        self.buffered = 0

    def close(self) -> None:
        self.flush()


class SinkSet:
    """The diagnosis sinks and the dead-letter sink of one watcher, flushed together.

    Args:
        sinks: diagnosis sinks.
        dead_letter: where bad records go (None: they are counted only).
        roll_bytes: flush when this many bytes are buffered.
        roll_seconds: flush when the oldest buffered item is this old.
    """

    def __init__(self, sinks: list[Sink], dead_letter=None, *, roll_bytes: int = 64 << 20, roll_seconds: float = 5.0):
        self.sinks = sinks
        self.dead_letter = dead_letter
        self.roll_bytes = roll_bytes
        self.roll_seconds = roll_seconds

    def write(self, emissions: list[Emission]) -> None:
        for s in self.sinks:
            s.write(emissions)

    def write_bad(self, bad: list[BadRecord]) -> None:
        if self.dead_letter is not None and bad:
            self.dead_letter.write(bad)

    @property
    def dirty(self) -> bool:
        """True when something is buffered and not yet durable."""
        return any(s.oldest_s is not None for s in self.sinks) or bool(self.dead_letter and self.dead_letter.buffered)

    def due(self, now_s: float) -> bool:
        """True when a flush is due by size or age (``now_s`` is ``time.monotonic()``)."""
        for s in self.sinks:
            if s.buffered_bytes >= self.roll_bytes:
                return True
            if s.oldest_s is not None and now_s - s.oldest_s >= self.roll_seconds:
                return True
        return False

    def flush(self) -> None:
        """Make everything written so far durable (raises if any sink fails)."""
        for s in self.sinks:
            s.flush()
        if self.dead_letter is not None:
            self.dead_letter.flush()

    def close(self) -> None:
        for s in self.sinks:
            s.close()
        if self.dead_letter is not None:
            self.dead_letter.close()
