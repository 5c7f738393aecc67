"""``firstfault watch`` against a real Kafka-protocol broker (Tansu, memory storage) on localhost.

Every test produces real failure cases (``tests/cases``) as a cluster would send
them (records keyed by job, lines interleaved across ranks) and runs ``watch`` as a
separate process, so that crashes are real crashes. Waits are on conditions (files,
offsets, process exit), never fixed sleeps.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Callable, Optional

import pyarrow.dataset as ds
import pytest

from conftest import cases_dir

pytestmark = [
    pytest.mark.kafka,
    # kafka-python 3.0 reads its protocol schemas with a deprecated importlib.resources call.
    pytest.mark.filterwarnings(r"ignore:\w+ is deprecated. Use files\(\) instead:DeprecationWarning"),
]

CASES = cases_dir()

#: Multi-rank failure cases with one initiator rank (job -> expected category and rank).
SEED01 = "seed-01-megatron-pp-p2p-timeout-stage1-oom"
JOBS = {
    SEED01: ("cuda_oom", 1),
    "gen-01-rank2-keyerror-dataloading": ("data_pipeline", 2),  # the traceback: a collate function
    "gen-02-rank1-sigkill-oom-killer": ("host_oom", 1),
    "gen-07-rank0-nan-loss": ("nan_inf", 0),
    "gen-13-rank1-segfault": ("crash", 1),
    "gen-21-rank2-shape-error-forward": ("user_code", 2),
    "gen-09-rank0-checkpoint-disk-full": ("storage", 0),
    "gen-11-rank2-cpu-oom-huge-alloc": ("host_oom", 2),
}


# -- helpers ---------------------------------------------------------------------------


def wait_for(cond: Callable[[], object], timeout_s: float, what: str, interval_s: float = 0.1):
    """Poll ``cond`` until it returns something truthy; fail with ``what`` after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while True:
        v = cond()
        if v:
            return v
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s}s waiting for {what}")
        time.sleep(interval_s)


def records_of(job: str, shape: str = "text"):
    from firstfault.localkafka import interleaved_records

    return list(interleaved_records(CASES / job / "logs", job, seed=7))


def produce(bootstrap: str, topic: str, records, *, shape: str = "text", partition: Optional[int] = None, client: str = "confluent"):
    from firstfault.localkafka import produce_records
    from firstfault.sources.kafka import KafkaProducer

    p = KafkaProducer(bootstrap, client)
    if partition is None:
        produce_records(p, topic, records, shape=shape)
    else:
        for r in records:
            p.produce(topic, r.value, key=r.job_id.encode(), headers=r.headers, partition=partition)
    p.flush()
    p.close()


def read_topic(bootstrap: str, topic: str, partitions: int, count: int, timeout_s: float = 30.0) -> list:
    """``count`` records of ``topic`` (all partitions from the start) as confluent Messages."""
    from confluent_kafka import Consumer, TopicPartition

    c = Consumer({"bootstrap.servers": bootstrap, "group.id": f"reader-{uuid.uuid4().hex}", "enable.auto.commit": False})
    c.assign([TopicPartition(topic, p, 0) for p in range(partitions)])
    out: list = []
    try:
        deadline = time.monotonic() + timeout_s
        while len(out) < count and time.monotonic() < deadline:
            for m in c.consume(num_messages=10_000, timeout=0.5):
                if m.error() is None:
                    out.append(m)
    finally:
        c.close()
    assert len(out) >= count, f"read {len(out)} of {count} records from {topic}"
    return out


def committed(bootstrap: str, group: str, topic: str, partitions: int) -> dict[int, Optional[int]]:
    from kafka import KafkaConsumer, TopicPartition

    c = KafkaConsumer(bootstrap_servers=bootstrap, group_id=group, enable_auto_commit=False)
    try:
        return {p: c.committed(TopicPartition(topic, p)) for p in range(partitions)}
    finally:
        c.close()


def diagnoses(parquet_dir: Path) -> list[dict]:
    d = parquet_dir / "diagnoses"
    if not d.is_dir() or not any(d.rglob("*.parquet")):
        return []
    return ds.dataset(str(d), format="parquet", partitioning="hive").to_table().to_pylist()


def stats(path: Path) -> dict:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return {}


