#!/usr/bin/env python3
"""Correlation benchmark: a 4,096-rank job with ~100,000 matches, correlated in < 1 s.

Seeded and deterministic: the job is written by ``firstfault.synthetic`` (one CUDA
OOM among 4,096 ranks; every other rank's watchdog times out on 20 process
groups), scanned once, then only the correlation (``pipeline.correlate_raw``) is
timed, several times. A fast wrong answer is a failure: the run exits 1 unless the
diagnosis names the injected rank and category and the match count is the one
recorded below.

Usage: python benches/correlation.py [--ranks 4096] [--groups 19] [--repeat 5]
Writes benches/results/<UTC date>-correlation.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone

from firstfault.catalog import default_catalog
from firstfault.pipeline import correlate_raw, scan_paths
from firstfault.synthetic import write_job

#: Matches the default job yields (4,096 ranks, 19 extra groups, seed 1): checked every run.
EXPECTED_MATCHES = {(4096, 19): 101357}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", type=int, default=4096)
    ap.add_argument("--groups", type=int, default=19, help="extra process groups timing out per rank")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        truth = write_job(d, "cuda_oom", world_size=args.ranks, ranks_per_node=8, seed=args.seed, extra_groups=args.groups)
        t0 = time.perf_counter()
        scan = scan_paths([d], context_before=5, context_after=2)
        scan_s = time.perf_counter() - t0
    catalog = default_catalog()
    n = len(scan.raw.matches["signature_id"])
    times = []
    diag = None
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        diag = correlate_raw(scan.raw, catalog)[0]
        times.append(time.perf_counter() - t0)
    ok = diag.initiator_rank == truth.initiator_rank and diag.category == truth.category
    expected = EXPECTED_MATCHES.get((args.ranks, args.groups)) if args.seed == 1 else None
    if expected is not None and n != expected:
        ok = False
    result = {
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "ranks": args.ranks,
        "matches": n,
        "expected_matches": expected,
        "scan_s": round(scan_s, 3),
        "correlate_s_median": round(statistics.median(times), 3),
        "correlate_s_min": round(min(times), 3),
        "verdict": {"initiator_rank": diag.initiator_rank, "category": diag.category, "confidence": diag.confidence},
        "truth": {"initiator_rank": truth.initiator_rank, "category": truth.category},
        "correct": ok,
    }
    print(json.dumps(result, indent=2))
    out = os.path.join(os.path.dirname(__file__), "results", f"{result['date'][:10]}-correlation.json")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        json.dump(result, f, indent=2)
    print(f"wrote {out}", file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
