"""Precedence: the most specific signature wins, whatever the order of the catalog files.

Two levels are tested:

- one line: when several signatures match the same line, correlation keeps only the
  highest ``specificity`` (``catalog.scanner().check_line`` shows every match; the
  winner is computed from the catalog as correlation does);
- one rank's burst of errors (a traceback, chained exceptions, a NCCL WARN followed by
  torch's wrapper): the real pipeline (``firstfault.pipeline.scan_paths``) over small
  multi-rank logs written to ``tmp_path`` must name the specific cause.

The same checks run against a catalog loaded with its files in reverse order, so a
test passes only if precedence comes from ``specificity`` and not from load order.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from firstfault.catalog import default_signature_dir, load_catalog
from firstfault.pipeline import scan_paths

_FILES = sorted(default_signature_dir().glob("*.yaml"))


@pytest.fixture(scope="module", params=["sorted", "reversed"])
def cat(request):
    """The shipped catalog, loaded with its files in name order and in reverse order."""
    files = _FILES if request.param == "sorted" else list(reversed(_FILES))
    return load_catalog(files)


def _matches(cat, line: str) -> dict[str, dict[str, str]]:
    """Signatures matching ``line`` with their fields; a family's match is named by the row
    of its value (``xid.event:79``), as correlation resolves it."""
    return {cat.resolve(sid, dict(fields)): dict(fields) for sid, fields in cat.scanner().check_line(line)}


def _winners(cat, line: str) -> set[str]:
    """The signatures correlation keeps on this line: those of the highest specificity."""
    hits = _matches(cat, line)
    assert hits, f"no signature matches {line!r}"
    top = max(cat.by_id[s].specificity for s in hits)
    return {s for s in hits if cat.by_id[s].specificity == top}


# ------------------------------------------------------------------- one line

#: (line, signature that must win, signatures that must also match and lose)
SAME_LINE = [
    (
        "[rank1]: RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 1; 14.73 GiB total capacity; "
        "9.82 GiB already allocated; 1.05 GiB free; 12.74 GiB reserved in total by PyTorch)",
        "cuda.oom",
        ["python.exception"],
    ),
    (
        "RuntimeError: DataLoader worker (pid 56811) is killed by signal: Bus error. It is possible that dataloader's "
        "workers are out of shared memory. Please try to raise your shared memory limit.",
        "shm.bus_error",
        ["dataloader.worker_killed", "python.exception"],
    ),
    (
        "15: [rank15]: AssertionError: num_layers should be divisible by pipeline_model_parallel_size",
        "megatron.parallel_size_config",
        ["python.assertion_error"],
    ),
    (
        "host-a:441048:441048 [4] include/alloc.h:316 NCCL WARN Cuda failure 'out of memory'",
        "nccl.cuda_alloc_failed",
        ["nccl.cuda_failure"],
    ),
    (
        "host-b:15325:16199 [2] NCCL WARN Cuda failure 'an illegal memory access was encountered'",
        "cuda.runtime_error:an illegal memory access was encountered",
        ["nccl.cuda_failure"],
    ),
    (
        "4e9a7654171e:8639:8745 [0] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device",
        "shm.nccl_segment_failed",
        ["storage.no_space_left"],
    ),
    (
        "Error while creating shared memory segment /dev/shm/nccl-cjY8K5 (size 10617216), error: No space left on device (28)",
        "shm.nccl_segment_failed",
        ["storage.no_space_left"],
    ),
    (
        "RuntimeError: unable to write to file </torch_54163_3383444026>: No space left on device (28)",
        "shm.torch_shared_memory_full",
        ["storage.no_space_left", "python.exception"],
    ),
    (
        "terminate called after throwing an instance of 'std::bad_alloc'",
        "host.bad_alloc",
        ["host.cxx_terminate"],
    ),
    (
        "terminate called after throwing an instance of 'c10::DistBackendError'",
        "c10d.terminate_dist_backend_error",
        ["host.cxx_terminate"],
    ),
    (
        "RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`",
        "cuda.oom_raw",
        ["cuda.cublas_error:CUBLAS_STATUS_ALLOC_FAILED", "python.exception"],
    ),
    (
        "[rank14]:[E ProcessGroupNCCL.cpp:1414] [PG 1 Rank 14] Process group watchdog thread terminated with exception: "
        "[Rank 14] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=15734, OpType=ALLREDUCE, "
        "NumelIn=220084533, NumelOut=220084533, Timeout(ms)=600000) ran for 600098 milliseconds before timing out.",
        "c10d.watchdog_timeout",
        ["c10d.watchdog_thread_exception"],
    ),
    (
        "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, "
        "unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3",
        "c10d.nccl_unhandled_cuda_error",
        ["c10d.nccl_error_wrapper"],
    ),
    (
        "torch.distributed.DistBackendError: ncclInvalidUsage: Duplicate GPU detected : rank 3 and rank 7 both on CUDA device 3b000",
        "nccl.duplicate_gpu",
        [],
    ),
    (
        "KeyError: Caught KeyError in DataLoader worker process 0.",
        "dataloader.worker_exception",
        ["python.key_error"],
    ),
    (
        "[rank0]: AssertionError: Torch not compiled with CUDA enabled",
        "cuda.torch_without_cuda",
        ["python.assertion_error"],
    ),
    (
        "ValueError: Error initializing torch.distributed using env:// rendezvous: environment variable MASTER_ADDR expected, but not set",
        "c10d.env_init_missing_var",
        ["python.value_error", "python.exception"],
    ),
    (
        "[rank0]: FloatingPointError: Non-finite loss detected at step 8: loss=nan (lr=2.895e-04); stopping training",
        "python.floating_point_error",
        ["numerics.loss_nan"],
    ),
    (
        "Rank 13, node gpu017, device 5, iteration 1093: Unexpected result 48.20 (message='Spiky loss')",
        "megatron.spiky_loss",
        ["megatron.rerun_unexpected_result"],
    ),
    (
        "ImportError: /opt/conda/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: "
        "undefined symbol: _ZN3c104cuda9SetDeviceEi",
        "env.undefined_symbol",
        ["python.exception"],
    ),
    (
        "PermissionError: [Errno 13] Permission denied: '/shared/ckpt/run42/step_1000'",
        "storage.permission_denied",
        ["python.exception"],
    ),
    (
        "[rank3]: RuntimeError: CUDA error: an illegal memory access was encountered",
        "cuda.runtime_error:an illegal memory access was encountered",
        ["python.exception"],
    ),
]


@pytest.mark.parametrize("line,winner,losers", SAME_LINE, ids=[w for _, w, _ in SAME_LINE])
def test_most_specific_signature_wins_on_one_line(cat, line, winner, losers):
    hits = _matches(cat, line)
    for sid in [winner, *losers]:
        assert sid in hits, f"{sid} should match {line!r}; got {sorted(hits)}"
    assert _winners(cat, line) == {winner}
    for sid in losers:
        assert cat.by_id[sid].specificity < cat.by_id[winner].specificity


def test_xid_family_row_comes_from_the_code(cat):
    """One Xid entry, one literal 'NVRM: Xid ('; the captured code picks the row (not the PCI address)."""
    line = "NVRM: Xid (PCI:0000:79:00): 13, pid=1, name=python, Graphics SM Warp Exception on (GPC 0, TPC 0, SM 0): Out Of Range Address"
    hits = _matches(cat, line)
    assert "xid.event:13" in hits and "xid.event:79" not in hits
    assert hits["xid.event:13"]["xid"] == "13"
    assert _winners(cat, line) == {"xid.event:13"}
    assert cat.by_id["xid.event:13"].category == "cuda_error" and cat.by_id["xid.event:79"].category == "gpu_hardware"
    # A code newer than the catalog keeps the family's own low-precedence context fields.
    assert cat.resolve("xid.event", {"xid": "999"}) == "xid.event"
    assert cat.by_id["xid.event"].role == "context"


def test_shell_crash_reports_do_not_steal_other_signal_lines(cat):
    """'Segmentation fault' appears in faulthandler, srun and DataLoader lines; each keeps its own entry."""
    assert _winners(cat, "[default1]:Fatal Python error: Segmentation fault") == {"host.python_fatal_error"}
    assert "host.shell_crash" not in _matches(cat, "srun: error: host-a: task 1: Segmentation fault (core dumped)")
    assert _winners(cat, "RuntimeError: DataLoader worker (pid 22291) is killed by signal: Segmentation fault. ") == {
        "dataloader.worker_killed"
    }
    assert _winners(cat, "[default1]:Segmentation fault (core dumped)") == {"host.shell_crash"}


def test_victim_only_categories_never_initiators(cat):
    for s in cat.signatures:
        if s.category in ("collective_timeout", "p2p_timeout", "peer_failure"):
            assert s.role != "initiator", s.id


# -------------------------------------------------------------- whole pipeline


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        p = root / "logs" / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text.lstrip("\n"))
    return root / "logs"


def _diagnose(cat, root: Path, files: dict[str, str]):
    result = scan_paths([str(_write(root, files))], catalog=cat)
    assert len(result.diagnoses) == 1, result.diagnoses
    return result.diagnoses[0]


def _healthy_steps(rank: int) -> str:
    return (
        f"[rank{rank}]:[2026-11-20 03:14:00] INFO step 1 loss 2.3100\n"
        f"[rank{rank}]:[2026-11-20 03:14:30] INFO step 2 loss 2.2000\n"
    )


def _gloo_victim(rank: int, ts: str) -> str:
    return (
        f"[rank{rank}]:[2026-11-20 {ts}] ERROR step failed\n"
        f"[rank{rank}]: Traceback (most recent call last):\n"
        f'[rank{rank}]:   File "train.py", line 88, in <module>\n'
        f"[rank{rank}]:     loss.backward()\n"
        f"[rank{rank}]: RuntimeError: [/__w/pytorch/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:537] Read error "
        f"[127.0.0.1]:23946: Connection reset by peer. This is typically caused by a remote worker hanging or bugs in the application.\n"
    )


def test_cuda_oom_inside_a_chained_traceback_wins_over_the_generic_exception(cat, tmp_path):
    rank1 = _healthy_steps(1) + """
