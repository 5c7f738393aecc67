"""``firstfault`` command line: one module per command.

Exit status (stable): 0 no failure found, 1 a failure or hang was diagnosed,
2 usage error, a bad catalog, or no input could be read. Data goes to stdout;
progress, warnings and errors go to stderr. ``FIRSTFAULT_DEBUG=1`` shows tracebacks.
"""

from __future__ import annotations

import os
import sys

# Only these two at import: ``main`` starts the scan-ahead (firstfault.scan_ahead)
# before argparse, logging, typing and the error classes (dataclasses) load.

# pyarrow imports numpy, whose OpenBLAS starts one thread per core that spins waiting
# for work (OpenBLAS driver/others/blas_server.c): beside a running native scan it
# takes that scan's core for a while. Nothing here calls BLAS; a value the user set wins.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from typing import Optional

EXIT_OK = 0
EXIT_FAILURE_FOUND = 1
EXIT_ERROR = 2


#: The subcommands, in the order ``firstfault --help`` lists them (modules of this package).
COMMANDS = ("scan", "signatures", "bench", "watch", "demo")


def build_parser(command: Optional[str] = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand, or with only ``command`` when it is
    one of :data:`COMMANDS` (what a run of that command parses: the others' modules
    are not imported, about 15 ms of a scan's start-up)."""
    import argparse
    import importlib

    from firstfault import __version__

    p = argparse.ArgumentParser(
        prog="firstfault",
        description="Find the first fault in a failed or hung distributed training job.",
    )
    p.add_argument("--version", action="version", version=f"firstfault {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    for name in (command,) if command in COMMANDS else COMMANDS:
        importlib.import_module(f"firstfault.cli.{name}").add_parser(sub)
    return p


def entry() -> None:
    """The ``firstfault`` console script and ``python -m firstfault``: :func:`main`, then
    an exit that skips the interpreter's teardown (about 0.06 s once pyarrow is loaded;
    every output is written and closed by then). Standard output and error are flushed
    first; an error flushing them is one line and exit status 2 (a reader that went
    away, ``| head``, is not an error).

    A ``SystemExit`` (argparse's usage error, ``--help``, ``--version``) leaves the same
    way: the teardown is where a daemon thread still in the native core (the catalog's
    compile started ahead of the parser) aborts the process when it takes the GIL back
    (glibc: "FATAL: exception not rethrown", status -6 instead of 2)."""
    try:
        rc = main()
    except SystemExit as e:
        rc = _exit_status(e.code)
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except BrokenPipeError:
            pass
        except (OSError, ValueError) as e:
            rc = EXIT_ERROR
            try:
                os.write(2, f"firstfault: error: {e}\n".encode())
            except OSError:
                pass
    logging = sys.modules.get("logging")
    if logging is not None:  # loaded by what ran (the Kafka client, the watcher)
        logging.shutdown()
    os._exit(rc)


def _exit_status(code: object) -> int:
    """The process status of ``SystemExit(code)``, as the interpreter gives it: None is
    0, an int is itself (modulo 256), anything else is written to stderr and is 1."""
    if code is None:
        return EXIT_OK
    if isinstance(code, int):
        return code & 0xFF
    say(str(code))
    return 1


def _joined_negative_offsets(argv: list[str]) -> list[str]:
    """``--tz -05:00`` as ``--tz=-05:00``: argparse takes a value starting with ``-`` for
    an option, and a zone west of Greenwich is written so."""
    out: list[str] = []
    for a in argv:
        if out and out[-1] == "--tz" and a[:1] == "-" and a[1:2].isdigit():
            out[-1] = f"--tz={a}"
        else:
            out.append(a)
    return out


def main(argv: Optional[list[str]] = None) -> int:
    """Run the ``firstfault`` command line; returns the exit status."""
    # A descriptor closed by the caller (`>&-`, `2>&-`): Python gives None; write nowhere.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    argv = _joined_negative_offsets(sys.argv[1:] if argv is None else list(argv))
    from firstfault import scan_ahead

    try:
        return _main(argv)
    finally:
        scan_ahead.discard()


def _main(argv: list[str]) -> int:
    from firstfault import scan_ahead

    try:
        scan_ahead.start(argv)
        from firstfault.errors import FirstfaultError

        parser = build_parser(argv[0] if argv else None)
        args = _parse(parser, argv)
    except KeyboardInterrupt:
        say("firstfault: interrupted")
        return 130
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_ERROR
    try:
        return int(args.func(args))
    except FirstfaultError as e:
        _traceback_when_debugging()
        say(f"firstfault: error: {e}")
        return EXIT_ERROR
    except KeyboardInterrupt:
        say("firstfault: interrupted")
        return 130
    except BrokenPipeError:
        # `firstfault scan ... | head`: the reader went away; nothing more to say.
        try:
            sys.stdout = None  # type: ignore[assignment]
        finally:
            return EXIT_OK
    except OSError as e:
        # Output that cannot be written (disk full, a closed descriptor): one line, exit 2.
        _traceback_when_debugging()
        _silence_stdout()
        say(f"firstfault: error: {e}")
        return EXIT_ERROR
    except BaseException as e:  # a bug: say so in one line; exit 2 so scripts never read it as "failure found"
        # Exception, and a panic of the native core (pyo3's PanicException derives from
        # BaseException); SystemExit and the like pass through.
        if not isinstance(e, Exception) and type(e).__name__ != "PanicException":
            raise
        _traceback_when_debugging()
        say(f"firstfault: internal error: {type(e).__name__}: {e} (FIRSTFAULT_DEBUG=1 shows the traceback)")
        return EXIT_ERROR


def _traceback_when_debugging() -> None:
    """With FIRSTFAULT_DEBUG, the traceback of the exception being handled on stderr.
    The exit status stays the same as without it (2, never 1: "failure found")."""
    from firstfault.errors import debug_enabled

    if debug_enabled():
        import traceback

        try:
            traceback.print_exc(file=sys.stderr)
        except (OSError, ValueError):
            pass


def add_catalog_options(p: argparse.ArgumentParser, after: bool = False) -> None:
    """``--signatures DIR`` (repeatable: entries added to the built-in catalog) and
    ``--no-builtin-signatures`` (those directories alone) on parser ``p``. ``after``:
    the copy a subcommand's action takes (``signatures lint --signatures DIR``), in a
    dest of its own, since argparse would let one place's list replace the other's."""
    import argparse

    p.add_argument(
        "--signatures",
        metavar="DIR",
        action="append",
        dest="signatures_after" if after else "signatures",
        help="also load the catalog entries in DIR (repeatable), beside the built-in catalog",
    )
    p.add_argument(
        "--no-builtin-signatures",
        action="store_true",
        default=argparse.SUPPRESS if after else False,
        help="load only the --signatures directories, not the built-in catalog",
    )


def catalog_dirs(args: argparse.Namespace) -> Optional[list]:
    """The catalog a command's options ask for (:func:`add_catalog_options`): None for
    the built-in catalog alone (its cached fast path), else the built-in directory and
    every ``--signatures DIR``, or those alone with ``--no-builtin-signatures``.

    Raises:
        UsageError: ``--no-builtin-signatures`` without any ``--signatures DIR``.
    """
    extra = (getattr(args, "signatures", None) or []) + (getattr(args, "signatures_after", None) or [])
    builtin = not getattr(args, "no_builtin_signatures", False)
    if not extra:
        if not builtin:
            from firstfault.errors import UsageError

            raise UsageError("--no-builtin-signatures needs at least one --signatures DIR")
        return None
    if not builtin:
        return extra
    from firstfault.catalog_cache import default_signature_dir

    return [default_signature_dir(), *extra]


def load_catalog_for(args: argparse.Namespace):
    """The :class:`firstfault.catalog.Catalog` of :func:`catalog_dirs` (the cached
    built-in one when no option asks for another).

    Raises:
        UsageError, CatalogError: as :func:`catalog_dirs` and
            :func:`firstfault.catalog.load_catalog`.
    """
    from firstfault.catalog import default_catalog, load_catalog

    dirs = catalog_dirs(args)
    return load_catalog(dirs) if dirs else default_catalog()


def say(text: str) -> None:
    """Write one line to standard error; a standard error that cannot be written
    (``2>/dev/full``, closed) is ignored, so that it never changes the exit status."""
    try:
        print(text, file=sys.stderr, flush=True)
    except (OSError, ValueError, AttributeError):
        pass


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """Parse ``argv``; ``scan`` accepts options between its paths (``scan A -q B``)."""
    import argparse

    cmd = next((a for a in argv if not a.startswith("-")), None)
    sub = next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)
    if cmd == "scan" and sub is not None and argv.index(cmd) == 0:
        args = sub.choices["scan"].parse_intermixed_args(argv[1:])
        args.command = "scan"
        return args
    return parser.parse_args(argv)


def _silence_stdout(stderr: bool = False) -> None:
    """Point stdout (and with ``stderr``, standard error too) at /dev/null, after a
    reader of it left, so that the interpreter's final flush cannot fail again."""
    for stream in (sys.stdout, sys.stderr) if stderr else (sys.stdout,):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, stream.fileno())
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
