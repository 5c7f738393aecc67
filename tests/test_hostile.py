"""Hostile inputs and secrets: one test per input kind, each asserting the warning and
that a real failure log scanned in the same call is still diagnosed correctly."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import threading
import time
import zlib

import pyarrow.parquet as pq
import pytest

from conftest import cases_dir

SEED = cases_dir() / "seed-01-megatron-pp-p2p-timeout-stage1-oom" / "logs"


@pytest.fixture
def job(tmp_path):
    """A real failure (rank 1 CUDA OOM, 4 ranks) to scan beside each hostile input."""
    d = tmp_path / "job"
    shutil.copytree(SEED, d)
    return d


def scan(cli, *paths, extra=()):
    r = cli("scan", *map(str, paths), "--format", "json", *extra)
    doc = json.loads(r.out) if r.out.strip() else {"diagnoses": [], "problems": []}
    return r, doc


def assert_seed_diagnosed(doc):
    d = next(d for d in doc["diagnoses"] if d["category"] == "cuda_oom")
    assert d["initiator_rank"] == 1


def problem(doc, name):
    return next(p for p in doc["problems"] if os.path.basename(p["path"]) == name)


def test_truncated_and_corrupt_archives(cli, job):
    body = b"".join(b"[rank9]: step %d/100 | loss 2.0\n" % i for i in range(20000))
    gz = gzip.compress(body)
    (job / "cut.log.gz").write_bytes(gz[: len(gz) // 3])
    import zstandard

    zs = zstandard.ZstdCompressor().compress(body)
    (job / "cut.log.zst").write_bytes(zs[: len(zs) // 2])
    r, doc = scan(cli, job)
    assert r.code == 1
    assert_seed_diagnosed(doc)
    for name in ("cut.log.gz", "cut.log.zst"):
        p = problem(doc, name)
        assert p["kind"] == "corrupt_archive" and p["offset"] > 0, p
    # Every byte zlib can decode from the cut member was scanned: the offset is where
    # zlib itself stops.
    assert problem(doc, "cut.log.gz")["offset"] == len(zlib.decompressobj(31).decompress(gz[: len(gz) // 3]))
    assert "cut.log.gz" in r.err and "gzip data unreadable from here on" in r.err
    assert "ends inside a gzip member (truncated)" in r.err


def _damaged_after(body: bytes, cut: int, fmt: str) -> bytes:
    """`body` compressed with a block boundary after `body[:cut]` and the next block made
    invalid (a reserved block type: deflate BTYPE=11, zstd Block_Type=3), so that
    exactly `body[:cut]` can be decoded."""
    import zstandard

    if fmt == "gz":
        c = zlib.compressobj(6, zlib.DEFLATED, 31)
        head = c.compress(body[:cut]) + c.flush(zlib.Z_FULL_FLUSH)
        tail = bytearray(c.compress(body[cut:]) + c.flush())
        tail[0] |= 0x07
    else:
        c = zstandard.ZstdCompressor(level=3).compressobj()
        head = c.compress(body[:cut]) + c.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
        tail = bytearray(c.compress(body[cut:]) + c.flush())
        tail[0] |= 0x06
    return head + bytes(tail)


@pytest.mark.parametrize("fmt", ["gz", "zst"])
def test_a_failure_just_before_damage_in_an_archive_is_diagnosed(cli, job, tmp_path, fmt):
    """Every byte decoded before a damaged spot is scanned, the last ones included. A
    decoder read fills a whole buffer (1 MiB) at a time, and one that dropped its buffer
    on meeting damage lost the failure logged just before it."""
    lines = [b"[rank0]: step %d/100000 | loss 2.0\n" % i for i in range(60000)]
    failure = b"[rank0]: RuntimeError: CUDA error: an illegal memory access was encountered\n"
    lines.insert(40000, failure)
    body = b"".join(lines)
    # The damage 100 lines after the failure: 3.6 KB of log between them.
    cut = body.index(failure) + len(failure) + sum(map(len, lines[40001:40101]))
    other = tmp_path / "other-job"
    other.mkdir()
    (other / f"rank0.log.{fmt}").write_bytes(_damaged_after(body, cut, fmt))
    r, doc = scan(cli, job, other)
    assert_seed_diagnosed(doc)
    p = problem(doc, f"rank0.log.{fmt}")
    assert p["kind"] == "corrupt_archive" and p["offset"] == cut, p
    d = next(d for d in doc["diagnoses"] if d["job_id"] == "other-job")
    assert d["category"] == "cuda_error" and d["initiator_rank"] == 0, d
    assert f"the {cut} decompressed bytes before it were scanned" in r.err


def test_wrong_extension_and_unsupported_formats(cli, job):
    import bz2

    (job / "plain.log.gz").write_text("[rank8]: step 1/2 | loss 1.0\n")
    (job / "really-gzip.log").write_bytes(gzip.compress(b"[rank7]: step 3/9 | loss 1.0\n"))
    (job / "old.log.bz2").write_bytes(bz2.compress(b"x\n"))
    r, doc = scan(cli, job)
    assert_seed_diagnosed(doc)
    assert problem(doc, "plain.log.gz")["kind"] == "format_mismatch"
    assert problem(doc, "old.log.bz2")["kind"] == "unsupported_format"
    assert not any(os.path.basename(p["path"]) == "really-gzip.log" for p in doc["problems"])


def test_binary_nul_filled_and_sparse_files(cli, job):
    (job / "core.bin").write_bytes(b"\x7fELF\x02\x01\x01\x00" + os.urandom(100_000))
    with open(job / "sparse.log", "wb") as f:
        f.truncate(1 << 30)  # 1 GiB of holes: skipped after the first 64 KiB
    r, doc = scan(cli, job)
    assert_seed_diagnosed(doc)
    assert problem(doc, "core.bin")["kind"] == "binary"
    assert problem(doc, "sparse.log")["kind"] == "binary"
    assert doc["bytes_scanned"] < (1 << 26)
    # --binary scans them anyway (NULs and all) and still finds the failure
    r, doc = scan(cli, job / "core.bin", job, extra=("--binary",))
    assert_seed_diagnosed(doc)
    assert not any(p["kind"] == "binary" for p in doc["problems"])


@pytest.mark.parametrize("hole", ["sparse", "zeros", "zeros-5mib", "zeros-100"])
def test_a_log_truncated_in_place_is_read_past_its_leading_nuls(cli, job, hole):
    """logrotate's copytruncate empties a log while its writer keeps its offset: the next
    write lands past a hole as long as the old log, read as NULs (a sparse hole on the
    machine, real zeros once copied). The text after it is the rank's log, not binary."""
    text = (job / "rank1.log").read_bytes()
    size = {"sparse": 3 << 20, "zeros": 100_000, "zeros-5mib": 5 << 20, "zeros-100": 100}[hole]
    with open(job / "rank1.log", "wb") as f:
        if hole == "sparse":
            f.seek(size)
        else:
            f.write(b"\x00" * size)
        f.write(text)
    r, doc = scan(cli, job)
    assert_seed_diagnosed(doc)
    assert not [p for p in doc["problems"] if os.path.basename(p["path"]) == "rank1.log"], doc["problems"]
    oom = next(d for d in doc["diagnoses"] if d["category"] == "cuda_oom")
    ev = next(e for e in oom["evidence"] if e["rank"] == 1)
    # the hole holds no newline: lines keep their numbers
    want = next(i for i, l in enumerate(text.decode().splitlines(), 1) if "CUDA out of memory" in l)
    assert (ev["line_no"], ev["line"].startswith("[rank1]")) == (want, True), ev


