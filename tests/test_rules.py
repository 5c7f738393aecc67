"""Each correlation rule decides a small multi-rank job that only it gets right.

The logs are written to files in the exact formats PyTorch, NCCL and torchrun
print, then go through the real pipeline (native scan + correlation).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from firstfault.correlate.engine import BROKEN_READ_CONFIDENCE
from firstfault.pipeline import scan_paths
from firstfault.synthetic import write_job

WD = (
    "[rank{r}]:[E1120 03:{m:02d}:{s:02d}.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective "
    "operation timeout: WorkNCCL(SeqNum={seq}, OpType={op}, NumelIn={n}, NumelOut={n}, Timeout(ms)={t}) ran for {t} "
    "milliseconds before timing out."
)


def kv(r: int, node: str = "n0", ws: int = 4, lr: int | None = None) -> str:
    return (
        f"[rank{r}]:2026-11-20 03:00:0{r % 10},000 INFO starting worker host={node} "
        f"local_rank={r if lr is None else lr} rank={r} world_size={ws}"
    )


def step(r: int, s: int, m: int = 1) -> str:
    return f"[rank{r}]:2026-11-20 03:{m:02d}:{s:02d},000 INFO step {s}/100 | loss 2.1"


def write(d: Path, files: dict[str, list[str]]) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for name, lines in files.items():
        (d / name).write_text("\n".join(lines) + "\n")
    return d


def diagnose(d: Path):
    r = scan_paths([str(d)])
    assert len(r.diagnoses) == 1
    return r.diagnoses[0]


def test_desync_names_the_odd_fingerprint(tmp_path):
    fp = "CollectiveFingerPrint(SequenceNumber=15, OpType=ALLREDUCE, TensorShape=[{s}], TensorDtypes=Float, TensorDeviceTypes=x)"
    files = {}
    for r in range(4):
        mine = fp.format(s=4 if r == 0 else 3)
        other_rank = 0 if r else 1
        other = fp.format(s=4 if other_rank == 0 else 3)
        files[f"rank{r}.log"] = [
            kv(r),
            step(r, 5),
            f"[rank{r}]: RuntimeError: Detected mismatch between collectives on ranks. Rank {r} is running collective: "
            f"{mine}, but Rank {other_rank} is running collective: {other}.",
        ]
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.category, d.initiator_rank) == ("desync", "desync", 0)
    assert d.confidence >= 0.8


def test_desync_from_watchdog_numel(tmp_path):
    files = {}
    for r in range(4):
        files[f"rank{r}.log"] = [kv(r), step(r, 5), WD.format(r=r, m=11, s=r, seq=200, op="ALLREDUCE", n=4 if r == 2 else 3, t=600000)]
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.category, d.initiator_rank) == ("desync", "desync", 2)


def test_earliest_initiator_wins_over_a_later_error(tmp_path):
    files = {f"rank{r}.log": [kv(r), step(r, 1)] for r in range(4)}
    files["rank3.log"] += ["[rank3]:2026-11-20 03:02:00,000 ERROR boom", "[rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity of 79.11 GiB of which 1.02 GiB is free."]
    files["rank1.log"] += ["[rank1]:2026-11-20 03:02:30,000 ERROR then", "[rank1]: KeyError: 'labels'"]
    for r in (0, 2):
        files[f"rank{r}.log"].append(WD.format(r=r, m=12, s=r, seq=9, op="ALLREDUCE", n=8, t=600000))
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.category, d.initiator_rank, d.signature_id) == ("earliest_initiator", "cuda_oom", 3, "cuda.oom")


def test_an_abort_after_the_ranks_own_timeout_is_a_consequence(tmp_path):
    files = {f"rank{r}.log": [kv(r), step(r, 1)] for r in range(4)}
    for r in (0, 1, 3):
        files[f"rank{r}.log"] += [
            WD.format(r=r, m=12, s=r, seq=9, op="ALLREDUCE", n=8, t=600000),
            "Fatal Python error: Aborted",
        ]
    files["rank2.log"] += [step(2, 2)]  # rank 2 kept going, then went quiet
    d = diagnose(write(tmp_path / "job", files))
    assert d.rule != "earliest_initiator" and d.initiator_rank == 2


def test_simultaneous_initiators_are_ordered_by_specificity(tmp_path):
    files = {f"rank{r}.log": [kv(r), step(r, 1)] for r in range(2)}
    files["rank0.log"] += ["[rank0]:2026-11-20 03:02:00,500 ERROR x", "[rank0]: ValueError: bad value"]
    files["rank1.log"] += ["[rank1]:2026-11-20 03:02:01,000 ERROR y", "[rank1]: RuntimeError: CUDA error: an illegal memory access was encountered"]
    d = diagnose(write(tmp_path / "job", files))
    # within the 2 s skew, the specific CUDA fault outranks the generic exception
    assert (d.initiator_rank, d.category) == (1, "cuda_error")


def test_job_wide_error_names_no_rank(tmp_path):
    files = {
        f"rank{r}.log": [kv(r), f"[rank{r}]: ModuleNotFoundError: No module named 'flash_attn'"] for r in range(4)
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.category, d.initiator_rank, d.scope) == ("job_wide", "environment", None, "job")


def test_never_entered_from_work_counters(tmp_path):
    files = {}
    for r in range(4):
        lines = [kv(r), step(r, 7)]
        if r != 2:
            lines.append(WD.format(r=r, m=11, s=r, seq=100, op="ALLREDUCE", n=8, t=600000))
            enq, done = 100, 99
        else:
            enq, done = 99, 99
        lines.append(
            f"[rank{r}]:[E1120 03:11:05.000000000 ProcessGroupNCCL.cpp:1858] [PG ID 0 PG GUID 0(default_pg) Rank {r}] "
            f"Received a dump signal due to a collective timeout from rank 0 and we will try our best to dump the debug "
            f"info. Last enqueued NCCL work: {enq}, last completed NCCL work: {done}."
        )
        files[f"rank{r}.log"] = lines
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.initiator_rank) == ("never_entered", 2)


def test_missing_rank_never_started(tmp_path):
    files = {}
    for r in range(3):
        files[f"rank{r}.log"] = [kv(r)]
    files["rank0.log"].append("torch.distributed.DistStoreError: Timed out after 21 seconds waiting for clients. 3/4 clients joined.")
    for r in (1, 2):
        files[f"rank{r}.log"].append("torch.distributed.DistStoreError: wait timeout after 20000ms, keys: /default_pg/0//cpu//0/0")
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.category, d.initiator_rank) == ("missing_ranks", "launcher", 3)
    assert d.confidence >= 0.8
    # An agent listed rank 3 in its rendezvous result: it was started, its output is
    # just not in these logs.
    files["node1-agent.log"] = [
        "I1120 02:59:58.000000 4711 torch/distributed/elastic/agent/server/api.py:552]   global_ranks=[3]"
    ]
    d = diagnose(write(tmp_path / "started", files))
    assert d.rule != "missing_ranks", d.reason


def test_silence_sigkill_reported_by_launcher(tmp_path):
    d = tmp_path / "job"
    write_job(d, "sigkill", world_size=16, ranks_per_node=4, culprit=6, seed=3)
    got = diagnose(d)
    assert (got.rule, got.category, got.initiator_rank, got.initiator_node) == ("silence", "host_oom", 6, "node-1")


def test_silence_whole_node_lost(tmp_path):
    files = {}
    for r in range(4):
        node = "node0" if r < 2 else "node1"
        lines = [kv(r, node=node, lr=r % 2)] + [step(r, s) for s in range(1, 5)]
        if r >= 2:
            lines.append(
                f"[rank{r}]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:553] Connection closed by peer "
                "[10.0.0.1]:29597. This is typically caused by a remote worker crashing."
            )
        files[f"rank{r}.log"] = lines
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.category, d.initiator_node) == ("silence", "node_lost", "node0")
    assert d.initiator_rank in (0, 1)


def test_named_peer_follows_a_pipeline_chain(tmp_path):
    files = {f"rank{r}.log": [kv(r)] + [step(r, s) for s in range(1, 4)] for r in range(4)}
    for r in (2, 3):
        files[f"rank{r}.log"] += [
            WD.format(r=r, m=14, s=r, seq=50, op="RECV", n=0, t=600000),
            f"[rank{r}]: megatron.core.pipeline_parallel.p2p_communication.P2PTimeoutError: Timeout receiving forward activations from rank {r - 1}",
        ]
    files["rank0.log"].append(WD.format(r=0, m=14, s=0, seq=50, op="SEND", n=8, t=600000))
    # rank 1 keeps logging (it is alive and busy elsewhere) and reports nothing
    files["rank1.log"] += [step(1, s, m=15) for s in range(10, 20)]
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.initiator_rank) == ("named_peer", 1)
    assert "2 victim report(s) name rank 1" in d.reason


def test_busy_rank_long_progress_bar(tmp_path):
    files = {
        "console.log": [
            "Tokenizing Prompts (num_proc=64):  92%|#########2| 328986/359152 [31:58<12:05, 41.59 examples/s]",
            "[rank1]:[W516 14:34:56.854597329 socket.cpp:489] [c10d] waitForInput: socket SocketImpl(fd=79, addr=[localhost]:41170, remote=[node-a]:29500) timed out after 1800000ms",
            "[rank1]: torch.distributed.DistStoreError: wait timeout after 1800000ms, keys: /default_pg/0//cuda//0/0",
        ]
    }
    d = diagnose(write(tmp_path / "job", files))
    assert d.category == "straggler" and d.initiator_rank == 0
    assert "busy_rank" in (d.rule, *d.rules_agreed)


def test_late_entrant(tmp_path):
    files = {}
    for r in range(4):
        m, s = (40, 0) if r == 3 else (10, r)
        files[f"rank{r}.log"] = [kv(r), step(r, 3), WD.format(r=r, m=m, s=s, seq=77, op="ALLGATHER", n=8, t=600000)]
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.category, d.initiator_rank) == ("late_entrant", "straggler", 3)


def test_launcher_summary_alone(tmp_path):
    files = {
        "console.log": [
            "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
            "Root Cause (first observed failure):",
            "[0]:",
            "  time      : 2026-11-20_03:20:00",
            "  host      : gpu017",
            "  rank      : 5 (local_rank: 1)",
            "  exitcode  : -11 (pid: 4242)  (SIGSEGV)",
            "  error_file: <N/A>",
            "  traceback : Signal 11 (SIGSEGV) received by PID 4242",
        ]
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.rule, d.initiator_rank, d.category) == ("launcher_summary", 5, "crash")
    assert d.score < 0.5 and d.confidence < 0.8


def test_only_timeouts_is_a_hang_without_initiator(tmp_path):
    files = {f"rank{r}.log": [kv(r), step(r, 9), WD.format(r=r, m=20, s=r, seq=300, op="ALLREDUCE", n=8, t=600000)] for r in range(4)}
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.initiator_rank, d.rule) == ("hung", "hang", None, "victims_only")
    assert d.confidence <= 0.5  # no more than even odds


@pytest.mark.parametrize(
    "scenario,world_size",
    [("cuda_oom", 1024), ("sigkill", 256), ("pipeline", 64), ("hang", 64)],
)
def test_generated_large_jobs(tmp_path, scenario, world_size):
    """The issue's acceptance jobs: one OOM among 1,024 ranks, a silent SIGKILL among 256,
    a 64-rank pipeline whose stage-2 receive names stage 1, and a pure hang."""
    truth = write_job(tmp_path / "job", scenario, world_size=world_size, ranks_per_node=8, seed=7)
    d = diagnose(tmp_path / "job")
    assert (d.status, d.category, d.initiator_rank) == (truth.status, truth.category, truth.initiator_rank)
    if scenario == "hang":
        assert d.confidence <= 0.5
    else:
        assert d.confidence > 0.8
        assert d.initiator_node == truth.initiator_node


def test_pipeline_reason_names_the_stage(tmp_path):
    truth = write_job(tmp_path / "job", "pipeline", world_size=32, ranks_per_node=8, seed=2)
    d = diagnose(tmp_path / "job")
    assert d.initiator_rank == truth.initiator_rank
    assert any("pipeline stage 1" in o.reason for o in d.rule_outcomes)


def _oom_on_rank1_of_3() -> dict[str, list[str]]:
    """Ranks 0-2 log a step; rank 1 then runs out of memory, 0 and 2 time out."""
    files = {f"rank{r}.log": [step(r, 1)] for r in range(3)}
    files["rank1.log"].append("[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 1 has a total capacity of 79.11 GiB of which 1.02 GiB is free.")
    for r in (0, 2):
        files[f"rank{r}.log"].append(WD.format(r=r, m=12, s=r, seq=9, op="ALLREDUCE", n=8, t=600000))
    return files


def test_suspects_name_the_initiator_alone_when_the_logs_decide(tmp_path):
    d = diagnose(write(tmp_path / "job", _oom_on_rank1_of_3()))
    assert (d.initiator_rank, d.suspects) == (1, [1])
    # Nothing failed (the logs stop after a step: unknown): nobody is suspected.
    quiet = diagnose(write(tmp_path / "quiet", {f"rank{r}.log": [step(r, 1)] for r in range(3)}))
    assert (quiet.status, quiet.suspects) == ("unknown", [])


def test_an_empty_or_unreadable_rank_file_is_no_evidence_of_silence(tmp_path):
    # Ranks 0-2 log: rank 1 runs out of memory, 0 and 2 time out. Rank 3's file is an
    # empty log, rank 4's a gzip header without data: neither may count as a rank that
    # went quiet before the failure. The empty log lost nothing and leaves the confidence
    # as it was; the cut archive's lines are lost (they may hold an earlier failure), which
    # caps it.
    files = _oom_on_rank1_of_3()
    clean = diagnose(write(tmp_path / "clean", files))
    job = write(tmp_path / "job", files)
    (job / "rank3.log").write_bytes(b"")
    empty = diagnose(job)
    assert (empty.rule, empty.category, empty.initiator_rank) == ("earliest_initiator", "cuda_oom", 1)
    assert "silence" not in empty.rules_disagreed
    assert empty.confidence == clean.confidence
    (job / "rank4.log.gz").write_bytes(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03")
    d = diagnose(job)
    assert (d.rule, d.category, d.initiator_rank) == ("earliest_initiator", "cuda_oom", 1)
    assert "silence" not in d.rules_disagreed
    assert d.confidence == BROKEN_READ_CONFIDENCE < clean.confidence


def test_a_log_not_read_caps_the_confidence_a_binary_file_does_not(tmp_path):
    # The same job with a fourth input beside it. A binary file (a TensorBoard event
    # file, a core dump) is no log: nothing is lost, the confidence stays. A log that was
    # not read (over --max-streams) may hold a failure earlier than rank 1's: the verdict
    # stands, but not at the confidence of a job read whole.
    files = _oom_on_rank1_of_3()
    clean = diagnose(write(tmp_path / "clean", files))
    job = write(tmp_path / "job", files)
    (job / "events.out.tfevents.1764000000.host-a").write_bytes(bytes(range(256)) * 64)
    d = diagnose(job)
    assert (d.rule, d.category, d.initiator_rank, d.confidence) == (clean.rule, "cuda_oom", 1, clean.confidence)
    (job / "rank3.log").write_text(step(3, 1) + "\n")
    r = scan_paths([str(job)], max_streams=4)
    d = r.diagnoses[0]
    assert (d.category, d.initiator_rank) == ("cuda_oom", 1)
    assert clean.confidence > BROKEN_READ_CONFIDENCE == d.confidence, d.reason
    assert "could not be read completely (too_many_streams)" in d.reason


@pytest.mark.parametrize("name", ["rank1.log.gz", "trunc.log.gz"], ids=["rank-in-path", "rank-in-lines-only"])
def test_a_rank_file_read_only_in_part_is_no_evidence_of_silence(tmp_path, name):
    # Rank 1's log is a gzip archive cut in half: its out-of-memory line is in the lost
    # half. The other ranks time out and name rank 1 as the peer they wait for. That
    # rank 1's readable part ends before the failure is where the read broke, not a rank
    # that went quiet (the silence rule said 'stopped logging before the failure' and
    # made it a hang); the diagnosis says an input could not be read completely. With
    # no rank in the file's name, the rank is known only from its lines' `[rank1]:`
    # prefixes: the same holds.
    import gzip
    import shutil

    from conftest import cases_dir

    seed = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"
    job = tmp_path / "job"
    job.mkdir()
    for r in (0, 2, 3):
        shutil.copy(seed / f"rank{r}.log", job)
    gz = gzip.compress((seed / "rank1.log").read_bytes())
    (job / name).write_bytes(gz[: len(gz) // 2])
    d = diagnose(job)
    assert d.rule != "silence" and "silence" not in d.rules_agreed
    assert d.initiator_rank == 1
    assert "stopped logging" not in d.reason
    assert "1 input(s) could not be read completely (corrupt_archive)" in d.reason
    # Its end, where rank 1's own failure was, is lost: the verdict says so in its confidence.
    assert d.confidence <= 0.5


OLD_WD = (
    "[E ProcessGroupNCCL.cpp:737] [Rank {r}] Watchdog caught collective operation timeout: "
    "WorkNCCL(SeqNum=4021, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 18064{r}2 milliseconds before timing out."
)


@pytest.mark.parametrize("world,culprit", [(4, 2), (4, 0), (8, 5)])
def test_an_unprefixed_root_cause_is_the_rank_without_a_timeout(tmp_path, world, culprit):
    """One console, no rank prefixes (torch 1.x): the out-of-memory traceback names no
    rank, and every other rank's watchdog reports its own timeout. The rank that raised
    has exited and reports none, so it is the one rank of 0..W-1 missing from them."""
    lines = [
        "Traceback (most recent call last):",
        '  File "train.py", line 180, in main',
        "    loss.backward()",
        "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 39.59 GiB total capacity; "
        "35.12 GiB already allocated; 1.50 GiB free; 36.20 GiB reserved in total by PyTorch)",
    ] + [OLD_WD.format(r=r) for r in range(world) if r != culprit]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.category, d.initiator_rank) == ("cuda_oom", culprit), d.reason
    assert d.confidence < 0.85


def test_an_unprefixed_root_cause_with_two_quiet_ranks_names_no_rank(tmp_path):
    lines = [
        "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 39.59 GiB total capacity; "
        "35.12 GiB already allocated; 1.50 GiB free; 36.20 GiB reserved in total by PyTorch)",
    ] + [OLD_WD.format(r=r) for r in (0, 3)]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.category, d.initiator_rank) == ("cuda_oom", None), d.reason


NEW_OOM = (
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 564.00 MiB. GPU {d} has a total capacity of "
    "22.20 GiB of which 203.12 MiB is free. Including non-PyTorch memory, this process has 22.00 GiB memory in use."
)


def test_an_unprefixed_out_of_memory_names_the_local_rank_of_its_gpu(tmp_path):
    """The caching allocator prints the device index; each process binds the GPU of its
    local rank, so on one node device 3 is rank 3 (c10/cuda/CUDACachingAllocator.cpp)."""
    lines = [NEW_OOM.format(d=3), OLD_WD.format(r=1)]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.category, d.initiator_rank) == ("cuda_oom", 3), d.reason
    assert "GPU 3" in d.reason and d.confidence < 0.85


@pytest.mark.parametrize("device,others", [(0, [1]), (1, [0, 1, 3])])
def test_a_gpu_index_that_cannot_or_does_not_agree_names_no_rank(tmp_path, device, others):
    """Device 0 is every process's when CUDA_VISIBLE_DEVICES gives each one GPU; device 1
    while rank 1 reported a timeout and rank 2 did not leaves the rank open."""
    lines = [NEW_OOM.format(d=device)] + [OLD_WD.format(r=r) for r in others]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.category, d.initiator_rank) == ("cuda_oom", None), d.reason


def _megatron_iter(i: int, ts: str = "") -> str:
    return f"{ts} iteration {i:8d}/    1000 | consumed samples: {i * 4:10d} | lm loss: 7.5E+00 | loss scale: 4096.0 |"


def test_a_job_cancelled_while_training_progressed_was_stopped_by_its_scheduler(tmp_path):
    """scancel mid-run: srun aborts the step (src/api/step_launch.c), slurmstepd prints the
    cancellation without a reason (req.c), the launcher's processes get SIGTERM; nothing
    failed before, so the stop is the cause."""
    lines = [_megatron_iter(i) for i in range(10, 210, 10)] + [
        "srun: Job step aborted: Waiting up to 62 seconds for job step to finish.",
        "slurmstepd: error: *** STEP 1809562.0 ON host-a CANCELLED AT 2021-05-23T08:29:53 ***",
        "Main process received SIGTERM, exiting",
        "slurmstepd: error: *** JOB 1809562 ON host-a CANCELLED AT 2021-05-23T08:29:53 ***",
    ]
    d = diagnose(write(tmp_path / "job", {"slurm-1809562.out": lines}))
    assert (d.status, d.category, d.rule, d.initiator_rank) == ("failed", "scheduler", "stopped_from_outside", None), d.reason
    assert d.confidence < 0.85


def test_a_job_cancelled_long_after_its_progress_stopped_had_hung(tmp_path):
    # srun's own line has no time: it must not lend the last step's to the stop.
    lines = [f"2021-05-23 07:{m:02d}:00,000 INFO step {m}/500 | loss 2.1" for m in range(0, 20)] + [
        "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.",
        "slurmstepd: error: *** JOB 1809562 ON host-a CANCELLED AT 2021-05-23T08:29:53 ***",
    ]
    d = diagnose(write(tmp_path / "job", {"slurm-1809562.out": lines}))
    assert (d.status, d.category, d.rule) == ("hung", "hang", "stopped_from_outside"), d.reason


def test_a_failure_before_the_cancellation_is_the_cause(tmp_path):
    lines = [_megatron_iter(i) for i in range(10, 60, 10)] + [
        "[rank3]: RuntimeError: CUDA error: an illegal memory access was encountered",
        "slurmstepd: error: *** JOB 1809562 ON host-a CANCELLED AT 2021-05-23T08:29:53 ***",
    ]
    d = diagnose(write(tmp_path / "job", {"slurm-1809562.out": lines}))
    assert (d.category, d.initiator_rank) == ("cuda_error", 3), d.reason
    assert d.rule != "stopped_from_outside"


def test_an_unattributed_root_cause_is_read_as_the_rank_its_victims_name(tmp_path):
    """Megatron compiles its dataset helpers on rank 0 and exits when make fails
    (megatron/data/dataset_utils.py); the other ranks then fail to fetch the NCCL unique
    id that rank 0 should have put in the store (ProcessGroupNCCL.cpp, broadcastUniqueNCCLID),
    naming rank 0. The console has no rank prefixes."""
    victim = (
        "RuntimeError: [{r}] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value "
        "store by key '0', but store->get('0') got error: Connection reset by peer. This may indicate a possible "
        "application crash on rank 0 or a network set up issue."
    )
    lines = ["make: *** [Makefile:9: default] Error 1", "Making C++ dataset helpers module failed, exiting."]
    lines += [victim.format(r=r) for r in range(1, 8)]
    d = diagnose(write(tmp_path / "job", {"job.err": lines}))
    assert (d.category, d.initiator_rank) == ("environment", 0), d.reason
    assert "named_peer" in d.reason


def test_a_world_size_printed_alone_places_the_rank_missing_from_the_timeouts(tmp_path):
    """``world_size=4`` with no rank on the line still sizes the world: ranks 0-2 timed
    out, so the unprefixed out-of-memory is rank 3's (without it, 0-2 could be the world)."""
    lines = [
        "Namespace(batch_size=32, lr=0.0001, world_size=4, dist_url='env://')",
        "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 39.59 GiB total capacity; "
        "35.12 GiB already allocated; 1.50 GiB free; 36.20 GiB reserved in total by PyTorch)",
    ] + [OLD_WD.format(r=r) for r in range(3)]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.category, d.initiator_rank, d.world_size) == ("cuda_oom", 3, 4), d.reason
    d = diagnose(write(tmp_path / "job2", {"console.log": lines[1:]}))
    assert d.initiator_rank is None, d.reason


