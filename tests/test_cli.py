"""The ``firstfault scan`` command: inputs, problems, exit codes and outputs."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import time
from pathlib import Path
import sys

import pyarrow.parquet as pq
import pytest

from conftest import ROOT, cases_dir
from firstfault.schema import DIAGNOSES_SCHEMA, MATCHES_SCHEMA

SEED = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"
HEALTHY = cases_dir() / "gen-12-healthy-30-steps" / "logs"


@pytest.fixture
def job_dir(tmp_path):
    """A copy of the seed-01 job (4 ranks, rank 1 runs out of GPU memory)."""
    d = tmp_path / "job-8812"
    shutil.copytree(SEED, d)
    return d


def test_failure_exits_1_and_names_the_initiator(cli, job_dir):
    r = cli("scan", str(job_dir), "--quiet")
    assert r.code == 1
    assert "FAILED" in r.out and "cuda_oom" in r.out
    assert "initiator: rank 1" in r.out
    assert "fix:" in r.out and "verify:" in r.out
    assert "ranks 0,2-3: NCCL watchdog caught a collective operation timeout" in r.out


def test_healthy_run_exits_0(cli):
    r = cli("scan", str(HEALTHY), "--quiet")
    assert r.code == 0, r.out
    assert "HEALTHY" in r.out


def test_json_document_has_the_documented_fields(cli, job_dir):
    r = cli("scan", str(job_dir), "--format", "json", "--quiet")
    doc = json.loads(r.out)
    d = doc["diagnoses"][0]
    for key in ("job_id", "status", "category", "signature_id", "initiator_rank", "initiator_node", "confidence",
                "rule", "evidence", "collateral", "fix", "verify", "diagnosis_id", "timeline", "scope"):
        assert key in d, key
    assert d["job_id"] == "job-8812"
    assert (d["status"], d["category"], d["signature_id"], d["initiator_rank"]) == ("failed", "cuda_oom", "cuda.oom", 1)
    assert 0.8 < d["confidence"] <= 1.0
    ev = d["evidence"][0]
    assert ev["stream"].endswith("rank1.log") and ev["rank"] == 1 and "CUDA out of memory" in ev["line"]
    assert ev["ts"] == "2026-11-20T03:15:25.000000+00:00"
    assert len(ev["context_before"]) == 48  # the whole rank1.log before the OOM line, up to 100
    assert {c["signature_id"] for c in d["collateral"]} >= {"c10d.watchdog_timeout", "megatron.p2p_timeout"}


def test_diagnosis_id_is_deterministic(cli, job_dir):
    a = json.loads(cli("scan", str(job_dir), "--format", "json", "-q").out)["diagnoses"][0]["diagnosis_id"]
    b = json.loads(cli("scan", str(job_dir), "--format", "json", "-q", "--threads", "1").out)["diagnoses"][0]["diagnosis_id"]
    assert a == b and len(a) == 16


def test_parquet_output_reads_back_with_the_schema(cli, job_dir, tmp_path):
    out = tmp_path / "out" / "result.parquet"
    r = cli("scan", str(job_dir), "--output", str(out), "--quiet")
    assert r.code == 1
    diag = pq.read_table(tmp_path / "out" / "result.diagnoses.parquet")
    matches = pq.read_table(tmp_path / "out" / "result.matches.parquet")
    assert diag.schema.equals(DIAGNOSES_SCHEMA, check_metadata=False)
    assert matches.schema.equals(MATCHES_SCHEMA, check_metadata=False)
    row = diag.to_pylist()[0]
    assert (row["category"], row["initiator_rank"], row["job_id"]) == ("cuda_oom", 1, "job-8812")
    sigs = matches.column("signature_id").to_pylist()
    assert "cuda.oom" in sigs and sigs.count("c10d.watchdog_timeout") == 3
    oom = matches.filter(matches.column("signature_id").to_pylist() and [s == "cuda.oom" for s in sigs]).to_pylist()[0]
    assert oom["rank"] == 1 and oom["line_no"] == 49 and dict(oom["fields"])["requested"] == "3.50 GiB"


def test_matches_carry_the_node_a_line_names_in_its_own_words(cli, tmp_path):
    """A kernel line names its host after the time (``gpu-node-01 kernel: ... Xid``), not in
    a prefix: the matches table says so, as the diagnosis does."""
    job = tmp_path / "job"
    job.mkdir()
    (job / "kern.log").write_text(
        "2024-12-09T04:11:44.123480+00:00 gpu-node-01 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=31337, name=python, GPU has fallen off the bus.\n"
    )
    (job / "rank0.log").write_text("2024-12-09 04:11:41,000 INFO step 501 loss 1.91\n")
    cli("scan", str(job), "--output", str(tmp_path / "x.parquet"), "-q")
    rows = pq.read_table(tmp_path / "x.matches.parquet", columns=["signature_id", "node"]).to_pylist()
    assert {"signature_id": "xid.event:79", "node": "gpu-node-01"} in rows, rows


def test_arrow_output(cli, job_dir, tmp_path):
    import pyarrow.feather as feather

    r = cli("scan", str(job_dir), "--output", str(tmp_path / "x.arrow"), "-q")
    assert r.code == 1
    t = feather.read_table(tmp_path / "x.diagnoses.arrow")
    assert t.schema.equals(DIAGNOSES_SCHEMA, check_metadata=False)


def test_an_output_path_that_cannot_be_written_is_refused_before_the_scan(cli, job_dir, tmp_path):
    """A file where the output's folder should be: refused at once (exit 2, the path that
    is in the way named), with no report printed first and nothing written."""
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    r = cli("scan", str(job_dir), "--output", str(blocker / "sub" / "x.parquet"))
    assert r.code == 2 and f"{blocker} is not a directory" in r.err, r.err
    assert r.out == "" and not list(tmp_path.glob("**/*.parquet"))


def test_bad_inputs_are_reported_and_the_rest_is_diagnosed(cli, job_dir, tmp_path):
    corrupt = job_dir / "rank9.log.gz"
    good = gzip.compress(b"[rank9]: step 1/3 loss 1.0\n" * 2000)
    corrupt.write_bytes(good[: len(good) // 2] + b"\x00garbage" * 10)
    (job_dir / "empty.log").write_bytes(b"")
    (job_dir / "core.bin").write_bytes(b"\x7fELF\x00\x00\x01" + os.urandom(4096))
    missing = tmp_path / "does-not-exist.log"
    r = cli("scan", str(job_dir), str(missing))
    assert r.code == 1, r.err  # the failure is still diagnosed
    assert "CUDA out of memory" in r.out and "initiator: rank 1" in r.out
    err = r.err.splitlines()
    assert any(str(missing) in l and "no such file" in l for l in err), r.err
    assert any("rank9.log.gz" in l and "gzip" in l for l in err), r.err
    assert any("empty.log" in l and "empty" in l for l in err), r.err
    assert any("core.bin" in l and "binary" in l for l in err), r.err


def test_nothing_readable_exits_2(cli, tmp_path):
    r = cli("scan", str(tmp_path / "nope"))
    assert r.code == 2
    assert "no input could be read" in r.err


def test_gzip_and_zstd_inputs(cli, job_dir):
    import zstandard  # noqa: F401  (only to produce the fixture)

    rank1 = job_dir / "rank1.log"
    data = rank1.read_bytes()
    rank1.unlink()
    (job_dir / "rank1.log.gz").write_bytes(gzip.compress(data))
    rank2 = job_dir / "rank2.log"
    d2 = rank2.read_bytes()
    rank2.unlink()
    import zstandard as zstd

    (job_dir / "rank2.log.zst").write_bytes(zstd.ZstdCompressor().compress(d2))
    doc = json.loads(cli("scan", str(job_dir), "--format", "json", "-q").out)
    d = doc["diagnoses"][0]
    assert (d["category"], d["initiator_rank"]) == ("cuda_oom", 1)
    assert d["evidence"][0]["stream"].endswith("rank1.log.gz")


def test_stdin(job_dir):
    data = (job_dir / "rank1.log").read_bytes()
    p = subprocess.run(
        [sys.executable, "-m", "firstfault", "scan", "-", "--format", "json", "-q"],
        input=data,
        capture_output=True,
        timeout=60,
    )
    assert p.returncode == 1, p.stderr
    d = json.loads(p.stdout)["diagnoses"][0]
    assert (d["category"], d["initiator_rank"], d["job_id"]) == ("cuda_oom", 1, "stdin")
    assert d["evidence"][0]["stream"] == "<stdin>"


@pytest.mark.parametrize("kind", ["gzip", "zstd", "binary"])
def test_stdin_is_recognised_by_its_magic_bytes_like_a_file(job_dir, kind):
    data = (job_dir / "rank1.log").read_bytes()
    if kind == "gzip":
        data = gzip.compress(data)
    elif kind == "zstd":
        zstandard = pytest.importorskip("zstandard")
        data = zstandard.ZstdCompressor().compress(data)
    else:
        data = b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 40
    p = subprocess.run(
        [sys.executable, "-m", "firstfault", "scan", "-", "--format", "json", "-q"],
        input=data,
        capture_output=True,
        timeout=60,
    )
    if kind == "binary":
        assert p.returncode == 2
        assert b"<stdin>: binary file" in p.stderr and b"no input could be read" in p.stderr
    else:
        (d,) = json.loads(p.stdout)["diagnoses"]
        assert (p.returncode, d["category"], d["initiator_rank"]) == (1, "cuda_oom", 1), p.stderr


def test_glob_and_job_override(cli, job_dir):
    r = cli("scan", str(job_dir / "rank*.log"), "--job", "my-job", "--format", "json", "-q")
    d = json.loads(r.out)["diagnoses"][0]
    assert d["job_id"] == "my-job" and d["initiator_rank"] == 1


def test_job_from_splits_jobs(cli, tmp_path):
    for name in ("job-a", "job-b"):
        shutil.copytree(SEED, tmp_path / "runs" / name / "logs")
    shutil.rmtree(tmp_path / "runs" / "job-b" / "logs")
    shutil.copytree(HEALTHY, tmp_path / "runs" / "job-b" / "logs")
    r = cli("scan", str(tmp_path / "runs"), "--job-from", r"runs/(?P<job>[^/]+)/", "--format", "json", "-q")
    ds = {d["job_id"]: d for d in json.loads(r.out)["diagnoses"]}
    assert ds["job-a"]["category"] == "cuda_oom" and ds["job-b"]["status"] == "healthy"
    assert r.code == 1


def test_a_command_builds_only_its_own_parser_and_the_top_level_lists_them_all(cli):
    from firstfault.cli import COMMANDS, build_parser

    def commands(p):
        (sub,) = (a for a in p._actions if a.dest == "command")
        return list(sub.choices)

    assert [commands(build_parser(c)) for c in COMMANDS] == [[c] for c in COMMANDS]
    assert commands(build_parser(None)) == commands(build_parser("--help")) == list(COMMANDS)
    def usage_error(*argv):
        r = subprocess.run([sys.executable, "-m", "firstfault", *argv], capture_output=True, text=True)
        assert r.returncode == 2, r.stderr
        return r.stderr

    # An unknown command is told the commands there are.
    err = usage_error("bogus")
    assert "invalid choice: 'bogus' (choose from 'scan', 'signatures', 'bench', 'watch', 'demo')" in err
    assert "firstfault scan: error: unrecognized arguments: --bogus" in usage_error("scan", "--bogus", "x")


# A usage error while a compile runs on a daemon thread in the native core (what
# `scan` starts ahead of its parser). The compile (5000 signatures, about 0.4 s) is still
# running when argparse exits; an object in __main__ waits for it (GIL released) where
# the interpreter's teardown would clear __main__, so a teardown is sure to be running
# when the compile takes the GIL back, which aborted the process (status -6).
_EXIT_WHILE_COMPILING = """
import sys
from firstfault import catalog_cache
from firstfault.cli import entry