class Watch:
    """A ``firstfault watch`` process with its own output directory."""

    def __init__(self, tmp: Path, bootstrap: str, topic: str, group: str, name: str = "w", *extra: str, client: str = "kafka-python", debug: bool = False):
        from firstfault.cli.watch import TANSU_GROUP_SETTINGS

        self.dir = tmp / name
        self.dir.mkdir(parents=True, exist_ok=True)
        self.parquet = self.dir / "out"
        self.stats_path = self.dir / "stats.json"
        self.stderr_path = self.dir / "stderr.log"
        cmd = [
            sys.executable, "-m", "firstfault", "watch",
            "-b", bootstrap, "-t", topic, "--group", group, "--kafka-client", client,
            "--parquet", str(self.parquet), "--stats-file", str(self.stats_path),
            "--settle-seconds", "1", "--quiet-seconds", "4", "--flush-seconds", "0.5",
        ]  # fmt: skip
        for k, v in TANSU_GROUP_SETTINGS[client].items():
            cmd += ["-X", f"{k}={v}"]
        cmd += list(extra)
        self.err = open(self.stderr_path, "wb")
        env = dict(os.environ, FIRSTFAULT_DEBUG="1") if debug else None
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=self.err, stdin=subprocess.DEVNULL, env=env)

    def stats(self) -> dict:
        return stats(self.stats_path)

    def diagnoses(self) -> list[dict]:
        return diagnoses(self.parquet)

    def assigned(self) -> set[int]:
        return {a["partition"] for a in self.stats().get("assignment", [])}

    def wait_exit(self, timeout_s: float = 90.0) -> int:
        try:
            return self.proc.wait(timeout_s)
        finally:
            self.close()

    def stop(self) -> int:
        """SIGTERM (graceful: flush, commit, leave the group) and wait."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.wait_exit(30)

    def kill9(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self.close()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.err.close()

    def log(self, last_lines: int = 0) -> str:
        """The process's stderr (with ``last_lines``, only that many lines from its end)."""
        text = self.stderr_path.read_text(errors="replace")
        return "\n".join(text.splitlines()[-last_lines:]) if last_lines else text


@pytest.fixture(scope="module")
def broker(tmp_path_factory):
    from firstfault.localkafka import LocalBroker

    b = LocalBroker(log_path=str(tmp_path_factory.mktemp("broker") / "broker.log"))
    b.start()
    yield b
    b.stop()


@pytest.fixture
def watches():
    started: list[Watch] = []
    yield started
    for w in started:
        w.close()


def new_topic(broker, partitions: int = 1) -> str:
    from firstfault.localkafka import create_topic

    name = f"logs-{uuid.uuid4().hex[:8]}"
    create_topic(broker.bootstrap, name, partitions)
    return name


def check(diag: dict, job: str) -> None:
    category, rank = JOBS[job]
    assert diag["status"] == "failed", diag["summary"]
    assert (diag["category"], diag["initiator_rank"]) == (category, rank), f"{job}: {diag['summary']} ({diag['rule']})"


# -- tests -----------------------------------------------------------------------------


