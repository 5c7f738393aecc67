"""``firstfault signatures list|show|lint|test``: inspect and check the catalog."""

from __future__ import annotations

import argparse
import sys

from firstfault.cli import add_catalog_options, load_catalog_for


def add_parser(sub: "argparse._SubParsersAction") -> None:
    p = sub.add_parser("signatures", help="list, show, lint or try the signature catalog")
    add_catalog_options(p)
    after = argparse.ArgumentParser(add_help=False)
    add_catalog_options(after, after=True)
    ssub = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    ls = ssub.add_parser("list", parents=[after], help="table of every signature: id, category, role, title")
    ls.add_argument("--category", help="only this category")
    ls.add_argument("--format", choices=("text", "json"), default="text")
    ls.set_defaults(func=run_list)
    show = ssub.add_parser("show", parents=[after], help="everything about one signature")
    show.add_argument("id")
    show.set_defaults(func=run_show)
    lint = ssub.add_parser("lint", parents=[after], help="check the catalog: schema, ids, regexes, examples, counter-examples")
    lint.set_defaults(func=run_lint)
    test = ssub.add_parser("test", parents=[after], help="which signatures fire on a log file, with line numbers")
    test.add_argument("file", help="log file (plain, .gz, .zst) or - for stdin")
    test.add_argument("--binary", action="store_true", help="scan files that look binary instead of skipping them")
    test.set_defaults(func=run_test)
    cov = ssub.add_parser(
        "coverage", parents=[after], help="check the source lists (signatures/sources) against the catalog and print COVERAGE.md"
    )
    cov.add_argument("--sources", metavar="PATH", action="append", help="source list file or directory (repeatable; default: the shipped ones)")
    cov.add_argument("--write", metavar="FILE", help="write the table to FILE instead of stdout")
    cov.add_argument("--check", metavar="FILE", help="exit 1 when FILE is not the table these lists and this catalog give")
    cov.set_defaults(func=run_coverage)


def _catalog(args: argparse.Namespace):

    return load_catalog_for(args)


def run_list(args: argparse.Namespace) -> int:
    import json

    from rich.console import Console
    from rich.table import Table

    cat = _catalog(args)
    sigs = [s for s in cat.signatures if not args.category or s.category == args.category]
    if args.format == "json":
        json.dump([{"id": s.id, "category": s.category, "role": s.role, "severity": s.severity, "title": s.title} for s in sigs], sys.stdout, indent=2)
        print()
        return 0
    if not sys.stdout.isatty():
        # One line per signature, tab-separated: for grep, cut, wc -l.
        for s in sigs:
            print(f"{s.id}\t{s.category}\t{s.role}\t{s.severity}\t{s.title}")
        return 0
    t = Table(show_lines=False, box=None, header_style="bold")
    for col in ("id", "category", "role", "severity", "title"):
        t.add_column(col, overflow="fold")
    for s in sigs:
        t.add_row(s.id, s.category, s.role, s.severity, s.title)
    Console().print(t)
    Console(stderr=True).print(f"{len(sigs)} signature(s)", style="dim")
    return 0


def run_show(args: argparse.Namespace) -> int:
    import yaml

    from firstfault.errors import UsageError

    cat = _catalog(args)
    sig = cat.by_id.get(args.id)
    if sig is None:
        close = [i for i in cat.by_id if args.id.split(".")[-1] in i]
        raise UsageError(f"no signature {args.id!r}" + (f"; did you mean {', '.join(close[:5])}?" if close else ""))
    data = {k: v for k, v in sig.to_dict().items() if v is not None}
    data["file"] = cat.files[sig.id]
    yaml.safe_dump(data, sys.stdout, sort_keys=False, allow_unicode=True, width=100)
    return 0


def _keep_status(status: int, write) -> int:
    """Call ``write()`` (a command's output) and return ``status``, also when a reader
    of stdout or stderr stops early (``lint 2>&1 | head``): the exit status must still
    say whether the catalog has problems."""
    from firstfault.cli import _silence_stdout

    try:
        write()
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        _silence_stdout(stderr=True)
    return status


