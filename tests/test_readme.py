"""The README keeps exactly two set-up commands, and CI runs the second one."""

from __future__ import annotations

import re

from conftest import ROOT


def _setup_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("## Set up", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    return [l.strip() for l in block.splitlines() if l.strip() and not l.strip().startswith("#")]


def test_exactly_two_setup_commands():
    cmds = _setup_commands()
    assert len(cmds) == 2, cmds
    assert "firstfault scan examples/*/logs" in cmds[0]
    assert "pytest" in cmds[1] and "cargo test" in cmds[1]


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    assert _setup_commands()[1] in ci


def test_readme_lists_every_rule_in_decision_order():
    from firstfault.correlate.rules import DECISION_ORDER

    text = (ROOT / "README.md").read_text()
    section = text.split("## How firstfault decides", 1)[1].split("## Outputs", 1)[0]
    found = re.findall(r"^\d+\. \*\*(\w+)\*\*", section, flags=re.M)
    assert found == [name for name, _ in DECISION_ORDER]


def test_readme_lists_every_input_problem_kind():
    """The table of problem kinds is the core's enum (``rust/problem.rs``), row for row."""
    from firstfault.sources.files import PROBLEM_KINDS

    text = (ROOT / "README.md").read_text()
    rows = re.findall(r"^\| `(\w+)` \| (.+?) \| (.+?) \|$", text.split("Each problem has a `kind`", 1)[1].split("\n\n", 2)[1], flags=re.M)
    assert [(k, m) for k, m, _ in rows] == [(k, m) for k, (m, _) in PROBLEM_KINDS.items()]
    lost = {k for k, _, what in rows if what.startswith(("log lines", "the stream's end"))}
    assert lost == {k for k, (_, loss) in PROBLEM_KINDS.items() if loss in ("lines", "read_broke")}
