"""The report's small things that cost trust (issue 28): rank lists that scale, commands
that paste, a summary after many jobs, a warning when unrelated runs merge into one
job, catalog directories that add to the built-in one, `signatures test` saying when
nothing fired, a diagnosis id independent of how a path was typed, `failed_at`.
"""

from __future__ import annotations

import json
from pathlib import Path


from firstfault.model import compact_ranges, name_list
from test_generic_evidence import diagnose, write_job

WATCHDOG = (
    "[rank{r}]:[E1120 03:25:{s:02d}.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective "
    "operation timeout: WorkNCCL(SeqNum=1642, OpType=ALLREDUCE, NumelIn=8388608, NumelOut=8388608, "
    "Timeout(ms)=600000) ran for 600041 milliseconds before timing out."
)


def _step(r: int, s: int) -> str:
    return f"[rank{r}]:2026-11-20 03:15:{s:02d},000 INFO train: step {s} | loss 2.{50 - s}"


def test_rank_lists_are_cut_with_a_count():
    assert compact_ranges([0, 1, 2, 3, 5, 6, 7]) == "0-3,5-7"
    many = list(range(0, 20_000, 60))
    assert compact_ranges(many, 3) == f"0,60,120,… ({len(many)} ranks)"
    assert compact_ranges(many) == ",".join(map(str, many))  # tables keep the whole list
    assert name_list(["a", "b", "c"], 2) == "a, b, … (3 in all)"


