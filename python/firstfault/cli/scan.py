"""``firstfault scan PATH...``: diagnose the jobs whose logs are at PATH."""

from __future__ import annotations

import argparse
import os
import re
import sys
from typing import Optional

from firstfault.cli import add_catalog_options, catalog_dirs, load_catalog_for
from firstfault.errors import UsageError
from firstfault.scanner_options import CompileOptions

#: The scanner's defaults (``rust/catalog/options.rs``), which the flags' defaults are.
SCAN = CompileOptions()


def add_parser(sub: "argparse._SubParsersAction") -> None:
    p = sub.add_parser(
        "scan",
        help="diagnose failed or hung jobs from their log files",
        description=(
            "Scan log files (plain, .gz, .zst), directories (recursive) and globs, or - for "
            "stdin, and print one diagnosis per job: root cause, initiating rank and node, "
            "evidence, fix and verification. Exit status: 0 no failure, 1 failure found (or status unknown: some "
            "of a job's inputs unreadable or empty and no failure in the rest), 2 error (also: not one log line "
            "could be read from all the inputs), 130 interrupted."
        ),
    )
    p.add_argument("paths", nargs="+", metavar="PATH", help="file, directory, glob, or - for stdin")
    p.add_argument("--job", help="treat every input as this one job (default: one job per directory given)")
    p.add_argument(
        "--job-from",
        metavar="REGEX",
        help="read the job id from each file path with this regex (group 'job' or group 1)",
    )
    p.add_argument(
        "--job-depth",
        type=int,
        default=0,
        metavar="N",
        help="for directory arguments, each directory N levels below is one job (archives of many jobs)",
    )
    p.add_argument(
        "--rank-from",
        metavar="REGEX",
        action="append",
        help="read the global rank from file paths (group 1); repeatable; replaces the defaults",
    )
    p.add_argument(
        "--node-from",
        metavar="REGEX",
        action="append",
        help="read the node name from file paths (group 1); repeatable; replaces the defaults",
    )
    p.add_argument("--context-before", type=int, default=SCAN.context_before, metavar="N", help=f"lines kept before each match, at most 10000 (default {SCAN.context_before})")
    p.add_argument("--context-after", type=int, default=SCAN.context_after, metavar="N", help=f"lines kept after each match, at most 10000 (default {SCAN.context_after})")
    p.add_argument("--format", choices=("text", "json"), default="text", help="stdout format (default text)")
    p.add_argument(
        "--output",
        metavar="PATH",
        help="also write matches and diagnoses: X.parquet -> X.diagnoses.parquet + X.matches.parquet; "
        "X.arrow for Arrow IPC; a directory gets diagnoses.parquet + matches.parquet",
    )
    add_catalog_options(p)
    p.add_argument(
        "--baseline",
        metavar="GOOD_RUN",
        action="append",
        help="a known-good run of the same job (logs: directory, file, archive, glob; or the matches Parquet of an earlier "
        "--output): error lines it has too are not taken for the failure, and the report lists what is new (repeatable)",
    )
    p.add_argument("--threads", type=int, default=0, metavar="N", help="worker threads, at most 1024 (default 0: one per core)")
    p.add_argument("--skew", type=float, default=2.0, metavar="SECONDS", help="clock-skew tolerance between nodes (default 2)")
    p.add_argument("--binary", action="store_true", help="scan files that look binary instead of skipping them")
    add_privacy_and_limits(p, scan=True)
    p.add_argument("--verbose", "-v", action="store_true", help="show every rule's outcome and all evidence")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar and no warnings on stderr (errors are still shown)")
    p.set_defaults(func=run)


#: Upper bound for --context-before / --context-after (lines).
MAX_CONTEXT_LINES = 10_000
#: Upper bounds of the count and byte limits (they must fit the native core's integers).
MAX_COUNT = 1 << 40
MAX_BYTES = 1 << 40


#: Defaults of the per-job limits: (scan, watch). A scan holds every job of an archive
#: until it ends; the watcher holds up to --max-jobs live jobs at once.
MATCHES_PER_JOB = (250_000, 5_000)
STREAMS = (1_500_000, 100_000)


