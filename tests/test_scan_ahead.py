"""Scan-ahead (``firstfault.scan_ahead``): a plain ``scan FILE...`` starts its native
scan before the command line is parsed, and the scan takes it only when it is the
very scan the command line asks for."""

from __future__ import annotations

import json
import shutil

import pytest

from conftest import cases_dir
from firstfault import _core, catalog_cache, scan_ahead
from firstfault.catalog import load_catalog
from firstfault.sources.native import native_input

SEED = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"


@pytest.fixture
def ranks(tmp_path):
    """The four rank logs of seed-01 (rank 1 runs out of GPU memory), as file paths."""
    d = tmp_path / "job-8812"
    shutil.copytree(SEED, d)
    load_catalog()  # the cache that the scan-ahead compiles from
    return [str(p) for p in sorted(d.glob("rank*.log"))]


@pytest.fixture
def takes(monkeypatch):
    """Every ``ScanAhead.take`` answer of the test: True when the running scan was taken."""
    answers: list[bool] = []
    take = scan_ahead.ScanAhead.take

    def recording(self, *a):
        scan = take(self, *a)
        answers.append(scan is not None)
        return scan

    monkeypatch.setattr(scan_ahead.ScanAhead, "take", recording)
    return answers


def _diagnoses(out: str) -> list[dict]:
    return json.loads(out)["diagnoses"]


def test_a_plain_scan_of_files_takes_its_scan_ahead_and_finds_the_same(cli, ranks, takes):
    ahead = cli("scan", *ranks, "--format", "json", "-q")
    assert takes == [True], ahead.err
    # The same command with an option the scan-ahead does not read (its default value):
    # no scan-ahead, the same answer.
    plain = cli("scan", *ranks, "--format", "json", "-q", "--context-before", "100")
    assert takes == [True]
    assert ahead.code == plain.code == 1
    d = _diagnoses(ahead.out)
    assert d == _diagnoses(plain.out)
    assert d[0]["category"] == "cuda_oom" and d[0]["initiator_rank"] == 1
    assert scan_ahead.current() is None


@pytest.mark.parametrize(
    "extra",
    [
        ["--context-before", "5"],
        ["--no-mask"],
        ["--mask-hosts"],
        ["--max-line-bytes", "4096"],
        ["--binary"],
        ["--rank-from", r"r(\d+)"],
        ["--thr", "1"],  # an abbreviation argparse accepts: not guessed
        ["-qv"],
        ["-"],
        ["--signatures", "x"],
    ],
)
def test_words_the_scan_ahead_does_not_know_start_no_scan(ranks, extra):
    scan_ahead.start(["scan", *ranks, *extra])
    assert scan_ahead.current() is None


def test_a_directory_or_a_missing_file_starts_no_scan(ranks, tmp_path):
    scan_ahead.start(["scan", str(tmp_path)])
    assert scan_ahead.current() is None
    scan_ahead.start(["scan", ranks[0], str(tmp_path / "missing.log")])
    assert scan_ahead.current() is None


def test_known_options_are_read_and_a_file_named_twice_is_scanned_once(ranks):
    scan_ahead.start(["scan", ranks[0], "--threads=1", "--format", "json", "-q", "--job", "j", ranks[0], "--output", "o.parquet"])
    ahead = scan_ahead.current()
    try:
        assert ahead is not None
        assert [i["path"] for i in ahead.scan.inputs] == [ranks[0].encode()]
        assert ahead.scan.inputs[0]["identity_path"] == "rank0.log"
        assert ahead.scan.kwargs == {"threads": 1, "binary": False, "rank_rules": None, "node_rules": None}
    finally:
        scan_ahead.discard()
    assert ahead.scan.done.is_set()


def test_a_scan_ahead_that_is_not_the_scan_asked_for_is_cancelled(ranks):
    other_compile = _core.Scanner(catalog_cache.specs(load_catalog().signatures))
    two_threads = {"threads": 2, "binary": False, "rank_rules": None, "node_rules": None}
    for scanner, inputs, kwargs, what in (
        (lambda base: base.with_options(context_before=5), None, None, "other options"),
        (lambda base: other_compile, None, None, "another compile of the catalog"),
        (lambda base: base, None, two_threads, "other threads"),
        (lambda base: base, 1, None, "other inputs"),
    ):
        scan_ahead.start(["scan", *ranks, "--threads", "1"])
        ahead = scan_ahead.current()
        assert ahead is not None
        asked = ahead.scan.inputs[:inputs] if inputs else list(ahead.scan.inputs)
        assert ahead.take(scanner(ahead.compiling.scanner()), asked, kwargs or dict(ahead.scan.kwargs)) is None, what
        assert ahead.scan.done.wait(10), what
        assert scan_ahead.current() is None
    # The very scan is taken: the same compiled catalog with the same options.
    scan_ahead.start(["scan", *ranks, "--threads", "1"])
    ahead = scan_ahead.current()
    base = ahead.compiling.scanner()
    scan = ahead.take(base.with_options(), list(ahead.scan.inputs), dict(ahead.scan.kwargs))
    assert scan is ahead.scan and scan.done.wait(30)
    alone = other_compile.scan_files([native_input(p, 2026, p.rsplit("/", 1)[1]) for p in ranks], threads=1)
    assert scan.result()["matches"]["signature_id"] == alone["matches"]["signature_id"]
    assert len(alone["matches"]["signature_id"]) > 10


def test_a_command_that_fails_before_scanning_leaves_no_scan_running(cli, ranks, monkeypatch):
    started = []
    init = scan_ahead.ScanAhead.__init__

    def record(self, *a):
        init(self, *a)
        started.append(self)

    monkeypatch.setattr(scan_ahead.ScanAhead, "__init__", record)
    r = cli("scan", *ranks, "--threads", "100000")
    assert r.code == 2 and "--threads must be between 0 (one per core) and 1024" in r.err
    assert len(started) == 1 and started[0].scan.done.is_set()
    assert scan_ahead.current() is None
