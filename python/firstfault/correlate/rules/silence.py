"""Rule family *silence*: quiet ranks, no error of their own while the others fail.

A quiet rank a launcher reports ended by a signal died without a word (SIGKILL: the OOM
killer); quiet ranks that stopped logging are silent, and every rank of one node going
quiet (or the c10d store's host going away) is a lost node. Also the cross-checks the
engine applies to a decided peer fault (:func:`dead_peer`, :func:`fault_on_failed_node`,
:func:`common_peer`, :func:`refusing_peer`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Optional

import pyarrow as pa
import pyarrow.compute as pc

from firstfault.correlate.evidence import Hit, JobEvidence
from firstfault.correlate.options import Options
from firstfault.correlate.rules.common import _RENDEZVOUS_PHASE, Finding, _restart_rendezvous, _ts, describe_rank
from firstfault.correlate.rules.named_peer import _addr_host, _is_loopback
from firstfault.correlate.rules.stopped_from_outside import STOP_SIGS
from firstfault.correlate.terminal import US, ExitMeaning, exit_reports, exit_signatures
from firstfault.model import RANK_GROUPS_SHOWN, compact_ranges, name_list


#: Network reports that a peer stopped answering, which a dead peer process causes as
#: surely as a broken link: InfiniBand's transport and RNR retries exhausted (NCCL's
#: "Got completion from peer ... with error 12 / 13", NVIDIA/nccl src/transport/net_ib.cc;
#: Open MPI openib's "retry count exceeded").
_PEER_UNREACHABLE = frozenset({"nccl.ib_completion_error:12", "nccl.ib_completion_error:13", "mpi.openib_fabric_error"})

#: Signals a process does not end by because its network failed: NCCL and gloo errors
#: raise (exit code 1) or abort through the c10d watchdog (SIGABRT), never SIGKILL or a
#: segfault. SIGKILL comes from the kernel's OOM killer or from outside.
_DEATH_SIGNALS = frozenset({4, 7, 8, 9, 11})

#: A scheduler's report naming the node that failed: Slurm's srun ("Node failure on
#: gpu017", src/srun/). slurmstepd's "CANCELLED ... DUE TO NODE FAILURE" names only the
#: node that reports it.
_NODE_FAILURE = ("slurm.node_failure",)

#: Seconds after which Slurm may report a node that stopped answering as failed: the
#: controller waits SlurmdTimeout (300 s by default, slurm.conf) for its slurmd, then
#: the step's srun learns of it; a report this much later than the network error is
#: not of the node that caused it.
_NODE_FAILURE_REPORT_S = 900

#: Seconds from a process's death to its launcher's report of it, and from the death to
#: its peers' retries running out: DeepSpeed's launcher polls its workers every second
#: (deepspeed/launcher/launch.py), torchrun's agent every monitor interval (0.1-5 s), and
#: IB gives up after NCCL_IB_RETRY_CNT (7) timeouts of 4.096 us * 2^NCCL_IB_TIMEOUT (18:
#: about 1 s each). A report this much later than the network error came after it.
_DEATH_REPORT_S = 30


def dead_peer(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided root cause is a peer that stopped answering
    (:data:`_PEER_UNREACHABLE`) and a launcher reports a process of another rank or node
    killed by a signal no network fault causes (:data:`_DEATH_SIGNALS`), not clearly after
    the network error: the dead process is the more likely first fault, its peers' retries
    ran out because it was gone. Both readings stay possible (the report says which
    other), so the confidence is moderate. Likewise a scheduler's report that another
    node failed (:data:`_NODE_FAILURE`), within the time it takes to notice one: that node
    was lost. None when the logs show no such death."""
    sig = decided.signature
    if decided.rule != "earliest_initiator" or sig is None or getattr(sig, "id", None) not in _PEER_UNREACHABLE:
        return None
    net = ev.hits(ev.select(sigs=sorted(_PEER_UNREACHABLE), summary=None))
    reporters = {h.rank for h in net if h.rank is not None}
    reporter_nodes = {h.node for h in net if h.node}
    exact = [h.ts for h in net if h.ts is not None and not h.ts_inherited]
    first_net = min(exact) if exact else None

    def long_after(h: Hit, seconds: float) -> bool:
        """``h`` has a time of its own, that many seconds (and the skew) after the first
        network error's."""
        return first_net is not None and h.ts is not None and not h.ts_inherited and h.ts > first_net + int((seconds + opts.skew_s) * US)

    explained = ev.ranks_with(["initiator"])
    for h, m in exit_reports(ev):
        if not m.cause or m.signo not in _DEATH_SIGNALS or h.summary:
            continue
        if h.rank is not None and h.rank in reporters:
            continue
        if h.rank is None and (not h.node or h.node in reporter_nodes):
            continue
        if long_after(h, _DEATH_REPORT_S):
            continue
        if h.rank is not None and h.rank in explained:
            continue  # a rank that said why it failed is read by the rules that read it
        who = describe_rank(ev, h.rank) if h.rank is not None else f"a process on node {h.node}"
        return Finding(
            "dead_peer",
            [h.rank] if h.rank is not None else [],
            m.category,
            0.55,
            f"{h.sig.title}: {who} ended with {m.text}, which no network fault causes; its peers' "
            f"'{sig.title}' is what a dead peer leaves (if that process was killed only after, the network is the cause)",
            node=h.node,
            scope="rank" if h.rank is not None else "node",
            hits=[h] + decided.hits[:2],
        )
    for h in ev.hits(ev.select(sigs=list(_NODE_FAILURE), summary=None)):
        node = h.fields.get("node")
        if not node or node in reporter_nodes or long_after(h, _NODE_FAILURE_REPORT_S):
            continue
        return Finding(
            "dead_peer",
            [],
            "node_lost",
            0.7,
            f"{h.sig.title}: node {node}; its peers' '{sig.title}' is what a lost node leaves (the scheduler "
            "notices a node only after its slurmd stops answering, so its report comes after the peers' errors)",
            node=node,
            scope="node",
            hits=[h] + decided.hits[:2],
        )
    return None