def test_deepspeeds_exit_line_names_the_last_local_rank_started_not_the_failed_one(tmp_path):
    """deepspeed/launcher/launch.py prints ``{cmd} exits with return code = {last_return_code}``
    with ``cmd`` left over from its spawn loop: the last local rank started (3 of 4 here),
    whichever process failed. The line gives the exit (SIGKILL), not the rank."""
    lines = [
        "[2023-05-01 10:05:10,123] [INFO] [launch.py:428:sigkill_handler] Killing subprocess 1001",
        "[2023-05-01 10:05:10,124] [ERROR] [launch.py:434:sigkill_handler] ['/usr/bin/python', '-u', 'train.py', "
        "'--local_rank=3', '--deepspeed', 'ds.json'] exits with return code = -9",
    ]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.status, d.category, d.initiator_rank, d.scope) == ("failed", "host_oom", None, "none"), d.reason


@pytest.mark.parametrize(
    "odd",
    [
        "SeqNum=3742816, OpType=REDUCE",  # same collective number, another operation
        "SeqNum=3742812, OpType=ALLREDUCE, NumelIn=544997376, NumelOut=544997376",  # stuck earlier
    ],
)
def test_a_rank_that_timed_out_in_another_collective_than_the_others_is_the_odd_one(tmp_path, odd):
    """Three ranks' watchdogs (torch 1.x format, one console): two wait in the same
    all-gather, rank 0 in something else: it is the rank that was not in their collective."""
    wd = "[E ProcessGroupNCCL.cpp:737] [Rank {r}] Watchdog caught collective operation timeout: WorkNCCL({w}, Timeout(ms)=1800000) ran for 1801750 milliseconds before timing out."
    lines = [wd.format(r=1, w="SeqNum=3742816, OpType=_ALLGATHER_BASE"), wd.format(r=0, w=odd), wd.format(r=5, w="SeqNum=3742816, OpType=_ALLGATHER_BASE")]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.category, d.initiator_rank, d.rule) == ("desync", 0, "desync"), d.reason
    assert d.confidence < 0.85


