"""Generic failure evidence (issue 25): error lines in any common format, exit reports,
non-finite metrics; terminal versus transient; completion; honest `unknown` verdicts.

Each multi-rank job puts one generic failure on one rank and real victim lines (gloo's
"Connection closed by peer", as PyTorch 2.x prints it on CPU jobs) on the others, a few
seconds later: the earliest terminal rank must be named, with exit status 1.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

#: A victim's last words in a DDP job whose peer died (gloo, PyTorch 2.13 on CPU).
GLOO_CLOSED = (
    "[rank{r}]: RuntimeError: [/__w/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:553] "
    "Connection closed by peer [127.0.0.1]:29597. This is typically caused by a remote worker crashing. "
    "Check the logs of the remote worker before reporting an error."
)


def _step(r: int, n: int, t: str) -> str:
    return f"[rank{r}]:2026-12-01 10:00:{t},000 INFO trainer: step {n}/100 | loss 2.{30 - n} | lr 1.0e-04"


def _open_step(r: int, n: int, t: str) -> str:
    """A step line that does not print the planned total."""
    return f"[rank{r}]:2026-12-01 10:00:{t},000 INFO trainer: step {n} | loss 2.{30 - n} | lr 1.0e-04"


def write_job(root: Path, files: dict[str, list[str]]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, lines in files.items():
        (root / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def diagnose(cli, job: Path, *extra: str) -> tuple[dict, int]:
    r = cli("scan", str(job), "--format", "json", "-q", *extra)
    doc = json.loads(r.out)
    assert len(doc["diagnoses"]) == 1, doc["diagnoses"]
    return doc["diagnoses"][0], r.code


def multi_rank(tmp_path: Path, culprit: int, failure: list[str], world: int = 4) -> Path:
    """``world`` ranks, one file each: steps 1-2 everywhere, then ``failure`` on
    ``culprit`` at 10:00:05 and the gloo victim error on every other rank at 10:00:09."""
    files = {}
    for r in range(world):
        lines = [_step(r, 1, "01"), _step(r, 2, "03")]
        if r == culprit:
            lines += failure
        else:
            lines += [f"[rank{r}]:2026-12-01 10:00:09,000 INFO trainer: waiting in all_reduce", GLOO_CLOSED.format(r=r)]
        files[f"rank{r}.log"] = lines
    return write_job(tmp_path / "job", files)


# --------------------------------------------------------------------- the jobs


def test_error_and_fatal_lines_alone_are_a_failure(cli, tmp_path):
    job = write_job(
        tmp_path / "a",
        {"job.log": ["2026-12-01 10:00:01 ERROR worker 3: checksum mismatch in shard 17, aborting", "2026-12-01 10:00:02 FATAL: unrecoverable state, exiting with code 3"]},
    )
    d, code = diagnose(cli, job)
    assert (d["status"], d["category"], code) == ("failed", "unknown", 1)
    assert d["signature_id"] == "generic.log_error_level"
    assert d["evidence"][0]["line"].startswith("2026-12-01 10:00:01 ERROR worker 3")
    # A generic line says who stopped first, not why: weak evidence, and a stated
    # confidence below the band where most verdicts are right.
    assert d["score"] <= 0.5 and d["confidence"] < 0.8


def test_a_glog_check_failure_is_a_crash(cli, tmp_path):
    job = write_job(tmp_path / "b", {"job.log": ["E1201 10:00:05.123 12345 foo.cc:42] Check failed: x == y (3 vs. 4)", "*** Check failure stack trace: ***"]})
    d, code = diagnose(cli, job)
    assert (d["status"], d["category"], code) == ("failed", "crash", 1)


def test_a_loss_that_turns_nan_is_nan_inf(cli, tmp_path):
    job = write_job(tmp_path / "c", {"job.log": ["step 1 | loss = 2.0", "step 2 | loss = nan", "step 3 | loss = nan"]})
    d, code = diagnose(cli, job)
    assert (d["status"], d["category"], code) == ("failed", "nan_inf", 1)
    assert d["evidence"][0]["line_no"] == 2  # the first non-finite value, not the last


def test_terminate_called_in_rank5_log_names_rank_5(cli, tmp_path):
    job = write_job(
        tmp_path / "d",
        {"rank5.log": ["step 7 loss 2.1", "terminate called after throwing an instance of 'std::runtime_error'", "  what():  unexpected end of stream", "Aborted (core dumped)"]},
    )
    d, code = diagnose(cli, job)
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "crash", 5, 1)


def test_a_slurm_exit_report_alone_names_its_node(cli, tmp_path):
    job = write_job(tmp_path / "e", {"slurm-4242.out": ["srun: error: host-b: task 3: Exited with exit code 1"]})
    d, code = diagnose(cli, job)
    assert (d["status"], d["category"], d["initiator_node"], code) == ("failed", "unknown", "host-b", 1)


# ----------------------------------------------- every kind, on a multi-rank job with victims


KINDS = {
    "python logging": (["[rank2]:2026-12-01 10:00:05,000 ERROR trainer: shard 17 failed its checksum, aborting"], "unknown"),
    "loguru": (["[rank2]:2026-12-01 10:00:05.123 | CRITICAL | train:main:88 - out of retries fetching shard 17"], "unknown"),
    "json record": (['[rank2]:{"ts": "2026-12-01T10:00:05.000Z", "level": "error", "rank": 2, "event": "shard checksum mismatch"}'], "unknown"),
    "logfmt record": (['[rank2]:time=2026-12-01T10:00:05Z level=error msg="lost the parameter server"'], "unknown"),
    "c10 E line": (["[rank2]:[E1201 10:00:05.123456789 reducer.cpp:1234] bucket view does not alias its gradient"], "unknown"),
    "glog check": (["[rank2]:F1201 10:00:05.123456 4242 pjrt_client.cc:1208] Check failed: device_ordinal < devices.size() (8 vs. 8)"], "crash"),
    "rust panic": (["[rank2]:thread '<unnamed>' panicked at src/tokenizer/mod.rs:1042:26:", "[rank2]:called `Option::unwrap()` on a `None` value"], "crash"),
    "c++ terminate": (["[rank2]:terminate called after throwing an instance of 'std::out_of_range'", "[rank2]:  what():  vector::_M_range_check"], "crash"),
    "segfault": (["/var/spool/slurmd/job77/slurm_script: line 9: 40211 Segmentation fault      (core dumped) python train.py"], "crash"),
    "killed": (["/var/spool/slurmd/job77/slurm_script: line 9: 40211 Killed                  python train.py"], "host_oom"),
    "java": (['[rank2]:Exception in thread "main" java.lang.IllegalStateException: shuffle service lost'], "unknown"),
    "python traceback": (
        [
            "[rank2]: Traceback (most recent call last):",
            '[rank2]:   File "/work/train.py", line 88, in <module>',
            "[rank2]:     batch = next(it)",
            "[rank2]: pyarrow.lib.ArrowInvalid: Column 2 named input_ids expected length 1000 but got length 999",
        ],
        "user_code",
    ),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_earliest_terminal_rank_is_the_initiator(cli, tmp_path, kind):
    lines, category = KINDS[kind]
    # The failure is at 10:00:05 (its own time, or the last before it in the file).
    failure = ["[rank2]:2026-12-01 10:00:05,000 INFO trainer: step 3 begins"] + lines
    d, code = diagnose(cli, multi_rank(tmp_path, 2, failure))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", category, 2, 1), d["reason"]


@pytest.mark.parametrize("code,category", [("-9", "host_oom"), ("-11", "crash"), ("-7", "shm")])
def test_a_quiet_rank_that_a_launcher_reports_ended_by_a_signal_is_the_initiator(cli, tmp_path, code, category):
    """torchrun's failure summary (torch/distributed/elastic/multiprocessing/errors/error_handler.py
    format) names rank 3, which printed nothing: -N is signal N."""
    summary = [
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
        "============================================================",
        "train.py FAILED",
        "------------------------------------------------------------",
        "Root Cause (first observed failure):",
        "[0]:",
        "  time      : 2026-12-01_10:00:06",
        "  host      : host-a",
        "  rank      : 3 (local_rank: 3)",
        f"  exitcode  : {code} (pid: 4242)",
        "  error_file: <N/A>",
        "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html",
        "============================================================",
    ]
    files = {f"rank{r}.log": [_step(r, 1, "01"), _step(r, 2, "03")] + ([GLOO_CLOSED.format(r=r)] if r != 3 else []) for r in range(4)}
    files["console.log"] = summary
    d, rc = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], rc) == ("failed", category, 3, 1), d["reason"]



@pytest.mark.parametrize(
    "report",
    [
        # Lightning's subprocess launcher (fabric/strategies/launchers/subprocess_script.py,
        # _ChildProcessObserver: the prefix is the child's local rank).
        "[rank: 2] Child process with PID 4242 terminated with code 1. Forcefully terminating all other processes to avoid zombies 🧟",
        # srun (src/plugins/launch/slurm/launch_slurm.c).
        "srun: error: host-a: task 2: Exited with exit code 1",
    ],
)
def test_an_unprefixed_exception_belongs_to_the_one_rank_a_launcher_reports_failed(cli, tmp_path, report):
    console = [
        "Epoch 7:  41%|####1     | 82/200 [00:31<00:45,  2.61it/s, loss=0.412]",
        "Traceback (most recent call last):",
        '  File "/opt/venv/lib/python3.11/site-packages/torch/utils/data/dataloader.py", line 1289, in _get_data',
        "    raise RuntimeError('Pin memory thread exited unexpectedly')",
        "RuntimeError: Pin memory thread exited unexpectedly",
        report,
    ]
    d, rc = diagnose(cli, write_job(tmp_path / "job", {"console.log": console}))
    assert (d["status"], d["category"], d["initiator_rank"], rc) == ("failed", "data_pipeline", 2, 1), d["reason"]
    # Two failed processes: the line stays unplaced.
    d, _ = diagnose(cli, write_job(tmp_path / "two", {"console.log": console + [report.replace("2", "3", 1)]}))
    assert (d["category"], d["initiator_rank"]) == ("data_pipeline", None), d["reason"]


def test_a_traceback_behind_pdsh_host_labels_is_read_and_both_nodes_make_it_job_wide(cli, tmp_path):
    """DeepSpeed's multi-node runner relays each node's lines through pdsh as
    `<host>: <line>` (the scanner's host-label prefix): the traceback parser strips the
    same prefixes, and the same error on every node is job-wide."""
    tb = [
        "Traceback (most recent call last):",
        '  File "/workspace/train.py", line 148, in main',
        "    model_engine, optimizer, _, _ = deepspeed.initialize(",
        '  File "/opt/conda/lib/python3.10/site-packages/deepspeed/runtime/engine.py", line 1497, in _configure_zero_optimizer',
        "    optimizer = DeepSpeedZeroOptimizer(",
        '  File "/opt/conda/lib/python3.10/site-packages/deepspeed/runtime/zero/stage_1_and_2.py", line 232, in __init__',
        '    assert self.postscale_gradients, "pre-scale gradients is not yet supported with reduce scatter enabled"',
        "AssertionError: pre-scale gradients is not yet supported with reduce scatter enabled",
    ]
    console = ["worker-0: [2026-01-01 09:00:02,456] [INFO] [launch.py:163:main] dist_world_size=4"]
    console += [f"{host}: {ln}" for host in ("worker-0", "worker-1") for ln in tb]
    d, rc = diagnose(cli, write_job(tmp_path / "job", {"deepspeed.log": console}))
    assert (d["status"], d["category"], d["initiator_rank"], d["initiator_node"], rc) == ("failed", "config", None, None, 1), d["reason"]


def test_the_same_root_cause_on_two_ranks_at_once_names_their_node_not_one_rank(cli, tmp_path):
    # Ranks 2 and 3 (node-b) fail alike within the clock skew; node-a's ranks time out.
    line = "[rank{r}]:2026-12-01 10:00:05,000 RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable"
    files = {}
    for r, node in ((0, "node-a"), (1, "node-a"), (2, "node-b"), (3, "node-b")):
        tail = [line.format(r=r)] if r >= 2 else [GLOO_CLOSED.format(r=r)]
        files[f"{node}/rank{r}.log"] = [_step(r, 1, "01")] + tail
    for node in ("node-a", "node-b"):
        (tmp_path / "job" / node).mkdir(parents=True)
    d, rc = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["category"], d["initiator_rank"], d["initiator_node"], rc) == ("config", None, "node-b", 1), d["reason"]
    assert d["confidence"] <= 0.5 and "cannot say which was first" in d["reason"]


def test_a_gpu_busy_or_unavailable_is_config(cli, tmp_path):
    """cudaErrorDevicesUnavailable: CUDA's runtime API names the compute mode (exclusive
    process with another process on the GPU) and a device filled by other work."""
    files = {
        "rank0.log": [_step(0, 1, "01"), "[rank0]:RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable"],
        "rank1.log": [_step(1, 1, "01"), GLOO_CLOSED.format(r=1)],
    }
    d, rc = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], rc) == ("failed", "config", 0, 1), d["reason"]


@pytest.mark.parametrize(
    "agent_line",
    [
        # torch 1.9-2.0: logging's default format.
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 1 (pid: 4242) of binary: /usr/bin/python",
        # torch 2.1-2.3: torch.distributed's own log format.
        "[2026-12-01 10:00:06,000] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -9) local_rank: 1 (pid: 4242) of binary: /usr/bin/python",
        # torch >= 2.4: glog-style header.
        "E1201 10:00:06.000000 140 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: -9) local_rank: 1 (pid: 4242) of binary: /usr/bin/python",
    ],
)
def test_the_launchers_error_level_exit_line_is_an_exit_report_not_an_unknown_error(cli, tmp_path, agent_line):
    """torchrun's agent logs a worker's exit at ERROR level (torch/distributed/elastic/
    multiprocessing/api.py, ``failed (exitcode: ...)``): the catalog knows the line, so it
    is the exit report of rank 1 killed by SIGKILL, not an error of unknown cause."""
    console = [
        _step(0, 1, "01"),
        _step(1, 1, "01"),
        "[2026-12-01 10:00:06,000] torch.distributed.elastic.multiprocessing.api: [WARNING] Sending process 4241 closing signal SIGTERM",
        agent_line,
    ]
    d, rc = diagnose(cli, write_job(tmp_path / "job", {"console.log": console}))
    assert (d["status"], d["category"], d["initiator_rank"], rc) == ("failed", "host_oom", 1, 1), d["reason"]

@pytest.mark.parametrize(
    "exit_code,category",
    [("137", "host_oom"), ("139", "crash"), ("134", "crash"), ("1", "unknown")],
)
def test_exit_codes_mean_their_signal(cli, tmp_path, exit_code, category):
    job = write_job(tmp_path / "job", {"slurm-1.out": [f"srun: error: host-c: task 0: Exited with exit code {exit_code}"]})
    d, _ = diagnose(cli, job)
    assert (d["status"], d["category"], d["initiator_node"]) == ("failed", category, "host-c")


# ------------------------------------------------------------------- non-finite values


@pytest.mark.parametrize(
    "fmt",
    [
        "[rank{r}]:step {n} | loss = {v}",
        "[rank{r}]:step {n} loss {v} lr 0.0001",
        "[rank{r}]:{{'loss': {v}, 'grad_norm': 1.0, 'learning_rate': 2e-05, 'epoch': 0.{n}}}",
        '[rank{r}]:{{"step": {n}, "loss": {V}}}',
        "[rank{r}]: iteration {n}/ 100 | consumed samples: 512 | lm loss: {U} | loss scale: 1.0 |",
        "[rank{r}]:epoch {n} grad_norm {v}",
        "[rank{r}]:step {n} loss: -{v}",
    ],
)
def test_the_first_rank_whose_metric_goes_non_finite_is_the_initiator(cli, tmp_path, fmt):
    files = {}
    for r in range(3):
        lines = []
        for n in range(1, 7):
            bad = n >= (3 if r == 1 else 4)  # rank 1 first, at step 3; the others a step later
            value = ("inf" if "grad_norm" in fmt or "-{v}" in fmt else "nan") if bad else "2.31"
            json_value = "NaN" if bad else "2.31"
            upper = "NAN" if bad else "2.310000E+00"
            lines.append(f"[rank{r}]:2026-12-01 10:{n:02d}:00,000 INFO trainer: tick")  # a step a minute
            lines.append(fmt.format(r=r, n=n, v=value, V=json_value, U=upper))
        files[f"rank{r}.log"] = lines
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "nan_inf", 1, 1), d["reason"]


def test_a_skipped_fp16_step_with_a_nan_grad_norm_is_transient(cli, tmp_path):
    lines = [f"{{'loss': 2.{9 - n}, 'grad_norm': {'nan' if n == 3 else '1.2'}, 'learning_rate': 2e-05, 'epoch': 0.{n}}}" for n in range(1, 9)]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], code) == ("healthy", 0)
    assert "then finite again" in d["reason"]


# ------------------------------------------------------------ terminal versus transient


def test_an_error_followed_by_progress_on_its_rank_is_transient(cli, tmp_path):
    # Steps without a planned total: an excerpt whose run neither completed nor stopped short.
    lines = [_open_step(0, 1, "01"), "[rank0]:2026-12-01 10:00:02,000 ERROR wandb: failed to upload metrics, retrying", _open_step(0, 2, "03"), _open_step(0, 3, "05")]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"rank0.log": lines}))
    assert (d["status"], code) == ("healthy", 0)
    assert "set aside as not terminal" in d["reason"] and "rank 0 logged progress 3s after it" in d["reason"]


def test_an_error_on_a_quiet_rank_while_the_job_went_on_is_transient(cli, tmp_path):
    files = {"rank0.log": [_open_step(0, n, f"{10 * n:02d}") for n in range(1, 6)]}
    files["rank1.log"] = ["[rank1]:2026-12-01 10:00:12,000 ERROR data: could not prefetch shard 3, using the next one"]
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], code) == ("healthy", 0), d["reason"]
    assert "the job went on" in d["reason"]


SLURM_TIME_LIMIT = "slurmstepd: error: *** STEP 4242.0 ON host-a CANCELLED AT 2026-12-01T10:00:05 DUE TO TIME LIMIT ***"


def test_progress_in_a_schedulers_kill_grace_period_is_no_recovery(cli, tmp_path):
    # Slurm sends SIGTERM at the time limit and SIGKILL after KillWait; Lightning's handler
    # prints "Bypassing SIGTERM" and its bar moves on until the kill (untimed bar lines).
    bar = "Epoch 3:  93%|#########3| {n}/2000 [5:43:21<25:20,  0.90it/s, v_num=0, train_loss=3.400]"
    lines = [bar.format(n=1861), SLURM_TIME_LIMIT, "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.",
             "[rank: 0] Received SIGTERM: 15", "Bypassing SIGTERM: 15", bar.format(n=1862), bar.format(n=1863)]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], d["category"], code) == ("failed", "scheduler", 1), d["reason"]
    # Timed steps up to the grace period after the kill: still the kill.
    steps = [_open_step(0, n, f"{n:02d}") for n in range(1, 5)] + [SLURM_TIME_LIMIT] + [_open_step(0, n, f"{n + 20:02d}") for n in range(5, 7)]
    d, code = diagnose(cli, write_job(tmp_path / "timed", {"rank0.log": steps}))
    assert (d["status"], d["category"], code) == ("failed", "scheduler", 1), d["reason"]


def test_a_requeued_run_that_trains_on_long_after_the_kill_sets_the_kill_aside(cli, tmp_path):
    # The same log appended by the requeued job: its steps an hour after the kill are
    # a new run's, not the grace period.
    steps = [_open_step(0, n, f"{n:02d}") for n in range(1, 5)] + [SLURM_TIME_LIMIT]
    steps += [f"[rank0]:2026-12-01 11:{n:02d}:00,000 INFO trainer: step {n} | loss 2.1 | lr 1.0e-04" for n in range(5, 9)]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"rank0.log": steps}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]
    assert "logged progress" in d["reason"]


def test_tracebacks_after_completion_are_noise(cli, tmp_path):
    lines = [
        _step(0, 99, "01"),
        _step(0, 100, "02"),
        "Training completed. Do not forget to share your model on huggingface.co/models =)",
        "Exception ignored in: <function _MultiProcessingDataLoaderIter.__del__ at 0x7f3a2b1c0d30>",
        "Traceback (most recent call last):",
        '  File "/usr/lib/python3.10/site-packages/torch/utils/data/dataloader.py", line 1479, in __del__',
        "AttributeError: '_MultiProcessingDataLoaderIter' object has no attribute '_shutdown'",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], code) == ("healthy", 0)
    assert "after completion" in d["reason"]


def test_a_non_finite_loss_at_the_end_fails_even_after_completion(cli, tmp_path):
    lines = [f"step {n} | loss = {'nan' if n > 5 else '1.5'}" for n in range(1, 9)] + ["Training completed. Do not forget to share your model on huggingface.co/models =)"]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], d["category"], code) == ("failed", "nan_inf", 1)


def test_a_generic_line_gives_way_to_victims_that_name_another_rank(cli, tmp_path):
    """Rank 0's monitored barrier names rank 3; rank 1's generic exception does not decide."""
    files = {
        "rank0.log": [
            "[rank0]:2026-12-01 10:00:30,000 INFO trainer: step 2 done",
            "[rank0]: RuntimeError: Rank 3 failed to pass monitoredBarrier in 30000 ms",
        ],
        "rank1.log": ["[rank1]:2026-12-01 10:00:20,000 INFO trainer: step 2 done", "[rank1]: ValueError: cannot reshape the eval batch"],
        "rank2.log": ["[rank2]:2026-12-01 10:00:30,000 INFO trainer: step 2 done"],
        "rank3.log": ["[rank3]:2026-12-01 10:00:01,000 INFO trainer: evaluating"],
    }
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    assert d["initiator_rank"] == 3, d["reason"]


# ------------------------------------------------------------------ templates, baseline


def test_the_same_error_on_many_ranks_is_one_template(cli, tmp_path):
    d, _ = diagnose(cli, multi_rank(tmp_path, 1, ["[rank1]:2026-12-01 10:00:05,000 ERROR trainer: bad shard 9"], world=8))
    gloo = [t for t in d["templates"] if "Connection closed by peer" in t["template"]]
    assert len(gloo) == 1 and gloo[0]["count"] == 7 and gloo[0]["ranks"] == "0,2-7"
    assert d["templates"][0]["first_rank"] == 1  # the earliest first


def test_baseline_demotes_what_the_good_run_also_shows(cli, tmp_path):
    benign = "[rank0]:2026-12-01 10:00:02,000 ERROR telemetry: exporter unreachable, dropping 12 spans"
    good = write_job(tmp_path / "good", {"rank0.log": [_step(0, 1, "01"), benign.replace("12 spans", "40 spans")]})
    bad_lines = [_step(0, 1, "01"), benign, "[rank0]:2026-12-01 10:00:03,000 ERROR data: shard 17 checksum mismatch"]
    bad = write_job(tmp_path / "bad", {"rank0.log": bad_lines})
    d, _ = diagnose(cli, bad)
    assert d["evidence"][0]["line"] == benign  # without a baseline the earliest error decides
    d, code = diagnose(cli, bad, "--baseline", str(good))
    assert (d["status"], code) == ("failed", 1)
    assert "shard 17 checksum mismatch" in d["evidence"][0]["line"]
    new = [t for t in d["templates"] if t["in_baseline"] is False]
    known = [t for t in d["templates"] if t["in_baseline"]]
    assert [t["template"] for t in new] == ["<N>-<N>-<N> <N> ERROR data: shard <N> checksum mismatch"]
    assert len(known) == 1 and "exporter unreachable" in known[0]["template"]
    assert d["templates"][0]["in_baseline"] is False  # new ones first


def test_baseline_never_sets_aside_a_specific_root_cause(cli, tmp_path):
    """The good run survived an out-of-memory error (a retry); in the failed run the same
    error on rank 2 is what the others waited for. Only generic lines are noise by the
    baseline's say: the OOM stays the root cause, even with the failed run as its own
    baseline."""
    oom = "[rank2]:2026-12-01 10:00:05,000 ERROR torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 2 has a total capacity of 79.11 GiB of which 1.02 GiB is free."
    good = write_job(tmp_path / "good", {"rank2.log": [_step(2, 1, "01"), oom, _step(2, 2, "09")]})
    bad = multi_rank(tmp_path, 2, [oom.replace("ERROR ", "")])
    for baseline in (good, bad):
        d, code = diagnose(cli, bad, "--baseline", str(baseline))
        assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "cuda_oom", 2, 1), d["reason"]


def test_baseline_reads_an_earlier_scans_matches_parquet(cli, tmp_path):
    benign = "[rank0]:2026-12-01 10:00:02,000 ERROR telemetry: exporter unreachable, dropping 12 spans"
    good = write_job(tmp_path / "good", {"rank0.log": [benign]})
    out = tmp_path / "good.parquet"
    cli("scan", str(good), "-q", "--output", str(out))
    bad = write_job(tmp_path / "bad", {"rank0.log": [_step(0, 1, "01"), benign, _step(0, 100, "03")]})
    d, code = diagnose(cli, bad, "--baseline", str(tmp_path / "good.matches.parquet"))
    assert (d["status"], code) == ("healthy", 0)
    assert "known-good run" in d["reason"] or "logged progress" in d["reason"]


def test_a_baseline_that_cannot_be_read_is_a_usage_error(cli, tmp_path):
    bad = write_job(tmp_path / "bad", {"rank0.log": ["step 1 loss 2.0"]})
    r = cli("scan", str(bad), "-q", "--baseline", str(tmp_path / "missing"))
    assert r.code == 2 and "--baseline" in r.err


def test_ranks_that_diverge_at_the_same_step_diverged_together(cli, tmp_path):
    files = {f"rank{r}.log": [f"[rank{r}]:step {n}/9 | loss = {'nan' if n >= 4 else '2.0'}" for n in range(1, 7)] for r in range(4)}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["scope"], code) == ("failed", "nan_inf", None, "job", 1)
    assert "at step 4" in d["reason"]


def test_a_run_that_stopped_short_of_its_planned_steps_is_unknown_not_healthy(cli, tmp_path):
    """Every rank's `step N/100` stops at 5 and nothing failed or completed: killed without
    a word, hung or cut, or a planned early end. The logs cannot decide: unknown, exit 1."""
    files = {f"rank{r}.log": [_step(r, n, f"{n:02d}") for n in range(1, 6)] for r in range(2)}
    d, code = diagnose(cli, write_job(tmp_path / "short", files))
    assert (d["status"], d["rule"], code, d["confidence"]) == ("unknown", "stopped_short", 1, 0.3)
    assert "the logs end at step 5 of 100 and no line says the run completed" in d["reason"]
    # Reaching the last step, or a completion line, is an end.
    files = {f"rank{r}.log": [_step(r, n, f"{n:02d}") for n in (1, 2, 100)] for r in range(2)}
    d, code = diagnose(cli, write_job(tmp_path / "done", files))
    assert (d["status"], code, d["confidence"]) == ("healthy", 0, 0.9) and "no line says" not in d["reason"]
    files = {f"rank{r}.log": [_step(r, n, f"{n:02d}") for n in (1, 2)] + ["Training completed. Do not forget to share your model on huggingface.co/models =)"] for r in range(2)}
    d, code = diagnose(cli, write_job(tmp_path / "completed", files))
    assert (d["status"], code) == ("healthy", 0) and "no line says" not in d["reason"]
    # A live run (watch) is expected to be short of its end.
    from firstfault.correlate import Options
    from firstfault.pipeline import scan_paths

    live = scan_paths([str(tmp_path / "short")], options=Options(live=True)).diagnoses[0]
    assert live.status == "healthy" and "no line says" not in live.reason


def test_a_tqdm_bar_redrawn_to_its_end_on_one_line_is_an_end(cli, tmp_path):
    # A console keeps a bar's redraws on one line, joined by \r: its last redraw counts.
    bars = "".join(f"\rtrain:  {p}%|##        | {p}/100 [00:{p % 60:02d}<00:10,  9.00it/s]" for p in range(0, 101, 10))
    d, code = diagnose(cli, write_job(tmp_path / "bar", {"rank0.log": ["2026-12-01 10:00:00,000 INFO starting", bars, "2026-12-01 10:01:00,000 INFO saved"]}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]
    assert "no line says" not in d["reason"]
    cut = "".join(f"\rtrain:  {p}%|##        | {p}/100 [00:{p % 60:02d}<00:10,  9.00it/s]" for p in range(0, 51, 10))
    d, code = diagnose(cli, write_job(tmp_path / "cut", {"rank0.log": ["2026-12-01 10:00:00,000 INFO starting", cut]}))
    assert (d["status"], code) == ("unknown", 1) and "the logs end at step 50 of 100" in d["reason"]


def test_a_run_that_logs_every_k_steps_or_counts_from_zero_ends_within_one_interval(cli, tmp_path):
    # range(100) prints 0..99; logging every 10 of 95 steps prints 90 last: both ended.
    zero = {"rank0.log": [f"2026-12-01 10:00:{n % 60:02d},000 INFO step {n}/100 | loss 2.0" for n in range(100)]}
    assert "no line says" not in diagnose(cli, write_job(tmp_path / "zero", zero))[0]["reason"]
    every = {"rank0.log": [f"2026-12-01 10:00:{n // 2:02d},000 INFO step {n}/95 | loss 2.0" for n in range(10, 91, 10)] + ["Saving final model"]}
    assert "no line says" not in diagnose(cli, write_job(tmp_path / "every", every))[0]["reason"]
    # Logged every 10 steps and silent after step 40 of 100: stopped short.
    dead = {"rank0.log": [f"2026-12-01 10:00:{n // 2:02d},000 INFO step {n}/100 | loss 2.0" for n in range(10, 41, 10)]}
    d, code = diagnose(cli, write_job(tmp_path / "dead", dead))
    assert (d["status"], code) == ("unknown", 1) and "the logs end at step 40 of 100" in d["reason"]


def test_a_job_that_kept_logging_for_hours_after_its_last_step_is_hung(cli, tmp_path):
    """Steps every minute until 10:10, then only a monitor's hourly pulse until 13:10, and
    no completion line: alive and not training. A short tail, or a completion line, is not."""
    steps = [f"2026-12-01 10:{m:02d}:00,000 INFO step {m} | loss 2.{m:02d}" for m in range(11)]
    pulse = [f"[2026-12-01 {h}:10:00] PULSE: job is running on 'gpu' partition" for h in (11, 12, 13)]
    d, code = diagnose(cli, write_job(tmp_path / "stalled", {"main.log": steps + pulse}))
    assert (d["status"], d["category"], d["rule"], d["initiator_rank"], code) == ("hung", "hang", "stalled", None, 1), d["reason"]
    assert "at least 3.0 h before the logs end" in d["reason"] and d["confidence"] < 0.5
    d, code = diagnose(cli, write_job(tmp_path / "tail", {"main.log": steps + ["[2026-12-01 10:40:00] PULSE: job is running"]}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]
    done = steps + ["2026-12-01 10:11:00,000 INFO Training completed"] + pulse
    d, code = diagnose(cli, write_job(tmp_path / "done", {"main.log": done}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]


def test_progress_printed_before_any_timed_line_is_bounded_by_the_files_first_time(cli, tmp_path):
    """An excerpt whose iteration lines carry no time, followed by timed monitor lines: the
    last step was no later than the first timed line."""
    it = "[default7]: iteration    45000/  115311 | consumed samples:     76002224 | elapsed time per iteration (s): 111.00 | lm loss: 2.113567E+00 |"
    pulse = [f"[2022-05-01 0{h}:56:11] PULSE: tr11-176B-ml is running for 1-0{h}:27:33" for h in (3, 4, 5)]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"main_log.txt": [it] + pulse}))
    assert (d["status"], d["rule"]) == ("hung", "stalled"), d["reason"]


def test_untimed_progress_after_a_timed_line_is_not_placed_at_that_lines_time(cli, tmp_path):
    """A tqdm bar printed for seven hours after the run's one timed start line, then timed
    exit warnings: the bar's lines print no time, so the start line's is only the soonest
    they came. Nothing places the last step hours before the end: not a stall (a run
    whose only proof of completion is its bar reaching 294/294)."""
    bar = "\r".join(f"Train: {n * 100 // 294:3d}%|##        | {n}/294 [{n // 42}:{n % 60:02d}:00<1:00:00, 86.0s/it]" for n in range(0, 295, 7))
    lines = ["[INFO:swift] Start time of running main: 2026-04-25 06:11:51.314845", bar]
    lines += [f"[rank{r}]:[W425 13:14:4{r}.253656404 ProcessGroupNCCL.cpp:1553] Warning: WARNING: destroy_process_group() was not called before program exit, which can leak resources." for r in range(4)]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"stdout.log": lines}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]
    # A timed line after the bar's last redraw bounds it: still a stall when hours later.
    pulse = [f"[2026-04-25 {h}:00:00] PULSE: job is running" for h in (7, 10, 13)]
    d, code = diagnose(cli, write_job(tmp_path / "stalled", {"stdout.log": lines[:2] + pulse}))
    assert (d["status"], d["rule"], code) == ("hung", "stalled", 1), d["reason"]


def test_trainer_metrics_printed_as_strings_are_progress_and_their_nan_is_seen(cli, tmp_path):
    """Newer Hugging Face Trainers print each logged value as a string ({'loss': '2.224'})."""
    rec = "[default0]:{{'loss': '{v}', 'grad_norm': '{g}', 'learning_rate': '0.0001', 'epoch': '0.{e}'}}"
    ok = [rec.format(v=f"2.{i:03d}", g="0.6", e=i) for i in range(1, 9)]
    d, code = diagnose(cli, write_job(tmp_path / "ok", {"stdout.txt": ok + ["[default0]:[rank 0] training finished: 30 steps"]}))
    assert (d["status"], code) == ("healthy", 0) and "training progressed" in d["reason"], d["reason"]
    bad = ok + [rec.format(v="nan", g="nan", e=9)] * 3
    d, code = diagnose(cli, write_job(tmp_path / "nan", {"stdout.txt": bad}))
    assert (d["status"], d["category"], code) == ("failed", "nan_inf", 1), d["reason"]


def test_a_trainer_loss_gone_nan_is_cited_where_it_first_did_not_at_the_final_summary(cli, tmp_path):
    """Trainer.train() prints its totals ({'train_runtime': ..., 'train_loss': nan}) after
    the loop (transformers trainer.py, speed_metrics then self.log). That record is
    progress too, but the NaN records before it are the divergence going on, not a
    recovery: the evidence is the first record whose loss went NaN."""
    rec = "{{'loss': {v}, 'grad_norm': {g}, 'learning_rate': 4.9e-05, 'epoch': 0.{e}}}"
    lines = [rec.format(v="2.31", g="1.2", e=e) for e in (1, 2)] + [rec.format(v="nan", g="nan", e=e) for e in (3, 4, 5)]
    lines.append("{'train_runtime': 123.4, 'train_samples_per_second': 10.2, 'train_steps_per_second': 1.3, 'train_loss': nan, 'epoch': 0.5}")
    d, code = diagnose(cli, write_job(tmp_path / "job", {"rank0.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "nan_inf", 0, 1), d["reason"]
    assert (d["evidence"][0]["line_no"], d["evidence"][0]["line"]) == (3, lines[2])


def test_a_collective_mismatch_caught_and_printed_is_not_undone_by_a_later_step(cli, tmp_path):
    """A training loop that catches the exception and prints on: TORCH_DISTRIBUTED_DEBUG's
    fingerprint check saw rank 0 all-reduce another shape than rank 1 (c10d's
    ProcessGroupWrapper). The ranks' collectives no longer line up, so a step printed
    after it shows no recovery: the job is failed (desync), not healthy."""
    mismatch = (
        "Error during backward on rank0: Detected mismatch between collectives on ranks. Rank 0 is running collective: "
        "CollectiveFingerPrint(SequenceNumber=16150, OpType=ALLREDUCE, TensorShape=[497464352], TensorDtypes=Half, "
        "TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda)), but Rank 1 is running collective: "
        "CollectiveFingerPrint(SequenceNumber=16150, OpType=ALLREDUCE, TensorShape=[344502304], TensorDtypes=Half, "
        "TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda)).Collectives differ in the following aspects: "
        "  Tensor Tensor shapes: 497464352vs 344502304"
    )
    d, code = diagnose(cli, write_job(tmp_path / "job", {"debug.log": ["pass backward on device 0 step 3941", mismatch, "pass backward on device 0 step 3942"]}))
    assert (d["status"], d["category"], code) == ("failed", "desync", 1), d["reason"]


def test_a_final_save_that_failed_after_the_loop_ended_is_the_jobs_failure(cli, tmp_path):
    """Megatron-LM's pretrain prints "after training is done", then saves the final
    checkpoint; torch.save failing there (a full disk) lost the job's output: failed, not
    noise at exit. A FileNotFoundError from a finalizer at exit stays noise."""
    steps = [f"[rank0]: iteration       {i}/      20 | lm loss: 9.8{i:02d}E+00 |" for i in range(18, 21)]
    done = "[rank0]: [after training is done] datetime: 2026-03-11 10:20:00 "
    save = [
        "[rank0]: Traceback (most recent call last):",
        '[rank0]:   File "/home/user/Megatron-DeepSpeed/megatron/checkpointing.py", line 303, in save_checkpoint',
        "[rank0]:     model[0].save_checkpoint(checkpoint_name, client_state=state_dict)",
        '[rank0]:   File "/opt/venv/lib/python3.10/site-packages/torch/serialization.py", line 1268, in _save',
        "[rank0]:     zip_file.write_record(name, storage, num_bytes)",
        "[rank0]: RuntimeError: [enforce fail at inline_container.cc:858] . PytorchStreamWriter failed writing file data/4: file write failed",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "save", {"rank0.log": steps + [done] + save}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "storage", 0, 1), d["reason"]
    finalizer = [
        "[rank0]: Traceback (most recent call last):",
        '[rank0]:   File "/usr/lib/python3.10/multiprocessing/util.py", line 300, in _run_finalizers',
        "[rank0]:     finalizer()",
        '[rank0]:   File "/usr/lib/python3.10/multiprocessing/synchronize.py", line 87, in _cleanup',
        "[rank0]:     sem_unlink(name)",
        "[rank0]: FileNotFoundError: [Errno 2] No such file or directory",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "exit", {"rank0.log": steps + [done] + finalizer}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]


def test_a_log_that_ends_during_start_up_is_unknown_not_healthy(cli, tmp_path):
    """Megatron's start-up lines, then "> initializing torch distributed ..." and NCCL's
    version, and the log ends: no step, no completion, no communicator came up. A node
    whose peer died at start-up looks like this; so does one still starting. Not healthy.
    The same lines followed by NCCL's "Init COMPLETE" show the job got past start-up."""
    setup = [
        "deepspeed info ................... 0.18.3, unknown, unknown",
        "**** Git info for Megatron: git_hash=6629a33 git_branch=main ****",
        "using world size: 16, data-parallel-size: 2, sequence-parallel size: 1, tensor-model-parallel size: 4, pipeline-model-parallel size: 2",
        " > padded vocab (size: 151643) with 421 dummy tokens (new size: 152064)",
        "> initializing torch distributed ...",
        "NCCL version 2.27.5+cuda12.9",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "start", {"node0.log": setup}))
    assert (d["status"], d["rule"]) == ("unknown", "no_training_seen") and d["confidence"] <= 0.2, d["reason"]
    up = setup + ["host-a:2342:2617 [0] NCCL INFO comm 0x55d4c8f0 rank 0 nranks 16 cudaDev 0 nvmlDev 0 busId 1b000 commId 0x1d6b5b0ec1f4f5a - Init COMPLETE"]
    d, code = diagnose(cli, write_job(tmp_path / "up", {"node0.log": up}))
    assert d["status"] == "healthy" and code == 0, d["reason"]


