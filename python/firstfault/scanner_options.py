"""What the native scanner keeps per match and masks: :class:`CompileOptions`.

Apart from :mod:`firstfault.catalog` so that a scan can start before the catalog
module has loaded (``firstfault scan`` overlaps the two).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from firstfault import _core

#: The native core's defaults (``ScanOptions::default()``, ``rust/catalog/options.rs``):
#: their one home; every default below and the command line's are read from it.
_DEFAULT = _core.scan_option_defaults()


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

    The scanner's ``year_hint`` is not here: each input gets its file's year.
    """

    context_before: int = _DEFAULT["context_before"]
    context_after: int = _DEFAULT["context_after"]
    max_line_bytes: int = _DEFAULT["max_line_bytes"]
    max_context_line_bytes: int = _DEFAULT["max_context_line_bytes"]
    max_match_line_bytes: int = _DEFAULT["max_match_line_bytes"]
    mask_secrets: bool = _DEFAULT["mask_secrets"]
    mask_hosts: bool = _DEFAULT["mask_hosts"]
    mask_ips: bool = _DEFAULT["mask_ips"]
    max_matches_per_stream: int = _DEFAULT["max_matches_per_stream"]
    max_context_matches_per_signature: int = _DEFAULT["max_context_matches_per_signature"]
    tz: Optional[str] = _DEFAULT["tz"]

    @property
    def zone_label(self) -> str:
        """How the report names the zone of zone-less times: ``UTC`` or ``--tz``'s zone."""
        return self.tz or "UTC"
