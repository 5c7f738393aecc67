"""firstfault: find the first fault in a failed or hung distributed training job.

The native core (``firstfault._core``) matches the signature catalog over every
byte of every rank's logs; this package loads the catalog, feeds sources to the
core, correlates the sparse matches across ranks into one diagnosis per job, and
writes reports (terminal, JSON, Arrow, Parquet).

Typical use::

    from firstfault import scan_paths
    result = scan_paths(["/logs/job-8812/"])
    for d in result.diagnoses:
        print(d.job_id, d.category, d.initiator_rank)
"""

from firstfault._core import __version__ as _core_version

__version__ = "0.1.0"

__all__ = [
    "CatalogError",
    "FirstfaultError",
    "SourceError",
    "UsageError",
    "__version__",
    "scan_paths",
]


def __getattr__(name: str):
    # Lazy imports keep `import firstfault` cheap: pyarrow loads only when scanning, and
    # the error classes (dataclasses, about 20 ms) after the scan-ahead has started.
    if name == "scan_paths":
        from firstfault.pipeline import scan_paths

        return scan_paths
    if name in ("CatalogError", "FirstfaultError", "SourceError", "UsageError"):
        from firstfault import errors

        return getattr(errors, name)
    raise AttributeError(f"module 'firstfault' has no attribute {name!r}")


assert _core_version == __version__, f"native core {_core_version} does not match package {__version__}"