def test_the_same_error_on_two_ranks_of_a_large_job_without_times_names_both(cli, tmp_path):
    """An excerpt of a 6,144-rank job: ranks 5141 and 4035 both raised bad_alloc, with no
    times. Two ranks of at least 5,142 are not the whole job (rank r means at least r + 1
    ranks), and without times line order does not say which was first: both are suspects."""
    lines = ["[rank5141]: MemoryError: std::bad_alloc", "[rank4035]: MemoryError: std::bad_alloc"]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["status"], d["category"], d["rule"], code) == ("failed", "host_oom", "earliest_initiator", 1), d["reason"]
    assert d["initiator_rank"] is None and d["confidence"] <= 0.5 and "ranks 4035,5141" in d["reason"], d["reason"]
    assert d["suspects"] == [4035, 5141]
    r = cli("scan", str(tmp_path / "job"))
    assert "initiator: one of ranks 4035,5141 (the logs cannot tell them apart)" in r.out, r.out
    # Neither suspect's line is collateral of the other; a summary of several jobs says the same.
    assert not [c for c in d["collateral"] if c["role"] == "initiator"], d["collateral"]
    write_job(tmp_path / "other", {"rank0.log": [_step(0, 1, "01")]})
    r = cli("scan", str(tmp_path), "--job-depth", "1")
    assert ["job", "failed", "host_oom", "one", "of", "4035,5141"] in [l.split()[:6] for l in r.out.splitlines()], r.out