def test_watchdogs_split_two_ways_name_no_odd_rank(tmp_path):
    wd = "[E ProcessGroupNCCL.cpp:737] [Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=9, OpType={op}, Timeout(ms)=1800000) ran for 1801750 milliseconds before timing out."
    lines = [wd.format(r=r, op="ALLREDUCE" if r < 2 else "BROADCAST") for r in range(4)]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert d.initiator_rank is None, d.reason


def test_ranks_that_time_out_without_rank_0_point_at_rank_0s_own_work(tmp_path):
    """Rank 0 evaluates alone (its eval bar is the last it printed) while ranks 1-3 wait in
    a broadcast until the watchdog fires: rank 0 enqueued no collective to time out."""
    files = {f"rank{r}.log": [kv(r), step(r, 5)] for r in range(4)}
    files["rank0.log"].append("[rank0]:Evaluating:  40%|████      | 40/100 [20:00<30:00, 30.00s/it]")
    for r in (1, 2, 3):
        files[f"rank{r}.log"].append(WD.format(r=r, m=31, s=r, seq=77, op="BROADCAST", n=1, t=1800000))
    d = diagnose(write(tmp_path / "job", files))
    assert (d.category, d.initiator_rank) in (("straggler", 0), ("hang", 0)), d.reason
    # An excerpt of the victims' watchdog lines only: rank 0 is still the suspect, weakly.
    lines = [OLD_WD.format(r=r) for r in (2, 3)]
    d = diagnose(write(tmp_path / "excerpt", {"console.log": lines}))
    assert (d.category, d.initiator_rank, d.rule) == ("straggler", 0, "victims_only"), d.reason
    assert d.confidence <= 0.5


