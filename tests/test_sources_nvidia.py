"""Issue 26, NVIDIA sources: the quoted messages, each on a small multi-rank job built from
real emitted lines, must be diagnosed with the right category and rank or node.

Each job has ranks that log healthy steps and then fail as victims do (NCCL watchdog
timeouts, lines as ProcessGroupNCCL prints them), and one rank or node whose log carries the
quoted line. The line texts come from the emitting code: nvidia-smi / NVML (nvml.yaml), NCCL
v2.30.7-1 src/graph/rings.cc and src/misc/socket.cc at v2.10-v2.14 (nccl.yaml), and
torch/csrc/cuda/nccl.cpp (nccl.result).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest


def _steps(rank: int) -> str:
    return (
        f"[rank{rank}]:[2026-11-20 03:14:00] INFO step 1 loss 2.3100\n"
        f"[rank{rank}]:[2026-11-20 03:14:30] INFO step 2 loss 2.2000\n"
    )


def _watchdog(rank: int, ts: str = "03:25:03") -> str:
    return (
        f"[rank{rank}]:[E1120 {ts}.000000000 ProcessGroupNCCL.cpp:632] [Rank {rank}] Watchdog caught collective "
        "operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1024, NumelOut=1024, Timeout(ms)=600000) "
        "ran for 600100 milliseconds before timing out.\n"
    )


def _write(root: Path, files: dict[str, str]) -> Path:
    job = root / "job"
    for name, text in files.items():
        p = job / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text.lstrip("\n"), encoding="utf-8")
    return job


def _diagnosis(cli, job: Path) -> dict:
    r = cli("scan", str(job), "--format", "json", "-q")
    assert r.code == 1, (r.code, r.err)
    (d,) = [d for d in json.loads(r.out)["diagnoses"] if d.get("status") not in (None, "healthy")]
    return d


def test_no_devices_were_found_names_the_node(cli, tmp_path):
    """nvidia-smi in the job's prolog on node-b finds no GPU; node-a's ranks time out."""
    files = {
        "node-b/rank2.log": _steps(2)
        + "[rank2]:[2026-11-20 03:15:02] INFO running health check: nvidia-smi\n"
        + "No devices were found\n"
        + "[rank2]:[2026-11-20 03:15:03] ERROR GPU health check failed, exiting\n",
        "node-b/rank3.log": _steps(3) + "No devices were found\n",
    }
    for r in (0, 1):
        files[f"node-a/rank{r}.log"] = _steps(r) + _watchdog(r)
    d = _diagnosis(cli, _write(tmp_path, files))
    assert (d["category"], d["signature_id"], d["initiator_node"]) == ("gpu_hardware", "nvml.no_devices", "node-b")


def test_ring_does_not_loop_back_is_a_config_error_on_the_rank(cli, tmp_path):
    """NCCL init on rank 1 cannot chain the rings (ranks built different graphs)."""
    files = {f"rank{r}.log": _steps(r) + _watchdog(r) for r in (0, 2, 3)}
    files["rank1.log"] = (
        _steps(1)
        + "[rank1]:gpu017:4242:4390 [1] NCCL INFO Channel 00/02 :    0   1   2   3\n"
        + "[rank1]:gpu017:4242:4390 [1] graph/rings.cc:51 NCCL WARN Error : ring 0 does not loop back to start (1 != 0)\n"
        + "[rank1]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:268, "
        "internal error - please report this issue to the NCCL developers, NCCL version 2.21.5\n"
    )
    d = _diagnosis(cli, _write(tmp_path, files))
    assert (d["category"], d["signature_id"], d["initiator_rank"]) == ("config", "nccl.ring_broken", 1)


def test_net_connect_refused_is_a_network_error_on_the_rank(cli, tmp_path):
    """Rank 3 cannot reach 10.0.0.2's NCCL socket; the other ranks wait in the collective."""
    files = {f"rank{r}.log": _steps(r) + _watchdog(r) for r in (0, 1, 2)}
    files["rank3.log"] = (
        _steps(3)
        + "[rank3]:host-b:3311:3402 [3] misc/socket.cc:456 NCCL WARN Net : Connect to 10.0.0.2<43215> failed : Connection refused\n"
        + "[rank3]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, "
        "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.14.3\n"
    )
    d = _diagnosis(cli, _write(tmp_path, files))
    assert (d["category"], d["signature_id"], d["initiator_rank"]) == ("network", "nccl.socket_connect_failed", 3)


def test_nccl_error_6_invalid_usage_is_config_on_the_rank(cli, tmp_path):
    """torch.cuda.nccl's 'NCCL Error <n>: <text>' on rank 0 (the text, not the number, selects the row)."""
    files = {f"rank{r}.log": _steps(r) + _watchdog(r) for r in (1, 2, 3)}
    files["rank0.log"] = (
        _steps(0)
        + "[rank0]: Traceback (most recent call last):\n"
        + '[rank0]:   File "train.py", line 91, in <module>\n'
        + "[rank0]:     outputs = torch.cuda.comm.broadcast(t, devices)\n"
        + "[rank0]: RuntimeError: NCCL Error 6: invalid usage\n"
    )
    d = _diagnosis(cli, _write(tmp_path, files))
    assert (d["category"], d["signature_id"], d["initiator_rank"]) == ("config", "nccl.result:invalid usage", 0)


@pytest.mark.parametrize(
    "line,variant,category",
    [
        ("NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus.", "xid.event:79", "gpu_hardware"),
        ("NVRM: Xid (PCI:0000:3b:00): 13, pid=1, name=python, Graphics SM Warp Exception", "xid.event:13", "cuda_error"),
        ("NVRM: Xid (PCI:0000:3b:00): 78, vGPU Start Error", "xid.event:78", "environment"),
        ("RuntimeError: CUDA error: an illegal memory access was encountered", "cuda.runtime_error:an illegal memory access was encountered", "cuda_error"),
        ("RuntimeError: CUDA error: uncorrectable ECC error encountered", "cuda.runtime_error:uncorrectable ECC error encountered", "gpu_hardware"),
        ("RuntimeError: CUDA error: PTX JIT compiler library not found", "cuda.runtime_error:PTX JIT compiler library not found", "environment"),
        ("RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDA_DRIVER", "cuda.cudnn_error:CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDA_DRIVER", "environment"),
        ("host-a:1:2 [0] NCCL WARN NET/IB: Got completion from peer 10.0.0.2<5> with status=IBV_WC_WR_FLUSH_ERR(5) opcode=IBV_WC_SEND(0) vendor_err=249 hca mlx5_0", "nccl.ib_completion_error:5", "network"),
    ],
)
def test_family_rows_classify_the_value(line, variant, category):
    """One entry per shape; the captured value picks the row and so the category."""
    from firstfault.catalog import load_catalog

    cat = load_catalog()
    hits = [cat.resolve(s, dict(f)) for s, f in cat.scanner().check_line(line)]
    assert variant in hits, hits
    assert cat.by_id[variant].category == category
