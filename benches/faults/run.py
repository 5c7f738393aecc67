#!/usr/bin/env python3
"""Run the fault matrix: real distributed PyTorch jobs on CPU (gloo), one injected fault
each (or none), recorded as the jobs left their logs, with a truth.json per job.

    python3 benches/faults/run.py --seed 27 --jobs 300 --heldout 45

Needs torch in its own environment (``--python``, default /work/torchenv/bin/python;
``--setup`` creates it). Jobs run under ``nice -n 10``, two at a time, each with a hard
deadline after which its processes are SIGTERMed and then SIGKILLed (recorded as a
scheduler's time-limit kill). Results: ``benches/faults/corpus/<case>.tar.gz`` and
``benches/faults/heldout/<case>.tar.gz`` (one archive per job: ``<case>/logs/...`` and
``<case>/truth.json``); scratch under ``benches/faults/out/`` (gitignored) and
``/opt/jobs`` (the jobs' own directories, so that paths in the logs look ordinary).
``--resume`` skips jobs whose archive exists; ``--only 3,17`` runs those indices.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures as cf
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import matrix  # noqa: E402
import logtext  # noqa: E402

JOBS_ROOT = "/opt/jobs"
STATE_ROOT = "/opt/harness"
RUN_NAMES = ("mlp-ddp", "lm-pretrain", "cls-finetune", "tinylm", "ddp-train", "exp", "baseline", "sweep")


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port: int, limit_s: float) -> bool:
    """Wait until something accepts on 127.0.0.1:port."""
    end = time.time() + limit_s
    while time.time() < end:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.2)
    return False


def case_name(spec: dict) -> str:
    """The archive/case folder name (names the fault: it is outside the logs)."""
    return f"{spec['index']:03d}-{spec['style']}-{spec['kind']}-w{spec['world_size']}"


def normalize(spec: dict) -> dict:
    """Fit a sampled spec to what each framework script can place, in place."""
    fw = spec["style"] in matrix.FRAMEWORK
    if fw:
        if spec["when"] == "checkpoint" and spec["kind"] not in ("sigkill", "sigsegv", "sigabrt", "os_exit", "slow_above"):
            spec["when"], spec["step"] = "mid", spec["steps"] // 2
            if spec["kind"] == "slow_below":
                spec["seconds"] = 0.4  # per step from now on, far below the timeout
        if spec["when"] == "init" and spec["kind"] in ("sigkill", "sigsegv", "sigabrt", "os_exit"):
            spec["when"], spec["step"] = "early", 2
        if spec["kind"] == "hang_compute" and spec["when"] == "end" and spec["style"] != "lightning":
            spec["when"], spec["step"] = "mid", spec["steps"] // 2
        if spec["kind"] == "exc_dataload" and spec["when"] == "init":
            spec["step"] = 1
        if spec["kind"] in ("exc_eval", "slow_below") and spec["when"] == "end":
            # the framework scripts evaluate (and slow down) only inside their loop
            spec["when"], spec["step"] = "mid", spec["steps"] // 2
    if spec["kind"] in ("exc_dataload", "exc_dataloader_worker") and spec["when"] == "init":
        spec["step"] = 1
    if spec["kind"] == "uneven_inputs":
        spec["step"] = max(3, spec["step"])
    if spec["debug"] == "DETAIL" and spec["style"] in matrix.OWN_LOOP and spec["style"] != "fsdp":
        spec["parallel"] = "manual"
    else:
        spec["parallel"] = "fsdp" if spec["style"] == "fsdp" else "ddp"
    return spec


def node_of(spec: dict, i: int) -> str:
    return spec["node_names"].format(i=i)


def job_plan(spec: dict, state_dir: str, data_dir: str) -> dict:
    """The hidden plan the job's scripts read (never printed, never in the logs)."""
    kind = spec["kind"]
    p = {"kind": kind, "when": spec["when"], "step": spec["step"], "variant": spec["variant"],
         "state_dir": state_dir, "data_dir": data_dir, "attempts": None}
    if kind in ("node_killed", "store_host_killed"):
        p["ranks"] = None  # every rank marks the step; the harness kills the chosen node's processes
    elif spec["fault_rank"] is not None:
        p["ranks"] = [spec["fault_rank"]]
    else:
        p["ranks"] = []
    for k in ("seconds", "exit_code"):
        if k in spec:
            p[k] = spec[k]
    if kind == "exc_eval":
        p["step"] = 1
        if spec["style"] in matrix.OWN_LOOP and spec["variant"] % 2 == 0:
            p["split"] = "val"
    if kind in ("healthy", "healthy_benign"):
        p = {"kind": kind, "state_dir": state_dir, "data_dir": data_dir, "ranks": []}
    return p


