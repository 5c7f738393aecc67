"""Correlation read off how the launcher and the collectives behave (issue 27): the call
site a rank failed at, the c10d store host going away, a restart's rendezvous, the
launcher failing at exit. Lines as PyTorch 2.x prints them on CPU/gloo jobs (recorded by
benches/faults; paths as torchrun's workers print them).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from firstfault.synthetic import _summary
from test_generic_evidence import diagnose, write_job

TORCH = "/opt/venv/lib/python3.11/site-packages/torch"
CLOSED = (
    "RuntimeError: [/__w/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:561] Connection closed by "
    "peer [127.0.0.1]:3236. This is typically caused by a remote worker crashing. Check the logs of the remote worker"
)


def _rank_traceback(r: int, site: list[str], t: str) -> list[str]:
    """A worker's traceback through ``site`` (the job's own frames) into a collective."""
    p = f"[rank{r}]: "
    lines = [f"{p}2026-12-03 10:00:{t},000 INFO train: waiting", f"{p}Traceback (most recent call last):"]
    lines += [f'{p}  File "/opt/jobs/run/train/train.py", line 352, in <module>', f"{p}    main()"]
    lines += [p + s for s in site]
    lines += [f'{p}  File "{TORCH}/distributed/distributed_c10d.py", line 4181, in all_reduce', f"{p}    work.wait()"]
    return lines + [f"{p}{CLOSED}"]


BACKWARD = [
    '  File "/opt/jobs/run/train/train.py", line 161, in main',
    "    loss.backward()",
    f'  File "{TORCH}/_tensor.py", line 623, in backward',
    "    torch.autograd.backward(",
]
EVALUATE = ['  File "/opt/jobs/run/train/train.py", line 284, in _evaluate', "    dist.all_reduce(stats)"]


def _steps(r: int) -> list[str]:
    return [f"[rank{r}]:2026-12-03 10:00:0{s},000 INFO train: step {s}/30 | loss 2.{40 - s}" for s in (1, 2, 3)]


def test_the_rank_at_another_collective_call_site_is_the_initiator(cli, tmp_path):
    files = {f"rank{r}.log": _steps(r) + _rank_traceback(r, EVALUATE if r == 2 else BACKWARD, "40") for r in range(4)}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "desync", 2, "call_site", 1)
    assert "train.py:284 in _evaluate" in d["reason"]


def test_the_one_rank_missing_from_a_unanimous_call_site_is_the_initiator(cli, tmp_path):
    """Ranks 1-3 failed in the backward's all-reduce; rank 0 logged no failure at all (its
    log goes on: torchrun restarted the workers): it never entered the collective the
    others waited in."""
    start = "[rank{r}]:2026-12-03 10:00:{t},000 INFO train: worker starting: node=vm local_rank={r} rank={r} world_size=4"
    restarted = [start.format(r=0, t=50), "[rank0]:2026-12-03 10:00:52,000 INFO train: step 1/30 | loss 2.41"]
    files = {
        f"rank{r}.log": [start.format(r=r, t="00")] + _steps(r) + (_rank_traceback(r, BACKWARD, "40") if r else restarted)
        for r in range(4)
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["initiator_rank"], code) == ("failed", 0, 1)
    assert next(o for o in d["rule_outcomes"] if o["rule"] == "absent_from_collective")["suspects"] == [0]


def test_two_ranks_at_two_call_sites_diverged_and_name_no_one(cli, tmp_path):
    """Collectives match by order: two ranks failing in collectives called from two lines
    ran different collectives, but with one rank at each nothing says which one left."""
    files = {f"rank{r}.log": _steps(r) + _rank_traceback(r, EVALUATE if r == 1 else BACKWARD, "40") for r in range(2)}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "desync", None, "diverged_sites", 1)
    assert next(o for o in d["rule_outcomes"] if o["rule"] == "diverged_sites")["suspects"] == [0, 1]
    assert d["confidence"] <= 0.5


def test_the_one_rank_that_failed_gloos_size_check_and_the_rank_it_receives_from_are_the_suspects(cli, tmp_path):
    """gloo's pair.cc aborts only the receiver of a message larger than it posted; the
    sender fails later, when the abort closes the connection. Rank 1 printed the check:
    it ran the odd collective, or rank 2 (whom it receives from in the ring all-reduce)
    did. Rank 1 is named first, at no more than even odds."""
    start = "[rank{r}]:2026-12-03 10:00:00,000 INFO train: worker starting: node=vm local_rank={r} rank={r} world_size=4"
    files = {f"rank{r}.log": [start.format(r=r)] + _steps(r) + [f"[rank{r}]: " + CLOSED] for r in (0, 2, 3)}
    files["rank1.log"] = [start.format(r=1)] + _steps(1) + GLOO_ABORT
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "desync", 1, "size_check_reporter", 1)
    assert next(o for o in d["rule_outcomes"] if o["rule"] == "size_check_reporter")["suspects"] == [1, 2]
    assert "66240 bytes where it posted 4" in d["reason"] and "rank 2" in d["reason"]
    assert d["confidence"] <= 0.5


LIGHTNING = "/opt/venv/lib/python3.11/site-packages/lightning/pytorch"


def test_the_rank_a_teardown_signal_caught_outside_any_collective_is_the_one_the_others_waited_for(cli, tmp_path):
    """Lightning's SIGTERM handler broadcasts (trainer/connectors/signal_connector.py), so
    the rank torchrun's SIGTERM caught spinning in its own forward prints a traceback whose
    frames above the handler are where it was: outside any collective, while rank 0
    failed inside one."""
    p = "[rank1]: "
    spun = [
        f"{p}Traceback (most recent call last):",
        f'{p}  File "/opt/jobs/run/train/train_lightning.py", line 64, in training_step',
        f"{p}    tl.step_events(self.global_rank, step, batch)",
        f'{p}  File "/opt/jobs/run/train/trainlib.py", line 150, in spin',
        f"{p}    a = torch.tanh(a @ a.T) + 0.01",
        f'{p}  File "{LIGHTNING}/trainer/connectors/signal_connector.py", line 36, in __call__',
        f"{p}    signal_handler(signum, frame)",
        f'{p}  File "{LIGHTNING}/trainer/connectors/signal_connector.py", line 118, in _sigterm_notifier_fn',
        f"{p}    dist.broadcast(sigterm_tensor, src=0)",
        f'{p}  File "{TORCH}/distributed/distributed_c10d.py", line 4055, in broadcast',
        f"{p}    work.wait()",
        p + CLOSED,
    ]
    files = {"rank0.log": _steps(0) + _rank_traceback(0, BACKWARD, "40"), "rank1.log": _steps(1) + spun}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("hung", "hang", 1, "interrupted_rank", 1)
    assert "trainlib.py:150 in spin" in d["reason"]


GLOO_ABORT = [
    "terminate called after throwing an instance of 'gloo::EnforceNotMet'",
    "  what():  [enforce fail at /__w/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:464] "
    "op.preamble.length <= op.nbytes. 66240 vs 4. Received data size doesn't match expected size. Is there a "
    "distributed collective mismatch in your code?",
    "Fatal Python error: Aborted",
    "",
]


ROOT_CAUSE = """------------------------------------------------------------
Root Cause (first observed failure):
[0]:
  time      : 2026-12-03_10:00:41
  host      : localhost
  rank      : {rank} (local_rank: {rank})
  exitcode  : -6 (pid: {pid})
  error_file: <N/A>
  traceback : Signal 6 (SIGABRT) received by PID {pid}
============================================================"""


def _faulthandler_dump(site: list[str], native_threads: int = 12) -> list[str]:
    """What CPython's faulthandler writes after ``Fatal Python error``: gloo's native
    threads first (no Python frames), the main thread last, innermost frame first."""
    lines = []
    for i in range(native_threads):
        lines += [f"Thread 0x00007fe4127fc{i:03x} (most recent call first):", "  <no Python frame>", ""]
    lines.append("Thread 0x00007fe4ede35b80 (most recent call first):")
    lines.append(f'  File "{TORCH}/distributed/distributed_c10d.py", line 4181 in all_reduce')
    lines += site
    lines.append('  File "/opt/jobs/run/train/train.py", line 352 in <module>')
    return lines + ["", "Extension modules: numpy._core._multiarray_umath, torch._C (total: 2)"]


def test_a_gloo_abort_in_an_unprefixed_console_is_placed_by_its_signal_and_its_stack(cli, tmp_path):
    """Rank 2 ran out of batches and went on to evaluate: gloo aborted it (SIGABRT) in the
    evaluation's all-reduce while the others were in the backward's. The native abort has
    no rank prefix: torchrun names the one rank that died of SIGABRT, and the main
    thread's stack (the last one dumped, after a dozen native threads) shows its call site."""
    lines = [f"2026-12-03 10:00:0{s},000 INFO [vm rank {r}/4] train: step {s}/30" for s in (1, 2) for r in range(4)]
    lines += GLOO_ABORT
    lines += _faulthandler_dump(['  File "/opt/jobs/run/train/train.py", line 284 in _evaluate'])
    for r in (1, 3):
        lines += _rank_traceback(r, BACKWARD, "40")[1:]  # torch prefixes a worker's traceback with [rankN]:
    lines.append(
        "E1203 10:00:41.209000 27329 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: -6) "
        "local_rank: 2 (pid: 27346) of binary: /opt/venv/bin/python3"
    )
    lines += ROOT_CAUSE.format(rank=2, pid=27346).splitlines()
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "desync", 2, "call_site", 1)
    assert "train.py:284 in _evaluate" in d["reason"]


def test_the_rank_a_launcher_summary_places_elsewhere_is_named(cli, tmp_path):
    """Rank 0 sent a larger tensor and went on (a message that is too short fits): rank 3,
    receiving from it, aborted in the metrics all-reduce, where rank 2 was waiting too;
    rank 0's traceback, in the next step's forward, is only in torchrun's failure summary
    (its error file)."""
    metrics = ['  File "/opt/jobs/run/train/train.py", line 183 in main']
    rank3 = [f"[default3]:{x}" for x in GLOO_ABORT + _faulthandler_dump(metrics)]
    rank2 = [f"[default2]:{x}" for x in _rank_traceback(2, [metrics[0].replace(" in main", ", in main")], "40")]
    summary = [
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
        "============================================================",
        "/opt/jobs/run/train/train.py FAILED",
        "------------------------------------------------------------",
        "Failures:",
        "[1]:",
        "  time      : 2026-12-03_10:00:41",
        "  host      : localhost",
        "  rank      : 0 (local_rank: 0)",
        "  exitcode  : -15 (pid: 27343)  (SIGTERM)",
        "  error_file: /tmp/torchelastic_x/attempt_0/0/error.json",
        "  traceback : Traceback (most recent call last):",
        '    File "/opt/jobs/run/train/train.py", line 152, in main',
        "      logits = model(batch[\"input\"])",
        f'    File "{TORCH}/distributed/fsdp/_fully_shard/_fsdp_collectives.py", line 115, in __call__',
        "      return dist.all_gather_single(",
        f'    File "{TORCH}/distributed/distributed_c10d.py", line 5430, in all_gather_single',
        "      work.wait()",
        "  " + CLOSED,
        "  ",
        *ROOT_CAUSE.format(rank=3, pid=27346).splitlines(),
    ]
    steps = [f"[default{r}]:2026-12-03 10:00:0{s},000 INFO train: step {s}/30" for s in (1, 2) for r in range(4)]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"job.out": steps + rank3 + rank2 + summary}))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "desync", 0, "call_site", 1)
    assert "train.py:152 in main" in d["reason"]


def test_the_rank_absent_from_a_mismatched_collective_is_the_odd_one(cli, tmp_path):
    """Rank 3 sent a larger tensor and went on; rank 2, receiving from it, aborted in the
    metrics all-reduce where ranks 0 and 1 failed too. Gloo's size check alone names no
    one; rank 3, the one rank not in that collective, is the odd one."""
    metrics = '  File "/opt/jobs/run/train/train.py", line 183, in main'
    files = {f"rank{r}.log": _steps(r) + _rank_traceback(r, [metrics], "40") for r in (0, 1)}
    files["rank2.log"] = _steps(2) + [f"[rank2]:{x}" for x in GLOO_ABORT + _faulthandler_dump([metrics.replace(", in", " in")])]
    files["rank3.log"] = _steps(3) + ["[rank3]:2026-12-03 10:00:04,000 INFO train: step 4/30 | loss 2.36"]
    for r in range(4):
        files[f"rank{r}.log"].insert(0, f"[rank{r}]:2026-12-03 10:00:00,000 INFO train: worker starting: rank={r} world_size=4")
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "desync", 3, 1)


def test_a_crash_glued_after_another_ranks_progress_bar_is_the_crashed_ranks(cli, tmp_path):
    """tqdm redraws its bar with \\r and no newline, so torchrun's relay glues the next
    process's line onto it: the text after the glued ``[default1]:`` is rank 1's."""
    bar = "[default0]:train:  20%|######1 | 8/40 [00:02<00:09,  3.37it/s, loss=2.2306, lr=3.00e-03]"
    lines = [f"[default{r}]:2026-12-03 10:00:01,000 INFO [vm rank {r}/2] train: worker starting" for r in (0, 1)]
    lines += [bar + "[default1]:Fatal Python error: Segmentation fault", "[default1]:"]
    lines += [f"[default0]:{x}" for x in _rank_traceback(0, BACKWARD, "40")]
    lines += [
        "E1203 10:00:41.305000 7221 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: -11) "
        "local_rank: 1 (pid: 7637) of binary: /opt/venv/bin/python3"
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"job.out": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "crash", 1, 1)


def test_an_agents_worker_failure_line_names_the_rank_of_its_local_rank(cli, tmp_path):
    """torchrun's agent names the failed worker by local rank only (``failed (exitcode: -9)
    local_rank: 1``); on one node that is the global rank, killed from outside."""
    lines = [f"[default{r}]:2026-12-03 10:00:0{s},000 INFO train: step {s}/30 | loss 2.{40 - s}" for s in (1, 2, 3) for r in (0, 1)]
    lines += [f"[default0]:{x}" for x in _rank_traceback(0, BACKWARD, "40")]
    lines.append(
        "E1203 10:00:41.145000 32675 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: -9) "
        "local_rank: 1 (pid: 712) of binary: /opt/venv/bin/python3"
    )
    d, code = diagnose(cli, write_job(tmp_path / "job", {"job.out": lines}))
    assert (d["status"], d["initiator_rank"], code) == ("failed", 1, 1)
    assert {"rule": "exit_report", "suspects": [1]}.items() <= next(o for o in d["rule_outcomes"] if o["rule"] == "exit_report").items()


def test_a_ranks_own_fingerprint_outranks_what_others_read_of_it(cli, tmp_path):
    """Rank 0 skipped the barrier the others entered (TORCH_DISTRIBUTED_DEBUG=DETAIL). The
    fingerprint exchange is itself mismatched, so what rank 0 read of rank 1's is garbage
    (``SequenceNumber=0OpType=REDUCE``); each rank's own is right, and a barrier's has no
    comma (ProcessGroupWrapper.cpp)."""
    head = "RuntimeError: Detected mismatch between collectives on ranks. "
    rank0 = (
        head + "Rank 0 is running collective: CollectiveFingerPrint(SequenceNumber=151, OpType=ALLREDUCE, "
        "TensorShape=[128, 64], TensorDtypes=Float, TensorDeviceTypes=TensorOptions(dtype=float (default), device=cpu)), "
        "but Rank 1 is running collective: CollectiveFingerPrint(SequenceNumber=0OpType=REDUCE).Collectives differ"
    )
    other = head + "Rank {r} is running collective: CollectiveFingerPrint(SequenceNumber=151OpType=BARRIER), but Rank 0 is running collective: CollectiveFingerPrint(SequenceNumber=0OpType=SCATTER)."
    files = {f"rank{r}.log": _steps(r) + [f"[rank{r}]:2026-12-03 10:00:{40 + r},000 INFO train: saving", f"[rank{r}]: " + (rank0 if r == 0 else other.format(r=r))] for r in range(4)}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "desync", 0, "desync", 1)
    assert next(o for o in d["rule_outcomes"] if o["rule"] == "desync")["suspects"] == [0]


def test_year_less_times_take_the_year_the_log_prints_not_the_files(cli, tmp_path):
    """glog prints no year (``E1203 10:00:00``): in a log written in 2025 and copied
    today, it is read in the log's own printed year, so rank 1's CUDA error stays
    earlier than rank 0's out-of-memory 30 s later."""
    files = {
        "rank0.log": ["2025-12-03 09:59:50,000 INFO train: step 7/30", "2025-12-03 10:00:30,000 ERROR train: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"],
        "rank1.log": [
            "[rank1]:2025-12-03 09:59:50,000 INFO train: step 7/30",
            "[rank1]:[E1203 10:00:00.123456 4242 ProcessGroupNCCL.cpp:1595] [PG 0 Rank 1] Process group watchdog thread "
            "terminated with exception: CUDA error: an illegal memory access was encountered",
        ],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "cuda_error", 1, 1)


