"""The catalog: every entry's own examples and counter-examples, lint, loading errors."""

from __future__ import annotations

import textwrap

import pytest

from firstfault.catalog import CATEGORIES, Example, default_catalog, lint, load_catalog
from firstfault.errors import CatalogError

_CAT = default_catalog()
EXAMPLES = [(s.id, i, e) for s in _CAT.signatures for i, e in enumerate(s.examples)]
COUNTER = [(s.id, i, c) for s in _CAT.signatures for i, c in enumerate(s.counter_examples)]


@pytest.mark.parametrize("sig_id,i,example", EXAMPLES, ids=[f"{s}[{i}]" for s, i, _ in EXAMPLES])
def test_example_matches_with_fields(catalog, sig_id, i, example: Example):
    hits = dict(catalog.scanner().check_line(example.line))
    assert sig_id in hits, f"{sig_id} does not match its example {example.line!r}"
    got = dict(hits[sig_id])
    for k, v in example.fields.items():
        assert got.get(k) == v, f"{sig_id} field {k}: expected {v!r}, got {got.get(k)!r}"


@pytest.mark.parametrize("sig_id,i,line", COUNTER, ids=[f"{s}[{i}]" for s, i, _ in COUNTER])
def test_counter_example_does_not_match(catalog, sig_id, i, line):
    assert sig_id not in dict(catalog.scanner().check_line(line))


def test_lint_is_clean(catalog):
    assert lint(catalog) == []


def test_one_file_per_area(catalog):
    from pathlib import Path

    for s in catalog.signatures:
        assert Path(catalog.files[s.id]).stem == s.area, f"{s.id} is in {catalog.files[s.id]}"
        assert s.category in CATEGORIES


def test_bad_catalog_reports_every_problem(tmp_path):
    (tmp_path / "a.yaml").write_text(
        textwrap.dedent(
            """
            - id: a.one
              title: one
              category: not_a_category
              role: initiator
              severity: critical
              patterns: ["some literal"]
              mechanism: mechanism text here
              fix: fix text here
              verify: verify it
              references: [x]
              examples: ["some literal"]
              counter_examples: ["other"]
            """
        )
        + _bad_regex_entry("a.two")
        + textwrap.dedent(
            """
            - id: a.two
              title: duplicate
              category: network
              role: victim
              severity: high
              patterns: ["third literal"]
              mechanism: mechanism text here
              fix: fix text here
              verify: verify it
              references: [x]
              examples: ["third literal"]
              counter_examples: ["other"]
            """
        )
    )
    (tmp_path / "b.yaml").write_text("- id: [unbalanced\n")
    with pytest.raises(CatalogError) as e:
        load_catalog([tmp_path])
    text = str(e.value)
    fields = {(p.signature_id, p.field) for p in e.value.problems}
    assert ("a.one", "category") in fields
    assert ("a.two", "id") in fields  # the duplicate
    assert "b.yaml" in text and "invalid YAML" in text
    assert isinstance(e.value, ValueError)


def _bad_regex_entry(sig_id: str) -> str:
    """One complete catalog entry (YAML list item) whose regex does not compile."""
    return textwrap.dedent(
        f"""
        - id: {sig_id}
          title: bad regex
          category: network
          role: victim
          severity: high
          patterns: ["another literal"]
          regex: "(unclosed"
          mechanism: mechanism text here
          fix: fix text here
          verify: verify it
          references: [x]
          examples: ["another literal"]
          counter_examples: ["other"]
        """
    )


def test_regex_errors_are_reported_with_the_signature(tmp_path):
    (tmp_path / "r.yaml").write_text(_bad_regex_entry("r.bad_regex"))
    with pytest.raises(CatalogError) as e:
        load_catalog([tmp_path])
    assert [(p.signature_id, p.field) for p in e.value.problems] == [("r.bad_regex", "regex")]
    assert "r.yaml" in e.value.problems[0].file


def test_lint_flags_examples_that_do_not_match(tmp_path):
    (tmp_path / "l.yaml").write_text(
        textwrap.dedent(
            """
            - id: l.short
              title: short literal
              category: network
              role: victim
              severity: high
              patterns: ["abc"]
              regex: "abc (?P<n>\\\\d+)"
              mechanism: mechanism text here
              fix: fix text here
              verify: verify it
              references: [x]
              examples:
                - line: "abc 12"
                  fields: {n: "13"}
                - "no match here"
              counter_examples: ["abc 7"]
            """
        )
    )
    problems = {(p.field, p.message.split(":")[0]) for p in lint(load_catalog([tmp_path]))}
    assert ("examples[0].fields.n", "expected '13', got '12'") in problems
    assert ("examples[1]", "does not match") in problems
    assert ("counter_examples[0]", "matches but must not") in problems
    assert any(f == "patterns" for f, _ in problems)


