"""Shared pieces of the fault-matrix training scripts: logging set-up, data, models.

The harness copies this file next to the training scripts into the job's own
directory (``/opt/train``), so tracebacks show ordinary paths. What goes wrong in a
job is decided by a plan file that the harness writes outside the job's logs and
names in ``$HARNESS_PLAN``; nothing here ever prints it. Every failure therefore
comes out of ordinary code: a batch of the wrong shape reaches ``nn.Linear``, a
record lacks a field the collate function reads, a file is not there, an
allocation is refused under an address-space limit.
"""

from __future__ import annotations

import ctypes
import json
import logging
import os
import signal
import socket
import sys
import threading
import time

import numpy as np

_PLAN: dict | None = None


def plan() -> dict:
    """The job's plan (``{}`` for a job without one). Read once, never printed."""
    global _PLAN
    if _PLAN is None:
        path = os.environ.get("HARNESS_PLAN")
        _PLAN = {}
        if path and os.path.exists(path):
            with open(path) as f:
                _PLAN = json.load(f)
    return _PLAN


def attempt() -> int:
    """torchelastic's restart count (0 outside torchrun)."""
    return int(os.environ.get("TORCHELASTIC_RESTART_COUNT", "0"))


def active(kind: str, rank: int, when: str | None = None, fire: bool = True) -> bool:
    """True when the plan puts ``kind`` on ``rank`` (and at ``when``, if given).

    A True answer is recorded for the harness (``fired``) unless ``fire`` is False: the
    harness then knows the fault's code path was reached, and a job that failed without
    reaching it is set aside instead of being recorded with a wrong truth."""
    p = plan()
    if p.get("kind") != kind:
        return False
    ranks = p.get("ranks")
    if ranks is not None and rank not in ranks:
        return False
    if when is not None and p.get("when") != when:
        return False
    if p.get("attempts") is not None and attempt() not in p["attempts"]:
        return False
    if fire:
        mark("fired")
    return True


def at_step(kind: str, rank: int, step: int) -> bool:
    """True when ``kind`` fires on ``rank`` at training step ``step``."""
    p = plan()
    return p.get("step") == step and p.get("when") in ("early", "mid") and active(kind, rank)


def state_dir() -> str | None:
    """The harness's side channel (pids, markers); outside the job's logs."""
    return plan().get("state_dir")


def register(rank: int, local_rank: int, node: str) -> None:
    """Tell the harness this worker's pid (it kills whole nodes and ranks by pid)."""
    d = state_dir()
    if not d:
        return
    os.makedirs(d, exist_ok=True)
    tmp = os.path.join(d, f".w{rank}.{os.getpid()}")
    with open(tmp, "w") as f:
        json.dump({"rank": rank, "local_rank": local_rank, "node": node, "pid": os.getpid(),
                   "ppid": os.getppid(), "attempt": attempt(), "t": time.time()}, f)
    os.replace(tmp, os.path.join(d, f"worker-{rank}-a{attempt()}.json"))


def mark(name: str) -> None:
    """Leave a marker for the harness (for faults the harness itself delivers)."""
    d = state_dir()
    if d:
        with open(os.path.join(d, name), "w") as f:
            f.write(str(time.time()))


def wait_for_marker(name: str, limit_s: float = 30.0) -> None:
    """Block until the harness has acted on a marker (it kills us meanwhile)."""
    deadline = time.time() + limit_s
    while time.time() < deadline:
        time.sleep(0.05)


# ---------------------------------------------------------------- process-level events

def set_memory_limit(extra_bytes: int) -> None:
    """Cap this process's address space a little above what it maps now.

    A job on a machine shared with other tenants gets a hard memory ceiling; here
    it keeps the blow-up far below what the machine has."""
    import resource

    with open("/proc/self/status") as f:
        vm = next(int(line.split()[1]) * 1024 for line in f if line.startswith("VmSize:"))
    lim = vm + extra_bytes
    resource.setrlimit(resource.RLIMIT_AS, (lim, lim))


def read_counters(ptr: int) -> bytes:
    """Read the native statistics block at ``ptr``."""
    return ctypes.string_at(ptr, 64)


def native_check(ok: bool) -> None:
    """The native library's consistency check: aborts the process when it fails."""
    if not ok:
        libc = ctypes.CDLL(None)
        libc.abort()


def stop_process(code: int) -> None:
    """Leave at once, skipping interpreter shutdown (as a C extension's exit() does)."""
    os._exit(code)


def lose_process() -> None:
    """The kernel takes the process away (SIGKILL: nothing is printed)."""
    os.kill(os.getpid(), signal.SIGKILL)


def spin(seconds: float | None) -> None:
    """Busy compute that runs for ``seconds`` (None: until the process is killed)."""
    import torch

    a = torch.randn(96, 96)
    end = None if seconds is None else time.time() + seconds
    while end is None or time.time() < end:
        a = torch.tanh(a @ a.T) + 0.01


