"""Tracebacks read whole (signatures/rules/tracebacks.yaml): every rule's examples are
classified by that rule, chained and interleaved tracebacks parse, user code stays."""

from __future__ import annotations

import json

import pytest

from firstfault.correlate import tracebacks

RULES = tracebacks.load_rules()
EXAMPLES = [(r.id, i, ex) for r in RULES for i, ex in enumerate(r.examples)]


def test_every_rule_has_an_example():
    assert all(r.examples for r in RULES), [r.id for r in RULES if not r.examples]


@pytest.mark.parametrize("rule_id,i,text", EXAMPLES, ids=[f"{r}[{i}]" for r, i, _ in EXAMPLES])
def test_an_example_is_classified_by_its_rule(rule_id, i, text):
    tb = tracebacks.parse(text.splitlines())
    assert tb is not None, text
    got = tracebacks.classify(tb, RULES)
    assert got is not None and got.id == rule_id, (got.id if got else None, tb)


def test_user_code_stays_user_code():
    text = 'Traceback (most recent call last):\n  File "/work/train.py", line 12, in <module>\n    main()\n  File "/work/train.py", line 9, in main\n    x = cfg["lr"] * 2\nTypeError: unsupported operand type(s)'
    assert tracebacks.classify(tracebacks.parse(text.splitlines()), RULES) is None


def test_an_interleaved_console_keeps_the_exception_lines_own_rank():
    lines = [
        "[rank0]: Traceback (most recent call last):",
        "[rank1]: Traceback (most recent call last):",
        '[rank0]:   File "/opt/venv/lib/python3.11/site-packages/torch/serialization.py", line 1470, in load',
        '[rank1]:   File "/work/train.py", line 5, in <module>',
        "[rank1]: ValueError: bad value",
    ]
    tb = tracebacks.parse(lines)
    assert tb == tracebacks.Traceback("ValueError", "bad value", ('File "/work/train.py", line 5, in <module>',))
    assert tracebacks.classify(tb, RULES) is None  # rank 0's checkpoint frame is not rank 1's


def test_prose_between_header_and_exception_is_not_a_traceback():
    assert tracebacks.parse(["Traceback (most recent call last):", "printing something else", "ValueError: x"]) is None


def test_a_catch_all_verdict_takes_the_traceback_rules_category(cli, tmp_path):
    job = tmp_path / "job"
    job.mkdir()
    (job / "rank1.log").write_text(
        "step 3 loss 2.0\n"
        "Traceback (most recent call last):\n"
        '  File "/opt/venv/lib/python3.11/site-packages/torch/utils/data/_utils/worker.py", line 349, in _worker_loop\n'
        "    data = fetcher.fetch(index)\n"
        '  File "/work/data.py", line 41, in __getitem__\n'
        "    img = decode(self.paths[i])\n"
        "tifffile.TiffFileError: not a TIFF file b'\\x89PNG'\n"
    )
    (job / "rank0.log").write_text("step 3 loss 2.0\n")
    r = cli("scan", str(job), "--format", "json", "-q")
    d = json.loads(r.out)["diagnoses"][0]
    assert (d["category"], d["initiator_rank"]) == ("data_pipeline", 1), d["reason"]
    assert "tb" not in d["reason"] and "batch was loaded" in d["reason"]


def test_a_faulthandler_dump_gives_the_current_thread_else_the_main_thread():
    """faulthandler lists the newest thread first (CPython Python/traceback.c): without a
    Python ``Current thread`` the main thread, listed last, is where the code stood."""
    torch = "/opt/venv/lib/python3.11/site-packages/torch"
    native = ["Thread 0x00007fe4127fc6c0 (most recent call first):", "  <no Python frame>", ""]
    main = [
        "Thread 0x00007fe4ede35b80 (most recent call first):",
        f'  File "{torch}/distributed/distributed_c10d.py", line 4181 in all_reduce',
        '  File "/opt/jobs/run/train.py", line 183 in main',
        "",
        "Extension modules: torch._C (total: 1)",
    ]
    frames = tracebacks.faulthandler_frames(native * 20 + main)
    assert tracebacks.call_site(frames) == "train.py:183 in main"
    current = ["Current thread 0x00007fe4127fd000 (most recent call first):", '  File "/opt/jobs/run/data.py", line 9 in load', ""]
    assert tracebacks.call_site(tracebacks.faulthandler_frames(current + main)) == "data.py:9 in load"
    # another worker's lines in the same console are not part of the dump
    mixed = [f"[default3]:{x}" for x in main[:2]] + ["[default1]:  File \"/opt/jobs/run/eval.py\", line 5 in run"]
    mixed += [f"[default3]:{x}" for x in main[2:]]
    assert tracebacks.call_site(tracebacks.faulthandler_frames(mixed)) == "train.py:183 in main"
    assert tracebacks.faulthandler_frames(["Extension modules: torch._C"]) == ()


def test_a_traceback_quoted_by_torchruns_failure_summary_is_read():
    """torchrun's summary indents a worker's error-file traceback under ``traceback :``."""
    lines = [
        "  error_file: /tmp/torchelastic_x/attempt_0/0/error.json",
        "  traceback : Traceback (most recent call last):",
        '    File "/opt/jobs/run/train.py", line 152, in main',
        "      logits = model(batch)",
        '    File "/opt/venv/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 5430, in all_gather_single',
        "      work.wait()",
        "  RuntimeError: [pair.cc:545] Read error [127.0.0.1]:38806: Connection reset by peer.",
    ]
    tb = tracebacks.parse(lines)
    assert tb is not None and tb.exc_type == "RuntimeError"
    assert tracebacks.call_site(tb.frames) == "train.py:152 in main"