@pytest.mark.parametrize("client,shape", [("kafka-python", "text"), ("confluent", "json")])
def test_watch_writes_the_diagnosis_to_parquet_arrow_and_the_output_topic(broker, tmp_path, watches, client, shape):
    import pyarrow as pa

    topic, out_topic = new_topic(broker), new_topic(broker)
    produce(broker.bootstrap, topic, records_of(SEED01), shape=shape)
    arrow = tmp_path / "diagnoses.arrows"
    w = Watch(tmp_path, broker.bootstrap, topic, f"g-{uuid.uuid4().hex[:6]}", "w", "--record-shape", shape,
              "--output-topic", out_topic, "--arrow-stream", str(arrow), "--exit-idle", "1.5", client=client)  # fmt: skip
    watches.append(w)
    assert w.wait_exit() == 0, w.log()
    # A healthy group never needs a forced rejoin.
    assert w.stats()["consumer_rejoins"] == 0
    rows = w.diagnoses()
    assert len(rows) == 1, rows
    d = rows[0]
    check(d, SEED01)
    assert d["job_id"] == SEED01 and d["version"] == 1 and d["initiator_node"] == "node-a"
    assert d["evidence"][0]["stream"] == "rank1/rank1.log"
    assert "CUDA out of memory" in d["evidence"][0]["line"]
    # The matches of that version are in the matches table, tagged with the diagnosis id.
    m = ds.dataset(str(w.parquet / "matches"), format="parquet", partitioning="hive").to_table().to_pylist()
    assert {r["diagnosis_id"] for r in m} == {d["diagnosis_id"]}
    assert any(r["signature_id"] == d["signature_id"] and r["rank"] == 1 for r in m)
    # The Arrow IPC stream holds the same diagnosis.
    with pa.ipc.open_stream(str(arrow)) as r:
        t = r.read_all()
    assert t.column("diagnosis_id").to_pylist() == [d["diagnosis_id"]]
    # The output topic: JSON keyed by job.
    (msg,) = read_topic(broker.bootstrap, out_topic, 1, 1)
    assert msg.key() == SEED01.encode()
    doc = json.loads(msg.value())
    assert (doc["diagnosis_id"], doc["category"], doc["initiator_rank"], doc["version"]) == (d["diagnosis_id"], "cuda_oom", 1, 1)
    assert dict(msg.headers())["diagnosis_id"] == d["diagnosis_id"].encode()
    # Nothing is pinned any more: the committed offset is the end of the topic.
    n = len(records_of(SEED01))
    assert committed(broker.bootstrap, w_group(w), topic, 1) == {0: n}


def w_group(w: Watch) -> str:
    args = w.proc.args
    return args[args.index("--group") + 1]


