"""Kafka consumers and producers behind one small interface, for two client libraries.

``kafka-python`` (default; pure Python, with the ``crc32c`` package for fast record
checksums) and ``confluent-kafka`` (librdkafka; ``--kafka-client confluent``, several
times faster). Both are used the same way::

    source = open_source(ConsumerConfig(bootstrap_servers="localhost:9092", topics=["logs"],
                                        group_id="firstfault"), listener)
    while running:
        for recs in source.poll(0.5):          # list[PartitionRecords]
            ...
        source.commit({("logs", 0): 1234})    # next offset to read, per partition

Offsets are committed only by explicit, synchronous :meth:`KafkaSource.commit` calls
(auto-commit is always off). Partition assignment follows the consumer group;
:class:`RebalanceListener` hears about partitions assigned and revoked (inside
``poll``, in the caller's thread).

Settings (``-X key=value``) pass through to the client: librdkafka names
(``security.protocol``) for confluent-kafka, and the same names with ``_`` for
kafka-python (``security_protocol``; dots are turned into underscores). Numbers and
booleans are converted for kafka-python.

Never decide that a consumer "caught up" from ``end_offsets()`` /
``get_watermark_offsets()``: some brokers (Tansu) answer ListOffsets for the log end
with the last batch's start offset + 1.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any, Optional, Protocol

from firstfault.errors import SourceError, UsageError, debug_enabled
from firstfault.sources.records import PartitionRecords

log = logging.getLogger("firstfault.kafka")

#: Client libraries accepted by ``--kafka-client``.
CLIENTS = ("kafka-python", "confluent")

TopicPartition = tuple[str, int]


#: Seconds the confluent-kafka source waits for the cluster's metadata at start-up.
BOOTSTRAP_TIMEOUT_S = 30.0


class RebalanceListener(Protocol):
    """Hears about partition assignment changes (called from inside ``poll``)."""

    def on_assigned(self, partitions: list[TopicPartition]) -> None: ...

    def on_revoked(self, partitions: list[TopicPartition]) -> None: ...


@dataclass
class ConsumerConfig:
    """How to consume.

    Attributes:
        bootstrap_servers: ``host:port[,host:port...]``.
        topics: topic names to subscribe to (or empty with ``pattern``).
        pattern: a regex of topic names (subscribes to every match, new ones too).
        group_id: the consumer group; processes with the same id split the partitions.
        client: ``kafka-python`` or ``confluent``.
        settings: client settings passed through (``-X key=value``).
        max_records: most records one poll returns.
        auto_offset_reset: where a group without committed offsets starts (``earliest``).
    """

    bootstrap_servers: str
    topics: list[str] = field(default_factory=list)
    pattern: Optional[str] = None
    group_id: str = "firstfault"
    client: str = "kafka-python"
    settings: dict[str, str] = field(default_factory=dict)
    max_records: int = 20_000
    auto_offset_reset: str = "earliest"


def parse_settings(pairs: Optional[list[str]]) -> dict[str, str]:
    """``["a=1", "b.c=x"]`` -> ``{"a": "1", "b.c": "x"}``.

    Raises:
        UsageError: an item without ``=``.
    """
    out: dict[str, str] = {}
    for p in pairs or []:
        k, sep, v = p.partition("=")
        if not sep or not k.strip():
            raise UsageError(f"-X {p!r}: expected key=value")
        out[k.strip()] = v.strip()
    return out


def _python_value(v: str) -> Any:
    low = v.lower()
    if low in ("true", "false"):
        return low == "true"
    for conv in (int, float):
        try:
            return conv(v)
        except ValueError:
            pass
    return v


def _kafka_python_settings(settings: dict[str, str]) -> dict[str, Any]:
    return {k.replace(".", "_"): _python_value(v) for k, v in settings.items()}


class KafkaSource:
    """A consumer in a group; subclasses wrap one client library.

    ``poll(timeout_s) -> list[PartitionRecords]`` (empty when nothing arrived; client
    errors are logged and retried by the client, never raised for transient broker
    trouble); ``commit({(topic, partition): next_offset})`` (synchronous; raises
    :class:`~firstfault.errors.SourceError` when the broker refuses);
    ``assignment() -> set[(topic, partition)]``; ``close()``.
    """

    client = ""
    #: Blocking client calls (commit, committed) work inside rebalance callbacks. kafka-python
    #: 3 runs the callbacks on its network thread, where they fail.
    blocking_in_callbacks = True

    def poll(self, timeout_s: float) -> list[PartitionRecords]:
        raise NotImplementedError

    def commit(self, offsets: dict[TopicPartition, int]) -> None:
        raise NotImplementedError

    def committed(self, partitions: list[TopicPartition], timeout_s: float = 10.0) -> dict[TopicPartition, Optional[int]]:
        """Committed offsets of the group for ``partitions`` (None where there is none)."""
        raise NotImplementedError

    def assignment(self) -> set[TopicPartition]:
        raise NotImplementedError

    def reset_to_committed(self, partitions: list[TopicPartition]) -> None:
        """Read ``partitions`` again from the group's committed offsets (the start without one).

        Called on assignment: the watcher keeps no state for newly assigned partitions,
        so the fetch position must not be one left over from before a rebalance.
        """

    def close(self) -> None:
        raise NotImplementedError


_KP_OFFSET = attrgetter("offset")
_KP_KEY = attrgetter("key")
_KP_VALUE = attrgetter("value")
_KP_HEADERS = attrgetter("headers")


class KafkaPythonSource(KafkaSource):
    """:class:`KafkaSource` over ``kafka-python`` (``kafka.KafkaConsumer``)."""

    client = "kafka-python"
    blocking_in_callbacks = False

    def __init__(self, config: ConsumerConfig, listener: Optional[RebalanceListener] = None):
        try:
            import kafka
            from kafka import ConsumerRebalanceListener
        except ImportError as e:  # pragma: no cover - a declared dependency
            raise SourceError(f"kafka-python is not installed: {e}") from None
        self._kafka = kafka
        conf: dict[str, Any] = dict(
            bootstrap_servers=config.bootstrap_servers.split(","),
            group_id=config.group_id,
            enable_auto_commit=False,
            auto_offset_reset=config.auto_offset_reset,
            max_poll_records=config.max_records,
            fetch_max_bytes=64 << 20,
            max_partition_fetch_bytes=16 << 20,
            fetch_max_wait_ms=100,
            # New topics and partitions (pattern subscriptions, re-created topics) are seen
            # at the next metadata refresh.
            metadata_max_age_ms=30_000,
            # kafka-python waits 305 s for any request by default (join included): a
            # request lost across a broker restart would stall the consumer for five
            # minutes. The watcher polls at least every second, so a minute between polls
            # already means it is stuck.
            request_timeout_ms=30_000,
            max_poll_interval_ms=60_000,
            client_id="firstfault",
        )
        conf.update(_kafka_python_settings(config.settings))
        try:
            self._c = kafka.KafkaConsumer(**conf)
        except (kafka.errors.KafkaError, ValueError, TypeError) as e:
            raise SourceError(f"cannot create the Kafka consumer ({config.bootstrap_servers}): {e}") from None
        outer = listener
        source = self

        class _Listener(ConsumerRebalanceListener):
            # Called on kafka-python's network thread: a float store is all they share.
            def on_partitions_revoked(self, revoked):  # noqa: D102
                source._awaiting_since = time.monotonic()
                if outer is not None and revoked:
                    outer.on_revoked(sorted((tp.topic, tp.partition) for tp in revoked))

            def on_partitions_assigned(self, assigned):  # noqa: D102
                source._awaiting_since = None
                if outer is not None and assigned:
                    outer.on_assigned(sorted((tp.topic, tp.partition) for tp in assigned))

        self._config = config
        self._listener = _Listener()
        self._max = config.max_records
        #: Rejoins forced because a rebalance never applied its assignment (see :meth:`poll`).
        self.rejoins = 0
        #: Seconds the group may look joined (stable) while this member's last rebalance
        #: has not applied an assignment before the member rejoins: a session timeout,
        #: at least 10 s.
        self.stuck_rebalance_s = max(10.0, float(conf.get("session_timeout_ms", 10_000)) / 1000)
        self._stuck_since: Optional[float] = None
        self._subscribe()

    def _subscribe(self) -> None:
        self._awaiting_since: Optional[float] = time.monotonic()
        if self._config.pattern:
            self._c.subscribe(pattern=self._config.pattern, listener=self._listener)
        else:
            self._c.subscribe(topics=list(self._config.topics), listener=self._listener)

    def _group_stable(self) -> bool:
        # kafka-python's coordinator state (no public accessor): joined, no rejoin pending.
        try:
            from kafka.structs import MemberState

            coordinator = self._c._coordinator
            return coordinator.state == MemberState.STABLE and not coordinator.need_rejoin()
        except Exception:  # another kafka-python version: never second-guess it
            return False

    def _rejoin_if_stuck(self) -> None:
        # kafka-python 3.0 can end a rebalance without applying the assignment it was
        # sent (seen after a broker restart): its coordinator is stable, the consumer
        # holds no partition, and it never rejoins. Every applied assignment calls
        # on_partitions_assigned, even with no partition for this member; a stable group
        # without that call since the last revoke, for longer than stuck_rebalance_s, is
        # that state, and leaving the group and joining it again ends it.
        if self._awaiting_since is None or not self._group_stable():
            self._stuck_since = None
            return
        now = time.monotonic()
        if self._stuck_since is None:
            self._stuck_since = now
        if now - self._stuck_since < self.stuck_rebalance_s:
            return
        log.warning(
            "consumer group %s is joined but its last rebalance (%.0f s ago) assigned this consumer nothing; leaving and joining it again",
            self._config.group_id,
            now - self._awaiting_since,
        )
        self.rejoins += 1
        self._stuck_since = None
        try:
            self._c.unsubscribe()
            self._subscribe()
        except self._kafka.errors.KafkaError as e:
            log.warning("rejoining the group failed (retrying later): %s", e)

    def poll(self, timeout_s: float) -> list[PartitionRecords]:
        """Records since the last poll; first leaves and joins the group again when the
        group has looked joined for ``stuck_rebalance_s`` seconds without this member's
        rebalance applying an assignment."""
        self._rejoin_if_stuck()
        try:
            got = self._c.poll(timeout_ms=int(timeout_s * 1000), max_records=self._max)
        except self._kafka.errors.CommitFailedError as e:  # pragma: no cover - raised by commit, not poll
            raise SourceError(str(e)) from None
        except self._kafka.errors.KafkaError as e:
            log.warning("poll failed (retrying): %s", e)
            return []
        out = []
        for tp, recs in got.items():
            if recs:
                out.append(
                    PartitionRecords(
                        tp.topic,
                        tp.partition,
                        list(map(_KP_OFFSET, recs)),
                        list(map(_KP_KEY, recs)),
                        list(map(_KP_VALUE, recs)),
                        list(map(_KP_HEADERS, recs)),
                    )
                )
        return out

    def commit(self, offsets: dict[TopicPartition, int]) -> None:
        from kafka import TopicPartition as TP
        from kafka.structs import OffsetAndMetadata

        if not offsets:
            return
        try:
            self._c.commit({TP(t, p): OffsetAndMetadata(o, "", -1) for (t, p), o in offsets.items()})
        except self._kafka.errors.KafkaError as e:
            raise SourceError(f"offset commit failed: {e}") from None

    def committed(self, partitions: list[TopicPartition], timeout_s: float = 10.0) -> dict[TopicPartition, Optional[int]]:
        from kafka import TopicPartition as TP

        return {(t, p): self._c.committed(TP(t, p), timeout_ms=int(timeout_s * 1000)) for t, p in partitions}

    def assignment(self) -> set[TopicPartition]:
        return {(tp.topic, tp.partition) for tp in self._c.assignment()}

    def reset_to_committed(self, partitions: list[TopicPartition]) -> None:
        # kafka-python keeps the fetch position of a partition that stays assigned across
        # a rebalance; the watcher dropped that partition's state on revoke.
        from kafka import TopicPartition as TP

        for t, p in partitions:
            tp = TP(t, p)
            try:
                off = self._c.committed(tp)
                if off is None:
                    self._c.seek_to_beginning(tp)
                else:
                    self._c.seek(tp, off)
            except (self._kafka.errors.KafkaError, AssertionError) as e:
                log.warning("cannot reset %s[%d] to its committed offset: %s", t, p, e)

    def close(self) -> None:
        try:
            self._c.close(autocommit=False)
        except Exception as e:  # closing is best effort
            log.debug("close: %s", e)


class ConfluentSource(KafkaSource):
    """:class:`KafkaSource` over ``confluent-kafka`` (librdkafka)."""

    client = "confluent"

    def __init__(self, config: ConsumerConfig, listener: Optional[RebalanceListener] = None):
        try:
            import confluent_kafka as ck
        except ImportError as e:
            raise SourceError(f"confluent-kafka is not installed ({e}); pip install confluent-kafka") from None
        self._ck = ck
        conf: dict[str, Any] = {
            "bootstrap.servers": config.bootstrap_servers,
            "group.id": config.group_id,
            "enable.auto.commit": False,
            "enable.auto.offset.store": False,
            "auto.offset.reset": config.auto_offset_reset,
            "client.id": "firstfault",
            "topic.metadata.refresh.interval.ms": 30_000,
            # Large fetches: the client, not the scanner, bounds throughput.
            "fetch.max.bytes": 64 << 20,
            "max.partition.fetch.bytes": 16 << 20,
            "fetch.wait.max.ms": 50,
            # Prefetch deep enough that the next consume() never waits for the broker;
            # memory stays bounded by the kbytes cap (128 MiB).
            "queued.min.messages": 1_000_000,
            "queued.max.messages.kbytes": 128 << 10,
        }
        if not debug_enabled():
            # librdkafka logs every failed connection attempt (every 50-100 ms while a
            # broker is down); the watcher reports what matters itself.
            conf["log_level"] = 2
        conf.update({k.replace("_", ".") if "." not in k else k: v for k, v in config.settings.items()})
        try:
            self._c = ck.Consumer(conf)
        except ck.KafkaException as e:
            raise SourceError(f"cannot create the Kafka consumer ({config.bootstrap_servers}): {e}") from None
        # librdkafka retries an unreachable cluster forever; say so once instead, as
        # kafka-python does when it cannot bootstrap.
        try:
            self._c.list_topics(timeout=BOOTSTRAP_TIMEOUT_S)
        except ck.KafkaException as e:
            self._c.close()
            raise SourceError(
                f"cannot reach the Kafka cluster at {config.bootstrap_servers} within {BOOTSTRAP_TIMEOUT_S:g} s: {e}"
            ) from None
        outer = listener

        def on_assign(consumer, parts):
            if outer is not None and parts:
                outer.on_assigned(sorted((p.topic, p.partition) for p in parts))

        def on_revoke(consumer, parts):
            if outer is not None and parts:
                outer.on_revoked(sorted((p.topic, p.partition) for p in parts))

        topics = ["^" + config.pattern.lstrip("^")] if config.pattern else list(config.topics)
        self._c.subscribe(topics, on_assign=on_assign, on_revoke=on_revoke, on_lost=on_revoke)
        self._max = config.max_records
        m = ck.Message
        self._offset, self._key, self._value, self._headers, self._error = m.offset, m.key, m.value, m.headers, m.error
        self._topic, self._partition = m.topic, m.partition

    def poll(self, timeout_s: float) -> list[PartitionRecords]:
        try:
            msgs = self._c.consume(num_messages=self._max, timeout=timeout_s)
        except self._ck.KafkaException as e:
            log.warning("poll failed (retrying): %s", e)
            return []
        if not msgs:
            return []
        errors = list(map(self._error, msgs))
        if any(errors):
            for e in errors:
                if e is not None and e.code() != self._ck.KafkaError._PARTITION_EOF:
                    log.warning("consumer error: %s", e)
            msgs = [m for m, e in zip(msgs, errors) if e is None]
            if not msgs:
                return []
        tps = list(zip(map(self._topic, msgs), map(self._partition, msgs)))
        first = tps[0]
        if tps.count(first) == len(tps):
            parts = {first: msgs}
        else:
            parts = {}
            for tp, m in zip(tps, msgs):
                parts.setdefault(tp, []).append(m)
        return [
            PartitionRecords(
                t,
                p,
                list(map(self._offset, ms)),
                list(map(self._key, ms)),
                list(map(self._value, ms)),
                list(map(self._headers, ms)),
            )
            for (t, p), ms in parts.items()
        ]

    def commit(self, offsets: dict[TopicPartition, int]) -> None:
        if not offsets:
            return
        tps = [self._ck.TopicPartition(t, p, o) for (t, p), o in offsets.items()]
        try:
            res = self._c.commit(offsets=tps, asynchronous=False)
        except self._ck.KafkaException as e:
            raise SourceError(f"offset commit failed: {e}") from None
        for r in res or []:
            if r.error is not None:
                raise SourceError(f"offset commit failed for {r.topic}[{r.partition}]: {r.error}")

    def committed(self, partitions: list[TopicPartition], timeout_s: float = 10.0) -> dict[TopicPartition, Optional[int]]:
        res = self._c.committed([self._ck.TopicPartition(t, p) for t, p in partitions], timeout=timeout_s)
        return {(r.topic, r.partition): (r.offset if r.offset >= 0 else None) for r in res}

    def assignment(self) -> set[TopicPartition]:
        return {(p.topic, p.partition) for p in self._c.assignment()}

    def reset_to_committed(self, partitions: list[TopicPartition]) -> None:
        # librdkafka starts every assigned partition from its committed offset already.
        return None

    def close(self) -> None:
        try:
            self._c.close()
        except Exception as e:  # closing is best effort
            log.debug("close: %s", e)


def open_source(config: ConsumerConfig, listener: Optional[RebalanceListener] = None) -> KafkaSource:
    """A subscribed consumer for ``config.client``.

    Raises:
        UsageError: unknown client, or neither topics nor a pattern.
        SourceError: the client library is missing or rejects the settings.
    """
    if config.client not in CLIENTS:
        raise UsageError(f"unknown Kafka client {config.client!r} (use {', '.join(CLIENTS)})")
    if not config.topics and not config.pattern:
        raise UsageError("name at least one --topic or a --topic-pattern")
    if config.client == "confluent":
        return ConfluentSource(config, listener)
    return KafkaPythonSource(config, listener)


class KafkaProducer:
    """A producer with delivery checking, over either client.

    ``produce(topic, value, key=None, headers=None)`` queues a record (blocking while the
    client's queue is full); ``flush(timeout_s)`` waits until every queued record is
    acknowledged by the broker and raises :class:`~firstfault.errors.SourceError` if any
    failed (so that offsets are not committed past output that was lost).
    """

    def __init__(self, bootstrap_servers: str, client: str = "kafka-python", settings: Optional[dict[str, str]] = None):
        if client not in CLIENTS:
            raise UsageError(f"unknown Kafka client {client!r} (use {', '.join(CLIENTS)})")
        self.client = client
        self._errors: list[str] = []
        settings = settings or {}
        if client == "confluent":
            import confluent_kafka as ck

            conf = {"bootstrap.servers": bootstrap_servers, "linger.ms": 5, "acks": "all", "client.id": "firstfault"}
            conf.update({k.replace("_", ".") if "." not in k else k: v for k, v in settings.items()})
            self._ck = ck
            self._p = ck.Producer(conf)
        else:
            import kafka

            conf2: dict[str, Any] = dict(
                bootstrap_servers=bootstrap_servers.split(","), acks="all", linger_ms=5, client_id="firstfault", retries=5
            )
            conf2.update(_kafka_python_settings(settings))
            self._kafka = kafka
            self._p = kafka.KafkaProducer(**conf2)
            self._futures: list = []

    def _delivered(self, err, msg) -> None:
        if err is not None:
            self._errors.append(str(err))

    def produce(
        self,
        topic: str,
        value: bytes,
        key: Optional[bytes] = None,
        headers: Optional[list[tuple[str, bytes]]] = None,
        partition: Optional[int] = None,
    ) -> None:
        """Queue one record (see the class docstring)."""
        if self.client == "confluent":
            kw: dict[str, Any] = {"key": key, "headers": headers or None, "on_delivery": self._delivered}
            if partition is not None:
                kw["partition"] = partition
            while True:
                try:
                    self._p.produce(topic, value, **kw)
                    break
                except BufferError:
                    self._p.poll(0.05)
            self._p.poll(0)
        else:
            f = self._p.send(topic, value=value, key=key, headers=headers or None, partition=partition)
            self._futures.append(f)
            if len(self._futures) > 10_000:
                self._futures = [x for x in self._futures if not x.is_done or x.failed()]

    def flush(self, timeout_s: float = 30.0) -> None:
        """Wait for every queued record; raise :class:`SourceError` if any was not delivered."""
        if self.client == "confluent":
            left = self._p.flush(timeout_s)
            if left:
                self._errors.append(f"{left} record(s) not delivered within {timeout_s}s")
        else:
            try:
                self._p.flush(timeout=timeout_s)
            except self._kafka.errors.KafkaError as e:
                self._errors.append(str(e))
            for f in self._futures:
                if not f.is_done:
                    self._errors.append("a record was not delivered in time")
                elif f.failed():
                    self._errors.append(str(f.exception))
            self._futures = []
        if self._errors:
            errs, self._errors = self._errors, []
            raise SourceError(f"Kafka delivery failed: {errs[0]}" + (f" (and {len(errs) - 1} more)" if len(errs) > 1 else ""))

    def close(self) -> None:
        try:
            if self.client == "confluent":
                self._p.flush(5)
            else:
                self._p.close(timeout=5)
        except Exception as e:  # best effort
            log.debug("producer close: %s", e)