def test_a_torchrun_prefixed_traceback_keeps_its_frames():
    """torchrun's ``[default3]:`` prefix is followed by the line as printed: the header
    and the exception line without a space, the frames with their indent."""
    lines = [
        "[default3]:Traceback (most recent call last):",
        '[default3]:  File "/opt/jobs/run/train.py", line 161, in main',
        "[default3]:    loss.backward()",
        "[default1]:step 7/30 | loss 2.31",
        '[default3]:  File "/opt/venv/lib/python3.11/site-packages/torch/_tensor.py", line 581, in backward',
        "[default3]:RuntimeError: [pair.cc:561] Connection closed by peer [127.0.0.1]:3236.",
    ]
    tb = tracebacks.parse(lines)
    assert tb is not None and len(tb.frames) == 2
    assert tracebacks.call_site(tb.frames) == "train.py:161 in main"


def test_a_header_glued_after_another_ranks_progress_bar_opens_the_traceback():
    """The header shares a console line with rank 0's tqdm bar; a warning of rank 1's
    before it is not part of the traceback."""
    lines = [
        "[default1]:[rank1]:[W1203 16:13:48.767631505 reducer.cpp:1545] Warning: find_unused_parameters=True",
        "[default0]: 47%|####7     | 14/30 [00:00<00:00, 16.57it/s][default1]:[rank1]: Traceback (most recent call last):",
        '[default1]:[rank1]:   File "/opt/jobs/run/trainlib.py", line 418, in grow_workspace',
        "[default1]:[rank1]:     return np.ones((n << 14, n << 14), dtype=np.float64)",
        "[default1]:[rank1]: numpy._core._exceptions._ArrayMemoryError: Unable to allocate 512. GiB for an array",
    ]
    tb = tracebacks.parse(lines)
    assert tb is not None and tb.frames == ('File "/opt/jobs/run/trainlib.py", line 418, in grow_workspace',)
    rule = tracebacks.refine("user_code", lines[:-1], lines[-1])
    assert rule is not None and rule[0].category == "host_oom"


def test_a_log_record_of_the_same_rank_between_frames_is_passed_over():
    """torchrun tees a worker's stdout and stderr under one prefix: the logger's
    timestamped records (stdout) land between the frames of a traceback (stderr). They
    do not end the traceback; untimed prose still does."""
    lines = [
        "[rank0]:Traceback (most recent call last):",
        "[rank0]:[titan] 2026-05-19 14:50:13,750 - root - INFO - Float8 training active with recipe rowwise_with_gw_hp",
        '[rank0]:  File "/home/user/torchtitan/torchtitan/config/manager.py", line 35, in parse_args',
        "[rank0]:    loaded_config, args = self._load_config(args)",
        "[rank0]:[titan] 2026-05-19 14:50:13,750 - root - INFO - Using _auto_filter_for_recipe to avoid converting linear layers",
        '[rank0]:  File "/opt/conda/lib/python3.12/site-packages/torchao/float8/float8_linear_utils.py", line 149, in _auto_filter_for_recipe',
        '[rank0]:    raise NotImplementedError(f"Unsupported recipe: {recipe}")',
        "[rank0]:NotImplementedError: Unsupported recipe: Float8LinearRecipeName.ROWWISE_WITH_GW_HP",
    ]
    tb = tracebacks.parse(lines)
    assert tb is not None and tb.exc_type == "NotImplementedError" and len(tb.frames) == 2
    assert tracebacks.classify(tb, RULES).id == "tb.config_loading"
    assert tracebacks.parse(lines[:1] + ["[rank0]:printing something else"] + lines[2:]) is None


def test_a_check_every_rank_runs_names_the_rank_shown_but_not_as_first(cli, tmp_path):
    """TRL's GRPOTrainer checks its batch sizes in its constructor on every rank
    (trl/trainer/grpo_trainer.py): rank 1's traceback, the only one the excerpt kept, is
    config, and rank 1 is not known to be the first (stated at most the weak cap)."""
    from firstfault.correlate.calibration import WEAK_CAP

    job = tmp_path / "job"
    job.mkdir()
    (job / "grpo_stderr.log").write_text(
        "[rank1]: Traceback (most recent call last):\n"
        '[rank1]:   File "/home/user/open-r1/src/open_r1/grpo.py", line 174, in main\n'
        "[rank1]:     trainer = GRPOTrainer(\n"
        '[rank1]:   File "/opt/conda/lib/python3.10/site-packages/trl/trainer/grpo_trainer.py", line 321, in __init__\n'
        "[rank1]:     raise ValueError(\n"
        "[rank1]: ValueError: The global train batch size (7 x 1) must be evenly divisible by the number of generations per prompt (8).\n"
    )
    d = json.loads(cli("scan", str(job), "--format", "json", "-q").out)["diagnoses"][0]
    assert (d["category"], d["initiator_rank"]) == ("config", 1) and d["confidence"] <= WEAK_CAP, d
    assert "every rank runs that check alike" in d["reason"], d["reason"]
