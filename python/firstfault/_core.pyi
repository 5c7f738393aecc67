"""Types of the native core (``rust/py/mod.rs``, ``rust/py/records.rs``): the seam
between Rust and Python, as Python sees it. ``tests/test_core_stub.py`` checks that
every name, method and parameter here is the compiled module's, and that the dict
shapes below are the keys the core returns."""

from os import PathLike
from typing import Literal, Optional, TypedDict, Union

#: The keys of :class:`MatchColumns`, in order.
MATCH_COLUMNS: tuple[str, ...]
#: Lines a ``faulthandler`` dump keeps after its header (``rust/catalog.rs``).
FAULTHANDLER_DUMP_LINES: int
#: The generator's line kinds (``rust/gen.rs``), the keys of ``gen["mix"]``.
LINE_KINDS: list[str]

class CatalogCompileError(ValueError):
    """A signature's regex does not compile (message names the signature and field)."""

class MatchColumns(TypedDict):
    """Matches as parallel columns, one list item per match."""

    stream: list[int]
    signature_id: list[str]
    offset: list[int]
    line_no: list[int]
    line: list[str]
    line_truncated: list[bool]
    fields: list[dict[str, str]]
    rank: list[Optional[int]]
    local_rank: list[Optional[int]]
    node: list[Optional[str]]
    ts_micros: list[Optional[int]]
    ts_inherited: list[bool]
    before: list[list[str]]
    after: list[list[str]]
    template: list[str]

class NonFiniteDict(TypedDict):
    field: str
    value: str
    line_no: int
    step: Optional[int]
    ts_micros: Optional[int]
    line: str

class ProgressDict(TypedDict):
    """One progress group of a stream: a progress signature on one (rank, local_rank)."""

    signature_id: str
    rank: Optional[int]
    local_rank: Optional[int]
    count: int
    first_line_no: int
    last_line_no: int
    first_ts_micros: Optional[int]
    last_ts_micros: Optional[int]
    last_ts_inherited: bool
    next_ts_micros: Optional[int]
    last_line: str
    last_step: Optional[int]
    nonfinite_lines: int
    last_nonfinite_line_no: Optional[int]
    nonfinite: list[NonFiniteDict]

class StreamSummaryDict(TypedDict):
    """One stream's summary (``Session.summaries``; ``Scanner.scan_files`` adds
    ``compression``)."""

    stream: int
    name: str
    rank: Optional[int]
    local_rank: Optional[int]
    node: Optional[str]
    bytes: int
    lines: int
    truncated_lines: int
    first_truncated_line: int | None
    first_truncated_offset: int | None
    candidate_lines: int
    matches: int
    first_ts_micros: Optional[int]
    printed_year: Optional[int]
    last_ts_micros: Optional[int]
    last_line: str
    finished: bool
    dropped_matches: int
    matches_without_context: int
    progress: list[ProgressDict]

class ScannedStreamDict(StreamSummaryDict):
    compression: Literal["none", "gzip", "zstd"]

class InputProblemDict(TypedDict):
    path: str
    level: Literal["error", "warning"]
    kind: str
    offset: Optional[int]
    message: str

class ScanFilesResult(TypedDict):
    matches: MatchColumns
    summaries: list[ScannedStreamDict]
    problems: list[InputProblemDict]
    bytes: int

class InputDict(TypedDict, total=False):
    """One input of ``Scanner.scan_files``: ``path`` (``bytes`` for a name that is not
    UTF-8) and the optional identity the caller knows."""

    path: Union[str, bytes, PathLike[str]]
    identity_path: str
    rank: int
    local_rank: int
    node: str
    year_hint: int
    mtime_micros: int

class ScannerOptions(TypedDict):
    context_before: int
    context_after: int
    max_line_bytes: int
    max_context_line_bytes: int
    max_match_line_bytes: int
    year_hint: int
    tz: Optional[str]
    mask_secrets: bool
    mask_hosts: bool
    mask_ips: bool
    max_matches_per_stream: int
    max_context_matches_per_signature: int