def test_rank_0_is_no_suspect_when_other_ranks_are_as_quiet(tmp_path):
    """Eight ranks, five of them time out in the same collective; ranks 0, 2 and 3 print
    nothing (the launcher killed them once the first timeout took its process down).
    Rank 0's silence does not set it apart: a hang, no rank named."""
    files = {f"rank{r}.log": [kv(r, ws=8), step(r, 5)] for r in range(8)}
    for r in (1, 4, 5, 6, 7):
        files[f"rank{r}.log"].append(WD.format(r=r, m=31, s=r, seq=5, op="BROADCAST", n=800, t=300000))
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.initiator_rank) == ("hung", "hang", None), d.reason
    # Every other rank timed out: rank 0 alone is quiet, and the suspect.
    files = {f"rank{r}.log": [kv(r, ws=8), step(r, 5)] for r in range(8)}
    for r in range(1, 8):
        files[f"rank{r}.log"].append(WD.format(r=r, m=31, s=r, seq=5, op="BROADCAST", n=800, t=300000))
    d = diagnose(write(tmp_path / "alone", files))
    assert d.initiator_rank == 0, d.reason


def test_the_one_rank_not_waiting_whose_log_is_missing_is_the_suspect(tmp_path):
    """World size 4; ranks 0, 1 and 3 time out in the same collective and rank 2's log is
    not among the inputs: a collective needs every rank, so rank 2 is where the job
    stopped, weakly (what it did is in the missing log). With its log present and quiet,
    the silence rule reads it; with two logs missing, nothing separates them."""
    files = {f"rank{r}.log": [kv(r), step(r, 5), WD.format(r=r, m=31, s=r, seq=77, op="ALLREDUCE", n=1, t=1800000)] for r in (0, 1, 3)}
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.initiator_rank) == ("failed", "unknown", 2), d.reason
    assert d.confidence < 0.7 and "not in these logs" in d.reason
    two = {k: v for k, v in files.items() if k != "rank3.log"}
    d = diagnose(write(tmp_path / "two", two))
    assert d.initiator_rank is None, d.reason


