"""``python -m firstfault``."""

import sys

from firstfault.cli import main

sys.exit(main())
