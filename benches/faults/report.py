#!/usr/bin/env python3
"""Accuracy of firstfault on the recorded fault corpus, next to torchrun's own
"Root Cause (first observed failure)" summary on the same jobs.

    python3 benches/faults/report.py                      # main corpus + held-out totals
    python3 benches/faults/report.py --write-readme       # also refresh the README table
    python3 benches/faults/report.py --ff /work/venv/bin/firstfault --json out.json

Per fault kind, launch style and world size: jobs, category accuracy and initiator
accuracy of firstfault ("right" as ../shared/tools/score-cases defines it), and the
initiator accuracy of torchrun's summary where the job printed one (with how many
printed one). The held-out set is reported as totals and per held-out cell only (no
case names, no log text).
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures as cf
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import extract  # noqa: E402
import logtext  # noqa: E402
import scoring  # noqa: E402

README = os.path.join(HERE, "README.md")
BEGIN, END = "<!-- accuracy-table:begin -->", "<!-- accuracy-table:end -->"


def find_ff() -> str:
    """The firstfault executable: on PATH, else the project's test venv."""
    return shutil.which("firstfault") or "/work/venv/bin/firstfault"


def scan(ff: str, case: str) -> dict:
    """Scan one case's logs; returns the case's truth, score and torchrun's pick."""
    truth = json.load(open(os.path.join(case, "truth.json")))
    p = subprocess.run([ff, "scan", os.path.join(case, "logs"), "--format", "json", "-q"], capture_output=True, text=True, timeout=600)
    d = scoring.verdict(p.stdout)
    s = scoring.score(truth, d, p.returncode)
    pick = logtext.torchrun_pick(logtext.root_causes(os.path.join(case, "logs")))
    return {"case": os.path.basename(case), "truth": truth, "score": s, "torchrun_rank": pick,
            "torchrun_ok": scoring.torchrun_initiator_ok(truth, pick),
            "got": [d.get("status"), d.get("category"), d.get("initiator_rank"), d.get("initiator_node")],
            "verdict_score": d.get("score"), "verdict_confidence": d.get("confidence")}


def _pct(a: int, b: int) -> str:
    return "-" if b == 0 else f"{100.0 * a / b:.0f}%"


