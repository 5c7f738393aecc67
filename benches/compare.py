#!/usr/bin/env python3
"""Side by side: firstfault's scanner vs ripgrep, grep and Hyperscan on the same file.

Generates a seeded log file (default 2 GiB, plus a second file for the two-thread
runs, and .gz / .zst copies), keeps it in the page cache, and times:

- the raw read rate (`cat > /dev/null`) and `wc -l`;
- `rg -F -f <anchors> --count` and `grep -F -f <anchors> -c`, with all the catalog's
  anchor literals and with the 64 most selective ones (fewest occurrences in the
  file), one file on one thread and two files on two threads;
- Hyperscan (python `hyperscan`) in block and stream mode on all anchors;
- firstfault's native scanner alone (`Scanner.scan_files`, GIL released) and
  `firstfault scan` end to end (attribution, context, correlation), one thread / one
  file and two threads / two files;
- `.gz` and `.zst`: firstfault vs `pigz -dc`, `gzip -dc`, `zstd -dc` alone and
  `zcat | rg`, `zstdcat | rg`;
- the fixed costs, in seconds: the interpreter's start-up (`python -c pass`, the
  interpreter of the `firstfault` command) and `firstfault scan` of a one-line file,
  and per round the end-to-end scan's time less the native scan's.

Each figure is the median of --repeat rounds; in each round every measurement runs
once, in an order that rotates from round to round, and each target is the median over
rounds of the ratio within a round (this machine is shared: its speed moves by up to 2x
within minutes, so back-to-back repeats of one tool would compare different spells).
Every firstfault run must find exactly the matches the injected failure lines produce
(a fast wrong answer fails the run).
Prints each throughput, the ratios to firstfault and the issue's targets, and writes
benches/results/<date>-<HHMM>-compare.json and .md (UTC). Installs ripgrep, pigz and zstd from
Debian packages (apt-get) and `hyperscan` from PyPI when they are missing.

Usage: python benches/compare.py [--bytes 2G] [--repeat 3] [--dir /tmp/firstfault-compare]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benches" / "results"



def firstfault_command() -> str:
    """The `firstfault` console script installed for this interpreter (what `pip install .`
    put in its scripts directory), else `python -m firstfault`. Not the first `firstfault`
    on PATH: a version manager's shim there (pyenv's is a bash script) adds about 60 ms
    to every run, which is the environment's start-up, not firstfault's."""
    import sysconfig

    script = Path(sysconfig.get_path("scripts")) / "firstfault"
    return str(script) if script.is_file() and os.access(script, os.X_OK) else f"{sys.executable} -m firstfault"

def compile_bytecode(interpreter: str) -> None:
    """Write the bytecode of the firstfault package being timed, as `pip install .` does
    when it installs it. An editable install (`pip install -e .`) run with
    PYTHONDONTWRITEBYTECODE set, as on the benchmark machine, would otherwise compile
    firstfault's own sources in every run (about 20 to 40 ms of each end-to-end scan,
    on two threads), which no installed copy does. Best effort: a read-only tree is
    timed as it is."""
    import firstfault

    sh(f"{interpreter} -m compileall -q {Path(firstfault.__file__).parent}", check=False)


def interpreter_of(command: str) -> str:
    """The Python interpreter a `firstfault` command runs under: the `#!` line of the
    console script, or the interpreter of `python -m firstfault`."""
    exe = command.split()[0]
    if exe == sys.executable:
        return exe
    try:
        first = Path(exe).read_text(errors="replace").split("\n", 1)[0]
    except OSError:
        return sys.executable
    return first[2:].strip() if first.startswith("#!") else sys.executable


def sh(cmd: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, shell=True, check=check, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, executable="/bin/bash")


def ensure_tools() -> None:
    missing = [pkg for tool, pkg in (("rg", "ripgrep"), ("pigz", "pigz"), ("zstd", "zstd"), ("grep", "grep")) if not shutil.which(tool)]
    if missing:
        print(f"installing {' '.join(missing)} (apt-get)", file=sys.stderr)
        sudo = "" if os.geteuid() == 0 else "sudo "
        sh(f"{sudo}apt-get update -qq && {sudo}apt-get install -y -qq {' '.join(missing)}", check=False)
    try:
        import hyperscan  # noqa: F401
    except ImportError:
        print("installing hyperscan (pip)", file=sys.stderr)
        sh(f"{sys.executable} -m pip install -q hyperscan", check=False)


def steal_seconds():
    """CPU time the hypervisor gave to others while this VM's CPUs wanted it (the
    `steal` column of /proc/stat's `cpu` line, all CPUs, in seconds), or None where it
    cannot be read. A measurement that saw steal ran on fewer cores than it asked for."""
    try:
        with open("/proc/stat") as f:
            fields = f.readline().split()
        return int(fields[8]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def timed(fn, repeat: int) -> tuple[float, object]:
    """Median wall time of `fn()` over `repeat` runs, and the last result."""
    times, out = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def source_revision() -> str:
    """The commit of this checkout (``git describe --always --dirty``: a ``-dirty``
    suffix when files differ from it), or "unknown" outside a git checkout. The installed
    package is what is timed: install from this checkout before a run."""
    r = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=10"], cwd=Path(__file__).resolve().parent, capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 and r.stdout.strip() else "unknown"


def machine() -> dict:
    cpu = ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    rg = sh("rg --version", check=False).stdout.split("\n")[0]
    return {"cpu": cpu, "cores": os.cpu_count(), "memory_gib": round(mem / 2**30, 1), "kernel": platform.release(), "python": platform.python_version(), "ripgrep": rg, "load_avg": os.getloadavg()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bytes", default="2G", help="size of each generated file (default 2G)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement; the median counts (default 3)")
    ap.add_argument("--dir", default="/tmp/firstfault-compare", help="where the generated files go")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--skip-compressed", action="store_true", help="skip the .gz / .zst rows")
    ap.add_argument("--keep", action="store_true", help="keep the generated files")
    args = ap.parse_args()

    ensure_tools()
    compile_bytecode(interpreter_of(firstfault_command()))
    from firstfault import _core
    from firstfault.bench import format_size, injections_from_catalog, parse_size
    from firstfault.catalog import default_catalog

    size = parse_size(args.bytes)
    work = Path(args.dir)
    work.mkdir(parents=True, exist_ok=True)
    cat = default_catalog()
    scanner = cat.scanner()
    inj = injections_from_catalog(cat, scanner)
    gen = {"seed": args.seed, "injections": [i.line for i in inj]}

    # 1. Files (regenerated when the size, seed or catalog changed).
    files = [work / "gen-a.log", work / "gen-b.log"]
    meta_path = work / "meta.json"
    want_meta = {"bytes": size, "seed": args.seed, "injections": len(inj), "catalog": len(cat), "generator": 1}
    meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
    if meta.get("key") != want_meta or not all(f.exists() for f in files):
        stats = []
        for i, f in enumerate(files):
            print(f"generating {f} ({format_size(size)})", file=sys.stderr)
            stats.append(_core.generate_file(str(f), size, stream=i, gen=gen))
        for f in (work / "gen-a.log.gz", work / "gen-a.log.zst"):
            f.unlink(missing_ok=True)
        meta = {"key": want_meta, "stats": stats}
        meta_path.write_text(json.dumps(meta))
    stats = meta["stats"]
    expected = []
    for st in stats:
        exp: dict[str, int] = {}
        for i, n in enumerate(st["injected"]):
            for sid in inj[i].expected:
                if n:
                    exp[sid] = exp.get(sid, 0) + n
        expected.append(exp)
    a, b = files
    gz, zst = Path(f"{a}.gz"), Path(f"{a}.zst")
    if not args.skip_compressed:
        if not gz.exists():
            print("compressing .gz (pigz -6)", file=sys.stderr)
            sh(f"pigz -6 -k -c {a} > {gz}")
        if not zst.exists():
            print("compressing .zst (zstd -3)", file=sys.stderr)
            sh(f"zstd -q -3 -T0 -c {a} > {zst}")

    # 2. Anchor literal lists.
    literals = sorted({p for s in cat.signatures for p in s.patterns})
    all_txt = work / "anchors-all.txt"
    all_txt.write_text("\n".join(literals) + "\n")
    with open(a, "rb") as f:
        sample = f.read(256 << 20)
    counts = sorted((sample.count(lit.encode()), lit) for lit in literals)
    top64 = [lit for _, lit in counts[:64]]
    top_txt = work / "anchors-top64.txt"
    top_txt.write_text("\n".join(top64) + "\n")
    del sample

    one_line = work / "one-line.log"
    one_line.write_text("INFO starting\n")

    # Page cache.
    for f in files + ([gz, zst] if not args.skip_compressed else []):
        sh(f"cat {f} > /dev/null")

    # 3. What is measured: (name, bytes, run). Every measurement runs once per round and
    # the rounds are interleaved (the order rotates each round), so that a slow spell of
    # this shared machine (its speed moves by up to 2x within minutes) falls on every
    # tool alike; a target is the median over rounds of the ratio within each round.
    measures: list[tuple[str, int, object]] = []
    commands: dict[str, str] = {}

    def shell(name: str, cmd: str, nbytes: int) -> None:
        commands[name] = cmd
        measures.append((name, nbytes, lambda: sh(cmd, check=False)))

    n1, n2 = a.stat().st_size, a.stat().st_size + b.stat().st_size
    R = args.repeat

    # Fixed costs (seconds, no bytes): what any run of the command pays whatever its input.
    fixed = ("python -c pass (interpreter start-up)", "firstfault scan of a one-line file")
    shell(fixed[0], f"{interpreter_of(firstfault_command())} -c pass", 0)
    shell(fixed[1], f"{firstfault_command()} scan {one_line} -q --format json > /dev/null", 0)
    shell("cat > /dev/null (raw read)", f"cat {a} > /dev/null", n1)
    shell("wc -l", f"wc -l {a}", n1)
    shell("rg -F -f top64 --count, 1 file, 1 thread", f"rg -j1 -F -f {top_txt} --count {a}", n1)
    shell("rg -F -f all --count, 1 file, 1 thread", f"rg -j1 -F -f {all_txt} --count {a}", n1)
    shell("rg -F -f top64 --count, 2 files, 2 threads", f"rg -j2 -F -f {top_txt} --count {a} {b}", n2)
    shell("rg -F -f all --count, 2 files, 2 threads", f"rg -j2 -F -f {all_txt} --count {a} {b}", n2)
    shell("grep -F -f top64 -c, 1 file", f"grep -F -f {top_txt} -c {a}", n1)
    shell("grep -F -f all -c, 1 file", f"grep -F -f {all_txt} -c {a}", n1)

    # Hyperscan on all anchors (one report per pattern per scan: SINGLEMATCH keeps the
    # Python callback out of the measurement).
    try:
        import hyperscan

        exprs = [b"".join(b"\\x%02x" % c for c in lit.encode()) for lit in literals]
        flags = [hyperscan.HS_FLAG_SINGLEMATCH] * len(exprs)
        ids = list(range(len(exprs)))
        for mode_name, mode in (("block", hyperscan.HS_MODE_BLOCK), ("stream", hyperscan.HS_MODE_STREAM)):
            db = hyperscan.Database(mode=mode)
            db.compile(expressions=exprs, ids=ids, flags=flags)

            def run_hs(db=db, mode_name=mode_name):
                seen = set()

                def cb(pid, start, end, fl, ctx):
                    seen.add(pid)
                    return 0

                with open(a, "rb") as f:
                    if mode_name == "stream":
                        with db.stream(match_event_handler=cb) as s:
                            while True:
                                chunk = f.read(4 << 20)
                                if not chunk:
                                    break
                                s.scan(chunk)
                    else:
                        while True:
                            chunk = f.read(64 << 20)
                            if not chunk:
                                break
                            db.scan(chunk, match_event_handler=cb)
                return len(seen)

            measures.append((f"Hyperscan {mode_name} mode, all anchors, 1 thread", n1, run_hs))
    except Exception as e:  # noqa: BLE001 - a missing optional comparison is reported, not fatal
        print(f"hyperscan skipped: {e}", file=sys.stderr)

    # firstfault: the native scanner alone (answers checked), and `firstfault scan` end to end.
    def ff_native(paths, threads):
        return lambda: scanner.scan_files([{"path": str(p)} for p in paths], threads=threads)

    checked: dict[str, list] = {}
    for name, paths, threads, exps, nbytes in (
        ("firstfault scanner (native), 1 file, 1 thread", [a], 1, expected[:1], n1),
        ("firstfault scanner (native), 2 files, 2 threads", [a, b], 2, expected, n2),
    ):
        measures.append((name, nbytes, ff_native(paths, threads)))
        checked[name] = exps
    for name, paths, threads, nbytes in (
        ("firstfault scan (end to end), 1 file, 1 thread", [a], 1, n1),
        ("firstfault scan (end to end), 2 files, 2 threads", [a, b], 2, n2),
    ):
        shell(name, f"{firstfault_command()} scan {' '.join(map(str, paths))} --threads {threads} -q --format json > /dev/null", nbytes)

    if not args.skip_compressed:
        for name, path, exps in (("firstfault scanner, .gz, 1 thread", gz, expected[:1]), ("firstfault scanner, .zst, 1 thread", zst, expected[:1])):
            measures.append((name, n1, ff_native([path], 1)))
            checked[name] = exps
        shell("pigz -dc > /dev/null", f"pigz -dc {gz} > /dev/null", n1)
        shell("pigz -p1 -dc > /dev/null (one core)", f"pigz -p 1 -dc {gz} > /dev/null", n1)
        shell("gzip -dc > /dev/null", f"gzip -dc {gz} > /dev/null", n1)
        shell("zcat | rg -F -f all --count", f"zcat {gz} | rg -F -f {all_txt} --count", n1)
        shell("zstd -dc > /dev/null", f"zstd -q -dc {zst} > /dev/null", n1)
        shell("zstdcat | rg -F -f all --count", f"zstdcat -q {zst} | rg -F -f {all_txt} --count", n1)

    def check(res, exps, name):
        found: dict[str, int] = {}
        for sid in res["matches"]["signature_id"]:
            found[sid] = found.get(sid, 0) + 1
        want: dict[str, int] = {}
        for e in exps:
            for k, v in e.items():
                want[k] = want.get(k, 0) + v
        ok = found == want
        if not ok:
            bad = {k: (found.get(k, 0), want.get(k, 0)) for k in set(found) | set(want) if found.get(k, 0) != want.get(k, 0)}
            print(f"WRONG ANSWER in {name}: (found, expected) {bad}", file=sys.stderr)
        return ok, sum(found.values())

    secs: dict[str, list[float]] = {name: [] for name, _, _ in measures}
    steal: dict[str, list[float]] = {name: [] for name, _, _ in measures}
    last: dict[str, object] = {}
    exact = True
    for r in range(R):
        k = r % len(measures)
        for name, nbytes, run in measures[k:] + measures[:k]:
            s0 = steal_seconds()
            t = time.perf_counter()
            out = run()
            secs[name].append(time.perf_counter() - t)
            s1 = steal_seconds()
            steal[name].append(round(s1 - s0, 3) if s0 is not None and s1 is not None else None)
            if name in checked:
                ok, _ = check(out, checked[name], name)
                exact &= ok
            last[name] = out
        print(f"round {r + 1} of {R} done", file=sys.stderr)

    rows: dict[str, dict] = {}
    for name, nbytes, _ in measures:
        med = statistics.median(secs[name])
        if not nbytes:
            print(f"{name:58s} {med:7.3f} s", file=sys.stderr)
            continue
        row = {"gb_per_s": nbytes / med / 1e9, "seconds": med, "seconds_per_round": secs[name], "steal_s_per_round": steal[name], "bytes": nbytes}
        if name in commands:
            row["command"] = commands[name]
            row["output"] = last[name].stdout.strip()[:200]
        if name in checked:
            row["exact"], row["matches"] = check(last[name], checked[name], name)
        rows[name] = row
        print(f"{name:58s} {row['gb_per_s']:7.2f} GB/s", file=sys.stderr)

    # 5. Ratios and targets: per round, x's rate over y's, then the median over rounds.
    def r(x: str, y: str):
        if x in rows and y in rows:
            return statistics.median(sy / sx for sx, sy in zip(secs[x], secs[y])) * rows[x]["bytes"] / rows[y]["bytes"]
        return None

    e2e1 = "firstfault scan (end to end), 1 file, 1 thread"
    nat1 = "firstfault scanner (native), 1 file, 1 thread"
    nat2 = "firstfault scanner (native), 2 files, 2 threads"
    targets = [
        ("scan 1 thread >= 1.0x rg -F top64", r(e2e1, "rg -F -f top64 --count, 1 file, 1 thread"), 1.0),
        ("scan 1 thread >= 4x rg -F all anchors", r(e2e1, "rg -F -f all --count, 1 file, 1 thread"), 4.0),
        ("scan 1 thread >= 1.0x Hyperscan stream, all anchors", r(e2e1, "Hyperscan stream mode, all anchors, 1 thread"), 1.0),
        ("scan end to end >= 0.9x native scanner", r(e2e1, nat1), 0.9),
        ("2 threads on 2 files >= 1.7x 1 thread", r(nat2, nat1), 1.7),
        (".gz 1 thread >= 1.0x pigz -dc", r("firstfault scanner, .gz, 1 thread", "pigz -dc > /dev/null"), 1.0),
        (".zst 1 thread >= 0.9x zstd -dc", r("firstfault scanner, .zst, 1 thread", "zstd -dc > /dev/null"), 0.9),
    ]
    fixed_s = {name: statistics.median(secs[name]) for name in fixed}
    if e2e1 in secs and nat1 in secs:
        fixed_s["firstfault scan (end to end) less the native scan, same file and round"] = statistics.median(x - y for x, y in zip(secs[e2e1], secs[nat1]))
    now = dt.datetime.now(dt.timezone.utc)
    date = now.date().isoformat()
    # One file per run (a second run on the same day must not overwrite the first).
    stem = f"{date}-{now:%H%M}-compare"
    doc = {
        "date": date,
        "time_utc": f"{now:%H:%M}",
        "machine": machine(),
        "revision": source_revision(),
        "file_bytes": n1,
        "seed": args.seed,
        "catalog": {"signatures": len(cat), "literals": len(literals), "gates": scanner.gate_count},
        "expected_matches_per_file": [sum(e.values()) for e in expected],
        "exact": exact,
        "rows": rows,
        "fixed_seconds": fixed_s,
        "targets": [{"target": t, "ratio": v, "needed": need, "met": (v is not None and v >= need)} for t, v, need in targets],
    }
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{stem}.json").write_text(json.dumps(doc, indent=2))
    ff_ref = rows.get(e2e1, rows.get(nat1, {})).get("gb_per_s")
    total_steal = sum(x for v in steal.values() for x in v if x is not None)
    lines = [
        f"# Side by side, {date} {now:%H:%M} UTC",
        "",
        f"Machine: {doc['machine']['cpu']}, {doc['machine']['cores']} cores, {doc['machine']['memory_gib']} GiB; {doc['machine']['ripgrep']}; load average at start {tuple(round(x, 2) for x in doc['machine']['load_avg'])}. Source: {doc['revision']}.",
        f"Input: {format_size(n1)} generated log per file (seed {args.seed}), page cache; catalog {len(cat)} signatures, {len(literals)} anchor literals ({scanner.gate_count} gates). Median of {R} interleaved rounds; targets are medians of per-round ratios.",
        f"Every firstfault run found exactly the expected matches: {'yes' if exact else 'NO'}.",
        f"Steal time (the hypervisor running others on this VM's CPUs) during the timed runs: {total_steal:.2f} s of CPU"
        + (f"; in the end-to-end 1-thread runs, per round: {', '.join(f'{x:.2f}' for x in rows[e2e1]['steal_s_per_round'])} s." if e2e1 in rows and None not in rows[e2e1]["steal_s_per_round"] else "."),
        "",
        "| what | GB/s | firstfault scan (1 thread) / this |",
        "|---|---:|---:|",
    ]
    for name, row in rows.items():
        ratio = f"{ff_ref / row['gb_per_s']:.2f}x" if ff_ref else ""
        cell = name.replace("|", "\\|")
        lines.append(f"| {cell} | {row['gb_per_s']:.2f} | {ratio} |")
    lines += ["", "| fixed cost | seconds |", "|---|---:|"]
    lines += [f"| {name} | {v:.3f} |" for name, v in fixed_s.items()]
    lines += ["", "| target | ratio | met |", "|---|---:|:---:|"]
    for t in doc["targets"]:
        lines.append(f"| {t['target']} | {t['ratio']:.3f} | {'yes' if t['met'] else 'no'} |" if t["ratio"] is not None else f"| {t['target']} | n/a | |")
    md = "\n".join(lines) + "\n"
    (RESULTS / f"{stem}.md").write_text(md)
    print(md)
    if not args.keep:
        for f in files + [gz, zst, meta_path, one_line]:
            f.unlink(missing_ok=True)
    return 0 if exact else 1


if __name__ == "__main__":
    sys.exit(main())
