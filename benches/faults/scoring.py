"""Scoring firstfault's verdicts against a fault job's truth (stdlib only).

"Right" follows ../shared/tools/score-cases: the verdict is the first diagnosis whose
status is not healthy (else the first diagnosis); a healthy truth is right when the
verdict is healthy (or absent) and the scan exited 0; a failed truth's category is
right when the verdict reports a failure whose category is one the truth accepts, and
its initiator is right when the verdict reports a failure and names an accepted rank
(or, when the truth names no rank, the truth's node; when it names neither, no rank).
"""

from __future__ import annotations

import json


def verdict(stdout: str) -> dict:
    """The diagnosis score-cases reads from ``firstfault scan --format json`` output."""
    try:
        data = json.loads(stdout)
    except ValueError:
        return {}
    diags = data.get("diagnoses", []) if isinstance(data, dict) else []
    bad = [d for d in diags if d.get("status") not in (None, "healthy")]
    return (bad or diags or [{}])[0] or {}


def score(truth: dict, d: dict, exit_code: int) -> dict:
    """``{"healthy", "detected", "category", "initiator", "ok"}`` for one job (bools)."""
    st, cat, rank, node = (d.get(k) for k in ("status", "category", "initiator_rank", "initiator_node"))
    if truth["status"] == "healthy":
        ok = st in (None, "healthy") and exit_code == 0
        return {"healthy": True, "detected": not ok, "category": ok, "initiator": ok, "ok": ok, "among_suspects": ok}
    detected = st not in (None, "healthy")
    cat_ok = detected and cat in truth["category"]
    tr, tn = truth["initiator_rank"], truth["initiator_node"]
    if tr is not None:
        ini = rank in (tr if isinstance(tr, list) else [tr])
    elif tn is not None:
        ini = node == tn
    else:
        ini = rank is None
    ini = detected and ini
    # When the logs cannot choose, the verdict names its suspects (the deciding rule's):
    # the truth among them is not a right initiator, but it is not a wrong one either.
    suspects = next((o.get("suspects") or [] for o in d.get("rule_outcomes") or [] if o.get("rule") == d.get("rule")), [])
    accepted = tr if isinstance(tr, list) else [tr]
    among = ini or (detected and tr is not None and len(suspects) > 1 and any(r in suspects for r in accepted))
    return {"healthy": False, "detected": detected, "category": cat_ok, "initiator": ini, "ok": cat_ok and ini,
            "among_suspects": among}


def torchrun_initiator_ok(truth: dict, named_rank: int | None) -> bool | None:
    """Whether the rank torchrun's Root Cause summary names (``logtext.torchrun_pick``)
    is an accepted initiator: None when the job printed no summary or is healthy."""
    if truth["status"] == "healthy" or named_rank is None:
        return None
    tr = truth["initiator_rank"]
    if tr is None:
        return False
    return named_rank in (tr if isinstance(tr, list) else [tr])
