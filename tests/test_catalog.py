"""The catalog: every entry's own examples and counter-examples, lint, loading errors."""

from __future__ import annotations

import os
import textwrap
from pathlib import Path

import pytest

from firstfault.catalog import CATEGORIES, Example, default_catalog, line_hits, lint, load_catalog
from firstfault.errors import CatalogError

_CAT = default_catalog()
EXAMPLES = [(s.id, i, e) for s in _CAT.signatures for i, e in enumerate(s.examples)]
COUNTER = [(s.id, i, c) for s in _CAT.signatures for i, c in enumerate(s.counter_examples)]


@pytest.mark.parametrize("sig_id,i,example", EXAMPLES, ids=[f"{s}[{i}]" for s, i, _ in EXAMPLES])
def test_example_matches_with_fields(catalog, sig_id, i, example: Example):
    hits = line_hits(catalog.scanner(), example.line)
    assert sig_id in hits, f"{sig_id} does not match its example {example.line!r}"
    got = hits[sig_id]
    for k, v in example.fields.items():
        assert got.get(k) == v, f"{sig_id} field {k}: expected {v!r}, got {got.get(k)!r}"


@pytest.mark.parametrize("sig_id,i,line", COUNTER, ids=[f"{s}[{i}]" for s, i, _ in COUNTER])
def test_counter_example_does_not_match(catalog, sig_id, i, line):
    assert sig_id not in line_hits(catalog.scanner(), line)


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


def test_a_duplicate_id_is_reported_with_the_entries_other_problems(tmp_path):
    """Both entries of a duplicated id fail the schema too: one pass lists all of it."""
    (tmp_path / "d.yaml").write_text("- id: d.same\n  title: short\n" * 2)
    with pytest.raises(CatalogError) as e:
        load_catalog([tmp_path])
    fields = [(p.signature_id, p.field, p.message) for p in e.value.problems]
    dups = [m for sid, f, m in fields if f == "id"]
    assert dups == [f"duplicate id (also in {tmp_path / 'd.yaml'})"]
    # Each entry's own problems are listed as well (a missing category, twice).
    assert [sid for sid, f, _ in fields if f == "category"] == ["d.same", "d.same"]


def test_a_catalog_directory_named_twice_is_read_once(tmp_path):
    d = _small_catalog(tmp_path)
    (tmp_path / "alias").symlink_to(d)
    (tmp_path / "hard").mkdir()
    os.link(d / "cuda.yaml", tmp_path / "hard" / "cuda-copy.yaml")
    cat = load_catalog([d, d, tmp_path / "alias", tmp_path / "hard"])
    assert [s.id for s in cat.signatures] == ["cuda.oom"]


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


