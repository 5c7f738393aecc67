"""Reading what a job left: torchrun's failure summaries, per-rank exception lines, and
the truth.json of a job (stdlib only: used by the harness, the report and the tests).
"""

from __future__ import annotations

import os
import re

import matrix

ROOT_CAUSE = "Root Cause (first observed failure):"
_RC_RANK = re.compile(r"^\s*rank\s*:\s*(\d+)\s*\(local_rank:\s*(\d+)\)")
_RC_TIME = re.compile(r"^\s*time\s*:\s*(\S+)")
_RC_EXIT = re.compile(r"^\s*exitcode\s*:\s*(-?\d+)")
_PREFIX = re.compile(r"^\[default(\d+)\]:")
_RANKP = re.compile(r"\[rank(\d+)\]:")
_EXC = re.compile(r"^(?:[A-Za-z_][\w.]*\.)?(?:[A-Z]\w*(?:Error|Exception|Interrupt|Exit|Warning)|KeyError|StopIteration)(?::|$)")


def log_files(logs_dir: str) -> list[str]:
    """Every file under ``logs_dir``, sorted, as paths relative to it."""
    out = []
    for root, _, files in os.walk(logs_dir):
        for f in files:
            out.append(os.path.relpath(os.path.join(root, f), logs_dir))
    return sorted(out)


def read_lines(path: str) -> list[str]:
    with open(path, "rb") as f:
        return f.read().decode("utf-8", "replace").splitlines()


def root_causes(logs_dir: str) -> list[dict]:
    """torchrun's "Root Cause (first observed failure)" entries, one per summary:
    ``{file, rank, local_rank, time, exitcode}`` (a summary names one root cause)."""
    found = []
    for rel in log_files(logs_dir):
        if rel.endswith(".json"):
            continue
        lines = read_lines(os.path.join(logs_dir, rel))
        for i, line in enumerate(lines):
            if ROOT_CAUSE in line:
                e = {"file": rel, "rank": None, "local_rank": None, "time": None, "exitcode": None}
                for nxt in lines[i + 1:i + 12]:
                    m = _RC_RANK.match(_PREFIX.sub("", nxt))
                    if m and e["rank"] is None:
                        e["rank"], e["local_rank"] = int(m.group(1)), int(m.group(2))
                    m = _RC_TIME.match(nxt)
                    if m and e["time"] is None:
                        e["time"] = m.group(1)
                    m = _RC_EXIT.match(nxt)
                    if m and e["exitcode"] is None:
                        e["exitcode"] = int(m.group(1))
                found.append(e)
    return found


def torchrun_pick(entries: list[dict]) -> int | None:
    """The rank torchrun's summaries name for the job: the earliest entry by its time
    (ties: the first file), None when no summary was printed."""
    named = [e for e in entries if e["rank"] is not None]
    if not named:
        return None
    return sorted(named, key=lambda e: (e["time"] or "", e["file"]))[0]["rank"]


def _file_rank(rel: str, regs: list[dict], spec: dict) -> tuple[int | None, str | None]:
    """(rank, node) a whole file belongs to, from its path, when it is one rank's file."""
    m = re.search(r"(?:^|/)rank(\d+)\.log$", rel)
    if m:
        return int(m.group(1)), None
    node = None
    if spec["nodes"] > 1:
        for i in range(spec["nodes"]):
            nm = spec["node_names"].format(i=i)
            if rel.startswith(nm + "/") or rel.startswith(nm + "."):
                node = nm
    m = re.search(r"attempt_(\d+)/(\d+)/(?:stdout|stderr)\.log$", rel)
    if m:
        lr, att = int(m.group(2)), int(m.group(1))
        for r in regs:
            if r["local_rank"] == lr and (node is None or r["node"] == node) and r.get("attempt", 0) == att:
                return r["rank"], node
        if spec["nodes"] == 1:
            return lr, node
    return None, node