def add_privacy_and_limits(p: argparse.ArgumentParser, *, scan: bool = False) -> None:
    """Masking and resource-limit options shared by ``scan`` and ``watch`` (``scan``:
    the batch defaults and ``--max-open-files``)."""
    from firstfault.limits import default_max_open_files

    i = 0 if scan else 1
    g = p.add_argument_group("masking (on by default for secrets) and limits")
    g.add_argument("--no-mask", action="store_true", help="print secrets (tokens, keys, passwords) as they are")
    g.add_argument("--mask-hosts", action="store_true", help="replace host names by stable stand-ins (host-1, ...)")
    g.add_argument("--mask-ips", action="store_true", help="replace IP addresses by stable stand-ins (ip-1, ...)")
    g.add_argument("--max-line-bytes", type=int, default=SCAN.max_line_bytes, metavar="N", help=f"longest line kept and matched (default {SCAN.max_line_bytes}; 64 B to 1 TiB)")
    g.add_argument(
        "--max-matches-per-stream",
        type=int,
        default=SCAN.max_matches_per_stream,
        metavar="N",
        help=f"matches kept per file or stream; more are counted as dropped (default {SCAN.max_matches_per_stream})",
    )
    g.add_argument(
        "--max-matches-per-job",
        type=int,
        default=MATCHES_PER_JOB[i],
        metavar="N",
        help="matches kept per job; beyond, the first and last of each signature on each stream and "
        f"initiators are kept first and the rest counted as dropped (default {MATCHES_PER_JOB[i]})",
    )
    g.add_argument(
        "--max-streams",
        type=int,
        default=STREAMS[i],
        metavar="N",
        help=(
            f"files scanned at most; the rest are counted and skipped (default {STREAMS[i]})"
            if scan
            else f"streams (rank logs) kept in memory across jobs; beyond, the least recently active job "
            f"is diagnosed and evicted (default {STREAMS[i]})"
        ),
    )
    g.add_argument(
        "--max-context-line-bytes",
        type=int,
        default=SCAN.max_context_line_bytes,
        metavar="N",
        help=f"longest context line kept around a match, in bytes (default {SCAN.max_context_line_bytes}; 16 B to 1 TiB)",
    )
    g.add_argument(
        "--max-match-line-bytes",
        type=int,
        default=SCAN.max_match_line_bytes,
        metavar="N",
        help="longest matched line and field value kept in a match, in bytes; the whole line is "
        f"matched first, only the kept copy is cut (default {SCAN.max_match_line_bytes}; 64 B to 1 TiB)",
    )
    p.add_argument_group("time").add_argument(
        "--tz",
        metavar="ZONE",
        help="the zone of log times written without one: an IANA name (Europe/Berlin, DST included), "
        "an offset (+05:30) or UTC (default UTC); times written with a zone keep theirs",
    )
    if scan:
        g.add_argument(
            "--max-open-files",
            type=int,
            default=default_max_open_files(),
            metavar="N",
            help="log files open at once (one per worker thread) (default: the open-file limit less 64)",
        )


def compile_options(args: argparse.Namespace):
    """The native scanner options the masking/limit flags ask for.

    Raises:
        UsageError: a limit out of range.
    """
    for name in ("context_before", "context_after"):
        v = getattr(args, name, 0)
        if not 0 <= v <= MAX_CONTEXT_LINES:
            raise UsageError(f"--{name.replace('_', '-')} must be between 0 and {MAX_CONTEXT_LINES}")
    for name in ("max_matches_per_stream", "max_matches_per_job", "max_streams", "max_open_files"):
        if not 1 <= getattr(args, name, 1) <= MAX_COUNT:
            raise UsageError(f"--{name.replace('_', '-')} must be between 1 and {MAX_COUNT}")
    if not 64 <= args.max_line_bytes <= MAX_BYTES:
        raise UsageError(f"--max-line-bytes must be between 64 and {MAX_BYTES} (1 TiB)")
    if not 16 <= args.max_context_line_bytes <= MAX_BYTES:
        raise UsageError(f"--max-context-line-bytes must be between 16 and {MAX_BYTES} (1 TiB)")
    if not 64 <= args.max_match_line_bytes <= MAX_BYTES:
        raise UsageError(f"--max-match-line-bytes must be between 64 and {MAX_BYTES} (1 TiB)")
    tz = None
    if args.tz is not None:
        from firstfault import _core

        try:
            tz = _core.tz_name(args.tz)
        except ValueError as e:
            raise UsageError(str(e)) from None
    return CompileOptions(
        tz=tz,
        context_before=getattr(args, "context_before", SCAN.context_before),
        context_after=getattr(args, "context_after", SCAN.context_after),
        max_line_bytes=args.max_line_bytes,
        mask_secrets=not args.no_mask,
        mask_hosts=args.mask_hosts,
        mask_ips=args.mask_ips,
        max_matches_per_stream=args.max_matches_per_stream,
        max_context_line_bytes=args.max_context_line_bytes,
        max_match_line_bytes=args.max_match_line_bytes,
    )