# A catalog entry that loads but fails lint four ways.
_LINT_BAD_ENTRY = textwrap.dedent(
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


def test_lint_flags_examples_that_do_not_match(tmp_path):
    (tmp_path / "l.yaml").write_text(_LINT_BAD_ENTRY)
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


def _scan_one(scanner, log: bytes) -> dict:
    """The matches of ``log`` as one stream through a session of ``scanner``."""
    s = scanner.session()
    sid = s.add_stream("r.log")
    s.feed(sid, log)
    s.finish_all()
    return s.take_matches()


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
    got = [_scan_one(sc, log) for sc in (derived, fresh)]
    assert got[0] == got[1]
    row = got[0]["signature_id"].index("cuda.oom")
    assert got[0]["before"][row] == ["[rank3]: step 2", "[rank3]: step 3"]
    assert got[0]["after"][row] == ["[rank3]: after 1"]
    assert "gpu-node-17" not in got[0]["line"][row]
    # The default scanner is unchanged: full context, hosts not masked.
    m = _scan_one(catalog.scanner(), log)
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


def test_a_scan_served_from_the_cache_never_imports_pydantic(tmp_path):
    """pydantic (about 0.1 s of imports) validates YAML only: a scan whose catalog the
    cache serves diagnoses without it, on the same entries."""
    import os
    import subprocess
    import sys

    from conftest import cases_dir

    logs = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"
    code = (
        "import sys, json, io, contextlib; from firstfault.cli import main; out = io.StringIO();\n"
        "with contextlib.redirect_stdout(out): rc = main(['scan', sys.argv[1], '-q', '--format', 'json'])\n"
        "d = json.loads(out.getvalue())['diagnoses'][0];"
        "print(rc, 'pydantic' in sys.modules, d['category'], d['initiator_rank'])"
    )
    env = dict(os.environ, FIRSTFAULT_CACHE_DIR=str(tmp_path / "cache"))
    runs = [subprocess.run([sys.executable, "-c", code, str(logs)], capture_output=True, text=True, env=env, check=True).stdout.split() for _ in range(2)]
    assert runs[0] == ["1", "True", "cuda_oom", "1"]  # no cache yet: the YAML is validated
    assert runs[1] == ["1", "False", "cuda_oom", "1"]


def test_with_options_changes_only_the_given_options(catalog):
    base = catalog.scanner()
    narrow = base.with_options(context_before=1)
    log = b"a\nb\nc\n[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB\nd\ne\n"
    out = []
    for sc in (base, narrow):
        m = _scan_one(sc, log)
        row = m["signature_id"].index("cuda.oom")
        out.append((m["before"][row], m["after"][row]))
    assert out == [(["a", "b", "c"], ["d", "e"]), (["c"], ["d", "e"])]
    with pytest.raises(TypeError, match="context_befor"):
        base.with_options(context_befor=1)
    with pytest.raises(TypeError):
        base.with_options(context_before="many")


def test_the_scan_options_have_one_home_in_the_core(catalog):
    """The core's defaults are the constructor's, Python's ``CompileOptions`` and the
    command line's; every ``CompileOptions`` field is a core option (the year is per input)."""
    import dataclasses

    from firstfault import _core
    from firstfault.cli import build_parser
    from firstfault.scanner_options import CompileOptions

    defaults = _core.scan_option_defaults()
    assert _core.Scanner([{"id": "x.y", "patterns": ["xyz"]}]).options == defaults
    fields = dataclasses.asdict(CompileOptions())
    assert set(defaults) - set(fields) == {"year_hint"}
    assert fields == {k: v for k, v in defaults.items() if k in fields}
    args = build_parser().parse_args(["scan", "x.log"])
    assert (args.context_before, args.max_line_bytes, args.max_match_line_bytes) == (
        defaults["context_before"], defaults["max_line_bytes"], defaults["max_match_line_bytes"])
    with pytest.raises(TypeError, match="contxt_before"):
        _core.Scanner([{"id": "x.y", "patterns": ["xyz"]}], contxt_before=1)


def _small_catalog(tmp_path, title="CUDA ran out of device memory"):
    """A one-entry catalog directory (copied from the shipped cuda.oom entry)."""
    import yaml

    from firstfault.catalog import default_catalog

    entry = {k: v for k, v in default_catalog().by_id["cuda.oom"].to_dict().items() if v is not None}
    entry["title"] = title
    d = tmp_path / "sigs"
    d.mkdir(exist_ok=True)
    (d / "cuda.yaml").write_text(yaml.safe_dump([entry]), encoding="utf-8")
    return d


def test_a_loaded_catalog_is_cached_and_served_from_the_cache_until_a_file_changes(tmp_path, monkeypatch):
    from firstfault import catalog_cache, catalog_schema

    cache_dir = tmp_path / "cache"
    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(cache_dir))
    d = _small_catalog(tmp_path)
    first = load_catalog([d])
    stored = list(cache_dir.glob("catalog-*.cache"))
    assert len(stored) == 1
    # Served from the cache: the same entries, no YAML parsed and no schema validated
    # (a broken YAML module or schema check would fail).
    monkeypatch.setitem(__import__("sys").modules, "yaml", None)
    validate = catalog_schema.validate
    monkeypatch.setattr(catalog_schema, "validate", None)
    second = load_catalog([d])
    assert second.signatures == first.signatures and second.files == first.files
    assert second.signatures[0].examples[0].line == first.signatures[0].examples[0].line
    line = second.signatures[0].examples[0].line
    assert [s for s, _ in second.scanner().check_line(line)] == ["cuda.oom"]
    # A prefetched compile is taken instead of compiling again.
    catalog_cache.prefetch([d])
    assert str(stored[0]) in catalog_cache._prefetched
    third = load_catalog([d])
    assert third.signatures == first.signatures and str(stored[0]) not in catalog_cache._prefetched
    monkeypatch.delitem(__import__("sys").modules, "yaml")
    monkeypatch.setattr(catalog_schema, "validate", validate)
    # Any change to a file: a full load, and a second cache entry.
    _small_catalog(tmp_path, title="CUDA out of device memory, edited")
    edited = load_catalog([d])
    assert edited.by_id["cuda.oom"].title == "CUDA out of device memory, edited"
    assert len(list(cache_dir.glob("catalog-*.cache"))) == 2


