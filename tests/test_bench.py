"""The benchmark tools: generator (native), `firstfault bench` and its exactness check.

Small sizes only: speed is measured in benches/, never here.
"""

from __future__ import annotations

import gzip
import json

import pytest
import zstandard

from firstfault import _core
from firstfault.bench import injections_from_catalog, parse_size, run_bench
from firstfault.catalog import default_catalog
from firstfault.cli import main
from firstfault.errors import UsageError


def test_parse_size():
    assert parse_size("2G") == 2 << 30
    assert parse_size("512MiB") == 512 << 20
    assert parse_size("1T") == 1 << 40
    assert parse_size("1000") == 1000
    assert parse_size("1.5k") == 1536
    with pytest.raises(UsageError):
        parse_size("lots")


def test_generator_is_deterministic_and_line_complete():
    gen = {"seed": 5, "injections": ["KeyError: 'x'"], "inject_every_bytes": 2000}
    a = _core.generate_bytes(100_000, gen=gen)
    assert a == _core.generate_bytes(100_000, gen=gen)
    assert a != _core.generate_bytes(100_000, gen=dict(gen, seed=6))
    assert a.endswith(b"\n") and len(a) >= 100_000
    assert a.count(b"KeyError: 'x'\n") > 10
    kinds = set(_core.LINE_KINDS)
    assert {"step", "nccl", "megatron", "json", "kernel"} <= kinds
    with pytest.raises(ValueError):
        _core.generate_bytes(10, gen={"mix": {"nope": 1}})
    with pytest.raises(ValueError):
        _core.generate_bytes(10, gen={"unknown_key": 1})


def test_background_lines_match_no_failure_signature():
    """The generator's background text must not trip failure signatures (a catalog
    entry that does would make every benchmark count wrong)."""
    cat = default_catalog()
    scanner = cat.scanner()
    progress = {s.id for s in cat.signatures if s.role == "progress"}
    data = _core.generate_bytes(400_000, gen={"inject_every_bytes": 0, "long_line_ratio": 0.01, "long_line_bytes": 2000})
    for line in data.splitlines()[:3000]:
        hits = {sid for sid, _ in scanner.check_line(line)} - progress
        assert not hits, (hits, line)


@pytest.mark.parametrize("compression,opener", [("none", open), ("gzip", gzip.open), ("zstd", None)])
def test_generate_file(tmp_path, compression, opener):
    path = tmp_path / f"g.{compression}"
    stats = _core.generate_file(str(path), 200_000, compression=compression, gen={"seed": 2})
    if opener is None:
        data = zstandard.ZstdDecompressor().decompressobj().decompress(path.read_bytes())
    else:
        with opener(path, "rb") as f:
            data = f.read()
    assert data == _core.generate_bytes(200_000, gen={"seed": 2})[: len(data)]
    assert stats["bytes"] == len(data) and stats["lines"] == data.count(b"\n")


def test_injections_know_what_they_must_produce():
    cat = default_catalog()
    inj = injections_from_catalog(cat, cat.scanner())
    assert len(inj) >= len([s for s in cat.signatures if s.role != "progress"]) * 0.8
    assert all(i.signature_id in i.expected for i in inj)


def test_run_bench_is_exact_and_bounded():
    res = run_bench(24 << 20, threads=2, job_bytes=8 << 20, ranks=4, inject_every_bytes=256 << 10)
    assert res.ok, res.mismatches
    assert res.bytes >= 24 << 20 and res.jobs == 3
    assert res.injected_lines > 50 and res.matches == res.expected_matches > 0
    assert res.diagnoses == 3 and res.context_errors == 0


def test_streams_shorter_than_the_injection_spacing_still_get_failures():
    """16 streams of 1 MiB with one injection per 8 MiB: the first injection of a stream
    falls anywhere in its first 8 MiB, so about 2 land (none did when the first came at
    half the spacing or later, and the benchmark checked nothing)."""
    res = run_bench(16 << 20, threads=1, job_bytes=16 << 20, ranks=16)
    assert res.streams == 16 and res.injected_lines > 0 and res.checked
    assert res.ok and res.matches == res.expected_matches > 0


def test_cli_bench_says_when_nothing_was_checked(capsys):
    assert main(["bench", "--bytes", "1M", "--threads", "1", "--ranks", "16", "--inject-every", "1T"]) == 0
    out, err = capsys.readouterr()
    assert "answer       NOT CHECKED: 0 matches found, 0 expected from 0 injected failure lines" in out
    assert "warning: no failure line was injected (1.0 MiB in 16 streams" in err and "the answer was not checked" in err
    assert main(["bench", "--bytes", "1M", "--threads", "1", "--ranks", "16", "--inject-every", "1T", "--format", "json", "-q"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["ok"] and doc["checked"] is False and doc["injected_lines"] == 0


def test_cli_bench_write_names_the_file_it_cannot_write(tmp_path, capsys):
    target = tmp_path / "no" / "such" / "dir" / "x.log"
    assert main(["bench", "--write", str(target), "--bytes", "1M"]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {target}: No such file or directory" in err and "Traceback" not in err


def test_run_bench_detects_a_wrong_answer(monkeypatch):
    """A fast wrong answer is a failure: pretend every injection should match more (every
    one, since which lines a short run injects depends on the catalog)."""
    import firstfault.bench as b

    real = b.injections_from_catalog

    def skewed(catalog, scanner):
        inj = real(catalog, scanner)
        for i in inj:
            i.expected = i.expected + ["phantom.signature"]
        return inj

    monkeypatch.setattr(b, "injections_from_catalog", skewed)
    res = b.run_bench(8 << 20, threads=1, job_bytes=8 << 20, ranks=2, inject_every_bytes=4 << 10)
    assert not res.ok and "phantom.signature" in res.mismatches


def test_cli_bench_json_and_exit_status(capsys, tmp_path):
    out = tmp_path / "r.json"
    code = main(["bench", "--bytes", "6M", "--threads", "1", "--job-bytes", "6M", "--ranks", "2", "--inject-every", "64K", "--format", "json", "--output", str(out), "-q"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 0 and doc["ok"] and doc["matches"] == doc["expected_matches"]
    assert json.loads(out.read_text())["bytes"] == doc["bytes"]
    assert main(["bench", "--bytes", "x"]) == 2


def test_cli_bench_write(tmp_path, capsys):
    path = tmp_path / "gen.log.gz"
    assert main(["bench", "--write", str(path), "--bytes", "300K", "--inject-every", "16K", "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    with gzip.open(path, "rb") as f:
        assert len(f.read()) == doc["bytes"]
    assert doc["injected_lines"] > 5


def test_dense_injections_are_checked_against_the_context_limit():
    """Past the first 50 matches of a signature in a stream, matches carry no context by
    design; the checker must not count them as errors (nor miss context where due)."""
    res = run_bench(8 << 20, threads=1, job_bytes=8 << 20, ranks=2, inject_every_bytes=4 << 10)
    assert res.ok, res.mismatches
    assert res.matches == res.expected_matches > 1000 and res.context_errors == 0


@pytest.mark.parametrize(
    "argv,flag",
    [
        (["--seed", "-1"], "--seed"),
        (["--ranks", "0"], "--ranks"),
        (["--long-line-ratio", "nan"], "--long-line-ratio"),
        (["--long-line-bytes", "5G"], "--long-line-bytes"),
        (["--chunk-bytes", "0"], "--chunk-bytes"),
    ],
)
def test_bench_settings_out_of_range_are_usage_errors(capsys, argv, flag):
    assert main(["bench", "--bytes", "4M", "-q", *argv]) == 2
    assert flag in capsys.readouterr().err