def test_rank_0_among_the_timeouts_is_not_suspected_for_being_rank_0(tmp_path):
    files = {f"rank{r}.log": [kv(r), step(r, 5), WD.format(r=r, m=31, s=r, seq=77, op="BROADCAST", n=1, t=1800000)] for r in range(4)}
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.initiator_rank) == ("hung", None), d.reason


def _hung_task(t: str, frames: list[str]) -> list[str]:
    return [
        f"[Sat Mar  4 {t} 2023] INFO: task python:280058 blocked for more than 120 seconds.",
        f"[Sat Mar  4 {t} 2023]       Tainted: P           OE    --------- -  - 4.18.0-372.36.1.el8_6.x86_64 #1",
        f'[Sat Mar  4 {t} 2023] "echo 0 > /proc/sys/kernel/hung_task_timeout_secs" disables this message.',
        f"[Sat Mar  4 {t} 2023] task:python          state:D stack:    0 pid:280058 ppid:279966 flags:0x00000080",
        f"[Sat Mar  4 {t} 2023] Call Trace:",
        f"[Sat Mar  4 {t} 2023]  __schedule+0x2d1/0x860",
    ] + [f"[Sat Mar  4 {t} 2023]  {f}" for f in frames]


@pytest.mark.parametrize(
    "frames,category",
    [
        (["rpc_wait_bit_killable+0x1e/0xa0 [sunrpc]", "nfs_wait_on_request+0x39/0x50 [nfs]"], "storage"),
        (["cxiWaitEventWait+0x208/0x330 [mmfslinux]", "_ZN6ThCond5kWaitEiPKc+0x1d3/0x410 [mmfs26]"], "storage"),
        (["schedule_timeout+0x1cb/0x2c0", "wait_for_completion+0x96/0x100"], "hang"),
    ],
)
def test_a_process_reported_blocked_again_and_again_is_a_hang(tmp_path, frames, category):
    """kernel/hung_task.c reports a task still in D state at every check: three reports of
    one pid are six minutes stuck in the kernel, on a filesystem when its modules are in
    the call trace. The training log itself just stops."""
    train = [f"[rank0]:2023-03-04 04:0{i}:00,000 INFO step {i}/500 | loss 2.1" for i in range(1, 7)]
    dmesg = _hung_task("04:10:52", frames) + _hung_task("04:12:54", frames) + _hung_task("04:14:57", frames)
    d = diagnose(write(tmp_path / "job", {"rank0.log": train, "dmesg.txt": dmesg}))
    assert (d.status != "healthy", d.category) == (True, category), d.reason