def block_on_fifo(path: str) -> bytes:
    """Open ``path`` and read it: on a FIFO with no writer this never returns, the way a
    read from a dead NFS server never returns."""
    if not os.path.exists(path):
        os.mkfifo(path)
    with open(path, "rb") as f:
        return f.read()


# ---------------------------------------------------------------- logging

class _GlogFormatter(logging.Formatter):
    def format(self, record):
        t = time.localtime(record.created)
        us = int((record.created % 1) * 1e6)
        head = f"{record.levelname[0]}{time.strftime('%m%d %H:%M:%S', t)}.{us:06d} {record.process} {record.filename}:{record.lineno}]"
        msg = record.getMessage()
        if record.exc_info:
            msg += "\n" + self.formatException(record.exc_info)
        return f"{head} {msg}"


class _JsonFormatter(logging.Formatter):
    def __init__(self, rank):
        super().__init__()
        self.rank = rank

    def format(self, record):
        doc = {"ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int((record.created % 1) * 1e3):03d}Z",
               "level": record.levelname.lower(), "rank": self.rank, "logger": record.name, "msg": record.getMessage()}
        doc.update(getattr(record, "metrics", {}) or {})
        if record.exc_info:
            doc["exc"] = self.formatException(record.exc_info)
        return json.dumps(doc)


LOG_FORMATS = ("print", "logging", "logging_brackets", "glog", "json", "tqdm")


def setup_logging(fmt: str, rank: int, world_size: int, node: str) -> logging.Logger:
    """A logger in one of the common shapes (``fmt`` in LOG_FORMATS)."""
    log = logging.getLogger("train")
    log.setLevel(logging.INFO)
    log.propagate = False
    h = logging.StreamHandler(sys.stdout if fmt != "glog" else sys.stderr)
    if fmt == "glog":
        h.setFormatter(_GlogFormatter())
    elif fmt == "json":
        h.setFormatter(_JsonFormatter(rank))
    elif fmt == "logging_brackets":
        h.setFormatter(logging.Formatter(f"[%(asctime)s][%(name)s][%(levelname)s][{node}:{rank}] %(message)s"))
    elif fmt == "print":
        h.setFormatter(logging.Formatter(f"[rank {rank}] %(message)s"))
    else:
        h.setFormatter(logging.Formatter(f"%(asctime)s %(levelname)s [{node} rank {rank}/{world_size}] %(name)s: %(message)s"))
    log.addHandler(h)
    return log


def redirect_output(path: str) -> None:
    """Send this process's stdout and stderr (fds 1 and 2, so C++ and faulthandler output
    too) to ``path``, as scripts that keep one log file per rank do."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    sys.stdout.flush()
    sys.stderr.flush()
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    sys.stdout = os.fdopen(1, "w", buffering=1, closefd=False)
    sys.stderr = os.fdopen(2, "w", buffering=1, closefd=False)


def node_name() -> str:
    """This worker's node: the scheduler's name for it when set, else the host name."""
    return os.environ.get("SLURMD_NODENAME") or os.environ.get("NODE_NAME") or socket.gethostname()


# ---------------------------------------------------------------- data

FEATURES = 64
CLASSES = 10
VOCAB = 512
SEQ = 32


def make_shards(data_dir: str, world_size: int, samples_per_rank: int, model: str, seed: int) -> None:
    """Write one training shard and one validation shard per rank (run by the harness)."""
    rng = np.random.default_rng(seed)
    os.makedirs(data_dir, exist_ok=True)
    for r in range(world_size):
        for split, n in (("train", samples_per_rank), ("val", max(32, samples_per_rank // 8))):
            if model == "lm":
                x = rng.integers(0, VOCAB, size=(n, SEQ + 1), dtype=np.int64)
                np.savez(os.path.join(data_dir, f"{split}-{r:05d}-of-{world_size:05d}.npz"), tokens=x)
            else:
                x = rng.standard_normal((n, FEATURES)).astype(np.float32)
                w = rng.standard_normal((FEATURES, CLASSES)).astype(np.float32)
                y = (x @ w).argmax(1).astype(np.int64)
                np.savez(os.path.join(data_dir, f"{split}-{r:05d}-of-{world_size:05d}.npz"), x=x, y=y)


class ShardDataset:
    """One rank's shard as a map-style dataset of ``{"input": ..., "labels": ...}``.

    ``batch_size`` lets the dataset know which step a sample belongs to (the sampler is
    sequential), which is how a plan places a bad record in one step's batch."""

    def __init__(self, path: str, rank: int, batch_size: int, split: str = "train"):
        import torch

        self.torch = torch
        d = np.load(path)
        self.lm = "tokens" in d
        self.tokens = d["tokens"] if self.lm else None
        self.x = None if self.lm else d["x"]
        self.y = None if self.lm else d["y"]
        self.rank = rank
        self.batch_size = batch_size
        self.split = split
        self.n = len(self.tokens if self.lm else self.x)
        p = plan()
        if split == "train" and active("uneven_inputs", rank, fire=False):
            self.n = min(self.n, batch_size * p["step"])

    def __len__(self):
        return self.n

    def _bad(self, kind, i):
        p = plan()
        if not active(kind, self.rank, fire=False) or self.split != p.get("split", "train"):
            return False
        if i // self.batch_size == p["step"] - 1:
            mark("fired")
            return True
        return False

    def __getitem__(self, i):
        torch = self.torch
        if self._bad("hang_in_dataloader", i):
            threading.Event().wait()
        if self._bad("slow_dataloader", i):
            time.sleep(plan()["seconds"])
        if self.lm:
            t = torch.from_numpy(self.tokens[i].copy())
            if self._bad("exc_forward", i) or self._bad("exc_eval", i):
                t[3] = VOCAB + 7 + i
            rec = {"input": t[:-1], "labels": t[1:]}
        else:
            x = torch.from_numpy(self.x[i].copy())
            if self._bad("exc_forward", i) or self._bad("exc_eval", i):
                x = torch.cat([x, x[:8]])
            if self._bad("nan_loss", i):
                x[5] = float("inf")
                x[6] = -float("inf")
            rec = {"input": x, "labels": torch.tensor(int(self.y[i]))}
        if self._bad("exc_dataload", i) or self._bad("exc_dataloader_worker", i):
            if plan().get("variant", 0) % 2 == 0:
                del rec["labels"]
            else:
                rec["labels"] = "n/a"
        if self._bad("host_oom", i) and plan().get("variant", 0) % 3 == 2:
            rec["aux"] = np.zeros((1 << 17, 1 << 15), dtype=np.float64)
        return rec