def exception_lines(logs_dir: str, regs: list[dict], spec: dict) -> dict[int, str]:
    """The last exception line each rank printed (first seen across files), by rank."""
    out: dict[int, str] = {}
    for rel in log_files(logs_dir):
        if rel.endswith(".json"):
            continue
        frank, fnode = _file_rank(rel, regs, spec)
        for line in read_lines(os.path.join(logs_dir, rel)):
            rank = frank
            s = line
            m = _PREFIX.match(s)
            if m:
                s = s[m.end():]
                lr = int(m.group(1))
                if rank is None:
                    cand = [r["rank"] for r in regs if r["local_rank"] == lr and (fnode is None or r["node"] == fnode)]
                    rank = cand[0] if len(set(cand)) == 1 else (lr if spec["nodes"] == 1 else None)
            m = _RANKP.search(s)
            if m:
                rank = int(m.group(1))
                s = s[m.end():].lstrip()
            if rank is None:
                continue
            if _EXC.match(s) or s.startswith("Fatal Python error"):
                if "Warning" in s.split(":")[0]:
                    continue
                out[rank] = s.strip()[:300]
    return out


KEY_PATTERNS = {
    "sigkill": [r"Signal 9 \(SIGKILL\) received by PID {pid}", r"exitcode\s*: -9"],
    "sigsegv": [r"Fatal Python error: Segmentation fault", r"SIGSEGV"],
    "sigabrt": [r"Fatal Python error: Aborted", r"SIGABRT"],
    "os_exit": [r"exitcode\s*: {code} \(pid: {pid}\)", r"exitcode\s*: {code}"],
    "host_oom": [r"can't allocate memory", r"Unable to allocate", r"MemoryError", r"bad_alloc"],
    "exc_forward": [r"shapes cannot be multiplied", r"index out of range", r"IndexError"],
    "exc_backward": [r"backward through the graph a second time", r"modified by an inplace operation"],
    "exc_dataload": [r"KeyError: 'labels'", r"TypeError", r"ValueError"],
    "exc_dataloader_worker": [r"Caught \w+ in DataLoader worker", r"KeyError: 'labels'", r"TypeError"],
    "exc_eval": [r"ZeroDivisionError", r"shapes cannot be multiplied", r"index out of range"],
    "exc_checkpoint": [r"Parent directory .* does not exist", r"Can't pickle", r"PicklingError", r"Error"],
    "nan_loss": [r"Non-finite loss", r"[Ll]oss is nan"],
    "missing_file": [r"FileNotFoundError"],
    "mismatch_size": [r"Detected mismatch between collectives", r"Timed out waiting", r"Connection closed", r"Error"],
    "mismatch_dtype": [r"Detected mismatch between collectives", r"Timed out waiting", r"Connection closed", r"Error"],
    "node_killed": [r"RendezvousTimeoutError", r"Connection (reset|closed) by peer", r"got 0 bytes"],
    "store_host_killed": [r"RendezvousConnectionError", r"got 0 bytes", r"Connection (reset|closed) by peer"],
}
_DEFAULT_KEYS = [r"monitoredBarrier", r"Timed out waiting \d+ms", r"wait timeout after", r"clients joined", r"Connection closed by peer"]


def key_line(logs_dir: str, spec: dict, regs: list[dict]) -> tuple[str | None, str | None]:
    """The line that best shows the cause (a heuristic, for people): (line, file)."""
    fr = spec.get("fault_rank")
    pid = next((str(r["pid"]) for r in regs if r["rank"] == fr), r"\d+")
    pats = [p.format(pid=pid, code=spec.get("exit_code", 1)) for p in KEY_PATTERNS.get(spec["kind"], [])] + _DEFAULT_KEYS
    files = [r for r in log_files(logs_dir) if not r.endswith(".json")]
    for pat in pats:
        rx = re.compile(pat)
        best = None
        for rel in files:
            frank, _ = _file_rank(rel, regs, spec)
            for line in read_lines(os.path.join(logs_dir, rel)):
                if rx.search(line):
                    mine = frank == fr or f"[rank{fr}]" in line
                    if mine:
                        return line.strip()[:600], rel
                    best = best or (line.strip()[:600], rel)
        if best:
            return best
    return None, None