[rank1]:[2026-11-20 03:15:25] ERROR forward failed
[rank1]: Traceback (most recent call last):
[rank1]:   File "train.py", line 61, in step
[rank1]:     out = model(batch)
[rank1]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3.50 GiB. GPU 1 has a total capacity of 79.11 GiB of which 1.02 GiB is free.
[rank1]:
[rank1]: The above exception was the direct cause of the following exception:
[rank1]:
[rank1]: Traceback (most recent call last):
[rank1]:   File "train.py", line 90, in <module>
[rank1]:     trainer.fit()
[rank1]: RuntimeError: training step 3 failed on rank 1
"""
    files = {f"rank{r}.log": _healthy_steps(r) + _gloo_victim(r, "03:15:27") for r in (0, 2, 3)}
    files["rank1.log"] = rank1
    d = _diagnose(cat, tmp_path, files)
    assert (d.category, d.signature_id, d.initiator_rank) == ("cuda_oom", "cuda.oom", 1)


def test_bus_error_in_a_dataloader_worker_is_shared_memory(cat, tmp_path):
    rank2 = _healthy_steps(2) + """
[rank2]:[2026-11-20 03:15:25] ERROR dataloader failed
[rank2]: Traceback (most recent call last):
[rank2]:   File "/opt/venv/lib/python3.11/site-packages/torch/utils/data/dataloader.py", line 1251, in _try_get_data
[rank2]:     data = self._data_queue.get(timeout=timeout)
[rank2]: RuntimeError: DataLoader worker (pid 56811) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit.
"""
    files = {f"rank{r}.log": _healthy_steps(r) + _gloo_victim(r, "03:15:28") for r in (0, 1, 3)}
    files["rank2.log"] = rank2
    d = _diagnose(cat, tmp_path, files)
    assert (d.category, d.signature_id, d.initiator_rank) == ("shm", "shm.bus_error", 2)


def test_assertion_with_a_megatron_parallel_size_message_is_config(cat, tmp_path):
    files = {
        f"rank{r}.log": f"""
