"""The life cycle behind ``firstfault watch``: per-job state, when to diagnose, what to commit.

One :class:`JobState` per job holds a native ``Session`` (one stream per rank or
source), the job's sparse matches and a few flags; dropping the state drops the
session, so memory is bounded by the number of live jobs (``max_jobs``, least
recently active evicted first) times their streams' context rings.

When a job is diagnosed (wall-clock time since the job's last record, ``quiet``):

- terminal evidence and ``quiet >= settle_s``: an initiator match, torchelastic's
  failure summary, or every rank reported a failure;
- any other match (victim symptoms only, such as timeouts: a hang; a bare traceback)
  and ``quiet >= quiet_s``;
- matches not diagnosed yet when the job is evicted (``job_ttl_s`` or capacity).

A diagnosis whose status is ``healthy`` is not emitted.

Before diagnosing, the job's streams are flushed so that matches still waiting for
after-context are released (a partial last line stays open: later records continue it). A diagnosis is emitted with version 1; if records arrive
later, the job is diagnosed again after the next quiet period and re-emitted with
version + 1 only when the ``diagnosis_id`` changed.

Delivery (at-least-once): a job pins, in each partition it has records in, the offset
of its first record until its diagnosis is durably written (or it is evicted as
healthy). The offset committed for a partition is the lowest pin, or the next offset
to read when nothing is pinned. After a crash the job's records are read again from
its first one, so the same diagnosis (same ``diagnosis_id``) is produced again. A job
already diagnosed does not pin again: later records only feed re-emissions (which are
therefore not replayed after a crash). On a rebalance, the jobs of revoked partitions
are dropped without a diagnosis; the new owner reads them from their pins.
"""

from __future__ import annotations

import dataclasses

import bisect
import gc
import json
import logging
import os
import signal
import threading
import time
from collections import OrderedDict
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from typing import Callable, Optional

from firstfault._core import MATCH_COLUMNS as _COLUMNS
from firstfault.catalog import Catalog, CompileOptions
from firstfault.correlate import Options, RawMatches, StreamInfo, build_job_evidence, diagnose
from firstfault.errors import SourceError
from firstfault.limits import rows_to_keep, take_rows
from firstfault.model import Diagnosis
from firstfault import __version__
from firstfault.schema import ScanInfo, matches_table
from firstfault.sinks.stream import Emission, SinkSet
from firstfault.sources.kafka import KafkaSource, TopicPartition
from firstfault.sources.records import BAD_REASONS, Decoded, PartitionRecords, RecordDecoder, StreamKey

log = logging.getLogger("firstfault.watch")

#: Signatures of torchelastic's failure summary (terminal evidence for the job).
SUMMARY_SIGNATURES = frozenset({"elastic.root_cause", "elastic.failure_rank", "elastic.child_failed"})



@dataclass
class WatchOptions:
    """Tunables of the life cycle (times in seconds of wall clock).

    Attributes:
        settle_s: quiet time after terminal evidence before diagnosing.
        quiet_s: quiet time after which a job with only victim symptoms (timeouts) is
            diagnosed as hung (or with whatever its evidence says).
        job_ttl_s: a job with no record for this long is evicted (diagnosed first if it
            has failure evidence that was never diagnosed).
        max_jobs: most jobs kept; beyond, the least recently active is evicted.
        max_matches_per_job: matches kept per job; beyond, the lowest-priority ones
            (see :func:`firstfault.limits.rows_to_keep`) are counted and dropped.
        max_streams: streams kept across all live jobs; beyond, the least recently active
            jobs are evicted (diagnosed first when failing); a single job that alone has
            this many streams takes no new ones (their records are counted and dropped).
        context_before / context_after: lines kept around each match.
        correlation: correlation options (clock skew, ...).
        compile: the native scanner's masking and limits (its context fields are
            replaced by ``context_before`` / ``context_after``).
    """

    settle_s: float = 5.0
    quiet_s: float = 60.0
    job_ttl_s: float = 600.0
    max_jobs: int = 10_000
    max_matches_per_job: int = 5_000
    max_streams: int = 100_000
    context_before: int = 20
    context_after: int = 10
    correlation: Options = field(default_factory=lambda: Options(live=True))
    compile: CompileOptions = field(default_factory=CompileOptions)


