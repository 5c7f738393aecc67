"""Correlation rules: each reads a job's evidence and names, supports or rules out suspects.

Every rule is a small function ``rule(ev, opts) -> Finding | None``. A
:class:`Finding` says which ranks (or node) the rule suspects, the root-cause
category it implies, how sure it is, the evidence lines it used and why. The
order in which findings decide is in :data:`DECISION_ORDER` and documented in the
README ("How firstfault decides").

One module per rule family, and :mod:`~firstfault.correlate.rules.common` for what
several of them (and the engine) share. The order of the modules says nothing; only
:data:`DECISION_ORDER` does.
"""

from __future__ import annotations

from typing import Callable, Optional

from firstfault.correlate.evidence import JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.busy_rank import rule_busy_rank, rule_interrupted_rank
from firstfault.correlate.rules.call_site import rule_absent_from_collective, rule_call_site, rule_diverged_sites, rule_late_to_collective
from firstfault.correlate.rules.common import Finding, describe_rank, persistent_hung_tasks, rank_leads
from firstfault.correlate.rules.desync import rule_desync
from firstfault.correlate.rules.earliest_initiator import rule_earliest_initiator
from firstfault.correlate.rules.exit_report import rule_exit_report, victim_times
from firstfault.correlate.rules.fallback import rule_victims_only
from firstfault.correlate.rules.late_entrant import rule_late_entrant
from firstfault.correlate.rules.launcher_summary import rule_launcher_summary
from firstfault.correlate.rules.missing_ranks import rule_duplicate_ranks, rule_missing_ranks
from firstfault.correlate.rules.named_peer import rule_named_peer
from firstfault.correlate.rules.never_entered import rule_never_entered
from firstfault.correlate.rules.silence import common_peer, dead_peer, fault_on_failed_node, refusing_peer, rule_silence, rule_store_host_lost
from firstfault.correlate.rules.stalled_ranks import rule_stalled_ranks
from firstfault.correlate.rules.stopped_from_outside import rule_stopped_from_outside

__all__ = [
    "DECISION_ORDER",
    "Finding",
    "common_peer",
    "dead_peer",
    "describe_rank",
    "fault_on_failed_node",
    "persistent_hung_tasks",
    "rank_leads",
    "refusing_peer",
    "rule_duplicate_ranks",
    "victim_times",
]

#: Rules in decision order: the first finding that names a verdict decides; every other
#: finding is reported as agreeing or disagreeing with it.
DECISION_ORDER: list[tuple[str, Callable[[JobEvidence, Options], Optional[Finding]]]] = [
    ("desync", rule_desync),
    ("call_site", rule_call_site),
    ("earliest_initiator", rule_earliest_initiator),
    ("never_entered", rule_never_entered),
    ("stalled_ranks", rule_stalled_ranks),
    ("missing_ranks", rule_missing_ranks),
    ("duplicate_ranks", rule_duplicate_ranks),
    ("silence", rule_silence),
    ("absent_from_collective", rule_absent_from_collective),
    ("late_to_collective", rule_late_to_collective),
    ("store_host_lost", rule_store_host_lost),
    ("named_peer", rule_named_peer),
    ("busy_rank", rule_busy_rank),
    ("interrupted_rank", rule_interrupted_rank),
    ("late_entrant", rule_late_entrant),
    ("stopped_from_outside", rule_stopped_from_outside),
    ("diverged_sites", rule_diverged_sites),
    ("launcher_summary", rule_launcher_summary),
    ("exit_report", rule_exit_report),
    ("victims_only", rule_victims_only),
]