def test_invalid_utf8_and_utf16_logs(cli, job):
    (job / "latin1.log").write_bytes(b"[rank5]: caf\xe9 \xff\xfe step 1/3\n")
    # rank 1's own file, re-encoded in UTF-16: its OOM line must still be found
    text = (job / "rank1.log").read_text()
    (job / "rank1.log").write_bytes(text.encode("utf-16"))
    (job / "rank1-be.log").write_bytes("[rank6]: KeyError: 'x'\n".encode("utf-16-be"))
    r, doc = scan(cli, job)
    assert r.code == 1
    d = doc["diagnoses"][0]
    assert (d["category"], d["initiator_rank"]) == ("cuda_oom", 1)
    assert d["evidence"][0]["stream"].endswith("rank1.log")
    assert not doc["problems"]


def test_a_single_line_of_many_megabytes(cli, job, tmp_path):
    with open(job / "runaway.log", "wb") as f:
        f.write(b"[rank4]: ")
        chunk = b"x" * (1 << 20)
        for _ in range(64):  # 64 MiB on one line
            f.write(chunk)
        f.write(b" KeyError: 'hidden beyond the cap'\n[rank4]: step 9/9 | loss 1.0\n")
    r, doc = scan(cli, job)
    assert_seed_diagnosed(doc)
    d = doc["diagnoses"][0]
    # the key error sits past the 1 MiB line cap: not matched, rank 4 not blamed
    assert d["initiator_rank"] == 1