@dataclass
class Counters:
    """What the watcher did since it started (reported in the stats file and on exit)."""

    records: int = 0
    bytes: int = 0
    redelivered_records: int = 0
    bad_records: dict[str, int] = field(default_factory=lambda: {r: 0 for r in BAD_REASONS})
    jobs_started: int = 0
    jobs_live: int = 0
    jobs_evicted_idle: int = 0
    jobs_evicted_capacity: int = 0
    jobs_dropped_revoked: int = 0
    diagnoses_emitted: int = 0
    diagnoses_reemitted: int = 0
    matches_dropped: int = 0
    streams_dropped_records: int = 0
    commits: int = 0
    commit_failures: int = 0
    flushes: int = 0


class JobState:
    """Everything the watcher keeps about one live job."""

    __slots__ = (
        "job_id",
        "session",
        "streams",
        "names",
        "cols",
        "last_record_s",
        "pins",
        "partitions",
        "initiator",
        "victim",
        "summary",
        "failed_streams",
        "dirty",
        "emitted_id",
        "version",
        "done",
        "pending",
        "flushed",
    )

    def __init__(self, job_id: str, session) -> None:
        self.job_id = job_id
        self.session = session
        self.streams: dict[StreamKey, int] = {}
        self.names: list[str] = []
        self.cols: dict[str, list] = {k: [] for k in _COLUMNS}
        self.last_record_s = 0.0
        #: partition -> offset of the first record not covered by a durable diagnosis
        self.pins: dict[TopicPartition, int] = {}
        self.partitions: set[TopicPartition] = set()
        self.initiator = False
        self.victim = False
        self.summary = False
        self.failed_streams: set[int] = set()
        self.dirty = False
        self.emitted_id: Optional[str] = None
        self.version = 0
        #: a diagnosis is durable: no more pinning
        self.done = False
        #: a diagnosis was handed to the sinks and is not durable yet
        self.pending = False
        #: the streams were flushed (pending matches released) since the last record
        self.flushed = False

    @property
    def failing(self) -> bool:
        """Any match at all: worth a diagnosis once quiet (correlation decides if it failed)."""
        return bool(self.cols["signature_id"])

    def terminal(self) -> bool:
        """Initiator match, torchelastic failure summary, or every rank reported a failure."""
        if self.initiator or self.summary:
            return True
        ranked = [sid for key, sid in self.streams.items() if key.rank is not None]
        return len(ranked) >= 2 and all(s in self.failed_streams for s in ranked)


def tune_gc(gen0_threshold: int = 10_000) -> Callable[[], None]:
    """Make Python's cyclic garbage collector cheap for a consume loop; returns an undo.

    A poll returns tens of thousands of records (each with header lists and tuples);
    with the default thresholds the collector runs hundreds of times per poll and its
    full passes walk every object loaded at start-up (catalog, pyarrow). Freezing the
    start-up objects and collecting the young generation less often roughly doubled
    confluent-kafka's consume rate here (benches/kafka_throughput.py). Nothing the
    watcher keeps forms reference cycles, so memory is unaffected.
    """
    before = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(gen0_threshold, before[1], before[2])

    def undo() -> None:
        gc.set_threshold(*before)
        gc.unfreeze()

    return undo


def _now_us() -> int:
    return int(time.time() * 1e6)