def _progress_bar():
    """A rich progress bar on stderr, or None when stderr is not a terminal."""
    if not sys.stderr.isatty():
        return None, None
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn, TransferSpeedColumn

    prog = Progress(
        TextColumn("scanning"),
        BarColumn(),
        DownloadColumn(),
        TransferSpeedColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    )
    task = prog.add_task("scan", total=None)

    def update(done: int, total: int) -> None:
        prog.update(task, completed=done, total=total or None)

    return prog, update


def run(args: argparse.Namespace) -> int:
    import dataclasses
    import threading

    from firstfault import catalog_cache, scan_ahead

    # The cached catalog compiles on a thread; when it can serve, the scan starts at once
    # and the catalog module loads on another thread meanwhile (its schema, pydantic,
    # only when the YAML must be validated: not from the cache).
    prefetched = catalog_cache.prefetch(catalog_dirs(args))
    from firstfault import correlate
    from firstfault.cli import EXIT_ERROR, EXIT_FAILURE_FOUND, EXIT_OK, say
    from firstfault.correlate import Options
    from firstfault.pipeline import collect, diagnose_collected

    copts = compile_options(args)
    if not 0 <= args.threads <= 1024:
        raise UsageError("--threads must be between 0 (one per core) and 1024")
    if args.job_depth < 0:
        raise UsageError("--job-depth must be >= 0")
    # Each of these says how to split the inputs into jobs; two would silently lose one.
    given = [f for f, v in (("--job", args.job), ("--job-from", args.job_from), ("--job-depth", args.job_depth)) if v]
    if len(given) > 1:
        raise UsageError(f"{' and '.join(given)} both say how to split the inputs into jobs: give one")
    for flag, rules in (("--rank-from", args.rank_from), ("--node-from", args.node_from)):
        for rx in rules or ():
            try:
                groups = re.compile(rx).groups
            except re.error:
                continue  # the native core's syntax differs a little; it reports real errors
            if groups < 1:
                raise UsageError(f"{flag} {rx!r}: needs a capture group around the value, e.g. 'rank(\\d+)'")
    if not 0 <= args.skew <= 86_400:
        raise UsageError("--skew must be a number of seconds between 0 and 86400")
    if args.output is not None:
        from firstfault.schema import output_problem

        if not args.output.strip():
            raise UsageError("--output needs a path (X.parquet, X.arrow or a directory)")
        try:
            problem = output_problem(args.output)
        except ValueError as e:
            raise UsageError(str(e)) from None
        if problem is not None:
            raise UsageError(f"--output {args.output!r}: cannot write there: {problem}")
    loaded: dict = {}

    def load() -> None:
        try:

            loaded["catalog"] = load_catalog_for(args)
        except BaseException as e:  # noqa: BLE001 - raised again on the main thread
            loaded["error"] = e

    def load_all(engine: bool) -> None:
        # One thread loads the catalog, then imports the correlation (pyarrow), while
        # the main thread scans: two importing threads would contend for the GIL. It
        # gives way to the scan when both want a core.
        from firstfault import _core

        _core.yield_to_the_scan()
        load()
        if engine:
            try:
                import firstfault.correlate.engine  # noqa: F401
                # What the correlation's first `Table.group_by` and the output import
                # (pyarrow's Acero and dataset modules, pyarrow.parquet; the terminal
                # report's rich, about 70 ms): time the main thread otherwise spends
                # after the scan.
                import pyarrow.acero  # noqa: F401

                if args.format == "json" or args.output:
                    import firstfault.sinks.files  # noqa: F401
                if args.output:
                    import pyarrow.feather  # noqa: F401 - the writers (sinks.files loads them on use)
                    import pyarrow.parquet  # noqa: F401
                if args.format == "text":
                    import firstfault.report  # noqa: F401
            except Exception:  # noqa: BLE001 - the foreground import reports it
                pass

    from firstfault.limits import default_max_open_files

    # Modules import on another thread only when the scan leaves the reserve of open
    # files (``--max-open-files`` above the default could use them all, and an import
    # that fails for want of a descriptor cannot always be retried).
    if prefetched is not None and args.max_open_files <= default_max_open_files():
        loader = threading.Thread(target=load_all, args=(correlate.claim_preload(),), name="firstfault-catalog", daemon=True)
        loader.start()
        try:
            scanner, roles = prefetched.scanner(), prefetched.roles
        except Exception:  # noqa: BLE001 - the cached entries no longer compile (a cache file
            # edited with its checksum): the loader thread's load falls back to the YAML files.
            loader.join()
            if "error" in loaded:
                raise loaded["error"] from None
            scanner, roles = loaded["catalog"].scanner(), loaded["catalog"].roles
    else:
        load()  # a full load (YAML, validation) reports the catalog's problems first
        loader = None
        if "error" in loaded:
            raise loaded["error"]
        scanner = loaded["catalog"].scanner()
        roles = loaded["catalog"].roles
    opts = dataclasses.replace(copts, context_before=args.context_before, context_after=args.context_after)

    def scan(base, ahead):
        prog, update = (None, None) if args.quiet else _progress_bar()
        if prog:
            prog.start()
        try:
            return collect(
                args.paths,
                scanner=base.with_options(**dataclasses.asdict(opts)),
                roles=roles,
                job=args.job,
                job_from=args.job_from,
                job_depth=args.job_depth,
                rank_from=args.rank_from,
                node_from=args.node_from,
                threads=args.threads,
                binary=args.binary,
                on_progress=update,
                max_matches_per_job=args.max_matches_per_job,
                max_streams=args.max_streams,
                max_open_files=args.max_open_files,
                ahead=ahead,
            )
        finally:
            if prog:
                prog.stop()

    collected = scan(scanner, scan_ahead.current())
    if loader is not None:
        # Event-style wait in small steps: Ctrl-C stays deliverable to this thread.
        while loader.is_alive():
            loader.join(0.05)
        if "error" in loaded:
            raise loaded["error"]
        broken = scanner.regex_problems()
        if broken:
            # The cached entries compiled (deferred) with a regex that no longer does (a
            # cache file edited with its checksum): the loader thread's load fell back to
            # the YAML files; scan again with what they compile to (stdin cannot be).
            if "-" in args.paths:
                problem = "; ".join(f"{sid}: {msg}" for sid, _field, msg in broken)
                from firstfault.errors import FirstfaultError

                raise FirstfaultError(f"the catalog cache holds a regex that does not compile ({problem}); it is rebuilt now: run the scan again")
            roles = loaded["catalog"].roles
            collected = scan(loaded["catalog"].scanner(), None)
    catalog = loaded["catalog"]
    options = Options(skew_s=args.skew)
    if args.baseline:
        from firstfault.pipeline import baseline_templates

        options.baseline_templates = baseline_templates(args.baseline, catalog, copts, threads=args.threads)
    result = diagnose_collected(collected, catalog, options, mask_names=copts.mask_hosts or copts.mask_ips)
    for p in result.problems:
        if not args.quiet or p.level == "error":
            say(f"firstfault: {p}")
    def json_document(diagnoses: list, problems: list) -> None:
        from firstfault.sinks.files import write_json

        write_json(
            diagnoses,
            sys.stdout,
            extra={"problems": [p.__dict__ for p in problems], "bytes_scanned": result.bytes, "streams": len(result.raw.streams), "tz": copts.zone_label},
        )

    nothing = "no input could be read" if not result.raw.streams else None
    if nothing is None and not any(s.lines for s in result.raw.streams):
        nothing = "the inputs hold no log lines"
    if nothing is not None:
        say(f"firstfault: error: {nothing}")
        if args.format == "json":
            # A program reading the document still gets one: no diagnosis, and why.
            from firstfault.sources.files import InputProblem

            json_document([], result.problems + [InputProblem(" ".join(args.paths), "error", "no_input", nothing)])
        return EXIT_ERROR
    status = EXIT_FAILURE_FOUND if result.failed else EXIT_OK
    root = _common_root(args.paths)
    try:
        if args.format == "json":
            json_document(result.diagnoses, result.problems)
        else:
            from firstfault.report import render, stdout_console

            render(result.diagnoses, stdout_console(), root=root, verbose=args.verbose, tz=copts.zone_label)
        sys.stdout.flush()
    except BrokenPipeError:
        # `... | head`: the reader left; the exit status still tells what was found.
        from firstfault.cli import _silence_stdout

        _silence_stdout()
    if args.output:
        from firstfault.schema import ScanInfo, diagnoses_table, matches_table
        from firstfault.sinks.files import write_tables

        scan = ScanInfo.now(catalog)
        try:
            dpath, mpath = write_tables(
                diagnoses_table(result.diagnoses, scan),
                matches_table(result.raw.matches, result.raw.streams, catalog, result.diagnoses, scan),
                args.output,
            )
        except OSError as e:
            say(f"firstfault: error: cannot write {args.output}: {e}")
            return EXIT_ERROR
        if not args.quiet:
            say(f"firstfault: wrote {dpath} and {mpath}")
    return status


def _common_root(paths: list[str]) -> Optional[str]:
    dirs = [p if os.path.isdir(p) else os.path.dirname(p) or "." for p in paths if p != "-"]
    if not dirs:
        return None
    try:
        return os.path.commonpath([os.path.abspath(d) for d in dirs])
    except ValueError:
        return None