def collate(batch):
    """Stack a list of records into a batch."""
    import torch

    inputs = torch.stack([s["input"] for s in batch])
    labels = [s["labels"] for s in batch]
    labels = torch.stack(labels) if isinstance(labels[0], torch.Tensor) and labels[0].dim() else torch.tensor(labels)
    return {"input": inputs, "labels": labels}


def build_model(kind: str):
    """A small MLP classifier or a tiny causal LM (deterministic init)."""
    import torch
    import torch.nn as nn

    torch.manual_seed(0)
    if kind == "lm":
        class TinyLM(nn.Module):
            def __init__(self, d=64, layers=2):
                super().__init__()
                self.emb = nn.Embedding(VOCAB, d)
                self.blocks = nn.ModuleList(nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d)) for _ in range(layers))
                self.head = nn.Linear(d, VOCAB)

            def forward(self, x):
                h = self.emb(x)
                for b in self.blocks:
                    h = h + b(h)
                return self.head(h)

        return TinyLM()

    class MLP(nn.Module):
        def __init__(self, d=FEATURES, h=128):
            super().__init__()
            self.fc1 = nn.Linear(d, h)
            self.fc2 = nn.Linear(h, h)
            self.out = nn.Linear(h, CLASSES)

        def forward(self, x):
            x = torch.relu(self.fc1(x))
            x = torch.relu(self.fc2(x))
            return self.out(x)

    return MLP()


def loss_fn(logits, labels):
    """Cross entropy for either model."""
    import torch.nn.functional as F

    if logits.dim() == 3:
        return F.cross_entropy(logits.reshape(-1, logits.size(-1)), labels.reshape(-1))
    return F.cross_entropy(logits, labels)


# ---------------------------------------------------------------- framework scripts

def step_events(rank: int, step: int, batch=None) -> None:
    """What a plan does to one rank at the start of a training step in the framework
    scripts (Lightning, accelerate, HF Trainer), where the loop is not ours."""
    p = plan()
    if at_step("hang_io", rank, step):
        block_on_fifo(os.path.join(p["data_dir"], f"index-{rank:05d}.idx"))
    if at_step("node_killed", rank, step):
        mark("reached")
    if active("slow_below", rank) and p.get("when") in ("early", "mid") and step >= p["step"]:
        time.sleep(p["seconds"])
    if at_step("slow_above", rank, step):
        time.sleep(p["seconds"])
    if at_step("hang_compute", rank, step):
        spin(None)
    for kind in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
        if at_step(kind, rank, step):
            process_event(kind)
    if at_step("host_oom", rank, step):
        grow_workspace(batch["input"].shape[0] if batch is not None else 16)


def process_event(kind: str) -> None:
    """Deliver a process-level event: SIGKILL, a segfault, an abort or a bare exit."""
    if kind == "sigkill":
        lose_process()
    elif kind == "sigsegv":
        read_counters(8)
    elif kind == "sigabrt":
        native_check(False)
    else:
        stop_process(plan().get("exit_code", 1))


def grow_workspace(n: int):
    """Allocate a work buffer sized from the batch (refused under the memory limit)."""
    import torch

    v = plan().get("variant", 0) % 3
    if v == 0:
        return torch.empty((n * 4096, 1 << 20), dtype=torch.float32)
    if v == 1:
        return np.ones((n << 14, n << 14), dtype=np.float64)
    return [bytearray(1 << 26) for _ in range(1 << 12)]