def test_year_less_times_past_the_files_last_write_are_the_year_before(cli, tmp_path):
    """A glog job crossing New Year, its files last written on 1 January 2026: December's
    lines were written in 2025. Rank 0's error at 23:59:58 comes before rank 1's at
    00:00:03 (read in the files' year, December would have come eleven months later)."""
    import os

    glog = "{d} {t}.000000 410{r} train.py:{n}] "
    files = {
        f"rank{r}.log": [glog.format(d="I1231", t="23:59:50", r=r, n=120) + "step 9000 loss 1.50"]
        + ([glog.format(d="E1231", t="23:59:58", r=r, n=200) + "RuntimeError: CUDA error: an illegal memory access was encountered"] if r == 0 else [])
        + ([glog.format(d="E0101", t="00:00:03", r=r, n=210) + "RuntimeError: CUDA error: misaligned address"] if r == 1 else [])
        for r in range(2)
    }
    job = write_job(tmp_path / "job", files)
    new_year = 1767226200  # 2026-01-01T00:10:00Z
    for f in job.iterdir():
        os.utime(f, (new_year, new_year))
    d, _ = diagnose(cli, job)
    assert (d["initiator_rank"], d["signature_id"]) == (0, "cuda.runtime_error:an illegal memory access was encountered"), d["reason"]
    assert d["evidence"][0]["ts"].startswith("2025-12-31T23:59:58"), d["evidence"][0]


def test_a_year_less_kernel_log_is_read_in_the_year_its_jobs_logs_print(cli, tmp_path):
    """A syslog copy (``Dec  9 04:11:44``, no year) beside rank logs of 2024, all copied
    today: the Xid at 04:11:44 came a second before rank 1's CUDA error, in 2024, not in
    the copy's year (or the one before it)."""
    kern = [
        "Dec  9 04:11:44 gpu-node-01 kernel: [812345.123480] NVRM: Xid (PCI:0000:3b:00): 79, pid=31337, name=python, GPU has fallen off the bus.",
        "Dec  9 04:11:44 gpu-node-01 kernel: [812345.123500] NVRM: GPU 0000:3b:00.0: GPU has fallen off the bus.",
    ]
    files = {"kern-gpu-node-01.log": kern}
    for r in range(4):
        lines = [f"[rank{r}]:2024-12-09 04:11:4{s},000 INFO step 50{s} loss 1.9{s}" for s in (1, 2, 3)]
        if r == 1:
            lines.append("[rank1]:2024-12-09 04:11:45,000 ERROR RuntimeError: CUDA error: unspecified launch failure")
        else:
            lines.append(f"[rank{r}]:[E1209 04:21:4{r}.512000 313{r}0 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective "
                         "operation timeout: WorkNCCL(SeqNum=5001, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600012 milliseconds before timing out.")
        files[f"rank{r}.log"] = lines
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["category"], d["initiator_node"], d["signature_id"]) == ("gpu_hardware", "gpu-node-01", "xid.event:79"), d["reason"]
    assert d["evidence"][0]["ts"].startswith("2024-12-09T04:11:44"), d["evidence"][0]


def test_silence_does_not_say_when_a_rank_went_quiet_if_the_failure_has_no_time(cli, tmp_path):
    """The failure lines carry no time of their own (a traceback under a timed line): the
    silence rule names the quiet rank but does not claim it stopped before the failure."""
    timeout = "RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:78] Timed out waiting 30000ms for recv operation to complete"
    files = {f"rank{r}.log": _steps(r) + [x.replace(CLOSED, timeout) for x in _rank_traceback(r, BACKWARD, "40")] for r in range(3)}
    files["rank3.log"] = _steps(3) + ["[rank3]:2026-12-03 10:00:45,000 INFO dump: abc def ghi"]
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    said = [o["reason"] for o in d["rule_outcomes"] if o["rule"] == "silence"]
    assert said and all("stopped logging before the failure" not in r for r in said), said


def _agent(t: str, msg: str) -> str:
    return f"W1203 10:00:{t}.000000 31638 torch/distributed/elastic/{msg}"


STORE_LOST = (
    "[W1203 10:00:{t}.567850268 TCPStore.cpp:138] [c10d] recvValueWithTimeout failed on SocketImpl(fd=3, "
    "addr=[::ffff:127.0.0.1]:56062, remote=[::ffff:127.0.0.1]:46675): Failed to recv, got 0 bytes. Connection "
    "was likely closed. Did the remote server shutdown or crash?"
)
RDZV_LOST = (
    "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has "
    "failed. See inner exception for details."
)


def _node_console(node: str, ranks: list[int], last_step: int) -> list[str]:
    lines = []
    for lr, r in enumerate(ranks):
        lines.append(
            f"[default{lr}]:2026-12-03 10:00:01,000 INFO [{node} rank {r}/4] train: worker starting: "
            f"node={node} local_rank={lr} rank={r} world_size=4 pid={4180 + r}"
        )
    for s in range(1, last_step + 1):
        for lr, r in enumerate(ranks):
            lines.append(f"[default{lr}]:2026-12-03 10:00:{10 + s:02d},000 INFO [{node} rank {r}/4] train: step {s}/30 | loss 2.{40 - s}")
    return lines


def test_a_node_that_went_quiet_while_the_others_lost_the_store_is_lost(cli, tmp_path):
    files = {
        "gpu-node-0.out": _node_console("gpu-node-0", [0, 1], 12),
        "gpu-node-1.out": _node_console("gpu-node-1", [2, 3], 12)
        + [STORE_LOST.format(t="40"), _agent("41", "multiprocessing/api.py:1028] Sending process 4183 closing signal SIGTERM"), RDZV_LOST],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_node"], code) == ("failed", "node_lost", "gpu-node-0", 1)


def test_the_one_node_that_reported_nothing_in_untimed_logs_is_the_store_host(cli, tmp_path):
    """The workers print without times, so when node 0 went quiet cannot be read; node 1's
    agent lost the c10d store and node 0 reported no error and no teardown at all: it is
    the suspect, at lower confidence than when the times show it."""
    files = {
        "node-0/attempt_0/0/stdout.log": [f"[rank 0] step {s}/20 | loss 2.{40 - s}" for s in range(1, 21)] + ["[rank 0] training finished: 20 steps"],
        "node-1/attempt_0/0/stdout.log": [f"[rank 1] step {s}/20 | loss 2.{40 - s}" for s in range(1, 21)] + ["[rank 1] training finished: 20 steps"],
        "node-0.log": ["W1203 10:00:01.000000 6100 torch/distributed/run.py:982] Setting OMP_NUM_THREADS environment variable for each process"],
        "node-1.log": [STORE_LOST.format(t="41"), _agent("41", "multiprocessing/api.py:1028] Sending process 6252 closing signal SIGTERM"), RDZV_LOST],
    }
    for name in list(files):
        (tmp_path / "job" / name).parent.mkdir(parents=True, exist_ok=True)
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_node"], d["rule"], code) == ("failed", "node_lost", "node-0", "store_host_lost", 1)
    assert d["confidence"] < 0.85


def test_the_launcher_failing_right_after_training_completed_is_a_failure(cli, tmp_path):
    """The store host's agent died as the run ended: the training completed, torchrun on
    the other node exited 1 (a scheduler marks the job failed)."""
    done = ["[default{lr}]:2026-12-03 10:00:30,500 INFO [{n} rank {r}/4] train: training finished: 20 steps in 9.0s"]
    files = {
        "gpu-node-0.out": _node_console("gpu-node-0", [0, 1], 19)
        + [done[0].format(lr=lr, n="gpu-node-0", r=r) for lr, r in enumerate([0, 1])],
        "gpu-node-1.out": _node_console("gpu-node-1", [2, 3], 19)
        + [done[0].format(lr=lr, n="gpu-node-1", r=r) for lr, r in enumerate([2, 3])]
        + [STORE_LOST.format(t="31"), RDZV_LOST],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["initiator_node"], code) == ("failed", "gpu-node-0", 1)


def test_a_restarts_rendezvous_timeout_is_a_consequence_of_the_first_attempt(cli, tmp_path):
    """Node 1 died mid-run; node 0's agent restarted its workers and its rendezvous timed
    out waiting for node 1: the lost node is the root cause, not the rendezvous."""
    node0 = _node_console("node-0", [0, 1], 12) + [
        "[default0]:[rank0]: " + CLOSED,
        "[default1]:[rank1]: " + CLOSED,
        "E1203 10:00:26.833000 25842 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: 1) "
        "local_rank: 1 (pid: 26587) of binary: /opt/venv/bin/python3",
        "Traceback (most recent call last):",
        f'  File "{TORCH}/distributed/elastic/rendezvous/dynamic_rendezvous.py", line 686, in run',
        "    raise RendezvousTimeoutError",
        "torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError",
    ]
    files = {"node-0.out": node0, "node-1.out": _node_console("node-1", [2, 3], 12)}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_node"], code) == ("failed", "node_lost", "node-1", 1)
    assert d["rule"] != "job_wide"


AGENT_RESTART_TRACEBACK = [
    "Traceback (most recent call last):",
    f'  File "{TORCH}/distributed/elastic/agent/server/api.py", line 951, in _invoke_run',
    "    self._restart_workers(self._worker_group)",
    f'  File "{TORCH}/distributed/elastic/agent/server/api.py", line 735, in _restart_workers',
    "    self._initialize_workers(worker_group)",
    f'  File "{TORCH}/distributed/elastic/agent/server/api.py", line 527, in _rendezvous',
    "    rdzv_info = spec.rdzv_handler.next_rendezvous()",
    f'  File "{TORCH}/distributed/elastic/rendezvous/dynamic_rendezvous.py", line 686, in run',
    "    raise RendezvousTimeoutError",
    "torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError",
]


def test_a_one_rank_node_whose_agent_never_rejoined_the_restart_is_lost(cli, tmp_path):
    """Two nodes of one rank each; node 1 (agent and worker) was SIGKILLed. Node 0's agent
    restarted its worker and its rendezvous timed out under ``_restart_workers``: node 1's
    agent is gone too, so the node was lost, not only its worker."""
    node0 = [
        "[default0]:2026-12-03 10:00:01,000 INFO [node-0 rank 0/2] train: worker starting: node=node-0 local_rank=0 rank=0 world_size=2",
        "[default0]:[rank0]: " + CLOSED,
        "E1203 10:00:41.961000 6126 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: 1) "
        "local_rank: 0 (pid: 8225) of binary: /opt/venv/bin/python3",
    ] + AGENT_RESTART_TRACEBACK
    node1 = ["[default0]:2026-12-03 10:00:01,000 INFO [node-1 rank 1/2] train: worker starting: node=node-1 local_rank=0 rank=1 world_size=2"]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"node-0.log": node0, "node-1.log": node1}))
    assert (d["status"], d["category"], d["initiator_rank"], d["initiator_node"], code) == ("failed", "node_lost", 1, "node-1", 1)
    assert "restart waited for its agent in vain" in d["reason"]


RESET = (
    "[rank{r}]: RuntimeError: [/__w/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:545] Read error "
    "[127.0.0.1]:12456: Connection reset by peer. This is typically caused by a remote worker hanging or bugs in "
    "the application. Check the logs of the remote worker"
)
GLOO_TIMEOUT = (
    "[rank{r}]: RuntimeError: [/__w/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:78] "
    "Timed out waiting 30000ms for recv operation to complete"
)


def _perrank(r: int, steps: int) -> list[str]:
    return [f"2026-12-03 10:00:{10 + s:02d},000 INFO [vm rank {r}/4] train: step {s}/30 | loss 2.{40 - s}" for s in range(1, steps + 1)]


def test_a_quiet_rank_whose_peers_saw_its_connections_reset_died(cli, tmp_path):
    """Peers' first reports are resets, not timeouts: rank 0's process is gone (a hung
    process keeps its sockets open), so the job failed; it did not hang."""
    files = {"rank0.log": _perrank(0, 9)}
    for r in (1, 2, 3):
        files[f"rank{r}.log"] = _perrank(r, 9) + [f"2026-12-03 10:00:20,{r}00 INFO [vm rank {r}/4] train: step failed", RESET.format(r=r)]
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "unknown", 0, 1)


def test_a_quiet_rank_whose_peers_timed_out_hung(cli, tmp_path):
    files = {"rank0.log": _perrank(0, 9)}
    for r in (1, 2, 3):
        files[f"rank{r}.log"] = _perrank(r, 9) + [f"2026-12-03 10:00:50,{r}00 INFO [vm rank {r}/4] train: step failed", GLOO_TIMEOUT.format(r=r)]
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("hung", "hang", 0, 1)


SUMMARY = [
    "Root Cause (first observed failure):",
    "[0]:",
    "  time      : 2026-12-03_10:00:27",
    "  host      : localhost",
    "  rank      : {rank} (local_rank: {rank})",
    "  exitcode  : {code} (pid: 29092)  ({name})",
    "  error_file: <N/A>",
    "  traceback : Signal 11 (SIGSEGV) received by PID 29092",
    "=======================================================",
]


def test_an_unprefixed_segfault_belongs_to_the_rank_the_launcher_reports_segfaulted(cli, tmp_path):
    console = _perrank(0, 3) + [
        "Fatal Python error: Segmentation fault",
        "",
        "E1203 10:00:27.935000 29025 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: -11) "
        "local_rank: 1 (pid: 29092) of binary: /opt/venv/bin/python3",
    ] + [ln.format(rank=1, code=-11, name="SIGSEGV") for ln in SUMMARY]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": console}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "crash", 1, 1)


def test_an_exception_after_the_last_step_fails_when_the_launcher_says_so(cli, tmp_path):
    """step 30/30 is the training loop's end, not the job's: the final evaluation raised
    and torchrun reported the rank's exit code 1."""
    files = {}
    for r in range(2):
        files[f"rank{r}.log"] = _perrank(r, 30)[-3:]
    files["rank1.log"] += [
        "[rank1]: Traceback (most recent call last):",
        '[rank1]:   File "/opt/jobs/run/train/train.py", line 284, in _evaluate',
        "[rank1]:     acc = correct / seen",
        "[rank1]: ZeroDivisionError: division by zero",
    ]
    files["console.log"] = [ln.format(rank=1, code=1, name="exit code 1").replace("  (exit code 1)", "") for ln in SUMMARY[:-2]]
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["initiator_rank"], code) == ("failed", 1, 1)


def test_a_progress_bar_redrawn_after_a_traceback_is_not_progress(cli, tmp_path):
    """tqdm's close() draws the bar once more while the exception unwinds."""
    bar = "train:  15%|████▋                          | 3/20 [00:00<00:05,  3.28it/s, loss=6.4016, lr=2.40e-03]"
    files = {
        "rank0.log": [bar.replace("3/20", "2/20"), "[rank0]: Traceback (most recent call last):",
                      '[rank0]:   File "/opt/jobs/run/train/trainlib.py", line 325, in collate',
                      "[rank0]:     labels = torch.tensor(labels)",
                      "[rank0]: ValueError: too many dimensions 'str'", bar],
        "rank1.log": [bar.replace("3/20", "2/20"), "[rank1]: " + CLOSED],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["initiator_rank"], code) == ("failed", 0, 1)


def _pdsh_job(exit_code: int, ib_time: str | None, exit_time: str = "12:31:05,900") -> list[str]:
    """Two DeepSpeed nodes under pdsh: host-a's ranks log IB completion errors naming a
    peer (NCCL WARN lines carry no time unless ``ib_time`` is given), host-b's launcher
    reports its first worker exit with ``exit_code`` (deepspeed/launcher/launch.py)."""
    a, b = "host-a: ", "host-b: "
    lines = [b + "[2024-05-10 12:00:00,100] [INFO] [launch.py:146:main] WORLD INFO DICT: {'host-a': [0, 1, 2, 3], 'host-b': [0, 1, 2, 3]}"]
    for step in range(1, 30):
        lines.append(a + f"[2024-05-10 12:{step:02d}:00,000] [INFO] [logging.py:96:log_dist] [Rank 0] step={step * 10}, skipped=0, lr=[0.0001]")
    stamp = f"[2024-05-10 {ib_time}] " if ib_time else ""
    for dev, pid in ((2, 51234), (0, 51232)):
        lines.append(
            a + stamp + f"host-a:{pid}:51900 [{dev}] transport/net_ib.cc:1295 NCCL WARN NET/IB : Got completion from peer "
            "10.0.0.12<41235> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid ::ffff:10.0.0.11 remoteGids::ffff:10.0.0.12 hca mlx5_0"
        )
    lines += [b + f"[2024-05-10 12:31:05,41{i}] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 4023{i}" for i in range(4)]
    cmd = "['/usr/bin/python3', '-u', 'train.py', '--local_rank=3', '--deepspeed']"
    lines.append(b + f"[2024-05-10 {exit_time}] [ERROR] [launch.py:321:sigkill_handler] {cmd} exits with return code = {exit_code}")
    return lines


