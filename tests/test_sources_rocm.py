"""Issue 26, AMD ROCm sources: the lines the ROCm runtime prints before it aborts a rank,
each on a small multi-rank job whose other ranks time out as victims, must name the
category and the rank.

Line texts: ROCm/ROCR-Runtime runtime/hsa-runtime/core/runtime/runtime.cpp @ c7785a6d
(HwExceptionHandler, VMFaultHandler), ROCm/clr rocclr/device/rocm/rocdevice.cpp @
f9f995c6d (callbackQueue) with its ClPrint prefix as public logs show it, and PyTorch's
hipified CUDA check ('HIP error: <hipGetErrorString text>', clr hipamd/src/hip_error.cpp).
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


def _watchdog(rank: int) -> str:
    return (
        f"[rank{rank}]:[E1120 03:25:03.000000000 ProcessGroupNCCL.cpp:632] [Rank {rank}] Watchdog caught collective "
        "operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1024, NumelOut=1024, Timeout(ms)=600000) "
        "ran for 600100 milliseconds before timing out.\n"
    )


@pytest.mark.parametrize(
    "fault, category, signature",
    [
        ("HW Exception by GPU node-4 (Agent handle: 0x1ebc04e0) reason :GPU Hang", "gpu_hardware", "rocm.hw_exception"),
        (
            "Memory access fault by GPU node-2 (Agent handle: 0x55d0c2a4b230) on address 0x7f1c2e400000. Reason: Page not present or supervisor privilege.",
            "cuda_error",
            "rocm.memory_access_fault",
        ),
        (
            "Memory access fault by GPU node-3 (Agent handle: 0x5601b7e0a9c0) on address 0x7f3a1c000000(may not be exact address). Reason: DRAM ECC failure.",
            "gpu_hardware",
            "rocm.memory_access_fault:DRAM ECC failure",
        ),
        (
            ":0:rocdevice.cpp            :2986: 2909498332452 us: [pid:110488 tid:0x1517ee3ff700] Callback: Queue 0x1517ee000000 aborting with error : "
            "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29",
            "cuda_error",
            "rocm.queue_abort",
        ),
        (
            ":0:rocdevice.cpp            :2991: 4033120381 us: [pid:918   tid:0x7fe1cbfff640] Callback: Queue 0x7fe1c0a00000 Aborting with error : "
            "HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources. This error may also occur when the core "
            "runtime library needs to spawn threads or create internal OS-specific events. Code: 0x1008 Available Free mem : 12 MB",
            "cuda_oom",
            "rocm.queue_abort:HSA_STATUS_ERROR_OUT_OF_RESOURCES",
        ),
        (
            "[rank2]: torch.AcceleratorError: HIP error: an illegal memory access was encountered",
            "cuda_error",
            "cuda.runtime_error:an illegal memory access was encountered",
        ),
    ],
)
def test_a_rocm_fault_names_its_rank(cli, tmp_path, fault, category, signature):
    """Rank 2 prints the runtime's line and aborts; ranks 0, 1, 3 time out in the all-reduce."""
    job = tmp_path / "job"
    job.mkdir()
    for r in (0, 1, 3):
        (job / f"rank{r}.log").write_text(_steps(r) + _watchdog(r), encoding="utf-8")
    (job / "rank2.log").write_text(_steps(2) + fault + "\nAborted (core dumped)\n", encoding="utf-8")
    r = cli("scan", str(job), "--format", "json", "-q")
    assert r.code == 1, (r.code, r.err)
    (d,) = json.loads(r.out)["diagnoses"]
    assert (d["status"], d["category"], d["signature_id"], d["initiator_rank"]) == ("failed", category, signature, 2)
