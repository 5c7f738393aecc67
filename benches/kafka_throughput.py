"""Consume-and-scan throughput of ``firstfault watch`` next to each client's raw consume rate.

Produces N records of 200 bytes (seeded log lines of 20 jobs x 8 ranks, keyed by job,
rank in a header) to one partition of a local Tansu broker (or ``--bootstrap``), then
for each client measures, on the same topic and with the same fetch settings:

- raw: the client alone, in a consumer group, touching every value;
- watch: the same consumer in ``firstfault``'s source, decoding records into stream
  chunks, feeding the native sessions and taking matches (the ``watch`` hot path).

Rates are counted from the first record received to the last (group join excluded).
Process CPU per record (user + system, all client threads) is reported next to the
rates. The number of matches is checked against a scan of the same lines in one session, so
a fast wrong answer fails. Results go to ``benches/results/kafka_throughput-<date>.json``.

    python benches/kafka_throughput.py                 # 1,000,000 records, both clients
    python benches/kafka_throughput.py --records 300000 --client confluent
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import sys
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path

RECORD_BYTES = 200
JOBS, RANKS = 20, 8

_TEMPLATES = [
    "{ts} INFO [rank{r}] data loader shard {a} opened, prefetching {b} blocks in the background worker pool now",
    "{ts} INFO [rank{r}] iteration {a:>6}/100000 | consumed samples: {b} | elapsed time per iteration (ms): 512.3 | lr 1.0E-04",
    "{ts} DEBUG [rank{r}] NCCL INFO Channel {a:02d}/32 : {r} {b} via P2P/IPC/read comm 0x7f3a2c0 nRanks 8 localRanks 8 busId",
    "{ts} INFO [rank{r}] checkpoint manager: {a} tensors in flight, {b} bytes staged, waiting for the async writer to drain",
    "{ts} WARNING [rank{r}] grad norm {a}.{b} above the clip threshold, clipping applied to all parameter groups of the model",
]
_FAILURE = "{ts} ERROR [rank{r}] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU {r} has a total capacity"


def make_lines(n: int, seed: int = 1) -> list[tuple[int, int, bytes]]:
    """``n`` seeded ``(job, rank, line)`` triples, each line exactly ``RECORD_BYTES`` bytes."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        job, rank = rng.randrange(JOBS), rng.randrange(RANKS)
        ts = f"2026-11-29 03:{(i // 60000) % 60:02d}:{(i // 1000) % 60:02d},{i % 1000:03d}"
        t = _FAILURE if i % 50_000 == 49_999 else rng.choice(_TEMPLATES)
        line = t.format(ts=ts, r=rank, a=rng.randrange(1000), b=rng.randrange(10**6)).encode()
        out.append((job, rank, (line + b" " * RECORD_BYTES)[:RECORD_BYTES]))
    return out


def expected_matches(lines) -> int:
    from firstfault.catalog import CompileOptions, default_catalog

    s = default_catalog().scanner(CompileOptions(context_before=20, context_after=10)).session()
    streams = {}
    for job, rank, _ in lines:
        if (job, rank) not in streams:
            streams[(job, rank)] = s.add_stream(f"{job}/{rank}", rank=rank)
    for job, rank, line in lines:
        s.feed(streams[(job, rank)], line + b"\n")
    s.finish_all()
    return len(s.take_matches()["signature_id"])


def produce(bootstrap: str, topic: str, lines) -> None:
    from confluent_kafka import Producer

    p = Producer({"bootstrap.servers": bootstrap, "linger.ms": 20, "batch.num.messages": 10000, "queue.buffering.max.messages": 1_000_000})
    keys = [f"job-{j}".encode() for j in range(JOBS)]
    hdrs = [[("rank", str(r).encode())] for r in range(RANKS)]
    for i, (job, rank, line) in enumerate(lines):
        while True:
            try:
                p.produce(topic, line, key=keys[job], headers=hdrs[rank], partition=0)
                break
            except BufferError:
                p.poll(0.05)
        if i % 10_000 == 0:
            p.poll(0)
    p.flush(60)


def _cpu_s() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def raw_rate(client: str, bootstrap: str, topic: str, n: int, settings: dict) -> dict:
    """The client alone: consume ``n`` records in a group and touch every value."""
    from firstfault.sources.kafka import ConsumerConfig, open_source

    src = open_source(ConsumerConfig(bootstrap, [topic], group_id=f"raw-{uuid.uuid4().hex}", client=client, settings=settings))
    got = nbytes = 0
    t0 = None
    try:
        if client == "confluent":
            c = src._c  # the bare librdkafka consumer, same settings as the source's
            while got < n:
                ms = c.consume(num_messages=20_000, timeout=1.0)
                if ms and t0 is None:
                    t0, c0 = time.perf_counter(), _cpu_s()
                for m in ms:
                    nbytes += len(m.value())
                got += len(ms)
        else:
            c = src._c
            while got < n:
                polled = c.poll(timeout_ms=1000, max_records=20_000)
                if polled and t0 is None:
                    t0, c0 = time.perf_counter(), _cpu_s()
                for recs in polled.values():
                    for r in recs:
                        nbytes += len(r.value)
                    got += len(recs)
        dt, cpu = time.perf_counter() - t0, _cpu_s() - c0
    finally:
        src.close()
    return {
        "records": got,
        "seconds": round(dt, 3),
        "mb_s": round(nbytes / dt / 1e6, 1),
        "records_s": round(got / dt),
        "cpu_us_per_record": round(cpu / got * 1e6, 2),
    }