def test_a_peer_killed_by_sigkill_explains_the_ib_retry_errors_of_its_peers(cli, tmp_path):
    """IB's retries run out (status 12) when the peer process is gone as when the link is;
    a process ending by SIGKILL is no network failure's doing: host-b's dead worker is the
    suspect, at a confidence that leaves the network possible."""
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": _pdsh_job(-9, None)}))
    assert (d["category"], d["initiator_node"], d["rule"], code) == ("host_oom", "host-b", "dead_peer", 1), d["reason"]
    assert d["confidence"] < 0.85 and "network is the cause" in d["reason"]


def test_ib_retry_errors_stay_the_cause_when_the_peer_ended_by_abort_or_much_later(cli, tmp_path):
    """SIGABRT is how the c10d watchdog takes a process down after an NCCL error (a
    consequence); a SIGKILL reported minutes after the exact time of the IB errors came
    after them."""
    d, _ = diagnose(cli, write_job(tmp_path / "abort", {"console.log": _pdsh_job(-6, None)}))
    assert (d["category"], d["rule"]) == ("network", "earliest_initiator"), d["reason"]
    d, _ = diagnose(cli, write_job(tmp_path / "late", {"console.log": _pdsh_job(-9, "12:29:30,000", "12:35:00,000")}))
    assert (d["category"], d["rule"]) == ("network", "earliest_initiator"), d["reason"]


def _oom_killed_job(kernel_host: str) -> dict[str, list[str]]:
    """torchrun --tee console of 4 workers; local rank 2 (pid 4242) SIGKILLed by the
    kernel's OOM killer, whose lines (dmesg -T, optionally from a syslog naming its host)
    name only the pid."""
    con = [f"[default{r}]:2024-12-03 14:21:{s}5,000 INFO epoch 0 step {s}00/5000 loss 2.{70 - s}0" for s in range(1, 6) for r in range(4)]
    api = "torch/distributed/elastic/multiprocessing/api.py"
    con += [f"W1203 14:22:11.034000 139887 {api}:858] Sending process {p} closing signal SIGTERM" for p in (4240, 4241, 4243)]
    con += [
        f"E1203 14:22:11.410000 139887 {api}:833] failed (exitcode: -9) local_rank: 2 (pid: 4242) of binary: /opt/conda/bin/python",
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
        "Root Cause (first observed failure):",
        "[0]:",
        "  time      : 2024-12-03_14:22:11",
        "  host      : worker-7",
        "  rank      : 2 (local_rank: 2)",
        "  exitcode  : -9 (pid: 4242)",
        "  error_file: <N/A>",
        "  traceback : Signal 9 (SIGKILL) received by PID 4242",
    ]
    host = f"2024-12-03T14:22:10.120000+00:00 {kernel_host} kernel: " if kernel_host else "[Tue Dec  3 14:22:10 2024] "
    dmesg = [host + "Out of memory: Killed process 4242 (python) total-vm:412345676kB, anon-rss:198765432kB, file-rss:123456kB, shmem-rss:0kB, UID:1000 pgtables:402112kB oom_score_adj:0"]
    return {"console.log": con, "dmesg.txt": dmesg}


def test_the_kernels_oom_kill_of_a_pid_is_the_rank_the_launcher_names_with_that_pid(cli, tmp_path):
    d, code = diagnose(cli, write_job(tmp_path / "job", _oom_killed_job("")))
    assert (d["category"], d["initiator_rank"], d["signature_id"], code) == ("host_oom", 2, "host.oom_killed_process", 1), d["reason"]
    assert "names process 4242" in d["reason"]


def test_a_pid_on_another_host_is_not_joined(cli, tmp_path):
    """Pids repeat across hosts: a kill on gpu-node-9 is not worker-7's pid 4242."""
    d, _ = diagnose(cli, write_job(tmp_path / "job", _oom_killed_job("gpu-node-9")))
    assert "names process 4242" not in d["reason"], d["reason"]
    d, _ = diagnose(cli, write_job(tmp_path / "same", _oom_killed_job("worker-7")))
    assert (d["initiator_rank"], d["initiator_node"]) == (2, "worker-7") and "names process 4242" in d["reason"], d["reason"]


def test_a_line_under_a_pdsh_host_label_is_that_nodes(cli, tmp_path):
    """DeepSpeed's runner starts the node launchers with ``pdsh -w worker-0,worker-1``;
    pdsh prefixes each line a host prints with ``<host>: ``. The CUDA error printed under
    ``worker-1: `` is node worker-1's, and the world info dict numbers its ranks 4-7."""
    ds = "[2024-12-06 08:00:{t},{ms}] [INFO] "
    w0, w1 = "worker-0: ", "worker-1: "
    world = "{'worker-0': [0, 1, 2, 3], 'worker-1': [0, 1, 2, 3]}"
    lines = [
        ds.format(t="00", ms="011") + "[runner.py:568:main] cmd = pdsh -S -f 1024 -w worker-0,worker-1 export PYTHONPATH=/job; cd /job; "
        "/usr/bin/python -u -m deepspeed.launcher.launch --world_info=eyJ3b3JrZXItMCI6IFswXX0= --node_rank=%n train.py --deepspeed ds_config.json",
        w0 + ds.format(t="02", ms="100") + f"[launch.py:146:main] WORLD INFO DICT: {world}",
        w1 + ds.format(t="02", ms="101") + f"[launch.py:146:main] WORLD INFO DICT: {world}",
    ]
    for s in range(1, 5):
        lines += [w + ds.format(t=f"{10 * s}", ms="500") + f"[logging.py:96:log_dist] [Rank {r}] step={10 * s}, skipped=0, lr=[0.0001]" for w, r in ((w0, 0), (w1, 4))]
    lines += [
        w1 + "Traceback (most recent call last):",
        w1 + '  File "/job/train.py", line 188, in <module>',
        w1 + "RuntimeError: CUDA error: an illegal memory access was encountered",
        w1 + "[2024-12-06 08:01:25,001] [INFO] [launch.py:319:sigkill_handler] Killing subprocess 7101",
        w1 + "[2024-12-06 08:01:25,100] [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python', '-u', 'train.py', '--local_rank=3'] exits with return code = 1",
        "pdsh@worker-0: worker-1: ssh exited with exit code 1",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["category"], d["initiator_node"], d["nodes"], d["world_size"], code) == ("cuda_error", "worker-1", 2, 8, 1), d


def test_key_value_identity_is_read_in_any_order(cli, tmp_path):
    """``world_size=8 rank=3 local_rank=3 host=gpu-node-01``: the host after the rank
    still places the rank (2 nodes of 4 ranks, rank 3's OOM on gpu-node-01)."""
    files = {}
    for r in range(8):
        host = f"gpu-node-0{1 + r // 4}"
        lines = [f"[rank{r}]:2024-12-03 12:00:00,000 - INFO - train - world_size=8 rank={r} local_rank={r % 4} host={host}"]
        lines += [f"[rank{r}]:2024-12-03 12:00:0{s},000 - INFO - train - step {s}/100 loss 2.{50 - s}" for s in range(1, 4)]
        if r == 3:
            lines.append("[rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity of 79.11 GiB of which 1.02 GiB is free.")
        files[f"rank{r}.log"] = lines
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["initiator_rank"], d["initiator_node"], d["nodes"], d["ranks_per_node"]) == (3, "gpu-node-01", 2, 4), d


def test_a_failure_signal_handlers_sigsegv_dump_names_its_rank_and_sigterm_does_not(cli, tmp_path):
    """glog's failure signal handler prints ``*** SIGSEGV (@0x0) received by PID ...``:
    rank 7 crashed (srun --label prefix). The same header for SIGTERM is a launcher
    stopping a process, not a crash."""
    lines = []
    for r in range(8):
        lines += [f"{r}: 2024-12-03 12:00:0{s},000 INFO step {s} loss 2.{50 - s}" for s in (1, 2)]
    lines += [
        "7: *** Aborted at 1733227205 (unix time) try \"date -d @1733227205\" if you are using GNU date ***",
        "7: *** SIGSEGV (@0x0) received by PID 41007 (TID 0x7f00aa) from PID 0; stack trace: ***",
        "7:     @     0x7f00b1c3e520 (unknown)",
        "3: *** SIGTERM (@0x7d100008c74) received by PID 41003 (TID 0x7fc0d7fa7a40) from PID 40990; stack trace: ***",
        "srun: error: node-02: task 7: Segmentation fault (core dumped)",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["category"], d["initiator_rank"], d["signature_id"], code) == ("crash", 7, "host.failure_signal_dump:SIGSEGV", 1), d["reason"]
    assert not any(c["signature_id"].startswith("host.failure_signal_dump") for c in d["collateral"]), d["collateral"]


def test_a_nanogpt_run_that_diverged_is_not_healthy(cli, tmp_path):
    """nanoGPT prints ``iter N: loss X, time ..ms, mfu ..%``: its loss going NaN until a
    clean torchrun exit is a diverged run, not a healthy one."""
    lines = [f"iter {i}: loss {3.5 - i / 2000:.4f}, time 152.31ms, mfu 38.71%" for i in range(2900, 2990, 10)]
    lines += [f"iter {i}: loss nan, time 152.31ms, mfu 38.71%" for i in range(2990, 3100, 10)]
    lines.append("I1206 10:00:00.000000 1 torch/distributed/elastic/agent/server/api.py:879] [default] worker group successfully finished. Waiting 300 seconds for other agents to finish.")
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], d["category"], code) == ("failed", "nan_inf", 1), d["reason"]


def test_an_agents_worker_failure_is_placed_by_the_global_ranks_its_rendezvous_gave(cli, tmp_path):
    """Two torchrun agents; the second's workers are global ranks 4-7 (its rendezvous
    says so), so its 'local_rank: 1' that ended by SIGKILL is rank 5, not rank 1."""
    api = "torch/distributed/elastic/agent/server/api.py"
    mp = "torch/distributed/elastic/multiprocessing/api.py"

    def agent(pid: int, ranks: list[int], fail: bool) -> list[str]:
        out = [
            f"I1120 11:00:05.000000 {pid} {api}:525] [default] Rendezvous complete for workers. Result:",
            "  restart_count=0",
            f"  local_ranks={list(range(4))}",
            f"  global_ranks={ranks}",
            "  global_world_sizes=[8, 8, 8, 8]",
        ]
        out += [f"[default{lr}]:2026-11-20 11:0{m}:00,000 INFO step {m}0/20000 | loss 4.{m}0" for m in range(1, 5) for lr in range(4)]
        if fail:
            out.append(f"E1120 11:05:10.000000 {pid} {mp}:833] failed (exitcode: -9) local_rank: 1 (pid: 2005) of binary: /usr/bin/python3")
        return out

    d, code = diagnose(cli, write_job(tmp_path / "job", {"agent-a.log": agent(1801, [0, 1, 2, 3], False), "agent-b.log": agent(1902, [4, 5, 6, 7], True)}))
    assert (d["category"], d["initiator_rank"], code) == ("host_oom", 5, 1), d["reason"]


def test_ib_retry_errors_before_slurm_reports_a_node_failure_are_that_nodes_loss(cli, tmp_path):
    """Slurm names a failed node only after its slurmd stops answering, well after the
    peers' IB retries ran out: the node it names was lost, the IB errors are its trace."""
    lines = [f"{r}: 2026-11-20 22:39:50,000 INFO step 100 loss 2.1" for r in range(12)]
    for r in range(8):
        host = "gpu-a" if r < 4 else "gpu-b"
        lines.append(f"{r}: {host}:90{r:02d}:91{r:02d} [{r % 4}] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer "
                     f"10.10.6.13<5{r}211> with status=12 opcode=0 len=0 vendor err 129 (Recv) localGid ::ffff:10.10.6.11 remoteGids::ffff:10.10.6.13")
    lines += [
        "0: [rank0]:[E1120 22:40:00.000000000 9000 ProcessGroupNCCL.cpp:1575] [PG 0 (default_pg) Rank 0] Process group watchdog thread "
        "terminated with exception: NCCL error: remote process exited or there was a network error, NCCL version 2.20.5",
        "srun: error: Node failure on gpu-c",
        "slurmstepd: error: *** JOB 66001 ON gpu-a CANCELLED AT 2026-11-20T22:41:12 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"slurm-66001.out": lines}))
    assert (d["category"], d["initiator_node"], d["rule"], code) == ("node_lost", "gpu-c", "dead_peer", 1), d["reason"]


def test_a_nan_in_megatrons_iteration_line_is_the_jobs_not_the_printing_ranks(cli, tmp_path):
    """Megatron prints its iteration line from the last rank, with the losses averaged over
    the data-parallel group: a NaN there names no rank."""
    it = "15:  [2026-11-20 15:0{m}:00] iteration {i:8d}/  500000 | consumed samples: {c:12d} | lm loss: {loss} | loss scale: 1.0 | number of nan iterations:   0 |"
    lines = [it.format(m=m, i=10 * m, c=5120 * m, loss="9.425337E+00") for m in range(1, 5)]
    lines.append(it.format(m=5, i=50, c=25600, loss="nan"))
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"slurm-77812.out": lines}))
    assert (d["category"], d["initiator_rank"], d["scope"]) == ("nan_inf", None, "job"), d["reason"]


def test_tasks_srun_reports_killed_after_slurm_stopped_the_step_are_not_oom_kills(cli, tmp_path):
    """slurmstepd sends SIGTERM, then SIGKILL after KillWait, to a step it stops: the
    tasks srun then reports 'Killed' were killed by Slurm, not by the OOM killer."""
    lines = [f"{r}: 2026-11-20 22:{m:02d}:00,000 INFO step {m} loss 2.{m}" for m in range(30, 40) for r in range(4)]
    lines += [
        "slurmstepd: error: *** STEP 66001.0 ON gpu-a CANCELLED AT 2026-11-20T22:41:12 ***",
        "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.",
        "srun: error: gpu-a: tasks 0-3: Killed",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"slurm-66001.out": lines}))
    assert d["category"] == "scheduler" and code == 1, d["reason"]


def test_a_nodes_fault_printed_without_rank_or_node_is_the_one_rank_that_did_not_time_out(cli, tmp_path):
    """Megatron's checkpoint save on rank 0 hits ENOSPC (no prefix, a file per task named
    by Slurm's %t), ranks 1-7 time out in the barrier: the line is rank 0's."""
    wd = ("[rank{r}]:[E1120 15:30:{s:02d}.000000000 900{r} ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation "
          "timeout: WorkNCCL(SeqNum=4001, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600010 milliseconds before timing out.")
    files = {f"task-{r}.out": [wd.format(r=r, s=r)] for r in range(1, 8)}
    files["task-0.out"] = [
        "saving checkpoint at iteration    4000 to /ckpt/gpt",
        "OSError: [Errno 28] No space left on device",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["category"], d["initiator_rank"]) == ("storage", 0), d["reason"]
    assert d["confidence"] < 0.85 and "names no rank or node" in d["reason"]


def test_an_xid_naming_a_pid_is_the_rank_whose_nccl_lines_carry_that_pid(cli, tmp_path):
    """The kernel's Xid names the process (pid=5011); NCCL's Init COMPLETE line of rank 11
    carries the same pid in its host:pid:tid prefix."""
    files = {}
    for r in range(16):
        host = "gpu-a" if r < 8 else "gpu-b"
        lines = [f"{host}:50{r:02d}:50{r:02d} [{r % 8}] NCCL INFO comm 0x55{r:02d} rank {r} nranks 16 cudaDev {r % 8} busId {r % 8}d000 commId 0x77 - Init COMPLETE"]
        if r != 11:
            lines.append(f"[rank{r}]:[E1121 09:26:4{r % 10}.000000000 50{r:02d} ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation "
                         "timeout: WorkNCCL(SeqNum=901, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600010 milliseconds before timing out.")
        files[f"rank{r}.log"] = lines
    files["dmesg.txt"] = ["[Sat Nov 21 09:16:40 2026] NVRM: Xid (PCI:0000:3d:00): 79, pid=5011, name=python3, GPU has fallen off the bus."]
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["category"], d["initiator_rank"], d["initiator_node"]) == ("gpu_hardware", 11, "gpu-b"), d["reason"]
    assert "names process 5011" in d["reason"]


