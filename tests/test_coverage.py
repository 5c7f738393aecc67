"""Catalog coverage by source (signatures/sources, COVERAGE.md): the check and the table."""

from __future__ import annotations

import textwrap
from pathlib import Path

from conftest import ROOT
from firstfault import coverage
from firstfault.catalog import load_catalog

#: The repository's catalog, source lists and table (what CI checks is the checkout's).
SIGNATURES = ROOT / "signatures"
COVERAGE_MD = SIGNATURES / "COVERAGE.md"

FAMILY = """
- id: fam.event
  title: "Event with a code"
  category: unknown
  role: initiator
  severity: high
  specificity: 60
  patterns: ["EVENT CODE "]
  regex: 'EVENT CODE (?P<code>\\d+)'
  mechanism: "A numbered event; its row says what it means."
  fix: "Look the code up in the table."
  verify: "The event does not recur."
  references: ["test"]
  examples: ["EVENT CODE 7"]
  counter_examples: ["EVENT CODE x"]
  values:
    field: code
    table:
      7: {title: "Event 7: the disk is full", category: storage, fix: "Free space on the volume."}
- id: fam.generic
  title: "Any line with CODE"
  category: unknown
  role: initiator
  severity: low
  specificity: 5
  patterns: ["CODE "]
  mechanism: "A catch-all for the tests of precedence."
  fix: "Nothing to do here at all."
  verify: "Nothing."
  references: ["test"]
  examples: ["CODE 1"]
  counter_examples: ["nothing"]
- id: fam.special
  title: "CODE 99 is special"
  category: crash
  role: initiator
  severity: high
  specificity: 90
  patterns: ["EVENT CODE 99"]
  mechanism: "A more specific entry that takes code 99 lines."
  fix: "Nothing to do here at all."
  verify: "Nothing."
  references: ["test"]
  examples: ["EVENT CODE 99"]
  counter_examples: ["EVENT CODE 7"]
"""


def _write(tmp_path: Path, sources: str) -> tuple:
    cat_dir = tmp_path / "cat"
    cat_dir.mkdir()
    (cat_dir / "fam.yaml").write_text(FAMILY)
    src = tmp_path / "src.yaml"
    src.write_text(textwrap.dedent(sources))
    return load_catalog([cat_dir]), src


def test_the_shipped_source_lists_are_covered_and_coverage_md_is_current():
    catalog = load_catalog([SIGNATURES])
    lists, problems = coverage.load_sources([SIGNATURES / "sources"])
    problems += coverage.check(catalog, lists)
    assert not problems, "\n".join(map(str, problems))
    assert COVERAGE_MD.read_text(encoding="utf-8") == coverage.render(catalog, lists), (
        "signatures/COVERAGE.md is stale: firstfault signatures coverage --write signatures/COVERAGE.md"
    )


def test_a_family_row_resolves_and_takes_its_rows_meaning(tmp_path):
    cat, _ = _write(tmp_path, "source: s\ntitle: t\nrepo: r\nversion: v\nmessages: []\n")
    assert cat.resolve("fam.event", {"code": "7"}) == "fam.event:7"
    assert cat.resolve("fam.event", {"code": "8"}) == "fam.event"
    row = cat.by_id["fam.event:7"]
    assert (row.category, row.title, row.family, row.value) == ("storage", "Event 7: the disk is full", "fam.event", "7")
    assert row.mechanism == cat.by_id["fam.event"].mechanism  # kept from the entry


def test_every_problem_of_a_source_list_is_reported(tmp_path):
    cat, src = _write(
        tmp_path,
        """
        source: demo
        title: Demo source
        repo: example/demo
        version: v1
        messages:
          - {text: "no decision", file: a.c}
          - {text: "unknown", file: a.c, signature: fam.nope, example: "EVENT CODE 7"}
          - {text: "no match", file: a.c, signature: fam.event, example: "nothing here"}
          - {text: "wrong row", file: a.c, signature: "fam.event:7", example: "EVENT CODE 8"}
          - {text: "taken", file: a.c, signature: fam.event, example: "EVENT CODE 99"}
          - {text: "fine", file: a.c, signature: "fam.event:7", example: "EVENT CODE 7"}
          - {text: "info", file: a.c, none: "not a failure (INFO)"}
        """,
    )
    lists, problems = coverage.load_sources([src])
    problems += coverage.check(cat, lists)
    msgs = [f"{p.signature_id} {p.field}: {p.message}" for p in problems]
    assert len(msgs) == 5, msgs
    assert "exactly one of signature or none" in msgs[0] and msgs[0].startswith("messages[0]")
    assert "unknown signature 'fam.nope'" in msgs[1]
    assert "does not match its example" in msgs[2]
    assert "resolves to fam.event, not fam.event:7" in msgs[3]
    assert "fam.special (more specific) takes the example line" in msgs[4]
    md = coverage.render(cat, lists)
    assert "| `fine` | a.c | `fam.event:7` | storage |" in md
    assert "| `info` | a.c | none: not a failure (INFO) | |" in md


def test_coverage_command_checks_the_table(cli, tmp_path):
    cat, src = _write(tmp_path, "source: s\ntitle: t\nrepo: r\nversion: v\nmessages:\n  - {text: x, file: f, none: not logged}\n")
    out = tmp_path / "COVERAGE.md"
    r = cli("signatures", "coverage", "--signatures", str(tmp_path / "cat"), "--sources", str(src), "--write", str(out))
    assert r.code == 0, r.err
    assert "1 source(s), 1 message(s), 0 covered: ok" in r.err
    r = cli("signatures", "coverage", "--signatures", str(tmp_path / "cat"), "--sources", str(src), "--check", str(out))
    assert r.code == 0, r.err
    out.write_text(out.read_text() + "edited\n")
    r = cli("signatures", "coverage", "--signatures", str(tmp_path / "cat"), "--sources", str(src), "--check", str(out))
    assert r.code == 1 and "is not current" in r.err