def test_every_file_is_checked_even_when_one_is_broken(tmp_path):
    (tmp_path / "a.yaml").write_text("- id: [unbalanced\n")
    (tmp_path / "b.yaml").write_text(
        _bad_regex_entry("b.bad_regex")
        + textwrap.dedent(
            """
            - id: b.bad_schema
              title: x
              category: network
              regex: "[also unclosed"
            """
        )
    )
    with pytest.raises(CatalogError) as e:
        load_catalog([tmp_path])
    got = {(p.file.rsplit("/", 1)[-1], p.signature_id, p.field) for p in e.value.problems}
    assert ("a.yaml", "", "") in got
    assert ("b.yaml", "b.bad_regex", "regex") in got
    assert ("b.yaml", "b.bad_schema", "regex") in got  # checked although the entry failed its schema


def test_a_partial_catalog_loads_and_lint_names_unknown_related(tmp_path):
    import shutil

    from firstfault.catalog import default_signature_dir

    shutil.copy(default_signature_dir() / "cuda.yaml", tmp_path)
    cat = load_catalog([tmp_path])
    assert len(cat) > 5
    assert any(p.field == "related" for p in lint(cat))


def test_other_options_reuse_the_compiled_catalog_and_take_effect(catalog):
    """``Catalog.scanner(options)`` derives a scanner from the first compile
    (``_core.Scanner.with_options``): same gates and matches as a full compile with those
    options, and the options (context, masking) really apply."""
    import dataclasses

    from firstfault import _core
    from firstfault.catalog import CompileOptions

    opts = CompileOptions(context_before=2, context_after=1, mask_hosts=True)
    derived = catalog.scanner(opts)
    specs = [{"id": s.id, "patterns": s.patterns, "regex": s.regex, "exclude": s.exclude, "role": s.role} for s in catalog.signatures]
    fresh = _core.Scanner(specs, **dataclasses.asdict(opts))
    assert derived is not catalog.scanner() and derived is catalog.scanner(opts)
    assert derived.gate_count == fresh.gate_count and derived.literal_count == fresh.literal_count
    log = (
        b"[rank3]: step 1 on gpu-node-17.cluster.local\n"
        b"[rank3]: step 2\n"
        b"[rank3]: step 3\n"
        b"[rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB on gpu-node-17.cluster.local\n"
        b"[rank3]: after 1\n"
        b"[rank3]: after 2\n"
    )
    got = []
    for sc in (derived, fresh):
        s = sc.session()
        sid = s.add_stream("r3.log")
        s.feed(sid, log)
        s.finish_all()
        got.append(s.take_matches())
    assert got[0] == got[1]
    row = got[0]["signature_id"].index("cuda.oom")
    assert got[0]["before"][row] == ["[rank3]: step 2", "[rank3]: step 3"]
    assert got[0]["after"][row] == ["[rank3]: after 1"]
    assert "gpu-node-17" not in got[0]["line"][row]
    # The default scanner is unchanged: full context, hosts not masked.
    s = catalog.scanner().session()
    sid = s.add_stream("r3.log")
    s.feed(sid, log)
    s.finish_all()
    m = s.take_matches()
    row = m["signature_id"].index("cuda.oom")
    assert len(m["before"][row]) == 3 and "gpu-node-17.cluster.local" in m["line"][row]


def test_importing_the_correlation_package_does_not_load_pyarrow():
    """The CLI builds ``Options`` before the scan; pyarrow and the rules load later (or
    on a background thread during the scan), and every public name still resolves."""
    import subprocess
    import sys

    code = (
        "import sys; from firstfault.correlate import Options; o = Options(skew_s=3.0);"
        "print('pyarrow' in sys.modules, o.skew_s);"
        "from firstfault.correlate import diagnose, build_job_evidence, RawMatches, StreamInfo, Hit, JobEvidence;"
        "print('pyarrow' in sys.modules, diagnose.__module__)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split("\n")
    assert out[0] == "False 3.0"
    assert out[1] == "True firstfault.correlate.engine"


def test_with_options_changes_only_the_given_options(catalog):
    base = catalog.scanner()
    narrow = base.with_options(context_before=1)
    log = b"a\nb\nc\n[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB\nd\ne\n"
    out = []
    for sc in (base, narrow):
        s = sc.session()
        sid = s.add_stream("x.log")
        s.feed(sid, log)
        s.finish_all()
        m = s.take_matches()
        row = m["signature_id"].index("cuda.oom")
        out.append((m["before"][row], m["after"][row]))
    assert out == [(["a", "b", "c"], ["d", "e"]), (["c"], ["d", "e"])]
    with pytest.raises(TypeError, match="context_befor"):
        base.with_options(context_befor=1)
    with pytest.raises(TypeError):
        base.with_options(context_before="many")
