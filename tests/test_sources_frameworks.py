"""Training frameworks' own failure messages diagnosed on small multi-rank jobs.

Each job is written in the formats the frameworks print (Megatron-LM core_v0.19.0,
DeepSpeed v0.16.4, transformers 5.23.0, accelerate v1.14.0, Lightning 2.6.5, torchtitan
v0.2.2; see signatures/sources/): the framework's line on the rank that failed, and on
the other ranks what they print meanwhile (steps, then the NCCL watchdog timeout of the
collective they were left waiting in). The diagnosis must name the category and, where
the line belongs to one rank, that rank.
"""

from __future__ import annotations

import json
from pathlib import Path

WD = (
    "[rank{r}]:[E0302 {t}.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective "
    "operation timeout: WorkNCCL(SeqNum={seq}, OpType={op}, NumelIn={n}, NumelOut={n}, Timeout(ms)={ms}) ran for {ms} "
    "milliseconds before timing out."
)


def start(r: int, ws: int, node: str = "gpu017") -> str:
    return f"[rank{r}]:2026-03-02 10:00:0{r % 10},000 INFO starting worker host={node} local_rank={r % 8} rank={r} world_size={ws}"


def step(r: int, s: int, hhmmss: str) -> str:
    return f"[rank{r}]:2026-03-02 {hhmmss},000 INFO step {s}/5000 | loss 2.31"


def victim(r: int, hhmmss: str, op: str = "ALLREDUCE", ms: int = 600000, seq: int = 2201) -> list[str]:
    return [
        WD.format(r=r, t=hhmmss, seq=seq, op=op, n=1048576, ms=ms),
        f"[rank{r}]:[E0302 {hhmmss}.000000000 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank {r}] "
        "To avoid data inconsistency, we are taking the entire process down.",
    ]


def traceback(r: int, last: str, frame: str = "train.py") -> list[str]:
    return [
        f"[rank{r}]: Traceback (most recent call last):",
        f'[rank{r}]:   File "{frame}", line 88, in <module>',
        f"[rank{r}]:     main()",
        f"[rank{r}]: {last}",
    ]


def write(d: Path, files: dict[str, list[str]]) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for name, lines in files.items():
        (d / name).write_text("\n".join(lines) + "\n")
    return d


def diagnose(cli, job: Path) -> dict:
    r = cli("scan", str(job), "--format", "json", "-q")
    doc = json.loads(r.out)
    bad = [d for d in doc["diagnoses"] if d.get("status") not in (None, "healthy")]
    assert bad, doc["diagnoses"]
    return bad[0]


def one_rank_fails(tmp_path: Path, ws: int, culprit: int, culprit_lines: list[str], op: str = "ALLREDUCE", ms: int = 600000) -> Path:
    """A job of ``ws`` ranks: every rank logs two steps, ``culprit`` then prints its lines at
    10:12, the others time out in their next collective ten minutes later."""
    files = {}
    for r in range(ws):
        lines = [start(r, ws), step(r, 2199, "10:11:00"), step(r, 2200, "10:11:30")]
        if r == culprit:
            lines += [f"[rank{r}]:2026-03-02 10:12:00,000 INFO step 2201 begins"] + culprit_lines
        else:
            lines += victim(r, "10:22:05", op=op, ms=ms)
        files[f"rank{r}.log"] = lines
    return write(tmp_path / "job", files)


def every_rank_fails(tmp_path: Path, ws: int, last: str, frame: str = "train.py") -> Path:
    files = {f"rank{r}.log": [start(r, ws)] + traceback(r, last, frame) for r in range(ws)}
    return write(tmp_path / "job", files)


# --- Megatron-LM ---------------------------------------------------------------------


