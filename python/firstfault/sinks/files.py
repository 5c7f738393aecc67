"""File sinks: JSON document, Parquet and Arrow IPC files (via pyarrow)."""

from __future__ import annotations

import json
import os
from typing import IO, Optional

import pyarrow as pa

from firstfault.model import Diagnosis
from firstfault.schema import output_paths


def write_json(diagnoses: list[Diagnosis], out: IO[str], *, extra: Optional[dict] = None) -> None:
    """Write ``{"diagnoses": [...], ...extra}`` as one JSON document (UTF-8, indented)."""
    doc = {"diagnoses": [d.to_json() for d in diagnoses]}
    if extra:
        doc.update(extra)
    # One write: json.dump writes token by token, and an unbuffered stdout
    # (PYTHONUNBUFFERED, common in containers) makes each a system call.
    out.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")


def _write(table: pa.Table, path: str, fmt: str) -> None:
    # pyarrow's writers load here, not with the module: `scan --format json` (which
    # imports this module on its loader thread for write_json) never needs them.
    tmp = path + ".tmp"
    if fmt == "parquet":
        import pyarrow.parquet as pq

        pq.write_table(table, tmp, compression="zstd")
    else:
        import pyarrow.feather as feather

        feather.write_feather(table, tmp, compression="zstd")
    os.replace(tmp, path)  # readers never see a half-written file


def write_tables(diagnoses: pa.Table, matches: pa.Table, target: str, kind: Optional[str] = None) -> tuple[str, str]:
    """Write the two tables for ``--output TARGET`` (see :func:`firstfault.schema.output_paths`).

    Returns:
        ``(diagnoses_path, matches_path)``.

    Raises:
        ValueError: unsupported extension. OSError: the directory cannot be written.
    """
    dpath, mpath, fmt = output_paths(target, kind)
    os.makedirs(os.path.dirname(os.path.abspath(dpath)), exist_ok=True)
    _write(diagnoses, dpath, fmt)
    _write(matches, mpath, fmt)
    return dpath, mpath