[rank{r}]: Traceback (most recent call last):
[rank{r}]:   File "pretrain_gpt.py", line 236, in <module>
[rank{r}]:     pretrain(train_valid_test_datasets_provider, model_provider, ModelType.encoder_or_decoder, forward_step)
[rank{r}]:   File "megatron/core/transformer/transformer_block.py", line 52, in get_num_layers_to_build
[rank{r}]:     assert num_layers % parallel_state.get_pipeline_model_parallel_world_size() == 0
[rank{r}]: AssertionError: num_layers should be divisible by pipeline_model_parallel_size
"""
        for r in range(4)
    }
    d = _diagnose(cat, tmp_path, files)
    assert (d.category, d.signature_id) == ("config", "megatron.parallel_size_config")
    assert d.initiator_rank is None  # every rank fails the same way: job-wide


def test_nccl_cuda_failure_out_of_memory_is_a_cuda_oom(cat, tmp_path):
    rank2 = _healthy_steps(2) + """
[2026-11-20 03:15:25] host-b:15325:16199 [2] include/alloc.h:316 NCCL WARN Cuda failure 'out of memory'
[2026-11-20 03:15:25] host-b:15325:16199 [2] include/alloc.h:324 NCCL WARN Failed to CUDA calloc 10485760 bytes
[rank2]: Traceback (most recent call last):
[rank2]:   File "train.py", line 77, in step
[rank2]:     dist.all_reduce(grads)
[rank2]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, unhandled cuda error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3
[rank2]: ncclUnhandledCudaError: Call to CUDA function failed.
[rank2]: Last error:
[rank2]: Cuda failure 'out of memory'
"""
    victim = "[rank{r}]:[E1120 03:25:26.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1024, NumelOut=1024, Timeout(ms)=600000) ran for 600100 milliseconds before timing out.\n"
    files = {f"rank{r}.log": _healthy_steps(r) + victim.format(r=r) for r in (0, 1, 3)}
    files["rank2.log"] = rank2
    d = _diagnose(cat, tmp_path, files)
    assert (d.category, d.signature_id, d.initiator_rank) == ("cuda_oom", "nccl.cuda_alloc_failed", 2)


def test_nccl_shared_memory_failure_is_shm_not_a_full_disk(cat, tmp_path):
    rank0 = """