def test_a_corrupt_or_disabled_cache_falls_back_to_a_full_load(tmp_path, monkeypatch):
    from firstfault import catalog_cache

    cache_dir = tmp_path / "cache"
    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(cache_dir))
    d = _small_catalog(tmp_path)
    want = load_catalog([d]).signatures
    (stored,) = cache_dir.glob("catalog-*.cache")
    good = stored.read_bytes()
    head, _, body = good.partition(b"\n")
    assert b"cuda.oom" in body
    edited = head + b"\n" + body.replace(b"cuda.oom", b"cuda.xxx", 1)  # checksum no longer matches
    emptied = head + b"\n" + b'{"signatures": [], "files": {}}'

    def checksummed(body: bytes) -> bytes:  # a valid header over bytes that are not a document
        import hashlib

        return b"%s %d %s\n" % (catalog_cache.MAGIC, catalog_cache.FORMAT, hashlib.sha256(body).hexdigest().encode()) + body

    not_marshal, truncated = checksummed(b"\xffjunk"), checksummed(body[: len(body) // 2])
    other_shape = catalog_cache.encode([1, 2, 3])
    junks = (b"", b"{not json", b'{"format": 1, "signatures": [{"id": 3}], "files": {}}', b"[]", edited, emptied, not_marshal, truncated, other_shape)
    for junk in junks:
        stored.write_bytes(junk)
        assert load_catalog([d]).signatures == want
        assert stored.read_bytes() == good  # the full load stored it again
    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", "off")
    stored.unlink()
    assert load_catalog([d]).signatures == want and not list(cache_dir.glob("catalog-*.cache"))


def test_a_catalog_with_problems_is_not_cached(tmp_path, monkeypatch):
    cache_dir = tmp_path / "cache"
    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(cache_dir))
    d = tmp_path / "bad"
    d.mkdir()
    (d / "x.yaml").write_text("- id: x.bad\n  title: no\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(CatalogError):
            load_catalog([d])
    assert not list(cache_dir.glob("catalog-*.cache"))


def test_an_unwritable_cache_directory_does_not_stop_a_load(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(blocker / "cache"))  # under a regular file
    d = _small_catalog(tmp_path)
    assert [s.id for s in load_catalog([d]).signatures] == ["cuda.oom"]


def test_the_cache_key_follows_the_schema_and_old_cache_files_are_pruned(tmp_path, monkeypatch):
    from firstfault import catalog_cache

    cache_dir = tmp_path / "cache"
    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(cache_dir))
    d = _small_catalog(tmp_path)
    texts = catalog_cache.read_files([d])
    before = catalog_cache.cache_path(texts)
    for i, name in enumerate(catalog_cache._SCHEMA):
        changed = tmp_path / f"{i}-{Path(name).name}"
        changed.write_bytes(Path(name).read_bytes() + b"\n# a schema change\n")
        with monkeypatch.context() as m:
            m.setattr(catalog_cache, "_SCHEMA", tuple(changed if j == i else n for j, n in enumerate(catalog_cache._SCHEMA)))
            assert catalog_cache.cache_path(texts) != before, name
    assert catalog_cache.cache_path(texts) == before
    # A file of the previous format (JSON) goes at the next write.
    cache_dir.mkdir()
    (cache_dir / "catalog-0123456789abcdef0123456789abcdef.json").write_text("{}")
    for i in range(catalog_cache.KEEP + 3):
        _small_catalog(tmp_path, title=f"CUDA out of device memory {i}")
        load_catalog([d])
    assert len(list(cache_dir.glob("catalog-*.cache"))) == catalog_cache.KEEP
    assert not list(cache_dir.glob("catalog-*.json"))


def test_no_cache_under_a_home_that_does_not_exist(tmp_path, monkeypatch):
    from firstfault import catalog_cache

    monkeypatch.delenv("FIRSTFAULT_CACHE_DIR")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "no" / "such" / "home"))
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # not absolute: ignored (XDG spec)
    d = _small_catalog(tmp_path)
    assert catalog_cache.cache_path(catalog_cache.read_files([d])) is None
    assert [s.id for s in load_catalog([d]).signatures] == ["cuda.oom"]
    assert not (tmp_path / "no").exists() and not (tmp_path / "relative").exists()
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert Path(catalog_cache.cache_path(catalog_cache.read_files([d]))).parent == tmp_path / "xdg" / "firstfault"