class Watcher:
    """Per-job state and life cycle over a stream of decoded records.

    Args:
        catalog: the signature catalog.
        options: life-cycle tunables.

    Use: :meth:`fresh` then :meth:`feed` for each partition's records, :meth:`tick`
    to get diagnoses due, :meth:`on_flushed` after the sinks made them durable,
    :meth:`commit_offsets` for what may be committed, :meth:`revoke` on a rebalance.
    Not thread-safe.
    """

    def __init__(self, catalog: Catalog, options: Optional[WatchOptions] = None):
        self.catalog = catalog
        self.options = options or WatchOptions()
        self.scanner = catalog.scanner(
            dataclasses.replace(
                self.options.compile, context_before=self.options.context_before, context_after=self.options.context_after
            )
        )
        self.jobs: "OrderedDict[str, JobState]" = OrderedDict()
        #: streams of all live jobs (bounded by ``options.max_streams``)
        self.stream_count = 0
        #: partition -> next offset to read (one past the last record seen)
        self.positions: dict[TopicPartition, int] = {}
        self.counters = Counters()
        self._roles = catalog.roles()
        #: year for timestamps that carry none (glog ``W1129``, syslog): the current year
        self._year = datetime.now(timezone.utc).year

    # -- input --------------------------------------------------------------------------

    def fresh(self, recs: PartitionRecords) -> PartitionRecords:
        """Drop records at offsets already consumed (redelivered after a reconnect)."""
        tp = (recs.topic, recs.partition)
        pos = self.positions.get(tp)
        if pos is None or not len(recs) or recs.offsets[0] >= pos:
            return recs
        i = bisect.bisect_left(recs.offsets, pos)
        self.counters.redelivered_records += i
        return PartitionRecords(recs.topic, recs.partition, recs.offsets[i:], recs.keys[i:], recs.values[i:], recs.headers[i:])

    def _job(self, job_id: str, now_s: float) -> JobState:
        j = self.jobs.get(job_id)
        if j is None:
            j = JobState(job_id, self.scanner.session())
            self.jobs[job_id] = j
            self.counters.jobs_started += 1
        else:
            self.jobs.move_to_end(job_id)
        j.last_record_s = now_s
        return j

    def feed(self, recs: PartitionRecords, decoded: Decoded, now_s: float) -> list[Emission]:
        """Feed one partition's decoded records (one native call per job).

        Returns:
            Emissions forced by capacity eviction (usually empty).
        """
        if not len(recs):
            return []
        tp = (recs.topic, recs.partition)
        c = self.counters
        c.records += len(recs)
        c.bytes += decoded.bytes
        for b in decoded.bad:
            c.bad_records[b.reason] = c.bad_records.get(b.reason, 0) + 1
        self.positions[tp] = recs.offsets[-1] + 1
        per_job: dict[str, list] = {}
        for ch in decoded.chunks:
            j = self._job(ch.job_id, now_s)
            sid = j.streams.get(ch.stream)
            if sid is None:
                if len(j.streams) >= self.options.max_streams:
                    c.streams_dropped_records += 1
                    continue
                k = ch.stream
                sid = j.session.add_stream(k.name, rank=k.rank, local_rank=k.local_rank, node=k.node, year_hint=self._year)
                j.streams[k] = sid
                j.names.append(k.name)
                self.stream_count += 1
            per_job.setdefault(ch.job_id, []).append((sid, ch.data))
            j.flushed = False
            j.partitions.add(tp)
            if not j.done and ch.first_offset < j.pins.get(tp, ch.first_offset + 1):
                j.pins[tp] = ch.first_offset  # the job's lowest offset not yet covered by output
        for job_id, items in per_job.items():
            j = self.jobs[job_id]
            j.session.feed_many(items)
            j.dirty = True
            self._take(j)
        return self._enforce_capacity(now_s)

    def _take(self, j: JobState) -> None:
        m = j.session.take_matches()
        n = len(m["signature_id"])
        if not n:
            return
        for k in _COLUMNS:
            j.cols[k].extend(m[k])
        total = len(j.cols["signature_id"])
        cap = self.options.max_matches_per_job
        if total > cap:
            keep = rows_to_keep(j.cols["signature_id"], j.cols["stream"], self._roles, cap)
            self.counters.matches_dropped += total - len(keep)
            j.cols = take_rows(j.cols, keep)
        roles = self._roles
        for sig, sid in zip(m["signature_id"], m["stream"]):
            role = roles.get(sig)
            if role == "initiator":
                j.initiator = True
                j.failed_streams.add(sid)
            elif role == "victim":
                j.victim = True
                j.failed_streams.add(sid)
            if sig in SUMMARY_SIGNATURES:
                j.summary = True

    # -- life cycle ---------------------------------------------------------------------

    def _diagnose(self, j: JobState) -> Diagnosis:
        j.session.flush_all()
        self._take(j)
        raw = RawMatches(j.cols, j.names)
        ev = build_job_evidence(j.job_id, raw, range(len(raw)), self._streams(j), self.catalog)
        return diagnose(ev, self.options.correlation)

    @staticmethod
    def _streams(j: JobState) -> list[StreamInfo]:
        return [StreamInfo.from_summary(s, j.job_id) for s in j.session.summaries()]

    def _emit(self, j: JobState) -> Optional[Emission]:
        """Diagnose ``j``; an emission when the verdict is a failure and new or changed."""
        j.dirty = False
        d = self._diagnose(j)
        if d.status == "healthy" or d.diagnosis_id == j.emitted_id:
            if j.emitted_id is not None and not j.pending:
                j.done = True
                j.pins.clear()
            return None
        j.version += 1
        if j.emitted_id is not None:
            self.counters.diagnoses_reemitted += 1
        j.emitted_id = d.diagnosis_id
        j.pending = True
        self.counters.diagnoses_emitted += 1
        scan = ScanInfo(__version__, self.catalog.version, _now_us())
        table = matches_table(j.cols, self._streams(j), self.catalog, [d], scan)
        return Emission(d, j.version, scan.scanned_at_us, table, scan)

    def _evict(self, j: JobState, now_s: float, capacity: bool) -> Optional[Emission]:
        e = self._emit(j) if (j.dirty and j.failing) else None
        if e is not None:
            # Stays until its diagnosis is durable (its pins hold the commit meanwhile).
            return e
        if j.pending:
            return None
        del self.jobs[j.job_id]
        self.stream_count -= len(j.streams)
        if capacity:
            self.counters.jobs_evicted_capacity += 1
        else:
            self.counters.jobs_evicted_idle += 1
        return None

    def _enforce_capacity(self, now_s: float) -> list[Emission]:
        out: list[Emission] = []
        o = self.options

        def within() -> bool:
            return len(self.jobs) <= o.max_jobs and (self.stream_count <= o.max_streams or len(self.jobs) <= 1)

        if within():
            return out
        # Least recently active first; jobs whose diagnosis is not durable yet stay.
        for j in list(self.jobs.values()):
            if within():
                break
            e = self._evict(j, now_s, capacity=True)
            if e:
                out.append(e)
        return out

    def tick(self, now_s: float) -> list[Emission]:
        """Diagnose the jobs that are due and evict idle ones; returns new emissions."""
        o = self.options
        out: list[Emission] = []
        for j in list(self.jobs.values()):
            quiet = now_s - j.last_record_s
            if quiet >= o.job_ttl_s:
                e = self._evict(j, now_s, capacity=False)
                if e:
                    out.append(e)
                continue
            if not j.dirty:
                continue
            if not j.flushed and quiet >= o.settle_s:
                # Quiet: release matches still waiting for after-context.
                j.session.flush_all()
                self._take(j)
                j.flushed = True
            if not j.failing:
                continue
            if (j.terminal() and quiet >= o.settle_s) or quiet >= o.quiet_s:
                e = self._emit(j)
                if e:
                    out.append(e)
        self.counters.jobs_live = len(self.jobs)
        return out

    def settled(self) -> bool:
        """True when no job with failure evidence waits for a diagnosis."""
        return not any(j.dirty and (j.failing or not j.flushed) for j in self.jobs.values())

    def on_flushed(self) -> None:
        """The sinks made every emission so far durable: release the pins of those jobs."""
        for j in self.jobs.values():
            if j.pending:
                j.pending = False
                j.done = True
                j.pins.clear()
        self.counters.flushes += 1

    def commit_offsets(self) -> dict[TopicPartition, int]:
        """Per partition: the lowest pin of a live job, else the next offset to read."""
        out = dict(self.positions)
        for j in self.jobs.values():
            for tp, off in j.pins.items():
                if tp in out and off < out[tp]:
                    out[tp] = off
        return out

    def revoke(self, partitions: list[TopicPartition]) -> None:
        """Forget revoked partitions and drop every job with records in them."""
        gone = set(partitions)
        for tp in gone:
            self.positions.pop(tp, None)
        for job_id in [k for k, j in self.jobs.items() if j.partitions & gone]:
            self.stream_count -= len(self.jobs.pop(job_id).streams)
            self.counters.jobs_dropped_revoked += 1
        self.counters.jobs_live = len(self.jobs)