[rank0]:[2026-11-20 03:14:00] INFO initialising process group
[2026-11-20 03:14:01] node-a:8639:8745 [0] include/shm.h:28 NCCL WARN Call to posix_fallocate failed : No space left on device
[2026-11-20 03:14:01] node-a:8639:8745 [0] include/shm.h:48 NCCL WARN Error while creating shared memory segment nccl-shm-recv-170206743cd9fd1d-0-1-0 (size 9637888)
[rank0]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.19.3
[rank0]: ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.
"""
    files = {"rank0.log": rank0, "rank1.log": "[rank1]:[2026-11-20 03:14:00] INFO initialising process group\n"}
    d = _diagnose(cat, tmp_path, files)
    assert (d.category, d.signature_id) == ("shm", "shm.nccl_segment_failed")


def test_xid_on_the_node_beats_the_cuda_error_it_causes(cat, tmp_path):
    files = {
        "node-b/kern.log": """
[Thu Nov 20 03:15:02 2026] NVRM: Xid (PCI:0000:3b:00): 79, pid=4242, name=python, GPU has fallen off the bus.
[Thu Nov 20 03:15:02 2026] NVRM: Xid (PCI:0000:3b:00): 154, GPU recovery action changed from 0x0 (None) to 0x2 (Node Reboot Required)
""",
        "node-b/rank2.log": _healthy_steps(2)
        + """
[rank2]:[2026-11-20 03:15:03] ERROR step failed
[rank2]: Traceback (most recent call last):
[rank2]:   File "train.py", line 88, in <module>
[rank2]:     loss.backward()
[rank2]: RuntimeError: CUDA error: unspecified launch failure
""",
        "node-b/rank3.log": _healthy_steps(3),
    }
    victim = "[rank{r}]:[E1120 03:25:03.000000000 ProcessGroupNCCL.cpp:632] [Rank {r}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=42, OpType=ALLREDUCE, NumelIn=1024, NumelOut=1024, Timeout(ms)=600000) ran for 600100 milliseconds before timing out.\n"
    for r in (0, 1):
        files[f"node-a/rank{r}.log"] = _healthy_steps(r) + victim.format(r=r)
    d = _diagnose(cat, tmp_path, files)
    assert (d.category, d.signature_id, d.initiator_node) == ("gpu_hardware", "xid.event:79", "node-b")


def test_bad_alloc_terminate_is_host_memory_not_a_generic_abort(cat, tmp_path):
    rank3 = _healthy_steps(3) + """
[rank3]:[2026-11-20 03:15:25] INFO saving checkpoint
terminate called after throwing an instance of 'std::bad_alloc'
  what():  std::bad_alloc
Aborted (core dumped)
"""
    files = {f"rank{r}.log": _healthy_steps(r) + _gloo_victim(r, "03:15:40") for r in (0, 1, 2)}
    files["rank3.log"] = rank3
    d = _diagnose(cat, tmp_path, files)
    assert (d.category, d.signature_id, d.initiator_rank) == ("host_oom", "host.bad_alloc", 3)


def test_specificity_values_order_the_overlapping_families(cat):
    """Families that share text are ordered deliberately (these numbers drive the tests above)."""
    s = {x.id: x.specificity for x in cat.every_signature}
    assert s["cuda.oom"] > s["cuda.oom_raw"] > s["cuda.cublas_error"] > s["python.exception"]
    assert s["xid.event:79"] > s["xid.event:154"] > s["xid.event"]
    assert s["shm.nccl_segment_failed"] > s["storage.no_space_left"]
    assert s["shm.bus_error"] > s["dataloader.worker_killed"]
    assert s["nccl.cuda_alloc_failed"] > s["nccl.cuda_failure"] > s["c10d.nccl_unhandled_cuda_error"] > s["c10d.nccl_error_wrapper"]
    assert s["python.key_error"] > s["python.assertion_error"] > s["python.value_error"] > s["python.exception"]
    assert s["c10d.watchdog_timeout"] > s["c10d.watchdog_thread_exception"]
