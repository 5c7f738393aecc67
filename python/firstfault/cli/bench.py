"""``firstfault bench``: throughput of the full pipeline on generated logs.

Generated logs of any size (``--bytes 1T``) stream from the native generator straight
into the scanner (never to disk), then through attribution, context and correlation.
Prints throughput (GB/s, lines/s), matches/s, peak RSS, and the matches found against
the matches the injected failure lines must produce. Exit status: 0 exact (or, with a
warning and 'NOT CHECKED', nothing was injected), 1 the counts or contexts differ (a
fast wrong answer is a failure), 2 usage error or a file that cannot be written.
``--write PATH`` writes a generated file instead (plain, ``.gz`` or ``.zst``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from firstfault.cli import add_catalog_options, load_catalog_for
from firstfault.errors import UsageError


def add_parser(sub: "argparse._SubParsersAction") -> None:
    p = sub.add_parser(
        "bench",
        help="measure throughput on generated logs (and check the answer)",
        description=__doc__.split("\n\n", 1)[1] if __doc__ else None,
    )
    p.add_argument("--bytes", default="1G", metavar="SIZE", help="bytes to generate and scan: 2G, 100G, 1T (powers of 1024; default 1G)")
    p.add_argument("--threads", type=int, default=0, help="worker threads generating and scanning, at most 1024 (default 0: one per core)")
    p.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    p.add_argument("--ranks", type=int, default=16, help="ranks (streams) per job (default 16)")
    p.add_argument("--nodes", type=int, default=2, help="nodes per job (default 2)")
    p.add_argument(
        "--job-bytes",
        default="512M",
        metavar="SIZE",
        help="bytes per job, all ranks together (default 512M: the size a 1G run with two threads is cut into, so runs of 1G and more compare equal jobs)",
    )
    p.add_argument("--chunk-bytes", default="1M", metavar="SIZE", help="bytes fed per call per stream (default 1M)")
    p.add_argument("--inject-every", default="8M", metavar="SIZE", help="mean bytes between injected failure lines of a stream (default 8M; the first at a random offset below it)")
    p.add_argument(
        "--mix",
        metavar="KIND=W,...",
        help="weights of background line kinds, e.g. step=8,nccl=25,megatron=2,tqdm=1,warning=10,json=14,kernel=10,info=30",
    )
    p.add_argument("--long-line-ratio", type=float, default=0.0005, help="share of long lines (default 0.0005)")
    p.add_argument("--long-line-bytes", default="8K", metavar="SIZE", help="length of a long line (default 8K)")
    p.add_argument("--context-before", type=int, default=100, metavar="N", help="lines kept before each match (default 100)")
    p.add_argument("--context-after", type=int, default=10, metavar="N", help="lines kept after each match (default 10)")
    p.add_argument("--no-correlate", action="store_true", help="scan only (skip the per-job correlation)")
    add_catalog_options(p)
    p.add_argument("--format", choices=("text", "json"), default="text", help="stdout format (default text)")
    p.add_argument("--output", metavar="PATH", help="also write the result as JSON to PATH")
    p.add_argument("--write", metavar="PATH", help="write a generated file instead of benchmarking (.gz / .zst compress)")
    p.add_argument("--stream", type=int, default=0, help="with --write: which stream of the generator (default 0)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def _mix(text: str | None) -> dict | None:
    if not text:
        return None
    out = {}
    for part in text.split(","):
        k, sep, v = part.partition("=")
        if not sep or not v.strip().isdigit():
            raise UsageError(f"--mix: expected KIND=WEIGHT, got {part!r}")
        out[k.strip()] = int(v)
    return out


def _progress_printer(quiet: bool):
    if quiet or not sys.stderr.isatty():
        return None
    from firstfault.bench import format_size

    def show(done: int, total: int, res) -> None:
        frac = min(1.0, done / total) if total else 1.0
        rate = done / res.wall_s / 1e9 if res.wall_s else 0.0
        eta = (total - done) / (done / res.wall_s) if done and res.wall_s else 0.0
        width = 30
        bar = "#" * int(frac * width) + "-" * (width - int(frac * width))
        sys.stderr.write(
            f"\r[{bar}] {format_size(done)} / {format_size(total)}  {rate:5.2f} GB/s  "
            f"matches {res.matches}  ETA {int(eta) // 60}:{int(eta) % 60:02d} "
        )
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return show


def _write_file(args, catalog) -> int:
    from firstfault import _core
    from firstfault.bench import format_size, injections_from_catalog, parse_size

    path = args.write
    comp = "gzip" if path.endswith(".gz") else "zstd" if path.endswith(".zst") else "none"
    scanner = catalog.scanner()
    inj = injections_from_catalog(catalog, scanner)
    gen = {
        "seed": args.seed,
        "ranks": args.ranks,
        "nodes": args.nodes,
        "inject_every_bytes": parse_size(args.inject_every),
        "injections": [i.line for i in inj],
        "long_line_ratio": args.long_line_ratio,
        "long_line_bytes": parse_size(args.long_line_bytes),
    }
    mix = _mix(args.mix)
    if mix:
        gen["mix"] = mix
    t = time.perf_counter()
    try:
        stats = _core.generate_file(path, parse_size(args.bytes), compression=comp, stream=args.stream, gen=gen)
    except (ValueError, OSError) as e:
        raise UsageError(str(e)) from None
    el = time.perf_counter() - t
    expected: dict[str, int] = {}
    for i, n in enumerate(stats["injected"]):
        for sid in inj[i].expected:
            expected[sid] = expected.get(sid, 0) + n
    doc = {
        "path": path,
        "compression": comp,
        "bytes": stats["bytes"],
        "lines": stats["lines"],
        "injected_lines": sum(stats["injected"]),
        "expected_matches": sum(expected.values()),
        "expected_by_signature": expected,
        "seconds": el,
    }
    if args.format == "json":
        print(json.dumps(doc, indent=2))
    else:
        print(
            f"wrote {path}: {format_size(stats['bytes'])} ({stats['lines']} lines, {comp}) in {el:.1f} s; "
            f"{doc['injected_lines']} injected failure lines -> {doc['expected_matches']} expected matches"
        )
    if args.output:
        with open(args.output, "w") as f:
            json.dump(doc, f, indent=2)
    return 0


def _check(args: argparse.Namespace) -> None:
    """Ranges of the generator's and scanner's settings.

    Raises:
        UsageError: a value out of range (named).
    """
    from firstfault.bench import parse_size

    ints = {
        "--threads": (args.threads, 0, 1024),
        "--seed": (args.seed, 0, (1 << 64) - 1),
        "--ranks": (args.ranks, 1, 1 << 20),
        "--nodes": (args.nodes, 1, 1 << 20),
        "--stream": (args.stream, 0, 1 << 20),
        "--context-before": (args.context_before, 0, 10_000),
        "--context-after": (args.context_after, 0, 10_000),
    }
    for flag, (v, lo, hi) in ints.items():
        if not lo <= v <= hi:
            raise UsageError(f"{flag} must be between {lo} and {hi}")
    if not 0.0 <= args.long_line_ratio <= 1.0:
        raise UsageError("--long-line-ratio must be between 0 and 1")
    sizes = {
        "--chunk-bytes": (args.chunk_bytes, 4 << 10, 1 << 30),
        "--long-line-bytes": (args.long_line_bytes, 1, 64 << 20),
        "--inject-every": (args.inject_every, 1 << 10, 1 << 50),
        "--job-bytes": (args.job_bytes, 1 << 20, 1 << 50),
    }
    for flag, (text, lo, hi) in sizes.items():
        try:
            v = parse_size(text)
        except ValueError as e:
            raise UsageError(f"{flag}: {e}") from None
        if not lo <= v <= hi:
            raise UsageError(f"{flag} must be between {lo} and {hi} bytes")


def run(args: argparse.Namespace) -> int:
    from firstfault.bench import format_size, parse_size, run_bench

    _check(args)
    catalog = load_catalog_for(args)
    if args.write:
        return _write_file(args, catalog)
    threads = args.threads or os.cpu_count() or 1
    res = run_bench(
        parse_size(args.bytes),
        threads=threads,
        catalog=catalog,
        seed=args.seed,
        ranks=args.ranks,
        nodes=args.nodes,
        job_bytes=parse_size(args.job_bytes),
        chunk_bytes=parse_size(args.chunk_bytes),
        inject_every_bytes=parse_size(args.inject_every),
        mix=_mix(args.mix),
        long_line_ratio=args.long_line_ratio,
        long_line_bytes=parse_size(args.long_line_bytes),
        context_before=args.context_before,
        context_after=args.context_after,
        correlate=not args.no_correlate,
        on_progress=_progress_printer(args.quiet),
    )
    doc = res.to_dict()
    if not res.checked:
        per_stream = res.bytes // max(res.streams, 1)
        print(
            f"firstfault: warning: no failure line was injected ({format_size(res.bytes)} in {res.streams} streams of about "
            f"{format_size(per_stream)}, one injection per {args.inject_every} of a stream on average): the answer was not "
            "checked; use a larger --bytes, fewer --ranks or a smaller --inject-every",
            file=sys.stderr,
        )
    if args.output:
        with open(args.output, "w") as f:
            json.dump(doc, f, indent=2)
    if args.format == "json":
        print(json.dumps(doc, indent=2))
    else:
        w = res.wall_s or 1e-9
        per_thread = lambda s: res.bytes / s / 1e9 if s else 0.0  # noqa: E731
        print(f"catalog      {res.catalog_signatures} signatures, {res.catalog_literals} literals, {res.gates} gates")
        jobs = f"{res.jobs} job" + ("s" if res.jobs != 1 else "") + f" of up to {res.job_bytes // (1 << 20)} MiB"
        print(f"input        {format_size(res.bytes)} generated, {res.lines:,} lines, {jobs}, {res.streams} streams, seed {res.seed}")
        print(f"threads      {res.threads}")
        print(f"wall time    {res.wall_s:.2f} s")
        print(f"throughput   {res.gb_per_s:.2f} GB/s   {res.lines / w / 1e6:.2f} M lines/s   {res.matches / w:,.0f} matches/s")
        print(
            f"thread time  generator {per_thread(res.gen_thread_s):.2f} GB/s, scanner {per_thread(res.scan_thread_s):.2f} GB/s "
            f"(per thread), correlation {res.correlate_s:.2f} s for {res.diagnoses} diagnoses"
        )
        rss1 = f", after the first GiB {format_size(res.rss_after_first_gib)}" if res.rss_after_first_gib else ""
        print(f"memory       peak RSS {format_size(res.peak_rss_bytes)}{rss1}, at the end {format_size(res.rss_end_bytes)}")
        verdict = ("OK" if res.checked else "NOT CHECKED") if res.ok else "MISMATCH"
        print(f"answer       {verdict}: {res.matches} matches found, {res.expected_matches} expected from {res.injected_lines} injected failure lines; context errors {res.context_errors}")
        for sid, d in list(res.mismatches.items())[:20]:
            print(f"  {sid}: found {d['found']}, expected {d['expected']}")
    return 0 if res.ok else 1
