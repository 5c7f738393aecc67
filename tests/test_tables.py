"""The Parquet tables as SQL engines and dataframe libraries read them (issue 28, item 8):
no SQL keyword as a column name, signed 64-bit integers, ``failed_at`` on every
diagnosis, and the scan's metadata (``diagnosis_id``, ``firstfault_version``,
``catalog_version``, ``scanned_at``) on every row."""

from __future__ import annotations

import shutil
import time

import duckdb
import pandas as pd
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import firstfault
from conftest import cases_dir
from firstfault.catalog import default_catalog
from firstfault.schema import DIAGNOSES_SCHEMA, MATCHES_SCHEMA

SEED = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"
OOM_LINE = "CUDA out of memory"


@pytest.fixture
def two_scans(cli, tmp_path):
    """The seed job scanned twice into ``a/`` and ``b/`` (Parquet), and the scans' time span."""
    job = tmp_path / "job-8812"
    shutil.copytree(SEED, job)
    t0 = time.time_ns() // 1000
    for out in ("a", "b"):
        assert cli("scan", str(job), "--output", str(tmp_path / out) + "/", "-q").code == 1
        time.sleep(0.01)
    return tmp_path, job, (t0, time.time_ns() // 1000)


def _types(t: pa.DataType):
    yield t
    if isinstance(t, (pa.ListType, pa.LargeListType)):
        yield from _types(t.value_type)
    elif isinstance(t, pa.StructType):
        for f in t:
            yield from _types(f.type)
    elif isinstance(t, pa.MapType):
        yield from _types(t.key_type)
        yield from _types(t.item_type)


@pytest.mark.parametrize("schema", [MATCHES_SCHEMA, DIAGNOSES_SCHEMA], ids=["matches", "diagnoses"])
def test_no_unsigned_integers_and_no_sql_keywords(schema):
    unsigned = [f.name for f in schema for t in _types(f.type) if pa.types.is_unsigned_integer(t)]
    assert unsigned == []
    reserved = {k for (k,) in duckdb.sql("SELECT keyword_name FROM duckdb_keywords() WHERE keyword_category = 'reserved'").fetchall()}
    assert "offset" in reserved  # the column this replaced
    assert [f.name for f in schema if f.name in reserved] == []


def test_duckdb_joins_matches_to_diagnoses_without_quoting(two_scans):
    root, job, _ = two_scans
    m, d = root / "a" / "matches.parquet", root / "a" / "diagnoses.parquet"
    rows = duckdb.sql(
        f"SELECT m.byte_offset, m.line_no, m.line, d.failed_at, d.initiator_rank FROM '{m}' AS m "
        f"JOIN '{d}' AS d ON m.diagnosis_id = d.diagnosis_id WHERE m.signature_id = 'cuda.oom'"
    ).fetchall()
    assert len(rows) == 1
    byte_offset, line_no, line, failed_at, initiator = rows[0]
    text = (job / "rank1.log").read_bytes()
    assert text[byte_offset:].startswith(line.encode()) and OOM_LINE in line
    assert text[:byte_offset].count(b"\n") + 1 == line_no == 49
    assert initiator == 1 and failed_at is not None
    assert failed_at.isoformat() == "2026-11-20T03:15:25+00:00"


def test_every_row_carries_the_scan(two_scans):
    root, _, (t0, t1) = two_scans
    catalog_version = default_catalog().version
    for table in ("matches", "diagnoses"):
        t = pq.read_table(root / "a" / f"{table}.parquet")
        assert t.num_rows > 0
        assert set(t["firstfault_version"].to_pylist()) == {firstfault.__version__}
        assert set(t["catalog_version"].to_pylist()) == {catalog_version}
        (at,) = set(t["scanned_at"].cast(pa.int64()).to_pylist())
        assert t0 <= at <= t1
    ids = set(pq.read_table(root / "a" / "diagnoses.parquet")["diagnosis_id"].to_pylist())
    assert set(pq.read_table(root / "a" / "matches.parquet")["diagnosis_id"].to_pylist()) == ids


def test_concatenated_runs_stay_apart(two_scans):
    root, _, _ = two_scans
    glob = f"{root}/*/matches.parquet"
    runs = duckdb.sql(f"SELECT scanned_at, count(*) AS n FROM read_parquet('{glob}') GROUP BY scanned_at ORDER BY scanned_at").fetchall()
    one = pq.read_table(root / "a" / "matches.parquet").num_rows
    assert [n for _, n in runs] == [one, one]


def test_pandas_and_polars_read_the_tables(two_scans):
    root, _, _ = two_scans
    m = pd.read_parquet(root / "a" / "matches.parquet")
    assert str(m["byte_offset"].dtype) == "int64" and str(m["line_no"].dtype) == "int64"
    assert (m["byte_offset"] >= 0).all()
    d = pd.read_parquet(root / "a" / "diagnoses.parquet")
    assert d.loc[0, "failed_at"].isoformat() == "2026-11-20T03:15:25+00:00"

    pm = pl.read_parquet(root / "a" / "matches.parquet")
    pd_ = pl.read_parquet(root / "a" / "diagnoses.parquet")
    assert pm.schema["byte_offset"] == pl.Int64 and pm.schema["line_no"] == pl.Int64
    joined = pm.join(pd_.select("diagnosis_id", pl.col("category").alias("verdict")), on="diagnosis_id")
    assert joined.height == pm.height and set(joined["verdict"].to_list()) == {"cuda_oom"}
    ev = pd_.select(pl.col("evidence").list.first().struct.field("line_no")).item()
    assert isinstance(ev, int) and ev > 0