specs = [{"id": f"t.s{i}", "patterns": [f"zq{i}xw failed"], "regex": rf"zq{i}xw failed code (\\d+)",
          "exclude": None, "role": "initiator"} for i in range(5000)]
compiling = catalog_cache._Compile(specs, None)

class WaitsInTeardown:
    def __del__(self):
        compiling._done.wait(30)

keep = WaitsInTeardown()
sys.argv = ["firstfault", *sys.argv[1:]]
entry()
"""


@pytest.mark.parametrize("argv, code", [(["scan", "--bogus", "x"], 2), (["--version"], 0), (["scan", "--help"], 0)])
def test_an_argparse_exit_while_the_native_compile_runs_is_clean(argv, code):
    r = subprocess.run([sys.executable, "-c", _EXIT_WHILE_COMPILING, *argv], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == code, r.stderr
    assert "FATAL" not in r.stderr
    assert ("unrecognized arguments: --bogus" in r.stderr) is (code == 2)


def test_ctrl_c_while_the_catalog_compile_starts_is_one_line(cli, job_dir, monkeypatch):
    from firstfault import catalog_cache

    def interrupted(paths=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(catalog_cache, "prefetch", interrupted)
    r = cli("scan", str(job_dir))
    assert r.code == 130 and r.err == "firstfault: interrupted\n"


def test_usage_errors_exit_2(cli, job_dir):
    assert cli("scan", str(job_dir), "--output", "x.csv").code == 2
    assert cli("scan", str(job_dir), "--job-from", "(").code == 2
    assert cli("scan", str(job_dir), "--context-before", "-1").code == 2
    assert cli("scan", str(job_dir), "--threads", "100000").code == 2


@pytest.mark.parametrize("value, traceback", [("1", True), ("yes", True), ("0", False), ("off", False), ("", False)])
def test_firstfault_debug_adds_the_traceback_and_keeps_the_exit_status(cli, job_dir, monkeypatch, value, traceback):
    monkeypatch.setenv("FIRSTFAULT_DEBUG", value)
    r = cli("scan", str(job_dir), "--threads", "100000")
    assert r.code == 2  # never 1, which means "failure found"
    assert "firstfault: error: --threads must be between 0 (one per core) and 1024" in r.err
    assert ("Traceback (most recent call last)" in r.err) is traceback
    assert ("UsageError" in r.err) is traceback


def test_many_threads_are_capped(cli, job_dir):
    # at most one worker per input (and four per core): 1024 asked, 4 files, quick
    r = cli("scan", str(job_dir), "--threads", "1024", "--format", "json", "-q")
    assert r.code == 1 and json.loads(r.out)["diagnoses"][0]["initiator_rank"] == 1


def test_context_options(cli, job_dir):
    d = json.loads(cli("scan", str(job_dir), "--format", "json", "-q", "--context-before", "3", "--context-after", "0").out)
    ev = d["diagnoses"][0]["evidence"][0]
    assert len(ev["context_before"]) == 3 and ev["context_after"] == []


def test_signatures_commands(cli):
    r = cli("signatures", "list")
    assert r.code == 0 and "cuda.oom" in r.out
    r = cli("signatures", "show", "cuda.oom")
    assert r.code == 0 and "CUDACachingAllocator" in r.out
    assert cli("signatures", "show", "cuda.nope").code == 2
    r = cli("signatures", "lint")
    assert r.code == 0 and "ok" in r.out


def test_signatures_takes_the_catalog_before_or_after_the_action(cli, tmp_path):
    import yaml

    shipped = Path(__file__).resolve().parents[1] / "python" / "firstfault" / "signatures"
    n = {}
    for name in ("cuda", "nccl"):
        (tmp_path / name).mkdir()
        (tmp_path / name / f"{name}.yaml").write_bytes((shipped / f"{name}.yaml").read_bytes())
        n[name] = len(yaml.safe_load((shipped / f"{name}.yaml").read_text()))
    one = tmp_path / "cuda"
    alone = "--no-builtin-signatures"
    for argv in (("--signatures", str(one), alone, "list"), ("list", "--signatures", str(one), alone), (alone, "list", "--signatures", str(one))):
        r = cli("signatures", *argv)
        assert r.code == 0 and len(r.out.splitlines()) == n["cuda"], argv
    # Both places together: one catalog of both directories.
    r = cli("signatures", "--signatures", str(one), "list", "--signatures", str(tmp_path / "nccl"), alone)
    assert r.code == 0 and len(r.out.splitlines()) == n["cuda"] + n["nccl"]
    # Without the flag the directories add to the built-in catalog: the copies' ids are
    # taken already.
    r = cli("signatures", "--signatures", str(one), "list")
    assert r.code == 2 and "cuda.oom" in r.err
    r = cli("signatures", "lint", "--signatures", str(tmp_path / "missing"))
    assert r.code == 2 and "missing" in r.err


def test_signatures_test_reads_a_binary_looking_file_with_binary(cli, tmp_path):
    """The skip message says 'pass --binary to scan it': `signatures test` takes it too."""
    f = tmp_path / "core.log"
    f.write_bytes(bytes(range(256)) * 64 + b"\x00\x00\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    r = cli("signatures", "test", str(f))
    assert r.code == 2 and "pass --binary" in r.err, r.err
    r = cli("signatures", "test", "--binary", str(f))
    assert r.code == 0 and "torch.out_of_memory_error" in r.out, (r.out, r.err)


def test_signatures_test_lists_hits(cli):
    r = cli("signatures", "test", str(SEED / "rank2.log"))
    assert r.code == 0
    assert "megatron.p2p_timeout" in r.out and "peer_rank=1" in r.out
    assert "progress.step" in r.out


def test_console_script_runs_on_the_examples():
    """The README's demo: every bundled example is diagnosed as its truth says."""
    exe = shutil.which("firstfault")
    assert exe, "the firstfault console script is installed"
    examples = ROOT / "examples"
    # the README's command, with the shell's glob expanded here
    dirs = sorted(str(d / "logs") for d in examples.iterdir() if (d / "logs").is_dir())
    p = subprocess.run([exe, "scan", *dirs, "--format", "json", "-q"], capture_output=True, text=True, timeout=120)
    assert p.returncode == 1, p.stderr
    got = {d["job_id"]: d for d in json.loads(p.stdout)["diagnoses"]}
    names = sorted(n for n in os.listdir(examples) if (examples / n / "truth.json").is_file())
    assert sorted(got) == names
    for n in names:
        truth = json.loads((examples / n / "truth.json").read_text())
        d = got[n]
        assert d["category"] in truth["category"], n
        want = truth["initiator_rank"]
        if want is not None:
            assert d["initiator_rank"] in (want if isinstance(want, list) else [want]), n
        else:
            assert d["initiator_node"] == truth["initiator_node"], n