def test_an_xid_naming_a_gpu_address_is_the_rank_whose_nccl_line_gives_that_bus_id_on_its_node(cli, tmp_path):
    """Xid 48 names the GPU by PCI address only (0000:5d:00); NCCL's Init COMPLETE lines
    give each rank's busId. Every node has a GPU at 5d:00: the kernel line's host picks
    gpu-b's, rank 13."""
    files = {}
    for r in range(16):
        host = "gpu-a" if r < 8 else "gpu-b"
        lines = [f"{host}:60{r:02d}:60{r:02d} [{r % 8}] NCCL INFO comm 0x55{r:02d} rank {r} nranks 16 cudaDev {r % 8} busId {(r % 8) + 0x58:x}000 commId 0x77 - Init COMPLETE"]
        lines.append(f"[rank{r}]:[E1121 09:26:4{r % 10}.000000000 60{r:02d} ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation "
                     "timeout: WorkNCCL(SeqNum=901, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600010 milliseconds before timing out.")
        files[f"rank{r}.log"] = lines
    kern = "2026-11-21T09:16:40.000000+00:00 {h} kernel: NVRM: Xid (PCI:0000:5d:00): 48, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at physAddr 0x1"
    d, _ = diagnose(cli, write_job(tmp_path / "job", dict(files, **{"kern.log": [kern.format(h="gpu-b")]})))
    assert (d["category"], d["initiator_rank"], d["initiator_node"]) == ("gpu_hardware", 13, "gpu-b"), d["reason"]
    assert "names GPU 0000:5d:00" in d["reason"]
    # Without the host, 5d:00 is a GPU of either node: no rank.
    d, _ = diagnose(cli, write_job(tmp_path / "nohost", dict(files, **{"kern.log": ["[Sat Nov 21 09:16:40 2026] NVRM: Xid (PCI:0000:5d:00): 48, An uncorrectable double bit error"]})))
    assert d["initiator_rank"] is None and "names GPU" not in d["reason"], d["reason"]


_CUDA_UNKNOWN = [
    "terminate called after throwing an instance of 'c10::CUDAError'",
    "  what():  CUDA error: unknown error",
    "Exception raised from query at ../aten/src/ATen/cuda/CUDAEvent.h:91 (most recent call first):",
    "frame #3: c10d::ProcessGroupNCCL::workCleanupLoop() + 0x221 (0x147b9b82fcf1 in /opt/torch/lib/libtorch_cuda_cpp.so)",
]


def test_a_cuda_unknown_error_mid_run_is_the_gpu_and_slurms_one_failed_node_places_it(cli, tmp_path):
    """cudaErrorUnknown from the watchdog's event query after progress: the GPU stopped
    answering. The line names no rank or node; srun then reports one node failed: the
    fault is placed there, at moderate confidence (read, not printed)."""
    lines = [f"step {m} | loss 2.{m}" for m in range(30, 40)]
    lines += _CUDA_UNKNOWN + ["srun: error: Node failure on gpu-c", "srun: Job step aborted: Waiting up to 62 seconds for job step to finish."]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"slurm-66002.out": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], d["initiator_node"], code) == ("failed", "gpu_hardware", None, "gpu-c", 1), d["reason"]
    assert d["confidence"] < 0.85 and "the only node the scheduler reports failed" in d["reason"]


def test_a_fault_is_not_placed_on_a_node_when_slurm_reports_several_or_none(cli, tmp_path):
    lines = [f"step {m} | loss 2.{m}" for m in range(30, 40)] + _CUDA_UNKNOWN
    two = lines + ["srun: error: Node failure on gpu-c", "srun: error: Node failure on gpu-d"]
    d, _ = diagnose(cli, write_job(tmp_path / "two", {"slurm-66003.out": two}))
    assert (d["category"], d["initiator_node"]) == ("gpu_hardware", None), d["reason"]
    d, _ = diagnose(cli, write_job(tmp_path / "none", {"slurm-66004.out": lines}))
    assert (d["category"], d["initiator_node"]) == ("gpu_hardware", None), d["reason"]


def test_a_root_cause_that_names_no_rank_or_node_is_stated_below_high_confidence(cli, tmp_path):
    """The cause is read, but who failed first is not: the verdict says so."""
    lines = [f"2026-11-20 22:{m:02d}:00,000 INFO step {m} loss 2.{m}" for m in range(30, 40)] + _CUDA_UNKNOWN
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["category"], d["initiator_rank"], d["initiator_node"]) == ("gpu_hardware", None, None), d["reason"]
    assert d["confidence"] < 0.85


_LSF_REPORT = [
    "------------------------------------------------------------",
    "Sender: LSF System <lsfadmin@batch-a>",
    "Subject: Job 3351873: <gpt3-megatron> in cluster <summit> Exited",
    "",
    "Started at Wed Mar 13 12:17:14 2024",
    "Terminated at Wed Mar 13 12:24:54 2024",
]


def _megatron_iterations(n: int) -> list[str]:
    it = " iteration {i:8d}/  112413 | consumed samples: {c:12d} | elapsed time per iteration (ms): 863.6 | lm loss: 8.5{i:03d}E+00 |"
    return [it.format(i=10 * k, c=120 * k) for k in range(1, n + 1)]


def test_jsrun_leaving_at_a_second_sigint_while_training_progressed_is_a_stop_from_outside(cli, tmp_path):
    """jsrun exits at a second SIGINT (Ctrl-C, or LSF's bkill, whose first signal is
    SIGINT); LSF's report says Exited. Nothing failed: scheduler, not healthy."""
    files = {
        "job.o": _megatron_iterations(38) + _LSF_REPORT,
        "job.e": ["WARNING: exiting due to 2 SIGINT's within 1 second.", " Job step may still be running and must be managed manually with jskill"],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "scheduler", None, "stopped_from_outside", 1), d["reason"]


def test_an_lsf_job_report_saying_exited_alone_is_not_healthy(cli, tmp_path):
    d, code = diagnose(cli, write_job(tmp_path / "job", {"job.o": _megatron_iterations(5) + _LSF_REPORT}))
    assert d["status"] == "failed" and code == 1, d["reason"]


def test_a_process_jsrun_reports_ended_by_sigusr2_is_lsfs_run_limit_for_the_whole_job(cli, tmp_path):
    """LSF's run limit sends SIGUSR2 (bsub -W) to every process; jsrun names the first it
    noticed, which is no initiator."""
    files = {
        "job.o": _megatron_iterations(3) + _LSF_REPORT,
        "job.e": ["User defined signal 2", "ERROR:  One or more process (first noticed rank 2) terminated with signal 12"],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["scope"], code) == ("failed", "scheduler", None, "job", 1), d["reason"]


def test_a_gpu_index_names_no_rank_when_the_world_spans_more_gpus_than_a_node_has(cli, tmp_path):
    """'GPU 2' is local rank 2's device on one node; with 48 ranks and no node names in
    the logs it could be any node's local rank 2."""
    oom = ("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 64.00 MiB (GPU 2; 15.00 GiB total capacity; "
           "13.82 GiB already allocated; 38.38 MiB free; 14.09 GiB reserved in total by PyTorch)")
    lines = ["using world size: 48, data-parallel size: 12, tensor-model-parallel size: 2, pipeline-model-parallel size: 2 ", oom]
    d, _ = diagnose(cli, write_job(tmp_path / "big", {"job.e": lines}))
    assert (d["category"], d["initiator_rank"]) == ("cuda_oom", None), d["reason"]
    lines = ["using world size: 4, data-parallel size: 4, tensor-model-parallel size: 1, pipeline-model-parallel size: 1 ", oom]
    d, _ = diagnose(cli, write_job(tmp_path / "small", {"job.e": lines}))
    assert (d["category"], d["initiator_rank"]) == ("cuda_oom", 2), d["reason"]


def _deepspeed_teardown(pids: list[int]) -> list[str]:
    """The DeepSpeed launcher's lines around a worker's death (deepspeed/launcher/launch.py)."""
    lines = [f"[2025-06-02 20:41:02,30{i}] [INFO] [launch.py:256:main] process {p} spawned with command: "
             f"['/usr/bin/python3', '-u', 'train.py', '--local_rank={i}', '--deepspeed', 'zero3.json']" for i, p in enumerate(pids)]
    lines += [f"{{'loss': 1.{40 - s}, 'learning_rate': 1e-05, 'epoch': 0.{s}}}" for s in range(10, 20)]
    lines += [f"[2025-06-02 20:51:24,18{i}] [INFO] [launch.py:319:sigkill_handler] Killing subprocess {p}" for i, p in enumerate(pids)]
    return lines + ["[2025-06-02 20:51:26,612] [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py'] exits with return code = -9"]


_OOM_KILL = ("[856341.770960] Out of memory: Killed process {pid} (python) total-vm:79905000kB, anon-rss:22957108kB, "
             "file-rss:72036kB, shmem-rss:15143164kB, UID:1000 pgtables:78032kB oom_score_adj:0")


def test_the_oom_killers_pid_is_the_local_rank_deepspeeds_launcher_spawned_and_killed_it_as(cli, tmp_path):
    """The OOM killer names pid 410128 only; the launcher spawned (and killed) it as its
    third worker: local rank 2, on one node rank 2."""
    files = {"launcher.log": _deepspeed_teardown([410126, 410127, 410128, 410129]), "dmesg.txt": [_OOM_KILL.format(pid=410128)]}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["category"], d["initiator_rank"], code) == ("host_oom", 2, 1), d["reason"]
    assert "process 410128" in d["reason"]


def test_the_kill_order_alone_places_a_pid_when_the_spawn_lines_are_missing(cli, tmp_path):
    lines = [ln for ln in _deepspeed_teardown([7001, 7002, 7003]) if "spawned" not in ln]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"launcher.log": lines, "dmesg.txt": [_OOM_KILL.format(pid=7002)]}))
    assert (d["category"], d["initiator_rank"]) == ("host_oom", 1), d["reason"]
    d, _ = diagnose(cli, write_job(tmp_path / "other", {"launcher.log": lines, "dmesg.txt": [_OOM_KILL.format(pid=9999)]}))
    assert (d["category"], d["initiator_rank"]) == ("host_oom", None), d["reason"]


def test_a_pbs_walltime_kill_mid_epoch_is_the_schedulers_not_healthy(cli, tmp_path):
    """The PBS MOM writes '=>> PBS: job killed: walltime ... exceeded limit ...' into the
    job's stderr (openpbs src/resmom/mom_main.c); PALS's mpiexec reports the SIGTERMed ranks."""
    out = [f"Epoch: [23]  [{i:4d}/1251]  eta: 0:12:41  lr: 0.001500  loss: 2.3311 (2.3417)  time: 0.7739  data: 0.0012  max mem: 31288"
           for i in range(0, 300, 50)]
    out += ["=>> PBS: job killed: walltime 21630 exceeded limit 21600",
            "x3004c0s13b0n0.hsn.cm.polaris.alcf.anl.gov: rank 0 died from signal 15"]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"vit.o918221": out, "vit.e918221": ["=>> PBS: job killed: walltime 21630 exceeded limit 21600"]}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "scheduler", None, 1), d["reason"]


def test_ray_tunes_per_iteration_report_is_progress_not_completion(cli, tmp_path):
    """'Training finished iteration N at ...' is Ray Tune's progress reporter, once per
    reported result (ray/tune/experimental/output.py); an error after it is not noise
    after a completed run."""
    lines = []
    for i in range(1, 7):
        lines += [f"Training finished iteration {i} at 2026-11-03 16:{20 + 3 * i}:00. Total running time: {3 * i}min 0s",
                  f"(RayTrainWorker pid=5122, ip=10.0.1.5) [rank1]:2026-11-03 16:{20 + 3 * i}:00,000 INFO step {100 * i} loss 1.{i}"]
    lines += [
        "(RayTrainWorker pid=5122, ip=10.0.1.5) [rank1]:[E1103 16:38:44.679998 ProcessGroupNCCL.cpp:1595] [PG ID 0 PG GUID 0(default_pg) Rank 1] "
        "Process group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
        "Training errored after 6 iterations at 2026-11-03 16:38:47. Total running time: 19min 4s",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"ray-job-driver.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "cuda_error", 1, 1), d["reason"]


def _watchdog_abort_lines(r: int, when: str = "1119 10:53:30") -> list[str]:
    return [
        f"[rank{r}]:[E{when}.50{r} ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation timeout: "
        "WorkNCCL(SeqNum=38200, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800061 milliseconds before timing out.",
        f"[rank{r}]:[E{when}.50{r} ProcessGroupNCCL.cpp:695] [Rank {r}] To avoid data inconsistency, we are taking the entire process down.",
    ]


def test_the_watchdogs_own_sigabrt_after_every_rank_timed_out_names_no_initiator(cli, tmp_path):
    """Every rank timed out in the same all-reduce; srun then reports their aborts, which
    the watchdog caused itself: nothing separates the ranks."""
    lines = [f"[rank{r}]:2026-11-19 10:2{m}:00,000 INFO step {m}00 loss 2.{m}" for m in range(4) for r in range(8)]
    for r in range(8):
        lines += _watchdog_abort_lines(r)
    lines += ["srun: error: gpu-l12: task 0: Aborted (core dumped)", "srun: error: gpu-l13: tasks 4-7: Aborted (core dumped)",
              "srun: error: gpu-l12: tasks 1-3: Aborted (core dumped)"]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"slurm-611200.out": lines}))
    assert (d["status"], d["category"], d["initiator_rank"]) == ("hung", "hang", None), d["reason"]


def test_a_failure_summary_entry_ends_where_another_ranks_lines_begin(cli, tmp_path):
    """One console holds node 2's torchrun summary (rank 5 SIGKILLed) and then node 1's
    ranks' watchdog timeouts: those lines are ranks 0-3's, not part of rank 5's entry; rank
    5, killed without a word of its own, is the initiator."""
    lines = [f"[rank{r}]:2026-11-30 03:0{m}:00,000 INFO step {m}00 loss 2.{m}" for m in range(5) for r in range(4)]
    lines += [
        "E1130 03:09:13.350000 77310 torch/distributed/elastic/multiprocessing/api.py:869] failed (exitcode: -9) local_rank: 1 (pid: 88213) of binary: /usr/bin/python3",
    ]
    lines += _summary(datetime(2026, 11, 30, 3, 9, 13), "gpu-n02", 5, 1, "-9 (pid: 88213)", "Signal 9 (SIGKILL) received by PID 88213")
    for r in range(4):
        lines += _watchdog_abort_lines(r, "1130 03:19:14")
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"train_gpt.o4412207": lines}))
    assert (d["category"], d["initiator_rank"]) == ("host_oom", 5), d["reason"]
    named = {c["signature_id"]: c["ranks"] for c in d["collateral"]}
    assert named.get("c10d.watchdog_timeout") == "0-3", d["collateral"]


def test_a_ranks_own_nan_check_names_it_over_the_reduced_iteration_line(cli, tmp_path):
    """Megatron's iteration line is printed by the last rank with values averaged over the
    data-parallel ranks; rank 3's own check of its local grad norm says which rank."""
    it = "7:  [2026-10-04 07:59:{s:02d}] iteration {i:8d}/   50000 | consumed samples: {c:12d} | lm loss: {loss} | loss scale: 1.0 | grad norm: {g} |"
    lines = [it.format(s=s, i=3900 + s, c=1000 * s, loss="2.39E+00", g="0.9") for s in range(0, 40, 10)]
    lines += [it.format(s=42, i=3980, c=99999, loss="NAN", g="nan")]
    lines += ["3: [rank3]: AssertionError: Rank 3: found NaN in local grad norm in backward pass before data-parallel communication "
              "collective. Device: 3, node: dgx-a07"]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"slurm-1.out": lines}))
    assert (d["category"], d["initiator_rank"]) == ("nan_inf", 3), d["reason"]