def test_megatron_rerun_transient_error_points_at_the_gpu(cli, tmp_path):
    """validate_results mode: rank 6 rejects a NaN gradient norm, the same-GPU rerun does not
    reproduce it, Megatron calls it a transient error and rank 0 stops the job (exit 17)."""
    files = {}
    for r in range(8):
        lines = [start(r, 8), step(r, 2200, "10:11:30")]
        if r == 6:
            lines += [
                "[rank6]:2026-03-02 10:12:00,000 ERROR Unexpected result nan on rank 6 at iteration #2201 invocation #1 "
                "(message='found NaN in local grad norm for bucket #0 in backward pass before data-parallel communication collective')",
                "[rank6]:2026-03-02 10:12:31,000 ERROR Rank 6, node gpu017, device 6, iteration #2201: First rerun: unexpected "
                "result is not reproducible within the tolerance (2.3125 != nan)!",
                "[rank6]:2026-03-02 10:12:31,000 ERROR Rank 6, node gpu017, device 6, iteration #2201: Possible transient error!!",
            ]
        if r == 0:
            lines += ["[rank0]:2026-03-02 10:12:32,000 WARNING Exiting now. The job can be resumed from a previous checkpoint"]
        files[f"rank{r}.log"] = lines
    d = diagnose(cli, write(tmp_path / "job", files))
    assert (d["category"], d["initiator_rank"]) == ("gpu_hardware", 6)


def test_megatron_world_size_not_divisible_is_config(cli, tmp_path):
    d = diagnose(cli, every_rank_fails(tmp_path, 4, "RuntimeError: world_size (12) is not divisible by 8", "megatron/core/parallel_state.py"))
    assert d["category"] == "config"
    assert d["initiator_rank"] is None


def test_megatron_dataset_prefix_missing_on_rank0(cli, tmp_path):
    """Rank 0 builds the datasets first; the others wait in a broadcast and time out."""
    job = one_rank_fails(
        tmp_path, 4, 0,
        traceback(0, "AssertionError: One or both of the .idx and .bin files cannot be found at the path prefix "
                     "/data/gpt2/my-gpt2_text_document", "megatron/core/datasets/indexed_dataset.py"),
        op="BROADCAST",
    )
    d = diagnose(cli, job)
    assert (d["category"], d["initiator_rank"]) == ("storage", 0)


# --- DeepSpeed -----------------------------------------------------------------------


def test_deepspeed_rank_disagreement_names_the_odd_rank(cli, tmp_path):
    job = one_rank_fails(
        tmp_path, 8, 5,
        traceback(5, "RuntimeError: disagreement between rank0 and rank5: rank0: [1024, 2048], rank5: [1024, 1536]",
                  "deepspeed/runtime/zero/utils.py"),
    )
    d = diagnose(cli, job)
    assert (d["category"], d["initiator_rank"]) == ("desync", 5)


def test_deepspeed_batch_size_assertion_is_config(cli, tmp_path):
    d = diagnose(cli, every_rank_fails(
        tmp_path, 4,
        "AssertionError: Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * "
        "gradient_acc_step * world_size 256 != 4 * 8 * 4",
        "deepspeed/runtime/config.py",
    ))
    assert d["category"] == "config"
    assert d["initiator_rank"] is None


def test_deepspeed_zero_checkpoint_resumed_on_other_dp_size(cli, tmp_path):
    d = diagnose(cli, every_rank_fails(
        tmp_path, 8,
        "deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size of 16 but "
        "the current world size is 8. Automatic adjustment of ZeRO's optimizer state partitioning with a new world size "
        "is not currently supported.",
        "deepspeed/runtime/engine.py",
    ))
    assert d["category"] == "checkpoint"


# --- Hugging Face transformers and accelerate ------------------------------------------


def test_hf_trainer_empty_epoch_iterator_on_one_rank(cli, tmp_path):
    """Rank 3's shard of a streaming dataset runs dry: the Trainer stops on that rank and the
    other ranks wait in the gradient all-reduce until the watchdog fires."""
    job = one_rank_fails(
        tmp_path, 4, 3,
        ["[rank3]:[WARNING|trainer.py:1974] 2026-03-02 10:12:00,000 >> There seems not to be a single sample in your "
         "epoch_iterator, stopping training at step 2201! This is expected if you're using an IterableDataset and set "
         "num_steps (5000) higher than the number of available samples."],
    )
    d = diagnose(cli, job)
    assert (d["category"], d["initiator_rank"]) == ("data_pipeline", 3)


