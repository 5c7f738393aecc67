"""Shared fixtures: the catalog, case directories, and a CLI runner."""

from __future__ import annotations

import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def cases_dir() -> Path:
    """Failure cases with truth: $FIRSTFAULT_CASES, ../shared/cases, or the snapshot."""
    env = os.environ.get("FIRSTFAULT_CASES")
    if env:
        return Path(env)
    live = ROOT.parent / "shared" / "cases"
    if live.is_dir():
        return live
    return ROOT / "tests" / "cases"


@pytest.fixture(scope="session")
def catalog():
    from firstfault.catalog import default_catalog

    return default_catalog()


class CliResult:
    def __init__(self, code: int, out: str, err: str):
        self.code, self.out, self.err = code, out, err


@pytest.fixture
def cli():
    """Run ``firstfault`` in-process; returns (exit code, stdout, stderr)."""
    from firstfault.cli import main

    def run(*argv: str) -> CliResult:
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv))
        return CliResult(code, out.getvalue(), err.getvalue())

    return run