def script_args(spec: dict, jd: str) -> list[str]:
    a = ["--data", f"{jd}/data", "--ckpt-dir", f"{jd}/ckpt", "--model", spec["model"], "--steps", str(spec["steps"]),
         "--batch-size", str(spec["batch_size"]), "--eval-every", str(spec["eval_every"]),
         "--ckpt-every", str(spec["ckpt_every"]), "--num-workers", str(spec["num_workers"]),
         "--pg-timeout", str(spec["pg_timeout_s"]), "--log-format", spec["log_format"]]
    st = spec["style"]
    if st in matrix.OWN_LOOP:
        a += ["--parallel", spec["parallel"]]
        if spec["kind"] == "healthy_benign":
            a += ["--extras", "--loss-scale"]
        if st == "perrank":
            a += ["--rank-log-dir", f"{jd}/logs"]
    return a


def launch(spec: dict, jd: str, env: dict, py: str) -> list[dict]:
    """Start the job's top-level processes; returns [{name, proc, log, node}] (the
    harness's view: one per agent, per bare worker, or the accelerate/Lightning launcher)."""
    bindir = os.path.dirname(py)
    torchrun = [os.path.join(bindir, "torchrun")]
    nice = ["nice", "-n", "10"]
    st, n = spec["style"], spec["world_size"]
    logs = f"{jd}/logs"
    out = []

    def start(cmd, logfile, e, name, node=None):
        f = open(logfile, "ab")
        p = subprocess.Popen(nice + cmd, stdout=f, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=e,
                             cwd=jd, start_new_session=True)
        f.close()
        out.append({"name": name, "proc": p, "log": logfile, "node": node})

    console = os.path.join(logs, spec["console_name"].format(jobid=1000 + spec["index"]))
    train = f"{jd}/train/train.py"
    args = script_args(spec, jd)
    if st in ("multinode", "restarts") and spec["nodes"] > 1:
        port = free_port()
        for i in range(spec["nodes"]):
            node = node_of(spec, i)
            e = dict(env, NODE_NAME=node)
            cmd = torchrun + ["--nnodes", str(spec["nodes"]), "--nproc-per-node", str(spec["nproc_per_node"]),
                              "--rdzv-backend", "c10d", "--rdzv-endpoint", f"127.0.0.1:{port}",
                              "--rdzv-id", os.path.basename(jd), "--rdzv-conf", "join_timeout=40",
                              "--max-restarts", str(spec["max_restarts"])]
            if spec["tee"]:
                cmd += ["--tee", "3"]
            else:
                cmd += ["--log-dir", f"{logs}/{node}", "--redirects", "3"]
            ext = ".out" if spec["index"] % 3 == 0 else ".log"
            start(cmd + [train] + args, os.path.join(logs, node + ext), e, f"agent{i}", node)
            if i == 0:
                wait_listening(port, 90)
                time.sleep(0.5)
        return out
    if st == "perrank" and spec["bare_launch"]:
        port = free_port()
        for r in range(n):
            if spec["kind"] == "never_joins" and r == spec["fault_rank"] and spec["variant"] % 2 == 0:
                continue  # this rank's process is never started
            e = dict(env, RANK=str(r), WORLD_SIZE=str(n), LOCAL_RANK=str(r), LOCAL_WORLD_SIZE=str(n),
                     MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
            start([py, train] + args, os.path.join(logs, f"rank{r}.log"), e, f"rank{r}")
        return out
    if st == "accelerate":
        cmd = [os.path.join(bindir, "accelerate"), "launch", "--multi_gpu", "--num_processes", str(n), "--num_machines", "1",
               "--mixed_precision", "no", "--dynamo_backend", "no", "--main_process_port", str(free_port()),
               f"{jd}/train/train_hf.py", "--mode", "accelerate"] + args
        start(cmd, console, env, "launcher")
        return out
    if st == "lightning" and spec["lightning_launcher"]:
        start([py, f"{jd}/train/train_lightning.py", "--devices", str(n)] + args, console, env, "launcher")
        return out
    cmd = torchrun + ["--standalone", "--nproc-per-node", str(n), "--max-restarts", str(spec["max_restarts"])]
    if st == "logdir" or (st in ("fsdp", "hf_trainer") and not spec["tee"]):
        cmd += ["--log-dir", f"{logs}/elastic", "--redirects", "3"]
    elif st != "console" and not (st == "perrank"):
        cmd += ["--tee", "3"]
    if st == "lightning":
        script = [f"{jd}/train/train_lightning.py", "--devices", str(n)]
    elif st == "hf_trainer":
        script = [f"{jd}/train/train_hf.py", "--mode", "trainer"]
    else:
        script = [train]
    start(cmd + script + args, console, env, "launcher")
    return out


def deadline_s(spec: dict) -> float:
    """The job's hard limit: start-up (CPU-bound imports) + training + waits."""
    n = spec["world_size"]
    heavy = spec["style"] in matrix.FRAMEWORK
    base = 60 + n * (9 if heavy else 5) + spec["steps"] * 0.5 * max(1, n / 4)
    waits = (spec["pg_timeout_s"] + 25) * (1 + spec["max_restarts"])
    if spec["nodes"] > 1:
        waits += 45 * (1 + spec["max_restarts"])
    if spec["kind"] in ("slow_above", "slow_below"):
        waits += spec.get("seconds", 0) * (spec["steps"] if spec["kind"] == "slow_below" and spec["when"] == "mid" else 2)
    return base + waits


def descendants(pids: set[int]) -> set[int]:
    """All live processes below ``pids`` (by the ppid chain in /proc), plus ``pids``."""
    kids: dict[int, list[int]] = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                kids.setdefault(ppid, []).append(int(d))
            except (OSError, IndexError, ValueError):
                pass
    seen, todo = set(), list(pids)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        todo += kids.get(p, [])
    return seen


def registrations(state_dir: str) -> list[dict]:
    regs = []
    for f in sorted(os.listdir(state_dir)) if os.path.isdir(state_dir) else []:
        if f.startswith("worker-") and f.endswith(".json"):
            try:
                regs.append(json.load(open(os.path.join(state_dir, f))))
            except (OSError, ValueError):
                pass
    return regs


def ours(pids: set[int], plan_path: str) -> set[int]:
    """The subset of ``pids`` that belong to this job: processes whose environment holds
    the job's plan path (every process the job started inherits it). Guards against a
    recorded pid that has exited and been reused by someone else's process."""
    tag = f"HARNESS_PLAN={plan_path}".encode()
    keep = set()
    for p in pids:
        try:
            with open(f"/proc/{p}/environ", "rb") as f:
                if tag in f.read().split(b"\0"):
                    keep.add(p)
        except OSError:
            pass
    return keep


def kill_all(pids: set[int], sig: int) -> None:
    for p in pids:
        try:
            os.kill(p, sig)
        except ProcessLookupError:
            pass


def run_job(spec: dict, args) -> dict:
    """Run one job to its end; return the harness record (truth is built from it)."""
    spec = normalize(dict(spec))
    rng = random.Random(spec["seed"])
    run = f"{rng.choice(RUN_NAMES)}-{rng.randrange(1000, 9999)}"
    jd = os.path.join(JOBS_ROOT, run)
    sd = os.path.join(STATE_ROOT, run)
    for d in (jd, sd):
        shutil.rmtree(d, ignore_errors=True)
    os.makedirs(f"{jd}/logs")
    os.makedirs(f"{jd}/ckpt")
    os.makedirs(sd)
    shutil.copytree(os.path.join(HERE, "jobs"), f"{jd}/train", ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run([args.python, "-c", "import sys; sys.path.insert(0, 'train'); import trainlib as t; "
                    f"t.make_shards('data', {spec['world_size']}, {spec['batch_size'] * (spec['steps'] + 4)}, '{spec['model']}', {spec['seed']})"],
                   cwd=jd, check=True)
    n, fr = spec["world_size"], spec["fault_rank"]
    if spec["kind"] == "missing_file":
        split = "train" if spec["when"] == "init" else "val"
        os.remove(f"{jd}/data/{split}-{fr:05d}-of-{n:05d}.npz")
    plan_path = os.path.join(sd, "plan.json")
    json.dump(job_plan(spec, sd, f"{jd}/data"), open(plan_path, "w"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "FIRSTFAULT", "VIRTUAL_ENV", "CLAUDE"))}
    env.update(HARNESS_PLAN=plan_path, PATH=os.path.dirname(args.python) + ":" + env.get("PATH", "/usr/bin:/bin"),
               HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", HF_DATASETS_OFFLINE="1", TOKENIZERS_PARALLELISM="false",
               TMPDIR=f"{jd}/tmp", LOGLEVEL="INFO" if spec["index"] % 4 == 0 else "WARNING")
    os.makedirs(f"{jd}/tmp")
    env.pop("PYTHONUNBUFFERED", None)
    if spec["unbuffered"]:
        env["PYTHONUNBUFFERED"] = "1"
    if spec["debug"] != "off":
        env["TORCH_DISTRIBUTED_DEBUG"] = spec["debug"]
    if spec["style"] in ("console", "perrank") and spec["index"] % 2:
        env["OMP_NUM_THREADS"] = "1"
    t0 = time.time()
    procs = launch(spec, jd, env, args.python)
    limit = deadline_s(spec)
    ending, delivered, extra_kills, bad_at = "exit", None, [], None
    while True:
        alive = [x for x in procs if x["proc"].poll() is None]
        if not alive:
            break
        if spec["kind"] in ("node_killed", "store_host_killed") and delivered is None and os.path.exists(os.path.join(sd, "reached")):
            time.sleep(0.3)
            node = node_of(spec, spec["fault_node"])
            agent = next(x for x in procs if x["node"] == node)
            targets = {agent["proc"].pid}
            if spec["kind"] == "node_killed":
                workers = ours({r["pid"] for r in registrations(sd) if r["node"] == node}, plan_path)
                targets |= ours(descendants(targets | workers), plan_path)
            kill_all(targets, signal.SIGKILL)
            delivered = time.time() - t0
            extra_kills.append(sorted(targets))
        bare = spec["style"] == "perrank" and spec["bare_launch"]
        if bare and ending == "exit" and any(x["proc"].poll() not in (None, 0) for x in procs):
            # srun --kill-on-bad-exit: once a task failed, the step's other tasks are ended
            bad_at = bad_at or time.time()
            if time.time() - bad_at > 5:
                ending = "kill_on_bad_exit"
                tops = {x["proc"].pid for x in alive}
                kill_all(tops, signal.SIGTERM)
                time.sleep(3)
                kill_all(tops | ours(descendants(tops), plan_path), signal.SIGKILL)
                for x in procs:
                    try:
                        x["proc"].wait(timeout=10)
                    except subprocess.TimeoutExpired:
                        pass
                break
        if time.time() - t0 > limit:
            ending = "deadline"
            tops = {x["proc"].pid for x in alive}
            everything = ours(descendants(tops | {r["pid"] for r in registrations(sd)}), plan_path)
            # a scheduler's time limit: SIGTERM to the job's processes, SIGKILL after a grace period
            kill_all(tops, signal.SIGTERM)
            time.sleep(8)
            kill_all(tops | ours(descendants(tops), plan_path) | everything, signal.SIGKILL)
            for x in procs:
                try:
                    x["proc"].wait(timeout=10)
                except subprocess.TimeoutExpired:
                    pass
            break
        time.sleep(0.2)
    # leftovers (a worker orphaned by a killed agent) are ended too: the job is over
    left = ours(descendants({r["pid"] for r in registrations(sd)}), plan_path)
    if left:
        time.sleep(2)
        kill_all(ours(descendants({r["pid"] for r in registrations(sd)}), plan_path), signal.SIGKILL)
    fired = os.path.exists(os.path.join(sd, "fired")) or spec["kind"] == "missing_file" or delivered is not None or (
        spec["kind"] == "never_joins" and spec["bare_launch"] and spec["variant"] % 2 == 0)
    rec = dict(spec=spec, run=run, job_dir=jd, ending=ending, fired=fired, duration_s=round(time.time() - t0, 1), deadline_s=round(limit),
               exit_codes={x["name"]: x["proc"].returncode for x in procs}, delivered_at_s=delivered,
               registrations=registrations(sd), orphans_killed=sorted(left), torch=args.torch_version)
    return rec


def record(rec: dict, out_root: str) -> str:
    """Copy the job's logs into a case folder, write truth.json, pack the archive."""
    spec = rec["spec"]
    name = case_name(spec)
    case = os.path.join(out_root, "cases", name)
    shutil.rmtree(case, ignore_errors=True)
    shutil.copytree(os.path.join(rec["job_dir"], "logs"), os.path.join(case, "logs"), symlinks=False)
    # empty files stay: an empty rank log is part of what the job left
    truth = logtext.build_truth(rec, os.path.join(case, "logs"), name)
    json.dump(truth, open(os.path.join(case, "truth.json"), "w"), indent=1)
    dest_dir = os.path.join(HERE, "heldout" if spec["heldout"] else "corpus")
    if truth.get("anomaly"):
        # a job that failed without its fault (or a healthy run that failed) shows a harness
        # or environment problem, not the matrix cell: kept aside for inspection, not recorded
        dest_dir = os.path.join(out_root, "anomalies")
    os.makedirs(dest_dir, exist_ok=True)
    tmp = os.path.join(dest_dir, f".{name}.tar.gz")
    with tarfile.open(tmp, "w:gz", compresslevel=9) as tf:
        def clean(ti):
            ti.uid = ti.gid = 0
            ti.uname = ti.gname = ""
            return ti
        tf.add(case, arcname=name, filter=clean)
    os.replace(tmp, os.path.join(dest_dir, f"{name}.tar.gz"))
    json.dump({k: v for k, v in rec.items() if k != "registrations"} | {"registrations": rec["registrations"]},
              open(os.path.join(out_root, "records", name + ".json"), "w"), indent=1, default=str)
    shutil.rmtree(rec["job_dir"], ignore_errors=True)
    shutil.rmtree(os.path.join(STATE_ROOT, rec["run"]), ignore_errors=True)
    return name


def retruth(out_root: str) -> int:
    """Rebuild truth.json inside every recorded archive from its harness record
    (``out/records``) and its logs, leaving the logs as they are. For corrections to
    how truths are written (logtext.py) without running the jobs again."""
    n = 0
    for which in ("corpus", "heldout"):
        d = os.path.join(HERE, which)
        for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            if not f.endswith(".tar.gz") or f.startswith("."):
                continue
            name = f[:-7]
            recp = os.path.join(out_root, "records", name + ".json")
            if not os.path.exists(recp):
                print(f"{name}: no harness record here, truth kept", flush=True)
                continue
            rec = json.load(open(recp))
            case = os.path.join(out_root, "cases", name)
            shutil.rmtree(case, ignore_errors=True)
            with tarfile.open(os.path.join(d, f), "r:gz") as tf:
                tf.extractall(os.path.join(out_root, "cases"))
            truth = logtext.build_truth(rec, os.path.join(case, "logs"), name)
            json.dump(truth, open(os.path.join(case, "truth.json"), "w"), indent=1)
            tmp = os.path.join(d, f".{f}")
            with tarfile.open(tmp, "w:gz", compresslevel=9) as tf:
                tf.add(case, arcname=name, filter=_clean_member)
            os.replace(tmp, os.path.join(d, f))
            n += 1
    return n


def _clean_member(ti):
    ti.uid = ti.gid = 0
    ti.uname = ti.gname = ""
    return ti


def setup_env(py: str) -> None:
    """Create the torch environment (its own venv; never the firstfault test env)."""
    venv = os.path.dirname(os.path.dirname(py))
    if not os.path.exists(py):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    subprocess.run([py, "-m", "pip", "install", "-q", "torch", "numpy", "lightning", "accelerate", "transformers"], check=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=27)
    ap.add_argument("--jobs", type=int, default=300, help="jobs outside the held-out set")
    ap.add_argument("--heldout", type=int, default=36, help="jobs in the held-out set")
    ap.add_argument("--python", default="/work/torchenv/bin/python")
    ap.add_argument("--setup", action="store_true", help="create the torch venv first")
    ap.add_argument("--parallel", type=int, default=2, help="jobs at a time (at most 2 on a 2-core machine)")
    ap.add_argument("--resume", action="store_true", help="skip jobs whose archive exists")
    ap.add_argument("--only", default="", help="comma-separated job indices")
    ap.add_argument("--list", action="store_true", help="print the sampled matrix and stop")
    ap.add_argument("--retruth", action="store_true", help="rebuild the recorded archives' truth.json from out/records and stop")
    a = ap.parse_args(argv)
    if a.retruth:
        print(f"{retruth(os.path.join(HERE, 'out'))} truths rebuilt")
        return 0
    if a.setup:
        setup_env(a.python)
    specs = [normalize(s) | {"master_seed": a.seed} for s in matrix.sample(a.seed, a.jobs, a.heldout)]
    if a.only:
        want = {int(x) for x in a.only.split(",")}
        specs = [s for s in specs if s["index"] in want]
    if a.list:
        for s in specs:
            print(case_name(s), s["when"], s["fault_rank"], s["pg_timeout_s"], s["debug"], round(deadline_s(s)))
        return 0
    a.torch_version = subprocess.run([a.python, "-c", "import torch; print(torch.__version__)"], capture_output=True,
                                     text=True).stdout.strip()
    out_root = os.path.join(HERE, "out")
    os.makedirs(os.path.join(out_root, "records"), exist_ok=True)
    json.dump({"seed": a.seed, "jobs": a.jobs, "heldout": a.heldout}, open(os.path.join(HERE, "corpus.json"), "w"))
    have = set()
    if a.resume:
        have = {f[:-7] for d in ("corpus", "heldout") if os.path.isdir(os.path.join(HERE, d)) for f in os.listdir(os.path.join(HERE, d))}
        specs = [s for s in specs if case_name(s) not in have]
    # run in a seeded order that takes the fault kinds in turn (those with the fewest
    # recorded jobs first), so that a partial run already spans the matrix
    rng = random.Random(a.seed + 1)
    rng.shuffle(specs)
    done = collections.Counter(n.split("-", 2)[2].rsplit("-w", 1)[0] for n in have) if a.resume else collections.Counter()
    by_kind: dict[str, list] = {}
    for s in specs:
        by_kind.setdefault(s["kind"], []).append(s)
    order = []
    while any(by_kind.values()):
        for k in sorted((k for k in by_kind if by_kind[k]), key=lambda k: (done[k], k)):
            order.append(by_kind[k].pop(0))
            done[k] += 1
    specs = order
    print(f"{len(specs)} jobs to run", flush=True)
    with cf.ThreadPoolExecutor(max_workers=min(2, a.parallel)) as ex:
        futs = {ex.submit(run_job, s, a): s for s in specs}
        for fut in cf.as_completed(futs):
            s = futs[fut]
            try:
                rec = fut.result()
                name = record(rec, out_root)
                t = json.load(open(os.path.join(out_root, "cases", name, "truth.json")))
                print(f"{name:45} {rec['ending']:8} {rec['duration_s']:6.1f}s {t['status']:8} {t['category']} {t['initiator_rank']}", flush=True)
            except Exception as e:  # one broken job must not stop the matrix
                print(f"{case_name(s)}: harness error {type(e).__name__}: {e}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