def test_files_growing_and_shrinking_while_read(cli, job, tmp_path):
    grow = job / "growing.log"
    grow.write_bytes(b"[rank6]: step 1/9 | loss 1.0\n" * 200_000)
    stop = threading.Event()

    def writer():
        with open(grow, "ab") as f:
            while not stop.is_set():
                f.write(b"[rank6]: step 2/9 | loss 1.0\n" * 1000)
                f.flush()
                time.sleep(0.001)

    t = threading.Thread(target=writer, daemon=True)
    t.start()
    try:
        r, doc = scan(cli, job)
    finally:
        stop.set()
        t.join()
    assert_seed_diagnosed(doc)
    kinds = {p["kind"] for p in doc["problems"] if p["path"].endswith("growing.log")}
    assert kinds <= {"file_grew"}  # grew during the read, or not at all on a fast machine


def test_fifo_device_symlink_loop_and_empty(cli, job):
    os.mkfifo(job / "pipe.log")
    (job / "loop").symlink_to(job / "loop")
    (job / "empty.log").write_bytes(b"")
    r, doc = scan(cli, job, "/dev/null", "/dev/zero")
    assert_seed_diagnosed(doc)
    kinds = {os.path.basename(p["path"]): p["kind"] for p in doc["problems"]}
    assert kinds["pipe.log"] == "not_a_file"
    assert kinds["loop"] == "symlink_loop"
    assert kinds["empty.log"] == "empty"
    assert kinds["null"] == "not_a_file" and kinds["zero"] == "not_a_file"


def test_permission_denied(unprivileged_cli, job):
    (job / "locked.log").write_text("x\n")
    (job / "locked-dir").mkdir()
    (job / "locked-dir" / "rank9.log").write_text("x\n")
    os.chmod(job / "locked.log", 0)
    os.chmod(job / "locked-dir", 0)
    try:
        r, doc = scan(unprivileged_cli, job)
        assert problem(doc, "locked.log")["kind"] == "permission_denied"
        assert problem(doc, "locked-dir")["kind"] == "permission_denied"
        assert "permission denied" in r.err and "locked.log" in r.err and "locked-dir" in r.err
        assert_seed_diagnosed(doc)
    finally:
        os.chmod(job / "locked.log", 0o644)
        os.chmod(job / "locked-dir", 0o755)


def test_a_job_behind_an_unreadable_directory_is_listed(unprivileged_cli, job, tmp_path):
    """A job whose only directory cannot be listed is listed as unknown (it must not
    vanish from the report), and an unreadable subdirectory makes its job incomplete."""
    lost = tmp_path / "job-7731"
    lost.mkdir()
    (lost / "rank0.log").write_text("x\n")
    # Listed but not entered (444): its files cannot even be looked at.
    shut = tmp_path / "job-7732"
    shut.mkdir()
    (shut / "rank0.log").write_text("x\n")
    (job / "node3").mkdir()
    (job / "node3" / "rank12.log").write_text("x\n")
    modes = {lost: 0, shut: 0o444, job / "node3": 0}
    for d, mode in modes.items():
        os.chmod(d, mode)
    try:
        r, doc = scan(unprivileged_cli, job, lost, shut)
        assert problem(doc, "job-7731")["job_id"] == "job-7731"
        # Its problem is that it could not be listed, not that it holds nothing to read.
        assert [p["kind"] for p in doc["problems"] if os.path.basename(p["path"].rstrip("/")) == "job-7731"] == ["permission_denied"]
        assert problem(doc, "rank0.log")["job_id"] == "job-7732"
        assert problem(doc, "node3")["job_id"] == "job"
        for lost_job in ("job-7731", "job-7732"):
            d = next(d for d in doc["diagnoses"] if d["job_id"] == lost_job)
            assert (d["status"], d["rule"]) == ("unknown", "incomplete_input"), d
        seed = next(d for d in doc["diagnoses"] if d["job_id"] == "job")
        assert seed["category"] == "cuda_oom" and "could not be read completely (permission_denied)" in seed["reason"]
        # --job-from names an unreadable directory's job as it names its files' jobs.
        r, doc = scan(unprivileged_cli, tmp_path, extra=("--job-from", r"/(job-\d+)/"))
        assert {d["job_id"] for d in doc["diagnoses"]} >= {"job-7731", "job-7732"}
    finally:
        for d in modes:
            os.chmod(d, 0o755)