def test_ctrl_c_two_hours_after_the_last_step_is_a_hang_not_a_scheduler_stop(cli, tmp_path):
    """The terminal echoes ^C before torchrun's agent's SIGINT line; the steps had stopped
    two hours before: the job had hung and a person stopped it."""
    lines = [f"[rank0]:2025-01-15 01:10:{s:02d} INFO  step={800 + s} loss=2.2{s:02d}" for s in range(0, 50, 4)]
    lines += [
        "^CW0115 03:12:30.554000 71290 torch/distributed/elastic/agent/server/api.py:704] Received Signals.SIGINT death signal, shutting down workers",
        "W0115 03:12:30.555000 71290 torch/distributed/elastic/multiprocessing/api.py:897] Sending process 71301 closing signal SIGINT",
        "torch.distributed.elastic.multiprocessing.api.SignalException: Process 71290 got signal: 2",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"]) == ("hung", "hang", None), d["reason"]


def test_a_stalled_rank_that_mpirun_reports_killed_by_sigkill_died_of_it(cli, tmp_path):
    """Horovod's stall inspector names rank 6 missing; mpirun then reports rank 6 killed by
    signal 9: failed, host_oom, rank 6 (the stall is what its peers saw meanwhile)."""
    lines = [f"[1,{r}]<stdout>:[2026-11-20 03:0{s}:00] step {s}00 loss 2.{s}" for s in range(1, 5) for r in range(8) if r != 6 or s < 4]
    lines += [
        "[1,0]<stderr>:[2026-11-20 03:05:00.000000: W /tmp/pip/horovod/common/stall_inspector.cc:107] One or more tensors were submitted "
        "to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 seconds. "
        "This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, "
        "which will cause deadlock. ",
        "[1,0]<stderr>:Missing ranks:",
        "[1,0]<stderr>:6: [DistributedOptimizer_Allreduce.dense_1_kernel_0]",
        "--------------------------------------------------------------------------",
        "mpirun noticed that process rank 6 with PID 40211 on node gpu-07 exited on signal 9 (Killed).",
        "--------------------------------------------------------------------------",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"horovod.out": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], d["initiator_node"]) == ("failed", "host_oom", 6, "gpu-07"), d["reason"]


def test_a_pdsh_host_label_places_an_exception_on_its_node(cli, tmp_path):
    """DeepSpeed's multi-node launcher runs pdsh: each remote line comes back as '<host>: '."""
    lines = [f"worker-{n}: [2024-04-22 18:2{s}:00,000] [INFO] [logging.py:96:log_dist] [Rank 0] step={s}00, skipped=0, lr=[1e-05]"
             for s in range(5) for n in (0, 1)]
    lines += [
        "worker-1: Traceback (most recent call last):",
        "worker-1:   File \"/mnt/code/train.py\", line 210, in <module>",
        "worker-1:     engine.save_checkpoint(args.save_dir)",
        "worker-1: RuntimeError: Parent directory /local_nvme/ckpt/global_step5000 does not exist.",
        "pdsh@worker-0: worker-1: ssh exited with exit code 1",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], d["category"], d["initiator_node"]) == ("failed", "checkpoint", "worker-1"), d["reason"]


def test_ib_errors_from_two_nodes_naming_one_peer_point_at_that_peer(cli, tmp_path):
    ib = ("{h}:{p}:{t} [{d}] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer {peer}<40517> with status=12 "
          "opcode=0 len=0 vendor err 129 (Recv) localGid ::ffff:10.12.0.17 remoteGids::ffff:{peer}")
    one_peer = [ib.format(h=h, p=100 + d, t=200 + d, d=d, peer="10.12.0.41") for h in ("gpu-a17", "gpu-b03") for d in (1, 5)]
    d, _ = diagnose(cli, write_job(tmp_path / "one", {"nccl.log": one_peer}))
    assert (d["category"], d["initiator_node"], d["rule"]) == ("network", "10.12.0.41", "common_peer"), d["reason"]
    # One reporting node cannot tell which end failed; two peers are no common one.
    d, _ = diagnose(cli, write_job(tmp_path / "node", {"nccl.log": one_peer[:2]}))
    assert d["rule"] != "common_peer", d["reason"]
    two = one_peer[:3] + [ib.format(h="gpu-b03", p=105, t=205, d=5, peer="10.12.0.42")]
    d, _ = diagnose(cli, write_job(tmp_path / "two", {"nccl.log": two}))
    assert d["rule"] != "common_peer", d["reason"]


def test_a_pods_termination_in_kubectl_describe_is_on_the_node_its_header_names(cli, tmp_path):
    describe = [
        "Name:             llama-ft-worker-2",
        "Namespace:        train",
        "Node:             gke-a3-pool-7f2c-xk2m/10.128.0.77",
        "Containers:",
        "  pytorch:",
        "    State:          Waiting",
        "      Reason:       CrashLoopBackOff",
        "    Last State:     Terminated",
        "      Reason:       OOMKilled",
        "      Exit Code:    137",
    ]
    steps = [f"[rank0]:2026-11-20 03:0{s}:00,000 INFO step {s} loss 2.{s}" for s in range(5)]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"kubectl-describe.txt": describe, "worker-0.log": steps}))
    assert (d["category"], d["initiator_node"]) == ("host_oom", "gke-a3-pool-7f2c-xk2m"), d["reason"]


def test_an_unprefixed_console_whose_nccl_lines_name_one_rank_is_that_ranks(cli, tmp_path):
    """One process per node, each node's console pasted without prefixes: NCCL's
    ``comm ... rank 1 nranks 2 ... Init COMPLETE`` line (src/init.cc) is printed by the
    process of rank 1, so the console's FileNotFoundError is rank 1's."""
    init = "NCCL INFO comm 0x24a37dd{n} rank {r} nranks 2 cudaDev 0 busId 2010 - Init COMPLETE"
    main = [init.format(n="a", r=0), "2026-12-03 10:00:01,000 INFO step 1/30 | loss 2.4",
            "[E1203 10:10:02.000000000 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective operation timeout: "
            "WorkNCCL(SeqNum=9, OpType=ALLREDUCE, NumelIn=5, NumelOut=5, Timeout(ms)=600000) ran for 600072 milliseconds before timing out."]
    second = [init.format(n="b", r=1), "2026-12-03 10:00:01,000 INFO step 1/30 | loss 2.4",
              "FileNotFoundError: [Errno 2] No such file or directory: '/cache/shard-00017.arrow'"]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"main-console.log": main, "second-console.log": second}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "storage", 1, 1), d["reason"]
    # Two ranks' lines in one console: it is no one rank's.
    both = [init.format(n="a", r=0), init.format(n="a", r=1)] + second[1:]
    d, _ = diagnose(cli, write_job(tmp_path / "merged", {"console.log": both}))
    assert d["initiator_rank"] is None, d["reason"]


def test_a_device_fault_that_names_no_process_is_the_one_rank_that_hit_the_same_fault_then(cli, tmp_path):
    """The kernel's Xid 48 names the GPU's bus, not a process; in the same second rank 1,
    alone, reported CUDA's uncorrectable ECC error: the rank the Xid hit."""
    kernel = ["Dec  3 10:00:05 host-a kernel: NVRM: Xid (PCI:0000:55:00): 48, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer"]
    rank1 = ["[rank1]:[E1203 10:00:05.945860779 ProcessGroupNCCL.cpp:1899] [PG ID 0 PG GUID 0(default_pg) Rank 1] Process group "
             "watchdog thread terminated with exception: CUDA error: uncorrectable ECC error encountered"]
    rank0 = ["[rank0]:[E1203 10:10:05.718597139 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective operation timeout: "
             "WorkNCCL(SeqNum=51753, OpType=ALLREDUCE, NumelIn=5, NumelOut=5, Timeout(ms)=600000) ran for 600072 milliseconds before timing out."]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"kernel.log": kernel, "train.log": rank1 + rank0}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "gpu_hardware", 1, 1), d["reason"]
    assert "rank 1 alone reported" in d["reason"]


def test_the_rank_whose_nccl_coll_trace_differs_at_one_opcount_is_the_odd_one(cli, tmp_path):
    """NCCL_DEBUG_SUBSYS=COLL traces every call with the communicator's opCount
    (src/enqueue.cc): at opCount 0 rank 0 broadcast 25503912 halves while ranks 1-3
    broadcast 53 floats: rank 0 ran another collective, and the world hung there."""
    call = ("host-a:3261{r}:3261{r} [{r}] NCCL INFO Broadcast: opCount 0 sendbuff 0x7f88e4000000 recvbuff 0x7f88e4000000 "
            "count {n} datatype {t} op 0 root 0 comm 0x7f88e005a260 [nranks=4] stream 0x55f20d2f5db0")
    wd = ("[rank{r}]:[E1203 10:30:05.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation "
          "timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, NumelIn=53, NumelOut=53, Timeout(ms)=1800000) ran for 1800072 milliseconds before timing out.")
    files = {f"rank{r}.log": [call.format(r=r, n=25503912 if r == 0 else 53, t=6 if r == 0 else 4)] + ([] if r == 0 else [wd.format(r=r)]) for r in range(4)}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "desync", 0, "desync", 1), d["reason"]
    # The same trace on every rank is no mismatch.
    files = {f"rank{r}.log": [call.format(r=r, n=53, t=4), "2026-12-03 10:00:01,000 INFO step 1/2 | loss 2.4", "2026-12-03 10:00:02,000 INFO step 2/2 | loss 2.3"] for r in range(4)}
    d, code = diagnose(cli, write_job(tmp_path / "healthy", files))
    assert (d["status"], code) == ("healthy", 0), d["reason"]


def test_the_one_rank_that_did_not_time_out_and_found_its_peers_gone_was_late_to_the_collective(cli, tmp_path):
    """Two ranks; rank 0 paused past the process-group timeout: rank 1's recv timed out in the
    backward's all-reduce (gloo unbound_buffer.cc) and it exited; rank 0, resuming, found
    the connection reset. The rank that did not time out was not in the collective."""
    files = {
        "rank0.log": _perrank(0, 3) + ["2026-12-03 10:00:50,000 INFO [vm rank 0/4] train: saving", RESET.format(r=0)],
        "rank1.log": _perrank(1, 3) + ["2026-12-03 10:00:45,000 INFO [vm rank 1/4] train: waiting", GLOO_TIMEOUT.format(r=1)],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "straggler", 0, "late_to_collective", 1), d["reason"]


def test_a_plain_exit_of_a_rank_that_had_timed_out_is_its_timeouts_not_a_cause(cli, tmp_path):
    """Both ranks timed out; the agent then saw rank 0 exit with code 1: the exception its
    timeout raised ended it. Nothing says who failed first: a hang, no initiator."""
    agent = ("E1203 10:00:47.209000 27329 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: 1) "
             "local_rank: 0 (pid: 27340) of binary: /opt/venv/bin/python3")
    files = {
        "rank0.log": _perrank(0, 3) + ["2026-12-03 10:00:45,000 INFO [vm rank 0/4] train: waiting", GLOO_TIMEOUT.format(r=0)],
        "rank1.log": _perrank(1, 3) + ["2026-12-03 10:00:45,500 INFO [vm rank 1/4] train: waiting", GLOO_TIMEOUT.format(r=1)],
        "agent.log": [agent],
    }
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("hung", "hang", None, 1), d["reason"]


def test_an_agent_that_never_reached_the_rendezvous_store_names_no_hung_rank_0(cli, tmp_path):
    """The agent's client socket never connected to the c10d store (socket.cpp's connect
    timeout): no worker started, so the store host's rank 0 cannot have hung; the launch
    failed."""
    lines = [
        "[E socket.cpp:793] [c10d] The client socket has timed out after 60s while trying to connect to (10.0.0.1, 2222).",
        "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has failed. See inner exception for details.",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"node1-agent.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "launcher", None, 1), d["reason"]


CONNECT_REFUSED = (
    "[default{lr}]:RuntimeError: Gloo connectFullMesh failed with [/__w/pytorch/pytorch/third_party/gloo/gloo/"
    "transport/tcp/pair.cc:152] timed out connecting: SO_ERROR: Connection refused, remote=[127.0.0.1]:35719$0"
)


def _restarted_console(restart: bool) -> list[str]:
    """A torchrun --max-restarts 1 console of 2 ranks: rank 1 (pid 712) is SIGKILLed in
    the first attempt; with ``restart`` the second attempt's workers (pids 1664, 1665)
    fail to connect and the final failure summary names the second attempt's rank 0,
    else the summary is of the one attempt (pid 712)."""
    agent = "{t} 32675 torch/distributed/elastic/multiprocessing/api.py:{at}"
    lines = _node_console("vm", [0, 1], 9)
    lines += [
        agent.format(t="W1203 10:00:20.625000", at="1028] Sending process 709 closing signal SIGTERM"),
        agent.format(t="E1203 10:00:21.145000", at="1002] failed (exitcode: -9) local_rank: 1 (pid: 712) of binary: /opt/venv/bin/python3"),
    ]
    if not restart:
        return lines + _summary(datetime(2026, 12, 3, 10, 0, 21), "vm", 1, 1, "-9 (pid: 712)  (SIGKILL)", "Signal 9 (SIGKILL) received by PID 712")
    lines += [
        "[default0]:2026-12-03 10:00:34,781 INFO [vm rank 0/4] train: worker starting: node=vm local_rank=0 rank=0 world_size=2 pid=1664",
        "[default1]:2026-12-03 10:00:34,945 INFO [vm rank 1/4] train: worker starting: node=vm local_rank=1 rank=1 world_size=2 pid=1665",
        "[default0]:[E1203 10:00:38.397490142 ProcessGroupGloo.cpp:69] Gloo connectFullMesh failed",
        CONNECT_REFUSED.format(lr=0),
        "[default1]:[E1203 10:00:38.581000000 ProcessGroupGloo.cpp:69] Gloo connectFullMesh failed",
        CONNECT_REFUSED.format(lr=1),
        agent.format(t="E1203 10:00:38.797000", at="1002] failed (exitcode: 1) local_rank: 0 (pid: 1664) of binary: /opt/venv/bin/python3"),
    ]
    return lines + _summary(datetime(2026, 12, 3, 10, 0, 38), "vm", 0, 0, "1 (pid: 1664)", CONNECT_REFUSED[15:])


def test_a_restarted_jobs_first_failure_outranks_the_last_attempts_summary(cli, tmp_path):
    """torchrun logs each attempt's failed worker only after stopping that attempt's
    workers, and prints its failure summary once it gives up, of the last attempt: a
    reported pid the summary does not list was a worker of an earlier attempt, and the
    first attempt's SIGKILL is the cause, not the restart's connect errors."""
    d, code = diagnose(cli, write_job(tmp_path / "job", {"job.out": _restarted_console(True)}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "host_oom", 1, 1)
    assert d["rule"] != "launcher_summary"
    assert "torchrun restarted the worker group: its first failure is the one diagnosed" in d["reason"]


def test_a_summary_that_lists_the_reported_pid_is_of_the_only_attempt(cli, tmp_path):
    """Control: one attempt, whose summary lists the SIGKILLed pid: nothing says the job
    restarted."""
    d, code = diagnose(cli, write_job(tmp_path / "job", {"job.out": _restarted_console(False)}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "host_oom", 1, 1)
    assert "restarted" not in d["reason"]


def test_a_node_whose_console_holds_only_the_launcher_banner_holds_the_unplaced_ranks(cli, tmp_path):
    """Node 1 was SIGKILLed with its agent and its tee'd worker output was lost: its
    console has torchrun's start-up banner only. Node 0's ranks (0, 1 of world_size 4)
    lost their connections and node 0's restart rendezvous timed out: node 1 was lost,
    and by elimination it held ranks 2 and 3."""
    banner = "W1203 10:00:00.988000 25842 torch/distributed/run.py:982] *****************************************"
    node0 = (
        [banner]
        + _node_console("gpu-node-0", [0, 1], 12)
        + ["[default1]:[rank1]: " + CLOSED, "[default0]:[rank0]: " + CLOSED]
        + [
            "E1203 10:00:40.833000 25842 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: 1) "
            "local_rank: 1 (pid: 4181) of binary: /opt/venv/bin/python3"
        ]
        + AGENT_RESTART_TRACEBACK
    )
    files = {"gpu-node-0.out": node0, "gpu-node-1.out": [banner.replace("25842", "26282"), banner.replace("25842", "26282")]}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_node"], d["initiator_rank"], code) == ("failed", "node_lost", "gpu-node-1", 2, 1)


def test_two_agents_writing_one_file_is_no_restart(cli, tmp_path):
    """Two nodes' agents in one file (srun without a per-node --output): the second
    agent (glog pid 40411) reported its worker's failure but its summary is not in the
    file (the log ends first), so the pid the first agent's summary does not list says
    nothing about a restart."""
    other = [
        "[default0]:2026-12-03 10:00:21,500 INFO [vm2 rank 2/4] train: step 9/30 | loss 2.31",
        "E1203 10:00:41.300000 40411 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: 1) "
        "local_rank: 0 (pid: 900) of binary: /opt/venv/bin/python3",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"job.out": _restarted_console(False) + other}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "host_oom", 1, 1)
    assert "restarted" not in d["reason"]


REFUSED = "{node}:486514:486651 [{lr}] include/socket.h:403 NCCL WARN Connect to 10.0.0.1<56821> failed : Connection refused"
SYSTEM_ERROR = (
    "RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch/work/torch/lib/c10d/ProcessGroupNCCL.cpp:825, "
    "unhandled system error, NCCL version 2.7.8"
)


def test_a_peer_that_refused_the_connection_is_the_suspect_not_the_reporter(cli, tmp_path):
    """host-a's ranks cannot connect to 10.0.0.1 (refused: that host answered, nothing
    listened); no log of 10.0.0.1 is here: the peer is named, not host-a."""
    lines = ["2026-12-03 10:00:01 INFO step 1 loss 2.31"]
    lines += [REFUSED.format(node="host-a", lr=lr) for lr in (0, 1)] + [SYSTEM_ERROR]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console-a.log": lines}))
    assert (d["status"], d["category"], d["initiator_node"], d["rule"], code) == ("failed", "network", "10.0.0.1", "refusing_peer", 1)
    assert d["confidence"] <= 0.6


def test_a_refusing_peer_whose_own_lines_show_no_failure_leaves_either_end_in_doubt(cli, tmp_path):
    """host-b's log is here and shows it initialised; host-a says host-b refused: the route
    or host-b's listener, the logs cannot say which, so host-a is named at even odds."""
    lines = [REFUSED.format(node="host-a", lr=0).replace("10.0.0.1", "host-b"), SYSTEM_ERROR]
    other = ["host-b:1234:1250 [0] NCCL INFO comm 0x55d1c8a0 rank 1 nranks 2 cudaDev 0 busId 1000 - Init COMPLETE", "2026-12-03 10:00:01 INFO step 1 loss 2.31"]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console-a.log": lines, "console-b.log": other}))
    assert (d["status"], d["category"], d["initiator_node"], d["rule"], code) == ("failed", "network", "host-a", "refusing_peer", 1)
    assert d["confidence"] <= 0.5 and "either end" in d["reason"]


def test_a_console_line_naming_only_rank_maps_its_prefix_local_rank(cli, tmp_path):
    """The workers say ``rank=0 world_size=4`` without ``local_rank=``: torchrun's
    ``[default0]:`` prefix is the line's local rank, so the console's later unprefixed-
    rank errors (``[default1]:RuntimeError: ... Connection reset by peer``) are ranks 0
    and 1 of node 0, and node 1 (banner only) held ranks 2 and 3."""
    banner = "W1203 10:00:00.988000 25842 torch/distributed/run.py:982] *****************************************"
    reset = "[default{lr}]:RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Read error [10.20.0.12]:4732{lr}: Connection reset by peer"
    node0 = [banner] + [f"[default{lr}]:2026-12-03 10:00:20,00{lr} INFO train.py:40 initialized process group backend=gloo rank={lr} world_size=4" for lr in (0, 1)]
    node0 += [f"[default{lr}]:2026-12-03 10:00:3{s},000 INFO train.py:77 rank={lr} world_size=4 step {s}/500 loss 2.25" for s in range(1, 6) for lr in (0, 1)]
    node0 += [reset.format(lr=lr) for lr in (0, 1)]
    node0 += [
        "E1203 10:00:45.220000 25842 torch/distributed/elastic/multiprocessing/api.py:1002] failed (exitcode: 1) "
        "local_rank: 0 (pid: 9102) of binary: /usr/bin/python3"
    ] + AGENT_RESTART_TRACEBACK
    files = {"gpu-node-0.out": node0, "gpu-node-1.out": [banner.replace("25842", "9031")] * 2}
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_node"], d["initiator_rank"], code) == ("failed", "node_lost", "gpu-node-1", 2, 1)


def test_a_gloo_peer_that_closed_the_connection_is_named_when_its_logs_are_absent(cli, tmp_path):
    """An elastic worker pod's log: its all-reduce failed with gloo's 'Connection closed by
    peer [10.0.0.1]' (pair.cc: the peer closed its socket). Only this pod's log is here:
    the peer at 10.0.0.1 ended, why is in its own log; the job failed, it did not hang."""
    lines = [
        "Epoch: [0][ 440/1563]\tTime  3.615 ( 4.464)\tLoss 4.9532e+00 (5.2487e+00)",
        "Traceback (most recent call last):",
        "    loss.backward()",
        "RuntimeError: [/opt/conda/conda-bld/pytorch/work/third_party/gloo/gloo/transport/tcp/pair.cc:598] "
        "Connection closed by peer [10.0.0.1]:12717",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"worker-0.log": lines}))
    assert (d["status"], d["category"], d["initiator_node"], d["rule"], code) == ("failed", "unknown", "10.0.0.1", "refusing_peer", 1)


