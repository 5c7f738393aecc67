"""``python -m firstfault``."""

from firstfault.cli import entry

entry()