def test_unusual_path_characters(cli, job):
    os.rename(job / "rank2.log", os.fsdecode(bytes(job / "rank 2 \n\t\xff ☃.log")))
    r, doc = scan(cli, job)
    assert_seed_diagnosed(doc)
    assert not doc["problems"]


def test_many_small_files(cli, job):
    many = job / "many"
    many.mkdir()
    for i in range(5000):
        (many / f"worker-{i}.log").write_text(f"[rank{100 + i}]: step 1/9 | loss 1.0\n")
    r, doc = scan(cli, job)
    assert_seed_diagnosed(doc)
    assert doc["streams"] == 5004


# ---------------------------------------------------------------------------- secrets

SECRETS = {
    "hugging_face": "hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
    "wandb": "0123456789abcdef0123456789abcdef01234567",
    "aws_key_id": "AKIAIOSFODNN7EXAMPLE",
    "aws_secret": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "gcp_private_key_id": "9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
    "github": "ghp_0123456789abcdefghijABCDEFGHIJ012345",
    "openai": "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789",
    "bearer": "eyZ0dG9rZW4uc2VjcmV0LnZhbHVl",
    "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "url_password": "s3cr3t-Passw0rd",
    "cli_password": "hunter2hunter2",
    "private_key": "MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2ZAjU0e9RHd1tlnEAW4lBrj8VbQxYY9u8Y",
}


def secret_log() -> str:
    s = SECRETS
    lines = [
        f"[rank1]:2026-11-20 03:15:20,000 INFO login with token {s['hugging_face']}",
        f"[rank1]:2026-11-20 03:15:20,000 INFO WANDB_API_KEY={s['wandb']}",
        f"[rank1]:2026-11-20 03:15:20,000 INFO aws {s['aws_key_id']} aws_secret_access_key={s['aws_secret']}",
        f'[rank1]:2026-11-20 03:15:20,000 INFO sa {{"private_key_id": "{s["gcp_private_key_id"]}", "type": "service_account"}}',
        f"[rank1]:2026-11-20 03:15:20,000 INFO gh {s['github']} openai {s['openai']}",
        f"[rank1]:2026-11-20 03:15:20,000 INFO curl -H 'Authorization: Bearer {s['bearer']}' jwt {s['jwt']}",
        f"[rank1]:2026-11-20 03:15:20,000 INFO mlflow https://alice:{s['url_password']}@tracking.example.com/api",
        f"[rank1]:2026-11-20 03:15:20,000 INFO argv: train.py --password={s['cli_password']} --lr 3e-4",
        "[rank1]:2026-11-20 03:15:20,000 INFO -----BEGIN RSA PRIVATE KEY-----",
        s["private_key"],
        "[rank1]:2026-11-20 03:15:21,000 INFO -----END RSA PRIVATE KEY-----",
    ]
    return "\n".join(lines) + "\n"


@pytest.fixture
def secret_job(job):
    rank1 = job / "rank1.log"
    lines = rank1.read_text().splitlines(keepends=True)
    # the secrets go right before the OOM line, inside its before-context
    rank1.write_text("".join(lines[:-1]) + secret_log() + lines[-1])
    return job


