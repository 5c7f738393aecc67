"""What the native scanner keeps per match and masks: :class:`CompileOptions`.

Apart from :mod:`firstfault.catalog` so that a scan can start before the catalog
module has loaded (``firstfault scan`` overlaps the two).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class CompileOptions:
    """What the native scanner keeps per match and masks (see ``_core.Scanner``).

    Attributes:
        context_before / context_after: lines of context per match (same stream).
        max_line_bytes: longest line kept and matched, in bytes (longer lines are cut).
        max_context_line_bytes: longest context line kept, in bytes.
        max_match_line_bytes: longest matched line (and field value) kept in a match, in
            bytes; the whole line is matched first, only the kept copy is cut (and
            flagged ``line_truncated``). Each match holds its own copy, so this bounds
            memory when long lines hold many literals.
        mask_secrets / mask_hosts / mask_ips: what to mask in everything emitted
            (tokens, keys and passwords by default; host names and IP addresses on request).
        max_matches_per_stream: matches kept per stream; the rest are counted as dropped.
        max_context_matches_per_signature: matches of one signature per stream that carry
            context; later ones keep only their own line.
        tz: the zone of log times written without one (``--tz``: ``Europe/Berlin``,
            ``+05:30``); None reads them as UTC. Times written with a zone keep theirs.
    """

    context_before: int = 100
    context_after: int = 10
    max_line_bytes: int = 1 << 20
    max_context_line_bytes: int = 2048
    max_match_line_bytes: int = 64 << 10
    mask_secrets: bool = True
    mask_hosts: bool = False
    mask_ips: bool = False
    max_matches_per_stream: int = 10_000
    max_context_matches_per_signature: int = 50
    tz: Optional[str] = None

    @property
    def zone_label(self) -> str:
        """How the report names the zone of zone-less times: ``UTC`` or ``--tz``'s zone."""
        return self.tz or "UTC"
