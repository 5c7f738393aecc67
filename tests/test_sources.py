"""Input expansion and batched scanning: odd paths, odd files, jobs."""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest

from conftest import cases_dir
from firstfault.pipeline import scan_paths
from firstfault.sources.files import expand_paths

SEED = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"


def test_batches_give_the_same_diagnosis(tmp_path):
    job = tmp_path / "job"
    shutil.copytree(SEED, job)
    whole = scan_paths([str(job)]).diagnoses[0]
    batched = scan_paths([str(job)], batch_files=1)
    assert len(batched.raw.streams) == 4
    d = batched.diagnoses[0]
    assert (d.category, d.initiator_rank, d.diagnosis_id) == (whole.category, whole.initiator_rank, whole.diagnosis_id)


def test_hosts_first_seen_in_a_later_batch_are_masked_in_earlier_ones(tmp_path):
    """--mask-hosts stand-ins cover every host of the scan, whichever file (and batch of
    files) named the host first: here the NCCL prefix that names gpu017 comes last."""
    from firstfault.scanner_options import CompileOptions

    job = tmp_path / "job"
    job.mkdir()
    for i in range(4):
        (job / f"rank{i}.log").write_text(f"[rank{i}]: ssh gpu017 failed\n[rank{i}]: KeyError: 'k{i}'\n")
    (job / "rank9.log").write_text("gpu017:4242:4390 [3] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.1.2.3<42567> with error 12\n")
    for batch in (1, 2, 500):
        r = scan_paths([str(job)], batch_files=batch, compile_options=CompileOptions(mask_hosts=True))
        text = json.dumps({"matches": r.raw.matches, "lines": [s.last_line for s in r.raw.streams]})
        assert "gpu017" not in text, batch
        # The stand-ins' numbers are shared by the scans of one process (the compiled
        # scanner is cached), so any number will do.
        assert re.search(r"\bhost-\d+:4242:4390 \[3\]", text), batch


def test_odd_file_names_and_special_files(tmp_path):
    job = tmp_path / "job"
    shutil.copytree(SEED, job)
    os.rename(job / "rank1.log", os.fsdecode(bytes(job / "rank1") + b" \xff\xfe odd name.log"))
    (job / "loop-a").symlink_to(job / "loop-b")
    (job / "loop-b").symlink_to(job / "loop-a")
    (job / "dangling.log").symlink_to(tmp_path / "nowhere.log")
    os.mkfifo(job / "pipe.log")
    exp = expand_paths([str(job)])
    kinds = {os.path.basename(p.path): p.kind for p in exp.problems}
    assert kinds["loop-a"] == "symlink_loop" and kinds["loop-b"] == "symlink_loop"
    assert kinds["dangling.log"] == "broken_link"
    assert kinds["pipe.log"] == "not_a_file"
    r = scan_paths([str(job)])
    d = r.diagnoses[0]
    assert (d.category, d.initiator_rank) == ("cuda_oom", 1)
    assert "odd name" in d.evidence[0].stream


def test_a_glob_skips_fifos_like_a_walk(tmp_path):
    """A FIFO matched by a quoted glob (`scan 'runs/*/logs/*.log'`) is skipped, as in a
    directory walk: opening one without a writer blocked the whole scan (found by a
    fresh-clone test). Named on its own, a FIFO is still read (test_hostile.py)."""
    import subprocess
    import sys

    job = tmp_path / "job"
    shutil.copytree(SEED, job)
    os.mkfifo(job / "pipe.log")
    pattern = str(job / "*.log")
    exp = expand_paths([pattern])
    assert "pipe.log" not in {os.path.basename(f.path) for f in exp.files}
    assert [p.kind for p in exp.problems if os.path.basename(p.path) == "pipe.log"] == ["not_a_file"]
    # End to end in a child process: a regression hangs there, and fails here.
    r = subprocess.run(
        [sys.executable, "-m", "firstfault", "scan", pattern, "--format", "json"], capture_output=True, text=True, timeout=120
    )
    assert r.returncode == 1, r.stderr
    doc = json.loads(r.stdout)
    assert (doc["diagnoses"][0]["category"], doc["diagnoses"][0]["initiator_rank"]) == ("cuda_oom", 1)
    assert any(os.path.basename(p["path"]) == "pipe.log" and "FIFO" in p["message"] for p in doc["problems"])


def test_unreadable_file_and_directory(tmp_path, unprivileged_cli):
    job = tmp_path / "job"
    shutil.copytree(SEED, job)
    (job / "secret").mkdir()
    (job / "secret" / "x.log").write_text("x\n")
    os.chmod(job / "secret", 0)
    os.chmod(job / "rank0.log", 0)
    try:
        r = unprivileged_cli("scan", str(job), "--format", "json")
        doc = json.loads(r.out)
        kinds = {os.path.basename(p["path"]): p["kind"] for p in doc["problems"]}
        assert kinds.get("secret") == "permission_denied" and kinds.get("rank0.log") == "permission_denied"
        assert doc["diagnoses"][0]["initiator_rank"] == 1
    finally:
        os.chmod(job / "secret", 0o755)
        os.chmod(job / "rank0.log", 0o644)


def test_many_small_files_in_batches(tmp_path):
    job = tmp_path / "job"
    job.mkdir()
    for r in range(3000):
        lines = [f"[rank{r}]:2026-11-20 03:00:00,000 INFO step 1/9 | loss 2.0"]
        if r == 1234:
            lines.append(f"[rank{r}]:2026-11-20 03:00:01,000 INFO x")
            lines.append(f"[rank{r}]: KeyError: 'labels'")
        (job / f"rank{r}.log").write_text("\n".join(lines) + "\n")
    r = scan_paths([str(job)], batch_files=500)
    assert len(r.raw.streams) == 3000
    d = r.diagnoses[0]
    assert (d.initiator_rank, d.category, d.ranks_seen) == (1234, "user_code", 3000)


def test_job_depth_and_identity_below_the_job(tmp_path):
    # Directory names above the job (here "x-rank5") must not make every file rank 5.
    root = tmp_path / "x-rank5"
    for name in ("job-a", "job-b"):
        shutil.copytree(SEED, root / name / "logs")
    exp = expand_paths([str(root)], job_depth=1)
    assert {f.job_id for f in exp.files} == {"job-a", "job-b"}
    assert all("rank5" not in f.identity_path for f in exp.files)
    ds = scan_paths([str(root)], job_depth=1).diagnoses
    assert [(d.job_id, d.initiator_rank) for d in ds] == [("job-a", 1), ("job-b", 1)]