def run_lint(args: argparse.Namespace) -> int:
    from firstfault.catalog import lint

    cat = _catalog(args)
    problems = lint(cat)
    n_ex = sum(len(s.examples) for s in cat.signatures)
    n_cx = sum(len(s.counter_examples) for s in cat.signatures)
    status = "ok" if not problems else f"{len(problems)} problem(s)"

    def write() -> None:
        for p in problems:
            print(p, file=sys.stderr)
        print(f"{len(cat)} signatures, {n_ex} examples, {n_cx} counter-examples: {status}")

    return _keep_status(0 if not problems else 1, write)


def run_test(args: argparse.Namespace) -> int:
    from firstfault.catalog import CompileOptions
    from firstfault.sources.files import expand_paths, scan_files, scan_stdin

    cat = _catalog(args)
    scanner = cat.scanner(CompileOptions(context_before=0, context_after=0))
    problems = []
    if args.file == "-":
        raw = scan_stdin(scanner)
    else:
        exp = expand_paths([args.file])
        problems += exp.problems
        raw = scan_files(scanner, exp.files, binary=args.binary)
    problems += raw.problems
    errors = sum(p.level == "error" for p in raw.problems)
    if args.file != "-" and (exp.problems or not raw.streams):
        errors += 1
    m = raw.matches

    def write() -> None:
        for p in problems:
            print(f"firstfault: {p}", file=sys.stderr)
        for i in range(len(m["line"])):
            sig = cat.by_id[m["signature_id"][i]]
            rank = m["rank"][i]
            fields = " ".join(f"{k}={v}" for k, v in m["fields"][i].items())
            print(f"{m['line_no'][i]:>7}  {sig.id:<40} {sig.role:<9} rank={rank if rank is not None else '-':<4} {fields}")
        for s in raw.streams:
            for pr in s.progress:
                print(f"{'':>7}  {pr.signature_id:<40} progress  rank={pr.rank if pr.rank is not None else '-':<4} count={pr.count} last_line_no={pr.last_line_no}")
        if raw.streams and not m["line"] and not any(s.progress for s in raw.streams):
            # On stderr: stdout stays one line per match for scripts.
            lines = sum(s.lines for s in raw.streams)
            print(f"firstfault: no signature fired on {lines} line(s) of {args.file}", file=sys.stderr)

    return _keep_status(2 if errors and not raw.streams else 0, write)


def run_coverage(args: argparse.Namespace) -> int:
    """Exit 0 when every listed message is covered or has a reason (and ``--check``'s file
    is current), else 1 with one line per problem on stderr."""
    from pathlib import Path

    from firstfault import coverage

    cat = _catalog(args)
    lists, problems = coverage.load_sources(args.sources)
    problems += coverage.check(cat, lists)
    text = coverage.render(cat, lists)
    stale = False
    if args.check:
        try:
            stale = Path(args.check).read_text(encoding="utf-8") != text
        except OSError as e:
            print(f"firstfault: cannot read {args.check}: {e.strerror}", file=sys.stderr)
            stale = True

    def write() -> None:
        for p in problems:
            print(p, file=sys.stderr)
        if stale:
            print(f"{args.check} is not current: run firstfault signatures coverage --write {args.check}", file=sys.stderr)
        if args.write:
            Path(args.write).write_text(text, encoding="utf-8")
        elif not args.check:
            sys.stdout.write(text)
        n = sum(len(s.messages) for s in lists)
        covered = sum(1 for s in lists for m in s.messages if m.signature)
        print(f"{len(lists)} source(s), {n} message(s), {covered} covered: " + ("ok" if not (problems or stale) else f"{len(problems) + stale} problem(s)"), file=sys.stderr)

    return _keep_status(1 if problems or stale else 0, write)
