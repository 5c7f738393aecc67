#!/usr/bin/env bash
# Fuzz the native Session for SECONDS (default 60): random chunkings of random bytes
# and of mutated real logs (seeds/), with a fixed catalog and catalogs built from the
# input. Needs cargo-fuzz (`cargo install cargo-fuzz`); on a stable toolchain the
# sanitizer flags need RUSTC_BOOTSTRAP=1, which this script sets.
# Usage: fuzz/run.sh [SECONDS] [JOBS]
set -euo pipefail
cd "$(dirname "$0")"
secs="${1:-60}"
jobs="${2:-1}"
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
mkdir -p corpus/session
# Seeds: real logs from tests/cases, each behind two different control prefixes
# (context sizes, line cap, catalog choice are read from the first 4 bytes).
if [ ! -d seeds ] || [ -z "$(ls -A seeds 2>/dev/null)" ]; then
  mkdir -p seeds
  python3 - <<'PY'
import glob, hashlib
for f in sorted(glob.glob("../tests/cases/*/logs/*"))[:60]:
    data = open(f, "rb").read()[:20000]
    for ctl in (b"\x03\x02\x00\x00", b"\x05\x01\x07\x01"):
        blob = ctl + data
        open("seeds/" + hashlib.sha1(blob).hexdigest()[:16], "wb").write(blob)
PY
fi
export RUSTC_BOOTSTRAP=1
cargo fuzz run session corpus/session seeds -- \
  -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=262144 -jobs="$jobs" -workers="$jobs" \
  -print_final_stats=1
