"""Property tests (Hypothesis) on the Python side of the native seam."""

from __future__ import annotations

import io

import pyarrow as pa
import pyarrow.parquet as pq
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import cases_dir
from firstfault.catalog import CompileOptions, default_catalog

SEED_LOG = (cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs" / "rank2.log").read_bytes()
LINES = [
    b"[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU 1 has a total capacity of 79.11 GiB of which 1.02 GiB is free.",
    b"[rank2]:[E1120 03:25:27.000000000 ProcessGroupNCCL.cpp:632] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1642, OpType=RECV, NumelIn=0, NumelOut=8388608, Timeout(ms)=600000) ran for 600041 milliseconds before timing out.",
    b"[rank0]:2026-11-20 03:14:07,000 INFO step 7/100 | loss 2.1",
    b"[rank3]: KeyError: 'labels'",
    b"\xff\xfe\x00 binary junk \xc3",
    b"",
    b"plain line",
]


def _scan(chunks: list[bytes], before: int = 3, after: int = 2, max_line: int = 4096) -> tuple[dict, list[dict]]:
    opts = CompileOptions(context_before=before, context_after=after, max_line_bytes=max_line)
    scanner = default_catalog().scanner(opts)
    s = scanner.session()
    sid = s.add_stream("t.log", year_hint=2026)
    for c in chunks:
        s.feed(sid, c)
    s.finish(sid)
    return s.take_matches(), s.summaries()


def _split(data: bytes, cuts: list[int]) -> list[bytes]:
    cuts = sorted({min(c, len(data)) for c in cuts})
    out, prev = [], 0
    for c in cuts:
        out.append(data[prev:c])
        prev = c
    out.append(data[prev:])
    return out


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    body=st.lists(st.sampled_from(LINES), min_size=0, max_size=40),
    crlf=st.booleans(),
    trailing_newline=st.booleans(),
    cuts=st.lists(st.integers(min_value=0, max_value=8000), max_size=30),
)
def test_chunk_split_invariance(body, crlf, trailing_newline, cuts):
    nl = b"\r\n" if crlf else b"\n"
    data = nl.join(body) + (nl if trailing_newline and body else b"")
    assert _scan(_split(data, cuts)) == _scan([data])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    body=st.lists(st.sampled_from(LINES + [b"KeyError: '\xc3\xa9\xe2\x82\xac\xf0\x9f\x8f\x96\xef\xb8\x8f'", b"\xe2\x82\xac" * 20]), max_size=30),
    cuts=st.lists(st.integers(min_value=0, max_value=4000), max_size=20),
    max_line=st.integers(min_value=8, max_value=40),
)
def test_split_invariance_with_cut_lines_and_multibyte_text(body, cuts, max_line):
    """Lines longer than the cap are cut identically whether or not they span chunks,
    including when the cut falls inside a multi-byte UTF-8 sequence."""
    data = b"\n".join(body) + b"\n"
    assert _scan(_split(data, cuts), max_line=max_line) == _scan([data], max_line=max_line)


@settings(max_examples=60, deadline=None)
@given(cuts=st.lists(st.integers(min_value=0, max_value=len(SEED_LOG)), max_size=20))
def test_real_log_split_invariance(cuts):
    want = _scan([SEED_LOG], before=100, after=10)
    assert _scan(_split(SEED_LOG, cuts), before=100, after=10) == want
    assert "megatron.p2p_timeout" in want[0]["signature_id"]


@settings(max_examples=40, deadline=None)
@given(
    rows=st.lists(
        st.fixed_dictionaries(
            {
                "rank": st.one_of(st.none(), st.integers(0, 4095)),
                "line": st.text(max_size=80),
                "fields": st.dictionaries(st.text(min_size=1, max_size=8), st.text(max_size=12), max_size=3),
                "ts": st.one_of(st.none(), st.integers(0, 2**52)),
            }
        ),
        max_size=20,
    )
)
def test_matches_schema_round_trips_through_parquet(rows):
    from firstfault.correlate.evidence import StreamInfo
    from firstfault.schema import MATCHES_SCHEMA, ScanInfo, matches_table

    cat = default_catalog()
    n = len(rows)
    cols = {
        "stream": [0] * n,
        "signature_id": ["cuda.oom"] * n,
        "offset": list(range(n)),
        "line_no": [i + 1 for i in range(n)],
        "line": [r["line"] for r in rows],
        "line_truncated": [False] * n,
        "fields": [r["fields"] for r in rows],
        "rank": [r["rank"] for r in rows],
        "local_rank": [None] * n,
        "node": [None] * n,
        "ts_micros": [r["ts"] for r in rows],
        "ts_inherited": [False] * n,
        "before": [["a", "b"]] * n,
        "after": [[]] * n,
        "template": [r["line"] for r in rows],
    }
    streams = [StreamInfo("s.log", None, None, None, 1, None, None, "", [], job_id="j")]
    t = matches_table(cols, streams, cat, [], ScanInfo.now(cat))
    buf = io.BytesIO()
    pq.write_table(t, buf)
    back = pq.read_table(pa.BufferReader(buf.getvalue()))
    assert back.schema.equals(MATCHES_SCHEMA, check_metadata=False)
    assert back.to_pylist() == t.to_pylist()
    assert [dict(f) for f in back.column("fields").to_pylist()] == [r["fields"] for r in rows]