def watch_rate(client: str, bootstrap: str, topic: str, n: int, settings: dict) -> dict:
    """The ``watch`` hot path: poll, decode to stream chunks, feed the sessions, take matches."""
    from firstfault.catalog import default_catalog
    from firstfault.sources.kafka import ConsumerConfig, open_source
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher

    watcher = Watcher(default_catalog())
    decoder = RecordDecoder("text")
    src = open_source(ConsumerConfig(bootstrap, [topic], group_id=f"watch-{uuid.uuid4().hex}", client=client, settings=settings))
    got = nbytes = 0
    t0 = None
    try:
        while got < n:
            for recs in src.poll(1.0):
                if t0 is None:
                    t0, c0 = time.perf_counter(), _cpu_s()
                dec = decoder.decode(recs)
                watcher.feed(recs, dec, time.monotonic())
                got += len(recs)
                nbytes += dec.bytes - dec.bytes // (RECORD_BYTES + 1)  # minus the added newlines
        dt, cpu = time.perf_counter() - t0, _cpu_s() - c0
        for j in watcher.jobs.values():
            j.session.finish_all()
            watcher._take(j)
        matches = sum(len(j.cols["signature_id"]) for j in watcher.jobs.values())
    finally:
        src.close()
    return {
        "records": got,
        "seconds": round(dt, 3),
        "mb_s": round(nbytes / dt / 1e6, 1),
        "records_s": round(got / dt),
        "cpu_us_per_record": round(cpu / got * 1e6, 2),
        "matches": matches,
    }


def _git_head() -> str:
    import subprocess

    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=Path(__file__).parent, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--records", type=int, default=1_000_000)
    ap.add_argument("--client", choices=("kafka-python", "confluent", "both"), default="both")
    ap.add_argument("--bootstrap", help="an existing broker (default: start a local Tansu broker)")
    ap.add_argument("--out", default=str(Path(__file__).parent / "results"))
    args = ap.parse_args(argv)

    from firstfault.cli.watch import TANSU_GROUP_SETTINGS
    from firstfault.localkafka import LocalBroker, create_topic

    broker = None
    if args.bootstrap:
        bootstrap = args.bootstrap
    else:
        broker = LocalBroker().start()
        bootstrap = broker.bootstrap
    try:
        topic = f"bench-{uuid.uuid4().hex[:8]}"
        create_topic(bootstrap, topic, 1)
        lines = make_lines(args.records)
        want = expected_matches(lines)
        t = time.perf_counter()
        produce(bootstrap, topic, lines)
        del lines  # a million live tuples would make every cyclic GC pass below slow
        from firstfault.watch import tune_gc

        tune_gc()  # what `firstfault watch` does at start, for both measurements
        print(f"produced {args.records} records of {RECORD_BYTES} bytes in {time.perf_counter() - t:.1f}s; {want} matches expected", file=sys.stderr)
        clients = ("kafka-python", "confluent") if args.client == "both" else (args.client,)
        results = {}
        ok = True
        for client in clients:
            settings = dict(TANSU_GROUP_SETTINGS[client])
            raw = raw_rate(client, bootstrap, topic, args.records, settings)
            w = watch_rate(client, bootstrap, topic, args.records, settings)
            ratio = round(w["records_s"] / raw["records_s"], 2)
            results[client] = {"raw": raw, "watch": w, "ratio": ratio}
            good = w["matches"] == want
            ok &= good
            print(
                f"{client:13} raw {raw['mb_s']:6.1f} MB/s {raw['records_s']:>9,} rec/s {raw['cpu_us_per_record']:5.2f} us cpu/rec | "
                f"consume+scan {w['mb_s']:6.1f} MB/s {w['records_s']:>9,} rec/s {w['cpu_us_per_record']:5.2f} us cpu/rec | "
                f"ratio {ratio:.2f} | matches {w['matches']} {'ok' if good else f'WRONG (want {want})'}"
            )
    finally:
        if broker:
            broker.stop()
    os.makedirs(args.out, exist_ok=True)
    doc = {
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
        "records": args.records,
        "record_bytes": RECORD_BYTES,
        "expected_matches": want,
        "broker": "tansu (memory)" if broker else bootstrap,
        "commit": _git_head(),
        "results": results,
    }
    path = Path(args.out) / f"kafka_throughput-{datetime.now(timezone.utc):%Y-%m-%d}.json"
    path.write_text(json.dumps(doc, indent=2) + "\n")
    print(f"wrote {path}", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
