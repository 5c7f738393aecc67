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