#: Categories of a fault that can take its node down with it: a GPU that stops answering
#: its driver (cudaErrorUnknown, Xid 79) can hang the node's kernel, and host memory
#: exhaustion can leave slurmd unable to answer, so that slurmctld marks the node DOWN.
_NODE_FELLING = frozenset({"gpu_hardware", "cuda_error", "host_oom"})


def fault_on_failed_node(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided root cause is a fault that can take a node down
    (:data:`_NODE_FELLING`) on a process the logs place on no rank and no node, and a
    scheduler reports exactly one node of the job failed (:data:`_NODE_FAILURE`), not
    clearly before the fault nor long after it: the fault is placed on that node. Slurm
    reports a node failed when its slurmd stops answering the controller, which a node
    whose GPU or memory failed does; the placement is read, not printed, so the
    confidence is moderate. None otherwise."""
    if decided.rule != "earliest_initiator" or decided.suspects or decided.node or decided.category not in _NODE_FELLING:
        return None
    lead = decided.hits[0] if decided.hits else None
    reports = []
    for h in ev.hits(ev.select(sigs=list(_NODE_FAILURE), summary=None)):
        node = h.fields.get("node")
        if not node or "[" in node:
            continue  # a bracketed list names several nodes
        if lead is not None and lead.ts is not None and h.ts is not None and not h.ts_inherited:
            if h.ts < lead.ts - int(opts.skew_s * US) or h.ts > lead.ts + int((_NODE_FAILURE_REPORT_S + opts.skew_s) * US):
                continue
        reports.append((node, h))
    if len({n for n, _ in reports}) != 1:
        return None
    node, h = reports[0]
    return Finding(
        decided.rule,
        [],
        decided.category,
        min(decided.confidence, 0.6),
        f"{decided.reason}; {h.sig.title}: node {node}, the only node the scheduler reports failed, where a "
        "fault of this kind takes the node down with it",
        node=node,
        scope="node",
        hits=decided.hits[:3] + [h],
        signature=decided.signature,
    )


def common_peer(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided root cause is a peer that stopped answering
    (:data:`_PEER_UNREACHABLE`), reported from two or more nodes, and every report names
    the same remote address (NCCL's ``Got completion from peer <addr>``: the far end of
    the queue pair, NVIDIA/nccl src/transport/net_ib.cc): that peer is what the reports
    have in common; its HCA, link or host stopped answering. The address is the node's
    name. None otherwise (one reporting node cannot tell which end failed)."""
    sig = decided.signature
    if decided.rule not in ("earliest_initiator", "job_wide") or getattr(sig, "id", None) not in _PEER_UNREACHABLE:
        return None
    net = ev.hits(ev.select(sigs=sorted(_PEER_UNREACHABLE), summary=None))
    reporter_nodes = {h.node for h in net if h.node}
    if len(reporter_nodes) < 2 or any(not h.fields.get("peer_addr") for h in net):
        return None
    peers = {_addr_host(h.fields["peer_addr"]) for h in net}
    if len(peers) != 1:
        return None
    peer = peers.pop()
    if _is_loopback(peer) or peer in reporter_nodes:
        return None
    return Finding(
        "common_peer",
        [],
        "network",
        0.6,
        f"'{sig.title}' on {len(reporter_nodes)} nodes ({name_list(sorted(reporter_nodes))}), every report naming peer "
        f"{peer}: the end they share stopped answering (its HCA, link or host)",
        node=peer,
        scope="node",
        hits=net[:3],
        signature=sig,
    )


#: A peer that refused or closed the connection: the reset or close came from the peer's
#: host, so the process that should have listened there was gone or not listening yet (or
#: a firewall answered for it). NCCL src/misc/socket.cc: "Connect to <addr> failed :
#: Connection refused" and "socketProgress: Connection closed by remote peer <addr>";
#: gloo transport/tcp/pair.cc: "Connection closed by peer [<addr>]:<port>" (a read of 0
#: bytes: the peer closed) and "Read error [<addr>]:<port>: Connection reset by peer".
_PEER_REFUSED: dict[str, Optional[re.Pattern]] = {
    "nccl.socket_connect_failed": re.compile(r"(?i)connection refused"),
    "nccl.socket_closed_by_peer": None,
    "gloo.connection_closed_by_peer": None,
    "gloo.read_error": re.compile(r"(?i)connection reset by peer"),
}
#: Of these, the ones that say the peer process ended (no connection was refused).
_PEER_CLOSED = frozenset({"nccl.socket_closed_by_peer", "gloo.connection_closed_by_peer", "gloo.read_error", "mpi.peer_host"})
#: Lines that name the peer of another report printed with them, counted only in a stream
#: that holds that report: Open MPI's TCP transport prints "Peer host: <host>" inside its
#: [peer hung up] help text ("An MPI communication peer process has unexpectedly
#: disconnected", opal/mca/btl/tcp/help-mpi-btl-tcp.txt); the openib transport prints the
#: same line for a link error, which either end may have caused.
_PEER_NAMED_BY = {"mpi.peer_host": "mpi.peer_disconnected"}


def refusing_peer(ev: JobEvidence, decided: Finding, opts: Options) -> Optional[Finding]:
    """When the decided cause is a peer that refused or closed the connection
    (:data:`_PEER_REFUSED`, :data:`_PEER_NAMED_BY`), every such report names one remote host, and every stream of
    the job is placed on a node that is not that host (or is a reporter's own): the
    suspect is that peer, not the node that reported it; its logs are not here, so the
    verdict names its address and says so. When the peer is a node of the job, see
    :func:`_refused_by_a_quiet_peer`. None otherwise."""
    sig_id = getattr(decided.signature, "id", None)
    if not (decided.rule == "earliest_initiator" and sig_id in _PEER_REFUSED) and decided.rule != "victims_only":
        return None
    with_report = {
        sig: {h.stream for h in ev.hits(ev.select(sigs=[report], summary=None))} for sig, report in _PEER_NAMED_BY.items()
    }
    hits = [
        h
        for h in ev.hits(ev.select(sigs=list(_PEER_REFUSED) + list(_PEER_NAMED_BY), summary=None))
        if h.fields.get("peer_addr")
        and (h.sig.id not in _PEER_NAMED_BY or h.stream in with_report[h.sig.id])
        and (_PEER_REFUSED.get(h.sig.id) is None or _PEER_REFUSED[h.sig.id].search(h.fields.get("error") or ""))
    ]
    if not hits:
        return None
    peers = {_addr_host(h.fields["peer_addr"]) for h in hits}
    if len(peers) != 1:
        return None
    peer = peers.pop()
    known = ev.nodes_named() | set(ev.topology.nodes) | {ev.node_of(h) for h in hits}
    if _is_loopback(peer):
        return None
    if peer in known or peer.split(".")[0] in known:
        return _refused_by_a_quiet_peer(ev, decided, hits, peer if peer in known else peer.split(".")[0])
    # A stream whose node is unknown may be the peer's, unless it is the reporter's own: it
    # holds a report and the lines of one rank at most (one process's output).
    placed = set(ev.stream_nodes()) | set(ev.table.filter(pc.is_valid(ev.table["node"]))["stream"].to_pylist())
    reporting = {h.stream for h in hits}
    ranks_in: dict[str, set] = defaultdict(set)
    for st, r in zip(ev.table["stream"].to_pylist(), ev.table["rank"].to_pylist()):
        if r is not None:
            ranks_in[st].add(r)
    for st in (s.name for s in ev.streams if s.lines and s.name not in placed and not s.node):
        if st not in reporting or len(ranks_in[st]) > 1:
            return None
    # A closed connection is the peer process ending (NCCL: "remote process exited or there
    # was a network error"); why it ended is in the peer's logs.
    closed = all(h.sig.id in _PEER_CLOSED for h in hits)
    return Finding(
        "refusing_peer",
        [],
        "unknown" if closed else decided.category,
        0.5,
        f"'{hits[0].sig.title}': every report names peer {peer}, which refused or closed the connection (a reset "
        "or close comes from the peer's host: the process that should listen there was gone or not yet listening, "
        "or a firewall answered); no log of that host is here",
        node=peer,
        scope="node",
        hits=hits[:3],
        signature=decided.signature,
    )


def _refused_by_a_quiet_peer(ev: JobEvidence, decided: Finding, hits: list[Hit], peer: str) -> Optional[Finding]:
    """The peer that refused is a node of the job whose own lines show no failure: either
    end may be at fault (the reporter's route or firewall, or the peer's listener), so the
    reporter's node is named at no more than even odds, and the reason says so."""
    if decided.rule != "earliest_initiator" or not decided.node or decided.node == peer:
        return None
    if any(ev.node_of(h) == peer for h in ev.hits(ev.select(roles=["initiator", "error"]))):
        return None
    return Finding(
        "refusing_peer",
        decided.suspects,
        decided.category,
        0.45,
        f"'{hits[0].sig.title}': node {decided.node} reported that {peer} refused or closed the connection, while "
        f"{peer}'s own lines show no failure: either end may be at fault (the route or a firewall between them, "
        f"or the process that should listen on {peer})",
        node=decided.node,
        scope=decided.scope,
        hits=hits[:3],
        signature=decided.signature,
        ceiling=0.5,
    )


def _exits_by_rank(ev: JobEvidence) -> dict[int, tuple[Hit, ExitMeaning]]:
    """Per rank, the first exit report that says how a process ended of its own: a
    signal from outside the launcher (not its own SIGTERM/SIGINT), or an exit code the
    program chose (``sys.exit(3)``, ``os._exit(3)``). Exit code 1 is left out: it is how
    Python ends on an uncaught exception, whose traceback the rank printed, so a quiet
    rank with only that report is one whose output is missing."""
    out: dict[int, tuple[Hit, ExitMeaning]] = {}
    for h, m in exit_reports(ev):
        if h.rank is not None and m.cause and (m.signo is not None or m.code != 1):
            out.setdefault(h.rank, (h, m))
    return out


def _own_output_ranks(ev: JobEvidence) -> set[int]:
    """The ranks whose own output is in the logs: only they can be said to have printed
    nothing. A launcher's line about a rank (torchrun's ``failed (exitcode: -6)
    local_rank: 1``, its failure summary, Slurm's ``task 3: Exited``) is not the rank's
    output: with ``--local-ranks-filter 0`` or ``--tee`` of one rank, the others' lines
    never reach the log, and the launcher's reports are all there is of them."""
    reports = set(exit_signatures(ev))
    t = ev.select(has_rank=True)
    t = t.filter(pc.invert(pc.is_in(t["sig"], value_set=pa.array(sorted(reports), pa.string()))))
    own = set(pc.unique(t["rank"]).to_pylist())
    own |= {r for _, _, r in ev.progress if r is not None}
    return own | {s.rank for s in ev.streams if s.rank is not None and s.lines}


#: Context lines a rank prints only when its own watchdog caught a timeout
#: (torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp: "Timeout at NCCL work: N, last
#: enqueued NCCL work: ...", later "failure detected by watchdog at work sequence id: N
#: PG status: ..."): the rank was in the collective, waiting, not quiet.
_OWN_TIMEOUT_CONTEXT = ("c10d.watchdog_work_status",)


def rule_silence(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """Quiet ranks: no error of their own while the other ranks fail.

    A quiet rank that a launcher reports ended by a signal died without a word of its
    own: SIGKILL is the kernel OOM killer's signature, SIGSEGV a native crash. Otherwise
    quiet ranks that did not keep logging after the failure began are silent; when they
    are every rank of one node, the node was lost. A rank the launcher stopped itself
    (SIGTERM during teardown) stays a suspect: a rank stuck in its own work is quiet
    until then, while the ranks waiting for it report their timeouts.
    """
    own = ev.ranks_with(["initiator", "victim", "error"]) | set(pc.unique(ev.select(sigs=_OWN_TIMEOUT_CONTEXT, has_rank=True)["rank"]).to_pylist())
    failing = ev.select(roles=["victim", "initiator", "error"])
    if failing.num_rows and set(failing["sig"].to_pylist()) <= STOP_SIGS:
        return None  # only the stop's own teardown (an agent's SIGTERM): no rank failed
    present = _own_output_ranks(ev)
    # A process killed by SIGKILL prints nothing whatever else happened, so a launcher's
    # report of one counts even when that rank's own output is not in the logs.
    exited = {r: hm for r, hm in _exits_by_rank(ev).items() if r not in own and (r in present or hm[1].signo == 9)}
    if exited:
        # A signal first (it came from outside), then the earliest report.
        order = sorted(exited.items(), key=lambda kv: (kv[1][1].signo is None, _ts(kv[1][0]), kv[0]))
        first_meaning = order[0][1][1]
        ranks = [r for r, (_, m) in order if m.category == first_meaning.category]
        what = {
            "host_oom": "(the kernel OOM killer's signature; check dmesg on the node)",
            "crash": "(a native crash: get a core dump or a native backtrace)",
            "shm": "(SIGBUS: usually /dev/shm exhausted)",
        }.get(first_meaning.category, "(the program ended itself: sys.exit or os._exit with that code)")
        return Finding(
            "silence",
            sorted(ranks),
            first_meaning.category,
            (0.85 if first_meaning.signo == 9 else 0.7) if len(ranks) == 1 else 0.6,
            f"rank(s) {compact_ranges(ranks, RANK_GROUPS_SHOWN)} printed no error but ended with {first_meaning.text} {what}",
            hits=[exited[r][0] for r in ranks],
        )
    if not failing.num_rows or not own:
        return None
    exact = failing.filter(pc.and_(pc.is_valid(failing["ts"]), pc.invert(failing["ts_inherited"])))
    onset = pc.min(exact["ts"]).as_py() if exact.num_rows else None
    candidates = set(ev.ranks_seen) | set(ev.topology.rank_node)
    # A rank whose log could be read only in part may have failed in what was lost.
    quiet = (candidates & present) - own - ev.unread_ranks

    def alive_after_onset(r: int) -> bool:
        last = ev.last_seen.get(r)
        return onset is not None and last is not None and last > onset + opts.skew_s * US

    silent = sorted((r for r in quiet if not alive_after_onset(r)), key=lambda r: (ev.last_seen.get(r, 1 << 62), r))
    by_node: dict[str, list[int]] = defaultdict(list)
    for r, n in ev.topology.rank_node.items():
        by_node[n].append(r)
    # A node whose streams name no rank (its tee'd output lost with it) holds, by
    # elimination, the ranks placed nowhere; they are silent when its streams ended early.
    every_node = ev.nodes_named()
    # Without a timed failure line, the job's last training step bounds the failure from
    # below: in a synchronous job every rank was there for it.
    since = onset if onset is not None else max(ev.last_progress.values(), default=None)
    for n in sorted(every_node - set(by_node)):
        rs = ev.topology.ranks_on(n, every_node)
        if rs and not set(rs) & (own | ev.ranks_seen) and _node_quiet(ev, n, since, opts):
            by_node[n] = rs
            silent = sorted(set(silent) | set(rs))
    if not silent:
        return None
    # A rank whose launcher reported it ending with an exit code of its own was on a
    # node that was still there.
    self_exited = {h.rank for h, m in exit_reports(ev) if h.rank is not None and m.signo is None}
    store_lost, restart_unanswered = _store_lost(ev), _restart_unanswered(ev, opts)
    # A node whose agent reported losing the store was alive to say so, and not its host.
    lost_store = {ev.node_of(h) for h in ev.hits(ev.select(sigs=list(_STORE_LOST), summary=None))}
    lost_nodes = [
        n
        for n, rs in by_node.items()
        if n not in lost_store
        and all(r in silent for r in rs)
        and (len(rs) >= 2 or store_lost or restart_unanswered)
        and _node_quiet(ev, n, onset, opts) is not False
        and not any(r in self_exited for r in rs)
    ]
    if lost_nodes and len(lost_nodes) < len(by_node):
        node = sorted(lost_nodes, key=lambda n: min(by_node[n]))[0]
        ranks = sorted(by_node[node])
        return Finding(
            "silence",
            ranks,
            "node_lost",
            0.8 if store_lost or restart_unanswered or len(ranks) >= 2 else 0.6,
            f"every rank of node {node} ({compact_ranges(ranks, RANK_GROUPS_SHOWN)}) went quiet at once while the "
            "others failed"
            + ("; the rendezvous store on it disappeared" if store_lost else "")
            + ("; the other agents' restart waited for its agent in vain" if restart_unanswered else ""),
            node=node,
            last_lines_of=ranks,
        )
    exits = {h.rank: m for h, m in exit_reports(ev) if h.rank is not None}
    ended = [r for r in silent if r in exits and exits[r].cause]
    stopped = [r for r in silent if r in exits and not exits[r].cause]
    if ended and len(ended) + len(stopped) == len(silent):
        # torchelastic stops the other workers (SIGTERM) once one exits on its own: the
        # ones that exited first are the suspects, the ones it stopped are collateral.
        silent = ended
    who = describe_rank(ev, silent[0]) if len(silent) == 1 else f"ranks {compact_ranges(silent, RANK_GROUPS_SHOWN)}"
    if ended and len(ended) == len(silent):
        # They did not hang: they exited (code 1 included), and what they printed first
        # is not in these logs or names nothing the catalog knows.
        codes = ", ".join(sorted({exits[r].text for r in ended}))
        return Finding(
            "silence",
            silent,
            "unknown",
            0.6 if len(silent) == 1 else 0.4,
            f"{who} ended ({codes}) with no error of {'its' if len(silent) == 1 else 'their'} own in these logs while the others failed",
            hits=[next(h for h, _ in exit_reports(ev) if h.rank == r) for r in silent[:4]],
            last_lines_of=silent[:4],
        )
    if _peer_gone_first(ev, opts):
        return Finding(
            "silence",
            silent,
            "unknown",
            0.55 if len(silent) == 1 else 0.4,
            f"{who} printed no error and stopped logging, and the first reports of the others are "
            "of connections closed or reset, not of timeouts: the process ended without a word "
            "(SIGKILL, the kernel OOM killer: check dmesg; or an exit of its own)",
            last_lines_of=silent[:4],
        )
    when = (
        ", and stopped logging before the failure"
        if onset is not None
        else " (when it went quiet cannot be read: the failure lines carry no times of their own)"
    )
    failed = sorted(own)
    others = f"rank {failed[0]}" if len(failed) == 1 else f"ranks {compact_ranges(failed, RANK_GROUPS_SHOWN)}"
    return Finding(
        "silence",
        silent,
        "hang",
        0.7 if len(silent) == 1 else 0.45,
        f"{who} reported no error while {others} failed{when}",
        last_lines_of=silent[:4],
        equal_suspects=len(silent) > 1,
        # Several quiet ranks: none is named the first.
        scope="rank" if len(silent) == 1 else "none",
    )


#: Victim reports that the peer's process is gone, not slow: the kernel closed its sockets
#: (EOF: gloo's "Connection closed by peer"; RST: "Connection reset by peer", gloo
#: transport/tcp/pair.cc; NCCL's "remote process exited"). A hung peer keeps its sockets
#: open, and the others time out instead.
_PEER_GONE = ("gloo.connection_closed_by_peer", "gloo.read_error")


def _peer_gone_first(ev: JobEvidence, opts: Options) -> bool:
    """The earliest victim report (by time) says a peer's connection closed or reset, and
    no collective timed out with it (within the clock skew): when timeouts come first or
    together, the closed connections are of ranks that gave up waiting."""
    v = ev.select(roles=["victim"])
    timed = v.filter(pc.is_valid(v["ts"]))
    if not timed.num_rows:
        # No times: peers that only ever saw connections go, and no timeout at all.
        cats = v["category"].to_pylist()
        return bool(v.num_rows) and v["sig"][0].as_py() in _PEER_GONE and "collective_timeout" not in cats
    if timed["sig"][0].as_py() not in _PEER_GONE:
        return False
    first = timed["ts"][0].as_py()
    soon = timed.filter(pc.less_equal(timed["ts"], first + int(opts.skew_s * US)))
    return "collective_timeout" not in soon["category"].to_pylist()


#: A c10d store client whose server went away: TCPStore's recv of 0 bytes ("Connection
#: was likely closed. Did the remote server shutdown or crash?", torch/csrc/distributed/
#: c10d/Utils.hpp), and torchelastic's RendezvousConnectionError ("The connection to the
#: C10d store has failed", torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py).
_STORE_LOST = ("c10d.store_connection_lost", "elastic.rendezvous_store_failed")


def _node_quiet(ev: JobEvidence, node: str, since: Optional[int], opts: Options) -> Optional[bool]:
    """Whether every stream of ``node`` (its files, or its console with the agent's lines)
    ended by ``since`` (within the clock skew): a lost node says nothing more, while a node
    whose ranks exited has its agent report them. None when its streams' times are unknown."""
    nodes = ev.stream_nodes()
    streams = [s for s in ev.streams if nodes.get(s.name) == node and s.lines]
    if since is None or not streams or any(s.last_ts is None for s in streams):
        return None
    return all(s.last_ts <= since + opts.skew_s * US for s in streams)


def _restart_unanswered(ev: JobEvidence, opts: Options) -> bool:
    """An agent's restart rendezvous timed out (:func:`_restart_rendezvous`): after the
    first failure an agent that should have rejoined never did, so a quiet node lost its
    agent too, not only its workers."""
    return any(_restart_rendezvous(ev, h, opts) for h in ev.hits(ev.select(sigs=_RENDEZVOUS_PHASE, summary=None)))


def _store_lost(ev: JobEvidence) -> bool:
    return ev.select(sigs=list(_STORE_LOST), summary=None).num_rows > 0


def rule_store_host_lost(ev: JobEvidence, opts: Options) -> Optional[Finding]:
    """The c10d store's host went away: ranks or agents on some nodes lost the store (see
    :data:`_STORE_LOST`), and exactly one node printed nothing after the first such report
    (its streams end by then, its agent did not tear down). torchrun's c10d rendezvous
    hosts the store in the agent of one node, so losing that agent or its node ends the
    job even after training finished. With several quiet nodes the logs cannot tell."""
    lost = ev.hits(ev.select(sigs=list(_STORE_LOST), summary=None))
    lost = [h for h in lost if h.ts is not None]
    nodes = ev.nodes_named()
    if not lost or len(nodes) < 2:
        return None
    first = min(h.ts for h in lost)
    failing = ev.hits(ev.select(roles=["victim", "initiator", "error"]))
    reporting = {ev.node_of(h) for h in failing}
    silent = {n: _node_quiet(ev, n, first, opts) for n in sorted(nodes - reporting)}
    quiet = [
        n
        for n, q in silent.items()
        if q and not any(ev.last_seen.get(r, 0) > first + opts.skew_s * US for r, rn in ev.topology.rank_node.items() if rn == n)
    ]
    # A node that reported nothing at all, in logs without times: when it is the only
    # one, it is the suspect, though when it went quiet cannot be read.
    untimed = [n for n, q in silent.items() if q is None]
    if len(quiet) == 1 and not untimed:
        node, conf, when = quiet[0], 0.6, "printed nothing after it (no error, no teardown)"
    elif not quiet and len(untimed) == 1 and len(silent) == 1:
        node, conf, when = untimed[0], 0.45, "reported no error and no teardown (its lines carry no times)"
    else:
        return None
    ranks = ev.topology.ranks_on(node, nodes)
    who = sorted({ev.node_of(h) for h in lost} - {None})
    return Finding(
        "store_host_lost",
        ranks,
        "node_lost",
        conf,
        f"node(s) {name_list(who) or '?'} lost the connection to the c10d store, and node {node} {when}: "
        "the store's host, its agent or the whole node, went away",
        node=node,
        scope="rank" if ranks else "node",
        hits=sorted(lost, key=_ts)[:4],
        last_lines_of=ranks[:4],
    )
