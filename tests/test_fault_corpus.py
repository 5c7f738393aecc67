"""End-to-end accuracy on the recorded fault corpus (benches/faults/corpus).

Every archive is one real CPU/gloo PyTorch job with one injected fault (or none),
recorded by benches/faults/run.py with its truth. The test extracts them, scans each
job once, and holds firstfault to a floor: category and initiator accuracy ("right" as
../shared/tools/score-cases defines it) and no false alarm on the healthy runs. Torch is
not needed. The held-out set (benches/faults/heldout) is measured by
benches/faults/report.py only, never here, so that rules are not tuned against it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benches" / "faults"))
import extract  # noqa: E402
import scoring  # noqa: E402

# What firstfault achieved on this corpus when the floor was last raised (2026-12-06,
# 300 jobs: category 0.993, initiator 0.960 over all jobs, no false alarm), rounded down
# a little so that the test guards against losing accuracy, not against noise; the
# initiator floor is issue 27's target. Most of what is left are jobs whose logs cannot
# name the rank (gloo's size check pairs two suspects; two ranks at two call sites):
# see benches/faults/README.md.
CATEGORY_FLOOR = 0.98
INITIATOR_FLOOR = 0.95
MAX_FALSE_ALARMS = 0
MIN_JOBS = 270


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    if not extract.archives("corpus"):
        pytest.skip("no recorded fault corpus (benches/faults/corpus)")
    return extract.extract(str(tmp_path_factory.mktemp("faults")), "corpus")


@pytest.fixture(scope="module")
def scanned(corpus):
    """``(case name, truth, score, verdict)`` per job, each scanned once."""
    from firstfault.cli import main
    import contextlib
    import io

    rows = []
    for case in corpus:
        truth = json.loads((Path(case) / "truth.json").read_text())
        # scored like score-cases: an exit 2 (e.g. a console that is binary after a
        # restart's garbage) leaves no verdict and counts as wrong, it does not stop the test
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["scan", str(Path(case) / "logs"), "--format", "json", "-q"])
        verdict = scoring.verdict(out.getvalue())
        rows.append((Path(case).name, truth, scoring.score(truth, verdict, code), verdict))
    return rows


def test_fault_corpus_accuracy(scanned):
    rows = [(name, truth, score) for name, truth, score, _ in scanned]
    n = len(rows)
    assert n >= MIN_JOBS
    category = sum(s["category"] for _, _, s in rows) / n
    initiator = sum(s["initiator"] for _, _, s in rows) / n
    false_alarms = [name for name, t, s in rows if t["status"] == "healthy" and not s["ok"]]
    wrong = [name for name, _, s in rows if not s["ok"]]
    detail = f"category {category:.3f}, initiator {initiator:.3f} over {n} jobs; wrong: {', '.join(wrong[:40])}"
    assert len(false_alarms) <= MAX_FALSE_ALARMS, f"false alarms on healthy runs: {false_alarms}"
    assert category >= CATEGORY_FLOOR, detail
    assert initiator >= INITIATOR_FLOOR, detail


#: Least jobs in a bin of stated confidence for the bin to be held to its confidence.
RELIABILITY_MIN_JOBS = 20
#: Largest gap allowed between a bin's mean stated confidence and its observed accuracy
#: when the confidence states more than was right (a confident wrong answer).
RELIABILITY_GAP = 0.1
#: ... and when it states less: weak verdicts are held at calibration.WEAK_CAP because on
#: blind real logs they were right far less often than on this generated corpus.
UNDERSTATED_GAP = 0.25


def test_confidence_is_calibrated(scanned):
    # Issue 28: in every bin of stated confidence with at least 20 failure verdicts, the
    # share that was right (category and initiator) is at most 0.1 below the mean stated
    # (and at most UNDERSTATED_GAP above it).
    pts = [(v["confidence"], s["ok"]) for _, _, s, v in scanned if v.get("status") not in (None, "healthy")]
    bins = [(0.0, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)]
    checked = 0
    for lo, hi in bins:
        inside = [(c, ok) for c, ok in pts if lo <= c < hi]
        if len(inside) < RELIABILITY_MIN_JOBS:
            continue
        stated = sum(c for c, _ in inside) / len(inside)
        seen = sum(ok for _, ok in inside) / len(inside)
        assert -UNDERSTATED_GAP <= stated - seen <= RELIABILITY_GAP, f"confidence {lo}-{hi}: stated {stated:.2f}, right {seen:.2f} of {len(inside)}"
        checked += 1
    assert checked >= 1