def test_an_exception_every_process_of_a_console_raised_names_none_of_them(cli, tmp_path):
    """torchrun without --tee: eight workers each print the same ImportError traceback,
    unprefixed, and the failure summary names local rank 3, the first exit it observed.
    Eight tracebacks ending alike are eight processes (an uncaught exception ends its
    process): the line belongs to none of them in particular, so rank 3 is not named."""
    from datetime import datetime

    from firstfault.synthetic import _summary

    tb = [
        "Traceback (most recent call last):",
        '  File "/work/Megatron-DeepSpeed/pretrain_gpt.py", line 12, in <module>',
        "    import amp_C",
        "ImportError: /opt/venv/lib/python3.12/site-packages/amp_C.cpython-312-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda29c10_cuda_check_implementationEiPKcS2_ib",
    ]
    summary = _summary(datetime(2026, 3, 18, 10, 0, 5), "node0", 3, 3, "1 (pid: 4242)", "To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html")
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": tb * 8 + summary}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "environment", None, 1), d["reason"]
    assert "raised by 8 processes" in d["reason"]
    # One traceback: the one failed rank the launcher reports owns it.
    d, code = diagnose(cli, write_job(tmp_path / "one", {"console.log": tb + summary}))
    assert (d["status"], d["initiator_rank"]) == ("failed", 3), d["reason"]