class WatchRunner:
    """The consume -> scan -> diagnose -> sink -> commit loop.

    Args:
        source_factory: ``factory(listener) -> KafkaSource`` (the runner is the listener).
        decoder: the record decoder.
        watcher: the life cycle.
        sinks: where diagnoses and bad records go.
        poll_s: longest wait in one poll.
        commit_interval_s: longest time between offset commits (sinks are flushed first).
        idle_exit_s: stop after this long without records (or a new assignment) once every
            failing job was diagnosed (None: run until stopped). Not "caught up" from
            ``end_offsets()``, which some brokers answer wrongly.
        stats_path: a JSON file rewritten at each commit with counters and offsets.
        on_emit: called with each batch of emissions after they are handed to the sinks.
    """

    def __init__(
        self,
        source_factory: Callable[["WatchRunner"], KafkaSource],
        decoder: RecordDecoder,
        watcher: Watcher,
        sinks: SinkSet,
        *,
        poll_s: float = 0.2,
        commit_interval_s: float = 5.0,
        idle_exit_s: Optional[float] = None,
        stats_path: Optional[str] = None,
        on_emit: Optional[Callable[[list[Emission]], None]] = None,
    ):
        self.decoder = decoder
        self.watcher = watcher
        self.sinks = sinks
        self.poll_s = poll_s
        self.commit_interval_s = commit_interval_s
        self.idle_exit_s = idle_exit_s
        self.stats_path = stats_path
        self.on_emit = on_emit
        self.stop_event = threading.Event()
        #: the signal (SIGINT, SIGTERM) that stopped :meth:`run`, if one did
        self.stopped_by_signal: Optional[int] = None
        self.committed: dict[TopicPartition, int] = {}
        self._last_commit_s = time.monotonic()
        self.assigned: set[TopicPartition] = set()
        #: partitions to move to their committed offset once ``poll`` returns
        self._pending_reset: set[TopicPartition] = set()
        self.source = source_factory(self)

    # -- rebalance listener ---------------------------------------------------------------

    def on_assigned(self, partitions: list[TopicPartition]) -> None:
        log.info("assigned %s", ", ".join(f"{t}[{p}]" for t, p in partitions))
        for tp in partitions:
            self.watcher.positions.pop(tp, None)
            self.committed.pop(tp, None)
        if self.source.blocking_in_callbacks:
            self.source.reset_to_committed(partitions)
        else:
            self._pending_reset |= set(partitions)
        self.assigned |= set(partitions)
        self._last_activity = time.monotonic()
        self.write_stats()

    def on_revoked(self, partitions: list[TopicPartition]) -> None:
        log.info("revoked %s", ", ".join(f"{t}[{p}]" for t, p in partitions))
        try:
            if self.source.blocking_in_callbacks:
                self.checkpoint(only=set(partitions))
            else:
                # No commit from here: the last periodic commit stands (the new owner may
                # read a little more again; duplicates carry the same diagnosis id).
                self.flush_sinks()
        except Exception as e:  # a failed commit must not break the rebalance
            log.warning("commit on revoke failed (the new owner re-reads from the last commit): %s: %s", type(e).__name__, e)
        self.watcher.revoke(partitions)
        for tp in partitions:
            self.committed.pop(tp, None)
        self.assigned -= set(partitions)
        self.write_stats()

    # -- loop ---------------------------------------------------------------------------------

    def _emit(self, emissions: list[Emission]) -> None:
        if emissions:
            self.sinks.write(emissions)
            if self.on_emit:
                self.on_emit(emissions)

    def flush_sinks(self) -> None:
        """Make every emission durable and release the pins of those jobs."""
        if self.sinks.dirty:
            self.sinks.flush()
        self.watcher.on_flushed()

    def checkpoint(self, only: Optional[set] = None) -> None:
        """Flush every sink, then commit what the flushed output covers."""
        self.flush_sinks()
        offsets = self.watcher.commit_offsets()
        todo = {tp: o for tp, o in offsets.items() if self.committed.get(tp) != o and (only is None or tp in only)}
        self._last_commit_s = time.monotonic()
        if todo:
            try:
                self.source.commit(todo)
            except SourceError:
                self.watcher.counters.commit_failures += 1
                raise
            self.committed.update(todo)
            self.watcher.counters.commits += 1
        self.write_stats()

    def write_stats(self) -> None:
        if not self.stats_path:
            return
        doc = {
            "time": datetime.now(timezone.utc).isoformat(timespec="milliseconds"),
            "pid": os.getpid(),
            "client": self.source.client,
            "counters": asdict(self.watcher.counters),
            # Group rejoins the client source forced (a rebalance that never assigned).
            "consumer_rejoins": getattr(self.source, "rejoins", 0),
            "committed": [{"topic": t, "partition": p, "offset": o} for (t, p), o in sorted(self.committed.items())],
            "positions": [{"topic": t, "partition": p, "offset": o} for (t, p), o in sorted(self.watcher.positions.items())],
            "assignment": [{"topic": t, "partition": p} for t, p in sorted(self.assigned)],
        }
        tmp = self.stats_path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)
        os.replace(tmp, self.stats_path)

    def run(self) -> Counters:
        """Run until :attr:`stop_event` is set, SIGTERM/SIGINT, or the idle exit; returns the counters.

        On the way out the sinks are flushed and offsets committed (jobs still waiting
        for their diagnosis stay pinned: a restart reads them again); after an error
        nothing more is committed, so a restart reads again whatever was not committed.
        """
        w = self.watcher
        self._last_activity = time.monotonic()
        last_tick = 0.0
        untune_gc = tune_gc()
        restore = self._install_signals()
        crashed = False
        try:
            while not self.stop_event.is_set():
                batches = self.source.poll(self.poll_s)
                if self._pending_reset:
                    # Records fetched from a position older than the new assignment: drop them
                    # and read those partitions again from their committed offsets.
                    todo, self._pending_reset = self._pending_reset & self.assigned, set()
                    batches = [b for b in batches if (b.topic, b.partition) not in todo]
                    self.source.reset_to_committed(sorted(todo))
                now = time.monotonic()
                for recs in batches:
                    recs = w.fresh(recs)
                    if not len(recs):
                        continue
                    self._last_activity = now
                    dec = self.decoder.decode(recs)
                    self.sinks.write_bad(dec.bad)
                    self._emit(w.feed(recs, dec, now))
                if now - last_tick >= 0.1:
                    last_tick = now
                    self._emit(w.tick(now))
                if self.sinks.due(now) or now - self._last_commit_s >= self.commit_interval_s:
                    try:
                        self.checkpoint()
                    except SourceError as e:
                        log.warning("%s (retrying at the next commit)", e)
                idle = now - self._last_activity
                if self.idle_exit_s is not None and idle >= self.idle_exit_s and w.settled() and self.assigned:
                    break
        except BaseException:
            # No final commit after an error: an emission may have failed half-way, and
            # committing would release the pins of jobs whose output is not written.
            crashed = True
            raise
        finally:
            try:
                if not crashed:
                    self.checkpoint()
            except SourceError as e:
                log.warning("final commit failed: %s", e)
            finally:
                self.source.close()
                self.sinks.close()
                for sig, handler in restore.items():
                    signal.signal(sig, handler)
                untune_gc()
        return w.counters

    def _install_signals(self) -> dict:
        """SIGTERM and SIGINT set :attr:`stop_event`; returns the handlers to restore."""
        if threading.current_thread() is not threading.main_thread():
            return {}

        def stop(signum, frame):
            self.stopped_by_signal = signum
            self.stop_event.set()

        return {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGINT)}