WHEN_TEXT = {"init": "during start-up (before the first step)", "early": "early (step {step})", "mid": "mid-run (step {step})",
             "checkpoint": "while checkpointing (step {step})", "end": "at the end (after the last step)"}

WHAT = {
    "healthy": "no fault: a normal run",
    "healthy_benign": "no fault: a normal run with benign warnings and error-level lines (a retried download, a failed metrics upload, fp16-style loss-scale skips, a deprecation UserWarning)",
    "slow_below": "rank {r} is slowed ({slow_text}), always below the {t} s timeout: the job must still succeed",
    "exc_forward": "rank {r}'s batch reaches the model corrupted (wrong feature width for the MLP, an out-of-range token id for the LM), so its forward raises",
    "exc_backward": "rank {r}'s backward raises (a stale graph reused across steps, or a saved tensor modified in place)",
    "exc_dataload": "one record in rank {r}'s batch has no usable 'labels' field, so the collate function raises in the main process",
    "exc_dataloader_worker": "one record in rank {r}'s batch has no usable 'labels' field; collate runs in a DataLoader worker, which raises",
    "exc_eval": "rank {r}'s evaluation raises (a corrupted validation batch, or a metric divided by a zero count)",
    "exc_checkpoint": "rank {r}'s checkpoint save fails (a missing parent directory, or an unpicklable object in the checkpoint)",
    "nan_loss": "rank {r}'s batch contains +/-inf inputs; its loss is non-finite and the script stops with an exception",
    "missing_file": "rank {r}'s data file is missing ({split} shard), so opening it raises FileNotFoundError",
    "host_oom": "rank {r} runs under an address-space limit (RLIMIT_AS, like a container memory limit) and a large allocation is refused (torch allocator, numpy, or Python MemoryError)",
    "sigkill": "rank {r}'s process is SIGKILLed (as by the kernel's OOM killer); it prints nothing",
    "sigsegv": "rank {r} segfaults in native code (a NULL read through ctypes)",
    "sigabrt": "rank {r} aborts in native code (libc abort())",
    "os_exit": "rank {r} exits at once with status {code} via os._exit, printing nothing",
    "hang_compute": "rank {r} gets stuck in a compute loop and never reaches its next collective",
    "hang_in_dataloader": "one of rank {r}'s DataLoader workers blocks forever while producing a sample",
    "hang_io": "rank {r} blocks forever reading a file that never delivers data (a FIFO without writer, like a dead NFS server)",
    "slow_above": "rank {r} pauses for {sec} s, longer than the {t} s process-group timeout",
    "skip_collective": "a code path taken by rank {r} alone breaks the collective order ({variant_text})",
    "mismatch_size": "at step {step} rank {r} all-reduces a metrics tensor of a different size than the others",
    "mismatch_dtype": "at step {step} rank {r} all-reduces its metrics tensor as float64 while the others use float32",
    "uneven_inputs": "rank {r}'s shard is shorter: it runs out of batches after {step} steps and goes on to the final evaluation while the others still train",
    "never_joins": "rank {r} {never_text}",
    "node_killed": "node {node} (ranks {ranks}) is lost: its torchrun agent and all its workers are SIGKILLed at once",
    "store_host_killed": "the torchrun agent of node {node}, which hosts the c10d rendezvous store, is SIGKILLed (its workers are not)",
}
SKIP_TEXT = {0: "at a logging step it all-reduces a throughput value the other ranks never reduce",
             1: "it runs an evaluation with an all_reduce that the other ranks skip (evaluation on the main process only)",
             2: "after saving its checkpoint shard it continues without the barrier the other ranks enter"}


