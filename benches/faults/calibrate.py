#!/usr/bin/env python3
"""Refit firstfault's confidence (``python/firstfault/correlate/calibration.json``) and
print its reliability on every labelled set.

    python3 benches/faults/calibrate.py            # refit, write the fit and the README table
    python3 benches/faults/calibrate.py --check    # only print the reliability of the shipped fit

The fit: every job whose verdict reports a failure (failed or hung), from the main fault
corpus (``benches/faults/corpus``), the end-to-end cases (``tests/cases``) and the real
development set (``benches/realdev``: real logs, where the rules are right less often
than on generated ones, so that stated confidence holds on real logs too); "right"
is category and initiator both right, as ``../shared/tools/score-cases`` scores them
(``scoring.py``). The isotonic fit of right on the verdict's ``score``
(``calibration.isotonic``) becomes the map from score to confidence. The held-out fault
jobs and the blind real failures (``benches/heldout/real``) are never fitted on: their
rows of the reliability table say how the stated confidence holds on logs the fit did
not see. Run by the interpreter firstfault is installed in (``--ff``: its command, default on
PATH); then reinstall, so that the package carries the new fit.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import report  # noqa: E402

#: The fit in the source tree (the installed package's copy is read at run time).
FIT = os.path.join(ROOT, "python", "firstfault", "correlate", "calibration.json")


def _source_calibration():
    """The source tree's ``calibration`` module (stdlib only), not the installed one: the
    fit is the source's, the scores come from the installed command."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("ff_calibration", FIT[: -len(".json")] + ".py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


calibration = _source_calibration()

README = os.path.join(HERE, "README.md")
BEGIN, END = "<!-- calibration-table:begin -->", "<!-- calibration-table:end -->"
#: Bins of stated confidence in the reliability table.
BINS = [(0.0, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)]


def case_dirs(root: str) -> list[str]:
    return sorted(os.path.join(root, c) for c in os.listdir(root) if os.path.isfile(os.path.join(root, c, "truth.json")))


def scan_dirs(ff: str, dirs: list[str], jobs: int = 2) -> list[dict]:
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        return list(ex.map(lambda c: report.scan(ff, c), dirs))


def points(rows: list[dict], key: str) -> list[tuple[float, bool]]:
    """``(value of key, right)`` for every row whose verdict reports a failure."""
    return [(r[key], r["score"]["ok"]) for r in rows if r.get(key) is not None and r["got"][0] not in (None, "healthy")]


def reliability(pts: list[tuple[float, bool]]) -> list[tuple[str, int, float, float]]:
    """Per bin of stated confidence: ``(bin, jobs, mean stated, observed accuracy)``."""
    out = []
    for lo, hi in BINS:
        inside = [(c, ok) for c, ok in pts if lo <= c < hi]
        if inside:
            out.append((f"{lo:.1f}-{min(hi, 1.0):.1f}", len(inside), sum(c for c, _ in inside) / len(inside), sum(ok for _, ok in inside) / len(inside)))
    return out


def table(sets: dict[str, list[tuple[float, bool]]]) -> str:
    lines = ["| set | stated confidence | jobs | mean stated | observed right |", "|---|---|---:|---:|---:|"]
    for name, pts in sets.items():
        for b, n, stated, seen in reliability(pts):
            lines.append(f"| {name} | {b} | {n} | {stated:.2f} | {seen:.2f} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ff", default=report.find_ff())
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--check", action="store_true", help="print the shipped fit's reliability; write nothing")
    args = ap.parse_args(argv)
    rows = {
        "fault corpus (fitted)": report.run(args.ff, "corpus", args.jobs),
        "end-to-end cases (fitted)": scan_dirs(args.ff, case_dirs(os.path.join(ROOT, "tests", "cases")), args.jobs),
        "real development set (fitted)": scan_dirs(args.ff, case_dirs(os.path.join(ROOT, "benches", "realdev")), args.jobs),
        "fault held-out": report.run(args.ff, "heldout", args.jobs),
        "blind real failures": scan_dirs(args.ff, case_dirs(os.path.join(ROOT, "benches", "heldout", "real")), args.jobs),
    }
    if not args.check:
        fit = [p for name, rs in rows.items() if "fitted" in name for p in points(rs, "verdict_score")]
        blocks = calibration.isotonic(fit)
        doc = {
            "fitted": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "command": "python3 benches/faults/calibrate.py",
            "jobs": len(fit),
            "blocks": blocks,
        }
        with open(FIT, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
        mapped = tuple((b["score_lo"], b["score_hi"], b["accuracy"]) for b in blocks)
        sets = {name: [(calibration.calibrated(s, mapped), ok) for s, ok in points(rs, "verdict_score")] for name, rs in rows.items()}
    else:
        sets = {name: points(rs, "verdict_confidence") for name, rs in rows.items()}
    text = table(sets)
    print(text)
    if not args.check:
        readme = open(README, encoding="utf-8").read()
        if BEGIN in readme and END in readme:
            head, rest = readme.split(BEGIN, 1)
            readme = head + BEGIN + "\n" + text + "\n" + END + rest.split(END, 1)[1]
            open(README, "w", encoding="utf-8").write(readme)
        print(f"wrote {FIT} ({len(blocks)} blocks from {len(fit)} jobs); reinstall to ship it", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
