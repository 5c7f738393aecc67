"""The fault matrix: launch styles, fault kinds, and a seeded sampler of job specs.

A job spec is a plain dict (JSON-able) that fixes everything about one job: the
launch style, world size and nodes, the process-group timeout, the debug level,
the log format, the fault (kind, rank, time, variant) and the truth categories.
``sample(seed, n_jobs, n_heldout)`` is deterministic for a seed.
"""

from __future__ import annotations

import random

# Launch styles. ``accelerate`` is held out (see HELDOUT_STYLES).
STYLES = ("tee", "logdir", "perrank", "console", "multinode", "restarts", "lightning", "hf_trainer", "fsdp", "accelerate")
HELDOUT_STYLES = {"accelerate"}
HELDOUT_KINDS = {"sigabrt", "hang_in_dataloader"}

# Styles whose training loop is ours (train.py), where every kind can be placed.
OWN_LOOP = {"tee", "logdir", "perrank", "console", "multinode", "restarts", "fsdp"}
FRAMEWORK = {"lightning", "hf_trainer", "accelerate"}

# kind -> (times it can happen at, categories a reader of the logs may name, styles)
# Categories follow DESIGN.md; where the logs alone cannot separate two, both are listed.
SILENT_KILL = ["host_oom", "unknown", "crash"]
KINDS: dict[str, dict] = {
    "healthy": dict(times=[None], cats=[], styles=None),
    "healthy_benign": dict(times=[None], cats=[], styles=OWN_LOOP),
    "slow_below": dict(times=["mid", "end"], cats=[], styles=None),
    "exc_forward": dict(times=["early", "mid"], cats=["user_code", "data_pipeline"], styles=None),
    "exc_backward": dict(times=["early", "mid"], cats=["user_code"], styles=OWN_LOOP),
    "exc_dataload": dict(times=["init", "early", "mid"], cats=["user_code", "data_pipeline"], styles=None),
    "exc_dataloader_worker": dict(times=["init", "early", "mid"], cats=["data_pipeline", "user_code"], styles=None),
    "exc_eval": dict(times=["mid", "end"], cats=["user_code"], styles=None),
    "exc_checkpoint": dict(times=["checkpoint", "end"], cats=["checkpoint", "storage"], styles=OWN_LOOP | {"lightning"}),
    "nan_loss": dict(times=["early", "mid"], cats=["nan_inf"], styles=None),
    "missing_file": dict(times=["init", "mid"], cats=["data_pipeline", "storage"], styles=None),
    "host_oom": dict(times=["early", "mid", "checkpoint"], cats=["host_oom"], styles=None),
    "sigkill": dict(times=["init", "early", "mid", "checkpoint", "end"], cats=SILENT_KILL, styles=None),
    "sigsegv": dict(times=["init", "early", "mid", "checkpoint", "end"], cats=["crash"], styles=None),
    "sigabrt": dict(times=["init", "early", "mid", "checkpoint", "end"], cats=["crash"], styles=None),
    "os_exit": dict(times=["init", "early", "mid", "checkpoint", "end"], cats=["unknown", "user_code"], styles=None),
    "hang_compute": dict(times=["early", "mid", "end"], cats=["hang", "straggler"], styles=None),
    "hang_in_dataloader": dict(times=["early", "mid"], cats=["hang", "straggler", "data_pipeline"], styles=None),
    "hang_io": dict(times=["init", "mid", "checkpoint"], cats=["hang", "straggler", "storage"], styles=OWN_LOOP),
    "slow_above": dict(times=["early", "mid", "checkpoint", "end"], cats=["straggler", "hang"], styles=None),
    "skip_collective": dict(times=["mid", "checkpoint"], cats=["desync", "hang", "user_code"], styles=OWN_LOOP | {"lightning", "accelerate"}),
    "mismatch_size": dict(times=["mid"], cats=["desync"], styles=OWN_LOOP | {"lightning", "accelerate"}),
    "mismatch_dtype": dict(times=["mid"], cats=["desync"], styles=OWN_LOOP),
    "uneven_inputs": dict(times=["mid"], cats=["desync", "hang", "data_pipeline"], styles=OWN_LOOP),
    "never_joins": dict(times=["init"], cats=["launcher", "hang", "straggler"], styles=OWN_LOOP - {"restarts"}),
    "node_killed": dict(times=["early", "mid", "checkpoint"], cats=["node_lost"], styles={"multinode", "restarts"}),
    "store_host_killed": dict(times=["mid"], cats=["launcher", "node_lost"], styles={"multinode"}),
}
# Weights: how many jobs a kind gets relative to the others.
WEIGHT = {"healthy": 1.3, "healthy_benign": 1.3, "slow_below": 0.9, "node_killed": 1.2, "store_host_killed": 0.8,
          "mismatch_dtype": 0.7, "exc_backward": 0.9}