def build_truth(rec: dict, logs_dir: str, name: str) -> dict:
    """truth.json for a finished job, in the shape ../shared/cases uses, plus the matrix
    fields. The truth follows what was injected and how the job ended, never the logs'
    wording, except ``key_line`` and the per-rank exception lines in ``notes``."""
    spec, regs = rec["spec"], rec["registrations"]
    kind, fr = spec["kind"], spec["fault_rank"]
    world = spec["world_size"]
    codes = rec["exit_codes"]
    all_ok = rec["ending"] == "exit" and all(c == 0 for c in codes.values())
    node_of_rank = {}
    for r in regs:
        node_of_rank.setdefault(r["rank"], r["node"])
    multinode = spec["nodes"] > 1
    fault_node = spec["node_names"].format(i=spec["fault_node"]) if "fault_node" in spec else None
    healthy_kind = kind in ("healthy", "healthy_benign", "slow_below")
    cats = list(matrix.KINDS[kind]["cats"])
    if kind == "missing_file" and spec["when"] == "mid":
        cats = ["data_pipeline", "storage", "user_code"]  # the validation file, opened at the first evaluation
    if kind == "host_oom" and spec["variant"] % 3 == 2 and spec["when"] != "checkpoint":
        cats = ["host_oom", "data_pipeline"]  # the refused allocation is in the dataset's __getitem__
    if healthy_kind:
        status = "healthy" if all_ok else "failed"
        init_rank, init_node, victims = None, None, []
    else:
        status = "hung" if rec["ending"] == "deadline" and kind.startswith(("hang", "never", "slow")) else "failed"
        if kind == "node_killed":
            killed = sorted({r["rank"] for r in regs if r["node"] == fault_node and r.get("attempt", 0) == 0})
            init_rank, init_node = killed, fault_node
        elif kind == "store_host_killed":
            init_rank, init_node = None, fault_node
        else:
            init_rank = fr
            init_node = node_of_rank.get(fr) if multinode else None
        bad = set(init_rank) if isinstance(init_rank, list) else {init_rank}
        victims = [r for r in range(world) if r not in bad]
    took_effect = not (not healthy_kind and all_ok)
    if not took_effect:
        status, cats, init_rank, init_node, victims = "healthy", [], None, None, []
    if healthy_kind and not all_ok:
        cats = ["unknown"]
    rcs = root_causes(logs_dir)
    exc = exception_lines(logs_dir, regs, spec)
    kl, kf = (None, None) if status == "healthy" else key_line(logs_dir, spec, regs)
    ranks_list = init_rank if isinstance(init_rank, list) else []
    slow_text = (f"{spec.get('seconds')} s more per step from step {spec['step']}" if spec["when"] == "mid"
                 else f"one pause of {spec.get('seconds')} s before the final barrier")
    what = WHAT[kind].format(r=fr, slow_text=slow_text, sec=spec.get("seconds"), step=spec["step"], t=spec["pg_timeout_s"], code=spec.get("exit_code"),
                             split="training" if spec["when"] == "init" else "validation", node=fault_node, ranks=ranks_list,
                             variant_text=SKIP_TEXT.get(spec["variant"] if spec["style"] in matrix.OWN_LOOP else 0, ""),
                             never_text="never joins: its process is never started" if spec.get("bare_launch") and spec["variant"] % 2 == 0
                             else "never joins: it blocks before init_process_group (waiting on a lock file) and never enters the process group")
    when = "" if spec["when"] is None else " " + WHEN_TEXT[spec["when"]].format(step=spec["step"])
    notes = [f"Injected{when}: {what}."]
    launch = {"tee": "torchrun --tee 3, one console", "logdir": "torchrun --log-dir/--redirects 3 (per-rank stdout/stderr files) + the agent's console",
              "perrank": "per-rank files written by the script (" + ("ranks started directly with env://, no launcher" if spec.get("bare_launch") else "torchrun without --tee, its console kept") + ")",
              "console": "torchrun without --tee: all workers write straight into one console, no prefixes",
              "multinode": f"{spec['nodes']} torchrun agents on 127.0.0.1 (c10d rendezvous), one console per node",
              "restarts": f"torchrun --max-restarts {spec['max_restarts']}" + (f", {spec['nodes']} agents" if multinode else ""),
              "lightning": "PyTorch Lightning strategy=ddp on CPU, " + ("Lightning's own launcher" if spec.get("lightning_launcher") else "under torchrun --tee 3"),
              "hf_trainer": "Hugging Face Trainer under torchrun", "fsdp": "FSDP2 fully_shard under torchrun",
              "accelerate": "accelerate launch --multi_gpu, Accelerator(cpu=True)"}[spec["style"]]
    notes.append(f"Launch: {launch}; {world} ranks on {spec['nodes']} node(s); gloo pg timeout {spec['pg_timeout_s']} s; "
                 f"TORCH_DISTRIBUTED_DEBUG={spec['debug']}; log format {spec['log_format']}; parallel={spec.get('parallel')}.")
    if rec["ending"] == "kill_on_bad_exit":
        notes.append("After a rank exited non-zero the harness ended the other ranks 5 s later (SIGTERM, then SIGKILL), as "
                     "srun --kill-on-bad-exit does; there is no launcher output.")
    if rec["ending"] == "deadline":
        notes.append(f"The job did not end by itself: at the {rec['deadline_s']} s limit the harness sent SIGTERM to its "
                     "top-level processes and SIGKILL 8 s later, as a scheduler's time limit does.")
    else:
        notes.append("Launcher exit codes: " + ", ".join(f"{k}={v}" for k, v in codes.items()) + f"; ended after {rec['duration_s']} s.")
    if not took_effect:
        notes.append("The fault did not take effect: every process exited 0, so the truth is healthy.")
    anomaly = (healthy_kind and not all_ok) or (not healthy_kind and not all_ok and not rec.get("fired", True))
    if anomaly:
        notes.append("UNEXPECTED: the job failed without its fault's code path being reached (harness or environment problem).")
    if exc:
        notes.append("Exception lines per rank: " + "; ".join(f"rank {r}: '{exc[r][:200]}'" for r in sorted(exc)) + ".")
    silent = [r for r in range(world) if r not in exc]
    if silent and status != "healthy":
        notes.append(f"Ranks with no exception line: {silent}.")
    if rcs:
        notes.append("torchrun 'Root Cause (first observed failure)': " + "; ".join(f"{e['file']}: rank {e['rank']} (exitcode {e['exitcode']})" for e in rcs) + ".")
    elif spec["style"] not in ("perrank",) or not spec.get("bare_launch"):
        notes.append("torchrun 'Root Cause (first observed failure)': none printed.")
    if kf:
        notes.append(f"[key_line is in logs/{kf}.]")
    truth = {
        "id": name,
        "source": f"generated by benches/faults/run.py (matrix seed {spec.get('master_seed')}): torch {rec.get('torch', '?')} CPU/gloo, {launch}",
        "status": status, "category": cats, "initiator_rank": init_rank, "initiator_node": init_node,
        "victim_ranks": victims, "key_line": kl, "fix": None, "notes": " ".join(notes), "confidence": "established",
        # matrix fields
        "fault_kind": kind, "launch_style": spec["style"], "world_size": world, "nodes": spec["nodes"],
        "nproc_per_node": spec["nproc_per_node"], "pg_timeout_s": spec["pg_timeout_s"], "debug": spec["debug"],
        "log_format": spec["log_format"], "fault_rank": fr, "fault_node": fault_node, "fault_time": spec["when"],
        "fault_step": spec["step"], "variant": spec["variant"], "seed": spec["seed"], "model": spec["model"],
        "parallel": spec.get("parallel"), "max_restarts": spec["max_restarts"], "heldout": spec["heldout"],
        "ending": rec["ending"], "duration_s": rec["duration_s"], "took_effect": took_effect,
        "torchrun_root_cause": [{k: e[k] for k in ("file", "rank", "exitcode", "time")} for e in rcs],
    }
    if anomaly:
        truth["anomaly"] = True
    return truth