def test_a_failure_after_training_completed_counts_when_the_launcher_reports_the_exit(cli, tmp_path):
    """Trainer.train() printed its totals, then prediction ran out of GPU memory and
    DeepSpeed's launcher reported the worker's exit code 1 (deepspeed/launcher/launch.py,
    sigkill_handler): what ran after training failed, it is not noise at exit. The OOM,
    printed once plain and once with torch's [rank0]: prefix, is rank 0's alone."""
    oom = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 22.00 MiB. GPU 0 has a total capacity of 44.40 GiB of which 10.88 MiB is free."
    lines = [
        "[2025-12-23 12:40:01,000] [INFO] [launch.py:146:main] WORLD INFO DICT: {'localhost': [0, 1]}",
        "{'train_runtime': 331.4429, 'train_samples_per_second': 12.068, 'train_steps_per_second': 0.187, 'train_loss': 2.98, 'epoch': 0.99}",
        "Traceback (most recent call last):",
        '  File "/work/src/run.py", line 510, in main',
        "    predict_results = trainer.predict(predict_dataset)",
        oom,
        f"[rank0]: {oom}",
        "[2025-12-23 12:49:42,628] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 1636381",
        "[2025-12-23 12:49:42,953] [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python3', '-u', 'src/run.py', '--local_rank=1'] exits with return code = 1",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "cuda_oom", 0, 1), d["reason"]
