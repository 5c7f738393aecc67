"""Rule family *stalled ranks*: Horovod's stall inspector names the ranks that never
submitted a tensor the others wait to reduce.
"""

from __future__ import annotations

import re
from typing import Optional

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import Finding, _sig_hits
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges


_HOROVOD_STALL = "horovod.stall_warning"
_LISTED = re.compile(r"\[(missing|ready) ranks: ?([\d, ]+)\]")
_STALLED_RANK_LINE = re.compile(r"^\s*(\d+)!?: \[")
#: Open MPI's --tag-output prefix (horovodrun passes it): ``[1,0]<stderr>:``.
_MPI_TAG = re.compile(r"^\[\d+(?:,\d+)?\]<std(?:out|err)>:")


def _horovod_missing(ev: JobEvidence, h: Hit) -> set[int]:
    """The ranks one stall warning says did not submit (see ``horovod.stall_warning``):
    listed as missing, one per line after "Missing ranks:" / "Stalled ranks:", or the
    complement of the ready ranks in the world (its stated size, else up to the highest
    ready rank)."""
    missing: set[int] = set()
    text = [_MPI_TAG.sub("", line) for line in [h.line] + list(h.after)]
    for line in text:
        for kind, ranks in _LISTED.findall(line):
            listed = {int(x) for x in ranks.replace(" ", "").split(",") if x.isdigit()}
            if kind == "missing":
                missing |= listed
            elif listed:
                missing |= set(range(ev.topology.world_size or max(listed) + 1)) - listed
    if not missing and any(("Missing ranks:" in line or "Stalled ranks:" in line) for line in text):
        for line in text[1:]:
            m = _STALLED_RANK_LINE.match(line)
            if m:
                missing.add(int(m.group(1)))
    return missing


def rule_stalled_ranks(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Horovod's stall inspector names the ranks that never submitted a tensor the others
    wait to reduce: those ranks are stuck elsewhere or ran another code path. Named when
    they are few (at most a quarter of the ranks the warning accounts for, or one)."""
    hits = _sig_hits(ev, _HOROVOD_STALL, summary=None)
    for h in hits:
        missing = _horovod_missing(ev, h)
        world = ev.topology.world_size or (max(missing | ev.ranks_seen) + 1 if missing else 0)
        if missing and len(missing) <= max(1, world // 4):
            ranks = sorted(missing)
            return Finding(
                "stalled_ranks",
                ranks,
                "hang",
                0.75 if len(ranks) == 1 else 0.5,
                f"Horovod's stall inspector: rank(s) {compact_ranges(ranks, RANK_GROUPS_SHOWN)} never submitted the "
                "tensors the other ranks are waiting to reduce",
                hits=[h],
            )
    return None
