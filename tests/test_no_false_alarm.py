"""No false alarm: healthy runs are diagnosed healthy, whatever error lines they hold
(those are set aside as not terminal, and the diagnosis says so)."""

from __future__ import annotations

import json

import pytest

from conftest import cases_dir
from firstfault import _core

HEALTHY = [c for c in sorted(cases_dir().iterdir()) if (c / "truth.json").is_file() and json.loads((c / "truth.json").read_text())["status"] == "healthy"]


def _roles(cli, path) -> tuple[dict, set]:
    r = cli("scan", str(path), "--format", "json", "-q", "--output", str(path) + ".parquet")
    import pyarrow.parquet as pq

    roles = set(pq.read_table(str(path) + ".matches.parquet").column("role").to_pylist())
    return json.loads(r.out), roles


@pytest.mark.parametrize("case", HEALTHY, ids=[c.name for c in HEALTHY])
def test_healthy_cases_have_no_failure_match(cli, case, tmp_path):
    import shutil

    job = tmp_path / case.name
    shutil.copytree(case / "logs", job)
    doc, roles = _roles(cli, job)
    d = doc["diagnoses"][0]
    assert d["status"] == "healthy", (d["rule"], d["reason"])
    assert d["initiator_rank"] is None and d["rule"] == "no_failure"
    if roles & {"initiator", "victim", "error"}:
        # Failure lines were there: the verdict says why none of them ended the run.
        assert "set aside as not terminal" in d["reason"], d["reason"]


def test_200_mb_generated_healthy_multi_rank_log(cli, tmp_path):
    """Eight ranks, 25 MB each: torchrun-prefixed iterations, NCCL INFO chatter,
    Megatron lines, warnings, JSON and kernel-style lines, and no injected failure."""
    job = tmp_path / "healthy-job"
    job.mkdir()
    total = 0
    for rank in range(8):
        stats = _core.generate_file(
            str(job / f"rank{rank}.log"), 25_000_000, stream=rank, gen={"seed": 11, "ranks": 8, "nodes": 2, "rank": rank}
        )
        assert not any(stats["injected"]), stats["injected"]
        total += stats["bytes"]
    assert total >= 200_000_000
    doc, roles = _roles(cli, job)
    d = doc["diagnoses"][0]
    # The generated run is cut mid-way (step N/500000): no failure, and the logs cannot say
    # that it completed either.
    assert (d["status"], d["rule"]) == ("unknown", "stopped_short"), (d["rule"], d["reason"], d["evidence"][:1])
    assert "no line says the run completed" in d["reason"]
    assert not roles & {"initiator", "victim"}, roles
    assert doc["bytes_scanned"] == total
