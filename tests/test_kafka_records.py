"""Record shapes and the watch life cycle without a broker: decoding, versions, eviction, pins.

(The same code against a real broker is in ``test_kafka.py``.)
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import cases_dir

SEED01 = "seed-01-megatron-pp-p2p-timeout-stage1-oom"


def recs(values, keys=None, headers=None, start=0, topic="t", partition=0):
    from firstfault.sources.records import PartitionRecords

    n = len(values)
    return PartitionRecords(
        topic, partition, list(range(start, start + n)), keys or [b"job-a"] * n, list(values), headers or [None] * n
    )


def case_records(job: str, start: int = 0, partition: int = 0):
    from firstfault.localkafka import interleaved_records

    rs = list(interleaved_records(cases_dir() / job / "logs", job, seed=7))
    return recs([r.value for r in rs], [job.encode()] * len(rs), [r.headers for r in rs], start=start, partition=partition)


def test_text_records_become_one_chunk_per_stream_in_offset_order():
    from firstfault.sources.records import RecordDecoder, StreamKey

    r = recs(
        [b"a0", b"b0\n", b"a1", b"multi\nline"],
        headers=[[("rank", b"0")], [("rank", b"1"), ("node", b"n1")], [("rank", b"0")], [("rank", b"1"), ("node", b"n1")]],
    )
    d = RecordDecoder("text").decode(r)
    assert [(c.job_id, c.stream, c.data, c.records, c.first_offset) for c in d.chunks] == [
        ("job-a", StreamKey(0, None, None, None), b"a0\na1\n", 2, 0),
        ("job-a", StreamKey(1, None, "n1", None), b"b0\nmulti\nline\n", 2, 1),
    ]
    assert d.chunks[1].stream.name == "n1/rank1" and not d.bad


def test_lines_shape_keeps_blank_lines_and_a_header_job_beats_the_key():
    from firstfault.sources.records import RecordDecoder

    r = recs([b"x\n\ny", b"z\n"], keys=[b"k", b"k"], headers=[[("job_id", b"j1"), ("source", b"rank0.log")]] * 2)
    (c,) = RecordDecoder("lines").decode(r).chunks
    assert (c.job_id, c.stream.name, c.data) == ("j1", "rank0.log", b"x\n\ny\nz\n")


@pytest.mark.parametrize(
    "doc,job,rank,node,source,line",
    [
        # Fluent Bit: tail + kubernetes filter
        ({"log": "boom\n", "time": "2026-11-29T03:15:25.1Z", "kubernetes": {"pod_name": "trainer-3", "host": "node-b",
          "labels": {"job-name": "j9", "training.kubeflow.org/replica-index": "3"}}},
         "j9", 3, "node-b", "trainer-3", b"2026-11-29T03:15:25.1Z boom"),
        # Vector kubernetes_logs
        ({"message": "boom", "timestamp": "2026-11-29T03:15:25Z", "kubernetes": {"pod_name": "p", "pod_node_name": "n",
          "pod_labels": {"job-name": "j8"}}}, "j8", None, "n", "p", b"2026-11-29T03:15:25Z boom"),
        # Filebeat
        ({"message": "boom", "@timestamp": "2026-11-29T03:15:25.000Z", "host": {"name": "h"}, "log": {"file": {"path": "/l/rank1.log"}},
          "job_id": "j7", "rank": 1}, "j7", 1, "h", "/l/rank1.log", b"2026-11-29T03:15:25.000Z boom"),
    ],
)  # fmt: skip
def test_json_defaults_read_fluent_bit_vector_and_filebeat_documents(doc, job, rank, node, source, line):
    from firstfault.sources.records import RecordDecoder

    (c,) = RecordDecoder("json").decode(recs([json.dumps(doc).encode()], keys=[None])).chunks
    assert (c.job_id, c.stream.rank, c.stream.node, c.stream.source, c.data) == (job, rank, node, source, line + b"\n")


def test_bad_records_are_returned_with_offsets_and_good_ones_kept():
    from firstfault.sources.records import RecordDecoder

    d = RecordDecoder("text", max_record_bytes=10).decode(recs([b"ok", b"\x00bin", b"\xff\xfe", b"x" * 11, None, b"ok2"]))
    assert [(b.offset, b.reason) for b in d.bad] == [(1, "binary"), (2, "binary"), (3, "too_large"), (4, "missing_field")]
    assert d.chunks[0].data == b"ok\nok2\n"
    j = RecordDecoder("json").decode(recs([b"{", b"[1]", b'{"job": "j"}', b'{"log": "l"}'], keys=[None] * 4))
    assert [(b.offset, b.reason) for b in j.bad] == [(0, "invalid_json"), (1, "invalid_json"), (2, "missing_field"), (3, "missing_field")]


def test_a_job_is_diagnosed_once_then_reemitted_only_when_the_evidence_changes(catalog):
    from firstfault.localkafka import interleaved_records
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher, WatchOptions

    w = Watcher(catalog, WatchOptions(settle_s=1, quiet_s=5))
    dec = RecordDecoder("text")
    rs = list(interleaved_records(cases_dir() / SEED01 / "logs", SEED01, seed=7))
    late = [r for r in rs if dict(r.headers)["source"] == b"rank1.log"]  # the initiator's log arrives last
    first = [r for r in rs if r not in late]

    def batch(items, start):
        return recs([r.value for r in items], [SEED01.encode()] * len(items), [r.headers for r in items], start=start)

    b1 = batch(first, 0)
    w.feed(b1, dec.decode(b1), now_s=0.0)
    assert w.tick(0.5) == []  # not quiet yet
    (e1,) = w.tick(1.5)  # every rank that logged reported a failure: terminal
    assert (e1.version, e1.diagnosis.status, e1.diagnosis.category) == (1, "hung", "hang")
    # While the diagnosis is not durable, the job pins its first offset; afterwards nothing is pinned.
    assert w.commit_offsets() == {("t", 0): 0}
    w.on_flushed()
    assert w.commit_offsets() == {("t", 0): len(first)}
    # The initiator's log changes the verdict: version 2, a new id.
    b2 = batch(late, len(first))
    w.feed(b2, dec.decode(b2), now_s=6.0)
    (e2,) = w.tick(7.5)
    d = e2.diagnosis
    assert (e2.version, d.category, d.initiator_rank) == (2, "cuda_oom", 1)
    assert d.diagnosis_id != e1.diagnosis.diagnosis_id and w.counters.diagnoses_reemitted == 1
    # A line that changes nothing: no version 3.
    b3 = batch(late[-1:], len(rs))
    b3.values[0] = b"[rank0]: still tearing down"
    w.feed(b3, dec.decode(b3), now_s=8.0)
    assert w.tick(20.0) == [] and w.counters.diagnoses_emitted == 2


def test_thousands_of_jobs_stay_within_max_jobs_and_idle_ones_are_evicted(catalog):
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher, WatchOptions

    w = Watcher(catalog, WatchOptions(max_jobs=500, job_ttl_s=60))
    dec = RecordDecoder("text")
    for batch in range(10):  # 5,000 jobs, 4 ranks each
        keys, vals, hdrs = [], [], []
        for j in range(500):
            for rank in range(4):
                keys.append(f"job-{batch * 500 + j}".encode())
                vals.append(f"2026-11-29 03:00:00,000 [rank{rank}] iteration 10/100 | loss 2.0".encode())
                hdrs.append([("rank", str(rank).encode())])
        r = recs(vals, keys, hdrs, start=batch * 2000)
        w.feed(r, dec.decode(r), now_s=float(batch))
        assert len(w.jobs) <= 500
    assert w.counters.jobs_started == 5000 and w.counters.jobs_evicted_capacity == 4500
    assert w.tick(100.0) == [] and not w.jobs and w.counters.jobs_evicted_idle == 500
    # Healthy jobs evicted: nothing pins the partition any more.
    assert w.commit_offsets() == {("t", 0): 20_000}


def test_revoked_partitions_drop_their_jobs_and_redelivered_records_are_skipped(catalog):
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher

    w = Watcher(catalog)
    dec = RecordDecoder("text")
    a, b = case_records(SEED01, partition=0), recs([b"x"], keys=[b"other"], partition=1)
    w.feed(a, dec.decode(a), 0.0)
    w.feed(b, dec.decode(b), 0.0)
    again = w.fresh(recs([b"y", b"z"], keys=[b"other"] * 2, start=0, partition=1))
    assert list(again.offsets) == [1] and w.counters.redelivered_records == 1
    w.revoke([("t", 0)])
    assert set(w.jobs) == {"other"} and w.counters.jobs_dropped_revoked == 1


@pytest.mark.parametrize("value", [b"99999999999999999999", b"2147483648", b"9223372036854775807", b"-1", b"1e3"])
def test_an_absurd_rank_header_is_ignored_and_the_job_still_diagnosed(catalog, value):
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher, WatchOptions

    r = recs(
        [b"[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"],
        headers=[[("rank", value), ("local_rank", value)]],
    )
    d = RecordDecoder("text").decode(r)
    (c,) = d.chunks
    assert (c.stream.rank, c.stream.local_rank) == (None, None)
    w = Watcher(catalog, WatchOptions(settle_s=1))
    w.feed(r, d, now_s=0.0)
    (e,) = w.tick(5.0)
    assert (e.diagnosis.category, e.diagnosis.initiator_rank) == ("cuda_oom", 1)


def test_confluent_watch_against_an_unreachable_cluster_fails_once_and_exits_2(monkeypatch, capsys):
    pytest.importorskip("confluent_kafka")
    import firstfault.sources.kafka as k
    from firstfault.cli import main

    monkeypatch.setattr(k, "BOOTSTRAP_TIMEOUT_S", 2.0)
    code = main(["watch", "--kafka-client", "confluent", "-b", "127.0.0.1:1", "-t", "logs", "--exit-idle", "1"])
    err = capsys.readouterr().err
    assert code == 2 and "cannot reach the Kafka cluster at 127.0.0.1:1 within 2 s" in err


def _decoded_view(d):
    chunks = [(c.job_id, c.stream, c.data, c.records, c.first_offset) for c in d.chunks]
    bad = [(b.offset, b.reason, b.detail, b.value) for b in d.bad]
    return chunks, bad, d.bytes


_values = st.one_of(
    st.none(),
    st.binary(max_size=12),
    st.sampled_from([b"ok line", b"two\nlines", b"ends\n", b"\n", b"", b"caf\xc3\xa9", b"\xed\xa0\x80", b"nul\x00", b"\xff"]),
)
_keys = st.one_of(st.none(), st.sampled_from([b"job-a", b"job-b"]))
_headers = st.one_of(
    st.none(),
    st.lists(st.sampled_from([("rank", b"1"), ("rank", b"2"), ("node", b"n1"), ("job_id", b"job-h"), ("rank", None)]), max_size=3),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(_keys, _values, _headers), max_size=40), st.integers(min_value=0, max_value=12))
def test_native_grouping_decodes_exactly_like_the_python_path(rows, cap):
    """``_core.group_text_records`` (the per-poll fast path) and the pure-Python decoder
    agree on every chunk, bad record and byte count, for good and bad values, missing
    jobs, absent and repeated headers."""
    from firstfault.sources.records import RecordDecoder

    r = recs([v for _, v, _ in rows], keys=[k for k, _, _ in rows] or None, headers=[h for _, _, h in rows] or None)
    dec = RecordDecoder("text", max_record_bytes=cap)
    native, python = dec._decode_text(r), dec._decode_text_python(r)
    assert _decoded_view(native) == _decoded_view(python)
    # Bad records come in offset order on both paths (the dead-letter file's order).
    assert [b.offset for b in native.bad] == sorted(b.offset for b in native.bad)
    assert [(b.offset, b.reason) for b in native.bad] == [(b.offset, b.reason) for b in python.bad]


def test_native_grouping_falls_back_to_python_for_unusual_types():
    from firstfault.sources.records import RecordDecoder

    r = recs([b"a line", b"other"], keys=["job-str", "job-str"])  # str keys, not bytes
    d = RecordDecoder("text").decode(r)
    assert [(c.job_id, c.data, c.records) for c in d.chunks] == [("job-str", b"a line\nother\n", 2)]


@pytest.mark.parametrize(
    "values, headers, want_chunks, want_bad",
    [
        # A header name that is not valid UTF-8 (a lone surrogate): the Python path.
        ([b"a"], [[("\udcff", b"1")]], [b"a\n"], []),
        # str values are text; an int value and malformed headers make their record bad.
        (["text", b"ok"], [None, None], [b"text\nok\n"], []),
        # A str value with a lone surrogate: not UTF-8, dead-lettered (it raised before).
        (["bad \ud800", b"ok"], [None, None], [b"ok\n"], [(0, "binary")]),
        ([7, b"ok"], [None, None], [b"ok\n"], [(0, "binary")]),
        ([b"x", b"ok"], [{"rk": b"1"}, None], [b"ok\n"], [(0, "missing_field")]),
        ([b"x", b"ok"], [[("rank", b"1", b"2")], None], [b"ok\n"], [(0, "missing_field")]),
        ([b"x", b"ok"], [[["rank", b"1"]], None], [b"x\n", b"ok\n"], []),
    ],
)
def test_records_of_unusual_types_never_raise(values, headers, want_chunks, want_bad):
    from firstfault.sources.records import RecordDecoder

    d = RecordDecoder("text").decode(recs(values, headers=headers, start=0))
    assert [c.data for c in d.chunks] == want_chunks
    assert [(b.offset, b.reason) for b in d.bad] == want_bad
    if want_bad:
        v = values[0]
        # The dead letter keeps the value as bytes (a str value as its UTF-8 bytes).
        assert d.bad[0].value == (v if isinstance(v, bytes) else v.encode("utf-8", "surrogatepass") if isinstance(v, str) else None)


def test_a_stream_without_job_or_good_value_names_the_missing_job_on_both_paths():
    from firstfault.sources.records import PartitionRecords, RecordDecoder

    r = PartitionRecords("t", 0, [100, 101], [None, None], [None, b"\xff"], [None, None])
    for d in (RecordDecoder("text").decode(r), RecordDecoder("text")._decode_text_python(r)):
        assert [(b.offset, b.reason) for b in d.bad] == [(100, "missing_field"), (101, "missing_field")]
        assert "job" in d.bad[0].detail and not d.chunks


def test_record_size_caps_beyond_the_native_range_and_negative_ones():
    from firstfault.errors import UsageError
    from firstfault.sources.records import RecordDecoder

    d = RecordDecoder("text", max_record_bytes=1 << 70).decode(recs([b"a", b"b"]))
    assert [c.data for c in d.chunks] == [b"a\nb\n"]
    with pytest.raises(UsageError, match="max_record_bytes"):
        RecordDecoder("text", max_record_bytes=-1)


def test_json_values_that_break_the_parser_or_utf8_are_dead_lettered_and_the_rest_kept():
    """A lone surrogate in a JSON string, nesting deeper than the interpreter allows, and
    ``str`` values: never an exception (one bad record must not stop ``watch``)."""
    from firstfault.sources.records import RecordDecoder

    deep = b'{"log": "x", "a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    values = [
        b'{"log": "bad \\ud800 text", "job_id": "j"}',
        deep,
        '{"log": "a str value", "job_id": "j"}',
        b'{"log": "CUDA error: an illegal memory access was encountered", "job_id": "j\\udc80", "node": "node-\\udc80"}',
    ]
    d = RecordDecoder("json").decode(recs(values, keys=[b"j"] * 4))
    assert [(b.offset, b.reason) for b in d.bad] == [(1, "invalid_json")]
    texts = {c.job_id: c.data for c in d.chunks}
    assert texts["j"] == "bad \ufffd text\na str value\n".encode()
    # Job ids and nodes come out as valid text (Arrow and Parquet need UTF-8).
    other = next(c for c in d.chunks if c.job_id != "j")
    assert other.job_id == "j\ufffd" and other.stream.node == "node-\ufffd"
    other.job_id.encode("utf-8")


def test_chunks_come_in_first_offset_order_and_pin_the_job_at_its_lowest_offset(catalog):
    """When a stream's first record is bad, its chunk starts later than the group did;
    the job must still be pinned at its lowest good offset (nothing committed past it)."""
    from firstfault.sources.records import PartitionRecords, RecordDecoder
    from firstfault.watch import Watcher

    r = PartitionRecords(
        "logs", 0, [10, 20, 50], [b"J"] * 3, [b"\x00junk", b"[rank1]: x", b"[rank0]: hello"],
        [[("rank", b"0")], [("rank", b"1")], [("rank", b"0")]],
    )
    dec = RecordDecoder("text")
    for d in (dec.decode(r), dec._decode_text_python(r)):
        assert [c.first_offset for c in d.chunks] == [20, 50]
    w = Watcher(catalog)
    w.feed(r, dec.decode(r), 0.0)
    assert w.commit_offsets() == {("logs", 0): 20}


def test_a_failed_emission_commits_nothing(catalog):
    """An error while writing a diagnosis stops ``watch`` without the final commit: the
    pins of jobs whose output was not written are not released (a restart reads them)."""
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher, WatchRunner

    batch = case_records(SEED01)

    class Source:
        client = "fake"

        def __init__(self):
            self.polls, self.commits = [[batch]], []

        def poll(self, timeout_s):
            return self.polls.pop() if self.polls else []

        def commit(self, offsets):
            self.commits.append(dict(offsets))

        def close(self):
            pass

    class Sinks:
        dirty = False

        def write(self, emissions):
            raise OSError("disk full")

        def write_bad(self, bad):
            pass

        def due(self, now_s):
            return False

        def flush(self):
            pass

        def close(self):
            pass

    src = Source()
    runner = WatchRunner(lambda r: src, RecordDecoder("text"), Watcher(catalog), Sinks(), poll_s=0.01, idle_exit_s=0.5)
    runner.assigned = {("t", 0)}
    with pytest.raises(OSError, match="disk full"):
        runner.run()
    # The job is still pinned at its first record: no commit goes past it.
    assert all(o <= batch.offsets[0] for c in src.commits for o in c.values())


def test_firstfault_debug_shows_the_kafka_client_log(monkeypatch, capsys):
    """FIRSTFAULT_DEBUG=1 puts kafka-python's own log on stderr (debug lines included);
    without it the client says nothing below CRITICAL."""
    import logging

    from firstfault.cli.watch import setup_logging

    client = logging.getLogger("kafka.coordinator")
    saved = {n: (logging.getLogger(n).level, list(logging.getLogger(n).handlers), logging.getLogger(n).propagate) for n in ("kafka", "firstfault")}
    try:
        monkeypatch.setenv("FIRSTFAULT_DEBUG", "1")
        setup_logging(quiet=True)
        client.debug("Heartbeat: member_id was not recognized")
        err = capsys.readouterr().err
        assert "kafka.coordinator DEBUG: Heartbeat: member_id was not recognized" in err
        monkeypatch.delenv("FIRSTFAULT_DEBUG")
        setup_logging(quiet=False)
        client.error("connection refused")
        assert "connection refused" not in capsys.readouterr().err
        assert not client.isEnabledFor(logging.ERROR) and client.isEnabledFor(logging.CRITICAL)
    finally:
        for n, (level, handlers, propagate) in saved.items():
            lg = logging.getLogger(n)
            lg.setLevel(level)
            lg.handlers[:] = handlers
            lg.propagate = propagate