def test_one_hung_task_report_is_not_a_failure(tmp_path):
    train = [f"[rank0]:2023-03-04 04:0{i}:00,000 INFO step {i}/5 | loss 2.1" for i in range(1, 6)]
    d = diagnose(write(tmp_path / "job", {"rank0.log": train, "dmesg.txt": _hung_task("04:03:30", ["nfs_wait_on_request+0x39/0x50 [nfs]"])}))
    assert d.status == "healthy", d.reason


def test_an_unranked_error_line_right_after_the_victims_is_their_teardown(tmp_path):
    """A console of unprefixed ranks: a generic error line just after the watchdog reports
    is part of their teardown (the watchdog's own follow-up lines), not a root cause."""
    lines = [OLD_WD.format(r=r) for r in (1, 2, 3)] + ["[E ProcessGroupNCCL.cpp:495] To avoid data inconsistency, we are taking the entire"]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.rule, d.initiator_rank) == ("victims_only", 0), d.reason
    assert d.signature_id != "generic.glog_error"


_HVD = (
    "One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting "
    "for remainder of ranks for more than 60 seconds. This may indicate that different ranks are trying to submit "
    "different tensors or that only subset of ranks is submitting tensors, which will cause deadlock. "
)


@pytest.mark.parametrize(
    "lines",
    [
        # before v0.15: the ready ranks, on one line
        ["WARNING: " + _HVD + "Stalled ops: allreduce.grad_0 [ready ranks: 0, 1, 2, 4, 5, 6, 7]"],
        # v0.15-v0.19: the missing ranks after the tensor
        ["WARNING: " + _HVD, "Stalled ops:", "allreduce.grad_0 [missing ranks: 3]"],
        # stall_inspector.cc: one line per missing rank
        ["[2021-02-02 21:19:07.345988: W horovod/common/stall_inspector.cc:105] " + _HVD, "Missing ranks:", "3: [DistributedSGD_Allreduce/HorovodAllreduce_grads_0]"],
        # the same under horovodrun, which tags every line with Open MPI's --tag-output
        ["[1,0]<stderr>:[2024-05-04 07:08:35.390337: W horovod/common/stall_inspector.cc:107] " + _HVD, "[1,0]<stderr>:Missing ranks:", "[1,0]<stderr>:3: [DistributedSGD_Allreduce/HorovodAllreduce_grads_0]"],
        # newer releases: "Stalled ranks:", a "!" on ranks past the shutdown time
        [_HVD, "Stalled ranks:", "3!: [DistributedSGD_Allreduce/HorovodAllreduce_grads_0]"],
    ],
)
def test_horovods_stall_inspector_names_the_rank_that_never_submitted(tmp_path, lines):
    console = [f"[1,{r}]<stdout>:Epoch 1/90 step 10" for r in range(8)] + lines
    d = diagnose(write(tmp_path / "job", {"mpirun.log": console}))
    assert (d.status, d.category, d.initiator_rank, d.rule) == ("hung", "hang", 3, "stalled_ranks"), d.reason


def test_a_cancelled_srun_label_torchrun_job_is_stopped_not_a_silent_rank(tmp_path):
    """srun --label runs one torchrun agent per node: the agents' "Received
    Signals.SIGTERM death signal" lines (elastic/agent/server/api.py) under labels 0 and 1
    are the cancellation's teardown, not ranks 0 and 1 failing while the others kept quiet."""
    lines = [f"{r // 4}: [rank{r}]:[2024-06-01 02:50:0{r},000] INFO train: rank={r} world_size=8 initialized" for r in range(8)]
    lines += [f"0: [rank0]:[2024-06-01 03:1{m}:00,000] INFO train: step {1200 + 100 * m}/10000 loss 2.1" for m in range(3)]
    lines += [
        "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.",
        "slurmstepd: error: *** JOB 4242 ON gpu-017 CANCELLED AT 2024-06-01T03:12:44 ***",
        "0: W0601 03:12:44.512000 140231 torch/distributed/elastic/agent/server/api.py:704] Received Signals.SIGTERM death signal, shutting down workers",
        "1: W0601 03:12:44.530000 88112 torch/distributed/elastic/agent/server/api.py:704] Received Signals.SIGTERM death signal, shutting down workers",
        "srun: error: gpu-017: task 0: Terminated",
        "srun: error: gpu-018: task 1: Terminated",
    ]
    d = diagnose(write(tmp_path / "job", {"slurm-4242.out": lines}))
    assert (d.category, d.rule, d.initiator_rank) == ("scheduler", "stopped_from_outside", None), d.reason