# -- found by a fresh-clone user test -------------------------------------------------------


def test_a_job_with_no_readable_input_is_listed_unknown_not_dropped(cli, job_dir, tmp_path):
    locked = tmp_path / "job-bin"
    locked.mkdir()
    (locked / "rank0.log").write_bytes(b"\x00\x01\x02 core dump bytes")
    healthy = tmp_path / "job-ok"
    shutil.copytree(HEALTHY, healthy)
    r = cli("scan", str(healthy), str(locked), "--format", "json", "--quiet")
    doc = json.loads(r.out)
    by_job = {d["job_id"]: d for d in doc["diagnoses"]}
    # A binary file is no log (nothing of a log was lost), and the job has no other input.
    assert (by_job["job-bin"]["status"], by_job["job-bin"]["rule"]) == ("unknown", "no_log_lines")
    assert by_job["job-ok"]["status"] == "healthy"
    assert r.code == 1  # never "all healthy" while a job could not be read
    # -q hides warnings, never errors: the skipped binary file is still named.
    assert "rank0.log: binary file" in r.err


def test_a_job_of_empty_files_beside_others_is_unknown(cli, job_dir, tmp_path):
    empty = tmp_path / "job-empty"
    empty.mkdir()
    (empty / "rank0.log").write_bytes(b"")
    r = cli("scan", str(job_dir), str(empty), "--format", "json", "--quiet")
    by_job = {d["job_id"]: d for d in json.loads(r.out)["diagnoses"]}
    assert (by_job["job-empty"]["status"], by_job["job-empty"]["rule"]) == ("unknown", "no_log_lines")
    assert by_job["job-8812"]["initiator_rank"] == 1


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--max-line-bytes", str(1 << 64)], "--max-line-bytes must be between"),
        (["--max-context-line-bytes", str(1 << 64)], "--max-context-line-bytes must be between"),
        (["--max-match-line-bytes", "10"], "--max-match-line-bytes must be between"),
        (["--max-matches-per-stream", str(1 << 64)], "--max-matches-per-stream must be between"),
        (["--skew", "nan"], "--skew must be"),
        (["--skew", "inf"], "--skew must be"),
    ],
)
def test_out_of_range_numbers_are_usage_errors_not_tracebacks(cli, job_dir, argv, message):
    r = cli("scan", str(job_dir), *argv)
    assert r.code == 2 and message in r.err and "Traceback" not in r.err


