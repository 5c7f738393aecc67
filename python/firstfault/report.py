"""The terminal report: the verdict first, then evidence with context, the fix and
the verification command, then collateral one line per signature (rich)."""

from __future__ import annotations

import dataclasses
import os
import re
import textwrap
from typing import Optional

from rich.console import Console
from rich.text import Text

from firstfault.model import CONTEXT_GUTTER, EVIDENCE_GUTTER, Diagnosis, compact_ranges, cut_ranges, iso_us

STATUS_STYLE = {"failed": "bold red", "hung": "bold yellow", "healthy": "bold green", "unknown": "bold magenta"}


class _ReportConsole(Console):
    """rich's console, except that a reader leaving early (``| head``) raises
    ``BrokenPipeError`` to the caller instead of rich's ``SystemExit(1)``: the command
    keeps its own exit status and still writes ``--output``."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError("the reader of standard output went away")


def stdout_console() -> Console:
    """The console for reports on stdout: terminal width on a TTY; when piped, no colour
    and no wrapping at 80 columns (lines stay whole for grep and files)."""
    import sys

    if sys.stdout.isatty():
        return _ReportConsole(highlight=False)
    return _ReportConsole(highlight=False, width=200, soft_wrap=True, color_system=None)


def _short(path: str, root: Optional[str]) -> str:
    """``path`` relative to ``root`` when below it, with control characters (a newline
    in a file name) escaped so that one path stays on one line."""
    if root:
        try:
            rel = os.path.relpath(path, root)
            if not rel.startswith(".."):
                path = rel
        except ValueError:
            pass
    return _escape_controls(path)


#: Control characters (C0, DEL, C1), and the terminal escape sequences (CSI, OSC) a log
#: line may carry: printed as they are, a hostile or coloured log would drive the
#: reader's terminal.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_ESCAPE_SEQUENCE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?")


def _escape_controls(text: str, keep: str = "") -> str:
    """``text`` with each control character but those in ``keep`` written as its escape
    (``\\n``, ``\\x07``)."""
    return _CONTROL.sub(lambda m: m.group() if m.group() in keep else repr(m.group())[1:-1], text)


#: A torchrun prefix inside a line: the console glued another process's line onto a
#: progress bar redrawn without a newline; the text after it is that process's.
_GLUED_PREFIX = re.compile(r"\[(?:default|rank)\d+\]:")


def _inert(value):
    """``value`` (a string, or a dataclass or list holding strings: a diagnosis) with
    terminal escape sequences removed and other control characters but tab and newline
    escaped (:func:`_escape_controls`)."""
    if isinstance(value, str):
        return _escape_controls(_ESCAPE_SEQUENCE.sub("", value), keep="\t\n")
    if isinstance(value, list):
        return [_inert(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.replace(value, **{f.name: _inert(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init})
    return value


def _visible(line: str, budget: int) -> str:
    """``line`` cut to ``budget`` characters; a long line glued from two processes' output
    is shown from the last glued prefix (the part the match is about), after an ellipsis."""
    if len(line) <= budget:
        return line
    starts = [m.start() for m in _GLUED_PREFIX.finditer(line) if m.start() > 0]
    if starts and starts[-1] > budget // 3:
        return "…" + line[starts[-1] : starts[-1] + budget - 1]
    return line[:budget]


def _wrap(text: str, indent: int, width: int) -> str:
    # Never inside a word or at a hyphen: a flag (`--nproc-per-node`) or a path stays whole.
    return textwrap.fill(
        " ".join(text.split()),
        width=max(40, width - indent),
        subsequent_indent=" " * indent,
        break_long_words=False,
        break_on_hyphens=False,
    )


#: Order of statuses in the many-jobs summary: the jobs that need a look first.
_STATUS_ORDER = {"failed": 0, "hung": 1, "unknown": 2, "healthy": 3}


def _summary_table(diagnoses: list[Diagnosis], console: Console) -> None:
    """One line a job, after a scan of several: status, category, initiator, failure
    time, confidence; failed jobs first, then hung, unknown and healthy, each by time."""
    from rich.table import Table

    table = Table(title=f"{len(diagnoses)} jobs", title_justify="left", box=None, pad_edge=False, header_style="bold")
    for col in ("job", "status", "category", "initiator", "failed at", "confidence"):
        table.add_column(col, no_wrap=True, overflow="fold" if col == "job" else "ellipsis")
    order = sorted(
        diagnoses,
        key=lambda d: (_STATUS_ORDER.get(d.status, 4), d.failed_at_us is None, d.failed_at_us or 0, d.job_id),
    )
    for d in order:
        who = []
        if len(d.suspects) > 1:
            who.append(f"one of {compact_ranges(d.suspects, 3)}")
        elif d.initiator_rank is not None:
            who.append(f"rank {d.initiator_rank}")
        if d.initiator_node:
            who.append(d.initiator_node)
        healthy = d.status == "healthy"
        table.add_row(
            Text(d.job_id),
            Text(d.status, style=STATUS_STYLE.get(d.status, "")),
            Text("" if healthy else d.category),
            Text("" if healthy else (" on ".join(who) or "-")),
            Text(iso_us(d.failed_at_us) or ("" if healthy else "-")),
            Text("" if healthy else f"{d.confidence:.2f}"),
        )
    console.print()
    console.print(table)


#: After an evidence line's time: where the time came from (``Evidence.ts_inherited``).
_TS_SOURCE = {False: "", True: " (not on this line: a nearby line's time)", None: " (the stream's last time)"}


def _templates(d: Diagnosis, console: Console, width: int, root: Optional[str], verbose: bool) -> None:
    """The failure lines by template: with ``--baseline``, those new in this run first."""
    shown = d.templates if verbose else d.templates[:5]
    if len(d.templates) < 2 and not any(t.in_baseline is not None for t in d.templates):
        return
    baseline = any(t.in_baseline is not None for t in d.templates)
    console.print()
    title = "failure lines by template" + (" (new against the good run first)" if baseline else " (earliest first)")
    console.print(Text(title, style="bold underline"))
    for t in shown:
        mark = ("known " if t.in_baseline else "new   ") if baseline else ""
        ranks = f"ranks {cut_ranges(t.ranks)}" if t.ranks else "unattributed"
        head = Text(f"  {mark}", style="dim" if t.in_baseline else "bold") + Text(f"×{t.count} {ranks}  ", style="dim")
        head.append(f"{_short(t.stream, root)}:{t.line_no}", style="cyan")
        console.print(head)
        console.print(Text("      " + t.template[: (width - 8) * 2], style="dim" if (t.in_baseline or not t.terminal) else ""))
    if len(d.templates) > len(shown):
        console.print(Text(f"  … {len(d.templates) - len(shown)} more (see --format json)", style="dim"))


def render(
    diagnoses: list[Diagnosis],
    console: Console,
    *,
    context_lines: int = 6,
    root: Optional[str] = None,
    verbose: bool = False,
    tz: str = "UTC",
) -> None:
    """Print diagnoses for people (``tz``: the zone zone-less log times were read in).

    Args:
        diagnoses: one per job.
        console: where to print (stdout in the CLI).
        context_lines: lines of context shown before each evidence line (all are kept in JSON/Parquet).
        root: paths are shown relative to this directory.
        verbose: also print every rule's outcome.
    """
    width = console.width
    diagnoses = [_inert(d) for d in diagnoses]
    for n, d in enumerate(diagnoses):
        if n:
            console.print()
        head = Text(f"job {d.job_id} ", style="bold")
        # At most 100 columns: piped output is 200 wide (lines stay whole), a rule need not be.
        head.append("─" * max(3, min(console.width, 100) - head.cell_len))
        console.print(head)
        head = Text()
        head.append(d.status.upper(), style=STATUS_STYLE.get(d.status, "bold"))
        if d.status == "healthy":
            head.append(f"  {d.reason}")
            console.print(head)
            console.print(Text(f"{d.streams} stream(s), {d.ranks_seen} rank(s) seen", style="dim"))
            continue
        head.append(f"  {d.category}", style="bold")
        if d.title:
            head.append(f" · {d.title}")
        console.print(head)
        who = []
        if len(d.suspects) > 1:
            who.append(f"one of ranks {compact_ranges(d.suspects, 8)} (the logs cannot tell them apart)")
        elif d.initiator_rank is not None:
            who.append(f"rank {d.initiator_rank}")
        if d.initiator_node:
            who.append(f"node {d.initiator_node}")
        line = Text("initiator: ", style="bold")
        if d.scope == "job":
            line.append("none (job-wide)" + (f", on node {d.initiator_node}, the only node in the logs" if d.initiator_node else ""))
        else:
            line.append(" on ".join(who) if who else "not determined")
        line.append(f"   confidence {d.confidence:.2f}   rule: {d.rule}", style="dim")
        console.print(line)
        console.print(Text("why: ", style="bold") + Text(_wrap(d.reason, 5, width)))
        # The chain of reasoning: the rules that cross-checked the verdict.
        for o in d.rule_outcomes:
            if o.rule == d.rule:
                continue
            if o.rule in d.rules_agreed:
                mark, style = "  ✔ agrees ", "green"
            elif o.rule in d.rules_disagreed:
                mark, style = "  ✘ differs ", "yellow"
            elif verbose:
                mark, style = "  · ", "dim"
            else:
                continue
            console.print(Text(mark, style=style) + Text(_wrap(f"{o.rule}: {o.reason}", len(mark) + 2, width), style="dim" if style == "dim" else ""))
        if d.evidence:
            console.print()
            console.print(Text("evidence", style="bold underline"))
        for i, e in enumerate(d.evidence[:3] if not verbose else d.evidence):
            where = f"{_short(e.stream, root)}:{e.line_no}"
            meta = []
            if e.rank is not None:
                meta.append(f"rank {e.rank}")
            if e.node:
                meta.append(e.node)
            if e.ts_us is not None:
                source = _TS_SOURCE[e.ts_inherited]
                if e.ts_inherited and e.ts_line_offset:
                    source = f" (not on this line: the time of the line {-e.ts_line_offset} above)"
                meta.append((iso_us(e.ts_us) or "") + source)
            console.print(Text(f"  {where}", style="cyan") + Text(f"  {' · '.join(meta)}", style="dim"))
            console.print(Text(f"    {_wrap(e.why, 4, width)}", style="italic"))
            if i == 0:
                for c in e.context_before[-context_lines:]:
                    console.print(Text(CONTEXT_GUTTER, style="dim") + Text(c[: width - 8], style="dim"), soft_wrap=False)
            console.print(Text(EVIDENCE_GUTTER, style="bold red") + Text(_visible(e.line, (width - 8) * 3)))
            if i == 0:
                for c in e.context_after[:2]:
                    console.print(Text(CONTEXT_GUTTER, style="dim") + Text(c[: width - 8], style="dim"), soft_wrap=False)
        if d.fix:
            console.print()
            console.print(Text("fix:    ", style="bold") + Text(_wrap(d.fix, 8, width)))
        if d.verify:
            # On its own line and never wrapped by rich: it must paste into a shell.
            console.print(Text("verify:", style="bold"))
            console.print(Text("  " + " ".join(d.verify.split())), soft_wrap=True)
        _templates(d, console, width, root, verbose)
        if d.collateral:
            console.print()
            console.print(Text("collateral", style="bold underline"))
            for c in d.collateral[:12]:
                ranks = f"ranks {cut_ranges(c.ranks)}" if c.ranks else "unattributed"
                console.print(Text(f"  {ranks}: ") + Text(f"{c.title} ({c.role})", style="dim") + Text(f" ×{c.count} line{'s' if c.count != 1 else ''}", style="dim"))
            if len(d.collateral) > 12:
                console.print(Text(f"  … {len(d.collateral) - 12} more signatures (see --format json)", style="dim"))
        console.print(
            Text(
                f"{d.streams} stream(s), {d.ranks_seen} rank(s) seen"
                + (f", world size {d.world_size}" if d.world_size else "")
                + f", {d.matches} match(es); diagnosis {d.diagnosis_id}"
                + (f"; times in UTC (a time written without a zone is read as {tz}{'' if tz != 'UTC' else ', --tz to change'})" if any(e.ts_us is not None for e in d.evidence) else ""),
                style="dim",
            )
        )
    if len(diagnoses) > 1:
        _summary_table(diagnoses, console)