def test_deepspeeds_exit_line_under_pdsh_names_its_node(tmp_path):
    """DeepSpeed's multi-node runner starts each node's launcher through pdsh, which
    prefixes every line with its host: the exit names the node, not a local rank."""
    lines = [
        "worker-0: [2023-05-01 10:00:00,123] [INFO] [launch.py:229:main] dist_world_size=16",
        "worker-1: [2023-05-01 10:05:10,124] [ERROR] [launch.py:434:sigkill_handler] ['/usr/bin/python', '-u', "
        "'train.py', '--local_rank=7', '--deepspeed'] exits with return code = -9",
    ]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.category, d.initiator_rank, d.initiator_node) == ("host_oom", None, "worker-1"), d.reason


def test_an_open_mpi_start_up_failure_on_one_rank_names_it(tmp_path):
    """Open MPI's MPI_INIT help text tagged by --tag-output as rank 5's: one process
    failed to start (its node, its environment), not the whole job."""
    lines = [f"[1,{r}]<stdout>:starting rank {r}" for r in range(8)] + [
        "[1,5]<stderr>:It looks like MPI_INIT failed for some reason; your parallel process is",
        "[1,5]<stderr>:likely to abort.  There are many reasons that a parallel process can",
    ]
    d = diagnose(write(tmp_path / "job", {"mpirun.log": lines}))
    assert (d.category, d.initiator_rank) == ("launcher", 5), d.reason


def test_a_training_loops_bar_is_no_busy_rank(tmp_path):
    """torchrun's agent received SIGHUP (its terminal closed) and forwarded it while the
    training loop's own bar ran, its metrics printed between redraws (transformers'
    Trainer): nobody waited for anyone. Lines as torch/distributed/elastic/agent/server/
    api.py and multiprocessing/api.py log them."""
    bar = " 16%|#6        | {i}/25120 [3:02:{s:02d}<15:17:25,  2.62s/it]"
    metrics = "{{'loss': 2.29{i}, 'learning_rate': 9.547e-05, 'epoch': 2.6, 'global_step': {step}}}"
    files = {
        "console.log": [x for i in range(5) for x in (bar.format(i=4080 + i, s=10 + i), metrics.format(i=i, step=4080 + i))]
        + [
            "WARNING:torch.distributed.elastic.agent.server.api:Received 1 death signal, shutting down workers",
            "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2973583 closing signal SIGHUP",
            "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 2973584 closing signal SIGHUP",
        ]
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.rule, d.initiator_rank) == ("failed", "environment", "stopped_from_outside", None)
    assert "SIGHUP" in d.reason


def test_a_peer_host_named_by_the_transport_is_the_suspect_node(tmp_path):
    """Open MPI's TCP transport reports its peer hung up and names the peer's host
    (opal/mca/btl/tcp/help-mpi-btl-tcp.txt, [peer hung up]); no rank is placed there."""
    files = {
        "console.log": [
            "[1,7]<stderr>:--------------------------------------------------------------------------",
            "[1,7]<stderr>:An MPI communication peer process has unexpectedly disconnected.  This",
            "[1,7]<stderr>:usually indicates a failure in the peer process (e.g., a crash or",
            "[1,7]<stderr>:otherwise exiting without calling MPI_FINALIZE first).",
            "[1,7]<stderr>:",
            "[1,7]<stderr>:  Local host: host-a",
            "[1,7]<stderr>:  Local PID:  7720",
            "[1,7]<stderr>:  Peer host:  host-b",
            "[1,7]<stderr>:--------------------------------------------------------------------------",
        ]
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.rule, d.initiator_rank, d.initiator_node, d.category) == ("failed", "refusing_peer", None, "host-b", "unknown")


def test_a_shells_abort_of_a_timed_out_rank_is_no_initiator(tmp_path):
    """The watchdog takes each timed-out rank's process down with SIGABRT
    (ProcessGroupNCCL.cpp: "taking the entire process down"); bash then reports
    "Aborted (core dumped)" (jobs.c), here in another file of the same console."""
    files = {
        "01-watchdog.log": [
            WD.format(r=r, m=21, s=13, seq=1, op="BROADCAST", n=1, t=1800000) for r in range(4)
        ]
        + ["[rank3]:[E1120 03:21:13.938104757 ProcessGroupNCCL.cpp:636] [Rank 3] To avoid data inconsistency, we are taking the entire process down."],
        "02-abort.log": [
            "./run.sh: line 184: 2324239 Aborted                 (core dumped) python train.py",
            "./run.sh: line 184: 2324238 Aborted                 (core dumped) python train.py",
        ],
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.rule, d.initiator_rank) == ("hung", "hang", "victims_only", None)


def test_ranks_announced_twice_while_others_never_are_is_a_launch_error(tmp_path):
    """Lightning on two Slurm nodes started as if each were node 0: ranks 0-1 announce
    themselves twice and ranks 2-3 never (lightning/fabric/utilities/distributed.py), and
    no step is ever logged; the same announcements once each and a trained run are fine."""
    dup = [f"initializing ddp: GLOBAL_RANK: {r}, MEMBER: {r + 1}/4" for r in (1, 0, 1, 0)]
    files = {"slurm.out": ["GPU available: True, used: True", *dup]}
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.rule, d.initiator_rank) == ("failed", "config", "duplicate_ranks", None)
    assert "rank(s) 0-1" in d.reason and "2-3" in d.reason
    once = [f"initializing ddp: GLOBAL_RANK: {r}, MEMBER: {r + 1}/4" for r in range(4)]
    trained = once + [f"Epoch 0: 100%|##########| 10/10 [00:0{i}<00:00, 3.2it/s, loss=0.{i}]" for i in range(1, 4)] + once
    d = diagnose(write(tmp_path / "ok", {"slurm.out": trained}))
    assert (d.status, d.rule) == ("healthy", "no_failure")


def test_a_line_after_a_timeout_report_did_not_start_the_hang(tmp_path):
    """Rank 1's watchdog reports its all-reduce timed out, 30 min after it began
    (ProcessGroupNCCL.cpp checkTimeout); the console then prints an unranked error (an
    NVML symbol lookup failing in the teardown, c10/cuda/driver_api.cpp). It came after
    the job was stuck: rank 0, which logged no timeout and went quiet, is the one to look at."""
    files = {
        "console.log": [
            step(0, 5),
            step(1, 5),
            WD.format(r=1, m=35, s=5, seq=7, op="ALLREDUCE", n=1, t=1800000),
            "RuntimeError: INTERNAL ASSERT FAILED at \"../c10/cuda/driver_api.cpp\":27, please report a bug to PyTorch. "
            "Can't find nvmlDeviceGetNvLinkRemoteDeviceType: /lib64/libnvidia-ml.so.1: undefined symbol: nvmlDeviceGetNvLinkRemoteDeviceType",
        ]
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.rule, d.initiator_rank) == ("hung", "hang", "silence", 0)


