"""The packaged executable's entry point: the same as ``python -m app``."""

import sys

from app.console import attach_console
from app.__main__ import main

if __name__ == "__main__":
    attach_console()
    sys.exit(main())