def test_options_may_come_between_paths(cli, job_dir, tmp_path):
    other = tmp_path / "job-ok"
    shutil.copytree(HEALTHY, other)
    r = cli("scan", str(job_dir), "--format", "json", str(other), "-q")
    assert r.code == 1
    assert {d["job_id"] for d in json.loads(r.out)["diagnoses"]} == {"job-8812", "job-ok"}


def test_an_unwritable_stdout_is_one_error_line_and_exit_2(job_dir):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    with open("/dev/full", "w") as full:
        p = subprocess.run([sys.executable, "-m", "firstfault", "scan", str(job_dir)], stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert p.returncode == 2, p.stderr
    assert "firstfault: error:" in p.stderr and "No space left on device" in p.stderr and "Traceback" not in p.stderr


def test_torchrun_root_cause_header_carries_the_rank_of_the_entry_below_it(cli):
    r = cli("scan", str(cases_dir() / "gen-01-rank2-keyerror-dataloading" / "logs"), "--format", "json", "-q")
    (d,) = json.loads(r.out)["diagnoses"]
    (root,) = [e for e in d["evidence"] if e["signature_id"] == "elastic.root_cause"]
    assert root["rank"] == 2 == d["initiator_rank"]


def test_an_archive_cut_before_the_error_gives_unknown_with_its_evidence_and_the_damage(cli, tmp_path):
    data = (SEED / "rank1.log").read_bytes()
    cut = data.index(b"OutOfMemoryError")
    z = gzip.compress(data)
    (tmp_path / "rank1.log.gz").write_bytes(z[: len(z) * cut // len(data) - 200])
    r = cli("scan", str(tmp_path / "rank1.log.gz"), "--format", "json", "-q")
    (d,) = json.loads(r.out)["diagnoses"]
    assert (r.code, d["status"], d["category"], d["scope"]) == (1, "failed", "unknown", "none")
    assert "could not be read completely (corrupt_archive)" in d["reason"]
    assert d["evidence"] and d["evidence"][0]["signature_id"] == "python.traceback"
    assert "rank1.log.gz (at byte" in r.err


def test_lines_behind_shipper_timestamps_keep_their_rank_and_verdict(cli, tmp_path):
    """`kubectl logs --timestamps` and most shippers put an ISO 8601 time and a space
    before each line; the rank prefix behind it still counts."""
    src = cases_dir() / "gen-01-rank2-keyerror-dataloading" / "logs"
    job = tmp_path / "job-k8s"
    job.mkdir()
    for f in src.iterdir():
        lines = f.read_text(errors="replace").splitlines()
        (job / f.name).write_text("".join(f"2026-11-29T16:25:00.{i:09d}Z {l}\n" for i, l in enumerate(lines)))
    r = cli("scan", str(job), "--format", "json", "-q")
    (d,) = json.loads(r.out)["diagnoses"]
    assert (d["category"], d["initiator_rank"]) == ("user_code", 2)


def test_a_scan_started_before_the_catalog_loads_reports_like_one_started_after(job_dir, tmp_path):
    """With a cached catalog, ``scan`` starts scanning while the catalog's schema and the
    correlation import on another thread; without the cache (or with it cold) the
    catalog loads first. The reports are the same, to the diagnosis id and the problems."""
    (job_dir / "rank9.log.gz").write_bytes(b"not gzip")  # a problem to report too
    cache = tmp_path / "cache"

    def scan(cache_dir: str) -> dict:
        env = dict(os.environ, FIRSTFAULT_CACHE_DIR=cache_dir)
        p = subprocess.run([sys.executable, "-m", "firstfault", "scan", str(job_dir), "--format", "json", "-q"],
                           capture_output=True, text=True, timeout=120, env=env)
        assert p.returncode == 1, p.stderr
        return json.loads(p.stdout)

    cold = scan(str(cache))  # loads and validates the YAML, then writes the cache
    assert list(cache.glob("catalog-*.cache"))
    warm = scan(str(cache))  # the scan starts before the catalog module is imported
    off = scan("off")
    assert warm == cold == off
    (d,) = warm["diagnoses"]
    assert (d["category"], d["initiator_rank"]) == ("cuda_oom", 1)
    assert [p["kind"] for p in warm["problems"]] == ["format_mismatch"]


def test_a_panic_of_the_native_core_is_a_one_line_internal_error(monkeypatch, capsys):
    """pyo3 raises a Rust panic as PanicException, a BaseException: it must end like any
    other bug (one line, exit 2, never 1 "failure found"), not as a traceback."""
    from firstfault import cli
    from firstfault.cli import scan

    class PanicException(BaseException):  # pyo3_runtime's, matched by name
        pass

    def panics(args):
        raise PanicException("block ends with a newline")

    monkeypatch.setattr(scan, "run", panics)
    assert cli.main(["scan", "x.log"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "firstfault: internal error: PanicException: block ends with a newline (FIRSTFAULT_DEBUG=1 shows the traceback)"

    def exits(args):
        raise SystemExit(3)

    monkeypatch.setattr(scan, "run", exits)
    with pytest.raises(SystemExit):
        cli.main(["scan", "x.log"])


def test_a_file_of_nul_bytes_read_with_binary_is_unknown_not_healthy(cli, tmp_path):
    """A log pre-allocated or zero-filled by a crash holds no text: nothing says the job
    was healthy."""
    (tmp_path / "job").mkdir()
    (tmp_path / "job" / "rank0.log").write_bytes(b"\x00" * 4096)
    r = cli("scan", "--binary", "--format", "json", str(tmp_path / "job"))
    d = json.loads(r.out)["diagnoses"][0]
    assert (d["status"], d["rule"], r.code) == ("unknown", "no_log_lines", 1), r.out


def test_inputs_with_no_line_firstfault_recognises_are_unknown_not_healthy(cli, tmp_path):
    """A configuration file and a services table: nothing says a training job ran, so
    nothing says it was healthy (a wrong directory at 3 a.m. must not read as all clear)."""
    job = tmp_path / "job"
    job.mkdir()
    (job / "config.json").write_text('{"lr": 0.0001, "batch_size": 32}\n')
    (job / "services").write_text("ssh\t\t22/tcp\nhttp\t\t80/tcp\n")
    r = cli("scan", "--format", "json", str(job))
    d = json.loads(r.out)["diagnoses"][0]
    assert (d["status"], d["rule"], r.code) == ("unknown", "nothing_recognised", 1), r.out


def test_source_and_docs_beside_the_logs_are_not_read_as_logs(cli, tmp_path):
    """A job directory holding the training script (which handles 'CUDA out of memory')
    and a README quoting the error beside a healthy log: a walk reads only the log; the
    script named on the command line is read."""
    job = tmp_path / "job"
    job.mkdir()
    oom = "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 39.59 GiB total capacity; 35.12 GiB already allocated)"
    (job / "train.py").write_text(f"try:\n    step()\nexcept RuntimeError as e:  # {oom}\n    pass\n")
    (job / "README.md").write_text(f"If you see `{oom}`, lower the batch size.\n")
    (job / "rank0.log").write_text("".join(f"2026-12-01 10:00:0{i},000 INFO step {i}/5 | loss 2.1\n" for i in range(1, 6)))
    r = cli("scan", "--format", "json", str(job))
    assert (json.loads(r.out)["diagnoses"][0]["status"], r.code) == ("healthy", 0), r.out
    r = cli("scan", "--format", "json", str(job / "README.md"))
    assert json.loads(r.out)["diagnoses"][0]["category"] == "cuda_oom"


def _tar(path, members: dict[str, bytes], mode: str = "w:gz") -> None:
    import io
    import tarfile

    with tarfile.open(path, mode) as tf:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size, info.mtime = len(data), 1764547200  # 2025-12-01
            tf.addfile(info, io.BytesIO(data))


def test_a_tar_archive_of_a_job_is_read_like_its_directory(cli, job_dir, tmp_path, monkeypatch):
    """``scan job-8812.tar.gz``: the archive is the job, each member a stream named
    ``archive:member`` whose path the rank rules read, as in the directory it was. The
    members' temporary copies are gone when the scan returns."""
    import tempfile

    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    members = {f"logs/{p.name}": p.read_bytes() for p in sorted(job_dir.iterdir())}
    members["logs/train.py"] = b"# CUDA out of memory handled here\n"  # source is skipped, as in a walk
    members["../escape.log"] = b"[rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1 GiB\n"
    _tar(tmp_path / "job-8812.tar.gz", members)
    r = cli("scan", "--format", "json", str(tmp_path / "job-8812.tar.gz"))
    doc = json.loads(r.out)
    d = doc["diagnoses"][0]
    assert (d["job_id"], d["category"], d["initiator_rank"], r.code) == ("job-8812", "cuda_oom", 1, 1), r.out
    assert d["evidence"][0]["stream"] == f"{tmp_path / 'job-8812.tar.gz'}:logs/rank1.log"
    assert d["streams"] == 4  # not train.py, not the member that leaves the archive
    assert not os.listdir(tmp_path / "tmp")
    # found in a walk, the archive's members join the job of the directory holding it
    (tmp_path / "runs" / "job-9").mkdir(parents=True)
    shutil.move(tmp_path / "job-8812.tar.gz", tmp_path / "runs" / "job-9" / "logs.tar")
    _tar(tmp_path / "runs" / "job-9" / "logs.tar", members, "w")
    d = json.loads(cli("scan", "--format", "json", str(tmp_path / "runs")).out)["diagnoses"][0]
    assert (d["job_id"], d["initiator_rank"]) == ("runs", 1)


def test_a_damaged_tar_archive_reads_what_precedes_the_damage_and_says_so(cli, job_dir, tmp_path):
    members = {f"logs/{p.name}": p.read_bytes() for p in sorted(job_dir.iterdir())}
    _tar(tmp_path / "full.tar", members, "w")
    data = (tmp_path / "full.tar").read_bytes()
    (tmp_path / "cut.tar.gz").write_bytes(gzip.compress(data)[: len(gzip.compress(data)) * 2 // 3])
    (tmp_path / "job.tar.zst").write_bytes(b"(\xb5/\xfd")
    (tmp_path / "notatar.tgz").write_bytes(b"hello\n")
    r = cli("scan", "--format", "json", str(tmp_path / "cut.tar.gz"), str(tmp_path / "job.tar.zst"), str(tmp_path / "notatar.tgz"))
    doc = json.loads(r.out)
    kinds = {(os.path.basename(p["path"].split(":")[0]), p["kind"]) for p in doc["problems"]}
    assert {("cut.tar.gz", "tar_damaged"), ("job.tar.zst", "unsupported_format"), ("notatar.tgz", "corrupt_archive")} <= kinds, doc["problems"]
    assert "zstd -dc job.tar.zst | tar x" in r.err
    cut = next(d for d in doc["diagnoses"] if d["job_id"] == "cut")
    assert cut["streams"] >= 1 and cut["status"] != "healthy", cut


def test_an_empty_job_directory_is_listed_unknown_not_dropped(cli, job_dir, tmp_path):
    (tmp_path / "job-9").mkdir()
    (tmp_path / "job-9" / "train.py").write_text("print('hi')\n")  # a walk skips source
    r = cli("scan", "--format", "json", str(job_dir), str(tmp_path / "job-9"))
    by_job = {d["job_id"]: d for d in json.loads(r.out)["diagnoses"]}
    assert (by_job["job-9"]["status"], by_job["job-8812"]["category"], r.code) == ("unknown", "cuda_oom", 1), r.out
    assert "job-9: no file to read in this directory" in r.err
    r = cli("scan", str(tmp_path / "job-9"))
    assert r.code == 2 and "no file to read in this directory" in r.err and "no input could be read" in r.err


def test_a_tar_damaged_in_the_middle_reads_on_past_the_damage_and_says_so(cli, job_dir, tmp_path):
    """A member header overwritten mid-archive: the members after it are found again (as
    GNU tar skips to the next header) and the damage is a problem of the job, never a
    silent loss; a member whose name leaves the archive is named and not read."""
    import io
    import tarfile

    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tf:
        for name in ("notes.log", "rank0.log", "filler.log", "rank1.log", "rank2.log", "rank3.log"):
            data = (job_dir / name).read_bytes() if name.startswith("rank") else b"hello\n" * 50
            info = tarfile.TarInfo(f"logs/{name}")
            info.size = len(data)
            tf.addfile(info, io.BytesIO(data))
        info = tarfile.TarInfo("../outside.log")
        info.size = 3
        tf.addfile(info, io.BytesIO(b"hi\n"))
    raw = bytearray(buf.getvalue())
    at = raw.index(b"logs/filler.log")
    raw[at : at + 100] = b"Z" * 100  # the header of filler.log
    (tmp_path / "job-5.tar").write_bytes(bytes(raw))
    r = cli("scan", "--format", "json", str(tmp_path / "job-5.tar"))
    doc = json.loads(r.out)
    d = doc["diagnoses"][0]
    assert (d["category"], d["initiator_rank"], d["streams"], r.code) == ("cuda_oom", 1, 5, 1), r.out
    kinds = {p["kind"] for p in doc["problems"]}
    assert {"tar_damaged", "unsafe_member"} <= kinds, doc["problems"]
    assert "bytes skipped to the next member header" in r.err
    assert d["confidence"] <= 0.5  # the skipped bytes may have held any rank's log


def test_sigterm_during_a_scan_of_a_tar_removes_the_copies(tmp_path, job_dir):
    import signal
    import subprocess
    import sys
    import tarfile

    with tarfile.open(tmp_path / "big.tar", "w") as tf:
        for p in sorted(job_dir.iterdir()):
            tf.add(p, arcname=f"logs/{p.name}")
        big = tmp_path / "rank9.log"
        big.write_bytes(b"[rank9]: step 1/2 | loss 1.0\n" * (8 << 20))  # ~240 MB to copy out
        tf.add(big, arcname="logs/rank9.log")
    env = dict(os.environ, TMPDIR=str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    p = subprocess.Popen([sys.executable, "-m", "firstfault", "scan", str(tmp_path / "big.tar")], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not any((tmp_path / "tmp").iterdir()) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    p.send_signal(signal.SIGTERM)
    assert p.wait(timeout=60) == -signal.SIGTERM
    assert not list((tmp_path / "tmp").iterdir())


@pytest.mark.parametrize(
    "flags, said",
    [
        (["--job", "A", "--job-depth", "1"], "--job and --job-depth both say how to split the inputs into jobs"),
        (["--job", "A", "--job-from", "(run-\\d+)"], "--job and --job-from both say how to split"),
    ],
)
def test_contradictory_flags_are_refused(cli, tmp_path, flags, said):
    (tmp_path / "rank0.log").write_text("[rank0]: RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    r = cli("scan", str(tmp_path), *flags)
    assert r.code == 2 and said in r.err, (r.code, r.err)


def test_a_missing_baseline_says_it_is_missing(cli, tmp_path):
    (tmp_path / "rank0.log").write_text("[rank0]: RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    r = cli("scan", str(tmp_path), "--baseline", str(tmp_path / "nope"), "-q")
    assert r.code == 2 and f"--baseline {tmp_path / 'nope'}: no such file or directory" in r.err, r.err
