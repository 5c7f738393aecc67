"""Types of the native core's Python interface (``rust/py/mod.rs``, ``rust/py/records.rs``).

``tests/test_core_stub.py`` holds this file to the compiled module: the same public
names, and for every callable the same parameters in the same order. Columns and
summaries are dicts of plain Python values; their keys are listed where they are made
(``MATCH_COLUMNS``, ``Session.take_matches``, ``Session.summaries``).
"""

from typing import Any, Mapping, Optional, Sequence, Union

#: Lines of after-context a ``follow: faulthandler_dump`` match keeps.
FAULTHANDLER_DUMP_LINES: int
#: Line kinds of the generated logs (``rust/gen.rs``), in ``gen["mix"]`` order.
LINE_KINDS: list[str]
#: Keys of the match columns (``Session.take_matches``), in order.
MATCH_COLUMNS: tuple[str, ...]

#: Columns: column name -> one value per match.
Columns = dict[str, list[Any]]

class CatalogCompileError(ValueError):
    """Signatures that do not compile; ``args[0]`` lists every problem at once."""

class Progress:
    """Bytes-read counter and cancel flag shared with a running ``scan_files``."""

    def __init__(self) -> None: ...
    @property
    def bytes(self) -> int: ...
    def cancel(self) -> None: ...

class Session:
    """Per-stream scan state over one ``Scanner``."""

    def add_stream(
        self,
        name: str,
        rank: Optional[int] = None,
        local_rank: Optional[int] = None,
        node: Optional[str] = None,
        year_hint: Optional[int] = None,
    ) -> int: ...
    def feed(self, stream: int, data: bytes) -> None: ...
    def feed_many(self, items: Sequence[tuple[int, bytes]]) -> None: ...
    def finish(self, stream: int) -> None: ...
    def finish_all(self) -> None: ...
    def flush(self, stream: int) -> None: ...
    def flush_all(self) -> None: ...
    def summaries(self) -> list[dict[str, Any]]: ...
    def take_matches(self) -> Columns: ...

class BenchRun:
    """A streaming benchmark running on native threads (``Scanner.bench``)."""

    @property
    def jobs(self) -> int: ...
    @property
    def job_bytes(self) -> int: ...
    @property
    def progress_bytes(self) -> int: ...
    def next(self, timeout_s: float = 0.1) -> Optional[dict[str, Any]]: ...
    def cancel(self) -> None: ...

class Scanner:
    """A compiled catalog and the options its sessions use."""

    def __init__(
        self,
        signatures: Sequence[Mapping[str, Any]],
        *,
        context_before: int = 100,
        context_after: int = 10,
        max_line_bytes: int = ...,
        max_context_line_bytes: int = 2048,
        max_match_line_bytes: int = 65536,
        year_hint: int = 1970,
        tz: Optional[str] = None,
        mask_secrets: bool = True,
        mask_hosts: bool = False,
        mask_ips: bool = False,
        max_matches_per_stream: int = 10000,
        max_context_matches_per_signature: int = 50,
        gates: Optional[Sequence[str]] = None,
        deferred: bool = False,
    ) -> None: ...
    @property
    def chosen_gates(self) -> list[str]: ...
    @property
    def gate_count(self) -> int: ...
    @property
    def literal_count(self) -> int: ...
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def signature_ids(self) -> list[str]: ...
    def bench(
        self,
        total_bytes: int,
        *,
        threads: int = 1,
        job_bytes: int = ...,
        chunk_bytes: int = ...,
        gen: Optional[Mapping[str, Any]] = None,
    ) -> BenchRun: ...
    def check_line(self, line: Union[str, bytes]) -> list[tuple[str, list[tuple[str, str]]]]: ...
    def mask_text(self, text: str) -> str: ...
    def regex_problems(self) -> list[tuple[str, str, str]]: ...
    def same_catalog(self, other: "Scanner") -> bool: ...
    def scan_files(
        self,
        inputs: Sequence[Mapping[str, Any]],
        *,
        threads: int = 0,
        chunk_bytes: int = ...,
        binary: bool = False,
        rank_rules: Optional[Sequence[str]] = None,
        local_rank_rules: Optional[Sequence[str]] = None,
        node_rules: Optional[Sequence[str]] = None,
        progress: Optional[Progress] = None,
    ) -> dict[str, Any]: ...
    def session(self) -> Session: ...
    def with_options(self, **changes: Any) -> "Scanner": ...

def generate_bytes(n: int, *, stream: int = 0, gen: Optional[Mapping[str, Any]] = None) -> bytes: ...
def generate_file(
    path: str,
    n: int,
    *,
    compression: str = "none",
    level: Optional[int] = None,
    stream: int = 0,
    gen: Optional[Mapping[str, Any]] = None,
) -> dict[str, Any]: ...
def group_text_records(
    keys: Sequence[Optional[bytes]],
    values: Sequence[Optional[bytes]],
    headers: Sequence[Optional[Sequence[tuple[str, Optional[bytes]]]]],
    max_record_bytes: int,
) -> tuple[list[tuple[Optional[bytes], tuple[Any, ...], int, int, bytes]], list[tuple[int, str, str]]]: ...
def line_time(line: str, year: int = 1970) -> Optional[int]: ...
def tz_name(spec: str) -> str: ...