def test_a_missing_environment_variable_is_a_config_error(cli, tmp_path):
    """Every rank dies reading os.environ['MASTER_ADDR'] (CPython os.py raises KeyError for
    an unset variable): the launch environment, not a dataset's __getitem__."""
    files = {}
    for r in range(4):
        files[f"rank{r}.log"] = [
            "Traceback (most recent call last):",
            '  File "/work/Megatron-DeepSpeed/megatron/initialize.py", line 210, in _initialize_distributed',
            '    master_addr = os.environ["MASTER_ADDR"]',
            '  File "<frozen os>", line 679, in __getitem__',
            "KeyError: 'MASTER_ADDR'",
        ]
    d, code = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["status"], d["category"], code) == ("failed", "config", 1)


def test_a_restarts_untimed_errors_after_the_agents_restart_line_are_of_the_later_attempt(cli, tmp_path):
    """The agent logs 'Worker group FAILED ... will restart worker group' once the first
    attempt's workers are stopped; the restarted workers' tracebacks after it carry no
    time of their own (they inherit one within seconds of the first failure): line order
    in the agent's stream places them in the later attempt, and the SIGKILL stays the cause."""
    agent = "{t} 32675 torch/distributed/elastic/{at}"
    lines = [f"[rank{r}]: step {s} loss 2.30{s}{r}" for s in (1, 2, 3) for r in (0, 1)]
    lines += [
        agent.format(t="W1203 15:42:55.144000", at="multiprocessing/api.py:897] Sending process 711 closing signal SIGTERM"),
        agent.format(t="E1203 15:42:55.145000", at="multiprocessing/api.py:1002] failed (exitcode: -9) local_rank: 1 (pid: 712) of binary: /usr/bin/python3"),
        agent.format(t="W1203 15:42:55.160000", at="agent/server/api.py:716] [default] Worker group FAILED. 1/1 attempts left; will restart worker group"),
        agent.format(t="I1203 15:42:56.202000", at="agent/server/api.py:683] [default] Starting worker group"),
    ]
    for r in (0, 1):
        lines += [
            f"[rank{r}]: Traceback (most recent call last):",
            f'[rank{r}]:   File "/app/train.py", line 31, in <module>',
            f'[rank{r}]:     dist.init_process_group("gloo")',
            f"[rank{r}]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:144] connect [127.0.0.1]:40391: Connection refused",
        ]
    lines.append(agent.format(t="E1203 15:43:02.310000", at="multiprocessing/api.py:869] failed (exitcode: 1) local_rank: 0 (pid: 1664) of binary: /usr/bin/python3"))
    lines += _summary(datetime(2026, 12, 3, 15, 43, 2), "vm", 0, 0, "1 (pid: 1664)", "RuntimeError: connect [127.0.0.1]:40391: Connection refused")
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "host_oom", 1, 1)
    assert "later attempts set aside" in d["reason"]


def test_a_loss_scale_that_dipped_and_recovered_is_a_healthy_run(cli, tmp_path):
    """Apex halves the loss scale on overflowed steps, once down to 1.2e-4 here, and the run
    goes on to its end: overflow skips are not a failure however low the scale went."""
    lines = [f"2026-12-03 10:{s // 60:02d}:{s % 60:02d},000 INFO step {s}/60 loss 2.{90 - s}" for s in range(1, 20)]
    lines += [f"Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to {v}" for v in ("32768.0", "0.0001220703125")]
    lines += [f"2026-12-03 10:{s // 60:02d}:{s % 60:02d},000 INFO step {s}/60 loss 2.{90 - s}" for s in range(20, 61)]
    lines.append("2026-12-03 10:01:01,000 INFO done training")
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], code) == ("healthy", 0)


def test_a_failure_nothing_explains_after_the_loss_scale_collapsed_is_divergence(cli, tmp_path):
    """fairseq halves its fp16 loss scale on every overflowed step and stops at its minimum
    (FloatingPointError, here cut from the log after 'Traceback'): the collapse, context
    by itself, names the category of the failure that follows it."""
    scale, lines = 0.5, ["| epoch 027 | loss 3.912 | nll_loss 2.201 | ppl 4.60 | wps 164237 | ups 2 | lr 0.0005"]
    for _ in range(12):
        scale /= 2
        lines.append(f"| WARNING: overflow detected, setting loss scale to: {scale}")
    lines.append("Traceback (most recent call last):")
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": lines}))
    assert (d["status"], d["category"], d["signature_id"], code) == ("failed", "nan_inf", "numerics.loss_scale_collapsed", 1)
    assert d["confidence"] <= 0.6


RAY_ACTOR_DEAD = (
    "The actor is dead because its worker process has died. Worker exit type: SYSTEM_ERROR Worker exit detail: "
    "Worker unexpectedly exits with a connection error code 2. End of file. There are some potential root causes. "
    "(1) The process is killed by SIGKILL by OOM killer due to high memory usage. (2) ray stop --force is called. "
    "(3) The worker is crashed unexpectedly due to SIGSEGV or other unexpected errors."
)


def _ray_watchdog(r: int, when: str) -> str:
    return (
        f"(TrainActor pid={700 + r}, ip=10.0.0.1) [rank{r}]:[E1203 {when}.967375581 ProcessGroupNCCL.cpp:616] [Rank {r}] "
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=876, OpType=BROADCAST, NumelIn=8, NumelOut=8, "
        "Timeout(ms)=600000) ran for 600089 milliseconds before timing out."
    )


def test_a_peer_that_died_before_any_timeout_makes_the_job_failed_not_hung(cli, tmp_path):
    """Ray's driver reports an actor's worker process died (gcs_actor_manager.cc); ten
    minutes later the other actors' watchdogs time out the broadcast it never joined. The
    job failed, cause not in the logs: ``unknown``, with the death as the evidence."""
    lines = ["2026-12-03 10:11:00,000 INFO driver: rollout 12 done", RAY_ACTOR_DEAD] + [_ray_watchdog(r, "10:21:26") for r in (0, 1)]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"driver.log": lines}))
    assert (d["status"], d["category"], d["rule"], code) == ("failed", "unknown", "victims_only", 1), d["reason"]
    assert d["evidence"][0]["line"] == RAY_ACTOR_DEAD and d["confidence"] <= 0.5


def test_disconnects_after_the_timeouts_leave_the_job_hung(cli, tmp_path):
    """In a hang the watchdogs time out first and abort their communicators; a peer that
    then sees the connection close reports it after them: the job still hung."""
    lines = [_ray_watchdog(r, "10:21:26") for r in (0, 1)] + [RAY_ACTOR_DEAD]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"driver.log": lines}))
    assert (d["status"], d["category"], d["rule"], code) == ("hung", "hang", "victims_only", 1), d["reason"]


def _entry(i: int, rank: int, exitcode: str, traceback: list[str], stamp: str = "2026-12-03_10:06:05") -> list[str]:
    """One entry of torchrun's failure summary (torch/distributed/elastic/multiprocessing/
    errors/__init__.py, ChildFailedError.format_msg): the worker's error file indented."""
    head = [f"[{i}]:", f"  time      : {stamp}", "  host      : host-a", f"  rank      : {rank} (local_rank: {rank})"]
    head += [f"  exitcode  : {exitcode}", f"  error_file: /tmp/torchelastic_x/attempt_0/{rank}/error.json" if traceback[0].startswith("Traceback") else "  error_file: <N/A>"]
    return head + [f"  traceback : {traceback[0]}"] + ["  " + t for t in traceback[1:]]


def _failures(entries: list[list[str]], root: list[str]) -> list[str]:
    out = ["torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ", "=" * 60, "train.py FAILED", "-" * 60, "Failures:"]
    for e in entries:
        out += e
    return out + ["-" * 60, "Root Cause (first observed failure):"] + root + ["=" * 60]


def _tb(exc: str) -> list[str]:
    return [
        "Traceback (most recent call last):",
        f'  File "{TORCH}/distributed/elastic/multiprocessing/errors/__init__.py", line 367, in wrapper',
        "    return f(*args, **kwargs)",
        '  File "/opt/jobs/run/train/model.py", line 70, in forward',
        "    x = x + self.feed_forward(x)",
        exc,
    ]


CUDAGRAPH = "RuntimeError: Error: accessing tensor output of CUDAGraphs that has been overwritten by a subsequent run."