def test_an_unexplained_failure_names_the_one_node_it_came_from(tmp_path):
    """pdsh's console (DeepSpeed's multi-node runner): host-a builds the dataset index,
    then host-b's traceback starts and the log is cut. Nothing explains it, but every
    failure line is host-b's: the verdict says where to read next."""
    files = {
        "console.log": [
            "host-a:  > WARNING: could not find index map files, building the indices on rank 0 ...",
            "host-a:  > elapsed time to build and save doc-idx mapping (seconds): 840.129082",
            "host-b: Traceback (most recent call last):",
            'host-b:   File "train.py", line 27, in <module>',
        ]
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.rule, d.initiator_rank, d.initiator_node) == ("failed", "unknown", "unknown", None, "host-b")


def _summary_entry(i: int, rank: int, code: int, when: str = "2024-01-16_18:04:01") -> list[str]:
    return [
        f"[{i}]:",
        f"  time      : {when}",
        "  host      : host-a",
        f"  rank      : {rank} (local_rank: {rank})",
        f"  exitcode  : {code} (pid: {16609 + rank})",
        "  error_file: <N/A>",
        f"  traceback : Signal 7 (SIGBUS) received by PID {16609 + rank}",
    ]


def test_ranks_of_a_node_ending_together_name_the_node(tmp_path):
    """torchrun's failure summary (torch/distributed/elastic/multiprocessing/errors) lists
    every rank of host-a ended by SIGBUS in the same second: the agent's "first observed"
    is whichever it polled first, so the verdict names the node, not rank 0."""
    lines = ["============================================================", "train.py FAILED", "------------------------------------------------------------", "Failures:"]
    for i, r in enumerate((1, 2, 3)):
        lines += _summary_entry(i + 1, r, -7)
    lines += ["------------------------------------------------------------", "Root Cause (first observed failure):"] + _summary_entry(0, 0, -7)
    lines += ["============================================================"]
    d = diagnose(write(tmp_path / "job", {"console.log": lines}))
    assert (d.status, d.category, d.rule, d.initiator_rank, d.initiator_node, d.scope) == ("failed", "shm", "launcher_summary", None, "host-a", "node")
    # One rank's SIGBUS a minute before the others' is that rank's.
    lines = [x.replace("18:04:01", "18:05:01") if "time" in x else x for x in lines]
    root_time = len(lines) - 7  # the root cause entry's time line (its last 7 lines, then the rule)
    assert lines[root_time].startswith("  time")
    lines[root_time] = "  time      : 2024-01-16_18:04:01"
    d = diagnose(write(tmp_path / "job2", {"console.log": lines}))
    assert (d.rule, d.initiator_rank) == ("launcher_summary", 0)


def test_more_processes_in_the_store_barrier_than_the_world_is_a_launch_error(tmp_path):
    """c10d's store barrier (distributed_c10d.py _store_based_barrier) counts 8 processes
    for a world of 4: a second launch shares MASTER_ADDR:MASTER_PORT. Fewer than the world
    is only a wait."""
    line = "Waiting in store based barrier to initialize process group for rank: 0, key: store_based_barrier_key:1 (world_size=4, worker_count={n}, timeout=0:01:00)"
    d = diagnose(write(tmp_path / "job", {"console.log": ["Using DDP", line.format(n=8), line.format(n=8)]}))
    assert (d.status, d.category, d.rule) == ("failed", "config", "duplicate_ranks")
    assert "8 processes joined" in d.reason
    d = diagnose(write(tmp_path / "wait", {"console.log": ["Using DDP", line.format(n=3), line.format(n=3)]}))
    assert (d.status, d.rule) == ("unknown", "no_training_seen")


def test_a_divergence_is_shown_at_its_first_non_finite_value(tmp_path):
    """Rank 1's loss turns NaN at step 57 and stays NaN; the other ranks log finite steps to
    the end. Their progress does not undo rank 1's divergence: the evidence is rank 1's
    first NaN line, not its last ones."""
    def line(r: int, s: int, loss: str) -> str:
        t = 9 * 3600 + s * 15
        return f"[2025-06-01 {t // 3600:02d}:{t // 60 % 60:02d}:{t % 60:02d},000] [INFO] [train.py:201:train_step] [Rank {r}] step={s} loss={loss} lr=2.0e-05"
    files = {f"rank{r}.log": [line(r, s, "nan" if r == 1 and s >= 57 else "1.73") for s in range(1, 81)] for r in range(4)}
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.initiator_rank) == ("failed", "nan_inf", 1)
    assert (d.evidence[0].stream.endswith("rank1.log"), d.evidence[0].line_no) == (True, 57)


def test_a_sigabrt_of_a_rank_the_logs_show_nothing_else_of_is_the_watchdogs(tmp_path):
    """Ranks 1 and 2 time out and their watchdogs take them down (SIGABRT); the launcher
    (Cray PALS mpiexec) reports rank 0 exited with 134, and nothing else of rank 0 is in
    the excerpt: its abort is read as theirs, not as a crash of rank 0 (which stays the
    suspect the others waited for, victims_only's prior)."""
    files = {
        "console.log": [WD.format(r=r, m=25, s=3, seq=1, op="ALLREDUCE", n=1048576, t=120000) for r in (1, 2)]
        + ["host-a: rank 0 exited with code 134"]
    }
    d = diagnose(write(tmp_path / "job", files))
    assert (d.status, d.category, d.rule, d.initiator_rank) == ("failed", "straggler", "victims_only", 0)
    # When rank 0's own output is there, the launcher's report of its SIGABRT is its own.
    files["console.log"] = [step(0, 5)] + files["console.log"]
    d = diagnose(write(tmp_path / "job2", files))
    assert (d.category, d.initiator_rank) == ("crash", 0)