def _run_into_closed_pipe(*argv: str) -> int:
    """Run ``python -m firstfault *argv`` with stdout and stderr going to a pipe whose
    reader is already gone (``... 2>&1 | head`` after head exited)."""
    import os
    import subprocess
    import sys

    r, w = os.pipe()
    os.close(r)
    try:
        return subprocess.run([sys.executable, "-m", "firstfault", *argv], stdout=w, stderr=w, timeout=120).returncode
    finally:
        os.close(w)


def test_lint_status_survives_a_reader_that_stops_early(tmp_path):
    # `lint 2>&1 | head` in CI must still fail on a bad catalog (it exited 0).
    (tmp_path / "l.yaml").write_text(_LINT_BAD_ENTRY)
    assert _run_into_closed_pipe("signatures", "--signatures", str(tmp_path), "lint") == 1
    assert _run_into_closed_pipe("signatures", "lint") == 0
    # `signatures test` keeps its status too: 2 when nothing could be read.
    assert _run_into_closed_pipe("signatures", "test", str(tmp_path / "missing.log")) == 2


def test_the_cache_stores_the_matchers_gates_and_a_compile_given_them_skips_the_choice(tmp_path, monkeypatch):
    from firstfault import _core, catalog_cache

    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(tmp_path / "cache"))
    fresh = load_catalog()  # a full load: compiles, chooses the gates, stores them
    (stored,) = (tmp_path / "cache").glob("catalog-*.cache")
    doc = catalog_cache.read(stored)
    gates = fresh.scanner().chosen_gates
    assert doc["gates"] == gates and 50 < len(gates) <= 256  # MAX_GATES, rust/matcher.rs
    assert all(4 <= len(g) <= 8 and g.isascii() for g in gates)
    cached = load_catalog()
    assert cached.scanner().chosen_gates == gates and cached.scanner().gate_count == fresh.scanner().gate_count
    specs = catalog_cache.specs(doc["signatures"])
    # Gates that cannot be the answer for these literals are ignored: the choice runs.
    assert _core.Scanner(specs, gates=["zz"]).chosen_gates == gates
    assert _core.Scanner(specs, gates=gates[1:]).chosen_gates == gates
    # Another valid answer is taken as it is, and finds what the chosen gates find.
    other = _core.Scanner(specs, gates=gates[::-1])
    assert other.chosen_gates != gates and set(other.chosen_gates) <= set(gates)
    lines = [e.line for s in fresh.signatures for e in s.examples] + ["NCCL INFO Bootstrap : Using eth0", "step 5 loss 1.2"]
    for line in lines:
        assert other.check_line(line) == fresh.scanner().check_line(line), line
    # A stored document whose gates are not a list of strings is not served.
    stored.write_bytes(catalog_cache.encode(dict(doc, gates="abcd")))
    assert catalog_cache.read(stored) is None
    assert load_catalog().scanner().chosen_gates == gates


def _store_edited(stored, edit) -> None:
    """Rewrite a cache file with ``edit(doc)`` applied and its checksum recomputed (an
    edit the checksum cannot catch)."""
    import marshal

    from firstfault import catalog_cache

    doc = marshal.loads(stored.read_bytes().partition(b"\n")[2])  # as stored, valid or not
    edit(doc)
    stored.write_bytes(catalog_cache.encode(doc))


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(gates=["\ud800abc"] + d["gates"]),  # a lone surrogate: not a str the core can take
        lambda d: d["signatures"][0].update(patterns=5),
        lambda d: d["signatures"][0].update(regex="("),
        # The signature the diagnosis rests on: a scan that kept the deferred compile's
        # scanner would miss it and find no failure.
        lambda d: next(s for s in d["signatures"] if s["id"] == "cuda.oom").update(regex="CUDA out of memory ("),
    ],
    ids=["gates-surrogate", "patterns-not-a-list", "regex-does-not-compile", "diagnosis-regex-does-not-compile"],
)
def test_a_cache_edited_with_its_checksum_falls_back_to_a_full_load_in_scan_and_load(tmp_path, monkeypatch, cli, edit):
    from conftest import cases_dir

    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(tmp_path / "cache"))
    want = load_catalog()
    (stored,) = (tmp_path / "cache").glob("catalog-*.cache")
    _store_edited(stored, edit)
    assert [s.to_dict() for s in load_catalog().signatures] == [s.to_dict() for s in want.signatures]
    # `scan` compiles the cached entries ahead, on a thread (deferred: a regex compiles
    # after the scan started), and with file arguments scans ahead too: their failure is
    # not the scan's, and the answer is the full catalog's.
    logs = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"
    for paths in ([str(logs)], [str(p) for p in sorted(logs.glob("*.log"))]):
        _store_edited(stored, edit)
        r = cli("scan", *paths, "-q", "--format", "json")
        assert r.code == 1 and '"signature_id": "cuda.oom"' in r.out, r.err
        assert "error" not in r.err


