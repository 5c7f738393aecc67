"""The tunables of the correlation (no heavy imports: the CLI builds them before the scan)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Options:
    """Tunables of the correlation.

    Attributes:
        skew_s: clock-skew tolerance between nodes, seconds: initiator events closer
            than this count as simultaneous (ordered by specificity, then severity).
        burst_s: a rank's errors within this many seconds of its first one are one
            burst (one traceback, chained exceptions); the most specific wins.
        busy_bar_s: a progress bar running at least this long while the job failed
            marks a straggler.
        together_s: the same failure on most ranks within this many seconds of the first
            is one job-wide event (a bad config or dataset reached by ranks that start
            and step together); reported later, it is the first rank's.
        baseline_templates: templates of the failure lines of a known-good run of the
            same job (``scan --baseline``): lines of these templates are not terminal.
        live: the logs are of running jobs (``watch``): a run that has not reached its
            last step yet is expected, not a sign that it stopped.
    """

    skew_s: float = 2.0
    burst_s: float = 5.0
    busy_bar_s: float = 600.0
    together_s: float = 60.0
    baseline_templates: frozenset = frozenset()
    live: bool = False