def test_hf_hub_unreachable_on_every_rank_is_environment(cli, tmp_path):
    d = diagnose(cli, every_rank_fails(
        tmp_path, 4,
        "OSError: We couldn't connect to 'https://huggingface.co' to load the files, and couldn't find them in the cached files.",
        "transformers/utils/hub.py",
    ))
    assert d["category"] == "environment"


def test_accelerate_launch_report_does_not_hide_the_childs_oom(cli, tmp_path):
    """accelerate's simple launcher re-raises the child's exit as CalledProcessError: the
    child's CUDA OOM above it is the cause, not the launcher's exception."""
    log = [
        "2026-03-02 10:12:00,000 INFO step 40/5000 | loss 2.31",
        "Traceback (most recent call last):",
        '  File "train.py", line 88, in <module>',
        "    loss.backward()",
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU 0 has a total capacity of 79.15 GiB "
        "of which 1.20 GiB is free.",
        "Traceback (most recent call last):",
        '  File "/opt/conda/bin/accelerate", line 8, in <module>',
        "    sys.exit(main())",
        '  File "/opt/conda/lib/python3.11/site-packages/accelerate/commands/launch.py", line 993, in simple_launcher',
        "    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)",
        "subprocess.CalledProcessError: Command '['/opt/conda/bin/python', 'train.py']' returned non-zero exit status 1.",
    ]
    d = diagnose(cli, write(tmp_path / "job", {"train.log": log}))
    assert d["category"] == "cuda_oom"


def test_accelerate_port_in_use_is_config(cli, tmp_path):
    log = traceback(0, "ConnectionError: Tried to launch distributed communication on port `29500`, but another process is "
                       "utilizing it. Please specify a different port (such as using the `--main_process_port` flag or "
                       "specifying a different `main_process_port` in your config file) and rerun your script.",
                    "accelerate/utils/launch.py")
    d = diagnose(cli, write(tmp_path / "job", {"launcher.log": [line.replace("[rank0]: ", "") for line in log]}))
    assert d["category"] == "config"


# --- PyTorch Lightning -----------------------------------------------------------------


def test_lightning_nonfinite_loss_on_rank2(cli, tmp_path):
    job = one_rank_fails(
        tmp_path, 4, 2,
        traceback(2, "ValueError: The loss returned in `training_step` is tensor(nan, device='cuda:2', grad_fn=<DivBackward0>).",
                  "lightning/pytorch/loops/utilities.py"),
    )
    d = diagnose(cli, job)
    assert (d["category"], d["initiator_rank"]) == ("nan_inf", 2)


def test_lightning_slurm_tasks_mismatch_is_config(cli, tmp_path):
    d = diagnose(cli, every_rank_fails(
        tmp_path, 2,
        "ValueError: You set `devices=4` in Lightning, but the number of tasks per node configured in SLURM "
        "`--ntasks-per-node=1` does not match. HINT: Set `devices=1`.",
        "lightning/fabric/plugins/environments/slurm.py",
    ))
    assert d["category"] == "config"


# --- torchtitan ----------------------------------------------------------------------


def test_torchtitan_parallel_dims_is_config(cli, tmp_path):
    d = diagnose(cli, every_rank_fails(
        tmp_path, 8,
        "AssertionError: Invalid parallel dims: dp_replicate(1) * dp_shard(4) * cp(1) * tp(4) * pp(1) != WORLD_SIZE(8)",
        "torchtitan/distributed/parallel_dims.py",
    ))
    assert d["category"] == "config"
    assert d["initiator_rank"] is None


def test_torchtitan_data_exhausted_on_one_rank(cli, tmp_path):
    """torchtitan lowers the process-group timeout to 100 s after step 1: the ranks left in
    the all-reduce time out soon after rank 1 leaves the loop."""
    job = one_rank_fails(
        tmp_path, 4, 1,
        ["[rank1]:[titan] 2026-03-02 10:12:00,000 - root - WARNING - Ran out of data; last step was canceled."],
        op="_REDUCE_SCATTER_BASE", ms=100000,
    )
    d = diagnose(cli, job)
    assert (d["category"], d["initiator_rank"]) == ("data_pipeline", 1)