def test_kill9_mid_stream_then_restart_loses_no_diagnosis(broker, tmp_path, watches):
    jobs = list(JOBS)[:5]
    topic, group = new_topic(broker, 2), f"g-{uuid.uuid4().hex[:6]}"
    first, last = jobs[:3], jobs[3:]
    for i, job in enumerate(first):
        produce(broker.bootstrap, topic, records_of(job), partition=i % 2)
    w1 = Watch(tmp_path, broker.bootstrap, topic, group, "w1")
    watches.append(w1)
    wait_for(lambda: len({d["job_id"] for d in w1.diagnoses()}) >= 2, 60, "two diagnoses before the crash")
    # Half of job 4 arrives, is consumed, and then the consumer dies without warning.
    recs4 = records_of(last[0])
    produce(broker.bootstrap, topic, recs4[: len(recs4) // 2], partition=1)
    end = sum(len(records_of(j)) for j in first if first.index(j) % 2 == 1) + len(recs4) // 2
    wait_for(lambda: any(p["partition"] == 1 and p["offset"] >= end for p in w1.stats().get("positions", [])), 30, "job 4 half consumed")
    w1.kill9()

    # No committed offset is ahead of what the sinks hold: every job whose first record
    # lies below its partition's committed offset has its diagnosis in Parquet.
    held = {d["job_id"] for d in w1.diagnoses()}
    offs = committed(broker.bootstrap, group, topic, 2)
    produced = sum(len(records_of(j)) for j in first) + len(recs4) // 2
    msgs = read_topic(broker.bootstrap, topic, 2, produced)
    first_offset: dict[str, tuple[int, int]] = {}
    for m in msgs:
        first_offset.setdefault(m.key().decode(), (m.partition(), m.offset()))
    for job, (p, o) in first_offset.items():
        if offs[p] is not None and offs[p] > o:
            assert job in held, f"partition {p} committed at {offs[p]} past {job} (first offset {o}) without its diagnosis"
    assert last[0] not in held

    # The rest arrives; a new process picks up from the committed offsets.
    produce(broker.bootstrap, topic, recs4[len(recs4) // 2 :], partition=1)
    produce(broker.bootstrap, topic, records_of(last[1]), partition=0)
    w2 = Watch(tmp_path, broker.bootstrap, topic, group, "w2", "--exit-idle", "1.5")
    watches.append(w2)
    assert w2.wait_exit() == 0, w2.log()
    rows = w1.diagnoses() + w2.diagnoses()
    by_job: dict[str, set] = {}
    for d in rows:
        check(d, d["job_id"])
        by_job.setdefault(d["job_id"], set()).add(d["diagnosis_id"])
    assert set(by_job) == set(jobs), f"missing: {set(jobs) - set(by_job)}"
    # Duplicates are allowed but recognisable: one id per job.
    assert all(len(ids) == 1 for ids in by_job.values()), by_job


def expected_diagnosis(job: str):
    """The diagnosis of ``job``'s records fed straight to a :class:`Watcher` (no Kafka)."""
    from firstfault.catalog import default_catalog
    from firstfault.sources.records import PartitionRecords, RecordDecoder
    from firstfault.watch import Watcher

    recs = records_of(job)
    pr = PartitionRecords("t", 0, list(range(len(recs))), [job.encode()] * len(recs), [r.value for r in recs], [r.headers for r in recs])
    w = Watcher(default_catalog())
    w.feed(pr, RecordDecoder("text").decode(pr), 0.0)
    (e,) = w.tick(1e9 - 1)  # long quiet, before the TTL
    return e.diagnosis


def test_broker_restart_mid_stream_consumer_reconnects_and_finishes(tmp_path, watches):
    from firstfault.localkafka import LocalBroker, create_topic

    job = "gen-21-rank2-shape-error-forward"
    recs = records_of(job)
    part = len(recs) // 3
    with LocalBroker(log_path=str(tmp_path / "broker.log")) as b:
        topic, group = "logs", "g-restart"
        create_topic(b.bootstrap, topic, 1)
        produce(b.bootstrap, topic, recs[:part], partition=0)
        # The restarted broker has no topic until it is created again: refresh metadata
        # often so that the consumer sees its partitions soon after.
        # With the client's debug log: this test has failed now and then (about one run
        # in fifteen, never reproduced under observation) with the consumer left without
        # partitions after the restart; the log's end then shows why.
        w = Watch(tmp_path, b.bootstrap, topic, group, "w", "-X", "metadata_max_age_ms=1000", debug=True)
        watches.append(w)
        wait_for(lambda: any(p["offset"] >= part for p in w.stats().get("positions", [])), 60, "the first third consumed")
        b.restart()  # memory storage: topics, records and committed offsets are gone
        # The cluster's shippers send again what the broker lost, then the rest.
        create_topic(b.bootstrap, topic, 1)
        produce(b.bootstrap, topic, recs, partition=0)
        want = expected_diagnosis(job)
        try:
            wait_for(lambda: any(d["diagnosis_id"] == want.diagnosis_id for d in w.diagnoses()), 150, "the full diagnosis after the restart")
        except AssertionError as e:
            raise AssertionError(f"{e}\nstats: {w.stats()}\ndiagnoses: {w.diagnoses()}\nlog (end):\n{w.log(400)}") from None
        assert w.stop() == 0, w.log(400)
    rows = sorted(w.diagnoses(), key=lambda d: d["version"])
    assert {r["job_id"] for r in rows} == {job}
    # The last version is the diagnosis of the whole job: nothing was lost or read twice.
    assert rows[-1]["diagnosis_id"] == want.diagnosis_id
    check(rows[-1], job)
    assert w.stats()["counters"]["records"] >= len(recs)


def _kafka_python_source(bootstrap: str, topic: str, group: str):
    from firstfault.cli.watch import TANSU_GROUP_SETTINGS
    from firstfault.sources.kafka import ConsumerConfig, KafkaPythonSource

    cfg = ConsumerConfig(bootstrap_servers=bootstrap, topics=[topic], group_id=group, settings=dict(TANSU_GROUP_SETTINGS["kafka-python"]))
    return KafkaPythonSource(cfg)


def _poll_until(sources, cond: Callable[[], bool], timeout_s: float, what: str, records: int = 0) -> int:
    """Poll ``sources`` until ``cond()`` and ``records`` records came; returns the records' count."""
    got = 0
    deadline = time.monotonic() + timeout_s
    while not cond() or got < records:
        assert time.monotonic() < deadline, f"timed out after {timeout_s}s waiting for {what}"
        for s in sources:
            got += sum(len(r.offsets) for r in s.poll(0.2))
    return got


def _poll_apart_until(sources, cond: Callable[[], bool], timeout_s: float, what: str) -> None:
    """Like :func:`_poll_until` with each source polled on a thread of its own, as the
    members of a group are in separate processes: polled in turn from one thread, a
    member that waits in its join holds up the others' polls, and the group can take
    minutes to settle (twice past 120 s in CI)."""
    import threading

    stop = threading.Event()
    errors: list[BaseException] = []

    def run(s) -> None:
        try:
            while not stop.is_set():
                s.poll(0.2)
        except BaseException as e:  # noqa: BLE001 - raised again below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(s,), daemon=True) for s in sources]
    for t in threads:
        t.start()
    try:
        deadline = time.monotonic() + timeout_s
        while not cond():
            assert not errors, errors
            assert time.monotonic() < deadline, f"timed out after {timeout_s}s waiting for {what}"
            time.sleep(0.1)
    finally:
        stop.set()
        for t in threads:
            t.join(30)
    assert not errors, errors


def test_a_rebalance_that_never_assigns_is_left_and_joined_again(broker):
    """kafka-python 3.0 can end a rebalance without applying its assignment (after a
    broker restart); the source sees a joined group and no assignment callback since
    the last revoke, leaves the group and joins it again, and consumption goes on."""
    topic = new_topic(broker, 1)
    recs = records_of("gen-21-rank2-shape-error-forward")[:50]
    produce(broker.bootstrap, topic, recs, partition=0)
    src = _kafka_python_source(broker.bootstrap, topic, "g-stuck")
    try:
        assert src.stuck_rebalance_s == 10.0  # a 6 s session timeout, at least 10 s
        n = _poll_until([src], lambda: bool(src.assignment()), 90, "the first assignment", records=len(recs))
        assert (n, src.rejoins) == (50, 0)
        # The stuck state: the group is joined, but the last rebalance (begun when the
        # partitions were revoked) never applied its assignment.
        src._awaiting_since = time.monotonic()
        _poll_until([src], lambda: src.rejoins == 1 and src._awaiting_since is None, 90, "the rejoin's assignment")
        assert src.assignment() == {(topic, 0)}
        produce(broker.bootstrap, topic, recs[:10], partition=0)
        assert _poll_until([src], lambda: True, 60, "the records after the rejoin", records=10) >= 10
        assert src.rejoins == 1
    finally:
        src.close()


def test_a_member_without_partitions_is_not_rejoined(broker):
    """Counter-examples: with two members and one partition, rebalances in progress (the
    first join takes a while) and a member whose rebalance ended with no partition are
    never taken for stuck ones."""
    topic = new_topic(broker, 1)
    a = _kafka_python_source(broker.bootstrap, topic, "g-idle")
    b = _kafka_python_source(broker.bootstrap, topic, "g-idle")
    try:
        a.stuck_rebalance_s = b.stuck_rebalance_s = 3.0
        _poll_apart_until([a, b], lambda: len(a.assignment()) + len(b.assignment()) == 1 and a._awaiting_since is None and b._awaiting_since is None, 120, "one member holding the partition")
        assert (a.rejoins, b.rejoins) == (0, 0)
        end = time.monotonic() + 10
        _poll_apart_until([a, b], lambda: time.monotonic() > end, 30, "10 s of polling")
        assert (a.rejoins, b.rejoins) == (0, 0)
        assert len(a.assignment()) + len(b.assignment()) == 1
    finally:
        a.close()
        b.close()


def test_bad_records_are_dead_lettered_and_good_records_around_them_diagnosed(broker, tmp_path, watches):
    from firstfault.sources.kafka import KafkaProducer

    topic = new_topic(broker)
    recs = records_of(SEED01)
    bad_values = {
        "binary": b"\x00\x01\x02\xff\xfe binary",
        "invalid_json": b'{"log": "truncated',
        "missing_field": json.dumps({"job_id": SEED01, "rank": 0}).encode(),  # no message
        "too_large": json.dumps({"log": "x" * 5000, "job_id": SEED01}).encode(),
    }
    p = KafkaProducer(broker.bootstrap, "confluent")
    expected: list[tuple[int, str]] = []
    offset = 0
    for i, r in enumerate(recs):
        if i % 40 == 20:
            for reason, v in bad_values.items():
                p.produce(topic, v, key=SEED01.encode())
                expected.append((offset, reason))
                offset += 1
        doc = {"log": r.value.decode(), "job_id": SEED01, "source": dict(r.headers)["source"].decode()}
        if "rank" in dict(r.headers):
            doc["rank"] = int(dict(r.headers)["rank"])
        p.produce(topic, json.dumps(doc).encode(), key=SEED01.encode())
        offset += 1
    # A record without a job anywhere (no key, no job field) is bad too.
    p.produce(topic, json.dumps({"log": "orphan line"}).encode())
    expected.append((offset, "missing_field"))
    p.flush()
    p.close()
    dead = tmp_path / "dead.jsonl"
    w = Watch(tmp_path, broker.bootstrap, topic, f"g-{uuid.uuid4().hex[:6]}", "w", "--record-shape", "json",
              "--max-record-bytes", "4096", "--dead-letter-file", str(dead), "--exit-idle", "1.5")  # fmt: skip
    watches.append(w)
    assert w.wait_exit() == 0, w.log()
    (d,) = w.diagnoses()
    check(d, SEED01)
    lines = [json.loads(x) for x in dead.read_text().splitlines()]
    assert [(x["offset"], x["reason"]) for x in lines] == expected
    assert all(x["topic"] == topic and x["partition"] == 0 for x in lines)
    counts = w.stats()["counters"]["bad_records"]
    want = {reason: sum(1 for _, r in expected if r == reason) for reason in ("binary", "invalid_json", "missing_field", "too_large")}
    assert counts == want and want["missing_field"] == want["binary"] + 1 >= 2
    assert w.stats()["counters"]["records"] == offset + 1


def test_two_consumers_in_a_group_split_the_jobs_and_a_rebalance_loses_none(broker, tmp_path, watches):
    topic, group = new_topic(broker, 4), f"g-{uuid.uuid4().hex[:6]}"
    jobs = list(JOBS)
    a = Watch(tmp_path, broker.bootstrap, topic, group, "a")
    watches.append(a)
    wait_for(lambda: a.assigned() == {0, 1, 2, 3}, 60, "consumer a owning every partition")
    for i, job in enumerate(jobs[:4]):
        produce(broker.bootstrap, topic, records_of(job), partition=i)
    wait_for(lambda: {d["job_id"] for d in a.diagnoses()} >= set(jobs[:4]), 60, "a diagnosing the first four jobs")
    # A second consumer joins: the group rebalances and splits the partitions.
    b = Watch(tmp_path, broker.bootstrap, topic, group, "b")
    watches.append(b)
    wait_for(lambda: a.assigned() and b.assigned() and a.assigned() | b.assigned() == {0, 1, 2, 3}
             and not a.assigned() & b.assigned(), 60, "the partitions split between a and b")  # fmt: skip
    owner = {p: ("a" if p in a.assigned() else "b") for p in range(4)}
    for i, job in enumerate(jobs[4:]):
        produce(broker.bootstrap, topic, records_of(job), partition=i)

    def all_seen():
        return {d["job_id"] for d in a.diagnoses() + b.diagnoses()} >= set(jobs)

    wait_for(all_seen, 90, "every job diagnosed")
    assert a.stop() == 0 and b.stop() == 0
    by_job: dict[str, list[str]] = {}
    for who, w in (("a", a), ("b", b)):
        for d in w.diagnoses():
            check(d, d["job_id"])
            by_job.setdefault(d["job_id"], []).append(who)
    assert set(by_job) == set(jobs)
    # Each job diagnosed by exactly one consumer, and the later ones by the partition's owner.
    assert all(len(v) == 1 for v in by_job.values()), by_job
    for i, job in enumerate(jobs[4:]):
        assert by_job[job] == [owner[i]], (job, by_job[job], owner)
    assert {"a", "b"} <= {v[0] for v in by_job.values()}


@pytest.mark.parametrize("shape", ["text", "json"])
def test_demo_prints_the_diagnoses_of_the_bundled_examples(cli, shape):
    # The demo produces records in the shape the watcher is told to read.
    r = cli("demo", "-q", "--record-shape", shape)
    assert r.code == 1, r.err
    for job in ("seed-01-megatron-pp-p2p-timeout-stage1-oom", "gen-02-rank1-sigkill-oom-killer", "real-031-ib-hca-local-catastrophic-error"):
        assert f"job {job}" in r.out
    assert "cuda_oom" in r.out and "host_oom" in r.out