def test_secrets_are_masked_in_text_json_and_parquet(cli, secret_job, tmp_path):
    text = cli("scan", str(secret_job), "-v", "-q")
    js = cli("scan", str(secret_job), "--format", "json", "-q", "--output", str(tmp_path / "out.parquet"))
    assert text.code == js.code == 1
    parquet = json.dumps(
        pq.read_table(tmp_path / "out.matches.parquet").to_pylist()
        + pq.read_table(tmp_path / "out.diagnoses.parquet").to_pylist(),
        default=str,
    )
    assert "hf_****" in js.out and "--password=****" in js.out
    for kind, secret in SECRETS.items():
        for name, out in (("text", text.out), ("json", js.out), ("parquet", parquet)):
            assert secret not in out, f"{kind} secret leaked in {name}"
    # the diagnosis itself is unchanged
    d = json.loads(js.out)["diagnoses"][0]
    assert (d["category"], d["initiator_rank"]) == ("cuda_oom", 1)


def test_no_mask_shows_secrets(cli, secret_job, tmp_path):
    js = cli("scan", str(secret_job), "--format", "json", "-q", "--no-mask", "--output", str(tmp_path / "o.parquet"))
    parquet = json.dumps(pq.read_table(tmp_path / "o.matches.parquet").to_pylist(), default=str)
    for kind, secret in SECRETS.items():
        assert secret in js.out, kind
        assert secret in parquet, kind


def test_mask_hosts_and_ips_consistently(cli, tmp_path):
    d = tmp_path / "job"
    d.mkdir()
    (d / "rank0.log").write_text(
        "gpu017:4242:4390 [3] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.1.2.3<42567> "
        "with error 12, opcode 0, len 0, vendor err 129\n"
    )
    (d / "rank1.log").write_text("[rank1]:2026-11-20 03:15:20,000 INFO ssh gpu017 10.1.2.3 failed\n[rank1]: KeyError: 'x'\n")
    r = cli("scan", str(d), "--format", "json", "-q", "--mask-hosts", "--mask-ips")
    assert "gpu017" not in r.out and "10.1.2.3" not in r.out
    doc = json.loads(r.out)
    lines = json.dumps(doc)
    assert "host-1" in lines and "ip-1" in lines
    plain = cli("scan", str(d), "--format", "json", "-q")
    assert "gpu017" in plain.out and "10.1.2.3" in plain.out


# ------------------------------------------------------------- found by a fresh-user test


def test_non_utf8_directory_name_gives_valid_json_and_parquet(cli, tmp_path):
    odd = os.fsdecode(bytes(tmp_path) + b"/job-\xff\xfe")
    shutil.copytree(SEED, odd)
    r = cli("scan", odd, "--format", "json", "-q", "--output", str(tmp_path / "o.parquet"))
    assert r.code == 1, r.err
    d = json.loads(r.out.encode("utf-8"))["diagnoses"][0]
    assert d["job_id"] == "job-\ufffd\ufffd" and d["initiator_rank"] == 1
    assert pq.read_table(tmp_path / "o.diagnoses.parquet").column("job_id").to_pylist() == ["job-\ufffd\ufffd"]


def test_bad_path_rules_are_usage_errors(cli, job):
    for flag, rx in (("--rank-from", "["), ("--node-from", "(")):
        r = cli("scan", str(job), flag, rx)
        assert r.code == 2 and "Traceback" not in r.err and "regex" in r.err