NODE_NAMES = ("node-{i}", "gpu-node-{i}", "trn-node{i}", "node{i}", "worker-{i}")
CONSOLE_NAMES = ("console.log", "job.out", "slurm-{jobid}.out", "train.log", "stdout.txt")
TIMEOUTS = (10, 10, 12, 15, 15, 20, 20, 30, 45, 60, 90, 120)
LOG_FORMATS = ("print", "logging", "logging_brackets", "glog", "json", "tqdm")


def world_sizes(style: str) -> list[int]:
    """World sizes a style runs at here (2 cores: framework imports are heavy)."""
    if style in ("lightning", "hf_trainer", "accelerate"):
        return [2, 2, 3, 4]
    if style == "fsdp":
        return [2, 4, 4, 8]
    return [2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 6, 8, 8, 12, 16]


def _topology(rng, style, kind):
    if style in ("multinode",) or (style == "restarts" and kind == "node_killed"):
        nodes = rng.choice([2, 2, 2, 3, 4])
        per = rng.choice([1, 2, 2, 2, 4]) if nodes < 4 else rng.choice([1, 2, 2])
        return nodes, per
    if style == "restarts" and rng.random() < 0.25:
        return 2, rng.choice([1, 2])
    return 1, rng.choice(world_sizes(style))


def _fault_rank(rng, kind, world, nodes, per, style):
    """The injected rank: 0 and the last rank get extra weight (a common and a rare place)."""
    if kind.startswith("healthy"):
        return None
    if kind == "skip_collective":
        return 0 if rng.random() < 0.75 or style not in OWN_LOOP else world - 1
    if kind == "exc_checkpoint" and style == "lightning":
        return 0
    r = rng.random()
    if r < 0.25:
        return 0
    if r < 0.45:
        return world - 1
    return rng.randrange(world)