def test_a_20000_rank_job_reports_in_under_200_lines(cli, tmp_path):
    # 20,000 ranks, one console per node of 100: every 60th rank stops after step 2 and
    # prints nothing more (334 silent ranks), the others time out in the all-reduce.
    world, per_node, silent = 20_000, 100, set(range(0, 20_000, 60))
    files = {}
    for n in range(world // per_node):
        ranks = range(n * per_node, (n + 1) * per_node)
        lines = [_step(r, s) for s in (1, 2) for r in ranks]
        lines += [_step(r, 3) for r in ranks if r not in silent]
        lines += [WATCHDOG.format(r=r, s=27) for r in ranks if r not in silent]
        files[f"node-{n:03d}.console.log"] = lines
    job = write_job(tmp_path / "job", files)
    r = cli("scan", str(job))
    out = r.out.splitlines()
    assert r.code == 1 and out[1].startswith("HUNG")
    assert len(out) < 200, len(out)
    assert max(len(line) for line in out) < 1000
    assert "ranks 0,60,120," in r.out and "(334 ranks)" in r.out
    assert "(19666 ranks)" in r.out  # the victims, in collateral


def test_verify_is_printed_whole_on_its_own_line(cli, tmp_path):
    # A CUDA OOM's verify command, printed at 80 columns in a terminal of that width,
    # must not be broken inside a flag or a word.
    from rich.console import Console

    from firstfault.report import render

    oom = (
        "[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 1 has a total "
        "capacity of 79.15 GiB of which 1.02 GiB is free."
    )
    job = write_job(tmp_path / "job", {f"rank{r}.log": [_step(r, 1)] + ([oom] if r == 1 else []) for r in range(2)})
    d, code = diagnose(cli, job)
    assert code == 1 and d["verify"]
    from firstfault.pipeline import scan_paths

    result = scan_paths([str(job)])
    console = Console(width=80, record=True, color_system=None, force_terminal=False)
    render(result.diagnoses, console)
    text = console.export_text()
    lines = text.splitlines()
    i = lines.index("verify:")
    assert lines[i + 1].strip() == " ".join(d["verify"].split())


def test_many_jobs_end_with_a_summary_table_failed_first(cli, tmp_path):
    oom = "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."
    write_job(tmp_path / "a-healthy", {"rank0.log": [_step(0, 1), _step(0, 2)]})
    write_job(tmp_path / "b-oom", {"rank0.log": [_step(0, 1), "2026-11-20 03:15:02,000 " + oom]})
    r = cli("scan", str(tmp_path), "--job-depth", "1")
    assert r.code == 1
    tail = r.out.splitlines()[-4:]
    assert tail[0].strip() == "2 jobs"
    assert tail[1].split() == ["job", "status", "category", "initiator", "failed", "at", "confidence"]
    assert tail[2].split()[:3] == ["b-oom", "failed", "cuda_oom"]
    assert tail[3].split() == ["a-healthy", "healthy"]


def test_runs_one_after_another_in_one_tree_warn_and_name_job_depth(cli, tmp_path):
    # Two runs of the same script, a day apart, below one directory: one job by
    # default (the directory given), which the warning says, naming --job-depth.
    for run, day in (("run-1", 20), ("run-2", 21)):
        files = {f"rank{r}.log": [f"2026-11-{day} 03:15:0{s},000 INFO train: step {s}/100" for s in (1, 2)] for r in range(2)}
        write_job(tmp_path / "runs" / run, files)
    r = cli("scan", str(tmp_path / "runs"), "--format", "json")
    warn = [p for p in json.loads(r.out)["problems"] if p["kind"] == "several_jobs"]
    assert len(warn) == 1 and "--job-depth 1" in warn[0]["message"] and "run-1, run-2" in warn[0]["message"]
    # One run's ranks on two nodes, logging at the same time: no warning.
    for node in ("node-a", "node-b"):
        write_job(tmp_path / "one" / node, {f"rank{r}.log": [f"2026-11-20 03:15:0{s},000 INFO train: step {s}/100" for s in (1, 2)] for r in range(2)})
    r = cli("scan", str(tmp_path / "one"), "--format", "json")
    assert not [p for p in json.loads(r.out)["problems"] if p["kind"] == "several_jobs"]


CUSTOM = """\
- id: custom.checksum_mismatch
  title: Shard checksum mismatch
  category: data_pipeline
  role: initiator
  severity: high
  patterns: ["checksum mismatch in shard "]
  mechanism: Our loader verifies each shard's checksum and aborts the rank on a mismatch.
  fix: Re-copy the shard from the source bucket.
  verify: sha256sum /data/shards/*.bin
  references: ["our loader, loader.py"]
  examples:
    - line: "ERROR worker 3: checksum mismatch in shard 17, aborting"
  counter_examples: ["checksum ok in shard 17"]
"""


def test_signatures_dir_adds_to_the_builtin_catalog(cli, tmp_path):
    sigs = tmp_path / "sigs"
    sigs.mkdir()
    (sigs / "custom.yaml").write_text(CUSTOM)
    oom = "[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."
    job = write_job(tmp_path / "job", {f"rank{r}.log": [_step(r, 1)] + ([oom] if r == 1 else []) for r in range(2)})
    d, code = diagnose(cli, job, "--signatures", str(sigs))
    assert (code, d["category"], d["initiator_rank"]) == (1, "cuda_oom", 1)
    # Without the built-in catalog, only the custom entry is known: the OOM is not.
    d, _ = diagnose(cli, job, "--signatures", str(sigs), "--no-builtin-signatures")
    assert d["category"] != "cuda_oom"
    r = cli("scan", str(job), "--no-builtin-signatures")
    assert r.code == 2 and "--signatures DIR" in r.err
    r = cli("signatures", "list", "--signatures", str(sigs))
    assert "custom.checksum_mismatch" in r.out and "cuda.oom" in r.out


def test_signatures_test_says_when_nothing_fired(cli, tmp_path):
    f = tmp_path / "quiet.log"
    f.write_text("hello\nworld\n")
    r = cli("signatures", "test", str(f))
    assert r.code == 0 and r.out == ""
    assert "no signature fired on 2 line(s)" in r.err


def test_diagnosis_id_does_not_depend_on_how_the_path_was_typed(cli, tmp_path, monkeypatch):
    oom = "[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."
    job = write_job(tmp_path / "job-7", {f"rank{r}.log": [_step(r, 1)] + ([oom] if r == 1 else []) for r in range(2)})
    ids = set()
    d, _ = diagnose(cli, job)
    ids.add(d["diagnosis_id"])
    monkeypatch.chdir(tmp_path)
    d, _ = diagnose(cli, Path("job-7"))
    ids.add(d["diagnosis_id"])
    d, _ = diagnose(cli, Path("./job-7/"))
    ids.add(d["diagnosis_id"])
    assert len(ids) == 1


def test_failed_at_is_the_deciding_lines_time(cli, tmp_path):
    oom = "[rank1]:2026-11-20 03:15:09,250 ERROR torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."
    job = write_job(tmp_path / "job", {f"rank{r}.log": [_step(r, 1)] + ([oom] if r == 1 else []) for r in range(2)})
    d, _ = diagnose(cli, job, "--output", str(tmp_path / "out.parquet"))
    assert d["failed_at"].startswith("2026-11-20T03:15:09.25")
    import pyarrow.parquet as pq

    t = pq.read_table(tmp_path / "out.diagnoses.parquet")
    assert t.column("failed_at").to_pylist()[0].isoformat().startswith("2026-11-20T03:15:09.25")
    healthy = write_job(tmp_path / "ok", {"rank0.log": [_step(0, 1)]})
    d, _ = diagnose(cli, healthy)
    assert d["status"] == "healthy" and d["failed_at"] is None


def test_fields_fill_the_fix_and_verify_text(cli, tmp_path):
    # srun names the node and the task; the job id comes from slurmstepd's cancel line.
    job = write_job(
        tmp_path / "job",
        {
            "slurm-4242.out": [
                "srun: error: host-a: task 0: Out Of Memory",
                "slurmstepd: error: *** JOB 4242 ON host-a CANCELLED AT 2021-05-27T21:52:36 ***",
            ]
        },
    )
    d, code = diagnose(cli, job)
    assert (code, d["category"], d["initiator_node"], d["initiator_rank"]) == (1, "host_oom", "host-a", 0)
    assert d["verify"].startswith("sacct -j 4242 --format=") and "<slurm_id>" not in d["verify"]
    # No value in the logs: the placeholder stays for the engineer to fill.
    alone = write_job(tmp_path / "alone", {"slurm.out": ["srun: error: host-b: task 3: Out Of Memory"]})
    d, _ = diagnose(cli, alone)
    assert d["initiator_node"] == "host-b" and "sacct -j <slurm_id>" in d["verify"]
    assert (d["evidence"][0]["ts"], d["evidence"][0]["ts_inherited"]) == (None, None)  # no time at all


def test_a_time_printed_in_the_line_beats_an_inherited_one(cli, tmp_path):
    # slurmstepd prints the cancel time inside the message (src/slurmd/slurmstepd/req.c);
    # the line itself carries no prefix, so it would inherit 21:42:48 from the line above.
    job = write_job(
        tmp_path / "job",
        {
            "slurm-77.out": [
                "2021-05-27 21:42:48,000 INFO train: step 10/100 | loss 2.1",
                "slurmstepd: error: *** JOB 77 ON host-a CANCELLED AT 2021-05-27T21:52:36 DUE TO TIME LIMIT ***",
            ]
        },
    )
    d, _ = diagnose(cli, job, "--output", str(tmp_path / "out.parquet"))
    assert d["failed_at"] == "2021-05-27T21:52:36.000000+00:00"
    import pyarrow.parquet as pq

    (m,) = [r for r in pq.read_table(tmp_path / "out.matches.parquet").to_pylist() if "CANCELLED" in r["line"]]
    assert m["ts"].isoformat() == "2021-05-27T21:52:36+00:00" and m["ts_inherited"] is False


def test_a_time_says_whether_it_was_read_on_the_line(cli, tmp_path):
    # The OOM line has no time of its own: it carries the step line's, and says so.
    job = write_job(
        tmp_path / "job",
        {
            "rank0.log": [_step(0, 1), _step(0, 2)],
            "rank1.log": [_step(1, 1), "[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."],
        },
    )
    d, _ = diagnose(cli, job)
    e = d["evidence"][0]
    assert (e["rank"], e["ts"], e["ts_inherited"], e["ts_line_offset"]) == (1, "2026-11-20T03:15:01.000000+00:00", True, -1)
    text = cli("scan", str(job), "--quiet").out
    assert "03:15:01.000000+00:00 (not on this line: the time of the line 1 above)" in text
    assert "times in UTC (a time written without a zone is read as UTC, --tz to change)" in text
    own = write_job(tmp_path / "own", {"rank1.log": [_step(1, 1), "[rank1]:2026-11-20 03:15:09,250 ERROR torch.OutOfMemoryError: CUDA out of memory."]})
    d, _ = diagnose(cli, own)
    assert (d["evidence"][0]["ts"], d["evidence"][0]["ts_inherited"], d["evidence"][0]["ts_line_offset"]) == ("2026-11-20T03:15:09.250000+00:00", False, 0)
    # Three lines without a time under the timed one: the time came from 3 lines above;
    # the first line of a stream, with no time before it, has none.
    far = write_job(tmp_path / "far", {"rank1.log": [_step(1, 1), "[rank1]: loading", "[rank1]: still loading", "[rank1]: torch.OutOfMemoryError: CUDA out of memory."]})
    d, _ = diagnose(cli, far)
    assert (d["evidence"][0]["ts_inherited"], d["evidence"][0]["ts_line_offset"]) == (True, -3)
    first = write_job(tmp_path / "first", {"rank1.log": ["[rank1]: torch.OutOfMemoryError: CUDA out of memory.", _step(1, 1)]})
    d, _ = diagnose(cli, first)
    assert (d["evidence"][0]["ts"], d["evidence"][0]["ts_inherited"], d["evidence"][0]["ts_line_offset"]) == (None, None, None)


def test_tz_sets_the_zone_of_zone_less_times(cli, tmp_path):
    # Python logging prints local time without a zone; the kubelet's line carries Z.
    job = write_job(
        tmp_path / "job",
        {
            "rank0.log": ["2026-07-15 10:00:01,000 INFO train: step 1/100 | loss 2.5"],
            "rank1.log": [
                "2026-07-15 10:00:01,000 INFO train: step 1/100 | loss 2.5",
                "2026-07-15 10:00:05,000 ERROR torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.",
            ],
        },
    )
    r = cli("scan", str(job), "--format", "json", "-q", "--tz", "Europe/Berlin")
    doc = json.loads(r.out)
    (d,) = doc["diagnoses"]
    assert (doc["tz"], d["initiator_rank"], d["failed_at"]) == ("Europe/Berlin", 1, "2026-07-15T08:00:05.000000+00:00")
    d, _ = diagnose(cli, job, "--tz", "+05:30")
    assert d["failed_at"] == "2026-07-15T04:30:05.000000+00:00"
    d, _ = diagnose(cli, job, "--tz", "-05:00")  # west of Greenwich, written as a shell user would
    assert d["failed_at"] == "2026-07-15T15:00:05.000000+00:00"
    d, _ = diagnose(cli, job)
    assert d["failed_at"] == "2026-07-15T10:00:05.000000+00:00"
    text = cli("scan", str(job), "-q", "--tz", "Europe/Berlin").out
    assert "a time written without a zone is read as Europe/Berlin)" in text
    zoned = write_job(tmp_path / "zoned", {"rank1.log": ["2026-07-15T10:00:05Z ERROR torch.OutOfMemoryError: CUDA out of memory."]})
    d, _ = diagnose(cli, zoned, "--tz", "Europe/Berlin")
    assert d["failed_at"] == "2026-07-15T10:00:05.000000+00:00"
    bad = cli("scan", str(job), "--tz", "Mars/Olympus")
    assert bad.code == 2 and "--tz \"Mars/Olympus\": not a time zone" in bad.err
    bad = cli("scan", str(job), "--tz", "+18:30")
    assert bad.code == 2 and "at most 18 hours" in bad.err


PLUGIN_INFO = (
    "host-a:{pid}:{pid} [{r}] NCCL INFO NET/Plugin: Plugin load (libnccl-net.so) returned 2 : "
    "libnccl-net.so: cannot open shared object file: No such file or directory"
)
TORCHVISION = (
    "/opt/venv/lib/python3.10/site-packages/torchvision/io/image.py:13: UserWarning: Failed to load image "
    "Python extension: 'libc10_cuda.so: cannot open shared object file: No such file or directory'"
)


def test_benign_lines_do_not_decide(cli, tmp_path):
    # NCCL falls back to its internal transport when no net plugin is installed, and
    # torchvision only warns that its image extension is missing: a healthy run.
    healthy = write_job(
        tmp_path / "ok",
        {f"rank{r}.log": [PLUGIN_INFO.format(pid=100 + r, r=r), TORCHVISION] + [_step(r, s) for s in range(1, 30)] for r in range(2)},
    )
    d, code = diagnose(cli, healthy)
    assert (d["status"], code) == ("healthy", 0)
    # The same job running out of GPU memory on rank 1 (OOM lines without a rank prefix,
    # in rank 1's file) is a CUDA OOM, whatever NCCL said at start-up.
    oom = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.10 GiB"
    failed = write_job(
        tmp_path / "oom",
        {
            f"rank{r}.log": [PLUGIN_INFO.format(pid=100 + r, r=r), TORCHVISION, _step(r, 1)] + ([oom] * 36 if r == 1 else [WATCHDOG.format(r=r, s=30)])
            for r in range(2)
        },
    )
    d, _ = diagnose(cli, failed)
    assert (d["status"], d["category"], d["initiator_rank"]) == ("failed", "cuda_oom", 1), d["reason"]


def test_a_higher_score_never_states_a_lower_confidence():
    from firstfault.correlate.calibration import calibrated, isotonic

    # 150 of 156 right at 0.9, then 15 of 15 at 0.95: smoothed alone, the small top block
    # (16/17 = 0.94) would state less than the large one under it (151/158 = 0.956).
    blocks = isotonic([(0.9, i >= 6) for i in range(156)] + [(0.95, True)] * 15)
    accuracies = [b["accuracy"] for b in blocks]
    assert accuracies == sorted(accuracies) and accuracies[-1] == round(16 / 17, 4)
    shipped = [calibrated(s / 1000) for s in range(0, 1001)]
    assert shipped == sorted(shipped)


def test_placeholders_take_only_safe_values_from_the_deciding_line(cli, tmp_path):
    def verify(line: str) -> str:
        d, _ = diagnose(cli, write_job(tmp_path / str(abs(hash(line))), {"rank0.log": [_step(0, 1), f"[rank0]: FileNotFoundError: [Errno 2] No such file or directory: {line}"]}))
        return d["verify"]

    assert verify("'/data/shard-00017.npz'").startswith("ls -l /data/shard-00017.npz on every node")
    for unsafe in ("'/data/*(x)!!\\\\'", "-rf", "'$(id)'", "'/data/a b'"):
        assert verify(unsafe).startswith("ls -l <path> on every node"), unsafe
    # A pid is a process's, not the job's: the launcher's SIGTERM an hour earlier does not
    # fill the hang's `py-spy dump --pid <pid>`.
    stuck = write_job(
        tmp_path / "hang",
        {
            f"rank{r}.log": [_step(r, 1)]
            + ([f"[W1120 02:15:00.000000000 api.py:704] Sending process 31337 closing signal SIGTERM"] if r == 0 else [])
            + [WATCHDOG.format(r=r, s=r)]
            for r in range(2)
        },
    )
    d, _ = diagnose(cli, stuck)
    assert "31337" not in d["fix"] + d["verify"]


def test_the_same_error_hours_apart_is_not_job_wide(cli, tmp_path):
    files = {
        "rank0.log": ["2026-12-01 10:00:01,000 INFO train: step 1", "2026-12-01 10:00:05,000 ERROR something broke badly"],
        "rank1.log": ["2026-12-01 10:00:01,000 INFO train: step 1", "2026-12-01 13:00:05,000 ERROR something broke badly"],
    }
    d, _ = diagnose(cli, write_job(tmp_path / "apart", files))
    assert (d["status"], d["initiator_rank"], d["scope"]) == ("failed", 0, "rank"), d["reason"]
    files["rank1.log"][1] = "2026-12-01 10:00:06,000 ERROR something broke badly"
    d, _ = diagnose(cli, write_job(tmp_path / "together", files))
    assert (d["initiator_rank"], d["scope"]) == (None, "job") and "within 60 s" in d["reason"], d["reason"]
    # Without a time on one of them, nothing says how far apart they were.
    files["rank1.log"] = ["INFO train: step 1", "ERROR something broke badly"]
    d, _ = diagnose(cli, write_job(tmp_path / "untimed", files))
    assert "within 60 s" not in d["reason"], d["reason"]


def test_a_long_glued_line_is_shown_from_the_glued_part(cli, tmp_path):
    """A tqdm bar redrawn many times without a newline, then rank 1's crash glued onto it:
    the evidence line shows the crash, not the first screenfuls of the bar."""
    bar = "".join(f"[default0]:train: {p:3d}%|###   | {p}/100 [00:0{p % 10}<00:09, 3.37it/s, loss=2.2306]\r" for p in range(40))
    lines = [f"[default{r}]:2026-12-03 10:00:01,000 INFO [vm rank {r}/2] train: worker starting" for r in (0, 1)]
    lines += [bar + "[default1]:Fatal Python error: Segmentation fault", "[default1]:"]
    lines.append(
        "E1203 10:00:41.305000 7221 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: -11) "
        "local_rank: 1 (pid: 7637) of binary: /opt/venv/bin/python3"
    )
    job = write_job(tmp_path / "job", {"job.out": lines})
    r = cli("scan", str(job))
    shown = next(ln for ln in r.out.splitlines() if "▶" in ln)
    assert "…[default1]:Fatal Python error: Segmentation fault" in shown, r.out


def test_a_report_saved_beside_the_logs_is_not_read_as_a_log(cli, tmp_path):
    """`firstfault scan other --format json > job/report.json` (or the text report) in a
    job's directory quotes another job's lines; read as a log it made rank 8's error this
    job's. It is set aside (problem kind own_report) and the verdict is the logs' own."""
    oom = "[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."
    other = write_job(tmp_path / "other", {"rank8.log": ["[rank8]: RuntimeError: CUDA error: an illegal memory access was encountered"]})
    job = write_job(tmp_path / "job", {"rank0.log": [_step(0, 1)], "rank1.log": [_step(1, 1), "2026-11-20 03:15:02,000 " + oom]})
    clean, _ = diagnose(cli, job)
    (job / "report.json").write_text(cli("scan", str(other), "--format", "json").out)
    (job / "report.txt").write_text(cli("scan", str(other)).out)
    r = cli("scan", str(job), "--format", "json")
    doc = json.loads(r.out)
    d = doc["diagnoses"][0]
    assert (d["category"], d["initiator_rank"], d["confidence"]) == (clean["category"], 1, clean["confidence"]), d["reason"]
    assert sorted(p["kind"] for p in doc["problems"]) == ["own_report", "own_report"]


def test_a_saved_report_is_told_in_any_layout_and_a_log_after_one_is_read(cli, tmp_path):
    """The saved report is told from a log however it was re-saved: `jq -S -c` (sorted,
    compact), a UTF-8 byte-order mark, a job id with a space. A text report pasted above
    a log hides only its own lines: the log's error after it is read, at its own line."""
    other = write_job(tmp_path / "other run", {"rank8.log": ["[rank8]: RuntimeError: CUDA error: an illegal memory access was encountered"]})
    report = json.loads(cli("scan", str(other), "--format", "json").out)
    text = cli("scan", str(other)).out
    assert text.startswith("job other run ─")
    job = write_job(tmp_path / "job", {"rank0.log": [_step(0, 1)], "rank1.log": [_step(1, 1)]})
    (job / "sorted.json").write_text("\ufeff" + json.dumps(report, sort_keys=True, separators=(",", ":")), encoding="utf-8")
    (job / "report.txt").write_text(text)
    oom = "2026-11-20 03:15:02,000 [rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."
    (job / "rank1.log").write_text(text + _step(1, 1) + "\n" + oom + "\n")
    doc = json.loads(cli("scan", str(job), "--format", "json").out)
    d = doc["diagnoses"][0]
    assert (d["category"], d["initiator_rank"]) == ("cuda_oom", 1), d["reason"]
    ev = d["evidence"][0]
    assert (ev["stream"].endswith("rank1.log"), ev["line_no"]) == (True, len(text.splitlines()) + 2)
    kinds = {p["path"].rsplit("/", 1)[-1]: (p["kind"], p["offset"]) for p in doc["problems"]}
    assert kinds == {"sorted.json": ("own_report", None), "report.txt": ("own_report", None), "rank1.log": ("own_report", len(text.encode()))}


def test_evidence_quoted_from_a_text_report_is_not_read_as_the_logs_own(cli, tmp_path):
    """A report's evidence block pasted into a job's notes (its gutters, report.py): the
    quoted CUDA OOM is another job's, so the verdict is this job's own, with a warning."""
    job = tmp_path / "job"
    job.mkdir()
    (job / "slurm.out").write_text("srun: error: node-b: task 3: Exited with exit code 1\n")
    (job / "notes.log").write_text(
        "evidence\n"
        "  rank2.log:12  rank 2 · 2025-06-01T10:13:52.000000+00:00\n"
        "    │ [rank2]:   File \"train.py\", line 88, in <module>\n"
        "    ▶ [rank2]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 20.00 GiB. GPU 2 has a total capacity of 79.10 GiB\n"
    )
    r = cli("scan", str(job), "--format", "json")
    (d,) = json.loads(r.out)["diagnoses"]
    assert (d["category"], d["initiator_rank"], d["initiator_node"]) == ("unknown", 3, "node-b"), d
    assert "notes.log: 1 matched line(s) quoted from firstfault's text report" in r.err, r.err