@pytest.mark.parametrize("fmt", ["json", "text"])
@pytest.mark.parametrize("failing", [True, False])
def test_piped_output_keeps_the_exit_status(tmp_path, fmt, failing):
    """`firstfault scan ... | head -c 10`: the reader leaves early; firstfault still exits
    with the status of what it found (1 failure, 0 healthy), without a traceback, and
    still writes ``--output`` (rich's console used to exit 1 on a broken pipe)."""
    import subprocess
    import sys

    for i in range(12 if failing else 3000):  # enough report to overflow a pipe buffer
        if failing:
            shutil.copytree(SEED, tmp_path / "jobs" / f"job{i}")
        else:
            (tmp_path / "jobs" / f"job{i}").mkdir(parents=True)
            (tmp_path / "jobs" / f"job{i}" / "rank0.log").write_text("[rank0]: step 1 loss 0.5\n")
    out = tmp_path / "out.parquet"
    with subprocess.Popen(
        [sys.executable, "-m", "firstfault", "scan", str(tmp_path / "jobs"), "--job-depth", "1", "--format", fmt, "-q", "--output", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as q:
        q.stdout.read(10)
        q.stdout.close()  # the reader goes away early
        err = q.stderr.read()
        assert q.wait(timeout=120) == (1 if failing else 0), err
    assert b"Traceback" not in err
    assert len(list(tmp_path.glob("out*.parquet"))) == 2


def test_a_standard_error_that_cannot_be_written_does_not_change_the_exit_status(tmp_path):
    """Warnings and errors go to stderr; when it cannot be written (`2>/dev/full`) the
    status is still the scan's: 0 for a healthy job with a missing path beside it, 2 when
    no input could be read."""
    import subprocess
    import sys

    ok = tmp_path / "ok.log"
    ok.write_text("[rank0]: step 1 loss 0.5\n")
    with open("/dev/full", "w") as full:
        run = lambda *a: subprocess.run([sys.executable, "-m", "firstfault", "scan", *a], stdout=subprocess.DEVNULL, stderr=full, timeout=120)  # noqa: E731
        assert run(str(ok), str(tmp_path / "missing")).returncode == 0
        assert run(str(tmp_path / "missing")).returncode == 2
    # stdout closed by the caller (`>&-`): the report goes nowhere, the status stays.
    p = subprocess.run([sys.executable, "-m", "firstfault", "scan", str(ok)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=120, pass_fds=(), close_fds=True, preexec_fn=lambda: __import__("os").close(1))
    assert p.returncode == 0 and "Traceback" not in p.stderr and "internal error" not in p.stderr


def test_directory_symlinks_are_followed(cli, tmp_path):
    (tmp_path / "symjob").mkdir()
    (tmp_path / "symjob" / "logs").symlink_to(SEED, target_is_directory=True)
    (tmp_path / "symjob" / "loop").symlink_to(tmp_path / "symjob", target_is_directory=True)
    r, doc = scan(cli, tmp_path / "symjob")
    assert r.code == 1
    assert_seed_diagnosed(doc)
    assert doc["streams"] == 4
    # A link up the tree (`ln -s .. up`) would read the sibling job beside this one as
    # its own: reported, not followed.
    sibling = tmp_path / "other"
    sibling.mkdir()
    (sibling / "rank9.log").write_text("[rank9]: RuntimeError: CUDA error: an illegal memory access was encountered\n")
    (tmp_path / "symjob" / "up").symlink_to("..", target_is_directory=True)
    r, doc = scan(cli, tmp_path / "symjob")
    assert_seed_diagnosed(doc)
    assert doc["streams"] == 4
    assert [(p["kind"], p["level"]) for p in doc["problems"] if p["path"].endswith("/up")] == [("symlink_loop", "warning")]


def test_empty_input_alone_is_an_error(cli, tmp_path):
    (tmp_path / "empty.log").write_bytes(b"")
    r = cli("scan", str(tmp_path / "empty.log"))
    assert r.code == 2 and "no log lines" in r.err


def test_a_job_with_unreadable_inputs_is_not_called_healthy(cli, tmp_path):
    d = tmp_path / "job"
    d.mkdir()
    body = b"".join(b"[rank0]: step %d/9 | loss 2.0\n" % i for i in range(50000))
    gz = gzip.compress(body)
    (d / "rank0.log.gz").write_bytes(gz[: len(gz) // 2])
    r, doc = scan(cli, d)
    assert r.code == 1
    dg = doc["diagnoses"][0]
    assert (dg["status"], dg["rule"]) == ("unknown", "incomplete_input")


def test_a_named_pipe_argument_is_read_like_stdin(cli, tmp_path):
    fifo = tmp_path / "rank1.pipe"
    os.mkfifo(fifo)
    data = (SEED / "rank1.log").read_bytes() * 3  # larger than one sniffed head

    def feed():
        with open(fifo, "wb") as f:
            f.write(data)

    t = threading.Thread(target=feed)
    t.start()
    r, doc = scan(cli, fifo, extra=("--job", "j"))
    t.join()
    assert r.code == 1
    d = doc["diagnoses"][0]
    assert d["category"] == "cuda_oom"
    assert doc["bytes_scanned"] == len(data)


def test_long_lines_are_reported(cli, job):
    (job / "wide.log").write_bytes(b"[rank2]: step 1\n[rank2]: " + b"y" * 2_000_000 + b"\n")
    r, doc = scan(cli, job)
    p = problem(doc, "wide.log")
    assert p["kind"] == "long_lines" and p["level"] == "warning" and "1 line(s)" in p["message"]
    # Where the first cut line is: its number, and its start as the problem's offset.
    assert "the first is line 2" in p["message"] and p["offset"] == len(b"[rank2]: step 1\n")


def test_more_secret_forms_are_masked(cli, job):
    forms = {
        'export PASSWORD="hunter4hunter4"': "hunter4hunter4",
        '{"password": "hunter6hunter6"}': "hunter6hunter6",
        "DB_PASSWORD=hunter7hunter7": "hunter7hunter7",
        "api_key='hunter9hunter9'": "hunter9hunter9",
        "--token abcdefgh12345678": "abcdefgh12345678",
    }
    rank1 = job / "rank1.log"
    lines = rank1.read_text().splitlines(keepends=True)
    rank1.write_text("".join(lines[:-1]) + "".join(f"[rank1]: INFO {k}\n" for k in forms) + lines[-1])
    r, doc = scan(cli, job)
    assert_seed_diagnosed(doc)
    for form, secret in forms.items():
        assert secret not in r.out, form
    assert "max_tokens" not in r.out or "512" in r.out


def _default_sigint() -> None:
    """In the child before exec: SIGINT back to its default disposition. A test run started
    in the background of a non-interactive shell inherits SIGINT ignored, and Python then
    installs no KeyboardInterrupt handler (a user's Ctrl-C could not reach it either)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_during_a_scan_exits_130_without_aborting(tmp_path):
    """Ctrl-C while the native scan runs cancels it and exits 130 (it used to abort with
    "FATAL: exception not rethrown" when the interpreter exited under a running scan)."""
    import signal
    import subprocess
    import sys

    big = tmp_path / "big.log"
    with open(big, "wb") as f:
        f.truncate(64 << 30)  # sparse: takes no disk, scans for many seconds with --binary
    p = subprocess.Popen(
        [sys.executable, "-m", "firstfault", "scan", "--binary", str(big)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_default_sigint,
    )
    try:
        deadline = time.monotonic() + 60
        while not any(os.path.realpath(f"/proc/{p.pid}/fd/{fd}") == str(big) for fd in _fds(p.pid)):
            assert p.poll() is None and time.monotonic() < deadline, "the scan never opened the file"
            time.sleep(0.05)
        time.sleep(0.3)
        p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 130, err
    assert "firstfault: interrupted" in err and "FATAL" not in err


def _fds(pid: int) -> list[str]:
    try:
        return os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return []


def test_mask_hosts_covers_fully_qualified_and_syslog_host_names(cli, tmp_path):
    log = tmp_path / "hosts.log"
    log.write_text(
        "2026-01-01T00:00:00Z gpu-node-17.cluster.local 10.1.2.3: NCCL WARN NET/IB : Got async event : local catastrophic error\n"
        "Jan  1 00:00:01 gpu-b07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1, GPU has fallen off the bus.\n"
        "2026-01-01T00:00:02Z job failed on gpu-node-17.cluster.local and gpu-b07\n"
    )
    r, doc = scan(cli, log, extra=("--mask-hosts", "--mask-ips", "-v"))
    text = json.dumps(doc)
    for secret in ("gpu-node-17", "cluster.local", "gpu-b07", "10.1.2.3"):
        assert secret not in text
    import re

    assert len(set(re.findall(r"host-\d+", text))) >= 2
    # The file name is not a host: "hosts.log" is not read as node "hosts".
    assert "hosts.log" in text


def test_an_empty_compressed_name_is_reported_as_empty_not_as_a_format_mismatch(cli, job):
    (job / "zero.log.gz").write_bytes(b"")
    r, doc = scan(cli, job)
    assert problem(doc, "zero.log.gz")["kind"] == "empty"
    assert not [p for p in doc["problems"] if p["kind"] == "format_mismatch"]
    assert_seed_diagnosed(doc)


def test_a_path_rule_without_a_capture_group_is_a_usage_error(cli, job):
    r = cli("scan", str(job), "--rank-from", "rank")
    assert r.code == 2 and "needs a capture group" in r.err


def test_a_failure_after_a_flood_beyond_the_stream_limit_is_still_found(cli, tmp_path):
    """The per-stream cap drops repeats of signatures already kept, never the first
    match of a new one: an OOM after 12,000 loss-scale warnings is the diagnosis."""
    log = tmp_path / "job" / "rank0.log"
    log.parent.mkdir()
    flood = "[2024-05-01 10:00:00,123] [INFO] [loss_scaler.py:181:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 65536, reducing to 32768\n"
    log.write_text(flood * 12_000 + "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    r, doc = scan(cli, log.parent)
    (d,) = doc["diagnoses"]
    assert (r.code, d["category"], d["initiator_rank"]) == (1, "cuda_oom", 0)
    assert problem(doc, "rank0.log")["kind"] == "matches_dropped"


def test_absurd_timestamps_and_ranks_do_not_stop_the_scan(cli, job, tmp_path):
    (job / "year.log").write_text("9999-12-31T23:59:59.999999Z [rank9]: RuntimeError: boom at the end of time\n")
    (job / "rank4294967296.log").write_text("rank=2147483647 local_rank=99999999999 world_size=4294967297\n")
    out = tmp_path / "out.parquet"
    r, doc = scan(cli, job, extra=("--output", str(out)))
    assert r.code == 1, r.err
    assert_seed_diagnosed(doc)
    d = doc["diagnoses"][0]
    assert d["world_size"] in (None, 4)
    ranks = pq.read_table(tmp_path / "out.matches.parquet").column("rank").to_pylist()
    assert max(r for r in ranks if r is not None) < 1 << 24


def test_ctrl_c_while_stdin_is_idle_exits_at_once(tmp_path):
    """A scan blocked reading an idle pipe cannot reach its next chunk: the first Ctrl-C
    still ends it (after a short grace period), with the usual message."""
    import signal
    import subprocess
    import sys

    p = subprocess.Popen(
        [sys.executable, "-m", "firstfault", "scan", "-"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        preexec_fn=_default_sigint,
    )
    try:
        deadline = time.monotonic() + 60
        while len(_tasks(p.pid)) < 2:  # the scan thread is running (and blocked reading stdin)
            assert p.poll() is None and time.monotonic() < deadline, "the scan never started"
            time.sleep(0.05)
        time.sleep(0.5)
        p.send_signal(signal.SIGINT)
        p.wait(timeout=30)  # stdin stays open: the read never returns by itself
        err = p.stderr.read()
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        p.stdin.close()
        p.stderr.close()
    assert p.returncode == 130 and "firstfault: interrupted" in err


def _tasks(pid: int) -> list[str]:
    try:
        return os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []


def test_escape_sequences_in_log_lines_never_reach_the_terminal(cli, tmp_path):
    """A log line carrying terminal escapes (a colour reset, an OSC title change) and
    control bytes: the text report prints the line without them, control bytes as \\xNN."""
    d = tmp_path / "job"
    d.mkdir()
    (d / "rank0.log").write_bytes(
        b"step 1 loss 2.3\nRuntimeError: CUDA error: an illegal memory access was encountered \x1b[0m\x1b]0;pwned\x07 bell\x07 end\n"
    )
    r = cli("scan", str(d))
    assert r.code == 1 and "illegal memory access" in r.out
    assert "\x1b]0;pwned" not in r.out and "\x07" not in r.out and "\\x07" in r.out


def test_json_output_is_a_document_even_when_nothing_could_be_read(cli, tmp_path):
    """A program reading --format json gets a document on exit 2 too: no diagnosis, and the
    problems that say why (the path, then no_input)."""
    r = cli("scan", str(tmp_path / "missing"), "--format", "json")
    doc = json.loads(r.out)
    assert r.code == 2 and doc["diagnoses"] == []
    assert [p["kind"] for p in doc["problems"]] == ["not_found", "no_input"]