def test_the_same_exception_quoted_for_every_rank_by_the_summary_is_job_wide(cli, tmp_path):
    """torchrun --local-ranks-filter 0: only rank 0's own lines reach the log; the failure
    summary quotes each rank's error file. The same exception on all four ranks at once is
    the job's, not rank 0's (which only printed first)."""
    own = [f"[rank0]:{line}" for line in _tb(CUDAGRAPH)]
    lines = ["[rank0]:2026-12-03 10:06:04,100 INFO step 1 loss 2.4"] + own
    lines += _failures([_entry(i, r, "1 (pid: 10)", _tb(CUDAGRAPH)) for i, r in enumerate((1, 2, 3), 1)], _entry(0, 0, "1 (pid: 9)", _tb(CUDAGRAPH)))
    d, code = diagnose(cli, write_job(tmp_path / "job", {"run.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], d["rule"], code) == ("failed", "user_code", None, "job_wide", 1), d["reason"]
    # Another exception quoted for the others: rank 0's own stays the first failure.
    other = "ValueError: shapes do not match"
    lines = ["[rank0]:2026-12-03 10:06:04,100 INFO step 1 loss 2.4"] + own
    lines += _failures([_entry(i, r, "1 (pid: 10)", _tb(other)) for i, r in enumerate((1, 2, 3), 1)], _entry(0, 0, "1 (pid: 9)", _tb(CUDAGRAPH)))
    d, code = diagnose(cli, write_job(tmp_path / "other", {"run.log": lines}))
    assert (d["status"], d["initiator_rank"], code) == ("failed", 0, 1), d["reason"]


WATCHDOG_0 = [
    "[rank0]:[E1203 10:00:05.050097785 ProcessGroupNCCL.cpp:757] [Rank 0] Watchdog caught collective operation timeout: "
    "WorkNCCL(SeqNum=3, OpType=_ALLGATHER_BASE, NumelIn=97239680, NumelOut=777917440, Timeout(ms)=300000) ran for 300008 milliseconds before timing out.",
    "[rank0]:[E1203 10:01:05.050360437 ProcessGroupNCCL.cpp:818] [Rank 0] Some NCCL operations have failed or timed out. Due to the "
    "asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.",
    "[rank0]:[E1203 10:01:05.050391214 ProcessGroupNCCL.cpp:832] [Rank 0] To avoid data inconsistency, we are taking the entire process down.",
    "[rank0]:Fatal Python error: Aborted",
]


def test_ranks_that_aborted_with_a_timed_out_rank_are_its_peers_not_a_crash(cli, tmp_path):
    """Rank 0's watchdog times the first all-gather out and takes its process down
    (SIGABRT); the summary reports ranks 0-3 ended by SIGABRT at that moment, rank 1
    first observed. Their own lines are not in the log (--local-ranks-filter 0): nothing
    says rank 1 crashed, every rank aborted as rank 0 did. The job hung."""
    sig = ["Signal 6 (SIGABRT) received by PID 11"]
    lines = ["[rank0]:2026-12-03 09:55:04,844 INFO Training starts at step 1"] + WATCHDOG_0
    lines.append("E1203 10:01:05.379000 2761665 torch/distributed/elastic/multiprocessing/api.py:988] failed (exitcode: -6) local_rank: 1 (pid: 11) of binary: /usr/bin/python3")
    lines += _failures([_entry(i, r, "-6 (pid: 11)", sig, "2026-12-03_10:01:05") for i, r in enumerate((0, 2, 3), 1)], _entry(0, 1, "-6 (pid: 11)", sig, "2026-12-03_10:01:05"))
    d, code = diagnose(cli, write_job(tmp_path / "job", {"run.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("hung", "hang", None, 1), d["reason"]
    # Rank 1 aborting alone, minutes before anyone timed out, stays the suspect.
    early = lines[:1] + [lines[len(WATCHDOG_0) + 1].replace("10:01:05.379", "09:56:00.000")]
    early += _failures([], _entry(0, 1, "-6 (pid: 11)", sig, "2026-12-03_09:56:00"))
    d, code = diagnose(cli, write_job(tmp_path / "early", {"run.log": early}))
    assert (d["status"], d["initiator_rank"], code) == ("failed", 1, 1), d["reason"]


@pytest.mark.parametrize("end", ["Exited with exit code 1", "Killed"])
def test_srun_tasks_that_are_per_node_launchers_name_nodes_not_ranks(cli, tmp_path, end):
    """``srun --ntasks-per-node=1 torchrun ...``: srun's task N is node N's torchrun agent
    (its SLURM_PROCID), not rank N; the agent's own lines show the launcher. Started
    without torchrun, the task number is the rank. (A signal's report is a variant of its
    signature's value table: the same.)"""
    srun = [
        f"srun: error: host-b: task 1: {end}",
        "srun: Terminating StepId=21941655.1",
        "srun: error: host-a: task 0: Exited with exit code 1",
    ]
    agent = ["WARNING:torch.distributed.elastic.agent.server.api:Received 15 death signal, shutting down workers"]
    d, code = diagnose(cli, write_job(tmp_path / "agents", {"slurm-21941655.out": srun[:2] + agent + srun[2:]}))
    assert (d["status"], d["initiator_rank"], d["initiator_node"], code) == ("failed", None, "host-b", 1), d["reason"]
    d, code = diagnose(cli, write_job(tmp_path / "ranks", {"slurm-21941655.out": srun}))
    assert (d["status"], d["initiator_rank"], code) == ("failed", 1, 1), d["reason"]


def test_an_object_collective_that_ran_out_of_input_is_a_victims_word(cli, tmp_path):
    """broadcast_object_list unpickles what the collective delivered; aborted after rank
    7's watchdog timed it out, rank 6's bytes end early (EOFError). Rank 6 is a victim like
    rank 7, and the rank both waited for (rank 0, absent) is the suspect; not rank 6."""
    p = "[rank6]:"
    eof = [
        f"{p}Traceback (most recent call last):",
        f'{p}  File "/opt/jobs/run/train/sft.py", line 88, in main',
        f"{p}    dist.broadcast_object_list(packed, src=0)",
        f'{p}  File "{TORCH}/distributed/distributed_c10d.py", line 3504, in broadcast_object_list',
        f"{p}    object_list[i] = _tensor_to_object(obj_view, obj_size, group)",
        f'{p}  File "{TORCH}/distributed/distributed_c10d.py", line 2961, in _tensor_to_object',
        f"{p}    return _unpickler(io.BytesIO(buf)).load()",
        f"{p}EOFError: Ran out of input",
    ]
    wd = (
        "[rank7]:[E524 03:42:41.647787481 ProcessGroupNCCL.cpp:629] [Rank 7] Watchdog caught collective operation timeout: "
        "WorkNCCL(SeqNum=57, OpType=BROADCAST, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800051 milliseconds before timing out."
    )
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": eof + [wd]}))
    assert d["initiator_rank"] != 6 and code == 1, d["reason"]
    assert (d["status"], d["category"], d["initiator_rank"]) == ("failed", "straggler", 0), d["reason"]


def test_a_step_end_oom_count_alone_says_host_oom_without_a_culprit(cli, tmp_path):
    """slurmstepd's task/cgroup plugin counts the OOM kills of the step's memory cgroup
    when the step ends ("Detected %lu oom_kill event%s in %ps. Some of the step tasks have
    been OOM Killed.", SchedMD/slurm src/plugins/task/cgroup/task_cgroup_memory.c): it
    names no task. When it is the only failure line, the job died of host memory, no
    rank named, weakly; slurmstepd's own node prefix names the node."""
    lines = [f"{r}: 2026-12-01 10:00:0{r},000 INFO train: step 50/65355 loss 2.63" for r in range(4)]
    lines += ["2026-12-01 10:00:05,000 INFO checkpoint: Saving model and optim state...",
              "slurmstepd: error: Detected 1 oom_kill event in StepId=9178265.0. Some of the step tasks have been OOM Killed."]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"slurm-9178265.out": lines}))
    assert (d["status"], d["category"], d["rule"], d["initiator_rank"], d["initiator_node"], code) == (
        "failed", "host_oom", "explained_without_culprit", None, None, 1), d["reason"]
    assert d["confidence"] <= 0.6 and d["verify"].startswith("sacct -j 9178265.0 "), d
    lines[-1] = "slurmstepd-host-b: error: Detected 1 oom-kill event(s) in StepId=9178265.0. Some of your processes may have been killed by the cgroup out-of-memory handler."
    d, _ = diagnose(cli, write_job(tmp_path / "node", {"slurm-9178265.out": lines}))
    assert (d["category"], d["initiator_node"], d["scope"]) == ("host_oom", "host-b", "node"), d["reason"]
    # srun's report of the task the OOM killer ended names it: that decides, as before.
    lines.append("srun: error: host-b: task 3: Out Of Memory")
    d, _ = diagnose(cli, write_job(tmp_path / "task", {"slurm-9178265.out": lines}))
    assert (d["category"], d["initiator_rank"]) == ("host_oom", 3) and d["rule"] != "explained_without_culprit", d["reason"]


def test_a_launchers_report_alone_is_no_explanation(cli, tmp_path):
    """torchrun's ChildFailedError says a worker failed, not why: alone, it is no cause
    (category launcher would blame the launcher); the verdict stays unknown."""
    lines = [f"[rank{r}]:2026-12-01 10:00:0{r},000 INFO train: step 5/100" for r in range(2)]
    lines += ["torch.distributed.elastic.multiprocessing.errors.ChildFailedError: "]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert d["status"] == "failed" and d["category"] != "launcher" and d["rule"] != "explained_without_culprit", d


def test_a_rank_whose_watchdog_printed_the_work_status_is_no_silent_rank(cli, tmp_path):
    """ProcessGroupNCCL's watchdog prints "Timeout at NCCL work: N, last enqueued NCCL
    work: ..." only for a timeout of its own rank's work (torch/csrc/distributed/c10d/
    ProcessGroupNCCL.cpp): rank 1, which printed nothing else, was waiting in the
    collective, not quiet. Rank 0's output is not in the excerpt at all."""
    lines = [
        "[rank2]:[E ProcessGroupNCCL.cpp:563] [Rank 2] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=19, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=1800000) ran for 1800093 milliseconds before timing out.",
        "[rank2]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 2] Timeout at NCCL work: 19, last enqueued NCCL work: 19, last completed NCCL work: 18.",
        "[rank3]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 3] Timeout at NCCL work: 19, last enqueued NCCL work: 19, last completed NCCL work: 18.",
        "[rank1]:[E ProcessGroupNCCL.cpp:1537] [PG 0 Rank 1] Timeout at NCCL work: 19, last enqueued NCCL work: 19, last completed NCCL work: 18.",
        "[rank2]:[E ProcessGroupNCCL.cpp:577] [Rank 2] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data.",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert d["initiator_rank"] != 1 and d["rule"] != "silence" and d["confidence"] <= 0.5, d["reason"]


def _oom(gpu: int) -> str:
    return (f"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.90 GiB. GPU {gpu} has a total capacity of 178.35 GiB "
            f"of which {gpu + 1}.25 GiB is free. Process 3692507 has 176.07 {'MiB' if gpu else 'GiB'} memory in use.")


def test_the_same_exception_in_another_ranks_error_file_in_the_same_second_ties_them(cli, tmp_path):
    """torchrun (--local-ranks-filter 0) shows rank 0's output only; its failure summary
    quotes each failed worker's error file, written with the time the exception was raised
    in whole seconds (torch/distributed/elastic/multiprocessing/errors). Rank 4 raised the
    same OOM in the same second as rank 0: the logs cannot order them."""
    quoted = ["  traceback : Traceback (most recent call last):",
              '    File "/opt/pytorch/torch/distributed/fsdp/_fully_shard/_fsdp_param.py", line 754, in to_accumulated_grad_if_needed',
              "      self.unsharded_accumulated_grad = unsharded_grad.to(self.reduce_dtype)"]
    lines = [
        "[rank0]:[titan] 2026-05-19 14:55:07,100 - root - INFO - step:  1  loss: 12.1",
        "[rank0]:Traceback (most recent call last):",
        '[rank0]:  File "/opt/pytorch/torch/distributed/fsdp/_fully_shard/_fsdp_param.py", line 754, in to_accumulated_grad_if_needed',
        "[rank0]:    self.unsharded_accumulated_grad = unsharded_grad.to(self.reduce_dtype)",
        f"[rank0]:{_oom(0)}",
        "E0519 14:55:17.903000 335592 torch/distributed/elastic/multiprocessing/api.py:988] failed (exitcode: 1) local_rank: 4 (pid: 340221) of binary: /opt/venv/bin/python",
        "torchtitan.train FAILED", "------------------------------------------------------------", "Failures:", "[1]:",
        "  time      : 2026-05-19_14:55:08", "  host      : host-a", "  rank      : 0 (local_rank: 0)", "  exitcode  : 1 (pid: 340205)",
        "  error_file: /tmp/torchelastic_3a992x10/none_48pw__sj/attempt_0/0/error.json", *quoted, f"  {_oom(0)}", "  ",
        "------------------------------------------------------------", "Root Cause (first observed failure):", "[0]:",
        "  time      : 2026-05-19_14:55:08", "  host      : host-a", "  rank      : 4 (local_rank: 4)", "  exitcode  : 1 (pid: 340221)",
        "  error_file: /tmp/torchelastic_3a992x10/none_48pw__sj/attempt_0/4/error.json", *quoted, f"  {_oom(4)}", "  ",
        "============================================================",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"run.log": lines}))
    assert (d["category"], sorted(d["suspects"])) == ("cuda_oom", [0, 4]) and d["confidence"] <= 0.5, d["reason"]


def test_ranks_that_never_entered_the_stuck_collective_are_equal_suspects(cli, tmp_path):
    """The watchdog of ranks 2-3 timed out in collective 167 (enqueued 167, completed 166);
    ranks 0-1, told to dump by the store, had enqueued only up to 166 and completed it
    (ProcessGroupNCCL.cpp's dump-signal line): they never entered it. Two ranks alike: the
    logs cannot single out one of them."""
    wd = ("[rank{r}]:[E623 11:25:20.431670537 ProcessGroupNCCL.cpp:704] [Rank {r}] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=167, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600003 milliseconds before timing out.")
    st = "[rank{r}]:[E623 11:25:20.532385451 ProcessGroupNCCL.cpp:2357] [PG ID 0 PG GUID 0(default_pg) Rank {r}]  failure detected by watchdog at work sequence id: 167 PG status: last enqueued work: 167, last completed work: 166"
    dump = ("[rank{r}]:[E623 11:25:20.476326721 ProcessGroupNCCL.cpp:1827] [PG ID 0 PG GUID 0(default_pg) Rank {r}] Received a dump signal due to a collective "
            "timeout from  rank 2 and we will try our best to dump the debug info. Last enqueued NCCL work: 166, last completed NCCL work: 166.")
    lines = [f"[rank{r}]:step 205 | loss 1.1961 | time 2026-06-23T11:15:24+00:00" for r in range(4)]
    lines += [wd.format(r=r) for r in (2, 3)] + [st.format(r=r) for r in (2, 3)] + [dump.format(r=r) for r in (0, 1)]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["rule"], d["suspects"]) == ("never_entered", [0, 1]) and d["confidence"] <= 0.5, d["reason"]


def test_srun_names_the_node_of_the_ranks_it_started(cli, tmp_path):
    """srun started the ranks themselves (SLURM_PROCID is the rank): "srun: error: host-a:
    tasks 0-7: Killed" places ranks 0-7 on host-a (Slurm's srun lists each node's tasks).
    Ranks 0-7 never entered the collective ranks 8-15 timed out in: every rank of host-a."""
    wd = ("[rank{r}]:[E623 11:25:20.431670537 ProcessGroupNCCL.cpp:704] [Rank {r}] Watchdog caught collective operation timeout: "
          "WorkNCCL(SeqNum=167, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600003 milliseconds before timing out.")
    st = "[rank{r}]:[E623 11:25:20.532385451 ProcessGroupNCCL.cpp:2357] [PG ID 0 PG GUID 0(default_pg) Rank {r}]  failure detected by watchdog at work sequence id: 167 PG status: last enqueued work: 167, last completed work: 166"
    dump = ("[rank{r}]:[E623 11:25:20.476326721 ProcessGroupNCCL.cpp:1827] [PG ID 0 PG GUID 0(default_pg) Rank {r}] Received a dump signal due to a collective "
            "timeout from  rank 10 and we will try our best to dump the debug info. Last enqueued NCCL work: 166, last completed NCCL work: 166.")
    lines = [wd.format(r=r) for r in range(8, 16)] + [st.format(r=r) for r in range(8, 16)] + [dump.format(r=r) for r in range(8)]
    lines += ["srun: error: host-b: tasks 8-12,14-15: Aborted (core dumped)", "srun: error: host-a: tasks 0-7: Killed"]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"slurm-4891784.out": lines}))
    assert (d["rule"], d["initiator_node"], d["scope"], d["suspects"]) == ("never_entered", "host-a", "node", list(range(8))), d["reason"]


def test_the_same_error_on_a_rank_whose_log_has_no_times_ties_with_a_timed_one(cli, tmp_path):
    """Rank 6's OOM carries a time (the launcher's next line); rank 5's log has no time at
    all. Nothing orders an untimed line against a timed one: both are suspects."""
    oom = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 56.00 MiB. GPU {g} has a total capacity of 79.33 GiB "
           "of which 49.81 MiB is free. Process 41555{g} has 79.27 GiB memory in use.")
    files = {
        "rank5.log": ["[rank5]: Traceback (most recent call last):", '[rank5]:   File "/work/train.py", line 52, in run_sft',
                      "[rank5]:     model = load_model(tokenizer, model_args)", f"[rank5]: {oom.format(g=5)}"],
        "launcher.log": [f"[rank6]: {oom.format(g=6)}",
                         "W1118 17:52:35.055000 139823151372096 torch/distributed/elastic/multiprocessing/api.py:858] Sending process 143995 closing signal SIGTERM"],
    }
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    assert (d["category"], d["suspects"]) == ("cuda_oom", [5, 6]) and d["confidence"] <= 0.5, d["reason"]


def test_the_same_error_on_another_gpu_from_an_unnamed_process_caps_the_confidence(cli, tmp_path):
    """Rank 6 (prefixed) and a process no line names (an unprefixed copy naming GPU 4) both
    ran out of memory, neither line timed: rank 6 is not known to be first."""
    oom = ("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 56.00 MiB. GPU {g} has a total capacity of 79.33 GiB "
           "of which 49.81 MiB is free. Process 41555{g} has 79.27 GiB memory in use.")
    lines = ["[rank6]: Traceback (most recent call last):", '[rank6]:   File "/work/train.py", line 52, in run_sft',
             f"[rank6]: {oom.format(g=6)}", oom.format(g=4)]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert d["category"] == "cuda_oom" and d["confidence"] <= 0.5, d["reason"]
    assert "GPU 4" in d["reason"] or 4 in d["suspects"], d["reason"]


def test_a_start_up_that_ends_short_of_the_world_names_the_ranks_that_never_appeared(cli, tmp_path):
    """PyTorch Lightning 1.4's DDP plugin logs "initializing ddp: GLOBAL_RANK: r, MEMBER:
    r+1/W" per rank (pytorch_lightning/plugins/training_type/ddp.py); a 2-node sbatch
    script without srun starts one node's 4 ranks of 8, which wait for the rest."""
    lines = ["GPU available: True, used: True", "TPU available: False, using: 0 TPU cores"]
    lines += [f"initializing ddp: GLOBAL_RANK: {r}, MEMBER: {r + 1}/8" for r in (1, 2, 0, 3)]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"slurm-42859712.out": lines}))
    assert (d["status"], d["rule"], d["world_size"], code) == ("unknown", "no_training_seen", 8, 1), d["reason"]
    assert "ranks 4-7 of the 8 the job expects never appeared" in d["reason"], d["reason"]