def make_spec(rng: random.Random, idx: int, style: str, kind: str) -> dict:
    """One job's full spec for a given style and kind."""
    info = KINDS[kind]
    nodes, per = _topology(rng, style, kind)
    world = nodes * per
    when = rng.choice(info["times"])
    steps = rng.choice([20, 24, 30, 30, 40])
    ckpt_every = rng.choice([5, 8, 10])
    eval_every = rng.choice([5, 10, 10])
    if style in FRAMEWORK:
        steps, ckpt_every, eval_every = rng.choice([20, 30]), 10, 10
    step = {"init": 0, "early": rng.randint(2, 4), "mid": rng.randint(steps // 3, 2 * steps // 3),
            "checkpoint": ckpt_every * rng.randint(1, max(1, (steps - 1) // ckpt_every)), "end": steps}.get(when, None)
    timeout = rng.choice(TIMEOUTS)
    if style in ("restarts",) or kind in ("never_joins",):
        timeout = min(timeout, 30)
    # Many CPU processes on 2 shared cores start unevenly (imports take seconds each), and
    # init_process_group waits for the slowest with the same timeout: keep a floor so a
    # slow start is never what fails a job.
    timeout = max(timeout, 15 if world <= 3 and style not in FRAMEWORK else 20 if world <= 8 else 30)
    debug = rng.choices(["off", "INFO", "DETAIL"], [0.6, 0.25, 0.15])[0]
    if style == "fsdp" or style in FRAMEWORK:
        debug = rng.choices(["off", "INFO"], [0.75, 0.25])[0]
    fmt = rng.choice(LOG_FORMATS)
    model = rng.choice(["mlp", "lm"]) if kind != "nan_loss" else "mlp"
    num_workers = 0
    if kind in ("exc_dataloader_worker", "hang_in_dataloader"):
        num_workers = 2 if world <= 4 else 1
    elif world <= 4 and rng.random() < 0.2:
        num_workers = 1
    spec = dict(index=idx, style=style, kind=kind, world_size=world, nodes=nodes, nproc_per_node=per,
                pg_timeout_s=timeout, debug=debug, log_format=fmt, model=model, steps=steps, ckpt_every=ckpt_every,
                eval_every=eval_every, num_workers=num_workers, batch_size=16, when=when, step=step,
                variant=rng.randrange(6), unbuffered=rng.random() < 0.6, seed=rng.randrange(1 << 30),
                node_names=rng.choice(NODE_NAMES), console_name=rng.choice(CONSOLE_NAMES),
                tee=style != "logdir" and not (style == "multinode" and rng.random() < 0.3),
                max_restarts=rng.choice([1, 1, 2]) if style == "restarts" else 0,
                bare_launch=style == "perrank" and (kind == "never_joins" or rng.random() < 0.35),
                lightning_launcher=style == "lightning" and rng.random() < 0.35)
    if style in FRAMEWORK:
        # framework imports take 8+ CPU-seconds per process here; Lightning's own launcher
        # starts the other ranks only once rank 0 is set up, and rank 0 waits for them in
        # init_process_group with this timeout
        spec["pg_timeout_s"] = max(timeout, 60 if spec["lightning_launcher"] else 30)
    spec["fault_rank"] = _fault_rank(rng, kind, world, nodes, per, style)
    if kind == "node_killed":
        spec["fault_node"] = rng.randrange(nodes)
    if kind == "store_host_killed":
        spec["fault_node"] = 0
    if kind == "os_exit":
        spec["exit_code"] = rng.choice([1, 1, 2, 3, 42])
    if kind in ("slow_below",):
        # below the timeout: a per-step delay far under it, or one pause at the end
        spec["seconds"] = round(rng.uniform(0.2, 0.6), 2) if when == "mid" else round(timeout * rng.uniform(0.2, 0.5), 1)
    if kind == "slow_above":
        spec["seconds"] = round(timeout * rng.uniform(1.3, 1.8) + 3, 1)
    if kind == "skip_collective":
        spec["variant"] = {"mid": rng.choice([0, 1]), "checkpoint": 2}[when] if style in OWN_LOOP else 0
    if kind == "exc_eval" and when == "end":
        spec["eval_every"] = 0 if style in OWN_LOOP else spec["eval_every"]
    return spec


def sample(seed: int, n_jobs: int, n_heldout: int) -> list[dict]:
    """``n_jobs`` specs outside the held-out set plus ``n_heldout`` inside it, balanced
    over kinds (by WEIGHT) and, within a kind, over the styles it runs in."""
    rng = random.Random(seed)
    specs = []
    main_kinds = [k for k in KINDS if k not in HELDOUT_KINDS]
    main_styles = [s for s in STYLES if s not in HELDOUT_STYLES]
    total_w = sum(WEIGHT.get(k, 1.0) for k in main_kinds)
    plan = []
    for k in main_kinds:
        n = max(4, round(n_jobs * WEIGHT.get(k, 1.0) / total_w))
        allowed = [s for s in main_styles if KINDS[k]["styles"] is None or s in KINDS[k]["styles"]]
        order = []
        while len(order) < n:
            block = allowed[:]
            rng.shuffle(block)
            order += block
        plan += [(s, k) for s in order[:n]]
    rng.shuffle(plan)
    plan = plan[:n_jobs]
    held = []
    for i in range(n_heldout):
        r = i % 3
        if r == 0:
            k = rng.choice([k for k in KINDS if KINDS[k]["styles"] is None or "accelerate" in KINDS[k]["styles"]])
            held.append(("accelerate", k))
        else:
            k = "sigabrt" if r == 1 else "hang_in_dataloader"
            held.append((rng.choice([s for s in STYLES if KINDS[k]["styles"] is None or s in KINDS[k]["styles"]]), k))
    for i, (s, k) in enumerate(plan + held):
        spec = make_spec(rng, i, s, k)
        spec["heldout"] = s in HELDOUT_STYLES or k in HELDOUT_KINDS
        specs.append(spec)
    return specs
