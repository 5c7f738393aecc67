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