def test_sacct_rows_pasted_beside_the_logs_say_how_the_job_ended(cli, tmp_path):
    """sacct's table (src/sacct/print.c; states from src/common/slurm_protocol_defs.c):
    OUT_OF_MEMORY, cut to OUT_OF_ME+ in the default fixed-width table, is the memory
    cgroup's OOM killer; with nothing else failing, the job died of host memory."""
    steps = [f"[rank{r}]:2026-06-23 10:59:4{r},000 INFO train: step 10/2000 loss 3.1" for r in range(2)]
    sacct = ["JobID           JobName  Partition    Account  AllocCPUS      State ExitCode",
             "------------ ---------- ---------- ---------- ---------- ---------- --------",
             "4242         train.sh        gpu       acct         32 OUT_OF_ME+    0:125",
             "4242.batch        batch                 acct         32 OUT_OF_ME+    0:125"]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": steps, "sacct.txt": sacct}))
    assert (d["status"], d["category"], code) == ("failed", "host_oom", 1), d["reason"]
    sacct = [l.replace("OUT_OF_ME+", " COMPLETED").replace("0:125", "  0:0") for l in sacct]
    d, code = diagnose(cli, write_job(tmp_path / "done", {"train.log": steps, "sacct.txt": sacct}))
    assert d["category"] != "host_oom" and d["status"] != "failed", d["reason"]


def test_a_node_verdict_names_the_ranks_srun_placed_on_it(cli, tmp_path):
    """srun killed host-a's tasks 0-7 by SIGKILL (the OOM killer's signal) and terminated
    host-b's: the verdict names node host-a, and its suspects are the ranks srun started there."""
    lines = ["[rank8]:2026-12-01 14:05:00,010 INFO train: step 120/5000 loss 2.1",
             "srun: error: host-b: tasks 8-15: Terminated", "srun: error: host-a: tasks 0-7: Killed"]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"slurm-1.out": lines}))
    assert (d["category"], d["initiator_node"], d["suspects"]) == ("host_oom", "host-a", list(range(8))), d["reason"]


def test_a_ray_workers_abort_after_its_watchdog_timeout_is_that_ranks_teardown(cli, tmp_path):
    """A Ray driver's console: each worker's lines carry Ray's ``(WorkerDict pid=N)``
    prefix, and only some of them a ``[rankR]:`` one. The abort a watchdog timeout ends
    with (``Fatal Python error: Aborted``, printed without a rank) is the same process's,
    so the same rank's teardown: the job hung, nothing crashed first."""
    wd = (
        "\x1b[36m(WorkerDict pid={pid})\x1b[0m [rank{r}]:[E1118 20:32:23.95502874{r} ProcessGroupNCCL.cpp:629] [Rank {r}] "
        "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2635, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
        "Timeout(ms)=1800000) ran for 1800024 milliseconds before timing out."
    )
    lines = []
    for r, pid in ((1, 3490362), (0, 3490084)):
        lines += [
            wd.format(pid=pid, r=r),
            f"\x1b[36m(WorkerDict pid={pid})\x1b[0m *** SIGABRT received at time=1763469143 on cpu 138 ***",
            f"\x1b[36m(WorkerDict pid={pid})\x1b[0m Fatal Python error: Aborted",
        ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"driver.log": lines}))
    assert (d["status"], d["category"], code) == ("hung", "hang", 1), d["reason"]


def test_a_job_wide_exception_is_read_from_the_rank_whose_traceback_the_logs_show(cli, tmp_path):
    """Every rank raised DeepSpeed's no_sync assertion; the excerpt starts at rank 0's
    exception line and shows rank 1's traceback whole. The traceback read for the verdict
    is rank 1's: DeepSpeed's engine refused the feature (config), not a bug in the code."""
    msg = "AssertionError: no_sync context manager is incompatible with gradient partitioning logic of ZeRO stage 2"
    frames = [
        "Traceback (most recent call last):",
        '  File "/opt/venv/lib/python3.9/site-packages/accelerate/accelerator.py", line 947, in no_sync',
        "    with context():",
        '  File "/opt/venv/lib/python3.9/site-packages/deepspeed/runtime/engine.py", line 2397, in no_sync',
        "    assert not self.zero_optimization_partition_gradients(), ",
        msg,
    ]
    lines = [f"[rank0]: {msg}"] + [f"[rank1]: {f}" for f in frames]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "config", None, 1), d["reason"]


def test_a_torchrun_sigabrt_after_the_watchdogs_teardown_of_an_nccl_error_is_no_crash(cli, tmp_path):
    """An unprefixed console of one node: the watchdog logs its teardown
    (ProcessGroupNCCL.cpp, WorkNCCL::handleException) and throws on an NCCL system error,
    and torchrun reports the worker ended by SIGABRT. The abort is the watchdog's, so the
    category is the NCCL error's (network), not a crash of the worker."""
    lines = [
        "[E ProcessGroupNCCL.cpp:414] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, "
        "subsequent GPU operations might run on corrupted/incomplete data. To avoid this inconsistency, we are taking the entire process down.",
        "terminate called after throwing an instance of 'std::runtime_error'",
        "  what():  NCCL error: unhandled system error, NCCL version 2.10.3",
        "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. It can be also caused by "
        "unexpected exit of a remote peer, you can check NCCL warnings for failure reason and see if there is connection closure by a peer.",
        "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 518 closing signal SIGTERM",
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -6) local_rank: 0 (pid: 517) of binary: /usr/bin/python3",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["status"], d["category"], code) == ("failed", "network", 1), d["reason"]
    # Without the teardown line the same SIGABRT report is read as a crash of the worker.
    d, code = diagnose(cli, write_job(tmp_path / "other", {"console.log": lines[1:2] + lines[-1:]}))
    assert (d["status"], d["category"]) == ("failed", "crash"), d["reason"]


def test_two_different_nccl_warn_lines_are_two_errors_not_one_job_wide(cli, tmp_path):
    """NCCL's catch-all WARN on two processes with different texts is not 'the same error
    on every rank': no job-wide verdict, and no high confidence from the count."""
    a = ["host-a:1234:5678 [0] transport/net_ib.cc:100 NCCL WARN NET/IB : unknown event type (18) received"]
    b = ["host-b:2234:5678 [0] misc/shmutils.cc:80 NCCL WARN Error: failed to extend /dev/shm/nccl-x to 9637892 bytes"]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"node-a.log": a, "node-b.log": b}))
    assert d["rule"] != "job_wide" and d["confidence"] < 0.85, (d["rule"], d["confidence"], d["reason"])
    # The same WARN text on both is one error, job-wide.
    d, _ = diagnose(cli, write_job(tmp_path / "same", {"node-a.log": a, "node-b.log": [a[0].replace("host-a:1234", "host-b:2234")]}))
    assert d["rule"] == "job_wide", d["reason"]


def test_nccl_topology_and_proxy_failures_name_their_rank_and_category(cli, tmp_path):
    """The lines as NCCL prints them (src/graph/topo.h ncclTopoIdToIndex; src/proxy.cc's
    proxy service loop), with the consequences that follow on other ranks."""
    topo = [
        "host-a:1234:5678 [0] graph/search.cc:1135 NCCL WARN Could not find a path for pattern 1, falling back to simple order",
        "host-a:1234:5678 [0] graph/topo.h:230 NCCL WARN Could not find NET with id 0",
        "torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3376, "
        "internal error - please report this issue to the NCCL developers, NCCL version 2.25.1",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "topo", {"console.log": topo}))
    assert (d["status"], d["category"], d["signature_id"]) == ("failed", "environment", "nccl.topology_lookup_failed"), d["reason"]
    proxy = [
        "host-a:11146:11200 [3] NCCL INFO src/misc/socket.cpp:572 -> 2",
        "host-a:11146:11200 [3] src/proxy.cc:1905 NCCL WARN [Proxy Service 3] Failed to execute operation Connect from rank 3, retcode 2",
        "host-a:11146:11197 [3] src/misc/socket.cpp:57 NCCL WARN socketProgress: Connection closed by remote peer host-a<57521>",
        "host-a:11146:11197 [3] src/proxy.cc:912 NCCL WARN Proxy Call to rank 3 failed (Connect)",
        "host-a:11146:11146 [3] NCCL INFO comm 0xaa09f20 rank 3 nranks 8 cudaDev 3 busId ce000 - Abort COMPLETE",
    ]
    d, _ = diagnose(cli, write_job(tmp_path / "proxy", {"console.log": proxy}))
    assert (d["category"], d["initiator_rank"], d["initiator_node"]) == ("network", 3, "host-a"), d["reason"]


def test_an_intel_xpu_runtime_error_is_read_by_its_ur_result(cli, tmp_path):
    """The SYCL runtime's text for a failed Unified Runtime call (intel/llvm
    sycl/source/detail/adapter_impl.hpp, checkUrResult), re-raised by PyTorch's XPU backend
    on rank 7 while the other ranks' launcher tears them down: its result names the category."""
    lines = [f"[rank{r}]:2026-03-02 10:0{m}:00,000 INFO step {m}0 loss 2.{m}" for m in range(3) for r in range(8)]
    lines += [
        "[rank7]: Traceback (most recent call last):",
        '[rank7]:   File "/opt/torchtitan/train.py", line 412, in train_step',
        "[rank7]:     loss.backward()",
        "[rank7]: RuntimeError: level_zero backend failed with error: 40 (UR_RESULT_ERROR_OUT_OF_RESOURCES)",
        "host-a: rank 7 exited with code 1",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"attempt-1.log": lines}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "cuda_oom", 7, 1), d["reason"]


def test_a_watchdog_stuck_at_exit_after_the_run_completed_is_a_hang_not_noise(cli, tmp_path):
    """The pipeline printed its end, then every rank warned that destroy_process_group()
    was not called, and minutes later the heartbeat monitor reported the NCCL watchdog
    stuck (ProcessGroupNCCL.cpp, HeartbeatMonitor::runLoop) and killed the process: the
    job hung at exit. The monitor's lines come from another console, without a date."""
    main = [
        "16:26:52.052 [INFO:swift] The training of Epoch 2 starts...",
        "18:00:31.711 [INFO:swift] End time of running main: 2026-02-05 18:00:31.710947",
    ] + [
        f"18:00:3{r}.257 [rank{r}]:[W205 18:00:3{r}.953145631 ProcessGroupNCCL.cpp:1538] Warning: WARNING: destroy_process_group() was not "
        "called before program exit, which can leak resources. For more info, please see https://pytorch.org/docs/stable/distributed.html#shutdown"
        for r in range(4)
    ]
    stuck = [
        f"18:11:06.680 [rank{r}]:[E205 18:11:06.37575023{r} ProcessGroupNCCL.cpp:1870] [PG ID 12 PG GUID 99(EXPERT_MODEL_PARALLEL_GROUP) Rank {r}] "
        "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring enqueued collectives."
        for r in (0, 2)
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"01-console.log": main, "02-console.log": stuck}))
    assert (d["status"], d["category"], code) == ("hung", "hang", 1), d["reason"]
    # Without the monitor's lines the same run completed.
    d, code = diagnose(cli, write_job(tmp_path / "done", {"01-console.log": main}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]


def test_the_same_nccl_warn_on_many_hosts_is_one_template(cli, tmp_path):
    """NCCL's '<host>:<pid>:<tid> [<dev>] ' names the process, not the error: the same
    WARN on four hosts is one template group (rust/template.rs after the prefix)."""
    files = {f"node-{h}.log": [f"host-{h}:{1000 + i}:{2000 + i} [{i}] transport/net_ib.cc:100 NCCL WARN NET/IB : unknown event type (18) received"]
             for i, h in enumerate("abcd")}
    d, _ = diagnose(cli, write_job(tmp_path / "job", files))
    groups = [g for g in d["templates"] if "unknown event type" in g["template"]]
    assert len(groups) == 1 and groups[0]["count"] == 4, d["templates"]


def test_a_watchdog_line_wrapped_after_its_op_type_still_tells_the_desync(cli, tmp_path):
    """A console that wraps at its width cuts ProcessGroupNCCL's timeout line inside the
    work's details; its sequence number and op type are before the cut, and rank 0 is in
    another collective than the two ranks that agree."""
    def wd(r: int, seq: int, op: str, numel: str) -> list[str]:
        head = (f"[rank{r}]:[E513 13:25:57.71478{r}669 ProcessGroupNCCL.cpp:616] [Rank {r}] Watchdog caught collective operation timeout: "
                f"WorkNCCL(SeqNum={seq}, OpType={op}, NumelIn={numel}, NumelOut")
        return [head, f"={numel}, Timeout(ms)=1800000) ran for 1800042 milliseconds before timing out."]
    lines = wd(2, 532339, "BROADCAST", "5164000") + wd(1, 532339, "BROADCAST", "5164000") + wd(0, 532341, "_ALLGATHER_BASE", "513")
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["category"], d["initiator_rank"]) == ("desync", 0), d["reason"]


def test_a_kubeflow_job_that_succeeded_outlives_its_scheduling_warnings(cli, tmp_path):
    """`kubectl describe pytorchjob`: the Succeeded condition (training-operator's
    'PyTorchJob <name> is successfully completed.') with Unschedulable events from before
    its pods started: the job completed."""
    lines = [
        "Status:",
        "  Conditions:",
        "    Message:               PyTorchJob pytorch-dist-job is created.",
        "    Reason:                PyTorchJobCreated",
        "    Message:               PyTorchJob pytorch-dist-job is running.",
        "    Reason:                PyTorchJobRunning",
        "    Message:               PyTorchJob pytorch-dist-job is successfully completed.",
        "    Reason:                PyTorchJobSucceeded",
        "    Type:                  Succeeded",
        "Events:",
        "  Warning  Unschedulable            12m (x2 over 13m)  pytorchjob-controller  Error pod pytorch-dist-job-worker-0 condition message: "
        "0/2 nodes are available: 2 node(s) didn't match Pod's node affinity/selector. preemption: 0/2 nodes are available: 2 Preemption is not helpful for scheduling.",
        "  Normal   ExitedWithCode           3m10s              pytorchjob-controller  Pod: default.pytorch-dist-job-worker-0 exited with code 0",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"kubectl-describe-pytorchjob.txt": lines}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]
    d, code = diagnose(cli, write_job(tmp_path / "running", {"kubectl-describe-pytorchjob.txt": lines[:6] + lines[9:]}))
    assert d["status"] != "healthy", d["reason"]


def test_an_unranked_error_is_not_given_to_the_rank_its_watchdog_aborted(cli, tmp_path):
    """An unprefixed DataLoader traceback (ENOSPC), then two ranks' heartbeat monitors
    terminate their processes and Lightning reports rank 2's SIGABRT: that abort is the
    monitor's (ProcessGroupNCCL.cpp), so it does not say whose the traceback was."""
    lines = [
        "Traceback (most recent call last):",
        '  File "/opt/conda/lib/python3.11/tempfile.py", line 385, in mkdtemp',
        "    _os.mkdir(file, 0o700)",
        "OSError: [Errno 28] No space left on device: '/tmp/pymp-m_olac7h'",
    ] + [
        f"[rank{r}]:[F1229 20:37:13.09152831{r} ProcessGroupNCCL.cpp:1306] [PG ID 0 PG GUID 0(default_pg) Rank {r}] "
        "Terminating the process after attempting to dump debug info, due to ProcessGroupNCCL watchdog hang."
        for r in (2, 3)
    ] + ["[rank: 2] Child process with PID 13117 terminated with code -6. Forcefully terminating all other processes to avoid zombies"]
    d, _ = diagnose(cli, write_job(tmp_path / "job", {"console.log": lines}))
    assert (d["category"], d["initiator_rank"]) == ("storage", None), d["reason"]


def test_a_run_appended_after_a_completed_one_is_judged_on_its_own(cli, tmp_path):
    """A console appended to by a second run: the first run's torchrun completion
    (torchelastic api.py 'worker group successfully finished') is followed three hours
    later by more training and rank 2's CUDA OOM. The completion ended the first run; it
    does not make the second one's failure noise at exit."""
    def steps(hour: int, first: int) -> list[str]:
        return [f"[rank{r}]:2026-11-30 {hour:02d}:{m:02d}:00,000 INFO step {first + m} loss 2.{m}" for m in range(0, 40, 5) for r in range(4)]
    first = steps(7, 0) + [
        "INFO:torch.distributed.elastic.agent.server.api:[default] worker group successfully finished. Waiting 300 seconds for other agents to finish."
    ]
    second = steps(10, 100) + [
        "[rank2]:2026-11-30 10:41:00,000 ERROR torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. "
        "GPU 2 has a total capacity of 79.15 GiB of which 1.03 GiB is free.",
    ]
    d, code = diagnose(cli, write_job(tmp_path / "job", {"train.log": first + second}))
    assert (d["status"], d["category"], d["initiator_rank"], code) == ("failed", "cuda_oom", 2, 1), d["reason"]
    # The first run alone completed.
    d, code = diagnose(cli, write_job(tmp_path / "first", {"train.log": first}))
    assert (d["status"], code) == ("healthy", 0), d["reason"]