def test_a_cache_file_that_is_not_a_regular_file_is_not_read(tmp_path, monkeypatch):
    import os
    import threading

    from firstfault import catalog_cache

    monkeypatch.setenv("FIRSTFAULT_CACHE_DIR", str(tmp_path / "cache"))
    want = load_catalog().signatures
    (stored,) = (tmp_path / "cache").glob("catalog-*.cache")
    for make in (lambda p: os.mkfifo(p), lambda p: os.symlink("/dev/zero", p)):
        stored.unlink()
        make(stored)
        done = []
        t = threading.Thread(target=lambda: done.append(catalog_cache.read(stored)), daemon=True)
        t.start()
        t.join(10)
        assert done == [None], "a FIFO blocks, /dev/zero never ends"
        assert load_catalog().signatures == want


def test_a_deferred_compile_matches_every_example_as_the_full_compile_does():
    from firstfault import _core, catalog_cache

    cat = load_catalog()
    specs = catalog_cache.specs(cat.signatures)
    eager = _core.Scanner(specs, gates=cat.scanner().chosen_gates)
    deferred = _core.Scanner(specs, gates=cat.scanner().chosen_gates, deferred=True)
    lines = [e.line for s in cat.signatures for e in s.examples] + ["NCCL INFO Bootstrap : Using eth0", "iteration 5/ 10 | lm loss: 1.2"]
    assert len(lines) > 200
    for line in lines:
        assert deferred.check_line(line) == eager.check_line(line), line
    assert deferred.regex_problems() == [] == eager.regex_problems()


def test_a_deferred_compile_reports_a_regex_that_does_not_compile_and_matches_nothing_by_it():
    from firstfault import _core

    specs = [
        {"id": "x.broken", "patterns": ["boom"], "regex": "boom (", "role": "initiator"},
        {"id": "x.fine", "patterns": ["boom"], "regex": r"boom (?P<n>\d+)", "role": "initiator"},
    ]
    with pytest.raises(_core.CatalogCompileError, match="x.broken"):
        _core.Scanner(specs)
    deferred = _core.Scanner(specs, deferred=True)
    assert deferred.check_line("boom 7") == [("x.fine", [("n", "7")])]
    (problem,) = deferred.regex_problems()
    assert problem[:2] == ("x.broken", "regex") and "unclosed group" in problem[2]


def test_scanner_options_and_catalog_identity():
    from firstfault import _core, catalog_cache

    specs = catalog_cache.specs(load_catalog().signatures)
    a = _core.Scanner(specs)
    assert a.options == {
        "context_before": 100,
        "context_after": 10,
        "max_line_bytes": 1 << 20,
        "max_context_line_bytes": 2048,
        "max_match_line_bytes": 65536,
        "year_hint": 1970,
        "tz": None,
        "mask_secrets": True,
        "mask_hosts": False,
        "mask_ips": False,
        "max_matches_per_stream": 10_000,
        "max_context_matches_per_signature": 50,
    }
    b = a.with_options(context_before=5, mask_hosts=True)
    assert b.options == dict(a.options, context_before=5, mask_hosts=True)
    # A zone is kept by its IANA name or its offset; a bad one is a ValueError.
    assert a.with_options(tz="Europe/Berlin").options["tz"] == "Europe/Berlin"
    assert _core.Scanner(specs, tz="-0800").options["tz"] == "-08:00"
    with pytest.raises(ValueError, match="not a time zone"):
        a.with_options(tz="Mars/Olympus")
    assert a.same_catalog(b) and b.same_catalog(a) and a.same_catalog(a)
    assert not a.same_catalog(_core.Scanner(specs))
