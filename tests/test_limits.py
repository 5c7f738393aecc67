"""Resource limits: matches kept per job, streams, open files, context line size."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from conftest import cases_dir

SEED01 = "seed-01-megatron-pp-p2p-timeout-stage1-oom"


def example(catalog, sig_id: str) -> str:
    return next(s for s in catalog.signatures if s.id == sig_id).examples[0].line


# -- which matches a job keeps ------------------------------------------------------------


def test_rows_to_keep_prefers_each_streams_first_and_last_evidence_then_failures():
    from firstfault.limits import rows_to_keep

    roles = {"a.init": "initiator", "a.victim": "victim", "a.ctx": "context", "a.step": "progress"}
    # stream 0: 5 progress lines then an initiator; stream 1: 4 victims; stream 2: 2 context.
    sigs = ["a.step"] * 5 + ["a.init"] + ["a.victim"] * 4 + ["a.ctx"] * 2
    streams = [0] * 6 + [1] * 4 + [2] * 2
    assert rows_to_keep(sigs, streams, roles, 12) == list(range(12))
    # Edges: rows 0,4 (steps), 5 (init), 6,9 (victims), 10,11 (ctx). Failures first, then context, then progress.
    assert rows_to_keep(sigs, streams, roles, 3) == [5, 6, 9]
    assert rows_to_keep(sigs, streams, roles, 5) == [5, 6, 9, 10, 11]
    assert rows_to_keep(sigs, streams, roles, 7) == [0, 4, 5, 6, 9, 10, 11]
    # Beyond the edges: the middle victims before the middle progress lines.
    assert rows_to_keep(sigs, streams, roles, 9) == [0, 4, 5, 6, 7, 8, 9, 10, 11]
    assert rows_to_keep(sigs, streams, roles, 0) == []
    # Unknown signature ids count as context.
    assert rows_to_keep(["x", "a.init", "x", "x"], [0, 0, 0, 0], roles, 2) == [0, 1]


def test_a_flood_of_matches_beyond_the_job_limit_keeps_the_diagnosis_and_counts_the_drop(tmp_path, catalog):
    from firstfault.pipeline import scan_paths

    logs = tmp_path / "job" / "logs"
    shutil.copytree(cases_dir() / SEED01 / "logs", logs)
    clean = scan_paths([str(logs)], catalog=catalog).diagnoses[0]
    line = example(catalog, "nccl.init_complete")
    for i in range(20):
        (logs / f"monitor{i}.log").write_text((line + "\n") * 100)
    full = scan_paths([str(logs)], catalog=catalog)
    total = len(full.raw.matches["stream"])
    assert total >= 2000 and not [p for p in full.problems if p.kind == "matches_dropped"]

    r = scan_paths([str(logs)], catalog=catalog, max_matches_per_job=100, batch_files=3)
    d = r.diagnoses[0]
    assert len(r.raw.matches["stream"]) == 100
    assert (d.status, d.category, d.initiator_rank, d.initiator_node) == (
        clean.status,
        clean.category,
        clean.initiator_rank,
        clean.initiator_node,
    )
    (p,) = [p for p in r.problems if p.kind == "matches_dropped"]
    assert p.job_id == d.job_id and p.level == "warning"
    assert p.message.startswith(f"{total - 100} match(es) beyond --max-matches-per-job (100)")
    # Every initiator and victim match of the real logs survived the cut.
    kept = {(r.raw.streams[s].name, o) for s, o in zip(r.raw.matches["stream"], r.raw.matches["offset"])}
    roles = {s.id: s.role for s in catalog.signatures}
    failures = {
        (full.raw.streams[s].name, o)
        for s, o, sig in zip(full.raw.matches["stream"], full.raw.matches["offset"], full.raw.matches["signature_id"])
        if roles[sig] in ("initiator", "victim")
    }
    assert failures and failures <= kept


def test_the_job_limit_applies_per_job(tmp_path, catalog):
    from firstfault.pipeline import scan_paths

    line = example(catalog, "nccl.init_complete")
    for job, n in (("big", 50), ("small", 5)):
        (tmp_path / job).mkdir()
        (tmp_path / job / "rank0.log").write_text((line + "\n") * n)
    r = scan_paths([str(tmp_path)], catalog=catalog, job_depth=1, max_matches_per_job=10)
    per_job = {}
    for s in r.raw.matches["stream"]:
        per_job[r.raw.streams[s].job_id] = per_job.get(r.raw.streams[s].job_id, 0) + 1
    assert per_job == {"big": 10, "small": 5}
    assert [(p.job_id, p.message.split()[0]) for p in r.problems if p.kind == "matches_dropped"] == [("big", "40")]


# -- streams --------------------------------------------------------------------------


def test_files_beyond_max_streams_are_counted_and_make_a_healthy_job_incomplete(tmp_path, catalog):
    from firstfault.pipeline import scan_paths

    job = tmp_path / "job-7"
    job.mkdir()
    for i in range(10):
        (job / f"rank{i}.log").write_text(f"2026-11-29 03:00:0{i},000 rank {i} step 1 ok\n")
    r = scan_paths([str(job)], catalog=catalog, max_streams=4)
    assert [s.name.rsplit("/", 1)[-1] for s in r.raw.streams] == [f"rank{i}.log" for i in range(4)]
    (p,) = [p for p in r.problems if p.kind == "too_many_streams"]
    assert (p.job_id, p.message) == ("job-7", "6 file(s) beyond --max-streams (4) were not scanned")
    (d,) = r.diagnoses
    assert (d.status, d.rule) == ("unknown", "incomplete_input")


def test_max_streams_still_diagnoses_a_failure_read_before_the_limit(tmp_path, catalog):
    from firstfault.pipeline import scan_paths

    clean = scan_paths([str(cases_dir() / SEED01 / "logs")], catalog=catalog).diagnoses[0]
    extra = tmp_path / "zz-later"
    extra.mkdir()
    for i in range(5):
        (extra / f"x{i}.log").write_text("nothing\n")
    r = scan_paths([str(cases_dir() / SEED01 / "logs"), str(extra)], catalog=catalog, max_streams=len(os.listdir(cases_dir() / SEED01 / "logs")))
    by_job = {d.job_id: d for d in r.diagnoses}
    d = by_job[clean.job_id]
    assert (d.category, d.initiator_rank) == (clean.category, clean.initiator_rank)
    # The job none of whose files were read is listed as unknown, not left out.
    later = by_job["zz-later"]
    assert (later.status, later.rule, later.streams) == ("unknown", "incomplete_input", 0)
    (p,) = [p for p in r.problems if p.kind == "too_many_streams"]
    assert p.job_id == "zz-later" and p.message.startswith("5 file(s)")


# -- open files -------------------------------------------------------------------------


def test_worker_threads_never_exceed_the_open_file_limit():
    from firstfault.limits import default_max_open_files, worker_threads

    assert worker_threads(64, 4) == 4
    assert worker_threads(2, 1000) == 2
    assert worker_threads(0, 1) == 1
    assert worker_threads(0, 10_000) == (os.cpu_count() or 1)
    import resource

    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY:
        assert default_max_open_files() == max(1, soft - 64)


def test_a_scan_of_many_files_runs_under_a_tight_open_file_limit(tmp_path):
    """With 8 descriptors, 8 workers opening 4 MiB logs at once run out (EMFILE) unless
    --max-open-files (default: the limit less a reserve) caps them."""
    logs = tmp_path / "job-fd" / "logs"
    logs.mkdir(parents=True)
    line = b"[rank0]: 2026-11-29 03:00:00,000 step 1 ok | loss 2.0 | padding padding padding\n"
    body = line * ((4 << 20) // len(line))
    for i in range(16):
        (logs / f"rank{i}.log").write_bytes(body.replace(b"[rank0]", f"[rank{i}]".encode()))
    with open(logs / "rank7.log", "ab") as f:
        f.write(b"[rank7]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")

    def scan(*extra):
        code = textwrap.dedent(
            f"""
            import resource, sys
            resource.setrlimit(resource.RLIMIT_NOFILE, (8, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
            from firstfault.cli import main
            sys.exit(main(["scan", "--quiet", "--format", "json", "--threads", "64", *{list(extra)!r}, "{logs}"]))
            """
        )
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
        return out.returncode, json.loads(out.stdout)

    rc, doc = scan()
    (d,) = doc["diagnoses"]
    assert (rc, d["category"], d["initiator_rank"], doc["streams"], doc["problems"]) == (1, "cuda_oom", 7, 16, [])
    # Without the cap, the same scan loses files to "Too many open files".
    rc, doc = scan("--max-open-files", "100")
    lost = [p for p in doc["problems"] if p["kind"] == "io_error"]
    assert lost and "Too many open files" in lost[0]["message"] and doc["streams"] + len(lost) == 16


# -- command line -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "flag,value",
    [
        ("--max-matches-per-job", "0"),
        ("--max-streams", "0"),
        ("--max-open-files", "0"),
        ("--max-context-line-bytes", "8"),
        ("--max-match-line-bytes", "63"),
    ],
)
def test_limits_out_of_range_are_usage_errors(flag, value, tmp_path):
    (tmp_path / "a.log").write_text("x\n")
    out = subprocess.run(
        [sys.executable, "-m", "firstfault", "scan", flag, value, str(tmp_path)], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 2 and flag in out.stderr


def test_max_context_line_bytes_cuts_context_lines_not_the_matched_line(tmp_path, catalog):
    from firstfault.pipeline import scan_paths
    from firstfault.catalog import CompileOptions

    f = tmp_path / "rank0.log"
    oom = "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB " + "y" * 200
    f.write_text("c" * 500 + "\n" + oom + "\n")
    r = scan_paths([str(f)], catalog=catalog, compile_options=CompileOptions(max_context_line_bytes=100))
    row = r.raw.matches["signature_id"].index("cuda.oom")
    assert r.raw.matches["line"][row] == oom
    (before,) = r.raw.matches["before"][row]
    # Cut at 100 bytes; the word the cut falls in is hidden (with secret masking on, as
    # by default: it could be part of a secret); here the line is one word.
    assert before == "****"


def test_max_match_line_bytes_cuts_the_kept_line_not_what_is_matched(tmp_path, catalog):
    """Many literals on a few long lines: every match used to keep its own copy of
    the whole line (up to ``--max-line-bytes``); the kept copy is now cut, the line is
    still matched whole."""
    from firstfault.catalog import CompileOptions
    from firstfault.pipeline import scan_paths

    f = tmp_path / "rank0.log"
    oom = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"
    long_line = "[rank0]: " + "z" * 300_000 + " " + oom
    f.write_text("warmup\n" + long_line + "\n" + "[rank0]: " + oom + "\n")
    r = scan_paths([str(f)], catalog=catalog, compile_options=CompileOptions(max_match_line_bytes=4096))
    m = r.raw.matches
    rows = [i for i, s in enumerate(m["signature_id"]) if s == "cuda.oom"]
    assert [m["line_no"][i] for i in rows] == [2, 3]
    first, second = rows
    assert m["line"][first] == "[rank0]: ****" and m["line_truncated"][first]
    assert dict(m["fields"][first]).get("requested") == "2.00 GiB"  # found past the cut
    assert m["line"][second] == "[rank0]: " + oom and not m["line_truncated"][second]
    assert r.diagnoses[0].initiator_rank == 0


def test_the_scan_reports_progress_and_still_masks(tmp_path, catalog):
    """``on_progress`` (the terminal's progress bar) with host masking on."""
    from firstfault.catalog import CompileOptions
    from firstfault.pipeline import scan_paths

    seen = []
    r = scan_paths(
        [str(cases_dir() / SEED01 / "logs")],
        catalog=catalog,
        on_progress=lambda done, total: seen.append((done, total)),
        compile_options=CompileOptions(mask_hosts=True),
    )
    assert seen and seen[-1][0] == r.bytes > 0
    assert r.diagnoses[0].initiator_rank == 1


# -- watch ------------------------------------------------------------------------------


def _records(keys, values, headers, start=0):
    from firstfault.sources.records import PartitionRecords

    return PartitionRecords("t", 0, list(range(start, start + len(values))), keys, values, headers)


def test_watch_keeps_a_jobs_initiator_when_a_flood_passes_its_match_limit(catalog):
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher, WatchOptions

    dec = RecordDecoder("text")
    flood = example(catalog, "nccl.init_complete").encode()
    oom = b"[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"
    values = [flood] * 300 + [oom] + [flood] * 300
    headers = [[("rank", b"0")]] * 300 + [[("rank", b"1")]] + [[("rank", b"2")]] * 300
    r = _records([b"job-f"] * len(values), values, headers)
    emitted = []
    for cap in (100_000, 50):
        w = Watcher(catalog, WatchOptions(max_matches_per_job=cap, settle_s=1))
        w.feed(r, dec.decode(r), now_s=0.0)
        (e,) = w.tick(5.0)
        assert (e.diagnosis.category, e.diagnosis.initiator_rank) == ("cuda_oom", 1)
        emitted.append((e.matches.num_rows, w.counters.matches_dropped))
    (total, none_dropped), (kept, dropped) = emitted
    assert total > 600 and none_dropped == 0
    assert (kept, dropped) == (50, total - 50)


def test_watch_evicts_least_recently_active_jobs_beyond_max_streams(catalog):
    from firstfault.sources.records import RecordDecoder
    from firstfault.watch import Watcher, WatchOptions

    w = Watcher(catalog, WatchOptions(max_streams=10))
    dec = RecordDecoder("text")
    for n, job in enumerate(("a", "b", "c")):
        keys = [job.encode()] * 4
        r = _records(keys, [b"step 1 ok"] * 4, [[("rank", str(i).encode())] for i in range(4)], start=4 * n)
        w.feed(r, dec.decode(r), now_s=float(n))
    # 12 streams > 10: job a (least recently active, healthy) went.
    assert list(w.jobs) == ["b", "c"] and w.stream_count == 8 and w.counters.jobs_evicted_capacity == 1
    # One job alone at the limit takes no new streams; their records are counted.
    r = _records([b"c"] * 12, [b"step 2 ok"] * 12, [[("rank", str(i).encode())] for i in range(12)], start=12)
    w.feed(r, dec.decode(r), now_s=5.0)
    assert list(w.jobs) == ["c"] and len(w.jobs["c"].streams) == 10 and w.stream_count == 10
    assert w.counters.streams_dropped_records == 2
