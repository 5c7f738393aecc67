"""Shared fixtures: the catalog, case directories, and a CLI runner."""

from __future__ import annotations

import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# The catalog cache of the tests (and of the CLI processes they start) lives in a
# temporary directory, never in the user's ~/.cache.
if "FIRSTFAULT_CACHE_DIR" not in os.environ:
    import atexit
    import shutil
    import tempfile

    os.environ["FIRSTFAULT_CACHE_DIR"] = tempfile.mkdtemp(prefix="firstfault-test-cache-")
    atexit.register(shutil.rmtree, os.environ["FIRSTFAULT_CACHE_DIR"], True)


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


def _unprivileged_prefix():
    """A command prefix under which file modes are enforced: none for a normal user;
    for root, ``setpriv`` dropping the capabilities that bypass them (None if that is
    not possible here)."""
    import shutil
    import subprocess

    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if not setpriv:
        return None
    prefix = [setpriv, "--bounding-set", "-dac_override,-dac_read_search"]
    probe = subprocess.run([*prefix, "true"], capture_output=True)
    return prefix if probe.returncode == 0 else None


@pytest.fixture
def unprivileged_cli():
    """Run ``firstfault`` in a subprocess where permission bits apply even to root
    (returns (exit code, stdout, stderr)); skips where that cannot be arranged."""
    import subprocess

    prefix = _unprivileged_prefix()
    if prefix is None:
        pytest.skip("running as root without setpriv: file modes cannot be enforced")

    def run(*argv: str) -> CliResult:
        p = subprocess.run([*prefix, sys.executable, "-m", "firstfault", *argv], capture_output=True, text=True, timeout=300)
        return CliResult(p.returncode, p.stdout, p.stderr)

    return run