def table(rows: list[dict], key: str, title: str) -> list[str]:
    """Markdown rows grouped by ``key`` (a truth field)."""
    groups = collections.defaultdict(list)
    for r in rows:
        groups[r["truth"][key]].append(r)
    out = [f"| {title} | jobs | healthy | category | initiator | both | torchrun printed | torchrun initiator |",
           "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for k in sorted(groups, key=lambda x: (str(type(x)), x)):
        out.append(_line(str(k), groups[k]))
    out.append(_line("**all**", rows))
    return out


def _line(label: str, rs: list[dict]) -> str:
    n = len(rs)
    h = sum(r["score"]["healthy"] for r in rs)
    cat = sum(r["score"]["category"] for r in rs)
    ini = sum(r["score"]["initiator"] for r in rs)
    ok = sum(r["score"]["ok"] for r in rs)
    failed = [r for r in rs if not r["score"]["healthy"]]
    printed = [r for r in failed if r["torchrun_ok"] is not None]
    tr_ok = sum(bool(r["torchrun_ok"]) for r in printed)
    return (f"| {label} | {n} | {h} | {_pct(cat, n)} | {_pct(ini, n)} | {_pct(ok, n)} | "
            f"{len(printed)}/{len(failed)} | {_pct(tr_ok, len(printed))} |")


def summary(rows: list[dict]) -> dict:
    """Overall numbers: accuracies over all jobs, false alarms on healthy ones."""
    n = len(rows)
    healthy = [r for r in rows if r["score"]["healthy"]]
    failed = [r for r in rows if not r["score"]["healthy"]]
    printed = [r for r in failed if r["torchrun_ok"] is not None]
    return {"jobs": n, "category": sum(r["score"]["category"] for r in rows) / max(1, n),
            "initiator": sum(r["score"]["initiator"] for r in rows) / max(1, n),
            "both": sum(r["score"]["ok"] for r in rows) / max(1, n),
            "among_suspects": sum(r["score"]["among_suspects"] for r in rows) / max(1, n),
            "healthy": len(healthy), "false_alarms": sum(not r["score"]["ok"] for r in healthy),
            "missed": sum(not r["score"]["detected"] for r in failed),
            "torchrun_printed": len(printed), "torchrun_failed_jobs": len(failed),
            "torchrun_initiator": sum(bool(r["torchrun_ok"]) for r in printed) / max(1, len(printed)),
            "torchrun_initiator_over_failed": sum(bool(r["torchrun_ok"]) for r in printed) / max(1, len(failed))}


def render(main_rows: list[dict], held_rows: list[dict], ff_version: str) -> str:
    """The README section: overall lines, then per kind, per style, per world size."""
    s = summary(main_rows)
    lines = [f"Measured {datetime.date.today().isoformat()} with firstfault {ff_version} "
             f"(`python3 benches/faults/report.py`).", "",
             f"**Main corpus** ({s['jobs']} jobs, {s['healthy']} healthy): category {s['category']:.1%}, "
             f"initiator {s['initiator']:.1%}, both {s['both']:.1%}; false alarms {s['false_alarms']}/{s['healthy']}; "
             f"failures reported healthy {s['missed']}; the initiator named or among the suspects a verdict "
             f"names when the logs cannot choose {s['among_suspects']:.1%}. torchrun's Root Cause block was printed in "
             f"{s['torchrun_printed']}/{s['torchrun_failed_jobs']} failed jobs and named the initiator in "
             f"{s['torchrun_initiator']:.1%} of those ({s['torchrun_initiator_over_failed']:.1%} of all failed jobs)."]
    if held_rows:
        h = summary(held_rows)
        lines += ["", f"**Held-out set** ({h['jobs']} jobs: style accelerate, kinds sigabrt and hang_in_dataloader; "
                      f"aggregate only): category {h['category']:.1%}, initiator {h['initiator']:.1%}, both {h['both']:.1%}; "
                      f"false alarms {h['false_alarms']}/{h['healthy']}; torchrun named the initiator in "
                      f"{h['torchrun_initiator']:.1%} of the {h['torchrun_printed']} failed jobs that printed a summary."]
    lines += ["", "Columns: category / initiator / both are firstfault's accuracy over all jobs of the row (a healthy "
              "job counts as right when firstfault reports no failure and exits 0); torchrun columns cover failed jobs only.",
              "", "By fault kind (main corpus):", ""] + table(main_rows, "fault_kind", "fault kind")
    lines += ["", "By launch style (main corpus):", ""] + table(main_rows, "launch_style", "launch style")
    lines += ["", "By world size (main corpus):", ""] + table(main_rows, "world_size", "world size")
    if held_rows:
        lines += ["", "Held-out set by cell (aggregate only):", ""] + table(
            [dict(r, truth=dict(r["truth"], cell=("style accelerate" if r["truth"]["launch_style"] == "accelerate" else f"kind {r['truth']['fault_kind']}")))
             for r in held_rows], "cell", "held-out cell")
    return "\n".join(lines)


def run(ff: str, which: str, jobs: int = 2) -> list[dict]:
    """Extract one set into a temporary directory and scan every case (``jobs`` at a time)."""
    with tempfile.TemporaryDirectory(prefix="faultcases-") as tmp:
        cases = extract.extract(tmp, which)
        with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
            return list(ex.map(lambda c: scan(ff, c), cases))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ff", default=find_ff())
    ap.add_argument("--json", help="write every job's score here (main corpus and held-out)")
    ap.add_argument("--write-readme", action="store_true")
    ap.add_argument("--wrong", action="store_true", help="list the main corpus's wrong jobs (never the held-out's)")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args(argv)
    version = subprocess.run([a.ff, "--version"], capture_output=True, text=True).stdout.strip().split()[-1:] or ["?"]
    main_rows = run(a.ff, "corpus", a.jobs)
    held_rows = run(a.ff, "heldout", a.jobs)
    text = render(main_rows, held_rows, version[0])
    print(text)
    if a.wrong:
        for r in main_rows:
            if not r["score"]["ok"]:
                t = r["truth"]
                print(f"wrong {r['case']:45} got={r['got']} truth={[t['status'], t['category'], t['initiator_rank'], t['initiator_node']]}")
    if a.json:
        json.dump({"main": [{k: v for k, v in r.items() if k != "truth"} | {"truth": {k: r["truth"][k] for k in ("status", "category", "initiator_rank", "initiator_node", "fault_kind", "launch_style", "world_size")}} for r in main_rows],
                   "heldout_summary": summary(held_rows)}, open(a.json, "w"), indent=1)
    if a.write_readme:
        doc = open(README).read()
        i, j = doc.index(BEGIN) + len(BEGIN), doc.index(END)
        open(README, "w").write(doc[:i] + "\n" + text + "\n" + doc[j:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
