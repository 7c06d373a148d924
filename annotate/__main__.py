"""`python -m annotate`: the `annotate` command (see `annotate.cli`)."""
import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
