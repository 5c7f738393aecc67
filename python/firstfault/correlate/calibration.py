"""Confidence as a measured probability: the rules' combined score mapped to how often
verdicts with that score were right on labelled jobs.

The rules give each finding a fixed strength, and the engine combines the deciding
rule's with the rules that agreed and disagreed into a *score* (``Diagnosis.score``).
Scores are ordered but are not probabilities. ``calibration.json`` (beside this file)
holds the isotonic fit of "the verdict was right" (category and initiator, as
``../shared/tools/score-cases`` scores them) on the score, over the labelled jobs of
the recorded fault corpus, the end-to-end cases and the real development set
(``benches/realdev``); it is refitted by
``python benches/faults/calibrate.py``, which also writes the reliability table of
``benches/faults/README.md``.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from typing import Optional

#: Bounds of a stated confidence: never certain, never nothing.
LOW, HIGH = 0.05, 0.99

#: A verdict whose score is below STRONG rests on one rule of moderate strength that no
#: other rule corroborated: it is stated at most WEAK_CAP whatever the fit says. On the
#: generated corpus such verdicts are mostly right; on the blind real logs
#: (benches/heldout/real) verdicts stated above that were right far less often.
STRONG, WEAK_CAP = 0.62, 0.78

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "calibration.json")


@lru_cache(maxsize=1)
def _blocks(path: str = PATH) -> Optional[tuple[tuple[float, float, float], ...]]:
    """``(score_lo, score_hi, accuracy)`` per block of the fit, by score; None when the
    file is missing (the score is used as it is)."""
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except FileNotFoundError:
        return None
    return tuple((b["score_lo"], b["score_hi"], b["accuracy"]) for b in doc["blocks"])


def calibrated(score: float, blocks: Optional[tuple[tuple[float, float, float], ...]] = None) -> float:
    """The probability that a verdict of this ``score`` (0..1) is right: the accuracy of
    the fit's block holding it, linear between two blocks, the nearest block's beyond
    the fitted range; at most :data:`WEAK_CAP` below :data:`STRONG`; clamped to
    [:data:`LOW`, :data:`HIGH`]. ``blocks`` defaults to
    ``calibration.json``'s."""
    blocks = _blocks() if blocks is None else blocks
    if score != score:  # NaN: no evidence strength to speak of
        return LOW
    if not blocks:
        return max(LOW, min(HIGH, score))
    if score <= blocks[0][1]:
        p = blocks[0][2]
    elif score >= blocks[-1][0]:
        p = blocks[-1][2]
    else:
        p = blocks[-1][2]
        for (lo0, hi0, p0), (lo1, _hi1, p1) in zip(blocks, blocks[1:]):
            if score <= hi0:
                p = p0
                break
            if score < lo1:
                p = p0 + (p1 - p0) * (score - hi0) / (lo1 - hi0)
                break
    if score < STRONG:
        p = min(p, WEAK_CAP)
    return round(max(LOW, min(HIGH, p)), 2)


def isotonic(points: list[tuple[float, bool]]) -> list[dict]:
    """Pool-adjacent-violators fit of ``right`` on ``score``: blocks of consecutive
    scores (ties kept together) whose share right never falls as the score grows, each
    ``{"score_lo", "score_hi", "accuracy", "right", "n"}`` (``accuracy`` smoothed:
    ``(right + 1) / (n + 2)``). ``points``: ``(score, right)``."""
    by_score: dict[float, list[int]] = {}
    for s, ok in points:
        by_score.setdefault(round(s, 4), [0, 0])
        by_score[round(s, 4)][0] += int(ok)
        by_score[round(s, 4)][1] += 1
    stack: list[list] = []  # [lo, hi, right, n]
    for s in sorted(by_score):
        right, n = by_score[s]
        stack.append([s, s, right, n])
        while len(stack) > 1 and stack[-2][2] / stack[-2][3] >= stack[-1][2] / stack[-1][3]:
            hi = stack.pop()
            stack[-1][1], stack[-1][2], stack[-1][3] = hi[1], stack[-1][2] + hi[2], stack[-1][3] + hi[3]
    # Laplace's rule of succession: 15 right of 15 states 0.94, not certainty. Smoothing
    # a small block can put it below a larger one under it; the lower block then takes
    # the smaller value (a higher score never states less, and never more than measured).
    smoothed = [(r + 1) / (n + 2) for _lo, _hi, r, n in stack]
    for i in range(len(smoothed) - 2, -1, -1):
        smoothed[i] = min(smoothed[i], smoothed[i + 1])
    return [
        {"score_lo": lo, "score_hi": hi, "accuracy": round(p, 4), "right": r, "n": n}
        for (lo, hi, r, n), p in zip(stack, smoothed)
    ]
