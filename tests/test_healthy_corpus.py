"""No false alarm on real healthy training logs: the corpus under tests/healthy.

Each folder is one run that completed (final iteration reached, MLPerf run_stop
success, launcher's clean exit, final metrics) and whose logs are full of benign
error-like lines; its truth.json says healthy and its notes name those lines.
``firstfault scan <case>/logs`` must exit 0 and report the run healthy.
See tests/healthy/README.md for the sources.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

HEALTHY = Path(__file__).resolve().parent / "healthy"
CASES = sorted(p for p in HEALTHY.iterdir() if (p / "truth.json").is_file())


def test_corpus_is_present():
    assert len(CASES) >= 25


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_healthy_run_is_not_called_failed(cli, case):
    truth = json.loads((case / "truth.json").read_text())
    assert truth["status"] == "healthy"
    r = cli("scan", str(case / "logs"), "--format", "json", "-q")
    doc = json.loads(r.out)
    diag = doc["diagnoses"][0]
    evidence = diag["evidence"][0].get("line") if diag["evidence"] else None
    assert (r.code, diag["status"]) == (0, "healthy"), (diag["status"], diag["category"], diag["rule"], evidence)
