#!/usr/bin/env python3
"""Extract the recorded fault corpus into case folders of the ../shared/cases shape
(``<dest>/<case>/logs/...`` and ``<dest>/<case>/truth.json``).

    python3 benches/faults/extract.py /tmp/faultcases            # the main corpus
    python3 benches/faults/extract.py /tmp/heldout --set heldout # the held-out set
    /work/shared/tools/score-cases /tmp/faultcases/*

The held-out set (launch style ``accelerate``, fault kinds ``sigabrt`` and
``hang_in_dataloader``) is for measuring rules, never for reading while writing them.
"""

from __future__ import annotations

import argparse
import os
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
SETS = ("corpus", "heldout")


def archives(which: str = "corpus") -> list[str]:
    """Paths of the recorded archives of one set (``corpus``, ``heldout`` or ``all``)."""
    out = []
    for s in SETS if which == "all" else (which,):
        d = os.path.join(HERE, s)
        if os.path.isdir(d):
            out += sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".tar.gz") and not f.startswith("."))
    return out


def extract(dest: str, which: str = "corpus") -> list[str]:
    """Extract every archive of ``which`` under ``dest``; returns the case directories.

    Each archive holds exactly one top-level folder (the case); members that would land
    outside ``dest`` are refused."""
    os.makedirs(dest, exist_ok=True)
    root = os.path.realpath(dest)
    cases = []
    for path in archives(which):
        with tarfile.open(path, "r:gz") as tf:
            members = tf.getmembers()
            for m in members:
                target = os.path.realpath(os.path.join(root, m.name))
                if not target.startswith(root + os.sep) or not (m.isfile() or m.isdir()):
                    raise ValueError(f"{path}: unsafe member {m.name!r}")
            # the "data" filter (Python >= 3.11.4) also refuses links and special files;
            # naming it keeps 3.12+ from warning about the default changing
            kw = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
            tf.extractall(root, members=members, **kw)
            cases.append(os.path.join(root, members[0].name.split("/")[0]))
    return cases


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dest")
    ap.add_argument("--set", default="corpus", choices=["corpus", "heldout", "all"])
    a = ap.parse_args(argv)
    cases = extract(a.dest, a.set)
    print(f"{len(cases)} cases in {a.dest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