class Progress:
    """Bytes-read counter and cancel flag shared with a running ``scan_files``."""

    def __init__(self) -> None: ...
    @property
    def bytes(self) -> int: ...
    def cancel(self) -> None: ...

class Session:
    """Per-stream scanning state over one scanner (``Scanner.session``)."""

    def add_stream(self, name: str, rank: Optional[int] = None, local_rank: Optional[int] = None, node: Optional[str] = None, year_hint: Optional[int] = None) -> int: ...
    def feed(self, stream: int, data: bytes) -> None: ...
    def feed_many(self, items: list[tuple[int, bytes]]) -> None: ...
    def finish(self, stream: int) -> None: ...
    def finish_all(self) -> None: ...
    def flush(self, stream: int) -> None: ...
    def flush_all(self) -> None: ...
    def summaries(self) -> list[StreamSummaryDict]: ...
    def take_matches(self) -> MatchColumns: ...

class BenchRun:
    """A running streaming benchmark (``Scanner.bench``)."""

    @property
    def progress_bytes(self) -> int: ...
    @property
    def jobs(self) -> int: ...
    @property
    def job_bytes(self) -> int: ...
    def cancel(self) -> None: ...
    def next(self, timeout_s: float = 0.1) -> Optional[dict]: ...

class Scanner:
    """A compiled catalog with its scan options (``rust/catalog.rs``)."""

    def __init__(self, signatures: list[dict], *, gates: Optional[list[str]] = None, deferred: bool = False, **options: object) -> None:
        """``options``: the keys of :class:`ScannerOptions`; the others keep
        :func:`scan_option_defaults`."""
    def with_options(self, **changes: object) -> Scanner: ...
    @property
    def options(self) -> ScannerOptions: ...
    def regex_problems(self) -> list[tuple[str, str, str]]: ...
    def same_catalog(self, other: Scanner) -> bool: ...
    @property
    def signature_ids(self) -> list[str]: ...
    @property
    def literal_count(self) -> int: ...
    @property
    def chosen_gates(self) -> list[str]: ...
    @property
    def gate_count(self) -> int: ...
    def check_line(self, line: Union[str, bytes]) -> list[tuple[str, list[tuple[str, str]]]]: ...
    def mask_text(self, text: str) -> str: ...
    def session(self) -> Session: ...
    def bench(self, total_bytes: int, *, threads: int = 1, job_bytes: int = ..., chunk_bytes: int = ..., gen: Optional[dict] = None) -> BenchRun: ...
    def scan_files(
        self,
        inputs: list[InputDict],
        *,
        threads: int = 0,
        chunk_bytes: int = ...,
        binary: bool = False,
        rank_rules: Optional[list[str]] = None,
        local_rank_rules: Optional[list[str]] = None,
        node_rules: Optional[list[str]] = None,
        progress: Optional[Progress] = None,
    ) -> ScanFilesResult: ...

def generate_bytes(n: int, *, stream: int = 0, gen: Optional[dict] = None) -> bytes: ...
def generate_file(path: Union[str, PathLike[str]], n: int, *, compression: str = "none", level: Optional[int] = None, stream: int = 0, gen: Optional[dict] = None) -> dict: ...
def group_text_records(
    keys: list[Optional[bytes]], values: list[Optional[bytes]], headers: list, max_record_bytes: int
) -> tuple[list[tuple[Optional[bytes], tuple, int, int, bytes]], list[tuple[int, str, str]]]: ...
def line_prefix_len(line: str) -> int: ...
def line_time(line: str, year: int = 1970) -> Optional[int]: ...
def problem_kinds() -> dict[str, tuple[str, Literal["none", "nothing_to_lose", "lines", "read_broke"]]]:
    """Every input problem kind: slug -> (meaning, loss) (``rust/problem.rs``)."""
def dead_letter_reasons() -> list[str]:
    """Why a Kafka record is dead-lettered, the slugs in order (``rust/problem.rs``)."""
def scan_option_defaults() -> ScannerOptions:
    """The default scan options (``ScanOptions::default()``, ``rust/catalog/options.rs``)."""
def tz_name(spec: str) -> str: ...
def yield_to_the_scan() -> None: ...
