#!/usr/bin/env python3
"""Peak memory on hostile inputs: a tree of 1,000,000 small files, and one line of
several GB, each scanned together with a real failure log.

For each input the script runs ``firstfault scan`` under ``/usr/bin/time -v`` and
reports the peak resident set size (the target is under 1 GiB) and the wall time,
and checks that the real failure (seed-01: rank 1 CUDA OOM) is still diagnosed, so a
fast or frugal wrong answer fails. Inputs are written under --workdir (default a
temporary directory) and removed afterwards.

Usage: python benches/hostile_memory.py [--files 1000000] [--line-gib 4] [--workdir DIR]
Writes benches/results/<UTC date>-hostile-memory.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "tests" / "cases" / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"
GIB = 1 << 30


def make_tree(root: Path, n: int) -> None:
    """n small files in 1,000 directories, one log line each."""
    per_dir = 1000
    for d in range((n + per_dir - 1) // per_dir):
        sub = root / f"d{d:04d}"
        sub.mkdir(parents=True)
        for i in range(min(per_dir, n - d * per_dir)):
            r = d * per_dir + i
            with open(sub / f"w{r}.log", "w") as f:
                f.write(f"2026-11-20 03:00:00,000 INFO worker {r} step 1/9 | loss 2.0\n")


def make_line(path: Path, gib: float) -> None:
    """One line of `gib` GiB (written in 16 MiB blocks), then a newline and a short line."""
    block = b"x" * (16 << 20)
    todo = int(gib * GIB)
    with open(path, "wb") as f:
        f.write(b"[rank7]: ")
        while todo > 0:
            f.write(block[: min(todo, len(block))])
            todo -= len(block)
        f.write(b"\n[rank7]: step 3/9 | loss 2.0\n")


def run(paths: list[Path]) -> dict:
    cmd = ["/usr/bin/time", "-v", sys.executable, "-m", "firstfault", "scan", *map(str, paths), "--format", "json", "-q", "--job", "j"]
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr)
    doc = json.loads(p.stdout) if p.stdout.strip() else {}
    d = (doc.get("diagnoses") or [{}])[0]
    return {
        "exit": p.returncode,
        "wall_s": round(wall, 1),
        "peak_rss_mib": round(int(m.group(1)) / 1024, 1) if m else None,
        "streams": doc.get("streams"),
        "bytes_scanned": doc.get("bytes_scanned"),
        "diagnosis": {"category": d.get("category"), "initiator_rank": d.get("initiator_rank")},
        "correct": d.get("category") == "cuda_oom" and d.get("initiator_rank") == 1,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=1_000_000)
    ap.add_argument("--line-gib", type=float, default=4.0)
    ap.add_argument("--workdir", type=Path)
    args = ap.parse_args()
    base = Path(tempfile.mkdtemp(prefix="ff-hostile-", dir=args.workdir))
    results = {}
    try:
        tree = base / "tree"
        t0 = time.perf_counter()
        make_tree(tree, args.files)
        print(f"wrote {args.files} files in {time.perf_counter() - t0:.0f}s", file=sys.stderr)
        results["many_files"] = dict(files=args.files, **run([SEED, tree]))
        print(json.dumps(results["many_files"]), file=sys.stderr)
        shutil.rmtree(tree)
        line = base / "one-line.log"
        make_line(line, args.line_gib)
        results["one_line"] = dict(line_gib=args.line_gib, **run([SEED, line]))
        print(json.dumps(results["one_line"]), file=sys.stderr)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    out = {
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "target_peak_rss_mib": 1024,
        "results": results,
    }
    print(json.dumps(out, indent=2))
    path = ROOT / "benches" / "results" / f"{out['date'][:10]}-hostile-memory.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2) + "\n")
    ok = all(r["correct"] and r["peak_rss_mib"] is not None and r["peak_rss_mib"] < 1024 for r in results.values())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
