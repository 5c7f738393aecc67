"""Rule family *late entrant*: when the first and last watchdog timeouts are further
apart than the timeout itself, the last rank to time out entered the collective late.
"""

from __future__ import annotations

from typing import Optional

import pyarrow.compute as pc

from firstfault.correlate.evidence import JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding
from firstfault.correlate.terminal import US


def rule_late_entrant(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """If the first and last watchdog timeouts are further apart than the timeout itself,
    the last rank to time out entered the collective late: it is the straggler."""
    wd = ev.select(sigs=["c10d.watchdog_timeout"], has_rank=True)
    wd = wd.filter(pc.and_(pc.is_valid(wd["ts"]), pc.invert(wd["ts_inherited"])))
    if wd.num_rows < 3:
        return None
    # The first timeout of each rank (table is sorted by time).
    firsts = wd.group_by("rank", use_threads=False).aggregate([("row", "first")])
    if firsts.num_rows < 3:
        return None
    first_rows = wd.filter(pc.is_in(wd["row"], value_set=firsts["row_first"]))
    ordered = ev.hits(first_rows)
    timeout_ms = next((h.int_field("timeout_ms") for h in ordered if h.int_field("timeout_ms")), None)
    if not timeout_ms:
        return None
    spread = ordered[-1].ts - ordered[0].ts
    if spread <= timeout_ms * 1000:
        return None
    late = ordered[-1]
    return Finding(
        "late_entrant",
        [late.rank],
        "straggler",
        0.6,
        f"timeouts spread over {spread / US:.0f}s, more than the {timeout_ms / 1000:.0f}s timeout: "
        f"rank {late.rank} entered the collective last",
        hits=[ordered[0], late],
    )
