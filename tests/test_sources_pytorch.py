"""Messages of PyTorch and gloo quoted by issue 26, diagnosed on small multi-rank jobs.

Each job is written as the programs print it (the failing line on one rank, the victims'
lines on the others) and goes through the CLI (native scan + correlation).
"""

from __future__ import annotations

import json
from pathlib import Path

WD = (
    "[rank{r}]:[E1203 10:{m:02d}:{s:02d}.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective "
    "operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, NumelIn=262144, NumelOut=262144, Timeout(ms)=600000) "
    "ran for 600071 milliseconds before timing out."
)


def write(d: Path, files: dict[str, list[str]]) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for name, lines in files.items():
        (d / name).write_text("\n".join(lines) + "\n")
    return d


def diagnosis(cli, job: Path) -> dict:
    res = cli("scan", str(job), "--format", "json", "-q")
    diags = json.loads(res.out)["diagnoses"]
    assert len(diags) == 1, diags
    return diags[0]


def test_cuda_driver_initialization_failed_is_environment_on_its_rank(cli, tmp_path):
    """Rank 2 runs in a container without its GPU: its first CUDA use raises; the other
    ranks then wait in DDP's first broadcast until the NCCL watchdog fires."""
    start = [
        "[rank{r}]:2026-12-03 10:00:0{r},000 INFO starting worker host=gpu-a local_rank={r} rank={r} world_size=4",
    ]
    files = {}
    for r in (0, 1, 3):
        files[f"rank{r}.log"] = [start[0].format(r=r), WD.format(r=r, m=10, s=5 + r)]
    files["rank2.log"] = [
        start[0].format(r=2),
        "[rank2]: Traceback (most recent call last):",
        '[rank2]:   File "/workspace/train.py", line 88, in <module>',
        "[rank2]:     model = model.cuda(local_rank)",
        '[rank2]:   File "/usr/lib/python3/dist-packages/torch/cuda/__init__.py", line 372, in _lazy_init',
        "[rank2]:     torch._C._cuda_init()",
        "[rank2]: RuntimeError: CUDA driver initialization failed, you might not have a CUDA gpu.",
    ]
    d = diagnosis(cli, write(tmp_path / "job", files))
    assert (d["category"], d["initiator_rank"]) == ("environment", 2), d
    assert d["signature_id"].startswith("torch.cuda_init_failed"), d


def _start(r: int, node: str = "gpu-a", lr: int | None = None) -> str:
    return (
        f"[rank{r}]:2026-12-03 10:00:0{r},000 INFO starting worker host={node} "
        f"local_rank={r if lr is None else lr} rank={r} world_size=4"
    )


def test_nccl_unique_id_store_failure_points_at_rank_0(cli, tmp_path):
    """Rank 0 never reaches its first collective (stuck building a dataset index): the
    other ranks time out fetching the ncclUniqueId that rank 0 should have published."""
    files = {"rank0.log": [_start(0), "[rank0]:2026-12-03 10:00:05,000 INFO building dataset index"]}
    for r in (1, 2, 3):
        files[f"rank{r}.log"] = [
            _start(r),
            f"[rank{r}]:2026-12-03 10:10:0{r},000 ERROR init failed",
            f"[rank{r}]: torch.distributed.DistBackendError: [{r}] is setting up NCCL communicator and retrieving "
            "ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout "
            "after 600000ms, keys: /default_pg//cuda//0. This may indicate a possible application crash on rank 0 "
            "or a network set up issue.",
        ]
    d = diagnosis(cli, write(tmp_path / "job", files))
    assert d["initiator_rank"] == 0, d
    assert d["category"] in ("hang", "straggler"), d


def test_gloo_not_connected_names_the_missing_rank(cli, tmp_path):
    """Rank 3 (on another node) never creates the Gloo group; the others list it as the
    peer they are not connected to and fail with a connect timeout."""
    files = {"rank3.log": [_start(3, node="gpu-b", lr=0)]}
    for r in (0, 1, 2):
        files[f"rank{r}.log"] = [
            _start(r),
            f"[Gloo] Rank {r} is connected to 2 peer ranks. Expected number of connected peer ranks is : 3",
            f"[Gloo] Rank {r} is NOT connected to: [3]",
            f"[rank{r}]: RuntimeError: Gloo connectFullMesh failed with [../third_party/gloo/gloo/transport/tcp/pair.h:311] "
            "Connect timeout [10.0.0.8]:41020",
        ]
    d = diagnosis(cli, write(tmp_path / "job", files))
    assert (d["initiator_rank"], d["initiator_node"]) == (3, "gpu-b"), d


def test_an_out_of_memory_error_cut_before_its_sizes_is_device_memory_on_its_rank(cli, tmp_path):
    """Rank 3's log keeps only the head of the allocator's message (a line-length limit):
    the exception type, which c10::OutOfMemoryError is raised as (torch/csrc/Exceptions.cpp),
    still says device memory; the other ranks time out in the next collective."""
    files = {f"rank{r}.log": [f"[rank{r}]:2026-12-03 10:00:0{r},000 INFO step 7 loss 2.31", WD.format(r=r, m=10, s=5 + r)] for r in (0, 1, 2)}
    files["rank3.log"] = [
        "[rank3]:2026-12-03 10:00:03,000 INFO step 7 loss 2.31",
        "[rank3]: Traceback (most recent call last):",
        '[rank3]:   File "/workspace/train.py", line 140, in <module>',
        "[rank3]:     loss = model(batch).loss",
        "[rank3]: torch.OutOfMemoryError: CUDA out of memory.",
    ]
    d = diagnosis(cli, write(tmp_path / "job", files))
    assert (d["status"], d["category"], d["initiator_rank"], d["signature_id"]) == ("failed", "cuda_oom", 3, "torch.out_of_memory_error"), d
