"""``firstfault watch``: consume a cluster log topic and diagnose jobs as they fail."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Callable, Optional

from firstfault.cli.scan import add_privacy_and_limits, compile_options
from firstfault.cli import add_catalog_options, load_catalog_for
from firstfault.errors import UsageError, debug_enabled

#: Settings that make consumer groups join quickly on the local Tansu broker (see DESIGN.md, "Kafka").
TANSU_GROUP_SETTINGS = {
    "kafka-python": {"session_timeout_ms": "6000", "max_poll_interval_ms": "6000", "heartbeat_interval_ms": "1000"},
    "confluent": {"session.timeout.ms": "6000", "max.poll.interval.ms": "6000", "heartbeat.interval.ms": "1000"},
}

_FIELDS = ("job", "rank", "local_rank", "node", "source", "message", "timestamp")


def add_arguments(p: argparse.ArgumentParser, *, with_connection: bool = True) -> None:
    """The options of ``watch`` (``demo`` reuses all but the connection ones)."""
    if with_connection:
        c = p.add_argument_group("Kafka")
        c.add_argument("--bootstrap-servers", "-b", required=True, metavar="HOST:PORT[,...]", help="brokers to connect to")
        c.add_argument("--topic", "-t", action="append", default=[], metavar="NAME", help="topic to consume (repeatable)")
        c.add_argument("--topic-pattern", metavar="REGEX", help="consume every topic whose name matches")
        c.add_argument("--group", default="firstfault", metavar="ID", help="consumer group (default firstfault); "
                       "processes with the same group split the partitions")
        c.add_argument(
            "-X",
            dest="settings",
            action="append",
            default=[],
            metavar="KEY=VALUE",
            help="client setting passed through (repeatable), e.g. -X security.protocol=SASL_SSL",
        )
    p.add_argument("--kafka-client", choices=("kafka-python", "confluent"), default="kafka-python",
                   help="client library (default kafka-python; confluent is several times faster)")
    r = p.add_argument_group("records")
    r.add_argument("--record-shape", choices=("text", "lines", "json"), default="text",
                   help="text: one line per value, job in the key, rank/node/source in headers; "
                   "lines: many lines per value; json: Fluent Bit / Vector / Filebeat objects (default text)")
    for f in _FIELDS:
        r.add_argument(f"--{f.replace('_', '-')}-field", dest=f"{f}_field", metavar="NAMES",
                       help=f"comma-separated header names (text, lines) or JSON paths (json) for the {f.replace('_', ' ')}; "
                       "empty disables")
    r.add_argument("--max-record-bytes", type=int, default=1 << 20, metavar="N",
                   help="records with larger values are dead-lettered (default 1 MiB)")
    lc = p.add_argument_group("life cycle")
    lc.add_argument("--settle-seconds", type=float, default=5.0, metavar="S",
                    help="quiet time after terminal evidence before diagnosing (default 5)")
    lc.add_argument("--quiet-seconds", type=float, default=60.0, metavar="S",
                    help="quiet time after which a job with unresolved timeouts is diagnosed (default 60)")
    lc.add_argument("--job-ttl", type=float, default=600.0, metavar="S", help="evict jobs idle this long (default 600)")
    lc.add_argument("--max-jobs", type=int, default=10_000, metavar="N",
                    help="most jobs in memory; the least recently active is evicted beyond (default 10000)")
    lc.add_argument("--context-before", type=int, default=20, metavar="N", help="lines kept before each match (default 20)")
    lc.add_argument("--context-after", type=int, default=10, metavar="N", help="lines kept after each match (default 10)")
    lc.add_argument("--skew", type=float, default=2.0, metavar="SECONDS", help="clock-skew tolerance between nodes (default 2)")
    add_catalog_options(lc)
    o = p.add_argument_group("outputs")
    o.add_argument("--parquet", metavar="DIR", help="Parquet dataset directory (diagnoses/ and matches/, partitioned by date)")
    o.add_argument("--arrow-stream", metavar="PATH", help="Arrow IPC stream file of diagnoses")
    o.add_argument("--jsonl", action="store_true", help="JSON lines on stdout (the default when no other output is given)")
    if with_connection:
        o.add_argument("--output-topic", metavar="NAME", help="Kafka topic for diagnoses (JSON, keyed by job)")
        o.add_argument("--dead-letter-topic", metavar="NAME", help="Kafka topic for bad records")
    o.add_argument("--dead-letter-file", metavar="PATH", help="JSON lines file for bad records (with partition and offset)")
    o.add_argument("--flush-seconds", type=float, default=5.0, metavar="S",
                   help="flush outputs and commit offsets at least this often (default 5)")
    o.add_argument("--roll-bytes", type=int, default=64 << 20, metavar="N", help="flush when this much output is buffered")
    o.add_argument("--stats-file", metavar="PATH", help="JSON file rewritten at each commit with counters and offsets")
    o.add_argument("--exit-idle", type=float, metavar="S",
                   help="exit after S seconds without records once every failing job was diagnosed")
    p.add_argument("--quiet", "-q", action="store_true", help="no per-diagnosis lines or warnings on stderr")
    add_privacy_and_limits(p)


def add_parser(sub: "argparse._SubParsersAction") -> None:
    p = sub.add_parser(
        "watch",
        help="consume a cluster log topic from Kafka and diagnose jobs as they fail",
        description=(
            "Consume cluster logs from Kafka, keep per-job state, and write a diagnosis as soon as a job "
            "fails or stalls. Offsets are committed only after the outputs hold what depends on them "
            "(at-least-once; diagnoses carry a deterministic id). Run several with the same --group to "
            "split the partitions. Exit status: 0 stopped, 2 error."
        ),
    )
    add_arguments(p)
    p.set_defaults(func=run)


def _fields(args: argparse.Namespace) -> dict[str, tuple[str, ...]]:
    out = {}
    for f in _FIELDS:
        v = getattr(args, f"{f}_field", None)
        if v is not None:
            out[f] = tuple(x.strip() for x in v.split(",") if x.strip())
    return out


def _check(args: argparse.Namespace) -> None:
    for name in ("settle_seconds", "quiet_seconds", "job_ttl", "flush_seconds"):
        v = getattr(args, name)
        if not (0 < v < float("inf")):
            raise UsageError(f"--{name.replace('_', '-')} must be a number of seconds > 0")
    if not 0 <= args.skew <= 86_400:
        raise UsageError("--skew must be a number of seconds between 0 and 86400")
    if args.exit_idle is not None and not (0 <= args.exit_idle < float("inf")):
        raise UsageError("--exit-idle must be a number of seconds >= 0")
    if args.max_jobs < 1 or args.max_record_bytes < 1 or args.roll_bytes < 1:
        raise UsageError("--max-jobs, --max-record-bytes and --roll-bytes must be >= 1")
    if args.max_record_bytes > 1 << 40:
        raise UsageError("--max-record-bytes must be at most 1 TiB (1099511627776)")
    if args.context_before < 0 or args.context_after < 0:
        raise UsageError("--context-before/--context-after must be >= 0")


def setup_logging(quiet: bool) -> None:
    """firstfault's own messages on stderr; kafka-python's log only with FIRSTFAULT_DEBUG
    set (then everything, with times in ms since start and thread names, on stderr)."""
    debug = debug_enabled()
    h = logging.StreamHandler(sys.stderr)
    h.setFormatter(logging.Formatter("firstfault: %(message)s"))
    root = logging.getLogger("firstfault")
    root.handlers[:] = [h]
    root.propagate = False
    root.setLevel(logging.DEBUG if debug else (logging.ERROR if quiet else logging.INFO))
    client = logging.getLogger("kafka")
    client.setLevel(logging.DEBUG if debug else logging.CRITICAL)
    client.handlers[:] = []
    client.propagate = not debug
    if debug:
        # Without a handler of its own, the library's records reach only Python's
        # last-resort handler, which drops everything below WARNING.
        ch = logging.StreamHandler(sys.stderr)
        ch.setFormatter(logging.Formatter("%(relativeCreated)d %(threadName)s %(name)s %(levelname)s: %(message)s"))
        client.addHandler(ch)


def build_runner(
    args: argparse.Namespace,
    *,
    bootstrap: str,
    topics: list[str],
    pattern: Optional[str],
    group: str,
    settings: dict[str, str],
    on_emit: Optional[Callable] = None,
    jsonl_out=None,
    default_jsonl: bool = True,
):
    """The :class:`~firstfault.watch.WatchRunner` for parsed ``watch`` options.

    ``default_jsonl``: write JSON lines to ``jsonl_out`` (stdout) when no output is named.
    """
    from firstfault.correlate import Options
    from firstfault.sinks.stream import (
        ArrowStreamSink,
        DeadLetterFileSink,
        DeadLetterTopicSink,
        JsonLinesSink,
        KafkaTopicSink,
        ParquetDatasetSink,
        SinkSet,
    )
    from firstfault.sources.kafka import ConsumerConfig, KafkaProducer, open_source
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher, WatchOptions, WatchRunner

    _check(args)
    catalog = load_catalog_for(args)
    decoder = RecordDecoder(args.record_shape, _fields(args), max_record_bytes=args.max_record_bytes)
    watcher = Watcher(
        catalog,
        WatchOptions(
            settle_s=args.settle_seconds,
            quiet_s=args.quiet_seconds,
            job_ttl_s=args.job_ttl,
            max_jobs=args.max_jobs,
            max_matches_per_job=args.max_matches_per_job,
            max_streams=args.max_streams,
            context_before=args.context_before,
            context_after=args.context_after,
            correlation=Options(skew_s=args.skew, live=True),
            compile=compile_options(args),
        ),
    )
    producer_settings = {k: v for k, v in settings.items() if not _consumer_only(k)}
    producer = None
    output_topic = getattr(args, "output_topic", None)
    dl_topic = getattr(args, "dead_letter_topic", None)
    if output_topic or dl_topic:
        producer = KafkaProducer(bootstrap, args.kafka_client, producer_settings)
    sinks = []
    if args.parquet:
        sinks.append(ParquetDatasetSink(args.parquet))
    if args.arrow_stream:
        sinks.append(ArrowStreamSink(args.arrow_stream))
    if output_topic:
        sinks.append(KafkaTopicSink(producer, output_topic))
    if args.jsonl or (default_jsonl and not sinks):
        sinks.append(JsonLinesSink(jsonl_out))
    if args.dead_letter_file and dl_topic:
        raise UsageError("use --dead-letter-file or --dead-letter-topic, not both")
    dead = DeadLetterFileSink(args.dead_letter_file) if args.dead_letter_file else (
        DeadLetterTopicSink(producer, dl_topic) if dl_topic else None
    )
    sink_set = SinkSet(sinks, dead, roll_bytes=args.roll_bytes, roll_seconds=args.flush_seconds)
    config = ConsumerConfig(
        bootstrap_servers=bootstrap, topics=topics, pattern=pattern, group_id=group, client=args.kafka_client, settings=settings
    )
    return WatchRunner(
        lambda listener: open_source(config, listener),
        decoder,
        watcher,
        sink_set,
        commit_interval_s=args.flush_seconds,
        idle_exit_s=args.exit_idle,
        stats_path=args.stats_file,
        on_emit=on_emit,
    )


_CONSUMER_ONLY = ("session", "max.poll", "max_poll", "heartbeat", "group", "auto.offset", "auto_offset", "fetch", "enable.auto",
                  "enable_auto", "queued", "partition.assignment", "partition_assignment", "isolation")


def _consumer_only(key: str) -> bool:
    return key.startswith(_CONSUMER_ONLY)


def emission_line(e) -> str:
    """One line for people about an emission (stderr)."""
    d = e.diagnosis
    v = f" v{e.version}" if e.version > 1 else ""
    return f"{d.job_id}: {d.summary} [{d.diagnosis_id}{v}]"


def run(args: argparse.Namespace) -> int:
    from firstfault.cli import EXIT_OK
    from firstfault.sources.kafka import parse_settings

    setup_logging(args.quiet)
    if not args.topic and not args.topic_pattern:
        raise UsageError("name at least one --topic or a --topic-pattern")
    if args.topic and args.topic_pattern:
        raise UsageError("use --topic or --topic-pattern, not both")
    settings = parse_settings(args.settings)
    log = logging.getLogger("firstfault.watch")

    def on_emit(emissions):
        for e in emissions:
            log.info("%s", emission_line(e))

    runner = build_runner(
        args,
        bootstrap=args.bootstrap_servers,
        topics=args.topic,
        pattern=args.topic_pattern,
        group=args.group,
        settings=settings,
        on_emit=on_emit,
    )
    c = runner.run()
    bad = sum(c.bad_records.values())
    log.info(
        "stopped: %d records, %d diagnoses (%d re-emitted), %d bad records%s, %d jobs evicted",
        c.records,
        c.diagnoses_emitted,
        c.diagnoses_reemitted,
        bad,
        (" (" + ", ".join(f"{k} {v}" for k, v in c.bad_records.items() if v) + ")") if bad else "",
        c.jobs_evicted_idle + c.jobs_evicted_capacity,
    )
    if c.matches_dropped or c.streams_dropped_records:
        log.info(
            "limits: %d match(es) dropped beyond --max-matches-per-job, %d record(s) of new streams dropped "
            "beyond --max-streams",
            c.matches_dropped,
            c.streams_dropped_records,
        )
    return EXIT_OK
